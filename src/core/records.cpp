// The records every layer shares (see records.hpp).
#include "core/records.hpp"

#include <algorithm>
#include <cctype>

#include <fmt/format.h>

namespace evotune {

namespace {

std::optional<int> max_of(std::optional<int> a, std::optional<int> b) {
  if (!a) return b;
  if (!b) return a;
  return std::max(*a, *b);
}

std::optional<int> sum_of(std::optional<int> a, std::optional<int> b) {
  if (!a) return b;
  if (!b) return a;
  return *a + *b;
}

}  // namespace

EnvironmentInfo compile_only_environment(std::string_view target, std::string_view nvrtc_version) {
  // "sm_90a" -> "9.0", "sm_100f" -> "10.0": the compute capability the target is for.
  int number = 0;
  for (char c : target.substr(std::min<std::size_t>(3, target.size())))
    if (c >= '0' && c <= '9')
      number = number * 10 + (c - '0');
    else
      break;
  EnvironmentInfo env;
  env.gpu_name = fmt::format("{}{})", kCompileOnlyPrefix, target);
  env.compute_capability = fmt::format("{}.{}", number / 10, number % 10);
  env.sm_count = 0;
  env.driver_version = "none";
  env.cuda_version = "none";
  env.nvrtc_version = std::string(nvrtc_version);
  return env;
}

bool EnvironmentInfo::compile_only() const { return sm_count == 0 && gpu_name.starts_with(kCompileOnlyPrefix); }

std::string EnvironmentInfo::describe() const {
  if (compile_only()) return fmt::format("{}, no GPU (NVRTC {})", gpu_name, nvrtc_version);
  return fmt::format("{} (cc {}, {} SMs, driver {}, CUDA {}, NVRTC {})", gpu_name, compute_capability, sm_count,
                     driver_version, cuda_version, nvrtc_version);
}

std::optional<int> KernelStats::spill_bytes() const { return sum_of(spill_store_bytes, spill_load_bytes); }
std::optional<int> KernelStats::shared_bytes() const { return sum_of(shared_static_bytes, shared_dynamic_bytes); }

KernelStats aggregate(const std::vector<KernelStats>& kernels) {
  KernelStats total;
  for (const KernelStats& k : kernels) {
    total.registers = max_of(total.registers, k.registers);
    total.spill_store_bytes = sum_of(total.spill_store_bytes, k.spill_store_bytes);
    total.spill_load_bytes = sum_of(total.spill_load_bytes, k.spill_load_bytes);
    total.stack_bytes = max_of(total.stack_bytes, k.stack_bytes);
    total.shared_static_bytes = max_of(total.shared_static_bytes, k.shared_static_bytes);
    total.shared_dynamic_bytes = max_of(total.shared_dynamic_bytes, k.shared_dynamic_bytes);
    total.constant_bytes = max_of(total.constant_bytes, k.constant_bytes);
    total.barriers = max_of(total.barriers, k.barriers);
  }
  return total;
}

const char* origin_name(Origin o) {
  switch (o) {
    case Origin::seed: return "seed";
    case Origin::random: return "random";
    case Origin::exhaustive: return "exhaustive";
    case Origin::mutation: return "mutation";
    case Origin::crossover: return "crossover";
    case Origin::insight: return "insight";
  }
  return "unknown";
}

std::optional<Origin> origin_named(std::string_view name) {
  for (Origin o : kAllOrigins)
    if (name == origin_name(o)) return o;
  return std::nullopt;
}

std::optional<std::string> precision_exclusion(const Measurement& m, std::optional<double> max_rel_norm) {
  if (!max_rel_norm) return std::nullopt;
  if (!m.rel_norm) return fmt::format("no relative error norm recorded; search.max_rel_norm is {:.2e}", *max_rel_norm);
  if (*m.rel_norm <= *max_rel_norm) return std::nullopt;
  return fmt::format("relative error norm {:.2e} is above search.max_rel_norm {:.2e}", *m.rel_norm, *max_rel_norm);
}

namespace {

// Lower-case words of a GPU name, "nvidia" left out: "NVIDIA H100 80GB HBM3" -> h100, 80gb, hbm3.
std::vector<std::string> gpu_name_words(std::string_view name) {
  std::vector<std::string> words;
  std::string word;
  auto flush = [&] {
    if (!word.empty() && word != "nvidia") words.push_back(word);
    word.clear();
  };
  for (char c : name) {
    if (std::isalnum(static_cast<unsigned char>(c)))
      word += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    else
      flush();
  }
  flush();
  return words;
}

}  // namespace

bool names_same_gpu(std::string_view device, std::string_view gpu_name) {
  std::vector<std::string> a = gpu_name_words(device), b = gpu_name_words(gpu_name);
  if (a.empty() || b.empty()) return false;
  if (a.size() > b.size()) std::swap(a, b);
  return std::all_of(a.begin(), a.end(), [&](const std::string& w) { return std::find(b.begin(), b.end(), w) != b.end(); });
}

}  // namespace evotune
