#pragma once
// Shared wording and arithmetic of the ProbCut cut-decisions panel and its models: the node a
// cut event names (its path replayed from the searched position), the model's confidence in a
// decision, and the plain-words tooltips of every term. Used by CutPanel, CutSummaryModel,
// CutRootMovesModel and CutTreeModel.

#include "engine/core/board.h"
#include "engine/search/search_limits.h"

#include <QCoreApplication>
#include <QString>

namespace probcut::ui {

// The position of the event's node: its path replayed from `root` (forced passes in between).
Position cutNodePosition(const Position& root, const CutEvent& event);
// The path as move text ("f5 d6 c3"); `plies` = 0 for the whole path.
QString cutPathText(const CutEvent& event, int plies = 0);

// The regression model's probability that the deep search would have agreed with the check:
// for a fail-high check Φ((a·v + b − β)/σ), for a fail-low check Φ((α − a·v − b)/σ), v the
// shallow value. (v is itself a bound from a null-window search, so this is a lower bound.)
double cutConfidence(const CutEvent& event);

// "+3.5", "−2.0", "0.0": a value in discs for the side to move at the node.
QString formatDiscs(double discs);
QString formatPercent(double fraction); // 0.934 -> "93.4 %"

// The words of the panel, in one translation context: names, and plain-words explanations shown
// as tooltips on column headers and labels.
class CutTerms {
    Q_DECLARE_TR_FUNCTIONS(probcut::ui::CutTerms)

public:
    static QString decisionName(CutDecision decision);
    static QString height();
    static QString tryIndex();
    static QString checkDepth();
    static QString checks();
    static QString failHigh();
    static QString failLow();
    static QString noCut();
    static QString cutRate();
    static QString shallowValue();
    static QString bound();
    static QString windowBound();
    static QString confidence();
    static QString decision();
    static QString rootMove();
    static QString cutHeights();
    static QString selectivity();
    // A few paragraphs on Multi-ProbCut (Buro 1997) and the regression v_h ≈ a·v_d + b.
    static QString explanation();
};

} // namespace probcut::ui
