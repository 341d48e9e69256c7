// `probcut gtp`: the engine as a Go Text Protocol player on stdin/stdout, for Othello GUIs and
// referees (Quarry, GoGui, gtp_match.py). The protocol itself is protocol::GtpSession; the
// options and the start-up are shared with `probcut nboard` (protocol_options.h).
#include "app/cli/command.h"
#include "app/cli/protocol_options.h"
#include "app/protocol/gtp_session.h"

#include <memory>
#include <string>

namespace probcut::cli {

Command gtpCommand()
{
    return {
        "gtp", "Play through the Go Text Protocol (GTP 2) on stdin/stdout", [](CLI::App& app) -> Action {
            app.description(
                "Speaks GTP version 2 as Othello programs use it (Quarry, GoGui, gtp-rhino): an 8x8\n"
                "board, vertices a1..h8 (a1 top-left, either case; replies in upper case), colours\n"
                "black/b and white/w, 'pass' as a move. Responses are '= result' or '? error',\n"
                "each followed by an empty line; a numeric id before a command is echoed.\n\n"
                "GTP commands:\n"
                "  protocol_version, name, version, known_command NAME, list_commands, quit\n"
                "  boardsize 8, clear_board, komi K (added to White in final_score)\n"
                "  play COLOR VERTEX|pass    a pass the controller left implicit is inserted\n"
                "  genmove COLOR             plays and answers the engine's move, or 'pass' when\n"
                "                            the side has no legal move or the game is over\n"
                "  reg_genmove COLOR         the move genmove would play, without playing it\n"
                "  undo, final_score (B+n, W+n or 0; empties go to the winner), showboard\n"
                "  time_settings MAIN BYO_YOMI_TIME BYO_YOMI_STONES\n"
                "  time_left COLOR SECONDS STONES\n"
                "                            honoured: the engine keeps each side's clock, charges\n"
                "                            its own thinking to it and budgets every move from it\n"
                "  set_level L, set_depth D (0 = none), set_time S (seconds per move, 0 = none),\n"
                "  set_threads N, set_hash MiB, set_book on|off (book moves, when a book\n"
                "  is loaded, are played without searching)\n"
                "  probcut-settings          the settings in effect, cputime");
            app.footer(std::string(ProtocolLevelsHelp)
                + "\nWithout --time, --level or --depth the engine plays at level 10 (Maximum) for at most\n"
                  "1 s a move (no clock) or as its clock allows; with a time limit or\n"
                  "a GTP clock and no level or depth it searches as deep as the time allows.\n"
                  "Example: python3 ../shared/tools/gtp_match.py --a \"probcut gtp --time 0.2\" \\\n"
                  "             --b \"/usr/games/gtp-rhino -l 5\"");
            return protocolAction<protocol::GtpSession>(
                app, "gtp", [](Engine& engine, ProtocolSink sink, const protocol::SearchSettings& settings) {
                    return std::make_unique<protocol::GtpSession>(
                        engine, PROBCUT_VERSION, std::move(sink), settings);
                });
        }};
}

} // namespace probcut::cli
