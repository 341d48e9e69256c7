#!/usr/bin/env bash
# What multi-PV costs in the solver's range: every position of an FFO file analysed to the end
# of the game (`probcut analyse --depth 60`, one thread, pinned to one core) three ways: the best
# move alone, the top N (the other moves only proved no better) and every move. Prints each
# position's node counts, then the medians of top N / best, every move / best and top N /
# every move. Node counts do not depend on the machine.
#
#   scripts/bench-multipv.sh [N] [FILE.obf] [FIRST-INDEX]
#
# Defaults: N = 3, ../shared/data/ffo/fforum-20-39.obf, first index 20. Environment:
# PROBCUT_BIN (default build/release/app/probcut), CPU (default 0, for taskset). About a
# minute for FFO #20-39.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
n="${1:-3}"
file="${2:-$here/../shared/data/ffo/fforum-20-39.obf}"
index="${3:-20}"
bin="${PROBCUT_BIN:-$here/build/release/app/probcut}"
cpu="${CPU:-0}"
[[ -f $file ]] || { echo "bench-multipv: no such file: $file" >&2; exit 1; }
[[ -x $bin ]] || { echo "bench-multipv: build $bin first" >&2; exit 1; }
[[ $n =~ ^[0-9]+$ && $n -ge 2 ]] || { echo "bench-multipv: N must be 2 or more, got '$n'" >&2; exit 1; }

nodes() { # multipv position
    taskset -c "$cpu" "$bin" analyse --depth 60 --solve-empties 60 --multipv "$1" "$2" \
        | sed -n 's/^best .* nodes \([0-9]*\) .*/\1/p'
}

echo "position best top$n every"
rows=$(while IFS= read -r line; do
    [[ -z ${line// /} || $line == \#* ]] && continue
    position="${line%%;*}"
    echo "#$index $(nodes 1 "$position") $(nodes "$n" "$position") $(nodes 0 "$position")"
    index=$((index + 1))
done <"$file")
printf '%s\n' "$rows"
printf '%s\n' "$rows" | awk -v n="$n" '
    function median(a, k,   i, j, t) {
        for (i = 2; i <= k; i++) for (j = i; j > 1 && a[j - 1] > a[j]; j--) { t = a[j]; a[j] = a[j - 1]; a[j - 1] = t }
        return k % 2 ? a[(k + 1) / 2] : (a[k / 2] + a[k / 2 + 1]) / 2
    }
    { k++; top[k] = $3 / $2; every[k] = $4 / $2; share[k] = $3 / $4 }
    END {
        printf "median over %d positions: top %d / best %.2fx, every move / best %.2fx, top %d / every move %.2fx\n",
            k, n, median(top, k), median(every, k), n, median(share, k)
    }'
