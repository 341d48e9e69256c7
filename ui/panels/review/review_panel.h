#pragma once
// Game Review: one action that analyses the game in the background (or reuses the finished
// Analyse Game of this very line) and shows what a coach reads first — each player's accuracy,
// per phase, the mistakes ranked by the discs they lost, and the evaluation graph. Selecting a
// mistake goes to the position before it and numbers both lines on the board (played in red,
// upper left of the squares; better in green, lower right). Exports the review as GGF with
// comments and as a PDF (written on a worker thread). It shares the evaluation graph panel's
// GameAnalyser, so one analysis feeds both. Created by AnalysisPanels in the dock
// "reviewPanel"; tested in tests/ui/test_game_review.cpp.

#include "ui/panels/review/game_review.h"

#include <QWidget>

#include <functional>

class QAction;
class QLabel;
class QProgressBar;
class QPushButton;
class QTableWidget;
class QThread;
class QTimer;

namespace probcut::ui {

class BoardWidget;
class EvalGraphPanel;
class GameModel;
class ReviewGraphWidget;
struct ReviewReport;

class ReviewPanel : public QWidget {
    Q_OBJECT

public:
    ReviewPanel(GameModel* model, BoardWidget* board, EvalGraphPanel* graph, QWidget* parent = nullptr);
    ~ReviewPanel() override;

    // The players' names for the documents (MainWindow::playerName).
    void setNameSource(std::function<QString(Color)> names) { m_names = std::move(names); }

    // Game Review: shows the review of the current line, analysing it first unless the last
    // finished analysis was of this line.
    void review();
    void cancel();
    // Shows `review` (what rebuild() does with the analyser's results; tests give one directly).
    void showReview(GameReview review);
    bool hasReview() const { return m_hasReview; }
    const GameReview& currentReview() const { return m_review; }

    // Goes to the position before the mistake in `row` of the table and draws both lines.
    bool showMistake(int row);
    // Writes the GGF file; returns "" or the error.
    QString exportGgfTo(const QString& path);
    // Starts writing the PDF on a worker thread; pdfExported() tells how it went.
    bool exportPdfTo(const QString& path);
    bool isExportingPdf() const { return m_pdfThread != nullptr; }

    QAction* reviewAction() const { return m_reviewAction; }
    QAction* exportGgfAction() const { return m_exportGgfAction; }
    QAction* exportPdfAction() const { return m_exportPdfAction; }
    QTableWidget* mistakeTable() const { return m_mistakes; }
    QTableWidget* accuracyTable() const { return m_accuracy; }
    ReviewGraphWidget* graphWidget() const { return m_graph; }

signals:
    // A review (complete or partial, while the analysis runs) was shown.
    void reviewUpdated();
    void pdfExported(const QString& path, const QString& error);

private:
    void buildActions();
    void analyserFinished();
    void rebuild();
    void fillAccuracy();
    void fillMistakes();
    void showDetail(int row);
    void setRunning(bool running);
    void updateActions();
    void onPositionChanged();
    ReviewReport report() const;
    void askExportGgf();
    void askExportPdf();
    void reportError(const QString& title, const QString& message);

    GameModel* m_model;
    BoardWidget* m_boardWidget;
    EvalGraphPanel* m_graphPanel;
    std::function<QString(Color)> m_names;
    GameReview m_review;
    bool m_hasReview = false;
    bool m_waiting = false; // a review was asked for and its analysis runs
    int m_markedPly = -1;   // the ply whose lines the board shows
    QAction* m_reviewAction = nullptr;
    QAction* m_exportGgfAction = nullptr;
    QAction* m_exportPdfAction = nullptr;
    QPushButton* m_reviewButton;
    QPushButton* m_cancelButton;
    QProgressBar* m_progress;
    QLabel* m_header;
    QTableWidget* m_accuracy;
    ReviewGraphWidget* m_graph;
    QTableWidget* m_mistakes;
    QLabel* m_detail;
    QLabel* m_status;
    QTimer* m_partialTimer;
    QThread* m_pdfThread = nullptr;
};

} // namespace probcut::ui
