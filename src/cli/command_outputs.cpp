// A command's output files, kept off the database in use (see commands.hpp).
#include <fmt/format.h>

#include "cli/commands.hpp"
#include "core/error.hpp"

namespace evotune::cli {

void write_command_outputs(const GlobalOptions& g, std::span<const OutputFile> files) {
  for (const OutputFile& f : files) {
    if (g.db.empty()) break;  // the command uses no database
    for (const char* suffix : {"", "-wal", "-shm", "-journal"}) {
      std::filesystem::path database_file = g.db;
      database_file += suffix;
      if (same_file(f.path, database_file))
        throw Error(fmt::format("cannot write {}: it is {} database in use (--db {}); an output never replaces it",
                                f.path.string(), *suffix ? "a file of the" : "the", g.db.string()));
    }
  }
  write_output_files(files);
}

}  // namespace evotune::cli
