// `probcut-lab match` run as a process (PROBCUT_CLI is probcut-lab): players with their own
// settings (Buro's Table 4 pairs a selective player at depth d + k with brute force at depth d),
// equal CPU time per move, the per-side report (depth, CPU seconds and nodes per move) and the
// rejection of malformed player specifications and limits.
#include "tests/app/cli_run.h"

#include <QDir>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

namespace {

using Run = probcut::test::CliRun;

Run match(const QStringList& args) { return probcut::test::runCli(QStringLiteral("match"), args); }

} // namespace

// The openings come from ../shared's logbook: CI must have it (fail), elsewhere skip.
#define REQUIRE_LOGBOOK()                                                                                    \
    do {                                                                                                     \
        if (!haveLogbook()) {                                                                                \
            if (qEnvironmentVariableIsSet("CI"))                                                             \
                QFAIL("../shared/data/games/logistello/logbook.gam.gz is missing");                          \
            QSKIP("../shared is not beside the repository");                                                 \
        }                                                                                                    \
    } while (false)

class TestCliMatch : public QObject {
    Q_OBJECT

private:
    // The openings come from ../shared's Logistello logbook.
    bool haveLogbook()
    {
        return QFile::exists(QStringLiteral(PROBCUT_SHARED_DIR) + "/data/games/logistello/logbook.gam.gz");
    }

private slots:
    void depthPerPlayer()
    {
        REQUIRE_LOGBOOK();
        const Run r = match({"--a", "mpc:depth=4,t=1.2,tries=3,late=1.4,late-discs=40,extend=0", "--b",
            "bf:depth=2", "--games", "2", "--solve-empties", "8"});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains("depth per player"), qPrintable(r.out));
        const QStringList lines = r.out.split('\n', Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 3); // the header and one line per opening (two games each)
        // Each side's depth is its own, exactly (no solved moves are counted).
        QVERIFY2(
            QRegularExpression("^match: 4 games: mpc:depth=4\\S* \\+\\d+ =\\d+ -\\d+ \\(\\d+\\.\\d%\\), "
                               "disc difference [-+]\\d+\\.\\d\\d \\+- \\d+\\.\\d\\d \\(95%\\), mean depth "
                               "\\S+ 4\\.00, bf:depth=2 2\\.00, cpu s/move \\d+\\.\\d{4} / \\d+\\.\\d{4}, "
                               "nodes/move (\\d+) / (\\d+)$")
                .match(lines[2])
                .hasMatch(),
            qPrintable(lines[2]));
    }

    // Equal CPU time per move (the thread's clock): both sides search, and their CPU seconds
    // per move stay near the budget (the watchdog looks every millisecond; loose bound for a
    // loaded machine).
    void cpuTimePerMove()
    {
        REQUIRE_LOGBOOK();
        const Run r = match(
            {"--a", "mpc", "--b", "bf", "--move-cpu", "0.01", "--games", "1", "--solve-empties", "8"});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains("move CPU time 0.01 s"), qPrintable(r.out));
        const QRegularExpressionMatch m
            = QRegularExpression("cpu s/move (\\d+\\.\\d+) / (\\d+\\.\\d+)").match(r.out);
        QVERIFY2(m.hasMatch(), qPrintable(r.out));
        for (int side = 1; side <= 2; ++side) {
            const double s = m.captured(side).toDouble();
            QVERIFY2(s > 0.002 && s < 0.2, qPrintable(r.out));
        }
    }

    // A node budget per move (--move-nodes) is deterministic: the same command plays the same
    // games (same moves, results and node counts), each search stops within a poll interval
    // (4096 nodes) after its budget, and a player's nodes= and mpc= are its own; early= and
    // late-t= give buro's thresholds directly.
    void nodeBudgetIsDeterministic()
    {
        REQUIRE_LOGBOOK();
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        auto nodesRun = [&](const QString& a, const QString& record) {
            return match({"--a", a, "--b", "bf", "--move-nodes", "20000", "--games", "1", "--solve-empties",
                "10", "--seed", "11", "--record", dir.filePath(record)});
        };
        // The moves of a record without the CPU times (field 9 and each iteration's last one).
        auto movesOf = [&](const QString& record) {
            QFile f(dir.filePath(record));
            if (!f.open(QIODevice::ReadOnly))
                return QStringList();
            QStringList out;
            for (const QString& line : QString::fromUtf8(f.readAll()).split('\n', Qt::SkipEmptyParts)) {
                QStringList fields = line.split(' ');
                if (fields.value(0) == "m") {
                    fields[8].clear();
                    fields.last().replace(QRegularExpression(":[0-9.]+(;|$)"), "\\1");
                }
                out << fields.join(' ');
            }
            return out;
        };
        const Run first = nodesRun("buro", "a.rec");
        QCOMPARE(first.exitCode, 0);
        QVERIFY2(first.out.contains("move nodes 20000"), qPrintable(first.out));
        const Run second = nodesRun("buro", "b.rec");
        QCOMPARE(second.exitCode, 0);
        const QStringList a = movesOf("a.rec"), b = movesOf("b.rec");
        QVERIFY(a.size() > 10);
        QCOMPARE(a, b);
        QVERIFY2(a.first().contains("move-nodes 20000"), qPrintable(a.first()));
        // Nodes per move: each side near its budget, never a poll interval beyond it.
        const QRegularExpression nodesRe("nodes/move (\\d+) / (\\d+)");
        const QRegularExpressionMatch m = nodesRe.match(first.out);
        QVERIFY2(m.hasMatch(), qPrintable(first.out));
        QVERIFY2(m.captured(2).toDouble() > 16000 && m.captured(2).toDouble() <= 20000 + 4096,
            qPrintable(first.out));
        // The same summary, but for the CPU seconds.
        auto withoutCpu = [](QString text) {
            return text.replace(QRegularExpression("cpu s/move \\S+ / \\S+"), QString());
        };
        QCOMPARE(withoutCpu(second.out), withoutCpu(first.out));

        // early= and late-t= set the two thresholds themselves: buro's own (1.0 and 1.4) play
        // buro's games.
        const Run same = nodesRun("buro:early=1.0,late-t=1.4", "c.rec");
        QCOMPARE(same.exitCode, 0);
        QCOMPARE(movesOf("c.rec").mid(1), a.mid(1));

        // A side's own budget and its own parameter file (here the shipped one, by path).
        const Run own = match({"--a",
            "buro:nodes=40000,mpc=" + QStringLiteral(PROBCUT_SOURCE_DIR) + "/resources/mpc/mpc-pattern.txt",
            "--b", "bf", "--move-nodes", "20000", "--games", "1", "--solve-empties", "10", "--seed", "11"});
        QCOMPARE(own.exitCode, 0);
        const QRegularExpressionMatch o = nodesRe.match(own.out);
        QVERIFY2(o.hasMatch(), qPrintable(own.out));
        QVERIFY2(o.captured(1).toDouble() > 20000 + 4096, qPrintable(own.out));
        QVERIFY2(o.captured(2).toDouble() <= 20000 + 4096, qPrintable(own.out));
        // Players with their own budgets need no match-wide limit.
        QCOMPARE(match({"--a", "buro:nodes=20000", "--b", "bf:nodes=20000", "--games", "1", "--solve-empties",
                           "10", "--seed", "11"})
                     .exitCode,
            0);
    }

    // A game clock spent by the time manager (--game-cpu), the record of every move and its
    // review by a deeper reference search (the diagnostics of resources/mpc/README.md).
    void gameClockRecordAndReview()
    {
        REQUIRE_LOGBOOK();
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString record = dir.filePath("games.rec");
        const Run r = match({"--a", "buro", "--b", "bf", "--game-cpu", "0.1", "--games", "1",
            "--solve-empties", "8", "--record", record});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains("game CPU time 0.1 s"), qPrintable(r.out));
        QFile f(record);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(f.readAll());
        QVERIFY2(text.startsWith("# probcut match record 1: buro vs bf"), qPrintable(text));
        QVERIFY2(QRegularExpression("\nm 0 [01] [-XO]{64} [XO] [a-h][1-8] \\d+ ").match(text).hasMatch(),
            qPrintable(text));
        QVERIFY2(text.contains("\ng 1 0 "), qPrintable(text)); // the second game's result

        const Run review = match({"--review", record, "--ref-depth", "4", "--ref-exact", "10"});
        QCOMPARE(review.exitCode, 0);
        QVERIFY2(review.out.contains("reference mpc:t=2 depth 4"), qPrintable(review.out));
        QVERIFY2(QRegularExpression("player A: \\d+ moves, mean loss \\d+\\.\\d{3} discs")
                     .match(review.out)
                     .hasMatch(),
            qPrintable(review.out));
        QVERIFY2(review.out.contains("player B: "), qPrintable(review.out));
        QCOMPARE(match({"--review", dir.filePath("missing.rec")}).exitCode, 2);
    }

    // Bad input exits with 2 and nothing on stdout; stderr says what is wrong, naming the option
    // (CLI11 refuses players, ranges and conflicting options while parsing; the rest is found
    // when the match starts).
    void rejectsBadPlayers_data()
    {
        const QString record = QStringLiteral(PROBCUT_SOURCE_DIR) + "/resources/mpc/mpc-pattern.txt";
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QStringList>("messages"); // each must appear on stderr
        QTest::newRow("unknown player")
            << QStringList{"--a", "alphabeta", "--depth", "2"} << QStringList{"--a", "players are"};
        QTest::newRow("unknown key") << QStringList{"--a", "mpc:speed=2", "--depth", "2"}
                                     << QStringList{"--a", "key=value"};
        QTest::newRow("no value") << QStringList{"--a", "mpc:depth", "--depth", "2"}
                                  << QStringList{"--a", "key=value"};
        QTest::newRow("depth out of range")
            << QStringList{"--a", "mpc:depth=99", "--depth", "2"} << QStringList{"--a", "key=value"};
        QTest::newRow("threshold for brute force")
            << QStringList{"--a", "bf:t=1", "--depth", "2"} << QStringList{"--a", "key=value"};
        QTest::newRow("negative threshold")
            << QStringList{"--a", "mpc:t=-1", "--depth", "2"} << QStringList{"--a", "key=value"};
        QTest::newRow("bad player b")
            << QStringList{"--b", "bf:depth=0", "--depth", "2"} << QStringList{"--b", "key=value"};
        QTest::newRow("one player without a depth")
            << QStringList{"--a", "mpc:depth=4", "--b", "bf"} << QStringList{"exactly one of --depth"};
        QTest::newRow("both limits") << QStringList{"--depth", "2", "--move-time", "0.1"}
                                     << QStringList{"--depth", "excludes", "--move-time"};
        QTest::newRow("time and cpu") << QStringList{"--move-cpu", "0.1", "--move-time", "0.1"}
                                      << QStringList{"--move-time", "excludes", "--move-cpu"};
        QTest::newRow("zero cpu") << QStringList{"--move-cpu", "0"}
                                  << QStringList{"--move-cpu", "not a positive number"};
        QTest::newRow("game and move cpu") << QStringList{"--move-cpu", "0.1", "--game-cpu", "1"}
                                           << QStringList{"--move-cpu", "excludes", "--game-cpu"};
        QTest::newRow("zero early threshold")
            << QStringList{"--a", "buro:early=0", "--depth", "2"} << QStringList{"--a", "key=value"};
        QTest::newRow("late threshold for brute force")
            << QStringList{"--a", "bf:late-t=1.4", "--depth", "2"} << QStringList{"--a", "key=value"};
        QTest::newRow("bad hscale") << QStringList{"--a", "buro:hscale=2", "--depth", "2"}
                                    << QStringList{"--a", "key=value"};
        QTest::newRow("too few nodes")
            << QStringList{"--move-nodes", "10"} << QStringList{"--move-nodes", "not in range"};
        QTest::newRow("nodes and cpu") << QStringList{"--move-nodes", "100000", "--move-cpu", "0.1"}
                                       << QStringList{"--move-cpu", "excludes", "--move-nodes"};
        QTest::newRow("player nodes too few")
            << QStringList{"--a", "mpc:nodes=5", "--move-nodes", "100000"} << QStringList{"--a", "key=value"};
        QTest::newRow("one player without a limit")
            << QStringList{"--a", "mpc:nodes=100000", "--b", "bf"} << QStringList{"exactly one of --depth"};
        QTest::newRow("parameter file for brute force")
            << QStringList{"--a", "bf:mpc=x.txt", "--depth", "2"} << QStringList{"--a", "key=value"};
        QTest::newRow("missing parameter file") << QStringList{"--a", "mpc:mpc=/nonexistent/x.txt", "--depth",
            "2", "--games", "1"} << QStringList{"x.txt"};
        QTest::newRow("bad reference player")
            << QStringList{"--review", record, "--ref", "alphabeta"} << QStringList{"--ref", "players are"};
        QTest::newRow("reference depth without a review") << QStringList{"--ref-depth", "4", "--depth", "2"}
                                                          << QStringList{"--ref-depth", "requires --review"};
        QTest::newRow("review and a match limit")
            << QStringList{"--review", record, "--depth", "2"} << QStringList{"--depth", "excludes --review"};
    }
    void rejectsBadPlayers()
    {
        QFETCH(QStringList, args);
        QFETCH(QStringList, messages);
        const Run r = match(args);
        QCOMPARE(r.exitCode, 2);
        for (const QString& message : messages)
            QVERIFY2(r.err.contains(message), qPrintable(r.err));
        QVERIFY(r.out.isEmpty());
    }
};

QTEST_APPLESS_MAIN(TestCliMatch)
#include "test_cli_match.moc"
