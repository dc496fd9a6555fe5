# Tests of src/eval.
evotune_add_test(test_driver SOURCES eval/test_driver.cpp)
evotune_add_test(test_driver_gpu SOURCES eval/test_driver_gpu.cpp LABELS gpu)
# Compile stage: ptxas parser on real logs, gates, NVRTC with containment, pool.
evotune_add_test(test_ptxas SOURCES eval/test_ptxas.cpp)
evotune_add_test(test_gates SOURCES eval/test_gates.cpp)
evotune_add_test(test_compiler SOURCES eval/test_compiler.cpp)
