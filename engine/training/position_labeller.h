#pragma once
// Labels for training positions from one of three searches, in discs for the side to move:
// the exact endgame solve, ENDCUT's selective search to the end of the game at a Multi-ProbCut
// confidence (Buro's "probable" results: same disc scale, a fraction of the exact solve's
// nodes), or a depth-limited midgame search. `probcut-lab train label` calls it per position; the
// tests call it on small positions. One position at a time (it owns the search tables).

#include "engine/core/board.h"
#include "engine/core/kernel.h"
#include "engine/core/result.h"
#include "engine/endgame/endgame.h"
#include "engine/eval/pattern.h"
#include "engine/search/multi_probcut.h"
#include "engine/search/transposition_table.h"
#include "engine/training/training.h"

#include <atomic>
#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <vector>

namespace probcut::training {

struct LabelMethod {
    enum class Kind : std::uint8_t {
        Exact,     // endgame solver: LabelKind::Exact
        Selective, // search to the end pruned by the endgame fits at `confidence`: Probable
        Depth,     // midgame search to `depth` (Multi-ProbCut below confidence 100): Searched
    };
    Kind kind = Kind::Exact;
    int depth = 0;        // Depth only: nominal depth in plies, 1..60
    int confidence = 100; // Selective: 1..99; Depth: 1..100 (100 = no forward pruning)
    LabelKind labelKind() const;
    // "exact", "selective 87%", "depth 10 at 73%": for progress lines and reports.
    std::string describe() const;
    // The record to store: `board` with the label and the method (kind, depth, confidence).
    LabelledPosition record(const Board& board, int score) const;
};

struct PositionLabel {
    int score = 0; // discs for the side to move, -64..64
    std::uint64_t nodes = 0;
    bool completed = false; // false when stopped
};

class PositionLabeller {
public:
    // `evaluator` orders the solver's moves and evaluates the searches' leaves; `mpc` (the
    // Multi-ProbCut parameters fitted for that evaluation) is needed by Selective (endgame
    // fits) and by Depth below confidence 100. check() says what is missing.
    PositionLabeller(LabelMethod method, std::shared_ptr<const PatternEvaluator> evaluator,
        std::shared_ptr<const MpcParams> mpc, std::size_t hashMiB = 64, KernelKind kernel = bestKernel());
    ~PositionLabeller();

    static std::optional<Error> check(
        const LabelMethod& method, const PatternEvaluator* evaluator, const MpcParams* mpc);

    // The label of `board` (any position that is not impossible; a finished game gets its final
    // score). `stop` may be null; when it becomes true the result has completed == false.
    PositionLabel label(const Board& board, const std::atomic<bool>* stop = nullptr);

    const LabelMethod& method() const { return m_method; }

private:
    PositionLabel search(const Board& board, const std::atomic<bool>* stop);

    LabelMethod m_method;
    std::shared_ptr<const PatternEvaluator> m_evaluator;
    std::shared_ptr<const MpcParams> m_mpc;
    KernelKind m_kernel;
    EndgameSolver m_solver;
    std::unique_ptr<TranspositionTable> m_tt;
};

// Which positions `probcut-lab train label` labels, and in what order: per number of empties,
// held-out positions first, then training positions, each in a fixed pseudo-random order (by
// splitHash), so reruns pick the same positions and resume where a stopped run left off.
struct LabelSchedule {
    int minEmpties = 20, maxEmpties = 22;
    std::size_t perEmpties = 500; // positions selected per number of empties
    bool validationOnly = false;  // held-out positions only
    // Training positions only: what the fit learns from (the held-out set is labelled apart, so
    // a long training run does not have to exhaust it first).
    bool trainingOnly = false;
    // Positions that already have an exact label (WTHOR's at 24 empties) are not labelled again;
    // exactOnly takes only those instead, to measure a method against their exact scores.
    bool exactOnly = false;
};

struct LabelSelection {
    struct Count {
        int empties = 0;
        std::size_t selected = 0, heldOut = 0, alreadyLabelled = 0;
    };
    std::vector<Count> counts; // one per number of empties, from minEmpties up
    // Indices into the positions still to label, round robin over the empties counts, so a run
    // stopped early has labels at every count.
    std::vector<std::size_t> todo;
};

// `done`: the labels made already (exact ones and those of the same method); the selected
// positions with their boards count as already labelled and are left out of `todo`.
LabelSelection selectForLabelling(std::span<const LabelledPosition> positions, const LabelSchedule& schedule,
    std::span<const LabelledPosition> done, int validationModulus = 10);

} // namespace probcut::training
