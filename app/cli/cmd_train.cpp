// `probcut train`: the pattern-evaluation training pipeline (engine/training/training.h), step by step
// with binary intermediates in a work directory outside the repository:
//   positions  games (WTHOR + logbook) -> unique canonical positions with game-tree labels
//   label      labels for positions with few empties (resumable): exact endgame-solver scores,
//              or probable/searched ones from selective or depth-limited searches
//   fit        sparse least squares per stage -> a weights file (checkpointed per stage)
//   report     held-out mean absolute error per stage and per empties
//   classic    the classic evaluation's weights, fitted backwards from the end of the game
#include "app/cli/command.h"
#include "app/cli/eval_files.h"
#include "engine/core/notation.h"
#include "engine/endgame/endgame.h"
#include "engine/formats/logbook.h"
#include "engine/formats/wthor.h"
#include "engine/search/multi_probcut.h"
#include "engine/training/position_labeller.h"
#include "engine/training/training.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <csignal>
#include <cstdio>
#include <ctime>
#include <filesystem>
#include <fstream>
#include <ostream>
#include <set>
#include <sstream>

namespace probcut::cli {

namespace {

using namespace probcut::training;
namespace fs = std::filesystem;

std::atomic<bool> g_interrupted{false};
extern "C" void onInterrupt(int) { g_interrupted.store(true); }

std::string fmt(const char* f, double a)
{
    char buf[64];
    std::snprintf(buf, sizeof buf, f, a);
    return buf;
}

double secondsSince(std::chrono::steady_clock::time_point t0)
{
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
}

std::string sharedGamesDir() { return std::string(PROBCUT_SOURCE_DIR) + "/../shared/data/games"; }

bool loadPositions(const std::string& work, std::vector<LabelledPosition>& out, std::ostream& err)
{
    std::string error;
    const std::string path = work + "/positions.bin";
    auto bytes = readFileBytes(path, error);
    if (!bytes) {
        err << "train: " << error << " (run 'probcut train positions' first)\n";
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
    auto bytes = readFileBytes(work + "/" + name, error);
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

// Every label made by `train label`, exact ones and searched ones (applyLabels keeps the most
// trusted label of each position).
std::vector<LabelledPosition> loadLabels(const std::string& work)
{
    auto all = loadRecords(work, ExactFile);
    auto searched = loadRecords(work, SearchedFile);
    all.insert(all.end(), searched.begin(), searched.end());
    return all;
}

int runPositions(ArgParser& args, const std::string& work, std::ostream& out, std::ostream& err)
{
    const std::string wthorDir = args.option("--wthor").value_or(sharedGamesDir() + "/wthor");
    const std::string logbook
        = args.option("--logbook").value_or(sharedGamesDir() + "/logistello/logbook.gam.gz");
    const bool noWthor = args.flag("--no-wthor"), noLogbook = args.flag("--no-logbook");
    const bool resultLabels = args.flag("--result-labels");
    GameTreeBuilder builder;
    std::string error;
    const auto t0 = std::chrono::steady_clock::now();
    std::size_t wthorGames = 0, wthorExact = 0;
    if (!noWthor) {
        std::vector<fs::path> files;
        std::error_code ec;
        for (const auto& entry : fs::directory_iterator(wthorDir, ec)) {
            const std::string ext = entry.path().extension().string();
            if (ext == ".wtb" || ext == ".WTB")
                files.push_back(entry.path());
        }
        if (ec || files.empty()) {
            err << "train: no .wtb files in " << wthorDir << '\n';
            return 2;
        }
        std::sort(files.begin(), files.end());
        for (const fs::path& f : files) {
            auto bytes = readFileBytes(f.string(), error);
            if (!bytes) {
                err << "train: " << error << '\n';
                return 2;
            }
            auto parsed = parseWthorGames(*bytes, f.filename().string());
            if (!parsed) {
                err << "train: " << parsed.error().message << '\n';
                return 2;
            }
            const int depth = parsed->header.theoreticalDepth;
            for (const WthorGame& g : parsed->games) {
                // The theoretical score is only meaningful when the game reached that depth.
                const bool exact = depth > 0 && g.end.board.emptyCount() <= depth;
                builder.addGame(g.moves, g.blackScore(), exact ? std::optional<int>(depth) : std::nullopt,
                    g.theoreticalBlackScore());
                ++wthorGames;
                wthorExact += exact;
            }
        }
        out << "wthor: " << files.size() << " files, " << wthorGames << " games, " << wthorExact
            << " theoretical scores\n";
    }
    if (!noLogbook) {
        auto bytes = readFileBytes(logbook, error);
        if (!bytes) {
            err << "train: " << error << '\n';
            return 2;
        }
        auto games
            = parseLogbook(std::string_view(reinterpret_cast<const char*>(bytes->data()), bytes->size()),
                fs::path(logbook).filename().string());
        if (!games) {
            err << "train: " << games.error().message << '\n';
            return 2;
        }
        for (const LogbookGame& g : *games)
            builder.addGame(g.moves, g.blackMinusWhite);
        out << "logbook: " << games->size() << " games\n";
    }
    out << "plies " << builder.plyCount() << ", merging by canonical form and labelling...\n";
    out.flush();
    auto positions = builder.build(resultLabels);
    std::size_t exact = 0;
    for (const auto& p : positions)
        exact += p.kind == LabelKind::Exact;
    if (resultLabels)
        out << "exact labels from the results of games that kept their theoretical score: "
            << builder.resultLabelCount() << " (training positions only)\n";
    fs::create_directories(work);
    if (!writeFileAtomic(work + "/positions.bin", serializePositions(positions), error)) {
        err << "train: " << error << '\n';
        return 2;
    }
    out << "positions " << positions.size() << " unique (side to move has a move), " << exact
        << " with exact labels, written to " << work << "/positions.bin in " << fmt("%.1f", secondsSince(t0))
        << " s\n";
    return 0;
}

bool parseRange(const std::string& text, int& lo, int& hi)
{
    const auto dash = text.find('-');
    long long a = 0, b = 0;
    if (dash == std::string::npos) {
        if (!parseInt(text, a, 0, 60))
            return false;
        lo = hi = int(a);
        return true;
    }
    if (!parseInt(text.substr(0, dash), a, 0, 60) || !parseInt(text.substr(dash + 1), b, 0, 60) || a > b)
        return false;
    lo = int(a);
    hi = int(b);
    return true;
}

double cpuSeconds() { return double(std::clock()) / CLOCKS_PER_SEC; }

// The labelling method named on the command line: the exact solve (default), --selective P or
// --depth D [--selectivity P]. Returns false after printing the problem.
bool parseLabelMethod(ArgParser& args, LabelMethod& method, std::ostream& err)
{
    const auto selective = args.option("--selective");
    const auto depth = args.option("--depth");
    const auto selectivity = args.option("--selectivity");
    long long v = 0;
    if (selective && depth) {
        err << "train label: --selective and --depth exclude each other\n";
        return false;
    }
    if (selective) {
        if (!parseInt(*selective, v, 1, 99)) {
            err << "train label: --selective takes a confidence in percent, 1-99 (e.g. 87)\n";
            return false;
        }
        method.kind = LabelMethod::Kind::Selective;
        method.confidence = int(v);
    }
    if (depth) {
        if (!parseInt(*depth, v, 1, 60)) {
            err << "train label: --depth takes a depth in plies, 1-60\n";
            return false;
        }
        method.kind = LabelMethod::Kind::Depth;
        method.depth = int(v);
        method.confidence = 100;
        if (selectivity) {
            if (!parseInt(*selectivity, v, 1, 100)) {
                err << "train label: --selectivity takes a confidence in percent, 1-100\n";
                return false;
            }
            method.confidence = int(v);
        }
    } else if (selectivity) {
        err << "train label: --selectivity goes with --depth\n";
        return false;
    }
    return true;
}

bool sameMethod(const LabelledPosition& a, const LabelledPosition& b)
{
    return a.kind == b.kind && a.searchDepth == b.searchDepth && a.searchConfidence == b.searchConfidence;
}

int runLabel(ArgParser& args, const std::string& work, std::ostream& out, std::ostream& err)
{
    const std::string range = args.option("--empties").value_or("20-22");
    const auto perText = args.option("--per-empties");
    const auto secondsText = args.option("--seconds");
    const bool validationOnly = args.flag("--validation-only");
    const bool trainingOnly = args.flag("--training-only");
    const bool check = args.flag("--check");
    const bool list = args.flag("--list");
    const bool fix = args.flag("--fix");
    int lo = 0, hi = 0;
    if (!parseRange(range, lo, hi) || lo < 1) {
        err << "train label: --empties must be N or A-B with 1 <= A <= B <= 60\n";
        return 2;
    }
    long long per = 500, limit = 0;
    if ((perText && !parseInt(*perText, per, 1, 100000000))
        || (secondsText && !parseInt(*secondsText, limit, 1, 1000000))) {
        err << "train label: --per-empties and --seconds take positive integers\n";
        return 2;
    }
    if (validationOnly && trainingOnly) {
        err << "train label: --validation-only and --training-only exclude each other\n";
        return 2;
    }
    LabelMethod method;
    if (!parseLabelMethod(args, method, err))
        return 2;
    if (fix && (!check || method.kind != LabelMethod::Kind::Exact)) {
        err << "train label: --fix goes with --check and the exact solve (no --selective or --depth)\n";
        return 2;
    }
    // The searches order moves (and evaluate, for the selective and depth-limited ones) with
    // the pattern evaluation; exact labels do not depend on which weights order them.
    std::string error;
    const auto weights = loadPatternWeights(args.option("--weights").value_or(""), error);
    if (!weights) {
        err << "train label: " << error << '\n';
        return 2;
    }
    auto evaluator = std::make_shared<const PatternEvaluator>(weights);
    std::shared_ptr<const MpcParams> mpc;
    if (method.kind != LabelMethod::Kind::Exact) {
        const std::string mpcPath = args.option("--mpc").value_or(defaultResourcePath("mpc/mpc-pattern.txt"));
        auto params = loadMpcParams(mpcPath, error);
        if (!params) {
            err << "train label: " << error << '\n';
            return 2;
        }
        mpc = std::make_shared<const MpcParams>(std::move(*params));
    }
    if (auto bad = PositionLabeller::check(method, evaluator.get(), mpc.get())) {
        err << "train label: " << bad->message << '\n';
        return 2;
    }
    long long randomPliesCount = 0;
    if (const auto text = args.option("--random-plies")) {
        if (!parseInt(*text, randomPliesCount, 1, 20)) {
            err << "train label: --random-plies takes a number of plies, 1-20\n";
            return 2;
        }
        if (check || validationOnly) {
            err << "train label: --random-plies makes new training positions; it excludes --check and "
                   "--validation-only\n";
            return 2;
        }
    }
    std::vector<LabelledPosition> positions;
    if (!loadPositions(work, positions, err))
        return 2;
    if (randomPliesCount) {
        // The positions to label are new ones: each training position with K more empties,
        // played on K random moves (fixed per position, so reruns resume). Walks that end the
        // game, land in the held-out split or repeat a position are dropped, so the held-out
        // set stays the games' positions; `train fit` adds these as training positions.
        const int k = int(randomPliesCount);
        std::vector<LabelledPosition> walked;
        for (const LabelledPosition& p : positions) {
            const int e = p.board.emptyCount();
            if (e < lo + k || e > hi + k || isValidation(p.board))
                continue;
            const auto b = randomPlies(p.board, k, splitHash(p.board) + std::uint64_t(k));
            if (b && !isValidation(*b))
                walked.push_back(LabelledPosition{*b, 0, LabelKind::None});
        }
        std::sort(walked.begin(), walked.end(), [](const auto& a, const auto& b) {
            return std::pair(a.board.player, a.board.opponent) < std::pair(b.board.player, b.board.opponent);
        });
        walked.erase(std::unique(walked.begin(), walked.end(),
                         [](const auto& a, const auto& b) { return a.board == b.board; }),
            walked.end());
        out << "random plies " << k << ": " << walked.size() << " new positions at " << lo << "-" << hi
            << " empties\n";
        positions = std::move(walked);
    }
    // --check: the method on positions whose exact score is known (held-out ones first), to
    // measure its cost and its error before spending CPU on it. Writes nothing.
    std::vector<std::int8_t> gameTreeLabel;
    const auto exact = loadRecords(work, ExactFile);
    std::set<std::pair<Bitboard, Bitboard>> done;
    if (check) {
        std::vector<LabelledPosition> original = positions;
        applyLabels(positions, exact);
        gameTreeLabel.resize(positions.size());
        for (std::size_t i = 0; i < positions.size(); ++i)
            gameTreeLabel[i] = original[i].kind == LabelKind::GameTree ? original[i].label : std::int8_t(127);
    } else {
        for (const auto& p : exact)
            done.insert({p.board.player, p.board.opponent});
        if (method.kind != LabelMethod::Kind::Exact) {
            const LabelledPosition mine = method.record(Board{}, 0);
            for (const auto& p : loadRecords(work, SearchedFile))
                if (sameMethod(p, mine))
                    done.insert({p.board.player, p.board.opponent});
        }
    }
    // Per number of empties: validation positions first, then training positions, each in a
    // fixed pseudo-random order (by hash), so reruns pick the same positions and resume.
    // Positions that already have an exact label (WTHOR's at 24 empties) are not labelled again;
    // --check takes only those.
    std::vector<std::vector<std::size_t>> perEmpties;
    for (int e = lo; e <= hi; ++e) {
        std::vector<std::size_t> val, train;
        for (std::size_t i = 0; i < positions.size(); ++i) {
            const LabelledPosition& p = positions[i];
            if (p.board.emptyCount() != e || ((p.kind == LabelKind::Exact) != check))
                continue;
            (isValidation(p.board) ? val : train).push_back(i);
        }
        auto byHash = [&](std::size_t a, std::size_t b) {
            return splitHash(positions[a].board) * 0x9e3779b97f4a7c15ULL
                < splitHash(positions[b].board) * 0x9e3779b97f4a7c15ULL;
        };
        std::sort(val.begin(), val.end(), byHash);
        std::sort(train.begin(), train.end(), byHash);
        // --training-only: positions the fit learns from (the held-out set is labelled apart,
        // so a long training run does not have to exhaust it first).
        std::vector<std::size_t> pick;
        if (!trainingOnly)
            pick.assign(val.begin(), val.end());
        if (!validationOnly)
            pick.insert(pick.end(), train.begin(), train.end());
        if (pick.size() > std::size_t(per))
            pick.resize(std::size_t(per));
        std::size_t already = 0;
        std::vector<std::size_t> todo;
        for (std::size_t i : pick) {
            if (done.count({positions[i].board.player, positions[i].board.opponent}))
                ++already;
            else
                todo.push_back(i);
        }
        out << "empties " << e << ": " << pick.size() << " selected ("
            << (trainingOnly ? 0 : std::min(pick.size(), val.size())) << " held out), " << already
            << " already labelled\n";
        perEmpties.push_back(std::move(todo));
    }
    // Round robin over the empties counts, so a run stopped early has labels at every count.
    std::vector<std::size_t> todo;
    for (std::size_t k = 0;; ++k) {
        bool any = false;
        for (const auto& list : perEmpties)
            if (k < list.size()) {
                todo.push_back(list[k]);
                any = true;
            }
        if (!any)
            break;
    }
    out << "method " << method.describe() << (check ? ", checked against exact scores" : "")
        << "; to label: " << todo.size() << " (Ctrl-C stops after the current position; rerun to resume)\n";
    out.flush();
    const std::string recPath
        = work + "/" + (method.kind == LabelMethod::Kind::Exact ? ExactFile : SearchedFile);
    std::ofstream rec;
    if (!check || fix) {
        rec.open(recPath, std::ios::binary | std::ios::app);
        if (!rec) {
            err << "train label: cannot write " << recPath << '\n';
            return 2;
        }
    }
    std::signal(SIGINT, onInterrupt);
    std::signal(SIGTERM, onInterrupt);
    PositionLabeller labeller(method, evaluator, mpc, 128);
    const auto t0 = std::chrono::steady_clock::now();
    const double cpu0 = cpuSeconds();
    auto lastReport = t0;
    std::size_t count = 0, gameTreeCount = 0, fixedCount = 0;
    std::uint64_t nodes = 0;
    double absGameTree = 0;
    // --check: per empties count, positions, CPU seconds, |label - exact|, label - exact,
    // largest |label - exact|, |game-tree label - exact| over the positions that have one.
    struct CheckRow {
        std::size_t n = 0, gameTree = 0;
        double cpu = 0, abs = 0, signedSum = 0, worst = 0, absGameTree = 0;
    };
    std::vector<CheckRow> rows(std::size_t(hi - lo + 1));
    for (std::size_t i : todo) {
        if (g_interrupted.load() || (limit && secondsSince(t0) > double(limit)))
            break;
        const LabelledPosition& p = positions[i];
        const double cpuStart = cpuSeconds();
        const PositionLabel r = labeller.label(p.board, &g_interrupted);
        if (!r.completed)
            break;
        ++count;
        nodes += r.nodes;
        if (check) {
            CheckRow& row = rows[std::size_t(p.board.emptyCount() - lo)];
            const int diff = r.score - p.label;
            if (list && diff != 0)
                out << "off " << formatBoardString(Position{p.board, Color::Black}) << " exact "
                    << int(p.label) << " label " << r.score << '\n';
            if (fix && diff != 0) {
                // The later of two exact records of a board is the one applied (applyLabels).
                const LabelledPosition e = method.record(p.board, r.score);
                const auto bytes = serializePositions(std::span<const LabelledPosition>(&e, 1));
                rec.write(reinterpret_cast<const char*>(bytes.data() + 16), 24);
                rec.flush();
                ++fixedCount;
            }
            ++row.n;
            row.cpu += cpuSeconds() - cpuStart;
            row.abs += std::abs(diff);
            row.signedSum += diff;
            row.worst = std::max(row.worst, double(std::abs(diff)));
            if (gameTreeLabel[i] != 127) {
                ++row.gameTree;
                row.absGameTree += std::abs(gameTreeLabel[i] - p.label);
            }
        } else {
            const LabelledPosition e = method.record(p.board, r.score);
            const auto bytes = serializePositions(std::span<const LabelledPosition>(&e, 1));
            rec.write(reinterpret_cast<const char*>(bytes.data() + 16), 24);
            rec.flush();
            if (p.kind == LabelKind::GameTree) {
                ++gameTreeCount;
                absGameTree += std::abs(r.score - p.label);
            }
        }
        if (secondsSince(lastReport) > 30) {
            lastReport = std::chrono::steady_clock::now();
            const double s = secondsSince(t0);
            out << "labelled " << count << "/" << todo.size() << "  " << fmt("%.2f", s / count) << " s each ("
                << fmt("%.2f", (cpuSeconds() - cpu0) / count) << " CPU-s), ETA "
                << fmt("%.0f", (todo.size() - count) * s / count) << " s\n";
            out.flush();
        }
    }
    const double s = secondsSince(t0), cpu = cpuSeconds() - cpu0;
    if (check) {
        out << "empties  positions  CPU-s/pos  MAE-vs-exact  mean(label-exact)  max|err|  game-tree-MAE\n";
        CheckRow total;
        for (int e = lo; e <= hi; ++e) {
            const CheckRow& row = rows[std::size_t(e - lo)];
            total.n += row.n;
            total.gameTree += row.gameTree;
            total.cpu += row.cpu;
            total.abs += row.abs;
            total.signedSum += row.signedSum;
            total.worst = std::max(total.worst, row.worst);
            total.absGameTree += row.absGameTree;
        }
        auto print = [&](const std::string& name, const CheckRow& row) {
            if (!row.n)
                return;
            char line[200];
            std::snprintf(line, sizeof line, "%7s  %9zu  %9.3f  %12.2f  %17.2f  %8.0f  %13s\n", name.c_str(),
                row.n, row.cpu / row.n, row.abs / row.n, row.signedSum / row.n, row.worst,
                row.gameTree ? (
                    fmt("%.2f", row.absGameTree / row.gameTree) + " (" + std::to_string(row.gameTree) + ")")
                                   .c_str()
                             : "-");
            out << line;
        };
        for (int e = lo; e <= hi; ++e)
            print(std::to_string(e), rows[std::size_t(e - lo)]);
        print("all", total);
    }
    out << "labelled " << count << " positions (" << method.describe() << ") in " << fmt("%.1f", s) << " s, "
        << fmt("%.1f", cpu) << " CPU-s (" << fmt("%.1f", nodes / std::max(cpu, 1e-9) / 1e6)
        << " M nodes per CPU-s)";
    if (fix)
        out << "; " << fixedCount << " exact labels corrected in " << recPath;
    if (!check && gameTreeCount)
        out << "; their game-tree labels were off by " << fmt("%.2f", absGameTree / gameTreeCount)
            << " discs on average";
    out << (count < todo.size() ? "; stopped early, rerun to resume" : "") << '\n';
    return 0;
}

bool parseStageList(const std::string& text, std::vector<int>& stages, int stageCount)
{
    std::vector<long long> values;
    if (!parseIntList(text, values, 0, stageCount - 1) || values.empty())
        return false;
    stages.insert(stages.end(), values.begin(), values.end());
    return true;
}

int runFit(ArgParser& args, const std::string& work, std::ostream& out, std::ostream& err)
{
    FitOptions options;
    const auto outPath = args.option("--out");
    const auto stagesText = args.option("--stages");
    const auto itText = args.option("--iterations");
    const auto smoothText = args.option("--smooth");
    const auto minText = args.option("--min-count");
    const auto ridgeText = args.option("--ridge");
    const auto onlyText = args.option("--only");
    const auto exactWeightText = args.option("--exact-weight");
    const auto searchedWeightText = args.option("--searched-weight");
    const auto gameTreeWeightText = args.option("--game-tree-weight");
    const auto basePath = args.option("--base");
    const auto mutedText = args.option("--mute");
    const bool resume = args.flag("--resume");
    options.includeUnreliable = args.flag("--include-unreliable");
    options.backoff = args.flag("--backoff");
    const auto huberText = args.option("--huber");
    const auto huberRoundsText = args.option("--huber-rounds");
    long long v = 0;
    if (!outPath) {
        err << "train fit: --out FILE is required\n";
        return 2;
    }
    if (stagesText) {
        if (!parseInt(*stagesText, v, 1, 60) || !pattern::validStageCount(int(v))) {
            err << "train fit: --stages must divide 60 (e.g. 15, 20, 30)\n";
            return 2;
        }
        options.stageCount = int(v);
    }
    if (itText) {
        if (!parseInt(*itText, v, 1, 10000)) {
            err << "train fit: --iterations must be 1-10000\n";
            return 2;
        }
        options.iterations = int(v);
    }
    if (smoothText) {
        if (!parseInt(*smoothText, v, 0, 30)) {
            err << "train fit: --smooth must be 0-30 discs\n";
            return 2;
        }
        options.smoothDiscs = int(v);
    }
    if (minText) {
        if (!parseInt(*minText, v, 0, 1000000)) {
            err << "train fit: --min-count must be a non-negative integer\n";
            return 2;
        }
        options.minOccurrences = int(v);
    }
    if (ridgeText && (!parseDouble(*ridgeText, options.ridge) || options.ridge < 0)) {
        err << "train fit: --ridge must be a non-negative number\n";
        return 2;
    }
    if (exactWeightText
        && (!parseDouble(*exactWeightText, options.exactWeight) || options.exactWeight <= 0
            || options.exactWeight > 1000)) {
        err << "train fit: --exact-weight must be a number in (0, 1000]\n";
        return 2;
    }
    if (searchedWeightText
        && (!parseDouble(*searchedWeightText, options.searchedWeight) || options.searchedWeight <= 0
            || options.searchedWeight > 1000)) {
        err << "train fit: --searched-weight must be a number in (0, 1000]\n";
        return 2;
    }
    if (gameTreeWeightText
        && (!parseDouble(*gameTreeWeightText, options.gameTreeWeight) || options.gameTreeWeight < 0
            || options.gameTreeWeight > 1000)) {
        err << "train fit: --game-tree-weight must be a number in [0, 1000]\n";
        return 2;
    }
    if (huberText && (!parseDouble(*huberText, options.huber) || options.huber < 0 || options.huber > 128)) {
        err << "train fit: --huber must be a number of discs in [0, 128] (0: least squares)\n";
        return 2;
    }
    if (huberRoundsText) {
        if (!parseInt(*huberRoundsText, v, 1, 100)) {
            err << "train fit: --huber-rounds must be 1-100\n";
            return 2;
        }
        options.huberRounds = int(v);
    }
    if (onlyText && !parseStageList(*onlyText, options.stages, options.stageCount)) {
        err << "train fit: --only takes stage numbers 0.." << options.stageCount - 1
            << " separated by commas\n";
        return 2;
    }
    if (mutedText) {
        std::stringstream list(*mutedText);
        std::string item;
        while (std::getline(list, item, ',')) {
            const auto range = featureRange(item);
            if (range.first == range.second) {
                err << "train fit: --mute takes pattern families (edge+2x, corner2x5, corner3x3, line2, "
                       "line3, line4, diag8, diag7, diag6, diag5, diag4) and parity, mobility\n";
                return 2;
            }
            options.muted.push_back(item);
        }
    }
    std::vector<LabelledPosition> positions;
    if (!loadPositions(work, positions, err))
        return 2;
    const auto labels = loadLabels(work);
    const std::size_t matched = applyLabels(positions, labels);
    // Labels of positions the games never reached (train label --random-plies) train as new
    // positions.
    const std::size_t added = addUnmatchedLabels(positions, labels);
    std::size_t exactCount = 0;
    for (const auto& p : labels)
        exactCount += p.kind == LabelKind::Exact;
    out << "positions " << positions.size() << ", labels from train label " << labels.size() << " ("
        << exactCount << " exact, " << labels.size() - exactCount << " searched; " << matched << " applied, "
        << added << " as new positions)\n";

    // Checkpoint: the weights so far and the list of finished stages.
    const std::string ckWeights = work + "/fit-checkpoint.pcw", ckDone = work + "/fit-checkpoint.done";
    PatternWeights weights(options.stageCount);
    std::set<int> finished;
    std::string error;
    if (basePath) {
        // Stages that are not refitted (see --only) keep the base file's weights.
        auto w = loadPatternWeights(*basePath, error);
        if (!w) {
            err << "train fit: " << error << '\n';
            return 2;
        }
        if (w->stageCount() != options.stageCount) {
            err << "train fit: " << *basePath << " has " << w->stageCount() << " stages, not "
                << options.stageCount << '\n';
            return 2;
        }
        weights = *w;
    }
    if (resume) {
        auto w = loadPatternWeights(ckWeights, error);
        std::ifstream doneIn(ckDone);
        if (w && doneIn && w->stageCount() == options.stageCount) {
            weights = *w;
            int s;
            while (doneIn >> s)
                finished.insert(s);
            out << "resuming: " << finished.size() << " stages already fitted\n";
        } else {
            out << "no usable checkpoint; starting afresh\n";
        }
    }
    std::vector<int> stages = options.stages;
    if (stages.empty())
        for (int s = options.stageCount - 1; s >= 0; --s)
            stages.push_back(s);
    std::signal(SIGINT, onInterrupt);
    std::signal(SIGTERM, onInterrupt);
    options.stop = &g_interrupted;
    out << "stage  discs    train-rows  active-w  train-MAE  val-rows  val-MAE  exact-val  exact-MAE  "
           "seconds\n";
    for (int s : stages) {
        if (finished.count(s))
            continue;
        options.stages = {s};
        bool ok = false;
        fitPatternWeights(positions, weights, options, [&](const StageReport& r) {
            ok = r.completed;
            if (!r.completed)
                return;
            int lo = 64, hi = 0;
            for (int d = 4; d <= 64; ++d)
                if (pattern::stageOf(d, options.stageCount) == r.stage) {
                    lo = std::min(lo, d);
                    hi = std::max(hi, d);
                }
            char line[200];
            std::snprintf(line, sizeof line,
                "%5d  %2d-%-2d  %12zu  %8zu  %9.2f  %8zu  %7.2f  %9zu  %9.2f  %7.1f\n", r.stage, lo, hi,
                r.trainRows, r.activeWeights, r.trainMae, r.validationRows, r.validationMae,
                r.exactValidationRows, r.exactValidationMae, r.seconds);
            out << line;
            out.flush();
        });
        if (!ok) {
            out << "interrupted during stage " << s << "; rerun with --resume to continue\n";
            return 1;
        }
        finished.insert(s);
        if (!writeFileAtomic(ckWeights, weights.serialize(), error)) {
            err << "train fit: " << error << '\n';
            return 2;
        }
        std::ofstream doneOut(ckDone + ".tmp");
        for (int d : finished)
            doneOut << d << '\n';
        doneOut.close();
        fs::rename(ckDone + ".tmp", ckDone);
    }
    if (!writeFileAtomic(*outPath, weights.serialize(), error)) {
        err << "train fit: " << error << '\n';
        return 2;
    }
    out << "weights written to " << *outPath << '\n';
    return 0;
}

int runReport(ArgParser& args, const std::string& work, std::ostream& out, std::ostream& err)
{
    const std::string which = args.option("--evaluator").value_or("pattern");
    const auto weightsPath = args.option("--weights");
    const auto classicPath = args.option("--classic-weights");
    std::string error;
    std::unique_ptr<Evaluator> evaluator;
    if (which == "pattern") {
        auto w = loadPatternWeights(weightsPath.value_or(""), error);
        if (!w) {
            err << "train report: " << error << '\n';
            return 2;
        }
        evaluator = std::make_unique<PatternEvaluator>(w);
    } else if (which == "classic") {
        ClassicWeights cw;
        if (classicPath) {
            auto bytes = readFileBytes(*classicPath, error);
            if (!bytes) {
                err << "train report: " << error << '\n';
                return 2;
            }
            auto parsed = ClassicWeights::parse(
                std::string_view(reinterpret_cast<const char*>(bytes->data()), bytes->size()), *classicPath);
            if (!parsed) {
                err << "train report: " << parsed.error().message << '\n';
                return 2;
            }
            cw = *parsed;
        }
        evaluator = std::make_unique<ClassicEvaluator>(cw);
    } else {
        err << "train report: --evaluator must be pattern or classic\n";
        return 2;
    }
    std::vector<LabelledPosition> positions;
    if (!loadPositions(work, positions, err))
        return 2;
    applyLabels(positions, loadLabels(work));
    const ErrorByDiscs e = validationError(positions, *evaluator);
    out << "held-out positions (1 in 10 by hash), static " << evaluator->name() << " evaluation\n";
    out << "stage  discs  empties   positions  MAE(all labels)   exact  MAE(exact)\n";
    const int S = pattern::DefaultStageCount;
    for (int s = 0; s < S; ++s) {
        double sa = 0, se = 0;
        std::size_t ca = 0, ce = 0;
        int lo = 64, hi = 0;
        for (int d = 4; d <= 64; ++d) {
            if (pattern::stageOf(d, S) != s)
                continue;
            lo = std::min(lo, d);
            hi = std::max(hi, d);
            sa += e.sumAll[d];
            ca += e.countAll[d];
            se += e.sumExact[d];
            ce += e.countExact[d];
        }
        char line[160];
        std::snprintf(line, sizeof line, "%5d  %2d-%-2d  %2d-%-2d  %10zu  %15.2f  %6zu  %10s\n", s, lo, hi,
            64 - hi, 64 - lo, ca, ca ? sa / ca : 0.0, ce, ce ? fmt("%.2f", se / ce).c_str() : "-");
        out << line;
    }
    out << "by empties (exact labels only):\n";
    double s20 = 0;
    std::size_t c20 = 0;
    for (int empties = 14; empties <= 30; ++empties) {
        const int d = 64 - empties;
        if (!e.countExact[d])
            continue;
        out << "  empties " << empties << ": " << e.countExact[d] << " positions, MAE "
            << fmt("%.2f", e.sumExact[d] / e.countExact[d]) << '\n';
        if (empties >= 20 && empties <= 24) {
            s20 += e.sumExact[d];
            c20 += e.countExact[d];
        }
    }
    if (c20)
        out << "empties 20-24, exact labels: " << c20 << " positions, MAE " << fmt("%.2f", s20 / c20)
            << " discs\n";
    return 0;
}

int runClassic(ArgParser& args, const std::string& work, std::ostream& out, std::ostream& err)
{
    const auto outPath = args.option("--out");
    if (!outPath) {
        err << "train classic: --out FILE is required\n";
        return 2;
    }
    std::vector<LabelledPosition> positions;
    if (!loadPositions(work, positions, err))
        return 2;
    applyLabels(positions, loadLabels(work));
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
    if (!writeFileAtomic(*outPath, std::vector<std::uint8_t>(text.begin(), text.end()), error)) {
        err << "train classic: " << error << '\n';
        return 2;
    }
    out << "classic weights written to " << *outPath << '\n';
    return 0;
}

int runTrain(const std::vector<std::string>& argsIn, std::ostream& out, std::ostream& err)
{
    if (argsIn.empty()) {
        err << "train: expected a step: positions, label, fit, report or classic (see probcut train "
               "--help)\n";
        return 2;
    }
    const std::string step = argsIn[0];
    ArgParser args(std::vector<std::string>(argsIn.begin() + 1, argsIn.end()));
    const std::string work = args.option("--work").value_or("/work/train");
    int rc = 0;
    if (step == "positions")
        rc = runPositions(args, work, out, err);
    else if (step == "label")
        rc = runLabel(args, work, out, err);
    else if (step == "fit")
        rc = runFit(args, work, out, err);
    else if (step == "report")
        rc = runReport(args, work, out, err);
    else if (step == "classic")
        rc = runClassic(args, work, out, err);
    else {
        err << "train: unknown step '" << step << "' (positions, label, fit, report, classic)\n";
        return 2;
    }
    if (!args.error.empty()) {
        err << "train: " << args.error << '\n';
        return 2;
    }
    return rc;
}

} // namespace

Command trainCommand()
{
    return {"train", "build the pattern evaluation: positions, labels, least-squares fit, error report",
        "Usage: probcut train STEP [--work DIR] [options]\n\n"
        "Intermediate files go to DIR (default /work/train; keep it outside the repository).\n\n"
        "Steps:\n"
        "  positions [--wthor DIR] [--logbook FILE] [--no-wthor] [--no-logbook] [--result-labels]\n"
        "      Replays every game (default: ../shared/data/games), merges positions by canonical\n"
        "      symmetric form and labels them: exact scores where known (WTHOR's theoretical score\n"
        "      at 24 empties, finished games), else the negamax of game results over the tree of\n"
        "      all games. --result-labels: in a WTHOR game whose result equals its theoretical\n"
        "      score, the later training positions are labelled exact with the result (held-out\n"
        "      positions keep game-tree labels). Writes DIR/positions.bin.\n"
        "  label [--empties A-B] [--per-empties N] [--validation-only | --training-only]\n"
        "      [--seconds T] [--weights FILE] [--selective P | --depth D [--selectivity P]]\n"
        "      [--mpc FILE] [--check [--list] [--fix]] [--random-plies K]\n"
        "      Labels up to N positions per number of empties (held-out ones first, or only\n"
        "      held-out / only training ones; positions with an exact label already are skipped),\n"
        "      round robin over the empties counts. Resumable: rerun to continue; Ctrl-C stops\n"
        "      cleanly. The default method is the exact endgame solve, appended to DIR/exact.rec;\n"
        "      the solver orders moves with the pattern evaluation of --weights (default: the\n"
        "      shipped weights). --selective P: ENDCUT's selective search to the end of the game\n"
        "      at confidence P percent (e.g. 87), a probable score; --depth D: a midgame search to\n"
        "      depth D with Multi-ProbCut at --selectivity P (default 100: none). Both evaluate\n"
        "      with --weights, prune with the Multi-ProbCut parameters of --mpc (default the\n"
        "      shipped resources/mpc/mpc-pattern.txt) and append to DIR/searched.rec, marked as\n"
        "      probable or searched (never counted as exact by fit and report). --check: run the\n"
        "      method on positions whose exact score is known instead and print its CPU time and\n"
        "      its error against the exact scores per number of empties (writes nothing); --list\n"
        "      also prints every position whose label differs ('off <board> exact E label L');\n"
        "      --fix (exact solve only) appends the solver's score to DIR/exact.rec where the\n"
        "      stored exact label differs, so labels of an older solver can be re-verified.\n"
        "      --random-plies K: label new positions instead, each training position with K more\n"
        "      empties played on K random moves (positions off the games' paths, as a search\n"
        "      meets them); fit trains on them as extra positions.\n"
        "  fit --out FILE [--stages 15] [--iterations 60] [--smooth 2] [--min-count 2]\n"
        "      [--ridge 1] [--only S,S,...] [--resume] [--include-unreliable] [--mute F,F,...]\n"
        "      [--exact-weight W] [--searched-weight W] [--game-tree-weight W] [--base FILE]\n"
        "      [--backoff] [--huber D [--huber-rounds 3]]\n"
        "      Least squares over all weights of a stage jointly (preconditioned conjugate\n"
        "      gradients; rare configurations muted; each position also trains stages within\n"
        "      --smooth discs). Checkpoints after every stage (--resume continues). Positions seen\n"
        "      only after an error in a WTHOR game (result != theoretical score) are left out\n"
        "      unless --include-unreliable. --exact-weight W counts each exactly labelled\n"
        "      position W times (default 1), --searched-weight W each probable or searched one,\n"
        "      --game-tree-weight W each game-tree one (0 leaves them out); --base FILE starts\n"
        "      from those weights, so stages left out of --only keep them. --mute F,F,...\n"
        "      leaves pattern families (edge+2x, corner2x5, ...) or the global features parity,\n"
        "      mobility out of the fit (weight 0), to measure what each contributes.\n"
        "      --backoff fits each configuration of the families of six or more squares as its\n"
        "      own weight plus shared tables of the family's halves, so rare configurations take\n"
        "      their halves' values instead of 0 (the evaluation and file format are unchanged).\n"
        "      --huber D: Huber's robust loss, rows with residual above D discs weighted D/|r|,\n"
        "      by --huber-rounds reweighted refits (game-tree labels carry the games' blunders).\n"
        "  report [--weights FILE | --evaluator classic [--classic-weights FILE]]\n"
        "      Held-out mean absolute error per stage and per number of empties (the exact\n"
        "      columns use exact labels only).\n"
        "  classic --out FILE\n"
        "      Fits the classic evaluation's weights from the last stage backwards.\n",
        runTrain};
}

} // namespace probcut::cli
