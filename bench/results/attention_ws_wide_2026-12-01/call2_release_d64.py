# evotune export (Python module release_d64): experiment attn_ws_release_d64, 2 specializations
# experiment attn_ws_release_d64 (attn_ws_release_d64.yaml, sha256 af12f556077d5f32); template attention_ws
# kernels    cubins for sm_90a compiled by evotune (NVRTC, -std=c++17 -lineinfo) at export
# state      the template declares gmem: a specialization may keep state in its module's
#            __device__ memory (e.g. counters it resets itself), so calls must not overlap in
#            time: one stream, or streams ordered by events
# exported   2026-12-01 23:20 UTC
# shape 0  B=2 H=8 S=2048 D=64 CAUSAL=0: BLOCK_N=128 M_WG=3 STAGES=3 PIPE=2 PINGPONG=0 REGSPLIT=1 CLUSTER=1 TILES=1 KSPLIT=1 ROWSUM=hadd RESCALE=always STREAMK=132 QBUFS=2 QFREE=late PREFETCH=none QBAR=cta QSRC=smem MCAST=1 RELEASE=pair (39.01 us on NVIDIA H200 (cc 9.0, 132 SMs, driver 580.159.04, CUDA 13.0, NVRTC 13.0))
# shape 1  B=4 H=16 S=4096 D=64 CAUSAL=0: BLOCK_N=128 M_WG=3 STAGES=2 PIPE=0 PINGPONG=0 REGSPLIT=1 CLUSTER=1 TILES=11 KSPLIT=1 ROWSUM=hadd RESCALE=always STREAMK=0 QBUFS=2 QFREE=late PREFETCH=none QBAR=cta QSRC=smem MCAST=1 RELEASE=split (526.58 us on NVIDIA H200 (cc 9.0, 132 SMs, driver 580.159.04, CUDA 13.0, NVRTC 13.0))
"""release_d64: the kernels evotune tuned for experiment attn_ws_release_d64, callable from PyTorch.

    import release_d64
    o = release_d64.forward(q, k, v, causal=causal)

Tuned shapes (release_d64.SHAPES):
    B=2, H=8, S=2048, D=64, CAUSAL=0
    B=4, H=16, S=4096, D=64, CAUSAL=0

forward() picks the kernel tuned for the inputs' sizes (UntunedShapeError for others), checks
dtypes, shapes, device and contiguity, allocates the output(s) and launches on
torch.cuda.current_stream(); it returns at once (asynchronous, like any CUDA op).

How: the cubins evotune compiled (and, with --best, measured) are embedded below and loaded
with the CUDA driver (libcuda through ctypes) at import: no compiler, CUDA headers or CuPy
needed, no build step. They run on sm_90a GPUs only.

torch.compile: forward is the custom op torch.ops.evotune_release_d64_e3c5be2bbb17.forward (torch >= 2.4), with a
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

_NAME = "release_d64"
_OP_NAME = "evotune_release_d64_e3c5be2bbb17::forward"
# The library description (the same as release_d64.json of `evotune export -o release_d64`).
_LIBRARY = json.loads(r"""{
  "format": "evotune-library/1",
  "name": "release_d64",
  "function": "release_d64_forward",
  "experiment": "attn_ws_release_d64",
  "experiment_file": "attn_ws_release_d64.yaml",
  "experiment_sha256": "af12f556077d5f323cc257ae66682962fa40054a69a0fd28e2e292befe4a9eec",
  "template": "attention_ws",
  "source_file": "release_d64.cu",
  "header_file": "release_d64.h",
  "compile": {
    "arch": "sm_90a",
    "options": [
      "-std=c++17",
      "-lineinfo"
    ]
  },
  "build": {
    "shared": "nvcc -O3 -gencode arch=compute_90a,code=sm_90a -std=c++17 -Xcompiler -fPIC -shared release_d64.cu -o librelease_d64.so",
    "object": "nvcc -O3 -gencode arch=compute_90a,code=sm_90a -std=c++17 -c release_d64.cu -o release_d64.o"
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
        "S": 2048,
        "D": 64,
        "CAUSAL": 0
      },
      "candidate": "3fa0197ba179dc7dcf64ef40fc250c4240753a48c794d13af6528dff1dd78121",
      "parameters": {
        "BLOCK_N": 128,
        "M_WG": 3,
        "STAGES": 3,
        "PIPE": 2,
        "PINGPONG": 0,
        "REGSPLIT": 1,
        "CLUSTER": 1,
        "TILES": 1,
        "KSPLIT": 1,
        "ROWSUM": "hadd",
        "RESCALE": "always",
        "STREAMK": 132,
        "QBUFS": 2,
        "QFREE": "late",
        "PREFETCH": "none",
        "QBAR": "cta",
        "QSRC": "smem",
        "MCAST": 1,
        "RELEASE": "pair"
      },
      "namespace": "release_d64_s0",
      "arguments": [
        {
          "name": "q",
          "shape": [
            2,
            8,
            2048,
            64
          ],
          "elements": 2097152,
          "bytes": 4194304
        },
        {
          "name": "k",
          "shape": [
            2,
            8,
            2048,
            64
          ],
          "elements": 2097152,
          "bytes": 4194304
        },
        {
          "name": "v",
          "shape": [
            2,
            8,
            2048,
            64
          ],
          "elements": 2097152,
          "bytes": 4194304
        },
        {
          "name": "o",
          "shape": [
            2,
            8,
            2048,
            64
          ],
          "elements": 2097152,
          "bytes": 4194304
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
              32768,
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
                32768
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
              32768,
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
                32768
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
              32768,
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
                32768
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
            132,
            1,
            1
          ],
          "block": [
            512,
            1,
            1
          ],
          "shared_bytes": 148592,
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
          "symbol": "release_d64_s0_attention_ws"
        }
      ],
      "measured": {
        "median_us": 39.008,
        "p10_us": 38.592,
        "p90_us": 39.7114,
        "device": "NVIDIA H200 (cc 9.0, 132 SMs, driver 580.159.04, CUDA 13.0, NVRTC 13.0)",
        "measured_at": "2026-12-01T23:19:56.358Z"
      },
      "status": null,
      "sanitizer": "not checked by compute-sanitizer (exported with --unchecked)"
    },
    {
      "index": 1,
      "shape": {
        "B": 4,
        "H": 16,
        "S": 4096,
        "D": 64,
        "CAUSAL": 0
      },
      "candidate": "90f369b90912437054a9f2b6b9a8f7ddc2fc0fbea2ff1b3459d3b67ee87932b3",
      "parameters": {
        "BLOCK_N": 128,
        "M_WG": 3,
        "STAGES": 2,
        "PIPE": 0,
        "PINGPONG": 0,
        "REGSPLIT": 1,
        "CLUSTER": 1,
        "TILES": 11,
        "KSPLIT": 1,
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
      "namespace": "release_d64_s1",
      "arguments": [
        {
          "name": "q",
          "shape": [
            4,
            16,
            4096,
            64
          ],
          "elements": 16777216,
          "bytes": 33554432
        },
        {
          "name": "k",
          "shape": [
            4,
            16,
            4096,
            64
          ],
          "elements": 16777216,
          "bytes": 33554432
        },
        {
          "name": "v",
          "shape": [
            4,
            16,
            4096,
            64
          ],
          "elements": 16777216,
          "bytes": 33554432
        },
        {
          "name": "o",
          "shape": [
            4,
            16,
            4096,
            64
          ],
          "elements": 16777216,
          "bytes": 33554432
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
              262144,
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
                262144
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
              262144,
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
                262144
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
              262144,
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
                262144
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
            512,
            1,
            1
          ],
          "shared_bytes": 115816,
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
          "symbol": "release_d64_s1_attention_ws"
        }
      ],
      "measured": {
        "median_us": 526.584,
        "p10_us": 524.1456000000001,
        "p90_us": 533.0794,
        "device": "NVIDIA H200 (cc 9.0, 132 SMs, driver 580.159.04, CUDA 13.0, NVRTC 13.0)",
        "measured_at": "2026-12-01T23:20:09.151Z"
      },
      "status": null,
      "sanitizer": "not checked by compute-sanitizer (exported with --unchecked)"
    }
  ],
  "tolerance": {
    "atol": 0.002,
    "rtol": 0.004,
    "max_rel_norm": 0.002
  },
  "exported_at": "2026-12-01 23:20 UTC"
}
""")

# One cubin per specialization, base64.
_CUBINS = [base64.b64decode(c) for c in (
    (
        "f0VMRgIBAUEIAAAAAAAAAAIAvgABAAAAAAAAAAAAAABQKwIAAAAAANAkAgAAAAAABFoACkAAOAAGAEAAGgABAAAuc2hzdHJ0"
        "YWIALnN0cnRhYgAuc3ltdGFiAC5zeW10YWJfc2huZHgALm5vdGUubnYudGtpbmZvAC5ub3RlLm52LmN1aW5mbwAubnYuaW5m"
        "bwAubnYuY29tcGF0AC50ZXh0LmF0dGVudGlvbl93cwAubnYuaW5mby5hdHRlbnRpb25fd3MALm52LnNoYXJlZC5hdHRlbnRp"
        "b25fd3MALm52LnNoYXJlZC5yZXNlcnZlZC4wAC5udi5nbG9iYWwALm52LmNvbnN0YW50NAAAAAAucmVsLnRleHQuYXR0ZW50"
        "aW9uX3dzAC5yZWxhLnRleHQuYXR0ZW50aW9uX3dzAC5kZWJ1Z19mcmFtZQAuZGVidWdfbGluZQAuZGVidWdfc3RyAC5yZWxh"
        "LmRlYnVnX2xpbmUALnJlbC5kZWJ1Z19saW5lAC5udl9kZWJ1Z19saW5lX3Nhc3MALnJlbC5udl9kZWJ1Z19saW5lX3Nhc3MA"
        "LnJlbGEubnZfZGVidWdfbGluZV9zYXNzAC5udl9kZWJ1Z19wdHhfdHh0AC5yZWwubnYuY29uc3RhbnQucGljAC5yZWxhLm52"
        "LmNvbnN0YW50NAAAAAAucmVsLmRlYnVnX2ZyYW1lAC5yZWxhLmRlYnVnX2ZyYW1lAC5udi5jYWxsZ3JhcGgALm52LnByb3Rv"
        "dHlwZQAubnYuY29uc3RhbnQwLmF0dGVudGlvbl93cwAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"
        "AAAAAAAuc2hzdHJ0YWIALnN0cnRhYgAuc3ltdGFiAC5zeW10YWJfc2huZHgALm5vdGUubnYudGtpbmZvAC5ub3RlLm52LmN1"
        "aW5mbwAubnYuaW5mbwAubnYuY29tcGF0AC50ZXh0LmF0dGVudGlvbl93cwAubnYuaW5mby5hdHRlbnRpb25fd3MALm52LnNo"
        "YXJlZC5hdHRlbnRpb25fd3MALm52LnJlc2VydmVkU21lbS5vZmZzZXQwAC5udi5zaGFyZWQucmVzZXJ2ZWQuMABfX252X3Jl"
        "c2VydmVkU01FTV9vZmZzZXRfMF9hbGlhcwAubnYuZ2xvYmFsAF9aTjQ2X0lOVEVSTkFMXzAwMDAwMDAwXzE1X2F0dGVudGlv"
        "bl93c19jdV85MzNiZjhjNTQ4X0dMT0JBTF9fTl9fMDAwMDAwMDBfMTVfYXR0ZW50aW9uX3dzX2N1XzkzM2JmOGM1MTJldm9f"
        "cGFydGlhbHNFAC5udi5jb25zdGFudDQAAAAAX1pONDZfSU5URVJOQUxfMDAwMDAwMDBfMTVfYXR0ZW50aW9uX3dzX2N1Xzkz"
        "M2JmOGM1NDhfR0xPQkFMX19OX18wMDAwMDAwMF8xNV9hdHRlbnRpb25fd3NfY3VfOTMzYmY4YzUxMmV2b19hcnJpdmFsc0UA"
        "AAAAAAAAAAAAAAAAAAAAAAAAAAAAJF9faW50ZXJuYWxfMF8kX19jdWRhX3NtMjBfcmNwX3JuX2YzMl9zbG93cGF0aAAucmVs"
        "LnRleHQuYXR0ZW50aW9uX3dzAC5yZWxhLnRleHQuYXR0ZW50aW9uX3dzAC5kZWJ1Z19mcmFtZQAuZGVidWdfbGluZQAuZGVi"
        "dWdfc3RyAC5yZWxhLmRlYnVnX2xpbmUALnJlbC5kZWJ1Z19saW5lAC5udl9kZWJ1Z19saW5lX3Nhc3MALnJlbC5udl9kZWJ1"
        "Z19saW5lX3Nhc3MALnJlbGEubnZfZGVidWdfbGluZV9zYXNzAC5udl9kZWJ1Z19wdHhfdHh0AC5yZWwubnYuY29uc3RhbnQu"
        "cGljAC5yZWxhLm52LmNvbnN0YW50LnBpYwAucmVsLmRlYnVnX2ZyYW1lAC5yZWxhLmRlYnVnX2ZyYW1lAC5udi5jYWxsZ3Jh"
        "cGgALm52LnByb3RvdHlwZQBhdHRlbnRpb25fd3MALm52LmNvbnN0YW50MC5hdHRlbnRpb25fd3MAAAAAAAAAAAAAAAAAAAAA"
        "AAAAAAAAAAAAAAAAAAAAACkAAAADAAkAAAAAAAAAAAAAAAAAAAAAADkAAAADAAoAAAAAAAAAAAAAAAAAAAAAAF0AAAADABUA"
        "AAAAAAAAAAAAAAAAAAAAAJ4AAAAhAAAAAAAAAAAAAAAEAAAAAAAAAM0AAAAgoBcAAAAAAAAAAAAAAAAAAAAAAO4AAAADABgA"
        "AAAAAAAAAAAAAAAAAAAAAPkAAAABABgAAAAAAAAAAAAAYG8AAAAAAG4BAAADABQAAAAAAAAAAAAAAAAAAAAAAH8BAAABABgA"
        "AGBvAAAAAABACAAAAAAAAAAAAAAAAQAAAAAAAAAAAAAAAAAAAAAAAAkCAAAiABUAwHwAAAAAAABABAAAAAAAAGcCAAADAAQA"
        "AAAAAAAAAAAAAAAAAAAAAHQCAAADAAUAAAAAAAAAAAAAAAAAAAAAAIACAAADAAYAAAAAAAAAAAAAAAAAAAAAAKwCAAADAAcA"
        "AAAAAAAAAAAAAAAAAAAAAPECAAADAAgAAAAAAAAAAAAAAAAAAAAAAFEDAAADAA4AAAAAAAAAAAAAAAAAAAAAAG0DAAASEBUA"
        "AAAAAAAAAAAAgQAAAAAAAHoDAAADABkAAAAAAAAAAAAAAAAAAAAAAP////8kAAAAAAAAAP//////////AwAEfP////8PDIGA"
        "gCgACP+BgCgIgYCAKAAAAP////8sAAAAAAAAAAAAAAAAAAAAAAAAAAAAAADAfAAAAAAAAAQUAAAADIGAgCgABBQfAAAAAAAA"
        "/////zwAAAAAAAAA//////////8DAAR8gIKAKAyBgIAoAAj/gYAoCIGAgCgInoCAKBaAgoAoEAMAAAAAAAAAAJKegIAoACIA"
        "/////ywAAAAAAAAAaAAAAAAAAADAfAAAAAAAAEAEAAAAAAAABNAAAAAJnoCAKJaAgCgAAAAAAADwLgAAAgBCAAAAAQH7DgoA"
        "AQEBAQAAAAEvd29yay9tYWluL3RlbXBsYXRlcwAAYXR0ZW50aW9uX3dzLmN1AAHTqr3YBur+BQAAAAAAAAkCAAAAAAAAAAAE"
        "AQO0BwH0AwECIAEDBgIwAQMVAhABA20CIAEDEwLAAAEDywACIAEDAgIwAQADkAkAA6Z6AQADkAAAA9sFAjABAAOQCwADpXoB"
        "AAOQAAAD6AUCEAEAA5ALAAOYegIQAQADkAAAA+gFAjAB8PDt8PAAA5AJAAOWegIQAQADkAAAA+QFAuAAAQADkBYAA5x6AQAD"
        "kAAAA94FApABAQADkBgAA6J6AQADkAAAA98FAhABAAOQGgADoXoBAAOQAAAD4QUCEAEAA5AcAAOfegEAA5AAAAPmBQKAAQHx"
        "8PADDAIwAQMdAhABA8kAAjABA4ABAjABAAOQJXMDvH0BAAOQAAADyQECEAEAA5AlcwO3fgIQAQADkAAAA8kBAhABAAOQJXMD"
        "t34CEAEAA5AAAAPJAQLgAAEAA5AlcwO3fgIQAQADkAAAA8kBAjABAAOQJXMDt34CEAEAA5AAAAPLAQKQAQEAA5AlcwO1fgIQ"
        "AQADkAAAA8kBAsAAAQADkCVzA7d+AhABAAOQAAADywECsAEBAAOQJXMDtX4CEAEAA5AAAAPEAgLAAAEDHAIQAQAEkDbwAQPX"
        "fQEAA5AAAAOpAgIQAQAEkDbwAQPXfQIQAQADkAAAA44CAhABAASQOrEBA+d9AQAEkDvQAQN4AQAEkDbwAQMTAhABAAOQAAAD"
        "qQICEAEABJA70AEDr30CEAEDFAIQAQADkAAAA70CAhABAASQNvABA9d9AhABAASQO9ABA20CEAEAA5AAAAOtAgIQAQAEkDvQ"
        "AQPTfQIQAQADkAAAA9ACAhABAASQNvABA8N9AhABAASQO9ABA1gCEAEAA5AAAAPRAgIQAQAEkDvQAQOvfQIQAQADkAAAA7sC"
        "AhABAASQO9ABA8V9AhABAxUCEAEAA5AAAAOnAgIQAfXq9AMPAiABAxQCEAEDHALQAgEABJBUhAMDzX4BAASQVaQDA99+AQAD"
        "kAAAA44CAhABAASQVaQDA/J9AhABAAOQAAADjgICEAEABJBVpAMD8n0CEAEABJBUhAMDoQECEAEABJBVpAMD334CEAEABJBU"
        "hAMDoQECEAEABJBVpAMD334CEAEAA5AAAAOLAgIQAQAEkFSEAwOWfwIQAQADkAAAA7UBAjABAASQYbgEA/F+AQAEkGLYBAO7"
        "fgEAA5AAAAOMAgIQAQPHAAIQAQAEkGXDAwPUeAEABJBhuAQDpwYCEAEABJBn9wQD9HkBAASQYbgEA5AGAhABAASQaesFA5Z6"
        "AQAEkGG4BAPmBQIQAQAEkGv3BAP0eQEABJBn9wTtAASQYbgEA5IGAhABAASQbusFA5t6AQAEkGG4BAPhBQIQAQAEkHD3BAP0"
        "eQEABJBhuAQDkAYCEAEABJBy6wUDm3oBAASQZ/cEA1MCEAEABJBhuAQDjgYCEAEABJB19wQD9HkBAASQYbgEA5AGAhABAASQ"
        "d+sFA5t6AQAEkGLYBAOTBAIQAQAEkGf3BAPCewIQAQAEkGXDAwNlAhABAASQYtgEA9kEAhABAASQZ/cEA8J7AhABAASQYbgE"
        "A4wGAhABAAOQAAADjAECEAEABJB/1gkDn38BAAWQgAGUDQN8AQAFkIEBpw8DlH0BAASQYbgEA78CAhABAAWQgwH3BAP4eQEA"
        "BZCBAacPA8kDAhABAASQa/cEA7d8AiABAAWQgQGnDwPJAwIgAQAEkGv3BAO3fAIgAQAFkIMB9wTxAAWQgQGnDwPHAwIQAQAE"
        "kGG4BAPJAgIQAQAEkGv3BAPweQIQAQAEkGG4BAOQBgIQAQAFkIEBpw8Dt30CEAEABJBhuAQDyQICEAEABJBr9wQD8HkCEAEA"
        "BJBhuAQDjAYCEAEABZCBAacPA7t9AjABAASQcPcEA7d8AiABAAWQgQGnDwPJAwIQAQAEkHX3BAO3fAIQAQAFkIEBpw8DyQMC"
        "EAEABJBw9wQDt3wCEAEABZCBAacPA8kDAhABAASQdfcEA7d8AhABAAWQgQGnDwPJAwIQAQAEkHD3BAO5fAIQAQAFkIEBpw8D"
        "xwMCEAEABJB19wQDuXwCEAEABZCBAacPA8cDAhABAASQcPcEA7l8AhABAAWQgQGnDwPHAwIQAQAEkHX3BAO5fAIQAQAEkGG4"
        "BAOSBgIQAQAFkKIB5AYD1nkBAAOQAAADrAcCwAABAAWQpAHaBwPYeAEABJB/1gkDygYCEAEABZCmAf4JA3gBAAWQpwGeCgOK"
        "fAEDBQKABAEDAwIwAQAFkKoBsQsDRwEABZCnAZ4KAzECIAEABZCqAbELA1ACEAEABZCnAZ4KAzACEAEABZCqAbELA1AC4AAB"
        "AAWQpwGeCgMwAhAB9wMYAiABA2ACMAEDIAIQAQNgAhABAyACEAEDYAIQAQMgAhABA2ACEAEDIAIQAQNgAhABAyACEAEDYAIQ"
        "AQMgAhABA2ACEAEDIAIQAQNgAhABAyICEAEABZDCAaIMA9x+AQAFkKcBngoDggECEAEDIAIQAQNgAhABAyACEAEDYAIQAQMg"
        "AhABA2ACEAEDIAIQAQNgAhABAyACEAEDYAIQAQMgAhABA2ACEAEDIwIQAQAFkNEBogwD234BAAWQpwGeCgOCAQIQAQMgAhAB"
        "A2ACEAEDIAIQAQNgAhABAyACEAEDYAIQAQAFkNEBogwD/n4CEAEABZCnAZ4KA4IBAhABAyACEAEDYAIQAQMgAhABA2ACEAED"
        "IAIQAQNgAhABAAWQwgGiDAP+fgIQAQAFkKcBngoDggECEAEDIAIQAQNlAhABAxsCEAEDZQIQAQMbAhABAAWQ0QGiDAPefgIg"
        "AQAFkKcBngoDhwECEAEDGwIQAQNoAsAAAQAFkOwBsQsDRwEABZCAAZQNA6sEAhABAAWQ7gG5DQPmfAEABZDvAbIOA7N+AQAF"
        "kMIBogwDawIQAQAFkKcBngoDogECEAEABZDvAbIOA/N+AhABAAWQ0QGiDANrAhABAAWQ7AGxCwPRAAIgAQAFkKcBngoD0QAC"
        "EAEABZDRAaIMA95+AhABAAWQ7wGyDgMVAhABAAWQ7AGxCwM9AhABAAWQwgGiDAOufwIQAQAFkO8Bsg4DFQIgAQAFkNEBogwD"
        "awIQAQAFkO8Bsg4DFQIQAQAFkOwBsQsDPQIQAQAFkIEBpw8DtgECEAEABZD/AaoQA6J+AQAFkKcBngoD4AACEAEABZDCAaIM"
        "A/Z+AhABAAWQpwGeCgOKAQIQAQAFkNEBogwD9n4CEAEABZCnAZ4KA6IBAhABAAWQwgGiDAPefgKQAQEABZCnAZ4KA6IBAhAB"
        "AAWQ0QGiDAPefgLwAAEABZCnAZ4KA6IBAhABAAWQwgGiDAPefgLwAAEABZCnAZ4KA6IBAhABAAWQ0QGiDAPefgLwAAEABZCn"
        "AZ4KA6IBAhABAAWQ7wGyDgPzfgIgAQAFkMIBogwDawIwAQAFkP8BqhADKgIQAQAFkNEBogwDVgIQAQAFkO8Bsg4DFQIQAQAF"
        "kMIBogwDawIQAQAFkO8Bsg4DFQIgAQAFkMIBogwDawIQAQAFkO8Bsg4DFQIgAQAFkP8BqhADFQIQAQAFkMIBogwDVgIQAQAF"
        "kO8Bsg4DFQIgAQAFkMIBogwDawIQAQAFkO8Bsg4DFQIgAQAFkP8BqhADFQIQAQAFkNEBogwDVgIQAQAFkIEBpw8DjQICEAEA"
        "BZCeAqoQA51+AQAFkMIBogwDVgIQAQAFkO8Bsg4DFQIgAQAFkJ4CqhADFQIQAQAFkMIBogwDVgIwAQAFkJ4CqhADKgIQAQAF"
        "kKcBngoD7wACEAEABZCBAacPA/YAAhABAAWQpgKqEAObfgEABZCnAZ4KA+8AAhABAAWQ0QGiDAPnfgIQAQAFkO8Bsg4DFQIQ"
        "AQAFkP8BqhADFQIQAQAFkMIBogwDVgIQAQAFkO8Bsg4DFQIgAQAFkP8BqhADFQIQAQAFkMIBogwDVgIQAQAFkJ4CqhADKgIQ"
        "AQAFkNEBogwDVgIgAQAFkO8Bsg4DFQIQAQAFkIEBpw8D+wECEAEABZCzAqoQA5p+AQAFkIEBpw8D5wECEAEABZC1Ap0RA7d+"
        "AQAFkMIBogwDuH8CEAEABZDvAbIOAxUCIAEABZDCAaIMA2sCEAEABZDvAbIOAxUCIAEABZD/AaoQAxUCEAEABZDCAaIMA1YC"
        "EAEABZDvAbIOAxUCIAEABZD/AaoQAxUCEAEABZDRAaIMA1YCEAEABZCeAqoQAyoCEAEABZDRAaIMA1YCEAEABZDvAbIOAxUC"
        "IAEABZDCAaIMA2sCEAEABZDvAbIOAxUCEAEABZDRAaIMA2sCEAEABZDvAbIOAxUCEAEABZDCAaIMA2sCEAEABZDvAbIOAxUC"
        "IAEABZDCAaIMA2sCEAEABZDvAbIOAxUCIAEABZDCAaIMA2sCEAEABZDvAbIOAxUCIAEABZDCAaIMA2sCEAEABZDvAbIOAxUC"
        "IAEABZD/AaoQAxUCEAEABZDCAaIMA1YCEAEABZDvAbIOAxUCIAEABZD/AaoQAxUCEAEABZDCAaIMA1YCEAEABZDvAbIOAxUC"
        "IAEABZD/AaoQAxUCEAEABZDCAaIMA1YCEAEABZDvAbIOAxUCIAEABZD/AaoQAxUCEAEABZDCAaIMA1YCEAEABZCeAqoQAyoC"
        "EAEABZDRAaIMA1YCEAEABZDvAbIOAxUCEAEABZD/AaoQAxUCEAEABZCnAZ4KA+8AAhABAAWQ3gKiDAPnfgEABZCeAqoQAyoC"
        "EAEABZCnAZ4KA+8AAiABAAWQ4QKiDAPnfgEABZDvAbIOAxUCEAEABZCBAacPA/wBAhABAAWQ5AKNEgO8fgEABZD/AaoQA10C"
        "EAEABZCBAacPA+cBAhABAAWQngKqEAOZfgIQAQAFkIEBpw8D5wECEAEABZCmAqoQA5l+AhABAAWQgQGnDwPnAQIgAQAFkOsC"
        "nREDt34B9AAFkIEBpw8DxAECEAEAA5AAAAOABAIgAQAFkO8C/RIDUwEDHQLAAAEABZDxAqoTA6d+AQIQAQAFkPMCpAMD3n4B"
        "AAWQ8QKqEwOiAQIwAQADkAAAA4IBAvAAAQAFkPYC8AED130BAAWQ7wL9EgOCAwIQAQAFkPgCwwMDrHgBAAWQ7wL9EgPVBwIQ"
        "AQAFkPoCyhMD4H4BAAWQ+wLxEwOHewEAA5AAAAO/AgIQAQAFkPoCyhMDtQICEAEABZD4AsMDA9B5AhABAAWQ+gLKEwOwBgIQ"
        "AQMBAiABAAWQgQP3BAPoeQEDAgIgAQAFkPoCyhMDmgYCEAEABZDvAv0SA6UBAvABAQAFkIUD2gcDrXgBAAWQ7wL9EgPWBwIQ"
        "AQAFkIcDhxkDsX4BAAWQiAOnGQNxAfcABZCHA4cZ9gAFkIsDpxkDeQEABZCMA8UZA/94AQAFkO8C/RIDrwgCIAHwAAWQjwOE"
        "AwPCfgECEAEABZCRA6QDA99+AQAFkI8DhAMDoQECMAEABZCRA6QDA99+AhABAAWQjwOEAwOhAQIQAQAFkJEDpAMD334CEAEA"
        "BZCPA4QDA6EBAhABAAWQ7wL9EgO/AQIwAQAFkJgDqhMDwn4BAAWQmQOkAwPefgEABZCYA6oTA6IBAjABAAWQ7wL9EgPBAQLw"
        "AAEABZCcA7gEA+R+AQAFkJ0D2AQDu34BAAWQ7wL9EgPgAgIQAQAFkJ8DwwMDx3gBAAWQnAO4BAOrBgIQAQAFkKED6wUDlnoB"
        "AAWQnAO4BAPqBQIQAQAFkKMD6wUDm3oBAAWQnAO4BAPlBQIQAQAFkKUD6wUDm3oBAAWQnAO4BAPlBQIgAQAFkKcD6wUDm3oB"
        "AAOQAAADtQMCEAEABZCfA8MDA4V8AhABAAWQnQPYBAPZBAIQAQAFkO8C/RID4gICEAEABZCsA8oTA/V+AQAFkJ0D2AQDqX4C"
        "EAEABZCsA8oTA9cBAhABAAWQnAO4BANxAhABAAWQsAP3BAP4eQEABZCsA8oTA5gGAhABAAWQsgP3BAPoeQEABZCwA/cEAwIC"
        "MAEABZCcA7gEA5AGAhABAAWQsgP3BAPweQLQAAEABZCsA8oTA5oGAhABAAWQtwPxEwOHewEABZCsA8oTA/kEAiABAAWQ7wL9"
        "EgOIAQKQAgEABZC6A+sUA8p4AQAFkO8C/RIDvgcCEAEABZC8A/4JA4R/AQAFkL0DngoDinwBAwUCgAQBAAWQ7wL9EgPzBAIw"
        "AQAFkMAD2gcDvHgBAAWQvQOeCgPUAgIQAQAFkMIDsQsDRwEABZDvAv0SA6wFAhABAAWQxAOHGQPAfgEABZDFA6cZA3EBAAWQ"
        "xAOHGQMPAhABAAWQxwOnGQN5AQAFkMgDxRkD/3gBAAWQwgOxCwOcAwIQAfAABZC9A54KAzgCIAEDGAIgAQNgAiABAyACEAHy"
        "AAWQ0AOiDAPbfgEABZC9A54KA6IBAhABA2ACEAEDIAIQAQNgAjABAyACEAEDYAIgAQMiAhABAAWQ2AOiDAPcfgEABZC9A54K"
        "A4IBAhABAyACEAEDYAIQAQMgAhABA2ACEAEDIAIQAQNgAhABAAWQ0AOiDAP+fgIQAQAFkL0DngoDggECEAEDIAIQAQNgAhAB"
        "AyACEAEDYAIQAQMgAhABA2ACEAEABZDYA6IMA/5+AhABAAWQvQOeCgOCAQIQAQMgAhABA2ACEAEDIAIQAQNgAhABAyACEAED"
        "YAIQAQAFkNgDogwD/n4CEAEABZC9A54KA4IBAhABAyACEAEDYAIQAQMXAhABA2kCEAH0AAWQ2AOiDAP5fgIQAQAFkL0DngoD"
        "ggECEAEABZDQA6IMA/5+AsAAAQAFkL0DngoDggECEAEABZDYA6IMA/5+AsAAAQAFkL0DngoDggECEAEABZDvAv0SA/0EAhAB"
        "AAWQ/gOUDQP9fgEABZD/A7kNA+Z8AQAFkIAEsg4Ds34BAAWQvQOeCgPtAAIQAQAFkIAEsg4Dk38CEAEABZDQA6IMA2sCEAEA"
        "BZC9A54KA4IBAhABAAWQgASyDgOTfwIQAQAFkL0DngoD7QACEAEABZCABLIOA5N/AhABAAWQvQOeCgPtAAIQAQAFkIAEsg4D"
        "k38CEAEABZDYA6IMA2sCEAEABZC9A54KA4cBAhABAxsCEAEDZQIwAQMbAhABAAWQ0AOiDAPefgIgAQAFkL0DngoDogECEAED"
        "aAIQAQAFkJIEsQsDRwEABZC9A54KA9EAAhABAAWQgASyDgPzfgLAAAEABZDQA6IMA2sCEAEABZC9A54KA6IBAhABAAWQgASy"
        "DgPzfgIQAQAFkNgDogwDawIgAQAFkIAEsg4DFQIQAQAFkNADogwDawIgAQAFkIAEsg4DFQIQAQAFkJIEsQsDPAIQAQAFkL0D"
        "ngoD0QACEAEABZCABLIOA/N+AhABAAWQkgSxCwM9AhABAAWQ2AOiDAOufwIQAQAFkIAEsg4DFQIgAQAFkNgDogwDawIgAQAF"
        "kJIEsQsD0gACEAEABZC9A54KA9AAAhABAAWQ0AOiDAPefgIQAQAFkIAEsg4DFQIQAQAFkL0DngoD9QACEAEABZCABLIOA4t/"
        "AhABAAWQvQOeCgP1AAIQAQAFkNgDogwD9n4CEAEABZC9A54KA6IBAhABAAWQ2AOiDAPefgLgAAEABZC9A54KA6IBAhABAAWQ"
        "0AOiDAPefgLwAAEABZC9A54KA6IBAhABAAWQ0AOiDAPefgLwAAEABZC9A54KA6IBAhABAAWQ2AOiDAPefgKQAQEABZC9A54K"
        "A6IBAhABAAWQgASyDgPzfgIwAQAFkL0DngoDhAECEAEABZCABLIOA/x+AhABAAWQ/gOUDQPoBAIQAQAFkLgEpw8Di30BAAWQ"
        "uQSqEAOifgEABZDQA6IMA1YCEAEABZCABLIOAxUCEAEABZC5BKoQAxUCEAEABZCABLIOA2sCEAEABZDYA6IMA2sCMAEABZCA"
        "BLIOAxUCIAEABZDYA6IMA2sCIAEABZCABLIOAxUCIAEABZDYA6IMA2sCIAEABZCABLIOAxUCIAEABZDYA6IMA2sCIAEABZCA"
        "BLIOAxUCIAEABZC5BKoQAxUCEAEABZCABLIOA2sCEAEABZDYA6IMA2sCEAEABZCABLIOAxUCIAEABZDYA6IMA2sCIAEABZCA"
        "BLIOAxUCIAEABZC5BKoQAxUCEAEABZCABLIOA2sCEAEABZDYA6IMA2sCEAEABZCABLIOAxUCIAEABZDYA6IMA2sCIAEABZCA"
        "BLIOAxUCIAEABZC5BKoQAxUCEAEABZCABLIOA2sCEAEABZDYA6IMA2sCEAEABZCABLIOAxUCIAEABZDYA6IMA2sCIAEABZCA"
        "BLIOAxUCIAEABZC4BKcPA/gBAhABAAWQ2QSqEAOdfgEABZCABLIOA2sCMAEABZDYA6IMA2sCEAEABZDZBKoQAyoCEAEABZDQ"
        "A6IMA1YCEAEABZCABLIOAxUCEAEABZC5BKoQAxUCEAEABZCABLIOA2sCIAEABZDYA6IMA2sCEAEABZC4BKcPA48CAhABAAWQ"
        "4wSqEAObfgEABZDQA6IMA1YCEAEABZCABLIOAxUCEAEABZC5BKoQAxUCEAEABZCABLIOA2sCIAEABZDYA6IMA2sCEAEABZCA"
        "BLIOAxUCIAEABZC5BKoQAxUCEAEABZCABLIOA2sCIAEABZDYA6IMA2sCEAEABZDjBKoQAyoCEAEABZC4BKcPA+YBAhABAAWQ"
        "7wSqEAOafgEABZDQA6IMA1YCEAEABZCABLIOAxUCEAEABZDYA6IMA2sCIAEABZCABLIOAxUCIAEABZDYA6IMA2sCIAEABZCA"
        "BLIOAxUCIAEABZC5BKoQAxUCEAEABZCABLIOA2sCEAEABZDYA6IMA2sCEAEABZCABLIOAxUCIAEABZC5BKoQAxUCEAEABZCA"
        "BLIOA2sCEAEABZDYA6IMA2sCEAEABZCABLIOAxUCIAEABZC5BKoQAxUCEAEABZCABLIOA2sCEAEABZDYA6IMA2sCEAEABZCA"
        "BLIOAxUCIAEABZC5BKoQAxUCEAEABZCABLIOA2sCEAEABZDYA6IMA2sCEAEABZDZBKoQAyoCEAEABZDQA6IMA1YCEAEABZCA"
        "BLIOAxUCEAEABZC5BKoQAxUCEAEABZCABLIOA2sCEAEABZC9A54KA4QBAhABAAWQiwWiDAPnfgEABZDZBKoQAyoCEAEABZC9"
        "A54KA+8AAiABAAWQjgWiDAPnfgEABZCABLIOAxUCEAEABZC4BKcPA/wBAhABAAWQkQWdEQO3fgEABZC5BKoQA2ICEAEABZCA"
        "BLIOA2sCEAEABZC9A54KA5oBAhABAAWQ2QSqEAP7fgIQAQAFkO8C/RID1AUCEAEABZCXBboaA4h/AQAFkOMEqhADpHsCMAEA"
        "BZCXBboaA9wEAhABAAWQvQOeCgOpfAIgAQAFkO8EqhAD+34CEAEABZC4BKcPA+cBAhABAAWQnQWNEgO8fgEABZCXBboaA7kE"
        "AhABAAWQuASnDwOLfQIwAQAFkKAFnREDt34BAAWQuASnDwPJAQIQAQAFkKAFjRIDvH4CEAEABZCXBboaA7kEAhABAAWQuASn"
        "DwOLfQIgAQAFkJcFuhoD9QICEAEABZC4BKcPA4t9AhABAAWQlwW6GgP1AgIQAQAFkLgEpw8Di30CMAEABZCXBboaA/UCAhAB"
        "AAWQuASnDwOLfQKgAgEABZCMA8UZA6R7AiABAAOQAAAD3AgCEAEDEgIgAQAFkK4F2RoDsnoBAAOQJXMD9QECEAEAA5AAAANi"
        "AhABA/cDAhABAAWQsgXZGgOyegEAA5AlcwP1AQIgAQAFkLIF2RoDi34CEAEABZCuBdka8AADkCVzA/QBAhABAAWQsgXZGgOM"
        "fgIQAQADkCVzA/QBAhABAAWQuQWSAQNzAQAEkDvQAQMxAhAB7vAAA5AAAAO+fwIQAQAEkDvQAQPBAAIQAQADkAAAA6YBAhAB"
        "AASQO9ABA9t+AhABAAWQrgXZGgPofQIQAQADkAAAA44GAhABA699AhABAAWQsgXZGgPDfAIQAQADkAAAA44GAhAB7gAFkMcF"
        "sQEDk3wBAAWQyAXQAQN9AQADkAAAA/EDAsAAAfYDpX0CMAED2wICEAEABZDIBdABA4J8AjABAAOQAAAD/gMCEAEDAQIgAQMR"
        "AhABAxACIAEDcAIQAQORfgLAAQEABJDUBXMDvH0BAAOQAAADswQCEAEDAgLAAAEABJDUBXMDy3sCEAEAA5AAAAO3BAIQAQAE"
        "kNQFcwPJewIQAQADkAAAA7cEAhABAASQ1AVzA8l7ArABAQADkAAAA7cEAiABAhABAAWQ3gXCHQN9AQIQAQAFkOAF4h0DvHsB"
        "AAWQ3gXCHQPEBAIQAQAFkOIF4h0DvHsBAAOQAAADxwQCIAEABZDkBcIdA30BAAOQAADyAAWQ5gXCHQN9AQAFkOIF4h0DvHsC"
        "EAEABZDkBcIdA8QEAjABAAWQ6QXiHQO8ewEAA5AAAAPHBAIgAQAFkOsFwh0DfQEABZDmBcIdAhABAAWQ7QXiHQO8ewEABZDr"
        "BcIdA8QEAjABAAWQ7wXiHQO8ewEAA5AAAAPHBALgBAEABZDgBeIdA7l7AhABAAWQ3gXCHQPEBALQAQEAA5AAAPIABZDpBeId"
        "A7l7AhABAAOQAAADxwQCwAABAAWQ7QXiHQO5ewIQAQADkAAAA8cEAiABAAWQ5AXCHewABZDtBeIdA7x7AhABAAWQ5gXCHQPE"
        "BAIwAQAFkO8F4h0DvHsCEAEAA5AAAAPHBAIwAQAFkO8F4h0DuXsCIAEAA5AAAAPHBAIQAQAFkOsFwh3sAAOQAADyApABAQAF"
        "kIIGwh0DfQEABZDrBcIdAhABAAWQhAbiHQO8ewEABZCCBsIdA8QEAhABAAWQhgbiHQO8ewEAA5AAAAPHBALQAwEABZCCBsId"
        "A30CIAEAA5AAAPICwAABAAWQiwbCHQN9AQIQAQAFkI0G4h0DvHsBAAOQAAADxwQCIAEABZCPBsIdA30BAAWQjQbiHQO8ewIQ"
        "AQAFkI8Gwh0DxAQCEAEABZCSBuIdA7x7AQAFkIsGwh0DxAQCkAMBAAWQkgbiHQO8ewIQAQADkAAAA8cEAhABAAWQkgbiHQO5"
        "ewIQAQADkAAAA8cEAhABAwMC4AABA30CIAHzAwECIAHz7QAFkJ4GyhsDn3cBAAWQnwbFHAN5AQADkAAAA/YGAiABA/QBAiAB"
        "AwECMAEABZCjBsIdA3MBAAOQAAADDAIQAQAFkKMGwh0DdAIgAQAFkKYG4h0DvHsBAAWQowbCHQPEBAIQAQAFkKgG4h0DvHsB"
        "AAOQAAAD0AQC0AMBAAWQowbCHQN0AhABAAOQAAADDQIQAfAABZCtBoAeA14BAAOQAAADIwLAAAEDCwLQAAEDAwIgAQN3AqAB"
        "AQMBAiAB8O7w7gAFkLcGogwD7XgBAAOQAAADkwcCEAEABZC5BqIMA+14AQADkAAAA5QHAhABAAWQuwaiDAPseAEAA5AAAAOX"
        "BwIQAQMJAhABA3QC4AABAAWQvwaiDAPseAEAA5AAAAOgBwIQAQN4AqABAfcDeAKAAgH3A3cCgAIBAwkCEAEDeAKAAgEDcgIw"
        "AQOGfQIwAQPgAgLAAAEDoH0CEAED4AICIAEDoH0CEAED4AICIAEDoH0CEAED4AICIAEDBQIgAeoDAQKAAQHyAAWQ1QbKGwOz"
        "dwEABZDWBsUcA3kBAAOQAAAD1QgCEAEDwQACgAEBAwgCMAHxA9F9AhABAASQ1AVzA7l9AhABAAWQ3QaSAQNzAQADkAAAA4EF"
        "AhAB8QN7AiAB8gPWfQIQAQOqAgIQAQAFkMgF0AEDm3sCEAEAA5AAAAPiBAIQAfLs9AAFkOkGsQEDtnsBAAWQ6gbQAQNmAQAD"
        "kAAAA+IEAhABAAWQ6gbQAQOeewIwAQADkAAAA+IEAhABAyYCIAEDWgIQAQAFkOoG0AEDnnsCEAEAA5AAAAOIBQIQAQNaAhAB"
        "8eoDLgKgAQEABZD2BqAeA/t4AQADkAAAA4YHAhABAAWQ9gagHgP6eAIQAQADkAAAA4YHAhABA1ECEAEABZD2BqAeA6l5AhAB"
        "AAOQAAAD1wYCEAEDLwIQAQAFkP4Gsg4Dq3gBAAWQ9gagHgPPAAIQAQADkAAAA9cGAhABAy4CEAEDUgIQAQMuAhABA1ICEAED"
        "LgKgAQHwA38CgAIBAAWQiAegHgP7eAEAA5AAAAOFBwIQAQAFkIoHoB4D+3gBAAOQAAADhQcCEAEABZCMB6AeA/t4AQADkAAA"
        "A4YHAhAB7vAABZCKB6AeA/p4AhABAAOQAAADjAcCEAEDUAIQAQMpAhABAAWQlAegHgP7eAEAA5AAAAOFBwIQAQAFkJYHoB4D"
        "+3gBAAOQAAADhgcCEAH1A3oCEAHu8AIQAQAFkJ0Hsg4Dq3gBAAOQAAAD1QcCEAH1A3oCEAHuAAWQogegHgP7eAEAA5AAAAOF"
        "BwIQAQIQAQAFkKUHoB4D+3gBAAOQAAADhgcCEAHuAAWQqAegHgP7eAEAA5AAAAOGBwIQAe4ABZCrB6AeA/t4AQADkAAAA4YH"
        "AhABAhABAAWQrgeyDgOreAEAA5AAAAPVBwIQAQNWAhABAyoCEAEABZCKB6AeA/p4AhABAAOQAAADhQcCEAECEAEABZC1B6Ae"
        "A/t4AQADkAAAA4YHAhAB7gAFkLgHoB4D+3gBAAOQAAADhgcCEAHuAAWQuwegHgP7eAEAA5AAAAOIBwIQAQAFkL0HyhsDu3YB"
        "AAWQvgfFHAN5AQADkAAAA8kJAhABAAWQwAegHgP7eAEAA5AAAAONBwIQAQN4AhABAhABAAWQxAegHgP7eAEAA5AAAAOMBwIQ"
        "AQN5AiAB9gN5AhABAwkCIAEABZDKB6AeA/J4AQADkAAAA4UHAhABAwcC8AABA3oCMAEABZDOB7IOA6t4AQADkAAAA9sHAhAB"
        "A3kCMAHwAAWQ0geyDgOreAEAA5AAAAPdBwIQAQAFkNQHoB4D8ngBAAOQAAADjAcCEAEDegIQAQAFkNcHsg4Dq3gBAAOQAAAD"
        "1AcCEAHwAAWQ2geyDgOreAEAA5AAAAPbBwIQAQN5AhAB8AAFkN4Hsg4Dq3gBAAOQAAAD2wcCEAEDeQIQAfAABZDiB7IOA6t4"
        "AQAFkMoHoB4DzwACEAEAA5AAAAOFBwIQAfAABZDmB7IOA6t4AQADkAAAA9UHAhABAAWQ6AeyDgOreAEABZDKB6AeA88AAhAB"
        "AAOQAAADjAcCEAEDeQIQAfAABZDtB7IOA6t4AQADkAAAA9sHAhABA3kCEAHwAAWQ8QeyDgOreAEAA5AAAAPbBwIQAQN6AhAB"
        "AAWQ9AeyDgOreAEAA5AAAAPUBwIQAfAABZD3B7IOA6t4AQADkAAAA9sHAhABA3oCEAEABZD6B7IOA6t4AQADkAAAA9QHAhAB"
        "AAWQygegHgP7eAIQAQADkAAAA44HAhABAAWQ/gegHgPyeAEAA5AAAAOMBwIQAQN5AhAB9gAFkMoHoB4D9HgCEAEAA5AAAAOM"
        "BwIQAQN5AhABAAWQygegHgP7eAIQAQADkAAAA44HAhABAAWQhwigHgPyeAEAA5AAAAOFBwIgAQAFkP4HoB4D+3gCEAEAA5AA"
        "AAOFBwIwAQAFkNQHoB4D+3gCEAEABZC+B8UcA7x9AtABAQAFkP4HoB4DxAICEAEAA5AAAAOOBwIQAQAFkIcIoB4D8ngCEAEA"
        "A5AAAAOOBwIQAQN/AjABAwgCwAQBAAWQkwiTHwO2fwEABZCUCMobA/h2AQAFkJUIxRwDeQEAA5AAAAOKBAIgAQAFkPYC8AED"
        "1wACEAEAA5AAAAP8BAIQAQAFkPYC8AEDhHsCEAEABZCTCJMfA7AEAsAAAQMBAiAB8AAFkJ0IxRkDgnYBAAOQAAADyAoCEAHw"
        "AAWQoAiEAwOpfAECIAEABZCiCKQDA99+AQAFkKAIhAMDoQECIAEABZCiCKQDA99+AhABAAWQoAiEAwOhAQIgAQADkAAAA9gD"
        "AjABAAWQpwiqEwOpfAECwAABAAWQqQiRAgObeQEAA5AAAAO6CgIQAfIABZCsCNMfA8B8AQAFkK0IhxkDfQEABZCuCKcZA3EB"
        "AAOQAAADzwMCEAEABZCtCIcZA8B8AhABAAWQsQinGQN5AQAFkLIIxRkD/3gBAAOQAAADyAoCEAEDkX0CEAED9AICEAEAA5Al"
        "cwPIegIQAQAFkLcIkgEDcwEAA5AlcwMNAhABAAOQAAADxAICMAEDvH4CMAHz8gAEkL0IcwP5fgEAA5AAAAOHAQLQBAEABJC9"
        "CHMD+X4CEAEAA5AAAAOHAQLAAAHwAAWQwgixAQOkfwEABZDDCNABA2MBAAOQAAADlgECEAEABZDFCPMfA3kBAAWQwwjQAQPz"
        "fgIQAQAFkMUI8x8DjAECEAEABZDDCNABA4Z/AhABA2wCEAHyAAWQxQjzHwOLAQIQAQAFkMMI0AED8n4CEAEABZDFCPMfA48B"
        "AhABAAWQwwjQAQPyfgIQAfAABZDFCPMfA40BAhABAAOQAAADawIQAQAFkMMI0AEDiH8CEAEABZDFCPMfA/4AAiABAw8CEAED"
        "cQIQAQMPAhABAjABAAWQ2AiRIAPReQEABZDFCPMfA64GAhABAwIC0AEBAAWQwwjQAQOEfwIQAQAFkNgIkSADzHoCEAEABZDD"
        "CNABA7UFAhABA24CEAEABZDFCPMfA40BAhABAAWQwwjQAQOFfwIQAQAFkMUI8x8D+wACEAEDAQKQAQEABZDjCIchA6h6AQAF"
        "kOQIkCIDYwEAA5AAAAP0BQIQAQAFkOQIkCIDjHoCEAEAA5AAAAP0BQIgAQAFkOQIkCIDjHoCEAEABZDFCPMfA/UFAiABAAWQ"
        "5AiQIgOLegIgAQAFkMUI8x8D9QUC4AABAAWQ5AiQIgOLegIQAQAFkMUI8x8D9QUCkAEBAAWQ5AiQIgOLegIQAQAFkMUI8x8D"
        "9QUCkAEBAAWQ5AiQIgOLegIQAQAFkMUI8x8D9AUC4AABAAWQ5AiQIgOMegLgAAEABZDFCPMfA/UFAiABAAWQ5AiQIgOLegIg"
        "AQAFkMUI8x8D9AUCgAEBAAWQ5AiQIgOMegIwAQAFkMUI8x8D9QUCEAEABZDkCJAiA4t6AhABAAWQxQjzHwP0BQKAAQEABZDk"
        "CJAiA4x6AjABAAWQxQjzHwP1BQIQAQAFkOQIkCIDi3oCEAEAA5AAAAP8BQLgAAEDAwIwAfIABZCACZEgA8J5AQADkAAAA7kG"
        "AhABAAWQggmkAwOUfwEAA5AAAAPuAAIQAQAFkIIJpAMDkn8CEAEAA5AAAAPuAAIwAQIQAQAFkIcJmCMDk38BAAOQAAAD7QAC"
        "MAEABZCACZEgA8V5AtAAAQADkAAAA7wGAhAB8gAFkIwJhyEDmnoBAAWQjQmQIgNjAQADkAAAA4MGAiABAAWQjwnYBAOQfwEA"
        "BZCNCZAiA+16AhABAAOQAAADgAYCEAEABZCNCZAiA4B6AhABAAOQAAADhgYCgAEBAAWQlAmHIQOXegEABZCVCZAiA2MBAAOQ"
        "AAADhQYCIAEABZCXCZEgA795AQAFkJUJkCIDPAIQAQADkAAAA/wFAqABAQAEkL0IcwPZfgLAAAEABZCbCZIBA3MBAAOQAAAD"
        "lAECEAEABZCbCZIBA+x+AhABAASQvQhzAw0CEAEAA5AAAAOHAQIgAQAEkL0IcwP5fgIQAQADkAAAA4cBAhABAAWQ9gKRAgPw"
        "eQIgAfEABJBUhAMD5AYCIAEABZClCZECA5p5AfEABZDxAqoTA+UGAiABAAWQqAmRAgOZeQHxAAWQjwOEAwPkBgIgAQAFkKsJ"
        "kQIDmnkB8QAFkJgDqhMD5QYCIAEABZCuCZECA5l5AfEABZCgCIQDA+QGAiABAAWQsQmRAgOaeQHxAAWQqQiRAgN+AiAB8QAF"
        "kMUI8x8DpAYCIAEABZC2CZECA9p5AfEAA5AAAAOxBgIgAQAFkLkJkQIDzXkB8QLgCAABAV9aTjQ2X0lOVEVSTkFMXzAwMDAw"
        "MDAwXzE1X2F0dGVudGlvbl93c19jdV85MzNiZjhjNTQ4X0dMT0JBTF9fTl9fMDAwMDAwMDBfMTVfYXR0ZW50aW9uX3dzX2N1"
        "XzkzM2JmOGM1OW1iYXJfaW5pdEVqagBfWloxMmF0dGVudGlvbl93c0VOS1VsaUUyX2NsRWkAX1paMTJhdHRlbnRpb25fd3NF"
        "TktVbGlFMF9jbEVpAF9aWjEyYXR0ZW50aW9uX3dzRU5LVWxpRTNfY2xFaQBfWloxMmF0dGVudGlvbl93c0VOS1VsaWlFX2Ns"
        "RWlpAF9aWjEyYXR0ZW50aW9uX3dzRU5LVWxpaUUwX2NsRWlpAF9aTjQ2X0lOVEVSTkFMXzAwMDAwMDAwXzE1X2F0dGVudGlv"
        "bl93c19jdV85MzNiZjhjNTQ4X0dMT0JBTF9fTl9fMDAwMDAwMDBfMTVfYXR0ZW50aW9uX3dzX2N1XzkzM2JmOGM1OW1iYXJf"
        "d2FpdEVqagBfWloxMmF0dGVudGlvbl93c0VOS1VsaUUxMV9jbEVpAF9aWjEyYXR0ZW50aW9uX3dzRU5LVWxpRTVfY2xFaQBf"
        "Wk40Nl9JTlRFUk5BTF8wMDAwMDAwMF8xNV9hdHRlbnRpb25fd3NfY3VfOTMzYmY4YzU0OF9HTE9CQUxfX05fXzAwMDAwMDAw"
        "XzE1X2F0dGVudGlvbl93c19jdV85MzNiZjhjNTExd2dtbWFfZmVuY2VFdgBfWloxMmF0dGVudGlvbl93c0VOS1VsaUUxNl9j"
        "bEVpAF9aWjEyYXR0ZW50aW9uX3dzRU5LVWxpRTdfY2xFaQBfWk40Nl9JTlRFUk5BTF8wMDAwMDAwMF8xNV9hdHRlbnRpb25f"
        "d3NfY3VfOTMzYmY4YzU0OF9HTE9CQUxfX05fXzAwMDAwMDAwXzE1X2F0dGVudGlvbl93c19jdV85MzNiZjhjNTltYWtlX2Rl"
        "c2NFampqAF9aTjQ2X0lOVEVSTkFMXzAwMDAwMDAwXzE1X2F0dGVudGlvbl93c19jdV85MzNiZjhjNTQ4X0dMT0JBTF9fTl9f"
        "MDAwMDAwMDBfMTVfYXR0ZW50aW9uX3dzX2N1XzkzM2JmOGM1OHdnbW1hX3FrRVJBNjRfZnl5YgBfWk40Nl9JTlRFUk5BTF8w"
        "MDAwMDAwMF8xNV9hdHRlbnRpb25fd3NfY3VfOTMzYmY4YzU0OF9HTE9CQUxfX05fXzAwMDAwMDAwXzE1X2F0dGVudGlvbl93"
        "c19jdV85MzNiZjhjNTEyd2dtbWFfY29tbWl0RXYAX1pONDZfSU5URVJOQUxfMDAwMDAwMDBfMTVfYXR0ZW50aW9uX3dzX2N1"
        "XzkzM2JmOGM1NDhfR0xPQkFMX19OX18wMDAwMDAwMF8xNV9hdHRlbnRpb25fd3NfY3VfOTMzYmY4YzUxMHdnbW1hX3dhaXRJ"
        "TGkwRUVFdnYAX1pONDZfSU5URVJOQUxfMDAwMDAwMDBfMTVfYXR0ZW50aW9uX3dzX2N1XzkzM2JmOGM1NDhfR0xPQkFMX19O"
        "X18wMDAwMDAwMF8xNV9hdHRlbnRpb25fd3NfY3VfOTMzYmY4YzUxMGZlbmNlX3JlZ3NJTGk2NEVFRXZSQVRfX2YAX1paMTJh"
        "dHRlbnRpb25fd3NFTktVbGlSQTMyX2pFMF9jbEVpUzBfAF9aWjEyYXR0ZW50aW9uX3dzRU5LVWxpRTE3X2NsRWkAX1pONDZf"
        "SU5URVJOQUxfMDAwMDAwMDBfMTVfYXR0ZW50aW9uX3dzX2N1XzkzM2JmOGM1NDhfR0xPQkFMX19OX18wMDAwMDAwMF8xNV9h"
        "dHRlbnRpb25fd3NfY3VfOTMzYmY4YzUxMnNvZnRtYXhfdGlsZUlMYjBFRUV2UkE2NF9mUkEyX2ZTNV9TNV9SYmZpaWkAX1pO"
        "NDZfSU5URVJOQUxfMDAwMDAwMDBfMTVfYXR0ZW50aW9uX3dzX2N1XzkzM2JmOGM1NDhfR0xPQkFMX19OX18wMDAwMDAwMF8x"
        "NV9hdHRlbnRpb25fd3NfY3VfOTMzYmY4YzU4cXVhZF9tYXhFZgBfWk40Nl9JTlRFUk5BTF8wMDAwMDAwMF8xNV9hdHRlbnRp"
        "b25fd3NfY3VfOTMzYmY4YzU0OF9HTE9CQUxfX05fXzAwMDAwMDAwXzE1X2F0dGVudGlvbl93c19jdV85MzNiZjhjNTlmYXN0"
        "X2V4cDJFZgBfWloxMmF0dGVudGlvbl93c0VOS1VsUkEzMl9qRV9jbEVTMF8AX1pONDZfSU5URVJOQUxfMDAwMDAwMDBfMTVf"
        "YXR0ZW50aW9uX3dzX2N1XzkzM2JmOGM1NDhfR0xPQkFMX19OX18wMDAwMDAwMF8xNV9hdHRlbnRpb25fd3NfY3VfOTMzYmY4"
        "YzU0dG9fcEVSQTY0X0tmUkEzMl9qAF9aTjQ2X0lOVEVSTkFMXzAwMDAwMDAwXzE1X2F0dGVudGlvbl93c19jdV85MzNiZjhj"
        "NTQ4X0dMT0JBTF9fTl9fMDAwMDAwMDBfMTVfYXR0ZW50aW9uX3dzX2N1XzkzM2JmOGM1MTBwYWNrX2hhbGYyRWZmAF9aTjQ2"
        "X0lOVEVSTkFMXzAwMDAwMDAwXzE1X2F0dGVudGlvbl93c19jdV85MzNiZjhjNTQ4X0dMT0JBTF9fTl9fMDAwMDAwMDBfMTVf"
        "YXR0ZW50aW9uX3dzX2N1XzkzM2JmOGM1MTRhZGRfcF9yb3dfc3Vtc0VSQTMyX0tqUkEyX2YAX1pONDZfSU5URVJOQUxfMDAw"
        "MDAwMDBfMTVfYXR0ZW50aW9uX3dzX2N1XzkzM2JmOGM1NDhfR0xPQkFMX19OX18wMDAwMDAwMF8xNV9hdHRlbnRpb25fd3Nf"
        "Y3VfOTMzYmY4YzU5YWRkX2hhbGYyRWpqAF9aTjQ2X0lOVEVSTkFMXzAwMDAwMDAwXzE1X2F0dGVudGlvbl93c19jdV85MzNi"
        "ZjhjNTQ4X0dMT0JBTF9fTl9fMDAwMDAwMDBfMTVfYXR0ZW50aW9uX3dzX2N1XzkzM2JmOGM1N2hhbGZfbG9FagBfWk40Nl9J"
        "TlRFUk5BTF8wMDAwMDAwMF8xNV9hdHRlbnRpb25fd3NfY3VfOTMzYmY4YzU0OF9HTE9CQUxfX05fXzAwMDAwMDAwXzE1X2F0"
        "dGVudGlvbl93c19jdV85MzNiZjhjNTdoYWxmX2hpRWoAX1paMTJhdHRlbnRpb25fd3NFTktVbGlSQTMyX2pTMF9FX2NsRWlT"
        "MF9TMF8AX1paMTJhdHRlbnRpb25fd3NFTktVbGlFMTJfY2xFaQBfWloxMmF0dGVudGlvbl93c0VOS1VsaVJBMzJfakVfY2xF"
        "aVMwXwBfWk40Nl9JTlRFUk5BTF8wMDAwMDAwMF8xNV9hdHRlbnRpb25fd3NfY3VfOTMzYmY4YzU0OF9HTE9CQUxfX05fXzAw"
        "MDAwMDAwXzE1X2F0dGVudGlvbl93c19jdV85MzNiZjhjNTh3Z21tYV9wdkVSQTMyX2ZQS2p5AF9aTjQ2X0lOVEVSTkFMXzAw"
        "MDAwMDAwXzE1X2F0dGVudGlvbl93c19jdV85MzNiZjhjNTQ4X0dMT0JBTF9fTl9fMDAwMDAwMDBfMTVfYXR0ZW50aW9uX3dz"
        "X2N1XzkzM2JmOGM1MTB3Z21tYV93YWl0SUxpMUVFRXZ2AF9aTjQ2X0lOVEVSTkFMXzAwMDAwMDAwXzE1X2F0dGVudGlvbl93"
        "c19jdV85MzNiZjhjNTQ4X0dMT0JBTF9fTl9fMDAwMDAwMDBfMTVfYXR0ZW50aW9uX3dzX2N1XzkzM2JmOGM1MTBmZW5jZV9y"
        "ZWdzSUxpMkVFRXZSQVRfX2YAX1paMTJhdHRlbnRpb25fd3NFTktVbHZFMl9jbEV2AF9aTjQ2X0lOVEVSTkFMXzAwMDAwMDAw"
        "XzE1X2F0dGVudGlvbl93c19jdV85MzNiZjhjNTQ4X0dMT0JBTF9fTl9fMDAwMDAwMDBfMTVfYXR0ZW50aW9uX3dzX2N1Xzkz"
        "M2JmOGM1MTBmZW5jZV9yZWdzSUxpMzJFRUV2UkFUX19mAF9aTjQ2X0lOVEVSTkFMXzAwMDAwMDAwXzE1X2F0dGVudGlvbl93"
        "c19jdV85MzNiZjhjNTQ4X0dMT0JBTF9fTl9fMDAwMDAwMDBfMTVfYXR0ZW50aW9uX3dzX2N1XzkzM2JmOGM1MTBmZW5jZV9y"
        "ZWdzSUxpMzJFRUV2UkFUX19qAF9aWjEyYXR0ZW50aW9uX3dzRU5LVWxpRTE0X2NsRWkAX1paMTJhdHRlbnRpb25fd3NFTktV"
        "bGpFX2NsRWoAX1pONDZfSU5URVJOQUxfMDAwMDAwMDBfMTVfYXR0ZW50aW9uX3dzX2N1XzkzM2JmOGM1NDhfR0xPQkFMX19O"
        "X18wMDAwMDAwMF8xNV9hdHRlbnRpb25fd3NfY3VfOTMzYmY4YzUxMW1iYXJfYXJyaXZlRWoAX1paMTJhdHRlbnRpb25fd3NF"
        "TktVbHZFM19jbEV2AF9aTjQ2X0lOVEVSTkFMXzAwMDAwMDAwXzE1X2F0dGVudGlvbl93c19jdV85MzNiZjhjNTQ4X0dMT0JB"
        "TF9fTl9fMDAwMDAwMDBfMTVfYXR0ZW50aW9uX3dzX2N1XzkzM2JmOGM1OHF1YWRfc3VtRWYAX1pONDZfSU5URVJOQUxfMDAw"
        "MDAwMDBfMTVfYXR0ZW50aW9uX3dzX2N1XzkzM2JmOGM1NDhfR0xPQkFMX19OX18wMDAwMDAwMF8xNV9hdHRlbnRpb25fd3Nf"
        "Y3VfOTMzYmY4YzUxN3dhcnBncm91cF9iYXJyaWVyRWkAX1pONDZfSU5URVJOQUxfMDAwMDAwMDBfMTVfYXR0ZW50aW9uX3dz"
        "X2N1XzkzM2JmOGM1NDhfR0xPQkFMX19OX18wMDAwMDAwMF8xNV9hdHRlbnRpb25fd3NfY3VfOTMzYmY4YzUxMG5hbWVkX3N5"
        "bmNJTGkxMjhFRUV2aQBfWloxMmF0dGVudGlvbl93c0VOS1VsaUUyMF9jbEVpAF9aWjEyYXR0ZW50aW9uX3dzRU5LVWxpRV9j"
        "bEVpAF9aWjEyYXR0ZW50aW9uX3dzRU5LVWxpRTE5X2NsRWkAX1pONDZfSU5URVJOQUxfMDAwMDAwMDBfMTVfYXR0ZW50aW9u"
        "X3dzX2N1XzkzM2JmOGM1NDhfR0xPQkFMX19OX18wMDAwMDAwMF8xNV9hdHRlbnRpb25fd3NfY3VfOTMzYmY4YzU4c3dpenps"
        "ZWRFaWlpAF9aWjEyYXR0ZW50aW9uX3dzRU5LVWx2RTRfY2xFdgBfWloxMmF0dGVudGlvbl93c0VOS1VsaWlFMV9jbEVpaQBf"
        "WloxMmF0dGVudGlvbl93c0VOS1VsaUUxNV9jbEVpAF9aWjEyYXR0ZW50aW9uX3dzRU5LVWx2RV9jbEV2AF9aTjQ2X0lOVEVS"
        "TkFMXzAwMDAwMDAwXzE1X2F0dGVudGlvbl93c19jdV85MzNiZjhjNTQ4X0dMT0JBTF9fTl9fMDAwMDAwMDBfMTVfYXR0ZW50"
        "aW9uX3dzX2N1XzkzM2JmOGM1MTFtYmFyX2V4cGVjdEVqagBfWk40Nl9JTlRFUk5BTF8wMDAwMDAwMF8xNV9hdHRlbnRpb25f"
        "d3NfY3VfOTMzYmY4YzU0OF9HTE9CQUxfX05fXzAwMDAwMDAwXzE1X2F0dGVudGlvbl93c19jdV85MzNiZjhjNTh0bWFfdGls"
        "ZUVqUEsxNmF0dGVudGlvbl93c19tYXBpaWp0AF9aTjQ2X0lOVEVSTkFMXzAwMDAwMDAwXzE1X2F0dGVudGlvbl93c19jdV85"
        "MzNiZjhjNTQ4X0dMT0JBTF9fTl9fMDAwMDAwMDBfMTVfYXR0ZW50aW9uX3dzX2N1XzkzM2JmOGM1OHRtYV9sb2FkRWpQSzE2"
        "YXR0ZW50aW9uX3dzX21hcGlpagBfWloxMmF0dGVudGlvbl93c0VOS1VsaUU2X2NsRWkAwxsAAAIAEAAAAAEB+w4KAAEBAQEA"
        "AAABAAAACQIAAAAAAAAAAAQAAxoBAxACEAEDcAIQAQMUAhAB8PL0AwsCEAHwA3YCEAHx8PPz8vQDAQIgAfMDBwIgAfcD1gAC"
        "EAEDqn8CEAED2AACMAH19QN0AhAB9fUDjX8CEAH2A3sCMAHwA9kAAhABA6t/AsAAAQMIAiAB9fX29vb19fX19fX39PX19QMG"
        "AjAB8fADBAIgAQMHAjABAxYCEAEDagIQAQMWAhABA2sCEAHwAwkCwAABAwsCEAEDbAIQAQMXAjABA3MCEAEDdgIQAQMLAhAB"
        "A3UCEAEDCwIQAQN1AhABAwsCIAEDdQIQAeoDEAIQAQN3AjABAxUCEAEDdAIQAQN4AiAB8fXr8+zyAxoCIAEDVgIQAQMSAhAB"
        "AxkCEAEDaAIQAQMZAhAB8QMuAhAB9AN4AhABA2YCEAEDHgIQAfQDUQIQAQMJAhABAyYCEAHqA2ICEAEDEAIQAQNxAhABA9kA"
        "AhABA0UCEAEDVwIQAQMtAhABA1QCEAEDEwIQAQNvAhAB9wMLAhABAwkCEAEDeQIQAfYDDgIgAQMSAhABAyUCEAEDBQLAAgED"
        "NAIQAQNOAhABAzMCEAEDTwIQAfPs8uwDKQIQAQNaAhABAxsCMAEDEwIQAQNmAhABAyICEAHzAw0CEAEDagIQAQMZAhABAw0C"
        "EAHyA1gCEAEDNQIQAfIDsX8CEAEDGwIQAQNeAhAB9wMaAhABAwoCEAEDrwgCEAEDsHcCEAED0AgCEAED03cCIAEDXgIQAQPP"
        "CAIQAQPUdwIgAQNhAhABA8sIAhABA893AhABAwkCEAH2A6EIAhABA+93AhABA2kCEAEDCQIQAQMQAiABA48IAhABA+N3AiAB"
        "A50IAhABA/N3AhABA40IAhABA+R3AhABA5wIAhABA/R3AhABA4wIAhABA+h3AhABA5gIAhABA/h3AhABA4gIAhABA+h3AhAB"
        "A5gIAhABA/h3AhABAwwCEAEDBALAAAEDigECEAHw9vDq8Pbw8vD28Orw9vDy8Pbw6vD28PLw9vDq8Pbw8/Dw9PEDuH8CEAED"
        "zAACEAEDuH8CEAEDDAIQAfMDDAIQAfMDDAIQAQMeAhABA2YCEAEDHAIQAfADJgIQAQMdAhABAxkCEAED1H4CEAEDkgECEAED"
        "9X4CEAEDpgECEAED234CEAEDvgECEAEDvn4CEAEDwwECEAEDxH4CEAED1QECEAEDrH4CEAEDiAICEAED/H0CEAEDnwICEAED"
        "6H0CEAEDgQICEAEDgH4CEAED3wACEAEDnX8CEAEDzQECEAEDun4CEAED+gECEAEDh34CEAEDkgICEAED8n0CEAEDqQICEAED"
        "3n0CEAED0wECEAEDrn4CEAED9QECEAEDh34CEAED1wECEAEDsH4CEAEDuAICEAEDyX0CEAED6gICEAEDmn0CEAEDhwICEAED"
        "gH4CEAED4AICEAEDoX0CEAEDkAICEAED7H0CEAEDywMCEAEDvHwCEAED9wECEAEDin4CEAED9QICEAEDoX0CEAEDkAICEAED"
        "8X0CEAEDqgICEAED5wACEAED7X4CEAEDg34CEAEDqAICEAEDzgACEAEDGwIQAQMZAhABA9l8AhABA/YDAhABA658AhABA9AC"
        "AhABA4oBAhABA6x8AhABA+MAAhABA/V+AhABA9cCAhABA7l+AhABA7QCAhABA798AhABA/ABAhABA+gAAhABA4kBAhABA/x+"
        "AhABA6QBAhABA4F8AhABA8IEAhABA8B7AhABAzYCEAEDSwIQAQM6AhAB8wO2AQIQAfAD5wACEAHwA8d9AhAB8APnAAIQAfAD"
        "XAIQAQNvAhABAxoCEAEDnAECEAHwAxkCEAHwAxkCEAEDrH4CEAED1QECEAEDMwIQAfADGQIQAfADGQIQAfAD8n0CEAEDon8C"
        "EAEDGgIQAQMaAhABAzMCEAHwAxkCEAHwA2ECEAEDOAIQAfADwQICEAEDqH8CEAEDEAIQAQOxfgIQAQPKAgIQAQO7fQIQAQPa"
        "AQIQAQPVfgIQAfQDxgECEAED6X4CEAH0A6IBAhABAzcCEAED1n4CEAH0A/4AAhABA558AhABAw0CEAED5QMCEAEDJwIQAQP5"
        "ewIQAQOZBAIQAQOyfQIQAfQDqAECEAEDlQECEAEDYgIQAQMQAhABA7R+AhABA94BAhABA517AhABA/UEAhABA5V7AhABA4AD"
        "AhABA4ABAhABAzsCEAED4XsCEAH0A/8DAhABAysCEAEDuXwCEAED2QMCEAEDCgIQAQOifAIQAQOrAgIQAQO9AQIQAQMJAhAB"
        "A/J8AhAB9APjAQIQAQOAfwIQAfQDmwECEAEDmQECEAEDw3sCEAEDGgIQAQOqAwIQAQOJAQIQAQOeewIQAQPzBAIQAQOnewIQ"
        "AQMaAhABA80CAhABA+J9AhABA6YCAhABA999AhABA6kCAhABA+x9AhAB9AOfAgIQAQP2fQIQAfQDjQICEAEDon4CEAH0A+EB"
        "AhABA7R+AhAB9APXAQIQAQOVAQIQAQOpfQIQAfQDxQECEAEDkQECEAED2X0CEAH0A5kBAhABA40BAhABA+99AhAB9AOPAQIQ"
        "AQOFAQIQAQOBfgIQAQOQAgIQAQP1fQIQAQP9AAIQAQOBAQIQAQPVegIQAQO8BQIQAQMJAhABA8R6AhABA6kEAhABA9gAAhAB"
        "AyUCEAEDYAIQAQMxAhABA1ACEAEDOQIQAfT3AwkCEAH08AMlAhAB8AMBAiABA/8LAhAB8vHx9O3x7fEDEwIwAfYDFgIQAQNm"
        "AhABAwwCEAEDeAIQAQMJAhAB8PLw8/cDBwIwAQMHAiABAwcCIAEDBwIgAQMHAiAB9gMPAjABA4sBAhAB8fYD+HECIAHy8vHx"
        "8+zy7PIDFAIwAfHx9O3x7fEDHwIwAQN5AhABAxgCEAH29gMHAiABA08CEAHz9gM0AhABA00CEAEDNAIQAQNPAhABAzQCEAED"
        "TQIQAQM0AhABA1ACEAEDDAIQAfb2AxoCMAHzAwQCIAEDBwLQAAEDBwIgAQMHAiABAwcCIAEDBwIgAfYDDwIwAQOJAQIQAfD2"
        "8Orw9vDy8Pbw6vD28PLw9vDq8Pbw8vD28Orw9vDz8PAD8AQCEAEDlHsCEAED9wUCEAEDCQIQAQOCegIQAfPx8fADwwACEAED"
        "GQIQAQPVfgIQAQOsAQIQAQNuAhABAysCEAEDv34CEAED8QACEAED0QACEAEDSwIQAQP/fgIQAQPmAAIQAQPpAAIQAQOgfgIQ"
        "AQOWAQIQAQP/fgIQAQPlAQIQAQOKfgIQAQP3AQIQAQOmfgIQAQONAgIQAQPifQIQAQPzAQIQAQOifgIQAQO8AQIQAQOzfgIQ"
        "AQOAAgIQAQOdfgIQAQPkAQIQAQOLfgIQAQPeAQIQAQO3fgIQAQOUAgIQAQPbfQIQAQOLAgIQAQPafQIQAQO/AgIQAQPofQIQ"
        "AQPLAAIQAQOSfwIQAQPYAwIQAQPPfAIQAQMvAhABA7Z/AhABAzkCEAEDxgECEAED8H0CEAEDFQIQAQNvAhABAx0CEAED9AEC"
        "EAED+30CEAEDFQIQAQNvAhABAx0CEAED+QECEAED9n0CEAED0QYCEAEDs3kCEAED7QYCEAEDnnsCEAEDgX4CEAEDwQYCEAED"
        "xHkCEAED3AYCEAEDo3kCEAED5QYCEAEDq3sCEAEDh34CEAEDjwICEAEDNAIQAQNnAhABA9d9AhABA48CAhABAxkCEAEDVQIQ"
        "AQPGAAIQAQPAfQIQAQPzAgIQAfADGQIQAQMbAhABA6oDAhABA9h5AhABA68CAhABA/EDAhAB9wO7egIQAQPNBQIQAQO4egIg"
        "AQOIBQIQAQPoeQIQAQPYAgIQAQPAAwIQAQPreQIQAQPYAgIQAfQD2AMCEAEDn3oCIAEDrn8CEAEDoAMCEAEDt30CEAEDnAYC"
        "EAEDj3kCEAED8QYCEAEDkHkCEAED6QACEAEDu38CEAHwA7cCAhABA7B+AhAB8APnAAIQAQO0fgIQAQPNAQIQAQPoAAIQAQP7"
        "fQIQAfADZQIQAfADMwIQAQO7fwIQAQPGAAIQAQODAgIQAQOwfgIQAfADGQIQAfADGQIQAQOUfwIQAQPtAAIQAQMzAhAB8AMZ"
        "AhAB8AMZAhAB8AM0AhABAxoCEAED9H4CEAEDpQECEAHwA2UCEAEDhAMCEAED+HkCEAEDlAYCEAED8wACEAED93oCEAEDngQC"
        "EAED+wACEAED/X4CEAEDdAIQAQMUAhABA/d7AhAB9AO0BAIQAQPhewIgAfQDogQCEAEDjXwCIAH0A/YDAhABA598AiAB9APs"
        "AwIQAQMvAhABA1ECEAEDqXwCEAH0A9oDAhABA5B6AiAB9APzBQIQAQMnAhABA1kCEAED8HoCEAH0A7cEAhABA6x8AiAB9APv"
        "AwIQAQOZAQIQAQPnfgIQAQOIegIQAfQDkwYCEAEDznkCIAH0A90FAhABA5EBAhABA2YCEAHzA4V/AhABA9J6AhABA8sGAhAB"
        "A7p5AhABA6EFAhABA48BAhABAxICEAED334CEAEDkn0CEAEDmQQCEAED7HsCEAED+QICEAED0QECEAEDEQIQAQOefgIQAQP+"
        "egIQAfQD3QUCEAEDCwIQAQMiAhABA1MCEAEDuHoCEAEDhwYCEAH1A/h5AhABA/MEAhABA6J7AiAB9APhBAIQAQPOewIgAfQD"
        "tQQCEAEDvQECEAEDw34CEAED4HsCEAH0A6sEAhABA5UBAhABA+t+AhABA+p7AhAB9AOZBAIQAQORAQIQAQPvfgIQAQOWfAIQ"
        "AfQD7QMCEAEDjQECEAED834CEAEDqHwCEAEDhgUCEAED/3oCEAED4wMCEAEDhQECEAED+34CEAEDinkCEAEDjAgCEAEDEQIQ"
        "AQPsdwIQAQP1BgIQAQPWAAIQAQMrAhABA/9+AhABA7N8AhABA98EAhABA9V9AhAB8PIDsAICEAED0X0CEAHyA8V9AhABA/AE"
        "AhABA7x/AhABA5B+AhAB8vADuAICEAEDuX8CEAED0AACEAEDwn0CEAHwA+4BAhABA5V+AhABA78CAhABA8J9AhAB8vADuwIC"
        "EAEDyH0CEAHwA2UCEAHw8vDy8PLw8vDy8PLw8vADuAICEAEDkgICIAEDCQIQAQMhAiABA7dnAhABA9p+AhABA+MZAhABAw4C"
        "EAEDt2cCEAEDvRgCEAEDDwIQAQO1ZwIQAQPAGAIQAQNpAhAB8/HyA6dmAhABA9cZAhABA9lnAhABA6oYAhABAxoCEAEDCwIQ"
        "AQOyZwIQAQO4GAIQAQMWAhABAwoCEAEDBALAAAEDEwIQAQN3AhABAwkCEAEDegIQAfHwA3gCIAEDCwIQAQMEAiABA9IAAhAB"
        "8QPtAQIQAQOTfgIQAQMBAiABA3sCoAEB9AMCAiAB8PLy8+vx8QMCAiAB8PHu8fEDAgIgAfIDBAIgAQMLAhABA3kCEAEDCgIQ"
        "AQN3AhABAxUCEAEDDgIQAQNnAhABA3YCEAEDFwIgAQNpAhABAzECEAEDdAIQAQNlAhABAykCIAEDVwIQAQMOAhABAw4CEAED"
        "WgIQAQM0AiABA2QCEAEDcgIgAQN2AhABAwoCEAEDHAIQAQNaAhABAwoCEAEDHAIQAQNyAhABA3ICIAEDHAIQAQNyAhABAxwC"
        "EAEDZAIQAQMcAhABA3ICEAEDWgIQAQM0AhABA1YCEAEDDgIQAQMcAhABA0wCEAEDJgIQAQMOAiABA1YCEAEDHAIQAQNyAhAB"
        "A2gCEAEDPgIQAQNCAhABAwoCEAEDDgIgAQNqAiABAwoCEAEDDAIQAQMOAhABA10CEAEDCgIQAQMnAhABA3ICEAEDagIQAQMx"
        "AhABA1kCEAEDDAIQAQN1AiABA3gCEAEDFQIQAQMMAhABA18CEAEDCwIQAQMLAhABAwsCEAEDeAIgAfcDAgIgAQNrAhABAxYC"
        "IAEDeAIQAQMLAhABA3UCEAEDEAIQAe0DBAIgAQMDAiAB8PEDCQIQAQN5AhABAwkCEAEDeAIQAQMJAhABA3cCEAEDCQIgAQN3"
        "AiABAwkCIAEDdwIgAQMJAhABA3cCEAEDCQIQAQN3AhABAwkCIAEDdwIQAQMJAhABA3cCIAEDCQIQAQN3AhABAwkCEAEDeQIQ"
        "AQMJAhABA3gCEAEDCQIQAfXw6/LxAxACIAEDcwIQAfHwAw4CEAEDcgIQAQMQAhABA3ACEAEDEQIQAQNvAhABAxECMAEDbwIg"
        "AQMRAhABA28CIAEDEQIQAQNvAhABAxECIAEDbwIQAQMRAiABA3ECEAEDDwIQAQNyAiABAw4CEAEDdQIgAQMNAhABA3YCEAED"
        "CwIQAfUDbwIQAfEDDwIQAQMFAjABA3sCIAEDCQIQAfDzAwsCEAHrAwYCIAHw8fIDEAIgAQPAAQIQAQO1fgIQAQMOAhABA3YC"
        "EAEDCwIQAQN2AiABAwoCEAEDdgIgAQMKAiABA3YCIAEDCgIgAQN2AhABAwoCEAEDdgIQAQMKAhABA3YCEAEDCgIQAQN2AhAB"
        "AwoCMAEDdgIgAQMMAhABA3YCEAEDCwIQAQN2AhABA8MBAhABA8p+AhAB8fPw8e7zAwQCIAEDAgIgAQMpAhABAwMCIAEDAgIg"
        "AQMOAhABAw4CEAEDDgIQAQMOAhABAw4CEAEDDgIQAQMOAhABA/N+AhABAxICEAEDcAIQAfcDCgIQAfYDawIQAQMRAhAB9vMD"
        "DAIQAfEDDAIQAfEDDAIQAfEDQgIQAQPKAAIQAfEDDAIQAfEDDAIQAfEDDAIQAfEDDAIQAfEDkn8CEAEDDgIQAfEDDAIQAfED"
        "DAIQAfEDDAIQAfEDDAIQAfEDDAIQAfEDDAIQAfEDDAIQAfH0A5h/AhAB8QMMAhAB8QMMAhAB8QMMAhAB8QMMAhAB8QMMAhAB"
        "8QMMAhAB8QMMAhAB8fEDln8CEAHxAwwCEAHxAwwCEAHxAwwCEAHxAwwCEAHxAwwCEAHxAwwCEAHxAwwCEAHxAwoCEAEDBgIw"
        "AQOgfAIwAfUDeQIQAfADJwIQAQNaAhAB8AMnAhABA1kCEAHzAyMCEAEDXQIQAQN3AhABAy4CEAEDXgIQAQMwAhABA3ICEAED"
        "YgIQAfPz8/Pz8wMJAhAB9fTyAwQC0AABA6QDAiABAwECIAEDEQIQAQMbAhAB8gNUAhABAxACEAEDGgIQAeoDFAIQAQNaAhAB"
        "AxsCEAEDbQIQAQNnAhABAzcCEAEDWwIQAQMlAhABA2gCEAEDdAIQAfbqAwsCEAHqA3QCEAEDIwIQAQNkAhABAwsCEAEDFAIQ"
        "AQNiAhABAwwCEAEDFAIQAQMNAqABAQN1AhABAwoCEAEDdwIQAQMTAhABA3gCEAH3A3ECEAH39uzy7fEDCgKgAQEDeAIQAfAD"
        "HQIQAfADIQIQAfADHwIQAfADHwIQAfADHwIQAfADHwIQAfADHwIQAfADtn4CEAEDDwIQAQMzAhABA7V/AhABAw0CEAEDdAIQ"
        "AQMYAhABA+sBAhABA1kCEAEDn34CEAEDLwIQAQN3AhABA8UBAhABA7x+AhABAywCEAEDcwIQAQO0fwIQAQPNAAIQAQPCAQIQ"
        "AQPdfgIQAQMJAhABA5N/AhABA40BAhABA1gCEAEDyAACEAEDVwIQAQPJAAIQAQO4fwIQAQOBfwIQAQOeAQIQAQM7AhABA0YC"
        "EAED+H4CEAEDcwIQAQMtAhABA4cBAhABA5l/AhABA+gAAhABA7h/AhABA+cAAhABA7l/AhABA+UAAhABA69+AhABA4wBAhAB"
        "Ay4CEAEDHgIQAQPYfgIQAQOLAQIQAQOFfwIQAQMgAhABA94AAhABA0ICEAEDIAIQAQPQfgIQAQMgAhABA8AAAhABAyACEAED"
        "IAIQAQPkAAIQAQNmAhABAzkCEAED0n0CEAEDkAICEAEDZgIQAQM5AhABA919AhAB9QPmAQIQAQNcAhABA85+AhABA3oCEAED"
        "FgIQAQPgAQIQAQOafgIQAQMWAhABA+8BAhABA4t+AhABAxYCEAEDiwECEAED734CEAEDFgIQAQMQAhABA+wAAhABAzYCEAED"
        "yH4CEAEDJgIQAQOxAQIQAQO5fgIQAQMmAhABA4MBAhABA41/AhABA1oCEAEDNgIQAQOCAQIQAQOOfwIQAQNKAhABA84AAhAB"
        "Az0CEAEDXQIQAQOofwIQAQP3AAIQAQNIAhABA9cAAhABA/p+AhABAzMCEAED1wACEAEDRgIQAQNAAhABA98AAhABA0UCEAED"
        "2gACEAEDjH8CEAEDNwIQAesDIwIQAesDIwIQAesDQwIQAfMDGwIQAfMDGwIQAfMDQwIQAQNPAhABA9AAAhABA0YCEAED2QAC"
        "EAEDRgIQAQMfAhABAx8CEAEDpn8CEAEDPgIQAQNCAhAB8fADOwIQAQNFAhAB8gMZAhABAz4CEAEDSAIQAQN6AhABAz4CEAED"
        "ZwIQAQNdAhAB8APBAAIQAQOifwIQAQM7AhAB8AMeAhAB8AOlfwIQAQM8AhABA2ECEAHxAx8CEAEDHQIQAfEDQgIQAQMfAhAB"
        "A0QCEAED2wACEAEDRAIQAQMfAhABAx8CEAEDCwIQAQN6AiABAxYCEAEDEAIQAQNwAhAB7fLxA3ICEAEDBAIgAQMRAhAB9vUD"
        "DAIQAQN3AhAB8fbq8fIDEwIwAQMPAsAAAQMVAhABA3ECEAEDEQIQAQN4AhABAwkCEAED8V4CEAHt9/Hw8PEDiSECMAHz8wMS"
        "AhAB9ANqAiAB8AMJAvAAAQN3AhABAwoCEAEDdgIQAQMLAiABA3UCEAEDCwIgAQN3AiABAwkCEAEDeAIQAfcDegIwAfXr8+zy"
        "AxYCMAHzA2gCEAHwAxQCEAHw8fYDxwACEAEDRQIQAQMWAhABA28CEAEDcQIQAfEDHwIQAQNkAhABA8AAAhABA0ICEAHyAzsC"
        "EAEDVQIQAQNwAhABAxMCIAEDKgIQAQNXAhABAyoCEAHy7fUDUgIQAfYDBgIwAev16vDzAyMCwAABA7x/AhABA8AAAhABA0MC"
        "EAEDegIQAQPIAAIQAQO/fwIQAQPBAAIQAfbr9Ovx8wMQAjABA3ICEAEDDgIQAQN0AiABAwwCEAEDeQIgAfH0AwwC0AAB7PID"
        "DAKAAQHs8gMMAoABAezyAwYC4AAB7fLw8vADCgIQAQN6AiAB8fMDBAKAAQHwAwsCIAHs8gMEAoABAfADDAIgAevzAwYC4AAB"
        "8PIDDQIQAQMpAhABA1ACEAH3A3oCEAHxAyICEAEDYgIQAfXt8vMDHQLQAAEDeQIQAQMUAhABA3kCIAH2A24CEAEDEgIQAQMR"
        "AoABAQN3AiABAwkCEAEDBQKgAQHu8vADwn0CEAEDegIQAfXx8PLt8QOEXwIgAfYDPQIgAfYD+xQCIAH2A4B0AiAB9gMWAiAB"
        "9gOkFgIgAfYDDAIgAfYDjgECIAH2A7UBAiAB9gLgCAABAQAAAAAAAAAALnZlcnNpb24gOS4wAC50YXJnZXQgc21fOTBhAC5h"
        "ZGRyZXNzX3NpemUgNjQAAAAuZ2xvYmFsIC5hbGlnbiAxNiAuYjggX1pONDZfSU5URVJOQUxfMDAwMDAwMDBfMTVfYXR0ZW50"
        "aW9uX3dzX2N1XzkzM2JmOGM1NDhfR0xPQkFMX19OX18wMDAwMDAwMF8xNV9hdHRlbnRpb25fd3NfY3VfOTMzYmY4YzUxMmV2"
        "b19wYXJ0aWFsc0VbNzI5OTA3Ml07AC5nbG9iYWwgLmFsaWduIDQgLmI4IF9aTjQ2X0lOVEVSTkFMXzAwMDAwMDAwXzE1X2F0"
        "dGVudGlvbl93c19jdV85MzNiZjhjNTQ4X0dMT0JBTF9fTl9fMDAwMDAwMDBfMTVfYXR0ZW50aW9uX3dzX2N1XzkzM2JmOGM1"
        "MTJldm9fYXJyaXZhbHNFWzIxMTJdOwAuZXh0ZXJuIC5zaGFyZWQgLmFsaWduIDE2IC5iOCBzbWVtX3Jhd1tdOwAALnZpc2li"
        "bGUgLmVudHJ5IGF0dGVudGlvbl93cygALnBhcmFtIC5hbGlnbiA2NCAuYjggYXR0ZW50aW9uX3dzX3BhcmFtXzBbMTI4XSwA"
        "LnBhcmFtIC5hbGlnbiA2NCAuYjggYXR0ZW50aW9uX3dzX3BhcmFtXzFbMTI4XSwALnBhcmFtIC5hbGlnbiA2NCAuYjggYXR0"
        "ZW50aW9uX3dzX3BhcmFtXzJbMTI4XSwALnBhcmFtIC51NjQgYXR0ZW50aW9uX3dzX3BhcmFtXzMsAC5wYXJhbSAuZjMyIGF0"
        "dGVudGlvbl93c19wYXJhbV80ACkALm1heG50aWQgNTEyLCAxLCAxAC5taW5uY3RhcGVyc20gMQB7AC5yZWcgLnByZWQgCSVw"
        "PDc3PjsALnJlZyAuYjE2IAklcnM8OD47AC5yZWcgLmYzMiAJJWY8Mzg3Nz47AC5yZWcgLmIzMiAJJXI8MTQ1MT47AC5yZWcg"
        "LmI2NCAJJXJkPDMwOD47AAAAAG1vdi5iNjQgCSVyZDEwLCBhdHRlbnRpb25fd3NfcGFyYW1fMDsAbW92LmI2NCAJJXJkMTEs"
        "IGF0dGVudGlvbl93c19wYXJhbV8xOwBtb3YuYjY0IAklcmQxMiwgYXR0ZW50aW9uX3dzX3BhcmFtXzI7AGxkLnBhcmFtLnU2"
        "NCAJJXJkOSwgW2F0dGVudGlvbl93c19wYXJhbV8zXTsAbGQucGFyYW0uZjMyIAklZjQyNiwgW2F0dGVudGlvbl93c19wYXJh"
        "bV80XTsAAABtb3YudTMyICVyMjY1LCAlZHluYW1pY19zbWVtX3NpemU7AAAAAHNldHAuZ3QudTMyIAklcDEsICVyMjY1LCAx"
        "NDg1OTE7AEAlcDEgYnJhIAkkTF9fQkIwXzI7AAAAdHJhcDsAAAAkTF9fQkIwXzI6AABtb3YudTMyIAklcjEsICV0aWQueDsA"
        "AHNoci5zMzIgCSVyMjY2LCAlcjEsIDMxOwBzaHIudTMyIAklcjI2NywgJXIyNjYsIDI1OwBhZGQuczMyIAklcjI2OCwgJXIx"
        "LCAlcjI2NzsAc2hyLnMzMiAJJXIyNjksICVyMjY4LCA3OwBtb3YudTMyIAklcjI3MCwgMzE7AG1vdi51MzIgCSVyMjcxLCAw"
        "OwBtb3YudTMyIAklcjI3MiwgLTE7AHNoZmwuc3luYy5pZHguYjMyIAklcjJ8JXAyLCAlcjI2OSwgJXIyNzEsICVyMjcwLCAl"
        "cjI3MjsAAG1vdi51MzIgCSVyMjczLCAlbmN0YWlkLng7AHNldHAuZXEuczMyIAklcDMsICVyMjczLCAxMzI7AEAlcDMgYnJh"
        "IAkkTF9fQkIwXzQ7AAAAdHJhcDsAAAAkTF9fQkIwXzQ6AABzZXRwLm5lLnMzMiAJJXA0LCAlcjEsIDA7AEAlcDQgYnJhIAkk"
        "TF9fQkIwXzY7AAAAAG1vdi51NjQgCSVyZDE2LCBzbWVtX3JhdzsAY3Z0LnUzMi51NjQgCSVyMzAyLCAlcmQxNjsAYWRkLnMz"
        "MiAJJXIzMDMsICVyMzAyLCAxMDIzOwBhbmQuYjMyICAJJXIzMDQsICVyMzAzLCAtMTAyNDsAYWRkLnMzMiAJJXIyNzQsICVy"
        "MzA0LCAxNDc0NTY7AG1vdi51MzIgCSVyMjk3LCAxOwAAbWJhcnJpZXIuaW5pdC5zaGFyZWQ6OmN0YS5iNjQgWyVyMjc0XSwg"
        "JXIyOTc7AAAAAABhZGQuczMyIAklcjI3NiwgJXIzMDQsIDE0NzQ3MjsAbW92LnUzMiAJJXIyOTksIDEyOwAAbWJhcnJpZXIu"
        "aW5pdC5zaGFyZWQ6OmN0YS5iNjQgWyVyMjc2XSwgJXIyOTk7AAAAAGFkZC5zMzIgCSVyMjc4LCAlcjMwNCwgMTQ3NDY0OwAA"
        "bWJhcnJpZXIuaW5pdC5zaGFyZWQ6OmN0YS5iNjQgWyVyMjc4XSwgJXIyOTc7AAAAAGFkZC5zMzIgCSVyMjgwLCAlcjMwNCwg"
        "MTQ3NDgwOwAAbWJhcnJpZXIuaW5pdC5zaGFyZWQ6OmN0YS5iNjQgWyVyMjgwXSwgJXIyOTk7AAAAAABhZGQuczMyIAklcjI4"
        "MiwgJXIzMDQsIDE0NzQ4ODsAAG1iYXJyaWVyLmluaXQuc2hhcmVkOjpjdGEuYjY0IFslcjI4Ml0sICVyMjk3OwAAAAAAYWRk"
        "LnMzMiAJJXIyODQsICVyMzA0LCAxNDc0OTY7AABtYmFycmllci5pbml0LnNoYXJlZDo6Y3RhLmI2NCBbJXIyODRdLCAlcjI5"
        "NzsAAAAAAGFkZC5zMzIgCSVyMjg2LCAlcjMwNCwgMTQ3NTA0OwAAbWJhcnJpZXIuaW5pdC5zaGFyZWQ6OmN0YS5iNjQgWyVy"
        "Mjg2XSwgJXIyOTk7AAAAAGFkZC5zMzIgCSVyMjg4LCAlcjMwNCwgMTQ3NTEyOwAAbWJhcnJpZXIuaW5pdC5zaGFyZWQ6OmN0"
        "YS5iNjQgWyVyMjg4XSwgJXIyOTc7AAAAAGFkZC5zMzIgCSVyMjkwLCAlcjMwNCwgMTQ3NTIwOwAAbWJhcnJpZXIuaW5pdC5z"
        "aGFyZWQ6OmN0YS5iNjQgWyVyMjkwXSwgJXIyOTc7AAAAAGFkZC5zMzIgCSVyMjkyLCAlcjMwNCwgMTQ3NTI4OwAAbWJhcnJp"
        "ZXIuaW5pdC5zaGFyZWQ6OmN0YS5iNjQgWyVyMjkyXSwgJXIyOTk7AAAAAGFkZC5zMzIgCSVyMjk0LCAlcjMwNCwgMTQ3NTM2"
        "OwAAbWJhcnJpZXIuaW5pdC5zaGFyZWQ6OmN0YS5iNjQgWyVyMjk0XSwgJXIyOTc7AAAAAGFkZC5zMzIgCSVyMjk2LCAlcjMw"
        "NCwgMTQ3NTQ0OwAAbWJhcnJpZXIuaW5pdC5zaGFyZWQ6OmN0YS5iNjQgWyVyMjk2XSwgJXIyOTc7AAAAAGFkZC5zMzIgCSVy"
        "Mjk4LCAlcjMwNCwgMTQ3NTUyOwAAbWJhcnJpZXIuaW5pdC5zaGFyZWQ6OmN0YS5iNjQgWyVyMjk4XSwgJXIyOTk7AAAAAABh"
        "ZGQuczMyIAklcjMwMCwgJXIzMDQsIDE0NzU2MDsAbW92LnUzMiAJJXIzMDEsIDM4NDsAAG1iYXJyaWVyLmluaXQuc2hhcmVk"
        "OjpjdGEuYjY0IFslcjMwMF0sICVyMzAxOwAAAAAAZmVuY2UubWJhcnJpZXJfaW5pdC5yZWxlYXNlLmNsdXN0ZXI7AAAAAGN2"
        "dGEucGFyYW0udTY0IAklcmQxMywgJXJkMTA7AABwcmVmZXRjaC50ZW5zb3JtYXAgWyVyZDEzXTsAAAAAY3Z0YS5wYXJhbS51"
        "NjQgCSVyZDE0LCAlcmQxMTsAAHByZWZldGNoLnRlbnNvcm1hcCBbJXJkMTRdOwAAAABjdnRhLnBhcmFtLnU2NCAJJXJkMTUs"
        "ICVyZDEyOwAAcHJlZmV0Y2gudGVuc29ybWFwIFslcmQxNV07AAAAACRMX19CQjBfNjoAAGJhci5zeW5jIAkwOwAAc2V0cC5l"
        "cS5zMzIgCSVwNSwgJXIyLCAwOwBAJXA1IGJyYSAJJExfX0JCMF82NDsAAAAAc2V0bWF4bnJlZy5pbmMuc3luYy5hbGlnbmVk"
        "LnUzMiAxNjA7AAAAAG11bC5mMzIgCSVmMSwgJWY0MjYsIDBmM0ZCOEFBM0I7AAAAbW92LnUzMiAJJXIzMDcsICVjdGFpZC54"
        "OwBtdWwud2lkZS5zMzIgCSVyZDE3LCAlcjMwNywgMjgxNjsAbXVsLmhpLnM2NCAJJXJkMTgsICVyZDE3LCAxMTE3OTg0NDg5"
        "MzE1NzMwNDAxOwBzaHIudTY0IAklcmQxOSwgJXJkMTgsIDYzOwBzaHIudTY0IAklcmQyMCwgJXJkMTgsIDM7AGFkZC5zNjQg"
        "CSVyZDIxLCAlcmQyMCwgJXJkMTk7AGN2dC51MzIudTY0IAklcjMsICVyZDIxOwBzaHIuczMyIAklcjMwOCwgJXIzLCAzMTsA"
        "c2hyLnUzMiAJJXIzMDksICVyMzA4LCAyODsAYWRkLnMzMiAJJXIzMTAsICVyMywgJXIzMDk7AHNoci5zMzIgCSVyNCwgJXIz"
        "MTAsIDQ7AGFkZC5zMzIgCSVyMzExLCAlcjMwNywgMTsAbXVsLndpZGUuczMyIAklcmQyMiwgJXIzMTEsIDI4MTY7AG11bC5o"
        "aS5zNjQgCSVyZDIzLCAlcmQyMiwgMTExNzk4NDQ4OTMxNTczMDQwMTsAc2hyLnU2NCAJJXJkMjQsICVyZDIzLCA2MzsAc2hy"
        "LnU2NCAJJXJkMjUsICVyZDIzLCAzOwBhZGQuczY0IAklcmQyNiwgJXJkMjUsICVyZDI0OwBjdnQudTMyLnU2NCAJJXI1LCAl"
        "cmQyNjsAAGFuZC5iMzIgIAklcjMxNSwgJXIyNjgsIC0xMjg7AHN1Yi5zMzIgCSVyNiwgJXIxLCAlcjMxNTsAbW92LnUzMiAJ"
        "JXIxMzY2LCAwOwBtb3YudTY0IAklcmQyNywgc21lbV9yYXc7AGN2dGEudG8uZ2xvYmFsLnU2NCAJJXJkMjQ1LCAlcmQ5OwBt"
        "b3YudTMyIAklcjEzNjcsICVyMTM2NjsAYnJhLnVuaSAJJExfX0JCMF84OwAAJExfX0JCMF82MzoAAGFkZC5zMzIgCSVyMTM2"
        "NiwgJXIzMTcsICVyMTM2NjsAAGFkZC5zMzIgCSVyMTM2NywgJXIxMzY3LCAxOwAAJExfX0JCMF84OgAucHJhZ21hICJub3Vu"
        "cm9sbCI7AAAAYWRkLnMzMiAJJXI5LCAlcjEzNjcsICVyNDsAAHNobC5iMzIgCSVyMTAsICVyOSwgNDsAbWF4LnMzMiAJJXIz"
        "MTYsICVyMTAsICVyMzsAc2V0cC5nZS5zMzIgCSVwNiwgJXIzMTYsICVyNTsAAEAlcDYgYnJhIAkkTF9fQkIwXzY3OwAAAAAA"
        "bXVsLmhpLnMzMiAJJXIzMjAsICVyOSwgNzgwOTAzMTQ1OwBzaHIudTMyIAklcjMyMSwgJXIzMjAsIDMxOwBzaHIuczMyIAkl"
        "cjMyMiwgJXIzMjAsIDE7AGFkZC5zMzIgCSVyMzIzLCAlcjMyMiwgJXIzMjE7AG11bC5sby5zMzIgCSVyMzI0LCAlcjMyMywg"
        "MTE7AHN1Yi5zMzIgCSVyMzI1LCAlcjksICVyMzI0OwAAc3ViLnMzMiAJJXIzMjYsICVyMywgJXIxMDsAbW92LnUzMiAJJXIx"
        "NDQyLCAwOwBtYXguczMyIAklcjExLCAlcjMyNiwgMDsAAHN1Yi5zMzIgCSVyMzI3LCAlcjUsICVyMTA7AG1pbi5zMzIgCSVy"
        "MzI4LCAlcjMyNywgMTY7AHN1Yi5zMzIgCSVyMzE3LCAlcjMyOCwgJXIxMTsAAABtb3YuYjMyICVyMzE3LCAlcjMxNzsAAAAA"
        "c2hsLmIzMiAJJXIzMjksICVyMiwgNjsAAGFkZC5zMzIgCSVyMzMwLCAlcjMyOSwgLTY0OwAAbWFkLmxvLnMzMiAJJXIxNCwg"
        "JXIzMjUsIDE5MiwgJXIzMzA7AABzZXRwLmd0LnMzMiAJJXA3LCAlcjE0LCAyMDQ3OwAAQCVwNyBicmEgCSRMX19CQjBfMTE7"
        "AABtb3YudTMyIAklcjMzMSwgMTY7AHN1Yi5zMzIgCSVyMzMyLCAlcjMzMSwgJXIxMTsAbWluLnMzMiAJJXIzMzMsICVyMzE3"
        "LCAlcjMzMjsAbWF4LnMzMiAJJXIxNDQyLCAlcjMzMywgMDsAACRMX19CQjBfMTE6AAAAc2hsLmIzMiAJJXIzMzQsICVyMTM2"
        "NywgMzsAYW5kLmIzMiAgCSVyMzM1LCAlcjMzNCwgODsAY3Z0LnUzMi51NjQgCSVyMzM2LCAlcmQyNzsAYWRkLnMzMiAJJXIz"
        "MzcsICVyMzM2LCAxMDIzOwBhbmQuYjMyICAJJXIzMzgsICVyMzM3LCAtMTAyNDsAb3IuYjMyICAJJXIzMzksICVyMzM1LCAl"
        "cjMzODsAYWRkLnMzMiAJJXIxNywgJXIzMzksIDE0NzQ1NjsAAHNoci51MzIgCSVyMzQwLCAlcjEzNjcsIDE7AGFuZC5iMzIg"
        "IAklcjE4LCAlcjM0MCwgMTsAACRMX19CQjBfMTI6AAAAAHsALnJlZyAucHJlZCBwOwBtYmFycmllci50cnlfd2FpdC5wYXJp"
        "dHkuc2hhcmVkOjpjdGEuYjY0IHAsIFslcjE3XSwgJXIxODsAc2VscC51MzIgJXIzNDEsIDEsIDAsIHA7AH0AAAAAc2V0cC5l"
        "cS5zMzIgCSVwOCwgJXIzNDEsIDA7AEAlcDggYnJhIAkkTF9fQkIwXzEyOwAAAHNldHAuZXEuczMyIAklcDksICVyMTQ0Miwg"
        "MDsAbW92LmYzMiAJJWYzNjk5LCAwZjAwMDAwMDAwOwBtb3YuZjMyIAklZjM3MzEsIDBmRkY4MDAwMDA7AG1vdi5mMzIgCSVm"
        "MzcwMCwgJWYzNjk5OwBtb3YuZjMyIAklZjM3MDEsICVmMzY5OTsAbW92LmYzMiAJJWYzNzAyLCAlZjM2OTk7AG1vdi5mMzIg"
        "CSVmMzcwMywgJWYzNjk5OwBtb3YuZjMyIAklZjM3MDQsICVmMzY5OTsAbW92LmYzMiAJJWYzNzA1LCAlZjM2OTk7AG1vdi5m"
        "MzIgCSVmMzcwNiwgJWYzNjk5OwBtb3YuZjMyIAklZjM3MDcsICVmMzY5OTsAbW92LmYzMiAJJWYzNzA4LCAlZjM2OTk7AG1v"
        "di5mMzIgCSVmMzcwOSwgJWYzNjk5OwBtb3YuZjMyIAklZjM3MTAsICVmMzY5OTsAbW92LmYzMiAJJWYzNzExLCAlZjM2OTk7"
        "AG1vdi5mMzIgCSVmMzcxMiwgJWYzNjk5OwBtb3YuZjMyIAklZjM3MTMsICVmMzY5OTsAbW92LmYzMiAJJWYzNzE0LCAlZjM2"
        "OTk7AG1vdi5mMzIgCSVmMzcxNSwgJWYzNjk5OwBtb3YuZjMyIAklZjM3MTYsICVmMzY5OTsAbW92LmYzMiAJJWYzNzE3LCAl"
        "ZjM2OTk7AG1vdi5mMzIgCSVmMzcxOCwgJWYzNjk5OwBtb3YuZjMyIAklZjM3MTksICVmMzY5OTsAbW92LmYzMiAJJWYzNzIw"
        "LCAlZjM2OTk7AG1vdi5mMzIgCSVmMzcyMSwgJWYzNjk5OwBtb3YuZjMyIAklZjM3MjIsICVmMzY5OTsAbW92LmYzMiAJJWYz"
        "NzIzLCAlZjM2OTk7AG1vdi5mMzIgCSVmMzcyNCwgJWYzNjk5OwBtb3YuZjMyIAklZjM3MjUsICVmMzY5OTsAbW92LmYzMiAJ"
        "JWYzNzI2LCAlZjM2OTk7AG1vdi5mMzIgCSVmMzcyNywgJWYzNjk5OwBtb3YuZjMyIAklZjM3MjgsICVmMzY5OTsAbW92LmYz"
        "MiAJJWYzNzI5LCAlZjM2OTk7AG1vdi5mMzIgCSVmMzczMCwgJWYzNjk5OwBtb3YuZjMyIAklZjM3MzIsICVmMzczMTsAbW92"
        "LmYzMiAJJWYzNzMzLCAlZjM2OTk7AG1vdi5mMzIgCSVmMzczNCwgJWYzNjk5OwBAJXA5IGJyYSAJJExfX0JCMF8zMDsAAAAA"
        "AG11bC5oaS5zMzIgCSVyMzQ0LCAlcjEzNjYsIDE0MzE2NTU3NjY7AHNoci51MzIgCSVyMzQ1LCAlcjM0NCwgMzE7AGFkZC5z"
        "MzIgCSVyMzQ2LCAlcjM0NCwgJXIzNDU7AG11bC5sby5zMzIgCSVyMzQ3LCAlcjM0NiwgMzsAc3ViLnMzMiAJJXIxOSwgJXIx"
        "MzY2LCAlcjM0NzsAbWFkLmxvLnMzMiAJJXIzNTEsICVyMTksIDI0LCAlcjMzODsAYWRkLnMzMiAJJXIyMCwgJXIzNTEsIDE0"
        "NzQ4ODsAAGFuZC5iMzIgIAklcjIxLCAlcjM0NiwgMTsAACRMX19CQjBfMTU6AAAAAHsALnJlZyAucHJlZCBwOwBtYmFycmll"
        "ci50cnlfd2FpdC5wYXJpdHkuc2hhcmVkOjpjdGEuYjY0IHAsIFslcjIwXSwgJXIyMTsAc2VscC51MzIgJXIzNTIsIDEsIDAs"
        "IHA7AH0AAAAAc2V0cC5lcS5zMzIgCSVwMTAsICVyMzUyLCAwOwBAJXAxMCBicmEgCSRMX19CQjBfMTU7AAAAAAB3Z21tYS5m"
        "ZW5jZS5zeW5jLmFsaWduZWQ7AAAAAAAAc2hsLmIzMiAJJXI0ODIsICVyMTksIDE1OwBhZGQuczMyIAklcjQ4NiwgJXI0ODIs"
        "ICVyMzM4OwBhZGQuczMyIAklcjQ4NywgJXI0ODYsIDQ5MTUyOwAAAGFuZC5iMzIgIAklcjQ4OCwgJXI0ODcsIDI2MTEyMDsA"
        "c2hyLnUzMiAJJXI0ODksICVyNDg4LCA0OwAAY3Z0LnU2NC51MzIgCSVyZDM4LCAlcjQ4OTsAAG9yLmI2NCAgCSVyZDMwLCAl"
        "cmQzOCwgNDYxMTY4NjI5MzMwNTM2MDM4NDsAAGFuZC5iMzIgIAklcjQ5MCwgJXIxMzY3LCAxOwBtb3YudTMyIAklcjQ5MSwg"
        "MTsAAHNobC5iMzIgCSVyNDkyLCAlcjIsIDEzOwBtb3YudTMyIAklcjQ5MywgLTE7AABhZGQuczMyIAklcjQ5NCwgJXI0OTIs"
        "ICVyMzM4OwBhZGQuczMyIAklcjQ5NSwgJXI0OTQsIC04MTkyOwBtYWQubG8uczMyIAklcjQ5NiwgJXI0OTAsIDI0NTc2LCAl"
        "cjQ5NTsAAABhbmQuYjMyICAJJXI0OTcsICVyNDk2LCAyNjExMjA7AHNoci51MzIgCSVyNDk4LCAlcjQ5NywgNDsAAGN2dC51"
        "NjQudTMyIAklcmQzOSwgJXI0OTg7AABvci5iNjQgIAklcmQyOSwgJXJkMzksIDQ2MTE2ODYyOTMzMDUzNjAzODQ7AAAAAHdn"
        "bW1hLm1tYV9hc3luYy5zeW5jLmFsaWduZWQubTY0bjEyOGsxNi5mMzIuZjE2LmYxNiB7JWY2NTUsICVmNjU2LCAlZjY1Nywg"
        "JWY2NTgsICVmNjU5LCAlZjY2MCwgJWY2NjEsICVmNjYyLCAlZjY2MywgJWY2NjQsICVmNjY1LCAlZjY2NiwgJWY2NjcsICVm"
        "NjY4LCAlZjY2OSwgJWY2NzAsICVmNjcxLCAlZjY3MiwgJWY2NzMsICVmNjc0LCAlZjY3NSwgJWY2NzYsICVmNjc3LCAlZjY3"
        "OCwgJWY2NzksICVmNjgwLCAlZjY4MSwgJWY2ODIsICVmNjgzLCAlZjY4NCwgJWY2ODUsICVmNjg2LCAlZjY4NywgJWY2ODgs"
        "ICVmNjg5LCAlZjY5MCwgJWY2OTEsICVmNjkyLCAlZjY5MywgJWY2OTQsICVmNjk1LCAlZjY5NiwgJWY2OTcsICVmNjk4LCAl"
        "ZjY5OSwgJWY3MDAsICVmNzAxLCAlZjcwMiwgJWY3MDMsICVmNzA0LCAlZjcwNSwgJWY3MDYsICVmNzA3LCAlZjcwOCwgJWY3"
        "MDksICVmNzEwLCAlZjcxMSwgJWY3MTIsICVmNzEzLCAlZjcxNCwgJWY3MTUsICVmNzE2LCAlZjcxNywgJWY3MTh9LCAlcmQy"
        "OSwgJXJkMzAsIDAsIDEsIDEsIDAsIDA7AAAAAG9yLmI2NCAgCSVyZDMyLCAlcmQzOCwgNDYxMTY4NjI5MzMwNTM2MDM4NjsA"
        "AG9yLmIzMiAgCSVyNDk5LCAlcjQ5NiwgMzI7AABhbmQuYjMyICAJJXI1MDAsICVyNDk5LCAyNjExNTI7AHNoci51MzIgCSVy"
        "NTAxLCAlcjUwMCwgNDsAAGN2dC51NjQudTMyIAklcmQ0MCwgJXI1MDE7AABvci5iNjQgIAklcmQzMSwgJXJkNDAsIDQ2MTE2"
        "ODYyOTMzMDUzNjAzODQ7AAAAd2dtbWEubW1hX2FzeW5jLnN5bmMuYWxpZ25lZC5tNjRuMTI4azE2LmYzMi5mMTYuZjE2IHsl"
        "ZjY1NSwgJWY2NTYsICVmNjU3LCAlZjY1OCwgJWY2NTksICVmNjYwLCAlZjY2MSwgJWY2NjIsICVmNjYzLCAlZjY2NCwgJWY2"
        "NjUsICVmNjY2LCAlZjY2NywgJWY2NjgsICVmNjY5LCAlZjY3MCwgJWY2NzEsICVmNjcyLCAlZjY3MywgJWY2NzQsICVmNjc1"
        "LCAlZjY3NiwgJWY2NzcsICVmNjc4LCAlZjY3OSwgJWY2ODAsICVmNjgxLCAlZjY4MiwgJWY2ODMsICVmNjg0LCAlZjY4NSwg"
        "JWY2ODYsICVmNjg3LCAlZjY4OCwgJWY2ODksICVmNjkwLCAlZjY5MSwgJWY2OTIsICVmNjkzLCAlZjY5NCwgJWY2OTUsICVm"
        "Njk2LCAlZjY5NywgJWY2OTgsICVmNjk5LCAlZjcwMCwgJWY3MDEsICVmNzAyLCAlZjcwMywgJWY3MDQsICVmNzA1LCAlZjcw"
        "NiwgJWY3MDcsICVmNzA4LCAlZjcwOSwgJWY3MTAsICVmNzExLCAlZjcxMiwgJWY3MTMsICVmNzE0LCAlZjcxNSwgJWY3MTYs"
        "ICVmNzE3LCAlZjcxOH0sICVyZDMxLCAlcmQzMiwgMSwgMSwgMSwgMCwgMDsAAAAAb3IuYjY0ICAJJXJkMzQsICVyZDM4LCA0"
        "NjExNjg2MjkzMzA1MzYwMzg4OwAAb3IuYjMyICAJJXI1MDIsICVyNDk2LCA2NDsAAGFuZC5iMzIgIAklcjUwMywgJXI1MDIs"
        "IDI2MTE4NDsAc2hyLnUzMiAJJXI1MDQsICVyNTAzLCA0OwAAY3Z0LnU2NC51MzIgCSVyZDQxLCAlcjUwNDsAAG9yLmI2NCAg"
        "CSVyZDMzLCAlcmQ0MSwgNDYxMTY4NjI5MzMwNTM2MDM4NDsAAAB3Z21tYS5tbWFfYXN5bmMuc3luYy5hbGlnbmVkLm02NG4x"
        "MjhrMTYuZjMyLmYxNi5mMTYgeyVmNjU1LCAlZjY1NiwgJWY2NTcsICVmNjU4LCAlZjY1OSwgJWY2NjAsICVmNjYxLCAlZjY2"
        "MiwgJWY2NjMsICVmNjY0LCAlZjY2NSwgJWY2NjYsICVmNjY3LCAlZjY2OCwgJWY2NjksICVmNjcwLCAlZjY3MSwgJWY2NzIs"
        "ICVmNjczLCAlZjY3NCwgJWY2NzUsICVmNjc2LCAlZjY3NywgJWY2NzgsICVmNjc5LCAlZjY4MCwgJWY2ODEsICVmNjgyLCAl"
        "ZjY4MywgJWY2ODQsICVmNjg1LCAlZjY4NiwgJWY2ODcsICVmNjg4LCAlZjY4OSwgJWY2OTAsICVmNjkxLCAlZjY5MiwgJWY2"
        "OTMsICVmNjk0LCAlZjY5NSwgJWY2OTYsICVmNjk3LCAlZjY5OCwgJWY2OTksICVmNzAwLCAlZjcwMSwgJWY3MDIsICVmNzAz"
        "LCAlZjcwNCwgJWY3MDUsICVmNzA2LCAlZjcwNywgJWY3MDgsICVmNzA5LCAlZjcxMCwgJWY3MTEsICVmNzEyLCAlZjcxMywg"
        "JWY3MTQsICVmNzE1LCAlZjcxNiwgJWY3MTcsICVmNzE4fSwgJXJkMzMsICVyZDM0LCAxLCAxLCAxLCAwLCAwOwAAAABvci5i"
        "NjQgIAklcmQzNiwgJXJkMzgsIDQ2MTE2ODYyOTMzMDUzNjAzOTA7AABvci5iMzIgIAklcjUwNSwgJXI0OTYsIDk2OwAAYW5k"
        "LmIzMiAgCSVyNTA2LCAlcjUwNSwgMjYxMjE2OwBzaHIudTMyIAklcjUwNywgJXI1MDYsIDQ7AABjdnQudTY0LnUzMiAJJXJk"
        "NDIsICVyNTA3OwAAb3IuYjY0ICAJJXJkMzUsICVyZDQyLCA0NjExNjg2MjkzMzA1MzYwMzg0OwAAAHdnbW1hLm1tYV9hc3lu"
        "Yy5zeW5jLmFsaWduZWQubTY0bjEyOGsxNi5mMzIuZjE2LmYxNiB7JWY2NTUsICVmNjU2LCAlZjY1NywgJWY2NTgsICVmNjU5"
        "LCAlZjY2MCwgJWY2NjEsICVmNjYyLCAlZjY2MywgJWY2NjQsICVmNjY1LCAlZjY2NiwgJWY2NjcsICVmNjY4LCAlZjY2OSwg"
        "JWY2NzAsICVmNjcxLCAlZjY3MiwgJWY2NzMsICVmNjc0LCAlZjY3NSwgJWY2NzYsICVmNjc3LCAlZjY3OCwgJWY2NzksICVm"
        "NjgwLCAlZjY4MSwgJWY2ODIsICVmNjgzLCAlZjY4NCwgJWY2ODUsICVmNjg2LCAlZjY4NywgJWY2ODgsICVmNjg5LCAlZjY5"
        "MCwgJWY2OTEsICVmNjkyLCAlZjY5MywgJWY2OTQsICVmNjk1LCAlZjY5NiwgJWY2OTcsICVmNjk4LCAlZjY5OSwgJWY3MDAs"
        "ICVmNzAxLCAlZjcwMiwgJWY3MDMsICVmNzA0LCAlZjcwNSwgJWY3MDYsICVmNzA3LCAlZjcwOCwgJWY3MDksICVmNzEwLCAl"
        "ZjcxMSwgJWY3MTIsICVmNzEzLCAlZjcxNCwgJWY3MTUsICVmNzE2LCAlZjcxNywgJWY3MTh9LCAlcmQzNSwgJXJkMzYsIDEs"
        "IDEsIDEsIDAsIDA7AAAAAAAAd2dtbWEuY29tbWl0X2dyb3VwLnN5bmMuYWxpZ25lZDsAAABtb3YudTMyIAklcjE0MDEsIDA7"
        "AAAAAHdnbW1hLndhaXRfZ3JvdXAuc3luYy5hbGlnbmVkIDA7AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"
        "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"
        "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAABtb3YuZjMyIAklZjEyNzEsIDBmRkY4MDAwMDA7AG1heC5mMzIgCSVmMTI3"
        "MiwgJWYxMjcxLCAlZjY1NTsAbWF4LmYzMiAJJWYxMjczLCAlZjEyNzEsICVmNjU2OwBtYXguZjMyIAklZjEyNzQsICVmMTI3"
        "MSwgJWY2NTc7AG1heC5mMzIgCSVmMTI3NSwgJWYxMjcxLCAlZjY1ODsAbWF4LmYzMiAJJWYxMjc2LCAlZjEyNzIsICVmNjU5"
        "OwBtYXguZjMyIAklZjEyNzcsICVmMTI3MywgJWY2NjA7AG1heC5mMzIgCSVmMTI3OCwgJWYxMjc0LCAlZjY2MTsAbWF4LmYz"
        "MiAJJWYxMjc5LCAlZjEyNzUsICVmNjYyOwBtYXguZjMyIAklZjEyODAsICVmMTI3MSwgJWY2NjM7AG1heC5mMzIgCSVmMTI4"
        "MSwgJWYxMjcxLCAlZjY2NDsAbWF4LmYzMiAJJWYxMjgyLCAlZjEyNzEsICVmNjY1OwBtYXguZjMyIAklZjEyODMsICVmMTI3"
        "MSwgJWY2NjY7AG1heC5mMzIgCSVmMTI4NCwgJWYxMjgwLCAlZjY2NzsAbWF4LmYzMiAJJWYxMjg1LCAlZjEyODEsICVmNjY4"
        "OwBtYXguZjMyIAklZjEyODYsICVmMTI4MiwgJWY2Njk7AG1heC5mMzIgCSVmMTI4NywgJWYxMjgzLCAlZjY3MDsAbWF4LmYz"
        "MiAJJWYxMjg4LCAlZjEyNzYsICVmNjcxOwBtYXguZjMyIAklZjEyODksICVmMTI3NywgJWY2NzI7AG1heC5mMzIgCSVmMTI5"
        "MCwgJWYxMjc4LCAlZjY3MzsAbWF4LmYzMiAJJWYxMjkxLCAlZjEyNzksICVmNjc0OwBtYXguZjMyIAklZjEyOTIsICVmMTI4"
        "OCwgJWY2NzU7AG1heC5mMzIgCSVmMTI5MywgJWYxMjg5LCAlZjY3NjsAbWF4LmYzMiAJJWYxMjk0LCAlZjEyOTAsICVmNjc3"
        "OwBtYXguZjMyIAklZjEyOTUsICVmMTI5MSwgJWY2Nzg7AG1heC5mMzIgCSVmMTI5NiwgJWYxMjg0LCAlZjY3OTsAbWF4LmYz"
        "MiAJJWYxMjk3LCAlZjEyODUsICVmNjgwOwBtYXguZjMyIAklZjEyOTgsICVmMTI4NiwgJWY2ODE7AG1heC5mMzIgCSVmMTI5"
        "OSwgJWYxMjg3LCAlZjY4MjsAbWF4LmYzMiAJJWYxMzAwLCAlZjEyOTYsICVmNjgzOwBtYXguZjMyIAklZjEzMDEsICVmMTI5"
        "NywgJWY2ODQ7AG1heC5mMzIgCSVmMTMwMiwgJWYxMjk4LCAlZjY4NTsAbWF4LmYzMiAJJWYxMzAzLCAlZjEyOTksICVmNjg2"
        "OwBtYXguZjMyIAklZjEzMDQsICVmMTI5MiwgJWY2ODc7AG1heC5mMzIgCSVmMTMwNSwgJWYxMjkzLCAlZjY4ODsAbWF4LmYz"
        "MiAJJWYxMzA2LCAlZjEyOTQsICVmNjg5OwBtYXguZjMyIAklZjEzMDcsICVmMTI5NSwgJWY2OTA7AG1heC5mMzIgCSVmMTMw"
        "OCwgJWYxMzA0LCAlZjY5MTsAbWF4LmYzMiAJJWYxMzA5LCAlZjEzMDUsICVmNjkyOwBtYXguZjMyIAklZjEzMTAsICVmMTMw"
        "NiwgJWY2OTM7AG1heC5mMzIgCSVmMTMxMSwgJWYxMzA3LCAlZjY5NDsAbWF4LmYzMiAJJWYxMzEyLCAlZjEzMDAsICVmNjk1"
        "OwBtYXguZjMyIAklZjEzMTMsICVmMTMwMSwgJWY2OTY7AG1heC5mMzIgCSVmMTMxNCwgJWYxMzAyLCAlZjY5NzsAbWF4LmYz"
        "MiAJJWYxMzE1LCAlZjEzMDMsICVmNjk4OwBtYXguZjMyIAklZjEzMTYsICVmMTMxMiwgJWY2OTk7AG1heC5mMzIgCSVmMTMx"
        "NywgJWYxMzEzLCAlZjcwMDsAbWF4LmYzMiAJJWYxMzE4LCAlZjEzMTQsICVmNzAxOwBtYXguZjMyIAklZjEzMTksICVmMTMx"
        "NSwgJWY3MDI7AG1heC5mMzIgCSVmMTMyMCwgJWYxMzA4LCAlZjcwMzsAbWF4LmYzMiAJJWYxMzIxLCAlZjEzMDksICVmNzA0"
        "OwBtYXguZjMyIAklZjEzMjIsICVmMTMxMCwgJWY3MDU7AG1heC5mMzIgCSVmMTMyMywgJWYxMzExLCAlZjcwNjsAbWF4LmYz"
        "MiAJJWYxMzI0LCAlZjEzMjAsICVmNzA3OwBtYXguZjMyIAklZjEzMjUsICVmMTMyMSwgJWY3MDg7AG1heC5mMzIgCSVmMTMy"
        "NiwgJWYxMzIyLCAlZjcwOTsAbWF4LmYzMiAJJWYxMzI3LCAlZjEzMjMsICVmNzEwOwBtYXguZjMyIAklZjEzMjgsICVmMTMx"
        "NiwgJWY3MTE7AG1heC5mMzIgCSVmMTMyOSwgJWYxMzE3LCAlZjcxMjsAbWF4LmYzMiAJJWYxMzMwLCAlZjEzMTgsICVmNzEz"
        "OwBtYXguZjMyIAklZjEzMzEsICVmMTMxOSwgJWY3MTQ7AG1heC5mMzIgCSVmMTMzMiwgJWYxMzI4LCAlZjcxNTsAbWF4LmYz"
        "MiAJJWYxMzMzLCAlZjEzMjksICVmNzE2OwBtYXguZjMyIAklZjEzMzQsICVmMTMzMCwgJWY3MTc7AG1heC5mMzIgCSVmMTMz"
        "NSwgJWYxMzMxLCAlZjcxODsAAG1heC5mMzIgCSVmMTMzNiwgJWYxMzI0LCAlZjEzMjU7AG1heC5mMzIgCSVmMTMzNywgJWYx"
        "MzMyLCAlZjEzMzM7AG1heC5mMzIgCSVmMTMzOCwgJWYxMzM2LCAlZjEzMzc7AAAAbW92LmIzMiAJJXI1MDgsICVmMTMzODsA"
        "bW92LnUzMiAJJXI1MDksIDMxOwBzaGZsLnN5bmMuYmZseS5iMzIgCSVyNTEwfCVwMTEsICVyNTA4LCAlcjQ5MSwgJXI1MDks"
        "ICVyNDkzOwBtb3YuYjMyIAklZjEzMzksICVyNTEwOwBtYXguZjMyIAklZjEzNDAsICVmMTMzOCwgJWYxMzM5OwAAbW92LmIz"
        "MiAJJXI1MTEsICVmMTM0MDsAbW92LnUzMiAJJXI1MTIsIDI7AHNoZmwuc3luYy5iZmx5LmIzMiAJJXI1MTN8JXAxMiwgJXI1"
        "MTEsICVyNTEyLCAlcjUwOSwgJXI0OTM7AG1vdi5iMzIgCSVmMTM0MSwgJXI1MTM7AG1heC5mMzIgCSVmMTM0MiwgJWYxMzQw"
        "LCAlZjEzNDE7AABtdWwuZjMyIAklZjEzNDMsICVmMSwgJWYxMzQyOwBtYXguZjMyIAklZjM3MzIsICVmMTI3MSwgJWYxMzQz"
        "OwAAbWF4LmYzMiAJJWYxMzQ0LCAlZjEzMjYsICVmMTMyNzsAbWF4LmYzMiAJJWYxMzQ1LCAlZjEzMzQsICVmMTMzNTsAbWF4"
        "LmYzMiAJJWYxMzQ2LCAlZjEzNDQsICVmMTM0NTsAAG1vdi5iMzIgCSVyNTE0LCAlZjEzNDY7AHNoZmwuc3luYy5iZmx5LmIz"
        "MiAJJXI1MTV8JXAxMywgJXI1MTQsICVyNDkxLCAlcjUwOSwgJXI0OTM7AG1vdi5iMzIgCSVmMTM0NywgJXI1MTU7AG1heC5m"
        "MzIgCSVmMTM0OCwgJWYxMzQ2LCAlZjEzNDc7AABtb3YuYjMyIAklcjUxNiwgJWYxMzQ4OwBzaGZsLnN5bmMuYmZseS5iMzIg"
        "CSVyNTE3fCVwMTQsICVyNTE2LCAlcjUxMiwgJXI1MDksICVyNDkzOwBtb3YuYjMyIAklZjEzNDksICVyNTE3OwBtYXguZjMy"
        "IAklZjEzNTAsICVmMTM0OCwgJWYxMzQ5OwAAbXVsLmYzMiAJJWYxMzUxLCAlZjEsICVmMTM1MDsAbWF4LmYzMiAJJWYzNzMx"
        "LCAlZjEyNzEsICVmMTM1MTsAAHN1Yi5mMzIgCSVmMTA0MCwgJWYxMjcxLCAlZjM3MzI7AAAAAGV4Mi5hcHByb3guZnR6LmYz"
        "MiAlZjEwMzksICVmMTA0MDsAAAAAbmVnLmYzMiAJJWYxMzUyLCAlZjM3MzI7AABzdWIuZjMyIAklZjEwNDIsICVmMTI3MSwg"
        "JWYzNzMxOwAAAGV4Mi5hcHByb3guZnR6LmYzMiAlZjEwNDEsICVmMTA0MjsAAAAAbmVnLmYzMiAJJWYxMzUzLCAlZjM3MzE7"
        "AABmbWEucm4uZjMyIAklZjEwNDQsICVmNjU1LCAlZjEsICVmMTM1MjsAZm1hLnJuLmYzMiAJJWYxMDQ2LCAlZjY1NiwgJWYx"
        "LCAlZjEzNTI7AAAAAGV4Mi5hcHByb3guZnR6LmYzMiAlZjEwNDMsICVmMTA0NDsAAAAAAABleDIuYXBwcm94LmZ0ei5mMzIg"
        "JWYxMDQ1LCAlZjEwNDY7AAAAAGZtYS5ybi5mMzIgCSVmMTA0OCwgJWY2NTcsICVmMSwgJWYxMzUzOwBmbWEucm4uZjMyIAkl"
        "ZjEwNTAsICVmNjU4LCAlZjEsICVmMTM1MzsAAABleDIuYXBwcm94LmZ0ei5mMzIgJWYxMDQ3LCAlZjEwNDg7AAAAAABleDIu"
        "YXBwcm94LmZ0ei5mMzIgJWYxMDQ5LCAlZjEwNTA7AAAAAGZtYS5ybi5mMzIgCSVmMTA1MiwgJWY2NTksICVmMSwgJWYxMzUy"
        "OwBmbWEucm4uZjMyIAklZjEwNTQsICVmNjYwLCAlZjEsICVmMTM1MjsAAABleDIuYXBwcm94LmZ0ei5mMzIgJWYxMDUxLCAl"
        "ZjEwNTI7AAAAAABleDIuYXBwcm94LmZ0ei5mMzIgJWYxMDUzLCAlZjEwNTQ7AAAAAGZtYS5ybi5mMzIgCSVmMTA1NiwgJWY2"
        "NjEsICVmMSwgJWYxMzUzOwBmbWEucm4uZjMyIAklZjEwNTgsICVmNjYyLCAlZjEsICVmMTM1MzsAAABleDIuYXBwcm94LmZ0"
        "ei5mMzIgJWYxMDU1LCAlZjEwNTY7AAAAAABleDIuYXBwcm94LmZ0ei5mMzIgJWYxMDU3LCAlZjEwNTg7AAAAAGZtYS5ybi5m"
        "MzIgCSVmMTA2MCwgJWY2NjMsICVmMSwgJWYxMzUyOwBmbWEucm4uZjMyIAklZjEwNjIsICVmNjY0LCAlZjEsICVmMTM1MjsA"
        "AABleDIuYXBwcm94LmZ0ei5mMzIgJWYxMDU5LCAlZjEwNjA7AAAAAABleDIuYXBwcm94LmZ0ei5mMzIgJWYxMDYxLCAlZjEw"
        "NjI7AAAAAGZtYS5ybi5mMzIgCSVmMTA2NCwgJWY2NjUsICVmMSwgJWYxMzUzOwBmbWEucm4uZjMyIAklZjEwNjYsICVmNjY2"
        "LCAlZjEsICVmMTM1MzsAAABleDIuYXBwcm94LmZ0ei5mMzIgJWYxMDYzLCAlZjEwNjQ7AAAAAABleDIuYXBwcm94LmZ0ei5m"
        "MzIgJWYxMDY1LCAlZjEwNjY7AAAAAGZtYS5ybi5mMzIgCSVmMTA2OCwgJWY2NjcsICVmMSwgJWYxMzUyOwBmbWEucm4uZjMy"
        "IAklZjEwNzAsICVmNjY4LCAlZjEsICVmMTM1MjsAAABleDIuYXBwcm94LmZ0ei5mMzIgJWYxMDY3LCAlZjEwNjg7AAAAAABl"
        "eDIuYXBwcm94LmZ0ei5mMzIgJWYxMDY5LCAlZjEwNzA7AAAAAGZtYS5ybi5mMzIgCSVmMTA3MiwgJWY2NjksICVmMSwgJWYx"
        "MzUzOwBmbWEucm4uZjMyIAklZjEwNzQsICVmNjcwLCAlZjEsICVmMTM1MzsAAABleDIuYXBwcm94LmZ0ei5mMzIgJWYxMDcx"
        "LCAlZjEwNzI7AAAAAABleDIuYXBwcm94LmZ0ei5mMzIgJWYxMDczLCAlZjEwNzQ7AAAAAGZtYS5ybi5mMzIgCSVmMTA3Niwg"
        "JWY2NzEsICVmMSwgJWYxMzUyOwBmbWEucm4uZjMyIAklZjEwNzgsICVmNjcyLCAlZjEsICVmMTM1MjsAAABleDIuYXBwcm94"
        "LmZ0ei5mMzIgJWYxMDc1LCAlZjEwNzY7AAAAAABleDIuYXBwcm94LmZ0ei5mMzIgJWYxMDc3LCAlZjEwNzg7AAAAAGZtYS5y"
        "bi5mMzIgCSVmMTA4MCwgJWY2NzMsICVmMSwgJWYxMzUzOwBmbWEucm4uZjMyIAklZjEwODIsICVmNjc0LCAlZjEsICVmMTM1"
        "MzsAAABleDIuYXBwcm94LmZ0ei5mMzIgJWYxMDc5LCAlZjEwODA7AAAAAABleDIuYXBwcm94LmZ0ei5mMzIgJWYxMDgxLCAl"
        "ZjEwODI7AAAAAGZtYS5ybi5mMzIgCSVmMTA4NCwgJWY2NzUsICVmMSwgJWYxMzUyOwBmbWEucm4uZjMyIAklZjEwODYsICVm"
        "Njc2LCAlZjEsICVmMTM1MjsAAABleDIuYXBwcm94LmZ0ei5mMzIgJWYxMDgzLCAlZjEwODQ7AAAAAABleDIuYXBwcm94LmZ0"
        "ei5mMzIgJWYxMDg1LCAlZjEwODY7AAAAAGZtYS5ybi5mMzIgCSVmMTA4OCwgJWY2NzcsICVmMSwgJWYxMzUzOwBmbWEucm4u"
        "ZjMyIAklZjEwOTAsICVmNjc4LCAlZjEsICVmMTM1MzsAAABleDIuYXBwcm94LmZ0ei5mMzIgJWYxMDg3LCAlZjEwODg7AAAA"
        "AABleDIuYXBwcm94LmZ0ei5mMzIgJWYxMDg5LCAlZjEwOTA7AAAAAGZtYS5ybi5mMzIgCSVmMTA5MiwgJWY2NzksICVmMSwg"
        "JWYxMzUyOwBmbWEucm4uZjMyIAklZjEwOTQsICVmNjgwLCAlZjEsICVmMTM1MjsAAABleDIuYXBwcm94LmZ0ei5mMzIgJWYx"
        "MDkxLCAlZjEwOTI7AAAAAABleDIuYXBwcm94LmZ0ei5mMzIgJWYxMDkzLCAlZjEwOTQ7AAAAAGZtYS5ybi5mMzIgCSVmMTA5"
        "NiwgJWY2ODEsICVmMSwgJWYxMzUzOwBmbWEucm4uZjMyIAklZjEwOTgsICVmNjgyLCAlZjEsICVmMTM1MzsAAABleDIuYXBw"
        "cm94LmZ0ei5mMzIgJWYxMDk1LCAlZjEwOTY7AAAAAABleDIuYXBwcm94LmZ0ei5mMzIgJWYxMDk3LCAlZjEwOTg7AAAAAGZt"
        "YS5ybi5mMzIgCSVmMTEwMCwgJWY2ODMsICVmMSwgJWYxMzUyOwBmbWEucm4uZjMyIAklZjExMDIsICVmNjg0LCAlZjEsICVm"
        "MTM1MjsAAABleDIuYXBwcm94LmZ0ei5mMzIgJWYxMDk5LCAlZjExMDA7AAAAAABleDIuYXBwcm94LmZ0ei5mMzIgJWYxMTAx"
        "LCAlZjExMDI7AAAAAGZtYS5ybi5mMzIgCSVmMTEwNCwgJWY2ODUsICVmMSwgJWYxMzUzOwBmbWEucm4uZjMyIAklZjExMDYs"
        "ICVmNjg2LCAlZjEsICVmMTM1MzsAAABleDIuYXBwcm94LmZ0ei5mMzIgJWYxMTAzLCAlZjExMDQ7AAAAAABleDIuYXBwcm94"
        "LmZ0ei5mMzIgJWYxMTA1LCAlZjExMDY7AAAAAGZtYS5ybi5mMzIgCSVmMTEwOCwgJWY2ODcsICVmMSwgJWYxMzUyOwBmbWEu"
        "cm4uZjMyIAklZjExMTAsICVmNjg4LCAlZjEsICVmMTM1MjsAAABleDIuYXBwcm94LmZ0ei5mMzIgJWYxMTA3LCAlZjExMDg7"
        "AAAAAABleDIuYXBwcm94LmZ0ei5mMzIgJWYxMTA5LCAlZjExMTA7AAAAAGZtYS5ybi5mMzIgCSVmMTExMiwgJWY2ODksICVm"
        "MSwgJWYxMzUzOwBmbWEucm4uZjMyIAklZjExMTQsICVmNjkwLCAlZjEsICVmMTM1MzsAAABleDIuYXBwcm94LmZ0ei5mMzIg"
        "JWYxMTExLCAlZjExMTI7AAAAAABleDIuYXBwcm94LmZ0ei5mMzIgJWYxMTEzLCAlZjExMTQ7AAAAAGZtYS5ybi5mMzIgCSVm"
        "MTExNiwgJWY2OTEsICVmMSwgJWYxMzUyOwBmbWEucm4uZjMyIAklZjExMTgsICVmNjkyLCAlZjEsICVmMTM1MjsAAABleDIu"
        "YXBwcm94LmZ0ei5mMzIgJWYxMTE1LCAlZjExMTY7AAAAAABleDIuYXBwcm94LmZ0ei5mMzIgJWYxMTE3LCAlZjExMTg7AAAA"
        "AGZtYS5ybi5mMzIgCSVmMTEyMCwgJWY2OTMsICVmMSwgJWYxMzUzOwBmbWEucm4uZjMyIAklZjExMjIsICVmNjk0LCAlZjEs"
        "ICVmMTM1MzsAAABleDIuYXBwcm94LmZ0ei5mMzIgJWYxMTE5LCAlZjExMjA7AAAAAABleDIuYXBwcm94LmZ0ei5mMzIgJWYx"
        "MTIxLCAlZjExMjI7AAAAAGZtYS5ybi5mMzIgCSVmMTEyNCwgJWY2OTUsICVmMSwgJWYxMzUyOwBmbWEucm4uZjMyIAklZjEx"
        "MjYsICVmNjk2LCAlZjEsICVmMTM1MjsAAABleDIuYXBwcm94LmZ0ei5mMzIgJWYxMTIzLCAlZjExMjQ7AAAAAABleDIuYXBw"
        "cm94LmZ0ei5mMzIgJWYxMTI1LCAlZjExMjY7AAAAAGZtYS5ybi5mMzIgCSVmMTEyOCwgJWY2OTcsICVmMSwgJWYxMzUzOwBm"
        "bWEucm4uZjMyIAklZjExMzAsICVmNjk4LCAlZjEsICVmMTM1MzsAAABleDIuYXBwcm94LmZ0ei5mMzIgJWYxMTI3LCAlZjEx"
        "Mjg7AAAAAABleDIuYXBwcm94LmZ0ei5mMzIgJWYxMTI5LCAlZjExMzA7AAAAAGZtYS5ybi5mMzIgCSVmMTEzMiwgJWY2OTks"
        "ICVmMSwgJWYxMzUyOwBmbWEucm4uZjMyIAklZjExMzQsICVmNzAwLCAlZjEsICVmMTM1MjsAAABleDIuYXBwcm94LmZ0ei5m"
        "MzIgJWYxMTMxLCAlZjExMzI7AAAAAABleDIuYXBwcm94LmZ0ei5mMzIgJWYxMTMzLCAlZjExMzQ7AAAAAGZtYS5ybi5mMzIg"
        "CSVmMTEzNiwgJWY3MDEsICVmMSwgJWYxMzUzOwBmbWEucm4uZjMyIAklZjExMzgsICVmNzAyLCAlZjEsICVmMTM1MzsAAABl"
        "eDIuYXBwcm94LmZ0ei5mMzIgJWYxMTM1LCAlZjExMzY7AAAAAABleDIuYXBwcm94LmZ0ei5mMzIgJWYxMTM3LCAlZjExMzg7"
        "AAAAAGZtYS5ybi5mMzIgCSVmMTE0MCwgJWY3MDMsICVmMSwgJWYxMzUyOwBmbWEucm4uZjMyIAklZjExNDIsICVmNzA0LCAl"
        "ZjEsICVmMTM1MjsAAABleDIuYXBwcm94LmZ0ei5mMzIgJWYxMTM5LCAlZjExNDA7AAAAAABleDIuYXBwcm94LmZ0ei5mMzIg"
        "JWYxMTQxLCAlZjExNDI7AAAAAGZtYS5ybi5mMzIgCSVmMTE0NCwgJWY3MDUsICVmMSwgJWYxMzUzOwBmbWEucm4uZjMyIAkl"
        "ZjExNDYsICVmNzA2LCAlZjEsICVmMTM1MzsAAABleDIuYXBwcm94LmZ0ei5mMzIgJWYxMTQzLCAlZjExNDQ7AAAAAABleDIu"
        "YXBwcm94LmZ0ei5mMzIgJWYxMTQ1LCAlZjExNDY7AAAAAGZtYS5ybi5mMzIgCSVmMTE0OCwgJWY3MDcsICVmMSwgJWYxMzUy"
        "OwBmbWEucm4uZjMyIAklZjExNTAsICVmNzA4LCAlZjEsICVmMTM1MjsAAABleDIuYXBwcm94LmZ0ei5mMzIgJWYxMTQ3LCAl"
        "ZjExNDg7AAAAAABleDIuYXBwcm94LmZ0ei5mMzIgJWYxMTQ5LCAlZjExNTA7AAAAAGZtYS5ybi5mMzIgCSVmMTE1MiwgJWY3"
        "MDksICVmMSwgJWYxMzUzOwBmbWEucm4uZjMyIAklZjExNTQsICVmNzEwLCAlZjEsICVmMTM1MzsAAABleDIuYXBwcm94LmZ0"
        "ei5mMzIgJWYxMTUxLCAlZjExNTI7AAAAAABleDIuYXBwcm94LmZ0ei5mMzIgJWYxMTUzLCAlZjExNTQ7AAAAAGZtYS5ybi5m"
        "MzIgCSVmMTE1NiwgJWY3MTEsICVmMSwgJWYxMzUyOwBmbWEucm4uZjMyIAklZjExNTgsICVmNzEyLCAlZjEsICVmMTM1MjsA"
        "AABleDIuYXBwcm94LmZ0ei5mMzIgJWYxMTU1LCAlZjExNTY7AAAAAABleDIuYXBwcm94LmZ0ei5mMzIgJWYxMTU3LCAlZjEx"
        "NTg7AAAAAGZtYS5ybi5mMzIgCSVmMTE2MCwgJWY3MTMsICVmMSwgJWYxMzUzOwBmbWEucm4uZjMyIAklZjExNjIsICVmNzE0"
        "LCAlZjEsICVmMTM1MzsAAABleDIuYXBwcm94LmZ0ei5mMzIgJWYxMTU5LCAlZjExNjA7AAAAAABleDIuYXBwcm94LmZ0ei5m"
        "MzIgJWYxMTYxLCAlZjExNjI7AAAAAGZtYS5ybi5mMzIgCSVmMTE2NCwgJWY3MTUsICVmMSwgJWYxMzUyOwBmbWEucm4uZjMy"
        "IAklZjExNjYsICVmNzE2LCAlZjEsICVmMTM1MjsAAABleDIuYXBwcm94LmZ0ei5mMzIgJWYxMTYzLCAlZjExNjQ7AAAAAABl"
        "eDIuYXBwcm94LmZ0ei5mMzIgJWYxMTY1LCAlZjExNjY7AAAAAGZtYS5ybi5mMzIgCSVmMTE2OCwgJWY3MTcsICVmMSwgJWYx"
        "MzUzOwBmbWEucm4uZjMyIAklZjExNzAsICVmNzE4LCAlZjEsICVmMTM1MzsAAABleDIuYXBwcm94LmZ0ei5mMzIgJWYxMTY3"
        "LCAlZjExNjg7AAAAAABleDIuYXBwcm94LmZ0ei5mMzIgJWYxMTY5LCAlZjExNzA7AAAAbW92LmYzMiAJJWYzNjk5LCAwZjAw"
        "MDAwMDAwOwAAAAAAAGN2dC5ybi5mMTZ4Mi5mMzIgJXIxNDMzLCAlZjEwNDUsICVmMTA0MzsAAAAAY3Z0LnJuLmYxNngyLmYz"
        "MiAlcjE0MzIsICVmMTA0OSwgJWYxMDQ3OwAAAABjdnQucm4uZjE2eDIuZjMyICVyMTQzMSwgJWYxMDUzLCAlZjEwNTE7AAAA"
        "AGN2dC5ybi5mMTZ4Mi5mMzIgJXIxNDMwLCAlZjEwNTcsICVmMTA1NTsAAAAAY3Z0LnJuLmYxNngyLmYzMiAlcjE0MjksICVm"
        "MTA2MSwgJWYxMDU5OwAAAABjdnQucm4uZjE2eDIuZjMyICVyMTQyOCwgJWYxMDY1LCAlZjEwNjM7AAAAAGN2dC5ybi5mMTZ4"
        "Mi5mMzIgJXIxNDI3LCAlZjEwNjksICVmMTA2NzsAAAAAY3Z0LnJuLmYxNngyLmYzMiAlcjE0MjYsICVmMTA3MywgJWYxMDcx"
        "OwAAAABjdnQucm4uZjE2eDIuZjMyICVyMTQyNSwgJWYxMDc3LCAlZjEwNzU7AAAAAGN2dC5ybi5mMTZ4Mi5mMzIgJXIxNDI0"
        "LCAlZjEwODEsICVmMTA3OTsAAAAAY3Z0LnJuLmYxNngyLmYzMiAlcjE0MjMsICVmMTA4NSwgJWYxMDgzOwAAAABjdnQucm4u"
        "ZjE2eDIuZjMyICVyMTQyMiwgJWYxMDg5LCAlZjEwODc7AAAAAGN2dC5ybi5mMTZ4Mi5mMzIgJXIxNDIxLCAlZjEwOTMsICVm"
        "MTA5MTsAAAAAY3Z0LnJuLmYxNngyLmYzMiAlcjE0MjAsICVmMTA5NywgJWYxMDk1OwAAAABjdnQucm4uZjE2eDIuZjMyICVy"
        "MTQxOSwgJWYxMTAxLCAlZjEwOTk7AAAAAGN2dC5ybi5mMTZ4Mi5mMzIgJXIxNDE4LCAlZjExMDUsICVmMTEwMzsAAAAAY3Z0"
        "LnJuLmYxNngyLmYzMiAlcjE0MTcsICVmMTEwOSwgJWYxMTA3OwAAAABjdnQucm4uZjE2eDIuZjMyICVyMTQxNiwgJWYxMTEz"
        "LCAlZjExMTE7AAAAAGN2dC5ybi5mMTZ4Mi5mMzIgJXIxNDE1LCAlZjExMTcsICVmMTExNTsAAAAAY3Z0LnJuLmYxNngyLmYz"
        "MiAlcjE0MTQsICVmMTEyMSwgJWYxMTE5OwAAAABjdnQucm4uZjE2eDIuZjMyICVyMTQxMywgJWYxMTI1LCAlZjExMjM7AAAA"
        "AGN2dC5ybi5mMTZ4Mi5mMzIgJXIxNDEyLCAlZjExMjksICVmMTEyNzsAAAAAY3Z0LnJuLmYxNngyLmYzMiAlcjE0MTEsICVm"
        "MTEzMywgJWYxMTMxOwAAAABjdnQucm4uZjE2eDIuZjMyICVyMTQxMCwgJWYxMTM3LCAlZjExMzU7AAAAAGN2dC5ybi5mMTZ4"
        "Mi5mMzIgJXIxNDA5LCAlZjExNDEsICVmMTEzOTsAAAAAY3Z0LnJuLmYxNngyLmYzMiAlcjE0MDgsICVmMTE0NSwgJWYxMTQz"
        "OwAAAABjdnQucm4uZjE2eDIuZjMyICVyMTQwNywgJWYxMTQ5LCAlZjExNDc7AAAAAGN2dC5ybi5mMTZ4Mi5mMzIgJXIxNDA2"
        "LCAlZjExNTMsICVmMTE1MTsAAAAAY3Z0LnJuLmYxNngyLmYzMiAlcjE0MDUsICVmMTE1NywgJWYxMTU1OwAAAABjdnQucm4u"
        "ZjE2eDIuZjMyICVyMTQwNCwgJWYxMTYxLCAlZjExNTk7AAAAAGN2dC5ybi5mMTZ4Mi5mMzIgJXIxNDAzLCAlZjExNjUsICVm"
        "MTE2MzsAAAAAY3Z0LnJuLmYxNngyLmYzMiAlcjE0MDIsICVmMTE2OSwgJWYxMTY3OwAAAAAAAABhZGQucm4uZjE2eDIgJXIz"
        "ODcsICVyMTQzMywgJXIxNDE3OwAAAABhZGQucm4uZjE2eDIgJXIzOTAsICVyMTQzMSwgJXIxNDE1OwAAAABhZGQucm4uZjE2"
        "eDIgJXIzOTMsICVyMTQyOSwgJXIxNDEzOwAAAABhZGQucm4uZjE2eDIgJXIzOTYsICVyMTQyNywgJXIxNDExOwAAAABhZGQu"
        "cm4uZjE2eDIgJXIzOTksICVyMTQyNSwgJXIxNDA5OwAAAABhZGQucm4uZjE2eDIgJXI0MDIsICVyMTQyMywgJXIxNDA3OwAA"
        "AABhZGQucm4uZjE2eDIgJXI0MDUsICVyMTQyMSwgJXIxNDA1OwAAAABhZGQucm4uZjE2eDIgJXI0MDgsICVyMTQxOSwgJXIx"
        "NDAzOwAAAAAAAGFkZC5ybi5mMTZ4MiAlcjQxMSwgJXIzODcsICVyMzk5OwAAAABhZGQucm4uZjE2eDIgJXI0MTQsICVyMzkw"
        "LCAlcjQwMjsAAAAAYWRkLnJuLmYxNngyICVyNDE3LCAlcjM5MywgJXI0MDU7AAAAAGFkZC5ybi5mMTZ4MiAlcjQyMCwgJXIz"
        "OTYsICVyNDA4OwAAAAAAAGFkZC5ybi5mMTZ4MiAlcjQyMywgJXI0MTEsICVyNDE3OwAAAABhZGQucm4uZjE2eDIgJXI0MjYs"
        "ICVyNDE0LCAlcjQyMDsAAAAAAABhZGQucm4uZjE2eDIgJXI0MjksICVyNDIzLCAlcjQyNjsAAAAAAAB7AC5yZWcgLmIxNiBs"
        "bywgaGk7AG1vdi5iMzIge2xvLCBoaX0sICVyNDI5OwBjdnQuZjMyLmYxNiAlZjEyMzUsIGxvOwB9AAAAAAAAewAucmVnIC5i"
        "MTYgbG8sIGhpOwBtb3YuYjMyIHtsbywgaGl9LCAlcjQyOTsAY3Z0LmYzMi5mMTYgJWYxMjM2LCBoaTsAfQAAAABhZGQuZjMy"
        "IAklZjEzNTQsICVmMTIzNSwgJWYxMjM2OwBmbWEucm4uZjMyIAklZjM3MzQsICVmMTAzOSwgMGYwMDAwMDAwMCwgJWYxMzU0"
        "OwAAAGFkZC5ybi5mMTZ4MiAlcjQzNCwgJXIxNDMyLCAlcjE0MTY7AAAAAGFkZC5ybi5mMTZ4MiAlcjQzNywgJXIxNDMwLCAl"
        "cjE0MTQ7AAAAAGFkZC5ybi5mMTZ4MiAlcjQ0MCwgJXIxNDI4LCAlcjE0MTI7AAAAAGFkZC5ybi5mMTZ4MiAlcjQ0MywgJXIx"
        "NDI2LCAlcjE0MTA7AAAAAGFkZC5ybi5mMTZ4MiAlcjQ0NiwgJXIxNDI0LCAlcjE0MDg7AAAAAGFkZC5ybi5mMTZ4MiAlcjQ0"
        "OSwgJXIxNDIyLCAlcjE0MDY7AAAAAGFkZC5ybi5mMTZ4MiAlcjQ1MiwgJXIxNDIwLCAlcjE0MDQ7AAAAAGFkZC5ybi5mMTZ4"
        "MiAlcjQ1NSwgJXIxNDE4LCAlcjE0MDI7AAAAAABhZGQucm4uZjE2eDIgJXI0NTgsICVyNDM0LCAlcjQ0NjsAAAAAYWRkLnJu"
        "LmYxNngyICVyNDYxLCAlcjQzNywgJXI0NDk7AAAAAGFkZC5ybi5mMTZ4MiAlcjQ2NCwgJXI0NDAsICVyNDUyOwAAAABhZGQu"
        "cm4uZjE2eDIgJXI0NjcsICVyNDQzLCAlcjQ1NTsAAAAAAGFkZC5ybi5mMTZ4MiAlcjQ3MCwgJXI0NTgsICVyNDY0OwAAAABh"
        "ZGQucm4uZjE2eDIgJXI0NzMsICVyNDYxLCAlcjQ2NzsAAAAAAGFkZC5ybi5mMTZ4MiAlcjQ3NiwgJXI0NzAsICVyNDczOwAA"
        "AAAAewAucmVnIC5iMTYgbG8sIGhpOwBtb3YuYjMyIHtsbywgaGl9LCAlcjQ3NjsAY3Z0LmYzMi5mMTYgJWYxMjM3LCBsbzsA"
        "fQAAAAAAewAucmVnIC5iMTYgbG8sIGhpOwBtb3YuYjMyIHtsbywgaGl9LCAlcjQ3NjsAY3Z0LmYzMi5mMTYgJWYxMjM4LCBo"
        "aTsAfQAAAABhZGQuZjMyIAklZjEzNTUsICVmMTIzNywgJWYxMjM4OwBmbWEucm4uZjMyIAklZjM3MzMsICVmMTA0MSwgMGYw"
        "MDAwMDAwMCwgJWYxMzU1OwBtb3YuZjMyIAklZjM3MDAsICVmMzY5OTsAbW92LmYzMiAJJWYzNzAxLCAlZjM2OTk7AG1vdi5m"
        "MzIgCSVmMzcwMiwgJWYzNjk5OwBtb3YuZjMyIAklZjM3MDMsICVmMzY5OTsAbW92LmYzMiAJJWYzNzA0LCAlZjM2OTk7AG1v"
        "di5mMzIgCSVmMzcwNSwgJWYzNjk5OwBtb3YuZjMyIAklZjM3MDYsICVmMzY5OTsAbW92LmYzMiAJJWYzNzA3LCAlZjM2OTk7"
        "AG1vdi5mMzIgCSVmMzcwOCwgJWYzNjk5OwBtb3YuZjMyIAklZjM3MDksICVmMzY5OTsAbW92LmYzMiAJJWYzNzEwLCAlZjM2"
        "OTk7AG1vdi5mMzIgCSVmMzcxMSwgJWYzNjk5OwBtb3YuZjMyIAklZjM3MTIsICVmMzY5OTsAbW92LmYzMiAJJWYzNzEzLCAl"
        "ZjM2OTk7AG1vdi5mMzIgCSVmMzcxNCwgJWYzNjk5OwBtb3YuZjMyIAklZjM3MTUsICVmMzY5OTsAbW92LmYzMiAJJWYzNzE2"
        "LCAlZjM2OTk7AG1vdi5mMzIgCSVmMzcxNywgJWYzNjk5OwBtb3YuZjMyIAklZjM3MTgsICVmMzY5OTsAbW92LmYzMiAJJWYz"
        "NzE5LCAlZjM2OTk7AG1vdi5mMzIgCSVmMzcyMCwgJWYzNjk5OwBtb3YuZjMyIAklZjM3MjEsICVmMzY5OTsAbW92LmYzMiAJ"
        "JWYzNzIyLCAlZjM2OTk7AG1vdi5mMzIgCSVmMzcyMywgJWYzNjk5OwBtb3YuZjMyIAklZjM3MjQsICVmMzY5OTsAbW92LmYz"
        "MiAJJWYzNzI1LCAlZjM2OTk7AG1vdi5mMzIgCSVmMzcyNiwgJWYzNjk5OwBtb3YuZjMyIAklZjM3MjcsICVmMzY5OTsAbW92"
        "LmYzMiAJJWYzNzI4LCAlZjM2OTk7AG1vdi5mMzIgCSVmMzcyOSwgJWYzNjk5OwBtb3YuZjMyIAklZjM3MzAsICVmMzY5OTsA"
        "ACRMX19CQjBfMTc6AC5wcmFnbWEgIm5vdW5yb2xsIjsAAABhZGQuczMyIAklcjUxOCwgJXIxNDAxLCAxOwBzZXRwLmx0LnUz"
        "MiAJJXAxNSwgJXI1MTgsICVyMTQ0MjsAQCVwMTUgYnJhIAkkTF9fQkIwXzIyOwBicmEudW5pIAkkTF9fQkIwXzE4OwAAJExf"
        "X0JCMF8yMjoAYWRkLnMzMiAJJXI2NDIsICVyMTQwMSwgJXIxMzY2OwAAAGFkZC5zMzIgCSVyNjQzLCAlcjY0MiwgMTsAAABt"
        "dWwuaGkuczMyIAklcjY0NCwgJXI2NDMsIDE0MzE2NTU3NjY7AHNoci51MzIgCSVyNjQ1LCAlcjY0NCwgMzE7AGFkZC5zMzIg"
        "CSVyNjQ2LCAlcjY0NCwgJXI2NDU7AG11bC5sby5zMzIgCSVyNjQ3LCAlcjY0NiwgMzsAc3ViLnMzMiAJJXIxMjMsICVyNjQz"
        "LCAlcjY0NzsAbWFkLmxvLnMzMiAJJXI2NTEsICVyMTIzLCAyNCwgJXIzMzg7AGFkZC5zMzIgCSVyMTI0LCAlcjY1MSwgMTQ3"
        "NDg4OwAAYW5kLmIzMiAgCSVyMTI1LCAlcjY0NiwgMTsAACRMX19CQjBfMjM6AAAAAHsALnJlZyAucHJlZCBwOwBtYmFycmll"
        "ci50cnlfd2FpdC5wYXJpdHkuc2hhcmVkOjpjdGEuYjY0IHAsIFslcjEyNF0sICVyMTI1OwBzZWxwLnUzMiAlcjY1MiwgMSwg"
        "MCwgcDsAfQAAAABzZXRwLmVxLnMzMiAJJXAxOCwgJXI2NTIsIDA7AEAlcDE4IGJyYSAJJExfX0JCMF8yMzsAAAAAAG11bC5o"
        "aS5zMzIgCSVyNjU2LCAlcjY0MiwgMTQzMTY1NTc2NjsAc2hyLnUzMiAJJXI2NTcsICVyNjU2LCAzMTsAYWRkLnMzMiAJJXI2"
        "NTgsICVyNjU2LCAlcjY1NzsAbXVsLmxvLnMzMiAJJXI2NTksICVyNjU4LCAzOwBzdWIuczMyIAklcjEyNiwgJXI2NDIsICVy"
        "NjU5OwBtdWwubG8uczMyIAklcjEyNywgJXIxMjYsIDI0OwAAYWRkLnMzMiAJJXI2NjMsICVyMTI3LCAlcjMzODsAYWRkLnMz"
        "MiAJJXIxMjgsICVyNjYzLCAxNDc0OTY7AGFuZC5iMzIgIAklcjEyOSwgJXI2NTgsIDE7AAAkTF9fQkIwXzI1OgAAAAB7AC5y"
        "ZWcgLnByZWQgcDsAbWJhcnJpZXIudHJ5X3dhaXQucGFyaXR5LnNoYXJlZDo6Y3RhLmI2NCBwLCBbJXIxMjhdLCAlcjEyOTsA"
        "c2VscC51MzIgJXI2NjQsIDEsIDAsIHA7AH0AAAAAc2V0cC5lcS5zMzIgCSVwMTksICVyNjY0LCAwOwBAJXAxOSBicmEgCSRM"
        "X19CQjBfMjU7AAAAYW5kLmIzMiAgCSVyNzY0LCAlcjEsIDMxOwBtb3YudTMyIAklcjc2NSwgMzE7AHNldHAubmUuczMyIAkl"
        "cDIwLCAlcjc2NCwgMDsAAAAAd2dtbWEuZmVuY2Uuc3luYy5hbGlnbmVkOwAAAAAAAHNobC5iMzIgCSVyNzY2LCAlcjEyMywg"
        "MTU7AGFkZC5zMzIgCSVyNzcwLCAlcjc2NiwgJXIzMzg7AGFkZC5zMzIgCSVyNzcxLCAlcjc3MCwgNDkxNTI7AAAAYW5kLmIz"
        "MiAgCSVyNzcyLCAlcjc3MSwgMjYxMTIwOwBzaHIudTMyIAklcjc3MywgJXI3NzIsIDQ7AABjdnQudTY0LnUzMiAJJXJkNzQs"
        "ICVyNzczOwAAb3IuYjY0ICAJJXJkNTgsICVyZDc0LCA0NjExNjg2MjkzMzA1MzYwMzg0OwAAbW92LnUzMiAJJXI3NzUsIC0x"
        "OwAAbW92LnUzMiAJJXI3NzksIDE7AAAAAHdnbW1hLm1tYV9hc3luYy5zeW5jLmFsaWduZWQubTY0bjEyOGsxNi5mMzIuZjE2"
        "LmYxNiB7JWYyMTI0LCAlZjIxMjUsICVmMjEyNiwgJWYyMTI3LCAlZjIxMjgsICVmMjEyOSwgJWYyMTMwLCAlZjIxMzEsICVm"
        "MjEzMiwgJWYyMTMzLCAlZjIxMzQsICVmMjEzNSwgJWYyMTM2LCAlZjIxMzcsICVmMjEzOCwgJWYyMTM5LCAlZjIxNDAsICVm"
        "MjE0MSwgJWYyMTQyLCAlZjIxNDMsICVmMjE0NCwgJWYyMTQ1LCAlZjIxNDYsICVmMjE0NywgJWYyMTQ4LCAlZjIxNDksICVm"
        "MjE1MCwgJWYyMTUxLCAlZjIxNTIsICVmMjE1MywgJWYyMTU0LCAlZjIxNTUsICVmMjE1NiwgJWYyMTU3LCAlZjIxNTgsICVm"
        "MjE1OSwgJWYyMTYwLCAlZjIxNjEsICVmMjE2MiwgJWYyMTYzLCAlZjIxNjQsICVmMjE2NSwgJWYyMTY2LCAlZjIxNjcsICVm"
        "MjE2OCwgJWYyMTY5LCAlZjIxNzAsICVmMjE3MSwgJWYyMTcyLCAlZjIxNzMsICVmMjE3NCwgJWYyMTc1LCAlZjIxNzYsICVm"
        "MjE3NywgJWYyMTc4LCAlZjIxNzksICVmMjE4MCwgJWYyMTgxLCAlZjIxODIsICVmMjE4MywgJWYyMTg0LCAlZjIxODUsICVm"
        "MjE4NiwgJWYyMTg3fSwgJXJkMjksICVyZDU4LCAwLCAxLCAxLCAwLCAwOwAAAABvci5iNjQgIAklcmQ2MCwgJXJkNzQsIDQ2"
        "MTE2ODYyOTMzMDUzNjAzODY7AAAAd2dtbWEubW1hX2FzeW5jLnN5bmMuYWxpZ25lZC5tNjRuMTI4azE2LmYzMi5mMTYuZjE2"
        "IHslZjIxMjQsICVmMjEyNSwgJWYyMTI2LCAlZjIxMjcsICVmMjEyOCwgJWYyMTI5LCAlZjIxMzAsICVmMjEzMSwgJWYyMTMy"
        "LCAlZjIxMzMsICVmMjEzNCwgJWYyMTM1LCAlZjIxMzYsICVmMjEzNywgJWYyMTM4LCAlZjIxMzksICVmMjE0MCwgJWYyMTQx"
        "LCAlZjIxNDIsICVmMjE0MywgJWYyMTQ0LCAlZjIxNDUsICVmMjE0NiwgJWYyMTQ3LCAlZjIxNDgsICVmMjE0OSwgJWYyMTUw"
        "LCAlZjIxNTEsICVmMjE1MiwgJWYyMTUzLCAlZjIxNTQsICVmMjE1NSwgJWYyMTU2LCAlZjIxNTcsICVmMjE1OCwgJWYyMTU5"
        "LCAlZjIxNjAsICVmMjE2MSwgJWYyMTYyLCAlZjIxNjMsICVmMjE2NCwgJWYyMTY1LCAlZjIxNjYsICVmMjE2NywgJWYyMTY4"
        "LCAlZjIxNjksICVmMjE3MCwgJWYyMTcxLCAlZjIxNzIsICVmMjE3MywgJWYyMTc0LCAlZjIxNzUsICVmMjE3NiwgJWYyMTc3"
        "LCAlZjIxNzgsICVmMjE3OSwgJWYyMTgwLCAlZjIxODEsICVmMjE4MiwgJWYyMTgzLCAlZjIxODQsICVmMjE4NSwgJWYyMTg2"
        "LCAlZjIxODd9LCAlcmQzMSwgJXJkNjAsIDEsIDEsIDEsIDAsIDA7AAAAAG9yLmI2NCAgCSVyZDYyLCAlcmQ3NCwgNDYxMTY4"
        "NjI5MzMwNTM2MDM4ODsAAAB3Z21tYS5tbWFfYXN5bmMuc3luYy5hbGlnbmVkLm02NG4xMjhrMTYuZjMyLmYxNi5mMTYgeyVm"
        "MjEyNCwgJWYyMTI1LCAlZjIxMjYsICVmMjEyNywgJWYyMTI4LCAlZjIxMjksICVmMjEzMCwgJWYyMTMxLCAlZjIxMzIsICVm"
        "MjEzMywgJWYyMTM0LCAlZjIxMzUsICVmMjEzNiwgJWYyMTM3LCAlZjIxMzgsICVmMjEzOSwgJWYyMTQwLCAlZjIxNDEsICVm"
        "MjE0MiwgJWYyMTQzLCAlZjIxNDQsICVmMjE0NSwgJWYyMTQ2LCAlZjIxNDcsICVmMjE0OCwgJWYyMTQ5LCAlZjIxNTAsICVm"
        "MjE1MSwgJWYyMTUyLCAlZjIxNTMsICVmMjE1NCwgJWYyMTU1LCAlZjIxNTYsICVmMjE1NywgJWYyMTU4LCAlZjIxNTksICVm"
        "MjE2MCwgJWYyMTYxLCAlZjIxNjIsICVmMjE2MywgJWYyMTY0LCAlZjIxNjUsICVmMjE2NiwgJWYyMTY3LCAlZjIxNjgsICVm"
        "MjE2OSwgJWYyMTcwLCAlZjIxNzEsICVmMjE3MiwgJWYyMTczLCAlZjIxNzQsICVmMjE3NSwgJWYyMTc2LCAlZjIxNzcsICVm"
        "MjE3OCwgJWYyMTc5LCAlZjIxODAsICVmMjE4MSwgJWYyMTgyLCAlZjIxODMsICVmMjE4NCwgJWYyMTg1LCAlZjIxODYsICVm"
        "MjE4N30sICVyZDMzLCAlcmQ2MiwgMSwgMSwgMSwgMCwgMDsAAAAAb3IuYjY0ICAJJXJkNjQsICVyZDc0LCA0NjExNjg2Mjkz"
        "MzA1MzYwMzkwOwAAAHdnbW1hLm1tYV9hc3luYy5zeW5jLmFsaWduZWQubTY0bjEyOGsxNi5mMzIuZjE2LmYxNiB7JWYyMTI0"
        "LCAlZjIxMjUsICVmMjEyNiwgJWYyMTI3LCAlZjIxMjgsICVmMjEyOSwgJWYyMTMwLCAlZjIxMzEsICVmMjEzMiwgJWYyMTMz"
        "LCAlZjIxMzQsICVmMjEzNSwgJWYyMTM2LCAlZjIxMzcsICVmMjEzOCwgJWYyMTM5LCAlZjIxNDAsICVmMjE0MSwgJWYyMTQy"
        "LCAlZjIxNDMsICVmMjE0NCwgJWYyMTQ1LCAlZjIxNDYsICVmMjE0NywgJWYyMTQ4LCAlZjIxNDksICVmMjE1MCwgJWYyMTUx"
        "LCAlZjIxNTIsICVmMjE1MywgJWYyMTU0LCAlZjIxNTUsICVmMjE1NiwgJWYyMTU3LCAlZjIxNTgsICVmMjE1OSwgJWYyMTYw"
        "LCAlZjIxNjEsICVmMjE2MiwgJWYyMTYzLCAlZjIxNjQsICVmMjE2NSwgJWYyMTY2LCAlZjIxNjcsICVmMjE2OCwgJWYyMTY5"
        "LCAlZjIxNzAsICVmMjE3MSwgJWYyMTcyLCAlZjIxNzMsICVmMjE3NCwgJWYyMTc1LCAlZjIxNzYsICVmMjE3NywgJWYyMTc4"
        "LCAlZjIxNzksICVmMjE4MCwgJWYyMTgxLCAlZjIxODIsICVmMjE4MywgJWYyMTg0LCAlZjIxODUsICVmMjE4NiwgJWYyMTg3"
        "fSwgJXJkMzUsICVyZDY0LCAxLCAxLCAxLCAwLCAwOwAAAAAAAHdnbW1hLmNvbW1pdF9ncm91cC5zeW5jLmFsaWduZWQ7AAAA"
        "AAAAc2hsLmIzMiAJJXI3OTIsICVyMTI2LCAxNTsAAGFkZC5zMzIgCSVyNzkzLCAlcjc5MiwgJXIzMzg7AGFkZC5zMzIgCSVy"
        "Nzk0LCAlcjc5MywgNjU1MzY7AAAAYW5kLmIzMiAgCSVyNzk1LCAlcjc5NCwgMjYxMTIwOwBzaHIudTMyIAklcjc5NiwgJXI3"
        "OTUsIDQ7AABjdnQudTY0LnUzMiAJJXJkNzksICVyNzk2OwAAb3IuYjY0ICAJJXJkNjUsICVyZDc5LCA0NjExNjg2MjkzMzA1"
        "MzYwMzg0OwAAAAB3Z21tYS5tbWFfYXN5bmMuc3luYy5hbGlnbmVkLm02NG42NGsxNi5mMzIuZjE2LmYxNiB7JWYzNzMwLCAl"
        "ZjM3MjksICVmMzcyOCwgJWYzNzI3LCAlZjM3MjYsICVmMzcyNSwgJWYzNzI0LCAlZjM3MjMsICVmMzcyMiwgJWYzNzIxLCAl"
        "ZjM3MjAsICVmMzcxOSwgJWYzNzE4LCAlZjM3MTcsICVmMzcxNiwgJWYzNzE1LCAlZjM3MTQsICVmMzcxMywgJWYzNzEyLCAl"
        "ZjM3MTEsICVmMzcxMCwgJWYzNzA5LCAlZjM3MDgsICVmMzcwNywgJWYzNzA2LCAlZjM3MDUsICVmMzcwNCwgJWYzNzAzLCAl"
        "ZjM3MDIsICVmMzcwMSwgJWYzNzAwLCAlZjM2OTl9LCB7JXIxNDMzLCAlcjE0MzIsICVyMTQzMSwgJXIxNDMwfSwgJXJkNjUs"
        "IDEsIDEsIDEsIDE7AAAAAGFkZC5zNjQgCSVyZDY2LCAlcmQ2NSwgMTI4OwAAAHdnbW1hLm1tYV9hc3luYy5zeW5jLmFsaWdu"
        "ZWQubTY0bjY0azE2LmYzMi5mMTYuZjE2IHslZjM3MzAsICVmMzcyOSwgJWYzNzI4LCAlZjM3MjcsICVmMzcyNiwgJWYzNzI1"
        "LCAlZjM3MjQsICVmMzcyMywgJWYzNzIyLCAlZjM3MjEsICVmMzcyMCwgJWYzNzE5LCAlZjM3MTgsICVmMzcxNywgJWYzNzE2"
        "LCAlZjM3MTUsICVmMzcxNCwgJWYzNzEzLCAlZjM3MTIsICVmMzcxMSwgJWYzNzEwLCAlZjM3MDksICVmMzcwOCwgJWYzNzA3"
        "LCAlZjM3MDYsICVmMzcwNSwgJWYzNzA0LCAlZjM3MDMsICVmMzcwMiwgJWYzNzAxLCAlZjM3MDAsICVmMzY5OX0sIHslcjE0"
        "MjksICVyMTQyOCwgJXIxNDI3LCAlcjE0MjZ9LCAlcmQ2NiwgMSwgMSwgMSwgMTsAAAAAYWRkLnM2NCAJJXJkNjcsICVyZDY1"
        "LCAyNTY7AAAAd2dtbWEubW1hX2FzeW5jLnN5bmMuYWxpZ25lZC5tNjRuNjRrMTYuZjMyLmYxNi5mMTYgeyVmMzczMCwgJWYz"
        "NzI5LCAlZjM3MjgsICVmMzcyNywgJWYzNzI2LCAlZjM3MjUsICVmMzcyNCwgJWYzNzIzLCAlZjM3MjIsICVmMzcyMSwgJWYz"
        "NzIwLCAlZjM3MTksICVmMzcxOCwgJWYzNzE3LCAlZjM3MTYsICVmMzcxNSwgJWYzNzE0LCAlZjM3MTMsICVmMzcxMiwgJWYz"
        "NzExLCAlZjM3MTAsICVmMzcwOSwgJWYzNzA4LCAlZjM3MDcsICVmMzcwNiwgJWYzNzA1LCAlZjM3MDQsICVmMzcwMywgJWYz"
        "NzAyLCAlZjM3MDEsICVmMzcwMCwgJWYzNjk5fSwgeyVyMTQyNSwgJXIxNDI0LCAlcjE0MjMsICVyMTQyMn0sICVyZDY3LCAx"
        "LCAxLCAxLCAxOwAAAABhZGQuczY0IAklcmQ2OCwgJXJkNjUsIDM4NDsAAAB3Z21tYS5tbWFfYXN5bmMuc3luYy5hbGlnbmVk"
        "Lm02NG42NGsxNi5mMzIuZjE2LmYxNiB7JWYzNzMwLCAlZjM3MjksICVmMzcyOCwgJWYzNzI3LCAlZjM3MjYsICVmMzcyNSwg"
        "JWYzNzI0LCAlZjM3MjMsICVmMzcyMiwgJWYzNzIxLCAlZjM3MjAsICVmMzcxOSwgJWYzNzE4LCAlZjM3MTcsICVmMzcxNiwg"
        "JWYzNzE1LCAlZjM3MTQsICVmMzcxMywgJWYzNzEyLCAlZjM3MTEsICVmMzcxMCwgJWYzNzA5LCAlZjM3MDgsICVmMzcwNywg"
        "JWYzNzA2LCAlZjM3MDUsICVmMzcwNCwgJWYzNzAzLCAlZjM3MDIsICVmMzcwMSwgJWYzNzAwLCAlZjM2OTl9LCB7JXIxNDIx"
        "LCAlcjE0MjAsICVyMTQxOSwgJXIxNDE4fSwgJXJkNjgsIDEsIDEsIDEsIDE7AAAAAGFkZC5zNjQgCSVyZDY5LCAlcmQ2NSwg"
        "NTEyOwAAAHdnbW1hLm1tYV9hc3luYy5zeW5jLmFsaWduZWQubTY0bjY0azE2LmYzMi5mMTYuZjE2IHslZjM3MzAsICVmMzcy"
        "OSwgJWYzNzI4LCAlZjM3MjcsICVmMzcyNiwgJWYzNzI1LCAlZjM3MjQsICVmMzcyMywgJWYzNzIyLCAlZjM3MjEsICVmMzcy"
        "MCwgJWYzNzE5LCAlZjM3MTgsICVmMzcxNywgJWYzNzE2LCAlZjM3MTUsICVmMzcxNCwgJWYzNzEzLCAlZjM3MTIsICVmMzcx"
        "MSwgJWYzNzEwLCAlZjM3MDksICVmMzcwOCwgJWYzNzA3LCAlZjM3MDYsICVmMzcwNSwgJWYzNzA0LCAlZjM3MDMsICVmMzcw"
        "MiwgJWYzNzAxLCAlZjM3MDAsICVmMzY5OX0sIHslcjE0MTcsICVyMTQxNiwgJXIxNDE1LCAlcjE0MTR9LCAlcmQ2OSwgMSwg"
        "MSwgMSwgMTsAAAAAYWRkLnM2NCAJJXJkNzAsICVyZDY1LCA2NDA7AAAAd2dtbWEubW1hX2FzeW5jLnN5bmMuYWxpZ25lZC5t"
        "NjRuNjRrMTYuZjMyLmYxNi5mMTYgeyVmMzczMCwgJWYzNzI5LCAlZjM3MjgsICVmMzcyNywgJWYzNzI2LCAlZjM3MjUsICVm"
        "MzcyNCwgJWYzNzIzLCAlZjM3MjIsICVmMzcyMSwgJWYzNzIwLCAlZjM3MTksICVmMzcxOCwgJWYzNzE3LCAlZjM3MTYsICVm"
        "MzcxNSwgJWYzNzE0LCAlZjM3MTMsICVmMzcxMiwgJWYzNzExLCAlZjM3MTAsICVmMzcwOSwgJWYzNzA4LCAlZjM3MDcsICVm"
        "MzcwNiwgJWYzNzA1LCAlZjM3MDQsICVmMzcwMywgJWYzNzAyLCAlZjM3MDEsICVmMzcwMCwgJWYzNjk5fSwgeyVyMTQxMywg"
        "JXIxNDEyLCAlcjE0MTEsICVyMTQxMH0sICVyZDcwLCAxLCAxLCAxLCAxOwAAAABhZGQuczY0IAklcmQ3MSwgJXJkNjUsIDc2"
        "ODsAAAB3Z21tYS5tbWFfYXN5bmMuc3luYy5hbGlnbmVkLm02NG42NGsxNi5mMzIuZjE2LmYxNiB7JWYzNzMwLCAlZjM3Mjks"
        "ICVmMzcyOCwgJWYzNzI3LCAlZjM3MjYsICVmMzcyNSwgJWYzNzI0LCAlZjM3MjMsICVmMzcyMiwgJWYzNzIxLCAlZjM3MjAs"
        "ICVmMzcxOSwgJWYzNzE4LCAlZjM3MTcsICVmMzcxNiwgJWYzNzE1LCAlZjM3MTQsICVmMzcxMywgJWYzNzEyLCAlZjM3MTEs"
        "ICVmMzcxMCwgJWYzNzA5LCAlZjM3MDgsICVmMzcwNywgJWYzNzA2LCAlZjM3MDUsICVmMzcwNCwgJWYzNzAzLCAlZjM3MDIs"
        "ICVmMzcwMSwgJWYzNzAwLCAlZjM2OTl9LCB7JXIxNDA5LCAlcjE0MDgsICVyMTQwNywgJXIxNDA2fSwgJXJkNzEsIDEsIDEs"
        "IDEsIDE7AAAAAGFkZC5zNjQgCSVyZDcyLCAlcmQ2NSwgODk2OwAAAHdnbW1hLm1tYV9hc3luYy5zeW5jLmFsaWduZWQubTY0"
        "bjY0azE2LmYzMi5mMTYuZjE2IHslZjM3MzAsICVmMzcyOSwgJWYzNzI4LCAlZjM3MjcsICVmMzcyNiwgJWYzNzI1LCAlZjM3"
        "MjQsICVmMzcyMywgJWYzNzIyLCAlZjM3MjEsICVmMzcyMCwgJWYzNzE5LCAlZjM3MTgsICVmMzcxNywgJWYzNzE2LCAlZjM3"
        "MTUsICVmMzcxNCwgJWYzNzEzLCAlZjM3MTIsICVmMzcxMSwgJWYzNzEwLCAlZjM3MDksICVmMzcwOCwgJWYzNzA3LCAlZjM3"
        "MDYsICVmMzcwNSwgJWYzNzA0LCAlZjM3MDMsICVmMzcwMiwgJWYzNzAxLCAlZjM3MDAsICVmMzY5OX0sIHslcjE0MDUsICVy"
        "MTQwNCwgJXIxNDAzLCAlcjE0MDJ9LCAlcmQ3MiwgMSwgMSwgMSwgMTsAAAAAAAB3Z21tYS5jb21taXRfZ3JvdXAuc3luYy5h"
        "bGlnbmVkOwAAAAAAAHdnbW1hLndhaXRfZ3JvdXAuc3luYy5hbGlnbmVkIDE7AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"
        "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"
        "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAG1vdi5mMzIgCSVmMzM1NiwgMGZGRjgwMDAwMDsAbWF4LmYz"
        "MiAJJWYzMzU3LCAlZjMzNTYsICVmMjEyNDsAbWF4LmYzMiAJJWYzMzU4LCAlZjMzNTYsICVmMjEyNTsAbWF4LmYzMiAJJWYz"
        "MzU5LCAlZjMzNTYsICVmMjEyNjsAbWF4LmYzMiAJJWYzMzYwLCAlZjMzNTYsICVmMjEyNzsAbWF4LmYzMiAJJWYzMzYxLCAl"
        "ZjMzNTcsICVmMjEyODsAbWF4LmYzMiAJJWYzMzYyLCAlZjMzNTgsICVmMjEyOTsAbWF4LmYzMiAJJWYzMzYzLCAlZjMzNTks"
        "ICVmMjEzMDsAbWF4LmYzMiAJJWYzMzY0LCAlZjMzNjAsICVmMjEzMTsAbWF4LmYzMiAJJWYzMzY1LCAlZjMzNTYsICVmMjEz"
        "MjsAbWF4LmYzMiAJJWYzMzY2LCAlZjMzNTYsICVmMjEzMzsAbWF4LmYzMiAJJWYzMzY3LCAlZjMzNTYsICVmMjEzNDsAbWF4"
        "LmYzMiAJJWYzMzY4LCAlZjMzNTYsICVmMjEzNTsAbWF4LmYzMiAJJWYzMzY5LCAlZjMzNjUsICVmMjEzNjsAbWF4LmYzMiAJ"
        "JWYzMzcwLCAlZjMzNjYsICVmMjEzNzsAbWF4LmYzMiAJJWYzMzcxLCAlZjMzNjcsICVmMjEzODsAbWF4LmYzMiAJJWYzMzcy"
        "LCAlZjMzNjgsICVmMjEzOTsAbWF4LmYzMiAJJWYzMzczLCAlZjMzNjEsICVmMjE0MDsAbWF4LmYzMiAJJWYzMzc0LCAlZjMz"
        "NjIsICVmMjE0MTsAbWF4LmYzMiAJJWYzMzc1LCAlZjMzNjMsICVmMjE0MjsAbWF4LmYzMiAJJWYzMzc2LCAlZjMzNjQsICVm"
        "MjE0MzsAbWF4LmYzMiAJJWYzMzc3LCAlZjMzNzMsICVmMjE0NDsAbWF4LmYzMiAJJWYzMzc4LCAlZjMzNzQsICVmMjE0NTsA"
        "bWF4LmYzMiAJJWYzMzc5LCAlZjMzNzUsICVmMjE0NjsAbWF4LmYzMiAJJWYzMzgwLCAlZjMzNzYsICVmMjE0NzsAbWF4LmYz"
        "MiAJJWYzMzgxLCAlZjMzNjksICVmMjE0ODsAbWF4LmYzMiAJJWYzMzgyLCAlZjMzNzAsICVmMjE0OTsAbWF4LmYzMiAJJWYz"
        "MzgzLCAlZjMzNzEsICVmMjE1MDsAbWF4LmYzMiAJJWYzMzg0LCAlZjMzNzIsICVmMjE1MTsAbWF4LmYzMiAJJWYzMzg1LCAl"
        "ZjMzODEsICVmMjE1MjsAbWF4LmYzMiAJJWYzMzg2LCAlZjMzODIsICVmMjE1MzsAbWF4LmYzMiAJJWYzMzg3LCAlZjMzODMs"
        "ICVmMjE1NDsAbWF4LmYzMiAJJWYzMzg4LCAlZjMzODQsICVmMjE1NTsAbWF4LmYzMiAJJWYzMzg5LCAlZjMzNzcsICVmMjE1"
        "NjsAbWF4LmYzMiAJJWYzMzkwLCAlZjMzNzgsICVmMjE1NzsAbWF4LmYzMiAJJWYzMzkxLCAlZjMzNzksICVmMjE1ODsAbWF4"
        "LmYzMiAJJWYzMzkyLCAlZjMzODAsICVmMjE1OTsAbWF4LmYzMiAJJWYzMzkzLCAlZjMzODksICVmMjE2MDsAbWF4LmYzMiAJ"
        "JWYzMzk0LCAlZjMzOTAsICVmMjE2MTsAbWF4LmYzMiAJJWYzMzk1LCAlZjMzOTEsICVmMjE2MjsAbWF4LmYzMiAJJWYzMzk2"
        "LCAlZjMzOTIsICVmMjE2MzsAbWF4LmYzMiAJJWYzMzk3LCAlZjMzODUsICVmMjE2NDsAbWF4LmYzMiAJJWYzMzk4LCAlZjMz"
        "ODYsICVmMjE2NTsAbWF4LmYzMiAJJWYzMzk5LCAlZjMzODcsICVmMjE2NjsAbWF4LmYzMiAJJWYzNDAwLCAlZjMzODgsICVm"
        "MjE2NzsAbWF4LmYzMiAJJWYzNDAxLCAlZjMzOTcsICVmMjE2ODsAbWF4LmYzMiAJJWYzNDAyLCAlZjMzOTgsICVmMjE2OTsA"
        "bWF4LmYzMiAJJWYzNDAzLCAlZjMzOTksICVmMjE3MDsAbWF4LmYzMiAJJWYzNDA0LCAlZjM0MDAsICVmMjE3MTsAbWF4LmYz"
        "MiAJJWYzNDA1LCAlZjMzOTMsICVmMjE3MjsAbWF4LmYzMiAJJWYzNDA2LCAlZjMzOTQsICVmMjE3MzsAbWF4LmYzMiAJJWYz"
        "NDA3LCAlZjMzOTUsICVmMjE3NDsAbWF4LmYzMiAJJWYzNDA4LCAlZjMzOTYsICVmMjE3NTsAbWF4LmYzMiAJJWYzNDA5LCAl"
        "ZjM0MDUsICVmMjE3NjsAbWF4LmYzMiAJJWYzNDEwLCAlZjM0MDYsICVmMjE3NzsAbWF4LmYzMiAJJWYzNDExLCAlZjM0MDcs"
        "ICVmMjE3ODsAbWF4LmYzMiAJJWYzNDEyLCAlZjM0MDgsICVmMjE3OTsAbWF4LmYzMiAJJWYzNDEzLCAlZjM0MDEsICVmMjE4"
        "MDsAbWF4LmYzMiAJJWYzNDE0LCAlZjM0MDIsICVmMjE4MTsAbWF4LmYzMiAJJWYzNDE1LCAlZjM0MDMsICVmMjE4MjsAbWF4"
        "LmYzMiAJJWYzNDE2LCAlZjM0MDQsICVmMjE4MzsAbWF4LmYzMiAJJWYzNDE3LCAlZjM0MTMsICVmMjE4NDsAbWF4LmYzMiAJ"
        "JWYzNDE4LCAlZjM0MTQsICVmMjE4NTsAbWF4LmYzMiAJJWYzNDE5LCAlZjM0MTUsICVmMjE4NjsAbWF4LmYzMiAJJWYzNDIw"
        "LCAlZjM0MTYsICVmMjE4NzsAAG1heC5mMzIgCSVmMzQyMSwgJWYzNDA5LCAlZjM0MTA7AG1heC5mMzIgCSVmMzQyMiwgJWYz"
        "NDE3LCAlZjM0MTg7AG1heC5mMzIgCSVmMzQyMywgJWYzNDIxLCAlZjM0MjI7AAAAbW92LmIzMiAJJXI3OTcsICVmMzQyMzsA"
        "c2hmbC5zeW5jLmJmbHkuYjMyIAklcjc5OHwlcDIxLCAlcjc5NywgJXI3NzksICVyNzY1LCAlcjc3NTsAbW92LmIzMiAJJWYz"
        "NDI0LCAlcjc5ODsAbWF4LmYzMiAJJWYzNDI1LCAlZjM0MjMsICVmMzQyNDsAAG1vdi5iMzIgCSVyNzk5LCAlZjM0MjU7AG1v"
        "di51MzIgCSVyODAwLCAyOwBzaGZsLnN5bmMuYmZseS5iMzIgCSVyODAxfCVwMjIsICVyNzk5LCAlcjgwMCwgJXI3NjUsICVy"
        "Nzc1OwBtb3YuYjMyIAklZjM0MjYsICVyODAxOwBtYXguZjMyIAklZjM0MjcsICVmMzQyNSwgJWYzNDI2OwAAbXVsLmYzMiAJ"
        "JWYzNDI4LCAlZjEsICVmMzQyNzsAbWF4LmYzMiAJJWYzMjg0LCAlZjM3MzIsICVmMzQyODsAAG1heC5mMzIgCSVmMzQyOSwg"
        "JWYzNDExLCAlZjM0MTI7AG1heC5mMzIgCSVmMzQzMCwgJWYzNDE5LCAlZjM0MjA7AG1heC5mMzIgCSVmMzQzMSwgJWYzNDI5"
        "LCAlZjM0MzA7AABtb3YuYjMyIAklcjgwMiwgJWYzNDMxOwBzaGZsLnN5bmMuYmZseS5iMzIgCSVyODAzfCVwMjMsICVyODAy"
        "LCAlcjc3OSwgJXI3NjUsICVyNzc1OwBtb3YuYjMyIAklZjM0MzIsICVyODAzOwBtYXguZjMyIAklZjM0MzMsICVmMzQzMSwg"
        "JWYzNDMyOwAAbW92LmIzMiAJJXI4MDQsICVmMzQzMzsAc2hmbC5zeW5jLmJmbHkuYjMyIAklcjgwNXwlcDI0LCAlcjgwNCwg"
        "JXI4MDAsICVyNzY1LCAlcjc3NTsAbW92LmIzMiAJJWYzNDM0LCAlcjgwNTsAbWF4LmYzMiAJJWYzNDM1LCAlZjM0MzMsICVm"
        "MzQzNDsAAG11bC5mMzIgCSVmMzQzNiwgJWYxLCAlZjM0MzU7AG1heC5mMzIgCSVmMzI4NiwgJWYzNzMxLCAlZjM0MzY7AABz"
        "dWIuZjMyIAklZjMwMjEsICVmMzczMiwgJWYzMjg0OwAAAABleDIuYXBwcm94LmZ0ei5mMzIgJWYzMjgwLCAlZjMwMjE7AAAA"
        "AG5lZy5mMzIgCSVmMzQzNywgJWYzMjg0OwAAc3ViLmYzMiAJJWYzMDIzLCAlZjM3MzEsICVmMzI4NjsAAABleDIuYXBwcm94"
        "LmZ0ei5mMzIgJWYzMjgyLCAlZjMwMjM7AAAAAG5lZy5mMzIgCSVmMzQzOCwgJWYzMjg2OwAAZm1hLnJuLmYzMiAJJWYzMDI1"
        "LCAlZjIxMjQsICVmMSwgJWYzNDM3OwBmbWEucm4uZjMyIAklZjMwMjcsICVmMjEyNSwgJWYxLCAlZjM0Mzc7AAAAAGV4Mi5h"
        "cHByb3guZnR6LmYzMiAlZjMxNTIsICVmMzAyNTsAAAAAAABleDIuYXBwcm94LmZ0ei5mMzIgJWYzMTU0LCAlZjMwMjc7AAAA"
        "AGZtYS5ybi5mMzIgCSVmMzAyOSwgJWYyMTI2LCAlZjEsICVmMzQzODsAZm1hLnJuLmYzMiAJJWYzMDMxLCAlZjIxMjcsICVm"
        "MSwgJWYzNDM4OwAAAGV4Mi5hcHByb3guZnR6LmYzMiAlZjMxNTYsICVmMzAyOTsAAAAAAGV4Mi5hcHByb3guZnR6LmYzMiAl"
        "ZjMxNTgsICVmMzAzMTsAAAAAZm1hLnJuLmYzMiAJJWYzMDMzLCAlZjIxMjgsICVmMSwgJWYzNDM3OwBmbWEucm4uZjMyIAkl"
        "ZjMwMzUsICVmMjEyOSwgJWYxLCAlZjM0Mzc7AAAAZXgyLmFwcHJveC5mdHouZjMyICVmMzE2MCwgJWYzMDMzOwAAAAAAZXgy"
        "LmFwcHJveC5mdHouZjMyICVmMzE2MiwgJWYzMDM1OwAAAABmbWEucm4uZjMyIAklZjMwMzcsICVmMjEzMCwgJWYxLCAlZjM0"
        "Mzg7AGZtYS5ybi5mMzIgCSVmMzAzOSwgJWYyMTMxLCAlZjEsICVmMzQzODsAAABleDIuYXBwcm94LmZ0ei5mMzIgJWYzMTY0"
        "LCAlZjMwMzc7AAAAAABleDIuYXBwcm94LmZ0ei5mMzIgJWYzMTY2LCAlZjMwMzk7AAAAAGZtYS5ybi5mMzIgCSVmMzA0MSwg"
        "JWYyMTMyLCAlZjEsICVmMzQzNzsAZm1hLnJuLmYzMiAJJWYzMDQzLCAlZjIxMzMsICVmMSwgJWYzNDM3OwAAAGV4Mi5hcHBy"
        "b3guZnR6LmYzMiAlZjMxNjgsICVmMzA0MTsAAAAAAGV4Mi5hcHByb3guZnR6LmYzMiAlZjMxNzAsICVmMzA0MzsAAAAAZm1h"
        "LnJuLmYzMiAJJWYzMDQ1LCAlZjIxMzQsICVmMSwgJWYzNDM4OwBmbWEucm4uZjMyIAklZjMwNDcsICVmMjEzNSwgJWYxLCAl"
        "ZjM0Mzg7AAAAZXgyLmFwcHJveC5mdHouZjMyICVmMzE3MiwgJWYzMDQ1OwAAAAAAZXgyLmFwcHJveC5mdHouZjMyICVmMzE3"
        "NCwgJWYzMDQ3OwAAAABmbWEucm4uZjMyIAklZjMwNDksICVmMjEzNiwgJWYxLCAlZjM0Mzc7AGZtYS5ybi5mMzIgCSVmMzA1"
        "MSwgJWYyMTM3LCAlZjEsICVmMzQzNzsAAABleDIuYXBwcm94LmZ0ei5mMzIgJWYzMTc2LCAlZjMwNDk7AAAAAABleDIuYXBw"
        "cm94LmZ0ei5mMzIgJWYzMTc4LCAlZjMwNTE7AAAAAGZtYS5ybi5mMzIgCSVmMzA1MywgJWYyMTM4LCAlZjEsICVmMzQzODsA"
        "Zm1hLnJuLmYzMiAJJWYzMDU1LCAlZjIxMzksICVmMSwgJWYzNDM4OwAAAGV4Mi5hcHByb3guZnR6LmYzMiAlZjMxODAsICVm"
        "MzA1MzsAAAAAAGV4Mi5hcHByb3guZnR6LmYzMiAlZjMxODIsICVmMzA1NTsAAAAAZm1hLnJuLmYzMiAJJWYzMDU3LCAlZjIx"
        "NDAsICVmMSwgJWYzNDM3OwBmbWEucm4uZjMyIAklZjMwNTksICVmMjE0MSwgJWYxLCAlZjM0Mzc7AAAAZXgyLmFwcHJveC5m"
        "dHouZjMyICVmMzE4NCwgJWYzMDU3OwAAAAAAZXgyLmFwcHJveC5mdHouZjMyICVmMzE4NiwgJWYzMDU5OwAAAABmbWEucm4u"
        "ZjMyIAklZjMwNjEsICVmMjE0MiwgJWYxLCAlZjM0Mzg7AGZtYS5ybi5mMzIgCSVmMzA2MywgJWYyMTQzLCAlZjEsICVmMzQz"
        "ODsAAABleDIuYXBwcm94LmZ0ei5mMzIgJWYzMTg4LCAlZjMwNjE7AAAAAABleDIuYXBwcm94LmZ0ei5mMzIgJWYzMTkwLCAl"
        "ZjMwNjM7AAAAAGZtYS5ybi5mMzIgCSVmMzA2NSwgJWYyMTQ0LCAlZjEsICVmMzQzNzsAZm1hLnJuLmYzMiAJJWYzMDY3LCAl"
        "ZjIxNDUsICVmMSwgJWYzNDM3OwAAAGV4Mi5hcHByb3guZnR6LmYzMiAlZjMxOTIsICVmMzA2NTsAAAAAAGV4Mi5hcHByb3gu"
        "ZnR6LmYzMiAlZjMxOTQsICVmMzA2NzsAAAAAZm1hLnJuLmYzMiAJJWYzMDY5LCAlZjIxNDYsICVmMSwgJWYzNDM4OwBmbWEu"
        "cm4uZjMyIAklZjMwNzEsICVmMjE0NywgJWYxLCAlZjM0Mzg7AAAAZXgyLmFwcHJveC5mdHouZjMyICVmMzE5NiwgJWYzMDY5"
        "OwAAAAAAZXgyLmFwcHJveC5mdHouZjMyICVmMzE5OCwgJWYzMDcxOwAAAABmbWEucm4uZjMyIAklZjMwNzMsICVmMjE0OCwg"
        "JWYxLCAlZjM0Mzc7AGZtYS5ybi5mMzIgCSVmMzA3NSwgJWYyMTQ5LCAlZjEsICVmMzQzNzsAAABleDIuYXBwcm94LmZ0ei5m"
        "MzIgJWYzMjAwLCAlZjMwNzM7AAAAAABleDIuYXBwcm94LmZ0ei5mMzIgJWYzMjAyLCAlZjMwNzU7AAAAAGZtYS5ybi5mMzIg"
        "CSVmMzA3NywgJWYyMTUwLCAlZjEsICVmMzQzODsAZm1hLnJuLmYzMiAJJWYzMDc5LCAlZjIxNTEsICVmMSwgJWYzNDM4OwAA"
        "AGV4Mi5hcHByb3guZnR6LmYzMiAlZjMyMDQsICVmMzA3NzsAAAAAAGV4Mi5hcHByb3guZnR6LmYzMiAlZjMyMDYsICVmMzA3"
        "OTsAAAAAZm1hLnJuLmYzMiAJJWYzMDgxLCAlZjIxNTIsICVmMSwgJWYzNDM3OwBmbWEucm4uZjMyIAklZjMwODMsICVmMjE1"
        "MywgJWYxLCAlZjM0Mzc7AAAAZXgyLmFwcHJveC5mdHouZjMyICVmMzIwOCwgJWYzMDgxOwAAAAAAZXgyLmFwcHJveC5mdHou"
        "ZjMyICVmMzIxMCwgJWYzMDgzOwAAAABmbWEucm4uZjMyIAklZjMwODUsICVmMjE1NCwgJWYxLCAlZjM0Mzg7AGZtYS5ybi5m"
        "MzIgCSVmMzA4NywgJWYyMTU1LCAlZjEsICVmMzQzODsAAABleDIuYXBwcm94LmZ0ei5mMzIgJWYzMjEyLCAlZjMwODU7AAAA"
        "AABleDIuYXBwcm94LmZ0ei5mMzIgJWYzMjE0LCAlZjMwODc7AAAAAGZtYS5ybi5mMzIgCSVmMzA4OSwgJWYyMTU2LCAlZjEs"
        "ICVmMzQzNzsAZm1hLnJuLmYzMiAJJWYzMDkxLCAlZjIxNTcsICVmMSwgJWYzNDM3OwAAAGV4Mi5hcHByb3guZnR6LmYzMiAl"
        "ZjMyMTYsICVmMzA4OTsAAAAAAGV4Mi5hcHByb3guZnR6LmYzMiAlZjMyMTgsICVmMzA5MTsAAAAAZm1hLnJuLmYzMiAJJWYz"
        "MDkzLCAlZjIxNTgsICVmMSwgJWYzNDM4OwBmbWEucm4uZjMyIAklZjMwOTUsICVmMjE1OSwgJWYxLCAlZjM0Mzg7AAAAZXgy"
        "LmFwcHJveC5mdHouZjMyICVmMzIyMCwgJWYzMDkzOwAAAAAAZXgyLmFwcHJveC5mdHouZjMyICVmMzIyMiwgJWYzMDk1OwAA"
        "AABmbWEucm4uZjMyIAklZjMwOTcsICVmMjE2MCwgJWYxLCAlZjM0Mzc7AGZtYS5ybi5mMzIgCSVmMzA5OSwgJWYyMTYxLCAl"
        "ZjEsICVmMzQzNzsAAABleDIuYXBwcm94LmZ0ei5mMzIgJWYzMjI0LCAlZjMwOTc7AAAAAABleDIuYXBwcm94LmZ0ei5mMzIg"
        "JWYzMjI2LCAlZjMwOTk7AAAAAGZtYS5ybi5mMzIgCSVmMzEwMSwgJWYyMTYyLCAlZjEsICVmMzQzODsAZm1hLnJuLmYzMiAJ"
        "JWYzMTAzLCAlZjIxNjMsICVmMSwgJWYzNDM4OwAAAGV4Mi5hcHByb3guZnR6LmYzMiAlZjMyMjgsICVmMzEwMTsAAAAAAGV4"
        "Mi5hcHByb3guZnR6LmYzMiAlZjMyMzAsICVmMzEwMzsAAAAAZm1hLnJuLmYzMiAJJWYzMTA1LCAlZjIxNjQsICVmMSwgJWYz"
        "NDM3OwBmbWEucm4uZjMyIAklZjMxMDcsICVmMjE2NSwgJWYxLCAlZjM0Mzc7AAAAZXgyLmFwcHJveC5mdHouZjMyICVmMzIz"
        "MiwgJWYzMTA1OwAAAAAAZXgyLmFwcHJveC5mdHouZjMyICVmMzIzNCwgJWYzMTA3OwAAAABmbWEucm4uZjMyIAklZjMxMDks"
        "ICVmMjE2NiwgJWYxLCAlZjM0Mzg7AGZtYS5ybi5mMzIgCSVmMzExMSwgJWYyMTY3LCAlZjEsICVmMzQzODsAAABleDIuYXBw"
        "cm94LmZ0ei5mMzIgJWYzMjM2LCAlZjMxMDk7AAAAAABleDIuYXBwcm94LmZ0ei5mMzIgJWYzMjM4LCAlZjMxMTE7AAAAAGZt"
        "YS5ybi5mMzIgCSVmMzExMywgJWYyMTY4LCAlZjEsICVmMzQzNzsAZm1hLnJuLmYzMiAJJWYzMTE1LCAlZjIxNjksICVmMSwg"
        "JWYzNDM3OwAAAGV4Mi5hcHByb3guZnR6LmYzMiAlZjMyNDAsICVmMzExMzsAAAAAAGV4Mi5hcHByb3guZnR6LmYzMiAlZjMy"
        "NDIsICVmMzExNTsAAAAAZm1hLnJuLmYzMiAJJWYzMTE3LCAlZjIxNzAsICVmMSwgJWYzNDM4OwBmbWEucm4uZjMyIAklZjMx"
        "MTksICVmMjE3MSwgJWYxLCAlZjM0Mzg7AAAAZXgyLmFwcHJveC5mdHouZjMyICVmMzI0NCwgJWYzMTE3OwAAAAAAZXgyLmFw"
        "cHJveC5mdHouZjMyICVmMzI0NiwgJWYzMTE5OwAAAABmbWEucm4uZjMyIAklZjMxMjEsICVmMjE3MiwgJWYxLCAlZjM0Mzc7"
        "AGZtYS5ybi5mMzIgCSVmMzEyMywgJWYyMTczLCAlZjEsICVmMzQzNzsAAABleDIuYXBwcm94LmZ0ei5mMzIgJWYzMjQ4LCAl"
        "ZjMxMjE7AAAAAABleDIuYXBwcm94LmZ0ei5mMzIgJWYzMjUwLCAlZjMxMjM7AAAAAGZtYS5ybi5mMzIgCSVmMzEyNSwgJWYy"
        "MTc0LCAlZjEsICVmMzQzODsAZm1hLnJuLmYzMiAJJWYzMTI3LCAlZjIxNzUsICVmMSwgJWYzNDM4OwAAAGV4Mi5hcHByb3gu"
        "ZnR6LmYzMiAlZjMyNTIsICVmMzEyNTsAAAAAAGV4Mi5hcHByb3guZnR6LmYzMiAlZjMyNTQsICVmMzEyNzsAAAAAZm1hLnJu"
        "LmYzMiAJJWYzMTI5LCAlZjIxNzYsICVmMSwgJWYzNDM3OwBmbWEucm4uZjMyIAklZjMxMzEsICVmMjE3NywgJWYxLCAlZjM0"
        "Mzc7AAAAZXgyLmFwcHJveC5mdHouZjMyICVmMzI1NiwgJWYzMTI5OwAAAAAAZXgyLmFwcHJveC5mdHouZjMyICVmMzI1OCwg"
        "JWYzMTMxOwAAAABmbWEucm4uZjMyIAklZjMxMzMsICVmMjE3OCwgJWYxLCAlZjM0Mzg7AGZtYS5ybi5mMzIgCSVmMzEzNSwg"
        "JWYyMTc5LCAlZjEsICVmMzQzODsAAABleDIuYXBwcm94LmZ0ei5mMzIgJWYzMjYwLCAlZjMxMzM7AAAAAABleDIuYXBwcm94"
        "LmZ0ei5mMzIgJWYzMjYyLCAlZjMxMzU7AAAAAGZtYS5ybi5mMzIgCSVmMzEzNywgJWYyMTgwLCAlZjEsICVmMzQzNzsAZm1h"
        "LnJuLmYzMiAJJWYzMTM5LCAlZjIxODEsICVmMSwgJWYzNDM3OwAAAGV4Mi5hcHByb3guZnR6LmYzMiAlZjMyNjQsICVmMzEz"
        "NzsAAAAAAGV4Mi5hcHByb3guZnR6LmYzMiAlZjMyNjYsICVmMzEzOTsAAAAAZm1hLnJuLmYzMiAJJWYzMTQxLCAlZjIxODIs"
        "ICVmMSwgJWYzNDM4OwBmbWEucm4uZjMyIAklZjMxNDMsICVmMjE4MywgJWYxLCAlZjM0Mzg7AAAAZXgyLmFwcHJveC5mdHou"
        "ZjMyICVmMzI2OCwgJWYzMTQxOwAAAAAAZXgyLmFwcHJveC5mdHouZjMyICVmMzI3MCwgJWYzMTQzOwAAAABmbWEucm4uZjMy"
        "IAklZjMxNDUsICVmMjE4NCwgJWYxLCAlZjM0Mzc7AGZtYS5ybi5mMzIgCSVmMzE0NywgJWYyMTg1LCAlZjEsICVmMzQzNzsA"
        "AABleDIuYXBwcm94LmZ0ei5mMzIgJWYzMjcyLCAlZjMxNDU7AAAAAABleDIuYXBwcm94LmZ0ei5mMzIgJWYzMjc0LCAlZjMx"
        "NDc7AAAAAGZtYS5ybi5mMzIgCSVmMzE0OSwgJWYyMTg2LCAlZjEsICVmMzQzODsAZm1hLnJuLmYzMiAJJWYzMTUxLCAlZjIx"
        "ODcsICVmMSwgJWYzNDM4OwAAAGV4Mi5hcHByb3guZnR6LmYzMiAlZjMyNzYsICVmMzE0OTsAAAAAAGV4Mi5hcHByb3guZnR6"
        "LmYzMiAlZjMyNzgsICVmMzE1MTsAAAAAbXVsLmYzMiAJJWYzMjg4LCAlZjMyODAsICVmMzczNDsAbXVsLmYzMiAJJWYzMjkw"
        "LCAlZjMyODIsICVmMzczMzsAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"
        "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"
        "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAHdnbW1hLndhaXRfZ3JvdXAuc3luYy5hbGlnbmVkIDA7AAAAAAAAAAAAAAAAAAAA"
        "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"
        "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAGJhci53YXJwLnN5bmMgCS0xOwAA"
        "QCVwMjAgYnJhIAkkTF9fQkIwXzI4OwAAAGFkZC5zMzIgCSVyODA2LCAlcjY2MywgMTQ3NTA0OwAAAABtYmFycmllci5hcnJp"
        "dmUuc2hhcmVkOjpjdGEuYjY0IF8sIFslcjgwNl07AAAAACRMX19CQjBfMjg6AAAAbXVsLmYzMiAJJWYzNzMwLCAlZjMyODAs"
        "ICVmMzczMDsAbXVsLmYzMiAJJWYzNzI5LCAlZjMyODAsICVmMzcyOTsAbXVsLmYzMiAJJWYzNzI4LCAlZjMyODIsICVmMzcy"
        "ODsAbXVsLmYzMiAJJWYzNzI3LCAlZjMyODIsICVmMzcyNzsAbXVsLmYzMiAJJWYzNzI2LCAlZjMyODAsICVmMzcyNjsAbXVs"
        "LmYzMiAJJWYzNzI1LCAlZjMyODAsICVmMzcyNTsAbXVsLmYzMiAJJWYzNzI0LCAlZjMyODIsICVmMzcyNDsAbXVsLmYzMiAJ"
        "JWYzNzIzLCAlZjMyODIsICVmMzcyMzsAbXVsLmYzMiAJJWYzNzIyLCAlZjMyODAsICVmMzcyMjsAbXVsLmYzMiAJJWYzNzIx"
        "LCAlZjMyODAsICVmMzcyMTsAbXVsLmYzMiAJJWYzNzIwLCAlZjMyODIsICVmMzcyMDsAbXVsLmYzMiAJJWYzNzE5LCAlZjMy"
        "ODIsICVmMzcxOTsAbXVsLmYzMiAJJWYzNzE4LCAlZjMyODAsICVmMzcxODsAbXVsLmYzMiAJJWYzNzE3LCAlZjMyODAsICVm"
        "MzcxNzsAbXVsLmYzMiAJJWYzNzE2LCAlZjMyODIsICVmMzcxNjsAbXVsLmYzMiAJJWYzNzE1LCAlZjMyODIsICVmMzcxNTsA"
        "bXVsLmYzMiAJJWYzNzE0LCAlZjMyODAsICVmMzcxNDsAbXVsLmYzMiAJJWYzNzEzLCAlZjMyODAsICVmMzcxMzsAbXVsLmYz"
        "MiAJJWYzNzEyLCAlZjMyODIsICVmMzcxMjsAbXVsLmYzMiAJJWYzNzExLCAlZjMyODIsICVmMzcxMTsAbXVsLmYzMiAJJWYz"
        "NzEwLCAlZjMyODAsICVmMzcxMDsAbXVsLmYzMiAJJWYzNzA5LCAlZjMyODAsICVmMzcwOTsAbXVsLmYzMiAJJWYzNzA4LCAl"
        "ZjMyODIsICVmMzcwODsAbXVsLmYzMiAJJWYzNzA3LCAlZjMyODIsICVmMzcwNzsAbXVsLmYzMiAJJWYzNzA2LCAlZjMyODAs"
        "ICVmMzcwNjsAbXVsLmYzMiAJJWYzNzA1LCAlZjMyODAsICVmMzcwNTsAbXVsLmYzMiAJJWYzNzA0LCAlZjMyODIsICVmMzcw"
        "NDsAbXVsLmYzMiAJJWYzNzAzLCAlZjMyODIsICVmMzcwMzsAbXVsLmYzMiAJJWYzNzAyLCAlZjMyODAsICVmMzcwMjsAbXVs"
        "LmYzMiAJJWYzNzAxLCAlZjMyODAsICVmMzcwMTsAbXVsLmYzMiAJJWYzNzAwLCAlZjMyODIsICVmMzcwMDsAbXVsLmYzMiAJ"
        "JWYzNjk5LCAlZjMyODIsICVmMzY5OTsAAAAAAABjdnQucm4uZjE2eDIuZjMyICVyMTQzMywgJWYzMTU0LCAlZjMxNTI7AAAA"
        "AGN2dC5ybi5mMTZ4Mi5mMzIgJXIxNDMyLCAlZjMxNTgsICVmMzE1NjsAAAAAY3Z0LnJuLmYxNngyLmYzMiAlcjE0MzEsICVm"
        "MzE2MiwgJWYzMTYwOwAAAABjdnQucm4uZjE2eDIuZjMyICVyMTQzMCwgJWYzMTY2LCAlZjMxNjQ7AAAAAGN2dC5ybi5mMTZ4"
        "Mi5mMzIgJXIxNDI5LCAlZjMxNzAsICVmMzE2ODsAAAAAY3Z0LnJuLmYxNngyLmYzMiAlcjE0MjgsICVmMzE3NCwgJWYzMTcy"
        "OwAAAABjdnQucm4uZjE2eDIuZjMyICVyMTQyNywgJWYzMTc4LCAlZjMxNzY7AAAAAGN2dC5ybi5mMTZ4Mi5mMzIgJXIxNDI2"
        "LCAlZjMxODIsICVmMzE4MDsAAAAAY3Z0LnJuLmYxNngyLmYzMiAlcjE0MjUsICVmMzE4NiwgJWYzMTg0OwAAAABjdnQucm4u"
        "ZjE2eDIuZjMyICVyMTQyNCwgJWYzMTkwLCAlZjMxODg7AAAAAGN2dC5ybi5mMTZ4Mi5mMzIgJXIxNDIzLCAlZjMxOTQsICVm"
        "MzE5MjsAAAAAY3Z0LnJuLmYxNngyLmYzMiAlcjE0MjIsICVmMzE5OCwgJWYzMTk2OwAAAABjdnQucm4uZjE2eDIuZjMyICVy"
        "MTQyMSwgJWYzMjAyLCAlZjMyMDA7AAAAAGN2dC5ybi5mMTZ4Mi5mMzIgJXIxNDIwLCAlZjMyMDYsICVmMzIwNDsAAAAAY3Z0"
        "LnJuLmYxNngyLmYzMiAlcjE0MTksICVmMzIxMCwgJWYzMjA4OwAAAABjdnQucm4uZjE2eDIuZjMyICVyMTQxOCwgJWYzMjE0"
        "LCAlZjMyMTI7AAAAAGN2dC5ybi5mMTZ4Mi5mMzIgJXIxNDE3LCAlZjMyMTgsICVmMzIxNjsAAAAAY3Z0LnJuLmYxNngyLmYz"
        "MiAlcjE0MTYsICVmMzIyMiwgJWYzMjIwOwAAAABjdnQucm4uZjE2eDIuZjMyICVyMTQxNSwgJWYzMjI2LCAlZjMyMjQ7AAAA"
        "AGN2dC5ybi5mMTZ4Mi5mMzIgJXIxNDE0LCAlZjMyMzAsICVmMzIyODsAAAAAY3Z0LnJuLmYxNngyLmYzMiAlcjE0MTMsICVm"
        "MzIzNCwgJWYzMjMyOwAAAABjdnQucm4uZjE2eDIuZjMyICVyMTQxMiwgJWYzMjM4LCAlZjMyMzY7AAAAAGN2dC5ybi5mMTZ4"
        "Mi5mMzIgJXIxNDExLCAlZjMyNDIsICVmMzI0MDsAAAAAY3Z0LnJuLmYxNngyLmYzMiAlcjE0MTAsICVmMzI0NiwgJWYzMjQ0"
        "OwAAAABjdnQucm4uZjE2eDIuZjMyICVyMTQwOSwgJWYzMjUwLCAlZjMyNDg7AAAAAGN2dC5ybi5mMTZ4Mi5mMzIgJXIxNDA4"
        "LCAlZjMyNTQsICVmMzI1MjsAAAAAY3Z0LnJuLmYxNngyLmYzMiAlcjE0MDcsICVmMzI1OCwgJWYzMjU2OwAAAABjdnQucm4u"
        "ZjE2eDIuZjMyICVyMTQwNiwgJWYzMjYyLCAlZjMyNjA7AAAAAGN2dC5ybi5mMTZ4Mi5mMzIgJXIxNDA1LCAlZjMyNjYsICVm"
        "MzI2NDsAAAAAY3Z0LnJuLmYxNngyLmYzMiAlcjE0MDQsICVmMzI3MCwgJWYzMjY4OwAAAABjdnQucm4uZjE2eDIuZjMyICVy"
        "MTQwMywgJWYzMjc0LCAlZjMyNzI7AAAAAGN2dC5ybi5mMTZ4Mi5mMzIgJXIxNDAyLCAlZjMyNzgsICVmMzI3NjsAAAAAAAAA"
        "YWRkLnJuLmYxNngyICVyODQzLCAlcjE0MzMsICVyMTQxNzsAAAAAYWRkLnJuLmYxNngyICVyODQ2LCAlcjE0MzEsICVyMTQx"
        "NTsAAAAAYWRkLnJuLmYxNngyICVyODQ5LCAlcjE0MjksICVyMTQxMzsAAAAAYWRkLnJuLmYxNngyICVyODUyLCAlcjE0Mjcs"
        "ICVyMTQxMTsAAAAAYWRkLnJuLmYxNngyICVyODU1LCAlcjE0MjUsICVyMTQwOTsAAAAAYWRkLnJuLmYxNngyICVyODU4LCAl"
        "cjE0MjMsICVyMTQwNzsAAAAAYWRkLnJuLmYxNngyICVyODYxLCAlcjE0MjEsICVyMTQwNTsAAAAAYWRkLnJuLmYxNngyICVy"
        "ODY0LCAlcjE0MTksICVyMTQwMzsAAAAAAABhZGQucm4uZjE2eDIgJXI4NjcsICVyODQzLCAlcjg1NTsAAAAAYWRkLnJuLmYx"
        "NngyICVyODcwLCAlcjg0NiwgJXI4NTg7AAAAAGFkZC5ybi5mMTZ4MiAlcjg3MywgJXI4NDksICVyODYxOwAAAABhZGQucm4u"
        "ZjE2eDIgJXI4NzYsICVyODUyLCAlcjg2NDsAAAAAAABhZGQucm4uZjE2eDIgJXI4NzksICVyODY3LCAlcjg3MzsAAAAAYWRk"
        "LnJuLmYxNngyICVyODgyLCAlcjg3MCwgJXI4NzY7AAAAAAAAYWRkLnJuLmYxNngyICVyODg1LCAlcjg3OSwgJXI4ODI7AAAA"
        "AAAAewAucmVnIC5iMTYgbG8sIGhpOwBtb3YuYjMyIHtsbywgaGl9LCAlcjg4NTsAY3Z0LmYzMi5mMTYgJWYzNTAzLCBsbzsA"
        "fQAAAAAAAHsALnJlZyAuYjE2IGxvLCBoaTsAbW92LmIzMiB7bG8sIGhpfSwgJXI4ODU7AGN2dC5mMzIuZjE2ICVmMzUwNCwg"
        "aGk7AH0AAAAAYWRkLmYzMiAJJWYzNTA3LCAlZjM1MDMsICVmMzUwNDsAYWRkLmYzMiAJJWYzNzM0LCAlZjMyODgsICVmMzUw"
        "NzsAAABhZGQucm4uZjE2eDIgJXI4OTAsICVyMTQzMiwgJXIxNDE2OwAAAABhZGQucm4uZjE2eDIgJXI4OTMsICVyMTQzMCwg"
        "JXIxNDE0OwAAAABhZGQucm4uZjE2eDIgJXI4OTYsICVyMTQyOCwgJXIxNDEyOwAAAABhZGQucm4uZjE2eDIgJXI4OTksICVy"
        "MTQyNiwgJXIxNDEwOwAAAABhZGQucm4uZjE2eDIgJXI5MDIsICVyMTQyNCwgJXIxNDA4OwAAAABhZGQucm4uZjE2eDIgJXI5"
        "MDUsICVyMTQyMiwgJXIxNDA2OwAAAABhZGQucm4uZjE2eDIgJXI5MDgsICVyMTQyMCwgJXIxNDA0OwAAAABhZGQucm4uZjE2"
        "eDIgJXI5MTEsICVyMTQxOCwgJXIxNDAyOwAAAAAAYWRkLnJuLmYxNngyICVyOTE0LCAlcjg5MCwgJXI5MDI7AAAAAGFkZC5y"
        "bi5mMTZ4MiAlcjkxNywgJXI4OTMsICVyOTA1OwAAAABhZGQucm4uZjE2eDIgJXI5MjAsICVyODk2LCAlcjkwODsAAAAAYWRk"
        "LnJuLmYxNngyICVyOTIzLCAlcjg5OSwgJXI5MTE7AAAAAABhZGQucm4uZjE2eDIgJXI5MjYsICVyOTE0LCAlcjkyMDsAAAAA"
        "YWRkLnJuLmYxNngyICVyOTI5LCAlcjkxNywgJXI5MjM7AAAAAABhZGQucm4uZjE2eDIgJXI5MzIsICVyOTI2LCAlcjkyOTsA"
        "AAAAAHsALnJlZyAuYjE2IGxvLCBoaTsAbW92LmIzMiB7bG8sIGhpfSwgJXI5MzI7AGN2dC5mMzIuZjE2ICVmMzUwNSwgbG87"
        "AH0AAAAAAHsALnJlZyAuYjE2IGxvLCBoaTsAbW92LmIzMiB7bG8sIGhpfSwgJXI5MzI7AGN2dC5mMzIuZjE2ICVmMzUwNiwg"
        "aGk7AH0AAAAAYWRkLmYzMiAJJWYzNTA4LCAlZjM1MDUsICVmMzUwNjsAYWRkLmYzMiAJJWYzNzMzLCAlZjMyOTAsICVmMzUw"
        "ODsAbW92LmYzMiAJJWYzNzMxLCAlZjMyODY7AG1vdi5mMzIgCSVmMzczMiwgJWYzMjg0OwBicmEudW5pIAkkTF9fQkIwXzI5"
        "OwAAJExfX0JCMF8xODoAAABhZGQuczMyIAklcjUxOSwgJXIxNDAxLCAlcjEzNjY7AAAAbXVsLmhpLnMzMiAJJXI1MjAsICVy"
        "NTE5LCAxNDMxNjU1NzY2OwBzaHIudTMyIAklcjUyMSwgJXI1MjAsIDMxOwBhZGQuczMyIAklcjUyMiwgJXI1MjAsICVyNTIx"
        "OwBtdWwubG8uczMyIAklcjUyMywgJXI1MjIsIDM7AHN1Yi5zMzIgCSVyODcsICVyNTE5LCAlcjUyMzsAbXVsLmxvLnMzMiAJ"
        "JXI4OCwgJXI4NywgMjQ7AABhZGQuczMyIAklcjUyNywgJXI4OCwgJXIzMzg7AGFkZC5zMzIgCSVyODksICVyNTI3LCAxNDc0"
        "OTY7AGFuZC5iMzIgIAklcjkwLCAlcjUyMiwgMTsAACRMX19CQjBfMTk6AAAAAHsALnJlZyAucHJlZCBwOwBtYmFycmllci50"
        "cnlfd2FpdC5wYXJpdHkuc2hhcmVkOjpjdGEuYjY0IHAsIFslcjg5XSwgJXI5MDsAc2VscC51MzIgJXI1MjgsIDEsIDAsIHA7"
        "AH0AAAAAc2V0cC5lcS5zMzIgCSVwMTYsICVyNTI4LCAwOwBAJXAxNiBicmEgCSRMX19CQjBfMTk7AAAAY3Z0LnUzMi51NjQg"
        "CSVyMTM2NSwgJXJkMjc7AGFkZC5zMzIgCSVyMTM2NCwgJXIxMzY1LCAxMDIzOwAAYW5kLmIzMiAgCSVyNjI4LCAlcjEsIDMx"
        "OwBzZXRwLm5lLnMzMiAJJXAxNywgJXI2MjgsIDA7AAAAAHdnbW1hLmZlbmNlLnN5bmMuYWxpZ25lZDsAAAAAAABzaGwuYjMy"
        "IAklcjYyOSwgJXI4NywgMTU7AABhbmQuYjMyICAJJXI2MzIsICVyMTM2NCwgMjYxMTIwOwBhZGQuczMyIAklcjYzMywgJXI2"
        "MjksICVyNjMyOwBhZGQuczMyIAklcjYzNCwgJXI2MzMsIDY1NTM2OwAAAGFuZC5iMzIgIAklcjYzNSwgJXI2MzQsIDI2MTEy"
        "MDsAc2hyLnUzMiAJJXI2MzYsICVyNjM1LCA0OwAAY3Z0LnU2NC51MzIgCSVyZDUzLCAlcjYzNjsAAG9yLmI2NCAgCSVyZDQ0"
        "LCAlcmQ1MywgNDYxMTY4NjI5MzMwNTM2MDM4NDsAAAAAd2dtbWEubW1hX2FzeW5jLnN5bmMuYWxpZ25lZC5tNjRuNjRrMTYu"
        "ZjMyLmYxNi5mMTYgeyVmMzczMCwgJWYzNzI5LCAlZjM3MjgsICVmMzcyNywgJWYzNzI2LCAlZjM3MjUsICVmMzcyNCwgJWYz"
        "NzIzLCAlZjM3MjIsICVmMzcyMSwgJWYzNzIwLCAlZjM3MTksICVmMzcxOCwgJWYzNzE3LCAlZjM3MTYsICVmMzcxNSwgJWYz"
        "NzE0LCAlZjM3MTMsICVmMzcxMiwgJWYzNzExLCAlZjM3MTAsICVmMzcwOSwgJWYzNzA4LCAlZjM3MDcsICVmMzcwNiwgJWYz"
        "NzA1LCAlZjM3MDQsICVmMzcwMywgJWYzNzAyLCAlZjM3MDEsICVmMzcwMCwgJWYzNjk5fSwgeyVyMTQzMywgJXIxNDMyLCAl"
        "cjE0MzEsICVyMTQzMH0sICVyZDQ0LCAxLCAxLCAxLCAxOwAAAABhZGQuczY0IAklcmQ0NSwgJXJkNDQsIDEyODsAAAB3Z21t"
        "YS5tbWFfYXN5bmMuc3luYy5hbGlnbmVkLm02NG42NGsxNi5mMzIuZjE2LmYxNiB7JWYzNzMwLCAlZjM3MjksICVmMzcyOCwg"
        "JWYzNzI3LCAlZjM3MjYsICVmMzcyNSwgJWYzNzI0LCAlZjM3MjMsICVmMzcyMiwgJWYzNzIxLCAlZjM3MjAsICVmMzcxOSwg"
        "JWYzNzE4LCAlZjM3MTcsICVmMzcxNiwgJWYzNzE1LCAlZjM3MTQsICVmMzcxMywgJWYzNzEyLCAlZjM3MTEsICVmMzcxMCwg"
        "JWYzNzA5LCAlZjM3MDgsICVmMzcwNywgJWYzNzA2LCAlZjM3MDUsICVmMzcwNCwgJWYzNzAzLCAlZjM3MDIsICVmMzcwMSwg"
        "JWYzNzAwLCAlZjM2OTl9LCB7JXIxNDI5LCAlcjE0MjgsICVyMTQyNywgJXIxNDI2fSwgJXJkNDUsIDEsIDEsIDEsIDE7AAAA"
        "AGFkZC5zNjQgCSVyZDQ2LCAlcmQ0NCwgMjU2OwAAAHdnbW1hLm1tYV9hc3luYy5zeW5jLmFsaWduZWQubTY0bjY0azE2LmYz"
        "Mi5mMTYuZjE2IHslZjM3MzAsICVmMzcyOSwgJWYzNzI4LCAlZjM3MjcsICVmMzcyNiwgJWYzNzI1LCAlZjM3MjQsICVmMzcy"
        "MywgJWYzNzIyLCAlZjM3MjEsICVmMzcyMCwgJWYzNzE5LCAlZjM3MTgsICVmMzcxNywgJWYzNzE2LCAlZjM3MTUsICVmMzcx"
        "NCwgJWYzNzEzLCAlZjM3MTIsICVmMzcxMSwgJWYzNzEwLCAlZjM3MDksICVmMzcwOCwgJWYzNzA3LCAlZjM3MDYsICVmMzcw"
        "NSwgJWYzNzA0LCAlZjM3MDMsICVmMzcwMiwgJWYzNzAxLCAlZjM3MDAsICVmMzY5OX0sIHslcjE0MjUsICVyMTQyNCwgJXIx"
        "NDIzLCAlcjE0MjJ9LCAlcmQ0NiwgMSwgMSwgMSwgMTsAAAAAYWRkLnM2NCAJJXJkNDcsICVyZDQ0LCAzODQ7AAAAd2dtbWEu"
        "bW1hX2FzeW5jLnN5bmMuYWxpZ25lZC5tNjRuNjRrMTYuZjMyLmYxNi5mMTYgeyVmMzczMCwgJWYzNzI5LCAlZjM3MjgsICVm"
        "MzcyNywgJWYzNzI2LCAlZjM3MjUsICVmMzcyNCwgJWYzNzIzLCAlZjM3MjIsICVmMzcyMSwgJWYzNzIwLCAlZjM3MTksICVm"
        "MzcxOCwgJWYzNzE3LCAlZjM3MTYsICVmMzcxNSwgJWYzNzE0LCAlZjM3MTMsICVmMzcxMiwgJWYzNzExLCAlZjM3MTAsICVm"
        "MzcwOSwgJWYzNzA4LCAlZjM3MDcsICVmMzcwNiwgJWYzNzA1LCAlZjM3MDQsICVmMzcwMywgJWYzNzAyLCAlZjM3MDEsICVm"
        "MzcwMCwgJWYzNjk5fSwgeyVyMTQyMSwgJXIxNDIwLCAlcjE0MTksICVyMTQxOH0sICVyZDQ3LCAxLCAxLCAxLCAxOwAAAABh"
        "ZGQuczY0IAklcmQ0OCwgJXJkNDQsIDUxMjsAAAB3Z21tYS5tbWFfYXN5bmMuc3luYy5hbGlnbmVkLm02NG42NGsxNi5mMzIu"
        "ZjE2LmYxNiB7JWYzNzMwLCAlZjM3MjksICVmMzcyOCwgJWYzNzI3LCAlZjM3MjYsICVmMzcyNSwgJWYzNzI0LCAlZjM3MjMs"
        "ICVmMzcyMiwgJWYzNzIxLCAlZjM3MjAsICVmMzcxOSwgJWYzNzE4LCAlZjM3MTcsICVmMzcxNiwgJWYzNzE1LCAlZjM3MTQs"
        "ICVmMzcxMywgJWYzNzEyLCAlZjM3MTEsICVmMzcxMCwgJWYzNzA5LCAlZjM3MDgsICVmMzcwNywgJWYzNzA2LCAlZjM3MDUs"
        "ICVmMzcwNCwgJWYzNzAzLCAlZjM3MDIsICVmMzcwMSwgJWYzNzAwLCAlZjM2OTl9LCB7JXIxNDE3LCAlcjE0MTYsICVyMTQx"
        "NSwgJXIxNDE0fSwgJXJkNDgsIDEsIDEsIDEsIDE7AAAAAGFkZC5zNjQgCSVyZDQ5LCAlcmQ0NCwgNjQwOwAAAHdnbW1hLm1t"
        "YV9hc3luYy5zeW5jLmFsaWduZWQubTY0bjY0azE2LmYzMi5mMTYuZjE2IHslZjM3MzAsICVmMzcyOSwgJWYzNzI4LCAlZjM3"
        "MjcsICVmMzcyNiwgJWYzNzI1LCAlZjM3MjQsICVmMzcyMywgJWYzNzIyLCAlZjM3MjEsICVmMzcyMCwgJWYzNzE5LCAlZjM3"
        "MTgsICVmMzcxNywgJWYzNzE2LCAlZjM3MTUsICVmMzcxNCwgJWYzNzEzLCAlZjM3MTIsICVmMzcxMSwgJWYzNzEwLCAlZjM3"
        "MDksICVmMzcwOCwgJWYzNzA3LCAlZjM3MDYsICVmMzcwNSwgJWYzNzA0LCAlZjM3MDMsICVmMzcwMiwgJWYzNzAxLCAlZjM3"
        "MDAsICVmMzY5OX0sIHslcjE0MTMsICVyMTQxMiwgJXIxNDExLCAlcjE0MTB9LCAlcmQ0OSwgMSwgMSwgMSwgMTsAAAAAYWRk"
        "LnM2NCAJJXJkNTAsICVyZDQ0LCA3Njg7AAAAd2dtbWEubW1hX2FzeW5jLnN5bmMuYWxpZ25lZC5tNjRuNjRrMTYuZjMyLmYx"
        "Ni5mMTYgeyVmMzczMCwgJWYzNzI5LCAlZjM3MjgsICVmMzcyNywgJWYzNzI2LCAlZjM3MjUsICVmMzcyNCwgJWYzNzIzLCAl"
        "ZjM3MjIsICVmMzcyMSwgJWYzNzIwLCAlZjM3MTksICVmMzcxOCwgJWYzNzE3LCAlZjM3MTYsICVmMzcxNSwgJWYzNzE0LCAl"
        "ZjM3MTMsICVmMzcxMiwgJWYzNzExLCAlZjM3MTAsICVmMzcwOSwgJWYzNzA4LCAlZjM3MDcsICVmMzcwNiwgJWYzNzA1LCAl"
        "ZjM3MDQsICVmMzcwMywgJWYzNzAyLCAlZjM3MDEsICVmMzcwMCwgJWYzNjk5fSwgeyVyMTQwOSwgJXIxNDA4LCAlcjE0MDcs"
        "ICVyMTQwNn0sICVyZDUwLCAxLCAxLCAxLCAxOwAAAABhZGQuczY0IAklcmQ1MSwgJXJkNDQsIDg5NjsAAAB3Z21tYS5tbWFf"
        "YXN5bmMuc3luYy5hbGlnbmVkLm02NG42NGsxNi5mMzIuZjE2LmYxNiB7JWYzNzMwLCAlZjM3MjksICVmMzcyOCwgJWYzNzI3"
        "LCAlZjM3MjYsICVmMzcyNSwgJWYzNzI0LCAlZjM3MjMsICVmMzcyMiwgJWYzNzIxLCAlZjM3MjAsICVmMzcxOSwgJWYzNzE4"
        "LCAlZjM3MTcsICVmMzcxNiwgJWYzNzE1LCAlZjM3MTQsICVmMzcxMywgJWYzNzEyLCAlZjM3MTEsICVmMzcxMCwgJWYzNzA5"
        "LCAlZjM3MDgsICVmMzcwNywgJWYzNzA2LCAlZjM3MDUsICVmMzcwNCwgJWYzNzAzLCAlZjM3MDIsICVmMzcwMSwgJWYzNzAw"
        "LCAlZjM2OTl9LCB7JXIxNDA1LCAlcjE0MDQsICVyMTQwMywgJXIxNDAyfSwgJXJkNTEsIDEsIDEsIDEsIDE7AAAAAAAAd2dt"
        "bWEuY29tbWl0X2dyb3VwLnN5bmMuYWxpZ25lZDsAAAAAAAB3Z21tYS53YWl0X2dyb3VwLnN5bmMuYWxpZ25lZCAwOwAAAAAA"
        "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"
        "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAABiYXIud2FycC5z"
        "eW5jIAktMTsAAEAlcDE3IGJyYSAJJExfX0JCMF8yOTsAAABhZGQuczMyIAklcjYzNywgJXI1MjcsIDE0NzUwNDsAAAAAbWJh"
        "cnJpZXIuYXJyaXZlLnNoYXJlZDo6Y3RhLmI2NCBfLCBbJXI2MzddOwAAAAAkTF9fQkIwXzI5OgAAYWRkLnMzMiAJJXIxNDAx"
        "LCAlcjE0MDEsIDE7AHNldHAubHQudTMyIAklcDc2LCAlcjE0MDEsICVyMTQ0MjsAAEAlcDc2IGJyYSAJJExfX0JCMF8xNzsA"
        "ACRMX19CQjBfMzA6AABhZGQuczMyIAklcjEzNDUsICVyMTM2NywgJXI0OwAAc2hsLmIzMiAJJXIxMzQ0LCAlcjEzNDUsIDQ7"
        "AABzdWIuczMyIAklcjEzNDMsICVyNSwgJXIxMzQ0OwAAc3ViLnMzMiAJJXIxMzQyLCAlcjMsICVyMTM0NDsAbWF4LnMzMiAJ"
        "JXIxMzQxLCAlcjEzNDIsIDA7AABtaW4uczMyIAklcjEzNDAsICVyMTM0MywgMTY7AHN1Yi5zMzIgCSVyOTM3LCAlcjEzNDAs"
        "ICVyMTM0MTsAAABtb3YuYjMyIAklcjkzOSwgJWYzNzM0OwBtb3YudTMyIAklcjk0MCwgMzE7AG1vdi51MzIgCSVyOTQxLCAx"
        "OwBtb3YudTMyIAklcjk0MiwgLTE7AHNoZmwuc3luYy5iZmx5LmIzMiAJJXI5NDN8JXAyNiwgJXI5MzksICVyOTQxLCAlcjk0"
        "MCwgJXI5NDI7AG1vdi5iMzIgCSVmMzUwOSwgJXI5NDM7AGFkZC5mMzIgCSVmMzUxMCwgJWYzNzM0LCAlZjM1MDk7AABtb3Yu"
        "YjMyIAklcjk0NCwgJWYzNTEwOwBtb3YudTMyIAklcjk0NSwgMjsAc2hmbC5zeW5jLmJmbHkuYjMyIAklcjk0NnwlcDI3LCAl"
        "cjk0NCwgJXI5NDUsICVyOTQwLCAlcjk0MjsAbW92LmIzMiAJJWYzNTExLCAlcjk0NjsAYWRkLmYzMiAJJWYzODc1LCAlZjM1"
        "MTAsICVmMzUxMTsAAABtb3YuYjMyIAklcjk0NywgJWYzNzMzOwBzaGZsLnN5bmMuYmZseS5iMzIgCSVyOTQ4fCVwMjgsICVy"
        "OTQ3LCAlcjk0MSwgJXI5NDAsICVyOTQyOwBtb3YuYjMyIAklZjM1MTIsICVyOTQ4OwBhZGQuZjMyIAklZjM1MTMsICVmMzcz"
        "MywgJWYzNTEyOwAAbW92LmIzMiAJJXI5NDksICVmMzUxMzsAc2hmbC5zeW5jLmJmbHkuYjMyIAklcjk1MHwlcDI5LCAlcjk0"
        "OSwgJXI5NDUsICVyOTQwLCAlcjk0MjsAbW92LmIzMiAJJWYzNTE0LCAlcjk1MDsAYWRkLmYzMiAJJWYzODc2LCAlZjM1MTMs"
        "ICVmMzUxNDsAAAAAAG1vdi5iMzIgJXI5MzcsICVyOTM3OwAAAG1vdi51MTYgCSVyczMsIDA7AABtb3YudTE2IAklcnM3LCAl"
        "cnMzOwBAJXA3IGJyYSAJJExfX0JCMF81MTsAAABhZGQuczMyIAklcjEzNTgsICVyMTM2NywgJXI0OwAAc2hsLmIzMiAJJXIx"
        "MzU3LCAlcjEzNTgsIDQ7AABzdWIuczMyIAklcjEzNTYsICVyMywgJXIxMzU3OwBzZXRwLmx0LnMzMiAJJXAzMSwgJXIxMzU2"
        "LCAxOwAAc2V0cC5lcS5zMzIgCSVwMzIsICVyOTM3LCAxNjsAbW92LnUxNiAJJXJzNywgMTsAAGFuZC5wcmVkICAJJXAzMywg"
        "JXAzMSwgJXAzMjsAQCVwMzMgYnJhIAkkTF9fQkIwXzUxOwAAAGFkZC5zMzIgCSVyMTM2MSwgJXIxMzY3LCAlcjQ7AABzaGwu"
        "YjMyIAklcjEzNjAsICVyMTM2MSwgNDsAAHN1Yi5zMzIgCSVyMTM1OSwgJXIzLCAlcjEzNjA7AHNldHAuZ3QuczMyIAklcDM0"
        "LCAlcjEzNTksIDA7AABtdWwubG8uczMyIAklcjk1MywgJXIxMzYxLCAzOwBjdnQuczY0LnMzMiAJJXJkODEsICVyOTUzOwAA"
        "YWRkLnMzMiAJJXI5NTQsICVyMiwgLTE7AABjdnQuczY0LnMzMiAJJXJkODIsICVyOTU0OwBhZGQuczY0IAklcmQ4MywgJXJk"
        "ODEsICVyZDgyOwBzaGwuYjY0IAklcmQ4NCwgJXJkODMsIDI7AG1vdi51NjQgCSVyZDg1LCBfWk40Nl9JTlRFUk5BTF8wMDAw"
        "MDAwMF8xNV9hdHRlbnRpb25fd3NfY3VfOTMzYmY4YzU0OF9HTE9CQUxfX05fXzAwMDAwMDAwXzE1X2F0dGVudGlvbl93c19j"
        "dV85MzNiZjhjNTEyZXZvX2Fycml2YWxzRTsAYWRkLnM2NCAJJXJkNCwgJXJkODUsICVyZDg0OwBjdnRhLmdsb2JhbC51NjQg"
        "CSVyZDg2LCAlcmQ4NTsAYWRkLnM2NCAJJXJkNSwgJXJkODYsICVyZDg0OwAAQCVwMzQgYnJhIAkkTF9fQkIwXzQ5OwBicmEu"
        "dW5pIAkkTF9fQkIwXzMzOwAAJExfX0JCMF80OToAAGN2dC5zNjQuczMyIAklcmQxNzYsICVyNjsAc2V0cC5uZS5zMzIgCSVw"
        "NTQsICVyNiwgMDsAAG1hZC5sby5zMzIgCSVyMTAwMSwgJXIzMDcsIDMsICVyMjsAbWFkLmxvLnMzMiAJJXIxMDAyLCAlcjEw"
        "MDEsIDExNTIsIC0xMTUyOwBjdnQuczY0LnMzMiAJJXJkMTc3LCAlcjEwMDI7AGFkZC5zNjQgCSVyZDE3OCwgJXJkMTc3LCAl"
        "cmQxNzY7AHNobC5iNjQgCSVyZDE3OSwgJXJkMTc4LCA0OwBtb3YudTY0IAklcmQxODAsIF9aTjQ2X0lOVEVSTkFMXzAwMDAw"
        "MDAwXzE1X2F0dGVudGlvbl93c19jdV85MzNiZjhjNTQ4X0dMT0JBTF9fTl9fMDAwMDAwMDBfMTVfYXR0ZW50aW9uX3dzX2N1"
        "XzkzM2JmOGM1MTJldm9fcGFydGlhbHNFOwBjdnRhLmdsb2JhbC51NjQgCSVyZDE4MSwgJXJkMTgwOwBhZGQuczY0IAklcmQx"
        "NjcsICVyZDE4MSwgJXJkMTc5OwAAAHN0Lmdsb2JhbC5jZy52NC5mMzIgWyVyZDE2N10sIHslZjM3MzAsJWYzNzI5LCVmMzcy"
        "OCwlZjM3Mjd9OwAAYWRkLnM2NCAJJXJkMTY4LCAlcmQxNjcsIDIwNDg7AABzdC5nbG9iYWwuY2cudjQuZjMyIFslcmQxNjhd"
        "LCB7JWYzNzI2LCVmMzcyNSwlZjM3MjQsJWYzNzIzfTsAAGFkZC5zNjQgCSVyZDE2OSwgJXJkMTY3LCA0MDk2OwAAc3QuZ2xv"
        "YmFsLmNnLnY0LmYzMiBbJXJkMTY5XSwgeyVmMzcyMiwlZjM3MjEsJWYzNzIwLCVmMzcxOX07AABhZGQuczY0IAklcmQxNzAs"
        "ICVyZDE2NywgNjE0NDsAAHN0Lmdsb2JhbC5jZy52NC5mMzIgWyVyZDE3MF0sIHslZjM3MTgsJWYzNzE3LCVmMzcxNiwlZjM3"
        "MTV9OwAAYWRkLnM2NCAJJXJkMTcxLCAlcmQxNjcsIDgxOTI7AABzdC5nbG9iYWwuY2cudjQuZjMyIFslcmQxNzFdLCB7JWYz"
        "NzE0LCVmMzcxMywlZjM3MTIsJWYzNzExfTsAAGFkZC5zNjQgCSVyZDE3MiwgJXJkMTY3LCAxMDI0MDsAAHN0Lmdsb2JhbC5j"
        "Zy52NC5mMzIgWyVyZDE3Ml0sIHslZjM3MTAsJWYzNzA5LCVmMzcwOCwlZjM3MDd9OwAAYWRkLnM2NCAJJXJkMTczLCAlcmQx"
        "NjcsIDEyMjg4OwAAc3QuZ2xvYmFsLmNnLnY0LmYzMiBbJXJkMTczXSwgeyVmMzcwNiwlZjM3MDUsJWYzNzA0LCVmMzcwM307"
        "AABhZGQuczY0IAklcmQxNzQsICVyZDE2NywgMTQzMzY7AABzdC5nbG9iYWwuY2cudjQuZjMyIFslcmQxNzRdLCB7JWYzNzAy"
        "LCVmMzcwMSwlZjM3MDAsJWYzNjk5fTsAAGFkZC5zMzIgCSVyMTAwMywgJXI2LCAxMDI0OwBjdnQuczY0LnMzMiAJJXJkMTgy"
        "LCAlcjEwMDM7AGFkZC5zNjQgCSVyZDE4MywgJXJkMTc3LCAlcmQxODI7AHNobC5iNjQgCSVyZDE4NCwgJXJkMTgzLCA0OwBh"
        "ZGQuczY0IAklcmQxNzUsICVyZDE4MSwgJXJkMTg0OwAAAHN0Lmdsb2JhbC5jZy52NC5mMzIgWyVyZDE3NV0sIHslZjM3MzIs"
        "JWYzNzMxLCVmMzg3NSwlZjM4NzZ9OwAAAAAAAGJhci5zeW5jICVyMiwgMTI4OwAAAABtb3YudTE2IAklcnM3LCAlcnMzOwBA"
        "JXA1NCBicmEgCSRMX19CQjBfNTE7AAAAcmVkLnJlbGVhc2UuZ3B1Lmdsb2JhbC5hZGQudTMyIFslcmQ1XSwgMTsAAABtb3Yu"
        "dTE2IAklcnM3LCAlcnMzOwBicmEudW5pIAkkTF9fQkIwXzUxOwAAJExfX0JCMF8zMzoAAGFkZC5zMzIgCSVyMTM2MywgJXIx"
        "MzY3LCAlcjQ7AABzaGwuYjMyIAklcjEzNjIsICVyMTM2MywgNDsAc2V0cC5uZS5zMzIgCSVwMzUsICVyNiwgMDsAAGFkZC5z"
        "MzIgCSVyOTU1LCAlcjEzNjIsIDE2OwBtdWwud2lkZS5zMzIgCSVyZDg3LCAlcjk1NSwgMTMyOwBhZGQuczY0IAklcmQ4OCwg"
        "JXJkODcsIC0xOwBtdWwuaGkuczY0IAklcmQ4OSwgJXJkODgsIDMzNTM5NTM0Njc5NDcxOTEyMDM7AHNoci51NjQgCSVyZDkw"
        "LCAlcmQ4OSwgNjM7AHNoci51NjQgCSVyZDkxLCAlcmQ4OSwgOTsAYWRkLnM2NCAJJXJkOTIsICVyZDkxLCAlcmQ5MDsAY3Z0"
        "LnUzMi51NjQgCSVyMTk2LCAlcmQ5MjsAAEAlcDM1IGJyYSAJJExfX0JCMF80NDsAAABtb3YudTMyIAklcjE0MzgsICVjdGFp"
        "ZC54OwAAc2V0cC5nZS5zMzIgCSVwMzYsICVyMTQzOCwgJXIxOTY7AG1vdi51MzIgCSVyMTQ0MCwgMDsAQCVwMzYgYnJhIAkk"
        "TF9fQkIwXzQyOwAAc3ViLnMzMiAJJXIxOTgsICVyMTk2LCAlcjE0Mzg7AG5vdC5iMzIgCSVyOTYwLCAlcjE0Mzg7AGFkZC5z"
        "MzIgCSVyOTYxLCAlcjk2MCwgJXIxOTY7AGFuZC5iMzIgIAklcjE5OSwgJXIxOTgsIDM7AHNldHAubHQudTMyIAklcDM3LCAl"
        "cjk2MSwgMzsAbW92LnUzMiAJJXIxNDQwLCAwOwBAJXAzNyBicmEgCSRMX19CQjBfMzg7AABzdWIuczMyIAklcjE0MzYsICVy"
        "MTk4LCAlcjE5OTsAbW92LnUzMiAJJXIxNDQwLCAwOwAAbW92LnUzMiAJJXIxNDM0LCAlY3RhaWQueDsAACRMX19CQjBfMzc6"
        "AABhZGQuczMyIAklcjk2MywgJXIxNDM0LCAxOwAAAABtdWwud2lkZS5zMzIgCSVyZDkzLCAlcjk2MywgMjgxNjsAbXVsLmhp"
        "LnM2NCAJJXJkOTQsICVyZDkzLCAxMTE3OTg0NDg5MzE1NzMwNDAxOwBzaHIudTY0IAklcmQ5NSwgJXJkOTQsIDYzOwBzaHIu"
        "dTY0IAklcmQ5NiwgJXJkOTQsIDM7AGFkZC5zNjQgCSVyZDk3LCAlcmQ5NiwgJXJkOTU7AGN2dC51MzIudTY0IAklcjk2NCwg"
        "JXJkOTc7AABhZGQuczMyIAklcjk2NSwgJXIxNDM0LCAyOwAAAG11bC53aWRlLnMzMiAJJXJkOTgsICVyOTY1LCAyODE2OwBt"
        "dWwuaGkuczY0IAklcmQ5OSwgJXJkOTgsIDExMTc5ODQ0ODkzMTU3MzA0MDE7AHNoci51NjQgCSVyZDEwMCwgJXJkOTksIDYz"
        "OwBzaHIudTY0IAklcmQxMDEsICVyZDk5LCAzOwBhZGQuczY0IAklcmQxMDIsICVyZDEwMSwgJXJkMTAwOwBjdnQudTMyLnU2"
        "NCAJJXI5NjYsICVyZDEwMjsAAHNldHAubHQuczMyIAklcDM4LCAlcjk2NCwgJXI5NjY7AABzZWxwLnUzMiAJJXI5NjcsIDEs"
        "IDAsICVwMzg7AGFkZC5zMzIgCSVyOTY4LCAlcjE0NDAsICVyOTY3OwAAYWRkLnMzMiAJJXI5NjksICVyMTQzNCwgMzsAAG11"
        "bC53aWRlLnMzMiAJJXJkMTAzLCAlcjk2OSwgMjgxNjsAbXVsLmhpLnM2NCAJJXJkMTA0LCAlcmQxMDMsIDExMTc5ODQ0ODkz"
        "MTU3MzA0MDE7AHNoci51NjQgCSVyZDEwNSwgJXJkMTA0LCA2MzsAc2hyLnU2NCAJJXJkMTA2LCAlcmQxMDQsIDM7AGFkZC5z"
        "NjQgCSVyZDEwNywgJXJkMTA2LCAlcmQxMDU7AGN2dC51MzIudTY0IAklcjk3MCwgJXJkMTA3OwAAc2V0cC5sdC5zMzIgCSVw"
        "MzksICVyOTY2LCAlcjk3MDsAAHNlbHAudTMyIAklcjk3MSwgMSwgMCwgJXAzOTsAYWRkLnMzMiAJJXI5NzIsICVyOTY4LCAl"
        "cjk3MTsAAGFkZC5zMzIgCSVyMTQzOCwgJXIxNDM0LCA0OwAAbXVsLndpZGUuczMyIAklcmQxMDgsICVyMTQzOCwgMjgxNjsA"
        "bXVsLmhpLnM2NCAJJXJkMTA5LCAlcmQxMDgsIDExMTc5ODQ0ODkzMTU3MzA0MDE7AHNoci51NjQgCSVyZDExMCwgJXJkMTA5"
        "LCA2MzsAc2hyLnU2NCAJJXJkMTExLCAlcmQxMDksIDM7AGFkZC5zNjQgCSVyZDExMiwgJXJkMTExLCAlcmQxMTA7AGN2dC51"
        "MzIudTY0IAklcjk3MywgJXJkMTEyOwAAc2V0cC5sdC5zMzIgCSVwNDAsICVyOTcwLCAlcjk3MzsAAHNlbHAudTMyIAklcjk3"
        "NCwgMSwgMCwgJXA0MDsAYWRkLnMzMiAJJXI5NzUsICVyOTcyLCAlcjk3NDsAAGFkZC5zMzIgCSVyOTc2LCAlcjE0MzQsIDU7"
        "AABtdWwud2lkZS5zMzIgCSVyZDExMywgJXI5NzYsIDI4MTY7AG11bC5oaS5zNjQgCSVyZDExNCwgJXJkMTEzLCAxMTE3OTg0"
        "NDg5MzE1NzMwNDAxOwBzaHIudTY0IAklcmQxMTUsICVyZDExNCwgNjM7AHNoci51NjQgCSVyZDExNiwgJXJkMTE0LCAzOwBh"
        "ZGQuczY0IAklcmQxMTcsICVyZDExNiwgJXJkMTE1OwBjdnQudTMyLnU2NCAJJXI5NzcsICVyZDExNzsAAHNldHAubHQuczMy"
        "IAklcDQxLCAlcjk3MywgJXI5Nzc7AABzZWxwLnUzMiAJJXI5NzgsIDEsIDAsICVwNDE7AGFkZC5zMzIgCSVyMTQ0MCwgJXI5"
        "NzUsICVyOTc4OwBhZGQuczMyIAklcjE0MzYsICVyMTQzNiwgLTQ7AHNldHAubmUuczMyIAklcDQyLCAlcjE0MzYsIDA7AG1v"
        "di51MzIgCSVyMTQzNCwgJXIxNDM4OwBAJXA0MiBicmEgCSRMX19CQjBfMzc7AAAkTF9fQkIwXzM4OgBzZXRwLmVxLnMzMiAJ"
        "JXA0MywgJXIxOTksIDA7AEAlcDQzIGJyYSAJJExfX0JCMF80MjsAAGFkZC5zMzIgCSVyOTc5LCAlcjE0MzgsIDE7AABtdWwu"
        "d2lkZS5zMzIgCSVyZDExOCwgJXI5NzksIDI4MTY7AG11bC5oaS5zNjQgCSVyZDExOSwgJXJkMTE4LCAxMTE3OTg0NDg5MzE1"
        "NzMwNDAxOwBzaHIudTY0IAklcmQxMjAsICVyZDExOSwgNjM7AHNoci51NjQgCSVyZDEyMSwgJXJkMTE5LCAzOwBhZGQuczY0"
        "IAklcmQxMjIsICVyZDEyMSwgJXJkMTIwOwBjdnQudTMyLnU2NCAJJXI5ODAsICVyZDEyMjsAAGFkZC5zMzIgCSVyOTgxLCAl"
        "cjE0MzgsIDI7AABtdWwud2lkZS5zMzIgCSVyZDEyMywgJXI5ODEsIDI4MTY7AG11bC5oaS5zNjQgCSVyZDEyNCwgJXJkMTIz"
        "LCAxMTE3OTg0NDg5MzE1NzMwNDAxOwBzaHIudTY0IAklcmQxMjUsICVyZDEyNCwgNjM7AHNoci51NjQgCSVyZDEyNiwgJXJk"
        "MTI0LCAzOwBhZGQuczY0IAklcmQxMjcsICVyZDEyNiwgJXJkMTI1OwBjdnQudTMyLnU2NCAJJXIyMTEsICVyZDEyNzsAAHNl"
        "dHAubHQuczMyIAklcDQ0LCAlcjk4MCwgJXIyMTE7AABzZWxwLnUzMiAJJXI5ODIsIDEsIDAsICVwNDQ7AGFkZC5zMzIgCSVy"
        "MTQ0MCwgJXIxNDQwLCAlcjk4MjsAc2V0cC5lcS5zMzIgCSVwNDUsICVyMTk5LCAxOwBAJXA0NSBicmEgCSRMX19CQjBfNDI7"
        "AAAAYWRkLnMzMiAJJXI5ODMsICVyMTQzOCwgMzsAAG11bC53aWRlLnMzMiAJJXJkMTI4LCAlcjk4MywgMjgxNjsAbXVsLmhp"
        "LnM2NCAJJXJkMTI5LCAlcmQxMjgsIDExMTc5ODQ0ODkzMTU3MzA0MDE7AHNoci51NjQgCSVyZDEzMCwgJXJkMTI5LCA2MzsA"
        "c2hyLnU2NCAJJXJkMTMxLCAlcmQxMjksIDM7AGFkZC5zNjQgCSVyZDEzMiwgJXJkMTMxLCAlcmQxMzA7AGN2dC51MzIudTY0"
        "IAklcjIxMywgJXJkMTMyOwAAc2V0cC5sdC5zMzIgCSVwNDYsICVyMjExLCAlcjIxMzsAAHNlbHAudTMyIAklcjk4NCwgMSwg"
        "MCwgJXA0NjsAYWRkLnMzMiAJJXIxNDQwLCAlcjE0NDAsICVyOTg0OwBzZXRwLmVxLnMzMiAJJXA0NywgJXIxOTksIDI7AEAl"
        "cDQ3IGJyYSAJJExfX0JCMF80MjsAAABhZGQuczMyIAklcjk4NSwgJXIxNDM4LCA0OwAAbXVsLndpZGUuczMyIAklcmQxMzMs"
        "ICVyOTg1LCAyODE2OwBtdWwuaGkuczY0IAklcmQxMzQsICVyZDEzMywgMTExNzk4NDQ4OTMxNTczMDQwMTsAc2hyLnU2NCAJ"
        "JXJkMTM1LCAlcmQxMzQsIDYzOwBzaHIudTY0IAklcmQxMzYsICVyZDEzNCwgMzsAYWRkLnM2NCAJJXJkMTM3LCAlcmQxMzYs"
        "ICVyZDEzNTsAY3Z0LnUzMi51NjQgCSVyOTg2LCAlcmQxMzc7AABzZXRwLmx0LnMzMiAJJXA0OCwgJXIyMTMsICVyOTg2OwAA"
        "c2VscC51MzIgCSVyOTg3LCAxLCAwLCAlcDQ4OwBhZGQuczMyIAklcjE0NDAsICVyMTQ0MCwgJXI5ODc7AAAkTF9fQkIwXzQy"
        "OgAAAGxkLmFjcXVpcmUuZ3B1Lmdsb2JhbC51MzIgJXI5ODgsIFslcmQ1XTsAAAAAc2V0cC5sdC51MzIgCSVwNDksICVyOTg4"
        "LCAlcjE0NDA7AEAlcDQ5IGJyYSAJJExfX0JCMF80MjsAAABtb3YudTMyIAklcjk4OSwgMDsAc3QuZ2xvYmFsLnUzMiAJWyVy"
        "ZDRdLCAlcjk4OTsAACRMX19CQjBfNDQ6AAAAAABiYXIuc3luYyAlcjIsIDEyODsAAAAAc2V0cC5nZS5zMzIgCSVwNTAsICVy"
        "MzA3LCAlcjE5NjsAAHNldHAubHQuczMyIAklcDUxLCAlcjE0LCAyMDQ4OwBzZWxwLnUxNiAJJXJzNywgMSwgMCwgJXA1MTsA"
        "AEAlcDUwIGJyYSAJJExfX0JCMF81MTsAAABtb3YudTMyIAklcjE0NDEsICVyMzA3OwAAJExfX0JCMF80NjoALnByYWdtYSAi"
        "bm91bnJvbGwiOwAAYWRkLnMzMiAJJXIyMTksICVyMTQ0MSwgMTsAAAAAbXVsLndpZGUuczMyIAklcmQxMzksICVyMjE5LCAy"
        "ODE2OwBtdWwuaGkuczY0IAklcmQxNDAsICVyZDEzOSwgMTExNzk4NDQ4OTMxNTczMDQwMTsAc2hyLnU2NCAJJXJkMTQxLCAl"
        "cmQxNDAsIDYzOwBzaHIudTY0IAklcmQxNDIsICVyZDE0MCwgMzsAYWRkLnM2NCAJJXJkMTQzLCAlcmQxNDIsICVyZDE0MTsA"
        "Y3Z0LnUzMi51NjQgCSVyOTkyLCAlcmQxNDM7AABhZGQuczMyIAklcjk5MywgJXIxNDQxLCAyOwAAAG11bC53aWRlLnMzMiAJ"
        "JXJkMTQ0LCAlcjk5MywgMjgxNjsAbXVsLmhpLnM2NCAJJXJkMTQ1LCAlcmQxNDQsIDExMTc5ODQ0ODkzMTU3MzA0MDE7AHNo"
        "ci51NjQgCSVyZDE0NiwgJXJkMTQ1LCA2MzsAc2hyLnU2NCAJJXJkMTQ3LCAlcmQxNDUsIDM7AGFkZC5zNjQgCSVyZDE0OCwg"
        "JXJkMTQ3LCAlcmQxNDY7AGN2dC51MzIudTY0IAklcjk5NCwgJXJkMTQ4OwAAc2V0cC5nZS5zMzIgCSVwNTIsICVyOTkyLCAl"
        "cjk5NDsAAEAlcDUyIGJyYSAJJExfX0JCMF80ODsAAAAAbWFkLmxvLnMzMiAJJXI5OTYsICVyMjE5LCAzLCAlcjk1NDsAbXVs"
        "LmxvLnMzMiAJJXI5OTcsICVyOTk2LCAxMTUyOwBjdnQuczY0LnMzMiAJJXJkMTU4LCAlcjk5NzsAYWRkLnMzMiAJJXI5OTgs"
        "ICVyNiwgMTAyNDsAY3Z0LnM2NC5zMzIgCSVyZDE1OSwgJXI5OTg7AABhZGQuczY0IAklcmQxNjAsICVyZDE1OCwgJXJkMTU5"
        "OwBzaGwuYjY0IAklcmQxNjEsICVyZDE2MCwgNDsAbW92LnU2NCAJJXJkMTYyLCBfWk40Nl9JTlRFUk5BTF8wMDAwMDAwMF8x"
        "NV9hdHRlbnRpb25fd3NfY3VfOTMzYmY4YzU0OF9HTE9CQUxfX05fXzAwMDAwMDAwXzE1X2F0dGVudGlvbl93c19jdV85MzNi"
        "ZjhjNTEyZXZvX3BhcnRpYWxzRTsAY3Z0YS5nbG9iYWwudTY0IAklcmQxNjMsICVyZDE2MjsAYWRkLnM2NCAJJXJkMTQ5LCAl"
        "cmQxNjMsICVyZDE2MTsAAGxkLmdsb2JhbC5jZy52NC5mMzIgeyVmMzUxNSwlZjM1MTYsJWYzNTE3LCVmMzUxOH0sIFslcmQx"
        "NDldOwAAAG1heC5mMzIgCSVmMzIwLCAlZjM3MzIsICVmMzUxNTsAAHN1Yi5mMzIgCSVmMzUyMCwgJWYzNzMyLCAlZjMyMDsA"
        "AAAAZXgyLmFwcHJveC5mdHouZjMyICVmMzUxOSwgJWYzNTIwOwAAAABzdWIuZjMyIAklZjM1MjIsICVmMzUxNSwgJWYzMjA7"
        "AAAAAGV4Mi5hcHByb3guZnR6LmYzMiAlZjM1MjEsICVmMzUyMjsAAAAAbWF4LmYzMiAJJWYzMjEsICVmMzczMSwgJWYzNTE2"
        "OwAAc3ViLmYzMiAJJWYzNTI0LCAlZjM3MzEsICVmMzIxOwAAAGV4Mi5hcHByb3guZnR6LmYzMiAlZjM1MjMsICVmMzUyNDsA"
        "AAAAc3ViLmYzMiAJJWYzNTI2LCAlZjM1MTYsICVmMzIxOwAAAGV4Mi5hcHByb3guZnR6LmYzMiAlZjM1MjUsICVmMzUyNjsA"
        "AAAAbXVsLmYzMiAJJWYzNTU5LCAlZjM4NzUsICVmMzUxOTsAAG11bC5mMzIgCSVmMzU2MCwgJWYzODc2LCAlZjM1MjM7AGN2"
        "dC5zNjQuczMyIAklcmQxNjQsICVyNjsAYWRkLnM2NCAJJXJkMTY1LCAlcmQxNTgsICVyZDE2NDsAAHNobC5iNjQgCSVyZDE2"
        "NiwgJXJkMTY1LCA0OwBhZGQuczY0IAklcmQxNTAsICVyZDE2MywgJXJkMTY2OwAAbGQuZ2xvYmFsLmNnLnY0LmYzMiB7JWYz"
        "NTI3LCVmMzUyOCwlZjM1MjksJWYzNTMwfSwgWyVyZDE1MF07AAAAbXVsLmYzMiAJJWYzNTYxLCAlZjM3MzAsICVmMzUxOTsA"
        "Zm1hLnJuLmYzMiAJJWYzNzMwLCAlZjM1MjcsICVmMzUyMSwgJWYzNTYxOwBtdWwuZjMyIAklZjM1NjIsICVmMzcyOSwgJWYz"
        "NTE5OwBmbWEucm4uZjMyIAklZjM3MjksICVmMzUyOCwgJWYzNTIxLCAlZjM1NjI7AG11bC5mMzIgCSVmMzU2MywgJWYzNzI4"
        "LCAlZjM1MjM7AGZtYS5ybi5mMzIgCSVmMzcyOCwgJWYzNTI5LCAlZjM1MjUsICVmMzU2MzsAbXVsLmYzMiAJJWYzNTY0LCAl"
        "ZjM3MjcsICVmMzUyMzsAZm1hLnJuLmYzMiAJJWYzNzI3LCAlZjM1MzAsICVmMzUyNSwgJWYzNTY0OwAAYWRkLnM2NCAJJXJk"
        "MTUxLCAlcmQxNTAsIDIwNDg7AABsZC5nbG9iYWwuY2cudjQuZjMyIHslZjM1MzEsJWYzNTMyLCVmMzUzMywlZjM1MzR9LCBb"
        "JXJkMTUxXTsAAABtdWwuZjMyIAklZjM1NjUsICVmMzcyNiwgJWYzNTE5OwBmbWEucm4uZjMyIAklZjM3MjYsICVmMzUzMSwg"
        "JWYzNTIxLCAlZjM1NjU7AG11bC5mMzIgCSVmMzU2NiwgJWYzNzI1LCAlZjM1MTk7AGZtYS5ybi5mMzIgCSVmMzcyNSwgJWYz"
        "NTMyLCAlZjM1MjEsICVmMzU2NjsAbXVsLmYzMiAJJWYzNTY3LCAlZjM3MjQsICVmMzUyMzsAZm1hLnJuLmYzMiAJJWYzNzI0"
        "LCAlZjM1MzMsICVmMzUyNSwgJWYzNTY3OwBtdWwuZjMyIAklZjM1NjgsICVmMzcyMywgJWYzNTIzOwBmbWEucm4uZjMyIAkl"
        "ZjM3MjMsICVmMzUzNCwgJWYzNTI1LCAlZjM1Njg7AABhZGQuczY0IAklcmQxNTIsICVyZDE1MCwgNDA5NjsAAGxkLmdsb2Jh"
        "bC5jZy52NC5mMzIgeyVmMzUzNSwlZjM1MzYsJWYzNTM3LCVmMzUzOH0sIFslcmQxNTJdOwAAAG11bC5mMzIgCSVmMzU2OSwg"
        "JWYzNzIyLCAlZjM1MTk7AGZtYS5ybi5mMzIgCSVmMzcyMiwgJWYzNTM1LCAlZjM1MjEsICVmMzU2OTsAbXVsLmYzMiAJJWYz"
        "NTcwLCAlZjM3MjEsICVmMzUxOTsAZm1hLnJuLmYzMiAJJWYzNzIxLCAlZjM1MzYsICVmMzUyMSwgJWYzNTcwOwBtdWwuZjMy"
        "IAklZjM1NzEsICVmMzcyMCwgJWYzNTIzOwBmbWEucm4uZjMyIAklZjM3MjAsICVmMzUzNywgJWYzNTI1LCAlZjM1NzE7AG11"
        "bC5mMzIgCSVmMzU3MiwgJWYzNzE5LCAlZjM1MjM7AGZtYS5ybi5mMzIgCSVmMzcxOSwgJWYzNTM4LCAlZjM1MjUsICVmMzU3"
        "MjsAAGFkZC5zNjQgCSVyZDE1MywgJXJkMTUwLCA2MTQ0OwAAbGQuZ2xvYmFsLmNnLnY0LmYzMiB7JWYzNTM5LCVmMzU0MCwl"
        "ZjM1NDEsJWYzNTQyfSwgWyVyZDE1M107AAAAbXVsLmYzMiAJJWYzNTczLCAlZjM3MTgsICVmMzUxOTsAZm1hLnJuLmYzMiAJ"
        "JWYzNzE4LCAlZjM1MzksICVmMzUyMSwgJWYzNTczOwBtdWwuZjMyIAklZjM1NzQsICVmMzcxNywgJWYzNTE5OwBmbWEucm4u"
        "ZjMyIAklZjM3MTcsICVmMzU0MCwgJWYzNTIxLCAlZjM1NzQ7AG11bC5mMzIgCSVmMzU3NSwgJWYzNzE2LCAlZjM1MjM7AGZt"
        "YS5ybi5mMzIgCSVmMzcxNiwgJWYzNTQxLCAlZjM1MjUsICVmMzU3NTsAbXVsLmYzMiAJJWYzNTc2LCAlZjM3MTUsICVmMzUy"
        "MzsAZm1hLnJuLmYzMiAJJWYzNzE1LCAlZjM1NDIsICVmMzUyNSwgJWYzNTc2OwAAYWRkLnM2NCAJJXJkMTU0LCAlcmQxNTAs"
        "IDgxOTI7AABsZC5nbG9iYWwuY2cudjQuZjMyIHslZjM1NDMsJWYzNTQ0LCVmMzU0NSwlZjM1NDZ9LCBbJXJkMTU0XTsAAABt"
        "dWwuZjMyIAklZjM1NzcsICVmMzcxNCwgJWYzNTE5OwBmbWEucm4uZjMyIAklZjM3MTQsICVmMzU0MywgJWYzNTIxLCAlZjM1"
        "Nzc7AG11bC5mMzIgCSVmMzU3OCwgJWYzNzEzLCAlZjM1MTk7AGZtYS5ybi5mMzIgCSVmMzcxMywgJWYzNTQ0LCAlZjM1MjEs"
        "ICVmMzU3ODsAbXVsLmYzMiAJJWYzNTc5LCAlZjM3MTIsICVmMzUyMzsAZm1hLnJuLmYzMiAJJWYzNzEyLCAlZjM1NDUsICVm"
        "MzUyNSwgJWYzNTc5OwBtdWwuZjMyIAklZjM1ODAsICVmMzcxMSwgJWYzNTIzOwBmbWEucm4uZjMyIAklZjM3MTEsICVmMzU0"
        "NiwgJWYzNTI1LCAlZjM1ODA7AABhZGQuczY0IAklcmQxNTUsICVyZDE1MCwgMTAyNDA7AABsZC5nbG9iYWwuY2cudjQuZjMy"
        "IHslZjM1NDcsJWYzNTQ4LCVmMzU0OSwlZjM1NTB9LCBbJXJkMTU1XTsAAABtdWwuZjMyIAklZjM1ODEsICVmMzcxMCwgJWYz"
        "NTE5OwBmbWEucm4uZjMyIAklZjM3MTAsICVmMzU0NywgJWYzNTIxLCAlZjM1ODE7AG11bC5mMzIgCSVmMzU4MiwgJWYzNzA5"
        "LCAlZjM1MTk7AGZtYS5ybi5mMzIgCSVmMzcwOSwgJWYzNTQ4LCAlZjM1MjEsICVmMzU4MjsAbXVsLmYzMiAJJWYzNTgzLCAl"
        "ZjM3MDgsICVmMzUyMzsAZm1hLnJuLmYzMiAJJWYzNzA4LCAlZjM1NDksICVmMzUyNSwgJWYzNTgzOwBtdWwuZjMyIAklZjM1"
        "ODQsICVmMzcwNywgJWYzNTIzOwBmbWEucm4uZjMyIAklZjM3MDcsICVmMzU1MCwgJWYzNTI1LCAlZjM1ODQ7AABhZGQuczY0"
        "IAklcmQxNTYsICVyZDE1MCwgMTIyODg7AABsZC5nbG9iYWwuY2cudjQuZjMyIHslZjM1NTEsJWYzNTUyLCVmMzU1MywlZjM1"
        "NTR9LCBbJXJkMTU2XTsAAABtdWwuZjMyIAklZjM1ODUsICVmMzcwNiwgJWYzNTE5OwBmbWEucm4uZjMyIAklZjM3MDYsICVm"
        "MzU1MSwgJWYzNTIxLCAlZjM1ODU7AG11bC5mMzIgCSVmMzU4NiwgJWYzNzA1LCAlZjM1MTk7AGZtYS5ybi5mMzIgCSVmMzcw"
        "NSwgJWYzNTUyLCAlZjM1MjEsICVmMzU4NjsAbXVsLmYzMiAJJWYzNTg3LCAlZjM3MDQsICVmMzUyMzsAZm1hLnJuLmYzMiAJ"
        "JWYzNzA0LCAlZjM1NTMsICVmMzUyNSwgJWYzNTg3OwBtdWwuZjMyIAklZjM1ODgsICVmMzcwMywgJWYzNTIzOwBmbWEucm4u"
        "ZjMyIAklZjM3MDMsICVmMzU1NCwgJWYzNTI1LCAlZjM1ODg7AABhZGQuczY0IAklcmQxNTcsICVyZDE1MCwgMTQzMzY7AABs"
        "ZC5nbG9iYWwuY2cudjQuZjMyIHslZjM1NTUsJWYzNTU2LCVmMzU1NywlZjM1NTh9LCBbJXJkMTU3XTsAAABtdWwuZjMyIAkl"
        "ZjM1ODksICVmMzcwMiwgJWYzNTE5OwBmbWEucm4uZjMyIAklZjM3MDIsICVmMzU1NSwgJWYzNTIxLCAlZjM1ODk7AG11bC5m"
        "MzIgCSVmMzU5MCwgJWYzNzAxLCAlZjM1MTk7AGZtYS5ybi5mMzIgCSVmMzcwMSwgJWYzNTU2LCAlZjM1MjEsICVmMzU5MDsA"
        "bXVsLmYzMiAJJWYzNTkxLCAlZjM3MDAsICVmMzUyMzsAZm1hLnJuLmYzMiAJJWYzNzAwLCAlZjM1NTcsICVmMzUyNSwgJWYz"
        "NTkxOwBtdWwuZjMyIAklZjM1OTIsICVmMzY5OSwgJWYzNTIzOwBmbWEucm4uZjMyIAklZjM2OTksICVmMzU1OCwgJWYzNTI1"
        "LCAlZjM1OTI7AABmbWEucm4uZjMyIAklZjM4NzUsICVmMzUxNywgJWYzNTIxLCAlZjM1NTk7AABmbWEucm4uZjMyIAklZjM4"
        "NzYsICVmMzUxOCwgJWYzNTI1LCAlZjM1NjA7AG1vdi5mMzIgCSVmMzczMSwgJWYzMjE7AG1vdi5mMzIgCSVmMzczMiwgJWYz"
        "MjA7AAAkTF9fQkIwXzQ4OgAAc2V0cC5sdC5zMzIgCSVwNTMsICVyMjE5LCAlcjE5NjsAbW92LnUzMiAJJXIxNDQxLCAlcjIx"
        "OTsAQCVwNTMgYnJhIAkkTF9fQkIwXzQ2OwAAJExfX0JCMF81MToAAHNldHAuZXEuczE2IAklcDU1LCAlcnM3LCAwOwBAJXA1"
        "NSBicmEgCSRMX19CQjBfNTM7AAAAYWRkLnMzMiAJJXIxMzQ5LCAlcjEzNjcsICVyNDsAAG11bC5oaS5zMzIgCSVyMTM0OCwg"
        "JXIxMzQ5LCA3ODA5MDMxNDU7AABjdnQudTMyLnU2NCAJJXIxMzQ3LCAlcmQyNzsAAHNoci51MzIgCSVyMTM0NiwgJXIxMzQ4"
        "LCAzMTsAAG1vdi51MzIgCSVyMTAwNCwgJXI2OwAAbW92LmIzMiAlcjEwMDQsICVyMTAwNDsAAAAAc2hyLnMzMiAJJXIxMDIz"
        "LCAlcjEwMDQsIDMxOwBzaHIudTMyIAklcjEwMjQsICVyMTAyMywgMjc7AGFkZC5zMzIgCSVyMTAyNSwgJXIxMDA0LCAlcjEw"
        "MjQ7AHNoci5zMzIgCSVyMTAyNiwgJXIxMDI1LCA1OwBzaGwuYjMyIAklcjEwMjcsICVyMTAyNiwgNDsAYW5kLmIzMiAgCSVy"
        "MTAyOCwgJXIxMDI1LCAtMzI7AHN1Yi5zMzIgCSVyMTAyOSwgJXIxMDA0LCAlcjEwMjg7AHNoci5zMzIgCSVyMTAzMCwgJXIx"
        "MDI5LCAzMTsAc2hyLnUzMiAJJXIxMDMxLCAlcjEwMzAsIDMwOwBhZGQuczMyIAklcjEwMzIsICVyMTAyOSwgJXIxMDMxOwBz"
        "aHIuczMyIAklcjEwMzMsICVyMTAzMiwgMjsAYWRkLnMzMiAJJXIxMDM0LCAlcjEwMjcsICVyMTAzMzsAc2hyLnUzMiAJJXIx"
        "MDM1LCAlcjEwMjMsIDMwOwBhZGQuczMyIAklcjEwMzYsICVyMTAwNCwgJXIxMDM1OwBhbmQuYjMyICAJJXIxMDM3LCAlcjEw"
        "MzYsIDEwNzM3NDE4MjA7AHN1Yi5zMzIgCSVyMTAzOCwgJXIxMDA0LCAlcjEwMzc7AAAAAHNoci51MzIgCSVyMTA0MSwgJXIx"
        "MzQ4LCAxOwBhZGQuczMyIAklcjEwNDIsICVyMTA0MSwgJXIxMzQ2OwBzaGwuYjMyIAklcjEwNDMsICVyMTA0MiwgMTE7AABj"
        "dnQuczY0LnMzMiAJJXJkMTg2LCAlcjEwNDM7AABzaGwuYjMyIAklcjEwNDQsICVyMiwgMTM7AABhZGQuczMyIAklcjEwNDgs"
        "ICVyMTA0NCwgJXIzMzg7AGFkZC5zMzIgCSVyMTA0OSwgJXIxMDQ4LCAtODE5MjsAAGFuZC5iMzIgIAklcjEwNTAsICVyMTM2"
        "NywgMTsAAG1hZC5sby5zMzIgCSVyMTA1MSwgJXIxMDUwLCAyNDU3NiwgJXIxMDQ5OwAAc3ViLnMzMiAJJXIxMDUyLCAlcjEw"
        "NTEsICVyMzM4OwBjdnQudTY0LnUzMiAJJXJkMTg4LCAlcjEwNTI7AHN1Yi5zMzIgCSVyMTA1MywgJXIzMzgsICVyMTM0NzsA"
        "Y3Z0LnU2NC51MzIgCSVyZDE4OSwgJXIxMDUzOwBhZGQuczY0IAklcmQxOTAsICVyZDE4OCwgJXJkMTg5OwBzaGwuYjMyIAkl"
        "cjEwNTQsICVyMTAzOCwgMjsAY3Z0LnM2NC5zMzIgCSVyZDE5MSwgJXIxMDU0OwBhZGQuczY0IAklcmQxOTIsICVyZDE5MCwg"
        "JXJkMTkxOwAAcmNwLnJuLmYzMiAJJWYzNjYxLCAlZjM4NzU7AABtdWwuZjMyIAklZjM2MzAsICVmMzczMCwgJWYzNjYxOwBt"
        "dWwuZjMyIAklZjM2MjksICVmMzY2MSwgJWYzNzI5OwAAAABjdnQucm4uZjE2eDIuZjMyICVyMTAwNiwgJWYzNjI5LCAlZjM2"
        "MzA7AAAAAABzaGwuYjMyIAklcjEwNTUsICVyMTAzNCwgNzsAc2hsLmIzMiAJJXIxMDU2LCAlcjEwMzQsIDQ7AGFuZC5iMzIg"
        "IAklcjEwNTcsICVyMTA1NiwgMTEyOwBvci5iMzIgIAklcjEwNTgsICVyMTA1NywgJXIxMDU1OwAAY3Z0LnM2NC5zMzIgCSVy"
        "ZDE5MywgJXIxMDU4OwBhZGQuczY0IAklcmQxOTQsICVyZDE5MiwgJXJkMTkzOwBhZGQuczY0IAklcmQxOTUsICVyZDI3LCAl"
        "cmQxOTQ7AHN0LnNoYXJlZC51MzIgCVslcmQxOTVdLCAlcjEwMDY7AAByY3Aucm4uZjMyIAklZjM2NjIsICVmMzg3NjsAAG11"
        "bC5mMzIgCSVmMzYzMiwgJWYzNzI4LCAlZjM2NjI7AG11bC5mMzIgCSVmMzYzMSwgJWYzNjYyLCAlZjM3Mjc7AAAAY3Z0LnJu"
        "LmYxNngyLmYzMiAlcjEwMDcsICVmMzYzMSwgJWYzNjMyOwAAAABhZGQuczMyIAklcjEwNTksICVyMTAzNCwgODsAAHNobC5i"
        "MzIgCSVyMTA2MCwgJXIxMDU5LCA3OwAAc3Quc2hhcmVkLnUzMiAJWyVyZDE5NSsxMDI0XSwgJXIxMDA3OwAAbXVsLmYzMiAJ"
        "JWYzNjM0LCAlZjM3MjYsICVmMzY2MTsAbXVsLmYzMiAJJWYzNjMzLCAlZjM2NjEsICVmMzcyNTsAAABjdnQucm4uZjE2eDIu"
        "ZjMyICVyMTAwOCwgJWYzNjMzLCAlZjM2MzQ7AAAAAHhvci5iMzIgIAklcjEwNjEsICVyMTA1NywgMTY7AG9yLmIzMiAgCSVy"
        "MTA2MiwgJXIxMDYxLCAlcjEwNTU7AABjdnQuczY0LnMzMiAJJXJkMTk2LCAlcjEwNjI7AGFkZC5zNjQgCSVyZDE5NywgJXJk"
        "MTkyLCAlcmQxOTY7AGFkZC5zNjQgCSVyZDE5OCwgJXJkMjcsICVyZDE5NzsAc3Quc2hhcmVkLnUzMiAJWyVyZDE5OF0sICVy"
        "MTAwODsAAG11bC5mMzIgCSVmMzYzNiwgJWYzNzI0LCAlZjM2NjI7AG11bC5mMzIgCSVmMzYzNSwgJWYzNjYyLCAlZjM3MjM7"
        "AAAAY3Z0LnJuLmYxNngyLmYzMiAlcjEwMDksICVmMzYzNSwgJWYzNjM2OwAAAABzaGwuYjMyIAklcjEwNjMsICVyMTA1OSwg"
        "NDsAYW5kLmIzMiAgCSVyMTA2NCwgJXIxMDYzLCAxMTI7AHhvci5iMzIgIAklcjEwNjUsICVyMTA2NCwgMTY7AG9yLmIzMiAg"
        "CSVyMTA2NiwgJXIxMDY1LCAlcjEwNjA7AABjdnQuczY0LnMzMiAJJXJkMTk5LCAlcjEwNjY7AGFkZC5zNjQgCSVyZDIwMCwg"
        "JXJkMTkyLCAlcmQxOTk7AGFkZC5zNjQgCSVyZDIwMSwgJXJkMjcsICVyZDIwMDsAc3Quc2hhcmVkLnUzMiAJWyVyZDIwMV0s"
        "ICVyMTAwOTsAAG11bC5mMzIgCSVmMzYzOCwgJWYzNzIyLCAlZjM2NjE7AG11bC5mMzIgCSVmMzYzNywgJWYzNjYxLCAlZjM3"
        "MjE7AAAAY3Z0LnJuLmYxNngyLmYzMiAlcjEwMTAsICVmMzYzNywgJWYzNjM4OwAAAAB4b3IuYjMyICAJJXIxMDY3LCAlcjEw"
        "NTcsIDMyOwBvci5iMzIgIAklcjEwNjgsICVyMTA2NywgJXIxMDU1OwAAY3Z0LnM2NC5zMzIgCSVyZDIwMiwgJXIxMDY4OwBh"
        "ZGQuczY0IAklcmQyMDMsICVyZDE5MiwgJXJkMjAyOwBhZGQuczY0IAklcmQyMDQsICVyZDI3LCAlcmQyMDM7AHN0LnNoYXJl"
        "ZC51MzIgCVslcmQyMDRdLCAlcjEwMTA7AABtdWwuZjMyIAklZjM2NDAsICVmMzcyMCwgJWYzNjYyOwBtdWwuZjMyIAklZjM2"
        "MzksICVmMzY2MiwgJWYzNzE5OwAAAGN2dC5ybi5mMTZ4Mi5mMzIgJXIxMDExLCAlZjM2MzksICVmMzY0MDsAAAAAeG9yLmIz"
        "MiAgCSVyMTA2OSwgJXIxMDY0LCAzMjsAb3IuYjMyICAJJXIxMDcwLCAlcjEwNjksICVyMTA2MDsAAGN2dC5zNjQuczMyIAkl"
        "cmQyMDUsICVyMTA3MDsAYWRkLnM2NCAJJXJkMjA2LCAlcmQxOTIsICVyZDIwNTsAYWRkLnM2NCAJJXJkMjA3LCAlcmQyNywg"
        "JXJkMjA2OwBzdC5zaGFyZWQudTMyIAlbJXJkMjA3XSwgJXIxMDExOwAAbXVsLmYzMiAJJWYzNjQyLCAlZjM3MTgsICVmMzY2"
        "MTsAbXVsLmYzMiAJJWYzNjQxLCAlZjM2NjEsICVmMzcxNzsAAABjdnQucm4uZjE2eDIuZjMyICVyMTAxMiwgJWYzNjQxLCAl"
        "ZjM2NDI7AAAAAHhvci5iMzIgIAklcjEwNzEsICVyMTA1NywgNDg7AG9yLmIzMiAgCSVyMTA3MiwgJXIxMDcxLCAlcjEwNTU7"
        "AABjdnQuczY0LnMzMiAJJXJkMjA4LCAlcjEwNzI7AGFkZC5zNjQgCSVyZDIwOSwgJXJkMTkyLCAlcmQyMDg7AGFkZC5zNjQg"
        "CSVyZDIxMCwgJXJkMjcsICVyZDIwOTsAc3Quc2hhcmVkLnUzMiAJWyVyZDIxMF0sICVyMTAxMjsAAG11bC5mMzIgCSVmMzY0"
        "NCwgJWYzNzE2LCAlZjM2NjI7AG11bC5mMzIgCSVmMzY0MywgJWYzNjYyLCAlZjM3MTU7AAAAY3Z0LnJuLmYxNngyLmYzMiAl"
        "cjEwMTMsICVmMzY0MywgJWYzNjQ0OwAAAAB4b3IuYjMyICAJJXIxMDczLCAlcjEwNjQsIDQ4OwBvci5iMzIgIAklcjEwNzQs"
        "ICVyMTA3MywgJXIxMDYwOwAAY3Z0LnM2NC5zMzIgCSVyZDIxMSwgJXIxMDc0OwBhZGQuczY0IAklcmQyMTIsICVyZDE5Miwg"
        "JXJkMjExOwBhZGQuczY0IAklcmQyMTMsICVyZDI3LCAlcmQyMTI7AHN0LnNoYXJlZC51MzIgCVslcmQyMTNdLCAlcjEwMTM7"
        "AABtdWwuZjMyIAklZjM2NDYsICVmMzcxNCwgJWYzNjYxOwBtdWwuZjMyIAklZjM2NDUsICVmMzY2MSwgJWYzNzEzOwAAAGN2"
        "dC5ybi5mMTZ4Mi5mMzIgJXIxMDE0LCAlZjM2NDUsICVmMzY0NjsAAAAAeG9yLmIzMiAgCSVyMTA3NSwgJXIxMDU3LCA2NDsA"
        "b3IuYjMyICAJJXIxMDc2LCAlcjEwNzUsICVyMTA1NTsAAGN2dC5zNjQuczMyIAklcmQyMTQsICVyMTA3NjsAYWRkLnM2NCAJ"
        "JXJkMjE1LCAlcmQxOTIsICVyZDIxNDsAYWRkLnM2NCAJJXJkMjE2LCAlcmQyNywgJXJkMjE1OwBzdC5zaGFyZWQudTMyIAlb"
        "JXJkMjE2XSwgJXIxMDE0OwAAbXVsLmYzMiAJJWYzNjQ4LCAlZjM3MTIsICVmMzY2MjsAbXVsLmYzMiAJJWYzNjQ3LCAlZjM2"
        "NjIsICVmMzcxMTsAAABjdnQucm4uZjE2eDIuZjMyICVyMTAxNSwgJWYzNjQ3LCAlZjM2NDg7AAAAAHhvci5iMzIgIAklcjEw"
        "NzcsICVyMTA2NCwgNjQ7AG9yLmIzMiAgCSVyMTA3OCwgJXIxMDc3LCAlcjEwNjA7AABjdnQuczY0LnMzMiAJJXJkMjE3LCAl"
        "cjEwNzg7AGFkZC5zNjQgCSVyZDIxOCwgJXJkMTkyLCAlcmQyMTc7AGFkZC5zNjQgCSVyZDIxOSwgJXJkMjcsICVyZDIxODsA"
        "c3Quc2hhcmVkLnUzMiAJWyVyZDIxOV0sICVyMTAxNTsAAG11bC5mMzIgCSVmMzY1MCwgJWYzNzEwLCAlZjM2NjE7AG11bC5m"
        "MzIgCSVmMzY0OSwgJWYzNjYxLCAlZjM3MDk7AAAAY3Z0LnJuLmYxNngyLmYzMiAlcjEwMTYsICVmMzY0OSwgJWYzNjUwOwAA"
        "AAB4b3IuYjMyICAJJXIxMDc5LCAlcjEwNTcsIDgwOwBvci5iMzIgIAklcjEwODAsICVyMTA3OSwgJXIxMDU1OwAAY3Z0LnM2"
        "NC5zMzIgCSVyZDIyMCwgJXIxMDgwOwBhZGQuczY0IAklcmQyMjEsICVyZDE5MiwgJXJkMjIwOwBhZGQuczY0IAklcmQyMjIs"
        "ICVyZDI3LCAlcmQyMjE7AHN0LnNoYXJlZC51MzIgCVslcmQyMjJdLCAlcjEwMTY7AABtdWwuZjMyIAklZjM2NTIsICVmMzcw"
        "OCwgJWYzNjYyOwBtdWwuZjMyIAklZjM2NTEsICVmMzY2MiwgJWYzNzA3OwAAAGN2dC5ybi5mMTZ4Mi5mMzIgJXIxMDE3LCAl"
        "ZjM2NTEsICVmMzY1MjsAAAAAeG9yLmIzMiAgCSVyMTA4MSwgJXIxMDY0LCA4MDsAb3IuYjMyICAJJXIxMDgyLCAlcjEwODEs"
        "ICVyMTA2MDsAAGN2dC5zNjQuczMyIAklcmQyMjMsICVyMTA4MjsAYWRkLnM2NCAJJXJkMjI0LCAlcmQxOTIsICVyZDIyMzsA"
        "YWRkLnM2NCAJJXJkMjI1LCAlcmQyNywgJXJkMjI0OwBzdC5zaGFyZWQudTMyIAlbJXJkMjI1XSwgJXIxMDE3OwAAbXVsLmYz"
        "MiAJJWYzNjU0LCAlZjM3MDYsICVmMzY2MTsAbXVsLmYzMiAJJWYzNjUzLCAlZjM2NjEsICVmMzcwNTsAAABjdnQucm4uZjE2"
        "eDIuZjMyICVyMTAxOCwgJWYzNjUzLCAlZjM2NTQ7AAAAAHhvci5iMzIgIAklcjEwODMsICVyMTA1NywgOTY7AG9yLmIzMiAg"
        "CSVyMTA4NCwgJXIxMDgzLCAlcjEwNTU7AABjdnQuczY0LnMzMiAJJXJkMjI2LCAlcjEwODQ7AGFkZC5zNjQgCSVyZDIyNywg"
        "JXJkMTkyLCAlcmQyMjY7AGFkZC5zNjQgCSVyZDIyOCwgJXJkMjcsICVyZDIyNzsAc3Quc2hhcmVkLnUzMiAJWyVyZDIyOF0s"
        "ICVyMTAxODsAAG11bC5mMzIgCSVmMzY1NiwgJWYzNzA0LCAlZjM2NjI7AG11bC5mMzIgCSVmMzY1NSwgJWYzNjYyLCAlZjM3"
        "MDM7AAAAY3Z0LnJuLmYxNngyLmYzMiAlcjEwMTksICVmMzY1NSwgJWYzNjU2OwAAAAB4b3IuYjMyICAJJXIxMDg1LCAlcjEw"
        "NjQsIDk2OwBvci5iMzIgIAklcjEwODYsICVyMTA4NSwgJXIxMDYwOwAAY3Z0LnM2NC5zMzIgCSVyZDIyOSwgJXIxMDg2OwBh"
        "ZGQuczY0IAklcmQyMzAsICVyZDE5MiwgJXJkMjI5OwBhZGQuczY0IAklcmQyMzEsICVyZDI3LCAlcmQyMzA7AHN0LnNoYXJl"
        "ZC51MzIgCVslcmQyMzFdLCAlcjEwMTk7AABtdWwuZjMyIAklZjM2NTgsICVmMzcwMiwgJWYzNjYxOwBtdWwuZjMyIAklZjM2"
        "NTcsICVmMzY2MSwgJWYzNzAxOwAAAGN2dC5ybi5mMTZ4Mi5mMzIgJXIxMDIwLCAlZjM2NTcsICVmMzY1ODsAAAAAeG9yLmIz"
        "MiAgCSVyMTA4NywgJXIxMDU3LCAxMTI7AG9yLmIzMiAgCSVyMTA4OCwgJXIxMDg3LCAlcjEwNTU7AABjdnQuczY0LnMzMiAJ"
        "JXJkMjMyLCAlcjEwODg7AGFkZC5zNjQgCSVyZDIzMywgJXJkMTkyLCAlcmQyMzI7AGFkZC5zNjQgCSVyZDIzNCwgJXJkMjcs"
        "ICVyZDIzMzsAc3Quc2hhcmVkLnUzMiAJWyVyZDIzNF0sICVyMTAyMDsAAG11bC5mMzIgCSVmMzY2MCwgJWYzNzAwLCAlZjM2"
        "NjI7AG11bC5mMzIgCSVmMzY1OSwgJWYzNjYyLCAlZjM2OTk7AAAAY3Z0LnJuLmYxNngyLmYzMiAlcjEwMjEsICVmMzY1OSwg"
        "JWYzNjYwOwAAAABzdC5zaGFyZWQudTMyIAlbJXJkMjM0KzEwMjRdLCAlcjEwMjE7AABjdnQuczY0LnMzMiAJJXJkMjM1LCAl"
        "cjE0OwBhZGQuczY0IAklcmQyMzYsICVyZDIzNSwgJXJkMTg2OwAAAAAAYmFyLnN5bmMgJXIyLCAxMjg7AAAAAHNoci51MzIg"
        "CSVyMTA4OSwgJXIxMDIzLCAyOTsAYWRkLnMzMiAJJXIxMDkwLCAlcjEwMDQsICVyMTA4OTsAc2hyLnMzMiAJJXIxMDkxLCAl"
        "cjEwOTAsIDM7AGFuZC5iMzIgIAklcjEwOTIsICVyMTA5MCwgLTg7AHN1Yi5zMzIgCSVyMTA5MywgJXIxMDA0LCAlcjEwOTI7"
        "AAAAc2hsLmIzMiAJJXIxMDk0LCAlcjEwOTMsIDM7AGFuZC5iMzIgIAklcjEwOTUsICVyMTA5NCwgMzM1NTQzNjg7AGFkZC5z"
        "MzIgCSVyMTA5NiwgJXIxMDk1LCAlcjEwOTE7AHNobC5iMzIgCSVyMTA5NywgJXIxMDk2LCA3OwB4b3IuYjMyICAJJXIxMDk4"
        "LCAlcjEwOTMsICVyMTA5MTsAc2hsLmIzMiAJJXIxMDk5LCAlcjEwOTgsIDQ7AGFuZC5iMzIgIAklcjExMDAsICVyMTA5OSwg"
        "MTEyOwBvci5iMzIgIAklcjExMDEsICVyMTA5NywgJXIxMTAwOwAAY3Z0LnM2NC5zMzIgCSVyZDIzNywgJXIxMTAxOwBhZGQu"
        "czY0IAklcmQyMzgsICVyZDE5MCwgJXJkMjM3OwBhZGQuczY0IAklcmQyMzksICVyZDI3LCAlcmQyMzg7AABjdnQuczY0LnMz"
        "MiAJJXJkMjQwLCAlcjEwOTE7AGFkZC5zNjQgCSVyZDI0MSwgJXJkMjM2LCAlcmQyNDA7AHNobC5iNjQgCSVyZDI0MiwgJXJk"
        "MjQxLCA2OwBjdnQuczY0LnMzMiAJJXJkMjQzLCAlcjEwOTQ7AGFkZC5zNjQgCSVyZDI0NCwgJXJkMjQyLCAlcmQyNDM7AHNo"
        "bC5iNjQgCSVyZDI0NiwgJXJkMjQ0LCAxOwBhZGQuczY0IAklcmQyNDcsICVyZDI0NSwgJXJkMjQ2OwBsZC5zaGFyZWQudjQu"
        "dTMyIAl7JXIxMTAyLCAlcjExMDMsICVyMTEwNCwgJXIxMTA1fSwgWyVyZDIzOV07AHN0Lmdsb2JhbC52NC51MzIgCVslcmQy"
        "NDddLCB7JXIxMTAyLCAlcjExMDMsICVyMTEwNCwgJXIxMTA1fTsAAGFkZC5zMzIgCSVyMTExMCwgJXIxMDA0LCAxMjg7AHNo"
        "ci5zMzIgCSVyMTExMSwgJXIxMTEwLCAzMTsAc2hyLnUzMiAJJXIxMTEyLCAlcjExMTEsIDI5OwBhZGQuczMyIAklcjExMTMs"
        "ICVyMTExMCwgJXIxMTEyOwBzaHIuczMyIAklcjExMTQsICVyMTExMywgMzsAYW5kLmIzMiAgCSVyMTExNSwgJXIxMTEzLCAt"
        "ODsAc3ViLnMzMiAJJXIxMTE2LCAlcjExMTAsICVyMTExNTsAAHNobC5iMzIgCSVyMTExNywgJXIxMTE2LCAzOwBhbmQuYjMy"
        "ICAJJXIxMTE4LCAlcjExMTcsIDMzNTU0MzY4OwBhZGQuczMyIAklcjExMTksICVyMTExOCwgJXIxMTE0OwBzaGwuYjMyIAkl"
        "cjExMjAsICVyMTExOSwgNzsAeG9yLmIzMiAgCSVyMTEyMSwgJXIxMTE2LCAlcjExMTQ7AHNobC5iMzIgCSVyMTEyMiwgJXIx"
        "MTIxLCA0OwBhbmQuYjMyICAJJXIxMTIzLCAlcjExMjIsIDExMjsAb3IuYjMyICAJJXIxMTI0LCAlcjExMjAsICVyMTEyMzsA"
        "AGN2dC5zNjQuczMyIAklcmQyNDgsICVyMTEyNDsAYWRkLnM2NCAJJXJkMjQ5LCAlcmQxOTAsICVyZDI0ODsAYWRkLnM2NCAJ"
        "JXJkMjUwLCAlcmQyNywgJXJkMjQ5OwAAY3Z0LnM2NC5zMzIgCSVyZDI1MSwgJXIxMTE0OwBhZGQuczY0IAklcmQyNTIsICVy"
        "ZDIzNiwgJXJkMjUxOwBzaGwuYjY0IAklcmQyNTMsICVyZDI1MiwgNjsAY3Z0LnM2NC5zMzIgCSVyZDI1NCwgJXIxMTE3OwBh"
        "ZGQuczY0IAklcmQyNTUsICVyZDI1MywgJXJkMjU0OwBzaGwuYjY0IAklcmQyNTYsICVyZDI1NSwgMTsAYWRkLnM2NCAJJXJk"
        "MjU3LCAlcmQyNDUsICVyZDI1NjsAbGQuc2hhcmVkLnY0LnUzMiAJeyVyMTEyNSwgJXIxMTI2LCAlcjExMjcsICVyMTEyOH0s"
        "IFslcmQyNTBdOwBzdC5nbG9iYWwudjQudTMyIAlbJXJkMjU3XSwgeyVyMTEyNSwgJXIxMTI2LCAlcjExMjcsICVyMTEyOH07"
        "AABhZGQuczMyIAklcjExMzMsICVyMTAwNCwgMjU2OwBzaHIuczMyIAklcjExMzQsICVyMTEzMywgMzE7AHNoci51MzIgCSVy"
        "MTEzNSwgJXIxMTM0LCAyOTsAYWRkLnMzMiAJJXIxMTM2LCAlcjExMzMsICVyMTEzNTsAc2hyLnMzMiAJJXIxMTM3LCAlcjEx"
        "MzYsIDM7AGFuZC5iMzIgIAklcjExMzgsICVyMTEzNiwgLTg7AHN1Yi5zMzIgCSVyMTEzOSwgJXIxMTMzLCAlcjExMzg7AABz"
        "aGwuYjMyIAklcjExNDAsICVyMTEzOSwgMzsAYW5kLmIzMiAgCSVyMTE0MSwgJXIxMTQwLCAzMzU1NDM2ODsAYWRkLnMzMiAJ"
        "JXIxMTQyLCAlcjExNDEsICVyMTEzNzsAc2hsLmIzMiAJJXIxMTQzLCAlcjExNDIsIDc7AHhvci5iMzIgIAklcjExNDQsICVy"
        "MTEzOSwgJXIxMTM3OwBzaGwuYjMyIAklcjExNDUsICVyMTE0NCwgNDsAYW5kLmIzMiAgCSVyMTE0NiwgJXIxMTQ1LCAxMTI7"
        "AG9yLmIzMiAgCSVyMTE0NywgJXIxMTQzLCAlcjExNDY7AABjdnQuczY0LnMzMiAJJXJkMjU4LCAlcjExNDc7AGFkZC5zNjQg"
        "CSVyZDI1OSwgJXJkMTkwLCAlcmQyNTg7AGFkZC5zNjQgCSVyZDI2MCwgJXJkMjcsICVyZDI1OTsAAGN2dC5zNjQuczMyIAkl"
        "cmQyNjEsICVyMTEzNzsAYWRkLnM2NCAJJXJkMjYyLCAlcmQyMzYsICVyZDI2MTsAc2hsLmI2NCAJJXJkMjYzLCAlcmQyNjIs"
        "IDY7AGN2dC5zNjQuczMyIAklcmQyNjQsICVyMTE0MDsAYWRkLnM2NCAJJXJkMjY1LCAlcmQyNjMsICVyZDI2NDsAc2hsLmI2"
        "NCAJJXJkMjY2LCAlcmQyNjUsIDE7AGFkZC5zNjQgCSVyZDI2NywgJXJkMjQ1LCAlcmQyNjY7AGxkLnNoYXJlZC52NC51MzIg"
        "CXslcjExNDgsICVyMTE0OSwgJXIxMTUwLCAlcjExNTF9LCBbJXJkMjYwXTsAc3QuZ2xvYmFsLnY0LnUzMiAJWyVyZDI2N10s"
        "IHslcjExNDgsICVyMTE0OSwgJXIxMTUwLCAlcjExNTF9OwAAYWRkLnMzMiAJJXIxMTU2LCAlcjEwMDQsIDM4NDsAc2hyLnMz"
        "MiAJJXIxMTU3LCAlcjExNTYsIDMxOwBzaHIudTMyIAklcjExNTgsICVyMTE1NywgMjk7AGFkZC5zMzIgCSVyMTE1OSwgJXIx"
        "MTU2LCAlcjExNTg7AHNoci5zMzIgCSVyMTE2MCwgJXIxMTU5LCAzOwBhbmQuYjMyICAJJXIxMTYxLCAlcjExNTksIC04OwBz"
        "dWIuczMyIAklcjExNjIsICVyMTE1NiwgJXIxMTYxOwAAc2hsLmIzMiAJJXIxMTYzLCAlcjExNjIsIDM7AGFuZC5iMzIgIAkl"
        "cjExNjQsICVyMTE2MywgMzM1NTQzNjg7AGFkZC5zMzIgCSVyMTE2NSwgJXIxMTY0LCAlcjExNjA7AHNobC5iMzIgCSVyMTE2"
        "NiwgJXIxMTY1LCA3OwB4b3IuYjMyICAJJXIxMTY3LCAlcjExNjIsICVyMTE2MDsAc2hsLmIzMiAJJXIxMTY4LCAlcjExNjcs"
        "IDQ7AGFuZC5iMzIgIAklcjExNjksICVyMTE2OCwgMTEyOwBvci5iMzIgIAklcjExNzAsICVyMTE2NiwgJXIxMTY5OwAAY3Z0"
        "LnM2NC5zMzIgCSVyZDI2OCwgJXIxMTcwOwBhZGQuczY0IAklcmQyNjksICVyZDE5MCwgJXJkMjY4OwBhZGQuczY0IAklcmQy"
        "NzAsICVyZDI3LCAlcmQyNjk7AABjdnQuczY0LnMzMiAJJXJkMjcxLCAlcjExNjA7AGFkZC5zNjQgCSVyZDI3MiwgJXJkMjM2"
        "LCAlcmQyNzE7AHNobC5iNjQgCSVyZDI3MywgJXJkMjcyLCA2OwBjdnQuczY0LnMzMiAJJXJkMjc0LCAlcjExNjM7AGFkZC5z"
        "NjQgCSVyZDI3NSwgJXJkMjczLCAlcmQyNzQ7AHNobC5iNjQgCSVyZDI3NiwgJXJkMjc1LCAxOwBhZGQuczY0IAklcmQyNzcs"
        "ICVyZDI0NSwgJXJkMjc2OwBsZC5zaGFyZWQudjQudTMyIAl7JXIxMTcxLCAlcjExNzIsICVyMTE3MywgJXIxMTc0fSwgWyVy"
        "ZDI3MF07AHN0Lmdsb2JhbC52NC51MzIgCVslcmQyNzddLCB7JXIxMTcxLCAlcjExNzIsICVyMTE3MywgJXIxMTc0fTsAACRM"
        "X19CQjBfNTM6AABhbmQuYjMyICAJJXIyMjAsICVyMSwgMzE7AHNldHAubmUuczMyIAklcDU2LCAlcjIyMCwgMDsAAAAAAABi"
        "YXIuc3luYyAlcjIsIDEyODsAAAAAAGZlbmNlLnByb3h5LmFzeW5jLnNoYXJlZDo6Y3RhOwAAAABiYXIud2FycC5zeW5jIAkt"
        "MTsAAEAlcDU2IGJyYSAJJExfX0JCMF81NTsAAABzaGwuYjMyIAklcjEzNTUsICVyMTM2NywgMzsAY3Z0LnUzMi51NjQgCSVy"
        "MTM1NCwgJXJkMjc7AGFkZC5zMzIgCSVyMTM1MywgJXIxMzU0LCAxMDIzOwBhbmQuYjMyICAJJXIxMzUyLCAlcjEzNTMsIC0x"
        "MDI0OwBhbmQuYjMyICAJJXIxMzUxLCAlcjEzNTUsIDg7AG9yLmIzMiAgCSVyMTM1MCwgJXIxMzUxLCAlcjEzNTI7AAAAYWRk"
        "LnMzMiAJJXIxMTgxLCAlcjEzNTAsIDE0NzQ3MjsAAAAAbWJhcnJpZXIuYXJyaXZlLnNoYXJlZDo6Y3RhLmI2NCBfLCBbJXIx"
        "MTgxXTsAAAAAJExfX0JCMF81NToAAHNldHAuZ2UuczMyIAklcDU3LCAlcjE0NDIsICVyMzE3OwBAJXA1NyBicmEgCSRMX19C"
        "QjBfNjM7AAAkTF9fQkIwXzU2OgAucHJhZ21hICJub3Vucm9sbCI7AAAAYWRkLnMzMiAJJXIxMTg4LCAlcjE0NDIsICVyMTM2"
        "NjsAAABtdWwuaGkuczMyIAklcjExODksICVyMTE4OCwgMTQzMTY1NTc2NjsAc2hyLnUzMiAJJXIxMTkwLCAlcjExODksIDMx"
        "OwBhZGQuczMyIAklcjExOTEsICVyMTE4OSwgJXIxMTkwOwBtdWwubG8uczMyIAklcjExOTIsICVyMTE5MSwgMzsAc3ViLnMz"
        "MiAJJXIxMTkzLCAlcjExODgsICVyMTE5MjsAbXVsLmxvLnMzMiAJJXIyMjIsICVyMTE5MywgMjQ7AGFkZC5zMzIgCSVyMTE5"
        "NywgJXIyMjIsICVyMzM4OwBhZGQuczMyIAklcjIyMywgJXIxMTk3LCAxNDc0ODg7AABhbmQuYjMyICAJJXIyMjQsICVyMTE5"
        "MSwgMTsAACRMX19CQjBfNTc6AAAAAHsALnJlZyAucHJlZCBwOwBtYmFycmllci50cnlfd2FpdC5wYXJpdHkuc2hhcmVkOjpj"
        "dGEuYjY0IHAsIFslcjIyM10sICVyMjI0OwBzZWxwLnUzMiAlcjExOTgsIDEsIDAsIHA7AH0AAAAAc2V0cC5lcS5zMzIgCSVw"
        "NTgsICVyMTE5OCwgMDsAQCVwNTggYnJhIAkkTF9fQkIwXzU3OwAAAABhZGQuczMyIAklcjIyNSwgJXIxMTk3LCAxNDc0OTY7"
        "AAAkTF9fQkIwXzU5OgAAAAB7AC5yZWcgLnByZWQgcDsAbWJhcnJpZXIudHJ5X3dhaXQucGFyaXR5LnNoYXJlZDo6Y3RhLmI2"
        "NCBwLCBbJXIyMjVdLCAlcjIyNDsAc2VscC51MzIgJXIxMjA1LCAxLCAwLCBwOwB9AAAAAHNldHAuZXEuczMyIAklcDU5LCAl"
        "cjEyMDUsIDA7AEAlcDU5IGJyYSAJJExfX0JCMF81OTsAAAAAAABiYXIud2FycC5zeW5jIAktMTsAAEAlcDU2IGJyYSAJJExf"
        "X0JCMF82MjsAAABhZGQuczMyIAklcjEyMDgsICVyMTE5NywgMTQ3NTA0OwAAAABtYmFycmllci5hcnJpdmUuc2hhcmVkOjpj"
        "dGEuYjY0IF8sIFslcjEyMDhdOwAAAAAkTF9fQkIwXzYyOgAAYWRkLnMzMiAJJXIxNDQyLCAlcjE0NDIsIDE7AABzZXRwLmx0"
        "LnMzMiAJJXA2MSwgJXIxNDQyLCAlcjMxNzsAQCVwNjEgYnJhIAkkTF9fQkIwXzU2OwBicmEudW5pIAkkTF9fQkIwXzYzOwAA"
        "JExfX0JCMF82NDoAAABzZXRtYXhucmVnLmRlYy5zeW5jLmFsaWduZWQudTMyIDI0OwAAAABAJXA0IGJyYSAJJExfX0JCMF82"
        "NzsAAAAAbW92LnUzMiAJJXIxMjE1LCAlY3RhaWQueDsAbXVsLndpZGUuczMyIAklcmQyODIsICVyMTIxNSwgMjgxNjsAbXVs"
        "LmhpLnM2NCAJJXJkMjgzLCAlcmQyODIsIDExMTc5ODQ0ODkzMTU3MzA0MDE7AHNoci51NjQgCSVyZDI4NCwgJXJkMjgzLCA2"
        "MzsAc2hyLnU2NCAJJXJkMjg1LCAlcmQyODMsIDM7AGFkZC5zNjQgCSVyZDI4NiwgJXJkMjg1LCAlcmQyODQ7AGN2dC51MzIu"
        "dTY0IAklcjIyOSwgJXJkMjg2OwBzaHIuczMyIAklcjEyMTYsICVyMjI5LCAzMTsAc2hyLnUzMiAJJXIxMjE3LCAlcjEyMTYs"
        "IDI4OwBhZGQuczMyIAklcjEyMTgsICVyMjI5LCAlcjEyMTc7AHNoci5zMzIgCSVyMjMwLCAlcjEyMTgsIDQ7AGFkZC5zMzIg"
        "CSVyMTIxOSwgJXIxMjE1LCAxOwBtdWwud2lkZS5zMzIgCSVyZDI4NywgJXIxMjE5LCAyODE2OwBtdWwuaGkuczY0IAklcmQy"
        "ODgsICVyZDI4NywgMTExNzk4NDQ4OTMxNTczMDQwMTsAc2hyLnU2NCAJJXJkMjg5LCAlcmQyODgsIDYzOwBzaHIudTY0IAkl"
        "cmQyOTAsICVyZDI4OCwgMzsAYWRkLnM2NCAJJXJkMjkxLCAlcmQyOTAsICVyZDI4OTsAY3Z0LnUzMi51NjQgCSVyMjMxLCAl"
        "cmQyOTE7AGN2dGEucGFyYW0udTY0IAklcmQ2LCAlcmQxMDsAY3Z0YS5wYXJhbS51NjQgCSVyZDcsICVyZDExOwBjdnRhLnBh"
        "cmFtLnU2NCAJJXJkOCwgJXJkMTI7AG1vdi51MzIgCSVyMTQ0MywgMDsAbW92LnUzMiAJJXIxNDUwLCAlcjE0NDM7AGJyYS51"
        "bmkgCSRMX19CQjBfNjY7AAAkTF9fQkIwXzg1OgAAYWRkLnMzMiAJJXIxNDQzLCAlcjE0NDMsIDE7AAAkTF9fQkIwXzY2OgAu"
        "cHJhZ21hICJub3Vucm9sbCI7AAAAYWRkLnMzMiAJJXIyMzQsICVyMTQ0MywgJXIyMzA7AABzaGwuYjMyIAklcjIzNSwgJXIy"
        "MzQsIDQ7AG1heC5zMzIgCSVyMTIyMCwgJXIyMzUsICVyMjI5OwBzZXRwLmx0LnMzMiAJJXA2MywgJXIxMjIwLCAlcjIzMTsA"
        "AEAlcDYzIGJyYSAJJExfX0JCMF82ODsAYnJhLnVuaSAJJExfX0JCMF82NzsAACRMX19CQjBfNjg6AAAAAG11bC5oaS5zMzIg"
        "CSVyMTIyMywgJXIyMzQsIDc4MDkwMzE0NTsAc2hyLnUzMiAJJXIxMjI0LCAlcjEyMjMsIDMxOwBzaHIuczMyIAklcjEyMjUs"
        "ICVyMTIyMywgMTsAAGFkZC5zMzIgCSVyMTIyNiwgJXIxMjI1LCAlcjEyMjQ7AABtdWwubG8uczMyIAklcjEyMjcsICVyMTIy"
        "NiwgMTE7AHN1Yi5zMzIgCSVyMTIyOCwgJXIyMzQsICVyMTIyNzsAAG11bC5sby5zMzIgCSVyMjM2LCAlcjEyMjgsIDE5MjsA"
        "AGFkZC5zMzIgCSVyMTIyOSwgJXIyMzYsIDE5MjsAbWluLnMzMiAJJXIxMjMwLCAlcjEyMjksIDIwNDg7AABzaGwuYjMyIAkl"
        "cjIzNywgJXIxMjI2LCAxMTsAAHN1Yi5zMzIgCSVyMTIzMSwgJXIyMjksICVyMjM1OwBtYXguczMyIAklcjIzOCwgJXIxMjMx"
        "LCAwOwAAc3ViLnMzMiAJJXIxMjMyLCAlcjIzMSwgJXIyMzU7AG1pbi5zMzIgCSVyMTIzMywgJXIxMjMyLCAxNjsAc3ViLnMz"
        "MiAJJXIxMjIxLCAlcjEyMzMsICVyMjM4OwAAAG1vdi5iMzIgJXIxMjIxLCAlcjEyMjE7AAAAAGFuZC5iMzIgIAklcjI0MCwg"
        "JXIxNDQzLCAxOwAAAHN1Yi5zMzIgCSVyMjQxLCAlcjEyMzAsICVyMjM2OwBzaHIuczMyIAklcjI0MiwgJXIyNDEsIDY7AABz"
        "ZXRwLmd0LnUzMiAJJXA2NCwgJXIxNDQzLCAxOwBAJXA2NCBicmEgCSRMX19CQjBfNjk7AGJyYS51bmkgCSRMX19CQjBfNzE7"
        "AAAkTF9fQkIwXzY5OgAAc2hsLmIzMiAJJXIxMjM0LCAlcjI0MCwgMzsAAG1vdi51NjQgCSVyZDI5Miwgc21lbV9yYXc7AGN2"
        "dC51MzIudTY0IAklcjEyMzUsICVyZDI5MjsAYWRkLnMzMiAJJXIxMjM2LCAlcjEyMzUsIDEwMjM7AGFuZC5iMzIgIAklcjEy"
        "MzcsICVyMTIzNiwgLTEwMjQ7AG9yLmIzMiAgCSVyMTIzOCwgJXIxMjM0LCAlcjEyMzc7AGFkZC5zMzIgCSVyMjQzLCAlcjEy"
        "MzgsIDE0NzQ3MjsAc2hyLnUzMiAJJXIxMjM5LCAlcjE0NDMsIDE7AG5vdC5iMzIgCSVyMTI0MCwgJXIxMjM5OwBhbmQuYjMy"
        "ICAJJXIyNDQsICVyMTI0MCwgMTsAACRMX19CQjBfNzA6AAAAAHsALnJlZyAucHJlZCBwOwBtYmFycmllci50cnlfd2FpdC5w"
        "YXJpdHkuc2hhcmVkOjpjdGEuYjY0IHAsIFslcjI0M10sICVyMjQ0OwBzZWxwLnUzMiAlcjEyNDEsIDEsIDAsIHA7AH0AAAAA"
        "c2V0cC5lcS5zMzIgCSVwNjUsICVyMTI0MSwgMDsAQCVwNjUgYnJhIAkkTF9fQkIwXzcwOwAAJExfX0JCMF83MToAAHNobC5i"
        "MzIgCSVyMTI0NiwgJXIyNDAsIDM7AABtb3YudTY0IAklcmQyOTMsIHNtZW1fcmF3OwBjdnQudTMyLnU2NCAJJXIxMjQ3LCAl"
        "cmQyOTM7AGFkZC5zMzIgCSVyMTI0OCwgJXIxMjQ3LCAxMDIzOwBhbmQuYjMyICAJJXIxMjQ5LCAlcjEyNDgsIC0xMDI0OwBv"
        "ci5iMzIgIAklcjEyNTAsICVyMTI0NiwgJXIxMjQ5OwBhZGQuczMyIAklcjI0NSwgJXIxMjUwLCAxNDc0NTY7AHNobC5iMzIg"
        "CSVyMTI0NSwgJXIyNDIsIDEzOwAAAABtYmFycmllci5hcnJpdmUuZXhwZWN0X3R4LnNoYXJlZDo6Y3RhLmI2NCBfLCBbJXIy"
        "NDVdLCAlcjEyNDU7AAAAAHNldHAubHQuczMyIAklcDY2LCAlcjI0MSwgNjQ7AEAlcDY2IGJyYSAJJExfX0JCMF83OTsAAABt"
        "YWQubG8uczMyIAklcjI0NiwgJXIyNDAsIDI0NTc2LCAlcjEyNDk7AGFkZC5zMzIgCSVyMjQ3LCAlcjIzNywgJXIyMzY7AABh"
        "bmQuYjMyICAJJXIyNDgsICVyMjQyLCAzOwBhZGQuczMyIAklcjEyNTUsICVyMjQyLCAtMTsAc2V0cC5sdC51MzIgCSVwNjcs"
        "ICVyMTI1NSwgMzsAbW92LnUzMiAJJXIxNDQ3LCAwOwBAJXA2NyBicmEgCSRMX19CQjBfNzU7AABzdWIuczMyIAklcjE0NDYs"
        "ICVyMjQyLCAlcjI0ODsAbW92LnUzMiAJJXIxMjU2LCAwOwBtb3YudTMyIAklcjE0NDcsICVyMTI1NjsAACRMX19CQjBfNzQ6"
        "AABzaGwuYjMyIAklcjEyNzMsICVyMTQ0NywgMTM7AGFkZC5zMzIgCSVyMTI1NywgJXIyNDYsICVyMTI3MzsAc2hsLmIzMiAJ"
        "JXIxMjc0LCAlcjE0NDcsIDY7AGFkZC5zMzIgCSVyMTI1OSwgJXIyNDcsICVyMTI3NDsAAAAAAGNwLmFzeW5jLmJ1bGsudGVu"
        "c29yLjJkLnNoYXJlZDo6Y2x1c3Rlci5nbG9iYWwubWJhcnJpZXI6OmNvbXBsZXRlX3R4OjpieXRlcyBbJXIxMjU3XSwgWyVy"
        "ZDYsIHslcjEyNTYsICVyMTI1OX1dLCBbJXIyNDVdOwAAAABhZGQuczMyIAklcjEyNzUsICVyMTQ0NywgMTsAAHNobC5iMzIg"
        "CSVyMTI3NiwgJXIxMjc1LCAxMzsAYWRkLnMzMiAJJXIxMjYxLCAlcjI0NiwgJXIxMjc2OwBzaGwuYjMyIAklcjEyNzcsICVy"
        "MTI3NSwgNjsAYWRkLnMzMiAJJXIxMjYzLCAlcjI0NywgJXIxMjc3OwAAAGNwLmFzeW5jLmJ1bGsudGVuc29yLjJkLnNoYXJl"
        "ZDo6Y2x1c3Rlci5nbG9iYWwubWJhcnJpZXI6OmNvbXBsZXRlX3R4OjpieXRlcyBbJXIxMjYxXSwgWyVyZDYsIHslcjEyNTYs"
        "ICVyMTI2M31dLCBbJXIyNDVdOwAAAABhZGQuczMyIAklcjEyNzgsICVyMTQ0NywgMjsAAHNobC5iMzIgCSVyMTI3OSwgJXIx"
        "Mjc4LCAxMzsAYWRkLnMzMiAJJXIxMjY1LCAlcjI0NiwgJXIxMjc5OwBzaGwuYjMyIAklcjEyODAsICVyMTI3OCwgNjsAYWRk"
        "LnMzMiAJJXIxMjY3LCAlcjI0NywgJXIxMjgwOwAAAGNwLmFzeW5jLmJ1bGsudGVuc29yLjJkLnNoYXJlZDo6Y2x1c3Rlci5n"
        "bG9iYWwubWJhcnJpZXI6OmNvbXBsZXRlX3R4OjpieXRlcyBbJXIxMjY1XSwgWyVyZDYsIHslcjEyNTYsICVyMTI2N31dLCBb"
        "JXIyNDVdOwAAAABhZGQuczMyIAklcjEyODEsICVyMTQ0NywgMzsAAHNobC5iMzIgCSVyMTI4MiwgJXIxMjgxLCAxMzsAYWRk"
        "LnMzMiAJJXIxMjY5LCAlcjI0NiwgJXIxMjgyOwBzaGwuYjMyIAklcjEyODMsICVyMTI4MSwgNjsAYWRkLnMzMiAJJXIxMjcx"
        "LCAlcjI0NywgJXIxMjgzOwAAAGNwLmFzeW5jLmJ1bGsudGVuc29yLjJkLnNoYXJlZDo6Y2x1c3Rlci5nbG9iYWwubWJhcnJp"
        "ZXI6OmNvbXBsZXRlX3R4OjpieXRlcyBbJXIxMjY5XSwgWyVyZDYsIHslcjEyNTYsICVyMTI3MX1dLCBbJXIyNDVdOwAAAABh"
        "ZGQuczMyIAklcjE0NDcsICVyMTQ0NywgNDsAAGFkZC5zMzIgCSVyMTQ0NiwgJXIxNDQ2LCAtNDsAc2V0cC5uZS5zMzIgCSVw"
        "NjgsICVyMTQ0NiwgMDsAQCVwNjggYnJhIAkkTF9fQkIwXzc0OwAAJExfX0JCMF83NToAc2V0cC5lcS5zMzIgCSVwNjksICVy"
        "MjQ4LCAwOwBAJXA2OSBicmEgCSRMX19CQjBfNzk7AAAAc2hsLmIzMiAJJXIxMjg4LCAlcjE0NDcsIDEzOwBhZGQuczMyIAkl"
        "cjEyODQsICVyMjQ2LCAlcjEyODg7AHNobC5iMzIgCSVyMTI4OSwgJXIxNDQ3LCA2OwBhZGQuczMyIAklcjEyODYsICVyMjQ3"
        "LCAlcjEyODk7AABtb3YudTMyIAklcjEyODUsIDA7AABjcC5hc3luYy5idWxrLnRlbnNvci4yZC5zaGFyZWQ6OmNsdXN0ZXIu"
        "Z2xvYmFsLm1iYXJyaWVyOjpjb21wbGV0ZV90eDo6Ynl0ZXMgWyVyMTI4NF0sIFslcmQ2LCB7JXIxMjg1LCAlcjEyODZ9XSwg"
        "WyVyMjQ1XTsAAAAAc2V0cC5lcS5zMzIgCSVwNzAsICVyMjQ4LCAxOwBAJXA3MCBicmEgCSRMX19CQjBfNzk7AAAAYWRkLnMz"
        "MiAJJXIxMjk0LCAlcjE0NDcsIDE7AABzaGwuYjMyIAklcjEyOTUsICVyMTI5NCwgMTM7AGFkZC5zMzIgCSVyMTI5MCwgJXIy"
        "NDYsICVyMTI5NTsAc2hsLmIzMiAJJXIxMjk2LCAlcjEyOTQsIDY7AGFkZC5zMzIgCSVyMTI5MiwgJXIyNDcsICVyMTI5NjsA"
        "AABjcC5hc3luYy5idWxrLnRlbnNvci4yZC5zaGFyZWQ6OmNsdXN0ZXIuZ2xvYmFsLm1iYXJyaWVyOjpjb21wbGV0ZV90eDo6"
        "Ynl0ZXMgWyVyMTI5MF0sIFslcmQ2LCB7JXIxMjg1LCAlcjEyOTJ9XSwgWyVyMjQ1XTsAAAAAc2V0cC5lcS5zMzIgCSVwNzEs"
        "ICVyMjQ4LCAyOwBAJXA3MSBicmEgCSRMX19CQjBfNzk7AAAAYWRkLnMzMiAJJXIxMzAxLCAlcjE0NDcsIDI7AABzaGwuYjMy"
        "IAklcjEzMDIsICVyMTMwMSwgMTM7AGFkZC5zMzIgCSVyMTI5NywgJXIyNDYsICVyMTMwMjsAc2hsLmIzMiAJJXIxMzAzLCAl"
        "cjEzMDEsIDY7AGFkZC5zMzIgCSVyMTI5OSwgJXIyNDcsICVyMTMwMzsAAG1vdi51MzIgCSVyMTI5OCwgMDsAAGNwLmFzeW5j"
        "LmJ1bGsudGVuc29yLjJkLnNoYXJlZDo6Y2x1c3Rlci5nbG9iYWwubWJhcnJpZXI6OmNvbXBsZXRlX3R4OjpieXRlcyBbJXIx"
        "Mjk3XSwgWyVyZDYsIHslcjEyOTgsICVyMTI5OX1dLCBbJXIyNDVdOwAAAAAkTF9fQkIwXzc5OgAAc2V0cC5sdC5zMzIgCSVw"
        "NzIsICVyMTIyMSwgMTsAQCVwNzIgYnJhIAkkTF9fQkIwXzg1OwAAAG1vdi51MzIgCSVyMTQ0OSwgMDsAACRMX19CQjBfODE6"
        "AC5wcmFnbWEgIm5vdW5yb2xsIjsAAABtdWwuaGkuczMyIAklcjEzMDUsICVyMTQ1MCwgMTQzMTY1NTc2NjsAc2hyLnUzMiAJ"
        "JXIxMzA2LCAlcjEzMDUsIDMxOwBhZGQuczMyIAklcjEzMDcsICVyMTMwNSwgJXIxMzA2OwBtdWwubG8uczMyIAklcjEzMDgs"
        "ICVyMTMwNywgMzsAc3ViLnMzMiAJJXIyNTcsICVyMTQ1MCwgJXIxMzA4OwBtdWwubG8uczMyIAklcjI1OCwgJXIyNTcsIDI0"
        "OwAAc2V0cC5sdC5zMzIgCSVwNzMsICVyMTQ1MCwgMzsAQCVwNzMgYnJhIAkkTF9fQkIwXzg0OwAAAABhZGQuczMyIAklcjEz"
        "MTIsICVyMjU4LCAlcjEyNDk7AGFkZC5zMzIgCSVyMjU5LCAlcjEzMTIsIDE0NzUwNDsAbXVsLndpZGUudTMyIAklcmQzMDMs"
        "ICVyMTQ1MCwgLTE0MzE2NTU3NjU7AHNoci51NjQgCSVyZDMwNCwgJXJkMzAzLCAzMzsAY3Z0LnUzMi51NjQgCSVyMTMxMywg"
        "JXJkMzA0OwBub3QuYjMyIAklcjEzMTQsICVyMTMxMzsAAGFuZC5iMzIgIAklcjI2MCwgJXIxMzE0LCAxOwAAJExfX0JCMF84"
        "MzoAAAAAewAucmVnIC5wcmVkIHA7AG1iYXJyaWVyLnRyeV93YWl0LnBhcml0eS5zaGFyZWQ6OmN0YS5iNjQgcCwgWyVyMjU5"
        "XSwgJXIyNjA7AHNlbHAudTMyICVyMTMxNSwgMSwgMCwgcDsAfQAAAABzZXRwLmVxLnMzMiAJJXA3NCwgJXIxMzE1LCAwOwBA"
        "JXA3NCBicmEgCSRMX19CQjBfODM7AAAkTF9fQkIwXzg0OgAAYWRkLnMzMiAJJXIxMzMzLCAlcjI1OCwgJXIxMjQ5OwBhZGQu"
        "czMyIAklcjEzMTgsICVyMTMzMywgMTQ3NDg4OwAAYWRkLnMzMiAJJXIxMzM0LCAlcjE0NDksICVyMjM4OwBzaGwuYjMyIAkl"
        "cjEzMzUsICVyMTMzNCwgNzsAYWRkLnMzMiAJJXIxMzI4LCAlcjEzMzUsICVyMjM3OwAAAG1vdi51MzIgCSVyMTMyNSwgMTYz"
        "ODQ7AABtYmFycmllci5hcnJpdmUuZXhwZWN0X3R4LnNoYXJlZDo6Y3RhLmI2NCBfLCBbJXIxMzE4XSwgJXIxMzI1OwAAAAAA"
        "c2hsLmIzMiAJJXIxMzM2LCAlcjI1NywgMTU7AGFkZC5zMzIgCSVyMTMzNywgJXIxMzM2LCAlcjEyNDk7AGFkZC5zMzIgCSVy"
        "MTMyMCwgJXIxMzM3LCA0OTE1MjsAAAAAbW92LnUzMiAJJXIxMzI3LCAwOwAAY3AuYXN5bmMuYnVsay50ZW5zb3IuMmQuc2hh"
        "cmVkOjpjbHVzdGVyLmdsb2JhbC5tYmFycmllcjo6Y29tcGxldGVfdHg6OmJ5dGVzIFslcjEzMjBdLCBbJXJkNywgeyVyMTMy"
        "NywgJXIxMzI4fV0sIFslcjEzMThdOwAAAABhZGQuczMyIAklcjEzMjQsICVyMTMzMywgMTQ3NDk2OwAAAABtYmFycmllci5h"
        "cnJpdmUuZXhwZWN0X3R4LnNoYXJlZDo6Y3RhLmI2NCBfLCBbJXIxMzI0XSwgJXIxMzI1OwAAAABhZGQuczMyIAklcjEzMjYs"
        "ICVyMTMzNywgNjU1MzY7AAAAAABjcC5hc3luYy5idWxrLnRlbnNvci4yZC5zaGFyZWQ6OmNsdXN0ZXIuZ2xvYmFsLm1iYXJy"
        "aWVyOjpjb21wbGV0ZV90eDo6Ynl0ZXMgWyVyMTMyNl0sIFslcmQ4LCB7JXIxMzI3LCAlcjEzMjh9XSwgWyVyMTMyNF07AAAA"
        "AGFkZC5zMzIgCSVyMTQ1MCwgJXIxNDUwLCAxOwBhZGQuczMyIAklcjE0NDksICVyMTQ0OSwgMTsAAHNldHAubHQuczMyIAkl"
        "cDc1LCAlcjE0NDksICVyMTIyMTsAQCVwNzUgYnJhIAkkTF9fQkIwXzgxOwBicmEudW5pIAkkTF9fQkIwXzg1OwAAJExfX0JC"
        "MF82NzoAAHJldDsAAH0AAC5zZWN0aW9uCS5kZWJ1Z19zdHIAewAkTF9faW5mb19zdHJpbmcwOgAAAAAkTF9faW5mb19zdHJp"
        "bmcxOgAAJExfX2luZm9fc3RyaW5nMjoAACRMX19pbmZvX3N0cmluZzM6AAAkTF9faW5mb19zdHJpbmc0OgAAJExfX2luZm9f"
        "c3RyaW5nNToAACRMX19pbmZvX3N0cmluZzY6AAAAACRMX19pbmZvX3N0cmluZzc6AAAkTF9faW5mb19zdHJpbmc4OgAAJExf"
        "X2luZm9fc3RyaW5nOToAAAAAJExfX2luZm9fc3RyaW5nMTA6AAAkTF9faW5mb19zdHJpbmcxMToAACRMX19pbmZvX3N0cmlu"
        "ZzEyOgAAAAAkTF9faW5mb19zdHJpbmcxMzoAAAAAACRMX19pbmZvX3N0cmluZzE0OgAAAAAkTF9faW5mb19zdHJpbmcxNToA"
        "AAAAACRMX19pbmZvX3N0cmluZzE2OgAAAAAAJExfX2luZm9fc3RyaW5nMTc6AAAkTF9faW5mb19zdHJpbmcxODoAACRMX19p"
        "bmZvX3N0cmluZzE5OgAAAAAAJExfX2luZm9fc3RyaW5nMjA6AAAAACRMX19pbmZvX3N0cmluZzIxOgAAAAAkTF9faW5mb19z"
        "dHJpbmcyMjoAACRMX19pbmZvX3N0cmluZzIzOgAAAAAAJExfX2luZm9fc3RyaW5nMjQ6AAAAACRMX19pbmZvX3N0cmluZzI1"
        "OgAAAAAAJExfX2luZm9fc3RyaW5nMjY6AAAAACRMX19pbmZvX3N0cmluZzI3OgAAAAAkTF9faW5mb19zdHJpbmcyODoAAAAA"
        "JExfX2luZm9fc3RyaW5nMjk6AAAAJExfX2luZm9fc3RyaW5nMzA6AAAkTF9faW5mb19zdHJpbmczMToAACRMX19pbmZvX3N0"
        "cmluZzMyOgAAAAAAJExfX2luZm9fc3RyaW5nMzM6AAAAAAAkTF9faW5mb19zdHJpbmczNDoAAAAAACRMX19pbmZvX3N0cmlu"
        "ZzM1OgAAJExfX2luZm9fc3RyaW5nMzY6AAAAAAAkTF9faW5mb19zdHJpbmczNzoAAAAAACRMX19pbmZvX3N0cmluZzM4OgAA"
        "JExfX2luZm9fc3RyaW5nMzk6AAAkTF9faW5mb19zdHJpbmc0MDoAAAAAJExfX2luZm9fc3RyaW5nNDE6AAAkTF9faW5mb19z"
        "dHJpbmc0MjoAAAAAJExfX2luZm9fc3RyaW5nNDM6AAAAAAAkTF9faW5mb19zdHJpbmc0NDoAAAAAACRMX19pbmZvX3N0cmlu"
        "ZzQ1OgAAJExfX2luZm9fc3RyaW5nNDY6AAAkTF9faW5mb19zdHJpbmc0NzoAACRMX19pbmZvX3N0cmluZzQ4OgAAAAAkTF9f"
        "aW5mb19zdHJpbmc0OToAACRMX19pbmZvX3N0cmluZzUwOgAAJExfX2luZm9fc3RyaW5nNTE6AAAkTF9faW5mb19zdHJpbmc1"
        "MjoAACRMX19pbmZvX3N0cmluZzUzOgAAAAAkTF9faW5mb19zdHJpbmc1NDoAAAAAACRMX19pbmZvX3N0cmluZzU1OgAAAAAA"
        "JExfX2luZm9fc3RyaW5nNTY6AAAAfQAADAAAAJwAAADQBwAATlZJRElBIENvcnAAAgAAAAAAAAABAAAABwAAADYAAABmAAAA"
        "AHB0eGFzAEN1ZGEgY29tcGlsYXRpb24gdG9vbHMsIHJlbGVhc2UgMTMuMCwgVjEzLjAuODgAQnVpbGQgc3lzdGVtIG11c3Qg"
        "ZGVmaW5lIFRPT0xTX1ZFUlNJT05fRVhURU5ERUQALXYgIC1saW5laW5mbyAgLWFyY2ggc21fOTBhIAAADAAAAAgAAADoAwAA"
        "TlZJRElBIENvcnAAAgBaAIIAAAAELwgAEgAAAIAAAAAEEQgACwAAAAAAAAAEEQgAEgAAAAAAAAAEEggAEgAAAAAAAAACCQEA"
        "AgIEAAIFBQADBwEBAgMBAAIGAQAECwgAAAAAAAAAAAAENwQAggAAAAQXDAAAAAAABAC4AQDwEQAEFwwAAAAAAAMAsAEA8CEA"
        "BBcMAAAAAAACADABAPABAgQXDAAAAAAAAQCwAADwAQIEFwwAAAAAAAAAMAAA8AECA1AAAAMbgAACTBAAA18BAQQpRAD/////"
        "/////////////////////////////////////////////////////////////////////////////////////wQoRADAAAAA"
        "IBEAAFARAADgFQAAkBYAAFAjAADwKQAAACoAADAqAABALwAAYDAAABA+AABAPgAAgD4AAKA+AAAAagAAMGsAAAFUAAAEOUAC"
        "sAIAAP8AAAAAQAIAAAEKAMACAAD/AAAAEEACAAABCgDQAgAA/wAAAAhAAgAAAQoA4AIAAP8AAAAYQAIAAAEKAPACAAD/AAAA"
        "IEACAAABCgAAAwAA/wAAAChAAgAAAQoAEAMAAP8AAAAwQAIAAAEKACADAAD/AAAAOEACAAABCgAwAwAA/wAAAEBAAgAAAQoA"
        "QAMAAP8AAABIQAIAAAEKAFADAAD/AAAAUEACAAABCgBgAwAA/wAAAFhAAgAAAQoAcAMAAP8AAABgQAIAAAEKAIADAAD/AAAA"
        "aEACAAABCgBQCAAAEQAAAABAAgAKAT8AAAsAAAcAAAAgQAIACgE/AIAhAAARAAAAKEACAAoBPwBwIwAAEQAAADBAAgABAT8A"
        "MCQAABEAAAAgQAIACgE/ANAkAAAQAAAAKEACAAoBPwAQKgAAEAAAADBAAgABAT8AEGoAAAQAAAAQQAIAAQE/ALBqAAAFAAAA"
        "IEACAAoBPwDgagAABQAAAChAAgAKAT8AUGsAAAUAAAAwQAIAAQE/APBwAAD/AAAAEEACAAoBCABgeAAA/wAAADBAAgAKAQkA"
        "EHsAABEAAAAAQAIACgE/AEB7AAAHAAAAIEACAAoBPwBwewAAEQAAAChAAgAKAT8AoHsAABEAAAAgQAIACgE/ANB7AAAQAAAA"
        "KEACAAoBPwAAfAAABQAAACBAAgAKAT8AMHwAAAUAAAAoQAIACgE/AGB8AAD/AAAAEEACAAoBCACQfAAA/wAAADBAAgAKAQkA"
        "AzgOAAQcFABABwAA4GsAABBsAADAbgAAAHsAAAQFDAAAAgAAAQAAAAEAAAAEHgQAAAAAAAMZvAEECggAEwAAABACvAEENgQA"
        "CAAAAAAAAAD/////AAAAAP7///8AAAAA/f///wAAAAD8////AAAAAE8AAAAAAAAAAgAAABIAAAAAAAAAAAAAAB0AAAAAAAAA"
        "AgAAABIAAAAAAAAAAAAAAAgAAAAAAAAAAgAAAAkAAAAAAAAAAAAAAAAAAAAAAAAAAgAAAAcAAAAAAAAAAAAAAMQAAAAAAAAA"
        "AgAAABIAAADAfAAAAAAAAEQAAAAAAAAAAgAAABIAAAAAAAAAAAAAAKAAAAAAAAAAAgAAABIAAAAAAAAAAAAAAAAAAAAAAAAA"
        "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"
        "AAAAAAAAAACCewH/AAoAAAAIAAAA8A8AgnsA/wALAAAACAAAACIOALl6HAAAggAAAAoAAADiDwAMeAAAb0QCAHBA8AMA2h8A"
        "RwkEAAAAAAAAAIADAOoPAFx5AAAEAAAAAAAwAADiDwAZeQAAAAAAAAAhAAAAIg4AgnsE/wADAAAACAAAAGQOAAx4AASEAAAA"
        "cFLwAwDkLwAZeAP/HwAAAAAUAQAAyB8AEXIDAwAAAAD/OI8HAMgPABl4Av8HAAAAAxQBAADMDwCJdQIC/x8AAAAADgAAIg4A"
        "R4kEAAAAAAAAAIADAOoPAFx5AAAEAAAAAAAwAADiDwAMcgAA/wAAAHBS8gMA4g8ARXkAAOACAAAAAIADANgPAEcZsAAAAAAA"
        "AACAAwDqDwDDeQgAAAAAAACIAAAAYg4AgngEAAAEAAAAAAAAAOIPAIJ4BQABAAAAAAAAAADiDwCCeAYADAAAAAAAAAAA4g8A"
        "uXoMAABmAAAACgAAAOIPAJB4BgYAABAAP+H/DwDIDwCZeAcGCwAAAD8GAAgA5A8AmXgGBgEAAAA/BgAIAOQPAJB4DgwwAAAA"
        "P+DxDwDkDwCQeBAMsAAAAD/g8w8A5A8AkHgMDDABAAA/4PUPAOQPAJByDz8NAAAAP+R/CADEDwCQchE/DQAAAD/k/wgA5A8A"
        "kHINPw0AAAA/5H8JAOQPAJFyCAgEAAAAP8CODwDkLwCQeAQFAAAQAD/h/w8AyA8AmXgFBAsAAAA/BgAIAOQPAJl4BAQBAAAA"
        "PwYACADkDwCQeAgI/wMAAD/g/w8AyA8AkngKCAD8//8/wI4PAMYPAIJ4CACAAQAAAAAAAADkDwCQeAgIAAAQAD/h/w8AyA8A"
        "mXgJCAsAAAA/BgAIAOQPAJl4CAgBAAAAPwYACADiDwDGcwAAAAAAAAAAAAAAZA4AsnU/CgQAQAIAAQAIAKIiALJ1PwoGEEAC"
        "AAEACADiAgCydT8KBAhAAgABAAgAIgMAsnU/CgYYQAIAAQAIACICALJ1PwoEIEACAAEACAAiAgCydT8KBChAAgABAAgAIgIA"
        "snU/CgYwQAIAAQAIACICALJ1PwoEOEACAAEACAAiAgCydT8KBEBAAgABAAgAIgIAsnU/CgZIQAIAAQAIACICALJ1PwoEUEAC"
        "AAEACAAiAgCydT8KBFhAAgABAAgAIgIAsnU/CgZgQAIAAQAIACICALJ1PwoIaEACAAEACAAiAgAYeQAAAAAAAAAAAAAA4g8A"
        "uXkADgAAAAAAAAQIAOIDALl5ABAAAAAAAAAECADiAwC5eQAMAAAAAAAABAgA4gMAGHkAAAAAAAAAAAAAAOIPAEF5AAAAAAAA"
        "AACAAwDqLwAdewAAAAAAAAAAAQAA4t8BDHIAAv8AAABwUvADANoPAEeJ9ABkAAAAAACAAwDqDwAYeQAAAAAAAAAAAAAA0A8A"
        "yHkAAKAAAAAABgAIACQOABx4AAAAAAAACPDwAwDaHwBHifAA/P//////gwMA6g8Aw3kEAAAAAAAAJQAAACIOAIJ4BgAABAAA"
        "AAAAAADiDwAkfgv/BAAAAP8Ajg8AzB8Aw3kEAAAAAAAAiAAAACIOACV4BAsACwAA/wKOBwDKDwAMcgAF/wAAAHAS8gMA4g8E"
        "JXgGBeGDDz7/AI4HAMgPACV4CAT44IMPBgCABwDIDwAleAYE4YMPPv8AjgcAyA8ANngGCwEAAAAAAAAAAOIPAJFyBgQGAAAA"
        "P8CODwDiHwAkcg3//wAAAP8GDgAA4g8AEHL/BwgAAAD/4PEHAOIPACRyDP//AAAACQCOBwDiDwCCfAQAPwAAAAAAAAgA4g8A"
        "JXgGBgALAAD/Ao4HAMgPACV4CAX44IMPDAQOAADIDwAleAwH4YMPPv8AjgcA4g8AEHgDCB988MH/4PEHAMYPACV4BAbhgw8+"
        "/wCOBwDiDwQQeA8JBx988P/kfwAA5A8AB3IDAwgAAAAAAIAAAOIPACV4DAb44IMPDACEBwDiDwAHcgYPCQAAAAAAgAAA5A8A"
        "gnsP/wDyAAAACAAAACIOACRyCf//AAAA/wYOAQDiDwAQcv8FDAAAAP/g8QcA4g8AJHII//8AAAANAI4HAOIPABl4AwMDAAAA"
        "BhIAAADiDwAkcg3//wAAAP8AjgcA4g8ADHIAB/8AAABwEvIDAOIPBCV4BAf44IMPCAQOAADiDwARcgkGAwAAAP8IjwcAyA8A"
        "GXgG/x8AAAAJFAEAAOQPABB4AwQffPDB/+DxBwDkDwARcgYGCQAAAP8gjwcA5A8AEHgHBQcffPD/5H8AAOQPABl4Bv8EAAAA"
        "BhQBAADkDwAHcgoDBAAAAAAAgAAAxA8AB3IFBwUAAAAAAIAAAOIPACR4BAYQAAAA/wCOBwDkDwAgeA8PO6q4PwAAQAAA4h8A"
        "GXgKCgMAAAAFEgAAAOQPAEhyAwQJAAAAAAH+BwDkDwARcgoFCgAAAP8IjwcAyA8ADHIAAwoAAABwYvADANoPAE0JAAAAAAAA"
        "AACAAwDqDwCQeAUG/wMAAD/g/w8A4g8AGXgD/wEAAAANFgEAAOIPACR4CA0IAAAA/wCOBwDiDwBGdAcKEAAAAAQJgAMA4g8I"
        "kngFBQD8//8/wI4PAOIPABJ4DgMBAAAA/8COBwDiDwAneAUG6aKLLv8CjgcA4g8ARnIECQQAAID/AYAHAOQPABl4Dg4fAAAA"
        "/wYAAADiDwAkfgP/BQAAAP8Ajg8A4g8AynIHBwAAAAAAAA4AAOIPACRyDP//AAAA/wCOBwDiDwDKcgUEAAAAAAAADgAA4g8A"
        "JHIH//8AAAD/AI4HAOIPABJ4EQMIAAAACPiOBwDEDwAZeAj/AQAAAAUUAQAA5A8Ap3UAEQ4AQAJ/AQIIACQeABFyBQUIAAAA"
        "/wiPBwDkDwAReAgCwP////8wjgcAxg8AJHgFBfX///8GAo4HAOIPAJByBwUHAAAAP+H/DwDGDwAkeAgFwAAAAAgCjgcAxg8A"
        "JH4F/wcAAAD/AI4PAOQPAAx4AAj/BwAAcELwAwDaDwAkggT//wAAAAQKjgcAyg8ARogMBBAAAAAFEYADAOIPAEeZhABwAAAA"
        "AACAAwDsvwAMcgAM/wAAAHBS8gMA4g8AJHIG//8AAAD/AI4HAOIPAAV4dgAAAAAAAP8BAADiDwAkdAX/AACA//8AjgcA4g8A"
        "BXh0AAAAAAAA/wEAAOQPAAV4cgAAAAAAAP8BAADkDwAFeHAAAAAAAAD/AQAA5A8ABXhuAAAAAAAA/wEAAMQPAAV4bAAAAAAA"
        "AP8BAADkDwAFeGoAAAAAAAD/AQAA5A8ABXhoAAAAAAAA/wEAAOQPAAV4ZgAAAAAAAP8BAADkDwAFeGQAAAAAAAD/AQAA5A8A"
        "BXhiAAAAAAAA/wEAAMQPAAV4YAAAAAAAAP8BAADkDwAFeF4AAAAAAAD/AQAA5A8ABXhcAAAAAAAA/wEAAOQPAAV4WgAAAAAA"
        "AP8BAADkDwAFeFgAAAAAAAD/AQAA4g8AJHQE/wAAgP//AI4HAOIPAEeZ8AAwAAAAAACAAwDsDwCleAgEVlVVVT8Cjg8A4g8A"
        "JHgFAgAgAAADAo4HAMYPAJFyCQkJAAAAPwiPDwDiDwA2eAUFAOD//wAAAAAAxg8ApHgFCf3///8EAo4PAOQPAJJ4CQkBAAAA"
        "P8CODwDIDwAkfgT/BQAAAP8Ajg8A5A8AJH4G/wkAAAD/AI4PAOQPACR4BwQYAAAAAwKOBwDiDwASeAQNAQAAAP/AjgcA5A8A"
        "GXgGBh8AAAD/BgAAAMgPAKd1AAcGIEACfwECCAAkDgBHmQgAcAAAAAAAgAMA6h8AynIIAwAAAAAAAA4AAOIPACR4BAQAYAAA"
        "BQKOBwDiDwDFeQAAAAAAAAAAAAAA4g8AgngNAEAAAEAAAAAAAOIPAIJ4DwBAAABAAAAAAADiDwCCeBEAQAAAQAAAAAAA4g8A"
        "EngFBAD8AwD/wI4HAOIPBIJ4EwBAAABAAAAAAADiDwCCeBUAQAAAQAAAAAAA4g8AgngXAEAAAEAAAAAAAOIPABl4Bf8EAAAA"
        "BRYBAADiDwCCeAkAQAAAQAAAAAAA4g8AgngLAEAAAEAAAAAAAOIPAJFyBQUIAAAAP3iODwDiDwASeAUFAAABAP/8jgcA4g8A"
        "SHkAAAAAAAAAAIADAOoPAJB4BQUAwAAAP+D/DwDiDwDKcgwFAAAAAAAADgAA4g8ANngFBCAAAAAAAAAAAOIPAAV4dgAAAAAA"
        "AP8BAADiDwCSeAUFAPwDAD/Ajg8A4g8ABXh0AAAAAAAA/wEAAMQPAAV4cgAAAAAAAP8BAADkDwASeAUFIPwDAP/AjgcA4g8A"
        "mXgFPwQAAAAFFgEIAOIPAAV4cAAAAAAAAP8BAADkDwAFeG4AAAAAAAD/AQAA5A8AGXgF/wQAAAAFFgEAAOIPAJJ4DgUAAAEA"
        "P/yODwDiDwAFeGwAAAAAAAD/AQAA4g8AkngSBQIAAQA//I4PAOIPABJ4BQUAAAEA//yOBwDiDwCSeBYFBAABAD/8jg8A4g8A"
        "BXhqAAAAAAAA/wEAAOIPAJJ4CgUGAAEAP/yODwDiDwDKchAFAAAAAAAADgAA4g8ANngFBEAAAAAAAAAAAOIPBPB5GAwAAOAB"
        "/whwDADiDwA2eAQEYAAAAAAAAAAA4g8ABXhoAAAAAAAA/wEAAMQPAAV4ZgAAAAAAAP8BAADkDwASeAUFQPwDAP/AjgcA5A8A"
        "BXhkAAAAAAAA/wEAAOQPABJ4BARg/AMA/8COBwDkDwAFeGIAAAAAAAD/AQAA5A8AGXgF/wQAAAAFFgEAAMQPAAV4YAAAAAAA"
        "AP8BAADkDwAZeAT/BAAAAAQWAQAA5A8ABXheAAAAAAAA/wEAAOQPABJ4BQUAAAEA//yOBwDkDwAFeFwAAAAAAAD/AQAA5A8A"
        "EngEBAAAAQD//I4HAMQPAAV4WgAAAAAAAP8BAADkDwDKchQFAAAAAAAADgAA5A8ABXhYAAAAAAAA/wEAAOQPAMpyCAQAAAAA"
        "AAAOAADiDwCCfAUAPwAAAAAAAAgA4g8A8HkYEAAA4AEYCHAIANgPAPB5GBQAAOABGAhwCADYDwDweRgIAADgARgIAAgA5g8A"
        "xXkAAACAAAAAAAEAAOQPAAl4BRgAAID/AACABwDkDwAJeAQZAACA/wAAgAcA5A8ACXgHIAAAgP8AAIAHAOQPAAl4BiEAAID/"
        "AACABwDEDwAJcgUcBQAAAAAAgAcA5A8ACXIEHQQAAAAAAIAHAOQPAAlyByQHAAAAAACABwDkDwAJcgYlBgAAAAAAgAcA5A8A"
        "CXIFKAUAAAAAAIAHAOQPAAlyBCkEAAAAAACABwDEDwAJcgcwBwAAAAAAgAcA5A8ACXIGMQYAAAAAAIAHAOQPAAlyBSwFAAAA"
        "AACABwDkDwAJcgQtBAAAAAAAgAcA5A8ACXIHNAcAAAAAAIAHAOQPAAlyBjUGAAAAAACABwDEDwAJcgU4BQAAAAAAgAcA5A8A"
        "CXIEOQQAAAAAAIAHAOQPAAlyB0AHAAAAAACABwDkDwAJcgZBBgAAAAAAgAcA5A8ACXIFPAUAAAAAAIAHAOQPAAlyBD0EAAAA"
        "AACABwDEDwAJcgdEBwAAAAAAgAcA5A8ACXIGRQYAAAAAAIAHAOQPAAlyBUgFAAAAAACABwDkDwAJcgRJBAAAAAAAgAcA5A8A"
        "CXIHUAcAAAAAAIAHAOQPAAlyBlEGAAAAAACABwDEDwAJcgVMBQAAAAAAgAcA5A8ACXIETQQAAAAAAIAHAOQPAAlyB1QHAAAA"
        "AACABwDkDwAJcgZVBgAAAAAAgAcA5A8ACXIEBQQAAAAAAIAHAOQPAAlyBwcGAAAAAACABwDIDwAJcgUEBwAAAAAAgAcAyg8A"
        "iX8EBQAfIAwAAA4AACQOAAlyEAUEAAAAAACABwDkHwAJeAUaAACA/wAAgAcAxg8AiX8HEAAfQAwAAA4AACIOAAlyBR4FAAAA"
        "AACABwDIDwAJcgUqBQAAAAAAgAcAyA8ACXIFLgUAAAAAAIAHAMgPAAlyBToFAAAAAACABwDIDwAJcgU+BQAAAAAAgAcAyA8A"
        "CXIFSgUAAAAAAIAHAOQPAAlyBBAHAAAAAACABwDkHwAJcgVOBQAAAAAAgAcAxg8AIHIEDwQAAAAAAEAAAMoPAAl4BAQAAID/"
        "AACABwDKDwAjcgYPGAAAAAQIAAAA4g8UI3IRDx0AAAAECAAAAOIPFCNyEA8gAAAABAgAAADiDxAJeBgbAACA/wAAgAcA4g8A"
        "I3IODxwAAAAECAAAAOIPFAl4HSIAAID/AACABwDiDwAjchMPIQAAAAQIAAAA4g8QCXggIwAAgP8AAIAHAOIPACNyEg8kAAAA"
        "BAgAAADiDxAJchwfGAAAAAAAgAcA4g8AI3IVDyUAAAAECAAAAOIPFAlyHSYdAAAAAACABwDiDwAjchQPKAAAAAQIAAAA4g8Q"
        "CXIgJyAAAAAAAIAHAOIPACNyMA8wAAAABAgAAADiDxAJchwrHAAAAAAAgAcA4g8AI3I1DzUAAAAECAAAAOIPEAlyITIdAAAA"
        "AACABwDiDwAIcxgAMAAAAAAIAAAA4g8ACXIgMyAAAAAAAIAHAOIPACNyBw8ZAAAABAgAAADiDxAJchwvHAAAAAAAgAcA4g8A"
        "I3IXDykAAAAECAAAAOIPFAlyITYhAAAAAACABwDiDwAjcjEPMQAAAAQIAAAA4g8QCXIgNyAAAAAAAIAHAOIPACNyNA80AAAA"
        "BAgAAADiDxAJciQ7HAAAAAAAgAcA4g8AI3I5DzkAAAAECAAAAOIPFAlyIUIhAAAAAACABwDiDwAjchYPLAAAAAQIAAAA4g8Q"
        "CXIgQyAAAAAAAIAHAOIPAAhzHQAxAAAAAAgAAABiAAAJciQ/JAAAAAAAgAcA4g8AI3IZDy0AAAAECAAAAOIPFAlyJUYhAAAA"
        "AACABwDiDwAjcikPPQAAAAQIAAAA4g8QCXIgRyAAAAAAAIAHAOIPACNyLA9EAAAABAgAAADiDxAJciRLJAAAAAAAgAcA4g8A"
        "CHMhADUAAAAACAAAAOIFAAlyJVIlAAAAAACABwDiDwAjcjEPRQAAAAQIAAAA4h8QCXIoUyAAAAAAAIAHAOIPACNyIA84AAAA"
        "BAgAAADiDxAJciRPJAAAAAAAgAcA4g8AI3JVD1UAAAAECAAAAOIPEAlyJVYlAAAAAACABwDiDwAIcxwANAAAAAAIAAAA4gAA"
        "CXIoVygAAAAAAIAHAOIPACNyNQ9JAAAABAgAAADiTxAJcgUFJAAAAAAAgAcA4g8AI3IkDzwAAAAECAAAAOIPEAlyKCUoAAAA"
        "AACABwDiDwAjci0PQQAAAAQIAAAA4g8UI3I4D1AAAAAECAAAAOIPEAhzJQA5AAAAAAgAAADiBQAJcgUFKAAAAAAAgAcA4g8A"
        "I3IoD0AAAAAECAAAAOIPFCNyNA9MAAAABAgAAADiHxQjcj0PUQAAAAQIAAAA4g8UI3JUD1QAAAAECAAAAOIPEIl/MAUAHyAM"
        "AAAOAAAiDgA+cowdGAAAAP8AAAAA4i8ACHMGAAYAAAAACAAAAOIPACNyOQ9NAAAABAgAAADiTwA+co4hHAAAAP8AAAAAzI8A"
        "CHMHAAcAAAAACAAAAHAOAAhzFAAUAAAAAAgAAADiDwAJcjwFMAAAAAAAgAcA4h8AI3IwD0gAAAAECAAAAMwPAAhzFwAXAAAA"
        "AAgAAAAiDgA+cpQHBgAAAP8AAAAA4i8AiX8FPAAfQAwAAA4AAGwOAAhzIAAgAAAAAAgAAACwDgAIczAAMAAAAAAIAAAA4g8A"
        "PnJ8FxQAAAD/AAAAAM4fAAhzNQA1AAAAAAgAAAAiDgA+cnglIAAAAP8AAAAA5E8ACXJAPAUAAAAAAIAHAMYvADByBpR4AAAA"
        "AAAAAADkDwAgckAPQAAAAAAAQAAA4g8ACHMOAA4AAAAACAAAAOgPAAl4BUAAAID/AACABwDIDwAIcxEAEQAAAAAIAAAAYg4A"
        "I3IeDx4AAAAFCAAAAOIPFCNyOg86AAAABQgAAADiDxQjcjsPOwAAAAUIAAAA4g8UI3JKD0oAAAAFCAAAAOIPFCNySw9LAAAA"
        "BQgAAADiDxQjchoPGgAAAAUIAAAA4g8UI3IbDxsAAAAFCAAAAOIPFCNyKg8qAAAABQgAAADiDxQjcisPKwAAAAUIAAAA4g8U"
        "CHMSABIAAAAACAAAAOIPACNyIg8iAAAABQgAAADiDxQjciYPJgAAAAUIAAAA4g8UI3I+Dz4AAAAFCAAAAOIPFCNyPw8/AAAA"
        "BQgAAADiDxQjckIPQgAAAAUIAAAA4g8UI3JDD0MAAAAFCAAAAOIPFCNyRg9GAAAABQgAAADiDxQIcxUAFQAAAAAIAAAAog4A"
        "I3JHD0cAAAAFCAAAAOIPFCNyTg9OAAAABQgAAADiDxQjck8PTwAAAAUIAAAA4g8UI3JSD1IAAAAFCAAAAOIPFCNyUw9TAAAA"
        "BQgAAADiDxQjclYPVgAAAAUIAAAA4g8UI3JXD1cAAAAFCAAAAOIPFAhzFgAWAAAAAAgAAADiDwAjch8PHwAAAAUIAAAA4g8U"
        "I3IjDyMAAAAFCAAAAOIPFCNyJw8nAAAABQgAAADiDxQjci4PLgAAAAUIAAAA4g8UI3IvDy8AAAAFCAAAAOIPFCNyMg8yAAAA"
        "BQgAAADiDxQjcjMPMwAAAAUIAAAA4g8UCHMZABkAAAAACAAAAOIOACNyNg82AAAABQgAAADiDxQjcjcPNwAAAAUIAAAA4g8A"
        "PnKANTAAAAD/AAAAAMQfAD5ylhEOAAAA/wAAAADkLwA+coYVEgAAAP8AAAAA4k8ACHMkACQAAAAACAAAAOIPADByB3yAAAAA"
        "AAAAAADODwAIcykAKQAAAAAIAAAAIg4APnJ+GRYAAAD/AAAAAM6PAAhzLAAsAAAAAAgAAADwDwAIczEAMQAAAAAIAAAAYg4A"
        "PnJ6KSQAAAD/AAAAAM4fAAhzNAA0AAAAAAgAAADwDwAIczkAOQAAAAAIAAAAIg4APnKKMSwAAAD/AAAAAMovADByDoaKAAAA"
        "AAAAAADkDwAIc5IAVAAAAAAIAAAA8A8ACHNVAFUAAAAACAAAAGIOAD5ygjk0AAAA/wAAAADOHwAIc5cAHgAAAAAIAAAA8A8A"
        "CHMQABAAAAAACAAAAOIPAD5yklWSAAAA/wAAAADKLwAwchKOkgAAAAAAAAAA5A8ACHMTABMAAAAACAAAACQOADByDg4SAAAA"
        "AAAAAADMDwAIcygAKAAAAAAIAAAA8A8ACHMtAC0AAAAACAAAAGIOAD5yhBMQAAAA/wAAAADiHwAwchMGBwAAAAAAAAAAxA8A"
        "MHIGlnoAAAAAAAAAAOQPADByEH6CAAAAAAAAAADkDwAIczgAOAAAAAAIAAAA5A8AMHIQBhAAAAAAAAAAAOQPACF0BgQAAID/"
        "AAEAAADkDwAwchAQDgAAAAAAAAAAxA8AIXQOBQAAgP8AAQAAAOIPAAhzPQA9AAAAAAgAAAAiDgA+cogtKAAAAP8AAAAAyi8A"
        "MHIHhIgAAAAAAAAAAOQPAAhzlQAaAAAAAAgAAADwDwAIczwAGwAAAAAIAAAAYg4APnKQPTgAAAD/AAAAAMofADByEYyQAAAA"
        "AAAAAADkDwAIc30AKgAAAAAIAAAA5A8AMHIRBxEAAAAAAAAAAMgPADByERMRAAAAAAAAAADkDwAIcx4AKwAAAAAIAAAAIg4A"
        "PnKVPJUAAAD/AAAAAOIvADByEBEQAAAAAAAAAADKDwAwchH/EAAAIABBAAAA4g8ACHM6ADoAAAAACAAAAPAPAAhzOwA7AAAA"
        "AAgAAABiDgA+cn0efQAAAP8AAAAAzh8ACHNKAEoAAAAACAAAAPAPAAhzSwBLAAAAAAgAAAAiDgA+cnk7OgAAAP8AAAAAyi8A"
        "MHIUlXkAAAAAAAAAAOQPAAhzhQAiAAAAAAgAAADwDwAIc4cAJgAAAAAIAAAA4g8APnKBS0oAAAD/AAAAAMofADByFX2BAAAA"
        "AAAAAADkDwAIc0AAHwAAAAAIAAAAJA4AMHIYFBUAAAAAAAAAAMwPAAhzRAAjAAAAAAgAAABwDgAIcxoAJwAAAAAIAAAAog4A"
        "PnKXQJcAAAD/AAAAAM4fAAhzfwAuAAAAAAgAAADiDwA+coVEhQAAAP8AAAAAzi8ACHMiAC8AAAAACAAAACIOAD5yhxqHAAAA"
        "/wAAAADOTwAIc40AMgAAAAAIAAAA8A8ACHMmADMAAAAACAAAAGIOAD5yfyJ/AAAA/wAAAADOHwAIc48ANgAAAAAIAAAA8A8A"
        "CHMqADcAAAAACAAAACIOAD5yjSaNAAAA/wAAAADOLwAIcz4APgAAAAAIAAAA8A8ACHM/AD8AAAAACAAAAGIOAD5yjyqPAAAA"
        "/wAAAADOHwAIc0IAQgAAAAAIAAAA8A8ACHNDAEMAAAAACAAAACIOAD5yez8+AAAA/wAAAADKLwAwcgeXewAAAAAAAAAA5A8A"
        "CHNGAEYAAAAACAAAAPAPAAhzRwBHAAAAAAgAAABiDgA+colDQgAAAP8AAAAAyh8AMHIShYkAAAAAAAAAAOQPAAhzTgBOAAAA"
        "AAgAAADwDwAIc08ATwAAAAAIAAAAIg4APnKLR0YAAAD/AAAAAMovADByFIeLAAAAAAAAAADkDwAIc1IAUgAAAAAIAAAA8A8A"
        "CHNTAFMAAAAACAAAAGIOAD5yg09OAAAA/wAAAADKHwAwchV/gwAAAAAAAAAA5A8ACHNWAFYAAAAACAAAAOQPADByFQcVAAAA"
        "AAAAAADMDwAIc1cAVwAAAAAIAAAAIg4APnKRU1IAAAD/AAAAAMovADByFo2RAAAAAAAAAADkDwAIcwcABgAAAAAIAAAApAIA"
        "MHISEhYAAAAAAAAAAMgPADByEhgSAAAAAAAAAADkDwAIcw4ADgAAAAAIAAAA4g4APnKTV1YAAAD/AAAAAOIfADByBv8QAAAw"
        "AEEAAADILwAwchePkwAAAAAAAAAA5A8AIXIGEQYAAAAAAAAAAOQPADByFBQXAAAAAAAAAADkDwAjcgb/BwAAAAYAAAAA5E8A"
        "MHIUFRQAAAAAAAAAAMgPADByEhIUAAAAAAAAAADKDwAwchD/EgAAIABBAAAA5A8QMHIT/xIAADAAQQAAAMoPACFyExATAAAA"
        "AAAAAADIDwAjcgf/DgAAABMAAAAAzo8AkHgKBQEAAAA/4P8PAOIPAEV5AAAgHQAAAACAAwDqDwAMfAAMCgAAAHAw8gsA2g8A"
        "R5moAAAAAAAAAIADAOofAJByBQUEAAAAP+D/DwDIDwCleA4FVlVVVT8Cjg8AyA8AkXIPDw8AAAA/CI8PAMgPAKR4Cw/9////"
        "BQKODwDkDwCSeA8PAQAAAD/Ajg8AyA8AJH4O/wsAAAD/AI4PAOQPACR+EP8PAAAA/wCODwDkDwAkeBEOGAAAAAMCjgcAxg8A"
        "GXgOEB8AAAD/BgAAAMgPAKd1ABEOKEACfwEECAAkDgBHqXQAWAAAAAAAgAMA6h8AkHgFBv8DAAA/4P8PAOIPAMV5AAAAAAAA"
        "AAAAAADiDwCCeA8AQAAAQAAAAAAA4g8AEnj/AB8AAAD/wIQHAOIPAJJ4BQUA/AMAP8CODwDiDwBIeQAAAAAAAAAAgAMA6g8A"
        "kXIFCwUAAAA/eI4PAMgPAJB4BQUAAAEAP+D/DwDIDwCSeAUFAPwDAD/Ajg8AyA8AmXgFPwQAAAAFFgEIAMgPAJJ4DgUAAAEA"
        "P/yODwDIDwCXeBIOgAAAAD/g/w8Ayg8A8H1YlAwA4EBYCHAIAOgPAPB9WIQQAOBAWAhwCADiDwCXeBIOAAEAAD/g/w8A0g8A"
        "8H1YfBAA4EBYCHAIAOIPAJd4Eg6AAQAAP+D/DwDSDwDwfViMEADgQFgIcAgA4g8Al3gSDgACAAA/4P8PANIPAPB9WHgQAOBA"
        "WAhwCADiDwCXeBIOgAIAAD/g/w8A0g8A8H1YiBAA4EBYCHAIAOIPAJd4Eg4AAwAAP+D/DwDkDwCXeA4OgAMAAD/g/w8Azg8A"
        "8H1YgBAA4EBYCHAIAOgPAPB9WJAMAOBAWAgACADmDwDFeQAAAIAAAAAAAQAA5A8AGHkAAAAAAAAAAAAAAOIPAEcpnAAYAAAA"
        "AACAAwDqDwCnef8R/zBAAj8AEAgA4gEAR3mUABgAAAAAAIADAOoPAJByCwUEAAAAP+D/DwDIDwCQeAULAQAAAD/g/w8AyA8A"
        "pXgOBVZVVVU/Ao4PAMgPAJFyDw8PAAAAPwiPDwDIDwCkeAUP/f///wUCjg8A5A8AkngPDwEAAAA/wI4PAMgPACR+Dv8FAAAA"
        "/wCODwDkDwAkfhD/DwAAAP8Ajg8A5A8AJHgRDhgAAAADAo4HAMYPABl4DhAfAAAA/wYAAADIDwCndQARDiBAAn8BBAgAJA4A"
        "R6nUAFQAAAAAAIADAOofAKV4DgtWVVVVPwKODwDIDwCRcg8PDwAAAD8Ijw8AyA8ApHgLD/3///8LAo4PAOQPAJJ4Dw8BAAAA"
        "P8CODwDIDwAkfhD/CwAAAP8Ajg8A5A8AJH4R/w8AAAD/AI4PAOQPACR4EBAYAAAAAwKOBwDGDwAZeBERHwAAAP8GAAAAyA8A"
        "p3UAEBEoQAJ/AQQIACQOAEepuABUAAAAAACAAwDqHwDKchgDAAAAAAAADgAA4g8AxXkAAAAAAAAAAAAAAOIPAIJ4DwBAAABA"
        "AAAAAADiDwCCeBMAQAAAQAAAAAAA4g8AgngXAEAAAEAAAAAAAOIPAIJ8GQAJAAAAAAAACADiDwCCeBsAQAAAQAAAAAAA4g8A"
        "Enj/AB8AAAD/wIQHAOIPAEh5AAAAAAAAAACAAwDqDwCRcgUFGAAAAD94jg8AxA8AkXILCxgAAAA/eI4PAOQPAJB4BQUAwAAA"
        "P+D/DwDkDwCQeAsLAAABAD/g/w8A5A8AkngFBQD8AwA/wI4PAOQPAJJ4CwsA/AMAP8CODwDkDwCZeAU/BAAAAAUWAQgAxA8A"
        "mXgLPwQAAAALFgEIAOQPAJJ4DgUAAAEAP/yODwDkDwCSeBIFAgABAD/8jg8A5A8AkngWBQQAAQA//I4PAOQPAJJ4GgUGAAEA"
        "P/yODwDiDwCCfBgACAAAAAAAAAgA5A8A8HkYDAAA4AH/CHAMAOIPAJJ4DgsAAAEAP/yODwDiDwCCeA8AQAAAQAAAAAAA1A8A"
        "8HkYEAAA4AEYCHAIAOIPAJd4Eg6AAAAAP+D/DwDWDwDweRgUAADgARgIcAgA2A8A8HkYGAAA4AEYCAAIANgPAPB9WJQMAOBA"
        "WAhwCADoDwDwfViEEADgQFgIcAgA4g8Al3gSDgABAAA/4P8PANIPAPB9WHwQAOBAWAhwCADiDwCXeBIOgAEAAD/g/w8A0g8A"
        "8H1YjBAA4EBYCHAIAOIPAJd4Eg4AAgAAP+D/DwDSDwDwfVh4EADgQFgIcAgA4g8Al3gSDoACAAA/4P8PANIPAPB9WIgQAOBA"
        "WAhwCADiDwCXeBIOAAMAAD/g/w8A5A8Al3gODoADAAA/4P8PAM4PAPB9WIAQAOBAWAhwCADoDwDwfViQDADgQFgIAAgA5g8A"
        "xXkAAACAAAAAAQEAAOQPAAl4ERgAAID/AACABwDkDwAJeA4ZAACA/wAAgAcAxA8ACXgTIAAAgP8AAIAHAOQPAAl4EiEAAID/"
        "AACABwDkDwAJchEcEQAAAAAAgAcA5A8ACXIOHQ4AAAAAAIAHAOQPAAlyEyQTAAAAAACABwDkDwAJchIlEgAAAAAAgAcAxA8A"
        "CXIRKBEAAAAAAIAHAOQPAAlyDikOAAAAAACABwDkDwAJchMwEwAAAAAAgAcA5A8ACXISMRIAAAAAAIAHAOQPAAlyESwRAAAA"
        "AACABwDkDwAJcg4tDgAAAAAAgAcAxA8ACXITNBMAAAAAAIAHAOQPAAlyEjUSAAAAAACABwDkDwAJchE4EQAAAAAAgAcA5A8A"
        "CXIOOQ4AAAAAAIAHAOQPAAlyE0ATAAAAAACABwDkDwAJchJBEgAAAAAAgAcAxA8ACXIRPBEAAAAAAIAHAOQPAAlyDj0OAAAA"
        "AACABwDkDwAJchNEEwAAAAAAgAcA5A8ACXISRRIAAAAAAIAHAOQPAAlyEUgRAAAAAACABwDkDwAJcg5JDgAAAAAAgAcAxA8A"
        "CXITUBMAAAAAAIAHAOQPAAlyElESAAAAAACABwDkDwAJchFMEQAAAAAAgAcA5A8ACXIOTQ4AAAAAAIAHAOQPAAlyE1QTAAAA"
        "AACABwDkDwAJchJVEgAAAAAAgAcAxA8ACXIOEQ4AAAAAAIAHAOQPAAlyExMSAAAAAACABwDIDwAJchMOEwAAAAAAgAcA4g8A"
        "xXkAAACAAAAAAAEAAMgPAIl/DhMAHyAMAAAOAAAiDgAYeQAAAAAAAAAAAAAA4g8Ap6n/EP8wQAI/ABAIAOIDAAlyFBMOAAAA"
        "AACABwDKHwCJfxEUAB9ADAAADgAAJA4ACXIOFBEAAAAAAIAHAMofACByEQ8OAAAAAABAAADKDwAJcg4EEQAAAAAAgAcAyg8A"
        "I3IdDx0AAAAOCAAAAOIPFCNyFQ8gAAAADggAAADiDxAJeCAbAACA/wAAgAcA4g8AI3IWDyEAAAAOCAAAAOIPFAhzFAAdAAAA"
        "AAgAAADiAQAjchcPJAAAAA4IAAAA4g8QCXIgHyAAAAAAAIAHAOIPACNyEQ8YAAAADggAAADiDxQjchgPJQAAAA4IAAAA4g8U"
        "I3IcDxwAAAAOCAAAAOIPEAlyICsgAAAAAACABwDiDwAjchIPGQAAAA4IAAAA4g8UI3IZDygAAAAOCAAAAOIPEAl4HRoAAID/"
        "AACABwDiHwAIcxMAHAAAAAAIAAAAogAACXIgLyAAAAAAAIAHAOIPACNyLA8sAAAADggAAADiDxQJch0eHQAAAAAAgAcA4g8A"
        "I3ItDy0AAAAOCAAAAOIPEAlyJDsgAAAAAACABwDiDwAjcjQPNAAAAA4IAAAA4g8QCXIhKh0AAAAAAIAHAOIPAAhzIAAtAAAA"
        "AAgAAADiDwAJciQ/JAAAAAAAgAcA4g8AI3IcDykAAAAOCAAAAOIfFAlyIS4hAAAAAACABwDiDwAjcikPMAAAAA4IAAAA4g8Q"
        "CXIkSyQAAAAAAIAHAOIPACNyMQ8xAAAADggAAADiDxAJciE6IQAAAAAAgAcA4g8ACHMdACwAAAAACAAAAOIAAAlyJE8kAAAA"
        "AACABwDiDwAjcpgPOQAAAA4IAAAA4g8UCXIhPiEAAAAAAIAHAOIPACNyNQ81AAAADggAAADiDxAJeCgjAACA/wAAgAcA4g8A"
        "I3I4DzgAAAAOCAAAAOIPEAlyJUohAAAAAACABwDiDwAIcxEAEQAAAAAIAAAA4g8ACXIoJygAAAAAAIAHAOIPACNyUQ9RAAAA"
        "DggAAADiDxAJciVOJQAAAAAAgAcA4g8AIXIEBA4AAIAAAAAAAOIPAAlyKDMoAAAAAACABwDEDwAJcjAlJAAAAAAAgAcA4g8A"
        "CHMhACkAAAAACAAAAOIJAAl4JSIAAID/AACABwDkDwAJciw3KAAAAAAAgAcA5B8ACXIlJiUAAAAAAIAHAOQPAAlyLEMsAAAA"
        "AACABwDiDwAIcyQAMQAAAAAIAAAAIg4ACXIpMiUAAAAAAIAHAMQPAQlyLEcsAAAAAACABwDkDwAJcik2KQAAAAAAgAcA5A8A"
        "CXIsUywAAAAAAIAHAOIPAAhzJQA0AAAAAAgAAADiCQAJcilCKQAAAAAAgAcA5A8APnITFBMAAAD/AAAAAORPAAlyKUYpAAAA"
        "AACABwDEDwA+ch0gHQAAAP8AAAAA4o8ACHMoADUAAAAACAAAAOIEAAlyLVIpAAAAAACABwDiDwAkcpb//wAAABMAjgcA4g8A"
        "CXI0VywAAAAAAIAHAOIPASRyfv//AAAAHQCOBwDiDwAJci1WLQAAAAAAgAcA5A8APnIhJCEAAAD/AAAAAOIfAAhzKQA4AAAA"
        "AAgAAADiAQAJcjEtNAAAAAAAgAcA4g8AI3ItDzwAAAAOCAAAAOIPFCNyNQ9EAAAADggAAADiTxQjcjQPQQAAAA4IAAAA4g8U"
        "CXI5MDEAAAAAAIAHAOIPACNyMA89AAAADggAAADiDxQjcjEPQAAAAA4IAAAA4g8UCHMsAJgAAAAACAAAACIFACNyOA9FAAAA"
        "DggAAADiHxSJfzw5AB8gDAAADgAAIg4AI3I9D0wAAAAOCAAAAOIPFCNyQA9NAAAADggAAADiDxQjckEPUAAAAA4IAAAA4g8U"
        "I3JMD1UAAAAOCAAAAOIPFD5yJSglAAAA/wAAAADijwAIcxIAEgAAAAAIAAAA4g4AI3KYD0gAAAAOCAAAAOJPACRyjP//AAAA"
        "IQCOBwDEDwAkco7//wAAACUAjgcAyA8ACHMZABkAAAAACAAAAOIPAD5yKSwpAAAA/wAAAADKDwEkcnj//wAAACkAjgcA5A8A"
        "CHMcABwAAAAACAAAAKIOAD5yERIRAAAA/wAAAADkjwAJckQ5PAAAAAAAgAcA4h8AI3I8D0kAAAAOCAAAAOQPACRylP//AAAA"
        "EQCOBwDkDwCJf0VEAB9ADAAADgAAIg4ACHM5AJgAAAAACAAAAPAPAAhzPAA8AAAAAAgAAADiDgA+chkcGQAAAP8AAAAAyk8A"
        "JHJ8//8AAAAZAI4HAOQPAAhzFQAVAAAAAAgAAADiDwAJckhERQAAAAAAgAcA4h8AI3JFD1QAAAAOCAAAAMwPAAhzFgAWAAAA"
        "AAgAAADiDwA+cjk8OQAAAP8AAAAA4o8AIHJID0gAAAAAAEAAAMgPACRygP//AAAAOQCOBwDiDwAJckgFSAAAAAAAgAcA4g8A"
        "CHMXABcAAAAACAAAAOgPACNyGg8aAAAASAgAAADiDxQjchsPGwAAAEgIAAAA4g8UI3JJD0oAAABICAAAAOIPFCNyKg8qAAAA"
        "SAgAAADiDxQjcisPKwAAAEgIAAAA4g8UI3I6DzoAAABICAAAAOIPFAhzGgAaAAAAAAgAAADiDwAjcjsPOwAAAEgIAAAA4g8U"
        "I3JKD0sAAABICAAAAOIPFCNyIg8iAAAASAgAAADiDxQjciMPIwAAAEgIAAAA4g8UI3IeDx4AAABICAAAAOIPFCNyHw8fAAAA"
        "SAgAAADiDxQjciYPJgAAAEgIAAAA4g8UCHMbABsAAAAACAAAACIOACNyJw8nAAAASAgAAADiDxQjcksPTgAAAEgIAAAA4g8U"
        "I3IuDy4AAABICAAAAOIPFCNyLw8vAAAASAgAAADiDxQjcjIPMgAAAEgIAAAA4g8UI3IzDzMAAABICAAAAOIPFCNyNg82AAAA"
        "SAgAAADiDxQIcxgAGAAAAAAIAAAAog4AI3I3DzcAAABICAAAAOIPFCNyPg8+AAAASAgAAADiDxQjcj8PPwAAAEgIAAAA4g8U"
        "I3JCD0IAAABICAAAAOIPFCNyQw9DAAAASAgAAADiDxQjckYPRgAAAEgIAAAA4g8UI3JHD0cAAABICAAAAOIPFCNyTg9PAAAA"
        "SAgAAADiDxQjck0PUwAAAEgIAAAA4g8UCHMtAC0AAAAACAAAAOIPACNyVg9WAAAASAgAAADiDxQjclcPVwAAAEgIAAAA4g8U"
        "I3JSD1IAAABICAAAAOIPED5yGhsaAAAA/wAAAADiHwAhcgUFSAAAgAAAAAAA4g8APnIVFhUAAAD/AAAAAOIPADByFhEpAAAA"
        "AAAAAADiDwAIczAAMAAAAAAIAAAAIg4APnIXGBcAAAD/AAAAAOJPADByGBk5AAAAAAAAAADEDwAkcoT//wAAABUAjgcA5A8A"
        "JHKV//8AAAAaAI4HAOQPACRyhv//AAAAFwCOBwDiDwAIczEAMQAAAAAIAAAA8A8ACHM0ADQAAAAACAAAAKIOAD5yLTAtAAAA"
        "/wAAAADKHwAkcnr//wAAAC0AjgcA5A8ACHM1ADUAAAAACAAAAPAPAAhzOAA4AAAAAAgAAAAiDgA+cjE0MQAAAP8AAAAAyk8A"
        "JHKI//8AAAAxAI4HAOQPAAhzPQA9AAAAAAgAAADwDwAIc0AAQAAAAAAIAAAAog4APnI1ODUAAAD/AAAAAMofACRyiv//AAAA"
        "NQCOBwDkDwAIc0EAQQAAAAAIAAAA8A8ACHNEAFEAAAAACAAAACIOAD5yPUA9AAAA/wAAAADKTwAwchwdPQAAAAAAAAAA5A8A"
        "JHKC//8AAAA9AI4HAOIPAAhzRQBFAAAAAAgAAADwDwAIc0wATAAAAAAIAAAAog4APnJBREEAAAD/AAAAAMofACRykP//AAAA"
        "QQCOBwDkDwAIcyoAKgAAAAAIAAAA8A8ACHMrACsAAAAACAAAACIOAD5yRUxFAAAA/wAAAADKTwAwciAlRQAAAAAAAAAA5A8A"
        "JHKS//8AAABFAI4HAOIPAAhzOgA6AAAAAAgAAADwDwAIczsAOwAAAAAIAAAAog4APnIqKyoAAAD/AAAAAMofACRyff//AAAA"
        "KgCOBwDkDwAIc0kASQAAAAAIAAAA8A8ACHNKAEoAAAAACAAAACIOAD5yOjs6AAAA/wAAAADKTwAwciQaOgAAAAAAAAAA5A8A"
        "JHJ5//8AAAA6AI4HAOIPAAhzIgAiAAAAAAgAAADwDwAIcyMAIwAAAAAIAAAAog4APnJJSkkAAAD/AAAAAMofACRygf//AAAA"
        "SQCOBwDkDwAIcx4AHgAAAAAIAAAA8A8ACHMfAB8AAAAACAAAACIOAD5yIiMiAAAA/wAAAADiTwAwciMWGAAAAAAAAAAAxA8A"
        "MHIWFTEAAAAAAAAAAOQPADByGBc1AAAAAAAAAADkDwAkcoX//wAAACIAjgcA4g8ACHMmACYAAAAACAAAAOIPADByGBggAAAA"
        "AAAAAADODwAIcycAJwAAAAAIAAAAog4APnIeHx4AAAD/AAAAAOIfADByHyFBAAAAAAAAAADIDwAwchYWHwAAAAAAAAAA5A8A"
        "JHKX//8AAAAeAI4HAOIPAAhzFABWAAAAAAgAAADiDwAwchYjFgAAAAAAAAAAzg8ACHMbAFcAAAAACAAAACIOAD5yJicmAAAA"
        "/wAAAADiTwAwcicqSQAAAAAAAAAAyA8AMHIrJCcAAAAAAAAAAOQPACRyh///AAAAJgCOBwDiDwAIcy4ALgAAAAAIAAAA8A8A"
        "CHMvAC8AAAAACAAAAKIOAD5yGxsUAAAA/wAAAADiHwAwchQTLQAAAAAAAAAAyA8AMHIUFBwAAAAAAAAAAOQPACRyk///AAAA"
        "GwCOBwDiDwAIczIAMgAAAAAIAAAA4g8AMHIUFBgAAAAAAAAAAMgPADByFBYUAAAAAAAAAADGDwAIczMAMwAAAAAIAAAAIg4A"
        "PnIuLy4AAAD/AAAAAMpPACRyf///AAAALgCOBwDkDwAIczYANgAAAAAIAAAA8A8ACHM3ADcAAAAACAAAAKIOAD5yMjMyAAAA"
        "/wAAAADKHwAkco3//wAAADIAjgcA5A8ACHM+AD4AAAAACAAAAPAPAAhzPwA/AAAAAAgAAAAiDgA+cjY3NgAAAP8AAAAAyk8A"
        "MHIoNhsAAAAAAAAAAOQPACRyj///AAAANgCOBwDiDwAIc0IAQgAAAAAIAAAA8A8ACHNDAEMAAAAACAAAAKIOAD5yPj8+AAAA"
        "/wAAAADKHwAwchwePgAAAAAAAAAA5A8AJHJ7//8AAAA+AI4HAOIPAAhzRgBGAAAAAAgAAADwDwAIc0cARwAAAAAIAAAAIg4A"
        "PnJCQ0IAAAD/AAAAAMpPADByHyJCAAAAAAAAAADkDwAkcon//wAAAEIAjgcA4g8ACHNLAEsAAAAACAAAAPAPAAhzTgBOAAAA"
        "AAgAAACiDgA+ckZHRgAAAP8AAAAAyh8AMHIgJkYAAAAAAAAAAOQPACRyi///AAAARgCOBwDiDwAIcxIAUgAAAAAIAAAA4g8A"
        "MHIgICgAAAAAAAAAAM4PAAhzTQBNAAAAAAgAAAAiDgA+cktOSwAAAP8AAAAAyk8AMHIkLksAAAAAAAAAAOQPACRyg///AAAA"
        "SwCOBwDiDwAIcy8ABAAAAAAIAAAA4gQAMHIcHCQAAAAAAAAAAMgPADByHBwgAAAAAAAAAADGDwAIcxgABQAAAAAIAAAAIgcA"
        "PnISTRIAAAD/AAAAAOIfADByBP8UAAAgAEEAAADITwAwcicyEgAAAAAAAAAA5A8AJHKR//8AAAASAI4HAOQPACByBQYvAAAA"
        "AABAAADijwgwch8fJwAAAAAAAAAA5A8AIHJYWC8AAAAAAEAAAOIPCCByWVkvAAAAAABAAADiDwggclxcLwAAAAAAQAAA4g8A"
        "MHIfKx8AAAAAAAAAAMQPACByXV0vAAAAAABAAADiDwggcmBgLwAAAAAAQAAA4g8IIHIHBxgAAAAAAEAAAOIPATByHB8cAAAA"
        "AAAAAADkDwAwch//FAAAMABBAAAA5A8AIHJhYS8AAAAAAEAAAOIPCCByZGQvAAAAAABAAADiDwggcmVlLwAAAAAAQAAA4g8A"
        "MHIU/xwAACAAQQAAAMQPACFyBAQfAAAAAAAAAADiDwAwciP/HAAAMABBAAAA5A8AIHJoaC8AAAAAAEAAAOIPCCByaWkvAAAA"
        "AABAAADiDwghcgYFBAAAAAAAAAAA4g8AIHJsbC8AAAAAAEAAAOIPCCFyFBQjAAAAAAAAAADiDwAgcm1tLwAAAAAAQAAA4g8I"
        "IHJwcC8AAAAAAEAAAOIPCCBycXEvAAAAAABAAADiDwghcgcHFAAAAAAAAAAA4g8AIHJ0dC8AAAAAAEAAAOIPCCBydXUvAAAA"
        "AABAAADiDwAgclpaGAAAAAAAQAAA4g8IIHJbWxgAAAAAAEAAAOIPCCByXl4YAAAAAABAAADiDwggcl9fGAAAAAAAQAAA4g8I"
        "IHJiYhgAAAAAAEAAAOIPCCByY2MYAAAAAABAAADiDwggcmZmGAAAAAAAQAAA4g8IIHJnZxgAAAAAAEAAAOIPCCByamoYAAAA"
        "AABAAADiDwggcmtrGAAAAAAAQAAA4g8IIHJubhgAAAAAAEAAAOIPCCByb28YAAAAAABAAADiDwggcnJyGAAAAAAAQAAA4g8I"
        "IHJzcxgAAAAAAEAAAOIPCCBydnYYAAAAAABAAADiDwggcnd3GAAAAAAAQAAA4g8AJHIF//8AAABIAI4HAMQPACRyBP//AAAA"
        "DgCOBwDOLwBBeQAAAAAAAAAAgAMA6g8AgnwFAAoAAAAAAAAIAOIPAEeZqADg//////+DAwDqDwCJfw4HAB8gDAAADgAAYg4A"
        "GXgQ/x8AAAAJFAEAAOQPABl4Ff8fAAAAABQBAADiDwCJfxEGAB8gDAAADgAAIh4AIXITDgcAAAAAAAAAAOIvABFyDhAJAAAA"
        "/yCPBwDiDwAhchERBgAAAAAAAAAAxh8AiX8UEwAfQAwAAA4AACIOABl4Dv8EAAAADhQBAADGDwCJfxIRAB9ADAAADgAAZA4A"
        "JHgYDgEAAAANAo4HAMgPACR4EBjw////CgKOBwDkDwQkeBkY8P///wkCjgcAxg8ASHgHEBAAAAAAAf4DAOQPABFyEBUAAAAA"
        "/ziPBwDkDwBIcgb/GQAAAAAB/gcA5A8AEngXEID/////wI4HAMYPACR4FQcBAAAABgqOBwDkDwAhcgcTFAAAAAAAAAAA4h8A"
        "FngT/xB2AAATAAAAAOIPACR4EAABAAAAFwqOBwDkDwAhcgYREgAAAAAAAAAA4i8ARwmQABgAAAAAAIADAOwPAAx4ABUQAAAA"
        "cFLwAwDiDwAkdBP/AQAAAP8AjgcA4g8ADHgAGQEAAABwEvIDAOIPACR0G/8BAAAA/wCOBwDYDwBHiXwAGAAAAAAAgAAA6g8A"
        "gnsW/wACAAEACgAAACIOACR4EhgDAAAA/wKOBwDiDwBFeQAAwBkAAAAAgAMA4g8ANngRAv////8AAAAAAMoPABl4E/8fAAAA"
        "ERQBAADkDwAQchUSEQAAAP/g8QcAyA8AEXISEhMAAAD/Dg8AAOQPAAxyABn/AAAAcELwAwDkDwARchQVFgAAAP8QggcAyB8A"
        "EXIVFRcAAAASFI8AAM4PAEcJyAAUAAAAAACAAwDqDwAReBcYEAAAAP8gjgcA4g8AJHQS/wEAAAD/AI4HAOIPALl6CAAAAAAB"
        "AAoAAADiDwAkdBP/AAAAAP8AjgcA5A8AJXgSF4QAAAASCo4HAMoPAAxyABP/AAAAcBLyAwDiDwQleBYTo4suuv8AjgcAyA8A"
        "JXgYEuiiiy4WAIAHAMgPACV4FhKjiy66/wCOBwDIDwAkchv//wAAAP8GDgAA4g8AEHL/FxgAAAD/4PEHAOIPACRyGv//AAAA"
        "GQCOBwDIDwAleBYT6KKLLhoEDgAAxg8AEHgZFl100UX/4PEHAMgPABB4ExcXXXTR/+R/AADkDwAMcgAQ/wAAAHBS8AMA5A8A"
        "B3ISGRYAAAAAAIAAAOQPAAdyFxMXAAAAAACAAADIDwAZeBISCQAAABcSAAAAyA8AEXISFxIAAAD/CI8HAOIPAEcJIAAMAAAA"
        "AACAAwDsDwDDeQUAAAAAAAAlAAAAIg4AJHIT//8AAAD/AI4HAOQPACR+C/8FAAAA/wCODwDKHwAMcgALEgAAAHBi8AMA2g8A"
        "Rwn0AAgAAAAAAIADAOoPACRyKf//AAAACwCOBwDIDwAkeBcSAQAAACkKjgcA4g8AEnIT/ykAAAD/M44HAMgPABJ4FhcDAAAA"
        "/8COBwDiDwAkeBMTAQAAABICjgcAyg8ADHgAEwMAAABwYPADAOIPACRyE///AAAA/wCOBwDYDwBHiZAABAAAAAAAgAMA6g8A"
        "JHgXFwEAAAAWCo4HAOQPACRyE///AAAA/wCOBwDkDwAkcij//wAAAAsAjgcAzg8ANngaKAEAAAAAAAAAAOQPBDZ4HCgCAAAA"
        "AAAAAADkDwAleBoaAAsAAP8CjgcAyA8AJXgcHAALAAD/Ao4HAMgPACV4Ihvhgw8+/wCOBwDIDwA2eB4oAwAAAAAAAAAA5A8E"
        "Nng0KAQAAAAAAAAAAOQPACV4Jh3hgw8+/wCOBwDIDwAleBga4YMPPv8AjgcAyA8AJXgiGvjggw8iAIAHAMgPACV4Hh4ACwAA"
        "/wKOBwDiDwAQcv8ZIgAAAP/g9QcAxg8ANngYKAUAAAAAAAAAAOQPACV4IDQACwAA/wKOBwDIDwAleCQc4YMPPv8AjgcAyA8A"
        "JXgmHPjggw8mAIIHAMgPACV4GBgACwAA/wKOBwDiDwAQcv8lJgAAAP/g+wcAxg8AJXgoH+GDDz7/AI4HAMgPACV4LiHhgw8+"
        "/wCOBwDIDwAkciT//wAAACMAjgcA5A8AJHIl//8AAAD/Bg4AAOQPACV4Ihnhgw8+/wCOBwDIDwAleCoe4YMPPv8AjgcAyA8A"
        "JXgsHvjggw8oAIYHAMgPACRyKf//AAAA/waOAADiDwAMcgAb/wAAAHAS8gMA4g8AJHIo//8AAAAnAI4HAOQPACV4MiD44IMP"
        "LgCIBwDIDwAleBob+OCDDyQEDgEA4g8ADHIAHf8AAABwEvQDAMYPACV4MCDhgw8+/wCOBwDIDwAkci///wAAAP8GjgEA4g8A"
        "EHL/KywAAAD/4PcHAOIPACV4HB344IMPKASOAgDiDwAQcv8xMgAAAP/g8QcA5A8ADHIAH/8AAABwEvoDAOIPACV4Jhj44IMP"
        "IgCMBwDIDwAkci7//wAAAC0AjgcA5A8AJXgkGOGDDz7/AI4HAMgPACRyI///AAAA/wYOAgDiDwAQeCsaH3zwwf/g+QcA4g8A"
        "JHIp//8AAAD/Bg4DAOIPABB4LRwffPDB/+D9BwDiDwAleB4f+OCDDy4EjgEA4g8AEHL/JSYAAAD/4PcHAOQPABB4JRsHH3zw"
        "/+R/AgDiDwAkciL//wAAADMAjgcA4g8ADHIAIf8AAABwEvgDAOIPACRyKP//AAAAJwCOBwDiDwAQeCcdBx988P/kfwMA4g8A"
        "JXggIfjggw8iBA4AAOIPABB4Lx4ffPDB/+DxBwDEDwAHciMlGwAAAAAAgAAA4g8ANngXF/z///8AAAAAAOIPAAdyGisaAAAA"
        "AACAAADkDwAHchgtHAAAAAAAAAEA5A8AB3IbJx0AAAAAAAABAOQPABB4JR8HH3zw/+R/AADkDwAHch0vHgAAAAAAgAIAxA8A"
        "GXgaGgMAAAAjEgAAAOQPABl4GBgDAAAAGxIAAADkDwAHch4lHwAAAAAAgAIA5A8AEHglIB988MH/4PEHAOQPABFyHyMaAAAA"
        "/wiPBwDkDwARchgbGAAAAP8IjwcA4g8AJXgaGfjggw8oBI4BAOIPABB4IyEHH3zw/+R/AADEDwAMcgAfGAAAAHBi8AMA4g8A"
        "JHIo//8AAAA0AI4HAOIPABl4HR0DAAAAHhIAAADkDwAHchwlIAAAAAAAAAIA5A8AB3IhIyEAAAAAAAACAOQPABFyHR4dAAAA"
        "/wiPBwDiDwA2eB4TAQAAAAAAAAAA4g8AGXgcHAMAAAAhEgAAAMQPABB4HxoffPDB/+D1BwDiDwAkAh7//wAAABMCjgcA4g8A"
        "DHIAGB0AAABwYvIDAOQPABFyHCEcAAAA/wiPBwDkDwAMcgAZ/wAAAHAS9gMA5A8AEHgZGwcffPD/5H8BAOQPAAxyAB0cAAAA"
        "cGLwAwDEDwAHchgfGgAAAAAAgAEA5A8AB3IaGRsAAAAAAIABAMgPABl4ExgDAAAAGhIAAADiDwA2eBgeAQAAAAAAAAAA5A8A"
        "JBIY//8AAAAeAo4HAOIPABFyExoTAAAA/wiPBwDGDwA2eBkYAQAAAAAAAAAA4g8ADHIAHBMAAABwYvIDAOIPACQCGf//AAAA"
        "GAKOBwDiDwAMcgAX/wAAAHBS8AMAxg8ANngTGQEAAAAAAAAAANAPACQSE///AAAAGQKOBwDkDwBHCYAA+P//////gwMA6g8A"
        "JHIp//8AAAA0AI4HAM4PAAxyABb/AAAAcFLwAwDaDwBHiTwABAAAAAAAgAMA6g8ANngYKQEAAAAAAAAAAOQPBDZ4GikCAAAA"
        "AAAAAADkDwAleBgYAAsAAP8CjgcAyA8AJXgaGgALAAD/Ao4HAMgPACV4HBnhgw8+/wCOBwDIDwAleCAb4YMPPv8AjgcAyA8A"
        "JXgeGPjggw8cAIAHAMgPACV4HBjhgw8+/wCOBwDIDwAleCQa+OCDDyAAggcAyA8AJXgiGuGDDz7/AI4HAMgPACRyIf//AAAA"
        "/wYOAADiDwAQcv8dHgAAAP/g8QcA4g8AJHIn//8AAAD/Bo4AAOIPABBy/yMkAAAA/+DzBwDiDwAkciD//wAAAB8AjgcA5A8A"
        "JHIm//8AAAAlAI4HAOQPACV4HBn44IMPIAQOAADIDwAleB4b+OCDDyYEjgAA4g8AEHgXHB988MH/4PEHAOQPAAxyABn/AAAA"
        "cBLyAwDkDwAQeCEeH3zwwf/g9QcA5A8AEHgZHQcffPD/5H8AAOQPAAxyABv/AAAAcBLwAwDkDwAQeBsfBx988P/kfwEAxA8A"
        "B3IYFxwAAAAAAIAAAOQPAAdyFyEeAAAAAAAAAADkDwAHch0ZHQAAAAAAgAAA5A8AB3IeGx8AAAAAAAAAAOQPABl4GBgDAAAA"
        "HRIAAADkDwAZeBcXAwAAAB4SAAAAxA8AEXIYHRgAAAD/CI8HAOQPABFyJR4XAAAA/wiPBwDiDwA2eBcTAQAAAAAAAAAA4g8A"
        "DHgAFgEAAABwUvIDAOQPAAxyABglAAAAcGLwAwDaDwAkAhf//wAAABMCjgcAyA8AJHIT//8AAAAXAI4HAOIPAEeZpAAAAAAA"
        "AACAAwDsDwAMeAAWAgAAAHBS8AMA4g8ANngWKQMAAAAAAAAAAMgPACV4FhYACwAA/wKOBwDMDwAleBoX4YMPPv8AjgcAyA8A"
        "NggYKQQAAAAAAAAAAOQPACV4HBb44IMPGgCCBwDIDwAlCBgYAAsAAP8CjgcAyA8AJXgaFuGDDz7/AI4HAMgPACUIIBnhgw8+"
        "/wCOBwDIDwAkch///wAAAP8GjgAA4g8AEHL/GxwAAAD/4PMHAOIPACRyHv//AAAAHQCOBwDkDwAlCCAY+OCDDyAAhAcAyA8A"
        "JQgcGOGDDz7/AI4HAMgPACV4Ghf44IMPHgSOAADiDwAQAv8dIAAAAP/g9wcAxg8AJAIf//8AAAD/Bg4BAOIPABB4IxoffPDB"
        "/+DzBwDiDwAkAh7//wAAACEAjgcA4g8ADHIAF/8AAABwEvQDAOQPABB4HRsHH3zw/+T/AADiDwAlCBYZ+OCDDx4EjgEA4g8A"
        "B3IYIxoAAAAAAAABAOQPAAdyGx0bAAAAAAAAAQDkDwAQCB0WH3zwwf/g8wcAxA8AGXgYGAMAAAAbEgAAAOQPAAwCABn/AAAA"
        "cBL0AwDkDwAQCBkXBx988P/k/wAA5A8AEXIaGxgAAAD/CI8HAOQPAAcCFh0WAAAAAAAAAQDkDwAHAhgZFwAAAAAAAAEAxA8A"
        "DHIAJRoAAABwYvIDAOQPABkIFxYDAAAAGBIAAADiDwA2eBYTAQAAAAAAAAAAxg8AEQIXGBcAAAD/CI8HAMgPAAxyABoXAAAA"
        "cGJ0AADGDwAkEhb//wAAABMCjgcAyA8AJHIT//8AAAAWAI4HAMgPADYIFhMBAAAAAAAAAADkDwAkIhb//wAAABMCjgcAyA8A"
        "JAIT//8AAAAWAI4HAM4PAIF5FhQcAAAAAPkeDACoDgCPeQD/AAAAAAAAAAIA4k8ARnkAAAAAAAAAAIADAOoPAAxyABYTAAAA"
        "cGDwAwDaDwBHiewA/P//////gwMA6g8AhnkAFP8AAAAcGRAMAOQBAAxyAAsSAAAAcGLyAwDiDwBIeQAAAAAAAAAAgAMA6g8A"
        "HXUAAAIAAgAAAAEAAOIDAAx4AAgACAAAcGLwAwDIDwAHeBP/AQAAAAAAAAAA5A8ARxnAAAgAAAAAAIADAO4PAEV5AQDQCAAA"
        "AACAAwDiDwAkcjj//wAAAAsAjgcAzg8ANngWOAIAAAAAAAAAAOIPBEV5AgCACAAAAACAAwDiDwA2eDg4AQAAAAAAAAAA5A8A"
        "JXgWFgALAAD/Ao4HAMgPACV4FDgACwAA/wKOBwDiHwAMcgAX/wAAAHAS9AMAxg8AJXgaF+GDDz7/AI4HAMgPACV4GBXhgw8+"
        "/wCOBwDIDwAleB4W+OCDDxoAggcAyA8AJXgcFuGDDz7/AI4HAMgPACV4GhT44IMPGACABwDIDwAleBgU4YMPPv8AjgcAyA8A"
        "JHIh//8AAAD/Bo4AAOIPABBy/x0eAAAA/+DzBwDiDwAkch3//wAAAP8GDgAA4g8AEHL/GRoAAAD/4PEHAOIPACRyIP//AAAA"
        "HwCOBwDkDwAkchz//wAAABsAjgcA5A8AJXgeF/jggw8gBI4AAMgPACV4GBX44IMPHAQOAADiDwAQeB0eH3zwwf/g8wcA5A8A"
        "EHgbGB988MH/4PEHAOQPABB4IR8HH3zw/+T/AADkDwAMcgAV/wAAAHAS8gMA5A8AEHgXGQcffPD/5H8AAOQPAAdyFRsYAAAA"
        "AACAAADEDwAHchQdHgAAAAAAAAEA5A8AB3IfIR8AAAAAAAABAOQPAAdyGBcZAAAAAACAAADkDwAZeBQUAwAAAB8SAAAA5A8A"
        "GXgVFQMAAAAYEgAAAOQPABFyFB8UAAAA/wiPBwDEDwARchUYFQAAAP8IjwcA5A8ADHIAOBIAAABwYvIDAOQPAAxyABUUAAAA"
        "cGLwAwDaDwBHCZQABAAAAAAAgAMA6g8AJHgUOAMAAAARAo4HAMgPACR4GRSABAAA/wKOBwDkDwA2eBQQAAQAAAAAAAAAxg8A"
        "GXgb/x8AAAAZFAEAAOQPABByFRkUAAAA/+DxBwDIDwARchYUGwAAAP8ODwAA5A8AEXwUFQgAAAD/IIAPAMgPABF8FRUJAAAA"
        "FiQPCADMDwCBeRQUHAAAAAD9HgwAog4AEHIZEBkAAAD/4PEHAMgPABFyGBAbAAAA/w4PAADkDwARfDoZCAAAAP8ggA8AyA8A"
        "EXw7GQkAAAAYJA8IAMoPAIF5MDocAAAAAP0eDADoDgCBeSw6HAAIAAD9HgwAKA8AgXkoOhwAEAAA/R4MAGgPAIF5JDocABgA"
        "AP0eDABoDwCBeSA6HAAgAAD9HgwAaA8AgXkcOhwAKAAA/R4MAGgPAIF5GDocADAAAP0eDABoDwCBeTQ6HAA4AAD9HgwAYgEA"
        "CXI5BBQAAAAAAIAHAMRPAAlyPAUVAAAAAACABwDGDwAhcgQEOQAAgAAAAAAA4g8QIXIUFDkAAIAAAAAAAOIPACFyBQU8AACA"
        "AAAAAADiDxAhchUVPAAAgAAAAAAA4g8ACHM9AAQAAAAACAAAALAOAAhzPgAFAAAAAAgAAABwDgAIcwQAFQAAAAAIAAAA4g4A"
        "IHJBBj0AAAAAAEAAAOJPCCByWFg9AAAAAABAAADiDwggcjpZPQAAAAAAQAAA4h8IIHI7XD0AAAAAAEAAAOIPCCByQl09AAAA"
        "AABAAADiDwggckNgPQAAAAAAQAAA4g8IIHJGYT0AAAAAAEAAAOIPCAhzPwAUAAAAAAgAAAAiAgAgckdkPQAAAAAAQAAA4g8I"
        "IHJKZT0AAAAAAEAAAOIPCCByS2g9AAAAAABAAADiDwggck5pPQAAAAAAQAAA4g8IIHJPbD0AAAAAAEAAAOIPCCByUm09AAAA"
        "AABAAADiDwggclFwPQAAAAAAQAAA4g8IIHJWcT0AAAAAAEAAAOIPCCByVXQ9AAAAAABAAADiDwggcnh1PQAAAAAAQAAA4g8A"
        "IHIUBz4AAAAAAEAAAOIvCCByBVo+AAAAAABAAADiDwggckBbPgAAAAAAQAAA4g8IIHI9Xj4AAAAAAEAAAOIPCCByRF8+AAAA"
        "AABAAADiDwggckViPgAAAAAAQAAA4g8IIHJIYz4AAAAAAEAAAOIPCCBySWY+AAAAAABAAADiDwggckxnPgAAAAAAQAAA4g8I"
        "IHJNaj4AAAAAAEAAAOIPCCByUGs+AAAAAABAAADiDwggchVuPgAAAAAAQAAA4g8IIHJUbz4AAAAAAEAAAOIPCCByU3I+AAAA"
        "AABAAADiDwggcnRzPgAAAAAAQAAA4g8IIHJXdj4AAAAAAEAAAOIPCCByPnc+AAAAAABAAADiDwAjcgcXBAAAABQAAAAA4o8A"
        "I3JaBDIAAAAFAAAAAOIPBCNyWwQzAAAAQAAAAADiDwQjcl4ELgAAAD0AAAAA4g8FI3JfBC8AAABEAAAAAOIPBCNyYgQqAAAA"
        "RQAAAADiDwYjcmMEKwAAAEgAAAAA4g8EI3JmBCYAAABJAAAAAOIPBCNyZwQnAAAATAAAAADiDwQjcmoEIgAAAE0AAAAA4g8E"
        "I3JrBCMAAABQAAAAAOIPBCNybgQeAAAAFQAAAADiDwQjcm8EHwAAAFQAAAAA4g8EI3JyBBoAAABTAAAAAOIPBCNycwQbAAAA"
        "dAAAAADiDwQjcnYENgAAAFcAAAAA4g8EI3J3BDcAAAA+AAAAAOIPACNyBhY/AAAAQQAAAADiHwAjclg/MAAAAFgAAAAA4g8E"
        "I3JZPzEAAAA6AAAAAOIPBCNyXD8sAAAAOwAAAADiDwQjcl0/LQAAAEIAAAAA4g8EI3JgPygAAABDAAAAAOIPBCNyYT8pAAAA"
        "RgAAAADiDwQjcmQ/JAAAAEcAAAAA4g8EI3JlPyUAAABKAAAAAOIPBCNyaD8gAAAASwAAAADiDwQjcmk/IQAAAE4AAAAA4g8E"
        "I3JsPxwAAABPAAAAAOIPBCNybT8dAAAAUgAAAADiDwQjcnA/GAAAAFEAAAAA4g8EI3JxPxkAAABWAAAAAOIPBCNydD80AAAA"
        "VQAAAADiDwQjcnU/NQAAAHgAAAAA4g8AJHIE//8AAAA5AI4HAMQPACRyBf//AAAAPACOBwDODwBBeQIAAAAAAAAAgAMA6g8A"
        "R5nUAPT//////4MDAOoPAEF5AQAAAAAAAACAAwDqDwBHeYQAAAAAAAAAgAMA6g8AJHQS/4AEAAD/AI4HAOIPALl6CAAAAAAB"
        "AAoAAADiDwAkeBELAwAAAAICjgcAyA8AJHQREYD7//8SAo4HAOQPADZ4EhAABAAAAAAAAADGDwAZeBP/HwAAABEUAQAA5A8A"
        "EHIXEBEAAAD/4PEHAOQPBBByERESAAAA/+DzBwDkDwARchoQEwAAAP8ODwAA5A8IEXwWFwgAAAD/IIAPAOQPABFyEhITAAAA"
        "/w6PAADEDwARfBcXCQAAABokDwgA5A8ADHIAEP8AAABwUvADAOQPABF8GBEIAAAA/yCCDwDiDwSGeQAWWAAAABz9EAwA4gUA"
        "FngT/xB2AAATAAAAAOQPABF8GREJAAAAEiSPCADiDwCGeQAWXAAIABz9EAwA6AUAhnkAFmAAEAAc/RAMAOgFAIZ5ABZkABgA"
        "HP0QDADoBQCGeQAWaAAgABz9EAwA6AUAhnkAFmwAKAAc/RAMAOgFAIZ5ABZwADAAHP0QDADoBQCGeQAWdAA4ABz9EAwA6AUA"
        "hnkAGAQAAAAc/RAMAOIFAB11AAACAAIAAAABAADsBQBHCRgAAAAAAAAAgAMA6g8AknkAAAAAAAAAgAAAAOwBAJJ5AAAAAAAA"
        "AKAAAADsHwCreQAAAAAAAAAAAAAAwA8Aq3UAAAAAAAAAAAAAAOwPAI55ABQbAAAAnOEQDADiBwAWeBP/EHYAABMAAAAAzg8A"
        "QXkAAAAAAAAAAIADAOoPABZ4BBMQmQAA/wAAAADITwAMcgAE/wAAAHBS8AMA2g8AR4nYAAwAAAAAAIADAOoPABl4Ef8fAAAA"
        "EBQBAADiDwAkeBICACAAAAMCjgcA4g8AEngVDQEAAAD/wI4HAOKfACR4BA4BAAAADQKOBwDiDwARcgUREAAAAP8ojwcA4g8I"
        "NngUEgDg//8AAAAAAOIPAEV5AADwAQAAAACAAwDiDwA2eBIGAACAAQAAAAAA4g8AEngTBeD/////wI4HAOIPACR4GBUAYAAA"
        "FAKOBwDiDwARchQREAAAAP8QjwcA4g8AJ3gEBOmiiy7/Ao4HAOIPABJ4FRIAAIB//8COBwDGDwAkeBMQAQAAABMKjgcA4g8A"
        "DHgAFf///wFwQPADAOQPABl4F/8BAAAABBYBAADkDwAZeBL/HwAAABMUAQAA5A8AEngVFPz//z//wI4HAOQPABFyEhITAAAA"
        "/xCPBwDkDwARchcEFwAAAP8IjwcA4g8AJHgWEAEAAAAVCo4HAOIPABl4BP8FAAAABRQBAADiDwA2fAUYBgAAgAAAAAgA4g8A"
        "GXgT/wIAAAASFAEAAOIPACR4FRcACAAA/wCOBwDEDwAkeBIWBAAAAAUAjgcA5A8AJHgUBBAAAAATAo4HAOIPABl4E/8fAAAA"
        "FRQBAADiDwBHCRAAAAAAAAAAgAMA7A8AAngeAOBbAAAADwAAAM4PAER5OAAgAAAAAADAAwDqLwAkchj//wAAAAQAjgcA4g8A"
        "R3kQAAAAAAAAAIADAOwPAAhzFwAGAAAAABAAAAAkDgAjdAQXAACAvwYAAAAAyB8AIXIEBP8AAIAAAQEAAMgPACNyGBcEAAAA"
        "FwAAAADODwBBeQAAAAAAAAAAgAMA6g8AJHgEFBAAAAD/AI4HAOQPACByWFgYAAAAAABAAADiDwgkeBkUgAAAAP8AjgcA5A8A"
        "IHJZWRgAAAAAAEAAAOIPAEV5AAAgAQAAAACAAwDiDwASeBoEcAAAAP/AjgcA4g8ANngEBwAAgAEAAAAAAOQPAD5yWFlYAAAA"
        "/wAAAADEDwASchcaGQAAAP/8jgcA5A8AEngEBAAAgH//wI4HAOQPABB8KxIGAAAAF+D/DwDkDwAMeAAE////AXBA8AMAxg8A"
        "iHMAK1gAAAAACAAAAPQBAEcJEAAAAAAAAACAAwDqHwAkcgb//wAAAAcAjgcA4g8AAngeAGBdAAAADwAAAM4PAER52AAcAAAA"
        "AADAAwDqLwBHeRAAAAAAAAAAgAMA6g8ACHMEAAcAAAAAEAAAACQOACN0BgQAAIC/BwAAAADIHwAhchcG/wAAgAABAQAAyA8A"
        "I3IEBBcAAAAEAAAAAM4PAEF5AAAAAAAAAACAAwDqDwA2eBQUCAAAAAAAAAAA5A8AIHJaWgQAAAAAAEAAAOIPCCByW1sEAAAA"
        "AABAAADiDwggcl5eBAAAAAAAQAAA4g8IIHJfXwQAAAAAAEAAAOIPCCByYmIEAAAAAABAAADiDwggcmNjBAAAAAAAQAAA4g8I"
        "IHJmZgQAAAAAAEAAAOIPCCByZ2cEAAAAAABAAADiDwggcmpqBAAAAAAAQAAA4g8IIHJrawQAAAAAAEAAAOIPCCBybm4EAAAA"
        "AABAAADiDwggcm9vBAAAAAAAQAAA4g8IIHJycgQAAAAAAEAAAOIPCCByc3MEAAAAAABAAADiDwggcnZ2BAAAAAAAQAAA4g8I"
        "IHJ3dwQAAAAAAEAAAOIPABJ4BxkQAAAAGvaOBwDiDxQkeAQUEAAAAP8AjgcA4g8AEngbGTAAAAAa9o4HAOIPECByXFwYAAAA"
        "AABAAADiDwgQfCkSBgAAAAfg/w8A4g8AIHJdXRgAAAAAAEAAAOIPCBJ4BwRwAAAA/8COBwDiDwA2eAQQgAAAAAAAAAAA4g8A"
        "EHIkCBUAAAD/4PEHAOIPACR4FBSAAAAA/wCOBwDiDwASeBcZIAAAABr2jgcA4g8AIHJgYBgAAAAAAEAAAOIPABFyEREQAAAA"
        "/xiPBwDiDwAgcmFhGAAAAAAAQAAA4g8IEHwxEgYAAAAb4P8PAOIPACByZGQYAAAAAABAAADiDwA+clpbWgAAAP8AAAAA4g8A"
        "IHJlZRgAAAAAAEAAAOIPCBl4G/8fAAAABBQBAADiDwAgcmhoGAAAAAAAQAAA4g8IEngdGUAAAAAa9o4HAOIPFIhzACtaAAQA"
        "AAgAAADiDwASeCEZUAAAABr2jgcA4g8QIHJpaRgAAAAAAEAAAOIPCBJ4JRlgAAAAGvaOBwDiDxQgcmxsGAAAAAAAQAAA4g8I"
        "EngnGXAAAAAa9o4HAOIPACBybW0YAAAAAABAAADiDwA+clxdXAAAAP8AAAAA4g8AIHJwcBgAAAAAAEAAAOIPCBFyKAgTAAAA"
        "/w4PAADiDwAgcnFxGAAAAAAAQAAA4g8IEngTFBAAAAAH9o4HAOIPFIhzAClcAAAAAAgAAADiAQASeBUUIAAAAAf2jgcA4g8Q"
        "IHJ0dBgAAAAAAEAAAOIPCBJ4GRQwAAAAB/aOBwDiDxQgcnV1GAAAAAAAQAAA4g8AEngfFEAAAAAH9o4HAOIPFEh5AAAAAAAA"
        "AACAAwDqDwASeCMUUAAAAAf2jgcA4g8AuXoIAADwAAAACgAAAOIPABB8NRIGAAAAF+D/DwDEDwASeAcUYAAAAAf2jgcA5A8A"
        "EngXEfj/////wI4HAOQPABFyGxsEAAAA/xiPBwDkDwAQfC8SBgAAABng/w8A4g8AJHgXEAEAAAAXCo4HAOIPABB8LRIGAAAA"
        "HeD/DwDkDwQQfCkSBgAAACHg/w8A4h8EJHgcFwgAAAD/AI4HAOIPABB8JRIGAAAAJeD/DwDEDwAQfCcSBgAAACfg/w8A5A8E"
        "EHw3EgYAAAAT4P8PAOQPBBB8MxIGAAAAFeD/DwDkDwQQfCsSBgAAAB/g/w8A5A8EEHwjEgYAAAAj4P8PAOQPBBB8GRIGAAAA"
        "B+D/DwDiDwA2eBIQAAEAAAAAAAAA4g8EEngHG/j/////wI4HAOIPADZ4EBCAAQAAAAAAAADiDwA+cl5fXgAAAP8AAAAAxA8A"
        "GXgT/x8AAAASFAEAAOIPACR4BgQBAAAABwqOBwDiDwAZeAf/HwAAABAUAQAA4g8AiHMAN14AAAAACAAAAOIPAD5yYGFgAAAA"
        "/wAAAADiDwAkeB4GCAAAAP8AjgcA4g8AGXgI/wMAAAARFAEAAOQPAD5yYmNiAAAA/wAAAADiDwCIcwA1YAAAAAAIAAAA4g8A"
        "PnJkZWQAAAD/AAAAAMQPABFyExMSAAAA/xiPBwDiDwCIcwAzYgAAAAAIAAAA4g8APnJmZ2YAAAD/AAAAAOQPABFyFAcQAAAA"
        "/xiPBwDiDwCIcwAxZAAAAAAIAAAA4g8APnJoaWgAAAD/AAAAAOQPABJyBBcIAAAA/zyOBwDiDwCIcwAvZgAAAAAIAAAA4g8A"
        "PnJqa2oAAAD/AAAAAMQPAD5ybG1sAAAA/wAAAADiDwAkeAQEEAAAAP8AjgcA4g8AEngRE/j/////wI4HAOIPAIhzAC1oAAAA"
        "AAgAAADiDwA+cm5vbgAAAP8AAAAA5A8AEngVFPj/////wI4HAOIPAIhzACtqAAAAAAgAAADiDwA+cnBxcAAAAP8AAAAA4g8A"
        "JHgSEgEAAAARCo4HAOIPAD5ycnNyAAAA/wAAAADiDwCIcwApbAAAAAAIAAAA4g8APnJ0dXQAAAD/AAAAAOIPACR4EBABAAAA"
        "FQqOBwDiDwA+cnZ3dgAAAP8AAAAA4g8AiHMAI24AAAAACAAAAOIBABJ4BxzA//8B/8COBwDiDwAkeCASCAAAAP8AjgcA4g8A"
        "GXgd/wMAAAAbFAEAAOIPAIhzACVwAAAAAAgAAADiDwAZeB//AwAAABMUAQAA4g8AJHgHCAEAAAAHAo4HAOIPABl4If8DAAAA"
        "FBQBAADiDwCIcwAZcgAAAAAIAAAA4g8AEngEBHAAAAD/wI4HAOIPACR4IhAIAAAA/wCOBwDiDwAScgYGHQAAAP88jgcA4g8A"
        "iHMAJ3QAAAAACAAAAOIPABJyEhIfAAAA/zyOBwDiDwAkeAQHgAAAAAQCjgcA4g8AEnIRECEAAAD/PI4HAOIPAIhzACd2AAQA"
        "AAgAAADiBQAkeAcGEAAAAP8AjgcA4g8AEngGHsD//wH/wI4HAOIPACR4EhIQAAAA/wCOBwDiDwASeBAgwP//Af/AjgcA4g8A"
        "JHgTERAAAAD/AI4HAOIPABJ4FCLA//8B/8COBwDiDwAkeAYdAQAAAAYCjgcA4g8AEngHB3AAAAD/wI4HAOIPACR4EB8BAAAA"
        "EAKOBwDiDwASeBEScAAAAP/AjgcA4g8AJHgUIQEAAAAUAo4HAOIPABJ4ExNwAAAA/8COBwDiDwAkeAYGgAAAAAcCjgcA4g8A"
        "HXUAAAIAAgAAAAEAAOIJACR4EBCAAAAAEQKOBwDiDwAQfBEFBgAAAATg/w8A4g8EJHgUFIAAAAATAo4HAOIPABB8FQUGAAAA"
        "BuD/DwDEDwAQfAQFBgAAABDg/w8A5A8EEHwYBQYAAAAU4P8PAOQPABByIwgkAAAA/+DxBwDkHwwQcicfJAAAAP/g8wcA5E8A"
        "EXIsCCgAAAD/Dg8AAOQPABl4CP8fAAAAHBQBAADEDwARcisjHAAAAP8wgAcA5A8AEXImHygAAAD/Do8AAOQPABFyLCMIAAAA"
        "LDQPAADiDwCEeRARAAAAAAAMAAAAIg4AEHIpHSQAAAD/4PEHAOQPCBByJCEkAAAA/+D1BwDiDwCEeRQVAAAAAAAMAAAAog4A"
        "EXIqHSgAAAD/Dg8AAMQPABFyISEoAAAA/w4PAQDiDwCEeQQEAAAAAAAMAAAA4g4AGXgI/x8AAAAeFAEAAOQPABFyKCkeAAAA"
        "/zCCBwDiDwCEeRgYAAAAAAAMAAAAYg8AEXwcKwgAAAD/CIAPAOQPABl4Hv8fAAAAIBQBAADkDwARciUnIAAAAP8whAcAxA8A"
        "GXgf/x8AAAAiFAEAAOQPABFyIyQiAAAA/zCGBwDkDwARfB0rCQAAACwMDwgA5A8AEXImJx4AAAAmNA8BAOQPABFyKSkIAAAA"
        "KjSPAADkDwARfB4oCAAAAP8IgA8AxA8AEXwgJQgAAAD/CIIPAOQPABFyCCQfAAAAITSPAQDkDwARfCIjCAAAAP8IhA8A5A8A"
        "EXwfKAkAAAApDA8IAOQPABF8ISUJAAAAJgyPCADiDwCGeQAcEAAAABwdEAwA4hkAEXwjIwkAAAAIDA8JAMYPAIZ5AB4UAAAA"
        "HB0QDADoSQCGeQAgBAAAABwdEAwA6IkAhnkAIhgAAAAcHRAMAOQJAkh5AAAAAAAAAACAAwDqDwAddQAAAgACAAAAAQAA4gUA"
        "Enj/AB8AAAD/wIIHAOIPACR+Bf8GAAAA/wCODwDiDwEMfAAMBwAAAHBi8AsA1g8ANpgFBf8DAAAAAAAAAOQPACSYBA0IAAAA"
        "/wCOBwDGDwASmAMFAPz////AjgcAyA8AEpgEAwgAAAAE+I4HAOIPAJJ5AAAAAAAAAIAAAADsCQDGcwAAAAAAAAAAAAAAJA8B"
        "GHkAAAAAAAAAAAAAAOIPAaeZ/wT/EEACPwAQCADiBQBHCVAAAAAAAAAAgAMA6g8ANnwEDAQAAAAAAAAIAOJPAEV5AACQAAAA"
        "AACAAwDmDwAneAUEVlVVVf8CjgcAyg8AEXIFBQUAAAD/CI8HAMgPABJ4BgUBAAAA/8COBwDiDwQkeAQF/f///wQCjgcAyA8A"
        "JHgFBBgAAAADAo4HAOIPABl4BAYfAAAA/wYAAADIDwCndQAFBCBAAn8BAAgApA4AR4lMABAAAAAAAIADAOpPAEF5AAAAAAAA"
        "AACAAwDqDwCndQAFBChAAn8BAAgAog4ARXkAACAAAAAAAIADAOgPAEeJSAAQAAAAAACAAwDqTwBBeQAAAAAAAAAAgAMA6g8A"
        "NngMDAEAAAAAAAAAAOIPABh5AAAAAAAAAAAAAADIDwAMfAAMBwAAAHBi8AsA4g8Ap5n/Bf8wQAI/ABAIANgJAEeJsAD8////"
        "//+DAwDqDwE2eA0NAQAAAAAAAAAA4g8AkHIEBwQAAAA/4P8PAMYPACR4Bg4BAAAADQKOBwDIDwAkeAQGEAAAAP8AjgcAyk8A"
        "SHIDBAkAAAAAAf4HAMgPAAxyAAMKAAAAcGLwAwDaDwBHidwAmP//////gwMA6g8ATXkAAAAAAAAAAIADAOoPABh5AAAAAAAA"
        "AAAAAADQDwDIeQAAGAAAAAAFDggAAA4ATRkAAAAAAAAAAIADAOoPABl5AAAAAAAAACUAAAAiHgC5ehAAAGYAAAAKAAAA4g8A"
        "gnwEAD8AAAAAAAAIAOIPAIJ8BQA/AAAAAAAACADiDwAleAYAAAsAAP8CjgcAyh8ADHIAB/8AAABwEvIDAOIPBCV4BAfhgw8+"
        "/wCOBwDIDwAleAgG4YMPPv8AjgcAyA8AJXgEBvjggw8EAIAHAMgPACRyA///AAAA/wYOAADiDwAQcv8JBAAAAP/g8QcA4g8A"
        "JHIC//8AAAAFAI4HAOQPADZ4CAABAAAAAAAAAADkDwAleAIH+OCDDwIEDgAAyA8AJXgICAALAAD/Ao4HAOIPABB4CwIffPDB"
        "/+DxBwDIDwAQeAcDBx988P/kfwAA4g8AJXgECeGDDz7/AI4HAOIPAAdyCwsCAAAAAACAAADkDwAHcgAHAwAAAAAAgAAA4g8A"
        "JXgGCOGDDz7/AI4HAOIPBAxyAAn/AAAAcBLyAwDkDwAZeAsLAwAAAAASAAAA4g8AJXgECPjggw8EAIAHAMYPABFyAAALAAAA"
        "/wiPBwDiDwAkcgP//wAAAP8GDgAA4g8AEHL/BwQAAAD/4PEHAOIPACRyAv//AAAABQCOBwDiDwAZeAX/HwAAAAAUAQAAxg8A"
        "JXgCCfjggw8CBA4AAOIPABFyBQUAAAAA/yCPBwDkDwAQeAcCH3zwwf/g8QcA5A8AGXgF/wQAAAAFFAEAAOQPABB4CQMHH3zw"
        "/+R/AADkDwAHcgcHAgAAAAAAgAAA5A8AB3ICCQMAAAAAAIAAAOIPACR4AwUQAAAA/wCOBwDiDwTKcggFAAAAAAAADgAAxA8A"
        "GXgHBwMAAAACEgAAAMgPABFyBwIHAAAA/wiPBwDkDwBIcgIDAAAAAAAB/gcAyA8ADHIAAgcAAABwYvADANoPAE0JAAAAAAAA"
        "AACAAwDqDwCleAYI6aKLLj8Cjg8A4g8Aw3kKAAAAAAAAiAAAACIeACR0Av/AAAAA/wCOBwDiDwCMeAAEAQAAAHBA8AsA4g8A"
        "RnIGAAMAAID/AYAHAOIPAJl4Bj8BAAAABxQBCADIDwCRcgYHBgAAAD8Ijw8A4g8AHHgAAAAAAAAI8PADAMYPAKR4CQb1////"
        "CAKODwDGDwCCeAgAAAQAAAAAAAAA4g8ApHgHCcAAAAA/Ao4PAMwPACR+Cf8HAAAA/wCODwDiDwCRcggKCAAAAD/Ajg8A5B8A"
        "kngKBAEAAAA/wI4PAOQPAEZ0AgkACAAAAgGAAwDIDwDKcgcCAAAAAAAADgAA2g8ApHgLCUD///8HAo4PAOQPAJB4Bwj/AwAA"
        "P+D/DwDkDwCZeAw/BgAAAAsUAQgA5A8AkngHBwD8//8/wI4PAOQPAJl4CAwNAAAAPwYACADkDwCRchIKBwAAAD8Yjg8AyA8A"
        "JH4E/wgAAAD/AI4PAOIPAEeJMAAAAAAAAACAAwDuDwDDeQ0AAAAAAACIAAAAIg4AgngIAAAEAAAAAAAAAOQPAJFyDQ0IAAAA"
        "P8CODwDkHwCZeAg/AQAAAAQWAQgA5A8AkHgODf8DAAA/4P8PAOQPAJJ4DQgBAAAAPwyODwDkDwCSeAgOAPz//z/Ajg8AyA8A"
        "kXIICggAAAA/GI4PAOIPACR+Av8NAAAA/wCODwDKDwAZeAICHwAAAP8GAAAAyA8Ap3UA/wIQQAJIAQAIACQOAEeJ1AAIAAAA"
        "AACAAwDqHwCMeAALQAAAAHBi8AsA4g8AynITBgAAAAAAAA4AAOIPAKd5//8EAEACEgAACADiAQBGdAMHEAAAAAMJgAMA4g8A"
        "mXgIBgsAAAA/BgAIAOQPABx4AAAAAAAACPDwAwDQDwA2fAMDEwAAgAAAAAgAyg8AR4lwAAQAAAAAAIADAOofAJB4Bgz/////"
        "P+D/DwDkDwCkeAoKAGAAAAcCjg8A5A8AjHgABgMAAABwYPALAOQPAKR4CwnAAAAACAKODwDkDwCSeBgMAwAAAD/Ajg8A5A8A"
        "HHgAAAAAAAAI8PADAOIPAIJ8BgA/AAAAAAAACADYDwBHibgAAAAAAAAAgAMA6g8AkHgaEDAAAAA/4PEPAOQPAJByCQwYAACA"
        "P+D/DwDkDwCQeA0SAEACAD/g/w8A5A8AkHIbPxEAAAA/5H8IAOIPAIJ8BgA/AAAAAAAACADiDwCCfA4APwAAAAAAAAgA1A8A"
        "HHgAAAAAAABw8PADAOIPAJFyDAYKAAAAP2iODwDkDwCRcg8GCwAAAD8wjg8A2A8ALwg/AAAAAAAAAIIDAOIPALR1ABoMAAAA"
        "AIAACADYAQAcGAAAAAAAAHDh8AAA5A8AHHgAAAAAAABw4fIDANYPAEcJ7AD9//////+TAwDqHwAceAAAAAAAAHDw8AMA4g8A"
        "kHgXD0AAAAA/4P8PAOQPAJB4FAwAIAAAP+D/DwDYDwAvCD8AAAAAAAAAggMA4g8AgnwVAA0AAAAAAAAIAOIPAIJ8FgAOAAAA"
        "AAAACADkDwC0dQAaFAAAAACAAAgA8gEAHBgAAAAAAABw4fAAAMQPABx4AAAAAAAAcOHyAwDWDwBHCeQA/f//////kwMA6h8A"
        "HHgAAAAAAABw8PADAOIPAJB4Fw+AAAAAP+D/DwDkDwCQeBQMAEAAAD/g/w8A2A8ALwg/AAAAAAAAAIIDAOIPAIJ8FQANAAAA"
        "AAAACADiDwCCfBYADgAAAAAAAAgA5A8AtHUAGhQAAAAAgAAIAPIBABwYAAAAAAAAcOHwAADEDwAceAAAAAAAAHDh8gMA1g8A"
        "RwnkAP3//////5MDAOofABx4AAAAAAAAcPDwAwDiDwCQeA8PwAAAAD/g/w8A5A8AkHgMDABgAAA/4P8PANgPAC8IPwAAAAAA"
        "AACCAwDiDwC0dQAaDAAAAACAAAgA2AEAHBgAAAAAAABw4fAAAOQPABx4AAAAAAAAcOHyAwDWDwBHCewA/f//////kwMA6h8A"
        "kHgJCfz///8/4P8PAOQPAJB4BgYEAAAAP+D/DwDIDwAMfAD/CQAAAHBS8AsA2g8ARwlgAPz//////4MDAOoPAAx8AP8YAAAA"
        "cFLwCwDaDwBHiZAAAAAAAAAAgAMA6g8AkHgaEDAAAAA/4PEPAOIPABx4AAAAAAAAcPDwAwDiDwCRcgwGCgAAAD9ojg8A5A8A"
        "kXIPBgsAAAA/MI4PAOQPAJB4DRIAQAIAP+D/DwDkDwCQchs/EQAAAD/kfwgA4g8AgnwOAD8AAAAAAAAIANYPAC8IPwAAAAAA"
        "AACCAwDiDwC0dQAaDAAAAACAAAgA2AEAHBgAAAAAAABw4fAAAOQPABx4AAAAAAAAcOHyAwDWDwBHCewA/f//////kwMA6h8A"
        "jHgAGAEAAABwUvALAMwPABx4AAAAAAAACPDwAwDaDwBHiVQAAAAAAAAAgAMA6g8AHHgAAAAAAABw8PADAOIPAJB4Fw9AAAAA"
        "P+D/DwDkDwCQeBQMACAAAD/g/w8A2A8ALwg/AAAAAAAAAIIDAOIPAIJ8FQANAAAAAAAACADiDwCCfBYADgAAAAAAAAgA5A8A"
        "tHUAGhQAAAAAgAAIAPIBABwYAAAAAAAAcOHwAADEDwAceAAAAAAAAHDh8gMA1g8ARwnkAP3//////5MDAOofAIx4ABgCAAAA"
        "cFLwCwDMDwAceAAAAAAAAAjw8AMA2g8AR4kgAAAAAAAAAIADAOoPABx4AAAAAAAAcPDwAwDiDwCQeA8PgAAAAD/g/w8A5A8A"
        "kHgMDABAAAA/4P8PANgPAC8IPwAAAAAAAACCAwDiDwC0dQAaDAAAAACAAAgA2AEAHBgAAAAAAABw4fAAAOQPABx4AAAAAAAA"
        "cOHyAwDWDwBHCewA/f//////kwMA6h8ADHgAAwEAAABwYvADANoPAEeJxAAAAAAAAACAAwDqDwCCfAYAPwAAAAAAAAgAyg8A"
        "jHgABQMAAABwYvALAOIPACR0BP8AQAAA/wCOBwDiHwCleAoFVlVVVT8Cjg8AyA8AHHgAAAAAAAAI8PADAOIPAJFyCwsLAAAA"
        "PwiPDwDIDwCkeAwL/f///wUCjg8AyA8ApHgNDBgAAAAHAo4PAMgPAEeJIAAAAAAAAACAAwDwDwCleAoFq6qqqj8Ajg8A5A8A"
        "pHgJDBgAAAAHAo4PAOQPAJl4Cj8BAAAACxYBCADIDwCSeAoKAQAAAD8Mjg8AzA8AJH4C/woAAAD/AI4PAMoPABl4AgIfAAAA"
        "/wYAAADIDwCndQD/AjBAAkkBAAgAJA4AR4kEAAQAAAAAAIADAOofAKd5//8EIEACDQAACADiAQCQcgkTBgAAAD/g/w8A4g8A"
        "HHgAAAAAAABw8PADAOIPAJB4DhCwAAAAP+DxDwDkDwCRcgoMBwAAAD94jg8A5A8AkHIPPxEAAAA/5H8IAOQPAJFyFwkIAAAA"
        "PziODwDkDwCQeBQKAMAAAD/g/w8AxA8AkHgVDSBAAgA/4P8PAOIPAIJ8FgA/AAAAAAAACADWHwAvCD8AAAAAAAAAggMA4g8A"
        "tHUADhQAAAAAgAAIANgBABwYAAAAAAAAcOHwAADkDwAceAAAAAAAAHDh8gMA1g8ARwnsAP3//////5MDAOofAJB4FBAwAQAA"
        "P+DxDwDiDwAceAAAAAAAAHDw8AMA4g8Ap3n//wQoQAINAAAIAOIBAJB4DAoAAAEAP+D/DwDkDwCQeA0NKEACAD/g/w8A5A8A"
        "kHIVPxEAAAA/5H8IANgPAC8IPwAAAAAAAACCAwDiDwCCfA4AFgAAAAAAAAgA4g8AgnwPABcAAAAAAAAIAOQPALR1ABQMAAAA"
        "AIAACADyAwAcGAAAAAAAAHDh8AAAxA8AHHgAAAAAAABw4fIDANYPAEcJ5AD9//////+TAwDqLwCQeAYGAQAAAD/g/w8A5A8A"
        "kHgFBQEAAAA/4P8PAMgPAAx8AAMGAAAAcDLwCwDaDwBHiUAA/P//////gwMA6g8AynIIBQAAAAAAAA4AAOIPAJB4BAQBAAAA"
        "P+D/DwDYDwCQcggIBAAAAD/g/w8AyA8AmXgGCAQAAAA/BgAIAMwPAEh8AgAGAAAAAAH+DwDiDwAkfgP/BgAAAP8Ajg8Axg8A"
        "DHIAAgcAAABwYvADANoPAEeJ9ADw//////+DAwDqDwBNeQAAAAAAAAAAgAMA6g8Ap3UAEQ4AQAJ/AQIIACQOAEeZ+AD8////"
        "//+DAwDqHwBHeXAAjP//////gwMA6g8Ap3UABwYgQAJ/AQIIACQOAEeZ+AD8//////+DAwDqHwBHeewAjP//////gwMA6g8A"
        "p3UAEQ4oQAJ/AQQIACQOAEep+AD8//////+DAwDqHwBHeYAApP//////gwMA6g8Ap3UAEQ4gQAJ/AQQIACQOAEep+AD8////"
        "//+DAwDqHwBHeSAAqP//////gwMA6g8Ap3UAEBEoQAJ/AQQIACQOAEep+AD8//////+DAwDqHwBHeTwAqP//////gwMA6g8A"
        "p3UABQQgQAJ/AQAIAKQOAEeJ+AD8//////+DAwDqTwBHeagA7P//////gwMA6g8Ap3UABQQoQAJ/AQAIAKQOAEeJ+AD8////"
        "//+DAwDqTwBHeawA7P//////gwMA6g8Ap3UA/wIQQAJIAQAIACQOAEeJ+AD8//////+DAwDqHwBHeSAA9P//////gwMA6g8A"
        "p3UA/wIwQAJJAQAIACQOAEeJ+AD8//////+DAwDqHwBHefAA+P//////gwMA6g8AJHgEBgIAAAD/AI4HAOIPAEV5AQAAAwAA"
        "AACAAwDoDwAZeB//GAAAAAQWAQAAyA8ADHIAH/8AAABwUPADANoPAEcJKAAAAAAAAACAAwDqDwAkeAQGAgAAAP8AjgcAyg8A"
        "DHIABP8AAABwUvADANoPACMIFwYAAIBf/wAAAADiDwAIgxYABgAAAAAQAAAA8A8ACAMEABcAAAAAEAAAACQOACMEGxcAAIC/"
        "BAAAAADIHwAhAhsb/wAAgAABAQAAyA8AIwIEBBsAAAAEAAAAAMgPACMIFgQAAIBf/wAAAADiDwBHeYgAAAAAAAAAgAMA7A8A"
        "NnggHwP///8AAAAAAMoPAAx4ACABAAAAcEDwAwDaDwBHCXgAAAAAAAAAgAMA6g8AEngEBv//fwD/wI4HAOIPACR0Hf8DAAAA"
        "/wCOBwDGDwASeAQEAACAP//8jgcA5A8AGXIdHSAAAAD/BgAAAOQPAAhzFwAEAAAAABAAAAAkDgAjdBYEAACAvxcAAAAAyB8A"
        "IXIWFv8AAIAAAQEAAMgPACNyGxcWAAAAF0AAAADiDxwjchwXFgAAABeAAAAAyA8AEngWG///fwD/wI4HAOQPBAtyABscAAAA"
        "ANDxAwDkDwASeBYWAACAAP/8jgcA5A8AB3gX//////8AAAAEAOQPABJyHR0WAAAA/8COBwDGDwAkchf//wAAABcKjgcA4g8A"
        "GXId/yAAAAAdFgEAAMgPABJy/xcgAAAAFviCBwDiDxA2eBcfBP///wAAAAAA4g8AEnj/HQEAAAD/wIAHAOQPBBJ4/x0CAAAA"
        "/8CEBwDkDwAZchf/FwAAABYWAQAA5A8AHHgAAAAAAAAgPHAAAOQPABJ4/wb//38A/8CCBwDEDwAHeAT/AQAAAAAAAAQAyg8A"
        "JHIE//8AAAAECo4HAMoPAAxyAAT/AAAAcGLwAwDaDwA2iBcXAQAAAAAAAAAAyA8AJJgXFwIAAAD/AI4HAMoPABJ4FhcAAACA"
        "BviOBwDiDwBHeQQAAAAAAAAAgAMA7A8ACHMWAAYAAAAAEAAAAGQAAEF5AQAAAAAAAACAAwDqDwAkcgT//wAAABYAjgcA5C8A"
        "JHIW//8AAAAeAI4HAOQPACR0F/8AAAAA/wCOBwDIDwBQefgWfP//////wwMA6h8AR3n8APz//////4MDAMAPABh5AAAAAAAA"
        "AAAAAADADwAYeQAAAAAAAAAAAAAAwA8AGHkAAAAAAAAAAAAAAMAPABh5AAAAAAAAAAAAAADADwAYeQAAAAAAAAAAAAAAwA8A"
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
        "AAAAAAAAAAAAAAAAAAAAAAEAAAADAAAAAAAAAAAAAAAAAAAAAAAAAEAAAAAAAAAAIAIAAAAAAAAAAAAAAAAAAAEAAAAAAAAA"
        "AAAAAAAAAAALAAAAAwAAAAAAAAAAAAAAAAAAAAAAAACMAgAAAAAAAJUDAAAAAAAAAAAAAAAAAAABAAAAAAAAAAAAAAAAAAAA"
        "EwAAAAIAAAAAAAAAAAAAAAAAAAAAAAAAKAYAAAAAAADgAQAAAAAAAAIAAAAUAAAACAAAAAAAAAAYAAAAAAAAAP8AAAABAAAA"
        "AAAAAAAAAAAAAAAAAAAAAAgIAAAAAAAA6AAAAAAAAAAAAAAAAAAAAAEAAAAAAAAAAAAAAAAAAAAMAQAAAQAAAAAAAAAAAAAA"
        "AAAAAAAAAADwCAAAAAAAAPQuAAAAAAAAAAAAAAAAAAABAAAAAAAAAAAAAAAAAAAAGAEAAAEAAAAAAAAAAAAAAAAAAAAAAAAA"
        "5DcAAAAAAAC3EQAAAAAAAAAAAAAAAAAAAQAAAAAAAAAAAAAAAAAAAEQBAAABAAAAAAAAAAAAAAAAAAAAAAAAAJtJAAAAAAAA"
        "xxsAAAAAAAAAAAAAAAAAAAEAAAAAAAAAAAAAAAAAAACJAQAAAQAAAAAAAAAAAAAAAAAAAAAAAABiZQAAAAAAAMU0AQAAAAAA"
        "AAAAAAAAAAABAAAAAAAAAAAAAAAAAAAAKQAAAAcAAAAAAAACAAAAAAAAAAAAAAAAKJoBAAAAAAC0AAAAAAAAAAAAAAAAAAAA"
        "BAAAAAAAAAAAAAAAAAAAADkAAAAHAAAAQAAAAQAAAAAAAAAAAAAAANyaAQAAAAAAIAAAAAAAAAAJAAAADAAAAAQAAAAAAAAA"
        "AAAAAAAAAABJAAAAAAAAcAAAAAAAAAAAAAAAAAAAAAD8mgEAAAAAADAAAAAAAAAAAwAAAAAAAAAEAAAAAAAAAAAAAAAAAAAA"
        "UgAAAIYAAHAAAAAAAAAAAAAAAAAAAAAALJsBAAAAAAAkAAAAAAAAAAAAAAAAAAAABAAAAAAAAAAAAAAAAAAAAHAAAAAAAABw"
        "QAAAAAAAAAAAAAAAAAAAAFCbAQAAAAAAjAMAAAAAAAADAAAAFQAAAAQAAAAAAAAAAAAAAAAAAADpAQAAAQAAcAAAAAAAAAAA"
        "AAAAAAAAAADcngEAAAAAACAAAAAAAAAAAwAAAAAAAAAEAAAAAAAAAAgAAAAAAAAA5wAAAAQAAABAAAAAAAAAAAAAAAAAAAAA"
        "AJ8BAAAAAAAAAAAAAAAAAAMAAAAVAAAACAAAAAAAAAAYAAAAAAAAACMBAAAEAAAAQAAAAAAAAAAAAAAAAAAAAACfAQAAAAAA"
        "GAAAAAAAAAADAAAABQAAAAgAAAAAAAAAGAAAAAAAAABwAQAABAAAAEAAAAAAAAAAAAAAAAAAAAAYnwEAAAAAABgAAAAAAAAA"
        "AwAAAAcAAAAIAAAAAAAAABgAAAAAAAAAsAEAAAQAAABAAAAAAAAAAAAAAAAAAAAAMJ8BAAAAAAAwAAAAAAAAAAMAAAAUAAAA"
        "CAAAAAAAAAAYAAAAAAAAANcBAAAEAAAAQAAAAAAAAAAAAAAAAAAAAGCfAQAAAAAASAAAAAAAAAADAAAABAAAAAgAAAAAAAAA"
        "GAAAAAAAAAC/AAAAAQAAAAIAAAAAAAAAAAAAAAAAAAConwEAAAAAABAAAAAAAAAAAAAAAAAAAAAIAAAAAAAAAAAAAAAAAAAA"
        "XQAAAAEAAAAGAAAAAAAAAAAAAAAAAAAAAKABAAAAAAAAgQAAAAAAAAMAAAASAAAAgAAAAAAAAAAAAAAAAAAAAIYAAAAIAAAA"
        "QwAAAAAAAAAAAAAAAAAAAAAhAgAAAAAAAAQAAAAAAAAAAAAAFQAAABAAAAAAAAAAAAAAAAAAAACeAAAACAAAAAMAAAAAAAAA"
        "AAAAAAAAAAAAIQIAAAAAAAAAAAAAAAAAAAAAAAAAAAABAAAAAAAAAAAAAAAAAAAAtAAAAAgAAAADAAAAAAAAAAAAAAAAAAAA"
        "ACECAAAAAABAaG8AAAAAAAAAAAAAAAAAEAAAAAAAAAAAAAAAAAAAAAUCAAABAAAAQgAAAAAAAAAAAAAAAAAAAAAhAgAAAAAA"
        "zAMAAAAAAAAAAAAAFQAAAAQAAAAAAAAAAAAAAAAAAAAGAAAABAAAAFArAgAAAAAAAAAAAAAAAAAAAAAAAAAAAFABAAAAAAAA"
        "UAEAAAAAAAAIAAAAAAAAAAEAAAAEAAAAUCsCAAAAAAAAAAAAAAAAAAAAAAAAAAAAUAEAAAAAAABQAQAAAAAAAAgAAAAAAAAA"
        "AQAAAAQAAAConwEAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAAAAAAAAABAAAAAAAAAACAAAAAAAAAABAAAABQAAAACgAQAAAAAA"
        "AAAAAAAAAAAAAAAAAAAAAACBAAAAAAAAAIEAAAAAAAAIAAAAAAAAAAEAAAAGAAAAACECAAAAAAAAAAAAAAAAAAAAAAAAAAAA"
        "AAAAAAAAAABAbG8AAAAAAAgAAAAAAAAAAQAAAAQAAAAAIQIAAAAAAAAAAAAAAAAAAAAAAAAAAADMAwAAAAAAAMwDAAAAAAAA"
        "CAAAAAAAAAA="
    ),
    (
        "f0VMRgIBAUEIAAAAAAAAAAIAvgABAAAAAAAAAAAAAAAQRQEAAAAAAFA/AQAAAAAABFoACkAAOAAFAEAAFwABAAAuc2hzdHJ0"
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
        "AwEAACIAEwDgQgAAAAAAACAEAAAAAAAAYQEAAAMABAAAAAAAAAAAAAAAAAAAAAAAbgEAAAMABQAAAAAAAAAAAAAAAAAAAAAA"
        "egEAAAMABgAAAAAAAAAAAAAAAAAAAAAApgEAAAMABwAAAAAAAAAAAAAAAAAAAAAA6wEAAAMACAAAAAAAAAAAAAAAAAAAAAAA"
        "IAIAAAMADgAAAAAAAAAAAAAAAAAAAAAAPAIAABIQEwAAAAAAAAAAAABHAAAAAAAASQIAAAMAFgAAAAAAAAAAAAAAAAAAAAAA"
        "/////yQAAAAAAAAA//////////8DAAR8/////w8MgYCAKAAI/4GAKAiBgIAoAAAA/////ywAAAAAAAAAAAAAAAAAAAAAAAAA"
        "AAAAAOBCAAAAAAAABBQAAAAMgYCAKAAEnBAAAAAAAAD/////PAAAAAAAAAD//////////wMABHyAgoAoDIGAgCgACP+BgCgI"
        "gYCAKAiSgIAoFoCCgCgQAwAAAAAAAAAAkpKAgCgAIgD/////LAAAAAAAAABoAAAAAAAAAOBCAAAAAAAAIAQAAAAAAAAE0AAA"
        "AAmSgIAojICAKAAAAAAAALIaAAACAEIAAAABAfsOCgABAQEBAAAAAS93b3JrL21haW4vdGVtcGxhdGVzAABhdHRlbnRpb25f"
        "d3MuY3UAAdOqvdgG6v4FAAAAAAAACQIAAAAAAAAAAAQBA7QHAfQDAQIgAQMGAjAB9wPYAAIQAQOifwIQAQPeAAIQAQOifwIQ"
        "AQPeAALAAAHxAAOQCwADpnoBAAOQAAAD2wUCMAEAA5ANAAOlegEAA5AAAAPoBQIQAQADkA0AA5h6AhABAAOQAAAD6AUCMAHw"
        "8O3rAAOQFQADnHoBAAOQAAAD6QUCEAHwAAOQFQADlnoCEAEAA5AAAAPeBQLgAQEAA5AaAAOiegEAA5AAAAPfBQIQAQADkBwA"
        "A6F6AQADkAAAA+EFAhABAAOQHgADn3oBAAOQAAAD4gUCEAEAA5AgAAOeegEAA5AAAAPmBQLgAAHx8PADDAIwAQMdAhABA+5+"
        "AhABA5IBAhABA8kAAiABA4ABAjABAAOQK3MDvX0BAAOQAAADwwICEAEDh38CIAEDfgIgAezyAwICIAEDfgIwAfEDlQECwAAB"
        "AxQCEAEDbAIQAQAEkDfRAQPXfQEAA5AAAAO9AgIQAQNsAhABAASQN9EBA9d9AhABAAOQAAADkAICEAEABJA30QED8H0CEAEA"
        "A5AAAAOpAgIQAQNlAhABAASQP5IBA+d9AQAEkECxAQNjAQADkAAAA7sCAhABAxYCEAEABJBAsQEDr30CEAEAA5AAAAPRAgIQ"
        "AQAEkECxAQOvfQIQAQADkAAAA7wCAiABAwECIAH0Aw8CEAEDFAIgAQMEAtAEAQAEkEzlAgPlfgECMAEABJBOhQMD334BAASQ"
        "TOUCA6EBAhABAASQToUDA99+AhABAASQTOUCA6EBAiABAAOQAAADnQECwAABAASQU5kEA4l/AQAEkFS5BAO7fgEAA5AAAAO7"
        "AgIQAQAEkFakAwPseAEABJBTmQQDqwYCEAEABJBYzAUDlnoBAASQVLkEA5gEAiABAAOQAAADwgICEAEABJBYzAUDpnkCEAEA"
        "BJBUuQQDmAQCEAEABJBTmQQDyAECEAEABJBe2AQD+HkBAASQWMwFAygCIAEABJBe2AQDWgIQAQAEkFOZBAOQBgIgAQIQAQAE"
        "kGPMBQObegEABJBTmQQD5QUCwAABAhABAASQZswFA5t6AQAEkFOZBAPlBQLAAAECEAEABJBpzAUDm3oBAAOQAAAD0AYCwAAB"
        "AASQa7sHA/F4AQADkAAAA5YHAhABAASQbcoNA7R/AQAEkG7yDQN4AQAEkG+SDgOKfAEAA5AAAAPHBAIQAQAEkHHYCwPyfgEA"
        "BJBy+AsDcwEABJBvkg4D1HwCEAEABJBx2AsDuQMCEAEABJB1+AsDewEABJB2tQwD/3gBAASQb5IOA80DAhABAwUC4AMBAAOQ"
        "AAADwwQCMAECEAEABJB7qg0D834BAhABAASQffgLA3EBAASQe6oNAw8CEAECEAEABZCAAYUDA8l+AQAEkHuqDQO3AQLAAAEC"
        "EAEABZCDAfgLA3kBAAWQhAG1DAP/eAEABJBvkg4D1QMCEAEABZCGAaUPA0cBAASQb5IOAzECEAEAA5AAAAPMBAIQAQAFkIkB"
        "kBcD2n4BAASQb5IOA9p8AhABAAWQhgGlDwNPAuAAAQAEkG+SDgMxAhABAAWQhgGlDwNQAhABAASQb5IOAzACEAEABZCGAaUP"
        "A1ACEAEABJBvkg4DOAIQAQMYAiABA2ACMAEDIAIQAQNgAhABAyACEAEDYAIQAQMgAhABA2ACEAEDIAIQAQNgAhABAyACEAED"
        "YAIQAQMgAhABA2ACEAEDIAIQAQNgAhABAyACEAEDYAIQAQMgAhABA2ACEAEDIAIQAQNgAhABAyACEAEDYAIQAQMgAhABA2AC"
        "EAEDIgIQAQAFkKwBlhAD3H4BAASQb5IOA4IBAhABAyACEAEDYAIQAQMgAhABA2ACEAEDIAIQAQNgAhABAyACEAEDYAIQAQMg"
        "AhABA2ACEAEABZCsAZYQA/5+AhABAASQb5IOA4IBAhABAyACEAEDYAIQAQMgAhABA2ACEAEDFwIQAQNpAhABAyMCEAEABZDB"
        "AZYQA9t+AQAEkG+SDgOHAQIQAQMbAhABA2UCEAEDGwIQAQNlAiABAAWQwQGWEAP5fgIQAQAEkG+SDgOiAQIQAQNoAjABAAWQ"
        "ygGlDwNHAQAFkMEBlhADr38CEAEABJBtyg0DgQUCEAEABZDNAYgRA3sBAAWQzgGtEQPmfAEABZDPAaYSA7N+AQAFkKwBlhAD"
        "awIQAQAEkG+SDgOiAQIQAQAFkKwBlhAD3n4CEAEABJBvkg4DogECEAEABZDPAaYSA/N+AhABAAWQygGlDwM8AhABAASQb5IO"
        "A9EAAhABAAWQwQGWEAPefgIQAQAFkMoBpQ8D0gACEAEABZDPAaYSA0MCEAEABZCsAZYQA2sCEAEABZDPAaYSAxUCIAEABZCs"
        "AZYQA2sCEAEABZDKAaUPA9IAAhABAASQb5IOA9AAAhABA2gCEAEABZDBAZYQA/Z+AhABAAWQzwGmEgMVAhABAASQb5IOA/UA"
        "AhABAxgCEAEABZCsAZYQA95+ArABAQAEkG+SDgOiAQIQAQAFkMEBlhAD3n4C8AABAASQb5IOA6IBAhABAAWQrAGWEAPefgLw"
        "AAEABJBvkg4DogECEAEABZDBAZYQA95+AvAAAQAFkM8BphIDFQIQAQAEkG+SDgOEAQIQAQAFkM8BphID/H4CEAEABZDNAYgR"
        "A+gEAhABAAWQ7wGbEwOLfQEABZDwAZ4UA6J+AQAFkKwBlhADVgIQAQAFkM8BphIDFQIgAQAFkPABnhQDFQIQAQAFkO8BmxMD"
        "4wECEAEABZD1AZ4UA51+AQAFkKwBlhADVgIQAQAFkM8BphIDFQIgAQAFkKwBlhADawIQAQAFkM8BphIDFQIgAQAFkKwBlhAD"
        "awIQAQAFkM8BphIDFQIgAQAFkPABnhQDFQIQAQAFkKwBlhADVgIQAQAFkM8BphIDFQIgAQAFkPABnhQDFQIQAQAFkKwBlhAD"
        "VgIQAQAFkM8BphIDFQIgAQAFkPABnhQDFQIQAQAFkKwBlhADVgIQAQAFkM8BphIDFQIgAQAFkPABnhQDFQIQAQAFkKwBlhAD"
        "VgIQAQAFkPUBnhQDKgIQAQAFkMEBlhADVgIQAQAFkM8BphIDFQIQAQAFkPABnhQDFQIQAQAFkKwBlhADVgIQAQAFkPUBnhQD"
        "KgIQAQAFkO8BmxMD5QECEAEABZCOAp4UA5t+AQAFkMEBlhADVgIQAQAFkM8BphIDFQIQAQAFkPABnhQDFQIQAQAFkKwBlhAD"
        "VgIQAQAFkPUBnhQDKgIQAQAFkMEBlhADVgIgAQAFkM8BphIDFQIQAQAFkO8BmxMD+wECEAEABZCXAp4UA5p+AQAFkO8BmxMD"
        "5wECEAEABZCZApEVA7d+AQAFkKwBlhADuH8CEAEABZDPAaYSAxUCIAEABZCsAZYQA2sCEAEABZDPAaYSAxUCIAEABZDwAZ4U"
        "AxUCEAEABZCsAZYQA1YCEAEABZDPAaYSAxUCIAEABZDwAZ4UAxUCEAEABZCsAZYQA1YCEAEABZD1AZ4UAyoCEAEABZDBAZYQ"
        "A1YCEAEABZDPAaYSAxUCMAEABZCsAZYQA2sCEAEABZDPAaYSAxUCIAEABZCsAZYQA2sCEAEABZDPAaYSAxUCIAEABZDBAZYQ"
        "A2sCEAEABZDPAaYSAxUCIAEABZCsAZYQA2sCEAEABZDPAaYSAxUCEAEABZDBAZYQA2sCEAEABZDPAaYSAxUCEAEABZCsAZYQ"
        "A2sCEAEABZDPAaYSAxUCIAEABZDwAZ4UAxUCEAEABZCsAZYQA1YCEAEABZDPAaYSAxUCIAEABZDwAZ4UAxUCEAEABZCsAZYQ"
        "A1YCEAEABZDPAaYSAxUCIAEABZDwAZ4UAxUCEAEABZCsAZYQA1YCEAEABZDPAaYSAxUCIAEABZDwAZ4UAxUCEAEABZCsAZYQ"
        "A1YCEAEABZD1AZ4UAyoCEAEABZDBAZYQA1YCEAEABZDPAaYSAxUCEAEABZDwAZ4UAxUCEAEABJBvkg4D7wACEAEABZDCApYQ"
        "A+d+AQAFkPUBnhQDKgIQAQAEkG+SDgPvAAIgAQAFkMUClhAD534BAAWQzwGmEgMVAhABAAWQ7wGbEwP8AQIQAQAFkMgCgRYD"
        "vH4BAAWQ8AGeFANdAhABAAWQ7wGbEwPnAQIQAQADkAAAA7wDAhABAAWQzALxFgO5fwEABZD1AZ4UA6R7AhABAAWQ7wGbEwPn"
        "AQIQAQAFkMwC8RYD9QICEAEABZCOAp4UA6R7AiABAAWQzALxFgPcBAIQAQAFkJcCnhQDpHsCMAEABZDMAvEWA9wEAhABAAWQ"
        "7wGbEwOLfQLAAAEABZDVApEVA7d+AQAFkMwC8RYDvgQCEAEABZDVAoEWA8d7AhABAAWQzALxFgO5BAIQAQAFkO8BmxMDi30C"
        "wAABAAWQzALxFgP1AgIQAQAFkO8BmxMDi30CMAEABZDMAvEWA/UCAhABAAWQiQGQFwOifwLgAQEAA5AAAAOoAQIQAQAFkN8C"
        "sBcDj38BAAOQAAAD8AACEAEABZDhAqQDA+B4AQAFkN8CsBcDtQYCEAEABZDjAtcXA4d7AQADkAAAA9YFAhABAAWQ3wKwFwOf"
        "fwIgAQAFkOYC2AQD6HkBAAOQAAAD+QYCEAEABZDmAtgEA4d5AhABAAOQAAAD+QYCEAEABZDmAtgEA4l5AhABAAWQ3wKwFwOa"
        "BgIQAQADkAAAA90AAvABAQMUAhABAAWQ7gKqDQPofgEAA5AAAAOVAQIQAQAFkPACuwcD5HgBAAWQ7gKqDQOHBgIQAQIQAQAF"
        "kPMChQMDyX4BAAWQ7gKqDQO3AQIwAQIQAQAFkPYC+AsDcQEABZDuAqoNAw8CEAEABZD4AvgLA3kBAAWQ+QK1DAP/eAEAA5AA"
        "AAPuCAIQAQAFkPsC0RgDsnoBAAOQAAADwQQCEAEDjQECEAEABZD+AtEYA7J6AQADkAAAA+EGAhABAAWQ+wLRGAOfeQIQAQMB"
        "AiABAAOQAAAD4AYCwAAB9AAEkECxAQOeewIQAQADkAAAA+IEAiABAASQQLEBA557AhABAAOQAAAD4gQCEAEDAwKwAQEDJgIQ"
        "AfUDVAIgAfEABZCNA5IBA7Z7AQAFkI4DsQEDZgEAA5AAAAPkBAIQAe0ABZCOA7EBA557AhABAAOQAAAD4gQCEAEDLAIQAQAF"
        "kJQDphIDq3gBAAOQAAADqQcCEAHx7QMrAvAAAQAFkJkDwhkD+3gBAAOQAAADgAcCIAEABZCZA8IZA4B5AhABAAOQAAAD1wYC"
        "EAEABZCZA8IZA6l5AhABAAOQAAAD1wYCEAEDLgIQAQNSAhABAy4CEAEDUgIQAQMuAqABAfADfwKAAgEABZCmA8IZA/t4AQAD"
        "kAAAA4YHAhABA38C4AEBAAWQqQPCGQP7eAEAA5AAAAOFBwIQAQAFkKsDwhkD+3gBAAOQAAADjAcCIAEDegIQAQAFkK4DphID"
        "q3gBAAOQAAADqwcCEAEDKQIQAQAFkLEDwhkD+3gBAAOQAAADhQcCEAEABZCzA8IZA/t4AQADkAAAA9wGAhABAykCEAEABZC2"
        "A8IZA/t4AQADkAAAA4UHAhABAAWQuAPCGQP7eAEAA5AAAAOFBwIQAQAFkLoDwhkD+3gBAAOQAAADhQcCEAEABZC8A8IZA/t4"
        "AQADkAAAA4UHAhABAAWQpgPCGQP7eAIQAQADkAAAA4UHAhABAAWQwAPCGQP7eAEAA5AAAAOFBwIQAQAFkMIDwhkD+3gBAAOQ"
        "AAADhQcCEAEABZDEA8IZA/t4AQADkAAAA4UHAhABAAWQxgPCGQP7eAEAA5AAAAOGBwIQAQAFkMgDphIDq3gBAAOQAAAD1AcC"
        "EAEABZDKA8IZA/t4AQADkAAAA4wHAhABA3kCIAHwAAWQzgOmEgOreAEAA5AAAAPUBwIQAQMHAsAAAQN5AjAB9gN5AjABAwcC"
        "IAEDeQIQAQMJAiABAAWQ1wPCGQPyeAEAA5AAAAOFBwIQAfIABZDaA7UaA7t2AQAFkNsDsBsDeQEAA5AAAAPJCQIQAQMHAjAB"
        "A3oCIAEABZDfA6YSA6t4AQADkAAAA9sHAhABA3oCEAEABZDiA6YSA6t4AQADkAAAA9QHAhAB8AAFkOUDphIDq3gBAAOQAAAD"
        "1QcCEAEABZDnA6YSA6t4AQADkAAAA9QHAhAB9gN6AhABAAWQ6wOmEgOreAEAA5AAAAPUBwIQAfYDegIQAQAFkO8DphIDq3gB"
        "AAOQAAAD1AcCEAEDCQIQAQAFkPIDwhkD8ngBAAOQAAADhgcCIAEABZD0A6YSA6t4AQADkAAAA9QHAhAB8AAFkPcDphIDq3gB"
        "AAWQ8gPCGQPPAAIQAQADkAAAA4wHAhABA3kCEAHwAAWQ/AOmEgOreAEAA5AAAAPbBwIQAQN5AhAB8AAFkIAEphIDq3gBAAOQ"
        "AAAD2wcCEAEDegIQAQAFkIMEphIDq3gBAAOQAAAD1AcCEAHwAAWQhgSmEgOreAEAA5AAAAPbBwIQAQAFkPIDwhkD9HgCEAEA"
        "A5AAAAOFBwIQAfbxAAWQjATCGQPyeAEAA5AAAAOMBwIQAQN5AhAB9gAFkPIDwhkD9HgCEAEAA5AAAAOFBwIgAQAFkNcDwhkD"
        "+3gCEAEAA5AAAAOOBwIQAQAFkJQEwhkD8ngBAAOQAAADhQcCIAEABZCUBMIZA/t4AhABAAOQAAADhQcCMAEABZDXA8IZA/t4"
        "AhABAAWQ2wOwGwO8fQIwAQAFkJQEwhkDxAICEAEAA5AAAAONBwKQAQHw7gAFkIwEwhkD83gCEAEAA5AAAAONBwIQAQAFkJQE"
        "whkD83gCEAEAA5AAAAOOBwIQAQN/AsAAAQMIAqAEAQAFkKQErRwDtn8BAAWQpQS1GgP4dgEABZCmBLAbA3kBAAOQAAADigcC"
        "MAEABZCoBNEBA9d9AQADkAAAA/wEAhABAAWQqATRAQOEewIQAQAFkKQErRwDsAQCwAABAwECIAHwAAWQrgS1DAOCdgEAA5AA"
        "AAPICgIQAfAABZCxBOUCA6l8AQIgAQAFkLMEhQMD334BAAWQsQTlAgOhAQIQAQAFkLMEhQMD334CEAEABZCxBOUCA6EBAhAB"
        "AAWQswSFAwPffgIQAQAFkLEE5QIDoQECEAEAA5AAAAPYAwIwAQAFkLoEkBcDqXwBAAOQAAAD1QMCIAHyAAWQvQTtHAO/fAEA"
        "BZC+BNgLA3wBAAWQvwT4CwNzAQADkAAAA88DAhABAAWQvgTYCwO+fAIQAQAFkMIE+AsDewEABZDDBLUMA/94AQAFkL0E7RwD"
        "iwcCEAEABZDFBKoNA30BAAWQxgT4CwNxAQAFkMUEqg0DDwIQAQAFkMgE+AsDeQEABZDJBLUMA/94AQADkAAAA8gKAhABA7V6"
        "AhABA9wCAhABA6V9AhABA88FAhABA4x9AhABAASQ0ARzA719AQAFkNEEjR0DeQEABJDQBHP2AAOQAAADwwICEAEDvH4CwAAB"
        "AwQCMAEDBALQAAEABZDXBJIBA6R/AQAFkNgEsQEDYwEAA5AAAAOWAQIQAQAFkNoErB0DeQEABZDYBLEBA/N+AhABAAWQ2gSs"
        "HQOMAQIQAQAFkNgEsQED8n4CEAHyAAWQ2gSsHQOLAQIQAfAABZDYBLEBA/F+AhAB8PAABZDaBKwdA40BAhABAAOQAAADawIQ"
        "AQAFkNgEsQEDiH8CEAEABZDaBKwdA40BAhABAAWQ2ASxAQPzfgIQAQAFkNoErB0DjQECEAEDcQIgAQMPAiABAhABAAWQ7QTK"
        "HQPReQEABZDaBKwdA64GAhABAwIC0AEBAAWQ7QTKHQPQeQIQAQAFkNgEsQEDowUCEAEABZDaBKwdA40BAhABAwECoAEBAAWQ"
        "9ATAHgOoegEABZD1BMkfA2MBAAOQAAAD9AUCEAEABZD1BMkfA4x6AhABAAOQAAAD9AUCIAEABZD1BMkfA4x6AhABAAWQ2gSs"
        "HQP1BQIgAQAFkPUEyR8Di3oCIAEABZDaBKwdA/UFAuAAAQAFkPUEyR8Di3oCEAEABZDaBKwdA/UFApABAQAFkPUEyR8Di3oC"
        "EAEABZDaBKwdA/UFApABAQAFkPUEyR8Di3oCEAEABZDaBKwdA/QFAuAAAQAFkPUEyR8DjHoC4AABAAWQ2gSsHQP1BQIgAQAF"
        "kPUEyR8Di3oCIAEABZDaBKwdA/QFAoABAQAFkPUEyR8DjHoCMAEABZDaBKwdA/UFAhABAAWQ9QTJHwOLegIQAQAFkNoErB0D"
        "9AUCgAEBAAWQ9QTJHwOMegIwAQAFkNoErB0D9QUCEAEABZD1BMkfA4t6AhABAAOQAAADhgYC4AABAAWQjwXAHgOXegEABZCQ"
        "BckfA2MBAAOQAAAD/wUCMAHyAAWQkwXKHQPCeQEAA5AAAAO5BgIQAQAFkJUFhQMDlH8BAAOQAAAD7gACEAEABZCVBYUDA5J/"
        "AhABAAOQAAAD7gACMAECEAEABZCaBZYMA5N/AQADkAAAA+0AAiABAAWQkwXKHQPFeQLQAAEAA5AAAAO/BgIQAQAFkJ4FwB4D"
        "mnoBAAWQnwXJHwNjAQADkAAAA4MGAiABAAWQoQW5BAOQfwEAA5AAAAPtAAIQAQAFkJ8FyR8DgHoCEAEAA5AAAAOEBgKQAQEA"
        "BZCQBckfA/x5AvAAAQADkAAAA4UGAhABAAWQpwXKHQO/eQEABZCQBckfAzwCEAEAA5AAAAP8BQKQAQEDYALQAAECEAEABJCs"
        "BXMD+n4BAAWQrQWNHQN5AQAEkKwFc/YAA5AAAAOGAQIQAQOzBAIgAQAFkKgE8gEDvXUCEAHxAASQTOUCA+QGAiABAAWQtAXy"
        "AQOaeQHxAAWQiQGQFwPlBgIgAQAFkLcF8gEDmXkB8QAFkLEE5QID5AYCIAEABZC6BfIBA5p5AfEABZC6BJAXA+UGAiABAAWQ"
        "vQXyAQOZeQHxAAWQ2gSsHQOkBgIgAQAFkMAF8gED2nkB8QADkAAAA7EGAiABAAWQwwXyAQPNeQHxAAOQAAADtgYCIAEABZDG"
        "BfIBA8h5AfECwAgAAQFfWk40Nl9JTlRFUk5BTF8wMDAwMDAwMF8xNV9hdHRlbnRpb25fd3NfY3VfOTMzYmY4YzU0OF9HTE9C"
        "QUxfX05fXzAwMDAwMDAwXzE1X2F0dGVudGlvbl93c19jdV85MzNiZjhjNTltYmFyX2luaXRFamoAX1paMTJhdHRlbnRpb25f"
        "d3NFTktVbGlFMl9jbEVpAF9aWjEyYXR0ZW50aW9uX3dzRU5LVWxpRTNfY2xFaQBfWloxMmF0dGVudGlvbl93c0VOS1VsaWlF"
        "X2NsRWlpAF9aWjEyYXR0ZW50aW9uX3dzRU5LVWxpaUUwX2NsRWlpAF9aTjQ2X0lOVEVSTkFMXzAwMDAwMDAwXzE1X2F0dGVu"
        "dGlvbl93c19jdV85MzNiZjhjNTQ4X0dMT0JBTF9fTl9fMDAwMDAwMDBfMTVfYXR0ZW50aW9uX3dzX2N1XzkzM2JmOGM1OW1i"
        "YXJfd2FpdEVqagBfWloxMmF0dGVudGlvbl93c0VOS1VsaUUxMV9jbEVpAF9aWjEyYXR0ZW50aW9uX3dzRU5LVWxpRTVfY2xF"
        "aQBfWk40Nl9JTlRFUk5BTF8wMDAwMDAwMF8xNV9hdHRlbnRpb25fd3NfY3VfOTMzYmY4YzU0OF9HTE9CQUxfX05fXzAwMDAw"
        "MDAwXzE1X2F0dGVudGlvbl93c19jdV85MzNiZjhjNTExd2dtbWFfZmVuY2VFdgBfWloxMmF0dGVudGlvbl93c0VOS1VsaUUx"
        "Nl9jbEVpAF9aWjEyYXR0ZW50aW9uX3dzRU5LVWxpRTdfY2xFaQBfWk40Nl9JTlRFUk5BTF8wMDAwMDAwMF8xNV9hdHRlbnRp"
        "b25fd3NfY3VfOTMzYmY4YzU0OF9HTE9CQUxfX05fXzAwMDAwMDAwXzE1X2F0dGVudGlvbl93c19jdV85MzNiZjhjNTltYWtl"
        "X2Rlc2NFampqAF9aTjQ2X0lOVEVSTkFMXzAwMDAwMDAwXzE1X2F0dGVudGlvbl93c19jdV85MzNiZjhjNTQ4X0dMT0JBTF9f"
        "Tl9fMDAwMDAwMDBfMTVfYXR0ZW50aW9uX3dzX2N1XzkzM2JmOGM1OHdnbW1hX3FrRVJBNjRfZnl5YgBfWk40Nl9JTlRFUk5B"
        "TF8wMDAwMDAwMF8xNV9hdHRlbnRpb25fd3NfY3VfOTMzYmY4YzU0OF9HTE9CQUxfX05fXzAwMDAwMDAwXzE1X2F0dGVudGlv"
        "bl93c19jdV85MzNiZjhjNTEyd2dtbWFfY29tbWl0RXYAX1pONDZfSU5URVJOQUxfMDAwMDAwMDBfMTVfYXR0ZW50aW9uX3dz"
        "X2N1XzkzM2JmOGM1NDhfR0xPQkFMX19OX18wMDAwMDAwMF8xNV9hdHRlbnRpb25fd3NfY3VfOTMzYmY4YzUxMHdnbW1hX3dh"
        "aXRJTGkwRUVFdnYAX1pONDZfSU5URVJOQUxfMDAwMDAwMDBfMTVfYXR0ZW50aW9uX3dzX2N1XzkzM2JmOGM1NDhfR0xPQkFM"
        "X19OX18wMDAwMDAwMF8xNV9hdHRlbnRpb25fd3NfY3VfOTMzYmY4YzUxMGZlbmNlX3JlZ3NJTGk2NEVFRXZSQVRfX2YAX1pa"
        "MTJhdHRlbnRpb25fd3NFTktVbHZFMl9jbEV2AF9aTjQ2X0lOVEVSTkFMXzAwMDAwMDAwXzE1X2F0dGVudGlvbl93c19jdV85"
        "MzNiZjhjNTQ4X0dMT0JBTF9fTl9fMDAwMDAwMDBfMTVfYXR0ZW50aW9uX3dzX2N1XzkzM2JmOGM1MTBmZW5jZV9yZWdzSUxp"
        "MzJFRUV2UkFUX19mAF9aTjQ2X0lOVEVSTkFMXzAwMDAwMDAwXzE1X2F0dGVudGlvbl93c19jdV85MzNiZjhjNTQ4X0dMT0JB"
        "TF9fTl9fMDAwMDAwMDBfMTVfYXR0ZW50aW9uX3dzX2N1XzkzM2JmOGM1MTBmZW5jZV9yZWdzSUxpMzJFRUV2UkFUX19qAF9a"
        "WjEyYXR0ZW50aW9uX3dzRU5LVWxpRTEzX2NsRWkAX1paMTJhdHRlbnRpb25fd3NFTktVbGpFX2NsRWoAX1paMTJhdHRlbnRp"
        "b25fd3NFTktVbGlFNl9jbEVpAF9aTjQ2X0lOVEVSTkFMXzAwMDAwMDAwXzE1X2F0dGVudGlvbl93c19jdV85MzNiZjhjNTQ4"
        "X0dMT0JBTF9fTl9fMDAwMDAwMDBfMTVfYXR0ZW50aW9uX3dzX2N1XzkzM2JmOGM1MTFtYmFyX2Fycml2ZUVqAF9aWjEyYXR0"
        "ZW50aW9uX3dzRU5LVWxpRTE0X2NsRWkAX1paMTJhdHRlbnRpb25fd3NFTktVbGlSQTMyX2pFMF9jbEVpUzBfAF9aWjEyYXR0"
        "ZW50aW9uX3dzRU5LVWxpRTE3X2NsRWkAX1pONDZfSU5URVJOQUxfMDAwMDAwMDBfMTVfYXR0ZW50aW9uX3dzX2N1XzkzM2Jm"
        "OGM1NDhfR0xPQkFMX19OX18wMDAwMDAwMF8xNV9hdHRlbnRpb25fd3NfY3VfOTMzYmY4YzUxMnNvZnRtYXhfdGlsZUlMYjBF"
        "RUV2UkE2NF9mUkEyX2ZTNV9TNV9SYmZpaWkAX1pONDZfSU5URVJOQUxfMDAwMDAwMDBfMTVfYXR0ZW50aW9uX3dzX2N1Xzkz"
        "M2JmOGM1NDhfR0xPQkFMX19OX18wMDAwMDAwMF8xNV9hdHRlbnRpb25fd3NfY3VfOTMzYmY4YzU4cXVhZF9tYXhFZgBfWk40"
        "Nl9JTlRFUk5BTF8wMDAwMDAwMF8xNV9hdHRlbnRpb25fd3NfY3VfOTMzYmY4YzU0OF9HTE9CQUxfX05fXzAwMDAwMDAwXzE1"
        "X2F0dGVudGlvbl93c19jdV85MzNiZjhjNTlmYXN0X2V4cDJFZgBfWloxMmF0dGVudGlvbl93c0VOS1VsUkEzMl9qRV9jbEVT"
        "MF8AX1pONDZfSU5URVJOQUxfMDAwMDAwMDBfMTVfYXR0ZW50aW9uX3dzX2N1XzkzM2JmOGM1NDhfR0xPQkFMX19OX18wMDAw"
        "MDAwMF8xNV9hdHRlbnRpb25fd3NfY3VfOTMzYmY4YzU0dG9fcEVSQTY0X0tmUkEzMl9qAF9aTjQ2X0lOVEVSTkFMXzAwMDAw"
        "MDAwXzE1X2F0dGVudGlvbl93c19jdV85MzNiZjhjNTQ4X0dMT0JBTF9fTl9fMDAwMDAwMDBfMTVfYXR0ZW50aW9uX3dzX2N1"
        "XzkzM2JmOGM1MTBwYWNrX2hhbGYyRWZmAF9aTjQ2X0lOVEVSTkFMXzAwMDAwMDAwXzE1X2F0dGVudGlvbl93c19jdV85MzNi"
        "ZjhjNTQ4X0dMT0JBTF9fTl9fMDAwMDAwMDBfMTVfYXR0ZW50aW9uX3dzX2N1XzkzM2JmOGM1MTRhZGRfcF9yb3dfc3Vtc0VS"
        "QTMyX0tqUkEyX2YAX1pONDZfSU5URVJOQUxfMDAwMDAwMDBfMTVfYXR0ZW50aW9uX3dzX2N1XzkzM2JmOGM1NDhfR0xPQkFM"
        "X19OX18wMDAwMDAwMF8xNV9hdHRlbnRpb25fd3NfY3VfOTMzYmY4YzU5YWRkX2hhbGYyRWpqAF9aTjQ2X0lOVEVSTkFMXzAw"
        "MDAwMDAwXzE1X2F0dGVudGlvbl93c19jdV85MzNiZjhjNTQ4X0dMT0JBTF9fTl9fMDAwMDAwMDBfMTVfYXR0ZW50aW9uX3dz"
        "X2N1XzkzM2JmOGM1N2hhbGZfbG9FagBfWk40Nl9JTlRFUk5BTF8wMDAwMDAwMF8xNV9hdHRlbnRpb25fd3NfY3VfOTMzYmY4"
        "YzU0OF9HTE9CQUxfX05fXzAwMDAwMDAwXzE1X2F0dGVudGlvbl93c19jdV85MzNiZjhjNTdoYWxmX2hpRWoAX1paMTJhdHRl"
        "bnRpb25fd3NFTktVbHZFM19jbEV2AF9aWjEyYXR0ZW50aW9uX3dzRU5LVWxpRTEyX2NsRWkAX1paMTJhdHRlbnRpb25fd3NF"
        "TktVbGlSQTMyX2pFX2NsRWlTMF8AX1pONDZfSU5URVJOQUxfMDAwMDAwMDBfMTVfYXR0ZW50aW9uX3dzX2N1XzkzM2JmOGM1"
        "NDhfR0xPQkFMX19OX18wMDAwMDAwMF8xNV9hdHRlbnRpb25fd3NfY3VfOTMzYmY4YzU4d2dtbWFfcHZFUkEzMl9mUEtqeQBf"
        "Wk40Nl9JTlRFUk5BTF8wMDAwMDAwMF8xNV9hdHRlbnRpb25fd3NfY3VfOTMzYmY4YzU0OF9HTE9CQUxfX05fXzAwMDAwMDAw"
        "XzE1X2F0dGVudGlvbl93c19jdV85MzNiZjhjNThxdWFkX3N1bUVmAF9aTjQ2X0lOVEVSTkFMXzAwMDAwMDAwXzE1X2F0dGVu"
        "dGlvbl93c19jdV85MzNiZjhjNTQ4X0dMT0JBTF9fTl9fMDAwMDAwMDBfMTVfYXR0ZW50aW9uX3dzX2N1XzkzM2JmOGM1OHN3"
        "aXp6bGVkRWlpaQBfWk40Nl9JTlRFUk5BTF8wMDAwMDAwMF8xNV9hdHRlbnRpb25fd3NfY3VfOTMzYmY4YzU0OF9HTE9CQUxf"
        "X05fXzAwMDAwMDAwXzE1X2F0dGVudGlvbl93c19jdV85MzNiZjhjNTE3d2FycGdyb3VwX2JhcnJpZXJFaQBfWk40Nl9JTlRF"
        "Uk5BTF8wMDAwMDAwMF8xNV9hdHRlbnRpb25fd3NfY3VfOTMzYmY4YzU0OF9HTE9CQUxfX05fXzAwMDAwMDAwXzE1X2F0dGVu"
        "dGlvbl93c19jdV85MzNiZjhjNTEwbmFtZWRfc3luY0lMaTEyOEVFRXZpAF9aWjEyYXR0ZW50aW9uX3dzRU5LVWx2RTRfY2xF"
        "dgBfWloxMmF0dGVudGlvbl93c0VOS1VsaWlFMV9jbEVpaQBfWloxMmF0dGVudGlvbl93c0VOS1VsaUUxNV9jbEVpAF9aWjEy"
        "YXR0ZW50aW9uX3dzRU5LVWxpRTFfY2xFaQBfWloxMmF0dGVudGlvbl93c0VOS1VsdkVfY2xFdgBfWk40Nl9JTlRFUk5BTF8w"
        "MDAwMDAwMF8xNV9hdHRlbnRpb25fd3NfY3VfOTMzYmY4YzU0OF9HTE9CQUxfX05fXzAwMDAwMDAwXzE1X2F0dGVudGlvbl93"
        "c19jdV85MzNiZjhjNTExbWJhcl9leHBlY3RFamoAX1pONDZfSU5URVJOQUxfMDAwMDAwMDBfMTVfYXR0ZW50aW9uX3dzX2N1"
        "XzkzM2JmOGM1NDhfR0xPQkFMX19OX18wMDAwMDAwMF8xNV9hdHRlbnRpb25fd3NfY3VfOTMzYmY4YzU4dG1hX3RpbGVFalBL"
        "MTZhdHRlbnRpb25fd3NfbWFwaWlqdABfWk40Nl9JTlRFUk5BTF8wMDAwMDAwMF8xNV9hdHRlbnRpb25fd3NfY3VfOTMzYmY4"
        "YzU0OF9HTE9CQUxfX05fXzAwMDAwMDAwXzE1X2F0dGVudGlvbl93c19jdV85MzNiZjhjNTh0bWFfbG9hZEVqUEsxNmF0dGVu"
        "dGlvbl93c19tYXBpaWoAEQ4AAAIAEAAAAAEB+w4KAAEBAQEAAAABAAAACQIAAAAAAAAAAAQAAxgBAw8CEAEDcQIQAQMTAhAB"
        "8PL0AwsCEAHzA3MCEAEDDQIQAQN1AhAB8PMDBwIgAfMDBwIgAfcD0QACEAEDr38CEAED0wACMAH19QN0AhABA3UCEAEDEQIQ"
        "AfUDaQIQAQOpfwIwAfYDewIwAfDzAwgCIAH19fb29vb19fX19/T19fUDBgIwAfEDg38CEAED/gACEAEDBAIgAQMFAjAB8QMJ"
        "AiABAwgCIAEDdAIQAQMPAhAB7QN1AhAB9wN6AhABAwsCEAEDdwIQAfDq9QMvAhABAzYCEAEDRQIQAQM7AhABA0sCEAHqA3AC"
        "EAEDEQIQAfMDXgIQAQMXAhABAwsCEAEDXwIQAQMhAhABA2ECEAHxAwoCEAEDAgIgAfcDCQIQAQMSAiABAyMCEAEDBwKQAgED"
        "EgIQAQNzAhABAw0CEAEDeAIQAfcDagIQAfT09ANyAhAB9PT0A3MCEAH09PTz9fEDCQIQAQN6AhAB9gN6AhAB8fMDHQLAAAED"
        "eQIQAQMVAhABA2cCEAEDDAIQAQPLAgIQAQPCfQIQAQN0AhAB8vD36wMIAiAB8gMEAsAAAfIDBALAAAHyAwwCwAABA8QCAhAB"
        "A0kCEAEDOQIQAQNRAhABAzUCEAHxA3cCEAHx9fH08Pbw6vD28PLw9vDq8Pbw8vD28Orw9vDz8PADl38CEAEDDgIQAQN5AhAB"
        "9vMDAQIgAfDy9APUAAIQAQO6fwIQAQPxBgIQAQOReQIQAfADDAIQAfMDDAIQAfMDJQIQAQNnAhABAx0CEAEDZwIQAQMbAhAB"
        "8fADJgIQAQMcAhAB8AP0fgIQAQPwAAIQAQOSfwIQAQOjAQIQAQPUfgIQAQOtAQIQAQPbfgIQAQO+AQIQAQPEfgIQAQO9AQIQ"
        "AQPGfgIQAQPuAQIQAQOafgIQAQO0AgIQAQPNfQIQAQOYAgIQAQPjfQIQAQPPAQIQAQO5fgIQAQPIAQIQAQO5fgIQAQP6AQIQ"
        "AQOJfgIQAQP4AQIQAQOQfgIQAQONAgIQAQP0fQIQAQOJAgIQAQPyfQIQAQOnAgIQAQPhfQIQAQO6AgIQAQPHfQIQAQPQAQIQ"
        "AQOzfgIQAQOEAwIQAQOEfQIQAQPjAQIQAQOefgIQAQPHAgIQAQO0fQIQAQPlAgIQAQOjfQIQAQMqAhABA1cCEAED4wECEAED"
        "tX4CEAEDkAICEAED8X0CEAEDxAICEAEDzgACEAED73wCEAED/QECEAEDKwIQAQPOAAIQAQM1AhABA9h8AhABA+ABAhABA5UC"
        "AhABA4B+AhABA5gBAhABA5d9AhABA9ACAhABA4kBAhABA4V8AhABA9cCAhABA9F9AhABA1sCEAEDgAQCEAEDiH0CEAH0A7MC"
        "AhABA5h/AhABA6p9AhABA6ADAhABA+J8AhABA9kCAhABA4MBAhABA6V8AhABA9kAAhABAxkCEAEDsn8CEAHwA+cAAhAB8APP"
        "AQIQAfADl38CEAHwA/5+AhABA1wCEAEDbwIQAfADGQIQAQPOAAIQAQMaAhABAxoCEAEDnAECEAED3n0CEAEDowICEAEDGQIQ"
        "AfADGQIQAfAD/H0CEAEDGgIQAQNcAhABAz4CEAEDMwIQAfADGQIQAfADGQIQAfAD334CEAED+QICEAED8XsCEAEDvwMCEAED"
        "gwECEAED53sCEAH0A6kDAhABA9sAAhABAyICEAEDiXwCEAH0A9UCAhABA8J+AhAB9APJAQIQAQPMfgIQAfQD3wECEAEDPwIQ"
        "AQP3fQIQAfQDzQECEAEDOwIQAQOnfgIQAfQDoQECEAEDNwIQAQO9fgIQAfQDlwECEAEDLwIQAQPPfgIQAQPDAQIQAQPCfgIQ"
        "AQOFAQIQAQMrAhABA9J7AhABA8AEAhABAwoCEAEDu3sCEAEDhgQCEAEDJwIQAQO2fAIQAQPcAwIQAQMKAhABA598AhABA6oC"
        "AhABA70BAhABAwkCEAED83wCEAH0A+IBAhABA4F/AhAB9AOaAQIQAQOZAQIQAQOsfAIQAQMaAhABA8ECAhABA4kBAhABA5p7"
        "AhABA/cEAhABA457AhABAxUCEAH0A+YCAhABA699AhAB9APUAgIQAQPbfQIQAfQDqAICEAED8n0CEAEDGgIQAQOEAgIQAQOr"
        "fgIQAQPdAQIQAQOofgIQAQPgAQIQAQO1fgIQAfQD1gECEAEDlQECEAEDqn0CEAH0A8QBAhABA5EBAhABA9p9AhAB9AOYAQIQ"
        "AQONAQIQAQPwfQIQAfQDjgECEAEDhQECEAEDgn4CEAEDjwICEAED9n0CEAED/AACEAEDgQECEAED1noCEAEDuwUCEAEDCQIQ"
        "AQPFegIQAQOoBAIQAQPYAAIQAQMlAhABA2ACEAED2QACEAEDWAIQAQNQAhABA9kAAhAB8gNdAhABAyQCEAHy8ANdAhABAyYC"
        "EAHw8vADXQIQAQMmAhABA2MCEAEDHgIQAfLw8gNgAhABAyECEAEDZQIQAfADegIQAQMJAhAB8PLw8vDy8PLw8vDy8PIDGQIQ"
        "AeoDEQIQAQM7AhAB9AO3fwIQAQPJAAIQAQO4fwIQAQPFAAIQAQO/fwIQAfcDBwIwAQMHAiABAwcCIAEDBwIgAQMHAiAB9gMS"
        "AjABA5kBAhABA+5+AhABA5IBAhAB8/Dw8gNwAhABAxUCEAEDCwIQAQMVAhABA3cCEAEDCwIQAQNrAhABAwwCEAEDeAIQAQML"
        "AhABA3cCEAEDCwIQAfP17PDx7fEDCAKwAQEDHQIQAfTwA18CEAEDEgIQAfIDbgIQAQMQAhABA24CEAEDJAIQAQNfAhABAxEC"
        "EAEDcAIQAfHz7PPs8wMeAhAB7gN0AhABAw4CEAH3A3kCEAH27PLt8QMKAqABAQN4AhAB8AMdAhAB8AMhAhAB8AMfAhAB8AMf"
        "AhAB8AMfAhAB8AMfAhAB8AMfAhAB8APFfgIQAQNoAhAB8AMhAhAB8AMfAhAB8AMfAhAB8AMfAhAB8AMfAhAB8AMfAhAB8APG"
        "fgIQAQNzAhABAx0CEAEDigICEAEDo38CEAEDFwIQAQPOfgIQAQMgAhABA5IBAhABA45/AhABAyACEAEDIAIQAQMgAhABA8J+"
        "AhABAw4CEAEDIAIQAQMgAhABAyACEAEDIAIQAQPbfgIQAQPFAQIQAQPJAAIQAQNjAhABA5d+AhAB9QMrAhABA3ACEAEDbwIQ"
        "AQMxAhABA4MCAhABA6d/AhABAxwCEAEDun8CEAEDyAACEAEDYQIQAQMhAhABA8Z+AhABAyACEAEDmwECEAEDhX8CEAEDIAIQ"
        "AQPdAAIQAQNDAhABAxMCEAED/X4CEAEDIAIQAQMgAhABA8sAAhABAzoCEAED8H0CEAEDrwICEAED430CEAEDegIQAQMWAhAB"
        "AxACEAEDagIQAQP2AQIQAQOwfgIQAQNqAhABA4UCAhABA6F+AhABA2oCEAEDoQECEAHrA4l/AhABA2oCEAEDJgIQAQPsAAIQ"
        "AQM2AhABA8h+AhABAyYCEAEDsQECEAEDuX4CEAEDJgIQAQODAQIQAQONfwIQAQNaAhABA8YAAhABA/IAAhABA6Z/AhABA7J/"
        "AhABA+gAAhABAyMCEAHrA4l/AhABA5YBAhABA6l/AhAB8wNNAhABA9AAAhABAzoCEAEDZQIQAQOhfwIQAQP+AAIQAQOmfwIQ"
        "AQMZAhABA00CEAEDNwIQAQM6AhABA2UCEAEDsn8CEAED7QACEAEDXQIQAQNiAhAB8wM6AhABA2UCEAHrAyMCEAEDQwIQAQNo"
        "AhAB7APBAAIQAQN5AhABA0kCEAED1gACEAEDp38CEAEDHwIQAQMfAhABAx8CEAEDrH8CEAHr8AMiAhABAzgCEAEDpn8CEAED"
        "wQACEAEDWwIQAQNmAhABAzkCEAEDJQIQAQO8fwIQAQM+AhABA6h/AhABAxwCEAHwAx4CEAHwAx4CEAHwA6V/AhABAx0CEAED"
        "HwIQAQMfAhABA0QCEAEDYwIQAQM8AhABAx8CEAEDQgIQAQMfAhABAx8CEAEDRAIQAQMfAhABAx8CEAEDCgIQAQN6AiABAxQC"
        "EAEDDwIQAQNzAhAB7fDwA3UCEAEDBAIgAQMOAhAB9vXx8vXq9evzAxMCMAEDNgIgAQNfAhABAyMCEAEDZwIQAfcDCQIQAQMJ"
        "AhAB9fMDegIQAfP08fEDAQIgAQMFAiABAwgCMAHy9AMHAjABA8EAAhABA0sCEAEDEAIQAQNlAhAB8gMZAhABAyQCEAEDRgIQ"
        "AfHyAzUCEAEDVQIQAQN2AhABAzcCEAEDSQIQAQM4AhAB8ANUAhAB8AMtAhAB8wNSAhAB9gMGAjAB6/Xq8PMDIwLAAAHrA0MC"
        "EAEDwgACEAEDBwIgAev06/HzAxACMAEDcgIQAQMOAhABA3QCIAEDDAIQAQN5AiAB8fQDDALQAAHs8gMMAoABAezyAwwCgAEB"
        "7PIDBgLgAAHt8vDy8AMKAhABA3oCIAHx8wMEAoABAfADCwIgAezyAwQCgAEB8AMMAiAB6/MD8gAC4AABA5h/AhABA+gAAhAB"
        "A6R/AhABAyYCEAEDVQIQAfXq8AMgAhABA2QCEAH17fQDHALQAAEDDQIQAQN5AiABA3UCEAEDEgIQAQMEApABAfLxAyAC0AAB"
        "A3cCEAEDCQIQAQMFApABAe7y8AMEAiAB8vHxAwQCIAEDwGsCEAH2A9kAAiAB9gP+CQIgAfYDlAYCIAH2AwwCIAH2A4wBAiAB"
        "9gOyAQIgAfYDKwIgAfYCwAgAAQEAAAAAAAAAAC52ZXJzaW9uIDkuMAAudGFyZ2V0IHNtXzkwYQAuYWRkcmVzc19zaXplIDY0"
        "AAAALmV4dGVybiAuc2hhcmVkIC5hbGlnbiAxNiAuYjggc21lbV9yYXdbXTsAAC52aXNpYmxlIC5lbnRyeSBhdHRlbnRpb25f"
        "d3MoAC5wYXJhbSAuYWxpZ24gNjQgLmI4IGF0dGVudGlvbl93c19wYXJhbV8wWzEyOF0sAC5wYXJhbSAuYWxpZ24gNjQgLmI4"
        "IGF0dGVudGlvbl93c19wYXJhbV8xWzEyOF0sAC5wYXJhbSAuYWxpZ24gNjQgLmI4IGF0dGVudGlvbl93c19wYXJhbV8yWzEy"
        "OF0sAC5wYXJhbSAudTY0IGF0dGVudGlvbl93c19wYXJhbV8zLAAucGFyYW0gLmYzMiBhdHRlbnRpb25fd3NfcGFyYW1fNAAp"
        "AC5tYXhudGlkIDUxMiwgMSwgMQAubWlubmN0YXBlcnNtIDEAewAucmVnIC5wcmVkIAklcDw1NT47AC5yZWcgLmYzMiAJJWY8"
        "MTk1Mj47AC5yZWcgLmIzMiAJJXI8MTEzNj47AC5yZWcgLmI2NCAJJXJkPDE2Mz47AAAAAG1vdi5iNjQgCSVyZDEzLCBhdHRl"
        "bnRpb25fd3NfcGFyYW1fMDsAbW92LmI2NCAJJXJkMTQsIGF0dGVudGlvbl93c19wYXJhbV8xOwBtb3YuYjY0IAklcmQxNSwg"
        "YXR0ZW50aW9uX3dzX3BhcmFtXzI7AGxkLnBhcmFtLnU2NCAJJXJkMTIsIFthdHRlbnRpb25fd3NfcGFyYW1fM107AGxkLnBh"
        "cmFtLmYzMiAJJWYyNzAsIFthdHRlbnRpb25fd3NfcGFyYW1fNF07AAAAbW92LnUzMiAlcjIzNCwgJWR5bmFtaWNfc21lbV9z"
        "aXplOwAAAABzZXRwLmd0LnUzMiAJJXAyLCAlcjIzNCwgMTE1ODE1OwBAJXAyIGJyYSAJJExfX0JCMF8yOwAAAHRyYXA7AAAA"
        "JExfX0JCMF8yOgAAbW92LnUzMiAJJXIxLCAldGlkLng7AABzaHIuczMyIAklcjIzNSwgJXIxLCAzMTsAc2hyLnUzMiAJJXIy"
        "MzYsICVyMjM1LCAyNTsAYWRkLnMzMiAJJXIyMzcsICVyMSwgJXIyMzY7AHNoci5zMzIgCSVyMjM4LCAlcjIzNywgNzsAbW92"
        "LnUzMiAJJXIyMzksIDMxOwBtb3YudTMyIAklcjI0MCwgMDsAbW92LnUzMiAJJXIyNDEsIC0xOwBzaGZsLnN5bmMuaWR4LmIz"
        "MiAJJXIyfCVwMSwgJXIyMzgsICVyMjQwLCAlcjIzOSwgJXIyNDE7AABtb3YudTMyIAklcjEwNTgsICVjdGFpZC54OwAAbW92"
        "LnUzMiAJJXI0LCAlbmN0YWlkLng7AABzZXRwLm5lLnMzMiAJJXAzLCAlcjEsIDA7AEAlcDMgYnJhIAkkTF9fQkIwXzQ7AAAA"
        "AG1vdi51NjQgCSVyZDE5LCBzbWVtX3JhdzsAY3Z0LnUzMi51NjQgCSVyMjY4LCAlcmQxOTsAYWRkLnMzMiAJJXIyNjksICVy"
        "MjY4LCAxMDIzOwBhbmQuYjMyICAJJXIyNzAsICVyMjY5LCAtMTAyNDsAYWRkLnMzMiAJJXIyNDIsICVyMjcwLCAxMTQ2ODg7"
        "AG1vdi51MzIgCSVyMjYxLCAxOwAAbWJhcnJpZXIuaW5pdC5zaGFyZWQ6OmN0YS5iNjQgWyVyMjQyXSwgJXIyNjE7AAAAAABh"
        "ZGQuczMyIAklcjI0NCwgJXIyNzAsIDExNDcwNDsAbW92LnUzMiAJJXIyNjUsIDEyOwAAbWJhcnJpZXIuaW5pdC5zaGFyZWQ6"
        "OmN0YS5iNjQgWyVyMjQ0XSwgJXIyNjU7AAAAAGFkZC5zMzIgCSVyMjQ2LCAlcjI3MCwgMTE0Njk2OwAAbWJhcnJpZXIuaW5p"
        "dC5zaGFyZWQ6OmN0YS5iNjQgWyVyMjQ2XSwgJXIyNjE7AAAAAGFkZC5zMzIgCSVyMjQ4LCAlcjI3MCwgMTE0NzEyOwAAbWJh"
        "cnJpZXIuaW5pdC5zaGFyZWQ6OmN0YS5iNjQgWyVyMjQ4XSwgJXIyNjU7AAAAAABhZGQuczMyIAklcjI1MCwgJXIyNzAsIDEx"
        "NDcyMDsAAG1iYXJyaWVyLmluaXQuc2hhcmVkOjpjdGEuYjY0IFslcjI1MF0sICVyMjYxOwAAAAAAYWRkLnMzMiAJJXIyNTIs"
        "ICVyMjcwLCAxMTQ3Mjg7AABtYmFycmllci5pbml0LnNoYXJlZDo6Y3RhLmI2NCBbJXIyNTJdLCAlcjI2MTsAAAAAAGFkZC5z"
        "MzIgCSVyMjU0LCAlcjI3MCwgMTE0NzM2OwAAbWJhcnJpZXIuaW5pdC5zaGFyZWQ6OmN0YS5iNjQgWyVyMjU0XSwgJXIyNjU7"
        "AAAAAABhZGQuczMyIAklcjI1NiwgJXIyNzAsIDExNDc0NDsAAG1iYXJyaWVyLmluaXQuc2hhcmVkOjpjdGEuYjY0IFslcjI1"
        "Nl0sICVyMjY1OwAAAABhZGQuczMyIAklcjI1OCwgJXIyNzAsIDExNDc1MjsAAG1iYXJyaWVyLmluaXQuc2hhcmVkOjpjdGEu"
        "YjY0IFslcjI1OF0sICVyMjYxOwAAAABhZGQuczMyIAklcjI2MCwgJXIyNzAsIDExNDc2MDsAAG1iYXJyaWVyLmluaXQuc2hh"
        "cmVkOjpjdGEuYjY0IFslcjI2MF0sICVyMjYxOwAAAABhZGQuczMyIAklcjI2MiwgJXIyNzAsIDExNDc2ODsAAG1iYXJyaWVy"
        "LmluaXQuc2hhcmVkOjpjdGEuYjY0IFslcjI2Ml0sICVyMjY1OwAAAABhZGQuczMyIAklcjI2NCwgJXIyNzAsIDExNDc3NjsA"
        "AG1iYXJyaWVyLmluaXQuc2hhcmVkOjpjdGEuYjY0IFslcjI2NF0sICVyMjY1OwAAAAAAYWRkLnMzMiAJJXIyNjYsICVyMjcw"
        "LCAxMTQ3ODQ7AG1vdi51MzIgCSVyMjY3LCAzODQ7AABtYmFycmllci5pbml0LnNoYXJlZDo6Y3RhLmI2NCBbJXIyNjZdLCAl"
        "cjI2NzsAAAAAAGZlbmNlLm1iYXJyaWVyX2luaXQucmVsZWFzZS5jbHVzdGVyOwAAAABjdnRhLnBhcmFtLnU2NCAJJXJkMTYs"
        "ICVyZDEzOwAAcHJlZmV0Y2gudGVuc29ybWFwIFslcmQxNl07AAAAAGN2dGEucGFyYW0udTY0IAklcmQxNywgJXJkMTQ7AABw"
        "cmVmZXRjaC50ZW5zb3JtYXAgWyVyZDE3XTsAAAAAY3Z0YS5wYXJhbS51NjQgCSVyZDE4LCAlcmQxNTsAAHByZWZldGNoLnRl"
        "bnNvcm1hcCBbJXJkMThdOwAAAAAkTF9fQkIwXzQ6AABiYXIuc3luYyAJMDsAAHNldHAuZXEuczMyIAklcDQsICVyMiwgMDsA"
        "QCVwNCBicmEgCSRMX19CQjBfMzg7AAAAAHNldG1heG5yZWcuaW5jLnN5bmMuYWxpZ25lZC51MzIgMTYwOwAAAAAAc2V0cC5n"
        "dC5zMzIgCSVwNSwgJXIxMDU4LCAxNDA3OwAAQCVwNSBicmEgCSRMX19CQjBfNjE7AAAAY3Z0YS50by5nbG9iYWwudTY0IAkl"
        "cmQ0LCAlcmQxMjsAAGFkZC5zMzIgCSVyMjc0LCAlcjIsIC0xOwAAbXVsLmYzMiAJJWYxLCAlZjI3MCwgMGYzRkI4QUEzQjsA"
        "c2hsLmIzMiAJJXIyNzUsICVyMjc0LCAxMzsAbW92LnU2NCAJJXJkMjAsIHNtZW1fcmF3OwBjdnQudTMyLnU2NCAJJXIyNzYs"
        "ICVyZDIwOwBhZGQuczMyIAklcjI3NywgJXIyNzYsIDEwMjM7AGFuZC5iMzIgIAklcjI3OCwgJXIyNzcsIC0xMDI0OwBhZGQu"
        "czMyIAklcjYsICVyMjc1LCAlcjI3ODsAc2hsLmIzMiAJJXI3LCAlcjI3NCwgNjsAYW5kLmIzMiAgCSVyOCwgJXIxLCAzMTsA"
        "AGFuZC5iMzIgIAklcjI4MiwgJXIyMzcsIC0xMjg7AHN1Yi5zMzIgCSVyOSwgJXIxLCAlcjI4MjsAbW92LnUzMiAJJXIxMDU5"
        "LCAwOwBtb3YudTMyIAklcjEwNjAsICVyMTA1OTsAACRMX19CQjBfNzoALnByYWdtYSAibm91bnJvbGwiOwAAAABtdWwuaGku"
        "czMyIAklcjI4NSwgJXIxMDU4LCA3ODA5MDMxNDU7AHNoci51MzIgCSVyMjg2LCAlcjI4NSwgMzE7AHNoci5zMzIgCSVyMjg3"
        "LCAlcjI4NSwgMjsAYWRkLnMzMiAJJXIyODgsICVyMjg3LCAlcjI4NjsAbXVsLmxvLnMzMiAJJXIyODksICVyMjg4LCAyMjsA"
        "c3ViLnMzMiAJJXIyOTAsICVyMTA1OCwgJXIyODk7AABtb3YudTMyIAklcjI4MywgMzI7AABtb3YuYjMyICVyMjgzLCAlcjI4"
        "MzsAAAAAYW5kLmIzMiAgCSVyMjkxLCAlcjEwNTksIDE7AABtYWQubG8uczMyIAklcjQ2LCAlcjI5MCwgMTkyLCAlcjc7AABz"
        "ZXRwLmx0LnMzMiAJJXA2LCAlcjQ2LCA0MDk2OwAAbWluLnMzMiAJJXIyOTIsICVyMjgzLCAzMjsAc2V0cC5ndC5zMzIgCSVw"
        "NywgJXIyODMsIDA7AGFuZC5wcmVkICAJJXA4LCAlcDYsICVwNzsAAG1hZC5sby5zMzIgCSVyNDcsICVyMjkxLCAyNDU3Niwg"
        "JXI2OwAAc2VscC5iMzIgCSVyMTEyNiwgJXIyOTIsIDAsICVwODsAAABzaGwuYjMyIAklcjI5MywgJXIxMDU5LCAzOwBhbmQu"
        "YjMyICAJJXI0OSwgJXIyOTMsIDg7AG9yLmIzMiAgCSVyMjk3LCAlcjQ5LCAlcjI3ODsAYWRkLnMzMiAJJXI1MCwgJXIyOTcs"
        "IDExNDY4ODsAAHNoci51MzIgCSVyMjk4LCAlcjEwNTksIDE7AGFuZC5iMzIgIAklcjUxLCAlcjI5OCwgMTsAACRMX19CQjBf"
        "ODoAAAAAewAucmVnIC5wcmVkIHA7AG1iYXJyaWVyLnRyeV93YWl0LnBhcml0eS5zaGFyZWQ6OmN0YS5iNjQgcCwgWyVyNTBd"
        "LCAlcjUxOwBzZWxwLnUzMiAlcjI5OSwgMSwgMCwgcDsAfQAAAABzZXRwLmVxLnMzMiAJJXA5LCAlcjI5OSwgMDsAQCVwOSBi"
        "cmEgCSRMX19CQjBfODsAAABzZXRwLmx0LnMzMiAJJXAxMCwgJXIxMTI2LCAxOwBtb3YuZjMyIAklZjEzNTksIDBmMDAwMDAw"
        "MDA7AG1vdi5mMzIgCSVmMTM1OCwgJWYxMzU5OwBtb3YuZjMyIAklZjEzNTcsICVmMTM1OTsAbW92LmYzMiAJJWYxMzU2LCAl"
        "ZjEzNTk7AG1vdi5mMzIgCSVmMTM1NSwgJWYxMzU5OwBtb3YuZjMyIAklZjEzNTQsICVmMTM1OTsAbW92LmYzMiAJJWYxMzUz"
        "LCAlZjEzNTk7AG1vdi5mMzIgCSVmMTM1MiwgJWYxMzU5OwBtb3YuZjMyIAklZjEzNTEsICVmMTM1OTsAbW92LmYzMiAJJWYx"
        "MzUwLCAlZjEzNTk7AG1vdi5mMzIgCSVmMTM0OSwgJWYxMzU5OwBtb3YuZjMyIAklZjEzNDgsICVmMTM1OTsAbW92LmYzMiAJ"
        "JWYxMzQ3LCAlZjEzNTk7AG1vdi5mMzIgCSVmMTM0NiwgJWYxMzU5OwBtb3YuZjMyIAklZjEzNDUsICVmMTM1OTsAbW92LmYz"
        "MiAJJWYxMzQ0LCAlZjEzNTk7AG1vdi5mMzIgCSVmMTM0MywgJWYxMzU5OwBtb3YuZjMyIAklZjEzNDIsICVmMTM1OTsAbW92"
        "LmYzMiAJJWYxMzQxLCAlZjEzNTk7AG1vdi5mMzIgCSVmMTM0MCwgJWYxMzU5OwBtb3YuZjMyIAklZjEzMzksICVmMTM1OTsA"
        "bW92LmYzMiAJJWYxMzM4LCAlZjEzNTk7AG1vdi5mMzIgCSVmMTMzNywgJWYxMzU5OwBtb3YuZjMyIAklZjEzMzYsICVmMTM1"
        "OTsAbW92LmYzMiAJJWYxMzM1LCAlZjEzNTk7AG1vdi5mMzIgCSVmMTMzNCwgJWYxMzU5OwBtb3YuZjMyIAklZjEzMzMsICVm"
        "MTM1OTsAbW92LmYzMiAJJWYxMzMyLCAlZjEzNTk7AG1vdi5mMzIgCSVmMTMzMSwgJWYxMzU5OwBtb3YuZjMyIAklZjEzMzAs"
        "ICVmMTM1OTsAbW92LmYzMiAJJWYxOTQ4LCAlZjEzNTk7AG1vdi5mMzIgCSVmMTk0OSwgJWYxMzU5OwBtb3YuZjMyIAklZjEz"
        "NjAsICVmMTM1OTsAbW92LmYzMiAJJWYxMzYxLCAlZjEzNTk7AEAlcDEwIGJyYSAJJExfX0JCMF8yMzsAAABhbmQuYjMyICAJ"
        "JXIzMDMsICVyNDcsIDI2MTEyMDsAc2hyLnUzMiAJJXIzMDQsICVyMzAzLCA0OwBjdnQudTY0LnUzMiAJJXJkMjIsICVyMzA0"
        "OwBvci5iNjQgIAklcmQ1LCAlcmQyMiwgNDYxMTY4NjI5MzMwNTM2MDM4NDsAYWRkLnMzMiAJJXIzMDUsICVyNDcsIDMyOwBh"
        "bmQuYjMyICAJJXIzMDYsICVyMzA1LCAyNjExNTI7AHNoci51MzIgCSVyMzA3LCAlcjMwNiwgNDsAY3Z0LnU2NC51MzIgCSVy"
        "ZDIzLCAlcjMwNzsAb3IuYjY0ICAJJXJkNiwgJXJkMjMsIDQ2MTE2ODYyOTMzMDUzNjAzODQ7AGFkZC5zMzIgCSVyMzA4LCAl"
        "cjQ3LCA2NDsAYW5kLmIzMiAgCSVyMzA5LCAlcjMwOCwgMjYxMTg0OwBzaHIudTMyIAklcjMxMCwgJXIzMDksIDQ7AGN2dC51"
        "NjQudTMyIAklcmQyNCwgJXIzMTA7AG9yLmI2NCAgCSVyZDcsICVyZDI0LCA0NjExNjg2MjkzMzA1MzYwMzg0OwBhZGQuczMy"
        "IAklcjMxMSwgJXI0NywgOTY7AGFuZC5iMzIgIAklcjMxMiwgJXIzMTEsIDI2MTIxNjsAc2hyLnUzMiAJJXIzMTMsICVyMzEy"
        "LCA0OwBjdnQudTY0LnUzMiAJJXJkMjUsICVyMzEzOwBvci5iNjQgIAklcmQ4LCAlcmQyNSwgNDYxMTY4NjI5MzMwNTM2MDM4"
        "NDsAbW92LnUzMiAJJXIxMDkzLCAwOwBtb3YuZjMyIAklZjEzNTksIDBmMDAwMDAwMDA7AG1vdi5mMzIgCSVmMTkxMiwgMGZG"
        "RjgwMDAwMDsAbW92LmYzMiAJJWYxOTEzLCAlZjE5MTI7AAAkTF9fQkIwXzExOgAucHJhZ21hICJub3Vucm9sbCI7AAAAYWRk"
        "LnMzMiAJJXIzMTQsICVyMTA5MywgJXIxMDYwOwBzaHIudTMyIAklcjMxNSwgJXIzMTQsIDMxOwBhZGQuczMyIAklcjMxNiwg"
        "JXIzMTQsICVyMzE1OwAAAGFuZC5iMzIgIAklcjMxNywgJXIzMTYsIC0yOwBzdWIuczMyIAklcjg2LCAlcjMxNCwgJXIzMTc7"
        "AHNobC5iMzIgCSVyODcsICVyODYsIDU7AGFkZC5zMzIgCSVyMzIxLCAlcjg3LCAlcjI3ODsAYWRkLnMzMiAJJXI4OCwgJXIz"
        "MjEsIDExNDcyMDsAAHNoci51MzIgCSVyMzIyLCAlcjMxNiwgMTsAYW5kLmIzMiAgCSVyODksICVyMzIyLCAxOwAAJExfX0JC"
        "MF8xMjoAAAAAewAucmVnIC5wcmVkIHA7AG1iYXJyaWVyLnRyeV93YWl0LnBhcml0eS5zaGFyZWQ6OmN0YS5iNjQgcCwgWyVy"
        "ODhdLCAlcjg5OwBzZWxwLnUzMiAlcjMyMywgMSwgMCwgcDsAfQAAAABzZXRwLmVxLnMzMiAJJXAxMSwgJXIzMjMsIDA7AEAl"
        "cDExIGJyYSAJJExfX0JCMF8xMjsAAABzZXRwLm5lLnMzMiAJJXAxMiwgJXI4LCAwOwAAAAB3Z21tYS5mZW5jZS5zeW5jLmFs"
        "aWduZWQ7AAAAAAAAc2hsLmIzMiAJJXI5MCwgJXI4NiwgMTU7AGFuZC5iMzIgIAklcjM5MiwgJXIyNzcsIDI2MTEyMDsAYWRk"
        "LnMzMiAJJXIzOTMsICVyOTAsICVyMzkyOwBhZGQuczMyIAklcjM5NCwgJXIzOTMsIDQ5MTUyOwAAAGFuZC5iMzIgIAklcjM5"
        "NSwgJXIzOTQsIDI2MTEyMDsAc2hyLnUzMiAJJXIzOTYsICVyMzk1LCA0OwAAY3Z0LnU2NC51MzIgCSVyZDM2LCAlcjM5NjsA"
        "AG9yLmI2NCAgCSVyZDI4LCAlcmQzNiwgNDYxMTY4NjI5MzMwNTM2MDM4NDsAAAAAd2dtbWEubW1hX2FzeW5jLnN5bmMuYWxp"
        "Z25lZC5tNjRuMTI4azE2LmYzMi5mMTYuZjE2IHslZjUzMywgJWY1MzQsICVmNTM1LCAlZjUzNiwgJWY1MzcsICVmNTM4LCAl"
        "ZjUzOSwgJWY1NDAsICVmNTQxLCAlZjU0MiwgJWY1NDMsICVmNTQ0LCAlZjU0NSwgJWY1NDYsICVmNTQ3LCAlZjU0OCwgJWY1"
        "NDksICVmNTUwLCAlZjU1MSwgJWY1NTIsICVmNTUzLCAlZjU1NCwgJWY1NTUsICVmNTU2LCAlZjU1NywgJWY1NTgsICVmNTU5"
        "LCAlZjU2MCwgJWY1NjEsICVmNTYyLCAlZjU2MywgJWY1NjQsICVmNTY1LCAlZjU2NiwgJWY1NjcsICVmNTY4LCAlZjU2OSwg"
        "JWY1NzAsICVmNTcxLCAlZjU3MiwgJWY1NzMsICVmNTc0LCAlZjU3NSwgJWY1NzYsICVmNTc3LCAlZjU3OCwgJWY1NzksICVm"
        "NTgwLCAlZjU4MSwgJWY1ODIsICVmNTgzLCAlZjU4NCwgJWY1ODUsICVmNTg2LCAlZjU4NywgJWY1ODgsICVmNTg5LCAlZjU5"
        "MCwgJWY1OTEsICVmNTkyLCAlZjU5MywgJWY1OTQsICVmNTk1LCAlZjU5Nn0sICVyZDUsICVyZDI4LCAwLCAxLCAxLCAwLCAw"
        "OwAAAABvci5iNjQgIAklcmQzMCwgJXJkMzYsIDQ2MTE2ODYyOTMzMDUzNjAzODY7AAAAd2dtbWEubW1hX2FzeW5jLnN5bmMu"
        "YWxpZ25lZC5tNjRuMTI4azE2LmYzMi5mMTYuZjE2IHslZjUzMywgJWY1MzQsICVmNTM1LCAlZjUzNiwgJWY1MzcsICVmNTM4"
        "LCAlZjUzOSwgJWY1NDAsICVmNTQxLCAlZjU0MiwgJWY1NDMsICVmNTQ0LCAlZjU0NSwgJWY1NDYsICVmNTQ3LCAlZjU0OCwg"
        "JWY1NDksICVmNTUwLCAlZjU1MSwgJWY1NTIsICVmNTUzLCAlZjU1NCwgJWY1NTUsICVmNTU2LCAlZjU1NywgJWY1NTgsICVm"
        "NTU5LCAlZjU2MCwgJWY1NjEsICVmNTYyLCAlZjU2MywgJWY1NjQsICVmNTY1LCAlZjU2NiwgJWY1NjcsICVmNTY4LCAlZjU2"
        "OSwgJWY1NzAsICVmNTcxLCAlZjU3MiwgJWY1NzMsICVmNTc0LCAlZjU3NSwgJWY1NzYsICVmNTc3LCAlZjU3OCwgJWY1Nzks"
        "ICVmNTgwLCAlZjU4MSwgJWY1ODIsICVmNTgzLCAlZjU4NCwgJWY1ODUsICVmNTg2LCAlZjU4NywgJWY1ODgsICVmNTg5LCAl"
        "ZjU5MCwgJWY1OTEsICVmNTkyLCAlZjU5MywgJWY1OTQsICVmNTk1LCAlZjU5Nn0sICVyZDYsICVyZDMwLCAxLCAxLCAxLCAw"
        "LCAwOwAAAABvci5iNjQgIAklcmQzMiwgJXJkMzYsIDQ2MTE2ODYyOTMzMDUzNjAzODg7AAAAd2dtbWEubW1hX2FzeW5jLnN5"
        "bmMuYWxpZ25lZC5tNjRuMTI4azE2LmYzMi5mMTYuZjE2IHslZjUzMywgJWY1MzQsICVmNTM1LCAlZjUzNiwgJWY1MzcsICVm"
        "NTM4LCAlZjUzOSwgJWY1NDAsICVmNTQxLCAlZjU0MiwgJWY1NDMsICVmNTQ0LCAlZjU0NSwgJWY1NDYsICVmNTQ3LCAlZjU0"
        "OCwgJWY1NDksICVmNTUwLCAlZjU1MSwgJWY1NTIsICVmNTUzLCAlZjU1NCwgJWY1NTUsICVmNTU2LCAlZjU1NywgJWY1NTgs"
        "ICVmNTU5LCAlZjU2MCwgJWY1NjEsICVmNTYyLCAlZjU2MywgJWY1NjQsICVmNTY1LCAlZjU2NiwgJWY1NjcsICVmNTY4LCAl"
        "ZjU2OSwgJWY1NzAsICVmNTcxLCAlZjU3MiwgJWY1NzMsICVmNTc0LCAlZjU3NSwgJWY1NzYsICVmNTc3LCAlZjU3OCwgJWY1"
        "NzksICVmNTgwLCAlZjU4MSwgJWY1ODIsICVmNTgzLCAlZjU4NCwgJWY1ODUsICVmNTg2LCAlZjU4NywgJWY1ODgsICVmNTg5"
        "LCAlZjU5MCwgJWY1OTEsICVmNTkyLCAlZjU5MywgJWY1OTQsICVmNTk1LCAlZjU5Nn0sICVyZDcsICVyZDMyLCAxLCAxLCAx"
        "LCAwLCAwOwAAAABvci5iNjQgIAklcmQzNCwgJXJkMzYsIDQ2MTE2ODYyOTMzMDUzNjAzOTA7AAAAd2dtbWEubW1hX2FzeW5j"
        "LnN5bmMuYWxpZ25lZC5tNjRuMTI4azE2LmYzMi5mMTYuZjE2IHslZjUzMywgJWY1MzQsICVmNTM1LCAlZjUzNiwgJWY1Mzcs"
        "ICVmNTM4LCAlZjUzOSwgJWY1NDAsICVmNTQxLCAlZjU0MiwgJWY1NDMsICVmNTQ0LCAlZjU0NSwgJWY1NDYsICVmNTQ3LCAl"
        "ZjU0OCwgJWY1NDksICVmNTUwLCAlZjU1MSwgJWY1NTIsICVmNTUzLCAlZjU1NCwgJWY1NTUsICVmNTU2LCAlZjU1NywgJWY1"
        "NTgsICVmNTU5LCAlZjU2MCwgJWY1NjEsICVmNTYyLCAlZjU2MywgJWY1NjQsICVmNTY1LCAlZjU2NiwgJWY1NjcsICVmNTY4"
        "LCAlZjU2OSwgJWY1NzAsICVmNTcxLCAlZjU3MiwgJWY1NzMsICVmNTc0LCAlZjU3NSwgJWY1NzYsICVmNTc3LCAlZjU3OCwg"
        "JWY1NzksICVmNTgwLCAlZjU4MSwgJWY1ODIsICVmNTgzLCAlZjU4NCwgJWY1ODUsICVmNTg2LCAlZjU4NywgJWY1ODgsICVm"
        "NTg5LCAlZjU5MCwgJWY1OTEsICVmNTkyLCAlZjU5MywgJWY1OTQsICVmNTk1LCAlZjU5Nn0sICVyZDgsICVyZDM0LCAxLCAx"
        "LCAxLCAwLCAwOwAAAAAAAHdnbW1hLmNvbW1pdF9ncm91cC5zeW5jLmFsaWduZWQ7AAAAAAAAd2dtbWEud2FpdF9ncm91cC5z"
        "eW5jLmFsaWduZWQgMDsAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"
        "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"
        "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"
        "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAGJhci53"
        "YXJwLnN5bmMgCS0xOwAAQCVwMTIgYnJhIAkkTF9fQkIwXzE1OwAAAABhZGQuczMyIAklcjM5NywgJXIzMjEsIDExNDc0NDsA"
        "AAAAbWJhcnJpZXIuYXJyaXZlLnNoYXJlZDo6Y3RhLmI2NCBfLCBbJXIzOTddOwAAAAAkTF9fQkIwXzE1OgAAc2V0cC5lcS5z"
        "MzIgCSVwMTMsICVyMTA5MywgMDsAQCVwMTMgYnJhIAkkTF9fQkIwXzE4OwAAAHNldHAubmUuczMyIAklcDU0LCAlcjgsIDA7"
        "AAAAAGJhci53YXJwLnN5bmMgCS0xOwAAQCVwNTQgYnJhIAkkTF9fQkIwXzE4OwAAAGFkZC5zMzIgCSVyMTAyNSwgJXIxMDYw"
        "LCAtMTsAAGFkZC5zMzIgCSVyNDAzLCAlcjEwMjUsICVyMTA5MzsAAABzaHIudTMyIAklcjQwNCwgJXI0MDMsIDMxOwBhZGQu"
        "czMyIAklcjQwNSwgJXI0MDMsICVyNDA0OwBhbmQuYjMyICAJJXI0MDYsICVyNDA1LCAxMzQyMTc3MjY7AHN1Yi5zMzIgCSVy"
        "NDA3LCAlcjQwMywgJXI0MDY7AHNobC5iMzIgCSVyNDA4LCAlcjQwNywgNTsAAGFkZC5zMzIgCSVyNDEyLCAlcjQwOCwgJXIy"
        "Nzg7AGFkZC5zMzIgCSVyNDAyLCAlcjQxMiwgMTE0NzM2OwAAAABtYmFycmllci5hcnJpdmUuc2hhcmVkOjpjdGEuYjY0IF8s"
        "IFslcjQwMl07AAAAACRMX19CQjBfMTg6AAAAAABtb3YuZjMyIAklZjExODEsIDBmRkY4MDAwMDA7AG1heC5mMzIgCSVmMTE4"
        "MiwgJWYxMTgxLCAlZjUzMzsAbWF4LmYzMiAJJWYxMTgzLCAlZjExODIsICVmNTM3OwBtYXguZjMyIAklZjExODQsICVmMTE4"
        "MSwgJWY1MzQ7AG1heC5mMzIgCSVmMTE4NSwgJWYxMTg0LCAlZjUzODsAbWF4LmYzMiAJJWYxMTg2LCAlZjExODEsICVmNTM1"
        "OwBtYXguZjMyIAklZjExODcsICVmMTE4NiwgJWY1Mzk7AG1heC5mMzIgCSVmMTE4OCwgJWYxMTgxLCAlZjUzNjsAbWF4LmYz"
        "MiAJJWYxMTg5LCAlZjExODgsICVmNTQwOwBtYXguZjMyIAklZjExOTAsICVmMTE4MSwgJWY1NDE7AG1heC5mMzIgCSVmMTE5"
        "MSwgJWYxMTkwLCAlZjU0NTsAbWF4LmYzMiAJJWYxMTkyLCAlZjExODEsICVmNTQyOwBtYXguZjMyIAklZjExOTMsICVmMTE5"
        "MiwgJWY1NDY7AG1heC5mMzIgCSVmMTE5NCwgJWYxMTgxLCAlZjU0MzsAbWF4LmYzMiAJJWYxMTk1LCAlZjExOTQsICVmNTQ3"
        "OwBtYXguZjMyIAklZjExOTYsICVmMTE4MSwgJWY1NDQ7AG1heC5mMzIgCSVmMTE5NywgJWYxMTk2LCAlZjU0ODsAbWF4LmYz"
        "MiAJJWYxMTk4LCAlZjExODMsICVmNTQ5OwBtYXguZjMyIAklZjExOTksICVmMTE4NSwgJWY1NTA7AG1heC5mMzIgCSVmMTIw"
        "MCwgJWYxMTg3LCAlZjU1MTsAbWF4LmYzMiAJJWYxMjAxLCAlZjExODksICVmNTUyOwBtYXguZjMyIAklZjEyMDIsICVmMTE5"
        "OCwgJWY1NTM7AG1heC5mMzIgCSVmMTIwMywgJWYxMTk5LCAlZjU1NDsAbWF4LmYzMiAJJWYxMjA0LCAlZjEyMDAsICVmNTU1"
        "OwBtYXguZjMyIAklZjEyMDUsICVmMTIwMSwgJWY1NTY7AG1heC5mMzIgCSVmMTIwNiwgJWYxMTkxLCAlZjU1NzsAbWF4LmYz"
        "MiAJJWYxMjA3LCAlZjExOTMsICVmNTU4OwBtYXguZjMyIAklZjEyMDgsICVmMTE5NSwgJWY1NTk7AG1heC5mMzIgCSVmMTIw"
        "OSwgJWYxMTk3LCAlZjU2MDsAbWF4LmYzMiAJJWYxMjEwLCAlZjEyMDYsICVmNTYxOwBtYXguZjMyIAklZjEyMTEsICVmMTIw"
        "NywgJWY1NjI7AG1heC5mMzIgCSVmMTIxMiwgJWYxMjA4LCAlZjU2MzsAbWF4LmYzMiAJJWYxMjEzLCAlZjEyMDksICVmNTY0"
        "OwBtYXguZjMyIAklZjEyMTQsICVmMTIwMiwgJWY1NjU7AG1heC5mMzIgCSVmMTIxNSwgJWYxMjAzLCAlZjU2NjsAbWF4LmYz"
        "MiAJJWYxMjE2LCAlZjEyMDQsICVmNTY3OwBtYXguZjMyIAklZjEyMTcsICVmMTIwNSwgJWY1Njg7AG1heC5mMzIgCSVmMTIx"
        "OCwgJWYxMjE0LCAlZjU2OTsAbWF4LmYzMiAJJWYxMjE5LCAlZjEyMTUsICVmNTcwOwBtYXguZjMyIAklZjEyMjAsICVmMTIx"
        "NiwgJWY1NzE7AG1heC5mMzIgCSVmMTIyMSwgJWYxMjE3LCAlZjU3MjsAbWF4LmYzMiAJJWYxMjIyLCAlZjEyMTAsICVmNTcz"
        "OwBtYXguZjMyIAklZjEyMjMsICVmMTIxMSwgJWY1NzQ7AG1heC5mMzIgCSVmMTIyNCwgJWYxMjEyLCAlZjU3NTsAbWF4LmYz"
        "MiAJJWYxMjI1LCAlZjEyMTMsICVmNTc2OwBtYXguZjMyIAklZjEyMjYsICVmMTIyMiwgJWY1Nzc7AG1heC5mMzIgCSVmMTIy"
        "NywgJWYxMjIzLCAlZjU3ODsAbWF4LmYzMiAJJWYxMjI4LCAlZjEyMjQsICVmNTc5OwBtYXguZjMyIAklZjEyMjksICVmMTIy"
        "NSwgJWY1ODA7AG1heC5mMzIgCSVmMTIzMCwgJWYxMjE4LCAlZjU4MTsAbWF4LmYzMiAJJWYxMjMxLCAlZjEyMTksICVmNTgy"
        "OwBtYXguZjMyIAklZjEyMzIsICVmMTIyMCwgJWY1ODM7AG1heC5mMzIgCSVmMTIzMywgJWYxMjIxLCAlZjU4NDsAbWF4LmYz"
        "MiAJJWYxMjM0LCAlZjEyMzAsICVmNTg1OwBtYXguZjMyIAklZjEyMzUsICVmMTIzMSwgJWY1ODY7AG1heC5mMzIgCSVmMTIz"
        "NiwgJWYxMjMyLCAlZjU4NzsAbWF4LmYzMiAJJWYxMjM3LCAlZjEyMzMsICVmNTg4OwBtYXguZjMyIAklZjEyMzgsICVmMTIy"
        "NiwgJWY1ODk7AG1heC5mMzIgCSVmMTIzOSwgJWYxMjI3LCAlZjU5MDsAbWF4LmYzMiAJJWYxMjQwLCAlZjEyMjgsICVmNTkx"
        "OwBtYXguZjMyIAklZjEyNDEsICVmMTIyOSwgJWY1OTI7AG1heC5mMzIgCSVmMTI0MiwgJWYxMjM4LCAlZjU5MzsAbWF4LmYz"
        "MiAJJWYxMjQzLCAlZjEyMzksICVmNTk0OwBtYXguZjMyIAklZjEyNDQsICVmMTI0MCwgJWY1OTU7AG1heC5mMzIgCSVmMTI0"
        "NSwgJWYxMjQxLCAlZjU5NjsAAG1heC5mMzIgCSVmMTI0NiwgJWYxMjM0LCAlZjEyMzU7AG1heC5mMzIgCSVmMTI0NywgJWYx"
        "MjQyLCAlZjEyNDM7AG1heC5mMzIgCSVmMTI0OCwgJWYxMjQ2LCAlZjEyNDc7AAAAbW92LmIzMiAJJXI1MzksICVmMTI0ODsA"
        "bW92LnUzMiAJJXI1NDAsIDMxOwBtb3YudTMyIAklcjU0MSwgMTsAbW92LnUzMiAJJXI1NDIsIC0xOwBzaGZsLnN5bmMuYmZs"
        "eS5iMzIgCSVyNTQzfCVwMTUsICVyNTM5LCAlcjU0MSwgJXI1NDAsICVyNTQyOwBtb3YuYjMyIAklZjEyNDksICVyNTQzOwBt"
        "YXguZjMyIAklZjEyNTAsICVmMTI0OCwgJWYxMjQ5OwAAbW92LmIzMiAJJXI1NDQsICVmMTI1MDsAbW92LnUzMiAJJXI1NDUs"
        "IDI7AHNoZmwuc3luYy5iZmx5LmIzMiAJJXI1NDZ8JXAxNiwgJXI1NDQsICVyNTQ1LCAlcjU0MCwgJXI1NDI7AG1vdi5iMzIg"
        "CSVmMTI1MSwgJXI1NDY7AG1heC5mMzIgCSVmMTI1MiwgJWYxMjUwLCAlZjEyNTE7AABtdWwuZjMyIAklZjEyNTMsICVmMSwg"
        "JWYxMjUyOwBtYXguZjMyIAklZjEzNCwgJWYxOTEzLCAlZjEyNTM7AABtYXguZjMyIAklZjEyNTQsICVmMTIzNiwgJWYxMjM3"
        "OwBtYXguZjMyIAklZjEyNTUsICVmMTI0NCwgJWYxMjQ1OwBtYXguZjMyIAklZjEyNTYsICVmMTI1NCwgJWYxMjU1OwAAbW92"
        "LmIzMiAJJXI1NDcsICVmMTI1NjsAc2hmbC5zeW5jLmJmbHkuYjMyIAklcjU0OHwlcDE3LCAlcjU0NywgJXI1NDEsICVyNTQw"
        "LCAlcjU0MjsAbW92LmIzMiAJJWYxMjU3LCAlcjU0ODsAbWF4LmYzMiAJJWYxMjU4LCAlZjEyNTYsICVmMTI1NzsAAG1vdi5i"
        "MzIgCSVyNTQ5LCAlZjEyNTg7AHNoZmwuc3luYy5iZmx5LmIzMiAJJXI1NTB8JXAxOCwgJXI1NDksICVyNTQ1LCAlcjU0MCwg"
        "JXI1NDI7AG1vdi5iMzIgCSVmMTI1OSwgJXI1NTA7AG1heC5mMzIgCSVmMTI2MCwgJWYxMjU4LCAlZjEyNTk7AABtdWwuZjMy"
        "IAklZjEyNjEsICVmMSwgJWYxMjYwOwBtYXguZjMyIAklZjEzNSwgJWYxOTEyLCAlZjEyNjE7AABzdWIuZjMyIAklZjk4Miwg"
        "JWYxOTEzLCAlZjEzNDsAAAAAZXgyLmFwcHJveC5mdHouZjMyICVmOTgxLCAlZjk4MjsAAAAAbmVnLmYzMiAJJWYxMjYyLCAl"
        "ZjEzNDsAAHN1Yi5mMzIgCSVmOTg0LCAlZjE5MTIsICVmMTM1OwAAAGV4Mi5hcHByb3guZnR6LmYzMiAlZjk4MywgJWY5ODQ7"
        "AAAAAG5lZy5mMzIgCSVmMTI2MywgJWYxMzU7AABmbWEucm4uZjMyIAklZjk4NiwgJWY1MzMsICVmMSwgJWYxMjYyOwBmbWEu"
        "cm4uZjMyIAklZjk4OCwgJWY1MzQsICVmMSwgJWYxMjYyOwAAAABleDIuYXBwcm94LmZ0ei5mMzIgJWY5ODUsICVmOTg2OwAA"
        "AAAAAGV4Mi5hcHByb3guZnR6LmYzMiAlZjk4NywgJWY5ODg7AAAAAGZtYS5ybi5mMzIgCSVmOTkwLCAlZjUzNSwgJWYxLCAl"
        "ZjEyNjM7AGZtYS5ybi5mMzIgCSVmOTkyLCAlZjUzNiwgJWYxLCAlZjEyNjM7AAAAZXgyLmFwcHJveC5mdHouZjMyICVmOTg5"
        "LCAlZjk5MDsAAAAAAGV4Mi5hcHByb3guZnR6LmYzMiAlZjk5MSwgJWY5OTI7AAAAAGZtYS5ybi5mMzIgCSVmOTk0LCAlZjUz"
        "NywgJWYxLCAlZjEyNjI7AGZtYS5ybi5mMzIgCSVmOTk2LCAlZjUzOCwgJWYxLCAlZjEyNjI7AAAAZXgyLmFwcHJveC5mdHou"
        "ZjMyICVmOTkzLCAlZjk5NDsAAAAAAGV4Mi5hcHByb3guZnR6LmYzMiAlZjk5NSwgJWY5OTY7AAAAAGZtYS5ybi5mMzIgCSVm"
        "OTk4LCAlZjUzOSwgJWYxLCAlZjEyNjM7AGZtYS5ybi5mMzIgCSVmMTAwMCwgJWY1NDAsICVmMSwgJWYxMjYzOwAAAGV4Mi5h"
        "cHByb3guZnR6LmYzMiAlZjk5NywgJWY5OTg7AAAAAABleDIuYXBwcm94LmZ0ei5mMzIgJWY5OTksICVmMTAwMDsAAAAAZm1h"
        "LnJuLmYzMiAJJWYxMDAyLCAlZjU0MSwgJWYxLCAlZjEyNjI7AGZtYS5ybi5mMzIgCSVmMTAwNCwgJWY1NDIsICVmMSwgJWYx"
        "MjYyOwAAAGV4Mi5hcHByb3guZnR6LmYzMiAlZjEwMDEsICVmMTAwMjsAAAAAAGV4Mi5hcHByb3guZnR6LmYzMiAlZjEwMDMs"
        "ICVmMTAwNDsAAAAAZm1hLnJuLmYzMiAJJWYxMDA2LCAlZjU0MywgJWYxLCAlZjEyNjM7AGZtYS5ybi5mMzIgCSVmMTAwOCwg"
        "JWY1NDQsICVmMSwgJWYxMjYzOwAAAGV4Mi5hcHByb3guZnR6LmYzMiAlZjEwMDUsICVmMTAwNjsAAAAAAGV4Mi5hcHByb3gu"
        "ZnR6LmYzMiAlZjEwMDcsICVmMTAwODsAAAAAZm1hLnJuLmYzMiAJJWYxMDEwLCAlZjU0NSwgJWYxLCAlZjEyNjI7AGZtYS5y"
        "bi5mMzIgCSVmMTAxMiwgJWY1NDYsICVmMSwgJWYxMjYyOwAAAGV4Mi5hcHByb3guZnR6LmYzMiAlZjEwMDksICVmMTAxMDsA"
        "AAAAAGV4Mi5hcHByb3guZnR6LmYzMiAlZjEwMTEsICVmMTAxMjsAAAAAZm1hLnJuLmYzMiAJJWYxMDE0LCAlZjU0NywgJWYx"
        "LCAlZjEyNjM7AGZtYS5ybi5mMzIgCSVmMTAxNiwgJWY1NDgsICVmMSwgJWYxMjYzOwAAAGV4Mi5hcHByb3guZnR6LmYzMiAl"
        "ZjEwMTMsICVmMTAxNDsAAAAAAGV4Mi5hcHByb3guZnR6LmYzMiAlZjEwMTUsICVmMTAxNjsAAAAAZm1hLnJuLmYzMiAJJWYx"
        "MDE4LCAlZjU0OSwgJWYxLCAlZjEyNjI7AGZtYS5ybi5mMzIgCSVmMTAyMCwgJWY1NTAsICVmMSwgJWYxMjYyOwAAAGV4Mi5h"
        "cHByb3guZnR6LmYzMiAlZjEwMTcsICVmMTAxODsAAAAAAGV4Mi5hcHByb3guZnR6LmYzMiAlZjEwMTksICVmMTAyMDsAAAAA"
        "Zm1hLnJuLmYzMiAJJWYxMDIyLCAlZjU1MSwgJWYxLCAlZjEyNjM7AGZtYS5ybi5mMzIgCSVmMTAyNCwgJWY1NTIsICVmMSwg"
        "JWYxMjYzOwAAAGV4Mi5hcHByb3guZnR6LmYzMiAlZjEwMjEsICVmMTAyMjsAAAAAAGV4Mi5hcHByb3guZnR6LmYzMiAlZjEw"
        "MjMsICVmMTAyNDsAAAAAZm1hLnJuLmYzMiAJJWYxMDI2LCAlZjU1MywgJWYxLCAlZjEyNjI7AGZtYS5ybi5mMzIgCSVmMTAy"
        "OCwgJWY1NTQsICVmMSwgJWYxMjYyOwAAAGV4Mi5hcHByb3guZnR6LmYzMiAlZjEwMjUsICVmMTAyNjsAAAAAAGV4Mi5hcHBy"
        "b3guZnR6LmYzMiAlZjEwMjcsICVmMTAyODsAAAAAZm1hLnJuLmYzMiAJJWYxMDMwLCAlZjU1NSwgJWYxLCAlZjEyNjM7AGZt"
        "YS5ybi5mMzIgCSVmMTAzMiwgJWY1NTYsICVmMSwgJWYxMjYzOwAAAGV4Mi5hcHByb3guZnR6LmYzMiAlZjEwMjksICVmMTAz"
        "MDsAAAAAAGV4Mi5hcHByb3guZnR6LmYzMiAlZjEwMzEsICVmMTAzMjsAAAAAZm1hLnJuLmYzMiAJJWYxMDM0LCAlZjU1Nywg"
        "JWYxLCAlZjEyNjI7AGZtYS5ybi5mMzIgCSVmMTAzNiwgJWY1NTgsICVmMSwgJWYxMjYyOwAAAGV4Mi5hcHByb3guZnR6LmYz"
        "MiAlZjEwMzMsICVmMTAzNDsAAAAAAGV4Mi5hcHByb3guZnR6LmYzMiAlZjEwMzUsICVmMTAzNjsAAAAAZm1hLnJuLmYzMiAJ"
        "JWYxMDM4LCAlZjU1OSwgJWYxLCAlZjEyNjM7AGZtYS5ybi5mMzIgCSVmMTA0MCwgJWY1NjAsICVmMSwgJWYxMjYzOwAAAGV4"
        "Mi5hcHByb3guZnR6LmYzMiAlZjEwMzcsICVmMTAzODsAAAAAAGV4Mi5hcHByb3guZnR6LmYzMiAlZjEwMzksICVmMTA0MDsA"
        "AAAAZm1hLnJuLmYzMiAJJWYxMDQyLCAlZjU2MSwgJWYxLCAlZjEyNjI7AGZtYS5ybi5mMzIgCSVmMTA0NCwgJWY1NjIsICVm"
        "MSwgJWYxMjYyOwAAAGV4Mi5hcHByb3guZnR6LmYzMiAlZjEwNDEsICVmMTA0MjsAAAAAAGV4Mi5hcHByb3guZnR6LmYzMiAl"
        "ZjEwNDMsICVmMTA0NDsAAAAAZm1hLnJuLmYzMiAJJWYxMDQ2LCAlZjU2MywgJWYxLCAlZjEyNjM7AGZtYS5ybi5mMzIgCSVm"
        "MTA0OCwgJWY1NjQsICVmMSwgJWYxMjYzOwAAAGV4Mi5hcHByb3guZnR6LmYzMiAlZjEwNDUsICVmMTA0NjsAAAAAAGV4Mi5h"
        "cHByb3guZnR6LmYzMiAlZjEwNDcsICVmMTA0ODsAAAAAZm1hLnJuLmYzMiAJJWYxMDUwLCAlZjU2NSwgJWYxLCAlZjEyNjI7"
        "AGZtYS5ybi5mMzIgCSVmMTA1MiwgJWY1NjYsICVmMSwgJWYxMjYyOwAAAGV4Mi5hcHByb3guZnR6LmYzMiAlZjEwNDksICVm"
        "MTA1MDsAAAAAAGV4Mi5hcHByb3guZnR6LmYzMiAlZjEwNTEsICVmMTA1MjsAAAAAZm1hLnJuLmYzMiAJJWYxMDU0LCAlZjU2"
        "NywgJWYxLCAlZjEyNjM7AGZtYS5ybi5mMzIgCSVmMTA1NiwgJWY1NjgsICVmMSwgJWYxMjYzOwAAAGV4Mi5hcHByb3guZnR6"
        "LmYzMiAlZjEwNTMsICVmMTA1NDsAAAAAAGV4Mi5hcHByb3guZnR6LmYzMiAlZjEwNTUsICVmMTA1NjsAAAAAZm1hLnJuLmYz"
        "MiAJJWYxMDU4LCAlZjU2OSwgJWYxLCAlZjEyNjI7AGZtYS5ybi5mMzIgCSVmMTA2MCwgJWY1NzAsICVmMSwgJWYxMjYyOwAA"
        "AGV4Mi5hcHByb3guZnR6LmYzMiAlZjEwNTcsICVmMTA1ODsAAAAAAGV4Mi5hcHByb3guZnR6LmYzMiAlZjEwNTksICVmMTA2"
        "MDsAAAAAZm1hLnJuLmYzMiAJJWYxMDYyLCAlZjU3MSwgJWYxLCAlZjEyNjM7AGZtYS5ybi5mMzIgCSVmMTA2NCwgJWY1NzIs"
        "ICVmMSwgJWYxMjYzOwAAAGV4Mi5hcHByb3guZnR6LmYzMiAlZjEwNjEsICVmMTA2MjsAAAAAAGV4Mi5hcHByb3guZnR6LmYz"
        "MiAlZjEwNjMsICVmMTA2NDsAAAAAZm1hLnJuLmYzMiAJJWYxMDY2LCAlZjU3MywgJWYxLCAlZjEyNjI7AGZtYS5ybi5mMzIg"
        "CSVmMTA2OCwgJWY1NzQsICVmMSwgJWYxMjYyOwAAAGV4Mi5hcHByb3guZnR6LmYzMiAlZjEwNjUsICVmMTA2NjsAAAAAAGV4"
        "Mi5hcHByb3guZnR6LmYzMiAlZjEwNjcsICVmMTA2ODsAAAAAZm1hLnJuLmYzMiAJJWYxMDcwLCAlZjU3NSwgJWYxLCAlZjEy"
        "NjM7AGZtYS5ybi5mMzIgCSVmMTA3MiwgJWY1NzYsICVmMSwgJWYxMjYzOwAAAGV4Mi5hcHByb3guZnR6LmYzMiAlZjEwNjks"
        "ICVmMTA3MDsAAAAAAGV4Mi5hcHByb3guZnR6LmYzMiAlZjEwNzEsICVmMTA3MjsAAAAAZm1hLnJuLmYzMiAJJWYxMDc0LCAl"
        "ZjU3NywgJWYxLCAlZjEyNjI7AGZtYS5ybi5mMzIgCSVmMTA3NiwgJWY1NzgsICVmMSwgJWYxMjYyOwAAAGV4Mi5hcHByb3gu"
        "ZnR6LmYzMiAlZjEwNzMsICVmMTA3NDsAAAAAAGV4Mi5hcHByb3guZnR6LmYzMiAlZjEwNzUsICVmMTA3NjsAAAAAZm1hLnJu"
        "LmYzMiAJJWYxMDc4LCAlZjU3OSwgJWYxLCAlZjEyNjM7AGZtYS5ybi5mMzIgCSVmMTA4MCwgJWY1ODAsICVmMSwgJWYxMjYz"
        "OwAAAGV4Mi5hcHByb3guZnR6LmYzMiAlZjEwNzcsICVmMTA3ODsAAAAAAGV4Mi5hcHByb3guZnR6LmYzMiAlZjEwNzksICVm"
        "MTA4MDsAAAAAZm1hLnJuLmYzMiAJJWYxMDgyLCAlZjU4MSwgJWYxLCAlZjEyNjI7AGZtYS5ybi5mMzIgCSVmMTA4NCwgJWY1"
        "ODIsICVmMSwgJWYxMjYyOwAAAGV4Mi5hcHByb3guZnR6LmYzMiAlZjEwODEsICVmMTA4MjsAAAAAAGV4Mi5hcHByb3guZnR6"
        "LmYzMiAlZjEwODMsICVmMTA4NDsAAAAAZm1hLnJuLmYzMiAJJWYxMDg2LCAlZjU4MywgJWYxLCAlZjEyNjM7AGZtYS5ybi5m"
        "MzIgCSVmMTA4OCwgJWY1ODQsICVmMSwgJWYxMjYzOwAAAGV4Mi5hcHByb3guZnR6LmYzMiAlZjEwODUsICVmMTA4NjsAAAAA"
        "AGV4Mi5hcHByb3guZnR6LmYzMiAlZjEwODcsICVmMTA4ODsAAAAAZm1hLnJuLmYzMiAJJWYxMDkwLCAlZjU4NSwgJWYxLCAl"
        "ZjEyNjI7AGZtYS5ybi5mMzIgCSVmMTA5MiwgJWY1ODYsICVmMSwgJWYxMjYyOwAAAGV4Mi5hcHByb3guZnR6LmYzMiAlZjEw"
        "ODksICVmMTA5MDsAAAAAAGV4Mi5hcHByb3guZnR6LmYzMiAlZjEwOTEsICVmMTA5MjsAAAAAZm1hLnJuLmYzMiAJJWYxMDk0"
        "LCAlZjU4NywgJWYxLCAlZjEyNjM7AGZtYS5ybi5mMzIgCSVmMTA5NiwgJWY1ODgsICVmMSwgJWYxMjYzOwAAAGV4Mi5hcHBy"
        "b3guZnR6LmYzMiAlZjEwOTMsICVmMTA5NDsAAAAAAGV4Mi5hcHByb3guZnR6LmYzMiAlZjEwOTUsICVmMTA5NjsAAAAAZm1h"
        "LnJuLmYzMiAJJWYxMDk4LCAlZjU4OSwgJWYxLCAlZjEyNjI7AGZtYS5ybi5mMzIgCSVmMTEwMCwgJWY1OTAsICVmMSwgJWYx"
        "MjYyOwAAAGV4Mi5hcHByb3guZnR6LmYzMiAlZjEwOTcsICVmMTA5ODsAAAAAAGV4Mi5hcHByb3guZnR6LmYzMiAlZjEwOTks"
        "ICVmMTEwMDsAAAAAZm1hLnJuLmYzMiAJJWYxMTAyLCAlZjU5MSwgJWYxLCAlZjEyNjM7AGZtYS5ybi5mMzIgCSVmMTEwNCwg"
        "JWY1OTIsICVmMSwgJWYxMjYzOwAAAGV4Mi5hcHByb3guZnR6LmYzMiAlZjExMDEsICVmMTEwMjsAAAAAAGV4Mi5hcHByb3gu"
        "ZnR6LmYzMiAlZjExMDMsICVmMTEwNDsAAAAAZm1hLnJuLmYzMiAJJWYxMTA2LCAlZjU5MywgJWYxLCAlZjEyNjI7AGZtYS5y"
        "bi5mMzIgCSVmMTEwOCwgJWY1OTQsICVmMSwgJWYxMjYyOwAAAGV4Mi5hcHByb3guZnR6LmYzMiAlZjExMDUsICVmMTEwNjsA"
        "AAAAAGV4Mi5hcHByb3guZnR6LmYzMiAlZjExMDcsICVmMTEwODsAAAAAZm1hLnJuLmYzMiAJJWYxMTEwLCAlZjU5NSwgJWYx"
        "LCAlZjEyNjM7AGZtYS5ybi5mMzIgCSVmMTExMiwgJWY1OTYsICVmMSwgJWYxMjYzOwAAAGV4Mi5hcHByb3guZnR6LmYzMiAl"
        "ZjExMDksICVmMTExMDsAAAAAAGV4Mi5hcHByb3guZnR6LmYzMiAlZjExMTEsICVmMTExMjsAAAAAAAAAAGN2dC5ybi5mMTZ4"
        "Mi5mMzIgJXIxMTI1LCAlZjk4NywgJWY5ODU7AAAAAGN2dC5ybi5mMTZ4Mi5mMzIgJXIxMTI0LCAlZjk5MSwgJWY5ODk7AAAA"
        "AGN2dC5ybi5mMTZ4Mi5mMzIgJXIxMTIzLCAlZjk5NSwgJWY5OTM7AAAAAGN2dC5ybi5mMTZ4Mi5mMzIgJXIxMTIyLCAlZjk5"
        "OSwgJWY5OTc7AAAAAGN2dC5ybi5mMTZ4Mi5mMzIgJXIxMTIxLCAlZjEwMDMsICVmMTAwMTsAAAAAY3Z0LnJuLmYxNngyLmYz"
        "MiAlcjExMjAsICVmMTAwNywgJWYxMDA1OwAAAABjdnQucm4uZjE2eDIuZjMyICVyMTExOSwgJWYxMDExLCAlZjEwMDk7AAAA"
        "AGN2dC5ybi5mMTZ4Mi5mMzIgJXIxMTE4LCAlZjEwMTUsICVmMTAxMzsAAAAAY3Z0LnJuLmYxNngyLmYzMiAlcjExMTcsICVm"
        "MTAxOSwgJWYxMDE3OwAAAABjdnQucm4uZjE2eDIuZjMyICVyMTExNiwgJWYxMDIzLCAlZjEwMjE7AAAAAGN2dC5ybi5mMTZ4"
        "Mi5mMzIgJXIxMTE1LCAlZjEwMjcsICVmMTAyNTsAAAAAY3Z0LnJuLmYxNngyLmYzMiAlcjExMTQsICVmMTAzMSwgJWYxMDI5"
        "OwAAAABjdnQucm4uZjE2eDIuZjMyICVyMTExMywgJWYxMDM1LCAlZjEwMzM7AAAAAGN2dC5ybi5mMTZ4Mi5mMzIgJXIxMTEy"
        "LCAlZjEwMzksICVmMTAzNzsAAAAAY3Z0LnJuLmYxNngyLmYzMiAlcjExMTEsICVmMTA0MywgJWYxMDQxOwAAAABjdnQucm4u"
        "ZjE2eDIuZjMyICVyMTExMCwgJWYxMDQ3LCAlZjEwNDU7AAAAAGN2dC5ybi5mMTZ4Mi5mMzIgJXIxMTA5LCAlZjEwNTEsICVm"
        "MTA0OTsAAAAAY3Z0LnJuLmYxNngyLmYzMiAlcjExMDgsICVmMTA1NSwgJWYxMDUzOwAAAABjdnQucm4uZjE2eDIuZjMyICVy"
        "MTEwNywgJWYxMDU5LCAlZjEwNTc7AAAAAGN2dC5ybi5mMTZ4Mi5mMzIgJXIxMTA2LCAlZjEwNjMsICVmMTA2MTsAAAAAY3Z0"
        "LnJuLmYxNngyLmYzMiAlcjExMDUsICVmMTA2NywgJWYxMDY1OwAAAABjdnQucm4uZjE2eDIuZjMyICVyMTEwNCwgJWYxMDcx"
        "LCAlZjEwNjk7AAAAAGN2dC5ybi5mMTZ4Mi5mMzIgJXIxMTAzLCAlZjEwNzUsICVmMTA3MzsAAAAAY3Z0LnJuLmYxNngyLmYz"
        "MiAlcjExMDIsICVmMTA3OSwgJWYxMDc3OwAAAABjdnQucm4uZjE2eDIuZjMyICVyMTEwMSwgJWYxMDgzLCAlZjEwODE7AAAA"
        "AGN2dC5ybi5mMTZ4Mi5mMzIgJXIxMTAwLCAlZjEwODcsICVmMTA4NTsAAAAAY3Z0LnJuLmYxNngyLmYzMiAlcjEwOTksICVm"
        "MTA5MSwgJWYxMDg5OwAAAABjdnQucm4uZjE2eDIuZjMyICVyMTA5OCwgJWYxMDk1LCAlZjEwOTM7AAAAAGN2dC5ybi5mMTZ4"
        "Mi5mMzIgJXIxMDk3LCAlZjEwOTksICVmMTA5NzsAAAAAY3Z0LnJuLmYxNngyLmYzMiAlcjEwOTYsICVmMTEwMywgJWYxMTAx"
        "OwAAAABjdnQucm4uZjE2eDIuZjMyICVyMTA5NSwgJWYxMTA3LCAlZjExMDU7AAAAAGN2dC5ybi5mMTZ4Mi5mMzIgJXIxMDk0"
        "LCAlZjExMTEsICVmMTEwOTsAAAAAAAAAYWRkLnJuLmYxNngyICVyNDQ1LCAlcjExMjUsICVyMTEwOTsAAAAAYWRkLnJuLmYx"
        "NngyICVyNDQ4LCAlcjExMjMsICVyMTEwNzsAAAAAYWRkLnJuLmYxNngyICVyNDUxLCAlcjExMjEsICVyMTEwNTsAAAAAYWRk"
        "LnJuLmYxNngyICVyNDU0LCAlcjExMTksICVyMTEwMzsAAAAAYWRkLnJuLmYxNngyICVyNDU3LCAlcjExMTcsICVyMTEwMTsA"
        "AAAAYWRkLnJuLmYxNngyICVyNDYwLCAlcjExMTUsICVyMTA5OTsAAAAAYWRkLnJuLmYxNngyICVyNDYzLCAlcjExMTMsICVy"
        "MTA5NzsAAAAAYWRkLnJuLmYxNngyICVyNDY2LCAlcjExMTEsICVyMTA5NTsAAAAAAABhZGQucm4uZjE2eDIgJXI0NjksICVy"
        "NDQ1LCAlcjQ1NzsAAAAAYWRkLnJuLmYxNngyICVyNDcyLCAlcjQ0OCwgJXI0NjA7AAAAAGFkZC5ybi5mMTZ4MiAlcjQ3NSwg"
        "JXI0NTEsICVyNDYzOwAAAABhZGQucm4uZjE2eDIgJXI0NzgsICVyNDU0LCAlcjQ2NjsAAAAAAABhZGQucm4uZjE2eDIgJXI0"
        "ODEsICVyNDY5LCAlcjQ3NTsAAAAAYWRkLnJuLmYxNngyICVyNDg0LCAlcjQ3MiwgJXI0Nzg7AAAAAAAAYWRkLnJuLmYxNngy"
        "ICVyNDg3LCAlcjQ4MSwgJXI0ODQ7AAAAAAAAewAucmVnIC5iMTYgbG8sIGhpOwBtb3YuYjMyIHtsbywgaGl9LCAlcjQ4NzsA"
        "Y3Z0LmYzMi5mMTYgJWYxMTc3LCBsbzsAfQAAAAAAAHsALnJlZyAuYjE2IGxvLCBoaTsAbW92LmIzMiB7bG8sIGhpfSwgJXI0"
        "ODc7AGN2dC5mMzIuZjE2ICVmMTE3OCwgaGk7AH0AAAAAYWRkLmYzMiAJJWYxMjY0LCAlZjExNzcsICVmMTE3ODsAZm1hLnJu"
        "LmYzMiAJJWYxOTQ5LCAlZjk4MSwgJWYxOTQ5LCAlZjEyNjQ7AAAAYWRkLnJuLmYxNngyICVyNDkyLCAlcjExMjQsICVyMTEw"
        "ODsAAAAAYWRkLnJuLmYxNngyICVyNDk1LCAlcjExMjIsICVyMTEwNjsAAAAAYWRkLnJuLmYxNngyICVyNDk4LCAlcjExMjAs"
        "ICVyMTEwNDsAAAAAYWRkLnJuLmYxNngyICVyNTAxLCAlcjExMTgsICVyMTEwMjsAAAAAYWRkLnJuLmYxNngyICVyNTA0LCAl"
        "cjExMTYsICVyMTEwMDsAAAAAYWRkLnJuLmYxNngyICVyNTA3LCAlcjExMTQsICVyMTA5ODsAAAAAYWRkLnJuLmYxNngyICVy"
        "NTEwLCAlcjExMTIsICVyMTA5NjsAAAAAYWRkLnJuLmYxNngyICVyNTEzLCAlcjExMTAsICVyMTA5NDsAAAAAAGFkZC5ybi5m"
        "MTZ4MiAlcjUxNiwgJXI0OTIsICVyNTA0OwAAAABhZGQucm4uZjE2eDIgJXI1MTksICVyNDk1LCAlcjUwNzsAAAAAYWRkLnJu"
        "LmYxNngyICVyNTIyLCAlcjQ5OCwgJXI1MTA7AAAAAGFkZC5ybi5mMTZ4MiAlcjUyNSwgJXI1MDEsICVyNTEzOwAAAAAAYWRk"
        "LnJuLmYxNngyICVyNTI4LCAlcjUxNiwgJXI1MjI7AAAAAGFkZC5ybi5mMTZ4MiAlcjUzMSwgJXI1MTksICVyNTI1OwAAAAAA"
        "YWRkLnJuLmYxNngyICVyNTM0LCAlcjUyOCwgJXI1MzE7AAAAAAB7AC5yZWcgLmIxNiBsbywgaGk7AG1vdi5iMzIge2xvLCBo"
        "aX0sICVyNTM0OwBjdnQuZjMyLmYxNiAlZjExNzksIGxvOwB9AAAAAAB7AC5yZWcgLmIxNiBsbywgaGk7AG1vdi5iMzIge2xv"
        "LCBoaX0sICVyNTM0OwBjdnQuZjMyLmYxNiAlZjExODAsIGhpOwB9AAAAAGFkZC5mMzIgCSVmMTI2NSwgJWYxMTc5LCAlZjEx"
        "ODA7AGZtYS5ybi5mMzIgCSVmMTk0OCwgJWY5ODMsICVmMTk0OCwgJWYxMjY1OwAAAG11bC5mMzIgCSVmMTMzMCwgJWY5ODEs"
        "ICVmMTMzMDsAbXVsLmYzMiAJJWYxMzMxLCAlZjk4MSwgJWYxMzMxOwBtdWwuZjMyIAklZjEzMzIsICVmOTgzLCAlZjEzMzI7"
        "AG11bC5mMzIgCSVmMTMzMywgJWY5ODMsICVmMTMzMzsAbXVsLmYzMiAJJWYxMzM0LCAlZjk4MSwgJWYxMzM0OwBtdWwuZjMy"
        "IAklZjEzMzUsICVmOTgxLCAlZjEzMzU7AG11bC5mMzIgCSVmMTMzNiwgJWY5ODMsICVmMTMzNjsAbXVsLmYzMiAJJWYxMzM3"
        "LCAlZjk4MywgJWYxMzM3OwBtdWwuZjMyIAklZjEzMzgsICVmOTgxLCAlZjEzMzg7AG11bC5mMzIgCSVmMTMzOSwgJWY5ODEs"
        "ICVmMTMzOTsAbXVsLmYzMiAJJWYxMzQwLCAlZjk4MywgJWYxMzQwOwBtdWwuZjMyIAklZjEzNDEsICVmOTgzLCAlZjEzNDE7"
        "AG11bC5mMzIgCSVmMTM0MiwgJWY5ODEsICVmMTM0MjsAbXVsLmYzMiAJJWYxMzQzLCAlZjk4MSwgJWYxMzQzOwBtdWwuZjMy"
        "IAklZjEzNDQsICVmOTgzLCAlZjEzNDQ7AG11bC5mMzIgCSVmMTM0NSwgJWY5ODMsICVmMTM0NTsAbXVsLmYzMiAJJWYxMzQ2"
        "LCAlZjk4MSwgJWYxMzQ2OwBtdWwuZjMyIAklZjEzNDcsICVmOTgxLCAlZjEzNDc7AG11bC5mMzIgCSVmMTM0OCwgJWY5ODMs"
        "ICVmMTM0ODsAbXVsLmYzMiAJJWYxMzQ5LCAlZjk4MywgJWYxMzQ5OwBtdWwuZjMyIAklZjEzNTAsICVmOTgxLCAlZjEzNTA7"
        "AG11bC5mMzIgCSVmMTM1MSwgJWY5ODEsICVmMTM1MTsAbXVsLmYzMiAJJWYxMzUyLCAlZjk4MywgJWYxMzUyOwBtdWwuZjMy"
        "IAklZjEzNTMsICVmOTgzLCAlZjEzNTM7AG11bC5mMzIgCSVmMTM1NCwgJWY5ODEsICVmMTM1NDsAbXVsLmYzMiAJJWYxMzU1"
        "LCAlZjk4MSwgJWYxMzU1OwBtdWwuZjMyIAklZjEzNTYsICVmOTgzLCAlZjEzNTY7AG11bC5mMzIgCSVmMTM1NywgJWY5ODMs"
        "ICVmMTM1NzsAbXVsLmYzMiAJJWYxMzU4LCAlZjk4MSwgJWYxMzU4OwBtdWwuZjMyIAklZjEzNTksICVmOTgxLCAlZjEzNTk7"
        "AG11bC5mMzIgCSVmMTM2MCwgJWY5ODMsICVmMTM2MDsAbXVsLmYzMiAJJWYxMzYxLCAlZjk4MywgJWYxMzYxOwAAAGFkZC5z"
        "MzIgCSVyMTIzLCAlcjMyMSwgMTE0NzI4OwAAJExfX0JCMF8xOToAAAAAewAucmVnIC5wcmVkIHA7AG1iYXJyaWVyLnRyeV93"
        "YWl0LnBhcml0eS5zaGFyZWQ6OmN0YS5iNjQgcCwgWyVyMTIzXSwgJXI4OTsAc2VscC51MzIgJXI1NTUsIDEsIDAsIHA7AH0A"
        "AAAAc2V0cC5lcS5zMzIgCSVwMTksICVyNTU1LCAwOwBAJXAxOSBicmEgCSRMX19CQjBfMTk7AAAAAAB3Z21tYS5mZW5jZS5z"
        "eW5jLmFsaWduZWQ7AAAAAABhZGQuczMyIAklcjU5NCwgJXIzOTMsIDY1NTM2OwAAAGFuZC5iMzIgIAklcjU5NSwgJXI1OTQs"
        "IDI2MTEyMDsAc2hyLnUzMiAJJXI1OTYsICVyNTk1LCA0OwAAY3Z0LnU2NC51MzIgCSVyZDQ5LCAlcjU5NjsAAG9yLmI2NCAg"
        "CSVyZDQwLCAlcmQ0OSwgNDYxMTY4NjI5MzMwNTM2MDM4NDsAAAAAd2dtbWEubW1hX2FzeW5jLnN5bmMuYWxpZ25lZC5tNjRu"
        "NjRrMTYuZjMyLmYxNi5mMTYgeyVmMTMzMCwgJWYxMzMxLCAlZjEzMzIsICVmMTMzMywgJWYxMzM0LCAlZjEzMzUsICVmMTMz"
        "NiwgJWYxMzM3LCAlZjEzMzgsICVmMTMzOSwgJWYxMzQwLCAlZjEzNDEsICVmMTM0MiwgJWYxMzQzLCAlZjEzNDQsICVmMTM0"
        "NSwgJWYxMzQ2LCAlZjEzNDcsICVmMTM0OCwgJWYxMzQ5LCAlZjEzNTAsICVmMTM1MSwgJWYxMzUyLCAlZjEzNTMsICVmMTM1"
        "NCwgJWYxMzU1LCAlZjEzNTYsICVmMTM1NywgJWYxMzU4LCAlZjEzNTksICVmMTM2MCwgJWYxMzYxfSwgeyVyMTEyNSwgJXIx"
        "MTI0LCAlcjExMjMsICVyMTEyMn0sICVyZDQwLCAxLCAxLCAxLCAxOwAAAABhZGQuczY0IAklcmQ0MSwgJXJkNDAsIDEyODsA"
        "AAB3Z21tYS5tbWFfYXN5bmMuc3luYy5hbGlnbmVkLm02NG42NGsxNi5mMzIuZjE2LmYxNiB7JWYxMzMwLCAlZjEzMzEsICVm"
        "MTMzMiwgJWYxMzMzLCAlZjEzMzQsICVmMTMzNSwgJWYxMzM2LCAlZjEzMzcsICVmMTMzOCwgJWYxMzM5LCAlZjEzNDAsICVm"
        "MTM0MSwgJWYxMzQyLCAlZjEzNDMsICVmMTM0NCwgJWYxMzQ1LCAlZjEzNDYsICVmMTM0NywgJWYxMzQ4LCAlZjEzNDksICVm"
        "MTM1MCwgJWYxMzUxLCAlZjEzNTIsICVmMTM1MywgJWYxMzU0LCAlZjEzNTUsICVmMTM1NiwgJWYxMzU3LCAlZjEzNTgsICVm"
        "MTM1OSwgJWYxMzYwLCAlZjEzNjF9LCB7JXIxMTIxLCAlcjExMjAsICVyMTExOSwgJXIxMTE4fSwgJXJkNDEsIDEsIDEsIDEs"
        "IDE7AAAAAGFkZC5zNjQgCSVyZDQyLCAlcmQ0MCwgMjU2OwAAAHdnbW1hLm1tYV9hc3luYy5zeW5jLmFsaWduZWQubTY0bjY0"
        "azE2LmYzMi5mMTYuZjE2IHslZjEzMzAsICVmMTMzMSwgJWYxMzMyLCAlZjEzMzMsICVmMTMzNCwgJWYxMzM1LCAlZjEzMzYs"
        "ICVmMTMzNywgJWYxMzM4LCAlZjEzMzksICVmMTM0MCwgJWYxMzQxLCAlZjEzNDIsICVmMTM0MywgJWYxMzQ0LCAlZjEzNDUs"
        "ICVmMTM0NiwgJWYxMzQ3LCAlZjEzNDgsICVmMTM0OSwgJWYxMzUwLCAlZjEzNTEsICVmMTM1MiwgJWYxMzUzLCAlZjEzNTQs"
        "ICVmMTM1NSwgJWYxMzU2LCAlZjEzNTcsICVmMTM1OCwgJWYxMzU5LCAlZjEzNjAsICVmMTM2MX0sIHslcjExMTcsICVyMTEx"
        "NiwgJXIxMTE1LCAlcjExMTR9LCAlcmQ0MiwgMSwgMSwgMSwgMTsAAAAAYWRkLnM2NCAJJXJkNDMsICVyZDQwLCAzODQ7AAAA"
        "d2dtbWEubW1hX2FzeW5jLnN5bmMuYWxpZ25lZC5tNjRuNjRrMTYuZjMyLmYxNi5mMTYgeyVmMTMzMCwgJWYxMzMxLCAlZjEz"
        "MzIsICVmMTMzMywgJWYxMzM0LCAlZjEzMzUsICVmMTMzNiwgJWYxMzM3LCAlZjEzMzgsICVmMTMzOSwgJWYxMzQwLCAlZjEz"
        "NDEsICVmMTM0MiwgJWYxMzQzLCAlZjEzNDQsICVmMTM0NSwgJWYxMzQ2LCAlZjEzNDcsICVmMTM0OCwgJWYxMzQ5LCAlZjEz"
        "NTAsICVmMTM1MSwgJWYxMzUyLCAlZjEzNTMsICVmMTM1NCwgJWYxMzU1LCAlZjEzNTYsICVmMTM1NywgJWYxMzU4LCAlZjEz"
        "NTksICVmMTM2MCwgJWYxMzYxfSwgeyVyMTExMywgJXIxMTEyLCAlcjExMTEsICVyMTExMH0sICVyZDQzLCAxLCAxLCAxLCAx"
        "OwAAAABhZGQuczY0IAklcmQ0NCwgJXJkNDAsIDUxMjsAAAB3Z21tYS5tbWFfYXN5bmMuc3luYy5hbGlnbmVkLm02NG42NGsx"
        "Ni5mMzIuZjE2LmYxNiB7JWYxMzMwLCAlZjEzMzEsICVmMTMzMiwgJWYxMzMzLCAlZjEzMzQsICVmMTMzNSwgJWYxMzM2LCAl"
        "ZjEzMzcsICVmMTMzOCwgJWYxMzM5LCAlZjEzNDAsICVmMTM0MSwgJWYxMzQyLCAlZjEzNDMsICVmMTM0NCwgJWYxMzQ1LCAl"
        "ZjEzNDYsICVmMTM0NywgJWYxMzQ4LCAlZjEzNDksICVmMTM1MCwgJWYxMzUxLCAlZjEzNTIsICVmMTM1MywgJWYxMzU0LCAl"
        "ZjEzNTUsICVmMTM1NiwgJWYxMzU3LCAlZjEzNTgsICVmMTM1OSwgJWYxMzYwLCAlZjEzNjF9LCB7JXIxMTA5LCAlcjExMDgs"
        "ICVyMTEwNywgJXIxMTA2fSwgJXJkNDQsIDEsIDEsIDEsIDE7AAAAAGFkZC5zNjQgCSVyZDQ1LCAlcmQ0MCwgNjQwOwAAAHdn"
        "bW1hLm1tYV9hc3luYy5zeW5jLmFsaWduZWQubTY0bjY0azE2LmYzMi5mMTYuZjE2IHslZjEzMzAsICVmMTMzMSwgJWYxMzMy"
        "LCAlZjEzMzMsICVmMTMzNCwgJWYxMzM1LCAlZjEzMzYsICVmMTMzNywgJWYxMzM4LCAlZjEzMzksICVmMTM0MCwgJWYxMzQx"
        "LCAlZjEzNDIsICVmMTM0MywgJWYxMzQ0LCAlZjEzNDUsICVmMTM0NiwgJWYxMzQ3LCAlZjEzNDgsICVmMTM0OSwgJWYxMzUw"
        "LCAlZjEzNTEsICVmMTM1MiwgJWYxMzUzLCAlZjEzNTQsICVmMTM1NSwgJWYxMzU2LCAlZjEzNTcsICVmMTM1OCwgJWYxMzU5"
        "LCAlZjEzNjAsICVmMTM2MX0sIHslcjExMDUsICVyMTEwNCwgJXIxMTAzLCAlcjExMDJ9LCAlcmQ0NSwgMSwgMSwgMSwgMTsA"
        "AAAAYWRkLnM2NCAJJXJkNDYsICVyZDQwLCA3Njg7AAAAd2dtbWEubW1hX2FzeW5jLnN5bmMuYWxpZ25lZC5tNjRuNjRrMTYu"
        "ZjMyLmYxNi5mMTYgeyVmMTMzMCwgJWYxMzMxLCAlZjEzMzIsICVmMTMzMywgJWYxMzM0LCAlZjEzMzUsICVmMTMzNiwgJWYx"
        "MzM3LCAlZjEzMzgsICVmMTMzOSwgJWYxMzQwLCAlZjEzNDEsICVmMTM0MiwgJWYxMzQzLCAlZjEzNDQsICVmMTM0NSwgJWYx"
        "MzQ2LCAlZjEzNDcsICVmMTM0OCwgJWYxMzQ5LCAlZjEzNTAsICVmMTM1MSwgJWYxMzUyLCAlZjEzNTMsICVmMTM1NCwgJWYx"
        "MzU1LCAlZjEzNTYsICVmMTM1NywgJWYxMzU4LCAlZjEzNTksICVmMTM2MCwgJWYxMzYxfSwgeyVyMTEwMSwgJXIxMTAwLCAl"
        "cjEwOTksICVyMTA5OH0sICVyZDQ2LCAxLCAxLCAxLCAxOwAAAABhZGQuczY0IAklcmQ0NywgJXJkNDAsIDg5NjsAAAB3Z21t"
        "YS5tbWFfYXN5bmMuc3luYy5hbGlnbmVkLm02NG42NGsxNi5mMzIuZjE2LmYxNiB7JWYxMzMwLCAlZjEzMzEsICVmMTMzMiwg"
        "JWYxMzMzLCAlZjEzMzQsICVmMTMzNSwgJWYxMzM2LCAlZjEzMzcsICVmMTMzOCwgJWYxMzM5LCAlZjEzNDAsICVmMTM0MSwg"
        "JWYxMzQyLCAlZjEzNDMsICVmMTM0NCwgJWYxMzQ1LCAlZjEzNDYsICVmMTM0NywgJWYxMzQ4LCAlZjEzNDksICVmMTM1MCwg"
        "JWYxMzUxLCAlZjEzNTIsICVmMTM1MywgJWYxMzU0LCAlZjEzNTUsICVmMTM1NiwgJWYxMzU3LCAlZjEzNTgsICVmMTM1OSwg"
        "JWYxMzYwLCAlZjEzNjF9LCB7JXIxMDk3LCAlcjEwOTYsICVyMTA5NSwgJXIxMDk0fSwgJXJkNDcsIDEsIDEsIDEsIDE7AAAA"
        "AAAAd2dtbWEuY29tbWl0X2dyb3VwLnN5bmMuYWxpZ25lZDsAAAAAYWRkLnMzMiAJJXIxMDkzLCAlcjEwOTMsIDE7AABzZXRw"
        "Lmx0LnMzMiAJJXAyMCwgJXIxMDkzLCAlcjExMjY7AG1vdi5mMzIgCSVmMTkxMiwgJWYxMzU7AG1vdi5mMzIgCSVmMTkxMywg"
        "JWYxMzQ7AEAlcDIwIGJyYSAJJExfX0JCMF8xMTsAAABzZXRwLm5lLnMzMiAJJXA1MywgJXI4LCAwOwAAAAB3Z21tYS53YWl0"
        "X2dyb3VwLnN5bmMuYWxpZ25lZCAwOwAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"
        "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"
        "AAAAAAAAAAAAAAAAAAAAAABiYXIud2FycC5zeW5jIAktMTsAAEAlcDUzIGJyYSAJJExfX0JCMF8yMzsAAABhZGQuczMyIAkl"
        "cjEwMjQsICVyMTA2MCwgLTE7AABhZGQuczMyIAklcjY2MiwgJXIxMDI0LCAlcjExMjY7AAAAc2hyLnUzMiAJJXI2NjMsICVy"
        "NjYyLCAzMTsAYWRkLnMzMiAJJXI2NjQsICVyNjYyLCAlcjY2MzsAYW5kLmIzMiAgCSVyNjY1LCAlcjY2NCwgMTM0MjE3NzI2"
        "OwBzdWIuczMyIAklcjY2NiwgJXI2NjIsICVyNjY1OwBzaGwuYjMyIAklcjY2NywgJXI2NjYsIDU7AABhZGQuczMyIAklcjY3"
        "MSwgJXI2NjcsICVyMjc4OwBhZGQuczMyIAklcjY2MSwgJXI2NzEsIDExNDczNjsAAAAAbWJhcnJpZXIuYXJyaXZlLnNoYXJl"
        "ZDo6Y3RhLmI2NCBfLCBbJXI2NjFdOwAAAAAkTF9fQkIwXzIzOgAAAG1vdi5iMzIgCSVyNjcyLCAlZjE5NDk7AG1vdi51MzIg"
        "CSVyNjczLCAzMTsAbW92LnUzMiAJJXI2NzQsIDE7AG1vdi51MzIgCSVyNjc1LCAtMTsAc2hmbC5zeW5jLmJmbHkuYjMyIAkl"
        "cjY3NnwlcDIyLCAlcjY3MiwgJXI2NzQsICVyNjczLCAlcjY3NTsAbW92LmIzMiAJJWYxODQyLCAlcjY3NjsAYWRkLmYzMiAJ"
        "JWYxODQzLCAlZjE5NDksICVmMTg0MjsAAG1vdi5iMzIgCSVyNjc3LCAlZjE4NDM7AG1vdi51MzIgCSVyNjc4LCAyOwBzaGZs"
        "LnN5bmMuYmZseS5iMzIgCSVyNjc5fCVwMjMsICVyNjc3LCAlcjY3OCwgJXI2NzMsICVyNjc1OwBtb3YuYjMyIAklZjE4NDQs"
        "ICVyNjc5OwBhZGQuZjMyIAklZjI2OCwgJWYxODQzLCAlZjE4NDQ7AAAAbW92LmIzMiAJJXI2ODAsICVmMTk0ODsAc2hmbC5z"
        "eW5jLmJmbHkuYjMyIAklcjY4MXwlcDI0LCAlcjY4MCwgJXI2NzQsICVyNjczLCAlcjY3NTsAbW92LmIzMiAJJWYxODQ1LCAl"
        "cjY4MTsAYWRkLmYzMiAJJWYxODQ2LCAlZjE5NDgsICVmMTg0NTsAAG1vdi5iMzIgCSVyNjgyLCAlZjE4NDY7AHNoZmwuc3lu"
        "Yy5iZmx5LmIzMiAJJXI2ODN8JXAyNSwgJXI2ODIsICVyNjc4LCAlcjY3MywgJXI2NzU7AG1vdi5iMzIgCSVmMTg0NywgJXI2"
        "ODM7AGFkZC5mMzIgCSVmMjY5LCAlZjE4NDYsICVmMTg0NzsAAHNldHAuZ3QuczMyIAklcDI2LCAlcjQ2LCA0MDk1OwAAQCVw"
        "MjYgYnJhIAkkTF9fQkIwXzI1OwAAAG11bC5oaS5zMzIgCSVyMTAyMywgJXIxMDU4LCA3ODA5MDMxNDU7AHNoci51MzIgCSVy"
        "MTAyMiwgJXIxMDIzLCAzMTsAAHJjcC5ybi5mMzIgCSVmMTg4MCwgJWYyNjg7AABtb3YudTMyIAklcjY4NCwgJXI5OwAAbW92"
        "LmIzMiAlcjY4NCwgJXI2ODQ7AAAAAHNoci5zMzIgCSVyNzAzLCAlcjY4NCwgMzE7AHNoci51MzIgCSVyNzA0LCAlcjcwMywg"
        "Mjc7AGFkZC5zMzIgCSVyNzA1LCAlcjY4NCwgJXI3MDQ7AHNoci5zMzIgCSVyNzA2LCAlcjcwNSwgNTsAc2hsLmIzMiAJJXI3"
        "MDcsICVyNzA2LCA0OwBhbmQuYjMyICAJJXI3MDgsICVyNzA1LCAtMzI7AHN1Yi5zMzIgCSVyNzA5LCAlcjY4NCwgJXI3MDg7"
        "AHNoci5zMzIgCSVyNzEwLCAlcjcwOSwgMzE7AHNoci51MzIgCSVyNzExLCAlcjcxMCwgMzA7AGFkZC5zMzIgCSVyNzEyLCAl"
        "cjcwOSwgJXI3MTE7AHNoci5zMzIgCSVyNzEzLCAlcjcxMiwgMjsAYWRkLnMzMiAJJXI3MTQsICVyNzA3LCAlcjcxMzsAc2hy"
        "LnUzMiAJJXI3MTUsICVyNzAzLCAzMDsAYWRkLnMzMiAJJXI3MTYsICVyNjg0LCAlcjcxNTsAYW5kLmIzMiAgCSVyNzE3LCAl"
        "cjcxNiwgMTA3Mzc0MTgyMDsAc3ViLnMzMiAJJXI3MTgsICVyNjg0LCAlcjcxNzsAAAAAc2hyLnUzMiAJJXI3MjEsICVyMTAy"
        "MywgMjsAYWRkLnMzMiAJJXI3MjIsICVyNzIxLCAlcjEwMjI7AHNobC5iMzIgCSVyNzIzLCAlcjcyMiwgMTI7AABjdnQuczY0"
        "LnMzMiAJJXJkNTEsICVyNzIzOwAAc3ViLnMzMiAJJXI3MjcsICVyNDcsICVyMjc4OwBjdnQudTY0LnUzMiAJJXJkNTMsICVy"
        "NzI3OwBzdWIuczMyIAklcjcyOCwgJXIyNzgsICVyMjc2OwBjdnQudTY0LnUzMiAJJXJkNTQsICVyNzI4OwBhZGQuczY0IAkl"
        "cmQ1NSwgJXJkNTMsICVyZDU0OwBzaGwuYjMyIAklcjcyOSwgJXI3MTgsIDI7AGN2dC5zNjQuczMyIAklcmQ1NiwgJXI3Mjk7"
        "AGFkZC5zNjQgCSVyZDU3LCAlcmQ1NSwgJXJkNTY7AABtdWwuZjMyIAklZjE4NDksICVmMTMzMCwgJWYxODgwOwBtdWwuZjMy"
        "IAklZjE4NDgsICVmMTg4MCwgJWYxMzMxOwAAAABjdnQucm4uZjE2eDIuZjMyICVyNjg2LCAlZjE4NDgsICVmMTg0OTsAAAAA"
        "AHNobC5iMzIgCSVyNzMwLCAlcjcxNCwgNzsAc2hsLmIzMiAJJXI3MzEsICVyNzE0LCA0OwBhbmQuYjMyICAJJXI3MzIsICVy"
        "NzMxLCAxMTI7AG9yLmIzMiAgCSVyNzMzLCAlcjczMiwgJXI3MzA7AABjdnQuczY0LnMzMiAJJXJkNTgsICVyNzMzOwBhZGQu"
        "czY0IAklcmQ1OSwgJXJkNTcsICVyZDU4OwBhZGQuczY0IAklcmQ2MCwgJXJkMjAsICVyZDU5OwBzdC5zaGFyZWQudTMyIAlb"
        "JXJkNjBdLCAlcjY4NjsAAHJjcC5ybi5mMzIgCSVmMTg4MSwgJWYyNjk7AABtdWwuZjMyIAklZjE4NTEsICVmMTMzMiwgJWYx"
        "ODgxOwBtdWwuZjMyIAklZjE4NTAsICVmMTg4MSwgJWYxMzMzOwAAAGN2dC5ybi5mMTZ4Mi5mMzIgJXI2ODcsICVmMTg1MCwg"
        "JWYxODUxOwAAAABhZGQuczMyIAklcjczNCwgJXI3MTQsIDg7AABzaGwuYjMyIAklcjczNSwgJXI3MzQsIDc7AABzdC5zaGFy"
        "ZWQudTMyIAlbJXJkNjArMTAyNF0sICVyNjg3OwAAbXVsLmYzMiAJJWYxODUzLCAlZjEzMzQsICVmMTg4MDsAbXVsLmYzMiAJ"
        "JWYxODUyLCAlZjE4ODAsICVmMTMzNTsAAABjdnQucm4uZjE2eDIuZjMyICVyNjg4LCAlZjE4NTIsICVmMTg1MzsAAAAAeG9y"
        "LmIzMiAgCSVyNzM2LCAlcjczMiwgMTY7AG9yLmIzMiAgCSVyNzM3LCAlcjczNiwgJXI3MzA7AABjdnQuczY0LnMzMiAJJXJk"
        "NjEsICVyNzM3OwBhZGQuczY0IAklcmQ2MiwgJXJkNTcsICVyZDYxOwBhZGQuczY0IAklcmQ2MywgJXJkMjAsICVyZDYyOwBz"
        "dC5zaGFyZWQudTMyIAlbJXJkNjNdLCAlcjY4ODsAAG11bC5mMzIgCSVmMTg1NSwgJWYxMzM2LCAlZjE4ODE7AG11bC5mMzIg"
        "CSVmMTg1NCwgJWYxODgxLCAlZjEzMzc7AAAAY3Z0LnJuLmYxNngyLmYzMiAlcjY4OSwgJWYxODU0LCAlZjE4NTU7AAAAAHNo"
        "bC5iMzIgCSVyNzM4LCAlcjczNCwgNDsAYW5kLmIzMiAgCSVyNzM5LCAlcjczOCwgMTEyOwB4b3IuYjMyICAJJXI3NDAsICVy"
        "NzM5LCAxNjsAb3IuYjMyICAJJXI3NDEsICVyNzQwLCAlcjczNTsAAGN2dC5zNjQuczMyIAklcmQ2NCwgJXI3NDE7AGFkZC5z"
        "NjQgCSVyZDY1LCAlcmQ1NywgJXJkNjQ7AGFkZC5zNjQgCSVyZDY2LCAlcmQyMCwgJXJkNjU7AHN0LnNoYXJlZC51MzIgCVsl"
        "cmQ2Nl0sICVyNjg5OwAAbXVsLmYzMiAJJWYxODU3LCAlZjEzMzgsICVmMTg4MDsAbXVsLmYzMiAJJWYxODU2LCAlZjE4ODAs"
        "ICVmMTMzOTsAAABjdnQucm4uZjE2eDIuZjMyICVyNjkwLCAlZjE4NTYsICVmMTg1NzsAAAAAeG9yLmIzMiAgCSVyNzQyLCAl"
        "cjczMiwgMzI7AG9yLmIzMiAgCSVyNzQzLCAlcjc0MiwgJXI3MzA7AABjdnQuczY0LnMzMiAJJXJkNjcsICVyNzQzOwBhZGQu"
        "czY0IAklcmQ2OCwgJXJkNTcsICVyZDY3OwBhZGQuczY0IAklcmQ2OSwgJXJkMjAsICVyZDY4OwBzdC5zaGFyZWQudTMyIAlb"
        "JXJkNjldLCAlcjY5MDsAAG11bC5mMzIgCSVmMTg1OSwgJWYxMzQwLCAlZjE4ODE7AG11bC5mMzIgCSVmMTg1OCwgJWYxODgx"
        "LCAlZjEzNDE7AAAAY3Z0LnJuLmYxNngyLmYzMiAlcjY5MSwgJWYxODU4LCAlZjE4NTk7AAAAAHhvci5iMzIgIAklcjc0NCwg"
        "JXI3MzksIDMyOwBvci5iMzIgIAklcjc0NSwgJXI3NDQsICVyNzM1OwAAY3Z0LnM2NC5zMzIgCSVyZDcwLCAlcjc0NTsAYWRk"
        "LnM2NCAJJXJkNzEsICVyZDU3LCAlcmQ3MDsAYWRkLnM2NCAJJXJkNzIsICVyZDIwLCAlcmQ3MTsAc3Quc2hhcmVkLnUzMiAJ"
        "WyVyZDcyXSwgJXI2OTE7AABtdWwuZjMyIAklZjE4NjEsICVmMTM0MiwgJWYxODgwOwBtdWwuZjMyIAklZjE4NjAsICVmMTg4"
        "MCwgJWYxMzQzOwAAAGN2dC5ybi5mMTZ4Mi5mMzIgJXI2OTIsICVmMTg2MCwgJWYxODYxOwAAAAB4b3IuYjMyICAJJXI3NDYs"
        "ICVyNzMyLCA0ODsAb3IuYjMyICAJJXI3NDcsICVyNzQ2LCAlcjczMDsAAGN2dC5zNjQuczMyIAklcmQ3MywgJXI3NDc7AGFk"
        "ZC5zNjQgCSVyZDc0LCAlcmQ1NywgJXJkNzM7AGFkZC5zNjQgCSVyZDc1LCAlcmQyMCwgJXJkNzQ7AHN0LnNoYXJlZC51MzIg"
        "CVslcmQ3NV0sICVyNjkyOwAAbXVsLmYzMiAJJWYxODYzLCAlZjEzNDQsICVmMTg4MTsAbXVsLmYzMiAJJWYxODYyLCAlZjE4"
        "ODEsICVmMTM0NTsAAABjdnQucm4uZjE2eDIuZjMyICVyNjkzLCAlZjE4NjIsICVmMTg2MzsAAAAAeG9yLmIzMiAgCSVyNzQ4"
        "LCAlcjczOSwgNDg7AG9yLmIzMiAgCSVyNzQ5LCAlcjc0OCwgJXI3MzU7AABjdnQuczY0LnMzMiAJJXJkNzYsICVyNzQ5OwBh"
        "ZGQuczY0IAklcmQ3NywgJXJkNTcsICVyZDc2OwBhZGQuczY0IAklcmQ3OCwgJXJkMjAsICVyZDc3OwBzdC5zaGFyZWQudTMy"
        "IAlbJXJkNzhdLCAlcjY5MzsAAG11bC5mMzIgCSVmMTg2NSwgJWYxMzQ2LCAlZjE4ODA7AG11bC5mMzIgCSVmMTg2NCwgJWYx"
        "ODgwLCAlZjEzNDc7AAAAY3Z0LnJuLmYxNngyLmYzMiAlcjY5NCwgJWYxODY0LCAlZjE4NjU7AAAAAHhvci5iMzIgIAklcjc1"
        "MCwgJXI3MzIsIDY0OwBvci5iMzIgIAklcjc1MSwgJXI3NTAsICVyNzMwOwAAY3Z0LnM2NC5zMzIgCSVyZDc5LCAlcjc1MTsA"
        "YWRkLnM2NCAJJXJkODAsICVyZDU3LCAlcmQ3OTsAYWRkLnM2NCAJJXJkODEsICVyZDIwLCAlcmQ4MDsAc3Quc2hhcmVkLnUz"
        "MiAJWyVyZDgxXSwgJXI2OTQ7AABtdWwuZjMyIAklZjE4NjcsICVmMTM0OCwgJWYxODgxOwBtdWwuZjMyIAklZjE4NjYsICVm"
        "MTg4MSwgJWYxMzQ5OwAAAGN2dC5ybi5mMTZ4Mi5mMzIgJXI2OTUsICVmMTg2NiwgJWYxODY3OwAAAAB4b3IuYjMyICAJJXI3"
        "NTIsICVyNzM5LCA2NDsAb3IuYjMyICAJJXI3NTMsICVyNzUyLCAlcjczNTsAAGN2dC5zNjQuczMyIAklcmQ4MiwgJXI3NTM7"
        "AGFkZC5zNjQgCSVyZDgzLCAlcmQ1NywgJXJkODI7AGFkZC5zNjQgCSVyZDg0LCAlcmQyMCwgJXJkODM7AHN0LnNoYXJlZC51"
        "MzIgCVslcmQ4NF0sICVyNjk1OwAAbXVsLmYzMiAJJWYxODY5LCAlZjEzNTAsICVmMTg4MDsAbXVsLmYzMiAJJWYxODY4LCAl"
        "ZjE4ODAsICVmMTM1MTsAAABjdnQucm4uZjE2eDIuZjMyICVyNjk2LCAlZjE4NjgsICVmMTg2OTsAAAAAeG9yLmIzMiAgCSVy"
        "NzU0LCAlcjczMiwgODA7AG9yLmIzMiAgCSVyNzU1LCAlcjc1NCwgJXI3MzA7AABjdnQuczY0LnMzMiAJJXJkODUsICVyNzU1"
        "OwBhZGQuczY0IAklcmQ4NiwgJXJkNTcsICVyZDg1OwBhZGQuczY0IAklcmQ4NywgJXJkMjAsICVyZDg2OwBzdC5zaGFyZWQu"
        "dTMyIAlbJXJkODddLCAlcjY5NjsAAG11bC5mMzIgCSVmMTg3MSwgJWYxMzUyLCAlZjE4ODE7AG11bC5mMzIgCSVmMTg3MCwg"
        "JWYxODgxLCAlZjEzNTM7AAAAY3Z0LnJuLmYxNngyLmYzMiAlcjY5NywgJWYxODcwLCAlZjE4NzE7AAAAAHhvci5iMzIgIAkl"
        "cjc1NiwgJXI3MzksIDgwOwBvci5iMzIgIAklcjc1NywgJXI3NTYsICVyNzM1OwAAY3Z0LnM2NC5zMzIgCSVyZDg4LCAlcjc1"
        "NzsAYWRkLnM2NCAJJXJkODksICVyZDU3LCAlcmQ4ODsAYWRkLnM2NCAJJXJkOTAsICVyZDIwLCAlcmQ4OTsAc3Quc2hhcmVk"
        "LnUzMiAJWyVyZDkwXSwgJXI2OTc7AABtdWwuZjMyIAklZjE4NzMsICVmMTM1NCwgJWYxODgwOwBtdWwuZjMyIAklZjE4NzIs"
        "ICVmMTg4MCwgJWYxMzU1OwAAAGN2dC5ybi5mMTZ4Mi5mMzIgJXI2OTgsICVmMTg3MiwgJWYxODczOwAAAAB4b3IuYjMyICAJ"
        "JXI3NTgsICVyNzMyLCA5NjsAb3IuYjMyICAJJXI3NTksICVyNzU4LCAlcjczMDsAAGN2dC5zNjQuczMyIAklcmQ5MSwgJXI3"
        "NTk7AGFkZC5zNjQgCSVyZDkyLCAlcmQ1NywgJXJkOTE7AGFkZC5zNjQgCSVyZDkzLCAlcmQyMCwgJXJkOTI7AHN0LnNoYXJl"
        "ZC51MzIgCVslcmQ5M10sICVyNjk4OwAAbXVsLmYzMiAJJWYxODc1LCAlZjEzNTYsICVmMTg4MTsAbXVsLmYzMiAJJWYxODc0"
        "LCAlZjE4ODEsICVmMTM1NzsAAABjdnQucm4uZjE2eDIuZjMyICVyNjk5LCAlZjE4NzQsICVmMTg3NTsAAAAAeG9yLmIzMiAg"
        "CSVyNzYwLCAlcjczOSwgOTY7AG9yLmIzMiAgCSVyNzYxLCAlcjc2MCwgJXI3MzU7AABjdnQuczY0LnMzMiAJJXJkOTQsICVy"
        "NzYxOwBhZGQuczY0IAklcmQ5NSwgJXJkNTcsICVyZDk0OwBhZGQuczY0IAklcmQ5NiwgJXJkMjAsICVyZDk1OwBzdC5zaGFy"
        "ZWQudTMyIAlbJXJkOTZdLCAlcjY5OTsAAG11bC5mMzIgCSVmMTg3NywgJWYxMzU4LCAlZjE4ODA7AG11bC5mMzIgCSVmMTg3"
        "NiwgJWYxODgwLCAlZjEzNTk7AAAAY3Z0LnJuLmYxNngyLmYzMiAlcjcwMCwgJWYxODc2LCAlZjE4Nzc7AAAAAHhvci5iMzIg"
        "IAklcjc2MiwgJXI3MzIsIDExMjsAb3IuYjMyICAJJXI3NjMsICVyNzYyLCAlcjczMDsAAGN2dC5zNjQuczMyIAklcmQ5Nywg"
        "JXI3NjM7AGFkZC5zNjQgCSVyZDk4LCAlcmQ1NywgJXJkOTc7AGFkZC5zNjQgCSVyZDk5LCAlcmQyMCwgJXJkOTg7AHN0LnNo"
        "YXJlZC51MzIgCVslcmQ5OV0sICVyNzAwOwAAbXVsLmYzMiAJJWYxODc5LCAlZjEzNjAsICVmMTg4MTsAbXVsLmYzMiAJJWYx"
        "ODc4LCAlZjE4ODEsICVmMTM2MTsAAABjdnQucm4uZjE2eDIuZjMyICVyNzAxLCAlZjE4NzgsICVmMTg3OTsAAAAAc3Quc2hh"
        "cmVkLnUzMiAJWyVyZDk5KzEwMjRdLCAlcjcwMTsAAGN2dC5zNjQuczMyIAklcmQxMDAsICVyNDY7AGFkZC5zNjQgCSVyZDEw"
        "MSwgJXJkMTAwLCAlcmQ1MTsAAAAAAGJhci5zeW5jICVyMiwgMTI4OwAAAABzaHIudTMyIAklcjc2NCwgJXI3MDMsIDI5OwBh"
        "ZGQuczMyIAklcjc2NSwgJXI2ODQsICVyNzY0OwBzaHIuczMyIAklcjc2NiwgJXI3NjUsIDM7AGFuZC5iMzIgIAklcjc2Nywg"
        "JXI3NjUsIC04OwBzdWIuczMyIAklcjc2OCwgJXI2ODQsICVyNzY3OwAAAHNobC5iMzIgCSVyNzY5LCAlcjc2OCwgMzsAYW5k"
        "LmIzMiAgCSVyNzcwLCAlcjc2OSwgMzM1NTQzNjg7AGFkZC5zMzIgCSVyNzcxLCAlcjc3MCwgJXI3NjY7AHNobC5iMzIgCSVy"
        "NzcyLCAlcjc3MSwgNzsAeG9yLmIzMiAgCSVyNzczLCAlcjc2OCwgJXI3NjY7AHNobC5iMzIgCSVyNzc0LCAlcjc3MywgNDsA"
        "YW5kLmIzMiAgCSVyNzc1LCAlcjc3NCwgMTEyOwBvci5iMzIgIAklcjc3NiwgJXI3NzIsICVyNzc1OwAAY3Z0LnM2NC5zMzIg"
        "CSVyZDEwMiwgJXI3NzY7AGFkZC5zNjQgCSVyZDEwMywgJXJkNTUsICVyZDEwMjsAYWRkLnM2NCAJJXJkMTA0LCAlcmQyMCwg"
        "JXJkMTAzOwAAY3Z0LnM2NC5zMzIgCSVyZDEwNSwgJXI3NjY7AGFkZC5zNjQgCSVyZDEwNiwgJXJkMTAxLCAlcmQxMDU7AHNo"
        "bC5iNjQgCSVyZDEwNywgJXJkMTA2LCA2OwBjdnQuczY0LnMzMiAJJXJkMTA4LCAlcjc2OTsAYWRkLnM2NCAJJXJkMTA5LCAl"
        "cmQxMDcsICVyZDEwODsAc2hsLmI2NCAJJXJkMTEwLCAlcmQxMDksIDE7AGFkZC5zNjQgCSVyZDExMSwgJXJkNCwgJXJkMTEw"
        "OwBsZC5zaGFyZWQudjQudTMyIAl7JXI3NzcsICVyNzc4LCAlcjc3OSwgJXI3ODB9LCBbJXJkMTA0XTsAc3QuZ2xvYmFsLnY0"
        "LnUzMiAJWyVyZDExMV0sIHslcjc3NywgJXI3NzgsICVyNzc5LCAlcjc4MH07AABhZGQuczMyIAklcjc4NSwgJXI2ODQsIDEy"
        "ODsAc2hyLnMzMiAJJXI3ODYsICVyNzg1LCAzMTsAc2hyLnUzMiAJJXI3ODcsICVyNzg2LCAyOTsAYWRkLnMzMiAJJXI3ODgs"
        "ICVyNzg1LCAlcjc4NzsAc2hyLnMzMiAJJXI3ODksICVyNzg4LCAzOwBhbmQuYjMyICAJJXI3OTAsICVyNzg4LCAtODsAc3Vi"
        "LnMzMiAJJXI3OTEsICVyNzg1LCAlcjc5MDsAAHNobC5iMzIgCSVyNzkyLCAlcjc5MSwgMzsAYW5kLmIzMiAgCSVyNzkzLCAl"
        "cjc5MiwgMzM1NTQzNjg7AGFkZC5zMzIgCSVyNzk0LCAlcjc5MywgJXI3ODk7AHNobC5iMzIgCSVyNzk1LCAlcjc5NCwgNzsA"
        "eG9yLmIzMiAgCSVyNzk2LCAlcjc5MSwgJXI3ODk7AHNobC5iMzIgCSVyNzk3LCAlcjc5NiwgNDsAYW5kLmIzMiAgCSVyNzk4"
        "LCAlcjc5NywgMTEyOwBvci5iMzIgIAklcjc5OSwgJXI3OTUsICVyNzk4OwAAY3Z0LnM2NC5zMzIgCSVyZDExMiwgJXI3OTk7"
        "AGFkZC5zNjQgCSVyZDExMywgJXJkNTUsICVyZDExMjsAYWRkLnM2NCAJJXJkMTE0LCAlcmQyMCwgJXJkMTEzOwAAY3Z0LnM2"
        "NC5zMzIgCSVyZDExNSwgJXI3ODk7AGFkZC5zNjQgCSVyZDExNiwgJXJkMTAxLCAlcmQxMTU7AHNobC5iNjQgCSVyZDExNywg"
        "JXJkMTE2LCA2OwBjdnQuczY0LnMzMiAJJXJkMTE4LCAlcjc5MjsAYWRkLnM2NCAJJXJkMTE5LCAlcmQxMTcsICVyZDExODsA"
        "c2hsLmI2NCAJJXJkMTIwLCAlcmQxMTksIDE7AGFkZC5zNjQgCSVyZDEyMSwgJXJkNCwgJXJkMTIwOwBsZC5zaGFyZWQudjQu"
        "dTMyIAl7JXI4MDAsICVyODAxLCAlcjgwMiwgJXI4MDN9LCBbJXJkMTE0XTsAc3QuZ2xvYmFsLnY0LnUzMiAJWyVyZDEyMV0s"
        "IHslcjgwMCwgJXI4MDEsICVyODAyLCAlcjgwM307AABhZGQuczMyIAklcjgwOCwgJXI2ODQsIDI1NjsAc2hyLnMzMiAJJXI4"
        "MDksICVyODA4LCAzMTsAc2hyLnUzMiAJJXI4MTAsICVyODA5LCAyOTsAYWRkLnMzMiAJJXI4MTEsICVyODA4LCAlcjgxMDsA"
        "c2hyLnMzMiAJJXI4MTIsICVyODExLCAzOwBhbmQuYjMyICAJJXI4MTMsICVyODExLCAtODsAc3ViLnMzMiAJJXI4MTQsICVy"
        "ODA4LCAlcjgxMzsAAHNobC5iMzIgCSVyODE1LCAlcjgxNCwgMzsAYW5kLmIzMiAgCSVyODE2LCAlcjgxNSwgMzM1NTQzNjg7"
        "AGFkZC5zMzIgCSVyODE3LCAlcjgxNiwgJXI4MTI7AHNobC5iMzIgCSVyODE4LCAlcjgxNywgNzsAeG9yLmIzMiAgCSVyODE5"
        "LCAlcjgxNCwgJXI4MTI7AHNobC5iMzIgCSVyODIwLCAlcjgxOSwgNDsAYW5kLmIzMiAgCSVyODIxLCAlcjgyMCwgMTEyOwBv"
        "ci5iMzIgIAklcjgyMiwgJXI4MTgsICVyODIxOwAAY3Z0LnM2NC5zMzIgCSVyZDEyMiwgJXI4MjI7AGFkZC5zNjQgCSVyZDEy"
        "MywgJXJkNTUsICVyZDEyMjsAYWRkLnM2NCAJJXJkMTI0LCAlcmQyMCwgJXJkMTIzOwAAY3Z0LnM2NC5zMzIgCSVyZDEyNSwg"
        "JXI4MTI7AGFkZC5zNjQgCSVyZDEyNiwgJXJkMTAxLCAlcmQxMjU7AHNobC5iNjQgCSVyZDEyNywgJXJkMTI2LCA2OwBjdnQu"
        "czY0LnMzMiAJJXJkMTI4LCAlcjgxNTsAYWRkLnM2NCAJJXJkMTI5LCAlcmQxMjcsICVyZDEyODsAc2hsLmI2NCAJJXJkMTMw"
        "LCAlcmQxMjksIDE7AGFkZC5zNjQgCSVyZDEzMSwgJXJkNCwgJXJkMTMwOwBsZC5zaGFyZWQudjQudTMyIAl7JXI4MjMsICVy"
        "ODI0LCAlcjgyNSwgJXI4MjZ9LCBbJXJkMTI0XTsAc3QuZ2xvYmFsLnY0LnUzMiAJWyVyZDEzMV0sIHslcjgyMywgJXI4MjQs"
        "ICVyODI1LCAlcjgyNn07AABhZGQuczMyIAklcjgzMSwgJXI2ODQsIDM4NDsAc2hyLnMzMiAJJXI4MzIsICVyODMxLCAzMTsA"
        "c2hyLnUzMiAJJXI4MzMsICVyODMyLCAyOTsAYWRkLnMzMiAJJXI4MzQsICVyODMxLCAlcjgzMzsAc2hyLnMzMiAJJXI4MzUs"
        "ICVyODM0LCAzOwBhbmQuYjMyICAJJXI4MzYsICVyODM0LCAtODsAc3ViLnMzMiAJJXI4MzcsICVyODMxLCAlcjgzNjsAAHNo"
        "bC5iMzIgCSVyODM4LCAlcjgzNywgMzsAYW5kLmIzMiAgCSVyODM5LCAlcjgzOCwgMzM1NTQzNjg7AGFkZC5zMzIgCSVyODQw"
        "LCAlcjgzOSwgJXI4MzU7AHNobC5iMzIgCSVyODQxLCAlcjg0MCwgNzsAeG9yLmIzMiAgCSVyODQyLCAlcjgzNywgJXI4MzU7"
        "AHNobC5iMzIgCSVyODQzLCAlcjg0MiwgNDsAYW5kLmIzMiAgCSVyODQ0LCAlcjg0MywgMTEyOwBvci5iMzIgIAklcjg0NSwg"
        "JXI4NDEsICVyODQ0OwAAY3Z0LnM2NC5zMzIgCSVyZDEzMiwgJXI4NDU7AGFkZC5zNjQgCSVyZDEzMywgJXJkNTUsICVyZDEz"
        "MjsAYWRkLnM2NCAJJXJkMTM0LCAlcmQyMCwgJXJkMTMzOwAAY3Z0LnM2NC5zMzIgCSVyZDEzNSwgJXI4MzU7AGFkZC5zNjQg"
        "CSVyZDEzNiwgJXJkMTAxLCAlcmQxMzU7AHNobC5iNjQgCSVyZDEzNywgJXJkMTM2LCA2OwBjdnQuczY0LnMzMiAJJXJkMTM4"
        "LCAlcjgzODsAYWRkLnM2NCAJJXJkMTM5LCAlcmQxMzcsICVyZDEzODsAc2hsLmI2NCAJJXJkMTQwLCAlcmQxMzksIDE7AGFk"
        "ZC5zNjQgCSVyZDE0MSwgJXJkNCwgJXJkMTQwOwBsZC5zaGFyZWQudjQudTMyIAl7JXI4NDYsICVyODQ3LCAlcjg0OCwgJXI4"
        "NDl9LCBbJXJkMTM0XTsAc3QuZ2xvYmFsLnY0LnUzMiAJWyVyZDE0MV0sIHslcjg0NiwgJXI4NDcsICVyODQ4LCAlcjg0OX07"
        "AAAkTF9fQkIwXzI1OgAAc2V0cC5uZS5zMzIgCSVwMjcsICVyOCwgMDsAAAAAAABiYXIuc3luYyAlcjIsIDEyODsAAAAAAGZl"
        "bmNlLnByb3h5LmFzeW5jLnNoYXJlZDo6Y3RhOwAAAABiYXIud2FycC5zeW5jIAktMTsAAEAlcDI3IGJyYSAJJExfX0JCMF8y"
        "NzsAAABzaGwuYjMyIAklcjEwMjEsICVyMTA1OSwgMzsAYW5kLmIzMiAgCSVyMTAyMCwgJXIxMDIxLCA4OwBvci5iMzIgIAkl"
        "cjEwMTksICVyMTAyMCwgJXIyNzg7AAAAYWRkLnMzMiAJJXI4NTUsICVyMTAxOSwgMTE0NzA0OwAAAABtYmFycmllci5hcnJp"
        "dmUuc2hhcmVkOjpjdGEuYjY0IF8sIFslcjg1NV07AAAAACRMX19CQjBfMjc6AABzZXRwLmdlLnMzMiAJJXAyOCwgJXIxMTI2"
        "LCAlcjI4MzsAQCVwMjggYnJhIAkkTF9fQkIwXzM3OwAAJExfX0JCMF8yODoALnByYWdtYSAibm91bnJvbGwiOwAAAGFkZC5z"
        "MzIgCSVyODYwLCAlcjExMjYsICVyMTA2MDsAc2hyLnUzMiAJJXI4NjEsICVyODYwLCAzMTsAYWRkLnMzMiAJJXI4NjIsICVy"
        "ODYwLCAlcjg2MTsAAABhbmQuYjMyICAJJXI4NjMsICVyODYyLCAxMzQyMTc3MjY7AHN1Yi5zMzIgCSVyODY0LCAlcjg2MCwg"
        "JXI4NjM7AHNobC5iMzIgCSVyMTkwLCAlcjg2NCwgNTsAYWRkLnMzMiAJJXI4NjgsICVyMTkwLCAlcjI3ODsAYWRkLnMzMiAJ"
        "JXIxOTEsICVyODY4LCAxMTQ3MjA7AABzaHIudTMyIAklcjg2OSwgJXI4NjIsIDE7AGFuZC5iMzIgIAklcjE5MiwgJXI4Njks"
        "IDE7AAAkTF9fQkIwXzI5OgAAAAB7AC5yZWcgLnByZWQgcDsAbWJhcnJpZXIudHJ5X3dhaXQucGFyaXR5LnNoYXJlZDo6Y3Rh"
        "LmI2NCBwLCBbJXIxOTFdLCAlcjE5MjsAc2VscC51MzIgJXI4NzAsIDEsIDAsIHA7AH0AAAAAc2V0cC5lcS5zMzIgCSVwMjks"
        "ICVyODcwLCAwOwBAJXAyOSBicmEgCSRMX19CQjBfMjk7AAAAAGFkZC5zMzIgCSVyMTkzLCAlcjg2OCwgMTE0NzI4OwAAJExf"
        "X0JCMF8zMToAAAAAewAucmVnIC5wcmVkIHA7AG1iYXJyaWVyLnRyeV93YWl0LnBhcml0eS5zaGFyZWQ6OmN0YS5iNjQgcCwg"
        "WyVyMTkzXSwgJXIxOTI7AHNlbHAudTMyICVyODc3LCAxLCAwLCBwOwB9AAAAAHNldHAuZXEuczMyIAklcDMwLCAlcjg3Nywg"
        "MDsAQCVwMzAgYnJhIAkkTF9fQkIwXzMxOwAAAAAAAGJhci53YXJwLnN5bmMgCS0xOwAAQCVwMjcgYnJhIAkkTF9fQkIwXzM0"
        "OwAAAABhZGQuczMyIAklcjg4MCwgJXI4NjgsIDExNDc0NDsAAAAAbWJhcnJpZXIuYXJyaXZlLnNoYXJlZDo6Y3RhLmI2NCBf"
        "LCBbJXI4ODBdOwAAAAAkTF9fQkIwXzM0OgAAAABiYXIud2FycC5zeW5jIAktMTsAAEAlcDI3IGJyYSAJJExfX0JCMF8zNjsA"
        "AABhZGQuczMyIAklcjg4NSwgJXI4NjgsIDExNDczNjsAAAAAbWJhcnJpZXIuYXJyaXZlLnNoYXJlZDo6Y3RhLmI2NCBfLCBb"
        "JXI4ODVdOwAAAAAkTF9fQkIwXzM2OgAAYWRkLnMzMiAJJXIxMTI2LCAlcjExMjYsIDE7AABzZXRwLmx0LnMzMiAJJXAzMywg"
        "JXIxMTI2LCAlcjI4MzsAQCVwMzMgYnJhIAkkTF9fQkIwXzI4OwAAJExfX0JCMF8zNzoAAG1vdi51MzIgCSVyMTAxOCwgJW5j"
        "dGFpZC54OwAAbW92LnUzMiAJJXIxMDE3LCAlY3RhaWQueDsAAGFkZC5zMzIgCSVyMTA2MCwgJXIyODMsICVyMTA2MDsAAGFk"
        "ZC5zMzIgCSVyMTA1OSwgJXIxMDU5LCAxOwAAAG1hZC5sby5zMzIgCSVyMTA1OCwgJXIxMDU5LCAlcjEwMTgsICVyMTAxNzsA"
        "AHNldHAuZ3QuczMyIAklcDM0LCAlcjEwNTgsIDE0MDc7AABAJXAzNCBicmEgCSRMX19CQjBfNjE7AGJyYS51bmkgCSRMX19C"
        "QjBfNzsAACRMX19CQjBfMzg6AAAAc2V0bWF4bnJlZy5kZWMuc3luYy5hbGlnbmVkLnUzMiAyNDsAAAAAAHNldHAuZ3QuczMy"
        "IAklcDM2LCAlcjEwNTgsIDE0MDc7AABvci5wcmVkICAJJXAzNywgJXAzNiwgJXAzOwBAJXAzNyBicmEgCSRMX19CQjBfNjE7"
        "AAAAY3Z0YS5wYXJhbS51NjQgCSVyZDksICVyZDEzOwBjdnRhLnBhcmFtLnU2NCAJJXJkMTAsICVyZDE0OwBjdnRhLnBhcmFt"
        "LnU2NCAJJXJkMTEsICVyZDE1OwBtb3YudTMyIAklcjExMzUsIDA7AG1vdi51MzIgCSVyMTEyNywgJXIxMDU4OwBtb3YudTMy"
        "IAklcjExMjksICVyMTEzNTsAACRMX19CQjBfNDA6AC5wcmFnbWEgIm5vdW5yb2xsIjsAAAAAbXVsLmhpLnMzMiAJJXI4OTQs"
        "ICVyMTEyNywgNzgwOTAzMTQ1OwBzaHIudTMyIAklcjg5NSwgJXI4OTQsIDMxOwBzaHIuczMyIAklcjg5NiwgJXI4OTQsIDI7"
        "AABhZGQuczMyIAklcjg5NywgJXI4OTYsICVyODk1OwAAbXVsLmxvLnMzMiAJJXI4OTgsICVyODk3LCAyMjsAc3ViLnMzMiAJ"
        "JXI4OTksICVyMTEyNywgJXI4OTg7AABtdWwubG8uczMyIAklcjIwMSwgJXI4OTksIDE5MjsAAGFkZC5zMzIgCSVyOTAwLCAl"
        "cjIwMSwgMTkyOwBtaW4uczMyIAklcjkwMSwgJXI5MDAsIDQwOTY7AABzaGwuYjMyIAklcjIwMiwgJXI4OTcsIDEyOwAAbW92"
        "LnUzMiAJJXI4OTIsIDMyOwAAbW92LmIzMiAlcjg5MiwgJXI4OTI7AAAAAGFuZC5iMzIgIAklcjIwNCwgJXIxMTI5LCAxOwAA"
        "AHN1Yi5zMzIgCSVyMjA1LCAlcjkwMSwgJXIyMDE7AHNoci5zMzIgCSVyMjA2LCAlcjIwNSwgNjsAAHNldHAuZ3QudTMyIAkl"
        "cDM4LCAlcjExMjksIDE7AEAlcDM4IGJyYSAJJExfX0JCMF80MTsAYnJhLnVuaSAJJExfX0JCMF80MzsAACRMX19CQjBfNDE6"
        "AABzaGwuYjMyIAklcjkwMiwgJXIyMDQsIDM7AABtb3YudTY0IAklcmQxNDcsIHNtZW1fcmF3OwBjdnQudTMyLnU2NCAJJXI5"
        "MDMsICVyZDE0NzsAYWRkLnMzMiAJJXI5MDQsICVyOTAzLCAxMDIzOwBhbmQuYjMyICAJJXI5MDUsICVyOTA0LCAtMTAyNDsA"
        "b3IuYjMyICAJJXI5MDYsICVyOTAyLCAlcjkwNTsAYWRkLnMzMiAJJXIyMDcsICVyOTA2LCAxMTQ3MDQ7AHNoci51MzIgCSVy"
        "OTA3LCAlcjExMjksIDE7AG5vdC5iMzIgCSVyOTA4LCAlcjkwNzsAYW5kLmIzMiAgCSVyMjA4LCAlcjkwOCwgMTsAACRMX19C"
        "QjBfNDI6AAAAAHsALnJlZyAucHJlZCBwOwBtYmFycmllci50cnlfd2FpdC5wYXJpdHkuc2hhcmVkOjpjdGEuYjY0IHAsIFsl"
        "cjIwN10sICVyMjA4OwBzZWxwLnUzMiAlcjkwOSwgMSwgMCwgcDsAfQAAAABzZXRwLmVxLnMzMiAJJXAzOSwgJXI5MDksIDA7"
        "AEAlcDM5IGJyYSAJJExfX0JCMF80MjsAACRMX19CQjBfNDM6AABzaGwuYjMyIAklcjkxNCwgJXIyMDQsIDM7AABtb3YudTY0"
        "IAklcmQxNDgsIHNtZW1fcmF3OwBjdnQudTMyLnU2NCAJJXI5MTUsICVyZDE0ODsAYWRkLnMzMiAJJXI5MTYsICVyOTE1LCAx"
        "MDIzOwBhbmQuYjMyICAJJXI5MTcsICVyOTE2LCAtMTAyNDsAb3IuYjMyICAJJXI5MTgsICVyOTE0LCAlcjkxNzsAYWRkLnMz"
        "MiAJJXIyMDksICVyOTE4LCAxMTQ2ODg7AHNobC5iMzIgCSVyOTEzLCAlcjIwNiwgMTM7AAAAAG1iYXJyaWVyLmFycml2ZS5l"
        "eHBlY3RfdHguc2hhcmVkOjpjdGEuYjY0IF8sIFslcjIwOV0sICVyOTEzOwAAAABzZXRwLmx0LnMzMiAJJXA0MCwgJXIyMDUs"
        "IDY0OwBAJXA0MCBicmEgCSRMX19CQjBfNTE7AAAAbWFkLmxvLnMzMiAJJXIyMTAsICVyMjA0LCAyNDU3NiwgJXI5MTc7AGFk"
        "ZC5zMzIgCSVyMjExLCAlcjIwMiwgJXIyMDE7AABhbmQuYjMyICAJJXIyMTIsICVyMjA2LCAzOwBhZGQuczMyIAklcjkyMywg"
        "JXIyMDYsIC0xOwBzZXRwLmx0LnUzMiAJJXA0MSwgJXI5MjMsIDM7AG1vdi51MzIgCSVyMTEzMiwgMDsAQCVwNDEgYnJhIAkk"
        "TF9fQkIwXzQ3OwAAc3ViLnMzMiAJJXIxMTMxLCAlcjIwNiwgJXIyMTI7AG1vdi51MzIgCSVyOTI0LCAwOwBtb3YudTMyIAkl"
        "cjExMzIsICVyOTI0OwAAJExfX0JCMF80NjoAAHNobC5iMzIgCSVyOTQxLCAlcjExMzIsIDEzOwBhZGQuczMyIAklcjkyNSwg"
        "JXIyMTAsICVyOTQxOwBzaGwuYjMyIAklcjk0MiwgJXIxMTMyLCA2OwBhZGQuczMyIAklcjkyNywgJXIyMTEsICVyOTQyOwAA"
        "AAAAY3AuYXN5bmMuYnVsay50ZW5zb3IuMmQuc2hhcmVkOjpjbHVzdGVyLmdsb2JhbC5tYmFycmllcjo6Y29tcGxldGVfdHg6"
        "OmJ5dGVzIFslcjkyNV0sIFslcmQ5LCB7JXI5MjQsICVyOTI3fV0sIFslcjIwOV07AAAAAGFkZC5zMzIgCSVyOTQzLCAlcjEx"
        "MzIsIDE7AABzaGwuYjMyIAklcjk0NCwgJXI5NDMsIDEzOwBhZGQuczMyIAklcjkyOSwgJXIyMTAsICVyOTQ0OwBzaGwuYjMy"
        "IAklcjk0NSwgJXI5NDMsIDY7AGFkZC5zMzIgCSVyOTMxLCAlcjIxMSwgJXI5NDU7AAAAY3AuYXN5bmMuYnVsay50ZW5zb3Iu"
        "MmQuc2hhcmVkOjpjbHVzdGVyLmdsb2JhbC5tYmFycmllcjo6Y29tcGxldGVfdHg6OmJ5dGVzIFslcjkyOV0sIFslcmQ5LCB7"
        "JXI5MjQsICVyOTMxfV0sIFslcjIwOV07AAAAAGFkZC5zMzIgCSVyOTQ2LCAlcjExMzIsIDI7AABzaGwuYjMyIAklcjk0Nywg"
        "JXI5NDYsIDEzOwBhZGQuczMyIAklcjkzMywgJXIyMTAsICVyOTQ3OwBzaGwuYjMyIAklcjk0OCwgJXI5NDYsIDY7AGFkZC5z"
        "MzIgCSVyOTM1LCAlcjIxMSwgJXI5NDg7AAAAY3AuYXN5bmMuYnVsay50ZW5zb3IuMmQuc2hhcmVkOjpjbHVzdGVyLmdsb2Jh"
        "bC5tYmFycmllcjo6Y29tcGxldGVfdHg6OmJ5dGVzIFslcjkzM10sIFslcmQ5LCB7JXI5MjQsICVyOTM1fV0sIFslcjIwOV07"
        "AAAAAGFkZC5zMzIgCSVyOTQ5LCAlcjExMzIsIDM7AABzaGwuYjMyIAklcjk1MCwgJXI5NDksIDEzOwBhZGQuczMyIAklcjkz"
        "NywgJXIyMTAsICVyOTUwOwBzaGwuYjMyIAklcjk1MSwgJXI5NDksIDY7AGFkZC5zMzIgCSVyOTM5LCAlcjIxMSwgJXI5NTE7"
        "AAAAY3AuYXN5bmMuYnVsay50ZW5zb3IuMmQuc2hhcmVkOjpjbHVzdGVyLmdsb2JhbC5tYmFycmllcjo6Y29tcGxldGVfdHg6"
        "OmJ5dGVzIFslcjkzN10sIFslcmQ5LCB7JXI5MjQsICVyOTM5fV0sIFslcjIwOV07AAAAAGFkZC5zMzIgCSVyMTEzMiwgJXIx"
        "MTMyLCA0OwAAYWRkLnMzMiAJJXIxMTMxLCAlcjExMzEsIC00OwBzZXRwLm5lLnMzMiAJJXA0MiwgJXIxMTMxLCAwOwBAJXA0"
        "MiBicmEgCSRMX19CQjBfNDY7AAAkTF9fQkIwXzQ3OgBzZXRwLmVxLnMzMiAJJXA0MywgJXIyMTIsIDA7AEAlcDQzIGJyYSAJ"
        "JExfX0JCMF81MTsAAABzaGwuYjMyIAklcjk1NiwgJXIxMTMyLCAxMzsAYWRkLnMzMiAJJXI5NTIsICVyMjEwLCAlcjk1NjsA"
        "c2hsLmIzMiAJJXI5NTcsICVyMTEzMiwgNjsAYWRkLnMzMiAJJXI5NTQsICVyMjExLCAlcjk1NzsAAG1vdi51MzIgCSVyOTUz"
        "LCAwOwAAY3AuYXN5bmMuYnVsay50ZW5zb3IuMmQuc2hhcmVkOjpjbHVzdGVyLmdsb2JhbC5tYmFycmllcjo6Y29tcGxldGVf"
        "dHg6OmJ5dGVzIFslcjk1Ml0sIFslcmQ5LCB7JXI5NTMsICVyOTU0fV0sIFslcjIwOV07AAAAAHNldHAuZXEuczMyIAklcDQ0"
        "LCAlcjIxMiwgMTsAQCVwNDQgYnJhIAkkTF9fQkIwXzUxOwAAAGFkZC5zMzIgCSVyOTYyLCAlcjExMzIsIDE7AABzaGwuYjMy"
        "IAklcjk2MywgJXI5NjIsIDEzOwBhZGQuczMyIAklcjk1OCwgJXIyMTAsICVyOTYzOwBzaGwuYjMyIAklcjk2NCwgJXI5NjIs"
        "IDY7AGFkZC5zMzIgCSVyOTYwLCAlcjIxMSwgJXI5NjQ7AAAAY3AuYXN5bmMuYnVsay50ZW5zb3IuMmQuc2hhcmVkOjpjbHVz"
        "dGVyLmdsb2JhbC5tYmFycmllcjo6Y29tcGxldGVfdHg6OmJ5dGVzIFslcjk1OF0sIFslcmQ5LCB7JXI5NTMsICVyOTYwfV0s"
        "IFslcjIwOV07AAAAAHNldHAuZXEuczMyIAklcDQ1LCAlcjIxMiwgMjsAQCVwNDUgYnJhIAkkTF9fQkIwXzUxOwAAAGFkZC5z"
        "MzIgCSVyOTY5LCAlcjExMzIsIDI7AABzaGwuYjMyIAklcjk3MCwgJXI5NjksIDEzOwBhZGQuczMyIAklcjk2NSwgJXIyMTAs"
        "ICVyOTcwOwBzaGwuYjMyIAklcjk3MSwgJXI5NjksIDY7AGFkZC5zMzIgCSVyOTY3LCAlcjIxMSwgJXI5NzE7AABtb3YudTMy"
        "IAklcjk2NiwgMDsAAGNwLmFzeW5jLmJ1bGsudGVuc29yLjJkLnNoYXJlZDo6Y2x1c3Rlci5nbG9iYWwubWJhcnJpZXI6OmNv"
        "bXBsZXRlX3R4OjpieXRlcyBbJXI5NjVdLCBbJXJkOSwgeyVyOTY2LCAlcjk2N31dLCBbJXIyMDldOwAAAAAkTF9fQkIwXzUx"
        "OgAAc2V0cC5sdC5zMzIgCSVwNDYsICVyODkyLCAxOwBAJXA0NiBicmEgCSRMX19CQjBfNjA7AAAAbW92LnUzMiAJJXIxMTMz"
        "LCAwOwAAJExfX0JCMF81MzoALnByYWdtYSAibm91bnJvbGwiOwAAAHNoci51MzIgCSVyOTczLCAlcjExMzUsIDMxOwBhZGQu"
        "czMyIAklcjk3NCwgJXIxMTM1LCAlcjk3MzsAYW5kLmIzMiAgCSVyOTc1LCAlcjk3NCwgLTI7AHN1Yi5zMzIgCSVyMjIxLCAl"
        "cjExMzUsICVyOTc1OwBzaGwuYjMyIAklcjIyMiwgJXIyMjEsIDU7AABzZXRwLmx0LnMzMiAJJXA0NywgJXIxMTM1LCAyOwBA"
        "JXA0NyBicmEgCSRMX19CQjBfNTY7AAAAAGFkZC5zMzIgCSVyOTc5LCAlcjIyMiwgJXI5MTc7AGFkZC5zMzIgCSVyMjIzLCAl"
        "cjk3OSwgMTE0NzQ0OwBzaHIudTMyIAklcjk4MCwgJXIxMTM1LCAxOwBub3QuYjMyIAklcjk4MSwgJXI5ODA7AABhbmQuYjMy"
        "ICAJJXIyMjQsICVyOTgxLCAxOwAAJExfX0JCMF81NToAAAAAewAucmVnIC5wcmVkIHA7AG1iYXJyaWVyLnRyeV93YWl0LnBh"
        "cml0eS5zaGFyZWQ6OmN0YS5iNjQgcCwgWyVyMjIzXSwgJXIyMjQ7AHNlbHAudTMyICVyOTgyLCAxLCAwLCBwOwB9AAAAAHNl"
        "dHAuZXEuczMyIAklcDQ4LCAlcjk4MiwgMDsAQCVwNDggYnJhIAkkTF9fQkIwXzU1OwAAJExfX0JCMF81NjoAAGFkZC5zMzIg"
        "CSVyOTk0LCAlcjIyMiwgJXI5MTc7AGFkZC5zMzIgCSVyOTg1LCAlcjk5NCwgMTE0NzIwOwAAc2hsLmIzMiAJJXI5OTUsICVy"
        "MTEzMywgNzsAYWRkLnMzMiAJJXI5ODksICVyOTk1LCAlcjIwMjsAAABtb3YudTMyIAklcjk4NiwgMTYzODQ7AABtYmFycmll"
        "ci5hcnJpdmUuZXhwZWN0X3R4LnNoYXJlZDo6Y3RhLmI2NCBfLCBbJXI5ODVdLCAlcjk4NjsAAAAAAHNobC5iMzIgCSVyMjI2"
        "LCAlcjIyMSwgMTU7AGFkZC5zMzIgCSVyOTk2LCAlcjIyNiwgJXI5MTc7AGFkZC5zMzIgCSVyOTg3LCAlcjk5NiwgNDkxNTI7"
        "AAAAAG1vdi51MzIgCSVyOTg4LCAwOwAAY3AuYXN5bmMuYnVsay50ZW5zb3IuMmQuc2hhcmVkOjpjbHVzdGVyLmdsb2JhbC5t"
        "YmFycmllcjo6Y29tcGxldGVfdHg6OmJ5dGVzIFslcjk4N10sIFslcmQxMCwgeyVyOTg4LCAlcjk4OX1dLCBbJXI5ODVdOwAA"
        "AABAJXA0NyBicmEgCSRMX19CQjBfNTk7AABhZGQuczMyIAklcjIyNywgJXI5OTQsIDExNDczNjsAc2hyLnUzMiAJJXIxMDAx"
        "LCAlcjExMzUsIDE7AG5vdC5iMzIgCSVyMTAwMiwgJXIxMDAxOwBhbmQuYjMyICAJJXIyMjgsICVyMTAwMiwgMTsAACRMX19C"
        "QjBfNTg6AAAAAHsALnJlZyAucHJlZCBwOwBtYmFycmllci50cnlfd2FpdC5wYXJpdHkuc2hhcmVkOjpjdGEuYjY0IHAsIFsl"
        "cjIyN10sICVyMjI4OwBzZWxwLnUzMiAlcjEwMDMsIDEsIDAsIHA7AH0AAAAAc2V0cC5lcS5zMzIgCSVwNTAsICVyMTAwMywg"
        "MDsAQCVwNTAgYnJhIAkkTF9fQkIwXzU4OwAAJExfX0JCMF81OToAAGFkZC5zMzIgCSVyMTAwNiwgJXI5OTQsIDExNDcyODsA"
        "AAAAbWJhcnJpZXIuYXJyaXZlLmV4cGVjdF90eC5zaGFyZWQ6OmN0YS5iNjQgXywgWyVyMTAwNl0sICVyOTg2OwAAAABhZGQu"
        "czMyIAklcjEwMDgsICVyOTk2LCA2NTUzNjsAAAAAAGNwLmFzeW5jLmJ1bGsudGVuc29yLjJkLnNoYXJlZDo6Y2x1c3Rlci5n"
        "bG9iYWwubWJhcnJpZXI6OmNvbXBsZXRlX3R4OjpieXRlcyBbJXIxMDA4XSwgWyVyZDExLCB7JXI5ODgsICVyOTg5fV0sIFsl"
        "cjEwMDZdOwAAAABhZGQuczMyIAklcjExMzUsICVyMTEzNSwgMTsAYWRkLnMzMiAJJXIxMTMzLCAlcjExMzMsIDE7AABzZXRw"
        "Lmx0LnMzMiAJJXA1MSwgJXIxMTMzLCAlcjg5MjsAQCVwNTEgYnJhIAkkTF9fQkIwXzUzOwAAJExfX0JCMF82MDoAAGFkZC5z"
        "MzIgCSVyMTEyOSwgJXIxMTI5LCAxOwAAAG1hZC5sby5zMzIgCSVyMTEyNywgJXIxMTI5LCAlcjQsICVyMTA1ODsAAHNldHAu"
        "bHQuczMyIAklcDUyLCAlcjExMjcsIDE0MDg7AABAJXA1MiBicmEgCSRMX19CQjBfNDA7AAAkTF9fQkIwXzYxOgAAcmV0OwAA"
        "fQAALnNlY3Rpb24JLmRlYnVnX3N0cgB7ACRMX19pbmZvX3N0cmluZzA6AAAAACRMX19pbmZvX3N0cmluZzE6AAAkTF9faW5m"
        "b19zdHJpbmcyOgAAJExfX2luZm9fc3RyaW5nMzoAACRMX19pbmZvX3N0cmluZzQ6AAAkTF9faW5mb19zdHJpbmc1OgAAAAAk"
        "TF9faW5mb19zdHJpbmc2OgAAJExfX2luZm9fc3RyaW5nNzoAACRMX19pbmZvX3N0cmluZzg6AAAAACRMX19pbmZvX3N0cmlu"
        "Zzk6AAAkTF9faW5mb19zdHJpbmcxMDoAACRMX19pbmZvX3N0cmluZzExOgAAAAAkTF9faW5mb19zdHJpbmcxMjoAAAAAACRM"
        "X19pbmZvX3N0cmluZzEzOgAAAAAkTF9faW5mb19zdHJpbmcxNDoAAAAAACRMX19pbmZvX3N0cmluZzE1OgAAAAAAJExfX2lu"
        "Zm9fc3RyaW5nMTY6AAAkTF9faW5mb19zdHJpbmcxNzoAAAAAACRMX19pbmZvX3N0cmluZzE4OgAAAAAAJExfX2luZm9fc3Ry"
        "aW5nMTk6AAAkTF9faW5mb19zdHJpbmcyMDoAACRMX19pbmZvX3N0cmluZzIxOgAAJExfX2luZm9fc3RyaW5nMjI6AAAAACRM"
        "X19pbmZvX3N0cmluZzIzOgAAJExfX2luZm9fc3RyaW5nMjQ6AAAkTF9faW5mb19zdHJpbmcyNToAACRMX19pbmZvX3N0cmlu"
        "ZzI2OgAAAAAAJExfX2luZm9fc3RyaW5nMjc6AAAAACRMX19pbmZvX3N0cmluZzI4OgAAAAAkTF9faW5mb19zdHJpbmcyOToA"
        "ACRMX19pbmZvX3N0cmluZzMwOgAAAAAAJExfX2luZm9fc3RyaW5nMzE6AAAAACRMX19pbmZvX3N0cmluZzMyOgAAAAAAJExf"
        "X2luZm9fc3RyaW5nMzM6AAAAACRMX19pbmZvX3N0cmluZzM0OgAAAAAkTF9faW5mb19zdHJpbmczNToAAAAAJExfX2luZm9f"
        "c3RyaW5nMzY6AAAkTF9faW5mb19zdHJpbmczNzoAACRMX19pbmZvX3N0cmluZzM4OgAAJExfX2luZm9fc3RyaW5nMzk6AAAA"
        "AAAkTF9faW5mb19zdHJpbmc0MDoAAAAAJExfX2luZm9fc3RyaW5nNDE6AAAAACRMX19pbmZvX3N0cmluZzQyOgAAAAAAJExf"
        "X2luZm9fc3RyaW5nNDM6AAAAAAAkTF9faW5mb19zdHJpbmc0NDoAACRMX19pbmZvX3N0cmluZzQ1OgAAJExfX2luZm9fc3Ry"
        "aW5nNDY6AAAkTF9faW5mb19zdHJpbmc0NzoAACRMX19pbmZvX3N0cmluZzQ4OgAAJExfX2luZm9fc3RyaW5nNDk6AAAAACRM"
        "X19pbmZvX3N0cmluZzUwOgAAAAAAJExfX2luZm9fc3RyaW5nNTE6AAAAAAAAfQAADAAAAJwAAADQBwAATlZJRElBIENvcnAA"
        "AgAAAAAAAAABAAAABwAAADYAAABmAAAAAHB0eGFzAEN1ZGEgY29tcGlsYXRpb24gdG9vbHMsIHJlbGVhc2UgMTMuMCwgVjEz"
        "LjAuODgAQnVpbGQgc3lzdGVtIG11c3QgZGVmaW5lIFRPT0xTX1ZFUlNJT05fRVhURU5ERUQALXYgIC1saW5laW5mbyAgLWFy"
        "Y2ggc21fOTBhIAAADAAAAAgAAADoAwAATlZJRElBIENvcnAAAgBaAIIAAAAELwgADgAAAIAAAAAEEQgABwAAAAAAAAAEEQgA"
        "DgAAAAAAAAAEEggADgAAAAAAAAACCQEAAgIEAAIFBQADBwEBAgMBAAIGAQAECwgAAAAAAAAAAAAENwQAggAAAAQXDAAAAAAA"
        "BAC4AQDwEQAEFwwAAAAAAAMAsAEA8CEABBcMAAAAAAACADABAPABAgQXDAAAAAAAAQCwAADwAQIEFwwAAAAAAAAAMAAA8AEC"
        "A1AAAAMbgAACTBAAA18BAQQxBADgDQAABCk8AP//////////////////////////////////////////////////////////"
        "/////////////////////wQoPADQAAAAkAsAAPANAABwDgAAIA8AACATAADQEwAAMCIAAFAiAABwIgAAsCIAAMAiAADQMgAA"
        "0DMAAAA0AAABVAAABDkwApACAAD/AAAAAMABAAABBgCgAgAA/wAAABDAAQAAAQYAsAIAAP8AAAAIwAEAAAEGAMACAAD/AAAA"
        "GMABAAABBgDQAgAA/wAAACDAAQAAAQYA4AIAAP8AAAAowAEAAAEGAPACAAD/AAAAMMABAAABBgAAAwAA/wAAADjAAQAAAQYA"
        "EAMAAP8AAABAwAEAAAEGACADAAD/AAAASMABAAABBgAwAwAA/wAAAFDAAQAAAQYAQAMAAP8AAABYwAEAAAEGAFADAAD/AAAA"
        "YMABAAABBgAgBgAA/wAAAADAAQAKAQoAkAkAAP8AAAAgwAEACgEcALALAAD/AAAAOMABAAEBHABgDgAACgAAADDAAQABAT8A"
        "kA4AAP8AAAAowAEACgEcAEAiAAAHAAAAMMABAAEBPwDgMgAAAAAAABDAAQABAT8AgDMAAAcAAAAgwAEACgE/AKAzAAAHAAAA"
        "KMABAAoBPwDwMwAABwAAADjAAQABAT8AEDQAAAcAAAAwwAEAAQE/AGA3AAD/AAAAEMABAAoBBgCQPgAA/wAAADjAAQAKAQwA"
        "4D8AAP8AAAAwwAEACgENAGBBAAD/AAAAAMABAAoBCgCQQQAA/wAAACDAAQAKARwAwEEAAP8AAAAowAEACgEcAPBBAAAHAAAA"
        "IMABAAoBPwAgQgAABwAAACjAAQAKAT8AUEIAAP8AAAAQwAEACgEGAIBCAAD/AAAAOMABAAoBDACwQgAA/wAAADDAAQAKAQ0A"
        "AzgNAAQcEABgBAAAoDQAAAA1AABQQQAABAUMAAACAAABAAAAAQAAAAQeBAAAAAAAAxm8AQQKCAAPAAAAEAK8AQQ2BAAIAAAA"
        "AAAAAP////8AAAAA/v///wAAAAD9////AAAAAPz///9PAAAAAAAAAAIAAAAOAAAAAAAAAAAAAAAdAAAAAAAAAAIAAAAOAAAA"
        "AAAAAAAAAADEAAAAAAAAAAIAAAAOAAAA4EIAAAAAAABEAAAAAAAAAAIAAAAOAAAAAAAAAAAAAACgAAAAAAAAAAIAAAAOAAAA"
        "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAgnsB/wAKAAAACAAAAPAPAIJ7AP8ACwAAAAgAAAAiDgC5ehQAAIIAAAAKAAAA4g8A"
        "DHgAAGfEAQBwQPADANofAEcJBAAAAAAAAACAAwDqDwBceQAABAAAAAAAMAAA4g8AGXkEAAAAAAAAIQAAACIOAMN5BwAAAAAA"
        "ACUAAABiDgBFeQAAMAMAAAAAgAMA4g8AGXgA/x8AAAAEFAEAAOQfAAxyAAT/AAAAcFLwAwDkDwARcgAABAAAAP84jwcAyA8A"
        "GXgC/wcAAAAAFAEAAMwPAIl1AgL/HwAAAAAOAAAkDgDKchMCAAAAAAAADgAA4h8ARwmsAAAAAAAAAIADANwvAMN5BgAAAAAA"
        "AIgAAAAiDgCCeAQAAAQAAAAAAAAA4g8AgngFAAEAAAAAAAAAAOIPAIJ4CAAMAAAAAAAAAADiDwC5egoAAGYAAAAKAAAA4g8A"
        "kHgICAAAEAA/4f8PAMgPAJl4CQgLAAAAPwYACADkDwCZeAgIAQAAAD8GAAgA5A8AkHgMCjAAAAA/4PEPAOQPAJB4DgqwAAAA"
        "P+DzDwDkDwCQeBAKMAEAAD/g9Q8A5A8AkHINPwsAAAA/5H8IAOIPAIJ4CgCAAQAAAAAAAADiDwCQcg8/CwAAAD/k/wgAxA8A"
        "kHIRPwsAAAA/5H8JAOQPAJB4CgoAABAAP+H/DwDIDwCZeAsKCwAAAD8GAAgA5A8AmXgKCgEAAAA/BgAIAOQPAJFyBgYEAAAA"
        "P8CODwDkHwCQeAQFAAAQAD/h/w8AyA8AmXgFBAsAAAA/BgAIAOQPAJl4BAQBAAAAPwYACADkDwCQeAYG/wMAAD/g/w8AyA8A"
        "kngGBgD8//8/wI4PAOIPAMZzAAAAAAAAAAAAAAA2DgCydT8GBADAAQABAAgAYhAAsnU/BggQwAEAAQAIAKIAALJ1PwYECMAB"
        "AAEACADiAACydT8GCBjAAQABAAgAIgEAsnU/BgQgwAEAAQAIAGIBALJ1PwYEKMABAAEACAAiAACydT8GCDDAAQABAAgAIgAA"
        "snU/Bgg4wAEAAQAIACIAALJ1PwYEQMABAAEACAAiAACydT8GBEjAAQABAAgAIgAAsnU/BghQwAEAAQAIACIAALJ1PwYIWMAB"
        "AAEACAAiAACydT8GCmDAAQABAAgAIgAAGHkAAAAAAAAAAAAAAOIPALl5AAwAAAAAAAAECADiAQC5eQAOAAAAAAAABAgA4gEA"
        "uXkAEAAAAAAAAAQIAOIBABh5AAAAAAAAAAAAAADiDwBBeQAAAAAAAAAAgAMA6h8AHXsAAAAAAAAAAAEAAOLvAwx8AP8TAAAA"
        "cFLyCwDKDwC5ehYAAAMAAAAIAAAA0A8AR5kwADAAAAAAAIADAOoPABh5AAAAAAAAAAAAAADQDwDIeQAAoAAAAAAGAAgAJA4A"
        "HHgAAAAAAAAI8PADANofAEeJ8AD8//////+DAwDqDwCMeAAHfwUAAHBC8AsAzA8AHHgAAAAAAAAI8PADANoPAE0JAAAAAAAA"
        "AACAAwDqDwDDeQQAAAAAAACIAAAAIg4AgngMAAAEAAAAAAAAAOIPABJ4AwCA/////8COBwDiDwCQeBkT/////z/g/w8A4g8A"
        "gnwFAD8AAAAAAAAIAMYPACR4AwQBAAAAAwqOBwDiDwSCewX/APIAAAAIAAAAYg4AEngEBB8AAAD/wI4HAOIPAJFyDAQMAAAA"
        "P8CODwDGHwCCfAQAPwAAAAAAAAgA4g8AkHgYDP8DAAA/4P8PAMgPAJJ4GhgA/P//P8CODwDiDwAgeAUFO6q4PwAAQAAAxi8A"
        "kXIbGRoAAAA/aI4PANgPAJl4CD8BAAAABBYBCADiDwAkcgn//wAAAP8AjgcA4h8AmXgGBAMAAAA/BgAIAOIPACRyAP//AAAA"
        "/wCOBwDiLwCSeAgIAQAAAD/Ajg8A5A8AkngGBggAAAA/wI4PAOQPAJJ4DgQBAAAAP8CODwDkDwCSeAoGAPz//xj4jg8A4g8A"
        "JH4C/wgAAAD/AI4PAOIPAKV4CAfpoosuPwKODwDEDwCkeA4OAGAAABsCjg8A5A8AGXgCAh8AAAD/BgAAAOIPAJl4Bj8fAAAA"
        "CRYBCADGDwCndQD/AgDAAUoBAAgAIg4AkXIGCQYAAAA/8o8PAMgPAKR4Bgbq////BwKODwDIDwCkeAYGAwAAABkCjg8AyA8A"
        "mXgNBgYAAAA/BgAIAMgPAIx4AA0AEAAAcGLwCwDIDwCHeAY/IAAAAAAAAAgAzA8AJH4G/wYAAAD/AI4PAOIPAEeJrAA4AAAA"
        "AACAAwDsHwAMeAAGAQAAAHBi8AMA5A8ABXh0AAAAAAAA/wEAAOQPAAV4cgAAAAAAAP8BAADkDwAFeHAAAAAAAAD/AQAA5A8A"
        "BXhuAAAAAAAA/wEAAOQPAAV4bAAAAAAAAP8BAADEDwAFeGoAAAAAAAD/AQAA5A8ABXhoAAAAAAAA/wEAAOQPAAV4ZgAAAAAA"
        "AP8BAADkDwAFeGQAAAAAAAD/AQAA5A8ABXhiAAAAAAAA/wEAAOQPAAV4YAAAAAAAAP8BAADEDwAFeF4AAAAAAAD/AQAA5A8A"
        "BXhcAAAAAAAA/wEAAOQPAAV4WgAAAAAAAP8BAADkDwAFeFgAAAAAAAD/AQAA5A8ABXh2AAAAAAAA/wEAAOIPAEeJoAAYAAAA"
        "AACAAwDsDwCQeAgOIAAAAD/g/w8A4g8AJHQH/wAAgP//AI4HAOIPAJB4CQ5AAAAAP+D/DwDiDwAkdAL/AACA//8AjgcA4g8A"
        "kHgKDmAAAAA/4P8PAOIPACRydf//AAAA/wCOBwDiDwCSeAYOAPwDAD/Ajg8A5A8AkngICCD8AwA/wI4PAOQPAJJ4CQlA/AMA"
        "P8CODwDEDwCSeAoKYPwDAD/Ajg8A5A8AmXgGPwQAAAAGFgEIAOQPAJl4CD8EAAAACBYBCADkDwCZeAk/BAAAAAkWAQgA5A8A"
        "mXgKPwQAAAAKFgEIAOQPAJJ4DwYAAAEAP/yODwDEDwCSeBAIAAABAD/8jg8A5A8AkngRCQAAAQA//I4PAOQPAJJ4EgoAAAEA"
        "P/yODwDiDwCCfAYAPwAAAAAAAAgA1g8AkHIIBgUAAAA/4P8PAMgPAJFyCQgIAAAAPwiPDwDIDwCZeAo/AQAAAAkWAQgA5A8A"
        "kngJCf7///8/wI4PAOQPAJJ4CgoBAAAAP8CODwDkDwCQcgkICQAAgD/g/w8AyA8AkXIcCRoAAAA/KI4PAOIPACR+CP8KAAAA"
        "/wCODwDKDwAZeAgIHwAAAP8GAAAAyA8Ap3UA/wggwAFcAQAIACQOAEeJ+AA0AAAAAACAAwDqHwCSeAgYAPwDAD/Ajg8A4g8A"
        "xXkAAAAAAAAAAAAAAOIPAIJ4CwBAAABAAAAAAADiDwAMcgAE/wAAAHBS8AMA4g8AkXIXCQgAAAA/eI4PAOIPAAx8AP8GAAAA"
        "cFLyCwDkDwCCeAkAQAAAQAAAAAAA4g8AkHgIFwDAAAA/4P8PAMgPAJJ4CAgA/AMAP8CODwDIDwCZeBY/BAAAAAgWAQgAxg8A"
        "gnwIAA8AAAAAAAAIAOIPAJJ4ChYAAAEAP/yODwDSDwDweRgIAADgAf8IcAwA4g8AkngKFgIAAQA//I4PAOIPAIJ8CAAQAAAA"
        "AAAACADiDwCCeAkAQAAAQAAAAAAA4g8AgngLAEAAAEAAAAAAANAPAPB5GAgAAOABGAhwCADiDwCSeAoWBAABAD/8jg8A4g8A"
        "gnwIABEAAAAAAAAIAOIPAIJ4CQBAAABAAAAAAADiDwCCeAsAQAAAQAAAAAAA0A8A8HkYCAAA4AEYCHAIAOIPAJJ4ChYGAAEA"
        "P/yODwDiDwCCfAgAEgAAAAAAAAgA4g8AgngJAEAAAEAAAAAAAOIPAIJ4CwBAAABAAAAAAADQDwDweRgIAADgARgIAAgA5g8A"
        "xXkAAACAAAAAAAEAAOQPAAl4CxgAAID/AACABwDiDwAYeQAAAAAAAAAAAAAA4g8ACXgKGQAAgP8AAIAHAOIPAKeJ////OMAB"
        "HAAQCADiDwAJeA0gAACA/wAAgAcA5A8ACXgMIQAAgP8AAIAHAMQPAAlyCxwLAAAAAACABwDkDwAJcgodCgAAAAAAgAcA5A8A"
        "CXINJA0AAAAAAIAHAOQPAAlyDCUMAAAAAACABwDkDwAJcgsoCwAAAAAAgAcA5A8ACXIKKQoAAAAAAIAHAMQPAAlyDTANAAAA"
        "AACABwDkDwAJcgwxDAAAAAAAgAcA5A8ACXILLAsAAAAAAIAHAOQPAAlyCi0KAAAAAACABwDkDwAJcg00DQAAAAAAgAcA5A8A"
        "CXIMNQwAAAAAAIAHAMQPAAlyCzgLAAAAAACABwDkDwAJcgo5CgAAAAAAgAcA5A8ACXINQA0AAAAAAIAHAOQPAAlyDEEMAAAA"
        "AACABwDkDwAJcgs8CwAAAAAAgAcA5A8ACXIKPQoAAAAAAIAHAMQPAAlyDUQNAAAAAACABwDkDwAJcgxFDAAAAAAAgAcA5A8A"
        "CXILSAsAAAAAAIAHAOQPAAlyCkkKAAAAAACABwDkDwAJcg1QDQAAAAAAgAcA5A8ACXIMUQwAAAAAAIAHAMQPAAlyC0wLAAAA"
        "AACABwDkDwAJcgpNCgAAAAAAgAcA5A8ACXINVA0AAAAAAIAHAOQPAAlyDFUMAAAAAACABwDkDwAJcgoLCgAAAAAAgAcA5A8A"
        "CXINDQwAAAAAAIAHAMgPAAlyDQoNAAAAAACABwDiDwBHmSQAAAAAAAAAgAMA7A8Ahng/AAAAAAAAAAAAAOIPABh5AAAAAAAA"
        "AAAAAADIDwCQiAgG/////wXg/w8AzA8AJH4K/wgAAAD/AI4PAMoPABGMCgoIAAAA/wiPDwDIDwASiAoK/v//B//AjgcAyA8A"
        "EIwKCggAAAD/4f8PAMgPABGMCgoaAAAA/yiODwDIDwCnif8K/zDAAT8AEAgA5gEAiX8KDQAfIAwAAA4AACIeAAl4FxoAAID/"
        "AACABwDiDwCndQD/CCjAAVwBAggAYg4ACXgMGwAAgP8AAIAHAMgPAAlyDB8MAAAAAACABwDIDwAJcgwrDAAAAAAAgAcAyA8A"
        "CXIMLwwAAAAAAIAHAMgPAAlyDDsMAAAAAACABwDIDwAJcgw/DAAAAAAAgAcA5A8ACXILDQoAAAAAAIAHAOQfAAlyDEsMAAAA"
        "AACABwDGDwCJfwoLAB9ADAAADgAAIg4ACXIMTwwAAAAAAIAHAOQPAAlyCgsKAAAAAACABwDKHwAgcg8FCgAAAAAAQAAAyg8A"
        "CXIKDwIAAAAAAIAHAMoPACNyEAUYAAAACggAAADiDxQjchEFHAAAAAoIAAAA4g8UI3IYBR0AAAAKCAAAAOIPFAl4HSIAAID/"
        "AACABwDiDwAjchUFGQAAAAoIAAAA4g8QCXgcIwAAgP8AAIAHAOIPACNyDQUgAAAACggAAADiDxQJchkeFwAAAAAAgAcA4g8A"
        "I3IWBSEAAAAKCAAAAOIPFAlyHSYdAAAAAACABwDiDwAjcg4FJAAAAAoIAAAA4g8QCXIcJxwAAAAAAIAHAOIPACNyEwUlAAAA"
        "CggAAADiDxQJchkqGQAAAAAAgAcA4g8AI3ISBS0AAAAKCAAAAOIPFAlyHTIdAAAAAACABwDiDwAjcjkFOQAAAAoIAAAA4g8Q"
        "CXIgMxwAAAAAAIAHAOIPACNyNAU0AAAACggAAADiDxQJchkuGQAAAAAAgAcA4g8AI3IPBSgAAAAKCAAAAOIPFAlyHTYdAAAA"
        "AACABwDiDwAjchQFKQAAAAoIAAAA4g8QCXIgNyAAAAAAAIAHAOIPACNyMAUwAAAACggAAADiDxQJciE6GQAAAAAAgAcA4g8A"
        "I3IxBTEAAAAKCAAAAOIPEAlyHUIdAAAAAACABwDiDwAIcxkANAAAAAAIAAAA4gEACXIgQyAAAAAAAIAHAOIPACNyNQU1AAAA"
        "CggAAADiDxQJciE+IQAAAAAAgAcA4g8AI3I4BTgAAAAKCAAAAOIPFAlyHUYdAAAAAACABwDiDwAjcigFPQAAAAoIAAAA4g8Q"
        "CXIkRyAAAAAAAIAHAOIPACNyCwUsAAAACggAAADiDxQJciFKIQAAAAAAgAcA4g8AI3I0BUkAAAAKCAAAAOIfEAlyHVIdAAAA"
        "AACABwDiDwAIcxcAMAAAAAAIAAAA4gEACXIkUyQAAAAAAIAHAOIPACNyLAVBAAAACggAAADiDxQJciFOIQAAAAAAgAcA4g8A"
        "I3IpBUQAAAAKCAAAAOIPAAlyJVYdAAAAAACABwDiDwAhcgIKAgAAAAABAAAA4g8ACXIkVyQAAAAAAIAHAOIPAAhzHAAxAAAA"
        "AAgAAADiBAAJcgwhDAAAAAAAgAcA4g8AI3IhBTwAAAAKCAAAAOIPEAlyJSUkAAAAAACABwDiDwAjcjAFRQAAAAoIAAAA4h8U"
        "I3I8BVEAAAAKCAAAAMQPAAlyDAwlAAAAAACABwDiDwAIcyQAOQAAAAAIAAAA4g8AI3IlBUAAAAAKCAAAAOIPFCNyMQVMAAAA"
        "CggAAADiTxQjckAFVQAAAAoIAAAA4g8AiX8tDAAfIAwAAA4AACgOAAhzIAA1AAAAAAgAAAAiBQA+coQcFwAAAP8AAAAAzo8A"
        "CHMdADgAAAAACAAAAGIHACNyNQVQAAAACggAAADOTwAIcxAAEAAAAAAIAAAA4g8AI3I4BU0AAAAKCAAAAOKPFD5yhiAZAAAA"
        "/wAAAADkDwEJcjkMLQAAAAAAgAcA4h8AI3ItBUgAAAAKCAAAAMYPAAhzFQAVAAAAAAgAAAAiDgCJfww5AB9ADAAADgAAog4A"
        "PnKIJB0AAAD/AAAAAMwPAghzDwAPAAAAAAgAAADwDwAIcxQAFAAAAAAIAAAA4g4APnJ4FRAAAAD/AAAAAM4fAAhzLQAtAAAA"
        "AAgAAADiDwAJcgw5DAAAAAAAgAcA4k8AI3I5BVQAAAAKCAAAAMgPACByDAUMAAAAAABAAADkDwAIczQANAAAAAAIAAAAIg4A"
        "PnKAFA8AAAD/AAAAAOSPAAlyDAwHAAAAAACABwDKDwAjcj0FIwAAAAwIAAAA4g8UI3IjBSYAAAAMCAAAAOIPFCNyGgUaAAAA"
        "DAgAAADiDxQjchsFGwAAAAwIAAAA4g8UI3ImBSoAAAAMCAAAAOIPFCNyKwUrAAAADAgAAADiDxQjckoFSgAAAAwIAAAA4g8U"
        "I3JLBUsAAAAMCAAAAOIPFCNyOgU6AAAADAgAAADiDxQjcjsFOwAAAAwIAAAA4g8UI3JEBScAAAAMCAAAAOIPFAhzDQANAAAA"
        "AAgAAADiDwAjch4FHgAAAAwIAAAA4g8UI3IfBR8AAAAMCAAAAOIPFCNyIgUiAAAADAgAAADiDxQjcicFLgAAAAwIAAAA4g8U"
        "I3IyBTIAAAAMCAAAAOIPFCNyNgU2AAAADAgAAADiDxQjck4FTgAAAAwIAAAA4g8UCHMWABYAAAAACAAAAKIOACNyTwVPAAAA"
        "DAgAAADiDxQjclIFUgAAAAwIAAAA4g8UI3JTBVMAAAAMCAAAAOIPFCNyVgVWAAAADAgAAADiDxQjclcFVwAAAAwIAAAA4g8U"
        "I3IvBS8AAAAMCAAAAOIPFCNyMwUzAAAADAgAAADiDxQIcwsACwAAAAAIAAAA4g8AI3I3BTcAAAAMCAAAAOIPFCNyPgU+AAAA"
        "DAgAAADiDxQjcj8FPwAAAAwIAAAA4g8UI3JCBUIAAAAMCAAAAOIPFCNyQwVDAAAADAgAAADiDxQjckYFRgAAAAwIAAAA4g8U"
        "I3JHBUcAAAAMCAAAAOIPAAhzEgASAAAAAAgAAADiDgA+cpA0LQAAAP8AAAAA4h8AIXIHDAcAAAAAAQAAAOIPAD5yfBYNAAAA"
        "/wAAAADGTwAwcg2AkAAAAAAAAAAA5A8ACHMRABEAAAAACAAAAPAPAAhzGAAYAAAAAAgAAAAiDgA+coISCwAAAP8AAAAA4o8A"
        "MHILeIgAAAAAAAAAAMgPADByEgsNAAAAAAAAAADkDwAIcw4ADgAAAAAIAAAA8A8ACHMTABMAAAAACAAAAKIOAD5yehgRAAAA"
        "/wAAAADOHwAIcyEAIQAAAAAIAAAA8A8ACHMoACgAAAAACAAAACIOAD5yfhMOAAAA/wAAAADOTwAIcyUAJQAAAAAIAAAA8A8A"
        "CHMsACwAAAAACAAAAKIOAD5yiighAAAA/wAAAADKHwAwcgt6igAAAAAAAAAA5A8ACHMpACkAAAAACAAAAPAPAAhzMAAwAAAA"
        "AAgAAAAiDgA+cowsJQAAAP8AAAAAyk8AMHINfIwAAAAAAAAAAOQPAAhzMQAxAAAAAAgAAADwDwAIczgAOAAAAAAIAAAAog4A"
        "PnKOMCkAAAD/AAAAAMofADByDn6OAAAAAAAAAADkDwAIczUANQAAAAAIAAAA8A8ACHM8ADwAAAAACAAAACIOAD5ykjgxAAAA"
        "/wAAAADKTwAwcg+CkgAAAAAAAAAA5A8ACHM5ADkAAAAACAAAAOQPADByDwsPAAAAAAAAAADMDwAIc0AAQAAAAAAIAAAAog4A"
        "PnKUPDUAAAD/AAAAAMofADByEISUAAAAAAAAAADkDwAIcxoAGgAAAAAIAAAA5A8AMHINDRAAAAAAAAAAAMgPADByDRINAAAA"
        "AAAAAADkDwAIcxsAGwAAAAAIAAAAIg4APnKWQDkAAAD/AAAAAMpPADByEYaWAAAAAAAAAADkDwAIcyYAJgAAAAAIAAAA5A8A"
        "MHIODhEAAAAAAAAAAMgPADByDg8OAAAAAAAAAADkDwAIcysAKwAAAAAIAAAAog4APnJ5GxoAAAD/AAAAAOIfADByDQ0OAAAA"
        "AAAAAADKDwAwcg//DQAAIABBAAAA4g8ACHOJADoAAAAACAAAAPAPAAhzTAA7AAAAAAgAAAAiDgA+coErJgAAAP8AAAAAzk8A"
        "CHNKAEoAAAAACAAAAPAPAAhzSwBLAAAAAAgAAACiDgA+colMiQAAAP8AAAAAyh8AMHITeYkAAAAAAAAAAOQPAAhzhQAyAAAA"
        "AAgAAADwDwAIc4cANgAAAAAIAAAA4g8APnKRS0oAAAD/AAAAAMpPADByFIGRAAAAAAAAAADkDwAIcx4AHgAAAAAIAAAA5A8A"
        "MHIWExQAAAAAAAAAAMwPAAhzHwAfAAAAAAgAAAAwDgAIcyIAIgAAAAAIAAAA8A8ACHM9AD0AAAAACAAAAKIOAD5yex8eAAAA"
        "/wAAAADOHwAIcyMAIwAAAAAIAAAA8A8ACHNEAEQAAAAACAAAACIOAD5yfT0iAAAA/wAAAADOTwAIcycAJwAAAAAIAAAA8A8A"
        "CHMqAC8AAAAACAAAAKIOAD5yf0QjAAAA/wAAAADOHwAIcy4AMwAAAAAIAAAAMA4ACHNIADcAAAAACAAAAOIOAD5ygyonAAAA"
        "/wAAAADOTwAIc4sAPgAAAAAIAAAA4g8APnKFLoUAAAD/AAAAAM4fAAhzMgA/AAAAAAgAAAAiDgA+codIhwAAAP8AAAAAzo8A"
        "CHONAEIAAAAACAAAAPAPAAhzNgBDAAAAAAgAAACiDgA+cosyiwAAAP8AAAAAyh8AMHILe4sAAAAAAAAAAOQPAAhzjwBGAAAA"
        "AAgAAADwDwAIczoARwAAAAAIAAAAIg4APnKNNo0AAAD/AAAAAMpPADByEH2NAAAAAAAAAADkDwAIc04ATgAAAAAIAAAA8A8A"
        "CHNPAE8AAAAACAAAAKIOAD5yjzqPAAAA/wAAAADKHwAwchF/jwAAAAAAAAAA5A8ACHNSAFIAAAAACAAAAPAPAAhzUwBTAAAA"
        "AAgAAAAiDgA+cpNPTgAAAP8AAAAAyk8AMHITg5MAAAAAAAAAAOQPAAhzVgBWAAAAAAgAAADkDwAwchMLEwAAAAAAAAAAzA8A"
        "CHNXAFcAAAAACAAAAKIOAD5ylVNSAAAA/wAAAADKHwAwchSFlQAAAAAAAAAA5A8ACHMLAAIAAAAACAAAAOQAADByEBAUAAAA"
        "AAAAAADIDwAwchAWEAAAAAAAAAAA5A8ACHMOAAcAAAAACAAAACIPAD5yl1dWAAAA/wAAAADiTwAwcgL/DQAAMABBAAAAyB8A"
        "MHIVh5cAAAAAAAAAAOQPACFyAg8CAAAAAAAAAADiDwAgclhYCwAAAAAAQAAA4o8IMHIRERUAAAAAAAAAAOQPACNyAAsAAAAA"
        "AgAAAADiDwAgcllZCwAAAAAAQAAA4g8IIHJcXAsAAAAAAEAAAOIPCDByERMRAAAAAAAAAADkDwAgcl1dCwAAAAAAQAAA4g8I"
        "IHJgYAsAAAAAAEAAAOIPCCByYWELAAAAAABAAADiDwAwchAQEQAAAAAAAAAAxA8AIHJkZAsAAAAAAEAAAOIPCCByZWULAAAA"
        "AABAAADiDwggcmhoCwAAAAAAQAAA4g8IIHJpaQsAAAAAAEAAAOIPCDByDf8QAAAgAEEAAADkDxAgcmxsCwAAAAAAQAAA4g8I"
        "MHIQ/xAAADAAQQAAAOQPACBybW0LAAAAAABAAADiDwggcnBwCwAAAAAAQAAA4g8IIHJxcQsAAAAAAEAAAOIPCCBydHQLAAAA"
        "AABAAADiDwghcg0NEAAAAAAAAAAA4g8AIHJ1dQsAAAAAAEAAAOIPACByWloOAAAAAABAAADiDwkgcltbDgAAAAAAQAAA4g8I"
        "I3IJDgkAAAANAAAAAOIPACByXl4OAAAAAABAAADiDwggcl9fDgAAAAAAQAAA4g8IIHJiYg4AAAAAAEAAAOIPCCByY2MOAAAA"
        "AABAAADiDwggcmZmDgAAAAAAQAAA4g8IIHJnZw4AAAAAAEAAAOIPCCByamoOAAAAAABAAADiDwggcmtrDgAAAAAAQAAA4g8I"
        "IHJubg4AAAAAAEAAAOIPCCByb28OAAAAAABAAADiDwggcnJyDgAAAAAAQAAA4g8IIHJzcw4AAAAAAEAAAOIPCCBydnYOAAAA"
        "AABAAADiDwggcnd3DgAAAAAAQAAA4g8AR5loACAAAAAAAIADAOwvAJB4CBcAAAEAP+D/DwDiDwDFeQAAAAAAAAAAAAAA4g8A"
        "gngLAEAAAEAAAAAAAOIPAJB4BgYBAAAAP+D/DwDiDwAkcgf//wAAAAwAjgcA4g8AkngICAD8AwA/wI4PAOIPACRyAv//AAAA"
        "CgCOBwDGDwCZeAg/BAAAAAgWAQgA4g8ADHwABgYAAABwMvILAMYPAJJ4CggAAAEAP/yODwDIDwCXeBYKgAAAAD/g/w8Ayg8A"
        "8H1YeAgA4EBYCHAIAOgPAPB9WHwUAOBAWAhwCADiDwCXeBYKAAEAAD/g/w8A0g8A8H1YgBQA4EBYCHAIAOIPAJd4FgqAAQAA"
        "P+D/DwDSDwDwfViEFADgQFgIcAgA4g8Al3gWCgACAAA/4P8PANIPAPB9WIgUAOBAWAhwCADiDwCXeBYKgAIAAD/g/w8A0g8A"
        "8H1YjBQA4EBYCHAIAOIPAJd4FgoAAwAAP+D/DwDkDwCXeAoKgAMAAD/g/w8Azg8A8H1YkBQA4EBYCHAIAOgPAPB9WJQIAOBA"
        "WAgACADiDwBHmdAA5P//////gwMA6g8AJH4H/wUAAAD/AI4PAOIPAMV5AAAAgAAAAAABAADIDwAQiAIG/////wfg/wcAyA8A"
        "EYIHAgIAAAD/CI8HAMgPABKIBwf+//8H/8COBwDKDwAkiAcCAQAAAAcKjgcAyg8AEYwHBxoAAAD/KI4PAOIPABh5AAAAAAAA"
        "AAAAAADGDwCnif8H/zDAAT8AEAgA5gEAiX8HAAAfIAwAAA4AACIeAIx4AA3/DwAAcELwCwDGDwCJfwIJAB8gDAAADgAAZg4A"
        "HHgAAAAAAAAI8PADAOIPACFyBwcAAAAAAAAAAADiHwAhcggCCQAAAAAAAAAAyC8AiX8CBwAfQAwAAA4AACgOAIl/CwgAH0AM"
        "AAAOAABiDgAhcgIHAgAAAAAAAAAA4h8AIXITCAsAAAAAAAAAAOIvAEcJyAAMAAAAAACAAwDsDwA2eAACAACAAQAAAAAA4g8A"
        "pXgGB+miiy4/Ao4PAOIPAEV5AADQAAAAAACAAwDmDwASeAAAAACAf//AjgcA4g8AmXgGPx8AAAAHFgEIAMYPAAx4AAD///8B"
        "cEDwAwDaDwBHCRAAAAAAAAAAgAMA6g8AAngSAJAjAAAADwAAAM4PAER51AAcAAAAAADAAwDqDwAkcgv//wAAAAAAjgcA4g8A"
        "R3kQAAAAAAAAAIADAOwPAAhzCwACAAAAABAAAAAkDgAjdAACAACAvwsAAAAAyB8AIXIAAP8AAIAAAQEAAMgPACNyCwsAAAAA"
        "CwAAAADODwBBeQAAAAAAAAAAgAMA6g8AGXgI/x8AAAADFAEAAOIPAJByDg4MAACAP+D/DwDiDwAgclhYCwAAAAAAQAAA4g8I"
        "IHJZWQsAAAAAAEAAAOIPABFyAAgDAAAA/yiPBwDiDwCRcgYHBgAAAD/wjw8A4g8ARXkAABACAAAAAIADAOQPABJ4AgDg////"
        "/8COBwDiDwCZeAYGDAAAAD8GAAgA4g8AGXgJ/wUAAAAAFAEAAMQPAD5yWVlYAAAA/wAAAADiDwAkeAIDAQAAAAIKjgcA4g8A"
        "mXgHPx8AAAAGFAEIAMgPABl4B/8fAAAAAhQBAADIDwARcgcHAgAAAP8QjwcA5A8AEXICCAMAAAD/EI8HAOQPABl4AP8CAAAA"
        "BxQBAADkDwASeAIC/P//P//AjgcAxg8AJHgJCRAAAAAAAo4HAOQPACR4AgMBAAAAAgqOBwDkDwAkeAAJEAAAAP8AjgcA5A8E"
        "JHgOCYAAAAD/AI4HAOIPABF8BwIOAAAA/xCODwDkDwASeA8AcAAAAP/AjgcA4g8ANngAEwAAgAEAAAAAAMYPABJyCg8OAAAA"
        "//yOBwDkDwASeAAAAACAf//AjgcA5A8AEHwKBwwAAAAK4P8PAOQPAAx4AAD///8BcEDwAwDGDwCIcwAKWQAAAAAIAAAA9AEA"
        "RwkQAAAAAAAAAIADAOofACRyAv//AAAAEwCOBwDiDwACeBIAICYAAAAPAAAAzg8ARHkwABwAAAAAAMADAOoPAEd5EAAAAAAA"
        "AACAAwDqDwAIcwAAEwAAAAAQAAAAJA4AI3QCEwAAgL8AAAAAAMgfACFyDQL/AACAAAEBAADIDwAjcgAADQAAAAAAAAAAzg8A"
        "QXkAAAAAAAAAAIADAOoPADZ4CQkIAAAAAAAAAADkDwAgclpaAAAAAAAAQAAA4g8IIHJbWwAAAAAAAEAAAOIPCCByXl4AAAAA"
        "AABAAADiDwggcl9fAAAAAAAAQAAA4g8IIHJiYgAAAAAAAEAAAOIPCCByY2MAAAAAAABAAADiDwggcmZmAAAAAAAAQAAA4g8I"
        "IHJnZwAAAAAAAEAAAOIPCCByamoAAAAAAABAAADiDwggcmtrAAAAAAAAQAAA4g8IIHJubgAAAAAAAEAAAOIPCCByb28AAAAA"
        "AABAAADiDwggcnJyAAAAAAAAQAAA4g8IIHJzcwAAAAAAAEAAAOIPCCBydnYAAAAAAABAAADiDwggcnd3AAAAAAAAQAAA4g8A"
        "JHgACRAAAAD/AI4HAMQPACByXFwLAAAAAABAAADiDwggcl1dCwAAAAAAQAAA4g8IIHJgYAsAAAAAAEAAAOIPCCByYWELAAAA"
        "AABAAADiDwggcmRkCwAAAAAAQAAA4g8IIHJlZQsAAAAAAEAAAOIPCCByaGgLAAAAAABAAADiDwggcmlpCwAAAAAAQAAA4g8I"
        "IHJsbAsAAAAAAEAAAOIPCCBybW0LAAAAAABAAADiDwggcnBwCwAAAAAAQAAA4g8IIHJxcQsAAAAAAEAAAOIPCCBydHQLAAAA"
        "AABAAADiDwggcgt1CwAAAAAAQAAA4g8AEngCDhAAAAAP9o4HAOIPECR4CQmAAAAA/wCOBwDiDwASeAAAcAAAAP/AjgcA4g8A"
        "NngNAwABAAAAAAAAAOIPAD5ydAt0AAAA/wAAAADiDwCQcgYNBgAAAD/g8Q8A4g8AEngMDiAAAAAP9o4HAMQPABJ4EA4wAAAA"
        "D/aOBwDiDxSRcg0NBwAAAD8ODwgA4g8AEngUDkAAAAAP9o4HAOQPFBJ4GA5QAAAAD/aOBwDkDxQSeBwOYAAAAA/2jgcA5A8U"
        "EngeDnAAAAAP9o4HAOQPABB8CwcMAAAAAuD/DwDEDwASeAIJEAAAAAD2jgcA5A8UEngOCSAAAAAA9o4HAOQPFBJ4EgkwAAAA"
        "APaOBwDkDxQSeBYJQAAAAAD2jgcA5A8UEngaCVAAAAAA9o4HAOQPAD5yW1taAAAA/wAAAADEDwASeAAJYAAAAAD2jgcA4g8A"
        "NngJA4AAAAAAAAAAAOIPABFyCAgDAAAA/xiPBwDiDwCIcwAKWwAEAAAIAAAA4gEAPnJcXVwAAAD/AAAAAOQPABB8HQcMAAAA"
        "DOD/DwDkDwQQfC0HDAAAAALg/w8A4g8EiHMAC1wAAAAACAAAAOIDABB8KwcMAAAADuD/DwDiDwA2eA4DgAEAAAAAAAAA4g8A"
        "EngCCPj/////wI4HAMQPABl4Cv8fAAAACRQBAADkHwAQfB8HDAAAAADg/w8A5A8EEXIKCgkAAAD/GI8HAOQPABl4AP8DAAAA"
        "CBQBAADkDwASeAwK+P/////AjgcA5A8AEHwpBwwAAAAQ4P8PAMQPABB8EwcMAAAAFOD/DwDiDwAkeAsJAQAAAAwKjgcA4i8A"
        "EHwjBwwAAAAY4P8PAOQPBBB8FQcMAAAAHOD/DwDiDwAkeBkLCAAAAP8AjgcA4g8AEHwhBwwAAAAe4P8PAOIPBCR+Hv8TAAAA"
        "/wCODwDiDwAQfCcHDAAAABLg/w8A5A8EEHwlBwwAAAAW4P8PAMQPABB8FwcMAAAAGuD/DwDiDwAkeAcDAQAAAAIKjgcA4g8A"
        "GXgI/x8AAAANFAEAAOQPAD5yXl9eAAAA/wAAAADkDwAZeAn/HwAAAA4UAQAA5A8APnJgYWAAAAD/AAAAAOIPAIhzAC1eAAAA"
        "AAgAAADiDwA+cmJjYgAAAP8AAAAAxA8APnJkZWQAAAD/AAAAAOIPAIhzAB1gAAAAAAgAAADiAQARcggIDQAAAP8YjwcA5A8A"
        "PnJmZ2YAAAD/AAAAAOIPAIhzACtiAAAAAAgAAADiDwARcg8JDgAAAP8YjwcA5A8APnJoaWgAAAD/AAAAAOIPAIhzAClkAAAA"
        "AAgAAADiDwAScgIHAAAAAP88jgcA4g8EJHgHBwgAAAD/AI4HAOIPAD5yamtqAAAA/wAAAADiDwCIcwAnZgAAAAAIAAAA4g8A"
        "PnJsbWwAAAD/AAAAAOIPACR4AgIQAAAA/wCOBwDiDwASeAwI+P/////AjgcA4g8AiHMAE2gAAAAACAAAAOIPAD5ybm9uAAAA"
        "/wAAAADEDwASeBEP+P/////AjgcA4g8AiHMAJWoAAAAACAAAAOIPAD5ycHFwAAAA/wAAAADiDwAkeA0NAQAAAAwKjgcA4g8A"
        "PnJyc3IAAAD/AAAAAOIPAIhzACNsAAAAAAgAAADiDwA+cnZ3dgAAAP8AAAAA4g8AJHgRDgEAAAARCo4HAOIPABJ4CQfA//8B"
        "/8COBwDiDwCIcwAXbgAAAAAIAAAA4g8AGXgY/wMAAAAKFAEAAOIPACR4Gw0IAAAA/wCOBwDiDwAZeBr/AwAAAAgUAQAA4g8A"
        "iHMAFXAAAAAACAAAAOIPABl4HP8DAAAADxQBAADiDwAkeAkAAQAAAAkCjgcA4g8AEngCAnAAAAD/wI4HAOIPAIhzAB9yAAAA"
        "AAgAAADiDwAScgsLGAAAAP88jgcA4g8AJHgdEQgAAAD/AI4HAOIfABJyDQ0aAAAA/zyOBwDiDwCIcwAhdAAAAAAIAAAA4g8A"
        "EnIIERwAAAD/PI4HAOIPACR4AgmAAAAAAgKOBwDiDwASeAkZwP//Af/AjgcA4g8AiHMAIXYABAAACAAAAOIBACR4CwsQAAAA"
        "/wCOBwDiDwASeA8dwP//Af/AjgcA4g8AJHgKDRAAAAD/AI4HAOIPAB11AAAeAAIAAAABAADiAwAkeAwIEAAAAP8AjgcA4g8A"
        "EngNG8D//wH/wI4HAOIPACR4CRgBAAAACQKOBwDiDwASeAgLcAAAAP/AjgcA4g8AJHgPHAEAAAAPAo4HAOIPABJ4CgpwAAAA"
        "/8COBwDiDwAkeA0aAQAAAA0CjgcA4g8AEngMDHAAAAD/wI4HAOIPACR4CAmAAAAACAKOBwDiDwAQfCYABgAAAP/g8Q8A4g8A"
        "JH4J/w4AAAD/AI4PAOIPABB8IRoGAAAA/+DzDwDiHwAkeAoNgAAAAAoCjgcA4g8AEXwfAA0AAAD/Dg8IAOIPACR4DA+AAAAA"
        "DAKOBwDiDwAQfAIJDAAAAALg/w8AxA8AEHwNCQwAAAAI4P8PAOQPBBB8CgkMAAAACuD/DwDkDwQQfBQJDAAAAAzg/w8A4g8A"
        "hHkQAgAAAAAADAAAAKIAABl4AP8fAAAABxQBAADkDwARciUmBwAAAP8wgAcA4g8AhHkMDQAAAAAADAAAAOIOABB8HhwGAAAA"
        "/+D1DwDELwARciYmAAAAAB80DwAA4g8AhHkICgAAAAAADAAAAGIOABB8IxgGAAAA/+DxDwDiDwC5egYAAPAAAAAKAAAA4g8A"
        "EXwaGg0AAAD/Do8IAOIPAIR5FBQAAAAAAAwAAAAiDwARfCQYDQAAAP8ODwgA5A8AEXwcHA0AAAD/Dg8JAOQPABF8GCUGAAAA"
        "/wiADwDEDwAZeAD/HwAAABkUAQAA5A8AEXIiIxkAAAD/MIIHAOQPABl4Av8fAAAAGxQBAADkHwARciAhGwAAAP8whAcA5A8A"
        "GXgH/x8AAAAdFAEAAOQPABFyHx4dAAAA/zCGBwDEDwARfBklBwAAACYMDwgA5A8AEXIbIwAAAAAkNI8AAOQPABFyHSECAAAA"
        "GjQPAQDkDwARcgAeBwAAABw0jwEA5A8AEXwaIgYAAAD/CIAPAOIPAIZ5ABgQAAAAFB0QDADiQQARfBwgBgAAAP8Igg8AxA8A"
        "EXweHwYAAAD/CIQPAOQPBBF8GyIHAAAAGwwPCADkDwARfB0gBwAAAB0MjwgA5A8AEXwfHwcAAAAADA8JAOIPAIZ5ABoMAAAA"
        "FB0QDADogQCGeQAcCAAAABQdEAwA6CEAhnkAHhQAAAAUHRAMAOQBASR+Av8TAAAA/wCODwDKDwAddQAAAgACAAAAAQAA4gMA"
        "DHIABP8AAABwUvADAOIPACR+AP8EAAAA/wCODwDiDwAMeAAGIAAAAHBi8gMA4g8AJH4H/xgAAAD/AI4PANQPACSIAAAIAAAA"
        "/wCOBwDKDwASiAAACAAAAP/AjgcAyA8AEogAAAD8//8H+I4HAOIPAJJ5AAAAAAAAAIAAAADsBQDGcwAAAAAAAAAAAAAApE4A"
        "GHkAAAAAAAAAAAAAAOJPAKeJ/wD/EMABPwAQCADiAwBHGUwAAAAAAAAAgAMA6g8ANnwABgUAAAAAAAAIAMovABFyAgAAAAAA"
        "/wiPBwDIDwASeAcC/v//B//AjgcA5A8AGXgC/wEAAAACFgEAAMYPACR4BwABAAAABwqOBwDiDwASeAACAQAAAP/AjgcAyA8A"
        "EXwHBxoAAAD/KI4PAOQPABl4AAAfAAAA/wYAAADIDwCndQAHACDAAX8BAggAZA4AR5mUAAwAAAAAAIADAOovAKd1AAcAKMAB"
        "fwECCABkDgBHmZgADAAAAAAAgAMA6i8ANngGBgEAAAAAAAAAAOIPABh5AAAAAAAAAAAAAADIDwAMeAAGIAAAAHBi8gMA4g8A"
        "p4n/B/84wAE/ABAIAOIFABh5AAAAAAAAAAAAAADiDwCnif8H/zDAAT8AEAgA9AUAR5m0APz//////4MDAOpPAMN5BgAAAAAA"
        "ACUAAACiDgCQeAQEAQAAAD/g/w8A4g8AuXoHAAADAAAACAAAAOIPAJB4BQUgAAAAP+D/DwDkDwCkcgcEBwAAAAYCjg8AyE8A"
        "jHgAB38FAABwQvALAMwPABx4AAAAAAAACPDwAwDaDwBNCQAAAAAAAAAAgAMA6g8AR3kkAND//////4MDAOoPABh5AAAAAAAA"
        "AAAAAADQDwDIeQAAGAAAAAAFDggAAA4AJH4A/wcAAAD/AI4PAMofAAx4AAB/BQAAcEZwAADaDwBNCQAAAAAAAAAAgAMA6g8A"
        "uXoQAABmAAAACgAAAOIPAIJ8BAA/AAAAAAAACADiDwCCfAYABwAAAAAAAAgA4g8AgnwFAD8AAAAAAAAIAMoPAKV4CAbpoosu"
        "PwKODwDiDwDDeQsAAAAAAACIAAAAIh4AJHQA/8AAAAD/AI4HAOIPAIx4AAUBAAAAcEDwCwDkDwCZeAg/HwAAAAkWAQgAyA8A"
        "kXIJCQgAAAA/8o8PAOIPABx4AAAAAAAACPDwAwDkDwCCeAgAAAQAAAAAAAAA4g8ApHgKCer///8GAo4PAMgPAKR4BgrAAAAA"
        "PwKODwDMDwAkfgP/BgAAAP8Ajg8A4g8AkXIICwgAAAA/wI4PAOQfAJJ4CwUBAAAAP8CODwDkDwBGdAADABAAAAABgAMA4g8A"
        "kHgICP8DAAA/4P8PAMYPAMpyBgAAAAAAAAAOAADiDwCSeAgIAPz//z/Ajg8AyA8AkXITCwgAAAA/GI4PANAPAKR4DApA////"
        "BgKODwDIDwCZeA0/BgAAAAwUAQgAyA8AmXgGDQ0AAAA/BgAIAMwPACR+Av8GAAAA/wCODwDiDwBHiTAAAAAAAAAAgAMA7A8A"
        "w3kOAAAAAAAAiAAAACIOAIJ4BgAABAAAAAAAAADkDwCRcg4OBgAAAD/Ajg8A5B8AmXgGPwEAAAAFFgEIAOQPAJB4Dw7/AwAA"
        "P+D/DwDkDwCSeA4GAQAAAD8Mjg8A5A8AkngGDwD8//8/wI4PAMgPAJFyBgsGAAAAPxiODwDiDwAkfgD/DgAAAP8Ajg8Ayg8A"
        "GXgAAB8AAAD/BgAAAMgPAKd1AP8AEMABRgEACAAkDgBHibQACAAAAAAAgAMA6h8AjHgADEAAAABwYvALAOIPAKd5//8CAMAB"
        "EwAACADiAQCZeAkJDAAAAD8GAAgAyA8AHHgAAAAAAAAI8PADANoPAEeJcAAEAAAAAACAAwDqHwCQeAYN/////z/g/w8A5A8A"
        "pHgLCwBgAAAIAo4PAOQPAIx4AAYDAAAAcGDwCwDkDwCkeBIKwAAAAAkCjg8A5A8AkngUDQMAAAA/wI4PAOQPABx4AAAAAAAA"
        "CPDwAwDiDwCCfAYAPwAAAAAAAAgA2A8AR4m4AAAAAAAAAIADAOoPAJB4HBAwAAAAP+DxDwDkDwCQcgoNFAAAgD/g/w8A5A8A"
        "kHgNEwDAAQA/4P8PAOQPAJByHT8RAAAAP+R/CADiDwCCfAYAPwAAAAAAAAgA4g8AgnwOAD8AAAAAAAAIANQPABx4AAAAAAAA"
        "cPDwAwDiDwCRcgwGCwAAAD9ojg8A5A8AkXIPBhIAAAA/MI4PANgPAC8IPwAAAAAAAACCAwDiDwC0dQAcDAAAAACAAAgA2AEA"
        "HBgAAAAAAABw4fAAAOQPABx4AAAAAAAAcOHyAwDWDwBHCewA/f//////kwMA6h8AHHgAAAAAAABw8PADAOIPAJB4Gw9AAAAA"
        "P+D/DwDkDwCQeBgMACAAAD/g/w8A2A8ALwg/AAAAAAAAAIIDAOIPAIJ8GQANAAAAAAAACADiDwCCfBoADgAAAAAAAAgA5A8A"
        "tHUAHBgAAAAAgAAIAPIBABwYAAAAAAAAcOHwAADEDwAceAAAAAAAAHDh8gMA1g8ARwnkAP3//////5MDAOofABx4AAAAAAAA"
        "cPDwAwDiDwCQeBsPgAAAAD/g/w8A5A8AkHgYDABAAAA/4P8PANgPAC8IPwAAAAAAAACCAwDiDwCCfBkADQAAAAAAAAgA4g8A"
        "gnwaAA4AAAAAAAAIAOQPALR1ABwYAAAAAIAACADyAQAcGAAAAAAAAHDh8AAAxA8AHHgAAAAAAABw4fIDANYPAEcJ5AD9////"
        "//+TAwDqHwAceAAAAAAAAHDw8AMA4g8AkHgPD8AAAAA/4P8PAOQPAJB4DAwAYAAAP+D/DwDYDwAvCD8AAAAAAAAAggMA4g8A"
        "tHUAHAwAAAAAgAAIANgBABwYAAAAAAAAcOHwAADkDwAceAAAAAAAAHDh8gMA1g8ARwnsAP3//////5MDAOofAJB4Cgr8////"
        "P+D/DwDkDwCQeAYGBAAAAD/g/w8AyA8ADHwA/woAAABwUvALANoPAEcJYAD8//////+DAwDqDwAMfAD/FAAAAHBS8AsA2g8A"
        "R4mQAAAAAAAAAIADAOoPAJB4ChAwAAAAP+DxDwDiDwAceAAAAAAAAHDw8AMA4g8AkXIMBgsAAAA/aI4PAOQPAJFyDwYSAAAA"
        "PzCODwDkDwCQeA0TAMABAD/g/w8A5A8AkHILPxEAAAA/5H8IAOIPAIJ8DgA/AAAAAAAACADWDwAvCD8AAAAAAAAAggMA4g8A"
        "tHUACgwAAAAAgAAIANgBABwYAAAAAAAAcOHwAADkDwAceAAAAAAAAHDh8gMA1g8ARwnsAP3//////5MDAOofAIx4ABQBAAAA"
        "cFLwCwDMDwAceAAAAAAAAAjw8AMA2g8AR4lUAAAAAAAAAIADAOoPABx4AAAAAAAAcPDwAwDiDwCQeBsPQAAAAD/g/w8A5A8A"
        "kHgYDAAgAAA/4P8PANgPAC8IPwAAAAAAAACCAwDiDwCCfBkADQAAAAAAAAgA4g8AgnwaAA4AAAAAAAAIAOQPALR1AAoYAAAA"
        "AIAACADyAQAcGAAAAAAAAHDh8AAAxA8AHHgAAAAAAABw4fIDANYPAEcJ5AD9//////+TAwDqHwCMeAAUAgAAAHBS8AsAzA8A"
        "HHgAAAAAAAAI8PADANoPAEeJIAAAAAAAAACAAwDqDwAceAAAAAAAAHDw8AMA4g8AkHgPD4AAAAA/4P8PAOQPAJB4DAwAQAAA"
        "P+D/DwDYDwAvCD8AAAAAAAAAggMA4g8AtHUACgwAAAAAgAAIANgBABwYAAAAAAAAcOHwAADkDwAceAAAAAAAAHDh8gMA1g8A"
        "RwnsAP3//////5MDAOofAJB4EhAwAQAAP+DxDwDiDwCCfAYAPwAAAAAAAAgAxg8AkHITPxEAAAA/5H8IANgPAIx4AAQCAAAA"
        "cGLwCwDiDwAkdAL/AEAAAP8AjgcA4h8AkXIKBAQAAAA/CI8PAMgPABx4AAAAAAAACPDyAwDiDwCSeAoK/v///z/Ajg8AyA8A"
        "kHILCgQAAAA/4f8PAMgPAJFyDQsIAAAAPyiODwDIDwBHmRwAAAAAAAAAgAMA8A8AmXgKPwEAAAAEFgEIAOQPAJFyDAsIAAAA"
        "PyiODwDkDwCSeAoKAQAAAD8Mjg8AzA8AJH4A/woAAAD/AI4PAMoPABl4AAAfAAAA/wYAAADIDwCndQD/ADjAAUwBAAgAJA4A"
        "R4n0AAAAAAAAAIADAOofAKd5//8CIMABDQAACADiAQCQeA4QsAAAAD/g8Q8A4g8AHHgAAAAAAABw8PADAOIPAJFyCwsIAAAA"
        "P3iODwDkDwCRchsGCQAAAD84jg8A5A8AkHIPPxEAAAA/5H8IAOQPAJB4GAsAwAAAP+D/DwDkDwCQeBkNIMABAD/g/w8A4g8A"
        "gnwaAD8AAAAAAAAIANYfAC8IPwAAAAAAAACEAwDiDwC0dQAOGAAAAACAAAgA2AEAHCgAAAAAAABw4XABAOQPABx4AAAAAAAA"
        "cOH0AwDWDwBHCewA/f//////kwMA6h8AR5kYAAAAAAAAAIADAOoPAJl4Cj8BAAAABBYBCADIDwCSeAoKAQAAAD8Mjg8AzA8A"
        "JH4A/woAAAD/AI4PAMoPABl4AAAfAAAA/wYAAADIDwCndQD/ADDAAU0BAAgAJA4AR4msAAAAAAAAAIADAOofABx4AAAAAAAA"
        "cPDwAwDiDwCnef//AijAAQ0AAAgA4gEAkHgMCwAAAQA/4P8PAOQPAJB4DQ0owAEAP+D/DwDYDwAvCD8AAAAAAAAAggMA4g8A"
        "gnwOABoAAAAAAAAIAOIPAIJ8DwAbAAAAAAAACADkDwC0dQASDAAAAACAAAgA8gMAHBgAAAAAAABw4fAAAMQPABx4AAAAAAAA"
        "cOHyAwDWDwBHCeQA/f//////kwMA6i8AkHgGBgEAAAA/4P8PAOQPAJB4BAQBAAAAP+D/DwDkDwCMeAAGIAAAAHBi8AsAzA8A"
        "HHgAAAAAAAAI8PADANoPAEeJMAD8//////+DAwDqDwCQeAUFAQAAAD/g/w8AyA8ApHIGBRYAAAAHAo4PAMgPAIx4AAaABQAA"
        "cGLwCwDMDwAceAAAAAAAAAjw8AMA2g8AR4kAAPT//////4MDAOoPAE15AAAAAAAAAACAAwDqDwCndQD/AgDAAUoBAAgAJA4A"
        "R4n4APz//////4MDAOofAEd5SADE//////+DAwDqDwCndQD/CCDAAVwBAAgAJA4AR4n4APz//////4MDAOofAEd5/ADE////"
        "//+DAwDqDwCndQD/CCjAAVwBAggAJA4AR5n4APz//////4MDAOofAEd5jADc//////+DAwDqDwCndQAHACDAAX8BAggAZA4A"
        "R5n4APz//////4MDAOovAEd5YADw//////+DAwDqDwCndQAHACjAAX8BAggAZA4AR5n4APz//////4MDAOovAEd5XADw////"
        "//+DAwDqDwCndQD/ABDAAUYBAAgAJA4AR4n4APz//////4MDAOofAEd5QAD0//////+DAwDqDwCndQD/ADjAAUwBAAgAJA4A"
        "R4n4APz//////4MDAOofAEd5AAD8//////+DAwDqDwCndQD/ADDAAU0BAAgAJA4AR4n4APz//////4MDAOofAEd5SAD8////"
        "//+DAwDqDwAkeAACAgAAAP8AjgcA4g8ARXkBAAADAAAAAIADAOgPABl4FP8YAAAAABYBAADIDwAMcgAU/wAAAHBQ8AMA2g8A"
        "RwkoAAAAAAAAAIADAOoPACR4AAICAAAA/wCOBwDKDwAMcgAA/wAAAHBS8AMA2g8AIwgNAgAAgF//AAAAAOIPAAiDDAACAAAA"
        "ABAAAADwDwAIAwAADQAAAAAQAAAAJA4AIwQQDQAAgL8AAAAAAMgfACECERD/AACAAAEBAADIDwAjAgAAEQAAAAAAAAAAyA8A"
        "IwgMAAAAgF//AAAAAOIPAEd5iAAAAAAAAACAAwDsDwA2eBYUA////wAAAAAAyg8ADHgAFgEAAABwQPADANoPAEcJeAAAAAAA"
        "AACAAwDqDwASeAAC//9/AP/AjgcA4g8AJHQR/wMAAAD/AI4HAMYPABJ4AAAAAIA///yOBwDkDwAZchERFgAAAP8GAAAA5A8A"
        "CHMNAAAAAAAAEAAAACQOACN0DAAAAIC/DQAAAADIHwAhcgwM/wAAgAABAQAAyA8AI3IQDQwAAAANQAAAAOIPHCNyDQ0MAAAA"
        "DYAAAADIDwASeAwQ//9/AP/AjgcA5A8EC3IAEA0AAAAA0PEDAOQPABJ4DAwAAIAA//yOBwDkDwAHeA3//////wAAAAQA5A8A"
        "EnIREQwAAAD/wI4HAMYPACRyDf//AAAADQqOBwDiDwAZchH/FgAAABEWAQAAyA8AEnL/DRYAAAAM+IIHAOIPEDZ4DRQE////"
        "AAAAAADiDwASeP8RAQAAAP/AgAcA5A8EEnj/EQIAAAD/wIQHAOQPABlyDf8NAAAADBYBAADkDwAceAAAAAAAACA8cAAA5A8A"
        "Enj/Av//fwD/wIIHAMQPAAd4AP8BAAAAAAAABADKDwAkcgD//wAAAAAKjgcAyg8ADHIAAP8AAABwYvADANoPADaIDQ0BAAAA"
        "AAAAAADIDwAkmA0NAgAAAP8AjgcAyg8AEngMDQAAAIAC+I4HAOIPAEd5BAAAAAAAAACAAwDsDwAIcwwAAgAAAAAQAAAAZAAA"
        "QXkBAAAAAAAAAIADAOoPACRyAP//AAAADACOBwDkLwAkcgz//wAAABIAjgcA5A8AJHQN/wAAAAD/AI4HAMgPAFB5cAy4////"
        "///DAwDqHwBHefwA/P//////gwMAwA8AGHkAAAAAAAAAAAAAAMAPABh5AAAAAAAAAAAAAADADwAYeQAAAAAAAAAAAAAAwA8A"
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
        "AAAAAAAAAAAYBwAAAAAAALYaAAAAAAAAAAAAAAAAAAABAAAAAAAAAAAAAAAAAAAA/AAAAAEAAAAAAAAAAAAAAAAAAAAAAAAA"
        "ziEAAAAAAABREAAAAAAAAAAAAAAAAAAAAQAAAAAAAAAAAAAAAAAAACgBAAABAAAAAAAAAAAAAAAAAAAAAAAAAB8yAAAAAAAA"
        "FQ4AAAAAAAAAAAAAAAAAAAEAAAAAAAAAAAAAAAAAAABtAQAAAQAAAAAAAAAAAAAAAAAAAAAAAAA0QAAAAAAAAAuvAAAAAAAA"
        "AAAAAAAAAAABAAAAAAAAAAAAAAAAAAAAKQAAAAcAAAAAAAACAAAAAAAAAAAAAAAAQO8AAAAAAAC0AAAAAAAAAAAAAAAAAAAA"
        "BAAAAAAAAAAAAAAAAAAAADkAAAAHAAAAQAAAAQAAAAAAAAAAAAAAAPTvAAAAAAAAIAAAAAAAAAAJAAAADAAAAAQAAAAAAAAA"
        "AAAAAAAAAABJAAAAAAAAcAAAAAAAAAAAAAAAAAAAAAAU8AAAAAAAADAAAAAAAAAAAwAAAAAAAAAEAAAAAAAAAAAAAAAAAAAA"
        "UgAAAIYAAHAAAAAAAAAAAAAAAAAAAAAARPAAAAAAAAAkAAAAAAAAAAAAAAAAAAAABAAAAAAAAAAAAAAAAAAAAHAAAAAAAABw"
        "QAAAAAAAAAAAAAAAAAAAAGjwAAAAAAAAcAMAAAAAAAADAAAAEwAAAAQAAAAAAAAAAAAAAAAAAACiAQAAAQAAcAAAAAAAAAAA"
        "AAAAAAAAAADY8wAAAAAAACAAAAAAAAAAAwAAAAAAAAAEAAAAAAAAAAgAAAAAAAAAywAAAAQAAABAAAAAAAAAAAAAAAAAAAAA"
        "+PMAAAAAAAAAAAAAAAAAAAMAAAATAAAACAAAAAAAAAAYAAAAAAAAAAcBAAAEAAAAQAAAAAAAAAAAAAAAAAAAAPjzAAAAAAAA"
        "GAAAAAAAAAADAAAABQAAAAgAAAAAAAAAGAAAAAAAAABUAQAABAAAAEAAAAAAAAAAAAAAAAAAAAAQ9AAAAAAAABgAAAAAAAAA"
        "AwAAAAcAAAAIAAAAAAAAABgAAAAAAAAAkAEAAAQAAABAAAAAAAAAAAAAAAAAAAAAKPQAAAAAAABIAAAAAAAAAAMAAAAEAAAA"
        "CAAAAAAAAAAYAAAAAAAAAF0AAAABAAAABgAAAAAAAAAAAAAAAAAAAID0AAAAAAAAAEcAAAAAAAADAAAADgAAAIAAAAAAAAAA"
        "AAAAAAAAAACGAAAACAAAAEMAAAAAAAAAAAAAAAAAAACAOwEAAAAAAAAEAAAAAAAAAAAAABMAAAAQAAAAAAAAAAAAAAAAAAAA"
        "ngAAAAgAAAADAAAAAAAAAAAAAAAAAAAAgDsBAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAAAAAAAAAAAAAAAAAAAL4BAAABAAAA"
        "QgAAAAAAAAAAAAAAAAAAAIA7AQAAAAAAzAMAAAAAAAAAAAAAEwAAAAQAAAAAAAAAAAAAAAAAAAAGAAAABAAAABBFAQAAAAAA"
        "AAAAAAAAAAAAAAAAAAAAABgBAAAAAAAAGAEAAAAAAAAIAAAAAAAAAAEAAAAEAAAAEEUBAAAAAAAAAAAAAAAAAAAAAAAAAAAA"
        "GAEAAAAAAAAYAQAAAAAAAAgAAAAAAAAAAQAAAAUAAACA9AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAARwAAAAAAAABHAAAAAAAA"
        "CAAAAAAAAAABAAAABgAAAIA7AQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAAAAAAAAIAAAAAAAAAAEAAAAEAAAA"
        "gDsBAAAAAAAAAAAAAAAAAAAAAAAAAAAAzAMAAAAAAADMAwAAAAAAAAgAAAAAAAAA"
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
    """o of experiment attn_ws_release_d64 for inputs q, k, v (see the module's help).

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
