#pragma once
// Seeded random games for the GUI tests, played with the engine alone so the tests can check
// the model and the window against an independent line.

#include "engine/core/board.h"

#include <QRandomGenerator>

#include <vector>

namespace probcut::test {

// The n-th set bit of `moves` (n < popcount).
inline Square nthMove(Bitboard moves, int n)
{
    for (Square sq : bits(moves))
        if (n-- == 0)
            return sq;
    return NoSquare;
}

inline Square randomMove(const Position& position, QRandomGenerator& rng)
{
    const Bitboard moves = position.board.legalMoves();
    return nthMove(moves, int(rng.bounded(__builtin_popcountll(moves))));
}

// A complete game from the initial position; passes are included as PassMove.
inline std::vector<Square> randomGame(quint32 seed)
{
    QRandomGenerator rng(seed);
    Position position;
    std::vector<Square> line;
    while (!position.board.isGameOver()) {
        const Square sq = position.board.mustPass() ? PassMove : randomMove(position, rng);
        position.play(sq);
        line.push_back(sq);
    }
    return line;
}

// Whether the line has a pass that is not part of the final double-pass (games never record
// that one: the game is simply over).
inline bool hasPass(const std::vector<Square>& line)
{
    for (Square sq : line)
        if (sq == PassMove)
            return true;
    return false;
}

} // namespace probcut::test
