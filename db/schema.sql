-- evotune database, schema version 1.
--
-- Embedded in the binary at build time (src/store/schema.cpp); migrations to
-- later versions are appended there, never edited into this file. Times are
-- microseconds (_us) or seconds (_s); timestamps are UTC ISO-8601 text.
--
-- Identity: a candidate is (experiment, environment, source_hash), where
-- source_hash is the hash of the rendered source + compile options + target.
-- A search runs in one environment (GPU, driver, toolkit) and keeps its own
-- candidates, population and state there: a result from another environment
-- is never reused as a measurement (compiles are shared, by source_hash).

-- One row per experiment file version (a changed file is a new experiment).
CREATE TABLE experiments (
  id          INTEGER PRIMARY KEY,
  name        TEXT NOT NULL,
  file_path   TEXT NOT NULL,
  file_hash   TEXT NOT NULL,          -- sha256 of file_text
  file_text   TEXT NOT NULL,
  created_at  TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  UNIQUE (name, file_hash)
);

-- Where measurements were taken (or "replay" for recorded landscapes).
CREATE TABLE environments (
  id                  INTEGER PRIMARY KEY,
  gpu_name            TEXT NOT NULL,
  compute_capability  TEXT NOT NULL,  -- e.g. "9.0"
  sm_count            INTEGER NOT NULL,
  driver_version      TEXT NOT NULL,
  cuda_version        TEXT NOT NULL,
  nvrtc_version       TEXT NOT NULL,
  created_at          TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  UNIQUE (gpu_name, compute_capability, sm_count, driver_version, cuda_version, nvrtc_version)
);

-- One invocation of `evotune run` (a resumed search has several).
CREATE TABLE runs (
  id              INTEGER PRIMARY KEY,
  experiment_id   INTEGER NOT NULL REFERENCES experiments(id),
  environment_id  INTEGER NOT NULL REFERENCES environments(id),
  strategy        TEXT NOT NULL,
  seed            INTEGER NOT NULL,
  settings        TEXT NOT NULL,      -- JSON: budget, population, elite, options
  started_at      TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  finished_at     TEXT,               -- NULL while running or when killed
  elapsed_s       REAL NOT NULL DEFAULT 0,  -- search wall time of this run so far
  evaluations     INTEGER NOT NULL DEFAULT 0,
  stop_reason     TEXT                -- budget_evaluations, budget_time, generations, space_exhausted, interrupted
);

-- A point of the search space that was proposed, and how it was made.
CREATE TABLE candidates (
  id             INTEGER PRIMARY KEY,
  experiment_id  INTEGER NOT NULL REFERENCES experiments(id),
  environment_id INTEGER NOT NULL REFERENCES environments(id),
  source_hash    TEXT NOT NULL,
  params         TEXT NOT NULL,       -- JSON object, parameter -> value
  generation     INTEGER NOT NULL,
  origin         TEXT NOT NULL CHECK (origin IN
                   ('seed', 'random', 'exhaustive', 'mutation', 'crossover', 'insight')),
  rule           TEXT,                -- the insight rule that made it (origin = insight)
  note           TEXT,                -- what changed, e.g. "BLOCK_M 64->32"
  parent1_id     INTEGER REFERENCES candidates(id),
  parent2_id     INTEGER REFERENCES candidates(id),
  created_at     TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  UNIQUE (experiment_id, environment_id, source_hash)
);
CREATE INDEX candidates_by_generation ON candidates (experiment_id, environment_id, generation);

-- One NVRTC compile, shared by every candidate with the same source.
-- Aggregates over the module's entry points; compile_kernels has each one.
CREATE TABLE compiles (
  id                    INTEGER PRIMARY KEY,
  source_hash           TEXT NOT NULL,
  target                TEXT NOT NULL,  -- e.g. "sm_90"
  status                TEXT NOT NULL CHECK (status IN
                          ('ok', 'compile_error', 'compile_timeout', 'gate_reject')),
  registers             INTEGER,        -- max over entry points, per thread
  spill_store_bytes     INTEGER,        -- sum over entry points
  spill_load_bytes      INTEGER,
  stack_bytes           INTEGER,        -- max
  shared_static_bytes   INTEGER,        -- max
  shared_dynamic_bytes  INTEGER,        -- max, from the experiment's expression
  constant_bytes        INTEGER,        -- max
  barriers              INTEGER,        -- max
  gmem_bytes            INTEGER,        -- module-scope __device__ state
  gate_reason           TEXT,           -- e.g. "182 registers > gate 168"
  log                   TEXT,           -- the whole NVRTC log
  cubin                 BLOB,
  seconds               REAL,           -- NVRTC wall time
  nvrtc_version         TEXT,
  created_at            TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  UNIQUE (source_hash, target)
);

