# Tests of src/eval.
evotune_add_test(test_driver SOURCES eval/test_driver.cpp)
evotune_add_test(test_driver_gpu SOURCES eval/test_driver_gpu.cpp LABELS gpu)
# GPU evaluation: protocol, statistics, output checks and the worker client run
# on CPU (the client against a fake worker); test_gpu_worker needs a GPU.
evotune_add_test(test_worker_protocol SOURCES eval/test_worker_protocol.cpp)
evotune_add_test(test_gpu_stats SOURCES eval/test_gpu_stats.cpp)
evotune_add_test(test_kernel_records SOURCES eval/test_kernel_records.cpp)
evotune_add_test(test_gpu_correctness SOURCES eval/test_gpu_correctness.cpp)
add_executable(evotune_fake_worker eval/fake_worker.cpp)
target_link_libraries(evotune_fake_worker PRIVATE evotune::lib)
evotune_add_test(test_worker_client SOURCES eval/test_worker_client.cpp)
target_compile_definitions(test_worker_client PRIVATE EVOTUNE_FAKE_WORKER="$<TARGET_FILE:evotune_fake_worker>")
add_dependencies(test_worker_client evotune_fake_worker)
evotune_add_test(test_gpu_evaluator SOURCES eval/test_gpu_evaluator.cpp)
target_compile_definitions(test_gpu_evaluator PRIVATE EVOTUNE_FAKE_WORKER="$<TARGET_FILE:evotune_fake_worker>")
add_dependencies(test_gpu_evaluator evotune_fake_worker)
# Several GPU workers (issue 19): --devices, device models, a worker that cannot start.
evotune_add_test(test_worker_pool SOURCES eval/test_worker_pool.cpp)
target_compile_definitions(test_worker_pool PRIVATE EVOTUNE_FAKE_WORKER="$<TARGET_FILE:evotune_fake_worker>")
add_dependencies(test_worker_pool evotune_fake_worker)
# Compile stage: ptxas parser on real logs, gates, NVRTC with containment, pool.
evotune_add_test(test_ptxas SOURCES eval/test_ptxas.cpp)
evotune_add_test(test_gates SOURCES eval/test_gates.cpp)
evotune_add_test(test_compiler SOURCES eval/test_compiler.cpp)
evotune_add_test(test_compiler_gpu SOURCES eval/test_compiler_gpu.cpp LABELS gpu)
# The reference kernels: NVRTC compiles and ptxas figures here, the tiled
# attention reference against the scalar one on a GPU.
evotune_add_test(test_reference_compile SOURCES eval/test_reference_compile.cpp)
evotune_add_test(test_gpu_reference SOURCES eval/test_gpu_reference.cpp LABELS gpu)
evotune_add_test(test_gpu_worker SOURCES eval/test_gpu_worker.cpp LABELS gpu)
# Tensor-map arguments through the worker: every swizzle exact, a refused map the candidate's fault, re-encoding per pointer.
evotune_add_test(test_gpu_tensor_map SOURCES eval/test_gpu_tensor_map.cpp LABELS gpu)
# CUPTI's profiler host dlopens libnvperf_host.so with RTLD_DEEPBIND, which the
# sanitizer runtime refuses: label nosan keeps it out of the ASan/UBSan leg.
evotune_add_test(test_profiler_host SOURCES eval/test_profiler_host.cpp LABELS nosan)
evotune_add_test(test_gpu_profiler SOURCES eval/test_gpu_profiler.cpp LABELS gpu)
evotune_add_test(test_worker_jobs SOURCES eval/test_worker_jobs.cpp)
# The headline path on the GPU: a wgmma and a split-KV candidate through the worker, the evaluator and the exported harness.
evotune_add_test(test_gpu_headline SOURCES eval/test_gpu_headline.cpp LABELS gpu)
# The sanitizer pass with the real compute-sanitizer: a race and a canary read no value check sees, an honest kernel clean.
evotune_add_test(test_gpu_sanitizer SOURCES eval/test_gpu_sanitizer.cpp LABELS gpu)
# Several ranks through MPI (only with -DEVOTUNE_WITH_MPI=ON): rank 1 serves fake GPU
# workers and a compile thread, rank 0 runs the tests (its own main()).
if(EVOTUNE_WITH_MPI)
  add_executable(test_mpi_ranks eval/test_mpi_ranks.cpp)
  target_link_libraries(test_mpi_ranks PRIVATE evotune::lib GTest::gtest)
  target_include_directories(test_mpi_ranks PRIVATE ${CMAKE_CURRENT_SOURCE_DIR})
  target_compile_definitions(test_mpi_ranks PRIVATE EVOTUNE_BINARY="$<TARGET_FILE:evotune>"
                             EVOTUNE_FAKE_WORKER="$<TARGET_FILE:evotune_fake_worker>")
  add_dependencies(test_mpi_ranks evotune evotune_fake_worker)
  # --oversubscribe: CI machines have 2 cores; OMPI_ALLOW_RUN_AS_ROOT*: CI containers run as root.
  add_test(NAME test_mpi_ranks
           COMMAND ${MPIEXEC_EXECUTABLE} --oversubscribe ${MPIEXEC_NUMPROC_FLAG} 2 $<TARGET_FILE:test_mpi_ranks>)
  set_tests_properties(test_mpi_ranks PROPERTIES LABELS mpi WORKING_DIRECTORY ${PROJECT_SOURCE_DIR} TIMEOUT 300
                       ENVIRONMENT "OMPI_ALLOW_RUN_AS_ROOT=1;OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1")
endif()
