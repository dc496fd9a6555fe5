# Tests of src/eval.
# Compile stage: ptxas parser on real logs, gates, NVRTC with containment, pool.
evotune_add_test(test_ptxas SOURCES eval/test_ptxas.cpp)
evotune_add_test(test_gates SOURCES eval/test_gates.cpp)
evotune_add_test(test_compiler SOURCES eval/test_compiler.cpp)
