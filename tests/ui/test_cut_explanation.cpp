// The plain-words explanation of ProbCut checks (fail high, fail low, no cut, multi-cut, the end
// of the game) carries the event's numbers, and the sketch beside "What is this?" paints.

#include "engine/core/board.h"
#include "ui/panels/cut/cut_diagram.h"
#include "ui/panels/cut/cut_explanation.h"
#include "ui/window/theme.h"

#include <QImage>
#include <QLocale>
#include <QSet>
#include <QTest>

#include <cmath>

using namespace probcut;
using namespace probcut::ui;

namespace {

const QString Minus = QStringLiteral("\u2212");

// A fail-high check at height 12 from a 4-ply search, 60 empties, t·σ = 6.1 at 95 %.
CutEvent failHigh()
{
    CutEvent e;
    const Board b = Board::initial();
    e.player = b.player;
    e.opponent = b.opponent;
    e.height = 12;
    e.checkDepth = 4;
    e.highCheck = true;
    e.a = 1;
    e.b = 0;
    e.sigma = 3.7;
    e.threshold = 1.6449;
    e.windowBound = 4;
    e.bound = std::ceil(e.threshold * e.sigma + e.windowBound);
    e.shallowValue = 12;
    e.decision = CutDecision::FailHigh;
    return e;
}

// A fail-low check with a biased model: the prediction a·v + b differs from v.
CutEvent failLow()
{
    CutEvent e = failHigh();
    e.highCheck = false;
    e.a = 1.1;
    e.b = 0.5;
    e.windowBound = -2;
    e.bound = std::floor((-e.threshold * e.sigma + e.windowBound - e.b) / e.a);
    e.shallowValue = -9;
    e.decision = CutDecision::FailLow;
    return e;
}

int differentPixels(const QImage& image, QRgb from)
{
    int n = 0;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x)
            n += image.pixel(x, y) != from;
    return n;
}

QImage rendered(CutDiagram& diagram)
{
    QImage image(320, 200, QImage::Format_ARGB32);
    image.fill(Qt::transparent);
    diagram.resize(320, 200);
    diagram.render(&image);
    return image;
}

} // namespace

