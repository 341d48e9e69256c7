// `probcut train`: the pattern-evaluation training pipeline (engine/training.h), step by step
// with binary intermediates in a work directory outside the repository:
//   positions  games (WTHOR + logbook) -> unique canonical positions with game-tree labels
//   label      exact endgame-solver labels for positions with few empties (resumable)
//   fit        sparse least squares per stage -> a weights file (checkpointed per stage)
//   report     held-out mean absolute error per stage and per empties
//   classic    the classic evaluation's weights, fitted backwards from the end of the game
#include "app/cli/command.h"
#include "app/cli/eval_files.h"
#include "engine/endgame.h"
#include "engine/logbook.h"
#include "engine/training.h"
#include "engine/wthor.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <csignal>
#include <cstdio>
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

// exact.rec: raw 24-byte records appended as the solver finishes them; a partial record at the
// end (an interrupted write) is ignored.
std::vector<LabelledPosition> loadExact(const std::string& work)
{
    std::string error;
    auto bytes = readFileBytes(work + "/exact.rec", error);
    std::vector<LabelledPosition> out;
    if (!bytes)
        return out;
    const std::size_t n = bytes->size() / 24;
    std::vector<std::uint8_t> framed = serializePositions({});
    framed.resize(16);
    for (int i = 0; i < 8; ++i)
        framed[8 + i] = std::uint8_t(std::uint64_t(n) >> (8 * i));
    framed.insert(framed.end(), bytes->begin(), bytes->begin() + std::ptrdiff_t(n * 24));
    auto parsed = parsePositions(framed, "exact.rec");
    return parsed ? std::move(parsed).value() : out;
}

