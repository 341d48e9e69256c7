#include "ui/panels/cut/cut_explanation.h"

#include "ui/panels/cut/cut_event_format.h"

#include <QLocale>
#include <QStringList>

#include <bit>
#include <cmath>

namespace probcut::ui {

namespace {

double normalCdf(double z) { return 0.5 * std::erfc(-z / std::sqrt(2.0)); }

// A distance in discs, never signed: "6.1".
QString discDistance(double discs) { return QString::number(std::abs(discs), 'f', 1); }

// A plain number with a real minus sign, for the formula view.
QString number(double x, int decimals)
{
    const QString digits = QString::number(std::abs(x), 'f', decimals);
    return x < 0 && digits != QString::number(0.0, 'f', decimals) ? QStringLiteral("\u2212") + digits
                                                                  : digits;
}

// " + 0.35" or " − 0.35": a term added to an expression.
QString plusTerm(double x)
{
    return (x < 0 ? QStringLiteral(" \u2212 ") : QStringLiteral(" + ")) + number(std::abs(x), 2);
}

// A node searched to the end of the game is checked with the ENDCUT model of its empties.
bool toEndOfGame(const CutEvent& e) { return e.height >= 64 - std::popcount(e.player | e.opponent); }

// Two significant figures: the saving is an estimate and should not look exact.
double roughly(double x)
{
    if (x < 100)
        return std::round(x);
    const double scale = std::pow(10.0, std::floor(std::log10(x)) - 1);
    return std::round(x / scale) * scale;
}

} // namespace

QString CutExplanation::plainWords(const CutEvent& e, double savedNodes, bool blackToMove)
{
    const QString side = blackToMove ? tr("Black") : tr("White");
    const QString other = blackToMove ? tr("White") : tr("Black");
    const bool end = toEndOfGame(e);
    const QString window = formatDiscs(e.windowBound);
    QStringList sentences;

    if (e.decision == CutDecision::MultiCut) {
        sentences << (end
                ? tr("Multi-cut (Bj\u00f6rnsson and Marsland): several of %1's first moves here, each "
                     "searched a few plies less deep, already reached %2, enough to refute %3's line, so "
                     "the position was not searched to the end of the game.")
                      .arg(side, window, other)
                : tr("Multi-cut (Bj\u00f6rnsson and Marsland): several of %1's first moves here, each "
                     "searched a few plies less deep, already reached %2, enough to refute %3's line, so "
                     "the position was not searched %4 plies deep.")
                      .arg(side, window, other)
                      .arg(e.height));
    } else {
        const bool high
            = e.decision == CutDecision::FailHigh || (e.decision == CutDecision::NoCut && e.highCheck);
        const double band = e.sigma > 0 ? e.threshold * e.sigma : 0;
        const QString confidence = formatPercent(normalCdf(e.sigma > 0 ? e.threshold : 0));
        const double predicted = e.a * e.shallowValue + e.b;

        sentences << tr("A %1-ply search said %2 for %3, the side to move there.")
                         .arg(e.checkDepth)
                         .arg(formatDiscs(e.shallowValue), side);
        // With a ≈ 1 and b ≈ 0 the prediction is the shallow value itself and goes unsaid.
        if (formatDiscs(predicted) != formatDiscs(e.shallowValue))
            sentences << (end ? tr("From that, the final result is expected to be about %1.")
                                    .arg(formatDiscs(predicted))
                              : tr("From that, a %1-ply search is expected to say about %2.")
                                    .arg(e.height)
                                    .arg(formatDiscs(predicted)));
        if (high)
            sentences << (end
                    ? tr("At this stage of the game, %1 of the time a search to the end of the game "
                         "comes out no more than %2 discs below what the %3-ply search predicts.")
                          .arg(confidence, discDistance(band))
                          .arg(e.checkDepth)
                    : tr("At this stage of the game, %1 of the time a %2-ply search comes out no more "
                         "than %3 discs below what the %4-ply search predicts.")
                          .arg(confidence)
                          .arg(e.height)
                          .arg(discDistance(band))
                          .arg(e.checkDepth));
        else
            sentences << (end
                    ? tr("At this stage of the game, %1 of the time a search to the end of the game "
                         "comes out no more than %2 discs above what the %3-ply search predicts.")
                          .arg(confidence, discDistance(band))
                          .arg(e.checkDepth)
                    : tr("At this stage of the game, %1 of the time a %2-ply search comes out no more "
                         "than %3 discs above what the %4-ply search predicts.")
                          .arg(confidence)
                          .arg(e.height)
                          .arg(discDistance(band))
                          .arg(e.checkDepth));

        switch (e.decision) {
        case CutDecision::FailHigh:
            sentences << tr(
                "Even %1 discs lower, %2 would still have %3: at least the %4 needed to refute %5's "
                "line.")
                             .arg(discDistance(band), side, formatDiscs(predicted - band), window, other);
            sentences << (end
                    ? tr("So the position was taken as good enough, without searching it to the end of "
                         "the game.")
                    : tr("So the position was taken as good enough, without searching it %1 plies deep.")
                          .arg(e.height));
            break;
        case CutDecision::FailLow:
            sentences << tr(
                "Even %1 discs higher, %2 would have only %3: no better than the %4 %2 can already "
                "get elsewhere.")
                             .arg(discDistance(band), side, formatDiscs(predicted + band), window);
            sentences << (end
                    ? tr("So the position was taken as too weak to matter, without searching it to the "
                         "end of the game.")
                    : tr("So the position was taken as too weak to matter, without searching it %1 "
                         "plies deep.")
                          .arg(e.height));
            break;
        default:
            sentences << (high
                    ? tr("To be sure enough that %1 keeps the %2 needed to refute %3's line, it had to "
                         "reach %4; it fell short.")
                          .arg(side, window, other, formatDiscs(e.bound))
                    : tr("To be sure enough that %1 cannot beat the %2 it can already get elsewhere, "
                         "it had to stay at or below %3; it did not.")
                          .arg(side, window, formatDiscs(e.bound)));
            sentences << tr(
                "So this check skipped nothing: unless another check cuts, the position is searched "
                "in full.");
            break;
        }
    }

    if (e.decision != CutDecision::NoCut && savedNodes > 0) {
        const double n = roughly(savedNodes);
        sentences << (n < 2 ? tr("Saved about one position.")
                            : tr("Saved about %1 positions.").arg(QLocale().toString(qulonglong(n))));
    }
    return sentences.join(QLatin1Char(' '));
}

QString CutExplanation::formulaDetail(const CutEvent& e)
{
    const bool end = toEndOfGame(e);
    if (e.decision == CutDecision::MultiCut)
        return tr(
            "<p><b>Multi-cut</b> (Bj\u00f6rnsson and Marsland): several of the first moves, searched at "
            "reduced depth, reached \u03b2 = %1, so the node of height %2 was taken to fail high. No "
            "regression model is involved.</p>")
            .arg(formatDiscs(e.windowBound))
            .arg(e.height);

    const QString deep
        = end ? tr("end", "subscript: the exact result at the end of the game") : QString::number(e.height);
    const QString vh = QStringLiteral("v<sub>%1</sub>").arg(deep);
    const QString vd = QStringLiteral("v<sub>%1</sub>").arg(e.checkDepth);
    const double predicted = e.a * e.shallowValue + e.b;
    const double tSigma = e.threshold * e.sigma;
    const bool high = e.highCheck;
    const QString bound = high ? QStringLiteral("\u03b2") : QStringLiteral("\u03b1");
    const QString exact = high ? QStringLiteral("(t\u00b7\u03c3 + \u03b2 \u2212 b) / a")
                               : QStringLiteral("(\u2212t\u00b7\u03c3 + \u03b1 \u2212 b) / a");
    const QString filled
        = QStringLiteral("(%1%2\u00b7%3%4%5) / %6")
              .arg(high ? QString() : QStringLiteral("\u2212"), number(e.threshold, 2), number(e.sigma, 2),
                  plusTerm(e.windowBound), plusTerm(-e.b), number(e.a, 2));
    const double raw = e.a > 0 ? ((high ? tSigma : -tSigma) + e.windowBound - e.b) / e.a : 0;

    QString text;
    text += tr("<p><b>Model</b> at this stage of the game: %1 \u2248 a\u00b7%2 + b = %3\u00b7%2%4, residual "
               "deviation \u03c3 = %5 discs.</p>")
                .arg(vh, vd, number(e.a, 2), plusTerm(e.b), number(e.sigma, 2));
    text += (high
            ? tr("<p><b>Threshold</b> t = %1, from the confidence \u03a6(t) = %2: with that probability "
                 "the deep value is at least the prediction \u2212 t\u00b7\u03c3, here %3 discs below "
                 "it.</p>")
            : tr("<p><b>Threshold</b> t = %1, from the confidence \u03a6(t) = %2: with that probability "
                 "the deep value is at most the prediction + t\u00b7\u03c3, here %3 discs above it.</p>"))
                .arg(number(e.threshold, 2), formatPercent(normalCdf(e.threshold)), number(tSigma, 2));
    text += (high ? tr("<p><b>Bound</b> (fail-high check, %1 = %2): %3 = %4 = %5, rounded up to %6.</p>")
                  : tr("<p><b>Bound</b> (fail-low check, %1 = %2): %3 = %4 = %5, rounded down to %6.</p>"))
                .arg(bound, formatDiscs(e.windowBound), exact, filled, number(raw, 2), number(e.bound, 2));
    const QString verdict = e.decision == CutDecision::FailHigh ? tr("fail high: the deep search is skipped")
        : e.decision == CutDecision::FailLow                    ? tr("fail low: the deep search is skipped")
                                                                : tr("no cut");
    text
        += (high ? tr("<p><b>Check</b>: %1 = %2 %3 %4, so %5. Predicted %6 = %7; the model's confidence that "
                      "%6 \u2265 %8: %9.</p>")
                 : tr("<p><b>Check</b>: %1 = %2 %3 %4, so %5. Predicted %6 = %7; the model's confidence that "
                      "%6 \u2264 %8: %9.</p>"))
               .arg(vd, formatDiscs(e.shallowValue),
                   high ? (e.shallowValue >= e.bound ? QStringLiteral("\u2265") : QStringLiteral("<"))
                        : (e.shallowValue <= e.bound ? QStringLiteral("\u2264") : QStringLiteral(">")),
                   number(e.bound, 2), verdict, vh, formatDiscs(predicted), bound,
                   formatPercent(cutConfidence(e)));
    return text;
}

QString CutExplanation::whatIsThis()
{
    return tr(
        "<p><b>The idea.</b> A deep search is slow; a shallow one is quick. Over thousands of "
        "positions the quick search turns out to predict the deep one well: the slanted line in the "
        "sketch. So before searching a position deeply, the engine runs a quick search first. If its "
        "prediction lies far enough beyond the score that matters (\u03b2 in the sketch), the deep "
        "search is skipped. That skip is a <b>cut</b>.</p>"
        "<p><b>The band.</b> Deep results scatter around the prediction. The shaded band shows how far "
        "they usually stray at this stage of the game. A cut is made only when even the edge of the band "
        "is beyond the score that matters.</p>"
        "<p><b>Confidence</b> is how often the deep search would have agreed with a cut. At 95 %, at most "
        "about one cut in twenty is wrong. A higher confidence widens the band: fewer cuts, more time, "
        "fewer mistakes.</p>"
        "<p><b>Height</b> is how many moves ahead (plies) the skipped search would have looked; cuts at "
        "a large height save the most. Near the end of the game the deep search is the exact result.</p>"
        "<p><b>What can go wrong.</b> A cut is a bet. In an unusual position, a sudden swing the quick "
        "search cannot see, the deep result falls outside the band and the engine may misjudge a line "
        "or miss the best move. The regression panel re-runs sampled cuts to show how often that "
        "happens.</p>");
}

} // namespace probcut::ui
