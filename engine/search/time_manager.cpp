#include "engine/search/time_manager.h"

#include "engine/search/search_tuning.h"

#include <algorithm>
#include <cmath>

namespace probcut {

double TimeManager::clockBudget(double remaining, double increment, int empties)
{
    // The endgame (solved at the end) is cheap per move for a search that got there, so the
    // moves are weighted evenly.
    const double safety = std::min(ClockSafetyMax, ClockSafetyShare * remaining) + ClockSafetyFixed;
    const double usable = std::max(0.0, remaining - safety);
    const int myMovesLeft = std::max(1, (empties + 1) / 2);
    double budget = usable / myMovesLeft + IncrementShare * increment;
    if (myMovesLeft > 1)
        budget = std::min(budget, MaxMoveShare * usable + IncrementShare * increment);
    return std::min(budget, usable);
}

TimeManager::TimeManager(const SearchLimits& limits, int empties, Clock::time_point start)
{
    if (limits.moveTime > 0) {
        m_limited = true;
        m_soft = m_hard = limits.moveTime;
    }
    if (limits.clockRemaining > 0) {
        const double budget = clockBudget(limits.clockRemaining, limits.clockIncrement, empties);
        const double safety
            = std::min(ClockSafetyMax, ClockSafetyShare * limits.clockRemaining) + ClockSafetyFixed;
        const double hard
            = std::min(HardBudgetFactor * budget, std::max(0.0, limits.clockRemaining - safety));
        if (!m_limited || budget < m_soft) {
            m_soft = budget;
            m_hard = std::max(budget, m_limited ? std::min(hard, m_hard) : hard);
        }
        m_limited = true;
    }
    if (m_limited)
        m_deadline
            = start + std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(m_hard));
}

void TimeManager::iterationFinished(double seconds)
{
    m_previous = m_last;
    m_last = seconds;
    // Iterations under a millisecond are timer noise; don't learn a branching factor from them.
    if (m_previous > 1e-3) {
        const double r = std::clamp(m_last / m_previous, MinBranching, MaxBranching);
        m_branching = m_branching > 0 ? std::sqrt(m_branching * r) : r;
    }
}

double TimeManager::predictNextIteration() const
{
    if (m_branching <= 0)
        return m_last * 4; // a cautious default before the factor is known
    return m_last * m_branching;
}

bool TimeManager::shouldStartIteration(double elapsed) const
{
    if (!m_limited)
        return true;
    if (elapsed >= m_soft)
        return false;
    // An iteration that cannot finish by the hard deadline is wasted; one that would run far past
    // the soft budget is a poor use of the clock.
    const double predicted = predictNextIteration();
    return elapsed + predicted <= m_hard && elapsed + predicted <= 2 * m_soft;
}

} // namespace probcut
