// NboardSession fed arbitrary command lines (one per input line) under tiny search caps, then
// "ping" to synchronise. Checks: no crash, hang or data race; every output is exactly one line
// ending in '\n'; the ping is answered last with its token; the position stays a valid one.
#include "app/protocol/nboard_session.h"
#include "fuzz/fuzz_target.h"
#include "fuzz/protocol_fuzz_util.h"

#include <mutex>

using namespace probcut;
using namespace probcut::protocol;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    std::mutex mutex;
    std::vector<std::string> out;
    Engine& engine = fuzz::sharedEngine();
    {
        NboardSession session(
            engine,
            [&](std::string_view line) {
                std::lock_guard lock(mutex);
                out.emplace_back(line);
            },
            fuzz::tinySettings());
        bool alive = true;
        for (std::string_view line : fuzz::lines(fuzz::text(data, size))) {
            if (!(alive = session.handleLine(line)))
                break;
            FUZZ_CHECK(!session.position().board.validate());
        }
        if (alive) {
            FUZZ_CHECK(session.handleLine("ping 987654321"));
            std::lock_guard lock(mutex);
            FUZZ_CHECK(!out.empty() && out.back() == "pong 987654321\n");
        }
    } // the destructor stops and joins any task
    for (const std::string& line : out) {
        FUZZ_CHECK(!line.empty() && line.back() == '\n');
        FUZZ_CHECK(line.find('\n') == line.size() - 1);
    }
    return 0;
}
