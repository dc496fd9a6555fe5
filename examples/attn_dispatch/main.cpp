// A C++ program that calls an exported attention library: every tuned shape
// through attn_forward(), each output checked against a host reference in
// double precision, then the errors the dispatch must return (an untuned
// shape, a workspace too small). Made for the attention experiments (problem
// B, H, S, D, CAUSAL; arguments q, k, v, o, scratch, scale):
//
//   evotune export s512 --best -o attn          # attn.cu, attn.h, attn.json
//   nvcc -O3 -gencode arch=compute_90a,code=sm_90a -std=c++17 -c attn.cu -o attn.o
//   nvcc -O3 -std=c++17 -I. examples/attn_dispatch/main.cpp attn.o -o attn_dispatch
//   ./attn_dispatch [max_rel_norm]               # default 2e-3, the experiments' bound
//
// Prints one JSON object per line (one per shape, then the error checks);
// exit code 0 when every check passed. scripts/gpu_check.sh (step `export`) runs it.
#include <cuda_fp16.h>
#include <cuda_runtime.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <vector>

#include "attn.h"

static_assert(ATTN_NUM_SIZES == 5, "this example is for the attention experiments (B, H, S, D, CAUSAL)");

namespace {

#define CHECK_CUDA(call)                                                                              \
  do {                                                                                                \
    cudaError_t err_ = (call);                                                                        \
    if (err_ != cudaSuccess) {                                                                        \
      std::fprintf(stderr, "%s:%d: %s: %s\n", __FILE__, __LINE__, #call, cudaGetErrorString(err_));   \
      std::exit(1);                                                                                   \
    }                                                                                                 \
  } while (0)

// splitmix64 and Box-Muller: the same inputs on every machine.
struct Rng {
  std::uint64_t state;
  std::uint64_t next() {
    std::uint64_t z = (state += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
  }
  double uniform() { return (next() >> 11) * (1.0 / 9007199254740992.0); }
  double normal() {
    const double u1 = std::max(uniform(), 1e-300), u2 = uniform();
    return std::sqrt(-2.0 * std::log(u1)) * std::cos(6.283185307179586 * u2);
  }
};

struct Shape {
  int b, h, s, d, causal;
};

// ||out - ref|| / ||ref|| over `rows` sampled query rows, the reference in double.
double check_rows(const Shape& x, const std::vector<__half>& q, const std::vector<__half>& k,
                  const std::vector<__half>& v, const std::vector<__half>& o, int rows, Rng& rng) {
  const double scale = 1.0 / std::sqrt(static_cast<double>(x.d));
  double diff = 0.0, norm = 0.0;
  std::vector<double> p(static_cast<std::size_t>(x.s));
  for (int r = 0; r < rows; ++r) {
    const std::size_t head = rng.next() % static_cast<std::uint64_t>(x.b * x.h);
    const int i = static_cast<int>(rng.next() % static_cast<std::uint64_t>(x.s));
    const std::size_t base = head * x.s * x.d;
    const int keys = x.causal ? i + 1 : x.s;
    double top = -INFINITY;
    for (int j = 0; j < keys; ++j) {
      double dot = 0.0;
      for (int c = 0; c < x.d; ++c)
        dot += static_cast<double>(__half2float(q[base + i * x.d + c])) * __half2float(k[base + j * x.d + c]);
      p[j] = dot * scale;
      top = std::max(top, p[j]);
    }
    double sum = 0.0;
    for (int j = 0; j < keys; ++j) sum += (p[j] = std::exp(p[j] - top));
    for (int c = 0; c < x.d; ++c) {
      double ref = 0.0;
      for (int j = 0; j < keys; ++j) ref += p[j] * __half2float(v[base + j * x.d + c]);
      ref /= sum;
      const double got = __half2float(o[base + i * x.d + c]);
      diff += (got - ref) * (got - ref);
      norm += ref * ref;
    }
  }
  return std::sqrt(diff / std::max(norm, 1e-300));
}

}  // namespace

int main(int argc, char** argv) {
  const double bound = argc > 1 ? std::atof(argv[1]) : 2e-3;
  const int count = attn_tuned_shapes(nullptr, 0);
  std::vector<int> sizes(static_cast<std::size_t>(count) * ATTN_NUM_SIZES);
  attn_tuned_shapes(sizes.data(), count);
  cudaStream_t stream;
  CHECK_CUDA(cudaStreamCreate(&stream));
  bool ok = count > 0;
  Rng rng{12345};
  for (int t = 0; t < count; ++t) {
    const int* z = &sizes[static_cast<std::size_t>(t) * ATTN_NUM_SIZES];
    const Shape x{z[0], z[1], z[2], z[3], z[4]};
    const std::size_t n = static_cast<std::size_t>(x.b) * x.h * x.s * x.d;
    std::vector<__half> q(n), k(n), v(n), o(n);
    for (auto* t_ : {&q, &k, &v})
      for (auto& e : *t_) e = __float2half(static_cast<float>(rng.normal()));
    void *dq, *dk, *dv, *d_o, *workspace = nullptr;
    for (void** p : {&dq, &dk, &dv, &d_o}) CHECK_CUDA(cudaMalloc(p, n * sizeof(__half)));
    CHECK_CUDA(cudaMemcpy(dq, q.data(), n * sizeof(__half), cudaMemcpyHostToDevice));
    CHECK_CUDA(cudaMemcpy(dk, k.data(), n * sizeof(__half), cudaMemcpyHostToDevice));
    CHECK_CUDA(cudaMemcpy(dv, v.data(), n * sizeof(__half), cudaMemcpyHostToDevice));
    CHECK_CUDA(cudaMemset(d_o, 0xFF, n * sizeof(__half)));  // NaN: an unwritten output shows
    const std::size_t workspace_bytes = attn_workspace_bytes(x.b, x.h, x.s, x.d, x.causal);
    if (workspace_bytes > 0) CHECK_CUDA(cudaMalloc(&workspace, workspace_bytes));
    const float scale = 1.0f / std::sqrt(static_cast<float>(x.d));

    evotune_status st = attn_forward(dq, dk, dv, d_o, scale, x.b, x.h, x.s, x.d, x.causal, workspace, workspace_bytes,
                                     stream);
    CHECK_CUDA(cudaStreamSynchronize(stream));
    double err = NAN;
    if (st == EVOTUNE_OK) {
      CHECK_CUDA(cudaMemcpy(o.data(), d_o, n * sizeof(__half), cudaMemcpyDeviceToHost));
      err = check_rows(x, q, k, v, o, 64, rng);
    }
    // Timing: 50 calls between CUDA events after 5 warm-up calls.
    float ms = 0.f;
    if (st == EVOTUNE_OK) {
      cudaEvent_t a, b;
      CHECK_CUDA(cudaEventCreate(&a));
      CHECK_CUDA(cudaEventCreate(&b));
      for (int r = 0; r < 5; ++r)
        attn_forward(dq, dk, dv, d_o, scale, x.b, x.h, x.s, x.d, x.causal, workspace, workspace_bytes, stream);
      CHECK_CUDA(cudaEventRecord(a, stream));
      for (int r = 0; r < 50; ++r)
        attn_forward(dq, dk, dv, d_o, scale, x.b, x.h, x.s, x.d, x.causal, workspace, workspace_bytes, stream);
      CHECK_CUDA(cudaEventRecord(b, stream));
      CHECK_CUDA(cudaEventSynchronize(b));
      CHECK_CUDA(cudaEventElapsedTime(&ms, a, b));
    }
    const bool pass = st == EVOTUNE_OK && err <= bound;
    ok = ok && pass;
    std::printf("{\"shape\": {\"B\": %d, \"H\": %d, \"S\": %d, \"D\": %d, \"CAUSAL\": %d}, \"status\": \"%s\", "
                "\"rel_err\": %.3g, \"bound\": %.3g, \"us_per_call\": %.3f, \"pass\": %s}\n",
                x.b, x.h, x.s, x.d, x.causal, attn_status_string(st), err, bound, 1000.0 * ms / 50, pass ? "true" : "false");

    if (t == 0 && workspace_bytes > 0) {  // a workspace one byte short is refused, nothing launched
      st = attn_forward(dq, dk, dv, d_o, scale, x.b, x.h, x.s, x.d, x.causal, workspace, workspace_bytes - 1, stream);
      ok = ok && st == EVOTUNE_WORKSPACE_TOO_SMALL;
      std::printf("{\"check\": \"workspace too small\", \"status\": \"%s\", \"pass\": %s}\n", attn_status_string(st),
                  st == EVOTUNE_WORKSPACE_TOO_SMALL ? "true" : "false");
    }
    if (t == 0) {  // a shape nobody tuned: S grown until it is not in the list
      Shape u = x;
      for (bool tuned = true; tuned;) {
        u.s += 64;
        tuned = false;
        for (int i = 0; i < count; ++i)
          tuned = tuned || (sizes[i * 5] == u.b && sizes[i * 5 + 1] == u.h && sizes[i * 5 + 2] == u.s &&
                            sizes[i * 5 + 3] == u.d && sizes[i * 5 + 4] == u.causal);
      }
      st = attn_forward(dq, dk, dv, d_o, scale, u.b, u.h, u.s, u.d, u.causal, workspace, workspace_bytes, stream);
      ok = ok && st == EVOTUNE_UNTUNED_SHAPE && attn_workspace_bytes(u.b, u.h, u.s, u.d, u.causal) == 0;
      std::printf("{\"check\": \"untuned shape\", \"shape\": {\"B\": %d, \"H\": %d, \"S\": %d, \"D\": %d, \"CAUSAL\": "
                  "%d}, \"status\": \"%s\", \"pass\": %s}\n",
                  u.b, u.h, u.s, u.d, u.causal, attn_status_string(st), st == EVOTUNE_UNTUNED_SHAPE ? "true" : "false");
    }
    for (void* p : {dq, dk, dv, d_o}) CHECK_CUDA(cudaFree(p));
    if (workspace) CHECK_CUDA(cudaFree(workspace));
  }
  CHECK_CUDA(cudaStreamDestroy(stream));
  std::printf("{\"result\": \"%s\", \"shapes\": %d}\n", ok ? "pass" : "FAIL", count);
  return ok ? 0 : 1;
}
