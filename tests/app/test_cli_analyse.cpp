// `probcut analyse` as a process: the search-tree picture (--cut-tree): the SVG is written, its
// legend prints the same counts per height as the command's own line, the search itself is the
// same with and without the picture; and bad input: forward pruning switched off, an unwritable
// file, --multipv with a picture, a confidence out of range, an MPC file for another evaluation.
#include "tests/app/cli_run.h"

#include <QFile>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using probcut::test::runCli;

namespace {

const QString Start = QStringLiteral("---------------------------OX------XO--------------------------- X");
const QString Moves = QStringLiteral("f5d6c3d3c4f4f6f3e6e7");

} // namespace

class TestCliAnalyse : public QObject {
    Q_OBJECT
private slots:
    void cutTreeMatchesTheCounts()
    {
        QTemporaryDir dir;
        const QString svgPath = dir.filePath(QStringLiteral("tree.svg"));
        const auto r = runCli(QStringLiteral("analyse"),
            {Start, QStringLiteral("--moves"), Moves, QStringLiteral("--depth"), QStringLiteral("10"),
                QStringLiteral("--cut-tree"), svgPath});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const QRegularExpression line(
            QStringLiteral("cut tree: iteration 10, (\\d+) cuts((?: h\\d+ \\d+)*)"));
        const auto m = line.match(r.out);
        QVERIFY2(m.hasMatch(), qPrintable(r.out));
        QVERIFY(m.captured(1).toInt() > 0);
        QFile file(svgPath);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QString svg = QString::fromUtf8(file.readAll());
        QVERIFY(svg.contains(QStringLiteral("<svg")));
        QVERIFY(svg.contains(QStringLiteral("%1 cuts").arg(m.captured(1))));
        // Every "hN count" of the line is in the legend, and nothing else is.
        const QStringList parts = m.captured(2).split(QLatin1Char(' '), Qt::SkipEmptyParts);
        int legend = 0;
        for (auto it = QRegularExpression(QStringLiteral(">h(\\d+): (\\d+)<")).globalMatch(svg);
             it.hasNext();) {
            const auto e = it.next();
            const int at = int(parts.indexOf(QStringLiteral("h") + e.captured(1)));
            QVERIFY2(at >= 0 && parts[at + 1] == e.captured(2), qPrintable(e.captured(0)));
            ++legend;
        }
        QCOMPARE(legend * 2, int(parts.size()));

        // The picture does not change the search: the same nodes without it.
        const auto plain = runCli(QStringLiteral("analyse"),
            {Start, QStringLiteral("--moves"), Moves, QStringLiteral("--depth"), QStringLiteral("10"),
                QStringLiteral("--selectivity"), QStringLiteral("95")});
        QCOMPARE(plain.exitCode, 0);
        const QRegularExpression best(QStringLiteral("best \\S+ score \\S+ depth 10 nodes (\\d+)"));
        QCOMPARE(best.match(plain.out).captured(1), best.match(r.out).captured(1));
    }

    void badInput()
    {
        QTemporaryDir dir;
        auto analyse = [&](QStringList extra) {
            return runCli(QStringLiteral("analyse"),
                QStringList{Start, QStringLiteral("--depth"), QStringLiteral("6")} + extra);
        };
        const QString svg = dir.filePath(QStringLiteral("t.svg"));
        auto r = analyse(
            {QStringLiteral("--cut-tree"), svg, QStringLiteral("--selectivity"), QStringLiteral("100")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.err.contains(QStringLiteral("needs forward pruning")));
        r = analyse({QStringLiteral("--cut-tree"), svg, QStringLiteral("--multipv"), QStringLiteral("3")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.err.contains(QStringLiteral("--multipv")));
        r = analyse({QStringLiteral("--cut-tree"), dir.filePath(QStringLiteral("no/such/dir/t.svg"))});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(QStringLiteral("cannot write the cut tree")), qPrintable(r.err));
        r = analyse({QStringLiteral("--selectivity"), QStringLiteral("30")});
        QVERIFY(r.exitCode != 0);
        r = analyse({QStringLiteral("--eval"), QStringLiteral("simple"), QStringLiteral("--selectivity"),
            QStringLiteral("95"), QStringLiteral("--mpc"),
            QStringLiteral(PROBCUT_SOURCE_DIR "/resources/mpc/mpc-pattern.txt")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(QStringLiteral("fitted for the 'pattern' evaluation")), qPrintable(r.err));
        r = analyse({QStringLiteral("--mpc"), dir.filePath(QStringLiteral("missing.txt")),
            QStringLiteral("--selectivity"), QStringLiteral("95")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.err.contains(QStringLiteral("cannot load the Multi-ProbCut parameters")));
        QVERIFY(!QFile::exists(svg));
    }
};

QTEST_GUILESS_MAIN(TestCliAnalyse)
#include "test_cli_analyse.moc"
