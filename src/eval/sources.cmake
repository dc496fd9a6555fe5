# Sources of src/eval (owned by that module).
target_sources(evotune_lib PRIVATE
  eval/driver.cpp
  eval/ptxas.cpp
  eval/cubin_params.cpp
  eval/nvrtc.cpp
  eval/compiler.cpp
  eval/gates.cpp
  eval/compile_pool.cpp
  eval/launch_needs.cpp
  eval/gpu_stats.cpp
  eval/gpu_correctness.cpp
  eval/gpu_cupti.cpp
  eval/gpu_profiler.cpp
  eval/gpu_clock.cpp
  eval/gpu_buffers.cpp
  eval/gpu_launcher.cpp
  eval/gpu_runner.cpp
  eval/worker_protocol.cpp
  eval/worker_pool.cpp
  eval/worker_client.cpp
  eval/worker.cpp
  eval/worker_jobs.cpp
  eval/compile_record.cpp
  eval/compile_only_evaluator.cpp
  eval/gpu_evaluator.cpp
  eval/baseline_command.cpp
)
# Several hosts through MPI: only with -DEVOTUNE_WITH_MPI=ON.
if(EVOTUNE_WITH_MPI)
  target_sources(evotune_lib PRIVATE eval/mpi_ranks.cpp)
  target_link_libraries(evotune_lib PUBLIC MPI::MPI_C)
  target_compile_definitions(evotune_lib PUBLIC EVOTUNE_WITH_MPI=1)
endif()
