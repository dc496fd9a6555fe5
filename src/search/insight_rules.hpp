// Insight rules: what a kernel writer would try next, given a parent's numbers
// (ptxas report, launch geometry, occupancy, profiling metrics). The whole
// table lives in insight_rules.cpp; each rule has a name, recorded on the
// candidates it makes, so the store shows which rules pay off.
//
// Rules act on parameter *roles* (tile rows, tile columns, warps, stages, ...)
// found from the parameter names, so they work on any template that uses the
// usual names (BLOCK_M, BLOCK_N, NUM_WARPS, STAGES, KV_SPLITS, SWIZZLE, PAD ...).
#pragma once

#include <optional>
#include <span>
#include <string>
#include <vector>

#include "search/space.hpp"
#include "search/strategy.hpp"

namespace evotune::search {

/// What a parameter does, as far as the rules are concerned.
enum class Role {
  tile_m,           ///< rows of the output tile per CTA (BLOCK_M, BM)
  tile_n,           ///< columns / keys per tile (BLOCK_N, BN)
  tile_k,           ///< depth of a k-tile (BLOCK_K, BK)
  warps,            ///< warps (or warpgroups) per CTA
  stages,           ///< pipeline depth: tiles in flight
  splits,           ///< CTAs sharing one output tile (split-K / split-KV)
  rows_per_thread,  ///< register tile per thread
  min_blocks,       ///< __launch_bounds__ minimum CTAs per SM
  swizzle,          ///< shared-memory layout choice
  padding,          ///< shared-memory row padding
  vector_width,     ///< elements per vector load
};
const char* role_name(Role r);
/// The role a parameter name suggests, if any.
std::optional<Role> role_of(std::string_view parameter_name);

/// A parent's numbers as the rules read them. Missing facts are nullopt and a
/// rule that needs one does not fire.
struct Facts {
  std::optional<int> registers;       ///< per thread (max over entry points)
  std::optional<int> spill_bytes;     ///< stores + loads
  std::optional<int> shared_bytes;    ///< static + dynamic, per CTA
  std::optional<int> threads;         ///< per CTA, first launch
  std::optional<std::int64_t> ctas;   ///< CTAs of the first launch
  std::optional<double> occupancy;    ///< 0..1: achieved (profiled) or else theoretical
  std::optional<std::string> occupancy_limiter;  ///< "registers", "shared memory", "threads", "blocks"
  std::optional<double> tensor_pct;   ///< tensor pipe busy, % of peak (profiled)
  std::optional<double> dram_pct;     ///< DRAM throughput, % of peak (profiled)
  std::optional<double> bank_conflict_pct;  ///< conflict wavefronts, % of shared wavefronts (profiled)
  bool profiled_occupancy = false;    ///< `occupancy` is the achieved one (profiled)
  std::optional<std::string> top_stall;  ///< the stall reason with most warps stalled (profiled), e.g. "barrier"
  std::optional<double> top_stall_ratio; ///< its warps stalled per issue cycle
  int shared_limit = 0;               ///< bytes a CTA may use (gate or device)
  DeviceLimits limits;
};

/// The facts of a population member for `experiment` on a device with `limits`.
Facts facts_of(const Member& m, const Experiment& experiment, const DeviceLimits& limits);

/// Theoretical occupancy (resident warps / max warps per SM) and what limits it.
struct Occupancy {
  double fraction = 0.0;
  std::string limiter;
};
std::optional<Occupancy> theoretical_occupancy(int threads, std::optional<int> registers,
                                               std::optional<int> shared_bytes, const DeviceLimits& limits);

/// One change a rule suggests: move the parameter of `role` one step down
/// (-1, towards smaller values), up (+1), or to another choice (0).
struct Move {
  Role role;
  int direction;
};

struct InsightRule {
  const char* name;  ///< recorded on the candidates it makes
  const char* why;   ///< the reasoning, one line
  bool (*applies)(const Facts&);
  std::vector<Move> moves;  ///< alternatives; one that yields a new valid point is taken
};

/// The table, in the order written.
std::span<const InsightRule> insight_rules();

/// `p` with the parameter of `m.role` moved one step; nullopt when the space
/// has no such parameter or no value in that direction. `note` gets e.g.
/// "BLOCK_M 64->32".
std::optional<Point> apply_move(const SearchSpace& space, const Point& p, const Move& m, std::string& note);

}  // namespace evotune::search
