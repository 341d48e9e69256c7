#pragma once
// An honest, live check of Multi-ProbCut: a cut asserts that the deep search of height h would
// have ended beyond the window bound, judged from a shallow search only. The verifier re-runs
// the deep search for sampled cuts -- iterative deepening to height h, exact (no ProbCut), on
// its own Engine (worker at low priority, own table cleared per check) -- and reports the
// node's true shallow and deep values and whether the cut's assertion held. One verification
// at a time; the queue is short and can be dropped at once (a new search, a hidden panel).
// Used by RegressionPanel.
//
// Threads: everything here runs on the GUI thread except the engine's listener, which fills a
// per-check record on the engine's worker and posts the outcome through a Mailbox; the next
// check starts when that outcome is delivered, so the GUI thread never waits on a search.

#include "engine/engine.h"
#include "engine/eval/evaluator.h"
#include "engine/search/search_limits.h"
#include "ui/engine/mailbox.h"

#include <QMetaType>
#include <QObject>

#include <deque>
#include <memory>
#include <optional>
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
    ~CutVerifier() override; // the engine stops the running verification and joins its worker

    // Queues a check; returns false (and drops it) when MaxQueued are already waiting.
    bool submit(const CutCheck& check);
    // Drops every queued check and stops the running one; nothing more is reported for them.
    void cancelAll();
    // Checks queued, running, or done with the result not delivered yet.
    int pending() const;

signals:
    void verified(const probcut::ui::VerifiedCut& result);

private:
    // What a finished check hands to the GUI thread: the result (none when it was stopped or
    // could not be searched) and the generation it was started in.
    struct Outcome {
        std::optional<VerifiedCut> result;
        quint64 generation = 0;
    };
    struct Run; // one check's iteration values, filled on the engine's worker (cut_verifier.cpp)
    // Starts the front of the queue when nothing runs; a check that needs no search is posted
    // as done at once, one that cannot be searched is skipped.
    void startNext();
    bool start(const CutCheck& check);
    void deliverOutcomes(std::vector<Outcome>&& outcomes); // GUI thread

    std::shared_ptr<const Evaluator> m_evaluator; // never null
    std::deque<CutCheck> m_queue;
    bool m_running = false;     // a check was started and its outcome is not delivered yet
    bool m_retryPosted = false; // startNext() waits for the worker to be idle
    quint64 m_generation = 0;   // bumped by cancelAll(); outcomes of older generations are dropped
    // Outcomes from the engine's worker to the GUI thread (ui/engine/mailbox.h).
    Mailbox<Outcome> m_outcomes{
        [this](std::vector<Outcome>&& outcomes) { deliverOutcomes(std::move(outcomes)); }};
    Engine m_engine; // last: its worker posts into m_outcomes, so it is joined first
};

} // namespace probcut::ui

Q_DECLARE_METATYPE(probcut::ui::VerifiedCut)
