// `probcut-lab` as a process: the generated help lists the lab's tools, options are range-checked
// by CLI11, and bad shards, folders and files get a clear message and exit code 2 (1 for a
// corrupt file found by selfplay-check) without touching stored games.
#include "tests/app/cli_run.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using probcut::test::runCli;

class TestCliLab : public QObject {
    Q_OBJECT

private slots:
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

QTEST_GUILESS_MAIN(TestCliLab)
#include "test_cli_lab.moc"
