#pragma once
// How tournament players err (`probcut-lab human-errors`): the players of the WTHOR collection
// rated by their results, and every move of sampled games scored against the engine's values of
// all legal moves (a multi-PV search, exact from a number of empties). The losses per move,
// aggregated by group and phase, make the table of human_play.h that the human-like levels are
// fitted to.

#include "engine/core/board.h"
#include "engine/core/result.h"
#include "engine/eval/evaluator.h"
#include "engine/search/human_play.h"
#include "engine/search/multi_probcut.h"

#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace probcut {

class EndgameSolver;
class TranspositionTable;

struct RatedGame {
    int black = 0, white = 0; // player indices
    double blackPoints = 0;   // 1 win, 0.5 draw, 0 loss
};

struct PlayerRatings {
    std::vector<double> elo; // per player index (0 for players without games)
    std::vector<int> games;  // games played
    std::vector<int> group;  // HumanGroup as int, -1 when not rated (fewer than minGames)
    int rated = 0;           // players with at least minGames games
    double averageFrom = 0;  // elo of the lower quartile boundary
    double strongFrom = 0;   // elo of the upper quartile boundary
    std::optional<HumanGroup> groupOf(int player) const
    {
        if (player < 0 || std::size_t(player) >= group.size() || group[std::size_t(player)] < 0)
            return std::nullopt;
        return HumanGroup(group[std::size_t(player)]);
    }
};

// A Bradley-Terry fit of every player's strength (Hunter 2004's MM iterations; a draw counts as
// half a win each way; one virtual draw against a player of rating 0 keeps unbeaten players
// finite), on the Elo scale. Players with at least `minGames` games are rated and split into the
// bottom quartile (weak), middle half (average) and top quartile (strong).
PlayerRatings ratePlayers(std::span<const RatedGame> games, int playerCount, int minGames);

struct HumanErrorSettings {
    int depth = 8;           // multi-PV depth of the midgame valuations
    double selectivity = 95; // their Multi-ProbCut confidence
    int exactEmpties = 16;   // every move exact (EndgameSolver::solveMoves) from this many empties
    // Ranges: depth 1-30, selectivity 50-100, exactEmpties 0-30.
    std::optional<Error> validate() const;
};

// One scored move: the losses of every legal move of the position (same order as `moves`) and
// which one was played.
struct ScoredMove {
    int empties = 0;
    std::vector<Square> moves;
    MoveLosses losses; // best value - value, discs for the mover, >= 0
    int played = 0;    // index into moves
    double playedLoss() const { return losses[std::size_t(played)]; }
};

// Values all moves of positions on the calling thread, deterministic (one thread, tables
// cleared per game by the caller through newGame()).
class MoveScorer {
public:
    MoveScorer(HumanErrorSettings settings, std::shared_ptr<const Evaluator> evaluator,
        std::shared_ptr<const MpcParams> mpc, std::size_t hashMiB = 16);
    ~MoveScorer();
    MoveScorer(const MoveScorer&) = delete;
    MoveScorer& operator=(const MoveScorer&) = delete;

    void newGame();
    // The values of every legal move (discs for the side to move), in legal-move order; empty
    // when the side to move has no move.
    std::vector<std::pair<Square, double>> values(const Board& board);
    // The moves of a game (passes as PassMove, as WthorGame::moves) scored: every position where
    // `include(ply, moverIsBlack)` and the mover had a choice (two legal moves or more).
    template <class Include>
    std::vector<std::pair<int, ScoredMove>> scoreGame(const std::vector<Square>& moves, Include include)
    {
        std::vector<std::pair<int, ScoredMove>> out;
        newGame();
        Position pos = Position::initial();
        for (std::size_t ply = 0; ply < moves.size(); ++ply) {
            const Square sq = moves[ply];
            if (sq != PassMove && __builtin_popcountll(pos.board.legalMoves()) >= 2
                && include(int(ply), pos.sideToMove == Color::Black)) {
                if (auto s = score(pos.board, sq))
                    out.emplace_back(int(ply), std::move(*s));
            }
            if (!pos.play(sq))
                break;
        }
        return out;
    }
    std::optional<ScoredMove> score(const Board& board, Square played);
    std::uint64_t nodes() const { return m_nodes; }

private:
    HumanErrorSettings m_settings;
    std::shared_ptr<const Evaluator> m_evaluator;
    std::shared_ptr<const MpcParams> m_mpc;
    std::unique_ptr<TranspositionTable> m_tt;
    std::unique_ptr<EndgameSolver> m_solver;
    std::uint64_t m_nodes = 0;
};

// The stored form of a scored move, one line: "<game> <ply> <group> <empties> <played> <moves>
// <losses>", e.g. "1234 17 strong 43 2 c4,d3,f6 0,1.5,3" (losses to 0.01 disc).
std::string scoredMoveLine(int game, int ply, HumanGroup group, const ScoredMove& move);
struct StoredScoredMove {
    int game = 0, ply = 0;
    HumanGroup group = HumanGroup::Average;
    ScoredMove move;
};
Result<StoredScoredMove> parseScoredMoveLine(std::string_view line);

// The table of a set of scored moves: per group and phase the count, mean loss, zero share and
// histogram, and the fitted temperature (fitHumanTemperature on the same positions). Rows without
// moves get count 0 (the caller decides whether that is an error).
HumanCalibration aggregateHumanErrors(
    std::span<const StoredScoredMove> moves, const HumanErrorSettings& settings);

} // namespace probcut
