// `probcut-lab match`: the engine against itself in two configurations (brute force, ProbCut,
// Multi-ProbCut at a confidence), as in Buro 1997's tables. Openings are positions a few plies
// into logbook games, kept when a shallow search calls them balanced; each is played twice,
// once with each configuration as Black. Both sides solve the endgame exactly from the same
// number of empties, so the match measures the midgame search. `--review` re-scores a match's
// record with a deeper search, to find where a player loses.
#include "app/cli/command.h"
#include "app/cli/eval_files.h"
#include "engine/core/notation.h"
#include "engine/eval/pattern.h"
#include "engine/eval/simple_evaluator.h"
#include "engine/formats/logbook.h"
#include "engine/search/multi_probcut.h"
#include "engine/search/search.h"
#include "engine/search/time_manager.h"

#include <algorithm>
#include <atomic>
#include <charconv>
#include <chrono>
#include <cmath>
#include <condition_variable>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <pthread.h>
#include <random>
#include <set>
#include <sstream>
#include <thread>
#include <time.h>

namespace probcut::lab {

namespace {

using cli::fmt;
using cli::parseDouble;
using cli::parseInt;

// ---- Players: the `bf`, `pc`, `buro`, `mpcC` specifications with their :key=value settings

struct Player {
    std::string name;
    SearchLimits limits;
    int depth = 0; // fixed depth of this player (0: the match's --depth or --move-time)
    // Node budget per move of this player under --move-nodes (0: the match's); equal nodes are
    // only a proxy for equal time, so each side's may be set to make the CPU per move equal.
    std::uint64_t nodes = 0;
    std::string mpcFile; // its own MPC parameter file (empty: the match's --mpc)
};

// What a refused player specification should have been, after the reason.
constexpr const char* PlayerSyntax
    = "players are bf, pc, buro or mpc[CONFIDENCE] (e.g. mpc95), each optionally followed by "
      ":key=value,... with the keys depth, t, late, late-discs, early, late-t, tries, min-height, "
      "max-height, extend, pv, hscale, nodes, mpc (see probcut-lab match --help)";

// The player named before the colon, with its defaults; nullopt for an unknown name.
std::optional<Player> basePlayer(const std::string& text)
{
    Player p;
    if (text == "bf") {
    } else if (text == "pc") {
        p.limits.selectivity = 100.0 * std::erf(1.5 / std::sqrt(2.0)); // t = 1.5
        p.limits.mpc.probCutHeight = 8;
        p.limits.mpc.probCutDepth = 4;
    } else if (text == "buro") {
        // Buro 1997's thresholds: t = 1.0 (68.3 %) before 36 discs, 1.4 from 36 discs on.
        p.limits.selectivity = 100.0 * std::erf(1.0 / std::sqrt(2.0));
        p.limits.mpc.lateScale = 1.4;
        p.limits.mpc.lateDiscs = 36;
    } else if (text.rfind("mpc", 0) == 0) {
        double c = 95;
        if (text.size() > 3 && (!parseDouble(text.substr(3), c) || !(c > 0 && c < 100)))
            return std::nullopt;
        p.limits.selectivity = c;
    } else {
        return std::nullopt;
    }
    return p;
}

// Applies one key=value of player `kind` to `p`; false for an unknown key or a bad value.
// early= and late-t= are kept in `early`/`lateT`: they are resolved after the other keys.
bool applyPlayerKey(Player& p, const std::string& kind, const std::string& key, const std::string& value,
    double& early, double& lateT)
{
    double x = 0;
    long long n = 0;
    MpcSettings& m = p.limits.mpc;
    const bool selective = kind != "bf";
    if (key == "depth" && parseInt(value, n, 1, 30))
        p.depth = int(n);
    else if (key == "t" && parseDouble(value, x) && x > 0 && x < 8 && selective)
        p.limits.selectivity = 100.0 * std::erf(x / std::sqrt(2.0));
    else if (key == "late" && parseDouble(value, x) && x > 0 && x < 8)
        m.lateScale = x;
    else if (key == "late-discs" && parseInt(value, n, 4, 64))
        m.lateDiscs = int(n);
    else if (key == "early" && parseDouble(value, x) && x > 0 && x < 8 && selective)
        early = x;
    else if (key == "late-t" && parseDouble(value, x) && x > 0 && x < 8 && selective)
        lateT = x;
    else if (key == "tries" && parseInt(value, n, 1, MpcStats::Tries))
        m.tries = int(n);
    else if (key == "min-height" && parseInt(value, n, 2, MpcParams::MaxHeight))
        m.minHeight = int(n);
    else if (key == "max-height" && parseInt(value, n, 2, MpcParams::MaxHeight))
        m.maxHeight = int(n);
    else if (key == "extend" && parseInt(value, n, 0, 1))
        m.extendHeights = n == 1;
    else if (key == "pv" && parseInt(value, n, 0, 1))
        m.pvChecks = n == 1;
    else if (key == "hscale" && parseDouble(value, x) && x >= 0 && x <= 1)
        m.heightScale = x;
    else if (key == "nodes" && parseInt(value, n, 1000, 1LL << 40))
        p.nodes = std::uint64_t(n);
    else if (key == "mpc" && !value.empty() && selective)
        p.mpcFile = value;
    else
        return false;
    return true;
}

// "bf" (brute force), "pc" (ProbCut(4,8), t = 1.5), "buro", "mpc" or "mpcC" (Multi-ProbCut at
// C %), optionally followed by ":key=value,..." to vary one player (tuning, Buro's Table 4):
// depth=D, t=T (threshold instead of a confidence), late=S and late-discs=N (threshold factor
// from N discs on), early=T and late-t=T (the thresholds before and from late-discs themselves,
// each keeping the other: screens of the two thresholds), tries=N, min-height=H, max-height=H, extend=0|1
// (heights above the fitted ones borrow the model of the same gap, MpcSettings::extendHeights),
// pv=0|1 (MpcSettings::pvChecks), hscale=X (MpcSettings::heightScale), nodes=N (its
// node budget under --move-nodes), mpc=FILE (its own parameter file, for head-to-head comparisons of fits).
// On failure `problem`, when given, says which part is wrong.
std::optional<Player> parsePlayer(const std::string& spec, std::string* problem = nullptr)
{
    const auto fail = [&](const std::string& why) -> std::optional<Player> {
        if (problem)
            *problem = why;
        return std::nullopt;
    };
    const std::size_t colon = spec.find(':');
    const std::string text = spec.substr(0, colon);
    auto p = basePlayer(text);
    if (!p)
        return fail("unknown player '" + text + "'");
    p->name = spec;
    if (colon == std::string::npos)
        return p;
    std::stringstream ss(spec.substr(colon + 1));
    std::string item;
    double early = 0, lateT = 0;
    while (std::getline(ss, item, ',')) {
        const std::size_t eq = item.find('=');
        if (eq == std::string::npos)
            return fail("'" + item + "' is not key=value");
        if (!applyPlayerKey(*p, text, item.substr(0, eq), item.substr(eq + 1), early, lateT))
            return fail("bad key=value '" + item + "' for " + text);
    }
    // The late threshold is a factor of the early one: set the early one keeping the late one
    // (unless late-t= is given too), then the late one.
    if (early > 0 || lateT > 0) {
        const double t0 = mpcThreshold(p->limits.selectivity);
        const double late = lateT > 0 ? lateT : t0 * p->limits.mpc.lateScale;
        if (early > 0)
            p->limits.selectivity = 100.0 * std::erf(early / std::sqrt(2.0));
        p->limits.mpc.lateScale = late / (early > 0 ? early : t0);
    }
    return p;
}

// --a, --b, --ref: refuses a player parsePlayer refuses, with the reason and the syntax.
const CLI::Validator PlayerSpec(
    [](std::string& spec) {
        std::string problem;
        return parsePlayer(spec, &problem) ? std::string() : problem + "; " + PlayerSyntax;
    },
    "");

// Seconds and disc losses: > 0.
const CLI::Validator Positive(
    [](std::string& text) {
        double v = 0;
        return parseDouble(text, v) && v > 0 ? std::string() : "Value " + text + " is not a positive number";
    },
    "POSITIVE");

// ---- Searching under a CPU budget

// CPU seconds used so far by the thread whose clock is `clock`.
double cpuSeconds(clockid_t clock)
{
    timespec ts{};
    clock_gettime(clock, &ts);
    return double(ts.tv_sec) + 1e-9 * double(ts.tv_nsec);
}

// Runs one search under a budget of the calling thread's CPU time (--move-cpu): a watchdog
// thread reads that clock every millisecond and raises the stop flag, and the search then
// reports its last completed iteration. On a shared machine a wall-clock budget gives each
// side whatever the neighbours leave it; the CPU clock gives both the same work.
//
// With a game clock (`clock` set: --game-cpu) `budget` is the hard limit of this move, and
// after each completed iteration the TimeManager's rule, on the CPU clock, decides whether the
// next one is started: it is not when it is predicted not to finish (time.h), so the time is
// kept for the later moves.
SearchResult searchCpuLimited(const Board& board, const SearchLimits& limits, TranspositionTable& tt,
    const Evaluator& evaluator, SearchControl control, double budget, TimeManager* clock = nullptr)
{
    clockid_t clock_;
    if (pthread_getcpuclockid(pthread_self(), &clock_) != 0)
        clock_ = CLOCK_THREAD_CPUTIME_ID; // not reachable on Linux; then the watchdog's own clock
    const double start = cpuSeconds(clock_);
    std::atomic<bool> stop{false};
    std::mutex mutex;
    std::condition_variable finished;
    bool done = false;
    std::thread watchdog([&] {
        std::unique_lock lock(mutex);
        while (!done) {
            if (cpuSeconds(clock_) - start >= budget)
                stop.store(true);
            finished.wait_for(lock, std::chrono::milliseconds(1));
        }
    });
    control.stop = &stop;
    double lastEnd = 0; // CPU time at the end of the last iteration; outlives the search below
    if (clock) {
        const auto inner = control.onIteration;
        control.onIteration = [&, inner](const SearchInfo& info) {
            if (inner)
                inner(info);
            const double used = cpuSeconds(clock_) - start;
            clock->iterationFinished(used - lastEnd);
            lastEnd = used;
            if (!info.solved && !clock->shouldStartIteration(used))
                stop.store(true);
        };
    }
    const SearchResult r = search(board, limits, tt, evaluator, control);
    {
        std::lock_guard lock(mutex);
        done = true;
    }
    finished.notify_one();
    watchdog.join();
    return r;
}

// The evaluation and the Multi-ProbCut parameters fitted for it (--mpc, else the shipped file
// for that evaluation), for the match and its review; nullopt after printing the problem.
struct EvalAndMpc {
    std::shared_ptr<const Evaluator> evaluator;
    MpcParams params;
    std::string mpcPath;
};

std::optional<EvalAndMpc> loadEvalAndMpc(
    const std::string& evalName, const std::string& mpcArg, std::ostream& err)
{
    auto evaluator = cli::loadEvaluatorByName(evalName, "match", err);
    if (!evaluator)
        return std::nullopt;
    const std::string mpcPath
        = !mpcArg.empty() ? mpcArg : cli::defaultResourcePath("mpc/mpc-" + evaluator->name() + ".txt");
    std::string error;
    auto params = cli::loadMpcParams(mpcPath, error);
    if (!params) {
        err << "match: " << error << '\n';
        return std::nullopt;
    }
    if (params->evaluator != evaluator->name()) {
        err << "match: " << mpcPath << " was fitted for the '" << params->evaluator << "' evaluation, not '"
            << evaluator->name() << "'\n";
        return std::nullopt;
    }
    return EvalAndMpc{std::move(evaluator), std::move(*params), mpcPath};
}

// ---- --review: scoring a --record file's moves with a deeper reference search

// --review: replays a --record file and scores the moves with a much deeper reference search
// (the `ref` player at `refDepth`, exact from `refExact` empties), to find where a player loses:
// per game phase, in few blunders or many small losses, by the last iteration against the one
// before, by the unfinished iteration's move, and how the per-move time was spent.
struct ReviewOptions {
    std::string record;
    std::string ref = "mpc:t=2";
    int refDepth = 16, refExact = 20, games = 1000000;
    double blunderLoss = 0; // 0: no blunder searches
    std::string evaluator = "pattern", mpc;
};

struct ReviewMove {
    int game = 0, player = 0, discs = 0;
    Board board;
    std::string move;
    int depth = 0;
    double cpu = 0;
    int interruptedDepth = 0, interruptedDone = 0;
    std::string interruptedMove;
    struct Iteration {
        int depth;
        std::string move;
        double score, cpu;
    };
    std::vector<Iteration> iterations;
};

// A --record file as the review reads it.
struct MatchRecord {
    double budget = 0; // the match's --move-cpu (0: none)
    std::optional<Player> players[2];
    std::vector<ReviewMove> moves;
};

// The "# probcut match record 1: A vs B move-cpu ..." line: the CPU budget and the players.
void readRecordHeader(const std::string& line, MatchRecord& record)
{
    const auto at = line.find("move-cpu ");
    if (at != std::string::npos)
        record.budget = std::atof(line.c_str() + at + 9);
    std::istringstream ls(line);
    std::string w, vs, nameA, nameB;
    ls >> w >> w >> w >> w >> w >> nameA >> vs >> nameB;
    if (vs == "vs") {
        record.players[0] = parsePlayer(nameA);
        record.players[1] = parsePlayer(nameB);
    }
}

// Each completed iteration "depth:move:score:cpu", separated by ';' ("-": none).
std::vector<ReviewMove::Iteration> parseIterations(const std::string& text)
{
    std::vector<ReviewMove::Iteration> iterations;
    std::istringstream is(text);
    std::string it;
    while (std::getline(is, it, ';')) {
        ReviewMove::Iteration x{};
        char mv[8] = {};
        if (std::sscanf(it.c_str(), "%d:%7[^:]:%lf:%lf", &x.depth, mv, &x.score, &x.cpu) == 4) {
            x.move = mv;
            iterations.push_back(x);
        }
    }
    return iterations;
}

// The moves of the first `maxGames` openings (both games of each); nullopt after printing the problem.
std::optional<MatchRecord> readRecord(const std::string& path, int maxGames, std::ostream& err)
{
    std::ifstream in(path);
    if (!in) {
        err << "match: cannot read " << path << '\n';
        return std::nullopt;
    }
    MatchRecord record;
    std::string line;
    while (std::getline(in, line)) {
        std::istringstream ls(line);
        std::string tag;
        ls >> tag;
        if (tag == "#") {
            readRecordHeader(line, record);
            continue;
        }
        if (tag != "m")
            continue;
        ReviewMove m;
        std::string boardText, side, score, nodes, iters;
        ls >> m.game >> m.player >> boardText >> side >> m.move >> m.depth >> score >> m.cpu >> nodes
            >> m.interruptedDepth >> m.interruptedDone >> m.interruptedMove >> iters;
        if (m.game >= 2 * maxGames)
            continue;
        auto pos = parseBoardString(boardText + " " + side);
        if (!pos) {
            err << "match: " << path << ": bad board in '" << line << "'\n";
            return std::nullopt;
        }
        m.board = pos->board;
        m.discs = 64 - m.board.emptyCount();
        m.iterations = parseIterations(iters);
        record.moves.push_back(std::move(m));
    }
    return record;
}

// The reference's search tools, shared by all the review's searches.
struct Reference {
    const Player& player;
    int depth, exact;
    const Evaluator& evaluator;
    const MpcParams& params;
    TranspositionTable tt{64};
    EndgameSolver solver{64};

