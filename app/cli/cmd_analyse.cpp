// `probcut analyse "<board> <side>" (--depth D | --time S)`: iterative deepening on one
// position, one line per completed iteration (depth, score, nodes, nodes/s, PV). Calls the
// search driver directly so that every iteration is printed (the Engine facade rate-limits).
// With --cut-tree it also writes the last iteration's search-tree picture as SVG (the studio's
// ProbCut panel draws the same one) and prints its cut counts per height.
#include "app/cli/command.h"
#include "app/cli/eval_files.h"
#include "engine/core/notation.h"
#include "engine/endgame/endgame.h"
#include "engine/engine.h"
#include "engine/eval/simple_evaluator.h"
#include "engine/formats/cut_tree_svg.h"
#include "engine/search/cut_tree.h"
#include "engine/search/multi_pv.h"
#include "engine/search/search.h"

#include <charconv>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <limits>
#include <memory>
#include <optional>
#include <ostream>
#include <sstream>
#include <vector>

namespace probcut::cli {

namespace {

struct AnalyseOptions {
    std::string position;
    SearchLimits limits;
    std::string algorithm = "pvs";
    int hashMiB = 64;
    std::string moves;
    std::string eval = "auto";
    std::string mpc; // empty: the shipped parameters of the evaluation
    std::optional<double> selectivity;
    std::string cutTree; // SVG output path
};

// The evaluation: "auto" is the pattern evaluation when its shipped weights are installed.
std::shared_ptr<const Evaluator> analyseEvaluator(const AnalyseOptions& o, std::ostream& err)
{
    if (o.eval == "auto") {
        std::error_code ec;
        if (!std::filesystem::exists(defaultPatternWeightsPath(), ec))
            return std::make_shared<SimpleEvaluator>();
        return loadEvaluatorByName("pattern", "analyse", err);
    }
    return loadEvaluatorByName(o.eval, "analyse", err);
}

// The Multi-ProbCut parameters fitted for `evaluator` (--mpc or the shipped file); nullopt
// after printing the problem.
std::optional<MpcParams> analyseMpc(const AnalyseOptions& o, const Evaluator& evaluator, std::ostream& err)
{
    const std::string path
        = o.mpc.empty() ? defaultResourcePath("mpc/mpc-" + evaluator.name() + ".txt") : o.mpc;
    std::string error;
    auto params = loadMpcParams(path, error);
    if (!params) {
        err << "analyse: cannot load the Multi-ProbCut parameters: " << error << '\n';
        return std::nullopt;
    }
    if (params->evaluator != evaluator.name()) {
        err << "analyse: " << path << " was fitted for the '" << params->evaluator << "' evaluation, not '"
            << evaluator.name() << "'\n";
        return std::nullopt;
    }
    return params;
}

// The picture of the last iteration, written to o.cutTree, and its counts on `out`.
bool writeCutTree(const AnalyseOptions& o, const Position& start, const SearchLimits& limits,
    const std::vector<CutEvent>& events, const SearchResult& r, std::ostream& out, std::ostream& err)
{
    CutTree tree;
    tree.build(events);
    tree.estimateSavings(r.mpc);
    out << "cut tree: iteration " << tree.iteration() << ", " << tree.totalCuts() << " cuts";
    for (int h = 1; h <= CutEvent::CutHeights; ++h) {
        const int index = h % CutEvent::CutHeights;
        if (const std::uint64_t n = tree.cutsAtHeight(index))
            out << (index == 0 ? std::string(" end ") : " h" + std::to_string(index) + ' ') << n;
    }
    if (tree.node(0).multiCuts > 0)
        out << " multi-cut " << tree.node(0).multiCuts;
    out << ", about " << shortCount(tree.node(0).savedNodes) << " nodes saved\n";

    CutTreeSvgOptions svg;
    svg.title = "What Multi-ProbCut cut: iteration " + std::to_string(tree.iteration()) + " of the search";
    svg.subtitle.push_back(formatBoardString(start) + "  ("
        + (start.sideToMove == Color::Black ? "Black" : "White") + " to move)");
    svg.subtitle.push_back("depth " + std::to_string(tree.iteration()) + ", confidence "
        + fmt("%.0f", limits.selectivity) + " %, best " + squareName(r.bestMove) + " " + fmt("%+.1f", r.score)
        + " for the side to move, " + std::to_string(r.nodes) + " nodes");
    const std::string text = cutTreeSvg(tree, 0, svg);
    std::string error;
    if (!writeFileAtomic(o.cutTree, std::vector<std::uint8_t>(text.begin(), text.end()), error)) {
        err << "analyse: cannot write the cut tree: " << error << '\n';
        return false;
    }
    out << "cut tree written to " << o.cutTree << '\n';
    return true;
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

// The one position argument, with --moves played from it; nullopt after printing the problem.
// A board string that starts with '-' (an empty a1) is among `extras`, the arguments CLI11 did
// not match: it reads "--XX..." and "-XX..." as options.
std::optional<Position> readStart(
    const AnalyseOptions& o, const std::vector<std::string>& extras, std::ostream& err)
{
    std::vector<std::string> given = extras;
    if (!o.position.empty())
        given.insert(given.begin(), o.position);
    for (const auto& a : given) {
        // Board strings may start with "--" (empty squares) but are at least 64 characters.
        if (a.size() > 2 && a.size() < 64 && a[0] == '-' && a[1] == '-' && a[2] >= 'a' && a[2] <= 'z') {
            err << "analyse: unknown option '" << a << "' (see probcut analyse --help)\n";
            return std::nullopt;
        }
    }
    if (given.size() != 1) {
        err << "analyse: expected one position \"<64 squares> <X|O>\" (quote it), got " << given.size()
            << " arguments\n";
        return std::nullopt;
    }
    auto position = parseBoardString(given[0]);
    if (!position) {
        err << "analyse: bad position: " << position.error().describe() << '\n';
        return std::nullopt;
    }
    if (auto bad = position->board.validate()) {
        err << "analyse: impossible position: " << *bad << '\n';
        return std::nullopt;
    }
    Position start = *position;
    if (!o.moves.empty()) {
        auto line = parseTranscript(o.moves, start);
        if (!line) {
            err << "analyse: bad --moves: " << line.error().describe() << '\n';
            return std::nullopt;
        }
        start = line->end;
    }
    return start;
}

// A multi-PV iteration: its depth, then one line per move, best first. A selective value is the
// mean of the move's two deepest searches (RootLine::shownScore).
void printLines(const SearchInfo& i, std::ostream& out)
{
    out << "depth " << i.depth << (i.solved ? " (exact)" : "") << " nodes " << i.nodes << " time "
        << fmt("%.3f", i.seconds) << '\n';
    int rank = 0;
    for (const RootLine& l : i.lines) {
        out << "  " << ++rank << ' ' << squareName(l.move) << ' ' << fmt("%+.2f", l.shownScore) << ' ';
        if (l.solved)
            out << "exact";
        else
            out << "depth " << l.depth << (l.selectivity < 100 ? fmt(" @%.0f%%", l.selectivity) : "");
        out << " pv " << formatPv(l.pv) << '\n';
    }
    out << std::flush;
}

int runAnalyse(
    const AnalyseOptions& o, const std::vector<std::string>& extras, std::ostream& out, std::ostream& err)
{
    const auto start = readStart(o, extras, err);
    if (!start)
        return 2;
    SearchLimits limits = o.limits;
    if (limits.depth == 0 && limits.moveTime == 0) {
        err << "analyse: give a depth (--depth D) or a time in seconds (--time S)\n";
        return 2;
    }
    limits.algorithm = o.algorithm == "mtdf" ? SearchAlgorithm::Mtdf : SearchAlgorithm::NegaScout;
    // A picture of what was cut needs something that cuts: 95 % unless asked otherwise.
    limits.selectivity
        = o.selectivity.value_or(!o.cutTree.empty() && !limits.multiCut.enabled ? 95.0 : 100.0);
    if (!o.cutTree.empty() && limits.selectivity >= 100 && !limits.multiCut.enabled) {
        err << "analyse: --cut-tree needs forward pruning: --selectivity below 100 or --multicut\n";
        return 2;
    }
    if (!o.cutTree.empty() && limits.multiPv != 1) {
        err << "analyse: --cut-tree draws one search: leave out --multipv\n";
        return 2;
    }
    if (auto bad = Engine::checkLimits(limits)) {
        err << "analyse: " << bad->message << '\n';
        return 2;
    }

    const Board& board = start->board;
    if (board.isGameOver()) {
        err << "analyse: the game is over (final score " << start->finalScoreBlack()
            << " for Black): there is nothing to analyse\n";
        return 2;
    }
    if (board.mustPass()) {
        out << "no legal move: " << (start->sideToMove == Color::Black ? "Black" : "White") << " must pass\n";
        out << "best pa\n";
        return 0;
    }

    const auto evaluator = analyseEvaluator(o, err);
    if (!evaluator)
        return 2;
    std::optional<MpcParams> mpc;
    if (limits.selectivity < 100) {
        mpc = analyseMpc(o, *evaluator, err);
        if (!mpc)
            return 2;
    }
    const Evaluator& eval = *evaluator;
    TranspositionTable tt{std::size_t(o.hashMiB)};
    EndgameSolver solver(std::min<std::size_t>(std::size_t(o.hashMiB), 256));
    SearchControl control;
    control.endgame = &solver;
    control.mpc = mpc ? &*mpc : nullptr;
    std::vector<CutEvent> events;
    MpcStats stats;
    if (!o.cutTree.empty()) {
        control.mpcStats = &stats;
        control.onCutEvent = [&events](const CutEvent& e) {
            if (e.kind == CutEventKind::Subtree)
                events.push_back(e);
        };
    }
    control.onIteration = [&out](const SearchInfo& i) {
        if (!i.lines.empty()) {
            printLines(i, out);
            return;
        }
        out << "depth " << i.depth << (i.solved ? " (exact)" : "") << " score " << fmt("%+.2f", i.score)
            << " nodes " << i.nodes << " nps " << std::uint64_t(i.nodesPerSecond) << " time "
            << fmt("%.3f", i.seconds) << " pv " << formatPv(i.pv) << '\n'
            << std::flush;
    };
    control.start = std::chrono::steady_clock::now();
    const SearchResult r = limits.multiPv != 1 ? searchMultiPv(board, limits, tt, eval, control)
                                               : search(board, limits, tt, eval, control);
    out << "best " << squareName(r.bestMove) << " score " << fmt("%+.2f", r.score) << " depth " << r.depth
        << " nodes " << r.nodes << " time " << fmt("%.3f", r.seconds) << " (" << stopReasonName(r.stopReason)
        << ")\n";
    if (!o.cutTree.empty() && !writeCutTree(o, *start, limits, events, r, out, err))
        return 1;
    return 0;
}

} // namespace

Command analyseCommand()
{
    return {"analyse", "Search one position by iterative deepening, printing every iteration",
        [](CLI::App& app) -> Action {
            auto o = std::make_shared<AnalyseOptions>();
            app.description(
                "Searches the position (a1 b1 ... h8; X black, O white, - empty; then the side to move)\n"
                "to depth D or for S seconds (give at least one) and prints one line per completed\n"
                "iteration: depth, score in discs for the side to move, nodes, nodes per second,\n"
                "seconds and the principal variation; then the best move.\n"
                "With --time the search starts no iteration it predicts cannot finish in time.\n"
                "With --multipv each iteration prints its depth, then '<rank> <move> <score> exact|depth "
                "<d>\n"
                "pv <line>' per move, best first; a selective score is the mean of the move's two deepest\n"
                "searches, as odd and even depths favour different sides.");
            app.add_option("position", o->position, "\"<64 squares> <X|O>\" (quote it)");
            // A board string starting with '-' stays unmatched (CLI11 takes it for an option) and
            // reaches the action through app.remaining(); readStart() refuses anything else there.
            app.allow_extras();
            app.add_option("--depth", o->limits.depth, "Search to this depth")->check(CLI::Range(1, 60));
            app.add_option("--time", o->limits.moveTime, "Think for at most this many seconds")
                ->check(
                    CLI::Range(std::numeric_limits<double>::min(), 1e6).description("FLOAT in (0 - 1e+06]"));
            app.add_option("--algorithm", o->algorithm, "pvs (NegaScout) or mtdf")
                ->check(CLI::IsMember({"pvs", "negascout", "mtdf"}))
                ->capture_default_str();
            app.add_option_function<std::string>(
                   "--multicut",
                   [o](const std::string& text) {
                       const auto mc = parseMultiCut(text);
                       if (!mc)
                           throw CLI::ValidationError(
                               "--multicut", "needs C,M,R with 1 <= C <= M, got '" + text + "'");
                       o->limits.multiCut = *mc;
                   },
                   "Enable multi-cut pruning: C cutoffs among the first M moves at depth reduced by R (see "
                   "probcut bench --help)")
                ->type_name("C,M,R");
            app.add_option("--solve-empties", o->limits.solveEmpties,
                   "Exact solve at this many empties or fewer (0: never)")
                ->check(CLI::Range(0, 60))
                ->capture_default_str();
            app.add_option("--hash", o->hashMiB, "Transposition table size in MiB")
                ->check(CLI::Range(1, 65536))
                ->capture_default_str();
            app.add_option("--threads", o->limits.threads,
                   "Search threads: lazy SMP in the midgame, a parallel exact solve")
                ->check(CLI::Range(1, 256))
                ->capture_default_str();
            app.add_option("--multipv", o->limits.multiPv,
                   "Value the N best moves, each with its own score and line, the others only proved no "
                   "better (0: every legal move); exact for moves whose subtree is within --solve-empties")
                ->check(CLI::Range(0, 64))
                ->capture_default_str();
            app.add_option("--moves", o->moves, "Play these moves from the position first (e.g. f5d6c3)");
            app.add_option("--eval", o->eval,
                   "Evaluation: auto (the pattern evaluation when its weights are installed), simple, "
                   "pattern "
                   "or a weights file")
                ->capture_default_str();
            app.add_option("--selectivity", o->selectivity,
                   "Multi-ProbCut confidence in percent (100: no forward pruning; default 100, or 95 with "
                   "--cut-tree)")
                ->check(CLI::Range(50.0, 100.0));
            app.add_option(
                "--mpc", o->mpc, "Multi-ProbCut parameter file (default: the shipped one of the evaluation)");
            app.add_option("--cut-tree", o->cutTree,
                "Write the last iteration's search-tree picture (what Multi-ProbCut cut) to this SVG file "
                "and "
                "print its cut counts per height");
            app.footer(
                "Example:\n"
                "  probcut analyse \"---------------------------OX------XO--------------------------- X\" "
                "--depth 12");
            return [o, &app](std::ostream& out, std::ostream& err) {
                return runAnalyse(*o, app.remaining(), out, err);
            };
        }};
}

} // namespace probcut::cli
