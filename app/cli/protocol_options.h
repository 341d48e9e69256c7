#pragma once
// The engine options `probcut gtp` and `probcut nboard` share (--level, --depth, --time,
// --threads, --hash, --book), parsed into protocol::SearchSettings with one error message style.

#include "app/cli/command.h"
#include "app/protocol/search_settings.h"

#include <iosfwd>

namespace probcut::cli {

// Removes the options it knows from `args`; on bad input prints "<command>: ..." to `err` and
// returns false.
bool parseProtocolOptions(ArgParser& args, const std::string& command, protocol::SearchSettings& settings,
    std::ostream& err);

// The option lines of both commands' --help.
extern const char* const ProtocolOptionsHelp;

} // namespace probcut::cli
