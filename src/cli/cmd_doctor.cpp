// `evotune doctor`: checks that this machine has what evotune needs, one line
// per item (OK / WARN / MISSING), and says plainly what works without a GPU.
//
// Exit code 0 when everything `evotune run` needs is there, else 1.
#include <unistd.h>

#include <algorithm>
#include <cctype>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <memory>
#include <optional>
#include <string>
#include <system_error>
#include <vector>

#include <cuda.h>
#include <cupti.h>
#include <fmt/format.h>
#include <nvrtc.h>

#include "cli/build_info.hpp"
#include "cli/candidate_args.hpp"
#include "cli/commands.hpp"
#include "codegen/render.hpp"
#include "core/experiment.hpp"
#include "core/search_path.hpp"
#include "core/template.hpp"
#include "eval/driver.hpp"

namespace evotune::cli {
namespace {

namespace fs = std::filesystem;

enum class Check { ok, warn, missing };

struct Line {
  Check status;
  std::string item;
  std::string detail;
  bool needed_for_run = true;  // a MISSING here makes doctor exit 1
};

const char* check_name(Check c) {
  switch (c) {
    case Check::ok: return "OK";
    case Check::warn: return "WARN";
    case Check::missing: return "MISSING";
  }
  return "?";
}

std::string cuda_version_text(int v) { return fmt::format("{}.{}", v / 1000, v % 1000 / 10); }

std::string mib(std::size_t bytes) { return fmt::format("{} MiB", bytes >> 20); }
std::string kib(std::size_t bytes) { return fmt::format("{} KiB", bytes >> 10); }

// NVRTC's version and whether it can target `arch`; a real compile of a
// trivial kernel proves the builtins library is found too.
struct NvrtcFacts {
  std::string version;
  std::vector<int> archs;  // 75, 80, 86, 89, 90, ...
  std::string problem;     // empty when NVRTC works
};

NvrtcFacts probe_nvrtc() {
  NvrtcFacts f;
  int major = 0, minor = 0;
  if (const nvrtcResult r = nvrtcVersion(&major, &minor); r != NVRTC_SUCCESS) {
    f.problem = std::string("nvrtcVersion failed: ") + nvrtcGetErrorString(r);
    return f;
  }
  f.version = fmt::format("{}.{}", major, minor);
  int n = 0;
  if (const nvrtcResult r = nvrtcGetNumSupportedArchs(&n); r != NVRTC_SUCCESS) {
    f.problem = std::string("nvrtcGetNumSupportedArchs failed: ") + nvrtcGetErrorString(r);
    return f;
  }
  f.archs.resize(static_cast<std::size_t>(n));
  if (const nvrtcResult r = nvrtcGetSupportedArchs(f.archs.data()); r != NVRTC_SUCCESS) {
    f.problem = std::string("nvrtcGetSupportedArchs failed: ") + nvrtcGetErrorString(r);
  }
  return f;
}

bool nvrtc_supports(const NvrtcFacts& f, const std::string& arch) {
  // "sm_90" / "sm_90a" -> 90
  int number = 0;
  if (std::sscanf(arch.c_str(), "sm_%d", &number) != 1) return false;
  return std::find(f.archs.begin(), f.archs.end(), number) != f.archs.end();
}

// Compiles a one-line kernel to a cubin for `arch`. Returns the problem, or
// nullopt with `ms` set.
std::optional<std::string> trial_compile(const std::string& arch, double& ms) {
  const char* source = "extern \"C\" __global__ void probe(int* p) { p[threadIdx.x] = 1; }\n";
  const auto start = std::chrono::steady_clock::now();
  nvrtcProgram prog = nullptr;
  if (const nvrtcResult r = nvrtcCreateProgram(&prog, source, "doctor.cu", 0, nullptr, nullptr);
      r != NVRTC_SUCCESS) {
    return std::string("nvrtcCreateProgram failed: ") + nvrtcGetErrorString(r);
  }
  const std::string arch_option = "-arch=" + arch;
  const char* options[] = {arch_option.c_str()};
  std::optional<std::string> problem;
  std::size_t cubin_size = 0;
  if (const nvrtcResult r = nvrtcCompileProgram(prog, 1, options); r != NVRTC_SUCCESS) {
    std::size_t log_size = 0;
    nvrtcGetProgramLogSize(prog, &log_size);
    std::string log(log_size, '\0');
    if (log_size > 0) nvrtcGetProgramLog(prog, log.data());
    while (!log.empty() && (log.back() == '\0' || log.back() == '\n')) log.pop_back();
    problem = fmt::format("nvrtcCompileProgram({}) failed: {}{}", arch_option,
                          nvrtcGetErrorString(r), log.empty() ? "" : ": " + log);
  } else if (const nvrtcResult r2 = nvrtcGetCUBINSize(prog, &cubin_size);
             r2 != NVRTC_SUCCESS || cubin_size == 0) {
    problem = std::string("no cubin: ") + nvrtcGetErrorString(r2);
  }
  nvrtcDestroyProgram(&prog);
  ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
  return problem;
}

// The NVIDIA kernel module's version, e.g. "580.159.04", when readable:
// "NVRM version: NVIDIA UNIX Open Kernel Module for x86_64  580.159.04  Release Build ...".
std::optional<std::string> kernel_module_version() {
  std::ifstream in("/proc/driver/nvidia/version");
  std::string word;
  while (in >> word) {
    const bool version_like = std::isdigit(static_cast<unsigned char>(word.front())) &&
                              word.find('.') != std::string::npos &&
                              word.find_first_not_of("0123456789.") == std::string::npos;
    if (version_like) return word;
  }
  return std::nullopt;
}

// The nearest existing folder at or above `p` (what would have to be writable
// for `p` to be created).
fs::path nearest_existing(fs::path p) {
  std::error_code ec;
  p = fs::absolute(p, ec).lexically_normal();
  while (!p.empty() && !fs::exists(p, ec) && p != p.root_path()) p = p.parent_path();
  return p;
}

std::string gpu_line(const eval::DeviceInfo& d) {
  auto clock = [](const std::optional<int>& khz) {
    return khz ? fmt::format("{} MHz", *khz / 1000) : std::string("n/a");
  };
  std::string line = fmt::format(
      "{}, {} (cc {}.{}), {} SMs, {} memory, SM clock {}, memory clock {}", d.name, d.arch(),
      d.cc_major, d.cc_minor, d.sm_count, mib(d.total_memory_bytes), clock(d.sm_clock_khz),
      clock(d.memory_clock_khz));
  if (auto gbps = d.peak_dram_gbps()) line += fmt::format(" ({:.0f} GB/s peak)", *gbps);
  line += fmt::format(", {}-bit bus, smem {}/block (opt-in), {}/SM, L2 {}, PCI {}",
                      d.memory_bus_width_bits, kib(d.max_shared_per_block_optin_bytes),
                      kib(d.max_shared_per_sm_bytes), mib(d.l2_cache_bytes), d.pci_bus_id);
  return line;
}

// The experiment to try first on a GPU: the first of these whose template the
// target can run. The headline uses wgmma (sm_90a: Hopper only), the next one
// tensor-core mma.sync (sm_80 and newer), the last plain CUDA (any GPU).
constexpr const char* kFirstExperiments[] = {"s512", "s512_mma", "s512_scalar"};

struct Suggestion {
  std::optional<std::string> experiment;  ///< nullopt: none of them can run on the target
  std::string why;                        ///< the ones passed over and why, "" when the first fits
};

// Reads each experiment and its template where `run NAME` would find them, and
// asks the one target rule (resolve_arch) whether `arch` can run it.
Suggestion suggest_experiment(const std::string& arch) {
  Suggestion s;
  for (const char* name : kFirstExperiments) {
    std::string problem;
    try {
      const std::optional<fs::path> file = find_experiment_file(name);
      if (!file) {
        std::error_code ec;
        problem = "not found (" + search_path_text(fs::current_path(ec)) + ")";
      } else {
        const Experiment e = load_experiment(*file);
        (void)resolve_arch(load_template(e.kernel), arch, std::nullopt, std::nullopt);
        s.experiment = name;
        return s;
      }
    } catch (const Error& err) {
      problem = err.what();
    }
    s.why += fmt::format("{}{}: {}", s.why.empty() ? "" : "; ", name, problem);
  }
  return s;
}

// doctor --suggest: the experiment's name alone on stdout (for scripts/quickstart.sh), why on stderr.
int print_suggestion(const std::optional<std::string>& arch_option) {
  std::string arch = "sm_90", source = "default; no GPU to ask";
  if (arch_option) {
    arch = *arch_option;
    source = "--arch";
  } else if (const eval::Driver& drv = eval::Driver::instance(); drv.available() && drv.device_count() > 0) {
    arch = drv.device_info(0).arch();
    source = "GPU 0";
  }
  const Suggestion s = suggest_experiment(arch);
  if (!s.experiment) {
    std::fprintf(stderr, "evotune doctor: no shipped experiment runs on %s (%s): %s\n", arch.c_str(), source.c_str(),
                 s.why.c_str());
    return 1;
  }
  std::printf("%s\n", s.experiment->c_str());
  std::fprintf(stderr, "evotune doctor: %s for %s (%s)%s%s\n", s.experiment->c_str(), arch.c_str(), source.c_str(),
               s.why.empty() ? "" : "; passed over ", s.why.c_str());
  return 0;
}

int run_doctor(const GlobalOptions& g, const std::optional<std::string>& arch_option) {
  std::vector<Line> lines;
  auto add = [&](Check s, std::string item, std::string detail, bool needed = true) {
    lines.push_back({s, std::move(item), std::move(detail), needed});
  };

  add(Check::ok, "evotune", version_text());

  // The toolkit the binary was built with; NVRTC and CUPTI are found through
  // the rpath recorded at link time.
  {
    std::error_code ec;
    const std::string root = EVOTUNE_CUDA_ROOT;
    const std::string text = fmt::format("{} (built with CUDA_VERSION {}) at {}",
                                         cuda_version_text(CUDA_VERSION), CUDA_VERSION, root);
    if (fs::is_directory(root, ec)) {
      add(Check::ok, "CUDA toolkit", text);
    } else {
      add(Check::warn, "CUDA toolkit", text + ", which is not on this machine", false);
    }
  }

  const NvrtcFacts nvrtc = probe_nvrtc();
  if (!nvrtc.problem.empty()) {
    add(Check::missing, "NVRTC", nvrtc.problem);
  } else {
    const bool sm90 = nvrtc_supports(nvrtc, "sm_90");
    const std::string range =
        nvrtc.archs.empty() ? "none"
                            : fmt::format("sm_{}..sm_{}", nvrtc.archs.front(), nvrtc.archs.back());
    add(sm90 ? Check::ok : Check::missing, "NVRTC",
        fmt::format("{}, targets {} ({})", nvrtc.version, range,
                    sm90 ? "sm_90 included" : "sm_90 NOT included"));
  }

  {
    std::uint32_t version = 0;
    const CUptiResult r = cuptiGetVersion(&version);
    if (r == CUPTI_SUCCESS) {
      add(Check::ok, "CUPTI", fmt::format("API version {}", version));
    } else {
      const char* text = nullptr;
      cuptiGetResultString(r, &text);
      add(Check::missing, "CUPTI", std::string("cuptiGetVersion failed: ") + (text ? text : "?"));
    }
  }

  const eval::Driver& drv = eval::Driver::instance();
  if (drv.available()) {
    std::string text = fmt::format("{} loaded, driver supports CUDA {}", drv.library(),
                                   cuda_version_text(drv.version()));
    if (auto module = kernel_module_version()) text += ", NVIDIA driver " + *module;
    if (drv.version() < CUDA_VERSION) {
      add(Check::warn, "libcuda",
          text + fmt::format(" (older than the toolkit's {}: cubins for new targets may not load)",
                             cuda_version_text(CUDA_VERSION)),
          false);
    } else {
      add(Check::ok, "libcuda", text);
    }
  } else if (drv.library_loaded()) {
    add(Check::missing, "libcuda", drv.library() + " loaded, but " + drv.unavailable_reason());
  } else {
    add(Check::missing, "libcuda", drv.unavailable_reason());
  }

  std::optional<eval::DeviceInfo> first_gpu;
  if (drv.available() && drv.device_count() > 0) {
    for (int i = 0; i < drv.device_count(); ++i) {
      try {
        eval::DeviceInfo d = drv.device_info(i);
        add(Check::ok, fmt::format("GPU {}", i), gpu_line(d));
        if (!first_gpu) first_gpu = std::move(d);
      } catch (const EvalError& e) {
        add(Check::missing, fmt::format("GPU {}", i), e.what());
      }
    }
  } else {
    add(Check::missing, "GPU",
        "no GPU: validate/compile/export/leaderboard work; run's GPU stages need a GPU");
  }

  const std::string arch = arch_option ? *arch_option : first_gpu ? first_gpu->arch() : "sm_90";
  const std::string source = arch_option ? "--arch" : first_gpu ? "from GPU 0" : "default; no GPU to ask";
  {
    if (!nvrtc.problem.empty()) {
      add(Check::missing, "compile target", arch + " (" + source + "): NVRTC is not working");
    } else if (!nvrtc_supports(nvrtc, arch)) {
      add(Check::missing, "compile target",
          fmt::format("{} ({}): this NVRTC ({}) cannot target it", arch, source, nvrtc.version));
    } else {
      double ms = 0;
      if (auto problem = trial_compile(arch, ms)) {
        add(Check::missing, "compile target", arch + " (" + source + "): " + *problem);
      } else {
        add(Check::ok, "compile target",
            fmt::format("{} ({}); a trial compile took {:.0f} ms", arch, source, ms));
      }
    }
  }

  {
    std::error_code ec;
    // The templates an experiment name (`evotune run s512`) finds from here: the search path.
    const std::optional<FoundFile> found = find_on_search_path("templates", fs::current_path(ec));
    const fs::path templates = found ? found->file : fs::path();
    if (found && fs::is_directory(templates, ec)) {
      int count = 0;
      for (const auto& entry : fs::directory_iterator(templates, ec)) {
        if (entry.path().extension() == ".cu") ++count;
      }
      add(Check::ok, "templates", fmt::format("{} ({} .cu files)", templates.string(), count));
    } else {
      // Not needed: an experiment may name templates of its own, beside it.
      add(Check::warn, "templates",
          fmt::format("no templates/ folder in {}", search_path_text(fs::current_path(ec))), false);
    }
  }

  {
    // What to run first: an experiment this target can run (the headline needs a Hopper GPU).
    const Suggestion suggestion = suggest_experiment(arch);
    if (suggestion.experiment)
      add(Check::ok, "first run",
          fmt::format("evotune run {} ({}{}{})", *suggestion.experiment, arch,
                      suggestion.why.empty() ? "" : "; passed over ", suggestion.why),
          false);
    else
      add(Check::warn, "first run", fmt::format("no shipped experiment runs on {}: {}", arch, suggestion.why), false);
  }

  const char* env_db = std::getenv("EVOTUNE_DB");
  if (g.db.empty() && !(env_db && *env_db)) {
    // No one database for every experiment: each run's sits beside its experiment file.
    add(Check::ok, "database", "evotune.db beside each experiment file, its log evotune.log beside it "
                               "(--db FILE or $EVOTUNE_DB choose one database for all)");
  } else {
    std::error_code ec;
    const fs::path db = fs::absolute(g.db.empty() ? fs::path(env_db) : g.db, ec).lexically_normal();
    const fs::path folder = nearest_existing(db.parent_path());
    const bool exists = fs::exists(db, ec);
    const std::string state = exists ? "exists" : "not created yet";
    if (!fs::is_directory(folder, ec)) {
      add(Check::missing, "database",
          fmt::format("{} ({}; {} is not a folder)", db.string(), state, folder.string()));
    } else if (::access(folder.c_str(), W_OK | X_OK) != 0) {
      add(Check::missing, "database",
          fmt::format("{} ({}; {} is NOT writable)", db.string(), state, folder.string()));
    } else {
      add(Check::ok, "database",
          fmt::format("{} ({}; {} is writable)", db.string(), state, folder.string()));
    }
    // doctor itself writes no log (it only looks): say whether `run` could.
    const fs::path log = log_file_for(db);
    if (fs::exists(log, ec)) {
      if (::access(log.c_str(), W_OK) == 0)
        add(Check::ok, "log file", log.string() + " (`evotune run` appends to it)");
      else
        add(Check::warn, "log file", log.string() + " is NOT writable: `evotune run` will log to the console only",
            false);
    } else if (fs::is_directory(folder, ec) && ::access(folder.c_str(), W_OK | X_OK) == 0) {
      add(Check::ok, "log file", log.string() + " (not created yet; `evotune run` writes it)");
    } else {
      add(Check::warn, "log file",
          fmt::format("{} cannot be created ({} is not a writable folder): `evotune run` will log to the console only",
                      log.string(), folder.string()),
          false);
    }
  }

  std::size_t width = 0;
  for (const auto& l : lines) width = std::max(width, l.item.size());
  for (const auto& l : lines) {
    std::printf("%-8s %-*s  %s\n", check_name(l.status), static_cast<int>(width), l.item.c_str(),
                l.detail.c_str());
  }

  std::vector<std::string> missing;
  for (const auto& l : lines) {
    if (l.status == Check::missing && l.needed_for_run) missing.push_back(l.item);
  }
  if (missing.empty()) {
    std::printf("ready: `evotune run` has everything it needs on this machine\n");
    return 0;
  }
  std::string list;
  for (const auto& m : missing) list += (list.empty() ? "" : ", ") + m;
  std::printf("not ready for `evotune run`: missing %s\n", list.c_str());
  return 1;
}

}  // namespace

void register_doctor(CLI::App& app, GlobalOptions& g, int& exit_code) {
  auto* cmd = app.add_subcommand(
      "doctor",
      "Check this machine: CUDA toolkit, NVRTC, CUPTI, libcuda, each GPU, the default compile "
      "target, templates, the experiment to try first, and database. One line per item (OK / WARN / MISSING); exit "
      "code 0 when everything `evotune run` needs is there, else 1.");
  auto arch = std::make_shared<std::string>();
  auto suggest = std::make_shared<bool>(false);
  cmd->add_option("--arch", *arch, "Check this compile target (e.g. sm_86) instead of GPU 0's");
  cmd->add_flag("--suggest", *suggest,
                "Print only the shipped experiment to run first on this GPU (or --arch): s512 on Hopper (sm_90a), "
                "s512_mma on sm_80 and newer, else s512_scalar; why on stderr");
  cmd->callback([&g, &exit_code, arch, suggest] {
    const std::optional<std::string> arch_option = arch->empty() ? std::nullopt : std::optional<std::string>(*arch);
    exit_code = *suggest ? print_suggestion(arch_option) : run_doctor(g, arch_option);
  });
}

}  // namespace evotune::cli
