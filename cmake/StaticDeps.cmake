# Static yaml-cpp and SQLite, header-only spdlog/fmt: the build folder then runs
# on a GPU machine that lacks these libraries (and lacks sqlite3 headers).
find_library(EVOTUNE_YAML_CPP_STATIC NAMES libyaml-cpp.a REQUIRED)
find_library(EVOTUNE_SQLITE3_STATIC NAMES libsqlite3.a REQUIRED)

add_library(evotune_yaml_cpp_static INTERFACE)
target_link_libraries(evotune_yaml_cpp_static INTERFACE ${EVOTUNE_YAML_CPP_STATIC})
target_include_directories(evotune_yaml_cpp_static INTERFACE ${YAML_CPP_INCLUDE_DIR})

add_library(evotune_sqlite3_static INTERFACE)
target_link_libraries(evotune_sqlite3_static INTERFACE ${EVOTUNE_SQLITE3_STATIC} ${CMAKE_DL_LIBS} Threads::Threads m)
target_include_directories(evotune_sqlite3_static INTERFACE ${SQLite3_INCLUDE_DIRS})

# Debian's spdlog::spdlog_header_only links the shared libfmt; build both header-only instead.
add_library(evotune_spdlog_header_only INTERFACE)
target_compile_definitions(evotune_spdlog_header_only INTERFACE SPDLOG_HEADER_ONLY SPDLOG_FMT_EXTERNAL FMT_HEADER_ONLY)
target_link_libraries(evotune_spdlog_header_only INTERFACE fmt::fmt-header-only Threads::Threads)

# SHA-256 for content hashes (candidate identity, experiment files): OpenSSL's libcrypto, static.
find_library(EVOTUNE_CRYPTO_STATIC NAMES libcrypto.a REQUIRED)
add_library(evotune_crypto_static INTERFACE)
target_link_libraries(evotune_crypto_static INTERFACE ${EVOTUNE_CRYPTO_STATIC} ${CMAKE_DL_LIBS} Threads::Threads)

# NVRTC and CUPTI by their library files: CMake's CUDA::nvrtc target lists
# CUDA::cuda_driver (the toolkit's stub libcuda) as a dependency, which would
# record libcuda.so.1 as NEEDED and stop the binary from starting on a machine
# without a driver. libcuda is loaded at run time instead (src/eval/driver.hpp).
get_target_property(EVOTUNE_NVRTC_LIBRARY CUDA::nvrtc IMPORTED_LOCATION)
get_target_property(EVOTUNE_CUPTI_LIBRARY CUDA::cupti IMPORTED_LOCATION)
add_library(evotune_cuda_toolkit_libs INTERFACE)
target_link_libraries(evotune_cuda_toolkit_libs INTERFACE ${EVOTUNE_NVRTC_LIBRARY} ${EVOTUNE_CUPTI_LIBRARY})
target_include_directories(evotune_cuda_toolkit_libs INTERFACE ${CUDAToolkit_INCLUDE_DIRS} ${CUDAToolkit_CUPTI_INCLUDE_DIR})

# The toolkit's root folder, compiled in for messages and for NVRTC's include
# path (CMake 3.25 sets CUDAToolkit_LIBRARY_ROOT only when it finds a
# version.txt, which CUDA 13 no longer ships).
if(CUDAToolkit_LIBRARY_ROOT)
  set(EVOTUNE_CUDA_ROOT_DIR "${CUDAToolkit_LIBRARY_ROOT}")
else()
  get_filename_component(EVOTUNE_CUDA_ROOT_DIR "${CUDAToolkit_BIN_DIR}" DIRECTORY)
endif()
