#pragma once
// Move-ordering and leaf-solving data of the endgame solver: the move-list entry and the
// constexpr tables (last-move flip counts, neighbour and parity masks, square preferences).

#include "engine/core/bitboard.h"
#include "engine/core/stability.h"

#include <array>
#include <cstdint>

namespace probcut::detail {

// One move of a node's list: its flips and, from generate(), the opponent's replies, the
// child's hash key and the order value.
struct EndgameMove {
    Bitboard flipped;
    Bitboard replies; // the opponent's moves after this one (generate() only)
    // The child's hash key, when the child probes the table (generate() only: computed once for
    // the prefetch, ETC and the child's own probe).
    std::uint64_t key;
    int square;
    int value;
};

// LastFlipCount[i][pattern]: discs flipped on one line of 8 when the player moves on cell i and
// every other cell of the line is occupied: `pattern` holds the player's cells, all others
// are the opponent's (true at the last empty square). Cells beyond a short diagonal read as
// opponent cells, which can never end a flip, so short lines work unchanged.
constexpr std::array<std::array<std::uint8_t, 256>, 8> makeLastFlipCount()
{
    std::array<std::array<std::uint8_t, 256>, 8> t{};
    for (int i = 0; i < 8; ++i) {
        for (int pat = 0; pat < 256; ++pat) {
            int n = 0;
            int k = i + 1;
            while (k < 8 && !(pat >> k & 1))
                ++k;
            if (k < 8)
                n += k - i - 1;
            k = i - 1;
            while (k >= 0 && !(pat >> k & 1))
                --k;
            if (k >= 0)
                n += i - k - 1;
            t[i][pat] = std::uint8_t(n);
        }
    }
    return t;
}
inline constexpr auto LastFlipCount = makeLastFlipCount();

struct DiagonalPair {
    Bitboard down; // a1-h8 direction (+9) through the square
    Bitboard up;   // h1-a8 direction (+7) through the square
};
constexpr std::array<DiagonalPair, 64> makeDiagonals()
{
    std::array<DiagonalPair, 64> t{};
    for (Square sq = 0; sq < 64; ++sq) {
        Bitboard d = 0, u = 0;
        for (Square s = 0; s < 64; ++s) {
            if (rowOf(s) - columnOf(s) == rowOf(sq) - columnOf(sq))
                d |= squareBit(s);
            if (rowOf(s) + columnOf(s) == rowOf(sq) + columnOf(sq))
                u |= squareBit(s);
        }
        t[sq] = {d, u};
    }
    return t;
}
inline constexpr auto Diagonals = makeDiagonals();

constexpr std::array<Bitboard, 64> makeNeighbours()
{
    std::array<Bitboard, 64> t{};
    for (Square sq = 0; sq < 64; ++sq) {
        for (int dr = -1; dr <= 1; ++dr) {
            for (int dc = -1; dc <= 1; ++dc) {
                const int r = rowOf(sq) + dr, c = columnOf(sq) + dc;
                if ((dr || dc) && r >= 0 && r < 8 && c >= 0 && c < 8)
                    t[sq] |= squareBit(makeSquare(c, r));
            }
        }
    }
    return t;
}
inline constexpr auto Neighbours = makeNeighbours();

constexpr int quadrantOf(Square sq) { return (rowOf(sq) >= 4) * 2 + (columnOf(sq) >= 4); }
inline constexpr std::array<Bitboard, 4> QuadrantMasks{
    0x000000000f0f0f0fULL, 0x00000000f0f0f0f0ULL, 0x0f0f0f0f00000000ULL, 0xf0f0f0f000000000ULL};
// Union of the quadrants whose bit is set in a 4-bit parity mask.
constexpr std::array<Bitboard, 16> makeParityMasks()
{
    std::array<Bitboard, 16> t{};
    for (int m = 0; m < 16; ++m)
        for (int q = 0; q < 4; ++q)
            if (m >> q & 1)
                t[m] |= QuadrantMasks[q];
    return t;
}
inline constexpr auto ParityMasks = makeParityMasks();

// X-squares and C-squares next to corners: tried last among equally ranked moves.
constexpr Bitboard XCSquares = 0x42c300000000c342ULL;

// X-squares (diagonally next to a corner) and C-squares (next to one along the edge).
constexpr Bitboard XSquares = 0x0042000000004200ULL; // b2, g2, b7, g7
constexpr Bitboard CSquares = XCSquares & ~XSquares;

// The square's part of a move's order value (orderValue): corners +16, X-squares -16, C-squares
// -8: a move next to an empty corner tends to give it away, a diagonal one most of all.
constexpr std::array<std::int8_t, 64> makeSquareOrderBonus()
{
    std::array<std::int8_t, 64> t{};
    for (Square sq = 0; sq < 64; ++sq) {
        const Bitboard b = squareBit(sq);
        t[std::size_t(sq)] = (b & Corners) ? 16 : (b & XSquares) ? -16 : (b & CSquares) ? -8 : 0;
    }
    return t;
}
inline constexpr auto SquareOrderBonus = makeSquareOrderBonus();

// The order of the last four empties within a parity class: corners, then the other edge squares,
// the inner squares, C-squares and X-squares last (the preferences of the fastest-first order).
constexpr std::array<std::uint8_t, 64> makeLastSquaresRank()
{
    std::array<std::uint8_t, 64> t{};
    for (Square sq = 0; sq < 64; ++sq) {
        const Bitboard b = squareBit(sq);
        t[std::size_t(sq)] = (b & Corners) ? 0
            : (b & XSquares)               ? 4
            : (b & CSquares)               ? 3
            : (b & BorderSquares)          ? 1
                                           : 2;
    }
    return t;
}
inline constexpr auto LastSquaresRank = makeLastSquaresRank();

} // namespace probcut::detail
