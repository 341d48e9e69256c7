#pragma once
// Self-play games for training the evaluation (the data factory of `probcut-lab selfplay`):
// a random opening of a varied length, then the engine against itself at a fixed depth with
// the exact solver from a fixed number of empties; every position after the random part is
// labelled with the game's final score (Egaroucid's training data is made this way; Buro's
// GLEM learned from games between strong programs). Game i of a seed is a pure function of
// (settings, seed, i), so shards on different machines produce disjoint, reproducible games.
// The line format and its parser live here too, so files are checked wherever they are read.

#include "engine/core/board.h"
#include "engine/core/result.h"
#include "engine/eval/evaluator.h"
#include "engine/search/multi_probcut.h"

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace probcut {

class EndgameSolver;
class TranspositionTable;

struct SelfPlaySettings {
    int depth = 8;           // midgame depth in plies
    int exactEmpties = 20;   // perfect play from this many empties (data/selfplay/README.md)
    double selectivity = 95; // Multi-ProbCut confidence of the midgame searches (100: none)
    // Random-opening lengths, one drawn uniformly per game (Egaroucid varies it the same way so
    // that every stage sees off-book positions).
    std::vector<int> randomPlies{12, 18, 21, 24, 30, 36};

    // Names the settings in every stored line, e.g. "d8e24p95r12-18-21-24-30-36".
    std::string id() const;
    // The settings an id names, or an error saying which part is malformed.
    static Result<SelfPlaySettings> fromId(std::string_view id);
    // Ranges: depth 1-30, exactEmpties 0-30, selectivity 50-100, random plies 0-59, 1-16 lengths.
    std::optional<Error> validate() const;
};

struct SelfPlayGame {
    std::vector<Square> moves; // every disc placed from the initial position; passes implicit
    int randomPlies = 0;       // how many of them were random
    int scoreBlack = 0;        // final disc difference for Black, empties to the winner
    std::string settingsId;

    // "<transcript> <randomPlies> <score> <settingsId>", e.g. "f5d6c3... 21 +4 d8e24p95r...".
    std::string toLine() const;
    // Parses and checks a stored line: legal moves to a finished game, the stored score equal to
    // the replayed one, the random length within the moves, a settings id that parses.
    static Result<SelfPlayGame> fromLine(std::string_view line);
};

// The seed of game `index` under `seed` (splitmix64 of both): independent streams per game.
std::uint64_t selfPlayGameSeed(std::uint64_t seed, std::uint64_t index);

// Plays games one at a time on the calling thread. Deterministic: both tables are cleared before
// every game, the search runs on one thread at a fixed depth, and the random moves come from
// the game's own generator.
class SelfPlayer {
public:
    // `mpc` may be null (then the searches are exact at their depth); it must have been fitted
    // for `evaluator`.
    SelfPlayer(SelfPlaySettings settings, std::shared_ptr<const Evaluator> evaluator,
        std::shared_ptr<const MpcParams> mpc, std::size_t hashMiB = 16, std::size_t endgameHashMiB = 16);
    ~SelfPlayer();
    SelfPlayer(const SelfPlayer&) = delete;
    SelfPlayer& operator=(const SelfPlayer&) = delete;

    const SelfPlaySettings& settings() const { return m_settings; }
    SelfPlayGame play(std::uint64_t seed, std::uint64_t index);
    // Nodes searched by all games so far.
    std::uint64_t nodes() const { return m_nodes; }

private:
    Square engineMove(const Board& board);

    SelfPlaySettings m_settings;
    std::string m_id;
    std::shared_ptr<const Evaluator> m_evaluator;
    std::shared_ptr<const MpcParams> m_mpc;
    std::unique_ptr<TranspositionTable> m_tt;
    std::unique_ptr<EndgameSolver> m_solver;
    std::uint64_t m_nodes = 0;
};

} // namespace probcut
