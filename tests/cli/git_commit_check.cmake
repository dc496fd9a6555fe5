# cmake/GitCommit.cmake's two answers: a folder that is no git checkout (a
# source tarball unpacked) gives "unknown", even inside another checkout; a
# checkout gives its HEAD.
#   cmake -DSOURCE_DIR=<repo> -DWORK_DIR=<scratch> -P git_commit_check.cmake
include("${SOURCE_DIR}/cmake/GitCommit.cmake")

file(REMOVE_RECURSE "${WORK_DIR}")
file(MAKE_DIRECTORY "${WORK_DIR}/tarball" "${WORK_DIR}/checkout")
evotune_git_commit(commit "${WORK_DIR}/tarball")
if(NOT commit STREQUAL "unknown")
  message(FATAL_ERROR "a folder outside any checkout gave '${commit}', not 'unknown'")
endif()

find_program(GIT git)
if(NOT GIT)
  message(STATUS "no git here: only the tarball case was checked")
  return()
endif()
execute_process(COMMAND "${GIT}" init -q "${WORK_DIR}/checkout" RESULT_VARIABLE rc)
execute_process(COMMAND "${GIT}" -C "${WORK_DIR}/checkout" -c user.name=t -c user.email=t@t
                        commit -q --allow-empty -m first RESULT_VARIABLE rc2)
if(NOT rc EQUAL 0 OR NOT rc2 EQUAL 0)
  message(FATAL_ERROR "could not make a scratch checkout")
endif()
execute_process(COMMAND "${GIT}" -C "${WORK_DIR}/checkout" rev-parse --short=12 HEAD
                OUTPUT_VARIABLE head OUTPUT_STRIP_TRAILING_WHITESPACE)
evotune_git_commit(commit "${WORK_DIR}/checkout")
if(NOT commit STREQUAL head)
  message(FATAL_ERROR "the checkout gave '${commit}', not its HEAD ${head}")
endif()
# A folder below a checkout, not a checkout itself: unknown (it is not what was built).
file(MAKE_DIRECTORY "${WORK_DIR}/checkout/sub")
evotune_git_commit(commit "${WORK_DIR}/checkout/sub")
if(NOT commit STREQUAL "unknown")
  message(FATAL_ERROR "a folder inside another checkout gave '${commit}', not 'unknown'")
endif()
file(REMOVE_RECURSE "${WORK_DIR}")
message(STATUS "GitCommit: unknown outside a checkout, HEAD ${head} in one")
