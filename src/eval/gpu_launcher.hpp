// A candidate's (or the reference's) program loaded on the GPU: its module,
// its entry points, and the launches that make one call.
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include <cuda.h>

#include "eval/worker_protocol.hpp"

namespace evotune {

/// Tensor map `map` (an argument with a tensor_map binding) over `tensor`, the
/// buffer at `ptr`, encoded with cuTensorMapEncodeTiled. Throws
/// eval::CudaDriverError naming the map: CUDA_ERROR_INVALID_VALUE for one
/// tensor_map_problem() finds wrong (said in words, before the driver is
/// asked), else what the driver returned. A candidate's map failing is that
/// candidate's fault; the context is untouched (encoding is host-side).
CUtensorMap encode_tensor_map(const ArgBinding& map, const ArgBinding& tensor, CUdeviceptr ptr);

class LoadedProgram {
 public:
  /// Loads `program`'s cubin (inline bytes or its file) into the current
  /// context, resolves every launch's entry point and raises the dynamic
  /// shared-memory limit where a launch needs more than the 48 KiB default.
  /// Throws eval::CudaDriverError for a failed driver call, EvalError for an
  /// unreadable cubin file.
  LoadedProgram(const KernelProgram& program, const std::vector<ArgBinding>& args);
  ~LoadedProgram();
  LoadedProgram(const LoadedProgram&) = delete;
  LoadedProgram& operator=(const LoadedProgram&) = delete;

  /// Enqueues one call: every launch in order, tensor arguments from
  /// `tensor_ptrs` (indexed like the job's args; ignored for scalars), tensor
  /// maps encoded for the pointer of their tensor there (again whenever that
  /// pointer differs from the one a map was last encoded for: the reference
  /// runs on buffers of its own, layouts are reallocated between jobs).
  /// Throws eval::CudaDriverError for a map the driver refuses.
  void enqueue(const std::vector<CUdeviceptr>& tensor_ptrs, CUstream stream) const;

  std::size_t launches() const { return plans_.size(); }
  const std::string& entry(std::size_t launch) const { return plans_[launch].entry; }
  const std::string& label() const { return label_; }

 private:
  enum class Kind { pointer, scalar, tensor_map };
  struct Parameter {
    Kind kind = Kind::pointer;
    std::size_t arg = 0;      // index into the job's args
    std::uint64_t bits = 0;   // scalars: the value's bytes, as the kernel takes it
  };
  // A tensor map as last encoded, and for which pointer of its tensor.
  struct EncodedMap {
    CUdeviceptr ptr = 0;
    CUtensorMap map{};
  };
  const CUtensorMap& tensor_map(std::size_t arg, const std::vector<CUdeviceptr>& tensor_ptrs) const;

  std::vector<ArgBinding> args_;  // the job's (tensor maps are encoded from them)
  mutable std::map<std::size_t, EncodedMap> encoded_;  // by argument index; one thread uses a program
  std::string label_;
  CUmodule module_ = nullptr;
  std::vector<LaunchPlan> plans_;
  std::vector<CUfunction> functions_;
  std::vector<std::vector<Parameter>> parameters_;  // per launch
};

}  // namespace evotune
