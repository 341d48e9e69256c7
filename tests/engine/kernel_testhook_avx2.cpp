// Exposes the AVX2 kernel to the differential test. Compiled for x86-64-v3 and called only
// after avx2KernelSupported().
#include "engine/core/kernel_avx2.h"
#include "kernel_testhook.h"

namespace probcut {

PROBCUT_KERNEL_TEST_HOOKS(Avx2, Avx2Kernel)

} // namespace probcut
