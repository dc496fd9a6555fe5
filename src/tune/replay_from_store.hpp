// A recorded landscape from the database: the evaluated candidates of one
// search (e.g. an exhaustive run on the GPU), for the replay evaluator
// (search/replay_evaluator.hpp) and the sample-efficiency benchmark.
#pragma once

#include <cstdint>

#include "search/replay_evaluator.hpp"
#include "store/store.hpp"

namespace evotune::tune {

/// The evaluated candidates of an experiment's search in one environment.
/// Throws SearchError when there are none.
search::ReplayTable replay_table_from_store(store::Store& store, std::int64_t experiment_id,
                                            std::int64_t environment_id);

}  // namespace evotune::tune
