// `probcut nboard`: the engine for the NBoard GUI (protocol version 2) on stdin/stdout. The
// protocol itself is protocol::NboardSession; searches run on its task so ping is answered
// while thinking. The options and the start-up are shared with `probcut gtp`
// (protocol_options.h); at the end of input the session's destructor stops any search.
#include "app/cli/command.h"
#include "app/cli/protocol_options.h"
#include "app/protocol/nboard_session.h"

#include <memory>
#include <string>

namespace probcut::cli {

Command nboardCommand()
{
    return {"nboard", "Play through the NBoard protocol (version 2) on stdin/stdout",
        [](CLI::App& app) -> Action {
            app.description(
                "Speaks the NBoard protocol, version 2, for the NBoard GUI. Every line written\n"
                "is flushed; searches run in the background, so 'ping' is answered at once\n"
                "(after stopping the search).\n\n"
                "NBoard commands understood:\n"
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
                "                       probcut book add to teach it a game)\n"
                "  ping N               stops any search, answered 'pong N'\n"
                "  quit\n"
                "Unknown commands are ignored. Bad arguments of known commands change nothing\n"
                "and are reported on a 'status' line. Evals are in discs for the side to move.");
            app.footer(std::string(ProtocolLevelsHelp)
                + "\nExample: python3 ../shared/tools/nboard_check.py \"probcut nboard\"");
            return protocolAction<protocol::NboardSession>(app, "nboard",
                [](Engine& engine, ProtocolSink sink, const protocol::SearchSettings& settings) {
                    return std::make_unique<protocol::NboardSession>(engine, std::move(sink), settings);
                });
        }};
}

} // namespace probcut::cli
