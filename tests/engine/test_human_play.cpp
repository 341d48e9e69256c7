// Human-like play (engine/search/human_play.h): the calibration table's parser refuses every kind
// of damaged input with the line at fault, the softmax and its temperature fit behave, and the
// shipped human-like levels reproduce their groups' losses: drawn over the stored fixture of
// scored WTHOR positions (tests/engine/data/human-positions.txt, made by `probcut-lab
// human-errors --fixture`), each level's mean loss per phase and its loss histogram match the
// shipped table within the tolerances below, over 2,040 positions of its group (340 per phase).
#include "engine/search/human_play.h"
#include "engine/search/level_ladder.h"
#include "engine/search/levels.h"
#include "engine/training/human_errors.h"

#include <QFile>
#include <QtTest>

#include <cmath>

using namespace probcut;

namespace {

// The statistical test's tolerances: a level's simulated mean loss per phase within 15 % of its
// group's (or 0.3 disc where the loss is small), and its histogram over the six loss buckets
// within a total variation distance of MaxHistogramDistance of the group's.
constexpr double MeanRelativeTolerance = 0.15;
constexpr double MeanAbsoluteTolerance = 0.3;
constexpr double MaxHistogramDistance = 0.12;
constexpr int DrawsPerPosition = 4;

HumanCalibration sampleCalibration()
{
    HumanCalibration cal;
    cal.command = "test";
    for (int g = 0; g < HumanGroupCount; ++g)
        for (int p = 0; p < HumanPhaseCount; ++p) {
            HumanPhaseRow& r = cal.row(HumanGroup(g), p);
            r.positions = 100 + p;
            r.meanLoss = 1.5 + 0.25 * g;
            r.histogram = {0.5, 0.2, 0.1, 0.1, 0.05, 0.05};
            r.zeroShare = 0.5;
            r.temperature = 0.5 + p;
        }
    return cal;
}

QByteArray readSource(const QString& relative)
{
    QFile f(QStringLiteral(PROBCUT_SOURCE_DIR "/") + relative);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return f.readAll();
}

std::string replaceLine(const std::string& text, const std::string& startsWith, const std::string& by)
{
    const std::size_t at = text.find("\n" + startsWith);
    if (at == std::string::npos)
        return text;
    const std::size_t end = text.find('\n', at + 1);
    return text.substr(0, at + 1) + by + text.substr(end);
}

} // namespace

class TestHumanPlay : public QObject {
    Q_OBJECT

private slots:
    void tableRoundTrips()
    {
        const HumanCalibration cal = sampleCalibration();
        const auto parsed = parseHumanCalibration(cal.toText(), "t.txt");
        QVERIFY2(parsed.ok(), parsed.ok() ? "" : parsed.error().message.c_str());
        QCOMPARE(parsed->command, std::string("test"));
        QCOMPARE(parsed->depth, cal.depth);
        for (int g = 0; g < HumanGroupCount; ++g)
            for (int p = 0; p < HumanPhaseCount; ++p) {
                QCOMPARE(parsed->row(HumanGroup(g), p).positions, 100 + p);
                QVERIFY(std::abs(parsed->row(HumanGroup(g), p).temperature - (0.5 + p)) < 1e-9);
                QVERIFY(std::abs(parsed->row(HumanGroup(g), p).meanLoss - cal.row(HumanGroup(g), p).meanLoss)
                    < 1e-3);
            }
    }

