// AVX-512 instantiation of the endgame search (with the pattern evaluation it orders moves
// by); built with -march=x86-64-v4 and called only after the run-time CPU check in endgame.cpp.
#include "engine/core/kernel_avx512.h"
#include "engine/endgame/endgame_impl.h"

namespace probcut::detail {

void endgameRunAvx512(EndgameCall& call) { endgameRun<Avx512Kernel>(call); }

} // namespace probcut::detail
