// soak_engine: the long soak of the Engine facade (scripts/soak.sh engine), not a CTest test:
//   soak_engine [CYCLES=10000] [SEED=1] [MAX_GROWTH_KB=16384]
// Prints cycles, searches, time and resident memory at start and end; exits 1 when a search
// went unreported or out of order, an impossible position was accepted, or the resident
// memory grew by more than MAX_GROWTH_KB (a deadlock aborts through the soak's watchdog).
#include "tests/engine/engine_soak.h"

#include <cstdio>
#include <cstdlib>

int main(int argc, char** argv)
{
    const int cycles = argc > 1 ? std::atoi(argv[1]) : 10000;
    const unsigned seed = argc > 2 ? unsigned(std::strtoul(argv[2], nullptr, 10)) : 1u;
    const long maxGrowthKb = argc > 3 ? std::atol(argv[3]) : 16384;
    if (cycles <= 0 || maxGrowthKb < 0) {
        std::fprintf(stderr, "usage: soak_engine [CYCLES] [SEED] [MAX_GROWTH_KB]\n");
        return 2;
    }
    const auto r = probcut::soak::runEngineSoak(cycles, seed);
    std::printf(
        "cycles %d  searches %d  refused %d  results %d  out-of-order %d  bad-positions-accepted %d\n",
        r.cycles, r.started, r.refused, r.results, r.outOfOrder, r.badPositions);
    std::printf("time %.1f s (%.2f ms per cycle)  rss start %ld KiB  end %ld KiB  growth %+ld KiB\n",
        r.seconds, 1000.0 * r.seconds / r.cycles, r.rssStartKb, r.rssEndKb, r.rssEndKb - r.rssStartKb);
    const bool ok = r.cycles == cycles && r.results == r.started && r.outOfOrder == 0 && r.badPositions == 0
        && r.rssEndKb - r.rssStartKb <= maxGrowthKb;
    std::printf("%s\n", ok ? "soak: ok" : "soak: FAILED");
    return ok ? 0 : 1;
}
