#include "ui/engine/mailbox.h"

#include <QMetaObject>
#include <QSocketNotifier>
#include <QTimer>

#include <cstdint>

#if defined(__linux__)
#include <sys/eventfd.h>
#include <unistd.h>
#endif

namespace probcut::ui {

MailboxRelay::MailboxRelay(std::function<void()> drain) : m_drain(std::move(drain))
{
#if defined(__linux__)
    m_eventFd = eventfd(0, EFD_CLOEXEC | EFD_NONBLOCK);
    if (m_eventFd >= 0) {
        m_notifier = new QSocketNotifier(qintptr(m_eventFd), QSocketNotifier::Read, this);
        connect(m_notifier, &QSocketNotifier::activated, this, [this] {
            // Reading resets the counter: every post so far is served by this one drain.
            std::uint64_t posts = 0;
            if (::read(m_eventFd, &posts, sizeof posts) == sizeof posts)
                m_drain();
        });
    }
#endif
}

MailboxRelay::~MailboxRelay()
{
#if defined(__linux__)
    if (m_eventFd >= 0) {
        delete m_notifier; // before the fd goes
        ::close(m_eventFd);
    }
#endif
}

void MailboxRelay::post()
{
#if defined(__linux__)
    if (m_eventFd >= 0) {
        const std::uint64_t one = 1;
        // Cannot fail short of a counter overflow (2^64 - 2 posts without a drain).
        [[maybe_unused]] const auto written = ::write(m_eventFd, &one, sizeof one);
        return;
    }
#endif
    QMetaObject::invokeMethod(this, "drain", Qt::QueuedConnection);
}

void MailboxRelay::retryLater()
{
    QTimer::singleShot(1, this, [this] { m_drain(); });
}

void MailboxRelay::drain() { m_drain(); }

} // namespace probcut::ui
