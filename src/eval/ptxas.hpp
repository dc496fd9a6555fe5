// ptxas' resource report (`-Xptxas -v`), parsed into numbers per function.
//
// ptxas reports per function under its symbol name: extern "C" entries keep
// their name, C++ ones are mangled; `demangled` and find_entry() map them
// back to the names an experiment uses.
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <string_view>
#include <vector>

namespace evotune {

/// Resource usage of one function, as ptxas printed it.
struct PtxasStats {
  std::string name;       ///< symbol as printed (mangled for C++ functions)
  std::string demangled;  ///< readable name (== name for extern "C")
  bool is_entry = false;  ///< a __global__ function ("Compiling entry function")
  bool has_usage = false; ///< a "Used N registers" line was seen
  int registers = 0;      ///< per thread
  int barriers = 0;       ///< named barriers used
  std::int64_t stack_frame_bytes = 0;
  std::int64_t spill_store_bytes = 0;
  std::int64_t spill_load_bytes = 0;
  std::int64_t cumulative_stack_bytes = 0;  ///< incl. callees (entries that call non-inlined functions)
  std::int64_t static_smem_bytes = 0;       ///< static __shared__ (dynamic is added at launch)
  std::map<int, std::int64_t> cmem_bytes;   ///< constant bank -> bytes (not printed by every ptxas)
  std::string target;                       ///< e.g. "sm_90" (entries)

  std::int64_t spill_bytes() const { return spill_store_bytes + spill_load_bytes; }
};

/// The whole report of one compile.
struct PtxasReport {
  std::vector<PtxasStats> functions;    ///< in the order ptxas reported them
  std::int64_t gmem_bytes = 0;          ///< module-scope __device__ variables
  std::map<int, std::int64_t> module_cmem_bytes;  ///< module-level constant banks (__constant__)
  std::vector<std::string> warnings;    ///< "ptxas warning" lines and "(Cnnnn)" advisories, verbatim
  /// Advisories that ptxas serialized wgmma.mma_async instructions (the async pipeline is lost),
  /// as "C7512: due to insufficient register resources" (code and cause, without the function).
  std::vector<std::string> wgmma_serializations;

  /// Entry functions only, in report order.
  std::vector<const PtxasStats*> entries() const;
  /// The entry called `entry` by an experiment: exact symbol, else an entry
  /// whose demangled name (without its parameter list) equals it. nullptr if none.
  const PtxasStats* find_entry(std::string_view entry) const;
};

/// Parses the ptxas lines of a compile log (other lines are ignored).
/// Never throws: an unrecognised line is skipped, so a newer ptxas wording
/// shows up as missing numbers (has_usage false), not as a crash.
PtxasReport parse_ptxas_log(std::string_view log);

/// Demangles an Itanium C++ symbol; returns `symbol` unchanged when it is not one.
std::string demangle_symbol(const std::string& symbol);

}  // namespace evotune
