# Sources of src/cli (main.cpp is the binary's own; the commands live in the library).
target_sources(evotune_lib PRIVATE
  cli/cmd_run.cpp
  cli/cmd_worker.cpp
  cli/cmd_validate.cpp
  cli/cmd_compile.cpp
  cli/cmd_leaderboard.cpp
  cli/cmd_show.cpp
  cli/cmd_export.cpp
  cli/candidate_args.cpp
  cli/module_check.cpp
  cli/cmd_report.cpp
  cli/cmd_doctor.cpp
  cli/cmd_baselines.cpp
  cli/command_outputs.cpp
  cli/database_path.cpp
  cli/progress_printer.cpp
)

# The version and the commit the binary is built from (cmake/GitCommit.cmake).
include(${PROJECT_SOURCE_DIR}/cmake/GitCommit.cmake)
evotune_git_commit(EVOTUNE_GIT_COMMIT "${PROJECT_SOURCE_DIR}")
configure_file(cli/build_info.cpp.in ${CMAKE_CURRENT_BINARY_DIR}/cli/build_info.cpp @ONLY)
target_sources(evotune_lib PRIVATE ${CMAKE_CURRENT_BINARY_DIR}/cli/build_info.cpp)

# leaderboard, show, report: reading results back and presenting them.
target_sources(evotune_lib PRIVATE
  cli/results_view.cpp
  cli/shape_set_view.cpp
  cli/leaderboard_format.cpp
  cli/kerneltuner_cache.cpp
  cli/svg_plot.cpp
  cli/report_html.cpp
  cli/export_from_store.cpp
)
