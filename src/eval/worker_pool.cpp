// Starting the GPU workers of an evaluator and telling device models apart
// (see worker_pool.hpp).
#include "eval/worker_pool.hpp"

#include <charconv>
#include <exception>

#include <fmt/format.h>

#include "core/error.hpp"

namespace evotune {

std::vector<std::string> worker_argv_for(const std::vector<std::string>& argv, int device) {
  std::vector<std::string> out = argv;
  for (std::string& a : out)
    if (a == kDevicePlaceholder) a = std::to_string(device);
  return out;
}

std::vector<int> parse_device_list(std::string_view text, int device_count) {
  std::vector<int> devices;
  if (text == "all") {
    if (device_count <= 0) throw EvalError("--devices all: the CUDA driver sees no device");
    for (int d = 0; d < device_count; ++d) devices.push_back(d);
    return devices;
  }
  std::size_t at = 0;
  while (at <= text.size()) {
    const std::size_t end = std::min(text.find(',', at), text.size());
    const std::string_view entry = text.substr(at, end - at);
    int d = -1;
    const auto [ptr, ec] = std::from_chars(entry.data(), entry.data() + entry.size(), d);
    if (entry.empty() || ec != std::errc() || ptr != entry.data() + entry.size() || d < 0)
      throw EvalError(fmt::format("--devices {}: '{}' is not a device ordinal (expected 'all' or ordinals like 0,1)",
                                  text, entry));
    if (d >= device_count)
      throw EvalError(fmt::format("--devices {}: no GPU {}: the CUDA driver sees {} device(s)", text, d, device_count));
    devices.push_back(d);
    at = end + 1;
  }
  return devices;
}

bool same_device_model(const WorkerDevice& a, const WorkerDevice& b) {
  return a.name == b.name && a.cc_major == b.cc_major && a.cc_minor == b.cc_minor && a.sm_count == b.sm_count &&
         a.memory_bytes == b.memory_bytes && a.l2_bytes == b.l2_bytes && a.sm_clock_khz == b.sm_clock_khz &&
         a.memory_clock_khz == b.memory_clock_khz && a.driver_release == b.driver_release;
}

std::string device_model_text(const WorkerDevice& d) {
  const auto mhz = [](int khz) { return khz > 0 ? fmt::format("{} MHz", khz / 1000) : std::string("?"); };
  return fmt::format("{} ({}, {} SMs, {:.1f} GiB, L2 {:.0f} MiB, SM {}, memory {}, driver {})", d.name, d.arch(),
                     d.sm_count, static_cast<double>(d.memory_bytes) / (1 << 30),
                     static_cast<double>(d.l2_bytes) / (1 << 20), mhz(d.sm_clock_khz), mhz(d.memory_clock_khz),
                     d.driver_release.empty() ? "?" : d.driver_release);
}

std::vector<std::unique_ptr<WorkerLane>> start_worker_lanes(std::vector<WorkerSpec> specs) {
  if (specs.empty()) throw EvalError("no GPU worker to start");
  std::vector<std::unique_ptr<WorkerLane>> lanes;
  for (std::size_t i = 0; i < specs.size(); ++i) {
    auto lane = std::make_unique<WorkerLane>();
    lane->index = static_cast<int>(i);
    lane->device = std::move(specs[i].device);
    lane->channel = std::move(specs[i].channel);
    lanes.push_back(std::move(lane));
  }
  std::vector<std::exception_ptr> errors(lanes.size());
  {
    std::vector<std::thread> starting;
    for (std::size_t i = 0; i < lanes.size(); ++i)
      starting.emplace_back([&, i] {
        try {
          lanes[i]->hello = lanes[i]->channel->start();
        } catch (...) {
          errors[i] = std::current_exception();
        }
      });
    for (std::thread& t : starting) t.join();
  }
  const auto stop_all = [&] {
    for (auto& lane : lanes) lane->channel->stop();
  };
  for (std::size_t i = 0; i < lanes.size(); ++i) {
    if (!errors[i]) continue;
    stop_all();
    if (lanes.size() == 1) std::rethrow_exception(errors[i]);
    try {
      std::rethrow_exception(errors[i]);
    } catch (const EvalError& e) {
      throw EvalError(fmt::format("the worker for device {} did not start: {}", lanes[i]->device, e.what()));
    }
  }
  for (std::size_t i = 1; i < lanes.size(); ++i)
    if (!same_device_model(lanes[0]->hello.device, lanes[i]->hello.device)) {
      stop_all();
      throw EvalError(fmt::format(
          "devices {} and {} are different models: {} and {}. Times from different models do not rank together: "
          "run each model as its own run (each is its own environment in the database)",
          lanes[0]->device, lanes[i]->device, device_model_text(lanes[0]->hello.device),
          device_model_text(lanes[i]->hello.device)));
    }
  return lanes;
}

}  // namespace evotune
