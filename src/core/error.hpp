// Error types of the tool's own failures, one per layer.
//
// A candidate that fails (compile error, gate reject, wrong result, fault,
// timeout) is *not* an error: it is an ordinary value with a status (see
// core/status.hpp). Exceptions are for bad configuration, I/O, the database,
// and the CUDA/NVRTC/CUPTI APIs failing underneath the tool.
#pragma once

#include <stdexcept>
#include <string>
#include <vector>

namespace evotune {

/// Base of every exception evotune throws on purpose.
class Error : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

/// A place in a user's file, 1-based line and column (0 when unknown).
struct SourceMark {
  std::string file;
  int line = 0;
  int column = 0;
};

/// One problem found in a configuration file.
struct Diagnostic {
  SourceMark mark;
  std::string key;      ///< dotted path of the key, e.g. "space.BLOCK_M"
  std::string message;  ///< what was found and what was expected
  /// "file:line:col: key: message"
  std::string format() const;
};

/// Bad experiment file (or bad command-line override of one). Carries every
/// problem found in the file, not just the first.
class ConfigError : public Error {
 public:
  explicit ConfigError(std::vector<Diagnostic> diagnostics);
  const std::vector<Diagnostic>& diagnostics() const { return diagnostics_; }

 private:
  std::vector<Diagnostic> diagnostics_;
};

/// An expression that does not parse or cannot be evaluated.
class ExprError : public Error {
 public:
  ExprError(std::string message, std::size_t position)
      : Error(std::move(message)), position_(position) {}
  /// 0-based offset into the expression text.
  std::size_t position() const { return position_; }

 private:
  std::size_t position_;
};

/// Rendering a template failed (unknown or missing parameter, unreadable file).
class CodegenError : public Error {
 public:
  using Error::Error;
};

/// The compile or GPU machinery failed (NVRTC API error, driver call failed,
/// CUPTI failed, worker protocol broken). Not a candidate's failure.
class EvalError : public Error {
 public:
  using Error::Error;
};

/// The database failed or holds something unexpected.
class StoreError : public Error {
 public:
  using Error::Error;
};

/// The search was configured wrongly (unknown strategy option, empty space).
class SearchError : public Error {
 public:
  using Error::Error;
};

}  // namespace evotune
