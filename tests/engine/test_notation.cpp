// Notation unit: squares, transcripts, board strings and OBF lines — round trips on random
// games and tables of bad input, each expecting a clear error at the right character.
#include "engine/core/notation.h"
#include "tests/random_games.h"

#include <QtTest>

#include <random>

using namespace probcut;

namespace {

MoveLine randomLine(std::mt19937_64& rng, int maxPlies)
{
    MoveLine line;
    line.moves = test::playRandomLine(line.end, rng, {.plies = maxPlies});
    return line;
}

} // namespace

class TestNotation : public QObject {
    Q_OBJECT

private slots:
    void squares()
    {
        for (Square s = 0; s < 64; ++s) {
            const std::string name = squareName(s);
            QCOMPARE(parseSquare(name), std::optional<Square>(s));
            std::string upper = name;
            upper[0] = char(upper[0] - 'a' + 'A');
            QCOMPARE(parseSquare(upper), std::optional<Square>(s));
        }
        QCOMPARE(squareName(0), std::string("a1"));
        QCOMPARE(squareName(7), std::string("h1"));
        QCOMPARE(squareName(56), std::string("a8"));
        QCOMPARE(squareName(63), std::string("h8"));
        for (const char* bad : {"", "a", "a0", "a9", "i1", "11", "aa", "a1 ", "pa"})
            QVERIFY2(!parseSquare(bad), bad);
        QCOMPARE(parseMoveToken("PA"), std::optional<Square>(PassMove));
        QCOMPARE(parseMoveToken("ps"), std::optional<Square>(PassMove));
    }

    void transcriptRoundTrip()
    {
        std::mt19937_64 rng(11);
        int withPass = 0;
        for (int i = 0; i < 3000; ++i) {
            // Whole games, and prefixes that do not end with a pass (a trailing pass cannot be
            // written implicitly).
            MoveLine line = randomLine(rng, (i & 1) ? 200 : int(rng() % 60));
            while (!line.moves.empty() && line.moves.back() == PassMove) {
                line.moves.pop_back();
                line.end = parseTranscript(formatTranscript(line.moves, true))->end;
            }
            if (std::find(line.moves.begin(), line.moves.end(), PassMove) != line.moves.end())
                ++withPass;
            for (bool explicitPasses : {false, true}) {
                const std::string text = formatTranscript(line.moves, explicitPasses);
                auto parsed = parseTranscript(text);
                QVERIFY2(parsed.ok(), parsed.ok() ? "" : (text + ": " + parsed.error().describe()).c_str());
                QCOMPARE(parsed->moves, line.moves);
                QCOMPARE(parsed->end, line.end);
            }
        }
        QVERIFY(withPass > 0);
    }

    void transcriptForms()
    {
        const auto a = parseTranscript("f5d6c3d3c4");
        const auto b = parseTranscript(" F5 d6, C3\td3\nC4 ");
        QVERIFY(a.ok() && b.ok());
        QCOMPARE(a->moves, b->moves);
        QCOMPARE(a->moves.size(), size_t(5));
        QVERIFY(parseTranscript("").ok());
        QCOMPARE(parseTranscript("")->end, Position::initial());
        // From another start position.
        const auto afterTwo = parseTranscript("c3c4", a->start.transformed(Symmetry::Identity));
        QVERIFY(!afterTwo.ok()); // c3 is not legal at the start
    }

