#include "app/cli/command.h"

namespace probcut::cli {

Command perftCommand(); // cmd_perft.cpp
Command solveCommand(); // cmd_solve.cpp

const std::vector<Command>& commands()
{
    static const std::vector<Command> all = {
        perftCommand(),
        solveCommand(),
    };
    return all;
}

} // namespace probcut::cli
