# Tests of src/cli.
evotune_add_test(test_validate SOURCES cli/test_validate.cpp)
