// The main() of every test binary: GoogleTest's, but with ctest's notion of a
// skip. A binary counts as skipped (exit 77, SKIP_RETURN_CODE in
// tests/CMakeLists.txt) only when nothing failed and every test that ran
// skipped; a failure next to a skip is a failure, a pass next to a skip a pass.
// (Reading "[  SKIPPED ]" in the output, as the build did before, let one
// skipped test hide a failing one.)
#include <gtest/gtest.h>

namespace {
constexpr int kSkippedExitCode = 77;  // SKIP_RETURN_CODE of every test in tests/CMakeLists.txt
}  // namespace

int main(int argc, char** argv) {
  ::testing::InitGoogleTest(&argc, argv);
  const int failed = RUN_ALL_TESTS();
  if (failed != 0) return failed;
  const ::testing::UnitTest& all = *::testing::UnitTest::GetInstance();
  if (all.test_to_run_count() > 0 && all.skipped_test_count() == all.test_to_run_count())
    return kSkippedExitCode;
  return 0;
}
