// Mutated experiment files: a few hundred variants of a good file
// (truncated, lines dropped or repeated, types swapped, garbage bytes, YAML
// syntax noise, renamed identifiers), generated from a fixed seed; then the
// hostile corpus (hostile_experiments.hpp: alias bombs, huge lists, sizes
// that overflow, odd paths, junk, odd line ends). Each must either load into
// a complete model or fail with a ConfigError whose every diagnostic names
// the file (and a line, unless it is about the whole file); any other
// exception, or a crash (this runs under ASan/UBSan in CI), is a bug.
// tests/cli/test_validate_fuzz.cpp runs the same corpus through the binary.
#include <gtest/gtest.h>

#include <unistd.h>

#include <cstdint>
#include <filesystem>
#include <string>
#include <vector>

#include "core/error.hpp"
#include "core/experiment.hpp"
#include "hostile_experiments.hpp"
#include "test_files.hpp"

namespace fs = std::filesystem;
using namespace evotune;
using evotune::fuzz::Mutator;
using evotune::test_files::read_file;
using evotune::test_files::write_file;

namespace {

// What every successfully loaded experiment must hold.
void expect_complete(const Experiment& e, const std::string& what) {
  EXPECT_FALSE(e.name.empty()) << what;
  EXPECT_FALSE(e.space.empty()) << what;
  for (const auto& p : e.space) EXPECT_FALSE(p.values.empty()) << what;
  EXPECT_FALSE(e.args.empty()) << what;
  EXPECT_FALSE(e.kernel.launches.empty()) << what;
  EXPECT_FALSE(e.reference.kernel.launches.empty()) << what;
  for (const auto* k : {&e.kernel, &e.reference.kernel}) {
    EXPECT_TRUE(fs::is_regular_file(k->source)) << what;
    for (const auto& l : k->launches) {
      EXPECT_FALSE(l.entry.empty()) << what;
      for (const auto& d : l.grid) EXPECT_FALSE(d.empty()) << what;
      for (const auto& d : l.block) EXPECT_FALSE(d.empty()) << what;
    }
  }
  for (const auto& a : e.args)
    EXPECT_TRUE(a.is_tensor ? !a.shape.empty() : a.tensor_map ? !a.tensor_map->box.empty() : !a.value.empty()) << what;
  EXPECT_GT(e.space_count.valid, 0u) << what;
  EXPECT_LE(e.search.elite, e.search.population) << what;
}

TEST(ExperimentFuzz, MutatedFilesGiveCleanErrors) {
  const fs::path data = fs::path(EVOTUNE_TEST_DATA) / "experiments";
  const std::string base = read_file(data / "good.yaml");
  ASSERT_FALSE(base.empty());
  const fs::path project = fs::temp_directory_path() / ("evotune_test_fuzz_" + std::to_string(::getpid()));
  fs::remove_all(project);
  write_file(project / "templates/tiny.cu", read_file(data / "templates/tiny.cu"));
  write_file(project / "kernels/seeds/tiny_ref.cu", read_file(data / "kernels/seeds/tiny_ref.cu"));
  const fs::path file = project / "experiments/fuzz.yaml";

  Mutator m(20240611);
  constexpr int kFiles = 400;
  int loaded = 0;
  int rejected = 0;
  for (int i = 0; i < kFiles; ++i) {
    std::string what = "#" + std::to_string(i) + " ";
    std::string text = base;
    const std::size_t rounds = 1 + m.below(3);
    for (std::size_t r = 0; r < rounds; ++r) text = m.mutate(std::move(text), what);
    if (i % 50 == 49) {  // now and then, no YAML at all
      std::string noise(1 + m.below(400), '\0');
      for (auto& c : noise) c = static_cast<char>(m.below(256));
      text = noise;
      what += "random-bytes ";
    }
    write_file(file, text);
    try {
      const Experiment e = load_experiment(file);
      expect_complete(e, what);
      ++loaded;
    } catch (const ConfigError& err) {
      ++rejected;
      ASSERT_FALSE(err.diagnostics().empty()) << what;
      for (const auto& d : err.diagnostics()) {
        EXPECT_EQ(d.mark.file, file.string()) << what << d.format();
        EXPECT_GT(d.mark.line, 0) << what << d.format();
        EXPECT_FALSE(d.message.empty()) << what;
      }
      EXPECT_NE(std::string(err.what()).find(file.string() + ":"), std::string::npos) << what;
    } catch (const std::exception& other) {
      ADD_FAILURE() << "not a ConfigError (" << typeid(other).name() << "): " << other.what() << "\nmutations: " << what;
      write_file(project.parent_path() / ("evotune_fuzz_failure_" + std::to_string(i) + ".yaml"), text);
    }
  }
  // The mutations must exercise both outcomes, mostly the error paths.
  EXPECT_GT(rejected, kFiles / 2);
  EXPECT_GT(loaded, 0);
  std::printf("fuzz: %d files loaded, %d rejected with diagnostics\n", loaded, rejected);
  fs::remove_all(project);
}

// Under a sanitizer the loader runs several times slower (the shipped
// s512_mma takes a second to count): there the many variants of the shipped
// files (line ends, truncations, mutations) are thinned to one in four.
constexpr bool kSanitized =
#if defined(__SANITIZE_ADDRESS__)
    true;
#else
    false;
#endif

TEST(ExperimentFuzz, HostileCorpusGivesCleanErrors) {
  const fs::path dir = fs::temp_directory_path() / ("evotune_test_hostile_" + std::to_string(::getpid()));
  fs::remove_all(dir);
  const auto corpus = fuzz::make_hostile_corpus(dir);
  ASSERT_GE(corpus.size(), 500u);
  int loaded = 0, rejected = 0, skipped = 0;
  std::size_t variant = 0;
  for (const auto& c : corpus) {
    // The heavy files would take many seconds under the sanitizers;
    // test_validate_fuzz runs them (and all the rest) through the binary.
    const bool variant_of_shipped = c.kind == "line-ends" || c.kind == "truncations" || c.kind == "mutations";
    if (c.heavy || (kSanitized && variant_of_shipped && variant++ % 4 != 0)) {
      ++skipped;
      continue;
    }
    const std::string what = c.path.string() + " (" + c.what + ")";
    try {
      const Experiment e = load_experiment(c.path);
      expect_complete(e, what);
      EXPECT_TRUE(c.message.empty()) << what << ": loaded, but the loader should have said: " << c.message;
      ++loaded;
    } catch (const ConfigError& err) {
      ++rejected;
      EXPECT_NE(c.exit_code, 0) << what << ": " << err.what();
      ASSERT_FALSE(err.diagnostics().empty()) << what;
      for (const auto& d : err.diagnostics()) {
        EXPECT_EQ(d.mark.file, c.path.string()) << what << d.format();
        // Line 0: a problem of the whole file (it cannot be opened, or is too large).
        EXPECT_GE(d.mark.line, 0) << what << d.format();
        EXPECT_FALSE(d.message.empty()) << what;
      }
      EXPECT_NE(std::string(err.what()).find(c.message), std::string::npos) << what << ":\n" << err.what();
    } catch (const std::exception& other) {
      ADD_FAILURE() << "not a ConfigError (" << typeid(other).name() << "): " << other.what() << "\n" << what;
    }
  }
  EXPECT_GT(loaded, 0);
  EXPECT_GT(rejected, loaded);
  std::printf("hostile corpus: %zu files: %d loaded, %d rejected with diagnostics, %d left to test_validate_fuzz\n",
              corpus.size(), loaded, rejected, skipped);
  fs::remove_all(dir);
}

}  // namespace
