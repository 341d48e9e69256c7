#pragma once
// Hints and the all-moves analysis: the engine's value of every legal move of a position, for
// the board to draw on the squares and for the All Moves panel. One multi-PV search
// (SearchLimits::multiPv = 0) on the analyser's own EngineController (so it never disturbs the
// engine player's search or hash): every move gets a shallow value at once, then all deepen
// together, each turning exact once its subtree is within the solve threshold. Each value is
// for the side to move, in discs: the mean of the move's two deepest searches while selective
// (odd and even depths favour different sides), the exact score once solved. A new request or
// cancel() makes every pending report stale. Used by MainWindow's Hints action and the All
// Moves panel.

#include "engine/core/board.h"
#include "engine/search/search_limits.h"

#include <QObject>

#include <array>
#include <optional>
#include <vector>

namespace probcut::ui {

class EngineController;

struct MoveHint {
    double score = 0; // discs, for the side to move at the analysed position (shown value)
    int depth = 0;    // plies from the analysed position, the move included
    bool exact = false;
    double selectivity = 100; // the confidence of a selective value, percent
    std::vector<Square> pv;   // starts with the move
    bool operator==(const MoveHint&) const = default;
};
using MoveHints = std::array<std::optional<MoveHint>, 64>;

class HintAnalyser : public QObject {
    Q_OBJECT

public:
    explicit HintAnalyser(QObject* parent = nullptr);

    // Analyses every legal move of `position` to root depth `depth` (0: deepening until every
    // move is exact or cancel()), solving exactly at `solveEmpties` empties or fewer (counted
    // after the move); `selectivity` below 100 prunes with Multi-ProbCut at that confidence.
    void analyse(const Position& position, int depth, int solveEmpties, double selectivity = 100);
    void cancel();
    bool isRunning() const { return m_running; }
    const Position& position() const { return m_position; }
    const MoveHints& hints() const { return m_hints; }
    // The legal move with the best value so far (NoSquare if none yet).
    Square bestMove() const;
    // The deepest root depth every move has reached (0 before the first complete pass).
    int completedDepth() const { return m_completedDepth; }
    EngineController* engineController() const { return m_engine; }

signals:
    void hintsChanged();
    void finished();

private:
    void take(const std::vector<RootLine>& lines);

    EngineController* m_engine;
    Position m_position;
    MoveHints m_hints;
    int m_completedDepth = 0;
    bool m_running = false;
};

} // namespace probcut::ui
