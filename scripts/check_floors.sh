#!/usr/bin/env bash
# Checks that every include under src/ points down the floors, and that the
# floors that must print nothing (search/, core/) do not. CI runs it as the
# ctest `include_floors` (tests/CMakeLists.txt); docs/architecture.md explains
# the floors.
#
#   scripts/check_floors.sh [SRC_DIR]     # default: the src/ beside this script
#
# Floors, top to bottom (a folder includes only folders on floors below its own;
# folders on one floor do not include each other; eval/ does not include
# search/, and tune/ does not include eval/: they meet in core/evaluator.hpp):
#   cli > tune > eval > search | codegen | store > core
# Exits 1 naming file:line and the two folders of each wrong include.
set -euo pipefail

src="${1:-$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)/src}"
[ -d "$src" ] || { echo "check_floors: no folder $src" >&2; exit 2; }

# Folder -> floor (higher includes lower).
declare -A floor=([cli]=5 [tune]=4 [eval]=3 [search]=2 [codegen]=2 [store]=2 [core]=1)
floors_text="cli > tune > eval > search | codegen | store > core"
# Pairs kept apart although the floors would allow it, with the reason: both
# sides of core/evaluator.hpp meet only there.
declare -A apart=(
  ["eval search"]="measuring does not know how points are chosen (core/evaluator.hpp)"
  ["tune eval"]="the run loop measures through the Evaluator interface (core/evaluator.hpp)"
)

# What breaks the floors and is not fixed yet: "FILE -> INCLUDED" for an
# include, "FILE prints" for a file of a quiet floor that writes to the
# terminal (FILE relative to SRC_DIR). The goal is an empty list: an entry that
# no longer matches anything is itself an error, so the list only shrinks.
known_exceptions=(
)

# Floors that print nothing (the printers live in cli/): what would write to
# the terminal. core/logging.cpp is the log's console sink, spdlog_fmt_impl.cpp
# instantiates spdlog's sinks.
quiet_floors=(search core)
quiet_exempt=(core/logging.cpp core/spdlog_fmt_impl.cpp)
print_pattern='(^|[^A-Za-z0-9_.>])(printf|fprintf|puts|fputs|putchar|isatty|print)[[:space:]]*\(|std::(cout|cerr|clog)\b|\b(stdout|stderr)\b|\\033\['

failed=0
declare -A exception_used=()
for e in "${known_exceptions[@]}"; do exception_used["$e"]=0; done

fail() {
  echo "$1" >&2
  failed=1
}

# Whether KEY is a known exception (and marks it used).
excepted() {
  [ -n "${exception_used[$1]+set}" ] || return 1
  exception_used["$1"]=1
}

label="$(basename "$src")"
while IFS= read -r -d '' path; do
  file="${path#"$src"/}"
  folder="${file%%/*}"
  if [ "$folder" = "$file" ]; then continue; fi  # src/CMakeLists.txt and the like
  if [ -z "${floor[$folder]+set}" ]; then
    fail "$label/$file: folder $folder/ is on no floor (add it to scripts/check_floors.sh and docs/architecture.md)"
    continue
  fi
  while IFS=: read -r line text; do
    included="$(sed -E 's/^[[:space:]]*#[[:space:]]*include[[:space:]]*"([^"]*)".*/\1/' <<<"$text")"
    target="${included%%/*}"
    [ "$target" != "$included" ] || continue  # no folder: not one of ours
    [ "$target" != "$folder" ] || continue
    if [ -z "${floor[$target]+set}" ]; then
      fail "$label/$file:$line: $folder/ includes $included: $target/ is on no floor"
      continue
    fi
    if ((floor[$target] < floor[$folder])) && [ -z "${apart["$folder $target"]+set}" ]; then continue; fi
    ! excepted "$file -> $included" || continue
    if [ -n "${apart["$folder $target"]+set}" ]; then
      why="$folder/ does not include $target/ (${apart["$folder $target"]})"
    elif ((floor[$target] == floor[$folder])); then
      why="$folder/ and $target/ are side by side"
    else
      why="$target/ is above $folder/"
    fi
    fail "$label/$file:$line: $folder/ includes $included: $why (floors: $floors_text)"
  done < <(grep -nE '^[[:space:]]*#[[:space:]]*include[[:space:]]*"' "$path" || true)
done < <(find "$src" -type f \( -name '*.hpp' -o -name '*.cpp' -o -name '*.h' -o -name '*.cu' -o -name '*.cuh' \) -print0 | sort -z)

for quiet in "${quiet_floors[@]}"; do
  [ -d "$src/$quiet" ] || continue
  while IFS= read -r -d '' path; do
    file="${path#"$src"/}"
    exempt=0
    for x in "${quiet_exempt[@]}"; do [ "$x" != "$file" ] || exempt=1; done
    ((exempt == 0)) || continue
    prints="$(grep -nE "$print_pattern" "$path" | grep -vE '^[0-9]+:[[:space:]]*//' || true)"
    [ -n "$prints" ] || continue
    ! excepted "$file prints" || continue
    while IFS=: read -r line text; do
      fail "$label/$file:$line: $quiet/ prints nothing (printers live in cli/): $(sed -E 's/^[[:space:]]+//' <<<"$text")"
    done <<<"$prints"
  done < <(find "$src/$quiet" -type f \( -name '*.hpp' -o -name '*.cpp' \) -print0 | sort -z)
done

for e in "${known_exceptions[@]}"; do
  if [ "${exception_used[$e]}" = 0 ]; then
    fail "scripts/check_floors.sh: the known exception '$e' no longer occurs: remove it from the list"
  fi
done

if ((failed)); then
  echo "check_floors: includes must point down the floors ($floors_text); search/ and core/ print nothing" >&2
  exit 1
fi
echo "check_floors: every include under $src points down the floors, search/ and core/ print nothing" \
  "(${#known_exceptions[@]} known exceptions)"
