// `probcut-lab` as a process: the generated help lists the lab's tools, options are range-checked
// by CLI11, and bad shards, folders and files get a clear message and exit code 2 (1 for a
// corrupt file found by selfplay-check) without touching stored games.
#include "engine/search/human_play.h"
#include "engine/training/human_errors.h"
#include "tests/app/cli_run.h"
#include "tests/shared_data.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using probcut::test::runCli;

class TestCliLab : public QObject {
    Q_OBJECT

private slots:
    void humanErrorsTable();
    void helpListsTheLabTools()
    {
        const auto r = runCli("--help", {});
        QCOMPARE(r.exitCode, 0);
        for (const char* name : {"selfplay", "selfplay-check", "selfplay-bench"})
            QVERIFY2(r.out.contains(QLatin1String(name)), qPrintable(r.out));
        const auto sub = runCli("selfplay", {"--help"});
        QCOMPARE(sub.exitCode, 0);
        QVERIFY(sub.out.contains("--shard"));
        QVERIFY(sub.out.contains("--random-plies"));
    }

    void badOptionsAreRefused_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        QTest::newRow("shard 5/3") << QStringList{"selfplay", "--out", "/tmp", "--shard", "5/3"}
                                   << "K must be 1 to N";
        QTest::newRow("shard text") << QStringList{"selfplay", "--out", "/tmp", "--shard", "x"}
                                    << "expected K/N";
        QTest::newRow("depth range") << QStringList{"selfplay", "--out", "/tmp", "--depth", "99"}
                                     << "--depth";
        QTest::newRow("depth text") << QStringList{"selfplay", "--out", "/tmp", "--depth", "deep"}
                                    << "--depth";
        QTest::newRow("random plies")
            << QStringList{"selfplay", "--out", "/tmp", "--random-plies", "12,70"} << "--random-plies";
        QTest::newRow("no folder option") << QStringList{"selfplay"} << "--out";
        QTest::newRow("missing folder")
            << QStringList{"selfplay", "--out", "/nonexistent/folder", "--games", "1"} << "no such folder";
        QTest::newRow("unknown command") << QStringList{"selfplya"} << "selfplya";
        QTest::newRow("human depth") << QStringList{"human-errors", "--depth", "0"} << "--depth";
        QTest::newRow("human selectivity")
            << QStringList{"human-errors", "--selectivity", "101"} << "--selectivity";
        QTest::newRow("human games") << QStringList{"human-errors", "--games", "0"} << "--games";
        QTest::newRow("human no wthor") << QStringList{"human-errors", "--wthor", "/nonexistent/folder",
            "--scores", "/tmp/x"} << "no .wtb files in /nonexistent/folder";
        QTest::newRow("check missing file")
            << QStringList{"selfplay-check", "/nonexistent.txt.gz"} << "nonexistent";
    }

    void badOptionsAreRefused()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        const auto r = runCli(args.takeFirst(), args);
        QVERIFY2(r.exitCode != 0, qPrintable(r.out));
        QVERIFY2(r.err.contains(message) || r.out.contains(message), qPrintable(r.err + r.out));
    }

    void checkCountsAndRefusesCorruptFiles()
    {
        QTemporaryDir dir;
        const QString folder = dir.path();
        const auto play = runCli("selfplay",
            {"--out", folder, "--games", "3", "--depth", "2", "--exact", "8", "--selectivity", "100",
                "--seed", "4"});
        QVERIFY2(play.exitCode == 0, qPrintable(play.err));
        QVERIFY(play.out.contains("3 games stored"));
        const QString file = folder + "/selfplay-d2e8p100r12-18-21-24-30-36-seed4-1of1.txt.gz";
        QVERIFY(QFile::exists(file));
        auto check = runCli("selfplay-check", {file});
        QCOMPARE(check.exitCode, 0);
        QVERIFY2(check.out.contains("total: 3 games"), qPrintable(check.out));
        QFile bad(folder + "/bad.txt");
        QVERIFY(bad.open(QIODevice::WriteOnly));
        bad.write("f5d6c3 0 0 d2e8p100r12\n");
        bad.close();
        check = runCli("selfplay-check", {bad.fileName()});
        QCOMPARE(check.exitCode, 1);
        QVERIFY2(check.err.contains("line 1") && check.err.contains("not finished"), qPrintable(check.err));
    }
};

// `human-errors` on a small sample: a table that parses with every row filled, the scored
// moves resumed rather than scored again, and a scores file of other settings or with a
// damaged line refused with its line.
void TestCliLab::humanErrorsTable()
{
    PROBCUT_REQUIRE_SHARED("games/wthor");
    QTemporaryDir dir;
    const QString scores = dir.path() + "/scores.txt", table = dir.path() + "/table.txt",
                  fixture = dir.path() + "/fixture.txt";
    const QStringList args{"--wthor", probcut::test::sharedDataDir() + "/games/wthor", "--games", "40",
        "--depth", "1", "--exact", "6", "--scores", scores, "--out", table, "--fixture", fixture,
        "--fixture-per-row", "3"};
    auto r = runCli("human-errors", args);
    QVERIFY2(r.exitCode == 0, qPrintable(r.err + r.out));
    QVERIFY2(r.out.contains("40 games sampled, 0 already scored"), qPrintable(r.out));
    QFile f(table);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QByteArray text = f.readAll();
    QVERIFY(text.startsWith("# probcut-lab human-errors --games 40 --seed 1 --depth 1"));
    const auto cal = probcut::parseHumanCalibration(text.toStdString(), "table.txt");
    QVERIFY2(cal.ok(), cal.ok() ? "" : cal.error().message.c_str());
    QCOMPARE(cal->depth, 1);
    QCOMPARE(cal->exactEmpties, 6);
    QFile fx(fixture);
    QVERIFY(fx.open(QIODevice::ReadOnly));
    int fixtureLines = 0;
    for (const QByteArray& line : fx.readAll().split('\n'))
        if (!line.isEmpty() && !line.startsWith('#')) {
            QVERIFY2(probcut::parseScoredMoveLine(line.toStdString()).ok(), line.constData());
            ++fixtureLines;
        }
    QCOMPARE(fixtureLines, 3 * probcut::HumanGroupCount * probcut::HumanPhaseCount);

    r = runCli("human-errors", args);
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QVERIFY2(r.out.contains("40 games sampled, 40 already scored"), qPrintable(r.out));
    QFile again(table);
    QVERIFY(again.open(QIODevice::ReadOnly));
    QCOMPARE(again.readAll(), text);
    r = runCli("human-errors", args); // resumed twice: the file holds the fresh lines each run begins
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));

    QStringList other = args;
    other[other.indexOf("--depth") + 1] = "2";
    r = runCli("human-errors", other);
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains("was made with other settings"), qPrintable(r.err));

    QFile s(scores);
    QVERIFY(s.open(QIODevice::ReadOnly));
    QList<QByteArray> lines = s.readAll().split('\n');
    s.close();
    lines[2] = "12 x weak";
    QVERIFY(s.open(QIODevice::WriteOnly));
    s.write(lines.join('\n'));
    s.close();
    r = runCli("human-errors", args);
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains("line 3: expected 7 fields"), qPrintable(r.err));
}

QTEST_GUILESS_MAIN(TestCliLab)
#include "test_cli_lab.moc"
