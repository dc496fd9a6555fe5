# Sources of src/eval (owned by that module).
target_sources(evotune_lib PRIVATE
  eval/driver.cpp
  eval/ptxas.cpp
  eval/nvrtc.cpp
  eval/compiler.cpp
  eval/gates.cpp
  eval/compile_pool.cpp
  eval/launch_needs.cpp
)
