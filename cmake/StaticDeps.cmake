# Static yaml-cpp, SQLite, libcrypto, spdlog and fmt: the build folder then runs
# on a GPU machine that lacks these libraries (and lacks sqlite3 headers).
find_library(EVOTUNE_YAML_CPP_STATIC NAMES libyaml-cpp.a REQUIRED)
find_library(EVOTUNE_SQLITE3_STATIC NAMES libsqlite3.a REQUIRED)

add_library(evotune_yaml_cpp_static INTERFACE)
target_link_libraries(evotune_yaml_cpp_static INTERFACE ${EVOTUNE_YAML_CPP_STATIC})
target_include_directories(evotune_yaml_cpp_static INTERFACE ${YAML_CPP_INCLUDE_DIR})

add_library(evotune_sqlite3_static INTERFACE)
target_link_libraries(evotune_sqlite3_static INTERFACE ${EVOTUNE_SQLITE3_STATIC} ${CMAKE_DL_LIBS} Threads::Threads m)
target_include_directories(evotune_sqlite3_static INTERFACE ${SQLite3_INCLUDE_DIRS})

# spdlog and fmt compiled once into a static library from Debian's headers
# (src/core/spdlog_fmt_impl.cpp says why): Debian's libspdlog and libfmt are
# shared libraries a GPU machine lacks, and header-only mode cost every file
# that logs 6-10 s of CPU.
get_target_property(EVOTUNE_FMT_INCLUDE fmt::fmt INTERFACE_INCLUDE_DIRECTORIES)
get_target_property(EVOTUNE_SPDLOG_INCLUDE spdlog::spdlog INTERFACE_INCLUDE_DIRECTORIES)
add_library(evotune_spdlog_fmt STATIC ${CMAKE_CURRENT_LIST_DIR}/../src/core/spdlog_fmt_impl.cpp)
target_compile_features(evotune_spdlog_fmt PUBLIC cxx_std_20)
target_compile_definitions(evotune_spdlog_fmt PUBLIC SPDLOG_COMPILED_LIB SPDLOG_FMT_EXTERNAL)
target_include_directories(evotune_spdlog_fmt SYSTEM PUBLIC ${EVOTUNE_FMT_INCLUDE} ${EVOTUNE_SPDLOG_INCLUDE})
target_link_libraries(evotune_spdlog_fmt PUBLIC Threads::Threads)

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
