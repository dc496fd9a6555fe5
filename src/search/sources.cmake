# Sources of src/search (owned by that module).
target_sources(evotune_lib PRIVATE
)
