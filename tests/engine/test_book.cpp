// Opening book unit: small synthetic game sets whose negamax values are computed by hand
// (symmetric duplicates, transpositions, deviations, game-result labels, exact leaves), the
// chooseMove rule, learning from a lost game, resumable evaluation, and the file format's
// round trip and rejection of damaged files.
#include "engine/book/book.h"
#include "engine/core/notation.h"
#include "engine/formats/wthor.h"
#include "tests/shared_data.h"

#include <QtTest>

#include <map>
#include <set>

using namespace probcut;

namespace {

std::vector<Square> line(const char* transcript)
{
    auto l = parseTranscript(transcript);
    if (!l.ok())
        qFatal("bad transcript %s: %s", transcript, l.error().describe().c_str());
    return l->moves;
}

Board after(const char* transcript)
{
    auto l = parseTranscript(transcript);
    if (!l.ok())
        qFatal("bad transcript %s", transcript);
    return l->end.board;
}

// A fake search: a table of values (for the side to move) by canonical position, and a default
// for everything else. Counts its calls; can be told to give up after a number of calls.
struct FakeEvaluator {
    std::map<std::pair<Bitboard, Bitboard>, double> table;
    double fallback = 20;
    int calls = 0;
    int failAfter = -1;

    void set(const char* transcript, double value)
    {
        const Board c = after(transcript).canonical();
        table[{c.player, c.opponent}] = value;
    }
    BookEvaluator fn()
    {
        return [this](const Board& b, int) -> std::optional<BookEvaluation> {
            if (failAfter >= 0 && calls >= failAfter)
                return std::nullopt;
            ++calls;
            const Board c = b.canonical();
            auto it = table.find({c.player, c.opponent});
            return BookEvaluation{
                it == table.end() ? fallback : it->second, BookValueSource::Searched, 8, NoSquare};
        };
    }
};

Book makeBook(int maxPly)
{
    Book book;
    BookParams p;
    p.maxPly = maxPly;
    p.evaluator = "fake";
    p.sources = "synthetic";
    book.setParams(p);
    return book;
}

void add(Book& book, const char* transcript, int blackResult)
{
    auto r = book.addGame(line(transcript), blackResult);
    if (!r.ok())
        qFatal("addGame %s: %s", transcript, r.error().describe().c_str());
}

const BookMoveInfo* findMove(const BookPositionInfo& info, const char* square)
{
    for (const auto& m : info.moves)
        if (squareName(m.move) == square)
            return &m;
    return nullptr;
}

// Scenario B: f5 d6 and f5 f6 in the book, f4 (not in the book) is white's deviation at X.
Book deviationBook(FakeEvaluator& fake)
{
    Book book = makeBook(2);
    add(book, "f5 d6", 10);
    add(book, "f5 f6", 2);
    fake.set("f5 d6", -2); // black to move
    fake.set("f5 f6", +1);
    fake.set("f5 f4", -6);
    book.evaluatePending(fake.fn());
    return book;
}

// Scenario D: two move orders of the same position (f5 d6 c3 d3 c4 = f5 d6 c4 d3 c3).
Book transpositionBook(FakeEvaluator& fake)
{
    Book book = makeBook(5);
    add(book, "f5 d6 c3 d3 c4", 6);
    add(book, "f5 d6 c4 d3 c3", -2);
    fake.set("f5 d6 c3 d3 c4", 5); // white to move
    fake.fallback = 20;            // every deviation is worth -20 to its mover
    book.evaluatePending(fake.fn());
    return book;
}

std::uint64_t fnv(const std::vector<std::uint8_t>& bytes)
{
    std::uint64_t h = 0xcbf29ce484222325ULL;
    for (std::size_t k = 0; k < bytes.size(); ++k)
        if (k < 32 || k >= 40)
            h = (h ^ bytes[k]) * 0x100000001b3ULL;
    return h;
}
void reseal(std::vector<std::uint8_t>& bytes)
{
    const std::uint64_t h = fnv(bytes);
    for (int k = 0; k < 8; ++k)
        bytes[32 + std::size_t(k)] = std::uint8_t(h >> (8 * k));
}

} // namespace

