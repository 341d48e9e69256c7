#include "ui/engine/hint_analyser.h"

#include "ui/engine/engine_controller.h"

namespace probcut::ui {

HintAnalyser::HintAnalyser(QObject* parent) : QObject(parent)
{
    m_engine = new EngineController(this, 16);
    connect(m_engine, &EngineController::finished, this, &HintAnalyser::onResult);
    connect(m_engine, &EngineController::failed, this, [this] {
        // Should not happen for legal positions; skip the move rather than stall.
        m_searching = NoSquare;
        next();
    });
}

void HintAnalyser::analyse(const Position& position, int depth, int solveEmpties, int quickDepth)
{
    cancel();
    m_position = position;
    m_hints.fill(std::nullopt);
    m_queue.clear();
    m_queueDepth.clear();
    m_solveEmpties = solveEmpties;
    const Bitboard legal = position.board.legalMoves();
    // Children are one ply deeper, so the searches go one ply less than the nominal depth.
    const int full = std::max(1, depth - 1);
    const int quick = std::min(std::max(1, quickDepth - 1), full);
    if (quick < full)
        for (Square sq : bits(legal)) {
            m_queue.push_back(sq);
            m_queueDepth.push_back(quick);
        }
    for (Square sq : bits(legal)) {
        m_queue.push_back(sq);
        m_queueDepth.push_back(full);
    }
    m_next = 0;
    m_running = true;
    emit hintsChanged();
    next();
}

void HintAnalyser::cancel()
{
    m_engine->cancel();
    m_searching = NoSquare;
    m_running = false;
    m_queue.clear();
    m_queueDepth.clear();
    m_next = 0;
}

Square HintAnalyser::bestMove() const
{
    Square best = NoSquare;
    for (Square sq = 0; sq < 64; ++sq)
        if (m_hints[sq] && (best == NoSquare || m_hints[sq]->score > m_hints[best]->score))
            best = sq;
    return best;
}

void HintAnalyser::next()
{
    while (m_next < m_queue.size()) {
        const Square sq = m_queue[m_next];
        const int depth = m_queueDepth[m_next];
        ++m_next;
        // An exact value already known needs no deeper search.
        if (m_hints[sq] && m_hints[sq]->exact)
            continue;
        Position child = m_position;
        child.play(sq);
        if (child.board.isGameOver()) {
            m_hints[sq] = MoveHint{double(-child.board.finalScore()), 0, true};
            emit hintsChanged();
            continue;
        }
        m_negate = true;
        if (child.board.mustPass()) {
            child.play(PassMove); // the mover moves again: the value is not negated
            m_negate = false;
        }
        SearchLimits limits;
        limits.depth = depth;
        // The quick pass never starts a solve, which could take longer than the whole full pass.
        const bool quickPass = depth < m_queueDepth.back();
        limits.solveEmpties = quickPass ? 0 : m_solveEmpties;
        m_searching = sq;
        if (m_engine->search(child, limits) == 0) {
            m_searching = NoSquare;
            continue;
        }
        return;
    }
    m_running = false;
    emit finished();
}

void HintAnalyser::onResult(const SearchResult& result)
{
    const Square sq = m_searching;
    m_searching = NoSquare;
    if (sq != NoSquare && result.depth > 0) {
        const double score = m_negate ? -result.score : result.score;
        const MoveHint hint{
            score, result.solved ? m_position.board.emptyCount() - 1 : result.depth + 1, result.solved};
        // A deeper value replaces a shallower one; never the other way round.
        if (!m_hints[sq] || m_hints[sq]->depth <= hint.depth || hint.exact)
            m_hints[sq] = hint;
        emit hintsChanged();
    }
    next();
}

} // namespace probcut::ui
