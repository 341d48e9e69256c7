// NboardSession driven by scripted exchanges as the NBoard GUI sends them: handshake, set game
// (GGF) and move, go (answered without playing), hint N with several moves, forced passes,
// analyze, learn, ping stopping a long search, quit; then every command with bad arguments
// (reported on a status line, changing nothing) and unknown or garbage lines (ignored), the
// session answering ping afterwards every time.
#include "app/protocol/nboard_session.h"
#include "engine/core/notation.h"
#include "engine/engine.h"
#include "engine/formats/ggf.h"
#include "tests/app/protocol_test_util.h"

#include <QtTest>

#include <chrono>
#include <mutex>
#include <set>

using namespace probcut;
using namespace probcut::protocol;

namespace {

struct Nboard {
    Engine engine{testutil::smallEngine()};
    std::mutex mutex;
    std::vector<std::string> lines;
    NboardSession session{engine, [this](std::string_view l) {
                              std::lock_guard lock(mutex);
                              QVERIFY(!l.empty() && l.back() == '\n');
                              lines.emplace_back(l.substr(0, l.size() - 1));
                          }};

    // Sends one line and waits for any search it started; returns the lines written.
    std::vector<std::string> send(std::string_view line)
    {
        {
            std::lock_guard lock(mutex);
            lines.clear();
        }
        session.handleLine(line);
        session.waitIdle();
        std::lock_guard lock(mutex);
        return lines;
    }
    std::vector<std::string> snapshot()
    {
        std::lock_guard lock(mutex);
        return lines;
    }
    void clear()
    {
        std::lock_guard lock(mutex);
        lines.clear();
    }
    bool pingAnswered(int n)
    {
        const auto out = send("ping " + std::to_string(n));
        return !out.empty() && out.back() == "pong " + std::to_string(n);
    }
};

std::string ggfOf(const std::vector<Square>& moves, const Position& start = Position::initial())
{
    GgfGame g;
    g.properties = {{"GM", "Othello"}, {"PC", "test"}, {"PB", "a"}, {"PW", "b"}, {"TY", "8"}};
    g.start = start;
    Position p = start;
    for (Square sq : moves) {
        g.moves.push_back(GgfMove{sq, std::nullopt, std::nullopt, {}});
        p.play(sq);
    }
    g.end = p;
    return formatGgf(g);
}

std::vector<std::string> startingWith(const std::vector<std::string>& lines, const std::string& prefix)
{
    std::vector<std::string> out;
    for (const auto& l : lines)
        if (l.rfind(prefix, 0) == 0)
            out.push_back(l);
    return out;
}

// The first move of a PV as NBoard writes it ("F5D6" -> F5, "PA" -> pass).
Square firstMove(const std::string& pv) { return parseMoveToken(pv.substr(0, 2)).value_or(NoSquare); }

std::vector<std::string> words(const std::string& s)
{
    std::vector<std::string> w;
    std::istringstream in(s);
    for (std::string x; in >> x;)
        w.push_back(x);
    return w;
}

} // namespace

class TestNboard : public QObject {
    Q_OBJECT

private slots:
    void handshakeAndPing()
    {
        Nboard n;
        QCOMPARE(n.send("nboard 2"), std::vector<std::string>{"set myname ProbCut"});
        QCOMPARE(n.send("set depth 3"), std::vector<std::string>{});
        QCOMPARE(n.session.settings().limits().depth, 3);
        QCOMPARE(n.send("ping 17"), std::vector<std::string>{"pong 17"});
        QCOMPARE(n.send("set contempt 150"), std::vector<std::string>{});
        QCOMPARE(n.session.contempt(), 150);
        QVERIFY(!n.session.handleLine("quit"));
    }

