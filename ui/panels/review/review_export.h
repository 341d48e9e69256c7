#pragma once
// The review as documents a coach can send: a GGF game whose comments carry the review (the
// accuracy summary in the game's C[], each mistake's loss, better move and both lines in a C[]
// after the move, readable by any program that reads GGF), and a printable PDF (title, players,
// result, accuracy and phase tables, the graph, and each major mistake with two board diagrams).
// The texts are shared with the review panel. Called by ReviewPanel; the PDF is written on a
// worker thread, so everything here below the GGF is free of widgets.

#include "ui/panels/review/game_review.h"

#include <QCoreApplication>
#include <QImage>
#include <QString>

namespace probcut::ui {

// What a document needs besides the review.
struct ReviewReport {
    GameReview review;
    QString blackName, whiteName;
};

class ReviewText {
    Q_DECLARE_TR_FUNCTIONS(probcut::ui::ReviewText)

public:
    static QString phaseName(GamePhase phase);
    // "Opening (moves 1–20)".
    static QString phaseTitle(GamePhase phase);
    static QString colourName(Color color);
    static QString lineText(const std::vector<Square>& line);
    static QString discs(double value);       // "1.4"
    static QString signedDiscs(double value); // "+4", "−2", "0"
    static QString percent(double share);     // "78%"
    // "Black: 1.4 discs lost per move, 78% of moves within 1 disc (2 inaccuracies, 1 mistake,
    // 0 blunders)", or that no move was valued.
    static QString accuracyLine(const AccuracyStats& stats, Color color, const QString& name);
    // "Mistake: lost 6.0 discs (played e6 −4, better f4 +2). Played line: … Better line: …"
    static QString mistakeComment(const ReviewMistake& mistake);
    static QString resultText(const GameReview& review);
    // The accuracy, phases and mistakes definitions as the guide states them, in one paragraph.
    static QString definitions();
};

// The GGF text of the review (one game, ending in a newline).
QString reviewGgf(const ReviewReport& report);

// A board diagram of `position` with `line` numbered on its squares in `colour`, `size` pixels
// square; safe on any thread.
QImage reviewDiagram(
    const Position& position, const std::vector<Square>& line, const QColor& colour, int size);

// Writes the PDF to `path` (through a temporary file, so a failure never leaves half a file or
// destroys an old one); returns "" or the error. Safe on any thread.
QString writeReviewPdf(const ReviewReport& report, const QString& path);

// The review mistakes a PDF shows with diagrams (mistakes and blunders, at most this many).
inline constexpr int PdfDiagramMistakes = 10;

} // namespace probcut::ui
