// The NVRTC compiler: one candidate source -> cubin + ptxas report.
//
// NVRTC cannot be interrupted inside a process and can crash on pathological
// input, so compile_candidate() runs each compile in a child process (our own
// binary, hidden subcommand `__compile-child`) with a wall-time limit. A compile
// past the limit is killed and becomes `compile_timeout`; a child killed by a
// signal becomes `compile_timeout` with "nvrtc crashed: SIGSEGV". Both are
// candidate outcomes (values), not errors; the run goes on.
//
// Exchange with the child: a private temp folder ($TMPDIR/evotune-compiling-*)
// holding source.cu and request.json (in), cubin.bin, log.txt and result.json
// (out; result.json is renamed into place last, so a half-written result is
// never read). The folder is removed after the compile; one left by a process
// killed outright is removed by the next process that compiles.
#pragma once

#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

#include "codegen/render.hpp"
#include "eval/ptxas.hpp"

namespace evotune {

/// What NVRTC is asked to build.
struct CompileRequest {
  std::string source;                          ///< full rendered text
  std::string name;                            ///< program name (messages before the first #line)
  std::vector<std::string> options;            ///< candidate options (hashed): standard + experiment's
  std::string arch;                            ///< "sm_90", "sm_90a", ...
  std::vector<std::filesystem::path> include_dirs;  ///< -I folders (machine-specific, not hashed)
};

/// A request for `candidate`, with the template's folder on the include path.
CompileRequest make_compile_request(const CandidateSource& candidate, const TemplateInfo& tmpl);

enum class CompileStatus { ok, compile_error, compile_timeout };
std::string_view compile_status_name(CompileStatus s);

struct CompileResult {
  CompileStatus status = CompileStatus::compile_error;
  std::string cubin;                       ///< ELF bytes (ok only)
  std::string log;                         ///< NVRTC's full log (ptxas -v report included)
  PtxasReport ptxas;                       ///< parsed from `log`
  std::vector<std::string> nvrtc_options;  ///< exactly what NVRTC was given
  double wall_seconds = 0.0;               ///< spawn to result, as the caller waited
  double nvrtc_seconds = 0.0;              ///< nvrtcCompileProgram alone (0 when unknown)
  /// One line for the user: empty when ok; the first error for compile_error;
  /// "compile time limit 60 s exceeded" or "nvrtc crashed: SIGSEGV" for compile_timeout.
  std::string message;
};

struct CompilerSettings {
  double time_limit_s = 60.0;  ///< wall time per compile, child start included
  /// The evotune binary that runs `__compile-child`. Empty: the running
  /// executable when it is evotune (via /proc/self/exe, so a binary rebuilt
  /// under a running sweep still starts the same code), else $EVOTUNE_COMPILE_HELPER.
  std::filesystem::path helper;
};

/// Compiles in a child process (see above). Throws EvalError only for the
/// tool's own failures: the helper cannot start, NVRTC rejects an option,
/// the temp folder cannot be written.
CompileResult compile_candidate(const CompileRequest& request, const CompilerSettings& settings);

/// A compile request and its result as one line of JSON each (the cubin in
/// base64), for a compile made on another MPI rank. The ptxas figures are
/// parsed again from the log. Decoding throws EvalError naming what is wrong.
std::string encode_compile_request(const CompileRequest& request);
CompileRequest decode_compile_request(std::string_view line);
std::string encode_compile_result(const CompileResult& result);
CompileResult decode_compile_result(std::string_view line);

/// Removes exchange folders left in $TMPDIR by processes that were killed
/// (their owner's lock is free). Once per process; the first compile does it
/// too. Best effort: what cannot be removed is left.
void remove_abandoned_compile_folders();

/// Compiles in this process, without containment (the child's work; also
/// for tools that must not spawn). Same result and errors as compile_candidate.
CompileResult compile_in_process(const CompileRequest& request);

/// The full NVRTC option list for `request`: --gpu-architecture, ptxas -v,
/// the request's options, -I folders (the template's and the CUDA headers').
std::vector<std::string> nvrtc_option_list(const CompileRequest& request);

/// Folder holding cuda_fp16.h etc. for the NVRTC in use (NVRTC 13 has no
/// built-in copy): next to libnvrtc, else $CUDA_HOME, else the build's
/// toolkit, else /usr/local/cuda. Empty when none has the headers.
std::filesystem::path cuda_include_dir();

/// "NVRTC 13.0"
std::string nvrtc_version_string();

/// The first `max_lines` lines of a compile log that say "error" (or the
/// first lines at all when none does), for showing to the user.
std::string log_excerpt(std::string_view log, int max_lines = 8);

/// Body of the hidden `__compile-child DIR` subcommand. Returns the exit code.
/// Test hook (tests only): EVOTUNE_TEST_COMPILE_CHILD_FAULT=segv|abort|hang|exit
/// makes the child fail that way before compiling.
int compile_child_main(const std::filesystem::path& dir);

/// Name of the hidden subcommand the child runs.
inline constexpr std::string_view kCompileChildCommand = "__compile-child";

}  // namespace evotune
