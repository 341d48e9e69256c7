#!/usr/bin/env bash
# One command for a newcomer: install what is missing, build (release) and launch the studio.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
"$here/scripts/setup.sh"
exec "$here/build/release/app/probcut-studio" "$@"
