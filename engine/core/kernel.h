#pragma once
// Which move-generation kernel the hot code runs on. Hot code (perft, search, solver) is a
// template over a kernel type and is instantiated more than once: in ordinary units with
// PortableKernel, in units built with -march=x86-64-v3 with Avx2Kernel, and (perft and the
// endgame solver, where the kernel's share of the time is largest) in units built with
// -march=x86-64-v4 with Avx512Kernel. Entry points take a KernelKind and call a vector
// instantiation only when the CPU has its instructions, so the default build runs on any x86-64
// and is fast where it can be. KernelKind::Avx512 runs the AVX2 instantiation of the code that has
// no AVX-512 one (the midgame search, the evaluation outside the solver).

#include <optional>
#include <string_view>

namespace probcut {

enum class KernelKind { Portable, Avx2, Avx512 };

// True when this build contains the AVX2 units (x86-64 builds with PROBCUT_AVX2 on).
bool avx2KernelCompiled();
// True when the AVX2 units are compiled in and the CPU supports AVX2, BMI1/2, LZCNT, POPCNT.
bool avx2KernelSupported();
// True when this build contains the AVX-512 units (x86-64 builds with PROBCUT_AVX512 on).
bool avx512KernelCompiled();
// True when the AVX-512 units are compiled in, the AVX2 ones are usable, and the CPU and the
// operating system support AVX-512 F, CD, BW, DQ and VL (x86-64-v4).
bool avx512KernelSupported();
// True when `kind` runs the AVX2 units where there is no AVX-512 instantiation (Avx2 or Avx512,
// on a CPU that has AVX2).
bool usesAvx2Units(KernelKind kind);
// The fastest kernel usable on this machine.
KernelKind bestKernel();
const char* kernelName(KernelKind kind);
// "portable", "avx2", "avx512" (nullopt when this CPU or build cannot run it), "auto".
std::optional<KernelKind> parseKernelName(std::string_view name);

} // namespace probcut
