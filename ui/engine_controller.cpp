#include "ui/engine_controller.h"

#include <QMetaObject>

namespace probcut::ui {

EngineController::EngineController(QObject* parent, std::size_t hashMiB) : QObject(parent)
{
    qRegisterMetaType<probcut::SearchInfo>("probcut::SearchInfo");
    qRegisterMetaType<probcut::SearchResult>("probcut::SearchResult");
    EngineOptions options;
    options.hashMiB = hashMiB;
    options.endgameHashMiB = hashMiB / 2 > 0 ? hashMiB / 2 : 1;
    m_engine = std::make_unique<Engine>(options);
    // Runs on the engine's worker thread: copy the report into a functor queued to this object.
    // If this object is destroyed first, Qt discards functors whose context object is gone; the
    // destructor joins the worker before QObject's destructor runs, so none can be posted late.
    SearchListener listener;
    listener.onInfo = [this](const SearchInfo& report) {
        QMetaObject::invokeMethod(
            this, [this, report] { deliverInfo(report); }, Qt::QueuedConnection);
    };
    listener.onResult = [this](const SearchResult& result) {
        QMetaObject::invokeMethod(
            this, [this, result] { deliverResult(result); }, Qt::QueuedConnection);
    };
    m_engine->setListener(std::move(listener));
}

EngineController::~EngineController() { m_engine.reset(); }

SearchId EngineController::search(const Position& position, const SearchLimits& limits)
{
    setCurrent(0);
    m_position = position;
    if (auto bad = m_engine->setPosition(position.board)) {
        emit failed(QString::fromStdString(bad->describe()));
        return 0;
    }
    auto id = m_engine->go(limits);
    if (!id) {
        emit failed(QString::fromStdString(id.error().describe()));
        return 0;
    }
    setCurrent(*id);
    return *id;
}

void EngineController::moveNow()
{
    if (m_current != 0)
        m_engine->stop();
}

void EngineController::cancel()
{
    if (m_current == 0)
        return;
    setCurrent(0);
    m_engine->stop();
}

void EngineController::setCurrent(SearchId id)
{
    const bool was = m_current != 0;
    m_current = id;
    if (was != (id != 0))
        emit searchingChanged(id != 0);
}

void EngineController::deliverInfo(const SearchInfo& report)
{
    if (m_current == 0 || report.searchId != m_current) {
        ++m_staleDropped;
        return;
    }
    emit info(report);
}

void EngineController::deliverResult(const SearchResult& result)
{
    if (m_current == 0 || result.searchId != m_current) {
        ++m_staleDropped;
        return;
    }
    setCurrent(0);
    emit finished(result);
}

} // namespace probcut::ui
