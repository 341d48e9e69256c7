#pragma once
// Whitespace-separated fields of the engine's text files (MPC parameters, the human-errors
// table), read without copies and with every number checked to its last character.

#include <charconv>
#include <cmath>
#include <string_view>
#include <system_error>
#include <vector>

namespace probcut {

// The fields of `line`, split at spaces and tabs.
inline std::vector<std::string_view> splitWords(std::string_view line)
{
    std::vector<std::string_view> words;
    std::size_t i = 0;
    while (i < line.size()) {
        while (i < line.size() && (line[i] == ' ' || line[i] == '\t'))
            ++i;
        std::size_t j = i;
        while (j < line.size() && line[j] != ' ' && line[j] != '\t')
            ++j;
        if (j > i)
            words.push_back(line.substr(i, j - i));
        i = j;
    }
    return words;
}

// The whole of `s` as a number; false on anything else (trailing characters, overflow, and for
// doubles a value that is not finite).
inline bool parseInt(std::string_view s, int& v)
{
    const auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
    return ec == std::errc() && p == s.data() + s.size();
}

inline bool parseDouble(std::string_view s, double& v)
{
    const auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
    return ec == std::errc() && p == s.data() + s.size() && std::isfinite(v);
}

} // namespace probcut