class TestBook : public QObject {
    Q_OBJECT

private slots:
    void symmetricDuplicatesShareNodes()
    {
        Book book = makeBook(2);
        add(book, "f5 d6", 10);
        add(book, "e6 f4", -4); // the same opening reflected in the a1-h8 diagonal
        add(book, "f5 f6", 2);
        add(book, "f5 f4", 0);
        QCOMPARE(book.size(), std::size_t(5)); // start, f5, and three replies
        const Book::Node* y = book.node(after("e6 f4"));
        QVERIFY(y);
        QCOMPARE(y, book.node(after("f5 d6")));
        QCOMPARE(y->games, 2u);
        QCOMPARE(y->wins, 1u); // black to move: won game 1, lost game 2
        QCOMPARE(y->losses, 1u);
        const Book::Node* x = book.node(after("d3")); // same as f5 by symmetry
        QCOMPARE(x->games, 4u);
        QCOMPARE(x->wins, 1u); // white to move
        QCOMPARE(x->draws, 1u);
        QCOMPARE(x->losses, 2u);
        const Book::Node* root = book.node(Board::initial());
        QCOMPARE(root->games, 4u);
        QCOMPARE(root->wins, 2u);
    }

    void gameResultLabelsPropagate()
    {
        Book book = makeBook(2);
        add(book, "f5 d6", 10);
        add(book, "e6 f4", -4);
        add(book, "f5 f6", 2);
        add(book, "f5 f4", 0);
        book.propagate();
        // Leaves: mean results for black: d6 (+10 - 4)/2 = +3, f6 +2, f4 0. White at f5 takes
        // the best for it: max(-3, -2, -0) = 0 (f4). The start position is worth -0.
        const auto x = book.lookup(after("f5"));
        QVERIFY(x);
        QCOMPARE(x->value, 0.0);
        QCOMPARE(x->source, BookValueSource::GameResult);
        QCOMPARE(findMove(*x, "d6")->value, -3.0);
        QCOMPARE(findMove(*x, "f6")->value, -2.0);
        QCOMPARE(findMove(*x, "f4")->value, 0.0);
        // Three leaves, and the deviations of f5 and the start (never searched yet).
        QCOMPARE(book.pendingCount(), std::size_t(5));
        QCOMPARE(book.lookup(Board::initial())->value, 0.0);
    }

    void searchedLeavesNegamax()
    {
        Book book = makeBook(2);
        add(book, "f5 d6", 10);
        add(book, "e6 f4", -4);
        add(book, "f5 f6", 2);
        add(book, "f5 f4", 0);
        FakeEvaluator fake;
        fake.set("f5 d6", -2);
        fake.set("f5 f6", 1);
        fake.set("f5 f4", 4);
        QVERIFY(book.evaluatePending(fake.fn()));
        // Every move of the start and of f5 is in the book: no deviation is searched.
        QCOMPARE(fake.calls, 3);
        QCOMPARE(book.pendingCount(), std::size_t(0));
        const auto x = book.lookup(after("f5"));
        QCOMPARE(x->value, 2.0); // max(+2, -1, -4) for white
        QCOMPARE(x->source, BookValueSource::Searched);
        QCOMPARE(x->moves.size(), std::size_t(3));
        QCOMPARE(squareName(x->moves[0].move), std::string("d6"));
        const auto root = book.lookup(Board::initial());
        QCOMPARE(root->value, -2.0);
        QCOMPARE(root->moves.size(), std::size_t(4)); // d3 c4 f5 e6, one position
        for (const auto& m : root->moves) {
            QCOMPARE(m.value, -2.0);
            QCOMPARE(m.games, 4u);
            QCOMPARE(m.wins, 2u); // black's view
            QCOMPARE(m.deepestLine, 2);
        }
    }