    void setGameAndGo()
    {
        Nboard n;
        n.send("nboard 2");
        n.send("set depth 4");
        const auto line = parseTranscript("f5d6c3d3c4");
        n.send("set game " + ggfOf(line->moves));
        QCOMPARE(n.session.position(), line->end);
        QVERIFY(n.pingAnswered(1));
        const auto out = n.send("go");
        const auto answers = startingWith(out, "===");
        QCOMPARE(answers.size(), std::size_t(1));
        // "=== F4/-1.25/0.01": a legal move, an eval and a time.
        const std::string reply = answers[0].substr(4);
        const auto slash = reply.find('/');
        QVERIFY(slash != std::string::npos && reply.find('/', slash + 1) != std::string::npos);
        const Square mv = parseSquare(reply.substr(0, slash)).value_or(NoSquare);
        QVERIFY2(line->end.board.isLegal(mv), answers[0].c_str());
        QCOMPARE(startingWith(out, "nodestats").size(), std::size_t(1));
        QCOMPARE(words(startingWith(out, "nodestats")[0]).size(), std::size_t(3));
        // go does not play the move; the GUI sends it back.
        QCOMPARE(n.session.position(), line->end);
        n.send("move " + reply.substr(0, slash) + "/1.5/0.2");
        Position p = line->end;
        QVERIFY(p.play(mv));
        QCOMPARE(n.session.position(), p);
        QVERIFY(n.pingAnswered(2));
    }

    void hintGivesSeveralMoves()
    {
        Nboard n;
        n.send("nboard 2");
        n.send("set depth 3");
        const auto line = parseTranscript("f5f6e6f4");
        n.send("set game " + ggfOf(line->moves));
        const auto out = n.send("hint 3");
        const auto search = startingWith(out, "search");
        QVERIFY(search.size() >= 3);
        std::set<Square> firsts;
        for (const auto& s : search) {
            const auto w = words(s);
            QCOMPARE(w.size(), std::size_t(5)); // search PV EVAL 0 DEPTH
            QVERIFY2(line->end.board.isLegal(firstMove(w[1])), s.c_str());
            bool okEval = false;
            QString::fromStdString(w[2]).toDouble(&okEval);
            QVERIFY(okEval);
            QCOMPARE(w[3], std::string("0"));
            QVERIFY(!w[4].empty());
            firsts.insert(firstMove(w[1]));
        }
        QVERIFY(firsts.size() >= 3); // three different moves
        QCOMPARE(startingWith(out, "nodestats").size(), std::size_t(1));
        QCOMPARE(n.session.position(), line->end); // hints change nothing
        // More hints than moves: every legal move once at the end, no failure.
        const auto all = startingWith(n.send("hint 60"), "search");
        QVERIFY(all.size() >= std::size_t(__builtin_popcountll(line->end.board.legalMoves())));
    }

    void solvedHintsSay100Percent()
    {
        // With 10 empties the level's solve threshold (12 at depth 8) is reached: "100%".
        std::mt19937 rng(5);
        std::vector<Square> moves;
        Position p;
        while (p.board.emptyCount() > 10 || p.board.mustPass()) {
            moves.push_back(test::randomPly<test::Pick::Uniform>(p.board, rng));
            p.play(moves.back());
            if (p.board.isGameOver()) {
                moves.clear();
                p = Position::initial();
            }
        }
        Nboard n;
        n.send("set depth 8");
        n.send("set game " + ggfOf(moves));
        QCOMPARE(n.session.position(), p);
        const auto search = startingWith(n.send("hint 1"), "search");
        QVERIFY(!search.empty());
        QCOMPARE(words(search.back()).back(), std::string("100%"));
        QCOMPARE(formatNboardDepth(12, 30, false, 100), std::string("12"));
        QCOMPARE(formatNboardDepth(20, 20, true, 100), std::string("100%"));
        QCOMPARE(formatNboardDepth(20, 20, false, 95), std::string("95%"));
        QCOMPARE(formatNboardDepth(20, 20, true, 100, true), std::string("100%W"));
        QCOMPARE(formatNboardDepth(20, 20, false, 73, true), std::string("73%W"));
    }

