#include "ui/engine/engine_controller.h"

#include "ui/window/settings.h"

#include <QTimer>

#include <utility>

#if defined(__linux__)
#include <algorithm>
#include <cerrno>

#include <sched.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>
#endif

namespace probcut::ui {

// Set as the engine's worker start (EngineOptions::onWorkerStart): the worker, and every
// search thread it starts (lazy-SMP and solver helpers inherit the policy), runs under
// SCHED_IDLE. On two cores a search keeps one busy and shares the other with the GUI thread,
// which must win that core at once whenever it has work:
// - a nice value only divides the core by weight: at nice 4 two search threads took 45 % of it
//   (CFS weights 1024 against 2 x 423), and even at nice 19 the GUI waited up to a scheduler tick
//   (4 ms) after each wake-up while the running search thread finished its slice (EEVDF lets the
//   current task run to parity), several times in one resize of the window;
// - a waking thread of a normal policy preempts a SCHED_IDLE one immediately (the kernel's
//   fair-class wake-up check), and an idle GUI still leaves the search whole cores.
// The preference holds inside the studio's own scheduling group (autogroup or its systemd scope);
// against other programs the studio competes as one group, so the search is not starved by them.
// Lowering one's own policy needs no privilege. Where SCHED_IDLE is refused, the thread's nice
// value is raised by SearchNice instead, relative to its own (inherited from the GUI thread).
// (At the worker's start rather than at its first report: the first search's helpers start
// before that report and would keep the GUI's priority.)
void EngineController::yieldToGui()
{
#if defined(__linux__)
    sched_param param{};
    param.sched_priority = 0;
    if (sched_setscheduler(0, SCHED_IDLE, &param) == 0)
        return;
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
        // Never wait for the search thread, which runs at idle priority and may be preempted
        // while it appends (ui/engine/mailbox.h): try again in a millisecond.
        std::unique_lock lock(m_cutMutex, std::try_to_lock);
        if (!lock.owns_lock()) {
            if (!m_cutFlushScheduled) {
                m_cutFlushScheduled = true;
                QTimer::singleShot(1, this, [this] {
                    m_cutFlushScheduled = false;
                    flushCutEvents(true);
                });
            }
            return;
        }
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
