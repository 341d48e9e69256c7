// GtpSession driven by scripted exchanges: the standard commands, ids, passes (written and
// implicit), undo, final score with komi, whole games by genmove, the clock (time_settings /
// time_left) and the engine options; then every command with bad arguments (wrong counts, bad
// colours and vertices, illegal moves, negative and huge numbers, garbage bytes, empty and very
// long lines), each answered with a '?' error and the session still working afterwards.
#include "app/protocol/gtp_session.h"
#include "engine/core/notation.h"
#include "engine/engine.h"
#include "engine/search/levels.h"
#include "tests/app/protocol_test_util.h"

#include <QtTest>

#include <chrono>
#include <set>
#include <thread>

using namespace probcut;
using namespace probcut::protocol;

namespace {

// One engine and session; send() returns the complete response to one line ("" for none).
struct Gtp {
    Engine engine{testutil::smallEngine()};
    std::string output;
    GtpSession session;
    bool alive = true;

    explicit Gtp(SearchSettings settings = fastSettings())
        : session(
            engine, "9.9.9", [this](std::string_view t) { output += t; }, settings)
    {
    }
    static SearchSettings fastSettings()
    {
        SearchSettings s;
        s.level = 2;
        return s;
    }
    std::string send(std::string_view line)
    {
        output.clear();
        alive = session.handleLine(line);
        return output;
    }
    // The result text of a successful response (fails the test otherwise).
    std::string ok(std::string_view line)
    {
        const std::string r = send(line);
        if (r.size() < 3 || r[0] != '=' || r.substr(r.size() - 2) != "\n\n")
            qWarning("command '%.*s' answered '%s'", int(line.size()), line.data(), r.c_str());
        if (r.size() < 3 || r[0] != '=')
            return "<error>";
        std::string text = r.substr(1, r.size() - 3);
        const std::size_t id = text.find_first_not_of("0123456789");
        text = id == std::string::npos ? "" : text.substr(id);
        if (!text.empty() && text[0] == ' ')
            text.erase(0, 1);
        return text;
    }
};

bool isError(const std::string& r)
{
    return r.size() >= 4 && r[0] == '?' && r.substr(r.size() - 2) == "\n\n"
        && r.find('\n') == r.size() - 2; // one line of message, then the blank line
}

Square vertexSquare(const std::string& v) { return parseMoveToken(v).value_or(NoSquare); }

} // namespace

class TestGtp : public QObject {
    Q_OBJECT

private slots:
    void handshake()
    {
        Gtp g;
        QCOMPARE(g.send("protocol_version"), std::string("= 2\n\n"));
        QCOMPARE(g.send("name"), std::string("= ProbCut\n\n"));
        QCOMPARE(g.send("version"), std::string("= 9.9.9\n\n"));
        QCOMPARE(g.send("known_command genmove"), std::string("= true\n\n"));
        QCOMPARE(g.send("known_command fly"), std::string("= false\n\n"));
        // Padded so every name is found as a whole line (built with += : GCC 12 gives a false
        // -Wrestrict on "\n" + std::string).
        std::string list = "\n";
        list += g.ok("list_commands");
        list += '\n';
        for (const char* c :
            {"protocol_version", "name", "version", "known_command", "list_commands", "quit", "boardsize",
                "clear_board", "komi", "play", "genmove", "undo", "final_score", "showboard", "time_settings",
                "time_left", "set_level", "set_depth", "set_time", "set_threads", "set_hash", "set_book"}) {
            QVERIFY2(list.find('\n' + std::string(c) + '\n') != std::string::npos, c);
            QCOMPARE(g.send(std::string("known_command ") + c), std::string("= true\n\n"));
        }
        QVERIFY(g.alive);
        QCOMPARE(g.send("quit"), std::string("=\n\n"));
        QVERIFY(!g.alive);
    }

