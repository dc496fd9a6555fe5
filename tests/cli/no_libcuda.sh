#!/usr/bin/env bash
# The evotune binary starts on a machine without an NVIDIA driver: it loads
# libcuda at run time and never links it (design notes, decision 2). Fails
# when libcuda is among BINARY's NEEDED libraries (its ELF dynamic section,
# read with readelf -d) or among what the loader would bring in with them
# (ldd). PROBE, a program that links libcuda on purpose, shows the check
# catches a binary that does.
#
#   tests/cli/no_libcuda.sh BINARY PROBE
set -euo pipefail
binary="${1:?usage: no_libcuda.sh BINARY PROBE}"
probe="${2:?usage: no_libcuda.sh BINARY PROBE}"
command -v readelf >/dev/null 2>&1 || { echo "SKIPPED: no readelf (binutils)"; exit 77; }

# links_libcuda FILE: true when FILE, or a library it needs, needs libcuda.
links_libcuda() {
  local needed
  needed="$(readelf -d "$1" | sed -n 's/.*(NEEDED).*\[\(.*\)\]/\1/p')"
  [ -n "$needed" ] || { echo "FAIL: no NEEDED entries read from $1" >&2; exit 1; }
  grep -q '^libcuda\.so' <<<"$needed" && return 0
  if command -v ldd >/dev/null 2>&1; then
    ldd "$1" | grep -q 'libcuda\.so' && return 0
  fi
  return 1
}

if ! links_libcuda "$probe"; then
  echo "FAIL: $probe links libcuda, yet the check does not see it" >&2
  exit 1
fi
if links_libcuda "$binary"; then
  echo "FAIL: $binary links libcuda (it must load it at run time):" >&2
  readelf -d "$binary" | grep NEEDED >&2
  exit 1
fi
echo "ok: $binary does not link libcuda; it needs: $(readelf -d "$binary" | sed -n 's/.*(NEEDED).*\[\(.*\)\]/\1/p' | tr '\n' ' ')"
