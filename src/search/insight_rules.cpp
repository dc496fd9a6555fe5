// The insight rules (one table, below), the facts they read, and how a move
// changes a point.
#include "search/insight_rules.hpp"

#include <algorithm>
#include <cmath>

#include <fmt/format.h>

namespace evotune::search {

namespace {


struct RoleNames {
  Role role;
  std::vector<std::string_view> names;
};

// Parameter names of each role (exact, upper case), as templates name them.
const std::vector<RoleNames>& role_names() {
  static const std::vector<RoleNames> table = {
      {Role::tile_m, {"BLOCK_M", "BM", "TILE_M", "BLOCK_Q", "BLOCK_ROWS"}},
      {Role::tile_n, {"BLOCK_N", "BN", "TILE_N", "BLOCK_KV", "BLOCK_COLS"}},
      {Role::tile_k, {"BLOCK_K", "BK", "TILE_K"}},
      {Role::warps, {"NUM_WARPS", "WARPS", "NWARPS", "WARPS_PER_CTA", "NUM_WARPGROUPS", "KV_WG"}},
      {Role::stages, {"STAGES", "NUM_STAGES", "PIPELINE_STAGES", "PIPE_STAGES"}},
      {Role::splits, {"KV_SPLITS", "SPLIT_KV", "SPLITS", "SPLIT_K", "NUM_SPLITS"}},
      {Role::rows_per_thread, {"ROWS_PER_THREAD", "TM", "THREAD_M", "RPT"}},
      {Role::min_blocks, {"MIN_CTAS", "MIN_BLOCKS", "MIN_BLOCKS_PER_SM"}},
      {Role::swizzle, {"SWIZZLE", "SMEM_SWIZZLE", "LAYOUT"}},
      {Role::padding, {"PAD", "SMEM_PAD", "PADDING"}},
      {Role::vector_width, {"VEC", "VEC_WIDTH", "VECTOR_WIDTH", "VECTOR"}},
  };
  return table;
}

// --- conditions of the rules

bool spills(const Facts& f) { return f.spill_bytes.value_or(0) > 0; }

bool high_registers(const Facts& f) {
  // Within a few registers of the cap: the next change spills.
  return f.registers && *f.registers >= f.limits.max_registers_per_thread - 32 && !spills(f);
}

bool registers_limit_occupancy(const Facts& f) {
  return f.occupancy && *f.occupancy < 0.5 && f.occupancy_limiter == std::string("registers");
}

bool shared_near_limit(const Facts& f) {
  return f.shared_bytes && f.shared_limit > 0 && *f.shared_bytes >= 0.85 * f.shared_limit;
}

bool shared_limits_occupancy(const Facts& f) {
  return f.occupancy && *f.occupancy < 0.5 && f.occupancy_limiter == std::string("shared memory");
}

bool low_occupancy(const Facts& f) { return f.occupancy && *f.occupancy < 0.25; }

bool too_few_ctas(const Facts& f) { return f.ctas && *f.ctas < f.limits.sm_count; }

bool many_light_ctas(const Facts& f) {
  // Four or more full waves of CTAs that use few registers and no spills:
  // each re-loads shared operands another CTA also loads; a bigger tile shares them.
  return f.ctas && *f.ctas >= 4LL * f.limits.sm_count * 2 && !spills(f) && f.registers && *f.registers <= 96;
}

// --- conditions on profiled metrics (profile_metrics.hpp); without a profile they never fire

// More than 5% of shared-memory wavefronts are replays caused by conflicts.
bool bank_conflicts(const Facts& f) { return f.bank_conflict_pct && *f.bank_conflict_pct > 5.0; }

bool low_tensor_high_dram(const Facts& f) {
  return f.dram_pct && f.tensor_pct && *f.dram_pct > 50 && *f.tensor_pct < 40;
}

bool latency_bound(const Facts& f) { return f.dram_pct && f.tensor_pct && *f.dram_pct < 30 && *f.tensor_pct < 30; }

bool low_achieved_occupancy_high_registers(const Facts& f) {
  return f.profiled_occupancy && f.occupancy && *f.occupancy < 0.20 && f.registers && *f.registers >= 128;
}

// The dominant stall reason, when it holds warps back at least one per issue cycle.
bool stalled_on(const Facts& f, const char* reason) {
  return f.top_stall == std::string(reason) && f.top_stall_ratio && *f.top_stall_ratio >= 1.0;
}
bool long_scoreboard_stalls(const Facts& f) { return stalled_on(f, "long_scoreboard"); }
bool barrier_stalls(const Facts& f) { return stalled_on(f, "barrier"); }
bool mio_throttle_stalls(const Facts& f) { return stalled_on(f, "mio_throttle"); }

// THE TABLE. Each rule: name, reasoning, condition, alternative moves.
const std::vector<InsightRule>& table() {
  using R = Role;
  static const std::vector<InsightRule> rules = {
      {"spills_shrink_tile", "registers spill to local memory: less work per thread needs fewer registers", spills,
       {{R::tile_m, -1}, {R::rows_per_thread, -1}, {R::tile_n, -1}, {R::warps, +1}}},
      {"spills_fewer_stages", "registers spill: each stage in flight keeps more values live", spills,
       {{R::stages, -1}}},
      {"high_registers_shrink_tile", "registers near the per-thread cap: the next step up spills", high_registers,
       {{R::rows_per_thread, -1}, {R::tile_m, -1}, {R::tile_n, -1}}},
      {"registers_limit_occupancy", "register use caps the warps resident per SM", registers_limit_occupancy,
       {{R::rows_per_thread, -1}, {R::tile_m, -1}, {R::min_blocks, +1}}},
      {"shared_near_limit_fewer_stages", "shared memory at the per-CTA limit: fewer stages or a narrower tile",
       shared_near_limit, {{R::stages, -1}, {R::tile_n, -1}, {R::padding, -1}}},
      {"shared_limits_occupancy", "shared memory caps the CTAs resident per SM", shared_limits_occupancy,
       {{R::stages, -1}, {R::tile_n, -1}, {R::tile_m, -1}}},
      {"low_occupancy_smaller_ctas", "few warps resident to hide latency: fewer warps or smaller tiles per CTA",
       low_occupancy, {{R::warps, -1}, {R::tile_m, -1}}},
      {"few_ctas_split_work", "fewer CTAs than SMs: smaller tiles or more splits fill the GPU", too_few_ctas,
       {{R::tile_m, -1}, {R::splits, +1}}},
      {"many_light_ctas_grow_tile", "many light CTAs re-load shared operands: a larger tile amortises loads",
       many_light_ctas, {{R::tile_m, +1}, {R::tile_n, +1}, {R::rows_per_thread, +1}}},
      // Profiled (CUPTI metrics of the parent).
      {"bank_conflicts_change_layout", "over 5% of shared wavefronts are bank-conflict replays: another swizzle "
       "or padding", bank_conflicts, {{R::swizzle, 0}, {R::padding, +1}}},
      {"low_tensor_high_dram_more_stages", "DRAM busy (>50%), tensor pipe idle (<40%): more tiles in flight hide "
       "the loads", low_tensor_high_dram, {{R::stages, +1}, {R::vector_width, +1}}},
      {"latency_bound_more_parallelism", "neither DRAM nor tensor pipe busy: more warps or stages in flight",
       latency_bound, {{R::warps, +1}, {R::stages, +1}}},
      {"low_achieved_occupancy_fewer_registers", "achieved occupancy under 20% with 128+ registers: fewer warps "
       "or a smaller BLOCK_M", low_achieved_occupancy_high_registers, {{R::warps, -1}, {R::tile_m, -1}}},
      {"long_scoreboard_stalls_more_stages", "warps wait on global loads most: deeper pipeline or wider loads",
       long_scoreboard_stalls, {{R::stages, +1}, {R::vector_width, +1}}},
      {"barrier_stalls_fewer_warps", "warps wait at barriers most: fewer warps per CTA or longer tiles between "
       "syncs", barrier_stalls, {{R::warps, -1}, {R::tile_n, +1}}},
      {"mio_throttle_stalls_change_layout", "shared-memory pipe saturated: another swizzle, padding or vector width",
       mio_throttle_stalls, {{R::swizzle, 0}, {R::padding, +1}, {R::vector_width, +1}}},
  };
  return rules;
}


}  // namespace

const char* role_name(Role r) {
  switch (r) {
    case Role::tile_m: return "tile_m";
    case Role::tile_n: return "tile_n";
    case Role::tile_k: return "tile_k";
    case Role::warps: return "warps";
    case Role::stages: return "stages";
    case Role::splits: return "splits";
    case Role::rows_per_thread: return "rows_per_thread";
    case Role::min_blocks: return "min_blocks";
    case Role::swizzle: return "swizzle";
    case Role::padding: return "padding";
    case Role::vector_width: return "vector_width";
  }
  return "unknown";
}

std::optional<Role> role_of(std::string_view parameter_name) {
  for (const RoleNames& entry : role_names())
    for (std::string_view name : entry.names)
      if (name == parameter_name) return entry.role;
  return std::nullopt;
}

std::span<const InsightRule> insight_rules() { return table(); }

std::optional<Occupancy> theoretical_occupancy(int threads, std::optional<int> registers,
                                               std::optional<int> shared_bytes, const DeviceLimits& limits) {
  if (threads <= 0) return std::nullopt;
  const int warps = (threads + 31) / 32;
  struct Bound {
    int blocks;
    const char* name;
  };
  std::vector<Bound> bounds = {{limits.max_threads / (warps * 32), "threads"}, {limits.max_blocks, "blocks"}};
  if (registers && *registers > 0) {
    const int unit = limits.register_alloc_unit;
    const int per_warp = (*registers * 32 + unit - 1) / unit * unit;
    bounds.push_back({limits.registers / (per_warp * warps), "registers"});
  }
  if (shared_bytes && *shared_bytes > 0)
    bounds.push_back({limits.shared_bytes / (*shared_bytes + limits.shared_reserved_per_block), "shared memory"});
  auto lowest = std::min_element(bounds.begin(), bounds.end(),
                                 [](const Bound& a, const Bound& b) { return a.blocks < b.blocks; });
  const double max_warps = limits.max_threads / 32.0;
  return Occupancy{std::min(1.0, lowest->blocks * warps / max_warps), lowest->name};
}

Facts facts_of(const Member& m, const Experiment& experiment, const DeviceLimits& limits) {
  Facts f;
  f.limits = limits;
  f.shared_limit = static_cast<int>(experiment.gates.max_shared_bytes.value_or(limits.max_smem_per_block));
  if (m.ptxas) {
    f.registers = m.ptxas->registers;
    f.spill_bytes = m.ptxas->spill_bytes();
    f.shared_bytes = m.ptxas->shared_bytes();
  }
  if (!experiment.kernel.launches.empty()) {
    const LaunchSpec& launch = experiment.kernel.launches.front();
    try {
      const Bindings env = experiment.bindings(m.point);
      std::int64_t threads = 1, ctas = 1;
      for (int i = 0; i < 3; ++i) {
        if (!launch.block[i].empty()) threads *= launch.block[i].eval_int(env);
        if (!launch.grid[i].empty()) ctas *= launch.grid[i].eval_int(env);
      }
      f.threads = static_cast<int>(threads);
      f.ctas = ctas;
      if (!f.shared_bytes && !launch.shared_bytes.empty())
        f.shared_bytes = static_cast<int>(launch.shared_bytes.eval_int(env));
    } catch (const ExprError&) {
      // The geometry is the evaluator's to check (it records the failure on
      // the candidate); here the rules just go without these facts.
    }
  }
  const DerivedMetrics d = derive_metrics(m.metrics);
  if (d.achieved_occupancy_pct) {
    f.occupancy = *d.achieved_occupancy_pct / 100.0;
    f.profiled_occupancy = true;
  }
  if (f.threads) {
    if (auto t = theoretical_occupancy(*f.threads, f.registers, f.shared_bytes, limits)) {
      if (!f.occupancy) f.occupancy = t->fraction;
      f.occupancy_limiter = t->limiter;
    }
  }
  f.tensor_pct = d.tensor_pct;
  f.dram_pct = d.dram_pct;
  f.bank_conflict_pct = d.bank_conflict_pct;
  if (!d.stalls.empty()) {
    f.top_stall = d.stalls.front().first;
    f.top_stall_ratio = d.stalls.front().second;
  }
  return f;
}

std::optional<Point> apply_move(const SearchSpace& space, const Point& p, const Move& m, std::string& note) {
  const auto& params = space.parameters();
  for (std::size_t i = 0; i < params.size(); ++i) {
    if (role_of(params[i].name) != m.role) continue;
    const int at = space.value_index(p, static_cast<int>(i));
    if (at < 0) return std::nullopt;
    const auto& values = params[i].values;
    const Value& current = values[at];
    std::optional<Value> next;
    if (m.direction == 0 || !current.is_number()) {
      if (values.size() > 1) next = values[(at + 1) % values.size()];
    } else {
      // The nearest value above (or below) the current one, whatever the list order.
      for (const Value& v : values) {
        if (!v.is_number()) continue;
        const double d = v.as_double() - current.as_double();
        if (m.direction > 0 ? d <= 0 : d >= 0) continue;
        if (!next || std::abs(d) < std::abs(next->as_double() - current.as_double())) next = v;
      }
    }
    if (!next) return std::nullopt;
    Point out = p;
    out[params[i].name] = *next;
    note = fmt::format("{} {}->{}", params[i].name, current.to_string(), next->to_string());
    return out;
  }
  return std::nullopt;
}

}  // namespace evotune::search