CREATE TABLE compile_kernels (
  compile_id            INTEGER NOT NULL REFERENCES compiles(id),
  entry                 TEXT NOT NULL,
  registers             INTEGER,
  spill_store_bytes     INTEGER,
  spill_load_bytes      INTEGER,
  stack_bytes           INTEGER,
  shared_static_bytes   INTEGER,
  shared_dynamic_bytes  INTEGER,
  constant_bytes        INTEGER,
  barriers              INTEGER,
  PRIMARY KEY (compile_id, entry)
);

-- What became of a candidate in one environment. At most one per pair: a
-- finished evaluation is never redone.
CREATE TABLE evaluations (
  id                   INTEGER PRIMARY KEY,
  candidate_id         INTEGER NOT NULL REFERENCES candidates(id),
  environment_id       INTEGER NOT NULL REFERENCES environments(id),
  run_id               INTEGER REFERENCES runs(id),
  compile_id           INTEGER REFERENCES compiles(id),
  status               TEXT NOT NULL CHECK (status IN
                         ('ok', 'compile_error', 'compile_timeout', 'gate_reject', 'incorrect',
                          'nondeterministic', 'suspect', 'fault', 'timeout')),
  time_p10_us          REAL,
  time_p50_us          REAL,           -- the figure candidates are ranked by
  time_p90_us          REAL,
  event_time_us        REAL,           -- CUDA-event time of the whole call
  timed_runs           INTEGER,
  spread               REAL,           -- (p90 - p10) / p50
  ci_low_us            REAL,           -- confidence interval of the median
  ci_high_us           REAL,
  max_abs_error        REAL,
  max_rel_error        REAL,
  rel_norm             REAL,           -- ||out - ref|| / ||ref||
  error                TEXT,           -- why it failed, in words
  sm_clock_before_mhz  INTEGER,
  sm_clock_after_mhz   INTEGER,
  throttled            INTEGER NOT NULL DEFAULT 0,
  compile_s            REAL,           -- where the candidate's time went
  gpu_s                REAL,
  elapsed_s            REAL,           -- search wall time when it finished (counts on across runs)
  created_at           TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  UNIQUE (candidate_id, environment_id)
);
CREATE INDEX evaluations_by_time ON evaluations (environment_id, status, time_p50_us);

-- Profiling metrics of an evaluation (CUPTI metric name -> value).
CREATE TABLE metrics (
  evaluation_id  INTEGER NOT NULL REFERENCES evaluations(id),
  name           TEXT NOT NULL,
  value          REAL NOT NULL,
  PRIMARY KEY (evaluation_id, name)
);

-- The elite top-K after each generation, rank 1 = fastest.
CREATE TABLE population (
  experiment_id   INTEGER NOT NULL REFERENCES experiments(id),
  environment_id  INTEGER NOT NULL REFERENCES environments(id),
  generation      INTEGER NOT NULL,
  rank            INTEGER NOT NULL,
  candidate_id    INTEGER NOT NULL REFERENCES candidates(id),
  PRIMARY KEY (experiment_id, environment_id, generation, rank)
);

-- Where a search stands, so that a killed run resumes: the last generation
-- proposed and closed, the random generator and the strategy's own state.
CREATE TABLE search_state (
  experiment_id      INTEGER NOT NULL REFERENCES experiments(id),
  environment_id     INTEGER NOT NULL REFERENCES environments(id),
  strategy           TEXT NOT NULL,
  proposed_generation INTEGER NOT NULL,  -- -1: none yet
  closed_generation  INTEGER NOT NULL,   -- -1: none yet
  rng_state          TEXT NOT NULL,      -- std::mt19937_64 as text
  strategy_state     TEXT NOT NULL,      -- JSON
  updated_at         TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  PRIMARY KEY (experiment_id, environment_id)
);
