# Sources of src/tune (owned by that module).
target_sources(evotune_lib PRIVATE
  tune/progress.cpp
  tune/profiling.cpp
  tune/run.cpp
  tune/replay_from_store.cpp
  tune/sanitizer_pass.cpp
  tune/ranking.cpp
  tune/shape_run.cpp
)
