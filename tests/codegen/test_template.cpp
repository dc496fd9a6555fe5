// Parsing of the `// evotune:` declaration block: good blocks and every
// malformed line, each with its file:line.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include "codegen/template.hpp"

using namespace evotune;

namespace {

const char* kGood = R"(// Banner comment of the file.
// evotune:template attention_scalar
// evotune:about Attention forward without tensor cores;
// evotune:about online softmax over key tiles.
// evotune:param BLOCK_M {16,32,64,128} Queries per CTA tile.
// evotune:param NUM_WARPS {1, 2, 4 ,8}   Warps per CTA.
// evotune:param SWIZZLE {none,xor} Shared-memory layout of the K tile.
// evotune:param OFFSET {-1,0,1} A signed knob.

/* a block comment
   spanning lines */
// evotune:problem B H S D
// evotune:problem CAUSAL
// evotune:requires sm_80
// evotune:declares atomics
#include <cuda_fp16.h>
extern "C" __global__ void k() {}
// evotune is mentioned here, in an ordinary comment, which is fine.
)";

/// The message of the CodegenError thrown by parsing `text`.
std::string parse_error(const std::string& text) {
  try {
    parse_template(text, "templates/t.cu");
  } catch (const CodegenError& e) {
    return e.what();
  }
  return "(no error)";
}

}  // namespace

TEST(TemplateParse, ReadsEveryDeclaration) {
  TemplateInfo t = parse_template(kGood, "templates/attention_scalar.cu");
  EXPECT_EQ(t.name, "attention_scalar");
  EXPECT_EQ(t.about, "Attention forward without tensor cores; online softmax over key tiles.");
  ASSERT_EQ(t.params.size(), 4u);
  EXPECT_EQ(t.params[0].name, "BLOCK_M");
  EXPECT_EQ(t.params[0].values, (std::vector<ParamValue>{16, 32, 64, 128}));
  EXPECT_EQ(t.params[0].meaning, "Queries per CTA tile.");
  EXPECT_EQ(t.params[0].line, 5);
  EXPECT_EQ(t.params[1].values, (std::vector<ParamValue>{1, 2, 4, 8}));
  EXPECT_EQ(t.params[1].meaning, "Warps per CTA.");
  EXPECT_EQ(t.params[2].values, (std::vector<ParamValue>{"none", "xor"}));
  EXPECT_TRUE(t.params[2].values[0].is_string());
  EXPECT_EQ(t.params[3].values, (std::vector<ParamValue>{-1, 0, 1}));
  EXPECT_EQ(t.problem, (std::vector<std::string>{"B", "H", "S", "D", "CAUSAL"}));
  EXPECT_EQ(t.requires_arch, "sm_80");
  EXPECT_EQ(t.declares, (std::vector<std::string>{"atomics"}));
  EXPECT_TRUE(t.declares_flag("atomics"));
  EXPECT_FALSE(t.declares_flag("gmem"));
  EXPECT_EQ(t.text, kGood);
  EXPECT_EQ(t.display_path, "templates/attention_scalar.cu");
  ASSERT_NE(t.find_param("SWIZZLE"), nullptr);
  EXPECT_EQ(t.find_param("NOPE"), nullptr);
}

TEST(TemplateParse, MinimalTemplateHasDefaults) {
  TemplateInfo t = parse_template("// evotune:template tiny\nextern \"C\" __global__ void k() {}\n", "t.cu");
  EXPECT_EQ(t.name, "tiny");
  EXPECT_TRUE(t.params.empty());
  EXPECT_FALSE(t.requires_arch.has_value());
  EXPECT_TRUE(t.declares.empty());
}

TEST(TemplateParse, CrLfLineEndings) {
  TemplateInfo t = parse_template("// evotune:template w\r\n// evotune:param X {1,2} Knob.\r\nint x;\r\n", "t.cu");
  ASSERT_EQ(t.params.size(), 1u);
  EXPECT_EQ(t.params[0].meaning, "Knob.");
}

TEST(TemplateParse, ErrorsNameFileAndLine) {
  EXPECT_EQ(parse_error("// evotune:template a\n// evotune:colour blue\n"),
            "templates/t.cu:2: unknown declaration 'evotune:colour' (known: template, about, param, problem, requires, "
            "declares)");
  EXPECT_EQ(parse_error("// evotune:param X {1} K.\n"),
            "templates/t.cu: no `// evotune:template NAME` line: every template names itself in its declaration "
            "block");
  EXPECT_EQ(parse_error("// evotune:template a b\n"),
            "templates/t.cu:1: evotune:template: expected one name (letters, digits, _), found 'a b'");
  EXPECT_EQ(parse_error("// evotune:template a\n// evotune:template b\n"),
            "templates/t.cu:2: evotune:template: second template line (already named 'a')");
}