    void deviationIsSearchedAndMapped()
    {
        FakeEvaluator fake;
        Book book = deviationBook(fake);
        // White at f5: d6 +2, f6 -1 (book), f4 +6 (deviation, not in the book).
        const auto x = book.lookup(after("f5"));
        QCOMPARE(x->value, 6.0);
        QCOMPARE(x->moves.size(), std::size_t(3));
        QCOMPARE(squareName(x->moves[0].move), std::string("f4"));
        QVERIFY(!x->moves[0].inBook);
        QCOMPARE(x->moves[0].value, 6.0);
        QCOMPARE(x->moves[0].searchDepth, 9); // the child searched to 8, plus the move
        QCOMPARE(findMove(*x, "d6")->value, 2.0);
        QCOMPARE(findMove(*x, "f6")->value, -1.0);
        QCOMPARE(book.lookup(Board::initial())->value, -6.0);
        // The same position reached by e6 (transposed): squares are mapped back.
        const auto t = book.lookup(after("e6"));
        QCOMPARE(t->value, 6.0);
        QCOMPARE(squareName(t->moves[0].move), std::string("d6")); // f4 transposed
        QVERIFY(!t->moves[0].inBook);
        QCOMPARE(findMove(*t, "f4")->value, 2.0); // d6 transposed
        QCOMPARE(findMove(*t, "f6")->value, -1.0);
        // Once f4 is played into the book, the deviation must be searched again.
        add(book, "f5 f4", 0);
        book.propagate();
        QCOMPARE(book.pendingCount(), std::size_t(2)); // f5's deviation and the new leaf
    }

    void restrictedDeviationSearchGivesTheSameBook()
    {
        // The one-search deviation (restricted to moves outside the book) must find what the
        // child-by-child evaluation finds.
        FakeEvaluator a;
        Book reference = transpositionBook(a);
        Book book = makeBook(5);
        add(book, "f5 d6 c3 d3 c4", 6);
        add(book, "f5 d6 c4 d3 c3", -2);
        FakeEvaluator b;
        b.set("f5 d6 c3 d3 c4", 5);
        int restrictedCalls = 0;
        auto evaluate = b.fn();
        BookDeviationSearch restricted
            = [&](const Board& board, Bitboard allowed) -> std::optional<BookEvaluation> {
            ++restrictedCalls;
            std::optional<BookEvaluation> best;
            for (Bitboard m = allowed; m; m &= m - 1) {
                const Square sq = __builtin_ctzll(m);
                auto e = evaluate(board.played(sq), 1);
                if (!best || -e->value > best->value)
                    best = BookEvaluation{-e->value, BookValueSource::Searched, e->depth + 1, sq};
            }
            return best;
        };
        QVERIFY(book.evaluatePending(b.fn(), nullptr, {}, restricted));
        QVERIFY(restrictedCalls > 0);
        QCOMPARE(book.serialize(), reference.serialize());
    }

    void transpositionsAreOneNode()
    {
        FakeEvaluator fake;
        Book book = transpositionBook(fake);
        QCOMPARE(book.size(), std::size_t(8));
        const Book::Node* p = book.node(after("f5 d6 c4 d3 c3"));
        QCOMPARE(p, book.node(after("f5 d6 c3 d3 c4")));
        QCOMPARE(p->games, 2u);
        QCOMPARE(p->wins, 1u); // white to move: lost game 1 (+6 black), won game 2
        // P = +5 (white); the two black positions before it: -5 (deviations are -20);
        // white before those +5; black after f5 d6: -5; white after f5: +5; start: -5.
        QCOMPARE(book.lookup(after("f5 d6 c3 d3"))->value, -5.0);
        QCOMPARE(book.lookup(after("f5 d6 c4 d3"))->value, -5.0);
        QCOMPARE(book.lookup(after("f5 d6 c3"))->value, 5.0);
        const auto yd = book.lookup(after("f5 d6"), true);
        QCOMPARE(yd->value, -5.0);
        QCOMPARE(findMove(*yd, "c3")->positionsBelow, std::uint64_t(3));
        QCOMPARE(findMove(*yd, "c4")->positionsBelow, std::uint64_t(3));
        const auto x = book.lookup(after("f5"), true);
        QCOMPARE(x->value, 5.0);
        QCOMPARE(findMove(*x, "d6")->positionsBelow, std::uint64_t(6)); // P counted once
        QCOMPARE(findMove(*x, "d6")->deepestLine, 4);
        QCOMPARE(book.lookup(Board::initial())->value, -5.0);
        QCOMPARE(book.lookup(Board::initial())->deepestLine, 5);
        const BookStats s = book.stats();
        QCOMPARE(s.nodes, std::uint64_t(8));
        QCOMPARE(s.leaves, std::uint64_t(1));
        QCOMPARE(s.nodesByPly.size(), std::size_t(6));
        QCOMPARE(s.nodesByPly[3], std::uint64_t(2));
        QCOMPARE(s.nodesByPly[5], std::uint64_t(1));
    }