class TestCutExplanation : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates)); }

    void failHighInPlainWords()
    {
        const QString s = CutExplanation::plainWords(failHigh(), 81234, false);
        for (const char* part : {"A 4-ply search said +12.0 for White", "12-ply search", "6.1 discs below",
                 "95.0 %", "+4.0", "Black's line", "+5.9", "12 plies deep", "Saved about 81,000 positions."})
            QVERIFY2(s.contains(QString::fromUtf8(part)), qPrintable(s + " | " + part));
        QVERIFY(!s.contains(QStringLiteral("end of the game")));
        QVERIFY(!s.contains(QStringLiteral("expected"))); // a = 1, b = 0: no separate prediction
    }

    void failLowInPlainWords()
    {
        const QString s = CutExplanation::plainWords(failLow(), 1234, true);
        for (const QString& part : {QStringLiteral("said ") + Minus + QStringLiteral("9.0 for Black"),
                 QStringLiteral("about ") + Minus + QStringLiteral("9.4"), QStringLiteral("6.1 discs above"),
                 QStringLiteral("95.0 %"), Minus + QStringLiteral("2.0"),
                 QStringLiteral("too weak to matter"), QStringLiteral("Saved about 1,200 positions.")})
            QVERIFY2(s.contains(part), qPrintable(s + " | " + part));
    }

    void endOfGameWording()
    {
        CutEvent e = failHigh();
        e.player = (1ull << 27) - 1;
        e.opponent = ((1ull << 54) - 1) ^ e.player; // 10 empties
        e.height = 10;
        const QString s = CutExplanation::plainWords(e, 500, true);
        QVERIFY2(s.contains(QStringLiteral("a search to the end of the game")), qPrintable(s));
        QVERIFY2(s.contains(QStringLiteral("without searching it to the end of the game")), qPrintable(s));
        QVERIFY2(!s.contains(QStringLiteral("10-ply")), qPrintable(s));
        QVERIFY(CutExplanation::formulaDetail(e).contains(QStringLiteral("v<sub>end</sub>")));
    }

    void noCutSearchesInFull()
    {
        CutEvent e = failHigh();
        e.shallowValue = 2;
        e.decision = CutDecision::NoCut;
        const QString s = CutExplanation::plainWords(e, 5000, false);
        for (const char* part : {"said +2.0", "+11.0", "fell short", "searched in full"})
            QVERIFY2(s.contains(QString::fromUtf8(part)), qPrintable(s + " | " + part));
        QVERIFY(!s.contains(QStringLiteral("Saved")));
    }

    void multiCutInOneSentence()
    {
        CutEvent e;
        e.kind = CutEventKind::Subtree;
        const Board b = Board::initial();
        e.player = b.player;
        e.opponent = b.opponent;
        e.height = 8;
        e.windowBound = 4;
        e.decision = CutDecision::MultiCut;
        const QString s = CutExplanation::plainWords(e, 20000, true);
        for (const char* part : {"Multi-cut", "Bj\u00f6rnsson and Marsland", "+4.0", "8 plies deep",
                 "Saved about 20,000 positions."})
            QVERIFY2(s.contains(QString::fromUtf8(part)), qPrintable(s + " | " + part));
        QVERIFY(CutExplanation::formulaDetail(e).contains(QStringLiteral("Multi-cut")));
    }

    void nothingSavedIsLeftOut()
    {
        QVERIFY(!CutExplanation::plainWords(failHigh(), 0, false).contains(QStringLiteral("Saved")));
        QVERIFY(!CutExplanation::plainWords(failHigh(), -3, false).contains(QStringLiteral("Saved")));
    }

    void formulaHasTheNumbers()
    {
        const QString high = CutExplanation::formulaDetail(failHigh());
        for (const char* part :
            {"v<sub>12</sub>", "v<sub>4</sub>", "t = 1.64", "95.0 %", "rounded up to 11.00", "fail high"})
            QVERIFY2(high.contains(QString::fromUtf8(part)), qPrintable(high + " | " + part));
        const QString low = CutExplanation::formulaDetail(failLow());
        for (const char* part : {"rounded down to", "fail low", "1.10", "0.50"})
            QVERIFY2(low.contains(QString::fromUtf8(part)), qPrintable(low + " | " + part));
    }

    void whatIsThisIsShort()
    {
        const QString s = CutExplanation::whatIsThis();
        const int paragraphs = int(s.count(QStringLiteral("<p>")));
        QVERIFY(paragraphs >= 3 && paragraphs <= 5);
        QVERIFY(s.contains(QStringLiteral("band")));
    }

    void diagramPaints()
    {
        CutDiagram diagram;
        QCOMPARE(diagram.sizeHint(), QSize(320, 200));
        const QRgb base = diagram.palette().color(QPalette::Base).rgba();
        const QImage plain = rendered(diagram);
        QVERIFY(differentPixels(plain, base) > 320 * 200 / 20);

        diagram.setExample(1, 0, 4, 1.64, 8, 18);
        QVERIFY(diagram.hasExample());
        const QImage example = rendered(diagram);
        QVERIFY(differentPixels(example, base) > 320 * 200 / 20);
        QVERIFY(example != plain);

        diagram.setExample(failLow());
        const QImage low = rendered(diagram);
        QVERIFY(differentPixels(low, base) > 320 * 200 / 20);
        QVERIFY(low != example);

        diagram.clearExample();
        QVERIFY(!diagram.hasExample());
        QCOMPARE(rendered(diagram), plain);
    }

    // Every theme's palette draws the sketch: its text colour shows on its base.
    void diagramInEveryTheme_data()
    {
        QTest::addColumn<int>("theme");
        for (int t = 0; t < ThemeCount; ++t)
            QTest::addRow("%s", qPrintable(themeName(ThemeKind(t)))) << t;
    }

    void diagramInEveryTheme()
    {
        QFETCH(int, theme);
        CutDiagram diagram;
        diagram.setPalette(applicationPalette(ThemeKind(theme)));
        diagram.setExample(failHigh());
        const QImage image = rendered(diagram);
        const QPalette& p = diagram.palette();
        QSet<QRgb> colours;
        for (int y = 0; y < image.height(); ++y)
            for (int x = 0; x < image.width(); ++x)
                colours.insert(image.pixel(x, y));
        QVERIFY(colours.contains(p.color(QPalette::Base).rgba()));
        QVERIFY(colours.contains(p.color(QPalette::Text).rgba()));
        QVERIFY(differentPixels(image, p.color(QPalette::Base).rgba()) > 320 * 200 / 20);
        if (const QByteArray dir = qgetenv("PROBCUT_DIAGRAM_OUT"); !dir.isEmpty())
            image.save(QStringLiteral("%1/theme%2.png").arg(QString::fromLocal8Bit(dir)).arg(theme));
    }
};

QTEST_MAIN(TestCutExplanation)
#include "test_cut_explanation.moc"
