// AVX2 instantiation of the search; built with -march=x86-64-v3 and called only after the
// run-time CPU check in search.cpp.
#include "engine/core/kernel_avx2.h"
#include "engine/eval/pattern.h"
#include "engine/eval/pattern_impl.h"
#include "engine/eval/simple_evaluator.h"
#include "engine/search/search_impl.h"

namespace probcut::detail {

SearchCore* createSearchCoreAvx2(const CoreSetup& setup)
{
    if (auto simple = dynamic_cast<const SimpleEvaluator*>(setup.evaluator))
        return makeCore<Avx2Kernel>(setup, simple->kernelEval());
    if (auto pattern = dynamic_cast<const PatternEvaluator*>(setup.evaluator))
        return makeCore<Avx2Kernel>(setup, pattern->kernelEval());
    return makeCore<Avx2Kernel>(setup, VirtualEval{setup.evaluator});
}

} // namespace probcut::detail
