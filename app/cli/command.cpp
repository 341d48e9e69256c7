#include "app/cli/command.h"

#include <charconv>
#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <memory>

namespace probcut::cli {

namespace {

// CLI11 prints "Subcommands:"; the manual-page check and users expect "Commands:".
class Formatter : public CLI::Formatter {
public:
    std::string make_subcommands(const CLI::App* app, CLI::AppFormatMode mode) const override
    {
        std::string s = CLI::Formatter::make_subcommands(app, mode);
        const std::string from = "Subcommands:";
        if (const auto at = s.find(from); at != std::string::npos)
            s.replace(at, from.size(), "Commands:");
        return s;
    }
};

} // namespace

int runProgram(const std::string& program, const std::string& description, const std::string& footer,
    const std::vector<Command>& commands, int argc, char** argv)
{
    CLI::App app{description, program};
    app.formatter(std::make_shared<Formatter>());
    app.get_formatter()->column_width(24);
    app.footer(footer);
    app.set_version_flag("--version", program + " " + PROBCUT_VERSION);
    app.require_subcommand(1);
    std::vector<std::pair<CLI::App*, Action>> actions;
    for (const auto& c : commands) {
        CLI::App* sub = app.add_subcommand(c.name, c.summary);
        actions.emplace_back(sub, c.declare(*sub));
        // The listing shows the one-line summary; a command's longer description opens its footer.
        if (const std::string text = sub->get_description(); text != c.summary) {
            const std::string more = sub->get_footer();
            sub->description(c.summary);
            sub->footer(text + (more.empty() ? "" : "\n\n" + more));
        }
    }
    // CLI11 would only say that a command is required; name the word it did not know.
    if (argc > 1 && argv[1][0] != '-') {
        const std::string word = argv[1];
        bool known = false;
        for (const auto& c : commands)
            known = known || c.name == word;
        if (!known) {
            std::cerr << program << ": unknown command '" << word << "' (see " << program << " --help)\n";
            return 2;
        }
    }
    try {
        app.parse(argc, argv);
    } catch (const CLI::CallForHelp& e) {
        return app.exit(e);
    } catch (const CLI::CallForAllHelp& e) {
        return app.exit(e);
    } catch (const CLI::CallForVersion& e) {
        return app.exit(e);
    } catch (const CLI::ParseError& e) {
        app.exit(e);
        return 2;
    }
    for (auto& [sub, action] : actions) {
        if (sub->parsed()) {
            const int rc = action(std::cout, std::cerr);
            std::cout.flush();
            return rc;
        }
    }
    return 2;
}

CLI::Option* addKernelOption(CLI::App& app, KernelKind& kernel)
{
    return app
        .add_option_function<std::string>(
            "--kernel",
            [&kernel](const std::string& text) {
                const auto k = parseKernelName(text);
                if (!k) {
                    std::string message = "kernel must be portable, avx2, avx512 or auto";
                    if (text == "avx2")
                        message += " (this CPU or build has no AVX2/BMI2)";
                    else if (text == "avx512")
                        message += " (this CPU or build has no AVX-512)";
                    throw CLI::ValidationError("--kernel", message);
                }
                kernel = *k;
            },
            "Move kernel: portable, avx2, avx512 or auto (the fastest the CPU has)")
        ->type_name("KERNEL");
}

bool parseInt(const std::string& text, long long& value, long long min, long long max)
{
    long long v = 0;
    const auto [ptr, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
    if (text.empty() || ec != std::errc() || ptr != text.data() + text.size() || v < min || v > max)
        return false;
    value = v;
    return true;
}

bool parseDouble(const std::string& text, double& value)
{
    if (text.empty())
        return false;
    char* end = nullptr;
    const double v = std::strtod(text.c_str(), &end);
    if (end != text.c_str() + text.size() || !(v == v))
        return false;
    value = v;
    return true;
}

std::optional<MultiCutParams> parseMultiCut(const std::string& text)
{
    long long v[3] = {};
    std::size_t start = 0;
    for (int i = 0; i < 3; ++i) {
        const std::size_t comma = i < 2 ? text.find(',', start) : text.size();
        if (comma == std::string::npos
            || !parseInt(text.substr(start, comma - start), v[i], i < 2 ? 1 : 0, i < 2 ? 64 : 30))
            return std::nullopt;
        start = comma + 1;
    }
    if (v[0] > v[1])
        return std::nullopt;
    return MultiCutParams{true, int(v[0]), int(v[1]), int(v[2])};
}

std::string fmt(const char* format, double value)
{
    char buf[64];
    std::snprintf(buf, sizeof buf, format, value);
    return buf;
}

} // namespace probcut::cli
