// `probcut-lab train STEP`: the pattern-evaluation training pipeline (engine/training/training.h),
// step by step with binary intermediates in a work directory outside the repository:
//   positions  games (WTHOR + logbook + self-play) -> unique canonical positions with labels
//   label      labels for positions with few empties (resumable): exact endgame-solver scores,
//              or probable/searched ones from selective or depth-limited searches
//   fit        sparse least squares per stage -> a weights file (checkpointed per stage)
//   report     held-out mean absolute error per stage and per empties
//   classic    the classic evaluation's weights, fitted backwards from the end of the game
// Each step is a CLI11 subcommand of `train`; this file opens the files, reports progress and
// checkpoints, the engine (training.h, position_labeller.h) does the work.
#include "app/cli/command.h"
#include "app/cli/eval_files.h"
#include "app/lab/selfplay_store.h"
#include "engine/core/notation.h"
#include "engine/formats/logbook.h"
#include "engine/formats/wthor.h"
#include "engine/search/multi_probcut.h"
#include "engine/training/position_labeller.h"
#include "engine/training/training.h"

#include <algorithm>
#include <atomic>
#include <charconv>
#include <chrono>
#include <cmath>
#include <csignal>
#include <cstdio>
#include <ctime>
#include <filesystem>
#include <fstream>
#include <limits>
#include <ostream>
#include <set>

