// Queries and updates of the evotune database (see store.hpp, db/schema.sql).
#include "store/store.hpp"

#include <algorithm>

#include <fmt/format.h>

#include "core/printable.hpp"
#include "store/schema.hpp"

namespace evotune::store {

namespace {

Database open_database(const std::filesystem::path& path, const OpenOptions& options) {
  if (!options.read_only && options.create && path.has_parent_path() && path.string() != ":memory:") {
    std::error_code ec;
    std::filesystem::create_directories(path.parent_path(), ec);
    if (ec)
      throw StoreError(fmt::format("{}: cannot create the folder {}: {}", path.string(),
                                   path.parent_path().string(), ec.message()));
  }
  return Database(path, options);
}

std::optional<int> opt_int(const Statement& s, int column) {
  auto v = s.column_opt_int(column);
  if (!v) return std::nullopt;
  return static_cast<int>(*v);
}

// A damaged row may hold any bytes: the message shows them escaped and cut short.
constexpr const char* kDamaged = "the database is damaged or was changed by another program";

CandidateStatus status_from_text(const std::string& text, const Database& db) {
  auto s = parse_status(text);
  if (!s)
    throw StoreError(fmt::format("{}: unknown candidate status '{}' in the database: {}", db.path().string(),
                                 printable(text), kDamaged));
  return *s;
}

Origin origin_from_text(const std::string& text, std::int64_t candidate_id, const Database& db) {
  if (auto o = origin_named(text)) return *o;
  throw StoreError(fmt::format("{}: candidate {} has an unknown origin '{}': {}", db.path().string(), candidate_id,
                               printable(text), kDamaged));
}

constexpr const char* kCandidateColumns =
    "id, experiment_id, environment_id, source_hash, params, generation, origin, rule, note, parent1_id, "
    "parent2_id, created_at";
constexpr int kCandidateColumnCount = 12;

CandidateRow read_candidate(const Statement& s, int c0, const Database& db) {
  CandidateRow r;
  r.id = s.column_int(c0 + 0);
  r.experiment_id = s.column_int(c0 + 1);
  r.environment_id = s.column_int(c0 + 2);
  r.source_hash = s.column_text(c0 + 3);
  r.params_json = s.column_text(c0 + 4);
  r.generation = static_cast<int>(s.column_int(c0 + 5));
  r.origin = origin_from_text(s.column_text(c0 + 6), r.id, db);
  r.rule = s.column_opt_text(c0 + 7);
  r.note = s.column_opt_text(c0 + 8);
  r.parent1_id = s.column_opt_int(c0 + 9);
  r.parent2_id = s.column_opt_int(c0 + 10);
  r.created_at = s.column_text(c0 + 11);
  return r;
}

constexpr const char* kEvaluationColumns =
    "id, candidate_id, environment_id, run_id, compile_id, status, time_p10_us, time_p50_us, time_p90_us, "
    "event_time_us, timed_runs, spread, ci_low_us, ci_high_us, max_abs_error, max_rel_error, rel_norm, error, "
    "sm_clock_before_mhz, sm_clock_after_mhz, throttled, compile_s, gpu_s, elapsed_s, created_at";
constexpr int kEvaluationColumnCount = 25;

EvaluationRow read_evaluation(const Statement& s, int c0, const Database& db) {
  EvaluationRow r;
  r.id = s.column_int(c0 + 0);
  r.candidate_id = s.column_int(c0 + 1);
  r.environment_id = s.column_int(c0 + 2);
  r.run_id = s.column_opt_int(c0 + 3);
  r.compile_id = s.column_opt_int(c0 + 4);
  Measurement& m = r.measurement;
  m.status = status_from_text(s.column_text(c0 + 5), db);
  m.time_p10_us = s.column_opt_double(c0 + 6);
  m.time_p50_us = s.column_opt_double(c0 + 7);
  m.time_p90_us = s.column_opt_double(c0 + 8);
  m.event_time_us = s.column_opt_double(c0 + 9);
  m.timed_runs = opt_int(s, c0 + 10);
  m.spread = s.column_opt_double(c0 + 11);
  m.ci_low_us = s.column_opt_double(c0 + 12);
  m.ci_high_us = s.column_opt_double(c0 + 13);
  m.max_abs_error = s.column_opt_double(c0 + 14);
  m.max_rel_error = s.column_opt_double(c0 + 15);
  m.rel_norm = s.column_opt_double(c0 + 16);
  m.error = s.column_text(c0 + 17);
  m.sm_clock_before_mhz = opt_int(s, c0 + 18);
  m.sm_clock_after_mhz = opt_int(s, c0 + 19);
  m.throttled = s.column_int(c0 + 20) != 0;
  m.compile_s = s.column_opt_double(c0 + 21);
  m.gpu_s = s.column_opt_double(c0 + 22);
  r.elapsed_s = s.column_opt_double(c0 + 23);
  r.created_at = s.column_text(c0 + 24);
  return r;
}

constexpr const char* kStatsColumns =
    "registers, spill_store_bytes, spill_load_bytes, stack_bytes, shared_static_bytes, shared_dynamic_bytes, "
    "constant_bytes, barriers";
constexpr int kStatsColumnCount = 8;

KernelStats read_stats(const Statement& s, int c0) {
  KernelStats k;
  k.registers = opt_int(s, c0 + 0);
  k.spill_store_bytes = opt_int(s, c0 + 1);
  k.spill_load_bytes = opt_int(s, c0 + 2);
  k.stack_bytes = opt_int(s, c0 + 3);
  k.shared_static_bytes = opt_int(s, c0 + 4);
  k.shared_dynamic_bytes = opt_int(s, c0 + 5);
  k.constant_bytes = opt_int(s, c0 + 6);
  k.barriers = opt_int(s, c0 + 7);
  return k;
}

void bind_stats(Statement& s, int p0, const KernelStats& k) {
  s.bind(p0 + 0, k.registers)
      .bind(p0 + 1, k.spill_store_bytes)
      .bind(p0 + 2, k.spill_load_bytes)
      .bind(p0 + 3, k.stack_bytes)
      .bind(p0 + 4, k.shared_static_bytes)
      .bind(p0 + 5, k.shared_dynamic_bytes)
      .bind(p0 + 6, k.constant_bytes)
      .bind(p0 + 7, k.barriers);
}

}  // namespace

Origin parse_origin(std::string_view name) {
  if (auto o = origin_named(name)) return *o;
  throw StoreError(fmt::format("unknown candidate origin '{}'", printable(name)));
}

Store::Store(const std::filesystem::path& path, const OpenOptions& options) : db_(open_database(path, options)) {
  if (options.read_only)
    require_current_schema(db_);
  else
    migrate(db_);
  require_expected_tables(db_);
}

void Store::require_transaction(const char* what) const {
  if (!db_.in_transaction())
    throw StoreError(fmt::format("{}: {} must run inside a transaction (internal error)", db_.path().string(), what));
}

// --- experiments

namespace {
constexpr const char* kExperimentColumns = "id, name, file_path, file_hash, file_text, created_at, shape";
ExperimentRow read_experiment(const Statement& s) {
  return ExperimentRow{s.column_int(0),  s.column_text(1), s.column_text(2), s.column_text(3),
                       s.column_text(4), s.column_text(5), s.column_text(6)};
}
}  // namespace

std::optional<ExperimentRow> Store::find_experiment(std::string_view name, std::string_view file_hash,
                                                    std::string_view shape) {
  Statement s(db_, fmt::format("SELECT {} FROM experiments WHERE name = ?1 AND file_hash = ?2 AND shape = ?3",
                               kExperimentColumns));
  s.bind_all(name, file_hash, std::string(shape));  // a default string_view has no data: it would bind NULL
  if (!s.step()) return std::nullopt;
  return read_experiment(s);
}

std::optional<ExperimentRow> Store::latest_experiment(std::string_view name) {
  Statement s(db_, fmt::format("SELECT {} FROM experiments WHERE name = ?1 ORDER BY id DESC LIMIT 1",
                               kExperimentColumns));
  s.bind_all(name);
  if (!s.step()) return std::nullopt;
  return read_experiment(s);
}

std::optional<ExperimentRow> Store::latest_experiment_at(std::string_view name, std::string_view shape) {
  Statement s(db_, fmt::format("SELECT {} FROM experiments WHERE name = ?1 AND shape = ?2 ORDER BY id DESC LIMIT 1",
                               kExperimentColumns));
  s.bind_all(name, std::string(shape));
  if (!s.step()) return std::nullopt;
  return read_experiment(s);
}

std::vector<ExperimentRow> Store::shape_rows(std::string_view name, std::string_view file_hash) {
  Statement s(db_, fmt::format("SELECT {} FROM experiments WHERE name = ?1 AND file_hash = ?2 ORDER BY id",
                               kExperimentColumns));
  s.bind_all(name, file_hash);
  std::vector<ExperimentRow> out;
  while (s.step()) out.push_back(read_experiment(s));
  return out;
}

std::optional<ExperimentRow> Store::experiment(std::int64_t id) {
  Statement s(db_, fmt::format("SELECT {} FROM experiments WHERE id = ?1", kExperimentColumns));
  s.bind_all(id);
  if (!s.step()) return std::nullopt;
  return read_experiment(s);
}

std::vector<ExperimentRow> Store::experiments() {
  Statement s(db_, fmt::format("SELECT {} FROM experiments ORDER BY id", kExperimentColumns));
  std::vector<ExperimentRow> out;
  while (s.step()) out.push_back(read_experiment(s));
  return out;
}

std::int64_t Store::insert_experiment(const ExperimentRow& e) {
  require_transaction("insert_experiment");
  Statement s(db_,
              "INSERT INTO experiments (name, file_path, file_hash, file_text, shape) VALUES (?1, ?2, ?3, ?4, ?5)");
  s.bind_all(e.name, e.file_path, e.file_hash, e.file_text, e.shape).run();
  return db_.last_insert_id();
}

// --- environments

std::int64_t Store::environment_id(const EnvironmentInfo& env) {
  constexpr const char* kWhere =
      "gpu_name = ?1 AND compute_capability = ?2 AND sm_count = ?3 AND driver_version = ?4 AND "
      "cuda_version = ?5 AND nvrtc_version = ?6";
  Statement find(db_, fmt::format("SELECT id FROM environments WHERE {}", kWhere));
  find.bind_all(env.gpu_name, env.compute_capability, env.sm_count, env.driver_version, env.cuda_version,
                env.nvrtc_version);
  if (find.step()) {
    const std::int64_t id = find.column_int(0);
    // The device's peaks are not part of the identity: an environment stored
    // before schema 9 (or by a replay) learns them from a run that knows them.
    if (env.sm_clock_khz > 0 || env.memory_clock_khz > 0 || env.memory_bus_width_bits > 0) {
      require_transaction("environment_id (device peaks)");
      Statement update(db_,
                       "UPDATE environments SET sm_clock_khz = ?2, memory_clock_khz = ?3, memory_bus_width_bits = ?4 "
                       "WHERE id = ?1 AND (sm_clock_khz, memory_clock_khz, memory_bus_width_bits) IS NOT (?2, ?3, ?4)");
      update.bind_all(id, env.sm_clock_khz, env.memory_clock_khz, env.memory_bus_width_bits);
      update.run();
    }
    return id;
  }
  require_transaction("environment_id (insert)");
  Statement insert(db_,
                   "INSERT INTO environments (gpu_name, compute_capability, sm_count, driver_version, cuda_version, "
                   "nvrtc_version, sm_clock_khz, memory_clock_khz, memory_bus_width_bits) "
                   "VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)");
  insert.bind_all(env.gpu_name, env.compute_capability, env.sm_count, env.driver_version, env.cuda_version,
                  env.nvrtc_version, env.sm_clock_khz, env.memory_clock_khz, env.memory_bus_width_bits);
  insert.run();
  return db_.last_insert_id();
}

std::optional<EnvironmentInfo> Store::environment(std::int64_t id) {
  Statement s(db_,
              "SELECT gpu_name, compute_capability, sm_count, driver_version, cuda_version, nvrtc_version, "
              "sm_clock_khz, memory_clock_khz, memory_bus_width_bits FROM environments WHERE id = ?1");
  s.bind_all(id);
  if (!s.step()) return std::nullopt;
  EnvironmentInfo env{s.column_text(0), s.column_text(1), static_cast<int>(s.column_int(2)),
                      s.column_text(3), s.column_text(4), s.column_text(5)};
  env.sm_clock_khz = static_cast<int>(s.column_int(6));
  env.memory_clock_khz = static_cast<int>(s.column_int(7));
  env.memory_bus_width_bits = static_cast<int>(s.column_int(8));
  return env;
}

// --- runs

std::int64_t Store::begin_run(const RunRecord& r) {
  require_transaction("begin_run");
  Statement s(db_,
              "INSERT INTO runs (experiment_id, environment_id, strategy, seed, settings) VALUES (?1, ?2, ?3, ?4, ?5)");
  // The seed is stored bit for bit (SQLite integers are signed 64-bit).
  s.bind_all(r.experiment_id, r.environment_id, r.strategy, static_cast<std::int64_t>(r.seed), r.settings_json);
  s.run();
  return db_.last_insert_id();
}

void Store::update_run(std::int64_t run_id, double elapsed_s, std::int64_t evaluations) {
  require_transaction("update_run");
  Statement s(db_, "UPDATE runs SET elapsed_s = ?2, evaluations = ?3 WHERE id = ?1");
  s.bind_all(run_id, elapsed_s, evaluations).run();
}

void Store::finish_run(std::int64_t run_id, double elapsed_s, std::int64_t evaluations,
                       std::string_view stop_reason) {
  require_transaction("finish_run");
  Statement s(db_,
              "UPDATE runs SET elapsed_s = ?2, evaluations = ?3, stop_reason = ?4, "
              "finished_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ?1");
  s.bind_all(run_id, elapsed_s, evaluations, stop_reason).run();
}

double Store::elapsed_seconds(std::int64_t experiment_id, std::int64_t environment_id) {
  Statement s(db_, "SELECT total(elapsed_s) FROM runs WHERE experiment_id = ?1 AND environment_id = ?2");
  s.bind_all(experiment_id, environment_id);
  s.step();
  return s.column_double(0);
}

// --- candidates

std::int64_t Store::insert_candidate(const CandidateRow& c) {
  require_transaction("insert_candidate");
  Statement s(db_,
              "INSERT INTO candidates (experiment_id, environment_id, source_hash, params, generation, origin, "
              "rule, note, parent1_id, parent2_id) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)");
  s.bind_all(c.experiment_id, c.environment_id, c.source_hash, c.params_json, c.generation, origin_name(c.origin), c.rule, c.note,
             c.parent1_id, c.parent2_id);
  s.run();
  return db_.last_insert_id();
}

std::optional<CandidateRow> Store::candidate(std::int64_t id) {
  Statement s(db_, fmt::format("SELECT {} FROM candidates WHERE id = ?1", kCandidateColumns));
  s.bind_all(id);
  if (!s.step()) return std::nullopt;
  return read_candidate(s, 0, db_);
}

std::optional<CandidateRow> Store::find_candidate(std::int64_t experiment_id, std::int64_t environment_id,
                                                  std::string_view source_hash) {
  Statement s(db_, fmt::format("SELECT {} FROM candidates WHERE experiment_id = ?1 AND environment_id = ?2 AND "
                               "source_hash = ?3",
                               kCandidateColumns));
  s.bind_all(experiment_id, environment_id, source_hash);
  if (!s.step()) return std::nullopt;
  return read_candidate(s, 0, db_);
}

std::vector<CandidateRow> Store::candidates(std::int64_t experiment_id, std::int64_t environment_id) {
  Statement s(db_, fmt::format("SELECT {} FROM candidates WHERE experiment_id = ?1 AND environment_id = ?2 ORDER BY id",
                               kCandidateColumns));
  s.bind_all(experiment_id, environment_id);
  std::vector<CandidateRow> out;
  while (s.step()) out.push_back(read_candidate(s, 0, db_));
  return out;
}

// --- compiles

std::int64_t Store::put_compile(const CompileRecord& c) {
  require_transaction("put_compile");
  {
    Statement find(db_, "SELECT id FROM compiles WHERE source_hash = ?1 AND target = ?2");
    find.bind_all(c.source_hash, c.target);
    if (find.step()) return find.column_int(0);
  }
  switch (c.status) {
    case CandidateStatus::ok:
    case CandidateStatus::compile_error:
    case CandidateStatus::compile_timeout:
    case CandidateStatus::gate_reject: break;
    default:
      throw StoreError(fmt::format("a compile cannot have status '{}' (source {})", status_name(c.status),
                                   c.source_hash));
  }
  const KernelStats total = aggregate(c.kernels);
  Statement s(db_, fmt::format("INSERT INTO compiles (source_hash, target, status, {}, gmem_bytes, gate_reason, log, "
                               "cubin, seconds, nvrtc_version) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, "
                               "?11, ?12, ?13, ?14, ?15, ?16, ?17)",
                               kStatsColumns));
  s.bind_all(c.source_hash, c.target, std::string(status_name(c.status)));
  bind_stats(s, 4, total);
  s.bind(12, c.gmem_bytes).bind(13, c.gate_reason).bind(14, c.log);
  if (c.cubin.empty())
    s.bind(15, nullptr);
  else
    s.bind_blob(15, c.cubin);
  s.bind(16, c.seconds).bind(17, c.nvrtc_version);
  s.run();
  const std::int64_t id = db_.last_insert_id();
  Statement kernel(db_, fmt::format("INSERT INTO compile_kernels (compile_id, entry, {}) VALUES (?1, ?2, ?3, ?4, ?5, "
                                    "?6, ?7, ?8, ?9, ?10)",
                                    kStatsColumns));
  for (const KernelStats& k : c.kernels) {
    kernel.bind(1, id).bind(2, k.entry);
    bind_stats(kernel, 3, k);
    kernel.run();
  }
  return id;
}

namespace {
std::optional<CompileRecord> read_compile(Database& db, Statement& s, bool with_cubin) {
  if (!s.step()) return std::nullopt;
  CompileRecord c;
  const std::int64_t id = s.column_int(0);
  c.source_hash = s.column_text(1);
  c.target = s.column_text(2);
  c.status = status_from_text(s.column_text(3), db);
  c.gmem_bytes = s.column_opt_int(4);
  c.gate_reason = s.column_text(5);
  c.log = s.column_text(6);
  c.seconds = s.column_opt_double(7);
  c.nvrtc_version = s.column_text(8);
  if (with_cubin) c.cubin = s.column_blob(9);
  Statement k(db, fmt::format("SELECT entry, {} FROM compile_kernels WHERE compile_id = ?1 ORDER BY rowid",
                              kStatsColumns));
  k.bind_all(id);
  while (k.step()) {
    KernelStats stats = read_stats(k, 1);
    stats.entry = k.column_text(0);
    c.kernels.push_back(std::move(stats));
  }
  return c;
}
constexpr const char* kCompileColumns =
    "id, source_hash, target, status, gmem_bytes, gate_reason, log, seconds, nvrtc_version";
}  // namespace

std::optional<CompileRecord> Store::find_compile(std::string_view source_hash, std::string_view target,
                                                 bool with_cubin) {
  Statement s(db_, fmt::format("SELECT {}, {} FROM compiles WHERE source_hash = ?1 AND target = ?2", kCompileColumns,
                               with_cubin ? "cubin" : "NULL"));
  s.bind_all(source_hash, target);
  return read_compile(db_, s, with_cubin);
}

std::optional<CompileRecord> Store::compile(std::int64_t compile_id, bool with_cubin) {
  Statement s(db_, fmt::format("SELECT {}, {} FROM compiles WHERE id = ?1", kCompileColumns,
                               with_cubin ? "cubin" : "NULL"));
  s.bind_all(compile_id);
  return read_compile(db_, s, with_cubin);
}

// --- evaluations

std::int64_t Store::insert_evaluation(std::int64_t candidate_id, std::optional<std::int64_t> run_id,
                                      std::optional<std::int64_t> compile_id, const Measurement& m,
                                      std::optional<double> elapsed_s) {
  require_transaction("insert_evaluation");
  std::int64_t environment_id = 0;
  {
    Statement c(db_, "SELECT environment_id FROM candidates WHERE id = ?1");
    c.bind_all(candidate_id);
    if (!c.step()) throw StoreError(fmt::format("{}: no candidate {} to evaluate", db_.path().string(), candidate_id));
    environment_id = c.column_int(0);
    Statement dup(db_, "SELECT id FROM evaluations WHERE candidate_id = ?1");
    dup.bind_all(candidate_id);
    if (dup.step())
      throw StoreError(fmt::format("{}: candidate {} was already evaluated (evaluation {}); "
                                   "a finished evaluation is never redone",
                                   db_.path().string(), candidate_id, dup.column_int(0)));
  }
  Statement s(db_, fmt::format("INSERT INTO evaluations ({}) VALUES (NULL, ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, "
                               "?11, ?12, ?13, ?14, ?15, ?16, ?17, ?18, ?19, ?20, ?21, ?22, ?23, "
                               "strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))",
                               kEvaluationColumns));
  s.bind_all(candidate_id, environment_id, run_id, compile_id, std::string(status_name(m.status)), m.time_p10_us,
             m.time_p50_us, m.time_p90_us, m.event_time_us, m.timed_runs, m.spread, m.ci_low_us, m.ci_high_us,
             m.max_abs_error, m.max_rel_error, m.rel_norm, m.error, m.sm_clock_before_mhz, m.sm_clock_after_mhz,
             static_cast<int>(m.throttled), m.compile_s, m.gpu_s, elapsed_s);
  s.run();
  const std::int64_t id = db_.last_insert_id();
  put_metrics(id, m.metrics);
  if (!m.device.empty()) {
    Statement d(db_, "INSERT INTO evaluation_devices (evaluation_id, device) VALUES (?1, ?2)");
    d.bind_all(id, m.device).run();
  }
  if (m.partial_above_us) {
    Statement p(db_, "INSERT INTO partial_timings (evaluation_id, stop_above_us) VALUES (?1, ?2)");
    p.bind_all(id, *m.partial_above_us).run();
  }
  return id;
}

std::map<std::string, std::int64_t> Store::evaluations_by_device(std::int64_t run_id) {
  Statement s(db_,
              "SELECT d.device, count(*) FROM evaluations e JOIN evaluation_devices d ON d.evaluation_id = e.id "
              "WHERE e.run_id = ?1 GROUP BY d.device");
  s.bind_all(run_id);
  std::map<std::string, std::int64_t> out;
  while (s.step()) out[s.column_text(0)] = s.column_int(1);
  return out;
}

void Store::put_metrics(std::int64_t evaluation_id, const std::map<std::string, double>& metrics) {
  require_transaction("put_metrics");
  Statement s(db_, "INSERT OR REPLACE INTO metrics (evaluation_id, name, value) VALUES (?1, ?2, ?3)");
  for (const auto& [name, value] : metrics) s.bind_all(evaluation_id, name, value).run();
}

std::map<std::string, double> Store::metrics(std::int64_t evaluation_id) {
  Statement s(db_, "SELECT name, value FROM metrics WHERE evaluation_id = ?1");
  s.bind_all(evaluation_id);
  std::map<std::string, double> out;
  while (s.step()) out[s.column_text(0)] = s.column_double(1);
  return out;
}

std::optional<EvaluationRow> Store::evaluation(std::int64_t candidate_id) {
  Statement s(db_, fmt::format("SELECT {} FROM evaluations WHERE candidate_id = ?1", kEvaluationColumns));
  s.bind_all(candidate_id);
  if (!s.step()) return std::nullopt;
  EvaluationRow r = read_evaluation(s, 0, db_);
  r.measurement.metrics = metrics(r.id);
  Statement d(db_, "SELECT device FROM evaluation_devices WHERE evaluation_id = ?1");
  d.bind_all(r.id);
  if (d.step()) r.measurement.device = d.column_text(0);
  Statement p(db_, "SELECT stop_above_us FROM partial_timings WHERE evaluation_id = ?1");
  p.bind_all(r.id);
  if (p.step()) r.measurement.partial_above_us = p.column_double(0);
  return r;
}

std::vector<Result> Store::results(std::int64_t experiment_id, std::int64_t environment_id, bool with_metrics) {
  // Candidate columns, then evaluation columns (NULL when not evaluated), then the compile's.
  std::string sql = fmt::format(
      "SELECT c.id, c.experiment_id, c.environment_id, c.source_hash, c.params, c.generation, c.origin, c.rule, "
      "c.note, c.parent1_id, c.parent2_id, c.created_at, "
      "e.id, e.candidate_id, e.environment_id, e.run_id, e.compile_id, e.status, e.time_p10_us, e.time_p50_us, "
      "e.time_p90_us, e.event_time_us, e.timed_runs, e.spread, e.ci_low_us, e.ci_high_us, e.max_abs_error, "
      "e.max_rel_error, e.rel_norm, e.error, e.sm_clock_before_mhz, e.sm_clock_after_mhz, e.throttled, "
      "e.compile_s, e.gpu_s, e.elapsed_s, e.created_at, "
      "k.target, k.registers, k.spill_store_bytes, k.spill_load_bytes, k.stack_bytes, k.shared_static_bytes, "
      "k.shared_dynamic_bytes, k.constant_bytes, k.barriers "
      "FROM candidates c "
      "LEFT JOIN evaluations e ON e.candidate_id = c.id "
      // A candidate not evaluated yet may have its compile stored already (a run without a GPU made it).
      "LEFT JOIN compiles k ON k.id = coalesce(e.compile_id, "
      "(SELECT id FROM compiles WHERE source_hash = c.source_hash ORDER BY id LIMIT 1)) "
      "WHERE c.experiment_id = ?1 AND c.environment_id = ?2 ORDER BY c.id");
  Statement s(db_, sql);
  s.bind_all(experiment_id, environment_id);
  std::vector<Result> out;
  constexpr int kEval0 = kCandidateColumnCount;
  constexpr int kCompile0 = kEval0 + kEvaluationColumnCount;
  static_assert(kStatsColumnCount == 8);
  while (s.step()) {
    Result r;
    r.candidate = read_candidate(s, 0, db_);
    if (!s.is_null(kEval0)) r.evaluation = read_evaluation(s, kEval0, db_);
    if (!s.is_null(kCompile0)) {
      r.target = s.column_text(kCompile0);
      r.ptxas = read_stats(s, kCompile0 + 1);
    }
    out.push_back(std::move(r));
  }
  if (with_metrics)
    for (auto& r : out)
      if (r.evaluation) r.evaluation->measurement.metrics = metrics(r.evaluation->id);
  Statement d(db_,
              "SELECT d.evaluation_id, d.device FROM evaluation_devices d JOIN evaluations e ON e.id = d.evaluation_id "
              "JOIN candidates c ON c.id = e.candidate_id WHERE c.experiment_id = ?1 AND c.environment_id = ?2");
  d.bind_all(experiment_id, environment_id);
  std::map<std::int64_t, std::string> devices;
  while (d.step()) devices[d.column_int(0)] = d.column_text(1);
  for (auto& r : out)
    if (r.evaluation)
      if (auto it = devices.find(r.evaluation->id); it != devices.end()) r.evaluation->measurement.device = it->second;
  const std::map<std::int64_t, double> partial = partial_timings(experiment_id, environment_id);
  for (auto& r : out)
    if (r.evaluation)
      if (auto it = partial.find(r.evaluation->id); it != partial.end())
        r.evaluation->measurement.partial_above_us = it->second;
  return out;
}

std::int64_t Store::count_evaluations(std::int64_t experiment_id, std::int64_t environment_id) {
  Statement s(db_,
              "SELECT count(*) FROM evaluations e JOIN candidates c ON c.id = e.candidate_id "
              "WHERE c.experiment_id = ?1 AND c.environment_id = ?2");
  s.bind_all(experiment_id, environment_id);
  s.step();
  return s.column_int(0);
}

std::vector<std::int64_t> Store::environments_of(std::int64_t experiment_id) {
  Statement s(db_,
              "SELECT c.environment_id FROM candidates c LEFT JOIN evaluations e ON e.candidate_id = c.id "
              "JOIN environments v ON v.id = c.environment_id WHERE c.experiment_id = ?1 GROUP BY c.environment_id "
              "ORDER BY max(v.sm_count = 0 AND substr(v.gpu_name, 1, length(?2)) = ?2), count(e.id) DESC, "
              "c.environment_id");
  s.bind_all(experiment_id, kCompileOnlyPrefix);
  std::vector<std::int64_t> out;
  while (s.step()) out.push_back(s.column_int(0));
  return out;
}

// --- population and resume state

void Store::write_population(std::int64_t experiment_id, std::int64_t environment_id, int generation,
                             const std::vector<std::int64_t>& candidate_ids_by_rank) {
  require_transaction("write_population");
  Statement clear(db_, "DELETE FROM population WHERE experiment_id = ?1 AND environment_id = ?2 AND generation = ?3");
  clear.bind_all(experiment_id, environment_id, generation).run();
  Statement s(db_,
              "INSERT INTO population (experiment_id, environment_id, generation, rank, candidate_id) "
              "VALUES (?1, ?2, ?3, ?4, ?5)");
  int rank = 1;
  for (std::int64_t id : candidate_ids_by_rank) s.bind_all(experiment_id, environment_id, generation, rank++, id).run();
}

std::vector<std::int64_t> Store::population(std::int64_t experiment_id, std::int64_t environment_id,
                                            int generation) {
  Statement s(db_,
              "SELECT candidate_id FROM population WHERE experiment_id = ?1 AND environment_id = ?2 AND "
              "generation = ?3 ORDER BY rank");
  s.bind_all(experiment_id, environment_id, generation);
  std::vector<std::int64_t> out;
  while (s.step()) out.push_back(s.column_int(0));
  return out;
}

std::optional<SearchState> Store::search_state(std::int64_t experiment_id, std::int64_t environment_id) {
  Statement s(db_,
              "SELECT strategy, proposed_generation, closed_generation, rng_state, strategy_state FROM search_state "
              "WHERE experiment_id = ?1 AND environment_id = ?2");
  s.bind_all(experiment_id, environment_id);
  if (!s.step()) return std::nullopt;
  return SearchState{s.column_text(0), static_cast<int>(s.column_int(1)), static_cast<int>(s.column_int(2)),
                     s.column_text(3), s.column_text(4)};
}

std::int64_t Store::adopt_search(std::int64_t experiment_id, std::int64_t from_environment_id,
                                std::int64_t to_environment_id) {
  require_transaction("adopt_search");
  const std::optional<SearchState> state = search_state(experiment_id, from_environment_id);
  if (search_state(experiment_id, to_environment_id) ||
      !candidates(experiment_id, to_environment_id).empty())
    throw StoreError(fmt::format("{}: experiment {} has a search in environment {} already; nothing adopted",
                                 db_.path().string(), experiment_id, to_environment_id));
  std::map<std::int64_t, std::int64_t> copy_of;  // candidate id in `from` -> in `to`
  const auto mapped = [&](const std::optional<std::int64_t>& parent) -> std::optional<std::int64_t> {
    if (!parent) return std::nullopt;
    const auto it = copy_of.find(*parent);
    return it == copy_of.end() ? parent : std::optional<std::int64_t>(it->second);
  };
  for (CandidateRow c : candidates(experiment_id, from_environment_id)) {
    const std::int64_t old_id = c.id;
    c.environment_id = to_environment_id;
    c.parent1_id = mapped(c.parent1_id);
    c.parent2_id = mapped(c.parent2_id);
    copy_of[old_id] = insert_candidate(c);
  }
  if (state) save_search_state(experiment_id, to_environment_id, *state);
  return static_cast<std::int64_t>(copy_of.size());
}

void Store::save_search_state(std::int64_t experiment_id, std::int64_t environment_id, const SearchState& st) {
  require_transaction("save_search_state");
  Statement s(db_,
              "INSERT INTO search_state (experiment_id, environment_id, strategy, proposed_generation, "
              "closed_generation, rng_state, strategy_state) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7) "
              "ON CONFLICT (experiment_id, environment_id) DO UPDATE SET strategy = excluded.strategy, "
              "proposed_generation = excluded.proposed_generation, closed_generation = excluded.closed_generation, "
              "rng_state = excluded.rng_state, strategy_state = excluded.strategy_state, "
              "updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')");
  s.bind_all(experiment_id, environment_id, st.strategy, st.proposed_generation, st.closed_generation, st.rng_state,
             st.strategy_state);
  s.run();
}

}  // namespace evotune::store
