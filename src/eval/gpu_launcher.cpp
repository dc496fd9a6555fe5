// Loading a program's cubin and launching its kernels (see gpu_launcher.hpp).
#include "eval/gpu_launcher.hpp"

#include <cmath>
#include <cstring>
#include <fstream>
#include <iterator>

#include "eval/driver.hpp"
#include "eval/gpu_correctness.hpp"

namespace evotune {
namespace {

const eval::DriverApi& cu() { return eval::Driver::instance().api(); }

constexpr std::uint32_t kDefaultDynamicSmemLimit = 48 * 1024;

std::string read_cubin(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw EvalError("cannot read cubin file '" + path + "'");
  return std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}

// A scalar's bytes as the kernel's parameter of that dtype takes them.
std::uint64_t scalar_bits(const ArgBinding& a) {
  std::uint64_t bits = 0;
  switch (a.dtype) {
    case DType::f16: bits = float_to_half(static_cast<float>(a.scalar)); break;
    case DType::bf16: bits = float_to_bf16(static_cast<float>(a.scalar)); break;
    case DType::f32: {
      const float f = static_cast<float>(a.scalar);
      std::uint32_t u;
      std::memcpy(&u, &f, 4);
      bits = u;
      break;
    }
    case DType::i32: {
      const auto i = static_cast<std::int32_t>(std::llround(a.scalar));
      std::uint32_t u;
      std::memcpy(&u, &i, 4);
      bits = u;
      break;
    }
  }
  return bits;
}

}  // namespace

LoadedProgram::LoadedProgram(const KernelProgram& program, const std::vector<ArgBinding>& args)
    : label_(program.label), plans_(program.launches) {
  const std::string image = program.cubin.empty() ? read_cubin(program.cubin_path) : program.cubin;
  EVOTUNE_CU(cu().cuModuleLoadData(&module_, image.data()));
  try {
    for (const LaunchPlan& plan : plans_) {
      CUfunction f = nullptr;
      EVOTUNE_CU(cu().cuModuleGetFunction(&f, module_, plan.entry.c_str()));
      if (plan.shared_bytes > kDefaultDynamicSmemLimit)
        EVOTUNE_CU(cu().cuFuncSetAttribute(f, CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES,
                                           static_cast<int>(plan.shared_bytes)));
      functions_.push_back(f);
      std::vector<Parameter> params;
      for (int index : plan.args) {
        const ArgBinding& a = args.at(static_cast<std::size_t>(index));
        Parameter p;
        p.is_tensor = a.is_tensor;
        p.arg = static_cast<std::size_t>(index);
        if (!a.is_tensor) p.bits = scalar_bits(a);
        params.push_back(p);
      }
      parameters_.push_back(std::move(params));
    }
  } catch (...) {
    EVOTUNE_CU_NOTHROW(cu().cuModuleUnload(module_));
    throw;
  }
}

LoadedProgram::~LoadedProgram() {
  if (module_) EVOTUNE_CU_NOTHROW(cu().cuModuleUnload(module_));
}

void LoadedProgram::enqueue(const std::vector<CUdeviceptr>& tensor_ptrs, CUstream stream) const {
  for (std::size_t l = 0; l < plans_.size(); ++l) {
    const LaunchPlan& plan = plans_[l];
    // cuLaunchKernel copies the values behind `pointers` before returning,
    // so locals suffice.
    std::vector<std::uint64_t> values(parameters_[l].size());
    std::vector<void*> pointers(parameters_[l].size());
    for (std::size_t i = 0; i < parameters_[l].size(); ++i) {
      const Parameter& p = parameters_[l][i];
      values[i] = p.is_tensor ? static_cast<std::uint64_t>(tensor_ptrs.at(p.arg)) : p.bits;
      pointers[i] = &values[i];  // little-endian: a 2- or 4-byte scalar is the low bytes
    }
    EVOTUNE_CU(cu().cuLaunchKernel(functions_[l], plan.grid[0], plan.grid[1], plan.grid[2], plan.block[0],
                                   plan.block[1], plan.block[2], plan.shared_bytes, stream, pointers.data(),
                                   nullptr));
  }
}

}  // namespace evotune