namespace probcut::lab {

namespace {

using namespace probcut::training;
namespace fs = std::filesystem;

std::atomic<bool> g_interrupted{false};
extern "C" void onInterrupt(int) { g_interrupted.store(true); }

void stopOnInterrupt()
{
    std::signal(SIGINT, onInterrupt);
    std::signal(SIGTERM, onInterrupt);
}

double secondsSince(std::chrono::steady_clock::time_point t0)
{
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
}

double cpuSeconds() { return double(std::clock()) / CLOCKS_PER_SEC; }

const std::string DefaultWork = "/work/train";

std::string sharedGamesDir() { return std::string(PROBCUT_SOURCE_DIR) + "/../shared/data/games"; }

// The disc counts [first, last] of a stage.
std::pair<int, int> discBand(int stage, int stageCount)
{
    int lo = 64, hi = 0;
    for (int d = 4; d <= 64; ++d)
        if (pattern::stageOf(d, stageCount) == stage) {
            lo = std::min(lo, d);
            hi = std::max(hi, d);
        }
    return {lo, hi};
}

// ---- The work directory's files -------------------------------------------------------------

bool loadPositions(const std::string& work, std::vector<LabelledPosition>& out, std::ostream& err)
{
    std::string error;
    const std::string path = work + "/positions.bin";
    auto bytes = cli::readFileBytes(path, error);
    if (!bytes) {
        err << "train: " << error << " (run 'probcut-lab train positions' first)\n";
        return false;
    }
    auto parsed = parsePositions(*bytes, path);
    if (!parsed) {
        err << "train: " << parsed.error().message << '\n';
        return false;
    }
    out = std::move(parsed).value();
    return true;
}

// exact.rec (exact solver labels) and searched.rec (labels of selective and depth-limited
// searches): raw 24-byte records appended as the labeller finishes them; a partial record at the
// end (an interrupted write) is ignored.
constexpr const char* ExactFile = "exact.rec";
constexpr const char* SearchedFile = "searched.rec";

std::vector<LabelledPosition> loadRecords(const std::string& work, const char* name)
{
    std::string error;
    auto bytes = cli::readFileBytes(work + "/" + name, error);
    std::vector<LabelledPosition> out;
    if (!bytes)
        return out;
    const std::size_t n = bytes->size() / 24;
    std::vector<std::uint8_t> framed = serializePositions({});
    framed.resize(16);
    for (int i = 0; i < 8; ++i)
        framed[8 + i] = std::uint8_t(std::uint64_t(n) >> (8 * i));
    framed.insert(framed.end(), bytes->begin(), bytes->begin() + std::ptrdiff_t(n * 24));
    auto parsed = parsePositions(framed, name);
    return parsed ? std::move(parsed).value() : out;
}

void appendRecord(std::ofstream& rec, const LabelledPosition& p)
{
    const auto bytes = serializePositions(std::span<const LabelledPosition>(&p, 1));
    rec.write(reinterpret_cast<const char*>(bytes.data() + 16), 24);
    rec.flush();
}

// Every label made by `train label`, exact ones and searched ones (applyLabels keeps the most
// trusted label of each position).
std::vector<LabelledPosition> loadLabels(const std::string& work)
{
    auto all = loadRecords(work, ExactFile);
    auto searched = loadRecords(work, SearchedFile);
    all.insert(all.end(), searched.begin(), searched.end());
    return all;
}

// ---- positions ------------------------------------------------------------------------------

struct PositionsOptions {
    std::string work = DefaultWork;
    std::string wthor = sharedGamesDir() + "/wthor";
    std::string logbook = sharedGamesDir() + "/logistello/logbook.gam.gz";
    std::vector<std::string> selfplay; // probcut-lab selfplay files
    bool noWthor = false, noLogbook = false, resultLabels = false;
};

// Adds the games of every .wtb file in `dir`, in name order; false after printing the problem.
bool addWthorGames(const std::string& dir, GameTreeBuilder& builder, std::ostream& out, std::ostream& err)
{
    std::vector<fs::path> files;
    std::error_code ec;
    for (const auto& entry : fs::directory_iterator(dir, ec)) {
        const std::string ext = entry.path().extension().string();
        if (ext == ".wtb" || ext == ".WTB")
            files.push_back(entry.path());
    }
    if (ec || files.empty()) {
        err << "train: no .wtb files in " << dir << '\n';
        return false;
    }
    std::sort(files.begin(), files.end());
    std::size_t games = 0, exactScores = 0;
    std::string error;
    for (const fs::path& f : files) {
        auto bytes = cli::readFileBytes(f.string(), error);
        if (!bytes) {
            err << "train: " << error << '\n';
            return false;
        }
        auto parsed = parseWthorGames(*bytes, f.filename().string());
        if (!parsed) {
            err << "train: " << parsed.error().message << '\n';
            return false;
        }
        const int depth = parsed->header.theoreticalDepth;
        for (const WthorGame& g : parsed->games) {
            // The theoretical score is only meaningful when the game reached that depth.
            const bool exact = depth > 0 && g.end.board.emptyCount() <= depth;
            builder.addGame(g.moves, g.blackScore(), exact ? std::optional<int>(depth) : std::nullopt,
                g.theoreticalBlackScore());
            ++games;
            exactScores += exact;
        }
    }
    out << "wthor: " << files.size() << " files, " << games << " games, " << exactScores
        << " theoretical scores\n";
    return true;
}

bool addLogbookGames(const std::string& path, GameTreeBuilder& builder, std::ostream& out, std::ostream& err)
{
    std::string error;
    auto bytes = cli::readFileBytes(path, error);
    if (!bytes) {
        err << "train: " << error << '\n';
        return false;
    }
    auto games = parseLogbook(std::string_view(reinterpret_cast<const char*>(bytes->data()), bytes->size()),
        fs::path(path).filename().string());
    if (!games) {
        err << "train: " << games.error().message << '\n';
        return false;
    }
    for (const LogbookGame& g : *games)
        builder.addGame(g.moves, g.blackMinusWhite);
    out << "logbook: " << games->size() << " games\n";
    return true;
}

// Self-play games (data/selfplay): both sides played perfectly from the settings' solve
// threshold, so the final score is the exact value of every position from there on; the
// positions before it get game-tree labels like the collections' games.
bool addSelfPlayGames(
    const std::vector<std::string>& files, GameTreeBuilder& builder, std::ostream& out, std::ostream& err)
{
    std::size_t games = 0;
    for (const std::string& f : files) {
        auto stored = readGamesFile(f);
        if (!stored) {
            err << "train: " << stored.error().message << '\n';
            return false;
        }
        for (const SelfPlayGame& g : stored->games) {
            const auto settings = SelfPlaySettings::fromId(g.settingsId); // checked by the reader
            auto line = parseTranscript(formatTranscript(g.moves));       // the passes put back
            if (!settings || !line) {
                err << "train: " << f << ": a game does not replay\n";
                return false;
            }
            builder.addGame(line->moves, g.scoreBlack, settings->exactEmpties, g.scoreBlack);
            ++games;
        }
    }
    out << "selfplay: " << files.size() << " files, " << games << " games\n";
    return true;
}

int runPositions(const PositionsOptions& o, std::ostream& out, std::ostream& err)
{
    GameTreeBuilder builder;
    const auto t0 = std::chrono::steady_clock::now();
    if (!o.noWthor && !addWthorGames(o.wthor, builder, out, err))
        return 2;
    if (!o.noLogbook && !addLogbookGames(o.logbook, builder, out, err))
        return 2;
    if (!o.selfplay.empty() && !addSelfPlayGames(o.selfplay, builder, out, err))
        return 2;
    out << "plies " << builder.plyCount() << ", merging by canonical form and labelling...\n";
    out.flush();
    const auto positions = builder.build(o.resultLabels);
    const auto exact = std::count_if(
        positions.begin(), positions.end(), [](const auto& p) { return p.kind == LabelKind::Exact; });
    if (o.resultLabels)
        out << "exact labels from the results of games that kept their theoretical score: "
            << builder.resultLabelCount() << " (training positions only)\n";
    fs::create_directories(o.work);
    std::string error;
    if (!cli::writeFileAtomic(o.work + "/positions.bin", serializePositions(positions), error)) {
        err << "train: " << error << '\n';
        return 2;
    }
    out << "positions " << positions.size() << " unique (side to move has a move), " << exact
        << " with exact labels, written to " << o.work << "/positions.bin in "
        << cli::fmt("%.1f", secondsSince(t0)) << " s\n";
    return 0;
}

// ---- label ----------------------------------------------------------------------------------

struct LabelOptions {
    std::string work = DefaultWork;
    LabelSchedule schedule; // --empties, --per-empties, --validation-only, --training-only
    int seconds = 0;        // 0: no limit
    bool check = false, list = false, fix = false;
    std::string weights, mpc;
    int selective = 0, depth = 0, selectivity = 100; // 0: not given
    int randomPlies = 0;
};

// The method named on the command line: the exact solve (default), --selective P or
// --depth D [--selectivity P].
LabelMethod labelMethod(const LabelOptions& o)
{
    LabelMethod method;
    if (o.selective) {
        method.kind = LabelMethod::Kind::Selective;
        method.confidence = o.selective;
    } else if (o.depth) {
        method.kind = LabelMethod::Kind::Depth;
        method.depth = o.depth;
        method.confidence = o.selectivity;
    }
    return method;
}

bool sameMethod(const LabelledPosition& a, const LabelledPosition& b)
{
    return a.kind == b.kind && a.searchDepth == b.searchDepth && a.searchConfidence == b.searchConfidence;
}

struct LabelEvaluation {
    std::shared_ptr<const PatternEvaluator> evaluator;
    std::shared_ptr<const MpcParams> mpc; // the searched methods only
};

// The searches order moves (and evaluate, for the selective and depth-limited ones) with the
// pattern evaluation; exact labels do not depend on which weights order them.
std::optional<LabelEvaluation> loadLabelEvaluation(
    const LabelOptions& o, const LabelMethod& method, std::ostream& err)
{
    std::string error;
    const auto weights = cli::loadPatternWeights(o.weights, error);
    if (!weights) {
        err << "train label: " << error << '\n';
        return std::nullopt;
    }
    LabelEvaluation eval;
    eval.evaluator = std::make_shared<const PatternEvaluator>(weights);
    if (method.kind != LabelMethod::Kind::Exact) {
        const std::string mpcPath = o.mpc.empty() ? cli::defaultResourcePath("mpc/mpc-pattern.txt") : o.mpc;
        auto params = cli::loadMpcParams(mpcPath, error);
        if (!params) {
            err << "train label: " << error << '\n';
            return std::nullopt;
        }
        eval.mpc = std::make_shared<const MpcParams>(std::move(*params));
    }
    if (auto bad = PositionLabeller::check(method, eval.evaluator.get(), eval.mpc.get())) {
        err << "train label: " << bad->message << '\n';
        return std::nullopt;
    }
    return eval;
}

struct LabelInputs {
    std::vector<LabelledPosition> positions;
    std::vector<std::int8_t> gameTreeLabel; // --check: each position's game-tree label (127: none)
    std::vector<LabelledPosition> done;     // labels made already, not made again
};

// The positions to label: those of `train positions`, or with --random-plies new ones off the
// games' paths (`train fit` adds them as training positions). --check takes the positions whose
// exact score is known, to measure the method's cost and error before spending CPU on it.
std::optional<LabelInputs> prepareLabelInputs(
    const LabelOptions& o, const LabelMethod& method, std::ostream& out, std::ostream& err)
{
    LabelInputs in;
    if (!loadPositions(o.work, in.positions, err))
        return std::nullopt;
    const LabelSchedule& s = o.schedule;
    if (o.randomPlies) {
        in.positions = randomPlyPositions(in.positions, o.randomPlies, s.minEmpties, s.maxEmpties);
        out << "random plies " << o.randomPlies << ": " << in.positions.size() << " new positions at "
            << s.minEmpties << "-" << s.maxEmpties << " empties\n";
    }
    auto exact = loadRecords(o.work, ExactFile);
    if (o.check) {
        in.gameTreeLabel.resize(in.positions.size());
        for (std::size_t i = 0; i < in.positions.size(); ++i) {
            const LabelledPosition& p = in.positions[i];
            in.gameTreeLabel[i] = p.kind == LabelKind::GameTree ? p.label : std::int8_t(127);
        }
        applyLabels(in.positions, exact);
        return in;
    }
    in.done = std::move(exact);
    if (method.kind != LabelMethod::Kind::Exact) {
        const LabelledPosition mine = method.record(Board{}, 0);
        for (const auto& p : loadRecords(o.work, SearchedFile))
            if (sameMethod(p, mine))
                in.done.push_back(p);
    }
    return in;
}

// --check: per number of empties, positions, CPU seconds, |label - exact|, label - exact, the
// largest |label - exact|, and |game-tree label - exact| over the positions that have one.
struct CheckRow {
    std::size_t n = 0, gameTree = 0;
    double cpu = 0, abs = 0, signedSum = 0, worst = 0, absGameTree = 0;

