# Sources of src/search (owned by that module).
target_sources(evotune_lib PRIVATE
  search/space.cpp
  search/random.cpp
  search/strategy.cpp
  search/strategy_evo.cpp
  search/strategy_model.cpp
  search/cost_model.cpp
  search/insight_rules.cpp
  search/replay_evaluator.cpp
)
