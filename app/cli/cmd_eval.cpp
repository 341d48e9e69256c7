// `probcut eval FILE.obf`: the static evaluation of every position of an OBF file, and its mean
// absolute error against the best move score where the file has exact scores (FFO suites);
// `--bench` measures static evaluations per second on one core.
#include "app/cli/command.h"
#include "app/cli/eval_files.h"
#include "engine/core/notation.h"
#include "engine/eval/classic_eval.h"
#include "engine/eval/pattern.h"

#include <algorithm>
#include <array>
#include <chrono>
#include <cmath>
#include <ctime>
#include <memory>
#include <ostream>
#include <random>

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

struct EvalOptions {
    std::string file;
    std::string evaluator = "pattern";
    std::string weights, classicWeights;
    bool bench = false;
    long long count = 2000000;
};

// The evaluation to report: the pattern one with `weights`, or the classic one with the
// built-in set or the --classic-weights file. nullptr after printing the problem.
std::unique_ptr<Evaluator> makeEvaluator(
    const EvalOptions& o, const std::shared_ptr<const PatternWeights>& weights, std::ostream& err)
{
    if (o.evaluator == "pattern")
        return std::make_unique<PatternEvaluator>(weights);
    if (o.classicWeights.empty())
        return std::make_unique<ClassicEvaluator>();
    std::string error;
    auto cw = readFileBytes(o.classicWeights, error);
    if (!cw) {
        err << "eval: " << error << '\n';
        return nullptr;
    }
    auto parsed = ClassicWeights::parse(
        std::string_view(reinterpret_cast<const char*>(cw->data()), cw->size()), o.classicWeights);
    if (!parsed) {
        err << "eval: " << parsed.error().message << '\n';
        return nullptr;
    }
    return std::make_unique<ClassicEvaluator>(std::move(parsed).value());
}

// One line '<index> <value>' per position, then the mean absolute error against the best move
// score over the positions that list move scores.
void reportEvaluation(const std::vector<ObfEntry>& entries, const Evaluator& evaluator, std::ostream& out)
{
    double absSum = 0;
    int scored = 0;
    int index = 0;
    for (const ObfEntry& e : entries) {
        ++index;
        const Board& b = e.position.position.board;
        const double value = b.isGameOver() ? b.finalScore() : unitsToDiscs(evaluator.evaluate(b));
        out << index << ' ' << fmt("%.2f", value) << '\n';
        if (!e.position.moveScores.empty()) {
            absSum += std::fabs(value - e.position.bestScore());
            ++scored;
        }
    }
    if (scored)
        out << "mae " << fmt("%.2f", absSum / scored) << " discs over " << scored
            << " positions with move scores (" << evaluator.name() << ")\n";
}

int runEval(const EvalOptions& o, std::ostream& out, std::ostream& err)
{
    std::string error;
    std::shared_ptr<const PatternWeights> weights;
    if (o.evaluator == "pattern" || o.bench) {
        weights = loadPatternWeights(o.weights, error);
        if (!weights) {
            err << "eval: " << error << '\n';
            return 2;
        }
    }
    if (o.bench)
        return runBench(weights, o.count, out);
    if (o.file.empty()) {
        err << "eval: expected one OBF file (see probcut eval --help)\n";
        return 2;
    }
    auto bytes = readFileBytes(o.file, error);
    if (!bytes) {
        err << "eval: " << error << '\n';
        return 2;
    }
    auto entries = parseObf(std::string_view(reinterpret_cast<const char*>(bytes->data()), bytes->size()));
    if (!entries) {
        err << "eval: " << o.file << ": " << entries.error().describe() << '\n';
        return 2;
    }
    auto evaluator = makeEvaluator(o, weights, err);
    if (!evaluator)
        return 2;
    reportEvaluation(*entries, *evaluator, out);
    return 0;
}

} // namespace

Command evalCommand()
{
    return {"eval", "Static evaluation of positions (pattern or classic), its error, and its speed",
        [](CLI::App& app) -> Action {
            auto o = std::make_shared<EvalOptions>();
            app.description(
                "Prints one line '<index> <value>' per position of FILE (index from 1, value in discs\n"
                "for the side to move; finished games get their exact score). Where the file lists move\n"
                "scores (FFO suites) a last line gives the mean absolute error against the best score.\n"
                "With --bench: evaluations per second on one core instead.");
            auto* file = app.add_option("file", o->file, "OBF file of the positions to evaluate")
                             ->check(CLI::ExistingFile);
            app.add_option(
                   "--evaluator", o->evaluator, "pattern (trained GLEM weights) or classic (nine features)")
                ->check(CLI::IsMember({"pattern", "classic"}))
                ->capture_default_str();
            app.add_option("--weights", o->weights,
                   "Pattern weights (default: $PROBCUT_WEIGHTS, the installed file, or "
                   "resources/weights/pattern-logistello46.pcw of the source tree)")
                ->check(CLI::ExistingFile);
            app.add_option("--classic-weights", o->classicWeights,
                   "Classic feature weights (text; default: the built-in set)")
                ->check(CLI::ExistingFile);
            auto* bench = app.add_flag("--bench", o->bench,
                "Evaluations per second on one core, per kernel, on --count positions of random games "
                "(median of 5 runs), in game order, then sorted by disc count ('by-discs': one stage's "
                "weights stay in cache, as in a search)");
            bench->excludes(file);
            app.add_option("--count", o->count, "Positions of the benchmark")
                ->check(CLI::Range(1000LL, 100000000LL))
                ->capture_default_str()
                ->needs(bench);
            app.footer("Example: probcut eval ../shared/data/ffo/fforum-20-39.obf --evaluator classic\n"
                       "The fixed-depth pattern-vs-classic tournament is probcut-lab eval-match.");
            return [o](std::ostream& out, std::ostream& err) { return runEval(*o, out, err); };
        }};
}

} // namespace probcut::cli
