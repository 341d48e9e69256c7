// `probcut mpc-fit` run as a process on one small WTHOR file: a deeper subset per stage
// (--deep-height, --deep-positions) gives fits of its own above --max-height from that subset,
// the samples file (version 2 when its rows differ in height) refits to the parameter file,
// resuming searches nothing and rewrites the same bytes, --fit-only fits what the work file
// holds, the endfit records of an existing --out file stay, and bad option combinations exit 2.
#include "engine/mpc_params.h"
#include "engine/mpc_samples.h"

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

    void rejectsBadDeepOptions_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::newRow("deep height alone")
            << QStringList{QStringLiteral("--deep-height"), QStringLiteral("12")};
        QTest::newRow("deep positions alone")
            << QStringList{QStringLiteral("--deep-positions"), QStringLiteral("10")};
        QTest::newRow("deep height not above max") << QStringList{QStringLiteral("--max-height"),
            QStringLiteral("10"), QStringLiteral("--deep-height"), QStringLiteral("10"),
            QStringLiteral("--deep-positions"), QStringLiteral("5")};
        QTest::newRow("more deep positions than positions") << QStringList{QStringLiteral("--positions"),
            QStringLiteral("20"), QStringLiteral("--deep-height"), QStringLiteral("12"),
            QStringLiteral("--deep-positions"), QStringLiteral("21")};
    }
    void rejectsBadDeepOptions()
    {
        QFETCH(QStringList, args);
        const Run r = mpcFit(args + QStringList{QStringLiteral("--work"), path("unused.txt")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(QStringLiteral("--deep-height")), qPrintable(r.err));
    }
};

QTEST_GUILESS_MAIN(TestCliMpcFit)
#include "test_cli_mpc_fit.moc"
