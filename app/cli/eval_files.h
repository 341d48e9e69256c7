#pragma once
// File-level helpers shared by the CLI commands: reading whole files (gzip transparently,
// through zlib), writing files atomically, and finding and loading the shipped pattern weights
// and Multi-ProbCut parameters. The engine only sees bytes; these are the places that open files.

#include "engine/eval/evaluator.h"
#include "engine/eval/weights.h"
#include "engine/search/multi_probcut.h"

#include <iosfwd>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace probcut::cli {

// The whole file; *.gz files are decompressed. On failure returns nullopt and sets `error`.
std::optional<std::vector<std::uint8_t>> readFileBytes(const std::string& path, std::string& error);
// Write-then-rename, so a crash never leaves a half-written file under `path`.
bool writeFileAtomic(const std::string& path, const std::vector<std::uint8_t>& bytes, std::string& error);

// A shipped resource (`relative` under resources/, e.g. "book/book.pcb"): the value of the
// environment variable `envVar` when set, then the installed share/probcut-studio/ beside the
// binary, then the source tree's resources/ (for builds run in place).
std::string defaultResourcePath(const std::string& relative, const char* envVar = nullptr);
// Where the default weights are: $PROBCUT_WEIGHTS, installed, or in the source tree.
std::string defaultPatternWeightsPath();
// Loads `path` (or the default when empty); the error names the file and the problem.
std::shared_ptr<const PatternWeights> loadPatternWeights(const std::string& path, std::string& error);

// Reads and parses a Multi-ProbCut parameter file. On failure returns nullopt and sets `error`:
// the read error, or "<path>: <what is wrong>" when the file does not parse.
std::optional<MpcParams> loadMpcParams(const std::string& path, std::string& error);

// The evaluation named on a command line: "simple", "pattern" (the default weights) or a
// weights file. nullptr after printing "<command>: ..." on `err` when the weights cannot be read.
std::shared_ptr<const Evaluator> loadEvaluatorByName(
    const std::string& choice, const std::string& command, std::ostream& err);

} // namespace probcut::cli
