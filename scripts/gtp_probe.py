#!/usr/bin/env python3
"""Run a GTP engine behind a transparent proxy that measures it.

Usage: gtp_probe.py --out SUMMARY.json [--every N] -- ENGINE [ARGS...]

A referee (../shared/tools/gtp_match.py) talks to this script exactly as to the engine.  The
script forwards every command line and every answer unchanged and measures the engine process:
the CPU time (user + system, all threads, from /proc/PID/stat) and the wall time spent in each
genmove, and its resident memory (VmRSS) after the first command, at the end (just before
`quit` is passed on) and at the peak (VmHWM).
CPU time is the fair measure of "time per move" on a loaded machine, where wall time also counts
the time the engine waited for a core.  The summary (JSON) is rewritten every N genmoves and
just before `quit` is forwarded, so it survives a referee that kills its engines.
Used by scripts/soak.sh and scripts/match-rhino.sh.
"""
import argparse
import json
import os
import subprocess
import sys
import time

TICKS = os.sysconf("SC_CLK_TCK")


def cpu_seconds(pid):
    try:
        with open("/proc/%d/stat" % pid) as f:
            fields = f.read().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / TICKS  # utime, stime
    except OSError:
        return None


def memory_kb(pid):
    out = {}
    try:
        with open("/proc/%d/status" % pid) as f:
            for line in f:
                key, _, value = line.partition(":")
                if key in ("VmRSS", "VmHWM"):
                    out[key] = int(value.split()[0])
    except OSError:
        pass
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", required=True)
    ap.add_argument("--every", type=int, default=50)
    ap.add_argument("engine", nargs=argparse.REMAINDER)
    a = ap.parse_args()
    cmd = a.engine[1:] if a.engine[:1] == ["--"] else a.engine
    if not cmd:
        ap.error("no engine command after --")
    child = subprocess.Popen(cmd, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)
    s = {"engine": " ".join(cmd), "pid": child.pid, "commands": 0, "genmoves": 0, "cpu_genmove_s": 0.0,
         "wall_genmove_s": 0.0, "rss_start_kb": None, "rss_end_kb": None, "rss_peak_kb": None,
         "cpu_total_s": None}

    def write():
        mem = memory_kb(child.pid)
        s["rss_end_kb"] = mem.get("VmRSS", s["rss_end_kb"])
        s["rss_peak_kb"] = mem.get("VmHWM", s["rss_peak_kb"])
        s["cpu_total_s"] = cpu_seconds(child.pid) or s["cpu_total_s"]
        n = max(1, s["genmoves"])
        s["cpu_per_genmove_s"] = round(s["cpu_genmove_s"] / n, 4)
        s["wall_per_genmove_s"] = round(s["wall_genmove_s"] / n, 4)
        tmp = a.out + ".tmp"
        with open(tmp, "w") as f:
            json.dump(s, f)
            f.write("\n")
        os.replace(tmp, a.out)

    for line in sys.stdin:
        words = line.split()
        if words and words[0].isdigit():
            words = words[1:]
        name = words[0] if words else ""
        genmove = name in ("genmove", "reg_genmove")
        if genmove:
            c0, t0 = cpu_seconds(child.pid), time.monotonic()
        if name == "quit":
            write()  # before the engine starts tearing down (its memory shrinks as it exits)
        child.stdin.write(line if line.endswith("\n") else line + "\n")
        child.stdin.flush()
        answer = []
        while True:
            out = child.stdout.readline()
            if out == "":
                break
            answer.append(out)
            if out.strip() == "" and len(answer) > 1:
                break
        s["commands"] += 1
        if s["rss_start_kb"] is None:
            s["rss_start_kb"] = memory_kb(child.pid).get("VmRSS")
        if genmove:
            c1 = cpu_seconds(child.pid)
            s["genmoves"] += 1
            s["wall_genmove_s"] += time.monotonic() - t0
            if c0 is not None and c1 is not None:
                s["cpu_genmove_s"] += c1 - c0
            if s["genmoves"] % a.every == 0:
                write()
        sys.stdout.write("".join(answer))
        sys.stdout.flush()
        if not answer or name == "quit":
            break
    if child.poll() is None:
        write()
        child.stdin.close()
        try:
            child.wait(timeout=10)
        except subprocess.TimeoutExpired:
            child.kill()


if __name__ == "__main__":
    main()
