// probcut: the command-line face of the engine (perft, solving, analysis, training, book,
// matches, protocols). Thin: parsing arguments and printing; the work is in engine/.
#include "app/cli/command.h"

#include <iostream>

using probcut::cli::commands;

namespace {

void printHelp(std::ostream& out)
{
    out << "probcut - Othello engine of ProbCut Studio\n\n"
           "Usage: probcut <command> [options]\n"
           "       probcut <command> --help     details of one command\n\n"
           "Commands:\n";
    for (const auto& c : commands()) {
        out << "  " << c.name;
        for (std::size_t i = c.name.size(); i < 12; ++i)
            out << ' ';
        out << c.summary << '\n';
    }
    out << "\nSquares are a1 (top-left) to h8; positions are 64 characters (X black, O white,\n"
           "- empty, a1 b1 ... h8) followed by the side to move, X or O.\n";
}

} // namespace

int main(int argc, char** argv)
{
    std::ios::sync_with_stdio(false);
    std::vector<std::string> args(argv + 1, argv + argc);
    if (args.empty() || args[0] == "--help" || args[0] == "-h" || args[0] == "help") {
        if (args.size() >= 2 && args[0] == "help")
            args = {args[1], "--help"};
        else {
            printHelp(std::cout);
            return args.empty() ? 2 : 0;
        }
    }
    if (args[0] == "--version") {
        std::cout << "probcut " << PROBCUT_VERSION << '\n';
        return 0;
    }
    for (const auto& c : commands()) {
        if (c.name != args[0])
            continue;
        std::vector<std::string> rest(args.begin() + 1, args.end());
        for (const auto& a : rest) {
            if (a == "--help" || a == "-h") {
                std::cout << c.usage;
                return 0;
            }
        }
        const int rc = c.run(rest, std::cout, std::cerr);
        std::cout.flush();
        return rc;
    }
    std::cerr << "probcut: unknown command '" << args[0] << "' (see probcut --help)\n";
    return 2;
}
