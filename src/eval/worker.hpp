// The GPU worker process (`evotune worker --device N`): owns one GPU's CUDA
// context, reads jobs as JSON lines on stdin, answers one JSON line per job
// on stdout, logs to stderr. See worker_protocol.hpp for the lines and
// worker_client.hpp for the driver side that spawns it.
#pragma once

namespace evotune {

/// Exit codes of the worker.
inline constexpr int kWorkerExitOk = 0;          ///< shutdown job or end of input
inline constexpr int kWorkerExitProtocol = 1;    ///< a line it could not read, or a tool error
inline constexpr int kWorkerExitNoGpu = 2;       ///< said so in its hello
inline constexpr int kWorkerExitDeadContext = 3; ///< a candidate's fault killed the context
inline constexpr int kWorkerExitOrphaned = 4;    ///< the driver process went away

/// Runs the worker on GPU `device` until a shutdown job, end of input, or a
/// dead context. Stdout carries only protocol lines: anything else a library
/// prints there is sent to stderr. Returns the exit code. `timing` false: no
/// CUPTI activity records (a worker under compute-sanitizer runs check jobs).
int run_worker(int device, bool timing = true);

}  // namespace evotune
