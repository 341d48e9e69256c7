#include "ui/engine/hint_analyser.h"

#include "ui/engine/engine_controller.h"

namespace probcut::ui {

HintAnalyser::HintAnalyser(QObject* parent) : QObject(parent)
{
    m_engine = new EngineController(this, 16);
    connect(m_engine, &EngineController::info, this, [this](const SearchInfo& info) {
        if (!m_running)
            return;
        if (!info.inProgress)
            m_completedDepth = info.depth;
        take(info.lines);
    });
    connect(m_engine, &EngineController::finished, this, [this](const SearchResult& result) {
        if (!m_running)
            return;
        if (result.stopReason == StopReason::Solved || result.stopReason == StopReason::DepthReached)
            m_completedDepth = result.depth;
        take(result.lines);
        m_running = false;
        emit finished();
    });
    connect(m_engine, &EngineController::failed, this, [this] {
        // Should not happen for legal positions; end rather than stall.
        m_running = false;
        emit finished();
    });
}

void HintAnalyser::analyse(const Position& position, int depth, int solveEmpties, double selectivity)
{
    cancel();
    m_position = position;
    m_hints.fill(std::nullopt);
    m_completedDepth = 0;
    emit hintsChanged();
    if (!position.board.legalMoves()) {
        emit finished();
        return;
    }
    SearchLimits limits;
    limits.multiPv = 0;
    limits.depth = depth;
    limits.solveEmpties = solveEmpties;
    limits.selectivity = selectivity;
    m_running = true;
    if (m_engine->search(position, limits) == 0) {
        m_running = false;
        emit finished();
    }
}

void HintAnalyser::cancel()
{
    m_engine->cancel();
    m_running = false;
}

Square HintAnalyser::bestMove() const
{
    Square best = NoSquare;
    for (Square sq = 0; sq < 64; ++sq)
        if (m_hints[sq] && (best == NoSquare || m_hints[sq]->score > m_hints[best]->score))
            best = sq;
    return best;
}

void HintAnalyser::take(const std::vector<RootLine>& lines)
{
    if (lines.empty())
        return;
    for (const RootLine& l : lines)
        if (l.move >= 0 && l.move < 64)
            m_hints[std::size_t(l.move)] = MoveHint{l.shownScore, l.depth, l.solved, l.selectivity, l.pv};
    emit hintsChanged();
}

} // namespace probcut::ui
