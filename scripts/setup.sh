# Shared by scripts/run and scripts/test: installs missing Debian packages, configures once and
# builds incrementally. Sourced, not run. BUILD_DIR and CMAKE_EXTRA may be set by the caller.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BUILD_DIR="${BUILD_DIR:-$ROOT/build}"

install_missing_packages() {
    local wanted missing=()
    wanted=$(grep -v '^#' "$ROOT/scripts/packages.txt" | grep -v '^$')
    for pkg in $wanted; do
        dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q 'install ok installed' \
            || missing+=("$pkg")
    done
    [ ${#missing[@]} -eq 0 ] && return 0
    echo "Installing missing packages: ${missing[*]}"
    local sudo=""
    [ "$(id -u)" -ne 0 ] && sudo="sudo"
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
}

configure_and_build() {
    if [ ! -f "$BUILD_DIR/CMakeCache.txt" ]; then
        # -g1: line tables only (backtraces keep their functions, files and lines). Full debug
        # information took a third to two fifths of every compiler run of a fresh build; a
        # developer who steps through variables configures a Debug build of their own.
        cmake -S "$ROOT" -B "$BUILD_DIR" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
            "-DCMAKE_CXX_FLAGS_RELWITHDEBINFO=-O2 -g1 -DNDEBUG" ${CMAKE_EXTRA:-}
    fi
    cmake --build "$BUILD_DIR" --parallel "$(nproc)"
}

install_missing_packages
configure_and_build
