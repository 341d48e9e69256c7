#!/usr/bin/env bash
# The shared referees against the real programs (run by the test suite as shared_referees):
# ../shared/tools/nboard_check.py drives `probcut nboard` as the NBoard GUI does, and
# ../shared/tools/gtp_match.py plays `probcut gtp` against gtp-rhino (Debian's grhino, installed by
# scripts/setup.sh; against a second `probcut gtp` where it is missing) from two balanced
# openings with both colours, checking every move. A few seconds.
# Usage: check-referees.sh PROBCUT SHARED_DIR. Exit 77 (skipped) when SHARED_DIR/tools is
# missing, except under CI (the CI variable set), where that is a failure.
set -uo pipefail
probcut=$1
tools=$2/tools
if [[ ! -f $tools/nboard_check.py || ! -f $tools/gtp_match.py ]]; then
    echo "shared tools missing: $tools"
    [[ -n ${CI:-} ]] && exit 1
    exit 77
fi
status=0
out=$(timeout 120 python3 "$tools/nboard_check.py" "$probcut nboard" 2>&1)
echo "$out" | tail -n 1
grep -q '^nboard ok' <<<"$out" || status=1

opponent="$probcut gtp --depth 2"
[[ -x /usr/games/gtp-rhino ]] && opponent="/usr/games/gtp-rhino -l 2"
out=$(timeout 300 python3 "$tools/gtp_match.py" --a "$probcut gtp --time 0.02" --b "$opponent" --openings 2 --quiet 2>&1)
result=$(tail -n 1 <<<"$out")
echo "gtp against $opponent: $result"
python3 - "$result" <<'PY' || status=1
import json, sys
r = json.loads(sys.argv[1])
ok = r["games"] == 4 and not r["faults_a"] and not r["faults_b"]
sys.exit(0 if ok else 1)
PY
exit $status