    void idsAndPreprocessing()
    {
        Gtp g;
        QCOMPARE(g.send("12 name"), std::string("=12 ProbCut\n\n"));
        QCOMPARE(g.send("7 fly"), std::string("?7 unknown command\n\n"));
        QCOMPARE(g.send("\tname\t# a comment"), std::string("= ProbCut\n\n"));
        QCOMPARE(g.send("na\rme"), std::string("= ProbCut\n\n")); // control characters are dropped
        QCOMPARE(g.send("name\r\n"), std::string("= ProbCut\n\n"));
        QCOMPARE(g.send(""), std::string());
        QCOMPARE(g.send("   "), std::string());
        QCOMPARE(g.send("# only a comment"), std::string());
        QVERIFY(isError(g.send("42")));
        QCOMPARE(g.send("3 quit"), std::string("=3\n\n"));
        QVERIFY(!g.alive);
    }

    void playUndoAndShowboard()
    {
        Gtp g;
        QCOMPARE(g.send("boardsize 8"), std::string("=\n\n"));
        QCOMPARE(g.send("clear_board"), std::string("=\n\n"));
        QCOMPARE(g.send("play black f5"), std::string("=\n\n"));
        QCOMPARE(g.send("play W D6"), std::string("=\n\n"));
        QCOMPARE(g.send("play b c3"), std::string("=\n\n"));
        QCOMPARE(g.session.position(), parseTranscript("f5d6c3")->end);
        const std::string board = g.ok("showboard");
        QVERIFY(board.front() == '\n');
        QVERIFY(board.find("O to move") != std::string::npos);
        QCOMPARE(g.send("undo"), std::string("=\n\n"));
        QCOMPARE(g.session.position(), parseTranscript("f5d6")->end);
        QCOMPARE(g.send("undo"), std::string("=\n\n"));
        QCOMPARE(g.send("undo"), std::string("=\n\n"));
        QCOMPARE(g.session.position(), Position::initial());
        QVERIFY(isError(g.send("undo")));
        QCOMPARE(g.send("play black f5"), std::string("=\n\n"));
        QCOMPARE(g.send("clear_board"), std::string("=\n\n"));
        QCOMPARE(g.session.position(), Position::initial());
        QVERIFY(isError(g.send("undo")));
    }

    void passesWrittenAndImplicit()
    {
        const std::vector<Square> moves = testutil::gameUntilForcedPass(7);
        QVERIFY(!moves.empty());
        Position p;
        Gtp g;
        for (Square sq : moves) {
            const char* color = p.sideToMove == Color::Black ? "black" : "white";
            QCOMPARE(g.send(std::string("play ") + color + " " + squareName(sq)), std::string("=\n\n"));
            QVERIFY(p.play(sq));
        }
        QVERIFY(p.board.mustPass());
        const std::string mover = p.sideToMove == Color::Black ? "black" : "white";
        const std::string other = p.sideToMove == Color::Black ? "white" : "black";
        // The side to move has no move: genmove passes, reg_genmove too (and changes nothing).
        QCOMPARE(g.ok("reg_genmove " + mover), std::string("pass"));
        QCOMPARE(g.session.position(), p);
        QCOMPARE(g.ok("genmove " + mover), std::string("pass"));
        QCOMPARE(g.session.position().sideToMove, opposite(p.sideToMove));
        QCOMPARE(g.send("undo"), std::string("=\n\n"));
        QCOMPARE(g.session.position(), p);
        // Written pass.
        QCOMPARE(g.send("play " + mover + " pass"), std::string("=\n\n"));
        QCOMPARE(g.send("undo"), std::string("=\n\n"));
        // The other side passing out of turn is not a legal pass.
        QVERIFY(isError(g.send("play " + other + " pass")));
        // Implicit pass: the other side simply plays; one undo takes back both plies.
        std::mt19937 rng(1);
        const Square reply = test::randomMove<test::Pick::Uniform>(p.board.passed(), rng);
        QCOMPARE(g.send("play " + other + " " + squareName(reply)), std::string("=\n\n"));
        Position q = p;
        QVERIFY(q.play(PassMove));
        QVERIFY(q.play(reply));
        QCOMPARE(g.session.position(), q);
        QCOMPARE(g.send("undo"), std::string("=\n\n"));
        QCOMPARE(g.session.position(), p);
        // genmove for the other side also implies the pass.
        const std::string m = g.ok("genmove " + other);
        QVERIFY(m != "pass");
        QVERIFY(p.board.passed().isLegal(vertexSquare(m)));
    }

