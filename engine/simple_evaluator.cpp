#include "engine/simple_evaluator.h"

#include "engine/kernel_portable.h"

namespace probcut {

int SimpleEvaluator::evaluate(const Board& board) const
{
    return m_eval.evaluate<PortableKernel>(board.player, board.opponent);
}

} // namespace probcut
