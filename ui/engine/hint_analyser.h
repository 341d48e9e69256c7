#pragma once
// Hints: the engine's value of every legal move of a position, for the board to draw on the
// squares. It searches each move in turn on its own EngineController (so hints never disturb the
// engine player's search or hash), first at a shallow depth so every square gets a number at
// once, then at the full depth. Each value is for the side to move, in discs, with the depth
// it came from and whether it is exact. A new request or cancel() makes every pending report
// stale. Used by MainWindow's Hints action.

#include "engine/core/board.h"
#include "engine/search/search_limits.h"

#include <QObject>

#include <array>
#include <optional>
#include <vector>

namespace probcut::ui {

class EngineController;

struct MoveHint {
    double score = 0; // discs, for the side to move at the analysed position
    int depth = 0;
    bool exact = false;
    bool operator==(const MoveHint&) const = default;
};
using MoveHints = std::array<std::optional<MoveHint>, 64>;

class HintAnalyser : public QObject {
    Q_OBJECT

public:
    explicit HintAnalyser(QObject* parent = nullptr);

    // Analyses every legal move of `position`: quick pass at `quickDepth`, then `depth`, solving
    // exactly at `solveEmpties` empties or fewer (counted after the move).
    void analyse(const Position& position, int depth, int solveEmpties, int quickDepth = 2);
    void cancel();
    bool isRunning() const { return m_running; }
    const Position& position() const { return m_position; }
    const MoveHints& hints() const { return m_hints; }
    // The legal move with the best value so far (NoSquare if none yet).
    Square bestMove() const;
    EngineController* engineController() const { return m_engine; }

signals:
    void hintsChanged();
    void finished();

private:
    void next();
    void onResult(const SearchResult& result);

    EngineController* m_engine;
    Position m_position;
    MoveHints m_hints;
    std::vector<Square> m_queue;
    std::vector<int> m_queueDepth;
    std::size_t m_next = 0;
    Square m_searching = NoSquare;
    bool m_negate = true; // the searched position is the opponent's (not after a forced pass)
    int m_solveEmpties = 0;
    bool m_running = false;
};

} // namespace probcut::ui
