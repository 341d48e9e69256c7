#include "app/cli/command.h"

#include <charconv>
#include <cstdlib>
#include <sstream>

namespace probcut::cli {

bool ArgParser::flag(const std::string& name)
{
    for (auto it = m_args.begin(); it != m_args.end(); ++it) {
        if (*it == name) {
            m_args.erase(it);
            return true;
        }
    }
    return false;
}

std::optional<std::string> ArgParser::option(const std::string& name)
{
    for (auto it = m_args.begin(); it != m_args.end(); ++it) {
        if (*it == name) {
            if (it + 1 == m_args.end()) {
                error = "option " + name + " needs a value";
                m_args.erase(it);
                return std::nullopt;
            }
            std::string value = *(it + 1);
            m_args.erase(it, it + 2);
            return value;
        }
        if (it->rfind(name + "=", 0) == 0) {
            std::string value = it->substr(name.size() + 1);
            m_args.erase(it);
            return value;
        }
    }
    return std::nullopt;
}

bool parseInt(const std::string& text, long long& value, long long min, long long max)
{
    long long v = 0;
    const auto [ptr, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
    if (text.empty() || ec != std::errc() || ptr != text.data() + text.size() || v < min || v > max)
        return false;
    value = v;
    return true;
}

bool parseIntList(const std::string& text, std::vector<long long>& values, long long min, long long max)
{
    std::stringstream ss(text);
    std::string item;
    values.clear();
    while (std::getline(ss, item, ',')) {
        long long v = 0;
        if (!parseInt(item, v, min, max))
            return false;
        values.push_back(v);
    }
    return true;
}

bool parseDouble(const std::string& text, double& value)
{
    if (text.empty())
        return false;
    char* end = nullptr;
    const double v = std::strtod(text.c_str(), &end);
    if (end != text.c_str() + text.size() || !(v == v))
        return false;
    value = v;
    return true;
}

std::string kernelChoiceError(const std::string& text)
{
    std::string message = "kernel must be portable, avx2, avx512 or auto";
    if (text == "avx2")
        message += " (this CPU or build has no AVX2/BMI2)";
    else if (text == "avx512")
        message += " (this CPU or build has no AVX-512)";
    return message;
}

} // namespace probcut::cli
