#!/usr/bin/env bash
# Installs what evotune needs that is missing (Debian/Ubuntu packages), finds
# the CUDA toolkit (>= 12), and builds into build/ (or --build-dir).
#
#   scripts/setup.sh                         # install + build everything into build/
#   scripts/setup.sh --build-dir build-asan --sanitize --targets "test_a test_b"
#
# Options:
#   --build-dir DIR   build folder (default: build)
#   --type TYPE       CMake build type (default: Release; the tests build Debug for the sanitizers)
#   --sanitize        AddressSanitizer + UndefinedBehaviorSanitizer (-DEVOTUNE_SANITIZE=ON)
#   --no-tests        do not build the test suite
#   --targets "A B"   build only these targets (default: all)
#   --configure-only  stop after CMake's configure step
#   --no-install      never call apt-get (fail if something is missing)
#   --with-test-tools also install what only the tests use (chromium)
#   --with-mpi        build `mpirun -np N evotune run` (-DEVOTUNE_WITH_MPI=ON); installs
#                     Open MPI (libopenmpi-dev, openmpi-bin). Off by default: the default
#                     build needs no MPI
# Environment: CUDA_HOME or CUDAToolkit_ROOT point at the toolkit when it is not
# in /usr/local/cuda; JOBS sets the build's parallelism (default: all cores).
set -euo pipefail

repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$repo"

build_dir=build
build_type=Release
sanitize=OFF
tests=ON
targets=""
configure_only=0
install=1
with_test_tools=0
mpi=OFF
while (($#)); do
  case "$1" in
    --build-dir) build_dir="$2"; shift 2 ;;
    --type) build_type="$2"; shift 2 ;;
    --sanitize) sanitize=ON; shift ;;
    --no-tests) tests=OFF; shift ;;
    --targets) targets="$2"; shift 2 ;;
    --configure-only) configure_only=1; shift ;;
    --no-install) install=0; shift ;;
    --with-test-tools) with_test_tools=1; shift ;;
    --with-mpi) mpi=ON; shift ;;
    -h|--help) awk 'NR > 1 && !/^#/ {exit} NR > 1 {sub(/^# ?/, ""); print}' "$0"; exit 0 ;;
    *) echo "setup: unknown option '$1' (see scripts/setup.sh --help)" >&2; exit 2 ;;
  esac
done

say() { echo "setup: $*" >&2; }
die() { echo "setup: error: $*" >&2; exit 1; }

# --- Debian packages -------------------------------------------------------
# One line each: what evotune builds with. yaml-cpp, SQLite and libcrypto are
# linked statically, spdlog and fmt header-only, so a build folder runs on a
# machine that lacks them. libxgboost-dev gives the search's cost model
# (strategy evo_model); it is loaded at run time, and a build without it works
# with that strategy unavailable.
packages=(
  cmake ninja-build g++
  libyaml-cpp-dev libsqlite3-dev libssl-dev
  libspdlog-dev libfmt-dev libcli11-dev nlohmann-json3-dev libgtest-dev
  libxgboost-dev
)
# The test suite checks docs/experiment.schema.json against every shipped
# experiment offline (tests/python/test_experiment_schema.py): python3 with
# the modules yaml and jsonschema. A module Python can already import (from
# pip, say) counts as present.
python_modules=()
[ "$tests" = ON ] && packages+=(python3) && python_modules=(yaml:python3-yaml jsonschema:python3-jsonschema)
# Only for the tests (--with-test-tools): headless chromium renders `evotune
# report` in its screenshot test (tests/cli/report_screenshot.sh, which skips
# without it).
test_tools=(chromium)
((with_test_tools)) && packages+=("${test_tools[@]}")
# Only with --with-mpi: Open MPI's headers and library, and mpirun for the MPI test.
[ "$mpi" = ON ] && packages+=(libopenmpi-dev openmpi-bin)
if command -v dpkg-query >/dev/null 2>&1; then
  missing=()
  for p in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
  done
  for m in "${python_modules[@]}"; do
    python3 -c "import ${m%%:*}" >/dev/null 2>&1 || missing+=("${m#*:}")
  done
  if ((${#missing[@]})); then
    ((install)) || die "missing packages: ${missing[*]} (and --no-install was given)"
    sudo=""
    if [ "$(id -u)" -ne 0 ]; then
      command -v sudo >/dev/null 2>&1 || die "missing packages: ${missing[*]}; run as root or install sudo"
      sudo="sudo"
    fi
    say "installing ${missing[*]}"
    $sudo apt-get update -qq || die "apt-get update failed"
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" \
      || die "apt-get install ${missing[*]} failed"
  else
    say "Debian packages: all present"
  fi
else
  say "no dpkg here (not Debian/Ubuntu): make sure these are installed: ${packages[*]} ${python_modules[*]#*:}"
fi

# --- CUDA toolkit ------------------------------------------------------------
cuda=""
for candidate in "${CUDAToolkit_ROOT:-}" "${CUDA_HOME:-}" "${CUDA_PATH:-}" /usr/local/cuda; do
  [ -n "$candidate" ] || continue
  if [ -x "$candidate/bin/nvcc" ] || [ -f "$candidate/include/nvrtc.h" ]; then
    cuda="$candidate"
    break
  fi
done
if [ -z "$cuda" ] && command -v nvcc >/dev/null 2>&1; then
  cuda="$(cd "$(dirname "$(command -v nvcc)")/.." && pwd)"
fi
[ -n "$cuda" ] || die "no CUDA toolkit found (looked at \$CUDAToolkit_ROOT, \$CUDA_HOME, \$CUDA_PATH, /usr/local/cuda and nvcc on PATH). Install the CUDA toolkit 12 or newer, or set CUDA_HOME to it."
[ -f "$cuda/include/nvrtc.h" ] || die "the CUDA toolkit at $cuda has no NVRTC (include/nvrtc.h)"
say "CUDA toolkit: $cuda"

# --- configure and build -----------------------------------------------------
jobs="${JOBS:-$(nproc 2>/dev/null || echo 2)}"
mkdir -p "$build_dir"
cmake -S "$repo" -B "$build_dir" -G Ninja \
  -DCMAKE_BUILD_TYPE="$build_type" \
  -DCUDAToolkit_ROOT="$cuda" \
  -DEVOTUNE_SANITIZE="$sanitize" \
  -DEVOTUNE_WITH_MPI="$mpi" \
  -DEVOTUNE_BUILD_TESTS="$tests" >"$build_dir/configure.log" 2>&1 \
  || { cat "$build_dir/configure.log" >&2; die "CMake configure failed (log above)"; }
((configure_only)) && exit 0

say "building in $build_dir ($build_type, sanitize=$sanitize, $jobs jobs)${targets:+: $targets}"
# shellcheck disable=SC2086  # targets is a word list
cmake --build "$build_dir" -j "$jobs" ${targets:+--target $targets}
say "done: $build_dir/src/evotune"
