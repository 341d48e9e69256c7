// Game-collection readers: WTHOR (.wtb/.jou/.trn) and Logistello's logbook, on hand-made byte
// buffers (good, truncated, corrupt) and, when ../shared/data is present, on the real files.
#include "engine/core/notation.h"
#include "engine/formats/logbook.h"
#include "engine/formats/wthor.h"
#include "tests/shared_data.h"

#include <QtTest>

#include <zlib.h>

#include <fstream>
#include <iterator>

using namespace probcut;

namespace {

std::vector<std::uint8_t> header(std::uint32_t games, std::uint16_t names = 0)
{
    std::vector<std::uint8_t> h(16, 0);
    h[0] = 20;
    h[1] = 24;
    h[2] = 1;
    h[3] = 2;
    for (int i = 0; i < 4; ++i)
        h[4 + i] = std::uint8_t(games >> (8 * i));
    h[8] = std::uint8_t(names);
    h[9] = std::uint8_t(names >> 8);
    h[10] = 0xe8; // 2024
    h[11] = 0x07;
    h[14] = 24;
    return h;
}

void appendGame(std::vector<std::uint8_t>& b, const std::string& transcript, int black, int theo)
{
    auto line = parseTranscript(transcript);
    QVERIFY(line.ok());
    const std::uint8_t fixed[8] = {3, 0, 7, 0, 9, 0, std::uint8_t(black), std::uint8_t(theo)};
    b.insert(b.end(), fixed, fixed + 8);
    int n = 0;
    for (Square s : line->moves) {
        if (s == PassMove)
            continue;
        b.push_back(std::uint8_t(10 * (rowOf(s) + 1) + columnOf(s) + 1));
        ++n;
    }
    for (; n < 60; ++n)
        b.push_back(0);
}

std::vector<std::uint8_t> readFile(const QString& path)
{
    std::ifstream in(path.toStdString(), std::ios::binary);
    return {std::istreambuf_iterator<char>(in), {}};
}

} // namespace

class TestWthor : public QObject {
    Q_OBJECT

private slots:
    void goodFile()
    {
        auto b = header(2);
        appendGame(b, "f5d6c3d3c4f4f6f3e6e7", 40, 33);
        appendGame(b, "f5f6e6f4e3", 13, 20);
        auto f = parseWthorGames(b, "x.wtb");
        QVERIFY2(f.ok(), f.ok() ? "" : f.error().message.c_str());
        QCOMPARE(f->header.gameCount, 2u);
        QCOMPARE(f->header.gamesYear, 2024);
        QCOMPARE(f->header.theoreticalDepth, 24);
        QCOMPARE(f->games.size(), std::size_t(2));
        QCOMPARE(f->games[0].moves.size(), std::size_t(10));
        QCOMPARE(f->games[0].tournament, 3);
        QCOMPARE(f->games[0].black, 7);
        QCOMPARE(f->games[0].white, 9);
        QCOMPARE(f->games[0].blackScore(), 16);
        QCOMPARE(f->games[0].theoreticalBlackScore(), 2);
        QCOMPARE(formatTranscript(f->games[1].moves), std::string("f5f6e6f4e3"));
        QCOMPARE(f->games[1].end.board.discCount(), 9);
    }

    void replayHelper()
    {
        // The replay helper: legal squares pass through, an illegal one is named (passes in
        // real games are covered by logbookPassAndFile).
        auto line = replayWithPasses({makeSquare(5, 4), makeSquare(3, 5)});
        QVERIFY(line.ok());
        QCOMPARE(line->size(), std::size_t(2));
        auto bad = replayWithPasses({makeSquare(5, 4), makeSquare(5, 4)});
        QVERIFY(!bad.ok());
        QCOMPARE(QString::fromStdString(bad.error().message), QStringLiteral("move 2 (f5): illegal move"));
    }

