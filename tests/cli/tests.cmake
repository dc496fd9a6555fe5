# Tests of src/cli.
evotune_add_test(test_cli SOURCES cli/test_cli.cpp)
evotune_add_test(test_validate SOURCES cli/test_validate.cpp)
evotune_add_test(test_compile_cli SOURCES cli/test_compile_cli.cpp)
