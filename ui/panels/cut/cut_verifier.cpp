#include "ui/panels/cut/cut_verifier.h"

#include "engine/core/board.h"
#include "engine/eval/simple_evaluator.h"

#include "ui/engine/engine_controller.h"

#include <QTimer>

#include <algorithm>
#include <chrono>
#include <utility>

namespace probcut::ui {

namespace {

// The fit's protocol (probcut mpc-fit): a fresh 16 MiB table per position (cleared before each
// check), no endgame solver (solveEmpties 0: the solver's table is never used, so the smallest).
constexpr std::size_t VerifyHashMiB = 16;
constexpr std::size_t VerifyEndgameHashMiB = 1;
EngineOptions verifierOptions()
{
    EngineOptions options;
    options.hashMiB = VerifyHashMiB;
    options.endgameHashMiB = VerifyEndgameHashMiB;
    // Every completed iteration is needed (its value is the search's value at that depth): no
    // coalescing.
    options.infoIntervalMs = 0;
    options.onWorkerStart = EngineController::yieldToGui; // like the game's engines
    return options;
}

} // namespace

// One check in flight. Made on the GUI thread; once go() has handed it to the engine (under the
// engine's lock) only the listener, on the engine's worker, touches it.
struct CutVerifier::Run {
    CutCheck check;
    quint64 generation = 0;
    bool passed = false;        // the node's side to move must pass: searched from the opponent's view
    int lastDepth = 0;          // deepest completed iteration
    std::vector<double> values; // [k]: value of the search to depth k (0: the evaluation), discs
    std::chrono::steady_clock::time_point start;

    VerifiedCut result()
    {
        const double sign = passed ? -1 : 1;
        VerifiedCut r;
        r.check = check;
        r.shallow = sign * values[std::size_t(check.event.checkDepth)];
        r.deep = sign * values[std::size_t(check.event.height)];
        r.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        return r;
    }
};

CutVerifier::CutVerifier(std::shared_ptr<const Evaluator> evaluator, QObject* parent)
    : QObject(parent),
      m_evaluator(evaluator ? std::move(evaluator) : std::make_shared<const SimpleEvaluator>()),
      m_engine(verifierOptions())
{
    qRegisterMetaType<probcut::ui::VerifiedCut>("probcut::ui::VerifiedCut");
    m_engine.setEvaluator(m_evaluator);
}

CutVerifier::~CutVerifier() = default;

bool CutVerifier::submit(const CutCheck& check)
{
    if (int(m_queue.size()) >= MaxQueued)
        return false;
    m_queue.push_back(check);
    startNext();
    return true;
}

void CutVerifier::cancelAll()
{
    m_queue.clear();
    ++m_generation;
    if (m_running)
        m_engine.stop(); // its outcome still arrives (and is dropped) before the next starts
}

int CutVerifier::pending() const { return int(m_queue.size()) + (m_running ? 1 : 0); }

void CutVerifier::startNext()
{
    if (m_running || m_queue.empty())
        return;
    // The worker posts a check's outcome a moment before it is idle. Starting the next check then
    // would block the GUI thread in Engine::setPosition until the worker, which yields to the GUI
    // (EngineController::yieldToGui), gets a core back: tens of milliseconds behind the search's
    // own threads. The next check starts a millisecond later instead.
    if (m_engine.isSearching()) {
        if (!m_retryPosted) {
            m_retryPosted = true;
            QTimer::singleShot(1, this, [this] {
                m_retryPosted = false;
                startNext();
            });
        }
        return;
    }
    while (!m_running && !m_queue.empty()) {
        const CutCheck check = m_queue.front();
        m_queue.pop_front();
        m_running = start(check);
    }
}

bool CutVerifier::start(const CutCheck& check)
{
    auto run = std::make_shared<Run>();
    run->check = check;
    run->generation = m_generation;
    run->start = std::chrono::steady_clock::now();
    const int h = check.event.height, d = check.event.checkDepth;
    if (h < 0 || d < 0 || d > h)
        return false;
    run->values.assign(std::size_t(h) + 1, 0.0);
    Board board{check.event.player, check.event.opponent};
    run->passed = board.legalMoves() == 0 && !board.isGameOver();
    if (run->passed)
        board = board.passed();
    if (board.isGameOver()) {
        // Every depth's value is the final score; delivered like a search's, later.
        std::fill(run->values.begin(), run->values.end(), board.finalScore());
        m_outcomes.post({run->result(), run->generation});
        return true;
    }
    if (h < 1 || d >= h || m_engine.setPosition(board))
        return false;
    run->values[0] = unitsToDiscs(m_evaluator->evaluate(board));

    SearchListener listener;
    listener.onInfo = [run](const SearchInfo& info) {
        if (!info.inProgress && info.depth >= 1 && info.depth <= run->check.event.height) {
            run->values[std::size_t(info.depth)] = info.score;
            run->lastDepth = info.depth;
        }
    };
    listener.onResult = [this, run](const SearchResult& r) {
        Outcome outcome{std::nullopt, run->generation};
        // A game that ends before the height: deeper values equal the last (exact) one. A
        // stopped check reports nothing.
        if (r.stopReason == StopReason::DepthReached || r.stopReason == StopReason::Solved) {
            std::fill(run->values.begin() + run->lastDepth + 1, run->values.end(),
                run->values[std::size_t(run->lastDepth)]);
            outcome.result = run->result();
        }
        m_outcomes.post(std::move(outcome));
    };
    m_engine.setListener(std::move(listener));
    SearchLimits limits;
    limits.freshTables = true; // each check as if alone: a deeper entry would answer for height h
    limits.depth = h;
    limits.solveEmpties = 0;
    return bool(m_engine.go(limits));
}

void CutVerifier::deliverOutcomes(std::vector<Outcome>&& outcomes)
{
    std::vector<VerifiedCut> current;
    for (Outcome& outcome : outcomes) {
        m_running = false; // one check runs at a time: this outcome is the running one's
        if (outcome.result && outcome.generation == m_generation)
            current.push_back(std::move(*outcome.result));
    }
    // The next check starts before the results are announced, so pending() counts it in the
    // receivers' slots (RegressionPanel keeps one waiting behind the running one).
    startNext();
    for (const VerifiedCut& result : current)
        emit verified(result);
}

} // namespace probcut::ui
