#pragma once
// The portable move-generation and flip kernel: plain 64-bit integer code that runs on any
// x86-64 (or any 64-bit CPU). Hot engine code is written as templates over a kernel type so the
// same search is instantiated once per kernel (see kernel.h); this one is the reference the
// AVX2 kernel is tested against, and the fallback on CPUs without AVX2/BMI2.

#include "engine/core/bitboard.h"
#include "engine/core/rays.h"

namespace probcut {

struct PortableKernel {
    static constexpr const char* Name = "portable";
    static constexpr bool VectorPatterns = false; // the pattern evaluation's scalar code

    static int popcount(Bitboard b) { return __builtin_popcountll(b); }

    // Legal moves of `p` against `o`: for each direction, opponent runs adjacent to p are
    // grown by pairwise doubling (1, 2, 4, 6 squares), the square just beyond is a move if empty.
    static Bitboard moves(Bitboard p, Bitboard o)
    {
        const Bitboard om = o & InnerColumns; // horizontal and diagonal runs must not wrap
        const Bitboard empty = ~(p | o);
        return (movesDir<1>(p, om) | movesDir<8>(p, o) | movesDir<9>(p, om) | movesDir<7>(p, om)) & empty;
    }

    // Discs flipped when `p` plays on the empty square `sq` (0 if the move is illegal).
    // For each direction, the first square along the ray that is not an opponent disc is
    // located with a bit scan; if it holds one of our discs, the squares between are flipped.
    static Bitboard flips(Bitboard p, Bitboard o, Square sq)
    {
        const SquareRays& r = Rays[sq];
        Bitboard f = 0;
        for (int d = 0; d < 4; ++d) {
            const Bitboard t = ~o & r.ray[d];
            const Bitboard first = t & (0 - t); // lowest = nearest along an increasing ray
            f |= (first - 1) & r.ray[d] & (0 - Bitboard((first & p) != 0));
        }
        for (int d = 4; d < 8; ++d) {
            const Bitboard t = ~o & r.ray[d];
            const Bitboard first = Bitboard(1) << (63 - __builtin_clzll(t | 1)); // highest
            f |= r.ray[d] & ~((first << 1) - 1) & (0 - Bitboard((first & p & t) != 0));
        }
        return f;
    }

    // flips(p, o, sq), and in *replies the opponent's legal moves after the move (the solver's
    // move ordering needs both; the AVX2 kernel computes them without leaving its registers).
    static Bitboard flipsWithReplies(Bitboard p, Bitboard o, Square sq, Bitboard* replies)
    {
        const Bitboard f = flips(p, o, sq);
        *replies = moves(o ^ f, p ^ f ^ squareBit(sq));
        return f;
    }

    // flipsWithReplies, and in *own the mover's legal moves after the move.
    static Bitboard flipsWithBothMoves(Bitboard p, Bitboard o, Square sq, Bitboard* replies, Bitboard* own)
    {
        const Bitboard f = flips(p, o, sq);
        *replies = moves(o ^ f, p ^ f ^ squareBit(sq));
        *own = moves(p ^ f ^ squareBit(sq), o ^ f);
        return f;
    }

    // The opponent's replies and the mover's own moves after p played sq flipping f.
    static void movesAfter(Bitboard p, Bitboard o, Bitboard f, Square sq, Bitboard* replies, Bitboard* own)
    {
        *replies = moves(o ^ f, p ^ f ^ squareBit(sq));
        *own = moves(p ^ f ^ squareBit(sq), o ^ f);
    }

private:
    template <int S>
    static Bitboard movesDir(Bitboard p, Bitboard om)
    {
        Bitboard fl = shl<S>(p) & om;
        fl |= shl<S>(fl) & om;
        const Bitboard prel = om & shl<S>(om);
        fl |= shl<2 * S>(fl) & prel;
        fl |= shl<2 * S>(fl) & prel;
        Bitboard fr = shr<S>(p) & om;
        fr |= shr<S>(fr) & om;
        const Bitboard prer = om & shr<S>(om);
        fr |= shr<2 * S>(fr) & prer;
        fr |= shr<2 * S>(fr) & prer;
        return shl<S>(fl) | shr<S>(fr);
    }
    template <int S>
    static Bitboard shl(Bitboard b)
    {
        return b << S;
    }
    template <int S>
    static Bitboard shr(Bitboard b)
    {
        return b >> S;
    }
};

} // namespace probcut
