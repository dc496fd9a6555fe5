# Sources of src/codegen (owned by that module).
target_sources(evotune_lib PRIVATE
  codegen/render.cpp
  codegen/export.cpp
  codegen/export_library.cpp
  codegen/export_python.cpp
)
