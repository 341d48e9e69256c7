// `probcut eval FILE.obf`: the static evaluation of every position of an OBF file, and its mean
// absolute error against the best move score where the file has exact scores (FFO suites);
// `--bench` measures static evaluations per second on one core.
#include "app/cli/command.h"
#include "app/cli/eval_files.h"
#include "engine/core/notation.h"
#include "engine/eval/classic_eval.h"
#include "engine/eval/pattern.h"
#include "engine/search/search.h"
#include "engine/search/transposition_table.h"

#include <algorithm>
#include <array>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <ctime>
#include <ostream>
#include <random>
#include <sstream>
#include <stdexcept>

namespace probcut::cli {

namespace {

// CPU time of this thread: on a machine shared with other jobs, wall-clock rates measure the
// scheduler as much as the code, so both are printed.
double threadSeconds()
{
    timespec ts{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return double(ts.tv_sec) + 1e-9 * double(ts.tv_nsec);
}

std::string fmt(const char* f, double a)
{
    char buf[64];
    std::snprintf(buf, sizeof buf, f, a);
    return buf;
}

// Positions of random games, every ply, as a benchmark workload (its mix of stages is that of
// real play, which matters because the weight tables of a stage stay in cache).
std::vector<Board> benchPositions(std::size_t count)
{
    std::mt19937_64 rng(20261122);
    std::vector<Board> out;
    out.reserve(count);
    while (out.size() < count) {
        Board b = Board::initial();
        while (!b.isGameOver() && out.size() < count) {
            if (b.mustPass()) {
                b = b.passed();
                continue;
            }
            out.push_back(b);
            Bitboard m = b.legalMoves();
            for (int k = int(rng() % __builtin_popcountll(m)); k > 0; --k)
                m &= m - 1;
            b = b.played(__builtin_ctzll(m));
        }
    }
    return out;
}

int runBench(const std::shared_ptr<const PatternWeights>& weights, long long count, std::ostream& out)
{
    const auto boards = benchPositions(std::size_t(count));
    const PatternEval eval = weights->eval();
    const ClassicEvaluator classic;
    out << "positions " << boards.size() << " (from random games), one thread\n";
    std::vector<KernelKind> kernels{KernelKind::Portable};
    if (avx2KernelSupported())
        kernels.push_back(KernelKind::Avx2);
    // In game order every fourth position needs another stage's 330 KB of weights (memory-
    // bound); sorted by disc count, the stage's tables stay in cache as in a search, whose
    // positions lie within a few discs of the root.
    std::vector<Board> sorted = boards;
    std::stable_sort(sorted.begin(), sorted.end(),
        [](const Board& a, const Board& b) { return a.discCount() < b.discCount(); });
    for (const std::vector<Board>* set : std::array<const std::vector<Board>*, 2>{&boards, &sorted}) {
        for (KernelKind k : kernels) {
            std::vector<double> rates, cpuRates;
            long long check = 0;
            for (int rep = 0; rep < 5; ++rep) {
                const auto t0 = std::chrono::steady_clock::now();
                const double c0 = threadSeconds();
                check += patternEvaluateMany(eval, set->data(), set->size(), k);
                const double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
                rates.push_back(double(set->size()) / s / 1e6);
                cpuRates.push_back(double(set->size()) / (threadSeconds() - c0) / 1e6);
            }
            std::sort(rates.begin(), rates.end());
            std::sort(cpuRates.begin(), cpuRates.end());
            out << "pattern " << kernelName(k) << (set == &sorted ? " by-discs" : "") << ' '
                << fmt("%.1f", rates[2]) << " M evals/s wall, " << fmt("%.1f", cpuRates[2])
                << " M evals/s per CPU second (medians of 5; wall min " << fmt("%.1f", rates.front())
                << ", max " << fmt("%.1f", rates.back()) << ")  checksum " << check << '\n';
        }
    }
    {
        std::vector<double> rates;
        long long check = 0;
        for (int rep = 0; rep < 3; ++rep) {
            const auto t0 = std::chrono::steady_clock::now();
            for (const Board& b : boards)
                check += classic.evaluate(b);
            const double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
            rates.push_back(double(boards.size()) / s / 1e6);
        }
        std::sort(rates.begin(), rates.end());
        out << "classic " << fmt("%.1f", rates[1]) << " M evals/s (median of 3)  checksum " << check << '\n';
    }
    return 0;
}

// Distinct openings: random legal lines of `plies` plies from a fixed seed, distinct up to
// symmetry, so every pairing plays the same openings.
std::vector<Board> matchOpenings(int count, int plies)
{
    std::mt19937_64 rng(1997);
    std::vector<Board> out;
    std::vector<Board> seen;
    while (int(out.size()) < count) {
        Board b = Board::initial();
        for (int i = 0; i < plies && !b.isGameOver(); ++i) {
            if (b.mustPass()) {
                b = b.passed();
                continue;
            }
            Bitboard m = b.legalMoves();
            for (int k = int(rng() % __builtin_popcountll(m)); k > 0; --k)
                m &= m - 1;
            b = b.played(__builtin_ctzll(m));
        }
        if (b.isGameOver() || b.mustPass())
            continue;
        const Board c = b.canonical();
        if (std::find(seen.begin(), seen.end(), c) != seen.end())
            continue;
        seen.push_back(c);
        out.push_back(b);
    }
    return out;
}

// One game from `start`: `first` moves first at depth `d1`, the other at `d2`. Returns the final
// disc difference (empties to the winner) for the side that moved first.
int playGame(const Board& start, const Evaluator& first, int d1, const Evaluator& second, int d2,
    TranspositionTable& tt1, TranspositionTable& tt2, EndgameSolver& solver, std::uint64_t& nodes)
{
    Board b = start;
    bool firstToMove = true;
    while (!b.isGameOver()) {
        if (b.mustPass()) {
            b = b.passed();
            firstToMove = !firstToMove;
            continue;
        }
        SearchLimits limits;
        limits.depth = firstToMove ? d1 : d2;
        TranspositionTable& tt = firstToMove ? tt1 : tt2;
        tt.clear();
        // The driver needs a solver attached even with solveEmpties = 0 (without one it searches
        // on to the end of the game); no position is solved, both sides search to the depth.
        SearchControl control;
        control.endgame = &solver;
        const SearchResult r = search(b, limits, tt, firstToMove ? first : second, control);
        nodes += r.nodes;
        if (r.bestMove < 0 || r.bestMove > 63 || !b.isLegal(r.bestMove))
            throw std::runtime_error("search returned the illegal move " + squareName(r.bestMove));
        b = b.played(r.bestMove);
        firstToMove = !firstToMove;
    }
    const int s = b.finalScore();
    return firstToMove ? s : -s;
}

int runMatch(const std::shared_ptr<const PatternWeights>& weights, const std::string& depthsText,
    const std::string& extraText, int openings, std::ostream& out, std::ostream& err)
{
    std::vector<long long> depthList, extraList;
    if (!parseIntList(depthsText, depthList, 1, 20)) {
        err << "eval: --depths takes depths 1-20 separated by commas\n";
        return 2;
    }
    if (!parseIntList(extraText, extraList, 0, 4)) {
        err << "eval: --extra takes plies 0-4 separated by commas\n";
        return 2;
    }
    const std::vector<int> depths(depthList.begin(), depthList.end()),
        extras(extraList.begin(), extraList.end());
    const PatternEvaluator pattern(weights);
    const ClassicEvaluator classic;
    const auto starts = matchOpenings(openings, 8);
    EndgameSolver solver(1);
    TranspositionTable tt1(2),
        tt2(2); // cleared before every move (deterministic games); small so that is cheap
    out << "fixed-depth match, pattern vs classic: " << openings
        << " openings (8 random plies, distinct up to "
        << "symmetry), each played with both colours; score = wins + draws/2 for pattern\n";
    for (int d : depths) {
        for (int extra : extras) {
            const auto t0 = std::chrono::steady_clock::now();
            double points = 0;
            int wins = 0, draws = 0, losses = 0;
            long discs = 0;
            std::uint64_t nodes = 0;
            for (const Board& start : starts) {
                for (int colour = 0; colour < 2; ++colour) {
                    const int s = colour == 0
                        ? playGame(start, pattern, d, classic, d + extra, tt1, tt2, solver, nodes)
                        : -playGame(start, classic, d + extra, pattern, d, tt2, tt1, solver, nodes);
                    discs += s;
                    if (s > 0) {
                        ++wins;
                        points += 1;
                    } else if (s == 0) {
                        ++draws;
                        points += 0.5;
                    } else {
                        ++losses;
                    }
                }
            }
            const int games = 2 * int(starts.size());
            out << "pattern d" << d << " vs classic d" << d + extra << ": " << games << " games, +" << wins
                << " =" << draws << " -" << losses << ", score " << fmt("%.1f", 100.0 * points / games)
                << "%, mean disc "
                << "difference " << fmt("%+.1f", double(discs) / games) << "  ("
                << fmt("%.0f", std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count())
                << " s)\n";
            out.flush();
        }
    }
    return 0;
}

int runEval(const std::vector<std::string>& argsIn, std::ostream& out, std::ostream& err)
{
    ArgParser args(argsIn);
    const bool bench = args.flag("--bench");
    const bool match = args.flag("--match");
    const auto depthsText = args.option("--depths");
    const auto openingsText = args.option("--openings");
    const auto extraText = args.option("--extra");
    const auto evaluatorName = args.option("--evaluator");
    const auto weightsPath = args.option("--weights");
    const auto countText = args.option("--count");
    const auto classicPath = args.option("--classic-weights");
    if (!args.error.empty()) {
        err << "eval: " << args.error << '\n';
        return 2;
    }
    const std::string which = evaluatorName.value_or("pattern");
    if (which != "pattern" && which != "classic") {
        err << "eval: --evaluator must be pattern or classic, got '" << which << "'\n";
        return 2;
    }
    std::string error;
    std::shared_ptr<const PatternWeights> weights;
    if (which == "pattern" || bench || match) {
        weights = loadPatternWeights(weightsPath.value_or(""), error);
        if (!weights) {
            err << "eval: " << error << '\n';
            return 2;
        }
    }
    if (match) {
        long long openings = 50;
        if (openingsText && !parseInt(*openingsText, openings, 1, 10000)) {
            err << "eval: --openings must be an integer from 1 to 10000\n";
            return 2;
        }
        return runMatch(
            weights, depthsText.value_or("2,4,6"), extraText.value_or("0,1,2"), int(openings), out, err);
    }
    if (bench) {
        long long count = 2000000;
        if (countText && !parseInt(*countText, count, 1000, 100000000)) {
            err << "eval: --count must be an integer from 1000 to 100000000\n";
            return 2;
        }
        if (!args.rest().empty()) {
            err << "eval: --bench takes no file\n";
            return 2;
        }
        return runBench(weights, count, out);
    }
    if (args.rest().size() != 1) {
        err << "eval: expected one OBF file (see probcut eval --help)\n";
        return 2;
    }
    const std::string path = args.rest()[0];
    auto bytes = readFileBytes(path, error);
    if (!bytes) {
        err << "eval: " << error << '\n';
        return 2;
    }
    auto entries = parseObf(std::string_view(reinterpret_cast<const char*>(bytes->data()), bytes->size()));
    if (!entries) {
        err << "eval: " << path << ": " << entries.error().describe() << '\n';
        return 2;
    }
    std::unique_ptr<Evaluator> evaluator;
    if (which == "pattern") {
        evaluator = std::make_unique<PatternEvaluator>(weights);
    } else {
        auto classic = std::make_unique<ClassicEvaluator>();
        if (classicPath) {
            auto cw = readFileBytes(*classicPath, error);
            if (!cw) {
                err << "eval: " << error << '\n';
                return 2;
            }
            auto parsed = ClassicWeights::parse(
                std::string_view(reinterpret_cast<const char*>(cw->data()), cw->size()), *classicPath);
            if (!parsed) {
                err << "eval: " << parsed.error().message << '\n';
                return 2;
            }
            classic = std::make_unique<ClassicEvaluator>(std::move(parsed).value());
        }
        evaluator = std::move(classic);
    }
    double absSum = 0;
    int scored = 0;
    int index = 0;
    for (const ObfEntry& e : *entries) {
        ++index;
        const Board& b = e.position.position.board;
        const double value = b.isGameOver() ? b.finalScore() : unitsToDiscs(evaluator->evaluate(b));
        out << index << ' ' << fmt("%.2f", value) << '\n';
        if (!e.position.moveScores.empty()) {
            absSum += std::fabs(value - e.position.bestScore());
            ++scored;
        }
    }
    if (scored)
        out << "mae " << fmt("%.2f", absSum / scored) << " discs over " << scored
            << " positions with move scores (" << evaluator->name() << ")\n";
    return 0;
}

} // namespace

Command evalCommand()
{
    return {"eval", "static evaluation of positions (pattern or classic), its error, and its speed",
        "Usage: probcut eval FILE.obf [--evaluator pattern|classic] [--weights FILE]\n"
        "       probcut eval --bench [--count N] [--weights FILE]\n\n"
        "Prints one line '<index> <value>' per position of FILE (index from 1, value in discs\n"
        "for the side to move; finished games get their exact score). Where the file lists move\n"
        "scores (FFO suites) a last line gives the mean absolute error against the best score.\n\n"
        "Options:\n"
        "  --evaluator E        pattern (default; trained GLEM weights) or classic (nine features)\n"
        "  --weights FILE       pattern weights (default: $PROBCUT_WEIGHTS, the installed file,\n"
        "                       or resources/weights/pattern-logistello46.pcw of the source tree)\n"
        "  --classic-weights F  classic feature weights (text; default: the built-in set)\n"
        "  --bench              evaluations per second on one core, per kernel, on N positions of\n"
        "                       random games (median of 5 runs); --count N (default 2000000);\n"
        "                       in game order, then sorted by disc count ('by-discs': one\n"
        "                       stage's weights stay in cache, as in a search)\n"
        "  --match              fixed-depth tournament (Buro 1997, Table 1): pattern at depth d\n"
        "                       against classic at d, d+1, d+2, for d in --depths (default 2,4,6),\n"
        "                       on --openings N openings (default 50), each with both colours;\n"
        "                       --extra 2 plays only classic d+2 (default 0,1,2)\n",
        runEval};
}

} // namespace probcut::cli
