// Where evotune looks for a file named by a relative path: a template or a
// reference named in an experiment file, or an experiment named by its name
// (`evotune validate transpose` -> experiments/transpose.yaml). One rule for
// all of them (README, "Where evotune looks for files"):
//
//   1. the starting folder (the experiment file's folder; for an experiment
//      name, the current folder), then each folder above it, nearest first;
//   2. each folder of $EVOTUNE_PATH (colon-separated), in order;
//   3. the data installed with evotune: <prefix>/share/evotune beside the
//      installed binary (<prefix>/bin/evotune), when it exists.
//
// Nothing refers to the source tree evotune was built from.
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

namespace evotune {

/// The folders of the rule above, in order, for a search starting at `start`
/// (absolute; folders that do not exist are left out).
std::vector<std::filesystem::path> search_folders(const std::filesystem::path& start);

/// A file found along the search path.
struct FoundFile {
  std::filesystem::path file;  ///< absolute, normalised
  std::filesystem::path base;  ///< the folder of the search path it was found in
};

/// The first folder of search_folders(start) that holds `relative` (a file or
/// anything else that exists there, links followed); nullopt when none does. An absolute
/// `relative` is returned as it is, with an empty base, when it exists.
std::optional<FoundFile> find_on_search_path(const std::filesystem::path& relative, const std::filesystem::path& start);

/// For "not found" messages: where the rule looked, briefly:
/// "beside /x/exp.yaml's folder /x and the folders above it, $EVOTUNE_PATH (not set), /usr/share/evotune (not installed)".
std::string search_path_text(const std::filesystem::path& start);

/// <prefix>/share/evotune for the running binary <prefix>/bin/evotune (empty
/// when the binary's path cannot be read).
std::filesystem::path installed_data_folder();

}  // namespace evotune
