// The search path for relative file names (see search_path.hpp).
#include "core/search_path.hpp"

#include <cstdlib>
#include <string_view>
#include <system_error>

namespace evotune {

namespace fs = std::filesystem;

namespace {

fs::path absolute_normal(const fs::path& p) {
  std::error_code ec;
  fs::path a = fs::absolute(p, ec);
  return (ec ? p : a).lexically_normal();
}

std::vector<fs::path> evotune_path_folders() {
  std::vector<fs::path> out;
  const char* env = std::getenv("EVOTUNE_PATH");
  if (!env) return out;
  std::string_view rest = env;
  while (!rest.empty()) {
    const auto colon = rest.find(':');
    const std::string_view item = rest.substr(0, colon);
    if (!item.empty()) out.push_back(absolute_normal(fs::path(item)));
    if (colon == std::string_view::npos) break;
    rest.remove_prefix(colon + 1);
  }
  return out;
}

}  // namespace

fs::path installed_data_folder() {
  std::error_code ec;
  const fs::path exe = fs::read_symlink("/proc/self/exe", ec);
  if (ec || exe.empty()) return {};
  return (exe.parent_path().parent_path() / "share" / "evotune").lexically_normal();
}

std::vector<fs::path> search_folders(const fs::path& start) {
  std::vector<fs::path> out;
  std::error_code ec;
  fs::path dir = absolute_normal(start);
  if (!dir.has_filename()) dir = dir.parent_path();  // "a/b/" -> "a/b"
  while (!dir.empty()) {
    if (fs::is_directory(dir, ec)) out.push_back(dir);
    if (dir == dir.root_path() || dir.parent_path() == dir) break;
    dir = dir.parent_path();
  }
  for (const fs::path& p : evotune_path_folders())
    if (fs::is_directory(p, ec)) out.push_back(p);
  if (const fs::path data = installed_data_folder(); !data.empty() && fs::is_directory(data, ec)) out.push_back(data);
  return out;
}

std::optional<FoundFile> find_on_search_path(const fs::path& relative, const fs::path& start) {
  // exists() follows links: a dangling link, or a name the system refuses (too long), is not there.
  std::error_code ec;
  if (relative.is_absolute()) {
    if (!fs::exists(relative, ec)) return std::nullopt;
    return FoundFile{relative.lexically_normal(), {}};
  }
  for (const fs::path& folder : search_folders(start)) {
    const fs::path candidate = (folder / relative).lexically_normal();
    if (fs::exists(candidate, ec)) return FoundFile{candidate, folder};
  }
  return std::nullopt;
}

std::string search_path_text(const fs::path& start) {
  const char* env = std::getenv("EVOTUNE_PATH");
  const fs::path data = installed_data_folder();
  std::error_code ec;
  return absolute_normal(start).string() + " and the folders above it, $EVOTUNE_PATH" +
         (env && *env ? " (" + std::string(env) + ")" : std::string(" (not set)")) + ", " +
         (data.empty() ? std::string("the installed data folder (unknown)")
                       : data.string() + (fs::is_directory(data, ec) ? "" : " (not installed)"));
}

}  // namespace evotune
