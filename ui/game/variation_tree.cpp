#include "ui/game/variation_tree.h"

namespace probcut::ui {

std::vector<Square> VariationTree::line() const
{
    std::vector<Square> moves;
    for (const VariationTree* node = this; node->preferred >= 0;) {
        node = &node->children[std::size_t(node->preferred)];
        moves.push_back(node->move);
    }
    return moves;
}

bool VariationTree::hasSideLines() const
{
    if (children.size() > 1)
        return true;
    for (const VariationTree& child : children)
        if (child.hasSideLines())
            return true;
    return false;
}

int VariationTree::size() const
{
    int count = 0;
    for (const VariationTree& child : children)
        count += 1 + child.size();
    return count;
}

void VariationTree::addLine(const std::vector<Square>& moves)
{
    VariationTree* node = this;
    for (Square move : moves) {
        int index = -1;
        for (std::size_t i = 0; i < node->children.size(); ++i)
            if (node->children[i].move == move)
                index = int(i);
        if (index < 0) {
            node->children.push_back(VariationTree{move, {}, -1});
            index = int(node->children.size()) - 1;
        }
        node->preferred = index;
        node = &node->children[std::size_t(index)];
    }
}

} // namespace probcut::ui
