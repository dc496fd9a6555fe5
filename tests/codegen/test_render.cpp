// Rendering: fixed prelude order, #line, every refusal, target resolution and
// the stability of the candidate's identity.
#include <gtest/gtest.h>

#include "codegen/render.hpp"
#include "core/hash.hpp"

using namespace evotune;
using namespace std::string_literals;

namespace {

const char* kTemplate = R"(// evotune:template t
// evotune:param NUM_WARPS {1,2,4} Warps per CTA.
// evotune:param BLOCK_M {16,32,64} Rows per CTA.
// evotune:param SWIZZLE {none,xor} Layout.
// evotune:problem S CAUSAL
extern "C" __global__ void k() {}
)";

Experiment experiment() {
  Experiment e;
  e.name = "unit";
  e.problem = {{"B", Value(2)}, {"S", Value(512)}, {"CAUSAL", Value(0)}};
  e.kernel.options = {"-DEXTRA=1"};
  return e;
}

Point point() { return Point{{"BLOCK_M", Value(64)}, {"NUM_WARPS", Value(4)}, {"SWIZZLE", Value("xor")}}; }

std::string render_error(const TemplateInfo& t, const Experiment& e, const Point& p) {
  try {
    render(t, e, p);
  } catch (const CodegenError& err) {
    return err.what();
  }
  return "(no error)";
}

}  // namespace

TEST(Render, PreludeInDeclaredOrderThenLine) {
  TemplateInfo t = parse_template(kTemplate, "templates/t.cu");
  RenderedSource r = render(t, experiment(), point());
  const std::string expected_prelude =
      "#define NUM_WARPS 4\n#define BLOCK_M 64\n#define SWIZZLE xor\n#define S 512\n#define CAUSAL 0\n"
      "#line 1 \"templates/t.cu\"\n";
  EXPECT_EQ(r.text, expected_prelude + kTemplate);
  ASSERT_EQ(r.defines.size(), 5u);
  EXPECT_EQ(r.defines[0], (std::pair<std::string, std::string>{"NUM_WARPS", "4"}));
  EXPECT_EQ(r.defines[4], (std::pair<std::string, std::string>{"CAUSAL", "0"}));
}

TEST(Render, RefusesUndeclaredMissingAndIllegal) {
  TemplateInfo t = parse_template(kTemplate, "templates/t.cu");
  Point p = point();
  p["TILE_K"] = Value(8);
  EXPECT_EQ(render_error(t, experiment(), p),
            "cannot render template t (templates/t.cu) for experiment 'unit':\n"
            "  parameter 'TILE_K' is not declared by template t (templates/t.cu) (declared: NUM_WARPS, BLOCK_M, "
            "SWIZZLE)");

  p = point();
  p.erase("BLOCK_M");
  EXPECT_EQ(render_error(t, experiment(), p),
            "cannot render template t (templates/t.cu) for experiment 'unit':\n"
            "  parameter 'BLOCK_M' (declared at templates/t.cu:3) has no value at this point");

  p = point();
  p["BLOCK_M"] = Value(48);
  p["SWIZZLE"] = Value("diag");
  EXPECT_EQ(render_error(t, experiment(), p),
            "cannot render template t (templates/t.cu) for experiment 'unit':\n"
            "  BLOCK_M=48 is not a legal value (line 3 of templates/t.cu allows: 16, 32, 64)\n"
            "  SWIZZLE=diag is not a legal value (line 4 of templates/t.cu allows: none, xor)");

  // The integer 4 and the word "4" are different values.
  p = point();
  p["NUM_WARPS"] = Value("4");
  EXPECT_NE(render_error(t, experiment(), p).find("NUM_WARPS=4 is not a legal value"), std::string::npos);
}

TEST(Render, AParameterLeftOutRendersItsDefault) {
  const std::string text = std::string(kTemplate).replace(
      std::string(kTemplate).find("// evotune:problem"), 0, "// evotune:param MIN_CTAS {1,2} default=1 Optional.\n");
  TemplateInfo t = parse_template(text, "templates/t.cu");
  RenderedSource r = render(t, experiment(), point());  // no MIN_CTAS
  ASSERT_EQ(r.defines.size(), 6u);
  EXPECT_EQ(r.defines[3], (std::pair<std::string, std::string>{"MIN_CTAS", "1"}));
  Point p = point();
  p["MIN_CTAS"] = Value(2);
  EXPECT_EQ(render(t, experiment(), p).defines[3], (std::pair<std::string, std::string>{"MIN_CTAS", "2"}));
  p["MIN_CTAS"] = Value(3);
  EXPECT_NE(render_error(t, experiment(), p).find("MIN_CTAS=3 is not a legal value"), std::string::npos);
}

TEST(Render, RefusesProblemNameTheExperimentLacks) {
  TemplateInfo t = parse_template(kTemplate, "templates/t.cu");
  Experiment e = experiment();
  e.problem = {{"B", Value(2)}, {"S", Value(512)}};
  EXPECT_EQ(render_error(t, e, point()),
            "cannot render template t (templates/t.cu) for experiment 'unit':\n"
            "  template t (templates/t.cu) needs problem size 'CAUSAL', which experiment 'unit' does not define (it "
            "has: B, S)");
}

