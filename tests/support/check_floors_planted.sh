#!/usr/bin/env bash
# scripts/check_floors.sh passes on the real src/ and fails on a copy of it
# with one wrong thing planted: an include up the floors, one across a floor,
# two between folders kept apart (eval/ -> search/, tune/ -> eval/), one to a
# folder on no floor, a folder on no floor, a print in search/; each failure
# names the file, the line and the folders.
#
#   tests/support/check_floors_planted.sh REPO_DIR
set -euo pipefail
repo="${1:?usage: check_floors_planted.sh REPO_DIR}"
check="$repo/scripts/check_floors.sh"

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
failed=0

if ! out="$(bash "$check" "$repo/src" 2>&1)"; then
  echo "FAIL: check_floors fails on the real tree:" >&2
  echo "$out" >&2
  exit 1
fi

# plant NAME FILE TEXT EXPECTED...: a fresh copy of src/ with TEXT appended to
# FILE as a new last line; check_floors must fail and say every EXPECTED.
plant() {
  local name="$1" file="$2" text="$3" rc=0 out
  shift 3
  rm -rf "$work/src"
  mkdir "$work/src"
  cp -r "$repo/src/." "$work/src"
  mkdir -p "$(dirname "$work/src/$file")"
  printf '%s\n' "$text" >>"$work/src/$file"
  local line
  line="$(wc -l <"$work/src/$file")"
  out="$(bash "$check" "$work/src" 2>&1)" || rc=$?
  if [ "$rc" != 1 ]; then
    echo "FAIL ($name): check_floors exited $rc, expected 1:" >&2
    echo "$out" >&2
    failed=1
    return
  fi
  for want in "${@//@LINE@/$line}"; do
    if ! grep -qF -- "$want" <<<"$out"; then
      echo "FAIL ($name): check_floors did not say '$want':" >&2
      echo "$out" >&2
      failed=1
    fi
  done
}

plant "up a floor" core/hash.cpp '#include "eval/compiler.hpp"' \
  "src/core/hash.cpp:@LINE@: core/ includes eval/compiler.hpp: eval/ is above core/"
plant "up from eval" eval/gates.cpp '#include "tune/run.hpp"' \
  "src/eval/gates.cpp:@LINE@: eval/ includes tune/run.hpp: tune/ is above eval/"
plant "kept apart" eval/gates.hpp '#include "search/space.hpp"' \
  "src/eval/gates.hpp:@LINE@: eval/ includes search/space.hpp: eval/ does not include search/"
plant "kept apart too" tune/run.cpp '#include "eval/gpu_evaluator.hpp"' \
  "src/tune/run.cpp:@LINE@: tune/ includes eval/gpu_evaluator.hpp: tune/ does not include eval/"
plant "across a floor" codegen/render.cpp '  #  include "store/store.hpp"' \
  "src/codegen/render.cpp:@LINE@: codegen/ includes store/store.hpp: codegen/ and store/ are side by side"
plant "no floor" store/store.cpp '#include "gui/window.hpp"' \
  "src/store/store.cpp:@LINE@: store/ includes gui/window.hpp: gui/ is on no floor"
plant "folder on no floor" gui/window.cpp '#include "core/error.hpp"' "src/gui/window.cpp: folder gui/ is on no floor"
plant "search prints" search/space.cpp 'void shout() { std::printf("hello\n"); }' \
  "src/search/space.cpp:@LINE@: search/ prints nothing"
plant "search draws" search/random.cpp 'bool on_terminal() { return ::isatty(1) == 1; }' \
  "src/search/random.cpp:@LINE@: search/ prints nothing"

# A downward include and a comment that names stdout are fine.
rm -rf "$work/src"
mkdir "$work/src"
cp -r "$repo/src/." "$work/src"
printf '%s\n' '#include "core/error.hpp"' '// writes nothing to stdout' >>"$work/src/search/space.cpp"
if ! out="$(bash "$check" "$work/src" 2>&1)"; then
  echo "FAIL (allowed): check_floors refused a downward include or a comment:" >&2
  echo "$out" >&2
  failed=1
fi

# A known exception that matches nothing is an error, so the list only shrinks.
sed 's|^known_exceptions=($|&\n  "core/hash.cpp -> eval/compiler.hpp"|' "$check" >"$work/check_stale.sh"
grep -qF '"core/hash.cpp -> eval/compiler.hpp"' "$work/check_stale.sh" || {
  echo "FAIL (stale): could not add an exception to a copy of check_floors.sh" >&2
  exit 1
}
rc=0
out="$(bash "$work/check_stale.sh" "$repo/src" 2>&1)" || rc=$?
if [ "$rc" != 1 ] || ! grep -qF "the known exception 'core/hash.cpp -> eval/compiler.hpp' no longer occurs" <<<"$out"; then
  echo "FAIL (stale): check_floors exited $rc on a stale exception:" >&2
  echo "$out" >&2
  failed=1
fi

exit "$failed"
