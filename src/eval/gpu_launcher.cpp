// Loading a program's cubin and launching its kernels (see gpu_launcher.hpp).
#include "eval/gpu_launcher.hpp"

#include <cmath>
#include <cstring>
#include <fstream>
#include <iterator>

#include <fmt/format.h>

#include "eval/driver.hpp"
#include "eval/gpu_correctness.hpp"

namespace evotune {
namespace {

using eval::cu;

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

CUtensorMapDataType tensor_map_dtype(DType t) {
  switch (t) {
    case DType::f16: return CU_TENSOR_MAP_DATA_TYPE_FLOAT16;
    case DType::bf16: return CU_TENSOR_MAP_DATA_TYPE_BFLOAT16;
    case DType::f32: return CU_TENSOR_MAP_DATA_TYPE_FLOAT32;
    case DType::i32: return CU_TENSOR_MAP_DATA_TYPE_INT32;
  }
  return CU_TENSOR_MAP_DATA_TYPE_FLOAT16;
}

CUtensorMapSwizzle tensor_map_swizzle(std::int64_t bytes) {
  switch (bytes) {
    case 32: return CU_TENSOR_MAP_SWIZZLE_32B;
    case 64: return CU_TENSOR_MAP_SWIZZLE_64B;
    case 128: return CU_TENSOR_MAP_SWIZZLE_128B;
    default: return CU_TENSOR_MAP_SWIZZLE_NONE;  // tensor_map_problem refuses other spans first
  }
}

CUtensorMapL2promotion tensor_map_l2(TensorMapL2 l) {
  switch (l) {
    case TensorMapL2::none: return CU_TENSOR_MAP_L2_PROMOTION_NONE;
    case TensorMapL2::b64: return CU_TENSOR_MAP_L2_PROMOTION_L2_64B;
    case TensorMapL2::b128: return CU_TENSOR_MAP_L2_PROMOTION_L2_128B;
    case TensorMapL2::b256: return CU_TENSOR_MAP_L2_PROMOTION_L2_256B;
  }
  return CU_TENSOR_MAP_L2_PROMOTION_L2_256B;
}

}  // namespace

CUtensorMap encode_tensor_map(const ArgBinding& map, const ArgBinding& tensor, CUdeviceptr ptr) {
  const TensorMapBinding& m = map.tensor_map.value();
  const std::string what = fmt::format("tensor map '{}' over '{}' ({})", map.name, tensor.name, tensor_map_text(m));
  if (const auto problem = tensor_map_problem(m, tensor.dtype, tensor.elements))
    throw eval::CudaDriverError(
        fmt::format("{}: {}: {}; cuTensorMapEncodeTiled refuses it", what, problem->key, problem->message),
        CUDA_ERROR_INVALID_VALUE);
  CUtensorMap encoded{};
  const std::vector<cuuint32_t> element_strides(m.dims.size(), 1);
  const CUresult r = cu().cuTensorMapEncodeTiled(
      &encoded, tensor_map_dtype(tensor.dtype), static_cast<cuuint32_t>(m.dims.size()), reinterpret_cast<void*>(ptr),
      m.dims.data(), m.strides.data(), m.box.data(), element_strides.data(), CU_TENSOR_MAP_INTERLEAVE_NONE,
      tensor_map_swizzle(m.swizzle), tensor_map_l2(m.l2_promotion),
      m.oob_fill == TensorMapOob::nan ? CU_TENSOR_MAP_FLOAT_OOB_FILL_NAN_REQUEST_ZERO_FMA
                                      : CU_TENSOR_MAP_FLOAT_OOB_FILL_NONE);
  if (r != CUDA_SUCCESS) {
    const eval::Driver& drv = eval::Driver::instance();
    throw eval::CudaDriverError(fmt::format("{}: cuTensorMapEncodeTiled failed: {} ({}) for the buffer at {:#x}", what,
                                            drv.error_name(r), drv.error_string(r), ptr),
                                r);
  }
  return encoded;
}

LoadedProgram::LoadedProgram(const KernelProgram& program, const std::vector<ArgBinding>& args)
    : args_(args), label_(program.label), plans_(program.launches) {
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
        p.kind = a.is_tensor ? Kind::pointer : a.tensor_map ? Kind::tensor_map : Kind::scalar;
        p.arg = static_cast<std::size_t>(index);
        if (p.kind == Kind::scalar) p.bits = scalar_bits(a);
        if (p.kind == Kind::tensor_map && a.tensor_map->tensor >= args.size())
          throw EvalError(fmt::format("tensor map '{}' is over argument {} of {}", a.name, a.tensor_map->tensor,
                                      args.size()));
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

const CUtensorMap& LoadedProgram::tensor_map(std::size_t arg, const std::vector<CUdeviceptr>& tensor_ptrs) const {
  const ArgBinding& map = args_.at(arg);
  const std::size_t tensor = map.tensor_map->tensor;
  const CUdeviceptr ptr = tensor_ptrs.at(tensor);
  auto it = encoded_.find(arg);
  if (it == encoded_.end() || it->second.ptr != ptr) {
    EncodedMap e;
    e.map = encode_tensor_map(map, args_.at(tensor), ptr);
    e.ptr = ptr;
    it = encoded_.insert_or_assign(arg, e).first;
  }
  return it->second.map;
}

void LoadedProgram::enqueue(const std::vector<CUdeviceptr>& tensor_ptrs, CUstream stream) const {
  for (std::size_t l = 0; l < plans_.size(); ++l) {
    const LaunchPlan& plan = plans_[l];
    // cuLaunchKernel copies the values behind `pointers` before returning,
    // so locals suffice (a tensor map's 128 bytes stay in encoded_).
    std::vector<std::uint64_t> values(parameters_[l].size());
    std::vector<void*> pointers(parameters_[l].size());
    for (std::size_t i = 0; i < parameters_[l].size(); ++i) {
      const Parameter& p = parameters_[l][i];
      if (p.kind == Kind::tensor_map) {
        pointers[i] = const_cast<CUtensorMap*>(&tensor_map(p.arg, tensor_ptrs));
        continue;
      }
      values[i] = p.kind == Kind::pointer ? static_cast<std::uint64_t>(tensor_ptrs.at(p.arg)) : p.bits;
      pointers[i] = &values[i];  // little-endian: a 2- or 4-byte scalar is the low bytes
    }
    EVOTUNE_CU(cu().cuLaunchKernel(functions_[l], plan.grid[0], plan.grid[1], plan.grid[2], plan.block[0],
                                   plan.block[1], plan.block[2], plan.shared_bytes, stream, pointers.data(),
                                   nullptr));
  }
}

}  // namespace evotune
