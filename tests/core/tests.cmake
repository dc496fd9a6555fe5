# Tests of src/core.
evotune_add_test(test_hash SOURCES core/test_hash.cpp)
evotune_add_test(test_expr SOURCES core/test_expr.cpp)
evotune_add_test(test_experiment SOURCES core/test_experiment.cpp)
evotune_add_test(test_experiment_fuzz SOURCES core/test_experiment_fuzz.cpp core/hostile_experiments.cpp)
evotune_add_test(test_profile_metrics SOURCES core/test_profile_metrics.cpp)
# Output files written whole or not at all (core/output_file.hpp); escaping outside bytes (core/printable.hpp).
evotune_add_test(test_output_file SOURCES core/test_output_file.cpp)
evotune_add_test(test_shape_set SOURCES core/test_shape_set.cpp)
# docs/experiment.schema.json lists exactly the keys the loader accepts (experiment_keys()).
evotune_add_test(test_experiment_schema SOURCES core/test_experiment_schema.cpp)
# ... and validates every shipped experiment and the docs' example, rejecting planted faults
# (offline: python3-jsonschema and python3-yaml, which scripts/setup.sh installs).
# Without a Python found here it still runs `python3`, and fails saying so: CI must not skip it.
find_package(Python3 COMPONENTS Interpreter QUIET)
set(evotune_schema_python python3)
if(Python3_Interpreter_FOUND)
  set(evotune_schema_python ${Python3_EXECUTABLE})
endif()
add_test(NAME experiment_schema
         COMMAND ${evotune_schema_python} ${PROJECT_SOURCE_DIR}/tests/python/test_experiment_schema.py
                 ${PROJECT_SOURCE_DIR})
set_tests_properties(experiment_schema PROPERTIES TIMEOUT 120)