    void genmoveAndFinalScoreOverWholeGames()
    {
        for (int game = 0; game < 2; ++game) {
            Gtp g;
            QCOMPARE(g.send("set_level 1"), std::string("=\n\n"));
            QCOMPARE(g.send(game == 0 ? "komi 0" : "komi 2.5"), std::string("=\n\n"));
            Position p;
            int passes = 0, plies = 0;
            while (!p.board.isGameOver()) {
                const std::string color = p.sideToMove == Color::Black ? "b" : "w";
                QVERIFY(isError(g.send("final_score")));
                const std::string m = g.ok("genmove " + color);
                const Square sq = m == "pass" ? PassMove : vertexSquare(m);
                QVERIFY2(p.play(sq), m.c_str());
                QCOMPARE(g.session.position(), p);
                passes += sq == PassMove;
                QVERIFY(++plies < 80);
            }
            QVERIFY(plies >= 50);
            // A finished game: genmove passes and nothing changes; closing passes are accepted.
            QCOMPARE(g.ok("genmove black"), std::string("pass"));
            QCOMPARE(g.send("play white pass"), std::string("=\n\n"));
            QCOMPARE(g.session.position(), p);
            QCOMPARE(g.send("undo"), std::string("=\n\n"));
            const double score = p.finalScoreBlack() - (game == 0 ? 0 : 2.5);
            const std::string expected = score == 0
                ? "0"
                : (score > 0 ? "B+" : "W+") + QString::number(std::fabs(score)).toStdString();
            QCOMPARE(g.ok("final_score"), expected);
            Q_UNUSED(passes);
        }
    }

    // Levels 1-4 with the human-errors table value every move and draw one: at a tiny temperature
    // always the best, at a large one many moves; without the table they are engine levels.
    void humanLikeLevels()
    {
        SearchSettings settings;
        settings.level = 3;
        Gtp engineLevel(settings);
        QVERIFY(!engineLevel.session.settings().humanGroup());
        QCOMPARE(engineLevel.session.settings().limits().multiPv, 1);
        HumanCalibration table;
        for (auto& group : table.rows)
            for (auto& row : group) {
                row.positions = 1;
                row.histogram = {1, 0, 0, 0, 0, 0};
            }
        table.depth = 2;
        table.exactEmpties = 4;
        const auto firstMoves = [&](double temperature) {
            for (auto& group : table.rows)
                for (auto& row : group)
                    row.temperature = temperature;
            settings.human = std::make_shared<const HumanCalibration>(table);
            std::set<std::string> moves;
            for (std::uint64_t seed = 1; seed <= 24; ++seed) {
                Gtp g(settings);
                g.session.setHumanSeed(seed);
                if (g.session.settings().humanGroup() != HumanGroup::Average
                    || g.session.settings().limits().multiPv != 0)
                    return std::set<std::string>{};
                g.ok("play b f5");
                g.ok("play w f6");
                moves.insert(g.ok("genmove b"));
            }
            return moves;
        };
        QCOMPARE(int(firstMoves(MinHumanTemperature).size()), 1);
        QVERIFY(firstMoves(MaxHumanTemperature).size() >= 3);
        Gtp g(settings);
        QVERIFY2(g.ok("probcut-settings").find("human-like (average") != std::string::npos,
            g.ok("probcut-settings").c_str());
        // Beginner: the weak group at twice its temperatures, and the settings say so.
        SearchSettings beginner = settings;
        beginner.level = 1;
        QCOMPARE(beginner.humanGroup(), std::optional<HumanGroup>(HumanGroup::Weak));
        QCOMPARE(beginner.humanTemperatureScale(), 2.0);
        QVERIFY2(beginner.describe().find("human-like (weak tournament players, temperatures x2)")
                != std::string::npos,
            beginner.describe().c_str());
    }

