#pragma once
// The training pipeline of the pattern evaluation (Buro 1997 §3; Buro, "Improving heuristic
// mini-max search by supervised learning", 2002): positions from game collections merged by
// canonical symmetric form, labelled in discs for the side to move — exact scores where known
// (WTHOR's theoretical score at 24 empties, the endgame solver), elsewhere the negamax of known
// results over the tree of all games — and the weights of every stage fitted jointly by sparse
// least squares. Engine side only: bytes and memory in, bytes and numbers out; `probcut-lab
// train` (app/lab/cmd_train.cpp) opens files, reports progress and checkpoints.

#include "engine/core/board.h"
#include "engine/core/result.h"
#include "engine/eval/classic_eval.h"
#include "engine/eval/pattern.h"
#include "engine/eval/weights.h"

#include <atomic>
#include <cstdint>
#include <functional>
#include <optional>
#include <span>
#include <string>
#include <vector>

namespace probcut::training {

enum class LabelKind : std::uint8_t {
    None,     // unreliable: seen only after an error in a game with a known perfect-play score
    GameTree, // negamax of game results over the tree of all games
    Exact,    // perfect-play score (WTHOR theoretical score or the endgame solver)
    Probable, // selective search to the end of the game (ENDCUT) at searchConfidence percent
    Searched, // depth-limited search to searchDepth (Multi-ProbCut below searchConfidence 100)
};
// How much a label is trusted when two sources label the same position (more is better).
int labelRank(LabelKind kind);

// 24 bytes on disk: canonical board, label (discs, side to move), kind, and for the searched
// kinds the search's depth and confidence (zero otherwise; files written before the searched
// kinds existed have zeros there, so they read unchanged).
struct LabelledPosition {
    Board board; // canonical form (Board::canonical)
    std::int8_t label = 0;
    LabelKind kind = LabelKind::None;
    std::uint8_t searchDepth = 0;      // Searched: nominal depth
    std::uint8_t searchConfidence = 0; // Probable, Searched: Multi-ProbCut confidence, percent
};

// Collects games and turns them into labelled positions.
class GameTreeBuilder {
public:
    // `moves` with passes as PassMove, from the start position. `blackResult`: final disc
    // difference black - white as recorded (used when the game stops before its end).
    // `exactEmpties`/`exactBlackScore`: a perfect-play score for black at the position with
    // that many empties (WTHOR's theoretical score), if any.
    void addGame(const std::vector<Square>& moves, int blackResult,
        std::optional<int> exactEmpties = std::nullopt, int exactBlackScore = 0);
    std::size_t gameCount() const { return m_games; }
    std::size_t plyCount() const { return m_nodes.size(); }

