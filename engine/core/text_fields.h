#pragma once
// Lines and fields of the engine's machine-written text files (MPC parameters and samples, the
// human-errors table), read without copies and with every number checked to its last
// character; the FNV-1a checksum line that ends the MPC files.

#include "engine/core/fnv1a.h"

#include <charconv>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <optional>
#include <string>
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

// Words separated by single spaces, for formats whose every byte is written by a program:
// tabs, double spaces, carriage returns and blanks at either end are damage and rejected
// (false).
inline bool splitSingleSpaced(std::string_view line, std::vector<std::string_view>& words)
{
    words.clear();
    std::size_t i = 0;
    while (true) {
        const std::size_t j = line.find(' ', i);
        const std::string_view w
            = line.substr(i, j == std::string_view::npos ? std::string_view::npos : j - i);
        if (w.empty() || w.find('\t') != std::string_view::npos || w.find('\r') != std::string_view::npos)
            return false;
        words.push_back(w);
        if (j == std::string_view::npos)
            return true;
        i = j + 1;
    }
}

// The whole of `s` as a number; false on anything else (a sign '+', blanks, trailing
// characters, overflow, and for doubles a value that is not finite). Independent of the C
// locale, unlike strtod, whose decimal point follows LC_NUMERIC once Qt has set the locale.
template <class Int>
bool parseInt(std::string_view s, Int& v)
{
    const auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
    return ec == std::errc() && p == s.data() + s.size();
}

inline bool parseDouble(std::string_view s, double& v)
{
    const auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
    return ec == std::errc() && p == s.data() + s.size() && std::isfinite(v);
}

// The lines of a text in which every line ends with '\n'.
class TextLines {
public:
    explicit TextLines(std::string_view text) : m_text(text) {}

    // The next line without its '\n'; nullopt at the end of the text, and where the text ends
    // inside a line (then truncated()).
    std::optional<std::string_view> next()
    {
        if (m_next >= m_text.size())
            return std::nullopt;
        const std::size_t end = m_text.find('\n', m_next);
        if (end == std::string_view::npos) {
            m_truncated = true;
            return std::nullopt;
        }
        m_start = m_next;
        m_next = end + 1;
        ++m_number;
        return m_text.substr(m_start, end - m_start);
    }
    bool truncated() const { return m_truncated; }
    int number() const { return m_number; } // of the line last returned, from 1
    // All text above the line last returned (what a checksum line covers).
    std::string_view before() const { return m_text.substr(0, m_start); }

private:
    std::string_view m_text;
    std::size_t m_next = 0, m_start = 0;
    int m_number = 0;
    bool m_truncated = false;
};

// Appends 'checksum <16 hex digits>\n', the FNV-1a hash of all of `text` before it.
inline void appendChecksumLine(std::string& text)
{
    char line[40];
    std::snprintf(line, sizeof line, "checksum %016llx\n", static_cast<unsigned long long>(fnv1a64(text)));
    text += line;
}

// What is wrong with the line `words` read as 'checksum <16 hex digits>' over `before` (the
// text above it), or nullopt.
inline std::optional<std::string> checksumLineProblem(
    const std::vector<std::string_view>& words, std::string_view before)
{
    std::uint64_t want = 0;
    if (words.size() != 2 || words[0] != "checksum" || words[1].size() != 16
        || std::from_chars(words[1].data(), words[1].data() + 16, want, 16).ptr != words[1].data() + 16)
        return "expected 'checksum <16 hex digits>'";
    if (fnv1a64(before) != want)
        return "checksum mismatch: the file is corrupted or was edited by hand";
    return std::nullopt;
}

} // namespace probcut
