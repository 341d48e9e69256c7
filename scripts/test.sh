#!/usr/bin/env bash
# One command for a newcomer and for CI (.ci/run): install what is missing, build (release)
# and run the whole test suite (engine, CLI, GUI offscreen, formatting and packaging checks).
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
"$here/scripts/setup.sh"
preset="${PROBCUT_PRESET:-release}"
cd "$here"
ctest --preset "$preset" --output-on-failure "$@"
