# Tests of src/cli.
evotune_add_test(test_cli SOURCES cli/test_cli.cpp)
evotune_add_test(test_validate SOURCES cli/test_validate.cpp)
# The hostile corpus through the binary, each run under a time and memory limit.
# Label nosan: a memory limit cannot apply under the sanitizer (its shadow
# memory takes terabytes of address space) and the large files would take
# several times longer; test_experiment_fuzz runs the same corpus in process
# under the sanitizer.
evotune_add_test(test_validate_fuzz SOURCES cli/test_validate_fuzz.cpp core/hostile_experiments.cpp LABELS nosan)

# leaderboard, show, export --best/--id, report (the fixture database: tests/data/db).
evotune_add_test(test_leaderboard SOURCES cli/test_leaderboard.cpp cli/report_fixture.cpp)
evotune_add_test(test_report SOURCES cli/test_report.cpp cli/report_fixture.cpp)
# Measured baselines (issue 15): the file's `command:` entries, the command run for real, stored, shown.
evotune_add_test(test_baselines SOURCES cli/test_baselines.cpp cli/report_fixture.cpp)
# The report rendered by headless Chromium: skipped (exit 77) where chromium is not installed.
add_test(NAME report_screenshot
         COMMAND bash ${CMAKE_CURRENT_SOURCE_DIR}/cli/report_screenshot.sh $<TARGET_FILE:evotune>
                 ${CMAKE_CURRENT_SOURCE_DIR}/data/db/s512_replay.db)
