#include "ui/engine/game_analyser.h"

#include "engine/engine.h"
#include "ui/engine/engine_controller.h"

#include <algorithm>
#include <cmath>

namespace probcut::ui {

MistakeKind mistakeKind(double loss)
{
    // Classified as shown (to a tenth of a disc), so "12.0" is never called a mere mistake.
    loss = std::round(loss * 10) / 10;
    return loss >= BlunderLoss   ? MistakeKind::Blunder
        : loss >= MistakeLoss    ? MistakeKind::Mistake
        : loss >= InaccuracyLoss ? MistakeKind::Inaccuracy
                                 : MistakeKind::None;
}

GameAnalyser::Strength GameAnalyser::preset(int index)
{
    // Solving costs about a factor 3-4 per empty square, so each preset adds two empties to the
    // exact part along with four plies of midgame depth.
    switch (index) {
    case 0: return {8, 14, 95};
    case 2: return {16, 20, 98};
    default: return {12, 18, 95};
    }
}

GameAnalyser::GameAnalyser(QObject* parent) : QObject(parent), m_engine(new EngineController(this, 32))
{
    connect(m_engine, &EngineController::finished, this, &GameAnalyser::onResult);
    connect(m_engine, &EngineController::failed, this, [this](const QString&) {
        if (!m_running)
            return;
        // An impossible position cannot occur in a legal line; skip the ply rather than stall.
        finishPly(m_ply);
        next();
    });
}

GameAnalyser::~GameAnalyser() { m_engine->cancel(); }

int GameAnalyser::progress() const
{
    return m_results.empty() ? 0 : int(100 * std::int64_t(m_done) / std::int64_t(m_results.size()));
}

void GameAnalyser::analyse(const Position& start, const std::vector<Square>& line, const Strength& strength)
{
    cancel();
    m_start = start;
    m_line = line;
    m_strength = strength;
    m_positions.assign(1, start);
    for (Square sq : line) {
        Position p = m_positions.back();
        if (!p.play(sq))
            break; // an illegal ply ends the game here
        m_positions.push_back(p);
    }
    m_line.resize(m_positions.size() - 1);
    m_results.assign(m_positions.size(), PlyAnalysis{});
    for (std::size_t i = 0; i < m_line.size(); ++i) {
        m_results[i].mover = m_positions[i].sideToMove;
        m_results[i].played = m_line[i];
    }
    m_done = 0;
    m_ply = 0;
    m_step = Step::Best;
    m_running = true;
    emit progressChanged(0);
    next();
}

void GameAnalyser::cancel()
{
    if (!m_running)
        return;
    m_running = false;
    m_engine->cancel();
    emit cancelled();
}

SearchLimits GameAnalyser::limitsFor(int depth) const
{
    SearchLimits limits;
    limits.depth = std::max(1, depth);
    limits.solveEmpties = m_strength.solveEmpties;
    limits.selectivity = m_strength.selectivity;
    if (Engine::checkLimits(limits))
        limits.selectivity = 100;
    return limits;
}

void GameAnalyser::finishPly(int ply)
{
    ++m_done;
    m_ply = ply + 1;
    m_step = Step::Best;
    emit plyAnalysed(ply);
    emit progressChanged(progress());
}

void GameAnalyser::next()
{
    while (m_running) {
        if (m_ply >= int(m_positions.size())) {
            m_running = false;
            emit progressChanged(100);
            emit finished();
            return;
        }
        const int i = m_ply;
        PlyAnalysis& r = m_results[std::size_t(i)];
        const Position& p = m_positions[std::size_t(i)];
        if (m_step == Step::Best) {
            if (p.board.isGameOver()) {
                r.valued = r.exact = true;
                r.value = r.graphValue = p.finalScoreBlack();
                finishPly(i);
                continue;
            }
            if (p.board.mustPass()) {
                // A forced pass: the position is worth what the one after the pass is worth.
                Position after = p;
                after.play(PassMove);
                r.played = NoSquare; // nobody chose anything
                m_engine->search(after, limitsFor(m_strength.depth));
                return;
            }
            if (m_engine->search(p, limitsFor(m_strength.depth)) == 0)
                return; // failed() follows
            return;
        }
        // Step::Played: the value of the move played from ply i, for the mover.
        const Position& q = m_positions[std::size_t(i) + 1];
        if (q.board.isGameOver()) {
            const double black = q.finalScoreBlack();
            r.playedValue = r.mover == Color::Black ? black : -black;
            r.loss = std::max(0.0, r.bestValue - r.playedValue);
            r.playedLine = {r.played};
            r.moveValued = true;
            finishPly(i);
            continue;
        }
        Position searched = q;
        m_playedSign = -1;
        if (q.board.mustPass()) {
            searched.play(PassMove);
            m_playedSign = 1;
        }
        if (m_engine->search(searched, limitsFor(m_strength.depth - 1)) == 0)
            return;
        return;
    }
}

void GameAnalyser::onResult(const SearchResult& result)
{
    if (!m_running || m_ply >= int(m_positions.size()))
        return;
    const int i = m_ply;
    PlyAnalysis& r = m_results[std::size_t(i)];
    const Position& p = m_positions[std::size_t(i)];
    if (m_step == Step::Best) {
        // The search ran on p itself, or on the position after p's forced pass.
        const Color searchedSide = p.board.mustPass() ? opposite(p.sideToMove) : p.sideToMove;
        r.valued = true;
        r.value = r.graphValue = searchedSide == Color::Black ? result.score : -result.score;
        // The previous ply's played move led here: its value is this position at depth d − 1.
        if (i > 0 && !result.solved) {
            const PlyAnalysis& before = m_results[std::size_t(i) - 1];
            if (before.moveValued && before.played != NoSquare && before.played != PassMove) {
                const double shallower
                    = before.mover == Color::Black ? before.playedValue : -before.playedValue;
                r.graphValue = (r.value + shallower) / 2;
            }
        }
        r.exact = result.solved;
        r.depth = result.depth;
        const bool choice = i + 1 < int(m_positions.size()) && r.played != NoSquare && r.played != PassMove
            && !p.board.mustPass();
        if (!choice) {
            r.played = p.board.mustPass() ? NoSquare : r.played;
            finishPly(i);
            next();
            return;
        }
        r.best = result.bestMove;
        r.bestValue = result.score;
        r.bestLine = result.pv;
        if (r.bestLine.empty() || r.bestLine.front() != r.best)
            r.bestLine = {r.best};
        if (result.bestMove == r.played) {
            r.playedValue = r.bestValue;
            r.playedLine = r.bestLine;
            r.loss = 0;
            r.moveValued = true;
            finishPly(i);
            next();
            return;
        }
        emit plyAnalysed(i); // the position's value is known already
        m_step = Step::Played;
        next();
        return;
    }
    r.playedValue = m_playedSign * result.score;
    r.playedLine.assign(1, r.played);
    if (m_playedSign > 0)
        r.playedLine.push_back(PassMove); // the opponent had to pass
    r.playedLine.insert(r.playedLine.end(), result.pv.begin(), result.pv.end());
    r.loss = std::max(0.0, r.bestValue - r.playedValue);
    // A deeper look at the played move can show it to be better than the best found: then the
    // best value was an underestimate and the move lost nothing.
    r.moveValued = true;
    finishPly(i);
    next();
}

} // namespace probcut::ui
