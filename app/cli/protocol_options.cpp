#include "app/cli/protocol_options.h"

#include "app/cli/eval_files.h"
#include "engine/eval/pattern.h"
#include "engine/eval/simple_evaluator.h"
#include "engine/search/levels.h"

#include <filesystem>
#include <iostream>

namespace probcut::cli {

namespace {

// A number option CLI::Range cannot check: it lets NaN through (every comparison with NaN is
// false) and has no open bounds. `problem` completes "--name: must be ..., got 'X'".
std::function<std::string(const std::string&)> numberCheck(
    double min, double max, bool positive, std::string problem)
{
    return [=](const std::string& text) {
        double v = 0;
        if (protocol::parseDoubleToken(text, v, min, max) && (!positive || v > 0))
            return std::string();
        return "must be " + problem + ", got '" + text + "'";
    };
}

// The evaluation chosen by --eval / --weights: the pattern evaluation when asked for or when
// the default weights file exists (auto), otherwise the simple one. nullptr and a message on
// `err` when asked-for weights cannot be loaded.
std::shared_ptr<const Evaluator> loadEvaluator(
    const ProtocolOptions& o, const std::string& command, std::ostream& err)
{
    const std::string mode = o.weights.empty() ? o.eval : "pattern";
    if (mode == "simple")
        return std::make_shared<SimpleEvaluator>();
    if (mode == "auto") {
        std::error_code ec;
        if (!std::filesystem::exists(defaultPatternWeightsPath(), ec))
            return std::make_shared<SimpleEvaluator>();
    }
    std::string error;
    auto weights = loadPatternWeights(o.weights, error);
    if (!weights) {
        err << command << ": cannot load the pattern weights: " << error << '\n';
        if (mode == "auto") {
            err << command << ": playing with the simple evaluation\n";
            return std::make_shared<SimpleEvaluator>();
        }
        return nullptr;
    }
    return std::make_shared<PatternEvaluator>(std::move(weights));
}

// The opening book chosen by --book / --book-file: the named file (which must load), or the
// default book when it is installed (a missing default is not an error: no book). nullptr with
// `ok` true: no book; `ok` false: a named book could not be loaded (message on `err`). `name`
// receives a description for status lines.
std::shared_ptr<const Book> loadBook(
    const ProtocolOptions& o, const std::string& command, std::ostream& err, bool& ok, std::string& name)
{
    ok = true;
    if (o.book == "off")
        return nullptr;
    std::string path = o.bookFile;
    if (path.empty()) {
        path = defaultResourcePath("book/book.pcb", "PROBCUT_BOOK");
        std::error_code ec;
        if (!std::filesystem::exists(path, ec))
            return nullptr; // no default book installed: play without one
    }
    std::string error;
    auto bytes = readFileBytes(path, error);
    if (!bytes) {
        err << command << ": cannot read the book: " << error << '\n';
        ok = false;
        return nullptr;
    }
    auto book = Book::parse(*bytes);
    if (!book) {
        err << command << ": " << path << ": " << book.error().message << " (the book was not loaded)\n";
        ok = false;
        return nullptr;
    }
    name = std::filesystem::path(path).filename().string() + " (" + std::to_string(book->size())
        + " positions)";
    return std::make_shared<const Book>(std::move(book).value());
}

// The Multi-ProbCut parameters shipped for `evaluator` (resources/mpc/mpc-<name>.txt, installed
// or in the source tree), or nullptr (searches stay exact; a damaged file is reported on `err`).
std::shared_ptr<const MpcParams> loadMpc(
    const Evaluator& evaluator, const std::string& command, std::ostream& err)
{
    const std::string path = defaultResourcePath("mpc/mpc-" + evaluator.name() + ".txt");
    std::error_code ec;
    if (!std::filesystem::exists(path, ec))
        return nullptr;
    std::string error;
    auto params = loadMpcParams(path, error);
    if (!params) {
        err << command << ": " << error << " (searches stay exact)\n";
        return nullptr;
    }
    return std::make_shared<const MpcParams>(std::move(*params));
}

// The human-like levels' table (resources/levels/human-errors.txt, or $PROBCUT_HUMAN_ERRORS),
// fitted with the pattern evaluation. nullptr, with the reason on `err`, when it is missing or
// corrupt or the evaluation is another: levels 1-4 then play as engine levels.
std::shared_ptr<const HumanCalibration> loadHuman(
    const Evaluator& evaluator, bool humanLevelChosen, const std::string& command, std::ostream& err)
{
    const char* const fallback = "; levels 1-4 play as engine levels, not human-like\n";
    if (evaluator.name() != "pattern") {
        if (humanLevelChosen)
            err << command << ": the human-like levels need the pattern evaluation" << fallback;
        return nullptr;
    }
    const std::string path = defaultResourcePath("levels/human-errors.txt", "PROBCUT_HUMAN_ERRORS");
    std::string error;
    auto bytes = readFileBytes(path, error);
    if (!bytes) {
        err << command << ": " << error << fallback;
        return nullptr;
    }
    auto table = parseHumanCalibration(
        std::string_view(reinterpret_cast<const char*>(bytes->data()), bytes->size()), path);
    if (!table) {
        err << command << ": " << table.error().message << fallback;
        return nullptr;
    }
    return std::make_shared<const HumanCalibration>(std::move(table).value());
}

} // namespace

const char* const ProtocolLevelsHelp
    = "Levels (--level) are the studio's table (README, Levels): midgame depth 1, 2, 3, 4, 6, 8, 10,\n"
      "12, 14, unlimited; exact solve from 4, 6, ..., 20, 24 empties; levels 9 and 10 cap a move at\n"
      "30 s and 60 s when no clock runs. Levels 1-4 are human-like: they play like weak (twice as\n"
      "carelessly at level 1), weak, average and strong tournament players\n"
      "(resources/levels/README.md), valuing every move at depth 10 and drawing one with human-sized\n"
      "mistakes; without their table they are the engine levels above.";

void addProtocolOptions(CLI::App& app, ProtocolOptions& o)
{
    using namespace protocol;
    protocol::SearchSettings& s = o.settings;
    app.add_option("--level", s.level,
           "Strength 1-10 (default: 10, Maximum, at most 1 s a move, when neither --depth nor --time is "
           "given; the "
           "levels are listed below)")
        ->check(CLI::Range(MinLevel, MaxLevel));
    app.add_option("--depth", s.depth,
           "Midgame depth 1-60 (overrides the level's depth; without a level it solves exactly from "
           "about 1.5 D empties, at most 24)")
        ->check(CLI::Range(1, MaxDepth));
    app.add_option("--time", s.moveTime,
           "At most this many seconds per move (a game clock, when given, also applies)")
        ->check(numberCheck(0, MaxMoveTime, true, "a positive number of seconds (at most 86400)"),
            "FLOAT in (0 - 86400]");
    app.add_option("--threads", s.threadsRequested,
           "Search threads (at most the hardware's threads are used): lazy SMP in the midgame, a parallel "
           "exact solve")
        ->check(CLI::Range(1, MaxThreads))
        ->capture_default_str();
    app.add_option("--hash", s.hashMiB, "Transposition table size in MiB")
        ->check(CLI::Range(MinHashMiB, MaxHashMiB))
        ->capture_default_str();
    app.add_option("--book", o.book, "Play book moves when an opening book is loaded")
        ->check(CLI::IsMember({"on", "off"}))
        ->capture_default_str();
    app.add_option("--book-file", o.bookFile,
           "The book to load (default: $PROBCUT_BOOK, the installed book, or resources/book/book.pcb; none "
           "when not there)")
        ->check(CLI::ExistingFile);
    app.add_option("--book-randomness", o.bookRandomness,
           "Choose among book moves within this many discs of the best")
        ->check(numberCheck(0, 64, false, "a number of discs from 0 to 64"), "FLOAT in [0 - 64]")
        ->capture_default_str();
    app.add_option("--eval", o.eval,
           "Evaluation: auto (the pattern one when its default weights file is installed, else simple), "
           "simple or pattern")
        ->check(CLI::IsMember({"auto", "simple", "pattern"}))
        ->capture_default_str();
    app.add_option("--weights", o.weights, "Pattern weights to evaluate with (implies --eval pattern)")
        ->check(CLI::ExistingFile);
}

std::optional<ProtocolEngine> buildProtocolEngine(
    const ProtocolOptions& o, const std::string& command, std::ostream& err)
{
    ProtocolEngine p;
    p.settings = o.settings;
    p.settings.bookRequested = o.book == "on";
    p.bookRandomness = o.bookRandomness;
    if (p.settings.threadsUsed() != p.settings.threadsRequested)
        err << command << ": using " << p.settings.threadsUsed() << " threads (the hardware's threads)\n";
    if (!o.weights.empty() && o.eval == "simple") {
        err << command << ": --weights needs the pattern evaluation, not --eval simple\n";
        return std::nullopt;
    }
    bool bookOk = true;
    p.book = loadBook(o, command, err, bookOk, p.settings.bookName);
    if (!bookOk)
        return std::nullopt;
    auto evaluator = loadEvaluator(o, command, err);
    if (!evaluator)
        return std::nullopt;
    p.settings.evaluatorName = evaluator->name();
    EngineOptions options;
    options.hashMiB = p.settings.hashMiB;
    p.engine = std::make_unique<Engine>(options);
    p.engine->setEvaluator(evaluator);
    // Fitted for this evaluation, so levels below 100 % confidence prune with Multi-ProbCut.
    if (auto mpc = loadMpc(*evaluator, command, err))
        p.engine->setMpcParams(mpc);
    const bool humanLevel = o.settings.level && *o.settings.level >= protocol::MinLevel
        && *o.settings.level <= protocol::MaxLevel && Levels[std::size_t(*o.settings.level - 1)].human;
    p.settings.human = loadHuman(*evaluator, humanLevel, command, err);
    return p;
}

void serveStandardInput(const std::function<bool(std::string_view line)>& handleLine)
{
    std::string line;
    while (std::getline(std::cin, line)) {
        if (!handleLine(line))
            return;
    }
}

} // namespace probcut::cli
