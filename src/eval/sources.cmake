# Sources of src/eval (owned by that module).
target_sources(evotune_lib PRIVATE
)