    void engineOptions()
    {
        Gtp g;
        QCOMPARE(g.send("set_level 5"), std::string("=\n\n"));
        QCOMPARE(g.session.settings().limits().depth, Levels[4].depth);
        QCOMPARE(g.send("set_depth 3"), std::string("=\n\n"));
        QCOMPARE(g.session.settings().limits().depth, 3);
        QCOMPARE(g.send("set_depth 0"), std::string("=\n\n"));
        QCOMPARE(g.session.settings().limits().depth, Levels[4].depth);
        QCOMPARE(g.send("set_time 0.25"), std::string("=\n\n"));
        QCOMPARE(g.session.settings().limits().moveTime, 0.25);
        QCOMPARE(g.send("set_time 0"), std::string("=\n\n"));
        QCOMPARE(g.send("set_threads 1"), std::string("=\n\n"));
        // More threads than the hardware has are capped, and the reply says so.
        const int hardware = int(std::max(1u, std::thread::hardware_concurrency()));
        QVERIFY(
            g.ok("set_threads " + std::to_string(hardware + 1)).find(std::to_string(hardware) + " threads")
            != std::string::npos);
        QCOMPARE(g.session.settings().threadsUsed(), hardware);
        QCOMPARE(g.session.settings().limits().threads, hardware);
        QCOMPARE(g.send("set_threads 1"), std::string("=\n\n"));
        QCOMPARE(g.session.settings().limits().threads, 1);
        g.ok("set_threads " + std::to_string(hardware + 6)); // reported by probcut-settings below
        QCOMPARE(g.send("set_hash 2"), std::string("=\n\n"));
        QCOMPARE(g.session.settings().hashMiB, std::size_t(2));
        QVERIFY(g.ok("set_book on").find("no opening book") != std::string::npos);
        QCOMPARE(g.send("set_book off"), std::string("=\n\n"));
        QVERIFY(!g.session.settings().bookRequested);
        const std::string s = g.ok("probcut-settings");
        QVERIFY2(s.find("level 5") != std::string::npos && s.find("hash 2 MiB") != std::string::npos
                && s.find("book off") != std::string::npos
                && s.find(std::to_string(hardware + 6) + " requested") != std::string::npos,
            s.c_str());
        const std::string m = g.ok("genmove black");
        QVERIFY(Board::initial().isLegal(vertexSquare(m)));
    }

    void bookMoves()
    {
        Gtp g;
        g.session.setBook(testutil::tinyBook());
        QCOMPARE(g.send("play black f5"), std::string("=\n\n"));
        QCOMPARE(g.ok("genmove white"), std::string("F4"));    // the book's move, not a search's
        QCOMPARE(g.send("set_book on"), std::string("=\n\n")); // a book is loaded: nothing to say
        QCOMPARE(g.send("undo"), std::string("=\n\n"));
        QCOMPARE(g.send("set_book off"), std::string("=\n\n"));
        const std::string searched = g.ok("genmove white");
        QVERIFY(parseTranscript("f5")->end.board.isLegal(vertexSquare(searched)));
        // Out of the book: searched as usual.
        QCOMPARE(g.send("set_book on"), std::string("=\n\n"));
        const std::string next = g.ok("genmove black");
        QVERIFY(g.session.position().board.discCount() == 7);
        Q_UNUSED(next);
    }

