// `probcut-lab mpc-fit` run as a process on one small WTHOR file: a deeper subset per stage
// (--deep-height, --deep-positions) gives fits of its own above --max-height from that subset,
// the samples file (version 2 when its rows differ in height) refits to the parameter file,
// resuming searches nothing and rewrites the same bytes, --fit-only fits what the work file
// holds, the endfit records of an existing --out file stay, and bad option combinations exit 2
// with a message naming the option (CLI11's for ranges and options that need or exclude others,
// the command's own for the checks across values).
// Self-play positions (--self-play) for the stages at and above --self-play-empties are
// distinct and reproducible (a second run in a fresh work file writes the same bytes), and
// --fit-width fits finer stages from the same positions. A second set (--self-play-mid) serves
// the stages below --self-play-empties, numbered after the first set, whose positions the work
// file still serves. Positions from the nodes of real searches (--tree-depth) are keyed apart
// in the work file, only for --tree-min-empties.., reproducible, and resumed.
#include "engine/search/multi_probcut.h"
#include "engine/training/mpc_samples.h"

#include "tests/app/cli_run.h"
#include "tests/shared_data.h"

#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

#include <cmath>

using namespace probcut;

namespace {

using Run = probcut::test::CliRun;

Run mpcFit(const QStringList& args) { return probcut::test::runCli(QStringLiteral("mpc-fit"), args); }

QByteArray readAll(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

std::string_view view(const QByteArray& b) { return {b.constData(), std::size_t(b.size())}; }

// The lines of a work file: "key empties stage v0 ... vH" (key: the game, or 2^40 + game for a
// tree position).
struct WorkLine {
    long long key;
    int empties;
    int values;
};
QList<WorkLine> workLines(const QString& path)
{
    QList<WorkLine> lines;
    for (const QByteArray& line : readAll(path).split('\n')) {
        const QList<QByteArray> w = line.split(' ');
        if (w.size() >= 3)
            lines.append({w[0].toLongLong(), w[1].toInt(), int(w.size()) - 3});
    }
    return lines;
}

const QString Weights = QStringLiteral(PROBCUT_SOURCE_DIR "/resources/weights/pattern-logistello46.pcw");
const QString ShippedMpc = QStringLiteral(PROBCUT_SOURCE_DIR "/resources/mpc/mpc-pattern.txt");

} // namespace

class TestCliMpcFit : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString path(const char* name) const { return m_dir.path() + QLatin1Char('/') + QLatin1String(name); }
    QStringList common() const
    {
        return {QStringLiteral("--games"),
            probcut::test::sharedDataDir() + QStringLiteral("/games/wthor/WTH_1990.wtb"),
            QStringLiteral("--evaluator"), Weights, QStringLiteral("--stage-width"), QStringLiteral("10"),
            QStringLiteral("--min-empties"), QStringLiteral("30"), QStringLiteral("--positions"),
            QStringLiteral("12"), QStringLiteral("--max-height"), QStringLiteral("4"),
            QStringLiteral("--work"), path("work.txt"), QStringLiteral("--csv"), path("pairs.csv")};
    }
    // common() with another work file and 24 positions per stage.
    QStringList commonWork(const char* work) const
    {
        QStringList args = common();
        args[args.indexOf(QStringLiteral("--work")) + 1] = path(work);
        args[args.indexOf(QStringLiteral("--positions")) + 1] = QStringLiteral("24");
        return args;
    }

private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void deepSubsetFitsRefitsAndResumes()
    {
        PROBCUT_REQUIRE_SHARED("games/wthor/WTH_1990.wtb");
        QVERIFY(QFile::copy(ShippedMpc, path("params.txt"))); // its endfit records must stay
        const QStringList deep = {QStringLiteral("--deep-height"), QStringLiteral("5"),
            QStringLiteral("--deep-positions"), QStringLiteral("10"), QStringLiteral("--out"),
            path("params.txt"), QStringLiteral("--samples"), path("samples.txt")};
        const Run r = mpcFit(common() + deep);
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY2(r.out.contains(QStringLiteral("the first 10 of each stage to height 5")), qPrintable(r.out));
        QVERIFY2(r.out.contains(QStringLiteral("keeping the endfit records")), qPrintable(r.out));

        const QByteArray pBytes = readAll(path("params.txt")), sBytes = readAll(path("samples.txt"));
        auto params = parseMpcParams(view(pBytes));
        auto samples = parseMpcSamples(view(sBytes));
        QVERIFY2(params.ok(), params.ok() ? "" : params.error().describe().c_str());
        QVERIFY2(samples.ok(), samples.ok() ? "" : samples.error().describe().c_str());
        QVERIFY(sBytes.startsWith("probcut-mpc-samples 2\n"));
        QCOMPARE(samples->maxHeight(), 5);
        QCOMPARE(samples->size(), std::size_t(36)); // stages 3, 4, 5 (30-59 empties), 12 each

        // Heights up to 4 from all 12 positions of a stage, height 5 from the 10 deep ones.
        int compared = 0;
        for (int st = 3; st <= 5; ++st) {
            QCOMPARE(params->fit(st, 4, 2).n, 12u);
            QCOMPARE(params->fit(st, 5, 2).n, 10u);
            for (int h = 1; h <= 5; ++h)
                for (int d = 0; d < h; ++d) {
                    const MpcFit& want = params->fit(st, h, d);
                    if (!want.n)
                        continue;
                    auto have = fitMpcSamples(*samples, st, h, d);
                    QVERIFY(have);
                    QCOMPARE(have->n, want.n);
                    QVERIFY(std::fabs(have->sigma - want.sigma) <= 1e-8 * (1 + want.sigma));
                    QVERIFY(std::fabs(have->a - want.a) <= 1e-8 * (1 + std::fabs(want.a)));
                    ++compared;
                }
        }
        QVERIFY(compared > 30);

        // The endfit records of the file it replaced.
        const QByteArray shippedBytes = readAll(ShippedMpc);
        auto shipped = parseMpcParams(view(shippedBytes));
        QVERIFY(shipped.ok() && shipped->hasEndFits());
        for (int e = 12; e <= 21; ++e)
            for (int d = 0; d <= 8; ++d) {
                QCOMPARE(params->endFit(e, d).n, shipped->endFit(e, d).n);
                QCOMPARE(params->endFit(e, d).sigma, shipped->endFit(e, d).sigma);
            }

        // Resuming searches nothing and writes the same bytes.
        const Run again = mpcFit(common() + deep);
        QVERIFY2(again.exitCode == 0, qPrintable(again.err));
        QVERIFY2(again.out.contains(QStringLiteral("(0 searched now")), qPrintable(again.out));
        QCOMPARE(readAll(path("params.txt")), pBytes);
        QCOMPARE(readAll(path("samples.txt")), sBytes);

        // --fit-only with a larger deep subset than the work file holds: nothing is searched,
        // the positions searched less deep serve the heights they reach.
        const Run only = mpcFit(common()
            + QStringList{QStringLiteral("--deep-height"), QStringLiteral("5"),
                QStringLiteral("--deep-positions"), QStringLiteral("12"), QStringLiteral("--fit-only"),
                QStringLiteral("--out"), path("only.txt")});
        QVERIFY2(only.exitCode == 0, qPrintable(only.err));
        QVERIFY2(only.out.contains(QStringLiteral("(0 searched now")), qPrintable(only.out));
        auto onlyParams = parseMpcParams(view(readAll(path("only.txt"))));
        QVERIFY(onlyParams.ok());
        QCOMPARE(onlyParams->fit(4, 5, 2).n, 10u);
        QCOMPARE(onlyParams->fit(4, 4, 2).n, 12u);
        QVERIFY(!onlyParams->hasEndFits()); // a new file: nothing to keep
    }

