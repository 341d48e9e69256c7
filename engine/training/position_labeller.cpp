#include "engine/training/position_labeller.h"

#include "engine/search/search.h"

#include <algorithm>
#include <cmath>
#include <set>

namespace probcut::training {

LabelKind LabelMethod::labelKind() const
{
    switch (kind) {
    case Kind::Exact: return LabelKind::Exact;
    case Kind::Selective: return LabelKind::Probable;
    case Kind::Depth: break;
    }
    return LabelKind::Searched;
}

std::string LabelMethod::describe() const
{
    switch (kind) {
    case Kind::Exact: return "exact";
    case Kind::Selective: return "selective " + std::to_string(confidence) + "%";
    case Kind::Depth: break;
    }
    return "depth " + std::to_string(depth)
        + (confidence < 100 ? " at " + std::to_string(confidence) + "%" : "");
}

PositionLabeller::PositionLabeller(LabelMethod method, std::shared_ptr<const PatternEvaluator> evaluator,
    std::shared_ptr<const MpcParams> mpc, std::size_t hashMiB, KernelKind kernel)
    : m_method(method), m_evaluator(std::move(evaluator)), m_mpc(std::move(mpc)), m_kernel(kernel),
      m_solver(hashMiB)
{
    // The midgame table is cleared before every position (see search()); a depth-limited
    // search of a few hundred thousand nodes needs only a small one, and clearing 128 MiB would
    // cost more than the search itself.
    if (m_method.kind == LabelMethod::Kind::Selective)
        m_tt = std::make_unique<TranspositionTable>(std::min<std::size_t>(hashMiB, 64));
    else if (m_method.kind == LabelMethod::Kind::Depth)
        m_tt = std::make_unique<TranspositionTable>(std::min<std::size_t>(hashMiB, 8));
}

PositionLabeller::~PositionLabeller() = default;

std::optional<Error> PositionLabeller::check(
    const LabelMethod& method, const PatternEvaluator* evaluator, const MpcParams* mpc)
{
    const bool usableMpc = mpc && evaluator && mpc->evaluator == evaluator->name();
    switch (method.kind) {
    case LabelMethod::Kind::Exact: return std::nullopt;
    case LabelMethod::Kind::Selective:
        if (method.confidence < 1 || method.confidence > 99)
            return Error{"the selective search's confidence must be 1-99 percent"};
        if (!evaluator)
            return Error{"the selective search needs the pattern evaluation"};
        if (!usableMpc || !mpc->hasEndFits())
            return Error{"the selective search needs Multi-ProbCut endgame fits for the pattern evaluation "
                         "(probcut-lab mpc-fit --endgame)"};
        return std::nullopt;
    case LabelMethod::Kind::Depth: break;
    }
    if (method.depth < 1 || method.depth > 60)
        return Error{"the search depth must be 1-60"};
    if (method.confidence < 1 || method.confidence > 100)
        return Error{"the search's confidence must be 1-100 percent"};
    if (!evaluator)
        return Error{"the depth-limited search needs the pattern evaluation"};
    if (method.confidence < 100 && !usableMpc)
        return Error{"a depth-limited search below 100% needs Multi-ProbCut parameters for the pattern "
                     "evaluation"};
    return std::nullopt;
}

LabelledPosition LabelMethod::record(const Board& board, int score) const
{
    LabelledPosition p{board, std::int8_t(std::clamp(score, -64, 64)), labelKind()};
    if (kind == Kind::Depth)
        p.searchDepth = std::uint8_t(depth);
    if (kind != Kind::Exact)
        p.searchConfidence = std::uint8_t(confidence);
    return p;
}

PositionLabel PositionLabeller::label(const Board& board, const std::atomic<bool>* stop)
{
    PositionLabel out;
    if (board.isGameOver()) {
        out.score = board.finalScore();
        out.completed = true;
        return out;
    }
    // The searches want a side with a move: label the position after the pass instead.
    if (board.mustPass()) {
        out = label(board.passed(), stop);
        out.score = -out.score;
        return out;
    }
    if (m_method.kind == LabelMethod::Kind::Exact) {
        EndgameOptions options;
        options.kernel = m_kernel;
        options.stop = stop;
        options.eval = m_evaluator ? &m_evaluator->kernelEval() : nullptr;
        const EndgameResult r = m_solver.solve(board, options);
        out.score = r.score;
        out.nodes = r.nodes;
        out.completed = r.completed;
        return out;
    }
    return search(board, stop);
}

PositionLabel PositionLabeller::search(const Board& board, const std::atomic<bool>* stop)
{
    SearchLimits limits;
    SearchControl control;
    control.stop = stop;
    control.mpc = m_mpc.get();
    if (m_method.kind == LabelMethod::Kind::Selective) {
        // ENDCUT's pass at one confidence (Engine::runEndcut): to the end of the game, the
        // endgame fits pruning at the nodes with fitted empties counts, the subtrees below them
        // solved exactly.
        limits.selectivity = m_method.confidence;
        limits.selectiveEndgame = true;
        limits.solveEmpties = 60;
        control.endgame = &m_solver;
    } else {
        // A plain midgame search: no solve at the root (a depth reaching the end of the game
        // is searched to the end by the search itself).
        limits.depth = m_method.depth;
        limits.selectivity = m_method.confidence;
        limits.solveEmpties = 0;
    }
    // A fresh table per position: a label then depends only on the position and the method,
    // not on the order positions are labelled in (the solver's table holds exact facts only
    // and is kept).
    m_tt->clear();
    const SearchResult r = probcut::search(board, limits, *m_tt, *m_evaluator, control, m_kernel);
    PositionLabel out;
    out.nodes = r.nodes;
    const int wanted = m_method.kind == LabelMethod::Kind::Selective ? board.emptyCount() : m_method.depth;
    out.completed = r.depth >= std::min(wanted, board.emptyCount()) && r.stopReason != StopReason::Stopped
        && r.stopReason != StopReason::Superseded;
    out.score = int(std::lround(std::clamp(r.score, -64.0, 64.0)));
    return out;
}

LabelSelection selectForLabelling(std::span<const LabelledPosition> positions, const LabelSchedule& schedule,
    std::span<const LabelledPosition> done, int validationModulus)
{
    std::set<std::pair<Bitboard, Bitboard>> doneBoards;
    for (const LabelledPosition& p : done)
        doneBoards.insert({p.board.player, p.board.opponent});
    auto byHash = [&](std::size_t a, std::size_t b) {
        return splitHash(positions[a].board) * 0x9e3779b97f4a7c15ULL
            < splitHash(positions[b].board) * 0x9e3779b97f4a7c15ULL;
    };
    LabelSelection selection;
    std::vector<std::vector<std::size_t>> perEmpties;
    for (int e = schedule.minEmpties; e <= schedule.maxEmpties; ++e) {
        std::vector<std::size_t> val, train;
        for (std::size_t i = 0; i < positions.size(); ++i) {
            const LabelledPosition& p = positions[i];
            if (p.board.emptyCount() != e || ((p.kind == LabelKind::Exact) != schedule.exactOnly))
                continue;
            (isValidation(p.board, validationModulus) ? val : train).push_back(i);
        }
        std::sort(val.begin(), val.end(), byHash);
        std::sort(train.begin(), train.end(), byHash);
        std::vector<std::size_t> pick;
        if (!schedule.trainingOnly)
            pick.assign(val.begin(), val.end());
        if (!schedule.validationOnly)
            pick.insert(pick.end(), train.begin(), train.end());
        if (pick.size() > schedule.perEmpties)
            pick.resize(schedule.perEmpties);
        LabelSelection::Count count;
        count.empties = e;
        count.selected = pick.size();
        count.heldOut = schedule.trainingOnly ? 0 : std::min(pick.size(), val.size());
        std::vector<std::size_t> todo;
        for (std::size_t i : pick) {
            if (doneBoards.count({positions[i].board.player, positions[i].board.opponent}))
                ++count.alreadyLabelled;
            else
                todo.push_back(i);
        }
        selection.counts.push_back(count);
        perEmpties.push_back(std::move(todo));
    }
    for (std::size_t k = 0;; ++k) {
        bool any = false;
        for (const auto& list : perEmpties)
            if (k < list.size()) {
                selection.todo.push_back(list[k]);
                any = true;
            }
        if (!any)
            break;
    }
    return selection;
}

} // namespace probcut::training
