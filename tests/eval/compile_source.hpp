// Test helper of the GPU tests: a kernel given as text, compiled in process
// with the standard options, to its cubin.
#pragma once

#include <string>

#include "core/error.hpp"
#include "eval/compiler.hpp"

namespace evotune::test_support {

/// The cubin of `text` for `arch`; throws EvalError with NVRTC's log when it does not compile.
inline std::string compile_text(const std::string& text, const std::string& name, const std::string& arch) {
  CompileRequest r;
  r.source = text;
  r.name = name;
  r.options = kStandardOptions;
  r.arch = arch;
  const CompileResult c = compile_in_process(r);
  if (c.status != CompileStatus::ok) throw EvalError(name + " does not compile: " + c.message + "\n" + c.log);
  return c.cubin;
}

}  // namespace evotune::test_support
