#include "app/cli/command.h"

namespace probcut::cli {

Command perftCommand();   // cmd_perft.cpp
Command evalCommand();    // cmd_eval.cpp
Command trainCommand();   // cmd_train.cpp
Command solveCommand();   // cmd_solve.cpp
Command benchCommand();   // cmd_bench.cpp
Command analyseCommand(); // cmd_analyse.cpp
Command gtpCommand();     // cmd_gtp.cpp
Command nboardCommand();  // cmd_nboard.cpp
Command bookCommand();    // cmd_book.cpp
Command mpcFitCommand();  // cmd_mpc_fit.cpp
Command matchCommand();   // cmd_match.cpp

const std::vector<Command>& commands()
{
    static const std::vector<Command> all = {
        perftCommand(),
        evalCommand(),
        trainCommand(),
        solveCommand(),
        benchCommand(),
        analyseCommand(),
        gtpCommand(),
        nboardCommand(),
        bookCommand(),
        mpcFitCommand(),
        matchCommand(),
    };
    return all;
}

} // namespace probcut::cli
