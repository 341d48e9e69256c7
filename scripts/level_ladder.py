#!/usr/bin/env python3
"""The strength ladder of the studio's levels: every level against its neighbour.

Usage: scripts/level_ladder.py [--pairs 1-2,2-3,...] [--openings 100] [--plies 6] [--seed 33]
                               [--out results/ladder] [--jobs 1] [--referee PATH] [--report]

Each pair plays --openings openings (distinct up to symmetry, chosen by --seed) twice, colours
swapped, refereed by ../shared/tools/gtp_match.py between two `probcut gtp --level L` processes
without a clock (each level's own depth, solve threshold and time cap). A finished pair is kept
as OUT/L-M.json and is not played again, so the run resumes after a kill. The report chains the
pairs into an Elo-like ladder with Beginner at 0: a score s between neighbours is a difference of
400 log10(s / (1 - s)); its 95 % interval comes from the spread of the game scores.
"""
import argparse, json, math, os, subprocess, sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
NAMES = ["Beginner", "Novice", "Casual", "Club", "Intermediate", "Advanced", "Strong", "Expert",
         "Master", "Maximum"]


def elo(score):
    score = min(max(score, 1e-3), 1 - 1e-3)
    return 400 * math.log10(score / (1 - score))


def pair_stats(log_path):
    # Per-game scores from the referee's log (one line per game), for the interval.
    scores = []
    with open(log_path) as f:
        for line in f:
            if line.startswith("opening ") and " diff " in line:
                diff = int(line.split(" diff ")[1].split()[0])
                scores.append(1.0 if diff > 0 else 0.5 if diff == 0 else 0.0)
    n = len(scores)
    if n == 0:
        return 0, 0.5, 0.5
    mean = sum(scores) / n
    var = sum((s - mean) ** 2 for s in scores) / max(1, n - 1)
    half = 1.96 * math.sqrt(var / n)
    return n, mean, half


def play(pair, args):
    lo, hi = pair
    out_json = os.path.join(args.out, "%d-%d.json" % (lo, hi))
    log = os.path.join(args.out, "%d-%d.log" % (lo, hi))
    if os.path.exists(out_json):
        return None
    probcut = os.path.join(args.build, "app", "probcut")
    cmd = [sys.executable, args.referee, "--a", "%s gtp --level %d" % (probcut, hi),
           "--b", "%s gtp --level %d" % (probcut, lo), "--openings", str(args.openings),
           "--plies", str(args.plies), "--seed", str(args.seed)]
    f = open(log + ".part", "w")
    return subprocess.Popen(cmd, stdout=f, stderr=subprocess.STDOUT), out_json, log, f


def finish(job):
    proc, out_json, log, f = job
    rc = proc.wait()
    f.close()
    if rc != 0:
        print("pair %s failed (exit %d), see %s.part" % (out_json, rc, log), file=sys.stderr)
        return False
    last = open(log + ".part").read().strip().splitlines()[-1]
    os.replace(log + ".part", log)
    with open(out_json, "w") as o:
        o.write(last + "\n")
    return True


def report(pairs, args):
    rating, rows = 0.0, []
    print("| level | name | vs. level below (higher level's score) | games | difference | ladder |")
    print("| --- | --- | --- | --- | --- | --- |")
    print("| 1 | %s | | | | 0 |" % NAMES[0])
    var_sum = 0.0
    previous = 1
    for lo, hi in pairs:
        path = os.path.join(args.out, "%d-%d.json" % (lo, hi))
        if not os.path.exists(path):
            rating = None
            part = os.path.join(args.out, "%d-%d.log.part" % (lo, hi))
            if os.path.exists(part):
                n, mean, half = pair_stats(part)
                print("| %d | %s | in progress: %.1f %% after %d games | | | |" % (hi, NAMES[hi - 1], 100 * mean, n))
            else:
                print("| %d | %s | not played | | | |" % (hi, NAMES[hi - 1]))
            continue
        res = json.load(open(path))
        n, mean, half = pair_stats(os.path.join(args.out, "%d-%d.log" % (lo, hi)))
        d, d_lo, d_hi = elo(mean), elo(mean - half), elo(mean + half)
        chained = rating is not None and lo == previous
        rating = rating + d if chained else None
        var_sum += ((d_hi - d_lo) / 2) ** 2
        faults = len(res["faults_a"]) + len(res["faults_b"])
        print("| %d | %s | %.1f %% (+%d =%d -%d%s) | %d | %+.0f [%+.0f, %+.0f] | %s |"
              % (hi, NAMES[hi - 1], 100 * mean, res["win"], res["draw"], res["loss"],
                 ", %d faults" % faults if faults else "", n, d, d_lo, d_hi,
                 "%.0f ± %.0f" % (rating, math.sqrt(var_sum)) if rating is not None else "–"))
        previous = hi


def print_cpp(args):
    print("inline constexpr std::array<std::optional<LadderStep>, LevelCount> LadderSteps{{")
    print("    std::nullopt, // Beginner: the foot of the ladder")
    for hi in range(2, 11):
        path = os.path.join(args.out, "%d-%d.json" % (hi - 1, hi))
        if os.path.exists(path):
            res = json.load(open(path))
            print("    LadderStep{%d, %d, %d}, // %s %s" % (res["win"], res["draw"], res["loss"],
                                                        NAMES[hi - 1], "%d-%d" % (hi - 1, hi)))
        else:
            print("    std::nullopt, // %s: not played" % NAMES[hi - 1])
    print("}};")


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--pairs", default=",".join("%d-%d" % (l, l + 1) for l in range(1, 10)))
    ap.add_argument("--openings", type=int, default=100)
    ap.add_argument("--plies", type=int, default=6)
    ap.add_argument("--seed", type=int, default=33)
    ap.add_argument("--out", default=os.path.join(ROOT, "resources", "levels", "ladder"))
    ap.add_argument("--build", default=os.path.join(ROOT, "build", "release"))
    ap.add_argument("--referee", default=os.path.join(ROOT, "..", "shared", "tools", "gtp_match.py"))
    ap.add_argument("--jobs", type=int, default=1, help="pairs played at once")
    ap.add_argument("--report", action="store_true", help="only print the ladder of the finished pairs")
    ap.add_argument("--cpp", action="store_true",
                    help="only print LadderSteps for engine/search/level_ladder.h from the finished pairs")
    args = ap.parse_args()
    try:
        pairs = [tuple(int(x) for x in p.split("-")) for p in args.pairs.split(",")]
    except ValueError:
        ap.error("--pairs wants L-M,... with levels 1-10")
    if any(len(p) != 2 or not 1 <= p[0] < p[1] <= 10 for p in pairs):
        ap.error("--pairs wants L-M,... with 1 <= L < M <= 10")
    if args.cpp:
        return print_cpp(args)
    if not args.report:
        if not os.path.exists(args.referee):
            sys.exit("level_ladder: the referee %s is missing (../shared/tools)" % args.referee)
        os.makedirs(args.out, exist_ok=True)
        todo, running = list(pairs), []
        while todo or running:
            while todo and len(running) < args.jobs:
                job = play(todo.pop(0), args)
                if job:
                    running.append(job)
            if running:
                finish(running.pop(0))
    report(pairs, args)


if __name__ == "__main__":
    main()
