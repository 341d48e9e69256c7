// AVX2 instantiation of the endgame search; built with -march=x86-64-v3 and called only after
// the run-time CPU check in endgame.cpp.
#include "engine/core/kernel_avx2.h"
#include "engine/endgame/endgame_impl.h"

namespace probcut::detail {

void endgameRunAvx2(EndgameCall& call) { endgameRun<Avx2Kernel>(call); }

} // namespace probcut::detail
