// CUPTI range profiler: auto ranges, kernel replay (see gpu_profiler.hpp).
#include "eval/gpu_profiler.hpp"

#include <cupti_profiler_host.h>
#include <cupti_profiler_target.h>
#include <cupti_range_profiler.h>
#include <cupti_target.h>

#include <chrono>

#include <fmt/format.h>

#include "eval/gpu_cupti.hpp"

namespace evotune {

namespace {

constexpr const char* kDuration = "gpu__time_duration.sum";

std::vector<const char*> c_names(const std::vector<std::string>& names) {
  std::vector<const char*> out;
  for (const auto& n : names) out.push_back(n.c_str());
  return out;
}

bool ends_with(const std::string& s, std::string_view suffix) {
  return s.size() >= suffix.size() && s.compare(s.size() - suffix.size(), suffix.size(), suffix) == 0;
}

}  // namespace

// The host object (metric dictionary of one chip); deinitialized on destruction.
struct RangeProfiler::Host {
  CUpti_Profiler_Host_Object* object = nullptr;

  std::string chip;

  Host(std::string chip_name, const std::uint8_t* availability) : chip(std::move(chip_name)) {
    CUpti_Profiler_Host_Initialize_Params p{CUpti_Profiler_Host_Initialize_Params_STRUCT_SIZE};
    p.profilerType = CUPTI_PROFILER_TYPE_RANGE_PROFILER;
    p.pChipName = chip.c_str();
    p.pCounterAvailabilityImage = availability;
    EVOTUNE_CUPTI(cuptiProfilerHostInitialize(&p));
    object = p.pHostObject;
  }
  ~Host() {
    CUpti_Profiler_Host_Deinitialize_Params p{CUpti_Profiler_Host_Deinitialize_Params_STRUCT_SIZE};
    p.pHostObject = object;
    EVOTUNE_CUPTI_NOTHROW(cuptiProfilerHostDeinitialize(&p));
  }
  Host(const Host&) = delete;
  Host& operator=(const Host&) = delete;

