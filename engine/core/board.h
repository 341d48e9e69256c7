#pragma once
// The board as the engine sees it: two bitboards relative to the side to move ({player,
// opponent}, as in Edax), so search code never branches on colour. Colour appears only at the
// edges, in Position. Also: make/undo, passes, game end, the final score with empties to the
// winner, the eight symmetries, a canonical form and a hash for transposition tables and books.
// Called by notation, perft, search, the book and the GUI's GameModel.

#include "engine/core/bitboard.h"
#include "engine/core/kernel_portable.h"

#include <array>
#include <cstdint>
#include <optional>
#include <string>

namespace probcut {

enum class Color : std::uint8_t { Black, White };
constexpr Color opposite(Color c) { return c == Color::Black ? Color::White : Color::Black; }

// The eight symmetries of the square, as maps of the board onto itself.
enum class Symmetry : std::uint8_t {
    Identity,
    FlipVertical,     // row r -> 7 - r
    MirrorHorizontal, // column c -> 7 - c
    Rotate180,
    FlipDiagonal,     // transpose: a1-h8 diagonal fixed
    FlipAntiDiagonal, // h1-a8 diagonal fixed
    Rotate90,         // clockwise
    Rotate270,
};
inline constexpr std::array<Symmetry, 8> AllSymmetries{Symmetry::Identity, Symmetry::FlipVertical,
    Symmetry::MirrorHorizontal, Symmetry::Rotate180, Symmetry::FlipDiagonal, Symmetry::FlipAntiDiagonal,
    Symmetry::Rotate90, Symmetry::Rotate270};

Bitboard transform(Bitboard b, Symmetry s);
Square transform(Square sq, Symmetry s); // PassMove and NoSquare map to themselves
Symmetry inverse(Symmetry s);
const char* symmetryName(Symmetry s);

struct Board {
    Bitboard player = 0;
    Bitboard opponent = 0;

    static constexpr Board initial()
    {
        // Black (to move) on d5 and e4, white on d4 and e5.
        return Board{squareBit(makeSquare(3, 4)) | squareBit(makeSquare(4, 3)),
            squareBit(makeSquare(3, 3)) | squareBit(makeSquare(4, 4))};
    }

    constexpr bool operator==(const Board&) const = default;

    Bitboard empties() const { return ~(player | opponent); }
    int emptyCount() const { return __builtin_popcountll(empties()); }
    int discCount() const { return 64 - emptyCount(); }
    int playerCount() const { return __builtin_popcountll(player); }
    int opponentCount() const { return __builtin_popcountll(opponent); }

    Bitboard legalMoves() const { return PortableKernel::moves(player, opponent); }
    Bitboard opponentMoves() const { return PortableKernel::moves(opponent, player); }
    Bitboard flips(Square sq) const { return PortableKernel::flips(player, opponent, sq); }
    bool isLegal(Square sq) const;

    bool mustPass() const { return legalMoves() == 0 && opponentMoves() != 0; }
    bool isGameOver() const { return legalMoves() == 0 && opponentMoves() == 0; }

    // The position after `sq` (or PassMove), seen from the new side to move. No legality check.
    Board played(Square sq) const;
    Board passed() const { return Board{opponent, player}; }

    // In-place make/undo with the flip set, for searches that keep one board.
    void makeMove(Square sq, Bitboard flipped)
    {
        player ^= flipped | squareBit(sq);
        opponent ^= flipped;
        std::swap(player, opponent);
    }
    void undoMove(Square sq, Bitboard flipped)
    {
        std::swap(player, opponent);
        player ^= flipped | squareBit(sq);
        opponent ^= flipped;
    }

    // Final disc difference for the side to move, empties given to the winner (WTHOR/FFO rule).
    int finalScore() const;

    Board transformed(Symmetry s) const { return Board{transform(player, s), transform(opponent, s)}; }
    // The least of the eight transforms (by (player, opponent)); `used` receives the symmetry.
    Board canonical(Symmetry* used = nullptr) const;

    // 64-bit hash of (player, opponent), well mixed so low bits index a table.
    std::uint64_t hash() const;
    std::uint64_t canonicalHash() const { return canonical().hash(); }

    // Sanity of a position read from outside: no square owned twice and the four centre squares
    // occupied (they can never become empty in a real game).
    std::optional<std::string> validate() const;
};

// A board with its colours: what notation, files and the GUI deal in.
struct Position {
    Board board = Board::initial();
    Color sideToMove = Color::Black;

    static constexpr Position initial() { return Position{}; }
    bool operator==(const Position&) const = default;

    Bitboard black() const { return sideToMove == Color::Black ? board.player : board.opponent; }
    Bitboard white() const { return sideToMove == Color::Black ? board.opponent : board.player; }
    static Position fromColors(Bitboard black, Bitboard white, Color toMove);

    // Plays a square or PassMove; returns false (and changes nothing) if it is not legal.
    bool play(Square sq);
    Position transformed(Symmetry s) const { return Position{board.transformed(s), sideToMove}; }
    // Final score for Black (empties to the winner).
    int finalScoreBlack() const;
};

} // namespace probcut
