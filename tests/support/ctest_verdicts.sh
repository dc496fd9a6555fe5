#!/usr/bin/env bash
# ctest's verdict on a test binary with a skipping test, read through the
# properties every test gets in tests/CMakeLists.txt (copied from the
# generated CTestTestfile.cmake): with a failing test beside it the binary
# fails; with every test skipped it is skipped; with a passing one it passes.
#
#   tests/support/ctest_verdicts.sh CTEST BUILD_DIR/tests
set -euo pipefail
ctest="${1:?usage: ctest_verdicts.sh CTEST TESTS_BUILD_DIR}"
tests_dir="${2:?usage: ctest_verdicts.sh CTEST TESTS_BUILD_DIR}"

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
# The probe's add_test and set_tests_properties lines, in a folder of their own
# so that this ctest leaves the logs of the ctest running it alone.
grep -F '[=[test_skip_probe]=]' "$tests_dir/CTestTestfile.cmake" >"$work/CTestTestfile.cmake"
if [ "$(grep -c '^add_test' "$work/CTestTestfile.cmake")" != 1 ]; then
  echo "FAIL: test_skip_probe is not registered once in $tests_dir/CTestTestfile.cmake" >&2
  exit 1
fi

failed=0
# expect MODE EXIT_CODE VERDICT: EVOTUNE_SKIP_PROBE=MODE gives ctest's EXIT_CODE and VERDICT.
expect() {
  local mode="$1" want_rc="$2" verdict="$3" out rc=0
  out="$(EVOTUNE_SKIP_PROBE="$mode" "$ctest" --test-dir "$work" 2>&1)" || rc=$?
  if [ "$rc" != "$want_rc" ] || ! grep -qF "$verdict" <<<"$out"; then
    echo "FAIL: with EVOTUNE_SKIP_PROBE=$mode ctest should exit $want_rc and say $verdict; it exited $rc:" >&2
    echo "$out" >&2
    failed=1
  else
    echo "ok: EVOTUNE_SKIP_PROBE=$mode: ctest exits $rc, test_skip_probe $verdict"
  fi
}
expect fail 8 '***Failed'    # 8: ctest's exit code when a test failed
expect skip 0 '***Skipped'
expect pass 0 '   Passed'
exit "$failed"
