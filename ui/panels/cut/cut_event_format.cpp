#include "ui/panels/cut/cut_event_format.h"

#include <QStringList>

#include <cmath>

namespace probcut::ui {

Position cutNodePosition(const Position& root, const CutEvent& event)
{
    Position pos = root;
    for (int k = 0; k < event.pathLength; ++k) {
        if (pos.board.legalMoves() == 0)
            pos.play(PassMove);
        if (!pos.play(Square(event.path[k])))
            break;
    }
    // The node itself may lie behind a pass.
    if (!(pos.board.player == event.player && pos.board.opponent == event.opponent)
        && pos.board.player == event.opponent && pos.board.opponent == event.player)
        pos.play(PassMove);
    return pos;
}

QString cutPathText(const CutEvent& event, int plies)
{
    const int n = plies > 0 && plies < event.pathLength ? plies : event.pathLength;
    QStringList moves;
    for (int k = 0; k < n; ++k)
        moves << QString::fromStdString(squareName(Square(event.path[k])));
    return moves.join(QLatin1Char(' '));
}

double cutConfidence(const CutEvent& e)
{
    if (!(e.sigma > 0))
        return 1;
    const double predicted = e.a * e.shallowValue + e.b;
    const double z
        = e.highCheck ? (predicted - e.windowBound) / e.sigma : (e.windowBound - predicted) / e.sigma;
    return 0.5 * std::erfc(-z / std::sqrt(2.0));
}

QString CutTerms::decisionName(CutDecision decision)
{
    switch (decision) {
    case CutDecision::FailHigh: return tr("fail high (cut)");
    case CutDecision::FailLow: return tr("fail low (cut)");
    case CutDecision::NoCut: return tr("no cut");
    case CutDecision::MultiCut: return tr("multi-cut");
    }
    return {};
}

QString formatDiscs(double discs)
{
    if (discs > 0.05)
        return QStringLiteral("+%1").arg(discs, 0, 'f', 1);
    if (discs < -0.05)
        return QStringLiteral("\u2212%1").arg(-discs, 0, 'f', 1);
    return QStringLiteral("0.0");
}

QString formatPercent(double fraction) { return QStringLiteral("%1 %").arg(100 * fraction, 0, 'f', 1); }

QString CutTerms::height()
{
    return tr("Height: how many plies the full search would have looked ahead from this position.");
}
QString CutTerms::tryIndex()
{
    return tr("Try: Multi-ProbCut may test a position several times with ever deeper shallow searches; "
              "try 1 is the cheapest.");
}
QString CutTerms::checkDepth()
{
    return tr("Check depth: how deep the shallow search used to predict the full search looked.");
}
QString CutTerms::checks()
{
    return tr("Checks: how many shallow searches were run to decide whether the full search could be "
              "skipped (each position is tested against both ends of its window).");
}
QString CutTerms::failHigh()
{
    return tr("Fail high: the shallow search predicted, with the chosen confidence, that the deep value "
              "is above beta (the side to move would refute the line), so the subtree was skipped.");
}
QString CutTerms::failLow()
{
    return tr("Fail low: the shallow search predicted, with the chosen confidence, that the deep value is "
              "below alpha (the move is too weak to matter), so the subtree was skipped.");
}
QString CutTerms::noCut()
{
    return tr("No cut: the shallow search was not conclusive, so the position was searched in full.");
}
QString CutTerms::cutRate() { return tr("Cut rate: the share of checks that skipped a subtree."); }
QString CutTerms::shallowValue()
{
    return tr("Shallow value: what the shallow check search returned, in discs for the side to move at "
              "that position (a bound: the check only asked whether the value is above or below the "
              "bound).");
}
QString CutTerms::bound()
{
    return tr(
        "Bound: the value the shallow search was tested against. It is the window bound moved by "
        "t\u00b7\u03c3 and mapped through the fitted line: (\u00b1t\u00b7\u03c3 + \u03b2 \u2212 b) / a.");
}
QString CutTerms::windowBound()
{
    return tr("Window: the bound the full search had to beat (beta for a fail-high test, alpha for a "
              "fail-low test), in discs for the side to move.");
}
QString CutTerms::confidence()
{
    return tr("Confidence: by the fitted model, the probability that the full search would have reached "
              "the same verdict as the shallow one. It is at least the level the search was asked for.");
}
QString CutTerms::decision()
{
    return tr("Decision: whether the check cut the subtree (fail high / fail low) or not.");
}
QString CutTerms::rootMove()
{
    return tr("Root move: the move at the searched position under which the checked positions lie.");
}
QString CutTerms::cutHeights()
{
    return tr("Cuts by height: for each height, how many subtrees below this move were skipped. Cuts at "
              "larger heights save the most work.");
}
QString CutTerms::selectivity()
{
    return tr("Confidence (selectivity): how sure a shallow search must be before a subtree is skipped. "
              "It sets the threshold t: a higher confidence means a larger t, fewer cuts and a more "
              "reliable search; 100 % searches everything.");
}
QString CutTerms::explanation()
{
    return tr("<p><b>Multi-ProbCut</b> (Buro 1997) saves time by predicting the result of a deep search "
              "with a much shallower one. Over thousands of positions, the value v<sub>h</sub> of a "
              "search of height h was fitted against the value v<sub>d</sub> of a search of depth d: "
              "v<sub>h</sub> \u2248 a\u00b7v<sub>d</sub> + b, with a residual deviation \u03c3 "
              "(see the regression panel).</p>"
              "<p>Before searching a position h plies deep, the engine runs the cheap search of depth d "
              "with a null window at (t\u00b7\u03c3 + \u03b2 \u2212 b) / a. If the shallow value reaches "
              "it, the deep value is very likely above \u03b2: <b>fail high</b>, and the subtree is "
              "skipped. Likewise a value at or below (\u2212t\u00b7\u03c3 + \u03b1 \u2212 b) / a "
              "predicts a <b>fail low</b>. Otherwise the position is searched in full.</p>"
              "<p>The threshold t comes from the confidence level: the higher the confidence, the "
              "fewer cuts. Several heights and up to a few check depths per height are tried, the "
              "cheapest first; the check searches themselves never cut.</p>");
}

} // namespace probcut::ui
