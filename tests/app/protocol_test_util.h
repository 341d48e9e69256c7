#pragma once
// Helpers shared by the protocol tests: random legal games from a fixed seed, and finding one
// that reaches a forced pass (so pass handling is tested on real positions, not hand-made ones).
#include "engine/board.h"

#include <random>
#include <vector>

namespace probcut::testutil {

inline Square randomMove(const Board& b, std::mt19937& rng)
{
    Bitboard m = b.legalMoves();
    int k = std::uniform_int_distribution<int>(0, __builtin_popcountll(m) - 1)(rng);
    while (k--)
        m &= m - 1;
    return Square(__builtin_ctzll(m));
}

// Moves of a random game (passes included as PassMove) up to and including the first position
// where the side to move must pass; that position is not passed. Empty if none is found.
inline std::vector<Square> gameUntilForcedPass(unsigned seed)
{
    std::mt19937 rng(seed);
    for (int attempt = 0; attempt < 1000; ++attempt) {
        std::vector<Square> moves;
        Board b = Board::initial();
        while (!b.isGameOver()) {
            if (b.mustPass())
                return moves;
            const Square sq = randomMove(b, rng);
            moves.push_back(sq);
            b = b.played(sq);
        }
    }
    return {};
}

} // namespace probcut::testutil
