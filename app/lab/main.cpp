// probcut-lab: the tools that made ProbCut Studio's shipped data — the pattern evaluation's
// training, the Multi-ProbCut fit, engine-against-engine matches, the opening book's building,
// and the self-play data factory. Thin: each cmd_*.cpp declares its options (CLI11) and calls
// the pipelines in engine/ and app/lab/.
#include "app/cli/command.h"

#include <iostream>

namespace probcut::lab {
cli::Command trainCommand();         // cmd_train.cpp
cli::Command mpcFitCommand();        // cmd_mpc_fit.cpp
cli::Command matchCommand();         // cmd_match.cpp
cli::Command bookCommand();          // cmd_book.cpp
cli::Command evalMatchCommand();     // cmd_eval_match.cpp
cli::Command selfplayCommand();      // cmd_selfplay.cpp
cli::Command selfplayCheckCommand(); // cmd_selfplay.cpp
cli::Command selfplayBenchCommand(); // cmd_selfplay.cpp
cli::Command humanErrorsCommand();   // cmd_human_errors.cpp
} // namespace probcut::lab

int main(int argc, char** argv)
{
    using namespace probcut;
    std::ios::sync_with_stdio(false);
    const std::vector<cli::Command> commands{lab::trainCommand(), lab::mpcFitCommand(), lab::matchCommand(),
        lab::bookCommand(), lab::evalMatchCommand(), lab::selfplayCommand(), lab::selfplayCheckCommand(),
        lab::selfplayBenchCommand(), lab::humanErrorsCommand()};
    return cli::runProgram("probcut-lab", "probcut-lab - the tools that made ProbCut Studio's data",
        "Each command's options: probcut-lab COMMAND --help. How each shipped file was made:\n"
        "resources/*/README.md.",
        commands, argc, argv);
}
