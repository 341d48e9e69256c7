// `probcut-lab eval-match`: the fixed-depth tournament of the pattern evaluation against the
// classic one (Buro 1997, Table 1), the evidence that the trained weights beat the hand-made
// features at equal and at greater depth (resources/weights/README.md).
#include "app/cli/command.h"
#include "app/cli/eval_files.h"
#include "engine/core/notation.h"
#include "engine/eval/classic_eval.h"
#include "engine/eval/pattern.h"
#include "engine/search/search.h"
#include "engine/search/transposition_table.h"

#include <algorithm>
#include <chrono>
#include <memory>
#include <ostream>
#include <random>
#include <stdexcept>
#include <string>
#include <vector>

namespace probcut::lab {

namespace {

using cli::fmt;

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

// The searches of one tournament: one table for both sides, cleared before every move
// (deterministic games), small so that is cheap, and the solver the driver needs attached.
struct MatchSearch {
    TranspositionTable tt{2};
    EndgameSolver solver{1};
};

// One game from `start`: `first` moves first at depth `d1`, the other at `d2`. Returns the final disc
// difference (empties to the winner) for the side that moved first.
int playGame(
    const Board& start, const Evaluator& first, int d1, const Evaluator& second, int d2, MatchSearch& s)
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
        s.tt.clear();
        // The driver needs a solver attached even with solveEmpties = 0 (without one it searches
        // on to the end of the game); no position is solved, both sides search to the depth.
        SearchControl control;
        control.endgame = &s.solver;
        const SearchResult r = search(b, limits, s.tt, firstToMove ? first : second, control);
        if (r.bestMove < 0 || r.bestMove > 63 || !b.isLegal(r.bestMove))
            throw std::runtime_error("search returned the illegal move " + squareName(r.bestMove));
        b = b.played(r.bestMove);
        firstToMove = !firstToMove;
    }
    const int score = b.finalScore();
    return firstToMove ? score : -score;
}

// The games of one pairing, counted for the pattern evaluation.
struct PairingResult {
    int wins = 0, draws = 0, losses = 0;
    long discs = 0;
    double points() const { return wins + 0.5 * draws; }
    int games() const { return wins + draws + losses; }
};

// Pattern at depth `d` against classic at `d + extra` from every start, each with both colours.
PairingResult playPairing(const std::vector<Board>& starts, const Evaluator& pattern,
    const Evaluator& classic, int d, int extra, MatchSearch& s)
{
    PairingResult r;
    for (const Board& start : starts) {
        for (int colour = 0; colour < 2; ++colour) {
            const int score = colour == 0 ? playGame(start, pattern, d, classic, d + extra, s)
                                          : -playGame(start, classic, d + extra, pattern, d, s);
            r.discs += score;
            if (score > 0)
                ++r.wins;
            else if (score == 0)
                ++r.draws;
            else
                ++r.losses;
        }
    }
    return r;
}

struct EvalMatchOptions {
    std::vector<int> depths{2, 4, 6};
    std::vector<int> extras{0, 1, 2};
    int openings = 50;
    std::string weights;
};

int runEvalMatch(const EvalMatchOptions& o, std::ostream& out, std::ostream& err)
{
    std::string error;
    const auto weights = cli::loadPatternWeights(o.weights, error);
    if (!weights) {
        err << "eval-match: " << error << '\n';
        return 2;
    }
    const PatternEvaluator pattern(weights);
    const ClassicEvaluator classic;
    const auto starts = matchOpenings(o.openings, 8);
    MatchSearch s;
    out << "fixed-depth match, pattern vs classic: " << o.openings
        << " openings (8 random plies, distinct up to "
        << "symmetry), each played with both colours; score = wins + draws/2 for pattern\n";
    for (int d : o.depths) {
        for (int extra : o.extras) {
            const auto t0 = std::chrono::steady_clock::now();
            const PairingResult r = playPairing(starts, pattern, classic, d, extra, s);
            const int games = r.games();
            out << "pattern d" << d << " vs classic d" << d + extra << ": " << games << " games, +" << r.wins
                << " =" << r.draws << " -" << r.losses << ", score "
                << fmt("%.1f", 100.0 * r.points() / games) << "%, mean disc "
                << "difference " << fmt("%+.1f", double(r.discs) / games) << "  ("
                << fmt("%.0f", std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count())
                << " s)\n";
            out.flush();
        }
    }
    return 0;
}

} // namespace

cli::Command evalMatchCommand()
{
    return {"eval-match", "Fixed-depth tournament of the pattern evaluation against the classic one",
        [](CLI::App& app) -> cli::Action {
            auto o = std::make_shared<EvalMatchOptions>();
            app.description(
                "Buro 1997, Table 1: the pattern evaluation searching d plies against the classic one\n"
                "(nine features) searching d + extra plies, for every d in --depths and extra in --extra,\n"
                "from the same openings (8 random plies from a fixed seed, distinct up to symmetry), each\n"
                "played with both colours. One line per pairing: games, +wins =draws -losses, the score\n"
                "(wins + draws/2) and the mean disc difference for pattern, and the seconds it took.");
            app.add_option("--depths", o->depths, "Pattern's search depths (comma-separated)")
                ->delimiter(',')
                ->check(CLI::Range(1, 20))
                ->capture_default_str();
            app.add_option("--extra", o->extras, "Classic's extra plies (comma-separated)")
                ->delimiter(',')
                ->check(CLI::Range(0, 4))
                ->capture_default_str();
            app.add_option("--openings", o->openings, "Openings, each played with both colours")
                ->check(CLI::Range(1, 10000))
                ->capture_default_str();
            app.add_option("--weights", o->weights,
                   "Pattern weights (default: $PROBCUT_WEIGHTS, the installed file, or "
                   "resources/weights/pattern-logistello46.pcw of the source tree)")
                ->check(CLI::ExistingFile);
            app.footer("Example: probcut-lab eval-match --depths 2 --extra 2 --openings 200");
            return [o](std::ostream& out, std::ostream& err) { return runEvalMatch(*o, out, err); };
        }};
}

} // namespace probcut::lab
