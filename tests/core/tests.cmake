# Tests of src/core.
evotune_add_test(test_hash SOURCES core/test_hash.cpp)
evotune_add_test(test_expr SOURCES core/test_expr.cpp)
evotune_add_test(test_experiment SOURCES core/test_experiment.cpp)
evotune_add_test(test_experiment_fuzz SOURCES core/test_experiment_fuzz.cpp core/hostile_experiments.cpp)
evotune_add_test(test_profile_metrics SOURCES core/test_profile_metrics.cpp)
# Output files written whole or not at all (core/output_file.hpp); escaping outside bytes (core/printable.hpp).
evotune_add_test(test_output_file SOURCES core/test_output_file.cpp)
evotune_add_test(test_shape_set SOURCES core/test_shape_set.cpp)
