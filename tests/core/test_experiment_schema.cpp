// docs/experiment.schema.json and the loader cannot drift apart (issue 18,
// editor support): for every mapping whose keys the loader checks
// (experiment_keys()), the schema lists exactly those keys and refuses others.
// The schema's validation of the shipped files: tests/python/test_experiment_schema.py.
#include <algorithm>
#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "core/experiment.hpp"

namespace evotune {
namespace {

using nlohmann::json;

json read_schema() {
  std::ifstream in(std::filesystem::path(EVOTUNE_SOURCE_ROOT) / "docs/experiment.schema.json");
  EXPECT_TRUE(in) << "no docs/experiment.schema.json";
  return json::parse(in);
}

// Follows "$ref": "#/$defs/x/..." (local references only) until a schema without one.
const json& resolve(const json& schema, const json* node) {
  for (int hops = 0; node->contains("$ref"); ++hops) {
    if (hops > 16) throw std::runtime_error("a $ref cycle");
    const std::string ref = node->at("$ref").get<std::string>();
    if (ref.rfind("#/", 0) != 0) throw std::runtime_error("not a local $ref: " + ref);
    node = &schema.at(json::json_pointer(ref.substr(1)));
  }
  return *node;
}

// The branch of `node` (itself, or one of its anyOf/oneOf alternatives) that is of `type`.
const json* branch_of_type(const json& schema, const json& node, const std::string& type) {
  const json& n = resolve(schema, &node);
  if (n.contains("type")) {
    const json& t = n.at("type");
    if (t == type || (t.is_array() && std::find(t.begin(), t.end(), type) != t.end())) return &n;
  }
  for (const char* alternatives : {"anyOf", "oneOf"})
    if (n.contains(alternatives))
      for (const json& alt : n.at(alternatives))
        if (const json* b = branch_of_type(schema, alt, type)) return b;
  return nullptr;
}

// The schema of the mapping at a path of experiment_keys(): "" the top,
// "a.b" property b of a, "a.*" any entry of mapping a, "a[]" an element of list a.
const json* schema_at(const json& schema, const std::string& path) {
  const json* node = branch_of_type(schema, schema, "object");
  std::stringstream parts(path);
  for (std::string part; node && std::getline(parts, part, '.');) {
    const bool element = part.size() > 2 && part.ends_with("[]");
    if (element) part.resize(part.size() - 2);
    if (part == "*") {
      node = node->contains("additionalProperties") ? &node->at("additionalProperties") : nullptr;
    } else {
      node = node->contains("properties") && node->at("properties").contains(part) ? &node->at("properties").at(part)
                                                                                   : nullptr;
    }
    if (node && element) {
      const json* list = branch_of_type(schema, *node, "array");
      node = list && list->contains("items") ? &list->at("items") : nullptr;
    }
    if (node) node = branch_of_type(schema, *node, "object");
  }
  return node;
}

TEST(ExperimentSchema, ListsExactlyTheKeysTheLoaderAccepts) {
  const json schema = read_schema();
  ASSERT_FALSE(experiment_keys().empty());
  for (const auto& [path, keys] : experiment_keys()) {
    const std::string where = path.empty() ? "the top level" : path;
    const json* node = schema_at(schema, path);
    ASSERT_NE(node, nullptr) << "docs/experiment.schema.json has no mapping at " << where;
    EXPECT_EQ(node->value("additionalProperties", json(true)), json(false))
        << where << ": the schema must refuse keys the loader refuses (additionalProperties: false)";
    std::set<std::string> in_schema;
    for (const auto& [key, _] : node->at("properties").items()) in_schema.insert(key);
    const std::set<std::string> in_loader(keys.begin(), keys.end());
    for (const std::string& key : in_loader)
      EXPECT_TRUE(in_schema.count(key)) << where << ": the loader accepts '" << key << "', the schema does not list it";
    for (const std::string& key : in_schema)
      EXPECT_TRUE(in_loader.count(key)) << where << ": the schema lists '" << key << "', the loader refuses it";
  }
}

// The loader really checks against the table: a key it lists loads, one it does not is refused.
TEST(ExperimentSchema, TheLoaderChecksKeysAgainstTheTable) {
  const std::filesystem::path file = std::filesystem::path(EVOTUNE_SOURCE_ROOT) / "experiments/s512_scalar.yaml";
  std::ifstream in(file);
  std::stringstream text;
  text << in.rdbuf();
  const auto& profile = experiment_keys().at("profile");
  ASSERT_NE(std::find(profile.begin(), profile.end(), "top"), profile.end());
  ASSERT_EQ(text.str().find("\nprofile:"), std::string::npos);
  EXPECT_NO_THROW(load_experiment_text(file, text.str() + "\nprofile: {top: 0}\n"));
  try {
    load_experiment_text(file, text.str() + "\nprofile: {topp: 0}\n");
    ADD_FAILURE() << "an unknown profile key loaded";
  } catch (const ConfigError& e) {
    EXPECT_NE(std::string(e.what()).find("topp"), std::string::npos) << e.what();
  }
}

// The path walk itself finds what it should and nothing else (a walk that finds nothing would pass vacuously).
TEST(ExperimentSchema, PathWalk) {
  const json schema = read_schema();
  ASSERT_NE(schema_at(schema, "kernel.launches[]"), nullptr);
  EXPECT_TRUE(schema_at(schema, "kernel.launches[]")->at("properties").contains("grid"));
  ASSERT_NE(schema_at(schema, "args.*.init"), nullptr);
  EXPECT_TRUE(schema_at(schema, "args.*.init")->at("properties").contains("kind"));
  EXPECT_EQ(schema_at(schema, "kernel.no_such"), nullptr);
  EXPECT_EQ(schema_at(schema, "name"), nullptr);  // a string, not a mapping
}

}  // namespace
}  // namespace evotune
