# Sources of src/cli (owned by that module).
target_sources(evotune_lib PRIVATE
)
