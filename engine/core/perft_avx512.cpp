// AVX-512 instantiation of perft; built with -march=x86-64-v4 and called only after the
// run-time CPU check in perft.cpp.
#include "engine/core/kernel_avx512.h"
#include "engine/core/perft_impl.h"

namespace probcut {

std::uint64_t perftAvx512(Bitboard p, Bitboard o, int depth)
{
    return detail::perftRoot<Avx512Kernel>(p, o, depth);
}

} // namespace probcut
