#include "engine/eval/simple_evaluator.h"

#include "engine/core/kernel_portable.h"

namespace probcut {

int SimpleEvaluator::evaluate(const Board& board) const
{
    return m_eval.evaluate<PortableKernel>(board.player, board.opponent);
}

} // namespace probcut
