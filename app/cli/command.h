#pragma once
// The command-line tools (`probcut`, what users run, and `probcut-lab`, what made the shipped
// data) are tables of commands parsed with CLI11 (CONVENTIONS.md §4): each command declares its
// options once, with type, range and help, on its own CLI11 subcommand and returns the action to
// run after a successful parse. `--help` is generated; bad values are refused with CLI11's
// message and exit code 2. An action returns the process exit code: 0 success, 1 a failed check
// (e.g. a wrong score), 2 bad input found after parsing (an unreadable file, a bad position).

#include "engine/core/kernel.h"
#include "engine/search/search_limits.h"

#include <CLI/CLI.hpp>

#include <functional>
#include <iosfwd>
#include <optional>
#include <string>
#include <vector>

namespace probcut::cli {

using Action = std::function<int(std::ostream& out, std::ostream& err)>;

struct Command {
    std::string name;
    std::string summary; // one line for `<program> --help`
    // Declares the options on `app` (this command's subcommand; set its description and footer
    // there too) and returns the action; the action reads the values the parse stored.
    std::function<Action(CLI::App& app)> declare;
};

// Parses argv against `commands` and runs the chosen one. `footer` closes the top-level help.
int runProgram(const std::string& program, const std::string& description, const std::string& footer,
    const std::vector<Command>& commands, int argc, char** argv);

// Shared option helpers.
// --kernel portable|avx2|avx512|auto: refuses a kernel this CPU or build lacks, with the reason.
CLI::Option* addKernelOption(CLI::App& app, KernelKind& kernel);
// A CLI11 validator for "K/N" shard specs is in app/lab; positions are checked by the commands
// (parseBoardString gives messages that point at the character at fault).

// Whole-text numbers inside option values that CLI11 does not parse itself (lists, player
// specs, file fields): an integer in [min, max], a number that is not NaN.
bool parseInt(const std::string& text, long long& value, long long min, long long max);
bool parseDouble(const std::string& text, double& value);

// Multi-cut parameters "C,M,R" (cutoffs, moves tried, depth reduction): 1 <= C <= M <= 64,
// 0 <= R <= 30.
std::optional<MultiCutParams> parseMultiCut(const std::string& text);

// printf-style formatting of one number, e.g. fmt("%.3f", seconds).
std::string fmt(const char* format, double value);

} // namespace probcut::cli
