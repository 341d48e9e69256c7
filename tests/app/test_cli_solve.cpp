// `probcut solve` run as a process: the output format, score checking against the file (exit 1
// on a mismatch), and bad input — malformed boards, impossible positions, unknown options,
// unsupported thread counts, missing files — each rejected with exit code 2 and a message
// naming the problem (the option, from the command-line parser, or "solve: ..." for what the
// command finds in its input); a finished game is reported as such. Also `probcut gtp` at a
// human-like level without its table (missing, corrupt): a message, and the engine level plays.
#include "tests/app/cli_run.h"

#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

namespace {

using Run = probcut::test::CliRun;

Run solve(const QStringList& args) { return probcut::test::runCli(QStringLiteral("solve"), args); }

// FFO #1 (G8 +18) and a few quick positions of the same file.
const char* Ffo1 = "--XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--OOOOO-- X; G8:+18; H1:+12; "
                   "H7:+6; A2:+6; A3:+4; B1:-4; A4:-22; G2:-24;\n";
const char* Ffo2 = "-XXXXXX---XOOOO--XOXXOOX-OOOOOOOOOOOXXOOOOOXXOOX--XXOO----XXXXX- X; A4:+10; B2:+0; "
                   "A3:-6; G7:-8; A7:-12; H7:-14; B7:-14; H2:-24;\n";

} // namespace

class TestCliSolve : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    QString write(const QString& name, const QByteArray& text)
    {
        const QString path = m_dir.filePath(name);
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly))
            qFatal("cannot write %s", qPrintable(path));
        f.write(text);
        return path;
    }

