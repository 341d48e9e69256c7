// `probcut perft D`: leaf counts to depth D, per depth, with timing; `--baseline` also times the
// textbook implementation in the same process and prints the speed ratio.
#include "app/cli/command.h"
#include "app/cli/perft_baseline.h"
#include "engine/core/notation.h"
#include "engine/core/perft.h"

#include <chrono>
#include <cstdio>
#include <ostream>

namespace probcut::cli {

namespace {

double secondsSince(std::chrono::steady_clock::time_point t0)
{
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
}

std::string fmt(const char* f, double a)
{
    char buf[64];
    std::snprintf(buf, sizeof buf, f, a);
    return buf;
}

int runPerft(const std::vector<std::string>& argsIn, std::ostream& out, std::ostream& err)
{
    ArgParser args(argsIn);
    const bool baseline = args.flag("--baseline");
    const bool only = args.flag("--only");
    const auto kernelArg = args.option("--kernel");
    const auto boardText = args.option("--board");
    const auto movesText = args.option("--moves");
    if (!args.error.empty()) {
        err << "perft: " << args.error << '\n';
        return 2;
    }
    if (args.rest().size() != 1) {
        err << "perft: expected one depth argument (see probcut perft --help)\n";
        return 2;
    }
    long long depth = 0;
    if (!parseInt(args.rest()[0], depth, 1, 20)) {
        err << "perft: depth must be an integer from 1 to 20, got '" << args.rest()[0] << "'\n";
        return 2;
    }
    KernelKind kernel = bestKernel();
    if (kernelArg) {
        const auto k = parseKernelName(*kernelArg);
        if (!k) {
            err << "perft: " << kernelChoiceError(*kernelArg) << '\n';
            return 2;
        }
        kernel = *k;
    }
    Position start = Position::initial();
    if (boardText) {
        auto p = parseBoardString(*boardText);
        if (!p) {
            err << "perft: bad --board: " << p.error().describe() << '\n';
            return 2;
        }
        if (auto bad = p->board.validate()) {
            err << "perft: impossible position: " << *bad << '\n';
            return 2;
        }
        start = *p;
    }
    if (movesText) {
        auto line = parseTranscript(*movesText, start);
        if (!line) {
            err << "perft: bad --moves: " << line.error().describe() << '\n';
            return 2;
        }
        start = line->end;
    }

    out << "kernel " << kernelName(kernel) << '\n';
    std::uint64_t leaves = 0;
    double seconds = 0;
    for (int d = only ? int(depth) : 1; d <= depth; ++d) {
        const auto t0 = std::chrono::steady_clock::now();
        leaves = perft(start.board, d, kernel);
        seconds = secondsSince(t0);
        out << "depth " << d << ' ' << leaves << " leaves " << fmt("%.3f", seconds) << " s "
            << fmt("%.1f", seconds > 0 ? leaves / seconds / 1e6 : 0.0) << " M leaves/s\n";
        out.flush();
    }
    if (baseline) {
        const auto t0 = std::chrono::steady_clock::now();
        const std::uint64_t b = baselinePerft(start.board.player, start.board.opponent, int(depth));
        const double bs = secondsSince(t0);
        out << "baseline depth " << depth << ' ' << b << " leaves " << fmt("%.3f", bs)
            << " s (Kogge-Stone moves, loop flips)\n";
        out << "ratio baseline/" << kernelName(kernel) << ' ' << fmt("%.2f", seconds > 0 ? bs / seconds : 0.0)
            << '\n';
        if (b != leaves) {
            err << "perft: baseline disagrees: " << b << " vs " << leaves << '\n';
            return 1;
        }
    }
    out << "perft " << depth << ' ' << leaves << '\n';
    return 0;
}

} // namespace

Command perftCommand()
{
    return {"perft", "count leaves of the game tree to a depth (move generator check and benchmark)",
        "Usage: probcut perft DEPTH [options]\n\n"
        "Counts the leaves of the game tree DEPTH plies below the position, printing one line per\n"
        "depth (leaves, seconds, leaves per second) and finally 'perft DEPTH LEAVES'. A pass is a\n"
        "ply; a game that ends before DEPTH counts as one leaf; the last ply is bulk-counted.\n\n"
        "Options:\n"
        "  --only              count DEPTH alone, not every depth up to it\n"
        "  --kernel K          portable | avx2 | avx512 | auto (default auto: the fastest the CPU has)\n"
        "  --baseline          also time a plain Kogge-Stone/loop-flip implementation at DEPTH\n"
        "                      in the same process and print the ratio of the two times\n"
        "  --board \"POS\"       start from a 64-square board string with side to move\n"
        "  --moves TRANSCRIPT  then play these moves (e.g. f5d6c3)\n\n"
        "Start-position counts: 1:4 2:12 3:56 4:244 5:1396 6:8200 7:55092 8:390216\n"
        "9:3005288 10:24571284 11:212258800 12:1939886636\n",
        runPerft};
}

} // namespace probcut::cli
