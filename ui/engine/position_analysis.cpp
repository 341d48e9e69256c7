#include "ui/engine/position_analysis.h"

#include "ui/engine/engine_controller.h"
#include "ui/game/game_controller.h"
#include "ui/game/game_model.h"

#include <algorithm>

namespace probcut::ui {

PositionAnalysis::PositionAnalysis(
    GameModel* model, GameController* game, EngineController* engine, QObject* parent)
    : QObject(parent), m_model(model), m_game(game), m_engine(engine)
{
    connect(m_model, &GameModel::positionChanged, this, &PositionAnalysis::update);
    connect(m_game, &GameController::thinkingChanged, this, &PositionAnalysis::update);
    connect(m_game, &GameController::timeLost, this, &PositionAnalysis::update);
    connect(m_engine, &EngineController::finished, this, &PositionAnalysis::onFinished);
    connect(m_engine, &EngineController::failed, this, [this] {
        if (m_search != 0) {
            m_search = 0;
            setState(State::Idle);
        }
    });
}

SearchLimits PositionAnalysis::selectiveLimits(int empties)
{
    SearchLimits limits;
    // In the midgame the selective search deepens without end; near the end a short selective
    // stage gives a value at once and the exact solve follows.
    limits.depth = empties > SolveEmpties ? 60 : std::clamp(empties - 6, 1, 14);
    limits.selectivity = FirstStageSelectivity;
    limits.solveEmpties = 0;
    if (Engine::checkLimits(limits))
        limits.selectivity = 100;
    return limits;
}

SearchLimits PositionAnalysis::exactLimits()
{
    SearchLimits limits;
    limits.depth = 60;
    limits.selectivity = 100;
    limits.solveEmpties = 60;
    return limits;
}

void PositionAnalysis::setEnabled(bool enabled)
{
    if (enabled == m_enabled)
        return;
    m_enabled = enabled;
    emit enabledChanged(enabled);
    if (!enabled)
        stop(State::Off);
    else
        update();
}

void PositionAnalysis::update()
{
    if (!m_enabled)
        return;
    if (m_model->isGameOver() || m_game->flagged()) {
        stop(State::Idle);
        return;
    }
    if (m_game->isEngineThinking()) {
        stop(State::Paused);
        return;
    }
    const Position& position = m_model->position();
    if (position == m_position && (m_state == State::Searching || m_state == State::Finished))
        return;
    m_position = position;
    start(1);
}

void PositionAnalysis::start(int stage)
{
    m_stage = stage;
    const SearchLimits limits = stage == 1 ? selectiveLimits(m_position.board.emptyCount()) : exactLimits();
    m_search = m_engine->search(m_position, limits);
    setState(m_search != 0 ? State::Searching : State::Idle);
}

void PositionAnalysis::stop(State state)
{
    if (m_search != 0 && m_engine->currentSearch() == m_search)
        m_engine->cancel();
    m_search = 0;
    if (state != State::Finished)
        m_position = Position{Board{0, 0}, Color::Black}; // nothing analysed: the next update starts afresh
    setState(state);
}

void PositionAnalysis::onFinished(const SearchResult& result)
{
    if (m_search == 0 || result.searchId != m_search)
        return;
    m_search = 0;
    // The selective stage reached the end of the game without proving the result: solve.
    if (m_stage == 1 && !result.solved && result.stopReason == StopReason::DepthReached) {
        start(2);
        return;
    }
    setState(State::Finished);
}

void PositionAnalysis::setState(State state)
{
    if (state == m_state)
        return;
    m_state = state;
    emit stateChanged(state);
}

} // namespace probcut::ui