    // Merges positions by canonical form and computes the labels: exact where known, else the
    // maximum over the continuations seen in any game of minus the child's value, leaves taking
    // the game result. Returns the positions where the side to move has a legal move (what an
    // evaluation is ever asked about), sorted by board.
    //
    // `resultLabels`: a game whose final result equals its perfect-play score at the exact
    // point (WTHOR's theoretical score) had no score-changing error after that point unless two
    // errors cancelled, so every later position of it is labelled Exact with the result (for
    // the side to move). Training positions only: held-out ones (isValidation with
    // `validationModulus`) keep their game-tree labels, so the held-out exact error is still
    // measured against perfect-play scores only. A true exact label of the same position (its
    // own theoretical score, a finished game) takes precedence.
    std::vector<LabelledPosition> build(bool resultLabels = false, int validationModulus = 10);
    // How many positions the last build() labelled from game results (resultLabels).
    std::size_t resultLabelCount() const { return m_resultLabels; }

private:
    struct Ply {
        Board canonical;
        std::uint32_t game;
        std::uint16_t index;   // ply number within the game
        std::int8_t leafValue; // for the last ply of a game: result for the side to move
        // 1 last ply, 2 exact value in leafValue, 4 after an error (see addGame), 8 after the
        // exact point of a game whose result equals the exact score: leafValue holds the result
        // for the side to move (unless flag 2 says it holds an exact value)
        std::uint8_t flags;
    };
    std::vector<Ply> m_nodes;
    std::size_t m_games = 0;
    std::size_t m_resultLabels = 0;
};

// Which positions are held out for validation: a fixed hash split (about one in `modulus`).
bool isValidation(const Board& canonical, int modulus = 10);
// The well-mixed, never-changing hash behind the split (and the labelling order).
std::uint64_t splitHash(const Board& board);

std::vector<std::uint8_t> serializePositions(std::span<const LabelledPosition> positions);
Result<std::vector<LabelledPosition>> parsePositions(
    std::span<const std::uint8_t> bytes, std::string_view sourceName);

// Replaces labels by those of `labels` (matched by canonical board) that are trusted at least
// as much (labelRank: an exact label is never replaced by a searched one; of two searched labels
// of one board the deeper, then more confident search wins) and returns how many were replaced.
// The replaced positions take the kind and search fields of the new label.
std::size_t applyLabels(std::vector<LabelledPosition>& positions, std::span<const LabelledPosition> labels);

// Appends, as new positions, the labels whose board is not among `positions` (the most
// trusted label of each such board, as applyLabels picks it), and keeps `positions` sorted by
// board. Returns how many were added. Positions made by `train label --random-plies` reach
// the fit this way.
std::size_t addUnmatchedLabels(
    std::vector<LabelledPosition>& positions, std::span<const LabelledPosition> labels);

// Plays `plies` uniformly random legal moves from `board` (a forced pass is not a ply), the
// choices drawn from a generator seeded with `seed`, so the same arguments give the same
// position. Returns the canonical form of the result, passed if the side to move has no move
// there, or nothing when the game ends on the way.
std::optional<Board> randomPlies(const Board& board, int plies, std::uint64_t seed);

// New positions off the games' paths, as a search meets them (`train label --random-plies`):
// every training position with `plies` more empties than some count in [minEmpties, maxEmpties],
// played on `plies` random moves (randomPlies, seeded by the position, so reruns get the same
// positions). Walks that end the game, land in the held-out split or repeat a position are
// dropped, so the held-out set stays the games' positions. Unlabelled (LabelKind::None), sorted
// by board.
std::vector<LabelledPosition> randomPlyPositions(std::span<const LabelledPosition> positions, int plies,
    int minEmpties, int maxEmpties, int validationModulus = 10);

struct FitOptions {
    int stageCount = pattern::DefaultStageCount;
    int iterations = 60;    // conjugate-gradient iterations per stage
    int smoothDiscs = 2;    // a position also trains stages whose disc band is within this
    int minOccurrences = 2; // configurations seen fewer times keep weight 0 (muted)
    double ridge = 1.0;     // Tikhonov damping, in units of occurrences
    int validationModulus = 10;
    bool includeUnreliable = false; // also train on LabelKind::None positions (game results)
    // Weight of an exactly labelled row relative to a game-tree one in the least squares
    // (game-tree labels at 20-23 empties are off by about 8 discs on average, exact ones by 0).
    double exactWeight = 1.0;
    // The same for the labels of selective and depth-limited searches (Probable, Searched),
    // and for the game-tree labels themselves (0 leaves them out of the fitted stages).
    double searchedWeight = 1.0;
    double gameTreeWeight = 1.0;
    std::vector<int> stages; // stages to fit (empty: all)
    // Features left out of the fit (weight 0), by featureRange name: for measuring what a
    // pattern family or global feature contributes.
    std::vector<std::string> muted;
    // Fit every configuration of the larger families as its own parameter plus shared tables of
    // the family's halves (training.cpp, Backoff), so rare configurations take their halves'
    // values instead of 0. Changes only the fit; the evaluation and the file format are the same.
    bool backoff = false;
    // Huber's robust loss: 0 is plain least squares; delta > 0 (discs) refits huberRounds times
    // with rows whose residual exceeds delta weighted delta / |residual| (training.cpp).
    double huber = 0;
    int huberRounds = 3;
    const std::atomic<bool>* stop = nullptr;
};

// The weight offsets [begin, end) within a stage of a pattern family (by Family::name) or of a
// global feature ("parity", "mobility"); {0, 0} for an unknown name.
std::pair<int, int> featureRange(std::string_view name);

struct StageReport {
    int stage = 0;
    std::size_t trainRows = 0, validationRows = 0, exactValidationRows = 0;
    std::size_t activeWeights = 0;
    double trainMae = 0, validationMae = 0, exactValidationMae = 0; // discs
    double seconds = 0;
    bool completed = false;
};

// Fits the weights of the requested stages into `weights` (other stages untouched), jointly
// over all pattern configurations and the parity feature: minimise sum (label - value)^2 +
// ridge * |w|^2 by conjugate gradients on the normal equations, preconditioned by the
// occurrence counts (the diagonal of A^T A) — the conjugate-gradient form of Buro's gradient
// scheme with per-weight steps normalised by occurrence count. Mirror-image configurations
// share one parameter, rare ones are muted. `progress` is called after every stage.
void fitPatternWeights(std::span<const LabelledPosition> positions, PatternWeights& weights,
    const FitOptions& options, const std::function<void(const StageReport&)>& progress);

// Mean absolute error (discs) of the static evaluation per disc count (index 0..64), over
// the validation positions, all labels and exact labels separately, and the exact labels of
// balanced positions (|exact| <= BalancedScore): an evaluation compresses large advantages, so
// the lopsided positions dominate the error without saying much about play.
struct ErrorByDiscs {
    static constexpr int BalancedScore = 16;
    std::array<double, 65> sumAll{}, sumExact{}, sumBalanced{};
    std::array<std::size_t, 65> countAll{}, countExact{}, countBalanced{};
};
// Which positions validationError measures: the held-out ones; the training ones (the
// in-sample error: for weights fitted on exact labels alone it shows what the pattern set can
// reach, since more such data only raises it towards the held-out error); or all.
enum class ErrorSet { HeldOut, Training, All };
ErrorByDiscs validationError(std::span<const LabelledPosition> positions, const Evaluator& evaluator,
    int validationModulus = 10, ErrorSet set = ErrorSet::HeldOut);

// The classic evaluation's weights, fitted "backwards from the end of the game" (Demosthenes
// report): the last stage first on its labelled positions, then each earlier stage by least
// squares with a pull (ridge) towards the stage after it, so weights change smoothly through
// the game. Returns per-stage validation MAE in `report` (one entry per stage).
ClassicWeights fitClassicWeights(
    std::span<const LabelledPosition> positions, int validationModulus, std::vector<StageReport>& report);

} // namespace probcut::training
