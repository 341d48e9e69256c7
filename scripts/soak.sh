#!/usr/bin/env bash
# Soak tests of issue 9 (not part of the test suite: they take minutes).
#
#   scripts/soak.sh engine [CYCLES]   10,000 (default) random go/stop/setPosition cycles on the
#                                     Engine facade (tests/engine/soak_engine): no deadlock,
#                                     one result per search, resident memory start/end
#   scripts/soak.sh gtp [GAMES]       1000 (default) games between two `probcut gtp` processes
#                                     at levels 2 and 1, refereed by ../shared/tools/gtp_match.py;
#                                     each engine behind scripts/gtp_probe.py, which records its
#                                     resident memory after the first command and at the end
#
# Environment: BUILD (default build/release), SHARED (default ../shared), MAX_GROWTH_KB (default
# 16384: the resident memory an engine may gain over the run). Exit 0 only when nothing faulted
# and no process grew by more than that.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build="${BUILD:-$here/build/release}"
shared="${SHARED:-$here/../shared}"
max_growth="${MAX_GROWTH_KB:-16384}"

case "${1:-}" in
engine)
    [[ -x "$build/tests/engine/soak_engine" ]] || cmake --build "$build" --target soak_engine
    exec "$build/tests/engine/soak_engine" "${2:-10000}" 1 "$max_growth"
    ;;
gtp)
    games="${2:-1000}"
    bin="$build/app/probcut"
    [[ -x "$bin" ]] || cmake --build "$build" --target probcut
    out="$build/soak-gtp"
    mkdir -p "$out"
    rm -f "$out"/a.json "$out"/b.json
    probe="$here/scripts/gtp_probe.py"
    start=$(date +%s)
    python3 "$shared/tools/gtp_match.py" --quiet --openings $(((games + 1) / 2)) --plies 6 --seed 1 \
        --a "python3 $probe --every 200 --out $out/a.json -- $bin gtp --level 2" \
        --b "python3 $probe --every 200 --out $out/b.json -- $bin gtp --level 1 --book off" \
        | tee "$out/match.json"
    echo "soak gtp: $(($(date +%s) - start)) s"
    python3 - "$out/match.json" "$out/a.json" "$out/b.json" "$max_growth" <<'EOF'
import json, sys
match = json.loads(open(sys.argv[1]).read().strip().splitlines()[-1])
limit = int(sys.argv[4])
ok = not match["faults_a"] and not match["faults_b"]
print("games %d (A %d-%d-%d), faults A %d, B %d" % (match["games"], match["win"], match["draw"],
      match["loss"], len(match["faults_a"]), len(match["faults_b"])))
for side, path in (("A", sys.argv[2]), ("B", sys.argv[3])):
    p = json.load(open(path))
    growth = p["rss_end_kb"] - p["rss_start_kb"]
    ok = ok and growth <= limit
    print("%s %s: %d genmoves, %.4f s CPU per move, rss start %d KiB, end %d KiB (%+d), peak %d KiB"
          % (side, p["engine"].split("/")[-1], p["genmoves"], p["cpu_per_genmove_s"], p["rss_start_kb"],
             p["rss_end_kb"], growth, p["rss_peak_kb"]))
print("soak: ok" if ok else "soak: FAILED")
sys.exit(0 if ok else 1)
EOF
    ;;
*)
    echo "usage: scripts/soak.sh engine [CYCLES] | gtp [GAMES]" >&2
    exit 2
    ;;
esac
