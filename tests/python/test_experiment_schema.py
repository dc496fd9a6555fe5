#!/usr/bin/env python3
"""docs/experiment.schema.json against the experiment files (issue 18, editor support).

Every shipped experiment (experiments/*.yaml) and the annotated example of
docs/experiments.md must validate; planted bad files (an unknown key at several
depths, a wrong type, a missing required key, a bad enum) must not. The schema
itself must be a valid draft 2020-12 schema. Offline: the jsonschema module
(Debian python3-jsonschema, which scripts/setup.sh installs) and PyYAML.

    test_experiment_schema.py REPO_ROOT
"""
import copy
import glob
import json
import os
import re
import sys

try:
    import jsonschema
    import yaml
except ImportError as e:  # the suite must not pass without checking: say what to install
    sys.exit(f"FAIL: {e.name} is missing: install python3-jsonschema and python3-yaml (scripts/setup.sh does)")


class Yaml12Loader(yaml.SafeLoader):
    """PyYAML speaks YAML 1.1, where 1e-2 is a string; yaml-cpp (the loader) and
    editors read YAML 1.2, where it is a float. Resolve floats as 1.2 does."""


Yaml12Loader.add_implicit_resolver(
    "tag:yaml.org,2002:float",
    re.compile(r"^[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?$|^[-+]?\.(?:inf|Inf|INF)$|^\.(?:nan|NaN|NAN)$"),
    list("-+0123456789."),
)


def load_yaml(text):
    return yaml.load(text, Loader=Yaml12Loader)


def main():
    root = sys.argv[1] if len(sys.argv) > 1 else os.getcwd()
    with open(os.path.join(root, "docs/experiment.schema.json")) as f:
        schema = json.load(f)
    jsonschema.Draft202012Validator.check_schema(schema)
    validator = jsonschema.Draft202012Validator(schema)
    failures = []

    def errors_of(doc):
        return sorted(validator.iter_errors(doc), key=lambda e: list(e.absolute_path))

    # Every shipped experiment, and the example the docs walk through.
    files = sorted(glob.glob(os.path.join(root, "experiments/*.yaml")))
    if len(files) < 10:
        failures.append(f"found only {len(files)} shipped experiments under {root}/experiments")
    docs = {}
    for path in files:
        with open(path) as f:
            docs[os.path.relpath(path, root)] = load_yaml(f.read())
    with open(os.path.join(root, "docs/experiments.md")) as f:
        blocks = re.findall(r"```yaml\n(# experiments/s512_scalar.yaml\n.*?)```", f.read(), re.S)
    if len(blocks) != 1:
        failures.append("docs/experiments.md: the annotated example (```yaml # experiments/s512_scalar.yaml) not found")
    else:
        docs["docs/experiments.md (annotated example)"] = load_yaml(blocks[0])
    for name, doc in docs.items():
        for e in errors_of(doc):
            failures.append(f"{name}: {'.'.join(map(str, e.absolute_path)) or '(top)'}: {e.message}")

    # Planted faults, each in a copy of a shipped file: the schema must reject each one.
    base = docs["experiments/s512_scalar.yaml"]
    set_base = docs["experiments/attn_set.yaml"]

    def planted(doc, change):
        d = copy.deepcopy(doc)
        change(d)
        return d

    bad = {
        "unknown top-level key": planted(base, lambda d: d.update(serach={"population": 8})),
        "unknown key in search": planted(base, lambda d: d["search"].update(populaton=8)),
        "unknown key in search.budget": planted(base, lambda d: d["search"].setdefault("budget", {}).update(evals=5)),
        "unknown key in the short-form reference": planted(base, lambda d: d["reference"].update(grd=[1])),
        "unknown key in a launch": planted(docs["experiments/s512_mma.yaml"],
                                           lambda d: d["kernel"]["launches"][0].update(grd=[1])),
        "unknown key in an argument": planted(base, lambda d: d["args"]["q"].update(dtyp="f16")),
        "unknown key in a baseline": planted(base, lambda d: d["baselines"].append({"name": "x", "time_us": 1,
                                                                                     "device": "H100", "gpu": "x"})),
        "unknown key in gates": planted(base, lambda d: d.setdefault("gates", {}).update(max_regs=128)),
        "unknown key in measure": planted(base, lambda d: d.setdefault("measure", {}).update(warm_up=3)),
        "wrong type: population a string": planted(base, lambda d: d["search"].update(population="eight")),
        "wrong type: space values not a list": planted(base, lambda d: d.update(space={"BLOCK_M": 64})),
        "wrong type: l2_flush a number": planted(base, lambda d: d.setdefault("measure", {}).update(l2_flush=3)),
        "wrong type: args a list": planted(base, lambda d: d.update(args=["q", "k"])),
        "bad enum: dtype f64": planted(base, lambda d: d["args"]["q"].update(dtype="f64")),
        "bad enum: budget.per": planted(set_base, lambda d: d["search"].setdefault("budget", {}).update(per="each")),
        "out of range: max_registers 300": planted(base, lambda d: d.setdefault("gates", {}).update(max_registers=300)),
        "missing required: name": planted(base, lambda d: d.pop("name")),
        "missing required: kernel.template": planted(base, lambda d: d["kernel"].pop("template")),
        "a tensor and a scalar at once": planted(base, lambda d: d["args"]["q"].update(value=1)),
        "a tensor map with a dtype": planted(base, lambda d: d["args"].update(
            q_map={"tensor_map": "q", "box": [64], "dtype": "f16"})),
        "a tensor map without a box": planted(base, lambda d: d["args"].update(q_map={"tensor_map": "q"})),
        "a tensor map of 6 dimensions": planted(base, lambda d: d["args"].update(
            q_map={"tensor_map": "q", "dims": [1, 1, 1, 1, 1, 1], "box": [1, 1, 1, 1, 1, 1]})),
        "bad enum: a tensor map's swizzle as a list": planted(base, lambda d: d["args"].update(
            q_map={"tensor_map": "q", "box": [64], "swizzle": ["128B"]})),
        "shape set: where not an expression": planted(set_base, lambda d: d["problem"].update(where={"D": 64})),
        "shape set: a shape not a mapping": planted(set_base, lambda d: d["problem"]["shapes"].append(7)),
    }
    for what, doc in bad.items():
        if not errors_of(doc):
            failures.append(f"planted fault accepted: {what}")
    # And a YAML text with a typo, through the same loader an editor would use.
    typo = open(os.path.join(root, "experiments/gemm.yaml")).read().replace("\nsearch:", "\nsearhc:", 1)
    if "searhc:" not in typo or not errors_of(load_yaml(typo)):
        failures.append("planted fault accepted: gemm.yaml with 'searhc:'")

    if failures:
        print("\n".join("FAIL: " + f for f in failures))
        return 1
    print(f"OK: {len(docs)} experiment files valid against docs/experiment.schema.json, "
          f"{len(bad) + 1} planted faults rejected")
    return 0


if __name__ == "__main__":
    sys.exit(main())
