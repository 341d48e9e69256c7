#pragma once
// The data the Multi-ProbCut model is fitted from: for each sampled position, its empties count
// and its search value at every depth 0..H (iterative deepening gives them all in one search;
// depth 0 is the static evaluation). `probcut-lab mpc-fit --samples` writes them next to the
// fitted parameters (multi_probcut.h), so the studio's regression panel can plot the very points
// each line was fitted to and recompute r² as a check. The fit itself (MpcFitAccumulator) lives
// here too, so the command and the panel compute it identically, and so do the steps of the
// command that are engine work without I/O: where the positions come from (collection games,
// self-play games, the nodes of real searches) and their values at every depth.
//
// File format (strict text, version 1 or 2), one record per line, '#' comments allowed before
// the header only:
//   probcut-mpc-samples <version>
//   evaluator <name>                 (the evaluation the values were searched with)
//   stage-width <empties per stage>  (1..60; stage = empties / width, as MpcParams)
//   max-height <H>                   (1..MpcParams::MaxHeight)
//   positions <N>                    (0..1000000)
//   <empties> <v0> <v1> ... <vk>     (exactly N lines; empties 0..60, values in discs, |v| <= 64)
//   checksum <16 hex digits>         (FNV-1a 64 of every byte before this line)
// Version 1: every row holds all H + 1 values (k = H). Version 2: a row holds the values of its
// own height k, 1 <= k <= H, and at least one row reaches H -- a fit may search a subset of the
// positions deeper than the rest (`mpc-fit --deep-height`), since a deep search costs about
// 2.5 times the one a ply shallower. formatMpcSamples writes version 1 whenever every row is
// complete, so files without deep subsets stay readable by older builds.
// Anything else -- unknown records, wrong counts, out-of-range or malformed numbers, a bad
// checksum, a missing final newline -- is rejected with its line number.

