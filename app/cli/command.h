#pragma once
// The `probcut` command-line tool is a table of commands; each lives in its own cmd_*.cpp and
// registers here through commands.cpp. A command gets its arguments (after the command name)
// and the output streams, and returns the process exit code: 0 success, 1 a failed check
// (e.g. a wrong score), 2 bad usage or bad input.

#include <functional>
#include <iosfwd>
#include <optional>
#include <string>
#include <vector>

namespace probcut::cli {

struct Command {
    std::string name;
    std::string summary; // one line for `probcut --help`
    std::string usage;   // the full text of `probcut <name> --help`
    std::function<int(const std::vector<std::string>& args, std::ostream& out, std::ostream& err)> run;
};

const std::vector<Command>& commands();

// Helpers shared by commands.
struct ArgParser {
    explicit ArgParser(std::vector<std::string> args) : m_args(std::move(args)) {}
    // True if `--name` is present (removes it).
    bool flag(const std::string& name);
    // Value of `--name VALUE` or `--name=VALUE` (removes it); empty optional when absent.
    // Sets `error` when the option is present without a value.
    std::optional<std::string> option(const std::string& name);
    std::vector<std::string>& rest() { return m_args; }
    std::string error;

private:
    std::vector<std::string> m_args;
};

bool parseInt(const std::string& text, long long& value, long long min, long long max);
bool parseDouble(const std::string& text, double& value);
// Comma-separated integers, each in [min, max] (replaces `values`); false on any bad item. An
// empty text gives an empty list: callers that need a value check for it.
bool parseIntList(const std::string& text, std::vector<long long>& values, long long min, long long max);
// The message for a --kernel value parseKernelName() refused: the choices, and why a known
// kernel cannot run here.
std::string kernelChoiceError(const std::string& text);

} // namespace probcut::cli
