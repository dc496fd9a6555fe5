// Test helper: "skip unless a GPU is there", the one way every GPU test says it.
//
// Without a usable GPU (no driver library, a missing entry point, cuInit
// failing, no device) a GPU test skips, saying why. On the GPU machine that
// skip would hide a broken driver setup, so EVOTUNE_REQUIRE_GPU=1
// (scripts/gpu_check.sh sets it) turns every such skip into a failure.
#pragma once

#include <cstdlib>
#include <optional>
#include <string>
#include <string_view>

#include <gtest/gtest.h>

#include "eval/driver.hpp"

namespace evotune::test_support {

/// True when EVOTUNE_REQUIRE_GPU=1: a missing GPU is then a failure, not a skip.
inline bool gpu_required() {
  const char* v = std::getenv("EVOTUNE_REQUIRE_GPU");
  return v != nullptr && std::string_view(v) == "1";
}

/// Why GPU 0 cannot be used here (eval::gpu_unavailable), or nullopt.
inline std::optional<std::string> why_no_gpu() { return eval::gpu_unavailable(0); }

}  // namespace evotune::test_support

/// In a test body or SetUp(): skips the test when GPU 0 cannot be used, or
/// fails it when EVOTUNE_REQUIRE_GPU=1.
#define EVOTUNE_SKIP_UNLESS_GPU()                                                                   \
  do {                                                                                              \
    if (const std::optional<std::string> evotune_why_ = ::evotune::test_support::why_no_gpu()) {    \
      if (::evotune::test_support::gpu_required())                                                  \
        FAIL() << "EVOTUNE_REQUIRE_GPU=1, but " << *evotune_why_;                                   \
      GTEST_SKIP() << *evotune_why_;                                                                \
    }                                                                                               \
  } while (0)
