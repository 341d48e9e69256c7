#pragma once
// Stable discs: the solver's stability cut-off (endgame_impl.h) and the classic evaluation's
// feature (classic_eval.cpp) count the same set. A template over the move kernel like the rest
// of the solver, so that no non-template inline code is shared between units compiled for
// different instruction sets (it needs no K:: function itself).

#include "engine/core/bitboard.h"

namespace probcut::detail {

constexpr Bitboard FileA = 0x0101010101010101ULL;
constexpr Bitboard FileH = 0x8080808080808080ULL;
constexpr Bitboard Rank1 = 0x00000000000000ffULL;
constexpr Bitboard Rank8 = 0xff00000000000000ULL;
constexpr Bitboard BorderSquares = FileA | FileH | Rank1 | Rank8;
constexpr Bitboard NotABFiles = 0xfcfcfcfcfcfcfcfcULL;
constexpr Bitboard NotGHFiles = 0x3f3f3f3f3f3f3f3fULL;
constexpr Bitboard FilesAToD = 0x0f0f0f0f0f0f0f0fULL;
constexpr Bitboard FilesEToH = 0xf0f0f0f0f0f0f0f0ULL;

// Discs of `d` that can never be flipped: all four lines through them are full, or along
// each line one neighbour is the board's edge or a stable disc of the same colour.
// The rounds run to the full set: shortcuts (edge runs filled first, rounds stopped at the count
// the cut needs) are faster alone in a loop but slower in the solve. (Always inlined: the
// solver's stability cuts call it.)
template <class K>
[[gnu::always_inline]] inline Bitboard stableDiscs(Bitboard d, Bitboard occupied)
{
    Bitboard h = occupied;
    h &= h >> 4;
    h &= h >> 2;
    h &= h >> 1;
    const Bitboard fullH = (h & FileA) * 0xff;
    Bitboard v = occupied;
    v &= v >> 32;
    v &= v >> 16;
    v &= v >> 8;
    const Bitboard fullV = (v & 0xff) * FileA;
    // Diagonals: the empty squares smeared along the line both ways by 1, 2 and 4 steps
    // (masks stop the shifts wrapping around the board's sides); what stays clear is full.
    const Bitboard empty = ~occupied;
    Bitboard e9 = empty | ((empty << 9) & NotAFile) | ((empty >> 9) & NotHFile);
    e9 |= ((e9 << 18) & NotABFiles) | ((e9 >> 18) & NotGHFiles);
    e9 |= ((e9 << 36) & FilesEToH) | ((e9 >> 36) & FilesAToD);
    Bitboard e7 = empty | ((empty << 7) & NotHFile) | ((empty >> 7) & NotAFile);
    e7 |= ((e7 << 14) & NotGHFiles) | ((e7 >> 14) & NotABFiles);
    e7 |= ((e7 << 28) & FilesAToD) | ((e7 >> 28) & FilesEToH);
    const Bitboard fullD9 = ~e9, fullD7 = ~e7;
    const Bitboard safeH = fullH | FileA | FileH;
    const Bitboard safeV = fullV | Rank1 | Rank8;
    const Bitboard safeD9 = fullD9 | BorderSquares;
    const Bitboard safeD7 = fullD7 | BorderSquares;
    // To start: discs whose four lines are full, the corners, and the discs of full edges
    // (which only need their edge full). Nothing else can be stable without a stable neighbour,
    // so an empty start ends the search. (Without the full edges here, a full edge of which `d`
    // holds no corner would go uncounted.)
    Bitboard stable = d
        & ((fullH & fullV & fullD9 & fullD7) | Corners | (fullH & (Rank1 | Rank8))
            | (fullV & (FileA | FileH)));
    if (!stable)
        return 0;
    for (;;) {
        const Bitboard s = d & (safeH | ((stable << 1) & NotAFile) | ((stable >> 1) & NotHFile))
            & (safeV | (stable << 8) | (stable >> 8))
            & (safeD9 | ((stable << 9) & NotAFile) | ((stable >> 9) & NotHFile))
            & (safeD7 | ((stable << 7) & NotHFile) | ((stable >> 7) & NotAFile));
        const Bitboard next = stable | s;
        if (next == stable)
            break;
        stable = next;
    }
    return stable;
}

} // namespace probcut::detail
