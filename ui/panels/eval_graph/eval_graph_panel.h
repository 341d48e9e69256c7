#pragma once
// The evaluation graph: the engine's value of the position after every move of the current line
// (discs for Black, so the curve rises when Black gains), drawn with Qt Charts, with the current
// move marked and a click on the plot going to that move. Values come from what the studio
// already knows — the game engine's and the analysis engine's reports for the positions they
// searched — and from Analyse Game, which values every position in the background
// (GameAnalyser) and marks the moves that lost discs, in the graph (markers coloured by class
// and sized by the loss) and in a table. Values are remembered by position, so they survive
// navigation and apply to every variation through the same positions. Created by
// installAnalysisPanels() in the dock "evalGraphPanel"; tested in tests/ui/test_eval_graph.cpp.

#include "engine/core/board.h"
#include "engine/search/search_limits.h"
#include "ui/engine/game_analyser.h"
#include "ui/panels/settling_chart_view.h"

#include <QWidget>

#include <map>
#include <optional>
#include <tuple>
#include <vector>

class QComboBox;
class QHBoxLayout;
class QLabel;
class QLineSeries;
class QProgressBar;
class QPushButton;
class QScatterSeries;
class QTableView;
class QValueAxis;

namespace probcut::ui {

class EngineController;
class GameController;
class GameModel;
class MistakeModel;

// The chart view: a click anywhere on the plot chooses the nearest move.
class EvalChartView : public SettlingChartView {
    Q_OBJECT

public:
    using SettlingChartView::SettlingChartView;
    // Where the point of `ply` with value `value` is drawn, in view coordinates (a pending
    // resize is applied first).
    QPoint pointAt(double ply, double value);

signals:
    void plyClicked(int ply);

protected:
    void mouseReleaseEvent(QMouseEvent* event) override;
};

class EvalGraphPanel : public QWidget {
    Q_OBJECT

public:
    explicit EvalGraphPanel(GameModel* model, QWidget* parent = nullptr);
    ~EvalGraphPanel() override;

    // Records the values the game engine reports while it thinks.
    void watchGame(GameController* game, EngineController* engine);
    // Records the values an engine (the analysis engine) reports.
    void watchEngine(EngineController* engine);

    struct Value {
        double black = 0; // discs for Black
        int depth = 0;
        bool exact = false;
    };
    // Remembers a value for `position` (a deeper or exact one replaces a shallower one).
    void recordValue(const Position& position, double black, int depth, bool exact);
    std::optional<Value> valueOf(const Position& position) const;
    // The value after each ply of the current line (index 0: the start position).
    std::vector<std::optional<double>> lineValues() const;

    GameAnalyser* analyser() const { return m_analyser; }
    MistakeModel* mistakeModel() const { return m_mistakes; }
    EvalChartView* chartView() const { return m_view; }
    // Analyse Game on the current line at the strength chosen in the panel (or `strength`).
    void analyseGame();
    void analyseGame(const GameAnalyser::Strength& strength);
    void cancelAnalysis();
    // The game on the board was replaced (new game, paste, open): Analyse Game's run on the old
    // one stops, and its progress and verdict no longer show.
    void gameReplaced();
    QString summaryText() const;
    QString progressText() const;
    // Number of markers per class in the graph (tests).
    int markerCount(MistakeKind kind) const;

protected:
    void changeEvent(QEvent* event) override; // a new theme: the chart follows the palette

private:
    using Key = std::tuple<Bitboard, Bitboard, int>;
    using MoveKey = std::tuple<Bitboard, Bitboard, int, int>;
    static Key keyOf(const Position& position);
    // Parts of the constructor.
    QHBoxLayout* buildAnalysisControls();
    QHBoxLayout* buildProgressRow();
    QChart* buildChart();
    void buildChartView();
    void buildMistakeTable();
    void rebuild();
    void applyChartTheme(); // the chart's theme and the series' colours for the palette
    void onPlyAnalysed(int ply);
    void setRunning(bool running);

    GameModel* m_model;
    GameAnalyser* m_analyser;
    MistakeModel* m_mistakes;
    std::map<Key, Value> m_values;
    std::map<MoveKey, PlyAnalysis> m_moves; // Analyse Game's verdicts on moves played
    EvalChartView* m_view = nullptr;
    QLineSeries* m_line;
    QScatterSeries* m_points;
    QLineSeries* m_cursorLine;
    QScatterSeries* m_cursorPoint;
    QScatterSeries* m_marks[3]; // inaccuracy, mistake, blunder
    QValueAxis* m_axisX;
    QValueAxis* m_axisY;
    QComboBox* m_strength;
    QPushButton* m_analyseButton;
    QPushButton* m_cancelButton;
    QProgressBar* m_progress;
    QLabel* m_summary;
    QTableView* m_table;
    bool m_rebuildQueued = false;
};

} // namespace probcut::ui
