// AVX2 instantiation of the endgame search; built with -march=x86-64-v3 and called only after
// the run-time CPU check in endgame.cpp.
#include "engine/endgame_impl.h"
#include "engine/kernel_avx2.h"

namespace probcut::detail {

void endgameRunAvx2(EndgameCall& call) { endgameRun<Avx2Kernel>(call); }

} // namespace probcut::detail