    void selfPlayPositionsAndFinerStages()
    {
        PROBCUT_REQUIRE_SHARED("games/wthor/WTH_1990.wtb");
        // Stages of 10: 30-39 from the collection, 40-49 and 50-59 from 100 self-play games.
        const QStringList selfPlay = {QStringLiteral("--self-play"), QStringLiteral("100"),
            QStringLiteral("--self-play-empties"), QStringLiteral("40"), QStringLiteral("--self-play-depth"),
            QStringLiteral("2"), QStringLiteral("--distinct"), QStringLiteral("--samples")};
        const Run r = mpcFit(commonWork("sp-work1.txt") + selfPlay
            + QStringList{path("sp1-samples.txt"), QStringLiteral("--out"), path("sp1.txt")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY2(r.out.contains(QStringLiteral("100 self-play games to 40 empties")), qPrintable(r.out));
        auto samples = parseMpcSamples(view(readAll(path("sp1-samples.txt"))));
        QVERIFY(samples.ok());
        QCOMPARE(samples->size(), std::size_t(72));
        // The work file names self-play games after the collection's games (WTH_1990 holds
        // 2986), the collection games below 40 empties.
        int fromSelfPlay = 0;
        for (const WorkLine& w : workLines(path("sp-work1.txt"))) {
            QCOMPARE(w.values, 5); // v0..v4
            QCOMPARE(w.key >= 2986, w.empties >= 40);
            fromSelfPlay += w.empties >= 40;
        }
        QCOMPARE(fromSelfPlay, 48);

        // The same command in a fresh work file plays the same games: same bytes.
        const Run again = mpcFit(commonWork("sp-work2.txt") + selfPlay
            + QStringList{path("sp2-samples.txt"), QStringLiteral("--out"), path("sp2.txt")});
        QVERIFY2(again.exitCode == 0, qPrintable(again.err));
        QCOMPARE(readAll(path("sp2.txt")), readAll(path("sp1.txt")));
        QCOMPARE(readAll(path("sp2-samples.txt")), readAll(path("sp1-samples.txt")));

        // Finer fitted stages from the same positions (nothing searched): stages of 5 empties,
        // samples file of the same width refitting to the parameter file.
        const Run fine = mpcFit(commonWork("sp-work1.txt") + selfPlay
            + QStringList{path("fine-samples.txt"), QStringLiteral("--fit-width"), QStringLiteral("5"),
                QStringLiteral("--out"), path("fine.txt")});
        QVERIFY2(fine.exitCode == 0, qPrintable(fine.err));
        QVERIFY2(fine.out.contains(QStringLiteral("(0 searched now")), qPrintable(fine.out));
        auto params = parseMpcParams(view(readAll(path("fine.txt"))));
        auto fineSamples = parseMpcSamples(view(readAll(path("fine-samples.txt"))));
        QVERIFY(params.ok() && fineSamples.ok());
        QCOMPARE(params->stageWidth(), 5);
        QCOMPARE(fineSamples->stageWidth(), 5);
        std::uint32_t total = 0;
        for (int st = 6; st <= 11; ++st) {
            const MpcFit& f = params->fit(st, 4, 2);
            total += f.n;
            if (!f.n)
                continue;
            auto have = fitMpcSamples(*fineSamples, st, 4, 2);
            QVERIFY(have);
            QCOMPARE(have->n, f.n);
            QVERIFY(std::fabs(have->sigma - f.sigma) <= 1e-8 * (1 + f.sigma));
        }
        QVERIFY(total >= 60); // stages with fewer than 8 positions have no fit
    }

    void selfPlayMidStages()
    {
        PROBCUT_REQUIRE_SHARED("games/wthor/WTH_1990.wtb");
        // sp-work1.txt of the test above: 30-39 from the collection, 40-59 from the first set.
        QVERIFY(QFile::exists(path("sp-work1.txt")));
        QVERIFY(QFile::copy(path("sp-work1.txt"), path("mid-work.txt")));
        const int before = readAll(path("mid-work.txt")).count('\n');
        const QStringList args = {QStringLiteral("--self-play"), QStringLiteral("100"),
            QStringLiteral("--self-play-empties"), QStringLiteral("40"), QStringLiteral("--self-play-depth"),
            QStringLiteral("2"), QStringLiteral("--distinct"), QStringLiteral("--self-play-mid"),
            QStringLiteral("50"), QStringLiteral("--self-play-mid-empties"), QStringLiteral("30"),
            QStringLiteral("--self-play-mid-noise"), QStringLiteral("4"), QStringLiteral("--out"),
            path("mid.txt")};
        const Run r = mpcFit(commonWork("mid-work.txt") + args);
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY2(r.out.contains(QStringLiteral("50 more self-play games to 30 empties")), qPrintable(r.out));
        // Only the 24 positions at 30-39 are new; the first set's 48 are served by the work file.
        QVERIFY2(r.out.contains(QStringLiteral("(24 searched now")), qPrintable(r.out));
        const QList<QByteArray> lines = readAll(path("mid-work.txt")).split('\n');
        int added = 0;
        for (int i = before; i < lines.size(); ++i) {
            if (lines[i].isEmpty())
                continue;
            const QList<QByteArray> w = lines[i].split(' ');
            const long long game = w[0].toLongLong();
            const int empties = w[1].toInt();
            QVERIFY(empties >= 30 && empties < 40);
            QVERIFY(game >= 2986 + 100 && game < 2986 + 150); // after the first set's games
            ++added;
        }
        QCOMPARE(added, 24);
        // Resuming searches nothing and rewrites the same file.
        const QByteArray first = readAll(path("mid.txt"));
        const Run again = mpcFit(commonWork("mid-work.txt") + args);
        QVERIFY2(again.out.contains(QStringLiteral("(0 searched now")), qPrintable(again.out));
        QCOMPARE(readAll(path("mid.txt")), first);
    }

    void treePositions()
    {
        PROBCUT_REQUIRE_SHARED("games/wthor/WTH_1990.wtb");
        // Stages of 10 at 30-59: 40-59 from the checked nodes of depth-6 searches, 30-39 from the
        // collection.
        const QStringList tree = {QStringLiteral("--tree-depth"), QStringLiteral("6"),
            QStringLiteral("--tree-mpc"), ShippedMpc, QStringLiteral("--tree-min-empties"),
            QStringLiteral("40"), QStringLiteral("--distinct"), QStringLiteral("--samples")};
        const Run r = mpcFit(commonWork("tree-work1.txt") + tree
            + QStringList{path("tree1-samples.txt"), QStringLiteral("--out"), path("tree1.txt")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY2(r.out.contains(QStringLiteral("tree searches (depth 6)")), qPrintable(r.out));
        auto samples = parseMpcSamples(view(readAll(path("tree1-samples.txt"))));
        QVERIFY(samples.ok());
        QCOMPARE(samples->size(), std::size_t(72));
        // Tree positions are keyed 2^40 + game (WTH_1990 holds 2986 games), the others by game.
        int fromTree = 0;
        const long long base = 1LL << 40;
        for (const WorkLine& w : workLines(path("tree-work1.txt"))) {
            QCOMPARE(w.values, 5);
            QCOMPARE(w.key >= base && w.key < base + 2986, w.empties >= 40);
            QVERIFY(w.key >= base || w.key < 2986);
            fromTree += w.empties >= 40;
        }
        QCOMPARE(fromTree, 48);

        // A fresh work file gives the same bytes; resuming searches nothing and rewrites them.
        const Run again = mpcFit(commonWork("tree-work2.txt") + tree
            + QStringList{path("tree2-samples.txt"), QStringLiteral("--out"), path("tree2.txt")});
        QVERIFY2(again.exitCode == 0, qPrintable(again.err));
        QCOMPARE(readAll(path("tree2.txt")), readAll(path("tree1.txt")));
        QCOMPARE(readAll(path("tree2-samples.txt")), readAll(path("tree1-samples.txt")));
        const Run resumed = mpcFit(commonWork("tree-work1.txt") + tree
            + QStringList{path("tree3-samples.txt"), QStringLiteral("--out"), path("tree3.txt")});
        QVERIFY2(resumed.out.contains(QStringLiteral("(0 searched now")), qPrintable(resumed.out));
        QCOMPARE(readAll(path("tree3.txt")), readAll(path("tree1.txt")));

        // The positions differ from the collection's at the same stages.
        const Run plain = mpcFit(commonWork("tree-work3.txt")
            + QStringList{QStringLiteral("--distinct"), QStringLiteral("--out"), path("plain.txt")});
        QVERIFY2(plain.exitCode == 0, qPrintable(plain.err));
        QVERIFY(readAll(path("plain.txt")) != readAll(path("tree1.txt")));
    }

    void rejectsBadTreeOptions_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        QTest::newRow("tree mpc without depth") << QStringList{QStringLiteral("--tree-mpc"), ShippedMpc}
                                                << QStringLiteral("--tree-mpc requires --tree-depth");
        QTest::newRow("tree min empties without depth") << QStringList{QStringLiteral("--tree-min-empties"),
            QStringLiteral("20")} << QStringLiteral("--tree-min-empties requires --tree-depth");
        QTest::newRow("tree depth 3") << QStringList{QStringLiteral("--tree-depth"), QStringLiteral("3")}
                                      << QStringLiteral("--tree-depth: Value 3 not in range 4 to 30");
        QTest::newRow("tree min above max") << QStringList{QStringLiteral("--tree-depth"),
            QStringLiteral("8"), QStringLiteral("--tree-min-empties"), QStringLiteral("40"),
            QStringLiteral("--tree-max-empties"), QStringLiteral("30")}
                                            << QStringLiteral("--tree-min-empties E <= --tree-max-empties E");
        QTest::newRow("tree with endgame") << QStringList{QStringLiteral("--tree-depth"), QStringLiteral("8"),
            QStringLiteral("--endgame")} << QStringLiteral("excludes");
    }
    void rejectsBadTreeOptions()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        const Run r = mpcFit(args + QStringList{QStringLiteral("--work"), path("unused.txt")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(QStringLiteral("--tree-depth")), qPrintable(r.err));
        QVERIFY2(r.err.contains(message), qPrintable(r.err));
        QVERIFY(!QFile::exists(path("unused.txt"))); // refused before any work
    }

    void rejectsBadDeepOptions_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        QTest::newRow("deep height alone") << QStringList{QStringLiteral("--deep-height"),
            QStringLiteral("12")} << QStringLiteral("--deep-height requires --deep-positions");
        QTest::newRow("deep positions alone") << QStringList{QStringLiteral("--deep-positions"),
            QStringLiteral("10")} << QStringLiteral("--deep-positions requires --deep-height");
        QTest::newRow("deep height not above max") << QStringList{QStringLiteral("--max-height"),
            QStringLiteral("10"), QStringLiteral("--deep-height"), QStringLiteral("10"),
            QStringLiteral("--deep-positions"), QStringLiteral("5")}
                                                   << QStringLiteral("go together");
        QTest::newRow("more deep positions than positions") << QStringList{QStringLiteral("--positions"),
            QStringLiteral("20"), QStringLiteral("--deep-height"), QStringLiteral("12"),
            QStringLiteral("--deep-positions"), QStringLiteral("21")}
                                                            << QStringLiteral("go together");
    }

    void rejectsBadSelfPlayOptions_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        QTest::newRow("noise without self-play") << QStringList{QStringLiteral("--self-play-noise"),
            QStringLiteral("1")} << QStringLiteral("--self-play-noise requires --self-play");
        QTest::newRow("negative noise") << QStringList{QStringLiteral("--self-play"), QStringLiteral("10"),
            QStringLiteral("--self-play-noise"), QStringLiteral("-1")}
                                        << QStringLiteral("--self-play-noise: Value -1 not in range");
        QTest::newRow("self-play empties 60") << QStringList{QStringLiteral("--self-play"),
            QStringLiteral("10"), QStringLiteral("--self-play-empties"),
            QStringLiteral("60")} << QStringLiteral("--self-play-empties: Value 60 not in range 1 to 59");
        QTest::newRow("self-play with endgame")
            << QStringList{QStringLiteral("--self-play"), QStringLiteral("10"), QStringLiteral("--endgame")}
            << QStringLiteral("excludes");
        QTest::newRow("fit width 0") << QStringList{QStringLiteral("--fit-width"), QStringLiteral("0")}
                                     << QStringLiteral("--fit-width: Value 0 not in range 1 to 60");
        QTest::newRow("mid without self-play") << QStringList{QStringLiteral("--self-play-mid"),
            QStringLiteral("10")} << QStringLiteral("--self-play-mid requires --self-play");
        QTest::newRow("mid empties not below self-play empties") << QStringList{QStringLiteral("--self-play"),
            QStringLiteral("10"), QStringLiteral("--self-play-mid"), QStringLiteral("10"),
            QStringLiteral("--self-play-mid-empties"),
            QStringLiteral("36")} << QStringLiteral("--self-play-mid-empties 1..--self-play-empties - 1");
        QTest::newRow("mid noise without mid") << QStringList{QStringLiteral("--self-play"),
            QStringLiteral("10"), QStringLiteral("--self-play-mid-noise"),
            QStringLiteral("3")} << QStringLiteral("--self-play-mid-noise requires --self-play-mid");
    }
    void rejectsBadSelfPlayOptions()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        const Run r = mpcFit(args + QStringList{QStringLiteral("--work"), path("unused.txt")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(
            r.err.contains(QStringLiteral("--self-play")) || r.err.contains(QStringLiteral("--fit-width")),
            qPrintable(r.err));
        QVERIFY2(r.err.contains(message), qPrintable(r.err));
        QVERIFY(!QFile::exists(path("unused.txt"))); // refused before any work
    }
    void rejectsBadDeepOptions()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        const Run r = mpcFit(args + QStringList{QStringLiteral("--work"), path("unused.txt")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(QStringLiteral("--deep-height")), qPrintable(r.err));
        QVERIFY2(r.err.contains(message), qPrintable(r.err));
        QVERIFY(!QFile::exists(path("unused.txt"))); // refused before any work
    }
};

QTEST_GUILESS_MAIN(TestCliMpcFit)
#include "test_cli_mpc_fit.moc"
