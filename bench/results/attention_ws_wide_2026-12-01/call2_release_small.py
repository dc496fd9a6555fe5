# evotune export (Python module release_small): experiment attn_ws_release_small, 3 specializations
# experiment attn_ws_release_small (attn_ws_release_small.yaml, sha256 ac67cc0149236154); template attention_ws
# kernels    cubins for sm_90a compiled by evotune (NVRTC, -std=c++17 -lineinfo) at export
# state      the template declares gmem: a specialization may keep state in its module's
#            __device__ memory (e.g. counters it resets itself), so calls must not overlap in
#            time: one stream, or streams ordered by events
# exported   2026-12-01 23:21 UTC
# shape 0  B=2 H=8 S=512 D=64 CAUSAL=0: BLOCK_N=128 M_WG=2 STAGES=4 PIPE=0 PINGPONG=0 REGSPLIT=0 CLUSTER=1 TILES=1 KSPLIT=2 ROWSUM=hadd RESCALE=always STREAMK=0 QBUFS=2 QFREE=late PREFETCH=none QBAR=cta QSRC=smem MCAST=1 RELEASE=split (5.18 us on NVIDIA H200 (cc 9.0, 132 SMs, driver 580.159.04, CUDA 13.0, NVRTC 13.0))
# shape 1  B=2 H=8 S=512 D=64 CAUSAL=1: BLOCK_N=128 M_WG=2 STAGES=4 PIPE=0 PINGPONG=0 REGSPLIT=0 CLUSTER=1 TILES=1 KSPLIT=2 ROWSUM=hadd RESCALE=always STREAMK=0 QBUFS=2 QFREE=late PREFETCH=none QBAR=cta QSRC=smem MCAST=1 RELEASE=split (5.50 us on NVIDIA H200 (cc 9.0, 132 SMs, driver 580.159.04, CUDA 13.0, NVRTC 13.0))
# shape 2  B=2 H=8 S=512 D=128 CAUSAL=0: BLOCK_N=128 M_WG=1 STAGES=2 PIPE=0 PINGPONG=0 REGSPLIT=0 CLUSTER=1 TILES=1 KSPLIT=1 ROWSUM=alu RESCALE=lazy STREAMK=0 QBUFS=2 QFREE=late PREFETCH=none QBAR=cta QSRC=smem MCAST=1 RELEASE=split (7.68 us on NVIDIA H200 (cc 9.0, 132 SMs, driver 580.159.04, CUDA 13.0, NVRTC 13.0))
"""release_small: the kernels evotune tuned for experiment attn_ws_release_small, callable from PyTorch.

    import release_small
    o = release_small.forward(q, k, v, causal=causal)

Tuned shapes (release_small.SHAPES):
    B=2, H=8, S=512, D=64, CAUSAL=0
    B=2, H=8, S=512, D=64, CAUSAL=1
    B=2, H=8, S=512, D=128, CAUSAL=0

forward() picks the kernel tuned for the inputs' sizes (UntunedShapeError for others), checks
dtypes, shapes, device and contiguity, allocates the output(s) and launches on
torch.cuda.current_stream(); it returns at once (asynchronous, like any CUDA op).

How: the cubins evotune compiled (and, with --best, measured) are embedded below and loaded
with the CUDA driver (libcuda through ctypes) at import: no compiler, CUDA headers or CuPy
needed, no build step. They run on sm_90a GPUs only.

torch.compile: forward is the custom op torch.ops.evotune_release_small_b0700642d5bf.forward (torch >= 2.4), with a
fake implementation, so compiled graphs keep it as one op (no graph break).
CUDA graphs: launches go on the current stream, so torch.cuda.graph() captures them; the
kernels are loaded at import (a second GPU loads at its first call: make that call before
capturing). Autograd: forward only (no backward).
CuPy arrays (any object with __cuda_array_interface__) are accepted and the outputs come back
as CuPy arrays; the launches still go on PyTorch's current stream.
"""

import base64
import ctypes
import json
import struct
import threading
import typing
import warnings

import torch

__all__ = ["forward", "SHAPES", "UntunedShapeError", "EvotuneError"]

_NAME = "release_small"
_OP_NAME = "evotune_release_small_b0700642d5bf::forward"
# The library description (the same as release_small.json of `evotune export -o release_small`).
_LIBRARY = json.loads(r"""{
  "format": "evotune-library/1",
  "name": "release_small",
  "function": "release_small_forward",
  "experiment": "attn_ws_release_small",
  "experiment_file": "attn_ws_release_small.yaml",
  "experiment_sha256": "ac67cc01492361545a5038fc9813114bf8bd63369d7eda101ee4ba9e7f7952e5",
  "template": "attention_ws",
  "source_file": "release_small.cu",
  "header_file": "release_small.h",
  "compile": {
    "arch": "sm_90a",
    "options": [
      "-std=c++17",
      "-lineinfo"
    ]
  },
  "build": {
    "shared": "nvcc -O3 -gencode arch=compute_90a,code=sm_90a -std=c++17 -Xcompiler -fPIC -shared release_small.cu -o librelease_small.so",
    "object": "nvcc -O3 -gencode arch=compute_90a,code=sm_90a -std=c++17 -c release_small.cu -o release_small.o"
  },
  "problem": [
    "B",
    "H",
    "S",
    "D",
    "CAUSAL"
  ],
  "arguments": [
    {
      "index": 0,
      "name": "q",
      "kind": "tensor",
      "dtype": "f16",
      "role": "input",
      "shape_expr": [
        "B",
        "H",
        "S",
        "D"
      ]
    },
    {
      "index": 1,
      "name": "k",
      "kind": "tensor",
      "dtype": "f16",
      "role": "input",
      "shape_expr": [
        "B",
        "H",
        "S",
        "D"
      ]
    },
    {
      "index": 2,
      "name": "v",
      "kind": "tensor",
      "dtype": "f16",
      "role": "input",
      "shape_expr": [
        "B",
        "H",
        "S",
        "D"
      ]
    },
    {
      "index": 3,
      "name": "o",
      "kind": "tensor",
      "dtype": "f16",
      "role": "output",
      "shape_expr": [
        "B",
        "H",
        "S",
        "D"
      ]
    },
    {
      "index": 4,
      "name": "scale",
      "kind": "scalar",
      "dtype": "f32",
      "value_expr": "1.0 / sqrt(D)"
    },
    {
      "index": 5,
      "name": "q_map",
      "kind": "tensor_map",
      "dtype": "f16",
      "tensor": "q",
      "dims_expr": [
        "B * H * S",
        "D"
      ],
      "box_expr": [
        "64",
        "64"
      ],
      "swizzle_expr": "128"
    },
    {
      "index": 6,
      "name": "k_map",
      "kind": "tensor_map",
      "dtype": "f16",
      "tensor": "k",
      "dims_expr": [
        "B * H * S",
        "D"
      ],
      "box_expr": [
        "BLOCK_N",
        "64"
      ],
      "swizzle_expr": "128"
    },
    {
      "index": 7,
      "name": "v_map",
      "kind": "tensor_map",
      "dtype": "f16",
      "tensor": "v",
      "dims_expr": [
        "B * H * S",
        "D"
      ],
      "box_expr": [
        "BLOCK_N",
        "64"
      ],
      "swizzle_expr": "128"
    }
  ],
  "specializations": [
    {
      "index": 0,
      "shape": {
        "B": 2,
        "H": 8,
        "S": 512,
        "D": 64,
        "CAUSAL": 0
      },
      "candidate": "89f141197ca2397c8e9816eab9133c8964bc2d360a7bac5a233115b933c4faa3",
      "parameters": {
        "BLOCK_N": 128,
        "M_WG": 2,
        "STAGES": 4,
        "PIPE": 0,
        "PINGPONG": 0,
        "REGSPLIT": 0,
        "CLUSTER": 1,
        "TILES": 1,
        "KSPLIT": 2,
        "ROWSUM": "hadd",
        "RESCALE": "always",
        "STREAMK": 0,
        "QBUFS": 2,
        "QFREE": "late",
        "PREFETCH": "none",
        "QBAR": "cta",
        "QSRC": "smem",
        "MCAST": 1,
        "RELEASE": "split"
      },
      "namespace": "release_small_s0",
      "arguments": [
        {
          "name": "q",
          "shape": [
            2,
            8,
            512,
            64
          ],
          "elements": 524288,
          "bytes": 1048576
        },
        {
          "name": "k",
          "shape": [
            2,
            8,
            512,
            64
          ],
          "elements": 524288,
          "bytes": 1048576
        },
        {
          "name": "v",
          "shape": [
            2,
            8,
            512,
            64
          ],
          "elements": 524288,
          "bytes": 1048576
        },
        {
          "name": "o",
          "shape": [
            2,
            8,
            512,
            64
          ],
          "elements": 524288,
          "bytes": 1048576
        },
        {
          "name": "scale",
          "value": 0.125
        },
        {
          "name": "q_map",
          "tensor_map": {
            "tensor": "q",
            "tensor_index": 0,
            "dims": [
              8192,
              64
            ],
            "box": [
              64,
              64
            ],
            "swizzle": "128B",
            "l2_promotion": "256B",
            "oob_fill": "zero",
            "encode": {
              "data_type": 6,
              "rank": 2,
              "global_dim": [
                64,
                8192
              ],
              "global_strides": [
                128
              ],
              "box_dim": [
                64,
                64
              ],
              "element_strides": [
                1,
                1
              ],
              "interleave": 0,
              "swizzle": 3,
              "l2_promotion": 3,
              "oob_fill": 0
            }
          }
        },
        {
          "name": "k_map",
          "tensor_map": {
            "tensor": "k",
            "tensor_index": 1,
            "dims": [
              8192,
              64
            ],
            "box": [
              128,
              64
            ],
            "swizzle": "128B",
            "l2_promotion": "256B",
            "oob_fill": "zero",
            "encode": {
              "data_type": 6,
              "rank": 2,
              "global_dim": [
                64,
                8192
              ],
              "global_strides": [
                128
              ],
              "box_dim": [
                64,
                128
              ],
              "element_strides": [
                1,
                1
              ],
              "interleave": 0,
              "swizzle": 3,
              "l2_promotion": 3,
              "oob_fill": 0
            }
          }
        },
        {
          "name": "v_map",
          "tensor_map": {
            "tensor": "v",
            "tensor_index": 2,
            "dims": [
              8192,
              64
            ],
            "box": [
              128,
              64
            ],
            "swizzle": "128B",
            "l2_promotion": "256B",
            "oob_fill": "zero",
            "encode": {
              "data_type": 6,
              "rank": 2,
              "global_dim": [
                64,
                8192
              ],
              "global_strides": [
                128
              ],
              "box_dim": [
                64,
                128
              ],
              "element_strides": [
                1,
                1
              ],
              "interleave": 0,
              "swizzle": 3,
              "l2_promotion": 3,
              "oob_fill": 0
            }
          }
        }
      ],
      "workspace": {
        "bytes": 0,
        "parts": []
      },
      "launches": [
        {
          "entry": "attention_ws",
          "grid": [
            128,
            1,
            1
          ],
          "block": [
            384,
            1,
            1
          ],
          "shared_bytes": 158888,
          "args": [
            5,
            6,
            7,
            3,
            4
          ],
          "arg_names": [
            "q_map",
            "k_map",
            "v_map",
            "o",
            "scale"
          ],
          "symbol": "release_small_s0_attention_ws"
        }
      ],
      "measured": {
        "median_us": 5.185,
        "p10_us": 5.152,
        "p90_us": 5.312,
        "device": "NVIDIA H200 (cc 9.0, 132 SMs, driver 580.159.04, CUDA 13.0, NVRTC 13.0)",
        "measured_at": "2026-12-01T23:20:33.727Z"
      },
      "status": null,
      "sanitizer": "clean under compute-sanitizer (memcheck clean, racecheck clean, synccheck clean)"
    },
    {
      "index": 1,
      "shape": {
        "B": 2,
        "H": 8,
        "S": 512,
        "D": 64,
        "CAUSAL": 1
      },
      "candidate": "ceb7230e277fba3ab6a8d62fd4917536d28e008ea13b889d1e34fe265f064f98",
      "parameters": {
        "BLOCK_N": 128,
        "M_WG": 2,
        "STAGES": 4,
        "PIPE": 0,
        "PINGPONG": 0,
        "REGSPLIT": 0,
        "CLUSTER": 1,
        "TILES": 1,
        "KSPLIT": 2,
        "ROWSUM": "hadd",
        "RESCALE": "always",
        "STREAMK": 0,
        "QBUFS": 2,
        "QFREE": "late",
        "PREFETCH": "none",
        "QBAR": "cta",
        "QSRC": "smem",
        "MCAST": 1,
        "RELEASE": "split"
      },
      "namespace": "release_small_s1",
      "arguments": [
        {
          "name": "q",
          "shape": [
            2,
            8,
            512,
            64
          ],
          "elements": 524288,
          "bytes": 1048576
        },
        {
          "name": "k",
          "shape": [
            2,
            8,
            512,
            64
          ],
          "elements": 524288,
          "bytes": 1048576
        },
        {
          "name": "v",
          "shape": [
            2,
            8,
            512,
            64
          ],
          "elements": 524288,
          "bytes": 1048576
        },
        {
          "name": "o",
          "shape": [
            2,
            8,
            512,
            64
          ],
          "elements": 524288,
          "bytes": 1048576
        },
        {
          "name": "scale",
          "value": 0.125
        },
        {
          "name": "q_map",
          "tensor_map": {
            "tensor": "q",
            "tensor_index": 0,
            "dims": [
              8192,
              64
            ],
            "box": [
              64,
              64
            ],
            "swizzle": "128B",
            "l2_promotion": "256B",
            "oob_fill": "zero",
            "encode": {
              "data_type": 6,
              "rank": 2,
              "global_dim": [
                64,
                8192
              ],
              "global_strides": [
                128
              ],
              "box_dim": [
                64,
                64
              ],
              "element_strides": [
                1,
                1
              ],
              "interleave": 0,
              "swizzle": 3,
              "l2_promotion": 3,
              "oob_fill": 0
            }
          }
        },
        {
          "name": "k_map",
          "tensor_map": {
            "tensor": "k",
            "tensor_index": 1,
            "dims": [
              8192,
              64
            ],
            "box": [
              128,
              64
            ],
            "swizzle": "128B",
            "l2_promotion": "256B",
            "oob_fill": "zero",
            "encode": {
              "data_type": 6,
              "rank": 2,
              "global_dim": [
                64,
                8192
              ],
              "global_strides": [
                128
              ],
              "box_dim": [
                64,
                128
              ],
              "element_strides": [
                1,
                1
              ],
              "interleave": 0,
              "swizzle": 3,
              "l2_promotion": 3,
              "oob_fill": 0
            }
          }
        },
        {
          "name": "v_map",
          "tensor_map": {
            "tensor": "v",
            "tensor_index": 2,
            "dims": [
              8192,
              64
            ],
            "box": [
              128,
              64
            ],
            "swizzle": "128B",
            "l2_promotion": "256B",
            "oob_fill": "zero",
            "encode": {
              "data_type": 6,
              "rank": 2,
              "global_dim": [
                64,
                8192
              ],
              "global_strides": [
                128
              ],
              "box_dim": [
                64,
                128
              ],
              "element_strides": [
                1,
                1
              ],
              "interleave": 0,
              "swizzle": 3,
              "l2_promotion": 3,
              "oob_fill": 0
            }
          }
        }
      ],
      "workspace": {
        "bytes": 0,
        "parts": []
      },
      "launches": [
        {
          "entry": "attention_ws",
          "grid": [
            128,
            1,
            1
          ],
          "block": [
            384,
            1,
            1
          ],
          "shared_bytes": 158888,
          "args": [
            5,
            6,
            7,
            3,
            4
          ],
          "arg_names": [
            "q_map",
            "k_map",
            "v_map",
            "o",
            "scale"
          ],
          "symbol": "release_small_s1_attention_ws"
        }
      ],
      "measured": {
        "median_us": 5.504,
        "p10_us": 5.439,
        "p90_us": 5.6,
        "device": "NVIDIA H200 (cc 9.0, 132 SMs, driver 580.159.04, CUDA 13.0, NVRTC 13.0)",
        "measured_at": "2026-12-01T23:20:47.341Z"
      },
      "status": null,
      "sanitizer": "clean under compute-sanitizer (memcheck clean, racecheck clean, synccheck clean)"
    },
    {
      "index": 2,
      "shape": {
        "B": 2,
        "H": 8,
        "S": 512,
        "D": 128,
        "CAUSAL": 0
      },
      "candidate": "7d8d68ecccf7b551655e1cc4f3bed9cefc0298356a253cd48dd526135ab6a506",
      "parameters": {
        "BLOCK_N": 128,
        "M_WG": 1,
        "STAGES": 2,
        "PIPE": 0,
        "PINGPONG": 0,
        "REGSPLIT": 0,
        "CLUSTER": 1,
        "TILES": 1,
        "KSPLIT": 1,
        "ROWSUM": "alu",
        "RESCALE": "lazy",
        "STREAMK": 0,
        "QBUFS": 2,
        "QFREE": "late",
        "PREFETCH": "none",
        "QBAR": "cta",
        "QSRC": "smem",
        "MCAST": 1,
        "RELEASE": "split"
      },
      "namespace": "release_small_s2",
      "arguments": [
        {
          "name": "q",
          "shape": [
            2,
            8,
            512,
            128
          ],
          "elements": 1048576,
          "bytes": 2097152
        },
        {
          "name": "k",
          "shape": [
            2,
            8,
            512,
            128
          ],
          "elements": 1048576,
          "bytes": 2097152
        },
        {
          "name": "v",
          "shape": [
            2,
            8,
            512,
            128
          ],
          "elements": 1048576,
          "bytes": 2097152
        },
        {
          "name": "o",
          "shape": [
            2,
            8,
            512,
            128
          ],
          "elements": 1048576,
          "bytes": 2097152
        },
        {
          "name": "scale",
          "value": 0.08838834764831843
        },
        {
          "name": "q_map",
          "tensor_map": {
            "tensor": "q",
            "tensor_index": 0,
            "dims": [
              8192,
              128
            ],
            "box": [
              64,
              64
            ],
            "swizzle": "128B",
            "l2_promotion": "256B",
            "oob_fill": "zero",
            "encode": {
              "data_type": 6,
              "rank": 2,
              "global_dim": [
                128,
                8192
              ],
              "global_strides": [
                256
              ],
              "box_dim": [
                64,
                64
              ],
              "element_strides": [
                1,
                1
              ],
              "interleave": 0,
              "swizzle": 3,
              "l2_promotion": 3,
              "oob_fill": 0
            }
          }
        },
        {
          "name": "k_map",
          "tensor_map": {
            "tensor": "k",
            "tensor_index": 1,
            "dims": [
              8192,
              128
            ],
            "box": [
              128,
              64
            ],
            "swizzle": "128B",
            "l2_promotion": "256B",
            "oob_fill": "zero",
            "encode": {
              "data_type": 6,
              "rank": 2,
              "global_dim": [
                128,
                8192
              ],
              "global_strides": [
                256
              ],
              "box_dim": [
                64,
                128
              ],
              "element_strides": [
                1,
                1
              ],
              "interleave": 0,
              "swizzle": 3,
              "l2_promotion": 3,
              "oob_fill": 0
            }
          }
        },
        {
          "name": "v_map",
          "tensor_map": {
            "tensor": "v",
            "tensor_index": 2,
            "dims": [
              8192,
              128
            ],
            "box": [
              128,
              64
            ],
            "swizzle": "128B",
            "l2_promotion": "256B",
            "oob_fill": "zero",
            "encode": {
              "data_type": 6,
              "rank": 2,
              "global_dim": [
                128,
                8192
              ],
              "global_strides": [
                256
              ],
              "box_dim": [
                64,
                128
              ],
              "element_strides": [
                1,
                1
              ],
              "interleave": 0,
              "swizzle": 3,
              "l2_promotion": 3,
              "oob_fill": 0
            }
          }
        }
      ],
      "workspace": {
        "bytes": 0,
        "parts": []
      },
      "launches": [
        {
          "entry": "attention_ws",
          "grid": [
            128,
            1,
            1
          ],
          "block": [
            256,
            1,
            1
          ],
          "shared_bytes": 148584,
          "args": [
            5,
            6,
            7,
            3,
            4
          ],
          "arg_names": [
            "q_map",
            "k_map",
            "v_map",
            "o",
            "scale"
          ],
          "symbol": "release_small_s2_attention_ws"
        }
      ],
      "measured": {
        "median_us": 7.68,
        "p10_us": 7.647,
        "p90_us": 7.712,
        "device": "NVIDIA H200 (cc 9.0, 132 SMs, driver 580.159.04, CUDA 13.0, NVRTC 13.0)",
        "measured_at": "2026-12-01T23:21:03.878Z"
      },
      "status": null,
      "sanitizer": "clean under compute-sanitizer (memcheck clean, racecheck clean, synccheck clean)"
    }
  ],
  "tolerance": {
    "atol": 0.002,
    "rtol": 0.004,
    "max_rel_norm": 0.002
  },
  "exported_at": "2026-12-01 23:21 UTC"
}
""")

# One cubin per specialization, base64.
_CUBINS = [base64.b64decode(c) for c in (
    (
        "f0VMRgIBAUEIAAAAAAAAAAIAvgABAAAAAAAAAAAAAACQSwEAAAAAANBFAQAAAAAABFoACkAAOAAFAEAAFwABAAAuc2hzdHJ0"
        "YWIALnN0cnRhYgAuc3ltdGFiAC5zeW10YWJfc2huZHgALm5vdGUubnYudGtpbmZvAC5ub3RlLm52LmN1aW5mbwAubnYuaW5m"
        "bwAubnYuY29tcGF0AC50ZXh0LmF0dGVudGlvbl93cwAubnYuaW5mby5hdHRlbnRpb25fd3MALm52LnNoYXJlZC5hdHRlbnRp"
        "b25fd3MALm52LnNoYXJlZC5yZXNlcnZlZC4wAC5yZWwudGV4dC5hdHRlbnRpb25fd3MALnJlbGEudGV4dC5hdHRlbnRpb25f"
        "d3MALmRlYnVnX2ZyYW1lAC5kZWJ1Z19saW5lAC5kZWJ1Z19zdHIALnJlbGEuZGVidWdfbGluZQAucmVsLmRlYnVnX2xpbmUA"
        "Lm52X2RlYnVnX2xpbmVfc2FzcwAucmVsLm52X2RlYnVnX2xpbmVfc2FzcwAucmVsYS5udl9kZWJ1Z19saW5lX3Nhc3MALm52"
        "X2RlYnVnX3B0eF90eHQALnJlbC5kZWJ1Z19mcmFtZQAucmVsYS5kZWJ1Z19mcmFtZQAubnYuY2FsbGdyYXBoAC5udi5wcm90"
        "b3R5cGUALm52LmNvbnN0YW50MC5hdHRlbnRpb25fd3MAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"
        "AAAAAAAALnNoc3RydGFiAC5zdHJ0YWIALnN5bXRhYgAuc3ltdGFiX3NobmR4AC5ub3RlLm52LnRraW5mbwAubm90ZS5udi5j"
        "dWluZm8ALm52LmluZm8ALm52LmNvbXBhdAAudGV4dC5hdHRlbnRpb25fd3MALm52LmluZm8uYXR0ZW50aW9uX3dzAC5udi5z"
        "aGFyZWQuYXR0ZW50aW9uX3dzAC5udi5yZXNlcnZlZFNtZW0ub2Zmc2V0MAAubnYuc2hhcmVkLnJlc2VydmVkLjAAX19udl9y"
        "ZXNlcnZlZFNNRU1fb2Zmc2V0XzBfYWxpYXMAAAAAAAAAAAAAAAAAAAAAAAAAAAAAJF9faW50ZXJuYWxfMF8kX19jdWRhX3Nt"
        "MjBfcmNwX3JuX2YzMl9zbG93cGF0aAAucmVsLnRleHQuYXR0ZW50aW9uX3dzAC5yZWxhLnRleHQuYXR0ZW50aW9uX3dzAC5k"
        "ZWJ1Z19mcmFtZQAuZGVidWdfbGluZQAuZGVidWdfc3RyAC5yZWxhLmRlYnVnX2xpbmUALnJlbC5kZWJ1Z19saW5lAC5udl9k"
        "ZWJ1Z19saW5lX3Nhc3MALnJlbC5udl9kZWJ1Z19saW5lX3Nhc3MALnJlbGEubnZfZGVidWdfbGluZV9zYXNzAC5udl9kZWJ1"
        "Z19wdHhfdHh0AC5yZWwuZGVidWdfZnJhbWUALnJlbGEuZGVidWdfZnJhbWUALm52LmNhbGxncmFwaAAubnYucHJvdG90eXBl"
        "AGF0dGVudGlvbl93cwAubnYuY29uc3RhbnQwLmF0dGVudGlvbl93cwAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"
        "KQAAAAMACQAAAAAAAAAAAAAAAAAAAAAAOQAAAAMACgAAAAAAAAAAAAAAAAAAAAAAXQAAAAMAEwAAAAAAAAAAAAAAAAAAAAAA"
        "ngAAACEAAAAAAAAAAAAAAAQAAAAAAAAAzQAAACCgFQAAAAAAAAAAAAAAAAAAAAAAAAAAAAABAAAAAAAAAAAAAAAAAAAAAAAA"
        "AwEAACIAEwDAQQAAAAAAAEAEAAAAAAAAYQEAAAMABAAAAAAAAAAAAAAAAAAAAAAAbgEAAAMABQAAAAAAAAAAAAAAAAAAAAAA"
        "egEAAAMABgAAAAAAAAAAAAAAAAAAAAAApgEAAAMABwAAAAAAAAAAAAAAAAAAAAAA6wEAAAMACAAAAAAAAAAAAAAAAAAAAAAA"
        "IAIAAAMADgAAAAAAAAAAAAAAAAAAAAAAPAIAABIQEwAAAAAAAAAAAABGAAAAAAAASQIAAAMAFgAAAAAAAAAAAAAAAAAAAAAA"
        "/////yQAAAAAAAAA//////////8DAAR8/////w8MgYCAKAAI/4GAKAiBgIAoAAAA/////ywAAAAAAAAAAAAAAAAAAAAAAAAA"
        "AAAAAMBBAAAAAAAABBAAAAAMgYCAKAAEWBAAAAAAAAD/////PAAAAAAAAAD//////////wMABHyAgoAoDIGAgCgACP+BgCgI"
        "gYCAKAiMgIAoFoCCgCgQAwAAAAAAAAAAkoyAgCgAIgD/////LAAAAAAAAABoAAAAAAAAAMBBAAAAAAAAQAQAAAAAAAAE0AAA"
        "AAmMgIAohoCAKAAAAAAAACYaAAACAEIAAAABAfsOCgABAQEBAAAAAS93b3JrL21haW4vdGVtcGxhdGVzAABhdHRlbnRpb25f"
        "d3MuY3UAAdOqvdgG6v4FAAAAAAAACQIAAAAAAAAAAAQBA7QHAfTwAwYCMAH3A9gAAhABA6J/AhABA94AAhABA6J/AhABA94A"
        "AsAAAfEAA5ALAAOmegEAA5AAAAPbBQIwAQADkA0AA6V6AQADkAAAA+EFAhABAAOQDwADn3oBAAOQAAAD6AUC8AABAwECIAHw"
        "7fDwAAOQCwADlnoCEAEAA5AAAAPkBQLgAAEAA5AYAAOcegEAA5AAAAPeBQLwAAEAA5AaAAOiegEAA5AAAAPfBQIQAQADkBwA"
        "A6F6AQADkAAAA+IFAiABAAOQHgADnnoBAAOQAAAD5gUC4AEB8fDwAwwCMAEDHQIQAQPPAQIgAQMIAiABAASQJ7IBA34BAAOQ"
        "AAAD9n4CEAHyA/wAAhABAAOQK3MD530BAASQLJIBA2MBAAOQAAADugECEAEABJAskgEDxn4CIAEAA5AAAAO6AQIQAQAEkCyS"
        "AQPGfgIQAQADkAAAA7oBAhABA4EBAhABA/5+AhABA4IBAhABA/5+AhABA4IBAhAB8AAEkCeyAfQAA5AAAAP4fgIgAQOsAQIQ"
        "AQNXAhABAykCEAED1H4CEAEDrAECEAEDXQIwAQAEkECyAQN/AQADkAAAAyQCEAEABJBAsgEDXALQAAEAA5AAAAMkAhABA1YC"
        "EAEDKgIQAQAEkECyAQNcAiABAAOQAAADJAIQAQAEkCeyAQNcApABAQADkAAAAyQCEAED134CEAEDrQEC4AIBAASQTMUCA+V+"
        "AQIQAQAEkE6FAwPffgEABJBMxQIDoQECIAEABJBOhQMD334CEAEABJBMxQIDoQECEAEABJBOhQMD334CEAEAA5AAAAO+AgIQ"
        "AQAEkFSZBAOJfwEABJBVuQQDu34BAASQToUD7QAEkEzFAgOhAQIQAQAEkFW5BAPhfgIQAQAEkFSZBAPSAQIQAQAEkFrMBQOW"
        "egEABJBMxQIDtwUCEAEABJBVuQQD4X4CEAEABJBMxQIDnwECEAEABJBUmQQDKQIQAQAEkF/YBAP4eQEABJBazAUDKAIgAQAE"
        "kF/YBANaAhABAASQTMUCA90FAhABAAOQAAADnAECEAEABJBkpAMD7HgBAASQWswFA8EAAhABAAOQAAAD2gYCIAEABJBUmQQD"
        "kH8CIAECEAEABJBpzAUDm3oBAASQVJkEA+UFAsAAAQIQAQAEkGzMBQObegEABJBUmQQD5QUCwAABAhABAASQb8wFA5t6AQAD"
        "kAAAA9AGAsAAAQAEkHG7BwPxeAEAA5AAAAOWBwIQAQAEkHPKDQO0fwEABJB08g0DeAEABJB1kg4DinwBAAOQAAADxwQCEAEA"
        "BJB32AsD8n4BAASQePgLA3MBAASQdZIOA9R8AhABAASQd9gLA7kDAhABAASQe/gLA3sBAASQfLUMA/94AQAEkHWSDgPNAwIQ"
        "AQMFAuADAQADkAAAA8MEAjABAhABAAWQgQGqDQPzfgECEAEABZCDAfgLA3EBAAWQgQGqDQMPAhABAhABAAWQhgGFAwPJfgEA"
        "BZCBAaoNA7cBAsAAAQIQAQAFkIkB+AsDeQEABZCKAbUMA/94AQAEkHWSDgPVAwIQAQAFkIwBpQ8DRwEABJB1kg4DMQIQAQAF"
        "kIwBpQ8DTwIQAfAABJB1kg4DMAIgAfcDeAIQAfcDeAIQAQMWAhABA2oCEAEDFgIQAQNqAhABAyACEAEDYAIgAQMgAhABA2AC"
        "EAEDIAIQAQNgAhABAyACEAEDYAIQAQMgAhABA2ACEAEDIAIQAQNgAhABAyACEAEDYAIQAQMgAhABA2ACEAEDIAIQAQNgAhAB"
        "AyACEAEDYAIQAQMgAhABA2ACEAEDIAIQAQNgAhABAyACEAEDYAIQAQMgAhABA2ACEAEDIwIQAQAFkLYBlhAD234BAASQdZIO"
        "A4IBAhABAyACEAEDYAIQAQMgAhABA2ACEAEDIAIQAQNgAhABAAWQtgGWEAP+fgIQAQAEkHWSDgOCAQIQAQMgAhABA2ACEAED"
        "IAIQAQNgAhABAyACEAEDYAIQAQMiAhABAAWQxwGWEAPcfgEABJB1kg4DggECEAEDIAIQAQNgAhABAyACEAEDYAIQAQMgAhAB"
        "A2ACEAEABZC2AZYQA/5+AhABAASQdZIOA4cBAhABAxsCEAEDZQIQAQMbAhABA2UCMAEDGwIQAQAFkMcBlhAD3n4CMAEABJB1"
        "kg4DigECEAEABZDYAaUPA0cBAASQc8oNA7AEAhABAAWQ2gGIEQN7AQAFkNsBrRED5nwBAAWQ3AGmEgOzfgEABZC2AZYQA2sC"
        "EAEABZDYAaUPA9EAAjABAAWQ3AGmEgNEAhABAAWQ2AGlDwM9AhABAAWQxwGWEAOufwIQAQAFkNwBphIDFQIgAQAFkMcBlhAD"
        "awIQAQAFkNgBpQ8D0gACEAEABJB1kg4D0AACEAEABZC2AZYQA95+AhABAAWQ3AGmEgMVAhABAASQdZIOA4QBAhABA3ECEAEA"
        "BZDaAYgRA/MDAhABAAWQ6wGbEwOLfQEABZDsAZ4UA6J+AQAEkHWSDgPgAAIQAQAFkMcBlhAD9n4CEAEABJB1kg4DmAECEAEA"
        "BZC2AZYQA+h+AiABAAWQ3AGmEgMVAhABAASQdZIOA40BAhABAAWQxwGWEAPefgKAAQEABJB1kg4DogECEAEABZDHAZYQA95+"
        "AvABAQAEkHWSDgOiAQIQAQAFkLYBlhAD3n4C8AABAASQdZIOA6IBAhABAAOQAAADrAQCIAEABZD6AZAXA9p+AQAFkNwBphID"
        "7XsCEAEABZDsAZ4UAxUCEAEABJB1kg4D7wACEAEABZDHAZYQA+d+AhABAAWQ3AGmEgMVAiABAAWQxwGWEANrAhABAAWQ3AGm"
        "EgMVAiABAAWQxwGWEANrAhABAAWQ3AGmEgMVAhABAAWQ6wGbEwP4AQIQAQAFkIUCnhQDnX4BAAWQtgGWEANWAhABAAWQ3AGm"
        "EgMVAhABAAWQxwGWEANrAhABAAWQ3AGmEgMVAiABAAWQ7AGeFAMVAhABAAWQtgGWEANWAhABAAWQ3AGmEgMVAiABAAWQ7AGe"
        "FAMVAhABAAWQtgGWEANWAhABAAWQ3AGmEgMVAhABAAWQ7AGeFAMVAhABAAWQxwGWEANWAhABAAWQ3AGmEgMVAiABAAWQ7AGe"
        "FAMVAhABAAWQxwGWEANWAhABAAWQhQKeFAMqAhABAAWQtgGWEANWAhABAAWQ3AGmEgMVAhABAAWQ7AGeFAMVAhABAAWQxwGW"
        "EANWAhABAAWQhQKeFAMqAhABAAWQ6wGbEwPlAQIQAQAFkJwCnhQDm34BAAWQtgGWEANWAhABAAWQ3AGmEgMVAhABAAWQ7AGe"
        "FAMVAhABAAWQxwGWEANWAhABAAWQhQKeFAMqAhABAAWQtgGWEANWAiABAAWQ3AGmEgMVAhABAAWQ6wGbEwP7AQIQAQAFkKUC"
        "nhQDmn4BAAWQ6wGbEwPnAQIQAQAFkKcCkRUDt34BAAWQxwGWEAO4fwIQAQAFkOsBmxMDkQICEAEABZCqAoEWA7x+AQAFkOsB"
        "mxMDxAECEAEABZC2AZYQA+99AhABAAWQ3AGmEgMVAhABAAWQxwGWEANrAhABAAWQ3AGmEgMVAiABAAWQ7AGeFAMVAhABAAWQ"
        "xwGWEANWAhABAAWQ3AGmEgMVAiABAAWQ7AGeFAMVAhABAAWQxwGWEANWAhABAAWQhQKeFAMqAhABAAWQtgGWEANWAhABAAWQ"
        "3AGmEgMVAjABAAWQtgGWEANrAhABAAWQ3AGmEgMVAiABAAWQxwGWEANrAhABAAWQ3AGmEgMVAhABAAWQtgGWEANrAhABAAWQ"
        "3AGmEgMVAhABAAWQxwGWEANrAhABAAWQ3AGmEgMVAiABAAWQxwGWEANrAhABAAWQ3AGmEgMVAiABAAWQxwGWEANrAhABAAWQ"
        "3AGmEgMVAiABAAWQ7AGeFAMVAhABAAWQxwGWEANWAhABAAWQ3AGmEgMVAiABAAWQ7AGeFAMVAhABAAWQxwGWEANWAhABAAWQ"
        "3AGmEgMVAiABAAWQ7AGeFAMVAhABAAWQxwGWEANWAhABAAWQ3AGmEgMVAiABAAWQ7AGeFAMVAhABAAWQxwGWEANWAhABAAWQ"
        "hQKeFAMqAhABAAWQtgGWEANWAhABAAWQ3AGmEgMVAhABAAWQ7AGeFAMVAhABAASQdZIOA+8AAhABAAWQ1AKWEAPnfgEABZCF"
        "Ap4UAyoCEAEABJB1kg4D7wACIAEABZDXApYQA+d+AQAFkNwBphIDFQIQAQAFkOwBnhQDFQIQAQAFkOsBmxMD5wECEAEABZCF"
        "Ap4UA5l+AhABAAOQAAADowUCEAEABZDdAvEWA7l/AQAFkJwCnhQDpHsCMAEABZDdAvEWA9wEAhABAAWQpQKeFAOkewIwAQAF"
        "kN0C8RYD3AQCEAEABZDrAZsTA4t9AsAAAQAFkOMCkRUDt34BAAWQ3QLxFgO+BAIQAQAFkOMCgRYDx3sCEAEABZDdAvEWA7kE"
        "AhABAAWQ6wGbEwOLfQLAAAEABZDdAvEWA/UCAhABAAWQ6wGbEwOLfQIwAQAFkN0C8RYD9QICEAEABZD6AZAXA6J/AuABAQAD"
        "kAAAA6gBAhABAAWQ7QKwFwOPfwEAA5AAAAPwAAIQAQAFkO8CpAMD4HgBAAWQ7QKwFwO1BgIQAQAFkPEC1xcDh3sBAAOQAAAD"
        "1gUCEAEABZDtArAXA59/AiABAAWQ9ALYBAPoeQEAA5AAAAP5BgIQAQAFkPQC2AQDh3kCEAEAA5AAAAP5BgIQAQAFkPQC2AQD"
        "iXkCEAEABZDxAtcXA6EBAhABAAWQ7QKwFwP5BAIgAQADkAAAA90AAuABAQMUAhABAAWQ/QKqDQPofgEAA5AAAAOVAQIQAQAF"
        "kP8CuwcD5HgBAAWQ/QKqDQOHBgIQAQAFkIEDhQMDyX4BAAWQ/QKqDQO3AQLAAAECEAEABZCEA/gLA3EBAAWQ/QKqDQMPAhAB"
        "AAWQhgP4CwN5AQAFkIcDtQwD/3gBAAOQAAAD7ggCEAEABZCJA9EYA7J6AQADkAAAA78EAhABA60BAhABA2ICEAEABZCNA9EY"
        "A7J6AQADkAAAA78EAhABA60BAhABAAWQiQPRGAOUegIQAQADkAAAA78EAhABAAWQjQPRGAPBewIQAQAFkIkD0RjwAAOQAAAD"
        "7gUCEAEABZCNA9EYA5J6AhABAAOQAAAD7gUCEAEABZCJA9EYA5J6AiABAAOQAAAD6wUCIAH3AAWQmgPmHQPXdwEAA5AAAAOS"
        "BAIQAQOYBAIQAQAFkJ0D4x4DbwEDbwIQAQMMAhABAAOQAAADnn0CEAEABJChA3MDpH8BAAWQogOSAQNjAQAFkJ0D4x4D2wMC"
        "EAEABZCiA5IBA6V8AhABAAWQnQPjHgPbAwIQAQN5AiABAwICIAHu8O7wAAWQrAOWEAPReQEABZCdA+MeA64GAhABAAWQrgOW"
        "EAPSeQEABZCdA+MeA68GAhABAAWQsAOWEAPReQEABZCdA+MeA7AGAhABAwkCEAEDdQIgAQAFkLQDlhAD0nkBAAWQnQPjHgOw"
        "BgIQAQMJAhABAAOQAAADggECMAEABZCdA+MeA/5+AhABA3cCMAEAA5AAAAOLAQIQAQAFkJ0D4x4D+X4CEAH0AAOQAAADggEC"
        "IAEABZCdA+MeA/5+AhABA3cCIAEDCQIQAer0A3sCMAH0A3sCMAH0AAOQAAADggEC0AUBA9l9ArABAQOnAgIQAQPVfAIQAQOE"
        "AQIQAQOnAgIwAQPXfAIQAQOpAwIQAQPXfAIQAQOCAQIQAQOnAgIQAQMvAqABAQLgAAEABZDUA6YSA6t4AQAFkJ0D4x4DnwYC"
        "EAEAA5AAAAO2AQIQAQLAAQEABZDYA6YSA6t4AQADkAAAA9UHAhABAwYC4AEBA3QCEAEDWgIQAfEDKgIQAQAFkN8DphIDq3gB"
        "AAOQAAAD2wcCEAEDTgIQAQMsAhABAAWQ4wOmEgOreAEAA5AAAAOpBwIQAQMyAiABA04CEAEDMgIQAQN6AhABAAWQ6QOmEgOr"
        "eAEABZCdA+MeA58GAhABAAOQAAADtgECEAEABZDsA6YSA6t4AQAFkJ0D4x4DnwYCEAEAA5AAAAOKAQIQAQMyAhABA04CEAED"
        "MgIQAQNOAhABAzICIAEDegIwAQAFkPUDphIDq3gBAAOQAAAD2wcCEAEDAgLQAAEABZD4A4UfA/J4AQADkAAAA9oGAiABAzIC"
        "EAEABZD4A4UfA/R4AsAAAQADkAAAA44HAiABAAWQ/QOFHwPyeAEAA5AAAAPaBgIQAQM0AhABAAWQgASFHwPyeAEAA5AAAAOO"
        "BwIQAQAFkIIEhR8D8ngBAAOQAAAD2gYCMAEABZD4A4UfA6Z5AhABAAOQAAADjAcCMAEABZD4A4UfA/R4AhABAAOQAAAD2gYC"
        "wAEBAAWQggSFHwOmeQIQAQADkAAAA4UHAiAB8AAFkIsEphIDq3gBAAOQAAAD1AcCEAEABZCNBIUfA/t4AQADkAAAA4YHAhAB"
        "AAWQjwSmEgOreAEABZCABIUfA88AAhABAAOQAAADhgcCEAEABZCSBKYSA6t4AQADkAAAA9QHAhABAAWQlASFHwP7eAEAA5AA"
        "AAOGBwIwAQAFkJYEphIDq3gBAAWQgASFHwPPAAIQAQADkAAAA4UHAsAAAQAFkJkEhR8D+3gBAAOQAAADhQcCEAEABZCbBIUf"
        "A/t4AQADkAAAA4UHAhABAAWQnQSFHwP7eAEAA5AAAAOFBwIQAQAFkJ8EhR8D+3gBAAOQAAADhQcCEAEABZChBIUfA/t4AQAD"
        "kAAAA4UHAhABAAWQowSFHwP7eAEAA5AAAAOFBwIQAQAFkKUEhR8D+3gBAAOQAAADiAcCEAEABZCnBPgfA7t2AQAFkKgE8yAD"
        "eQEABZCUBIUfA8QCAhABAAOQAAADhQcCEAECEAEABZCsBIUfA/t4AQADkAAAA44HAhABA3cCEAECEAEABZCwBIUfA/t4AQAD"
        "kAAAA4UHAhAB8AAFkLMEphIDq3gBAAOQAAAD1AcCEAEDAQIgAQAFkLYEphIDq3gBAAOQAAAD1AcCEAEABZC4BIUfA/t4AQAD"
        "kAAAA4UHAhABAwECIAEABZC7BKYSA6t4AQADkAAAA9QHAhABAwECIAEABZC+BKYSA6t4AQADkAAAA9QHAhABAAWQwASFHwP7"
        "eAEAA5AAAAOFBwIQAQMBAiABAAWQwwSmEgOreAEAA5AAAAPUBwIQAQIgAQAFkMYEhR8D+3gBAAOQAAADhQcCEAECMAEABZDJ"
        "BIUfA/t4AQADkAAAA4UHAhABAwkCoAEBA3cCIAEDCQIQAQNOAhABAASQzwRzA7Z7AQAFkNAEkgEDZgEAA5AAAAOVBQIQAQN4"
        "AhAB9wAFkNAEkgED63oCEAEAA5AAAAONBQIQAQNXAhABAykCEAEDVwIQAQMpAhABAAWQqATzIAO3dgIQAQADkAAAA9EJAhAB"
        "A9N+AsAEAQMBAoABAfAABZDfBMIZA953AQADkAAAA9kJAhABAwECMAEABZDiBMUCA6l8AQIQAQAFkOQEhQMD334BAAWQ4gTF"
        "AgOhAQIwAQAFkOQEhQMD334CEAEABZDiBMUCA6EBAhABAAWQ5ASFAwPffgIQAQAFkOIExQIDoQECEAEAA5AAAAPYAwIwAQAF"
        "kOsEkBcDqXwBAAOQAAAD1QMCIAHyAAWQ7gTwIQO/fAEABZDvBNgLA3wBAAWQ8AT4CwNzAQADkAAAA88DAhABAAWQ7wTYCwO+"
        "fAIQAQAFkPME+AsDewEABZD0BLUMA/94AQAFkO4E8CEDiwcCEAEABZD2BKoNA30BAAWQ9wT4CwNxAQAFkPYEqg0DDwIQAQAF"
        "kPkE+AsDeQEABZD6BLUMA/94AQADkAAAA8gKAhAB9gPKewIQAQMhAhABAAWQ/wTBGgN5AQAFkIAF3xoD0XkBAAWQ/wTBGgOx"
        "BgIwAQAFkIIF1RsDqHoBAAWQgwXeHANjAQAFkIAF3xoDRALQAAEABZCiA5IBA6AFAiABAAWQgAXfGgPgegIQAQAFkKIDkgED"
        "oAUCEAEABZCDBd4cA5x7AhABAAWQogOSAQPkBAIQAfIABZCABd8aA916AhABAAWQogOSAQOgBQIQAfIABZD/BMEaA44BAhAB"
        "AAWQgwXeHAOLegIQAQADkAAAA4YGAtAAAQAFkJEF1RsDl3oBAAWQkgXeHANjAQADkAAAA/wFAhABAAWQkgXeHAOEegIgAQAD"
        "kAAAA/8FAhAB8gAFkJcF3xoDwnkBAAOQAAADuQYCEAEABZCZBYUDA5R/AQADkAAAA+4AAhABAAWQmQWFAwOSfwIQAQADkAAA"
        "A+4AAiABAhABAAWQngWWDAOTfwEAA5AAAAPtAAIgAQAFkJcF3xoDxXkC0AABAAWQmQWFAwPNBQIQAQADkAAAA/IAAhABAAWQ"
        "owXVGwOaegEABZCkBd4cA2MBAAOQAAADgwYCIAEABZCmBbkEA5B/AQADkAAAA+0AAhABAAWQpAXeHAOAegIQAQADkAAAA4QG"
        "ApABAQAFkJIF3hwD/HkC8AABAAOQAAADhQYCEAEABZCsBd8aA795AQAFkJIF3hwDPAIQAQADkAAAA/wFApABAQO5AQLgAAEA"
        "BZCwBdIBA5d4AfEABJBMxQID5AYCIAEABZCzBdIBA5p5AfEABZD6AZAXA+UGAiABAAWQtgXSAQOZeQHxAAWQ4gTFAgPkBgIg"
        "AQAFkLkF0gEDmnkB8QAFkOsEkBcD5QYCIAEABZC8BdIBA5l5AfEAA5AAAAOxBgIgAQAFkL8F0gEDzXkB8QADkAAAA7YGAiAB"
        "AAWQwgXSAQPIeQHxAuAIAAEBX1pONDZfSU5URVJOQUxfMDAwMDAwMDBfMTVfYXR0ZW50aW9uX3dzX2N1XzkzM2JmOGM1NDhf"
        "R0xPQkFMX19OX18wMDAwMDAwMF8xNV9hdHRlbnRpb25fd3NfY3VfOTMzYmY4YzU5bWJhcl9pbml0RWpqAF9aWjEyYXR0ZW50"
        "aW9uX3dzRU5LVWxpRTNfY2xFaQBfWloxMmF0dGVudGlvbl93c0VOS1VsaWlFX2NsRWlpAF9aWjEyYXR0ZW50aW9uX3dzRU5L"
        "VWxpRTE4X2NsRWkAX1pONDZfSU5URVJOQUxfMDAwMDAwMDBfMTVfYXR0ZW50aW9uX3dzX2N1XzkzM2JmOGM1NDhfR0xPQkFM"
        "X19OX18wMDAwMDAwMF8xNV9hdHRlbnRpb25fd3NfY3VfOTMzYmY4YzU5bWJhcl93YWl0RWpqAF9aWjEyYXR0ZW50aW9uX3dz"
        "RU5LVWxpRTExX2NsRWkAX1paMTJhdHRlbnRpb25fd3NFTktVbGlFMTBfY2xFaQBfWloxMmF0dGVudGlvbl93c0VOS1VsaUU1"
        "X2NsRWkAX1pONDZfSU5URVJOQUxfMDAwMDAwMDBfMTVfYXR0ZW50aW9uX3dzX2N1XzkzM2JmOGM1NDhfR0xPQkFMX19OX18w"
        "MDAwMDAwMF8xNV9hdHRlbnRpb25fd3NfY3VfOTMzYmY4YzUxMXdnbW1hX2ZlbmNlRXYAX1paMTJhdHRlbnRpb25fd3NFTktV"
        "bGlFMTZfY2xFaQBfWloxMmF0dGVudGlvbl93c0VOS1VsaUU3X2NsRWkAX1pONDZfSU5URVJOQUxfMDAwMDAwMDBfMTVfYXR0"
        "ZW50aW9uX3dzX2N1XzkzM2JmOGM1NDhfR0xPQkFMX19OX18wMDAwMDAwMF8xNV9hdHRlbnRpb25fd3NfY3VfOTMzYmY4YzU5"
        "bWFrZV9kZXNjRWpqagBfWk40Nl9JTlRFUk5BTF8wMDAwMDAwMF8xNV9hdHRlbnRpb25fd3NfY3VfOTMzYmY4YzU0OF9HTE9C"
        "QUxfX05fXzAwMDAwMDAwXzE1X2F0dGVudGlvbl93c19jdV85MzNiZjhjNTh3Z21tYV9xa0VSQTY0X2Z5eWIAX1pONDZfSU5U"
        "RVJOQUxfMDAwMDAwMDBfMTVfYXR0ZW50aW9uX3dzX2N1XzkzM2JmOGM1NDhfR0xPQkFMX19OX18wMDAwMDAwMF8xNV9hdHRl"
        "bnRpb25fd3NfY3VfOTMzYmY4YzUxMndnbW1hX2NvbW1pdEV2AF9aTjQ2X0lOVEVSTkFMXzAwMDAwMDAwXzE1X2F0dGVudGlv"
        "bl93c19jdV85MzNiZjhjNTQ4X0dMT0JBTF9fTl9fMDAwMDAwMDBfMTVfYXR0ZW50aW9uX3dzX2N1XzkzM2JmOGM1MTB3Z21t"
        "YV93YWl0SUxpMEVFRXZ2AF9aTjQ2X0lOVEVSTkFMXzAwMDAwMDAwXzE1X2F0dGVudGlvbl93c19jdV85MzNiZjhjNTQ4X0dM"
        "T0JBTF9fTl9fMDAwMDAwMDBfMTVfYXR0ZW50aW9uX3dzX2N1XzkzM2JmOGM1MTBmZW5jZV9yZWdzSUxpNjRFRUV2UkFUX19m"
        "AF9aWjEyYXR0ZW50aW9uX3dzRU5LVWx2RTJfY2xFdgBfWk40Nl9JTlRFUk5BTF8wMDAwMDAwMF8xNV9hdHRlbnRpb25fd3Nf"
        "Y3VfOTMzYmY4YzU0OF9HTE9CQUxfX05fXzAwMDAwMDAwXzE1X2F0dGVudGlvbl93c19jdV85MzNiZjhjNTEwZmVuY2VfcmVn"
        "c0lMaTMyRUVFdlJBVF9fZgBfWk40Nl9JTlRFUk5BTF8wMDAwMDAwMF8xNV9hdHRlbnRpb25fd3NfY3VfOTMzYmY4YzU0OF9H"
        "TE9CQUxfX05fXzAwMDAwMDAwXzE1X2F0dGVudGlvbl93c19jdV85MzNiZjhjNTEwZmVuY2VfcmVnc0lMaTMyRUVFdlJBVF9f"
        "agBfWloxMmF0dGVudGlvbl93c0VOS1VsaUUxM19jbEVpAF9aWjEyYXR0ZW50aW9uX3dzRU5LVWxqRV9jbEVqAF9aWjEyYXR0"
        "ZW50aW9uX3dzRU5LVWxpRTZfY2xFaQBfWk40Nl9JTlRFUk5BTF8wMDAwMDAwMF8xNV9hdHRlbnRpb25fd3NfY3VfOTMzYmY4"
        "YzU0OF9HTE9CQUxfX05fXzAwMDAwMDAwXzE1X2F0dGVudGlvbl93c19jdV85MzNiZjhjNTExbWJhcl9hcnJpdmVFagBfWlox"
        "MmF0dGVudGlvbl93c0VOS1VsaUUxNF9jbEVpAF9aWjEyYXR0ZW50aW9uX3dzRU5LVWxpUkEzMl9qRTBfY2xFaVMwXwBfWlox"
        "MmF0dGVudGlvbl93c0VOS1VsaUUxN19jbEVpAF9aTjQ2X0lOVEVSTkFMXzAwMDAwMDAwXzE1X2F0dGVudGlvbl93c19jdV85"
        "MzNiZjhjNTQ4X0dMT0JBTF9fTl9fMDAwMDAwMDBfMTVfYXR0ZW50aW9uX3dzX2N1XzkzM2JmOGM1MTJzb2Z0bWF4X3RpbGVJ"
        "TGIwRUVFdlJBNjRfZlJBMl9mUzVfUzVfUmJmaWlpAF9aTjQ2X0lOVEVSTkFMXzAwMDAwMDAwXzE1X2F0dGVudGlvbl93c19j"
        "dV85MzNiZjhjNTQ4X0dMT0JBTF9fTl9fMDAwMDAwMDBfMTVfYXR0ZW50aW9uX3dzX2N1XzkzM2JmOGM1OHF1YWRfbWF4RWYA"
        "X1pONDZfSU5URVJOQUxfMDAwMDAwMDBfMTVfYXR0ZW50aW9uX3dzX2N1XzkzM2JmOGM1NDhfR0xPQkFMX19OX18wMDAwMDAw"
        "MF8xNV9hdHRlbnRpb25fd3NfY3VfOTMzYmY4YzU5ZmFzdF9leHAyRWYAX1paMTJhdHRlbnRpb25fd3NFTktVbFJBMzJfakVf"
        "Y2xFUzBfAF9aTjQ2X0lOVEVSTkFMXzAwMDAwMDAwXzE1X2F0dGVudGlvbl93c19jdV85MzNiZjhjNTQ4X0dMT0JBTF9fTl9f"
        "MDAwMDAwMDBfMTVfYXR0ZW50aW9uX3dzX2N1XzkzM2JmOGM1NHRvX3BFUkE2NF9LZlJBMzJfagBfWk40Nl9JTlRFUk5BTF8w"
        "MDAwMDAwMF8xNV9hdHRlbnRpb25fd3NfY3VfOTMzYmY4YzU0OF9HTE9CQUxfX05fXzAwMDAwMDAwXzE1X2F0dGVudGlvbl93"
        "c19jdV85MzNiZjhjNTEwcGFja19oYWxmMkVmZgBfWk40Nl9JTlRFUk5BTF8wMDAwMDAwMF8xNV9hdHRlbnRpb25fd3NfY3Vf"
        "OTMzYmY4YzU0OF9HTE9CQUxfX05fXzAwMDAwMDAwXzE1X2F0dGVudGlvbl93c19jdV85MzNiZjhjNTE0YWRkX3Bfcm93X3N1"
        "bXNFUkEzMl9LalJBMl9mAF9aTjQ2X0lOVEVSTkFMXzAwMDAwMDAwXzE1X2F0dGVudGlvbl93c19jdV85MzNiZjhjNTQ4X0dM"
        "T0JBTF9fTl9fMDAwMDAwMDBfMTVfYXR0ZW50aW9uX3dzX2N1XzkzM2JmOGM1OWFkZF9oYWxmMkVqagBfWk40Nl9JTlRFUk5B"
        "TF8wMDAwMDAwMF8xNV9hdHRlbnRpb25fd3NfY3VfOTMzYmY4YzU0OF9HTE9CQUxfX05fXzAwMDAwMDAwXzE1X2F0dGVudGlv"
        "bl93c19jdV85MzNiZjhjNTdoYWxmX2xvRWoAX1pONDZfSU5URVJOQUxfMDAwMDAwMDBfMTVfYXR0ZW50aW9uX3dzX2N1Xzkz"
        "M2JmOGM1NDhfR0xPQkFMX19OX18wMDAwMDAwMF8xNV9hdHRlbnRpb25fd3NfY3VfOTMzYmY4YzU3aGFsZl9oaUVqAF9aWjEy"
        "YXR0ZW50aW9uX3dzRU5LVWx2RTNfY2xFdgBfWloxMmF0dGVudGlvbl93c0VOS1VsaUUxMl9jbEVpAF9aWjEyYXR0ZW50aW9u"
        "X3dzRU5LVWxpUkEzMl9qRV9jbEVpUzBfAF9aTjQ2X0lOVEVSTkFMXzAwMDAwMDAwXzE1X2F0dGVudGlvbl93c19jdV85MzNi"
        "ZjhjNTQ4X0dMT0JBTF9fTl9fMDAwMDAwMDBfMTVfYXR0ZW50aW9uX3dzX2N1XzkzM2JmOGM1OHdnbW1hX3B2RVJBMzJfZlBL"
        "ankAX1pONDZfSU5URVJOQUxfMDAwMDAwMDBfMTVfYXR0ZW50aW9uX3dzX2N1XzkzM2JmOGM1NDhfR0xPQkFMX19OX18wMDAw"
        "MDAwMF8xNV9hdHRlbnRpb25fd3NfY3VfOTMzYmY4YzU4cXVhZF9zdW1FZgBfWk40Nl9JTlRFUk5BTF8wMDAwMDAwMF8xNV9h"
        "dHRlbnRpb25fd3NfY3VfOTMzYmY4YzU0OF9HTE9CQUxfX05fXzAwMDAwMDAwXzE1X2F0dGVudGlvbl93c19jdV85MzNiZjhj"
        "NTEybmFtZWRfYXJyaXZlSUxpMjU2RUVFdmkAX1paMTJhdHRlbnRpb25fd3NFTktVbHZFX2NsRXYAX1pONDZfSU5URVJOQUxf"
        "MDAwMDAwMDBfMTVfYXR0ZW50aW9uX3dzX2N1XzkzM2JmOGM1NDhfR0xPQkFMX19OX18wMDAwMDAwMF8xNV9hdHRlbnRpb25f"
        "d3NfY3VfOTMzYmY4YzUxMW1iYXJfZXhwZWN0RWpqAF9aTjQ2X0lOVEVSTkFMXzAwMDAwMDAwXzE1X2F0dGVudGlvbl93c19j"
        "dV85MzNiZjhjNTQ4X0dMT0JBTF9fTl9fMDAwMDAwMDBfMTVfYXR0ZW50aW9uX3dzX2N1XzkzM2JmOGM1OHRtYV90aWxlRWpQ"
        "SzE2YXR0ZW50aW9uX3dzX21hcGlpanQAX1pONDZfSU5URVJOQUxfMDAwMDAwMDBfMTVfYXR0ZW50aW9uX3dzX2N1XzkzM2Jm"
        "OGM1NDhfR0xPQkFMX19OX18wMDAwMDAwMF8xNV9hdHRlbnRpb25fd3NfY3VfOTMzYmY4YzU4dG1hX2xvYWRFalBLMTZhdHRl"
        "bnRpb25fd3NfbWFwaWlqAF9aTjQ2X0lOVEVSTkFMXzAwMDAwMDAwXzE1X2F0dGVudGlvbl93c19jdV85MzNiZjhjNTQ4X0dM"
        "T0JBTF9fTl9fMDAwMDAwMDBfMTVfYXR0ZW50aW9uX3dzX2N1XzkzM2JmOGM1MTBuYW1lZF9zeW5jSUxpMjU2RUVFdmkAX1pa"
        "MTJhdHRlbnRpb25fd3NFTktVbFBLZkVfY2xFUzBfAF9aTjQ2X0lOVEVSTkFMXzAwMDAwMDAwXzE1X2F0dGVudGlvbl93c19j"
        "dV85MzNiZjhjNTQ4X0dMT0JBTF9fTl9fMDAwMDAwMDBfMTVfYXR0ZW50aW9uX3dzX2N1XzkzM2JmOGM1OHN3aXp6bGVkRWlp"
        "aQBfWk40Nl9JTlRFUk5BTF8wMDAwMDAwMF8xNV9hdHRlbnRpb25fd3NfY3VfOTMzYmY4YzU0OF9HTE9CQUxfX05fXzAwMDAw"
        "MDAwXzE1X2F0dGVudGlvbl93c19jdV85MzNiZjhjNTE3d2FycGdyb3VwX2JhcnJpZXJFaQBfWk40Nl9JTlRFUk5BTF8wMDAw"
        "MDAwMF8xNV9hdHRlbnRpb25fd3NfY3VfOTMzYmY4YzU0OF9HTE9CQUxfX05fXzAwMDAwMDAwXzE1X2F0dGVudGlvbl93c19j"
        "dV85MzNiZjhjNTEwbmFtZWRfc3luY0lMaTEyOEVFRXZpAF9aWjEyYXR0ZW50aW9uX3dzRU5LVWxpRTE1X2NsRWkAhQ8AAAIA"
        "EAAAAAEB+w4KAAEBAQEAAAABAAAACQIAAAAAAAAAAAQAAxgBAw4CEAHz8PL0AwsCEAHxA3UCEAEDCwIQAQN3AhAB8PMDBQIg"
        "AfMDBwIgAfcDFgIQAQNqAhABAxYCMAED4AACMAHx9fUDdAIQAfX1A+1+AhAB9gN7AjAB8AP5AAIQAQOLfwLAAAEDCAIgAfb2"
        "9/b19fX19fX19fX19fX39PX19QMGAjAB8fADLwIQAQMQAiABA0QCEAEDCQIQAQMOAhABAxACEAEDYwIQAQMPAhABAw8CEAED"
        "cgIQAQNxAhABAyECEAEDVwIQAQMrAhABA1YCEAEDKwIQAQNuAhABAx8CEAEDSQIgAQPwAAIQAQO9fwIQAQPDAAIQAQORfwIQ"
        "AQPvAAIQAQOwfwIwAQPQAAIQAQNbAjABAyUCEAEDQAIQAQPAAAIQAQO7fwIQAQPFAAIQAQNBAiABAz8CEAEDRwKQAQEDOQIQ"
        "AQO1fwIQAQPPAAIQAQMWAhABA24CEAEDEgIQAQNzAhABAw0CEAEDeAIQAQN3AhABAwoCEAHq9QNxAhAB9PT2A59/AhABA84A"
        "AhAB8/T0AwkCEAEDCQIQAfLx9gN6AhAB9gN6AhABAyMCEAEDXwIQAfMDHgIQAQMNAhABA1UCEAEDHwIQAQNhAhABAyICEAHw"
        "9+sDWQIQAQMWAhABAxUCEAEDZwIQAQPXAgIQAQPGfQIgAfIDBALAAAHyAwQCwAAB8gMMAsAAAQPDAgIQAQNKAhABAzgCEAED"
        "UgIQAQM0AhAB8QN3AhAB8fXx9PD28Orw9vDy8Pbw6vD28PLw9vDq8Pbw8/DwA5h/AhABAwwCEAHq9PLx8PDy9APUAAIQAQO8"
        "fwIQAQPGAAIQAfPxA7J/AhABA9AAAhABA7F/AhABA9AAAhABA71/AhABA9YAAhABA65/AhABA9MAAhABA7l/AhABA+AAAhAB"
        "AxsCEAED734CEAED9QACEAEDjX8CEAEDqQECEAED0H4CEAEDlwECEAED734CEAEDxAECEAEDvn4CEAEDqQECEAED234CEAED"
        "8gECEAEDlX4CEAEDhgICEAED+30CEAED0QECEAEDq34CEAEDiAICEAED/30CEAED0AICEAEDsX0CEAEDzAECEAEDuH4CEAED"
        "4wECEAEDpH4CEAEDjwICEAED8n0CEAED/QECEAED/n0CEAEDlAICEAED7X0CEAEDlAMCEAED83wCEAEDpAECEAED3X4CEAED"
        "3wECEAEDpH4CEAEDigMCEAED93wCEAED1QICEAEDsn0CEAEDzQICEAEDtH0CEAEDggICEAED+X0CEAED6wICEAEDln0CEAED"
        "6wICEAEDnH0CEAEDzAMCEAEDtXwCEAEDgwICEAEDlX4CEAED/AECEAEDhX4CEAED/AECEAEDgQECEAEDGwIQAQPpfAIQAQOU"
        "AgIQAQPpAAIQAQMzAhABA/18AhABA1YCEAEDgwQCEAEDrXwCEAED4wACEAH0A+p+AhABA8kDAhABA7p8AhABA/YBAhAB9APr"
        "AQIQAQP4fgIQAQOkfQIQAQOMAwIQAQNVAhABA6MBAhABA4R8AhABA3oCEAEDxQQCEAEDvHsCEAED1QACEAEDun8CEAHwA8oA"
        "AhABA8cDAhABA4l8AhAB8APPAQIQAfAD5wACEAHwA69+AhAB8AOsAQIQAQOFfgIQAfADGQIQAQMaAhABAzQCEAEDggECEAHw"
        "AxkCEAHwAzMCEAHwAxkCEAHwAxkCEAHwA4p9AhABAyQCEAEDGgIQAQM0AhABAxkCEAHwAxkCEAHwA99+AhABA9QBAhAB8AOA"
        "BAIQAQO8fQIQAQODAQIQAQO+ewIQAQPdAAIQAfQD1QICEAED2n0CEAEDGgIQAQOcAgIQAQOyfgIQAQPeAQIQAQP9AAIQAQOq"
        "fQIQAQPhAQIQAQO0fgIQAfQD3wECEAEDPwIQAQP8fQIQAQMvAhABA54BAhABAzsCEAEDrH4CEAEDoQECEAEDNwIQAQO9fgIQ"
        "AfQDlwECEAEDLwIQAQPPfgIQAQPDAQIQAQPCfgIQAQOFAQIQAQMrAhABA9J7AhABA8AEAhABAwoCEAEDu3sCEAEDhgQCEAED"
        "JwIQAQO2fAIQAQPcAwIQAQMKAhABA598AhABA6oCAhABA70BAhABAwkCEAED83wCEAEDlwMCEAH0A+l8AhABA+IBAhABA4F/"
        "AhAB9AOaAQIQAQOZAQIQAQPeewIQAQM0AhABA/UCAhABA4kBAhABA5p7AhABA/cEAhABA457AhABAxUCEAH0A+YCAhABA7R9"
        "AhABAzQCEAEDoAICEAED9X0CEAEDkwICEAED8n0CEAEDngICEAED930CEAH0A4wCAhABA6N+AhAB9APgAQIQAQO1fgIQAfQD"
        "1gECEAEDlQECEAEDqn0CEAH0A8QBAhABA5EBAhABA9p9AhAB9AOYAQIQAQONAQIQAQPwfQIQAfQDjgECEAEDhQECEAEDgn4C"
        "EAEDjwICEAED9n0CEAED/AACEAEDgQECEAED03oCEAEDvgUCEAEDCQIQAQPFegIQAQOoBAIQAQP9AAIQAQNhAhABAzACEAED"
        "KAIQAfDyA10CEAEDJAIQAfLwA10CEAEDJgIQAfDy8ANdAhABAyYCEAEDYwIQAQMeAhAB8vDyA2ACEAEDIQIQAQNlAhAB8AN6"
        "AhABAwkCEAHw8vDy8PLw8vDy8PLw8gMZAhAB6gMRAhABAzsCEAH0A7d/AhABA8kAAhABA7h/AhABA8UAAhABA79/AhAB8wME"
        "AiABAwcCIAEDBwIgAQMHAiABAwcCIAEDBwIgAfYDEgIwAQOaAQIQAQPtfgIQAQOWAQIQAfHw8PIDbgIQAQMXAhABAw8CEAED"
        "eAIQAQMkAhABA3ACEAEDbAIQAQMlAhABA2UCEAEDdgIQAQMWAhABA3gCEAEDDwIQAev18QNvAhABAwsCEAEDCgIQAQPWAQIQ"
        "AQNzAhABA5IBAhABA4B/AhABAyoCEAEDSAIQAQPDAAIQAQO/fwIQAQPMAAIQAQMLAhABA7d/AhABAxUCEAEDdQIQAQN4AhAB"
        "AxwCEAEDeQIQAQN3AhABA3gCEAEDGwIQAQNxAhABAxgCEAHxA24CEAEDeQIQAQMYAhABAwoCEAHxA8kAAhABA61/AhABAwkC"
        "EAHxA20CEAED2wACEAEDVAIQAQNaAhAB8QPQAAIQAQO5fwIQAfEDawIQAQMJAhABAzACEAEDUgIQAQMJAhAB8QMuAhABA1YC"
        "EAHx8QMxAhABA0wCEAHx8fXx8QN3AhABAwsCEAHq8wN3AhABAwsCEAHrAwoCEAHt8/Hs7fPx9fHr9ezxAwoCEAHr8QN6AhAB"
        "AwkCEAHr9OwDDAIQAevx8wNlAhABAxECEAH08fHx8QP0fgKwAQEDjQECEAED434CEAEDEAIQAQP6bgIQAQOTEgIgAQPmfgIQ"
        "AQOaAQIQAQPnfgIQAQMMAhABA40BAhABA4kBAqABAfADXwIQAfADt38CEAHwA+sAAhABA8ABAhABA/x9AhAB8APfAAIQAfAD"
        "HwIQAfADHwIQAfADHwIQAfADj38CEAEDIAIQAQO0fwIQAQNIAhAB8AMjAhAB8AMfAhAB8AMgAhABAyACEAEDHwIQAfADHwIQ"
        "AfADHwIQAfADNQIQAQPIfQIQAQNrAhABA6ECAhABA4p/AhABA6QBAhABA7N9AhABA5kBAhABA+p+AhABAxMCEAEDuQICEAED"
        "tX0CEAEDpgICEAEDj38CEAEDsAECEAED4H4CEAEDwAECEAEDjn0CEAEDuQICEAEDtX0CEAEDpgICEAED7X0CEAEDbwIQAQPk"
        "AgIQAQNBAhABA98AAhABA85+AhABA9kAAhABAzsCEAEDIAIQAQNiAhABAyACEAEDp38CEAEDeQIQAQPSfQIQAQPvAgIQAQNe"
        "AhABA8IAAhABA14CEAEDSQIQAQN5AhABA8IAAhABA5Z9AhABA4oDAhABA0ACEAEDYgIQAQPCAAIQAQOTfQIQAQOvAgIQAQMe"
        "AhABAyECEAEDFwIQAQOrfwIQAQM6AhABA2QCEAHrA8MAAhABA14CEAHzA1wCEAHzAz8CEAHrA2YCEAEDon0CEAEDvgICEAED"
        "PwIQAQOhfQIQAQOwAQIQAQO/fgIQAQPhAQIQAQOLAQIQAQOOfQIQAQMaAhABA20CEAHtAw4CEAED5AICEAEDpH0CEAHtA28C"
        "EAEDJAIQAQMgAhABAyACEAEDIAIQAQMgAhABAyACEAEDIAIQAQMXAhABA5l+AhABA3ACEAEDMAIQAQPfAQIQAQPyfQIQAQPP"
        "AAIQAQNEAhAB9gMJAhABA3ECEAEDFgIQAQPFAAIQAQO1fwIQAQMPAhABA5cBAhABA/l+AhABA3ECEAEDFgIQAQPFAAIQAQO1"
        "fwIQAQMPAhABA5cBAhABA/l+AhABA3ECEAED2wACEAEDRAIQAQNxAhABAx8CEAEDzAACEAEDpX8CEAEDHwIQAQMQAhABA2EC"
        "EAEDLwIQAQMQAhABA1ECEAEDPwIQAQMQAhABA0ECEAEDigECEAEDIAIQAQPmfgIQAQO6AQIQAQPwfAIQAQO1AgIQAQOxfwIQ"
        "AQOvAQIQAQPsfAIQAQP1AQIQAQMdAhABA3MCEAEDDQIQAez3AxsCEAED4AACEAEDoH8CEAHyAz0CEAEDQwIQAQMdAhABA2UC"
        "EAED2wACEAEDYgIQAQNeAhABAyACEAHyA0MCEAEDHAIQAQPBAAIQAQNDAhABA18CEAEDHgIQAQMjAhAB7AMgAhAB8gOffwIQ"
        "AQMeAhAB8QMgAhABAyACEAEDQAIQAQMgAhABAyACEAEDon8CEAEDIAIQAQMgAhABAyACEAED/HkCIAHw8PDw8PDw8fQD+gUC"
        "EAHwAzsCEAEDTgIQAfLx8PXq9evzAxMCMAEDOAIgAQNfAhABAyMCEAEDZwIQAfcDCQIQAQMJAhAB8wOkeQIQAQMYAhABAwcC"
        "IAH38gNuAsAAAfEDawIQAQMWAhABA2wCEAEDIwIQAQNeAhAB9AMSAhABA2oCEAH0AxUCEAH2A/AAAtAAAQOVfwIQAfQD5gAC"
        "EAEDpH8CEAEDJgIQAQNXAhAB8+wDHwIQAQNkAhAB9e30AxwC0AABA1YCEAEDNwIQAQN5AiABA3UCEAEDEgIQAQMEApABAfLx"
        "AyAC0AABA3cCEAEDCQIQAQMFApABAe7y8AMBAiABA6BxAhAB9gPgAAIgAfYDgwoCIAH2A9cIAiAB9gMMAiAB9gOkegIgAfYD"
        "KwIgAfYC4AgAAQEAAAAAAAAAAC52ZXJzaW9uIDkuMAAudGFyZ2V0IHNtXzkwYQAuYWRkcmVzc19zaXplIDY0AAAALmV4dGVy"
        "biAuc2hhcmVkIC5hbGlnbiAxNiAuYjggc21lbV9yYXdbXTsAAC52aXNpYmxlIC5lbnRyeSBhdHRlbnRpb25fd3MoAC5wYXJh"
        "bSAuYWxpZ24gNjQgLmI4IGF0dGVudGlvbl93c19wYXJhbV8wWzEyOF0sAC5wYXJhbSAuYWxpZ24gNjQgLmI4IGF0dGVudGlv"
        "bl93c19wYXJhbV8xWzEyOF0sAC5wYXJhbSAuYWxpZ24gNjQgLmI4IGF0dGVudGlvbl93c19wYXJhbV8yWzEyOF0sAC5wYXJh"
        "bSAudTY0IGF0dGVudGlvbl93c19wYXJhbV8zLAAucGFyYW0gLmYzMiBhdHRlbnRpb25fd3NfcGFyYW1fNAApAC5tYXhudGlk"
        "IDM4NCwgMSwgMQAubWlubmN0YXBlcnNtIDEAewAucmVnIC5wcmVkIAklcDw0MD47AC5yZWcgLmYzMiAJJWY8MjExMD47AC5y"
        "ZWcgLmIzMiAJJXI8ODk1PjsALnJlZyAuYjY0IAklcmQ8MTY3PjsAAAAAbW92LmI2NCAJJXJkMTMsIGF0dGVudGlvbl93c19w"
        "YXJhbV8wOwBtb3YuYjY0IAklcmQxNCwgYXR0ZW50aW9uX3dzX3BhcmFtXzE7AG1vdi5iNjQgCSVyZDE1LCBhdHRlbnRpb25f"
        "d3NfcGFyYW1fMjsAbGQucGFyYW0uZjMyIAklZjI3MiwgW2F0dGVudGlvbl93c19wYXJhbV80XTsAAABtb3YudTMyICVyMTA4"
        "LCAlZHluYW1pY19zbWVtX3NpemU7AAAAAHNldHAuZ3QudTMyIAklcDIsICVyMTA4LCAxNTg4ODc7AEAlcDIgYnJhIAkkTF9f"
        "QkIwXzI7AAAAdHJhcDsAAAAkTF9fQkIwXzI6AABtb3YudTMyIAklcjEsICV0aWQueDsAAHNoci5zMzIgCSVyMTA5LCAlcjEs"
        "IDMxOwBzaHIudTMyIAklcjExMCwgJXIxMDksIDI1OwBhZGQuczMyIAklcjExMSwgJXIxLCAlcjExMDsAc2hyLnMzMiAJJXIx"
        "MTIsICVyMTExLCA3OwBtb3YudTMyIAklcjExMywgMzE7AG1vdi51MzIgCSVyMTE0LCAwOwBtb3YudTMyIAklcjExNSwgLTE7"
        "AHNoZmwuc3luYy5pZHguYjMyIAklcjJ8JXAxLCAlcjExMiwgJXIxMTQsICVyMTEzLCAlcjExNTsAAG1vdi51MzIgCSVyMywg"
        "JWN0YWlkLng7AABzZXRwLm5lLnMzMiAJJXAzLCAlcjEsIDA7AEAlcDMgYnJhIAkkTF9fQkIwXzQ7AAAAAG1vdi51NjQgCSVy"
        "ZDE5LCBzbWVtX3JhdzsAY3Z0LnUzMi51NjQgCSVyMTU0LCAlcmQxOTsAYWRkLnMzMiAJJXIxNTUsICVyMTU0LCAxMDIzOwBh"
        "bmQuYjMyICAJJXIxNTYsICVyMTU1LCAtMTAyNDsAYWRkLnMzMiAJJXIxMTYsICVyMTU2LCAxNTc2OTY7AG1vdi51MzIgCSVy"
        "MTQ3LCAxOwAAbWJhcnJpZXIuaW5pdC5zaGFyZWQ6OmN0YS5iNjQgWyVyMTE2XSwgJXIxNDc7AAAAAABhZGQuczMyIAklcjEx"
        "OCwgJXIxNTYsIDE1NzcxMjsAbW92LnUzMiAJJXIxMTksIDg7AABtYmFycmllci5pbml0LnNoYXJlZDo6Y3RhLmI2NCBbJXIx"
        "MThdLCAlcjExOTsAAAAAAGFkZC5zMzIgCSVyMTIwLCAlcjE1NiwgMTU3NzI4OwAAbWJhcnJpZXIuaW5pdC5zaGFyZWQ6OmN0"
        "YS5iNjQgWyVyMTIwXSwgJXIxNDc7AAAAAABhZGQuczMyIAklcjEyMiwgJXIxNTYsIDE1NzczNjsAAG1iYXJyaWVyLmluaXQu"
        "c2hhcmVkOjpjdGEuYjY0IFslcjEyMl0sICVyMTQ3OwAAAAAAYWRkLnMzMiAJJXIxMjQsICVyMTU2LCAxNTc3NDQ7AG1vdi51"
        "MzIgCSVyMTUxLCA0OwAAbWJhcnJpZXIuaW5pdC5zaGFyZWQ6OmN0YS5iNjQgWyVyMTI0XSwgJXIxNTE7AAAAAABhZGQuczMy"
        "IAklcjEyNiwgJXIxNTYsIDE1Nzc1MjsAAG1iYXJyaWVyLmluaXQuc2hhcmVkOjpjdGEuYjY0IFslcjEyNl0sICVyMTUxOwAA"
        "AABhZGQuczMyIAklcjEyOCwgJXIxNTYsIDE1Nzc2MDsAAG1iYXJyaWVyLmluaXQuc2hhcmVkOjpjdGEuYjY0IFslcjEyOF0s"
        "ICVyMTQ3OwAAAABhZGQuczMyIAklcjEzMCwgJXIxNTYsIDE1Nzc2ODsAAG1iYXJyaWVyLmluaXQuc2hhcmVkOjpjdGEuYjY0"
        "IFslcjEzMF0sICVyMTQ3OwAAAABhZGQuczMyIAklcjEzMiwgJXIxNTYsIDE1Nzc3NjsAAG1iYXJyaWVyLmluaXQuc2hhcmVk"
        "OjpjdGEuYjY0IFslcjEzMl0sICVyMTUxOwAAAABhZGQuczMyIAklcjEzNCwgJXIxNTYsIDE1Nzc4NDsAAG1iYXJyaWVyLmlu"
        "aXQuc2hhcmVkOjpjdGEuYjY0IFslcjEzNF0sICVyMTUxOwAAAABhZGQuczMyIAklcjEzNiwgJXIxNTYsIDE1Nzc5MjsAAG1i"
        "YXJyaWVyLmluaXQuc2hhcmVkOjpjdGEuYjY0IFslcjEzNl0sICVyMTQ3OwAAAABhZGQuczMyIAklcjEzOCwgJXIxNTYsIDE1"
        "NzgwMDsAAG1iYXJyaWVyLmluaXQuc2hhcmVkOjpjdGEuYjY0IFslcjEzOF0sICVyMTQ3OwAAAABhZGQuczMyIAklcjE0MCwg"
        "JXIxNTYsIDE1NzgwODsAAG1iYXJyaWVyLmluaXQuc2hhcmVkOjpjdGEuYjY0IFslcjE0MF0sICVyMTUxOwAAAABhZGQuczMy"
        "IAklcjE0MiwgJXIxNTYsIDE1NzgxNjsAAG1iYXJyaWVyLmluaXQuc2hhcmVkOjpjdGEuYjY0IFslcjE0Ml0sICVyMTUxOwAA"
        "AABhZGQuczMyIAklcjE0NCwgJXIxNTYsIDE1NzgyNDsAAG1iYXJyaWVyLmluaXQuc2hhcmVkOjpjdGEuYjY0IFslcjE0NF0s"
        "ICVyMTQ3OwAAAABhZGQuczMyIAklcjE0NiwgJXIxNTYsIDE1NzgzMjsAAG1iYXJyaWVyLmluaXQuc2hhcmVkOjpjdGEuYjY0"
        "IFslcjE0Nl0sICVyMTQ3OwAAAABhZGQuczMyIAklcjE0OCwgJXIxNTYsIDE1Nzg0MDsAAG1iYXJyaWVyLmluaXQuc2hhcmVk"
        "OjpjdGEuYjY0IFslcjE0OF0sICVyMTUxOwAAAABhZGQuczMyIAklcjE1MCwgJXIxNTYsIDE1Nzg0ODsAAG1iYXJyaWVyLmlu"
        "aXQuc2hhcmVkOjpjdGEuYjY0IFslcjE1MF0sICVyMTUxOwAAAAAAYWRkLnMzMiAJJXIxNTIsICVyMTU2LCAxNTc4NTY7AG1v"
        "di51MzIgCSVyMTUzLCAyNTY7AABtYmFycmllci5pbml0LnNoYXJlZDo6Y3RhLmI2NCBbJXIxNTJdLCAlcjE1MzsAAAAAAGZl"
        "bmNlLm1iYXJyaWVyX2luaXQucmVsZWFzZS5jbHVzdGVyOwAAAABjdnRhLnBhcmFtLnU2NCAJJXJkMTYsICVyZDEzOwAAcHJl"
        "ZmV0Y2gudGVuc29ybWFwIFslcmQxNl07AAAAAGN2dGEucGFyYW0udTY0IAklcmQxNywgJXJkMTQ7AABwcmVmZXRjaC50ZW5z"
        "b3JtYXAgWyVyZDE3XTsAAAAAY3Z0YS5wYXJhbS51NjQgCSVyZDE4LCAlcmQxNTsAAHByZWZldGNoLnRlbnNvcm1hcCBbJXJk"
        "MThdOwAAAAAkTF9fQkIwXzQ6AABiYXIuc3luYyAJMDsAAHNldHAuZXEuczMyIAklcDQsICVyMiwgMDsAQCVwNCBicmEgCSRM"
        "X19CQjBfMzQ7AAAAYWRkLnMzMiAJJXIxNTksICVyMiwgLTE7AABzaHIudTMyIAklcjE2MCwgJXIxNTksIDMxOwBhZGQuczMy"
        "IAklcjE2MSwgJXIxNTksICVyMTYwOwBzaHIuczMyIAklcjE2MiwgJXIxNjEsIDE7AGFuZC5iMzIgIAklcjE2MywgJXIxNjEs"
        "IC0yOwBzdWIuczMyIAklcjUsICVyMTU5LCAlcjE2MzsAAHNoci51MzIgCSVyMTY1LCAlcjEwOSwgMjc7AGFkZC5zMzIgCSVy"
        "MTY2LCAlcjEsICVyMTY1OwBhbmQuYjMyICAJJXIxNjcsICVyMTY2LCAtMzI7AHN1Yi5zMzIgCSVyNiwgJXIxLCAlcjE2NzsA"
        "AAAAbW92LnUzMiAJJXIxNTcsIDQ7AABtb3YuYjMyICVyMTU3LCAlcjE1NzsAAAAAc2hsLmIzMiAJJXI3LCAlcjE2MiwgMTM7"
        "AABzaHIuczMyIAklcjE2OCwgJXIzLCAzMTsAc2hyLnUzMiAJJXIxNjksICVyMTY4LCAyOTsAYWRkLnMzMiAJJXIxNzAsICVy"
        "MywgJXIxNjk7AGFuZC5iMzIgIAklcjE3MSwgJXIxNzAsIDY3MTA4ODU2OwBzdWIuczMyIAklcjE3MiwgJXIzLCAlcjE3MTsA"
        "AGFkZC5zMzIgCSVyMTczLCAlcjE3MiwgJXIxNjI7AABtaW4uczMyIAklcjE3NCwgJXIxNTcsIDQ7AG1heC5zMzIgCSVyMTc1"
        "LCAlcjE3NCwgMDsAbW92LnUzMiAJJXIxNzYsIDE7AAAAc3ViLnMzMiAJJXIxNzcsICVyMTc2LCAlcjU7AGFkZC5zMzIgCSVy"
        "OCwgJXIxNzcsICVyMTc1OwAAYW5kLmIzMiAgCSVyMTgwLCAlcjExMSwgLTEyODsAc3ViLnMzMiAJJXI5LCAlcjEsICVyMTgw"
        "OwAAbXVsLmYzMiAJJWYxLCAlZjI3MiwgMGYzRkI4QUEzQjsAAG1vdi51NjQgCSVyZDIwLCBzbWVtX3JhdzsAY3Z0LnUzMi51"
        "NjQgCSVyMTgxLCAlcmQyMDsAYWRkLnMzMiAJJXIxODIsICVyMTgxLCAxMDIzOwBhbmQuYjMyICAJJXIxODMsICVyMTgyLCAt"
        "MTAyNDsAYWRkLnMzMiAJJXIxMCwgJXI3LCAlcjE4MzsAAHNobC5iMzIgCSVyMTEsICVyMTczLCA2OwAAc2hyLnUzMiAJJXIx"
        "ODQsICVyOCwgMzE7AGFkZC5zMzIgCSVyMTg1LCAlcjgsICVyMTg0OwBzaHIuczMyIAklcjg5MiwgJXIxODUsIDE7AAAAYWRk"
        "LnMzMiAJJXIxODYsICVyMTc3LCAlcjE1NzsAc2hyLnUzMiAJJXIxODcsICVyMTg2LCAzMTsAYWRkLnMzMiAJJXIxODgsICVy"
        "MTg2LCAlcjE4NzsAc2hyLnMzMiAJJXIxMywgJXIxODgsIDE7AAAkTF9fQkIwXzY6AAAAYWRkLnMzMiAJJXIxOTAsICVyMTgz"
        "LCAxNTc2OTY7AG1vdi51MzIgCSVyMTkxLCAwOwAAewAucmVnIC5wcmVkIHA7AG1iYXJyaWVyLnRyeV93YWl0LnBhcml0eS5z"
        "aGFyZWQ6OmN0YS5iNjQgcCwgWyVyMTkwXSwgJXIxOTE7AHNlbHAudTMyICVyMTg5LCAxLCAwLCBwOwB9AAAAAHNldHAuZXEu"
        "czMyIAklcDUsICVyMTg5LCAwOwBAJXA1IGJyYSAJJExfX0JCMF82OwAAAHNldHAubHQuczMyIAklcDYsICVyOCwgMjsAbW92"
        "LmYzMiAJJWYxMzY3LCAwZjAwMDAwMDAwOwBtb3YuZjMyIAklZjIxMDYsIDBmRkY4MDAwMDA7AG1vdi5mMzIgCSVmMTM2Niwg"
        "JWYxMzY3OwBtb3YuZjMyIAklZjEzNjUsICVmMTM2NzsAbW92LmYzMiAJJWYxMzY0LCAlZjEzNjc7AG1vdi5mMzIgCSVmMTM2"
        "MywgJWYxMzY3OwBtb3YuZjMyIAklZjEzNjIsICVmMTM2NzsAbW92LmYzMiAJJWYxMzYxLCAlZjEzNjc7AG1vdi5mMzIgCSVm"
        "MTM2MCwgJWYxMzY3OwBtb3YuZjMyIAklZjEzNTksICVmMTM2NzsAbW92LmYzMiAJJWYxMzU4LCAlZjEzNjc7AG1vdi5mMzIg"
        "CSVmMTM1NywgJWYxMzY3OwBtb3YuZjMyIAklZjEzNTYsICVmMTM2NzsAbW92LmYzMiAJJWYxMzU1LCAlZjEzNjc7AG1vdi5m"
        "MzIgCSVmMTM1NCwgJWYxMzY3OwBtb3YuZjMyIAklZjEzNTMsICVmMTM2NzsAbW92LmYzMiAJJWYxMzUyLCAlZjEzNjc7AG1v"
        "di5mMzIgCSVmMTM1MSwgJWYxMzY3OwBtb3YuZjMyIAklZjEzNTAsICVmMTM2NzsAbW92LmYzMiAJJWYxMzQ5LCAlZjEzNjc7"
        "AG1vdi5mMzIgCSVmMTM0OCwgJWYxMzY3OwBtb3YuZjMyIAklZjEzNDcsICVmMTM2NzsAbW92LmYzMiAJJWYxMzQ2LCAlZjEz"
        "Njc7AG1vdi5mMzIgCSVmMTM0NSwgJWYxMzY3OwBtb3YuZjMyIAklZjEzNDQsICVmMTM2NzsAbW92LmYzMiAJJWYxMzQzLCAl"
        "ZjEzNjc7AG1vdi5mMzIgCSVmMTM0MiwgJWYxMzY3OwBtb3YuZjMyIAklZjEzNDEsICVmMTM2NzsAbW92LmYzMiAJJWYxMzQw"
        "LCAlZjEzNjc7AG1vdi5mMzIgCSVmMTMzOSwgJWYxMzY3OwBtb3YuZjMyIAklZjEzMzgsICVmMTM2NzsAbW92LmYzMiAJJWYx"
        "MzM3LCAlZjEzNjc7AG1vdi5mMzIgCSVmMTMzNiwgJWYxMzY3OwBtb3YuZjMyIAklZjIxMDcsICVmMjEwNjsAbW92LmYzMiAJ"
        "JWYyMTA4LCAlZjEzNjc7AG1vdi5mMzIgCSVmMjEwOSwgJWYxMzY3OwBAJXA2IGJyYSAJJExfX0JCMF8yMTsAAABhZGQuczMy"
        "IAklcjE0LCAlcjUsIC0yOwBhbmQuYjMyICAJJXIxOTcsICVyMTAsIDI2MTEyMDsAc2hyLnUzMiAJJXIxOTgsICVyMTk3LCA0"
        "OwBjdnQudTY0LnUzMiAJJXJkMjIsICVyMTk4OwBvci5iNjQgIAklcmQ1LCAlcmQyMiwgNDYxMTY4NjI5MzMwNTM2MDM4NDsA"
        "YWRkLnMzMiAJJXIxOTksICVyMTAsIDMyOwBhbmQuYjMyICAJJXIyMDAsICVyMTk5LCAyNjExNTI7AHNoci51MzIgCSVyMjAx"
        "LCAlcjIwMCwgNDsAY3Z0LnU2NC51MzIgCSVyZDIzLCAlcjIwMTsAb3IuYjY0ICAJJXJkNiwgJXJkMjMsIDQ2MTE2ODYyOTMz"
        "MDUzNjAzODQ7AGFkZC5zMzIgCSVyMjAyLCAlcjEwLCA2NDsAYW5kLmIzMiAgCSVyMjAzLCAlcjIwMiwgMjYxMTg0OwBzaHIu"
        "dTMyIAklcjIwNCwgJXIyMDMsIDQ7AGN2dC51NjQudTMyIAklcmQyNCwgJXIyMDQ7AG9yLmI2NCAgCSVyZDcsICVyZDI0LCA0"
        "NjExNjg2MjkzMzA1MzYwMzg0OwBhZGQuczMyIAklcjIwNSwgJXIxMCwgOTY7AGFuZC5iMzIgIAklcjIwNiwgJXIyMDUsIDI2"
        "MTIxNjsAc2hyLnUzMiAJJXIyMDcsICVyMjA2LCA0OwBjdnQudTY0LnUzMiAJJXJkMjUsICVyMjA3OwBvci5iNjQgIAklcmQ4"
        "LCAlcmQyNSwgNDYxMTY4NjI5MzMwNTM2MDM4NDsAbW92LnUzMiAJJXI4OTEsIDA7AG1vdi5mMzIgCSVmMTM2NywgMGYwMDAw"
        "MDAwMDsAbW92LmYzMiAJJWYyMDcwLCAwZkZGODAwMDAwOwBtb3YuZjMyIAklZjIwNzEsICVmMjA3MDsAACRMX19CQjBfOToA"
        "LnByYWdtYSAibm91bnJvbGwiOwAAAABzaGwuYjMyIAklcjQ4LCAlcjg5MSwgMTsAAGFkZC5zMzIgCSVyMjA4LCAlcjUsICVy"
        "NDg7AAAAc2hyLnMzMiAJJXIyMDksICVyMjA4LCAzMTsAc2hyLnUzMiAJJXIyMTAsICVyMjA5LCAzMDsAYWRkLnMzMiAJJXIy"
        "MTEsICVyMjA4LCAlcjIxMDsAYW5kLmIzMiAgCSVyMjEyLCAlcjIxMSwgLTQ7AHN1Yi5zMzIgCSVyNDksICVyMjA4LCAlcjIx"
        "MjsAc2hsLmIzMiAJJXI1MCwgJXI0OSwgNTsAYWRkLnMzMiAJJXIyMTYsICVyNTAsICVyMTgzOwBhZGQuczMyIAklcjUxLCAl"
        "cjIxNiwgMTU3NzI4OwAAc2hyLnUzMiAJJXIyMTcsICVyMjExLCAyOwBhbmQuYjMyICAJJXI1MiwgJXIyMTcsIDE7AAAkTF9f"
        "QkIwXzEwOgAAAAB7AC5yZWcgLnByZWQgcDsAbWJhcnJpZXIudHJ5X3dhaXQucGFyaXR5LnNoYXJlZDo6Y3RhLmI2NCBwLCBb"
        "JXI1MV0sICVyNTI7AHNlbHAudTMyICVyMjE4LCAxLCAwLCBwOwB9AAAAAHNldHAuZXEuczMyIAklcDcsICVyMjE4LCAwOwBA"
        "JXA3IGJyYSAJJExfX0JCMF8xMDsAAABzZXRwLm5lLnMzMiAJJXA4LCAlcjYsIDA7AAAAAHdnbW1hLmZlbmNlLnN5bmMuYWxp"
        "Z25lZDsAAAAAAABzaGwuYjMyIAklcjUzLCAlcjQ5LCAxNTsAYW5kLmIzMiAgCSVyMjg3LCAlcjE4MiwgMjYxMTIwOwBhZGQu"
        "czMyIAklcjI4OCwgJXI1MywgJXIyODc7AGFkZC5zMzIgCSVyMjg5LCAlcjI4OCwgODE5MjsAAABhbmQuYjMyICAJJXIyOTAs"
        "ICVyMjg5LCAyNjExMjA7AHNoci51MzIgCSVyMjkxLCAlcjI5MCwgNDsAAGN2dC51NjQudTMyIAklcmQzNiwgJXIyOTE7AABv"
        "ci5iNjQgIAklcmQyOCwgJXJkMzYsIDQ2MTE2ODYyOTMzMDUzNjAzODQ7AAAAAHdnbW1hLm1tYV9hc3luYy5zeW5jLmFsaWdu"
        "ZWQubTY0bjEyOGsxNi5mMzIuZjE2LmYxNiB7JWY1MzcsICVmNTM4LCAlZjUzOSwgJWY1NDAsICVmNTQxLCAlZjU0MiwgJWY1"
        "NDMsICVmNTQ0LCAlZjU0NSwgJWY1NDYsICVmNTQ3LCAlZjU0OCwgJWY1NDksICVmNTUwLCAlZjU1MSwgJWY1NTIsICVmNTUz"
        "LCAlZjU1NCwgJWY1NTUsICVmNTU2LCAlZjU1NywgJWY1NTgsICVmNTU5LCAlZjU2MCwgJWY1NjEsICVmNTYyLCAlZjU2Mywg"
        "JWY1NjQsICVmNTY1LCAlZjU2NiwgJWY1NjcsICVmNTY4LCAlZjU2OSwgJWY1NzAsICVmNTcxLCAlZjU3MiwgJWY1NzMsICVm"
        "NTc0LCAlZjU3NSwgJWY1NzYsICVmNTc3LCAlZjU3OCwgJWY1NzksICVmNTgwLCAlZjU4MSwgJWY1ODIsICVmNTgzLCAlZjU4"
        "NCwgJWY1ODUsICVmNTg2LCAlZjU4NywgJWY1ODgsICVmNTg5LCAlZjU5MCwgJWY1OTEsICVmNTkyLCAlZjU5MywgJWY1OTQs"
        "ICVmNTk1LCAlZjU5NiwgJWY1OTcsICVmNTk4LCAlZjU5OSwgJWY2MDB9LCAlcmQ1LCAlcmQyOCwgMCwgMSwgMSwgMCwgMDsA"
        "AAAAb3IuYjY0ICAJJXJkMzAsICVyZDM2LCA0NjExNjg2MjkzMzA1MzYwMzg2OwAAAHdnbW1hLm1tYV9hc3luYy5zeW5jLmFs"
        "aWduZWQubTY0bjEyOGsxNi5mMzIuZjE2LmYxNiB7JWY1MzcsICVmNTM4LCAlZjUzOSwgJWY1NDAsICVmNTQxLCAlZjU0Miwg"
        "JWY1NDMsICVmNTQ0LCAlZjU0NSwgJWY1NDYsICVmNTQ3LCAlZjU0OCwgJWY1NDksICVmNTUwLCAlZjU1MSwgJWY1NTIsICVm"
        "NTUzLCAlZjU1NCwgJWY1NTUsICVmNTU2LCAlZjU1NywgJWY1NTgsICVmNTU5LCAlZjU2MCwgJWY1NjEsICVmNTYyLCAlZjU2"
        "MywgJWY1NjQsICVmNTY1LCAlZjU2NiwgJWY1NjcsICVmNTY4LCAlZjU2OSwgJWY1NzAsICVmNTcxLCAlZjU3MiwgJWY1NzMs"
        "ICVmNTc0LCAlZjU3NSwgJWY1NzYsICVmNTc3LCAlZjU3OCwgJWY1NzksICVmNTgwLCAlZjU4MSwgJWY1ODIsICVmNTgzLCAl"
        "ZjU4NCwgJWY1ODUsICVmNTg2LCAlZjU4NywgJWY1ODgsICVmNTg5LCAlZjU5MCwgJWY1OTEsICVmNTkyLCAlZjU5MywgJWY1"
        "OTQsICVmNTk1LCAlZjU5NiwgJWY1OTcsICVmNTk4LCAlZjU5OSwgJWY2MDB9LCAlcmQ2LCAlcmQzMCwgMSwgMSwgMSwgMCwg"
        "MDsAAAAAb3IuYjY0ICAJJXJkMzIsICVyZDM2LCA0NjExNjg2MjkzMzA1MzYwMzg4OwAAAHdnbW1hLm1tYV9hc3luYy5zeW5j"
        "LmFsaWduZWQubTY0bjEyOGsxNi5mMzIuZjE2LmYxNiB7JWY1MzcsICVmNTM4LCAlZjUzOSwgJWY1NDAsICVmNTQxLCAlZjU0"
        "MiwgJWY1NDMsICVmNTQ0LCAlZjU0NSwgJWY1NDYsICVmNTQ3LCAlZjU0OCwgJWY1NDksICVmNTUwLCAlZjU1MSwgJWY1NTIs"
        "ICVmNTUzLCAlZjU1NCwgJWY1NTUsICVmNTU2LCAlZjU1NywgJWY1NTgsICVmNTU5LCAlZjU2MCwgJWY1NjEsICVmNTYyLCAl"
        "ZjU2MywgJWY1NjQsICVmNTY1LCAlZjU2NiwgJWY1NjcsICVmNTY4LCAlZjU2OSwgJWY1NzAsICVmNTcxLCAlZjU3MiwgJWY1"
        "NzMsICVmNTc0LCAlZjU3NSwgJWY1NzYsICVmNTc3LCAlZjU3OCwgJWY1NzksICVmNTgwLCAlZjU4MSwgJWY1ODIsICVmNTgz"
        "LCAlZjU4NCwgJWY1ODUsICVmNTg2LCAlZjU4NywgJWY1ODgsICVmNTg5LCAlZjU5MCwgJWY1OTEsICVmNTkyLCAlZjU5Mywg"
        "JWY1OTQsICVmNTk1LCAlZjU5NiwgJWY1OTcsICVmNTk4LCAlZjU5OSwgJWY2MDB9LCAlcmQ3LCAlcmQzMiwgMSwgMSwgMSwg"
        "MCwgMDsAAAAAb3IuYjY0ICAJJXJkMzQsICVyZDM2LCA0NjExNjg2MjkzMzA1MzYwMzkwOwAAAHdnbW1hLm1tYV9hc3luYy5z"
        "eW5jLmFsaWduZWQubTY0bjEyOGsxNi5mMzIuZjE2LmYxNiB7JWY1MzcsICVmNTM4LCAlZjUzOSwgJWY1NDAsICVmNTQxLCAl"
        "ZjU0MiwgJWY1NDMsICVmNTQ0LCAlZjU0NSwgJWY1NDYsICVmNTQ3LCAlZjU0OCwgJWY1NDksICVmNTUwLCAlZjU1MSwgJWY1"
        "NTIsICVmNTUzLCAlZjU1NCwgJWY1NTUsICVmNTU2LCAlZjU1NywgJWY1NTgsICVmNTU5LCAlZjU2MCwgJWY1NjEsICVmNTYy"
        "LCAlZjU2MywgJWY1NjQsICVmNTY1LCAlZjU2NiwgJWY1NjcsICVmNTY4LCAlZjU2OSwgJWY1NzAsICVmNTcxLCAlZjU3Miwg"
        "JWY1NzMsICVmNTc0LCAlZjU3NSwgJWY1NzYsICVmNTc3LCAlZjU3OCwgJWY1NzksICVmNTgwLCAlZjU4MSwgJWY1ODIsICVm"
        "NTgzLCAlZjU4NCwgJWY1ODUsICVmNTg2LCAlZjU4NywgJWY1ODgsICVmNTg5LCAlZjU5MCwgJWY1OTEsICVmNTkyLCAlZjU5"
        "MywgJWY1OTQsICVmNTk1LCAlZjU5NiwgJWY1OTcsICVmNTk4LCAlZjU5OSwgJWY2MDB9LCAlcmQ4LCAlcmQzNCwgMSwgMSwg"
        "MSwgMCwgMDsAAAAAAAB3Z21tYS5jb21taXRfZ3JvdXAuc3luYy5hbGlnbmVkOwAAAAAAAHdnbW1hLndhaXRfZ3JvdXAuc3lu"
        "Yy5hbGlnbmVkIDA7AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"
        "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"
        "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"
        "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAABiYXIud2Fy"
        "cC5zeW5jIAktMTsAAEAlcDggYnJhIAkkTF9fQkIwXzEzOwAAAABhZGQuczMyIAklcjI5MiwgJXIyMTYsIDE1Nzc1MjsAAAAA"
        "bWJhcnJpZXIuYXJyaXZlLnNoYXJlZDo6Y3RhLmI2NCBfLCBbJXIyOTJdOwAAAAAkTF9fQkIwXzEzOgAAc2V0cC5lcS5zMzIg"
        "CSVwOSwgJXI4OTEsIDA7AEAlcDkgYnJhIAkkTF9fQkIwXzE2OwAAAHNldHAubmUuczMyIAklcDM5LCAlcjYsIDA7AAAAAGJh"
        "ci53YXJwLnN5bmMgCS0xOwAAQCVwMzkgYnJhIAkkTF9fQkIwXzE2OwAAAGFkZC5zMzIgCSVyMjk4LCAlcjE0LCAlcjQ4OwAA"
        "AHNoci5zMzIgCSVyMjk5LCAlcjI5OCwgMzE7AHNoci51MzIgCSVyMzAwLCAlcjI5OSwgMzA7AGFkZC5zMzIgCSVyMzAxLCAl"
        "cjI5OCwgJXIzMDA7AGFuZC5iMzIgIAklcjMwMiwgJXIzMDEsIDEzNDIxNzcyNDsAc3ViLnMzMiAJJXIzMDMsICVyMjk4LCAl"
        "cjMwMjsAc2hsLmIzMiAJJXIzMDQsICVyMzAzLCA1OwAAYWRkLnMzMiAJJXIzMDgsICVyMzA0LCAlcjE4MzsAYWRkLnMzMiAJ"
        "JXIyOTcsICVyMzA4LCAxNTc3NDQ7AAAAAG1iYXJyaWVyLmFycml2ZS5zaGFyZWQ6OmN0YS5iNjQgXywgWyVyMjk3XTsAAAAA"
        "JExfX0JCMF8xNjoAAAAAAG1vdi5mMzIgCSVmMTE4NSwgMGZGRjgwMDAwMDsAbWF4LmYzMiAJJWYxMTg2LCAlZjExODUsICVm"
        "NTM3OwBtYXguZjMyIAklZjExODcsICVmMTE4NiwgJWY1NDE7AG1heC5mMzIgCSVmMTE4OCwgJWYxMTg1LCAlZjUzODsAbWF4"
        "LmYzMiAJJWYxMTg5LCAlZjExODgsICVmNTQyOwBtYXguZjMyIAklZjExOTAsICVmMTE4NSwgJWY1Mzk7AG1heC5mMzIgCSVm"
        "MTE5MSwgJWYxMTkwLCAlZjU0MzsAbWF4LmYzMiAJJWYxMTkyLCAlZjExODUsICVmNTQwOwBtYXguZjMyIAklZjExOTMsICVm"
        "MTE5MiwgJWY1NDQ7AG1heC5mMzIgCSVmMTE5NCwgJWYxMTg1LCAlZjU0NTsAbWF4LmYzMiAJJWYxMTk1LCAlZjExOTQsICVm"
        "NTQ5OwBtYXguZjMyIAklZjExOTYsICVmMTE4NSwgJWY1NDY7AG1heC5mMzIgCSVmMTE5NywgJWYxMTk2LCAlZjU1MDsAbWF4"
        "LmYzMiAJJWYxMTk4LCAlZjExODUsICVmNTQ3OwBtYXguZjMyIAklZjExOTksICVmMTE5OCwgJWY1NTE7AG1heC5mMzIgCSVm"
        "MTIwMCwgJWYxMTg1LCAlZjU0ODsAbWF4LmYzMiAJJWYxMjAxLCAlZjEyMDAsICVmNTUyOwBtYXguZjMyIAklZjEyMDIsICVm"
        "MTE4NywgJWY1NTM7AG1heC5mMzIgCSVmMTIwMywgJWYxMTg5LCAlZjU1NDsAbWF4LmYzMiAJJWYxMjA0LCAlZjExOTEsICVm"
        "NTU1OwBtYXguZjMyIAklZjEyMDUsICVmMTE5MywgJWY1NTY7AG1heC5mMzIgCSVmMTIwNiwgJWYxMjAyLCAlZjU1NzsAbWF4"
        "LmYzMiAJJWYxMjA3LCAlZjEyMDMsICVmNTU4OwBtYXguZjMyIAklZjEyMDgsICVmMTIwNCwgJWY1NTk7AG1heC5mMzIgCSVm"
        "MTIwOSwgJWYxMjA1LCAlZjU2MDsAbWF4LmYzMiAJJWYxMjEwLCAlZjExOTUsICVmNTYxOwBtYXguZjMyIAklZjEyMTEsICVm"
        "MTE5NywgJWY1NjI7AG1heC5mMzIgCSVmMTIxMiwgJWYxMTk5LCAlZjU2MzsAbWF4LmYzMiAJJWYxMjEzLCAlZjEyMDEsICVm"
        "NTY0OwBtYXguZjMyIAklZjEyMTQsICVmMTIxMCwgJWY1NjU7AG1heC5mMzIgCSVmMTIxNSwgJWYxMjExLCAlZjU2NjsAbWF4"
        "LmYzMiAJJWYxMjE2LCAlZjEyMTIsICVmNTY3OwBtYXguZjMyIAklZjEyMTcsICVmMTIxMywgJWY1Njg7AG1heC5mMzIgCSVm"
        "MTIxOCwgJWYxMjA2LCAlZjU2OTsAbWF4LmYzMiAJJWYxMjE5LCAlZjEyMDcsICVmNTcwOwBtYXguZjMyIAklZjEyMjAsICVm"
        "MTIwOCwgJWY1NzE7AG1heC5mMzIgCSVmMTIyMSwgJWYxMjA5LCAlZjU3MjsAbWF4LmYzMiAJJWYxMjIyLCAlZjEyMTgsICVm"
        "NTczOwBtYXguZjMyIAklZjEyMjMsICVmMTIxOSwgJWY1NzQ7AG1heC5mMzIgCSVmMTIyNCwgJWYxMjIwLCAlZjU3NTsAbWF4"
        "LmYzMiAJJWYxMjI1LCAlZjEyMjEsICVmNTc2OwBtYXguZjMyIAklZjEyMjYsICVmMTIxNCwgJWY1Nzc7AG1heC5mMzIgCSVm"
        "MTIyNywgJWYxMjE1LCAlZjU3ODsAbWF4LmYzMiAJJWYxMjI4LCAlZjEyMTYsICVmNTc5OwBtYXguZjMyIAklZjEyMjksICVm"
        "MTIxNywgJWY1ODA7AG1heC5mMzIgCSVmMTIzMCwgJWYxMjI2LCAlZjU4MTsAbWF4LmYzMiAJJWYxMjMxLCAlZjEyMjcsICVm"
        "NTgyOwBtYXguZjMyIAklZjEyMzIsICVmMTIyOCwgJWY1ODM7AG1heC5mMzIgCSVmMTIzMywgJWYxMjI5LCAlZjU4NDsAbWF4"
        "LmYzMiAJJWYxMjM0LCAlZjEyMjIsICVmNTg1OwBtYXguZjMyIAklZjEyMzUsICVmMTIyMywgJWY1ODY7AG1heC5mMzIgCSVm"
        "MTIzNiwgJWYxMjI0LCAlZjU4NzsAbWF4LmYzMiAJJWYxMjM3LCAlZjEyMjUsICVmNTg4OwBtYXguZjMyIAklZjEyMzgsICVm"
        "MTIzNCwgJWY1ODk7AG1heC5mMzIgCSVmMTIzOSwgJWYxMjM1LCAlZjU5MDsAbWF4LmYzMiAJJWYxMjQwLCAlZjEyMzYsICVm"
        "NTkxOwBtYXguZjMyIAklZjEyNDEsICVmMTIzNywgJWY1OTI7AG1heC5mMzIgCSVmMTI0MiwgJWYxMjMwLCAlZjU5MzsAbWF4"
        "LmYzMiAJJWYxMjQzLCAlZjEyMzEsICVmNTk0OwBtYXguZjMyIAklZjEyNDQsICVmMTIzMiwgJWY1OTU7AG1heC5mMzIgCSVm"
        "MTI0NSwgJWYxMjMzLCAlZjU5NjsAbWF4LmYzMiAJJWYxMjQ2LCAlZjEyNDIsICVmNTk3OwBtYXguZjMyIAklZjEyNDcsICVm"
        "MTI0MywgJWY1OTg7AG1heC5mMzIgCSVmMTI0OCwgJWYxMjQ0LCAlZjU5OTsAbWF4LmYzMiAJJWYxMjQ5LCAlZjEyNDUsICVm"
        "NjAwOwAAbWF4LmYzMiAJJWYxMjUwLCAlZjEyMzgsICVmMTIzOTsAbWF4LmYzMiAJJWYxMjUxLCAlZjEyNDYsICVmMTI0NzsA"
        "bWF4LmYzMiAJJWYxMjUyLCAlZjEyNTAsICVmMTI1MTsAAABtb3YuYjMyIAklcjQzNSwgJWYxMjUyOwBtb3YudTMyIAklcjQz"
        "NiwgMzE7AG1vdi51MzIgCSVyNDM3LCAxOwBtb3YudTMyIAklcjQzOCwgLTE7AHNoZmwuc3luYy5iZmx5LmIzMiAJJXI0Mzl8"
        "JXAxMSwgJXI0MzUsICVyNDM3LCAlcjQzNiwgJXI0Mzg7AG1vdi5iMzIgCSVmMTI1MywgJXI0Mzk7AG1heC5mMzIgCSVmMTI1"
        "NCwgJWYxMjUyLCAlZjEyNTM7AABtb3YuYjMyIAklcjQ0MCwgJWYxMjU0OwBtb3YudTMyIAklcjQ0MSwgMjsAc2hmbC5zeW5j"
        "LmJmbHkuYjMyIAklcjQ0MnwlcDEyLCAlcjQ0MCwgJXI0NDEsICVyNDM2LCAlcjQzODsAbW92LmIzMiAJJWYxMjU1LCAlcjQ0"
        "MjsAbWF4LmYzMiAJJWYxMjU2LCAlZjEyNTQsICVmMTI1NTsAAG11bC5mMzIgCSVmMTI1NywgJWYxLCAlZjEyNTY7AG1heC5m"
        "MzIgCSVmMjEwNywgJWYyMDcxLCAlZjEyNTc7AABtYXguZjMyIAklZjEyNTgsICVmMTI0MCwgJWYxMjQxOwBtYXguZjMyIAkl"
        "ZjEyNTksICVmMTI0OCwgJWYxMjQ5OwBtYXguZjMyIAklZjEyNjAsICVmMTI1OCwgJWYxMjU5OwAAbW92LmIzMiAJJXI0NDMs"
        "ICVmMTI2MDsAc2hmbC5zeW5jLmJmbHkuYjMyIAklcjQ0NHwlcDEzLCAlcjQ0MywgJXI0MzcsICVyNDM2LCAlcjQzODsAbW92"
        "LmIzMiAJJWYxMjYxLCAlcjQ0NDsAbWF4LmYzMiAJJWYxMjYyLCAlZjEyNjAsICVmMTI2MTsAAG1vdi5iMzIgCSVyNDQ1LCAl"
        "ZjEyNjI7AHNoZmwuc3luYy5iZmx5LmIzMiAJJXI0NDZ8JXAxNCwgJXI0NDUsICVyNDQxLCAlcjQzNiwgJXI0Mzg7AG1vdi5i"
        "MzIgCSVmMTI2MywgJXI0NDY7AG1heC5mMzIgCSVmMTI2NCwgJWYxMjYyLCAlZjEyNjM7AABtdWwuZjMyIAklZjEyNjUsICVm"
        "MSwgJWYxMjY0OwBtYXguZjMyIAklZjIxMDYsICVmMjA3MCwgJWYxMjY1OwAAc2V0cC5lcS5mMzIgCSVwMTUsICVmMjEwNywg"
        "MGZGRjgwMDAwMDsAc2VscC5mMzIgCSVmMTI2NiwgMGYwMDAwMDAwMCwgJWYyMTA3LCAlcDE1OwAAc3ViLmYzMiAJJWY5ODYs"
        "ICVmMjA3MSwgJWYxMjY2OwAAAABleDIuYXBwcm94LmZ0ei5mMzIgJWY5ODUsICVmOTg2OwAAAABuZWcuZjMyIAklZjEyNjcs"
        "ICVmMTI2NjsAAHNldHAuZXEuZjMyIAklcDE2LCAlZjIxMDYsIDBmRkY4MDAwMDA7AHNlbHAuZjMyIAklZjEyNjgsIDBmMDAw"
        "MDAwMDAsICVmMjEwNiwgJXAxNjsAAHN1Yi5mMzIgCSVmOTg4LCAlZjIwNzAsICVmMTI2ODsAAABleDIuYXBwcm94LmZ0ei5m"
        "MzIgJWY5ODcsICVmOTg4OwAAAABuZWcuZjMyIAklZjEyNjksICVmMTI2ODsAAGZtYS5ybi5mMzIgCSVmOTkwLCAlZjUzNywg"
        "JWYxLCAlZjEyNjc7AGZtYS5ybi5mMzIgCSVmOTkyLCAlZjUzOCwgJWYxLCAlZjEyNjc7AAAAAGV4Mi5hcHByb3guZnR6LmYz"
        "MiAlZjk4OSwgJWY5OTA7AAAAAAAAZXgyLmFwcHJveC5mdHouZjMyICVmOTkxLCAlZjk5MjsAAAAAZm1hLnJuLmYzMiAJJWY5"
        "OTQsICVmNTM5LCAlZjEsICVmMTI2OTsAZm1hLnJuLmYzMiAJJWY5OTYsICVmNTQwLCAlZjEsICVmMTI2OTsAAABleDIuYXBw"
        "cm94LmZ0ei5mMzIgJWY5OTMsICVmOTk0OwAAAAAAZXgyLmFwcHJveC5mdHouZjMyICVmOTk1LCAlZjk5NjsAAAAAZm1hLnJu"
        "LmYzMiAJJWY5OTgsICVmNTQxLCAlZjEsICVmMTI2NzsAZm1hLnJuLmYzMiAJJWYxMDAwLCAlZjU0MiwgJWYxLCAlZjEyNjc7"
        "AAAAZXgyLmFwcHJveC5mdHouZjMyICVmOTk3LCAlZjk5ODsAAAAAAGV4Mi5hcHByb3guZnR6LmYzMiAlZjk5OSwgJWYxMDAw"
        "OwAAAABmbWEucm4uZjMyIAklZjEwMDIsICVmNTQzLCAlZjEsICVmMTI2OTsAZm1hLnJuLmYzMiAJJWYxMDA0LCAlZjU0NCwg"
        "JWYxLCAlZjEyNjk7AAAAZXgyLmFwcHJveC5mdHouZjMyICVmMTAwMSwgJWYxMDAyOwAAAAAAZXgyLmFwcHJveC5mdHouZjMy"
        "ICVmMTAwMywgJWYxMDA0OwAAAABmbWEucm4uZjMyIAklZjEwMDYsICVmNTQ1LCAlZjEsICVmMTI2NzsAZm1hLnJuLmYzMiAJ"
        "JWYxMDA4LCAlZjU0NiwgJWYxLCAlZjEyNjc7AAAAZXgyLmFwcHJveC5mdHouZjMyICVmMTAwNSwgJWYxMDA2OwAAAAAAZXgy"
        "LmFwcHJveC5mdHouZjMyICVmMTAwNywgJWYxMDA4OwAAAABmbWEucm4uZjMyIAklZjEwMTAsICVmNTQ3LCAlZjEsICVmMTI2"
        "OTsAZm1hLnJuLmYzMiAJJWYxMDEyLCAlZjU0OCwgJWYxLCAlZjEyNjk7AAAAZXgyLmFwcHJveC5mdHouZjMyICVmMTAwOSwg"
        "JWYxMDEwOwAAAAAAZXgyLmFwcHJveC5mdHouZjMyICVmMTAxMSwgJWYxMDEyOwAAAABmbWEucm4uZjMyIAklZjEwMTQsICVm"
        "NTQ5LCAlZjEsICVmMTI2NzsAZm1hLnJuLmYzMiAJJWYxMDE2LCAlZjU1MCwgJWYxLCAlZjEyNjc7AAAAZXgyLmFwcHJveC5m"
        "dHouZjMyICVmMTAxMywgJWYxMDE0OwAAAAAAZXgyLmFwcHJveC5mdHouZjMyICVmMTAxNSwgJWYxMDE2OwAAAABmbWEucm4u"
        "ZjMyIAklZjEwMTgsICVmNTUxLCAlZjEsICVmMTI2OTsAZm1hLnJuLmYzMiAJJWYxMDIwLCAlZjU1MiwgJWYxLCAlZjEyNjk7"
        "AAAAZXgyLmFwcHJveC5mdHouZjMyICVmMTAxNywgJWYxMDE4OwAAAAAAZXgyLmFwcHJveC5mdHouZjMyICVmMTAxOSwgJWYx"
        "MDIwOwAAAABmbWEucm4uZjMyIAklZjEwMjIsICVmNTUzLCAlZjEsICVmMTI2NzsAZm1hLnJuLmYzMiAJJWYxMDI0LCAlZjU1"
        "NCwgJWYxLCAlZjEyNjc7AAAAZXgyLmFwcHJveC5mdHouZjMyICVmMTAyMSwgJWYxMDIyOwAAAAAAZXgyLmFwcHJveC5mdHou"
        "ZjMyICVmMTAyMywgJWYxMDI0OwAAAABmbWEucm4uZjMyIAklZjEwMjYsICVmNTU1LCAlZjEsICVmMTI2OTsAZm1hLnJuLmYz"
        "MiAJJWYxMDI4LCAlZjU1NiwgJWYxLCAlZjEyNjk7AAAAZXgyLmFwcHJveC5mdHouZjMyICVmMTAyNSwgJWYxMDI2OwAAAAAA"
        "ZXgyLmFwcHJveC5mdHouZjMyICVmMTAyNywgJWYxMDI4OwAAAABmbWEucm4uZjMyIAklZjEwMzAsICVmNTU3LCAlZjEsICVm"
        "MTI2NzsAZm1hLnJuLmYzMiAJJWYxMDMyLCAlZjU1OCwgJWYxLCAlZjEyNjc7AAAAZXgyLmFwcHJveC5mdHouZjMyICVmMTAy"
        "OSwgJWYxMDMwOwAAAAAAZXgyLmFwcHJveC5mdHouZjMyICVmMTAzMSwgJWYxMDMyOwAAAABmbWEucm4uZjMyIAklZjEwMzQs"
        "ICVmNTU5LCAlZjEsICVmMTI2OTsAZm1hLnJuLmYzMiAJJWYxMDM2LCAlZjU2MCwgJWYxLCAlZjEyNjk7AAAAZXgyLmFwcHJv"
        "eC5mdHouZjMyICVmMTAzMywgJWYxMDM0OwAAAAAAZXgyLmFwcHJveC5mdHouZjMyICVmMTAzNSwgJWYxMDM2OwAAAABmbWEu"
        "cm4uZjMyIAklZjEwMzgsICVmNTYxLCAlZjEsICVmMTI2NzsAZm1hLnJuLmYzMiAJJWYxMDQwLCAlZjU2MiwgJWYxLCAlZjEy"
        "Njc7AAAAZXgyLmFwcHJveC5mdHouZjMyICVmMTAzNywgJWYxMDM4OwAAAAAAZXgyLmFwcHJveC5mdHouZjMyICVmMTAzOSwg"
        "JWYxMDQwOwAAAABmbWEucm4uZjMyIAklZjEwNDIsICVmNTYzLCAlZjEsICVmMTI2OTsAZm1hLnJuLmYzMiAJJWYxMDQ0LCAl"
        "ZjU2NCwgJWYxLCAlZjEyNjk7AAAAZXgyLmFwcHJveC5mdHouZjMyICVmMTA0MSwgJWYxMDQyOwAAAAAAZXgyLmFwcHJveC5m"
        "dHouZjMyICVmMTA0MywgJWYxMDQ0OwAAAABmbWEucm4uZjMyIAklZjEwNDYsICVmNTY1LCAlZjEsICVmMTI2NzsAZm1hLnJu"
        "LmYzMiAJJWYxMDQ4LCAlZjU2NiwgJWYxLCAlZjEyNjc7AAAAZXgyLmFwcHJveC5mdHouZjMyICVmMTA0NSwgJWYxMDQ2OwAA"
        "AAAAZXgyLmFwcHJveC5mdHouZjMyICVmMTA0NywgJWYxMDQ4OwAAAABmbWEucm4uZjMyIAklZjEwNTAsICVmNTY3LCAlZjEs"
        "ICVmMTI2OTsAZm1hLnJuLmYzMiAJJWYxMDUyLCAlZjU2OCwgJWYxLCAlZjEyNjk7AAAAZXgyLmFwcHJveC5mdHouZjMyICVm"
        "MTA0OSwgJWYxMDUwOwAAAAAAZXgyLmFwcHJveC5mdHouZjMyICVmMTA1MSwgJWYxMDUyOwAAAABmbWEucm4uZjMyIAklZjEw"
        "NTQsICVmNTY5LCAlZjEsICVmMTI2NzsAZm1hLnJuLmYzMiAJJWYxMDU2LCAlZjU3MCwgJWYxLCAlZjEyNjc7AAAAZXgyLmFw"
        "cHJveC5mdHouZjMyICVmMTA1MywgJWYxMDU0OwAAAAAAZXgyLmFwcHJveC5mdHouZjMyICVmMTA1NSwgJWYxMDU2OwAAAABm"
        "bWEucm4uZjMyIAklZjEwNTgsICVmNTcxLCAlZjEsICVmMTI2OTsAZm1hLnJuLmYzMiAJJWYxMDYwLCAlZjU3MiwgJWYxLCAl"
        "ZjEyNjk7AAAAZXgyLmFwcHJveC5mdHouZjMyICVmMTA1NywgJWYxMDU4OwAAAAAAZXgyLmFwcHJveC5mdHouZjMyICVmMTA1"
        "OSwgJWYxMDYwOwAAAABmbWEucm4uZjMyIAklZjEwNjIsICVmNTczLCAlZjEsICVmMTI2NzsAZm1hLnJuLmYzMiAJJWYxMDY0"
        "LCAlZjU3NCwgJWYxLCAlZjEyNjc7AAAAZXgyLmFwcHJveC5mdHouZjMyICVmMTA2MSwgJWYxMDYyOwAAAAAAZXgyLmFwcHJv"
        "eC5mdHouZjMyICVmMTA2MywgJWYxMDY0OwAAAABmbWEucm4uZjMyIAklZjEwNjYsICVmNTc1LCAlZjEsICVmMTI2OTsAZm1h"
        "LnJuLmYzMiAJJWYxMDY4LCAlZjU3NiwgJWYxLCAlZjEyNjk7AAAAZXgyLmFwcHJveC5mdHouZjMyICVmMTA2NSwgJWYxMDY2"
        "OwAAAAAAZXgyLmFwcHJveC5mdHouZjMyICVmMTA2NywgJWYxMDY4OwAAAABmbWEucm4uZjMyIAklZjEwNzAsICVmNTc3LCAl"
        "ZjEsICVmMTI2NzsAZm1hLnJuLmYzMiAJJWYxMDcyLCAlZjU3OCwgJWYxLCAlZjEyNjc7AAAAZXgyLmFwcHJveC5mdHouZjMy"
        "ICVmMTA2OSwgJWYxMDcwOwAAAAAAZXgyLmFwcHJveC5mdHouZjMyICVmMTA3MSwgJWYxMDcyOwAAAABmbWEucm4uZjMyIAkl"
        "ZjEwNzQsICVmNTc5LCAlZjEsICVmMTI2OTsAZm1hLnJuLmYzMiAJJWYxMDc2LCAlZjU4MCwgJWYxLCAlZjEyNjk7AAAAZXgy"
        "LmFwcHJveC5mdHouZjMyICVmMTA3MywgJWYxMDc0OwAAAAAAZXgyLmFwcHJveC5mdHouZjMyICVmMTA3NSwgJWYxMDc2OwAA"
        "AABmbWEucm4uZjMyIAklZjEwNzgsICVmNTgxLCAlZjEsICVmMTI2NzsAZm1hLnJuLmYzMiAJJWYxMDgwLCAlZjU4MiwgJWYx"
        "LCAlZjEyNjc7AAAAZXgyLmFwcHJveC5mdHouZjMyICVmMTA3NywgJWYxMDc4OwAAAAAAZXgyLmFwcHJveC5mdHouZjMyICVm"
        "MTA3OSwgJWYxMDgwOwAAAABmbWEucm4uZjMyIAklZjEwODIsICVmNTgzLCAlZjEsICVmMTI2OTsAZm1hLnJuLmYzMiAJJWYx"
        "MDg0LCAlZjU4NCwgJWYxLCAlZjEyNjk7AAAAZXgyLmFwcHJveC5mdHouZjMyICVmMTA4MSwgJWYxMDgyOwAAAAAAZXgyLmFw"
        "cHJveC5mdHouZjMyICVmMTA4MywgJWYxMDg0OwAAAABmbWEucm4uZjMyIAklZjEwODYsICVmNTg1LCAlZjEsICVmMTI2NzsA"
        "Zm1hLnJuLmYzMiAJJWYxMDg4LCAlZjU4NiwgJWYxLCAlZjEyNjc7AAAAZXgyLmFwcHJveC5mdHouZjMyICVmMTA4NSwgJWYx"
        "MDg2OwAAAAAAZXgyLmFwcHJveC5mdHouZjMyICVmMTA4NywgJWYxMDg4OwAAAABmbWEucm4uZjMyIAklZjEwOTAsICVmNTg3"
        "LCAlZjEsICVmMTI2OTsAZm1hLnJuLmYzMiAJJWYxMDkyLCAlZjU4OCwgJWYxLCAlZjEyNjk7AAAAZXgyLmFwcHJveC5mdHou"
        "ZjMyICVmMTA4OSwgJWYxMDkwOwAAAAAAZXgyLmFwcHJveC5mdHouZjMyICVmMTA5MSwgJWYxMDkyOwAAAABmbWEucm4uZjMy"
        "IAklZjEwOTQsICVmNTg5LCAlZjEsICVmMTI2NzsAZm1hLnJuLmYzMiAJJWYxMDk2LCAlZjU5MCwgJWYxLCAlZjEyNjc7AAAA"
        "ZXgyLmFwcHJveC5mdHouZjMyICVmMTA5MywgJWYxMDk0OwAAAAAAZXgyLmFwcHJveC5mdHouZjMyICVmMTA5NSwgJWYxMDk2"
        "OwAAAABmbWEucm4uZjMyIAklZjEwOTgsICVmNTkxLCAlZjEsICVmMTI2OTsAZm1hLnJuLmYzMiAJJWYxMTAwLCAlZjU5Miwg"
        "JWYxLCAlZjEyNjk7AAAAZXgyLmFwcHJveC5mdHouZjMyICVmMTA5NywgJWYxMDk4OwAAAAAAZXgyLmFwcHJveC5mdHouZjMy"
        "ICVmMTA5OSwgJWYxMTAwOwAAAABmbWEucm4uZjMyIAklZjExMDIsICVmNTkzLCAlZjEsICVmMTI2NzsAZm1hLnJuLmYzMiAJ"
        "JWYxMTA0LCAlZjU5NCwgJWYxLCAlZjEyNjc7AAAAZXgyLmFwcHJveC5mdHouZjMyICVmMTEwMSwgJWYxMTAyOwAAAAAAZXgy"
        "LmFwcHJveC5mdHouZjMyICVmMTEwMywgJWYxMTA0OwAAAABmbWEucm4uZjMyIAklZjExMDYsICVmNTk1LCAlZjEsICVmMTI2"
        "OTsAZm1hLnJuLmYzMiAJJWYxMTA4LCAlZjU5NiwgJWYxLCAlZjEyNjk7AAAAZXgyLmFwcHJveC5mdHouZjMyICVmMTEwNSwg"
        "JWYxMTA2OwAAAAAAZXgyLmFwcHJveC5mdHouZjMyICVmMTEwNywgJWYxMTA4OwAAAABmbWEucm4uZjMyIAklZjExMTAsICVm"
        "NTk3LCAlZjEsICVmMTI2NzsAZm1hLnJuLmYzMiAJJWYxMTEyLCAlZjU5OCwgJWYxLCAlZjEyNjc7AAAAZXgyLmFwcHJveC5m"
        "dHouZjMyICVmMTEwOSwgJWYxMTEwOwAAAAAAZXgyLmFwcHJveC5mdHouZjMyICVmMTExMSwgJWYxMTEyOwAAAABmbWEucm4u"
        "ZjMyIAklZjExMTQsICVmNTk5LCAlZjEsICVmMTI2OTsAZm1hLnJuLmYzMiAJJWYxMTE2LCAlZjYwMCwgJWYxLCAlZjEyNjk7"
        "AAAAZXgyLmFwcHJveC5mdHouZjMyICVmMTExMywgJWYxMTE0OwAAAAAAZXgyLmFwcHJveC5mdHouZjMyICVmMTExNSwgJWYx"
        "MTE2OwAAAAAAAAAAY3Z0LnJuLmYxNngyLmYzMiAlcjg5MCwgJWY5OTEsICVmOTg5OwAAAABjdnQucm4uZjE2eDIuZjMyICVy"
        "ODg5LCAlZjk5NSwgJWY5OTM7AAAAAGN2dC5ybi5mMTZ4Mi5mMzIgJXI4ODgsICVmOTk5LCAlZjk5NzsAAAAAY3Z0LnJuLmYx"
        "NngyLmYzMiAlcjg4NywgJWYxMDAzLCAlZjEwMDE7AAAAAGN2dC5ybi5mMTZ4Mi5mMzIgJXI4ODYsICVmMTAwNywgJWYxMDA1"
        "OwAAAABjdnQucm4uZjE2eDIuZjMyICVyODg1LCAlZjEwMTEsICVmMTAwOTsAAAAAY3Z0LnJuLmYxNngyLmYzMiAlcjg4NCwg"
        "JWYxMDE1LCAlZjEwMTM7AAAAAGN2dC5ybi5mMTZ4Mi5mMzIgJXI4ODMsICVmMTAxOSwgJWYxMDE3OwAAAABjdnQucm4uZjE2"
        "eDIuZjMyICVyODgyLCAlZjEwMjMsICVmMTAyMTsAAAAAY3Z0LnJuLmYxNngyLmYzMiAlcjg4MSwgJWYxMDI3LCAlZjEwMjU7"
        "AAAAAGN2dC5ybi5mMTZ4Mi5mMzIgJXI4ODAsICVmMTAzMSwgJWYxMDI5OwAAAABjdnQucm4uZjE2eDIuZjMyICVyODc5LCAl"
        "ZjEwMzUsICVmMTAzMzsAAAAAY3Z0LnJuLmYxNngyLmYzMiAlcjg3OCwgJWYxMDM5LCAlZjEwMzc7AAAAAGN2dC5ybi5mMTZ4"
        "Mi5mMzIgJXI4NzcsICVmMTA0MywgJWYxMDQxOwAAAABjdnQucm4uZjE2eDIuZjMyICVyODc2LCAlZjEwNDcsICVmMTA0NTsA"
        "AAAAY3Z0LnJuLmYxNngyLmYzMiAlcjg3NSwgJWYxMDUxLCAlZjEwNDk7AAAAAGN2dC5ybi5mMTZ4Mi5mMzIgJXI4NzQsICVm"
        "MTA1NSwgJWYxMDUzOwAAAABjdnQucm4uZjE2eDIuZjMyICVyODczLCAlZjEwNTksICVmMTA1NzsAAAAAY3Z0LnJuLmYxNngy"
        "LmYzMiAlcjg3MiwgJWYxMDYzLCAlZjEwNjE7AAAAAGN2dC5ybi5mMTZ4Mi5mMzIgJXI4NzEsICVmMTA2NywgJWYxMDY1OwAA"
        "AABjdnQucm4uZjE2eDIuZjMyICVyODcwLCAlZjEwNzEsICVmMTA2OTsAAAAAY3Z0LnJuLmYxNngyLmYzMiAlcjg2OSwgJWYx"
        "MDc1LCAlZjEwNzM7AAAAAGN2dC5ybi5mMTZ4Mi5mMzIgJXI4NjgsICVmMTA3OSwgJWYxMDc3OwAAAABjdnQucm4uZjE2eDIu"
        "ZjMyICVyODY3LCAlZjEwODMsICVmMTA4MTsAAAAAY3Z0LnJuLmYxNngyLmYzMiAlcjg2NiwgJWYxMDg3LCAlZjEwODU7AAAA"
        "AGN2dC5ybi5mMTZ4Mi5mMzIgJXI4NjUsICVmMTA5MSwgJWYxMDg5OwAAAABjdnQucm4uZjE2eDIuZjMyICVyODY0LCAlZjEw"
        "OTUsICVmMTA5MzsAAAAAY3Z0LnJuLmYxNngyLmYzMiAlcjg2MywgJWYxMDk5LCAlZjEwOTc7AAAAAGN2dC5ybi5mMTZ4Mi5m"
        "MzIgJXI4NjIsICVmMTEwMywgJWYxMTAxOwAAAABjdnQucm4uZjE2eDIuZjMyICVyODYxLCAlZjExMDcsICVmMTEwNTsAAAAA"
        "Y3Z0LnJuLmYxNngyLmYzMiAlcjg2MCwgJWYxMTExLCAlZjExMDk7AAAAAGN2dC5ybi5mMTZ4Mi5mMzIgJXI4NTksICVmMTEx"
        "NSwgJWYxMTEzOwAAAAAAAABhZGQucm4uZjE2eDIgJXIzNDEsICVyODkwLCAlcjg3NDsAAAAAYWRkLnJuLmYxNngyICVyMzQ0"
        "LCAlcjg4OCwgJXI4NzI7AAAAAGFkZC5ybi5mMTZ4MiAlcjM0NywgJXI4ODYsICVyODcwOwAAAABhZGQucm4uZjE2eDIgJXIz"
        "NTAsICVyODg0LCAlcjg2ODsAAAAAYWRkLnJuLmYxNngyICVyMzUzLCAlcjg4MiwgJXI4NjY7AAAAAGFkZC5ybi5mMTZ4MiAl"
        "cjM1NiwgJXI4ODAsICVyODY0OwAAAABhZGQucm4uZjE2eDIgJXIzNTksICVyODc4LCAlcjg2MjsAAAAAYWRkLnJuLmYxNngy"
        "ICVyMzYyLCAlcjg3NiwgJXI4NjA7AAAAAAAAYWRkLnJuLmYxNngyICVyMzY1LCAlcjM0MSwgJXIzNTM7AAAAAGFkZC5ybi5m"
        "MTZ4MiAlcjM2OCwgJXIzNDQsICVyMzU2OwAAAABhZGQucm4uZjE2eDIgJXIzNzEsICVyMzQ3LCAlcjM1OTsAAAAAYWRkLnJu"
        "LmYxNngyICVyMzc0LCAlcjM1MCwgJXIzNjI7AAAAAAAAYWRkLnJuLmYxNngyICVyMzc3LCAlcjM2NSwgJXIzNzE7AAAAAGFk"
        "ZC5ybi5mMTZ4MiAlcjM4MCwgJXIzNjgsICVyMzc0OwAAAAAAAGFkZC5ybi5mMTZ4MiAlcjM4MywgJXIzNzcsICVyMzgwOwAA"
        "AAAAAHsALnJlZyAuYjE2IGxvLCBoaTsAbW92LmIzMiB7bG8sIGhpfSwgJXIzODM7AGN2dC5mMzIuZjE2ICVmMTE4MSwgbG87"
        "AH0AAAAAAAB7AC5yZWcgLmIxNiBsbywgaGk7AG1vdi5iMzIge2xvLCBoaX0sICVyMzgzOwBjdnQuZjMyLmYxNiAlZjExODIs"
        "IGhpOwB9AAAAAGFkZC5mMzIgCSVmMTI3MCwgJWYxMTgxLCAlZjExODI7AGZtYS5ybi5mMzIgCSVmMjEwOSwgJWY5ODUsICVm"
        "MjEwOSwgJWYxMjcwOwAAAGFkZC5ybi5mMTZ4MiAlcjM4OCwgJXI4ODksICVyODczOwAAAABhZGQucm4uZjE2eDIgJXIzOTEs"
        "ICVyODg3LCAlcjg3MTsAAAAAYWRkLnJuLmYxNngyICVyMzk0LCAlcjg4NSwgJXI4Njk7AAAAAGFkZC5ybi5mMTZ4MiAlcjM5"
        "NywgJXI4ODMsICVyODY3OwAAAABhZGQucm4uZjE2eDIgJXI0MDAsICVyODgxLCAlcjg2NTsAAAAAYWRkLnJuLmYxNngyICVy"
        "NDAzLCAlcjg3OSwgJXI4NjM7AAAAAGFkZC5ybi5mMTZ4MiAlcjQwNiwgJXI4NzcsICVyODYxOwAAAABhZGQucm4uZjE2eDIg"
        "JXI0MDksICVyODc1LCAlcjg1OTsAAAAAAGFkZC5ybi5mMTZ4MiAlcjQxMiwgJXIzODgsICVyNDAwOwAAAABhZGQucm4uZjE2"
        "eDIgJXI0MTUsICVyMzkxLCAlcjQwMzsAAAAAYWRkLnJuLmYxNngyICVyNDE4LCAlcjM5NCwgJXI0MDY7AAAAAGFkZC5ybi5m"
        "MTZ4MiAlcjQyMSwgJXIzOTcsICVyNDA5OwAAAAAAYWRkLnJuLmYxNngyICVyNDI0LCAlcjQxMiwgJXI0MTg7AAAAAGFkZC5y"
        "bi5mMTZ4MiAlcjQyNywgJXI0MTUsICVyNDIxOwAAAAAAYWRkLnJuLmYxNngyICVyNDMwLCAlcjQyNCwgJXI0Mjc7AAAAAAB7"
        "AC5yZWcgLmIxNiBsbywgaGk7AG1vdi5iMzIge2xvLCBoaX0sICVyNDMwOwBjdnQuZjMyLmYxNiAlZjExODMsIGxvOwB9AAAA"
        "AAB7AC5yZWcgLmIxNiBsbywgaGk7AG1vdi5iMzIge2xvLCBoaX0sICVyNDMwOwBjdnQuZjMyLmYxNiAlZjExODQsIGhpOwB9"
        "AAAAAGFkZC5mMzIgCSVmMTI3MSwgJWYxMTgzLCAlZjExODQ7AGZtYS5ybi5mMzIgCSVmMjEwOCwgJWY5ODcsICVmMjEwOCwg"
        "JWYxMjcxOwAAAG11bC5mMzIgCSVmMTMzNiwgJWY5ODUsICVmMTMzNjsAbXVsLmYzMiAJJWYxMzM3LCAlZjk4NSwgJWYxMzM3"
        "OwBtdWwuZjMyIAklZjEzMzgsICVmOTg3LCAlZjEzMzg7AG11bC5mMzIgCSVmMTMzOSwgJWY5ODcsICVmMTMzOTsAbXVsLmYz"
        "MiAJJWYxMzQwLCAlZjk4NSwgJWYxMzQwOwBtdWwuZjMyIAklZjEzNDEsICVmOTg1LCAlZjEzNDE7AG11bC5mMzIgCSVmMTM0"
        "MiwgJWY5ODcsICVmMTM0MjsAbXVsLmYzMiAJJWYxMzQzLCAlZjk4NywgJWYxMzQzOwBtdWwuZjMyIAklZjEzNDQsICVmOTg1"
        "LCAlZjEzNDQ7AG11bC5mMzIgCSVmMTM0NSwgJWY5ODUsICVmMTM0NTsAbXVsLmYzMiAJJWYxMzQ2LCAlZjk4NywgJWYxMzQ2"
        "OwBtdWwuZjMyIAklZjEzNDcsICVmOTg3LCAlZjEzNDc7AG11bC5mMzIgCSVmMTM0OCwgJWY5ODUsICVmMTM0ODsAbXVsLmYz"
        "MiAJJWYxMzQ5LCAlZjk4NSwgJWYxMzQ5OwBtdWwuZjMyIAklZjEzNTAsICVmOTg3LCAlZjEzNTA7AG11bC5mMzIgCSVmMTM1"
        "MSwgJWY5ODcsICVmMTM1MTsAbXVsLmYzMiAJJWYxMzUyLCAlZjk4NSwgJWYxMzUyOwBtdWwuZjMyIAklZjEzNTMsICVmOTg1"
        "LCAlZjEzNTM7AG11bC5mMzIgCSVmMTM1NCwgJWY5ODcsICVmMTM1NDsAbXVsLmYzMiAJJWYxMzU1LCAlZjk4NywgJWYxMzU1"
        "OwBtdWwuZjMyIAklZjEzNTYsICVmOTg1LCAlZjEzNTY7AG11bC5mMzIgCSVmMTM1NywgJWY5ODUsICVmMTM1NzsAbXVsLmYz"
        "MiAJJWYxMzU4LCAlZjk4NywgJWYxMzU4OwBtdWwuZjMyIAklZjEzNTksICVmOTg3LCAlZjEzNTk7AG11bC5mMzIgCSVmMTM2"
        "MCwgJWY5ODUsICVmMTM2MDsAbXVsLmYzMiAJJWYxMzYxLCAlZjk4NSwgJWYxMzYxOwBtdWwuZjMyIAklZjEzNjIsICVmOTg3"
        "LCAlZjEzNjI7AG11bC5mMzIgCSVmMTM2MywgJWY5ODcsICVmMTM2MzsAbXVsLmYzMiAJJWYxMzY0LCAlZjk4NSwgJWYxMzY0"
        "OwBtdWwuZjMyIAklZjEzNjUsICVmOTg1LCAlZjEzNjU7AG11bC5mMzIgCSVmMTM2NiwgJWY5ODcsICVmMTM2NjsAbXVsLmYz"
        "MiAJJWYxMzY3LCAlZjk4NywgJWYxMzY3OwAAAGFkZC5zMzIgCSVyODYsICVyMjE2LCAxNTc3MzY7AAAkTF9fQkIwXzE3OgAA"
        "AAB7AC5yZWcgLnByZWQgcDsAbWJhcnJpZXIudHJ5X3dhaXQucGFyaXR5LnNoYXJlZDo6Y3RhLmI2NCBwLCBbJXI4Nl0sICVy"
        "NTI7AHNlbHAudTMyICVyNDUxLCAxLCAwLCBwOwB9AAAAAHNldHAuZXEuczMyIAklcDE3LCAlcjQ1MSwgMDsAQCVwMTcgYnJh"
        "IAkkTF9fQkIwXzE3OwAAAAAAd2dtbWEuZmVuY2Uuc3luYy5hbGlnbmVkOwAAAAAAYWRkLnMzMiAJJXI0OTAsICVyMjg4LCAy"
        "NDU3NjsAAABhbmQuYjMyICAJJXI0OTEsICVyNDkwLCAyNjExMjA7AHNoci51MzIgCSVyNDkyLCAlcjQ5MSwgNDsAAGN2dC51"
        "NjQudTMyIAklcmQ0OSwgJXI0OTI7AABvci5iNjQgIAklcmQ0MCwgJXJkNDksIDQ2MTE2ODYyOTMzMDUzNjAzODQ7AAAAAHdn"
        "bW1hLm1tYV9hc3luYy5zeW5jLmFsaWduZWQubTY0bjY0azE2LmYzMi5mMTYuZjE2IHslZjEzMzYsICVmMTMzNywgJWYxMzM4"
        "LCAlZjEzMzksICVmMTM0MCwgJWYxMzQxLCAlZjEzNDIsICVmMTM0MywgJWYxMzQ0LCAlZjEzNDUsICVmMTM0NiwgJWYxMzQ3"
        "LCAlZjEzNDgsICVmMTM0OSwgJWYxMzUwLCAlZjEzNTEsICVmMTM1MiwgJWYxMzUzLCAlZjEzNTQsICVmMTM1NSwgJWYxMzU2"
        "LCAlZjEzNTcsICVmMTM1OCwgJWYxMzU5LCAlZjEzNjAsICVmMTM2MSwgJWYxMzYyLCAlZjEzNjMsICVmMTM2NCwgJWYxMzY1"
        "LCAlZjEzNjYsICVmMTM2N30sIHslcjg5MCwgJXI4ODksICVyODg4LCAlcjg4N30sICVyZDQwLCAxLCAxLCAxLCAxOwAAAABh"
        "ZGQuczY0IAklcmQ0MSwgJXJkNDAsIDEyODsAAAB3Z21tYS5tbWFfYXN5bmMuc3luYy5hbGlnbmVkLm02NG42NGsxNi5mMzIu"
        "ZjE2LmYxNiB7JWYxMzM2LCAlZjEzMzcsICVmMTMzOCwgJWYxMzM5LCAlZjEzNDAsICVmMTM0MSwgJWYxMzQyLCAlZjEzNDMs"
        "ICVmMTM0NCwgJWYxMzQ1LCAlZjEzNDYsICVmMTM0NywgJWYxMzQ4LCAlZjEzNDksICVmMTM1MCwgJWYxMzUxLCAlZjEzNTIs"
        "ICVmMTM1MywgJWYxMzU0LCAlZjEzNTUsICVmMTM1NiwgJWYxMzU3LCAlZjEzNTgsICVmMTM1OSwgJWYxMzYwLCAlZjEzNjEs"
        "ICVmMTM2MiwgJWYxMzYzLCAlZjEzNjQsICVmMTM2NSwgJWYxMzY2LCAlZjEzNjd9LCB7JXI4ODYsICVyODg1LCAlcjg4NCwg"
        "JXI4ODN9LCAlcmQ0MSwgMSwgMSwgMSwgMTsAAAAAYWRkLnM2NCAJJXJkNDIsICVyZDQwLCAyNTY7AAAAd2dtbWEubW1hX2Fz"
        "eW5jLnN5bmMuYWxpZ25lZC5tNjRuNjRrMTYuZjMyLmYxNi5mMTYgeyVmMTMzNiwgJWYxMzM3LCAlZjEzMzgsICVmMTMzOSwg"
        "JWYxMzQwLCAlZjEzNDEsICVmMTM0MiwgJWYxMzQzLCAlZjEzNDQsICVmMTM0NSwgJWYxMzQ2LCAlZjEzNDcsICVmMTM0OCwg"
        "JWYxMzQ5LCAlZjEzNTAsICVmMTM1MSwgJWYxMzUyLCAlZjEzNTMsICVmMTM1NCwgJWYxMzU1LCAlZjEzNTYsICVmMTM1Nywg"
        "JWYxMzU4LCAlZjEzNTksICVmMTM2MCwgJWYxMzYxLCAlZjEzNjIsICVmMTM2MywgJWYxMzY0LCAlZjEzNjUsICVmMTM2Niwg"
        "JWYxMzY3fSwgeyVyODgyLCAlcjg4MSwgJXI4ODAsICVyODc5fSwgJXJkNDIsIDEsIDEsIDEsIDE7AAAAAGFkZC5zNjQgCSVy"
        "ZDQzLCAlcmQ0MCwgMzg0OwAAAHdnbW1hLm1tYV9hc3luYy5zeW5jLmFsaWduZWQubTY0bjY0azE2LmYzMi5mMTYuZjE2IHsl"
        "ZjEzMzYsICVmMTMzNywgJWYxMzM4LCAlZjEzMzksICVmMTM0MCwgJWYxMzQxLCAlZjEzNDIsICVmMTM0MywgJWYxMzQ0LCAl"
        "ZjEzNDUsICVmMTM0NiwgJWYxMzQ3LCAlZjEzNDgsICVmMTM0OSwgJWYxMzUwLCAlZjEzNTEsICVmMTM1MiwgJWYxMzUzLCAl"
        "ZjEzNTQsICVmMTM1NSwgJWYxMzU2LCAlZjEzNTcsICVmMTM1OCwgJWYxMzU5LCAlZjEzNjAsICVmMTM2MSwgJWYxMzYyLCAl"
        "ZjEzNjMsICVmMTM2NCwgJWYxMzY1LCAlZjEzNjYsICVmMTM2N30sIHslcjg3OCwgJXI4NzcsICVyODc2LCAlcjg3NX0sICVy"
        "ZDQzLCAxLCAxLCAxLCAxOwAAAABhZGQuczY0IAklcmQ0NCwgJXJkNDAsIDUxMjsAAAB3Z21tYS5tbWFfYXN5bmMuc3luYy5h"
        "bGlnbmVkLm02NG42NGsxNi5mMzIuZjE2LmYxNiB7JWYxMzM2LCAlZjEzMzcsICVmMTMzOCwgJWYxMzM5LCAlZjEzNDAsICVm"
        "MTM0MSwgJWYxMzQyLCAlZjEzNDMsICVmMTM0NCwgJWYxMzQ1LCAlZjEzNDYsICVmMTM0NywgJWYxMzQ4LCAlZjEzNDksICVm"
        "MTM1MCwgJWYxMzUxLCAlZjEzNTIsICVmMTM1MywgJWYxMzU0LCAlZjEzNTUsICVmMTM1NiwgJWYxMzU3LCAlZjEzNTgsICVm"
        "MTM1OSwgJWYxMzYwLCAlZjEzNjEsICVmMTM2MiwgJWYxMzYzLCAlZjEzNjQsICVmMTM2NSwgJWYxMzY2LCAlZjEzNjd9LCB7"
        "JXI4NzQsICVyODczLCAlcjg3MiwgJXI4NzF9LCAlcmQ0NCwgMSwgMSwgMSwgMTsAAAAAYWRkLnM2NCAJJXJkNDUsICVyZDQw"
        "LCA2NDA7AAAAd2dtbWEubW1hX2FzeW5jLnN5bmMuYWxpZ25lZC5tNjRuNjRrMTYuZjMyLmYxNi5mMTYgeyVmMTMzNiwgJWYx"
        "MzM3LCAlZjEzMzgsICVmMTMzOSwgJWYxMzQwLCAlZjEzNDEsICVmMTM0MiwgJWYxMzQzLCAlZjEzNDQsICVmMTM0NSwgJWYx"
        "MzQ2LCAlZjEzNDcsICVmMTM0OCwgJWYxMzQ5LCAlZjEzNTAsICVmMTM1MSwgJWYxMzUyLCAlZjEzNTMsICVmMTM1NCwgJWYx"
        "MzU1LCAlZjEzNTYsICVmMTM1NywgJWYxMzU4LCAlZjEzNTksICVmMTM2MCwgJWYxMzYxLCAlZjEzNjIsICVmMTM2MywgJWYx"
        "MzY0LCAlZjEzNjUsICVmMTM2NiwgJWYxMzY3fSwgeyVyODcwLCAlcjg2OSwgJXI4NjgsICVyODY3fSwgJXJkNDUsIDEsIDEs"
        "IDEsIDE7AAAAAGFkZC5zNjQgCSVyZDQ2LCAlcmQ0MCwgNzY4OwAAAHdnbW1hLm1tYV9hc3luYy5zeW5jLmFsaWduZWQubTY0"
        "bjY0azE2LmYzMi5mMTYuZjE2IHslZjEzMzYsICVmMTMzNywgJWYxMzM4LCAlZjEzMzksICVmMTM0MCwgJWYxMzQxLCAlZjEz"
        "NDIsICVmMTM0MywgJWYxMzQ0LCAlZjEzNDUsICVmMTM0NiwgJWYxMzQ3LCAlZjEzNDgsICVmMTM0OSwgJWYxMzUwLCAlZjEz"
        "NTEsICVmMTM1MiwgJWYxMzUzLCAlZjEzNTQsICVmMTM1NSwgJWYxMzU2LCAlZjEzNTcsICVmMTM1OCwgJWYxMzU5LCAlZjEz"
        "NjAsICVmMTM2MSwgJWYxMzYyLCAlZjEzNjMsICVmMTM2NCwgJWYxMzY1LCAlZjEzNjYsICVmMTM2N30sIHslcjg2NiwgJXI4"
        "NjUsICVyODY0LCAlcjg2M30sICVyZDQ2LCAxLCAxLCAxLCAxOwAAAABhZGQuczY0IAklcmQ0NywgJXJkNDAsIDg5NjsAAAB3"
        "Z21tYS5tbWFfYXN5bmMuc3luYy5hbGlnbmVkLm02NG42NGsxNi5mMzIuZjE2LmYxNiB7JWYxMzM2LCAlZjEzMzcsICVmMTMz"
        "OCwgJWYxMzM5LCAlZjEzNDAsICVmMTM0MSwgJWYxMzQyLCAlZjEzNDMsICVmMTM0NCwgJWYxMzQ1LCAlZjEzNDYsICVmMTM0"
        "NywgJWYxMzQ4LCAlZjEzNDksICVmMTM1MCwgJWYxMzUxLCAlZjEzNTIsICVmMTM1MywgJWYxMzU0LCAlZjEzNTUsICVmMTM1"
        "NiwgJWYxMzU3LCAlZjEzNTgsICVmMTM1OSwgJWYxMzYwLCAlZjEzNjEsICVmMTM2MiwgJWYxMzYzLCAlZjEzNjQsICVmMTM2"
        "NSwgJWYxMzY2LCAlZjEzNjd9LCB7JXI4NjIsICVyODYxLCAlcjg2MCwgJXI4NTl9LCAlcmQ0NywgMSwgMSwgMSwgMTsAAAAA"
        "AAB3Z21tYS5jb21taXRfZ3JvdXAuc3luYy5hbGlnbmVkOwAAAABhZGQuczMyIAklcjg5MSwgJXI4OTEsIDE7AABzZXRwLmx0"
        "LnMzMiAJJXAxOCwgJXI4OTEsICVyODkyOwBtb3YuZjMyIAklZjIwNzAsICVmMjEwNjsAbW92LmYzMiAJJWYyMDcxLCAlZjIx"
        "MDc7AEAlcDE4IGJyYSAJJExfX0JCMF85OwAAAHNldHAubmUuczMyIAklcDM4LCAlcjYsIDA7AAAAAHdnbW1hLndhaXRfZ3Jv"
        "dXAuc3luYy5hbGlnbmVkIDA7AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"
        "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"
        "AAAAAAAAAAAAAAAAAGJhci53YXJwLnN5bmMgCS0xOwAAQCVwMzggYnJhIAkkTF9fQkIwXzIxOwAAAABzaGwuYjMyIAklcjU1"
        "OCwgJXI4OTIsIDE7AABhZGQuczMyIAklcjU1OSwgJXIxNCwgJXI1NTg7AAAAc2hyLnMzMiAJJXI1NjAsICVyNTU5LCAzMTsA"
        "c2hyLnUzMiAJJXI1NjEsICVyNTYwLCAzMDsAYWRkLnMzMiAJJXI1NjIsICVyNTU5LCAlcjU2MTsAYW5kLmIzMiAgCSVyNTYz"
        "LCAlcjU2MiwgMTM0MjE3NzI0OwBzdWIuczMyIAklcjU2NCwgJXI1NTksICVyNTYzOwBzaGwuYjMyIAklcjU2NSwgJXI1NjQs"
        "IDU7AABhZGQuczMyIAklcjU2OSwgJXI1NjUsICVyMTgzOwBhZGQuczMyIAklcjU1NywgJXI1NjksIDE1Nzc0NDsAAAAAbWJh"
        "cnJpZXIuYXJyaXZlLnNoYXJlZDo6Y3RhLmI2NCBfLCBbJXI1NTddOwAAAAAkTF9fQkIwXzIxOgAAbW92LnU2NCAJJXJkMTYz"
        "LCBzbWVtX3JhdzsAbW92LnU2NCAJJXJkMTYyLCBzbWVtX3JhdzsAY3Z0LnUzMi51NjQgCSVyODQ5LCAlcmQxNjI7AAAAbW92"
        "LmIzMiAJJXI1NzAsICVmMjEwOTsAbW92LnUzMiAJJXI1NzEsIDMxOwBtb3YudTMyIAklcjU3MiwgMTsAbW92LnUzMiAJJXI1"
        "NzMsIC0xOwBzaGZsLnN5bmMuYmZseS5iMzIgCSVyNTc0fCVwMjAsICVyNTcwLCAlcjU3MiwgJXI1NzEsICVyNTczOwBtb3Yu"
        "YjMyIAklZjE4NDgsICVyNTc0OwBhZGQuZjMyIAklZjE4NDksICVmMjEwOSwgJWYxODQ4OwAAbW92LmIzMiAJJXI1NzUsICVm"
        "MTg0OTsAbW92LnUzMiAJJXI1NzYsIDI7AHNoZmwuc3luYy5iZmx5LmIzMiAJJXI1Nzd8JXAyMSwgJXI1NzUsICVyNTc2LCAl"
        "cjU3MSwgJXI1NzM7AG1vdi5iMzIgCSVmMTg1MCwgJXI1Nzc7AGFkZC5mMzIgCSVmMjcwLCAlZjE4NDksICVmMTg1MDsAAABt"
        "b3YuYjMyIAklcjU3OCwgJWYyMTA4OwBzaGZsLnN5bmMuYmZseS5iMzIgCSVyNTc5fCVwMjIsICVyNTc4LCAlcjU3MiwgJXI1"
        "NzEsICVyNTczOwBtb3YuYjMyIAklZjE4NTEsICVyNTc5OwBhZGQuZjMyIAklZjE4NTIsICVmMjEwOCwgJWYxODUxOwAAbW92"
        "LmIzMiAJJXI1ODAsICVmMTg1MjsAc2hmbC5zeW5jLmJmbHkuYjMyIAklcjU4MXwlcDIzLCAlcjU4MCwgJXI1NzYsICVyNTcx"
        "LCAlcjU3MzsAbW92LmIzMiAJJWYxODUzLCAlcjU4MTsAYWRkLmYzMiAJJWYyNzEsICVmMTg1MiwgJWYxODUzOwAAc3ViLnMz"
        "MiAJJXI1ODUsICVyMTgzLCAlcjg0OTsAY3Z0LnU2NC51MzIgCSVyZDUyLCAlcjU4NTsAYWRkLnM2NCAJJXJkNTMsICVyZDE2"
        "MiwgJXJkNTI7AG11bC53aWRlLnMzMiAJJXJkNTQsICVyOSwgMTY7AGFkZC5zNjQgCSVyZDU1LCAlcmQ1MywgJXJkNTQ7AGFk"
        "ZC5zNjQgCSVyZDksICVyZDU1LCAxMzkyNjQ7AABzZXRwLmVxLnMzMiAJJXAyNCwgJXI1LCAxOwBAJXAyNCBicmEgCSRMX19C"
        "QjBfMjM7AGJyYS51bmkgCSRMX19CQjBfMjI7AAAkTF9fQkIwXzIzOgAAc3Quc2hhcmVkLnY0LmYzMiAJWyVyZDldLCB7JWYx"
        "MzM2LCAlZjEzMzcsICVmMTMzOCwgJWYxMzM5fTsAc3Quc2hhcmVkLnY0LmYzMiAJWyVyZDkrMjA0OF0sIHslZjEzNDAsICVm"
        "MTM0MSwgJWYxMzQyLCAlZjEzNDN9OwBzdC5zaGFyZWQudjQuZjMyIAlbJXJkOSs0MDk2XSwgeyVmMTM0NCwgJWYxMzQ1LCAl"
        "ZjEzNDYsICVmMTM0N307AHN0LnNoYXJlZC52NC5mMzIgCVslcmQ5KzYxNDRdLCB7JWYxMzQ4LCAlZjEzNDksICVmMTM1MCwg"
        "JWYxMzUxfTsAc3Quc2hhcmVkLnY0LmYzMiAJWyVyZDkrODE5Ml0sIHslZjEzNTIsICVmMTM1MywgJWYxMzU0LCAlZjEzNTV9"
        "OwBzdC5zaGFyZWQudjQuZjMyIAlbJXJkOSsxMDI0MF0sIHslZjEzNTYsICVmMTM1NywgJWYxMzU4LCAlZjEzNTl9OwBzdC5z"
        "aGFyZWQudjQuZjMyIAlbJXJkOSsxMjI4OF0sIHslZjEzNjAsICVmMTM2MSwgJWYxMzYyLCAlZjEzNjN9OwBzdC5zaGFyZWQu"
        "djQuZjMyIAlbJXJkOSsxNDMzNl0sIHslZjEzNjQsICVmMTM2NSwgJWYxMzY2LCAlZjEzNjd9OwAAc3Quc2hhcmVkLnY0LmYz"
        "MiAJWyVyZDkrMTYzODRdLCB7JWYyMTA3LCAlZjIxMDYsICVmMjcwLCAlZjI3MX07AAAAbW92LnUzMiAJJXI3NTUsIDY7AABi"
        "YXIuYXJyaXZlICVyNzU1LCAyNTY7AAAAYnJhLnVuaSAJJExfX0JCMF8yNDsAACRMX19CQjBfMzQ6AABAJXAzIGJyYSAJJExf"
        "X0JCMF80NDsAAAAAAHNoci5zMzIgCSVyNzk2LCAlcjMsIDMxOwBzaHIudTMyIAklcjc5NywgJXI3OTYsIDI5OwBhZGQuczMy"
        "IAklcjc5OCwgJXIzLCAlcjc5NzsAYW5kLmIzMiAgCSVyNzk5LCAlcjc5OCwgNjcxMDg4NTY7AHN1Yi5zMzIgCSVyODAwLCAl"
        "cjMsICVyNzk5OwAAc2hsLmIzMiAJJXI4MDEsICVyODAwLCA2OwAAc2hsLmIzMiAJJXI4MDIsICVyNzk4LCA2OwBhbmQuYjMy"
        "ICAJJXI5NCwgJXI4MDIsIC01MTI7AABtb3YudTMyIAklcjc4OCwgNDsAAG1vdi5iMzIgJXI3ODgsICVyNzg4OwAAAAAAAG1v"
        "di51NjQgCSVyZDE1NSwgc21lbV9yYXc7AGN2dC51MzIudTY0IAklcjgwMywgJXJkMTU1OwBhZGQuczMyIAklcjgwNCwgJXI4"
        "MDMsIDEwMjM7AGFuZC5iMzIgIAklcjc5MiwgJXI4MDQsIC0xMDI0OwBhZGQuczMyIAklcjc5NSwgJXI3OTIsIDE1NzY5NjsA"
        "bW92LnUzMiAJJXI3OTEsIDgxOTI7AABtYmFycmllci5hcnJpdmUuZXhwZWN0X3R4LnNoYXJlZDo6Y3RhLmI2NCBfLCBbJXI3"
        "OTVdLCAlcjc5MTsAAAAAYWRkLnMzMiAJJXI3OTQsICVyOTQsICVyODAxOwAAAABjdnRhLnBhcmFtLnU2NCAJJXJkMTU0LCAl"
        "cmQxMzsAbW92LnUzMiAJJXI4OTMsIDA7AABjcC5hc3luYy5idWxrLnRlbnNvci4yZC5zaGFyZWQ6OmNsdXN0ZXIuZ2xvYmFs"
        "Lm1iYXJyaWVyOjpjb21wbGV0ZV90eDo6Ynl0ZXMgWyVyNzkyXSwgWyVyZDE1NCwgeyVyODkzLCAlcjc5NH1dLCBbJXI3OTVd"
        "OwAAAABzZXRwLmx0LnMzMiAJJXAzMiwgJXI3ODgsIDE7AEAlcDMyIGJyYSAJJExfX0JCMF80NDsAAABjdnRhLnBhcmFtLnU2"
        "NCAJJXJkMTAsICVyZDE0OwBjdnRhLnBhcmFtLnU2NCAJJXJkMTEsICVyZDE1OwBtb3YudTMyIAklcjg5NCwgJXI4OTM7AAAk"
        "TF9fQkIwXzM3OgAucHJhZ21hICJub3Vucm9sbCI7AAAAYW5kLmIzMiAgCSVyOTgsICVyODk0LCAzOwBzaGwuYjMyIAklcjgw"
        "NywgJXI4OTQsIDU7AGFuZC5iMzIgIAklcjk5LCAlcjgwNywgOTY7AABzZXRwLmx0LnUzMiAJJXAzMywgJXI4OTQsIDQ7AEAl"
        "cDMzIGJyYSAJJExfX0JCMF80MDsAAAAAb3IuYjMyICAJJXI4MTEsICVyOTksICVyNzkyOwBhZGQuczMyIAklcjEwMCwgJXI4"
        "MTEsIDE1Nzc1MjsAc2hyLnUzMiAJJXI4MTIsICVyODk0LCAyOwBub3QuYjMyIAklcjgxMywgJXI4MTI7AABhbmQuYjMyICAJ"
        "JXIxMDEsICVyODEzLCAxOwAAJExfX0JCMF8zOToAAAAAewAucmVnIC5wcmVkIHA7AG1iYXJyaWVyLnRyeV93YWl0LnBhcml0"
        "eS5zaGFyZWQ6OmN0YS5iNjQgcCwgWyVyMTAwXSwgJXIxMDE7AHNlbHAudTMyICVyODE0LCAxLCAwLCBwOwB9AAAAAHNldHAu"
        "ZXEuczMyIAklcDM0LCAlcjgxNCwgMDsAQCVwMzQgYnJhIAkkTF9fQkIwXzM5OwAAJExfX0JCMF80MDoAAG9yLmIzMiAgCSVy"
        "ODI2LCAlcjk5LCAlcjc5MjsAYWRkLnMzMiAJJXI4MTcsICVyODI2LCAxNTc3Mjg7AABzaGwuYjMyIAklcjgyNywgJXI4OTMs"
        "IDc7AGFkZC5zMzIgCSVyODIxLCAlcjgyNywgJXI5NDsAAABtb3YudTMyIAklcjgxOCwgMTYzODQ7AABtYmFycmllci5hcnJp"
        "dmUuZXhwZWN0X3R4LnNoYXJlZDo6Y3RhLmI2NCBfLCBbJXI4MTddLCAlcjgxODsAAAAAAHNobC5iMzIgCSVyMTAzLCAlcjk4"
        "LCAxNTsAYWRkLnMzMiAJJXI4MjgsICVyMTAzLCAlcjc5MjsAYWRkLnMzMiAJJXI4MTksICVyODI4LCA4MTkyOwAAAABtb3Yu"
        "dTMyIAklcjgyMCwgMDsAAGNwLmFzeW5jLmJ1bGsudGVuc29yLjJkLnNoYXJlZDo6Y2x1c3Rlci5nbG9iYWwubWJhcnJpZXI6"
        "OmNvbXBsZXRlX3R4OjpieXRlcyBbJXI4MTldLCBbJXJkMTAsIHslcjgyMCwgJXI4MjF9XSwgWyVyODE3XTsAAAAAQCVwMzMg"
        "YnJhIAkkTF9fQkIwXzQzOwAAYWRkLnMzMiAJJXIxMDQsICVyODI2LCAxNTc3NDQ7AHNoci51MzIgCSVyODMzLCAlcjg5NCwg"
        "MjsAbm90LmIzMiAJJXI4MzQsICVyODMzOwBhbmQuYjMyICAJJXIxMDUsICVyODM0LCAxOwAAJExfX0JCMF80MjoAAAAAewAu"
        "cmVnIC5wcmVkIHA7AG1iYXJyaWVyLnRyeV93YWl0LnBhcml0eS5zaGFyZWQ6OmN0YS5iNjQgcCwgWyVyMTA0XSwgJXIxMDU7"
        "AHNlbHAudTMyICVyODM1LCAxLCAwLCBwOwB9AAAAAHNldHAuZXEuczMyIAklcDM2LCAlcjgzNSwgMDsAQCVwMzYgYnJhIAkk"
        "TF9fQkIwXzQyOwAAJExfX0JCMF80MzoAAGFkZC5zMzIgCSVyODM4LCAlcjgyNiwgMTU3NzM2OwAAAABtYmFycmllci5hcnJp"
        "dmUuZXhwZWN0X3R4LnNoYXJlZDo6Y3RhLmI2NCBfLCBbJXI4MzhdLCAlcjgxODsAAAAAYWRkLnMzMiAJJXI4NDAsICVyODI4"
        "LCAyNDU3NjsAAAAAAGNwLmFzeW5jLmJ1bGsudGVuc29yLjJkLnNoYXJlZDo6Y2x1c3Rlci5nbG9iYWwubWJhcnJpZXI6OmNv"
        "bXBsZXRlX3R4OjpieXRlcyBbJXI4NDBdLCBbJXJkMTEsIHslcjgyMCwgJXI4MjF9XSwgWyVyODM4XTsAAAAAYWRkLnMzMiAJ"
        "JXI4OTQsICVyODk0LCAxOwBhZGQuczMyIAklcjg5MywgJXI4OTMsIDE7AABzZXRwLmx0LnMzMiAJJXAzNywgJXI4OTMsICVy"
        "Nzg4OwBAJXAzNyBicmEgCSRMX19CQjBfMzc7AGJyYS51bmkgCSRMX19CQjBfNDQ7AAAkTF9fQkIwXzIyOgAAYWRkLnMzMiAJ"
        "JXI4NTgsICVyMiwgLTE7AABzaHIudTMyIAklcjg1NywgJXI4NTgsIDMxOwBhZGQuczMyIAklcjg1NiwgJXI4NTgsICVyODU3"
        "OwBzaHIuczMyIAklcjg1NSwgJXI4NTYsIDE7AABzaGwuYjMyIAklcjg1NCwgJXI4NTUsIDEzOwAAbW92LnUzMiAJJXI4NTMs"
        "ICVjdGFpZC54OwBsZC5wYXJhbS51NjQgCSVyZDE2NiwgW2F0dGVudGlvbl93c19wYXJhbV8zXTsAY3Z0YS50by5nbG9iYWwu"
        "dTY0IAklcmQxNjUsICVyZDE2NjsAAHNoci5zMzIgCSVyODUyLCAlcjg1MywgMzE7AHNoci51MzIgCSVyODUxLCAlcjg1Miwg"
        "Mjk7AGFkZC5zMzIgCSVyODUwLCAlcjg1MywgJXI4NTE7AABtb3YudTY0IAklcmQxNjQsIHNtZW1fcmF3OwBtb3YudTMyIAkl"
        "cjU4NiwgNjsAAAAAYmFyLnN5bmMgJXI1ODYsIDI1NjsAAAAAAGxkLnNoYXJlZC52NC5mMzIgCXslZjE4OTQsICVmMTg5NSwg"
        "JWYxODk2LCAlZjE4OTd9LCBbJXJkOSsxNjM4NF07AABtYXguZjMyIAklZjE5MDIsICVmMjEwNywgJWYxODk0OwAAc3ViLmYz"
        "MiAJJWYxODU1LCAlZjIxMDcsICVmMTkwMjsAAAAAZXgyLmFwcHJveC5mdHouZjMyICVmMTg1NCwgJWYxODU1OwAAAABzdWIu"
        "ZjMyIAklZjE4NTcsICVmMTg5NCwgJWYxOTAyOwAAAABleDIuYXBwcm94LmZ0ei5mMzIgJWYxODU2LCAlZjE4NTc7AAAAAG11"
        "bC5mMzIgCSVmMTkwMywgJWYxODk2LCAlZjE4NTY7AGZtYS5ybi5mMzIgCSVmMTkwNCwgJWYyNzAsICVmMTg1NCwgJWYxOTAz"
        "OwAAbWF4LmYzMiAJJWYxOTA1LCAlZjIxMDYsICVmMTg5NTsAAHN1Yi5mMzIgCSVmMTg1OSwgJWYyMTA2LCAlZjE5MDU7AAAA"
        "ZXgyLmFwcHJveC5mdHouZjMyICVmMTg1OCwgJWYxODU5OwAAAABzdWIuZjMyIAklZjE4NjEsICVmMTg5NSwgJWYxOTA1OwAA"
        "AGV4Mi5hcHByb3guZnR6LmYzMiAlZjE4NjAsICVmMTg2MTsAAAAAbXVsLmYzMiAJJWYxOTA2LCAlZjE4OTcsICVmMTg2MDsA"
        "Zm1hLnJuLmYzMiAJJWYxOTA3LCAlZjI3MSwgJWYxODU4LCAlZjE5MDY7AABsZC5zaGFyZWQudjQuZjMyIAl7JWYxOTA4LCAl"
        "ZjE5MDksICVmMTkxMCwgJWYxOTExfSwgWyVyZDldOwAAbXVsLmYzMiAJJWYxOTE2LCAlZjE5MDgsICVmMTg1NjsAZm1hLnJu"
        "LmYzMiAJJWYxOTE3LCAlZjEzMzYsICVmMTg1NCwgJWYxOTE2OwBtdWwuZjMyIAklZjE5MTgsICVmMTkwOSwgJWYxODU2OwBm"
        "bWEucm4uZjMyIAklZjE5MTksICVmMTMzNywgJWYxODU0LCAlZjE5MTg7AG11bC5mMzIgCSVmMTkyMCwgJWYxOTEwLCAlZjE4"
        "NjA7AGZtYS5ybi5mMzIgCSVmMTkyMSwgJWYxMzM4LCAlZjE4NTgsICVmMTkyMDsAbXVsLmYzMiAJJWYxOTIyLCAlZjE5MTEs"
        "ICVmMTg2MDsAZm1hLnJuLmYzMiAJJWYxOTIzLCAlZjEzMzksICVmMTg1OCwgJWYxOTIyOwAAbGQuc2hhcmVkLnY0LmYzMiAJ"
        "eyVmMTkyNCwgJWYxOTI1LCAlZjE5MjYsICVmMTkyN30sIFslcmQ5KzIwNDhdOwAAbXVsLmYzMiAJJWYxOTMyLCAlZjE5MjQs"
        "ICVmMTg1NjsAZm1hLnJuLmYzMiAJJWYxOTMzLCAlZjEzNDAsICVmMTg1NCwgJWYxOTMyOwBtdWwuZjMyIAklZjE5MzQsICVm"
        "MTkyNSwgJWYxODU2OwBmbWEucm4uZjMyIAklZjE5MzUsICVmMTM0MSwgJWYxODU0LCAlZjE5MzQ7AG11bC5mMzIgCSVmMTkz"
        "NiwgJWYxOTI2LCAlZjE4NjA7AGZtYS5ybi5mMzIgCSVmMTkzNywgJWYxMzQyLCAlZjE4NTgsICVmMTkzNjsAbXVsLmYzMiAJ"
        "JWYxOTM4LCAlZjE5MjcsICVmMTg2MDsAZm1hLnJuLmYzMiAJJWYxOTM5LCAlZjEzNDMsICVmMTg1OCwgJWYxOTM4OwAAbGQu"
        "c2hhcmVkLnY0LmYzMiAJeyVmMTk0MCwgJWYxOTQxLCAlZjE5NDIsICVmMTk0M30sIFslcmQ5KzQwOTZdOwAAbXVsLmYzMiAJ"
        "JWYxOTQ4LCAlZjE5NDAsICVmMTg1NjsAZm1hLnJuLmYzMiAJJWYxOTQ5LCAlZjEzNDQsICVmMTg1NCwgJWYxOTQ4OwBtdWwu"
        "ZjMyIAklZjE5NTAsICVmMTk0MSwgJWYxODU2OwBmbWEucm4uZjMyIAklZjE5NTEsICVmMTM0NSwgJWYxODU0LCAlZjE5NTA7"
        "AG11bC5mMzIgCSVmMTk1MiwgJWYxOTQyLCAlZjE4NjA7AGZtYS5ybi5mMzIgCSVmMTk1MywgJWYxMzQ2LCAlZjE4NTgsICVm"
        "MTk1MjsAbXVsLmYzMiAJJWYxOTU0LCAlZjE5NDMsICVmMTg2MDsAZm1hLnJuLmYzMiAJJWYxOTU1LCAlZjEzNDcsICVmMTg1"
        "OCwgJWYxOTU0OwAAbGQuc2hhcmVkLnY0LmYzMiAJeyVmMTk1NiwgJWYxOTU3LCAlZjE5NTgsICVmMTk1OX0sIFslcmQ5KzYx"
        "NDRdOwAAbXVsLmYzMiAJJWYxOTY0LCAlZjE5NTYsICVmMTg1NjsAZm1hLnJuLmYzMiAJJWYxOTY1LCAlZjEzNDgsICVmMTg1"
        "NCwgJWYxOTY0OwBtdWwuZjMyIAklZjE5NjYsICVmMTk1NywgJWYxODU2OwBmbWEucm4uZjMyIAklZjE5NjcsICVmMTM0OSwg"
        "JWYxODU0LCAlZjE5NjY7AG11bC5mMzIgCSVmMTk2OCwgJWYxOTU4LCAlZjE4NjA7AGZtYS5ybi5mMzIgCSVmMTk2OSwgJWYx"
        "MzUwLCAlZjE4NTgsICVmMTk2ODsAbXVsLmYzMiAJJWYxOTcwLCAlZjE5NTksICVmMTg2MDsAZm1hLnJuLmYzMiAJJWYxOTcx"
        "LCAlZjEzNTEsICVmMTg1OCwgJWYxOTcwOwAAbGQuc2hhcmVkLnY0LmYzMiAJeyVmMTk3MiwgJWYxOTczLCAlZjE5NzQsICVm"
        "MTk3NX0sIFslcmQ5KzgxOTJdOwAAbXVsLmYzMiAJJWYxOTgwLCAlZjE5NzIsICVmMTg1NjsAZm1hLnJuLmYzMiAJJWYxOTgx"
        "LCAlZjEzNTIsICVmMTg1NCwgJWYxOTgwOwBtdWwuZjMyIAklZjE5ODIsICVmMTk3MywgJWYxODU2OwBmbWEucm4uZjMyIAkl"
        "ZjE5ODMsICVmMTM1MywgJWYxODU0LCAlZjE5ODI7AG11bC5mMzIgCSVmMTk4NCwgJWYxOTc0LCAlZjE4NjA7AGZtYS5ybi5m"
        "MzIgCSVmMTk4NSwgJWYxMzU0LCAlZjE4NTgsICVmMTk4NDsAbXVsLmYzMiAJJWYxOTg2LCAlZjE5NzUsICVmMTg2MDsAZm1h"
        "LnJuLmYzMiAJJWYxOTg3LCAlZjEzNTUsICVmMTg1OCwgJWYxOTg2OwAAbGQuc2hhcmVkLnY0LmYzMiAJeyVmMTk4OCwgJWYx"
        "OTg5LCAlZjE5OTAsICVmMTk5MX0sIFslcmQ5KzEwMjQwXTsAAG11bC5mMzIgCSVmMTk5NiwgJWYxOTg4LCAlZjE4NTY7AGZt"
        "YS5ybi5mMzIgCSVmMTk5NywgJWYxMzU2LCAlZjE4NTQsICVmMTk5NjsAbXVsLmYzMiAJJWYxOTk4LCAlZjE5ODksICVmMTg1"
        "NjsAZm1hLnJuLmYzMiAJJWYxOTk5LCAlZjEzNTcsICVmMTg1NCwgJWYxOTk4OwBtdWwuZjMyIAklZjIwMDAsICVmMTk5MCwg"
        "JWYxODYwOwBmbWEucm4uZjMyIAklZjIwMDEsICVmMTM1OCwgJWYxODU4LCAlZjIwMDA7AG11bC5mMzIgCSVmMjAwMiwgJWYx"
        "OTkxLCAlZjE4NjA7AGZtYS5ybi5mMzIgCSVmMjAwMywgJWYxMzU5LCAlZjE4NTgsICVmMjAwMjsAAGxkLnNoYXJlZC52NC5m"
        "MzIgCXslZjIwMDQsICVmMjAwNSwgJWYyMDA2LCAlZjIwMDd9LCBbJXJkOSsxMjI4OF07AABtdWwuZjMyIAklZjIwMTIsICVm"
        "MjAwNCwgJWYxODU2OwBmbWEucm4uZjMyIAklZjIwMTMsICVmMTM2MCwgJWYxODU0LCAlZjIwMTI7AG11bC5mMzIgCSVmMjAx"
        "NCwgJWYyMDA1LCAlZjE4NTY7AGZtYS5ybi5mMzIgCSVmMjAxNSwgJWYxMzYxLCAlZjE4NTQsICVmMjAxNDsAbXVsLmYzMiAJ"
        "JWYyMDE2LCAlZjIwMDYsICVmMTg2MDsAZm1hLnJuLmYzMiAJJWYyMDE3LCAlZjEzNjIsICVmMTg1OCwgJWYyMDE2OwBtdWwu"
        "ZjMyIAklZjIwMTgsICVmMjAwNywgJWYxODYwOwBmbWEucm4uZjMyIAklZjIwMTksICVmMTM2MywgJWYxODU4LCAlZjIwMTg7"
        "AABsZC5zaGFyZWQudjQuZjMyIAl7JWYyMDIwLCAlZjIwMjEsICVmMjAyMiwgJWYyMDIzfSwgWyVyZDkrMTQzMzZdOwAAbXVs"
        "LmYzMiAJJWYyMDI4LCAlZjIwMjAsICVmMTg1NjsAZm1hLnJuLmYzMiAJJWYyMDI5LCAlZjEzNjQsICVmMTg1NCwgJWYyMDI4"
        "OwBtdWwuZjMyIAklZjIwMzAsICVmMjAyMSwgJWYxODU2OwBmbWEucm4uZjMyIAklZjIwMzEsICVmMTM2NSwgJWYxODU0LCAl"
        "ZjIwMzA7AG11bC5mMzIgCSVmMjAzMiwgJWYyMDIyLCAlZjE4NjA7AGZtYS5ybi5mMzIgCSVmMjAzMywgJWYxMzY2LCAlZjE4"
        "NTgsICVmMjAzMjsAbXVsLmYzMiAJJWYyMDM0LCAlZjIwMjMsICVmMTg2MDsAZm1hLnJuLmYzMiAJJWYyMDM1LCAlZjEzNjcs"
        "ICVmMTg1OCwgJWYyMDM0OwAAcmNwLnJuLmYzMiAJJWYyMDM2LCAlZjE5MDQ7AHJjcC5ybi5mMzIgCSVmMjAzNywgJWYxOTA3"
        "OwAAc2hyLnMzMiAJJXI2MDQsICVyOSwgMzE7AHNoci51MzIgCSVyNjA1LCAlcjYwNCwgMjc7AGFkZC5zMzIgCSVyNjA2LCAl"
        "cjksICVyNjA1OwBzaHIuczMyIAklcjYwNywgJXI2MDYsIDU7AHNobC5iMzIgCSVyNjA4LCAlcjYwNywgNDsAYW5kLmIzMiAg"
        "CSVyNjA5LCAlcjYwNiwgLTMyOwBzdWIuczMyIAklcjYxMCwgJXI5LCAlcjYwOTsAc2hyLnMzMiAJJXI2MTEsICVyNjEwLCAz"
        "MTsAc2hyLnUzMiAJJXI2MTIsICVyNjExLCAzMDsAYWRkLnMzMiAJJXI2MTMsICVyNjEwLCAlcjYxMjsAc2hyLnMzMiAJJXI2"
        "MTQsICVyNjEzLCAyOwBhZGQuczMyIAklcjYxNSwgJXI2MDgsICVyNjE0OwAAAABzaGwuYjMyIAklcjYxOSwgJXI4NTAsIDY7"
        "AGFuZC5iMzIgIAklcjYyMCwgJXI2MTksIC01MTI7AABjdnQuczY0LnMzMiAJJXJkNTYsICVyNjIwOwAAY3Z0LnU2NC51MzIg"
        "CSVyZDU3LCAlcjg1NDsAYWRkLnM2NCAJJXJkNjAsICVyZDU3LCAlcmQ1MjsAAHNoci51MzIgCSVyNjI1LCAlcjYwNCwgMzA7"
        "AGFkZC5zMzIgCSVyNjI2LCAlcjksICVyNjI1OwBhbmQuYjMyICAJJXI2MjcsICVyNjI2LCAxMDczNzQxODIwOwBzdWIuczMy"
        "IAklcjYyOCwgJXI5LCAlcjYyNzsAc2hsLmIzMiAJJXI2MjksICVyNjI4LCAyOwBjdnQuczY0LnMzMiAJJXJkNjEsICVyNjI5"
        "OwBhZGQuczY0IAklcmQ2MiwgJXJkNjAsICVyZDYxOwAAbXVsLmYzMiAJJWYxODYzLCAlZjE5MTcsICVmMjAzNjsAbXVsLmYz"
        "MiAJJWYxODYyLCAlZjIwMzYsICVmMTkxOTsAAAAAY3Z0LnJuLmYxNngyLmYzMiAlcjU4NywgJWYxODYyLCAlZjE4NjM7AAAA"
        "AABzaGwuYjMyIAklcjYzMCwgJXI2MTUsIDc7AHNobC5iMzIgCSVyNjMxLCAlcjYxNSwgNDsAYW5kLmIzMiAgCSVyNjMyLCAl"
        "cjYzMSwgMTEyOwBvci5iMzIgIAklcjYzMywgJXI2MzIsICVyNjMwOwAAY3Z0LnM2NC5zMzIgCSVyZDYzLCAlcjYzMzsAYWRk"
        "LnM2NCAJJXJkNjQsICVyZDYyLCAlcmQ2MzsAYWRkLnM2NCAJJXJkNjUsICVyZDE2NCwgJXJkNjQ7AHN0LnNoYXJlZC51MzIg"
        "CVslcmQ2NV0sICVyNTg3OwAAbXVsLmYzMiAJJWYxODY1LCAlZjE5MjEsICVmMjAzNzsAbXVsLmYzMiAJJWYxODY0LCAlZjIw"
        "MzcsICVmMTkyMzsAAABjdnQucm4uZjE2eDIuZjMyICVyNTg4LCAlZjE4NjQsICVmMTg2NTsAAAAAYWRkLnMzMiAJJXI2MzQs"
        "ICVyNjE1LCA4OwAAc2hsLmIzMiAJJXI2MzUsICVyNjM0LCA3OwBzaGwuYjMyIAklcjYzNiwgJXI2MzQsIDQ7AGFuZC5iMzIg"
        "IAklcjYzNywgJXI2MzYsIDExMjsAb3IuYjMyICAJJXI2MzgsICVyNjM3LCAlcjYzNTsAAGN2dC5zNjQuczMyIAklcmQ2Niwg"
        "JXI2Mzg7AGFkZC5zNjQgCSVyZDY3LCAlcmQ2MiwgJXJkNjY7AGFkZC5zNjQgCSVyZDY4LCAlcmQxNjQsICVyZDY3OwBzdC5z"
        "aGFyZWQudTMyIAlbJXJkNjhdLCAlcjU4ODsAAG11bC5mMzIgCSVmMTg2NywgJWYxOTMzLCAlZjIwMzY7AG11bC5mMzIgCSVm"
        "MTg2NiwgJWYyMDM2LCAlZjE5MzU7AAAAY3Z0LnJuLmYxNngyLmYzMiAlcjU4OSwgJWYxODY2LCAlZjE4Njc7AAAAAHhvci5i"
        "MzIgIAklcjYzOSwgJXI2MzIsIDE2OwBvci5iMzIgIAklcjY0MCwgJXI2MzksICVyNjMwOwAAY3Z0LnM2NC5zMzIgCSVyZDY5"
        "LCAlcjY0MDsAYWRkLnM2NCAJJXJkNzAsICVyZDYyLCAlcmQ2OTsAYWRkLnM2NCAJJXJkNzEsICVyZDE2NCwgJXJkNzA7AHN0"
        "LnNoYXJlZC51MzIgCVslcmQ3MV0sICVyNTg5OwAAbXVsLmYzMiAJJWYxODY5LCAlZjE5MzcsICVmMjAzNzsAbXVsLmYzMiAJ"
        "JWYxODY4LCAlZjIwMzcsICVmMTkzOTsAAABjdnQucm4uZjE2eDIuZjMyICVyNTkwLCAlZjE4NjgsICVmMTg2OTsAAAAAeG9y"
        "LmIzMiAgCSVyNjQxLCAlcjYzNywgMTY7AG9yLmIzMiAgCSVyNjQyLCAlcjY0MSwgJXI2MzU7AABjdnQuczY0LnMzMiAJJXJk"
        "NzIsICVyNjQyOwBhZGQuczY0IAklcmQ3MywgJXJkNjIsICVyZDcyOwBhZGQuczY0IAklcmQ3NCwgJXJkMTY0LCAlcmQ3MzsA"
        "c3Quc2hhcmVkLnUzMiAJWyVyZDc0XSwgJXI1OTA7AABtdWwuZjMyIAklZjE4NzEsICVmMTk0OSwgJWYyMDM2OwBtdWwuZjMy"
        "IAklZjE4NzAsICVmMjAzNiwgJWYxOTUxOwAAAGN2dC5ybi5mMTZ4Mi5mMzIgJXI1OTEsICVmMTg3MCwgJWYxODcxOwAAAAB4"
        "b3IuYjMyICAJJXI2NDMsICVyNjMyLCAzMjsAb3IuYjMyICAJJXI2NDQsICVyNjQzLCAlcjYzMDsAAGN2dC5zNjQuczMyIAkl"
        "cmQ3NSwgJXI2NDQ7AGFkZC5zNjQgCSVyZDc2LCAlcmQ2MiwgJXJkNzU7AGFkZC5zNjQgCSVyZDc3LCAlcmQxNjQsICVyZDc2"
        "OwBzdC5zaGFyZWQudTMyIAlbJXJkNzddLCAlcjU5MTsAAG11bC5mMzIgCSVmMTg3MywgJWYxOTUzLCAlZjIwMzc7AG11bC5m"
        "MzIgCSVmMTg3MiwgJWYyMDM3LCAlZjE5NTU7AAAAY3Z0LnJuLmYxNngyLmYzMiAlcjU5MiwgJWYxODcyLCAlZjE4NzM7AAAA"
        "AHhvci5iMzIgIAklcjY0NSwgJXI2MzcsIDMyOwBvci5iMzIgIAklcjY0NiwgJXI2NDUsICVyNjM1OwAAY3Z0LnM2NC5zMzIg"
        "CSVyZDc4LCAlcjY0NjsAYWRkLnM2NCAJJXJkNzksICVyZDYyLCAlcmQ3ODsAYWRkLnM2NCAJJXJkODAsICVyZDE2NCwgJXJk"
        "Nzk7AHN0LnNoYXJlZC51MzIgCVslcmQ4MF0sICVyNTkyOwAAbXVsLmYzMiAJJWYxODc1LCAlZjE5NjUsICVmMjAzNjsAbXVs"
        "LmYzMiAJJWYxODc0LCAlZjIwMzYsICVmMTk2NzsAAABjdnQucm4uZjE2eDIuZjMyICVyNTkzLCAlZjE4NzQsICVmMTg3NTsA"
        "AAAAeG9yLmIzMiAgCSVyNjQ3LCAlcjYzMiwgNDg7AG9yLmIzMiAgCSVyNjQ4LCAlcjY0NywgJXI2MzA7AABjdnQuczY0LnMz"
        "MiAJJXJkODEsICVyNjQ4OwBhZGQuczY0IAklcmQ4MiwgJXJkNjIsICVyZDgxOwBhZGQuczY0IAklcmQ4MywgJXJkMTY0LCAl"
        "cmQ4MjsAc3Quc2hhcmVkLnUzMiAJWyVyZDgzXSwgJXI1OTM7AABtdWwuZjMyIAklZjE4NzcsICVmMTk2OSwgJWYyMDM3OwBt"
        "dWwuZjMyIAklZjE4NzYsICVmMjAzNywgJWYxOTcxOwAAAGN2dC5ybi5mMTZ4Mi5mMzIgJXI1OTQsICVmMTg3NiwgJWYxODc3"
        "OwAAAAB4b3IuYjMyICAJJXI2NDksICVyNjM3LCA0ODsAb3IuYjMyICAJJXI2NTAsICVyNjQ5LCAlcjYzNTsAAGN2dC5zNjQu"
        "czMyIAklcmQ4NCwgJXI2NTA7AGFkZC5zNjQgCSVyZDg1LCAlcmQ2MiwgJXJkODQ7AGFkZC5zNjQgCSVyZDg2LCAlcmQxNjQs"
        "ICVyZDg1OwBzdC5zaGFyZWQudTMyIAlbJXJkODZdLCAlcjU5NDsAAG11bC5mMzIgCSVmMTg3OSwgJWYxOTgxLCAlZjIwMzY7"
        "AG11bC5mMzIgCSVmMTg3OCwgJWYyMDM2LCAlZjE5ODM7AAAAY3Z0LnJuLmYxNngyLmYzMiAlcjU5NSwgJWYxODc4LCAlZjE4"
        "Nzk7AAAAAHhvci5iMzIgIAklcjY1MSwgJXI2MzIsIDY0OwBvci5iMzIgIAklcjY1MiwgJXI2NTEsICVyNjMwOwAAY3Z0LnM2"
        "NC5zMzIgCSVyZDg3LCAlcjY1MjsAYWRkLnM2NCAJJXJkODgsICVyZDYyLCAlcmQ4NzsAYWRkLnM2NCAJJXJkODksICVyZDE2"
        "NCwgJXJkODg7AHN0LnNoYXJlZC51MzIgCVslcmQ4OV0sICVyNTk1OwAAbXVsLmYzMiAJJWYxODgxLCAlZjE5ODUsICVmMjAz"
        "NzsAbXVsLmYzMiAJJWYxODgwLCAlZjIwMzcsICVmMTk4NzsAAABjdnQucm4uZjE2eDIuZjMyICVyNTk2LCAlZjE4ODAsICVm"
        "MTg4MTsAAAAAeG9yLmIzMiAgCSVyNjUzLCAlcjYzNywgNjQ7AG9yLmIzMiAgCSVyNjU0LCAlcjY1MywgJXI2MzU7AABjdnQu"
        "czY0LnMzMiAJJXJkOTAsICVyNjU0OwBhZGQuczY0IAklcmQ5MSwgJXJkNjIsICVyZDkwOwBhZGQuczY0IAklcmQ5MiwgJXJk"
        "MTY0LCAlcmQ5MTsAc3Quc2hhcmVkLnUzMiAJWyVyZDkyXSwgJXI1OTY7AABtdWwuZjMyIAklZjE4ODMsICVmMTk5NywgJWYy"
        "MDM2OwBtdWwuZjMyIAklZjE4ODIsICVmMjAzNiwgJWYxOTk5OwAAAGN2dC5ybi5mMTZ4Mi5mMzIgJXI1OTcsICVmMTg4Miwg"
        "JWYxODgzOwAAAAB4b3IuYjMyICAJJXI2NTUsICVyNjMyLCA4MDsAb3IuYjMyICAJJXI2NTYsICVyNjU1LCAlcjYzMDsAAGN2"
        "dC5zNjQuczMyIAklcmQ5MywgJXI2NTY7AGFkZC5zNjQgCSVyZDk0LCAlcmQ2MiwgJXJkOTM7AGFkZC5zNjQgCSVyZDk1LCAl"
        "cmQxNjQsICVyZDk0OwBzdC5zaGFyZWQudTMyIAlbJXJkOTVdLCAlcjU5NzsAAG11bC5mMzIgCSVmMTg4NSwgJWYyMDAxLCAl"
        "ZjIwMzc7AG11bC5mMzIgCSVmMTg4NCwgJWYyMDM3LCAlZjIwMDM7AAAAY3Z0LnJuLmYxNngyLmYzMiAlcjU5OCwgJWYxODg0"
        "LCAlZjE4ODU7AAAAAHhvci5iMzIgIAklcjY1NywgJXI2MzcsIDgwOwBvci5iMzIgIAklcjY1OCwgJXI2NTcsICVyNjM1OwAA"
        "Y3Z0LnM2NC5zMzIgCSVyZDk2LCAlcjY1ODsAYWRkLnM2NCAJJXJkOTcsICVyZDYyLCAlcmQ5NjsAYWRkLnM2NCAJJXJkOTgs"
        "ICVyZDE2NCwgJXJkOTc7AHN0LnNoYXJlZC51MzIgCVslcmQ5OF0sICVyNTk4OwAAbXVsLmYzMiAJJWYxODg3LCAlZjIwMTMs"
        "ICVmMjAzNjsAbXVsLmYzMiAJJWYxODg2LCAlZjIwMzYsICVmMjAxNTsAAABjdnQucm4uZjE2eDIuZjMyICVyNTk5LCAlZjE4"
        "ODYsICVmMTg4NzsAAAAAeG9yLmIzMiAgCSVyNjU5LCAlcjYzMiwgOTY7AG9yLmIzMiAgCSVyNjYwLCAlcjY1OSwgJXI2MzA7"
        "AABjdnQuczY0LnMzMiAJJXJkOTksICVyNjYwOwBhZGQuczY0IAklcmQxMDAsICVyZDYyLCAlcmQ5OTsAYWRkLnM2NCAJJXJk"
        "MTAxLCAlcmQxNjQsICVyZDEwMDsAc3Quc2hhcmVkLnUzMiAJWyVyZDEwMV0sICVyNTk5OwAAbXVsLmYzMiAJJWYxODg5LCAl"
        "ZjIwMTcsICVmMjAzNzsAbXVsLmYzMiAJJWYxODg4LCAlZjIwMzcsICVmMjAxOTsAAABjdnQucm4uZjE2eDIuZjMyICVyNjAw"
        "LCAlZjE4ODgsICVmMTg4OTsAAAAAeG9yLmIzMiAgCSVyNjYxLCAlcjYzNywgOTY7AG9yLmIzMiAgCSVyNjYyLCAlcjY2MSwg"
        "JXI2MzU7AABjdnQuczY0LnMzMiAJJXJkMTAyLCAlcjY2MjsAYWRkLnM2NCAJJXJkMTAzLCAlcmQ2MiwgJXJkMTAyOwBhZGQu"
        "czY0IAklcmQxMDQsICVyZDE2NCwgJXJkMTAzOwBzdC5zaGFyZWQudTMyIAlbJXJkMTA0XSwgJXI2MDA7AABtdWwuZjMyIAkl"
        "ZjE4OTEsICVmMjAyOSwgJWYyMDM2OwBtdWwuZjMyIAklZjE4OTAsICVmMjAzNiwgJWYyMDMxOwAAAGN2dC5ybi5mMTZ4Mi5m"
        "MzIgJXI2MDEsICVmMTg5MCwgJWYxODkxOwAAAAB4b3IuYjMyICAJJXI2NjMsICVyNjMyLCAxMTI7AG9yLmIzMiAgCSVyNjY0"
        "LCAlcjY2MywgJXI2MzA7AABjdnQuczY0LnMzMiAJJXJkMTA1LCAlcjY2NDsAYWRkLnM2NCAJJXJkMTA2LCAlcmQ2MiwgJXJk"
        "MTA1OwBhZGQuczY0IAklcmQxMDcsICVyZDE2NCwgJXJkMTA2OwBzdC5zaGFyZWQudTMyIAlbJXJkMTA3XSwgJXI2MDE7AABt"
        "dWwuZjMyIAklZjE4OTMsICVmMjAzMywgJWYyMDM3OwBtdWwuZjMyIAklZjE4OTIsICVmMjAzNywgJWYyMDM1OwAAAGN2dC5y"
        "bi5mMTZ4Mi5mMzIgJXI2MDIsICVmMTg5MiwgJWYxODkzOwAAAABzdC5zaGFyZWQudTMyIAlbJXJkMTA3KzEwMjRdLCAlcjYw"
        "MjsAAGN2dC5zNjQuczMyIAklcmQxMDgsICVyMTE7AGFkZC5zNjQgCSVyZDEwOSwgJXJkMTA4LCAlcmQ1NjsAAAAAAGJhci5z"
        "eW5jICVyMiwgMTI4OwAAAABzaHIudTMyIAklcjY2NSwgJXI2MDQsIDI5OwBhZGQuczMyIAklcjY2NiwgJXI5LCAlcjY2NTsA"
        "YW5kLmIzMiAgCSVyNjY3LCAlcjY2NiwgLTg7AHN1Yi5zMzIgCSVyNjY4LCAlcjksICVyNjY3OwAAAHNobC5iMzIgCSVyNjY5"
        "LCAlcjY2OCwgMzsAYW5kLmIzMiAgCSVyNjcwLCAlcjY2OSwgMzM1NTQzNjg7AABzaHIuczMyIAklcjY3MSwgJXI2NjYsIDM7"
        "AABhZGQuczMyIAklcjY3MiwgJXI2NzAsICVyNjcxOwBzaGwuYjMyIAklcjY3MywgJXI2NzIsIDc7AHhvci5iMzIgIAklcjY3"
        "NCwgJXI2NjgsICVyNjcxOwBzaGwuYjMyIAklcjY3NSwgJXI2NzQsIDQ7AGFuZC5iMzIgIAklcjY3NiwgJXI2NzUsIDExMjsA"
        "b3IuYjMyICAJJXI2NzcsICVyNjczLCAlcjY3NjsAAGN2dC5zNjQuczMyIAklcmQxMTAsICVyNjc3OwBhZGQuczY0IAklcmQx"
        "MTEsICVyZDYwLCAlcmQxMTA7AGFkZC5zNjQgCSVyZDExMiwgJXJkMTY0LCAlcmQxMTE7AABjdnQuczY0LnMzMiAJJXJkMTEz"
        "LCAlcjY3MTsAYWRkLnM2NCAJJXJkMTE0LCAlcmQxMDksICVyZDExMzsAc2hsLmI2NCAJJXJkMTE1LCAlcmQxMTQsIDY7AGN2"
        "dC5zNjQuczMyIAklcmQxMTYsICVyNjY5OwBhZGQuczY0IAklcmQxMTcsICVyZDExNSwgJXJkMTE2OwBzaGwuYjY0IAklcmQx"
        "MTgsICVyZDExNywgMTsAYWRkLnM2NCAJJXJkMTE5LCAlcmQxNjUsICVyZDExODsAbGQuc2hhcmVkLnY0LnUzMiAJeyVyNjc4"
        "LCAlcjY3OSwgJXI2ODAsICVyNjgxfSwgWyVyZDExMl07AHN0Lmdsb2JhbC52NC51MzIgCVslcmQxMTldLCB7JXI2NzgsICVy"
        "Njc5LCAlcjY4MCwgJXI2ODF9OwAAYWRkLnMzMiAJJXI2ODYsICVyOSwgMTI4OwAAc2hyLnMzMiAJJXI2ODcsICVyNjg2LCAz"
        "MTsAc2hyLnUzMiAJJXI2ODgsICVyNjg3LCAyOTsAYWRkLnMzMiAJJXI2ODksICVyNjg2LCAlcjY4ODsAc2hyLnMzMiAJJXI2"
        "OTAsICVyNjg5LCAzOwBhbmQuYjMyICAJJXI2OTEsICVyNjg5LCAtODsAc3ViLnMzMiAJJXI2OTIsICVyNjg2LCAlcjY5MTsA"
        "AHNobC5iMzIgCSVyNjkzLCAlcjY5MiwgMzsAYW5kLmIzMiAgCSVyNjk0LCAlcjY5MywgMzM1NTQzNjg7AGFkZC5zMzIgCSVy"
        "Njk1LCAlcjY5NCwgJXI2OTA7AHNobC5iMzIgCSVyNjk2LCAlcjY5NSwgNzsAeG9yLmIzMiAgCSVyNjk3LCAlcjY5MiwgJXI2"
        "OTA7AHNobC5iMzIgCSVyNjk4LCAlcjY5NywgNDsAYW5kLmIzMiAgCSVyNjk5LCAlcjY5OCwgMTEyOwBvci5iMzIgIAklcjcw"
        "MCwgJXI2OTYsICVyNjk5OwAAY3Z0LnM2NC5zMzIgCSVyZDEyMCwgJXI3MDA7AGFkZC5zNjQgCSVyZDEyMSwgJXJkNjAsICVy"
        "ZDEyMDsAYWRkLnM2NCAJJXJkMTIyLCAlcmQxNjQsICVyZDEyMTsAAGN2dC5zNjQuczMyIAklcmQxMjMsICVyNjkwOwBhZGQu"
        "czY0IAklcmQxMjQsICVyZDEwOSwgJXJkMTIzOwBzaGwuYjY0IAklcmQxMjUsICVyZDEyNCwgNjsAY3Z0LnM2NC5zMzIgCSVy"
        "ZDEyNiwgJXI2OTM7AGFkZC5zNjQgCSVyZDEyNywgJXJkMTI1LCAlcmQxMjY7AHNobC5iNjQgCSVyZDEyOCwgJXJkMTI3LCAx"
        "OwBhZGQuczY0IAklcmQxMjksICVyZDE2NSwgJXJkMTI4OwBsZC5zaGFyZWQudjQudTMyIAl7JXI3MDEsICVyNzAyLCAlcjcw"
        "MywgJXI3MDR9LCBbJXJkMTIyXTsAc3QuZ2xvYmFsLnY0LnUzMiAJWyVyZDEyOV0sIHslcjcwMSwgJXI3MDIsICVyNzAzLCAl"
        "cjcwNH07AABhZGQuczMyIAklcjcwOSwgJXI5LCAyNTY7AABzaHIuczMyIAklcjcxMCwgJXI3MDksIDMxOwBzaHIudTMyIAkl"
        "cjcxMSwgJXI3MTAsIDI5OwBhZGQuczMyIAklcjcxMiwgJXI3MDksICVyNzExOwBzaHIuczMyIAklcjcxMywgJXI3MTIsIDM7"
        "AGFuZC5iMzIgIAklcjcxNCwgJXI3MTIsIC04OwBzdWIuczMyIAklcjcxNSwgJXI3MDksICVyNzE0OwAAc2hsLmIzMiAJJXI3"
        "MTYsICVyNzE1LCAzOwBhbmQuYjMyICAJJXI3MTcsICVyNzE2LCAzMzU1NDM2ODsAYWRkLnMzMiAJJXI3MTgsICVyNzE3LCAl"
        "cjcxMzsAc2hsLmIzMiAJJXI3MTksICVyNzE4LCA3OwB4b3IuYjMyICAJJXI3MjAsICVyNzE1LCAlcjcxMzsAc2hsLmIzMiAJ"
        "JXI3MjEsICVyNzIwLCA0OwBhbmQuYjMyICAJJXI3MjIsICVyNzIxLCAxMTI7AG9yLmIzMiAgCSVyNzIzLCAlcjcxOSwgJXI3"
        "MjI7AABjdnQuczY0LnMzMiAJJXJkMTMwLCAlcjcyMzsAYWRkLnM2NCAJJXJkMTMxLCAlcmQ2MCwgJXJkMTMwOwBhZGQuczY0"
        "IAklcmQxMzIsICVyZDE2NCwgJXJkMTMxOwAAY3Z0LnM2NC5zMzIgCSVyZDEzMywgJXI3MTM7AGFkZC5zNjQgCSVyZDEzNCwg"
        "JXJkMTA5LCAlcmQxMzM7AHNobC5iNjQgCSVyZDEzNSwgJXJkMTM0LCA2OwBjdnQuczY0LnMzMiAJJXJkMTM2LCAlcjcxNjsA"
        "YWRkLnM2NCAJJXJkMTM3LCAlcmQxMzUsICVyZDEzNjsAc2hsLmI2NCAJJXJkMTM4LCAlcmQxMzcsIDE7AGFkZC5zNjQgCSVy"
        "ZDEzOSwgJXJkMTY1LCAlcmQxMzg7AGxkLnNoYXJlZC52NC51MzIgCXslcjcyNCwgJXI3MjUsICVyNzI2LCAlcjcyN30sIFsl"
        "cmQxMzJdOwBzdC5nbG9iYWwudjQudTMyIAlbJXJkMTM5XSwgeyVyNzI0LCAlcjcyNSwgJXI3MjYsICVyNzI3fTsAAGFkZC5z"
        "MzIgCSVyNzMyLCAlcjksIDM4NDsAAHNoci5zMzIgCSVyNzMzLCAlcjczMiwgMzE7AHNoci51MzIgCSVyNzM0LCAlcjczMywg"
        "Mjk7AGFkZC5zMzIgCSVyNzM1LCAlcjczMiwgJXI3MzQ7AHNoci5zMzIgCSVyNzM2LCAlcjczNSwgMzsAYW5kLmIzMiAgCSVy"
        "NzM3LCAlcjczNSwgLTg7AHN1Yi5zMzIgCSVyNzM4LCAlcjczMiwgJXI3Mzc7AABzaGwuYjMyIAklcjczOSwgJXI3MzgsIDM7"
        "AGFuZC5iMzIgIAklcjc0MCwgJXI3MzksIDMzNTU0MzY4OwBhZGQuczMyIAklcjc0MSwgJXI3NDAsICVyNzM2OwBzaGwuYjMy"
        "IAklcjc0MiwgJXI3NDEsIDc7AHhvci5iMzIgIAklcjc0MywgJXI3MzgsICVyNzM2OwBzaGwuYjMyIAklcjc0NCwgJXI3NDMs"
        "IDQ7AGFuZC5iMzIgIAklcjc0NSwgJXI3NDQsIDExMjsAb3IuYjMyICAJJXI3NDYsICVyNzQyLCAlcjc0NTsAAGN2dC5zNjQu"
        "czMyIAklcmQxNDAsICVyNzQ2OwBhZGQuczY0IAklcmQxNDEsICVyZDYwLCAlcmQxNDA7AGFkZC5zNjQgCSVyZDE0MiwgJXJk"
        "MTY0LCAlcmQxNDE7AABjdnQuczY0LnMzMiAJJXJkMTQzLCAlcjczNjsAYWRkLnM2NCAJJXJkMTQ0LCAlcmQxMDksICVyZDE0"
        "MzsAc2hsLmI2NCAJJXJkMTQ1LCAlcmQxNDQsIDY7AGN2dC5zNjQuczMyIAklcmQxNDYsICVyNzM5OwBhZGQuczY0IAklcmQx"
        "NDcsICVyZDE0NSwgJXJkMTQ2OwBzaGwuYjY0IAklcmQxNDgsICVyZDE0NywgMTsAYWRkLnM2NCAJJXJkMTQ5LCAlcmQxNjUs"
        "ICVyZDE0ODsAbGQuc2hhcmVkLnY0LnUzMiAJeyVyNzQ3LCAlcjc0OCwgJXI3NDksICVyNzUwfSwgWyVyZDE0Ml07AHN0Lmds"
        "b2JhbC52NC51MzIgCVslcmQxNDldLCB7JXI3NDcsICVyNzQ4LCAlcjc0OSwgJXI3NTB9OwAAJExfX0JCMF8yNDoAAHNldHAu"
        "Z2UuczMyIAklcDI1LCAlcjg5MiwgJXIxMzsAQCVwMjUgYnJhIAkkTF9fQkIwXzQ0OwAAJExfX0JCMF8yNToALnByYWdtYSAi"
        "bm91bnJvbGwiOwAAAABzaGwuYjMyIAklcjc1NiwgJXI4OTIsIDE7AABhZGQuczMyIAklcjc1NywgJXI1LCAlcjc1NjsAAABz"
        "aHIuczMyIAklcjc1OCwgJXI3NTcsIDMxOwBzaHIudTMyIAklcjc1OSwgJXI3NTgsIDMwOwBhZGQuczMyIAklcjc2MCwgJXI3"
        "NTcsICVyNzU5OwBhbmQuYjMyICAJJXI3NjEsICVyNzYwLCAxMzQyMTc3MjQ7AHN1Yi5zMzIgCSVyNzYyLCAlcjc1NywgJXI3"
        "NjE7AHNobC5iMzIgCSVyODksICVyNzYyLCA1OwBhZGQuczMyIAklcjc2NiwgJXI4OSwgJXIxODM7AGFkZC5zMzIgCSVyOTAs"
        "ICVyNzY2LCAxNTc3Mjg7AABzaHIudTMyIAklcjc2NywgJXI3NjAsIDI7AGFuZC5iMzIgIAklcjkxLCAlcjc2NywgMTsAACRM"
        "X19CQjBfMjY6AAAAAHsALnJlZyAucHJlZCBwOwBtYmFycmllci50cnlfd2FpdC5wYXJpdHkuc2hhcmVkOjpjdGEuYjY0IHAs"
        "IFslcjkwXSwgJXI5MTsAc2VscC51MzIgJXI3NjgsIDEsIDAsIHA7AH0AAAAAc2V0cC5lcS5zMzIgCSVwMjYsICVyNzY4LCAw"
        "OwBAJXAyNiBicmEgCSRMX19CQjBfMjY7AAAAAGFkZC5zMzIgCSVyOTIsICVyNzY2LCAxNTc3MzY7AAAkTF9fQkIwXzI4OgAA"
        "AAB7AC5yZWcgLnByZWQgcDsAbWJhcnJpZXIudHJ5X3dhaXQucGFyaXR5LnNoYXJlZDo6Y3RhLmI2NCBwLCBbJXI5Ml0sICVy"
        "OTE7AHNlbHAudTMyICVyNzc1LCAxLCAwLCBwOwB9AAAAAHNldHAuZXEuczMyIAklcDI3LCAlcjc3NSwgMDsAQCVwMjcgYnJh"
        "IAkkTF9fQkIwXzI4OwAAAHNldHAubmUuczMyIAklcDI4LCAlcjYsIDA7AAAAAABiYXIud2FycC5zeW5jIAktMTsAAEAlcDI4"
        "IGJyYSAJJExfX0JCMF8zMTsAAAAAYWRkLnMzMiAJJXI3NzgsICVyNzY2LCAxNTc3NTI7AAAAAG1iYXJyaWVyLmFycml2ZS5z"
        "aGFyZWQ6OmN0YS5iNjQgXywgWyVyNzc4XTsAAAAAJExfX0JCMF8zMToAAAAAYmFyLndhcnAuc3luYyAJLTE7AABAJXAyOCBi"
        "cmEgCSRMX19CQjBfMzM7AAAAYWRkLnMzMiAJJXI3ODMsICVyNzY2LCAxNTc3NDQ7AAAAAG1iYXJyaWVyLmFycml2ZS5zaGFy"
        "ZWQ6OmN0YS5iNjQgXywgWyVyNzgzXTsAAAAAJExfX0JCMF8zMzoAAGFkZC5zMzIgCSVyODkyLCAlcjg5MiwgMTsAAHNldHAu"
        "bHQuczMyIAklcDMwLCAlcjg5MiwgJXIxMzsAQCVwMzAgYnJhIAkkTF9fQkIwXzI1OwAAJExfX0JCMF80NDoAAHJldDsAAH0A"
        "AC5zZWN0aW9uCS5kZWJ1Z19zdHIAewAkTF9faW5mb19zdHJpbmcwOgAAAAAkTF9faW5mb19zdHJpbmcxOgAAJExfX2luZm9f"
        "c3RyaW5nMjoAACRMX19pbmZvX3N0cmluZzM6AAAkTF9faW5mb19zdHJpbmc0OgAAAAAkTF9faW5mb19zdHJpbmc1OgAAJExf"
        "X2luZm9fc3RyaW5nNjoAACRMX19pbmZvX3N0cmluZzc6AAAkTF9faW5mb19zdHJpbmc4OgAAAAAkTF9faW5mb19zdHJpbmc5"
        "OgAAJExfX2luZm9fc3RyaW5nMTA6AAAkTF9faW5mb19zdHJpbmcxMToAAAAAJExfX2luZm9fc3RyaW5nMTI6AAAAAAAkTF9f"
        "aW5mb19zdHJpbmcxMzoAAAAAJExfX2luZm9fc3RyaW5nMTQ6AAAAAAAkTF9faW5mb19zdHJpbmcxNToAAAAAACRMX19pbmZv"
        "X3N0cmluZzE2OgAAJExfX2luZm9fc3RyaW5nMTc6AAAAAAAkTF9faW5mb19zdHJpbmcxODoAAAAAACRMX19pbmZvX3N0cmlu"
        "ZzE5OgAAJExfX2luZm9fc3RyaW5nMjA6AAAkTF9faW5mb19zdHJpbmcyMToAACRMX19pbmZvX3N0cmluZzIyOgAAAAAkTF9f"
        "aW5mb19zdHJpbmcyMzoAACRMX19pbmZvX3N0cmluZzI0OgAAJExfX2luZm9fc3RyaW5nMjU6AAAkTF9faW5mb19zdHJpbmcy"
        "NjoAAAAAACRMX19pbmZvX3N0cmluZzI3OgAAAAAkTF9faW5mb19zdHJpbmcyODoAAAAAJExfX2luZm9fc3RyaW5nMjk6AAAk"
        "TF9faW5mb19zdHJpbmczMDoAAAAAACRMX19pbmZvX3N0cmluZzMxOgAAAAAkTF9faW5mb19zdHJpbmczMjoAAAAAACRMX19p"
        "bmZvX3N0cmluZzMzOgAAAAAkTF9faW5mb19zdHJpbmczNDoAAAAAJExfX2luZm9fc3RyaW5nMzU6AAAAACRMX19pbmZvX3N0"
        "cmluZzM2OgAAJExfX2luZm9fc3RyaW5nMzc6AAAkTF9faW5mb19zdHJpbmczODoAACRMX19pbmZvX3N0cmluZzM5OgAAAAAA"
        "JExfX2luZm9fc3RyaW5nNDA6AAAAACRMX19pbmZvX3N0cmluZzQxOgAAAAAAJExfX2luZm9fc3RyaW5nNDI6AAAkTF9faW5m"
        "b19zdHJpbmc0MzoAAAAAJExfX2luZm9fc3RyaW5nNDQ6AAAAAAAkTF9faW5mb19zdHJpbmc0NToAAAAAACRMX19pbmZvX3N0"
        "cmluZzQ2OgAAAAAAJExfX2luZm9fc3RyaW5nNDc6AAAkTF9faW5mb19zdHJpbmc0ODoAAAAAJExfX2luZm9fc3RyaW5nNDk6"
        "AAAAAAAkTF9faW5mb19zdHJpbmc1MDoAAAAAACRMX19pbmZvX3N0cmluZzUxOgAAAH0AAAwAAACcAAAA0AcAAE5WSURJQSBD"
        "b3JwAAIAAAAAAAAAAQAAAAcAAAA2AAAAZgAAAABwdHhhcwBDdWRhIGNvbXBpbGF0aW9uIHRvb2xzLCByZWxlYXNlIDEzLjAs"
        "IFYxMy4wLjg4AEJ1aWxkIHN5c3RlbSBtdXN0IGRlZmluZSBUT09MU19WRVJTSU9OX0VYVEVOREVEAC12ICAtbGluZWluZm8g"
        "IC1hcmNoIHNtXzkwYSAAAAwAAAAIAAAA6AMAAE5WSURJQSBDb3JwAAIAWgCCAAAABC8IAA4AAACbAAAABBEIAAcAAAAAAAAA"
        "BBEIAA4AAAAAAAAABBIIAA4AAAAAAAAAAgkBAAICBAACBQUAAwcBAQIDAQACBgEABAsIAAAAAAAAAAAABDcEAIIAAAAEFwwA"
        "AAAAAAQAuAEA8BEABBcMAAAAAAADALABAPAhAAQXDAAAAAAAAgAwAQDwAQIEFwwAAAAAAAEAsAAA8AECBBcMAAAAAAAAADAA"
        "APABAgNQAAADG6gAAkwQAANfAQEEKTgA////////////////////////////////////////////////////////////////"
        "//////////8EKDgAwAAAALALAAAQDgAAkA4AAMAOAACAEwAA8BMAAKAiAADAIgAA8CIAAFAjAABwIwAA0DoAAAA7AAAEOWAC"
        "wAIAAP8AAAAAaAIAAAEMANACAAD/AAAAEGgCAAABDADgAgAA/wAAACBoAgAAAQwA8AIAAP8AAAAoaAIAAAEMAAADAAD/AAAA"
        "MGgCAAABDAAQAwAA/wAAADhoAgAAAQwAIAMAAP8AAABAaAIAAAEMADADAAD/AAAASGgCAAABDABAAwAA/wAAAFBoAgAAAQwA"
        "UAMAAP8AAABYaAIAAAEMAGADAAD/AAAAYGgCAAABDABwAwAA/wAAAGhoAgAAAQwAgAMAAP8AAABwaAIAAAEMAJADAAD/AAAA"
        "eGgCAAABDACgAwAA/wAAAIBoAgAAAQwAsAMAAP8AAACIaAIAAAEMAMADAAD/AAAAkGgCAAABDADQAwAA/wAAAJhoAgAAAQwA"
        "4AMAAP8AAACgaAIAAAEMAKAFAAD/AAAAAGgCAAoBEwDwCQAA/wAAACBoAgAKARYA0AsAAP8AAAA4aAIAAQEWAIAOAAAFAAAA"
        "MGgCAAEBPwBAFwAA/wAAAChoAgAKARYAsCIAAAkAAAAwaAIAAQE/AIA6AAAFAAAAIGgCAAoBPwCgOgAABQAAAChoAgAKAT8A"
        "8DoAAAUAAAA4aAIAAQE/ABA7AAAFAAAAMGgCAAEBPwDgPQAA/wAAADhoAgAKAQcAQD8AAP8AAAAwaAIACgENAHBAAAD/AAAA"
        "AGgCAAoBEwCgQAAA/wAAACBoAgAKARYA0EAAAP8AAAAoaAIACgEWAABBAAAFAAAAIGgCAAoBPwAwQQAABQAAAChoAgAKAT8A"
        "YEEAAP8AAAA4aAIACgEHAJBBAAD/AAAAMGgCAAoBDQADOBMABBwQANA5AAAwOwAAQDsAAGBAAAAEBQwAgAEAAAEAAAABAAAA"
        "BB4EAAAAAAADGbwBBAoIAA8AAAAQArwBBDYEAAgAAAAAAAAA/////wAAAAD+////AAAAAP3///8AAAAA/P///08AAAAAAAAA"
        "AgAAAA4AAAAAAAAAAAAAAB0AAAAAAAAAAgAAAA4AAAAAAAAAAAAAAMQAAAAAAAAAAgAAAA4AAADAQQAAAAAAAEQAAAAAAAAA"
        "AgAAAA4AAAAAAAAAAAAAAKAAAAAAAAAAAgAAAA4AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"
        "gnsB/wAKAAAACAAAAPAPAIJ7AP8ACwAAAAgAAAAkDgAMeAAAp2wCAHBA8AMA2h8ARwkEAAAAAAAAAIADAOoPAFx5AAAEAAAA"
        "AAAwAADiDwAZeQUAAAAAAAAhAAAAIg4Aw3kNAAAAAAAAJQAAAGIOAEV5AADQAwAAAACAAwDiDwAZeAD/HwAAAAUUAQAA5B8A"
        "DHIABf8AAABwUvIDAOQPABFyAgAFAAAA/ziPBwDIDwAZeAP/BwAAAAIUAQAAzA8AiXUDA/8fAAAAAA4AACQOAMpyEQMAAAAA"
        "AAAOAADiHwBHGdQAAAAAAAAAgAMA3C8Aw3kKAAAAAAAAiAAAACIOAIJ4BAAABAAAAAAAAADiDwCCeAUAAQAAAAAAAAAA4g8A"
        "gngGAAgAAAAAAAAAAOIPAIJ4CAAEAAAAAAAAAADiDwCQeAYGAAAQAD/h/w8AyA8AmXgHBgsAAAA/BgAIAOQPAJl4BgYBAAAA"
        "PwYACADkDwCQeAgIAAAQAD/h/w8AyA8AmXgJCAsAAAA/BgAIAOQPAJl4CAgBAAAAPwYACADiDwC5eg4AAGYAAAAKAAAA5A8A"
        "kHgSDjAAAAA/4PEPAOQPAJB4FA6wAAAAP+DzDwDkDwCQeA4OMAEAAD/g9Q8A5A8AkHITPw8AAAA/5H8IAMQPAJByFT8PAAAA"
        "P+T/CADkDwCQcg8/DwAAAD/kfwkA5A8AkXIKCgQAAAA/wI4PAOQfAJB4BAUAABAAP+H/DwDIDwCZeAUECwAAAD8GAAgA5A8A"
        "mXgEBAEAAAA/BgAIAOQPAJB4Cgr/AwAAP+D/DwDIDwCSeAwKAPz//z/Ajg8Axg8AgngKAAABAAAAAAAAAOQPAJB4CgoAABAA"
        "P+H/DwDIDwCZeAsKCwAAAD8GAAgA5A8AmXgKCgEAAAA/BgAIAOIPAMZzAAAAAAAAAAAAAAAkDgCydT8MBABoAgABAAgAYhAA"
        "snU/DAYQaAIAAQAIAKIAALJ1PwwEIGgCAAEACADiAACydT8MBChoAgABAAgAIgEAsnU/DAgwaAIAAQAIAGIBALJ1PwwIOGgC"
        "AAEACAAiAACydT8MBEBoAgABAAgAIgAAsnU/DARIaAIAAQAIACIAALJ1PwwIUGgCAAEACAAiAACydT8MCFhoAgABAAgAIgAA"
        "snU/DARgaAIAAQAIACIAALJ1PwwEaGgCAAEACAAiAACydT8MCHBoAgABAAgAIgAAsnU/DAh4aAIAAQAIACIAALJ1PwwEgGgC"
        "AAEACAAiAACydT8MBIhoAgABAAgAIgAAsnU/DAiQaAIAAQAIACIAALJ1PwwImGgCAAEACAAiAACydT8MCqBoAgABAAgAIgAA"
        "GHkAAAAAAAAAAAAAAOIPALl5ABIAAAAAAAAECADiAQC5eQAUAAAAAAAABAgA4gEAuXkADgAAAAAAAAQIAOIBABh5AAAAAAAA"
        "AAAAAADiDwBBeQAAAAAAAAAAgAMA6h8AHXsAAAAAAAAAAAEAAOLvAwx8AP8RAAAAcFLwCwDaDwBHibAANAAAAAAAgAMA6g8A"
        "w3kFAAAAAAAAiAAAACIOAIJ4BAAABAAAAAAAAADiDwAZeAT/HwAAAP8GAAAA4g8AkHgGEf////8/4P8PAOIPABFyAAAFAAAA"
        "/yiPBwDiDwCZeAc/HwAAAA0UAQgA4g8AEngDAoD/////wI4HAOQPABJ4AADg/////8COBwDiDwCRcggHDQAAAD8Yjw8A5A8A"
        "JHgDBQEAAAADCo4HAMQPAJJ4CAj4//8DP8CODwDiDwAkeAgFAQAAAAAKjgcA4g8AkXIFBQQAAAA/wI4PAOQfAJFyBAYGAAAA"
        "PwiPDwDkDwCQeAUF/wMAAD/g/w8A5A8AmXgHPwEAAAAEFAEIAOQPAJJ4EwUA/P//P8CODwDEDwCQcggHDQAAAAjo/w8Azg8A"
        "p3UA/wQAaAJTAQAIACQOAEeJrAA4AAAAAACAAwDqHwCSeAQE/v///z/Ajg8A4g8AJHIH//8AAAD/AI4HAOIPAJl4CAgGAAAA"
        "PwYACADiDwAkcgr//wAAAP8AjgcA4g8AkHIGBgQAAIA/4P8PAOIPAAV4dgAAAAAAAP8BAADiDwAkdAX/AACA//8AjgcA4g8A"
        "BXh0AAAAAAAA/wEAAOIPAJB4BAYFAAAAP+H/DwDiDwAFeHIAAAAAAAD/AQAA5A8ABXhwAAAAAAAA/wEAAMQPAAV4bgAAAAAA"
        "AP8BAADiDwCMeAAEAgAAAHBi8AsA4g8ABXhsAAAAAAAA/wEAAOIPAJFyCQQEAAAAPwiPDwDiDwAFeGoAAAAAAAD/AQAA4g8A"
        "kXIEBxMAAAA/aI4PAOIPAAV4aAAAAAAAAP8BAADkDwAceAAAAAAAAAjw8AMA4g8AmXgHPwEAAAAJFAEIAOIPAAV4ZgAAAAAA"
        "AP8BAADEDwAFeGQAAAAAAAD/AQAA5A8ABXhiAAAAAAAA/wEAAOQPAAV4YAAAAAAAAP8BAADkDwAFeF4AAAAAAAD/AQAA5A8A"
        "BXhcAAAAAAAA/wEAAOQPAAV4WgAAAAAAAP8BAADEDwAFeFgAAAAAAAD/AQAA4g8AJHQE/wAAgP//AI4HAOQPACR+mP8HAAAA"
        "/wCODwDiDwBHicQAGAAAAAAAgAMA7A8AgnsC/wDyAAAACAAAACIOAJJ4CQQA/AMAP8CODwDiDwAkdAD/AACA//8AjgcA4g8A"
        "kHgKBCAAAAA/4P8PAOIPACR0Cf8AAID//wCOBwDiDwCQeAsEQAAAAD/g/w8A4g8AJHJ3//8AAAD/AI4HAOIPAJB4BARgAAAA"
        "P+D/DwDkDwCSeAoKIPwDAD/Ajg8A5A8AkngEBGD8AwA/wI4PAMQPAJJ4CwtA/AMAP8CODwDkDwCZeAQ/BAAAAAQWAQgA5A8A"
        "mXgJPwQAAAAJFgEIAOQPAJl4Cj8EAAAAChYBCADkDwCZeAs/BAAAAAsWAQgA5A8AkngQBAAAAQA//I4PAOIPACB4AgI7qrg/"
        "AABAAADiHwCQeBQG/v///z/g/w8AxA8AkngJCQAAAQA//I4PAOQPAJJ4CgoAAAEAP/yODwDkDwCSeAsLAAABAD/8jg8A4g8A"
        "gnwEAD8AAAAAAAAIANYPAJFyDAQGAAAAPwiODwDIDwCZeA0/HwAAAAwUAQgAyA8AkXINDQwAAAA/EI8PAMgPAJl4Dj8CAAAA"
        "DRYBCADkDwCSeA0N/P///z/Ajg8A5A8AkngODgEAAAA/wI4PAOQPAJByDQwNAACAP+D/DwDkDwCSeAwFAPwDAD/Ajg8A5A8A"
        "kXIWDRMAAAA/KI4PAOIPACR+Bv8OAAAA/wCODwDiDwCRchUNDAAAAD94jg8Axg8AgngNAEAAAEAAAAAAAOIPABl4BgYfAAAA"
        "/wYAAADiDwCQeAwVACAAAD/g/w8Axg8Ap3UA/wYgaAJWAQAIACIOAJJ4DAwA/AMAP8CODwDIDwCZeBI/BAAAAAwWAQgAxg8A"
        "gnwMAAkAAAAAAAAIAOIPAJJ4DhIAAAEAP/yODwDiDwBHiZQANAAAAAAAgAMA9h8AxXkAAAAAAAAAAAAAAOIPAIJ4DwBAAABA"
        "AAAAAADiDwAMcgAI/wAAAHBS8AMA5A8ADHwA/wQAAABwUvILAOQPAPB5GAwAAOAB/whwDADiDwCSeA4SAgABAD/8jg8A4g8A"
        "gnwMAAoAAAAAAAAIAOIPAIJ4DQBAAABAAAAAAADiDwCCeA8AQAAAQAAAAAAA0A8A8HkYDAAA4AEYCHAIAOIPAJJ4DhIEAAEA"
        "P/yODwDiDwCCfAwACwAAAAAAAAgA4g8AgngNAEAAAEAAAAAAAOIPAIJ4DwBAAABAAAAAAADQDwDweRgMAADgARgIcAgA4g8A"
        "kngOEgYAAQA//I4PAOIPAIJ8DAAQAAAAAAAACADiDwCCeA0AQAAAQAAAAAAA4g8AgngPAEAAAEAAAAAAANAPAPB5GAwAAOAB"
        "GAgACADmDwDFeQAAAIAAAAAAAQAA5A8ACXgFGAAAgP8AAIAHAOIPABh5AAAAAAAAAAAAAADiDwAJeAQZAACA/wAAgAcA4g8A"
        "p4n///84aAIWABAIAOIPAAl4CyAAAID/AACABwDkDwAJeAwhAACA/wAAgAcAxA8ACXIFHAUAAAAAAIAHAOQPAAlyBB0EAAAA"
        "AACABwDkDwAJcgskCwAAAAAAgAcA5A8ACXIMJQwAAAAAAIAHAOQPAAlyBSgFAAAAAACABwDkDwAJcgQpBAAAAAAAgAcAxA8A"
        "CXILMAsAAAAAAIAHAOQPAAlyDDEMAAAAAACABwDkDwAJcgUsBQAAAAAAgAcA5A8ACXIELQQAAAAAAIAHAOQPAAlyCzQLAAAA"
        "AACABwDkDwAJcgw1DAAAAAAAgAcAxA8ACXIFOAUAAAAAAIAHAOQPAAlyBDkEAAAAAACABwDkDwAJcgtACwAAAAAAgAcA5A8A"
        "CXIMQQwAAAAAAIAHAOQPAAlyBTwFAAAAAACABwDkDwAJcgQ9BAAAAAAAgAcAxA8ACXILRAsAAAAAAIAHAOQPAAlyDEUMAAAA"
        "AACABwDkDwAJcgVIBQAAAAAAgAcA5A8ACXIESQQAAAAAAIAHAOQPAAlyC1ALAAAAAACABwDkDwAJcgxRDAAAAAAAgAcAxA8A"
        "CXIFTAUAAAAAAIAHAOQPAAlyBE0EAAAAAACABwDkDwAJcgtUCwAAAAAAgAcA5A8ACXIMVQwAAAAAAIAHAOQPAAlyBAUEAAAA"
        "AACABwDkDwAJcgsLDAAAAAAAgAcAyA8ACXIMBAsAAAAAAIAHAOIPAEeZJAAAAAAAAACAAwDsDwAkfgT/BAAAAP8Ajg8A4g8A"
        "GHkAAAAAAAAAAAAAAMgPABGMBAQUAAAA/wiODwDIDwAZiAX/HwAAAAQUAQAAyA8AEYIFBQQAAAD/EI8HAMgPABKIBQX8//8H"
        "/8COBwDKDwAkiAUEAQAAAAUKjgcAyg8AEYwFBRMAAAD/KI4PAMgPAKeJ/wX/MGgCPwAQCADmAQCJfwUMAB8gDAAADgAAIh4A"
        "CXgWGwAAgP8AAIAHAOQPAAlyBQwFAAAAAACABwDKHwCJfwQFAB9ADAAADgAAJA4ACXILBQQAAAAAAIAHAOQfAAl4BRoAAID/"
        "AACABwDGDwAgcgQLAgAAAAAAQAAA4g8ACXIFHgUAAAAAAIAHAMgPAAlyBAQJAAAAAACABwDkDwAJcgUqBQAAAAAAgAcA5A8A"
        "C3gABAAAgP8A0PIDAOQPAAlyBS4FAAAAAACABwDkDwAIcgsE/wAAAAAAgAAA5A8ACXIFOgUAAAAAAIAHAMYPACNyFBkCAAAA"
        "CwgAAADiDxgjchAcAgAAAAsIAAAA4g8YCXgZIgAAgP8AAIAHAOIPACNyDxgCAAAACwgAAADiDxgJeBwjAACA/wAAgAcA4g8A"
        "I3IMIAIAAAALCAAAAOIPEAlyGB8WAAAAAACABwDiDwAjchcdAgAAAAsIAAAA4g8YCXIZJhkAAAAAAIAHAOIPACNyDSQCAAAA"
        "CwgAAADiDxAJchwnHAAAAAAAgAcA4g8AI3ITIQIAAAALCAAAAOIPEAlyICsYAAAAAACABwDiDwAjchEsAgAAAAsIAAAA4g8Y"
        "CXIZMhkAAAAAAIAHAOIPACNyMTECAAAACwgAAADiDxAJchwzHAAAAAAAgAcA4g8AI3IVKQIAAAALCAAAAOIPEAlyIC8gAAAA"
        "AACABwDiDwAjchgwAgAAAAsIAAAA4g8YCXIZNhkAAAAAAIAHAOIPACNyKT0CAAAACwgAAADiDxAJchw3HAAAAAAAgAcA4g8A"
        "I3IOKAIAAAALCAAAAOIPEAlyIDsgAAAAAACABwDiDwAjci0tAgAAAAsIAAAA4g8YCXIdQhkAAAAAAIAHAOIPACNyNDQCAAAA"
        "CwgAAADiDxAJchxDHAAAAAAAgAcA4g8ACHMZADEAAAAACAAAAOIBAAlyBT4FAAAAAACABwDiDwAjcjU1AgAAAAsIAAAA4g8Q"
        "CXIgPyAAAAAAAIAHAOIPACNyMEgCAAAACwgAAADiDxgJch1GHQAAAAAAgAcA4g8AI3ISJQIAAAALCAAAAOIPEAlyJEccAAAA"
        "AACABwDiDwAIcxYALQAAAAAIAAAA4gMACXIFSgUAAAAAAIAHAOIPACNyMUkCAAAACwgAAADiHxAJciBLIAAAAAAAgAcA4g8A"
        "I3IoQQIAAAALCAAAAOIPGAlyHVIdAAAAAACABwDiDwAjciVAAgAAAAsIAAAA4g8QCXIkUyQAAAAAAIAHAOIPAAhzHAA0AAAA"
        "AAgAAADiAQAJcgVOBQAAAAAAgAcA4g8AI3JERAIAAAALCAAAAOIPEAlyIE8gAAAAAACABwDiDwAjci1FAgAAAAsIAAAA4i8Y"
        "CXIhVh0AAAAAAIAHAOIPACNyQVUCAAAACwgAAADiDxAJciRXJAAAAAAAgAcA4g8ACHMdADUAAAAACAAAAKICAAlyBQUgAAAA"
        "AACABwDiDwAjciA4AgAAAAsIAAAA4g8QCXIkISQAAAAAAIAHAOIPACNyITkCAAAACwgAAADiDxgjcjRMAgAAAAsIAAAA4h8Y"
        "I3I5UQIAAAALCAAAAOIPEAlyBQUkAAAAAACABwDiDwAjciQ8AgAAAAsIAAAA4g8YI3I1TQIAAAALCAAAAOIvGCNyPFQCAAAA"
        "CwgAAADiDwAIcw8ADwAAAAAIAAAA4g8AiX8sBQAfIAwAAA4AACIOAD5yhh0cAAAA/wAAAADMTwAIcxQAFAAAAAAIAAAAcA4A"
        "CHMOAA4AAAAACAAAAPAPAAhzFQAVAAAAAAgAAACiDgAJcjgFLAAAAAAAgAcAxB8APnJ4FA8AAAD/AAAAAMYvAIl/BTgAH0AM"
        "AAAOAAAkDgAIcyAAIAAAAAAIAAAA8A8ACHMhACEAAAAACAAAAGIOAD5ygBUOAAAA/wAAAADOTwAIczAAMAAAAAAIAAAA4g8A"
        "CXIFOAUAAAAAAIAHAOIfACNyOFACAAAACwgAAADMDwAIczEAMQAAAAAIAAAAIg4APnKIISAAAAD/AAAAAOIvACFyCwsJAAAA"
        "AAEAAADiDwAgcgUFAgAAAAAAQAAAxg8AMHIJeIgAAAAAAAAAAOQPAAlyBQUAAAAAAACABwDiDwAIcwwADAAAAAAIAAAA5g8A"
        "C3gABQAAgP8A0PIDAMgPAAhyPQX/AAAAAACAAADiDwAIcxMAEwAAAAAIAAAAYg4APnKQMTAAAAD/AAAAAMYfACNyGhoCAAAA"
        "PQgAAADiDxgjchsbAgAAAD0IAAAA4g8YI3I6OgIAAAA9CAAAAOIPGCNyOzsCAAAAPQgAAADiDxgjckpKAgAAAD0IAAAA4g8Y"
        "I3JLSwIAAAA9CAAAAOIPGCNyKioCAAAAPQgAAADiDxgjcisrAgAAAD0IAAAA4g8YCHMsAEQAAAAACAAAAOIPACNyHh4CAAAA"
        "PQgAAADiDxgjch8fAgAAAD0IAAAA4g8YI3IiIgIAAAA9CAAAAOIPGCNyJiYCAAAAPQgAAADiDxgjci4uAgAAAD0IAAAA4g8Y"
        "I3JCQgIAAAA9CAAAAOIPGCNyQ0MCAAAAPQgAAADiDxgjckZGAgAAAD0IAAAA4g8YI3JHRwIAAAA9CAAAAOIPGCNyTk4CAAAA"
        "PQgAAADiDxgjck9PAgAAAD0IAAAA4g8YI3JSUgIAAAA9CAAAAOIPGCNyU1MCAAAAPQgAAADiDxgjclZWAgAAAD0IAAAA4g8Y"
        "I3JXVwIAAAA9CAAAAOIPGAhzEAAQAAAAAAgAAADiDwAjciMjAgAAAD0IAAAA4g8YI3InJwIAAAA9CAAAAOIPGCNyLy8CAAAA"
        "PQgAAADiDxgjcjIyAgAAAD0IAAAA4g8YI3IzMwIAAAA9CAAAAOIPGCNyNjYCAAAAPQgAAADiDxgjcjc3AgAAAD0IAAAA4g8Y"
        "CHMXABcAAAAACAAAACIOACNyPj4CAAAAPQgAAADiDxgjcj8/AgAAAD0IAAAA4g8Ap3UA/wYoaAJWAQIIAKIOAD5yfBMMAAAA"
        "/wAAAADiLwAwcgyAkAAAAAAAAAAAxA8AIXI9PQAAAAAAAQAAAOIPAAhzDQANAAAAAAgAAADwDwAIcxIAEgAAAAAIAAAAYg4A"
        "PnJ6FxAAAAD/AAAAAM4fAAhzEQARAAAAAAgAAAAwDgAIcxgAGAAAAAAIAAAA4g4APnJ+Eg0AAAD/AAAAAM4vAAhzJAAkAAAA"
        "AAgAAADiDwA+coIWEQAAAP8AAAAA4h8AMHIRCQwAAAAAAAAAAMwPAAhzKQApAAAAAAgAAAAiDgA+coQZGAAAAP8AAAAAzo8A"
        "CHMlACUAAAAACAAAAPAPAAhzKAAoAAAAAAgAAABiDgA+coopJAAAAP8AAAAAyh8AMHIJeooAAAAAAAAAAOQPAAhzLQAtAAAA"
        "AAgAAAAwDgAIczQANAAAAAAIAAAA4g8APnKMKCUAAAD/AAAAAMovADByDHyMAAAAAAAAAADkDwAIczUANQAAAAAIAAAAYg4A"
        "PnKOLSwAAAD/AAAAAMofADByDX6OAAAAAAAAAADkDwAIczgAOAAAAAAIAAAA8A8ACHM5ADkAAAAACAAAACIOAD5ykjU0AAAA"
        "/wAAAADKLwAwcg6CkgAAAAAAAAAA5A8ACHM8ADwAAAAACAAAAOQPADByCQkOAAAAAAAAAADMDwAIc0EAQQAAAAAIAAAAYg4A"
        "PnKUOTgAAAD/AAAAAMofADByD4SUAAAAAAAAAADkDwAIcxoAGgAAAAAIAAAA5A8AMHIMDA8AAAAAAAAAAMgPADByDBEMAAAA"
        "AAAAAADkDwAIcxsAGwAAAAAIAAAAIg4APnKWQTwAAAD/AAAAAMovADByEIaWAAAAAAAAAADkDwAIc4EAKgAAAAAIAAAA5A8A"
        "MHINDRAAAAAAAAAAAMgPADByCQkNAAAAAAAAAADkDwAIc0QAKwAAAAAIAAAAYg4APnJ5GxoAAAD/AAAAAOIfADByCQwJAAAA"
        "AAAAAADKDwAwcgz/CQAAIABBAAAA4g8QCHM6ADoAAAAACAAAAOIPADByCf8JAAAwAEEAAADKDwAhcgwMCQAAAAAAAAAA5A8A"
        "CHM7ADsAAAAACAAAACIOAD5ygUSBAAAA/wAAAADOLwAIc0oASgAAAAAIAAAA8A8ACHNLAEsAAAAACAAAAGIOAD5yiTs6AAAA"
        "/wAAAADKHwAwchJ5iQAAAAAAAAAA5A8ACHN/ACYAAAAACAAAAPAPAAhzgwAuAAAAAAgAAADiDwA+cpFLSgAAAP8AAAAAyi8A"
        "MHITgZEAAAAAAAAAAOQPAAhzHgAeAAAAAAgAAADkDwAwchUSEwAAAAAAAAAAzA8ACHMfAB8AAAAACAAAADAOAAhzIgAiAAAA"
        "AAgAAADwDwAIc30AIwAAAAAIAAAAYg4APnJ7Hx4AAAD/AAAAAM4fAAhzQAAnAAAAAAgAAAAwDgAIc0gALwAAAAAIAAAA4g4A"
        "PnJ9fSIAAAD/AAAAAM4vAAhzhQAyAAAAAAgAAADiDwA+cn9AfwAAAP8AAAAAzh8ACHMmADMAAAAACAAAACIOAD5yg0iDAAAA"
        "/wAAAADOjwAIc4cANgAAAAAIAAAA8A8ACHMqADcAAAAACAAAAGIOAD5yhSaFAAAA/wAAAADOHwAIc4sAPgAAAAAIAAAA8A8A"
        "CHMuAD8AAAAACAAAACIOAD5yhyqHAAAA/wAAAADOLwAIc0IAQgAAAAAIAAAA8A8ACHNDAEMAAAAACAAAAGIOAD5yiy6LAAAA"
        "/wAAAADKHwAwcg57iwAAAAAAAAAA5A8ACHNGAEYAAAAACAAAAPAPAAhzRwBHAAAAAAgAAAAiDgA+co1DQgAAAP8AAAAAyi8A"
        "MHIPfY0AAAAAAAAAAOQPAAhzTgBOAAAAAAgAAADwDwAIc08ATwAAAAAIAAAAYg4APnKPR0YAAAD/AAAAAMofADByEH+PAAAA"
        "AAAAAADkDwAIc1IAUgAAAAAIAAAA8A8ACHNTAFMAAAAACAAAACIOAD5yk09OAAAA/wAAAADKLwAwchKDkwAAAAAAAAAA5A8A"
        "CHNWAFYAAAAACAAAAOQPADByDg4SAAAAAAAAAADMDwAIc1cAVwAAAAAIAAAAYg4APnKVU1IAAAD/AAAAAMofADByE4WVAAAA"
        "AAAAAADkDwAIcwsACwAAAAAIAAAAJA4AMHIPDxMAAAAAAAAAAMgPADByDxUPAAAAAAAAAADkDwAIcwAAPQAAAAAIAAAA4g4A"
        "PnKXV1YAAAD/AAAAAMovADByFIeXAAAAAAAAAADkDwAjcgoLCgAAAAwAAAAA5B8AMHIQEBQAAAAAAAAAAOQPACByWFgLAAAA"
        "AABAAADiDwggcllZCwAAAAAAQAAA4g8IIHJcXAsAAAAAAEAAAOIPCDByDg4QAAAAAAAAAADkDwAgcl1dCwAAAAAAQAAA4g8I"
        "IHJgYAsAAAAAAEAAAOIPCCByYWELAAAAAABAAADiDwAwcg4PDgAAAAAAAAAAxA8AIHJkZAsAAAAAAEAAAOIPCCByZWULAAAA"
        "AABAAADiDwggcmhoCwAAAAAAQAAA4g8IIHJpaQsAAAAAAEAAAOIPCDByDf8OAAAgAEEAAADkDxAgcmxsCwAAAAAAQAAA4g8I"
        "MHIO/w4AADAAQQAAAOQPACBybW0LAAAAAABAAADiDwggcnBwCwAAAAAAQAAA4g8IIHJxcQsAAAAAAEAAAOIPCCBydHQLAAAA"
        "AABAAADiDwghcg0NDgAAAAAAAAAA4g8AIHJ1dQsAAAAAAEAAAOIPACByWloAAAAAAABAAADijwggcltbAAAAAAAAQAAA4g8I"
        "I3IHAAcAAAANAAAAAOIPACByXl4AAAAAAABAAADiDwggcl9fAAAAAAAAQAAA4g8IIHJiYgAAAAAAAEAAAOIPCCByY2MAAAAA"
        "AABAAADiDwggcmZmAAAAAAAAQAAA4g8IIHJnZwAAAAAAAEAAAOIPCCByamoAAAAAAABAAADiDwggcmtrAAAAAAAAQAAA4g8I"
        "IHJubgAAAAAAAEAAAOIPCCByb28AAAAAAABAAADiDwggcnJyAAAAAAAAQAAA4g8IIHJzcwAAAAAAAEAAAOIPCCBydnYAAAAA"
        "AABAAADiDwggcnd3AAAAAAAAQAAA4g8AR5kUACAAAAAAAIADAOxPAJB4DBUAYAAAP+D/DwDiDwDFeQAAAAAAAAAAAAAA4g8A"
        "gngPAEAAAEAAAAAAAOIPAJB4BAQBAAAAP+D/DwDiDwAkcgD//wAAAAUAjgcA4g8AkngMDAD8AwA/wI4PAOIPACRyCf//AAAA"
        "BACOBwDGDwCZeAw/BAAAAAwWAQgA4g8ADHwAmAQAAABwMvILAMYPAJJ4DAwAAAEAP/yODwDODwCCfA4ADAAAAAAAAAgA5A8A"
        "8H1YeAwA4EBYCHAIAOIPAJd4Fg6AAAAAP+D/DwDSDwDwfVh8FADgQFgIcAgA4g8Al3gWDgABAAA/4P8PANIPAPB9WIAUAOBA"
        "WAhwCADiDwCXeBYOgAEAAD/g/w8A0g8A8H1YhBQA4EBYCHAIAOIPAJd4Fg4AAgAAP+D/DwDSDwDwfViIFADgQFgIcAgA4g8A"
        "l3gWDoACAAA/4P8PANIPAPB9WIwUAOBAWAhwCADiDwCXeBYOAAMAAD/g/w8A5A8Al3gODoADAAA/4P8PAM4PAPB9WJAUAOBA"
        "WAhwCADoDwDwfViUDADgQFgIAAgA4g8AR5m4AOT//////4MDAOoPABGMAJgUAAAA/wiODwDiDwDFeQAAAIAAAAAAAQAAxg8A"
        "GYgJ/x8AAAAAFAEAAMgPABGCCQkAAAAA/xCPBwDIDwASiAkJ/P//B//AjgcAyg8AJIgJAAEAAAAJCo4HAMoPABGMCQkTAAAA"
        "/yiODwDiDwAYeQAAAAAAAAAAAAAAxg8Ap4n/Cf8waAI/ABAIAOYBAIl/CQoAHyAMAAAOAAAiHgDDeQUAAAAAAACIAAAAYg4A"
        "jHgABgEAAABwUvALAOQPAIl/AAcAHyAMAAAOAACiDgCCeAQAAAQAAAAAAAAAxg8AHHgAAAAAAAAI8PADAOIPACFyCQkKAAAA"
        "AAAAAADiHwCRcgUFBAAAAD/Ajg8A4i8AIXIAAAcAAAAAAAAAAMZPAIl/BgkAH0AMAAAOAAAiDgCQcgQFEwAAAD/h/w8Axg8A"
        "iX8LAAAfQAwAAA4AAGIOAJByBQUEAAAAP+D/DwDMDwARfAIDBQAAAP8gjg8A4g8AIXIGCQYAAAAAAAAAAOIfACFyBwALAAAA"
        "AAAAAADiLwBHiVQAFAAAAAAAgAMA7A8AHXsAAAAAhAEAAAEAAPAPAMN5BQAAAAAAACUAAAAiDgBFeQAAcAYAAAAAgAMA4g8A"
        "hHkUAgAAYAIADAAAAGgOAIR5HAIAACACAAwAAACiDgCZeAk/HwAAAAUUAQgAxh8AhHkYAgAAKAIADAAAACIOAJFyCQkFAAAA"
        "PxiPDwDGDwCEeRACAAAwAgAMAAAA6A4AhHkMAgAAOAIADAAAACIPAAlyCRQEAAAAAACABwDkLwAJcgAVBQAAAAAAgAcAxg8A"
        "IXIUFAkAAIAAAAAAAOIPACFyBAkEAAAAAAEAAADiDwAhcgkVAAAAgAAAAAAA4g8AIXIAAAUAAAAAAQAAAOIPAAhzIQAUAAAA"
        "AAgAAABwDgAIcwsABAAAAAAIAAAAcA8ACHMKAAkAAAAACAAAAOIOACByBRYhAAAAAABAAADiLwAgciMhHAAAAAAAQAAA4k8E"
        "IHIcIR0AAAAAAEAAAMoPAAhzAAAAAAAAAAgAAABiDgAjciAGCwAAAAUAAAAA4g8KI3JYWAsAAAAjAAAAAOIPACByIyEYAAAA"
        "AABAAADiHwQgchghGQAAAAAAQAAA4g8ANngFIAAAgAEAAAAAAOQPACNyWVkLAAAAHAAAAADiDwgjclxcCwAAACMAAAAA4g8I"
        "I3JdXQsAAAAYAAAAAOIPACByBBcKAAAAAABAAADijwASeAUFAACAf//AjgcA4g8AhHkUAgAAQAIADAAAACIOACByHQoeAAAA"
        "AABAAADiDwQgch4KHwAAAAAAQAAA4g8EDHgABf///wFwQPADAOIPACByGQoaAAAAAABAAADiDwQgchoKGwAAAAAAQAAA4g8A"
        "I3IJBwAAAAAEAAAAAOIvCCNyWloAAAAAHQAAAADiDwiEeQQCAABIAgAMAAAAYg4AI3JbWwAAAAAeAAAAAOIPCCNyXl4AAAAA"
        "GQAAAADiDwgjcl9fAAAAABoAAAAA4g8AhHkcAgAAUAIADAAAAKIOACByIyEQAAAAAABAAADiDwQgchAhEQAAAAAAQAAA4g8A"
        "IHIRChIAAAAAAEAAAOIPAIR5GAIAAFgCAAwAAABiBwAjcmBgCwAAACMAAAAA4g8II3ISYQsAAAAQAAAAAOIPACNyYmIAAAAA"
        "EQAAAADiDwAgchEhDAAAAAAAQAAA4g8FIHIMIQ0AAAAAAEAAAOIPACByDQoOAAAAAABAAADiDwQgchAKEwAAAAAAQAAA4g8E"
        "IHICCg8AAAAAAEAAAOKPACNyZGQLAAAAEQAAAADiDwgjchFmAAAAAA0AAAAA4g8II3JjYwAAAAAQAAAAAOIPCCNyZ2cAAAAA"
        "AgAAAADiDwAjcg5lCwAAAAwAAAAA4g8AIHICIRUAAAAAAEAAAOIfBCByDSEUAAAAAABAAADiDwAgcg8KFgAAAAAAQAAA4g8E"
        "IHIMChcAAAAAAEAAAOIPACNyEGkLAAAAAgAAAADiDwgjcmhoCwAAAA0AAAAA4g8AI3IVagAAAAAPAAAAAOIPCCNya2sAAAAA"
        "DAAAAADiDwAgcgIhBQAAAAAAQAAA4i8EIHIFCgYAAAAAAEAAAOIPBCByDSEEAAAAAABAAADiDwAgcgQKBwAAAAAAQAAA4g8A"
        "I3IUbQsAAAACAAAAAOIPACNyI24AAAAABQAAAADiDwAgcgcKHgAAAAAAQAAA4k8AIHIFIRwAAAAAAEAAAOIPBCByAiEdAAAA"
        "AABAAADiDwAjcm9vAAAAAAQAAAAA4g8II3IdcgAAAAAHAAAAAOIPACNycHALAAAABQAAAADiDwAgcgQKHwAAAAAAQAAA4g8E"
        "I3IWcQsAAAACAAAAAOIPACByBwoaAAAAAABAAADiDwYgcgUhGAAAAAAAQAAA4g8EIHICIRkAAAAAAEAAAOIPACByCgobAAAA"
        "AABAAADiDwAjcmxsCwAAAA0AAAAA4g8II3JzcwAAAAAEAAAAAOIPCCNydHQLAAAABQAAAADiDwgjchx1CwAAAAIAAAAA4g8A"
        "I3IZdgAAAAAHAAAAAOIPCCNyd3cAAAAACgAAAADiDwBHCRQAAAAAAAAAgAMA7A8AJHIC//8AAAAgAI4HAOIPAAJ4DAAAKgAA"
        "AA8AAADODwBEefAAFAAAAAAAwAMA6g8AJHIF//8AAAAAAI4HAOIPAEd5EAAAAAAAAACAAwDsDwAIcwUAIAAAAAAQAAAAJA4A"
        "I3QAIAAAgL8FAAAAAMgfACFyAAD/AACAAAEBAADIDwAjcgUFAAAAAAUAAAAAzg8AQXkAAAAAAAAAAIADAOoPABl5BwAAAAAA"
        "AIgAAAAiDgA2eAAJAACAAQAAAAAA4g8AkHgFEf////8/4P8PAOIPAAJ4BAAABAAAAA8AAADiDwC5egoAAIIAAAAKAAAA4g8A"
        "RXkAAPAAAAAAAIADAOIPABJ4AAAAAIB//8COBwDiDwCRcgUFBQAAAD8Ijw8Axg8ADHgAAP///wFwQPADAOIPAJl4BT8BAAAA"
        "BRQBCADiDwARcgQHBAAAAP/AjgcA1h8ARwkQAAAAAAAAAIADAOoPACRyAv//AAAACQCOBwDiDwACeAwAYCsAAAAPAAAAzg8A"
        "RHmYABQAAAAAAMADAOoPAEd5EAAAAAAAAACAAwDqDwAIcwAACQAAAAAQAAAAJA4AI3QCCQAAgL8AAAAAAMgfACFyBwL/AACA"
        "AAEBAADIDwAjcgAABwAAAAAAAAAAzg8AQXkAAAAAAAAAAIADAOoPACByBmQFAAAAAABAAADiDwggcgkOBQAAAAAAQAAA4g8I"
        "IHICYAUAAAAAAEAAAOIPCCByBxIFAAAAAABAAADiDwggclhYBQAAAAAAQAAA4g8IIHJZWQUAAAAAAEAAAOIPCD5yDAkGAAAA"
        "/wAAAADiDwA2eAkDgAAAAAAAAAAA5A8AIHJcXAUAAAAAAEAAAOIPCCByXV0FAAAAAABAAADiDwggcgtoBQAAAAAAQAAA4g8I"
        "IHIQEAUAAAAAAEAAAOIPCCByD2wFAAAAAABAAADiDwggchQUBQAAAAAAQAAA4g8IIHITcAUAAAAAAEAAAOIPCCByGBYFAAAA"
        "AABAAADiDwggchd0BQAAAAAAQAAA4g8IIHIcHAUAAAAAAEAAAOIPACByBREAAAAAAABAAADiDwggcg0VAAAAAAAAQAAA4g8A"
        "PnIKBwIAAAD/AAAAAOIPACByWloAAAAAAABAAADiDwggcltbAAAAAAAAQAAA4g8IIHJeXgAAAAAAAEAAAOIPCCByX18AAAAA"
        "AABAAADiDwggcmJiAAAAAAAAQAAA4g8IIHJjYwAAAAAAAEAAAOIPCCByDmcAAAAAAABAAADiDwggchJrAAAAAAAAQAAA4g8I"
        "IHIRIwAAAAAAAEAAAOIPCCByFm8AAAAAAABAAADiDwggchUdAAAAAAAAQAAA4g8IIHIacwAAAAAAAEAAAOIPCCByGRkAAAAA"
        "AABAAADiDwggch53AAAAAAAAQAAA4g8AGXgC/x8AAAAJFAEAAOIPAJFyBAUEAAAAP2iODwDiDwAZeAD/HwAAAAMUAQAA4g8A"
        "mXgFPx8AAAAIFAEIAOIPAD5yEBALAAAA/wAAAADEDwARcgsCCQAAAP8YjwcA5A8AEXICAAMAAAD/KI8HAOQPAD5yDg4FAAAA"
        "/wAAAADkDwASeAYC4P/////AjgcA5A8AEXIFAAMAAAD/EI8HAOQPDBJ4IAv4/////8COBwDiDwAkeAYDAQAAAAYKjgcA4g8A"
        "EXIHAAMAAAD/GI8HAMQPAD5yEhINAAAA/wAAAADiDwA2eA0DAAEAAAAAAAAA4g8EPnIUFA8AAAD/AAAAAOIPADZ4DwOAAQAA"
        "AAAAAADiDwASeAAF/P//P//AjgcA4g8AJHgJCQEAAAAgCo4HAOIPABl4Bf8fAAAABhQBAADkDwASeCAH+P/////AjgcA4g8A"
        "JHgAAwEAAAAACo4HAOIPABFyBQUGAAAA/xCPBwDEDwAZeAb/HwAAAA0UAQAA4g8AJHggAwEAAAAgCo4HAOIPABl4Iv8fAAAA"
        "DxQBAADkDwA+chYWEQAAAP8AAAAA5A8AGXgf/wMAAAAHFAEAAOQPABFyBwYNAAAA/xiPBwDkDwARchEiDwAAAP8YjwcAxA8A"
        "EngiB/j/////wI4HAOQPABJ4JBH4/////8COBwDkDwAScgMgHwAAAP88jgcA4g8EJHggIAgAAAD/AI4HAOIPABl4Av8FAAAA"
        "AhQBAADiDwAkeA0NAQAAACIKjgcA4g8AGXgi/wMAAAALFAEAAOIPACR4KA8BAAAAJAqOBwDiDwAZeCT/AwAAAAcUAQAA4g8A"
        "JHgGAxAAAAD/AI4HAOIPABJ4AyDA//8B/8COBwDiDwAkeCYNCAAAAP8AjgcA4g8AGXgF/wIAAAAFFAEAAOIPACR4KigIAAAA"
        "/wCOBwDiDwAZeCMJAwAAAP8GAAAA4g8AJHgDAwEAAAAfAo4HAOIPABJyDQ0kAAAA/zyOBwDiDwAkeAICEAAAAAUCjgcA4g8A"
        "EngGBnAAAAD/wI4HAMQPABJyCQkiAAAA/zyOBwDiDwAkeA0NEAAAAP8AjgcA4g8AGXgp/wMAAAARFAEAAOIPACR4IQOAAAAA"
        "BgKOBwDiDwASeAUmwP//Af/AjgcA4g8AJHgJCRAAAAD/AI4HAOIPABJ4AyPA//8B/8COBwDkDwAScgcoKQAAAP88jgcA4g8A"
        "JHgFJAEAAAAFAo4HAOIPABJ4KA1wAAAA/8COBwDiDwAkeAMiAQAAAAMCjgcA4g8AEngGCXAAAAD/wI4HAOIPACR4BwcQAAAA"
        "/wCOBwDiDwASeCwqwP//Af/AjgcA4g8AJHgnBYAAAAAoAo4HAOIPABF8KAAEAAAA/xCODwDiDwAkeCUDgAAAAAYCjgcA4g8A"
        "EngHB3AAAAD/wI4HAOIPADZ4BQIIAAAAAAAAAADiDwA+chgYEwAAAP8AAAAA4g8AJHgDAhAAAAD/AI4HAOIPAD5yHBwXAAAA"
        "/wAAAADiDwAkeCwpAQAAACwCjgcA4g8APnJYWVgAAAD/AAAAAOIPACR4BgUQAAAA/wCOBwDiDwASeAMDcAAAAP/AjgcA4g8A"
        "JHgCAoAAAAD/AI4HAOIPAD5yWltaAAAA/wAAAADiDwAkeCssgAAAAAcCjgcA4g8AEngHBnAAAAD/wI4HAOIPACR4AAWAAAAA"
        "/wCOBwDiDwAScgUDAgAAAP/8jgcAxA8AEngJAhAAAAAD9o4HAOQPFBJ4CwIgAAAAA/aOBwDkDxQSeA8CMAAAAAP2jgcA5A8U"
        "EngTAkAAAAAD9o4HAOQPFBJ4FwJQAAAAA/aOBwDkDxQSeBsCYAAAAAP2jgcAxA8AEngdAnAAAAAD9o4HAOIPACR+Av8RAAAA"
        "/wCODwDiDwAScgMHAAAAAP/8jgcA5A8AEHItBCgAAAAF4P8HAOQPABJ4BQAQAAAAB/aOBwDkDwAQfAYEBAAAACHg/w8A4g8A"
        "iHMALVgAAAAACAAAAOIPABJ4DQAgAAAAB/aOBwDEDwAQciEEKAAAAAPg/wcA5A8EPnJcXVwAAAD/AAAAAOQPABByCQQoAAAA"
        "CeD/BwDiDwCIcwAhWgAAAAAIAAAA4g8APnJeX14AAAD/AAAAAOQPABJ4EQAwAAAAB/aOBwDiDwCIcwAJXAAAAAAIAAAA4gEA"
        "EHIFBCgAAAAF4P8HAMQPAD5yGhoVAAAA/wAAAADkDwAQcgsEKAAAAAvg/wcA4g8AiHMABV4AAAAACAAAAOIPAD5yYmNiAAAA"
        "/wAAAADkDwASeBUAQAAAAAf2jgcA4g8AiHMACwoAAAAACAAAAOIPABByDQQoAAAADeD/BwDkDwA+ch4eGQAAAP8AAAAAxA8A"
        "EHIPBCgAAAAP4P8HAOIPCIhzAA1iAAAAAAgAAADiDwASeBkAUAAAAAf2jgcA5A8AEHIRBCgAAAAR4P8HAOIPDIhzAA8MAAAA"
        "AAgAAADiAwAQchMEKAAAABPg/wcA5A8IEngHAGAAAAAH9o4HAOIPAIhzABEOAAAAAAgAAADiDwAQchUEKAAAABXg/wcAxA8A"
        "EHIXBCgAAAAX4P8HAOIPDIhzABMQAAAAAAgAAADiDwAQchkEKAAAABng/wcA5A8MEHIbBCgAAAAb4P8HAOIPDIhzABUSAAAA"
        "AAgAAADiDwAQcgMEKAAAAAfg/wcA5A8MEHIdBCgAAAAd4P8HAOIPBIhzABcUAAAAAAgAAADiDwAQfCUEBAAAACXg/w8AxA8A"
        "EHwnBAQAAAAn4P8PAOIPBIhzABkWAAAAAAgAAADiDwAQfCsEBAAAACvg/w8A4g8AmXgECQYAAAA/BgAIAOIPABl4AP8fAAAA"
        "IBQBAADiDwCIcwAbGAAAAAAIAAAA4g8AGXgJ/x8AAAAqFAEAAOIfAJJ4BAQA/v//P8CODwDkDwCIcwADGgAAAAAIAAAA5AEA"
        "kHIICAQAAAA/4PEPAMQPAIhzAB0cAAAAAAgAAADkDwCRcgUEBQAAAD8ODwgA5A8AiHMAHR4ABAAACAAAAOIPAB11AAACAAIA"
        "AAABAADiBQAQfA8fCAAAAP/g8Q8A5C8AEHwKKQgAAAD/4PUPAOQPABF8Hx8FAAAA/w4PCADEDwARciAPIAAAAP8wgAcA5A8E"
        "EHwNJAgAAAD/4PMPAOQPABFyDw8AAAAAHzQPAADkDwAQfAsiCAAAAP/g8Q8A4g8AuXoIAADwAAAACgAAAOIPABF8KSkFAAAA"
        "/w4PCQDkDwAZeAP/HwAAACYUAQAAxB8AEXwiIgUAAAD/Dg8IAOQPABF8JCQFAAAA/w6PCADkDwARciYNJgAAAP8whAcA4g8A"
        "hHkEBgAAAAAADAAAACIOABl4AP8fAAAAIxQBAADkDwARcioKKgAAAP8whgcA4g8AhHkQJQAAAAAADAAAAGIOABF8AiAIAAAA"
        "/wiADwDETwARciMLIwAAAP8wggcA4g8AhHkUJwAAAAAADAAAAKIOABFyDQ0DAAAAJDQPAQDkDwARcgkKCQAAACk0jwEA4g8A"
        "hHkYKwAAAAAADAAAAOIOABF8AyAJAAAADwwPCADkDwARcgALAAAAACI0jwAA5A8AEXwKIwgAAAD/CIAPAMQPABF8DCYIAAAA"
        "/wiCDwDkDwARfA4qCAAAAP8IhA8A5A8AEXwLIwkAAAAADA8IAOQPABF8DSYJAAAADQyPCADkDwARfA8qCQAAAAkMDwkA4g8A"
        "hnkAAgQAAAAKHRAMAOgRAIZ5AAoQAAAACh0QDADoIQCGeQAMFAAAAAodEAwA6EEAhnkADhgAAAAKHRAMAOKBAEd5KAAAAAAA"
        "AACAAwDqDwCIcwACWAAgAgAMAAAA6AMAiHMAAlwAKAIADAAAAOgDAIhzAAJgADACAAwAAADoAwCIcwACZAA4AgAMAAAA6AMA"
        "iHMAAmgAQAIADAAAAOgDAIhzAAJsAEgCAAwAAADoAwCIcwACcABQAgAMAAAA6AMAiHMAAnQAWAIADAAAAOgDAIhzAAIEAGAC"
        "AAwAAADiAwAdewAAAACEAQAgAAAA7A8ADHwAmAcAAABwYvALANoPAE0JAAAAAAAAAACAAwDqDwAMcgAI/wAAAHBS8AMA2g8A"
        "EXwAmAYAAAD/CI4PAMgPABl4A/8fAAAAABQBAADIHwARcgMDAAAAAP8QjwcAyA8AEngFA/z//wf/wI4HAOQvABl4A/8CAAAA"
        "AxYBAADGDwAkeAUAAQAAAAUKjgcA4g8AEngAAwEAAAD/wI4HAMgPABF8BQUTAAAA/yiODwDkDwAZeAAAHwAAAP8GAAAAyA8A"
        "p3UABQAgaAJ/AQIIACQOAEeZmAAEAAAAAACAAwDqHwCndQAFAChoAn8BAggAJA4AR5mcAAQAAAAAAIADAOofABB4mJgBAAAA"
        "/+D/BwDiDwAYeQAAAAAAAAAAAAAAxg8ADHwAmAcAAABwYvILAOIPAKeJ/wX/OGgCPwAQCADiBQAYeQAAAAAAAAAAAAAA4g8A"
        "p4n/Bf8waAI/ABAIAPQFAEeZsAD8//////+DAwDqTwBNeQAAAAAAAAAAgAMA6g8ATRkAAAAAAAAAAIADAOoPAMN5BQAAAAAA"
        "AIgAAAAiDgCCeAQAAAQAAAAAAAAA4g8AJHQA/wAgAAD/AI4HAOIPALl6EgAAZgAAAAoAAADiDwAceAAAAAAAAHDw8AMA4g8A"
        "kHgGEjAAAAA/4PEPAOIPAIJ8CgA/AAAAAAAACADGDwCQcgc/EwAAAD/kfwgA5A8AkXIEBQQAAAA/wI4PAMgfAJB4CAT/AwAA"
        "P+D/DwDkDwCZeAQ/HwAAAA0UAQgA5A8AkngICAD8//8/wI4PAOQPAJFyBAQNAAAAPxiPDwDkDwCQeAkIAGgCAD/g/w8A5A8A"
        "kngLBPj//wM/wI4PAMQPAJl4BAQGAAAAPwYACADiDwCnef//AABoAggAAAgA4gEAkHILCw0AAAA/4f8PAOQPAJJ4EAQA/v//"
        "P8CODwDIDwCRcgsLEAAAAD8wjg8A2A8ALwg/AAAAAAAAAIIDAOIPALR1AAYIAAAAAIAACADYAwAcGAAAAAAAAHDh8AAA5A8A"
        "HHgAAAAAAABw4fIDANYPAEcJ7AD9//////+TAwDqLwCQeBgSMAEAAD/g8Q8A4g8AgnwEAD8AAAAAAAAIAOIPAIJ8BQA/AAAA"
        "AAAACADkDwCQchk/EwAAAD/kfwgA2A8AjHgABQQAAABwYPALAOIPACR0Av8AQAAA/wCOBwDiLwCZeAYFBQAAAD8GAAgAyA8A"
        "HHgAAAAAAAAI8PIDAOIPAJJ4BwZgAAAAP8CODwDIDwCScg0HCAAAAD/8jg8A0A8AR5kcAAAAAAAAAIADAOoPAJl4Bj8CAAAA"
        "BRYBCADkDwCScgcHCAAAAD/8jg8A5A8AkngGBgEAAAA/DI4PAMwPACR+AP8GAAAA/wCODwDKHwAZeAAAHwAAAP8GAAAAyA8A"
        "p3UA/wA4aAJHAQAIACQOAEeJ2AAAAAAAAACAAwDqHwCnef//AiBoAg0AAAgA4gMAkngGBQMAAAA/wI4PAOIPABx4AAAAAAAA"
        "cPDwAwDiDwCQeAoSsAAAAD/g8Q8A5A8AkXIGBggAAAA/eI4PAOQPAJFyFwQQAAAAPziODwDkDwCQcgs/EwAAAD/kfwgA5A8A"
        "kHgUBgAgAAA/4P8PAMQPAJB4FQ0gaAIAP+D/DwDiDwCCfBYAPwAAAAAAAAgA1i8ALwg/AAAAAAAAAIQDAOIPALR1AAoUAAAA"
        "AIAACADYAwAcKAAAAAAAAHDhcAEA5A8AHHgAAAAAAABw4fQDANYPAEcJ7AD9//////+TAwDqLwBHmRgAAAAAAAAAgAMA6g8A"
        "mXgHPwIAAAAFFgEIAMgPAJJ4BwcBAAAAPwyODwDMDwAkfgD/BwAAAP8Ajg8Ayh8AGXgAAB8AAAD/BgAAAMgPAKd1AP8AMGgC"
        "TQEACAAkDgBHiYwAAAAAAAAAgAMA6h8AHHgAAAAAAABw8PADAOIPAKd5//8CKGgCDQAACADiAwCQeAwGAGAAAD/g/w8A5A8A"
        "kHgNDShoAgA/4P8PANgPAC8IPwAAAAAAAACCAwDiDwCCfA4AFgAAAAAAAAgA4g8AgnwPABcAAAAAAAAIAOQPALR1ABgMAAAA"
        "AIAACADyBQAcGAAAAAAAAHDh8AAAxA8AHHgAAAAAAABw4fIDANYPAEcJ5AD9//////+TAwDqTwCQeAQEAQAAAD/g/w8A5A8A"
        "kHgFBQEAAAA/4P8PAOQPAIx4AAQEAAAAcGLwCwDMDwAceAAAAAAAAAjw8AMA2g8AR4kwAPz//////4MDAOoPAE15AAAAAAAA"
        "AACAAwDqDwCndQD/BABoAlMBAAgAJA4AR4n4APz//////4MDAOofAEd5SADE//////+DAwDqDwCndQD/BiBoAlYBAAgAJA4A"
        "R4n4APz//////4MDAOofAEd5YADI//////+DAwDqDwCndQD/BihoAlYBAggAJA4AR5n4APz//////4MDAOofAEd54ADc////"
        "//+DAwDqDwCndQAFACBoAn8BAggAJA4AR5n4APz//////4MDAOofAEd5XAD4//////+DAwDqDwCndQAFAChoAn8BAggAJA4A"
        "R5n4APz//////4MDAOofAEd5WAD4//////+DAwDqDwCndQD/ADhoAkcBAAgAJA4AR4n4APz//////4MDAOofAEd5HAD8////"
        "//+DAwDqDwCndQD/ADBoAk0BAAgAJA4AR4n4APz//////4MDAOofAEd5aAD8//////+DAwDqDwAkeAACAgAAAP8AjgcA4g8A"
        "RXkBAAADAAAAAIADAOgPABl4Df8YAAAAABYBAADIDwAMcgAN/wAAAHBQ8AMA2g8ARwkoAAAAAAAAAIADAOoPACR4AAICAAAA"
        "/wCOBwDKDwAMcgAA/wAAAHBS8AMA2g8AIwgHAgAAgF//AAAAAOIPAAiDBgACAAAAABAAAADwDwAIAwAABwAAAAAQAAAAJA4A"
        "IwQKBwAAgL8AAAAAAMgfACECCwr/AACAAAEBAADIDwAjAgAACwAAAAAAAAAAyA8AIwgGAAAAgF//AAAAAOIPAEd5iAAAAAAA"
        "AACAAwDsDwA2eBgNA////wAAAAAAyg8ADHgAGAEAAABwQPADANoPAEcJeAAAAAAAAACAAwDqDwASeAAC//9/AP/AjgcA4g8A"
        "JHQL/wMAAAD/AI4HAMYPABJ4AAAAAIA///yOBwDkDwAZcgsLGAAAAP8GAAAA5A8ACHMHAAAAAAAAEAAAACQOACN0BgAAAIC/"
        "BwAAAADIHwAhcgYG/wAAgAABAQAAyA8AI3IKBwYAAAAHQAAAAOIPHCNyBwcGAAAAB4AAAADIDwASeAYK//9/AP/AjgcA5A8E"
        "C3IACgcAAAAA0PEDAOQPABJ4BgYAAIAA//yOBwDkDwAHeAf//////wAAAAQA5A8AEnILCwYAAAD/wI4HAMYPACRyB///AAAA"
        "BwqOBwDiDwAZcgv/GAAAAAsWAQAAyA8AEnL/BxgAAAAG+IIHAOIPEDZ4Bw0E////AAAAAADiDwASeP8LAQAAAP/AgAcA5A8E"
        "Enj/CwIAAAD/wIQHAOQPABlyB/8HAAAABhYBAADkDwAceAAAAAAAACA8cAAA5A8AEnj/Av//fwD/wIIHAMQPAAd4AP8BAAAA"
        "AAAABADKDwAkcgD//wAAAAAKjgcAyg8ADHIAAP8AAABwYvADANoPADaIBwcBAAAAAAAAAADIDwAkmAcHAgAAAP8AjgcAyg8A"
        "EngGBwAAAIAC+I4HAOIPAEd5BAAAAAAAAACAAwDsDwAIcwYAAgAAAAAQAAAAZAAAQXkBAAAAAAAAAIADAOoPACRyAP//AAAA"
        "BgCOBwDkLwAkcgb//wAAAAwAjgcA5A8AJHQH/wAAAAD/AI4HAMgPAFB5uAa4///////DAwDqHwBHefwA/P//////gwMAwA8A"
        "GHkAAAAAAAAAAAAAAMAPABh5AAAAAAAAAAAAAADADwAYeQAAAAAAAAAAAAAAwA8AGHkAAAAAAAAAAAAAAMAPABh5AAAAAAAA"
        "AAAAAADADwAYeQAAAAAAAAAAAAAAwA8AGHkAAAAAAAAAAAAAAMAPABh5AAAAAAAAAAAAAADADwAYeQAAAAAAAAAAAAAAwA8A"
        "GHkAAAAAAAAAAAAAAMAPABh5AAAAAAAAAAAAAADADwAYeQAAAAAAAAAAAAAAwA8AGHkAAAAAAAAAAAAAAMAPAAAAAAAAAAAA"
        "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"
        "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"
        "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"
        "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"
        "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"
        "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"
        "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"
        "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"
        "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"
        "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"
        "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"
        "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"
        "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"
        "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"
        "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAAAAMAAAAAAAAAAAAAAAAAAAAAAAAAQAAAAAAAAADZAQAAAAAAAAAAAAAAAAAA"
        "AQAAAAAAAAAAAAAAAAAAAAsAAAADAAAAAAAAAAAAAAAAAAAAAAAAAEUCAAAAAAAAZAIAAAAAAAAAAAAAAAAAAAEAAAAAAAAA"
        "AAAAAAAAAAATAAAAAgAAAAAAAAAAAAAAAAAAAAAAAACwBAAAAAAAAIABAAAAAAAAAgAAABAAAAAIAAAAAAAAABgAAAAAAAAA"
        "4wAAAAEAAAAAAAAAAAAAAAAAAAAAAAAAMAYAAAAAAADoAAAAAAAAAAAAAAAAAAAAAQAAAAAAAAAAAAAAAAAAAPAAAAABAAAA"
        "AAAAAAAAAAAAAAAAAAAAABgHAAAAAAAAKhoAAAAAAAAAAAAAAAAAAAEAAAAAAAAAAAAAAAAAAAD8AAAAAQAAAAAAAAAAAAAA"
        "AAAAAAAAAABCIQAAAAAAABARAAAAAAAAAAAAAAAAAAABAAAAAAAAAAAAAAAAAAAAKAEAAAEAAAAAAAAAAAAAAAAAAAAAAAAA"
        "UjIAAAAAAACJDwAAAAAAAAAAAAAAAAAAAQAAAAAAAAAAAAAAAAAAAG0BAAABAAAAAAAAAAAAAAAAAAAAAAAAANtBAAAAAAAA"
        "uLQAAAAAAAAAAAAAAAAAAAEAAAAAAAAAAAAAAAAAAAApAAAABwAAAAAAAAIAAAAAAAAAAAAAAACU9gAAAAAAALQAAAAAAAAA"
        "AAAAAAAAAAAEAAAAAAAAAAAAAAAAAAAAOQAAAAcAAABAAAABAAAAAAAAAAAAAAAASPcAAAAAAAAgAAAAAAAAAAkAAAAMAAAA"
        "BAAAAAAAAAAAAAAAAAAAAEkAAAAAAABwAAAAAAAAAAAAAAAAAAAAAGj3AAAAAAAAMAAAAAAAAAADAAAAAAAAAAQAAAAAAAAA"
        "AAAAAAAAAABSAAAAhgAAcAAAAAAAAAAAAAAAAAAAAACY9wAAAAAAACQAAAAAAAAAAAAAAAAAAAAEAAAAAAAAAAAAAAAAAAAA"
        "cAAAAAAAAHBAAAAAAAAAAAAAAAAAAAAAvPcAAAAAAACMAwAAAAAAAAMAAAATAAAABAAAAAAAAAAAAAAAAAAAAKIBAAABAABw"
        "AAAAAAAAAAAAAAAAAAAAAEj7AAAAAAAAIAAAAAAAAAADAAAAAAAAAAQAAAAAAAAACAAAAAAAAADLAAAABAAAAEAAAAAAAAAA"
        "AAAAAAAAAABo+wAAAAAAAAAAAAAAAAAAAwAAABMAAAAIAAAAAAAAABgAAAAAAAAABwEAAAQAAABAAAAAAAAAAAAAAAAAAAAA"
        "aPsAAAAAAAAYAAAAAAAAAAMAAAAFAAAACAAAAAAAAAAYAAAAAAAAAFQBAAAEAAAAQAAAAAAAAAAAAAAAAAAAAID7AAAAAAAA"
        "GAAAAAAAAAADAAAABwAAAAgAAAAAAAAAGAAAAAAAAACQAQAABAAAAEAAAAAAAAAAAAAAAAAAAACY+wAAAAAAAEgAAAAAAAAA"
        "AwAAAAQAAAAIAAAAAAAAABgAAAAAAAAAXQAAAAEAAAAGAAAAAAAAAAAAAAAAAAAAAPwAAAAAAAAARgAAAAAAAAMAAAAOAAAA"
        "gAAAAAAAAAAAAAAAAAAAAIYAAAAIAAAAQwAAAAAAAAAAAAAAAAAAAABCAQAAAAAAAAQAAAAAAAAAAAAAEwAAABAAAAAAAAAA"
        "AAAAAAAAAACeAAAACAAAAAMAAAAAAAAAAAAAAAAAAAAAQgEAAAAAAAAAAAAAAAAAAAAAAAAAAAABAAAAAAAAAAAAAAAAAAAA"
        "vgEAAAEAAABCAAAAAAAAAAAAAAAAAAAAAEIBAAAAAADMAwAAAAAAAAAAAAATAAAABAAAAAAAAAAAAAAAAAAAAAYAAAAEAAAA"
        "kEsBAAAAAAAAAAAAAAAAAAAAAAAAAAAAGAEAAAAAAAAYAQAAAAAAAAgAAAAAAAAAAQAAAAQAAACQSwEAAAAAAAAAAAAAAAAA"
        "AAAAAAAAAAAYAQAAAAAAABgBAAAAAAAACAAAAAAAAAABAAAABQAAAAD8AAAAAAAAAAAAAAAAAAAAAAAAAAAAAABGAAAAAAAA"
        "AEYAAAAAAAAIAAAAAAAAAAEAAAAGAAAAAEIBAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAABAAAAAAAAAgAAAAAAAAA"
        "AQAAAAQAAAAAQgEAAAAAAAAAAAAAAAAAAAAAAAAAAADMAwAAAAAAAMwDAAAAAAAACAAAAAAAAAA="
    ),
    (
        "f0VMRgIBAUEIAAAAAAAAAAIAvgABAAAAAAAAAAAAAAAQrwEAAAAAAFCpAQAAAAAABFoACkAAOAAFAEAAFwABAAAuc2hzdHJ0"
        "YWIALnN0cnRhYgAuc3ltdGFiAC5zeW10YWJfc2huZHgALm5vdGUubnYudGtpbmZvAC5ub3RlLm52LmN1aW5mbwAubnYuaW5m"
        "bwAubnYuY29tcGF0AC50ZXh0LmF0dGVudGlvbl93cwAubnYuaW5mby5hdHRlbnRpb25fd3MALm52LnNoYXJlZC5hdHRlbnRp"
        "b25fd3MALm52LnNoYXJlZC5yZXNlcnZlZC4wAC5yZWwudGV4dC5hdHRlbnRpb25fd3MALnJlbGEudGV4dC5hdHRlbnRpb25f"
        "d3MALmRlYnVnX2ZyYW1lAC5kZWJ1Z19saW5lAC5kZWJ1Z19zdHIALnJlbGEuZGVidWdfbGluZQAucmVsLmRlYnVnX2xpbmUA"
        "Lm52X2RlYnVnX2xpbmVfc2FzcwAucmVsLm52X2RlYnVnX2xpbmVfc2FzcwAucmVsYS5udl9kZWJ1Z19saW5lX3Nhc3MALm52"
        "X2RlYnVnX3B0eF90eHQALnJlbC5kZWJ1Z19mcmFtZQAucmVsYS5kZWJ1Z19mcmFtZQAubnYuY2FsbGdyYXBoAC5udi5wcm90"
        "b3R5cGUALm52LmNvbnN0YW50MC5hdHRlbnRpb25fd3MAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"
        "AAAAAAAALnNoc3RydGFiAC5zdHJ0YWIALnN5bXRhYgAuc3ltdGFiX3NobmR4AC5ub3RlLm52LnRraW5mbwAubm90ZS5udi5j"
        "dWluZm8ALm52LmluZm8ALm52LmNvbXBhdAAudGV4dC5hdHRlbnRpb25fd3MALm52LmluZm8uYXR0ZW50aW9uX3dzAC5udi5z"
        "aGFyZWQuYXR0ZW50aW9uX3dzAC5udi5yZXNlcnZlZFNtZW0ub2Zmc2V0MAAubnYuc2hhcmVkLnJlc2VydmVkLjAAX19udl9y"
        "ZXNlcnZlZFNNRU1fb2Zmc2V0XzBfYWxpYXMAAAAAAAAAAAAAAAAAAAAAAAAAAAAAJF9faW50ZXJuYWxfMF8kX19jdWRhX3Nt"
        "MjBfcmNwX3JuX2YzMl9zbG93cGF0aAAucmVsLnRleHQuYXR0ZW50aW9uX3dzAC5yZWxhLnRleHQuYXR0ZW50aW9uX3dzAC5k"
        "ZWJ1Z19mcmFtZQAuZGVidWdfbGluZQAuZGVidWdfc3RyAC5yZWxhLmRlYnVnX2xpbmUALnJlbC5kZWJ1Z19saW5lAC5udl9k"
        "ZWJ1Z19saW5lX3Nhc3MALnJlbC5udl9kZWJ1Z19saW5lX3Nhc3MALnJlbGEubnZfZGVidWdfbGluZV9zYXNzAC5udl9kZWJ1"
        "Z19wdHhfdHh0AC5yZWwuZGVidWdfZnJhbWUALnJlbGEuZGVidWdfZnJhbWUALm52LmNhbGxncmFwaAAubnYucHJvdG90eXBl"
        "AGF0dGVudGlvbl93cwAubnYuY29uc3RhbnQwLmF0dGVudGlvbl93cwAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"
        "KQAAAAMACQAAAAAAAAAAAAAAAAAAAAAAOQAAAAMACgAAAAAAAAAAAAAAAAAAAAAAXQAAAAMAEwAAAAAAAAAAAAAAAAAAAAAA"
        "ngAAACEAAAAAAAAAAAAAAAQAAAAAAAAAzQAAACCgFQAAAAAAAAAAAAAAAAAAAAAAAAAAAAABAAAAAAAAAAAAAAAAAAAAAAAA"
        "AwEAACIAEwBAYQAAAAAAAEAEAAAAAAAAYQEAAAMABAAAAAAAAAAAAAAAAAAAAAAAbgEAAAMABQAAAAAAAAAAAAAAAAAAAAAA"
        "egEAAAMABgAAAAAAAAAAAAAAAAAAAAAApgEAAAMABwAAAAAAAAAAAAAAAAAAAAAA6wEAAAMACAAAAAAAAAAAAAAAAAAAAAAA"
        "IAIAAAMADgAAAAAAAAAAAAAAAAAAAAAAPAIAABIQEwAAAAAAAAAAAIBlAAAAAAAASQIAAAMAFgAAAAAAAAAAAAAAAAAAAAAA"
        "/////yQAAAAAAAAA//////////8DAAR8/////w8MgYCAKAAI/4GAKAiBgIAoAAAA/////ywAAAAAAAAAAAAAAAAAAAAAAAAA"
        "AAAAAEBhAAAAAAAABBAAAAAMgYCAKAAEOBgAAAAAAAD/////PAAAAAAAAAD//////////wMABHyAgoAoDIGAgCgACP+BgCgI"
        "gYCAKAiQgIAoFoCCgCgQAwAAAAAAAAAAkpCAgCgAIgD/////LAAAAAAAAABoAAAAAAAAAEBhAAAAAAAAQAQAAAAAAAAE0AAA"
        "AAmQgIAohoCAKAAAAAAAAOoaAAACAEIAAAABAfsOCgABAQEBAAAAAS93b3JrL21haW4vdGVtcGxhdGVzAABhdHRlbnRpb25f"
        "d3MuY3UAAdOqvdgG6v4FAAAAAAAACQIAAAAAAAAAAAQBA7QHAfTwAwYCMAH3A9gAAhABA6J/AhABA94AAhABA6J/AhABA94A"
        "AsAAAfEAA5ALAAOmegEAA5AAAAPbBQIwAQADkA0AA6V6AQADkAAAA+EFAhABAAOQDwADn3oBAAOQAAAD6AUC8AABAwECIAHw"
        "7esAA5AVAAOcegEAA5AAAAPpBQIQAfAAA5ALAAOWegIQAQADkAAAA94FAsABAQADkBoAA6J6AQADkAAAA98FAhABAAOQHAAD"
        "oXoBAAOQAAAD4gUCIAEAA5AeAAOeegEAA5AAAAPmBQLgAQHx8PADDAIwAQMdAhABA88BAiABAwgCIAEABJAnsgEDfgEAA5AA"
        "AAP2fgIQAfID/AACEAEAA5ArcwPnfQEABJAskgEDZAEAA5AAAAO5AQIQAe7wA4EBAtAAAQAEkCySAQPFfQIQAQADkAAAA7sC"
        "AhABAASQLJIBA8V9AhABAAOQAAADuwICEAEABJAskgEDxX0CEAEAA5AAAAO5AQIgAQAEkCeyAQOIAQIQAQAEkCySAQPAfQIQ"
        "AQADkAAAA7sCAhABAASQLJIBA8h9AhABAAOQAAADuwICEAEABJAskgEDxX0CEAEAA5AAAAO7AgIQAQAEkCySAQPFfQIQAQAD"
        "kAAAA7sCAhABAASQLJIBA8V9AhABAAOQAAADuwICEAHyAASQJ7IBA38CIAEAA5AAAAP4fgIQAQOJAQIQAQN5AhABA4B/AhAB"
        "7fADqwECEAED1n4CEAEDhwECEAEABJBNsgEDfwEAA5AAAPIDIQIQAQPWfgIQAQAEkCeyAQOGAQIQAQADkAAAAyQCEAEABJBN"
        "sgEDXAIgAQADkAAAAyQCIAEABJAnsgEDXALAAAEAA5AAAAMkAiABA18CwAEBA/d+AhABAASQTbIBA4YBAhABAAOQAAADJAIQ"
        "AQPXfgIQAQOtAQLgAgEABJBdxQID5X4BAASQXuUCA38BAASQXcUC8AAEkGCFAwPffgEABJBdxQIDoQECIAEABJBghQMD334C"
        "EAEABJBdxQIDoQECEAEABJBghQMD334CEAEABJBdxQIDoQECIAEAA5AAAAOdAQLAAAEABJBnmQQDiX8BAASQaLkEA7t+AQAD"
        "kAAAA7sCAhABAASQaqQDA+x4AQAEkGeZBAOrBgIQAQAEkGzMBQOWegEABJBouQQDmAQCIAEAA5AAAAPCAgIQAQAEkGzMBQOm"
        "eQIQAQAEkGi5BAOYBAIQAQAEkGeZBAPIAQIQAQAEkHLYBAP4eQEABJBszAUDKAIgAQAEkHLYBANaAhABAASQZ5kEA5AGAiAB"
        "AhABAASQd8wFA5t6AQAEkGeZBAPlBQLAAAECEAEABJB6zAUDm3oBAASQZ5kEA+UFAsAAAQIQAQAEkH3MBQObegEAA5AAAAPX"
        "BgLAAAEABJB/yg0DtH8BAAWQgAHyDQN0AQADkAAAA9EAAhABAAWQggG7BwPxeAEAA5AAAAOTBwIQAQAFkIQB2AsD8n4BAAWQ"
        "hQH4CwNzAQAFkIQB2AsDDQIQAQAFkIcB+AsDewEABZCIAbUMA/94AQADkAAAA5UIAhABAhABAAWQiwGqDQPzfgECEAEABZCN"
        "AfgLA3EBAAWQiwGqDQMPAhABAhABAAWQkAGFAwPJfgEABZCLAaoNA7cBAsAAAQIQAQAFkJMB+AsDeQEABZCUAbUMA/94AQAF"
        "kIAB8g0DwAcCEAEDAwLAAAEABZCXAYgRA4p8AfTqAwUC8AMBA3sCIAH06gMFAvADAfIABZCgAaUPA0cBAAWQlwGIEQM2AhAB"
        "AwMCMAEABZCjAaUPA0cBAAWQoAGlDwMBAiABAAWQowGlD+7wAAWQlwGIEQM4AiABAw4CIAEABZCjAaUPA7p/AhABAAWQlwGI"
        "EQPGAAIQAfADCQIQAQNoAhABAxgCEAEDAwIgAQAFkLABlhAD234BAAWQlwGIEQOiAQIQAQAFkLABlhAD3n4C8AABAAWQlwGI"
        "EQOKAQIQAQMYAhABA3YCMAEDCgIQAQN2AjABAwoCEAEABZCwAZYQA95+ApADAQAFkJcBiBEDogECEAEDdwLgAAEABZCwAZYQ"
        "A+d+AhABAAWQlwGIEQOiAQIQAQAFkLABlhAD3n4C8AABAAWQlwGIEQOiAQIQAQAFkIAB8g0D1gMCwAABAAWQsAGWEAOIewIg"
        "AQAFkJcBiBEDogECEAEABZCwAZYQA95+AiABAAWQlwGIEQOiAQIQAQAFkLABlhAD3n4CEAEABZCXAYgRA6IBAhABA3cCEAEA"
        "BZDIAZYQA+d+AQAFkJcBiBEDogECEAEDAgIgAQAFkMsBlhAD3H4BAAWQlwGIEQOZAQKgAwEABZDNAZYQA+d+AQAFkIAB8g0D"
        "9gQCgAQBAAWQzwGSDgP/ewEDEgIQAQNuAhABAwICMAHt8e3x7fHt8QN+AoABAfEDfgIgAfEDfgLgAAHxA34CIAHxA34C4AAB"
        "8QN+AiAB8QN+AuAAAfEDfgIgAfEDfgLgAAHxA34CIAHxA34C4AAB8QN+AiAB8QN+AuAAAfEDfgIgAfEDfgLgAAHxA34CIAHx"
        "A34C4AAB8QN+AiAB8QN+AuAAAfEDfgIgAfEDfgLgAAHxA34CIAHxA34CsAEB8QMLAuABAQN1AsACAQMLAhABAwUCwAEBA3AC"
        "IAEDEAIwAeoDdQLAAgEDCwIgAQN1AsAAAQMLAjABAwUCgAEB8gAFkJYCpQ8DRwEABZDPAZIOAzYCEAEDAwIwAQAFkJkCpQ8D"
        "RwEABZCWAqUPAwECIAEABZCZAqUP7vAABZDPAZIOAzgCIAEDDgIgAQMKAiABAAWQmQKlDwOwfwIQAQAFkM8Bkg4DxwACEAED"
        "CQIQAQNoAjABAxgCEAEDaALAAAEDGAIQAQN2AjABAwoCEAEDdgIwAQMKAhABAwMC4AIBAAWQrAKWEAPbfgEABZDPAZIOA6IB"
        "AhABA3cC0AABAwkCEAEABZCsApYQA95+AhABAAWQzwGSDgOiAQIQAQAFkKwClhAD3n4C4AIBAAWQzwGSDgOZAQIwAQAFkLQC"
        "lhAD534BAAWQzwGSDgOkAQIQAQAFkLYClhAD3H4BAAWQzwGSDgOZAQLwAwEABZC4ApYQA+d+AQAFkIAB8g0D+AQC8AMBAAOQ"
        "AAAD1gACEAEABZC7AqMYA9p+AQAEkH/KDQPZAAIQAQAFkL0CmxIDewEABZC+AsASA+Z8AQAFkL8CuRMDs34BAAWQvQKbEgPo"
        "BALQAAEABZDBAq4UA4t9AQAFkMICsRUDon4BAAWQvwK5EwNrAhABAAWQwgKxFQMVAhABAAWQvwK5EwNrAhABAAWQwQKuFAP4"
        "AQIgAQAFkMcCsRUDnX4BAAWQvwK5EwNrAhABAAWQwgKxFQMVAtAAAQAFkL8CuRMDawIQAQAFkMICsRUDFQIQAQAFkL8CuRMD"
        "awIQAQAFkMICsRUDFQIQAQAFkL8CuRMDawIQAQAFkMICsRUDFQIQAQAFkL8CuRMDawIQAQAFkMICsRUDFQIQAQAFkL8CuRMD"
        "awIQAQAFkMICsRUDFQIQAQAFkL8CuRMDawIQAQAFkMcCsRUDFQIQAQAFkL8CuRMDawIQAQAFkMcCsRUDFQIQAQAFkL8CuRMD"
        "awIQAQAFkMcCsRUDFQIQAQAFkL8CuRMDawIQAQAFkMECrhQD+gECEAEABZDcArEVA5t+AQAFkL8CuRMDawIQAQAFkNwCsRUD"
        "FQIQAQAFkL8CuRMDawIQAQAFkMECrhQD+wECIAEABZDhArEVA5p+AQAFkL8CuRMDawIQAQAFkMICsRUDFQIgAQAFkL8CuRMD"
        "awIQAQAFkMICsRUDFQIQAQAFkL8CuRMDawIQAQAFkMICsRUDFQIQAQAFkL8CuRMDawIQAQAFkMICsRUDFQIQAQAFkL8CuRMD"
        "awIQAQAFkMICsRUDFQIQAQAFkL8CuRMDawIQAQAFkMICsRUDFQIQAQAFkMECrhQD5wECEAEABZDvAqQWA7d+AQAFkMICsRUD"
        "YgIQAQAFkMECrhQD5wECkAEBAAWQ8gKUFwO8fgEABZDBAq4UA8QBAhABAAWQ9AKkFgO3fgEABZDBAq4UA8kBAhABAAWQ9AKU"
        "FwO8fgIQAQAFkMECrhQDxAECEAEABZC7AqMYA5cCAhABAAOQAAADpwECEAEABZD6AqQDA+B4AQAFkMECrhQD4gMCEAEAA5AA"
        "AAO8AwIgAQAFkP0ChBgDuX8BAAWQvwK5EwOPewKABAEAA5AAAAO7BQKgAQEABZCAA8MYA49/AQAFkPoCpAMD0HkCEAEABZCA"
        "A8MYA7UGAhABAAWQgwPqGAOHewEAA5AAAAPWBQIQAQAFkIADwxgDn38CEAEABZCGA9gEA+h5AQADkAAAA/kGAiABAAWQhgPY"
        "BAOJeQIQAQAFkIMD6hgDoQECEAEABZCAA8MYA/kEAiABAAOQAAAD3QAC4AEBAxQCEAEABZCNA6oNA+h+AQADkAAAA5UBAhAB"
        "AAWQjwO7BwPkeAEABZCNA6oNA4cGAhABAAWQkQOFAwPJfgEABZCNA6oNA7cBAsAAAQIQAQAFkJQD+AsDcQEABZCNA6oNAw8C"
        "EAEABZCWA/gLA3kBAAWQlwO1DAP/eAEAA5AAAAPuCAIQAQAFkJkD5BkDsnoBAAOQAAADvwQCEAEDrQECEAEDYgIQAQAFkJ0D"
        "5BkDsnoBAAOQAAADvwQCEAEDln0CEAEDlwQCEAEABZCZA+QZA5R6AhABAAOQAAADvwQCEAEABZCdA+QZA8F7AhABAAWQmQPk"
        "GfAAA5AAAAPuBQIQAQAFkJ0D5BkDknoCEAEAA5AAAAPuBQIQAQPoewIQAQPnAQIgAQAFkJkD5BkDw3wCIAEAA5AAAAPuBQIg"
        "Aez3AAWQrgP5HgPXdwEAA5AAAAPzBQIQAQOffgIQAQPhAQIQAQO3AgIQAQAFkLMD9h8DXgEDDAIQAQADkAAAA559AhABAASQ"
        "tgNzA6R/AQAFkLcDkgEDYwEABZCzA/YfA9sDAhABAAWQtwOSAQOlfAIQAQAFkLMD9h8D2wMCEAEDeQIgAQMCAiAB7vDu8AAF"
        "kMEDlhAD0XkBAAWQswP2HwOuBgIQAQAFkMMDlhAD0nkBAAWQswP2HwOvBgIQAQAFkMUDlhAD0XkBAAWQswP2HwOwBgIQAQMJ"
        "AhABA3UCIAEABZDJA5YQA9J5AQAFkLMD9h8DsAYCEAEDCQIQAQADkAAAA4IBAjABAAWQswP2HwP+fgIQAQN3AjABAAOQAAAD"
        "iwECEAEABZCzA/YfA/l+AhAB9AADkAAAA4IBAiABAAWQswP2HwP+fgIQAQN3AiABAwkCEAHq9AN7AjAB9AN7AjAB9AADkAAA"
        "A9p9AtAFAQOoAwIQAQPZfQKwAQEDpwICEAED1XwCEAEDhAECEAEDpwICMAED13wCEAEDqQMCEAED13wCEAEDggECEAEDpwIC"
        "EAEDLwKgAQEC4AABAAWQ6gO5EwOreAEAA5AAAAPVBwIQAQNUAhABAywCEAEDVAKwAQEDLAIQAQIwAQAFkPEDuRMDq3gBAAWQ"
        "swP2HwOfBgIQAQADkAAAA7YBAhABArABAQAFkPUDuRMDq3gBAAWQswP2HwOfBgIQAQADkAAAA4oBAhABAyYCEAEDWgIQAfED"
        "MAIQAfDuA04CEAEDLAIgAQAFkIAEuRMDq3gBAAOQAAAD2wcCEAEDTgIQAQMyAhABA3oCIAEABZCFBLkTA6t4AQAFkLMD9h8D"
        "nwYCEAEAA5AAAAO2AQIQAQAFkIgEuRMDq3gBAAOQAAAD2wcCEAEDAgLAAAEABZCLBJggA/J4AQADkAAAA4wHAhABA3oCMAEA"
        "BZCOBLkTA6t4AQAFkIsEmCADzwACEAEAA5AAAAOMBwIQAQN6AhABAAWQkgS5EwOreAEAA5AAAAPbBwIQAQAFkIsEmCAD9HgC"
        "IAEAA5AAAAOMBwIQAfEABZCXBJggA/J4AQADkAAAA4wHAiABAAWQiwSYIAP0eAIQAQADkAAAA44HAhABAAWQmwSYIAPyeAEA"
        "A5AAAAPaBgIwAQM0AhABAAWQngSYIAPyeAEAA5AAAAOMBwIQAQAFkIsEmCAD9HgCEAEAA5AAAAOGBwIwAQAFkKIEuRMDq3gB"
        "AAOQAAADqQcCEAEDLAIQAQAFkKUEuRMDq3gBAAWQmwSYIAPPAAIQAQADkAAAA4UHAiABAAWQqASYIAP7eAEAA5AAAAOGBwIQ"
        "AQAFkKoEuRMDq3gBAAWQqASYIAPPAAIQAQADkAAAA4wHAjABA3kCEAEABZCoBJggA/t4AhABAAOQAAADhQcCwAABAAWQsASY"
        "IAP7eAEAA5AAAAOFBwIgAQAFkLIEmCAD+3gBAAOQAAADhQcCEAEABZC0BJggA/t4AQADkAAAA4UHAhABAAWQtgSYIAP7eAEA"
        "A5AAAAOFBwIQAQAFkLgEmCAD+3gBAAOQAAADhQcCEAEABZC6BJggA/t4AQADkAAAA4UHAhABAAWQvASYIAP7eAEAA5AAAAOF"
        "BwIQAQAFkL4EmCAD+3gBAAOQAAAD2gYCMAEABZCeBJggA6Z5AhABAAOQAAADiAcCgAEBAAWQwgSLIQO7dgEABZDDBIYiA3kB"
        "AAOQAAADyQkCEAEABZCeBJggA/t4AhABAAOQAAADhQcCEAECEAEABZDIBJggA/t4AQADkAAAA4UHAhAB8AAFkMsEuRMDq3gB"
        "AAOQAAAD3QcCEAEDeAIQAQAFkM4EuRMDq3gBAAOQAAAD1AcCEAECEAEABZDRBJggA/t4AQADkAAAA4UHAhAB8AAFkNQEuRMD"
        "q3gBAAOQAAAD1AcCEAEDAQIgAQAFkNcEuRMDq3gBAAOQAAAD1AcCEAEABZDZBJggA/t4AQADkAAAA4UHAhABAwECIAEABZDc"
        "BLkTA6t4AQADkAAAA9QHAhABAAWQ3gSYIAP7eAEAA5AAAAOFBwIQAQLAAAEABZDhBJggA/t4AQADkAAAA4UHAhABAiABAAWQ"
        "5ASYIAP7eAEAA5AAAAOFBwIQAQMJApABAQN3AhABAwkCEAEDdwIgAQNXAhABAASQ6wRzA7Z7AQAFkOwEkgEDZgEAA5AAAAOV"
        "BQIQAQN4AhABAAWQ7ASSAQPzegIQAQADkAAAA40FAhABA1cCEAEDKQIQAQNXAhABAzECEAEDeAIQAfcDeAIgAQAFkMMEhiID"
        "t3YCEAEAA5AAAAPRCQIQAQPTfgKQBAEDAQKAAQHwAAWQ/QTVGgPedwEAA5AAAAPZCQIQAQMBAjABAAWQgAXFAgOpfAECEAEA"
        "BZCCBYUDA99+AQAFkIAFxQIDoQECMAEABZCCBYUDA99+AhABAAWQgAXFAgOhAQIQAQAFkIIFhQMD334CEAEABZCABcUCA6EB"
        "AhABAAOQAAAD2AMCMAEABZCJBaMYA6l8AQADkAAAA9UDAiAB8gAFkIwFgyMDv3wBAAWQjQXYCwN8AQAFkI4F+AsDcwEAA5AA"
        "AAPPAwIQAQAFkI0F2AsDvnwCEAEABZCRBfgLA3sBAAWQkgW1DAP/eAEABZCMBYMjA4sHAhABAAWQlAWqDQN9AQAFkJUF+AsD"
        "cQEABZCUBaoNAw8CEAEABZCXBfgLA3kBAAWQmAW1DAP/eAEAA5AAAAPICgIQAfYDynsCEAEDIQIQAQAFkJ0F1BsDeQEABZCe"
        "BfIbA9F5AQAFkLcDkgEDoAUCIAEABZCeBfIbA+B6AhABAAWQnQXUGwOxBgIQAQAFkKIF6BwDqHoBAAWQowXxHQNjAQAFkLcD"
        "kgED5AQCIAEABZCjBfEdA5x7AhABAAWQngXyGwNEAiABAAWQtwOSAQOhBQIQAQAFkJ4F8hsD33oCEAEABZC3A5IBA6AFAhAB"
        "AAWQngXyGwPgegIQAQAFkLcDkgEDoAUCEAHy7fEABZCeBfIbA916AhABAAWQtwOSAQOkBQIQAQAFkKMF8R0DmHsCEAEABZC3"
        "A5IBA+gEAhABAAWQnQXUGwONAQIQAQAFkLcDkgED834CEAEABZCjBfEdA5h7AiABAAOQAAAD/AUC4AABAwoCMAEABZC4Begc"
        "A5d6AQAFkLkF8R0DYwEAA5AAAAP8BQIQAQAFkLkF8R0DhHoCIAEAA5AAAAP/BQIQAfIABZC+BfIbA8J5AQADkAAAA7kGAhAB"
        "AAWQwAWFAwOUfwEAA5AAAAPuAAIQAQAFkMAFhQMDkn8CEAEAA5AAAAPuAAIgAQIQAQAFkMUFlgwDk38BAAOQAAAD7QACIAEA"
        "BZC+BfIbA8V5AtAAAQAFkMAFhQMDzQUCEAEAA5AAAAPyAAIQAQAFkMoF6BwDmnoBAAWQywXxHQNjAQADkAAAA4MGAiABAAWQ"
        "zQW5BAOQfwEAA5AAAAPtAAIQAQAFkMsF8R0DgHoCEAEAA5AAAAOEBgKQAQEABZC5BfEdA/x5AvAAAQADkAAAA4UGAhABAAWQ"
        "0wXyGwO/eQEABZC5BfEdAzwCEAEAA5AAAAP8BQKQAQEDuQEC4AABAAWQ1wXSAQOXeAHxAASQXcUCA+QGAiABAAWQ2gXSAQOa"
        "eQHxAAWQoAGlDwOOAwIgAQAFkJcBiBEDNgIQAQAFkKABpQ8DSgIQAQAFkJcBiBEDNgIQAQAFkKABpQ8DSgIQAQAFkJcBiBED"
        "NgIQAQAFkKABpQ8DSgIQAQMBAjAB7vAABZCjAaUPA38CwAABAAWQoAGlDwMBAuAAAQAFkJcBiBEDOAIQAQAFkKMBpQ8DSAIg"
        "AQN/AiAB8AAFkJYCpQ8DfwLgAAEABZDPAZIOAzYCEAEABZCWAqUPA0oCEAEABZDPAZIOAzYCEAEABZCWAqUPA0oCEAEABZDP"
        "AZIOAzYCEAEABZCWAqUPA0oCEAEDAQIwAe7wAAWQmQKlDwN/AsAAAQAFkJYCpQ8DAQLgAAEABZDPAZIOAzgCEAEABZCZAqUP"
        "A0gCIAEDfwIgAfAABZC7AqMYA9YDAuAAAQIQAQAFkP4F0gEDmXkB8QAFkIAFxQID5AYCIAEABZCBBtIBA5p5AfEABZCJBaMY"
        "A+UGAiABAAWQhAbSAQOZeQHxAAOQAAADsQYCIAEABZCHBtIBA815AfEAA5AAAAO2BgIgAQAFkIoG0gEDyHkB8QLgCAABAV9a"
        "TjQ2X0lOVEVSTkFMXzAwMDAwMDAwXzE1X2F0dGVudGlvbl93c19jdV85MzNiZjhjNTQ4X0dMT0JBTF9fTl9fMDAwMDAwMDBf"
        "MTVfYXR0ZW50aW9uX3dzX2N1XzkzM2JmOGM1OW1iYXJfaW5pdEVqagBfWloxMmF0dGVudGlvbl93c0VOS1VsaUUzX2NsRWkA"
        "X1paMTJhdHRlbnRpb25fd3NFTktVbGlpRV9jbEVpaQBfWloxMmF0dGVudGlvbl93c0VOS1VsaUUxOF9jbEVpAF9aTjQ2X0lO"
        "VEVSTkFMXzAwMDAwMDAwXzE1X2F0dGVudGlvbl93c19jdV85MzNiZjhjNTQ4X0dMT0JBTF9fTl9fMDAwMDAwMDBfMTVfYXR0"
        "ZW50aW9uX3dzX2N1XzkzM2JmOGM1OW1iYXJfd2FpdEVqagBfWloxMmF0dGVudGlvbl93c0VOS1VsaUUxMV9jbEVpAF9aWjEy"
        "YXR0ZW50aW9uX3dzRU5LVWxpRTEwX2NsRWkAX1paMTJhdHRlbnRpb25fd3NFTktVbGlFNV9jbEVpAF9aTjQ2X0lOVEVSTkFM"
        "XzAwMDAwMDAwXzE1X2F0dGVudGlvbl93c19jdV85MzNiZjhjNTQ4X0dMT0JBTF9fTl9fMDAwMDAwMDBfMTVfYXR0ZW50aW9u"
        "X3dzX2N1XzkzM2JmOGM1MTF3Z21tYV9mZW5jZUV2AF9aWjEyYXR0ZW50aW9uX3dzRU5LVWxpRTE2X2NsRWkAX1paMTJhdHRl"
        "bnRpb25fd3NFTktVbGlFN19jbEVpAF9aTjQ2X0lOVEVSTkFMXzAwMDAwMDAwXzE1X2F0dGVudGlvbl93c19jdV85MzNiZjhj"
        "NTQ4X0dMT0JBTF9fTl9fMDAwMDAwMDBfMTVfYXR0ZW50aW9uX3dzX2N1XzkzM2JmOGM1OW1ha2VfZGVzY0VqamoAX1pONDZf"
        "SU5URVJOQUxfMDAwMDAwMDBfMTVfYXR0ZW50aW9uX3dzX2N1XzkzM2JmOGM1NDhfR0xPQkFMX19OX18wMDAwMDAwMF8xNV9h"
        "dHRlbnRpb25fd3NfY3VfOTMzYmY4YzU4d2dtbWFfcWtFUkE2NF9meXliAF9aTjQ2X0lOVEVSTkFMXzAwMDAwMDAwXzE1X2F0"
        "dGVudGlvbl93c19jdV85MzNiZjhjNTQ4X0dMT0JBTF9fTl9fMDAwMDAwMDBfMTVfYXR0ZW50aW9uX3dzX2N1XzkzM2JmOGM1"
        "MTJ3Z21tYV9jb21taXRFdgBfWk40Nl9JTlRFUk5BTF8wMDAwMDAwMF8xNV9hdHRlbnRpb25fd3NfY3VfOTMzYmY4YzU0OF9H"
        "TE9CQUxfX05fXzAwMDAwMDAwXzE1X2F0dGVudGlvbl93c19jdV85MzNiZjhjNTEwd2dtbWFfd2FpdElMaTBFRUV2dgBfWk40"
        "Nl9JTlRFUk5BTF8wMDAwMDAwMF8xNV9hdHRlbnRpb25fd3NfY3VfOTMzYmY4YzU0OF9HTE9CQUxfX05fXzAwMDAwMDAwXzE1"
        "X2F0dGVudGlvbl93c19jdV85MzNiZjhjNTEwZmVuY2VfcmVnc0lMaTY0RUVFdlJBVF9fZgBfWloxMmF0dGVudGlvbl93c0VO"
        "S1VsdkUyX2NsRXYAX1pONDZfSU5URVJOQUxfMDAwMDAwMDBfMTVfYXR0ZW50aW9uX3dzX2N1XzkzM2JmOGM1NDhfR0xPQkFM"
        "X19OX18wMDAwMDAwMF8xNV9hdHRlbnRpb25fd3NfY3VfOTMzYmY4YzUxMGZlbmNlX3JlZ3NJTGkzMkVFRXZSQVRfX2YAX1pO"
        "NDZfSU5URVJOQUxfMDAwMDAwMDBfMTVfYXR0ZW50aW9uX3dzX2N1XzkzM2JmOGM1NDhfR0xPQkFMX19OX18wMDAwMDAwMF8x"
        "NV9hdHRlbnRpb25fd3NfY3VfOTMzYmY4YzUxMGZlbmNlX3JlZ3NJTGkzMkVFRXZSQVRfX2oAX1paMTJhdHRlbnRpb25fd3NF"
        "TktVbGlFMTNfY2xFaQBfWloxMmF0dGVudGlvbl93c0VOS1VsakVfY2xFagBfWloxMmF0dGVudGlvbl93c0VOS1VsaUU2X2Ns"
        "RWkAX1pONDZfSU5URVJOQUxfMDAwMDAwMDBfMTVfYXR0ZW50aW9uX3dzX2N1XzkzM2JmOGM1NDhfR0xPQkFMX19OX18wMDAw"
        "MDAwMF8xNV9hdHRlbnRpb25fd3NfY3VfOTMzYmY4YzUxMW1iYXJfYXJyaXZlRWoAX1paMTJhdHRlbnRpb25fd3NFTktVbGlF"
        "MTRfY2xFaQBfWloxMmF0dGVudGlvbl93c0VOS1VsaVJBMzJfakUwX2NsRWlTMF8AX1paMTJhdHRlbnRpb25fd3NFTktVbGlF"
        "MTdfY2xFaQBfWk40Nl9JTlRFUk5BTF8wMDAwMDAwMF8xNV9hdHRlbnRpb25fd3NfY3VfOTMzYmY4YzU0OF9HTE9CQUxfX05f"
        "XzAwMDAwMDAwXzE1X2F0dGVudGlvbl93c19jdV85MzNiZjhjNTEyc29mdG1heF90aWxlSUxiMUVFRXZSQTY0X2ZSQTJfZlM1"
        "X1M1X1JiZmlpaQBfWk40Nl9JTlRFUk5BTF8wMDAwMDAwMF8xNV9hdHRlbnRpb25fd3NfY3VfOTMzYmY4YzU0OF9HTE9CQUxf"
        "X05fXzAwMDAwMDAwXzE1X2F0dGVudGlvbl93c19jdV85MzNiZjhjNThxdWFkX21heEVmAF9aTjQ2X0lOVEVSTkFMXzAwMDAw"
        "MDAwXzE1X2F0dGVudGlvbl93c19jdV85MzNiZjhjNTQ4X0dMT0JBTF9fTl9fMDAwMDAwMDBfMTVfYXR0ZW50aW9uX3dzX2N1"
        "XzkzM2JmOGM1OWZhc3RfZXhwMkVmAF9aTjQ2X0lOVEVSTkFMXzAwMDAwMDAwXzE1X2F0dGVudGlvbl93c19jdV85MzNiZjhj"
        "NTQ4X0dMT0JBTF9fTl9fMDAwMDAwMDBfMTVfYXR0ZW50aW9uX3dzX2N1XzkzM2JmOGM1MTJzb2Z0bWF4X3RpbGVJTGIwRUVF"
        "dlJBNjRfZlJBMl9mUzVfUzVfUmJmaWlpAF9aWjEyYXR0ZW50aW9uX3dzRU5LVWxSQTMyX2pFX2NsRVMwXwBfWk40Nl9JTlRF"
        "Uk5BTF8wMDAwMDAwMF8xNV9hdHRlbnRpb25fd3NfY3VfOTMzYmY4YzU0OF9HTE9CQUxfX05fXzAwMDAwMDAwXzE1X2F0dGVu"
        "dGlvbl93c19jdV85MzNiZjhjNTR0b19wRVJBNjRfS2ZSQTMyX2oAX1pONDZfSU5URVJOQUxfMDAwMDAwMDBfMTVfYXR0ZW50"
        "aW9uX3dzX2N1XzkzM2JmOGM1NDhfR0xPQkFMX19OX18wMDAwMDAwMF8xNV9hdHRlbnRpb25fd3NfY3VfOTMzYmY4YzUxMHBh"
        "Y2tfaGFsZjJFZmYAX1pONDZfSU5URVJOQUxfMDAwMDAwMDBfMTVfYXR0ZW50aW9uX3dzX2N1XzkzM2JmOGM1NDhfR0xPQkFM"
        "X19OX18wMDAwMDAwMF8xNV9hdHRlbnRpb25fd3NfY3VfOTMzYmY4YzUxNGFkZF9wX3Jvd19zdW1zRVJBMzJfS2pSQTJfZgBf"
        "Wk40Nl9JTlRFUk5BTF8wMDAwMDAwMF8xNV9hdHRlbnRpb25fd3NfY3VfOTMzYmY4YzU0OF9HTE9CQUxfX05fXzAwMDAwMDAw"
        "XzE1X2F0dGVudGlvbl93c19jdV85MzNiZjhjNTlhZGRfaGFsZjJFamoAX1pONDZfSU5URVJOQUxfMDAwMDAwMDBfMTVfYXR0"
        "ZW50aW9uX3dzX2N1XzkzM2JmOGM1NDhfR0xPQkFMX19OX18wMDAwMDAwMF8xNV9hdHRlbnRpb25fd3NfY3VfOTMzYmY4YzU3"
        "aGFsZl9sb0VqAF9aTjQ2X0lOVEVSTkFMXzAwMDAwMDAwXzE1X2F0dGVudGlvbl93c19jdV85MzNiZjhjNTQ4X0dMT0JBTF9f"
        "Tl9fMDAwMDAwMDBfMTVfYXR0ZW50aW9uX3dzX2N1XzkzM2JmOGM1N2hhbGZfaGlFagBfWloxMmF0dGVudGlvbl93c0VOS1Vs"
        "dkUzX2NsRXYAX1paMTJhdHRlbnRpb25fd3NFTktVbGlFMTJfY2xFaQBfWloxMmF0dGVudGlvbl93c0VOS1VsaVJBMzJfakVf"
        "Y2xFaVMwXwBfWk40Nl9JTlRFUk5BTF8wMDAwMDAwMF8xNV9hdHRlbnRpb25fd3NfY3VfOTMzYmY4YzU0OF9HTE9CQUxfX05f"
        "XzAwMDAwMDAwXzE1X2F0dGVudGlvbl93c19jdV85MzNiZjhjNTh3Z21tYV9wdkVSQTMyX2ZQS2p5AF9aTjQ2X0lOVEVSTkFM"
        "XzAwMDAwMDAwXzE1X2F0dGVudGlvbl93c19jdV85MzNiZjhjNTQ4X0dMT0JBTF9fTl9fMDAwMDAwMDBfMTVfYXR0ZW50aW9u"
        "X3dzX2N1XzkzM2JmOGM1OHF1YWRfc3VtRWYAX1pONDZfSU5URVJOQUxfMDAwMDAwMDBfMTVfYXR0ZW50aW9uX3dzX2N1Xzkz"
        "M2JmOGM1NDhfR0xPQkFMX19OX18wMDAwMDAwMF8xNV9hdHRlbnRpb25fd3NfY3VfOTMzYmY4YzUxMm5hbWVkX2Fycml2ZUlM"
        "aTI1NkVFRXZpAF9aWjEyYXR0ZW50aW9uX3dzRU5LVWx2RV9jbEV2AF9aTjQ2X0lOVEVSTkFMXzAwMDAwMDAwXzE1X2F0dGVu"
        "dGlvbl93c19jdV85MzNiZjhjNTQ4X0dMT0JBTF9fTl9fMDAwMDAwMDBfMTVfYXR0ZW50aW9uX3dzX2N1XzkzM2JmOGM1MTFt"
        "YmFyX2V4cGVjdEVqagBfWk40Nl9JTlRFUk5BTF8wMDAwMDAwMF8xNV9hdHRlbnRpb25fd3NfY3VfOTMzYmY4YzU0OF9HTE9C"
        "QUxfX05fXzAwMDAwMDAwXzE1X2F0dGVudGlvbl93c19jdV85MzNiZjhjNTh0bWFfdGlsZUVqUEsxNmF0dGVudGlvbl93c19t"
        "YXBpaWp0AF9aTjQ2X0lOVEVSTkFMXzAwMDAwMDAwXzE1X2F0dGVudGlvbl93c19jdV85MzNiZjhjNTQ4X0dMT0JBTF9fTl9f"
        "MDAwMDAwMDBfMTVfYXR0ZW50aW9uX3dzX2N1XzkzM2JmOGM1OHRtYV9sb2FkRWpQSzE2YXR0ZW50aW9uX3dzX21hcGlpagBf"
        "Wk40Nl9JTlRFUk5BTF8wMDAwMDAwMF8xNV9hdHRlbnRpb25fd3NfY3VfOTMzYmY4YzU0OF9HTE9CQUxfX05fXzAwMDAwMDAw"
        "XzE1X2F0dGVudGlvbl93c19jdV85MzNiZjhjNTEwbmFtZWRfc3luY0lMaTI1NkVFRXZpAF9aWjEyYXR0ZW50aW9uX3dzRU5L"
        "VWxQS2ZFX2NsRVMwXwBfWk40Nl9JTlRFUk5BTF8wMDAwMDAwMF8xNV9hdHRlbnRpb25fd3NfY3VfOTMzYmY4YzU0OF9HTE9C"
        "QUxfX05fXzAwMDAwMDAwXzE1X2F0dGVudGlvbl93c19jdV85MzNiZjhjNThzd2l6emxlZEVpaWkAX1pONDZfSU5URVJOQUxf"
        "MDAwMDAwMDBfMTVfYXR0ZW50aW9uX3dzX2N1XzkzM2JmOGM1NDhfR0xPQkFMX19OX18wMDAwMDAwMF8xNV9hdHRlbnRpb25f"
        "d3NfY3VfOTMzYmY4YzUxN3dhcnBncm91cF9iYXJyaWVyRWkAX1pONDZfSU5URVJOQUxfMDAwMDAwMDBfMTVfYXR0ZW50aW9u"
        "X3dzX2N1XzkzM2JmOGM1NDhfR0xPQkFMX19OX18wMDAwMDAwMF8xNV9hdHRlbnRpb25fd3NfY3VfOTMzYmY4YzUxMG5hbWVk"
        "X3N5bmNJTGkxMjhFRUV2aQBfWloxMmF0dGVudGlvbl93c0VOS1VsaUUxNV9jbEVpAIcTAAACABAAAAABAfsOCgABAQEBAAAA"
        "AQAAAAkCAAAAAAAAAAAEAAMYAQMOAhAB8/Dy9AMLAhAB8QN1AhABAwsCEAEDdwIQAfDzAwUCIAHzAwcCIAH3AxYCEAEDagIQ"
        "AQMWAjABA+AAAjAB8fX1A3QCEAEDdQIQAQMRAhAB9QPtfgIQAfYDewIwAQP6AAIQAQOHfwIwAfMDCAIgAfb29/b19fX19fX1"
        "9fX19fX39PX19QMGAjAB8fAD0QACEAEDDgIgAQOkfwIQAfcDGwIQAQNsAhABA3QCEAH19gN6AhAB9uoDwgACEAEDTQIQAQM1"
        "AhABA00CEAEDNAIQAQNNAhAB8ANlAhABA9gAAhABA0cCEAEDDAIQAQN3AhABAwsCEAEDdgIQAQMLAhABA3cCEAEDCwIQAQN2"
        "AhABAwsCEAEDCQIQAQMeAiABA6l/AhABAzkCEAEDFAIQAQNBAhABA3MCEAH2A4gBAhABA4B/AhABAy0CEAHzA88AAhABA4F/"
        "AhABA8MAAhABAzwCEAEDrn8CIAEDGAIQAQM6AhABA1sCMAEDbAIQAQN5AhABA8AAAhABA7V/AsABAQNNAhABAz8CEAEDPwIQ"
        "AQO3fwIQAQPNAAIQAQMUAhABA3ACEAEDEwIQAQNyAhABAw4CEAEDdwIQAQN3AhABAwoCEAHq9QNxAhAB9PT2A6F/AhABA8wA"
        "AhAB8/T0AwoCEAH38vH2A3oCEAH2A3oCEAHx8wMdAsAAAQN5AhABAxUCEAEDZwIQAQMMAhABA8sCAhABA8J9AhABA3QCEAHy"
        "8PfrAwgCIAHyAwQCwAAB8gMEAsAAAfIDzQICwAABA799AhABA40CAhABAwoCEAH2AwwCEAHq9PLx8PDy9AMKAhAB8AMBAiAB"
        "A44GAhABA8MAAhABA79/AhAB9fEDdwIQAfH18fTw9vDq8Pbw8vD28Orw9vDy8Pbw6vD28PPwA0ICEAEDPwIQAQNDAhAB9fED"
        "dwIQAfH18fLw9vDq8Pbw8vD28Orw9vDy8Pbw6vD28PP2Aw0CEAHw8PIDcAIQAfMDDgIQAfIDcQIQAfHwAxMCEAHq9fEDmwEC"
        "EAED334CEAEDuwECEAED4X4CEAEDjQECEAEDj38CEAEDGgIQAQMaAhABAxoCEAEDGgIQAQP9fgIQAQOdAQIQAQMJAhABA75+"
        "AhABA9MBAhABAxoCEAEDGgIQAQOIfgIQAQOSAgIQAQOXfgIQAQMaAhABA75/AhABA9wAAhABAxoCEAEDzgACEAEDGgIQAQMa"
        "AhABAxoCEAEDGQIQAfADGQIQAfADGQIQAfADGQIQAfADGQIQAfADo34CEAED5H4CEAEDMwIQAQMaAhABA2cCEAEDGgIQAQMZ"
        "AhABAxoCEAEDNAIQAQOufwIQAfQDGgIQAQM0AhABAzMCEAEDGgIQAQM0AhABA7B9AhABA8wCAhABA5x/AhABA8p+AhAB8AO2"
        "AQIQAQMaAhABAxoCEAEDNAIQAQPsfgIQAQOtAQIQAfADGgIQAQOTfQIQAQOUAwIQAQO2fQIgAQPUAQIQAfADyQACEAEDtH4C"
        "EAED7X4CEAED/QICEAED2XwCEAEDjQMCEAEDGwIQAQPvfAIQAfUDFQIQAfQDFQIQAfQDFQIQAQMaAhABAxoCEAEDGgIQAQMa"
        "AhAB9AMVAhAB9AMVAhAB9AMVAhAB9AMVAhAB9AMVAhABAxoCEAH0AxUCEAEDGgIQAfQD6XwCEAEDGQIQAQMaAhAB9AMVAhAB"
        "9AMVAhAB9AMVAhAB9AMVAhAB9AMVAhABAxoCEAH0AxUCEAH0AxUCEAH0AxUCEAH0AxUCEAH0AxUCEAH0AxUCEAH0AxUCEAH0"
        "AxUCEAH0A9l1AiABA6ECAhABA+t9AhAB9AMXAhABA2YCEAEDwgECEAEDxX4CEAH0A3kCEAEDtAECEAED0H4CEAH37PYDbAIQ"
        "Afbt8wMJAhAB8/fs9vQDZwIQAfbt8wMJAhAB8/fs9vQDZwIQAfbt8wMJAhAB8/fs9vQDZwIQAfbt8wMJAhAB8/fs9vQDZwIQ"
        "Afbt8wMJAhAB8/fs9vQDZwIQAfbt8wMJAhAB8/fs9vQDZwIQAfbt8wMJAhAB8/fs9vQDZwIQAfbt8wMJAhAB8/fs9vQDZwIQ"
        "Afbt8wMJAhAB8/fs9vQDZwIQAfbt8wMJAhAB8/fs9vQDZwIQAfTzAwkCEAEDCQIQAfb0A2ACEAEDDwIQAfcDdQIQAQMQAhAB"
        "9QNlAhAB9vH0A8t+AhAB8vHxA8wBAhABA2YCEAEDCgIQAQMNAhABA2oCEAEDDQIQAQMKAhAB8wOsfgIQAfIDxAECEAEDdQIQ"
        "AQMOAhABAwsCEAHw9PD28Orw9vDy8Pbw6vD28PLw9vADRAIQAQM3AhAB8Pbw8vD28Orw9vDz8APofQIQAfED0QECEAEDxgAC"
        "EAEDv38CEAHw9vDq8Pbw8vD28Orw9vDy8PbwA0MCEAHxAzYCEAHw9vADs38CEAEDGgIQAfEDNAIQAfD28Orw9vDz9gMNAhAB"
        "8PDyA3ACEAHzAw4CEAHyA3ECEAHx8AMTAhAB8AO2AQIQAQPEfgIQAfcDFwIQAe4DHAIQAQNIAhABAzkCEAEDGQIQAQMaAhAB"
        "8AOUfwIQAQOFAQIQAfADGQIQAQPwfgIQAQORAQIQAQMaAhABA5h/AhABA75/AhABA8MBAhAB8AMZAhAB8AO9fgIQAQOcAQIQ"
        "AQPjfgIQAQM1AhABA6gBAhAB8AMZAhAB8AMZAhAB8AMZAhAB8AMZAhAB8AMZAhAB8AMZAhAB8AOPfQIQAQP5AAIQAQNnAhAB"
        "AxoCEAEDGQIQAQMbAhABA7F+AhABAzMCEAEDigECEAEDqn8CEAEDZQIQAQMaAhABAxoCEAEDzgACEAEDGgIQAfADGQIQAfAD"
        "GQIQAfADGQIQAfADGQIQAfADGQIQAQMaAhABAxoCEAEDlH0CEAEDuQICEAEDGgIQAQMaAhABA2ECEAEDLAIQAQPLfAIgAQMX"
        "AhAB9QMVAhAB9AMVAhAB9AMVAhAB9AMVAhAB9AMVAhAB9AMVAhAB9AMVAhAB9AMVAhAB9AMVAhAB9AMVAhAB9AMVAhAB9AMV"
        "AhAB9AMVAhAB9AMVAhABAxoCEAH0A+l8AhABAxkCEAEDGgIQAfQDFQIQAfQDFQIQAfQDFQIQAfQDFQIQAfQDFQIQAQMaAhAB"
        "9AMVAhAB9AMVAhAB9AMVAhAB9AMVAhAB9AMVAhAB9AMVAhAB9AMVAhAB9AMVAhAB9AOvBAIQAQPcAgIQAQOsfQIQAQMgAhAB"
        "AyACEAEDIAIQAQOofwIQAQP7AAIQAQONfwIQAQODAQIQAQOFfwIQAQMQAhABA/0AAhABA4t/AhAB9wMQAhAB9/cDLwIQAQNh"
        "AhABAyMCEAEDZQIQAQMfAhABA2kCEAEDHwIQAQPtfgIQAQOXAQIQAQPxfgIQAQOTAQIQAQP1fgIQAQOVAQIQAQPzfgIQAQOR"
        "AQIQAQP3fgIQAQONAQIQAQP7fgIQAQOLAQIQAQP9fgIQAQOHAQIQAQOBfwIQAfcD/QACEAEDi38CEAH3A4kBAhABA/9+AhAB"
        "A4UBAhABA4N/AhABA4EBAhABA4d/AhABA/0AAhABA4t/AhABA/kAAhABA49/AhABA/UAAhABA1kCEAEDKwIQAfP08/Pz9PP0"
        "A7x/AhABA8wAAhABA7l/AhABA9AAAhAB9AMmAhABAxQCEAED8n4CEAED1QACEAHy8PLw8vDy8PLw8vDy8PLwA2UCEAHw8vDy"
        "8PLw8vDy8PLw8vADs30CEAEDwAACEAEDYAIQAQNoAhABA8AAAhABA2ACEAEDaAIQAQMgAhABA2gCEAEDIAIQAQOxAgIQAeoD"
        "EQIQAQM7AhABA7x/AhAB8APFAAIQAQO/fwIQAfMDBAIgAQMHAiABAwcCIAEDBwIgAQMHAiABAwcCIAH2AxACMAEDmgECEAED"
        "7X4CEAEDlgECEAHx8PDyA24CEAEDFwIQAQMYAhABA3gCEAEDJAIQAQNwAhABA2wCEAEDdgIQAQMvAhABA2UCEAEDdgIQAQMW"
        "AhABA3gCEAEDDwIQAev1A1kCEAHx8fADEwIQAQMLAhAB9fMD7AECEAEDZQIQAfEDEAIQAQMOAhABAyoCEAEDRAIQAQPHAAIQ"
        "AQO7fwIQAQPQAAIQAQMLAhABA7d/AhABAxUCEAEDdQIQAQN4AhABAxwCEAEDeQIQAQN3AhABA3gCEAEDGwIQAQNxAhABAxgC"
        "EAHxA24CEAEDeQIQAQMYAhABAwoCEAHxA8kAAhABA61/AhABAwkCEAHxA20CEAED2wACEAEDVAIQAQNaAhAB8QPQAAIQAQO5"
        "fwIQAfEDawIQAQMJAhABAzACEAEDUgIQAQMJAhAB8QMuAhABA1YCEAHx8QMxAhABA1ECEAHq8/Xx8QN0AhABAw4CEAHs8ev1"
        "A3UCEAEDEQIQAe3z8ezt8/H18ev17PH18+0DegIQAQMKAhAB6vPt9/Pt8wNlAhABAxYCEAHq9vHxA/J+AhABA5ABAhABA/R+"
        "ArABAQONAQIQAQPhfgIQAQMSAhABA6hoAhABA+UYAiABA+Z+AhABA5oBAhABA+d+AhABAwwCEAEDjQECEAED5AACoAEB8AM/"
        "AhABAyACEAED2H4CEAHwA8sAAhABA1wCEAEDvn8CEAEDwwACEAEDPwIQAfADIAIQAQMgAhABAx8CEAHwAx8CEAHwA49/AhAB"
        "8APufgIQAQOxAQIQAQP8fgIQAfAD5wACEAEDsAECEAEDjH4CEAHwAx8CEAHwA8AAAhABAx8CEAHwAx8CEAHwAx8CEAHwA5N/"
        "AhABA8ABAhABA5x9AhABAw4CEAHyA4kCAhABAwsCEAEDGwIQAfUDvH0CEAEDEAIQAQPyAAIQAQPiAQIQAQOtfQIQAQOTAgIQ"
        "AQMiAhABA+x+AhABA9ABAhABA9B+AhABA9MAAhABA8EAAhABA2ICEAEDYwIQAewD3AACEAEDRQIQAQMfAhABA6p/AhABAx0C"
        "EAED1wACEAED7H4CEAED9wACEAEDHwIQAQOofwIQAQMXAhABAyQCEAEDvn8CEAED4AACEAEDqH8CEAEDGgIQAfMDXgIQAQPU"
        "fQIQAQOKAwIQAesDq38CEAEDGgIQAfMD8n4CEAEDwH4CEAED4AECEAED6wACEAHzA9B9AhABA+EBAhABA55+AhABA+8CAhAB"
        "A0MCEAEDFQIQAQPLfQIQAQNwAhABA+4CAhABA18CEAEDtH0CEAEDJAIQAQOpAgIQAQP3fQIQAQMgAhABAyACEAEDIAIQAQMg"
        "AhABAyACEAEDrn4CEAEDtwICEAEDyH0CEAEDYAIQAQP4AgIQAQNhAhAB8wPFfQIQAQPXAgIQAfMDYQIQAQPFfQIQAQPnAQIQ"
        "AQOJfgIQAQPrAgIQAQPZfQIQAQNsAhABA9QAAhABA/B+AhABA7sCAhABA9h9AhABA3oCEAEDzwACEAEDRAIQAfYDCQIQAQNx"
        "AhABAxYCEAEDxQACEAEDtX8CEAEDDwIQAQMXAhABA8UAAhABA6V/AhABAx8CEAEDEAIQAQNhAhABA+sAAhABA0QCEAEDYQIQ"
        "AQP7AAIQAQNEAhABA1ECEAEDPwIQAQMQAhABA0ECEAEDzwACEAEDEAIQAQOxfwIQAQPfAAIQAQMrAhABA4Z/AhABA7oBAhAB"
        "AyACEAEDtn4CEAEDun4CEAEDtQICEAEDoX8CEAEDq34CEAED5QECEAEDLQIQAQNjAhABAx0CEAEDIAIQAQNTAhABA+0AAhAB"
        "A0ACEAEDXQIQAfcDHgIQAQPdAAIQAQOjfwIQAQMdAhABAyACEAEDYAIQAQNlAhABAx0CEAEDPgIQAQNDAhABAx8CEAHwA0MC"
        "EAED3AACEAHwA0MCEAEDXwIQAQMeAhABAyMCEAEDXwIQAQMeAhABAyMCEAEDXwIQAQMeAhAB8QNAAhABAyACEAEDIAIQAQOi"
        "fwIQAQMgAhABAyACEAEDIAIQAQPreQIgAfDw8PDw8PDx9AOLBgIQAfADOwIQAQNOAhAB8vHw9er16/MDEwIwAQM4AiABA18C"
        "EAEDIwIQAQNnAhAB9wMJAhABAwkCEAHzA5N5AhABAyACEAEDZQIgAQMiAhAB9/IDVQIQAQMrAhABA24CIAEDbQIQAQMVAhAB"
        "A2YCEAEDGwIQAQNmAhAB9e3yAxcCEAEDbAIQAQMfAhABA2ICEAEDFwIQAQNrAhAB8AMbAhABAwQC4AAB8APrAAIgAQOVfwIQ"
        "AfQD5gACEAEDpH8CEAEDJgIQAQNXAhAB8+wDHwIQAQNkAhAB9e30AxwC0AABA1YCEAEDNwIQAQN5AiABA3UCEAEDEgIQAQME"
        "ApABAfLxAyAC0AABA3cCEAEDCQIQAQMFApABAe7y8AMBAiABA/xqAhAB9gPgAAIgAfYD2gkCIAEDDQIQAQNzAhABAw4CEAED"
        "cgIQAQMPAhABA3ECEAEDBgIwAevzAwwCwAABA3YC4AAB8fADDAIQAQN9AiAB8gO/ewLgAAEDDQIQAQNzAhABAw4CEAEDcgIQ"
        "AQMPAhABA3ECEAEDBgIwAevzAwwCwAABA3YC4AAB8fADDAIQAQN9AiAB8gPJCgLgAAH39gPvCAIgAfYDDAIgAfYDm3oCIAH2"
        "AysCIAH2AuAIAAEBAAAAAAAAAAAudmVyc2lvbiA5LjAALnRhcmdldCBzbV85MGEALmFkZHJlc3Nfc2l6ZSA2NAAAAC5leHRl"
        "cm4gLnNoYXJlZCAuYWxpZ24gMTYgLmI4IHNtZW1fcmF3W107AAAudmlzaWJsZSAuZW50cnkgYXR0ZW50aW9uX3dzKAAucGFy"
        "YW0gLmFsaWduIDY0IC5iOCBhdHRlbnRpb25fd3NfcGFyYW1fMFsxMjhdLAAucGFyYW0gLmFsaWduIDY0IC5iOCBhdHRlbnRp"
        "b25fd3NfcGFyYW1fMVsxMjhdLAAucGFyYW0gLmFsaWduIDY0IC5iOCBhdHRlbnRpb25fd3NfcGFyYW1fMlsxMjhdLAAucGFy"
        "YW0gLnU2NCBhdHRlbnRpb25fd3NfcGFyYW1fMywALnBhcmFtIC5mMzIgYXR0ZW50aW9uX3dzX3BhcmFtXzQAKQAubWF4bnRp"
        "ZCAzODQsIDEsIDEALm1pbm5jdGFwZXJzbSAxAHsALnJlZyAucHJlZCAJJXA8MTExPjsALnJlZyAuZjMyIAklZjwyNjYxPjsA"
        "LnJlZyAuYjMyIAklcjw5ODk+OwAucmVnIC5iNjQgCSVyZDwxNjc+OwAAAABtb3YuYjY0IAklcmQxMywgYXR0ZW50aW9uX3dz"
        "X3BhcmFtXzA7AG1vdi5iNjQgCSVyZDE0LCBhdHRlbnRpb25fd3NfcGFyYW1fMTsAbW92LmI2NCAJJXJkMTUsIGF0dGVudGlv"
        "bl93c19wYXJhbV8yOwBsZC5wYXJhbS5mMzIgCSVmNDc0LCBbYXR0ZW50aW9uX3dzX3BhcmFtXzRdOwAAAG1vdi51MzIgJXIx"
        "MTYsICVkeW5hbWljX3NtZW1fc2l6ZTsAAAAAc2V0cC5ndC51MzIgCSVwMiwgJXIxMTYsIDE1ODg4NzsAQCVwMiBicmEgCSRM"
        "X19CQjBfMjsAAAB0cmFwOwAAACRMX19CQjBfMjoAAG1vdi51MzIgCSVyMSwgJXRpZC54OwAAc2hyLnMzMiAJJXIxMTcsICVy"
        "MSwgMzE7AHNoci51MzIgCSVyMTE4LCAlcjExNywgMjU7AGFkZC5zMzIgCSVyMTE5LCAlcjEsICVyMTE4OwBzaHIuczMyIAkl"
        "cjEyMCwgJXIxMTksIDc7AG1vdi51MzIgCSVyMTIxLCAzMTsAbW92LnUzMiAJJXIxMjIsIDA7AG1vdi51MzIgCSVyMTIzLCAt"
        "MTsAc2hmbC5zeW5jLmlkeC5iMzIgCSVyMnwlcDEsICVyMTIwLCAlcjEyMiwgJXIxMjEsICVyMTIzOwAAbW92LnUzMiAJJXIz"
        "LCAlY3RhaWQueDsAAHNldHAubmUuczMyIAklcDMsICVyMSwgMDsAQCVwMyBicmEgCSRMX19CQjBfNDsAAAAAbW92LnU2NCAJ"
        "JXJkMTksIHNtZW1fcmF3OwBjdnQudTMyLnU2NCAJJXIxNjIsICVyZDE5OwBhZGQuczMyIAklcjE2MywgJXIxNjIsIDEwMjM7"
        "AGFuZC5iMzIgIAklcjE2NCwgJXIxNjMsIC0xMDI0OwBhZGQuczMyIAklcjEyNCwgJXIxNjQsIDE1NzY5NjsAbW92LnUzMiAJ"
        "JXIxNTUsIDE7AABtYmFycmllci5pbml0LnNoYXJlZDo6Y3RhLmI2NCBbJXIxMjRdLCAlcjE1NTsAAAAAAGFkZC5zMzIgCSVy"
        "MTI2LCAlcjE2NCwgMTU3NzEyOwBtb3YudTMyIAklcjEyNywgODsAAG1iYXJyaWVyLmluaXQuc2hhcmVkOjpjdGEuYjY0IFsl"
        "cjEyNl0sICVyMTI3OwAAAAAAYWRkLnMzMiAJJXIxMjgsICVyMTY0LCAxNTc3Mjg7AABtYmFycmllci5pbml0LnNoYXJlZDo6"
        "Y3RhLmI2NCBbJXIxMjhdLCAlcjE1NTsAAAAAAGFkZC5zMzIgCSVyMTMwLCAlcjE2NCwgMTU3NzM2OwAAbWJhcnJpZXIuaW5p"
        "dC5zaGFyZWQ6OmN0YS5iNjQgWyVyMTMwXSwgJXIxNTU7AAAAAABhZGQuczMyIAklcjEzMiwgJXIxNjQsIDE1Nzc0NDsAbW92"
        "LnUzMiAJJXIxNTksIDQ7AABtYmFycmllci5pbml0LnNoYXJlZDo6Y3RhLmI2NCBbJXIxMzJdLCAlcjE1OTsAAAAAAGFkZC5z"
        "MzIgCSVyMTM0LCAlcjE2NCwgMTU3NzUyOwAAbWJhcnJpZXIuaW5pdC5zaGFyZWQ6OmN0YS5iNjQgWyVyMTM0XSwgJXIxNTk7"
        "AAAAAGFkZC5zMzIgCSVyMTM2LCAlcjE2NCwgMTU3NzYwOwAAbWJhcnJpZXIuaW5pdC5zaGFyZWQ6OmN0YS5iNjQgWyVyMTM2"
        "XSwgJXIxNTU7AAAAAGFkZC5zMzIgCSVyMTM4LCAlcjE2NCwgMTU3NzY4OwAAbWJhcnJpZXIuaW5pdC5zaGFyZWQ6OmN0YS5i"
        "NjQgWyVyMTM4XSwgJXIxNTU7AAAAAGFkZC5zMzIgCSVyMTQwLCAlcjE2NCwgMTU3Nzc2OwAAbWJhcnJpZXIuaW5pdC5zaGFy"
        "ZWQ6OmN0YS5iNjQgWyVyMTQwXSwgJXIxNTk7AAAAAGFkZC5zMzIgCSVyMTQyLCAlcjE2NCwgMTU3Nzg0OwAAbWJhcnJpZXIu"
        "aW5pdC5zaGFyZWQ6OmN0YS5iNjQgWyVyMTQyXSwgJXIxNTk7AAAAAGFkZC5zMzIgCSVyMTQ0LCAlcjE2NCwgMTU3NzkyOwAA"
        "bWJhcnJpZXIuaW5pdC5zaGFyZWQ6OmN0YS5iNjQgWyVyMTQ0XSwgJXIxNTU7AAAAAGFkZC5zMzIgCSVyMTQ2LCAlcjE2NCwg"
        "MTU3ODAwOwAAbWJhcnJpZXIuaW5pdC5zaGFyZWQ6OmN0YS5iNjQgWyVyMTQ2XSwgJXIxNTU7AAAAAGFkZC5zMzIgCSVyMTQ4"
        "LCAlcjE2NCwgMTU3ODA4OwAAbWJhcnJpZXIuaW5pdC5zaGFyZWQ6OmN0YS5iNjQgWyVyMTQ4XSwgJXIxNTk7AAAAAGFkZC5z"
        "MzIgCSVyMTUwLCAlcjE2NCwgMTU3ODE2OwAAbWJhcnJpZXIuaW5pdC5zaGFyZWQ6OmN0YS5iNjQgWyVyMTUwXSwgJXIxNTk7"
        "AAAAAGFkZC5zMzIgCSVyMTUyLCAlcjE2NCwgMTU3ODI0OwAAbWJhcnJpZXIuaW5pdC5zaGFyZWQ6OmN0YS5iNjQgWyVyMTUy"
        "XSwgJXIxNTU7AAAAAGFkZC5zMzIgCSVyMTU0LCAlcjE2NCwgMTU3ODMyOwAAbWJhcnJpZXIuaW5pdC5zaGFyZWQ6OmN0YS5i"
        "NjQgWyVyMTU0XSwgJXIxNTU7AAAAAGFkZC5zMzIgCSVyMTU2LCAlcjE2NCwgMTU3ODQwOwAAbWJhcnJpZXIuaW5pdC5zaGFy"
        "ZWQ6OmN0YS5iNjQgWyVyMTU2XSwgJXIxNTk7AAAAAGFkZC5zMzIgCSVyMTU4LCAlcjE2NCwgMTU3ODQ4OwAAbWJhcnJpZXIu"
        "aW5pdC5zaGFyZWQ6OmN0YS5iNjQgWyVyMTU4XSwgJXIxNTk7AAAAAABhZGQuczMyIAklcjE2MCwgJXIxNjQsIDE1Nzg1NjsA"
        "bW92LnUzMiAJJXIxNjEsIDI1NjsAAG1iYXJyaWVyLmluaXQuc2hhcmVkOjpjdGEuYjY0IFslcjE2MF0sICVyMTYxOwAAAAAA"
        "ZmVuY2UubWJhcnJpZXJfaW5pdC5yZWxlYXNlLmNsdXN0ZXI7AAAAAGN2dGEucGFyYW0udTY0IAklcmQxNiwgJXJkMTM7AABw"
        "cmVmZXRjaC50ZW5zb3JtYXAgWyVyZDE2XTsAAAAAY3Z0YS5wYXJhbS51NjQgCSVyZDE3LCAlcmQxNDsAAHByZWZldGNoLnRl"
        "bnNvcm1hcCBbJXJkMTddOwAAAABjdnRhLnBhcmFtLnU2NCAJJXJkMTgsICVyZDE1OwAAcHJlZmV0Y2gudGVuc29ybWFwIFsl"
        "cmQxOF07AAAAACRMX19CQjBfNDoAAGJhci5zeW5jIAkwOwAAc2V0cC5lcS5zMzIgCSVwNCwgJXIyLCAwOwBAJXA0IGJyYSAJ"
        "JExfX0JCMF8zNzsAAABhZGQuczMyIAklcjE2NywgJXIyLCAtMTsAAHNoci51MzIgCSVyMTY4LCAlcjE2NywgMzE7AGFkZC5z"
        "MzIgCSVyMTY5LCAlcjE2NywgJXIxNjg7AHNoci5zMzIgCSVyMTcwLCAlcjE2OSwgMTsAYW5kLmIzMiAgCSVyMTcxLCAlcjE2"
        "OSwgLTI7AHN1Yi5zMzIgCSVyNSwgJXIxNjcsICVyMTcxOwAAYW5kLmIzMiAgCSVyMTc1LCAlcjExOSwgLTEyODsAc3ViLnMz"
        "MiAJJXI2LCAlcjEsICVyMTc1OwBzaHIuczMyIAklcjE3NiwgJXI2LCAzMTsAc2hyLnUzMiAJJXIxNzcsICVyMTc2LCAyNzsA"
        "YWRkLnMzMiAJJXIxNzgsICVyNiwgJXIxNzc7AHNoci5zMzIgCSVyMTc5LCAlcjE3OCwgNTsAc2hyLnUzMiAJJXIxODAsICVy"
        "MTE3LCAyNzsAYWRkLnMzMiAJJXIxODEsICVyMSwgJXIxODA7AGFuZC5iMzIgIAklcjE4MiwgJXIxODEsIC0zMjsAc3ViLnMz"
        "MiAJJXI3LCAlcjEsICVyMTgyOwAAc2hyLnMzMiAJJXIxODMsICVyNywgMzE7AHNoci51MzIgCSVyMTg0LCAlcjE4MywgMzA7"
        "AGFkZC5zMzIgCSVyMTg1LCAlcjcsICVyMTg0OwBhbmQuYjMyICAJJXIxODYsICVyMTg1LCAtNDsAc3ViLnMzMiAJJXI4LCAl"
        "cjcsICVyMTg2OwAAAABzaHIuczMyIAklcjE4NywgJXIzLCAzMTsAc2hyLnUzMiAJJXIxODgsICVyMTg3LCAyOTsAYWRkLnMz"
        "MiAJJXIxODksICVyMywgJXIxODg7AGFuZC5iMzIgIAklcjE5MCwgJXIxODksIDY3MTA4ODU2OwBzdWIuczMyIAklcjE5MSwg"
        "JXIzLCAlcjE5MDsAAHNobC5iMzIgCSVyMTkyLCAlcjE5MSwgNjsAbW92LnUzMiAJJXIxOTMsIDQ0ODsAc3ViLnMzMiAJJXIx"
        "OTQsICVyMTkzLCAlcjE5MjsAAG1vdi51MzIgCSVyMTk1LCA2Mzk7AHN1Yi5zMzIgCSVyMTk2LCAlcjE5NSwgJXIxOTI7AHNo"
        "ci5zMzIgCSVyMTk3LCAlcjE5NiwgMzE7AHNoci51MzIgCSVyMTk4LCAlcjE5NywgMjU7AGFkZC5zMzIgCSVyMTk5LCAlcjE5"
        "NiwgJXIxOTg7AHNoci5zMzIgCSVyMTY1LCAlcjE5OSwgNzsAAHNobC5iMzIgCSVyOSwgJXIxNzAsIDEzOwAAc2hsLmIzMiAJ"
        "JXIyMDAsICVyMTcwLCA2OwBhZGQuczMyIAklcjEwLCAlcjE5NCwgJXIyMDA7AABhZGQuczMyIAklcjIwMSwgJXIxMCwgMTkx"
        "OwBzaHIuczMyIAklcjIwMiwgJXIyMDEsIDMxOwBzaHIudTMyIAklcjIwMywgJXIyMDIsIDI1OwBhZGQuczMyIAklcjIwNCwg"
        "JXIyMDEsICVyMjAzOwBzaHIuczMyIAklcjIwNSwgJXIyMDQsIDc7AG1pbi5zMzIgCSVyMjA2LCAlcjE2NSwgJXIyMDU7AAAA"
        "bW92LmIzMiAlcjE2NSwgJXIxNjU7AAAAAG1pbi5zMzIgCSVyMjA3LCAlcjE2NSwgJXIyMDY7AG1heC5zMzIgCSVyMjA4LCAl"
        "cjIwNywgMDsAbW92LnUzMiAJJXIyMDksIDE7AAAAc3ViLnMzMiAJJXIyMTAsICVyMjA5LCAlcjU7AGFkZC5zMzIgCSVyMTEs"
        "ICVyMjEwLCAlcjIwODsAAHNobC5iMzIgCSVyMTIsICVyMTc5LCA0OwBhZGQuczMyIAklcjEzLCAlcjEwLCAlcjEyOwAAc2hy"
        "LnMzMiAJJXIyMTEsICVyMTg1LCAyOwAAYWRkLnMzMiAJJXIxNCwgJXIxMywgJXIyMTE7AABtdWwuZjMyIAklZjEsICVmNDc0"
        "LCAwZjNGQjhBQTNCOwAAbW92LnU2NCAJJXJkMjAsIHNtZW1fcmF3OwBjdnQudTMyLnU2NCAJJXIyMTIsICVyZDIwOwBhZGQu"
        "czMyIAklcjIxMywgJXIyMTIsIDEwMjM7AGFuZC5iMzIgIAklcjIxNCwgJXIyMTMsIC0xMDI0OwBhZGQuczMyIAklcjE1LCAl"
        "cjksICVyMjE0OwAAc2hyLnUzMiAJJXIyMTUsICVyMTEsIDMxOwBhZGQuczMyIAklcjIxNiwgJXIxMSwgJXIyMTU7AHNoci5z"
        "MzIgCSVyOTg2LCAlcjIxNiwgMTsAAABhZGQuczMyIAklcjIxNywgJXIyMTAsICVyMTY1OwBzaHIudTMyIAklcjIxOCwgJXIy"
        "MTcsIDMxOwBhZGQuczMyIAklcjIxOSwgJXIyMTcsICVyMjE4OwBzaHIuczMyIAklcjE3LCAlcjIxOSwgMTsAACRMX19CQjBf"
        "NjoAAABhZGQuczMyIAklcjIyMSwgJXIyMTQsIDE1NzY5NjsAbW92LnUzMiAJJXIyMjIsIDA7AAB7AC5yZWcgLnByZWQgcDsA"
        "bWJhcnJpZXIudHJ5X3dhaXQucGFyaXR5LnNoYXJlZDo6Y3RhLmI2NCBwLCBbJXIyMjFdLCAlcjIyMjsAc2VscC51MzIgJXIy"
        "MjAsIDEsIDAsIHA7AH0AAAAAc2V0cC5lcS5zMzIgCSVwNSwgJXIyMjAsIDA7AEAlcDUgYnJhIAkkTF9fQkIwXzY7AAAAc2V0"
        "cC5sdC5zMzIgCSVwNiwgJXIxMSwgMjsAbW92LmYzMiAJJWYxODUwLCAwZjAwMDAwMDAwOwBtb3YuZjMyIAklZjI1NTMsIDBm"
        "RkY4MDAwMDA7AG1vdi5mMzIgCSVmMTg0OSwgJWYxODUwOwBtb3YuZjMyIAklZjE4NDgsICVmMTg1MDsAbW92LmYzMiAJJWYx"
        "ODQ3LCAlZjE4NTA7AG1vdi5mMzIgCSVmMTg0NiwgJWYxODUwOwBtb3YuZjMyIAklZjE4NDUsICVmMTg1MDsAbW92LmYzMiAJ"
        "JWYxODQ0LCAlZjE4NTA7AG1vdi5mMzIgCSVmMTg0MywgJWYxODUwOwBtb3YuZjMyIAklZjE4NDIsICVmMTg1MDsAbW92LmYz"
        "MiAJJWYxODQxLCAlZjE4NTA7AG1vdi5mMzIgCSVmMTg0MCwgJWYxODUwOwBtb3YuZjMyIAklZjE4MzksICVmMTg1MDsAbW92"
        "LmYzMiAJJWYxODM4LCAlZjE4NTA7AG1vdi5mMzIgCSVmMTgzNywgJWYxODUwOwBtb3YuZjMyIAklZjE4MzYsICVmMTg1MDsA"
        "bW92LmYzMiAJJWYxODM1LCAlZjE4NTA7AG1vdi5mMzIgCSVmMTgzNCwgJWYxODUwOwBtb3YuZjMyIAklZjE4MzMsICVmMTg1"
        "MDsAbW92LmYzMiAJJWYxODMyLCAlZjE4NTA7AG1vdi5mMzIgCSVmMTgzMSwgJWYxODUwOwBtb3YuZjMyIAklZjE4MzAsICVm"
        "MTg1MDsAbW92LmYzMiAJJWYxODI5LCAlZjE4NTA7AG1vdi5mMzIgCSVmMTgyOCwgJWYxODUwOwBtb3YuZjMyIAklZjE4Mjcs"
        "ICVmMTg1MDsAbW92LmYzMiAJJWYxODI2LCAlZjE4NTA7AG1vdi5mMzIgCSVmMTgyNSwgJWYxODUwOwBtb3YuZjMyIAklZjE4"
        "MjQsICVmMTg1MDsAbW92LmYzMiAJJWYxODIzLCAlZjE4NTA7AG1vdi5mMzIgCSVmMTgyMiwgJWYxODUwOwBtb3YuZjMyIAkl"
        "ZjE4MjEsICVmMTg1MDsAbW92LmYzMiAJJWYxODIwLCAlZjE4NTA7AG1vdi5mMzIgCSVmMTgxOSwgJWYxODUwOwBtb3YuZjMy"
        "IAklZjI1NTQsICVmMjU1MzsAbW92LmYzMiAJJWYyNjU5LCAlZjE4NTA7AG1vdi5mMzIgCSVmMjY2MCwgJWYxODUwOwBAJXA2"
        "IGJyYSAJJExfX0JCMF8yNDsAAABhZGQuczMyIAklcjE4LCAlcjUsIC0yOwBhbmQuYjMyICAJJXIyMjgsICVyMTUsIDI2MTEy"
        "MDsAc2hyLnUzMiAJJXIyMjksICVyMjI4LCA0OwBjdnQudTY0LnUzMiAJJXJkMjIsICVyMjI5OwBvci5iNjQgIAklcmQ1LCAl"
        "cmQyMiwgNDYxMTY4NjI5MzMwNTM2MDM4NDsAYWRkLnMzMiAJJXIyMzAsICVyMTUsIDMyOwBhbmQuYjMyICAJJXIyMzEsICVy"
        "MjMwLCAyNjExNTI7AHNoci51MzIgCSVyMjMyLCAlcjIzMSwgNDsAY3Z0LnU2NC51MzIgCSVyZDIzLCAlcjIzMjsAb3IuYjY0"
        "ICAJJXJkNiwgJXJkMjMsIDQ2MTE2ODYyOTMzMDUzNjAzODQ7AGFkZC5zMzIgCSVyMjMzLCAlcjE1LCA2NDsAYW5kLmIzMiAg"
        "CSVyMjM0LCAlcjIzMywgMjYxMTg0OwBzaHIudTMyIAklcjIzNSwgJXIyMzQsIDQ7AGN2dC51NjQudTMyIAklcmQyNCwgJXIy"
        "MzU7AG9yLmI2NCAgCSVyZDcsICVyZDI0LCA0NjExNjg2MjkzMzA1MzYwMzg0OwBhZGQuczMyIAklcjIzNiwgJXIxNSwgOTY7"
        "AGFuZC5iMzIgIAklcjIzNywgJXIyMzYsIDI2MTIxNjsAc2hyLnUzMiAJJXIyMzgsICVyMjM3LCA0OwBjdnQudTY0LnUzMiAJ"
        "JXJkMjUsICVyMjM4OwBvci5iNjQgIAklcmQ4LCAlcmQyNSwgNDYxMTY4NjI5MzMwNTM2MDM4NDsAc2hsLmIzMiAJJXIxOSwg"
        "JXI4LCAxOwBhZGQuczMyIAklcjIwLCAlcjE0LCA4OwBtb3YudTMyIAklcjk4NSwgMDsAbW92LmYzMiAJJWYxODUwLCAwZjAw"
        "MDAwMDAwOwBtb3YuZjMyIAklZjI1NTMsIDBmRkY4MDAwMDA7AAAkTF9fQkIwXzk6AC5wcmFnbWEgIm5vdW5yb2xsIjsAAAAA"
        "c2hsLmIzMiAJJXI1NCwgJXI5ODUsIDE7AGFkZC5zMzIgCSVyNTUsICVyNTQsICVyNTsAAABzaHIuczMyIAklcjIzOSwgJXI1"
        "NSwgMzE7AHNoci51MzIgCSVyMjQwLCAlcjIzOSwgMzA7AGFkZC5zMzIgCSVyMjQxLCAlcjU1LCAlcjI0MDsAYW5kLmIzMiAg"
        "CSVyMjQyLCAlcjI0MSwgLTQ7AHN1Yi5zMzIgCSVyNTYsICVyNTUsICVyMjQyOwBzaGwuYjMyIAklcjU3LCAlcjU2LCA1OwBh"
        "ZGQuczMyIAklcjI0NiwgJXI1NywgJXIyMTQ7AGFkZC5zMzIgCSVyNTgsICVyMjQ2LCAxNTc3Mjg7AABzaHIudTMyIAklcjI0"
        "NywgJXIyNDEsIDI7AGFuZC5iMzIgIAklcjU5LCAlcjI0NywgMTsAACRMX19CQjBfMTA6AAAAAHsALnJlZyAucHJlZCBwOwBt"
        "YmFycmllci50cnlfd2FpdC5wYXJpdHkuc2hhcmVkOjpjdGEuYjY0IHAsIFslcjU4XSwgJXI1OTsAc2VscC51MzIgJXIyNDgs"
        "IDEsIDAsIHA7AH0AAAAAc2V0cC5lcS5zMzIgCSVwNywgJXIyNDgsIDA7AEAlcDcgYnJhIAkkTF9fQkIwXzEwOwAAAHNldHAu"
        "bmUuczMyIAklcDgsICVyNywgMDsAAAAAd2dtbWEuZmVuY2Uuc3luYy5hbGlnbmVkOwAAAAAAAHNobC5iMzIgCSVyNjAsICVy"
        "NTYsIDE1OwBhbmQuYjMyICAJJXIzMTcsICVyMjEzLCAyNjExMjA7AGFkZC5zMzIgCSVyMzE4LCAlcjYwLCAlcjMxNzsAYWRk"
        "LnMzMiAJJXIzMTksICVyMzE4LCA4MTkyOwAAAGFuZC5iMzIgIAklcjMyMCwgJXIzMTksIDI2MTEyMDsAc2hyLnUzMiAJJXIz"
        "MjEsICVyMzIwLCA0OwAAY3Z0LnU2NC51MzIgCSVyZDM2LCAlcjMyMTsAAG9yLmI2NCAgCSVyZDI4LCAlcmQzNiwgNDYxMTY4"
        "NjI5MzMwNTM2MDM4NDsAAAAAd2dtbWEubW1hX2FzeW5jLnN5bmMuYWxpZ25lZC5tNjRuMTI4azE2LmYzMi5mMTYuZjE2IHsl"
        "ZjczOSwgJWY3NDAsICVmNzQxLCAlZjc0MiwgJWY3NDMsICVmNzQ0LCAlZjc0NSwgJWY3NDYsICVmNzQ3LCAlZjc0OCwgJWY3"
        "NDksICVmNzUwLCAlZjc1MSwgJWY3NTIsICVmNzUzLCAlZjc1NCwgJWY3NTUsICVmNzU2LCAlZjc1NywgJWY3NTgsICVmNzU5"
        "LCAlZjc2MCwgJWY3NjEsICVmNzYyLCAlZjc2MywgJWY3NjQsICVmNzY1LCAlZjc2NiwgJWY3NjcsICVmNzY4LCAlZjc2OSwg"
        "JWY3NzAsICVmNzcxLCAlZjc3MiwgJWY3NzMsICVmNzc0LCAlZjc3NSwgJWY3NzYsICVmNzc3LCAlZjc3OCwgJWY3NzksICVm"
        "NzgwLCAlZjc4MSwgJWY3ODIsICVmNzgzLCAlZjc4NCwgJWY3ODUsICVmNzg2LCAlZjc4NywgJWY3ODgsICVmNzg5LCAlZjc5"
        "MCwgJWY3OTEsICVmNzkyLCAlZjc5MywgJWY3OTQsICVmNzk1LCAlZjc5NiwgJWY3OTcsICVmNzk4LCAlZjc5OSwgJWY4MDAs"
        "ICVmODAxLCAlZjgwMn0sICVyZDUsICVyZDI4LCAwLCAxLCAxLCAwLCAwOwAAAABvci5iNjQgIAklcmQzMCwgJXJkMzYsIDQ2"
        "MTE2ODYyOTMzMDUzNjAzODY7AAAAd2dtbWEubW1hX2FzeW5jLnN5bmMuYWxpZ25lZC5tNjRuMTI4azE2LmYzMi5mMTYuZjE2"
        "IHslZjczOSwgJWY3NDAsICVmNzQxLCAlZjc0MiwgJWY3NDMsICVmNzQ0LCAlZjc0NSwgJWY3NDYsICVmNzQ3LCAlZjc0OCwg"
        "JWY3NDksICVmNzUwLCAlZjc1MSwgJWY3NTIsICVmNzUzLCAlZjc1NCwgJWY3NTUsICVmNzU2LCAlZjc1NywgJWY3NTgsICVm"
        "NzU5LCAlZjc2MCwgJWY3NjEsICVmNzYyLCAlZjc2MywgJWY3NjQsICVmNzY1LCAlZjc2NiwgJWY3NjcsICVmNzY4LCAlZjc2"
        "OSwgJWY3NzAsICVmNzcxLCAlZjc3MiwgJWY3NzMsICVmNzc0LCAlZjc3NSwgJWY3NzYsICVmNzc3LCAlZjc3OCwgJWY3Nzks"
        "ICVmNzgwLCAlZjc4MSwgJWY3ODIsICVmNzgzLCAlZjc4NCwgJWY3ODUsICVmNzg2LCAlZjc4NywgJWY3ODgsICVmNzg5LCAl"
        "Zjc5MCwgJWY3OTEsICVmNzkyLCAlZjc5MywgJWY3OTQsICVmNzk1LCAlZjc5NiwgJWY3OTcsICVmNzk4LCAlZjc5OSwgJWY4"
        "MDAsICVmODAxLCAlZjgwMn0sICVyZDYsICVyZDMwLCAxLCAxLCAxLCAwLCAwOwAAAABvci5iNjQgIAklcmQzMiwgJXJkMzYs"
        "IDQ2MTE2ODYyOTMzMDUzNjAzODg7AAAAd2dtbWEubW1hX2FzeW5jLnN5bmMuYWxpZ25lZC5tNjRuMTI4azE2LmYzMi5mMTYu"
        "ZjE2IHslZjczOSwgJWY3NDAsICVmNzQxLCAlZjc0MiwgJWY3NDMsICVmNzQ0LCAlZjc0NSwgJWY3NDYsICVmNzQ3LCAlZjc0"
        "OCwgJWY3NDksICVmNzUwLCAlZjc1MSwgJWY3NTIsICVmNzUzLCAlZjc1NCwgJWY3NTUsICVmNzU2LCAlZjc1NywgJWY3NTgs"
        "ICVmNzU5LCAlZjc2MCwgJWY3NjEsICVmNzYyLCAlZjc2MywgJWY3NjQsICVmNzY1LCAlZjc2NiwgJWY3NjcsICVmNzY4LCAl"
        "Zjc2OSwgJWY3NzAsICVmNzcxLCAlZjc3MiwgJWY3NzMsICVmNzc0LCAlZjc3NSwgJWY3NzYsICVmNzc3LCAlZjc3OCwgJWY3"
        "NzksICVmNzgwLCAlZjc4MSwgJWY3ODIsICVmNzgzLCAlZjc4NCwgJWY3ODUsICVmNzg2LCAlZjc4NywgJWY3ODgsICVmNzg5"
        "LCAlZjc5MCwgJWY3OTEsICVmNzkyLCAlZjc5MywgJWY3OTQsICVmNzk1LCAlZjc5NiwgJWY3OTcsICVmNzk4LCAlZjc5OSwg"
        "JWY4MDAsICVmODAxLCAlZjgwMn0sICVyZDcsICVyZDMyLCAxLCAxLCAxLCAwLCAwOwAAAABvci5iNjQgIAklcmQzNCwgJXJk"
        "MzYsIDQ2MTE2ODYyOTMzMDUzNjAzOTA7AAAAd2dtbWEubW1hX2FzeW5jLnN5bmMuYWxpZ25lZC5tNjRuMTI4azE2LmYzMi5m"
        "MTYuZjE2IHslZjczOSwgJWY3NDAsICVmNzQxLCAlZjc0MiwgJWY3NDMsICVmNzQ0LCAlZjc0NSwgJWY3NDYsICVmNzQ3LCAl"
        "Zjc0OCwgJWY3NDksICVmNzUwLCAlZjc1MSwgJWY3NTIsICVmNzUzLCAlZjc1NCwgJWY3NTUsICVmNzU2LCAlZjc1NywgJWY3"
        "NTgsICVmNzU5LCAlZjc2MCwgJWY3NjEsICVmNzYyLCAlZjc2MywgJWY3NjQsICVmNzY1LCAlZjc2NiwgJWY3NjcsICVmNzY4"
        "LCAlZjc2OSwgJWY3NzAsICVmNzcxLCAlZjc3MiwgJWY3NzMsICVmNzc0LCAlZjc3NSwgJWY3NzYsICVmNzc3LCAlZjc3OCwg"
        "JWY3NzksICVmNzgwLCAlZjc4MSwgJWY3ODIsICVmNzgzLCAlZjc4NCwgJWY3ODUsICVmNzg2LCAlZjc4NywgJWY3ODgsICVm"
        "Nzg5LCAlZjc5MCwgJWY3OTEsICVmNzkyLCAlZjc5MywgJWY3OTQsICVmNzk1LCAlZjc5NiwgJWY3OTcsICVmNzk4LCAlZjc5"
        "OSwgJWY4MDAsICVmODAxLCAlZjgwMn0sICVyZDgsICVyZDM0LCAxLCAxLCAxLCAwLCAwOwAAAAAAAHdnbW1hLmNvbW1pdF9n"
        "cm91cC5zeW5jLmFsaWduZWQ7AAAAAAAAd2dtbWEud2FpdF9ncm91cC5zeW5jLmFsaWduZWQgMDsAAAAAAAAAAAAAAAAAAAAA"
        "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"
        "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"
        "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"
        "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAGJhci53YXJwLnN5bmMgCS0xOwAAQCVwOCBicmEgCSRMX19C"
        "QjBfMTM7AAAAAGFkZC5zMzIgCSVyMzIyLCAlcjI0NiwgMTU3NzUyOwAAAABtYmFycmllci5hcnJpdmUuc2hhcmVkOjpjdGEu"
        "YjY0IF8sIFslcjMyMl07AAAAACRMX19CQjBfMTM6AABzZXRwLmVxLnMzMiAJJXA5LCAlcjk4NSwgMDsAQCVwOSBicmEgCSRM"
        "X19CQjBfMTY7AAAAc2V0cC5uZS5zMzIgCSVwMTEwLCAlcjcsIDA7AAAAAGJhci53YXJwLnN5bmMgCS0xOwAAQCVwMTEwIGJy"
        "YSAJJExfX0JCMF8xNjsAAABhZGQuczMyIAklcjMyOCwgJXIxOCwgJXI1NDsAAABzaHIuczMyIAklcjMyOSwgJXIzMjgsIDMx"
        "OwBzaHIudTMyIAklcjMzMCwgJXIzMjksIDMwOwBhZGQuczMyIAklcjMzMSwgJXIzMjgsICVyMzMwOwBhbmQuYjMyICAJJXIz"
        "MzIsICVyMzMxLCAxMzQyMTc3MjQ7AHN1Yi5zMzIgCSVyMzMzLCAlcjMyOCwgJXIzMzI7AHNobC5iMzIgCSVyMzM0LCAlcjMz"
        "MywgNTsAAGFkZC5zMzIgCSVyMzM4LCAlcjMzNCwgJXIyMTQ7AGFkZC5zMzIgCSVyMzI3LCAlcjMzOCwgMTU3NzQ0OwAAAABt"
        "YmFycmllci5hcnJpdmUuc2hhcmVkOjpjdGEuYjY0IF8sIFslcjMyN107AAAAACRMX19CQjBfMTY6AAAAAHNobC5iMzIgCSVy"
        "NjEsICVyNTUsIDc7AABvci5iMzIgIAklcjMzOSwgJXI2MSwgMTI3OwBzZXRwLmd0LnMzMiAJJXAxMSwgJXIzMzksICVyMTM7"
        "AEAlcDExIGJyYSAJJExfX0JCMF8xODsAYnJhLnVuaSAJJExfX0JCMF8xNzsAACRMX19CQjBfMTg6AAAAYWRkLnMzMiAJJXIz"
        "NTIsICVyNjEsICVyMTk7AABzZXRwLmd0LnMzMiAJJXAxOCwgJXIzNTIsICVyMTQ7AHNlbHAuZjMyIAklZjE1MzYsIDBmRkY4"
        "MDAwMDAsICVmNzM5LCAlcDE4OwBtb3YuZjMyIAklZjE1MzcsIDBmRkY4MDAwMDA7AHNldHAubHQuczMyIAklcDE5LCAlcjM1"
        "MiwgJXIxNDsAc2VscC5mMzIgCSVmMTUzOCwgJWY3NDAsIDBmRkY4MDAwMDAsICVwMTk7AHNldHAuZ3QuczMyIAklcDIwLCAl"
        "cjM1MiwgJXIyMDsAc2VscC5mMzIgCSVmMTUzOSwgMGZGRjgwMDAwMCwgJWY3NDEsICVwMjA7AHNldHAubHQuczMyIAklcDIx"
        "LCAlcjM1MiwgJXIyMDsAc2VscC5mMzIgCSVmMTU0MCwgJWY3NDIsIDBmRkY4MDAwMDAsICVwMjE7AABhZGQuczMyIAklcjM1"
        "MywgJXIzNTIsIDg7AABzZXRwLmd0LnMzMiAJJXAyMiwgJXIzNTMsICVyMTQ7AHNlbHAuZjMyIAklZjE1NDEsIDBmRkY4MDAw"
        "MDAsICVmNzQzLCAlcDIyOwAAYWRkLnMzMiAJJXIzNTQsICVyMzUyLCA5OwAAc2V0cC5ndC5zMzIgCSVwMjMsICVyMzU0LCAl"
        "cjE0OwBzZWxwLmYzMiAJJWYxNTQyLCAwZkZGODAwMDAwLCAlZjc0NCwgJXAyMzsAc2V0cC5ndC5zMzIgCSVwMjQsICVyMzUz"
        "LCAlcjIwOwBzZWxwLmYzMiAJJWYxNTQzLCAwZkZGODAwMDAwLCAlZjc0NSwgJXAyNDsAc2V0cC5ndC5zMzIgCSVwMjUsICVy"
        "MzU0LCAlcjIwOwBzZWxwLmYzMiAJJWYxNTQ0LCAwZkZGODAwMDAwLCAlZjc0NiwgJXAyNTsAAGFkZC5zMzIgCSVyMzU1LCAl"
        "cjM1MiwgMTY7AABzZXRwLmd0LnMzMiAJJXAyNiwgJXIzNTUsICVyMTQ7AHNlbHAuZjMyIAklZjE1NDUsIDBmRkY4MDAwMDAs"
        "ICVmNzQ3LCAlcDI2OwAAYWRkLnMzMiAJJXIzNTYsICVyMzUyLCAxNzsAAHNldHAuZ3QuczMyIAklcDI3LCAlcjM1NiwgJXIx"
        "NDsAc2VscC5mMzIgCSVmMTU0NiwgMGZGRjgwMDAwMCwgJWY3NDgsICVwMjc7AHNldHAuZ3QuczMyIAklcDI4LCAlcjM1NSwg"
        "JXIyMDsAc2VscC5mMzIgCSVmMTU0NywgMGZGRjgwMDAwMCwgJWY3NDksICVwMjg7AHNldHAuZ3QuczMyIAklcDI5LCAlcjM1"
        "NiwgJXIyMDsAc2VscC5mMzIgCSVmMTU0OCwgMGZGRjgwMDAwMCwgJWY3NTAsICVwMjk7AABhZGQuczMyIAklcjM1NywgJXIz"
        "NTIsIDI0OwAAc2V0cC5ndC5zMzIgCSVwMzAsICVyMzU3LCAlcjE0OwBzZWxwLmYzMiAJJWYxNTQ5LCAwZkZGODAwMDAwLCAl"
        "Zjc1MSwgJXAzMDsAAGFkZC5zMzIgCSVyMzU4LCAlcjM1MiwgMjU7AABzZXRwLmd0LnMzMiAJJXAzMSwgJXIzNTgsICVyMTQ7"
        "AHNlbHAuZjMyIAklZjE1NTAsIDBmRkY4MDAwMDAsICVmNzUyLCAlcDMxOwBzZXRwLmd0LnMzMiAJJXAzMiwgJXIzNTcsICVy"
        "MjA7AHNlbHAuZjMyIAklZjE1NTEsIDBmRkY4MDAwMDAsICVmNzUzLCAlcDMyOwBzZXRwLmd0LnMzMiAJJXAzMywgJXIzNTgs"
        "ICVyMjA7AHNlbHAuZjMyIAklZjE1NTIsIDBmRkY4MDAwMDAsICVmNzU0LCAlcDMzOwAAYWRkLnMzMiAJJXIzNTksICVyMzUy"
        "LCAzMjsAAHNldHAuZ3QuczMyIAklcDM0LCAlcjM1OSwgJXIxNDsAc2VscC5mMzIgCSVmMTU1MywgMGZGRjgwMDAwMCwgJWY3"
        "NTUsICVwMzQ7AABhZGQuczMyIAklcjM2MCwgJXIzNTIsIDMzOwAAc2V0cC5ndC5zMzIgCSVwMzUsICVyMzYwLCAlcjE0OwBz"
        "ZWxwLmYzMiAJJWYxNTU0LCAwZkZGODAwMDAwLCAlZjc1NiwgJXAzNTsAc2V0cC5ndC5zMzIgCSVwMzYsICVyMzU5LCAlcjIw"
        "OwBzZWxwLmYzMiAJJWYxNTU1LCAwZkZGODAwMDAwLCAlZjc1NywgJXAzNjsAc2V0cC5ndC5zMzIgCSVwMzcsICVyMzYwLCAl"
        "cjIwOwBzZWxwLmYzMiAJJWYxNTU2LCAwZkZGODAwMDAwLCAlZjc1OCwgJXAzNzsAAGFkZC5zMzIgCSVyMzYxLCAlcjM1Miwg"
        "NDA7AABzZXRwLmd0LnMzMiAJJXAzOCwgJXIzNjEsICVyMTQ7AHNlbHAuZjMyIAklZjE1NTcsIDBmRkY4MDAwMDAsICVmNzU5"
        "LCAlcDM4OwAAYWRkLnMzMiAJJXIzNjIsICVyMzUyLCA0MTsAAHNldHAuZ3QuczMyIAklcDM5LCAlcjM2MiwgJXIxNDsAc2Vs"
        "cC5mMzIgCSVmMTU1OCwgMGZGRjgwMDAwMCwgJWY3NjAsICVwMzk7AHNldHAuZ3QuczMyIAklcDQwLCAlcjM2MSwgJXIyMDsA"
        "c2VscC5mMzIgCSVmMTU1OSwgMGZGRjgwMDAwMCwgJWY3NjEsICVwNDA7AHNldHAuZ3QuczMyIAklcDQxLCAlcjM2MiwgJXIy"
        "MDsAc2VscC5mMzIgCSVmMTU2MCwgMGZGRjgwMDAwMCwgJWY3NjIsICVwNDE7AABhZGQuczMyIAklcjM2MywgJXIzNTIsIDQ4"
        "OwAAc2V0cC5ndC5zMzIgCSVwNDIsICVyMzYzLCAlcjE0OwBzZWxwLmYzMiAJJWYxNTYxLCAwZkZGODAwMDAwLCAlZjc2Mywg"
        "JXA0MjsAAGFkZC5zMzIgCSVyMzY0LCAlcjM1MiwgNDk7AABzZXRwLmd0LnMzMiAJJXA0MywgJXIzNjQsICVyMTQ7AHNlbHAu"
        "ZjMyIAklZjE1NjIsIDBmRkY4MDAwMDAsICVmNzY0LCAlcDQzOwBzZXRwLmd0LnMzMiAJJXA0NCwgJXIzNjMsICVyMjA7AHNl"
        "bHAuZjMyIAklZjE1NjMsIDBmRkY4MDAwMDAsICVmNzY1LCAlcDQ0OwBzZXRwLmd0LnMzMiAJJXA0NSwgJXIzNjQsICVyMjA7"
        "AHNlbHAuZjMyIAklZjE1NjQsIDBmRkY4MDAwMDAsICVmNzY2LCAlcDQ1OwAAYWRkLnMzMiAJJXIzNjUsICVyMzUyLCA1NjsA"
        "AHNldHAuZ3QuczMyIAklcDQ2LCAlcjM2NSwgJXIxNDsAc2VscC5mMzIgCSVmMTU2NSwgMGZGRjgwMDAwMCwgJWY3NjcsICVw"
        "NDY7AABhZGQuczMyIAklcjM2NiwgJXIzNTIsIDU3OwAAc2V0cC5ndC5zMzIgCSVwNDcsICVyMzY2LCAlcjE0OwBzZWxwLmYz"
        "MiAJJWYxNTY2LCAwZkZGODAwMDAwLCAlZjc2OCwgJXA0NzsAc2V0cC5ndC5zMzIgCSVwNDgsICVyMzY1LCAlcjIwOwBzZWxw"
        "LmYzMiAJJWYxNTY3LCAwZkZGODAwMDAwLCAlZjc2OSwgJXA0ODsAc2V0cC5ndC5zMzIgCSVwNDksICVyMzY2LCAlcjIwOwBz"
        "ZWxwLmYzMiAJJWYxNTY4LCAwZkZGODAwMDAwLCAlZjc3MCwgJXA0OTsAAGFkZC5zMzIgCSVyMzY3LCAlcjM1MiwgNjQ7AABz"
        "ZXRwLmd0LnMzMiAJJXA1MCwgJXIzNjcsICVyMTQ7AHNlbHAuZjMyIAklZjE1NjksIDBmRkY4MDAwMDAsICVmNzcxLCAlcDUw"
        "OwAAYWRkLnMzMiAJJXIzNjgsICVyMzUyLCA2NTsAAHNldHAuZ3QuczMyIAklcDUxLCAlcjM2OCwgJXIxNDsAc2VscC5mMzIg"
        "CSVmMTU3MCwgMGZGRjgwMDAwMCwgJWY3NzIsICVwNTE7AHNldHAuZ3QuczMyIAklcDUyLCAlcjM2NywgJXIyMDsAc2VscC5m"
        "MzIgCSVmMTU3MSwgMGZGRjgwMDAwMCwgJWY3NzMsICVwNTI7AHNldHAuZ3QuczMyIAklcDUzLCAlcjM2OCwgJXIyMDsAc2Vs"
        "cC5mMzIgCSVmMTU3MiwgMGZGRjgwMDAwMCwgJWY3NzQsICVwNTM7AABhZGQuczMyIAklcjM2OSwgJXIzNTIsIDcyOwAAc2V0"
        "cC5ndC5zMzIgCSVwNTQsICVyMzY5LCAlcjE0OwBzZWxwLmYzMiAJJWYxNTczLCAwZkZGODAwMDAwLCAlZjc3NSwgJXA1NDsA"
        "AGFkZC5zMzIgCSVyMzcwLCAlcjM1MiwgNzM7AABzZXRwLmd0LnMzMiAJJXA1NSwgJXIzNzAsICVyMTQ7AHNlbHAuZjMyIAkl"
        "ZjE1NzQsIDBmRkY4MDAwMDAsICVmNzc2LCAlcDU1OwBzZXRwLmd0LnMzMiAJJXA1NiwgJXIzNjksICVyMjA7AHNlbHAuZjMy"
        "IAklZjE1NzUsIDBmRkY4MDAwMDAsICVmNzc3LCAlcDU2OwBzZXRwLmd0LnMzMiAJJXA1NywgJXIzNzAsICVyMjA7AHNlbHAu"
        "ZjMyIAklZjE1NzYsIDBmRkY4MDAwMDAsICVmNzc4LCAlcDU3OwAAYWRkLnMzMiAJJXIzNzEsICVyMzUyLCA4MDsAAHNldHAu"
        "Z3QuczMyIAklcDU4LCAlcjM3MSwgJXIxNDsAc2VscC5mMzIgCSVmMTU3NywgMGZGRjgwMDAwMCwgJWY3NzksICVwNTg7AABh"
        "ZGQuczMyIAklcjM3MiwgJXIzNTIsIDgxOwAAc2V0cC5ndC5zMzIgCSVwNTksICVyMzcyLCAlcjE0OwBzZWxwLmYzMiAJJWYx"
        "NTc4LCAwZkZGODAwMDAwLCAlZjc4MCwgJXA1OTsAc2V0cC5ndC5zMzIgCSVwNjAsICVyMzcxLCAlcjIwOwBzZWxwLmYzMiAJ"
        "JWYxNTc5LCAwZkZGODAwMDAwLCAlZjc4MSwgJXA2MDsAc2V0cC5ndC5zMzIgCSVwNjEsICVyMzcyLCAlcjIwOwBzZWxwLmYz"
        "MiAJJWYxNTgwLCAwZkZGODAwMDAwLCAlZjc4MiwgJXA2MTsAAGFkZC5zMzIgCSVyMzczLCAlcjM1MiwgODg7AABzZXRwLmd0"
        "LnMzMiAJJXA2MiwgJXIzNzMsICVyMTQ7AHNlbHAuZjMyIAklZjE1ODEsIDBmRkY4MDAwMDAsICVmNzgzLCAlcDYyOwAAYWRk"
        "LnMzMiAJJXIzNzQsICVyMzUyLCA4OTsAAHNldHAuZ3QuczMyIAklcDYzLCAlcjM3NCwgJXIxNDsAc2VscC5mMzIgCSVmMTU4"
        "MiwgMGZGRjgwMDAwMCwgJWY3ODQsICVwNjM7AHNldHAuZ3QuczMyIAklcDY0LCAlcjM3MywgJXIyMDsAc2VscC5mMzIgCSVm"
        "MTU4MywgMGZGRjgwMDAwMCwgJWY3ODUsICVwNjQ7AHNldHAuZ3QuczMyIAklcDY1LCAlcjM3NCwgJXIyMDsAc2VscC5mMzIg"
        "CSVmMTU4NCwgMGZGRjgwMDAwMCwgJWY3ODYsICVwNjU7AABhZGQuczMyIAklcjM3NSwgJXIzNTIsIDk2OwAAc2V0cC5ndC5z"
        "MzIgCSVwNjYsICVyMzc1LCAlcjE0OwBzZWxwLmYzMiAJJWYxNTg1LCAwZkZGODAwMDAwLCAlZjc4NywgJXA2NjsAAGFkZC5z"
        "MzIgCSVyMzc2LCAlcjM1MiwgOTc7AABzZXRwLmd0LnMzMiAJJXA2NywgJXIzNzYsICVyMTQ7AHNlbHAuZjMyIAklZjE1ODYs"
        "IDBmRkY4MDAwMDAsICVmNzg4LCAlcDY3OwBzZXRwLmd0LnMzMiAJJXA2OCwgJXIzNzUsICVyMjA7AHNlbHAuZjMyIAklZjE1"
        "ODcsIDBmRkY4MDAwMDAsICVmNzg5LCAlcDY4OwBzZXRwLmd0LnMzMiAJJXA2OSwgJXIzNzYsICVyMjA7AHNlbHAuZjMyIAkl"
        "ZjE1ODgsIDBmRkY4MDAwMDAsICVmNzkwLCAlcDY5OwAAYWRkLnMzMiAJJXIzNzcsICVyMzUyLCAxMDQ7AABzZXRwLmd0LnMz"
        "MiAJJXA3MCwgJXIzNzcsICVyMTQ7AHNlbHAuZjMyIAklZjE1ODksIDBmRkY4MDAwMDAsICVmNzkxLCAlcDcwOwAAYWRkLnMz"
        "MiAJJXIzNzgsICVyMzUyLCAxMDU7AABzZXRwLmd0LnMzMiAJJXA3MSwgJXIzNzgsICVyMTQ7AHNlbHAuZjMyIAklZjE1OTAs"
        "IDBmRkY4MDAwMDAsICVmNzkyLCAlcDcxOwBzZXRwLmd0LnMzMiAJJXA3MiwgJXIzNzcsICVyMjA7AHNlbHAuZjMyIAklZjE1"
        "OTEsIDBmRkY4MDAwMDAsICVmNzkzLCAlcDcyOwBzZXRwLmd0LnMzMiAJJXA3MywgJXIzNzgsICVyMjA7AHNlbHAuZjMyIAkl"
        "ZjE1OTIsIDBmRkY4MDAwMDAsICVmNzk0LCAlcDczOwAAYWRkLnMzMiAJJXIzNzksICVyMzUyLCAxMTI7AABzZXRwLmd0LnMz"
        "MiAJJXA3NCwgJXIzNzksICVyMTQ7AHNlbHAuZjMyIAklZjE1OTMsIDBmRkY4MDAwMDAsICVmNzk1LCAlcDc0OwAAYWRkLnMz"
        "MiAJJXIzODAsICVyMzUyLCAxMTM7AABzZXRwLmd0LnMzMiAJJXA3NSwgJXIzODAsICVyMTQ7AHNlbHAuZjMyIAklZjE1OTQs"
        "IDBmRkY4MDAwMDAsICVmNzk2LCAlcDc1OwBzZXRwLmd0LnMzMiAJJXA3NiwgJXIzNzksICVyMjA7AHNlbHAuZjMyIAklZjE1"
        "OTUsIDBmRkY4MDAwMDAsICVmNzk3LCAlcDc2OwBzZXRwLmd0LnMzMiAJJXA3NywgJXIzODAsICVyMjA7AHNlbHAuZjMyIAkl"
        "ZjE1OTYsIDBmRkY4MDAwMDAsICVmNzk4LCAlcDc3OwAAYWRkLnMzMiAJJXIzODEsICVyMzUyLCAxMjA7AABzZXRwLmd0LnMz"
        "MiAJJXA3OCwgJXIzODEsICVyMTQ7AHNlbHAuZjMyIAklZjE1OTcsIDBmRkY4MDAwMDAsICVmNzk5LCAlcDc4OwAAYWRkLnMz"
        "MiAJJXIzODIsICVyMzUyLCAxMjE7AABzZXRwLmd0LnMzMiAJJXA3OSwgJXIzODIsICVyMTQ7AHNlbHAuZjMyIAklZjE1OTgs"
        "IDBmRkY4MDAwMDAsICVmODAwLCAlcDc5OwBzZXRwLmd0LnMzMiAJJXA4MCwgJXIzODEsICVyMjA7AHNlbHAuZjMyIAklZjE1"
        "OTksIDBmRkY4MDAwMDAsICVmODAxLCAlcDgwOwBzZXRwLmd0LnMzMiAJJXA4MSwgJXIzODIsICVyMjA7AHNlbHAuZjMyIAkl"
        "ZjE2MDAsIDBmRkY4MDAwMDAsICVmODAyLCAlcDgxOwAAbWF4LmYzMiAJJWYxNjAxLCAlZjE1MzcsICVmMTUzNjsAbWF4LmYz"
        "MiAJJWYxNjAyLCAlZjE1MzcsICVmMTUzODsAbWF4LmYzMiAJJWYxNjAzLCAlZjE1MzcsICVmMTUzOTsAbWF4LmYzMiAJJWYx"
        "NjA0LCAlZjE1MzcsICVmMTU0MDsAbWF4LmYzMiAJJWYxNjA1LCAlZjE2MDEsICVmMTU0MTsAbWF4LmYzMiAJJWYxNjA2LCAl"
        "ZjE2MDIsICVmMTU0MjsAbWF4LmYzMiAJJWYxNjA3LCAlZjE2MDMsICVmMTU0MzsAbWF4LmYzMiAJJWYxNjA4LCAlZjE2MDQs"
        "ICVmMTU0NDsAbWF4LmYzMiAJJWYxNjA5LCAlZjE1MzcsICVmMTU0NTsAbWF4LmYzMiAJJWYxNjEwLCAlZjE1MzcsICVmMTU0"
        "NjsAbWF4LmYzMiAJJWYxNjExLCAlZjE1MzcsICVmMTU0NzsAbWF4LmYzMiAJJWYxNjEyLCAlZjE1MzcsICVmMTU0ODsAbWF4"
        "LmYzMiAJJWYxNjEzLCAlZjE2MDksICVmMTU0OTsAbWF4LmYzMiAJJWYxNjE0LCAlZjE2MTAsICVmMTU1MDsAbWF4LmYzMiAJ"
        "JWYxNjE1LCAlZjE2MTEsICVmMTU1MTsAbWF4LmYzMiAJJWYxNjE2LCAlZjE2MTIsICVmMTU1MjsAbWF4LmYzMiAJJWYxNjE3"
        "LCAlZjE2MDUsICVmMTU1MzsAbWF4LmYzMiAJJWYxNjE4LCAlZjE2MDYsICVmMTU1NDsAbWF4LmYzMiAJJWYxNjE5LCAlZjE2"
        "MDcsICVmMTU1NTsAbWF4LmYzMiAJJWYxNjIwLCAlZjE2MDgsICVmMTU1NjsAbWF4LmYzMiAJJWYxNjIxLCAlZjE2MTcsICVm"
        "MTU1NzsAbWF4LmYzMiAJJWYxNjIyLCAlZjE2MTgsICVmMTU1ODsAbWF4LmYzMiAJJWYxNjIzLCAlZjE2MTksICVmMTU1OTsA"
        "bWF4LmYzMiAJJWYxNjI0LCAlZjE2MjAsICVmMTU2MDsAbWF4LmYzMiAJJWYxNjI1LCAlZjE2MTMsICVmMTU2MTsAbWF4LmYz"
        "MiAJJWYxNjI2LCAlZjE2MTQsICVmMTU2MjsAbWF4LmYzMiAJJWYxNjI3LCAlZjE2MTUsICVmMTU2MzsAbWF4LmYzMiAJJWYx"
        "NjI4LCAlZjE2MTYsICVmMTU2NDsAbWF4LmYzMiAJJWYxNjI5LCAlZjE2MjUsICVmMTU2NTsAbWF4LmYzMiAJJWYxNjMwLCAl"
        "ZjE2MjYsICVmMTU2NjsAbWF4LmYzMiAJJWYxNjMxLCAlZjE2MjcsICVmMTU2NzsAbWF4LmYzMiAJJWYxNjMyLCAlZjE2Mjgs"
        "ICVmMTU2ODsAbWF4LmYzMiAJJWYxNjMzLCAlZjE2MjEsICVmMTU2OTsAbWF4LmYzMiAJJWYxNjM0LCAlZjE2MjIsICVmMTU3"
        "MDsAbWF4LmYzMiAJJWYxNjM1LCAlZjE2MjMsICVmMTU3MTsAbWF4LmYzMiAJJWYxNjM2LCAlZjE2MjQsICVmMTU3MjsAbWF4"
        "LmYzMiAJJWYxNjM3LCAlZjE2MzMsICVmMTU3MzsAbWF4LmYzMiAJJWYxNjM4LCAlZjE2MzQsICVmMTU3NDsAbWF4LmYzMiAJ"
        "JWYxNjM5LCAlZjE2MzUsICVmMTU3NTsAbWF4LmYzMiAJJWYxNjQwLCAlZjE2MzYsICVmMTU3NjsAbWF4LmYzMiAJJWYxNjQx"
        "LCAlZjE2MjksICVmMTU3NzsAbWF4LmYzMiAJJWYxNjQyLCAlZjE2MzAsICVmMTU3ODsAbWF4LmYzMiAJJWYxNjQzLCAlZjE2"
        "MzEsICVmMTU3OTsAbWF4LmYzMiAJJWYxNjQ0LCAlZjE2MzIsICVmMTU4MDsAbWF4LmYzMiAJJWYxNjQ1LCAlZjE2NDEsICVm"
        "MTU4MTsAbWF4LmYzMiAJJWYxNjQ2LCAlZjE2NDIsICVmMTU4MjsAbWF4LmYzMiAJJWYxNjQ3LCAlZjE2NDMsICVmMTU4MzsA"
        "bWF4LmYzMiAJJWYxNjQ4LCAlZjE2NDQsICVmMTU4NDsAbWF4LmYzMiAJJWYxNjQ5LCAlZjE2MzcsICVmMTU4NTsAbWF4LmYz"
        "MiAJJWYxNjUwLCAlZjE2MzgsICVmMTU4NjsAbWF4LmYzMiAJJWYxNjUxLCAlZjE2MzksICVmMTU4NzsAbWF4LmYzMiAJJWYx"
        "NjUyLCAlZjE2NDAsICVmMTU4ODsAbWF4LmYzMiAJJWYxNjUzLCAlZjE2NDksICVmMTU4OTsAbWF4LmYzMiAJJWYxNjU0LCAl"
        "ZjE2NTAsICVmMTU5MDsAbWF4LmYzMiAJJWYxNjU1LCAlZjE2NTEsICVmMTU5MTsAbWF4LmYzMiAJJWYxNjU2LCAlZjE2NTIs"
        "ICVmMTU5MjsAbWF4LmYzMiAJJWYxNjU3LCAlZjE2NDUsICVmMTU5MzsAbWF4LmYzMiAJJWYxNjU4LCAlZjE2NDYsICVmMTU5"
        "NDsAbWF4LmYzMiAJJWYxNjU5LCAlZjE2NDcsICVmMTU5NTsAbWF4LmYzMiAJJWYxNjYwLCAlZjE2NDgsICVmMTU5NjsAbWF4"
        "LmYzMiAJJWYxNjYxLCAlZjE2NTcsICVmMTU5NzsAbWF4LmYzMiAJJWYxNjYyLCAlZjE2NTgsICVmMTU5ODsAbWF4LmYzMiAJ"
        "JWYxNjYzLCAlZjE2NTksICVmMTU5OTsAbWF4LmYzMiAJJWYxNjY0LCAlZjE2NjAsICVmMTYwMDsAAG1heC5mMzIgCSVmMTY2"
        "NSwgJWYxNjUzLCAlZjE2NTQ7AG1heC5mMzIgCSVmMTY2NiwgJWYxNjYxLCAlZjE2NjI7AG1heC5mMzIgCSVmMTY2NywgJWYx"
        "NjY1LCAlZjE2NjY7AAAAbW92LmIzMiAJJXIzODMsICVmMTY2NzsAbW92LnUzMiAJJXIzODQsIDMxOwBtb3YudTMyIAklcjM4"
        "NSwgMTsAbW92LnUzMiAJJXIzODYsIC0xOwBzaGZsLnN5bmMuYmZseS5iMzIgCSVyMzg3fCVwODIsICVyMzgzLCAlcjM4NSwg"
        "JXIzODQsICVyMzg2OwBtb3YuYjMyIAklZjE2NjgsICVyMzg3OwBtYXguZjMyIAklZjE2NjksICVmMTY2NywgJWYxNjY4OwAA"
        "bW92LmIzMiAJJXIzODgsICVmMTY2OTsAbW92LnUzMiAJJXIzODksIDI7AHNoZmwuc3luYy5iZmx5LmIzMiAJJXIzOTB8JXA4"
        "MywgJXIzODgsICVyMzg5LCAlcjM4NCwgJXIzODY7AG1vdi5iMzIgCSVmMTY3MCwgJXIzOTA7AG1heC5mMzIgCSVmMTY3MSwg"
        "JWYxNjY5LCAlZjE2NzA7AABtdWwuZjMyIAklZjE2NzIsICVmMSwgJWYxNjcxOwBtYXguZjMyIAklZjIwMiwgJWYyNTU0LCAl"
        "ZjE2NzI7AABtYXguZjMyIAklZjE2NzMsICVmMTY1NSwgJWYxNjU2OwBtYXguZjMyIAklZjE2NzQsICVmMTY2MywgJWYxNjY0"
        "OwBtYXguZjMyIAklZjE2NzUsICVmMTY3MywgJWYxNjc0OwAAbW92LmIzMiAJJXIzOTEsICVmMTY3NTsAc2hmbC5zeW5jLmJm"
        "bHkuYjMyIAklcjM5MnwlcDg0LCAlcjM5MSwgJXIzODUsICVyMzg0LCAlcjM4NjsAbW92LmIzMiAJJWYxNjc2LCAlcjM5MjsA"
        "bWF4LmYzMiAJJWYxNjc3LCAlZjE2NzUsICVmMTY3NjsAAG1vdi5iMzIgCSVyMzkzLCAlZjE2Nzc7AHNoZmwuc3luYy5iZmx5"
        "LmIzMiAJJXIzOTR8JXA4NSwgJXIzOTMsICVyMzg5LCAlcjM4NCwgJXIzODY7AG1vdi5iMzIgCSVmMTY3OCwgJXIzOTQ7AG1h"
        "eC5mMzIgCSVmMTY3OSwgJWYxNjc3LCAlZjE2Nzg7AABtdWwuZjMyIAklZjE2ODAsICVmMSwgJWYxNjc5OwBtYXguZjMyIAkl"
        "ZjIwMywgJWYyNTUzLCAlZjE2ODA7AABzZXRwLmVxLmYzMiAJJXA4NiwgJWYyMDIsIDBmRkY4MDAwMDA7AHNlbHAuZjMyIAkl"
        "ZjE2ODEsIDBmMDAwMDAwMDAsICVmMjAyLCAlcDg2OwAAc3ViLmYzMiAJJWYxNDA1LCAlZjI1NTQsICVmMTY4MTsAAAAAZXgy"
        "LmFwcHJveC5mdHouZjMyICVmMjU2MCwgJWYxNDA1OwAAAABuZWcuZjMyIAklZjE2ODIsICVmMTY4MTsAAHNldHAuZXEuZjMy"
        "IAklcDg3LCAlZjIwMywgMGZGRjgwMDAwMDsAc2VscC5mMzIgCSVmMTY4MywgMGYwMDAwMDAwMCwgJWYyMDMsICVwODc7AABz"
        "dWIuZjMyIAklZjE0MDcsICVmMjU1MywgJWYxNjgzOwAAAGV4Mi5hcHByb3guZnR6LmYzMiAlZjI1NTksICVmMTQwNzsAAAAA"
        "bmVnLmYzMiAJJWYxNjg0LCAlZjE2ODM7AABmbWEucm4uZjMyIAklZjE0MDksICVmMTUzNiwgJWYxLCAlZjE2ODI7AGZtYS5y"
        "bi5mMzIgCSVmMTQxMSwgJWYxNTM4LCAlZjEsICVmMTY4MjsAAAAAZXgyLmFwcHJveC5mdHouZjMyICVmMjYyNCwgJWYxNDA5"
        "OwAAAAAAAGV4Mi5hcHByb3guZnR6LmYzMiAlZjI2MjMsICVmMTQxMTsAAAAAZm1hLnJuLmYzMiAJJWYxNDEzLCAlZjE1Mzks"
        "ICVmMSwgJWYxNjg0OwBmbWEucm4uZjMyIAklZjE0MTUsICVmMTU0MCwgJWYxLCAlZjE2ODQ7AAAAZXgyLmFwcHJveC5mdHou"
        "ZjMyICVmMjYyMiwgJWYxNDEzOwAAAAAAZXgyLmFwcHJveC5mdHouZjMyICVmMjYyMSwgJWYxNDE1OwAAAABmbWEucm4uZjMy"
        "IAklZjE0MTcsICVmMTU0MSwgJWYxLCAlZjE2ODI7AGZtYS5ybi5mMzIgCSVmMTQxOSwgJWYxNTQyLCAlZjEsICVmMTY4MjsA"
        "AABleDIuYXBwcm94LmZ0ei5mMzIgJWYyNjIwLCAlZjE0MTc7AAAAAABleDIuYXBwcm94LmZ0ei5mMzIgJWYyNjE5LCAlZjE0"
        "MTk7AAAAAGZtYS5ybi5mMzIgCSVmMTQyMSwgJWYxNTQzLCAlZjEsICVmMTY4NDsAZm1hLnJuLmYzMiAJJWYxNDIzLCAlZjE1"
        "NDQsICVmMSwgJWYxNjg0OwAAAGV4Mi5hcHByb3guZnR6LmYzMiAlZjI2MTgsICVmMTQyMTsAAAAAAGV4Mi5hcHByb3guZnR6"
        "LmYzMiAlZjI2MTcsICVmMTQyMzsAAAAAZm1hLnJuLmYzMiAJJWYxNDI1LCAlZjE1NDUsICVmMSwgJWYxNjgyOwBmbWEucm4u"
        "ZjMyIAklZjE0MjcsICVmMTU0NiwgJWYxLCAlZjE2ODI7AAAAZXgyLmFwcHJveC5mdHouZjMyICVmMjYxNiwgJWYxNDI1OwAA"
        "AAAAZXgyLmFwcHJveC5mdHouZjMyICVmMjYxNSwgJWYxNDI3OwAAAABmbWEucm4uZjMyIAklZjE0MjksICVmMTU0NywgJWYx"
        "LCAlZjE2ODQ7AGZtYS5ybi5mMzIgCSVmMTQzMSwgJWYxNTQ4LCAlZjEsICVmMTY4NDsAAABleDIuYXBwcm94LmZ0ei5mMzIg"
        "JWYyNjE0LCAlZjE0Mjk7AAAAAABleDIuYXBwcm94LmZ0ei5mMzIgJWYyNjEzLCAlZjE0MzE7AAAAAGZtYS5ybi5mMzIgCSVm"
        "MTQzMywgJWYxNTQ5LCAlZjEsICVmMTY4MjsAZm1hLnJuLmYzMiAJJWYxNDM1LCAlZjE1NTAsICVmMSwgJWYxNjgyOwAAAGV4"
        "Mi5hcHByb3guZnR6LmYzMiAlZjI2MTIsICVmMTQzMzsAAAAAAGV4Mi5hcHByb3guZnR6LmYzMiAlZjI2MTEsICVmMTQzNTsA"
        "AAAAZm1hLnJuLmYzMiAJJWYxNDM3LCAlZjE1NTEsICVmMSwgJWYxNjg0OwBmbWEucm4uZjMyIAklZjE0MzksICVmMTU1Miwg"
        "JWYxLCAlZjE2ODQ7AAAAZXgyLmFwcHJveC5mdHouZjMyICVmMjYxMCwgJWYxNDM3OwAAAAAAZXgyLmFwcHJveC5mdHouZjMy"
        "ICVmMjYwOSwgJWYxNDM5OwAAAABmbWEucm4uZjMyIAklZjE0NDEsICVmMTU1MywgJWYxLCAlZjE2ODI7AGZtYS5ybi5mMzIg"
        "CSVmMTQ0MywgJWYxNTU0LCAlZjEsICVmMTY4MjsAAABleDIuYXBwcm94LmZ0ei5mMzIgJWYyNjA4LCAlZjE0NDE7AAAAAABl"
        "eDIuYXBwcm94LmZ0ei5mMzIgJWYyNjA3LCAlZjE0NDM7AAAAAGZtYS5ybi5mMzIgCSVmMTQ0NSwgJWYxNTU1LCAlZjEsICVm"
        "MTY4NDsAZm1hLnJuLmYzMiAJJWYxNDQ3LCAlZjE1NTYsICVmMSwgJWYxNjg0OwAAAGV4Mi5hcHByb3guZnR6LmYzMiAlZjI2"
        "MDYsICVmMTQ0NTsAAAAAAGV4Mi5hcHByb3guZnR6LmYzMiAlZjI2MDUsICVmMTQ0NzsAAAAAZm1hLnJuLmYzMiAJJWYxNDQ5"
        "LCAlZjE1NTcsICVmMSwgJWYxNjgyOwBmbWEucm4uZjMyIAklZjE0NTEsICVmMTU1OCwgJWYxLCAlZjE2ODI7AAAAZXgyLmFw"
        "cHJveC5mdHouZjMyICVmMjYwNCwgJWYxNDQ5OwAAAAAAZXgyLmFwcHJveC5mdHouZjMyICVmMjYwMywgJWYxNDUxOwAAAABm"
        "bWEucm4uZjMyIAklZjE0NTMsICVmMTU1OSwgJWYxLCAlZjE2ODQ7AGZtYS5ybi5mMzIgCSVmMTQ1NSwgJWYxNTYwLCAlZjEs"
        "ICVmMTY4NDsAAABleDIuYXBwcm94LmZ0ei5mMzIgJWYyNjAyLCAlZjE0NTM7AAAAAABleDIuYXBwcm94LmZ0ei5mMzIgJWYy"
        "NjAxLCAlZjE0NTU7AAAAAGZtYS5ybi5mMzIgCSVmMTQ1NywgJWYxNTYxLCAlZjEsICVmMTY4MjsAZm1hLnJuLmYzMiAJJWYx"
        "NDU5LCAlZjE1NjIsICVmMSwgJWYxNjgyOwAAAGV4Mi5hcHByb3guZnR6LmYzMiAlZjI2MDAsICVmMTQ1NzsAAAAAAGV4Mi5h"
        "cHByb3guZnR6LmYzMiAlZjI1OTksICVmMTQ1OTsAAAAAZm1hLnJuLmYzMiAJJWYxNDYxLCAlZjE1NjMsICVmMSwgJWYxNjg0"
        "OwBmbWEucm4uZjMyIAklZjE0NjMsICVmMTU2NCwgJWYxLCAlZjE2ODQ7AAAAZXgyLmFwcHJveC5mdHouZjMyICVmMjU5OCwg"
        "JWYxNDYxOwAAAAAAZXgyLmFwcHJveC5mdHouZjMyICVmMjU5NywgJWYxNDYzOwAAAABmbWEucm4uZjMyIAklZjE0NjUsICVm"
        "MTU2NSwgJWYxLCAlZjE2ODI7AGZtYS5ybi5mMzIgCSVmMTQ2NywgJWYxNTY2LCAlZjEsICVmMTY4MjsAAABleDIuYXBwcm94"
        "LmZ0ei5mMzIgJWYyNTk2LCAlZjE0NjU7AAAAAABleDIuYXBwcm94LmZ0ei5mMzIgJWYyNTk1LCAlZjE0Njc7AAAAAGZtYS5y"
        "bi5mMzIgCSVmMTQ2OSwgJWYxNTY3LCAlZjEsICVmMTY4NDsAZm1hLnJuLmYzMiAJJWYxNDcxLCAlZjE1NjgsICVmMSwgJWYx"
        "Njg0OwAAAGV4Mi5hcHByb3guZnR6LmYzMiAlZjI1OTQsICVmMTQ2OTsAAAAAAGV4Mi5hcHByb3guZnR6LmYzMiAlZjI1OTMs"
        "ICVmMTQ3MTsAAAAAZm1hLnJuLmYzMiAJJWYxNDczLCAlZjE1NjksICVmMSwgJWYxNjgyOwBmbWEucm4uZjMyIAklZjE0NzUs"
        "ICVmMTU3MCwgJWYxLCAlZjE2ODI7AAAAZXgyLmFwcHJveC5mdHouZjMyICVmMjU5MiwgJWYxNDczOwAAAAAAZXgyLmFwcHJv"
        "eC5mdHouZjMyICVmMjU5MSwgJWYxNDc1OwAAAABmbWEucm4uZjMyIAklZjE0NzcsICVmMTU3MSwgJWYxLCAlZjE2ODQ7AGZt"
        "YS5ybi5mMzIgCSVmMTQ3OSwgJWYxNTcyLCAlZjEsICVmMTY4NDsAAABleDIuYXBwcm94LmZ0ei5mMzIgJWYyNTkwLCAlZjE0"
        "Nzc7AAAAAABleDIuYXBwcm94LmZ0ei5mMzIgJWYyNTg5LCAlZjE0Nzk7AAAAAGZtYS5ybi5mMzIgCSVmMTQ4MSwgJWYxNTcz"
        "LCAlZjEsICVmMTY4MjsAZm1hLnJuLmYzMiAJJWYxNDgzLCAlZjE1NzQsICVmMSwgJWYxNjgyOwAAAGV4Mi5hcHByb3guZnR6"
        "LmYzMiAlZjI1ODgsICVmMTQ4MTsAAAAAAGV4Mi5hcHByb3guZnR6LmYzMiAlZjI1ODcsICVmMTQ4MzsAAAAAZm1hLnJuLmYz"
        "MiAJJWYxNDg1LCAlZjE1NzUsICVmMSwgJWYxNjg0OwBmbWEucm4uZjMyIAklZjE0ODcsICVmMTU3NiwgJWYxLCAlZjE2ODQ7"
        "AAAAZXgyLmFwcHJveC5mdHouZjMyICVmMjU4NiwgJWYxNDg1OwAAAAAAZXgyLmFwcHJveC5mdHouZjMyICVmMjU4NSwgJWYx"
        "NDg3OwAAAABmbWEucm4uZjMyIAklZjE0ODksICVmMTU3NywgJWYxLCAlZjE2ODI7AGZtYS5ybi5mMzIgCSVmMTQ5MSwgJWYx"
        "NTc4LCAlZjEsICVmMTY4MjsAAABleDIuYXBwcm94LmZ0ei5mMzIgJWYyNTg0LCAlZjE0ODk7AAAAAABleDIuYXBwcm94LmZ0"
        "ei5mMzIgJWYyNTgzLCAlZjE0OTE7AAAAAGZtYS5ybi5mMzIgCSVmMTQ5MywgJWYxNTc5LCAlZjEsICVmMTY4NDsAZm1hLnJu"
        "LmYzMiAJJWYxNDk1LCAlZjE1ODAsICVmMSwgJWYxNjg0OwAAAGV4Mi5hcHByb3guZnR6LmYzMiAlZjI1ODIsICVmMTQ5MzsA"
        "AAAAAGV4Mi5hcHByb3guZnR6LmYzMiAlZjI1ODEsICVmMTQ5NTsAAAAAZm1hLnJuLmYzMiAJJWYxNDk3LCAlZjE1ODEsICVm"
        "MSwgJWYxNjgyOwBmbWEucm4uZjMyIAklZjE0OTksICVmMTU4MiwgJWYxLCAlZjE2ODI7AAAAZXgyLmFwcHJveC5mdHouZjMy"
        "ICVmMjU4MCwgJWYxNDk3OwAAAAAAZXgyLmFwcHJveC5mdHouZjMyICVmMjU3OSwgJWYxNDk5OwAAAABmbWEucm4uZjMyIAkl"
        "ZjE1MDEsICVmMTU4MywgJWYxLCAlZjE2ODQ7AGZtYS5ybi5mMzIgCSVmMTUwMywgJWYxNTg0LCAlZjEsICVmMTY4NDsAAABl"
        "eDIuYXBwcm94LmZ0ei5mMzIgJWYyNTc4LCAlZjE1MDE7AAAAAABleDIuYXBwcm94LmZ0ei5mMzIgJWYyNTc3LCAlZjE1MDM7"
        "AAAAAGZtYS5ybi5mMzIgCSVmMTUwNSwgJWYxNTg1LCAlZjEsICVmMTY4MjsAZm1hLnJuLmYzMiAJJWYxNTA3LCAlZjE1ODYs"
        "ICVmMSwgJWYxNjgyOwAAAGV4Mi5hcHByb3guZnR6LmYzMiAlZjI1NzYsICVmMTUwNTsAAAAAAGV4Mi5hcHByb3guZnR6LmYz"
        "MiAlZjI1NzUsICVmMTUwNzsAAAAAZm1hLnJuLmYzMiAJJWYxNTA5LCAlZjE1ODcsICVmMSwgJWYxNjg0OwBmbWEucm4uZjMy"
        "IAklZjE1MTEsICVmMTU4OCwgJWYxLCAlZjE2ODQ7AAAAZXgyLmFwcHJveC5mdHouZjMyICVmMjU3NCwgJWYxNTA5OwAAAAAA"
        "ZXgyLmFwcHJveC5mdHouZjMyICVmMjU3MywgJWYxNTExOwAAAABmbWEucm4uZjMyIAklZjE1MTMsICVmMTU4OSwgJWYxLCAl"
        "ZjE2ODI7AGZtYS5ybi5mMzIgCSVmMTUxNSwgJWYxNTkwLCAlZjEsICVmMTY4MjsAAABleDIuYXBwcm94LmZ0ei5mMzIgJWYy"
        "NTcyLCAlZjE1MTM7AAAAAABleDIuYXBwcm94LmZ0ei5mMzIgJWYyNTcxLCAlZjE1MTU7AAAAAGZtYS5ybi5mMzIgCSVmMTUx"
        "NywgJWYxNTkxLCAlZjEsICVmMTY4NDsAZm1hLnJuLmYzMiAJJWYxNTE5LCAlZjE1OTIsICVmMSwgJWYxNjg0OwAAAGV4Mi5h"
        "cHByb3guZnR6LmYzMiAlZjI1NzAsICVmMTUxNzsAAAAAAGV4Mi5hcHByb3guZnR6LmYzMiAlZjI1NjksICVmMTUxOTsAAAAA"
        "Zm1hLnJuLmYzMiAJJWYxNTIxLCAlZjE1OTMsICVmMSwgJWYxNjgyOwBmbWEucm4uZjMyIAklZjE1MjMsICVmMTU5NCwgJWYx"
        "LCAlZjE2ODI7AAAAZXgyLmFwcHJveC5mdHouZjMyICVmMjU2OCwgJWYxNTIxOwAAAAAAZXgyLmFwcHJveC5mdHouZjMyICVm"
        "MjU2NywgJWYxNTIzOwAAAABmbWEucm4uZjMyIAklZjE1MjUsICVmMTU5NSwgJWYxLCAlZjE2ODQ7AGZtYS5ybi5mMzIgCSVm"
        "MTUyNywgJWYxNTk2LCAlZjEsICVmMTY4NDsAAABleDIuYXBwcm94LmZ0ei5mMzIgJWYyNTY2LCAlZjE1MjU7AAAAAABleDIu"
        "YXBwcm94LmZ0ei5mMzIgJWYyNTY1LCAlZjE1Mjc7AAAAAGZtYS5ybi5mMzIgCSVmMTUyOSwgJWYxNTk3LCAlZjEsICVmMTY4"
        "MjsAZm1hLnJuLmYzMiAJJWYxNTMxLCAlZjE1OTgsICVmMSwgJWYxNjgyOwAAAGV4Mi5hcHByb3guZnR6LmYzMiAlZjI1NjQs"
        "ICVmMTUyOTsAAAAAAGV4Mi5hcHByb3guZnR6LmYzMiAlZjI1NjMsICVmMTUzMTsAAAAAZm1hLnJuLmYzMiAJJWYxNTMzLCAl"
        "ZjE1OTksICVmMSwgJWYxNjg0OwBmbWEucm4uZjMyIAklZjE1MzUsICVmMTYwMCwgJWYxLCAlZjE2ODQ7AAAAZXgyLmFwcHJv"
        "eC5mdHouZjMyICVmMjU2MiwgJWYxNTMzOwAAAAAAZXgyLmFwcHJveC5mdHouZjMyICVmMjU2MSwgJWYxNTM1OwAAAG1vdi5m"
        "MzIgCSVmMjU1MywgJWYyMDM7AG1vdi5mMzIgCSVmMjU1NCwgJWYyMDI7AGJyYS51bmkgCSRMX19CQjBfMTk7AAAkTF9fQkIw"
        "XzE3OgAAAG1vdi5mMzIgCSVmMTMxOSwgMGZGRjgwMDAwMDsAbWF4LmYzMiAJJWYxMzIwLCAlZjEzMTksICVmNzM5OwBtYXgu"
        "ZjMyIAklZjEzMjEsICVmMTMyMCwgJWY3NDM7AG1heC5mMzIgCSVmMTMyMiwgJWYxMzE5LCAlZjc0MDsAbWF4LmYzMiAJJWYx"
        "MzIzLCAlZjEzMjIsICVmNzQ0OwBtYXguZjMyIAklZjEzMjQsICVmMTMxOSwgJWY3NDE7AG1heC5mMzIgCSVmMTMyNSwgJWYx"
        "MzI0LCAlZjc0NTsAbWF4LmYzMiAJJWYxMzI2LCAlZjEzMTksICVmNzQyOwBtYXguZjMyIAklZjEzMjcsICVmMTMyNiwgJWY3"
        "NDY7AG1heC5mMzIgCSVmMTMyOCwgJWYxMzE5LCAlZjc0NzsAbWF4LmYzMiAJJWYxMzI5LCAlZjEzMjgsICVmNzUxOwBtYXgu"
        "ZjMyIAklZjEzMzAsICVmMTMxOSwgJWY3NDg7AG1heC5mMzIgCSVmMTMzMSwgJWYxMzMwLCAlZjc1MjsAbWF4LmYzMiAJJWYx"
        "MzMyLCAlZjEzMTksICVmNzQ5OwBtYXguZjMyIAklZjEzMzMsICVmMTMzMiwgJWY3NTM7AG1heC5mMzIgCSVmMTMzNCwgJWYx"
        "MzE5LCAlZjc1MDsAbWF4LmYzMiAJJWYxMzM1LCAlZjEzMzQsICVmNzU0OwBtYXguZjMyIAklZjEzMzYsICVmMTMyMSwgJWY3"
        "NTU7AG1heC5mMzIgCSVmMTMzNywgJWYxMzIzLCAlZjc1NjsAbWF4LmYzMiAJJWYxMzM4LCAlZjEzMjUsICVmNzU3OwBtYXgu"
        "ZjMyIAklZjEzMzksICVmMTMyNywgJWY3NTg7AG1heC5mMzIgCSVmMTM0MCwgJWYxMzM2LCAlZjc1OTsAbWF4LmYzMiAJJWYx"
        "MzQxLCAlZjEzMzcsICVmNzYwOwBtYXguZjMyIAklZjEzNDIsICVmMTMzOCwgJWY3NjE7AG1heC5mMzIgCSVmMTM0MywgJWYx"
        "MzM5LCAlZjc2MjsAbWF4LmYzMiAJJWYxMzQ0LCAlZjEzMjksICVmNzYzOwBtYXguZjMyIAklZjEzNDUsICVmMTMzMSwgJWY3"
        "NjQ7AG1heC5mMzIgCSVmMTM0NiwgJWYxMzMzLCAlZjc2NTsAbWF4LmYzMiAJJWYxMzQ3LCAlZjEzMzUsICVmNzY2OwBtYXgu"
        "ZjMyIAklZjEzNDgsICVmMTM0NCwgJWY3Njc7AG1heC5mMzIgCSVmMTM0OSwgJWYxMzQ1LCAlZjc2ODsAbWF4LmYzMiAJJWYx"
        "MzUwLCAlZjEzNDYsICVmNzY5OwBtYXguZjMyIAklZjEzNTEsICVmMTM0NywgJWY3NzA7AG1heC5mMzIgCSVmMTM1MiwgJWYx"
        "MzQwLCAlZjc3MTsAbWF4LmYzMiAJJWYxMzUzLCAlZjEzNDEsICVmNzcyOwBtYXguZjMyIAklZjEzNTQsICVmMTM0MiwgJWY3"
        "NzM7AG1heC5mMzIgCSVmMTM1NSwgJWYxMzQzLCAlZjc3NDsAbWF4LmYzMiAJJWYxMzU2LCAlZjEzNTIsICVmNzc1OwBtYXgu"
        "ZjMyIAklZjEzNTcsICVmMTM1MywgJWY3NzY7AG1heC5mMzIgCSVmMTM1OCwgJWYxMzU0LCAlZjc3NzsAbWF4LmYzMiAJJWYx"
        "MzU5LCAlZjEzNTUsICVmNzc4OwBtYXguZjMyIAklZjEzNjAsICVmMTM0OCwgJWY3Nzk7AG1heC5mMzIgCSVmMTM2MSwgJWYx"
        "MzQ5LCAlZjc4MDsAbWF4LmYzMiAJJWYxMzYyLCAlZjEzNTAsICVmNzgxOwBtYXguZjMyIAklZjEzNjMsICVmMTM1MSwgJWY3"
        "ODI7AG1heC5mMzIgCSVmMTM2NCwgJWYxMzYwLCAlZjc4MzsAbWF4LmYzMiAJJWYxMzY1LCAlZjEzNjEsICVmNzg0OwBtYXgu"
        "ZjMyIAklZjEzNjYsICVmMTM2MiwgJWY3ODU7AG1heC5mMzIgCSVmMTM2NywgJWYxMzYzLCAlZjc4NjsAbWF4LmYzMiAJJWYx"
        "MzY4LCAlZjEzNTYsICVmNzg3OwBtYXguZjMyIAklZjEzNjksICVmMTM1NywgJWY3ODg7AG1heC5mMzIgCSVmMTM3MCwgJWYx"
        "MzU4LCAlZjc4OTsAbWF4LmYzMiAJJWYxMzcxLCAlZjEzNTksICVmNzkwOwBtYXguZjMyIAklZjEzNzIsICVmMTM2OCwgJWY3"
        "OTE7AG1heC5mMzIgCSVmMTM3MywgJWYxMzY5LCAlZjc5MjsAbWF4LmYzMiAJJWYxMzc0LCAlZjEzNzAsICVmNzkzOwBtYXgu"
        "ZjMyIAklZjEzNzUsICVmMTM3MSwgJWY3OTQ7AG1heC5mMzIgCSVmMTM3NiwgJWYxMzY0LCAlZjc5NTsAbWF4LmYzMiAJJWYx"
        "Mzc3LCAlZjEzNjUsICVmNzk2OwBtYXguZjMyIAklZjEzNzgsICVmMTM2NiwgJWY3OTc7AG1heC5mMzIgCSVmMTM3OSwgJWYx"
        "MzY3LCAlZjc5ODsAbWF4LmYzMiAJJWYxMzgwLCAlZjEzNzYsICVmNzk5OwBtYXguZjMyIAklZjEzODEsICVmMTM3NywgJWY4"
        "MDA7AG1heC5mMzIgCSVmMTM4MiwgJWYxMzc4LCAlZjgwMTsAbWF4LmYzMiAJJWYxMzgzLCAlZjEzNzksICVmODAyOwAAbWF4"
        "LmYzMiAJJWYxMzg0LCAlZjEzNzIsICVmMTM3MzsAbWF4LmYzMiAJJWYxMzg1LCAlZjEzODAsICVmMTM4MTsAbWF4LmYzMiAJ"
        "JWYxMzg2LCAlZjEzODQsICVmMTM4NTsAAABtb3YuYjMyIAklcjM0MCwgJWYxMzg2OwBtb3YudTMyIAklcjM0MSwgMzE7AG1v"
        "di51MzIgCSVyMzQyLCAxOwBtb3YudTMyIAklcjM0MywgLTE7AHNoZmwuc3luYy5iZmx5LmIzMiAJJXIzNDR8JXAxMiwgJXIz"
        "NDAsICVyMzQyLCAlcjM0MSwgJXIzNDM7AG1vdi5iMzIgCSVmMTM4NywgJXIzNDQ7AG1heC5mMzIgCSVmMTM4OCwgJWYxMzg2"
        "LCAlZjEzODc7AABtb3YuYjMyIAklcjM0NSwgJWYxMzg4OwBtb3YudTMyIAklcjM0NiwgMjsAc2hmbC5zeW5jLmJmbHkuYjMy"
        "IAklcjM0N3wlcDEzLCAlcjM0NSwgJXIzNDYsICVyMzQxLCAlcjM0MzsAbW92LmIzMiAJJWYxMzg5LCAlcjM0NzsAbWF4LmYz"
        "MiAJJWYxMzkwLCAlZjEzODgsICVmMTM4OTsAAG11bC5mMzIgCSVmMTM5MSwgJWYxLCAlZjEzOTA7AG1heC5mMzIgCSVmMTM0"
        "LCAlZjI1NTQsICVmMTM5MTsAAG1heC5mMzIgCSVmMTM5MiwgJWYxMzc0LCAlZjEzNzU7AG1heC5mMzIgCSVmMTM5MywgJWYx"
        "MzgyLCAlZjEzODM7AG1heC5mMzIgCSVmMTM5NCwgJWYxMzkyLCAlZjEzOTM7AABtb3YuYjMyIAklcjM0OCwgJWYxMzk0OwBz"
        "aGZsLnN5bmMuYmZseS5iMzIgCSVyMzQ5fCVwMTQsICVyMzQ4LCAlcjM0MiwgJXIzNDEsICVyMzQzOwBtb3YuYjMyIAklZjEz"
        "OTUsICVyMzQ5OwBtYXguZjMyIAklZjEzOTYsICVmMTM5NCwgJWYxMzk1OwAAbW92LmIzMiAJJXIzNTAsICVmMTM5NjsAc2hm"
        "bC5zeW5jLmJmbHkuYjMyIAklcjM1MXwlcDE1LCAlcjM1MCwgJXIzNDYsICVyMzQxLCAlcjM0MzsAbW92LmIzMiAJJWYxMzk3"
        "LCAlcjM1MTsAbWF4LmYzMiAJJWYxMzk4LCAlZjEzOTYsICVmMTM5NzsAAG11bC5mMzIgCSVmMTM5OSwgJWYxLCAlZjEzOTg7"
        "AG1heC5mMzIgCSVmMTM1LCAlZjI1NTMsICVmMTM5OTsAAHNldHAuZXEuZjMyIAklcDE2LCAlZjEzNCwgMGZGRjgwMDAwMDsA"
        "c2VscC5mMzIgCSVmMTQwMCwgMGYwMDAwMDAwMCwgJWYxMzQsICVwMTY7AABzdWIuZjMyIAklZjExODgsICVmMjU1NCwgJWYx"
        "NDAwOwAAAABleDIuYXBwcm94LmZ0ei5mMzIgJWYyNTYwLCAlZjExODg7AAAAAG5lZy5mMzIgCSVmMTQwMSwgJWYxNDAwOwAA"
        "c2V0cC5lcS5mMzIgCSVwMTcsICVmMTM1LCAwZkZGODAwMDAwOwBzZWxwLmYzMiAJJWYxNDAyLCAwZjAwMDAwMDAwLCAlZjEz"
        "NSwgJXAxNzsAAHN1Yi5mMzIgCSVmMTE5MCwgJWYyNTUzLCAlZjE0MDI7AAAAZXgyLmFwcHJveC5mdHouZjMyICVmMjU1OSwg"
        "JWYxMTkwOwAAAABuZWcuZjMyIAklZjE0MDMsICVmMTQwMjsAAGZtYS5ybi5mMzIgCSVmMTE5MiwgJWY3MzksICVmMSwgJWYx"
        "NDAxOwBmbWEucm4uZjMyIAklZjExOTQsICVmNzQwLCAlZjEsICVmMTQwMTsAAAAAZXgyLmFwcHJveC5mdHouZjMyICVmMjYy"
        "NCwgJWYxMTkyOwAAAAAAAGV4Mi5hcHByb3guZnR6LmYzMiAlZjI2MjMsICVmMTE5NDsAAAAAZm1hLnJuLmYzMiAJJWYxMTk2"
        "LCAlZjc0MSwgJWYxLCAlZjE0MDM7AGZtYS5ybi5mMzIgCSVmMTE5OCwgJWY3NDIsICVmMSwgJWYxNDAzOwAAAGV4Mi5hcHBy"
        "b3guZnR6LmYzMiAlZjI2MjIsICVmMTE5NjsAAAAAAGV4Mi5hcHByb3guZnR6LmYzMiAlZjI2MjEsICVmMTE5ODsAAAAAZm1h"
        "LnJuLmYzMiAJJWYxMjAwLCAlZjc0MywgJWYxLCAlZjE0MDE7AGZtYS5ybi5mMzIgCSVmMTIwMiwgJWY3NDQsICVmMSwgJWYx"
        "NDAxOwAAAGV4Mi5hcHByb3guZnR6LmYzMiAlZjI2MjAsICVmMTIwMDsAAAAAAGV4Mi5hcHByb3guZnR6LmYzMiAlZjI2MTks"
        "ICVmMTIwMjsAAAAAZm1hLnJuLmYzMiAJJWYxMjA0LCAlZjc0NSwgJWYxLCAlZjE0MDM7AGZtYS5ybi5mMzIgCSVmMTIwNiwg"
        "JWY3NDYsICVmMSwgJWYxNDAzOwAAAGV4Mi5hcHByb3guZnR6LmYzMiAlZjI2MTgsICVmMTIwNDsAAAAAAGV4Mi5hcHByb3gu"
        "ZnR6LmYzMiAlZjI2MTcsICVmMTIwNjsAAAAAZm1hLnJuLmYzMiAJJWYxMjA4LCAlZjc0NywgJWYxLCAlZjE0MDE7AGZtYS5y"
        "bi5mMzIgCSVmMTIxMCwgJWY3NDgsICVmMSwgJWYxNDAxOwAAAGV4Mi5hcHByb3guZnR6LmYzMiAlZjI2MTYsICVmMTIwODsA"
        "AAAAAGV4Mi5hcHByb3guZnR6LmYzMiAlZjI2MTUsICVmMTIxMDsAAAAAZm1hLnJuLmYzMiAJJWYxMjEyLCAlZjc0OSwgJWYx"
        "LCAlZjE0MDM7AGZtYS5ybi5mMzIgCSVmMTIxNCwgJWY3NTAsICVmMSwgJWYxNDAzOwAAAGV4Mi5hcHByb3guZnR6LmYzMiAl"
        "ZjI2MTQsICVmMTIxMjsAAAAAAGV4Mi5hcHByb3guZnR6LmYzMiAlZjI2MTMsICVmMTIxNDsAAAAAZm1hLnJuLmYzMiAJJWYx"
        "MjE2LCAlZjc1MSwgJWYxLCAlZjE0MDE7AGZtYS5ybi5mMzIgCSVmMTIxOCwgJWY3NTIsICVmMSwgJWYxNDAxOwAAAGV4Mi5h"
        "cHByb3guZnR6LmYzMiAlZjI2MTIsICVmMTIxNjsAAAAAAGV4Mi5hcHByb3guZnR6LmYzMiAlZjI2MTEsICVmMTIxODsAAAAA"
        "Zm1hLnJuLmYzMiAJJWYxMjIwLCAlZjc1MywgJWYxLCAlZjE0MDM7AGZtYS5ybi5mMzIgCSVmMTIyMiwgJWY3NTQsICVmMSwg"
        "JWYxNDAzOwAAAGV4Mi5hcHByb3guZnR6LmYzMiAlZjI2MTAsICVmMTIyMDsAAAAAAGV4Mi5hcHByb3guZnR6LmYzMiAlZjI2"
        "MDksICVmMTIyMjsAAAAAZm1hLnJuLmYzMiAJJWYxMjI0LCAlZjc1NSwgJWYxLCAlZjE0MDE7AGZtYS5ybi5mMzIgCSVmMTIy"
        "NiwgJWY3NTYsICVmMSwgJWYxNDAxOwAAAGV4Mi5hcHByb3guZnR6LmYzMiAlZjI2MDgsICVmMTIyNDsAAAAAAGV4Mi5hcHBy"
        "b3guZnR6LmYzMiAlZjI2MDcsICVmMTIyNjsAAAAAZm1hLnJuLmYzMiAJJWYxMjI4LCAlZjc1NywgJWYxLCAlZjE0MDM7AGZt"
        "YS5ybi5mMzIgCSVmMTIzMCwgJWY3NTgsICVmMSwgJWYxNDAzOwAAAGV4Mi5hcHByb3guZnR6LmYzMiAlZjI2MDYsICVmMTIy"
        "ODsAAAAAAGV4Mi5hcHByb3guZnR6LmYzMiAlZjI2MDUsICVmMTIzMDsAAAAAZm1hLnJuLmYzMiAJJWYxMjMyLCAlZjc1OSwg"
        "JWYxLCAlZjE0MDE7AGZtYS5ybi5mMzIgCSVmMTIzNCwgJWY3NjAsICVmMSwgJWYxNDAxOwAAAGV4Mi5hcHByb3guZnR6LmYz"
        "MiAlZjI2MDQsICVmMTIzMjsAAAAAAGV4Mi5hcHByb3guZnR6LmYzMiAlZjI2MDMsICVmMTIzNDsAAAAAZm1hLnJuLmYzMiAJ"
        "JWYxMjM2LCAlZjc2MSwgJWYxLCAlZjE0MDM7AGZtYS5ybi5mMzIgCSVmMTIzOCwgJWY3NjIsICVmMSwgJWYxNDAzOwAAAGV4"
        "Mi5hcHByb3guZnR6LmYzMiAlZjI2MDIsICVmMTIzNjsAAAAAAGV4Mi5hcHByb3guZnR6LmYzMiAlZjI2MDEsICVmMTIzODsA"
        "AAAAZm1hLnJuLmYzMiAJJWYxMjQwLCAlZjc2MywgJWYxLCAlZjE0MDE7AGZtYS5ybi5mMzIgCSVmMTI0MiwgJWY3NjQsICVm"
        "MSwgJWYxNDAxOwAAAGV4Mi5hcHByb3guZnR6LmYzMiAlZjI2MDAsICVmMTI0MDsAAAAAAGV4Mi5hcHByb3guZnR6LmYzMiAl"
        "ZjI1OTksICVmMTI0MjsAAAAAZm1hLnJuLmYzMiAJJWYxMjQ0LCAlZjc2NSwgJWYxLCAlZjE0MDM7AGZtYS5ybi5mMzIgCSVm"
        "MTI0NiwgJWY3NjYsICVmMSwgJWYxNDAzOwAAAGV4Mi5hcHByb3guZnR6LmYzMiAlZjI1OTgsICVmMTI0NDsAAAAAAGV4Mi5h"
        "cHByb3guZnR6LmYzMiAlZjI1OTcsICVmMTI0NjsAAAAAZm1hLnJuLmYzMiAJJWYxMjQ4LCAlZjc2NywgJWYxLCAlZjE0MDE7"
        "AGZtYS5ybi5mMzIgCSVmMTI1MCwgJWY3NjgsICVmMSwgJWYxNDAxOwAAAGV4Mi5hcHByb3guZnR6LmYzMiAlZjI1OTYsICVm"
        "MTI0ODsAAAAAAGV4Mi5hcHByb3guZnR6LmYzMiAlZjI1OTUsICVmMTI1MDsAAAAAZm1hLnJuLmYzMiAJJWYxMjUyLCAlZjc2"
        "OSwgJWYxLCAlZjE0MDM7AGZtYS5ybi5mMzIgCSVmMTI1NCwgJWY3NzAsICVmMSwgJWYxNDAzOwAAAGV4Mi5hcHByb3guZnR6"
        "LmYzMiAlZjI1OTQsICVmMTI1MjsAAAAAAGV4Mi5hcHByb3guZnR6LmYzMiAlZjI1OTMsICVmMTI1NDsAAAAAZm1hLnJuLmYz"
        "MiAJJWYxMjU2LCAlZjc3MSwgJWYxLCAlZjE0MDE7AGZtYS5ybi5mMzIgCSVmMTI1OCwgJWY3NzIsICVmMSwgJWYxNDAxOwAA"
        "AGV4Mi5hcHByb3guZnR6LmYzMiAlZjI1OTIsICVmMTI1NjsAAAAAAGV4Mi5hcHByb3guZnR6LmYzMiAlZjI1OTEsICVmMTI1"
        "ODsAAAAAZm1hLnJuLmYzMiAJJWYxMjYwLCAlZjc3MywgJWYxLCAlZjE0MDM7AGZtYS5ybi5mMzIgCSVmMTI2MiwgJWY3NzQs"
        "ICVmMSwgJWYxNDAzOwAAAGV4Mi5hcHByb3guZnR6LmYzMiAlZjI1OTAsICVmMTI2MDsAAAAAAGV4Mi5hcHByb3guZnR6LmYz"
        "MiAlZjI1ODksICVmMTI2MjsAAAAAZm1hLnJuLmYzMiAJJWYxMjY0LCAlZjc3NSwgJWYxLCAlZjE0MDE7AGZtYS5ybi5mMzIg"
        "CSVmMTI2NiwgJWY3NzYsICVmMSwgJWYxNDAxOwAAAGV4Mi5hcHByb3guZnR6LmYzMiAlZjI1ODgsICVmMTI2NDsAAAAAAGV4"
        "Mi5hcHByb3guZnR6LmYzMiAlZjI1ODcsICVmMTI2NjsAAAAAZm1hLnJuLmYzMiAJJWYxMjY4LCAlZjc3NywgJWYxLCAlZjE0"
        "MDM7AGZtYS5ybi5mMzIgCSVmMTI3MCwgJWY3NzgsICVmMSwgJWYxNDAzOwAAAGV4Mi5hcHByb3guZnR6LmYzMiAlZjI1ODYs"
        "ICVmMTI2ODsAAAAAAGV4Mi5hcHByb3guZnR6LmYzMiAlZjI1ODUsICVmMTI3MDsAAAAAZm1hLnJuLmYzMiAJJWYxMjcyLCAl"
        "Zjc3OSwgJWYxLCAlZjE0MDE7AGZtYS5ybi5mMzIgCSVmMTI3NCwgJWY3ODAsICVmMSwgJWYxNDAxOwAAAGV4Mi5hcHByb3gu"
        "ZnR6LmYzMiAlZjI1ODQsICVmMTI3MjsAAAAAAGV4Mi5hcHByb3guZnR6LmYzMiAlZjI1ODMsICVmMTI3NDsAAAAAZm1hLnJu"
        "LmYzMiAJJWYxMjc2LCAlZjc4MSwgJWYxLCAlZjE0MDM7AGZtYS5ybi5mMzIgCSVmMTI3OCwgJWY3ODIsICVmMSwgJWYxNDAz"
        "OwAAAGV4Mi5hcHByb3guZnR6LmYzMiAlZjI1ODIsICVmMTI3NjsAAAAAAGV4Mi5hcHByb3guZnR6LmYzMiAlZjI1ODEsICVm"
        "MTI3ODsAAAAAZm1hLnJuLmYzMiAJJWYxMjgwLCAlZjc4MywgJWYxLCAlZjE0MDE7AGZtYS5ybi5mMzIgCSVmMTI4MiwgJWY3"
        "ODQsICVmMSwgJWYxNDAxOwAAAGV4Mi5hcHByb3guZnR6LmYzMiAlZjI1ODAsICVmMTI4MDsAAAAAAGV4Mi5hcHByb3guZnR6"
        "LmYzMiAlZjI1NzksICVmMTI4MjsAAAAAZm1hLnJuLmYzMiAJJWYxMjg0LCAlZjc4NSwgJWYxLCAlZjE0MDM7AGZtYS5ybi5m"
        "MzIgCSVmMTI4NiwgJWY3ODYsICVmMSwgJWYxNDAzOwAAAGV4Mi5hcHByb3guZnR6LmYzMiAlZjI1NzgsICVmMTI4NDsAAAAA"
        "AGV4Mi5hcHByb3guZnR6LmYzMiAlZjI1NzcsICVmMTI4NjsAAAAAZm1hLnJuLmYzMiAJJWYxMjg4LCAlZjc4NywgJWYxLCAl"
        "ZjE0MDE7AGZtYS5ybi5mMzIgCSVmMTI5MCwgJWY3ODgsICVmMSwgJWYxNDAxOwAAAGV4Mi5hcHByb3guZnR6LmYzMiAlZjI1"
        "NzYsICVmMTI4ODsAAAAAAGV4Mi5hcHByb3guZnR6LmYzMiAlZjI1NzUsICVmMTI5MDsAAAAAZm1hLnJuLmYzMiAJJWYxMjky"
        "LCAlZjc4OSwgJWYxLCAlZjE0MDM7AGZtYS5ybi5mMzIgCSVmMTI5NCwgJWY3OTAsICVmMSwgJWYxNDAzOwAAAGV4Mi5hcHBy"
        "b3guZnR6LmYzMiAlZjI1NzQsICVmMTI5MjsAAAAAAGV4Mi5hcHByb3guZnR6LmYzMiAlZjI1NzMsICVmMTI5NDsAAAAAZm1h"
        "LnJuLmYzMiAJJWYxMjk2LCAlZjc5MSwgJWYxLCAlZjE0MDE7AGZtYS5ybi5mMzIgCSVmMTI5OCwgJWY3OTIsICVmMSwgJWYx"
        "NDAxOwAAAGV4Mi5hcHByb3guZnR6LmYzMiAlZjI1NzIsICVmMTI5NjsAAAAAAGV4Mi5hcHByb3guZnR6LmYzMiAlZjI1NzEs"
        "ICVmMTI5ODsAAAAAZm1hLnJuLmYzMiAJJWYxMzAwLCAlZjc5MywgJWYxLCAlZjE0MDM7AGZtYS5ybi5mMzIgCSVmMTMwMiwg"
        "JWY3OTQsICVmMSwgJWYxNDAzOwAAAGV4Mi5hcHByb3guZnR6LmYzMiAlZjI1NzAsICVmMTMwMDsAAAAAAGV4Mi5hcHByb3gu"
        "ZnR6LmYzMiAlZjI1NjksICVmMTMwMjsAAAAAZm1hLnJuLmYzMiAJJWYxMzA0LCAlZjc5NSwgJWYxLCAlZjE0MDE7AGZtYS5y"
        "bi5mMzIgCSVmMTMwNiwgJWY3OTYsICVmMSwgJWYxNDAxOwAAAGV4Mi5hcHByb3guZnR6LmYzMiAlZjI1NjgsICVmMTMwNDsA"
        "AAAAAGV4Mi5hcHByb3guZnR6LmYzMiAlZjI1NjcsICVmMTMwNjsAAAAAZm1hLnJuLmYzMiAJJWYxMzA4LCAlZjc5NywgJWYx"
        "LCAlZjE0MDM7AGZtYS5ybi5mMzIgCSVmMTMxMCwgJWY3OTgsICVmMSwgJWYxNDAzOwAAAGV4Mi5hcHByb3guZnR6LmYzMiAl"
        "ZjI1NjYsICVmMTMwODsAAAAAAGV4Mi5hcHByb3guZnR6LmYzMiAlZjI1NjUsICVmMTMxMDsAAAAAZm1hLnJuLmYzMiAJJWYx"
        "MzEyLCAlZjc5OSwgJWYxLCAlZjE0MDE7AGZtYS5ybi5mMzIgCSVmMTMxNCwgJWY4MDAsICVmMSwgJWYxNDAxOwAAAGV4Mi5h"
        "cHByb3guZnR6LmYzMiAlZjI1NjQsICVmMTMxMjsAAAAAAGV4Mi5hcHByb3guZnR6LmYzMiAlZjI1NjMsICVmMTMxNDsAAAAA"
        "Zm1hLnJuLmYzMiAJJWYxMzE2LCAlZjgwMSwgJWYxLCAlZjE0MDM7AGZtYS5ybi5mMzIgCSVmMTMxOCwgJWY4MDIsICVmMSwg"
        "JWYxNDAzOwAAAGV4Mi5hcHByb3guZnR6LmYzMiAlZjI1NjIsICVmMTMxNjsAAAAAAGV4Mi5hcHByb3guZnR6LmYzMiAlZjI1"
        "NjEsICVmMTMxODsAAAAAbW92LmYzMiAJJWYyNTUzLCAlZjEzNTsAbW92LmYzMiAJJWYyNTU0LCAlZjEzNDsAACRMX19CQjBf"
        "MTk6AAAAAAAAY3Z0LnJuLmYxNngyLmYzMiAlcjk4NCwgJWYyNjIzLCAlZjI2MjQ7AAAAAGN2dC5ybi5mMTZ4Mi5mMzIgJXI5"
        "ODMsICVmMjYyMSwgJWYyNjIyOwAAAABjdnQucm4uZjE2eDIuZjMyICVyOTgyLCAlZjI2MTksICVmMjYyMDsAAAAAY3Z0LnJu"
        "LmYxNngyLmYzMiAlcjk4MSwgJWYyNjE3LCAlZjI2MTg7AAAAAGN2dC5ybi5mMTZ4Mi5mMzIgJXI5ODAsICVmMjYxNSwgJWYy"
        "NjE2OwAAAABjdnQucm4uZjE2eDIuZjMyICVyOTc5LCAlZjI2MTMsICVmMjYxNDsAAAAAY3Z0LnJuLmYxNngyLmYzMiAlcjk3"
        "OCwgJWYyNjExLCAlZjI2MTI7AAAAAGN2dC5ybi5mMTZ4Mi5mMzIgJXI5NzcsICVmMjYwOSwgJWYyNjEwOwAAAABjdnQucm4u"
        "ZjE2eDIuZjMyICVyOTc2LCAlZjI2MDcsICVmMjYwODsAAAAAY3Z0LnJuLmYxNngyLmYzMiAlcjk3NSwgJWYyNjA1LCAlZjI2"
        "MDY7AAAAAGN2dC5ybi5mMTZ4Mi5mMzIgJXI5NzQsICVmMjYwMywgJWYyNjA0OwAAAABjdnQucm4uZjE2eDIuZjMyICVyOTcz"
        "LCAlZjI2MDEsICVmMjYwMjsAAAAAY3Z0LnJuLmYxNngyLmYzMiAlcjk3MiwgJWYyNTk5LCAlZjI2MDA7AAAAAGN2dC5ybi5m"
        "MTZ4Mi5mMzIgJXI5NzEsICVmMjU5NywgJWYyNTk4OwAAAABjdnQucm4uZjE2eDIuZjMyICVyOTcwLCAlZjI1OTUsICVmMjU5"
        "NjsAAAAAY3Z0LnJuLmYxNngyLmYzMiAlcjk2OSwgJWYyNTkzLCAlZjI1OTQ7AAAAAGN2dC5ybi5mMTZ4Mi5mMzIgJXI5Njgs"
        "ICVmMjU5MSwgJWYyNTkyOwAAAABjdnQucm4uZjE2eDIuZjMyICVyOTY3LCAlZjI1ODksICVmMjU5MDsAAAAAY3Z0LnJuLmYx"
        "NngyLmYzMiAlcjk2NiwgJWYyNTg3LCAlZjI1ODg7AAAAAGN2dC5ybi5mMTZ4Mi5mMzIgJXI5NjUsICVmMjU4NSwgJWYyNTg2"
        "OwAAAABjdnQucm4uZjE2eDIuZjMyICVyOTY0LCAlZjI1ODMsICVmMjU4NDsAAAAAY3Z0LnJuLmYxNngyLmYzMiAlcjk2Mywg"
        "JWYyNTgxLCAlZjI1ODI7AAAAAGN2dC5ybi5mMTZ4Mi5mMzIgJXI5NjIsICVmMjU3OSwgJWYyNTgwOwAAAABjdnQucm4uZjE2"
        "eDIuZjMyICVyOTYxLCAlZjI1NzcsICVmMjU3ODsAAAAAY3Z0LnJuLmYxNngyLmYzMiAlcjk2MCwgJWYyNTc1LCAlZjI1NzY7"
        "AAAAAGN2dC5ybi5mMTZ4Mi5mMzIgJXI5NTksICVmMjU3MywgJWYyNTc0OwAAAABjdnQucm4uZjE2eDIuZjMyICVyOTU4LCAl"
        "ZjI1NzEsICVmMjU3MjsAAAAAY3Z0LnJuLmYxNngyLmYzMiAlcjk1NywgJWYyNTY5LCAlZjI1NzA7AAAAAGN2dC5ybi5mMTZ4"
        "Mi5mMzIgJXI5NTYsICVmMjU2NywgJWYyNTY4OwAAAABjdnQucm4uZjE2eDIuZjMyICVyOTU1LCAlZjI1NjUsICVmMjU2NjsA"
        "AAAAY3Z0LnJuLmYxNngyLmYzMiAlcjk1NCwgJWYyNTYzLCAlZjI1NjQ7AAAAAGN2dC5ybi5mMTZ4Mi5mMzIgJXI5NTMsICVm"
        "MjU2MSwgJWYyNTYyOwAAAAAAAABhZGQucm4uZjE2eDIgJXI0MjcsICVyOTg0LCAlcjk2ODsAAAAAYWRkLnJuLmYxNngyICVy"
        "NDMwLCAlcjk4MiwgJXI5NjY7AAAAAGFkZC5ybi5mMTZ4MiAlcjQzMywgJXI5ODAsICVyOTY0OwAAAABhZGQucm4uZjE2eDIg"
        "JXI0MzYsICVyOTc4LCAlcjk2MjsAAAAAYWRkLnJuLmYxNngyICVyNDM5LCAlcjk3NiwgJXI5NjA7AAAAAGFkZC5ybi5mMTZ4"
        "MiAlcjQ0MiwgJXI5NzQsICVyOTU4OwAAAABhZGQucm4uZjE2eDIgJXI0NDUsICVyOTcyLCAlcjk1NjsAAAAAYWRkLnJuLmYx"
        "NngyICVyNDQ4LCAlcjk3MCwgJXI5NTQ7AAAAAAAAYWRkLnJuLmYxNngyICVyNDUxLCAlcjQyNywgJXI0Mzk7AAAAAGFkZC5y"
        "bi5mMTZ4MiAlcjQ1NCwgJXI0MzAsICVyNDQyOwAAAABhZGQucm4uZjE2eDIgJXI0NTcsICVyNDMzLCAlcjQ0NTsAAAAAYWRk"
        "LnJuLmYxNngyICVyNDYwLCAlcjQzNiwgJXI0NDg7AAAAAAAAYWRkLnJuLmYxNngyICVyNDYzLCAlcjQ1MSwgJXI0NTc7AAAA"
        "AGFkZC5ybi5mMTZ4MiAlcjQ2NiwgJXI0NTQsICVyNDYwOwAAAAAAAGFkZC5ybi5mMTZ4MiAlcjQ2OSwgJXI0NjMsICVyNDY2"
        "OwAAAAAAAHsALnJlZyAuYjE2IGxvLCBoaTsAbW92LmIzMiB7bG8sIGhpfSwgJXI0Njk7AGN2dC5mMzIuZjE2ICVmMTc0OSwg"
        "bG87AH0AAAAAAAB7AC5yZWcgLmIxNiBsbywgaGk7AG1vdi5iMzIge2xvLCBoaX0sICVyNDY5OwBjdnQuZjMyLmYxNiAlZjE3"
        "NTAsIGhpOwB9AAAAAGFkZC5mMzIgCSVmMTc1MywgJWYxNzQ5LCAlZjE3NTA7AGZtYS5ybi5mMzIgCSVmMjY2MCwgJWYyNTYw"
        "LCAlZjI2NjAsICVmMTc1MzsAAABhZGQucm4uZjE2eDIgJXI0NzQsICVyOTgzLCAlcjk2NzsAAAAAYWRkLnJuLmYxNngyICVy"
        "NDc3LCAlcjk4MSwgJXI5NjU7AAAAAGFkZC5ybi5mMTZ4MiAlcjQ4MCwgJXI5NzksICVyOTYzOwAAAABhZGQucm4uZjE2eDIg"
        "JXI0ODMsICVyOTc3LCAlcjk2MTsAAAAAYWRkLnJuLmYxNngyICVyNDg2LCAlcjk3NSwgJXI5NTk7AAAAAGFkZC5ybi5mMTZ4"
        "MiAlcjQ4OSwgJXI5NzMsICVyOTU3OwAAAABhZGQucm4uZjE2eDIgJXI0OTIsICVyOTcxLCAlcjk1NTsAAAAAYWRkLnJuLmYx"
        "NngyICVyNDk1LCAlcjk2OSwgJXI5NTM7AAAAAABhZGQucm4uZjE2eDIgJXI0OTgsICVyNDc0LCAlcjQ4NjsAAAAAYWRkLnJu"
        "LmYxNngyICVyNTAxLCAlcjQ3NywgJXI0ODk7AAAAAGFkZC5ybi5mMTZ4MiAlcjUwNCwgJXI0ODAsICVyNDkyOwAAAABhZGQu"
        "cm4uZjE2eDIgJXI1MDcsICVyNDgzLCAlcjQ5NTsAAAAAAGFkZC5ybi5mMTZ4MiAlcjUxMCwgJXI0OTgsICVyNTA0OwAAAABh"
        "ZGQucm4uZjE2eDIgJXI1MTMsICVyNTAxLCAlcjUwNzsAAAAAAGFkZC5ybi5mMTZ4MiAlcjUxNiwgJXI1MTAsICVyNTEzOwAA"
        "AAAAewAucmVnIC5iMTYgbG8sIGhpOwBtb3YuYjMyIHtsbywgaGl9LCAlcjUxNjsAY3Z0LmYzMi5mMTYgJWYxNzUxLCBsbzsA"
        "fQAAAAAAewAucmVnIC5iMTYgbG8sIGhpOwBtb3YuYjMyIHtsbywgaGl9LCAlcjUxNjsAY3Z0LmYzMi5mMTYgJWYxNzUyLCBo"
        "aTsAfQAAAABhZGQuZjMyIAklZjE3NTQsICVmMTc1MSwgJWYxNzUyOwBmbWEucm4uZjMyIAklZjI2NTksICVmMjU1OSwgJWYy"
        "NjU5LCAlZjE3NTQ7AAAAbXVsLmYzMiAJJWYxODE5LCAlZjI1NjAsICVmMTgxOTsAbXVsLmYzMiAJJWYxODIwLCAlZjI1NjAs"
        "ICVmMTgyMDsAbXVsLmYzMiAJJWYxODIxLCAlZjI1NTksICVmMTgyMTsAbXVsLmYzMiAJJWYxODIyLCAlZjI1NTksICVmMTgy"
        "MjsAbXVsLmYzMiAJJWYxODIzLCAlZjI1NjAsICVmMTgyMzsAbXVsLmYzMiAJJWYxODI0LCAlZjI1NjAsICVmMTgyNDsAbXVs"
        "LmYzMiAJJWYxODI1LCAlZjI1NTksICVmMTgyNTsAbXVsLmYzMiAJJWYxODI2LCAlZjI1NTksICVmMTgyNjsAbXVsLmYzMiAJ"
        "JWYxODI3LCAlZjI1NjAsICVmMTgyNzsAbXVsLmYzMiAJJWYxODI4LCAlZjI1NjAsICVmMTgyODsAbXVsLmYzMiAJJWYxODI5"
        "LCAlZjI1NTksICVmMTgyOTsAbXVsLmYzMiAJJWYxODMwLCAlZjI1NTksICVmMTgzMDsAbXVsLmYzMiAJJWYxODMxLCAlZjI1"
        "NjAsICVmMTgzMTsAbXVsLmYzMiAJJWYxODMyLCAlZjI1NjAsICVmMTgzMjsAbXVsLmYzMiAJJWYxODMzLCAlZjI1NTksICVm"
        "MTgzMzsAbXVsLmYzMiAJJWYxODM0LCAlZjI1NTksICVmMTgzNDsAbXVsLmYzMiAJJWYxODM1LCAlZjI1NjAsICVmMTgzNTsA"
        "bXVsLmYzMiAJJWYxODM2LCAlZjI1NjAsICVmMTgzNjsAbXVsLmYzMiAJJWYxODM3LCAlZjI1NTksICVmMTgzNzsAbXVsLmYz"
        "MiAJJWYxODM4LCAlZjI1NTksICVmMTgzODsAbXVsLmYzMiAJJWYxODM5LCAlZjI1NjAsICVmMTgzOTsAbXVsLmYzMiAJJWYx"
        "ODQwLCAlZjI1NjAsICVmMTg0MDsAbXVsLmYzMiAJJWYxODQxLCAlZjI1NTksICVmMTg0MTsAbXVsLmYzMiAJJWYxODQyLCAl"
        "ZjI1NTksICVmMTg0MjsAbXVsLmYzMiAJJWYxODQzLCAlZjI1NjAsICVmMTg0MzsAbXVsLmYzMiAJJWYxODQ0LCAlZjI1NjAs"
        "ICVmMTg0NDsAbXVsLmYzMiAJJWYxODQ1LCAlZjI1NTksICVmMTg0NTsAbXVsLmYzMiAJJWYxODQ2LCAlZjI1NTksICVmMTg0"
        "NjsAbXVsLmYzMiAJJWYxODQ3LCAlZjI1NjAsICVmMTg0NzsAbXVsLmYzMiAJJWYxODQ4LCAlZjI1NjAsICVmMTg0ODsAbXVs"
        "LmYzMiAJJWYxODQ5LCAlZjI1NTksICVmMTg0OTsAbXVsLmYzMiAJJWYxODUwLCAlZjI1NTksICVmMTg1MDsAAABhZGQuczMy"
        "IAklcjk0LCAlcjI0NiwgMTU3NzM2OwAAJExfX0JCMF8yMDoAAAAAewAucmVnIC5wcmVkIHA7AG1iYXJyaWVyLnRyeV93YWl0"
        "LnBhcml0eS5zaGFyZWQ6OmN0YS5iNjQgcCwgWyVyOTRdLCAlcjU5OwBzZWxwLnUzMiAlcjUyNSwgMSwgMCwgcDsAfQAAAABz"
        "ZXRwLmVxLnMzMiAJJXA4OCwgJXI1MjUsIDA7AEAlcDg4IGJyYSAJJExfX0JCMF8yMDsAAAAAAHdnbW1hLmZlbmNlLnN5bmMu"
        "YWxpZ25lZDsAAAAAAGFkZC5zMzIgCSVyNTY0LCAlcjMxOCwgMjQ1NzY7AAAAYW5kLmIzMiAgCSVyNTY1LCAlcjU2NCwgMjYx"
        "MTIwOwBzaHIudTMyIAklcjU2NiwgJXI1NjUsIDQ7AABjdnQudTY0LnUzMiAJJXJkNDksICVyNTY2OwAAb3IuYjY0ICAJJXJk"
        "NDAsICVyZDQ5LCA0NjExNjg2MjkzMzA1MzYwMzg0OwAAAAB3Z21tYS5tbWFfYXN5bmMuc3luYy5hbGlnbmVkLm02NG42NGsx"
        "Ni5mMzIuZjE2LmYxNiB7JWYxODE5LCAlZjE4MjAsICVmMTgyMSwgJWYxODIyLCAlZjE4MjMsICVmMTgyNCwgJWYxODI1LCAl"
        "ZjE4MjYsICVmMTgyNywgJWYxODI4LCAlZjE4MjksICVmMTgzMCwgJWYxODMxLCAlZjE4MzIsICVmMTgzMywgJWYxODM0LCAl"
        "ZjE4MzUsICVmMTgzNiwgJWYxODM3LCAlZjE4MzgsICVmMTgzOSwgJWYxODQwLCAlZjE4NDEsICVmMTg0MiwgJWYxODQzLCAl"
        "ZjE4NDQsICVmMTg0NSwgJWYxODQ2LCAlZjE4NDcsICVmMTg0OCwgJWYxODQ5LCAlZjE4NTB9LCB7JXI5ODQsICVyOTgzLCAl"
        "cjk4MiwgJXI5ODF9LCAlcmQ0MCwgMSwgMSwgMSwgMTsAAAAAYWRkLnM2NCAJJXJkNDEsICVyZDQwLCAxMjg7AAAAd2dtbWEu"
        "bW1hX2FzeW5jLnN5bmMuYWxpZ25lZC5tNjRuNjRrMTYuZjMyLmYxNi5mMTYgeyVmMTgxOSwgJWYxODIwLCAlZjE4MjEsICVm"
        "MTgyMiwgJWYxODIzLCAlZjE4MjQsICVmMTgyNSwgJWYxODI2LCAlZjE4MjcsICVmMTgyOCwgJWYxODI5LCAlZjE4MzAsICVm"
        "MTgzMSwgJWYxODMyLCAlZjE4MzMsICVmMTgzNCwgJWYxODM1LCAlZjE4MzYsICVmMTgzNywgJWYxODM4LCAlZjE4MzksICVm"
        "MTg0MCwgJWYxODQxLCAlZjE4NDIsICVmMTg0MywgJWYxODQ0LCAlZjE4NDUsICVmMTg0NiwgJWYxODQ3LCAlZjE4NDgsICVm"
        "MTg0OSwgJWYxODUwfSwgeyVyOTgwLCAlcjk3OSwgJXI5NzgsICVyOTc3fSwgJXJkNDEsIDEsIDEsIDEsIDE7AAAAAGFkZC5z"
        "NjQgCSVyZDQyLCAlcmQ0MCwgMjU2OwAAAHdnbW1hLm1tYV9hc3luYy5zeW5jLmFsaWduZWQubTY0bjY0azE2LmYzMi5mMTYu"
        "ZjE2IHslZjE4MTksICVmMTgyMCwgJWYxODIxLCAlZjE4MjIsICVmMTgyMywgJWYxODI0LCAlZjE4MjUsICVmMTgyNiwgJWYx"
        "ODI3LCAlZjE4MjgsICVmMTgyOSwgJWYxODMwLCAlZjE4MzEsICVmMTgzMiwgJWYxODMzLCAlZjE4MzQsICVmMTgzNSwgJWYx"
        "ODM2LCAlZjE4MzcsICVmMTgzOCwgJWYxODM5LCAlZjE4NDAsICVmMTg0MSwgJWYxODQyLCAlZjE4NDMsICVmMTg0NCwgJWYx"
        "ODQ1LCAlZjE4NDYsICVmMTg0NywgJWYxODQ4LCAlZjE4NDksICVmMTg1MH0sIHslcjk3NiwgJXI5NzUsICVyOTc0LCAlcjk3"
        "M30sICVyZDQyLCAxLCAxLCAxLCAxOwAAAABhZGQuczY0IAklcmQ0MywgJXJkNDAsIDM4NDsAAAB3Z21tYS5tbWFfYXN5bmMu"
        "c3luYy5hbGlnbmVkLm02NG42NGsxNi5mMzIuZjE2LmYxNiB7JWYxODE5LCAlZjE4MjAsICVmMTgyMSwgJWYxODIyLCAlZjE4"
        "MjMsICVmMTgyNCwgJWYxODI1LCAlZjE4MjYsICVmMTgyNywgJWYxODI4LCAlZjE4MjksICVmMTgzMCwgJWYxODMxLCAlZjE4"
        "MzIsICVmMTgzMywgJWYxODM0LCAlZjE4MzUsICVmMTgzNiwgJWYxODM3LCAlZjE4MzgsICVmMTgzOSwgJWYxODQwLCAlZjE4"
        "NDEsICVmMTg0MiwgJWYxODQzLCAlZjE4NDQsICVmMTg0NSwgJWYxODQ2LCAlZjE4NDcsICVmMTg0OCwgJWYxODQ5LCAlZjE4"
        "NTB9LCB7JXI5NzIsICVyOTcxLCAlcjk3MCwgJXI5Njl9LCAlcmQ0MywgMSwgMSwgMSwgMTsAAAAAYWRkLnM2NCAJJXJkNDQs"
        "ICVyZDQwLCA1MTI7AAAAd2dtbWEubW1hX2FzeW5jLnN5bmMuYWxpZ25lZC5tNjRuNjRrMTYuZjMyLmYxNi5mMTYgeyVmMTgx"
        "OSwgJWYxODIwLCAlZjE4MjEsICVmMTgyMiwgJWYxODIzLCAlZjE4MjQsICVmMTgyNSwgJWYxODI2LCAlZjE4MjcsICVmMTgy"
        "OCwgJWYxODI5LCAlZjE4MzAsICVmMTgzMSwgJWYxODMyLCAlZjE4MzMsICVmMTgzNCwgJWYxODM1LCAlZjE4MzYsICVmMTgz"
        "NywgJWYxODM4LCAlZjE4MzksICVmMTg0MCwgJWYxODQxLCAlZjE4NDIsICVmMTg0MywgJWYxODQ0LCAlZjE4NDUsICVmMTg0"
        "NiwgJWYxODQ3LCAlZjE4NDgsICVmMTg0OSwgJWYxODUwfSwgeyVyOTY4LCAlcjk2NywgJXI5NjYsICVyOTY1fSwgJXJkNDQs"
        "IDEsIDEsIDEsIDE7AAAAAGFkZC5zNjQgCSVyZDQ1LCAlcmQ0MCwgNjQwOwAAAHdnbW1hLm1tYV9hc3luYy5zeW5jLmFsaWdu"
        "ZWQubTY0bjY0azE2LmYzMi5mMTYuZjE2IHslZjE4MTksICVmMTgyMCwgJWYxODIxLCAlZjE4MjIsICVmMTgyMywgJWYxODI0"
        "LCAlZjE4MjUsICVmMTgyNiwgJWYxODI3LCAlZjE4MjgsICVmMTgyOSwgJWYxODMwLCAlZjE4MzEsICVmMTgzMiwgJWYxODMz"
        "LCAlZjE4MzQsICVmMTgzNSwgJWYxODM2LCAlZjE4MzcsICVmMTgzOCwgJWYxODM5LCAlZjE4NDAsICVmMTg0MSwgJWYxODQy"
        "LCAlZjE4NDMsICVmMTg0NCwgJWYxODQ1LCAlZjE4NDYsICVmMTg0NywgJWYxODQ4LCAlZjE4NDksICVmMTg1MH0sIHslcjk2"
        "NCwgJXI5NjMsICVyOTYyLCAlcjk2MX0sICVyZDQ1LCAxLCAxLCAxLCAxOwAAAABhZGQuczY0IAklcmQ0NiwgJXJkNDAsIDc2"
        "ODsAAAB3Z21tYS5tbWFfYXN5bmMuc3luYy5hbGlnbmVkLm02NG42NGsxNi5mMzIuZjE2LmYxNiB7JWYxODE5LCAlZjE4MjAs"
        "ICVmMTgyMSwgJWYxODIyLCAlZjE4MjMsICVmMTgyNCwgJWYxODI1LCAlZjE4MjYsICVmMTgyNywgJWYxODI4LCAlZjE4Mjks"
        "ICVmMTgzMCwgJWYxODMxLCAlZjE4MzIsICVmMTgzMywgJWYxODM0LCAlZjE4MzUsICVmMTgzNiwgJWYxODM3LCAlZjE4Mzgs"
        "ICVmMTgzOSwgJWYxODQwLCAlZjE4NDEsICVmMTg0MiwgJWYxODQzLCAlZjE4NDQsICVmMTg0NSwgJWYxODQ2LCAlZjE4NDcs"
        "ICVmMTg0OCwgJWYxODQ5LCAlZjE4NTB9LCB7JXI5NjAsICVyOTU5LCAlcjk1OCwgJXI5NTd9LCAlcmQ0NiwgMSwgMSwgMSwg"
        "MTsAAAAAYWRkLnM2NCAJJXJkNDcsICVyZDQwLCA4OTY7AAAAd2dtbWEubW1hX2FzeW5jLnN5bmMuYWxpZ25lZC5tNjRuNjRr"
        "MTYuZjMyLmYxNi5mMTYgeyVmMTgxOSwgJWYxODIwLCAlZjE4MjEsICVmMTgyMiwgJWYxODIzLCAlZjE4MjQsICVmMTgyNSwg"
        "JWYxODI2LCAlZjE4MjcsICVmMTgyOCwgJWYxODI5LCAlZjE4MzAsICVmMTgzMSwgJWYxODMyLCAlZjE4MzMsICVmMTgzNCwg"
        "JWYxODM1LCAlZjE4MzYsICVmMTgzNywgJWYxODM4LCAlZjE4MzksICVmMTg0MCwgJWYxODQxLCAlZjE4NDIsICVmMTg0Mywg"
        "JWYxODQ0LCAlZjE4NDUsICVmMTg0NiwgJWYxODQ3LCAlZjE4NDgsICVmMTg0OSwgJWYxODUwfSwgeyVyOTU2LCAlcjk1NSwg"
        "JXI5NTQsICVyOTUzfSwgJXJkNDcsIDEsIDEsIDEsIDE7AAAAAAAAd2dtbWEuY29tbWl0X2dyb3VwLnN5bmMuYWxpZ25lZDsA"
        "AAAAYWRkLnMzMiAJJXI5ODUsICVyOTg1LCAxOwAAc2V0cC5sdC5zMzIgCSVwODksICVyOTg1LCAlcjk4NjsAQCVwODkgYnJh"
        "IAkkTF9fQkIwXzk7AAAAc2V0cC5uZS5zMzIgCSVwMTA5LCAlcjcsIDA7AAAAAHdnbW1hLndhaXRfZ3JvdXAuc3luYy5hbGln"
        "bmVkIDA7AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"
        "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"
        "AGJhci53YXJwLnN5bmMgCS0xOwAAQCVwMTA5IGJyYSAJJExfX0JCMF8yNDsAAAAAc2hsLmIzMiAJJXI2MzIsICVyOTg2LCAx"
        "OwAAYWRkLnMzMiAJJXI2MzMsICVyMTgsICVyNjMyOwAAAHNoci5zMzIgCSVyNjM0LCAlcjYzMywgMzE7AHNoci51MzIgCSVy"
        "NjM1LCAlcjYzNCwgMzA7AGFkZC5zMzIgCSVyNjM2LCAlcjYzMywgJXI2MzU7AGFuZC5iMzIgIAklcjYzNywgJXI2MzYsIDEz"
        "NDIxNzcyNDsAc3ViLnMzMiAJJXI2MzgsICVyNjMzLCAlcjYzNzsAc2hsLmIzMiAJJXI2MzksICVyNjM4LCA1OwAAYWRkLnMz"
        "MiAJJXI2NDMsICVyNjM5LCAlcjIxNDsAYWRkLnMzMiAJJXI2MzEsICVyNjQzLCAxNTc3NDQ7AAAAAG1iYXJyaWVyLmFycml2"
        "ZS5zaGFyZWQ6OmN0YS5iNjQgXywgWyVyNjMxXTsAAAAAJExfX0JCMF8yNDoAAG1vdi51MzIgCSVyOTUyLCAldGlkLng7AABz"
        "aHIuczMyIAklcjk1MSwgJXI5NTIsIDMxOwBzaHIudTMyIAklcjk1MCwgJXI5NTEsIDI1OwBhZGQuczMyIAklcjk0OSwgJXI5"
        "NTIsICVyOTUwOwAAYW5kLmIzMiAgCSVyOTQ4LCAlcjk0OSwgLTEyODsAc3ViLnMzMiAJJXI5NDcsICVyOTUyLCAlcjk0ODsA"
        "AG1vdi51NjQgCSVyZDE2Mywgc21lbV9yYXc7AG1vdi51NjQgCSVyZDE2Miwgc21lbV9yYXc7AGN2dC51MzIudTY0IAklcjky"
        "OCwgJXJkMTYyOwAAAG1vdi5iMzIgCSVyNjQ0LCAlZjI2NjA7AG1vdi51MzIgCSVyNjQ1LCAzMTsAbW92LnUzMiAJJXI2NDYs"
        "IDE7AG1vdi51MzIgCSVyNjQ3LCAtMTsAc2hmbC5zeW5jLmJmbHkuYjMyIAklcjY0OHwlcDkxLCAlcjY0NCwgJXI2NDYsICVy"
        "NjQ1LCAlcjY0NzsAbW92LmIzMiAJJWYyMzMxLCAlcjY0ODsAYWRkLmYzMiAJJWYyMzMyLCAlZjI2NjAsICVmMjMzMTsAAG1v"
        "di5iMzIgCSVyNjQ5LCAlZjIzMzI7AG1vdi51MzIgCSVyNjUwLCAyOwBzaGZsLnN5bmMuYmZseS5iMzIgCSVyNjUxfCVwOTIs"
        "ICVyNjQ5LCAlcjY1MCwgJXI2NDUsICVyNjQ3OwBtb3YuYjMyIAklZjIzMzMsICVyNjUxOwBhZGQuZjMyIAklZjQ3MiwgJWYy"
        "MzMyLCAlZjIzMzM7AAAAbW92LmIzMiAJJXI2NTIsICVmMjY1OTsAc2hmbC5zeW5jLmJmbHkuYjMyIAklcjY1M3wlcDkzLCAl"
        "cjY1MiwgJXI2NDYsICVyNjQ1LCAlcjY0NzsAbW92LmIzMiAJJWYyMzM0LCAlcjY1MzsAYWRkLmYzMiAJJWYyMzM1LCAlZjI2"
        "NTksICVmMjMzNDsAAG1vdi5iMzIgCSVyNjU0LCAlZjIzMzU7AHNoZmwuc3luYy5iZmx5LmIzMiAJJXI2NTV8JXA5NCwgJXI2"
        "NTQsICVyNjUwLCAlcjY0NSwgJXI2NDc7AG1vdi5iMzIgCSVmMjMzNiwgJXI2NTU7AGFkZC5mMzIgCSVmNDczLCAlZjIzMzUs"
        "ICVmMjMzNjsAAHN1Yi5zMzIgCSVyNjU5LCAlcjIxNCwgJXI5Mjg7AGN2dC51NjQudTMyIAklcmQ1MiwgJXI2NTk7AGFkZC5z"
        "NjQgCSVyZDUzLCAlcmQxNjIsICVyZDUyOwBtdWwud2lkZS5zMzIgCSVyZDU0LCAlcjk0NywgMTY7AGFkZC5zNjQgCSVyZDU1"
        "LCAlcmQ1MywgJXJkNTQ7AGFkZC5zNjQgCSVyZDksICVyZDU1LCAxMzkyNjQ7AABzZXRwLmVxLnMzMiAJJXA5NSwgJXI1LCAx"
        "OwBAJXA5NSBicmEgCSRMX19CQjBfMjY7AGJyYS51bmkgCSRMX19CQjBfMjU7AAAkTF9fQkIwXzI2OgAAc3Quc2hhcmVkLnY0"
        "LmYzMiAJWyVyZDldLCB7JWYxODE5LCAlZjE4MjAsICVmMTgyMSwgJWYxODIyfTsAc3Quc2hhcmVkLnY0LmYzMiAJWyVyZDkr"
        "MjA0OF0sIHslZjE4MjMsICVmMTgyNCwgJWYxODI1LCAlZjE4MjZ9OwBzdC5zaGFyZWQudjQuZjMyIAlbJXJkOSs0MDk2XSwg"
        "eyVmMTgyNywgJWYxODI4LCAlZjE4MjksICVmMTgzMH07AHN0LnNoYXJlZC52NC5mMzIgCVslcmQ5KzYxNDRdLCB7JWYxODMx"
        "LCAlZjE4MzIsICVmMTgzMywgJWYxODM0fTsAc3Quc2hhcmVkLnY0LmYzMiAJWyVyZDkrODE5Ml0sIHslZjE4MzUsICVmMTgz"
        "NiwgJWYxODM3LCAlZjE4Mzh9OwBzdC5zaGFyZWQudjQuZjMyIAlbJXJkOSsxMDI0MF0sIHslZjE4MzksICVmMTg0MCwgJWYx"
        "ODQxLCAlZjE4NDJ9OwBzdC5zaGFyZWQudjQuZjMyIAlbJXJkOSsxMjI4OF0sIHslZjE4NDMsICVmMTg0NCwgJWYxODQ1LCAl"
        "ZjE4NDZ9OwBzdC5zaGFyZWQudjQuZjMyIAlbJXJkOSsxNDMzNl0sIHslZjE4NDcsICVmMTg0OCwgJWYxODQ5LCAlZjE4NTB9"
        "OwAAc3Quc2hhcmVkLnY0LmYzMiAJWyVyZDkrMTYzODRdLCB7JWYyNTU0LCAlZjI1NTMsICVmNDcyLCAlZjQ3M307AAAAbW92"
        "LnUzMiAJJXI4MjcsIDY7AABiYXIuYXJyaXZlICVyODI3LCAyNTY7AAAAYnJhLnVuaSAJJExfX0JCMF8yNzsAACRMX19CQjBf"
        "Mzc6AABAJXAzIGJyYSAJJExfX0JCMF80NzsAAAAAAHNoci5zMzIgCSVyODY4LCAlcjMsIDMxOwBzaHIudTMyIAklcjg2OSwg"
        "JXI4NjgsIDI5OwBhZGQuczMyIAklcjg3MCwgJXIzLCAlcjg2OTsAYW5kLmIzMiAgCSVyODcxLCAlcjg3MCwgNjcxMDg4NTY7"
        "AHN1Yi5zMzIgCSVyODcyLCAlcjMsICVyODcxOwAAc2hsLmIzMiAJJXI4NzMsICVyODcyLCA2OwBtb3YudTMyIAklcjg3NCwg"
        "NDQ4OwBzdWIuczMyIAklcjg3NSwgJXI4NzQsICVyODczOwAAc2hsLmIzMiAJJXI4NzYsICVyODcwLCA2OwBhbmQuYjMyICAJ"
        "JXIxMDIsICVyODc2LCAtNTEyOwAAbW92LnUzMiAJJXI4NzcsIDYzOTsAc3ViLnMzMiAJJXI4NzgsICVyODc3LCAlcjg3MzsA"
        "c2hyLnMzMiAJJXI4NzksICVyODc4LCAzMTsAc2hyLnUzMiAJJXI4ODAsICVyODc5LCAyNTsAYWRkLnMzMiAJJXI4ODEsICVy"
        "ODc4LCAlcjg4MDsAc2hyLnMzMiAJJXI4NjAsICVyODgxLCA3OwAAAG1vdi5iMzIgJXI4NjAsICVyODYwOwAAAAAAAG1vdi51"
        "NjQgCSVyZDE1NSwgc21lbV9yYXc7AGN2dC51MzIudTY0IAklcjg4MiwgJXJkMTU1OwBhZGQuczMyIAklcjg4MywgJXI4ODIs"
        "IDEwMjM7AGFuZC5iMzIgIAklcjg2NCwgJXI4ODMsIC0xMDI0OwBhZGQuczMyIAklcjg2NywgJXI4NjQsIDE1NzY5NjsAbW92"
        "LnUzMiAJJXI4NjMsIDgxOTI7AABtYmFycmllci5hcnJpdmUuZXhwZWN0X3R4LnNoYXJlZDo6Y3RhLmI2NCBfLCBbJXI4Njdd"
        "LCAlcjg2MzsAAAAAYWRkLnMzMiAJJXI4NjYsICVyODc1LCAlcjEwMjsAAAAAY3Z0YS5wYXJhbS51NjQgCSVyZDE1NCwgJXJk"
        "MTM7AG1vdi51MzIgCSVyOTg3LCAwOwAAY3AuYXN5bmMuYnVsay50ZW5zb3IuMmQuc2hhcmVkOjpjbHVzdGVyLmdsb2JhbC5t"
        "YmFycmllcjo6Y29tcGxldGVfdHg6OmJ5dGVzIFslcjg2NF0sIFslcmQxNTQsIHslcjk4NywgJXI4NjZ9XSwgWyVyODY3XTsA"
        "AAAAc2V0cC5sdC5zMzIgCSVwMTAzLCAlcjg2MCwgMTsAQCVwMTAzIGJyYSAJJExfX0JCMF80NzsAAABjdnRhLnBhcmFtLnU2"
        "NCAJJXJkMTAsICVyZDE0OwBjdnRhLnBhcmFtLnU2NCAJJXJkMTEsICVyZDE1OwBtb3YudTMyIAklcjk4OCwgJXI5ODc7AAAk"
        "TF9fQkIwXzQwOgAucHJhZ21hICJub3Vucm9sbCI7AAAAYW5kLmIzMiAgCSVyMTA2LCAlcjk4OCwgMzsAc2hsLmIzMiAJJXI4"
        "ODYsICVyOTg4LCA1OwBhbmQuYjMyICAJJXIxMDcsICVyODg2LCA5NjsAAHNldHAubHQudTMyIAklcDEwNCwgJXI5ODgsIDQ7"
        "AEAlcDEwNCBicmEgCSRMX19CQjBfNDM7AAAAAG9yLmIzMiAgCSVyODkwLCAlcjEwNywgJXI4NjQ7AGFkZC5zMzIgCSVyMTA4"
        "LCAlcjg5MCwgMTU3NzUyOwBzaHIudTMyIAklcjg5MSwgJXI5ODgsIDI7AG5vdC5iMzIgCSVyODkyLCAlcjg5MTsAAGFuZC5i"
        "MzIgIAklcjEwOSwgJXI4OTIsIDE7AAAkTF9fQkIwXzQyOgAAAAB7AC5yZWcgLnByZWQgcDsAbWJhcnJpZXIudHJ5X3dhaXQu"
        "cGFyaXR5LnNoYXJlZDo6Y3RhLmI2NCBwLCBbJXIxMDhdLCAlcjEwOTsAc2VscC51MzIgJXI4OTMsIDEsIDAsIHA7AH0AAAAA"
        "c2V0cC5lcS5zMzIgCSVwMTA1LCAlcjg5MywgMDsAQCVwMTA1IGJyYSAJJExfX0JCMF80MjsAACRMX19CQjBfNDM6AABvci5i"
        "MzIgIAklcjkwNSwgJXIxMDcsICVyODY0OwBhZGQuczMyIAklcjg5NiwgJXI5MDUsIDE1NzcyODsAAHNobC5iMzIgCSVyOTA2"
        "LCAlcjk4NywgNzsAYWRkLnMzMiAJJXI5MDAsICVyOTA2LCAlcjEwMjsAAABtb3YudTMyIAklcjg5NywgMTYzODQ7AABtYmFy"
        "cmllci5hcnJpdmUuZXhwZWN0X3R4LnNoYXJlZDo6Y3RhLmI2NCBfLCBbJXI4OTZdLCAlcjg5NzsAAAAAAHNobC5iMzIgCSVy"
        "MTExLCAlcjEwNiwgMTU7AGFkZC5zMzIgCSVyOTA3LCAlcjExMSwgJXI4NjQ7AGFkZC5zMzIgCSVyODk4LCAlcjkwNywgODE5"
        "MjsAAAAAbW92LnUzMiAJJXI4OTksIDA7AABjcC5hc3luYy5idWxrLnRlbnNvci4yZC5zaGFyZWQ6OmNsdXN0ZXIuZ2xvYmFs"
        "Lm1iYXJyaWVyOjpjb21wbGV0ZV90eDo6Ynl0ZXMgWyVyODk4XSwgWyVyZDEwLCB7JXI4OTksICVyOTAwfV0sIFslcjg5Nl07"
        "AAAAAEAlcDEwNCBicmEgCSRMX19CQjBfNDY7AABhZGQuczMyIAklcjExMiwgJXI5MDUsIDE1Nzc0NDsAc2hyLnUzMiAJJXI5"
        "MTIsICVyOTg4LCAyOwBub3QuYjMyIAklcjkxMywgJXI5MTI7AGFuZC5iMzIgIAklcjExMywgJXI5MTMsIDE7AAAkTF9fQkIw"
        "XzQ1OgAAAAB7AC5yZWcgLnByZWQgcDsAbWJhcnJpZXIudHJ5X3dhaXQucGFyaXR5LnNoYXJlZDo6Y3RhLmI2NCBwLCBbJXIx"
        "MTJdLCAlcjExMzsAc2VscC51MzIgJXI5MTQsIDEsIDAsIHA7AH0AAAAAc2V0cC5lcS5zMzIgCSVwMTA3LCAlcjkxNCwgMDsA"
        "QCVwMTA3IGJyYSAJJExfX0JCMF80NTsAACRMX19CQjBfNDY6AABhZGQuczMyIAklcjkxNywgJXI5MDUsIDE1NzczNjsAAAAA"
        "bWJhcnJpZXIuYXJyaXZlLmV4cGVjdF90eC5zaGFyZWQ6OmN0YS5iNjQgXywgWyVyOTE3XSwgJXI4OTc7AAAAAGFkZC5zMzIg"
        "CSVyOTE5LCAlcjkwNywgMjQ1NzY7AAAAAABjcC5hc3luYy5idWxrLnRlbnNvci4yZC5zaGFyZWQ6OmNsdXN0ZXIuZ2xvYmFs"
        "Lm1iYXJyaWVyOjpjb21wbGV0ZV90eDo6Ynl0ZXMgWyVyOTE5XSwgWyVyZDExLCB7JXI4OTksICVyOTAwfV0sIFslcjkxN107"
        "AAAAAGFkZC5zMzIgCSVyOTg4LCAlcjk4OCwgMTsAYWRkLnMzMiAJJXI5ODcsICVyOTg3LCAxOwAAc2V0cC5sdC5zMzIgCSVw"
        "MTA4LCAlcjk4NywgJXI4NjA7AEAlcDEwOCBicmEgCSRMX19CQjBfNDA7AGJyYS51bmkgCSRMX19CQjBfNDc7AAAkTF9fQkIw"
        "XzI1OgAAbW92LnUzMiAJJXI5NDYsICV0aWQueDsAAHNoci5zMzIgCSVyOTQ1LCAlcjk0NiwgMzE7AHNoci51MzIgCSVyOTQ0"
        "LCAlcjk0NSwgMjU7AGFkZC5zMzIgCSVyOTQzLCAlcjk0NiwgJXI5NDQ7AABhbmQuYjMyICAJJXI5NDIsICVyOTQzLCAtMTI4"
        "OwBzdWIuczMyIAklcjk0MSwgJXI5NDYsICVyOTQyOwBzaHIuczMyIAklcjk0MCwgJXI5NDEsIDMxOwAAbW92LnUzMiAJJXI5"
        "MzksICVjdGFpZC54OwAAYWRkLnMzMiAJJXI5MzgsICVyMiwgLTE7AGxkLnBhcmFtLnU2NCAJJXJkMTY2LCBbYXR0ZW50aW9u"
        "X3dzX3BhcmFtXzNdOwBjdnRhLnRvLmdsb2JhbC51NjQgCSVyZDE2NSwgJXJkMTY2OwAAc2hyLnUzMiAJJXI5MzcsICVyOTM4"
        "LCAzMTsAYWRkLnMzMiAJJXI5MzYsICVyOTM4LCAlcjkzNzsAc2hyLnMzMiAJJXI5MzUsICVyOTM2LCAxOwAAc2hsLmIzMiAJ"
        "JXI5MzQsICVyOTM1LCAxMzsAAHNoci5zMzIgCSVyOTMzLCAlcjkzOSwgMzE7AHNoci51MzIgCSVyOTMyLCAlcjkzMywgMjk7"
        "AGFkZC5zMzIgCSVyOTMxLCAlcjkzOSwgJXI5MzI7AABzaHIuczMyIAklcjkzMCwgJXIxNzgsIDU7AABzaGwuYjMyIAklcjky"
        "OSwgJXI5MzAsIDQ7AABtb3YudTY0IAklcmQxNjQsIHNtZW1fcmF3OwBtb3YudTMyIAklcjY2MCwgNjsAAAAAYmFyLnN5bmMg"
        "JXI2NjAsIDI1NjsAAAAAAGxkLnNoYXJlZC52NC5mMzIgCXslZjIzNzcsICVmMjM3OCwgJWYyMzc5LCAlZjIzODB9LCBbJXJk"
        "OSsxNjM4NF07AABtYXguZjMyIAklZjIzODUsICVmMjU1NCwgJWYyMzc3OwAAc3ViLmYzMiAJJWYyMzM4LCAlZjI1NTQsICVm"
        "MjM4NTsAAAAAZXgyLmFwcHJveC5mdHouZjMyICVmMjMzNywgJWYyMzM4OwAAAABzdWIuZjMyIAklZjIzNDAsICVmMjM3Nywg"
        "JWYyMzg1OwAAAABleDIuYXBwcm94LmZ0ei5mMzIgJWYyMzM5LCAlZjIzNDA7AAAAAG11bC5mMzIgCSVmMjM4NiwgJWYyMzc5"
        "LCAlZjIzMzk7AGZtYS5ybi5mMzIgCSVmMjM4NywgJWY0NzIsICVmMjMzNywgJWYyMzg2OwAAbWF4LmYzMiAJJWYyMzg4LCAl"
        "ZjI1NTMsICVmMjM3ODsAAHN1Yi5mMzIgCSVmMjM0MiwgJWYyNTUzLCAlZjIzODg7AAAAZXgyLmFwcHJveC5mdHouZjMyICVm"
        "MjM0MSwgJWYyMzQyOwAAAABzdWIuZjMyIAklZjIzNDQsICVmMjM3OCwgJWYyMzg4OwAAAGV4Mi5hcHByb3guZnR6LmYzMiAl"
        "ZjIzNDMsICVmMjM0NDsAAAAAbXVsLmYzMiAJJWYyMzg5LCAlZjIzODAsICVmMjM0MzsAZm1hLnJuLmYzMiAJJWYyMzkwLCAl"
        "ZjQ3MywgJWYyMzQxLCAlZjIzODk7AABsZC5zaGFyZWQudjQuZjMyIAl7JWYyMzkxLCAlZjIzOTIsICVmMjM5MywgJWYyMzk0"
        "fSwgWyVyZDldOwAAbXVsLmYzMiAJJWYyMzk5LCAlZjIzOTEsICVmMjMzOTsAZm1hLnJuLmYzMiAJJWYyNDAwLCAlZjE4MTks"
        "ICVmMjMzNywgJWYyMzk5OwBtdWwuZjMyIAklZjI0MDEsICVmMjM5MiwgJWYyMzM5OwBmbWEucm4uZjMyIAklZjI0MDIsICVm"
        "MTgyMCwgJWYyMzM3LCAlZjI0MDE7AG11bC5mMzIgCSVmMjQwMywgJWYyMzkzLCAlZjIzNDM7AGZtYS5ybi5mMzIgCSVmMjQw"
        "NCwgJWYxODIxLCAlZjIzNDEsICVmMjQwMzsAbXVsLmYzMiAJJWYyNDA1LCAlZjIzOTQsICVmMjM0MzsAZm1hLnJuLmYzMiAJ"
        "JWYyNDA2LCAlZjE4MjIsICVmMjM0MSwgJWYyNDA1OwAAbGQuc2hhcmVkLnY0LmYzMiAJeyVmMjQwNywgJWYyNDA4LCAlZjI0"
        "MDksICVmMjQxMH0sIFslcmQ5KzIwNDhdOwAAbXVsLmYzMiAJJWYyNDE1LCAlZjI0MDcsICVmMjMzOTsAZm1hLnJuLmYzMiAJ"
        "JWYyNDE2LCAlZjE4MjMsICVmMjMzNywgJWYyNDE1OwBtdWwuZjMyIAklZjI0MTcsICVmMjQwOCwgJWYyMzM5OwBmbWEucm4u"
        "ZjMyIAklZjI0MTgsICVmMTgyNCwgJWYyMzM3LCAlZjI0MTc7AG11bC5mMzIgCSVmMjQxOSwgJWYyNDA5LCAlZjIzNDM7AGZt"
        "YS5ybi5mMzIgCSVmMjQyMCwgJWYxODI1LCAlZjIzNDEsICVmMjQxOTsAbXVsLmYzMiAJJWYyNDIxLCAlZjI0MTAsICVmMjM0"
        "MzsAZm1hLnJuLmYzMiAJJWYyNDIyLCAlZjE4MjYsICVmMjM0MSwgJWYyNDIxOwAAbGQuc2hhcmVkLnY0LmYzMiAJeyVmMjQy"
        "MywgJWYyNDI0LCAlZjI0MjUsICVmMjQyNn0sIFslcmQ5KzQwOTZdOwAAbXVsLmYzMiAJJWYyNDMxLCAlZjI0MjMsICVmMjMz"
        "OTsAZm1hLnJuLmYzMiAJJWYyNDMyLCAlZjE4MjcsICVmMjMzNywgJWYyNDMxOwBtdWwuZjMyIAklZjI0MzMsICVmMjQyNCwg"
        "JWYyMzM5OwBmbWEucm4uZjMyIAklZjI0MzQsICVmMTgyOCwgJWYyMzM3LCAlZjI0MzM7AG11bC5mMzIgCSVmMjQzNSwgJWYy"
        "NDI1LCAlZjIzNDM7AGZtYS5ybi5mMzIgCSVmMjQzNiwgJWYxODI5LCAlZjIzNDEsICVmMjQzNTsAbXVsLmYzMiAJJWYyNDM3"
        "LCAlZjI0MjYsICVmMjM0MzsAZm1hLnJuLmYzMiAJJWYyNDM4LCAlZjE4MzAsICVmMjM0MSwgJWYyNDM3OwAAbGQuc2hhcmVk"
        "LnY0LmYzMiAJeyVmMjQzOSwgJWYyNDQwLCAlZjI0NDEsICVmMjQ0Mn0sIFslcmQ5KzYxNDRdOwAAbXVsLmYzMiAJJWYyNDQ3"
        "LCAlZjI0MzksICVmMjMzOTsAZm1hLnJuLmYzMiAJJWYyNDQ4LCAlZjE4MzEsICVmMjMzNywgJWYyNDQ3OwBtdWwuZjMyIAkl"
        "ZjI0NDksICVmMjQ0MCwgJWYyMzM5OwBmbWEucm4uZjMyIAklZjI0NTAsICVmMTgzMiwgJWYyMzM3LCAlZjI0NDk7AG11bC5m"
        "MzIgCSVmMjQ1MSwgJWYyNDQxLCAlZjIzNDM7AGZtYS5ybi5mMzIgCSVmMjQ1MiwgJWYxODMzLCAlZjIzNDEsICVmMjQ1MTsA"
        "bXVsLmYzMiAJJWYyNDUzLCAlZjI0NDIsICVmMjM0MzsAZm1hLnJuLmYzMiAJJWYyNDU0LCAlZjE4MzQsICVmMjM0MSwgJWYy"
        "NDUzOwAAbGQuc2hhcmVkLnY0LmYzMiAJeyVmMjQ1NSwgJWYyNDU2LCAlZjI0NTcsICVmMjQ1OH0sIFslcmQ5KzgxOTJdOwAA"
        "bXVsLmYzMiAJJWYyNDYzLCAlZjI0NTUsICVmMjMzOTsAZm1hLnJuLmYzMiAJJWYyNDY0LCAlZjE4MzUsICVmMjMzNywgJWYy"
        "NDYzOwBtdWwuZjMyIAklZjI0NjUsICVmMjQ1NiwgJWYyMzM5OwBmbWEucm4uZjMyIAklZjI0NjYsICVmMTgzNiwgJWYyMzM3"
        "LCAlZjI0NjU7AG11bC5mMzIgCSVmMjQ2NywgJWYyNDU3LCAlZjIzNDM7AGZtYS5ybi5mMzIgCSVmMjQ2OCwgJWYxODM3LCAl"
        "ZjIzNDEsICVmMjQ2NzsAbXVsLmYzMiAJJWYyNDY5LCAlZjI0NTgsICVmMjM0MzsAZm1hLnJuLmYzMiAJJWYyNDcwLCAlZjE4"
        "MzgsICVmMjM0MSwgJWYyNDY5OwAAbGQuc2hhcmVkLnY0LmYzMiAJeyVmMjQ3MSwgJWYyNDcyLCAlZjI0NzMsICVmMjQ3NH0s"
        "IFslcmQ5KzEwMjQwXTsAAG11bC5mMzIgCSVmMjQ3OSwgJWYyNDcxLCAlZjIzMzk7AGZtYS5ybi5mMzIgCSVmMjQ4MCwgJWYx"
        "ODM5LCAlZjIzMzcsICVmMjQ3OTsAbXVsLmYzMiAJJWYyNDgxLCAlZjI0NzIsICVmMjMzOTsAZm1hLnJuLmYzMiAJJWYyNDgy"
        "LCAlZjE4NDAsICVmMjMzNywgJWYyNDgxOwBtdWwuZjMyIAklZjI0ODMsICVmMjQ3MywgJWYyMzQzOwBmbWEucm4uZjMyIAkl"
        "ZjI0ODQsICVmMTg0MSwgJWYyMzQxLCAlZjI0ODM7AG11bC5mMzIgCSVmMjQ4NSwgJWYyNDc0LCAlZjIzNDM7AGZtYS5ybi5m"
        "MzIgCSVmMjQ4NiwgJWYxODQyLCAlZjIzNDEsICVmMjQ4NTsAAGxkLnNoYXJlZC52NC5mMzIgCXslZjI0ODcsICVmMjQ4OCwg"
        "JWYyNDg5LCAlZjI0OTB9LCBbJXJkOSsxMjI4OF07AABtdWwuZjMyIAklZjI0OTUsICVmMjQ4NywgJWYyMzM5OwBmbWEucm4u"
        "ZjMyIAklZjI0OTYsICVmMTg0MywgJWYyMzM3LCAlZjI0OTU7AG11bC5mMzIgCSVmMjQ5NywgJWYyNDg4LCAlZjIzMzk7AGZt"
        "YS5ybi5mMzIgCSVmMjQ5OCwgJWYxODQ0LCAlZjIzMzcsICVmMjQ5NzsAbXVsLmYzMiAJJWYyNDk5LCAlZjI0ODksICVmMjM0"
        "MzsAZm1hLnJuLmYzMiAJJWYyNTAwLCAlZjE4NDUsICVmMjM0MSwgJWYyNDk5OwBtdWwuZjMyIAklZjI1MDEsICVmMjQ5MCwg"
        "JWYyMzQzOwBmbWEucm4uZjMyIAklZjI1MDIsICVmMTg0NiwgJWYyMzQxLCAlZjI1MDE7AABsZC5zaGFyZWQudjQuZjMyIAl7"
        "JWYyNTAzLCAlZjI1MDQsICVmMjUwNSwgJWYyNTA2fSwgWyVyZDkrMTQzMzZdOwAAbXVsLmYzMiAJJWYyNTExLCAlZjI1MDMs"
        "ICVmMjMzOTsAZm1hLnJuLmYzMiAJJWYyNTEyLCAlZjE4NDcsICVmMjMzNywgJWYyNTExOwBtdWwuZjMyIAklZjI1MTMsICVm"
        "MjUwNCwgJWYyMzM5OwBmbWEucm4uZjMyIAklZjI1MTQsICVmMTg0OCwgJWYyMzM3LCAlZjI1MTM7AG11bC5mMzIgCSVmMjUx"
        "NSwgJWYyNTA1LCAlZjIzNDM7AGZtYS5ybi5mMzIgCSVmMjUxNiwgJWYxODQ5LCAlZjIzNDEsICVmMjUxNTsAbXVsLmYzMiAJ"
        "JWYyNTE3LCAlZjI1MDYsICVmMjM0MzsAZm1hLnJuLmYzMiAJJWYyNTE4LCAlZjE4NTAsICVmMjM0MSwgJWYyNTE3OwAAcmNw"
        "LnJuLmYzMiAJJWYyNTE5LCAlZjIzODc7AHJjcC5ybi5mMzIgCSVmMjUyMCwgJWYyMzkwOwAAYW5kLmIzMiAgCSVyNjgxLCAl"
        "cjE3OCwgLTMyOwBzdWIuczMyIAklcjY4MiwgJXI5NDEsICVyNjgxOwBzaHIuczMyIAklcjY4MywgJXI2ODIsIDMxOwBzaHIu"
        "dTMyIAklcjY4NCwgJXI2ODMsIDMwOwBhZGQuczMyIAklcjY4NSwgJXI2ODIsICVyNjg0OwBzaHIuczMyIAklcjY4NiwgJXI2"
        "ODUsIDI7AGFkZC5zMzIgCSVyNjg3LCAlcjkyOSwgJXI2ODY7AAAAAHNobC5iMzIgCSVyNjkxLCAlcjkzMSwgNjsAYW5kLmIz"
        "MiAgCSVyNjkyLCAlcjY5MSwgLTUxMjsAAGN2dC5zNjQuczMyIAklcmQ1NiwgJXI2OTI7AABjdnQudTY0LnUzMiAJJXJkNTcs"
        "ICVyOTM0OwBhZGQuczY0IAklcmQ2MCwgJXJkNTcsICVyZDUyOwAAc2hyLnUzMiAJJXI2OTcsICVyOTQwLCAzMDsAYWRkLnMz"
        "MiAJJXI2OTgsICVyOTQxLCAlcjY5NzsAYW5kLmIzMiAgCSVyNjk5LCAlcjY5OCwgMTA3Mzc0MTgyMDsAc3ViLnMzMiAJJXI3"
        "MDAsICVyOTQxLCAlcjY5OTsAc2hsLmIzMiAJJXI3MDEsICVyNzAwLCAyOwBjdnQuczY0LnMzMiAJJXJkNjEsICVyNzAxOwBh"
        "ZGQuczY0IAklcmQ2MiwgJXJkNjAsICVyZDYxOwAAbXVsLmYzMiAJJWYyMzQ2LCAlZjI0MDAsICVmMjUxOTsAbXVsLmYzMiAJ"
        "JWYyMzQ1LCAlZjI1MTksICVmMjQwMjsAAAAAY3Z0LnJuLmYxNngyLmYzMiAlcjY2MSwgJWYyMzQ1LCAlZjIzNDY7AAAAAABz"
        "aGwuYjMyIAklcjcwMiwgJXI2ODcsIDc7AHNobC5iMzIgCSVyNzAzLCAlcjY4NywgNDsAYW5kLmIzMiAgCSVyNzA0LCAlcjcw"
        "MywgMTEyOwBvci5iMzIgIAklcjcwNSwgJXI3MDQsICVyNzAyOwAAY3Z0LnM2NC5zMzIgCSVyZDYzLCAlcjcwNTsAYWRkLnM2"
        "NCAJJXJkNjQsICVyZDYyLCAlcmQ2MzsAYWRkLnM2NCAJJXJkNjUsICVyZDE2NCwgJXJkNjQ7AHN0LnNoYXJlZC51MzIgCVsl"
        "cmQ2NV0sICVyNjYxOwAAbXVsLmYzMiAJJWYyMzQ4LCAlZjI0MDQsICVmMjUyMDsAbXVsLmYzMiAJJWYyMzQ3LCAlZjI1MjAs"
        "ICVmMjQwNjsAAABjdnQucm4uZjE2eDIuZjMyICVyNjYyLCAlZjIzNDcsICVmMjM0ODsAAAAAYWRkLnMzMiAJJXI3MDYsICVy"
        "Njg3LCA4OwAAc2hsLmIzMiAJJXI3MDcsICVyNzA2LCA3OwBzaGwuYjMyIAklcjcwOCwgJXI3MDYsIDQ7AGFuZC5iMzIgIAkl"
        "cjcwOSwgJXI3MDgsIDExMjsAb3IuYjMyICAJJXI3MTAsICVyNzA5LCAlcjcwNzsAAGN2dC5zNjQuczMyIAklcmQ2NiwgJXI3"
        "MTA7AGFkZC5zNjQgCSVyZDY3LCAlcmQ2MiwgJXJkNjY7AGFkZC5zNjQgCSVyZDY4LCAlcmQxNjQsICVyZDY3OwBzdC5zaGFy"
        "ZWQudTMyIAlbJXJkNjhdLCAlcjY2MjsAAG11bC5mMzIgCSVmMjM1MCwgJWYyNDE2LCAlZjI1MTk7AG11bC5mMzIgCSVmMjM0"
        "OSwgJWYyNTE5LCAlZjI0MTg7AAAAY3Z0LnJuLmYxNngyLmYzMiAlcjY2MywgJWYyMzQ5LCAlZjIzNTA7AAAAAHhvci5iMzIg"
        "IAklcjcxMSwgJXI3MDQsIDE2OwBvci5iMzIgIAklcjcxMiwgJXI3MTEsICVyNzAyOwAAY3Z0LnM2NC5zMzIgCSVyZDY5LCAl"
        "cjcxMjsAYWRkLnM2NCAJJXJkNzAsICVyZDYyLCAlcmQ2OTsAYWRkLnM2NCAJJXJkNzEsICVyZDE2NCwgJXJkNzA7AHN0LnNo"
        "YXJlZC51MzIgCVslcmQ3MV0sICVyNjYzOwAAbXVsLmYzMiAJJWYyMzUyLCAlZjI0MjAsICVmMjUyMDsAbXVsLmYzMiAJJWYy"
        "MzUxLCAlZjI1MjAsICVmMjQyMjsAAABjdnQucm4uZjE2eDIuZjMyICVyNjY0LCAlZjIzNTEsICVmMjM1MjsAAAAAeG9yLmIz"
        "MiAgCSVyNzEzLCAlcjcwOSwgMTY7AG9yLmIzMiAgCSVyNzE0LCAlcjcxMywgJXI3MDc7AABjdnQuczY0LnMzMiAJJXJkNzIs"
        "ICVyNzE0OwBhZGQuczY0IAklcmQ3MywgJXJkNjIsICVyZDcyOwBhZGQuczY0IAklcmQ3NCwgJXJkMTY0LCAlcmQ3MzsAc3Qu"
        "c2hhcmVkLnUzMiAJWyVyZDc0XSwgJXI2NjQ7AABtdWwuZjMyIAklZjIzNTQsICVmMjQzMiwgJWYyNTE5OwBtdWwuZjMyIAkl"
        "ZjIzNTMsICVmMjUxOSwgJWYyNDM0OwAAAGN2dC5ybi5mMTZ4Mi5mMzIgJXI2NjUsICVmMjM1MywgJWYyMzU0OwAAAAB4b3Iu"
        "YjMyICAJJXI3MTUsICVyNzA0LCAzMjsAb3IuYjMyICAJJXI3MTYsICVyNzE1LCAlcjcwMjsAAGN2dC5zNjQuczMyIAklcmQ3"
        "NSwgJXI3MTY7AGFkZC5zNjQgCSVyZDc2LCAlcmQ2MiwgJXJkNzU7AGFkZC5zNjQgCSVyZDc3LCAlcmQxNjQsICVyZDc2OwBz"
        "dC5zaGFyZWQudTMyIAlbJXJkNzddLCAlcjY2NTsAAG11bC5mMzIgCSVmMjM1NiwgJWYyNDM2LCAlZjI1MjA7AG11bC5mMzIg"
        "CSVmMjM1NSwgJWYyNTIwLCAlZjI0Mzg7AAAAY3Z0LnJuLmYxNngyLmYzMiAlcjY2NiwgJWYyMzU1LCAlZjIzNTY7AAAAAHhv"
        "ci5iMzIgIAklcjcxNywgJXI3MDksIDMyOwBvci5iMzIgIAklcjcxOCwgJXI3MTcsICVyNzA3OwAAY3Z0LnM2NC5zMzIgCSVy"
        "ZDc4LCAlcjcxODsAYWRkLnM2NCAJJXJkNzksICVyZDYyLCAlcmQ3ODsAYWRkLnM2NCAJJXJkODAsICVyZDE2NCwgJXJkNzk7"
        "AHN0LnNoYXJlZC51MzIgCVslcmQ4MF0sICVyNjY2OwAAbXVsLmYzMiAJJWYyMzU4LCAlZjI0NDgsICVmMjUxOTsAbXVsLmYz"
        "MiAJJWYyMzU3LCAlZjI1MTksICVmMjQ1MDsAAABjdnQucm4uZjE2eDIuZjMyICVyNjY3LCAlZjIzNTcsICVmMjM1ODsAAAAA"
        "eG9yLmIzMiAgCSVyNzE5LCAlcjcwNCwgNDg7AG9yLmIzMiAgCSVyNzIwLCAlcjcxOSwgJXI3MDI7AABjdnQuczY0LnMzMiAJ"
        "JXJkODEsICVyNzIwOwBhZGQuczY0IAklcmQ4MiwgJXJkNjIsICVyZDgxOwBhZGQuczY0IAklcmQ4MywgJXJkMTY0LCAlcmQ4"
        "MjsAc3Quc2hhcmVkLnUzMiAJWyVyZDgzXSwgJXI2Njc7AABtdWwuZjMyIAklZjIzNjAsICVmMjQ1MiwgJWYyNTIwOwBtdWwu"
        "ZjMyIAklZjIzNTksICVmMjUyMCwgJWYyNDU0OwAAAGN2dC5ybi5mMTZ4Mi5mMzIgJXI2NjgsICVmMjM1OSwgJWYyMzYwOwAA"
        "AAB4b3IuYjMyICAJJXI3MjEsICVyNzA5LCA0ODsAb3IuYjMyICAJJXI3MjIsICVyNzIxLCAlcjcwNzsAAGN2dC5zNjQuczMy"
        "IAklcmQ4NCwgJXI3MjI7AGFkZC5zNjQgCSVyZDg1LCAlcmQ2MiwgJXJkODQ7AGFkZC5zNjQgCSVyZDg2LCAlcmQxNjQsICVy"
        "ZDg1OwBzdC5zaGFyZWQudTMyIAlbJXJkODZdLCAlcjY2ODsAAG11bC5mMzIgCSVmMjM2MiwgJWYyNDY0LCAlZjI1MTk7AG11"
        "bC5mMzIgCSVmMjM2MSwgJWYyNTE5LCAlZjI0NjY7AAAAY3Z0LnJuLmYxNngyLmYzMiAlcjY2OSwgJWYyMzYxLCAlZjIzNjI7"
        "AAAAAHhvci5iMzIgIAklcjcyMywgJXI3MDQsIDY0OwBvci5iMzIgIAklcjcyNCwgJXI3MjMsICVyNzAyOwAAY3Z0LnM2NC5z"
        "MzIgCSVyZDg3LCAlcjcyNDsAYWRkLnM2NCAJJXJkODgsICVyZDYyLCAlcmQ4NzsAYWRkLnM2NCAJJXJkODksICVyZDE2NCwg"
        "JXJkODg7AHN0LnNoYXJlZC51MzIgCVslcmQ4OV0sICVyNjY5OwAAbXVsLmYzMiAJJWYyMzY0LCAlZjI0NjgsICVmMjUyMDsA"
        "bXVsLmYzMiAJJWYyMzYzLCAlZjI1MjAsICVmMjQ3MDsAAABjdnQucm4uZjE2eDIuZjMyICVyNjcwLCAlZjIzNjMsICVmMjM2"
        "NDsAAAAAeG9yLmIzMiAgCSVyNzI1LCAlcjcwOSwgNjQ7AG9yLmIzMiAgCSVyNzI2LCAlcjcyNSwgJXI3MDc7AABjdnQuczY0"
        "LnMzMiAJJXJkOTAsICVyNzI2OwBhZGQuczY0IAklcmQ5MSwgJXJkNjIsICVyZDkwOwBhZGQuczY0IAklcmQ5MiwgJXJkMTY0"
        "LCAlcmQ5MTsAc3Quc2hhcmVkLnUzMiAJWyVyZDkyXSwgJXI2NzA7AABtdWwuZjMyIAklZjIzNjYsICVmMjQ4MCwgJWYyNTE5"
        "OwBtdWwuZjMyIAklZjIzNjUsICVmMjUxOSwgJWYyNDgyOwAAAGN2dC5ybi5mMTZ4Mi5mMzIgJXI2NzEsICVmMjM2NSwgJWYy"
        "MzY2OwAAAAB4b3IuYjMyICAJJXI3MjcsICVyNzA0LCA4MDsAb3IuYjMyICAJJXI3MjgsICVyNzI3LCAlcjcwMjsAAGN2dC5z"
        "NjQuczMyIAklcmQ5MywgJXI3Mjg7AGFkZC5zNjQgCSVyZDk0LCAlcmQ2MiwgJXJkOTM7AGFkZC5zNjQgCSVyZDk1LCAlcmQx"
        "NjQsICVyZDk0OwBzdC5zaGFyZWQudTMyIAlbJXJkOTVdLCAlcjY3MTsAAG11bC5mMzIgCSVmMjM2OCwgJWYyNDg0LCAlZjI1"
        "MjA7AG11bC5mMzIgCSVmMjM2NywgJWYyNTIwLCAlZjI0ODY7AAAAY3Z0LnJuLmYxNngyLmYzMiAlcjY3MiwgJWYyMzY3LCAl"
        "ZjIzNjg7AAAAAHhvci5iMzIgIAklcjcyOSwgJXI3MDksIDgwOwBvci5iMzIgIAklcjczMCwgJXI3MjksICVyNzA3OwAAY3Z0"
        "LnM2NC5zMzIgCSVyZDk2LCAlcjczMDsAYWRkLnM2NCAJJXJkOTcsICVyZDYyLCAlcmQ5NjsAYWRkLnM2NCAJJXJkOTgsICVy"
        "ZDE2NCwgJXJkOTc7AHN0LnNoYXJlZC51MzIgCVslcmQ5OF0sICVyNjcyOwAAbXVsLmYzMiAJJWYyMzcwLCAlZjI0OTYsICVm"
        "MjUxOTsAbXVsLmYzMiAJJWYyMzY5LCAlZjI1MTksICVmMjQ5ODsAAABjdnQucm4uZjE2eDIuZjMyICVyNjczLCAlZjIzNjks"
        "ICVmMjM3MDsAAAAAeG9yLmIzMiAgCSVyNzMxLCAlcjcwNCwgOTY7AG9yLmIzMiAgCSVyNzMyLCAlcjczMSwgJXI3MDI7AABj"
        "dnQuczY0LnMzMiAJJXJkOTksICVyNzMyOwBhZGQuczY0IAklcmQxMDAsICVyZDYyLCAlcmQ5OTsAYWRkLnM2NCAJJXJkMTAx"
        "LCAlcmQxNjQsICVyZDEwMDsAc3Quc2hhcmVkLnUzMiAJWyVyZDEwMV0sICVyNjczOwAAbXVsLmYzMiAJJWYyMzcyLCAlZjI1"
        "MDAsICVmMjUyMDsAbXVsLmYzMiAJJWYyMzcxLCAlZjI1MjAsICVmMjUwMjsAAABjdnQucm4uZjE2eDIuZjMyICVyNjc0LCAl"
        "ZjIzNzEsICVmMjM3MjsAAAAAeG9yLmIzMiAgCSVyNzMzLCAlcjcwOSwgOTY7AG9yLmIzMiAgCSVyNzM0LCAlcjczMywgJXI3"
        "MDc7AABjdnQuczY0LnMzMiAJJXJkMTAyLCAlcjczNDsAYWRkLnM2NCAJJXJkMTAzLCAlcmQ2MiwgJXJkMTAyOwBhZGQuczY0"
        "IAklcmQxMDQsICVyZDE2NCwgJXJkMTAzOwBzdC5zaGFyZWQudTMyIAlbJXJkMTA0XSwgJXI2NzQ7AABtdWwuZjMyIAklZjIz"
        "NzQsICVmMjUxMiwgJWYyNTE5OwBtdWwuZjMyIAklZjIzNzMsICVmMjUxOSwgJWYyNTE0OwAAAGN2dC5ybi5mMTZ4Mi5mMzIg"
        "JXI2NzUsICVmMjM3MywgJWYyMzc0OwAAAAB4b3IuYjMyICAJJXI3MzUsICVyNzA0LCAxMTI7AG9yLmIzMiAgCSVyNzM2LCAl"
        "cjczNSwgJXI3MDI7AABjdnQuczY0LnMzMiAJJXJkMTA1LCAlcjczNjsAYWRkLnM2NCAJJXJkMTA2LCAlcmQ2MiwgJXJkMTA1"
        "OwBhZGQuczY0IAklcmQxMDcsICVyZDE2NCwgJXJkMTA2OwBzdC5zaGFyZWQudTMyIAlbJXJkMTA3XSwgJXI2NzU7AABtdWwu"
        "ZjMyIAklZjIzNzYsICVmMjUxNiwgJWYyNTIwOwBtdWwuZjMyIAklZjIzNzUsICVmMjUyMCwgJWYyNTE4OwAAAGN2dC5ybi5m"
        "MTZ4Mi5mMzIgJXI2NzYsICVmMjM3NSwgJWYyMzc2OwAAAABzdC5zaGFyZWQudTMyIAlbJXJkMTA3KzEwMjRdLCAlcjY3NjsA"
        "AGN2dC5zNjQuczMyIAklcmQxMDgsICVyMTA7AGFkZC5zNjQgCSVyZDEwOSwgJXJkMTA4LCAlcmQ1NjsAAAAAAGJhci5zeW5j"
        "ICVyMiwgMTI4OwAAAABzaHIudTMyIAklcjczNywgJXI5NDAsIDI5OwBhZGQuczMyIAklcjczOCwgJXI5NDEsICVyNzM3OwBh"
        "bmQuYjMyICAJJXI3MzksICVyNzM4LCAtODsAc3ViLnMzMiAJJXI3NDAsICVyOTQxLCAlcjczOTsAAABzaGwuYjMyIAklcjc0"
        "MSwgJXI3NDAsIDM7AGFuZC5iMzIgIAklcjc0MiwgJXI3NDEsIDMzNTU0MzY4OwAAc2hyLnMzMiAJJXI3NDMsICVyNzM4LCAz"
        "OwAAYWRkLnMzMiAJJXI3NDQsICVyNzQyLCAlcjc0MzsAc2hsLmIzMiAJJXI3NDUsICVyNzQ0LCA3OwB4b3IuYjMyICAJJXI3"
        "NDYsICVyNzQwLCAlcjc0MzsAc2hsLmIzMiAJJXI3NDcsICVyNzQ2LCA0OwBhbmQuYjMyICAJJXI3NDgsICVyNzQ3LCAxMTI7"
        "AG9yLmIzMiAgCSVyNzQ5LCAlcjc0NSwgJXI3NDg7AABjdnQuczY0LnMzMiAJJXJkMTEwLCAlcjc0OTsAYWRkLnM2NCAJJXJk"
        "MTExLCAlcmQ2MCwgJXJkMTEwOwBhZGQuczY0IAklcmQxMTIsICVyZDE2NCwgJXJkMTExOwAAY3Z0LnM2NC5zMzIgCSVyZDEx"
        "MywgJXI3NDM7AGFkZC5zNjQgCSVyZDExNCwgJXJkMTA5LCAlcmQxMTM7AHNobC5iNjQgCSVyZDExNSwgJXJkMTE0LCA2OwBj"
        "dnQuczY0LnMzMiAJJXJkMTE2LCAlcjc0MTsAYWRkLnM2NCAJJXJkMTE3LCAlcmQxMTUsICVyZDExNjsAc2hsLmI2NCAJJXJk"
        "MTE4LCAlcmQxMTcsIDE7AGFkZC5zNjQgCSVyZDExOSwgJXJkMTY1LCAlcmQxMTg7AGxkLnNoYXJlZC52NC51MzIgCXslcjc1"
        "MCwgJXI3NTEsICVyNzUyLCAlcjc1M30sIFslcmQxMTJdOwBzdC5nbG9iYWwudjQudTMyIAlbJXJkMTE5XSwgeyVyNzUwLCAl"
        "cjc1MSwgJXI3NTIsICVyNzUzfTsAAGFkZC5zMzIgCSVyNzU4LCAlcjk0MSwgMTI4OwAAc2hyLnMzMiAJJXI3NTksICVyNzU4"
        "LCAzMTsAc2hyLnUzMiAJJXI3NjAsICVyNzU5LCAyOTsAYWRkLnMzMiAJJXI3NjEsICVyNzU4LCAlcjc2MDsAc2hyLnMzMiAJ"
        "JXI3NjIsICVyNzYxLCAzOwBhbmQuYjMyICAJJXI3NjMsICVyNzYxLCAtODsAc3ViLnMzMiAJJXI3NjQsICVyNzU4LCAlcjc2"
        "MzsAAHNobC5iMzIgCSVyNzY1LCAlcjc2NCwgMzsAYW5kLmIzMiAgCSVyNzY2LCAlcjc2NSwgMzM1NTQzNjg7AGFkZC5zMzIg"
        "CSVyNzY3LCAlcjc2NiwgJXI3NjI7AHNobC5iMzIgCSVyNzY4LCAlcjc2NywgNzsAeG9yLmIzMiAgCSVyNzY5LCAlcjc2NCwg"
        "JXI3NjI7AHNobC5iMzIgCSVyNzcwLCAlcjc2OSwgNDsAYW5kLmIzMiAgCSVyNzcxLCAlcjc3MCwgMTEyOwBvci5iMzIgIAkl"
        "cjc3MiwgJXI3NjgsICVyNzcxOwAAY3Z0LnM2NC5zMzIgCSVyZDEyMCwgJXI3NzI7AGFkZC5zNjQgCSVyZDEyMSwgJXJkNjAs"
        "ICVyZDEyMDsAYWRkLnM2NCAJJXJkMTIyLCAlcmQxNjQsICVyZDEyMTsAAGN2dC5zNjQuczMyIAklcmQxMjMsICVyNzYyOwBh"
        "ZGQuczY0IAklcmQxMjQsICVyZDEwOSwgJXJkMTIzOwBzaGwuYjY0IAklcmQxMjUsICVyZDEyNCwgNjsAY3Z0LnM2NC5zMzIg"
        "CSVyZDEyNiwgJXI3NjU7AGFkZC5zNjQgCSVyZDEyNywgJXJkMTI1LCAlcmQxMjY7AHNobC5iNjQgCSVyZDEyOCwgJXJkMTI3"
        "LCAxOwBhZGQuczY0IAklcmQxMjksICVyZDE2NSwgJXJkMTI4OwBsZC5zaGFyZWQudjQudTMyIAl7JXI3NzMsICVyNzc0LCAl"
        "cjc3NSwgJXI3NzZ9LCBbJXJkMTIyXTsAc3QuZ2xvYmFsLnY0LnUzMiAJWyVyZDEyOV0sIHslcjc3MywgJXI3NzQsICVyNzc1"
        "LCAlcjc3Nn07AABhZGQuczMyIAklcjc4MSwgJXI5NDEsIDI1NjsAAHNoci5zMzIgCSVyNzgyLCAlcjc4MSwgMzE7AHNoci51"
        "MzIgCSVyNzgzLCAlcjc4MiwgMjk7AGFkZC5zMzIgCSVyNzg0LCAlcjc4MSwgJXI3ODM7AHNoci5zMzIgCSVyNzg1LCAlcjc4"
        "NCwgMzsAYW5kLmIzMiAgCSVyNzg2LCAlcjc4NCwgLTg7AHN1Yi5zMzIgCSVyNzg3LCAlcjc4MSwgJXI3ODY7AABzaGwuYjMy"
        "IAklcjc4OCwgJXI3ODcsIDM7AGFuZC5iMzIgIAklcjc4OSwgJXI3ODgsIDMzNTU0MzY4OwBhZGQuczMyIAklcjc5MCwgJXI3"
        "ODksICVyNzg1OwBzaGwuYjMyIAklcjc5MSwgJXI3OTAsIDc7AHhvci5iMzIgIAklcjc5MiwgJXI3ODcsICVyNzg1OwBzaGwu"
        "YjMyIAklcjc5MywgJXI3OTIsIDQ7AGFuZC5iMzIgIAklcjc5NCwgJXI3OTMsIDExMjsAb3IuYjMyICAJJXI3OTUsICVyNzkx"
        "LCAlcjc5NDsAAGN2dC5zNjQuczMyIAklcmQxMzAsICVyNzk1OwBhZGQuczY0IAklcmQxMzEsICVyZDYwLCAlcmQxMzA7AGFk"
        "ZC5zNjQgCSVyZDEzMiwgJXJkMTY0LCAlcmQxMzE7AABjdnQuczY0LnMzMiAJJXJkMTMzLCAlcjc4NTsAYWRkLnM2NCAJJXJk"
        "MTM0LCAlcmQxMDksICVyZDEzMzsAc2hsLmI2NCAJJXJkMTM1LCAlcmQxMzQsIDY7AGN2dC5zNjQuczMyIAklcmQxMzYsICVy"
        "Nzg4OwBhZGQuczY0IAklcmQxMzcsICVyZDEzNSwgJXJkMTM2OwBzaGwuYjY0IAklcmQxMzgsICVyZDEzNywgMTsAYWRkLnM2"
        "NCAJJXJkMTM5LCAlcmQxNjUsICVyZDEzODsAbGQuc2hhcmVkLnY0LnUzMiAJeyVyNzk2LCAlcjc5NywgJXI3OTgsICVyNzk5"
        "fSwgWyVyZDEzMl07AHN0Lmdsb2JhbC52NC51MzIgCVslcmQxMzldLCB7JXI3OTYsICVyNzk3LCAlcjc5OCwgJXI3OTl9OwAA"
        "YWRkLnMzMiAJJXI4MDQsICVyOTQxLCAzODQ7AABzaHIuczMyIAklcjgwNSwgJXI4MDQsIDMxOwBzaHIudTMyIAklcjgwNiwg"
        "JXI4MDUsIDI5OwBhZGQuczMyIAklcjgwNywgJXI4MDQsICVyODA2OwBzaHIuczMyIAklcjgwOCwgJXI4MDcsIDM7AGFuZC5i"
        "MzIgIAklcjgwOSwgJXI4MDcsIC04OwBzdWIuczMyIAklcjgxMCwgJXI4MDQsICVyODA5OwAAc2hsLmIzMiAJJXI4MTEsICVy"
        "ODEwLCAzOwBhbmQuYjMyICAJJXI4MTIsICVyODExLCAzMzU1NDM2ODsAYWRkLnMzMiAJJXI4MTMsICVyODEyLCAlcjgwODsA"
        "c2hsLmIzMiAJJXI4MTQsICVyODEzLCA3OwB4b3IuYjMyICAJJXI4MTUsICVyODEwLCAlcjgwODsAc2hsLmIzMiAJJXI4MTYs"
        "ICVyODE1LCA0OwBhbmQuYjMyICAJJXI4MTcsICVyODE2LCAxMTI7AG9yLmIzMiAgCSVyODE4LCAlcjgxNCwgJXI4MTc7AABj"
        "dnQuczY0LnMzMiAJJXJkMTQwLCAlcjgxODsAYWRkLnM2NCAJJXJkMTQxLCAlcmQ2MCwgJXJkMTQwOwBhZGQuczY0IAklcmQx"
        "NDIsICVyZDE2NCwgJXJkMTQxOwAAY3Z0LnM2NC5zMzIgCSVyZDE0MywgJXI4MDg7AGFkZC5zNjQgCSVyZDE0NCwgJXJkMTA5"
        "LCAlcmQxNDM7AHNobC5iNjQgCSVyZDE0NSwgJXJkMTQ0LCA2OwBjdnQuczY0LnMzMiAJJXJkMTQ2LCAlcjgxMTsAYWRkLnM2"
        "NCAJJXJkMTQ3LCAlcmQxNDUsICVyZDE0NjsAc2hsLmI2NCAJJXJkMTQ4LCAlcmQxNDcsIDE7AGFkZC5zNjQgCSVyZDE0OSwg"
        "JXJkMTY1LCAlcmQxNDg7AGxkLnNoYXJlZC52NC51MzIgCXslcjgxOSwgJXI4MjAsICVyODIxLCAlcjgyMn0sIFslcmQxNDJd"
        "OwBzdC5nbG9iYWwudjQudTMyIAlbJXJkMTQ5XSwgeyVyODE5LCAlcjgyMCwgJXI4MjEsICVyODIyfTsAACRMX19CQjBfMjc6"
        "AABzZXRwLmdlLnMzMiAJJXA5NiwgJXI5ODYsICVyMTc7AEAlcDk2IGJyYSAJJExfX0JCMF80NzsAACRMX19CQjBfMjg6AC5w"
        "cmFnbWEgIm5vdW5yb2xsIjsAAAAAc2hsLmIzMiAJJXI4MjgsICVyOTg2LCAxOwAAYWRkLnMzMiAJJXI4MjksICVyNSwgJXI4"
        "Mjg7AAAAc2hyLnMzMiAJJXI4MzAsICVyODI5LCAzMTsAc2hyLnUzMiAJJXI4MzEsICVyODMwLCAzMDsAYWRkLnMzMiAJJXI4"
        "MzIsICVyODI5LCAlcjgzMTsAYW5kLmIzMiAgCSVyODMzLCAlcjgzMiwgMTM0MjE3NzI0OwBzdWIuczMyIAklcjgzNCwgJXI4"
        "MjksICVyODMzOwBzaGwuYjMyIAklcjk3LCAlcjgzNCwgNTsAYWRkLnMzMiAJJXI4MzgsICVyOTcsICVyMjE0OwBhZGQuczMy"
        "IAklcjk4LCAlcjgzOCwgMTU3NzI4OwAAc2hyLnUzMiAJJXI4MzksICVyODMyLCAyOwBhbmQuYjMyICAJJXI5OSwgJXI4Mzks"
        "IDE7AAAkTF9fQkIwXzI5OgAAAAB7AC5yZWcgLnByZWQgcDsAbWJhcnJpZXIudHJ5X3dhaXQucGFyaXR5LnNoYXJlZDo6Y3Rh"
        "LmI2NCBwLCBbJXI5OF0sICVyOTk7AHNlbHAudTMyICVyODQwLCAxLCAwLCBwOwB9AAAAAHNldHAuZXEuczMyIAklcDk3LCAl"
        "cjg0MCwgMDsAQCVwOTcgYnJhIAkkTF9fQkIwXzI5OwAAAABhZGQuczMyIAklcjEwMCwgJXI4MzgsIDE1NzczNjsAACRMX19C"
        "QjBfMzE6AAAAAHsALnJlZyAucHJlZCBwOwBtYmFycmllci50cnlfd2FpdC5wYXJpdHkuc2hhcmVkOjpjdGEuYjY0IHAsIFsl"
        "cjEwMF0sICVyOTk7AHNlbHAudTMyICVyODQ3LCAxLCAwLCBwOwB9AAAAAHNldHAuZXEuczMyIAklcDk4LCAlcjg0NywgMDsA"
        "QCVwOTggYnJhIAkkTF9fQkIwXzMxOwAAAHNldHAubmUuczMyIAklcDk5LCAlcjcsIDA7AAAAAABiYXIud2FycC5zeW5jIAkt"
        "MTsAAEAlcDk5IGJyYSAJJExfX0JCMF8zNDsAAAAAYWRkLnMzMiAJJXI4NTAsICVyODM4LCAxNTc3NTI7AAAAAG1iYXJyaWVy"
        "LmFycml2ZS5zaGFyZWQ6OmN0YS5iNjQgXywgWyVyODUwXTsAAAAAJExfX0JCMF8zNDoAAAAAYmFyLndhcnAuc3luYyAJLTE7"
        "AABAJXA5OSBicmEgCSRMX19CQjBfMzY7AAAAYWRkLnMzMiAJJXI4NTUsICVyODM4LCAxNTc3NDQ7AAAAAG1iYXJyaWVyLmFy"
        "cml2ZS5zaGFyZWQ6OmN0YS5iNjQgXywgWyVyODU1XTsAAAAAJExfX0JCMF8zNjoAAGFkZC5zMzIgCSVyOTg2LCAlcjk4Niwg"
        "MTsAAHNldHAubHQuczMyIAklcDEwMSwgJXI5ODYsICVyMTc7AEAlcDEwMSBicmEgCSRMX19CQjBfMjg7AAAkTF9fQkIwXzQ3"
        "OgAAcmV0OwAAfQAALnNlY3Rpb24JLmRlYnVnX3N0cgB7ACRMX19pbmZvX3N0cmluZzA6AAAAACRMX19pbmZvX3N0cmluZzE6"
        "AAAkTF9faW5mb19zdHJpbmcyOgAAJExfX2luZm9fc3RyaW5nMzoAACRMX19pbmZvX3N0cmluZzQ6AAAAACRMX19pbmZvX3N0"
        "cmluZzU6AAAkTF9faW5mb19zdHJpbmc2OgAAJExfX2luZm9fc3RyaW5nNzoAACRMX19pbmZvX3N0cmluZzg6AAAAACRMX19p"
        "bmZvX3N0cmluZzk6AAAkTF9faW5mb19zdHJpbmcxMDoAACRMX19pbmZvX3N0cmluZzExOgAAAAAkTF9faW5mb19zdHJpbmcx"
        "MjoAAAAAACRMX19pbmZvX3N0cmluZzEzOgAAAAAkTF9faW5mb19zdHJpbmcxNDoAAAAAACRMX19pbmZvX3N0cmluZzE1OgAA"
        "AAAAJExfX2luZm9fc3RyaW5nMTY6AAAkTF9faW5mb19zdHJpbmcxNzoAAAAAACRMX19pbmZvX3N0cmluZzE4OgAAAAAAJExf"
        "X2luZm9fc3RyaW5nMTk6AAAkTF9faW5mb19zdHJpbmcyMDoAACRMX19pbmZvX3N0cmluZzIxOgAAJExfX2luZm9fc3RyaW5n"
        "MjI6AAAAACRMX19pbmZvX3N0cmluZzIzOgAAJExfX2luZm9fc3RyaW5nMjQ6AAAkTF9faW5mb19zdHJpbmcyNToAACRMX19p"
        "bmZvX3N0cmluZzI2OgAAAAAAJExfX2luZm9fc3RyaW5nMjc6AAAAACRMX19pbmZvX3N0cmluZzI4OgAAAAAkTF9faW5mb19z"
        "dHJpbmcyOToAAAAAACRMX19pbmZvX3N0cmluZzMwOgAAJExfX2luZm9fc3RyaW5nMzE6AAAAAAAkTF9faW5mb19zdHJpbmcz"
        "MjoAAAAAJExfX2luZm9fc3RyaW5nMzM6AAAAAAAkTF9faW5mb19zdHJpbmczNDoAAAAAJExfX2luZm9fc3RyaW5nMzU6AAAA"
        "ACRMX19pbmZvX3N0cmluZzM2OgAAAAAkTF9faW5mb19zdHJpbmczNzoAACRMX19pbmZvX3N0cmluZzM4OgAAJExfX2luZm9f"
        "c3RyaW5nMzk6AAAkTF9faW5mb19zdHJpbmc0MDoAAAAAACRMX19pbmZvX3N0cmluZzQxOgAAAAAkTF9faW5mb19zdHJpbmc0"
        "MjoAAAAAACRMX19pbmZvX3N0cmluZzQzOgAAJExfX2luZm9fc3RyaW5nNDQ6AAAAACRMX19pbmZvX3N0cmluZzQ1OgAAAAAA"
        "JExfX2luZm9fc3RyaW5nNDY6AAAAAAAkTF9faW5mb19zdHJpbmc0NzoAAAAAACRMX19pbmZvX3N0cmluZzQ4OgAAJExfX2lu"
        "Zm9fc3RyaW5nNDk6AAAAACRMX19pbmZvX3N0cmluZzUwOgAAAAAAJExfX2luZm9fc3RyaW5nNTE6AAAAAAAkTF9faW5mb19z"
        "dHJpbmc1MjoAAAB9AAAAAAwAAACcAAAA0AcAAE5WSURJQSBDb3JwAAIAAAAAAAAAAQAAAAcAAAA2AAAAZgAAAABwdHhhcwBD"
        "dWRhIGNvbXBpbGF0aW9uIHRvb2xzLCByZWxlYXNlIDEzLjAsIFYxMy4wLjg4AEJ1aWxkIHN5c3RlbSBtdXN0IGRlZmluZSBU"
        "T09MU19WRVJTSU9OX0VYVEVOREVEAC12ICAtbGluZWluZm8gIC1hcmNoIHNtXzkwYSAAAAwAAAAIAAAA6AMAAE5WSURJQSBD"
        "b3JwAAIAWgCCAAAABC8IAA4AAACoAAAABBEIAAcAAAAAAAAABBEIAA4AAAAAAAAABBIIAA4AAAAAAAAAAgkBAAICBAACBQUA"
        "AwcBAQIDAQACBgEABAsIAAAAAAAAAAAABDcEAIIAAAAEFwwAAAAAAAQAuAEA8BEABBcMAAAAAAADALABAPAhAAQXDAAAAAAA"
        "AgAwAQDwAQIEFwwAAAAAAAEAsAAA8AECBBcMAAAAAAAAADAAAPABAgNQAAADG6gAAkwQAANfAQEEKWgA////////////////"
        "////////////////////////////////////////////////////////////////////////////////DgAABQ4AAAUOAAAF"
        "DgAABQ4AAAUOAAAFDgAABQ4AAAUEKGgAwAAAACANAABgDQAAcBIAALASAADQEgAA8BIAAFAqAACQKgAAsCoAANAqAAAgPQAA"
        "QD0AAHA9AADgPQAAAD4AAJBVAADAVQAAkFwAAPBcAABQXQAA8F0AAKBeAAAAXwAAYF8AAABgAAAEOWACwAIAAP8AAAAAaAIA"
        "AAEFANACAAD/AAAAEGgCAAABBQDgAgAA/wAAACBoAgAAAQUA8AIAAP8AAAAoaAIAAAEFAAADAAD/AAAAMGgCAAABBQAQAwAA"
        "/wAAADhoAgAAAQUAIAMAAP8AAABAaAIAAAEFADADAAD/AAAASGgCAAABBQBAAwAA/wAAAFBoAgAAAQUAUAMAAP8AAABYaAIA"
        "AAEFAGADAAD/AAAAYGgCAAABBQBwAwAA/wAAAGhoAgAAAQUAgAMAAP8AAABwaAIAAAEFAJADAAD/AAAAeGgCAAABBQCgAwAA"
        "/wAAAIBoAgAAAQUAsAMAAP8AAACIaAIAAAEFAMADAAD/AAAAkGgCAAABBQDQAwAA/wAAAJhoAgAAAQUA4AMAAP8AAACgaAIA"
        "AAEFANAFAAD/AAAAAGgCAAoBEgAgCwAA/wAAACBoAgAKARcAMA0AAP8AAAA4aAIAAQEXANANAAAPAAAAMGgCAAEBPwDwMwAA"
        "/wAAAChoAgAKARcAMD0AAAcAAAAwaAIAAQE/AEBVAAAHAAAAIGgCAAoBPwBgVQAABwAAAChoAgAKAT8AsFUAAAcAAAA4aAIA"
        "AQE/ANBVAAAHAAAAMGgCAAEBPwAwWQAA/wAAADhoAgAKAQcAkFoAAP8AAAAwaAIACgENAMBbAAD/AAAAAGgCAAoBEgDwWwAA"
        "/wAAACBoAgAKARcAUGAAAP8AAAAoaAIACgEXAIBgAAAHAAAAIGgCAAoBPwCwYAAABwAAAChoAgAKAT8A4GAAAP8AAAA4aAIA"
        "CgEHABBhAAD/AAAAMGgCAAoBDQADOBMABBwUAJBUAADwVQAAAFYAACBYAACwWwAABAUMAIABAAABAAAAAQAAAAQeBAAAAAAA"
        "Axm8AQQKCAAPAAAAEAK8AQQ2BAAIAAAAAAAAAP////8AAAAA/v///wAAAAD9////AAAAAPz///9PAAAAAAAAAAIAAAAOAAAA"
        "AAAAAAAAAAAdAAAAAAAAAAIAAAAOAAAAAAAAAAAAAADEAAAAAAAAAAIAAAAOAAAAQGEAAAAAAABEAAAAAAAAAAIAAAAOAAAA"
        "AAAAAAAAAACgAAAAAAAAAAIAAAAOAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAACCewH/AAoAAAAIAAAA8A8A"
        "gnsA/wALAAAACAAAACQOAAx4AACnbAIAcEDwAwDaHwBHCQQAAAAAAAAAgAMA6g8AXHkAAAQAAAAAADAAAOIPABl5CQAAAAAA"
        "ACEAAAAiDgDDeQQAAAAAAAAlAAAAYg4ARXkAANADAAAAAIADAOIPABl4AP8fAAAACRQBAADkHwAMcgAJ/wAAAHBS8gMA5A8A"
        "EXICAAkAAAD/OI8HAMgPABl4A/8HAAAAAhQBAADMDwCJdQMD/x8AAAAADgAAJA4AynIRAwAAAAAAAA4AAOIfAEcZ1AAAAAAA"
        "AACAAwDcLwDDeQYAAAAAAACIAAAAIg4AgngFAAAEAAAAAAAAAOIPAIJ4BwABAAAAAAAAAADiDwCCeAgACAAAAAAAAAAA4g8A"
        "gngKAAQAAAAAAAAAAOIPAJB4CAgAABAAP+H/DwDIDwCZeAkICwAAAD8GAAgA5A8AmXgICAEAAAA/BgAIAOQPAJB4CgoAABAA"
        "P+H/DwDIDwCZeAsKCwAAAD8GAAgA5A8AmXgKCgEAAAA/BgAIAOIPALl6DAAAZgAAAAoAAADkDwCQeA4MMAAAAD/g8Q8A5A8A"
        "kHgSDLAAAAA/4PMPAOQPAJB4FAwwAQAAP+D1DwDkDwCQcg8/DQAAAD/kfwgA4g8AgngMAAABAAAAAAAAAOIPAJByEz8NAAAA"
        "P+T/CADEDwCQchU/DQAAAD/kfwkA5A8AkXIFBgUAAAA/wI4PAOQfAJB4BgcAABAAP+H/DwDIDwCZeAcGCwAAAD8GAAgA5A8A"
        "mXgGBgEAAAA/BgAIAOQPAJB4BQX/AwAAP+D/DwDkDwCQeAwMAAAQAD/h/w8AyA8AmXgNDAsAAAA/BgAIAOQPAJl4DAwBAAAA"
        "PwYACADkDwCSeAUFAPz//z/Ajg8A4g8AxnMAAAAAAAAAAAAAADYOALJ1PwUGAGgCAAEACABiEACydT8FCBBoAgABAAgAogAA"
        "snU/BQYgaAIAAQAIAOIAALJ1PwUGKGgCAAEACAAiAQCydT8FCjBoAgABAAgAYgEAsnU/BQo4aAIAAQAIACIAALJ1PwUGQGgC"
        "AAEACAAiAACydT8FBkhoAgABAAgAIgAAsnU/BQpQaAIAAQAIACIAALJ1PwUKWGgCAAEACAAiAACydT8FBmBoAgABAAgAIgAA"
        "snU/BQZoaAIAAQAIACIAALJ1PwUKcGgCAAEACAAiAACydT8FCnhoAgABAAgAIgAAsnU/BQaAaAIAAQAIACIAALJ1PwUGiGgC"
        "AAEACAAiAACydT8FCpBoAgABAAgAIgAAsnU/BQqYaAIAAQAIACIAALJ1PwUMoGgCAAEACAAiAAAYeQAAAAAAAAAAAAAA4g8A"
        "uXkADgAAAAAAAAQIAOIBALl5ABIAAAAAAAAECADiAQC5eQAUAAAAAAAABAgA4gEAGHkAAAAAAAAAAAAAAOIPAEF5AAAAAAAA"
        "AACAAwDqHwAdewAAAAAAAAAAAQAA4u8DDHwA/xEAAABwUvALANoPAEeJYABQAAAAAACAAwDqDwDDeQYAAAAAAACIAAAAIg4A"
        "gngFAAAEAAAAAAAAAOIPABl4BP8fAAAA/wYAAADiDwCQeAcR/////z/g/w8A4g8AEngCAoD/////wI4HAOIPAIJ4CQDA////"
        "AAAAAADiDwARcgAACQAAAP8ojwcA4g8AkXIIBwcAAAA/CI8PAOQPACR4AgkBAAAAAgqOBwDiDwASeAAA4P/////AjgcAyA8A"
        "GXgD/x8AAAACFAEAAOIPACR4CQkBAAAAAAqOBwDGDwARcggDAgAAAP8ojwcA4g8AkXIFBgUAAAA/wI4PAOQfAJl4Bj8fAAAA"
        "BBQBCADkDwCQeAUF/wMAAD/g/w8A5A8AkXIGBgQAAAA/GI8PAOQPAJJ4EgUA/P//P8CODwDkDwCSeAYG+P//Az/Ajg8AyA8A"
        "kHIGBgQAAAA/4f8PAOQPAJl4BD8BAAAACBQBCADiDwCndQD/BABoAlIBAAgAIg4ApHQJBsABAAAJAo4PAMgPAJFyBgQJAAAA"
        "PzCODwDkDwCQeAkJvwAAAD/g/w8A5A8AkHgLBr8AAAA/4P8PAOQPAJl4Cj8fAAAACRQBCADkDwCZeAw/HwAAAAsUAQgA5A8A"
        "kXIKCgkAAAA/OI8PAMQPAJFyDAwLAAAAPziPDwDkDwCZeAo/BwAAAAoUAQgA5A8AmXgMPwcAAAAMFAEIAMgPACR+Av8KAAAA"
        "/wCODwDkDwAkfgP/DAAAAP8Ajg8A4g8AR4lEAFQAAAAAAIADAOwfAJJ4CAj+////P8CODwDiDwAPfAIDCgAAAAIRgAsA4g8A"
        "kXIEBBIAAAA/aI4PAOIPABl4AP8fAAAACRQBAADiDwCQcgcHCAAAgD/g/w8A4g8AGXgL/wUAAAAIFAEAAOQPAAV4DAAAAAAA"
        "AP8BAADkDwARcgAACQAAAP8QjwcA4g8AkHgIBwEAAAA/4f8PAOIPABF8CwsGAAAA/yCODwDEDwAFeHYAAAAAAAD/AQAA5A8A"
        "EngKAPz/////wI4HAOIPAJByCgoIAAAAP+D/DwDiDwAkdAX/AACA//8AjgcA4g8ABXh0AAAAAAAA/wEAAOIPADZ8AgIIAAAA"
        "AAAACADiDwCRcggKCgAAAD8Ijw8A4g8ABXhyAAAAAAAA/wEAAOQPAAV4cAAAAAAAAP8BAADEDwAFeG4AAAAAAAD/AQAA5A8A"
        "DHgAAgIAAABwYvADAOIPBJl4CD8BAAAACBQBCADiDwARcgICAgAAAP8IjwcA5A8ABXhsAAAAAAAA/wEAAOQPAAV4agAAAAAA"
        "AP8BAADkDwAFeGgAAAAAAAD/AQAAxA8ABXhmAAAAAAAA/wEAAOQPAAV4ZAAAAAAAAP8BAADkDwAFeGIAAAAAAAD/AQAA5A8A"
        "BXhgAAAAAAAA/wEAAOQPAAV4XgAAAAAAAP8BAADkDwAFeFwAAAAAAAD/AQAAxA8ABXhaAAAAAAAA/wEAAOQPAAV4WAAAAAAA"
        "AP8BAADiDwAkdAT/AACA//8AjgcA4g8AEXIHAAsAAAD/8o8HAOIPACR4CgkBAAAACgqOBwDiDwAZeAP/AQAAAAIUAQAA4g8A"
        "R4kIADQAAAAAAIADAOwPAIJ7Av8A8gAAAAgAAAAiDgCSeAkEAPwDAD/Ajg8A4g8ANngGBwgAAAAAAAAAAOIPAJB4CgQgAAAA"
        "P+D/DwDiDwAkcnf//wAAAP8AjgcA4g8AkHgLBEAAAAA/4P8PAOIPACR0Bf8AAID//wCOBwDiDwCQeAQEYAAAAD/g/w8A5A8A"
        "kngKCiD8AwA/wI4PAOQPAJJ4BARg/AMAP8CODwDEDwCSeAsLQPwDAD/Ajg8A5A8AmXgEPwQAAAAEFgEIAOQPAJl4CT8EAAAA"
        "CRYBCADkDwCZeAo/BAAAAAoWAQgA5A8AmXgLPwQAAAALFgEIAOQPAJJ4EAQAAAEAP/yODwDiDwAgeAICO6q4PwAAQAAA4h8A"
        "kHgUB/7///8/4P8PAMQPAJJ4CQkAAAEAP/yODwDkDwCSeAoKAAABAD/8jg8A5A8AkngLCwAAAQA//I4PAOIPAIJ8BAA/AAAA"
        "AAAACADWDwCRchYEBwAAAD8Ijg8AyA8AmXgMPx8AAAAWFAEIAMgPAJFyDAwWAAAAPxCPDwDIDwCZeA0/AgAAAAwWAQgA5A8A"
        "kngMDPz///8/wI4PAOQPAJJ4Dg0BAAAAP8CODwDkDwCQcg0WDAAAgD/g/w8AyA8AkXIXDRIAAAA/KI4PAOIPACR+AP8OAAAA"
        "/wCODwDKDwAZeAAAHwAAAP8GAAAAyA8Ap3UA/wAgaAJXAQAIACQOAEeJLABQAAAAAACAAwDqHwCSeAwFAPwDAD/Ajg8A4g8A"
        "xXkAAAAAAAAAAAAAAOIPAIJ4DwBAAABAAAAAAADiDwAMcgAJ/wAAAHBS8AMA4g8AkXIVDQwAAAA/eI4PAOIPAAx8AP8EAAAA"
        "cFLyCwDkDwCCeA0AQAAAQAAAAAAA4g8AkHgMFQAgAAA/4P8PAMgPAJJ4DAwA/AMAP8CODwDIDwCZeBM/BAAAAAwWAQgAxg8A"
        "gnwMAAkAAAAAAAAIAOIPAJJ4DhMAAAEAP/yODwDSDwDweRgMAADgAf8IcAwA4g8AkngOEwIAAQA//I4PAOIPAIJ8DAAKAAAA"
        "AAAACADiDwCCeA0AQAAAQAAAAAAA4g8AgngPAEAAAEAAAAAAANAPAPB5GAwAAOABGAhwCADiDwCSeA4TBAABAD/8jg8A4g8A"
        "gnwMAAsAAAAAAAAIAOIPAIJ4DQBAAABAAAAAAADiDwCCeA8AQAAAQAAAAAAA0A8A8HkYDAAA4AEYCHAIAOIPAJJ4DhMGAAEA"
        "P/yODwDiDwCCfAwAEAAAAAAAAAgA4g8AgngNAEAAAEAAAAAAAOIPAIJ4DwBAAABAAAAAAADQDwDweRgMAADgARgIAAgA4g8A"
        "mXgNFgcAAAA/BgAIAOQPAMV5AAAAgAAAAAABAADkDwAYeQAAAAAAAAAAAAAA4g8Ap4n///84aAIXABAIAOIPAEeZJAAAAAAA"
        "AACAAwDsDwAkfg7/FgAAAP8Ajg8A4g8AGHkAAAAAAAAAAAAAAMYPADaIDg7+////AAAAAADKDwAZiA//HwAAAA4UAQAAyA8A"
        "EYIPDw4AAAD/EI8HAMgPABKIDw/8//8H/8COBwDKDwAkiA8OAQAAAA8KjgcAyg8AEYwPDxIAAAD/KI4PAMgPAKeJ/w//MGgC"
        "PwAQCADmAQCQeAwNfwAAAD/g/w8A4g8ARXkAAPAlAAAAAIADAOoPAAx8AAsMAAAAcBLyCwDaDwBHGXwADAAAAAAAgAMA6g8A"
        "CXgPGAAAgP8AAIAHAOIfAIJ4DAD/////AAAAAADiDwAJeA4ZAACA/wAAgAcA5A8ACXgRIAAAgP8AAIAHAOQPAAl4ECEAAID/"
        "AACABwDkDwAJcg8cDwAAAAAAgAcA5A8ACXIOHQ4AAAAAAIAHAMQPAAlyESQRAAAAAACABwDkDwAJchAlEAAAAAAAgAcA5A8A"
        "CXIPKA8AAAAAAIAHAOQPAAlyDikOAAAAAACABwDkDwAJchEwEQAAAAAAgAcA5A8ACXIQMRAAAAAAAIAHAMQPAAlyDywPAAAA"
        "AACABwDkDwAJcg4tDgAAAAAAgAcA5A8ACXIRNBEAAAAAAIAHAOQPAAlyEDUQAAAAAACABwDkDwAJcg84DwAAAAAAgAcA5A8A"
        "CXIOOQ4AAAAAAIAHAMQPAAlyEUARAAAAAACABwDkDwAJchBBEAAAAAAAgAcA5A8ACXIPPA8AAAAAAIAHAOQPAAlyDj0OAAAA"
        "AACABwDkDwAJchFEEQAAAAAAgAcA5A8ACXIQRRAAAAAAAIAHAMQPAAlyD0gPAAAAAACABwDkDwAJcg5JDgAAAAAAgAcA5A8A"
        "CXIRUBEAAAAAAIAHAOQPAAlyEFEQAAAAAACABwDkDwAJcg9MDwAAAAAAgAcA5A8ACXIOTQ4AAAAAAIAHAMQPAAlyEVQRAAAA"
        "AACABwDkDwAJchBVEAAAAAAAgAcA5A8ACXISDw4AAAAAAIAHAOQPAAlyEREQAAAAAACABwDkDwAJeA8aAACA/wAAgAcA5A8A"
        "CXIVEhEAAAAAAIAHAMQPAAl4DhsAAID/AACABwDkDwAJeBEiAACA/wAAgAcA5A8ACXgQIwAAgP8AAIAHAOQPAAlyDx4PAAAA"
        "AACABwDkDwAJcg4fDgAAAAAAgAcA5A8ACXIRJhEAAAAAAIAHAMQPAAlyECcQAAAAAACABwDkDwAJcg8qDwAAAAAAgAcA5A8A"
        "CXIOKw4AAAAAAIAHAOQPAAlyETIRAAAAAACABwDkDwAJchAzEAAAAAAAgAcA5A8ACXIPLg8AAAAAAIAHAMQPAAlyDi8OAAAA"
        "AACABwDkDwAJchE2EQAAAAAAgAcA5A8ACXIQNxAAAAAAAIAHAOQPAAlyDzoPAAAAAACABwDkDwAJcg47DgAAAAAAgAcA5A8A"
        "CXIRQhEAAAAAAIAHAMQPAAlyEEMQAAAAAACABwDkDwAJcg8+DwAAAAAAgAcA5A8ACXIOPw4AAAAAAIAHAOQPAAlyEUYRAAAA"
        "AACABwDkDwAJchBHEAAAAAAAgAcA5A8ACXIPSg8AAAAAAIAHAMQPAAlyDksOAAAAAACABwDkDwAJchFSEQAAAAAAgAcA5A8A"
        "CXIQUxAAAAAAAIAHAOQPAAlyD04PAAAAAACABwDkDwAJchRPDgAAAAAAgAcA5A8ACXITVhEAAAAAAIAHAMQPAAlyFlcQAAAA"
        "AACABwDiDwBHeWwMSgAAAAAAgAsA7A8AiX8SFQAfIAwAAA4AACIOAAlyDw8UAAAAAACABwDkDwAJchYTFgAAAAAAgAcAyA8A"
        "CXIWDxYAAAAAAIAHAMoPAIl/ExYAHyAMAAAOAABiDgAJchQVEgAAAAAAgAcAyh8AiX8PFAAfQAwAAA4AACIOAAlyExYTAAAA"
        "AACABwDKLwCJf3gTAB9ADAAADgAAogIACXIPFA8AAAAAAIAHAMofACByDw8CAAAAAABAAADKDwAJcg8PBAAAAAAAgAcAzi8A"
        "C3gADwAAgP8A0PIDAOQPAAlyExN4AAAAAACABwDkTwAIchcP/wAAAAAAgAAAyg8AIXIRFwQAAAAAAQAAAOIPACNyLS0CAAAA"
        "FwgAAADiDxggcgQTAgAAAAAAQAAA4g8II3IxMQIAAAAXCAAAAOIPGCNyDhgCAAAAFwgAAADiDxgIc30ALQAAAAAIAAAAYgAA"
        "I3IQHAIAAAAXCAAAAOIPGCNyEiACAAAAFwgAAADiDxgjchQkAgAAABcIAAAA4g8YI3IWKAIAAAAXCAAAAOIPGCNyGCwCAAAA"
        "FwgAAADiDxgjchUZAgAAABcIAAAA4g8YI3IcMAIAAAAXCAAAAOIPGAhzfwAxAAAAAAgAAADiBAAJci0EBQAAAAAAgAcA4h8A"
        "I3IgNAIAAAAXCAAAAOIPGCNyJDgCAAAAFwgAAADiDxgjcig8AgAAABcIAAAA4g8YC3gALQAAgP8A0PIDAOIPACNyLEACAAAA"
        "FwgAAADiDxgjchkdAgAAABcIAAAA4g8YI3IhIQIAAAAXCAAAAOIPGAhyMS3/AAAAAACAAADiTwAjciUlAgAAABcIAAAA4g8Y"
        "I3IpKQIAAAAXCAAAAOIPGCNyNTUCAAAAFwgAAADiDxgjcjk5AgAAABcIAAAA4g8YI3I9PQIAAAAXCAAAAOIPGCNyQUECAAAA"
        "FwgAAADiDxgjcjBEAgAAABcIAAAA4g8YI3JFRQIAAAAXCAAAAOIPGCNyNEgCAAAAFwgAAADiDxgjcklJAgAAABcIAAAA4g8Y"
        "I3I4TAIAAAAXCAAAAOIPGCNyTU0CAAAAFwgAAADiDxgjcjxQAgAAABcIAAAA4g8YI3JRUQIAAAAXCAAAAOIPGCNyQFQCAAAA"
        "FwgAAADiDxgjclVVAgAAABcIAAAA4g8II3IzMwIAAAAxCAAAAOIPGCNyGxsCAAAAMQgAAADiDxgjchMiAgAAADEIAAAA4g8Y"
        "I3IXJgIAAAAxCAAAAOIPGCNyIiMCAAAAMQgAAADiDxgjciYnAgAAADEIAAAA4g8YI3IdKgIAAAAxCAAAAOIPGCNyIy4CAAAA"
        "MQgAAADiDxgjcic2AgAAADEIAAAA4g8YCHN7ACkAAAAACAAAAKIAACNyKisCAAAAMQgAAADiDxgjci4vAgAAADEIAAAA4g8Y"
        "I3I2NwIAAAAxCAAAAOIPGCNyKz4CAAAAMQgAAADiDxgjci9CAgAAADEIAAAA4g8YI3I3SgIAAAAxCAAAAOIPCCFyRDEFAAAA"
        "AAEAAADiDwAIc4kASQAAAAAIAAAAYgkAI3IpOgIAAAAxCAAAAOIfGCNyHh4CAAAAMQgAAADiDxgjch8fAgAAADEIAAAA4g8Y"
        "I3I6OwIAAAAxCAAAAOIPGCNyPj8CAAAAMQgAAADiDxgjckJDAgAAADEIAAAA4g8YI3JKSwIAAAAxCAAAAOIPGAhzTAAzAAAA"
        "AAgAAABiAAAjcklOAgAAADEIAAAA4g8ZI3JOTwIAAAAxCAAAAOIPGCNyUFMCAAAAMQgAAADiDxgjchoaAgAAADEIAAAA4g8A"
        "JHIE//8AAAAPAI4HAMQPACRyBf//AAAALQCOBwDiDwAIc3kAJQAAAAAIAAAAYggAI3IzRgIAAAAxCAAAAOIfGCNyRkcCAAAA"
        "MQgAAADMDwAIc4sAUQAAAAAIAAAAYgAAI3IlMgIAAAAxCAAAAM4PAQhzjQAbAAAAAAgAAABiCAAjclFWAgAAADEIAAAAzh8A"
        "CHMRABEAAAAACAAAACIOACNyG1ICAAAAMQgAAADiDxkjcjFXAgAAADEIAAAAzA8ACHMOAA4AAAAACAAAADAPAAhzFQAVAAAA"
        "AAgAAAAwDgAIcxAAEAAAAAAIAAAAMA4ACHMZABkAAAAACAAAADAOAAhzEgASAAAAAAgAAAAwDgAIcyEAIQAAAAAIAAAAMA4A"
        "CHMUABQAAAAACAAAADAOAAhzFgAWAAAAAAgAAAAwDgAIcxgAGAAAAAAIAAAAMA4ACHMcABwAAAAACAAAADAOAAhzIAAgAAAA"
        "AAgAAAAwDgAIczUANQAAAAAIAAAAMA4ACHMkACQAAAAACAAAADAOAAhzgQA5AAAAAAgAAAAwAAAIcygAKAAAAAAIAAAAMA4A"
        "CHODAD0AAAAACAAAADAAAAhzLAAsAAAAAAgAAAAwDgAIc4UAQQAAAAAIAAAAMAAACHMwADAAAAAACAAAADAOAAhzhwBFAAAA"
        "AAgAAAAwAAAIczQANAAAAAAIAAAAMA4ACHM4ADgAAAAACAAAADAOAAhzTQBNAAAAAAgAAAAwDgAIczwAPAAAAAAIAAAAMA4A"
        "CHNAAEAAAAAACAAAADAOAAhzVQBVAAAAAAgAAAAwDgAIc0QARAAAAAAIAAAAMA4ACHNIABoAAAAACAAAADAAAAhzHgAeAAAA"
        "AAgAAAAwDgAIcx8AHwAAAAAIAAAAMA4ACHMTABMAAAAACAAAADAOAAhzIgAiAAAAAAgAAAAwDgAIcxcAFwAAAAAIAAAAMA4A"
        "CHMmACYAAAAACAAAADAOAAhzHQAdAAAAAAgAAAAwDgAIcyoAKgAAAAAIAAAAMA4ACHMjACMAAAAACAAAADAOAAhzLgAuAAAA"
        "AAgAAAAwDgAIcyUAJQAAAAAIAAAAMA4ACHMnACcAAAAACAAAADAOAAhzNgA2AAAAAAgAAAAwDgAIcykAKQAAAAAIAAAAMA4A"
        "CHM6ADoAAAAACAAAADAOAAhzKwArAAAAAAgAAAAwDgAIcz4APgAAAAAIAAAAMA4ACHMvAC8AAAAACAAAADAOAAhzQgBCAAAA"
        "AAgAAAAwDgAIczMAMwAAAAAIAAAAMA4ACHNGAEYAAAAACAAAADAOAAhzNwA3AAAAAAgAAAAwDgAIc0oASgAAAAAIAAAAMA4A"
        "CHNJAEkAAAAACAAAADAOAAhzTgBOAAAAAAgAAAAwDgAIcxsAGwAAAAAIAAAAMA4ACHNQAFAAAAAACAAAADAOAAhzUQBRAAAA"
        "AAgAAAAwDgAIc1IAMQAAAAAIAAAAIgAAR3n0ABQAAAAAAIADAOrvAxF8DgoNAAAA/wiODwDiDwCCeAwA/////wAAAAAAyA8A"
        "NngPDggAAAAAAAAAAOQfBDZ4EA4JAAAAAAAAAADkDwQ2eBEOGAAAAAAAAAAA4g8EDHIADwcAAABwQvYDAOIPDDZ4FA54AAAA"
        "AAAAAADiDwQMcgAPBgAAAHBC+AMA4g8INngPDhAAAAAAAAAAAOIPAAxyABAHAAAAcEL0AwDiDwg2eBIOcQAAAAAAAAAA4g8A"
        "DHIAEAYAAABwQvIDAOIPADZ4EA4RAAAAAAAAAADiDwAMcgAPBwAAAHBC/AMAxA8ADHIADwYAAABwQvoDAOQPAAh4eRwAAID/"
        "AACABQDkDwAIeA8eAACA/wAAAAYA5A8ACHh7HQAAgP8AAAAFAOQPAAh4Hx8AAID/AACABADkDwAMcgAQBwAAAHBC9gMAxA8A"
        "DHIAEAYAAABwQvgDAOIPCDZ4EA4ZAAAAAAAAAADiDwQMcgARBwAAAHBC9AMA5A8EDHIAEQYAAABwQvIDAOIPADZ4EQ4gAAAA"
        "AAAAAADiDwAIeH0gAACA/wAAAAcA5A8ACHgTIgAAgP8AAIAGAOQPAAh4ISEAAID/AACABQDEDwAIeCMjAACA/wAAAAYA5A8A"
        "DHIAEAcAAABwQvwDAOQPDAxyABAGAAAAcEL6AwDiDwg2eBAOIQAAAAAAAAAA4g8EDHIAEQcAAABwQvYDAOQPBAxyABEGAAAA"
        "cEL4AwDiDwA2eBEOKAAAAAAAAAAA4g8ACHh/JAAAgP8AAAAFAMQPAAh4FyYAAID/AACABADkDwAIeIElAACA/wAAAAcA5A8A"
        "CHgnJwAAgP8AAIAGAOQPAAxyABAHAAAAcEL0AwDkDwwMcgAQBgAAAHBC8gMA4g8ANngQDikAAAAAAAAAAOIPAAxyABEHAAAA"
        "cEL8AwDEDwAMcgARBgAAAHBC+gMA4g8ANngRDjAAAAAAAAAAAOIPAAh4gygAAID/AACABQDkDwAIeB0qAACA/wAAAAYA5A8A"
        "CHiFKQAAgP8AAAAFAOQPAAh4KysAAID/AACABADkDwAMcgAQBwAAAHBC9gMAxA8ADHIAEAYAAABwQvgDAOIPCDZ4EA4xAAAA"
        "AAAAAADiDwQMcgARBwAAAHBC9AMA5A8EDHIAEQYAAABwQvIDAOIPADZ4EQ44AAAAAAAAAADiDwAIeIcsAACA/wAAAAcA5A8A"
        "CHglLgAAgP8AAIAGAOQPAAh4iS0AAID/AACABQDEDwAIeC8vAACA/wAAAAYA5A8ADHIAEAcAAABwQvwDAOQPDAxyABAGAAAA"
        "cEL6AwDiDwg2eBAOOQAAAAAAAAAA4g8EDHIAEQcAAABwQvYDAOQPBAxyABEGAAAAcEL4AwDiDwA2eBEOQAAAAAAAAAAA4g8A"
        "CHiLMAAAgP8AAAAFAMQPAAh4KTIAAID/AACABADkDwAIeI0xAACA/wAAAAcA5A8ACHgzMwAAgP8AAIAGAOQPAAxyABAHAAAA"
        "cEL0AwDkDwwMcgAQBgAAAHBC8gMA4g8ANngQDkEAAAAAAAAAAOIPAAxyABEHAAAAcEL8AwDEDwAMcgARBgAAAHBC+gMA4g8A"
        "NngRDkgAAAAAAAAAAOIPAAh4jzQAAID/AACABQDkDwAIeC02AACA/wAAAAYA5A8ACHg1NQAAgP8AAAAFAOQPAAh4NzcAAID/"
        "AACABADkDwAMcgAQBwAAAHBC9gMAxA8ADHIAEAYAAABwQvgDAOIPCDZ4EA5JAAAAAAAAAADiDwQMcgARBwAAAHBC9AMA5A8E"
        "DHIAEQYAAABwQvIDAOIPADZ4EQ5QAAAAAAAAAADiDwAIeJE4AACA/wAAAAcA5A8ACHgxOgAAgP8AAIAGAOQPAAh4kzkAAID/"
        "AACABQDEDwAIeDs7AACA/wAAAAYA5A8ADHIAEAcAAABwQvwDAOQPDAxyABAGAAAAcEL6AwDiDwg2eBAOUQAAAAAAAAAA4g8E"
        "DHIAEQcAAABwQvYDAOQPBAxyABEGAAAAcEL4AwDiDwA2eBEOWAAAAAAAAAAA4g8ACHiVPAAAgP8AAAAFAMQPAAh4OT4AAID/"
        "AACABADkDwAIeJc9AACA/wAAAAcA5A8ACHg/PwAAgP8AAIAGAOQPAAxyABAHAAAAcEL0AwDkDwwMcgAQBgAAAHBC8gMA4g8A"
        "NngQDlkAAAAAAAAAAOIPAAxyABEHAAAAcEL8AwDEDwAMcgARBgAAAHBC+gMA4g8ANngRDmAAAAAAAAAAAOIPAAh4mUAAAID/"
        "AACABQDkDwAIeD1CAACA/wAAAAYA5A8ACHibQQAAgP8AAAAFAOQPAAh4Q0MAAID/AACABADkDwAMcgAQBwAAAHBC9gMAxA8A"
        "DHIAEAYAAABwQvgDAOIPCDZ4EA5hAAAAAAAAAADiDwQMcgARBwAAAHBC9AMA5A8EDHIAEQYAAABwQvIDAOIPADZ4EQ5oAAAA"
        "AAAAAADiDwAIeJ1EAACA/wAAAAcA5A8ACHifRQAAgP8AAIAFAOQPAAh4R0cAAID/AAAABgDEDwAMcgAQBwAAAHBC/AMA5A8I"
        "DHIAEQcAAABwQvYDAOQPBAxyABEGAAAAcEL4AwDiDwg2eBEOcAAAAAAAAAAA4g8ACHhBRgAAgP8AAIAGAOQPAAxyABAGAAAA"
        "cEL6AwDiDwA2eBAOaQAAAAAAAAAA4g8ACHijSQAAgP8AAAAHAMQPAAh4SU4AAID/AAAABgDkDwAMcgARBwAAAHBC+AMA5A8A"
        "CHihSAAAgP8AAAAFAOQPAAh4RUoAAID/AACABADkDwAIeEtLAACA/wAAgAYA5A8ACHilTAAAgP8AAIAFAMQPAAxyAA4HAAAA"
        "cEL0AwDkDwwMcgAOBwAAAHBi8gMA5A8MDHIADgYAAABwQvwDAOQPDAxyAA4GAAAAcGL6AwDiDwQ2eA4OeQAAAAAAAAAA4g8A"
        "DHIAEAcAAABwQvYDAOQPAAh4UFAAAID/AAAABgDEDwAMcgAUBwAAAHBC+AMA5A8ICHhNTQAAgP8AAIAFAOQPAAxyABIHAAAA"
        "cEL2AwDkDwgIeFRUAACA/wAAAAYA5A8ADHIADgcAAABwQvgDAOQPAAh4GBgAAID/AAAABQDEDwAIeBkZAACA/wAAgAQA5A8A"
        "CHgeUQAAgP8AAIAFAOQPAAxyABAGAAAAcEL2AwDkDwgMcgASBgAAAHBC8gMA5A8ICHhVVQAAgP8AAAAGAOQPAAxyABQGAAAA"
        "cEL4AwDEDwAJeBAYAACA/wAAgAcA5A8ACXgSGQAAgP8AAIAHAOQPAAl4FH0AAID/AACABwDkDwAJeBYhAACA/wAAgAcA5A8A"
        "CXIQeRAAAAAAAIAHAOQPAAlyEnsSAAAAAACABwDEDwAJchR/FAAAAAAAgAcA5A8ACXIWgRYAAAAAAIAHAOQPAAlyEIMQAAAA"
        "AACABwDkDwAJchKFEgAAAAAAgAcA5A8ACXIUixQAAAAAAIAHAOQPAAlyFo0WAAAAAACABwDEDwAJchCHEAAAAAAAgAcA5A8A"
        "CXISiRIAAAAAAIAHAOQPAAlyFI8UAAAAAACABwDkDwAJchY1FgAAAAAAgAcA5A8ACXIQkRAAAAAAAIAHAOQPAAlyEpMSAAAA"
        "AACABwDEDwAJchSZFAAAAAAAgAcA5A8ACXIWmxYAAAAAAIAHAOQPAAxyABEGAAAAcEL0AwDkDwAJchCVEAAAAAAAgAcA5A8A"
        "CXISlxIAAAAAAIAHAOQPAAlyEZ0UAAAAAACABwDEDwAJchWfFgAAAAAAgAcA5A8ACXIQoRAAAAAAAIAHAOQPAAlyEqMSAAAA"
        "AACABwDkDwAJclFQEQAAAAAAgAcA5A8ACXIUHhUAAAAAAIAHAOQPAAlyEKUQAAAAAACABwDEDwAJchFNEgAAAAAAgAcA5A8A"
        "CXJRVFEAAAAAAIAHAOQPAAlyFFUUAAAAAACABwDkDwAJchAQEQAAAAAAgAcA5A8ACXIRURQAAAAAAIAHAOQPAAh4IhoAAID/"
        "AAAABwDEDwAIeCYbAACA/wAAgAYA5A8ADHIADgYAAABwQvwDAOQPAAlyFRARAAAAAACABwDkDwAJeA4iAACA/wAAgAcA5A8A"
        "CXgQJgAAgP8AAIAHAOQPAAl4EhMAAID/AACABwDEDwAJeBQjAACA/wAAgAcA5A8ACXIODw4AAAAAAIAHAOQPAAlyEB8QAAAA"
        "AACABwDkDwAJchIXEgAAAAAAgAcA5A8ACXIUJxQAAAAAAIAHAOQPAAlyDh0OAAAAAACABwDEDwAJchArEAAAAAAAgAcA5A8A"
        "CXISKRIAAAAAAIAHAOQPAAlyFDMUAAAAAACABwDkDwAJcg4lDgAAAAAAgAcA5A8ACXIQLxAAAAAAAIAHAOQPAAlyEi0SAAAA"
        "AACABwDEDwAJchQ3FAAAAAAAgAcA5A8ACXIOMQ4AAAAAAIAHAOQPAAlyEDsQAAAAAACABwDkDwAJchI9EgAAAAAAgAcA5A8A"
        "CXIUQxQAAAAAAIAHAOQPAAh4G1IAAID/AAAABQDEDwAIeFNTAACA/wAAgAQA5A8ACXIOOQ4AAAAAAIAHAOQPAAlyED8QAAAA"
        "AACABwDkDwAJchJBEgAAAAAAgAcA5A8ACXIURxQAAAAAAIAHAOQPAAh4T08AAID/AACABQDEDwAIeFFWAACA/wAAAAYA5A8A"
        "CHhXVwAAgP8AAAAHAOQPAAlyDkUOAAAAAACABwDkDwAJchBLEAAAAAAAgAcA5A8ACXISGxIAAAAAAIAHAOQPAAlyGlMUAAAA"
        "AACABwDEDwAJchRJDgAAAAAAgAcA5A8ACXIWTxAAAAAAAIAHAOQPAAlyHFESAAAAAACABwDkDwAJchpXGgAAAAAAgAcA4g8A"
        "R3n4DDIAAAAAAIALAOwPAIl/EhUAHyAMAAAOAAAiDgAJchQUFgAAAAAAgAcA5A8ACXIRHBoAAAAAAIAHAMgPAAlyHBQRAAAA"
        "AACABwDKDwCJfyocAB8gDAAADgAAYg4ACXIUFRIAAAAAAIAHAMofAIl/FhQAH0AMAAAOAAAiDgAJciocKgAAAAAAgAcAyi8A"
        "iX8yKgAfQAwAAA4AAKICAAlyERQWAAAAAACABwDKHwAgchERAgAAAAAAQAAAyg8ACXIaEQQAAAAAAIAHAM4vAAt4ABoAAID/"
        "ANDyAwDIDwAIci4a/wAAAAAAgAAAyg8AI3IciwIAAAAuCAAAAOIPAAlyiyoyAAAAAACABwDiTwAhchEuBAAAAAABAAAA4g8A"
        "I3IVGQIAAAAuCAAAAOIPGCNyDhgCAAAALggAAADiDxgjchB5AgAAAC4IAAAA4g8YIHIyiwIAAAAAAEAAAOIPCCNyGXsCAAAA"
        "LggAAADiDxgjchJ9AgAAAC4IAAAA4g8YI3IUfwIAAAAuCAAAAOIPGCNyeYECAAAALggAAADiDxgJcjIyBQAAAAAAgAcA4g8A"
        "I3IWgwIAAAAuCAAAAOIPGCNye4UCAAAALggAAADiDxgjchiHAgAAAC4IAAAA4g8YC3gAMgAAgP8A0PIDAOIPBCNyfYkCAAAA"
        "LggAAADiDxgjcn+NAgAAAC4IAAAA4g8YI3IhIQIAAAAuCAAAAOIPGAhyBDL/AAAAAACAAADiDwAjciCPAgAAAC4IAAAA4g8Y"
        "I3I1NQIAAAAuCAAAAOIPGCNyJJECAAAALggAAADiDxgjcoGTAgAAAC4IAAAA4g8II3ImJgIAAAAECAAAAOIPGCNyMzMCAAAA"
        "BAgAAADiDxgjckgiAgAAAAQIAAAA4g8YI3IiIwIAAAAECAAAAOIPCCNyKJUCAAAALggAAADiDxgjcoOXAgAAAC4IAAAA4g8Y"
        "I3IsmQIAAAAuCAAAAOIPGCNyhZsCAAAALggAAADiDxgjcjCdAgAAAC4IAAAA4g8YI3KHnwIAAAAuCAAAAOIPGCNyNKECAAAA"
        "LggAAADiDxgjcomjAgAAAC4IAAAA4g8YI3I4pQIAAAAuCAAAAOIPGCNyTU0CAAAALggAAADiDxgjcjxQAgAAAC4IAAAA4g8Y"
        "I3IeHgIAAAAuCAAAAOIPGCNyQFQCAAAALggAAADiDxgjclVVAgAAAC4IAAAA4g8ICHONACYAAAAACAAAAGIAACNyIyUCAAAA"
        "BAgAAADiDxgjciorAgAAAAQIAAAA4g8YI3IuLwIAAAAECAAAAOIPGCNyJSkCAAAABAgAAADiDxgjcjY3AgAAAAQIAAAA4g8Y"
        "IXJEBAUAAAAAAQAAAOIPACNyHx8CAAAABAgAAADiDxgIc0wAMwAAAAAIAAAA4gQAI3ImJwIAAAAECAAAAOIfGCNyExMCAAAA"
        "BAgAAADiDxgjchcXAgAAAAQIAAAA4g8YI3IdHQIAAAAECAAAAOIPGCNyJy0CAAAABAgAAADiDxgjcikxAgAAAAQIAAAA4g8Y"
        "I3I6OwIAAAAECAAAAOIPGCNyKzkCAAAABAgAAADiDxgjcj4/AgAAAAQIAAAA4g8YI3IvPQIAAAAECAAAAOIPGCNyQkMCAAAA"
        "BAgAAADiDxgjcjNBAgAAAAQIAAAA4k8YI3JGRwIAAAAECAAAAOIPGCNyN0UCAAAABAgAAADiDxgjckpLAgAAAAQIAAAA4g8Y"
        "I3JJSQIAAAAECAAAAOIPGCNyGxsCAAAABAgAAADiDxgjclFRAgAAAAQIAAAA4g8YI3IPDwIAAAAECAAAAOIPGCNyT08CAAAA"
        "BAgAAADiDxgjclNTAgAAAAQIAAAA4g8YI3JXVwIAAAAECAAAAOIPAAhziwAeAAAAAAgAAACiAAAkcgT//wAAABoAjgcAxA8A"
        "JHIF//8AAAAyAI4HAMoPAAhzEQARAAAAAAgAAAAwDwAIcw4ADgAAAAAIAAAAcA8ACHMVABUAAAAACAAAADAOAAhzEAAQAAAA"
        "AAgAAAAwDgAIcxkAGQAAAAAIAAAAMA4ACHMSABIAAAAACAAAADAOAAhzIQAhAAAAAAgAAAAwDgAIcxQAFAAAAAAIAAAAMA4A"
        "CHN5AHkAAAAACAAAADAOAAhzFgAWAAAAAAgAAAAwDgAIc3sAewAAAAAIAAAAMA4ACHMYABgAAAAACAAAADAOAAhzfQB9AAAA"
        "AAgAAAAwDgAIcxwAHAAAAAAIAAAAMA4ACHN/AH8AAAAACAAAADAOAAhzIAAgAAAAAAgAAAAwDgAIczUANQAAAAAIAAAAMA4A"
        "CHMkACQAAAAACAAAADAOAAhzgQCBAAAAAAgAAAAwDgAIcygAKAAAAAAIAAAAMA4ACHODAIMAAAAACAAAADAOAAhzLAAsAAAA"
        "AAgAAAAwDgAIc4UAhQAAAAAIAAAAMA4ACHMwADAAAAAACAAAADAOAAhzhwCHAAAAAAgAAAAwDgAIczQANAAAAAAIAAAAMA4A"
        "CHOJAIkAAAAACAAAADAOAAhzOAA4AAAAAAgAAAAwDgAIc00ATQAAAAAIAAAAMA4ACHM8ADwAAAAACAAAADAOAAhzQABAAAAA"
        "AAgAAAAwDgAIc1UAVQAAAAAIAAAAMA4ACHNEAEQAAAAACAAAADAOAAhzSABIAAAAAAgAAAAwDgAIcx4ADwAAAAAIAAAAMAAA"
        "CHMfAB8AAAAACAAAADAOAAhzEwATAAAAAAgAAAAwDgAIcyIAIgAAAAAIAAAAMA4ACHMXABcAAAAACAAAADAOAAhzJgAmAAAA"
        "AAgAAAAwDgAIcx0AHQAAAAAIAAAAMA4ACHMqACoAAAAACAAAADAOAAhzIwAjAAAAAAgAAAAwDgAIcy4ALgAAAAAIAAAAMA4A"
        "CHMlACUAAAAACAAAADAOAAhzJwAnAAAAAAgAAAAwDgAIczYANgAAAAAIAAAAMA4ACHMpACkAAAAACAAAADAOAAhzOgA6AAAA"
        "AAgAAAAwDgAIcysAKwAAAAAIAAAAMA4ACHM+AD4AAAAACAAAADAOAAhzLwAvAAAAAAgAAAAwDgAIc0IAQgAAAAAIAAAAMA4A"
        "CHMzADMAAAAACAAAADAOAAhzRgBGAAAAAAgAAAAwDgAIczcANwAAAAAIAAAAMA4ACHNKAEoAAAAACAAAADAOAAhzSQBJAAAA"
        "AAgAAAAwDgAIc04ATwAAAAAIAAAAMAAACHMbABsAAAAACAAAADAOAAhzUABTAAAAAAgAAAAwAAAIc1EAUQAAAAAIAAAAMA4A"
        "CHNSAFcAAAAACAAAACTgA0F5AAAAAAAAAACAAwDqDwCndQD/AChoAlcBAggAYg4APnJ4FQ4AAAD/AAAAAOQfAD5ygHsWAAAA"
        "/wAAAADkDwA+coiBJAAAAP8AAAAA5A8APnKQiTQAAAD/AAAAAOQPAD5yehkQAAAA/wAAAADiDwAwcg54iAAAAAAAAAAA4g8A"
        "PnJ8IRIAAAD/AAAAAOIPADByEICQAAAAAAAAAADiDwA+cn55FAAAAP8AAAAAxA8APnKCfRgAAAD/AAAAAOIPADByGA4QAAAA"
        "AAAAAADiDwA+coR/HAAAAP8AAAAA5A8APnKGNSAAAAD/AAAAAOQPAD5yioMoAAAA/wAAAADkDwA+coyFLAAAAP8AAAAA5A8A"
        "PnKOhzAAAAD/AAAAAOIPADByDnqKAAAAAAAAAADiDwA+cpJNOAAAAP8AAAAA4g8AMHIQfIwAAAAAAAAAAOIPAD5ylIs8AAAA"
        "/wAAAADiDwAwchJ+jgAAAAAAAAAA4g8APnKWVUAAAAD/AAAAAOIPADByFIKSAAAAAAAAAADiDwA+ckiNSAAAAP8AAAAA4g8A"
        "MHIVhJQAAAAAAAAAAOIPAD5yHh8eAAAA/wAAAADiDwAwchaGlgAAAAAAAAAA4g8APnITIhMAAAD/AAAAAOIPADByDg4UAAAA"
        "AAAAAADiDwA+chcmFwAAAP8AAAAA4g8AMHIQEBUAAAAAAAAAAOIPAD5yHSodAAAA/wAAAADiDwAwchISFgAAAAAAAAAA4g8A"
        "PnIjLiMAAAD/AAAAAOIPADByEBgQAAAAAAAAAADiDwA+ciVMJQAAAP8AAAAA4g8AMHIODhIAAAAAAAAAAOIPAD5yJzYnAAAA"
        "/wAAAADEDwA+ciQ6KQAAAP8AAAAA4g8AMHIOEA4AAAAAAAAAAOIPAD5yDz4rAAAA/wAAAADkDwA+co1CLwAAAP8AAAAA4g8A"
        "MHIUSCQAAAAAAAAAAOIPAD5yj0YzAAAA/wAAAADiDwAwchUeDwAAAAAAAAAA4g8APnKRSjcAAAD/AAAAAOIPADByFhONAAAA"
        "AAAAAADiDwA+cpNOSQAAAP8AAAAA4g8AMHIZF48AAAAAAAAAAOIPAD5ylVAbAAAA/wAAAADiDwAwchodkQAAAAAAAAAA4g8A"
        "PnKXUlEAAAD/AAAAAOIPADByGyOTAAAAAAAAAADEDwAwchD/DgAAIABBAAAA5A8AMHIcJZUAAAAAAAAAAOQPADByHyeXAAAA"
        "AAAAAADkDwAwchQUGgAAAAAAAAAA5A8AMHIVFRsAAAAAAAAAAOQPADByFhYcAAAAAAAAAADEDwAwchkZHwAAAAAAAAAA5A8A"
        "MHIUFBYAAAAAAAAAAOQPADByFRUZAAAAAAAAAADIDwAwchQUFQAAAAAAAAAA5A8AMHIV/w4AADAAQQAAAMYPADByDv8UAAAg"
        "AEEAAADkDxAhchAQFQAAAAAAAAAA4g8AMHIZ/xQAADAAQQAAAMoPACFyGQ4ZAAAAAAAAAADiDwBHmfwAJAAAAAAAgAMA7C8A"
        "SHkAAAAAAAAAAIADAOoPACNyDBEMAAAAEAAAAADiDwAjcg1EDQAAABkAAAAA4g8AIHJYWBEAAAAAAEAAAOIPCCByWVkRAAAA"
        "AABAAADiDwggclxcEQAAAAAAQAAA4g8IIHJdXREAAAAAAEAAAOIPCCByYGARAAAAAABAAADiDwggcmFhEQAAAAAAQAAA4g8I"
        "IHJkZBEAAAAAAEAAAOIPCCByZWURAAAAAABAAADiDwggcmhoEQAAAAAAQAAA4g8IIHJpaREAAAAAAEAAAOIPCCBybGwRAAAA"
        "AABAAADiDwggcm1tEQAAAAAAQAAA4g8IIHJwcBEAAAAAAEAAAOIPCCBycXERAAAAAABAAADiDwggcnR0EQAAAAAAQAAA4g8I"
        "IHJ1dREAAAAAAEAAAOIPACByWlpEAAAAAABAAADiDwggcltbRAAAAAAAQAAA4g8IIHJeXkQAAAAAAEAAAOIPCCByX19EAAAA"
        "AABAAADiDwggcmJiRAAAAAAAQAAA4g8IIHJjY0QAAAAAAEAAAOIPCCByZmZEAAAAAABAAADiDwggcmdnRAAAAAAAQAAA4g8I"
        "IHJqakQAAAAAAEAAAOIPCCBya2tEAAAAAABAAADiDwggcm5uRAAAAAAAQAAA4g8IIHJvb0QAAAAAAEAAAOIPCCBycnJEAAAA"
        "AABAAADiDwggcnNzRAAAAAAAQAAA4g8IIHJ2dkQAAAAAAEAAAOIPCCByd3dEAAAAAABAAADiDwAkcnn//wAAAEgAjgcAxA8A"
        "JHKJ//8AAAAkAI4HAOQPACRygf//AAAAHQCOBwDkDwAkcnv//wAAAB4AjgcA5A8AJHKL//8AAAAPAI4HAOQPACRyg///AAAA"
        "IwCOBwDkDwAkcn3//wAAABMAjgcAxA8AJHKF//8AAAAlAI4HAOQPACRyf///AAAAFwCOBwDkDwAkcof//wAAACcAjgcA4g8A"
        "kHgMFQBgAAA/4P8PAMYPAMV5AAAAAAAAAAAAAADiDwCCeA8AQAAAQAAAAAAA4g8AkHgEBAEAAAA/4P8PAOQPAJJ4DAwA/AMA"
        "P8CODwDIDwCZeAw/BAAAAAwWAQgA4g8ADHwAAwQAAABwMvILAMYPAJJ4DAwAAAEAP/yODwDODwCCfA4ADAAAAAAAAAgA5A8A"
        "8H1YeAwA4EBYCHAIAOIPAJd4Fg6AAAAAP+D/DwDSDwDwfVh8FADgQFgIcAgA4g8Al3gWDgABAAA/4P8PANIPAPB9WIAUAOBA"
        "WAhwCADiDwCXeBYOgAEAAD/g/w8A0g8A8H1YhBQA4EBYCHAIAOIPAJd4Fg4AAgAAP+D/DwDSDwDwfViIFADgQFgIcAgA4g8A"
        "l3gWDoACAAA/4P8PANIPAPB9WIwUAOBAWAhwCADiDwCXeBYOAAMAAD/g/w8A5A8Al3gODoADAAA/4P8PAM4PAPB9WJAUAOBA"
        "WAhwCADoDwDwfViUDADgQFgIAAgA4g8AR5l0AMz//////4MDAOoPABGMAAMUAAAA/wiODwDiDwDFeQAAAIAAAAAAAQAAxg8A"
        "GYgH/x8AAAAAFAEAAMgPABGCBwcAAAAA/xCPBwDIDwASiAcH/P//B//AjgcAyg8AJIgHAAEAAAAHCo4HAMoPABGMBwcSAAAA"
        "/yiODwDiDwAYeQAAAAAAAAAAAAAAxg8Ap4n/B/8waAI/ABAIAOYBAIl/BwwAHyAMAAAOAAAiHgDDeQUAAAAAAACIAAAAYg4A"
        "jHgABwEAAABwUvALAOQPAIl/AA0AHyAMAAAOAACiDgCCeAQAAAQAAAAAAAAA4g8AGXkKAAAAAAAAIQAAAOQOABx4AAAAAAAA"
        "CPDwAwDiDwAhcgcHDAAAAAAAAAAA4h8AkXIFBQQAAAA/wI4PAOIvACFyAAANAAAAAAAAAADGTwCJfwYHAB9ADAAADgAAIg4A"
        "kHIEBRIAAAA/4f8PAMYPAIl/CwAAH0AMAAAOAABiDgCQcgUFBAAAAD/g/w8A4g8AGXgP/x8AAAAKFAEAAMiPABFyDw8KAAAA"
        "/ziPBwDIDwASeA8PgP/////AjgcAyg8AJHgKCgEAAAAPCo4HAOQPACFyBgcGAAAAAAAAAADiHwAhcgcACwAAAAAAAAAA5C8A"
        "EXwACgUAAAD/II4PAOIPAEeJUAAUAAAAAACAAwDsDwAdewAAAACEAQAAAQAA4g8AGXgt/x8AAAAKFAEAAM4PAMN5BQAAAAAA"
        "ACUAAAAiDgBFeQAAgAYAAAAAgAMA4g8AhHkUAAAAYAIADAAAAGgOAIR5HAAAACACAAwAAACiDgCZeAk/HwAAAAUUAQgAxh8A"
        "hHkYAAAAKAIADAAAACIOAJFyCQkFAAAAPxiPDwDGDwCEeRAAAAAwAgAMAAAA6A4AhHkMAAAAOAIADAAAACIPAAlyCxQEAAAA"
        "AACABwDkLwAJcgIVBQAAAAAAgAcAxg8AIXIUFAsAAIAAAAAAAOIPACFyBAsEAAAAAAEAAADiDwAhcgsVAgAAgAAAAAAA4g8A"
        "IXICAgUAAAAAAQAAAOIPAAhzIwAUAAAAAAgAAABwDgAIcyEABAAAAAAIAAAAcA8ACHMgAAsAAAAACAAAAOIOACByBRYjAAAA"
        "AABAAADiLwAgciUjHAAAAAAAQAAA4k8EIHIcIx0AAAAAAEAAAMoPAAhzAgACAAAAAAgAAABiDgAjcicGIQAAAAUAAAAA4g8K"
        "I3JYWCEAAAAlAAAAAOIPACByJSMYAAAAAABAAADiHwQgchgjGQAAAAAAQAAA4g8ANngFJwAAgAEAAAAAAOQPACNyWVkhAAAA"
        "HAAAAADiDwgjclxcIQAAACUAAAAA4g8II3JdXSEAAAAYAAAAAOIPACByBBcgAAAAAABAAADijwASeAUFAACAf//AjgcA4g8A"
        "hHkUAAAAQAIADAAAACIOACByHSAeAAAAAABAAADiDwQgch4gHwAAAAAAQAAA4g8EDHgABf///wFwQPADAOIPACByGSAaAAAA"
        "AABAAADiDwQgchogGwAAAAAAQAAA4g8AI3ILBwIAAAAEAAAAAOIvCCNyWloCAAAAHQAAAADiDwiEeQQAAABIAgAMAAAAYg4A"
        "I3JbWwIAAAAeAAAAAOIPCCNyXl4CAAAAGQAAAADiDwgjcl9fAgAAABoAAAAA4g8AhHkcAAAAUAIADAAAAKIOACByJSMQAAAA"
        "AABAAADiDwQgchAjEQAAAAAAQAAA4g8EIHIRIBIAAAAAAEAAAOIPBIR5GAAAAFgCAAwAAABiBwAgchIgEwAAAAAAQAAA4g8A"
        "I3IlYCEAAAAlAAAAAOIPACNyYmICAAAAEQAAAADiDwAgchEjDAAAAAAAQAAA4g8FIHIMIw0AAAAAAEAAAOIPACByDSAOAAAA"
        "AABAAADiDwQjcmFhIQAAABAAAAAA4g8AIHIAIA8AAAAAAEAAAOKPACNyZWUhAAAADAAAAADiDwgjcilmAgAAAA0AAAAA4g8I"
        "I3IRZCEAAAARAAAAAOIPACNyZ2cCAAAAAAAAAADiDwgjcmNjAgAAABIAAAAA4g8AIHIAIxUAAAAAAEAAAOIfBCByDSMUAAAA"
        "AABAAADiDwAgcg8gFgAAAAAAQAAA4g8EIHIMIBcAAAAAAEAAAOIPACNyaWkhAAAAAAAAAADiDwgjchNoIQAAAA0AAAAA4g8A"
        "I3IVagIAAAAPAAAAAOIPCCNya2sCAAAADAAAAADiDwAgcgAjBQAAAAAAQAAA4i8EIHIFIAYAAAAAAEAAAOIPBCByDSMEAAAA"
        "AABAAADiDwAgcgQgBwAAAAAAQAAA4g8AI3JtbSEAAAAAAAAAAOIPACNyK24CAAAABQAAAADiDwAgcgUjHAAAAAAAQAAA4k8E"
        "IHIHIB4AAAAAAEAAAOIPBCByACMdAAAAAABAAADiDwAjcm9vAgAAAAQAAAAA4g8IIHIEIB8AAAAAAEAAAOIPACNyHXAhAAAA"
        "BQAAAADiDwgjch9yAgAAAAcAAAAA4g8AI3JxcSEAAAAAAAAAAOIPACByBSMYAAAAAABAAADiDwYgcgcgGgAAAAAAQAAA4g8E"
        "IHIAIxkAAAAAAEAAAOIPACByICAbAAAAAABAAADiDwAjchdsIQAAAA0AAAAA4g8II3IbdCEAAAAFAAAAAOIPCCNyc3MCAAAA"
        "BAAAAADiDwgjciF1IQAAAAAAAAAA4g8AI3IjdgIAAAAHAAAAAOIPCCNyd3cCAAAAIAAAAADiDwAZeAX/BQAAAAgUAQAA4g8A"
        "RwkUAAAAAAAAAIADAOwPACRyAv//AAAAJwCOBwDiDwACeBAA8EQAAAAPAAAAzg8ARHkUABwAAAAAAMADAOoPACRyDP//AAAA"
        "AACOBwDiDwBHeRAAAAAAAAAAgAMA7A8ACHMMACcAAAAAEAAAACQOACN0ACcAAIC/DAAAAADIHwAhcgcA/wAAgAABAQAAyA8A"
        "I3IMDAcAAAAMAAAAAM4PAEF5AAAAAAAAAACAAwDqDwAZeQcAAAAAAACIAAAAIg4ANngACwAAgAEAAAAAAOIPAJB4BRH/////"
        "P+D/DwDiDwACeAQAAAQAAAAPAAAA4g8AuXoKAACCAAAACgAAAOIPAEV5AADwAAAAAACAAwDiDwASeAAAAACAf//AjgcA4g8A"
        "kXIFBQUAAAA/CI8PAMYPAAx4AAD///8BcEDwAwDiDwCZeAU/AQAAAAUUAQgA4g8AEXIEBwQAAAD/wI4HANYfAEcJEAAAAAAA"
        "AACAAwDqDwAkcgL//wAAAAsAjgcA4g8AAngQAFBGAAAADwAAAM4PAER5vAAYAAAAAADAAwDqDwBHeRAAAAAAAAAAgAMA6g8A"
        "CHMAAAsAAAAAEAAAACQOACN0AgsAAIC/AAAAAADIHwAhcgcC/wAAgAABAQAAyA8AI3IAAAcAAAAAAAAAAM4PAEF5AAAAAAAA"
        "AACAAwDqDwAgcgIlDAAAAAAAQAAA4g8IIHIHYQwAAAAAAEAAAOIPCCByDxMMAAAAAABAAADiDwggchMXDAAAAAAAQAAA4g8I"
        "IHJYWAwAAAAAAEAAAOIPCCByWVkMAAAAAABAAADiDwA+cgYHAgAAAP8AAAAA4g8AIHJcXAwAAAAAAEAAAOIPCBJ4Bwjg////"
        "/8COBwDiDwAgcl1dDAAAAAAAQAAA4g8IIHILEQwAAAAAAEAAAOIPCCByDmUMAAAAAABAAADiDwggchBpDAAAAAAAQAAA4g8I"
        "IHIUbQwAAAAAAEAAAOIPCCByFx0MAAAAAABAAADiDwggchhxDAAAAAAAQAAA4g8IIHIbGwwAAAAAAEAAAOIPCCByHCEMAAAA"
        "AABAAADiDwAgcgwpAAAAAAAAQAAA4g8IIHINZwAAAAAAAEAAAOIPACR4BwoBAAAABwqOBwDEDwAgchEVAAAAAAAAQAAA4g8I"
        "IHJaWgAAAAAAAEAAAOIPCCByW1sAAAAAAABAAADiDwA+cgwNDAAAAP8AAAAA4g8ANngNCoAAAAAAAAAAAOQPACByXl4AAAAA"
        "AABAAADiDwggcl9fAAAAAAAAQAAA4g8IIHJiYgAAAAAAAEAAAOIPCCByY2MAAAAAAABAAADiDwggchJrAAAAAAAAQAAA4g8I"
        "IHIVKwAAAAAAAEAAAOIPCCByFm8AAAAAAABAAADiDwggchkfAAAAAAAAQAAA4g8IIHIacwAAAAAAAEAAAOIPCCByHSMAAAAA"
        "AABAAADiDwggch53AAAAAAAAQAAA4g8APnIQEA8AAAD/AAAAAOIPADZ4DwoAAQAAAAAAAADiDwAZeAD/HwAAAAcUAQAA4g8A"
        "kXIEBQQAAAA/aI4PAOIPABFyAi0KAAAA/xCPBwDiDwyZeAU/HwAAAAYUAQgA4g8AEXIILQoAAAD/GI8HAOIPALl6DAAA8AAA"
        "AAoAAADiDwAZeCD/HwAAAA0UAQAAxA8AEXIAAAcAAAD/EI8HAOQPABJ4BwL8//8//8COBwDkDwA+cg4OCwAAAP8AAAAA5A8A"
        "GXgC/x8AAAAPFAEAAOIPACR4BwoBAAAABwqOBwDiDwASeAsI+P/////AjgcA5A8AEXIgIA0AAAD/GI8HAMQPAD5yEhIRAAAA"
        "/wAAAADiDwA2eBEKgAEAAAAAAAAA4g8APnIWFhUAAAD/AAAAAOIPACR4CwoBAAAACwqOBwDiDwARchUCDwAAAP8YjwcA5A8A"
        "EngCIPj/////wI4HAOQPABl4Cv8DAAAACBQBAADiDwAkeAgLCAAAAP8AjgcA4g8AGXgk/x8AAAARFAEAAOIPACR4DQ0BAAAA"
        "AgqOBwDiDwASeCIV+P/////AjgcAxA8APnIeHh0AAAD/AAAAAOQPABJyAgsKAAAA/zyOBwDkDwARch0kEQAAAP8YjwcA5A8A"
        "PnIaGhkAAAD/AAAAAOIPACR4GQ8BAAAAIgqOBwDiDwASeCId+P/////AjgcA4g8AJHgLAhAAAAD/AI4HAOIPABl4IP8DAAAA"
        "IBQBAADiDwAkeCYZCAAAAP8AjgcA4g8AEngCCMD//wH/wI4HAOIPACR4KBEBAAAAIgqOBwDiDwASeAsLcAAAAP/AjgcA4g8A"
        "JHgiDQgAAAD/AI4HAOIPBBJyDw0gAAAA/zyOBwDiDwAkeAICAQAAAAoCjgcA4g8AGXgA/wIAAAAAFAEAAOIPACR4KigIAAAA"
        "/wCOBwDiDwAZeCn/AwAAAB0UAQAA4g8AJHgjAoAAAAALAo4HAOIPABJ4CyLA//8B/8COBwDiDwAkeA8PEAAAAP8AjgcA4g8A"
        "PnIUFBMAAAD/AAAAAOIPACR4AAUQAAAAAAKOBwDiDwA+chgYFwAAAP8AAAAA4g8AJHgRIAEAAAALAo4HAOIPABJ4JA9wAAAA"
        "/8COBwDiDwAkeAUAEAAAAP8AjgcA4g8APnIcHBsAAAD/AAAAAOIPACR4AgCAAAAA/wCOBwDiDwAScigoKQAAAP88jgcA4g8A"
        "JHglEYAAAAAkAo4HAOIPABl4JP8DAAAAFRQBAADiDwA2eAAACAAAAAAAAAAA4g8AEngFBXAAAAD/wI4HAOIPACR4ESgQAAAA"
        "/wCOBwDiDwASchkZJAAAAP88jgcAxA8AEnILBQIAAAD//I4HAOQPABJ4DQIQAAAABfaOBwDiDxQkeBkZEAAAAP8AjgcA4g8A"
        "EngPAiAAAAAF9o4HAOQPFBJ4EwIwAAAABfaOBwDkDxQSeBcCQAAAAAX2jgcA5A8UEngbAlAAAAAF9o4HAMQPABJ4HwJgAAAA"
        "BfaOBwDkDxQSeCECcAAAAAX2jgcA4g8AJHgCABAAAAD/AI4HAOIPABJ4BSbA//8B/8COBwDiDwAkeAAAgAAAAP8AjgcA4g8A"
        "EXwuBwQAAAD/EI4PAOQPABJ4LCrA//8B/8COBwDiDwAkeAckAQAAAAUCjgcA4g8AEngoGXAAAAD/wI4HAMQPABJ4BQJwAAAA"
        "/8COBwDiDwAkeCwpAQAAACwCjgcA4g8AEngREXAAAAD/wI4HAOIPACR4JweAAAAAKAKOBwDiDwAScgcFAAAAAP/8jgcA4g8A"
        "JH4C/xEAAAD/AI4PAOIPABByMQQuAAAAC+D/BwDiDwgkeCssgAAAABECjgcA4g8AEHItBC4AAAAP4P8HAOQPABJ4CwAQAAAA"
        "BfaOBwDEDwAQcg8ELgAAABfg/wcA5A8EPnJYWVgAAAD/AAAAAOQPABB8FwQEAAAAJeD/DwDkDwA+clpbWgAAAP8AAAAA4g8A"
        "iHMAMVgAAAAACAAAAOIPABJ4EQAgAAAABfaOBwDkDwAQciUELgAAAAfg/wcAxA8APnJcXVwAAAD/AAAAAOQPABByLwQuAAAA"
        "DeD/BwDiDwCIcwAlWgAAAAAIAAAA4g8APnJeX14AAAD/AAAAAOQPABJ4FQAwAAAABfaOBwDiDwCIcwAvXAAAAAAIAAAA4g8A"
        "EHIHBC4AAAAL4P8HAOQPAD5yYmNiAAAA/wAAAADEDwASeBkAQAAAAAX2jgcA4g8AiHMAB14AAAAACAAAAOIPABByEQQuAAAA"
        "EeD/BwDkDwwQchMELgAAABPg/wcA4g8IiHMALQYAAAAACAAAAOIPABJ4HQBQAAAABfaOBwDkDwAQchUELgAAABXg/wcA4g8A"
        "iHMAEWIAAAAACAAAAOIPABJ4BQBgAAAABfaOBwDEDwAQchkELgAAABng/wcA4g8MiHMAEw4AAAAACAAAAOIPABByDQQuAAAA"
        "G+D/BwDkDwwQch0ELgAAAB3g/wcA4g8MiHMAFQwAAAAACAAAAOIPABByHwQuAAAAH+D/BwDkDwwQcgsELgAAAAXg/wcA4g8M"
        "iHMADxAAAAAACAAAAOIPABByIQQuAAAAIeD/BwDEDwAQfCMEBAAAACPg/w8A4g8EiHMAGRIAAAAACAAAAOIPABB8GwQEAAAA"
        "J+D/DwDkDwQQfCsEBAAAACvg/w8A4g8AiHMADRQAAAAACAAAAOIBAJl4BAkGAAAAPwYACADiDwAZeAD/HwAAAAgUAQAA5A8A"
        "iHMAHRYAAAAACAAAAOIPAJJ4BAQA/v//P8CODwDGDwCIcwAfGAAAAAAIAAAA4g8AkHIGBgQAAAA/4PEPAMYPAIhzAAsaAAAA"
        "AAgAAADiAwCRcgUEBQAAAD8ODwgA5A8AEHwNCgYAAAD/4PEPAOIfAIhzACEcAAAAAAgAAADiDwAQfA8kBgAAAP/g8w8A5A8A"
        "EXwMCgUAAAD/Dg8IAOIPAIhzACEeAAQAAAgAAADiDwAddQAAAgACAAAAAQAA4gEAEXILDQgAAAD/MIAHAMQvABB8ESkGAAAA"
        "/+D1DwDkDwARcgwNAAAAAAw0DwAA5A8AEHwNIAYAAAD/4PEPAOQPABF8JCQFAAAA/w6PCADkDwARfCAgBQAAAP8ODwgA5A8A"
        "EXwKCwwAAAD/CIAPAMQPABl4AP8fAAAAIhQBAADkDwARfCkpBQAAAP8ODwkA5A8AEXIiDSIAAAD/MIIHAOQPABl4Av8fAAAA"
        "JhQBAADkHwARciYPJgAAAP8whAcA4g8AhHkEIwAAAAAADAAAACIOABl4CP8fAAAAKhQBAADEDwARcioRKgAAAP8whgcA4g8A"
        "hHkUFwAAAAAADAAAAGIOABF8CwsNAAAADAwPCADkDwARcg0NAAAAACA0jwAA4g8AhHkYGwAAAAAADAAAAKIOABF8DCIMAAAA"
        "/wiADwDkDwARcg8PAgAAACQ0DwEA4g8AhHksKwAAAAAADAAAAOIOABF8DiYMAAAA/wiCDwDEDwARchERCAAAACk0jwEA5A8A"
        "EXwQKgwAAAD/CIQPAOQPABF8DSINAAAADQwPCADkDwARfA8mDQAAAA8MjwgA5A8AEXwRKg0AAAARDA8JAOIPAIZ5AAoEAAAA"
        "Ch0QDADoEQCGeQAMFAAAAAodEAwA6CEAhnkADhgAAAAKHRAMAOhBAIZ5ABAsAAAACh0QDADigQBHeSgAAAAAAAAAgAMA6g8A"
        "iHMAAFgAIAIADAAAAOgDAIhzAABcACgCAAwAAADoAwCIcwAAYAAwAgAMAAAA6AMAiHMAAGQAOAIADAAAAOgDAIhzAABoAEAC"
        "AAwAAADoAwCIcwAAbABIAgAMAAAA6AMAiHMAAHAAUAIADAAAAOgDAIhzAAB0AFgCAAwAAADoAwCIcwAABABgAgAMAAAA4gMA"
        "HXsAAAAAhAEAIAAAAOwPAAx8AAMIAAAAcGLwCwDaDwBNCQAAAAAAAAAAgAMA6g8ADHIACf8AAABwUvIDANoPABF8AAMHAAAA"
        "/wiODwDILwAZeAX/HwAAAAAUAQAAyB8AEXIFBQAAAAD/EI8HAMgPABJ4BwX8//8H/8COBwDkDwAZeAX/AgAAAAUWAQAAxg8A"
        "JHgHAAEAAAAHCo4HAOIPABJ4AAUBAAAA/8COBwDIDwARfAcHEgAAAP8ojg8A5A8AGXgAAB8AAAD/BgAAAMgPAKd1AAcAIGgC"
        "fwEACAAkDgBHicgACAAAAAAAgAMA6h8Ap3UABwAoaAJ/AQAIACQOAEeJzAAIAAAAAACAAwDqHwA2eAMDAQAAAAAAAAAA4g8A"
        "GHkAAAAAAAAAAAAAAMgPAAx8AAMIAAAAcGLwCwDiDwCnmf8H/zhoAj8AEAgA4gUAGHkAAAAAAAAAAAAAAOIPAKeZ/wf/MGgC"
        "PwAQCAD0BQBHibAA/P//////gwMA6k8ATXkAAAAAAAAAAIADAOoPAE0ZAAAAAAAAAACAAwDqDwDDeQcAAAAAAACIAAAAIg4A"
        "gngGAAAEAAAAAAAAAOIPAJl4BT8fAAAABBQBCADiDwAkdAD/ACAAAP8AjgcA4g8AuXoSAABmAAAACgAAAOIPABx4AAAAAAAA"
        "cPDwAwDiDwCRcgUFBAAAAD8Yjw8A5A8AkHgMEjAAAAA/4PEPAMgPAJByDT8TAAAAP+R/CADkDwCRcgYHBgAAAD/Ajg8Axh8A"
        "gngHAMD///8AAAAAAOIPAJB4CAb/AwAAP+D/DwDkDwCSeAYF+P//Az/Ajg8A5A8AkngICAD8//8/wI4PAOQPAJByBgYEAAAA"
        "P+H/DwDkDwCZeAUFBgAAAD8GAAgA5A8ApHQGBsABAAAHAo4PAMQPAJJ4EAUA/v//P8CODwDiDwCnef//AABoAggAAAgA4gEA"
        "kHgHBr8AAAA/4P8PAOQPAJB4CQgAaAIAP+D/DwDkDwCZeAo/HwAAAAcUAQgA5A8AkHILBhAAAAA/4P8PAOQPAJFyCgoHAAAA"
        "PziPDwDIDwCZeBE/BwAAAAoUAQgAxg8AgnwKAD8AAAAAAAAIANIfAC8IPwAAAAAAAACCAwDiDwC0dQAMCAAAAACAAAgA2AEA"
        "HBgAAAAAAABw4fAAAOQPABx4AAAAAAAAcOHyAwDWDwBHCewA/f//////kwMA6h8AjHgAEQEAAABwYvALAMwPABx4AAAAAAAA"
        "CPDwAwDaDwBNiQAAAAAAAAAAgAMA6g8AkHgYEjABAAA/4PEPAOIPAIJ8BAA/AAAAAAAACADiDwCCfAUAPwAAAAAAAAgA5A8A"
        "kHIZPxMAAAA/5H8IANgPAIx4AAUEAAAAcGDwCwDiDwAkdAL/AEAAAP8AjgcA4h8AmXgGBQUAAAA/BgAIAMgPABx4AAAAAAAA"
        "CPDyAwDiDwCSeAcGYAAAAD/Ajg8AyA8AknINBwgAAAA//I4PANAPAEeZHAAAAAAAAACAAwDqDwCZeAY/AgAAAAUWAQgA5A8A"
        "knIHBwgAAAA//I4PAOQPAJJ4BgYBAAAAPwyODwDMDwAkfgD/BgAAAP8Ajg8Ayg8AGXgAAB8AAAD/BgAAAMgPAKd1AP8AOGgC"
        "RwEACAAkDgBHieQABAAAAAAAgAMA6h8Ap3n//wIgaAINAAAIAOIBAJJ4BgUDAAAAP8CODwDiDwAceAAAAAAAAHDw8AMA4g8A"
        "kHgKErAAAAA/4PEPAOQPAJFyBgYIAAAAP3iODwDkDwCRchcEEAAAAD84jg8A5A8AkHILPxMAAAA/5H8IAOQPAJB4FAYAIAAA"
        "P+D/DwDEDwCQeBUNIGgCAD/g/w8A4g8AgnwWAD8AAAAAAAAIANYfAC8IPwAAAAAAAACEAwDiDwC0dQAKFAAAAACAAAgA2AEA"
        "HCgAAAAAAABw4XABAOQPABx4AAAAAAAAcOH0AwDWDwBHCewA/f//////kwMA6h8AR5kYAAAAAAAAAIADAOoPAJl4Bz8CAAAA"
        "BRYBCADIDwCSeAcHAQAAAD8Mjg8AzA8AJH4A/wcAAAD/AI4PAMoPABl4AAAfAAAA/wYAAADIDwCndQD/ADBoAk0BAAgAJA4A"
        "R4mYAAQAAAAAAIADAOofABx4AAAAAAAAcPDwAwDiDwCnef//AihoAg0AAAgA4gEAkHgMBgBgAAA/4P8PAOQPAJB4DQ0oaAIA"
        "P+D/DwDYDwAvCD8AAAAAAAAAggMA4g8AgnwOABYAAAAAAAAIAOIPAIJ8DwAXAAAAAAAACADkDwC0dQAYDAAAAACAAAgA8gMA"
        "HBgAAAAAAABw4fAAAMQPABx4AAAAAAAAcOHyAwDWDwBHCeQA/f//////kwMA6i8AkHgEBAEAAAA/4P8PAOQPAJB4BQUBAAAA"
        "P+D/DwDkDwCMcgAEEQAAAHBi8AsAzA8AHHgAAAAAAAAI8PADANoPAEeJMAD8//////+DAwDqDwBNeQAAAAAAAAAAgAMA6g8A"
        "p3UA/wQAaAJSAQAIACQOAEeJ+AD8//////+DAwDqHwBHebAAqP//////gwMA6g8Ap3UA/wAgaAJXAQAIACQOAEeJ+AD8////"
        "//+DAwDqHwBHecgArP//////gwMA6g8AJHQQ/wEAAAD/AI4HAOIPAAlyDw8UAAAAAACABwDiDwAkdBH/HwAAAP8AjgcA4g8A"
        "CXIWExYAAAAAAIAHAOIPACR0Dv///////wCOBwDGDwAJchYPFgAAAAAAgAcAzg8ASHMIDgAAAAAAAMADAOoPAIlzEhUQAAAM"
        "EQACAABkAAAbeQAAAAAAAAAAgAMA4j8AJHQQ/wIAAAD/AI4HAOIPAAlyFBUSAAAAAACABwDKDwAkchX//wAAABQAjgcAzg8A"
        "SHMIDgAAAAAAAMADAOoPAIlzEhUQAAAMEQACAABkAAAbeQAAAAAAAAAAgAMA4j8AJHIV//8AAAAWAI4HAOQPACR0EP8BAAAA"
        "/wCOBwDkDwAkcg///wAAABIAjgcAzg8ASHMIDgAAAAAAAMADAOoPAIlzEhUQAAAMEQACAABkAAAbeQAAAAAAAAAAgAMA4j8A"
        "CXIPFA8AAAAAAIAHAMoPACByDw8CAAAAAABAAADKDwAJcg8PBAAAAAAAgAcA4g8AJHQQ/wIAAAD/AI4HAOQPACRyE///AAAA"
        "EgCOBwDKDwAJchMWEwAAAAAAgAcAyg8AJHIV//8AAAATAI4HAM4PAEhzCA4AAAAAAADAAwDqDwCJcxIVEAAADBEAAgAAZAAA"
        "G3kAAAAAAAAAAIADAOI/ACRyeP//AAAAEgCOBwDiDwBHeUAAtP//////gwMA7A8AJHQQ/wEAAAD/AI4HAOIPAAlyFhQWAAAA"
        "AACABwDiDwAkdBH/HwAAAP8AjgcA4g8ACXIcHBoAAAAAAIAHAOIPACR0Dv///////wCOBwDGDwAJchwWHAAAAAAAgAcAzg8A"
        "SHMIDgAAAAAAAMADAOoPAIlzEhUQAAAMEQACAABkAAAbeQAAAAAAAAAAgAMA4j8AJHQQ/wIAAAD/AI4HAOIPAAlyFBUSAAAA"
        "AACABwDKDwAkchX//wAAABQAjgcAzg8ASHMIDgAAAAAAAMADAOoPAIlzEhUQAAAMEQACAABkAAAbeQAAAAAAAAAAgAMA4j8A"
        "JHIV//8AAAAcAI4HAOQPACR0EP8BAAAA/wCOBwDkDwAkchb//wAAABIAjgcAzg8ASHMIDgAAAAAAAMADAOoPAIlzEhUQAAAM"
        "EQACAABkAAAbeQAAAAAAAAAAgAMA4j8ACXIUFBYAAAAAAIAHAMoPACByFBQCAAAAAABAAADKDwAJchoUBAAAAAAAgAcA4g8A"
        "JHQQ/wIAAAD/AI4HAOQPACRyKv//AAAAEgCOBwDKDwAJciocKgAAAAAAgAcAyg8AJHIV//8AAAAqAI4HAM4PAEhzCA4AAAAA"
        "AADAAwDqDwCJcxIVEAAADBEAAgAAZAAAG3kAAAAAAAAAAIADAOI/ACRyMv//AAAAEgCOBwDiDwBHebQAyP//////gwMA7A8A"
        "RnkAAAAAAAAAAIADAOoPAKd1AP8AKGgCVwECCAAkDgBHmfQA/P//////gwMA6h8AR3n0ANT//////4MDAOoPAKd1AAcAIGgC"
        "fwEACAAkDgBHifgA/P//////gwMA6h8AR3ksAPT//////4MDAOoPAKd1AAcAKGgCfwEACAAkDgBHifgA/P//////gwMA6h8A"
        "R3koAPT//////4MDAOoPAKd1AP8AOGgCRwEACAAkDgBHifgA/P//////gwMA6h8AR3kQAPj//////4MDAOoPAKd1AP8AMGgC"
        "TQEACAAkDgBHifgA/P//////gwMA6h8AR3lcAPj//////4MDAOoPACR4AAICAAAA/wCOBwDiDwBFeQEAAAMAAAAAgAMA6A8A"
        "GXgS/xgAAAAAFgEAAMgPAAxyABL/AAAAcFDwAwDaDwBHCSgAAAAAAAAAgAMA6g8AJHgAAgIAAAD/AI4HAMoPAAxyAAD/AAAA"
        "cFLwAwDaDwAjCAcCAACAX/8AAAAA4g8ACIMGAAIAAAAAEAAAAPAPAAgDAAAHAAAAABAAAAAkDgAjBA0HAACAvwAAAAAAyB8A"
        "IQINDf8AAIAAAQEAAMgPACMCAAANAAAAAAAAAADIDwAjCAYAAACAX/8AAAAA4g8AR3mIAAAAAAAAAIADAOwPADZ4FBID////"
        "AAAAAADKDwAMeAAUAQAAAHBA8AMA2g8ARwl4AAAAAAAAAIADAOoPABJ4AAL//38A/8COBwDiDwAkdA//AwAAAP8AjgcAxg8A"
        "EngAAAAAgD///I4HAOQPABlyDw8UAAAA/wYAAADkDwAIcwcAAAAAAAAQAAAAJA4AI3QGAAAAgL8HAAAAAMgfACFyBgb/AACA"
        "AAEBAADIDwAjcg0HBgAAAAdAAAAA4g8cI3IOBwYAAAAHgAAAAMgPABJ4Bg3//38A/8COBwDkDwQLcgANDgAAAADQ8QMA5A8A"
        "EngGBgAAgAD//I4HAOQPAAd4B///////AAAABADkDwAScg8PBgAAAP/AjgcAxg8AJHIH//8AAAAHCo4HAOIPABlyD/8UAAAA"
        "DxYBAADIDwAScv8HFAAAAAb4ggcA4g8QNngHEgT///8AAAAAAOIPABJ4/w8BAAAA/8CABwDkDwQSeP8PAgAAAP/AhAcA5A8A"
        "GXIH/wcAAAAGFgEAAOQPABx4AAAAAAAAIDxwAADkDwASeP8C//9/AP/AggcAxA8AB3gA/wEAAAAAAAAEAMoPACRyAP//AAAA"
        "AAqOBwDKDwAMcgAA/wAAAHBi8AMA2g8ANogHBwEAAAAAAAAAAMgPACSYBwcCAAAA/wCOBwDKDwASeAYHAAAAgAL4jgcA4g8A"
        "R3kEAAAAAAAAAIADAOwPAAhzBgACAAAAABAAAABkAABBeQEAAAAAAAAAgAMA6g8AJHIA//8AAAAGAI4HAOQvACRyBv//AAAA"
        "EACOBwDkDwAkdAf/AAAAAP8AjgcAyA8AUHnYBpj//////8MDAOofAEd5/AD8//////+DAwDADwAYeQAAAAAAAAAAAAAAwA8A"
        "GHkAAAAAAAAAAAAAAMAPABh5AAAAAAAAAAAAAADADwAYeQAAAAAAAAAAAAAAwA8AGHkAAAAAAAAAAAAAAMAPABh5AAAAAAAA"
        "AAAAAADADwAYeQAAAAAAAAAAAAAAwA8AGHkAAAAAAAAAAAAAAMAPABh5AAAAAAAAAAAAAADADwAYeQAAAAAAAAAAAAAAwA8A"
        "GHkAAAAAAAAAAAAAAMAPABh5AAAAAAAAAAAAAADADwAYeQAAAAAAAAAAAAAAwA8AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"
        "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"
        "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"
        "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"
        "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"
        "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"
        "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"
        "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"
        "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"
        "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"
        "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"
        "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"
        "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"
        "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"
        "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"
        "AAAAAAAAAAABAAAAAwAAAAAAAAAAAAAAAAAAAAAAAABAAAAAAAAAANkBAAAAAAAAAAAAAAAAAAABAAAAAAAAAAAAAAAAAAAA"
        "CwAAAAMAAAAAAAAAAAAAAAAAAAAAAAAARQIAAAAAAABkAgAAAAAAAAAAAAAAAAAAAQAAAAAAAAAAAAAAAAAAABMAAAACAAAA"
        "AAAAAAAAAAAAAAAAAAAAALAEAAAAAAAAgAEAAAAAAAACAAAAEAAAAAgAAAAAAAAAGAAAAAAAAADjAAAAAQAAAAAAAAAAAAAA"
        "AAAAAAAAAAAwBgAAAAAAAOgAAAAAAAAAAAAAAAAAAAABAAAAAAAAAAAAAAAAAAAA8AAAAAEAAAAAAAAAAAAAAAAAAAAAAAAA"
        "GAcAAAAAAADuGgAAAAAAAAAAAAAAAAAAAQAAAAAAAAAAAAAAAAAAAPwAAAABAAAAAAAAAAAAAAAAAAAAAAAAAAYiAAAAAAAA"
        "oxEAAAAAAAAAAAAAAAAAAAEAAAAAAAAAAAAAAAAAAAAoAQAAAQAAAAAAAAAAAAAAAAAAAAAAAACpMwAAAAAAAIsTAAAAAAAA"
        "AAAAAAAAAAABAAAAAAAAAAAAAAAAAAAAbQEAAAEAAAAAAAAAAAAAAAAAAAAAAAAANEcAAAAAAAAB8wAAAAAAAAAAAAAAAAAA"
        "AQAAAAAAAAAAAAAAAAAAACkAAAAHAAAAAAAAAgAAAAAAAAAAAAAAADg6AQAAAAAAtAAAAAAAAAAAAAAAAAAAAAQAAAAAAAAA"
        "AAAAAAAAAAA5AAAABwAAAEAAAAEAAAAAAAAAAAAAAADsOgEAAAAAACAAAAAAAAAACQAAAAwAAAAEAAAAAAAAAAAAAAAAAAAA"
        "SQAAAAAAAHAAAAAAAAAAAAAAAAAAAAAADDsBAAAAAAAwAAAAAAAAAAMAAAAAAAAABAAAAAAAAAAAAAAAAAAAAFIAAACGAABw"
        "AAAAAAAAAAAAAAAAAAAAADw7AQAAAAAAJAAAAAAAAAAAAAAAAAAAAAQAAAAAAAAAAAAAAAAAAABwAAAAAAAAcEAAAAAAAAAA"
        "AAAAAAAAAABgOwEAAAAAAPADAAAAAAAAAwAAABMAAAAEAAAAAAAAAAAAAAAAAAAAogEAAAEAAHAAAAAAAAAAAAAAAAAAAAAA"
        "UD8BAAAAAAAgAAAAAAAAAAMAAAAAAAAABAAAAAAAAAAIAAAAAAAAAMsAAAAEAAAAQAAAAAAAAAAAAAAAAAAAAHA/AQAAAAAA"
        "AAAAAAAAAAADAAAAEwAAAAgAAAAAAAAAGAAAAAAAAAAHAQAABAAAAEAAAAAAAAAAAAAAAAAAAABwPwEAAAAAABgAAAAAAAAA"
        "AwAAAAUAAAAIAAAAAAAAABgAAAAAAAAAVAEAAAQAAABAAAAAAAAAAAAAAAAAAAAAiD8BAAAAAAAYAAAAAAAAAAMAAAAHAAAA"
        "CAAAAAAAAAAYAAAAAAAAAJABAAAEAAAAQAAAAAAAAAAAAAAAAAAAAKA/AQAAAAAASAAAAAAAAAADAAAABAAAAAgAAAAAAAAA"
        "GAAAAAAAAABdAAAAAQAAAAYAAAAAAAAAAAAAAAAAAAAAQAEAAAAAAIBlAAAAAAAAAwAAAA4AAACAAAAAAAAAAAAAAAAAAAAA"
        "hgAAAAgAAABDAAAAAAAAAAAAAAAAAAAAgKUBAAAAAAAABAAAAAAAAAAAAAATAAAAEAAAAAAAAAAAAAAAAAAAAJ4AAAAIAAAA"
        "AwAAAAAAAAAAAAAAAAAAAIClAQAAAAAAAAAAAAAAAAAAAAAAAAAAAAEAAAAAAAAAAAAAAAAAAAC+AQAAAQAAAEIAAAAAAAAA"
        "AAAAAAAAAACApQEAAAAAAMwDAAAAAAAAAAAAABMAAAAEAAAAAAAAAAAAAAAAAAAABgAAAAQAAAAQrwEAAAAAAAAAAAAAAAAA"
        "AAAAAAAAAAAYAQAAAAAAABgBAAAAAAAACAAAAAAAAAABAAAABAAAABCvAQAAAAAAAAAAAAAAAAAAAAAAAAAAABgBAAAAAAAA"
        "GAEAAAAAAAAIAAAAAAAAAAEAAAAFAAAAAEABAAAAAAAAAAAAAAAAAAAAAAAAAAAAgGUAAAAAAACAZQAAAAAAAAgAAAAAAAAA"
        "AQAAAAYAAACApQEAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAEAAAAAAAACAAAAAAAAAABAAAABAAAAIClAQAAAAAA"
        "AAAAAAAAAAAAAAAAAAAAAMwDAAAAAAAAzAMAAAAAAAAIAAAAAAAAAA=="
    ),
    (
        "f0VMRgIBAUEIAAAAAAAAAAIAvgABAAAAAAAAAAAAAAAQewEAAAAAAFB1AQAAAAAABFoACkAAOAAFAEAAFwABAAAuc2hzdHJ0"
        "YWIALnN0cnRhYgAuc3ltdGFiAC5zeW10YWJfc2huZHgALm5vdGUubnYudGtpbmZvAC5ub3RlLm52LmN1aW5mbwAubnYuaW5m"
        "bwAubnYuY29tcGF0AC50ZXh0LmF0dGVudGlvbl93cwAubnYuaW5mby5hdHRlbnRpb25fd3MALm52LnNoYXJlZC5hdHRlbnRp"
        "b25fd3MALm52LnNoYXJlZC5yZXNlcnZlZC4wAC5yZWwudGV4dC5hdHRlbnRpb25fd3MALnJlbGEudGV4dC5hdHRlbnRpb25f"
        "d3MALmRlYnVnX2ZyYW1lAC5kZWJ1Z19saW5lAC5kZWJ1Z19zdHIALnJlbGEuZGVidWdfbGluZQAucmVsLmRlYnVnX2xpbmUA"
        "Lm52X2RlYnVnX2xpbmVfc2FzcwAucmVsLm52X2RlYnVnX2xpbmVfc2FzcwAucmVsYS5udl9kZWJ1Z19saW5lX3Nhc3MALm52"
        "X2RlYnVnX3B0eF90eHQALnJlbC5kZWJ1Z19mcmFtZQAucmVsYS5kZWJ1Z19mcmFtZQAubnYuY2FsbGdyYXBoAC5udi5wcm90"
        "b3R5cGUALm52LmNvbnN0YW50MC5hdHRlbnRpb25fd3MAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"
        "AAAAAAAALnNoc3RydGFiAC5zdHJ0YWIALnN5bXRhYgAuc3ltdGFiX3NobmR4AC5ub3RlLm52LnRraW5mbwAubm90ZS5udi5j"
        "dWluZm8ALm52LmluZm8ALm52LmNvbXBhdAAudGV4dC5hdHRlbnRpb25fd3MALm52LmluZm8uYXR0ZW50aW9uX3dzAC5udi5z"
        "aGFyZWQuYXR0ZW50aW9uX3dzAC5udi5yZXNlcnZlZFNtZW0ub2Zmc2V0MAAubnYuc2hhcmVkLnJlc2VydmVkLjAAX19udl9y"
        "ZXNlcnZlZFNNRU1fb2Zmc2V0XzBfYWxpYXMAAAAAAAAAAAAAAAAAAAAAAAAAAAAAJF9faW50ZXJuYWxfMF8kX19jdWRhX3Nt"
        "MjBfcmNwX3JuX2YzMl9zbG93cGF0aAAucmVsLnRleHQuYXR0ZW50aW9uX3dzAC5yZWxhLnRleHQuYXR0ZW50aW9uX3dzAC5k"
        "ZWJ1Z19mcmFtZQAuZGVidWdfbGluZQAuZGVidWdfc3RyAC5yZWxhLmRlYnVnX2xpbmUALnJlbC5kZWJ1Z19saW5lAC5udl9k"
        "ZWJ1Z19saW5lX3Nhc3MALnJlbC5udl9kZWJ1Z19saW5lX3Nhc3MALnJlbGEubnZfZGVidWdfbGluZV9zYXNzAC5udl9kZWJ1"
        "Z19wdHhfdHh0AC5yZWwuZGVidWdfZnJhbWUALnJlbGEuZGVidWdfZnJhbWUALm52LmNhbGxncmFwaAAubnYucHJvdG90eXBl"
        "AGF0dGVudGlvbl93cwAubnYuY29uc3RhbnQwLmF0dGVudGlvbl93cwAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"
        "KQAAAAMACQAAAAAAAAAAAAAAAAAAAAAAOQAAAAMACgAAAAAAAAAAAAAAAAAAAAAAXQAAAAMAEwAAAAAAAAAAAAAAAAAAAAAA"
        "ngAAACEAAAAAAAAAAAAAAAQAAAAAAAAAzQAAACCgFQAAAAAAAAAAAAAAAAAAAAAAAAAAAAABAAAAAAAAAAAAAAAAAAAAAAAA"
        "AwEAACIAEwBQSgAAAAAAADAEAAAAAAAAYQEAAAMABAAAAAAAAAAAAAAAAAAAAAAAbgEAAAMABQAAAAAAAAAAAAAAAAAAAAAA"
        "egEAAAMABgAAAAAAAAAAAAAAAAAAAAAApgEAAAMABwAAAAAAAAAAAAAAAAAAAAAA6wEAAAMACAAAAAAAAAAAAAAAAAAAAAAA"
        "IAIAAAMADgAAAAAAAAAAAAAAAAAAAAAAPAIAABIQEwAAAAAAAAAAAIBOAAAAAAAASQIAAAMAFgAAAAAAAAAAAAAAAAAAAAAA"
        "/////yQAAAAAAAAA//////////8DAAR8/////w8MgYCAKAAI/4GAKAiBgIAoAAAA/////ywAAAAAAAAAAAAAAAAAAAAAAAAA"
        "AAAAAFBKAAAAAAAABBAAAAAMgYCAKAAEfBIAAAAAAAD/////PAAAAAAAAAD//////////wMABHyAgoAoDIGAgCgACP+BgCgI"
        "gYCAKAiJgIAoFoCCgCgQAwAAAAAAAAAAkomAgCgAIgD/////LAAAAAAAAABoAAAAAAAAAFBKAAAAAAAAMAQAAAAAAAAE0AAA"
        "AAmJgIAogoCAKAAAAAAAAF0ZAAACAEIAAAABAfsOCgABAQEBAAAAAS93b3JrL21haW4vdGVtcGxhdGVzAABhdHRlbnRpb25f"
        "d3MuY3UAAdOqvdgG6v4FAAAAAAAACQIAAAAAAAAAAAQBA7QHAfTwAwYCMAH3A9gAAhABA6J/AhABA94AAhABA6J/AhABA94A"
        "AsAAAfEAA5ALAAOmegEAA5AAAAPbBQIwAQADkA0AA6V6AQADkAAAA+gFAhABAAOQDQADmHoCEAEAA5AAAAPoBQIwAfDw7fDw"
        "AAOQCwADlnoCEAEAA5AAAAPkBQLgAAEAA5AYAAOcegEAA5AAAAPeBQLwAAEAA5AaAAOiegEAA5AAAAPfBQIQAQADkBwAA6F6"
        "AQADkAAAA+EFAhABAAOQHgADn3oBAAOQAAAD4gUCEAEAA5AgAAOeegEAA5AAAAPmBQLgAAHx8PADDAIwAQMdAhABA9ABAiAB"
        "A/5+AjAB8e0DggECIAEDFQIQAQAEkC2yAQOXeAEAA5AAAAPOBwIgAQADkC9zA+d9AQAEkDCSAQNjAQADkAAAA7wCAiABAASQ"
        "MJIBA8R9AhABAAOQAAADtwECEAEDhQECEAEDgH8CwAQBA4ABAhABAy0CIAEABJA4pQID5X4BAAOQAAAD7QACEAEABJA4pQID"
        "k38CEAECEAEABJA8xQID334BAAOQAAADjgICEAEABJA8xQID8n0CEAEAA5AAAAO+AgIgAQAEkEDZAwOJfwEABJBB+QMDu34B"
        "AASQQNkDA8gBAhABAASQQ5gEA/p5AQAEkDzFAgO8BAIQAQAEkEH5A/EABJBDmAQDwnsCEAEABJA8xQIDvAQCEAEABJBB+QPx"
        "AASQQNkDA9IBAhABAASQSowFA5Z6AQAEkEOYBANYAhABAwICIAEABJBKjAUDJgIgAQAEkDzFAgOWBAIQAQADkAAAA70CAhAB"
        "AASQUOQCA+x4AQAEkEDZAwOrBgIQAQIgAQAEkFOMBQObegEAA5AAAAPVBgIgAQAEkEDZAwOQfwIgAQIQAQAEkFeMBQObegEA"
        "BJBA2QMD5QUCEAECkAEBAASQWowFA5t6AQAEkEDZAwPlBQIgAQLgAAEABJBdjAUDm3oBAASQQNkDA+UFAiABAuAAAQAEkGCM"
        "BQObegEABJBA2QMD5QUCEAEC4AABAASQY4wFA5t6AQAEkEDZAwPlBQIQAQKQAQEABJBmjAUDm3oBAASQQNkDA+UFAhABAAOQ"
        "AAAD6wACwAABAASQafsGA/F4AQADkAAAA5YHAhABAASQa4kMA7R/AQAEkGyxDAN4AQAEkG3RDAOKfAEAA5AAAAPHBAIQAQAE"
        "kG+XCgPyfgEABJBwtwoDcwEABJBt0QwD1HwCEAEABJBvlwoDuQMCEAEABJBztwoDewEABJB09AoD/3gBAASQbdEMA80DAhAB"
        "AwUC4AMBAAOQAAADwwQCMAECEAEABJB56QsD834BAhABAASQe7cKA3EBAASQeekLAw8CEAECEAEABJB+xQIDyX4BAASQeekL"
        "A7cBAjABAhABAAWQgQG3CgN5AQAFkIIB9AoD/3gBAASQbdEMA9UDAhABAAWQhAHkDQNHAQAEkG3RDAMxAhABAAOQAAADzAQC"
        "EAEABZCHAfkRA9p+AQAEkG3RDAPafAIQAQAFkIQB5A0DTwIwAfAABJBt0QwDMAIgAfcDCgIQAQNuAhAB9wN4AhABAxICEAED"
        "bgIQAQMTAhABA20CEAEDIAIgAQNgAhABAyACEAEDYAIQAQMgAhABA2ACEAEDIAIQAQNgAhABAyACEAEDYAIQAQMgAhABA2AC"
        "EAEDIAIQAQNgAhABAyACEAEDYAIQAQMSAhABA24CEAEDIAIQAQNgAhABAyMCEAEABZCqAdUOA9t+AQAEkG3RDAOCAQIQAQMg"
        "AhABA2ACEAEDIAIQAQNgAhABAyACEAEDYAIQAQMiAhABAAWQswHVDgPcfgEABJBt0QwDggECEAEDIAIQAQNgAhABAyACEAED"
        "YAIQAQMgAhABA2ACEAEABZCzAdUOA/5+AhABAASQbdEMA4IBAhABAyACEAEDYAIQAQMgAhABA2ACEAEDIAIQAQNgAhABAAWQ"
        "qgHVDgP+fgIQAQAEkG3RDAOHAQIQAQMbAhABA2UCEAEDGwIQAQNlAjABAAWQqgHVDgP5fgIQAQAEkG3RDAOiAQIQAQNoAjAB"
        "AAWQzAHkDQNHAQAEkG3RDAPRAAIQAQN3AiABAAWQswHVDgPnfgIQAQAFkMwB5A0D0QACMAEABJBt0QwD0QACEAEABZCqAdUO"
        "A95+AiABAAWQzAHkDQPSAAIQAQAFkLMB1Q4Drn8CEAEABZDMAeQNA9IAAjABAASQbdEMA9AAAhABA2gCIAEABZCqAdUOA/Z+"
        "AhABAASQbdEMA4oBAhABAwoCEAEABZCzAdUOA+x+AhABAASQbdEMA6YBAiABA28CEAEDDQIQAQAFkLMB1Q4D3n4C4AABAASQ"
        "bdEMA6IBAhABAwQCwAAB6wAFkKoB1Q4D3n4CIAEABJBt0QwDpgECEAHrAwQCMAHrAAWQswHVDgPefgIgAQAEkG3RDAOiAQIQ"
        "AQMEAjAB6wAFkKoB1Q4D3n4CMAEABJBt0QwDpgECEAHr8wAFkKoB1Q4D2n4C0AABAASQbdEMA6YBAhAB6wAFkLMB1Q4D3n4C"
        "4AABAASQbdEMA6YBAhAB6wMEAjABAAWQqgHVDgPafgIwAQAEkG3RDAOmAQIQAQNzAhAB8wMJAhABAAWQswHVDgPafgIQAQAE"
        "kG3RDAOmAQIgAQAFkKoB1Q4D2n4CIAEABJBt0QwDpgECEAEABZCzAdUOA9p+AiABAASQbdEMA6YBAiABAAWQswHVDgPafgIg"
        "AQAEkG3RDAOmAQIgAQAFkLMB1Q4D2n4CIAEABJBt0QwDpgECIAEABZCzAdUOA9p+AiABAASQbdEMA6YBAiABAAWQswHVDgPa"
        "fgIgAQAEkG3RDAOmAQIgAQAFkLMB1Q4D2n4CIAEABJBt0QwDpgECIAEABZCzAdUOA9p+AiABAASQbdEMA6YBAiABAAWQswHV"
        "DgPafgIgAQAEkG3RDAOmAQIgAQAFkLMB1Q4D2n4CIAEABJBt0QwDpgECIAEABZCzAdUOA9p+AiABAASQbdEMA6YBAiABAAWQ"
        "swHVDgPafgIgAQAEkG3RDAOmAQIgAQAFkLMB1Q4D2n4CIAEABJBt0QwDpgECIAEABZCzAdUOA9p+AiABAASQbdEMA6YBAiAB"
        "AAWQswHVDgPafgIgAQAEkG3RDAOsAQIQAQAFkKoB1Q4D1H4CEAEABJBt0QwDpgECEAEABZCzAdUOA9p+AiABAASQbdEMA6YB"
        "AiABAAWQswHVDgPafgIgAQAEkG3RDAOmAQIgAQAFkLMB1Q4D2n4CIAEABJBt0QwDpgECIAEABZCzAdUOA9p+AiABAASQbdEM"
        "A6wBAhABAAWQqgHVDgPUfgIgAQAEkG3RDAOmAQIQAQAFkLMB1Q4D2n4CIAEABJBt0QwDpgECIAEABZCzAdUOA9p+AiABAASQ"
        "bdEMA6wBAhABAAWQqgHVDgPUfgIQAQAEkG3RDAOmAQIQAQNzAiABAAWQrwLVDgPnfgEABJBt0QwDmQECEAEABZCxAtUOA+d+"
        "AQAEkG3RDAOmAQIQAQMGAiABAAOQAAADoQQCIAEABZC1AtoRA7d/AfEABZCHAfkRA6J/AoAIAQAEkG3RDAOEfQIQAQAEkGuJ"
        "DAPVAwIgAQAFkLoCxw8DewEABZC7AuwPA+Z8AQAFkLwC5RADs34BAAWQhwH5EQOTBAKABAEAA5AAAAOnAQIwAQAFkL8C5AID"
        "4HgBAAOQAAADoQcCEAEABZDBApkSA5R/AQAFkMICwBIDjnsBAAOQAAADzwUCEAEABJA4pQID5n4CMAEABZDFAsUCA99+AQAE"
        "kC2yAQO7egIQAQADkAAAA4AIAhABAAWQwQKZEgOefwIQAQADkAAAA+IAAhABAAWQwQKZEgOefwIQAQADkAAAA+IAAiABAAWQ"
        "wQKZEgOffwIQAQAFkM0CmAQD6HkBAwICIAEABZDCAsASA6gBAhABAAWQwQKZEgPyBAIgAQADkAAAA90AAuABAQPiAAIQAQAF"
        "kNMCuhMDsnoBAAOQAAAD3QECEAEDoAMCEAEABZDWAvsGA+R4AQADkAAAA+0HAhABAAWQ2AK6EwOyegEAA5AAAAOABQIQAQAF"
        "kNoC6QsD6H4BAAWQ2wK3CgNxAQADkAAAA/x9AhABAAWQ2gLpCwOTAgIQAQAFkN4CtwoDeQEABZDfAvQKA/94AQADkAAAA94G"
        "AhABAAWQ0wK6EwPCfAIQAQAEkDCSAQOEAgIQAQAFkNgCuhMD/H0CEAEABZDTAroT8AAEkDCSAQODAgIQAQAFkNgCuhMD/X0C"
        "EAEAA5AAAAPWAQIQAQAFkNMCuhMDqn4CEAEAA5AAAAPWAQIQAQOPBQIQAQPYfAIQAQAFkNgCuhMDw3wCEAEAA5AAAAPlBgIQ"
        "AQPYfAIQAQOoAwIQAQMvArADAQMGAsAAAQNQAhABAASQ8wJzA7Z7AQAFkPQCkgEDZgEAA5AAAAOOBQIQAQAFkPYC5RADq3gB"
        "AAOQAAAD2wcCEAEDegIQAQAFkPkC5RADq3gBAAOQAAAD2wcCEAEABZD0ApIBA+x6AuAAAQADkAAAA5QFAhABA1ACEAEDMAIQ"
        "AQNQAhABAzACEAEDegIQAfUDUAIQAQMwAhABA6R9AhABA9wCAhABA3QCMAEDDAIQAQN6AhAB9QNOAiABAzICEAEDTgIwAQMy"
        "AhABA04CEAEDNAIQAe3x7QN6AhABA1QCEAEDMgIQAQNOAhABAywCEAH1A04CEAEDMgIQAQNOAhABAzICEAEDegIwAfUDegIQ"
        "AfUDegIwAfXxAAWQpQOrFAPyeAEAA5AAAAOMBwIQAQN6AhAB9QN6AhAB9u4DTgIQAQMyAhAB8PAABZCwA6sUA/J4AQADkAAA"
        "A40HAhAB8AAFkLMDqxQD8ngBAAOQAAADjQcCEAEDeQIQAfYDeQIQAQNUAhABAywCEAH2A3kCEAEABZClA6sUA/p4AhABAAOQ"
        "AAADhgcCEAEABZClA6sUA/p4AhABAAOQAAADhgcCEAH2AAWQpQOrFAPzeAIQAQADkAAAA40HAhABAAWQpQOrFAPzeAIQAQAD"
        "kAAAA40HAhAB8AAFkMYDqxQD8ngBAAOQAAADjAcCEAEDegIQAfYDeQIQAfUDegIQAfYDeQIQAfXxAAWQ0QOrFAPyeAEAA5AA"
        "AAONBwIQAQN5AhAB9gN5AhABAAWQpQOrFAP6eAIQAQADkAAAA4YHAhAB9gN5AhAB9gAFkKUDqxQD83gCEAEAA5AAAAONBwIQ"
        "AQN5AhAB9gN5AhAB9gN5AhAB9vAABZDkA6sUA/J4AQADkAAAA40HAhABA3kCEAEABZDGA6sUA/p4AhABAAOQAAADhgcCEAED"
        "VAIQAQMsAhABA1QCEAEDLAIQAQAFkLADqxQD+ngCEAEAA5AAAAOGBwIQAfYDTQIQAQMzAhABAAWQsAOrFAPzeAIQAQADkAAA"
        "A40HAjABA3kCEAH2AAWQxgOrFAPzeAIQAQADkAAAA4YHAiABAAWQ0QOrFAP6eAIQAQADkAAAA4YHAhABAAWQsAOrFAP6eAIQ"
        "AQADkAAAA4wHAiABA3oCEAH2AAWQsAOrFAPzeAIQAQADkAAAA4wHAjAB8QAFkIEEqxQD8ngBAAOQAAADjgcCIAEABZCDBKsU"
        "A/J4AQADkAAAA4wHAhABAAWQ0QOrFAP0eAIQAQADkAAAA4YHAsAAAQAFkOQDqxQD+ngCEAEAA5AAAAOOBwLgAAEABZCDBKsU"
        "A/J4AhABAAOQAAADhgcCwAABAAWQgQSrFAP6eAIQAQADkAAAA44HAvAAAQAFkNEDqxQD8ngCEAEAA5AAAAOOBwIwAQNMAjAB"
        "AAWQswOrFAOmeQIQAQADkAAAA44HAhABA3cCEAEDCQIQAQN3AhABAAWQlQSrFAP7eAEAA5AAAAOGBwIQAe4ABZCYBKsUA/t4"
        "AQADkAAAA4YHAhABAAWQxgOrFAP6eAIQAQADkAAAA4YHAtAAAfcABZCVBKsUA/J4AhABAAOQAAADjgcCEAEDdwIQAQAFkKAE"
        "qxQD+3gBAAOQAAADjgcCIAEABZCYBKsUA/J4AjABAAOQAAADjgcCEAEDdwIQAQAFkKUEqxQD+3gBAAOQAAADjgcCEAEDeAIQ"
        "Ae4ABZCpBKsUA/t4AQADkAAAA4YHAhAB7gAFkKwEqxQD+3gBAAOQAAADhgcCEAHuAAWQrwSrFAP7eAEAA5AAAAOGBwIQAe4A"
        "BZCyBKsUA/t4AQADkAAAA4YHAhAB7gAFkLUEqxQD+3gBAAOQAAADhgcCEAHuAAWQuASrFAP7eAEAA5AAAAOGBwIQAQAFkJgE"
        "qxQD+ngCEAEAA5AAAAOGBwIQAQAFkKUEqxQD+ngC0AEBAAOQAAADjQcCEAEDeAIQAQAFkL8EqxQD+3gBAAOQAAADhgcCEAEA"
        "BZDBBOUQA6t4AQADkAAAA9QHAhABAhABAAWQxASrFAP7eAEAA5AAAAOFBwIQAQAFkMYEqxQD+3gBAAOQAAADhQcCEAECEAEA"
        "BZDJBKsUA/t4AQADkAAAA4UHAhABAAWQywSrFAP7eAEAA5AAAAOFBwIQAQAFkM0EqxQD+3gBAAOQAAADhgcCEAEABZDPBOUQ"
        "A6t4AQADkAAAA9QHAhABAAWQ0QSrFAP7eAEAA5AAAAOIBwIQAQAFkNMEnhUDu3YBAAWQ1ASZFgN5AQADkAAAA8kJAhAB8AAF"
        "kNcE5RADq3gBAAOQAAAD1AcCEAEDAQIgAQAFkNoE5RADq3gBAAOQAAAD1AcCEAEDAQIgAQAFkN0E5RADq3gBAAOQAAAD1AcC"
        "EAEDAQIgAQAFkOAE5RADq3gBAAOQAAAD1AcCEAEDAQIgAQAFkOME5RADq3gBAAOQAAAD1AcCEAEDAQIgAQAFkOYE5RADq3gB"
        "AAOQAAAD1AcCEAEDAQIgAQAFkOkE5RADq3gBAAOQAAAD1AcCEAEDAQIgAQAFkOwE5RADq3gBAAOQAAAD1AcCEAEDAQIgAQAF"
        "kO8E5RADq3gBAAOQAAAD1AcCEAEDAQIgAQAFkPIE5RADq3gBAAOQAAAD1AcCEAEDAQIgAQAFkPUE5RADq3gBAAOQAAAD1AcC"
        "EAEDAQIgAQAFkPgE5RADq3gBAAOQAAAD1AcCEAEDAQIgAQAFkPsE5RADq3gBAAOQAAAD1QcCEAEABZD9BOUQA6t4AQADkAAA"
        "A9QHAhABAwECIAEABZCABeUQA6t4AQADkAAAA9UHAhABAAWQggXlEAOreAEAA5AAAAPUBwIQAQMBAiABAAWQhQXlEAOreAEA"
        "A5AAAAPUBwIQAfAABZCIBeUQA6t4AQADkAAAA9UHAhABAAWQigXlEAOreAEAA5AAAAPUBwIQAfAABZCNBeUQA6t4AQADkAAA"
        "A9UHAhABAAWQjwXlEAOreAEAA5AAAAPUBwIQAfAABZCSBeUQA6t4AQADkAAAA9UHAhABAAWQlAXlEAOreAEAA5AAAAPUBwIQ"
        "AfAABZCXBeUQA6t4AQADkAAAA9UHAhABAAWQmQXlEAOreAEAA5AAAAPUBwIQAfAABZCcBeUQA6t4AQADkAAAA9UHAhABAAWQ"
        "ngXlEAOreAEAA5AAAAPUBwIQAfAABZChBeUQA6t4AQADkAAAA9QHAhABAwgCIAEDeAIgAfcDeAIgAfcDeAIgAfcDeAIgAfcD"
        "eAIgAfcDeAIgAfcDeAIgAfcDeAIQAQAFkNQEmRYDt3YCMAEAA5AAAAPRCQIQAQMMAoAEAQPRewIQAQMhAhABAAWQuAW2FwN5"
        "AQAFkLkF1BcD0XkBAAWQuAW2FwOxBgIwAQIQAQAFkLwFyhgDqHoBAAWQvQXTGQNjAQAFkLkF1BcDRALAAAEAA5AAAAOZBgIg"
        "AQAEkMAFcwOkfwEABZDBBZIBA2MBAAWQuQXUFwPgegIQAQAFkMEFkgEDoAUCEAEABZC9BdMZA5x7AhABAAWQwQWSAQPkBAIQ"
        "AfIABZC5BdQXA916AhABAAWQwQWSAQOgBQIQAfIABZC4BbYXA44BAhABAAWQvQXTGQOLegIQAQADkAAAA/wFAvABAQMDAiAB"
        "8gAFkM8F1BcDwnkBAAOQAAADuQYCEAEABZDRBcUCA5R/AQADkAAAA+4AAhABAAWQ0QXFAgOSfwIQAQADkAAAA+4AAiABAhAB"
        "AAWQ1gXVCgOTfwEAA5AAAAPtAAIgAQAFkM8F1BcDxXkC0AABAAWQ0QXFAgPNBQIQAQADkAAAA/IAAhABAAWQ2wXKGAOaegEA"
        "BZDcBdMZA2MBAAOQAAADgwYCIAEABZDeBfkDA5B/AQADkAAAA+0AAhABAAWQ3AXTGQOAegIQAQADkAAAA4QGArACAQMBAvAA"
        "AQAFkOMF1BcDv3kBAAOQAAADwgYCEAEABZDlBcoYA5d6AQAFkOYF0xkDYwEAA5AAAAP8BQKgAgEDkwQC0AABAASQLbIBA711"
        "AhAB8QAEkDilAgPkBgIgAQAFkOwFsgEDmnkB8QAFkIcB+RED5QYCIAEABZDvBbIBA5l5AfEAA5AAAAOxBgIgAQAFkPIFsgED"
        "zXkB8QADkAAAA7YGAiABAAWQ9QWyAQPIeQHxAtAIAAEBX1pONDZfSU5URVJOQUxfMDAwMDAwMDBfMTVfYXR0ZW50aW9uX3dz"
        "X2N1XzkzM2JmOGM1NDhfR0xPQkFMX19OX18wMDAwMDAwMF8xNV9hdHRlbnRpb25fd3NfY3VfOTMzYmY4YzU5bWJhcl9pbml0"
        "RWpqAF9aWjEyYXR0ZW50aW9uX3dzRU5LVWxpRTNfY2xFaQBfWloxMmF0dGVudGlvbl93c0VOS1VsaWlFX2NsRWlpAF9aTjQ2"
        "X0lOVEVSTkFMXzAwMDAwMDAwXzE1X2F0dGVudGlvbl93c19jdV85MzNiZjhjNTQ4X0dMT0JBTF9fTl9fMDAwMDAwMDBfMTVf"
        "YXR0ZW50aW9uX3dzX2N1XzkzM2JmOGM1OW1iYXJfd2FpdEVqagBfWloxMmF0dGVudGlvbl93c0VOS1VsaUUxMV9jbEVpAF9a"
        "WjEyYXR0ZW50aW9uX3dzRU5LVWxpRTVfY2xFaQBfWk40Nl9JTlRFUk5BTF8wMDAwMDAwMF8xNV9hdHRlbnRpb25fd3NfY3Vf"
        "OTMzYmY4YzU0OF9HTE9CQUxfX05fXzAwMDAwMDAwXzE1X2F0dGVudGlvbl93c19jdV85MzNiZjhjNTExd2dtbWFfZmVuY2VF"
        "dgBfWloxMmF0dGVudGlvbl93c0VOS1VsaUUxNl9jbEVpAF9aWjEyYXR0ZW50aW9uX3dzRU5LVWxpRTdfY2xFaQBfWk40Nl9J"
        "TlRFUk5BTF8wMDAwMDAwMF8xNV9hdHRlbnRpb25fd3NfY3VfOTMzYmY4YzU0OF9HTE9CQUxfX05fXzAwMDAwMDAwXzE1X2F0"
        "dGVudGlvbl93c19jdV85MzNiZjhjNTltYWtlX2Rlc2NFampqAF9aTjQ2X0lOVEVSTkFMXzAwMDAwMDAwXzE1X2F0dGVudGlv"
        "bl93c19jdV85MzNiZjhjNTQ4X0dMT0JBTF9fTl9fMDAwMDAwMDBfMTVfYXR0ZW50aW9uX3dzX2N1XzkzM2JmOGM1OHdnbW1h"
        "X3FrRVJBNjRfZnl5YgBfWk40Nl9JTlRFUk5BTF8wMDAwMDAwMF8xNV9hdHRlbnRpb25fd3NfY3VfOTMzYmY4YzU0OF9HTE9C"
        "QUxfX05fXzAwMDAwMDAwXzE1X2F0dGVudGlvbl93c19jdV85MzNiZjhjNTEyd2dtbWFfY29tbWl0RXYAX1pONDZfSU5URVJO"
        "QUxfMDAwMDAwMDBfMTVfYXR0ZW50aW9uX3dzX2N1XzkzM2JmOGM1NDhfR0xPQkFMX19OX18wMDAwMDAwMF8xNV9hdHRlbnRp"
        "b25fd3NfY3VfOTMzYmY4YzUxMHdnbW1hX3dhaXRJTGkwRUVFdnYAX1pONDZfSU5URVJOQUxfMDAwMDAwMDBfMTVfYXR0ZW50"
        "aW9uX3dzX2N1XzkzM2JmOGM1NDhfR0xPQkFMX19OX18wMDAwMDAwMF8xNV9hdHRlbnRpb25fd3NfY3VfOTMzYmY4YzUxMGZl"
        "bmNlX3JlZ3NJTGk2NEVFRXZSQVRfX2YAX1paMTJhdHRlbnRpb25fd3NFTktVbHZFMl9jbEV2AF9aTjQ2X0lOVEVSTkFMXzAw"
        "MDAwMDAwXzE1X2F0dGVudGlvbl93c19jdV85MzNiZjhjNTQ4X0dMT0JBTF9fTl9fMDAwMDAwMDBfMTVfYXR0ZW50aW9uX3dz"
        "X2N1XzkzM2JmOGM1MTBmZW5jZV9yZWdzSUxpMzJFRUV2UkFUX19qAF9aWjEyYXR0ZW50aW9uX3dzRU5LVWxpRTEzX2NsRWkA"
        "X1paMTJhdHRlbnRpb25fd3NFTktVbGpFX2NsRWoAX1paMTJhdHRlbnRpb25fd3NFTktVbGlFNl9jbEVpAF9aTjQ2X0lOVEVS"
        "TkFMXzAwMDAwMDAwXzE1X2F0dGVudGlvbl93c19jdV85MzNiZjhjNTQ4X0dMT0JBTF9fTl9fMDAwMDAwMDBfMTVfYXR0ZW50"
        "aW9uX3dzX2N1XzkzM2JmOGM1MTFtYmFyX2Fycml2ZUVqAF9aWjEyYXR0ZW50aW9uX3dzRU5LVWxpRTE0X2NsRWkAX1paMTJh"
        "dHRlbnRpb25fd3NFTktVbGlSQTMyX2pFMF9jbEVpUzBfAF9aWjEyYXR0ZW50aW9uX3dzRU5LVWxpRTE3X2NsRWkAX1pONDZf"
        "SU5URVJOQUxfMDAwMDAwMDBfMTVfYXR0ZW50aW9uX3dzX2N1XzkzM2JmOGM1NDhfR0xPQkFMX19OX18wMDAwMDAwMF8xNV9h"
        "dHRlbnRpb25fd3NfY3VfOTMzYmY4YzUxMnNvZnRtYXhfdGlsZUlMYjBFRUV2UkE2NF9mUkEyX2ZTNV9TNV9SYmZpaWkAX1pO"
        "NDZfSU5URVJOQUxfMDAwMDAwMDBfMTVfYXR0ZW50aW9uX3dzX2N1XzkzM2JmOGM1NDhfR0xPQkFMX19OX18wMDAwMDAwMF8x"
        "NV9hdHRlbnRpb25fd3NfY3VfOTMzYmY4YzU4cXVhZF9tYXhFZgBfWk40Nl9JTlRFUk5BTF8wMDAwMDAwMF8xNV9hdHRlbnRp"
        "b25fd3NfY3VfOTMzYmY4YzU0OF9HTE9CQUxfX05fXzAwMDAwMDAwXzE1X2F0dGVudGlvbl93c19jdV85MzNiZjhjNTlmYXN0"
        "X2V4cDJFZgBfWloxMmF0dGVudGlvbl93c0VOS1VsUkEzMl9qRV9jbEVTMF8AX1pONDZfSU5URVJOQUxfMDAwMDAwMDBfMTVf"
        "YXR0ZW50aW9uX3dzX2N1XzkzM2JmOGM1NDhfR0xPQkFMX19OX18wMDAwMDAwMF8xNV9hdHRlbnRpb25fd3NfY3VfOTMzYmY4"
        "YzU0dG9fcEVSQTY0X0tmUkEzMl9qAF9aTjQ2X0lOVEVSTkFMXzAwMDAwMDAwXzE1X2F0dGVudGlvbl93c19jdV85MzNiZjhj"
        "NTQ4X0dMT0JBTF9fTl9fMDAwMDAwMDBfMTVfYXR0ZW50aW9uX3dzX2N1XzkzM2JmOGM1MTBwYWNrX2hhbGYyRWZmAF9aWjEy"
        "YXR0ZW50aW9uX3dzRU5LVWx2RTNfY2xFdgBfWloxMmF0dGVudGlvbl93c0VOS1VsaUUxMl9jbEVpAF9aWjEyYXR0ZW50aW9u"
        "X3dzRU5LVWxpUkEzMl9qRV9jbEVpUzBfAF9aTjQ2X0lOVEVSTkFMXzAwMDAwMDAwXzE1X2F0dGVudGlvbl93c19jdV85MzNi"
        "ZjhjNTQ4X0dMT0JBTF9fTl9fMDAwMDAwMDBfMTVfYXR0ZW50aW9uX3dzX2N1XzkzM2JmOGM1OHdnbW1hX3B2RVJBNjRfZlBL"
        "ankAX1pONDZfSU5URVJOQUxfMDAwMDAwMDBfMTVfYXR0ZW50aW9uX3dzX2N1XzkzM2JmOGM1NDhfR0xPQkFMX19OX18wMDAw"
        "MDAwMF8xNV9hdHRlbnRpb25fd3NfY3VfOTMzYmY4YzU4cXVhZF9zdW1FZgBfWk40Nl9JTlRFUk5BTF8wMDAwMDAwMF8xNV9h"
        "dHRlbnRpb25fd3NfY3VfOTMzYmY4YzU0OF9HTE9CQUxfX05fXzAwMDAwMDAwXzE1X2F0dGVudGlvbl93c19jdV85MzNiZjhj"
        "NThzd2l6emxlZEVpaWkAX1pONDZfSU5URVJOQUxfMDAwMDAwMDBfMTVfYXR0ZW50aW9uX3dzX2N1XzkzM2JmOGM1NDhfR0xP"
        "QkFMX19OX18wMDAwMDAwMF8xNV9hdHRlbnRpb25fd3NfY3VfOTMzYmY4YzUxN3dhcnBncm91cF9iYXJyaWVyRWkAX1pONDZf"
        "SU5URVJOQUxfMDAwMDAwMDBfMTVfYXR0ZW50aW9uX3dzX2N1XzkzM2JmOGM1NDhfR0xPQkFMX19OX18wMDAwMDAwMF8xNV9h"
        "dHRlbnRpb25fd3NfY3VfOTMzYmY4YzUxMG5hbWVkX3N5bmNJTGkxMjhFRUV2aQBfWloxMmF0dGVudGlvbl93c0VOS1VsaUUx"
        "NV9jbEVpAF9aWjEyYXR0ZW50aW9uX3dzRU5LVWx2RV9jbEV2AF9aTjQ2X0lOVEVSTkFMXzAwMDAwMDAwXzE1X2F0dGVudGlv"
        "bl93c19jdV85MzNiZjhjNTQ4X0dMT0JBTF9fTl9fMDAwMDAwMDBfMTVfYXR0ZW50aW9uX3dzX2N1XzkzM2JmOGM1MTFtYmFy"
        "X2V4cGVjdEVqagBfWk40Nl9JTlRFUk5BTF8wMDAwMDAwMF8xNV9hdHRlbnRpb25fd3NfY3VfOTMzYmY4YzU0OF9HTE9CQUxf"
        "X05fXzAwMDAwMDAwXzE1X2F0dGVudGlvbl93c19jdV85MzNiZjhjNTh0bWFfdGlsZUVqUEsxNmF0dGVudGlvbl93c19tYXBp"
        "aWp0AF9aTjQ2X0lOVEVSTkFMXzAwMDAwMDAwXzE1X2F0dGVudGlvbl93c19jdV85MzNiZjhjNTQ4X0dMT0JBTF9fTl9fMDAw"
        "MDAwMDBfMTVfYXR0ZW50aW9uX3dzX2N1XzkzM2JmOGM1OHRtYV9sb2FkRWpQSzE2YXR0ZW50aW9uX3dzX21hcGlpagD1EAAA"
        "AgAQAAAAAQH7DgoAAQEBAQAAAAEAAAAJAgAAAAAAAAAABAADGAEDDgIQAfPw8vQDCwIQAfEDdQIQAQMLAhABA3cCEAHw8wMF"
        "AiAB8wMHAiAB9wPFAAIQAQO7fwIQAQPHAAIwAfX1A3QCEAH19QOefwIQAfYDewIwAfADyAACEAEDvH8CwAABAwgCIAH29vb2"
        "9fX19ff09fX1AwYCMAHx8AMgAhABA24CMAEDDwIQAQNyAhAB8AMQAhAB9fADXgIQAfEDGQIQAQNoAhAB8gMVAhABA6cBAhAB"
        "A9Z+ArAEAfEDqAECEAEDDgIQAQMqAhABA1cCEAEDeAIQAQMyAhABA1ACEAHwAx8CEAEDEgIQAQNPAhABAyACEAEDEgIQAQNO"
        "AhABAyICEAEDFgIQAQNtAhAB8AMOAhABA3YCEAEDDgIQAQNIAhABAxkCEAEDIwIQAQNZAhABAy8CEAEDsQMCIAEDyHwCIAED"
        "zwACEAEDsn8CEAHw8ffw8AMCAiAB6vcDBQIgAfDwAwICIAHq9wMFAiAB8PADfQIgAfTy9PDwA30CIAH08vQDDAIQAQN1AhAB"
        "AwwCEAEDdQIQAQMMAhABA3ECIAH08vP0Aw8CMAEDggMCEAEDSwIQAQM3AhABA1MCEAEDMwIQAfEDdwIQAfH18fTw9vDq8Pbw"
        "8vD28Orw9vDy8Pbw6vD28PPw8AOZfwIQAQMMAhAB6vTz8PDy9APUAAIQAQO6fwIQAQPcBgIQAQOleQIQAQMNAhAB8wM2AhAB"
        "8/EDtH8CEAEDzgACEAEDFAIQAQOffwIQAQPOAAIQAQO+fwIQAQPWAAIQAQOufwIQAQPUAAIQAQOjfwIQAQMVAhABA+YAAhAB"
        "A4N/AhABA58BAhABA+R+AhABA7wBAhABA8J+AhABA/4BAhABA5B+AhABA9ACAhABA699AhABA9EBAhABA7R+AhABA+sBAhAB"
        "A5R+AhABA60DAhABA9d8AhABA9UAAhABA7N/AhABA94AAhABA6N/AhABA+gAAhABA5N/AhABA6QBAhABA91+AhABA4MBAhAB"
        "A4R/AhABA5wCAhABA+V9AhABA94AAhABA6V/AhABA7gBAhABA8l+AhABA/cBAhABA5B+AhABA5ECAhABA/B9AhABA9MBAhAB"
        "A6h+AhABA/UBAhABA4x+AhABA7MCAhABA9R9AhABA8wCAhABA7V9AhABA7QCAhABA+R9AhABA7QCAhABA819AhABA/ICAhAB"
        "A2ACEAEDwAACEAED73wCEAEDugECEAEDmAECEAED/wACEAEDIQIQAQORfAIQAQOOBAIQAfADgnwCEAED4QACEAH0A1sCEAED"
        "sH8CEAEDjQMCEAEDHwIQAQOpfQIQAQOufwIQAQPtAQIQAfQDm38CEAED9X4CEAEDyAMCEAEDHwIQAQObfAIQAQOOAQIQAQPz"
        "fgIQAQMSAhABA7YBAhABA2kCIAED434CEAEDIAIQAfAD/wACEAHwA59/AhAB8ANjAhABA5wBAhAB8AOffwIQAfADvH8CEAED"
        "wwECEAHwA8h+AhABA3UCEAED4gACEAHwA/8AAhABA55/AhABA+MAAhABAx8CEAEDhH8CEAED/QACEAEDHwIQAfADnH4CEAED"
        "gwICEAHwAx8CEAEDqX4CEAEDhH8CEAED1AICEAEDvH0CEAEDoAECEAED0X4CEAEDMAIQAQMfAhABAzwCEAEDhX8CEAED4gIC"
        "EAEDIAIQAfADHwIQAfADHwIQAQPEfAIQAQPpAAIQAQPkAQIQAQPwAAIQAQOgfwIQAQONfgIQAQMwAhABA6B/AhABA0sCEAED"
        "9AACEAEDxX4CEAEDCgIQAQOyAQIQAQM2AhABA1ACEAEDiX8CEAHwA/sAAhABAzQCEAHwA+Z+AhAB9APkAAIQAfADxgACEAH0"
        "A9R+AhAB8APmAQIQAfQDRAIQAfADRgIQAfQD9AACEAHwA6Z+AhAB9APkAAIQAfADxgACEAH0A9R+AhAB8APmAQIQAfQDRAIQ"
        "AfADRgIQAfQD9AACEAHwA6Z/AhAB9ANkAhAB8AM2AhAB9ANkAhAB8APmAAIQAfQDtH8CEAHwA+YAAhAB9ANkAhAB8AM2AhAB"
        "9ANkAhAB8AOmfwIQAQOsAQIQAQPZfgIQAQP0AAIQAfADpn8CEAH0A2QCEAHwA4YBAhAB9AOUfwIQAfADFgIQAfQD1AACEAHw"
        "A0YCEAEDzQACEAHwA7d/AhABA2QCEAHwAzYCEAH0A2QCEAHwAzYCEAEDEAIQAQN1AhABA2QCEAHwA4l8AhABAw4CEAEDiAQC"
        "EAHw9vADiQECEAHy8PDw8PDw8PDw8PDw8PDw8PDw8PDw8PDw8PDw8PDw8PDw8PDw8PDw8PDw8PDw8PDw8PDw8PDw8PDw8PDw"
        "8PDw9AOtfgIQAfP19/f3A2wCEAH39/fz8/Pz8/Pz8/Pz8/Pz8/Pz8/Pz8/Pz8/MDzQACEAEDFQIQAQMJAiABAxUCEAEDwgAC"
        "EAEDoH8CIAH07QPWAAIQAQO3fwIQAQPNAAIQAQO0fwIQAfADzgACEAEDtX8CEAHw8/MDBAIgAQMHAiABAwcCIAEDBwIgAQMH"
        "AiABAwcCIAH2AxQCMAEDiAICEAEDZwIQAQOXfgIQAQOOAgIQAQO9fwIQAQMcAhABA3oCEAEDFwIQAQMMAhABA2sCEAEDIQIQ"
        "AQN4AhABA2kCEAEDIgIQAQNgAhABAxcCEAEDawIQAQMiAhABA2ACEAEDHgIQAfEDYQIQAQMfAhABAwECwAEBA4pvAhABA/YQ"
        "AiABA80CAsABAfADCQIQAfAD5QECEAED1HsCEAEDwAICEAEDrgECEAED3H4CEAEDgQICEAEDYgIQAQNgAhABA2ICEAEDmgEC"
        "EAEDQwIQAQO1ewIQAQPwAwIQAQNSAhABA8sAAhABA7Z/AhABA+sAAhABA+d7AhABA90DAhABA1ECEAEDigECEAEDuXsCEAED"
        "iQQCEAEDZAIQAQM9AhABA9t7AhABA8QEAhABA8d7AhABA/sDAhABAyACEAEDv3sCEAED+QQCEAEDiH8CEAED3wACEAEDvnsC"
        "EAEDhAQCEAED4HsCEAED7gMCEAEDbQIQAQPtAQIQAQOwfwIQAQO/ewIQAQNmAhABA5gFAhABA856AhABAzUCEAEDpAMCEAED"
        "wnwCEAED3AQCEAEDinsCEAEDsgUCEAEDp34CEAEDnwECEAEDz3sCEAEDzAQCEAEDtXsCEAED7AQCEAEDRQIQAQMcAhABA9J7"
        "AhABA/gCAhAB7APaAQIQAQOyewIQAQOvBAIQAQPwewIQAQPmAgIQAQPKAQIQAQPKegIQAQOXBQIQAQPVfgIQAQMSAhABA3AC"
        "EAEDygECEAEDt34CEAEDmH0CEAEDhQMCEAEDmn0CEAED3H4CEAEDpQECEAEDyAICEAED130CEAEDlgICEAED630CEAEDmwIC"
        "EAEDhH4CEAEDpgICEAEDVAIQAQMuAhABA1UCEAEDLAIQAQMOAhAB6wPOfQIQAQOoAgIQAQP3fQIQAQOyAgIQAQPPfQIQAQOk"
        "AgIQAQP1fQIQAQO3AgIQAQNlAhABAw4CEAED130CEAEDigICEAEDj34CEAEDqgECEAED134CEAED8gECEAEDtX4CEAEDzAEC"
        "EAEDt38CEAED5QACEAEDmX4CEAED6QECEAEDqn4CEAED1wECEAEDqn4CEAEDtwECEAEDLQIQAQMOAhABA6F+AhABA5QBAhAB"
        "A+1+AhABA/F8AhABA6IDAhABA+V8AhABA5wDAhABA+MAAhABA7B/AhABA5sBAhABA7d7AhABA+UEAhABA5p/AhABAx4CEAHt"
        "A8wAAhABA8h+AhABA7kBAhABA7Z/AhABAz0CEAED93sCEAED5wMCEAEDmnwCEAEDqAMCEAED4QACEAEDFgIQAQOAfAIQAQP2"
        "AwIQAQOUfwIQAQPAAAIQAe0D9gACEAEDRgIQAQNiAhABAz0CEAHrA6x/AhABA0MCEAED2QACEAEDIQIQAQP5ewIQAQPqAwIQ"
        "AQOkfwIQAQOYAQIQAQNiAhAB6wNnAhABA4d/AhABA7UBAhABAx4CEAEDQAIQAQMeAhABA/x7AhABA+oDAhABAz0CEAEDYgIQ"
        "AesDHgIQAQNIAhABA6J/AhABA2YCEAEDOQIQAQPeAAIQAQMeAhABA0cCEAEDhH8CEAEDmwECEAED+HoCEAEDngUCEAEDSwIQ"
        "AQO1ewIQAQPqBAIQAQOFewIQAQPuAAIQAQOmfwIQAQP5AAIQAQPuAgIQAQOGfAIQAe0DFgIQAQOFBAIQAQP0fAIQAQPxAgIQ"
        "AQODfAIQAQOcBAIQAQOofAIQAQPQBAIQAQPpfgIQAQM+AhABA2ECEAED9XsCEAEDhwUCEAED73wCEAEDtAICEAED8HwCEAED"
        "+X4CEAEDiAECEAEDuH8CEAED5wACEAEDuX8CEAEDyAACEAEDWAIQAQPHAAIQAQNZAhABAygCEAEDeAIQAQMbAhABA5V+AhAB"
        "A+wBAhABAy0CEAHwAxMCEAHwAxMCEAHwAxMCEAHwAxMCEAHwAxMCEAHwA/Z+AhABA78BAhABA1ICEAED33wCEAEDDAIQAQMw"
        "AhABAyACEAEDsX8CEAED7wACEAEDIAIQAQMgAhABA9d+AhABA8kBAhABA9IBAhABA/J8AhAB9gMJAhABA3ECEAEDFgIQAQMJ"
        "AhABA3ECEAEDFgIQAQMJAhABA3ECEAEDFgIQAQMJAhABA3ECEAEDFgIQAQMJAhABA3ECEAEDFgIQAQMJAhABA3ECEAEDFgIQ"
        "AQMJAhABA3ECEAEDFgIQAQMJAhABA3ECEAEDFgIQAQMJAhABA3ECEAEDFgIQAQMJAhABA3ECEAEDFgIQAQMJAhABA3ECEAED"
        "FgIQAQMJAhABA3ECEAEDFgIQAQMQAhABA2oCEAEDDwIQAQMRAhABAwoCEAEDZgIQAQMjAhAB9gNgAhABAz4CEAEDCgIQAQNC"
        "AhABA8gAAhABAwoCEAEDvn8CEAEDzAACEAEDCgIQAQO0fwIQAQPWAAIQAQMKAhABA6p/AhABA+AAAhABAwoCEAEDoH8CEAED"
        "6gACEAH3A5h/AhABA6gCAhABAx8CEAEDw30CEAEDngICEAEDHwIQAQPNfQIQAQPSAgIQAQNjAhABA9V9AhABA8gCAhABA2QC"
        "EAED3n0CEAEDwAICEAHwA8l9AhABA70BAhABA/oAAhABA9N9AhABA7MBAhABA/wAAhABA9t9AhABA6UCAhABA+V9AhABAwoC"
        "EAEDDwIQAfcDuQECEAHwAx8CIAEDyH4CEAEDHwIQAQMfAhABA0MCEAHuAx8CEAHwA9wAAhABA0ICEAHwA9wAAhABAx8CEAED"
        "pH8CEAEDHgIQAQMfAhABA2ICEAEDPQIQAQNiAhABAx8CEAEDHwIQAQOofgIQAQMfAhABAx8CEAEDHwIQAQMfAhABAx8CEAED"
        "HwIQAQMfAhAB8gPkAAIQAQMYAhABAwcCIAH09QNuAsAAAfEDawIQAQMWAhABA2wCEAEDIwIQAQNeAhAB9AMSAhABA2oCEAH0"
        "AxUCEAH2AwYC0AABAwUCoAEB9AMKAhABAyYCEAEDVwIQAfPsAx8CEAEDZAIQAfXt9AMcAtAAAQNWAhABAzcCEAEDeQIgAQN1"
        "AhABAxICEAEDCAKQAQEDBAKgAQHy8QMXAtAAAQMJAhABAwcCoAEBAwUCgAEB7vLwAwQCIAED12gCEAH2A6gBAiAB9gPzCgIg"
        "AfYDlAoCIAH2AzMCIAH2AtAIAAEBAAAAAAAAAAAudmVyc2lvbiA5LjAALnRhcmdldCBzbV85MGEALmFkZHJlc3Nfc2l6ZSA2"
        "NAAAAC5leHRlcm4gLnNoYXJlZCAuYWxpZ24gMTYgLmI4IHNtZW1fcmF3W107AAAudmlzaWJsZSAuZW50cnkgYXR0ZW50aW9u"
        "X3dzKAAucGFyYW0gLmFsaWduIDY0IC5iOCBhdHRlbnRpb25fd3NfcGFyYW1fMFsxMjhdLAAucGFyYW0gLmFsaWduIDY0IC5i"
        "OCBhdHRlbnRpb25fd3NfcGFyYW1fMVsxMjhdLAAucGFyYW0gLmFsaWduIDY0IC5iOCBhdHRlbnRpb25fd3NfcGFyYW1fMlsx"
        "MjhdLAAucGFyYW0gLnU2NCBhdHRlbnRpb25fd3NfcGFyYW1fMywALnBhcmFtIC5mMzIgYXR0ZW50aW9uX3dzX3BhcmFtXzQA"
        "KQAubWF4bnRpZCAyNTYsIDEsIDEALm1pbm5jdGFwZXJzbSAxAHsALnJlZyAucHJlZCAJJXA8NDM+OwAucmVnIC5mMzIgCSVm"
        "PDM4NTI+OwAucmVnIC5iMzIgCSVyPDk3Mj47AC5yZWcgLmI2NCAJJXJkPDIxNT47AAAAAG1vdi5iNjQgCSVyZDcsIGF0dGVu"
        "dGlvbl93c19wYXJhbV8wOwBtb3YuYjY0IAklcmQ4LCBhdHRlbnRpb25fd3NfcGFyYW1fMTsAbW92LmI2NCAJJXJkOSwgYXR0"
        "ZW50aW9uX3dzX3BhcmFtXzI7AGxkLnBhcmFtLmYzMiAJJWY1OTIsIFthdHRlbnRpb25fd3NfcGFyYW1fNF07AAAAbW92LnUz"
        "MiAlcjEzNCwgJWR5bmFtaWNfc21lbV9zaXplOwAAAABzZXRwLmd0LnUzMiAJJXAyLCAlcjEzNCwgMTQ4NTgzOwBAJXAyIGJy"
        "YSAJJExfX0JCMF8yOwAAAHRyYXA7AAAAJExfX0JCMF8yOgAAbW92LnUzMiAJJXIxLCAldGlkLng7AABzaHIuczMyIAklcjEz"
        "NSwgJXIxLCAzMTsAc2hyLnUzMiAJJXIxMzYsICVyMTM1LCAyNTsAYWRkLnMzMiAJJXIxMzcsICVyMSwgJXIxMzY7AHNoci5z"
        "MzIgCSVyMTM4LCAlcjEzNywgNzsAbW92LnUzMiAJJXIxMzksIDMxOwBtb3YudTMyIAklcjE0MCwgMDsAbW92LnUzMiAJJXIx"
        "NDEsIC0xOwBzaGZsLnN5bmMuaWR4LmIzMiAJJXIyfCVwMywgJXIxMzgsICVyMTQwLCAlcjEzOSwgJXIxNDE7AABtb3YudTMy"
        "IAklcjMsICVjdGFpZC54OwAAc2V0cC5uZS5zMzIgCSVwNCwgJXIxLCAwOwBAJXA0IGJyYSAJJExfX0JCMF80OwAAAABtb3Yu"
        "dTY0IAklcmQxMywgc21lbV9yYXc7AGN2dC51MzIudTY0IAklcjE2NCwgJXJkMTM7AGFkZC5zMzIgCSVyMTY1LCAlcjE2NCwg"
        "MTAyMzsAYW5kLmIzMiAgCSVyMTY2LCAlcjE2NSwgLTEwMjQ7AGFkZC5zMzIgCSVyMTQyLCAlcjE2NiwgMTQ3NDU2OwBtb3Yu"
        "dTMyIAklcjE1NywgMTsAAG1iYXJyaWVyLmluaXQuc2hhcmVkOjpjdGEuYjY0IFslcjE0Ml0sICVyMTU3OwAAAAAAYWRkLnMz"
        "MiAJJXIxNDQsICVyMTY2LCAxNDc0NzI7AG1vdi51MzIgCSVyMTYxLCA0OwAAbWJhcnJpZXIuaW5pdC5zaGFyZWQ6OmN0YS5i"
        "NjQgWyVyMTQ0XSwgJXIxNjE7AAAAAABhZGQuczMyIAklcjE0NiwgJXIxNjYsIDE0NzQ4ODsAAG1iYXJyaWVyLmluaXQuc2hh"
        "cmVkOjpjdGEuYjY0IFslcjE0Nl0sICVyMTU3OwAAAAAAYWRkLnMzMiAJJXIxNDgsICVyMTY2LCAxNDc0OTY7AABtYmFycmll"
        "ci5pbml0LnNoYXJlZDo6Y3RhLmI2NCBbJXIxNDhdLCAlcjE1NzsAAAAAAGFkZC5zMzIgCSVyMTUwLCAlcjE2NiwgMTQ3NTA0"
        "OwAAbWJhcnJpZXIuaW5pdC5zaGFyZWQ6OmN0YS5iNjQgWyVyMTUwXSwgJXIxNjE7AAAAAABhZGQuczMyIAklcjE1MiwgJXIx"
        "NjYsIDE0NzUxMjsAAG1iYXJyaWVyLmluaXQuc2hhcmVkOjpjdGEuYjY0IFslcjE1Ml0sICVyMTYxOwAAAABhZGQuczMyIAkl"
        "cjE1NCwgJXIxNjYsIDE0NzUyMDsAAG1iYXJyaWVyLmluaXQuc2hhcmVkOjpjdGEuYjY0IFslcjE1NF0sICVyMTU3OwAAAABh"
        "ZGQuczMyIAklcjE1NiwgJXIxNjYsIDE0NzUyODsAAG1iYXJyaWVyLmluaXQuc2hhcmVkOjpjdGEuYjY0IFslcjE1Nl0sICVy"
        "MTU3OwAAAABhZGQuczMyIAklcjE1OCwgJXIxNjYsIDE0NzUzNjsAAG1iYXJyaWVyLmluaXQuc2hhcmVkOjpjdGEuYjY0IFsl"
        "cjE1OF0sICVyMTYxOwAAAABhZGQuczMyIAklcjE2MCwgJXIxNjYsIDE0NzU0NDsAAG1iYXJyaWVyLmluaXQuc2hhcmVkOjpj"
        "dGEuYjY0IFslcjE2MF0sICVyMTYxOwAAAAAAYWRkLnMzMiAJJXIxNjIsICVyMTY2LCAxNDc1NTI7AG1vdi51MzIgCSVyMTYz"
        "LCAxMjg7AABtYmFycmllci5pbml0LnNoYXJlZDo6Y3RhLmI2NCBbJXIxNjJdLCAlcjE2MzsAAAAAAGZlbmNlLm1iYXJyaWVy"
        "X2luaXQucmVsZWFzZS5jbHVzdGVyOwAAAABjdnRhLnBhcmFtLnU2NCAJJXJkMTAsICVyZDc7AABwcmVmZXRjaC50ZW5zb3Jt"
        "YXAgWyVyZDEwXTsAAAAAY3Z0YS5wYXJhbS51NjQgCSVyZDExLCAlcmQ4OwAAcHJlZmV0Y2gudGVuc29ybWFwIFslcmQxMV07"
        "AAAAAGN2dGEucGFyYW0udTY0IAklcmQxMiwgJXJkOTsAAHByZWZldGNoLnRlbnNvcm1hcCBbJXJkMTJdOwAAAAAkTF9fQkIw"
        "XzQ6AABiYXIuc3luYyAJMDsAAHNldHAuZXEuczMyIAklcDUsICVyMiwgMDsAQCVwNSBicmEgCSRMX19CQjBfMzU7AAAAAABz"
        "aHIuczMyIAklcjE2OSwgJXIzLCAzMTsAc2hyLnUzMiAJJXIxNzAsICVyMTY5LCAyOTsAYWRkLnMzMiAJJXIxNzEsICVyMywg"
        "JXIxNzA7AGFuZC5iMzIgIAklcjE3MiwgJXIxNzEsIDY3MTA4ODU2OwBzdWIuczMyIAklcjE3MywgJXIzLCAlcjE3MjsAAGFk"
        "ZC5zMzIgCSVyMTc0LCAlcjE3MywgJXIyOwAAc2hyLnUzMiAJJXIxNzYsICVyMTM1LCAyNzsAYWRkLnMzMiAJJXIxNzcsICVy"
        "MSwgJXIxNzY7AGFuZC5iMzIgIAklcjE3OCwgJXIxNzcsIC0zMjsAc3ViLnMzMiAJJXI0LCAlcjEsICVyMTc4OwAAbW92LnUz"
        "MiAJJXIxNjcsIDQ7AABtb3YuYjMyICVyMTY3LCAlcjE2NzsAAAAAc2hsLmIzMiAJJXIxNzksICVyMTc0LCA2OwAAbWluLnMz"
        "MiAJJXIxODAsICVyMTY3LCA0OwBtYXguczMyIAklcjYsICVyMTgwLCAwOwAAbXVsLmYzMiAJJWYxLCAlZjU5MiwgMGYzRkI4"
        "QUEzQjsAAGFkZC5zMzIgCSVyOCwgJXIxNzksIC02NDsAbW92LnU2NCAJJXJkMTQsIHNtZW1fcmF3OwAAJExfX0JCMF82OgAA"
        "AGN2dC51MzIudTY0IAklcjE4NywgJXJkMTQ7AGFkZC5zMzIgCSVyMTg4LCAlcjE4NywgMTAyMzsAYW5kLmIzMiAgCSVyMTg5"
        "LCAlcjE4OCwgLTEwMjQ7AGFkZC5zMzIgCSVyMTg1LCAlcjE4OSwgMTQ3NDU2OwBtb3YudTMyIAklcjE4NiwgMDsAAHsALnJl"
        "ZyAucHJlZCBwOwBtYmFycmllci50cnlfd2FpdC5wYXJpdHkuc2hhcmVkOjpjdGEuYjY0IHAsIFslcjE4NV0sICVyMTg2OwBz"
        "ZWxwLnUzMiAlcjE4NCwgMSwgMCwgcDsAfQAAAABzZXRwLmVxLnMzMiAJJXA2LCAlcjE4NCwgMDsAQCVwNiBicmEgCSRMX19C"
        "QjBfNjsAAABzZXRwLmx0LnMzMiAJJXA3LCAlcjE2NywgMTsAbW92LmYzMiAJJWYzNjU2LCAwZjAwMDAwMDAwOwAAbW92LmYz"
        "MiAJJWYzNjU3LCAlZjM2NTY7AG1vdi5mMzIgCSVmMzY1OCwgJWYzNjU2OwBtb3YuZjMyIAklZjM2NTksICVmMzY1NjsAbW92"
        "LmYzMiAJJWYzNjYwLCAlZjM2NTY7AG1vdi5mMzIgCSVmMzY2MSwgJWYzNjU2OwBtb3YuZjMyIAklZjM2NjIsICVmMzY1NjsA"
        "bW92LmYzMiAJJWYzNjYzLCAlZjM2NTY7AG1vdi5mMzIgCSVmMzY2NCwgJWYzNjU2OwBtb3YuZjMyIAklZjM2NjUsICVmMzY1"
        "NjsAbW92LmYzMiAJJWYzNjY2LCAlZjM2NTY7AG1vdi5mMzIgCSVmMzY2NywgJWYzNjU2OwBtb3YuZjMyIAklZjM2NjgsICVm"
        "MzY1NjsAbW92LmYzMiAJJWYzNjY5LCAlZjM2NTY7AG1vdi5mMzIgCSVmMzY3MCwgJWYzNjU2OwBtb3YuZjMyIAklZjM2NzEs"
        "ICVmMzY1NjsAbW92LmYzMiAJJWYzNjcyLCAlZjM2NTY7AG1vdi5mMzIgCSVmMzY3MywgJWYzNjU2OwBtb3YuZjMyIAklZjM2"
        "NzQsICVmMzY1NjsAbW92LmYzMiAJJWYzNjc1LCAlZjM2NTY7AG1vdi5mMzIgCSVmMzY3NiwgJWYzNjU2OwBtb3YuZjMyIAkl"
        "ZjM2NzcsICVmMzY1NjsAbW92LmYzMiAJJWYzNjc4LCAlZjM2NTY7AG1vdi5mMzIgCSVmMzY3OSwgJWYzNjU2OwBtb3YuZjMy"
        "IAklZjM2ODAsICVmMzY1NjsAbW92LmYzMiAJJWYzNjgxLCAlZjM2NTY7AG1vdi5mMzIgCSVmMzY4MiwgJWYzNjU2OwBtb3Yu"
        "ZjMyIAklZjM2ODMsICVmMzY1NjsAbW92LmYzMiAJJWYzNjg0LCAlZjM2NTY7AG1vdi5mMzIgCSVmMzY4NSwgJWYzNjU2OwBt"
        "b3YuZjMyIAklZjM2ODYsICVmMzY1NjsAbW92LmYzMiAJJWYzNjg3LCAlZjM2NTY7AG1vdi5mMzIgCSVmMzY4OCwgJWYzNjU2"
        "OwBtb3YuZjMyIAklZjM2ODksICVmMzY1NjsAbW92LmYzMiAJJWYzNjkwLCAlZjM2NTY7AG1vdi5mMzIgCSVmMzY5MSwgJWYz"
        "NjU2OwBtb3YuZjMyIAklZjM2OTIsICVmMzY1NjsAbW92LmYzMiAJJWYzNjkzLCAlZjM2NTY7AG1vdi5mMzIgCSVmMzY5NCwg"
        "JWYzNjU2OwBtb3YuZjMyIAklZjM2OTUsICVmMzY1NjsAbW92LmYzMiAJJWYzNjk2LCAlZjM2NTY7AG1vdi5mMzIgCSVmMzY5"
        "NywgJWYzNjU2OwBtb3YuZjMyIAklZjM2OTgsICVmMzY1NjsAbW92LmYzMiAJJWYzNjk5LCAlZjM2NTY7AG1vdi5mMzIgCSVm"
        "MzcwMCwgJWYzNjU2OwBtb3YuZjMyIAklZjM3MDEsICVmMzY1NjsAbW92LmYzMiAJJWYzNzAyLCAlZjM2NTY7AG1vdi5mMzIg"
        "CSVmMzcwMywgJWYzNjU2OwBtb3YuZjMyIAklZjM3MDQsICVmMzY1NjsAbW92LmYzMiAJJWYzNzA1LCAlZjM2NTY7AG1vdi5m"
        "MzIgCSVmMzcwNiwgJWYzNjU2OwBtb3YuZjMyIAklZjM3MDcsICVmMzY1NjsAbW92LmYzMiAJJWYzNzA4LCAlZjM2NTY7AG1v"
        "di5mMzIgCSVmMzcwOSwgJWYzNjU2OwBtb3YuZjMyIAklZjM3MTAsICVmMzY1NjsAbW92LmYzMiAJJWYzNzExLCAlZjM2NTY7"
        "AG1vdi5mMzIgCSVmMzcxMiwgJWYzNjU2OwBtb3YuZjMyIAklZjM3MTMsICVmMzY1NjsAbW92LmYzMiAJJWYzNzE0LCAlZjM2"
        "NTY7AG1vdi5mMzIgCSVmMzcxNSwgJWYzNjU2OwBtb3YuZjMyIAklZjM3MTYsICVmMzY1NjsAbW92LmYzMiAJJWYzNzE3LCAl"
        "ZjM2NTY7AG1vdi5mMzIgCSVmMzc4MiwgJWYzNjU2OwBtb3YuZjMyIAklZjM3ODMsICVmMzY1NjsAbW92LmYzMiAJJWYzNzE4"
        "LCAlZjM2NTY7AG1vdi5mMzIgCSVmMzcxOSwgJWYzNjU2OwBAJXA3IGJyYSAJJExfX0JCMF8yNDsAAABzZXRwLmx0LnMzMiAJ"
        "JXA4LCAlcjYsIDE7AG1vdi5mMzIgCSVmMzY1NiwgMGYwMDAwMDAwMDsAQCVwOCBicmEgCSRMX19CQjBfMjI7AAAAbW92LnUz"
        "MiAJJXI5MzYsIDA7AG1vdi5mMzIgCSVmMzY1NiwgMGYwMDAwMDAwMDsAbW92LmYzMiAJJWYzNjUwLCAwZkZGODAwMDAwOwBt"
        "b3YuZjMyIAklZjM2NTcsICVmMzY1NjsAbW92LmYzMiAJJWYzNjU4LCAlZjM2NTY7AG1vdi5mMzIgCSVmMzY1OSwgJWYzNjU2"
        "OwBtb3YuZjMyIAklZjM2NjAsICVmMzY1NjsAbW92LmYzMiAJJWYzNjYxLCAlZjM2NTY7AG1vdi5mMzIgCSVmMzY2MiwgJWYz"
        "NjU2OwBtb3YuZjMyIAklZjM2NjMsICVmMzY1NjsAbW92LmYzMiAJJWYzNjY0LCAlZjM2NTY7AG1vdi5mMzIgCSVmMzY2NSwg"
        "JWYzNjU2OwBtb3YuZjMyIAklZjM2NjYsICVmMzY1NjsAbW92LmYzMiAJJWYzNjY3LCAlZjM2NTY7AG1vdi5mMzIgCSVmMzY2"
        "OCwgJWYzNjU2OwBtb3YuZjMyIAklZjM2NjksICVmMzY1NjsAbW92LmYzMiAJJWYzNjcwLCAlZjM2NTY7AG1vdi5mMzIgCSVm"
        "MzY3MSwgJWYzNjU2OwBtb3YuZjMyIAklZjM2NzIsICVmMzY1NjsAbW92LmYzMiAJJWYzNjczLCAlZjM2NTY7AG1vdi5mMzIg"
        "CSVmMzY3NCwgJWYzNjU2OwBtb3YuZjMyIAklZjM2NzUsICVmMzY1NjsAbW92LmYzMiAJJWYzNjc2LCAlZjM2NTY7AG1vdi5m"
        "MzIgCSVmMzY3NywgJWYzNjU2OwBtb3YuZjMyIAklZjM2NzgsICVmMzY1NjsAbW92LmYzMiAJJWYzNjc5LCAlZjM2NTY7AG1v"
        "di5mMzIgCSVmMzY4MCwgJWYzNjU2OwBtb3YuZjMyIAklZjM2ODEsICVmMzY1NjsAbW92LmYzMiAJJWYzNjgyLCAlZjM2NTY7"
        "AG1vdi5mMzIgCSVmMzY4MywgJWYzNjU2OwBtb3YuZjMyIAklZjM2ODQsICVmMzY1NjsAbW92LmYzMiAJJWYzNjg1LCAlZjM2"
        "NTY7AG1vdi5mMzIgCSVmMzY4NiwgJWYzNjU2OwBtb3YuZjMyIAklZjM2ODcsICVmMzY1NjsAbW92LmYzMiAJJWYzNjg4LCAl"
        "ZjM2NTY7AG1vdi5mMzIgCSVmMzY4OSwgJWYzNjU2OwBtb3YuZjMyIAklZjM2OTAsICVmMzY1NjsAbW92LmYzMiAJJWYzNjkx"
        "LCAlZjM2NTY7AG1vdi5mMzIgCSVmMzY5MiwgJWYzNjU2OwBtb3YuZjMyIAklZjM2OTMsICVmMzY1NjsAbW92LmYzMiAJJWYz"
        "Njk0LCAlZjM2NTY7AG1vdi5mMzIgCSVmMzY5NSwgJWYzNjU2OwBtb3YuZjMyIAklZjM2OTYsICVmMzY1NjsAbW92LmYzMiAJ"
        "JWYzNjk3LCAlZjM2NTY7AG1vdi5mMzIgCSVmMzY5OCwgJWYzNjU2OwBtb3YuZjMyIAklZjM2OTksICVmMzY1NjsAbW92LmYz"
        "MiAJJWYzNzAwLCAlZjM2NTY7AG1vdi5mMzIgCSVmMzcwMSwgJWYzNjU2OwBtb3YuZjMyIAklZjM3MDIsICVmMzY1NjsAbW92"
        "LmYzMiAJJWYzNzAzLCAlZjM2NTY7AG1vdi5mMzIgCSVmMzcwNCwgJWYzNjU2OwBtb3YuZjMyIAklZjM3MDUsICVmMzY1NjsA"
        "bW92LmYzMiAJJWYzNzA2LCAlZjM2NTY7AG1vdi5mMzIgCSVmMzcwNywgJWYzNjU2OwBtb3YuZjMyIAklZjM3MDgsICVmMzY1"
        "NjsAbW92LmYzMiAJJWYzNzA5LCAlZjM2NTY7AG1vdi5mMzIgCSVmMzcxMCwgJWYzNjU2OwBtb3YuZjMyIAklZjM3MTEsICVm"
        "MzY1NjsAbW92LmYzMiAJJWYzNzEyLCAlZjM2NTY7AG1vdi5mMzIgCSVmMzcxMywgJWYzNjU2OwBtb3YuZjMyIAklZjM3MTQs"
        "ICVmMzY1NjsAbW92LmYzMiAJJWYzNzE1LCAlZjM2NTY7AG1vdi5mMzIgCSVmMzcxNiwgJWYzNjU2OwBtb3YuZjMyIAklZjM3"
        "MTcsICVmMzY1NjsAbW92LmYzMiAJJWYzNjUxLCAlZjM2NTA7AG1vdi5mMzIgCSVmMzc4MiwgJWYzNjU2OwBtb3YuZjMyIAkl"
        "ZjM3ODMsICVmMzY1NjsAbW92LmYzMiAJJWYzNzE4LCAlZjM2NTY7AG1vdi5mMzIgCSVmMzcxOSwgJWYzNjU2OwAAJExfX0JC"
        "MF8xMDoALnByYWdtYSAibm91bnJvbGwiOwAAAABzaGwuYjMyIAklcjE5MywgJXI5MzYsIDU7AGFuZC5iMzIgIAklcjQzLCAl"
        "cjE5MywgMzI7AG9yLmIzMiAgCSVyMTk3LCAlcjQzLCAlcjE4OTsAYWRkLnMzMiAJJXI0NCwgJXIxOTcsIDE0NzQ4ODsAACRM"
        "X19CQjBfMTE6AABzaHIudTMyIAklcjIwMSwgJXI5MzYsIDE7AGFuZC5iMzIgIAklcjIwMCwgJXIyMDEsIDE7AAAAAHsALnJl"
        "ZyAucHJlZCBwOwBtYmFycmllci50cnlfd2FpdC5wYXJpdHkuc2hhcmVkOjpjdGEuYjY0IHAsIFslcjQ0XSwgJXIyMDA7AHNl"
        "bHAudTMyICVyMTk4LCAxLCAwLCBwOwB9AAAAAHNldHAuZXEuczMyIAklcDksICVyMTk4LCAwOwBAJXA5IGJyYSAJJExfX0JC"
        "MF8xMTsAAABzZXRwLm5lLnMzMiAJJXAxMCwgJXI0LCAwOwAAAAB3Z21tYS5mZW5jZS5zeW5jLmFsaWduZWQ7AAAAAAAAc2hs"
        "LmIzMiAJJXIyNjYsICVyOTM2LCAxNjsAYW5kLmIzMiAgCSVyMjY3LCAlcjI2NiwgNjU1MzY7AGFkZC5zMzIgCSVyMjcxLCAl"
        "cjI2NywgJXIxODk7AGFkZC5zMzIgCSVyMjcyLCAlcjI3MSwgMTYzODQ7AAAAYW5kLmIzMiAgCSVyMjczLCAlcjI3MiwgMjYx"
        "MTIwOwBzaHIudTMyIAklcjI3NCwgJXIyNzMsIDQ7AABjdnQudTY0LnUzMiAJJXJkMzMsICVyMjc0OwAAb3IuYjY0ICAJJXJk"
        "MTcsICVyZDMzLCA0NjExNjg2MjkzMzA1MzYwMzg0OwAAc2hsLmIzMiAJJXIyNzUsICVyMiwgMTQ7AABhZGQuczMyIAklcjI3"
        "NiwgJXIyNzUsICVyMTg5OwBhZGQuczMyIAklcjI3NywgJXIyNzYsIC0xNjM4NDsAAGFuZC5iMzIgIAklcjI3OCwgJXIyNzcs"
        "IDI2MTEyMDsAc2hyLnUzMiAJJXIyNzksICVyMjc4LCA0OwBjdnQudTY0LnUzMiAJJXJkMzQsICVyMjc5OwBvci5iNjQgIAkl"
        "cmQxNiwgJXJkMzQsIDQ2MTE2ODYyOTMzMDUzNjAzODQ7AAAAAHdnbW1hLm1tYV9hc3luYy5zeW5jLmFsaWduZWQubTY0bjEy"
        "OGsxNi5mMzIuZjE2LmYxNiB7JWY5ODUsICVmOTg2LCAlZjk4NywgJWY5ODgsICVmOTg5LCAlZjk5MCwgJWY5OTEsICVmOTky"
        "LCAlZjk5MywgJWY5OTQsICVmOTk1LCAlZjk5NiwgJWY5OTcsICVmOTk4LCAlZjk5OSwgJWYxMDAwLCAlZjEwMDEsICVmMTAw"
        "MiwgJWYxMDAzLCAlZjEwMDQsICVmMTAwNSwgJWYxMDA2LCAlZjEwMDcsICVmMTAwOCwgJWYxMDA5LCAlZjEwMTAsICVmMTAx"
        "MSwgJWYxMDEyLCAlZjEwMTMsICVmMTAxNCwgJWYxMDE1LCAlZjEwMTYsICVmMTAxNywgJWYxMDE4LCAlZjEwMTksICVmMTAy"
        "MCwgJWYxMDIxLCAlZjEwMjIsICVmMTAyMywgJWYxMDI0LCAlZjEwMjUsICVmMTAyNiwgJWYxMDI3LCAlZjEwMjgsICVmMTAy"
        "OSwgJWYxMDMwLCAlZjEwMzEsICVmMTAzMiwgJWYxMDMzLCAlZjEwMzQsICVmMTAzNSwgJWYxMDM2LCAlZjEwMzcsICVmMTAz"
        "OCwgJWYxMDM5LCAlZjEwNDAsICVmMTA0MSwgJWYxMDQyLCAlZjEwNDMsICVmMTA0NCwgJWYxMDQ1LCAlZjEwNDYsICVmMTA0"
        "NywgJWYxMDQ4fSwgJXJkMTYsICVyZDE3LCAwLCAxLCAxLCAwLCAwOwAAAABvci5iNjQgIAklcmQxOSwgJXJkMzMsIDQ2MTE2"
        "ODYyOTMzMDUzNjAzODY7AG9yLmIzMiAgCSVyMjgwLCAlcjI3NywgMzI7AGFuZC5iMzIgIAklcjI4MSwgJXIyODAsIDI2MTE1"
        "MjsAc2hyLnUzMiAJJXIyODIsICVyMjgxLCA0OwBjdnQudTY0LnUzMiAJJXJkMzUsICVyMjgyOwBvci5iNjQgIAklcmQxOCwg"
        "JXJkMzUsIDQ2MTE2ODYyOTMzMDUzNjAzODQ7AAAAd2dtbWEubW1hX2FzeW5jLnN5bmMuYWxpZ25lZC5tNjRuMTI4azE2LmYz"
        "Mi5mMTYuZjE2IHslZjk4NSwgJWY5ODYsICVmOTg3LCAlZjk4OCwgJWY5ODksICVmOTkwLCAlZjk5MSwgJWY5OTIsICVmOTkz"
        "LCAlZjk5NCwgJWY5OTUsICVmOTk2LCAlZjk5NywgJWY5OTgsICVmOTk5LCAlZjEwMDAsICVmMTAwMSwgJWYxMDAyLCAlZjEw"
        "MDMsICVmMTAwNCwgJWYxMDA1LCAlZjEwMDYsICVmMTAwNywgJWYxMDA4LCAlZjEwMDksICVmMTAxMCwgJWYxMDExLCAlZjEw"
        "MTIsICVmMTAxMywgJWYxMDE0LCAlZjEwMTUsICVmMTAxNiwgJWYxMDE3LCAlZjEwMTgsICVmMTAxOSwgJWYxMDIwLCAlZjEw"
        "MjEsICVmMTAyMiwgJWYxMDIzLCAlZjEwMjQsICVmMTAyNSwgJWYxMDI2LCAlZjEwMjcsICVmMTAyOCwgJWYxMDI5LCAlZjEw"
        "MzAsICVmMTAzMSwgJWYxMDMyLCAlZjEwMzMsICVmMTAzNCwgJWYxMDM1LCAlZjEwMzYsICVmMTAzNywgJWYxMDM4LCAlZjEw"
        "MzksICVmMTA0MCwgJWYxMDQxLCAlZjEwNDIsICVmMTA0MywgJWYxMDQ0LCAlZjEwNDUsICVmMTA0NiwgJWYxMDQ3LCAlZjEw"
        "NDh9LCAlcmQxOCwgJXJkMTksIDEsIDEsIDEsIDAsIDA7AAAAAG9yLmI2NCAgCSVyZDIxLCAlcmQzMywgNDYxMTY4NjI5MzMw"
        "NTM2MDM4ODsAb3IuYjMyICAJJXIyODMsICVyMjc3LCA2NDsAYW5kLmIzMiAgCSVyMjg0LCAlcjI4MywgMjYxMTg0OwBzaHIu"
        "dTMyIAklcjI4NSwgJXIyODQsIDQ7AGN2dC51NjQudTMyIAklcmQzNiwgJXIyODU7AG9yLmI2NCAgCSVyZDIwLCAlcmQzNiwg"
        "NDYxMTY4NjI5MzMwNTM2MDM4NDsAAAB3Z21tYS5tbWFfYXN5bmMuc3luYy5hbGlnbmVkLm02NG4xMjhrMTYuZjMyLmYxNi5m"
        "MTYgeyVmOTg1LCAlZjk4NiwgJWY5ODcsICVmOTg4LCAlZjk4OSwgJWY5OTAsICVmOTkxLCAlZjk5MiwgJWY5OTMsICVmOTk0"
        "LCAlZjk5NSwgJWY5OTYsICVmOTk3LCAlZjk5OCwgJWY5OTksICVmMTAwMCwgJWYxMDAxLCAlZjEwMDIsICVmMTAwMywgJWYx"
        "MDA0LCAlZjEwMDUsICVmMTAwNiwgJWYxMDA3LCAlZjEwMDgsICVmMTAwOSwgJWYxMDEwLCAlZjEwMTEsICVmMTAxMiwgJWYx"
        "MDEzLCAlZjEwMTQsICVmMTAxNSwgJWYxMDE2LCAlZjEwMTcsICVmMTAxOCwgJWYxMDE5LCAlZjEwMjAsICVmMTAyMSwgJWYx"
        "MDIyLCAlZjEwMjMsICVmMTAyNCwgJWYxMDI1LCAlZjEwMjYsICVmMTAyNywgJWYxMDI4LCAlZjEwMjksICVmMTAzMCwgJWYx"
        "MDMxLCAlZjEwMzIsICVmMTAzMywgJWYxMDM0LCAlZjEwMzUsICVmMTAzNiwgJWYxMDM3LCAlZjEwMzgsICVmMTAzOSwgJWYx"
        "MDQwLCAlZjEwNDEsICVmMTA0MiwgJWYxMDQzLCAlZjEwNDQsICVmMTA0NSwgJWYxMDQ2LCAlZjEwNDcsICVmMTA0OH0sICVy"
        "ZDIwLCAlcmQyMSwgMSwgMSwgMSwgMCwgMDsAAAAAb3IuYjY0ICAJJXJkMjMsICVyZDMzLCA0NjExNjg2MjkzMzA1MzYwMzkw"
        "OwBvci5iMzIgIAklcjI4NiwgJXIyNzcsIDk2OwBhbmQuYjMyICAJJXIyODcsICVyMjg2LCAyNjEyMTY7AHNoci51MzIgCSVy"
        "Mjg4LCAlcjI4NywgNDsAY3Z0LnU2NC51MzIgCSVyZDM3LCAlcjI4ODsAb3IuYjY0ICAJJXJkMjIsICVyZDM3LCA0NjExNjg2"
        "MjkzMzA1MzYwMzg0OwAAAHdnbW1hLm1tYV9hc3luYy5zeW5jLmFsaWduZWQubTY0bjEyOGsxNi5mMzIuZjE2LmYxNiB7JWY5"
        "ODUsICVmOTg2LCAlZjk4NywgJWY5ODgsICVmOTg5LCAlZjk5MCwgJWY5OTEsICVmOTkyLCAlZjk5MywgJWY5OTQsICVmOTk1"
        "LCAlZjk5NiwgJWY5OTcsICVmOTk4LCAlZjk5OSwgJWYxMDAwLCAlZjEwMDEsICVmMTAwMiwgJWYxMDAzLCAlZjEwMDQsICVm"
        "MTAwNSwgJWYxMDA2LCAlZjEwMDcsICVmMTAwOCwgJWYxMDA5LCAlZjEwMTAsICVmMTAxMSwgJWYxMDEyLCAlZjEwMTMsICVm"
        "MTAxNCwgJWYxMDE1LCAlZjEwMTYsICVmMTAxNywgJWYxMDE4LCAlZjEwMTksICVmMTAyMCwgJWYxMDIxLCAlZjEwMjIsICVm"
        "MTAyMywgJWYxMDI0LCAlZjEwMjUsICVmMTAyNiwgJWYxMDI3LCAlZjEwMjgsICVmMTAyOSwgJWYxMDMwLCAlZjEwMzEsICVm"
        "MTAzMiwgJWYxMDMzLCAlZjEwMzQsICVmMTAzNSwgJWYxMDM2LCAlZjEwMzcsICVmMTAzOCwgJWYxMDM5LCAlZjEwNDAsICVm"
        "MTA0MSwgJWYxMDQyLCAlZjEwNDMsICVmMTA0NCwgJWYxMDQ1LCAlZjEwNDYsICVmMTA0NywgJWYxMDQ4fSwgJXJkMjIsICVy"
        "ZDIzLCAxLCAxLCAxLCAwLCAwOwAAAABhZGQuczY0IAklcmQyNSwgJXJkMTcsIDEwMjQ7AGFkZC5zMzIgCSVyMjg5LCAlcjI3"
        "NiwgLTgxOTI7AGFuZC5iMzIgIAklcjI5MCwgJXIyODksIDI2MTEyMDsAc2hyLnUzMiAJJXIyOTEsICVyMjkwLCA0OwBjdnQu"
        "dTY0LnUzMiAJJXJkMzgsICVyMjkxOwBvci5iNjQgIAklcmQyNCwgJXJkMzgsIDQ2MTE2ODYyOTMzMDUzNjAzODQ7AAAAd2dt"
        "bWEubW1hX2FzeW5jLnN5bmMuYWxpZ25lZC5tNjRuMTI4azE2LmYzMi5mMTYuZjE2IHslZjk4NSwgJWY5ODYsICVmOTg3LCAl"
        "Zjk4OCwgJWY5ODksICVmOTkwLCAlZjk5MSwgJWY5OTIsICVmOTkzLCAlZjk5NCwgJWY5OTUsICVmOTk2LCAlZjk5NywgJWY5"
        "OTgsICVmOTk5LCAlZjEwMDAsICVmMTAwMSwgJWYxMDAyLCAlZjEwMDMsICVmMTAwNCwgJWYxMDA1LCAlZjEwMDYsICVmMTAw"
        "NywgJWYxMDA4LCAlZjEwMDksICVmMTAxMCwgJWYxMDExLCAlZjEwMTIsICVmMTAxMywgJWYxMDE0LCAlZjEwMTUsICVmMTAx"
        "NiwgJWYxMDE3LCAlZjEwMTgsICVmMTAxOSwgJWYxMDIwLCAlZjEwMjEsICVmMTAyMiwgJWYxMDIzLCAlZjEwMjQsICVmMTAy"
        "NSwgJWYxMDI2LCAlZjEwMjcsICVmMTAyOCwgJWYxMDI5LCAlZjEwMzAsICVmMTAzMSwgJWYxMDMyLCAlZjEwMzMsICVmMTAz"
        "NCwgJWYxMDM1LCAlZjEwMzYsICVmMTAzNywgJWYxMDM4LCAlZjEwMzksICVmMTA0MCwgJWYxMDQxLCAlZjEwNDIsICVmMTA0"
        "MywgJWYxMDQ0LCAlZjEwNDUsICVmMTA0NiwgJWYxMDQ3LCAlZjEwNDh9LCAlcmQyNCwgJXJkMjUsIDEsIDEsIDEsIDAsIDA7"
        "AAAAAGFkZC5zNjQgCSVyZDI3LCAlcmQxNywgMTAyNjsAYWRkLnMzMiAJJXIyOTIsICVyMjc2LCAtODE2MDsAYW5kLmIzMiAg"
        "CSVyMjkzLCAlcjI5MiwgMjYxMTUyOwBzaHIudTMyIAklcjI5NCwgJXIyOTMsIDQ7AGN2dC51NjQudTMyIAklcmQzOSwgJXIy"
        "OTQ7AG9yLmI2NCAgCSVyZDI2LCAlcmQzOSwgNDYxMTY4NjI5MzMwNTM2MDM4NDsAAAB3Z21tYS5tbWFfYXN5bmMuc3luYy5h"
        "bGlnbmVkLm02NG4xMjhrMTYuZjMyLmYxNi5mMTYgeyVmOTg1LCAlZjk4NiwgJWY5ODcsICVmOTg4LCAlZjk4OSwgJWY5OTAs"
        "ICVmOTkxLCAlZjk5MiwgJWY5OTMsICVmOTk0LCAlZjk5NSwgJWY5OTYsICVmOTk3LCAlZjk5OCwgJWY5OTksICVmMTAwMCwg"
        "JWYxMDAxLCAlZjEwMDIsICVmMTAwMywgJWYxMDA0LCAlZjEwMDUsICVmMTAwNiwgJWYxMDA3LCAlZjEwMDgsICVmMTAwOSwg"
        "JWYxMDEwLCAlZjEwMTEsICVmMTAxMiwgJWYxMDEzLCAlZjEwMTQsICVmMTAxNSwgJWYxMDE2LCAlZjEwMTcsICVmMTAxOCwg"
        "JWYxMDE5LCAlZjEwMjAsICVmMTAyMSwgJWYxMDIyLCAlZjEwMjMsICVmMTAyNCwgJWYxMDI1LCAlZjEwMjYsICVmMTAyNywg"
        "JWYxMDI4LCAlZjEwMjksICVmMTAzMCwgJWYxMDMxLCAlZjEwMzIsICVmMTAzMywgJWYxMDM0LCAlZjEwMzUsICVmMTAzNiwg"
        "JWYxMDM3LCAlZjEwMzgsICVmMTAzOSwgJWYxMDQwLCAlZjEwNDEsICVmMTA0MiwgJWYxMDQzLCAlZjEwNDQsICVmMTA0NSwg"
        "JWYxMDQ2LCAlZjEwNDcsICVmMTA0OH0sICVyZDI2LCAlcmQyNywgMSwgMSwgMSwgMCwgMDsAAAAAYWRkLnM2NCAJJXJkMjks"
        "ICVyZDE3LCAxMDI4OwBhZGQuczMyIAklcjI5NSwgJXIyNzYsIC04MTI4OwBhbmQuYjMyICAJJXIyOTYsICVyMjk1LCAyNjEx"
        "ODQ7AHNoci51MzIgCSVyMjk3LCAlcjI5NiwgNDsAY3Z0LnU2NC51MzIgCSVyZDQwLCAlcjI5NzsAb3IuYjY0ICAJJXJkMjgs"
        "ICVyZDQwLCA0NjExNjg2MjkzMzA1MzYwMzg0OwAAAHdnbW1hLm1tYV9hc3luYy5zeW5jLmFsaWduZWQubTY0bjEyOGsxNi5m"
        "MzIuZjE2LmYxNiB7JWY5ODUsICVmOTg2LCAlZjk4NywgJWY5ODgsICVmOTg5LCAlZjk5MCwgJWY5OTEsICVmOTkyLCAlZjk5"
        "MywgJWY5OTQsICVmOTk1LCAlZjk5NiwgJWY5OTcsICVmOTk4LCAlZjk5OSwgJWYxMDAwLCAlZjEwMDEsICVmMTAwMiwgJWYx"
        "MDAzLCAlZjEwMDQsICVmMTAwNSwgJWYxMDA2LCAlZjEwMDcsICVmMTAwOCwgJWYxMDA5LCAlZjEwMTAsICVmMTAxMSwgJWYx"
        "MDEyLCAlZjEwMTMsICVmMTAxNCwgJWYxMDE1LCAlZjEwMTYsICVmMTAxNywgJWYxMDE4LCAlZjEwMTksICVmMTAyMCwgJWYx"
        "MDIxLCAlZjEwMjIsICVmMTAyMywgJWYxMDI0LCAlZjEwMjUsICVmMTAyNiwgJWYxMDI3LCAlZjEwMjgsICVmMTAyOSwgJWYx"
        "MDMwLCAlZjEwMzEsICVmMTAzMiwgJWYxMDMzLCAlZjEwMzQsICVmMTAzNSwgJWYxMDM2LCAlZjEwMzcsICVmMTAzOCwgJWYx"
        "MDM5LCAlZjEwNDAsICVmMTA0MSwgJWYxMDQyLCAlZjEwNDMsICVmMTA0NCwgJWYxMDQ1LCAlZjEwNDYsICVmMTA0NywgJWYx"
        "MDQ4fSwgJXJkMjgsICVyZDI5LCAxLCAxLCAxLCAwLCAwOwAAAABhZGQuczY0IAklcmQzMSwgJXJkMTcsIDEwMzA7AGFkZC5z"
        "MzIgCSVyMjk4LCAlcjI3NiwgLTgwOTY7AGFuZC5iMzIgIAklcjI5OSwgJXIyOTgsIDI2MTIxNjsAc2hyLnUzMiAJJXIzMDAs"
        "ICVyMjk5LCA0OwBjdnQudTY0LnUzMiAJJXJkNDEsICVyMzAwOwBvci5iNjQgIAklcmQzMCwgJXJkNDEsIDQ2MTE2ODYyOTMz"
        "MDUzNjAzODQ7AAAAd2dtbWEubW1hX2FzeW5jLnN5bmMuYWxpZ25lZC5tNjRuMTI4azE2LmYzMi5mMTYuZjE2IHslZjk4NSwg"
        "JWY5ODYsICVmOTg3LCAlZjk4OCwgJWY5ODksICVmOTkwLCAlZjk5MSwgJWY5OTIsICVmOTkzLCAlZjk5NCwgJWY5OTUsICVm"
        "OTk2LCAlZjk5NywgJWY5OTgsICVmOTk5LCAlZjEwMDAsICVmMTAwMSwgJWYxMDAyLCAlZjEwMDMsICVmMTAwNCwgJWYxMDA1"
        "LCAlZjEwMDYsICVmMTAwNywgJWYxMDA4LCAlZjEwMDksICVmMTAxMCwgJWYxMDExLCAlZjEwMTIsICVmMTAxMywgJWYxMDE0"
        "LCAlZjEwMTUsICVmMTAxNiwgJWYxMDE3LCAlZjEwMTgsICVmMTAxOSwgJWYxMDIwLCAlZjEwMjEsICVmMTAyMiwgJWYxMDIz"
        "LCAlZjEwMjQsICVmMTAyNSwgJWYxMDI2LCAlZjEwMjcsICVmMTAyOCwgJWYxMDI5LCAlZjEwMzAsICVmMTAzMSwgJWYxMDMy"
        "LCAlZjEwMzMsICVmMTAzNCwgJWYxMDM1LCAlZjEwMzYsICVmMTAzNywgJWYxMDM4LCAlZjEwMzksICVmMTA0MCwgJWYxMDQx"
        "LCAlZjEwNDIsICVmMTA0MywgJWYxMDQ0LCAlZjEwNDUsICVmMTA0NiwgJWYxMDQ3LCAlZjEwNDh9LCAlcmQzMCwgJXJkMzEs"
        "IDEsIDEsIDEsIDAsIDA7AAAAAAAAd2dtbWEuY29tbWl0X2dyb3VwLnN5bmMuYWxpZ25lZDsAAAAAAAB3Z21tYS53YWl0X2dy"
        "b3VwLnN5bmMuYWxpZ25lZCAwOwAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"
        "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"
        "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"
        "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"
        "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAGJhci53YXJw"
        "LnN5bmMgCS0xOwAAQCVwMTAgYnJhIAkkTF9fQkIwXzE0OwAAAABhZGQuczMyIAklcjMwMSwgJXIxOTcsIDE0NzUxMjsAAAAA"
        "bWJhcnJpZXIuYXJyaXZlLnNoYXJlZDo6Y3RhLmI2NCBfLCBbJXIzMDFdOwAAAAAkTF9fQkIwXzE0OgAAc2V0cC5lcS5zMzIg"
        "CSVwMTEsICVyOTM2LCAwOwBAJXAxMSBicmEgCSRMX19CQjBfMTc7AAAAc2V0cC5uZS5zMzIgCSVwNDIsICVyNCwgMDsAAAAA"
        "YmFyLndhcnAuc3luYyAJLTE7AABAJXA0MiBicmEgCSRMX19CQjBfMTc7AAAAYWRkLnMzMiAJJXIzMDcsICVyOTM2LCAtMTsA"
        "AABzaHIudTMyIAklcjMwOCwgJXIzMDcsIDMxOwBhZGQuczMyIAklcjMwOSwgJXIzMDcsICVyMzA4OwBhbmQuYjMyICAJJXIz"
        "MTAsICVyMzA5LCAxMzQyMTc3MjY7AHN1Yi5zMzIgCSVyMzExLCAlcjMwNywgJXIzMTA7AHNobC5iMzIgCSVyMzEyLCAlcjMx"
        "MSwgNTsAAGFkZC5zMzIgCSVyMzE2LCAlcjMxMiwgJXIxODk7AGFkZC5zMzIgCSVyMzA2LCAlcjMxNiwgMTQ3NTA0OwAAAABt"
        "YmFycmllci5hcnJpdmUuc2hhcmVkOjpjdGEuYjY0IF8sIFslcjMwNl07AAAAACRMX19CQjBfMTc6AAAAAABtb3YuZjMyIAkl"
        "ZjIyMDUsIDBmRkY4MDAwMDA7AG1heC5mMzIgCSVmMjIwNiwgJWYyMjA1LCAlZjk4NTsAbWF4LmYzMiAJJWYyMjA3LCAlZjIy"
        "MDYsICVmOTg5OwBtYXguZjMyIAklZjIyMDgsICVmMjIwNSwgJWY5ODY7AG1heC5mMzIgCSVmMjIwOSwgJWYyMjA4LCAlZjk5"
        "MDsAbWF4LmYzMiAJJWYyMjEwLCAlZjIyMDUsICVmOTg3OwBtYXguZjMyIAklZjIyMTEsICVmMjIxMCwgJWY5OTE7AG1heC5m"
        "MzIgCSVmMjIxMiwgJWYyMjA1LCAlZjk4ODsAbWF4LmYzMiAJJWYyMjEzLCAlZjIyMTIsICVmOTkyOwBtYXguZjMyIAklZjIy"
        "MTQsICVmMjIwNSwgJWY5OTM7AG1heC5mMzIgCSVmMjIxNSwgJWYyMjE0LCAlZjk5NzsAbWF4LmYzMiAJJWYyMjE2LCAlZjIy"
        "MDUsICVmOTk0OwBtYXguZjMyIAklZjIyMTcsICVmMjIxNiwgJWY5OTg7AG1heC5mMzIgCSVmMjIxOCwgJWYyMjA1LCAlZjk5"
        "NTsAbWF4LmYzMiAJJWYyMjE5LCAlZjIyMTgsICVmOTk5OwBtYXguZjMyIAklZjIyMjAsICVmMjIwNSwgJWY5OTY7AG1heC5m"
        "MzIgCSVmMjIyMSwgJWYyMjIwLCAlZjEwMDA7AG1heC5mMzIgCSVmMjIyMiwgJWYyMjA3LCAlZjEwMDE7AG1heC5mMzIgCSVm"
        "MjIyMywgJWYyMjA5LCAlZjEwMDI7AG1heC5mMzIgCSVmMjIyNCwgJWYyMjExLCAlZjEwMDM7AG1heC5mMzIgCSVmMjIyNSwg"
        "JWYyMjEzLCAlZjEwMDQ7AG1heC5mMzIgCSVmMjIyNiwgJWYyMjIyLCAlZjEwMDU7AG1heC5mMzIgCSVmMjIyNywgJWYyMjIz"
        "LCAlZjEwMDY7AG1heC5mMzIgCSVmMjIyOCwgJWYyMjI0LCAlZjEwMDc7AG1heC5mMzIgCSVmMjIyOSwgJWYyMjI1LCAlZjEw"
        "MDg7AG1heC5mMzIgCSVmMjIzMCwgJWYyMjE1LCAlZjEwMDk7AG1heC5mMzIgCSVmMjIzMSwgJWYyMjE3LCAlZjEwMTA7AG1h"
        "eC5mMzIgCSVmMjIzMiwgJWYyMjE5LCAlZjEwMTE7AG1heC5mMzIgCSVmMjIzMywgJWYyMjIxLCAlZjEwMTI7AG1heC5mMzIg"
        "CSVmMjIzNCwgJWYyMjMwLCAlZjEwMTM7AG1heC5mMzIgCSVmMjIzNSwgJWYyMjMxLCAlZjEwMTQ7AG1heC5mMzIgCSVmMjIz"
        "NiwgJWYyMjMyLCAlZjEwMTU7AG1heC5mMzIgCSVmMjIzNywgJWYyMjMzLCAlZjEwMTY7AG1heC5mMzIgCSVmMjIzOCwgJWYy"
        "MjI2LCAlZjEwMTc7AG1heC5mMzIgCSVmMjIzOSwgJWYyMjI3LCAlZjEwMTg7AG1heC5mMzIgCSVmMjI0MCwgJWYyMjI4LCAl"
        "ZjEwMTk7AG1heC5mMzIgCSVmMjI0MSwgJWYyMjI5LCAlZjEwMjA7AG1heC5mMzIgCSVmMjI0MiwgJWYyMjM4LCAlZjEwMjE7"
        "AG1heC5mMzIgCSVmMjI0MywgJWYyMjM5LCAlZjEwMjI7AG1heC5mMzIgCSVmMjI0NCwgJWYyMjQwLCAlZjEwMjM7AG1heC5m"
        "MzIgCSVmMjI0NSwgJWYyMjQxLCAlZjEwMjQ7AG1heC5mMzIgCSVmMjI0NiwgJWYyMjM0LCAlZjEwMjU7AG1heC5mMzIgCSVm"
        "MjI0NywgJWYyMjM1LCAlZjEwMjY7AG1heC5mMzIgCSVmMjI0OCwgJWYyMjM2LCAlZjEwMjc7AG1heC5mMzIgCSVmMjI0OSwg"
        "JWYyMjM3LCAlZjEwMjg7AG1heC5mMzIgCSVmMjI1MCwgJWYyMjQ2LCAlZjEwMjk7AG1heC5mMzIgCSVmMjI1MSwgJWYyMjQ3"
        "LCAlZjEwMzA7AG1heC5mMzIgCSVmMjI1MiwgJWYyMjQ4LCAlZjEwMzE7AG1heC5mMzIgCSVmMjI1MywgJWYyMjQ5LCAlZjEw"
        "MzI7AG1heC5mMzIgCSVmMjI1NCwgJWYyMjQyLCAlZjEwMzM7AG1heC5mMzIgCSVmMjI1NSwgJWYyMjQzLCAlZjEwMzQ7AG1h"
        "eC5mMzIgCSVmMjI1NiwgJWYyMjQ0LCAlZjEwMzU7AG1heC5mMzIgCSVmMjI1NywgJWYyMjQ1LCAlZjEwMzY7AG1heC5mMzIg"
        "CSVmMjI1OCwgJWYyMjU0LCAlZjEwMzc7AG1heC5mMzIgCSVmMjI1OSwgJWYyMjU1LCAlZjEwMzg7AG1heC5mMzIgCSVmMjI2"
        "MCwgJWYyMjU2LCAlZjEwMzk7AG1heC5mMzIgCSVmMjI2MSwgJWYyMjU3LCAlZjEwNDA7AG1heC5mMzIgCSVmMjI2MiwgJWYy"
        "MjUwLCAlZjEwNDE7AG1heC5mMzIgCSVmMjI2MywgJWYyMjUxLCAlZjEwNDI7AG1heC5mMzIgCSVmMjI2NCwgJWYyMjUyLCAl"
        "ZjEwNDM7AG1heC5mMzIgCSVmMjI2NSwgJWYyMjUzLCAlZjEwNDQ7AG1heC5mMzIgCSVmMjI2NiwgJWYyMjYyLCAlZjEwNDU7"
        "AG1heC5mMzIgCSVmMjI2NywgJWYyMjYzLCAlZjEwNDY7AG1heC5mMzIgCSVmMjI2OCwgJWYyMjY0LCAlZjEwNDc7AG1heC5m"
        "MzIgCSVmMjI2OSwgJWYyMjY1LCAlZjEwNDg7AABtYXguZjMyIAklZjIyNzAsICVmMjI1OCwgJWYyMjU5OwBtYXguZjMyIAkl"
        "ZjIyNzEsICVmMjI2NiwgJWYyMjY3OwBtYXguZjMyIAklZjIyNzIsICVmMjI3MCwgJWYyMjcxOwAAAG1vdi5iMzIgCSVyMzQ5"
        "LCAlZjIyNzI7AG1vdi51MzIgCSVyMzUwLCAzMTsAbW92LnUzMiAJJXIzNTEsIDE7AG1vdi51MzIgCSVyMzUyLCAtMTsAc2hm"
        "bC5zeW5jLmJmbHkuYjMyIAklcjM1M3wlcDEzLCAlcjM0OSwgJXIzNTEsICVyMzUwLCAlcjM1MjsAbW92LmIzMiAJJWYyMjcz"
        "LCAlcjM1MzsAbWF4LmYzMiAJJWYyMjc0LCAlZjIyNzIsICVmMjI3MzsAAG1vdi5iMzIgCSVyMzU0LCAlZjIyNzQ7AG1vdi51"
        "MzIgCSVyMzU1LCAyOwBzaGZsLnN5bmMuYmZseS5iMzIgCSVyMzU2fCVwMTQsICVyMzU0LCAlcjM1NSwgJXIzNTAsICVyMzUy"
        "OwBtb3YuYjMyIAklZjIyNzUsICVyMzU2OwBtYXguZjMyIAklZjIyNzYsICVmMjI3NCwgJWYyMjc1OwAAbXVsLmYzMiAJJWYy"
        "Mjc3LCAlZjEsICVmMjI3NjsAbWF4LmYzMiAJJWYyMjc4LCAlZjM2NTEsICVmMjI3NzsAAG1heC5mMzIgCSVmMjI3OSwgJWYy"
        "MjYwLCAlZjIyNjE7AG1heC5mMzIgCSVmMjI4MCwgJWYyMjY4LCAlZjIyNjk7AG1heC5mMzIgCSVmMjI4MSwgJWYyMjc5LCAl"
        "ZjIyODA7AABtb3YuYjMyIAklcjM1NywgJWYyMjgxOwBzaGZsLnN5bmMuYmZseS5iMzIgCSVyMzU4fCVwMTUsICVyMzU3LCAl"
        "cjM1MSwgJXIzNTAsICVyMzUyOwBtb3YuYjMyIAklZjIyODIsICVyMzU4OwBtYXguZjMyIAklZjIyODMsICVmMjI4MSwgJWYy"
        "MjgyOwAAbW92LmIzMiAJJXIzNTksICVmMjI4MzsAc2hmbC5zeW5jLmJmbHkuYjMyIAklcjM2MHwlcDE2LCAlcjM1OSwgJXIz"
        "NTUsICVyMzUwLCAlcjM1MjsAbW92LmIzMiAJJWYyMjg0LCAlcjM2MDsAbWF4LmYzMiAJJWYyMjg1LCAlZjIyODMsICVmMjI4"
        "NDsAAG11bC5mMzIgCSVmMjI4NiwgJWYxLCAlZjIyODU7AG1heC5mMzIgCSVmMjI4NywgJWYzNjUwLCAlZjIyODY7AABhZGQu"
        "ZjMyIAklZjIyODgsICVmMzY1MSwgMGY0MTAwMDAwMDsAc2V0cC5ndC5mMzIgCSVwMTcsICVmMjI3OCwgJWYyMjg4OwAAc2Vs"
        "cC5mMzIgCSVmMTk4LCAlZjIyNzgsICVmMzY1MSwgJXAxNzsAAHN1Yi5mMzIgCSVmMjAxMCwgJWYzNjUxLCAlZjE5ODsAAAAA"
        "ZXgyLmFwcHJveC5mdHouZjMyICVmMjAwOSwgJWYyMDEwOwAAAABuZWcuZjMyIAklZjIyODksICVmMTk4OwAAYWRkLmYzMiAJ"
        "JWYyMjkwLCAlZjM2NTAsIDBmNDEwMDAwMDA7AHNldHAuZ3QuZjMyIAklcDE4LCAlZjIyODcsICVmMjI5MDsAAHNlbHAuZjMy"
        "IAklZjIwMCwgJWYyMjg3LCAlZjM2NTAsICVwMTg7AABzdWIuZjMyIAklZjIwMTIsICVmMzY1MCwgJWYyMDA7AAAAZXgyLmFw"
        "cHJveC5mdHouZjMyICVmMjAxMSwgJWYyMDEyOwAAAABuZWcuZjMyIAklZjIyOTEsICVmMjAwOwAAb3IucHJlZCAgCSVwMTks"
        "ICVwMTgsICVwMTc7AHZvdGUuc3luYy5hbnkucHJlZCAJJXAyMCwgJXAxOSwgJXIzNTI7AABmbWEucm4uZjMyIAklZjIwMTQs"
        "ICVmOTg1LCAlZjEsICVmMjI4OTsAZm1hLnJuLmYzMiAJJWYyMDE2LCAlZjk4NiwgJWYxLCAlZjIyODk7AAAAAGV4Mi5hcHBy"
        "b3guZnR6LmYzMiAlZjIwMTMsICVmMjAxNDsAAAAAAABleDIuYXBwcm94LmZ0ei5mMzIgJWYyMDE1LCAlZjIwMTY7AAAAAGFk"
        "ZC5mMzIgCSVmMjI5MiwgJWYyMDEzLCAlZjIwMTU7AGFkZC5mMzIgCSVmMjI5MywgJWYyMjkyLCAwZjAwMDAwMDAwOwAAZm1h"
        "LnJuLmYzMiAJJWYyMDE4LCAlZjk4NywgJWYxLCAlZjIyOTE7AGZtYS5ybi5mMzIgCSVmMjAyMCwgJWY5ODgsICVmMSwgJWYy"
        "MjkxOwAAAGV4Mi5hcHByb3guZnR6LmYzMiAlZjIwMTcsICVmMjAxODsAAAAAAGV4Mi5hcHByb3guZnR6LmYzMiAlZjIwMTks"
        "ICVmMjAyMDsAAAAAYWRkLmYzMiAJJWYyMjk0LCAlZjIwMTcsICVmMjAxOTsAYWRkLmYzMiAJJWYyMjk1LCAlZjIyOTQsIDBm"
        "MDAwMDAwMDA7AABmbWEucm4uZjMyIAklZjIwMjIsICVmOTg5LCAlZjEsICVmMjI4OTsAZm1hLnJuLmYzMiAJJWYyMDI0LCAl"
        "Zjk5MCwgJWYxLCAlZjIyODk7AAAAZXgyLmFwcHJveC5mdHouZjMyICVmMjAyMSwgJWYyMDIyOwAAAAAAZXgyLmFwcHJveC5m"
        "dHouZjMyICVmMjAyMywgJWYyMDI0OwAAAABhZGQuZjMyIAklZjIyOTYsICVmMjAyMSwgJWYyMDIzOwBhZGQuZjMyIAklZjIy"
        "OTcsICVmMjI5NiwgMGYwMDAwMDAwMDsAAGZtYS5ybi5mMzIgCSVmMjAyNiwgJWY5OTEsICVmMSwgJWYyMjkxOwBmbWEucm4u"
        "ZjMyIAklZjIwMjgsICVmOTkyLCAlZjEsICVmMjI5MTsAAABleDIuYXBwcm94LmZ0ei5mMzIgJWYyMDI1LCAlZjIwMjY7AAAA"
        "AABleDIuYXBwcm94LmZ0ei5mMzIgJWYyMDI3LCAlZjIwMjg7AAAAAGFkZC5mMzIgCSVmMjI5OCwgJWYyMDI1LCAlZjIwMjc7"
        "AGFkZC5mMzIgCSVmMjI5OSwgJWYyMjk4LCAwZjAwMDAwMDAwOwAAZm1hLnJuLmYzMiAJJWYyMDMwLCAlZjk5MywgJWYxLCAl"
        "ZjIyODk7AGZtYS5ybi5mMzIgCSVmMjAzMiwgJWY5OTQsICVmMSwgJWYyMjg5OwAAAGV4Mi5hcHByb3guZnR6LmYzMiAlZjIw"
        "MjksICVmMjAzMDsAAAAAAGV4Mi5hcHByb3guZnR6LmYzMiAlZjIwMzEsICVmMjAzMjsAAAAAYWRkLmYzMiAJJWYyMzAwLCAl"
        "ZjIwMjksICVmMjAzMTsAYWRkLmYzMiAJJWYyMzAxLCAlZjIzMDAsIDBmMDAwMDAwMDA7AABmbWEucm4uZjMyIAklZjIwMzQs"
        "ICVmOTk1LCAlZjEsICVmMjI5MTsAZm1hLnJuLmYzMiAJJWYyMDM2LCAlZjk5NiwgJWYxLCAlZjIyOTE7AAAAZXgyLmFwcHJv"
        "eC5mdHouZjMyICVmMjAzMywgJWYyMDM0OwAAAAAAZXgyLmFwcHJveC5mdHouZjMyICVmMjAzNSwgJWYyMDM2OwAAAABhZGQu"
        "ZjMyIAklZjIzMDIsICVmMjAzMywgJWYyMDM1OwBhZGQuZjMyIAklZjIzMDMsICVmMjMwMiwgMGYwMDAwMDAwMDsAAGZtYS5y"
        "bi5mMzIgCSVmMjAzOCwgJWY5OTcsICVmMSwgJWYyMjg5OwBmbWEucm4uZjMyIAklZjIwNDAsICVmOTk4LCAlZjEsICVmMjI4"
        "OTsAAABleDIuYXBwcm94LmZ0ei5mMzIgJWYyMDM3LCAlZjIwMzg7AAAAAABleDIuYXBwcm94LmZ0ei5mMzIgJWYyMDM5LCAl"
        "ZjIwNDA7AAAAAGFkZC5mMzIgCSVmMjMwNCwgJWYyMDM3LCAlZjIwMzk7AGFkZC5mMzIgCSVmMjMwNSwgJWYyMzA0LCAwZjAw"
        "MDAwMDAwOwAAZm1hLnJuLmYzMiAJJWYyMDQyLCAlZjk5OSwgJWYxLCAlZjIyOTE7AGZtYS5ybi5mMzIgCSVmMjA0NCwgJWYx"
        "MDAwLCAlZjEsICVmMjI5MTsAAABleDIuYXBwcm94LmZ0ei5mMzIgJWYyMDQxLCAlZjIwNDI7AAAAAABleDIuYXBwcm94LmZ0"
        "ei5mMzIgJWYyMDQzLCAlZjIwNDQ7AAAAAGFkZC5mMzIgCSVmMjMwNiwgJWYyMDQxLCAlZjIwNDM7AGFkZC5mMzIgCSVmMjMw"
        "NywgJWYyMzA2LCAwZjAwMDAwMDAwOwAAZm1hLnJuLmYzMiAJJWYyMDQ2LCAlZjEwMDEsICVmMSwgJWYyMjg5OwBmbWEucm4u"
        "ZjMyIAklZjIwNDgsICVmMTAwMiwgJWYxLCAlZjIyODk7AAAAZXgyLmFwcHJveC5mdHouZjMyICVmMjA0NSwgJWYyMDQ2OwAA"
        "AAAAZXgyLmFwcHJveC5mdHouZjMyICVmMjA0NywgJWYyMDQ4OwAAAABhZGQuZjMyIAklZjIzMDgsICVmMjA0NSwgJWYyMDQ3"
        "OwBhZGQuZjMyIAklZjIzMDksICVmMjI5MywgJWYyMzA4OwAAZm1hLnJuLmYzMiAJJWYyMDUwLCAlZjEwMDMsICVmMSwgJWYy"
        "MjkxOwBmbWEucm4uZjMyIAklZjIwNTIsICVmMTAwNCwgJWYxLCAlZjIyOTE7AAAAZXgyLmFwcHJveC5mdHouZjMyICVmMjA0"
        "OSwgJWYyMDUwOwAAAAAAZXgyLmFwcHJveC5mdHouZjMyICVmMjA1MSwgJWYyMDUyOwAAAABhZGQuZjMyIAklZjIzMTAsICVm"
        "MjA0OSwgJWYyMDUxOwBhZGQuZjMyIAklZjIzMTEsICVmMjI5NSwgJWYyMzEwOwAAZm1hLnJuLmYzMiAJJWYyMDU0LCAlZjEw"
        "MDUsICVmMSwgJWYyMjg5OwBmbWEucm4uZjMyIAklZjIwNTYsICVmMTAwNiwgJWYxLCAlZjIyODk7AAAAZXgyLmFwcHJveC5m"
        "dHouZjMyICVmMjA1MywgJWYyMDU0OwAAAAAAZXgyLmFwcHJveC5mdHouZjMyICVmMjA1NSwgJWYyMDU2OwAAAABhZGQuZjMy"
        "IAklZjIzMTIsICVmMjA1MywgJWYyMDU1OwBhZGQuZjMyIAklZjIzMTMsICVmMjI5NywgJWYyMzEyOwAAZm1hLnJuLmYzMiAJ"
        "JWYyMDU4LCAlZjEwMDcsICVmMSwgJWYyMjkxOwBmbWEucm4uZjMyIAklZjIwNjAsICVmMTAwOCwgJWYxLCAlZjIyOTE7AAAA"
        "ZXgyLmFwcHJveC5mdHouZjMyICVmMjA1NywgJWYyMDU4OwAAAAAAZXgyLmFwcHJveC5mdHouZjMyICVmMjA1OSwgJWYyMDYw"
        "OwAAAABhZGQuZjMyIAklZjIzMTQsICVmMjA1NywgJWYyMDU5OwBhZGQuZjMyIAklZjIzMTUsICVmMjI5OSwgJWYyMzE0OwAA"
        "Zm1hLnJuLmYzMiAJJWYyMDYyLCAlZjEwMDksICVmMSwgJWYyMjg5OwBmbWEucm4uZjMyIAklZjIwNjQsICVmMTAxMCwgJWYx"
        "LCAlZjIyODk7AAAAZXgyLmFwcHJveC5mdHouZjMyICVmMjA2MSwgJWYyMDYyOwAAAAAAZXgyLmFwcHJveC5mdHouZjMyICVm"
        "MjA2MywgJWYyMDY0OwAAAABhZGQuZjMyIAklZjIzMTYsICVmMjA2MSwgJWYyMDYzOwBhZGQuZjMyIAklZjIzMTcsICVmMjMw"
        "MSwgJWYyMzE2OwAAZm1hLnJuLmYzMiAJJWYyMDY2LCAlZjEwMTEsICVmMSwgJWYyMjkxOwBmbWEucm4uZjMyIAklZjIwNjgs"
        "ICVmMTAxMiwgJWYxLCAlZjIyOTE7AAAAZXgyLmFwcHJveC5mdHouZjMyICVmMjA2NSwgJWYyMDY2OwAAAAAAZXgyLmFwcHJv"
        "eC5mdHouZjMyICVmMjA2NywgJWYyMDY4OwAAAABhZGQuZjMyIAklZjIzMTgsICVmMjA2NSwgJWYyMDY3OwBhZGQuZjMyIAkl"
        "ZjIzMTksICVmMjMwMywgJWYyMzE4OwAAZm1hLnJuLmYzMiAJJWYyMDcwLCAlZjEwMTMsICVmMSwgJWYyMjg5OwBmbWEucm4u"
        "ZjMyIAklZjIwNzIsICVmMTAxNCwgJWYxLCAlZjIyODk7AAAAZXgyLmFwcHJveC5mdHouZjMyICVmMjA2OSwgJWYyMDcwOwAA"
        "AAAAZXgyLmFwcHJveC5mdHouZjMyICVmMjA3MSwgJWYyMDcyOwAAAABhZGQuZjMyIAklZjIzMjAsICVmMjA2OSwgJWYyMDcx"
        "OwBhZGQuZjMyIAklZjIzMjEsICVmMjMwNSwgJWYyMzIwOwAAZm1hLnJuLmYzMiAJJWYyMDc0LCAlZjEwMTUsICVmMSwgJWYy"
        "MjkxOwBmbWEucm4uZjMyIAklZjIwNzYsICVmMTAxNiwgJWYxLCAlZjIyOTE7AAAAZXgyLmFwcHJveC5mdHouZjMyICVmMjA3"
        "MywgJWYyMDc0OwAAAAAAZXgyLmFwcHJveC5mdHouZjMyICVmMjA3NSwgJWYyMDc2OwAAAABhZGQuZjMyIAklZjIzMjIsICVm"
        "MjA3MywgJWYyMDc1OwBhZGQuZjMyIAklZjIzMjMsICVmMjMwNywgJWYyMzIyOwAAZm1hLnJuLmYzMiAJJWYyMDc4LCAlZjEw"
        "MTcsICVmMSwgJWYyMjg5OwBmbWEucm4uZjMyIAklZjIwODAsICVmMTAxOCwgJWYxLCAlZjIyODk7AAAAZXgyLmFwcHJveC5m"
        "dHouZjMyICVmMjA3NywgJWYyMDc4OwAAAAAAZXgyLmFwcHJveC5mdHouZjMyICVmMjA3OSwgJWYyMDgwOwAAAABhZGQuZjMy"
        "IAklZjIzMjQsICVmMjA3NywgJWYyMDc5OwBhZGQuZjMyIAklZjIzMjUsICVmMjMwOSwgJWYyMzI0OwAAZm1hLnJuLmYzMiAJ"
        "JWYyMDgyLCAlZjEwMTksICVmMSwgJWYyMjkxOwBmbWEucm4uZjMyIAklZjIwODQsICVmMTAyMCwgJWYxLCAlZjIyOTE7AAAA"
        "ZXgyLmFwcHJveC5mdHouZjMyICVmMjA4MSwgJWYyMDgyOwAAAAAAZXgyLmFwcHJveC5mdHouZjMyICVmMjA4MywgJWYyMDg0"
        "OwAAAABhZGQuZjMyIAklZjIzMjYsICVmMjA4MSwgJWYyMDgzOwBhZGQuZjMyIAklZjIzMjcsICVmMjMxMSwgJWYyMzI2OwAA"
        "Zm1hLnJuLmYzMiAJJWYyMDg2LCAlZjEwMjEsICVmMSwgJWYyMjg5OwBmbWEucm4uZjMyIAklZjIwODgsICVmMTAyMiwgJWYx"
        "LCAlZjIyODk7AAAAZXgyLmFwcHJveC5mdHouZjMyICVmMjA4NSwgJWYyMDg2OwAAAAAAZXgyLmFwcHJveC5mdHouZjMyICVm"
        "MjA4NywgJWYyMDg4OwAAAABhZGQuZjMyIAklZjIzMjgsICVmMjA4NSwgJWYyMDg3OwBhZGQuZjMyIAklZjIzMjksICVmMjMx"
        "MywgJWYyMzI4OwAAZm1hLnJuLmYzMiAJJWYyMDkwLCAlZjEwMjMsICVmMSwgJWYyMjkxOwBmbWEucm4uZjMyIAklZjIwOTIs"
        "ICVmMTAyNCwgJWYxLCAlZjIyOTE7AAAAZXgyLmFwcHJveC5mdHouZjMyICVmMjA4OSwgJWYyMDkwOwAAAAAAZXgyLmFwcHJv"
        "eC5mdHouZjMyICVmMjA5MSwgJWYyMDkyOwAAAABhZGQuZjMyIAklZjIzMzAsICVmMjA4OSwgJWYyMDkxOwBhZGQuZjMyIAkl"
        "ZjIzMzEsICVmMjMxNSwgJWYyMzMwOwAAZm1hLnJuLmYzMiAJJWYyMDk0LCAlZjEwMjUsICVmMSwgJWYyMjg5OwBmbWEucm4u"
        "ZjMyIAklZjIwOTYsICVmMTAyNiwgJWYxLCAlZjIyODk7AAAAZXgyLmFwcHJveC5mdHouZjMyICVmMjA5MywgJWYyMDk0OwAA"
        "AAAAZXgyLmFwcHJveC5mdHouZjMyICVmMjA5NSwgJWYyMDk2OwAAAABhZGQuZjMyIAklZjIzMzIsICVmMjA5MywgJWYyMDk1"
        "OwBhZGQuZjMyIAklZjIzMzMsICVmMjMxNywgJWYyMzMyOwAAZm1hLnJuLmYzMiAJJWYyMDk4LCAlZjEwMjcsICVmMSwgJWYy"
        "MjkxOwBmbWEucm4uZjMyIAklZjIxMDAsICVmMTAyOCwgJWYxLCAlZjIyOTE7AAAAZXgyLmFwcHJveC5mdHouZjMyICVmMjA5"
        "NywgJWYyMDk4OwAAAAAAZXgyLmFwcHJveC5mdHouZjMyICVmMjA5OSwgJWYyMTAwOwAAAABhZGQuZjMyIAklZjIzMzQsICVm"
        "MjA5NywgJWYyMDk5OwBhZGQuZjMyIAklZjIzMzUsICVmMjMxOSwgJWYyMzM0OwAAZm1hLnJuLmYzMiAJJWYyMTAyLCAlZjEw"
        "MjksICVmMSwgJWYyMjg5OwBmbWEucm4uZjMyIAklZjIxMDQsICVmMTAzMCwgJWYxLCAlZjIyODk7AAAAZXgyLmFwcHJveC5m"
        "dHouZjMyICVmMjEwMSwgJWYyMTAyOwAAAAAAZXgyLmFwcHJveC5mdHouZjMyICVmMjEwMywgJWYyMTA0OwAAAABhZGQuZjMy"
        "IAklZjIzMzYsICVmMjEwMSwgJWYyMTAzOwBhZGQuZjMyIAklZjIzMzcsICVmMjMyMSwgJWYyMzM2OwAAZm1hLnJuLmYzMiAJ"
        "JWYyMTA2LCAlZjEwMzEsICVmMSwgJWYyMjkxOwBmbWEucm4uZjMyIAklZjIxMDgsICVmMTAzMiwgJWYxLCAlZjIyOTE7AAAA"
        "ZXgyLmFwcHJveC5mdHouZjMyICVmMjEwNSwgJWYyMTA2OwAAAAAAZXgyLmFwcHJveC5mdHouZjMyICVmMjEwNywgJWYyMTA4"
        "OwAAAABhZGQuZjMyIAklZjIzMzgsICVmMjEwNSwgJWYyMTA3OwBhZGQuZjMyIAklZjIzMzksICVmMjMyMywgJWYyMzM4OwAA"
        "Zm1hLnJuLmYzMiAJJWYyMTEwLCAlZjEwMzMsICVmMSwgJWYyMjg5OwBmbWEucm4uZjMyIAklZjIxMTIsICVmMTAzNCwgJWYx"
        "LCAlZjIyODk7AAAAZXgyLmFwcHJveC5mdHouZjMyICVmMjEwOSwgJWYyMTEwOwAAAAAAZXgyLmFwcHJveC5mdHouZjMyICVm"
        "MjExMSwgJWYyMTEyOwAAAABhZGQuZjMyIAklZjIzNDAsICVmMjEwOSwgJWYyMTExOwBhZGQuZjMyIAklZjIzNDEsICVmMjMy"
        "NSwgJWYyMzQwOwAAZm1hLnJuLmYzMiAJJWYyMTE0LCAlZjEwMzUsICVmMSwgJWYyMjkxOwBmbWEucm4uZjMyIAklZjIxMTYs"
        "ICVmMTAzNiwgJWYxLCAlZjIyOTE7AAAAZXgyLmFwcHJveC5mdHouZjMyICVmMjExMywgJWYyMTE0OwAAAAAAZXgyLmFwcHJv"
        "eC5mdHouZjMyICVmMjExNSwgJWYyMTE2OwAAAABhZGQuZjMyIAklZjIzNDIsICVmMjExMywgJWYyMTE1OwBhZGQuZjMyIAkl"
        "ZjIzNDMsICVmMjMyNywgJWYyMzQyOwAAZm1hLnJuLmYzMiAJJWYyMTE4LCAlZjEwMzcsICVmMSwgJWYyMjg5OwBmbWEucm4u"
        "ZjMyIAklZjIxMjAsICVmMTAzOCwgJWYxLCAlZjIyODk7AAAAZXgyLmFwcHJveC5mdHouZjMyICVmMjExNywgJWYyMTE4OwAA"
        "AAAAZXgyLmFwcHJveC5mdHouZjMyICVmMjExOSwgJWYyMTIwOwAAAABhZGQuZjMyIAklZjIzNDQsICVmMjExNywgJWYyMTE5"
        "OwBhZGQuZjMyIAklZjIzNDUsICVmMjMyOSwgJWYyMzQ0OwAAZm1hLnJuLmYzMiAJJWYyMTIyLCAlZjEwMzksICVmMSwgJWYy"
        "MjkxOwBmbWEucm4uZjMyIAklZjIxMjQsICVmMTA0MCwgJWYxLCAlZjIyOTE7AAAAZXgyLmFwcHJveC5mdHouZjMyICVmMjEy"
        "MSwgJWYyMTIyOwAAAAAAZXgyLmFwcHJveC5mdHouZjMyICVmMjEyMywgJWYyMTI0OwAAAABhZGQuZjMyIAklZjIzNDYsICVm"
        "MjEyMSwgJWYyMTIzOwBhZGQuZjMyIAklZjIzNDcsICVmMjMzMSwgJWYyMzQ2OwAAZm1hLnJuLmYzMiAJJWYyMTI2LCAlZjEw"
        "NDEsICVmMSwgJWYyMjg5OwBmbWEucm4uZjMyIAklZjIxMjgsICVmMTA0MiwgJWYxLCAlZjIyODk7AAAAZXgyLmFwcHJveC5m"
        "dHouZjMyICVmMjEyNSwgJWYyMTI2OwAAAAAAZXgyLmFwcHJveC5mdHouZjMyICVmMjEyNywgJWYyMTI4OwAAAABhZGQuZjMy"
        "IAklZjIzNDgsICVmMjEyNSwgJWYyMTI3OwBhZGQuZjMyIAklZjIzNDksICVmMjMzMywgJWYyMzQ4OwAAZm1hLnJuLmYzMiAJ"
        "JWYyMTMwLCAlZjEwNDMsICVmMSwgJWYyMjkxOwBmbWEucm4uZjMyIAklZjIxMzIsICVmMTA0NCwgJWYxLCAlZjIyOTE7AAAA"
        "ZXgyLmFwcHJveC5mdHouZjMyICVmMjEyOSwgJWYyMTMwOwAAAAAAZXgyLmFwcHJveC5mdHouZjMyICVmMjEzMSwgJWYyMTMy"
        "OwAAAABhZGQuZjMyIAklZjIzNTAsICVmMjEyOSwgJWYyMTMxOwBhZGQuZjMyIAklZjIzNTEsICVmMjMzNSwgJWYyMzUwOwAA"
        "Zm1hLnJuLmYzMiAJJWYyMTM0LCAlZjEwNDUsICVmMSwgJWYyMjg5OwBmbWEucm4uZjMyIAklZjIxMzYsICVmMTA0NiwgJWYx"
        "LCAlZjIyODk7AAAAZXgyLmFwcHJveC5mdHouZjMyICVmMjEzMywgJWYyMTM0OwAAAAAAZXgyLmFwcHJveC5mdHouZjMyICVm"
        "MjEzNSwgJWYyMTM2OwAAAABhZGQuZjMyIAklZjIzNTIsICVmMjEzMywgJWYyMTM1OwBhZGQuZjMyIAklZjIzNTMsICVmMjMz"
        "NywgJWYyMzUyOwAAZm1hLnJuLmYzMiAJJWYyMTM4LCAlZjEwNDcsICVmMSwgJWYyMjkxOwBmbWEucm4uZjMyIAklZjIxNDAs"
        "ICVmMTA0OCwgJWYxLCAlZjIyOTE7AAAAZXgyLmFwcHJveC5mdHouZjMyICVmMjEzNywgJWYyMTM4OwAAAAAAZXgyLmFwcHJv"
        "eC5mdHouZjMyICVmMjEzOSwgJWYyMTQwOwAAAABhZGQuZjMyIAklZjIzNTQsICVmMjEzNywgJWYyMTM5OwBhZGQuZjMyIAkl"
        "ZjIzNTUsICVmMjMzOSwgJWYyMzU0OwAAYWRkLmYzMiAJJWYyMzU2LCAlZjIzNDEsICVmMjM0NTsAYWRkLmYzMiAJJWYyMzU3"
        "LCAlZjIzNDksICVmMjM1MzsAYWRkLmYzMiAJJWYyMzU4LCAlZjIzNTYsICVmMjM1NzsAZm1hLnJuLmYzMiAJJWYzNzgzLCAl"
        "ZjM3ODMsICVmMjAwOSwgJWYyMzU4OwBhZGQuZjMyIAklZjIzNTksICVmMjM0MywgJWYyMzQ3OwBhZGQuZjMyIAklZjIzNjAs"
        "ICVmMjM1MSwgJWYyMzU1OwBhZGQuZjMyIAklZjIzNjEsICVmMjM1OSwgJWYyMzYwOwBmbWEucm4uZjMyIAklZjM3ODIsICVm"
        "Mzc4MiwgJWYyMDExLCAlZjIzNjE7AAAAAAAAY3Z0LnJuLmYxNngyLmYzMiAlcjkzNSwgJWYyMDE1LCAlZjIwMTM7AAAAAGN2"
        "dC5ybi5mMTZ4Mi5mMzIgJXI5MzQsICVmMjAxOSwgJWYyMDE3OwAAAABjdnQucm4uZjE2eDIuZjMyICVyOTMzLCAlZjIwMjMs"
        "ICVmMjAyMTsAAAAAY3Z0LnJuLmYxNngyLmYzMiAlcjkzMiwgJWYyMDI3LCAlZjIwMjU7AAAAAGN2dC5ybi5mMTZ4Mi5mMzIg"
        "JXI5MzEsICVmMjAzMSwgJWYyMDI5OwAAAABjdnQucm4uZjE2eDIuZjMyICVyOTMwLCAlZjIwMzUsICVmMjAzMzsAAAAAY3Z0"
        "LnJuLmYxNngyLmYzMiAlcjkyOSwgJWYyMDM5LCAlZjIwMzc7AAAAAGN2dC5ybi5mMTZ4Mi5mMzIgJXI5MjgsICVmMjA0Mywg"
        "JWYyMDQxOwAAAABjdnQucm4uZjE2eDIuZjMyICVyOTI3LCAlZjIwNDcsICVmMjA0NTsAAAAAY3Z0LnJuLmYxNngyLmYzMiAl"
        "cjkyNiwgJWYyMDUxLCAlZjIwNDk7AAAAAGN2dC5ybi5mMTZ4Mi5mMzIgJXI5MjUsICVmMjA1NSwgJWYyMDUzOwAAAABjdnQu"
        "cm4uZjE2eDIuZjMyICVyOTI0LCAlZjIwNTksICVmMjA1NzsAAAAAY3Z0LnJuLmYxNngyLmYzMiAlcjkyMywgJWYyMDYzLCAl"
        "ZjIwNjE7AAAAAGN2dC5ybi5mMTZ4Mi5mMzIgJXI5MjIsICVmMjA2NywgJWYyMDY1OwAAAABjdnQucm4uZjE2eDIuZjMyICVy"
        "OTIxLCAlZjIwNzEsICVmMjA2OTsAAAAAY3Z0LnJuLmYxNngyLmYzMiAlcjkyMCwgJWYyMDc1LCAlZjIwNzM7AAAAAGN2dC5y"
        "bi5mMTZ4Mi5mMzIgJXI5MTksICVmMjA3OSwgJWYyMDc3OwAAAABjdnQucm4uZjE2eDIuZjMyICVyOTE4LCAlZjIwODMsICVm"
        "MjA4MTsAAAAAY3Z0LnJuLmYxNngyLmYzMiAlcjkxNywgJWYyMDg3LCAlZjIwODU7AAAAAGN2dC5ybi5mMTZ4Mi5mMzIgJXI5"
        "MTYsICVmMjA5MSwgJWYyMDg5OwAAAABjdnQucm4uZjE2eDIuZjMyICVyOTE1LCAlZjIwOTUsICVmMjA5MzsAAAAAY3Z0LnJu"
        "LmYxNngyLmYzMiAlcjkxNCwgJWYyMDk5LCAlZjIwOTc7AAAAAGN2dC5ybi5mMTZ4Mi5mMzIgJXI5MTMsICVmMjEwMywgJWYy"
        "MTAxOwAAAABjdnQucm4uZjE2eDIuZjMyICVyOTEyLCAlZjIxMDcsICVmMjEwNTsAAAAAY3Z0LnJuLmYxNngyLmYzMiAlcjkx"
        "MSwgJWYyMTExLCAlZjIxMDk7AAAAAGN2dC5ybi5mMTZ4Mi5mMzIgJXI5MTAsICVmMjExNSwgJWYyMTEzOwAAAABjdnQucm4u"
        "ZjE2eDIuZjMyICVyOTA5LCAlZjIxMTksICVmMjExNzsAAAAAY3Z0LnJuLmYxNngyLmYzMiAlcjkwOCwgJWYyMTIzLCAlZjIx"
        "MjE7AAAAAGN2dC5ybi5mMTZ4Mi5mMzIgJXI5MDcsICVmMjEyNywgJWYyMTI1OwAAAABjdnQucm4uZjE2eDIuZjMyICVyOTA2"
        "LCAlZjIxMzEsICVmMjEyOTsAAAAAY3Z0LnJuLmYxNngyLmYzMiAlcjkwNSwgJWYyMTM1LCAlZjIxMzM7AAAAAGN2dC5ybi5m"
        "MTZ4Mi5mMzIgJXI5MDQsICVmMjEzOSwgJWYyMTM3OwAAAAAAbm90LnByZWQgCSVwMjEsICVwMjA7AEAlcDIxIGJyYSAJJExf"
        "X0JCMF8xOTsAAABtdWwuZjMyIAklZjM3MTcsICVmMjAwOSwgJWYzNzE3OwBtdWwuZjMyIAklZjM3MTYsICVmMjAwOSwgJWYz"
        "NzE2OwBtdWwuZjMyIAklZjM3MTUsICVmMjAxMSwgJWYzNzE1OwBtdWwuZjMyIAklZjM3MTQsICVmMjAxMSwgJWYzNzE0OwBt"
        "dWwuZjMyIAklZjM3MTMsICVmMjAwOSwgJWYzNzEzOwBtdWwuZjMyIAklZjM3MTIsICVmMjAwOSwgJWYzNzEyOwBtdWwuZjMy"
        "IAklZjM3MTEsICVmMjAxMSwgJWYzNzExOwBtdWwuZjMyIAklZjM3MTAsICVmMjAxMSwgJWYzNzEwOwBtdWwuZjMyIAklZjM3"
        "MDksICVmMjAwOSwgJWYzNzA5OwBtdWwuZjMyIAklZjM3MDgsICVmMjAwOSwgJWYzNzA4OwBtdWwuZjMyIAklZjM3MDcsICVm"
        "MjAxMSwgJWYzNzA3OwBtdWwuZjMyIAklZjM3MDYsICVmMjAxMSwgJWYzNzA2OwBtdWwuZjMyIAklZjM3MDUsICVmMjAwOSwg"
        "JWYzNzA1OwBtdWwuZjMyIAklZjM3MDQsICVmMjAwOSwgJWYzNzA0OwBtdWwuZjMyIAklZjM3MDMsICVmMjAxMSwgJWYzNzAz"
        "OwBtdWwuZjMyIAklZjM3MDIsICVmMjAxMSwgJWYzNzAyOwBtdWwuZjMyIAklZjM3MDEsICVmMjAwOSwgJWYzNzAxOwBtdWwu"
        "ZjMyIAklZjM3MDAsICVmMjAwOSwgJWYzNzAwOwBtdWwuZjMyIAklZjM2OTksICVmMjAxMSwgJWYzNjk5OwBtdWwuZjMyIAkl"
        "ZjM2OTgsICVmMjAxMSwgJWYzNjk4OwBtdWwuZjMyIAklZjM2OTcsICVmMjAwOSwgJWYzNjk3OwBtdWwuZjMyIAklZjM2OTYs"
        "ICVmMjAwOSwgJWYzNjk2OwBtdWwuZjMyIAklZjM2OTUsICVmMjAxMSwgJWYzNjk1OwBtdWwuZjMyIAklZjM2OTQsICVmMjAx"
        "MSwgJWYzNjk0OwBtdWwuZjMyIAklZjM2OTMsICVmMjAwOSwgJWYzNjkzOwBtdWwuZjMyIAklZjM2OTIsICVmMjAwOSwgJWYz"
        "NjkyOwBtdWwuZjMyIAklZjM2OTEsICVmMjAxMSwgJWYzNjkxOwBtdWwuZjMyIAklZjM2OTAsICVmMjAxMSwgJWYzNjkwOwBt"
        "dWwuZjMyIAklZjM2ODksICVmMjAwOSwgJWYzNjg5OwBtdWwuZjMyIAklZjM2ODgsICVmMjAwOSwgJWYzNjg4OwBtdWwuZjMy"
        "IAklZjM2ODcsICVmMjAxMSwgJWYzNjg3OwBtdWwuZjMyIAklZjM2ODYsICVmMjAxMSwgJWYzNjg2OwBtdWwuZjMyIAklZjM2"
        "ODUsICVmMjAwOSwgJWYzNjg1OwBtdWwuZjMyIAklZjM2ODQsICVmMjAwOSwgJWYzNjg0OwBtdWwuZjMyIAklZjM2ODMsICVm"
        "MjAxMSwgJWYzNjgzOwBtdWwuZjMyIAklZjM2ODIsICVmMjAxMSwgJWYzNjgyOwBtdWwuZjMyIAklZjM2ODEsICVmMjAwOSwg"
        "JWYzNjgxOwBtdWwuZjMyIAklZjM2ODAsICVmMjAwOSwgJWYzNjgwOwBtdWwuZjMyIAklZjM2NzksICVmMjAxMSwgJWYzNjc5"
        "OwBtdWwuZjMyIAklZjM2NzgsICVmMjAxMSwgJWYzNjc4OwBtdWwuZjMyIAklZjM2NzcsICVmMjAwOSwgJWYzNjc3OwBtdWwu"
        "ZjMyIAklZjM2NzYsICVmMjAwOSwgJWYzNjc2OwBtdWwuZjMyIAklZjM2NzUsICVmMjAxMSwgJWYzNjc1OwBtdWwuZjMyIAkl"
        "ZjM2NzQsICVmMjAxMSwgJWYzNjc0OwBtdWwuZjMyIAklZjM2NzMsICVmMjAwOSwgJWYzNjczOwBtdWwuZjMyIAklZjM2NzIs"
        "ICVmMjAwOSwgJWYzNjcyOwBtdWwuZjMyIAklZjM2NzEsICVmMjAxMSwgJWYzNjcxOwBtdWwuZjMyIAklZjM2NzAsICVmMjAx"
        "MSwgJWYzNjcwOwBtdWwuZjMyIAklZjM2NjksICVmMjAwOSwgJWYzNjY5OwBtdWwuZjMyIAklZjM2NjgsICVmMjAwOSwgJWYz"
        "NjY4OwBtdWwuZjMyIAklZjM2NjcsICVmMjAxMSwgJWYzNjY3OwBtdWwuZjMyIAklZjM2NjYsICVmMjAxMSwgJWYzNjY2OwBt"
        "dWwuZjMyIAklZjM2NjUsICVmMjAwOSwgJWYzNjY1OwBtdWwuZjMyIAklZjM2NjQsICVmMjAwOSwgJWYzNjY0OwBtdWwuZjMy"
        "IAklZjM2NjMsICVmMjAxMSwgJWYzNjYzOwBtdWwuZjMyIAklZjM2NjIsICVmMjAxMSwgJWYzNjYyOwBtdWwuZjMyIAklZjM2"
        "NjEsICVmMjAwOSwgJWYzNjYxOwBtdWwuZjMyIAklZjM2NjAsICVmMjAwOSwgJWYzNjYwOwBtdWwuZjMyIAklZjM2NTksICVm"
        "MjAxMSwgJWYzNjU5OwBtdWwuZjMyIAklZjM2NTgsICVmMjAxMSwgJWYzNjU4OwBtdWwuZjMyIAklZjM2NTcsICVmMjAwOSwg"
        "JWYzNjU3OwBtdWwuZjMyIAklZjM2NTYsICVmMjAwOSwgJWYzNjU2OwBtdWwuZjMyIAklZjM3MTgsICVmMjAxMSwgJWYzNzE4"
        "OwBtdWwuZjMyIAklZjM3MTksICVmMjAxMSwgJWYzNzE5OwAAJExfX0JCMF8xOToAAABhZGQuczMyIAklcjc3LCAlcjE5Nywg"
        "MTQ3NDk2OwAAJExfX0JCMF8yMDoAAHNoci51MzIgCSVyODg1LCAlcjkzNiwgMTsAYW5kLmIzMiAgCSVyODg0LCAlcjg4NSwg"
        "MTsAAAAAewAucmVnIC5wcmVkIHA7AG1iYXJyaWVyLnRyeV93YWl0LnBhcml0eS5zaGFyZWQ6OmN0YS5iNjQgcCwgWyVyNzdd"
        "LCAlcjg4NDsAc2VscC51MzIgJXIzNjcsIDEsIDAsIHA7AH0AAAAAc2V0cC5lcS5zMzIgCSVwMjIsICVyMzY3LCAwOwBAJXAy"
        "MiBicmEgCSRMX19CQjBfMjA7AAAAbW92LnU2NCAJJXJkMjEyLCBzbWVtX3JhdzsAAGN2dC51MzIudTY0IAklcjg4OCwgJXJk"
        "MjEyOwBhZGQuczMyIAklcjg4NywgJXI4ODgsIDEwMjM7AABhbmQuYjMyICAJJXI4ODYsICVyOTM2LCAxOwAAAAB3Z21tYS5m"
        "ZW5jZS5zeW5jLmFsaWduZWQ7AAAAAHNobC5iMzIgCSVyNDAyLCAlcjg4NiwgMTY7AAAAYW5kLmIzMiAgCSVyNDA1LCAlcjg4"
        "NywgMjYxMTIwOwBhZGQuczMyIAklcjQwNiwgJXI0MDIsICVyNDA1OwBhZGQuczMyIAklcjQwNywgJXI0MDYsIDQ5MTUyOwAA"
        "AGFuZC5iMzIgIAklcjQwOCwgJXI0MDcsIDI2MTEyMDsAc2hyLnUzMiAJJXI0MDksICVyNDA4LCA0OwAAY3Z0LnU2NC51MzIg"
        "CSVyZDU0LCAlcjQwOTsAAG9yLmI2NCAgCSVyZDQ1LCAlcmQ1NCwgNDYxMTY4NjI5MzM3MjQwMzcxMjsAAAAAd2dtbWEubW1h"
        "X2FzeW5jLnN5bmMuYWxpZ25lZC5tNjRuMTI4azE2LmYzMi5mMTYuZjE2IHslZjM3MTcsICVmMzcxNiwgJWYzNzE1LCAlZjM3"
        "MTQsICVmMzcxMywgJWYzNzEyLCAlZjM3MTEsICVmMzcxMCwgJWYzNzA5LCAlZjM3MDgsICVmMzcwNywgJWYzNzA2LCAlZjM3"
        "MDUsICVmMzcwNCwgJWYzNzAzLCAlZjM3MDIsICVmMzcwMSwgJWYzNzAwLCAlZjM2OTksICVmMzY5OCwgJWYzNjk3LCAlZjM2"
        "OTYsICVmMzY5NSwgJWYzNjk0LCAlZjM2OTMsICVmMzY5MiwgJWYzNjkxLCAlZjM2OTAsICVmMzY4OSwgJWYzNjg4LCAlZjM2"
        "ODcsICVmMzY4NiwgJWYzNjg1LCAlZjM2ODQsICVmMzY4MywgJWYzNjgyLCAlZjM2ODEsICVmMzY4MCwgJWYzNjc5LCAlZjM2"
        "NzgsICVmMzY3NywgJWYzNjc2LCAlZjM2NzUsICVmMzY3NCwgJWYzNjczLCAlZjM2NzIsICVmMzY3MSwgJWYzNjcwLCAlZjM2"
        "NjksICVmMzY2OCwgJWYzNjY3LCAlZjM2NjYsICVmMzY2NSwgJWYzNjY0LCAlZjM2NjMsICVmMzY2MiwgJWYzNjYxLCAlZjM2"
        "NjAsICVmMzY1OSwgJWYzNjU4LCAlZjM2NTcsICVmMzY1NiwgJWYzNzE4LCAlZjM3MTl9LCB7JXI5MzUsICVyOTM0LCAlcjkz"
        "MywgJXI5MzJ9LCAlcmQ0NSwgMSwgMSwgMSwgMTsAAAAAYWRkLnM2NCAJJXJkNDYsICVyZDQ1LCAxMjg7AAAAd2dtbWEubW1h"
        "X2FzeW5jLnN5bmMuYWxpZ25lZC5tNjRuMTI4azE2LmYzMi5mMTYuZjE2IHslZjM3MTcsICVmMzcxNiwgJWYzNzE1LCAlZjM3"
        "MTQsICVmMzcxMywgJWYzNzEyLCAlZjM3MTEsICVmMzcxMCwgJWYzNzA5LCAlZjM3MDgsICVmMzcwNywgJWYzNzA2LCAlZjM3"
        "MDUsICVmMzcwNCwgJWYzNzAzLCAlZjM3MDIsICVmMzcwMSwgJWYzNzAwLCAlZjM2OTksICVmMzY5OCwgJWYzNjk3LCAlZjM2"
        "OTYsICVmMzY5NSwgJWYzNjk0LCAlZjM2OTMsICVmMzY5MiwgJWYzNjkxLCAlZjM2OTAsICVmMzY4OSwgJWYzNjg4LCAlZjM2"
        "ODcsICVmMzY4NiwgJWYzNjg1LCAlZjM2ODQsICVmMzY4MywgJWYzNjgyLCAlZjM2ODEsICVmMzY4MCwgJWYzNjc5LCAlZjM2"
        "NzgsICVmMzY3NywgJWYzNjc2LCAlZjM2NzUsICVmMzY3NCwgJWYzNjczLCAlZjM2NzIsICVmMzY3MSwgJWYzNjcwLCAlZjM2"
        "NjksICVmMzY2OCwgJWYzNjY3LCAlZjM2NjYsICVmMzY2NSwgJWYzNjY0LCAlZjM2NjMsICVmMzY2MiwgJWYzNjYxLCAlZjM2"
        "NjAsICVmMzY1OSwgJWYzNjU4LCAlZjM2NTcsICVmMzY1NiwgJWYzNzE4LCAlZjM3MTl9LCB7JXI5MzEsICVyOTMwLCAlcjky"
        "OSwgJXI5Mjh9LCAlcmQ0NiwgMSwgMSwgMSwgMTsAAAAAYWRkLnM2NCAJJXJkNDcsICVyZDQ1LCAyNTY7AAAAd2dtbWEubW1h"
        "X2FzeW5jLnN5bmMuYWxpZ25lZC5tNjRuMTI4azE2LmYzMi5mMTYuZjE2IHslZjM3MTcsICVmMzcxNiwgJWYzNzE1LCAlZjM3"
        "MTQsICVmMzcxMywgJWYzNzEyLCAlZjM3MTEsICVmMzcxMCwgJWYzNzA5LCAlZjM3MDgsICVmMzcwNywgJWYzNzA2LCAlZjM3"
        "MDUsICVmMzcwNCwgJWYzNzAzLCAlZjM3MDIsICVmMzcwMSwgJWYzNzAwLCAlZjM2OTksICVmMzY5OCwgJWYzNjk3LCAlZjM2"
        "OTYsICVmMzY5NSwgJWYzNjk0LCAlZjM2OTMsICVmMzY5MiwgJWYzNjkxLCAlZjM2OTAsICVmMzY4OSwgJWYzNjg4LCAlZjM2"
        "ODcsICVmMzY4NiwgJWYzNjg1LCAlZjM2ODQsICVmMzY4MywgJWYzNjgyLCAlZjM2ODEsICVmMzY4MCwgJWYzNjc5LCAlZjM2"
        "NzgsICVmMzY3NywgJWYzNjc2LCAlZjM2NzUsICVmMzY3NCwgJWYzNjczLCAlZjM2NzIsICVmMzY3MSwgJWYzNjcwLCAlZjM2"
        "NjksICVmMzY2OCwgJWYzNjY3LCAlZjM2NjYsICVmMzY2NSwgJWYzNjY0LCAlZjM2NjMsICVmMzY2MiwgJWYzNjYxLCAlZjM2"
        "NjAsICVmMzY1OSwgJWYzNjU4LCAlZjM2NTcsICVmMzY1NiwgJWYzNzE4LCAlZjM3MTl9LCB7JXI5MjcsICVyOTI2LCAlcjky"
        "NSwgJXI5MjR9LCAlcmQ0NywgMSwgMSwgMSwgMTsAAAAAYWRkLnM2NCAJJXJkNDgsICVyZDQ1LCAzODQ7AAAAd2dtbWEubW1h"
        "X2FzeW5jLnN5bmMuYWxpZ25lZC5tNjRuMTI4azE2LmYzMi5mMTYuZjE2IHslZjM3MTcsICVmMzcxNiwgJWYzNzE1LCAlZjM3"
        "MTQsICVmMzcxMywgJWYzNzEyLCAlZjM3MTEsICVmMzcxMCwgJWYzNzA5LCAlZjM3MDgsICVmMzcwNywgJWYzNzA2LCAlZjM3"
        "MDUsICVmMzcwNCwgJWYzNzAzLCAlZjM3MDIsICVmMzcwMSwgJWYzNzAwLCAlZjM2OTksICVmMzY5OCwgJWYzNjk3LCAlZjM2"
        "OTYsICVmMzY5NSwgJWYzNjk0LCAlZjM2OTMsICVmMzY5MiwgJWYzNjkxLCAlZjM2OTAsICVmMzY4OSwgJWYzNjg4LCAlZjM2"
        "ODcsICVmMzY4NiwgJWYzNjg1LCAlZjM2ODQsICVmMzY4MywgJWYzNjgyLCAlZjM2ODEsICVmMzY4MCwgJWYzNjc5LCAlZjM2"
        "NzgsICVmMzY3NywgJWYzNjc2LCAlZjM2NzUsICVmMzY3NCwgJWYzNjczLCAlZjM2NzIsICVmMzY3MSwgJWYzNjcwLCAlZjM2"
        "NjksICVmMzY2OCwgJWYzNjY3LCAlZjM2NjYsICVmMzY2NSwgJWYzNjY0LCAlZjM2NjMsICVmMzY2MiwgJWYzNjYxLCAlZjM2"
        "NjAsICVmMzY1OSwgJWYzNjU4LCAlZjM2NTcsICVmMzY1NiwgJWYzNzE4LCAlZjM3MTl9LCB7JXI5MjMsICVyOTIyLCAlcjky"
        "MSwgJXI5MjB9LCAlcmQ0OCwgMSwgMSwgMSwgMTsAAAAAYWRkLnM2NCAJJXJkNDksICVyZDQ1LCA1MTI7AAAAd2dtbWEubW1h"
        "X2FzeW5jLnN5bmMuYWxpZ25lZC5tNjRuMTI4azE2LmYzMi5mMTYuZjE2IHslZjM3MTcsICVmMzcxNiwgJWYzNzE1LCAlZjM3"
        "MTQsICVmMzcxMywgJWYzNzEyLCAlZjM3MTEsICVmMzcxMCwgJWYzNzA5LCAlZjM3MDgsICVmMzcwNywgJWYzNzA2LCAlZjM3"
        "MDUsICVmMzcwNCwgJWYzNzAzLCAlZjM3MDIsICVmMzcwMSwgJWYzNzAwLCAlZjM2OTksICVmMzY5OCwgJWYzNjk3LCAlZjM2"
        "OTYsICVmMzY5NSwgJWYzNjk0LCAlZjM2OTMsICVmMzY5MiwgJWYzNjkxLCAlZjM2OTAsICVmMzY4OSwgJWYzNjg4LCAlZjM2"
        "ODcsICVmMzY4NiwgJWYzNjg1LCAlZjM2ODQsICVmMzY4MywgJWYzNjgyLCAlZjM2ODEsICVmMzY4MCwgJWYzNjc5LCAlZjM2"
        "NzgsICVmMzY3NywgJWYzNjc2LCAlZjM2NzUsICVmMzY3NCwgJWYzNjczLCAlZjM2NzIsICVmMzY3MSwgJWYzNjcwLCAlZjM2"
        "NjksICVmMzY2OCwgJWYzNjY3LCAlZjM2NjYsICVmMzY2NSwgJWYzNjY0LCAlZjM2NjMsICVmMzY2MiwgJWYzNjYxLCAlZjM2"
        "NjAsICVmMzY1OSwgJWYzNjU4LCAlZjM2NTcsICVmMzY1NiwgJWYzNzE4LCAlZjM3MTl9LCB7JXI5MTksICVyOTE4LCAlcjkx"
        "NywgJXI5MTZ9LCAlcmQ0OSwgMSwgMSwgMSwgMTsAAAAAYWRkLnM2NCAJJXJkNTAsICVyZDQ1LCA2NDA7AAAAd2dtbWEubW1h"
        "X2FzeW5jLnN5bmMuYWxpZ25lZC5tNjRuMTI4azE2LmYzMi5mMTYuZjE2IHslZjM3MTcsICVmMzcxNiwgJWYzNzE1LCAlZjM3"
        "MTQsICVmMzcxMywgJWYzNzEyLCAlZjM3MTEsICVmMzcxMCwgJWYzNzA5LCAlZjM3MDgsICVmMzcwNywgJWYzNzA2LCAlZjM3"
        "MDUsICVmMzcwNCwgJWYzNzAzLCAlZjM3MDIsICVmMzcwMSwgJWYzNzAwLCAlZjM2OTksICVmMzY5OCwgJWYzNjk3LCAlZjM2"
        "OTYsICVmMzY5NSwgJWYzNjk0LCAlZjM2OTMsICVmMzY5MiwgJWYzNjkxLCAlZjM2OTAsICVmMzY4OSwgJWYzNjg4LCAlZjM2"
        "ODcsICVmMzY4NiwgJWYzNjg1LCAlZjM2ODQsICVmMzY4MywgJWYzNjgyLCAlZjM2ODEsICVmMzY4MCwgJWYzNjc5LCAlZjM2"
        "NzgsICVmMzY3NywgJWYzNjc2LCAlZjM2NzUsICVmMzY3NCwgJWYzNjczLCAlZjM2NzIsICVmMzY3MSwgJWYzNjcwLCAlZjM2"
        "NjksICVmMzY2OCwgJWYzNjY3LCAlZjM2NjYsICVmMzY2NSwgJWYzNjY0LCAlZjM2NjMsICVmMzY2MiwgJWYzNjYxLCAlZjM2"
        "NjAsICVmMzY1OSwgJWYzNjU4LCAlZjM2NTcsICVmMzY1NiwgJWYzNzE4LCAlZjM3MTl9LCB7JXI5MTUsICVyOTE0LCAlcjkx"
        "MywgJXI5MTJ9LCAlcmQ1MCwgMSwgMSwgMSwgMTsAAAAAYWRkLnM2NCAJJXJkNTEsICVyZDQ1LCA3Njg7AAAAd2dtbWEubW1h"
        "X2FzeW5jLnN5bmMuYWxpZ25lZC5tNjRuMTI4azE2LmYzMi5mMTYuZjE2IHslZjM3MTcsICVmMzcxNiwgJWYzNzE1LCAlZjM3"
        "MTQsICVmMzcxMywgJWYzNzEyLCAlZjM3MTEsICVmMzcxMCwgJWYzNzA5LCAlZjM3MDgsICVmMzcwNywgJWYzNzA2LCAlZjM3"
        "MDUsICVmMzcwNCwgJWYzNzAzLCAlZjM3MDIsICVmMzcwMSwgJWYzNzAwLCAlZjM2OTksICVmMzY5OCwgJWYzNjk3LCAlZjM2"
        "OTYsICVmMzY5NSwgJWYzNjk0LCAlZjM2OTMsICVmMzY5MiwgJWYzNjkxLCAlZjM2OTAsICVmMzY4OSwgJWYzNjg4LCAlZjM2"
        "ODcsICVmMzY4NiwgJWYzNjg1LCAlZjM2ODQsICVmMzY4MywgJWYzNjgyLCAlZjM2ODEsICVmMzY4MCwgJWYzNjc5LCAlZjM2"
        "NzgsICVmMzY3NywgJWYzNjc2LCAlZjM2NzUsICVmMzY3NCwgJWYzNjczLCAlZjM2NzIsICVmMzY3MSwgJWYzNjcwLCAlZjM2"
        "NjksICVmMzY2OCwgJWYzNjY3LCAlZjM2NjYsICVmMzY2NSwgJWYzNjY0LCAlZjM2NjMsICVmMzY2MiwgJWYzNjYxLCAlZjM2"
        "NjAsICVmMzY1OSwgJWYzNjU4LCAlZjM2NTcsICVmMzY1NiwgJWYzNzE4LCAlZjM3MTl9LCB7JXI5MTEsICVyOTEwLCAlcjkw"
        "OSwgJXI5MDh9LCAlcmQ1MSwgMSwgMSwgMSwgMTsAAAAAYWRkLnM2NCAJJXJkNTIsICVyZDQ1LCA4OTY7AAAAd2dtbWEubW1h"
        "X2FzeW5jLnN5bmMuYWxpZ25lZC5tNjRuMTI4azE2LmYzMi5mMTYuZjE2IHslZjM3MTcsICVmMzcxNiwgJWYzNzE1LCAlZjM3"
        "MTQsICVmMzcxMywgJWYzNzEyLCAlZjM3MTEsICVmMzcxMCwgJWYzNzA5LCAlZjM3MDgsICVmMzcwNywgJWYzNzA2LCAlZjM3"
        "MDUsICVmMzcwNCwgJWYzNzAzLCAlZjM3MDIsICVmMzcwMSwgJWYzNzAwLCAlZjM2OTksICVmMzY5OCwgJWYzNjk3LCAlZjM2"
        "OTYsICVmMzY5NSwgJWYzNjk0LCAlZjM2OTMsICVmMzY5MiwgJWYzNjkxLCAlZjM2OTAsICVmMzY4OSwgJWYzNjg4LCAlZjM2"
        "ODcsICVmMzY4NiwgJWYzNjg1LCAlZjM2ODQsICVmMzY4MywgJWYzNjgyLCAlZjM2ODEsICVmMzY4MCwgJWYzNjc5LCAlZjM2"
        "NzgsICVmMzY3NywgJWYzNjc2LCAlZjM2NzUsICVmMzY3NCwgJWYzNjczLCAlZjM2NzIsICVmMzY3MSwgJWYzNjcwLCAlZjM2"
        "NjksICVmMzY2OCwgJWYzNjY3LCAlZjM2NjYsICVmMzY2NSwgJWYzNjY0LCAlZjM2NjMsICVmMzY2MiwgJWYzNjYxLCAlZjM2"
        "NjAsICVmMzY1OSwgJWYzNjU4LCAlZjM2NTcsICVmMzY1NiwgJWYzNzE4LCAlZjM3MTl9LCB7JXI5MDcsICVyOTA2LCAlcjkw"
        "NSwgJXI5MDR9LCAlcmQ1MiwgMSwgMSwgMSwgMTsAAAAAAAB3Z21tYS5jb21taXRfZ3JvdXAuc3luYy5hbGlnbmVkOwAAAABh"
        "ZGQuczMyIAklcjkzNiwgJXI5MzYsIDE7AABtYXguczMyIAklcjQxMCwgJXIxODAsIDA7AABzZXRwLmx0LnMzMiAJJXAyMywg"
        "JXI5MzYsICVyNDEwOwBtb3YuZjMyIAklZjM2NTAsICVmMjAwOwBtb3YuZjMyIAklZjM2NTEsICVmMTk4OwBAJXAyMyBicmEg"
        "CSRMX19CQjBfMTA7AAAkTF9fQkIwXzIyOgAAAAB3Z21tYS53YWl0X2dyb3VwLnN5bmMuYWxpZ25lZCAwOwAAAAAAAAAAAAAA"
        "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"
        "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"
        "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAYmFyLndhcnAuc3luYyAJLTE7AABzZXRw"
        "Lm5lLnMzMiAJJXAyNCwgJXI0LCAwOwBAJXAyNCBicmEgCSRMX19CQjBfMjQ7AAAAbWF4LnMzMiAJJXI0NzcsICVyMTgwLCAw"
        "OwAAYWRkLnMzMiAJJXI0NzgsICVyNDc3LCAtMTsAAABzaHIudTMyIAklcjQ3OSwgJXI0NzgsIDMxOwBhZGQuczMyIAklcjQ4"
        "MCwgJXI0NzgsICVyNDc5OwBhbmQuYjMyICAJJXI0ODEsICVyNDgwLCAxMzQyMTc3MjY7AHN1Yi5zMzIgCSVyNDgyLCAlcjQ3"
        "OCwgJXI0ODE7AHNobC5iMzIgCSVyNDgzLCAlcjQ4MiwgNTsAAGFkZC5zMzIgCSVyNDg3LCAlcjQ4MywgJXIxODk7AGFkZC5z"
        "MzIgCSVyNDc1LCAlcjQ4NywgMTQ3NTA0OwAAAABtYmFycmllci5hcnJpdmUuc2hhcmVkOjpjdGEuYjY0IF8sIFslcjQ3NV07"
        "AAAAACRMX19CQjBfMjQ6AABtb3YudTMyIAklcjkwMSwgJXRpZC54OwAAbW92LnUzMiAJJXI5MDAsICVjdGFpZC54OwBtb3Yu"
        "dTY0IAklcmQyMTQsIHNtZW1fcmF3OwBsZC5wYXJhbS51NjQgCSVyZDIxMywgW2F0dGVudGlvbl93c19wYXJhbV8zXTsAAGN2"
        "dC51MzIudTY0IAklcjg5OSwgJXJkMjE0OwAAc2hyLnMzMiAJJXI4OTgsICVyOTAwLCAzMTsAc2hyLnUzMiAJJXI4OTcsICVy"
        "ODk4LCAyOTsAYWRkLnMzMiAJJXI4OTYsICVyOTAwLCAlcjg5NzsAAHNoci5zMzIgCSVyODk1LCAlcjkwMSwgMzE7AHNoci51"
        "MzIgCSVyODk0LCAlcjg5NSwgMjU7AGFkZC5zMzIgCSVyODkzLCAlcjkwMSwgJXI4OTQ7AABhbmQuYjMyICAJJXI4OTIsICVy"
        "ODkzLCAtMTI4OwBzdWIuczMyIAklcjg5MSwgJXI5MDEsICVyODkyOwAAbWluLnMzMiAJJXI4OTAsICVyMTY3LCA0OwBtYXgu"
        "czMyIAklcjg4OSwgJXI4OTAsIDA7AAAAbW92LmIzMiAJJXI1MjEsICVmMzc4MzsAbW92LnUzMiAJJXI1MjIsIDMxOwBtb3Yu"
        "dTMyIAklcjUyMywgMTsAbW92LnUzMiAJJXI1MjQsIC0xOwBzaGZsLnN5bmMuYmZseS5iMzIgCSVyNTI1fCVwMjUsICVyNTIx"
        "LCAlcjUyMywgJXI1MjIsICVyNTI0OwBtb3YuYjMyIAklZjM1NzgsICVyNTI1OwBhZGQuZjMyIAklZjM1NzksICVmMzc4Mywg"
        "JWYzNTc4OwAAbW92LmIzMiAJJXI1MjYsICVmMzU3OTsAbW92LnUzMiAJJXI1MjcsIDI7AHNoZmwuc3luYy5iZmx5LmIzMiAJ"
        "JXI1Mjh8JXAyNiwgJXI1MjYsICVyNTI3LCAlcjUyMiwgJXI1MjQ7AG1vdi5iMzIgCSVmMzU4MCwgJXI1Mjg7AGFkZC5mMzIg"
        "CSVmMzU4MSwgJWYzNTc5LCAlZjM1ODA7AAAAbW92LmIzMiAJJXI1MjksICVmMzc4MjsAc2hmbC5zeW5jLmJmbHkuYjMyIAkl"
        "cjUzMHwlcDI3LCAlcjUyOSwgJXI1MjMsICVyNTIyLCAlcjUyNDsAbW92LmIzMiAJJWYzNTgyLCAlcjUzMDsAYWRkLmYzMiAJ"
        "JWYzNTgzLCAlZjM3ODIsICVmMzU4MjsAAG1vdi5iMzIgCSVyNTMxLCAlZjM1ODM7AHNoZmwuc3luYy5iZmx5LmIzMiAJJXI1"
        "MzJ8JXAyOCwgJXI1MzEsICVyNTI3LCAlcjUyMiwgJXI1MjQ7AG1vdi5iMzIgCSVmMzU4NCwgJXI1MzI7AGFkZC5mMzIgCSVm"
        "MzU4NSwgJWYzNTgzLCAlZjM1ODQ7AAByY3Aucm4uZjMyIAklZjM1ODYsICVmMzU4MTsAcmNwLnJuLmYzMiAJJWYzNTg3LCAl"
        "ZjM1ODU7AABzaHIuczMyIAklcjUzMywgJXI4OTEsIDMxOwBzaHIudTMyIAklcjUzNCwgJXI1MzMsIDI3OwBhZGQuczMyIAkl"
        "cjUzNSwgJXI4OTEsICVyNTM0OwBzaHIuczMyIAklcjUzNiwgJXI1MzUsIDU7AHNobC5iMzIgCSVyNTM3LCAlcjUzNiwgNDsA"
        "YW5kLmIzMiAgCSVyNTM4LCAlcjUzNSwgLTMyOwBzdWIuczMyIAklcjUzOSwgJXI4OTEsICVyNTM4OwBzaHIuczMyIAklcjU0"
        "MCwgJXI1MzksIDMxOwBzaHIudTMyIAklcjU0MSwgJXI1NDAsIDMwOwBhZGQuczMyIAklcjU0MiwgJXI1MzksICVyNTQxOwBz"
        "aHIuczMyIAklcjU0MywgJXI1NDIsIDI7AGFkZC5zMzIgCSVyNTQ0LCAlcjUzNywgJXI1NDM7AAAAAHNobC5iMzIgCSVyNTQ5"
        "LCAlcjg5NiwgNjsAYW5kLmIzMiAgCSVyNTUwLCAlcjU0OSwgLTUxMjsAAGN2dC5zNjQuczMyIAklcmQ1NiwgJXI1NTA7AABz"
        "aGwuYjMyIAklcjU1MSwgJXIyLCAxNDsAAGFkZC5zMzIgCSVyNTUyLCAlcjU1MSwgLTE2Mzg0OwAAY3Z0LnU2NC51MzIgCSVy"
        "ZDU3LCAlcjU1MjsAc3ViLnMzMiAJJXI1NTYsICVyMTg5LCAlcjg5OTsAY3Z0LnU2NC51MzIgCSVyZDU5LCAlcjU1NjsAYWRk"
        "LnM2NCAJJXJkNjAsICVyZDU3LCAlcmQ1OTsAAHNoci51MzIgCSVyNTU3LCAlcjUzMywgMzA7AGFkZC5zMzIgCSVyNTU4LCAl"
        "cjg5MSwgJXI1NTc7AGFuZC5iMzIgIAklcjU1OSwgJXI1NTgsIDEwNzM3NDE4MjA7AHN1Yi5zMzIgCSVyNTYwLCAlcjg5MSwg"
        "JXI1NTk7AHNobC5iMzIgCSVyNTYxLCAlcjU2MCwgMjsAY3Z0LnM2NC5zMzIgCSVyZDYxLCAlcjU2MTsAYWRkLnM2NCAJJXJk"
        "NjIsICVyZDYwLCAlcmQ2MTsAAG11bC5mMzIgCSVmMzUxNSwgJWYzNzE3LCAlZjM1ODY7AG11bC5mMzIgCSVmMzUxNCwgJWYz"
        "NTg2LCAlZjM3MTY7AAAAAGN2dC5ybi5mMTZ4Mi5mMzIgJXI0ODgsICVmMzUxNCwgJWYzNTE1OwAAAAAAc2hsLmIzMiAJJXI1"
        "NjIsICVyNTQ0LCA3OwBzaGwuYjMyIAklcjU2MywgJXI1NDQsIDQ7AGFuZC5iMzIgIAklcjU2NCwgJXI1NjMsIDExMjsAb3Iu"
        "YjMyICAJJXI1NjUsICVyNTY0LCAlcjU2MjsAAGN2dC5zNjQuczMyIAklcmQ2MywgJXI1NjU7AGFkZC5zNjQgCSVyZDY0LCAl"
        "cmQ2MiwgJXJkNjM7AGFkZC5zNjQgCSVyZDY1LCAlcmQyMTQsICVyZDY0OwBzdC5zaGFyZWQudTMyIAlbJXJkNjVdLCAlcjQ4"
        "ODsAAG11bC5mMzIgCSVmMzUxNywgJWYzNzE1LCAlZjM1ODc7AG11bC5mMzIgCSVmMzUxNiwgJWYzNTg3LCAlZjM3MTQ7AAAA"
        "Y3Z0LnJuLmYxNngyLmYzMiAlcjQ4OSwgJWYzNTE2LCAlZjM1MTc7AAAAAGFkZC5zMzIgCSVyNTY2LCAlcjU0NCwgODsAAHNo"
        "bC5iMzIgCSVyNTY3LCAlcjU2NiwgNzsAc2hsLmIzMiAJJXI1NjgsICVyNTY2LCA0OwBhbmQuYjMyICAJJXI1NjksICVyNTY4"
        "LCAxMTI7AG9yLmIzMiAgCSVyNTcwLCAlcjU2OSwgJXI1Njc7AABjdnQuczY0LnMzMiAJJXJkNjYsICVyNTcwOwBhZGQuczY0"
        "IAklcmQ2NywgJXJkNjIsICVyZDY2OwBhZGQuczY0IAklcmQ2OCwgJXJkMjE0LCAlcmQ2NzsAc3Quc2hhcmVkLnUzMiAJWyVy"
        "ZDY4XSwgJXI0ODk7AABtdWwuZjMyIAklZjM1MTksICVmMzcxMywgJWYzNTg2OwBtdWwuZjMyIAklZjM1MTgsICVmMzU4Niwg"
        "JWYzNzEyOwAAAGN2dC5ybi5mMTZ4Mi5mMzIgJXI0OTAsICVmMzUxOCwgJWYzNTE5OwAAAAB4b3IuYjMyICAJJXI1NzEsICVy"
        "NTY0LCAxNjsAb3IuYjMyICAJJXI1NzIsICVyNTcxLCAlcjU2MjsAAGN2dC5zNjQuczMyIAklcmQ2OSwgJXI1NzI7AGFkZC5z"
        "NjQgCSVyZDcwLCAlcmQ2MiwgJXJkNjk7AGFkZC5zNjQgCSVyZDcxLCAlcmQyMTQsICVyZDcwOwBzdC5zaGFyZWQudTMyIAlb"
        "JXJkNzFdLCAlcjQ5MDsAAG11bC5mMzIgCSVmMzUyMSwgJWYzNzExLCAlZjM1ODc7AG11bC5mMzIgCSVmMzUyMCwgJWYzNTg3"
        "LCAlZjM3MTA7AAAAY3Z0LnJuLmYxNngyLmYzMiAlcjQ5MSwgJWYzNTIwLCAlZjM1MjE7AAAAAHhvci5iMzIgIAklcjU3Mywg"
        "JXI1NjksIDE2OwBvci5iMzIgIAklcjU3NCwgJXI1NzMsICVyNTY3OwAAY3Z0LnM2NC5zMzIgCSVyZDcyLCAlcjU3NDsAYWRk"
        "LnM2NCAJJXJkNzMsICVyZDYyLCAlcmQ3MjsAYWRkLnM2NCAJJXJkNzQsICVyZDIxNCwgJXJkNzM7AHN0LnNoYXJlZC51MzIg"
        "CVslcmQ3NF0sICVyNDkxOwAAbXVsLmYzMiAJJWYzNTIzLCAlZjM3MDksICVmMzU4NjsAbXVsLmYzMiAJJWYzNTIyLCAlZjM1"
        "ODYsICVmMzcwODsAAABjdnQucm4uZjE2eDIuZjMyICVyNDkyLCAlZjM1MjIsICVmMzUyMzsAAAAAeG9yLmIzMiAgCSVyNTc1"
        "LCAlcjU2NCwgMzI7AG9yLmIzMiAgCSVyNTc2LCAlcjU3NSwgJXI1NjI7AABjdnQuczY0LnMzMiAJJXJkNzUsICVyNTc2OwBh"
        "ZGQuczY0IAklcmQ3NiwgJXJkNjIsICVyZDc1OwBhZGQuczY0IAklcmQ3NywgJXJkMjE0LCAlcmQ3NjsAc3Quc2hhcmVkLnUz"
        "MiAJWyVyZDc3XSwgJXI0OTI7AABtdWwuZjMyIAklZjM1MjUsICVmMzcwNywgJWYzNTg3OwBtdWwuZjMyIAklZjM1MjQsICVm"
        "MzU4NywgJWYzNzA2OwAAAGN2dC5ybi5mMTZ4Mi5mMzIgJXI0OTMsICVmMzUyNCwgJWYzNTI1OwAAAAB4b3IuYjMyICAJJXI1"
        "NzcsICVyNTY5LCAzMjsAb3IuYjMyICAJJXI1NzgsICVyNTc3LCAlcjU2NzsAAGN2dC5zNjQuczMyIAklcmQ3OCwgJXI1Nzg7"
        "AGFkZC5zNjQgCSVyZDc5LCAlcmQ2MiwgJXJkNzg7AGFkZC5zNjQgCSVyZDgwLCAlcmQyMTQsICVyZDc5OwBzdC5zaGFyZWQu"
        "dTMyIAlbJXJkODBdLCAlcjQ5MzsAAG11bC5mMzIgCSVmMzUyNywgJWYzNzA1LCAlZjM1ODY7AG11bC5mMzIgCSVmMzUyNiwg"
        "JWYzNTg2LCAlZjM3MDQ7AAAAY3Z0LnJuLmYxNngyLmYzMiAlcjQ5NCwgJWYzNTI2LCAlZjM1Mjc7AAAAAHhvci5iMzIgIAkl"
        "cjU3OSwgJXI1NjQsIDQ4OwBvci5iMzIgIAklcjU4MCwgJXI1NzksICVyNTYyOwAAY3Z0LnM2NC5zMzIgCSVyZDgxLCAlcjU4"
        "MDsAYWRkLnM2NCAJJXJkODIsICVyZDYyLCAlcmQ4MTsAYWRkLnM2NCAJJXJkODMsICVyZDIxNCwgJXJkODI7AHN0LnNoYXJl"
        "ZC51MzIgCVslcmQ4M10sICVyNDk0OwAAbXVsLmYzMiAJJWYzNTI5LCAlZjM3MDMsICVmMzU4NzsAbXVsLmYzMiAJJWYzNTI4"
        "LCAlZjM1ODcsICVmMzcwMjsAAABjdnQucm4uZjE2eDIuZjMyICVyNDk1LCAlZjM1MjgsICVmMzUyOTsAAAAAeG9yLmIzMiAg"
        "CSVyNTgxLCAlcjU2OSwgNDg7AG9yLmIzMiAgCSVyNTgyLCAlcjU4MSwgJXI1Njc7AABjdnQuczY0LnMzMiAJJXJkODQsICVy"
        "NTgyOwBhZGQuczY0IAklcmQ4NSwgJXJkNjIsICVyZDg0OwBhZGQuczY0IAklcmQ4NiwgJXJkMjE0LCAlcmQ4NTsAc3Quc2hh"
        "cmVkLnUzMiAJWyVyZDg2XSwgJXI0OTU7AABtdWwuZjMyIAklZjM1MzEsICVmMzcwMSwgJWYzNTg2OwBtdWwuZjMyIAklZjM1"
        "MzAsICVmMzU4NiwgJWYzNzAwOwAAAGN2dC5ybi5mMTZ4Mi5mMzIgJXI0OTYsICVmMzUzMCwgJWYzNTMxOwAAAAB4b3IuYjMy"
        "ICAJJXI1ODMsICVyNTY0LCA2NDsAb3IuYjMyICAJJXI1ODQsICVyNTgzLCAlcjU2MjsAAGN2dC5zNjQuczMyIAklcmQ4Nywg"
        "JXI1ODQ7AGFkZC5zNjQgCSVyZDg4LCAlcmQ2MiwgJXJkODc7AGFkZC5zNjQgCSVyZDg5LCAlcmQyMTQsICVyZDg4OwBzdC5z"
        "aGFyZWQudTMyIAlbJXJkODldLCAlcjQ5NjsAAG11bC5mMzIgCSVmMzUzMywgJWYzNjk5LCAlZjM1ODc7AG11bC5mMzIgCSVm"
        "MzUzMiwgJWYzNTg3LCAlZjM2OTg7AAAAY3Z0LnJuLmYxNngyLmYzMiAlcjQ5NywgJWYzNTMyLCAlZjM1MzM7AAAAAHhvci5i"
        "MzIgIAklcjU4NSwgJXI1NjksIDY0OwBvci5iMzIgIAklcjU4NiwgJXI1ODUsICVyNTY3OwAAY3Z0LnM2NC5zMzIgCSVyZDkw"
        "LCAlcjU4NjsAYWRkLnM2NCAJJXJkOTEsICVyZDYyLCAlcmQ5MDsAYWRkLnM2NCAJJXJkOTIsICVyZDIxNCwgJXJkOTE7AHN0"
        "LnNoYXJlZC51MzIgCVslcmQ5Ml0sICVyNDk3OwAAbXVsLmYzMiAJJWYzNTM1LCAlZjM2OTcsICVmMzU4NjsAbXVsLmYzMiAJ"
        "JWYzNTM0LCAlZjM1ODYsICVmMzY5NjsAAABjdnQucm4uZjE2eDIuZjMyICVyNDk4LCAlZjM1MzQsICVmMzUzNTsAAAAAeG9y"
        "LmIzMiAgCSVyNTg3LCAlcjU2NCwgODA7AG9yLmIzMiAgCSVyNTg4LCAlcjU4NywgJXI1NjI7AABjdnQuczY0LnMzMiAJJXJk"
        "OTMsICVyNTg4OwBhZGQuczY0IAklcmQ5NCwgJXJkNjIsICVyZDkzOwBhZGQuczY0IAklcmQ5NSwgJXJkMjE0LCAlcmQ5NDsA"
        "c3Quc2hhcmVkLnUzMiAJWyVyZDk1XSwgJXI0OTg7AABtdWwuZjMyIAklZjM1MzcsICVmMzY5NSwgJWYzNTg3OwBtdWwuZjMy"
        "IAklZjM1MzYsICVmMzU4NywgJWYzNjk0OwAAAGN2dC5ybi5mMTZ4Mi5mMzIgJXI0OTksICVmMzUzNiwgJWYzNTM3OwAAAAB4"
        "b3IuYjMyICAJJXI1ODksICVyNTY5LCA4MDsAb3IuYjMyICAJJXI1OTAsICVyNTg5LCAlcjU2NzsAAGN2dC5zNjQuczMyIAkl"
        "cmQ5NiwgJXI1OTA7AGFkZC5zNjQgCSVyZDk3LCAlcmQ2MiwgJXJkOTY7AGFkZC5zNjQgCSVyZDk4LCAlcmQyMTQsICVyZDk3"
        "OwBzdC5zaGFyZWQudTMyIAlbJXJkOThdLCAlcjQ5OTsAAG11bC5mMzIgCSVmMzUzOSwgJWYzNjkzLCAlZjM1ODY7AG11bC5m"
        "MzIgCSVmMzUzOCwgJWYzNTg2LCAlZjM2OTI7AAAAY3Z0LnJuLmYxNngyLmYzMiAlcjUwMCwgJWYzNTM4LCAlZjM1Mzk7AAAA"
        "AHhvci5iMzIgIAklcjU5MSwgJXI1NjQsIDk2OwBvci5iMzIgIAklcjU5MiwgJXI1OTEsICVyNTYyOwAAY3Z0LnM2NC5zMzIg"
        "CSVyZDk5LCAlcjU5MjsAYWRkLnM2NCAJJXJkMTAwLCAlcmQ2MiwgJXJkOTk7AGFkZC5zNjQgCSVyZDEwMSwgJXJkMjE0LCAl"
        "cmQxMDA7AHN0LnNoYXJlZC51MzIgCVslcmQxMDFdLCAlcjUwMDsAAG11bC5mMzIgCSVmMzU0MSwgJWYzNjkxLCAlZjM1ODc7"
        "AG11bC5mMzIgCSVmMzU0MCwgJWYzNTg3LCAlZjM2OTA7AAAAY3Z0LnJuLmYxNngyLmYzMiAlcjUwMSwgJWYzNTQwLCAlZjM1"
        "NDE7AAAAAHhvci5iMzIgIAklcjU5MywgJXI1NjksIDk2OwBvci5iMzIgIAklcjU5NCwgJXI1OTMsICVyNTY3OwAAY3Z0LnM2"
        "NC5zMzIgCSVyZDEwMiwgJXI1OTQ7AGFkZC5zNjQgCSVyZDEwMywgJXJkNjIsICVyZDEwMjsAYWRkLnM2NCAJJXJkMTA0LCAl"
        "cmQyMTQsICVyZDEwMzsAc3Quc2hhcmVkLnUzMiAJWyVyZDEwNF0sICVyNTAxOwAAbXVsLmYzMiAJJWYzNTQzLCAlZjM2ODks"
        "ICVmMzU4NjsAbXVsLmYzMiAJJWYzNTQyLCAlZjM1ODYsICVmMzY4ODsAAABjdnQucm4uZjE2eDIuZjMyICVyNTAyLCAlZjM1"
        "NDIsICVmMzU0MzsAAAAAeG9yLmIzMiAgCSVyNTk1LCAlcjU2NCwgMTEyOwBvci5iMzIgIAklcjU5NiwgJXI1OTUsICVyNTYy"
        "OwAAY3Z0LnM2NC5zMzIgCSVyZDEwNSwgJXI1OTY7AGFkZC5zNjQgCSVyZDEwNiwgJXJkNjIsICVyZDEwNTsAYWRkLnM2NCAJ"
        "JXJkMTA3LCAlcmQyMTQsICVyZDEwNjsAc3Quc2hhcmVkLnUzMiAJWyVyZDEwN10sICVyNTAyOwAAbXVsLmYzMiAJJWYzNTQ1"
        "LCAlZjM2ODcsICVmMzU4NzsAbXVsLmYzMiAJJWYzNTQ0LCAlZjM1ODcsICVmMzY4NjsAAABjdnQucm4uZjE2eDIuZjMyICVy"
        "NTAzLCAlZjM1NDQsICVmMzU0NTsAAAAAc3Quc2hhcmVkLnUzMiAJWyVyZDEwNysxMDI0XSwgJXI1MDM7AABtdWwuZjMyIAkl"
        "ZjM1NDcsICVmMzY4NSwgJWYzNTg2OwBtdWwuZjMyIAklZjM1NDYsICVmMzU4NiwgJWYzNjg0OwAAAGN2dC5ybi5mMTZ4Mi5m"
        "MzIgJXI1MDQsICVmMzU0NiwgJWYzNTQ3OwAAAABzdC5zaGFyZWQudTMyIAlbJXJkNjgrNzE2OF0sICVyNTA0OwAAbXVsLmYz"
        "MiAJJWYzNTQ5LCAlZjM2ODMsICVmMzU4NzsAbXVsLmYzMiAJJWYzNTQ4LCAlZjM1ODcsICVmMzY4MjsAAABjdnQucm4uZjE2"
        "eDIuZjMyICVyNTA1LCAlZjM1NDgsICVmMzU0OTsAAAAAYWRkLnMzMiAJJXI1OTcsICVyNTYyLCA5MjE2OwBvci5iMzIgIAkl"
        "cjU5OCwgJXI1NjQsICVyNTk3OwAAY3Z0LnM2NC5zMzIgCSVyZDEwOCwgJXI1OTg7AGFkZC5zNjQgCSVyZDEwOSwgJXJkNjIs"
        "ICVyZDEwODsAYWRkLnM2NCAJJXJkMTEwLCAlcmQyMTQsICVyZDEwOTsAc3Quc2hhcmVkLnUzMiAJWyVyZDExMF0sICVyNTA1"
        "OwAAbXVsLmYzMiAJJWYzNTUxLCAlZjM2ODEsICVmMzU4NjsAbXVsLmYzMiAJJWYzNTUwLCAlZjM1ODYsICVmMzY4MDsAAABj"
        "dnQucm4uZjE2eDIuZjMyICVyNTA2LCAlZjM1NTAsICVmMzU1MTsAAAAAc3Quc2hhcmVkLnUzMiAJWyVyZDcxKzgxOTJdLCAl"
        "cjUwNjsAAG11bC5mMzIgCSVmMzU1MywgJWYzNjc5LCAlZjM1ODc7AG11bC5mMzIgCSVmMzU1MiwgJWYzNTg3LCAlZjM2Nzg7"
        "AAAAY3Z0LnJuLmYxNngyLmYzMiAlcjUwNywgJWYzNTUyLCAlZjM1NTM7AAAAAHN0LnNoYXJlZC51MzIgCVslcmQ3MSs5MjE2"
        "XSwgJXI1MDc7AABtdWwuZjMyIAklZjM1NTUsICVmMzY3NywgJWYzNTg2OwBtdWwuZjMyIAklZjM1NTQsICVmMzU4NiwgJWYz"
        "Njc2OwAAAGN2dC5ybi5mMTZ4Mi5mMzIgJXI1MDgsICVmMzU1NCwgJWYzNTU1OwAAAABzdC5zaGFyZWQudTMyIAlbJXJkNzcr"
        "ODE5Ml0sICVyNTA4OwAAbXVsLmYzMiAJJWYzNTU3LCAlZjM2NzUsICVmMzU4NzsAbXVsLmYzMiAJJWYzNTU2LCAlZjM1ODcs"
        "ICVmMzY3NDsAAABjdnQucm4uZjE2eDIuZjMyICVyNTA5LCAlZjM1NTYsICVmMzU1NzsAAAAAc3Quc2hhcmVkLnUzMiAJWyVy"
        "ZDc3KzkyMTZdLCAlcjUwOTsAAG11bC5mMzIgCSVmMzU1OSwgJWYzNjczLCAlZjM1ODY7AG11bC5mMzIgCSVmMzU1OCwgJWYz"
        "NTg2LCAlZjM2NzI7AAAAY3Z0LnJuLmYxNngyLmYzMiAlcjUxMCwgJWYzNTU4LCAlZjM1NTk7AAAAAHN0LnNoYXJlZC51MzIg"
        "CVslcmQ4Mys4MTkyXSwgJXI1MTA7AABtdWwuZjMyIAklZjM1NjEsICVmMzY3MSwgJWYzNTg3OwBtdWwuZjMyIAklZjM1NjAs"
        "ICVmMzU4NywgJWYzNjcwOwAAAGN2dC5ybi5mMTZ4Mi5mMzIgJXI1MTEsICVmMzU2MCwgJWYzNTYxOwAAAABzdC5zaGFyZWQu"
        "dTMyIAlbJXJkODMrOTIxNl0sICVyNTExOwAAbXVsLmYzMiAJJWYzNTYzLCAlZjM2NjksICVmMzU4NjsAbXVsLmYzMiAJJWYz"
        "NTYyLCAlZjM1ODYsICVmMzY2ODsAAABjdnQucm4uZjE2eDIuZjMyICVyNTEyLCAlZjM1NjIsICVmMzU2MzsAAAAAc3Quc2hh"
        "cmVkLnUzMiAJWyVyZDg5KzgxOTJdLCAlcjUxMjsAAG11bC5mMzIgCSVmMzU2NSwgJWYzNjY3LCAlZjM1ODc7AG11bC5mMzIg"
        "CSVmMzU2NCwgJWYzNTg3LCAlZjM2NjY7AAAAY3Z0LnJuLmYxNngyLmYzMiAlcjUxMywgJWYzNTY0LCAlZjM1NjU7AAAAAHN0"
        "LnNoYXJlZC51MzIgCVslcmQ4OSs5MjE2XSwgJXI1MTM7AABtdWwuZjMyIAklZjM1NjcsICVmMzY2NSwgJWYzNTg2OwBtdWwu"
        "ZjMyIAklZjM1NjYsICVmMzU4NiwgJWYzNjY0OwAAAGN2dC5ybi5mMTZ4Mi5mMzIgJXI1MTQsICVmMzU2NiwgJWYzNTY3OwAA"
        "AABzdC5zaGFyZWQudTMyIAlbJXJkOTUrODE5Ml0sICVyNTE0OwAAbXVsLmYzMiAJJWYzNTY5LCAlZjM2NjMsICVmMzU4NzsA"
        "bXVsLmYzMiAJJWYzNTY4LCAlZjM1ODcsICVmMzY2MjsAAABjdnQucm4uZjE2eDIuZjMyICVyNTE1LCAlZjM1NjgsICVmMzU2"
        "OTsAAAAAc3Quc2hhcmVkLnUzMiAJWyVyZDk1KzkyMTZdLCAlcjUxNTsAAG11bC5mMzIgCSVmMzU3MSwgJWYzNjYxLCAlZjM1"
        "ODY7AG11bC5mMzIgCSVmMzU3MCwgJWYzNTg2LCAlZjM2NjA7AAAAY3Z0LnJuLmYxNngyLmYzMiAlcjUxNiwgJWYzNTcwLCAl"
        "ZjM1NzE7AAAAAHN0LnNoYXJlZC51MzIgCVslcmQxMDErODE5Ml0sICVyNTE2OwAAbXVsLmYzMiAJJWYzNTczLCAlZjM2NTks"
        "ICVmMzU4NzsAbXVsLmYzMiAJJWYzNTcyLCAlZjM1ODcsICVmMzY1ODsAAABjdnQucm4uZjE2eDIuZjMyICVyNTE3LCAlZjM1"
        "NzIsICVmMzU3MzsAAAAAc3Quc2hhcmVkLnUzMiAJWyVyZDEwMSs5MjE2XSwgJXI1MTc7AABtdWwuZjMyIAklZjM1NzUsICVm"
        "MzY1NywgJWYzNTg2OwBtdWwuZjMyIAklZjM1NzQsICVmMzU4NiwgJWYzNjU2OwAAAGN2dC5ybi5mMTZ4Mi5mMzIgJXI1MTgs"
        "ICVmMzU3NCwgJWYzNTc1OwAAAABzdC5zaGFyZWQudTMyIAlbJXJkMTA3KzgxOTJdLCAlcjUxODsAAG11bC5mMzIgCSVmMzU3"
        "NywgJWYzNzE4LCAlZjM1ODc7AG11bC5mMzIgCSVmMzU3NiwgJWYzNTg3LCAlZjM3MTk7AAAAY3Z0LnJuLmYxNngyLmYzMiAl"
        "cjUxOSwgJWYzNTc2LCAlZjM1Nzc7AAAAAG9yLmIzMiAgCSVyNTk5LCAlcjU5NSwgJXI1OTc7AABjdnQuczY0LnMzMiAJJXJk"
        "MTExLCAlcjU5OTsAYWRkLnM2NCAJJXJkMTEyLCAlcmQ2MiwgJXJkMTExOwBhZGQuczY0IAklcmQxMTMsICVyZDIxNCwgJXJk"
        "MTEyOwBzdC5zaGFyZWQudTMyIAlbJXJkMTEzXSwgJXI1MTk7AABjdnQuczY0LnMzMiAJJXJkMTE0LCAlcjg7AGFkZC5zNjQg"
        "CSVyZDExNSwgJXJkMTE0LCAlcmQ1NjsAAAAAAGJhci5zeW5jICVyMiwgMTI4OwAAAABzaHIudTMyIAklcjYwMCwgJXI1MzMs"
        "IDI4OwBhZGQuczMyIAklcjYwMSwgJXI4OTEsICVyNjAwOwBhbmQuYjMyICAJJXI2MDIsICVyNjAxLCAtMTY7AHN1Yi5zMzIg"
        "CSVyNjAzLCAlcjg5MSwgJXI2MDI7AAAAc2hsLmIzMiAJJXI2MDQsICVyNjAzLCAzOwBhbmQuYjMyICAJJXI2MDUsICVyNjA0"
        "LCAzMzU1NDM2ODsAAHNoci5zMzIgCSVyNjA2LCAlcjYwMSwgNDsAAGFkZC5zMzIgCSVyNjA3LCAlcjYwNSwgJXI2MDY7AHNo"
        "bC5iMzIgCSVyNjA4LCAlcjYwNywgNzsAeG9yLmIzMiAgCSVyNjA5LCAlcjYwMywgJXI2MDY7AHNobC5iMzIgCSVyNjEwLCAl"
        "cjYwOSwgNDsAYW5kLmIzMiAgCSVyNjExLCAlcjYxMCwgMTEyOwBvci5iMzIgIAklcjYxMiwgJXI2MDgsICVyNjExOwAAY3Z0"
        "LnM2NC5zMzIgCSVyZDExNiwgJXI2MTI7AGFkZC5zNjQgCSVyZDExNywgJXJkNjAsICVyZDExNjsAYWRkLnM2NCAJJXJkMTE4"
        "LCAlcmQyMTQsICVyZDExNzsAAGN2dC5zNjQuczMyIAklcmQxMTksICVyNjA2OwBhZGQuczY0IAklcmQxMjAsICVyZDExNSwg"
        "JXJkMTE5OwBzaGwuYjY0IAklcmQxMjEsICVyZDEyMCwgNzsAY3Z0LnM2NC5zMzIgCSVyZDEyMiwgJXI2MDQ7AGFkZC5zNjQg"
        "CSVyZDEyMywgJXJkMTIxLCAlcmQxMjI7AGN2dGEudG8uZ2xvYmFsLnU2NCAJJXJkMTI0LCAlcmQyMTM7AHNobC5iNjQgCSVy"
        "ZDEyNSwgJXJkMTIzLCAxOwBhZGQuczY0IAklcmQxMjYsICVyZDEyNCwgJXJkMTI1OwBsZC5zaGFyZWQudjQudTMyIAl7JXI2"
        "MTMsICVyNjE0LCAlcjYxNSwgJXI2MTZ9LCBbJXJkMTE4XTsAc3QuZ2xvYmFsLnY0LnUzMiAJWyVyZDEyNl0sIHslcjYxMywg"
        "JXI2MTQsICVyNjE1LCAlcjYxNn07AABhZGQuczMyIAklcjYyMSwgJXI4OTEsIDEyODsAc2hyLnMzMiAJJXI2MjIsICVyNjIx"
        "LCAzMTsAc2hyLnUzMiAJJXI2MjMsICVyNjIyLCAyODsAYWRkLnMzMiAJJXI2MjQsICVyNjIxLCAlcjYyMzsAc2hyLnMzMiAJ"
        "JXI2MjUsICVyNjI0LCA0OwBhbmQuYjMyICAJJXI2MjYsICVyNjI0LCAtMTY7AHN1Yi5zMzIgCSVyNjI3LCAlcjYyMSwgJXI2"
        "MjY7AABzaGwuYjMyIAklcjYyOCwgJXI2MjcsIDM7AGFuZC5iMzIgIAklcjYyOSwgJXI2MjgsIDMzNTU0MzY4OwBhZGQuczMy"
        "IAklcjYzMCwgJXI2MjksICVyNjI1OwBzaGwuYjMyIAklcjYzMSwgJXI2MzAsIDc7AHhvci5iMzIgIAklcjYzMiwgJXI2Mjcs"
        "ICVyNjI1OwBzaGwuYjMyIAklcjYzMywgJXI2MzIsIDQ7AGFuZC5iMzIgIAklcjYzNCwgJXI2MzMsIDExMjsAb3IuYjMyICAJ"
        "JXI2MzUsICVyNjMxLCAlcjYzNDsAAGN2dC5zNjQuczMyIAklcmQxMjcsICVyNjM1OwBhZGQuczY0IAklcmQxMjgsICVyZDYw"
        "LCAlcmQxMjc7AGFkZC5zNjQgCSVyZDEyOSwgJXJkMjE0LCAlcmQxMjg7AABjdnQuczY0LnMzMiAJJXJkMTMwLCAlcjYyNTsA"
        "YWRkLnM2NCAJJXJkMTMxLCAlcmQxMTUsICVyZDEzMDsAc2hsLmI2NCAJJXJkMTMyLCAlcmQxMzEsIDc7AGN2dC5zNjQuczMy"
        "IAklcmQxMzMsICVyNjI4OwBhZGQuczY0IAklcmQxMzQsICVyZDEzMiwgJXJkMTMzOwBzaGwuYjY0IAklcmQxMzUsICVyZDEz"
        "NCwgMTsAYWRkLnM2NCAJJXJkMTM2LCAlcmQxMjQsICVyZDEzNTsAbGQuc2hhcmVkLnY0LnUzMiAJeyVyNjM2LCAlcjYzNywg"
        "JXI2MzgsICVyNjM5fSwgWyVyZDEyOV07AHN0Lmdsb2JhbC52NC51MzIgCVslcmQxMzZdLCB7JXI2MzYsICVyNjM3LCAlcjYz"
        "OCwgJXI2Mzl9OwAAYWRkLnMzMiAJJXI2NDQsICVyODkxLCAyNTY7AHNoci5zMzIgCSVyNjQ1LCAlcjY0NCwgMzE7AHNoci51"
        "MzIgCSVyNjQ2LCAlcjY0NSwgMjg7AGFkZC5zMzIgCSVyNjQ3LCAlcjY0NCwgJXI2NDY7AHNoci5zMzIgCSVyNjQ4LCAlcjY0"
        "NywgNDsAYW5kLmIzMiAgCSVyNjQ5LCAlcjY0NywgLTE2OwBzdWIuczMyIAklcjY1MCwgJXI2NDQsICVyNjQ5OwAAc2hsLmIz"
        "MiAJJXI2NTEsICVyNjUwLCAzOwBhbmQuYjMyICAJJXI2NTIsICVyNjUxLCAzMzU1NDM2ODsAYWRkLnMzMiAJJXI2NTMsICVy"
        "NjUyLCAlcjY0ODsAc2hsLmIzMiAJJXI2NTQsICVyNjUzLCA3OwB4b3IuYjMyICAJJXI2NTUsICVyNjUwLCAlcjY0ODsAc2hs"
        "LmIzMiAJJXI2NTYsICVyNjU1LCA0OwBhbmQuYjMyICAJJXI2NTcsICVyNjU2LCAxMTI7AG9yLmIzMiAgCSVyNjU4LCAlcjY1"
        "NCwgJXI2NTc7AABjdnQuczY0LnMzMiAJJXJkMTM3LCAlcjY1ODsAYWRkLnM2NCAJJXJkMTM4LCAlcmQ2MCwgJXJkMTM3OwBh"
        "ZGQuczY0IAklcmQxMzksICVyZDIxNCwgJXJkMTM4OwAAY3Z0LnM2NC5zMzIgCSVyZDE0MCwgJXI2NDg7AGFkZC5zNjQgCSVy"
        "ZDE0MSwgJXJkMTE1LCAlcmQxNDA7AHNobC5iNjQgCSVyZDE0MiwgJXJkMTQxLCA3OwBjdnQuczY0LnMzMiAJJXJkMTQzLCAl"
        "cjY1MTsAYWRkLnM2NCAJJXJkMTQ0LCAlcmQxNDIsICVyZDE0MzsAc2hsLmI2NCAJJXJkMTQ1LCAlcmQxNDQsIDE7AGFkZC5z"
        "NjQgCSVyZDE0NiwgJXJkMTI0LCAlcmQxNDU7AGxkLnNoYXJlZC52NC51MzIgCXslcjY1OSwgJXI2NjAsICVyNjYxLCAlcjY2"
        "Mn0sIFslcmQxMzldOwBzdC5nbG9iYWwudjQudTMyIAlbJXJkMTQ2XSwgeyVyNjU5LCAlcjY2MCwgJXI2NjEsICVyNjYyfTsA"
        "AGFkZC5zMzIgCSVyNjY3LCAlcjg5MSwgMzg0OwBzaHIuczMyIAklcjY2OCwgJXI2NjcsIDMxOwBzaHIudTMyIAklcjY2OSwg"
        "JXI2NjgsIDI4OwBhZGQuczMyIAklcjY3MCwgJXI2NjcsICVyNjY5OwBzaHIuczMyIAklcjY3MSwgJXI2NzAsIDQ7AGFuZC5i"
        "MzIgIAklcjY3MiwgJXI2NzAsIC0xNjsAc3ViLnMzMiAJJXI2NzMsICVyNjY3LCAlcjY3MjsAAHNobC5iMzIgCSVyNjc0LCAl"
        "cjY3MywgMzsAYW5kLmIzMiAgCSVyNjc1LCAlcjY3NCwgMzM1NTQzNjg7AGFkZC5zMzIgCSVyNjc2LCAlcjY3NSwgJXI2NzE7"
        "AHNobC5iMzIgCSVyNjc3LCAlcjY3NiwgNzsAeG9yLmIzMiAgCSVyNjc4LCAlcjY3MywgJXI2NzE7AHNobC5iMzIgCSVyNjc5"
        "LCAlcjY3OCwgNDsAYW5kLmIzMiAgCSVyNjgwLCAlcjY3OSwgMTEyOwBvci5iMzIgIAklcjY4MSwgJXI2NzcsICVyNjgwOwAA"
        "Y3Z0LnM2NC5zMzIgCSVyZDE0NywgJXI2ODE7AGFkZC5zNjQgCSVyZDE0OCwgJXJkNjAsICVyZDE0NzsAYWRkLnM2NCAJJXJk"
        "MTQ5LCAlcmQyMTQsICVyZDE0ODsAAGN2dC5zNjQuczMyIAklcmQxNTAsICVyNjcxOwBhZGQuczY0IAklcmQxNTEsICVyZDEx"
        "NSwgJXJkMTUwOwBzaGwuYjY0IAklcmQxNTIsICVyZDE1MSwgNzsAY3Z0LnM2NC5zMzIgCSVyZDE1MywgJXI2NzQ7AGFkZC5z"
        "NjQgCSVyZDE1NCwgJXJkMTUyLCAlcmQxNTM7AHNobC5iNjQgCSVyZDE1NSwgJXJkMTU0LCAxOwBhZGQuczY0IAklcmQxNTYs"
        "ICVyZDEyNCwgJXJkMTU1OwBsZC5zaGFyZWQudjQudTMyIAl7JXI2ODIsICVyNjgzLCAlcjY4NCwgJXI2ODV9LCBbJXJkMTQ5"
        "XTsAc3QuZ2xvYmFsLnY0LnUzMiAJWyVyZDE1Nl0sIHslcjY4MiwgJXI2ODMsICVyNjg0LCAlcjY4NX07AABhZGQuczMyIAkl"
        "cjY5MCwgJXI4OTEsIDUxMjsAc2hyLnMzMiAJJXI2OTEsICVyNjkwLCAzMTsAc2hyLnUzMiAJJXI2OTIsICVyNjkxLCAyODsA"
        "YWRkLnMzMiAJJXI2OTMsICVyNjkwLCAlcjY5MjsAc2hyLnMzMiAJJXI2OTQsICVyNjkzLCA0OwBhbmQuYjMyICAJJXI2OTUs"
        "ICVyNjkzLCAtMTY7AHN1Yi5zMzIgCSVyNjk2LCAlcjY5MCwgJXI2OTU7AABzaGwuYjMyIAklcjY5NywgJXI2OTYsIDM7AGFu"
        "ZC5iMzIgIAklcjY5OCwgJXI2OTcsIDMzNTU0MzY4OwBhZGQuczMyIAklcjY5OSwgJXI2OTgsICVyNjk0OwBzaGwuYjMyIAkl"
        "cjcwMCwgJXI2OTksIDc7AHhvci5iMzIgIAklcjcwMSwgJXI2OTYsICVyNjk0OwBzaGwuYjMyIAklcjcwMiwgJXI3MDEsIDQ7"
        "AGFuZC5iMzIgIAklcjcwMywgJXI3MDIsIDExMjsAb3IuYjMyICAJJXI3MDQsICVyNzAwLCAlcjcwMzsAAGN2dC5zNjQuczMy"
        "IAklcmQxNTcsICVyNzA0OwBhZGQuczY0IAklcmQxNTgsICVyZDYwLCAlcmQxNTc7AGFkZC5zNjQgCSVyZDE1OSwgJXJkMjE0"
        "LCAlcmQxNTg7AABjdnQuczY0LnMzMiAJJXJkMTYwLCAlcjY5NDsAYWRkLnM2NCAJJXJkMTYxLCAlcmQxMTUsICVyZDE2MDsA"
        "c2hsLmI2NCAJJXJkMTYyLCAlcmQxNjEsIDc7AGN2dC5zNjQuczMyIAklcmQxNjMsICVyNjk3OwBhZGQuczY0IAklcmQxNjQs"
        "ICVyZDE2MiwgJXJkMTYzOwBzaGwuYjY0IAklcmQxNjUsICVyZDE2NCwgMTsAYWRkLnM2NCAJJXJkMTY2LCAlcmQxMjQsICVy"
        "ZDE2NTsAbGQuc2hhcmVkLnY0LnUzMiAJeyVyNzA1LCAlcjcwNiwgJXI3MDcsICVyNzA4fSwgWyVyZDE1OV07AHN0Lmdsb2Jh"
        "bC52NC51MzIgCVslcmQxNjZdLCB7JXI3MDUsICVyNzA2LCAlcjcwNywgJXI3MDh9OwAAYWRkLnMzMiAJJXI3MTMsICVyODkx"
        "LCA2NDA7AHNoci5zMzIgCSVyNzE0LCAlcjcxMywgMzE7AHNoci51MzIgCSVyNzE1LCAlcjcxNCwgMjg7AGFkZC5zMzIgCSVy"
        "NzE2LCAlcjcxMywgJXI3MTU7AHNoci5zMzIgCSVyNzE3LCAlcjcxNiwgNDsAYW5kLmIzMiAgCSVyNzE4LCAlcjcxNiwgLTE2"
        "OwBzdWIuczMyIAklcjcxOSwgJXI3MTMsICVyNzE4OwAAc2hsLmIzMiAJJXI3MjAsICVyNzE5LCAzOwBhbmQuYjMyICAJJXI3"
        "MjEsICVyNzIwLCAzMzU1NDM2ODsAYWRkLnMzMiAJJXI3MjIsICVyNzIxLCAlcjcxNzsAc2hsLmIzMiAJJXI3MjMsICVyNzIy"
        "LCA3OwB4b3IuYjMyICAJJXI3MjQsICVyNzE5LCAlcjcxNzsAc2hsLmIzMiAJJXI3MjUsICVyNzI0LCA0OwBhbmQuYjMyICAJ"
        "JXI3MjYsICVyNzI1LCAxMTI7AG9yLmIzMiAgCSVyNzI3LCAlcjcyMywgJXI3MjY7AABjdnQuczY0LnMzMiAJJXJkMTY3LCAl"
        "cjcyNzsAYWRkLnM2NCAJJXJkMTY4LCAlcmQ2MCwgJXJkMTY3OwBhZGQuczY0IAklcmQxNjksICVyZDIxNCwgJXJkMTY4OwAA"
        "Y3Z0LnM2NC5zMzIgCSVyZDE3MCwgJXI3MTc7AGFkZC5zNjQgCSVyZDE3MSwgJXJkMTE1LCAlcmQxNzA7AHNobC5iNjQgCSVy"
        "ZDE3MiwgJXJkMTcxLCA3OwBjdnQuczY0LnMzMiAJJXJkMTczLCAlcjcyMDsAYWRkLnM2NCAJJXJkMTc0LCAlcmQxNzIsICVy"
        "ZDE3MzsAc2hsLmI2NCAJJXJkMTc1LCAlcmQxNzQsIDE7AGFkZC5zNjQgCSVyZDE3NiwgJXJkMTI0LCAlcmQxNzU7AGxkLnNo"
        "YXJlZC52NC51MzIgCXslcjcyOCwgJXI3MjksICVyNzMwLCAlcjczMX0sIFslcmQxNjldOwBzdC5nbG9iYWwudjQudTMyIAlb"
        "JXJkMTc2XSwgeyVyNzI4LCAlcjcyOSwgJXI3MzAsICVyNzMxfTsAAGFkZC5zMzIgCSVyNzM2LCAlcjg5MSwgNzY4OwBzaHIu"
        "czMyIAklcjczNywgJXI3MzYsIDMxOwBzaHIudTMyIAklcjczOCwgJXI3MzcsIDI4OwBhZGQuczMyIAklcjczOSwgJXI3MzYs"
        "ICVyNzM4OwBzaHIuczMyIAklcjc0MCwgJXI3MzksIDQ7AGFuZC5iMzIgIAklcjc0MSwgJXI3MzksIC0xNjsAc3ViLnMzMiAJ"
        "JXI3NDIsICVyNzM2LCAlcjc0MTsAAHNobC5iMzIgCSVyNzQzLCAlcjc0MiwgMzsAYW5kLmIzMiAgCSVyNzQ0LCAlcjc0Mywg"
        "MzM1NTQzNjg7AGFkZC5zMzIgCSVyNzQ1LCAlcjc0NCwgJXI3NDA7AHNobC5iMzIgCSVyNzQ2LCAlcjc0NSwgNzsAeG9yLmIz"
        "MiAgCSVyNzQ3LCAlcjc0MiwgJXI3NDA7AHNobC5iMzIgCSVyNzQ4LCAlcjc0NywgNDsAYW5kLmIzMiAgCSVyNzQ5LCAlcjc0"
        "OCwgMTEyOwBvci5iMzIgIAklcjc1MCwgJXI3NDYsICVyNzQ5OwAAY3Z0LnM2NC5zMzIgCSVyZDE3NywgJXI3NTA7AGFkZC5z"
        "NjQgCSVyZDE3OCwgJXJkNjAsICVyZDE3NzsAYWRkLnM2NCAJJXJkMTc5LCAlcmQyMTQsICVyZDE3ODsAAGN2dC5zNjQuczMy"
        "IAklcmQxODAsICVyNzQwOwBhZGQuczY0IAklcmQxODEsICVyZDExNSwgJXJkMTgwOwBzaGwuYjY0IAklcmQxODIsICVyZDE4"
        "MSwgNzsAY3Z0LnM2NC5zMzIgCSVyZDE4MywgJXI3NDM7AGFkZC5zNjQgCSVyZDE4NCwgJXJkMTgyLCAlcmQxODM7AHNobC5i"
        "NjQgCSVyZDE4NSwgJXJkMTg0LCAxOwBhZGQuczY0IAklcmQxODYsICVyZDEyNCwgJXJkMTg1OwBsZC5zaGFyZWQudjQudTMy"
        "IAl7JXI3NTEsICVyNzUyLCAlcjc1MywgJXI3NTR9LCBbJXJkMTc5XTsAc3QuZ2xvYmFsLnY0LnUzMiAJWyVyZDE4Nl0sIHsl"
        "cjc1MSwgJXI3NTIsICVyNzUzLCAlcjc1NH07AABhZGQuczMyIAklcjc1OSwgJXI4OTEsIDg5NjsAc2hyLnMzMiAJJXI3NjAs"
        "ICVyNzU5LCAzMTsAc2hyLnUzMiAJJXI3NjEsICVyNzYwLCAyODsAYWRkLnMzMiAJJXI3NjIsICVyNzU5LCAlcjc2MTsAc2hy"
        "LnMzMiAJJXI3NjMsICVyNzYyLCA0OwBhbmQuYjMyICAJJXI3NjQsICVyNzYyLCAtMTY7AHN1Yi5zMzIgCSVyNzY1LCAlcjc1"
        "OSwgJXI3NjQ7AABzaGwuYjMyIAklcjc2NiwgJXI3NjUsIDM7AGFuZC5iMzIgIAklcjc2NywgJXI3NjYsIDMzNTU0MzY4OwBh"
        "ZGQuczMyIAklcjc2OCwgJXI3NjcsICVyNzYzOwBzaGwuYjMyIAklcjc2OSwgJXI3NjgsIDc7AHhvci5iMzIgIAklcjc3MCwg"
        "JXI3NjUsICVyNzYzOwBzaGwuYjMyIAklcjc3MSwgJXI3NzAsIDQ7AGFuZC5iMzIgIAklcjc3MiwgJXI3NzEsIDExMjsAb3Iu"
        "YjMyICAJJXI3NzMsICVyNzY5LCAlcjc3MjsAAGN2dC5zNjQuczMyIAklcmQxODcsICVyNzczOwBhZGQuczY0IAklcmQxODgs"
        "ICVyZDYwLCAlcmQxODc7AGFkZC5zNjQgCSVyZDE4OSwgJXJkMjE0LCAlcmQxODg7AABjdnQuczY0LnMzMiAJJXJkMTkwLCAl"
        "cjc2MzsAYWRkLnM2NCAJJXJkMTkxLCAlcmQxMTUsICVyZDE5MDsAc2hsLmI2NCAJJXJkMTkyLCAlcmQxOTEsIDc7AGN2dC5z"
        "NjQuczMyIAklcmQxOTMsICVyNzY2OwBhZGQuczY0IAklcmQxOTQsICVyZDE5MiwgJXJkMTkzOwBzaGwuYjY0IAklcmQxOTUs"
        "ICVyZDE5NCwgMTsAYWRkLnM2NCAJJXJkMTk2LCAlcmQxMjQsICVyZDE5NTsAbGQuc2hhcmVkLnY0LnUzMiAJeyVyNzc0LCAl"
        "cjc3NSwgJXI3NzYsICVyNzc3fSwgWyVyZDE4OV07AHN0Lmdsb2JhbC52NC51MzIgCVslcmQxOTZdLCB7JXI3NzQsICVyNzc1"
        "LCAlcjc3NiwgJXI3Nzd9OwAAc2V0cC5nZS5zMzIgCSVwMjksICVyODg5LCAlcjE2NzsAQCVwMjkgYnJhIAkkTF9fQkIwXzQ1"
        "OwAAAG1pbi5zMzIgCSVyOTAzLCAlcjE2NywgNDsAbWF4LnMzMiAJJXI5NjksICVyOTAzLCAwOwAAJExfX0JCMF8yNjoALnBy"
        "YWdtYSAibm91bnJvbGwiOwAAAABzaGwuYjMyIAklcjc4NSwgJXI5NjksIDU7AGFuZC5iMzIgIAklcjExNSwgJXI3ODUsIDMy"
        "OwBvci5iMzIgIAklcjc4OSwgJXIxMTUsICVyMTg5OwBhZGQuczMyIAklcjExNiwgJXI3ODksIDE0NzQ4ODsAAHNoci51MzIg"
        "CSVyNzkwLCAlcjk2OSwgMTsAYW5kLmIzMiAgCSVyMTE3LCAlcjc5MCwgMTsAACRMX19CQjBfMjc6AAAAAHsALnJlZyAucHJl"
        "ZCBwOwBtYmFycmllci50cnlfd2FpdC5wYXJpdHkuc2hhcmVkOjpjdGEuYjY0IHAsIFslcjExNl0sICVyMTE3OwBzZWxwLnUz"
        "MiAlcjc5MSwgMSwgMCwgcDsAfQAAAABzZXRwLmVxLnMzMiAJJXAzMCwgJXI3OTEsIDA7AEAlcDMwIGJyYSAJJExfX0JCMF8y"
        "NzsAAAAAYWRkLnMzMiAJJXIxMTgsICVyNzg5LCAxNDc0OTY7AAAkTF9fQkIwXzI5OgAAAAB7AC5yZWcgLnByZWQgcDsAbWJh"
        "cnJpZXIudHJ5X3dhaXQucGFyaXR5LnNoYXJlZDo6Y3RhLmI2NCBwLCBbJXIxMThdLCAlcjExNzsAc2VscC51MzIgJXI3OTgs"
        "IDEsIDAsIHA7AH0AAAAAc2V0cC5lcS5zMzIgCSVwMzEsICVyNzk4LCAwOwBAJXAzMSBicmEgCSRMX19CQjBfMjk7AAAAc2V0"
        "cC5uZS5zMzIgCSVwMzIsICVyNCwgMDsAAAAAAGJhci53YXJwLnN5bmMgCS0xOwAAQCVwMzIgYnJhIAkkTF9fQkIwXzMyOwAA"
        "AABhZGQuczMyIAklcjgwMSwgJXI3ODksIDE0NzUxMjsAAAAAbWJhcnJpZXIuYXJyaXZlLnNoYXJlZDo6Y3RhLmI2NCBfLCBb"
        "JXI4MDFdOwAAAAAkTF9fQkIwXzMyOgAAAABiYXIud2FycC5zeW5jIAktMTsAAEAlcDMyIGJyYSAJJExfX0JCMF8zNDsAAABh"
        "ZGQuczMyIAklcjgwNiwgJXI3ODksIDE0NzUwNDsAAAAAbWJhcnJpZXIuYXJyaXZlLnNoYXJlZDo6Y3RhLmI2NCBfLCBbJXI4"
        "MDZdOwAAAAAkTF9fQkIwXzM0OgAAYWRkLnMzMiAJJXI5NjksICVyOTY5LCAxOwAAc2V0cC5sdC5zMzIgCSVwMzQsICVyOTY5"
        "LCAlcjE2NzsAQCVwMzQgYnJhIAkkTF9fQkIwXzI2OwBicmEudW5pIAkkTF9fQkIwXzQ1OwAAJExfX0JCMF8zNToAAEAlcDQg"
        "YnJhIAkkTF9fQkIwXzQ1OwAAAAAAc2hyLnMzMiAJJXI4MjMsICVyMywgMzE7AHNoci51MzIgCSVyODI0LCAlcjgyMywgMjk7"
        "AGFkZC5zMzIgCSVyODI1LCAlcjMsICVyODI0OwBhbmQuYjMyICAJJXI4MjYsICVyODI1LCA2NzEwODg1NjsAc3ViLnMzMiAJ"
        "JXI4MjcsICVyMywgJXI4MjY7AABzaGwuYjMyIAklcjgyOCwgJXI4MjcsIDY7AABzaGwuYjMyIAklcjgyOSwgJXI4MjUsIDY7"
        "AGFuZC5iMzIgIAklcjEyMCwgJXI4MjksIC01MTI7AABtb3YudTMyIAklcjgxMSwgNDsAAG1vdi5iMzIgJXI4MTEsICVyODEx"
        "OwAAAAAAAG1vdi51NjQgCSVyZDIwMywgc21lbV9yYXc7AGN2dC51MzIudTY0IAklcjgzMCwgJXJkMjAzOwBhZGQuczMyIAkl"
        "cjgzMSwgJXI4MzAsIDEwMjM7AGFuZC5iMzIgIAklcjgxNSwgJXI4MzEsIC0xMDI0OwBhZGQuczMyIAklcjgyMiwgJXI4MTUs"
        "IDE0NzQ1NjsAbW92LnUzMiAJJXI4MTQsIDE2Mzg0OwAAbWJhcnJpZXIuYXJyaXZlLmV4cGVjdF90eC5zaGFyZWQ6OmN0YS5i"
        "NjQgXywgWyVyODIyXSwgJXI4MTQ7AAAAAGFkZC5zMzIgCSVyODIxLCAlcjEyMCwgJXI4Mjg7AGN2dGEucGFyYW0udTY0IAkl"
        "cmQyMDIsICVyZDc7AG1vdi51MzIgCSVyOTcwLCAwOwAAAAAAY3AuYXN5bmMuYnVsay50ZW5zb3IuMmQuc2hhcmVkOjpjbHVz"
        "dGVyLmdsb2JhbC5tYmFycmllcjo6Y29tcGxldGVfdHg6OmJ5dGVzIFslcjgxNV0sIFslcmQyMDIsIHslcjk3MCwgJXI4MjF9"
        "XSwgWyVyODIyXTsAAABhZGQuczMyIAklcjgxOSwgJXI4MTUsIDgxOTI7AG1vdi51MzIgCSVyODIwLCA2NDsAAGNwLmFzeW5j"
        "LmJ1bGsudGVuc29yLjJkLnNoYXJlZDo6Y2x1c3Rlci5nbG9iYWwubWJhcnJpZXI6OmNvbXBsZXRlX3R4OjpieXRlcyBbJXI4"
        "MTldLCBbJXJkMjAyLCB7JXI4MjAsICVyODIxfV0sIFslcjgyMl07AAAAAHNldHAubHQuczMyIAklcDM2LCAlcjgxMSwgMTsA"
        "QCVwMzYgYnJhIAkkTF9fQkIwXzQ1OwAAAGN2dGEucGFyYW0udTY0IAklcmQ0LCAlcmQ4OwBjdnRhLnBhcmFtLnU2NCAJJXJk"
        "NSwgJXJkOTsAbW92LnUzMiAJJXI5NzEsICVyOTcwOwAAJExfX0JCMF8zODoALnByYWdtYSAibm91bnJvbGwiOwAAAGFuZC5i"
        "MzIgIAklcjEyNCwgJXI5NzEsIDE7AHNobC5iMzIgCSVyODM0LCAlcjk3MSwgNTsAYW5kLmIzMiAgCSVyMTI1LCAlcjgzNCwg"
        "MzI7AABzZXRwLmx0LnUzMiAJJXAzNywgJXI5NzEsIDI7AEAlcDM3IGJyYSAJJExfX0JCMF80MTsAAAAAb3IuYjMyICAJJXI4"
        "MzgsICVyMTI1LCAlcjgxNTsAYWRkLnMzMiAJJXIxMjYsICVyODM4LCAxNDc1MTI7AHNoci51MzIgCSVyODM5LCAlcjk3MSwg"
        "MTsAbm90LmIzMiAJJXI4NDAsICVyODM5OwAAYW5kLmIzMiAgCSVyMTI3LCAlcjg0MCwgMTsAACRMX19CQjBfNDA6AAAAAHsA"
        "LnJlZyAucHJlZCBwOwBtYmFycmllci50cnlfd2FpdC5wYXJpdHkuc2hhcmVkOjpjdGEuYjY0IHAsIFslcjEyNl0sICVyMTI3"
        "OwBzZWxwLnUzMiAlcjg0MSwgMSwgMCwgcDsAfQAAAABzZXRwLmVxLnMzMiAJJXAzOCwgJXI4NDEsIDA7AEAlcDM4IGJyYSAJ"
        "JExfX0JCMF80MDsAACRMX19CQjBfNDE6AABvci5iMzIgIAklcjg1NywgJXIxMjUsICVyODE1OwBhZGQuczMyIAklcjg0NCwg"
        "JXI4NTcsIDE0NzQ4ODsAAHNobC5iMzIgCSVyODU4LCAlcjk3MCwgNzsAYWRkLnMzMiAJJXI4NTIsICVyODU4LCAlcjEyMDsA"
        "AABtb3YudTMyIAklcjg0NSwgMzI3Njg7AABtYmFycmllci5hcnJpdmUuZXhwZWN0X3R4LnNoYXJlZDo6Y3RhLmI2NCBfLCBb"
        "JXI4NDRdLCAlcjg0NTsAAAAAAHNobC5iMzIgCSVyMTI5LCAlcjEyNCwgMTY7AGFkZC5zMzIgCSVyODU5LCAlcjEyOSwgJXI4"
        "MTU7AGFkZC5zMzIgCSVyODQ2LCAlcjg1OSwgMTYzODQ7AAAAAG1vdi51MzIgCSVyODQ3LCAwOwAAY3AuYXN5bmMuYnVsay50"
        "ZW5zb3IuMmQuc2hhcmVkOjpjbHVzdGVyLmdsb2JhbC5tYmFycmllcjo6Y29tcGxldGVfdHg6OmJ5dGVzIFslcjg0Nl0sIFsl"
        "cmQ0LCB7JXI4NDcsICVyODUyfV0sIFslcjg0NF07AAAAAGFkZC5zMzIgCSVyODUwLCAlcjg1OSwgMzI3Njg7AABtb3YudTMy"
        "IAklcjg1MSwgNjQ7AABjcC5hc3luYy5idWxrLnRlbnNvci4yZC5zaGFyZWQ6OmNsdXN0ZXIuZ2xvYmFsLm1iYXJyaWVyOjpj"
        "b21wbGV0ZV90eDo6Ynl0ZXMgWyVyODUwXSwgWyVyZDQsIHslcjg1MSwgJXI4NTJ9XSwgWyVyODQ0XTsAAAAAQCVwMzcgYnJh"
        "IAkkTF9fQkIwXzQ0OwAAYWRkLnMzMiAJJXIxMzAsICVyODU3LCAxNDc1MDQ7AHNoci51MzIgCSVyODY0LCAlcjk3MSwgMTsA"
        "bm90LmIzMiAJJXI4NjUsICVyODY0OwBhbmQuYjMyICAJJXIxMzEsICVyODY1LCAxOwAAJExfX0JCMF80MzoAAAAAewAucmVn"
        "IC5wcmVkIHA7AG1iYXJyaWVyLnRyeV93YWl0LnBhcml0eS5zaGFyZWQ6OmN0YS5iNjQgcCwgWyVyMTMwXSwgJXIxMzE7AHNl"
        "bHAudTMyICVyODY2LCAxLCAwLCBwOwB9AAAAAHNldHAuZXEuczMyIAklcDQwLCAlcjg2NiwgMDsAQCVwNDAgYnJhIAkkTF9f"
        "QkIwXzQzOwAAJExfX0JCMF80NDoAAGFkZC5zMzIgCSVyODY5LCAlcjg1NywgMTQ3NDk2OwAAAABtYmFycmllci5hcnJpdmUu"
        "ZXhwZWN0X3R4LnNoYXJlZDo6Y3RhLmI2NCBfLCBbJXI4NjldLCAlcjg0NTsAAAAAYWRkLnMzMiAJJXI4NzEsICVyODU5LCA0"
        "OTE1MjsAAAAAAGNwLmFzeW5jLmJ1bGsudGVuc29yLjJkLnNoYXJlZDo6Y2x1c3Rlci5nbG9iYWwubWJhcnJpZXI6OmNvbXBs"
        "ZXRlX3R4OjpieXRlcyBbJXI4NzFdLCBbJXJkNSwgeyVyODQ3LCAlcjg1Mn1dLCBbJXI4NjldOwAAAABhZGQuczMyIAklcjg3"
        "NSwgJXI4NTksIDY1NTM2OwAAAGNwLmFzeW5jLmJ1bGsudGVuc29yLjJkLnNoYXJlZDo6Y2x1c3Rlci5nbG9iYWwubWJhcnJp"
        "ZXI6OmNvbXBsZXRlX3R4OjpieXRlcyBbJXI4NzVdLCBbJXJkNSwgeyVyODUxLCAlcjg1Mn1dLCBbJXI4NjldOwAAAABhZGQu"
        "czMyIAklcjk3MSwgJXI5NzEsIDE7AGFkZC5zMzIgCSVyOTcwLCAlcjk3MCwgMTsAAHNldHAubHQuczMyIAklcDQxLCAlcjk3"
        "MCwgJXI4MTE7AEAlcDQxIGJyYSAJJExfX0JCMF8zODsAACRMX19CQjBfNDU6AAByZXQ7AAB9AAAuc2VjdGlvbgkuZGVidWdf"
        "c3RyAHsAJExfX2luZm9fc3RyaW5nMDoAAAAAJExfX2luZm9fc3RyaW5nMToAACRMX19pbmZvX3N0cmluZzI6AAAkTF9faW5m"
        "b19zdHJpbmczOgAAAAAkTF9faW5mb19zdHJpbmc0OgAAJExfX2luZm9fc3RyaW5nNToAACRMX19pbmZvX3N0cmluZzY6AAAA"
        "ACRMX19pbmZvX3N0cmluZzc6AAAkTF9faW5mb19zdHJpbmc4OgAAJExfX2luZm9fc3RyaW5nOToAAAAAJExfX2luZm9fc3Ry"
        "aW5nMTA6AAAAAAAkTF9faW5mb19zdHJpbmcxMToAAAAAJExfX2luZm9fc3RyaW5nMTI6AAAAAAAkTF9faW5mb19zdHJpbmcx"
        "MzoAAAAAACRMX19pbmZvX3N0cmluZzE0OgAAJExfX2luZm9fc3RyaW5nMTU6AAAAAAAkTF9faW5mb19zdHJpbmcxNjoAACRM"
        "X19pbmZvX3N0cmluZzE3OgAAJExfX2luZm9fc3RyaW5nMTg6AAAkTF9faW5mb19zdHJpbmcxOToAAAAAJExfX2luZm9fc3Ry"
        "aW5nMjA6AAAkTF9faW5mb19zdHJpbmcyMToAACRMX19pbmZvX3N0cmluZzIyOgAAJExfX2luZm9fc3RyaW5nMjM6AAAAAAAk"
        "TF9faW5mb19zdHJpbmcyNDoAAAAAJExfX2luZm9fc3RyaW5nMjU6AAAAACRMX19pbmZvX3N0cmluZzI2OgAAJExfX2luZm9f"
        "c3RyaW5nMjc6AAAAAAAkTF9faW5mb19zdHJpbmcyODoAAAAAJExfX2luZm9fc3RyaW5nMjk6AAAkTF9faW5mb19zdHJpbmcz"
        "MDoAACRMX19pbmZvX3N0cmluZzMxOgAAJExfX2luZm9fc3RyaW5nMzI6AAAAAAAkTF9faW5mb19zdHJpbmczMzoAAAAAJExf"
        "X2luZm9fc3RyaW5nMzQ6AAAAACRMX19pbmZvX3N0cmluZzM1OgAAAAAAJExfX2luZm9fc3RyaW5nMzY6AAAAAAAkTF9faW5m"
        "b19zdHJpbmczNzoAACRMX19pbmZvX3N0cmluZzM4OgAAJExfX2luZm9fc3RyaW5nMzk6AAAAACRMX19pbmZvX3N0cmluZzQw"
        "OgAAAAAAJExfX2luZm9fc3RyaW5nNDE6AAAAAAAAfQAMAAAAnAAAANAHAABOVklESUEgQ29ycAACAAAAAAAAAAEAAAAHAAAA"
        "NgAAAGYAAAAAcHR4YXMAQ3VkYSBjb21waWxhdGlvbiB0b29scywgcmVsZWFzZSAxMy4wLCBWMTMuMC44OABCdWlsZCBzeXN0"
        "ZW0gbXVzdCBkZWZpbmUgVE9PTFNfVkVSU0lPTl9FWFRFTkRFRAAtdiAgLWxpbmVpbmZvICAtYXJjaCBzbV85MGEgAAAMAAAA"
        "CAAAAOgDAABOVklESUEgQ29ycAACAFoAggAAAAQvCAAOAAAAugAAAAQRCAAHAAAAAAAAAAQRCAAOAAAAAAAAAAQSCAAOAAAA"
        "AAAAAAIJAQACAgQAAgUFAAMHAQECAwEAAgYBAAQLCAAAAAAAAAAAAAQ3BACCAAAABBcMAAAAAAAEALgBAPARAAQXDAAAAAAA"
        "AwCwAQDwIQAEFwwAAAAAAAIAMAEA8AECBBcMAAAAAAABALAAAPABAgQXDAAAAAAAAAAwAADwAQIDUAAAAxv/AAJMEAADXwEB"
        "BCk0AP////////////////////////////////////////////////////////////////////8EKDQAwAAAABAMAABwDgAA"
        "4A4AAFAPAACgEwAAUBQAANAYAACAJwAAsCcAAMAnAAAwKAAAUCgAAAQ5gAGAAgAA/wAAAABAAgAAAQoAkAIAAP8AAAAQQAIA"
        "AAEKAKACAAD/AAAAIEACAAABCgCwAgAA/wAAAChAAgAAAQoAwAIAAP8AAAAwQAIAAAEKANACAAD/AAAAOEACAAABCgDgAgAA"
        "/wAAAEBAAgAAAQoA8AIAAP8AAABIQAIAAAEKAAADAAD/AAAAUEACAAABCgAQAwAA/wAAAFhAAgAAAQoAIAMAAP8AAABgQAIA"
        "AAEKAIAEAAD/AAAAAEACAAoBBQDgBwAA/wAAACBAAgAKAQcAMAwAAP8AAAA4QAIAAQEHANAOAAAJAAAAMEACAAEBPwAQIwAA"
        "/wAAAChAAgAKAQcA4CcAAP8AAABQQAIAAQEFALBFAAD/AAAAOEACAAoBBwCwRwAA/wAAADBAAgAKAQkAYEkAAP8AAAAAQAIA"
        "CgEFAJBJAAD/AAAAIEACAAoBBwDASQAA/wAAAChAAgAKAQcA8EkAAP8AAAA4QAIACgEHACBKAAD/AAAAMEACAAoBCQADOAsA"
        "BBwMAIBCAACQQgAAUEkAAAQFDAAAAQAAAQAAAAEAAAAEHgQAAAAAAAMZvAEECggADwAAABACvAEENgQACAAAAAAAAAD/////"
        "AAAAAP7///8AAAAA/f///wAAAAD8////TwAAAAAAAAACAAAADgAAAAAAAAAAAAAAHQAAAAAAAAACAAAADgAAAAAAAAAAAAAA"
        "xAAAAAAAAAACAAAADgAAAFBKAAAAAAAARAAAAAAAAAACAAAADgAAAAAAAAAAAAAAoAAAAAAAAAACAAAADgAAAAAAAAAAAAAA"
        "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAgnsB/wAKAAAACAAAAPAPAIJ7AP8ACwAA"
        "AAgAAAAkDgAMeAAAZ0QCAHBA8AMA2h8ARwkEAAAAAAAAAIADAOoPAFx5AAAEAAAAAAAwAADiDwAZeQMAAAAAAAAhAAAAIg4A"
        "w3kLAAAAAAAAJQAAAGIOAEV5AAAQAwAAAACAAwDiDwAZeAD/HwAAAAMUAQAA5B8ADHIAA/8AAABwUvIDAOQPABFyAgADAAAA"
        "/ziPBwDIDwAZeAL/BwAAAAIUAQAAzA8AiXUCAv8fAAAAAA4AACQOAMpyDQIAAAAAAAAOAADiHwBHGaQAAAAAAAAAgAMA3C8A"
        "w3kIAAAAAAAAiAAAACIOAIJ4BAAABAAAAAAAAADiDwCCeAUAAQAAAAAAAAAA4g8AgngGAAQAAAAAAAAAAOIPALl6DgAAZgAA"
        "AAoAAADiDwCQeAYGAAAQAD/h/w8AyA8AmXgHBgsAAAA/BgAIAOQPAJl4BgYBAAAAPwYACADkDwCQeBAOMAAAAD/g8Q8A5A8A"
        "kHgSDrAAAAA/4PMPAOQPAJB4Dg4wAQAAP+D1DwDkDwCQchE/DwAAAD/kfwgAxA8AkHITPw8AAAA/5P8IAOQPAJByDz8PAAAA"
        "P+R/CQDkDwCRcggIBAAAAD/Ajg8A5B8AkHgEBQAAEAA/4f8PAMgPAJl4BQQLAAAAPwYACADkDwCZeAQEAQAAAD8GAAgA5A8A"
        "kHgICP8DAAA/4P8PAMgPAJJ4CggA/P//P8CODwDGDwCCeAgAgAAAAAAAAAAA5A8AkHgICAAAEAA/4f8PAMgPAJl4CQgLAAAA"
        "PwYACADkDwCZeAgIAQAAAD8GAAgA4g8AxnMAAAAAAAAAAAAAACQOALJ1PwoEAEACAAEACABiEACydT8KBhBAAgABAAgAogAA"
        "snU/CgQgQAIAAQAIAOIAALJ1PwoEKEACAAEACAAiAQCydT8KBjBAAgABAAgAYgEAsnU/CgY4QAIAAQAIACIAALJ1PwoEQEAC"
        "AAEACAAiAACydT8KBEhAAgABAAgAIgAAsnU/CgZQQAIAAQAIACIAALJ1PwoGWEACAAEACAAiAACydT8KCGBAAgABAAgAIgAA"
        "GHkAAAAAAAAAAAAAAOIPALl5ABAAAAAAAAAECADiAQC5eQASAAAAAAAABAgA4gEAuXkADgAAAAAAAAQIAOIBABh5AAAAAAAA"
        "AAAAAADiDwBBeQAAAAAAAAAAgAMA6h8AHXsAAAAAAAAAAAEAAOLvAwx8AP8NAAAAcFLwCwDaDwBHibQAPAAAAAAAgAMA6g8A"
        "w3kFAAAAAAAAiAAAACIOAIJ4BAAABAAAAAAAAADiDwAZeAL/HwAAAP8GAAAA5A8AEXIAAAMAAAD/KI8HAMgPAIJ7Bv8A8gAA"
        "AAgAAABiDgASeAAA4P/////AjgcAyg8AJHgAAwEAAAAACo4HAOIPAJFyBAUEAAAAP8CODwDIHwCQeAQE/wMAAD/g/w8AyA8A"
        "kngFBAD8//8/wI4PAOQPAJl4BD8fAAAACxQBCADIDwCRcgQECwAAAD8Yjw8Axg8Ap3UA/wIAQAJFAQAIACIOAJJ4BAT4//8D"
        "P8CODwDIDwCQcgQNCwAAAATo/w8A4g8AR4koAEQAAAAAAIADAPY/ACR0Av8AAID//wCOBwDiDwAFeAQAAAAAAAD/AQAA4g8A"
        "JHQD/wAAgP//AI4HAOIPAAV4lAAAAAAAAP8BAADkDwAFeJIAAAAAAAD/AQAA5A8ABXiQAAAAAAAA/wEAAOQPAAV4jgAAAAAA"
        "AP8BAADkDwAFeIwAAAAAAAD/AQAAxA8ABXiKAAAAAAAA/wEAAOQPAAV4iAAAAAAAAP8BAADkDwAFeIYAAAAAAAD/AQAA5A8A"
        "BXiEAAAAAAAA/wEAAOQPAAV4ggAAAAAAAP8BAADkDwAFeIAAAAAAAAD/AQAAxA8ABXh+AAAAAAAA/wEAAOQPAAV4fAAAAAAA"
        "AP8BAADkDwAFeHoAAAAAAAD/AQAA5A8ABXh4AAAAAAAA/wEAAOQPAAV4dgAAAAAAAP8BAADkDwAFeHQAAAAAAAD/AQAAxA8A"
        "BXhyAAAAAAAA/wEAAOQPAAV4cAAAAAAAAP8BAADkDwAFeG4AAAAAAAD/AQAA5A8ABXhsAAAAAAAA/wEAAOQPAAV4agAAAAAA"
        "AP8BAADkDwAFeGgAAAAAAAD/AQAAxA8ABXhmAAAAAAAA/wEAAOQPAAV4ZAAAAAAAAP8BAADkDwAFeGIAAAAAAAD/AQAA5A8A"
        "BXhgAAAAAAAA/wEAAOQPAAV4XgAAAAAAAP8BAADkDwAFeFwAAAAAAAD/AQAAxA8ABXhaAAAAAAAA/wEAAOQPAAV4WAAAAAAA"
        "AP8BAADkDwAFeJYAAAAAAAD/AQAA4g8AIHgGBjuquD8AAEAAAOIPAJF4BgTA////PzCODwDGDwCCfAQAPwAAAAAAAAgA0g8A"
        "mXgHPwEAAAAEFgEIAOQPAJFyDA0FAAAAP3CODwDkDwCSeAgHAQAAAD/Ajg8A5A8AmXgHBAUAAAA/BgAIAOQPAJB4CQwAwP//"
        "P+D/DwDkDwCSeAcFIAAAAAf4jg8A4g8AJH4H/wgAAAD/AI4PAOIPAJl4CAQQAAAAPwYACADEDwCSeAkJAPwDAD/Ajg8A5A8A"
        "GXgIBx8AAAD/BgAAAOIPAJJ4CAgAAAEAP8CODwDkDwCZeAk/BAAAAAkWAQgA4g8Ap3UA/wggQAJHAQAIACIOAJB4CAgAQAAA"
        "BeD/DwDiDwCCeAsAQAAAQAAAAAAAxg8AkngICAD8AwA/wI4PAMgPAJl4Dj8EAAAACBYBCADkDwCSeAgJAAABAD/8jg8A5A8A"
        "kngKDgAAAQA//I4PAOIPAIJ4CQBAAABAAAAAAADiDwBHiUgAQAAAAAAAgAMA9B8AxXkAAAAAAAAAAAAAAOIPAJJ4Eg4CAAEA"
        "P/yODwDiDwAMcgAA/wAAAHBS8gMA4g8AgngRAEAAAEAAAAAAAOIPAIJ4EwBAAABAAAAAAADiDwAMfAD/BAAAAHBS8AsA4g8A"
        "8HkYCAAA4AH/CHAMAOIPAJB4CAwgwP//P+D/DwDiDwCCeAkAQAAAQAAAAAAAxg8AkngICCD8AwA/wI4PAMgPAJl4CD8EAAAA"
        "CBYBCADIDwCSeBAIAAABAD/8jg8A5A8AkHgIDEDA//8/4P8PAMgPAJJ4CAhA/AMAP8CODwDIDwCZeAg/BAAAAAgWAQgA4g8A"
        "8HkYEAAA4AEYCHAIAOYPAJJ4EAgAAAEAP/yODwDkDwCSeBIOBAABAD/8jg8A4g8AgngRAEAAAEAAAAAAAOIPAIJ4EwBAAABA"
        "AAAAAADiDwCQeAgMYMD//z/g/w8AyA8AkngICGD8AwA/wI4PAMgPAJl4CD8EAAAACBYBCADiDwDweRgQAADgARgIcAgA5g8A"
        "kngQCAAAAQA//I4PAOQPAJJ4Eg4GAAEAP/yODwDiDwCCeBEAQAAAQAAAAAAA4g8AgngTAEAAAEAAAAAAAOIPAJB4CAwA4P//"
        "P+D/DwDIDwCSeAgIAPwDAD/Ajg8AyA8AmXgIPwQAAAAIFgEIAOIPAPB5GBAAAOABGAhwCADiDwCXeBIKAAQAAD/g/w8A5A8A"
        "kngQCAAAAQA//I4PAOIPAIJ4EQBAAABAAAAAAADiDwCQeAgMIOD//z/g/w8AyA8AkngICCD8AwA/wI4PAMgPAJl4CD8EAAAA"
        "CBYBCADiDwDweRgQAADgARgIcAgA4g8Al3gSCgIEAAA/4P8PAOQPAJJ4EAgAAAEAP/yODwDiDwCCeBEAQAAAQAAAAAAA4g8A"
        "kHgIDEDg//8/4P8PAOQPAJB4DAxg4P//P+D/DwDkDwCSeAgIQPwDAD/Ajg8AxA8AkngMDGD8AwA/wI4PAOQPAJl4CD8EAAAA"
        "CBYBCADkDwCZeAw/BAAAAAwWAQgA4g8A8HkYEAAA4AEYCHAIAOIPAJd4EgoEBAAAP+D/DwDkDwCSeBAIAAABAD/8jg8A4g8A"
        "gngRAEAAAEAAAAAAAOIPAJd4CgoGBAAAP+D/DwDEDwCSeAgMAAABAD/8jg8Ayg8A8HkYEAAA4AEYCHAIANgPAPB5GAgAAOAB"
        "GAgACADmDwDFeQAAAIAAAAAAAQAA5A8ACXgJGAAAgP8AAIAHAOIPABh5AAAAAAAAAAAAAADiDwAJeAgZAACA/wAAgAcA4g8A"
        "p5n///84QAIHABAIAOIPAAl4CyAAAID/AACABwDkDwAJeAohAACA/wAAgAcAxA8ACXIJHAkAAAAAAIAHAOQPAAlyCB0IAAAA"
        "AACABwDkDwAJcgskCwAAAAAAgAcA5A8ACXIKJQoAAAAAAIAHAOQPAAlyCSgJAAAAAACABwDkDwAJcggpCAAAAAAAgAcAxA8A"
        "CXILMAsAAAAAAIAHAOQPAAlyCjEKAAAAAACABwDkDwAJcgksCQAAAAAAgAcA5A8ACXIILQgAAAAAAIAHAOQPAAlyCzQLAAAA"
        "AACABwDkDwAJcgo1CgAAAAAAgAcAxA8ACXIJOAkAAAAAAIAHAOQPAAlyCDkIAAAAAACABwDkDwAJcgtACwAAAAAAgAcA5A8A"
        "CXIKQQoAAAAAAIAHAOQPAAlyCTwJAAAAAACABwDkDwAJcgg9CAAAAAAAgAcAxA8ACXILRAsAAAAAAIAHAOQPAAlyCkUKAAAA"
        "AACABwDkDwAJcglICQAAAAAAgAcA5A8ACXIISQgAAAAAAIAHAOQPAAlyC1ALAAAAAACABwDkDwAJcgpRCgAAAAAAgAcAxA8A"
        "CXIJTAkAAAAAAIAHAOQPAAlyCE0IAAAAAACABwDkDwAJcgtUCwAAAAAAgAcA5A8ACXIKVQoAAAAAAIAHAOQPAAlyCAkIAAAA"
        "AACABwDkDwAJcgsLCgAAAAAAgAcAyA8ACXILCAsAAAAAAIAHAOIPAEeJIAAAAAAAAACAAwDsDwAkfgj/BAAAAP8Ajg8A4g8A"
        "GHkAAAAAAAAAAAAAAMYPADaYCAj/////AAAAAADKDwARkgkICAAAAP8IjwcAyA8AEpgJCf7//wf/wI4HAMoPACSYCQgBAAAA"
        "CQqOBwDKDwARnAkJBQAAAP8ojg8AyA8Ap5n/Cf8wQAI/ABAIAOYBAIl/CAsAHyAMAAAOAABiDgAJeBUaAACA/wAAgAcA5A8A"
        "GXgHBx8AAAD/BgAAAOQPAAlyFx4VAAAAAACABwDIDwAJchcqFwAAAAAAgAcAyA8ACXIXLhcAAAAAAIAHAOQPAAlyCAsIAAAA"
        "AACABwDKLwCJfwkIAB9ADAAADgAAJB4ACXIJCAkAAAAAAIAHAOQfAAl4CBsAAID/AACABwDGDwAgcgoJBgAAAAAAQAAA4g8A"
        "IXQJAwAAAEEAAAAAAOIPAAlyCB8IAAAAAACABwDGDwAJcgoKAwAAAAAAgAcA5A8ACXIIKwgAAAAAAIAHAOQPAAtyAAoJAAAA"
        "AEDwAwDkDwQJcggvCAAAAAAAgAcA5A8ACHIJCgMAAAAAAAAAAOQPAAl4CiMAAID/AACABwDEDwAJcgg7CAAAAAAAgAcA4g8A"
        "I3ILGQYAAAAJCAAAAOIPGAl4GSIAAID/AACABwDiDwAjcg0dBgAAAAkIAAAA4g8QCXIKJwoAAAAAAIAHAOIPACNyESEGAAAA"
        "CQgAAADiDxgJchkmGQAAAAAAgAcA4g8AI3IPKQYAAAAJCAAAAOIPEAlyCjMKAAAAAACABwDiDwAjcjU1BgAAAAkIAAAA4g8Y"
        "CXIZMhkAAAAAAIAHAOIPACNyEyUGAAAACQgAAADiDxAJcgo3CgAAAAAAgAcA4g8AI3KgKAYAAAAJCAAAAOIPGAlyGTYZAAAA"
        "AACABwDiDwAjciVBBgAAAAkIAAAA4g8YCXIdOhcAAAAAAIAHAOIPACF0KAIAAABBAAAAAADiDwAJchlCGQAAAAAAgAcA4g8A"
        "I3KYGAYAAAAJCAAAAOIPEAlyCkMKAAAAAACABwDiDwAIcwsACwAAAAAIAAAA4g8ACXIdPh0AAAAAAIAHAOIPACNynCAGAAAA"
        "CQgAAADiDxAJcgg/CAAAAAAAgAcA4g8AI3KaHAYAAAAJCAAAAOIPGAlyGUYZAAAAAACABwDiDwAjcqQwBgAAAAkIAAAA4g8Q"
        "CXIKRwoAAAAAAIAHAOIPAAhzmACYAAAAAAgAAADiDwAJch1KHQAAAAAAgAcA4g8AI3KeJAYAAAAJCAAAAOIPEAlyCEsIAAAA"
        "AACABwDiDwAjcqIsBgAAAAkIAAAA4g8YCXIZUhkAAAAAAIAHAOIPACNyMTEGAAAACQgAAADiDxAJcgpTCgAAAAAAgAcA4g8A"
        "CHOgAKAAAAAACAAAAOIPAAlyHU4dAAAAAACABwDiDwAjci0tBgAAAAkIAAAA4g8QCXIITwgAAAAAAIAHAOIPACNypjQGAAAA"
        "CQgAAADiDxgJcgxWGQAAAAAAgAcA4g8AI3KoOAYAAAAJCAAAAOIPEAlyIVcKAAAAAACABwDiDwAIcxkANQAAAAAIAAAA4gEA"
        "CXIIHQgAAAAAAIAHAOIPACNyHTkGAAAACQgAAADiDxgJciEMIQAAAAAAgAcA4g8AI3KsQAYAAAAJCAAAAOIPGCNyqjwGAAAA"
        "CQgAAADiDxgjcq5EBgAAAAkIAAAA4g8YCXIICCEAAAAAAIAHAOIPAAhzDwAPAAAAAAgAAABiDgAjciE9BgAAAAkIAAAA4g8Y"
        "I3IKTAYAAAAJCAAAAOIPGCNyOVEGAAAACQgAAADiDxiJfykIAB8gDAAADgAAog4AI3IOVAYAAAAJCAAAAOIPGCNyPVUGAAAA"
        "CQgAAADiDwghcgMJAwAAAAABAAAA4g8ACHOcAJwAAAAACAAAAPAPAAhzEQARAAAAAAgAAADwDgAIc5oAmgAAAAAIAAAA4g8A"
        "CXIMCCkAAAAAAIAHAOJPACNyKUUGAAAACQgAAADiDxgjcghIBgAAAAkIAAAAyg8ACHMNAA0AAAAACAAAAOIPAIl/NQwAH0AM"
        "AAAOAAAuHgAIc6QApAAAAAAIAAAA8A8ACHMXADEAAAAACAAAAPAFAAhzngCeAAAAAAgAAADiDwAJcjUMNQAAAAAAgAcA4h8A"
        "I3IxTQYAAAAJCAAAAOJPGCNyDFAGAAAACQgAAADGDwAgcjU1BgAAAAAAQAAA5A8ACHMTABMAAAAACAAAAOYPAAlyQTUCAAAA"
        "AACABwDIDwALcgBBKAAAAABA9AMA4g8MCHOiAKIAAAAACAAAAOIPAAtyAEEoAAAAAERwAADiDwQhciigDwAAAAAAAAAA4i8A"
        "CHI1QQIAAAAAAAABAMoPACNymRoGAAAANQgAAADiDxgjchAbBgAAADUIAAAA4g8YI3KhKgYAAAA1CAAAAOIPGCNyGCsGAAAA"
        "NQgAAADiDxgjcpseBgAAADUIAAAA4g8YI3ISHwYAAAA1CAAAAOIPGAhzmQCZAAAAAAgAAADiDwAjcqMuBgAAADUIAAAA4g8Y"
        "I3IaLwYAAAA1CAAAAOIPGCNynSIGAAAANQgAAADiDxgjchQjBgAAADUIAAAA4g8IIXIbmAsAAAAAAAAAAOIPACNypTIGAAAA"
        "NQgAAADiDxgjchwzBgAAADUIAAAA4g8ICHMQABAAAAAACAAAACIOACFyG/8bAAAAAAAAAADiDwAjcp8mBgAAADUIAAAA4g8Y"
        "I3IWJwYAAAA1CAAAAOIPGCNypzYGAAAANQgAAADiDxghcigbKAAAAAAAAAAA4g8AI3IeNwYAAAA1CAAAAOIPGCNyqToGAAAA"
        "NQgAAADiDxgIc6EAoQAAAAAIAAAA4g8AI3IgOwYAAAA1CAAAAOIPGCNyqz4GAAAANQgAAADiDxgjciI/BgAAADUIAAAA4g8I"
        "IXIjnBEAAAAAAAAAAOKPACNyrUIGAAAANQgAAADiDxgjciRDBgAAADUIAAAA4g8YI3KvRgYAAAA1CAAAAOIPGAhzGAAYAAAA"
        "AAgAAABiDgAhchuZEAAAAAAAAAAA4h8AI3ImRwYAAAA1CAAAAOIPCCFyH5oNAAAAAAAAAADiDwAhci6kFwAAAAAAAAAA4g8A"
        "IXIb/xsAAAAAAAAAAOIPACFyI/8jAAAAAAAAAADiDwAhcieeEwAAAAAAAAAA4g8ACHMVAC0AAAAACAAAAKIAACFyH/8fAAAA"
        "AAAAAADiDwAjcrFKBgAAADUIAAAA4g8YI3JOTgYAAAA1CAAAAOIPGCNyT08GAAAANQgAAADiDxgjclJSBgAAADUIAAAA4g8Y"
        "I3JTUwYAAAA1CAAAAOIPGCNyVlYGAAAANQgAAADiDwgIc5sAmwAAAAAIAAAA4g8AIXIqoRgAAAAAAAAAAOIvACNyLUkGAAAA"
        "CQgAAADiHwgjcldXBgAAADUIAAAA4g8YI3JLSwYAAAA1CAAAAOIPACFyKhsqAAAAAAAAAADiDwAhcisjLgAAAAAAAAAA4g8A"
        "IXIn/ycAAAAAAAAAAOIPAAhzEgASAAAAAAgAAAAiDgAhciyiFQAAAAAAAAAA4k8AIXICNQIAAAAAAQAAAOIPAAZ4/wAAAAAA"
        "AAEAAADEDwAhciwfLAAAAAAAAAAAxg8ACHOmAKYAAAAACAAAAHAOAAhzowCjAAAAAAgAAADiDwAhchubEgAAAAAAAAAAyB8A"
        "IXIb/xsAAAAAAAAAAMYPAAhzGgAaAAAAAAgAAAAiDgAhcjCmGQAAAAAAAAAAyC8AIXInJzAAAAAAAAAAAMYPAAhznQCdAAAA"
        "AAgAAADwDwAIcxQAFAAAAAAIAAAAYg4AIXIuoxoAAAAAAAAAAMgfACFyGxsuAAAAAAAAAADGDwAIc6gAqAAAAAAIAAAA8A8A"
        "CHMdAB0AAAAACAAAACIOACFyH50UAAAAAAAAAADILwAhch//HwAAAAAAAAAAxg8ACHOsAKwAAAAACAAAAPAPAAhzJQAlAAAA"
        "AAgAAABiDgAhci+oHQAAAAAAAAAAyB8AIXIoKC8AAAAAAAAAAMYPAAhzpQClAAAAAAgAAADwDwAIcxwAHAAAAAAIAAAAIg4A"
        "IXIurCUAAAAAAAAAAMgvACFyKysuAAAAAAAAAADGDwAIc58AnwAAAAAIAAAA8A8ACHMWABYAAAAACAAAAGIOACFyMKUcAAAA"
        "AAAAAADIHwAhch8fMAAAAAAAAAAAxg8ACHOqAKoAAAAACAAAAPAPAAhzIQAhAAAAAAgAAAAiDgAhciOfFgAAAAAAAAAAyC8A"
        "IXIj/yMAAAAAAAAAAMYPAAhzrgCuAAAAAAgAAADwDwAIcykAKQAAAAAIAAAAYg4AIXIzqiEAAAAAAAAAAMgfACFyLCwzAAAA"
        "AAAAAADGDwAIc6cApwAAAAAIAAAA8A8ACHMeAB4AAAAACAAAACIOACFyMK4pAAAAAAAAAADILwAhcicnMAAAAAAAAAAAxg8A"
        "CHOpAKkAAAAACAAAAPAPAAhzIAAgAAAAAAgAAABiDgAhcjKnHgAAAAAAAAAAyB8AIXIjIzIAAAAAAAAAAMYPAAhzqwCrAAAA"
        "AAgAAADwDwAIcyIAIgAAAAAIAAAAIg4AIXIvqSAAAAAAAAAAAMgvACFyKiovAAAAAAAAAADGDwAIcwgACAAAAAAIAAAA8A8A"
        "CHMtAC0AAAAACAAAAGIOACFyLqsiAAAAAAAAAADIHwAhchsbLgAAAAAAAAAAxg8ACHMKAAoAAAAACAAAAPAPAAhzMQAxAAAA"
        "AAgAAAAiDgAhci8ILQAAAAAAAAAAyC8AIXIoKC8AAAAAAAAAAMYPAAhzDAAMAAAAAAgAAADwDwAIczkAOQAAAAAIAAAAYg4A"
        "IXIzCjEAAAAAAAAAAMgfACFyMywzAAAAAAAAAADGDwAIc60ArQAAAAAIAAAA4g8AIXIoKDMAAAAAAAAAAM4PAAhzJAAkAAAA"
        "AAgAAAAiDgAhci4MOQAAAAAAAAAAyC8AIXIrKy4AAAAAAAAAAMYPAAhzrwCvAAAAAAgAAADwDwAIcyYAJgAAAAAIAAAAYg4A"
        "IXIwrSQAAAAAAAAAAMgfACFyHx8wAAAAAAAAAADGDwAIcw4ADgAAAAAIAAAA8A8ACHM9AD0AAAAACAAAACIOACFyMq8mAAAA"
        "AAAAAADILwAhciMjMgAAAAAAAAAAxg8ACHOxALEAAAAACAAAAPAPAAhzNABLAAAAAAgAAABiDgAhcjAOPQAAAAAAAAAAyB8A"
        "IXIwJzAAAAAAAAAAAMYPAAhzTgBOAAAAAAgAAADiDwAhcisrMAAAAAAAAAAAyA8AIXIoKCsAAAAAAAAAAMYPAAhzTwBPAAAA"
        "AAgAAAAiDgAhci+xNAAAAAAAAAAAyC8AIXIqKi8AAAAAAAAAAMYPAAhzUgBSAAAAAAgAAADwDwAIc1MAUwAAAAAIAAAAYg4A"
        "IXIsTk8AAAAAAAAAAMgfACFyGxssAAAAAAAAAADGDwAIc1YAVgAAAAAIAAAA4g8AIXIbKhsAAAAAAAAAAM4PAAhzVwBXAAAA"
        "AAgAAAAiDgAhci5SUwAAAAAAAAAAyC8AIXIfHy4AAAAAAAAAAMYPAAhzAwADAAAAAAgAAABwDgAIcwIAAgAAAAAIAAAAog4A"
        "IXIyVlcAAAAAAAAAAMgfACFyMiMyAAAAAAAAAADIDwAhcjIfMgAAAAAAAAAAyA8AIXIbGzIAAAAAAAAAAOIPAEeJAAAEAAAA"
        "AACAAwDsLwAgclhYAwAAAAAAQAAA4g8IIHJZWQMAAAAAAEAAAOIPCCByWloCAAAAAABAAADiTwggcltbAgAAAAAAQAAA4g8I"
        "IHJcXAMAAAAAAEAAAOIPCCByXV0DAAAAAABAAADiDwggcl5eAgAAAAAAQAAA4g8IIHJfXwIAAAAAAEAAAOIPCCByYGADAAAA"
        "AABAAADiDwggcmFhAwAAAAAAQAAA4g8IIHJiYgIAAAAAAEAAAOIPCCByY2MCAAAAAABAAADiDwggcmRkAwAAAAAAQAAA4g8I"
        "IHJlZQMAAAAAAEAAAOIPCCByZmYCAAAAAABAAADiDwggcmdnAgAAAAAAQAAA4g8IIHJoaAMAAAAAAEAAAOIPCCByaWkDAAAA"
        "AABAAADiDwggcmpqAgAAAAAAQAAA4g8IIHJrawIAAAAAAEAAAOIPCCBybGwDAAAAAABAAADiDwggcm1tAwAAAAAAQAAA4g8I"
        "IHJubgIAAAAAAEAAAOIPCCByb28CAAAAAABAAADiDwggcnBwAwAAAAAAQAAA4g8IIHJxcQMAAAAAAEAAAOIPCCBycnICAAAA"
        "AABAAADiDwggcnNzAgAAAAAAQAAA4g8IIHJ0dAMAAAAAAEAAAOIPCCBydXUDAAAAAABAAADiDwggcnZ2AgAAAAAAQAAA4g8I"
        "IHJ3dwIAAAAAAEAAAOIPCCByeHgDAAAAAABAAADiDwggcnl5AwAAAAAAQAAA4g8IIHJ6egIAAAAAAEAAAOIPCCBye3sCAAAA"
        "AABAAADiDwggcnx8AwAAAAAAQAAA4g8IIHJ9fQMAAAAAAEAAAOIPCCByfn4CAAAAAABAAADiDwggcn9/AgAAAAAAQAAA4g8I"
        "IHKAgAMAAAAAAEAAAOIPCCBygYEDAAAAAABAAADiDwggcoKCAgAAAAAAQAAA4g8IIHKDgwIAAAAAAEAAAOIPCCByhIQDAAAA"
        "AABAAADiDwggcoWFAwAAAAAAQAAA4g8IIHKGhgIAAAAAAEAAAOIPCCByh4cCAAAAAABAAADiDwggcoiIAwAAAAAAQAAA4g8I"
        "IHKJiQMAAAAAAEAAAOIPCCByiooCAAAAAABAAADiDwggcouLAgAAAAAAQAAA4g8IIHKMjAMAAAAAAEAAAOIPCCByjY0DAAAA"
        "AABAAADiDwggco6OAgAAAAAAQAAA4g8IIHKPjwIAAAAAAEAAAOIPCCBykJADAAAAAABAAADiDwggcpGRAwAAAAAAQAAA4g8I"
        "IHKSkgIAAAAAAEAAAOIPCCByk5MCAAAAAABAAADiDwggcpSUAwAAAAAAQAAA4g8IIHKVlQMAAAAAAEAAAOIPACBylpYCAAAA"
        "AABAAADiDwggcpeXAgAAAAAAQAAAzg8Ap3UA/wcoQAJHAQAIACIOACNyBQMFAAAAKAAAAADiDwAjcgQCBAAAABsAAAAA4k8A"
        "PnKYC5gAAAD/AAAAAOQPAD5ymg2aAAAA/wAAAADkDwA+cpwRnAAAAP8AAAAA5A8APnKeE54AAAD/AAAAAOQPAD5ymRCZAAAA"
        "/wAAAADEDwA+cpsSmwAAAP8AAAAA5A8APnKdFJ0AAAD/AAAAAOQPAD5ynxafAAAA/wAAAADkDwA+cqAPoAAAAP8AAAAA5A8A"
        "PnKhGKEAAAD/AAAAAOQPAD5yohWiAAAA/wAAAADEDwA+cqMaowAAAP8AAAAA5A8APnKkF6QAAAD/AAAAAOQPAD5ypRylAAAA"
        "/wAAAADkDwA+cqYZpgAAAP8AAAAA5A8APnKnHqcAAAD/AAAAAOQPAD5yqB2oAAAA/wAAAADEDwA+cqkgqQAAAP8AAAAA5A8A"
        "PnKqIaoAAAD/AAAAAOQPAD5yqyKrAAAA/wAAAADkDwA+cqwlrAAAAP8AAAAA5A8APnKtJK0AAAD/AAAAAOQPAD5yrimuAAAA"
        "/wAAAADEDwA+cq8mrwAAAP8AAAAA5A8APnKwLQgAAAD/AAAAAOQPAD5ysTSxAAAA/wAAAADkDwA+crIxCgAAAP8AAAAA5A8A"
        "PnKzT04AAAD/AAAAAOQPAD5ytDkMAAAA/wAAAADEDwA+crVTUgAAAP8AAAAA5A8APnK2PQ4AAAD/AAAAAOQPAD5yt1dWAAAA"
        "/wAAAADiDwBHiRwAJAAAAAAAgAMA7B8Aw3kIAAAAAAAAiAAAACIOAIJ4BwAABAAAAAAAAADiDwDFeQAAAAAAAAAAAAAA4g8A"
        "gngLAEAAAEAAAAAAAOIPACRyAv//AAAANQCOBwDkDwAkcgP//wAAAAkAjgcA4g8AkXIJCAcAAAA/wI4PAOQfAJJ4BwQBAAAA"
        "P8CODwDkDwCQeAgJ/wMAAD/g/w8AxA8AkHgEBAEAAAA/4P8PAOQPAJJ4CAgA/AMAP8CODwDkDwCMeAAEBAAAAHBi8AsA5A8A"
        "kXIHBwgAAAA/gI4PAMgPAJB4BwcAwAAAP+D/DwDiDwAceAAAAAAAAAjw8AMAxg8AkngHBwD8AwA/wI4PAMgPAJl4Bz8EAAAA"
        "BxYBCADIDwCSeAgHAAAABD/8jg8Azg8AgnwKAAgAAAAAAAAIAOQPAPB9WJgIAOBBWAhwCADiDwCXeA4KgAAAAD/g/w8A1g8A"
        "8H1YnAwA4EFYCHAIAOIPAJd4DgoAAQAAP+D/DwDWDwDwfVigDADgQVgIcAgA4g8Al3gOCoABAAA/4P8PANYPAPB9WKQMAOBB"
        "WAhwCADiDwCXeA4KAAIAAD/g/w8A1g8A8H1YqAwA4EFYCHAIAOIPAJd4DgqAAgAAP+D/DwDWDwDwfVisDADgQVgIcAgA4g8A"
        "l3gOCgADAAA/4P8PAOQPAJd4CgqAAwAAP+D/DwDSDwDwfViwDADgQVgIcAgA2A8A8H1YtAgA4EFYCAAIAOIPAEeJ6ADc////"
        "//+DAwDqDwCJfwAFAB8gDAAADgAAIg4Aw3kEAAAAAAAAJQAAAGIOAMV5AAAAgAAAAAABAADkDwCJfwcEAB8gDAAADgAAog4A"
        "GHkAAAAAAAAAAAAAAOIPABl5EwAAAAAAACEAAADiDgCnmf///1BAAgUAEAgA4g8ARXkAAKABAAAAAIADAOIPACFyAAUAAAAA"
        "AAAAAADiHwCZeAc/HwAAAAQUAQgA4i8AIXIHBAcAAAAAAAAAAMZPAIl/AwAAH0AMAAAOAAAiDgCRcggHBAAAAD8Yjw8Axg8A"
        "iX8CBwAfQAwAAA4AAGIOABl4BP8fAAAAExQBAADijwAhcgkAAwAAAAAAAAAAxh8AEXIABBMAAAD/OI8HAOIPADZ4AwkAAIAB"
        "AAAAAADGDwASeAAAgP/////AjgcA4g8AIXILBwIAAAAAAAAAAOIvABJ4AwMAAIB//8COBwDGDwAkeBMTAQAAAAAKjgcA4g8A"
        "DHgAA////wFwQPADANoPAEcJFAAAAAAAAACAAwDqDwAkcgL//wAAAAkAjgcA4g8AAngJADApAAAADwAAAM4PAER5SAAgAAAA"
        "AADAAwDqDwAkcgT//wAAAAAAjgcA4g8AR3kQAAAAAAAAAIADAOwPAAhzBAAJAAAAABAAAAAkDgAjdAAJAACAvwQAAAAAyB8A"
        "IXIDAP8AAIAAAQEAAMgPACNyBAQDAAAABAAAAADODwBBeQAAAAAAAAAAgAMA6g8ANngACwAAgAEAAAAAAOIPALl6CgAAggAA"
        "AAoAAADiDwBFeQAAwAAAAAAAgAMA5g8AEngAAAAAgH//wI4HAMgPAAx4AAD///8BcEDwAwDaDwBHCRAAAAAAAAAAgAMA6g8A"
        "JHIC//8AAAALAI4HAOIPAAJ4CQAwKgAAAA8AAADODwBEeQgAIAAAAAAAwAMA6g8AR3kQAAAAAAAAAIADAOoPAAhzAAALAAAA"
        "ABAAAAAkDgAjdAILAACAvwAAAAAAyB8AIXIDAv8AAIAAAQEAAMgPACNyAAADAAAAAAAAAADODwBBeQAAAAAAAAAAgAMA6g8A"
        "IHIVfgAAAAAAAEAAAOIPCCByFn8AAAAAAABAAADiDwAgcheABAAAAAAAQAAA4g8IIHIYgQQAAAAAAEAAAOIPADZ4GhOAAQAA"
        "AAAAAADiDwSZeAQIBgAAAD8GAAgA4g8APnIVFhUAAAD/AAAAAOIPADZ4FhOAAAAAAAAAAADiDwQ+chcYFwAAAP8AAAAA4g8A"
        "NngcEwACAAAAAAAAAOIPBBl4Hf8fAAAAGhQBAADiDwA2eBgTAAEAAAAAAAAA4g8EGXgZ/x8AAAAWFAEAAOIPADZ4JhMAAwAA"
        "AAAAAADiDwAZeB//HwAAABwUAQAA4g8AkngEBAD+//8/wI4PAOIPABFyHhkWAAAA/yCPBwDiDwCZeAc/HwAAAAYUAQgA4g8A"
        "GXgb/x8AAAAYFAEAAOIPAJByDAYEAAAAP+DxDwDiDwARciMdGgAAAP8gjwcA4g8AIHJYWAQAAAAAAEAAAOIPABJ4GR7w////"
        "/8COBwDiDwCRcgcEBwAAAD8ODwgA4g8AEXIlHxwAAAD/II8HAOIPAJF4BA0AwP//P3CODwDiDwARciEbGAAAAP8gjwcA4g8A"
        "JHgfFgEAAAAZCo4HAOIPABJ4HSPw/////8COBwDiDwCQcgQECQAAgAXg/w8A4g8AEngZJfD/////wI4HAOIPACByWVkEAAAA"
        "AABAAADiDwASeBsh8P/////AjgcA4g8AJHgkGgEAAAAdCo4HAOIPABl4Fv8fAAAAExQBAADiDwA2eB0TgAIAAAAAAAAA4g8A"
        "GXge/wQAAAAeFAEAAOIPACR4JxwBAAAAGQqOBwDiDwARchkWEwAAAP8QjwcA4g8IJHgiGAEAAAAbCo4HAOIPABFyGBYTAAAA"
        "/yiPBwDiDwwkfjb/BAAAAP8Ajg8A4g8AEXIbFhMAAAD/II8HAOIPACR+PP8EAAAA/wCODwDiDwAZeCD/HwAAAB0UAQAA4g8A"
        "IHICWgAAAAAAAEAAAOIPCBJ4Ghn8//8//8COBwDiDwA2eBkTgAMAAAAAAAAA4g8AEngWGOD/////wI4HAOIPACByW1sAAAAA"
        "AABAAADiDwASeBwb8P/////AjgcA4g8AJHgaEwEAAAAaCo4HAOIPBBFyKSAdAAAA/yCPBwDiDwAkeBYTAQAAABYKjgcA4g8E"
        "GXgo/x8AAAAZFAEAAOIPACR4HBMBAAAAHAqOBwDiDwASeCAp8P/////AjgcA4g8AIHIDXAQAAAAAAEAAAOIPCBl4E/8fAAAA"
        "JhQBAADiDwAgcgZdBAAAAAAAQAAA4g8AEXIsKBkAAAD/II8HAOIPACR4Kh0BAAAAIAqOBwDiDwARcisTJgAAAP8gjwcA4g8A"
        "IHIFYAQAAAAAAEAAAOIPCBl4Hf8EAAAAGxQBAADiDwAkeBscCAAAAP8AjgcA4g8AEnggLPD/////wI4HAOIPACByCGEEAAAA"
        "AABAAADiDwgSeBMr8P/////AjgcA4g8AIHIHZAQAAAAAAEAAAOIPCBB8KB0MAAAA/+DxDwDiDwAkeDAZAQAAACAKjgcA4g8A"
        "GXgZ/x8AAAAWFAEAAOIPACR4LiYBAAAAEwqOBwDiDwARfC0dBwAAAP8ODwgA4g8AJHggHwgAAAD/AI4HAOIPABl4Jv8fAAAA"
        "GxQBAADiDwAkeDgwCAAAAP8AjgcA4g8AEXITKBsAAAD/OIAHAOIPACByCmUEAAAAAABAAADiDwgQfEUeDAAAAP/g8w8A4g8A"
        "IHIJaAQAAAAAAEAAAOIPABFyGRkWAAAA/xCPBwDiDwAgcgxpBAAAAAAAQAAA4g8AEXIWKCYAAAAtPA8AAOIPACByC2wEAAAA"
        "AABAAADiDwgSeBsbwP//Af/AjgcA4g8AIHIObQQAAAAAAEAAAOIPCBJyHBwdAAAA/zyOBwDiDwAgcg1wBAAAAAAAQAAA4g8A"
        "EXwoHgcAAAD/Do8IAOIPACR4GxsBAAAAHQKOBwDiDwAZeCb/HwAAACAUAQAA4g8AJHgcHBAAAAD/AI4HAOIPABFyREUgAAAA"
        "/ziABwDiDwAkeB0iCAAAAP8AjgcA4g8AGXgh/wQAAAAhFAEAAOIPACByEHEEAAAAAABAAADiDwARckVFJgAAACg8DwAA4g8A"
        "IHIPdAQAAAAAAEAAAOIPCBl4I/8EAAAAIxQBAADiDwAgchJ1BAAAAAAAQAAA4g8IEHxCIQwAAAD/4PEPAOIPACByEXgEAAAA"
        "AABAAADiDwgZeCb/BAAAACUUAQAA4g8AJHglJAgAAAD/AI4HAOIPABB8QCMMAAAA/+DzDwDiDwAgchR5BAAAAAAAQAAA4g8I"
        "EXwxIQcAAAD/Dg8IAOIPACByfHwEAAAAAABAAADiDwgSeBwccAAAAP/AjgcA4g8AIHJ9fQQAAAAAAEAAAOIPCBl4KP8fAAAA"
        "HRQBAADiDwAgcoSEBAAAAAAAQAAA4g8IEXJBQh0AAAD/OIAHAOIPACR4GxuAAAAAHAKOBwDiDwARfC8jBwAAAP8OjwgA4g8A"
        "IHKFhQQAAAAAAEAAAOIPCBl4Lf8fAAAAJRQBAADiDwAgcoiIBAAAAAAAQAAA4g8IEXI7QCUAAAD/OIIHAOIPACByiYkEAAAA"
        "AABAAADiDwARckJCKAAAADE8DwAA4g8AJHgoJwgAAAD/AI4HAOIPABB8OiYMAAAA/+DxDwDiDwAgcoyMBAAAAAAAQAAA4g8I"
        "EngcHcD//wH/wI4HAOIPACByjY0EAAAAAABAAADiDwgZeBj/BQAAABgUAQAA4g8AIHKQkAQAAAAAAEAAAOIPCBl4Gf8CAAAA"
        "GRQBAADiDwAgcpGRBAAAAAAAQAAA4g8AEnIfHx4AAAD/PI4HAOIPACBylJQEAAAAAABAAADiDwgRckBALQAAAC88jwAA4g8A"
        "JHgYGBAAAAAZAo4HAOIPABF8LyYHAAAA/w4PCADiDwAkeB8fEAAAAP8AjgcA4g8AEnIiIiEAAAD/PI4HAOIPACR4ISEBAAAA"
        "HAKOBwDiDwAZeC3/HwAAACgUAQAA4g8AIHKVlQQAAAAAAEAAAOIPABFyOTooAAAA/ziABwDiDwAkeCIiEAAAAP8AjgcA4g8A"
        "EnInJyYAAAD/PI4HAOIPACByBF4AAAAAAABAAADiDwgSeBwlwP//Af/AjgcA4g8AIHJfXwAAAAAAAEAAAOIPCBJ4GSDA//8B"
        "/8COBwDiDwAkeCcnEAAAAP8AjgcA4g8AGXgp/wQAAAApFAEAAOIPACByYmIAAAAAAABAAADiDwgRcjo6LQAAAC88DwAA4g8A"
        "JHgZHgEAAAAZAo4HAOIPABJyJCQjAAAA/zyOBwDiDwAkeCMjAQAAABwCjgcA4g8AGXgv/wQAAAAsFAEAAOIPACR4LCoIAAAA"
        "/wCOBwDiDwASeB0owP//Af/AjgcA4g8AJHgtLggAAAD/AI4HAOIPABl4K/8EAAAAKxQBAADiDwAkeCQkEAAAAP8AjgcA4g8A"
        "EngcH3AAAAD/wI4HAOIPACR4HSYBAAAAHQKOBwDiDwAScioqKQAAAP88jgcA4g8AIHJjYwAAAAAAAEAAAOIPCBJ4HidwAAAA"
        "/8COBwDiDwAkeBkZgAAAABwCjgcA4g8AEnIuLisAAAD/PI4HAOIPACR4KioQAAAA/wCOBwDiDwASeBwswP//Af/AjgcA4g8A"
        "JHgdHYAAAAAeAo4HAOIPABB8NjYJAAAAG+D/DwDiDwAkeC4uEAAAAP8AjgcA4g8AEnIwMC8AAAD/PI4HAOIPACR4HCkBAAAA"
        "HAKOBwDiDwASeB4twP//Af/AjgcA4g8AIHJmZgAAAAAAAEAAAOIPABJ4GypwAAAA/8COBwDiDwAkeDAwEAAAAP8AjgcA4g8A"
        "EngfLnAAAAD/wI4HAOIPACR4HisBAAAAHgKOBwDiDwASeCA4wP//Af/AjgcA4g8AJHgbHIAAAAAbAo4HAOIPABJ4IiJwAAAA"
        "/8COBwDiDwAkfhz/BAAAAP8Ajg8A4g8AEngkJHAAAAD/wI4HAOIPACR4Hh6AAAAAHwKOBwDiDwASeB8wcAAAAP/AjgcA4g8A"
        "JH4w/wQAAAD/AI4PAOIPABB8NRwJAAAAGeD/DwDiDwAkfhn/BAAAAP8Ajg8A4g8AEXxHGgQAAAD/EI4PAOIPACR4IC8BAAAA"
        "IAKOBwDiDwAQfDAwCQAAABvg/w8A4g8ANngbGAgAAAAAAAAAAOIPBBB8NBkJAAAAHuD/DwDiDwAkeBkYEAAAAP8AjgcAxA8A"
        "IHJnZwAAAAAAAEAAAOIPCCR4GhsQAAAA/wCOBwDkDwAgcmpqAAAAAAAAQAAA4g8IJHghIYAAAAAiAo4HAOIPABJ4GRlwAAAA"
        "/8COBwDiDwAkeBgYgAAAAP8AjgcA4g8AEngcGnAAAAD/wI4HAOIPACR4IyOAAAAAJAKOBwDkDwAgcmtrAAAAAAAAQAAA4g8A"
        "JH4i/wQAAAD/AI4PAOIPABJyGhkYAAAA//yOBwDiDwAkfi7/BAAAAP8Ajg8A4g8AEngeGCAAAAAZ9o4HAOIPACR4HyCAAAAA"
        "HwKOBwDiDwAQfEMiCQAAACHg/w8A4g8AJH4q/wQAAAD/AI4PAOIPABB8Li4JAAAAI+D/DwDiDwAkeBsbgAAAAP8AjgcA4g8A"
        "EHw8PAkAAAAf4P8PAOIPADZ4IBgAJAAAAAAAAADiDwAQfCoqCQAAAB3g/w8A4g8AIHJubgAAAAAAAEAAAOIPCBJ4HRgQAAAA"
        "GfaOBwDiDxQgcm9vAAAAAAAAQAAA4g8IEngfGDAAAAAZ9o4HAOIPECBycnIAAAAAAABAAADiDwgSeCEYQAAAABn2jgcA4g8U"
        "IHJzcwAAAAAAAEAAAOIPCBJ4IxhQAAAAGfaOBwDiDxAgcnZ2AAAAAAAAQAAA4g8IEnglGGAAAAAZ9o4HAOIPFCByd3cAAAAA"
        "AABAAADiDwgSeCYYcAAAABn2jgcA4g8QIHJ6egAAAAAAAEAAAOIPCBJyGBwbAAAA//yOBwDiDwAgcnt7AAAAAAAAQAAA4g8I"
        "IHKCggAAAAAAAEAAAOIPCCByg4MAAAAAAABAAADiDwggcoaGAAAAAAAAQAAA4g8IIHKHhwAAAAAAAEAAAOIPCCByiooAAAAA"
        "AABAAADiDwggcouLAAAAAAAAQAAA4g8IIHKOjgAAAAAAAEAAAOIPCCByj48AAAAAAABAAADiDwggcpKSAAAAAAAAQAAA4g8I"
        "IHKTkwAAAAAAAEAAAOIPCCBylpYAAAAAAABAAADiDwggcpeXAAAAAAAAQAAA4g8AEnInGSAAAAD//I4HAOIPALl6DgAA8AAA"
        "AAoAAADiDwASeCggcAAAABn2jgcAxA8APnIAWVgAAAD/AAAAAOQPABB8PUcJAAAAGuD/DwDkDwASeBkbEAAAABz2jgcA5A8U"
        "EngaGyAAAAAc9o4HAOIPFIhzAD0AAAAAAAgAAADiAQASeCAbMAAAABz2jgcA5A8UEngiG0AAAAAc9o4HAMQPABJ4JBtQAAAA"
        "HPaOBwDkDxA+cgJbAgAAAP8AAAAA5A8AEngbG2AAAAAc9o4HAOIPACR+AP8NAAAA/wCODwDiHwAQfBhHCQAAABjg/w8A5A8E"
        "PnIDBgMAAAD/AAAAAOQPABB8HEcJAAAAHeD/DwDiDwCIcwAYAgAAAAAIAAAA4g8APnIEXwQAAAD/AAAAAMQPABB8P0cJAAAA"
        "GeD/DwDiDwSIcwAcAwAAAAAIAAAA4g8APnIFCAUAAAD/AAAAAOQPABB8HkcJAAAAHuD/DwDiDwCIcwA/BAAAAAAIAAAA4g8A"
        "PnIGY2IAAAD/AAAAAOQPABB8PUcJAAAAGuD/DwDiDwCIcwAeBQAAAAAIAAAA4g8APnIHCgcAAAD/AAAAAMQPABB8N0cJAAAA"
        "H+D/DwDiDwCIcwA9BgAAAAAIAAAA4g8APnIIZ2YAAAD/AAAAAOQPABB8H0cJAAAAIOD/DwDiDwSIcwA3BwAAAAAIAAAA4g8A"
        "PnIJDAkAAAD/AAAAAOQPABB8IUcJAAAAIeD/DwDiDwCIcwAfCAAAAAAIAAAA4g8APnIKa2oAAAD/AAAAAMQPABB8HUcJAAAA"
        "IuD/DwDiDwSIcwAhCQAAAAAIAAAA4g8APnILDgsAAAD/AAAAAOQPABB8I0cJAAAAI+D/DwDiDwCIcwAdCgAAAAAIAAAA4g8A"
        "PnIMb24AAAD/AAAAAOQPABB8GUcJAAAAJOD/DwDiDwCIcwAjCwAAAAAIAAAA4g8APnINEA0AAAD/AAAAAMQPABB8JUcJAAAA"
        "JeD/DwDiDwCIcwAZDAAAAAAIAAAA4g8APnIOc3IAAAD/AAAAAOQPABB8G0cJAAAAG+D/DwDiDwCIcwAlDQAAAAAIAAAA4gEA"
        "PnIPEg8AAAD/AAAAAOQPAD5yEHd2AAAA/wAAAADiDwCIcwAbDgAAAAAIAAAA4g8AEHwzRwkAAAAm4P8PAMQPAD5yERQRAAAA"
        "/wAAAADkDwA+chJ7egAAAP8AAAAA4g8AiHMAMw8AAAAACAAAAOIPABB8J0cJAAAAJ+D/DwDkDwA+chR9fAAAAP8AAAAA4g8A"
        "iHMAMxAABAAACAAAAOIPAD5ygoOCAAAA/wAAAADkDwA+coSFhAAAAP8AAAAA4g8AiHMAGBEAHAAACAAAAOIDAD5yhoeGAAAA"
        "/wAAAADEDwA+coiJiAAAAP8AAAAA4g8AiHMAJxIAAAAACAAAAOIPAD5yiouKAAAA/wAAAADkDwA+coyNjAAAAP8AAAAA4g8A"
        "iHMAHBQAIAAACAAAAOIPAD5yjo+OAAAA/wAAAADkDwA+cpCRkAAAAP8AAAAA4g8AiHMAHBUAJAAACAAAAOIPAD5ykpOSAAAA"
        "/wAAAADEDwA+cpSVlAAAAP8AAAAA4g8AiHMAHhcAIAAACAAAAOIPAD5ylpeWAAAA/wAAAADkDwAQfDFHCQAAACjg/w8A4g8A"
        "iHMAHoIAJAAACAAAAOIPABB8DSkMAAAA/+DxDwDkHwAQfAUrDAAAAP/g8w8A4g8AiHMAN4QAIAAACAAAAOIPABF8BykHAAAA"
        "/w4PCADEDwARfAYrBwAAAP8OjwgA4g8AiHMAN4YAJAAACAAAAOIPABB8ES8MAAAA/+D1DwDkLwQZeAL/HwAAAC0UAQAA4g8A"
        "iHMAIYgAIAAACAAAAOIPABF8BC8HAAAA/w4PCQDkDwARci0FLQAAAP84ggcA4g8AiHMAIYoAJAAACAAAAOIPABl4A/8fAAAA"
        "OBQBAADEDwARcjgROAAAAP84hAcA4g8AiHMAI4wAIAAACAAAAOIPABF8CDsOAAAA/wiGDwDkDwARchERAwAAAAQ8DwEA4g8A"
        "iHMAI44AJAAACAAAAOIPABF8CTsPAAAAQAyPCQDkDwARfBA4DgAAAP8Ihg8A4g8EiHMAJZAAIAAACAAAAOYPABF8ETgPAAAA"
        "EQyPCQDiDwCIcwAlkgAkAAAIAAAA6A8AiHMAM5QAIAAACAAAAOgPAIhzADGWAAAAAAgAAADiDwAddQAAAAACAAAAAQAA5AEA"
        "GXgA/x8AAAAsFAEAAMQfABFyLA0sAAAA/ziABwDIDwARcg0NAAAAAAc8DwAA5A8AEXIABQIAAAAGPI8AAOQPABF8AhMOAAAA"
        "/wiADwDkDwARfAREDgAAAP8Igg8A5A8AEXwGQQ4AAAD/CIQPAOIPAIR5GDYAAAAAAAwAAAAiDgARfAMTDwAAABYMDwgAxA8A"
        "EXwFRA8AAABFDI8IAOIPAIR5HDUAAAAAAAwAAABiDgARfAo5DgAAAP8IgA8A5A8AEXwHQQ8AAABCDA8JAOIPAIR5IEMAAAAA"
        "AAwAAACiDgARfAwsDgAAAP8Igg8A5A8AEXwOLQ4AAAD/CIQPAOIPAIR5JC4AAAAAAAwAAADiDgARfAs5DwAAADoMDwgAxA8A"
        "EXwNLA8AAAANDI8IAOIPAIR5KCoAAAAAAAwAAAAiDwARfA8tDwAAAAAMDwkAxg8AhHkwMAAAAAAADAAAAGgPAIR5NDQAAAAA"
        "AAwAAABoDwCEeTw8AAAAAAAMAAAAaA8AhnkAAhgAAAAKHRAMAOgfAIZ5AAQcAAAACh0QDADoLwCGeQAGIAAAAAodEAwA6E8A"
        "hnkACCQAAAAKHRAMAOiPAIZ5AAooAAAACh0QDADoDwGGeQAMMAAAAAodEAwA6A8ChnkADjQAAAAKHRAMAOgPAIZ5ABA8AAAA"
        "Ch0QDADiDwBNeQAAAAAAAAAAgAMA6g8ATRkAAAAAAAAAAIADAOoPAMN5BQAAAAAAAIgAAAAiDgCCeAQAAAQAAAAAAAAA4g8A"
        "JHQA/wBAAAD/AI4HAOIPALl6EgAAZgAAAAoAAADiDwAceAAAAAAAAHDw8AMA4g8AkHgMEjAAAAA/4PEPAOIPAIJ8CgA/AAAA"
        "AAAACADGDwCQcg0/EwAAAD/kfwgA5A8AkXIEBQQAAAA/wI4PAMgfAJB4CAT/AwAAP+D/DwDkDwCZeAQ/HwAAAAsUAQgA5A8A"
        "kngICAD8//8/wI4PAOQPAJFyBAQLAAAAPxiPDwDkDwCQeAkIAEACAD/g/w8A5A8AkngFBPj//wM/wI4PAMQPAJl4BAQGAAAA"
        "PwYACADiDwCnef//AABAAggAAAgA4gEAkHILBQsAAAA/4f8PAOQPAJJ4EAQA/v//P8CODwDIDwCRcgsLEAAAAD8wjg8A2A8A"
        "Lwg/AAAAAAAAAIIDAOIPALR1AAwIAAAAAIAACADYAwAcGAAAAAAAAHDh8AAA5A8AHHgAAAAAAABw4fIDANYPAEcJ7AD9////"
        "//+TAwDqLwAceAAAAAAAAHDw8AMA4g8AkHgECAAgAAA/4P8PAOIPAIJ4BgBAAAAAAAAAAADWDwAvCD8AAAAAAAAAggMA4g8A"
        "gnwFAAkAAAAAAAAIAOIPAIJ8BwALAAAAAAAACADkDwC0dQAMBAAAAACAAAgA8gMAHBgAAAAAAABw4fAAAMQPABx4AAAAAAAA"
        "cOHyAwDWDwBHCeQA/f//////kwMA6i8AgnwEAD8AAAAAAAAIAOIPAIJ8BQA/AAAAAAAACADKDwCMeAAFAgAAAHBg8AsA4g8A"
        "JHQC/wCAAAD/AI4HAOIvAJl4BgUFAAAAPwYACADIDwAceAAAAAAAAAjw8gMA4g8AkngHBiAAAAA/wI4PAMgPAJJyCQcIAAAA"
        "P/yODwDQDwBHmRwAAAAAAAAAgAMA6g8AmXgGPwEAAAAFFgEIAOQPAJJyBwcIAAAAP/yODwDkDwCSeAYGAQAAAD8Mjg8AzA8A"
        "JH4A/wYAAAD/AI4PAMofABl4AAAfAAAA/wYAAADIDwCndQD/ADhAAkcBAAgAJA4AR4kIAAQAAAAAAIADAOofAKd5//8CIEAC"
        "CQAACADiAwCSeAYFAQAAAD/Ajg8A4g8AHHgAAAAAAABw8PADAOIPAJB4ChKwAAAAP+DxDwDkDwCRcgYGCAAAAD+Ajg8A5A8A"
        "kXIPBBAAAAA/OI4PAOQPAJByCz8TAAAAP+R/CADkDwCQeAwGAEAAAD/g/w8AxA8AkHgNCSBAAgA/4P8PAOIPAIJ8DgA/AAAA"
        "AAAACADWLwAvCD8AAAAAAAAAhAMA4g8AtHUACgwAAAAAgAAIANgDABwoAAAAAAAAcOFwAQDkDwAceAAAAAAAAHDh9AMA1g8A"
        "RwnsAP3//////5MDAOovABx4AAAAAAAAcPDwAwDiDwCQeBQGAIAAAD/g/w8A4g8AgngWAEAAAAAAAAAAANYPAC8IPwAAAAAA"
        "AACEAwDiDwCCfBUADQAAAAAAAAgA4g8AgnwXAA8AAAAAAAAIAOQPALR1AAoUAAAAAIAACADyAwAcKAAAAAAAAHDhcAEAxA8A"
        "HHgAAAAAAABw4fQDANYPAEcJ5AD9//////+TAwDqLwBHmRgAAAAAAAAAgAMA6g8AmXgHPwEAAAAFFgEIAMgPAJJ4BwcBAAAA"
        "PwyODwDMDwAkfgD/BwAAAP8Ajg8Ayh8AGXgAAB8AAAD/BgAAAMgPAKd1AP8AMEACSQEACAAkDgBHiZQAAAAAAAAAgAMA6h8A"
        "p3n//wIoQAIJAAAIAOIDAJB4ChIwAQAAP+DxDwDiDwAceAAAAAAAAHDw8AMA4g8AkHgMBgDAAAA/4P8PAOQPAJB4DQkoQAIA"
        "P+D/DwDkDwCQcgs/EwAAAD/kfwgA2A8ALwg/AAAAAAAAAIIDAOIPALR1AAoMAAAAAIAACADYBQAcGAAAAAAAAHDh8AAA5A8A"
        "HHgAAAAAAABw4fIDANYPAEcJ7AD9//////+TAwDqTwAceAAAAAAAAHDw8AMA4g8AkHgMBgAAAQA/4P8PANgPAC8IPwAAAAAA"
        "AACCAwDiDwCCeA4AQAAAAAAAAAAA5A8AtHUACgwAAAAAgAAIAPQFABwYAAAAAAAAcOHwAADEDwAceAAAAAAAAHDh8gMA1g8A"
        "RwnoAP3//////5MDAOpPAJB4BAQBAAAAP+D/DwDkDwCQeAUFAQAAAD/g/w8A5A8AjHgABAQAAABwYvALAMwPABx4AAAAAAAA"
        "CPDwAwDaDwBHiegA+P//////gwMA6g8ATXkAAAAAAAAAAIADAOoPAKd1AP8CAEACRQEACAAkDgBHifgA/P//////gwMA6h8A"
        "R3nMALj//////4MDAOoPAKd1AP8IIEACRwEACAAkDgBHifgA/P//////gwMA6h8AR3msALz//////4MDAOoPAKd1AP8HKEAC"
        "RwEACAAkDgBHifgA/P//////gwMA6h8AR3nYANj//////4MDAOoPAKd1AP8AOEACRwEACAAkDgBHifgA/P//////gwMA6h8A"
        "R3nsAPj//////4MDAOoPAKd1AP8AMEACSQEACAAkDgBHifgA/P//////gwMA6h8AR3lgAPz//////4MDAOoPACR4AAICAAAA"
        "/wCOBwDiDwBFeQEAAAMAAAAAgAMA6A8AGXgH/xgAAAAAFgEAAMgPAAxyAAf/AAAAcFDwAwDaDwBHCSgAAAAAAAAAgAMA6g8A"
        "JHgAAgIAAAD/AI4HAMoPAAxyAAD/AAAAcFLwAwDaDwAjCAUCAACAX/8AAAAA4g8ACIMDAAIAAAAAEAAAAPAPAAgDAAAFAAAA"
        "ABAAAAAkDgAjBAYFAACAvwAAAAAAyB8AIQIHBv8AAIAAAQEAAMgPACMCAAAHAAAAAAAAAADIDwAjCAMAAACAX/8AAAAA4g8A"
        "R3mIAAAAAAAAAIADAOwPADZ4DQcD////AAAAAADKDwAMeAANAQAAAHBA8AMA2g8ARwl4AAAAAAAAAIADAOoPABJ4AAL//38A"
        "/8COBwDiDwAkdAj/AwAAAP8AjgcAxg8AEngAAAAAgD///I4HAOQPABlyCAgNAAAA/wYAAADkDwAIcwMAAAAAAAAQAAAAJA4A"
        "I3QFAAAAgL8DAAAAAMgfACFyBgX/AACAAAEBAADIDwAjcgUDBgAAAANAAAAA4g8cI3IGAwYAAAADgAAAAMgPABJ4AwX//38A"
        "/8COBwDkDwQLcgAFBgAAAADQ8QMA5A8AEngDAwAAgAD//I4HAOQPAAd4Bf//////AAAABADkDwAScggIAwAAAP/AjgcAxg8A"
        "JHIA//8AAAAFCo4HAOIPABlyCP8NAAAACBYBAADIDwAScv8ADQAAAAP4ggcA5A8AEnj/CAEAAAD/wIAHAOQPBBJ4/wgCAAAA"
        "/8CEBwDIDwAceAAAAAAAACA8cAAA5A8AEnj/Av//fwD/wIIHAOQPAAd4AP8BAAAAAAAABADKDwAkcgD//wAAAAAKjgcAyg8A"
        "DHIAAP8AAABwYvADAOIPADZ4AAcE////AAAAAADKDwAZcgP/AAAAAAMWAQAAzg8ANogDAwEAAAAAAAAAAMgPACSYAwMCAAAA"
        "/wCOBwDKDwASeAMDAAAAgAL4jgcA4g8AR3kEAAAAAAAAAIADAOwPAAhzAwACAAAAABAAAABkAABBeQEAAAAAAAAAgAMA6g8A"
        "JHIA//8AAAADAI4HAOQvACRyAv//AAAACQCOBwDkHwAkdAP/AAAAAP8AjgcAyA8AUHmUArD//////8MDAOoPAEd5/AD8////"
        "//+DAwDADwAYeQAAAAAAAAAAAAAAwA8AGHkAAAAAAAAAAAAAAMAPABh5AAAAAAAAAAAAAADADwAYeQAAAAAAAAAAAAAAwA8A"
        "GHkAAAAAAAAAAAAAAMAPABh5AAAAAAAAAAAAAADADwAYeQAAAAAAAAAAAAAAwA8AGHkAAAAAAAAAAAAAAMAPABh5AAAAAAAA"
        "AAAAAADADwAYeQAAAAAAAAAAAAAAwA8AGHkAAAAAAAAAAAAAAMAPABh5AAAAAAAAAAAAAADADwAAAAAAAAAAAAAAAAAAAAAA"
        "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"
        "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"
        "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"
        "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"
        "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"
        "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"
        "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"
        "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"
        "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"
        "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"
        "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"
        "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"
        "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"
        "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"
        "AAAAAAAAAAAAAAAAAAAAAAEAAAADAAAAAAAAAAAAAAAAAAAAAAAAAEAAAAAAAAAA2QEAAAAAAAAAAAAAAAAAAAEAAAAAAAAA"
        "AAAAAAAAAAALAAAAAwAAAAAAAAAAAAAAAAAAAAAAAABFAgAAAAAAAGQCAAAAAAAAAAAAAAAAAAABAAAAAAAAAAAAAAAAAAAA"
        "EwAAAAIAAAAAAAAAAAAAAAAAAAAAAAAAsAQAAAAAAACAAQAAAAAAAAIAAAAQAAAACAAAAAAAAAAYAAAAAAAAAOMAAAABAAAA"
        "AAAAAAAAAAAAAAAAAAAAADAGAAAAAAAA6AAAAAAAAAAAAAAAAAAAAAEAAAAAAAAAAAAAAAAAAADwAAAAAQAAAAAAAAAAAAAA"
        "AAAAAAAAAAAYBwAAAAAAAGEZAAAAAAAAAAAAAAAAAAABAAAAAAAAAAAAAAAAAAAA/AAAAAEAAAAAAAAAAAAAAAAAAAAAAAAA"
        "eSAAAAAAAABbDQAAAAAAAAAAAAAAAAAAAQAAAAAAAAAAAAAAAAAAACgBAAABAAAAAAAAAAAAAAAAAAAAAAAAANQtAAAAAAAA"
        "+RAAAAAAAAAAAAAAAAAAAAEAAAAAAAAAAAAAAAAAAABtAQAAAQAAAAAAAAAAAAAAAAAAAAAAAADNPgAAAAAAAKPfAAAAAAAA"
        "AAAAAAAAAAABAAAAAAAAAAAAAAAAAAAAKQAAAAcAAAAAAAACAAAAAAAAAAAAAAAAcB4BAAAAAAC0AAAAAAAAAAAAAAAAAAAA"
        "BAAAAAAAAAAAAAAAAAAAADkAAAAHAAAAQAAAAQAAAAAAAAAAAAAAACQfAQAAAAAAIAAAAAAAAAAJAAAADAAAAAQAAAAAAAAA"
        "AAAAAAAAAABJAAAAAAAAcAAAAAAAAAAAAAAAAAAAAABEHwEAAAAAADAAAAAAAAAAAwAAAAAAAAAEAAAAAAAAAAAAAAAAAAAA"
        "UgAAAIYAAHAAAAAAAAAAAAAAAAAAAAAAdB8BAAAAAAAkAAAAAAAAAAAAAAAAAAAABAAAAAAAAAAAAAAAAAAAAHAAAAAAAABw"
        "QAAAAAAAAAAAAAAAAAAAAJgfAQAAAAAAoAIAAAAAAAADAAAAEwAAAAQAAAAAAAAAAAAAAAAAAACiAQAAAQAAcAAAAAAAAAAA"
        "AAAAAAAAAAA4IgEAAAAAACAAAAAAAAAAAwAAAAAAAAAEAAAAAAAAAAgAAAAAAAAAywAAAAQAAABAAAAAAAAAAAAAAAAAAAAA"
        "WCIBAAAAAAAAAAAAAAAAAAMAAAATAAAACAAAAAAAAAAYAAAAAAAAAAcBAAAEAAAAQAAAAAAAAAAAAAAAAAAAAFgiAQAAAAAA"
        "GAAAAAAAAAADAAAABQAAAAgAAAAAAAAAGAAAAAAAAABUAQAABAAAAEAAAAAAAAAAAAAAAAAAAABwIgEAAAAAABgAAAAAAAAA"
        "AwAAAAcAAAAIAAAAAAAAABgAAAAAAAAAkAEAAAQAAABAAAAAAAAAAAAAAAAAAAAAiCIBAAAAAABIAAAAAAAAAAMAAAAEAAAA"
        "CAAAAAAAAAAYAAAAAAAAAF0AAAABAAAABgAAAAAAAAAAAAAAAAAAAAAjAQAAAAAAgE4AAAAAAAADAAAADgAAAIAAAAAAAAAA"
        "AAAAAAAAAACGAAAACAAAAEMAAAAAAAAAAAAAAAAAAACAcQEAAAAAAAAEAAAAAAAAAAAAABMAAAAQAAAAAAAAAAAAAAAAAAAA"
        "ngAAAAgAAAADAAAAAAAAAAAAAAAAAAAAgHEBAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAAAAAAAAAAAAAAAAAAAL4BAAABAAAA"
        "QgAAAAAAAAAAAAAAAAAAAIBxAQAAAAAAzAMAAAAAAAAAAAAAEwAAAAQAAAAAAAAAAAAAAAAAAAAGAAAABAAAABB7AQAAAAAA"
        "AAAAAAAAAAAAAAAAAAAAABgBAAAAAAAAGAEAAAAAAAAIAAAAAAAAAAEAAAAEAAAAEHsBAAAAAAAAAAAAAAAAAAAAAAAAAAAA"
        "GAEAAAAAAAAYAQAAAAAAAAgAAAAAAAAAAQAAAAUAAAAAIwEAAAAAAAAAAAAAAAAAAAAAAAAAAACATgAAAAAAAIBOAAAAAAAA"
        "CAAAAAAAAAABAAAABgAAAIBxAQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAAAAAAAAIAAAAAAAAAAEAAAAEAAAA"
        "gHEBAAAAAAAAAAAAAAAAAAAAAAAAAAAAzAMAAAAAAADMAwAAAAAAAAgAAAAAAAAA"
    ),
)]

_DTYPES = {"f16": torch.float16, "bf16": torch.bfloat16, "f32": torch.float32, "i32": torch.int32}
_ARGS = _LIBRARY["arguments"]
_PROBLEM = _LIBRARY["problem"]
_SPECS = _LIBRARY["specializations"]
_BY_SHAPE = {tuple(s["shape"][n] for n in _PROBLEM): i for i, s in enumerate(_SPECS)}
_ARG_INDEX = {a["name"]: i for i, a in enumerate(_ARGS)}
_SHARED_OPT_IN = 48 * 1024  # above this, dynamic shared memory must be opted into
_CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES = 8

#: The tuned shapes, e.g. [{"B": 2, "H": 8, "S": 512, "D": 64, "CAUSAL": 0}].
SHAPES = [dict(s["shape"]) for s in _SPECS]

# Per input: (name, dtype, shape expressions); where each problem size is read from: the input
# dimensions whose shape expression is its name, as (size, [(input position, dimension)]); per
# specialization the inputs' shapes. Precomputed: forward() runs on every call.
_INPUT_SPECS = [(a["name"], _DTYPES[a["dtype"]], a["shape_expr"]) for a in _ARGS
                if a["kind"] == "tensor" and a["role"] == "input"]
_SIZE_FROM = {}
for _i, (_name, _dtype, _exprs) in enumerate(_INPUT_SPECS):
    for _d, _expr in enumerate(_exprs):
        if _expr in _PROBLEM:
            _SIZE_FROM.setdefault(_expr, []).append((_i, _d))
_SIZE_FROM = list(_SIZE_FROM.items())
_INPUT_SHAPES = [[tuple(s["arguments"][_ARG_INDEX[n]]["shape"]) for n, _, _ in _INPUT_SPECS] for s in _SPECS]


class EvotuneError(RuntimeError):
    """The kernels cannot be loaded or launched here."""


class UntunedShapeError(ValueError):
    """No kernel was tuned for these sizes (SHAPES lists those that were)."""


def _shape_text(sizes):
    return ", ".join(f"{n}={sizes[n]}" for n in _PROBLEM if n in sizes)


def _select(tensors, given):
    """The specialization for these inputs and keyword sizes; checks dimensions, dtypes,
    shapes and contiguity (also on fake tensors, under torch.compile)."""
    shapes = []
    for (name, _, exprs), t in zip(_INPUT_SPECS, tensors):
        if not isinstance(t, torch.Tensor):
            raise TypeError(f"{_NAME}.forward: {name} must be a torch.Tensor (or an array with "
                            f"__cuda_array_interface__), not {type(t).__name__}")
        shape = tuple(t.shape)
        if len(shape) != len(exprs):
            raise ValueError(f"{_NAME}.forward: {name} must have {len(exprs)} dimensions "
                             f"[{', '.join(exprs)}], not shape {shape}")
        shapes.append(shape)
    sizes = dict(given)
    for size, places in _SIZE_FROM:
        i, d = places[0]
        value = shapes[i][d]
        if any(shapes[j][e] != value for j, e in places[1:]):
            seen = {}
            for j, e in places:
                seen.setdefault(shapes[j][e], []).append(f"{_INPUT_SPECS[j][0]}.shape[{e}]")
            raise ValueError(f"{_NAME}.forward: inputs disagree on {size}: " +
                             "; ".join(f"{' = '.join(where)} = {v}" for v, where in seen.items()))
        sizes[size] = value
    index = _BY_SHAPE.get(tuple(sizes[n] for n in _PROBLEM))
    if index is None:
        tuned = "; ".join(_shape_text(s) for s in SHAPES)
        raise UntunedShapeError(f"{_NAME}.forward: no kernel was tuned for {_shape_text(sizes)} "
                                f"(tuned: {tuned})")
    for (name, dtype, exprs), t, shape, want in zip(_INPUT_SPECS, tensors, shapes, _INPUT_SHAPES[index]):
        if t.dtype != dtype:
            raise TypeError(f"{_NAME}.forward: {name} must be {dtype}, not {t.dtype}")
        if shape != want:
            raise ValueError(f"{_NAME}.forward: {name} must have shape {want} ([{', '.join(exprs)}]) here, "
                             f"not {shape}")
        if not t.is_contiguous():
            raise ValueError(f"{_NAME}.forward: {name} is not contiguous (strides {t.stride()}): "
                             f"pass {name}.contiguous()")
    return index


class _Driver:
    """The CUDA driver API through ctypes: what loading and launching need."""

    def __init__(self):
        c = ctypes
        try:
            lib = c.CDLL("libcuda.so.1")
        except OSError as e:
            raise EvotuneError(f"{_NAME}: cannot load the CUDA driver (libcuda.so.1): {e}") from None
        lib.cuGetErrorName.argtypes = [c.c_int, c.POINTER(c.c_char_p)]
        lib.cuInit.argtypes = [c.c_uint]
        lib.cuDeviceGet.argtypes = [c.POINTER(c.c_int), c.c_int]
        lib.cuDevicePrimaryCtxRetain.argtypes = [c.POINTER(c.c_void_p), c.c_int]
        lib.cuCtxGetCurrent.argtypes = [c.POINTER(c.c_void_p)]
        lib.cuCtxPushCurrent_v2.argtypes = [c.c_void_p]
        lib.cuCtxPopCurrent_v2.argtypes = [c.POINTER(c.c_void_p)]
        lib.cuModuleLoadData.argtypes = [c.POINTER(c.c_void_p), c.c_char_p]
        lib.cuModuleGetFunction.argtypes = [c.POINTER(c.c_void_p), c.c_void_p, c.c_char_p]
        lib.cuFuncSetAttribute.argtypes = [c.c_void_p, c.c_int, c.c_int]
        lib.cuLaunchKernel.argtypes = [c.c_void_p] + [c.c_uint] * 7 + [c.c_void_p, c.POINTER(c.c_void_p),
                                                                         c.POINTER(c.c_void_p)]
        # Tensor maps (CUDA 12 drivers have it; looked up here so that older ones still run the rest).
        self.encode = getattr(lib, "cuTensorMapEncodeTiled", None)
        if self.encode is not None:
            self.encode.argtypes = [c.c_void_p, c.c_int, c.c_uint32, c.c_void_p, c.POINTER(c.c_uint64),
                                    c.POINTER(c.c_uint64), c.POINTER(c.c_uint32), c.POINTER(c.c_uint32),
                                    c.c_int, c.c_int, c.c_int, c.c_int]
        self.lib = lib
        self.contexts = {}
        self.check(lib.cuInit(0), "cuInit")

    def check(self, rc, what):
        if rc != 0:
            name = ctypes.c_char_p()
            self.lib.cuGetErrorName(rc, ctypes.byref(name))
            raise EvotuneError(f"{_NAME}: {what} failed: {(name.value or b'?').decode()} ({rc})")

    def enter(self, device):
        """Makes the device's primary context (PyTorch's) current; True when one was pushed."""
        ctx = self.contexts.get(device)
        if ctx is None:
            dev = ctypes.c_int()
            self.check(self.lib.cuDeviceGet(ctypes.byref(dev), device), "cuDeviceGet")
            ctx = ctypes.c_void_p()
            self.check(self.lib.cuDevicePrimaryCtxRetain(ctypes.byref(ctx), dev), "cuDevicePrimaryCtxRetain")
            self.contexts[device] = ctx
        current = ctypes.c_void_p()
        self.check(self.lib.cuCtxGetCurrent(ctypes.byref(current)), "cuCtxGetCurrent")
        if current.value == ctx.value:
            return False
        self.check(self.lib.cuCtxPushCurrent_v2(ctx), "cuCtxPushCurrent")
        return True

    def leave(self):
        popped = ctypes.c_void_p()
        self.check(self.lib.cuCtxPopCurrent_v2(ctypes.byref(popped)), "cuCtxPopCurrent")

    def tensor_map(self, name, m, address):
        """Tensor map `name` (the library JSON's record `m`) over the buffer at `address`, encoded
        with cuTensorMapEncodeTiled as evotune encoded it for the measurement."""
        if self.encode is None:
            raise EvotuneError(f"{_NAME}: the CUDA driver has no cuTensorMapEncodeTiled (CUDA 12 or newer "
                               f"needed for tensor map {name})")
        e = m["encode"]
        c, rank = ctypes, e["rank"]
        held = _TensorMap()
        self.check(self.encode(held.address, e["data_type"], rank, address,
                               (c.c_uint64 * rank)(*e["global_dim"]),
                               (c.c_uint64 * max(rank - 1, 1))(*(e["global_strides"] or [0])),
                               (c.c_uint32 * rank)(*e["box_dim"]), (c.c_uint32 * rank)(*e["element_strides"]),
                               e["interleave"], e["swizzle"], e["l2_promotion"], e["oob_fill"]),
                   f"encoding tensor map {name} over {m['tensor']} at {address:#x}")
        return held


class _TensorMap:
    """A CUtensorMap's 128 bytes, 64-byte aligned (as the driver wants it), kept alive by this object."""

    def __init__(self):
        self.buffer = (ctypes.c_uint8 * 192)()
        self.address = (ctypes.addressof(self.buffer) + 63) & ~63


_lock = threading.Lock()
_driver = None
_loaded = {}  # device index -> per specialization, its launches: (function, grid, block, shared bytes, args)


def _load(device):
    """Loads every specialization's cubin on `device` (once) and raises the shared memory limits."""
    global _driver
    with _lock:
        if device in _loaded:
            return _loaded[device]
        major, minor = torch.cuda.get_device_capability(device)
        arch = _LIBRARY["compile"]["arch"]
        if arch.startswith("sm_") and arch[3:].rstrip("a") != f"{major}{minor}":
            raise EvotuneError(f"{_NAME}: the kernels were compiled for {arch}; GPU {device} "
                               f"({torch.cuda.get_device_name(device)}) is sm_{major}{minor}")
        if _driver is None:
            _driver = _Driver()
        lib = _driver.lib
        torch.cuda.init()
        pushed = _driver.enter(device)
        try:
            per_spec = []
            for spec, cubin in zip(_SPECS, _CUBINS):
                module = ctypes.c_void_p()
                _driver.check(lib.cuModuleLoadData(ctypes.byref(module), cubin),
                              f"loading the kernels for {_shape_text(spec['shape'])}")
                launches = []
                for l in spec["launches"]:
                    fn = ctypes.c_void_p()
                    _driver.check(lib.cuModuleGetFunction(ctypes.byref(fn), module, l["entry"].encode()),
                                  f"finding kernel {l['entry']}")
                    if l["shared_bytes"] > _SHARED_OPT_IN:
                        _driver.check(lib.cuFuncSetAttribute(fn, _CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES,
                                                             l["shared_bytes"]),
                                      f"raising {l['entry']}'s shared memory to {l['shared_bytes']} bytes")
                    launches.append((fn, tuple(l["grid"]), tuple(l["block"]), l["shared_bytes"], l["args"]))
                per_spec.append(launches)
        finally:
            if pushed:
                _driver.leave()
        _loaded[device] = per_spec
        return per_spec


def _scalar(dtype, value):
    if dtype == "f32":
        return ctypes.c_float(value)
    if dtype == "i32":
        return ctypes.c_int32(int(round(value)))
    if dtype == "f16":
        return ctypes.c_uint16(struct.unpack("<H", struct.pack("<e", value))[0])
    bits = struct.unpack("<I", struct.pack("<f", value))[0]  # bf16: round to nearest even
    return ctypes.c_uint16((bits + 0x7FFF + ((bits >> 16) & 1)) >> 16)


def _plan(spec):
    """How each kernel argument is made at this specialization: ("scalar", its ctypes value),
    ("input", position), ("output", (shape, dtype)), ("scratch", offset in the workspace) or
    ("tensor_map", (name, its record: encoded per call over its tensor's pointer));
    the workspace's size; whether it starts at zero (scratch with a constant init, as measured)."""
    inputs = {name: i for i, (name, _, _) in enumerate(_INPUT_SPECS)}
    places = {p["name"]: p["offset"] for p in spec["workspace"]["parts"]}
    plan = []
    for a, bound in zip(_ARGS, spec["arguments"]):
        if a["kind"] == "tensor_map":
            plan.append(("tensor_map", (a["name"], bound["tensor_map"])))
        elif a["kind"] == "scalar":
            plan.append(("scalar", _scalar(a["dtype"], bound["value"])))
        elif a["role"] == "input":
            plan.append(("input", inputs[a["name"]]))
        elif a["role"] == "output":
            plan.append(("output", (tuple(bound["shape"]), _DTYPES[a["dtype"]])))
        else:
            plan.append(("scratch", places[a["name"]]))
    zeroed = any(part["zero"] for part in spec["workspace"]["parts"])
    return plan, spec["workspace"]["bytes"], zeroed


_PLANS = [_plan(s) for s in _SPECS]
_MAP_CACHE = {}  # (specialization, argument) -> (tensor's address, its encoded _TensorMap)


def _run(tensors, given):
    """Checks the inputs, allocates the outputs and launches on the current stream."""
    index = _select(tensors, given)
    device = tensors[0].device
    for (name, _, _), t in zip(_INPUT_SPECS, tensors):
        if t.device.type != "cuda" or t.device != device:
            raise ValueError(f"{_NAME}.forward: {name} is on {t.device}; every input must be on one CUDA "
                             f"device ({device})")
    launches = _loaded.get(device.index) or _load(device.index)
    plan, workspace_bytes, zeroed = _PLANS[index]
    base = 0
    if workspace_bytes:
        workspace = (torch.zeros if zeroed else torch.empty)(workspace_bytes, dtype=torch.uint8, device=device)
        base = workspace.data_ptr()
    values, outputs, maps = [], [], []
    for kind, x in plan:
        if kind == "scalar":
            values.append(x)
        elif kind == "input":
            values.append(ctypes.c_void_p(tensors[x].data_ptr()))
        elif kind == "output":
            out = torch.empty(x[0], dtype=x[1], device=device)
            outputs.append(out)
            values.append(ctypes.c_void_p(out.data_ptr()))
        elif kind == "tensor_map":
            maps.append((len(values), x))
            values.append(None)  # once every pointer is known
        else:
            values.append(ctypes.c_void_p(base + x))
    stream = torch.cuda.current_stream(device).cuda_stream
    pushed = _driver.enter(device.index)
    try:
        for j, (name, record) in maps:
            address = values[record["tensor_index"]].value
            cached = _MAP_CACHE.get((index, j))  # the same buffer as last call: the same map
            if cached is None or cached[0] != address:
                cached = (address, _driver.tensor_map(name, record, address))
                _MAP_CACHE[(index, j)] = cached
            values[j] = cached[1]
        for fn, grid, block, shared, args in launches[index]:
            params = (ctypes.c_void_p * len(args))(*[values[j].address if isinstance(values[j], _TensorMap)
                                                     else ctypes.addressof(values[j]) for j in args])
            _driver.check(_driver.lib.cuLaunchKernel(fn, *grid, *block, shared, stream, params, None),
                          "cuLaunchKernel")
    finally:
        if pushed:
            _driver.leave()
    return outputs[0] if len(outputs) == 1 else tuple(outputs)


def _fake(tensors, given):
    """The outputs' shapes and dtypes without running anything (torch.compile's fake tensors)."""
    spec = _SPECS[_select(tensors, given)]
    return [torch.empty(bound["shape"], dtype=_DTYPES[a["dtype"]], device=tensors[0].device)
            for a, bound in zip(_ARGS, spec["arguments"]) if a["kind"] == "tensor" and a["role"] == "output"]


def _register(fn, fake):
    """fn as the custom op _OP_NAME (torch >= 2.4), so that torch.compile sees one opaque op."""
    custom_op = getattr(torch.library, "custom_op", None)
    if custom_op is None:
        return fn
    try:
        op = custom_op(_OP_NAME, mutates_args=())(fn)
        op.register_fake(fake)
        return op
    except Exception as e:  # e.g. registered already by another copy of this very module
        warnings.warn(f"{_NAME}: not registered as torch op {_OP_NAME} ({e}); forward() still works, "
                      "but torch.compile traces into it")
        return fn


def _as_torch(x):
    if isinstance(x, torch.Tensor) or not hasattr(x, "__cuda_array_interface__"):
        return x, False
    return torch.as_tensor(x, device="cuda"), True


def _as_cupy(out):
    import cupy
    return cupy.asarray(out) if isinstance(out, torch.Tensor) else tuple(cupy.asarray(o) for o in out)


def _forward_op(q: torch.Tensor, k: torch.Tensor, v: torch.Tensor, causal: int) -> torch.Tensor:
    return _run((q, k, v,), {"CAUSAL": causal})


def _forward_fake(q: torch.Tensor, k: torch.Tensor, v: torch.Tensor, causal: int) -> torch.Tensor:
    outs = _fake((q, k, v,), {"CAUSAL": causal})
    return outs[0] if len(outs) == 1 else tuple(outs)


_op = _register(_forward_op, _forward_fake)


def forward(q, k, v, causal=False):
    """o of experiment attn_ws_release_small for inputs q, k, v (see the module's help).

    Args:
        q: torch.Tensor, f16 [B, H, S, D], contiguous, on a CUDA device
        k: torch.Tensor, f16 [B, H, S, D], contiguous, on a CUDA device
        v: torch.Tensor, f16 [B, H, S, D], contiguous, on a CUDA device
        causal: problem size CAUSAL (bool or 0/1), default False
    Returns the output(s), allocated here. Raises UntunedShapeError for sizes no kernel
    was tuned for, TypeError/ValueError for a wrong dtype, shape, device or layout.
    """
    converted = [_as_torch(x) for x in (q, k, v,)]
    (q, k, v,) = [c[0] for c in converted]
    out = _op(q, k, v, int(causal))
    return _as_cupy(out) if any(c[1] for c in converted) else out


if torch.cuda.is_available():
    _load(torch.cuda.current_device())