#include "engine/core/board.h"
#include "engine/core/result.h"
#include "engine/search/multi_probcut.h"

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace probcut {

class Evaluator;
class TranspositionTable;

class MpcSamples {
public:
    static constexpr int FormatVersion = 2; // newest version read and written
    static constexpr int MaxPositions = 1000000;

    MpcSamples(int stageWidth = 6, int maxHeight = 10);

    int stageWidth() const { return m_stageWidth; }
    int maxHeight() const { return m_maxHeight; }
    int stageCount() const { return 60 / m_stageWidth + 1; }
    int stageOf(int empties) const
    {
        const int e = empties < 0 ? 0 : empties > 60 ? 60 : empties;
        return e / m_stageWidth;
    }

    std::size_t size() const { return m_empties.size(); }
    int empties(std::size_t i) const { return m_empties[i]; }
    int stage(std::size_t i) const { return stageOf(m_empties[i]); }
    // Deepest depth with a value for position i (maxHeight unless it came from a shallower
    // search than the deepest ones).
    int height(std::size_t i) const { return m_heights[i]; }
    // True when every position has values up to maxHeight (the file is then written as
    // version 1).
    bool complete() const { return m_incomplete == 0; }
    // Value of position i at depth d (0..height(i)), discs, for the side to move.
    double value(std::size_t i, int depth) const
    {
        return m_values[i * std::size_t(m_maxHeight + 1) + std::size_t(depth)];
    }
    // Appends a position with values at depths 0..k, k = values.size() - 1 capped at maxHeight
    // (k >= 1: a shorter `values` is padded with zeros to depth 1).
    void add(int empties, const std::vector<double>& values);

    std::string evaluator; // name of the evaluation the values come from

private:
    int m_stageWidth;
    int m_maxHeight;
    std::vector<std::uint8_t> m_empties;
    std::vector<std::uint8_t> m_heights;
    std::size_t m_incomplete = 0; // positions with height < maxHeight
    std::vector<double> m_values; // maxHeight + 1 per position (zeros beyond its height)
};

Result<MpcSamples> parseMpcSamples(std::string_view text);
std::string formatMpcSamples(const MpcSamples& samples);

// Least-squares fit of y = a·x + b over added pairs (x = v_d, y = v_h): slope, intercept, the
// residual deviation σ with n − 2 degrees of freedom, the correlation r and n. No fit (nullopt)
// with fewer than 8 pairs or without spread in x or y.
struct MpcFitAccumulator {
    double n = 0, sx = 0, sy = 0, sxx = 0, syy = 0, sxy = 0;
    void add(double x, double y)
    {
        n += 1;
        sx += x;
        sy += y;
        sxx += x * x;
        syy += y * y;
        sxy += x * y;
    }
    std::optional<MpcFit> fit() const;
};

// The fit of v_height on v_depth over the positions of `stage` that reach `height`, in file
// order (the order `probcut-lab mpc-fit` accumulates in, so the result equals the parameter
// file's bit for bit).
std::optional<MpcFit> fitMpcSamples(const MpcSamples& samples, int stage, int height, int depth);

// The fits `mpc-fit` keeps: a slope in (0, 4] and σ > 0 (others come from too few or degenerate
// positions), σ capped at 64 discs.
std::optional<MpcFit> usableMpcFit(const MpcFitAccumulator& acc);
// Sets every usable fit of v_h on v_d, d < h <= samples.maxHeight(), per stage of `params`
// (stage = params.stageOf(empties)), from the positions that reach h, accumulated in sample
// order; the other records of `params` stay. Returns the number of fits set.
int fitMpcParams(const MpcSamples& samples, MpcParams& params);

// ---- Where the positions and their values come from (`probcut-lab mpc-fit`). Every function is
// deterministic: a resumed fit regenerates the same positions, which its work file names by
// game index.

// The position of `moves` with `empties` empty squares, the side to move able to move (a pass
// is played for it). nullopt when the game never has that many empties there, is over there,
// or plays an illegal move before.
std::optional<Board> mpcPositionAt(const std::vector<Square>& moves, int empties);

// The values of `board` at depths 0..height, discs for the side to move: the static evaluation,
// then every iteration of one iterative-deepening search (one thread, no endgame solver, `tt`
// cleared first). A game that ends before `height` repeats its last, exact value.
std::vector<double> mpcDepthValues(
    const Board& board, int height, const Evaluator& evaluator, TranspositionTable& tt);

// Self-play games for the opening stages (`--self-play`). The collections repeat their book
// lines: 1000 games hold about 65 distinct positions at 54-59 empties and 450 at 48-53, so a
// fit from them rests on a few points weighted by how often a line was played (r² of v_10 on
// v_5 at 54-59 empties 0.30 against 0.90 from distinct positions; σ understated). Each game
// here starts from the first k plies (k uniform in 0..maxPrefix) of a seeded random collection
// game, and goes on until `stopEmpties` empties with moves chosen as a player with a shallow
// search and some randomness would: every legal move is scored by a (depth - 1)-ply search of
// its child, Gaussian noise of `noise` discs is added and the best is played. Moves a couple of
// discs from the best are then all common and real blunders rare, so the positions are ones
// that play reaches (the matches' openings are logbook lines continued by the engines), not
// random walks.
struct MpcSelfPlaySettings {
    long long games = 0;  // 0: none
    int depth = 3;        // plies of the search that scores each move
    double noise = 2.0;   // standard deviation of the noise added to each move's score, discs
    int maxPrefix = 10;   // the opening: the first 0..maxPrefix plies of a collection game
    int stopEmpties = 36; // games end with this many empties; positions from them at >= this
};
// `settings.games` games from the openings of `games` (not empty); `progress` is called with
// the number of games played after each one.
std::vector<std::vector<Square>> playMpcSelfPlayGames(const std::vector<std::vector<Square>>& games,
    const Evaluator& evaluator, const MpcSelfPlaySettings& settings, std::uint64_t seed,
    const std::function<void(long long played)>& progress = {});

// Positions from the nodes of real searches (`--tree-depth`). The checks of a Multi-ProbCut
// search happen at interior nodes, mostly after weak moves (at a cut node the move into it was
// one of all the moves of an all node), so their values may lie further from 0 than game
// positions' and their (a, b, sigma) differ (the self-play positions' sigma is 20-50 % wider
// than the collections'). For the position with `empties` empties of a game, the game's
// position k plies earlier (k uniform in 1..depth - 3, a function of the seed, the game and the
// empties) is searched by the `buro` selective search (t = 1.0 before 36 discs, 1.4 after;
// fresh table, one thread) to `depth`, and one of the distinct positions with `empties` empties
// at which it made a Multi-ProbCut check is taken, uniformly.
struct MpcTreeSettings {
    int depth = 0; // 0: off
    int minEmpties = 0, maxEmpties = 60;
    const MpcParams* mpc = nullptr; // the parameters of the searches
    std::uint64_t seed = 0;
};
// nullopt when the game does not reach that root or the search checked no such node.
std::optional<Board> mpcTreePosition(const std::vector<Square>& moves, std::size_t game, int empties,
    const MpcTreeSettings& tree, const Evaluator& evaluator, TranspositionTable& tt);

} // namespace probcut
