#pragma once
// Errors at the engine boundary are values (CONVENTIONS.md §2): a parser or loader returns
// Result<T>, holding either the value or an Error that says what is wrong and, for text input,
// where (a character offset, so callers can point at it).

#include <cstddef>
#include <string>
#include <utility>
#include <variant>

namespace probcut {

struct Error {
    static constexpr std::size_t NoOffset = std::size_t(-1);
    std::string message;
    std::size_t offset = NoOffset;

    // "message" or "character N: message" (1-based for humans).
    std::string describe() const
    {
        if (offset == NoOffset)
            return message;
        return "character " + std::to_string(offset + 1) + ": " + message;
    }
};

template <class T>
class Result {
public:
    Result(T value) : m_v(std::move(value)) {}
    Result(Error error) : m_v(std::move(error)) {}

    bool ok() const { return m_v.index() == 0; }
    explicit operator bool() const { return ok(); }
    const T& value() const& { return std::get<0>(m_v); }
    T& value() & { return std::get<0>(m_v); }
    T&& value() && { return std::get<0>(std::move(m_v)); }
    const T* operator->() const { return &std::get<0>(m_v); }
    const T& operator*() const { return std::get<0>(m_v); }
    const Error& error() const { return std::get<1>(m_v); }

private:
    std::variant<T, Error> m_v;
};

} // namespace probcut
