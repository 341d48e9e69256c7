#pragma once
// How long one move may think. From SearchLimits it derives a soft budget (the time this move
// should take) and a hard deadline (never passed: the search polls it every few thousand
// nodes). Between iterations it predicts the next iteration's time from the observed effective
// branching factor and refuses to start one that could not finish inside the budget, so time is
// not spent on an iteration whose result would be thrown away. Used by the search driver.

#include "engine/search/search_limits.h"

#include <chrono>
#include <optional>

namespace probcut {

class TimeManager {
public:
    using Clock = std::chrono::steady_clock;

    // `empties`: empty squares of the position, which bounds the moves still to be played.
    TimeManager(const SearchLimits& limits, int empties, Clock::time_point start);

    bool limited() const { return m_limited; }
    double softBudget() const { return m_soft; } // seconds; meaningful when limited()
    double hardBudget() const { return m_hard; }
    Clock::time_point hardDeadline() const { return m_deadline; }

    // Record a completed iteration that took `seconds` (its own time, not the cumulative).
    void iterationFinished(double seconds);
    // Predicted seconds of the next iteration (0 before two iterations have been seen).
    double predictNextIteration() const;
    // Whether another iteration should be started `elapsed` seconds into the search.
    bool shouldStartIteration(double elapsed) const;

    // Per-move budget for a game clock: spread the remaining time over the moves still to be
    // played by this side, plus most of the increment. Exposed for tests.
    static double clockBudget(double remaining, double increment, int empties);

private:
    bool m_limited = false;
    double m_soft = 0;
    double m_hard = 0;
    Clock::time_point m_deadline{};
    double m_last = 0;
    double m_previous = 0;
    double m_branching = 0; // smoothed ratio of successive iteration times
};

} // namespace probcut
