#pragma once
// Human-like play: how tournament players lose discs, by game phase, and a noise model that
// chooses among the engine's move values so that a level loses as many. The table is measured
// by `probcut-lab human-errors` from the WTHOR games (resources/levels/README.md); the human-like
// levels (levels.h) value every move with a multi-PV search at the table's settings, then draw
// a move with chooseHumanMove(). The studio, GTP and NBoard load the table; when it is missing
// or corrupt they play the engine levels instead and say so.
//
// The model: P(move i) ∝ exp(-loss_i / T(phase)), loss_i = best value - value of move i, in
// discs for the mover (a softmax over values, as in Boltzmann move selection). T per group and
// phase is fitted by bisection so that the expected loss per move over the measured positions
// equals the group's mean loss there.

#include "engine/core/result.h"
#include "engine/search/search_limits.h"

#include <array>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace probcut {

// The player groups, by rating over the whole WTHOR collection: bottom quartile, middle half,
// top quartile of the rated players.
enum class HumanGroup : std::uint8_t { Weak, Average, Strong };
inline constexpr int HumanGroupCount = 3;
std::string_view humanGroupName(HumanGroup group); // "weak", "average", "strong"

// Phases by empties, ten at a time: 0 = 60-51 empties (the opening) ... 5 = 10-1 (the last moves).
inline constexpr int HumanPhaseCount = 6;
constexpr int humanPhase(int empties)
{
    return empties >= 60 ? 0 : empties <= 1 ? HumanPhaseCount - 1 : (60 - empties) / 10;
}
constexpr int humanPhaseMaxEmpties(int phase) { return 60 - 10 * phase; }
constexpr int humanPhaseMinEmpties(int phase) { return 51 - 10 * phase; }

// Loss buckets of the histograms, in whole discs (the loss rounded to the nearest disc):
// 0, 1-2, 3-4, 5-8, 9-16, 17+.
inline constexpr int LossBucketCount = 6;
int lossBucket(double loss);
std::string_view lossBucketName(int bucket); // "0", "1-2", ..., "17+"

// Bounds a calibration's temperature must lie in (discs): below, the choice is the engine's; above,
// nearly uniform over the legal moves.
inline constexpr double MinHumanTemperature = 0.01;
inline constexpr double MaxHumanTemperature = 64;

struct HumanPhaseRow {
    int positions = 0;                               // moves measured
    double meanLoss = 0;                             // discs per move
    double zeroShare = 0;                            // share of moves that lost nothing (rounded loss 0)
    std::array<double, LossBucketCount> histogram{}; // shares per loss bucket, summing to 1
    double temperature = 1;                          // the fitted T of this group and phase
};

// The measured table and the fitted temperatures (resources/levels/human-errors.txt).
struct HumanCalibration {
    static constexpr int FormatVersion = 1;
    std::string command; // the command line that made the table
    // The searches that valued the moves: midgame depth and Multi-ProbCut confidence, exact from
    // `exactEmpties`. The human-like levels value moves the same way, so that the fit holds.
    int depth = 8;
    double selectivity = 95;
    int exactEmpties = 16;
    std::array<std::array<HumanPhaseRow, HumanPhaseCount>, HumanGroupCount> rows{};

    const HumanPhaseRow& row(HumanGroup group, int phase) const
    {
        return rows[std::size_t(group)][std::size_t(phase)];
    }
    HumanPhaseRow& row(HumanGroup group, int phase) { return rows[std::size_t(group)][std::size_t(phase)]; }
    // The text form (what parseHumanCalibration reads).
    std::string toText() const;
};

// Parses and validates the whole table: the format line, the settings line, exactly one row per
// group and phase with counts, losses, shares (summing to 1) and temperatures in range. Errors
// name the source and the line ("human-errors.txt: line 7: temperature 0 out of range ...").
Result<HumanCalibration> parseHumanCalibration(std::string_view text, std::string_view sourceName = {});

// One position's moves as losses against the best (discs, >= 0, the best is 0).
using MoveLosses = std::vector<double>;

// The probabilities of the softmax at temperature `t` (same order as `losses`).
std::vector<double> humanMoveProbabilities(std::span<const double> losses, double temperature);
// The expected loss of one choice.
double expectedHumanLoss(std::span<const double> losses, double temperature);
// The expected share of each loss bucket of one choice, added to `histogram`.
void addExpectedHistogram(
    std::span<const double> losses, double temperature, std::array<double, LossBucketCount>& histogram);

// The temperature at which the mean expected loss over `positions` equals `targetMeanLoss`
// (bisection on log T within the bounds above; the bound when the target is out of reach).
double fitHumanTemperature(std::span<const MoveLosses> positions, double targetMeanLoss);

// Total variation distance between two histograms (half the sum of absolute differences).
double histogramDistance(
    const std::array<double, LossBucketCount>& a, const std::array<double, LossBucketCount>& b);

// Draws index i with probability humanMoveProbabilities(losses, t)[i], advancing `rng`
// (splitmix64 state): the same state gives the same choice.
std::size_t chooseHumanMove(std::span<const double> losses, double temperature, std::uint64_t& rng);

// Every legal move valued (multi-PV) at midgame `depth` and Multi-ProbCut confidence
// `selectivity`, exact from `exactEmpties`: how `probcut-lab human-errors` values the moves it
// scores, and so how the human-like levels must value theirs.
SearchLimits humanValuationLimits(int depth, double selectivity, int exactEmpties);

// The limits of a human-like level's search: every legal move valued the way the table's moves
// were (humanValuationLimits with the table's settings), so the fitted temperatures hold. With
// a game clock the engine manages the time within that depth.
SearchLimits humanSearchLimits(
    const HumanCalibration& calibration, double clockRemaining = 0, double clockIncrement = 0);

// The move a human-like level of `group` plays at a position with `empties` empties, drawn from
// the values of a multi-PV search (SearchResult::lines, their shownScore). NoSquare when there
// are no lines (the caller then plays the search's best move, e.g. a pass).
// `temperatureScale` multiplies the group's temperature (Level::humanTemperatureScale).
Square chooseHumanLine(std::span<const RootLine> lines, int empties, HumanGroup group,
    const HumanCalibration& calibration, std::uint64_t& rng, double temperatureScale = 1);

} // namespace probcut
