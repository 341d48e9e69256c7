#pragma once
// Bitboard primitives shared by every engine unit. A square is an index 0..63 with a1 = 0
// (top-left as the board is printed), h1 = 7, a8 = 56, h8 = 63: bit (row * 8 + column).
// Everything here is constexpr data or trivially inlined arithmetic, so it is safe to include
// from translation units compiled for different instruction sets (see kernel.h).

#include <cstdint>
#include <string>
#include <string_view>

namespace probcut {

using Bitboard = std::uint64_t;
using Square = int;

constexpr Square NoSquare = -1;
// A pass is represented as a move to this pseudo-square (it is a ply in perft and in games).
constexpr Square PassMove = 64;

constexpr Bitboard squareBit(Square sq) { return Bitboard{1} << sq; }
constexpr Square makeSquare(int column, int row) { return row * 8 + column; }
constexpr int columnOf(Square sq) { return sq & 7; }
constexpr int rowOf(Square sq) { return sq >> 3; }

constexpr Bitboard NotAFile = 0xfefefefefefefefeULL;
constexpr Bitboard NotHFile = 0x7f7f7f7f7f7f7f7fULL;
constexpr Bitboard InnerColumns = 0x7e7e7e7e7e7e7e7eULL;
constexpr Bitboard Corners = 0x8100000000000081ULL;
constexpr Bitboard CenterSquares = 0x0000001818000000ULL;

// The squares next to a square of b in any of the eight directions (b's own squares only where
// they are next to another): the row neighbours first, then the rows above and below.
constexpr Bitboard neighbours(Bitboard b)
{
    const Bitboard h = ((b << 1) & NotAFile) | ((b >> 1) & NotHFile);
    const Bitboard row = b | h;
    return h | (row << 8) | (row >> 8);
}

// "a1".."h8"; "pa" for PassMove; "--" for anything else.
inline std::string squareName(Square sq)
{
    if (sq == PassMove)
        return "pa";
    if (sq < 0 || sq > 63)
        return "--";
    return {char('a' + columnOf(sq)), char('1' + rowOf(sq))};
}

// Full-avalanche 64-bit finaliser (MurmurHash3's fmix64): every input bit affects every output
// bit, so hashes of bitboards that differ only in one row still differ everywhere.
constexpr std::uint64_t mix64(std::uint64_t h)
{
    h ^= h >> 33;
    h *= 0xff51afd7ed558ccdULL;
    h ^= h >> 33;
    h *= 0xc4ceb9fe1a85ec53ULL;
    h ^= h >> 33;
    return h;
}

// Hash of a (player, opponent) pair. Each half is mixed on its own before they are combined:
// combining first (p*C1 ^ o*C2) lets differences confined to the top rows cancel, because a
// multiplication only carries upwards. The factor 3 makes (p, o) and (o, p) hash differently.
constexpr std::uint64_t hashBitboards(Bitboard player, Bitboard opponent)
{
    return mix64(player) ^ mix64(opponent ^ 0x9e3779b97f4a7c15ULL) * 3;
}

// The high and low halves of a full 64 x 64 -> 128-bit product, XORed: every input bit reaches
// the high half, and the low bits of the low half come from the low bits of the inputs alone, so
// the two halves complement each other (one multiplication, where mix64 needs two and three
// shift-XORs).
constexpr std::uint64_t foldedProduct(std::uint64_t a, std::uint64_t b)
{
    const unsigned __int128 m = static_cast<unsigned __int128>(a) * b;
    return std::uint64_t(m) ^ std::uint64_t(m >> 64);
}

// A cheaper hash of a (player, opponent) pair, for the endgame solver's table, where the keys of
// every child of every node with 6 or more empties are computed: each half is mixed on its own
// by one folded product with its own odd factor (so (p, o) and (o, p) differ), then combined.
// The solver searches the same nodes with it as with hashBitboards, in less time.
// test_board checks it for collisions between positions that differ in one or two squares and
// across 300,000 positions of random games.
constexpr std::uint64_t quickHashBitboards(Bitboard player, Bitboard opponent)
{
    return foldedProduct(player, 0x9e3779b97f4a7c15ULL)
        ^ foldedProduct(opponent ^ 0x2d358dccaa6c78a5ULL, 0xc4ceb9fe1a85ec53ULL);
}

// Iterate the set bits of a bitboard, lowest first: for (Square s : bits(b)).
class BitIterator {
public:
    constexpr explicit BitIterator(Bitboard b) : m_bits(b) {}
    constexpr Square operator*() const { return __builtin_ctzll(m_bits); }
    constexpr BitIterator& operator++()
    {
        m_bits &= m_bits - 1;
        return *this;
    }
    constexpr bool operator!=(const BitIterator& other) const { return m_bits != other.m_bits; }

private:
    Bitboard m_bits;
};

struct Bits {
    Bitboard value;
    constexpr BitIterator begin() const { return BitIterator(value); }
    constexpr BitIterator end() const { return BitIterator(0); }
};
constexpr Bits bits(Bitboard b) { return Bits{b}; }

} // namespace probcut