  // Adds `metrics` and returns the config image; EvalError names the metrics on failure.
  std::vector<std::uint8_t> config_image(const std::vector<std::string>& metrics) {
    std::vector<const char*> names = c_names(metrics);
    CUpti_Profiler_Host_ConfigAddMetrics_Params add{CUpti_Profiler_Host_ConfigAddMetrics_Params_STRUCT_SIZE};
    add.pHostObject = object;
    add.ppMetricNames = names.data();
    add.numMetrics = names.size();
    const CUptiResult added = cuptiProfilerHostConfigAddMetrics(&add);
    if (added != CUPTI_SUCCESS) {
      // CUPTI says only "invalid parameter": name the metrics it does not know, one host object each.
      std::string unknown;
      if (metrics.size() > 1)
        for (const auto& m : metrics) {
          Host single(chip, nullptr);
          const char* one = m.c_str();
          CUpti_Profiler_Host_ConfigAddMetrics_Params p{CUpti_Profiler_Host_ConfigAddMetrics_Params_STRUCT_SIZE};
          p.pHostObject = single.object;
          p.ppMetricNames = &one;
          p.numMetrics = 1;
          if (cuptiProfilerHostConfigAddMetrics(&p) != CUPTI_SUCCESS) unknown += (unknown.empty() ? "" : ", ") + m;
        }
      else
        unknown = metrics.front();
      try {
        EVOTUNE_CUPTI(added);
      } catch (const EvalError& e) {
        throw EvalError(fmt::format("CUPTI profiler: chip {} cannot collect {}: {}", chip, unknown, e.what()));
      }
    }
    CUpti_Profiler_Host_GetConfigImageSize_Params size{CUpti_Profiler_Host_GetConfigImageSize_Params_STRUCT_SIZE};
    size.pHostObject = object;
    EVOTUNE_CUPTI(cuptiProfilerHostGetConfigImageSize(&size));
    std::vector<std::uint8_t> image(size.configImageSize);
    CUpti_Profiler_Host_GetConfigImage_Params get{CUpti_Profiler_Host_GetConfigImage_Params_STRUCT_SIZE};
    get.pHostObject = object;
    get.configImageSize = image.size();
    get.pConfigImage = image.data();
    EVOTUNE_CUPTI(cuptiProfilerHostGetConfigImage(&get));
    return image;
  }
};

namespace {

int passes_of(std::vector<std::uint8_t>& image) {
  CUpti_Profiler_Host_GetNumOfPasses_Params p{CUpti_Profiler_Host_GetNumOfPasses_Params_STRUCT_SIZE};
  p.configImageSize = image.size();
  p.pConfigImage = image.data();
  EVOTUNE_CUPTI(cuptiProfilerHostGetNumOfPasses(&p));
  return static_cast<int>(p.numOfPasses);
}

}  // namespace

int profiler_pass_count(const std::string& chip, const std::vector<std::string>& metrics) {
  if (metrics.empty()) throw EvalError("CUPTI profiler: no metrics to collect");
  RangeProfiler::Host host(chip, nullptr);
  std::vector<std::uint8_t> image = host.config_image(metrics);
  return passes_of(image);
}

std::map<std::string, double> combine_ranges(const std::vector<std::map<std::string, double>>& per_range) {
  std::map<std::string, double> out;
  if (per_range.empty()) return out;
  std::vector<double> weight;
  double total = 0;
  for (const auto& r : per_range) {
    auto it = r.find(kDuration);
    weight.push_back(it != r.end() && it->second > 0 ? it->second : 0.0);
    total += weight.back();
  }
  if (total <= 0) std::fill(weight.begin(), weight.end(), 1.0), total = static_cast<double>(per_range.size());
  std::map<std::string, double> weighted;
  for (std::size_t i = 0; i < per_range.size(); ++i) {
    for (const auto& [name, v] : per_range[i]) {
      if (ends_with(name, ".sum"))
        out[name] += v;
      else
        weighted[name] += v * weight[i] / total;
    }
  }
  for (auto& [name, v] : weighted) out[name] = v;
  return out;
}

RangeProfiler::RangeProfiler(CUcontext context, int ordinal, std::vector<std::string> metrics)
    : context_(context), metrics_(std::move(metrics)) {
  if (metrics_.empty()) throw EvalError("CUPTI profiler: no metrics to collect");
  CUpti_Profiler_Initialize_Params init{CUpti_Profiler_Initialize_Params_STRUCT_SIZE};
  EVOTUNE_CUPTI(cuptiProfilerInitialize(&init));

  CUpti_Device_GetChipName_Params chip{CUpti_Device_GetChipName_Params_STRUCT_SIZE};
  chip.deviceIndex = static_cast<std::size_t>(ordinal);
  EVOTUNE_CUPTI(cuptiDeviceGetChipName(&chip));
  chip_ = chip.pChipName ? chip.pChipName : "";

  CUpti_Profiler_GetCounterAvailability_Params avail{CUpti_Profiler_GetCounterAvailability_Params_STRUCT_SIZE};
  avail.ctx = context_;
  EVOTUNE_CUPTI(cuptiProfilerGetCounterAvailability(&avail));
  std::vector<std::uint8_t> availability(avail.counterAvailabilityImageSize);
  avail.pCounterAvailabilityImage = availability.data();
  EVOTUNE_CUPTI(cuptiProfilerGetCounterAvailability(&avail));

  host_ = std::make_unique<Host>(chip_, availability.data());
  config_image_ = host_->config_image(metrics_);
  passes_ = passes_of(config_image_);
}

RangeProfiler::~RangeProfiler() {
  host_.reset();
  CUpti_Profiler_DeInitialize_Params p{CUpti_Profiler_DeInitialize_Params_STRUCT_SIZE};
  EVOTUNE_CUPTI_NOTHROW(cuptiProfilerDeInitialize(&p));
}

ProfileResult RangeProfiler::profile(const std::function<void()>& launch, int launches) {
  if (launches < 1) throw EvalError("CUPTI profiler: nothing to profile (no launches)");
  const auto start = std::chrono::steady_clock::now();
  const std::vector<const char*> names = c_names(metrics_);

  CUpti_RangeProfiler_Enable_Params enable{CUpti_RangeProfiler_Enable_Params_STRUCT_SIZE};
  enable.ctx = context_;
  EVOTUNE_CUPTI(cuptiRangeProfilerEnable(&enable));
  CUpti_RangeProfiler_Object* object = enable.pRangeProfilerObject;
  // Disabled on every path: a profiler left on would slow every later launch.
  struct DisableGuard {
    CUpti_RangeProfiler_Object* object;
    bool armed = true;
    void disable() {
      armed = false;
      CUpti_RangeProfiler_Disable_Params p{CUpti_RangeProfiler_Disable_Params_STRUCT_SIZE};
      p.pRangeProfilerObject = object;
      EVOTUNE_CUPTI(cuptiRangeProfilerDisable(&p));
    }
    ~DisableGuard() {
      if (!armed) return;
      CUpti_RangeProfiler_Disable_Params p{CUpti_RangeProfiler_Disable_Params_STRUCT_SIZE};
      p.pRangeProfilerObject = object;
      EVOTUNE_CUPTI_NOTHROW(cuptiRangeProfilerDisable(&p));
    }
  } guard{object};

  CUpti_RangeProfiler_GetCounterDataSize_Params size{CUpti_RangeProfiler_GetCounterDataSize_Params_STRUCT_SIZE};
  size.pRangeProfilerObject = object;
  size.pMetricNames = const_cast<const char**>(names.data());
  size.numMetrics = names.size();
  size.maxNumOfRanges = static_cast<std::size_t>(launches);
  size.maxNumRangeTreeNodes = static_cast<std::uint32_t>(launches);
  EVOTUNE_CUPTI(cuptiRangeProfilerGetCounterDataSize(&size));
  std::vector<std::uint8_t> counter_data(size.counterDataSize);

  CUpti_RangeProfiler_CounterDataImage_Initialize_Params init{
      CUpti_RangeProfiler_CounterDataImage_Initialize_Params_STRUCT_SIZE};
  init.pRangeProfilerObject = object;
  init.counterDataSize = counter_data.size();
  init.pCounterData = counter_data.data();
  EVOTUNE_CUPTI(cuptiRangeProfilerCounterDataImageInitialize(&init));

  CUpti_RangeProfiler_SetConfig_Params config{CUpti_RangeProfiler_SetConfig_Params_STRUCT_SIZE};
  config.pRangeProfilerObject = object;
  config.configSize = config_image_.size();
  config.pConfig = config_image_.data();
  config.counterDataImageSize = counter_data.size();
  config.pCounterDataImage = counter_data.data();
  config.range = CUPTI_AutoRange;
  config.replayMode = CUPTI_KernelReplay;
  config.maxRangesPerPass = static_cast<std::size_t>(launches);
  config.numNestingLevels = 1;
  config.minNestingLevel = 1;
  config.passIndex = 0;
  config.targetNestingLevel = 1;
  EVOTUNE_CUPTI(cuptiRangeProfilerSetConfig(&config));

  CUpti_RangeProfiler_Start_Params start_params{CUpti_RangeProfiler_Start_Params_STRUCT_SIZE};
  start_params.pRangeProfilerObject = object;
  EVOTUNE_CUPTI(cuptiRangeProfilerStart(&start_params));
  launch();
  CUpti_RangeProfiler_Stop_Params stop{CUpti_RangeProfiler_Stop_Params_STRUCT_SIZE};
  stop.pRangeProfilerObject = object;
  EVOTUNE_CUPTI(cuptiRangeProfilerStop(&stop));
  if (!stop.isAllPassSubmitted)
    throw EvalError(fmt::format("CUPTI profiler: kernel replay left passes unsubmitted (pass {} of {})",
                                stop.passIndex, passes_));

  CUpti_RangeProfiler_DecodeData_Params decode{CUpti_RangeProfiler_DecodeData_Params_STRUCT_SIZE};
  decode.pRangeProfilerObject = object;
  EVOTUNE_CUPTI(cuptiRangeProfilerDecodeData(&decode));
  guard.disable();
  if (decode.numOfRangeDropped > 0)
    throw EvalError(fmt::format("CUPTI profiler: {} of {} ranges dropped", decode.numOfRangeDropped, launches));

  CUpti_RangeProfiler_GetCounterDataInfo_Params info{CUpti_RangeProfiler_GetCounterDataInfo_Params_STRUCT_SIZE};
  info.pCounterDataImage = counter_data.data();
  info.counterDataImageSize = counter_data.size();
  EVOTUNE_CUPTI(cuptiRangeProfilerGetCounterDataInfo(&info));
  if (info.numTotalRanges != static_cast<std::size_t>(launches))
    throw EvalError(fmt::format("CUPTI profiler: {} ranges recorded for {} kernel launches", info.numTotalRanges,
                                launches));

  std::vector<std::map<std::string, double>> per_range;
  std::vector<double> values(metrics_.size());
  for (std::size_t r = 0; r < info.numTotalRanges; ++r) {
    CUpti_Profiler_Host_EvaluateToGpuValues_Params eval{CUpti_Profiler_Host_EvaluateToGpuValues_Params_STRUCT_SIZE};
    eval.pHostObject = host_->object;
    eval.pCounterDataImage = counter_data.data();
    eval.counterDataImageSize = counter_data.size();
    eval.rangeIndex = r;
    eval.ppMetricNames = const_cast<const char**>(names.data());
    eval.numMetrics = names.size();
    eval.pMetricValues = values.data();
    EVOTUNE_CUPTI(cuptiProfilerHostEvaluateToGpuValues(&eval));
    std::map<std::string, double> one;
    for (std::size_t i = 0; i < metrics_.size(); ++i) one[metrics_[i]] = values[i];
    per_range.push_back(std::move(one));
  }
  ProfileResult result;
  result.metrics = combine_ranges(per_range);
  result.passes = passes_;
  result.ranges = static_cast<int>(info.numTotalRanges);
  result.profile_ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
  return result;
}

}  // namespace evotune
