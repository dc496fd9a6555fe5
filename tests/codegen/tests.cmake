# Tests of src/codegen.
evotune_add_test(test_template SOURCES codegen/test_template.cpp)
evotune_add_test(test_render SOURCES codegen/test_render.cpp)
evotune_add_test(test_export SOURCES codegen/test_export.cpp)
evotune_add_test(test_launch_json SOURCES codegen/test_launch_json.cpp)
# The library export: NAME.cu/.h/.json; three shapes built by nvcc (object, .so) and NVRTC, the example linked.
evotune_add_test(test_export_library SOURCES codegen/test_export_library.cpp)
