// Checking NVRTC calls: every call's result is tested, and a failure names the
// call, the place and NVRTC's decoded error.
#pragma once

#include <nvrtc.h>

#include <string>

#include "core/error.hpp"

namespace evotune::detail {

/// Throws EvalError "file:line: call: NVRTC_ERROR_X".
[[noreturn]] void throw_nvrtc_error(nvrtcResult result, const char* call, const char* file, int line);
/// For destructors and cleanup: logs the failure (spdlog warning), never throws.
void warn_nvrtc_error(nvrtcResult result, const char* call, const char* file, int line) noexcept;

}  // namespace evotune::detail

/// Throws EvalError when the NVRTC call does not return NVRTC_SUCCESS.
#define EVOTUNE_NVRTC_CHECK(call)                                                       \
  do {                                                                                  \
    nvrtcResult evotune_nvrtc_result_ = (call);                                          \
    if (evotune_nvrtc_result_ != NVRTC_SUCCESS)                                         \
      ::evotune::detail::throw_nvrtc_error(evotune_nvrtc_result_, #call, __FILE__, __LINE__); \
  } while (0)

/// Non-throwing variant for destructors and cleanup paths.
#define EVOTUNE_NVRTC_CHECK_NOTHROW(call)                                               \
  do {                                                                                  \
    nvrtcResult evotune_nvrtc_result_ = (call);                                          \
    if (evotune_nvrtc_result_ != NVRTC_SUCCESS)                                         \
      ::evotune::detail::warn_nvrtc_error(evotune_nvrtc_result_, #call, __FILE__, __LINE__); \
  } while (0)
