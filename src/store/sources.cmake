# Sources of src/store (owned by that module).
target_sources(evotune_lib PRIVATE
  store/sqlite.cpp
  store/schema.cpp
  store/store.cpp
  store/leaderboard_queries.cpp
  store/profile_store.cpp
  store/comparison_store.cpp
  store/shape_store.cpp
  store/prediction_store.cpp
  store/baseline_store.cpp
  store/run_lock.cpp
)

# db/schema.sql is compiled into the binary (store/schema_sql.hpp), so a run
# needs no file but the database itself.
set(EVOTUNE_SCHEMA_HEADER ${CMAKE_CURRENT_BINARY_DIR}/generated/store/schema_sql.hpp)
add_custom_command(
  OUTPUT ${EVOTUNE_SCHEMA_HEADER}
  COMMAND ${CMAKE_COMMAND} -DINPUT=${PROJECT_SOURCE_DIR}/db/schema.sql -DOUTPUT=${EVOTUNE_SCHEMA_HEADER}
          -DNAME=kSchemaV1Sql -P ${PROJECT_SOURCE_DIR}/cmake/EmbedText.cmake
  DEPENDS ${PROJECT_SOURCE_DIR}/db/schema.sql ${PROJECT_SOURCE_DIR}/cmake/EmbedText.cmake
  COMMENT "Embedding db/schema.sql")
target_sources(evotune_lib PRIVATE ${EVOTUNE_SCHEMA_HEADER})
target_include_directories(evotune_lib PRIVATE ${CMAKE_CURRENT_BINARY_DIR}/generated)
