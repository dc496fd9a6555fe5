#!/usr/bin/env python3
"""Reads a module written by `evotune export EXP --python -o NAME.py` without importing it
(no torch, no GPU needed): byte-compiles it (as py_compile does, writing nothing), evaluates only its data (_NAME, _OP_NAME, _LIBRARY,
_CUBINS), checks that every cubin is a CUDA ELF and that there is one per specialization, and
prints what it found as JSON: name, op, format, function, specializations (shapes), cubin sizes,
and forward()'s parameters with their defaults.

    python3 tests/python/inspect_exported_module.py attn.py

Exit code 0 when the module compiles and its data hold together, else 1 (the reason on stderr).
test_export_cli runs it on a real export.
"""

import ast
import base64
import json
import struct
import sys

EM_CUDA = 190


def fail(message):
    print(f"inspect_exported_module: {message}", file=sys.stderr)
    sys.exit(1)


def main():
    if len(sys.argv) != 2:
        print(__doc__, file=sys.stderr)
        sys.exit(2)
    path = sys.argv[1]
    with open(path, encoding="utf-8") as f:
        text = f.read()
    try:
        compile(text, path, "exec")  # what py_compile does, without writing a .pyc
    except SyntaxError as e:
        fail(f"{path} does not compile: {e}")
    tree = ast.parse(text, path)
    data = {"base64": base64, "json": json}
    forward = None
    for node in tree.body:
        if isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name) \
                and node.targets[0].id in ("_NAME", "_OP_NAME", "_LIBRARY", "_CUBINS"):
            exec(compile(ast.Module(body=[node], type_ignores=[]), path, "exec"), data)
        if isinstance(node, ast.FunctionDef) and node.name == "forward":
            forward = node
    for key in ("_NAME", "_OP_NAME", "_LIBRARY", "_CUBINS"):
        if key not in data:
            fail(f"{path} has no {key}")
    if forward is None:
        fail(f"{path} defines no forward()")
    library, cubins = data["_LIBRARY"], data["_CUBINS"]
    if len(cubins) != len(library["specializations"]):
        fail(f"{len(cubins)} cubins for {len(library['specializations'])} specializations")
    for i, cubin in enumerate(cubins):
        if cubin[:4] != b"\x7fELF" or struct.unpack_from("<H", cubin, 18)[0] != EM_CUDA:
            fail(f"cubin {i} is not a CUDA ELF")
    args = forward.args
    defaults = [None] * (len(args.args) - len(args.defaults)) + [ast.literal_eval(d) for d in args.defaults]
    print(json.dumps({
        "name": data["_NAME"],
        "op": data["_OP_NAME"],
        "format": library["format"],
        "function": library["function"],
        "shapes": [s["shape"] for s in library["specializations"]],
        "cubin_bytes": [len(c) for c in cubins],
        "forward": [{"name": a.arg, "default": d} for a, d in zip(args.args, defaults)],
    }))


if __name__ == "__main__":
    main()
