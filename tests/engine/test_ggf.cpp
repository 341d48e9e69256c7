// GGF unit: real-looking games parse, passes written or implicit, round trips of random games,
// and a table of bad input each answered with a clear error.
#include "engine/core/notation.h"
#include "engine/formats/ggf.h"
#include "tests/random_games.h"

#include <QtTest>

#include <random>

using namespace probcut;

class TestGgf : public QObject {
    Q_OBJECT

private slots:
    void parsesAGame()
    {
        const std::string text
            = "(;GM[Othello]PC[GGS/os]DT[2003.12.15_13:24:03.MST]PB[Saio1200]PW[Delorean]RB[2197.72]"
              "RW[2415.53]TI[15:00//02:00]TY[8]RE[-2.000]BO[8 -------- -------- -------- ---O*--- "
              "---*O--- -------- -------- -------- *]B[d3//0.01]W[c5/-1.50/0.02]B[f6]W[f5//1.5]B[e6];)";
        auto g = parseGgfGame(text);
        QVERIFY2(g.ok(), g.ok() ? "" : g.error().describe().c_str());
        QCOMPARE(g->property("PB"), std::string("Saio1200"));
        QCOMPARE(g->property("RE"), std::string("-2.000"));
        QCOMPARE(g->property("XX"), std::string());
        QCOMPARE(g->start, Position::initial());
        QCOMPARE(g->moves.size(), size_t(5));
        QCOMPARE(g->moves[1].eval, std::optional<double>(-1.5));
        QCOMPARE(g->moves[1].seconds, std::optional<double>(0.02));
        QCOMPARE(g->moves[0].eval, std::optional<double>());
        QCOMPARE(g->moves[3].seconds, std::optional<double>(1.5));
        QCOMPARE(g->end, parseTranscript("d3c5f6f5e6")->end);
    }

    void commentsBelongToWhatTheyFollow()
    {
        // A comment before the moves is the game's; one after a move is that move's, its brackets
        // and backslashes escaped, and both come back unchanged.
        GgfGame game;
        game.setProperty("PB", "Ann");
        game.setProperty("C", "Review: Black 1.2 discs lost a move [avg]");
        const auto moves = parseTranscript("f5d6c3");
        QVERIFY(moves.ok());
        Position p = Position::initial();
        game.start = p;
        for (Square sq : moves->moves) {
            game.moves.push_back(GgfMove{sq, {}, {}, {}});
            p.play(sq);
        }
        game.end = p;
        game.moves[1].comment = "Mistake: lost 6.0 discs; better c5 (f4 e3) \\ done]";
        const std::string text = formatGgf(game);
        QVERIFY(text.find("W[D6]C[") != std::string::npos);
        auto back = parseGgfGame(text);
        QVERIFY2(back.ok(), back.ok() ? "" : back.error().describe().c_str());
        QCOMPARE(back->property("C"), game.property("C"));
        QCOMPARE(back->moves.size(), size_t(3));
        QCOMPARE(back->moves[1].comment, game.moves[1].comment);
        QVERIFY(back->moves[0].comment.empty() && back->moves[2].comment.empty());
        QCOMPARE(back->end, game.end);
    }

    void roundTripRandomGames()
    {
        std::mt19937_64 rng(23);
        int passes = 0;
        for (int i = 0; i < 500; ++i) {
            GgfGame game;
            game.setProperty("PB", "black player");
            game.setProperty("PC", "escaped ] and \\ characters");
            game.end = game.start;
            Position& pos = game.end;
            while (!pos.board.isGameOver()) {
                if (pos.board.mustPass()) {
                    pos.play(PassMove);
                    game.moves.push_back({PassMove, {}, {}, {}});
                    ++passes;
                    continue;
                }
                GgfMove mv{test::randomMove(pos.board, rng), {}, {}, {}};
                if (rng() % 3 == 0)
                    mv.eval = double(int(rng() % 129) - 64) / 4;
                if (rng() % 3 == 0)
                    mv.seconds = double(rng() % 1000) / 100;
                pos.play(mv.square);
                game.moves.push_back(mv);
            }
            const std::string text = formatGgf(game);
            auto back = parseGgfGame(text);
            QVERIFY2(back.ok(), back.ok() ? "" : (text + "\n" + back.error().describe()).c_str());
            QCOMPARE(back->moves, game.moves);
            QCOMPARE(back->end, game.end);
            QCOMPARE(back->property("PC"), std::string("escaped ] and \\ characters"));
        }
        QVERIFY(passes > 0);
    }

