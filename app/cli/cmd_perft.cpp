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

struct PerftOptions {
    int depth = 0;
    bool baseline = false;
    bool only = false;
    KernelKind kernel = bestKernel();
    std::string board, moves;
};

int runPerft(const PerftOptions& o, std::ostream& out, std::ostream& err)
{
    const int depth = o.depth;
    const bool only = o.only, baseline = o.baseline;
    const KernelKind kernel = o.kernel;
    Position start = Position::initial();
    if (!o.board.empty()) {
        auto p = parseBoardString(o.board);
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
    if (!o.moves.empty()) {
        auto line = parseTranscript(o.moves, start);
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
    return {"perft", "Count leaves of the game tree to a depth (move generator check and benchmark)",
        [](CLI::App& app) -> Action {
            auto o = std::make_shared<PerftOptions>();
            app.description(
                "Counts the leaves of the game tree DEPTH plies below the position, printing one\n"
                "line per depth (leaves, seconds, leaves per second) and finally\n"
                "'perft DEPTH LEAVES'. A pass is a ply; a game that ends before DEPTH counts as\n"
                "one leaf; the last ply is bulk-counted.");
            app.add_option("depth", o->depth, "Plies below the position")
                ->required()
                ->check(CLI::Range(1, 20));
            app.add_flag("--only", o->only, "Count DEPTH alone, not every depth up to it");
            addKernelOption(app, o->kernel);
            app.add_flag("--baseline", o->baseline,
                "Also time a plain Kogge-Stone/loop-flip implementation at DEPTH in the same process and "
                "print the ratio of the two times");
            app.add_option("--board", o->board, "Start from a 64-square board string with side to move");
            app.add_option("--moves", o->moves, "Then play these moves (e.g. f5d6c3)");
            app.footer("Start-position counts: 1:4 2:12 3:56 4:244 5:1396 6:8200 7:55092 8:390216\n"
                       "9:3005288 10:24571284 11:212258800 12:1939886636");
            return [o](std::ostream& out, std::ostream& err) { return runPerft(*o, out, err); };
        }};
}

} // namespace probcut::cli
