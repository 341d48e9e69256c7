#include "engine/core/kernel.h"

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#include <cpuid.h>
#endif

namespace probcut {

bool avx2KernelCompiled()
{
#if defined(PROBCUT_HAVE_AVX2)
    return true;
#else
    return false;
#endif
}

namespace {

// LZCNT (CPUID 0x80000001, ECX bit 5): clang 14's __builtin_cpu_supports does not know "lzcnt".
[[maybe_unused]] bool cpuHasLzcnt()
{
#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
    unsigned a = 0, b = 0, c = 0, d = 0;
    return __get_cpuid(0x80000001u, &a, &b, &c, &d) && (c & (1u << 5)) != 0;
#else
    return false;
#endif
}

} // namespace

bool avx2KernelSupported()
{
#if defined(PROBCUT_HAVE_AVX2) && (defined(__GNUC__) || defined(__clang__))
    static const bool supported = [] {
        __builtin_cpu_init();
        return __builtin_cpu_supports("avx2") && __builtin_cpu_supports("bmi")
            && __builtin_cpu_supports("bmi2") && __builtin_cpu_supports("popcnt") && cpuHasLzcnt();
    }();
    return supported;
#else
    return false;
#endif
}

bool avx512KernelCompiled()
{
#if defined(PROBCUT_HAVE_AVX512)
    return true;
#else
    return false;
#endif
}

bool avx512KernelSupported()
{
#if defined(PROBCUT_HAVE_AVX512) && (defined(__GNUC__) || defined(__clang__))
    // __builtin_cpu_supports also checks that the operating system saves the AVX-512 state.
    static const bool supported = [] {
        __builtin_cpu_init();
        return avx2KernelSupported() && __builtin_cpu_supports("avx512f")
            && __builtin_cpu_supports("avx512cd") && __builtin_cpu_supports("avx512bw")
            && __builtin_cpu_supports("avx512dq") && __builtin_cpu_supports("avx512vl");
    }();
    return supported;
#else
    return false;
#endif
}

bool usesAvx2Units(KernelKind kind)
{
    return (kind == KernelKind::Avx2 || kind == KernelKind::Avx512) && avx2KernelSupported();
}

KernelKind bestKernel()
{
    if (avx512KernelSupported())
        return KernelKind::Avx512;
    return avx2KernelSupported() ? KernelKind::Avx2 : KernelKind::Portable;
}

const char* kernelName(KernelKind kind)
{
    switch (kind) {
    case KernelKind::Avx512: return "avx512";
    case KernelKind::Avx2: return "avx2";
    case KernelKind::Portable: break;
    }
    return "portable";
}

std::optional<KernelKind> parseKernelName(std::string_view name)
{
    if (name == "portable")
        return KernelKind::Portable;
    if (name == "avx2")
        return avx2KernelSupported() ? std::optional(KernelKind::Avx2) : std::nullopt;
    if (name == "avx512")
        return avx512KernelSupported() ? std::optional(KernelKind::Avx512) : std::nullopt;
    if (name == "auto")
        return bestKernel();
    return std::nullopt;
}

} // namespace probcut
