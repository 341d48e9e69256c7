#pragma once
// The one way our worker threads hand results to a QObject's thread (the GUI thread): a
// std::mutex-guarded queue of values, drained on the owner's thread by a call queued *by name*.
// Why not a functor queued with QMetaObject::invokeMethod: Qt is not instrumented, so
// ThreadSanitizer cannot see the locks and reference counts of Qt's event queue, and a functor
// (or its captured data) made on one thread and run or freed on another is reported as a race.
// Here nothing of ours crosses Qt's queue -- the queued call carries no data -- and the data
// crosses through a std::mutex, which TSan sees as the happens-before edge (see
// scripts/sanitize.sh). Used by EngineController (search reports), CutVerifier (verified cuts)
// and BookStore (the loaded book, learning progress and result).

#include <QMetaObject>
#include <QObject>

#include <functional>
#include <mutex>
#include <utility>
#include <vector>

namespace probcut::ui {

// The receiving end: lives on the thread that creates it. Not a template, because moc cannot
// handle one; Mailbox<T> owns one.
class MailboxRelay : public QObject {
    Q_OBJECT

public:
    explicit MailboxRelay(std::function<void()> drain) : m_drain(std::move(drain)) {}
    // Any thread: queues one call of the drain function on this object's thread. If the relay
    // is destroyed first, Qt discards the call.
    void post() { QMetaObject::invokeMethod(this, "drain", Qt::QueuedConnection); }

private:
    Q_INVOKABLE void drain() { m_drain(); }
    std::function<void()> m_drain;
};

// Items posted from any thread arrive, in posting order, at `deliver` on the thread that
// created the mailbox; a burst of posts costs one queued call. The owner keeps the mailbox as
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
            std::lock_guard lock(m_mutex);
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