    void levelTable()
    {
        // Levels are the studio's table (engine/search/levels.h), numbered from 1.
        SearchSettings s;
        // No setting: the strongest level, at most DefaultMoveTime a move (issue 33).
        QCOMPARE(s.limits().depth, Levels[LevelCount - 1].depth);
        QCOMPARE(s.limits().moveTime, DefaultMoveTime);
        QCOMPARE(s.limits(100, 1).moveTime, 0.0); // a clock budgets the moves instead
        for (int l = MinLevel; l <= MaxLevel; ++l) {
            s.level = l;
            const SearchLimits lim = s.limits();
            QCOMPARE(lim.depth, Levels[std::size_t(l - 1)].depth);
            QCOMPARE(lim.solveEmpties, Levels[std::size_t(l - 1)].solveEmpties);
            QVERIFY(!Engine::checkLimits(lim));
        }
        QCOMPARE(s.limits().moveTime, Levels[LevelCount - 1].moveTimeCap); // level 10's cap, no clock
        s.moveTime = 2;
        QCOMPARE(s.limits().moveTime, 2.0);       // the tighter of the cap and the time per move
        QCOMPARE(s.limits(100, 1).moveTime, 2.0); // a clock lifts the level's cap
        QCOMPARE(s.limits(100, 1).clockRemaining, 100.0);
        s = SearchSettings{};
        s.moveTime = 1;
        QCOMPARE(s.limits().depth, 0); // time governs when neither level nor depth is given
        s.depth = 7;
        QCOMPARE(s.limits().depth, 7);
        QCOMPARE(s.limits().solveEmpties, depthSolveEmpties(7));
        QCOMPARE(depthSolveEmpties(1), 1);
        QCOMPARE(depthSolveEmpties(8), 12);
        QCOMPARE(depthSolveEmpties(60), 24);
        s.level = 3;
        QCOMPARE(s.limits().depth, 7); // an explicit depth wins over the level's...
        QCOMPARE(s.limits().solveEmpties, Levels[2].solveEmpties); // ...which keeps its solve
        QVERIFY(!Engine::checkLimits(s.limits()));
    }

    void capsBoundEverySearch()
    {
        // SearchSettings::caps (used by the fuzz targets) bound whatever the commands set.
        SearchSettings s;
        s.caps.depth = 2;
        s.caps.solveEmpties = 4;
        s.caps.moveTime = 0.005;
        s.caps.nodes = 500;
        s.caps.hashMiB = 1;
        for (int l = MinLevel; l <= MaxLevel; ++l) {
            s.level = l;
            const SearchLimits lim = s.limits(1000, 10);
            QVERIFY(lim.depth >= 1 && lim.depth <= 2);
            QVERIFY(lim.solveEmpties <= 4);
            QVERIFY(lim.moveTime > 0 && lim.moveTime <= 0.005);
            QVERIFY(lim.nodes > 0 && lim.nodes <= 500);
            QVERIFY(!Engine::checkLimits(lim));
        }
        s.level.reset();
        s.moveTime = 100;
        QCOMPARE(s.limits().depth, 2); // "as deep as time allows" becomes the cap
        Gtp g(s);
        QCOMPARE(g.ok("set_hash 4096"), std::string()); // accepted, but the table stays at 1 MiB
        QCOMPARE(g.ok("set_depth 60"), std::string());
        QVERIFY(!g.ok("genmove b").empty());
    }