    void add(const CheckRow& row)
    {
        n += row.n;
        gameTree += row.gameTree;
        cpu += row.cpu;
        abs += row.abs;
        signedSum += row.signedSum;
        worst = std::max(worst, row.worst);
        absGameTree += row.absGameTree;
    }
};

struct LabelTally {
    std::size_t count = 0, gameTreeCount = 0, fixedCount = 0;
    std::uint64_t nodes = 0;
    double absGameTree = 0; // |label - game-tree label| over the positions that had one
    double seconds = 0, cpu = 0;
    std::vector<CheckRow> rows; // --check, per number of empties from minEmpties
};

// --check on one position: the new label against the exact one; --list prints a difference,
// --fix appends the new label (the later of two exact records of a board is the one applied).
void checkLabel(const LabelOptions& o, const LabelMethod& method, const LabelledPosition& p,
    std::int8_t gameTreeLabel, int score, std::ofstream& rec, LabelTally& tally, std::ostream& out)
{
    CheckRow& row = tally.rows[std::size_t(p.board.emptyCount() - o.schedule.minEmpties)];
    const int diff = score - p.label;
    if (o.list && diff != 0)
        out << "off " << formatBoardString(Position{p.board, Color::Black}) << " exact " << int(p.label)
            << " label " << score << '\n';
    if (o.fix && diff != 0) {
        appendRecord(rec, method.record(p.board, score));
        ++tally.fixedCount;
    }
    ++row.n;
    row.abs += std::abs(diff);
    row.signedSum += diff;
    row.worst = std::max(row.worst, double(std::abs(diff)));
    if (gameTreeLabel != 127) {
        ++row.gameTree;
        row.absGameTree += std::abs(gameTreeLabel - p.label);
    }
}

// Labels the positions `todo` in order until done, interrupted or out of --seconds; stores the
// labels (or checks them), with a progress line every 30 seconds.
LabelTally labelPositions(const LabelOptions& o, PositionLabeller& labeller, const LabelInputs& in,
    const std::vector<std::size_t>& todo, std::ofstream& rec, std::ostream& out)
{
    const LabelMethod& method = labeller.method();
    LabelTally tally;
    tally.rows.resize(std::size_t(o.schedule.maxEmpties - o.schedule.minEmpties + 1));
    const auto t0 = std::chrono::steady_clock::now();
    const double cpu0 = cpuSeconds();
    auto lastReport = t0;
    for (std::size_t i : todo) {
        if (g_interrupted.load() || (o.seconds && secondsSince(t0) > double(o.seconds)))
            break;
        const LabelledPosition& p = in.positions[i];
        const double cpuStart = cpuSeconds();
        const PositionLabel r = labeller.label(p.board, &g_interrupted);
        if (!r.completed)
            break;
        ++tally.count;
        tally.nodes += r.nodes;
        if (o.check) {
            checkLabel(o, method, p, in.gameTreeLabel[i], r.score, rec, tally, out);
            tally.rows[std::size_t(p.board.emptyCount() - o.schedule.minEmpties)].cpu
                += cpuSeconds() - cpuStart;
        } else {
            appendRecord(rec, method.record(p.board, r.score));
            if (p.kind == LabelKind::GameTree) {
                ++tally.gameTreeCount;
                tally.absGameTree += std::abs(r.score - p.label);
            }
        }
        if (secondsSince(lastReport) > 30) {
            lastReport = std::chrono::steady_clock::now();
            const double s = secondsSince(t0);
            out << "labelled " << tally.count << "/" << todo.size() << "  "
                << cli::fmt("%.2f", s / tally.count) << " s each ("
                << cli::fmt("%.2f", (cpuSeconds() - cpu0) / tally.count) << " CPU-s), ETA "
                << cli::fmt("%.0f", (todo.size() - tally.count) * s / tally.count) << " s\n";
            out.flush();
        }
    }
    tally.seconds = secondsSince(t0);
    tally.cpu = cpuSeconds() - cpu0;
    return tally;
}

void printCheckTable(const std::vector<CheckRow>& rows, int minEmpties, std::ostream& out)
{
    out << "empties  positions  CPU-s/pos  MAE-vs-exact  mean(label-exact)  max|err|  game-tree-MAE\n";
    auto print = [&](const std::string& name, const CheckRow& row) {
        if (!row.n)
            return;
        const std::string gameTree = row.gameTree
            ? cli::fmt("%.2f", row.absGameTree / row.gameTree) + " (" + std::to_string(row.gameTree) + ")"
            : "-";
        char line[200];
        std::snprintf(line, sizeof line, "%7s  %9zu  %9.3f  %12.2f  %17.2f  %8.0f  %13s\n", name.c_str(),
            row.n, row.cpu / row.n, row.abs / row.n, row.signedSum / row.n, row.worst, gameTree.c_str());
        out << line;
    };
    CheckRow total;
    for (std::size_t k = 0; k < rows.size(); ++k) {
        print(std::to_string(minEmpties + int(k)), rows[k]);
        total.add(rows[k]);
    }
    print("all", total);
}

void printLabelSummary(const LabelOptions& o, const LabelMethod& method, const LabelTally& t,
    std::size_t todo, const std::string& recPath, std::ostream& out)
{
    out << "labelled " << t.count << " positions (" << method.describe() << ") in "
        << cli::fmt("%.1f", t.seconds) << " s, " << cli::fmt("%.1f", t.cpu) << " CPU-s ("
        << cli::fmt("%.1f", t.nodes / std::max(t.cpu, 1e-9) / 1e6) << " M nodes per CPU-s)";
    if (o.fix)
        out << "; " << t.fixedCount << " exact labels corrected in " << recPath;
    if (!o.check && t.gameTreeCount)
        out << "; their game-tree labels were off by " << cli::fmt("%.2f", t.absGameTree / t.gameTreeCount)
            << " discs on average";
    out << (t.count < todo ? "; stopped early, rerun to resume" : "") << '\n';
}

int runLabel(const LabelOptions& o, std::ostream& out, std::ostream& err)
{
    const LabelMethod method = labelMethod(o);
    const auto eval = loadLabelEvaluation(o, method, err);
    if (!eval)
        return 2;
    const auto inputs = prepareLabelInputs(o, method, out, err);
    if (!inputs)
        return 2;
    LabelSchedule schedule = o.schedule;
    schedule.exactOnly = o.check;
    const LabelSelection selection = selectForLabelling(inputs->positions, schedule, inputs->done);
    for (const auto& c : selection.counts)
        out << "empties " << c.empties << ": " << c.selected << " selected (" << c.heldOut << " held out), "
            << c.alreadyLabelled << " already labelled\n";
    out << "method " << method.describe() << (o.check ? ", checked against exact scores" : "")
        << "; to label: " << selection.todo.size()
        << " (Ctrl-C stops after the current position; rerun to resume)\n";
    out.flush();
    const std::string recPath
        = o.work + "/" + (method.kind == LabelMethod::Kind::Exact ? ExactFile : SearchedFile);
    std::ofstream rec;
    if (!o.check || o.fix) {
        rec.open(recPath, std::ios::binary | std::ios::app);
        if (!rec) {
            err << "train label: cannot write " << recPath << '\n';
            return 2;
        }
    }
    stopOnInterrupt();
    PositionLabeller labeller(method, eval->evaluator, eval->mpc, 128);
    const LabelTally tally = labelPositions(o, labeller, *inputs, selection.todo, rec, out);
    if (o.check)
        printCheckTable(tally.rows, o.schedule.minEmpties, out);
    printLabelSummary(o, method, tally, selection.todo.size(), recPath, out);
    return 0;
}

// ---- fit ------------------------------------------------------------------------------------

struct FitArgs {
    std::string work = DefaultWork, out, base;
    bool resume = false;
    FitOptions fit;
};

// The positions of `train positions` with the labels of `train label` applied; labels of
// positions the games never reached (train label --random-plies) train as new positions.
std::optional<std::vector<LabelledPosition>> loadFitPositions(
    const std::string& work, std::ostream& out, std::ostream& err)
{
    std::vector<LabelledPosition> positions;
    if (!loadPositions(work, positions, err))
        return std::nullopt;
    const auto labels = loadLabels(work);
    const std::size_t matched = applyLabels(positions, labels);
    const std::size_t added = addUnmatchedLabels(positions, labels);
    const auto exactCount = std::size_t(std::count_if(
        labels.begin(), labels.end(), [](const auto& p) { return p.kind == LabelKind::Exact; }));
    out << "positions " << positions.size() << ", labels from train label " << labels.size() << " ("
        << exactCount << " exact, " << labels.size() - exactCount << " searched; " << matched << " applied, "
        << added << " as new positions)\n";
    return positions;
}

// Checkpoint: the weights so far and the list of finished stages.
struct FitCheckpoint {
    std::string weights, done;
    explicit FitCheckpoint(const std::string& work)
        : weights(work + "/fit-checkpoint.pcw"), done(work + "/fit-checkpoint.done")
    {
    }
};

bool saveCheckpoint(
    const FitCheckpoint& ck, const PatternWeights& weights, const std::set<int>& finished, std::string& error)
{
    if (!cli::writeFileAtomic(ck.weights, weights.serialize(), error))
        return false;
    std::ofstream doneOut(ck.done + ".tmp");
    for (int d : finished)
        doneOut << d << '\n';
    doneOut.close();
    fs::rename(ck.done + ".tmp", ck.done);
    return true;
}

struct FitStart {
    PatternWeights weights;
    std::set<int> finished; // stages fitted already (--resume)
};

// Zero weights, or those of --base (stages not refitted, see --only, keep them); with --resume
// the checkpoint's weights and finished stages when it is usable.
std::optional<FitStart> loadFitStart(
    const FitArgs& a, const FitCheckpoint& ck, std::ostream& out, std::ostream& err)
{
    const int stageCount = a.fit.stageCount;
    FitStart start{PatternWeights(stageCount), {}};
    std::string error;
    if (!a.base.empty()) {
        auto w = cli::loadPatternWeights(a.base, error);
        if (!w) {
            err << "train fit: " << error << '\n';
            return std::nullopt;
        }
        if (w->stageCount() != stageCount) {
            err << "train fit: " << a.base << " has " << w->stageCount() << " stages, not " << stageCount
                << '\n';
            return std::nullopt;
        }
        start.weights = *w;
    }
    if (a.resume) {
        auto w = cli::loadPatternWeights(ck.weights, error);
        std::ifstream doneIn(ck.done);
        if (w && doneIn && w->stageCount() == stageCount) {
            start.weights = *w;
            int s;
            while (doneIn >> s)
                start.finished.insert(s);
            out << "resuming: " << start.finished.size() << " stages already fitted\n";
        } else {
            out << "no usable checkpoint; starting afresh\n";
        }
    }
    return start;
}

// Fits one stage and prints its line; false when interrupted.
bool fitStage(std::span<const LabelledPosition> positions, PatternWeights& weights, FitOptions options,
    int stage, std::ostream& out)
{
    options.stages = {stage};
    bool completed = false;
    fitPatternWeights(positions, weights, options, [&](const StageReport& r) {
        completed = r.completed;
        if (!r.completed)
            return;
        const auto [lo, hi] = discBand(r.stage, options.stageCount);
        char line[200];
        std::snprintf(line, sizeof line,
            "%5d  %2d-%-2d  %12zu  %8zu  %9.2f  %8zu  %7.2f  %9zu  %9.2f  %7.1f\n", r.stage, lo, hi,
            r.trainRows, r.activeWeights, r.trainMae, r.validationRows, r.validationMae,
            r.exactValidationRows, r.exactValidationMae, r.seconds);
        out << line;
        out.flush();
    });
    return completed;
}

int runFit(const FitArgs& a, std::ostream& out, std::ostream& err)
{
    FitOptions options = a.fit;
    for (int s : options.stages)
        if (s >= options.stageCount) {
            err << "train fit: --only takes stage numbers 0.." << options.stageCount - 1
                << " separated by commas\n";
            return 2;
        }
    const auto positions = loadFitPositions(a.work, out, err);
    if (!positions)
        return 2;
    const FitCheckpoint ck(a.work);
    auto start = loadFitStart(a, ck, out, err);
    if (!start)
        return 2;
    std::vector<int> stages = options.stages;
    if (stages.empty())
        for (int s = options.stageCount - 1; s >= 0; --s)
            stages.push_back(s);
    stopOnInterrupt();
    options.stop = &g_interrupted;
    out << "stage  discs    train-rows  active-w  train-MAE  val-rows  val-MAE  exact-val  exact-MAE  "
           "seconds\n";
    std::string error;
    for (int s : stages) {
        if (start->finished.count(s))
            continue;
        if (!fitStage(*positions, start->weights, options, s, out)) {
            out << "interrupted during stage " << s << "; rerun with --resume to continue\n";
            return 1;
        }
        start->finished.insert(s);
        if (!saveCheckpoint(ck, start->weights, start->finished, error)) {
            err << "train fit: " << error << '\n';
            return 2;
        }
    }
    if (!cli::writeFileAtomic(a.out, start->weights.serialize(), error)) {
        err << "train fit: " << error << '\n';
        return 2;
    }
    out << "weights written to " << a.out << '\n';
    return 0;
}

// ---- report ---------------------------------------------------------------------------------

struct ReportOptions {
    std::string work = DefaultWork, evaluator = "pattern", weights, classicWeights;
    bool inSample = false;
};

std::unique_ptr<Evaluator> loadReportEvaluator(const ReportOptions& o, std::ostream& err)
{
    std::string error;
    if (o.evaluator == "pattern") {
        auto w = cli::loadPatternWeights(o.weights, error);
        if (!w) {
            err << "train report: " << error << '\n';
            return nullptr;
        }
        return std::make_unique<PatternEvaluator>(w);
    }
    ClassicWeights cw;
    if (!o.classicWeights.empty()) {
        auto bytes = cli::readFileBytes(o.classicWeights, error);
        if (!bytes) {
            err << "train report: " << error << '\n';
            return nullptr;
        }
        auto parsed = ClassicWeights::parse(
            std::string_view(reinterpret_cast<const char*>(bytes->data()), bytes->size()), o.classicWeights);
        if (!parsed) {
            err << "train report: " << parsed.error().message << '\n';
            return nullptr;
        }
        cw = *parsed;
    }
    return std::make_unique<ClassicEvaluator>(cw);
}

void printErrorByStage(const ErrorByDiscs& e, std::ostream& out)
{
    out << "stage  discs  empties   positions  MAE(all labels)   exact  MAE(exact)\n";
    const int S = pattern::DefaultStageCount;
    for (int s = 0; s < S; ++s) {
        double sa = 0, se = 0;
        std::size_t ca = 0, ce = 0;
        const auto [lo, hi] = discBand(s, S);
        for (int d = lo; d <= hi; ++d) {
            sa += e.sumAll[d];
            ca += e.countAll[d];
            se += e.sumExact[d];
            ce += e.countExact[d];
        }
        char line[160];
        std::snprintf(line, sizeof line, "%5d  %2d-%-2d  %2d-%-2d  %10zu  %15.2f  %6zu  %10s\n", s, lo, hi,
            64 - hi, 64 - lo, ca, ca ? sa / ca : 0.0, ce, ce ? cli::fmt("%.2f", se / ce).c_str() : "-");
        out << line;
    }
}

void printErrorByEmpties(const ErrorByDiscs& e, std::ostream& out)
{
    const int b = ErrorByDiscs::BalancedScore;
    out << "by empties (exact labels only; balanced: |exact| <= " << b << "):\n";
    double s20 = 0, b20 = 0;
    std::size_t c20 = 0, n20 = 0;
    for (int empties = 14; empties <= 30; ++empties) {
        const int d = 64 - empties;
        if (!e.countExact[d])
            continue;
        out << "  empties " << empties << ": " << e.countExact[d] << " positions, MAE "
            << cli::fmt("%.2f", e.sumExact[d] / e.countExact[d]) << "; balanced " << e.countBalanced[d]
            << ", MAE "
            << (e.countBalanced[d] ? cli::fmt("%.2f", e.sumBalanced[d] / e.countBalanced[d])
                                   : std::string("-"))
            << '\n';
        if (empties >= 20 && empties <= 24) {
            s20 += e.sumExact[d];
            c20 += e.countExact[d];
            b20 += e.sumBalanced[d];
            n20 += e.countBalanced[d];
        }
    }
    if (c20)
        out << "empties 20-24, exact labels: " << c20 << " positions, MAE " << cli::fmt("%.2f", s20 / c20)
            << " discs\n";
    if (n20)
        out << "empties 20-24, balanced exact labels: " << n20 << " positions, MAE "
            << cli::fmt("%.2f", b20 / n20) << " discs\n";
}

int runReport(const ReportOptions& o, std::ostream& out, std::ostream& err)
{
    const auto evaluator = loadReportEvaluator(o, err);
    if (!evaluator)
        return 2;
    std::vector<LabelledPosition> positions;
    if (!loadPositions(o.work, positions, err))
        return 2;
    applyLabels(positions, loadLabels(o.work));
    const ErrorByDiscs e
        = validationError(positions, *evaluator, 10, o.inSample ? ErrorSet::Training : ErrorSet::HeldOut);
    out << (o.inSample ? "training positions (in-sample: 9 in 10 by hash)"
                       : "held-out positions (1 in 10 by hash)")
        << ", static " << evaluator->name() << " evaluation\n";
    printErrorByStage(e, out);
    printErrorByEmpties(e, out);
    return 0;
}

// ---- classic --------------------------------------------------------------------------------

struct ClassicOptions {
    std::string work = DefaultWork, out;
};

int runClassic(const ClassicOptions& o, std::ostream& out, std::ostream& err)
{
    std::vector<LabelledPosition> positions;
    if (!loadPositions(o.work, positions, err))
        return 2;
    applyLabels(positions, loadLabels(o.work));
    std::vector<StageReport> report;
    const ClassicWeights w = fitClassicWeights(positions, 10, report);
    out << "stage  train-rows  val-rows  val-MAE (fitted from the last stage backwards)\n";
    for (const StageReport& r : report) {
        char line[120];
        std::snprintf(line, sizeof line, "%5d  %10zu  %8zu  %7.2f\n", r.stage, r.trainRows, r.validationRows,
            r.validationMae);
        out << line;
    }
    const std::string text = w.serialize();
    std::string error;
    if (!cli::writeFileAtomic(o.out, std::vector<std::uint8_t>(text.begin(), text.end()), error)) {
        err << "train classic: " << error << '\n';
        return 2;
    }
    out << "classic weights written to " << o.out << '\n';
    return 0;
}

// ---- Options --------------------------------------------------------------------------------

// A real number in [lo, hi], or (lo, hi] with `openLow` (CLI::Range prints doubles as 0.000000).
CLI::Validator realRange(double lo, double hi, bool openLow = false)
{
    const std::string text = std::string(openLow ? "(" : "[") + cli::fmt("%g", lo) + ", "
        + (std::isinf(hi) ? std::string("inf)") : cli::fmt("%g", hi) + "]");
    return CLI::Validator(
        [=](std::string& input) -> std::string {
            double v = 0;
            if (!CLI::detail::lexical_cast(input, v) || !(v >= lo && v <= hi) || (openLow && v == lo))
                return "Value " + input + " not in " + text;
            return {};
        },
        "FLOAT in " + text);
}

// "N" or "A-B" with 1 <= A <= B <= 60.
std::optional<std::pair<int, int>> parseEmptiesRange(std::string_view text)
{
    auto number = [](std::string_view s, int& v) {
        const auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
        return ec == std::errc() && end == s.data() + s.size() && v >= 1 && v <= 60;
    };
    int a = 0, b = 0;
    const auto dash = text.find('-');
    if (dash == std::string_view::npos)
        return number(text, a) ? std::optional(std::pair(a, a)) : std::nullopt;
    if (!number(text.substr(0, dash), a) || !number(text.substr(dash + 1), b) || a > b)
        return std::nullopt;
    return std::pair(a, b);
}

void addWorkOption(CLI::App& app, std::string& work)
{
    app.add_option(
           "--work", work, "Work directory of the intermediate files (keep it outside the repository)")
        ->capture_default_str();
}

void declarePositions(CLI::App& app, PositionsOptions& o)
{
    app.footer("Replays every game (default: ../shared/data/games), merges positions by canonical\n"
               "symmetric form and labels them: exact scores where known (WTHOR's theoretical score\n"
               "at 24 empties, finished games), else the negamax of game results over the tree of\n"
               "all games. Writes DIR/positions.bin.");
    addWorkOption(app, o.work);
    auto* noWthor = app.add_flag("--no-wthor", o.noWthor, "Read no WTHOR files");
    auto* noLogbook = app.add_flag("--no-logbook", o.noLogbook, "Read no logbook");
    app.add_option("--wthor", o.wthor, "Folder of WTHOR .wtb files")
        ->check(CLI::ExistingDirectory)
        ->excludes(noWthor)
        ->capture_default_str();
    app.add_option("--logbook", o.logbook, "LOGISTELLO's logbook of games (gzip allowed)")
        ->check(CLI::ExistingFile)
        ->excludes(noLogbook)
        ->capture_default_str();
    app.add_option("--selfplay", o.selfplay,
           "Self-play games files (probcut-lab selfplay) to add: exact labels from the solve threshold "
           "on, game-tree labels before")
        ->check(CLI::ExistingFile);
    app.add_flag("--result-labels", o.resultLabels,
        "In a WTHOR game whose result equals its theoretical score, label the later training positions "
        "exact with the result (held-out positions keep game-tree labels)");
}

void declareLabel(CLI::App& app, LabelOptions& o)
{
    app.footer("Labels up to N positions per number of empties (held-out ones first, or only held-out /\n"
               "only training ones; positions with an exact label already are skipped), round robin over\n"
               "the empties counts. Resumable: rerun to continue; Ctrl-C stops cleanly. The default method\n"
               "is the exact endgame solve, appended to DIR/exact.rec; the solver orders moves with the\n"
               "pattern evaluation of --weights. --selective P: ENDCUT's selective search to the end of the\n"
               "game at confidence P percent (e.g. 87), a probable score; --depth D: a midgame search to\n"
               "depth D with Multi-ProbCut at --selectivity P (default 100: none). Both evaluate with\n"
               "--weights, prune with the Multi-ProbCut parameters of --mpc and append to DIR/searched.rec,\n"
               "marked as probable or searched (never counted as exact by fit and report).\n\n"
               "--check runs the method on positions whose exact score is known instead and prints its CPU\n"
               "time and its error against the exact scores per number of empties (writes nothing); --list\n"
               "also prints every position whose label differs ('off <board> exact E label L'); --fix\n"
               "appends the solver's score to DIR/exact.rec where the stored exact label differs, so labels\n"
               "of an older solver can be re-verified. --random-plies K labels new positions instead, each\n"
               "training position with K more empties played on K random moves (positions off the games'\n"
               "paths, as a search meets them); fit trains on them as extra positions.");
    addWorkOption(app, o.work);
    LabelSchedule& s = o.schedule;
    app.add_option_function<std::string>(
           "--empties",
           [&s](const std::string& text) {
               const auto range = parseEmptiesRange(text);
               if (!range)
                   throw CLI::ValidationError("--empties", "must be N or A-B with 1 <= A <= B <= 60");
               s.minEmpties = range->first;
               s.maxEmpties = range->second;
           },
           "Numbers of empties to label (N or A-B)")
        ->type_name("A-B")
        ->default_str("20-22");
    app.add_option("--per-empties", s.perEmpties, "Positions selected per number of empties")
        ->check(CLI::Range(std::size_t{1}, std::size_t{100000000}))
        ->capture_default_str();
    auto* validationOnly = app.add_flag("--validation-only", s.validationOnly, "Held-out positions only");
    app.add_flag("--training-only", s.trainingOnly, "Training positions only")->excludes(validationOnly);
    app.add_option("--seconds", o.seconds, "Stop after this many seconds (rerun to resume)")
        ->check(CLI::Range(1, 1000000));
    app.add_option(
           "--weights", o.weights, "Pattern weights that order and evaluate (default: the shipped weights)")
        ->check(CLI::ExistingFile);
    auto* selective = app.add_option("--selective", o.selective,
        "Label by the selective search to the end of the game at this confidence in percent (probable)");
    selective->check(CLI::Range(1, 99));
    auto* depth
        = app.add_option("--depth", o.depth, "Label by a midgame search to this depth in plies (searched)")
              ->check(CLI::Range(1, 60))
              ->excludes(selective);
    app.add_option(
           "--selectivity", o.selectivity, "Multi-ProbCut confidence of the --depth search in percent")
        ->check(CLI::Range(1, 100))
        ->needs(depth)
        ->capture_default_str();
    app.add_option("--mpc", o.mpc,
           "Multi-ProbCut parameters of the searches (default: the shipped resources/mpc/mpc-pattern.txt)")
        ->check(CLI::ExistingFile);
    auto* check
        = app.add_flag("--check", o.check, "Measure the method against known exact scores; write nothing");
    app.add_flag("--list", o.list, "With --check: print every position whose label differs")->needs(check);
    app.add_flag(
           "--fix", o.fix, "With --check and the exact solve: append the solver's score where it differs")
        ->needs(check)
        ->excludes(selective)
        ->excludes(depth);
    app.add_option("--random-plies", o.randomPlies,
           "Label new positions: training positions with K more empties played on K random moves")
        ->type_name("K")
        ->check(CLI::Range(1, 20))
        ->excludes(check)
        ->excludes(validationOnly);
}

void declareFit(CLI::App& app, FitArgs& a)
{
    app.footer("Least squares over all weights of a stage jointly (preconditioned conjugate gradients;\n"
               "rare configurations muted; each position also trains stages within --smooth discs).\n"
               "Checkpoints after every stage (--resume continues). Positions seen only after an error in\n"
               "a WTHOR game (result != theoretical score) are left out unless --include-unreliable.\n\n"
               "--mute leaves pattern families (edge+2x, corner2x5, ...) or the global features parity,\n"
               "mobility out of the fit (weight 0), to measure what each contributes. --backoff fits each\n"
               "configuration of the families of six or more squares as its own weight plus shared tables\n"
               "of the family's halves, so rare configurations take their halves' values instead of 0 (the\n"
               "evaluation and file format are unchanged). --huber D: Huber's robust loss, rows with\n"
               "residual above D discs weighted D/|r|, by --huber-rounds reweighted refits (game-tree\n"
               "labels carry the games' blunders).");
    addWorkOption(app, a.work);
    FitOptions& f = a.fit;
    app.add_option("--out", a.out, "Weights file to write")->required();
    app.add_option("--stages", f.stageCount, "Number of stages")
        ->check(CLI::Validator(
            [](std::string& text) -> std::string {
                int v = 0;
                if (!CLI::detail::lexical_cast(text, v) || v < 1 || v > 60 || !pattern::validStageCount(v))
                    return "must divide 60 (e.g. 15, 20, 30)";
                return {};
            },
            "INT dividing 60"))
        ->capture_default_str();
    app.add_option("--iterations", f.iterations, "Conjugate-gradient iterations per stage")
        ->check(CLI::Range(1, 10000))
        ->capture_default_str();
    app.add_option("--smooth", f.smoothDiscs, "A position also trains the stages within this many discs")
        ->check(CLI::Range(0, 30))
        ->capture_default_str();
    app.add_option("--min-count", f.minOccurrences, "Configurations seen fewer times keep weight 0")
        ->check(CLI::Range(0, 1000000))
        ->capture_default_str();
    app.add_option("--ridge", f.ridge, "Tikhonov damping, in occurrences")
        ->check(realRange(0, std::numeric_limits<double>::infinity()))
        ->capture_default_str();
    app.add_option("--only", f.stages, "Fit these stages only (S,S,...; default all)")
        ->delimiter(',')
        ->check(CLI::Range(0, 59));
    app.add_flag("--resume", a.resume, "Continue from the checkpoint of an interrupted fit");
    app.add_flag("--include-unreliable", f.includeUnreliable,
        "Also fit positions seen only after an error in a WTHOR game");
    app.add_option("--mute", f.muted, "Leave these features out of the fit (F,F,...)")
        ->delimiter(',')
        ->check(CLI::Validator(
            [](std::string& name) -> std::string {
                const auto range = featureRange(name);
                if (range.first != range.second)
                    return {};
                return "'" + name
                    + "' is none of the pattern families (edge+2x, corner2x5, corner3x3, line2, line3, "
                      "line4, "
                      "diag8, diag7, diag6, diag5, diag4) or parity, mobility";
            },
            "FEATURE"));
    app.add_option("--exact-weight", f.exactWeight, "Times each exactly labelled position counts")
        ->check(realRange(0, 1000, true))
        ->capture_default_str();
    app.add_option("--searched-weight", f.searchedWeight, "Times each probable or searched position counts")
        ->check(realRange(0, 1000, true))
        ->capture_default_str();
    app.add_option(
           "--game-tree-weight", f.gameTreeWeight, "Times each game-tree position counts (0: left out)")
        ->check(realRange(0, 1000))
        ->capture_default_str();
    app.add_option("--base", a.base, "Start from these weights, so stages left out of --only keep them")
        ->check(CLI::ExistingFile);
    app.add_flag("--backoff", f.backoff, "Back rare configurations of large families off to their halves");
    auto* huber = app.add_option("--huber", f.huber, "Huber loss threshold in discs (0: least squares)")
                      ->check(realRange(0, 128));
    app.add_option("--huber-rounds", f.huberRounds, "Reweighted refits of the Huber loss")
        ->check(CLI::Range(1, 100))
        ->needs(huber)
        ->capture_default_str();
}

void declareReport(CLI::App& app, ReportOptions& o)
{
    app.footer("The static evaluation against the labels of the held-out positions (1 in 10 by hash); the\n"
               "exact columns use exact labels only.");
    addWorkOption(app, o.work);
    auto* evaluator = app.add_option("--evaluator", o.evaluator, "Evaluation to measure")
                          ->check(CLI::IsMember({"pattern", "classic"}))
                          ->capture_default_str();
    auto* classic = app.add_option("--classic-weights", o.classicWeights,
                           "Classic weights file (--evaluator classic; default: the built-in weights)")
                        ->check(CLI::ExistingFile)
                        ->needs(evaluator);
    app.add_option("--weights", o.weights, "Pattern weights file (default: the shipped weights)")
        ->check(CLI::ExistingFile)
        ->excludes(classic);
    app.add_flag("--in-sample", o.inSample,
        "Measure the training positions instead: the error of weights fitted on exact labels alone, "
        "measured on those labels, is what more data of that kind cannot get below");
}

void declareClassic(CLI::App& app, ClassicOptions& o)
{
    app.footer("The last stage first on its labelled positions, then each earlier stage by least squares\n"
               "pulled towards the stage after it (Demosthenes).");
    addWorkOption(app, o.work);
    app.add_option("--out", o.out, "Classic weights file to write")->required();
}

} // namespace

cli::Command trainCommand()
{
    return {"train", "Build the pattern evaluation: positions, labels, least-squares fit, error report",
        [](CLI::App& app) -> cli::Action {
            app.footer(
                "The pattern evaluation's training pipeline, step by step, with binary intermediates in\n"
                "a work directory (--work DIR, default /work/train; keep it outside the repository).\n"
                "Each step's options: probcut-lab train STEP --help. How the shipped weights were made:\n"
                "resources/weights/README.md.");
            app.require_subcommand(1);
            struct Options {
                PositionsOptions positions;
                LabelOptions label;
                FitArgs fit;
                ReportOptions report;
                ClassicOptions classic;
            };
            auto o = std::make_shared<Options>();
            CLI::App* positions = app.add_subcommand("positions",
                "Replay the games into unique canonical positions with labels (DIR/positions.bin)");
            declarePositions(*positions, o->positions);
            CLI::App* label = app.add_subcommand(
                "label", "Label positions with few empties by exact solves or searches (resumable)");
            declareLabel(*label, o->label);
            CLI::App* fit = app.add_subcommand(
                "fit", "Fit the pattern weights by least squares per stage (checkpointed)");
            declareFit(*fit, o->fit);
            CLI::App* report = app.add_subcommand(
                "report", "Held-out mean absolute error per stage and per number of empties");
            declareReport(*report, o->report);
            CLI::App* classic = app.add_subcommand(
                "classic", "Fit the classic evaluation's weights from the last stage backwards");
            declareClassic(*classic, o->classic);
            return [o, positions, label, fit, report](std::ostream& out, std::ostream& err) {
                if (positions->parsed())
                    return runPositions(o->positions, out, err);
                if (label->parsed())
                    return runLabel(o->label, out, err);
                if (fit->parsed())
                    return runFit(o->fit, out, err);
                if (report->parsed())
                    return runReport(o->report, out, err);
                return runClassic(o->classic, out, err);
            };
        }};
}

} // namespace probcut::lab
