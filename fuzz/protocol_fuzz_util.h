#pragma once
// What the two protocol fuzz targets share: one small engine for the whole process (tables of
// 1 MiB, so a fuzz input costs no allocation), the tiny search caps every session runs under,
// and splitting an input into command lines.

#include "app/protocol/search_settings.h"
#include "engine/engine.h"

#include <string_view>
#include <vector>

namespace probcut::fuzz {

inline Engine& sharedEngine()
{
    static Engine engine([] {
        EngineOptions o;
        o.hashMiB = 1;
        o.endgameHashMiB = 1;
        o.infoIntervalMs = 0;
        return o;
    }());
    return engine;
}

// Level 1, and whatever depth, level, time or hash the commands set, searches of at most two
// plies, a few hundred nodes and 5 ms, exact solves only at 4 empties or fewer: thousands of
// command lines a second, so the fuzzer explores the protocol, not the search.
inline protocol::SearchSettings tinySettings()
{
    protocol::SearchSettings s;
    s.level = 1;
    s.hashMiB = 1;
    s.caps.depth = 2;
    s.caps.solveEmpties = 4;
    s.caps.moveTime = 0.005;
    s.caps.nodes = 500;
    s.caps.hashMiB = 1;
    return s;
}

// At most `maxLines` lines (a fuzz input of a few kilobytes is a few hundred commands at most).
inline std::vector<std::string_view> lines(std::string_view text, std::size_t maxLines = 64)
{
    std::vector<std::string_view> out;
    while (!text.empty() && out.size() < maxLines) {
        const std::size_t end = text.find('\n');
        out.push_back(text.substr(0, end));
        if (end == std::string_view::npos)
            break;
        text.remove_prefix(end + 1);
    }
    return out;
}

} // namespace probcut::fuzz