    void implicitPass()
    {
        // Find a game with a pass, write it without the pass, and read it back.
        std::mt19937_64 rng(31);
        for (int i = 0; i < 2000; ++i) {
            GgfGame game;
            game.end = game.start;
            const std::vector<Square> line = test::playRandomLine(game.end, rng);
            for (Square s : line)
                game.moves.push_back({s, {}, {}, {}});
            if (!test::hasPass(line))
                continue;
            std::string text = formatGgf(game);
            // Drop every "X[PA]" pass entry.
            for (const char* pass : {"B[PA]", "W[PA]"}) {
                for (std::size_t at; (at = text.find(pass)) != std::string::npos;)
                    text.erase(at, 5);
            }
            auto back = parseGgfGame(text);
            QVERIFY2(back.ok(), back.ok() ? "" : back.error().describe().c_str());
            QCOMPARE(back->moves, game.moves);
            return;
        }
        QFAIL("no game with a pass found");
    }

    void multipleGames()
    {
        const std::string one
            = "(;GM[Othello]BO[8 ---------------------------O*------*O--------------------------- *]B[f5];)";
        auto all = parseGgf("junk before " + one + "\n" + one + "\n");
        QVERIFY(all.ok());
        QCOMPARE(all->size(), size_t(2));
    }

    void badInput_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("fragment");
        const QString bo = "BO[8 ---------------------------O*------*O--------------------------- *]";
        QTest::newRow("nothing") << ""
                                 << "no GGF game";
        QTest::newRow("unterminated") << "(;GM[Othello]" + bo << "missing \";)\"";
        QTest::newRow("missing bracket") << "(;GM[Othello"
                                         << "missing ']'";
        QTest::newRow("bad key") << "(;GM[Othello]12[x];)"
                                 << "property name";
        QTest::newRow("10x10") << "(;BO[10 ----];)"
                               << "only 8x8";
        QTest::newRow("short board") << "(;BO[8 ----- *];)"
                                     << "BO: board has only";
        QTest::newRow("bad square") << "(;" + bo + "B[z9];)"
                                    << "not a square";
        QTest::newRow("illegal") << "(;" + bo + "B[a1];)"
                                 << "a1 is illegal";
        QTest::newRow("wrong side") << "(;" + bo + "W[f5];)"
                                    << "W to move, but it is Black's turn";
        QTest::newRow("bad eval") << "(;" + bo + "B[f5/abc];)"
                                  << "bad evaluation";
        QTest::newRow("empty centre") << "(;BO[8 " + QString(64, '-') + " *];)"
                                      << "impossible position";
        QTest::newRow("BO after move") << "(;" + bo + "B[f5]" + bo + ";)"
                                       << "BO after the first move";
    }

    void badInput()
    {
        QFETCH(QString, text);
        QFETCH(QString, fragment);
        auto r = parseGgfGame(text.toStdString());
        if (r.ok())
            QFAIL("expected an error");
        QVERIFY2(QString::fromStdString(r.error().message).contains(fragment), r.error().describe().c_str());
        QVERIFY(r.error().offset == Error::NoOffset || r.error().offset <= size_t(text.toUtf8().size()));
    }

    void randomBytesNeverCrash()
    {
        std::mt19937_64 rng(41);
        const std::string pieces[] = {"(;", ";)", "GM[Othello]", "BO[8 ", "B[", "W[", "]", "f5", "pa", "*",
            "O", "-", "/", "\\", "[", " ", "d6", "1.5"};
        for (int i = 0; i < 20000; ++i) {
            std::string s;
            for (int k = int(rng() % 30); k > 0; --k)
                s += (rng() % 5) ? pieces[rng() % std::size(pieces)] : std::string(1, char(rng()));
            auto r = parseGgf(s);
            if (!r.ok())
                QVERIFY(r.error().offset == Error::NoOffset || r.error().offset <= s.size());
        }
    }
};

QTEST_APPLESS_MAIN(TestGgf)
#include "test_ggf.moc"