private slots:
    // `probcut gtp` at a human-like level: a missing or corrupt human-errors table is named on
    // stderr and the level plays as the engine level; with the shipped table it is human-like.
    void gtpHumanLevelsFallBack()
    {
        QFile bad(m_dir.filePath(QStringLiteral("bad-table.txt")));
        QVERIFY(bad.open(QIODevice::WriteOnly));
        bad.write("format human-errors 1\nsettings depth 10 selectivity 95 exact 99\n");
        bad.close();
        struct Case {
            QString table;
            QString err, settings;
        };
        const Case cases[] = {
            {QStringLiteral("/nonexistent/human-errors.txt"),
                QStringLiteral(
                    "gtp: /nonexistent/human-errors.txt: cannot open; levels 1-4 play as engine levels"),
                QStringLiteral("engine level (no human-errors table)")},
            {bad.fileName(),
                QStringLiteral("bad-table.txt: line 2: exact '99' is not 0 to 30; levels 1-4 play as engine"),
                QStringLiteral("engine level (no human-errors table)")},
            {QString(), QString(), QStringLiteral("human-like (weak tournament players)")},
        };
        for (const Case& c : cases) {
            QProcess p;
            QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
            if (!c.table.isEmpty())
                env.insert(QStringLiteral("PROBCUT_HUMAN_ERRORS"), c.table);
            p.setProcessEnvironment(env);
            p.start(QStringLiteral(PROBCUT_CLI),
                {QStringLiteral("gtp"), QStringLiteral("--level"), QStringLiteral("2"),
                    QStringLiteral("--book"), QStringLiteral("off")});
            QVERIFY(p.waitForStarted());
            p.write("genmove b\nprobcut-settings\nquit\n");
            p.closeWriteChannel();
            QVERIFY(p.waitForFinished(60000));
            const QString out = QString::fromUtf8(p.readAllStandardOutput());
            const QString err = QString::fromUtf8(p.readAllStandardError());
            QCOMPARE(p.exitCode(), 0);
            QVERIFY2(out.contains(QRegularExpression(QStringLiteral("^= [A-H][1-8]\n"))), qPrintable(out));
            QVERIFY2(out.contains(c.settings), qPrintable(out));
            if (c.err.isEmpty())
                QVERIFY2(!err.contains(QStringLiteral("human")), qPrintable(err));
            else
                QVERIFY2(err.contains(c.err), qPrintable(err));
        }
    }

    void solvesAndChecks()
    {
        const QString file = write("good.obf", QByteArray("% two FFO positions\n") + Ffo1 + "\n" + Ffo2);
        const Run r = solve({file});
        QCOMPARE(r.exitCode, 0);
        const QStringList lines = r.out.split('\n', Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 3);
        QVERIFY2(QRegularExpression("^1 g8 18 \\d+ \\d+\\.\\d{3}$").match(lines[0]).hasMatch(),
            qPrintable(lines[0]));
        QVERIFY2(QRegularExpression("^2 a4 10 \\d+ \\d+\\.\\d{3}$").match(lines[1]).hasMatch(),
            qPrintable(lines[1]));
        QVERIFY2(QRegularExpression("^total 2 \\d+ \\d+\\.\\d{3}$").match(lines[2]).hasMatch(),
            qPrintable(lines[2]));

        const Run w = solve({file, "--wld", "--index-base", "40", "--kernel", "portable", "--hash", "4"});
        QCOMPARE(w.exitCode, 0);
        // In WLD mode any winning move is a best move (G8 +18, H1 +12, ... all win).
        QVERIFY2(QRegularExpression("^40 (g8|h1|h7|a2|a3) 1 ").match(w.out).hasMatch(), qPrintable(w.out));
        QVERIFY2(w.out.contains("\n41 a4 1 "), qPrintable(w.out));

        const Run t = solve({file, "--threads", "1"});
        QCOMPARE(t.exitCode, 0);
        QCOMPARE(t.out.split('\n', Qt::SkipEmptyParts).size(), 3);
        // Two threads: the same line format and scores (the file's moves are checked too).
        const Run t2 = solve({file, "--threads", "2"});
        QCOMPARE(t2.exitCode, 0);
        QVERIFY2(QRegularExpression(
                     "^1 g8 18 \\d+ \\d+\\.\\d{3}\n2 a4 10 \\d+ \\d+\\.\\d{3}\ntotal 2 \\d+ \\d+\\.\\d{3}\n$")
                     .match(t2.out)
                     .hasMatch(),
            qPrintable(t2.out));

        // --trace: the root searches of each position on stderr (the evaluation's first guess, then
        // the exact probes), the last one returning the score.
        const Run tr = solve({file, "--trace", "--range", "1-1"});
        QCOMPARE(tr.exitCode, 0);
        QVERIFY2(
            QRegularExpression(
                "^1 trace guess -?\\d+ \\d+\n(1 trace exact \\(-?\\d+,-?\\d+\\) -?\\d+ [a-h][1-8] \\d+\n)+$")
                .match(tr.err)
                .hasMatch(),
            qPrintable(tr.err));
        QVERIFY2(QRegularExpression("\\) 18 g8 \\d+\n$").match(tr.err).hasMatch(), qPrintable(tr.err));
    }

    void reportsDisagreement()
    {
        QByteArray wrong(Ffo1);
        wrong.replace("G8:+18", "G8:+20");
        const Run r = solve({write("wrong.obf", wrong)});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.out.contains("mismatch 1 expected 20 got 18"), qPrintable(r.out));
        QVERIFY(r.out.contains("total 1 "));

        // The file claims H1 is best: the solver's G8 is then "not among the best".
        QByteArray move(Ffo1);
        move.replace("G8:+18; H1:+12", "G8:+12; H1:+18");
        const Run m = solve({write("move.obf", move)});
        QCOMPARE(m.exitCode, 1);
        QVERIFY2(m.out.contains("mismatch 1 move g8 is not among the best (h1)"), qPrintable(m.out));
    }

    void badInput_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QByteArray>("content"); // written to the file argument when not empty
        QTest::addColumn<QString>("start");      // what stderr starts with: "solve: " or the option
        QTest::addColumn<QString>("message");
        QTest::newRow("short board") << QStringList{"FILE"} << QByteArray("XXXX X; A1:+3;\n") << "solve: "
                                     << "board has only";
        QTest::newRow("bad character")
            << QStringList{"FILE"}
            << QByteArray("--XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--OOOOQ-- X;\n")
            << "solve: "
            << "line 1";
        QTest::newRow("no side") << QStringList{"FILE"}
                                 << QByteArray(
                                        "--XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--OOOOO--\n")
                                 << "solve: "
                                 << "line 1";
        QTest::newRow("empty centre")
            << QStringList{"FILE"}
            << QByteArray("-------------------------------------------------------------XXX X;\n")
            << "solve: "
            << "impossible position";
        QTest::newRow("bad score")
            << QStringList{"FILE"}
            << QByteArray("--XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--OOOOO-- X; G8:+x;\n")
            << "solve: "
            << "line 1";
        QTest::newRow("empty file") << QStringList{"FILE"} << QByteArray("% nothing\n") << "solve: "
                                    << "no positions";
        QTest::newRow("unknown option") << QStringList{"FILE", "--fast"} << QByteArray(Ffo1)
                                        << "The following argument was not expected: "
                                        << "--fast";
        QTest::newRow("threads zero")
            << QStringList{"FILE", "--threads", "0"} << QByteArray(Ffo1) << "--threads: "
            << "Value 0 not in range 1 to 1024";
        QTest::newRow("kernel") << QStringList{"FILE", "--kernel", "sse9"} << QByteArray(Ffo1) << "--kernel: "
                                << "kernel must be portable, avx2, avx512 or auto";
        QTest::newRow("hash") << QStringList{"FILE", "--hash", "-3"} << QByteArray(Ffo1) << "--hash: "
                              << "Value -3 not in range";
        QTest::newRow("option without value")
            << QStringList{"FILE", "--hash"} << QByteArray(Ffo1) << "--hash: "
            << "required";
        QTest::newRow("range") << QStringList{"FILE", "--range", "5-3"} << QByteArray(Ffo1) << "--range: "
                               << "must be A-B with A <= B";
        QTest::newRow("time without endcut")
            << QStringList{"FILE", "--time", "5"} << QByteArray(Ffo1) << "--time "
            << "requires --endcut";
        QTest::newRow("missing file") << QStringList{"/nonexistent/x.obf"} << QByteArray() << "file: "
                                      << "File does not exist: /nonexistent/x.obf";
        QTest::newRow("no file") << QStringList{} << QByteArray() << "solve: "
                                 << "expected one OBF file";
        QTest::newRow("two files") << QStringList{"FILE", "FILE"} << QByteArray(Ffo1)
                                   << "The following argument was not expected: "
                                   << "bad.obf";
        QTest::newRow("file and --board")
            << QStringList{"FILE", "--board", QString(64, 'X') + " O"} << QByteArray(Ffo1) << "file "
            << "excludes --board";
        QTest::newRow("bad --board") << QStringList{"--board", "XO"} << QByteArray() << "solve: "
                                     << "bad --board";
    }

    void badInput()
    {
        QFETCH(QStringList, args);
        QFETCH(QByteArray, content);
        QFETCH(QString, start);
        QFETCH(QString, message);
        if (!content.isEmpty()) {
            const QString path = write("bad.obf", content);
            args.replaceInStrings(QRegularExpression("^FILE$"), path);
        }
        const Run r = solve(args);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.startsWith(start), qPrintable(r.err));
        QVERIFY2(r.err.contains(message), qPrintable(r.err));
        QVERIFY2(!r.out.contains("total"), qPrintable(r.out));
    }

    void finishedGameSaysSo()
    {
        const Run r = solve({"--board", QString(64, 'X') + " O"});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.err.contains("the game is over"), qPrintable(r.err));
        QVERIFY2(r.out.startsWith("1 -- -64 0 "), qPrintable(r.out));
    }
};

QTEST_APPLESS_MAIN(TestCliSolve)
#include "test_cli_solve.moc"
