#pragma once
// The engine options `probcut gtp` and `probcut nboard` share (--level, --depth, --time,
// --threads, --hash, --book, --eval, --weights), parsed into protocol::SearchSettings with one
// error message style, and the evaluation they select.

#include "app/cli/command.h"
#include "app/protocol/search_settings.h"
#include "engine/book/book.h"
#include "engine/engine.h"
#include "engine/eval/evaluator.h"
#include "engine/search/multi_probcut.h"

#include <iosfwd>
#include <memory>
#include <optional>

namespace probcut::cli {

// The evaluation chosen by --eval / --weights (already parsed by parseProtocolOptions): the
// pattern evaluation when asked for or when the default weights file exists (auto), otherwise
// the simple one. nullptr and a message on `err` when asked-for weights cannot be loaded.
struct EvaluatorChoice {
    std::string mode = "auto"; // auto | simple | pattern
    std::string weightsPath;   // empty: the default file
};
std::shared_ptr<const Evaluator> loadProtocolEvaluator(
    const EvaluatorChoice& choice, const std::string& command, std::ostream& err);

// The opening book chosen by --book / --book-file: the named file (which must load), or the
// default book when it is installed (a missing default is not an error: no book).
struct BookChoiceOptions {
    std::string path; // empty: the default file
    double randomness = 0;
};
// nullptr with `ok` true: no book (off, or no default installed); `ok` false: a named book
// could not be loaded (message on `err`). `name` receives a description for status lines.
std::shared_ptr<const Book> loadProtocolBook(const protocol::SearchSettings& settings,
    const BookChoiceOptions& choice, const std::string& command, std::ostream& err, bool& ok,
    std::string& name);

// Removes the options it knows from `args`; on bad input prints "<command>: ..." to `err` and
// returns false.
bool parseProtocolOptions(ArgParser& args, const std::string& command, protocol::SearchSettings& settings,
    EvaluatorChoice& evaluator, BookChoiceOptions& book, std::ostream& err);

// The Multi-ProbCut parameters shipped for `evaluator` (resources/mpc/mpc-<name>.txt, installed
// or in the source tree), or nullptr (searches stay exact; a damaged file is reported on `err`).
std::shared_ptr<const MpcParams> loadProtocolMpc(
    const Evaluator& evaluator, const std::string& command, std::ostream& err);

// Everything both protocol commands set up from their options: the settings, the book and an
// engine with the chosen evaluation and the Multi-ProbCut parameters fitted for it.
struct ProtocolEngine {
    protocol::SearchSettings settings;
    BookChoiceOptions bookChoice;
    std::shared_ptr<const Book> book;
    std::unique_ptr<Engine> engine;
};
// Parses the options and builds the engine; nullopt after printing the problem on `err`.
std::optional<ProtocolEngine> setUpProtocolEngine(
    ArgParser& args, const std::string& command, std::ostream& err);

// The option lines of both commands' --help.
extern const char* const ProtocolOptionsHelp;

} // namespace probcut::cli