    void chooseMoveRule()
    {
        FakeEvaluator fake;
        Book book = deviationBook(fake); // white at f5: f4 +6 (deviation), d6 +2, f6 -1
        const Board x = after("f5");
        std::mt19937_64 rng(42);
        for (int k = 0; k < 50; ++k) {
            const auto c = book.chooseMove(x, 0, rng);
            QVERIFY(c);
            QCOMPARE(squareName(c->move), std::string("f4"));
            QVERIFY(c->leavesBook);
        }
        std::set<std::string> seen;
        for (int k = 0; k < 200; ++k)
            seen.insert(squareName(book.chooseMove(x, 5, rng)->move));
        QCOMPARE(seen, (std::set<std::string>{"f4", "d6"}));
        // f6 loses (-1): never chosen while non-losing moves exist, however large the randomness.
        seen.clear();
        for (int k = 0; k < 200; ++k)
            seen.insert(squareName(book.chooseMove(x, 100, rng)->move));
        QCOMPARE(seen, (std::set<std::string>{"f4", "d6"}));
        QVERIFY(!book.chooseMove(after("f5 d6 c3"), 10, rng)); // not in the book

        // Every move loses: the least bad is played, whatever the randomness.
        Book losing = makeBook(2);
        add(losing, "f5 d6", 1);
        add(losing, "f5 f6", 1);
        add(losing, "f5 f4", 1);
        FakeEvaluator f2;
        f2.set("f5 d6", 2);
        f2.set("f5 f6", 1);
        f2.set("f5 f4", 3);
        losing.evaluatePending(f2.fn());
        for (int k = 0; k < 50; ++k)
            QCOMPARE(squareName(losing.chooseMove(x, 10, rng)->move), std::string("f6"));
    }

    void learningNeverRepeatsALostLine()
    {
        // A 9-move wipe-out: black wins 64-0. White's book moves along it are then known lost.
        Book book = makeBook(60);
        const auto moves = line("d3 c3 b3 d2 e1 d6 d7 e3 f4");
        QCOMPARE(book.addGame(moves, 64).value(), 10);
        FakeEvaluator fake;
        fake.fallback = 0; // every deviation is a draw
        QVERIFY(book.evaluatePending(fake.fn()));
        const auto end = book.lookup(after("d3 c3 b3 d2 e1 d6 d7 e3 f4"));
        QCOMPARE(end->value, -64.0);
        QCOMPARE(end->source, BookValueSource::Exact);
        // Black replays the winning line; white plays from the book with a large randomness.
        // White may follow the line for a while (its moves there are worth 0, like the
        // deviations), but must leave it before the end, at the latest at its last decision.
        std::mt19937_64 rng(7);
        int deviatedAtLast = 0;
        for (int game = 0; game < 200; ++game) {
            Position pos = Position::initial();
            std::size_t k = 0;
            for (; k < moves.size(); ++k) {
                if (pos.sideToMove == Color::White) {
                    const auto c = book.chooseMove(pos.board, 100, rng);
                    QVERIFY(c);
                    if (c->move != moves[k])
                        break;
                }
                pos.play(moves[k]);
            }
            QVERIFY2(k < moves.size(), "white repeated the lost line");
            deviatedAtLast += k == moves.size() - 2;
        }
        QVERIFY(deviatedAtLast > 0); // the walk does reach the last decision sometimes
        const auto c = book.chooseMove(after("d3 c3 b3 d2 e1 d6 d7"), 100, rng);
        QVERIFY(c->value >= 0);
        // Black's book move before the end wins by 64; the source is "searched" because the
        // alternative (the deviation) is only searched.
        const auto last = book.lookup(after("d3 c3 b3 d2 e1 d6 d7 e3"));
        QCOMPARE(findMove(*last, "f4")->value, 64.0);
        QCOMPARE(findMove(*last, "f4")->source, BookValueSource::Exact);
        QCOMPARE(last->source, BookValueSource::Searched);
        // Learning again adds counts, not nodes.
        QCOMPARE(book.addGame(moves, 64).value(), 0);
        QCOMPARE(book.node(Board::initial())->games, 2u);
        const Square bad[] = {makeSquare(0, 0)};
        QVERIFY(!book.addGame(bad, 0).ok());
    }

