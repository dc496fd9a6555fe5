// Logging setup: console on stderr, plus evotune.log next to the database for
// the commands that write it.
#include "core/logging.hpp"

#include <atomic>
#include <cstdio>
#include <memory>
#include <string>
#include <system_error>
#include <vector>

#include <spdlog/pattern_formatter.h>
#include <spdlog/sinks/basic_file_sink.h>
#include <spdlog/sinks/stdout_color_sinks.h>
#include <spdlog/spdlog.h>

namespace evotune {
namespace {

namespace fs = std::filesystem;

// "%*": the level as a prefix ("warning: ") for everything but info, so that
// ordinary progress lines read as plain text on the console.
class LevelPrefix final : public spdlog::custom_flag_formatter {
 public:
  void format(const spdlog::details::log_msg& msg, const std::tm&,
              spdlog::memory_buf_t& dest) override {
    if (msg.level == spdlog::level::info) return;
    const auto name = spdlog::level::to_string_view(msg.level);
    dest.append(name.data(), name.data() + name.size());
    dest.push_back(':');
    dest.push_back(' ');
  }
  std::unique_ptr<custom_flag_formatter> clone() const override {
    return std::make_unique<LevelPrefix>();
  }
};

std::unique_ptr<spdlog::formatter> console_formatter() {
  auto f = std::make_unique<spdlog::pattern_formatter>();
  f->add_flag<LevelPrefix>('*').set_pattern("%^%*%$%v");
  return f;
}

// Creates the log file's folder and opens the file for appending. Returns the
// sink, or null with `problem` set.
std::shared_ptr<spdlog::sinks::basic_file_sink_mt> open_file_sink(const fs::path& file,
                                                                  std::string& problem) {
  std::error_code ec;
  const fs::path folder = file.parent_path();
  if (!folder.empty()) {
    fs::create_directories(folder, ec);
    if (ec) {
      problem = "cannot create folder " + folder.string() + ": " + ec.message();
      return nullptr;
    }
  }
  try {
    return std::make_shared<spdlog::sinks::basic_file_sink_mt>(file.string(), /*truncate=*/false);
  } catch (const spdlog::spdlog_ex& e) {
    problem = e.what();
    return nullptr;
  }
}

}  // namespace

spdlog::level::level_enum console_log_level(int verbose, bool quiet) {
  if (quiet) return spdlog::level::warn;
  if (verbose >= 2) return spdlog::level::trace;
  if (verbose == 1) return spdlog::level::debug;
  return spdlog::level::info;
}

fs::path log_file_for(const fs::path& db_path) {
  return db_path.parent_path() / "evotune.log";
}

LogSetup setup_logging(int verbose, bool quiet, const fs::path& log_file) {
  LogSetup setup;
  setup.console_level = console_log_level(verbose, quiet);

  auto console = std::make_shared<spdlog::sinks::stderr_color_sink_mt>();
  console->set_level(setup.console_level);
  console->set_formatter(console_formatter());
  std::vector<spdlog::sink_ptr> sinks{console};

  std::error_code ec;
  fs::path file = log_file;
  if (fs::path abs = fs::absolute(file, ec); !ec && !file.empty()) file = abs.lexically_normal();
  const auto file_level = verbose >= 2 ? spdlog::level::trace : spdlog::level::debug;
  if (auto sink = file.empty() ? nullptr : open_file_sink(file, setup.file_problem)) {
    sink->set_level(file_level);
    sink->set_pattern("[%Y-%m-%d %H:%M:%S.%e] [%P] [%l] %v");
    sinks.push_back(std::move(sink));
    setup.file = file;
  }

  auto logger = std::make_shared<spdlog::logger>("evotune", sinks.begin(), sinks.end());
  logger->set_level(std::min(setup.console_level, setup.file.empty() ? setup.console_level : file_level));
  // The file is the record of a run that may be killed at any moment.
  logger->flush_on(spdlog::level::trace);
  // A sink that fails later (disk full, file removed) must not flood the
  // console or stop the run: say it once, straight to stderr (not through the
  // logger, which is what failed).
  auto warned = std::make_shared<std::atomic<bool>>(false);
  logger->set_error_handler([warned](const std::string& msg) {
    if (!warned->exchange(true)) {
      std::fprintf(stderr, "warning: logging failed (%s); further log errors are not shown\n",
                   msg.c_str());
    }
  });
  spdlog::set_default_logger(logger);

  if (setup.file.empty() && !file.empty()) {
    spdlog::warn("no log file: {} ({}); logging to the console only", file.string(),
                 setup.file_problem);
  }
  return setup;
}

}  // namespace evotune
