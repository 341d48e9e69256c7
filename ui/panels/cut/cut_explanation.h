#pragma once
// Each ProbCut check told in plain words for a reader who has never met the method: what the
// shallow search said, why that was (or was not) enough to skip the deep search, and what the
// skip saved; the formula behind it one click away, and a short "What is this?" text that goes
// with CutDiagram. Used by the ProbCut panel.

#include "engine/search/search_limits.h"

#include <QCoreApplication>
#include <QString>

namespace probcut::ui {

class CutExplanation {
    Q_DECLARE_TR_FUNCTIONS(probcut::ui::CutExplanation)

public:
    // A short paragraph of plain text on one check or subtree event. `savedNodes` is the
    // estimated work the cut skipped (left out when <= 0); `blackToMove` names the side to move
    // at the event's node, whose point of view every value takes.
    static QString plainWords(const CutEvent& check, double savedNodes, bool blackToMove);
    // The same decision as the model's arithmetic, the event's numbers filled in (rich text).
    static QString formulaDetail(const CutEvent& check);
    // The idea in a few short paragraphs for a lay reader (rich text), read next to CutDiagram.
    static QString whatIsThis();
};

} // namespace probcut::ui
