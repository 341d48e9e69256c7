#pragma once
// An honest, live check of Multi-ProbCut: a cut asserts that the deep search of height h would
// have ended beyond the window bound, judged from a shallow search only. The verifier re-runs
// the deep search for sampled cuts -- iterative deepening to height h, exact (no ProbCut), on
// its own thread at low priority with its own table -- and reports the node's true shallow and
// deep values and whether the cut's assertion held. One verification at a time; the queue is
// short and can be dropped at once (a new search, a hidden panel). Used by RegressionPanel.

#include "engine/eval/evaluator.h"
#include "engine/search/search_limits.h"
#include "ui/engine/mailbox.h"

#include <QMetaType>
#include <QObject>

#include <atomic>
#include <condition_variable>
#include <deque>
#include <memory>
#include <mutex>
#include <thread>
#include <utility>
#include <vector>

namespace probcut::ui {

// A cut decision to verify.
struct CutCheck {
    SearchId searchId = 0;
    CutEvent event; // decision FailHigh or FailLow
    int stage = 0;  // of the node, as MpcParams::stageOf
};

struct VerifiedCut {
    CutCheck check;
    double shallow = 0; // exact value of the search to the check depth, discs
    double deep = 0;    // exact value of the search to the height, discs
    double seconds = 0; // time the verification took
};

class CutVerifier : public QObject {
    Q_OBJECT

public:
    static constexpr int MaxQueued = 8;

    explicit CutVerifier(std::shared_ptr<const Evaluator> evaluator, QObject* parent = nullptr);
    ~CutVerifier() override; // stops the running verification and joins the thread

    // Queues a check; returns false (and drops it) when MaxQueued are already waiting.
    bool submit(const CutCheck& check);
    // Drops every queued check and stops the running one; nothing more is reported for them.
    void cancelAll();
    // Checks queued, running, or done with the result not delivered yet.
    int pending() const;

signals:
    void verified(const probcut::ui::VerifiedCut& result);

private:
    void run(); // worker thread
    // GUI thread: emits the results of the current generation (from m_results).
    void deliverResults(std::vector<std::pair<VerifiedCut, quint64>>&& results);

    std::shared_ptr<const Evaluator> m_evaluator;
    mutable std::mutex m_mutex;
    std::condition_variable m_wake;
    std::deque<CutCheck> m_queue;
    bool m_running = false; // a check is being verified
    int m_undelivered = 0;  // results posted to the GUI thread, not delivered yet
    bool m_quit = false;
    quint64 m_generation = 0; // bumped by cancelAll(); results of older generations are dropped
    std::atomic<bool> m_stop{false};
    // Results with their generation, to the GUI thread (ui/engine/mailbox.h).
    Mailbox<std::pair<VerifiedCut, quint64>> m_results{
        [this](
            std::vector<std::pair<VerifiedCut, quint64>>&& results) { deliverResults(std::move(results)); }};
    std::thread m_thread; // last: started after everything above exists
};

} // namespace probcut::ui

Q_DECLARE_METATYPE(probcut::ui::VerifiedCut)
