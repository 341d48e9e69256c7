#include "engine/kernel.h"

namespace probcut {

bool avx2KernelCompiled()
{
#if defined(PROBCUT_HAVE_AVX2)
    return true;
#else
    return false;
#endif
}

bool avx2KernelSupported()
{
#if defined(PROBCUT_HAVE_AVX2) && (defined(__GNUC__) || defined(__clang__))
    static const bool supported = [] {
        __builtin_cpu_init();
        return __builtin_cpu_supports("avx2") && __builtin_cpu_supports("bmi")
            && __builtin_cpu_supports("bmi2") && __builtin_cpu_supports("popcnt")
            && __builtin_cpu_supports("lzcnt");
    }();
    return supported;
#else
    return false;
#endif
}

KernelKind bestKernel() { return avx2KernelSupported() ? KernelKind::Avx2 : KernelKind::Portable; }

const char* kernelName(KernelKind kind) { return kind == KernelKind::Avx2 ? "avx2" : "portable"; }

std::optional<KernelKind> parseKernelName(std::string_view name)
{
    if (name == "portable")
        return KernelKind::Portable;
    if (name == "avx2")
        return avx2KernelSupported() ? std::optional(KernelKind::Avx2) : std::nullopt;
    if (name == "auto")
        return bestKernel();
    return std::nullopt;
}

} // namespace probcut
