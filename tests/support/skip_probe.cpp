// The probe of the skip rule (support/ctest_verdicts.sh runs it through ctest
// with the properties every test binary gets): one test that always skips,
// next to one that does what EVOTUNE_SKIP_PROBE says: fail, skip, or pass
// (unset). ctest must call the binary failed, skipped and passed in turn.
#include <cstdlib>
#include <string>

#include <gtest/gtest.h>

TEST(SkipProbe, AlwaysSkips) { GTEST_SKIP() << "the probe's skipping half"; }

TEST(SkipProbe, DoesWhatTheEnvironmentSays) {
  const char* given = std::getenv("EVOTUNE_SKIP_PROBE");
  const std::string mode = given != nullptr ? given : "pass";
  if (mode == "skip") GTEST_SKIP() << "EVOTUNE_SKIP_PROBE=skip";
  if (mode == "fail") FAIL() << "EVOTUNE_SKIP_PROBE=fail: ctest must call this binary failed";
}
