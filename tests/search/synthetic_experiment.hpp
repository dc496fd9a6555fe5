// Test fixtures of the search: the experiment of the synthetic s512 landscape
// (tests/data/landscapes/synthetic_s512.csv, made by make_synthetic_s512.py;
// its space and restrictions are those of experiments/s512_scalar.yaml), built by
// hand so the tests do not depend on the experiment file, the landscape read
// once, and a temp folder.
#pragma once

#include <filesystem>
#include <string>

#include <unistd.h>

#include <gtest/gtest.h>

#include "core/experiment.hpp"
#include "core/hash.hpp"
#include "search/replay_evaluator.hpp"
#include "search/synthetic_s512.hpp"

namespace evotune::fixtures {

inline std::filesystem::path synthetic_landscape() {
  return std::filesystem::path(EVOTUNE_TEST_DATA) / "landscapes" / "synthetic_s512.csv";
}

/// That landscape, read once.
inline const search::ReplayTable& synthetic_table() {
  static const search::ReplayTable table = search::ReplayTable::from_csv(synthetic_landscape());
  return table;
}

/// A fresh folder under the system temp folder, removed at the end of the test.
class TempDir {
 public:
  TempDir() {
    const auto* info = ::testing::UnitTest::GetInstance()->current_test_info();
    path_ = std::filesystem::temp_directory_path() /
            ("evotune_" + std::to_string(::getpid()) + "_" + info->test_suite_name() + "_" + info->name());
    std::filesystem::remove_all(path_);
    std::filesystem::create_directories(path_);
  }
  ~TempDir() {
    std::error_code ec;
    std::filesystem::remove_all(path_, ec);
  }
  const std::filesystem::path& path() const { return path_; }
  std::filesystem::path operator/(const std::string& name) const { return path_ / name; }

 private:
  std::filesystem::path path_;
};

}  // namespace evotune::fixtures
