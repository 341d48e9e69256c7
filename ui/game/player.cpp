#include "ui/game/player.h"

#include "engine/search/levels.h"
#include "ui/engine/engine_controller.h"
#include "ui/engine/studio_evaluator.h"
#include "ui/panels/book/book_store.h"
#include "ui/window/settings.h"

#include <QRandomGenerator>
#include <QTimer>

namespace probcut::ui {

EnginePlayer::EnginePlayer(EngineController* controller, int level, QObject* parent)
    : Player(parent), m_controller(controller), m_level(level),
      m_humanRng(QRandomGenerator::global()->generate64())
{
    connect(m_controller, &EngineController::info, this, [this](const SearchInfo& info) {
        if (m_search != 0 && info.searchId == m_search)
            emit thinking(info);
    });
    connect(m_controller, &EngineController::finished, this, [this](const SearchResult& result) {
        if (m_search == 0 || result.searchId != m_search)
            return;
        m_search = 0;
        if (m_human && m_turnTable) {
            const Square drawn = chooseHumanLine(
                result.lines, m_turnEmpties, *m_human, *m_turnTable, m_humanRng, m_humanScale);
            if (drawn >= 0 && drawn < 64) {
                emit moveChosen(drawn);
                return;
            }
        }
        if (result.bestMove >= 0 && result.bestMove < 64)
            emit moveChosen(result.bestMove);
        else
            emit failed(tr("The engine found no move (%1).")
                            .arg(QString::fromLatin1(stopReasonName(result.stopReason))));
    });
}

void EnginePlayer::setHumanTable(std::shared_ptr<const HumanCalibration> table, const QString& error)
{
    m_tableSet = true;
    m_table = std::move(table);
    m_tableError = error;
    m_noticeGiven = false;
}

void EnginePlayer::startTurn(const Position& position, double clockSeconds, double incrementSeconds)
{
    const Settings settings;
    // A human-like level values every move and draws one (human_play.h); without its table it
    // plays as the engine level, and says so once.
    m_human.reset();
    m_turnTable.reset();
    const Level& level = Levels[std::size_t(qBound(0, m_level, LevelCount - 1))];
    if (level.human) {
        QString error = m_tableError;
        auto table = m_tableSet ? m_table : studioHumanCalibration(&error);
        if (table) {
            m_human = level.human;
            m_humanScale = level.humanTemperatureScale;
            m_turnTable = std::move(table);
            m_turnEmpties = position.board.emptyCount();
        } else if (!m_noticeGiven) {
            m_noticeGiven = true;
            emit notice(
                tr("The human-like level cannot be used (%1): it plays as the engine level.").arg(error));
        }
    }
    // Human-like levels play their openings like their players too, not from the book.
    if (m_book && !m_human && settings.useBook.get() && !position.board.mustPass()) {
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
    const SearchLimits limits = m_human ? humanSearchLimits(*m_turnTable, clockSeconds, incrementSeconds)
                                        : levelLimits(m_level, clockSeconds, incrementSeconds);
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
