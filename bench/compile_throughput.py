#!/usr/bin/env python3
"""Compile throughput of evotune's compile pool: compiles per second for an
experiment's template (default experiments/s512_scalar.yaml) with 1 thread and with one per
core, on the same points (N valid points evenly spread over the space: `compile --all --sample N`).

Each compile is what `evotune run` does before any GPU time is spent: render,
spawn a contained child, NVRTC to a cubin with -Xptxas -v, parse, gate.

Usage: bench/compile_throughput.py [--evotune build/src/evotune] [--points 40]
       [--experiment experiments/s512_scalar.yaml] [--machine NAME]
Writes bench/results/compile_throughput_<machine>.md and .json.
"""
import argparse
import datetime
import json
import os
import platform
import re
import resource
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def cpu_model():
    try:
        for line in open("/proc/cpuinfo"):
            if line.startswith("model name"):
                return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or "unknown"


def template_of(experiment):
    """The kernel template an experiment file names (kernel.template), without a YAML parser."""
    for line in open(ROOT / experiment if not os.path.isabs(experiment) else experiment):
        m = re.match(r"\s+template:\s*(\S+)", line)
        if m:
            return m.group(1)
    return "unknown"


def git(*args):
    try:
        return subprocess.run(["git", *args], cwd=ROOT, capture_output=True, text=True, check=True).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return "unknown"


def sweep(evotune, experiment, points, jobs):
    cmd = [str(evotune), "compile", str(experiment), "--all", "--sample", str(points), "--jobs", str(jobs), "--json"]
    load_before = os.getloadavg()
    usage_before = resource.getrusage(resource.RUSAGE_CHILDREN)
    out = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True)
    usage_after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if out.returncode != 0:
        sys.exit(f"{' '.join(cmd)} failed ({out.returncode}):\n{out.stderr}")
    result = json.loads(out.stdout)
    s = result["summary"]
    s["threads"] = result["threads"]
    s["load_average_before"] = round(load_before[0], 2)
    s["load_average_after"] = round(os.getloadavg()[0], 2)
    # CPU time of evotune and its compile children: what a compile costs whatever else shares the machine.
    cpu = (usage_after.ru_utime - usage_before.ru_utime) + (usage_after.ru_stime - usage_before.ru_stime)
    s["cpu_seconds"] = round(cpu, 2)
    s["cpu_seconds_per_compile"] = round(cpu / s["points"], 3)
    s["command"] = " ".join(cmd)
    return s, result["arch"], result["nvrtc"]


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--evotune", default=str(ROOT / "build" / "src" / "evotune"))
    ap.add_argument("--experiment", default="experiments/s512_scalar.yaml")
    ap.add_argument("--points", type=int, default=40)
    ap.add_argument("--machine", default=None, help="name in the result file (default: from the CPU and cores)")
    args = ap.parse_args()

    cores = os.cpu_count() or 1
    model = cpu_model()
    machine = args.machine or re.sub(r"[^a-z0-9]+", "-", f"{model} {cores}c".lower()).strip("-")
    version = subprocess.run([args.evotune, "--version"], capture_output=True, text=True).stdout.strip()

    runs = []
    for jobs in sorted({1, cores}):
        summary, arch, nvrtc = sweep(args.evotune, args.experiment, args.points, jobs)
        runs.append(summary)
        print(f"{jobs:3d} thread(s): {summary['compiles_per_second']:.2f} compiles/s "
              f"({summary['points']} points in {summary['wall_seconds']:.1f} s; per compile "
              f"{summary['mean_compile_seconds']:.2f} s wall, {summary['mean_nvrtc_seconds']:.2f} s NVRTC, "
              f"{summary['cpu_seconds_per_compile']:.2f} s CPU)")

    record = {
        "benchmark": "compile_throughput",
        "experiment": args.experiment,
        "template": template_of(args.experiment),
        "target": arch,
        "machine": machine,
        "cpu": model,
        "cores": cores,
        "os": platform.platform(),
        "evotune": version,
        "nvrtc": nvrtc,
        # A copied tree (the GPU machine's) may carry a stale .git: EVOTUNE_COMMIT names the commit then.
        "commit": os.environ.get("EVOTUNE_COMMIT") or git("rev-parse", "HEAD"),
        "commit_dirty": False if os.environ.get("EVOTUNE_COMMIT") else bool(git("status", "--porcelain", "--untracked-files=no")),
        "date": datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M UTC"),
        "runs": runs,
    }
    out_dir = ROOT / "bench" / "results"
    out_dir.mkdir(parents=True, exist_ok=True)
    (out_dir / f"compile_throughput_{machine}.json").write_text(json.dumps(record, indent=2) + "\n")

    lines = [
        f"# Compile throughput on {machine}",
        "",
        f"`bench/compile_throughput.py`: {args.points} valid points of `{args.experiment}`, evenly spread over the "
        f"space (template `{record['template']}`, target {arch}), compiled by `evotune compile --all` with 1 thread "
        f"and with one per core. A compile is render + a contained child process + NVRTC to a cubin with "
        f"`-Xptxas -v` + parsing + gates.",
        "",
        f"- machine: {model}, {cores} cores ({platform.platform()})",
        f"- evotune {version}, {nvrtc}, commit {record['commit'][:12]}{' (with local changes)' if record['commit_dirty'] else ''}",
        f"- date: {record['date']}",
        "",
        "| threads | points | wall s | compiles/s | per compile: wall s | NVRTC s | CPU s | load avg before/after |",
        "|---|---|---|---|---|---|---|---|",
    ]
    for r in runs:
        lines.append(f"| {r['threads']} | {r['points']} | {r['wall_seconds']:.1f} | {r['compiles_per_second']:.2f} | "
                     f"{r['mean_compile_seconds']:.2f} | {r['mean_nvrtc_seconds']:.2f} | {r['cpu_seconds_per_compile']:.2f} | "
                     f"{r['load_average_before']} / {r['load_average_after']} |")
    if len(runs) == 2:
        lines += ["", f"Speed-up with {runs[1]['threads']} threads: "
                      f"{runs[1]['compiles_per_second'] / runs[0]['compiles_per_second']:.2f}x."]
    cpu_per = runs[-1]["cpu_seconds_per_compile"]
    lines += ["", "Per-compile wall time includes starting the child process and loading NVRTC; the gap to the "
                  "NVRTC time is that overhead. CPU s is the CPU time of evotune and its compile children per "
                  "compile: it does not depend on what else runs. A load average above the core count means other "
                  f"work shared the machine; then the CPU figure is the better guide: {cores} idle cores would "
                  f"give about {cores / cpu_per:.1f} compiles/s ({cores} / {cpu_per:.2f} s)."]
    (out_dir / f"compile_throughput_{machine}.md").write_text("\n".join(lines) + "\n")
    print(f"wrote bench/results/compile_throughput_{machine}.md and .json")


if __name__ == "__main__":
    main()
