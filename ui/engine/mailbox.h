#pragma once
// The one way our worker threads hand results to a QObject's thread (the GUI thread): a
// std::mutex-guarded queue of values, drained on the owner's thread when a relay wakes it.
// Why not a functor queued with QMetaObject::invokeMethod: Qt is not instrumented, so
// ThreadSanitizer cannot see the locks and reference counts of Qt's event queue, and a functor
// (or its captured data) made on one thread and run or freed on another is reported as a race.
// Here the data crosses through a std::mutex, which TSan sees as the happens-before edge, and
// the wake-up does not go through Qt's event queue either (MailboxRelay; see
// scripts/sanitize.sh). Used by EngineController (search reports), CutVerifier (verified cuts)
// and BookStore (the loaded book, learning progress and result).

#include <QObject>

#include <functional>
#include <mutex>
#include <utility>
#include <vector>

class QSocketNotifier;

namespace probcut::ui {

// The receiving end: lives on the thread that creates it. Not a template, because moc cannot
// handle one; Mailbox<T> owns one. On Linux the wake-up is an eventfd watched by a
// QSocketNotifier, so a post does not touch Qt at all: a queued call (even one by name) makes
// Qt allocate an event on the posting thread and append it to the receiver's event list under
// Qt's own lock, which ThreadSanitizer cannot see and reports as a race in Qt Core. Elsewhere
// it falls back to a call queued by name.
class MailboxRelay : public QObject {
    Q_OBJECT

public:
    explicit MailboxRelay(std::function<void()> drain);
    ~MailboxRelay() override;
    // Any thread: the drain function runs once, soon, on this object's thread. Posts before
    // that run are merged into it.
    void post();
    // This object's thread: the drain function runs again in a millisecond.
    void retryLater();

private:
    Q_INVOKABLE void drain();
    std::function<void()> m_drain;
    int m_eventFd = -1; // -1: no eventfd, posts are queued calls
    QSocketNotifier* m_notifier = nullptr;
};

// Items posted from any thread arrive, in posting order, at `deliver` on the thread that
// created the mailbox; a burst of posts costs one wake-up. The owner keeps the mailbox as
// a member and joins its posting threads before the mailbox is destroyed (a post after that
// would touch a dead object). Items still queued at destruction are dropped.
template <typename T>
class Mailbox {
public:
    using Deliver = std::function<void(std::vector<T>&& items)>;
    explicit Mailbox(Deliver deliver) : m_deliver(std::move(deliver)), m_relay([this] { drain(); }) {}
    Mailbox(const Mailbox&) = delete;
    Mailbox& operator=(const Mailbox&) = delete;

    // Any thread.
    void post(T item)
    {
        bool first = false;
        {
            std::lock_guard lock(m_mutex);
            m_items.push_back(std::move(item));
            first = !std::exchange(m_drainPosted, true);
        }
        if (first)
            m_relay.post();
    }

private:
    void drain() // the owner's thread
    {
        std::vector<T> items;
        {
            // Never wait for a poster: the studio's workers run at idle priority, and one
            // preempted while it holds the lock would hold the GUI thread too. Try again in a
            // millisecond instead (a timer, so the GUI thread sleeps and the poster can run).
            std::unique_lock lock(m_mutex, std::try_to_lock);
            if (!lock.owns_lock()) {
                m_relay.retryLater();
                return;
            }
            items.swap(m_items);
            m_drainPosted = false;
        }
        if (!items.empty())
            m_deliver(std::move(items));
    }

    Deliver m_deliver;
    std::mutex m_mutex;
    std::vector<T> m_items;     // guarded by m_mutex
    bool m_drainPosted = false; // guarded by m_mutex: a drain is queued and has not run yet
    MailboxRelay m_relay;       // last: its queued calls use everything above
};

} // namespace probcut::ui
