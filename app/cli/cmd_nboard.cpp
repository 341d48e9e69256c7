// `probcut nboard`: the engine for the NBoard GUI (protocol version 2) on stdin/stdout. The
// protocol itself is protocol::NboardSession; searches run on its task so ping is answered
// while thinking.
#include "app/cli/command.h"
#include "app/cli/protocol_options.h"
#include "app/protocol/nboard_session.h"
#include "engine/engine.h"

#include <iostream>
#include <random>
#include <string>

namespace probcut::cli {

namespace {

int runNboard(const std::vector<std::string>& argsIn, std::ostream& out, std::ostream& err)
{
    ArgParser args(argsIn);
    auto setup = setUpProtocolEngine(args, "nboard", err);
    if (!setup)
        return 2;
    Engine& engine = *setup->engine;
    const protocol::SearchSettings& settings = setup->settings;
    const auto& book = setup->book;
    const BookChoiceOptions& bookChoice = setup->bookChoice;
    // Each line is flushed as it is written: NBoard reads the engine line by line.
    protocol::NboardSession session(
        engine,
        [&out](std::string_view text) {
            out << text;
            out.flush();
        },
        settings);
    session.setBook(book, bookChoice.randomness, std::random_device{}());
    std::string line;
    while (std::getline(std::cin, line)) {
        if (!session.handleLine(line))
            return 0;
    }
    // End of input: the GUI is gone; the session's destructor stops any search.
    return 0;
}

} // namespace

Command nboardCommand()
{
    return {"nboard", "play through the NBoard protocol (version 2) on stdin/stdout",
        std::string("Usage: probcut nboard [options]\n\n"
                    "Speaks the NBoard protocol, version 2, for the NBoard GUI. Every line written\n"
                    "is flushed; searches run in the background, so 'ping' is answered at once\n"
                    "(after stopping the search).\n\n"
                    "Commands understood:\n"
                    "  nboard 2             answered 'set myname ProbCut'\n"
                    "  set depth N          searches N plies, solves exactly from about 1.5 N\n"
                    "                       empties (at most 24)\n"
                    "  set game GGF         the game so far (start position and moves)\n"
                    "  set contempt N       accepted (centidiscs) but not used by the search yet\n"
                    "  move SQ[/EVAL/TIME]  appends a move ('PA' for a pass)\n"
                    "  go                   answered 'nodestats NODES SECONDS' and\n"
                    "                       '=== MOVE/EVAL/TIME' (the move is not played; a\n"
                    "                       book move when the position is in the book)\n"
                    "  hint N               'search PV EVAL 0 DEPTH' lines for the N best moves\n"
                    "                       (DEPTH a ply count, or '100%' for an exact solve);\n"
                    "                       in the opening book 'book MOVE EVAL GAMES DEPTH' lines\n"
                    "                       and the best move outside it as a 'search' line\n"
                    "  analyze              'analysis PLY EVAL' for every position, last first\n"
                    "  learn                answered 'learned'; the game is not added to the book (use\n"
                    "                       probcut book to extend it)\n"
                    "  ping N               stops any search, answered 'pong N'\n"
                    "  quit\n"
                    "Unknown commands are ignored. Bad arguments of known commands change nothing\n"
                    "and are reported on a 'status' line. Evals are in discs for the side to move.\n\n"
                    "Options:\n")
            + ProtocolOptionsHelp + "\nExample: python3 ../shared/tools/nboard_check.py \"probcut nboard\"\n",
        runNboard};
}

} // namespace probcut::cli
