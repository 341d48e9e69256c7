#include "app/protocol/search_settings.h"

#include "engine/search/levels.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <thread>

namespace probcut::protocol {

static_assert(MaxLevel == LevelCount && DefaultLevelNumber == LevelCount);

int depthSolveEmpties(int depth)
{
    const int d = std::clamp(depth, 1, MaxDepth);
    return std::min(24, d + d / 2);
}

SearchLimits SearchSettings::limits(double clockRemaining, double clockIncrement) const
{
    const bool timed = moveTime > 0 || clockRemaining > 0;
    SearchLimits l;
    if (humanGroup()) {
        l = humanSearchLimits(*human, clockRemaining, clockIncrement);
    } else if (level || (!depth && !timed)) {
        // The level table's limits, including its time cap when no clock runs.
        l = levelLimits(level.value_or(DefaultLevelNumber) - 1, clockRemaining, clockIncrement);
        if (depth)
            l.depth = std::clamp(*depth, 1, MaxDepth);
        if (!level && !depth && !timed)
            l.moveTime = DefaultMoveTime;
    } else {
        l.depth = depth ? std::clamp(*depth, 1, MaxDepth) : 0; // 0: as deep as the time allows
        if (depth)
            l.solveEmpties = depthSolveEmpties(*depth);
        // else: the engine's default threshold; the clock bounds the solve.
        l.clockRemaining = clockRemaining;
        l.clockIncrement = clockIncrement;
    }
    if (moveTime > 0)
        l.moveTime = l.moveTime > 0 ? std::min(l.moveTime, moveTime) : moveTime;
    if (caps.depth > 0)
        l.depth = l.depth > 0 ? std::min(l.depth, caps.depth) : caps.depth;
    if (caps.solveEmpties > 0)
        l.solveEmpties = std::min(l.solveEmpties, caps.solveEmpties);
    if (caps.moveTime > 0)
        l.moveTime = l.moveTime > 0 ? std::min(l.moveTime, caps.moveTime) : caps.moveTime;
    if (caps.nodes > 0)
        l.nodes = l.nodes > 0 ? std::min(l.nodes, caps.nodes) : caps.nodes;
    l.threads = threadsUsed();
    return l;
}

std::optional<HumanGroup> SearchSettings::humanGroup() const
{
    if (!level || depth || !human || *level < MinLevel || *level > MaxLevel)
        return std::nullopt;
    return Levels[std::size_t(*level - 1)].human;
}

double SearchSettings::humanTemperatureScale() const
{
    return humanGroup() ? Levels[std::size_t(*level - 1)].humanTemperatureScale : 1.0;
}

int SearchSettings::threadsUsed() const
{
    const int hardware = int(std::max(1u, std::thread::hardware_concurrency()));
    return std::clamp(threadsRequested, 1, hardware);
}

std::string SearchSettings::describe() const
{
    const SearchLimits l = limits();
    std::string s = "level ";
    if (level)
        s += std::to_string(*level) + " (" + std::string(Levels[std::size_t(*level - 1)].name) + ")";
    else
        s += depth || moveTime > 0 ? "none"
                                   : "default (" + std::to_string(DefaultLevelNumber) + ", at most "
                + std::to_string(int(DefaultMoveTime)) + " s a move)";
    if (humanGroup()) {
        s += ", human-like (" + std::string(humanGroupName(*humanGroup())) + " tournament players";
        if (humanTemperatureScale() != 1) {
            char scale[32];
            std::snprintf(scale, sizeof scale, ", temperatures x%.3g", humanTemperatureScale());
            s += scale;
        }
        s += ")";
    } else if (level && Levels[std::size_t(*level - 1)].human)
        s += ", engine level (no human-errors table)";
    s += ", depth " + (l.depth > 0 ? std::to_string(l.depth) : std::string("unlimited"));
    s += ", solve at " + std::to_string(l.solveEmpties) + " empties";
    char buf[64];
    if (moveTime > 0) {
        std::snprintf(buf, sizeof buf, ", %.3g s per move", moveTime);
        s += buf;
    }
    s += ", threads " + std::to_string(threadsUsed());
    if (threadsRequested != threadsUsed())
        s += " (" + std::to_string(threadsRequested) + " requested; " + std::to_string(threadsUsed())
            + " hardware threads)";
    s += ", eval " + evaluatorName;
    s += ", hash " + std::to_string(hashMiB) + " MiB";
    if (!bookRequested)
        s += ", book off";
    else
        s += bookName.empty() ? ", book on (no book loaded)" : ", book " + bookName;
    return s;
}

bool parseIntToken(std::string_view text, long long& value, long long min, long long max)
{
    if (!text.empty() && text.front() == '+')
        text.remove_prefix(1);
    long long v = 0;
    const auto [ptr, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
    if (text.empty() || ec != std::errc() || ptr != text.data() + text.size() || v < min || v > max)
        return false;
    value = v;
    return true;
}

bool parseDoubleToken(std::string_view text, double& value, double min, double max)
{
    if (text.empty() || text.size() > 64)
        return false;
    const std::string copy(text);
    char* end = nullptr;
    const double v = std::strtod(copy.c_str(), &end);
    if (end != copy.c_str() + copy.size() || !std::isfinite(v) || v < min || v > max)
        return false;
    value = v;
    return true;
}

std::string quoteForError(std::string_view text)
{
    std::string out = "'";
    for (char c : text.substr(0, 40))
        out += (c >= 0x20 && c < 0x7f) ? c : '?';
    if (text.size() > 40)
        out += "...";
    return out + "'";
}

} // namespace probcut::protocol
