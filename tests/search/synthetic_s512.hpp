// The experiment of the synthetic s512 landscape (tests/data/landscapes/synthetic_s512.csv,
// made by make_synthetic_s512.py; its space and restrictions are those of
// experiments/s512_scalar.yaml), built by hand so the tests do not depend on the
// experiment file. Free of GoogleTest, so bench programs can include it too
// (synthetic_experiment.hpp adds the landscape and a temp folder for the tests).
#pragma once

#include "core/experiment.hpp"
#include "core/hash.hpp"

namespace evotune::fixtures {

inline Experiment synthetic_s512_experiment() {
  Experiment e;
  e.name = "synthetic_s512";
  e.file = "/tests/synthetic_s512.yaml";
  e.problem = {{"B", Value(2)}, {"H", Value(8)}, {"S", Value(512)}, {"D", Value(64)}, {"CAUSAL", Value(0)}};
  e.space = {{"BLOCK_M", {16, 32, 64, 128}, {}},
             {"BLOCK_N", {16, 32, 64, 128}, {}},
             {"NUM_WARPS", {1, 2, 4, 8}, {}},
             {"ROWS_PER_THREAD", {1, 2, 4}, {}},
             {"PAD", {0, 2, 4, 8}, {}}};
  for (const char* r : {
           "(NUM_WARPS * 32 * ROWS_PER_THREAD) % BLOCK_M == 0",
           "NUM_WARPS * 32 * ROWS_PER_THREAD >= BLOCK_M && NUM_WARPS * 32 * ROWS_PER_THREAD / BLOCK_M <= 32",
           "NUM_WARPS * 32 * ROWS_PER_THREAD < BLOCK_M || is_pow2(NUM_WARPS * 32 * ROWS_PER_THREAD / BLOCK_M)",
           "NUM_WARPS * 32 * ROWS_PER_THREAD < BLOCK_M || BLOCK_N % (NUM_WARPS * 32 * ROWS_PER_THREAD / BLOCK_M) == 0",
           "NUM_WARPS * 32 * ROWS_PER_THREAD < BLOCK_M || D % (NUM_WARPS * 32 * ROWS_PER_THREAD / BLOCK_M) == 0",
           "2 * (BLOCK_M + 2 * BLOCK_N) * (D + PAD) + 4 * BLOCK_M * BLOCK_N <= 227 * 1024",
       })
    e.restrictions.push_back({Expr::parse(r), {}});
  LaunchSpec launch;
  launch.entry = "attention_scalar";
  launch.grid[0] = Expr::parse("ceil_div(S, BLOCK_M)");
  launch.grid[1] = Expr::parse("H");
  launch.grid[2] = Expr::parse("B");
  launch.block[0] = Expr::parse("NUM_WARPS * 32");
  launch.shared_bytes = Expr::parse("2 * (BLOCK_M + 2 * BLOCK_N) * (D + PAD) + 4 * BLOCK_M * BLOCK_N");
  e.kernel.launches.push_back(launch);
  e.gates.max_registers = 255;
  e.gates.max_spill_bytes = 0;
  e.search.strategy = "evo";
  e.search.population = 16;
  e.search.elite = 4;
  e.search.seed = 1;
  e.search.budget.evaluations = 120;
  e.file_text = "synthetic_s512 (built in tests)\n";
  e.file_hash = sha256_hex(e.file_text);
  return e;
}

}  // namespace evotune::fixtures
