# Sources of src/store (owned by that module).
target_sources(evotune_lib PRIVATE
)
