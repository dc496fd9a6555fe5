// A candidate's (or the reference's) program loaded on the GPU: its module,
// its entry points, and the launches that make one call.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include <cuda.h>

#include "eval/worker_protocol.hpp"

namespace evotune {

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
  /// `tensor_ptrs` (indexed like the job's args; ignored for scalars).
  void enqueue(const std::vector<CUdeviceptr>& tensor_ptrs, CUstream stream) const;

  std::size_t launches() const { return plans_.size(); }
  const std::string& entry(std::size_t launch) const { return plans_[launch].entry; }
  const std::string& label() const { return label_; }

 private:
  struct Parameter {
    bool is_tensor = true;
    std::size_t arg = 0;      // index into the job's args
    std::uint64_t bits = 0;   // scalars: the value's bytes, as the kernel takes it
  };
  std::string label_;
  CUmodule module_ = nullptr;
  std::vector<LaunchPlan> plans_;
  std::vector<CUfunction> functions_;
  std::vector<std::vector<Parameter>> parameters_;  // per launch
};

}  // namespace evotune
