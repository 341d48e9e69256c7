// probcut: what users run — solving, analysis, perft, bench, static evaluation, opening-book
// look-ups and the GTP / NBoard protocols. Thin: the options are declared in each cmd_*.cpp,
// the work is in engine/. The tools that made the shipped data are in probcut-lab (app/lab).
#include "app/cli/command.h"

#include <iostream>

namespace probcut::cli {
Command perftCommand();   // cmd_perft.cpp
Command solveCommand();   // cmd_solve.cpp
Command analyseCommand(); // cmd_analyse.cpp
Command evalCommand();    // cmd_eval.cpp
Command benchCommand();   // cmd_bench.cpp
Command bookCommand();    // cmd_book.cpp
Command gtpCommand();     // cmd_gtp.cpp
Command nboardCommand();  // cmd_nboard.cpp
} // namespace probcut::cli

int main(int argc, char** argv)
{
    using namespace probcut::cli;
    std::ios::sync_with_stdio(false);
    const std::vector<Command> commands{perftCommand(), solveCommand(), analyseCommand(), evalCommand(),
        benchCommand(), bookCommand(), gtpCommand(), nboardCommand()};
    return runProgram("probcut", "probcut - Othello engine of ProbCut Studio",
        "Squares are a1 (top-left) to h8; positions are 64 characters (X black, O white,\n"
        "- empty, a1 b1 ... h8) followed by the side to move, X or O.\n"
        "The tools that made the shipped weights, Multi-ProbCut parameters and book are in probcut-lab.",
        commands, argc, argv);
}
