#include "app/cli/command.h"

namespace probcut::cli {

Command perftCommand(); // cmd_perft.cpp
Command evalCommand(); // cmd_eval.cpp
Command solveCommand(); // cmd_solve.cpp
Command benchCommand(); // cmd_bench.cpp
Command analyseCommand(); // cmd_analyse.cpp
Command gtpCommand(); // cmd_gtp.cpp
Command nboardCommand(); // cmd_nboard.cpp

const std::vector<Command>& commands()
{
    static const std::vector<Command> all = {
        perftCommand(),
        evalCommand(),
        solveCommand(),
        benchCommand(),
        analyseCommand(),
        gtpCommand(),
        nboardCommand(),
    };
    return all;
}

} // namespace probcut::cli