    void evaluationResumes()
    {
        FakeEvaluator once;
        Book reference = transpositionBook(once);

        Book book = makeBook(5);
        add(book, "f5 d6 c3 d3 c4", 6);
        add(book, "f5 d6 c4 d3 c3", -2);
        FakeEvaluator fake;
        fake.set("f5 d6 c3 d3 c4", 5);
        fake.failAfter = 3;
        QVERIFY(!book.evaluatePending(fake.fn()));
        QVERIFY(book.pendingCount() > 0);
        // Checkpoint and resume from the file.
        auto reloaded = Book::parse(book.serialize());
        QVERIFY(reloaded.ok());
        Book resumed = std::move(reloaded).value();
        fake.failAfter = -1;
        QVERIFY(resumed.evaluatePending(fake.fn()));
        QCOMPARE(resumed.pendingCount(), std::size_t(0));
        QCOMPARE(resumed.lookup(Board::initial())->value, reference.lookup(Board::initial())->value);
        QCOMPARE(resumed.serialize(), reference.serialize());

        resumed.invalidateSearchedValues();
        QVERIFY(resumed.pendingCount() > 0);
        std::atomic<bool> stop{true};
        QVERIFY(!resumed.evaluatePending(fake.fn(), &stop));
    }

    void fileRoundTrip()
    {
        FakeEvaluator fake;
        Book book = transpositionBook(fake);
        const auto bytes = book.serialize();
        auto loaded = Book::parse(bytes);
        QVERIFY2(loaded.ok(), loaded.ok() ? "" : loaded.error().message.c_str());
        QCOMPARE(loaded->size(), book.size());
        QCOMPARE(loaded->params().maxPly, 5);
        QCOMPARE(loaded->params().evaluator, std::string("fake"));
        QCOMPARE(loaded->serialize(), bytes);
        const auto a = book.lookup(after("f5 d6"), true);
        const auto b = loaded->lookup(after("f5 d6"), true);
        QCOMPARE(a->moves.size(), b->moves.size());
        for (std::size_t k = 0; k < a->moves.size(); ++k) {
            QCOMPARE(a->moves[k].move, b->moves[k].move);
            QCOMPARE(a->moves[k].value, b->moves[k].value);
            QCOMPARE(a->moves[k].positionsBelow, b->moves[k].positionsBelow);
            QCOMPARE(a->moves[k].games, b->moves[k].games);
        }
        BookParams p = book.params();
        p.extra.emplace_back("buildSeconds", "12.5");
        book.setParams(p);
        auto again = Book::parse(book.serialize());
        QVERIFY(again.ok());
        QCOMPARE(again->params().extra.size(), std::size_t(1));
        QCOMPARE(again->params().extra[0].second, std::string("12.5"));
        QVERIFY(Book::parse(Book().serialize()).ok()); // an empty book is a valid file
    }

    void damagedFilesAreRefused_data()
    {
        QTest::addColumn<int>("kind");  // 0 truncate to N, 1 flip byte at N, 2 append N bytes
        QTest::addColumn<int>("where"); // negative: from the end
        QTest::addColumn<QString>("expect");
        QTest::newRow("empty") << 0 << 0 << "shorter than the header";
        QTest::newRow("header cut") << 0 << 39 << "shorter than the header";
        QTest::newRow("no records") << 0 << 40 << "truncated";
        QTest::newRow("last byte cut") << 0 << -1 << "truncated";
        QTest::newRow("one record cut") << 0 << -44 << "truncated";
        QTest::newRow("magic") << 1 << 0 << "magic";
        QTest::newRow("version") << 1 << 8 << "version";
        QTest::newRow("record size") << 1 << 12 << "record size";
        QTest::newRow("count") << 1 << 16 << "truncated";
        QTest::newRow("params length") << 1 << 24 << "truncated";
        QTest::newRow("reserved") << 1 << 28 << "reserved";
        QTest::newRow("checksum") << 1 << 35 << "checksum";
        QTest::newRow("params text") << 1 << 45 << "checksum";
        QTest::newRow("record") << 1 << -30 << "checksum";
        QTest::newRow("last byte") << 1 << -1 << "checksum";
        QTest::newRow("appended") << 2 << 1 << "truncated or padded";
    }
    void damagedFilesAreRefused()
    {
        QFETCH(int, kind);
        QFETCH(int, where);
        QFETCH(QString, expect);
        FakeEvaluator fake;
        auto bytes = transpositionBook(fake).serialize();
        const std::size_t at = where < 0 ? bytes.size() - std::size_t(-where) : std::size_t(where);
        if (kind == 0)
            bytes.resize(at);
        else if (kind == 1)
            bytes[at] ^= 0x5a;
        else
            bytes.insert(bytes.end(), std::size_t(where), 0);
        const auto r = Book::parse(bytes);
        QVERIFY(!r.ok());
        QVERIFY2(QString::fromStdString(r.error().message).contains(expect), r.error().message.c_str());
    }

