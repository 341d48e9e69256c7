#pragma once
// Labels for training positions from one of three searches, in discs for the side to move:
// the exact endgame solve, ENDCUT's selective search to the end of the game at a Multi-ProbCut
// confidence (Buro's "probable" results: same disc scale, a fraction of the exact solve's
// nodes), or a depth-limited midgame search. `probcut train label` calls it per position; the
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

} // namespace probcut::training
