#include "engine/core/perft.h"

#include "engine/core/kernel_portable.h"
#include "engine/core/perft_impl.h"

namespace probcut {

#if defined(PROBCUT_HAVE_AVX2)
std::uint64_t perftAvx2(Bitboard p, Bitboard o, int depth); // perft_avx2.cpp
#endif
#if defined(PROBCUT_HAVE_AVX512)
std::uint64_t perftAvx512(Bitboard p, Bitboard o, int depth); // perft_avx512.cpp
#endif

std::uint64_t perft(const Board& board, int depth, KernelKind kernel)
{
#if defined(PROBCUT_HAVE_AVX512)
    if (kernel == KernelKind::Avx512 && avx512KernelSupported())
        return perftAvx512(board.player, board.opponent, depth);
#endif
#if defined(PROBCUT_HAVE_AVX2)
    if (usesAvx2Units(kernel))
        return perftAvx2(board.player, board.opponent, depth);
#endif
    (void)kernel;
    return detail::perftRoot<PortableKernel>(board.player, board.opponent, depth);
}

} // namespace probcut
