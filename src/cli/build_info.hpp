// What this binary is: its version and the git commit it was built from
// (cmake/GitCommit.cmake at configure time; "unknown" outside a git checkout).
#pragma once

#include <string>
#include <string_view>

namespace evotune::cli {

/// The 12-digit commit of the checkout CMake configured, or "unknown".
std::string_view build_commit();

/// "0.1.0 (commit 1a2b3c4d5e6f)": what `evotune --version` and `doctor` print.
std::string version_text();

}  // namespace evotune::cli
