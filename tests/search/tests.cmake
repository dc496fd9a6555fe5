# Tests of src/search.
evotune_add_test(test_search_space SOURCES search/test_space.cpp)
evotune_add_test(test_replay SOURCES search/test_replay.cpp)
evotune_add_test(test_cost_model SOURCES search/test_cost_model.cpp)