    SearchControl control()
    {
        SearchControl c;
        c.endgame = &solver;
        c.mpc = &params;
        return c;
    }

    // The reference value of `board` searched `plies` deep (passes searched through).
    double value(const Board& board, int plies)
    {
        if (board.isGameOver())
            return board.finalScore();
        if (!board.legalMoves())
            return -value(board.passed(), plies);
        SearchLimits l = player.limits;
        l.depth = std::max(1, plies);
        l.solveEmpties = exact;
        return search(board, l, tt, evaluator, control()).score;
    }
};

// The reference search of one position, and what each move loses against it (in discs, >= 0),
// each move's child searched once.
class MoveLosses {
public:
    MoveLosses(Reference& ref, const Board& board) : m_ref(ref), m_board(board)
    {
        ref.tt.newSearch();
        SearchLimits l = ref.player.limits;
        l.depth = ref.depth;
        l.solveEmpties = ref.exact;
        m_root = search(board, l, ref.tt, ref.evaluator, ref.control());
    }

    const SearchResult& root() const { return m_root; }

    // 0 for "-" and for a move that is not legal here.
    double operator()(const std::string& mv)
    {
        if (mv == "-" || mv.empty())
            return 0;
        if (auto f = m_loss.find(mv); f != m_loss.end())
            return f->second;
        double v = 0;
        if (mv != squareName(m_root.bestMove)) {
            auto sq = parseSquare(mv);
            if (!sq || !(m_board.legalMoves() & squareBit(*sq)))
                return 0;
            const double child = -m_ref.value(m_board.played(*sq), m_ref.depth - 1);
            v = std::max(0.0, m_root.score - child);
        }
        m_loss[mv] = v;
        return v;
    }

private:
    Reference& m_ref;
    const Board& m_board;
    SearchResult m_root;
    std::map<std::string, double> m_loss;
};

// One player's review totals. Phases: discs 14-25, 26-35, 36-45, 46-52.
constexpr int Phases = 4;

int phaseOf(int discs) { return discs <= 25 ? 0 : discs <= 35 ? 1 : discs <= 45 ? 2 : 3; }

struct SideReview {
    double lossSum[Phases] = {}, moveCount[Phases] = {};
    double big4 = 0, big8 = 0, total = 0, n4 = 0, n8 = 0;
    double lastLoss = 0, prevLoss = 0, changed = 0;
    double partLoss = 0, playedLossP = 0, partCount = 0;
    double cpuSum = 0, completedCpu = 0, interruptedDone = 0, interrupted = 0;
    std::vector<double> predRatio;
    double refused = 0, refusedCpu = 0, countAll = 0;
    double blunders = 0, repeated = 0, bfToo = 0, cutsOnly = 0;
};

// The played move's loss by phase and size.
void tallyLoss(SideReview& s, int discs, double played)
{
    const int ph = phaseOf(discs);
    s.lossSum[ph] += played;
    s.moveCount[ph] += 1;
    s.total += played;
    if (played >= 4) {
        s.big4 += played;
        ++s.n4;
    }
    if (played >= 8) {
        s.big8 += played;
        ++s.n8;
    }
}

// The last iteration against the one before, when it changed the move, and the interrupted
// iteration's move against the played one; returns the previous iteration's move ("-": none).
std::string tallyIterations(SideReview& s, const ReviewMove& m, MoveLosses& loss, double played)
{
    std::string prevMove = "-";
    if (m.iterations.size() >= 2) {
        prevMove = m.iterations[m.iterations.size() - 2].move;
        const std::string lastMove = m.iterations.back().move;
        if (prevMove != lastMove) {
            ++s.changed;
            s.lastLoss += loss(lastMove);
            s.prevLoss += loss(prevMove);
        }
    }
    if (m.interruptedMove != "-" && m.interruptedMove != m.move) {
        ++s.partCount;
        s.partLoss += loss(m.interruptedMove);
        s.playedLossP += played;
    }
    return prevMove;
}

// Time: CPU in completed iterations, and whether TimeManager's rule (next iteration predicted
// from the smoothed ratio of the last iteration times) would have started the interrupted
// one under the match's `budget`; its accuracy on the completed iterations.
void tallyTime(SideReview& s, const ReviewMove& m, double budget)
{
    s.cpuSum += m.cpu;
    s.countAll += 1;
    if (!m.iterations.empty())
        s.completedCpu += m.iterations.back().cpu;
    if (m.interruptedDepth > 0) {
        ++s.interrupted;
        s.interruptedDone += m.interruptedDone;
    }
    double branching = 0, last = 0, prevT = 0, startOfIt = 0;
    for (std::size_t k = 0; k < m.iterations.size(); ++k) {
        const double t = m.iterations[k].cpu - startOfIt;
        if (k >= 3 && branching > 0 && last > 1e-4)
            s.predRatio.push_back(t / (last * branching));
        prevT = last;
        last = t;
        if (prevT > 1e-4) {
            const double r = std::clamp(last / prevT, 1.5, 12.0);
            branching = branching > 0 ? std::sqrt(branching * r) : r;
        }
        startOfIt = m.iterations[k].cpu;
    }
    if (budget > 0 && m.interruptedDepth > 0 && branching > 0) {
        const double predicted = last * branching;
        if (startOfIt + predicted > budget) {
            ++s.refused;
            s.refusedCpu += budget - startOfIt;
        }
    }
}

// A large loss: searched again from a fresh table by the same player at the depth it
// completed, and by brute force at that depth. When brute force avoids the move and the
// player repeats it, its cuts made the mistake; when both play it, the horizon did.
void reviewBlunder(SideReview& s, const ReviewMove& m, const Player& player, double played,
    double blunderLoss, Reference& ref, MoveLosses& loss, std::ostream& out)
{
    TranspositionTable fresh(64);
    SearchLimits own = player.limits;
    own.depth = m.depth;
    own.solveEmpties = 0;
    const SearchResult again = search(m.board, own, fresh, ref.evaluator, ref.control());
    SearchLimits exact;
    exact.depth = m.depth;
    exact.solveEmpties = 0;
    fresh.clear();
    const SearchResult bf = search(m.board, exact, fresh, ref.evaluator, ref.control());
    const double againLoss = loss(squareName(again.bestMove)), bfLoss = loss(squareName(bf.bestMove));
    ++s.blunders;
    if (againLoss >= blunderLoss)
        ++s.repeated;
    if (bfLoss >= blunderLoss)
        ++s.bfToo;
    else if (againLoss >= blunderLoss)
        ++s.cutsOnly;
    out << "blunder " << m.game << ' ' << m.player << ' ' << m.discs << ' ' << m.move << ' '
        << fmt("%.2f", played) << " depth " << m.depth << " again " << squareName(again.bestMove) << ' '
        << fmt("%.2f", againLoss) << " bf " << squareName(bf.bestMove) << ' ' << fmt("%.2f", bfLoss) << '\n';
}

// Scores one recorded move against the reference, adds it to its side's totals and prints its
// "move" line (and "blunder" line).
void reviewMove(const ReviewMove& m, const MatchRecord& record, double blunderLoss, Reference& ref,
    SideReview& s, std::ostream& out)
{
    MoveLosses loss(ref, m.board);
    const double played = loss(m.move);
    tallyLoss(s, m.discs, played);
    const std::string prevMove = tallyIterations(s, m, loss, played);
    tallyTime(s, m, record.budget);
    const auto& player = record.players[m.player];
    if (blunderLoss > 0 && played >= blunderLoss && player && player->limits.selectivity < 100)
        reviewBlunder(s, m, *player, played, blunderLoss, ref, loss, out);
    const double prevLoss = loss(prevMove), partLoss = loss(m.interruptedMove);
    out << "move " << m.game << ' ' << m.player << ' ' << m.discs << ' ' << m.move << " loss "
        << fmt("%.2f", played) << " ref " << squareName(loss.root().bestMove) << ' '
        << fmt("%.2f", loss.root().score) << " depth " << m.depth << " prev " << prevMove << ' '
        << fmt("%.2f", prevLoss) << " part " << m.interruptedMove << ' ' << fmt("%.2f", partLoss) << '\n'
        << std::flush;
}

// The "player A:" / "player B:" summary of one side.
void printSideReview(const SideReview& s, int side, double blunderLoss, std::ostream& out)
{
    double all = 0, cnt = 0;
    for (int ph = 0; ph < Phases; ++ph) {
        all += s.lossSum[ph];
        cnt += s.moveCount[ph];
    }
    out << "player " << (side == 0 ? "A" : "B") << ": " << cnt << " moves, mean loss "
        << fmt("%.3f", cnt ? all / cnt : 0) << " discs; by discs 14-25 / 26-35 / 36-45 / 46-52:";
    for (int ph = 0; ph < Phases; ++ph)
        out << ' ' << fmt("%.3f", s.moveCount[ph] ? s.lossSum[ph] / s.moveCount[ph] : 0) << " ("
            << s.moveCount[ph] << ')';
    out << "\n  loss in moves losing >= 4 discs: " << fmt("%.1f", s.total ? 100 * s.big4 / s.total : 0)
        << " % (" << s.n4 << " moves), >= 8: " << fmt("%.1f", s.total ? 100 * s.big8 / s.total : 0) << " % ("
        << s.n8 << " moves)\n";
    out << "  last iteration changed its move: " << s.changed << " times, mean loss last "
        << fmt("%.3f", s.changed ? s.lastLoss / s.changed : 0) << " vs previous "
        << fmt("%.3f", s.changed ? s.prevLoss / s.changed : 0) << '\n';
    out << "  interrupted iteration's move differs: " << s.partCount << " times, its mean loss "
        << fmt("%.3f", s.partCount ? s.partLoss / s.partCount : 0) << " vs played "
        << fmt("%.3f", s.partCount ? s.playedLossP / s.partCount : 0) << '\n';
    std::vector<double> r = s.predRatio;
    std::sort(r.begin(), r.end());
    out << "  cpu/move " << fmt("%.4f", s.countAll ? s.cpuSum / s.countAll : 0)
        << ", in completed iterations " << fmt("%.1f", s.cpuSum ? 100 * s.completedCpu / s.cpuSum : 0)
        << " %; interrupted " << s.interrupted << " times, root moves finished there "
        << fmt("%.2f", s.interrupted ? s.interruptedDone / s.interrupted : 0)
        << "; next-iteration time / prediction: median " << fmt("%.2f", r.empty() ? 0 : r[r.size() / 2])
        << ", quartiles " << fmt("%.2f", r.empty() ? 0 : r[r.size() / 4]) << ' '
        << fmt("%.2f", r.empty() ? 0 : r[3 * r.size() / 4]) << "; the rule would not start " << s.refused
        << " interrupted iterations (saving " << fmt("%.1f", s.cpuSum ? 100 * s.refusedCpu / s.cpuSum : 0)
        << " % of the CPU)\n";
    if (s.blunders > 0)
        out << "  losses >= " << fmt("%g", blunderLoss) << " searched again: " << s.blunders
            << ", the player repeats " << s.repeated << ", brute force at the same depth plays one too "
            << s.bfToo << ", only the selective search errs " << s.cutsOnly << '\n';
}

int reviewRecord(const ReviewOptions& o, std::ostream& out, std::ostream& err)
{
    const Player refPlayer = parsePlayer(o.ref).value(); // checked by PlayerSpec
    const auto setup = loadEvalAndMpc(o.evaluator, o.mpc, err);
    if (!setup)
        return 2;
    const auto record = readRecord(o.record, o.games, err);
    if (!record)
        return 2;
    out << "review: " << record->moves.size() << " moves, reference " << refPlayer.name << " depth "
        << o.refDepth << ", exact from " << o.refExact << " empties\n";
    Reference ref{refPlayer, o.refDepth, o.refExact, *setup->evaluator, setup->params};
    SideReview sides[2];
    for (const ReviewMove& m : record->moves)
        reviewMove(m, *record, o.blunderLoss, ref, sides[m.player], out);
    for (int side = 0; side < 2; ++side)
        printSideReview(sides[side], side, o.blunderLoss, out);
    return 0;
}

// ---- The match

struct MatchOptions {
    std::string a = "mpc", b = "bf";
    int pairs = 10, depth = 0, plies = 8, solve = 14;
    std::uint64_t seed = 1, moveNodes = 0;
    double moveTime = 0, moveCpu = 0, gameCpu = 0;
    std::string evaluator = "pattern", mpc, record;
};

// Distinct positions `plies` moves into logbook games, balanced by a depth-6 search (within
// 4 discs), in a seeded order; nullopt after printing the problem.
std::optional<std::vector<Board>> chooseOpenings(
    const MatchOptions& o, const Evaluator& evaluator, std::ostream& err)
{
    std::string error;
    auto logBytes = cli::readFileBytes(
        std::string(PROBCUT_SOURCE_DIR) + "/../shared/data/games/logistello/logbook.gam.gz", error);
    if (!logBytes) {
        err << "match: " << error << '\n';
        return std::nullopt;
    }
    auto games
        = parseLogbook(std::string_view(reinterpret_cast<const char*>(logBytes->data()), logBytes->size()));
    if (!games) {
        err << "match: logbook: " << games.error().describe() << '\n';
        return std::nullopt;
    }
    std::mt19937_64 rng{o.seed};
    TranspositionTable tt(32);
    std::vector<Board> openings;
    std::set<std::uint64_t> seen;
    for (int guard = 0; int(openings.size()) < o.pairs && guard < 100000; ++guard) {
        const auto& g = (*games)[std::size_t(rng() % games->size())];
        Board bd = Board::initial();
        bool ok = true;
        for (int i = 0; i < o.plies && i < int(g.moves.size()); ++i) {
            if (g.moves[std::size_t(i)] == PassMove) {
                ok = false;
                break;
            }
            bd = bd.played(g.moves[std::size_t(i)]);
        }
        if (!ok || !bd.legalMoves() || !seen.insert(bd.canonical().hash()).second)
            continue;
        SearchLimits l;
        l.depth = 6;
        l.solveEmpties = 0;
        tt.clear();
        if (std::fabs(search(bd, l, tt, evaluator).score) <= 4)
            openings.push_back(bd);
    }
    return openings;
}

// One side of the match: its player, its parameters and its totals over the moves before the
// exact endgame (depth reached, CPU seconds of the searching thread, nodes: the time ratio of
// Buro's Table 4).
struct Side {
    Player player;
    const MpcParams* params = nullptr;
    std::unique_ptr<MpcParams> ownParams; // the player's mpc=FILE, fitted for the same evaluation
    // Each player has its own table: a selective player's bounds must not stand in for the
    // brute-force player's exact ones, nor the other way round.
    TranspositionTable tt{32};
    double depthSum = 0, seconds = 0, nodes = 0;
    int moves = 0;

