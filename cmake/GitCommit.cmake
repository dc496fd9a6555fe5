# The git commit a build comes from, for `evotune --version` and `doctor`.
#
# evotune_git_commit(OUT DIR): sets OUT to the 12-digit commit of DIR's
# checkout (HEAD when CMake configures), or to "unknown" where DIR is no git
# checkout or git is missing (a source tarball). In a checkout, CMake
# configures again when HEAD moves (a commit, a checkout), so a build never
# names a commit it was not made from.
function(evotune_git_commit out dir)
  set(commit "unknown")
  find_program(EVOTUNE_GIT_EXECUTABLE git)
  if(EVOTUNE_GIT_EXECUTABLE)
    execute_process(COMMAND "${EVOTUNE_GIT_EXECUTABLE}" -C "${dir}" rev-parse --show-toplevel
                    OUTPUT_VARIABLE top RESULT_VARIABLE top_rc OUTPUT_STRIP_TRAILING_WHITESPACE ERROR_QUIET)
    # Only DIR's own checkout counts, not one that happens to hold the folder DIR is in.
    if(top_rc EQUAL 0)
      file(REAL_PATH "${top}" top)
      file(REAL_PATH "${dir}" real_dir)
    endif()
    if(top_rc EQUAL 0 AND top STREQUAL real_dir)
      execute_process(COMMAND "${EVOTUNE_GIT_EXECUTABLE}" -C "${dir}" rev-parse --short=12 HEAD
                      OUTPUT_VARIABLE head RESULT_VARIABLE head_rc OUTPUT_STRIP_TRAILING_WHITESPACE ERROR_QUIET)
      if(head_rc EQUAL 0 AND head MATCHES "^[0-9a-f]+$")
        set(commit "${head}")
        # Configure again when HEAD or the branch it points at moves.
        foreach(ref HEAD packed-refs)
          execute_process(COMMAND "${EVOTUNE_GIT_EXECUTABLE}" -C "${dir}" rev-parse --path-format=absolute
                                  --git-path ${ref}
                          OUTPUT_VARIABLE path OUTPUT_STRIP_TRAILING_WHITESPACE ERROR_QUIET)
          if(path AND EXISTS "${path}" AND NOT CMAKE_SCRIPT_MODE_FILE)
            set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS "${path}")
          endif()
        endforeach()
        execute_process(COMMAND "${EVOTUNE_GIT_EXECUTABLE}" -C "${dir}" symbolic-ref -q HEAD
                        OUTPUT_VARIABLE branch OUTPUT_STRIP_TRAILING_WHITESPACE ERROR_QUIET)
        if(branch)
          execute_process(COMMAND "${EVOTUNE_GIT_EXECUTABLE}" -C "${dir}" rev-parse --path-format=absolute
                                  --git-path "${branch}"
                          OUTPUT_VARIABLE path OUTPUT_STRIP_TRAILING_WHITESPACE ERROR_QUIET)
          if(path AND EXISTS "${path}" AND NOT CMAKE_SCRIPT_MODE_FILE)
            set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS "${path}")
          endif()
        endif()
      endif()
    endif()
  endif()
  set(${out} "${commit}" PARENT_SCOPE)
endfunction()
