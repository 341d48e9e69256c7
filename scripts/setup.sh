#!/usr/bin/env bash
# Installs what a fresh Debian 12 machine is missing for ProbCut Studio (Debian packages via
# apt-get, only those not yet installed), then configures and builds the release preset.
# Used by scripts/studio.sh and scripts/test.sh; safe to run again (it only does what is needed).
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$here"

packages=(
    # toolchain
    g++ cmake ninja-build pkg-config git ccache
    # Qt 6.4 (Debian 12): widgets, charts, svg, multimedia (sounds), test, linguist tools,
    # translations
    qt6-base-dev qt6-charts-dev qt6-svg-dev qt6-multimedia-dev qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools
    qt6-translations-l10n libgl-dev qt6-qpa-plugins libqt6svg6
    # Qt6OpenGLConfig.cmake (needed by Qt6Charts) moved out of qt6-base-dev in 6.4.2+dfsg-10
    libqt6opengl6-dev
    # running and testing the GUI without a display, screenshots
    xvfb xauth
    # formatting check, packaging checks (desktop file, metainfo, manual pages)
    clang-format desktop-file-utils appstream groff-base mandoc
    # the sparring engine for protocol matches
    grhino
    # gzip-compressed game collections (probcut train, test_wthor)
    zlib1g-dev
    # command-line parsing (header-only)
    libcli11-dev
    # libFuzzer builds of the fuzz targets (scripts/fuzz.sh; the default build needs neither)
    clang-14 libclang-rt-14-dev
    # scripts in ../shared/tools; qemu runs the portable-CPU check (no AVX2) in the tests
    python3 qemu-user
)

missing=()
for p in "${packages[@]}"; do
    if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
        missing+=("$p")
    fi
done

if ((${#missing[@]})); then
    echo "setup: installing ${missing[*]}"
    sudo_cmd=()
    if [[ $(id -u) -ne 0 ]]; then
        command -v sudo >/dev/null || { echo "setup: need root or sudo to install: ${missing[*]}" >&2; exit 1; }
        sudo_cmd=(sudo)
    fi
    "${sudo_cmd[@]}" env DEBIAN_FRONTEND=noninteractive apt-get update -qq
    "${sudo_cmd[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi

preset="${PROBCUT_PRESET:-release}"
cmake --preset "$preset" >/dev/null
cmake --build --preset "$preset" -j "$(nproc)"