    double perMove(double sum) const { return moves ? sum / moves : 0; }
};

// The players (already checked by PlayerSpec) with their parameter files; false after
// printing the problem.
bool setUpSide(Side& side, const std::string& spec, const EvalAndMpc& setup, std::ostream& err)
{
    side.player = parsePlayer(spec).value();
    side.params = &setup.params;
    if (side.player.mpcFile.empty())
        return true;
    std::string error;
    auto own = cli::loadMpcParams(side.player.mpcFile, error);
    if (!own) {
        err << "match: " << error << '\n';
        return false;
    }
    if (own->evaluator != setup.evaluator->name()) {
        err << "match: " << side.player.mpcFile << " was fitted for the '" << own->evaluator
            << "' evaluation, not '" << setup.evaluator->name() << "'\n";
        return false;
    }
    side.ownParams = std::make_unique<MpcParams>(std::move(*own));
    side.params = side.ownParams.get();
    return true;
}

std::string describeLimit(const MatchOptions& o)
{
    return o.depth        ? "depth " + std::to_string(o.depth)
        : o.moveTime > 0  ? "move time " + fmt("%g", o.moveTime) + " s"
        : o.moveCpu > 0   ? "move CPU time " + fmt("%g", o.moveCpu) + " s"
        : o.gameCpu > 0   ? "game CPU time " + fmt("%g", o.gameCpu) + " s"
        : o.moveNodes > 0 ? "move nodes " + std::to_string(o.moveNodes)
                          : std::string("depth per player");
}

// The state of a match: its sides, the shared exact solver, the record and the results so far.
struct Match {
    Match(const MatchOptions& o, const Evaluator& e) : options(o), evaluator(e) {}

