#pragma once
// Helpers shared by the protocol tests: a small engine, finding a random game from a fixed seed
// that reaches a forced pass (so pass handling is tested on real positions, not hand-made ones),
// and a tiny book.
#include "engine/book/book.h"
#include "engine/core/board.h"
#include "engine/core/notation.h"
#include "engine/engine.h"
#include "tests/random_games.h"

#include <map>
#include <memory>

#include <random>
#include <vector>

namespace probcut::testutil {

// An engine with small hash tables, enough for the protocol tests' short searches.
inline EngineOptions smallEngine()
{
    EngineOptions o;
    o.hashMiB = 4;
    o.endgameHashMiB = 4;
    return o;
}

// Moves of a random game (passes included as PassMove) up to and including the first position
// where the side to move must pass; that position is not passed. Empty if none is found. The
// moves are drawn with test::Pick::Uniform.
inline std::vector<Square> gameUntilForcedPass(unsigned seed)
{
    std::mt19937 rng(seed);
    for (int attempt = 0; attempt < 1000; ++attempt) {
        std::vector<Square> moves;
        Board b = Board::initial();
        while (!b.isGameOver()) {
            if (b.mustPass())
                return moves;
            const Square sq = test::randomMove<test::Pick::Uniform>(b, rng);
            moves.push_back(sq);
            b = b.played(sq);
        }
    }
    return {};
}

// A two-ply book: f5 f4 and f5 d6. After f5 (white to move) f4 is worth +6 to white, d6 -2, and
// every move outside the book -20 (the fake searches' value), so book play answers f5 with f4,
// a move a search would not choose.
inline std::shared_ptr<const Book> tinyBook()
{
    auto book = std::make_shared<Book>();
    BookParams params;
    params.maxPly = 2;
    params.searchDepth = 8;
    params.evaluator = "fake";
    book->setParams(params);
    std::map<std::pair<Bitboard, Bitboard>, double> values;
    auto set = [&](const char* transcript, double value) {
        const Board c = parseTranscript(transcript)->end.board.canonical();
        values[{c.player, c.opponent}] = value;
    };
    set("f5f4", -6); // black to move
    set("f5d6", 2);
    for (const char* game : {"f5f4", "f5d6"})
        (void)book->addGame(parseTranscript(game)->moves, 0);
    book->evaluatePending([&](const Board& b, int) -> std::optional<BookEvaluation> {
        const Board c = b.canonical();
        const auto it = values.find({c.player, c.opponent});
        return BookEvaluation{it == values.end() ? 20.0 : it->second, BookValueSource::Searched, 8, NoSquare};
    });
    return book;
}

} // namespace probcut::testutil
