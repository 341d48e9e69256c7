// GtpSession fed arbitrary command lines (one per input line) under tiny search caps. Checks:
// no crash or hang; every response is one "=[id] ..." or "?[id] ..." block ending in the blank
// line with no blank line inside; a genmove answer is a vertex or "pass"; the position stays a
// valid one; `quit` ends the session.
#include "app/protocol/gtp_session.h"
#include "engine/core/notation.h"
#include "fuzz/fuzz_target.h"
#include "fuzz/protocol_fuzz_util.h"

#include <algorithm>
#include <cctype>

using namespace probcut;
using namespace probcut::protocol;

namespace {

void checkResponse(const std::string& r)
{
    if (r.empty())
        return; // a line with no command (blank, comment, control bytes only) gets no answer
    FUZZ_CHECK(r[0] == '=' || r[0] == '?');
    FUZZ_CHECK(r.size() >= 3 && r.compare(r.size() - 2, 2, "\n\n") == 0);
    FUZZ_CHECK(r.find("\n\n") == r.size() - 2);
}

// The command word of a GTP line: the first word, or the second after a numeric id.
// ("known_command genmove" names genmove but is not one: its answer is "= true".)
std::string_view commandWord(std::string_view line)
{
    auto word = [&line]() {
        const std::size_t b = line.find_first_not_of(" \t");
        if (b == std::string_view::npos)
            return std::string_view();
        line.remove_prefix(b);
        const std::size_t e = std::min(line.find_first_of(" \t"), line.size());
        const std::string_view w = line.substr(0, e);
        line.remove_prefix(e);
        return w;
    };
    std::string_view w = word();
    if (!w.empty() && std::all_of(w.begin(), w.end(), [](char c) { return c >= '0' && c <= '9'; }))
        w = word();
    return w;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    std::string out;
    Engine& engine = fuzz::sharedEngine();
    GtpSession session(
        engine, "fuzz", [&out](std::string_view t) { out += t; }, fuzz::tinySettings());
    for (std::string_view line : fuzz::lines(fuzz::text(data, size))) {
        out.clear();
        const bool alive = session.handleLine(line);
        checkResponse(out);
        FUZZ_CHECK(!session.position().board.validate());
        if (!alive) {
            FUZZ_CHECK(out.rfind("=", 0) == 0);
            break;
        }
        // genmove's answer must be a vertex: "= F5", "=12 pass".
        const std::size_t space = out.find(' ');
        if (!out.empty() && out[0] == '=' && space != std::string::npos && commandWord(line) == "genmove"
            && line.find('#') == std::string_view::npos) {
            const std::string vertex = out.substr(space + 1, out.size() - space - 3);
            if (vertex.size() <= 4 && !vertex.empty() && std::isalpha(static_cast<unsigned char>(vertex[0])))
                FUZZ_CHECK(parseMoveToken(vertex).has_value());
        }
    }
    return 0;
}
