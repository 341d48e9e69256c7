// `probcut mpc-fit`: fits the Multi-ProbCut model (Buro 1997) from positions of the game
// collections. Each sampled position is searched once by iterative deepening to the largest
// height, which yields its exact minimax value at every depth 0..H; every pair (v_d, v_h),
// d < h, is a sample of the linear model v_h = a·v_d + b + e of its stage. The per-position
// values go to a work file as they are computed (so a run can be resumed), the raw pairs to a
// CSV, the per-position values to a samples file (mpc_samples.h, the studio's regression
// plots) and the fit to a versioned parameter file. Positions may also come from self-play
// games (`--self-play`) or from the nodes of searches (`--tree-depth`).
#include "app/cli/command.h"
#include "app/cli/eval_files.h"
#include "engine/core/notation.h"
#include "engine/endgame/endgame.h"
#include "engine/eval/pattern.h"
#include "engine/eval/simple_evaluator.h"
#include "engine/formats/logbook.h"
#include "engine/formats/wthor.h"
#include "engine/search/multi_probcut.h"
#include "engine/search/search.h"
#include "engine/training/mpc_samples.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <ctime>
#include <filesystem>
#include <fstream>
#include <limits>
#include <map>
#include <memory>
#include <random>
#include <set>
#include <sstream>