    void clockBudget()
    {
        GtpClock c;
        double remaining, increment, moveTime;
        c.budget(remaining, increment, moveTime);
        QCOMPARE(remaining + increment + moveTime, 0.0); // no clock: no limit
        // Absolute time.
        c.enabled = true;
        c.mainTime = 60;
        c.budget(remaining, increment, moveTime);
        QCOMPARE(remaining, 60.0);
        QCOMPARE(moveTime, 0.0);
        c.charge(59.9);
        c.charge(1);
        c.budget(remaining, increment, moveTime);
        QVERIFY(moveTime > 0 && moveTime < 0.1); // flag fallen: move at once
        // Main time then byo-yomi: 10 s for 5 moves.
        GtpClock b;
        b.enabled = true;
        b.mainTime = 1;
        b.byoYomiTime = 10;
        b.byoYomiStones = 5;
        b.budget(remaining, increment, moveTime);
        QCOMPARE(remaining, 1.0);
        QCOMPARE(increment, 2.0);
        b.charge(1.5); // over main time: into the first period, the overrun taken from it
        QCOMPARE(b.stonesLeft, 5);
        QCOMPARE(b.periodLeft, 9.5);
        b.budget(remaining, increment, moveTime);
        QCOMPARE(remaining, 0.0);
        QVERIFY(moveTime > 1.0 && moveTime < 9.5 / 5);
        for (int i = 0; i < 5; ++i)
            b.charge(1);
        QCOMPARE(b.stonesLeft, 5); // a new period
        QCOMPARE(b.periodLeft, 10.0);
    }

    void clockIsHonoured()
    {
        // No depth cap at all: only the clock can end these searches.
        SearchSettings s;
        Gtp g(s);
        QCOMPARE(g.send("time_settings 2 0 0"), std::string("=\n\n"));
        QCOMPARE(g.send("play black f5"), std::string("=\n\n"));
        auto t0 = std::chrono::steady_clock::now();
        const std::string m = g.ok("genmove white");
        QVERIFY(m != "<error>" && m != "pass");
        double used = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
        QVERIFY2(used < 1.5, QByteArray::number(used)); // generous: the budget is ~0.1 s
        // time_left overrides the session's own bookkeeping.
        QCOMPARE(g.send("time_left black 0.3 0"), std::string("=\n\n"));
        t0 = std::chrono::steady_clock::now();
        QVERIFY(g.ok("genmove black") != "<error>");
        used = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
        QVERIFY2(used < 1.0, QByteArray::number(used));
        // Canadian byo-yomi: 1 s for 4 moves.
        QCOMPARE(g.send("time_settings 0 1 4"), std::string("=\n\n"));
        QCOMPARE(g.send("time_left white 1 4"), std::string("=\n\n"));
        t0 = std::chrono::steady_clock::now();
        QVERIFY(g.ok("genmove white") != "<error>");
        used = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
        QVERIFY2(used < 1.0, QByteArray::number(used));
        // "No time limit" per the GTP spec (byo_yomi_time > 0, stones 0) restores depth control.
        QCOMPARE(g.send("time_settings 0 1 0"), std::string("=\n\n"));
        QCOMPARE(g.send("set_depth 2"), std::string("=\n\n"));
        QVERIFY(g.ok("genmove black") != "<error>");
    }

    void timeLeftWithoutTimeSettings()
    {
        Gtp g{SearchSettings{}};
        QCOMPARE(g.send("time_left black 0.2 0"), std::string("=\n\n"));
        const auto t0 = std::chrono::steady_clock::now();
        QVERIFY(g.ok("genmove black") != "<error>");
        const double used = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
        QVERIFY2(used < 1.0, QByteArray::number(used));
        // Over time (negative time left): still a move, at once.
        QCOMPARE(g.send("time_left white -3 0"), std::string("=\n\n"));
        QVERIFY(g.ok("genmove white") != "<error>");
    }

