// A command's output files, kept off the database in use (see commands.hpp).
#include <system_error>

#include <fmt/format.h>

#include "cli/commands.hpp"
#include "core/error.hpp"

namespace evotune::cli {

namespace {

namespace fs = std::filesystem;

// The file `p` names, symbolic links and ".." resolved, whether or not it exists.
fs::path identity(const fs::path& p) {
  std::error_code ec;
  const fs::path absolute = fs::absolute(p, ec);
  if (ec) return p.lexically_normal();
  const fs::path resolved = fs::weakly_canonical(absolute, ec);
  return ec ? absolute.lexically_normal() : resolved;
}

}  // namespace

void write_command_outputs(const GlobalOptions& g, std::span<const OutputFile> files) {
  const fs::path db = identity(g.db);
  for (const OutputFile& f : files) {
    const fs::path target = identity(f.path);
    for (const char* suffix : {"", "-wal", "-shm", "-journal"}) {
      fs::path database_file = db;
      database_file += suffix;
      if (target == database_file)
        throw Error(fmt::format("cannot write {}: it is {} database in use (--db {}); an output never replaces it",
                                f.path.string(), *suffix ? "a file of the" : "the", g.db.string()));
    }
  }
  write_output_files(files);
}

}  // namespace evotune::cli
