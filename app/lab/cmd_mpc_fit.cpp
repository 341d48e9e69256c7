// `probcut-lab mpc-fit`: fits the Multi-ProbCut model (Buro 1997) from positions of the game
// collections. Each sampled position is searched once by iterative deepening to the largest
// height, which yields its exact minimax value at every depth 0..H; every pair (v_d, v_h),
// d < h, is a sample of the linear model v_h = a·v_d + b + e of its stage. The per-position
// values go to a work file as they are computed (so a run can be resumed), the raw pairs to a
// CSV, the per-position values to a samples file (mpc_samples.h, the studio's regression
// plots) and the fit to a versioned parameter file. Positions may also come from self-play
// games (`--self-play`) or from the nodes of searches (`--tree-depth`); `--endgame` fits
// ENDCUT's models of the exact score instead. The engine work (positions, searches, the fit)
// is in engine/training/mpc_samples.h; this file plans the jobs and owns the files.
#include "app/cli/command.h"
#include "app/cli/eval_files.h"
#include "engine/endgame/endgame.h"
#include "engine/eval/pattern.h"
#include "engine/formats/logbook.h"
#include "engine/formats/wthor.h"
#include "engine/search/multi_probcut.h"
#include "engine/search/transposition_table.h"
#include "engine/training/mpc_samples.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <ctime>
#include <filesystem>
#include <fstream>
#include <map>
#include <memory>
#include <random>
#include <set>
#include <sstream>