    void corruptFiles_data()
    {
        QTest::addColumn<int>("kind");
        QTest::addColumn<QString>("expected");
        QTest::newRow("short header") << 0 << "x.wtb: too short for a WTHOR header";
        QTest::newRow("truncated")
            << 1 << "x.wtb: header announces 2 games (152 bytes) but the file has 151 bytes (truncated)";
        QTest::newRow("trailing") << 2 << "(trailing data)";
        QTest::newRow("not a square") << 3 << "x.wtb: game 2, move 3: byte 99 is not a square";
        QTest::newRow("illegal") << 4 << "x.wtb: game 2, move 2 (a1): illegal move";
        QTest::newRow("after padding") << 5 << "x.wtb: game 1, move 12: a move after the padding";
        QTest::newRow("board size") << 6 << "board size 10 is not supported";
        QTest::newRow("score") << 7 << "x.wtb: game 1, score byte above 64";
    }
    void corruptFiles()
    {
        QFETCH(int, kind);
        QFETCH(QString, expected);
        auto b = header(2);
        appendGame(b, "f5d6c3d3c4f4f6f3e6e7", 40, 33);
        appendGame(b, "f5f6e6f4e3", 13, 20);
        switch (kind) {
        case 0: b.resize(10); break;
        case 1: b.pop_back(); break;
        case 2: b.push_back(0); break;
        case 3: b[16 + 68 + 8 + 2] = 99; break;
        case 4: b[16 + 68 + 8 + 1] = 11; break;
        case 5: b[16 + 8 + 11] = 45; break;
        case 6: b[12] = 10; break;
        case 7: b[16 + 6] = 65; break;
        }
        auto f = parseWthorGames(b, "x.wtb");
        QVERIFY(!f.ok());
        const QString msg = QString::fromStdString(f.error().message);
        QVERIFY2(msg.contains(expected), qPrintable(msg));
    }

    void names()
    {
        auto b = header(0, 2);
        std::vector<std::uint8_t> rec(20, 0);
        const char* a = "Tastet Marc";
        std::copy(a, a + 11, rec.begin());
        b.insert(b.end(), rec.begin(), rec.end());
        std::fill(rec.begin(), rec.end(), 0);
        rec[0] = 'L';
        rec[1] = 0xe9; // é in Latin-1
        b.insert(b.end(), rec.begin(), rec.end());
        auto n = parseWthorNames(b, WthorNameKind::Players);
        QVERIFY(n.ok());
        QCOMPARE(n->size(), std::size_t(2));
        QCOMPARE(QString::fromStdString((*n)[0]), QStringLiteral("Tastet Marc"));
        QCOMPARE(QString::fromStdString((*n)[1]), QString::fromUtf8("L\xc3\xa9"));
        QCOMPARE(QString::fromStdString(wthorName(*n, 5)), QStringLiteral("#5"));
        b.pop_back();
        QVERIFY(!parseWthorNames(b, WthorNameKind::Players).ok());
    }

    void logbookLines_data()
    {
        QTest::addColumn<QString>("line");
        QTest::addColumn<QString>("error"); // empty: valid
        QTest::newRow("ok") << "+d3-c3+c4-e3: -04 10"
                            << "";
        QTest::newRow("no result") << "+d3-c3+c4"
                                   << "expected ':'";
        QTest::newRow("bad square") << "+d3-z9: +00 10"
                                    << "'z9' is not a square";
        QTest::newRow("illegal") << "+d3-a1: +00 10"
                                 << "move 2 (a1): illegal move";
        QTest::newRow("twice") << "+d3+c3: +00 10"
                               << "black moves twice but the other side had a legal move";
        QTest::newRow("truncated") << "+d3-c"
                                   << "move 2: truncated square";
        QTest::newRow("bad score") << "+d3-c3: x 10"
                                   << "bad result";
    }
    void logbookLines()
    {
        QFETCH(QString, line);
        QFETCH(QString, error);
        auto g = parseLogbookLine(line.toStdString());
        if (error.isEmpty()) {
            QVERIFY(g.ok());
            QCOMPARE(g->blackMinusWhite, -4);
            QCOMPARE(g->moves.size(), std::size_t(4));
        } else {
            QVERIFY(!g.ok());
            const QString msg = QString::fromStdString(g.error().message);
            QVERIFY2(msg.contains(error), qPrintable(msg));
        }
    }

