// Matching CUPTI's kernel records to a pass's launches by correlation id
// (eval/gpu_cupti.hpp); CUPTI itself is exercised by the GPU tests.
#include <gtest/gtest.h>

#include "eval/gpu_cupti.hpp"

namespace evotune {
namespace {

KernelRecord record(const std::string& name, std::uint32_t id, std::uint64_t start) {
  return KernelRecord{name, start, start + 1000, id};
}

TEST(KernelRecords, LaunchesTakeTheirOwnRecordsInLaunchOrderWhateverTheNames) {
  // A leftover of earlier work (id 3), the pass's helpers (10, 14, 18) and its two
  // launches (12, 16), the second named after a kernel of an unloaded module.
  const std::vector<KernelRecord> records{record("evotune_prepare_call", 18, 900), record("attention_ref_tiled", 16, 700),
                                          record("evotune_prepare_call", 14, 500), record("attention_ref_scalar", 3, 50),
                                          record("attention_ref_scalar", 12, 300), record("evotune_prepare_call", 10, 100)};
  const std::vector<KernelRecord> got = records_of_launches(records, {12, 16});
  ASSERT_EQ(got.size(), 2u);
  EXPECT_EQ(got[0].correlation_id, 12u);
  EXPECT_EQ(got[0].start_ns, 300u);
  EXPECT_EQ(got[1].correlation_id, 16u);
  EXPECT_EQ(got[1].name, "attention_ref_tiled");  // kept as CUPTI gave it; the launch decides
}

TEST(KernelRecords, ALaunchWithoutARecordIsLeftOutSoTheCountFallsShort) {
  const std::vector<KernelRecord> records{record("k", 7, 100), record("k", 9, 200)};
  const std::vector<KernelRecord> got = records_of_launches(records, {7, 8, 9});
  ASSERT_EQ(got.size(), 2u);
  EXPECT_EQ(got[0].correlation_id, 7u);
  EXPECT_EQ(got[1].correlation_id, 9u);
  EXPECT_TRUE(records_of_launches(records, {}).empty());
  EXPECT_TRUE(records_of_launches({}, {7}).empty());
}

}  // namespace
}  // namespace evotune