    const MatchOptions& options;
    const Evaluator& evaluator;
    Side sides[2];
    // The endgame solver is exact for both players, so they share it.
    EndgameSolver solver{32};
    std::unique_ptr<std::ofstream> record;
    int wins = 0, draws = 0, losses = 0;
    std::vector<double> diffs; // A's disc difference per game
};

// The search limits of `p`'s move: its own depth, else the match's limit. A node budget
// (--move-nodes or the player's nodes=) stops the search as the CPU budget does (the last
// completed iteration decides), but at a node count, so a match is deterministic: two
// variants meet the same openings and positions until their first different move, without
// timing noise.
SearchLimits moveLimits(const Player& p, const MatchOptions& o)
{
    SearchLimits l = p.limits;
    l.depth = p.depth ? p.depth : o.depth;
    l.moveTime = p.depth ? 0 : o.moveTime;
    l.solveEmpties = o.solve;
    if (!p.depth)
        l.nodes = p.nodes ? p.nodes : o.moveNodes;
    return l;
}

struct PlayedMove {
    SearchResult result;
    double cpu = 0;         // CPU seconds of this thread
    std::string iterations; // for the record: "depth:move:score:cpu;..."
};

// Searches `board` for side `s` under the match's limit. `clockLeft`: that side's game clock
// (--game-cpu), charged for the moves before the exact endgame.
PlayedMove searchMove(Match& match, int s, const Board& bd, double& clockLeft)
{
    const MatchOptions& o = match.options;
    Side& side = match.sides[s];
    const SearchLimits l = moveLimits(side.player, o);
    SearchControl control;
    control.endgame = &match.solver;
    control.mpc = side.params;
    PlayedMove played;
    const double cpu0 = cpuSeconds(CLOCK_THREAD_CPUTIME_ID);
    // The record keeps every completed iteration: depth, move, score, CPU seconds from the
    // start of the search (the callback runs on the searching thread).
    if (match.record)
        control.onIteration = [&](const SearchInfo& info) {
            played.iterations += (played.iterations.empty() ? "" : ";") + std::to_string(info.depth) + ':'
                + (info.pv.empty() ? std::string("-") : squareName(info.pv[0])) + ':'
                + fmt("%.2f", info.score) + ':' + fmt("%.5f", cpuSeconds(CLOCK_THREAD_CPUTIME_ID) - cpu0);
        };
    const bool ownDepth = side.player.depth != 0;
    if (o.gameCpu > 0 && !ownDepth && !l.nodes && bd.emptyCount() > o.solve) {
        // The clock covers the moves before the exact endgame, as --move-cpu's accounting: the
        // moves left are those of this side until then. The product's TimeManager sets this
        // move's soft and hard limits.
        SearchLimits clockLimits;
        clockLimits.clockRemaining = std::max(1e-4, clockLeft);
        TimeManager tm(clockLimits, bd.emptyCount() - o.solve, std::chrono::steady_clock::now());
        played.result = searchCpuLimited(
            bd, l, side.tt, match.evaluator, control, std::max(1e-4, tm.hardBudget()), &tm);
    } else {
        played.result = o.moveCpu > 0 && !ownDepth && !l.nodes
            ? searchCpuLimited(bd, l, side.tt, match.evaluator, control, o.moveCpu)
            : search(bd, l, side.tt, match.evaluator, control);
    }
    played.cpu = cpuSeconds(CLOCK_THREAD_CPUTIME_ID) - cpu0;
    if (!played.result.solved && bd.emptyCount() > o.solve)
        clockLeft -= played.cpu;
    return played;
}

// The record's "m" line of a move before the exact endgame.
void recordMove(std::ostream& record, std::size_t game, int s, const Board& bd, const PlayedMove& played)
{
    const SearchResult& r = played.result;
    const Position pos{bd, (bd.emptyCount() % 2 == 0) ? Color::Black : Color::White};
    record << "m " << game << ' ' << s << ' ' << formatBoardString(pos) << ' ' << squareName(r.bestMove)
           << ' ' << r.depth << ' ' << fmt("%.2f", r.score) << ' ' << fmt("%.5f", played.cpu) << ' '
           << r.nodes << ' ' << r.interruptedDepth << ' ' << r.interruptedMovesDone << ' '
           << (r.interruptedMove == NoSquare ? std::string("-") : squareName(r.interruptedMove)) << ' '
           << (played.iterations.empty() ? "-" : played.iterations) << '\n';
}

// Plays one game from `opening` (`plies` into a game, so Black to move when even: no passes
// in openings) and adds A's disc difference to the results (and the record).
void playGame(Match& match, const Board& opening, bool aIsBlack)
{
    const MatchOptions& o = match.options;
    Board bd = opening;
    int toMove = (o.plies % 2 == 0) == aIsBlack ? 0 : 1; // index into sides
    match.sides[0].tt.clear();
    match.sides[1].tt.clear();
    double clockLeft[2] = {o.gameCpu, o.gameCpu};
    match.solver.clear();
    while (!bd.isGameOver()) {
        if (!bd.legalMoves()) {
            bd = bd.passed();
            toMove ^= 1;
            continue;
        }
        const PlayedMove played = searchMove(match, toMove, bd, clockLeft[toMove]);
        const SearchResult& r = played.result;
        if (match.record && !r.solved)
            recordMove(*match.record, match.diffs.size(), toMove, bd, played);
        if (!r.solved) {
            Side& side = match.sides[toMove];
            side.depthSum += r.depth;
            ++side.moves;
            side.seconds += played.cpu;
            side.nodes += double(r.nodes);
        }
        bd = bd.played(r.bestMove);
        toMove ^= 1;
    }
    // finalScore() is for the side to move now (toMove); convert to A's view.
    const int forMover = bd.finalScore();
    const int forA = toMove == 0 ? forMover : -forMover;
    if (match.record)
        *match.record << "g " << match.diffs.size() << ' ' << int(aIsBlack) << ' ' << forA << '\n'
                      << std::flush;
    match.diffs.push_back(forA);
    if (forA > 0)
        ++match.wins;
    else if (forA == 0)
        ++match.draws;
    else
        ++match.losses;
}

// The standing after each pair of games: A's score, the disc difference with its 95 %
// interval, and per side the mean depth, CPU seconds and nodes per move.
void printStanding(const Match& match, std::ostream& out)
{
    const Side& a = match.sides[0];
    const Side& b = match.sides[1];
    const double n = double(match.diffs.size());
    double mean = 0, var = 0;
    for (double d : match.diffs)
        mean += d / n;
    for (double d : match.diffs)
        var += (d - mean) * (d - mean) / std::max(1.0, n - 1);
    out << "match: " << match.diffs.size() << " games: " << a.player.name << " +" << match.wins << " ="
        << match.draws << " -" << match.losses << " ("
        << fmt("%.1f", 100.0 * (match.wins + 0.5 * match.draws) / n) << "%), disc difference "
        << fmt("%+.2f", mean) << " +- " << fmt("%.2f", 1.96 * std::sqrt(var / n)) << " (95%), mean depth "
        << a.player.name << ' ' << fmt("%.2f", a.perMove(a.depthSum)) << ", " << b.player.name << ' '
        << fmt("%.2f", b.perMove(b.depthSum)) << ", cpu s/move " << fmt("%.4f", a.perMove(a.seconds)) << " / "
        << fmt("%.4f", b.perMove(b.seconds)) << ", nodes/move " << fmt("%.0f", a.perMove(a.nodes)) << " / "
        << fmt("%.0f", b.perMove(b.nodes)) << '\n'
        << std::flush;
}

// Opens --record and writes its header line; false after printing the problem.
bool openRecord(Match& match, std::ostream& err)
{
    const MatchOptions& o = match.options;
    match.record = std::make_unique<std::ofstream>(o.record);
    if (!*match.record) {
        err << "match: cannot write " << o.record << '\n';
        return false;
    }
    *match.record << "# probcut match record 1: " << match.sides[0].player.name << " vs "
                  << match.sides[1].player.name << " move-cpu " << o.moveCpu << " game-cpu " << o.gameCpu
                  << " move-time " << o.moveTime << " depth " << o.depth << " solve " << o.solve << " seed "
                  << o.seed << " move-nodes " << o.moveNodes << '\n';
    return true;
}

int runMatch(const MatchOptions& o, std::ostream& out, std::ostream& err)
{
    // The limits exclude each other (CLI11); without one, each player needs its own.
    const bool limitGiven
        = o.depth > 0 || o.moveTime > 0 || o.moveCpu > 0 || o.gameCpu > 0 || o.moveNodes > 0;
    const auto ownLimit = [](const Player& p) { return p.depth > 0 || p.nodes > 0; };
    if (!limitGiven && (!ownLimit(parsePlayer(o.a).value()) || !ownLimit(parsePlayer(o.b).value()))) {
        err << "match: give exactly one of --depth D, --move-time S, --move-cpu S, --game-cpu S and "
               "--move-nodes N (or a depth= or nodes= for each player)\n";
        return 2;
    }
    const auto setup = loadEvalAndMpc(o.evaluator, o.mpc, err);
    if (!setup)
        return 2;
    const auto openings = chooseOpenings(o, *setup->evaluator, err);
    if (!openings)
        return 2;
    Match match{o, *setup->evaluator};
    if (!setUpSide(match.sides[0], o.a, *setup, err) || !setUpSide(match.sides[1], o.b, *setup, err))
        return 2;
    out << "match: " << match.sides[0].player.name << " vs " << match.sides[1].player.name << ", "
        << openings->size() << " openings x 2 colours, " << describeLimit(o) << ", exact from " << o.solve
        << " empties, evaluator " << setup->evaluator->name() << ", MPC " << setup->mpcPath << '\n'
        << std::flush;
    if (!o.record.empty() && !openRecord(match, err))
        return 2;
    for (const Board& opening : *openings) {
        playGame(match, opening, true);
        playGame(match, opening, false);
        printStanding(match, out);
    }
    return 0;
}

// ---- The command's options

constexpr const char* MatchDescription
    = "Plays balanced openings from the Logistello logbook twice each (both colours) between\n"
      "two configurations and prints, after every pair, A's wins/draws/losses, score, mean\n"
      "disc difference with a 95% interval, and per side the mean depth reached, CPU seconds\n"
      "and nodes per move (moves before the exact endgame). Give one of --depth, --move-time,\n"
      "--move-cpu, --move-nodes and --game-cpu, unless each player has its own depth= or\n"
      "nodes=. With --review FILE it plays nothing and re-scores a --record file instead.";

constexpr const char* MatchFooter
    = "Players (--a, --b, --ref): bf (brute force), pc (ProbCut(4,8), t=1.5), mpcC\n"
      "(Multi-ProbCut at confidence C %; mpc is mpc95), buro (Multi-ProbCut, t = 1.0 before\n"
      "36 discs, 1.4 after, raised 10 % a ply above height 8 unless hscale=0). A player may be\n"
      "followed by :key=value,... with the keys\n"
      "  depth=D            its own fixed depth (1-30)\n"
      "  t=T                threshold instead of a confidence (not for bf)\n"
      "  late=S, late-discs=N  threshold factor S from N discs on\n"
      "  early=T, late-t=T  the thresholds before and from late-discs, each keeping the other\n"
      "  tries=N            check depths per height\n"
      "  min-height=H, max-height=H  the heights with checks\n"
      "  extend=0|1         0: no checks above the fitted heights; 1, default: they borrow\n"
      "                     the fit with the same gap h-d\n"
      "  pv=0|1             0: no checks at PV nodes\n"
      "  hscale=X           the threshold times 1 + X (h - 8) at heights h above 8; default\n"
      "                     0.1, 0: Buro's single t\n"
      "  nodes=N            its own node budget per move (under --move-nodes)\n"
      "  mpc=FILE           its own MPC parameter file (not for bf)\n"
      "\n"
      "Examples:\n"
      "  probcut-lab match --a mpc:t=1.2,depth=12 --b bf:depth=8\n"
      "  probcut-lab match --a buro --b bf --move-cpu 0.02 --games 100 --record games.rec\n"
      "  probcut-lab match --review games.rec --ref-depth 16 --blunders 6";

// --depth, --move-time, --move-cpu, --move-nodes, --game-cpu: at most one of them.
std::vector<CLI::Option*> addLimitOptions(CLI::App& app, MatchOptions& m)
{
    const std::string group = "Limits (one of them)";
    const std::vector<CLI::Option*> limits{
        app.add_option("--depth", m.depth, "Fixed depth for both players")->check(CLI::Range(1, 30)),
        app.add_option("--move-time", m.moveTime, "Fixed wall-clock seconds per move")->check(Positive),
        app.add_option("--move-cpu", m.moveCpu,
               "Fixed CPU seconds per move (of the searching thread: fair on a loaded machine)")
            ->check(Positive),
        app.add_option("--move-nodes", m.moveNodes,
               "A budget of nodes per move (the last completed iteration decides, as with --move-cpu): "
               "deterministic, so two variants can be compared on the same openings without timing "
               "noise; give a side nodes=M to equalise CPU per move")
            ->check(CLI::Range(std::uint64_t{1000}, std::uint64_t{1} << 40)),
        app.add_option("--game-cpu", m.gameCpu,
               "A game clock of S CPU seconds per side for the moves before the exact endgame, spent by "
               "the engine's time manager (per-move budget, no iteration started that is predicted not "
               "to finish)")
            ->check(Positive),
    };
    for (CLI::Option* x : limits) {
        x->group(group);
        for (CLI::Option* y : limits)
            if (x != y)
                x->excludes(y);
    }
    return limits;
}

// The match's options; returns those that --review excludes.
std::vector<CLI::Option*> addMatchOptions(CLI::App& app, MatchOptions& m)
{
    std::vector<CLI::Option*> playing{
        app.add_option("--a", m.a, "Player A (see below)")
            ->check(PlayerSpec)
            ->type_name("PLAYER")
            ->capture_default_str(),
        app.add_option("--b", m.b, "Player B")->check(PlayerSpec)->type_name("PLAYER")->capture_default_str(),
    };
    for (CLI::Option* x : addLimitOptions(app, m))
        playing.push_back(x);
    playing.push_back(app.add_option("--games", m.pairs, "Openings (each played twice)")
                          ->check(CLI::Range(1, 100000))
                          ->capture_default_str());
    playing.push_back(app.add_option("--opening-plies", m.plies, "Opening length in plies")
                          ->check(CLI::Range(0, 30))
                          ->capture_default_str());
    playing.push_back(
        app.add_option("--solve-empties", m.solve, "Exact endgame from this many empties for both")
            ->check(CLI::Range(0, 30))
            ->capture_default_str());
    app.add_option("--evaluator", m.evaluator, "pattern, simple or a weights file")->capture_default_str();
    app.add_option("--mpc", m.mpc, "MPC parameters (default resources/mpc/mpc-<evaluator>.txt)")
        ->check(CLI::ExistingFile);
    playing.push_back(app.add_option("--seed", m.seed, "Opening selection seed")
                          ->check(CLI::Range(std::uint64_t{0}, std::uint64_t{1} << 40))
                          ->capture_default_str());
    playing.push_back(app.add_option("--record", m.record,
        "Write every move before the exact endgame (position, move, iterations with their CPU times, "
        "the interrupted one) to this file"));
    return playing;
}

// --review and the options that need it (it shares --evaluator and --mpc with the match).
void addReviewOptions(CLI::App& app, ReviewOptions& r, const std::vector<CLI::Option*>& playing)
{
    const std::string group = "Review of a record";
    CLI::Option* review = app.add_option("--review", r.record,
                                 "Instead of playing: score every move of a --record file with a deeper "
                                 "reference search and summarise the losses by player and game phase, "
                                 "blunders, iterations and time use")
                              ->check(CLI::ExistingFile)
                              ->group(group);
    for (CLI::Option* x : playing)
        review->excludes(x);
    const std::vector<CLI::Option*> reviewOnly{
        app.add_option("--ref", r.ref, "The reference player")
            ->check(PlayerSpec)
            ->type_name("PLAYER")
            ->capture_default_str(),
        app.add_option("--ref-depth", r.refDepth, "The reference's depth")
            ->check(CLI::Range(1, 30))
            ->capture_default_str(),
        app.add_option("--ref-exact", r.refExact, "The reference is exact from this many empties")
            ->check(CLI::Range(0, 30))
            ->capture_default_str(),
        app.add_option("--review-games", r.games, "Review the first N openings' games only")
            ->check(CLI::Range(1, 1000000)),
        app.add_option("--blunders", r.blunderLoss,
               "Also search every move of a selective player that lost at least this many discs again "
               "at its depth, and brute force at that depth: were the cuts or the horizon wrong?")
            ->check(Positive),
    };
    for (CLI::Option* x : reviewOnly)
        x->needs(review)->group(group);
}

} // namespace

cli::Command matchCommand()
{
    return {"match", "Play the engine against itself in two configurations (MPC vs brute force)",
        [](CLI::App& app) -> cli::Action {
            struct Options {
                MatchOptions match;
                ReviewOptions review;
            };
            auto o = std::make_shared<Options>();
            app.description(MatchDescription);
            app.footer(MatchFooter);
            addReviewOptions(app, o->review, addMatchOptions(app, o->match));
            return [o](std::ostream& out, std::ostream& err) {
                return !o->review.record.empty() ? reviewRecord(o->review, out, err)
                                                 : runMatch(o->match, out, err);
            };
        }};
}

} // namespace probcut::lab