namespace probcut::cli {

namespace {

namespace fs = std::filesystem;
using Clock = std::chrono::steady_clock;

std::string fmt(const char* f, double a)
{
    char buf[64];
    std::snprintf(buf, sizeof buf, f, a);
    return buf;
}

bool endsWith(const std::string& s, const std::string& suffix)
{
    return s.size() >= suffix.size() && s.compare(s.size() - suffix.size(), suffix.size(), suffix) == 0;
}

// Move lists of every game in the files (WTHOR .wtb or logbook text, gzip allowed).
bool readGames(
    const std::vector<std::string>& files, std::vector<std::vector<Square>>& games, std::ostream& err)
{
    for (const auto& path : files) {
        std::string error;
        auto bytes = readFileBytes(path, error);
        if (!bytes) {
            err << "mpc-fit: " << error << '\n';
            return false;
        }
        if (endsWith(path, ".wtb")) {
            auto f = parseWthorGames(*bytes, path);
            if (!f) {
                err << "mpc-fit: " << path << ": " << f.error().describe() << '\n';
                return false;
            }
            for (auto& g : f->games)
                games.push_back(std::move(g.moves));
        } else {
            auto f = parseLogbook(
                std::string_view(reinterpret_cast<const char*>(bytes->data()), bytes->size()), path);
            if (!f) {
                err << "mpc-fit: " << path << ": " << f.error().describe() << '\n';
                return false;
            }
            for (auto& g : *f)
                games.push_back(std::move(g.moves));
        }
    }
    return true;
}

// The position of `moves` with `empties` empty squares and the side to move able to move.
// Reads a resumable work file of lines "<game> <empties> <field> v_0 ... v_N" and calls
// f(game, empties, field, values) for every line holding minValues..maxValues values (other
// counts are lines cut off mid-write, or runs to smaller heights). Every value is a search score, a
// multiple of 1/EvalScale disc; older work files kept only 6 significant digits, so values are snapped back
// to the grid to refit exactly.
template <class F>
void readWorkFile(const std::string& path, int minValues, int maxValues, F&& f)
{
    std::ifstream in(path);
    std::string line;
    while (std::getline(in, line)) {
        std::istringstream ls(line);
        std::size_t g;
        int e;
        double field;
        if (!(ls >> g >> e >> field))
            continue;
        std::vector<double> v;
        double x;
        while (ls >> x)
            v.push_back(std::round(x * EvalScale) / EvalScale);
        if (int(v.size()) >= minValues && int(v.size()) <= maxValues)
            f(g, e, field, std::move(v));
    }
}

std::optional<Board> positionAt(const std::vector<Square>& moves, int empties)
{
    Board b = Board::initial();
    for (Square s : moves) {
        if (b.emptyCount() == empties)
            break;
        if (s == PassMove) {
            b = b.passed();
            continue;
        }
        if (!(b.legalMoves() & squareBit(s)))
            return std::nullopt;
        b = b.played(s);
    }
    if (b.emptyCount() != empties || b.isGameOver())
        return std::nullopt;
    if (!b.legalMoves())
        b = b.passed();
    return b;
}

// A uniform double in [0, 1) and a standard normal deviate (Box-Muller) from the 64-bit engine:
// written out rather than std::normal_distribution, whose output the standard leaves to each
// library, so a work file's game numbers mean the same games with any standard library.
double uniform01(std::mt19937_64& rng) { return double(rng() >> 11) * 0x1p-53; }
double normal01(std::mt19937_64& rng)
{
    const double u = 1.0 - uniform01(rng); // (0, 1]
    const double v = uniform01(rng);
    return std::sqrt(-2.0 * std::log(u)) * std::cos(6.283185307179586 * v);
}

struct SelfPlaySettings {
    long long games = 0;  // 0: none
    int depth = 3;        // plies of the search that scores each move
    double noise = 2.0;   // standard deviation of the noise added to each move's score, discs
    int maxPrefix = 10;   // the opening: the first 0..maxPrefix plies of a collection game
    int stopEmpties = 36; // games end with this many empties; positions from them at >= this
};

// Self-play games for the opening stages (`--self-play`). The collections repeat their book
// lines: 1000 games hold about 65 distinct positions at 54-59 empties and 450 at 48-53, so a
// fit from them rests on a few points weighted by how often a line was played (mpcfit6,
// session 6: r² of v_10 on v_5 0.30 at 54-59 empties, 0.90 from distinct positions; σ
// understated). Each game here starts from the first k plies (k uniform in 0..maxPrefix) of a
// seeded random collection game, and goes on until `stopEmpties` empties with moves chosen as
// a player with a shallow search and some randomness would: every legal move is scored by a
// (depth - 1)-ply search of its child, Gaussian noise of `noise` discs is added and the best
// is played. Moves a couple of discs from the best are then all common and real blunders rare,
// so the positions are ones that play reaches (the matches' openings are logbook lines
// continued by the engines), not random walks. Deterministic for a seed: a resumed fit
// regenerates the same games, and the work file names them by their index after the
// collection games.
std::vector<std::vector<Square>> selfPlayGames(const std::vector<std::vector<Square>>& games,
    const Evaluator& evaluator, const SelfPlaySettings& sp, std::uint64_t seed, std::ostream& out)
{
    std::mt19937_64 rng{seed};
    TranspositionTable tt(16);
    std::vector<std::vector<Square>> result;
    result.reserve(std::size_t(sp.games));
    const auto start = Clock::now();
    auto lastPrint = start;
    auto scoreOf = [&](const Board& child) -> double { // for the side that moved into `child`
        if (child.isGameOver())
            return -double(child.finalScore());
        const bool pass = !child.legalMoves();
        const Board b = pass ? child.passed() : child;
        if (sp.depth <= 1)
            return (pass ? 1 : -1) * unitsToDiscs(evaluator.evaluate(b));
        SearchLimits limits;
        limits.depth = sp.depth - 1;
        limits.solveEmpties = 0;
        const SearchResult r = search(b, limits, tt, evaluator);
        return pass ? r.score : -r.score;
    };
    for (long long g = 0; g < sp.games; ++g) {
        const auto& source = games[std::size_t(rng() % games.size())];
        const int prefix = int(rng() % std::uint64_t(sp.maxPrefix + 1));
        std::vector<Square> moves;
        Board b = Board::initial();
        for (Square s : source) {
            if (int(moves.size()) >= prefix || b.emptyCount() <= sp.stopEmpties)
                break;
            if (s == PassMove) {
                b = b.passed();
            } else {
                if (!(b.legalMoves() & squareBit(s)))
                    break;
                b = b.played(s);
            }
            moves.push_back(s);
        }
        while (b.emptyCount() > sp.stopEmpties && !b.isGameOver()) {
            if (!b.legalMoves()) {
                b = b.passed();
                moves.push_back(PassMove);
                continue;
            }
            Square best = NoSquare;
            double bestScore = -1e9;
            for (Square m : bits(b.legalMoves())) {
                const double v = scoreOf(b.played(m)) + sp.noise * normal01(rng);
                if (v > bestScore) {
                    bestScore = v;
                    best = m;
                }
            }
            b = b.played(best);
            moves.push_back(best);
        }
        result.push_back(std::move(moves));
        if (Clock::now() - lastPrint > std::chrono::seconds(10)) {
            lastPrint = Clock::now();
            out << "mpc-fit: self-play " << (g + 1) << '/' << sp.games << " games, "
                << fmt("%.0f", std::chrono::duration<double>(lastPrint - start).count()) << " s\n"
                << std::flush;
        }
    }
    return result;
}

// Positions from the nodes of real searches (`--tree-depth`). The checks of a Multi-ProbCut
// search happen at interior nodes, mostly after weak moves (at a cut node the move into it was
// one of all the moves of an all node), so their values may lie further from 0 than game
// positions' and their (a, b, sigma) differ (sessions 7-8: the self-play positions' sigma
// was 20-50 % wider than the collections'). For the position with `empties` empties of a
// game, the game's position k plies earlier (k uniform in 1..depth - 3, a function of the
// seed, the game and the empties) is searched by the `buro` selective search (t = 1.0 before 36
// discs, 1.4 after; fresh table, one thread) to `depth`, and one of the distinct positions
// with `empties` empties at which it made a Multi-ProbCut check is taken, uniformly. nullopt
// when the game does not reach that root or the search checked no such node. Deterministic.
struct TreeSettings {
    int depth = 0; // 0: off
    int minEmpties = 0, maxEmpties = 60;
    const MpcParams* mpc = nullptr;
    std::uint64_t seed = 0;
};

std::uint64_t splitMix(std::uint64_t x)
{
    x += 0x9e3779b97f4a7c15ULL;
    x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
    x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
    return x ^ (x >> 31);
}

std::optional<Board> treePosition(const std::vector<Square>& moves, std::size_t game, int empties,
    const TreeSettings& tree, const Evaluator& evaluator, TranspositionTable& tt)
{
    std::mt19937_64 rng{splitMix(tree.seed ^ splitMix(std::uint64_t(game) * 64 + std::uint64_t(empties)))};
    const int maxOffset = std::min(tree.depth - 3, 60 - empties);
    if (maxOffset < 1)
        return std::nullopt;
    const int k = 1 + int(rng() % std::uint64_t(maxOffset));
    const auto root = positionAt(moves, empties + k);
    if (!root)
        return std::nullopt;
    std::vector<Board> nodes;
    std::set<std::pair<Bitboard, Bitboard>> seen;
    SearchLimits limits;
    limits.depth = tree.depth;
    limits.solveEmpties = 0;
    limits.selectivity = 100.0 * std::erf(1.0 / std::sqrt(2.0)); // t = 1.0 (`match --a buro`)
    limits.mpc.lateScale = 1.4;
    limits.mpc.lateDiscs = 36;
    SearchControl control;
    control.mpc = tree.mpc;
    control.maxCutEvents = std::numeric_limits<std::size_t>::max();
    control.onCutEvent = [&](const CutEvent& e) {
        const Board b{e.player, e.opponent};
        if (b.emptyCount() == empties && seen.insert({e.player, e.opponent}).second)
            nodes.push_back(b);
    };
    tt.clear();
    search(*root, limits, tt, evaluator, control);
    if (nodes.empty())
        return std::nullopt;
    Board b = nodes[std::size_t(rng() % nodes.size())];
    if (!b.legalMoves())
        b = b.passed();
    return b;
}

// ENDCUT fits (`--endgame`): for positions with E empties, the exact final score (the endgame
// solver) against the search value at every depth 0..D; fits exact = a·v_d + b + e per E and
// adds them as `endfit` records to the parameter file, leaving its other records as they are.
// Work file lines: "game empties exact v0 ... vD".
int runEndgameFit(const std::vector<std::vector<Square>>& games, const Evaluator& evaluator,
    const std::string& evalName, long long perEmpties, long long minE, long long maxE, long long maxDepth,
    long long seed, const std::string& workPath, const std::string& outPath, std::ostream& out,
    std::ostream& err)
{
    // The parameter file the fits go into: the existing one (its other records untouched).
    MpcParams params;
    params.evaluator = evalName;
    {
        std::string error;
        if (auto bytes = readFileBytes(outPath, error)) {
            auto parsed = parseMpcParams(
                std::string_view(reinterpret_cast<const char*>(bytes->data()), bytes->size()));
            if (!parsed) {
                err << "mpc-fit: " << outPath << ": " << parsed.error().describe() << '\n';
                return 2;
            }
            if (parsed->evaluator != evalName) {
                err << "mpc-fit: " << outPath << " was fitted with evaluator '" << parsed->evaluator
                    << "', not '" << evalName << "'\n";
                return 2;
            }
            params = *parsed;
        }
    }
    std::mt19937_64 rng{std::uint64_t(seed)};
    std::vector<std::size_t> order(games.size());
    for (std::size_t i = 0; i < order.size(); ++i)
        order[i] = i;
    for (std::size_t i = order.size(); i > 1; --i)
        std::swap(order[i - 1], order[std::size_t(rng() % i)]);
    struct Job {
        int empties;
        std::size_t game;
    };
    std::vector<Job> jobs;
    // Smallest empties first: a run cut short still leaves complete fits for the cheap counts.
    for (int e = int(minE); e <= int(maxE); ++e) {
        int taken = 0;
        for (std::size_t k = 0; k < order.size() && taken < perEmpties; ++k) {
            if (!positionAt(games[order[(k + std::size_t(e) * 7919) % order.size()]], e))
                continue;
            jobs.push_back({e, order[(k + std::size_t(e) * 7919) % order.size()]});
            ++taken;
        }
    }
    struct EndSample {
        int empties;
        double exact;
        std::vector<double> v;
    };
    std::map<std::pair<std::size_t, int>, EndSample> done;
    readWorkFile(
        workPath, maxDepth + 1, maxDepth + 1, [&](std::size_t g, int e, double exact, std::vector<double> v) {
            done[{g, e}] = EndSample{e, exact, std::move(v)};
        });
    if (!done.empty())
        out << "mpc-fit: resuming: " << done.size() << " positions already in " << workPath << '\n';
    std::ofstream work(workPath, std::ios::app);
    if (!work) {
        err << "mpc-fit: cannot write " << workPath << '\n';
        return 2;
    }
    out << "mpc-fit --endgame: " << jobs.size() << " positions, " << minE << ".." << maxE
        << " empties, depths 0.." << maxDepth << '\n'
        << std::flush;
    const auto* pattern = dynamic_cast<const PatternEvaluator*>(&evaluator);
    TranspositionTable tt(16);
    EndgameSolver solver(32);
    const auto start = Clock::now();
    auto lastPrint = start;
    const double cpu0 = double(std::clock()) / CLOCKS_PER_SEC;
    std::vector<double> cpuPerEmpties(61, 0.0);
    std::size_t computed = 0;
    std::vector<EndSample> samples;
    for (std::size_t j = 0; j < jobs.size(); ++j) {
        const Job& job = jobs[j];
        if (auto it = done.find({job.game, job.empties}); it != done.end()) {
            samples.push_back(it->second);
            continue;
        }
        const double c0 = double(std::clock()) / CLOCKS_PER_SEC;
        const Board b = *positionAt(games[job.game], job.empties);
        EndSample s{job.empties, 0, std::vector<double>(std::size_t(maxDepth) + 1, 0.0)};
        s.v[0] = unitsToDiscs(evaluator.evaluate(b));
        SearchLimits limits;
        limits.depth = int(maxDepth);
        limits.solveEmpties = 0;
        SearchControl control;
        control.onIteration = [&](const SearchInfo& info) {
            if (info.depth >= 1 && info.depth <= maxDepth)
                s.v[std::size_t(info.depth)] = info.score;
        };
        tt.clear();
        const SearchResult r = search(b, limits, tt, evaluator, control);
        for (int d = std::max(1, r.depth + 1); d <= maxDepth; ++d)
            s.v[std::size_t(d)] = s.v[std::size_t(r.depth)];
        EndgameOptions options;
        if (pattern)
            options.eval = &pattern->kernelEval();
        s.exact = solver.solve(b, options).score;
        work << job.game << ' ' << job.empties << ' ' << s.exact;
        for (double v : s.v)
            work << ' ' << fmt("%.9g", v);
        work << '\n' << std::flush;
        cpuPerEmpties[std::size_t(job.empties)] += double(std::clock()) / CLOCKS_PER_SEC - c0;
        samples.push_back(std::move(s));
        ++computed;
        if (Clock::now() - lastPrint > std::chrono::seconds(10)) {
            lastPrint = Clock::now();
            const double el = std::chrono::duration<double>(lastPrint - start).count();
            out << "mpc-fit: " << (j + 1) << '/' << jobs.size() << " positions (" << job.empties
                << " empties), " << fmt("%.0f", el) << " s\n"
                << std::flush;
        }
    }
    const double cpu = double(std::clock()) / CLOCKS_PER_SEC - cpu0;
    out << "mpc-fit: " << samples.size() << " positions (" << computed << " solved now, cpu "
        << fmt("%.1f", cpu) << " s)\n";
    std::vector<MpcFitAccumulator> acc(std::size_t(61) * (MpcParams::MaxHeight + 1));
    for (const EndSample& s : samples)
        for (int d = 0; d <= maxDepth && d < s.empties; ++d)
            acc[std::size_t(s.empties * (MpcParams::MaxHeight + 1) + d)].add(s.v[std::size_t(d)], s.exact);
    int fitted = 0;
    out << "empties depth      r2  sigma      a      b      n  cpu-s\n";
    for (int e = int(minE); e <= int(maxE); ++e)
        for (int d = 0; d <= maxDepth && d < e; ++d) {
            auto f = acc[std::size_t(e * (MpcParams::MaxHeight + 1) + d)].fit();
            if (!f || !(f->a > 0 && f->a <= 4 && f->sigma > 0))
                continue;
            f->sigma = std::min(f->sigma, 64.0);
            params.setEndFit(e, d, *f);
            ++fitted;
            char line[160];
            std::snprintf(line, sizeof line, "%7d %5d %7.3f %6.2f %6.3f %6.2f %6u %6.1f\n", e, d, f->r * f->r,
                f->sigma, f->a, f->b, f->n, cpuPerEmpties[std::size_t(e)]);
            out << line;
        }
    const std::string text = formatMpcParams(params);
    std::string error;
    if (!writeFileAtomic(outPath, std::vector<std::uint8_t>(text.begin(), text.end()), error)) {
        err << "mpc-fit: " << error << '\n';
        return 2;
    }
    out << "mpc-fit: wrote " << fitted << " endgame fits to " << outPath << '\n';
    return 0;
}

struct Sample {
    int stage;
    int empties;
    std::vector<double> v; // v[d], discs, d = 0..the height this position was searched to
    int height() const { return int(v.size()) - 1; }
};

// The `spread` records (MpcSpread) of every stage with samples, fitted from them; prints them.
void addSpreads(const MpcSamples& samples, MpcParams& params, std::ostream& out)
{
    out << "stage spread: sigma(|v_d|) = sigma (c0 + c1 |v_d|)\n";
    for (int st = 0; st < params.stageCount(); ++st)
        if (const auto spread = fitMpcSpread(samples, st)) {
            // Rounded (c0 to 0.001, c1 to 0.0001, a sigma factor to about 0.001 up to 10
            // discs): the fit of a trend over bins, not a measurement to nine digits.
            const MpcSpread rounded{
                std::round(spread->c0 * 1000) / 1000, std::round(spread->c1 * 10000) / 10000};
            if (!MpcParams::validSpread(rounded))
                continue;
            params.setSpread(st, rounded);
            char line[96];
            std::snprintf(line, sizeof line, "%5d %3d-%-3d  c0 %.3f  c1 %.4f\n", st, st * params.stageWidth(),
                std::min(60, (st + 1) * params.stageWidth() - 1), rounded.c0, rounded.c1);
            out << line;
        }
}

// `--spread-from SAMPLES`: the spreads fitted from a samples file (`--samples` of an earlier
// run) added to the parameter file `outPath`, its other records untouched.
int runSpreadFit(
    const std::string& samplesPath, const std::string& outPath, std::ostream& out, std::ostream& err)
{
    std::string error;
    auto params = loadMpcParams(outPath, error);
    if (!params) {
        err << "mpc-fit: " << error << '\n';
        return 2;
    }
    const auto bytes = readFileBytes(samplesPath, error);
    if (!bytes) {
        err << "mpc-fit: " << error << '\n';
        return 2;
    }
    auto samples
        = parseMpcSamples(std::string_view(reinterpret_cast<const char*>(bytes->data()), bytes->size()));
    if (!samples) {
        err << "mpc-fit: " << samplesPath << ": " << samples.error().describe() << '\n';
        return 2;
    }
    if (samples->evaluator != params->evaluator || samples->stageWidth() != params->stageWidth()) {
        err << "mpc-fit: " << samplesPath << " (evaluator '" << samples->evaluator << "', stages of "
            << samples->stageWidth() << ") does not match " << outPath << " (evaluator '" << params->evaluator
            << "', stages of " << params->stageWidth() << ")\n";
        return 2;
    }
    addSpreads(*samples, *params, out);
    const std::string text = formatMpcParams(*params);
    if (!writeFileAtomic(outPath, std::vector<std::uint8_t>(text.begin(), text.end()), error)) {
        err << "mpc-fit: " << error << '\n';
        return 2;
    }
    out << "mpc-fit: wrote the spreads to " << outPath << '\n';
    return 0;
}

int runMpcFit(const std::vector<std::string>& argsIn, std::ostream& out, std::ostream& err)
{
    ArgParser args(argsIn);
    std::vector<std::string> gameFiles;
    while (auto g = args.option("--games"))
        gameFiles.push_back(*g);
    const auto perStageArg = args.option("--positions");
    const auto heightArg = args.option("--max-height");
    const auto widthArg = args.option("--stage-width");
    const auto minEmptiesArg = args.option("--min-empties");
    const auto workArg = args.option("--work");
    const auto outArg = args.option("--out");
    const auto csvArg = args.option("--csv");
    const auto samplesArg = args.option("--samples");
    const auto evalArg = args.option("--evaluator");
    const auto seedArg = args.option("--seed");
    const bool endgame = args.flag("--endgame");
    const auto maxEmptiesArg = args.option("--max-empties");
    const auto maxDepthArg = args.option("--max-depth");
    const auto deepHeightArg = args.option("--deep-height");
    const auto deepPositionsArg = args.option("--deep-positions");
    const bool fitOnly = args.flag("--fit-only");
    const bool distinct = args.flag("--distinct");
    const auto fitWidthArg = args.option("--fit-width");
    const auto selfPlayArg = args.option("--self-play");
    const auto selfPlayEmptiesArg = args.option("--self-play-empties");
    const auto selfPlayDepthArg = args.option("--self-play-depth");
    const auto selfPlayNoiseArg = args.option("--self-play-noise");
    const auto selfPlayPrefixArg = args.option("--self-play-prefix");
    const auto midArg = args.option("--self-play-mid");
    const auto midEmptiesArg = args.option("--self-play-mid-empties");
    const auto midNoiseArg = args.option("--self-play-mid-noise");
    const auto treeDepthArg = args.option("--tree-depth");
    const auto treeMpcArg = args.option("--tree-mpc");
    const auto treeMinArg = args.option("--tree-min-empties");
    const auto treeMaxArg = args.option("--tree-max-empties");
    const auto spreadFromArg = args.option("--spread-from");
    if (!args.error.empty()) {
        err << "mpc-fit: " << args.error << '\n';
        return 2;
    }
    if (!args.rest().empty()) {
        err << "mpc-fit: unknown argument '" << args.rest()[0] << "' (see probcut mpc-fit --help)\n";
        return 2;
    }
    if (spreadFromArg)
        return runSpreadFit(*spreadFromArg, outArg ? *outArg : "mpc.txt", out, err);
    long long perStage = 200, maxHeight = 10, width = 6, minEmpties = 14, seed = 1;
    if ((perStageArg && !parseInt(*perStageArg, perStage, 10, 1000000))
        || (heightArg && !parseInt(*heightArg, maxHeight, 2, MpcParams::MaxHeight))
        || (widthArg && !parseInt(*widthArg, width, 1, 60))
        || (minEmptiesArg && !parseInt(*minEmptiesArg, minEmpties, 0, 60))
        || (seedArg && !parseInt(*seedArg, seed, 0, 1LL << 40))) {
        err << "mpc-fit: --positions 10.., --max-height 2.." << MpcParams::MaxHeight
            << ", --stage-width 1..60, --min-empties 0..60, --seed >= 0\n";
        return 2;
    }
    long long deepHeight = maxHeight, deepPositions = 0;
    if ((deepHeightArg && !parseInt(*deepHeightArg, deepHeight, maxHeight + 1, MpcParams::MaxHeight))
        || (deepPositionsArg && !parseInt(*deepPositionsArg, deepPositions, 0, perStage))
        || (deepHeightArg.has_value() != deepPositionsArg.has_value())) {
        err << "mpc-fit: --deep-height (--max-height + 1.." << MpcParams::MaxHeight
            << ") and --deep-positions (0..--positions) go together\n";
        return 2;
    }
    if (deepPositions == 0)
        deepHeight = maxHeight;
    long long fitWidth = width;
    if (fitWidthArg && !parseInt(*fitWidthArg, fitWidth, 1, 60)) {
        err << "mpc-fit: --fit-width 1..60\n";
        return 2;
    }
    SelfPlaySettings selfPlay;
    {
        long long games = 0, empties = selfPlay.stopEmpties, depth = selfPlay.depth,
                  prefix = selfPlay.maxPrefix;
        double noise = selfPlay.noise;
        if ((selfPlayArg && !parseInt(*selfPlayArg, games, 1, 10000000))
            || (selfPlayEmptiesArg && !parseInt(*selfPlayEmptiesArg, empties, 1, 59))
            || (selfPlayDepthArg && !parseInt(*selfPlayDepthArg, depth, 1, 12))
            || (selfPlayPrefixArg && !parseInt(*selfPlayPrefixArg, prefix, 0, 60))
            || (selfPlayNoiseArg && !(parseDouble(*selfPlayNoiseArg, noise) && noise >= 0 && noise <= 64))
            || (!selfPlayArg
                && (selfPlayEmptiesArg || selfPlayDepthArg || selfPlayPrefixArg || selfPlayNoiseArg))
            || (selfPlayArg && endgame)) {
            err << "mpc-fit: --self-play N (1..10000000; not with --endgame) with optional "
                   "--self-play-empties"
                   " 1..59, --self-play-depth 1..12, --self-play-noise 0..64, --self-play-prefix 0..60\n";
            return 2;
        }
        selfPlay = {games, int(depth), noise, int(prefix), int(empties)};
    }
    // A second set for the middle stages (`--self-play-mid`): its own games, numbered after the
    // first set's, so a work file made with --self-play alone still serves the upper stages.
    SelfPlaySettings mid = selfPlay;
    mid.games = 0;
    {
        long long games = 0, empties = std::min(14, selfPlay.stopEmpties - 1);
        double noise = selfPlay.noise;
        if ((midArg && !parseInt(*midArg, games, 1, 10000000))
            || (midEmptiesArg && !parseInt(*midEmptiesArg, empties, 1, selfPlay.stopEmpties - 1))
            || (midNoiseArg && !(parseDouble(*midNoiseArg, noise) && noise >= 0 && noise <= 64))
            || (!midArg && (midEmptiesArg || midNoiseArg)) || (midArg && !selfPlayArg)) {
            err << "mpc-fit: --self-play-mid N (1..10000000; with --self-play) with optional "
                   "--self-play-mid-empties 1..--self-play-empties - 1, --self-play-mid-noise 0..64\n";
            return 2;
        }
        mid.games = games;
        mid.stopEmpties = int(empties);
        mid.noise = noise;
    }
    TreeSettings tree;
    {
        long long depth = 0, lo = 0, hi = 60;
        if ((treeDepthArg && !parseInt(*treeDepthArg, depth, 4, 30))
            || (treeMinArg && !parseInt(*treeMinArg, lo, 0, 60))
            || (treeMaxArg && !parseInt(*treeMaxArg, hi, 0, 60)) || lo > hi
            || (!treeDepthArg && (treeMpcArg || treeMinArg || treeMaxArg)) || (treeDepthArg && endgame)) {
            err << "mpc-fit: --tree-depth D (4..30; not with --endgame) with optional --tree-mpc FILE, "
                   "--tree-min-empties E <= --tree-max-empties E (0..60)\n";
            return 2;
        }
        tree = {int(depth), int(lo), int(hi), nullptr, std::uint64_t(seed) ^ 0x7ee5a3b1d2c4f601ULL};
    }
    const std::string shared = std::string(PROBCUT_SOURCE_DIR) + "/../shared/data/games";
    if (gameFiles.empty()) {
        std::error_code ec;
        std::vector<std::string> wtb;
        for (const auto& e : fs::directory_iterator(shared + "/wthor", ec))
            if (endsWith(e.path().string(), ".wtb"))
                wtb.push_back(e.path().string());
        std::sort(wtb.begin(), wtb.end());
        gameFiles = wtb;
        gameFiles.push_back(shared + "/logistello/logbook.gam.gz");
    }
    const std::string workPath = workArg ? *workArg : "mpc-work.txt";
    const std::string outPath = outArg ? *outArg : "mpc.txt";
    const std::string csvPath = csvArg ? *csvArg : "mpc-pairs.csv";

    const std::string evalChoice = evalArg ? *evalArg : "simple";
    const auto evaluator = loadEvaluatorByName(evalChoice, "mpc-fit", err);
    if (!evaluator)
        return 2;
    const std::string evalName = evalChoice == "simple" ? "simple" : "pattern";
    std::optional<MpcParams> treeParams;
    if (tree.depth > 0) {
        const std::string path
            = treeMpcArg ? *treeMpcArg : defaultResourcePath("mpc/mpc-" + evaluator->name() + ".txt");
        std::string error;
        treeParams = loadMpcParams(path, error);
        if (!treeParams) {
            err << "mpc-fit: " << error << '\n';
            return 2;
        }
        if (treeParams->evaluator != evalName) {
            err << "mpc-fit: " << path << " was fitted for the '" << treeParams->evaluator
                << "' evaluation, not '" << evalName << "'\n";
            return 2;
        }
        tree.mpc = &*treeParams;
    }

    std::vector<std::vector<Square>> games;
    if (!readGames(gameFiles, games, err))
        return 2;
    out << "mpc-fit: " << games.size() << " games from " << gameFiles.size() << " files, evaluator "
        << evalName << ", heights 2.." << maxHeight << ", " << perStage << " positions per stage of " << width
        << " empties, stages with at least " << minEmpties << " empties";
    if (deepPositions > 0 && !endgame)
        out << "; the first " << deepPositions << " of each stage to height " << deepHeight;
    out << '\n' << std::flush;
    if (games.empty()) {
        err << "mpc-fit: no games\n";
        return 2;
    }
    const std::size_t collectionGames = games.size();
    if (endgame) {
        long long maxE = 20, maxDepth = 8, minE = minEmptiesArg ? minEmpties : 12;
        if ((maxEmptiesArg && !parseInt(*maxEmptiesArg, maxE, 1, 40))
            || (maxDepthArg && !parseInt(*maxDepthArg, maxDepth, 1, MpcParams::MaxHeight)) || minE < 2
            || minE > maxE) {
            err << "mpc-fit: --endgame needs 2 <= --min-empties <= --max-empties <= 40, --max-depth 1.."
                << MpcParams::MaxHeight << '\n';
            return 2;
        }
        return runEndgameFit(games, *evaluator, evalName, perStage, minE, maxE, maxDepth, seed,
            workArg ? *workArg : "mpc-endgame-work.txt", outPath, out, err);
    }

    // The stages positions are sampled by (--stage-width) and the stages of the fit
    // (--fit-width, the same by default): finer fitted stages from the same positions.
    const MpcParams sampling{int(width)};
    MpcParams params{int(fitWidth)};
    params.evaluator = evalName;
    // The ENDCUT records of an existing parameter file of the same evaluation stay (they come
    // from a separate, slower run: `--endgame`).
    {
        std::string error;
        if (auto bytes = readFileBytes(outPath, error)) {
            auto parsed = parseMpcParams(
                std::string_view(reinterpret_cast<const char*>(bytes->data()), bytes->size()));
            if (parsed && parsed->evaluator == evalName && parsed->hasEndFits()) {
                for (int e = 1; e <= 60; ++e)
                    for (int d = 0; d <= MpcParams::MaxHeight; ++d)
                        if (MpcParams::validEndKey(e, d))
                            params.setEndFit(e, d, parsed->endFit(e, d));
                out << "mpc-fit: keeping the endfit records of " << outPath << '\n';
            }
        }
    }
    // Deterministic job list: per stage, games in a seeded random order, one position per game
    // and stage at an empties count spread over the stage. With a deep subset the stages are
    // interleaved (the k-th position of every stage before the (k+1)-th of any), so a deep run
    // stopped early (and refitted with --fit-only) has as many deep positions in every stage. The
    // first --deep-positions of each stage are searched to --deep-height, the others to
    // --max-height.
    std::mt19937_64 rng{std::uint64_t(seed)};
    std::vector<std::size_t> order(games.size());
    for (std::size_t i = 0; i < order.size(); ++i)
        order[i] = i;
    for (std::size_t i = order.size(); i > 1; --i)
        std::swap(order[i - 1], order[std::size_t(rng() % i)]);
    struct Job {
        int stage, empties;
        std::size_t game; // the work file's key: the game, plus TreeKey for a tree position
        int height;
        Board board;
    };
    // Tree positions (--tree-depth) are keyed apart from the game positions in the work file.
    constexpr std::size_t TreeKey = std::size_t(1) << 40;
    TranspositionTable treeTt(tree.depth > 0 ? 16 : 1);
    const double treeCpu0 = double(std::clock()) / CLOCKS_PER_SEC;
    std::size_t treeSearches = 0;
    auto treeLastPrint = Clock::now();
    // --distinct skips a position equal (up to symmetry) to one already taken: the opening stages
    // of game collections repeat a few book lines (1000 games at 48-53 empties hold about 450
    // distinct positions, at 54-59 about 65), which would weigh a handful of points heavily.
    // With --self-play, positions with at least --self-play-empties empties come from the
    // self-play games (each used once per stage, in order; when they run out, as at 54-59
    // empties where few distinct positions exist, from the collections) and the others from
    // the collections.
    if (selfPlay.games > 0) {
        out << "mpc-fit: " << selfPlay.games << " self-play games to " << selfPlay.stopEmpties
            << " empties (openings of 0.." << selfPlay.maxPrefix << " plies, depth " << selfPlay.depth
            << ", noise " << fmt("%.2f", selfPlay.noise) << " discs)\n"
            << std::flush;
        const double c0 = double(std::clock()) / CLOCKS_PER_SEC;
        auto extra
            = selfPlayGames(games, *evaluator, selfPlay, std::uint64_t(seed) ^ 0x5e1f91a7c0ffee11ULL, out);
        std::vector<std::vector<Square>> extraMid;
        if (mid.games > 0) {
            out << "mpc-fit: " << mid.games << " more self-play games to " << mid.stopEmpties
                << " empties for the stages below " << selfPlay.stopEmpties << " empties (noise "
                << fmt("%.2f", mid.noise) << " discs)\n"
                << std::flush;
            // From the collections' openings too (not the first set's games); its own stream.
            extraMid
                = selfPlayGames(games, *evaluator, mid, std::uint64_t(seed) ^ 0x3c6ef372fe94f82bULL, out);
        }
        for (auto& g : extra)
            games.push_back(std::move(g));
        for (auto& g : extraMid)
            games.push_back(std::move(g));
        out << "mpc-fit: self-play games made in " << fmt("%.1f", double(std::clock()) / CLOCKS_PER_SEC - c0)
            << " CPU-s\n"
            << std::flush;
    }
    std::vector<std::vector<Job>> perStageJobs(std::size_t(sampling.stageCount()));
    std::set<std::uint64_t> seen;
    for (int st = 0; st < sampling.stageCount(); ++st) {
        int taken = 0;
        std::size_t nextSelfPlay = collectionGames;
        const std::size_t midStart = collectionGames + std::size_t(selfPlay.games);
        std::size_t nextMid = midStart;
        for (std::size_t k = 0; k < order.size() && taken < perStage; ++k) {
            int e = st * int(width) + int(k % std::size_t(width));
            if (e > 59 || e < minEmpties || sampling.stageOf(e) != st)
                continue;
            std::size_t game = order[k];
            if (selfPlay.games > 0 && e >= selfPlay.stopEmpties && nextSelfPlay < midStart)
                game = nextSelfPlay++;
            else if (mid.games > 0 && e >= mid.stopEmpties && e < selfPlay.stopEmpties
                && nextMid < games.size())
                game = nextMid++;
            const bool fromTree = tree.depth > 0 && e >= tree.minEmpties && e <= tree.maxEmpties;
            std::optional<Board> pos;
            if (fromTree) {
                pos = treePosition(games[game], game, e, tree, *evaluator, treeTt);
                ++treeSearches;
                if (Clock::now() - treeLastPrint > std::chrono::seconds(10)) {
                    treeLastPrint = Clock::now();
                    out << "mpc-fit: tree positions: stage " << st << ", " << taken << '/' << perStage << ", "
                        << treeSearches << " searches\n"
                        << std::flush;
                }
            } else {
                pos = positionAt(games[game], e);
            }
            if (!pos || (distinct && !seen.insert(pos->canonicalHash()).second))
                continue;
            perStageJobs[std::size_t(st)].push_back({params.stageOf(e), e, fromTree ? TreeKey + game : game,
                int(taken < deepPositions ? deepHeight : maxHeight), *pos});
            ++taken;
        }
    }
    if (tree.depth > 0)
        out << "mpc-fit: " << treeSearches << " tree searches (depth " << tree.depth << ") in "
            << fmt("%.1f", double(std::clock()) / CLOCKS_PER_SEC - treeCpu0) << " CPU-s\n"
            << std::flush;
    std::vector<Job> jobs;
    if (deepPositions > 0) {
        for (std::size_t k = 0; k < std::size_t(perStage); ++k)
            for (const auto& list : perStageJobs)
                if (k < list.size())
                    jobs.push_back(list[k]);
    } else {
        // Stage by stage, as before the deep subsets: the fits accumulate in the same order, so
        // rerunning an older command reproduces its files byte for byte.
        for (const auto& list : perStageJobs)
            jobs.insert(jobs.end(), list.begin(), list.end());
    }

    // Resume: the work file holds one line per finished job: "game empties stage v0 ... vH"
    // (H = --max-height or --deep-height). The deepest line of a position serves every job
    // that needs no more (cut to the job's height, so a command reproduces its files whatever
    // deeper runs added to the work file), so runs to different heights can share one work file.
    std::map<std::pair<std::size_t, int>, Sample> done;
    readWorkFile(workPath, maxHeight + 1, MpcParams::MaxHeight + 1,
        [&](std::size_t g, int e, double, std::vector<double> v) {
            // The stage column records the sampling; the fit's stage follows from the empties.
            Sample& have = done[{g, e}];
            if (v.size() > have.v.size())
                have = Sample{params.stageOf(e), e, std::move(v)};
        });
    if (!done.empty())
        out << "mpc-fit: resuming: " << done.size() << " positions already in " << workPath << '\n';
    std::ofstream work(workPath, std::ios::app);
    if (!work) {
        err << "mpc-fit: cannot write " << workPath << '\n';
        return 2;
    }

    TranspositionTable tt(16);
    const auto start = Clock::now();
    auto lastPrint = start;
    const double cpu0 = double(std::clock()) / CLOCKS_PER_SEC;
    std::size_t computed = 0, missing = 0;
    std::vector<Sample> samples;
    for (std::size_t j = 0; j < jobs.size(); ++j) {
        const Job& job = jobs[j];
        auto it = done.find({job.game, job.empties});
        if (it != done.end() && (it->second.height() >= job.height || fitOnly)) {
            samples.push_back(it->second);
            if (samples.back().height() > job.height)
                samples.back().v.resize(std::size_t(job.height) + 1);
            continue;
        }
        if (fitOnly) {
            ++missing;
            continue;
        }
        const Board b = job.board;
        Sample s{job.stage, job.empties, std::vector<double>(std::size_t(job.height) + 1, 0.0)};
        s.v[0] = unitsToDiscs(evaluator->evaluate(b));
        SearchLimits limits;
        limits.depth = job.height;
        limits.solveEmpties = 0;
        SearchControl control;
        control.onIteration = [&](const SearchInfo& info) {
            if (info.depth >= 1 && info.depth <= job.height)
                s.v[std::size_t(info.depth)] = info.score;
        };
        tt.clear();
        const SearchResult r = search(b, limits, tt, *evaluator, control);
        // A game that ends before the height: deeper values equal the last (exact) one.
        for (int d = std::max(1, r.depth + 1); d <= job.height; ++d)
            s.v[std::size_t(d)] = s.v[std::size_t(r.depth)];
        work << job.game << ' ' << job.empties << ' ' << job.stage;
        for (double v : s.v)
            work << ' ' << fmt("%.9g", v);
        work << '\n' << std::flush;
        samples.push_back(std::move(s));
        ++computed;
        if (Clock::now() - lastPrint > std::chrono::seconds(10)) {
            lastPrint = Clock::now();
            const double el = std::chrono::duration<double>(lastPrint - start).count();
            const double left = el / double(computed) * double(jobs.size() - j - 1);
            out << "mpc-fit: " << (j + 1) << '/' << jobs.size() << " positions, " << fmt("%.0f", el)
                << " s, about " << fmt("%.0f", left) << " s left\n"
                << std::flush;
        }
    }
    const double cpu = double(std::clock()) / CLOCKS_PER_SEC - cpu0;
    out << "mpc-fit: " << samples.size() << " positions (" << computed << " searched now, cpu "
        << fmt("%.1f", cpu) << " s)\n";
    if (fitOnly)
        out << "mpc-fit: --fit-only: " << missing << " positions not yet in " << workPath << " left out\n";
    int topHeight = 1; // the deepest height any sample reaches
    for (const Sample& s : samples)
        topHeight = std::max(topHeight, s.height());
    if (samples.empty()) {
        err << "mpc-fit: no positions to fit\n";
        return 1;
    }

    // Fit and raw pairs.
    std::ofstream csv(csvPath);
    if (!csv) {
        err << "mpc-fit: cannot write " << csvPath << '\n';
        return 2;
    }
    csv << "stage,empties,height,depth,shallow,deep\n";
    std::vector<MpcFitAccumulator> acc(
        std::size_t(params.stageCount()) * (MpcParams::MaxHeight + 1) * (MpcParams::MaxHeight + 1));
    auto slot = [](int st, int h, int d) {
        return std::size_t((st * (MpcParams::MaxHeight + 1) + h) * (MpcParams::MaxHeight + 1) + d);
    };
    for (const Sample& s : samples)
        for (int h = 1; h <= s.height(); ++h)
            for (int d = 0; d < h; ++d) {
                acc[slot(s.stage, h, d)].add(s.v[std::size_t(d)], s.v[std::size_t(h)]);
                csv << s.stage << ',' << s.empties << ',' << h << ',' << d << ',' << s.v[std::size_t(d)]
                    << ',' << s.v[std::size_t(h)] << '\n';
            }
    int fitted = 0;
    for (int st = 0; st < params.stageCount(); ++st)
        for (int h = 1; h <= topHeight; ++h)
            for (int d = 0; d < h; ++d)
                if (auto f = acc[slot(st, h, d)].fit(); f && f->a > 0 && f->a <= 4 && f->sigma > 0) {
                    f->sigma = std::min(f->sigma, 64.0);
                    params.setFit(st, h, d, *f);
                    ++fitted;
                }
    // In job order, the order the fit above accumulated in: refitting from the file gives the
    // same doubles (fitMpcSamples).
    MpcSamples file{int(fitWidth), topHeight};
    file.evaluator = evalName;
    for (const Sample& s : samples)
        file.add(s.empties, s.v);
    addSpreads(file, params, out);
    // The table: for each stage and height, the check depth the search tries last (h/2).
    out << "stage empties  height depth      r2  sigma      a      b      n\n";
    for (int st = 0; st < params.stageCount(); ++st)
        for (int h = 2; h <= topHeight; ++h) {
            const int d = h / 2;
            const MpcFit& f = params.fit(st, h, d);
            if (!f.n)
                continue;
            const int lo = st * int(fitWidth), hi = std::min(60, lo + int(fitWidth) - 1);
            char line[160];
            std::snprintf(line, sizeof line, "%5d %3d-%-3d %6d %5d %7.3f %6.2f %6.3f %6.2f %6u\n", st, lo, hi,
                h, d, f.r * f.r, f.sigma, f.a, f.b, f.n);
            out << line;
        }
    const std::string text = formatMpcParams(params);
    std::string error;
    if (!writeFileAtomic(outPath, std::vector<std::uint8_t>(text.begin(), text.end()), error)) {
        err << "mpc-fit: " << error << '\n';
        return 2;
    }
    out << "mpc-fit: wrote " << fitted << " fits to " << outPath << ", raw pairs to " << csvPath << '\n';
    if (samplesArg) {
        const std::string bytes = formatMpcSamples(file);
        if (!writeFileAtomic(*samplesArg, std::vector<std::uint8_t>(bytes.begin(), bytes.end()), error)) {
            err << "mpc-fit: " << error << '\n';
            return 2;
        }
        out << "mpc-fit: wrote " << file.size() << " positions' values to " << *samplesArg << '\n';
    }
    return 0;
}

} // namespace

Command mpcFitCommand()
{
    return {"mpc-fit", "fit the Multi-ProbCut model (shallow vs deep values) from game positions",
        "Usage: probcut mpc-fit [options]\n\n"
        "Samples positions from game collections, searches each by iterative deepening to the\n"
        "maximum height (one thread, fresh 16 MiB table, no endgame solver) and fits, per stage,\n"
        "height h and check depth d < h, v_h = a*v_d + b + e by least squares (Buro 1997).\n"
        "Prints r^2 and sigma per stage and height (for d = h/2), writes the raw pairs as CSV\n"
        "and the versioned parameter file. Values computed so far are kept in the work file;\n"
        "run the same command again to resume.\n\n"
        "Options:\n"
        "  --games FILE         WTHOR .wtb or logbook game file (repeatable; default: all of\n"
        "                       ../shared/data/games)\n"
        "  --positions N        positions per stage (default 200)\n"
        "  --max-height H       deepest height, 2..16 (default 10)\n"
        "  --stage-width W      empties per stage (default 6)\n"
        "  --min-empties E      skip positions with fewer empties (default 14)\n"
        "  --evaluator E        simple (default) | pattern | weights file\n"
        "  --work FILE          resumable work file (default mpc-work.txt)\n"
        "  --out FILE           parameter file (default mpc.txt)\n"
        "  --csv FILE           raw (shallow, deep) pairs (default mpc-pairs.csv)\n"
        "  --samples FILE       also write each position's values at depths 0..H in the\n"
        "                       checksummed samples format (the studio's regression plots)\n"
        "  --seed S             position sampling seed (default 1)\n"
        "  --deep-height H2     search the first --deep-positions positions of every stage\n"
        "  --deep-positions N2  to height H2 > --max-height (fits above --max-height from\n"
        "                       fewer positions; the work file serves both heights)\n"
        "  --fit-only           search nothing: fit the positions already in the work file\n"
        "                       (a long run stopped early)\n"
        "  --spread-from FILE   search nothing: fit each stage's spread (how sigma grows\n"
        "                       with |v_d|: sigma (c0 + c1 |v_d|)) from a --samples file and\n"
        "                       add it to the parameter file --out, keeping its other records\n"
        "  --distinct           skip positions equal up to symmetry to one already taken\n"
        "                       (game collections repeat their opening lines)\n"
        "  --fit-width W        empties per stage of the fit (default --stage-width): finer\n"
        "                       stages fitted from the positions sampled per --stage-width\n"
        "  --self-play N        also play N games from the collections' openings (their first\n"
        "                       0..--self-play-prefix plies, default 10) on with moves chosen\n"
        "                       by a --self-play-depth search (default 3) plus Gaussian noise\n"
        "                       of --self-play-noise discs (default 2), to --self-play-empties\n"
        "                       empties (default 36); positions with at least that many empties\n"
        "                       come from these games (then, if they run out, from the\n"
        "                       collections), the others from the collections\n"
        "  --self-play-mid N2   and N2 more such games (noise --self-play-mid-noise, default\n"
        "                       --self-play-noise) to --self-play-mid-empties empties (default\n"
        "                       14): positions from there up to --self-play-empties come from\n"
        "                       these (the first set's games keep their work-file numbers)\n"
        "  --tree-depth D       positions from the nodes of real searches instead: for each\n"
        "                       sampled game position with E empties, the game's position k\n"
        "                       plies earlier (k uniform in 1..D-3, by the seed) is searched by\n"
        "                       the 'buro' Multi-ProbCut search (t = 1.0 before 36 discs, 1.4\n"
        "                       after) to depth D and one of the distinct nodes with E empties\n"
        "                       where it made a check is taken at random; only for E in\n"
        "                       --tree-min-empties..--tree-max-empties (default all), with the\n"
        "                       parameters of --tree-mpc FILE (default the shipped file). Tree\n"
        "                       positions have their own work-file keys, but they depend on D\n"
        "                       and the --tree-mpc file: give each such run its own work file\n"
        "An existing --out file of the same evaluator keeps its 'endfit' records.\n\n"
        "ENDCUT (selective endgame) fits:\n"
        "  --endgame            instead: for every empties count E in --min-empties (default\n"
        "                       12)..--max-empties (default 20), --positions positions, fit\n"
        "                       the exact final score on the depth-d value for d = 0..\n"
        "                       --max-depth (default 8) and add them as 'endfit' records to\n"
        "                       the --out file (its other records are kept as they are;\n"
        "                       default work file mpc-endgame-work.txt)\n",
        runMpcFit};
}

} // namespace probcut::cli
