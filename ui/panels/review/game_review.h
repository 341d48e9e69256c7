#pragma once
// A game review: what Analyse Game found, summed up the way a coach reads a game — each
// player's accuracy, per phase, and the mistakes ranked by the discs they lost with the better
// move and both lines. Pure data built from GameAnalyser's per-ply results (no widgets), so the
// figures are tested directly; the review panel shows it and the exports write it (GGF, PDF).
// The definitions below are the ones the guide (F1, "Game review") states.

#include "engine/core/board.h"
#include "ui/engine/game_analyser.h"

#include <array>
#include <optional>
#include <vector>

namespace probcut::ui {

// Phases by the empty squares before the move, so a game from a set-up position is split the
// same way: opening 60–41 empties (moves 1–20 of a normal game), midgame 40–21 (moves 21–40),
// endgame 20 or fewer (moves 41–60).
enum class GamePhase { Opening, Midgame, Endgame };
inline constexpr int PhaseCount = 3;
GamePhase phaseOf(int emptiesBeforeMove);

// A move is "accurate" when it lost at most this many discs (to a tenth, as shown).
inline constexpr double AccurateLoss = 1;

// Counted over the moves a player chose: passes and moves that were the only legal one are left
// out, as they say nothing about the player.
struct AccuracyStats {
    int moves = 0;
    double totalLoss = 0;       // discs lost by the mover, summed
    int accurate = 0;           // moves within AccurateLoss of the best
    std::array<int, 3> kinds{}; // inaccuracies, mistakes, blunders
    double averageLoss() const { return moves ? totalLoss / moves : 0; }
    double accurateShare() const { return moves ? double(accurate) / moves : 0; } // 0..1
    void add(double loss);
};

struct ReviewMistake {
    int ply = 0;        // the position the move was played from (ply of the line)
    int moveNumber = 0; // as on a game sheet (61 − empties before the move)
    Color mover = Color::Black;
    GamePhase phase = GamePhase::Opening;
    Square played = NoSquare;
    Square best = NoSquare;
    double playedValue = 0, bestValue = 0, loss = 0; // discs for the mover
    MistakeKind kind = MistakeKind::None;
    // Both lines from the position before the move, checked legal (passes explicit).
    std::vector<Square> playedLine;
    std::vector<Square> betterLine;
};

struct GameReview {
    Position start;
    std::vector<Square> line;                                    // the plies reviewed (passes included)
    bool complete = false;                                       // every ply was analysed
    std::array<AccuracyStats, 2> players;                        // [0] Black, [1] White
    std::array<std::array<AccuracyStats, 2>, PhaseCount> phases; // [phase][player]
    std::vector<ReviewMistake> mistakes;                         // inaccuracies and worse, largest loss first
    // Per ply 0..line.size(): the graph's value of the position, discs for Black.
    std::vector<std::optional<double>> values;
    std::optional<int> finalScoreBlack; // when the line ends the game

    const AccuracyStats& player(Color c) const { return players[c == Color::Black ? 0 : 1]; }
    Position positionAt(int ply) const;
};

// Builds the review of `start` + `line` from the analyser's results (one per ply, as
// GameAnalyser::results()); plies not analysed yet are left out of every figure.
GameReview buildGameReview(
    const Position& start, const std::vector<Square>& line, const std::vector<PlyAnalysis>& results);

// The longest legal prefix of `moves` from `position` (a pass only where one is forced).
std::vector<Square> legalPrefix(const Position& position, const std::vector<Square>& moves);

} // namespace probcut::ui