    void transcriptErrors_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("offset");
        QTest::addColumn<QString>("fragment");
        QTest::newRow("illegal first move") << "a1" << 0 << "a1 is illegal";
        QTest::newRow("occupied") << "f5d4" << 2 << "occupied";
        QTest::newRow("bad row") << "f5d9" << 3 << "row digit";
        QTest::newRow("bad letter") << "f5z3" << 2 << "expected a move";
        QTest::newRow("dangling column") << "f5d" << 2 << "no row digit";
        QTest::newRow("pass with moves") << "f5pa" << 2 << "cannot pass";
        QTest::newRow("garbage byte") << QString("f5") + QChar(0x7f) << 2 << "byte 0x7f";
        QTest::newRow("wrong move number") << "f5d6c3d3c4f4c5b3c2e6c6b4b5d2e3a6c1b1h8" << 36 << "move 19: h8";
    }

    void transcriptErrors()
    {
        QFETCH(QString, text);
        QFETCH(int, offset);
        QFETCH(QString, fragment);
        const auto r = parseTranscript(text.toStdString());
        if (r.ok())
            QFAIL("expected an error");
        QVERIFY2(QString::fromStdString(r.error().message).contains(fragment), r.error().message.c_str());
        QCOMPARE(int(r.error().offset), offset);
    }

    void afterGameEnd()
    {
        // Play a random game to its end, then append a move.
        std::mt19937_64 rng(2);
        const MoveLine line = randomLine(rng, 200);
        QVERIFY(line.end.board.isGameOver());
        const auto r = parseTranscript(formatTranscript(line.moves) + "a1");
        QVERIFY(!r.ok());
        QVERIFY(QString::fromStdString(r.error().message).contains("after the end of the game"));
    }

    void boardStringRoundTrip()
    {
        std::mt19937_64 rng(13);
        for (int i = 0; i < 2000; ++i) {
            const Position p = randomLine(rng, int(rng() % 61)).end;
            const std::string s = formatBoardString(p);
            QCOMPARE(s.size(), size_t(66));
            auto back = parseBoardString(s);
            QVERIFY(back.ok());
            QCOMPARE(*back, p);
        }
        const std::string start = formatBoardString(Position::initial());
        QCOMPARE(start, std::string("---------------------------OX------XO--------------------------- X"));
        // Alternative characters, whitespace between rows, lower case side.
        const auto alt
            = parseBoardString("........ ........ ........ ...wb... ...bw... ........ ........ ........ b");
        QVERIFY(alt.ok());
        QCOMPARE(*alt, Position::initial());
        const auto noSide = parseBoardString(start.substr(0, 64), false);
        QVERIFY(noSide.ok());
        QCOMPARE(noSide->sideToMove, Color::Black);
    }

    void boardStringErrors_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("offset");
        QTest::addColumn<QString>("fragment");
        const QString board = QString(27, '-') + "OX------XO" + QString(27, '-');
        QTest::newRow("empty") << "" << 0 << "only 0 of 64";
        QTest::newRow("short") << board.left(63) << 63 << "only 63 of 64";
        QTest::newRow("bad char") << QString(board).replace(5, 1, "Q") + " X" << 5 << "square f1";
        QTest::newRow("missing side") << board << 64 << "missing side";
        QTest::newRow("bad side") << board + " Z" << 65 << "side to move";
        QTest::newRow("trailing") << board + " X junk" << 67 << "unexpected 'j'";
        QTest::newRow("non-ascii") << board.left(10) + QChar(0xe9) << 10 << "byte 0xc3";
    }

    void boardStringErrors()
    {
        QFETCH(QString, text);
        QFETCH(int, offset);
        QFETCH(QString, fragment);
        const auto r = parseBoardString(text.toStdString());
        if (r.ok())
            QFAIL("expected an error");
        QVERIFY2(QString::fromStdString(r.error().message).contains(fragment), r.error().message.c_str());
        QCOMPARE(int(r.error().offset), offset);
    }

    void obfLines()
    {
        const std::string line
            = "O--OOOOX-OOOOOOXOOXXOOOXOOXOOOXXOOOOOOXX---OOOOX----O--X-------- X; A2:+38; C7:+36; "
              "D8:+34; % FFO #40";
        auto r = parseObfLine(line);
        QVERIFY2(r.ok(), r.ok() ? "" : r.error().describe().c_str());
        QCOMPARE(r->moveScores.size(), size_t(3));
        QCOMPARE(r->moveScores[0], (MoveScore{*parseSquare("a2"), 38}));
        QCOMPARE(r->moveScores[2], (MoveScore{*parseSquare("d8"), 34}));
        QCOMPARE(r->bestScore(), 38);
        QCOMPARE(r->comment, std::string("FFO #40"));
        // Round trip.
        auto again = parseObfLine(formatObfLine(*r));
        QVERIFY(again.ok());
        QCOMPARE(again->position, r->position);
        QCOMPARE(again->moveScores, r->moveScores);
        QCOMPARE(again->comment, r->comment);
        // Board only, no fields.
        QVERIFY(parseObfLine(formatBoardString(Position::initial())).ok());
    }

    void obfErrors_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("fragment");
        const QString board = "O--OOOOX-OOOOOOXOOXXOOOXOOXOOOXXOOOOOOXX---OOOOX----O--X-------- X";
        QTest::newRow("empty") << ""
                               << "field 1";
        QTest::newRow("bad board") << "XYZ X; A2:+38;"
                                   << "field 1 (board)";
        QTest::newRow("no colon") << board + "; A2+38;"
                                  << "field 2 ('A2+38'): expected MOVE:SCORE";
        QTest::newRow("bad move") << board + "; A2:+38; Z9:+1;"
                                  << "field 3 ('Z9:+1')";
        QTest::newRow("bad score") << board + "; A2:+3x;"
                                   << "score must be an integer";
        QTest::newRow("big score") << board + "; A2:+99;"
                                   << "outside -64..64";
        QTest::newRow("illegal move") << board + "; A1:+2;"
                                      << "not a legal move";
        QTest::newRow("empty centre") << QString(64, '-') + " X; A1:+2;"
                                      << "impossible position";
    }

    void obfErrors()
    {
        QFETCH(QString, text);
        QFETCH(QString, fragment);
        const auto r = parseObfLine(text.toStdString());
        if (r.ok())
            QFAIL("expected an error");
        QVERIFY2(
            QString::fromStdString(r.error().describe()).contains(fragment), r.error().describe().c_str());
    }

    void obfFile()
    {
        const std::string text
            = "% a comment\n\n"
              "---------------------------OX------XO--------------------------- X; F5:+0;\n"
              "  % indented comment\n"
              "---------------------------OX------XO--------------------------- X; Q5:+0;\n";
        auto r = parseObf(text);
        QVERIFY(!r.ok());
        QVERIFY2(QString::fromStdString(r.error().message).startsWith("line 5:"), r.error().message.c_str());
        auto good = parseObf(text.substr(0, text.find("  % indented")));
        QVERIFY(good.ok());
        QCOMPARE(good->size(), size_t(1));
        QCOMPARE(good->front().lineNumber, 3);
    }

    void noOutOfBoundsOnRandomBytes()
    {
        // Every parser on random byte strings: must return (ok or error), never crash; errors
        // carry offsets within the input.
        std::mt19937_64 rng(17);
        const std::string alphabet = "abcdefghABCDEFGH12345678 -XOxo*.;:+%\n\t\x01\xff";
        for (int i = 0; i < 20000; ++i) {
            std::string s(rng() % 90, ' ');
            for (char& c : s)
                c = (rng() % 4) ? alphabet[rng() % alphabet.size()] : char(rng());
            const auto t = parseTranscript(s);
            if (!t.ok())
                QVERIFY(t.error().offset == Error::NoOffset || t.error().offset <= s.size());
            const auto b = parseBoardString(s);
            if (!b.ok())
                QVERIFY(b.error().offset == Error::NoOffset || b.error().offset <= s.size());
            (void)parseObfLine(s);
            (void)parseObf(s);
        }
    }
};

QTEST_APPLESS_MAIN(TestNotation)
#include "test_notation.moc"
