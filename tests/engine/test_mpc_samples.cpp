// The Multi-ProbCut samples file (engine/training/mpc_samples.h): exact round trip, rejection of every
// kind of damaged input with the right line number, the least-squares fit on known data, and
// the shipped samples refitting to the shipped parameter file bit for bit.
#include "engine/core/text_fields.h"
#include "engine/search/multi_probcut.h"
#include "engine/training/mpc_samples.h"

#include <QElapsedTimer>
#include <QFile>
#include <QtTest>

#include <cmath>
#include <cstdio>
#include <random>

using namespace probcut;

namespace {

std::string withChecksum(std::string body)
{
    appendChecksumLine(body);
    return body;
}

// A small valid file: two positions, heights up to 2.
const char* const Header = "probcut-mpc-samples 1\n"
                           "evaluator simple\n"
                           "stage-width 6\n"
                           "max-height 2\n"
                           "positions 2\n";
const char* const Rows = "20 0.5 1 -1.25\n"
                         "33 0 0 0\n";

QByteArray readSource(const char* relative)
{
    QFile f(QStringLiteral(PROBCUT_SOURCE_DIR "/") + QString::fromLatin1(relative));
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return f.readAll();
}

} // namespace

class TestMpcSamples : public QObject {
    Q_OBJECT
private slots:
    void roundTrip()
    {
        MpcSamples s(5, 4);
        s.evaluator = "pattern";
        std::mt19937_64 rng(7);
        for (int i = 0; i < 300; ++i) {
            std::vector<double> v;
            for (int d = 0; d <= 4; ++d) {
                // Search values are multiples of 1/128; arbitrary doubles must survive as well.
                const double grid = double(int(rng() % 16385) - 8192) / 128;
                v.push_back(i % 3 == 0 ? grid : std::ldexp(double(rng() % 1000000), -14) - 30.5);
            }
            s.add(int(rng() % 61), v);
        }
        const std::string text = formatMpcSamples(s);
        auto back = parseMpcSamples(text);
        QVERIFY2(back.ok(), back.ok() ? "" : back.error().describe().c_str());
        QCOMPARE(back->size(), s.size());
        QCOMPARE(back->stageWidth(), 5);
        QCOMPARE(back->maxHeight(), 4);
        QCOMPARE(back->evaluator, std::string("pattern"));
        for (std::size_t i = 0; i < s.size(); ++i) {
            QCOMPARE(back->empties(i), s.empties(i));
            QCOMPARE(back->stage(i), s.empties(i) / 5);
            for (int d = 0; d <= 4; ++d)
                QVERIFY(back->value(i, d) == s.value(i, d)); // exact, not fuzzy
        }
        QCOMPARE(formatMpcSamples(*back), text);
    }

    // A deep subset (mpc-fit --deep-height): rows of different heights survive exactly, the file
    // is version 2 only when some row is short, and a fit uses the rows that reach its height.
    void mixedHeightsRoundTripAndFit()
    {
        MpcSamples s(6, 5);
        s.evaluator = "pattern";
        std::mt19937_64 rng(11);
        for (int i = 0; i < 200; ++i) {
            const int k = i % 4 == 0 ? 5 : 3;
            std::vector<double> v;
            for (int d = 0; d <= k; ++d)
                v.push_back(double(int(rng() % 4097) - 2048) / 128);
            s.add(18 + i % 6, v); // stage 3
        }
        QVERIFY(!s.complete());
        const std::string text = formatMpcSamples(s);
        QVERIFY(text.rfind("probcut-mpc-samples 2\n", 0) == 0);
        auto back = parseMpcSamples(text);
        QVERIFY2(back.ok(), back.ok() ? "" : back.error().describe().c_str());
        QCOMPARE(back->size(), s.size());
        QCOMPARE(back->maxHeight(), 5);
        for (std::size_t i = 0; i < s.size(); ++i) {
            QCOMPARE(back->height(i), i % 4 == 0 ? 5 : 3);
            for (int d = 0; d <= back->height(i); ++d)
                QVERIFY(back->value(i, d) == s.value(i, d));
        }
        QCOMPARE(formatMpcSamples(*back), text);
        // Heights up to 3 use all 200 rows, 4 and 5 the 50 deep ones.
        QCOMPARE(fitMpcSamples(*back, 3, 3, 1)->n, 200u);
        QCOMPARE(fitMpcSamples(*back, 3, 5, 2)->n, 50u);
        MpcFitAccumulator deep;
        for (std::size_t i = 0; i < s.size(); i += 4)
            deep.add(s.value(i, 2), s.value(i, 5));
        QVERIFY(fitMpcSamples(*back, 3, 5, 2)->sigma == deep.fit()->sigma);

        // Complete rows are written as version 1, readable by older builds.
        MpcSamples full(6, 2);
        full.add(20, {0.5, 1, -1.25});
        QVERIFY(full.complete());
        QVERIFY(formatMpcSamples(full).rfind("probcut-mpc-samples 1\n", 0) == 0);
    }

