#pragma once
// The perft recursion, a template over the kernel (see kernel.h). Included by perft.cpp
// (portable instantiation) and perft_avx2.cpp (AVX2 instantiation) only.

#include "engine/core/bitboard.h"

#include <cstdint>

namespace probcut::detail {

template <class K>
std::uint64_t perftRecurse(Bitboard p, Bitboard o, int depth)
{
    Bitboard moves = K::moves(p, o);
    if (depth == 1) {
        // Bulk count: each move is a leaf; with no move, a pass or the game's end is one leaf.
        return moves ? std::uint64_t(K::popcount(moves)) : 1;
    }
    if (!moves) {
        if (!K::moves(o, p))
            return 1; // game over before the target depth
        return perftRecurse<K>(o, p, depth - 1);
    }
    std::uint64_t total = 0;
    do {
        const Square sq = __builtin_ctzll(moves);
        moves &= moves - 1;
        const Bitboard f = K::flips(p, o, sq);
        total += perftRecurse<K>(o ^ f, p ^ f ^ squareBit(sq), depth - 1);
    } while (moves);
    return total;
}

template <class K>
std::uint64_t perftRoot(Bitboard p, Bitboard o, int depth)
{
    if (depth <= 0)
        return 1;
    return perftRecurse<K>(p, o, depth);
}

} // namespace probcut::detail
