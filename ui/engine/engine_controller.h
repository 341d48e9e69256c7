#pragma once
// The one place engine types meet Qt (CONVENTIONS.md §3, Qt's worker/controller pattern): a
// QObject on the GUI thread that owns an Engine, starts searches on it and re-emits its reports
// as signals on the GUI thread. The engine's listener runs on the engine's worker thread and only
// posts the report back through a mailbox (ui/engine/mailbox.h); here a report whose search id
// is not the current search is dropped, so an undo, a new game or a position change during a
// search can never paint an old PV or play an old move (Qt's mandelbrot example). Used by the
// engine player, the hint analyser and tests; nothing here blocks on a search.

#include "engine/core/board.h"
#include "engine/engine.h"
#include "engine/search/search_limits.h"
#include "ui/engine/mailbox.h"
#include "ui/engine/metatypes.h"

#include <QElapsedTimer>
#include <QObject>
#include <QString>
#include <QVector>

#include <memory>
#include <mutex>
#include <variant>
#include <vector>

namespace probcut::ui {

class EngineController : public QObject {
    Q_OBJECT

public:
    explicit EngineController(QObject* parent = nullptr, std::size_t hashMiB = 32);
    ~EngineController() override; // stops and joins the engine before any member goes

    // Starts searching `position`; the previous search, if any, becomes stale. Returns the new
    // search id, or 0 after emitting failed() (game over, bad limits, impossible position).
    // The search runs on the threads of Settings::searchThreads (Preferences).
    SearchId search(const Position& position, const SearchLimits& limits);
    // "Move now": the engine stops and reports its best move so far (finished() follows).
    void moveNow();
    // Forget the current search: it is stopped and nothing more is emitted for it.
    void cancel();
    // The evaluation for the next searches (nullptr: the engine's built-in one).
    void setEvaluator(std::shared_ptr<const Evaluator> evaluator)
    {
        m_engine->setEvaluator(std::move(evaluator));
    }

    // Multi-ProbCut parameters for searches below 100 % confidence (nullptr: exact searches).
    void setMpcParams(std::shared_ptr<const MpcParams> params) { m_engine->setMpcParams(std::move(params)); }

    // The stream of Multi-ProbCut checks (cutEvents()), from the next search on. Off by default:
    // then the engine does not even build the events.
    void setCutEventsEnabled(bool enabled);
    bool cutEventsEnabled() const { return m_cutEventsEnabled; }
    // The engine streams at most this many checks per iteration, sampled across root moves and
    // heights (then only counts them).
    static constexpr std::size_t MaxCutEventsPerIteration = CutEvent::StreamCap;
    // How much the engine's threads raise their nice value over the GUI thread's where the
    // SCHED_IDLE policy is refused (Linux; see the .cpp).
    static constexpr int SearchNice = 19;
    // Puts the calling thread under SCHED_IDLE, or raises its nice value by SearchNice (Linux; a
    // no-op elsewhere): set as EngineOptions::onWorkerStart of every engine the studio runs, so
    // the worker and every search thread it starts yield to the GUI thread at once.
    static void yieldToGui();

    bool isSearching() const { return m_current != 0; }
    SearchId currentSearch() const { return m_current; }
    // The position of the current (or last) search.
    const Position& searchedPosition() const { return m_position; }
    // How many reports were dropped as stale so far (tests, debugging).
    int staleReportsDropped() const { return m_staleDropped; }

signals:
    void info(const probcut::SearchInfo& info);
    void finished(const probcut::SearchResult& result);
    void failed(const QString& message);
    void searchingChanged(bool searching);
    // Multi-ProbCut checks of search `id` (the current one), in arrival order, in batches at
    // most about twenty times a second; the last batch of a search comes before finished().
    void cutEvents(probcut::SearchId id, const QVector<probcut::CutEvent>& batch);

private:
    // Reports cross from the worker thread through m_reports (ui/engine/mailbox.h: a std::mutex, which
    // ThreadSanitizer sees, rather than a functor through Qt's uninstrumented event queue).
    using Report = std::variant<SearchInfo, SearchResult>;
    void deliverReports(std::vector<Report>&& reports); // GUI thread
    void deliverInfo(const SearchInfo& report);
    void deliverResult(const SearchResult& result);
    void setCurrent(SearchId id);
    void installListener();
    void queueCutEvent(const CutEvent& event); // worker thread
    void flushCutEvents(bool now = false);     // GUI thread

    // Cut events cross threads through this buffer: the worker appends and posts one flush
    // when none is pending, so a burst of thousands of checks costs a handful of wake-ups.
    // Not a Mailbox: a flush that comes too soon after the last batch waits on a timer with
    // m_cutFlushPosted still set, so the worker posts nothing at all meanwhile (a Mailbox
    // re-arms at every drain: one wake-up per event-loop pass during a burst).
    std::mutex m_cutMutex;
    QVector<CutEvent> m_cutBuffer;
    bool m_cutFlushPosted = false;
    bool m_cutFlushScheduled = false; // a delayed flush waits on the GUI thread's timer
    QElapsedTimer m_sinceCutFlush;
    bool m_cutEventsEnabled = false;
    MailboxRelay m_cutRelay{[this] { flushCutEvents(); }}; // wakes the GUI thread for a flush

    Mailbox<Report> m_reports{[this](std::vector<Report>&& reports) { deliverReports(std::move(reports)); }};
    std::unique_ptr<Engine> m_engine; // after the mailbox: its worker posts into it
    SearchId m_current = 0;           // 0: nothing is current, every report is stale
    Position m_position;
    int m_staleDropped = 0;
};

} // namespace probcut::ui
