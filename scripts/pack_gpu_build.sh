#!/usr/bin/env bash
# Packs what the GPU check needs from a build folder into a small one that can
# travel to the GPU machine (whose carry limit is 64 MiB; an unstripped build
# is far larger): the evotune binary and the GPU test executables, stripped,
# ctest's files, and CMakeCache.txt (gpu_check.sh reads where the build was
# configured from it and links those paths on the GPU machine).
#
#   scripts/pack_gpu_build.sh [BUILD_DIR [DEST]]   # default: build .gpucarry/build
#   then: run scripts/gpu_check.sh DEST there, carrying DEST.
# PACK_ARCHIVE=1: DEST.tar.xz instead of the folder (about a quarter of its size, for when the
# folder and the tree pass the carry limit); carry DEST.tar.xz, and gpu_check.sh DEST unpacks it.
set -euo pipefail
repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$repo"
build="${1:-build}"
dest="${2:-.gpucarry/build}"
[ -x "$build/src/evotune" ] || { echo "pack_gpu_build: no $build/src/evotune: build first" >&2; exit 1; }

rm -rf "$dest" "$dest.tar.xz"
mkdir -p "$dest"
cp "$build/CMakeCache.txt" "$dest/"
# The commit it was built from (with "+changes" when the tree differs from it): the GPU machine's
# copy of the tree has no .git, and gpu_check.sh writes this into its summary.
if commit="$(git rev-parse --short=12 HEAD 2>/dev/null)"; then
  git diff --quiet HEAD -- 2>/dev/null || commit="$commit+changes"
  echo "$commit" >"$dest/COMMIT"
fi
# ctest's files, in the same folders.
(cd "$build" && find . -name CTestTestfile.cmake -print0) | while IFS= read -r -d '' f; do
  mkdir -p "$dest/$(dirname "$f")"
  cp "$build/$f" "$dest/$f"
done
copy_stripped() {  # copy_stripped RELATIVE_PATH
  mkdir -p "$dest/$(dirname "$1")"
  strip -o "$dest/$1" "$build/$1"
}
copy_stripped src/evotune
# The bench programs only with PACK_BENCH=1 (about 7 MB each: with every GPU test the
# pack would pass the 64 MiB carry limit): sample_efficiency records searches as
# landscape CSVs (--export-landscape), search_race is issue 17's benchmark.
if [ "${PACK_BENCH:-0}" = 1 ]; then
  [ -x "$build/bench/sample_efficiency" ] && copy_stripped bench/sample_efficiency
  [ -x "$build/bench/search_race" ] && copy_stripped bench/search_race
fi
# The cost model's library (search/cost_model.hpp loads it at run time; the GPU
# machines have none): libxgboost and libdmlc in lib/, where evotune looks.
for so in libxgboost.so.0 libdmlc.so.0; do
  found="$(ldconfig -p 2>/dev/null | awk -v n="$so" '$1 == n && !f {print $NF; f = 1}')"
  if [ -n "$found" ]; then
    mkdir -p "$dest/lib"
    strip -o "$dest/lib/$so" "$(readlink -f "$found")"
  else
    echo "pack_gpu_build: warning: no $so here: strategy evo_model will be unavailable on the GPU machine" >&2
  fi
done
# The GPU tests: their executables are named as the tests (evotune_add_test).
gpu_tests="$(ctest --test-dir "$build" -N -L gpu | sed -n 's/^ *Test *#[0-9]*: *//p')"
for t in $gpu_tests; do
  if [ -x "$build/tests/$t" ]; then copy_stripped "tests/$t"; else echo "pack_gpu_build: warning: no executable for GPU test $t" >&2; fi
done
echo "pack_gpu_build: $dest ($(du -sh "$dest" | cut -f1)): evotune and GPU tests: $(echo $gpu_tests)"
if [ "${PACK_ARCHIVE:-0}" = 1 ]; then
  tar -C "$(dirname "$dest")" -cJf "$dest.tar.xz" "$(basename "$dest")"
  rm -rf "$dest"
  echo "pack_gpu_build: $dest.tar.xz ($(du -sh "$dest.tar.xz" | cut -f1)); gpu_check.sh $dest unpacks it"
fi
