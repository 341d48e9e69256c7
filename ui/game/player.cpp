#include "ui/game/player.h"

#include "engine/search/levels.h"
#include "ui/engine/engine_controller.h"
#include "ui/panels/book/book_store.h"
#include "ui/window/settings.h"

#include <QTimer>

namespace probcut::ui {

EnginePlayer::EnginePlayer(EngineController* controller, int level, QObject* parent)
    : Player(parent), m_controller(controller), m_level(level)
{
    connect(m_controller, &EngineController::info, this, [this](const SearchInfo& info) {
        if (m_search != 0 && info.searchId == m_search)
            emit thinking(info);
    });
    connect(m_controller, &EngineController::finished, this, [this](const SearchResult& result) {
        if (m_search == 0 || result.searchId != m_search)
            return;
        m_search = 0;
        if (result.bestMove >= 0 && result.bestMove < 64)
            emit moveChosen(result.bestMove);
        else
            emit failed(tr("The engine found no move (%1).")
                            .arg(QString::fromLatin1(stopReasonName(result.stopReason))));
    });
}

void EnginePlayer::startTurn(const Position& position, double clockSeconds, double incrementSeconds)
{
    const Settings settings;
    if (m_book && settings.useBook.get() && !position.board.mustPass()) {
        const auto choice = m_book->chooseMove(position.board, settings.bookRandomness.get());
        if (choice && choice->move >= 0 && choice->move < 64) {
            // Answered from the event loop, not from inside startTurn (the controller is still
            // setting the turn up); a cancel meanwhile makes the turn stale.
            const int turn = ++m_bookTurn;
            const BookChoice c = *choice;
            QTimer::singleShot(0, this, [this, turn, c] {
                if (turn != m_bookTurn)
                    return;
                ++m_bookTurn;
                emit bookMove(c.move, c.value, c.candidates);
                emit moveChosen(c.move);
            });
            return;
        }
    }
    const SearchLimits limits = levelLimits(m_level, clockSeconds, incrementSeconds);
    m_search = m_controller->search(position, limits);
    if (m_search == 0)
        emit failed(tr("The engine could not start thinking."));
}

void EnginePlayer::cancelTurn()
{
    ++m_bookTurn;
    if (m_search != 0 && m_controller->currentSearch() == m_search)
        m_controller->cancel();
    m_search = 0;
}

void EnginePlayer::moveNow()
{
    if (m_search != 0)
        m_controller->moveNow();
}

} // namespace probcut::ui