    void bookLinesAndBookMoves()
    {
        Nboard n;
        n.session.setBook(testutil::tinyBook());
        n.send("set depth 2");
        n.send("set game " + ggfOf(parseTranscript("f5")->moves));
        const auto hint = n.send("hint 3");
        const auto book = startingWith(hint, "book");
        QCOMPARE(book.size(), std::size_t(2));
        QCOMPARE(book[0], std::string("book F4 6 1 8")); // move, eval, games, depth
        QCOMPARE(book[1], std::string("book D6 -2 1 8"));
        const auto search = startingWith(hint, "search"); // the best move outside the book
        QCOMPARE(search.size(), std::size_t(1));
        QCOMPARE(words(search[0])[2], std::string("-20"));
        QCOMPARE(startingWith(n.send("go"), "==="), std::vector<std::string>{"=== F4/6/0.00"});
        // Out of the book: a search.
        n.send("move F4");
        const auto go = startingWith(n.send("go"), "===");
        QCOMPARE(go.size(), std::size_t(1));
        QVERIFY(go[0] != "=== F4/6/0.00");
    }

    void forcedPass()
    {
        const std::vector<Square> moves = testutil::gameUntilForcedPass(11);
        QVERIFY(!moves.empty());
        Position p;
        for (Square sq : moves)
            p.play(sq);
        QVERIFY(p.board.mustPass());
        Nboard n;
        n.send("set depth 2");
        n.send("set game " + ggfOf(moves));
        QCOMPARE(startingWith(n.send("go"), "==="), std::vector<std::string>{"=== PA"});
        const auto hint = startingWith(n.send("hint 1"), "search");
        QVERIFY(!hint.empty());
        QCOMPARE(firstMove(words(hint.back())[1]), PassMove);
        n.send("move PA");
        QCOMPARE(n.session.position(), (Position{p.board.passed(), opposite(p.sideToMove)}));
        // The implicit form: a move by the other side straight after the pass position.
        std::mt19937 rng(3);
        const Square reply = test::randomMove<test::Pick::Uniform>(p.board.passed(), rng);
        n.send("set game " + ggfOf(moves));
        n.send("move " + squareName(reply));
        Position q = p;
        QVERIFY(q.play(PassMove) && q.play(reply));
        QCOMPARE(n.session.position(), q);
    }

    void finishedGame()
    {
        std::mt19937 rng(9);
        Position p;
        const std::vector<Square> moves = test::playRandomLine<test::Pick::Uniform>(p, rng);
        Nboard n;
        n.send("set depth 1");
        n.send("set game " + ggfOf(moves));
        QCOMPARE(n.session.position(), p);
        for (const char* command : {"go", "hint 3", "move PA"}) {
            const auto out = n.send(command);
            QVERIFY(startingWith(out, "===").empty() && startingWith(out, "search").empty());
            for (const auto& l : out)
                QVERIFY2(l.rfind("status", 0) == 0, l.c_str());
        }
        QCOMPARE(n.session.position(), p);
        n.send("set game " + ggfOf(std::vector<Square>(moves.end() - 4, moves.end()), [&] {
            Position q;
            for (std::size_t i = 0; i + 4 < moves.size(); ++i)
                q.play(moves[i]);
            return q;
        }()));
        QCOMPARE(n.session.position(), p); // a game given from a later start position
        const auto analysis = startingWith(n.send("analyze"), "analysis");
        QCOMPARE(analysis.size(), std::size_t(5));
        QCOMPARE(analysis.front(), "analysis 4 " + std::to_string(p.board.finalScore()));
        QVERIFY(n.pingAnswered(1));
    }

    void analyzeLearnAndQuit()
    {
        Nboard n;
        n.send("set depth 2");
        const auto line = parseTranscript("f5d6c3d3c4f4");
        n.send("set game " + ggfOf(line->moves));
        const auto analysis = startingWith(n.send("analyze"), "analysis");
        QCOMPARE(analysis.size(), line->moves.size() + 1);
        QCOMPARE(words(analysis.front())[1], std::to_string(line->moves.size())); // last position first
        QCOMPARE(words(analysis.back())[1], std::string("0"));
        const auto learn = n.send("learn");
        QCOMPARE(learn.back(), std::string("learned"));
        QVERIFY(n.pingAnswered(5));
        QVERIFY(!n.session.handleLine("quit"));
    }

