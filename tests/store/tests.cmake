# Tests of src/store.
evotune_add_test(test_store SOURCES store/test_store.cpp)
evotune_add_test(test_run_lock SOURCES store/test_run_lock.cpp)
