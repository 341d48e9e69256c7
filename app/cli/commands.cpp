#include "app/cli/command.h"

namespace probcut::cli {

Command perftCommand(); // cmd_perft.cpp

const std::vector<Command>& commands()
{
    static const std::vector<Command> all = {
        perftCommand(),
    };
    return all;
}

} // namespace probcut::cli