    void pingStopsALongSearch()
    {
        Nboard n;
        n.send("set depth 60"); // would take hours
        n.send("set game " + ggfOf(parseTranscript("f5d6c3")->moves));
        n.session.handleLine("hint 1");
        QThread::msleep(50);
        const auto t0 = std::chrono::steady_clock::now();
        n.session.handleLine("ping 9");
        const double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
        QCOMPARE(n.snapshot().back(), std::string("pong 9"));
        QVERIFY2(s < 5, QByteArray::number(s)); // stopped, not finished
        // go stopped by ping: no stale "===" reaches the GUI.
        n.clear();
        n.session.handleLine("go");
        QThread::msleep(20);
        n.session.handleLine("ping 10");
        QThread::msleep(20);
        const auto out = n.snapshot();
        QCOMPARE(startingWith(out, "==="), std::vector<std::string>{});
        QCOMPARE(out.back(), std::string("pong 10"));
        // quit while searching returns promptly too.
        n.session.handleLine("hint 1");
        QVERIFY(!n.session.handleLine("quit"));
    }

    void badArguments_data()
    {
        QTest::addColumn<QByteArray>("line");
        QTest::addColumn<bool>("status"); // a known command: expects a status line
        struct Row {
            const char* line;
            bool status;
        };
        const Row rows[] = {
            {"nboard", true},
            {"nboard x", true},
            {"nboard 2 3", true},
            {"nboard -1", true},
            {"set", true},
            {"set depth", true},
            {"set depth 0", true},
            {"set depth -5", true},
            {"set depth 61", true},
            {"set depth 99999999999999999999", true},
            {"set depth four", true},
            {"set depth 4 5", true},
            {"set contempt", true},
            {"set contempt x", true},
            {"set contempt 1e9", true},
            {"set game", true},
            {"set game ", true},
            {"set game garbage", true},
            {"set game (;GM[Chess]BO[9 junk]", true},
            {"set game (;GM[Othello]BO[8 ----------------------------------------------------------------- "
             "*];)",
                true},
            {"set game (;GM[Othello]BO[8 ---------------------------O*------*O--------------------------- "
             "*]B[A1];)",
                true},
            {"set game (;GM[Othello]BO[8 ---------------------------O*------*O--------------------------- "
             "*]B[F5",
                true},
            {"move", true},
            {"move Z9", true},
            {"move A1", true},
            {"move PA", true},
            {"move F5 D6", true},
            {"move /1/2", true},
            {"move f", true},
            {"move \xff\xfe", true},
            {"hint", true},
            {"hint 0", true},
            {"hint -3", true},
            {"hint x", true},
            {"hint 1 2", true},
            {"hint 99999999999999999999", true},
            {"go now", true},
            {"this-is-not-a-command 1 2 3", false},
            {"set unknownthing 5", false},
            {"", false},
            {"   ", false},
            {"\x01\x02\x03", false},
            {"\xff\xfe\xfd", false},
            {"===", false},
            {"pong 3", false},
            {"search F5 0 0 1", false},
            {"NBOARD 2", false},
            {"Go", false},
        };
        for (const Row& r : rows)
            QTest::newRow(r.line) << QByteArray(r.line) << r.status;
        QTest::newRow("very long line") << QByteArray(200000, 'q') << false;
        QTest::newRow("very long move") << ("move " + QByteArray(100000, 'F')) << true;
        QTest::newRow("very long game") << ("set game (;GM[Othello]" + QByteArray(100000, '[')) << true;
        QTest::newRow("nul bytes") << QByteArray("set\0depth\0"
                                                 "5",
            11) << false;
    }

    void badArguments()
    {
        QFETCH(QByteArray, line);
        QFETCH(bool, status);
        Nboard n;
        n.send("set depth 2");
        const auto start = parseTranscript("f5d6");
        n.send("set game " + ggfOf(start->moves));
        const auto out = n.send(std::string_view(line.constData(), std::size_t(line.size())));
        for (const auto& l : out)
            QVERIFY2(l.rfind("status ", 0) == 0 && l.size() < 400, l.substr(0, 100).c_str());
        if (status)
            QCOMPARE(out.size(), std::size_t(1));
        else
            QVERIFY(out.empty());
        QCOMPARE(n.session.position(), start->end);
        QCOMPARE(n.session.settings().limits().depth, 2);
        QVERIFY(n.pingAnswered(4));
        QVERIFY(!startingWith(n.send("go"), "===").empty());
    }
};

QTEST_APPLESS_MAIN(TestNboard)
#include "test_nboard.moc"
