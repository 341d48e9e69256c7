#pragma once
// What `probcut gtp` and `probcut nboard` share: the engine options (--level, --depth, --time,
// --threads, --hash, --book, --book-file, --book-randomness, --eval, --weights) declared once
// on each command's CLI11 app, the engine they set up (evaluation, Multi-ProbCut parameters,
// opening book), and the loop that feeds standard input to the protocol session line by line.

#include "app/cli/command.h"
#include "app/protocol/search_settings.h"
#include "engine/book/book.h"
#include "engine/engine.h"

#include <functional>
#include <iosfwd>
#include <memory>
#include <optional>
#include <random>
#include <string>
#include <string_view>

namespace probcut::cli {

// The parsed options. The search settings are parsed in place; the rest is resolved into files
// by buildProtocolEngine.
struct ProtocolOptions {
    protocol::SearchSettings settings;
    std::string book = "on";   // on | off (settings.bookRequested)
    std::string bookFile;      // empty: $PROBCUT_BOOK, the installed book or the source tree's
    double bookRandomness = 0; // discs
    std::string eval = "auto"; // auto | simple | pattern
    std::string weights;       // empty: the default file; given: the pattern evaluation
};

// Declares the options on a protocol command's app, storing into `o`.
void addProtocolOptions(CLI::App& app, ProtocolOptions& o);
// What the levels mean, for the commands' help footers.
extern const char* const ProtocolLevelsHelp;

// Everything both protocol commands set up from their options: the settings, the book and an
// engine with the chosen evaluation and the Multi-ProbCut parameters fitted for it.
struct ProtocolEngine {
    protocol::SearchSettings settings;
    std::shared_ptr<const Book> book; // nullptr: none (off, or no default installed)
    double bookRandomness = 0;
    std::unique_ptr<Engine> engine;
};

// Checks what CLI11 cannot (--weights against --eval simple), loads the book, the evaluation
// and its Multi-ProbCut parameters and builds the engine; nullopt after printing
// "<command>: ..." on `err` when a named file cannot be loaded.
std::optional<ProtocolEngine> buildProtocolEngine(
    const ProtocolOptions& o, const std::string& command, std::ostream& err);

// Feeds standard input to `handleLine` line by line until it returns false or the input ends
// (the GUI or referee is gone).
void serveStandardInput(const std::function<bool(std::string_view line)>& handleLine);

// The action of a protocol command: declares the shared options on `app`; when run, builds the
// engine, starts a Session on it (made by `make(engine, sink, settings)`) whose output is
// flushed as written (GUIs and referees read line by line) and serves standard input to it.
// Exit code 2 when the engine cannot be built, else 0.
using ProtocolSink = std::function<void(std::string_view text)>;
template <class Session>
using SessionFactory
    = std::function<std::unique_ptr<Session>(Engine&, ProtocolSink, const protocol::SearchSettings&)>;

template <class Session>
Action protocolAction(CLI::App& app, const std::string& command, SessionFactory<Session> make)
{
    auto o = std::make_shared<ProtocolOptions>();
    addProtocolOptions(app, *o);
    return [o, command, make](std::ostream& out, std::ostream& err) {
        auto setup = buildProtocolEngine(*o, command, err);
        if (!setup)
            return 2;
        // Declared after the engine so that it is destroyed first (it may run a search on it).
        std::unique_ptr<Session> session = make(
            *setup->engine,
            [&out](std::string_view text) {
                out << text;
                out.flush();
            },
            setup->settings);
        session->setBook(setup->book, setup->bookRandomness, std::random_device{}());
        serveStandardInput([&session](std::string_view line) { return session->handleLine(line); });
        return 0;
    };
}

} // namespace probcut::cli
