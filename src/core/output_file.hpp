// Writing a user's output files (export's .cu and launch JSON, report's HTML,
// a recorded landscape) so that nothing is lost: each file is written to a
// temporary file in its own folder and flushed to disk, and only when every
// file of the set is there are they renamed into place. A full disk, a file
// size limit or any other write failure leaves the old files as they were
// (never half a pair), and a reader never sees half a file.
//
// Before writing anything, a target that must not be replaced is refused: a
// folder, a read-only file, an SQLite database (its header, whatever its
// name), the same file named twice. A target that is a device or a pipe
// (/dev/stdout) is written directly: there is nothing there to keep.
#pragma once

#include <filesystem>
#include <span>
#include <string_view>

namespace evotune {

/// One output file: where, and its whole content.
struct OutputFile {
  std::filesystem::path path;
  std::string_view text;
};

/// Throws Error (naming the file and why) when `path` may not be replaced
/// by an output: see above. A missing file in an existing folder is fine.
void check_output_target(const std::filesystem::path& path);

/// Writes `files` as one set (see above). Throws Error naming the file that
/// failed and why; the targets are then untouched and no temporary file is
/// left. An existing file keeps its permissions.
void write_output_files(std::span<const OutputFile> files);

/// One file alone: write_output_files({{path, text}}).
void write_output_file(const std::filesystem::path& path, std::string_view text);

/// True when `a` and `b` name the same file, symbolic links and ".."
/// resolved, whether or not it exists yet.
bool same_file(const std::filesystem::path& a, const std::filesystem::path& b);

}  // namespace evotune
