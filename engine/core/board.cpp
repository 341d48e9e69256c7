#include "engine/core/board.h"

#include <utility>

namespace probcut {

namespace {

Bitboard flipVertical(Bitboard b) { return __builtin_bswap64(b); }

Bitboard mirrorHorizontal(Bitboard b)
{
    constexpr Bitboard k1 = 0x5555555555555555ULL, k2 = 0x3333333333333333ULL, k4 = 0x0f0f0f0f0f0f0f0fULL;
    b = ((b >> 1) & k1) | ((b & k1) << 1);
    b = ((b >> 2) & k2) | ((b & k2) << 2);
    b = ((b >> 4) & k4) | ((b & k4) << 4);
    return b;
}

// Transpose over the a1-h8 diagonal (bit r*8+c <-> c*8+r), by three delta swaps.
Bitboard flipDiagonal(Bitboard b)
{
    Bitboard t;
    t = 0x0f0f0f0f00000000ULL & (b ^ (b << 28));
    b ^= t ^ (t >> 28);
    t = 0x3333000033330000ULL & (b ^ (b << 14));
    b ^= t ^ (t >> 14);
    t = 0x5500550055005500ULL & (b ^ (b << 7));
    b ^= t ^ (t >> 7);
    return b;
}

} // namespace

Bitboard transform(Bitboard b, Symmetry s)
{
    switch (s) {
    case Symmetry::Identity: return b;
    case Symmetry::FlipVertical: return flipVertical(b);
    case Symmetry::MirrorHorizontal: return mirrorHorizontal(b);
    case Symmetry::Rotate180: return flipVertical(mirrorHorizontal(b));
    case Symmetry::FlipDiagonal: return flipDiagonal(b);
    case Symmetry::FlipAntiDiagonal: return flipVertical(mirrorHorizontal(flipDiagonal(b)));
    case Symmetry::Rotate90: return mirrorHorizontal(flipDiagonal(b));
    case Symmetry::Rotate270: return flipVertical(flipDiagonal(b));
    }
    return b;
}

Square transform(Square sq, Symmetry s)
{
    if (sq < 0 || sq > 63)
        return sq;
    return __builtin_ctzll(transform(squareBit(sq), s));
}

Symmetry inverse(Symmetry s)
{
    if (s == Symmetry::Rotate90)
        return Symmetry::Rotate270;
    if (s == Symmetry::Rotate270)
        return Symmetry::Rotate90;
    return s; // every other symmetry is an involution
}

const char* symmetryName(Symmetry s)
{
    switch (s) {
    case Symmetry::Identity: return "identity";
    case Symmetry::FlipVertical: return "flip-vertical";
    case Symmetry::MirrorHorizontal: return "mirror-horizontal";
    case Symmetry::Rotate180: return "rotate-180";
    case Symmetry::FlipDiagonal: return "flip-diagonal";
    case Symmetry::FlipAntiDiagonal: return "flip-anti-diagonal";
    case Symmetry::Rotate90: return "rotate-90";
    case Symmetry::Rotate270: return "rotate-270";
    }
    return "?";
}

bool Board::isLegal(Square sq) const
{
    if (sq == PassMove)
        return mustPass();
    return sq >= 0 && sq < 64 && (legalMoves() & squareBit(sq)) != 0;
}

Board Board::played(Square sq) const
{
    if (sq == PassMove)
        return passed();
    const Bitboard f = flips(sq);
    return Board{opponent ^ f, player ^ f ^ squareBit(sq)};
}

int Board::finalScore() const
{
    const int p = playerCount(), o = opponentCount(), e = emptyCount();
    if (p > o)
        return p - o + e;
    if (p < o)
        return p - o - e;
    return 0;
}

Board Board::canonical(Symmetry* used) const
{
    Board best = *this;
    Symmetry bestSym = Symmetry::Identity;
    for (Symmetry s : AllSymmetries) {
        const Board t = transformed(s);
        if (t.player < best.player || (t.player == best.player && t.opponent < best.opponent)) {
            best = t;
            bestSym = s;
        }
    }
    if (used)
        *used = bestSym;
    return best;
}

std::uint64_t Board::hash() const { return hashBitboards(player, opponent); }

std::optional<std::string> Board::validate() const
{
    if (player & opponent)
        return std::string("a square holds both colours");
    if (((player | opponent) & CenterSquares) != CenterSquares)
        return std::string("the four centre squares d4, e4, d5, e5 must be occupied");
    return std::nullopt;
}

Position Position::fromColors(Bitboard black, Bitboard white, Color toMove)
{
    return toMove == Color::Black ? Position{Board{black, white}, Color::Black}
                                  : Position{Board{white, black}, Color::White};
}

bool Position::play(Square sq)
{
    if (!board.isLegal(sq))
        return false;
    board = board.played(sq);
    sideToMove = opposite(sideToMove);
    return true;
}

int Position::finalScoreBlack() const
{
    const int s = board.finalScore();
    return sideToMove == Color::Black ? s : -s;
}

} // namespace probcut