    void logbookPassAndFile()
    {
        // The third line of the real logbook ends "+h8-g7+h1+g1": white passed before g1.
        const std::string text
            = "\n+d3-c3+c4-e3+c2-b3+d2-e1+d1-c1+f4-d6+e6-g4+b2-f6+d7-c8+e7-d8+f3-f5+g5-h4+h6-f2+f7-h5"
              "+g6-c6+c5-c7+b6-b5+f8-b4+a4-a6+e8-g8+b1-h7+e2-a5+a7-f1+a3-a1+h3-h2+a2-a8+g3-g2+b8-b7"
              "+h8-g7+h1+g1: +02 10\n\n+d3-c3+c4-e3-a1: +00 10\n";
        auto all = parseLogbook(text, "logbook.gam");
        QVERIFY(!all.ok());
        QVERIFY2(QString::fromStdString(all.error().message).startsWith("logbook.gam: line 4, character "),
            all.error().message.c_str());
        auto one = parseLogbook(text.substr(0, text.find("\n\n+d3-c3+c4-e3-a1")));
        QVERIFY(one.ok());
        QCOMPARE(one->size(), std::size_t(1));
        const LogbookGame& g = one->front();
        QVERIFY(g.end.board.isGameOver());
        QCOMPARE(g.end.finalScoreBlack(), 2);
        QCOMPARE(g.moves[g.moves.size() - 2], PassMove);
    }

    void realWthor()
    {
        PROBCUT_REQUIRE_SHARED("games/wthor/WTH_2019.wtb");
        const QString dir = test::sharedDataDir() + "/games/wthor/";
        auto players = parseWthorNames(readFile(dir + "WTHOR.JOU"), WthorNameKind::Players);
        QVERIFY(players.ok());
        QCOMPARE(players->size(), std::size_t(4412));
        auto tournaments = parseWthorNames(readFile(dir + "WTHOR.TRN"), WthorNameKind::Tournaments);
        QVERIFY(tournaments.ok());
        QCOMPARE(tournaments->size(), std::size_t(463));
        std::size_t total = 0;
        for (int year : {1977, 1990, 2005, 2019}) {
            const QString name = QStringLiteral("WTH_%1.wtb").arg(year);
            auto f = parseWthorGames(readFile(dir + name), name.toStdString());
            QVERIFY2(f.ok(), f.ok() ? "" : f.error().message.c_str());
            QCOMPARE(f->header.gamesYear, year);
            total += f->games.size();
            for (const WthorGame& g : f->games) {
                if (g.end.board.isGameOver())
                    QCOMPARE(g.end.finalScoreBlack(), g.blackScore());
            }
        }
        QVERIFY(total > 1000);
    }

    void realLogbook()
    {
        PROBCUT_REQUIRE_SHARED("games/logistello/logbook.gam.gz");
        const QString path = test::sharedDataDir() + "/games/logistello/logbook.gam.gz";
        gzFile gz = gzopen(path.toLocal8Bit().constData(), "rb");
        QVERIFY(gz);
        std::string text(4 << 20, '\0'); // the first ~4 MB (about 22,000 games)
        const int n = gzread(gz, text.data(), unsigned(text.size()));
        gzclose(gz);
        QVERIFY(n > 0);
        text.resize(std::size_t(n));
        text.resize(text.rfind('\n') + 1);
        auto games = parseLogbook(text);
        QVERIFY2(games.ok(), games.ok() ? "" : games.error().message.c_str());
        QVERIFY(games->size() > 10000);
        int finished = 0;
        for (const LogbookGame& g : *games) {
            if (!g.end.board.isGameOver())
                continue;
            ++finished;
            const Position& e = g.end;
            const int diff = __builtin_popcountll(e.black()) - __builtin_popcountll(e.white());
            QCOMPARE(diff, g.blackMinusWhite);
        }
        QVERIFY(std::size_t(finished) > games->size() / 2);
    }
};

QTEST_APPLESS_MAIN(TestWthor)
#include "test_wthor.moc"
