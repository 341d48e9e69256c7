#include "ui/game/game_model.h"

namespace probcut::ui {

GameModel::GameModel(QObject* parent) : QObject(parent)
{
    qRegisterMetaType<probcut::Color>("probcut::Color");
    m_nodes.push_back(Node{NoSquare, Position::initial(), -1, {}, -1});
    rebuildLine();
}

void GameModel::newGame(const Position& start)
{
    m_nodes.assign(1, Node{NoSquare, start, -1, {}, -1});
    m_current = 0;
    rebuildLine();
    playForcedPasses();
    emit positionChanged();
    if (isGameOver())
        emit gameOver(blackDiscs(), whiteDiscs());
    emit undoRedoChanged();
}

bool GameModel::loadGame(const Position& start, const std::vector<Square>& moves, int cursor)
{
    // Validate and build the tree silently first, so a bad game changes nothing.
    std::vector<Node> nodes{Node{NoSquare, start, -1, {}, -1}};
    int node = 0;
    auto append = [&](Square move) {
        Position next = nodes[node].position;
        if (!next.play(move))
            return false;
        nodes.push_back(Node{move, next, node, {}, -1});
        const int child = int(nodes.size()) - 1;
        nodes[node].children.push_back(child);
        nodes[node].preferred = child;
        node = child;
        return true;
    };
    auto forcedPasses = [&] {
        while (nodes[node].position.board.mustPass())
            append(PassMove);
    };
    forcedPasses();
    for (Square move : moves) {
        if (move == PassMove) {
            // A written pass: accepted only where one is forced (already played above).
            if (nodes[node].move == PassMove && nodes[node].parent >= 0)
                continue;
            return false;
        }
        if (!append(move))
            return false;
        forcedPasses();
    }
    m_nodes = std::move(nodes);
    finishLoad(cursor);
    return true;
}

void GameModel::finishLoad(int cursor)
{
    m_current = 0;
    rebuildLine();
    int target = cursor < 0 || cursor > lineLength() ? lineLength() : cursor;
    while (target < lineLength() && positionAt(target).board.mustPass())
        ++target;
    m_current = target;
    emit positionChanged();
    if (isGameOver())
        emit gameOver(blackDiscs(), whiteDiscs());
    emit undoRedoChanged();
}

bool GameModel::loadTree(const Position& start, const VariationTree& tree, int cursor)
{
    // Built depth-first into a separate vector, so a bad tree changes nothing. Children keep
    // their order and the preferred child its index.
    std::vector<Node> nodes{Node{NoSquare, start, -1, {}, -1}};
    auto build = [&nodes](auto& self, int node, const VariationTree& value) -> bool {
        if (value.preferred >= int(value.children.size()))
            return false;
        for (const VariationTree& childValue : value.children) {
            Position next = nodes[std::size_t(node)].position;
            if (!next.play(childValue.move))
                return false;
            for (int sibling : nodes[std::size_t(node)].children)
                if (nodes[std::size_t(sibling)].move == childValue.move)
                    return false; // the same move twice
            nodes.push_back(Node{childValue.move, next, node, {}, -1});
            const int child = int(nodes.size()) - 1;
            nodes[std::size_t(node)].children.push_back(child);
            if (!self(self, child, childValue))
                return false;
        }
        if (value.preferred >= 0)
            nodes[std::size_t(node)].preferred
                = nodes[std::size_t(node)].children[std::size_t(value.preferred)];
        else if (!value.children.empty())
            nodes[std::size_t(node)].preferred = nodes[std::size_t(node)].children.front();
        return true;
    };
    if (!build(build, 0, tree))
        return false;
    // A leaf where the side to move must pass gets its forced pass, as after a move.
    const std::size_t built = nodes.size();
    for (std::size_t n = 0; n < built; ++n) {
        int at = int(n);
        while (nodes[std::size_t(at)].children.empty() && nodes[std::size_t(at)].position.board.mustPass()) {
            Position next = nodes[std::size_t(at)].position;
            next.play(PassMove);
            nodes.push_back(Node{PassMove, next, at, {}, -1});
            const int child = int(nodes.size()) - 1;
            nodes[std::size_t(at)].children.push_back(child);
            nodes[std::size_t(at)].preferred = child;
            at = child;
        }
    }
    m_nodes = std::move(nodes);
    finishLoad(cursor);
    return true;
}

VariationTree GameModel::subtree(int node) const
{
    const Node& n = m_nodes[std::size_t(node)];
    VariationTree value{n.move, {}, -1};
    for (std::size_t i = 0; i < n.children.size(); ++i) {
        value.children.push_back(subtree(n.children[i]));
        if (n.children[i] == n.preferred)
            value.preferred = int(i);
    }
    return value;
}

VariationTree GameModel::tree() const { return subtree(0); }

bool GameModel::isLegal(Square square) const
{
    return square >= 0 && square < 64 && (legalMoves() & squareBit(square)) != 0;
}

int GameModel::childWith(int node, Square move) const
{
    for (int child : m_nodes[node].children)
        if (m_nodes[child].move == move)
            return child;
    return -1;
}

int GameModel::addChild(int node, Square move)
{
    Position next = m_nodes[node].position;
    next.play(move);
    m_nodes.push_back(Node{move, next, node, {}, -1});
    const int child = int(m_nodes.size()) - 1;
    m_nodes[node].children.push_back(child);
    return child;
}

bool GameModel::play(Square square)
{
    if (!isLegal(square))
        return false;
    const bool couldUndo = canUndo(), couldRedo = canRedo();
    const int from = cursorNode();
    int child = childWith(from, square);
    if (child < 0)
        child = addChild(from, square);
    m_nodes[from].preferred = child;
    setCursorNode(child);
    emit movePlayed(square);
    playForcedPasses();
    finishChange(couldUndo, couldRedo);
    return true;
}

void GameModel::playForcedPasses()
{
    // At most one pass can be forced in a row: if both sides lack a move the game is over.
    while (position().board.mustPass()) {
        const Color who = sideToMove();
        const int from = cursorNode();
        int child = childWith(from, PassMove);
        if (child < 0)
            child = addChild(from, PassMove);
        m_nodes[from].preferred = child;
        setCursorNode(child);
        emit passed(who);
    }
}

void GameModel::setCursorNode(int node)
{
    // Make every node on the path from the start prefer the path, then rebuild the line.
    int ply = 0;
    for (int n = node; m_nodes[n].parent >= 0; n = m_nodes[n].parent) {
        m_nodes[m_nodes[n].parent].preferred = n;
        ++ply;
    }
    rebuildLine();
    m_current = ply;
}

void GameModel::rebuildLine()
{
    m_lineNodes.assign(1, 0);
    m_line.clear();
    for (int n = 0; m_nodes[n].preferred >= 0;) {
        n = m_nodes[n].preferred;
        m_lineNodes.push_back(n);
        m_line.push_back(m_nodes[n].move);
    }
}

void GameModel::finishChange(bool couldUndo, bool couldRedo)
{
    emit positionChanged();
    if (isGameOver())
        emit gameOver(blackDiscs(), whiteDiscs());
    if (couldUndo != canUndo() || couldRedo != canRedo())
        emit undoRedoChanged();
}

bool GameModel::canUndo() const
{
    for (int ply = m_current - 1; ply >= 0; --ply)
        if (!positionAt(ply).board.mustPass())
            return true;
    return false;
}

bool GameModel::canRedo() const { return m_current < lineLength(); }

bool GameModel::undo()
{
    for (int ply = m_current - 1; ply >= 0; --ply) {
        if (!positionAt(ply).board.mustPass()) {
            const bool couldUndo = canUndo(), couldRedo = canRedo();
            m_current = ply;
            finishChange(couldUndo, couldRedo);
            return true;
        }
    }
    return false;
}

bool GameModel::redo()
{
    if (!canRedo())
        return false;
    const bool couldUndo = canUndo(), couldRedo = canRedo();
    ++m_current;
    while (m_current < lineLength() && position().board.mustPass())
        ++m_current;
    finishChange(couldUndo, couldRedo);
    return true;
}

bool GameModel::goToPly(int ply)
{
    if (ply < 0 || ply > lineLength())
        return false;
    while (ply < lineLength() && positionAt(ply).board.mustPass())
        ++ply;
    if (ply == m_current)
        return true;
    const bool couldUndo = canUndo(), couldRedo = canRedo();
    m_current = ply;
    finishChange(couldUndo, couldRedo);
    return true;
}

std::vector<Square> GameModel::alternativesAt(int ply) const
{
    std::vector<Square> result;
    if (ply < 0 || ply >= lineLength())
        return result;
    result.push_back(m_line[ply]);
    for (int child : m_nodes[m_lineNodes[ply]].children)
        if (m_nodes[child].move != m_line[ply])
            result.push_back(m_nodes[child].move);
    return result;
}

bool GameModel::selectVariation(int ply, Square square)
{
    if (ply < 0 || ply >= lineLength())
        return false;
    const int child = childWith(m_lineNodes[ply], square);
    if (child < 0)
        return false;
    const bool couldUndo = canUndo(), couldRedo = canRedo();
    setCursorNode(child);
    while (m_current < lineLength() && position().board.mustPass())
        ++m_current;
    finishChange(couldUndo, couldRedo);
    emit undoRedoChanged(); // the line itself changed
    return true;
}

std::vector<Square> GameModel::moves() const
{
    return std::vector<Square>(m_line.begin(), m_line.begin() + m_current);
}

Square GameModel::lastMove() const
{
    for (int ply = m_current - 1; ply >= 0; --ply)
        if (m_line[ply] != PassMove)
            return m_line[ply];
    return NoSquare;
}

std::optional<Color> GameModel::lastPasser() const
{
    if (m_current == 0 || m_line[m_current - 1] != PassMove)
        return std::nullopt;
    return positionAt(m_current - 1).sideToMove;
}

int GameModel::blackDiscs() const { return __builtin_popcountll(position().black()); }
int GameModel::whiteDiscs() const { return __builtin_popcountll(position().white()); }

std::optional<Color> GameModel::winner() const
{
    if (!isGameOver())
        return std::nullopt;
    const int score = finalScoreBlack();
    if (score == 0)
        return std::nullopt;
    return score > 0 ? Color::Black : Color::White;
}

} // namespace probcut::ui
