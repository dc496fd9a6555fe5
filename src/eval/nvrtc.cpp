// NVRTC itself: the in-process compile, its options, the CUDA header folder,
// and the NVRTC checking functions.
#include <dlfcn.h>
#include <nvrtc.h>

#include <chrono>
#include <cstdlib>
#include <memory>

#include <fmt/format.h>
#include <spdlog/spdlog.h>

#include "eval/compiler.hpp"
#include "eval/nvrtc_check.hpp"

namespace evotune {

namespace detail {

[[noreturn]] void throw_nvrtc_error(nvrtcResult result, const char* call, const char* file, int line) {
  throw EvalError(fmt::format("{}:{}: {} failed: {}", file, line, call, nvrtcGetErrorString(result)));
}

void warn_nvrtc_error(nvrtcResult result, const char* call, const char* file, int line) noexcept {
  try {
    spdlog::warn("{}:{}: {} failed: {}", file, line, call, nvrtcGetErrorString(result));
  } catch (...) {  // logging must not throw out of a destructor
  }
}

}  // namespace detail

namespace {

/// Owns an nvrtcProgram.
class Program {
 public:
  Program(const std::string& source, const std::string& name) {
    EVOTUNE_NVRTC_CHECK(nvrtcCreateProgram(&program_, source.c_str(), name.c_str(), 0, nullptr, nullptr));
  }
  ~Program() { EVOTUNE_NVRTC_CHECK_NOTHROW(nvrtcDestroyProgram(&program_)); }
  Program(const Program&) = delete;
  Program& operator=(const Program&) = delete;
  nvrtcProgram get() const { return program_; }

 private:
  nvrtcProgram program_ = nullptr;
};

bool has_cuda_headers(const std::filesystem::path& dir) {
  std::error_code ec;
  return !dir.empty() && std::filesystem::exists(dir / "cuda_fp16.h", ec);
}

}  // namespace

std::filesystem::path cuda_include_dir() {
  static const std::filesystem::path found = [] {
    namespace fs = std::filesystem;
    std::error_code ec;
    // The headers that came with the libnvrtc actually loaded match its version.
    Dl_info info{};
    if (dladdr(reinterpret_cast<void*>(&nvrtcVersion), &info) && info.dli_fname) {
      fs::path lib = fs::canonical(info.dli_fname, ec);
      if (!ec && has_cuda_headers(lib.parent_path().parent_path() / "include"))
        return lib.parent_path().parent_path() / "include";
    }
    for (const char* var : {"CUDA_HOME", "CUDA_PATH"})
      if (const char* home = std::getenv(var); home && has_cuda_headers(fs::path(home) / "include"))
        return fs::path(home) / "include";
    if (has_cuda_headers(fs::path(EVOTUNE_CUDA_ROOT) / "include")) return fs::path(EVOTUNE_CUDA_ROOT) / "include";
    if (has_cuda_headers("/usr/local/cuda/include")) return fs::path("/usr/local/cuda/include");
    return fs::path();
  }();
  return found;
}

std::string nvrtc_version_string() {
  int major = 0, minor = 0;
  EVOTUNE_NVRTC_CHECK(nvrtcVersion(&major, &minor));
  return fmt::format("NVRTC {}.{}", major, minor);
}

std::vector<std::string> nvrtc_option_list(const CompileRequest& request) {
  std::vector<std::string> opts;
  opts.push_back("--gpu-architecture=" + request.arch);
  opts.push_back("--ptxas-options=-v");
  // With a driver present, NVRTC 12.9+ keeps a compute cache and answers a
  // repeated source from it without running ptxas: no -v report, so the gates
  // would see no entry points. Every compile must be a real one.
  opts.push_back("--no-cache");
  opts.insert(opts.end(), request.options.begin(), request.options.end());
  for (const auto& dir : request.include_dirs) opts.push_back("-I" + dir.string());
  if (auto cuda = cuda_include_dir(); !cuda.empty()) opts.push_back("-I" + cuda.string());
  return opts;
}

CompileRequest make_compile_request(const CandidateSource& candidate, const TemplateInfo& tmpl) {
  CompileRequest r;
  r.source = candidate.source.text;
  r.name = tmpl.display_path;
  r.options = candidate.options;
  r.arch = candidate.arch;
  if (!tmpl.file.parent_path().empty()) r.include_dirs.push_back(tmpl.file.parent_path());
  return r;
}

CompileResult compile_in_process(const CompileRequest& request) {
  CompileResult result;
  result.nvrtc_options = nvrtc_option_list(request);
  std::vector<const char*> argv;
  for (const auto& o : result.nvrtc_options) argv.push_back(o.c_str());

  Program program(request.source, request.name);
  auto start = std::chrono::steady_clock::now();
  nvrtcResult compiled = nvrtcCompileProgram(program.get(), static_cast<int>(argv.size()), argv.data());
  result.nvrtc_seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();

  std::size_t log_size = 0;
  EVOTUNE_NVRTC_CHECK(nvrtcGetProgramLogSize(program.get(), &log_size));
  std::string log(log_size, '\0');
  EVOTUNE_NVRTC_CHECK(nvrtcGetProgramLog(program.get(), log.data()));
  while (!log.empty() && log.back() == '\0') log.pop_back();
  result.log = std::move(log);

  if (compiled == NVRTC_ERROR_COMPILATION) {
    result.status = CompileStatus::compile_error;
    result.message = log_excerpt(result.log, 1);
    if (result.message.empty()) result.message = "NVRTC_ERROR_COMPILATION (empty log)";
  } else if (compiled == NVRTC_ERROR_INVALID_OPTION) {
    // Same for every candidate: the experiment's options are wrong, not the candidate.
    std::string all;
    for (const auto& o : result.nvrtc_options) all += " " + o;
    throw EvalError(fmt::format("NVRTC rejected the compile options ({}):{}\n{}", nvrtcGetErrorString(compiled), all,
                                result.log));
  } else {
    EVOTUNE_NVRTC_CHECK(compiled);
    std::size_t cubin_size = 0;
    EVOTUNE_NVRTC_CHECK(nvrtcGetCUBINSize(program.get(), &cubin_size));
    result.cubin.resize(cubin_size);
    EVOTUNE_NVRTC_CHECK(nvrtcGetCUBIN(program.get(), result.cubin.data()));
    result.status = CompileStatus::ok;
  }
  result.ptxas = parse_ptxas_log(result.log);
  result.wall_seconds = result.nvrtc_seconds;
  return result;
}

std::string log_excerpt(std::string_view log, int max_lines) {
  std::vector<std::string_view> lines, errors;
  while (!log.empty()) {
    std::size_t nl = log.find('\n');
    std::string_view line = log.substr(0, nl);
    if (!line.empty()) {
      lines.push_back(line);
      if (line.find("error") != std::string_view::npos) errors.push_back(line);
    }
    if (nl == std::string_view::npos) break;
    log.remove_prefix(nl + 1);
  }
  const auto& chosen = errors.empty() ? lines : errors;
  std::string out;
  for (int i = 0; i < max_lines && i < static_cast<int>(chosen.size()); ++i) {
    if (i) out += '\n';
    out += chosen[i];
  }
  return out;
}

}  // namespace evotune
