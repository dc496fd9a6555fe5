// Test helper: the CUDA toolkit's command-line tools (nvcc, compute-sanitizer)
// for the tests that run them, found where the build's toolkit is rather than
// at one hard-coded path.
#pragma once

#include <cstdlib>
#include <filesystem>
#include <string>
#include <vector>

namespace evotune::test_support {

/// bin/`name` of the toolkit this build used, else of $CUDA_HOME, $CUDA_PATH
/// or /usr/local/cuda; empty when none has it.
inline std::filesystem::path cuda_tool(const std::string& name) {
  namespace fs = std::filesystem;
  std::vector<fs::path> roots{EVOTUNE_CUDA_ROOT};
  for (const char* var : {"CUDA_HOME", "CUDA_PATH"})
    if (const char* root = std::getenv(var); root != nullptr && *root != '\0') roots.emplace_back(root);
  roots.emplace_back("/usr/local/cuda");
  for (const fs::path& root : roots)
    if (fs::exists(root / "bin" / name)) return root / "bin" / name;
  return {};
}

}  // namespace evotune::test_support
