#pragma once
// Which move-generation kernel the hot code runs on. Hot code (perft, search, solver) is a
// template over a kernel type and is instantiated twice: once in ordinary units with
// PortableKernel, once in units built with -march=x86-64-v3 with Avx2Kernel. Entry points take a
// KernelKind and call the AVX2 instantiation only when the CPU has AVX2 and BMI2, so the default
// build runs on any x86-64 and is fast where it can be.

#include <optional>
#include <string_view>

namespace probcut {

enum class KernelKind { Portable, Avx2 };

// True when this build contains the AVX2 units (x86-64 builds with PROBCUT_AVX2 on).
bool avx2KernelCompiled();
// True when the AVX2 units are compiled in and the CPU supports AVX2, BMI1/2, LZCNT, POPCNT.
bool avx2KernelSupported();
// The fastest kernel usable on this machine.
KernelKind bestKernel();
const char* kernelName(KernelKind kind);
std::optional<KernelKind> parseKernelName(std::string_view name); // "portable", "avx2", "auto"

} // namespace probcut
