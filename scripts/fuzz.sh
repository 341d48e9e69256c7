#!/usr/bin/env bash
# Builds the fuzz targets in fuzz/ with clang's libFuzzer, ASan and UBSan, and runs each for a
# number of executions, one after the other (niced: the machine has 2 shared cores).
#
#   scripts/fuzz.sh [-n RUNS] [-j JOBS] [TARGET...]     default: every target, 10,000,000 runs
#
# Targets: transcript board_string obf ggf wthor weights book mpc_params mpc_samples logbook positions gtp
# nboard. Each run starts from the target's corpus in fuzz/corpus/<target>/ (read only) and
# keeps what it finds in build/fuzz/new/<target>/; crashes are written to build/fuzz/crashes/
# and stop the script. The last line of each log (build/fuzz/logs/<target>.log) gives the
# executions and execs/s. To fold new inputs into the repo corpus, minimised:
#   build/fuzz/fuzz/fuzz_<target> -merge=1 fuzz/corpus/<target> build/fuzz/new/<target>
# To replay one crash:  build/fuzz/fuzz/fuzz_<target> CRASH_FILE
# Without clang, the same targets are built by the normal build as corpus-replay tests (ctest -L
# fuzz). Needs clang-14 and libclang-rt-14-dev (scripts/setup.sh installs them).
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
runs=10000000
jobs=2
while getopts "n:j:" opt; do
    case $opt in
    n) runs=$OPTARG ;;
    j) jobs=$OPTARG ;;
    *) sed -n '2,17p' "$0"; exit 2 ;;
    esac
done
shift $((OPTIND - 1))
targets=("$@")
if ((${#targets[@]} == 0)); then
    targets=(transcript board_string obf ggf wthor weights book mpc_params mpc_samples logbook positions gtp
        nboard)
fi

# Longest input per target: a little above the largest meaningful input of the format.
declare -A maxlen=([transcript]=512 [board_string]=256 [obf]=1024 [ggf]=2048 [wthor]=1024
    [weights]=256 [book]=2048 [mpc_params]=2048 [mpc_samples]=2048 [logbook]=1024 [positions]=512 [gtp]=1024 [nboard]=1024)

build="$here/build/fuzz"
# The AVX2 units are left out: clang 14 rejects some of the CPU-feature names the run-time
# check uses, and the parsers do not depend on the kernel.
CC=clang-14 CXX=clang++-14 cmake -S "$here" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
    -DPROBCUT_FUZZ=ON -DPROBCUT_AVX2=OFF -DPROBCUT_BUILD_GUI=OFF -DPROBCUT_BUILD_TESTS=OFF >/dev/null
ninja -C "$build" -j "$jobs" "${targets[@]/#/fuzz_}"

mkdir -p "$build/logs" "$build/crashes"
for t in "${targets[@]}"; do
    mkdir -p "$build/new/$t"
    echo "fuzz_$t: $runs runs (log: $build/logs/$t.log)"
    if ! nice "$build/fuzz/fuzz_$t" -runs="$runs" -max_len="${maxlen[$t]:-1024}" -timeout=5 -rss_limit_mb=2048 \
        -print_final_stats=1 -artifact_prefix="$build/crashes/$t-" "$build/new/$t" "$here/fuzz/corpus/$t" \
        >"$build/logs/$t.log" 2>&1; then
        tail -n 40 "$build/logs/$t.log"
        echo "fuzz_$t FAILED; the input is in $build/crashes/" >&2
        exit 1
    fi
    grep -E "^(stat::number_of_executed_units|stat::average_exec_per_sec|stat::peak_rss_mb)" "$build/logs/$t.log" \
        | tr '\n' ' '
    echo
done