set_tests_properties(report_screenshot PROPERTIES SKIP_RETURN_CODE 77 TIMEOUT 180
                     WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
evotune_add_test(test_compile_cli SOURCES cli/test_compile_cli.cpp)
# The attention templates' points through the same command. Label nosan: the work is NVRTC's and
# ptxas's, which the sanitizer cannot see into, and a sanitized evotune made it five times slower
# (763 s in CI's sanitizer leg against 140 s plain, the longest test there by ten minutes);
# test_compile_cli keeps the command's own code under the sanitizer.
# Two shards: its 16 tests compile one after another for three minutes, the longest test of the plain leg.
evotune_add_test(test_template_compile SOURCES cli/test_template_compile.cpp LABELS nosan SHARDS 2)
# export --launch-json (the sidecar bench/compare_sdpa.py reads).
evotune_add_test(test_export_cli SOURCES cli/test_export_cli.cpp cli/report_fixture.cpp)
# No command destroys data: outputs never over a database, written whole or not at all; damaged databases.
evotune_add_test(test_data_safety SOURCES cli/test_data_safety.cpp cli/report_fixture.cpp)
# The same on a real full disk (a small tmpfs in a private mount namespace): skipped where none can be mounted.
evotune_add_test(test_disk_full SOURCES cli/test_disk_full.cpp cli/report_fixture.cpp)
# bench/compare_sdpa.py's input checks and report tables (CPU only; its GPU half runs on a GPU machine).
find_package(Python3 COMPONENTS Interpreter QUIET)
if(Python3_Interpreter_FOUND)
  add_test(NAME compare_sdpa_inputs
           COMMAND ${Python3_EXECUTABLE} ${PROJECT_SOURCE_DIR}/bench/test_compare_sdpa.py $<TARGET_FILE:evotune>)
  set_tests_properties(compare_sdpa_inputs PROPERTIES TIMEOUT 120 WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
  # bench/slim_db.py and bench/db_status.py on a database `run --no-gpu` writes. Label nosan: the scripts
  # under test are Python; a sanitized evotune would only make the database slower to write.
  add_test(NAME bench_db_tools
           COMMAND ${Python3_EXECUTABLE} ${PROJECT_SOURCE_DIR}/tests/python/test_bench_db_tools.py $<TARGET_FILE:evotune>)
  set_tests_properties(bench_db_tools PROPERTIES TIMEOUT 180 LABELS nosan WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
  # bench/wgmma_overlap.py's counting on cuobjdump-style listings, and its refusals.
  add_test(NAME wgmma_overlap_tool COMMAND ${Python3_EXECUTABLE} ${PROJECT_SOURCE_DIR}/tests/python/test_wgmma_overlap.py)
  set_tests_properties(wgmma_overlap_tool PROPERTIES TIMEOUT 60 LABELS nosan WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
  # bench/cluster_residency.py's point parsing, refusal and rendering, compiled by NVRTC (its GPU half: a GPU machine).
  add_test(NAME cluster_residency_tool COMMAND ${Python3_EXECUTABLE} ${PROJECT_SOURCE_DIR}/tests/python/test_cluster_residency.py)
  set_tests_properties(cluster_residency_tool PROPERTIES TIMEOUT 120 LABELS nosan WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
  # bench/sdpa_baseline.py's inputs (a real library export's shapes, refusals); its GPU half: gpu_check.sh `export`.
  add_test(NAME sdpa_baseline_inputs
           COMMAND ${Python3_EXECUTABLE} ${PROJECT_SOURCE_DIR}/tests/python/test_sdpa_baseline.py $<TARGET_FILE:evotune>)
  set_tests_properties(sdpa_baseline_inputs PROPERTIES TIMEOUT 180 WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
  # The exported Python module imported for real and refusing bad inputs (skipped without PyTorch).
  add_test(NAME exported_module_cpu
           COMMAND ${Python3_EXECUTABLE} ${PROJECT_SOURCE_DIR}/tests/python/test_exported_module_cpu.py
                   $<TARGET_FILE:evotune>)
  set_tests_properties(exported_module_cpu PROPERTIES TIMEOUT 300 SKIP_RETURN_CODE 77
                       WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
  # ... and its tensor maps encoded per buffer, with stand-ins for PyTorch and the driver (no GPU, no PyTorch needed).
  add_test(NAME exported_module_maps
           COMMAND ${Python3_EXECUTABLE} ${PROJECT_SOURCE_DIR}/tests/python/test_exported_module_maps.py
                   $<TARGET_FILE:evotune>)
  set_tests_properties(exported_module_maps PROPERTIES TIMEOUT 300 WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
endif()
# run's options through the binary: bad values on the CPU; what they do to a search on the GPU.
evotune_add_test(test_run_cli SOURCES cli/test_run_cli.cpp)
evotune_add_test(test_run_gpu SOURCES cli/test_run_gpu.cpp LABELS gpu)
# A TMA tensor-map kernel (experiments/tma_copy.yaml) searched on the GPU, then its harness, library and Python exports run.
evotune_add_test(test_tma_gpu SOURCES cli/test_tma_gpu.cpp LABELS gpu)
# The evotune binary does not link libcuda (ELF dynamic section), checked
# against a probe that does, so a check that sees nothing fails.
add_executable(links_libcuda_probe cli/links_libcuda_probe.cpp)
target_link_libraries(links_libcuda_probe PRIVATE CUDA::cuda_driver)
add_test(NAME evotune_does_not_link_libcuda
         COMMAND bash ${CMAKE_CURRENT_SOURCE_DIR}/cli/no_libcuda.sh $<TARGET_FILE:evotune>
                 $<TARGET_FILE:links_libcuda_probe>)
# Label nosan: the plain build's binary is the one that ships, and the sanitizer
# leg of scripts/test.sh builds only test executables (not the probe).
set_tests_properties(evotune_does_not_link_libcuda PROPERTIES SKIP_RETURN_CODE 77 LABELS nosan)
add_dependencies(plain_leg links_libcuda_probe)
# kill -9 of `run --no-gpu` at 20 moments (counted in commits), each resumed.
evotune_add_test(test_run_kill_resume SOURCES cli/test_run_kill_resume.cpp)
# What compute-sanitizer's verdicts change: leaderboard marks, export --best/--id refusals, show (planted verdicts).
evotune_add_test(test_sanitized_results SOURCES cli/test_sanitized_results.cpp cli/report_fixture.cpp)
# The newcomer's path (issue 18): docs/tutorial.md's files in a folder of their own, every CPU step
# through the binary, no unexpected folder; one name rule and one database rule for every command.
evotune_add_test(test_tutorial SOURCES cli/test_tutorial.cpp)
# An installed evotune finds the shipped data through <prefix>/share/evotune, never the source tree.
add_test(NAME installed_finds_its_data
         COMMAND bash ${CMAKE_CURRENT_SOURCE_DIR}/cli/installed.sh ${CMAKE_COMMAND} ${PROJECT_BINARY_DIR})
set_tests_properties(installed_finds_its_data PROPERTIES TIMEOUT 120 LABELS nosan)
# `evotune --version`'s commit: "unknown" outside a git checkout, HEAD in one (cmake/GitCommit.cmake).
add_test(NAME version_commit
         COMMAND ${CMAKE_COMMAND} -DSOURCE_DIR=${PROJECT_SOURCE_DIR}
                 -DWORK_DIR=${CMAKE_CURRENT_BINARY_DIR}/version_commit_scratch -P
                 ${CMAKE_CURRENT_SOURCE_DIR}/cli/git_commit_check.cmake)
set_tests_properties(version_commit PROPERTIES TIMEOUT 60)
evotune_add_test(test_precision SOURCES cli/test_precision.cpp cli/report_fixture.cpp)
# Shape sets: leaderboard of a set, --shape, validate (a set searched in process with the replay evaluator).
evotune_add_test(test_shape_set_cli SOURCES cli/test_shape_set_cli.cpp)
# `mpirun -np 2 evotune run` (only with -DEVOTUNE_WITH_MPI=ON): --no-gpu on the CPU (rank 1
# compiles for rank 0), measuring on a GPU (skipped without one); kill -9 of either rank, then a resume.
if(EVOTUNE_WITH_MPI)
  # Labels mpi and gpu: scripts/pack_gpu_build.sh carries it to the GPU machine with the GPU tests.
  evotune_add_test(test_run_mpi SOURCES cli/test_run_mpi.cpp LABELS "mpi;gpu")
  target_compile_definitions(test_run_mpi PRIVATE EVOTUNE_MPIEXEC="${MPIEXEC_EXECUTABLE}")
  set_tests_properties(test_run_mpi PROPERTIES TIMEOUT 600
                       ENVIRONMENT "OMPI_ALLOW_RUN_AS_ROOT=1;OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1")
endif()
