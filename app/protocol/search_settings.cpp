#include "app/protocol/search_settings.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <cstdlib>

namespace probcut::protocol {

LevelLimits levelLimits(int level)
{
    const int l = std::clamp(level, MinLevel, MaxLevel);
    return LevelLimits{l, std::min(24, l + l / 2)};
}

SearchLimits SearchSettings::limits(double clockRemaining, double clockIncrement) const
{
    SearchLimits l;
    const bool timed = moveTime > 0 || clockRemaining > 0;
    if (depth)
        l.depth = std::clamp(*depth, 1, MaxDepth);
    else if (level)
        l.depth = levelLimits(*level).depth;
    else if (!timed)
        l.depth = levelLimits(DefaultLevel).depth;
    else
        l.depth = 0; // as deep as the time allows
    if (level)
        l.solveEmpties = levelLimits(*level).solveEmpties;
    else if (depth)
        l.solveEmpties = levelLimits(*depth).solveEmpties;
    else if (!timed)
        l.solveEmpties = levelLimits(DefaultLevel).solveEmpties;
    // else: the engine's default threshold; the clock bounds the solve.
    l.moveTime = moveTime;
    l.clockRemaining = clockRemaining;
    l.clockIncrement = clockIncrement;
    return l;
}

std::string SearchSettings::describe() const
{
    const SearchLimits l = limits();
    std::string s = "level " + (level ? std::to_string(*level) : std::string("default"));
    s += ", depth " + (l.depth > 0 ? std::to_string(l.depth) : std::string("unlimited"));
    s += ", solve at " + std::to_string(l.solveEmpties) + " empties";
    char buf[64];
    if (moveTime > 0) {
        std::snprintf(buf, sizeof buf, ", %.3g s per move", moveTime);
        s += buf;
    }
    s += ", threads " + std::to_string(threadsUsed());
    if (threadsRequested != threadsUsed())
        s += " (" + std::to_string(threadsRequested) + " requested; parallel search is not implemented)";
    s += ", eval " + evaluatorName;
    s += ", hash " + std::to_string(hashMiB) + " MiB";
    s += bookRequested ? ", book on (no book loaded)" : ", book off";
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
