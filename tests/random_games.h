#pragma once
// Random legal games from the initial position (or any position) for the tests of every layer:
// random moves, random plies (forced passes included), walks to a number of plies or of empty
// squares, and the seeded complete games of the GUI tests.
//
// Many tests check figures found with one exact random sequence (positions reached, counts
// seen, a pass found), so the way a move is drawn is part of a test: each test keeps its
// generator, its seed and its Pick. Passes never draw a random number.

#include "engine/core/board.h"

#include <QRandomGenerator>

#include <cstdint>
#include <limits>
#include <random>
#include <type_traits>
#include <vector>

namespace probcut::test {

// How a random legal move is drawn among the `count` legal moves, in square order.
enum class Pick {
    Modulo,  // rng() % count: any generator whose rng() gives an unsigned number
    Uniform, // std::uniform_int_distribution<int>(0, count - 1)(rng)
    Bounded, // rng.bounded(count): QRandomGenerator, the GUI tests' generator
};

// The n-th set bit of `moves` (n < popcount).
inline Square nthMove(Bitboard moves, int n)
{
    for (Square sq : bits(moves))
        if (n-- == 0)
            return sq;
    return NoSquare;
}

// A random legal move; the side to move must have one.
template <Pick P = Pick::Modulo, class Rng>
Square randomMove(const Board& b, Rng& rng)
{
    static_assert(P == Pick::Bounded || !std::is_same_v<Rng, QRandomGenerator>,
        "the QRandomGenerator games draw with bounded(): Pick::Bounded");
    const Bitboard moves = b.legalMoves();
    const int count = __builtin_popcountll(moves);
    if constexpr (P == Pick::Modulo)
        return nthMove(moves, int(rng() % std::uint64_t(count)));
    else if constexpr (P == Pick::Uniform)
        return nthMove(moves, std::uniform_int_distribution<int>(0, count - 1)(rng));
    else
        return nthMove(moves, int(rng.bounded(count)));
}

// The GUI tests' form: a QRandomGenerator draws with bounded().
inline Square randomMove(const Board& b, QRandomGenerator& rng) { return randomMove<Pick::Bounded>(b, rng); }

// One ply of a random game: PassMove where the side to move must pass, else a random legal move.
// The game must not be over.
template <Pick P = Pick::Modulo, class Rng>
Square randomPly(const Board& b, Rng& rng)
{
    return b.mustPass() ? PassMove : randomMove<P>(b, rng);
}

// Where a random walk stops, besides the end of the game: after `plies` plies (passes count) or
// at `empties` empty squares, whichever comes first.
struct Until {
    int plies = std::numeric_limits<int>::max();
    int empties = 0;

    // Whether a walk at `b` after `played` plies stops there.
    bool reached(const Board& b, int played) const
    {
        return played >= plies || b.emptyCount() <= empties || b.isGameOver();
    }
};

// The position after random plies from `b`.
template <Pick P = Pick::Modulo, class Rng>
Board playRandomly(Board b, Rng& rng, Until until = {})
{
    for (int i = 0; !until.reached(b, i); ++i)
        b = b.played(randomPly<P>(b, rng));
    return b;
}

// Plays random plies on `pos` and returns them (passes as PassMove).
template <Pick P = Pick::Modulo, class Rng>
std::vector<Square> playRandomLine(Position& pos, Rng& rng, Until until = {})
{
    std::vector<Square> line;
    for (int i = 0; !until.reached(pos.board, i); ++i) {
        line.push_back(randomPly<P>(pos.board, rng));
        pos.play(line.back());
    }
    return line;
}

// Every position of a random game from `b` to its end, both included (positions where the side
// to move must pass too).
template <Pick P = Pick::Modulo, class Rng>
std::vector<Board> randomGameBoards(Board b, Rng& rng)
{
    std::vector<Board> boards{b};
    while (!b.isGameOver()) {
        b = b.played(randomPly<P>(b, rng));
        boards.push_back(b);
    }
    return boards;
}

// A position of a random game from the start with exactly `empties` empty squares where the side
// to move has a move (games that miss it are replayed with the next random numbers).
template <Pick P = Pick::Modulo, class Rng>
Board randomPosition(Rng& rng, int empties)
{
    for (;;) {
        const Board b = playRandomly<P>(Board::initial(), rng, {.empties = empties});
        if (b.emptyCount() == empties && b.legalMoves())
            return b;
    }
}

// A position of a random game from the start after `plies` plies (passes count), fewer where the
// next move would end the game: the game is never over (the side to move may have to pass).
template <Pick P = Pick::Modulo, class Rng>
Board randomPlayout(Rng& rng, int plies)
{
    Board b = Board::initial();
    for (int i = 0; i < plies; ++i) {
        if (b.mustPass()) {
            b = b.passed();
            continue;
        }
        const Board next = b.played(randomMove<P>(b, rng));
        if (next.isGameOver())
            break;
        b = next;
    }
    return b;
}

// The GUI tests' seeded complete game from the initial position; passes are included as PassMove.
inline std::vector<Square> randomGame(quint32 seed)
{
    QRandomGenerator rng(seed);
    Position position;
    return playRandomLine<Pick::Bounded>(position, rng);
}

// Whether the line has a pass (games never record the final double pass: the game is simply over).
inline bool hasPass(const std::vector<Square>& line)
{
    for (Square sq : line)
        if (sq == PassMove)
            return true;
    return false;
}

// The first seed whose randomGame has a pass before the end (0 if none below 100,000).
inline quint32 seedWithPass()
{
    for (quint32 seed = 1; seed < 100000; ++seed)
        if (hasPass(randomGame(seed)))
            return seed;
    return 0;
}

} // namespace probcut::test
