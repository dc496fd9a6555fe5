// Test helper of the core tests: a file's bytes, and writing them (with the
// file's folder).
#pragma once

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

namespace evotune::test_files {

/// The bytes of a file ("" when it cannot be read).
inline std::string read_file(const std::filesystem::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

/// Writes `text` to `p`, creating its folder.
inline void write_file(const std::filesystem::path& p, const std::string& text) {
  std::filesystem::create_directories(p.parent_path());
  std::ofstream out(p, std::ios::binary);
  out << text;
}

}  // namespace evotune::test_files
