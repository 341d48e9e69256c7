#pragma once
// "Analyse Position": while it is on, the analysis engine (MainWindow::analysisController())
// searches the position on the board without limit, restarting whenever that position changes
// (navigation, a move, an edited or loaded position). It first deepens selectively (Multi-ProbCut
// at 95 %, as the strong levels do) so deep values arrive soon, and when that search has gone
// as deep as the game allows it solves exactly. It pauses while the game engine is thinking in
// an engine game (the two would share the CPU and halve each other's speed; the PV panel then
// shows the game engine's thoughts) and resumes on the position after the engine's move; it
// idles at game over. Nothing here blocks: it only starts and cancels searches.

#include "engine/core/board.h"
#include "engine/search/search_limits.h"

#include <QObject>

namespace probcut::ui {

class EngineController;
class GameController;
class GameModel;

class PositionAnalysis : public QObject {
    Q_OBJECT

public:
    enum class State { Off, Searching, Paused, Finished, Idle };
    // Selective first stage: the strongest selective levels' confidence.
    static constexpr double FirstStageSelectivity = 95;
    // Positions with at most this many empties get a short selective stage before the solve.
    static constexpr int SolveEmpties = 24;

    PositionAnalysis(
        GameModel* model, GameController* game, EngineController* engine, QObject* parent = nullptr);

    void setEnabled(bool enabled);
    bool isEnabled() const { return m_enabled; }
    State state() const { return m_state; }
    // The limits of the two stages for a position with `empties` empty squares.
    static SearchLimits selectiveLimits(int empties);
    static SearchLimits exactLimits();
    int stage() const { return m_stage; }

signals:
    void enabledChanged(bool enabled);
    void stateChanged(probcut::ui::PositionAnalysis::State state);

private:
    void update();
    void start(int stage);
    void stop(State state);
    void setState(State state);
    void onFinished(const SearchResult& result);

    GameModel* m_model;
    GameController* m_game;
    EngineController* m_engine;
    bool m_enabled = false;
    State m_state = State::Off;
    int m_stage = 0;
    SearchId m_search = 0;
    Position m_position; // what m_search analyses (or analysed, when finished)
};

} // namespace probcut::ui
