# Tests of src/store.
evotune_add_test(test_store SOURCES store/test_store.cpp)
