#!/usr/bin/env bash
# The GTP match of issue 9: `probcut gtp` against Debian's gtp-rhino (package grhino) at
# level 5, refereed by ../shared/tools/gtp_match.py, with both engines behind
# scripts/gtp_probe.py so the CPU time per move of each side is measured (gtp_match.py reports
# wall time, which on a loaded machine also counts the time an engine waited for a core).
#
#   scripts/match-rhino.sh [OUTDIR]
#
# Environment: PROBCUT_BIN (default build/release/app/probcut), PROBCUT_ARGS (default
# "--time 9.5": gtp-rhino -l 5 took 9.4 s of CPU per move in our measurement), OPENINGS
# (default 50; each is played with both colours), SEED (default 1), SHARED (default ../shared),
# RHINO_LEVEL (default 5; -l 4 takes about 0.27 s of CPU per move, -l 3 0.014 s).
# Prints one line per game as it ends, the referee's JSON, and each side's probe summary.
# Long: gtp-rhino -l 5 alone needs about 4 CPU-minutes per game; run it in the background.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
out="${1:-$here/build/match-rhino}"
bin="${PROBCUT_BIN:-$here/build/release/app/probcut}"
shared="${SHARED:-$here/../shared}"
args="${PROBCUT_ARGS:---time 9.5}"
rhino="${RHINO:-/usr/games/gtp-rhino}"
level="${RHINO_LEVEL:-5}"
mkdir -p "$out"
[[ -x "$bin" ]] || { echo "match-rhino: no probcut at $bin (build it or set PROBCUT_BIN)" >&2; exit 2; }
[[ -x "$rhino" ]] || { echo "match-rhino: no $rhino (apt-get install grhino)" >&2; exit 2; }
probe="$here/scripts/gtp_probe.py"
echo "match-rhino: A = probcut gtp $args, B = gtp-rhino -l $level, ${OPENINGS:-50} openings x 2 colours"
python3 "$shared/tools/gtp_match.py" \
    --a "python3 $probe --every 5 --out $out/probcut.json -- $bin gtp $args" \
    --b "python3 $probe --every 5 --out $out/rhino.json -- $rhino -l $level" \
    --openings "${OPENINGS:-50}" --seed "${SEED:-1}" | tee "$out/games.log"
echo "probcut: $(cat "$out/probcut.json")"
echo "rhino:   $(cat "$out/rhino.json")"
