#include "app/cli/protocol_options.h"

#include "app/cli/eval_files.h"
#include "engine/eval/pattern.h"
#include "engine/eval/simple_evaluator.h"

#include <cstdlib>
#include <filesystem>
#include <ostream>

namespace probcut::cli {

const char* const ProtocolOptionsHelp
    = "  --level L       strength 1-10, the studio's table (default 5, Intermediate): midgame\n"
      "                  depth 1, 2, 3, 4, 6, 8, 10, 12, 14, unlimited; exact solve from\n"
      "                  4, 6, ..., 20, 24 empties; levels 9 and 10 cap a move at 30 s and\n"
      "                  60 s when no clock runs (README, Levels)\n"
      "  --depth D       midgame depth 1-60 (overrides the level's depth; without a level it\n"
      "                  solves exactly from about 1.5 D empties, at most 24)\n"
      "  --time S        at most S seconds per move (a game clock, when given, also applies)\n"
      "  --threads N     search threads, 1-1024 (default 1; at most the hardware's threads\n"
      "                  are used): lazy SMP in the midgame, a parallel exact solve\n"
      "  --hash MiB      transposition table size, 1-4096 (default 64)\n"
      "  --book on|off   play book moves when an opening book is loaded (default on)\n"
      "  --book-file F   the book to load (default: $PROBCUT_BOOK, the installed book, or\n"
      "                  resources/book/book.pcb; none when not there)\n"
      "  --book-randomness R  choose among book moves within R discs of the best (default 0)\n"
      "  --eval E        auto (default: the pattern evaluation when its default weights file\n"
      "                  is installed, else simple) | simple | pattern\n"
      "  --weights FILE  pattern weights to evaluate with (implies --eval pattern)\n";

bool parseProtocolOptions(ArgParser& args, const std::string& command, protocol::SearchSettings& settings,
    EvaluatorChoice& evaluator, BookChoiceOptions& bookChoice, std::ostream& err)
{
    using namespace protocol;
    const auto level = args.option("--level");
    const auto depth = args.option("--depth");
    const auto time = args.option("--time");
    const auto threads = args.option("--threads");
    const auto hash = args.option("--hash");
    const auto book = args.option("--book");
    const auto eval = args.option("--eval");
    const auto weights = args.option("--weights");
    const auto bookFile = args.option("--book-file");
    const auto bookRandomness = args.option("--book-randomness");
    if (!args.error.empty()) {
        err << command << ": " << args.error << '\n';
        return false;
    }
    long long v = 0;
    if (level) {
        if (!parseIntToken(*level, v, MinLevel, MaxLevel)) {
            err << command << ": --level must be an integer from 1 to 10, got '" << *level << "'\n";
            return false;
        }
        settings.level = int(v);
    }
    if (depth) {
        if (!parseIntToken(*depth, v, 1, MaxDepth)) {
            err << command << ": --depth must be an integer from 1 to 60, got '" << *depth << "'\n";
            return false;
        }
        settings.depth = int(v);
    }
    if (time) {
        double s = 0;
        if (!parseDoubleToken(*time, s, 0, MaxMoveTime) || s <= 0) {
            err << command << ": --time must be a positive number of seconds (at most 86400), got '" << *time
                << "'\n";
            return false;
        }
        settings.moveTime = s;
    }
    if (threads) {
        if (!parseIntToken(*threads, v, 1, MaxThreads)) {
            err << command << ": --threads must be an integer from 1 to 1024, got '" << *threads << "'\n";
            return false;
        }
        settings.threadsRequested = int(v);
        if (settings.threadsUsed() != v)
            err << command << ": using " << settings.threadsUsed() << " threads (the hardware's threads)\n";
    }
    if (hash) {
        if (!parseIntToken(*hash, v, (long long)MinHashMiB, (long long)MaxHashMiB)) {
            err << command << ": --hash must be a size in MiB from 1 to 4096, got '" << *hash << "'\n";
            return false;
        }
        settings.hashMiB = std::size_t(v);
    }
    if (book) {
        if (*book == "on")
            settings.bookRequested = true;
        else if (*book == "off")
            settings.bookRequested = false;
        else {
            err << command << ": --book must be on or off, got '" << *book << "'\n";
            return false;
        }
    }
    if (bookFile)
        bookChoice.path = *bookFile;
    if (bookRandomness && !parseDoubleToken(*bookRandomness, bookChoice.randomness, 0, 64)) {
        err << command << ": --book-randomness must be a number of discs from 0 to 64, got '"
            << *bookRandomness << "'\n";
        return false;
    }
    if (eval) {
        if (*eval != "auto" && *eval != "simple" && *eval != "pattern") {
            err << command << ": --eval must be auto, simple or pattern, got '" << *eval << "'\n";
            return false;
        }
        evaluator.mode = *eval;
    }
    if (weights) {
        if (eval && *eval == "simple") {
            err << command << ": --weights needs the pattern evaluation, not --eval simple\n";
            return false;
        }
        evaluator.mode = "pattern";
        evaluator.weightsPath = *weights;
    }
    if (!args.rest().empty()) {
        err << command << ": unexpected argument '" << args.rest().front() << "' (see probcut " << command
            << " --help)\n";
        return false;
    }
    return true;
}

std::shared_ptr<const Evaluator> loadProtocolEvaluator(
    const EvaluatorChoice& choice, const std::string& command, std::ostream& err)
{
    if (choice.mode == "simple")
        return std::make_shared<SimpleEvaluator>();
    if (choice.mode == "auto") {
        std::error_code ec;
        if (!std::filesystem::exists(defaultPatternWeightsPath(), ec))
            return std::make_shared<SimpleEvaluator>();
    }
    std::string error;
    auto weights = loadPatternWeights(choice.weightsPath, error);
    if (!weights) {
        err << command << ": cannot load the pattern weights: " << error << '\n';
        if (choice.mode == "auto") {
            err << command << ": playing with the simple evaluation\n";
            return std::make_shared<SimpleEvaluator>();
        }
        return nullptr;
    }
    return std::make_shared<PatternEvaluator>(std::move(weights));
}

std::shared_ptr<const Book> loadProtocolBook(const protocol::SearchSettings& settings,
    const BookChoiceOptions& choice, const std::string& command, std::ostream& err, bool& ok,
    std::string& name)
{
    ok = true;
    if (!settings.bookRequested)
        return nullptr;
    std::string path = choice.path;
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

std::shared_ptr<const MpcParams> loadProtocolMpc(
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

std::optional<ProtocolEngine> setUpProtocolEngine(
    ArgParser& args, const std::string& command, std::ostream& err)
{
    ProtocolEngine p;
    EvaluatorChoice evalChoice;
    if (!parseProtocolOptions(args, command, p.settings, evalChoice, p.bookChoice, err))
        return std::nullopt;
    bool bookOk = true;
    p.book = loadProtocolBook(p.settings, p.bookChoice, command, err, bookOk, p.settings.bookName);
    if (!bookOk)
        return std::nullopt;
    auto evaluator = loadProtocolEvaluator(evalChoice, command, err);
    if (!evaluator)
        return std::nullopt;
    p.settings.evaluatorName = evaluator->name();
    EngineOptions options;
    options.hashMiB = p.settings.hashMiB;
    p.engine = std::make_unique<Engine>(options);
    p.engine->setEvaluator(evaluator);
    // Fitted for this evaluation, so levels below 100 % confidence prune with Multi-ProbCut.
    if (auto mpc = loadProtocolMpc(*evaluator, command, err))
        p.engine->setMpcParams(mpc);
    return p;
}

} // namespace probcut::cli
