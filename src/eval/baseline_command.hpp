// Baselines measured, not typed (issue 15): an experiment's `baselines:` entry
// with `command:` is a shell command run on the machine that tuned, which
// reads the experiment's shapes as JSON on stdin and prints its times as JSON
// on stdout. This runs it (in the experiment's folder, under a time limit)
// and checks what it printed against the experiment.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "core/experiment.hpp"
#include "core/records.hpp"

namespace evotune::eval {

/// What a baseline's command reads on stdin (one line of JSON):
/// {"experiment": NAME, "shapes": [{"B": 2, "H": 8, ...}, ...]}, every shape
/// of the set in set order (the one shape of a single-shape experiment).
std::string baseline_command_input(const Experiment& e);

/// Reads a baseline command's output: a JSON list with one object per shape
/// measured, {shape: {B: 2, ...} (optional for a single-shape experiment),
/// time_us (> 0), rel_norm (optional, >= 0), device, method}. A shape must be
/// one of the set's (naming enough keys to tell it apart) and appear once;
/// shapes it leaves out are not measured. Throws EvalError naming the
/// baseline, its command and what is wrong (not JSON, a missing or mistyped
/// key, an unknown key, a shape not in the set, ...).
std::vector<MeasuredBaseline> parse_baseline_output(const Experiment& e, const BaselineCommand& b,
                                                    std::string_view output);

/// What a baseline's command measured.
struct BaselineCommandResult {
  std::vector<MeasuredBaseline> measured;     ///< in output order
  std::vector<std::string> unmeasured;        ///< shape keys of the set it printed nothing for
  std::string stderr_tail;                    ///< the end of what it wrote to stderr
};

/// Runs `b.command` with /bin/sh -c in the folder of `e.file`, the input of
/// baseline_command_input on its stdin, and parses its stdout. Its process
/// group is killed when it runs past `b.timeout_s` (and when it ends, so that
/// nothing it started lingers). Throws EvalError, naming the baseline and its
/// command, when it cannot start, exits other than 0, is killed, runs past
/// its time limit, prints more than 16 MiB, or prints something
/// parse_baseline_output refuses.
BaselineCommandResult run_baseline_command(const Experiment& e, const BaselineCommand& b);

}  // namespace evotune::eval
