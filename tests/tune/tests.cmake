# Tests of src/tune: the run loop through the replay evaluator (search/synthetic_experiment.hpp).
evotune_add_test(test_search_loop SOURCES tune/test_search_loop.cpp)
evotune_add_test(test_kill_resume SOURCES tune/test_kill_resume.cpp)
evotune_add_test(test_search_profiling SOURCES tune/test_profiling.cpp)
evotune_add_test(test_noise_ranking SOURCES tune/test_noise_ranking.cpp)
evotune_add_test(test_sanitizer_pass SOURCES tune/test_sanitizer_pass.cpp)
evotune_add_test(test_ranking SOURCES tune/test_ranking.cpp)
evotune_add_test(test_shape_run SOURCES tune/test_shape_run.cpp)
evotune_add_test(test_model_search SOURCES tune/test_model_search.cpp)
