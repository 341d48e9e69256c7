#pragma once
// The evaluation seen by the search: a static score of a position for the side to move, in
// fixed-point units of 1/128 disc (EvalScale), so a final disc difference d is d * EvalScale
// and every evaluation fits in 16 bits with room for bounds. The virtual interface is used at
// the facade level only (Engine, CLI, tests); the hot search is a template over a concrete
// evaluator type with a cheap, inlinable `evaluate<K>(player, opponent)` (see search_impl.h),
// which is how the pattern evaluation of the next issue drops in.

#include "engine/core/board.h"

#include <string>

namespace probcut {

constexpr int EvalScale = 128;                // units per disc
constexpr int EvalMax = 64 * EvalScale;       // |exact final score| <= 64 discs
constexpr int EvalMaxHeuristic = EvalMax - 1; // heuristic scores are clamped inside this

constexpr double unitsToDiscs(int units) { return double(units) / EvalScale; }

class Evaluator {
public:
    virtual ~Evaluator() = default;
    // Heuristic score for the side to move, in EvalScale units, |score| <= EvalMaxHeuristic.
    // Called on positions where the side to move has a legal move.
    virtual int evaluate(const Board& board) const = 0;
    virtual std::string name() const = 0;
};

} // namespace probcut
