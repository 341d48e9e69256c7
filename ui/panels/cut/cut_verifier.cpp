#include "ui/panels/cut/cut_verifier.h"

#include "engine/core/board.h"
#include "engine/eval/simple_evaluator.h"
#include "engine/search/search.h"
#include "engine/search/transposition_table.h"

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <utility>
#include <vector>

#if defined(__linux__)
#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>
#endif

namespace probcut::ui {

CutVerifier::CutVerifier(std::shared_ptr<const Evaluator> evaluator, QObject* parent)
    : QObject(parent), m_evaluator(std::move(evaluator))
{
    qRegisterMetaType<probcut::ui::VerifiedCut>("probcut::ui::VerifiedCut");
    m_thread = std::thread([this] { run(); });
}

CutVerifier::~CutVerifier()
{
    {
        std::lock_guard lock(m_mutex);
        m_quit = true;
        m_queue.clear();
        m_stop = true;
    }
    m_wake.notify_all();
    m_thread.join();
}

bool CutVerifier::submit(const CutCheck& check)
{
    {
        std::lock_guard lock(m_mutex);
        if (int(m_queue.size()) >= MaxQueued)
            return false;
        m_queue.push_back(check);
    }
    m_wake.notify_one();
    return true;
}

void CutVerifier::cancelAll()
{
    std::lock_guard lock(m_mutex);
    m_queue.clear();
    ++m_generation;
    if (m_running)
        m_stop = true;
}

int CutVerifier::pending() const
{
    std::lock_guard lock(m_mutex);
    return int(m_queue.size()) + (m_running ? 1 : 0) + m_undelivered;
}

void CutVerifier::deliverResults(std::vector<std::pair<VerifiedCut, quint64>>&& results)
{
    std::vector<VerifiedCut> current;
    {
        std::lock_guard lock(m_mutex);
        m_undelivered -= int(results.size());
        for (auto& [result, generation] : results)
            if (generation == m_generation)
                current.push_back(std::move(result));
    }
    for (const VerifiedCut& result : current)
        emit verified(result);
}

void CutVerifier::run()
{
#if defined(__linux__)
    // Below the game and analysis engines: on Linux a thread has its own nice value. Raising
    // it needs no privilege. (QThread::IdlePriority would be SCHED_IDLE, which starves
    // completely on a busy machine; the verifications should be slow, not never.) Relative to
    // the value inherited from the GUI thread, like the engines' (EngineController::SearchNice).
    const auto tid = id_t(syscall(SYS_gettid));
    errno = 0;
    const int current = getpriority(PRIO_PROCESS, tid);
    if (errno == 0)
        setpriority(PRIO_PROCESS, tid, std::min(current + 10, 19));
#endif
    // The fit's protocol (probcut mpc-fit): a fresh 16 MiB table per position, no endgame
    // solver, one iterative-deepening search whose iterations give every depth's value.
    TranspositionTable tt(16);
    const SimpleEvaluator fallback;
    while (true) {
        CutCheck check;
        quint64 generation;
        {
            std::unique_lock lock(m_mutex);
            m_wake.wait(lock, [this] { return m_quit || !m_queue.empty(); });
            if (m_quit)
                return;
            check = m_queue.front();
            m_queue.pop_front();
            m_running = true;
            m_stop = false;
            generation = m_generation;
        }
        const auto start = std::chrono::steady_clock::now();
        const Evaluator& evaluator = m_evaluator ? *m_evaluator : fallback;
        Board board{check.event.player, check.event.opponent};
        const int h = check.event.height, d = check.event.checkDepth;
        std::vector<double> v(std::size_t(h) + 1, 0.0);
        bool complete = false;
        // A node whose side to move must pass is searched from the opponent's view.
        const bool passed = board.legalMoves() == 0 && !board.isGameOver();
        if (passed)
            board = board.passed();
        if (!board.isGameOver() && h >= 1 && d >= 0 && d < h) {
            v[0] = unitsToDiscs(evaluator.evaluate(board));
            SearchLimits limits;
            limits.depth = h;
            limits.solveEmpties = 0;
            SearchControl control;
            control.stop = &m_stop;
            int lastDepth = 0;
            control.onIteration = [&](const SearchInfo& info) {
                if (info.depth >= 1 && info.depth <= h) {
                    v[std::size_t(info.depth)] = info.score;
                    lastDepth = info.depth;
                }
            };
            tt.clear();
            const SearchResult r = search(board, limits, tt, evaluator, control);
            // A game that ends before the height: deeper values equal the last (exact) one.
            if (r.stopReason == StopReason::DepthReached || r.stopReason == StopReason::Solved) {
                for (int k = lastDepth + 1; k <= h; ++k)
                    v[std::size_t(k)] = v[std::size_t(lastDepth)];
                complete = true;
            }
        } else if (board.isGameOver()) {
            const double score = board.finalScore();
            std::fill(v.begin(), v.end(), score);
            complete = true;
        }
        {
            std::lock_guard lock(m_mutex);
            m_running = false;
            if (complete)
                ++m_undelivered;
        }
        if (!complete)
            continue; // stopped: a cancelled check reports nothing
        const double sign = passed ? -1 : 1;
        VerifiedCut result;
        result.check = check;
        result.shallow = sign * v[std::size_t(d)];
        result.deep = sign * v[std::size_t(h)];
        result.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        m_results.post({result, generation});
    }
}

} // namespace probcut::ui