TEST(CandidateId, StableAndSensitiveToEveryInput) {
  // Pinned: the identity must not change between versions or machines.
  EXPECT_EQ(candidate_id("x", {"-a", "-b"}, "sm_90"), candidate_id("x", {"-a", "-b"}, "sm_90"));
  const std::string id = candidate_id("x", {"-a", "-b"}, "sm_90");
  EXPECT_EQ(id.size(), 64u);
  EXPECT_EQ(id, sha256_hex("x\0-a\n-b\0sm_90"s));
  EXPECT_EQ(id, "f28908dd34e64d9073515bc940b261adaa8d0d3f9abcf8c663c60863e1e5cefc");
  EXPECT_NE(id, candidate_id("x ", {"-a", "-b"}, "sm_90"));
  EXPECT_NE(id, candidate_id("x", {"-b", "-a"}, "sm_90"));
  EXPECT_NE(id, candidate_id("x", {"-a", "-b"}, "sm_90a"));
  // The separators keep text, options and target apart.
  EXPECT_NE(candidate_id("x", {"-a"}, "sm_90"), candidate_id("x\0-a"s, {}, "sm_90"));
}

TEST(CandidateId, MakeCandidateUsesStandardAndExperimentOptions) {
  TemplateInfo t = parse_template(kTemplate, "templates/t.cu");
  CandidateSource c = make_candidate(t, experiment(), point(), "sm_90");
  EXPECT_EQ(c.options, (std::vector<std::string>{"-std=c++17", "-lineinfo", "-DEXTRA=1"}));
  EXPECT_EQ(c.arch, "sm_90");
  EXPECT_EQ(c.id, candidate_id(c.source.text, c.options, "sm_90"));
  // Same inputs, same identity; another point, another identity.
  EXPECT_EQ(c.id, make_candidate(t, experiment(), point(), "sm_90").id);
  Point p = point();
  p["BLOCK_M"] = Value(32);
  EXPECT_NE(c.id, make_candidate(t, experiment(), p, "sm_90").id);
}

TEST(RenderedCandidates, RenderedForItsIdentityThenTakenOnce) {
  TemplateInfo t = parse_template(kTemplate, "templates/t.cu");
  RenderedCandidates rendered;
  const std::string id = rendered.make(t, experiment(), point(), "sm_90").id;
  Point other = point();
  other["BLOCK_M"] = Value(16);
  rendered.make(t, experiment(), other, "sm_90");
  EXPECT_EQ(rendered.size(), 2u);
  // submit() takes what identity() rendered: the same candidate, not kept twice.
  const CandidateSource taken = rendered.take(id, t, experiment(), point(), "sm_90");
  EXPECT_EQ(taken.id, id);
  EXPECT_EQ(taken.id, make_candidate(t, experiment(), point(), "sm_90").id);
  EXPECT_EQ(rendered.size(), 1u);
  // Not kept (taken already, or another target): rendered again, the same identity as make_candidate's.
  EXPECT_EQ(rendered.take(id, t, experiment(), point(), "sm_90").id, id);
  EXPECT_EQ(rendered.take(id, t, experiment(), point(), "sm_90a").id,
            make_candidate(t, experiment(), point(), "sm_90a").id);
  rendered.clear();
  EXPECT_EQ(rendered.size(), 0u);
}

TEST(ResolveArch, PrecedenceAndRequirements) {
  TemplateInfo plain = parse_template("// evotune:template p\n", "p.cu");
  EXPECT_EQ(resolve_arch(plain, std::nullopt, std::nullopt, std::nullopt), "sm_90");
  EXPECT_EQ(resolve_arch(plain, std::nullopt, std::nullopt, "sm_89"), "sm_89");
  EXPECT_EQ(resolve_arch(plain, std::nullopt, "sm_80", "sm_89"), "sm_80");
  EXPECT_EQ(resolve_arch(plain, "sm_86", "sm_80", "sm_89"), "sm_86");
  EXPECT_THROW(resolve_arch(plain, "hopper", std::nullopt, std::nullopt), CodegenError);

  TemplateInfo hopper = parse_template("// evotune:template h\n// evotune:requires sm_90a\n", "h.cu");
  EXPECT_EQ(resolve_arch(hopper, std::nullopt, std::nullopt, std::nullopt), "sm_90a");
  EXPECT_EQ(resolve_arch(hopper, "sm_90", std::nullopt, std::nullopt), "sm_90a");
  try {
    resolve_arch(hopper, "sm_100", std::nullopt, std::nullopt);
    FAIL() << "sm_100 accepted for an sm_90a template";
  } catch (const CodegenError& e) {
    EXPECT_EQ(std::string(e.what()),
              "template h requires sm_90a (instructions of that GPU generation only); target sm_100 cannot run it");
  }

  TemplateInfo ampere = parse_template("// evotune:template a\n// evotune:requires sm_80\n", "a.cu");
  EXPECT_EQ(resolve_arch(ampere, "sm_90", std::nullopt, std::nullopt), "sm_90");
  try {
    resolve_arch(ampere, "sm_75", std::nullopt, std::nullopt);
    FAIL() << "sm_75 accepted for an sm_80 template";
  } catch (const CodegenError& e) {
    EXPECT_EQ(std::string(e.what()), "template a requires sm_80 or newer; target is sm_75");
  }
}