    void badArguments_data()
    {
        QTest::addColumn<QByteArray>("line");
        const char* lines[] = {
            // wrong argument counts
            "protocol_version 1",
            "name x",
            "version x y",
            "known_command",
            "known_command a b",
            "list_commands all",
            "quit now",
            "boardsize",
            "boardsize 8 8",
            "clear_board x",
            "komi",
            "komi 1 2",
            "play",
            "play black",
            "play black f5 d6",
            "genmove",
            "genmove black white",
            "reg_genmove",
            "undo 1",
            "final_score x",
            "showboard x",
            "time_settings",
            "time_settings 1 2",
            "time_settings 1 2 3 4",
            "time_left",
            "time_left black 10",
            "set_level",
            "set_level 1 2",
            "set_depth",
            "set_time",
            "set_threads",
            "set_hash",
            "set_book",
            "set_book on off",
            "probcut-settings x",
            "cputime x",
            // bad numbers
            "boardsize 19",
            "boardsize -8",
            "boardsize 0",
            "boardsize 99999999999999999999",
            "boardsize eight",
            "boardsize 8.0",
            "komi abc",
            "komi nan",
            "komi inf",
            "komi 1e400",
            "komi -1000",
            "set_level 0",
            "set_level 11",
            "set_level 61",
            "set_level -3",
            "set_level 5x",
            "set_level 99999999999999999999999",
            "set_depth -1",
            "set_depth 61",
            "set_time -1",
            "set_time 1e12",
            "set_time nan",
            "set_threads 0",
            "set_threads -4",
            "set_threads 100000",
            "set_hash 0",
            "set_hash -64",
            "set_hash 1000000",
            "set_hash 1e3",
            "set_book maybe",
            "time_settings -1 0 0",
            "time_settings 10 -5 0",
            "time_settings 10 5 -1",
            "time_settings 10 5 2.5",
            "time_settings x y z",
            "time_left black x 0",
            "time_left black 10 -1",
            "time_left black nan 0",
            "set_unknown 1",
            // bad colours and vertices
            "play red f5",
            "play f5 black",
            "play black z9",
            "play black i1",
            "play black a0",
            "play black a9",
            "play black f55",
            "play black 5f",
            "play black pas",
            "play black -",
            "play black f",
            "genmove red",
            "genmove 0",
            "reg_genmove purple",
            "time_left green 10 0",
            // illegal moves
            "play black a1",
            "play black d4",
            "play black pass",
            "play white f5",
            "play white pass",
            // garbage
            "\x01\x02\x03",
            "\xff\xfe\xfd",
            "play black \xc3\xa9",
            "genmove \x80",
            "\x7f\x7f name x",
            "unknown_command",
            "PLAY black f5",
            "=",
            "?",
            "#",
            "-1 name",
            "1a name",
        };
        for (const char* l : lines)
            QTest::newRow(l) << QByteArray(l);
        QTest::newRow("very long command") << QByteArray(100000, 'x');
        QTest::newRow("very long argument") << ("play black " + QByteArray(100000, 'f'));
        QTest::newRow("many arguments") << ("komi" + QByteArray(" 1").repeated(20000));
        QTest::newRow("very long id") << (QByteArray(5000, '7') + " fly");
        QTest::newRow("nul bytes") << QByteArray("play\0black\0f5", 13);
    }

    void badArguments()
    {
        QFETCH(QByteArray, line);
        Gtp g;
        const Position before = g.session.position();
        const SearchSettings settingsBefore = g.session.settings();
        const std::string r = g.send(std::string_view(line.constData(), std::size_t(line.size())));
        QVERIFY2(r.empty() || isError(r), r.substr(0, 200).c_str());
        QVERIFY(g.alive);
        QCOMPARE(g.session.position(), before);
        QCOMPARE(g.session.settings().limits().depth, settingsBefore.limits().depth);
        QCOMPARE(g.session.settings().hashMiB, settingsBefore.hashMiB);
        QCOMPARE(g.session.settings().threadsRequested, settingsBefore.threadsRequested);
        // Still talking, and the response to an error is at most a short line.
        QVERIFY(r.size() < 300);
        QCOMPARE(g.send("name"), std::string("= ProbCut\n\n"));
        QCOMPARE(g.send("play black f5"), std::string("=\n\n"));
    }

    void emptyAndBlankLinesGetNoResponse()
    {
        Gtp g;
        for (const char* l : {"", " ", "\t", "\r", "\n", "#x", "  # y"})
            QCOMPARE(g.send(l), std::string());
    }
};

QTEST_APPLESS_MAIN(TestGtp)
#include "test_gtp.moc"
