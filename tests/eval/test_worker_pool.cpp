// The pieces of a pool of GPU workers that need no worker: the --devices
// list, telling device models apart, the worker command per device, and a
// worker that cannot start (a fake worker process, no GPU).
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "core/error.hpp"
#include "eval/worker_pool.hpp"

namespace evotune {
namespace {

void expect_eval_error(const std::string& text, int count, const std::string& part) {
  try {
    parse_device_list(text, count);
    ADD_FAILURE() << text << " was accepted";
  } catch (const EvalError& e) {
    EXPECT_NE(std::string(e.what()).find(part), std::string::npos) << text << ": " << e.what();
  }
}

TEST(DeviceList, AllListsAndRepeats) {
  EXPECT_EQ(parse_device_list("all", 3), (std::vector<int>{0, 1, 2}));
  EXPECT_EQ(parse_device_list("1", 3), (std::vector<int>{1}));
  EXPECT_EQ(parse_device_list("2,0", 3), (std::vector<int>{2, 0}));
  EXPECT_EQ(parse_device_list("0,0", 1), (std::vector<int>{0, 0}));  // two workers on one GPU
}

TEST(DeviceList, BadEntriesAreNamed) {
  expect_eval_error("0,x", 2, "'x' is not a device ordinal");
  expect_eval_error("0,", 2, "'' is not a device ordinal");
  expect_eval_error("", 2, "'' is not a device ordinal");
  expect_eval_error("-1", 2, "'-1'");
  expect_eval_error("1 ", 2, "'1 '");
  expect_eval_error("0,2", 2, "no GPU 2: the CUDA driver sees 2 device(s)");
  expect_eval_error("all", 0, "sees no device");
}

WorkerDevice h100() {
  WorkerDevice d;
  d.name = "NVIDIA H100 80GB HBM3";
  d.pci_bus_id = "0000:18:00.0";
  d.cc_major = 9;
  d.sm_count = 132;
  d.memory_bytes = 85'520'809'984;
  d.l2_bytes = 52'428'800;
  d.driver_release = "580.65.06";
  d.sm_clock_khz = 1'980'000;
  d.memory_clock_khz = 2'619'000;
  return d;
}

TEST(DeviceModel, OneModelWhateverItsOrdinalAndBus) {
  WorkerDevice other = h100();
  other.ordinal = 3;
  other.pci_bus_id = "0000:9a:00.0";
  EXPECT_TRUE(same_device_model(h100(), other));
  EXPECT_EQ(device_model_text(h100()),
            "NVIDIA H100 80GB HBM3 (sm_90, 132 SMs, 79.6 GiB, L2 50 MiB, SM 1980 MHz, memory 2619 MHz, driver "
            "580.65.06)");
}

TEST(DeviceModel, EachFigureThatMovesTimesTellsModelsApart) {
  const std::vector<void (*)(WorkerDevice&)> changes = {
      [](WorkerDevice& d) { d.name = "NVIDIA H100 PCIe"; },
      [](WorkerDevice& d) { d.cc_minor = 1; },
      [](WorkerDevice& d) { d.sm_count = 114; },
      [](WorkerDevice& d) { d.memory_bytes -= 1 << 30; },  // e.g. ECC on one, off on the other
      [](WorkerDevice& d) { d.l2_bytes /= 2; },
      [](WorkerDevice& d) { d.sm_clock_khz = 1'755'000; },
      [](WorkerDevice& d) { d.memory_clock_khz = 1'593'000; },
      [](WorkerDevice& d) { d.driver_release = "575.57.08"; },
  };
  for (std::size_t i = 0; i < changes.size(); ++i) {
    WorkerDevice d = h100();
    changes[i](d);
    EXPECT_FALSE(same_device_model(h100(), d)) << "change " << i;
  }
}

TEST(WorkerCommand, ThePlaceholderBecomesTheDevice) {
  const std::vector<std::string> argv = {"/proc/self/exe", "--db", "x.db", "worker", "--device", kDevicePlaceholder};
  EXPECT_EQ(worker_argv_for(argv, 3),
            (std::vector<std::string>{"/proc/self/exe", "--db", "x.db", "worker", "--device", "3"}));
  EXPECT_EQ(worker_argv_for({"w", "--device", "0"}, 5), (std::vector<std::string>{"w", "--device", "0"}));
}

// A worker that dies before its hello: the pool names its device and stops
// the ones that did start.
TEST(WorkerLanes, AWorkerThatCannotStartIsNamedByItsDevice) {
  std::vector<WorkerSpec> specs;
  for (const char* mode : {"ok", "die_before_hello"}) {
    WorkerClient::Options o;
    o.argv = {EVOTUNE_FAKE_WORKER, mode};
    specs.push_back({mode == std::string("ok") ? "0" : "1", std::make_unique<LocalWorker>(o)});
  }
  try {
    start_worker_lanes(std::move(specs));
    ADD_FAILURE() << "a pool started without one of its workers";
  } catch (const EvalError& e) {
    const std::string what = e.what();
    EXPECT_NE(what.find("the worker for device 1 did not start"), std::string::npos) << what;
    EXPECT_NE(what.find("cannot start"), std::string::npos) << what;  // the worker's own last words
  }
}

}  // namespace
}  // namespace evotune
