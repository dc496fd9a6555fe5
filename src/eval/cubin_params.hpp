// The parameters of a kernel entry as the compiled module declares them, read
// from the cubin itself: its ELF section `.nv.info.<entry>` holds one
// EIATTR_KPARAM_INFO record per parameter (ordinal, offset, size). This works
// without a driver, so `evotune compile` can check a kernel's parameters
// against the experiment's `args` on a machine with no GPU; the driver's
// cuFuncGetParamInfo (CUDA 12.4+) gives the same figures but needs a loaded
// module, hence a GPU.
#pragma once

#include <optional>
#include <string_view>
#include <vector>

namespace evotune {

/// One parameter of a kernel entry.
struct KernelParam {
  int ordinal = 0;  ///< position in the parameter list, from 0
  int offset = 0;   ///< bytes into the parameter buffer
  int size = 0;     ///< bytes (a pointer: 8)
};

/// The parameters of `entry` in `cubin` (ELF bytes), by ordinal; nullopt when
/// the module has no such entry. Throws EvalError for bytes that are not a
/// well-formed 64-bit ELF or a parameter table that runs past its section.
std::optional<std::vector<KernelParam>> kernel_params(std::string_view cubin, std::string_view entry);

}  // namespace evotune
