# Tests of src/search.
evotune_add_test(test_search_space SOURCES search/test_space.cpp)
evotune_add_test(test_replay SOURCES search/test_replay.cpp)
evotune_add_test(test_search_loop SOURCES search/test_search_loop.cpp)
evotune_add_test(test_kill_resume SOURCES search/test_kill_resume.cpp)
evotune_add_test(test_search_profiling SOURCES search/test_profiling.cpp)
evotune_add_test(test_noise_ranking SOURCES search/test_noise_ranking.cpp)
evotune_add_test(test_sanitizer_pass SOURCES search/test_sanitizer_pass.cpp)
