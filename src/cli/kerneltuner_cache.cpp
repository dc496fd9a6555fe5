// Kernel Tuner's cache file layout (its schemas "cache" 1.0.0 and 1.1.0): a header naming
// device, kernel, problem size and tunable parameters, and "cache", an object
// whose keys are a configuration's parameter values joined with commas.
#include "cli/kerneltuner_cache.hpp"

#include <algorithm>
#include <string>
#include <vector>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "core/error.hpp"
#include "core/value_json.hpp"

namespace evotune::cli {
namespace {

using nlohmann::ordered_json;

// Kernel Tuner's names for a configuration that has no time.
const char* failed_config(const std::string& status) {
  if (status == "compile_error") return "CompilationFailedConfig";
  if (status == "gate_reject") return "InvalidConfig";  // refused before it ran, as Kernel Tuner's restrictions do
  return "RuntimeFailedConfig";  // incorrect, fault, timeout, racy, suspect, ...
}

}  // namespace

std::string format_kerneltuner_cache(const ExperimentView& view) {
  if (!view.model)
    throw StoreError(fmt::format("cannot write Kernel Tuner's cache of '{}': {}", view.row.name, view.model_problem));
  const Experiment& e = *view.model;

  ordered_json out;
  out["schema_version"] = "1.0.0";
  out["device_name"] = view.environment.gpu_name;
  out["kernel_name"] = e.kernel.launches.empty() ? e.name : e.kernel.launches.front().entry;
  const bool integer_sizes =
      std::all_of(e.problem.begin(), e.problem.end(), [](const auto& kv) { return kv.second.is_int(); });
  if (integer_sizes) {
    ordered_json sizes = ordered_json::array();
    for (const auto& [name, value] : e.problem) sizes.push_back(value.as_int());
    out["problem_size"] = sizes;
  } else {
    out["problem_size"] = shape_key(e.problem);
  }
  ordered_json keys = ordered_json::array(), params = ordered_json::object();
  for (const Parameter& p : e.space) {
    keys.push_back(p.name);
    ordered_json values = ordered_json::array();
    for (const ParamValue& v : p.values) values.push_back(value_json(v));
    params[p.name] = values;
  }
  out["tune_params_keys"] = keys;
  out["tune_params"] = params;
  out["objective"] = "time";
  // Extra keys of ours beside Kernel Tuner's (its entries allow them).
  out["evotune"] = {{"experiment", view.row.name},
                    {"shape", view.row.shape},
                    {"environment", view.environment.describe()},
                    {"time", "median kernel time by CUPTI, milliseconds"}};

  ordered_json cache = ordered_json::object();
  for (const CandidateView& c : view.candidates) {
    const store::Measurement* m = c.measurement();
    if (!m) continue;  // proposed, never evaluated
    std::string key;
    ordered_json entry = ordered_json::object();
    bool complete = true;
    for (const Parameter& p : e.space) {
      const auto it = c.point.find(p.name);
      if (it == c.point.end()) {
        complete = false;  // a point of another space (the file changed): no key in this one
        break;
      }
      key += (key.empty() ? "" : ",") + it->second.to_string();
      entry[p.name] = value_json(it->second);
    }
    if (!complete) continue;
    const std::optional<double> time_us = c.time_us();
    const bool timed = time_us && (c.status == "ok" || c.status == "partial" || c.status == "metric_gated" ||
                                   c.status == "imprecise");
    if (timed)
      entry["time"] = *time_us / 1000.0;
    else
      entry["time"] = failed_config(c.status);
    entry["compile_time"] = m->compile_s.value_or(0.0) * 1000.0;
    entry["verification_time"] = 0;
    entry["benchmark_time"] = m->gpu_s.value_or(0.0) * 1000.0;
    entry["strategy_time"] = 0;
    entry["framework_time"] = 0;
    entry["timestamp"] = c.result.evaluation->created_at;
    if (timed && c.figures.tflops) entry["GFLOP/s"] = *c.figures.tflops * 1000.0;
    entry["evotune_id"] = c.id();
    entry["evotune_status"] = c.status;
    // One entry per configuration: a point measured twice keeps its faster time.
    if (const auto old = cache.find(key); old != cache.end()) {
      const bool old_timed = old->at("time").is_number();
      if (old_timed && (!timed || old->at("time").get<double>() <= entry["time"].get<double>())) continue;
    }
    cache[key] = entry;
  }
  out["cache"] = cache;
  // Schema 1.0.0 wants integers in the keys and problem_size; a named choice (or a size that is a
  // word) needs 1.1.0, which Kernel Tuner reads since it knows that version.
  const bool integers_only =
      integer_sizes && std::all_of(e.space.begin(), e.space.end(), [](const Parameter& p) {
        return std::all_of(p.values.begin(), p.values.end(), [](const ParamValue& v) { return v.is_int(); });
      });
  out["schema_version"] = integers_only ? "1.0.0" : "1.1.0";
  return out.dump(1) + "\n";
}

}  // namespace evotune::cli
