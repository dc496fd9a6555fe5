#!/usr/bin/env bash
# Builds evotune and runs its tests. The CPU tests build and run once, in
# build-asan/ under AddressSanitizer + UndefinedBehaviorSanitizer; build/ (the
# plain build, the one that ships) builds the binary, the bench programs and
# the GPU tests, and runs the GPU tests (they skip, saying why, where there is
# no GPU) and the tests the sanitizer cannot run or would only slow (label
# nosan; each says why where it is declared). Installs what
# is missing first (scripts/setup.sh). This is what CI runs (.ci/run).
set -euo pipefail
repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$repo"
jobs="${JOBS:-$(nproc 2>/dev/null || echo 2)}"
step() { printf '\n== %s (%s)\n' "$*" "$(date +%H:%M:%S)"; }
start=$SECONDS

step "plain build (build/): binary, bench programs, GPU tests and tests labelled nosan"
# The target plain_leg (CMakeLists.txt) collects them; a full `ninja -C build` builds every test.
scripts/setup.sh --build-dir build --with-test-tools --targets plain_leg
step "GPU tests and tests labelled nosan (build/)"
ctest --test-dir build -L 'gpu|nosan' --output-on-failure -j "$jobs"

step "sanitizer build (build-asan/): CPU test targets only"
# The GPU tests would only skip here; leave them out of the slow build.
scripts/setup.sh --build-dir build-asan --type Debug --sanitize --no-install --configure-only
# Tests labelled nosan cannot run under the sanitizer runtime, or test work it cannot see into (each says
# why where it is declared: tests/*/tests.cmake).
cpu_tests="$(ctest --test-dir build-asan -N -LE 'gpu|nosan' | sed -n 's/^ *Test *#[0-9]*: *//p')"
targets="evotune"
for t in $cpu_tests; do
  # Tests that are test executables of the same name (evotune_add_test), or a shard NAME_K of one
  # (SHARDS); others are scripts.
  for target in "$t" "${t%_[0-9]*}"; do
    if ninja -C build-asan -t query "$target" >/dev/null 2>&1; then targets="$targets $target"; break; fi
  done
done
scripts/setup.sh --build-dir build-asan --type Debug --sanitize --no-install --targets "$targets"
step "CPU tests under ASan/UBSan (build-asan/)"
# nvrtc and cupti keep allocations for the life of the process: not our leaks.
export LSAN_OPTIONS="suppressions=$repo/scripts/lsan.supp:print_suppressions=0"
# Some tests crash a child process on purpose (a compile helper, a worker) to
# check that it is contained; let those signals kill it as they would in
# production instead of ASan turning them into "exit code 1".
export ASAN_OPTIONS="detect_leaks=1:strict_string_checks=1:handle_segv=0:handle_sigbus=0:handle_sigfpe=0"
export UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1"
ctest --test-dir build-asan -LE 'gpu|nosan' --output-on-failure -j "$jobs"

step "all tests passed in $((SECONDS - start)) s"