TEST(TemplateParse, MalformedParams) {
  const std::string head = "// evotune:template a\n";
  EXPECT_EQ(parse_error(head + "// evotune:param X 1,2 Knob.\n"),
            "templates/t.cu:2: evotune:param: expected 'NAME {v1,v2,...} MEANING', found 'X 1,2 Knob.'");
  EXPECT_EQ(parse_error(head + "// evotune:param 9X {1} Knob.\n"),
            "templates/t.cu:2: evotune:param: '9X' is not a macro name (letters, digits, _; not starting with a "
            "digit)");
  EXPECT_EQ(parse_error(head + "// evotune:param X {1,2 Knob.\n"),
            "templates/t.cu:2: evotune:param X: value list has no closing '}'");
  EXPECT_EQ(parse_error(head + "// evotune:param X { } Knob.\n"), "templates/t.cu:2: evotune:param X: empty value list");
  EXPECT_EQ(parse_error(head + "// evotune:param X {1,,2} Knob.\n"),
            "templates/t.cu:2: evotune:param X: value '' is neither an integer nor a bare word");
  EXPECT_EQ(parse_error(head + "// evotune:param X {1.5} Knob.\n"),
            "templates/t.cu:2: evotune:param X: value '1.5' is neither an integer nor a bare word");
  EXPECT_EQ(parse_error(head + "// evotune:param X {1,2,1} Knob.\n"),
            "templates/t.cu:2: evotune:param X: value '1' listed twice");
  EXPECT_EQ(parse_error(head + "// evotune:param X {1,2}\n"),
            "templates/t.cu:2: evotune:param X: missing meaning after the value list");
  EXPECT_EQ(parse_error(head + "// evotune:param X {1} A.\n// evotune:param X {2} B.\n"),
            "templates/t.cu:3: 'X' is already declared as a parameter");
  EXPECT_EQ(parse_error(head + "// evotune:problem S\n// evotune:param S {2} B.\n"),
            "templates/t.cu:3: 'S' is already declared as a problem name");
  EXPECT_EQ(parse_error(head + "// evotune:param X {1,2} default=3 Knob.\n"),
            "templates/t.cu:2: evotune:param X: default '3' is not one of its values");
  EXPECT_EQ(parse_error(head + "// evotune:param X {1,2} default=1\n"),
            "templates/t.cu:2: evotune:param X: missing meaning after the value list");
}

TEST(TemplateParse, AParameterMayHaveADefault) {
  const TemplateInfo t = parse_template(
      "// evotune:template a\n// evotune:param X {1,2,4} default=2 Knob with a default.\n"
      "// evotune:param L {row,col} default=col Layout.\n// evotune:param Y {1} Plain.\n",
      "templates/t.cu");
  ASSERT_EQ(t.params.size(), 3u);
  EXPECT_EQ(t.params[0].default_value, Value(2));
  EXPECT_EQ(t.params[0].meaning, "Knob with a default.");
  EXPECT_EQ(t.params[1].default_value, Value("col"));
  EXPECT_FALSE(t.params[2].default_value);
}

TEST(TemplateParse, MalformedOtherLines) {
  const std::string head = "// evotune:template a\n";
  EXPECT_EQ(parse_error(head + "// evotune:problem\n"), "templates/t.cu:2: evotune:problem: expected one or more problem names");
  EXPECT_EQ(parse_error(head + "// evotune:problem B-1\n"), "templates/t.cu:2: evotune:problem: 'B-1' is not a macro name");
  EXPECT_EQ(parse_error(head + "// evotune:problem B B\n"), "templates/t.cu:2: 'B' is already declared as a problem name");
  EXPECT_EQ(parse_error(head + "// evotune:requires hopper\n"),
            "templates/t.cu:2: evotune:requires: expected one target such as sm_80 or sm_90a, found 'hopper'");
  EXPECT_EQ(parse_error(head + "// evotune:requires sm_80\n// evotune:requires sm_90\n"),
            "templates/t.cu:3: evotune:requires: second requires line (already sm_80)");
  EXPECT_EQ(parse_error(head + "// evotune:declares atomic\n"),
            "templates/t.cu:2: evotune:declares: unknown flag 'atomic' (known: atomics, gmem)");
  EXPECT_EQ(parse_error(head + "// evotune:about\n"), "templates/t.cu:2: evotune:about: empty description");
}

TEST(TemplateParse, DeclarationAfterCodeIsRefused) {
  EXPECT_EQ(parse_error("// evotune:template a\n#include <x.h>\n\n// evotune:param X {1} K.\n"),
            "templates/t.cu:4: declaration after code (code starts at line 2); the `// evotune:` block must come "
            "first");
}

TEST(TemplateLoad, DisplayPathIsRelativeToRoot) {
  namespace fs = std::filesystem;
  fs::path root = fs::temp_directory_path() / ("evotune-tmpl-" + std::to_string(::getpid()));
  fs::create_directories(root / "templates");
  std::ofstream(root / "templates" / "x.cu") << "// evotune:template x\nint y;\n";
  TemplateInfo t = load_template(root / "templates" / "x.cu", root);
  EXPECT_EQ(t.display_path, "templates/x.cu");
  EXPECT_TRUE(t.file.is_absolute());
  // Outside the root: the path as given.
  TemplateInfo u = load_template(root / "templates" / "x.cu", root / "elsewhere");
  EXPECT_EQ(u.display_path, (root / "templates" / "x.cu").generic_string());
  try {
    load_template(root / "templates" / "missing.cu", root);
    FAIL() << "no error for a missing file";
  } catch (const CodegenError& e) {
    EXPECT_EQ(std::string(e.what()), (root / "templates" / "missing.cu").string() + ": cannot read template file");
  }
  fs::remove_all(root);
}
