// AVX2 instantiation of perft; built with -march=x86-64-v3 and called only after the run-time
// CPU check in perft.cpp.
#include "engine/core/kernel_avx2.h"
#include "engine/core/perft_impl.h"

namespace probcut {

std::uint64_t perftAvx2(Bitboard p, Bitboard o, int depth)
{
    return detail::perftRoot<Avx2Kernel>(p, o, depth);
}

} // namespace probcut
