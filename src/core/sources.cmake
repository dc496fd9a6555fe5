# Sources of src/core.
target_sources(evotune_lib PRIVATE
  core/status.cpp
  core/records.cpp
  core/launch_plan.cpp
  core/device.cpp
  core/hash.cpp
  core/suggest.cpp
  core/expr.cpp
  core/config_reader.cpp
  core/search_path.cpp
  core/template.cpp
  core/experiment.cpp
  core/shape_set.cpp
  core/profile_metrics.cpp
  core/logging.cpp
  core/output_file.cpp
  core/printable.cpp
)
