#include "ui/engine/engine_controller.h"

#include "ui/window/settings.h"

#include <QTimer>

#include <utility>

#if defined(__linux__)
#include <algorithm>
#include <cerrno>

#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>
#endif

namespace probcut::ui {

// Set as the engine's worker start (EngineOptions::onWorkerStart): the worker, and every
// search thread it starts (lazy-SMP and solver helpers inherit it), yields to the GUI. On two
// cores a search keeps one busy, and Qt's raster engine splits large fills (charts, tables, the
// board) over a pool of helper threads that the GUI thread then waits for; at the same priority
// as the search those helpers wait for a time slice, and the window stalls for tens of
// milliseconds. With the other core taken, the GUI thread shares its core with the search's
// threads: at nice 4 two of them still took 45 % of it (CFS weights 1024 against 2 x 423) and
// doubled the window's stalls; at nice 19 (2 x 15) the GUI keeps 97 %. An idle GUI still leaves
// the search whole cores, and against other programs the studio competes as one scheduling
// group (autogroup or its systemd scope), so the nice value mostly divides its own share. Linux keeps a nice
// value per thread and raising it needs no privilege. The value is relative to the thread's own (inherited
// from the GUI thread): run under `nice -n 5`, an absolute 4 would *lower* a privileged user's engine threads
// below the GUI's nice value and let the search preempt it. (At the worker's start rather than at its first
// report: the first search's helpers start before that report and would keep the GUI's priority.)
void EngineController::yieldToGui()
{
#if defined(__linux__)
    const auto tid = id_t(syscall(SYS_gettid));
    errno = 0;
    const int current = getpriority(PRIO_PROCESS, tid);
    if (errno == 0)
        setpriority(PRIO_PROCESS, tid, std::min(current + EngineController::SearchNice, 19));
#endif
}

EngineController::EngineController(QObject* parent, std::size_t hashMiB) : QObject(parent)
{
    qRegisterMetaType<probcut::SearchInfo>("probcut::SearchInfo");
    qRegisterMetaType<probcut::SearchResult>("probcut::SearchResult");
    qRegisterMetaType<probcut::SearchId>("probcut::SearchId");
    qRegisterMetaType<probcut::CutEvent>("probcut::CutEvent");
    qRegisterMetaType<QVector<probcut::CutEvent>>("QVector<probcut::CutEvent>");
    EngineOptions options;
    options.hashMiB = hashMiB;
    options.endgameHashMiB = hashMiB / 2 > 0 ? hashMiB / 2 : 1;
    options.maxCutEvents = MaxCutEventsPerIteration;
    options.onWorkerStart = &EngineController::yieldToGui;
    m_engine = std::make_unique<Engine>(options);
    m_sinceCutFlush.start();
    installListener();
}

// Runs on the engine's worker thread: the report goes into the mailbox. The destructor joins
// the worker before any member goes, so nothing is posted late; a drain still queued when this
// object is destroyed is discarded by Qt.
void EngineController::installListener()
{
    SearchListener listener;
    listener.onInfo = [this](const SearchInfo& report) { m_reports.post(report); };
    listener.onResult = [this](const SearchResult& result) { m_reports.post(result); };
    if (m_cutEventsEnabled)
        listener.onCutEvent = [this](const CutEvent& event) { queueCutEvent(event); };
    m_engine->setListener(std::move(listener));
}

// GUI thread, in arrival order: the last info of a search before its result.
void EngineController::deliverReports(std::vector<Report>&& reports)
{
    for (const Report& report : reports) {
        if (const auto* info = std::get_if<SearchInfo>(&report))
            deliverInfo(*info);
        else
            deliverResult(std::get<SearchResult>(report));
    }
}

void EngineController::setCutEventsEnabled(bool enabled)
{
    if (enabled == m_cutEventsEnabled)
        return;
    m_cutEventsEnabled = enabled;
    installListener();
}

void EngineController::queueCutEvent(const CutEvent& event)
{
    bool post = false;
    {
        std::lock_guard lock(m_cutMutex);
        m_cutBuffer.append(event);
        if (!m_cutFlushPosted) {
            m_cutFlushPosted = true;
            post = true;
        }
    }
    if (post)
        m_cutRelay.post();
}

// At most one batch per MinSpacing: a flush that comes sooner waits on a timer (the buffer
// keeps filling meanwhile, and m_cutFlushPosted stays set so the worker posts nothing more).
void EngineController::flushCutEvents(bool now)
{
    constexpr qint64 MinSpacingMs = 50;
    const qint64 since = m_sinceCutFlush.elapsed();
    if (!now && since < MinSpacingMs) {
        if (!m_cutFlushScheduled) {
            m_cutFlushScheduled = true;
            QTimer::singleShot(int(MinSpacingMs - since), this, [this] {
                m_cutFlushScheduled = false;
                flushCutEvents();
            });
        }
        return;
    }
    QVector<CutEvent> events;
    {
        std::lock_guard lock(m_cutMutex);
        events.swap(m_cutBuffer);
        m_cutFlushPosted = false;
    }
    m_sinceCutFlush.restart();
    if (events.isEmpty())
        return;
    // Events arrive in search order, so a buffer holds at most a tail of an old search followed
    // by the current one.
    qsizetype begin = 0;
    while (begin < events.size()) {
        const SearchId id = events[begin].searchId;
        qsizetype end = begin;
        while (end < events.size() && events[end].searchId == id)
            ++end;
        if (m_current != 0 && id == m_current) {
            emit cutEvents(id, begin == 0 && end == events.size() ? events : events.mid(begin, end - begin));
        } else {
            ++m_staleDropped;
        }
        begin = end;
    }
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
    SearchLimits withThreads = limits;
    withThreads.threads = Settings().searchThreads.get(); // Preferences, read at each search
    auto id = m_engine->go(withThreads);
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
    // Every event of this search was queued before its result: deliver them first, now.
    if (m_cutEventsEnabled)
        flushCutEvents(true);
    setCurrent(0);
    emit finished(result);
}

} // namespace probcut::ui
