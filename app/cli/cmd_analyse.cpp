// `probcut analyse "<board> <side>" (--depth D | --time S)`: iterative deepening on one
// position, one line per completed iteration (depth, score, nodes, nodes/s, PV). Calls the
// search driver directly so that every iteration is printed (the Engine facade rate-limits).
#include "app/cli/command.h"
#include "engine/core/notation.h"
#include "engine/endgame/endgame.h"
#include "engine/engine.h"
#include "engine/eval/simple_evaluator.h"
#include "engine/search/search.h"

#include <cstdio>
#include <ostream>
#include <sstream>

namespace probcut::cli {

namespace {

std::string fmt(const char* f, double a)
{
    char buf[64];
    std::snprintf(buf, sizeof buf, f, a);
    return buf;
}

std::string formatPv(const std::vector<Square>& pv)
{
    std::string s;
    for (Square sq : pv) {
        if (!s.empty())
            s += ' ';
        s += squareName(sq);
    }
    return s;
}

int runAnalyse(const std::vector<std::string>& argsIn, std::ostream& out, std::ostream& err)
{
    ArgParser args(argsIn);
    const auto depthArg = args.option("--depth");
    const auto timeArg = args.option("--time");
    const auto algorithmArg = args.option("--algorithm");
    const auto hashArg = args.option("--hash");
    const auto multiCutArg = args.option("--multicut");
    const auto solveArg = args.option("--solve-empties");
    const auto movesArg = args.option("--moves");
    const auto threadsArg = args.option("--threads");
    if (!args.error.empty()) {
        err << "analyse: " << args.error << '\n';
        return 2;
    }
    for (const auto& a : args.rest()) {
        // Board strings may start with "--" (empty squares) but are at least 64 characters.
        if (a.size() > 2 && a.size() < 64 && a[0] == '-' && a[1] == '-' && a[2] >= 'a' && a[2] <= 'z') {
            err << "analyse: unknown option '" << a << "' (see probcut analyse --help)\n";
            return 2;
        }
    }
    if (args.rest().size() != 1) {
        err << "analyse: expected one position \"<64 squares> <X|O>\" (quote it), got " << args.rest().size()
            << " arguments\n";
        return 2;
    }
    auto position = parseBoardString(args.rest()[0]);
    if (!position) {
        err << "analyse: bad position: " << position.error().describe() << '\n';
        return 2;
    }
    if (auto bad = position->board.validate()) {
        err << "analyse: impossible position: " << *bad << '\n';
        return 2;
    }
    Position start = *position;
    if (movesArg) {
        auto line = parseTranscript(*movesArg, start);
        if (!line) {
            err << "analyse: bad --moves: " << line.error().describe() << '\n';
            return 2;
        }
        start = line->end;
    }

    SearchLimits limits;
    if (!depthArg && !timeArg) {
        err << "analyse: give a depth (--depth D) or a time in seconds (--time S)\n";
        return 2;
    }
    long long v = 0;
    if (depthArg) {
        if (!parseInt(*depthArg, v, 1, 60)) {
            err << "analyse: --depth must be an integer from 1 to 60, got '" << *depthArg << "'\n";
            return 2;
        }
        limits.depth = int(v);
    }
    if (timeArg) {
        double s = 0;
        if (!parseDouble(*timeArg, s) || !(s > 0) || s > 1e6) {
            err << "analyse: --time must be a positive number of seconds, got '" << *timeArg << "'\n";
            return 2;
        }
        limits.moveTime = s;
    }
    if (algorithmArg) {
        if (*algorithmArg == "pvs" || *algorithmArg == "negascout")
            limits.algorithm = SearchAlgorithm::NegaScout;
        else if (*algorithmArg == "mtdf")
            limits.algorithm = SearchAlgorithm::Mtdf;
        else {
            err << "analyse: --algorithm must be pvs or mtdf, got '" << *algorithmArg << "'\n";
            return 2;
        }
    }
    long long hashMiB = 64;
    if (hashArg && !parseInt(*hashArg, hashMiB, 1, 65536)) {
        err << "analyse: --hash must be a size in MiB from 1 to 65536, got '" << *hashArg << "'\n";
        return 2;
    }
    if (multiCutArg) {
        long long c, m, r;
        std::stringstream ss(*multiCutArg);
        std::string a, b, d;
        if (!std::getline(ss, a, ',') || !std::getline(ss, b, ',') || !std::getline(ss, d)
            || !parseInt(a, c, 1, 64) || !parseInt(b, m, 1, 64) || !parseInt(d, r, 0, 30) || c > m) {
            err << "analyse: --multicut needs C,M,R with 1 <= C <= M, got '" << *multiCutArg << "'\n";
            return 2;
        }
        limits.multiCut = MultiCutParams{true, int(c), int(m), int(r)};
    }
    if (solveArg) {
        if (!parseInt(*solveArg, v, 0, 60)) {
            err << "analyse: --solve-empties must be from 0 to 60, got '" << *solveArg << "'\n";
            return 2;
        }
        limits.solveEmpties = int(v);
    }
    if (threadsArg) {
        if (!parseInt(*threadsArg, v, 1, 256)) {
            err << "analyse: --threads must be from 1 to 256, got '" << *threadsArg << "'\n";
            return 2;
        }
        limits.threads = int(v);
    }
    if (auto bad = Engine::checkLimits(limits)) {
        err << "analyse: " << bad->message << '\n';
        return 2;
    }

    const Board& board = start.board;
    if (board.isGameOver()) {
        err << "analyse: the game is over (final score " << start.finalScoreBlack()
            << " for Black): there is nothing to analyse\n";
        return 2;
    }
    if (board.mustPass()) {
        out << "no legal move: " << (start.sideToMove == Color::Black ? "Black" : "White") << " must pass\n";
        out << "best pa\n";
        return 0;
    }

    SimpleEvaluator eval;
    TranspositionTable tt{std::size_t(hashMiB)};
    EndgameSolver solver(std::min<std::size_t>(std::size_t(hashMiB), 256));
    SearchControl control;
    control.endgame = &solver;
    control.onIteration = [&out](const SearchInfo& i) {
        out << "depth " << i.depth << (i.solved ? " (exact)" : "") << " score " << fmt("%+.2f", i.score)
            << " nodes " << i.nodes << " nps " << std::uint64_t(i.nodesPerSecond) << " time "
            << fmt("%.3f", i.seconds) << " pv " << formatPv(i.pv) << '\n'
            << std::flush;
    };
    control.start = std::chrono::steady_clock::now();
    const SearchResult r = search(board, limits, tt, eval, control);
    out << "best " << squareName(r.bestMove) << " score " << fmt("%+.2f", r.score) << " depth " << r.depth
        << " nodes " << r.nodes << " time " << fmt("%.3f", r.seconds) << " (" << stopReasonName(r.stopReason)
        << ")\n";
    return 0;
}

} // namespace

Command analyseCommand()
{
    return {"analyse", "search one position by iterative deepening, printing every iteration",
        "Usage: probcut analyse \"<64 squares> <X|O>\" (--depth D | --time S) [options]\n\n"
        "Searches the position (a1 b1 ... h8; X black, O white, - empty; then the side to move)\n"
        "and prints one line per completed iteration: depth, score in discs for the side to move,\n"
        "nodes, nodes per second, seconds and the principal variation; then the best move.\n"
        "With --time the search starts no iteration it predicts cannot finish in time.\n"
        "Positions with at most --solve-empties empties (default 20) are solved exactly.\n\n"
        "Options:\n"
        "  --depth D            search to depth D (1-60)\n"
        "  --time S             think for at most S seconds\n"
        "  --algorithm A        pvs (NegaScout, default) | mtdf\n"
        "  --multicut C,M,R     enable multi-cut pruning (see probcut bench --help)\n"
        "  --solve-empties N    exact solve at N empties or fewer (0 = never)\n"
        "  --hash MiB           transposition table size (default 64)\n"
        "  --threads N          search threads (default 1): lazy SMP in the midgame, a\n"
        "                       parallel exact solve\n"
        "  --moves TRANSCRIPT   play these moves from the position first\n",
        runAnalyse};
}

} // namespace probcut::cli