    void acceptsCommentsAndEmptyFiles()
    {
        // The checksum covers the comments too.
        auto a = parseMpcSamples(withChecksum("# made by a test\n\n" + std::string(Header) + Rows));
        QVERIFY2(a.ok(), a.ok() ? "" : a.error().describe().c_str());
        QCOMPARE(a->size(), std::size_t(2));
        QCOMPARE(a->value(0, 2), -1.25);
        auto b = parseMpcSamples(withChecksum("probcut-mpc-samples 1\nevaluator x\nstage-width 60\n"
                                              "max-height 16\npositions 0\n"));
        QVERIFY2(b.ok(), b.ok() ? "" : b.error().describe().c_str());
        QCOMPARE(b->size(), std::size_t(0));
        QCOMPARE(b->stageCount(), 2);
    }

    void rejectsBadInput_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("expect"); // part of the error message, with the line
        const std::string h = Header, r = Rows;
        auto add = [](const char* name, const std::string& text, const char* expect) {
            QTest::newRow(name) << QByteArray::fromStdString(text) << QString::fromLatin1(expect);
        };
        auto replace = [](std::string s, const std::string& from, const std::string& to) {
            s.replace(s.find(from), from.size(), to);
            return s;
        };
        const std::string good = withChecksum(h + r);
        add("empty", "", "truncated (no checksum");
        add("no final newline", good.substr(0, good.size() - 1), "line 8: the file is truncated (no newline");
        add("cut mid-row", good.substr(0, good.find("33 0") + 3),
            "line 7: the file is truncated (no newline");
        add("rows missing at the end", h + "20 0.5 1 -1.25\n", "truncated: 1 of 2 positions");
        add("no checksum", h + r, "no checksum line");
        add("bad magic", withChecksum(replace(h + r, "probcut-mpc-samples 1", "probcut-mpc 1")),
            "line 1: not a ProbCut Studio MPC samples file");
        add("future version", withChecksum(replace(h + r, "samples 1", "samples 3")),
            "line 1: unsupported version 3");
        add("version 0", withChecksum(replace(h + r, "samples 1", "samples 0")),
            "line 1: unsupported version 0");
        // Version 2: rows of their own height 1..max-height, one of them at max-height.
        const std::string h2 = replace(h, "samples 1", "samples 2");
        add("v2 row without v1", withChecksum(h2 + "20 0.5 1 -1.25\n33 0\n"),
            "line 7: expected the empties and 2..3 values");
        add("v2 row too long", withChecksum(h2 + "20 0.5 1 -1.25 2\n33 0 0\n"),
            "line 6: expected the empties and 2..3 values");
        add("v2 no row at max-height", withChecksum(h2 + "20 0.5 1\n33 0 0\n"),
            "line 7: no position reaches max-height 2");
        add("header without version", withChecksum(replace(h + r, "samples 1", "samples")),
            "line 1: header must be");
        add("missing evaluator", withChecksum(replace(h + r, "evaluator simple\n", "")),
            "line 2: expected 'evaluator");
        add("evaluator without name", withChecksum(replace(h + r, "evaluator simple", "evaluator")),
            "line 2: expected 'evaluator");
        add("stage width 0", withChecksum(replace(h + r, "stage-width 6", "stage-width 0")),
            "line 3: expected 'stage-width");
        add("stage width text", withChecksum(replace(h + r, "stage-width 6", "stage-width six")),
            "line 3: expected 'stage-width");
        add("max height 17", withChecksum(replace(h + r, "max-height 2", "max-height 17")),
            "line 4: expected 'max-height <1..16>'");
        add("max height 0", withChecksum(replace(h + r, "max-height 2", "max-height 0")),
            "line 4: expected 'max-height");
        add("negative positions", withChecksum(replace(h + r, "positions 2", "positions -1")),
            "line 5: expected 'positions");
        add("missing positions", withChecksum(replace(h + r, "positions 2\n", "")),
            "line 5: expected 'positions");
        add("too few values", withChecksum(replace(h + r, "20 0.5 1 -1.25", "20 0.5 1")),
            "line 6: expected the empties and 3 values (depths 0..2), found 3 words");
        add("too many values", withChecksum(replace(h + r, "33 0 0 0", "33 0 0 0 0")),
            "line 7: expected the empties and 3 values");
        add("empties 61", withChecksum(replace(h + r, "33 0 0 0", "61 0 0 0")), "line 7: empties must be");
        add("negative empties", withChecksum(replace(h + r, "33 0 0 0", "-1 0 0 0")),
            "line 7: empties must be");
        add("fractional empties", withChecksum(replace(h + r, "33 0 0 0", "33.5 0 0 0")),
            "line 7: empties must be");
        add("unknown record", withChecksum(replace(h + r, "33 0 0 0", "fit 0 0 0")),
            "line 7: empties must be");
        add("nan", withChecksum(replace(h + r, "33 0 0 0", "33 0 nan 0")), "line 7: value 1 is not a number");
        add("inf", withChecksum(replace(h + r, "33 0 0 0", "33 0 0 inf")), "line 7: value 2 is not a number");
        add("overflow", withChecksum(replace(h + r, "33 0 0 0", "33 1e999 0 0")),
            "line 7: value 0 is not a number");
        add("malformed number", withChecksum(replace(h + r, "20 0.5 1", "20 0.5x 1")),
            "line 6: value 0 is not a number");
        add("plus sign", withChecksum(replace(h + r, "20 0.5 1", "20 +0.5 1")),
            "line 6: value 0 is not a number");
        add("beyond 64 discs", withChecksum(replace(h + r, "20 0.5 1", "20 64.5 1")),
            "line 6: value 0 is beyond 64");
        add("double space", withChecksum(replace(h + r, "20 0.5", "20  0.5")),
            "line 6: words must be separated");
        add("tab", withChecksum(replace(h + r, "20 0.5", "20\t0.5")), "line 6: words must be separated");
        add("trailing space", withChecksum(replace(h + r, "-1.25\n", "-1.25 \n")),
            "line 6: words must be separated");
        add("leading space", withChecksum(replace(h + r, "33 0 0 0", " 33 0 0 0")),
            "line 7: words must be separated");
        add("dos line ends", withChecksum(replace(h + r, "-1.25\n", "-1.25\r\n")), "line 6: carriage return");
        add("blank line among rows", withChecksum(replace(h + r, "33 0", "\n33 0")),
            "line 7: comments and blank lines");
        add("comment after header", withChecksum(replace(h + r, "evaluator", "# hi\nevaluator")),
            "line 2: comments and blank lines");
        add("fewer rows than announced", withChecksum(replace(h + r, "positions 2", "positions 3")),
            "line 8: the file is truncated: 2 of 3 positions");
        add("more rows than announced", withChecksum(replace(h + r, "positions 2", "positions 1")),
            "line 7: more positions than the 1 announced");
        add("flipped digit", replace(good, "0.5", "0.6"), "line 8: checksum mismatch");
        add("short checksum", h + r + "checksum 1234\n", "line 8: expected 'checksum <16 hex digits>'");
        add("checksum not hex", h + r + "checksum 0123456789abcdeg\n", "line 8: expected 'checksum");
        add("trailing garbage", good + "20 0 0 0\n", "line 9: nothing may follow the checksum");
    }
    void rejectsBadInput()
    {
        QFETCH(QByteArray, text);
        QFETCH(QString, expect);
        auto r = parseMpcSamples(std::string_view(text.constData(), std::size_t(text.size())));
        QVERIFY2(!r.ok(), "damaged input was accepted");
        const QString message = QString::fromStdString(r.error().describe());
        QVERIFY2(message.contains(expect), qPrintable(message));
    }

    void fitsKnownLine()
    {
        MpcFitAccumulator exact;
        for (int x = 0; x < 10; ++x)
            exact.add(x, 2 * x + 1);
        auto f = exact.fit();
        QVERIFY(f);
        QCOMPARE(f->a, 2.0);
        QCOMPARE(f->b, 1.0);
        QVERIFY(f->sigma < 1e-6);
        QCOMPARE(f->r, 1.0);
        QCOMPARE(f->n, 10u);

        // y = x + e with e = ±1 alternating, uncorrelated with x: a = 1, b = 0, r < 1 and
        // σ = sqrt(n / (n − 2)).
        MpcFitAccumulator noisy;
        const double xs[] = {0, 0, 1, 1, 2, 2, 3, 3, 4, 4};
        for (int i = 0; i < 10; ++i)
            noisy.add(xs[i], xs[i] + (i % 2 ? 1 : -1));
        f = noisy.fit();
        QVERIFY(f);
        QVERIFY(std::fabs(f->a - 1) < 1e-12);
        QVERIFY(std::fabs(f->b) < 1e-12);
        QVERIFY(std::fabs(f->sigma - std::sqrt(10.0 / 8)) < 1e-12);
        QVERIFY(f->r > 0.8 && f->r < 1);

        MpcFitAccumulator few, flat;
        for (int i = 0; i < 7; ++i)
            few.add(i, i);
        for (int i = 0; i < 20; ++i)
            flat.add(3, i);
        QVERIFY(!few.fit());
        QVERIFY(!flat.fit());
    }

    // The shipped samples are the data the shipped parameters were fitted from: refitting
    // them reproduces every fit of mpc-pattern.txt exactly.
    void shippedSamplesRefitToShippedParameters()
    {
        const QByteArray sBytes = readSource("resources/mpc/mpc-pattern-samples.txt");
        const QByteArray pBytes = readSource("resources/mpc/mpc-pattern.txt");
        QVERIFY(!sBytes.isEmpty() && !pBytes.isEmpty());
        QElapsedTimer timer;
        timer.start();
        auto samples = parseMpcSamples(std::string_view(sBytes.constData(), std::size_t(sBytes.size())));
        const double parseMs = double(timer.nsecsElapsed()) / 1e6;
        QVERIFY2(samples.ok(), samples.ok() ? "" : samples.error().describe().c_str());
        auto params = parseMpcParams(std::string_view(pBytes.constData(), std::size_t(pBytes.size())));
        QVERIFY2(params.ok(), params.ok() ? "" : params.error().describe().c_str());
        QCOMPARE(samples->evaluator, params->evaluator);
        QCOMPARE(samples->stageWidth(), params->stageWidth());
        int compared = 0;
        for (int st = 0; st < params->stageCount(); ++st)
            for (int h = 1; h <= MpcParams::MaxHeight; ++h)
                for (int d = 0; d < h; ++d) {
                    const MpcFit& want = params->fit(st, h, d);
                    if (want.n == 0)
                        continue;
                    auto have = fitMpcSamples(*samples, st, h, d);
                    QVERIFY2(have, qPrintable(QStringLiteral("no refit for %1 %2 %3").arg(st).arg(h).arg(d)));
                    // The file prints 9 significant digits.
                    auto close
                        = [](double x, double y) { return std::fabs(x - y) <= 1e-8 * (1 + std::fabs(y)); };
                    QVERIFY(close(have->a, want.a) && close(have->b, want.b) && close(have->sigma, want.sigma)
                        && close(have->r, want.r));
                    QCOMPARE(have->n, want.n);
                    ++compared;
                }
        // Heights 1..10 in stages 2..9 (440 fits) and 11..13 in stages 2..5 (144), from the
        // positions searched deeper (resources/mpc/README.md).
        QCOMPARE(compared, 584);
        qInfo("%zu positions (%lld bytes) parsed in %.2f ms; %d fits reproduced", samples->size(),
            (long long)sBytes.size(), parseMs, compared);
    }
};

QTEST_APPLESS_MAIN(TestMpcSamples)
#include "test_mpc_samples.moc"
