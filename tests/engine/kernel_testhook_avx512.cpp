// Exposes the AVX-512 kernel to the differential test. Compiled for x86-64-v4 and called only
// after avx512KernelSupported().
#include "engine/core/kernel_avx512.h"
#include "kernel_testhook.h"

namespace probcut {

PROBCUT_KERNEL_TEST_HOOKS(Avx512, Avx512Kernel)

} // namespace probcut