    void badRecordsAreRefusedEvenWithAGoodChecksum()
    {
        FakeEvaluator fake;
        const auto good = transpositionBook(fake).serialize();
        const std::size_t records = good.size() - 8 * 44;
        auto swapped = good; // two records exchanged: order check
        std::swap_ranges(swapped.begin() + long(records), swapped.begin() + long(records + 44),
            swapped.begin() + long(records + 44));
        reseal(swapped);
        QVERIFY(Book::parse(swapped).error().message.find("order") != std::string::npos);
        auto overlap = good; // a square owned by both sides
        overlap[records + 8] |= overlap[records + 0] | 1;
        overlap[records + 0] |= 1;
        reseal(overlap);
        QVERIFY(!Book::parse(overlap).ok());
        auto wins = good; // more wins than games
        wins[records + 20] = 0xff;
        reseal(wins);
        QVERIFY(Book::parse(wins).error().message.find("wins") != std::string::npos);
        auto source = good;
        source[records + 38] = 0x77;
        reseal(source);
        QVERIFY(Book::parse(source).error().message.find("source") != std::string::npos);
        auto version = good;
        version[8] = 2;
        reseal(version);
        QCOMPARE(Book::parse(version).error().message,
            std::string("unsupported book format version 2 (this build reads version 1)"));
    }

    void realGamesAreCountedConsistently()
    {
        // One year of WTHOR games, game-result labels only: every game passes through the
        // start position, the counts agree with the results, and the file round trip holds.
        PROBCUT_REQUIRE_SHARED("games/wthor/WTH_2019.wtb");
        QFile f(test::sharedDataDir() + "/games/wthor/WTH_2019.wtb");
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray raw = f.readAll();
        auto file = parseWthorGames(
            std::span(reinterpret_cast<const std::uint8_t*>(raw.constData()), std::size_t(raw.size())),
            "WTH_2019.wtb");
        QVERIFY(file.ok());
        Book book = makeBook(12);
        std::uint32_t blackWins = 0, draws = 0;
        for (const auto& g : file->games) {
            QVERIFY(book.addGame(g.moves, g.blackScore()).ok());
            blackWins += g.blackScore() > 0;
            draws += g.blackScore() == 0;
        }
        book.propagate();
        const auto root = book.lookup(Board::initial(), true);
        QVERIFY(root);
        QCOMPARE(root->games, std::uint32_t(file->games.size()));
        QCOMPARE(root->wins, blackWins);
        QCOMPARE(root->draws, draws);
        QCOMPARE(root->source, BookValueSource::GameResult);
        QCOMPARE(root->deepestLine, 12);
        // All four first moves lead to the same canonical position, which holds every game.
        QCOMPARE(root->moves.size(), std::size_t(4));
        QCOMPARE(root->moves[0].games, root->games);
        QCOMPARE(root->moves[0].positionsBelow, std::uint64_t(book.size() - 1));
        auto loaded = Book::parse(book.serialize());
        QVERIFY(loaded.ok());
        QCOMPARE(loaded->lookup(Board::initial())->value, root->value);
    }
};

QTEST_APPLESS_MAIN(TestBook)
#include "test_book.moc"