namespace probcut::lab {

namespace {

namespace fs = std::filesystem;
using Clock = std::chrono::steady_clock;
using Games = std::vector<std::vector<Square>>;

// The command line: CLI11 fills it, resolveOptions() then checks what depends on several values
// and sets the defaults that depend on other options.
struct MpcFitOptions {
    std::vector<std::string> gameFiles; // empty: the shared collections
    int perStage = 200;                 // --positions
    int maxHeight = 10;
    int width = 6;       // --stage-width
    int minEmpties = -1; // -1: 14, or 12 with --endgame
    int fitWidth = 0;    // 0: --stage-width
    std::string evaluator = "simple";
    std::string work; // empty: mpc-work.txt, or mpc-endgame-work.txt with --endgame
    std::string out = "mpc.txt";
    std::string csv = "mpc-pairs.csv";
    std::string samples; // empty: no samples file
    long long seed = 1;
    int deepHeight = 0; // 0: not given
    int deepPositions = 0;
    bool fitOnly = false;
    bool distinct = false;
    MpcSelfPlaySettings selfPlay;
    // --self-play-mid: stopEmpties 0 and noise < 0 stand for the defaults that depend on the
    // first set; depth and openings are the first set's.
    MpcSelfPlaySettings mid{0, 0, -1.0, 0, 0};
    MpcTreeSettings tree;
    std::string treeMpc; // empty: the shipped file of the evaluation
    bool endgame = false;
    int maxEmpties = 20;
    int maxDepth = 8;
};

double cpuSeconds() { return double(std::clock()) / CLOCKS_PER_SEC; }

// Decides when a long loop prints its progress line: at most every 10 s.
class Progress {
public:
    bool due()
    {
        if (Clock::now() - m_last <= std::chrono::seconds(10))
            return false;
        m_last = Clock::now();
        return true;
    }
    // From the start to the latest line.
    double seconds() const { return std::chrono::duration<double>(m_last - m_start).count(); }

private:
    Clock::time_point m_start = Clock::now();
    Clock::time_point m_last = m_start;
};

bool endsWith(const std::string& s, const std::string& suffix)
{
    return s.size() >= suffix.size() && s.compare(s.size() - suffix.size(), suffix.size(), suffix) == 0;
}

std::string_view textOf(const std::vector<std::uint8_t>& bytes)
{
    return {reinterpret_cast<const char*>(bytes.data()), bytes.size()};
}

// ---- Options ----

// The checks CLI11 cannot express (one option's range set by another), then the defaults that
// depend on other options. False after printing the problem.
bool resolveOptions(MpcFitOptions& o, std::ostream& err)
{
    if ((o.deepHeight > 0 && o.deepHeight <= o.maxHeight) || o.deepPositions > o.perStage) {
        err << "mpc-fit: --deep-height (--max-height + 1.." << MpcParams::MaxHeight
            << ") and --deep-positions (0..--positions) go together\n";
        return false;
    }
    if (o.mid.stopEmpties >= o.selfPlay.stopEmpties) {
        err << "mpc-fit: --self-play-mid N (1..10000000; with --self-play) with optional "
               "--self-play-mid-empties 1..--self-play-empties - 1, --self-play-mid-noise 0..64\n";
        return false;
    }
    if (o.tree.minEmpties > o.tree.maxEmpties) {
        err << "mpc-fit: --tree-depth D (4..30; not with --endgame) with optional --tree-mpc FILE, "
               "--tree-min-empties E <= --tree-max-empties E (0..60)\n";
        return false;
    }
    if (o.minEmpties < 0)
        o.minEmpties = o.endgame ? 12 : 14;
    if (o.endgame && (o.minEmpties < 2 || o.minEmpties > o.maxEmpties)) {
        err << "mpc-fit: --endgame needs 2 <= --min-empties <= --max-empties <= 40, --max-depth 1.."
            << MpcParams::MaxHeight << '\n';
        return false;
    }
    if (o.deepPositions == 0)
        o.deepHeight = o.maxHeight;
    if (o.fitWidth == 0)
        o.fitWidth = o.width;
    if (o.work.empty())
        o.work = o.endgame ? "mpc-endgame-work.txt" : "mpc-work.txt";
    // The second set for the middle stages: its own games, numbered after the first set's, so a
    // work file made with --self-play alone still serves the upper stages.
    o.mid.depth = o.selfPlay.depth;
    o.mid.maxPrefix = o.selfPlay.maxPrefix;
    if (o.mid.stopEmpties == 0)
        o.mid.stopEmpties = std::min(14, o.selfPlay.stopEmpties - 1);
    if (o.mid.noise < 0)
        o.mid.noise = o.selfPlay.noise;
    o.tree.seed = std::uint64_t(o.seed) ^ 0x7ee5a3b1d2c4f601ULL;
    return true;
}

// ---- Reading the inputs ----

// Move lists of every game in the files (WTHOR .wtb or logbook text, gzip allowed).
bool readGames(const std::vector<std::string>& files, Games& games, std::ostream& err)
{
    for (const auto& path : files) {
        std::string error;
        auto bytes = cli::readFileBytes(path, error);
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
            auto f = parseLogbook(textOf(*bytes), path);
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

// Every WTHOR file of the shared data and the Logistello logbook.
std::vector<std::string> defaultGameFiles()
{
    const std::string shared = std::string(PROBCUT_SOURCE_DIR) + "/../shared/data/games";
    std::error_code ec;
    std::vector<std::string> files;
    for (const auto& e : fs::directory_iterator(shared + "/wthor", ec))
        if (endsWith(e.path().string(), ".wtb"))
            files.push_back(e.path().string());
    std::sort(files.begin(), files.end());
    files.push_back(shared + "/logistello/logbook.gam.gz");
    return files;
}

struct Inputs {
    std::shared_ptr<const Evaluator> evaluator;
    std::string evalName;                        // as parameter files name it: simple or pattern
    std::shared_ptr<const MpcParams> treeParams; // with --tree-depth
    Games games;
};

// The parameters of the --tree-depth searches; nullptr after printing the problem.
std::shared_ptr<const MpcParams> loadTreeParams(
    const MpcFitOptions& o, const Evaluator& evaluator, const std::string& evalName, std::ostream& err)
{
    const std::string path
        = o.treeMpc.empty() ? cli::defaultResourcePath("mpc/mpc-" + evaluator.name() + ".txt") : o.treeMpc;
    std::string error;
    auto params = cli::loadMpcParams(path, error);
    if (!params) {
        err << "mpc-fit: " << error << '\n';
        return nullptr;
    }
    if (params->evaluator != evalName) {
        err << "mpc-fit: " << path << " was fitted for the '" << params->evaluator << "' evaluation, not '"
            << evalName << "'\n";
        return nullptr;
    }
    return std::make_shared<const MpcParams>(std::move(*params));
}

// The evaluation, the --tree-depth parameters and the games; prints the run's settings.
// nullopt after printing the problem.
std::optional<Inputs> loadInputs(MpcFitOptions& o, std::ostream& out, std::ostream& err)
{
    Inputs in;
    in.evaluator = cli::loadEvaluatorByName(o.evaluator, "mpc-fit", err);
    if (!in.evaluator)
        return std::nullopt;
    in.evalName = o.evaluator == "simple" ? "simple" : "pattern";
    if (o.tree.depth > 0) {
        in.treeParams = loadTreeParams(o, *in.evaluator, in.evalName, err);
        if (!in.treeParams)
            return std::nullopt;
    }
    if (o.gameFiles.empty())
        o.gameFiles = defaultGameFiles();
    if (!readGames(o.gameFiles, in.games, err))
        return std::nullopt;
    out << "mpc-fit: " << in.games.size() << " games from " << o.gameFiles.size() << " files, evaluator "
        << in.evalName << ", heights 2.." << o.maxHeight << ", " << o.perStage << " positions per stage of "
        << o.width << " empties, stages with at least " << o.minEmpties << " empties";
    if (o.deepPositions > 0 && !o.endgame)
        out << "; the first " << o.deepPositions << " of each stage to height " << o.deepHeight;
    out << '\n' << std::flush;
    if (in.games.empty()) {
        err << "mpc-fit: no games\n";
        return std::nullopt;
    }
    return in;
}

// ---- The work file ----

// Reads a resumable work file of lines "<game> <empties> <field> v_0 ... v_N" and calls
// f(game, empties, field, values) for every line holding minValues..maxValues values (other
// counts are lines cut off mid-write, or runs to smaller heights). Every value is a search
// score, a multiple of 1/EvalScale disc; older work files kept only 6 significant digits, so
// values are snapped back to the grid to refit exactly.
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

template <class Field>
void appendWorkLine(
    std::ostream& work, std::size_t key, int empties, Field field, const std::vector<double>& v)
{
    work << key << ' ' << empties << ' ' << field;
    for (double x : v)
        work << ' ' << cli::fmt("%.9g", x);
    work << '\n' << std::flush;
}

// The games 0..n-1 in the seeded random order the positions are sampled in.
std::vector<std::size_t> shuffledOrder(std::size_t n, long long seed)
{
    std::mt19937_64 rng{std::uint64_t(seed)};
    std::vector<std::size_t> order(n);
    for (std::size_t i = 0; i < order.size(); ++i)
        order[i] = i;
    for (std::size_t i = order.size(); i > 1; --i)
        std::swap(order[i - 1], order[std::size_t(rng() % i)]);
    return order;
}

bool writeParams(const std::string& path, const MpcParams& params, std::ostream& err)
{
    const std::string text = formatMpcParams(params);
    std::string error;
    if (!cli::writeFileAtomic(path, std::vector<std::uint8_t>(text.begin(), text.end()), error)) {
        err << "mpc-fit: " << error << '\n';
        return false;
    }
    return true;
}

// ---- ENDCUT fits (--endgame) ----
// For positions with E empties, the exact final score (the endgame solver) against the search
// value at every depth 0..D; fits exact = a·v_d + b + e per E and adds them as `endfit` records
// to the parameter file, leaving its other records as they are. Work file lines:
// "game empties exact v0 ... vD".

struct EndSample {
    int empties;
    double exact;
    std::vector<double> v;
};

struct EndJob {
    int empties;
    std::size_t game;
};

// The parameter file the fits go into: the existing one (its other records untouched), else a
// new one. False after printing the problem.
bool loadEndgameTarget(
    const std::string& path, const std::string& evalName, MpcParams& params, std::ostream& err)
{
    params.evaluator = evalName;
    std::string error;
    const auto bytes = cli::readFileBytes(path, error);
    if (!bytes)
        return true;
    auto parsed = parseMpcParams(textOf(*bytes));
    if (!parsed) {
        err << "mpc-fit: " << path << ": " << parsed.error().describe() << '\n';
        return false;
    }
    if (parsed->evaluator != evalName) {
        err << "mpc-fit: " << path << " was fitted with evaluator '" << parsed->evaluator << "', not '"
            << evalName << "'\n";
        return false;
    }
    params = *parsed;
    return true;
}

// --positions games per empties count, in the seeded order. Smallest empties first: a run cut
// short still leaves complete fits for the cheap counts.
std::vector<EndJob> planEndgameJobs(const Games& games, const MpcFitOptions& o)
{
    const std::vector<std::size_t> order = shuffledOrder(games.size(), o.seed);
    std::vector<EndJob> jobs;
    for (int e = o.minEmpties; e <= o.maxEmpties; ++e) {
        int taken = 0;
        for (std::size_t k = 0; k < order.size() && taken < o.perStage; ++k) {
            const std::size_t game = order[(k + std::size_t(e) * 7919) % order.size()];
            if (!mpcPositionAt(games[game], e))
                continue;
            jobs.push_back({e, game});
            ++taken;
        }
    }
    return jobs;
}

// Each job's values and exact score: from the work file when it has them, else searched and
// solved now and appended to it.
std::vector<EndSample> solveEndgameJobs(const std::vector<EndJob>& jobs,
    const std::map<std::pair<std::size_t, int>, EndSample>& done, const Games& games,
    const Evaluator& evaluator, int maxDepth, std::ostream& work, std::vector<double>& cpuPerEmpties,
    std::ostream& out)
{
    const auto* pattern = dynamic_cast<const PatternEvaluator*>(&evaluator);
    TranspositionTable tt(16);
    EndgameSolver solver(32);
    Progress progress;
    const double cpu0 = cpuSeconds();
    std::size_t computed = 0;
    std::vector<EndSample> samples;
    for (std::size_t j = 0; j < jobs.size(); ++j) {
        const EndJob& job = jobs[j];
        if (auto it = done.find({job.game, job.empties}); it != done.end()) {
            samples.push_back(it->second);
            continue;
        }
        const double c0 = cpuSeconds();
        const Board b = *mpcPositionAt(games[job.game], job.empties);
        EndSample s{job.empties, 0, mpcDepthValues(b, maxDepth, evaluator, tt)};
        EndgameOptions options;
        if (pattern)
            options.eval = &pattern->kernelEval();
        s.exact = solver.solve(b, options).score;
        appendWorkLine(work, job.game, job.empties, s.exact, s.v);
        cpuPerEmpties[std::size_t(job.empties)] += cpuSeconds() - c0;
        samples.push_back(std::move(s));
        ++computed;
        if (progress.due())
            out << "mpc-fit: " << (j + 1) << '/' << jobs.size() << " positions (" << job.empties
                << " empties), " << cli::fmt("%.0f", progress.seconds()) << " s\n"
                << std::flush;
    }
    out << "mpc-fit: " << samples.size() << " positions (" << computed << " solved now, cpu "
        << cli::fmt("%.1f", cpuSeconds() - cpu0) << " s)\n";
    return samples;
}

// Sets the usable fits as `endfit` records and prints them; returns how many.
int fitEndgame(const std::vector<EndSample>& samples, const MpcFitOptions& o,
    const std::vector<double>& cpuPerEmpties, MpcParams& params, std::ostream& out)
{
    constexpr int H = MpcParams::MaxHeight + 1;
    std::vector<MpcFitAccumulator> acc(std::size_t(61) * H);
    for (const EndSample& s : samples)
        for (int d = 0; d <= o.maxDepth && d < s.empties; ++d)
            acc[std::size_t(s.empties * H + d)].add(s.v[std::size_t(d)], s.exact);
    int fitted = 0;
    out << "empties depth      r2  sigma      a      b      n  cpu-s\n";
    for (int e = o.minEmpties; e <= o.maxEmpties; ++e)
        for (int d = 0; d <= o.maxDepth && d < e; ++d) {
            const auto f = usableMpcFit(acc[std::size_t(e * H + d)]);
            if (!f)
                continue;
            params.setEndFit(e, d, *f);
            ++fitted;
            char line[160];
            std::snprintf(line, sizeof line, "%7d %5d %7.3f %6.2f %6.3f %6.2f %6u %6.1f\n", e, d, f->r * f->r,
                f->sigma, f->a, f->b, f->n, cpuPerEmpties[std::size_t(e)]);
            out << line;
        }
    return fitted;
}

int runEndgameFit(const MpcFitOptions& o, const Inputs& in, std::ostream& out, std::ostream& err)
{
    MpcParams params;
    if (!loadEndgameTarget(o.out, in.evalName, params, err))
        return 2;
    const std::vector<EndJob> jobs = planEndgameJobs(in.games, o);
    std::map<std::pair<std::size_t, int>, EndSample> done;
    readWorkFile(o.work, o.maxDepth + 1, o.maxDepth + 1,
        [&](std::size_t g, int e, double exact, std::vector<double> v) {
            done[{g, e}] = EndSample{e, exact, std::move(v)};
        });
    if (!done.empty())
        out << "mpc-fit: resuming: " << done.size() << " positions already in " << o.work << '\n';
    std::ofstream work(o.work, std::ios::app);
    if (!work) {
        err << "mpc-fit: cannot write " << o.work << '\n';
        return 2;
    }
    out << "mpc-fit --endgame: " << jobs.size() << " positions, " << o.minEmpties << ".." << o.maxEmpties
        << " empties, depths 0.." << o.maxDepth << '\n'
        << std::flush;
    std::vector<double> cpuPerEmpties(61, 0.0);
    const std::vector<EndSample> samples
        = solveEndgameJobs(jobs, done, in.games, *in.evaluator, o.maxDepth, work, cpuPerEmpties, out);
    const int fitted = fitEndgame(samples, o, cpuPerEmpties, params, out);
    if (!writeParams(o.out, params, err))
        return 2;
    out << "mpc-fit: wrote " << fitted << " endgame fits to " << o.out << '\n';
    return 0;
}

// ---- The midgame fit ----

struct Sample {
    int empties;
    std::vector<double> v; // v[d], discs, d = 0..the height this position was searched to
    int height() const { return int(v.size()) - 1; }
};

struct Job {
    int stage, empties;
    std::size_t key; // the work file's key: the game, plus TreeKey for a tree position
    int height;
    Board board;
};

// Tree positions (--tree-depth) are keyed apart from the game positions in the work file.
constexpr std::size_t TreeKey = std::size_t(1) << 40;

// The ENDCUT records of an existing parameter file of the same evaluation stay (they come from
// a separate, slower run: `--endgame`).
void keepEndFits(const std::string& path, const std::string& evalName, MpcParams& params, std::ostream& out)
{
    std::string error;
    const auto bytes = cli::readFileBytes(path, error);
    if (!bytes)
        return;
    auto parsed = parseMpcParams(textOf(*bytes));
    if (!parsed || parsed->evaluator != evalName || !parsed->hasEndFits())
        return;
    for (int e = 1; e <= 60; ++e)
        for (int d = 0; d <= MpcParams::MaxHeight; ++d)
            if (MpcParams::validEndKey(e, d))
                params.setEndFit(e, d, parsed->endFit(e, d));
    out << "mpc-fit: keeping the endfit records of " << path << '\n';
}

Games playSelfPlay(const Games& games, const Evaluator& evaluator, const MpcSelfPlaySettings& sp,
    std::uint64_t seed, std::ostream& out)
{
    Progress progress;
    return playMpcSelfPlayGames(games, evaluator, sp, seed, [&](long long played) {
        if (progress.due())
            out << "mpc-fit: self-play " << played << '/' << sp.games << " games, "
                << cli::fmt("%.0f", progress.seconds()) << " s\n"
                << std::flush;
    });
}

// With --self-play, appends its games to `games`, numbered after the collections', then those
// of --self-play-mid; both sets start from the collections' openings, each from its own stream.
void addSelfPlayGames(const MpcFitOptions& o, const Evaluator& evaluator, Games& games, std::ostream& out)
{
    if (o.selfPlay.games == 0)
        return;
    const MpcSelfPlaySettings& sp = o.selfPlay;
    out << "mpc-fit: " << sp.games << " self-play games to " << sp.stopEmpties << " empties (openings of 0.."
        << sp.maxPrefix << " plies, depth " << sp.depth << ", noise " << cli::fmt("%.2f", sp.noise)
        << " discs)\n"
        << std::flush;
    const double c0 = cpuSeconds();
    Games extra = playSelfPlay(games, evaluator, sp, std::uint64_t(o.seed) ^ 0x5e1f91a7c0ffee11ULL, out);
    Games extraMid;
    if (o.mid.games > 0) {
        out << "mpc-fit: " << o.mid.games << " more self-play games to " << o.mid.stopEmpties
            << " empties for the stages below " << sp.stopEmpties << " empties (noise "
            << cli::fmt("%.2f", o.mid.noise) << " discs)\n"
            << std::flush;
        extraMid = playSelfPlay(games, evaluator, o.mid, std::uint64_t(o.seed) ^ 0x3c6ef372fe94f82bULL, out);
    }
    for (auto& g : extra)
        games.push_back(std::move(g));
    for (auto& g : extraMid)
        games.push_back(std::move(g));
    out << "mpc-fit: self-play games made in " << cli::fmt("%.1f", cpuSeconds() - c0) << " CPU-s\n"
        << std::flush;
}

// Deterministic job list, per sampling stage (--stage-width): games in the seeded random order
// `order` (of the collection games), one position per game and stage at an empties count spread
// over the stage; the first --deep-positions of each stage are searched to --deep-height, the
// others to --max-height. --distinct skips a position equal (up to symmetry) to one already
// taken: the opening stages of game collections repeat a few book lines (1000 games at 48-53
// empties hold about 450 distinct positions, at 54-59 about 65), which would weigh a handful of
// points heavily. With --self-play, positions with at least --self-play-empties empties come
// from the self-play games (each used once per stage, in order; when they run out, as at 54-59
// empties where few distinct positions exist, from the collections), those from
// --self-play-mid-empties on from the second set, and the others from the collections.
std::vector<std::vector<Job>> planJobs(const MpcFitOptions& o, const Games& games,
    std::size_t collectionGames, const std::vector<std::size_t>& order, const Evaluator& evaluator,
    std::ostream& out)
{
    const MpcParams sampling{o.width}, fitting{o.fitWidth};
    TranspositionTable treeTt(o.tree.depth > 0 ? 16 : 1);
    const double treeCpu0 = cpuSeconds();
    std::size_t treeSearches = 0;
    Progress treeProgress;
    std::vector<std::vector<Job>> perStage(std::size_t(sampling.stageCount()));
    std::set<std::uint64_t> seen;
    const std::size_t midStart = collectionGames + std::size_t(o.selfPlay.games);
    for (int st = 0; st < sampling.stageCount(); ++st) {
        int taken = 0;
        std::size_t nextSelfPlay = collectionGames, nextMid = midStart;
        for (std::size_t k = 0; k < order.size() && taken < o.perStage; ++k) {
            const int e = st * o.width + int(k % std::size_t(o.width));
            if (e > 59 || e < o.minEmpties || sampling.stageOf(e) != st)
                continue;
            std::size_t game = order[k];
            if (o.selfPlay.games > 0 && e >= o.selfPlay.stopEmpties && nextSelfPlay < midStart)
                game = nextSelfPlay++;
            else if (o.mid.games > 0 && e >= o.mid.stopEmpties && e < o.selfPlay.stopEmpties
                && nextMid < games.size())
                game = nextMid++;
            const bool fromTree = o.tree.depth > 0 && e >= o.tree.minEmpties && e <= o.tree.maxEmpties;
            std::optional<Board> pos;
            if (fromTree) {
                pos = mpcTreePosition(games[game], game, e, o.tree, evaluator, treeTt);
                ++treeSearches;
                if (treeProgress.due())
                    out << "mpc-fit: tree positions: stage " << st << ", " << taken << '/' << o.perStage
                        << ", " << treeSearches << " searches\n"
                        << std::flush;
            } else {
                pos = mpcPositionAt(games[game], e);
            }
            if (!pos || (o.distinct && !seen.insert(pos->canonicalHash()).second))
                continue;
            perStage[std::size_t(st)].push_back({fitting.stageOf(e), e, fromTree ? TreeKey + game : game,
                taken < o.deepPositions ? o.deepHeight : o.maxHeight, *pos});
            ++taken;
        }
    }
    if (o.tree.depth > 0)
        out << "mpc-fit: " << treeSearches << " tree searches (depth " << o.tree.depth << ") in "
            << cli::fmt("%.1f", cpuSeconds() - treeCpu0) << " CPU-s\n"
            << std::flush;
    return perStage;
}

// With a deep subset the stages are interleaved (the k-th position of every stage before the
// (k+1)-th of any), so a deep run stopped early (and refitted with --fit-only) has as many deep
// positions in every stage. Without, stage by stage, as before the deep subsets: the fits
// accumulate in the same order, so rerunning an older command reproduces its files byte for
// byte.
std::vector<Job> orderJobs(const std::vector<std::vector<Job>>& perStage, bool interleave)
{
    std::vector<Job> jobs;
    if (interleave) {
        std::size_t longest = 0;
        for (const auto& list : perStage)
            longest = std::max(longest, list.size());
        for (std::size_t k = 0; k < longest; ++k)
            for (const auto& list : perStage)
                if (k < list.size())
                    jobs.push_back(list[k]);
    } else {
        for (const auto& list : perStage)
            jobs.insert(jobs.end(), list.begin(), list.end());
    }
    return jobs;
}

// The work file's positions: one line per finished job, "game empties stage v0 ... vH"
// (H = --max-height or --deep-height). The deepest line of a position is kept: it serves every
// job that needs no more (cut to the job's height, so a command reproduces its files whatever
// deeper runs added to the work file), so runs to different heights can share one work file.
std::map<std::pair<std::size_t, int>, Sample> readDoneJobs(
    const std::string& path, int maxHeight, std::ostream& out)
{
    std::map<std::pair<std::size_t, int>, Sample> done;
    readWorkFile(path, maxHeight + 1, MpcParams::MaxHeight + 1,
        [&](std::size_t g, int e, double, std::vector<double> v) {
            // The stage column records the sampling; the fit's stage follows from the empties.
            Sample& have = done[{g, e}];
            if (v.size() > have.v.size())
                have = Sample{e, std::move(v)};
        });
    if (!done.empty())
        out << "mpc-fit: resuming: " << done.size() << " positions already in " << path << '\n';
    return done;
}

// Each job's values: from the work file when it has them (with --fit-only, whatever height it
// has), else searched now and appended to it (with --fit-only, left out).
std::vector<Sample> searchJobs(const std::vector<Job>& jobs,
    const std::map<std::pair<std::size_t, int>, Sample>& done, const MpcFitOptions& o,
    const Evaluator& evaluator, std::ostream& work, std::ostream& out)
{
    TranspositionTable tt(16);
    Progress progress;
    const double cpu0 = cpuSeconds();
    std::size_t computed = 0, missing = 0;
    std::vector<Sample> samples;
    for (std::size_t j = 0; j < jobs.size(); ++j) {
        const Job& job = jobs[j];
        auto it = done.find({job.key, job.empties});
        if (it != done.end() && (it->second.height() >= job.height || o.fitOnly)) {
            samples.push_back(it->second);
            if (samples.back().height() > job.height)
                samples.back().v.resize(std::size_t(job.height) + 1);
            continue;
        }
        if (o.fitOnly) {
            ++missing;
            continue;
        }
        Sample s{job.empties, mpcDepthValues(job.board, job.height, evaluator, tt)};
        appendWorkLine(work, job.key, job.empties, job.stage, s.v);
        samples.push_back(std::move(s));
        ++computed;
        if (progress.due()) {
            const double left = progress.seconds() / double(computed) * double(jobs.size() - j - 1);
            out << "mpc-fit: " << (j + 1) << '/' << jobs.size() << " positions, "
                << cli::fmt("%.0f", progress.seconds()) << " s, about " << cli::fmt("%.0f", left)
                << " s left\n"
                << std::flush;
        }
    }
    out << "mpc-fit: " << samples.size() << " positions (" << computed << " searched now, cpu "
        << cli::fmt("%.1f", cpuSeconds() - cpu0) << " s)\n";
    if (o.fitOnly)
        out << "mpc-fit: --fit-only: " << missing << " positions not yet in " << o.work << " left out\n";
    return samples;
}

// The positions' values in job order, the order the fit accumulates in: refitting from the
// samples file gives the same doubles (fitMpcSamples). Stages of --fit-width.
MpcSamples toMpcSamples(const std::vector<Sample>& samples, int fitWidth, const std::string& evalName)
{
    int topHeight = 1; // the deepest height any sample reaches
    for (const Sample& s : samples)
        topHeight = std::max(topHeight, s.height());
    MpcSamples values{fitWidth, topHeight};
    values.evaluator = evalName;
    for (const Sample& s : samples)
        values.add(s.empties, s.v);
    return values;
}

// The raw pairs: "stage,empties,height,depth,shallow,deep" for every d < h of every position.
bool writePairs(const std::string& path, const MpcSamples& values, std::ostream& err)
{
    std::ofstream csv(path);
    if (!csv) {
        err << "mpc-fit: cannot write " << path << '\n';
        return false;
    }
    csv << "stage,empties,height,depth,shallow,deep\n";
    for (std::size_t i = 0; i < values.size(); ++i)
        for (int h = 1; h <= values.height(i); ++h)
            for (int d = 0; d < h; ++d)
                csv << values.stage(i) << ',' << values.empties(i) << ',' << h << ',' << d << ','
                    << values.value(i, d) << ',' << values.value(i, h) << '\n';
    return true;
}

// The table: for each stage and height, the check depth the search tries last (h/2).
void printFits(const MpcParams& params, int topHeight, std::ostream& out)
{
    out << "stage empties  height depth      r2  sigma      a      b      n\n";
    for (int st = 0; st < params.stageCount(); ++st)
        for (int h = 2; h <= topHeight; ++h) {
            const int d = h / 2;
            const MpcFit& f = params.fit(st, h, d);
            if (!f.n)
                continue;
            const int lo = st * params.stageWidth(), hi = std::min(60, lo + params.stageWidth() - 1);
            char line[160];
            std::snprintf(line, sizeof line, "%5d %3d-%-3d %6d %5d %7.3f %6.2f %6.3f %6.2f %6u\n", st, lo, hi,
                h, d, f.r * f.r, f.sigma, f.a, f.b, f.n);
            out << line;
        }
}

// The fit and its files: raw pairs, parameters and (--samples) the positions' values.
int fitAndWrite(const MpcFitOptions& o, const std::vector<Sample>& samples, const std::string& evalName,
    MpcParams& params, std::ostream& out, std::ostream& err)
{
    const MpcSamples values = toMpcSamples(samples, o.fitWidth, evalName);
    if (!writePairs(o.csv, values, err))
        return 2;
    const int fitted = fitMpcParams(values, params);
    printFits(params, values.maxHeight(), out);
    if (!writeParams(o.out, params, err))
        return 2;
    out << "mpc-fit: wrote " << fitted << " fits to " << o.out << ", raw pairs to " << o.csv << '\n';
    if (!o.samples.empty()) {
        const std::string bytes = formatMpcSamples(values);
        std::string error;
        if (!cli::writeFileAtomic(o.samples, std::vector<std::uint8_t>(bytes.begin(), bytes.end()), error)) {
            err << "mpc-fit: " << error << '\n';
            return 2;
        }
        out << "mpc-fit: wrote " << values.size() << " positions' values to " << o.samples << '\n';
    }
    return 0;
}

int runMidgameFit(const MpcFitOptions& o, Inputs& in, std::ostream& out, std::ostream& err)
{
    // The stages positions are sampled by (--stage-width) and the stages of the fit
    // (--fit-width, the same by default): finer fitted stages from the same positions.
    MpcParams params{o.fitWidth};
    params.evaluator = in.evalName;
    keepEndFits(o.out, in.evalName, params, out);
    const std::size_t collectionGames = in.games.size();
    const std::vector<std::size_t> order = shuffledOrder(collectionGames, o.seed);
    addSelfPlayGames(o, *in.evaluator, in.games, out);
    const std::vector<Job> jobs
        = orderJobs(planJobs(o, in.games, collectionGames, order, *in.evaluator, out), o.deepPositions > 0);
    const auto done = readDoneJobs(o.work, o.maxHeight, out);
    std::ofstream work(o.work, std::ios::app);
    if (!work) {
        err << "mpc-fit: cannot write " << o.work << '\n';
        return 2;
    }
    const std::vector<Sample> samples = searchJobs(jobs, done, o, *in.evaluator, work, out);
    if (samples.empty()) {
        err << "mpc-fit: no positions to fit\n";
        return 1;
    }
    return fitAndWrite(o, samples, in.evalName, params, out, err);
}

int runMpcFit(MpcFitOptions o, std::ostream& out, std::ostream& err)
{
    if (!resolveOptions(o, err))
        return 2;
    auto in = loadInputs(o, out, err);
    if (!in)
        return 2;
    o.tree.mpc = in->treeParams.get();
    return o.endgame ? runEndgameFit(o, *in, out, err) : runMidgameFit(o, *in, out, err);
}

// ---- The command line ----

void addSamplingOptions(CLI::App& app, MpcFitOptions& o)
{
    app.add_option("--games", o.gameFiles,
           "WTHOR .wtb or logbook game file, gzip allowed (repeatable; default: every .wtb of "
           "../shared/data/games/wthor and the Logistello logbook)")
        ->allow_extra_args(false)
        ->check(CLI::ExistingFile);
    app.add_option("--positions", o.perStage, "Positions per stage (with --endgame: per empties count)")
        ->check(CLI::Range(10, 1000000))
        ->capture_default_str();
    app.add_option("--max-height", o.maxHeight, "Deepest height")
        ->check(CLI::Range(2, MpcParams::MaxHeight))
        ->capture_default_str();
    app.add_option("--stage-width", o.width, "Empties per stage")
        ->check(CLI::Range(1, 60))
        ->capture_default_str();
    app.add_option(
           "--min-empties", o.minEmpties, "Skip positions with fewer empties (default 14; 12 with --endgame)")
        ->check(CLI::Range(0, 60));
    app.add_option("--evaluator", o.evaluator, "simple, pattern or a pattern weights file")
        ->capture_default_str();
    app.add_option("--seed", o.seed, "Position sampling seed")
        ->check(CLI::Range(0LL, 1LL << 40))
        ->capture_default_str();
    auto* deepHeight
        = app.add_option("--deep-height", o.deepHeight,
                 "Search the first --deep-positions positions of every stage to this height, above "
                 "--max-height (fits above --max-height from fewer positions; the work file serves "
                 "both heights)")
              ->check(CLI::Range(3, MpcParams::MaxHeight));
    auto* deepPositions = app.add_option("--deep-positions", o.deepPositions,
                                 "Positions per stage searched to --deep-height "
                                 "(0..--positions)")
                              ->check(CLI::Range(0, 1000000));
    deepHeight->needs(deepPositions);
    deepPositions->needs(deepHeight);
    app.add_flag("--fit-only", o.fitOnly,
        "Search nothing: fit the positions already in the work file (a long run stopped early)");
    app.add_flag("--distinct", o.distinct,
        "Skip positions equal up to symmetry to one already taken (game collections repeat their opening "
        "lines)");
    app.add_option("--fit-width", o.fitWidth,
           "Empties per stage of the fit (default --stage-width): finer stages fitted from the positions "
           "sampled per --stage-width")
        ->check(CLI::Range(1, 60));
}

void addFileOptions(CLI::App& app, MpcFitOptions& o)
{
    app.add_option(
        "--work", o.work, "Resumable work file (default mpc-work.txt; mpc-endgame-work.txt with --endgame)");
    app.add_option("--out", o.out,
           "Parameter file; an existing one of the same evaluation keeps its 'endfit' records "
           "(with --endgame, its other records)")
        ->capture_default_str();
    app.add_option("--csv", o.csv, "Raw (shallow, deep) pairs")->capture_default_str();
    app.add_option("--samples", o.samples,
        "Also write each position's values at depths 0..H in the checksummed samples format (the "
        "studio's regression plots)");
}

void addSelfPlayOptions(CLI::App& app, MpcFitOptions& o, CLI::Option* endgame)
{
    auto* selfPlay
        = app.add_option("--self-play", o.selfPlay.games,
                 "Also play N games from the collections' openings on, to --self-play-empties "
                 "empties: positions with at least that many empties come from these games (then, if "
                 "they run out, from the collections)")
              ->check(CLI::Range(1, 10000000))
              ->excludes(endgame);
    app.add_option("--self-play-empties", o.selfPlay.stopEmpties, "Empties where the self-play games stop")
        ->check(CLI::Range(1, 59))
        ->needs(selfPlay)
        ->capture_default_str();
    app.add_option("--self-play-depth", o.selfPlay.depth, "Plies of the search that scores each move")
        ->check(CLI::Range(1, 12))
        ->needs(selfPlay)
        ->capture_default_str();
    app.add_option("--self-play-noise", o.selfPlay.noise,
           "Standard deviation of the Gaussian noise added to each move's score, discs")
        ->check(CLI::Range(0.0, 64.0))
        ->needs(selfPlay)
        ->capture_default_str();
    app.add_option("--self-play-prefix", o.selfPlay.maxPrefix,
           "The openings: the first 0..K plies of a random collection game")
        ->check(CLI::Range(0, 60))
        ->needs(selfPlay)
        ->capture_default_str();
    auto* mid = app.add_option("--self-play-mid", o.mid.games,
                       "And N more such games to --self-play-mid-empties: positions from there up to "
                       "--self-play-empties come from these (the first set's games keep their work-file "
                       "numbers)")
                    ->check(CLI::Range(1, 10000000))
                    ->needs(selfPlay);
    app.add_option("--self-play-mid-empties", o.mid.stopEmpties,
           "Empties where those games stop, below --self-play-empties (default 14)")
        ->check(CLI::Range(1, 58))
        ->needs(mid);
    app.add_option("--self-play-mid-noise", o.mid.noise, "Their noise, discs (default --self-play-noise)")
        ->check(CLI::Range(0.0, 64.0))
        ->needs(mid);
}

void addTreeOptions(CLI::App& app, MpcFitOptions& o, CLI::Option* endgame)
{
    auto* tree = app.add_option("--tree-depth", o.tree.depth,
                        "Positions from the nodes of real searches instead, searched to depth D (see below)")
                     ->check(CLI::Range(4, 30))
                     ->excludes(endgame);
    app.add_option("--tree-mpc", o.treeMpc,
           "Multi-ProbCut parameters of those searches (default: the shipped file of the evaluation)")
        ->check(CLI::ExistingFile)
        ->needs(tree);
    app.add_option("--tree-min-empties", o.tree.minEmpties, "Tree positions only from this many empties")
        ->check(CLI::Range(0, 60))
        ->needs(tree)
        ->capture_default_str();
    app.add_option("--tree-max-empties", o.tree.maxEmpties, "... up to this many")
        ->check(CLI::Range(0, 60))
        ->needs(tree)
        ->capture_default_str();
}

CLI::Option* addEndgameOptions(CLI::App& app, MpcFitOptions& o)
{
    auto* endgame = app.add_flag("--endgame", o.endgame,
        "Fit ENDCUT's models instead: the exact final score on the depth-d value (see below)");
    app.add_option("--max-empties", o.maxEmpties, "With --endgame: the largest empties count")
        ->check(CLI::Range(1, 40))
        ->capture_default_str();
    app.add_option("--max-depth", o.maxDepth, "With --endgame: the deepest depth d")
        ->check(CLI::Range(1, MpcParams::MaxHeight))
        ->capture_default_str();
    return endgame;
}

} // namespace

cli::Command mpcFitCommand()
{
    return {"mpc-fit", "Fit the Multi-ProbCut model (shallow vs deep values) from game positions",
        [](CLI::App& app) -> cli::Action {
            auto o = std::make_shared<MpcFitOptions>();
            app.description(
                "Samples positions from game collections, searches each by iterative deepening to the\n"
                "maximum height (one thread, fresh 16 MiB table, no endgame solver) and fits, per stage,\n"
                "height h and check depth d < h, v_h = a*v_d + b + e by least squares (Buro 1997).\n"
                "Prints r^2 and sigma per stage and height (for d = h/2), writes the raw pairs as CSV\n"
                "and the versioned parameter file. Values computed so far are kept in the work file;\n"
                "run the same command again to resume.");
            addSamplingOptions(app, *o);
            addFileOptions(app, *o);
            CLI::Option* endgame = addEndgameOptions(app, *o);
            addSelfPlayOptions(app, *o, endgame);
            addTreeOptions(app, *o, endgame);
            app.footer(
                "Self-play (--self-play N): each game starts from the first 0..--self-play-prefix plies of\n"
                "a random collection game and goes on with every move scored by a --self-play-depth\n"
                "search plus Gaussian noise of --self-play-noise discs, the best played.\n\n"
                "Tree positions (--tree-depth D): for each sampled game position with E empties, the\n"
                "game's position k plies earlier (k uniform in 1..D-3, by the seed) is searched by the\n"
                "'buro' Multi-ProbCut search (t = 1.0 before 36 discs, 1.4 after) to depth D and one of\n"
                "the distinct nodes with E empties where it made a check is taken at random; only for E\n"
                "in --tree-min-empties..--tree-max-empties, with the parameters of --tree-mpc. Tree\n"
                "positions have their own work-file keys, but they depend on D and the --tree-mpc file:\n"
                "give each such run its own work file.\n\n"
                "ENDCUT (selective endgame) fits (--endgame): for every empties count E in --min-empties\n"
                "(default 12)..--max-empties, --positions positions, fit the exact final score on the\n"
                "depth-d value for d = 0..--max-depth and add them as 'endfit' records to the --out\n"
                "file (its other records are kept as they are).\n\n"
                "Example (resources/mpc/README.md has the commands of the shipped files):\n"
                "  probcut-lab mpc-fit --positions 3000 --max-height 10 --distinct --self-play 20000 \\\n"
                "      --evaluator pattern --work work.txt --out mpc.txt --samples samples.txt");
            return [o](std::ostream& out, std::ostream& err) { return runMpcFit(*o, out, err); };
        }};
}

} // namespace probcut::lab
