#include "ui/panels/cut/cut_comparison.h"

#include "ui/engine/engine_controller.h"
#include "ui/engine/engine_error_text.h"

#include <algorithm>
#include <cmath>

namespace probcut::ui {

namespace {

// Both searches share one table of this size, cleared before each, so neither inherits the
// other's work; the size of the game engine's default table.
constexpr std::size_t CompareHashMiB = 64;
// No endgame solver is used (solveEmpties 0): the comparison is of the midgame search alone.
constexpr std::size_t CompareEndgameHashMiB = 1;
// Reports from inside an iteration this often: the exact search's nodes at the selective
// search's time are interpolated between two of them.
constexpr int CompareProgressMs = 50;

EngineOptions comparisonOptions()
{
    EngineOptions options;
    options.hashMiB = CompareHashMiB;
    options.endgameHashMiB = CompareEndgameHashMiB;
    options.infoIntervalMs = 0; // every completed iteration: the one done by time T is needed
    options.progressIntervalMs = CompareProgressMs;
    // The worker yields to the GUI like the game and analysis engines, so both sides of the
    // comparison run at the priority the watched search had.
    options.onWorkerStart = &EngineController::yieldToGui;
    return options;
}

Square firstMove(const std::vector<Square>& pv) { return pv.empty() ? NoSquare : pv.front(); }

bool reachedDepth(const SearchResult& result)
{
    return result.stopReason == StopReason::DepthReached || result.stopReason == StopReason::Solved;
}

bool sameNode(const CutEvent& a, const CutEvent& b)
{
    return a.player == b.player && a.opponent == b.opponent && a.height == b.height
        && a.decision == b.decision;
}

} // namespace

int CutComparison::Result::contradictions() const
{
    return int(std::count_if(
        verdicts.begin(), verdicts.end(), [](const CutVerdict& v) { return v.checked && v.contradicted; }));
}

CutComparison::CutComparison(
    std::shared_ptr<const Evaluator> evaluator, std::shared_ptr<const MpcParams> mpc, QObject* parent)
    : QObject(parent), m_evaluator(std::move(evaluator)), m_mpc(std::move(mpc)), m_verifier(m_evaluator),
      m_engine(comparisonOptions())
{
    qRegisterMetaType<probcut::ui::CutComparison::Result>("probcut::ui::CutComparison::Result");
    m_engine.setEvaluator(m_evaluator);
    m_engine.setMpcParams(m_mpc);
    m_deadline.setSingleShot(true);
    connect(&m_deadline, &QTimer::timeout, this, [this] {
        if (m_stage != Stage::Verifying)
            return;
        m_verifier.cancelAll(); // the checks not done stay unchecked
        finish();
    });
    connect(&m_verifier, &CutVerifier::verified, this, &CutComparison::onVerified);
}

CutComparison::~CutComparison() = default;

std::vector<CutEvent> CutComparison::pickCuts(const std::vector<CutEvent>& cuts, int max)
{
    std::vector<const CutEvent*> candidates;
    for (const CutEvent& e : cuts)
        if (e.kind == CutEventKind::Check
            && (e.decision == CutDecision::FailHigh || e.decision == CutDecision::FailLow) && e.height >= 1
            && e.checkDepth >= 0 && e.checkDepth < e.height)
            candidates.push_back(&e);
    // One cut of each height in turn, the lowest (cheapest to verify: an exact search of height h
    // costs about ten times one of h - 2) first, each the nearest the root at its height; then
    // round again. The cap then cuts off the costliest, and every height is represented.
    std::stable_sort(candidates.begin(), candidates.end(), [](const CutEvent* a, const CutEvent* b) {
        return a->height != b->height ? a->height < b->height : a->pathLength < b->pathLength;
    });
    std::vector<CutEvent> picked;
    std::vector<bool> taken(candidates.size(), false);
    for (bool progress = true; progress && int(picked.size()) < max;) {
        progress = false;
        int lastHeight = -1;
        for (std::size_t i = 0; i < candidates.size() && int(picked.size()) < max; ++i) {
            const CutEvent* e = candidates[i];
            if (taken[i] || e->height == lastHeight)
                continue;
            taken[i] = true;
            if (std::any_of(picked.begin(), picked.end(), [e](const CutEvent& p) { return sameNode(p, *e); }))
                continue;
            picked.push_back(*e);
            lastHeight = e->height;
            progress = true;
        }
    }
    return picked;
}

bool CutComparison::contradicts(const CutEvent& cut, double deep)
{
    return cut.decision == CutDecision::FailHigh ? deep < cut.windowBound : deep > cut.windowBound;
}

void CutComparison::start(const Position& position, int depth, double selectivity,
    const std::vector<CutEvent>& cuts, double capSeconds)
{
    cancel();
    m_result = Result{};
    m_result.position = position;
    m_result.requestedDepth = depth;
    m_result.selectivity = selectivity;
    m_result.capSeconds = capSeconds;
    if (!(selectivity < 100)) {
        fail(tr("This search did not prune (selectivity 100 %): there is nothing to compare."));
        return;
    }
    if (depth < 1 || !(capSeconds > 0)) {
        fail(tr("Nothing to compare: no depth or no time was given."));
        return;
    }
    if (position.board.legalMoves() == 0) {
        fail(tr("Nothing to compare: the side to move has no legal move."));
        return;
    }
    if (const auto error = m_engine.setPosition(position.board)) {
        fail(EngineErrorText::describe(*error));
        return;
    }
    m_cuts = cuts;
    SearchLimits limits;
    limits.depth = depth;
    limits.selectivity = selectivity;
    limits.moveTime = capSeconds;
    limits.solveEmpties = 0; // both searches to the nominal depth: pruning is the only difference
    go(Stage::Selective, limits);
}

void CutComparison::cancel()
{
    ++m_generation;
    if (m_stage == Stage::Selective || m_stage == Stage::Exact)
        m_engine.stop(); // its result still arrives, and is dropped
    if (m_stage == Stage::Verifying)
        m_verifier.cancelAll();
    m_deadline.stop();
    m_stage = Stage::Idle;
    m_cuts.clear();
}

void CutComparison::go(Stage stage, const SearchLimits& limits)
{
    m_stage = stage;
    m_lastIteration = SearchInfo{};
    SearchListener listener;
    const quint64 generation = m_generation;
    listener.onInfo = [this, generation, stage](const SearchInfo& info) {
        m_messages.post(Message{generation, stage, info});
    };
    listener.onResult = [this, generation, stage](const SearchResult& result) {
        m_messages.post(Message{generation, stage, result});
    };
    m_engine.setListener(std::move(listener));
    SearchLimits fresh = limits;
    fresh.freshTables = true; // both stages start from empty tables, on the engine's thread
    if (const auto id = m_engine.go(fresh); !id)
        fail(EngineErrorText::describe(id.error()));
}

void CutComparison::deliver(std::vector<Message>&& messages)
{
    for (Message& message : messages) {
        // A stage's result is its last report, so a report of another stage is a stale one.
        if (message.generation != m_generation || message.stage != m_stage)
            continue;
        if (const auto* info = std::get_if<SearchInfo>(&message.report))
            onInfo(*info);
        else
            onResult(std::get<SearchResult>(message.report));
    }
}

void CutComparison::onInfo(const SearchInfo& info)
{
    if (m_stage == Stage::Exact) {
        if (info.seconds <= m_sameTimeBudget) {
            m_before = {info.seconds, info.nodes};
            if (!info.inProgress)
                m_sameTimeIteration = info;
        } else if (!m_haveAfter) {
            m_after = {info.seconds, info.nodes};
            m_haveAfter = true;
        }
    }
    if (info.inProgress)
        return;
    m_lastIteration = info;
    if (m_stage == Stage::Selective)
        emit progress(tr("With ProbCut: depth %1 of %2 (%3 s)")
                          .arg(info.depth)
                          .arg(m_result.requestedDepth)
                          .arg(info.seconds, 0, 'f', 1));
    else
        emit progress(tr("Without pruning: depth %1 of %2 (%3 s)")
                          .arg(info.depth)
                          .arg(m_result.depth)
                          .arg(info.seconds, 0, 'f', 1));
}

void CutComparison::onResult(const SearchResult& result)
{
    if (m_stage == Stage::Selective)
        selectiveDone(result);
    else if (m_stage == Stage::Exact)
        exactDone(result);
}

void CutComparison::selectiveDone(const SearchResult& result)
{
    if (!(result.selectivity < 100)) {
        fail(tr("The search did not prune: there are no Multi-ProbCut parameters for this evaluation."));
        return;
    }
    Side& side = m_result.selective;
    if (reachedDepth(result)) {
        side = {result.depth, result.nodes, result.seconds, result.bestMove, result.score, true};
    } else if (m_lastIteration.depth > 0) {
        side = {m_lastIteration.depth, m_lastIteration.nodes, m_lastIteration.seconds,
            firstMove(m_lastIteration.pv), m_lastIteration.score, false};
    } else {
        fail(tr("The search with ProbCut completed no iteration within %1 s.")
                 .arg(m_result.capSeconds, 0, 'f', 1));
        return;
    }
    m_result.selectivity = result.selectivity;
    m_result.depth = side.depth;

    // Read off at exactly T, however short: both searches' times are measured alike (from the
    // search's start, after the table is cleared), and every completed iteration is reported.
    m_sameTimeBudget = side.seconds;
    m_sameTimeIteration = SearchInfo{};
    m_before = {};
    m_after = {};
    m_haveAfter = false;
    SearchLimits limits;
    limits.depth = m_result.depth;
    limits.selectivity = 100;
    // At least the same time, whatever the cap: the same-time column needs it.
    limits.moveTime = std::max(m_result.capSeconds, m_sameTimeBudget);
    limits.solveEmpties = 0;
    go(Stage::Exact, limits);
}

void CutComparison::exactDone(const SearchResult& result)
{
    const int target = m_result.depth;
    Side& same = m_result.sameTime;
    if (result.seconds <= m_sameTimeBudget) {
        // Done (or stopped) before the selective search's time: all of it counts.
        same.nodes = result.nodes;
        same.seconds = result.seconds;
        if (m_lastIteration.depth > 0)
            m_sameTimeIteration = m_lastIteration;
    } else {
        if (!m_haveAfter)
            m_after = {result.seconds, result.nodes};
        const double span = m_after.seconds - m_before.seconds;
        const double share = span > 0 ? (m_sameTimeBudget - m_before.seconds) / span : 0;
        const double gained = std::max(0.0, double(m_after.nodes) - double(m_before.nodes));
        same.nodes = m_before.nodes + std::uint64_t(std::llround(gained * share));
        same.seconds = m_sameTimeBudget;
    }
    same.depth = m_sameTimeIteration.depth;
    same.bestMove = firstMove(m_sameTimeIteration.pv);
    same.value = m_sameTimeIteration.score;
    same.finished = same.depth >= target;

    Side& full = m_result.sameDepth;
    if (reachedDepth(result))
        full = {result.depth, result.nodes, result.seconds, result.bestMove, result.score, true};
    else
        full = {m_lastIteration.depth, result.nodes, result.seconds, firstMove(m_lastIteration.pv),
            m_lastIteration.score, false};
    startVerification();
}

void CutComparison::startVerification()
{
    m_stage = Stage::Verifying;
    for (const CutEvent& cut : pickCuts(m_cuts))
        m_result.verdicts.push_back(CutVerdict{cut});
    m_cuts.clear();
    m_nextCheck = 0;
    m_checksDone = 0;
    if (m_result.verdicts.isEmpty()) {
        finish();
        return;
    }
    m_deadline.start(int(std::min(m_result.capSeconds * 1000, 1e9)));
    feedVerifier();
    // Last: a receiver may cancel or start another comparison.
    emit progress(tr("Checking the cuts: 0 of %1").arg(m_result.verdicts.size()));
    checkVerificationDone();
}

// The verifier keeps a short queue: checks are handed over as room is made.
void CutComparison::feedVerifier()
{
    while (m_nextCheck < m_result.verdicts.size()) {
        const CutEvent& cut = m_result.verdicts[m_nextCheck].cut;
        CutCheck check;
        check.searchId = SearchId(m_nextCheck); // our tag: the verifier only hands it back
        check.event = cut;
        check.stage = m_mpc ? m_mpc->stageOf(Board{cut.player, cut.opponent}.emptyCount()) : 0;
        if (!m_verifier.submit(check))
            break;
        ++m_nextCheck;
    }
}

void CutComparison::onVerified(const VerifiedCut& verified)
{
    if (m_stage != Stage::Verifying)
        return;
    const auto index = qsizetype(verified.check.searchId);
    if (index < 0 || index >= m_result.verdicts.size())
        return;
    CutVerdict& verdict = m_result.verdicts[index];
    if (!sameNode(verdict.cut, verified.check.event) || verdict.checked)
        return;
    verdict.checked = true;
    verdict.deepValue = verified.deep;
    verdict.contradicted = contradicts(verdict.cut, verified.deep);
    ++m_checksDone;
    feedVerifier();
    // The verifier may announce several results in a row: decide once they are all in.
    const quint64 generation = m_generation;
    QMetaObject::invokeMethod(
        this,
        [this, generation] {
            if (generation == m_generation)
                checkVerificationDone();
        },
        Qt::QueuedConnection);
    emit progress(tr("Checking the cuts: %1 of %2").arg(m_checksDone).arg(m_result.verdicts.size()));
}

void CutComparison::checkVerificationDone()
{
    if (m_stage == Stage::Verifying && m_nextCheck >= m_result.verdicts.size() && m_verifier.pending() == 0)
        finish();
}

void CutComparison::finish()
{
    m_deadline.stop();
    m_stage = Stage::Idle;
    emit finished(m_result);
}

void CutComparison::fail(const QString& message)
{
    m_engine.stop();
    m_deadline.stop();
    m_stage = Stage::Idle;
    emit failed(message);
}

} // namespace probcut::ui
