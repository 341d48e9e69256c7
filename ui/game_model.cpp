#include "ui/game_model.h"

namespace probcut::ui {

GameModel::GameModel(QObject* parent) : QObject(parent)
{
    qRegisterMetaType<probcut::Color>("probcut::Color");
    m_positions.push_back(Position::initial());
}

void GameModel::newGame(const Position& start)
{
    m_line.clear();
    m_positions.assign(1, start);
    m_current = 0;
    playForcedPasses();
    emit positionChanged();
    if (isGameOver())
        emit gameOver(blackDiscs(), whiteDiscs());
    emit undoRedoChanged();
}

bool GameModel::isLegal(Square square) const
{
    return square >= 0 && square < 64 && (legalMoves() & squareBit(square)) != 0;
}

bool GameModel::play(Square square)
{
    if (!isLegal(square))
        return false;
    const bool couldUndo = canUndo(), couldRedo = canRedo();
    if (m_current < lineLength() && m_line[m_current] == square) {
        // The same move as the line already holds: keep the continuation (a redo by hand).
        advanceCursor();
    } else {
        truncateAfterCursor();
        Position next = position();
        next.play(square);
        m_line.push_back(square);
        m_positions.push_back(next);
        ++m_current;
    }
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
        if (m_current < lineLength()) {
            Q_ASSERT(m_line[m_current] == PassMove);
            advanceCursor();
        } else {
            Position next = position();
            next.play(PassMove);
            m_line.push_back(PassMove);
            m_positions.push_back(next);
            ++m_current;
        }
        emit passed(who);
    }
}

void GameModel::truncateAfterCursor()
{
    m_line.resize(m_current);
    m_positions.resize(m_current + 1);
}

void GameModel::advanceCursor()
{
    Q_ASSERT(m_current < lineLength());
    ++m_current;
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
        if (!m_positions[ply].board.mustPass())
            return true;
    return false;
}

bool GameModel::canRedo() const { return m_current < lineLength(); }

bool GameModel::undo()
{
    for (int ply = m_current - 1; ply >= 0; --ply) {
        if (!m_positions[ply].board.mustPass()) {
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
    advanceCursor();
    while (m_current < lineLength() && position().board.mustPass())
        advanceCursor();
    finishChange(couldUndo, couldRedo);
    return true;
}

bool GameModel::goToPly(int ply)
{
    if (ply < 0 || ply > lineLength())
        return false;
    while (ply < lineLength() && m_positions[ply].board.mustPass())
        ++ply;
    if (ply == m_current)
        return true;
    const bool couldUndo = canUndo(), couldRedo = canRedo();
    m_current = ply;
    finishChange(couldUndo, couldRedo);
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
    return m_positions[m_current - 1].sideToMove;
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