int runPositions(ArgParser& args, const std::string& work, std::ostream& out, std::ostream& err)
{
    const std::string wthorDir = args.option("--wthor").value_or(sharedGamesDir() + "/wthor");
    const std::string logbook
        = args.option("--logbook").value_or(sharedGamesDir() + "/logistello/logbook.gam.gz");
    const bool noWthor = args.flag("--no-wthor"), noLogbook = args.flag("--no-logbook");
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
    auto positions = builder.build();
    std::size_t exact = 0;
    for (const auto& p : positions)
        exact += p.kind == LabelKind::Exact;
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

int runLabel(ArgParser& args, const std::string& work, std::ostream& out, std::ostream& err)
{
    const std::string range = args.option("--empties").value_or("20-22");
    const auto perText = args.option("--per-empties");
    const auto secondsText = args.option("--seconds");
    const bool validationOnly = args.flag("--validation-only");
    const bool trainingOnly = args.flag("--training-only");
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
    std::vector<LabelledPosition> positions;
    if (validationOnly && trainingOnly) {
        err << "train label: --validation-only and --training-only exclude each other\n";
        return 2;
    }
    if (!loadPositions(work, positions, err))
        return 2;
    const auto done = loadExact(work);
    std::set<std::pair<Bitboard, Bitboard>> solved;
    for (const auto& p : done)
        solved.insert({p.board.player, p.board.opponent});
    // Per number of empties: validation positions first, then training positions, each in a
    // fixed pseudo-random order (by hash), so reruns pick the same positions and resume.
    std::vector<LabelledPosition> todo;
    for (int e = lo; e <= hi; ++e) {
        std::vector<const LabelledPosition*> val, train;
        for (const auto& p : positions) {
            if (p.board.emptyCount() != e)
                continue;
            (isValidation(p.board) ? val : train).push_back(&p);
        }
        auto byHash = [](const LabelledPosition* a, const LabelledPosition* b) {
            return splitHash(a->board) * 0x9e3779b97f4a7c15ULL < splitHash(b->board) * 0x9e3779b97f4a7c15ULL;
        };
        std::sort(val.begin(), val.end(), byHash);
        std::sort(train.begin(), train.end(), byHash);
        // --training-only: positions the fit learns from (the held-out set is labelled apart,
        // so a long training run does not have to exhaust it first).
        std::vector<const LabelledPosition*> pick;
        if (!trainingOnly)
            pick.assign(val.begin(), val.end());
        if (!validationOnly)
            pick.insert(pick.end(), train.begin(), train.end());
        if (pick.size() > std::size_t(per))
            pick.resize(std::size_t(per));
        std::size_t already = 0;
        for (const auto* p : pick) {
            if (solved.count({p->board.player, p->board.opponent}))
                ++already;
            else
                todo.push_back(*p);
        }
        out << "empties " << e << ": " << pick.size() << " selected ("
            << (trainingOnly ? 0 : std::min(pick.size(), val.size())) << " held out), " << already
            << " already solved\n";
    }
    out << "to solve: " << todo.size() << " (Ctrl-C stops after the current position; rerun to resume)\n";
    out.flush();
    std::ofstream rec(work + "/exact.rec", std::ios::binary | std::ios::app);
    if (!rec) {
        err << "train label: cannot write " << work << "/exact.rec\n";
        return 2;
    }
    std::signal(SIGINT, onInterrupt);
    std::signal(SIGTERM, onInterrupt);
    // The solver orders moves high in the tree by the pattern evaluation (several times fewer
    // nodes than mobility ordering); the labels do not depend on which weights order them.
    std::string error;
    const auto weights = loadPatternWeights(args.option("--weights").value_or(""), error);
    if (!weights) {
        err << "train label: " << error << '\n';
        return 2;
    }
    const PatternEval orderingEval = weights->eval();
    EndgameSolver solver(128);
    EndgameOptions options;
    options.stop = &g_interrupted;
    options.eval = &orderingEval;
    const auto t0 = std::chrono::steady_clock::now();
    auto lastReport = t0;
    std::size_t count = 0;
    std::uint64_t nodes = 0;
    double absGameTree = 0;
    for (const LabelledPosition& p : todo) {
        if (g_interrupted.load() || (limit && secondsSince(t0) > double(limit)))
            break;
        const EndgameResult r = solver.solve(p.board, options);
        if (!r.completed)
            break;
        LabelledPosition e{p.board, std::int8_t(r.score), LabelKind::Exact};
        const auto bytes = serializePositions(std::span<const LabelledPosition>(&e, 1));
        rec.write(reinterpret_cast<const char*>(bytes.data() + 16), 24);
        rec.flush();
        ++count;
        nodes += r.nodes;
        absGameTree += std::abs(r.score - p.label);
        if (secondsSince(lastReport) > 30) {
            lastReport = std::chrono::steady_clock::now();
            const double s = secondsSince(t0);
            out << "solved " << count << "/" << todo.size() << "  " << fmt("%.2f", s / count)
                << " s each, ETA " << fmt("%.0f", (todo.size() - count) * s / count) << " s\n";
            out.flush();
        }
    }
    const double s = secondsSince(t0);
    out << "solved " << count << " positions in " << fmt("%.1f", s) << " s ("
        << fmt("%.1f", nodes / std::max(s, 1e-9) / 1e6) << " M nodes/s); game-tree labels were off by "
        << fmt("%.2f", count ? absGameTree / count : 0.0) << " discs on average"
        << (count < todo.size() ? "; stopped early, rerun to resume" : "") << '\n';
    return 0;
}

bool parseStageList(const std::string& text, std::vector<int>& stages, int stageCount)
{
    std::stringstream ss(text);
    std::string item;
    while (std::getline(ss, item, ',')) {
        long long v = 0;
        if (!parseInt(item, v, 0, stageCount - 1))
            return false;
        stages.push_back(int(v));
    }
    return !stages.empty();
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
    const auto basePath = args.option("--base");
    const bool resume = args.flag("--resume");
    options.includeUnreliable = args.flag("--include-unreliable");
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
    if (onlyText && !parseStageList(*onlyText, options.stages, options.stageCount)) {
        err << "train fit: --only takes stage numbers 0.." << options.stageCount - 1
            << " separated by commas\n";
        return 2;
    }
    std::vector<LabelledPosition> positions;
    if (!loadPositions(work, positions, err))
        return 2;
    const auto exact = loadExact(work);
    const std::size_t matched = applyExactLabels(positions, exact);
    out << "positions " << positions.size() << ", solver labels " << exact.size() << " (" << matched
        << " matched)\n";

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
    applyExactLabels(positions, loadExact(work));
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
    applyExactLabels(positions, loadExact(work));
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
        "  positions [--wthor DIR] [--logbook FILE] [--no-wthor] [--no-logbook]\n"
        "      Replays every game (default: ../shared/data/games), merges positions by canonical\n"
        "      symmetric form and labels them: exact scores where known (WTHOR's theoretical score\n"
        "      at 24 empties, finished games), else the negamax of game results over the tree of\n"
        "      all games. Writes DIR/positions.bin.\n"
        "  label [--empties A-B] [--per-empties N] [--validation-only | --training-only]\n"
        "      [--seconds T] [--weights FILE]\n"
        "      Solves up to N positions per number of empties exactly (held-out ones first, or\n"
        "      only held-out / only training ones) and appends them to DIR/exact.rec. Resumable:\n"
        "      rerun to continue; Ctrl-C stops cleanly. The solver orders moves with the pattern\n"
        "      evaluation of --weights (default: the shipped weights).\n"
        "  fit --out FILE [--stages 15] [--iterations 60] [--smooth 2] [--min-count 2]\n"
        "      [--ridge 1] [--only S,S,...] [--resume] [--include-unreliable]\n"
        "      [--exact-weight W] [--base FILE]\n"
        "      Least squares over all weights of a stage jointly (preconditioned conjugate\n"
        "      gradients; rare configurations muted; each position also trains stages within\n"
        "      --smooth discs). Checkpoints after every stage (--resume continues). Positions seen\n"
        "      only after an error in a WTHOR game (result != theoretical score) are left out\n"
        "      unless --include-unreliable. --exact-weight W counts each exactly labelled\n"
        "      position W times (default 1); --base FILE starts from those weights, so stages\n"
        "      left out of --only keep them.\n"
        "  report [--weights FILE | --evaluator classic [--classic-weights FILE]]\n"
        "      Held-out mean absolute error per stage and per number of empties.\n"
        "  classic --out FILE\n"
        "      Fits the classic evaluation's weights from the last stage backwards.\n",
        runTrain};
}

} // namespace probcut::cli