    void corruptTablesAreRefused_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("message");
        const std::string good = sampleCalibration().toText();
        const std::string row0
            = "row weak 0 60-51 100 1.500 0.5000 0.5000 0.2000 0.1000 0.1000 0.0500 0.0500 ";
        const auto row = [&](const std::string& r) {
            return QString::fromStdString(replaceLine(good, "row weak 0 ", r));
        };
        QTest::newRow("empty") << QString() << "empty: no 'format human-errors' line";
        QTest::newRow("not a table") << QString("hello world\n")
                                     << "line 1: expected 'format human-errors 1' first";
        QTest::newRow("version") << QString::fromStdString(
            replaceLine(good, "format", "format human-errors 2"))
                                 << "line 2: format version '2'";
        QTest::newRow("no settings") << QString::fromStdString(replaceLine(good, "settings", "# none"))
                                     << "no settings line";
        QTest::newRow("settings depth") << QString::fromStdString(
            replaceLine(good, "settings", "settings depth 0 selectivity 95 exact 16"))
                                        << "line 3: depth '0' is not 1 to 30";
        QTest::newRow("settings form")
            << QString::fromStdString(replaceLine(good, "settings", "settings depth 8"))
            << "line 3: expected 'settings depth";
        QTest::newRow("unknown line")
            << QString::fromStdString(good + "colour blue\n") << "unknown line 'colour'";
        QTest::newRow("field count") << row("row weak 0 60-51 100 1.5")
                                     << "line 5: a row has 14 fields, this one 6";
        QTest::newRow("group") << row("row expert 0 60-51 100 1.500 0.5 0.5 0.2 0.1 0.1 0.05 0.05 1")
                               << "line 5: unknown group 'expert'";
        QTest::newRow("phase") << row("row weak 6 60-51 100 1.500 0.5 0.5 0.2 0.1 0.1 0.05 0.05 1")
                               << "line 5: phase '6' is not 0 to 5";
        QTest::newRow("empties") << row("row weak 0 60-50 100 1.500 0.5 0.5 0.2 0.1 0.1 0.05 0.05 1")
                                 << "phase 0 covers empties 60-51, not '60-50'";
        QTest::newRow("duplicate") << row("row weak 1 50-41 100 1.500 0.5 0.5 0.2 0.1 0.1 0.05 0.05 1")
                                   << "a second row for weak phase 1";
        QTest::newRow("count") << row("row weak 0 60-51 0 1.500 0.5 0.5 0.2 0.1 0.1 0.05 0.05 1")
                               << "position count '0' is not a positive whole number";
        QTest::newRow("mean loss") << row("row weak 0 60-51 100 -1 0.5 0.5 0.2 0.1 0.1 0.05 0.05 1")
                                   << "mean loss '-1' is not 0 to 128 discs";
        QTest::newRow("zero share") << row("row weak 0 60-51 100 1.5 1.5 0.5 0.2 0.1 0.1 0.05 0.05 1")
                                    << "zero-loss share '1.5' is not 0 to 1";
        QTest::newRow("share text") << row("row weak 0 60-51 100 1.5 0.5 0.5 x 0.1 0.1 0.05 0.05 1")
                                    << "share of loss 1-2 'x' is not 0 to 1";
        QTest::newRow("share sum") << row("row weak 0 60-51 100 1.5 0.5 0.5 0.5 0.1 0.1 0.05 0.05 1")
                                   << "the loss shares sum to 1.3000, not 1";
        QTest::newRow("temperature zero")
            << row(row0 + "0") << "temperature '0' out of range (0.01 to 64 discs)";
        QTest::newRow("temperature high") << row(row0 + "100") << "temperature '100' out of range";
        QTest::newRow("temperature nan") << row(row0 + "nan") << "temperature 'nan' out of range";
        QTest::newRow("missing row") << QString::fromStdString(replaceLine(good, "row strong 5 ", "# cut"))
                                     << "no row for strong phase 5";
    }

    void corruptTablesAreRefused()
    {
        QFETCH(QString, text);
        QFETCH(QString, message);
        const std::string t = text.toStdString();
        const auto parsed = parseHumanCalibration(t, "human-errors.txt");
        QVERIFY(!parsed.ok());
        const QString got = QString::fromStdString(parsed.error().message);
        QVERIFY2(got.startsWith("human-errors.txt: "), qPrintable(got));
        QVERIFY2(got.contains(message), qPrintable(got));
    }

    void softmaxAndFit()
    {
        const std::vector<double> losses{0, 2, 6, 20};
        const auto p = humanMoveProbabilities(losses, 2);
        QVERIFY(std::abs(p[0] + p[1] + p[2] + p[3] - 1) < 1e-12);
        QVERIFY(p[0] > p[1] && p[1] > p[2] && p[2] > p[3]);
        QVERIFY(std::abs(p[1] / p[0] - std::exp(-1.0)) < 1e-12);
        QVERIFY(expectedHumanLoss(losses, MinHumanTemperature) < 1e-12);
        QVERIFY(expectedHumanLoss(losses, 1) < expectedHumanLoss(losses, 3));
        // The fit finds the temperature of a known mean, and clamps unreachable targets.
        std::vector<MoveLosses> positions{losses, {0, 0, 4}, {0, 1, 1, 1, 8}};
        double target = 0;
        for (const auto& l : positions)
            target += expectedHumanLoss(l, 2.5);
        target /= double(positions.size());
        QVERIFY(std::abs(fitHumanTemperature(positions, target) - 2.5) < 1e-6);
        QCOMPARE(fitHumanTemperature(positions, 0), MinHumanTemperature);
        QCOMPARE(fitHumanTemperature(positions, 100), MaxHumanTemperature);
        // The draw is a function of the state: equal seeds, equal moves; frequencies follow p.
        std::uint64_t a = 7, b = 7;
        std::array<int, 4> counts{};
        for (int i = 0; i < 20000; ++i) {
            const std::size_t x = chooseHumanMove(losses, 2, a);
            QCOMPARE(chooseHumanMove(losses, 2, b), x);
            ++counts[x];
        }
        for (std::size_t i = 0; i < 4; ++i)
            QVERIFY2(std::abs(counts[i] / 20000.0 - p[i]) < 0.015, qPrintable(QString::number(i)));
    }

    void linesChoice()
    {
        HumanCalibration cal = sampleCalibration();
        std::vector<RootLine> lines(3);
        lines[0].move = 19, lines[0].shownScore = 4;
        lines[1].move = 26, lines[1].shownScore = -30;
        lines[2].move = 37, lines[2].shownScore = 3.5;
        cal.row(HumanGroup::Strong, humanPhase(30)).temperature = MinHumanTemperature;
        std::uint64_t rng = 1;
        for (int i = 0; i < 50; ++i)
            QCOMPARE(chooseHumanLine(lines, 30, HumanGroup::Strong, cal, rng), Square(19));
        QCOMPARE(chooseHumanLine({}, 30, HumanGroup::Strong, cal, rng), NoSquare);
        const SearchLimits l = humanSearchLimits(cal);
        QCOMPARE(l.multiPv, 0);
        QCOMPARE(l.depth, cal.depth);
        QCOMPARE(l.solveEmpties, cal.exactEmpties);
        // The human-like levels are the low ones; the strongest stay engine levels.
        QVERIFY(Levels[0].human && Levels[1].human && Levels[2].human && Levels[3].human);
        for (std::size_t i = 4; i < Levels.size(); ++i)
            QVERIFY(!Levels[i].human);
    }

    // Point of the model: each human-like level loses, phase by phase, what its group lost.
    void levelsReproduceTheirGroups()
    {
        const QByteArray tableText = readSource("resources/levels/human-errors.txt");
        QVERIFY2(!tableText.isEmpty(), "resources/levels/human-errors.txt is missing");
        const auto cal = parseHumanCalibration(tableText.toStdString(), "human-errors.txt");
        QVERIFY2(cal.ok(), cal.ok() ? "" : cal.error().message.c_str());
        const QByteArray fixture = readSource("tests/engine/data/human-positions.txt");
        QVERIFY2(!fixture.isEmpty(), "tests/engine/data/human-positions.txt is missing");
        // Each level is drawn over its own group's positions: the positions weak players reach
        // offer other choices than those strong players reach.
        std::array<std::array<std::vector<MoveLosses>, HumanPhaseCount>, HumanGroupCount> byPhase;
        for (const QByteArray& line : fixture.split('\n')) {
            if (line.isEmpty() || line.startsWith('#'))
                continue;
            const auto m = parseScoredMoveLine(line.toStdString());
            QVERIFY2(m.ok(), line.constData());
            byPhase[std::size_t(m->group)][std::size_t(humanPhase(m->move.empties))].push_back(
                m->move.losses);
        }
        int wrongTemperatureFailures = 0;
        for (std::size_t level = 0; level < Levels.size(); ++level) {
            if (!Levels[level].human || Levels[level].humanTemperatureScale != 1)
                continue; // Beginner, below
            const HumanGroup group = *Levels[level].human;
            std::size_t positions = 0;
            for (const auto& phase : byPhase[std::size_t(group)])
                positions += phase.size();
            QVERIFY2(positions >= 2000, qPrintable(QString::number(positions)));
            std::uint64_t rng = 1000 + level;
            for (int p = 0; p < HumanPhaseCount; ++p) {
                const HumanPhaseRow& target = cal->row(group, p);
                const auto simulate = [&](double t, std::array<double, LossBucketCount>& hist) {
                    double sum = 0;
                    int n = 0;
                    hist = {};
                    for (const MoveLosses& l : byPhase[std::size_t(group)][std::size_t(p)])
                        for (int k = 0; k < DrawsPerPosition; ++k) {
                            const double loss = l[chooseHumanMove(l, t, rng)];
                            sum += loss;
                            hist[std::size_t(lossBucket(loss))] += 1;
                            ++n;
                        }
                    for (double& h : hist)
                        h /= n;
                    return sum / n;
                };
                std::array<double, LossBucketCount> hist{};
                const double mean = simulate(target.temperature, hist);
                const double tolerance
                    = std::max(MeanRelativeTolerance * target.meanLoss, MeanAbsoluteTolerance);
                const double distance = histogramDistance(hist, target.histogram);
                const QString what
                    = QString("%1 (%2) phase %3: mean loss %4 against %5 (tolerance %6), histogram "
                              "distance %7")
                          .arg(QString::fromLatin1(Levels[level].name.data()))
                          .arg(QString::fromLatin1(humanGroupName(group).data()))
                          .arg(p)
                          .arg(mean, 0, 'f', 2)
                          .arg(target.meanLoss, 0, 'f', 2)
                          .arg(tolerance, 0, 'f', 2)
                          .arg(distance, 0, 'f', 3);
                qInfo("%s", qPrintable(what));
                QVERIFY2(std::abs(mean - target.meanLoss) <= tolerance, qPrintable(what));
                QVERIFY2(distance <= MaxHistogramDistance, qPrintable(what));
                // The check can fail: twice the fitted temperature misses the target.
                std::array<double, LossBucketCount> wrong{};
                wrongTemperatureFailures
                    += std::abs(simulate(2 * target.temperature, wrong) - target.meanLoss) > tolerance;
            }
        }
        QVERIFY2(wrongTemperatureFailures >= 3 * HumanPhaseCount - 3,
            qPrintable(QString::number(wrongTemperatureFailures)));

        // Beginner chooses like the weak group at twice its temperatures: in every phase it loses
        // clearly more per move than the weak group did, so it sits below every tournament group.
        const Level& beginner = Levels[0];
        QVERIFY(beginner.human == HumanGroup::Weak && beginner.humanTemperatureScale > 1);
        std::uint64_t rng = 999;
        for (int p = 0; p < HumanPhaseCount; ++p) {
            const HumanPhaseRow& weak = cal->row(HumanGroup::Weak, p);
            std::vector<RootLine> lines;
            double sum = 0;
            int n = 0;
            for (const MoveLosses& l : byPhase[std::size_t(HumanGroup::Weak)][std::size_t(p)]) {
                lines.assign(l.size(), RootLine{});
                for (std::size_t i = 0; i < l.size(); ++i) {
                    lines[i].move = Square(i);
                    lines[i].shownScore = -l[i];
                }
                for (int k = 0; k < DrawsPerPosition; ++k) {
                    const Square chosen = chooseHumanLine(lines, humanPhaseMaxEmpties(p), HumanGroup::Weak,
                        *cal, rng, beginner.humanTemperatureScale);
                    sum += l[std::size_t(chosen)];
                    ++n;
                }
            }
            const double mean = sum / n;
            const QString what = QString("Beginner phase %1: mean loss %2 against the weak group's %3")
                                     .arg(p)
                                     .arg(mean, 0, 'f', 2)
                                     .arg(weak.meanLoss, 0, 'f', 2);
            qInfo("%s", qPrintable(what));
            QVERIFY2(mean >= 1.2 * weak.meanLoss, qPrintable(what));
        }
    }

    // The strength ladder: the arithmetic of a step, and the published steps themselves: each
    // from at least 200 games, each level stronger than the one below it.
    void strengthLadder()
    {
        const LadderStep even{10, 0, 10}, ahead{76, 0, 24}, behind{24, 0, 76}, sweep{200, 0, 0},
            drawn{3, 2, 5};
        QCOMPARE(even.points(), 0.0);
        QVERIFY(std::abs(ahead.points() - 200) < 2);
        QVERIFY(std::abs(behind.points() + 200) < 2);
        QVERIFY(std::isfinite(sweep.points()) && sweep.points() > 600);
        QCOMPARE(drawn.score(), 0.4);
        QCOMPARE(ladderRating(0), std::optional<double>(0.0));
        QVERIFY(!ladderRating(-1) && !ladderRating(LevelCount));
        QVERIFY(!LadderSteps[0]);
        for (int i = 1; i < LevelCount; ++i) {
            const auto& step = LadderSteps[std::size_t(i)];
            if (!step) {
                QVERIFY(!ladderRating(i));
                continue;
            }
            const QString what = QString("%1 against %2: +%3 =%4 -%5")
                                     .arg(QString::fromLatin1(Levels[std::size_t(i)].name.data()))
                                     .arg(QString::fromLatin1(Levels[std::size_t(i - 1)].name.data()))
                                     .arg(step->wins)
                                     .arg(step->draws)
                                     .arg(step->losses);
            qInfo("%s", qPrintable(what));
            QVERIFY2(step->games() >= 200, qPrintable(what));
            QVERIFY2(step->score() > 0.5, qPrintable(what));
            if (ladderRating(i - 1))
                QCOMPARE(*ladderRating(i), *ladderRating(i - 1) + step->points());
        }
    }
};

QTEST_APPLESS_MAIN(TestHumanPlay)
#include "test_human_play.moc"
