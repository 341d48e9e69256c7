#pragma once
// The game being shown: a start position, the line of plies played from it (passes included)
// and a cursor into that line. Views and players never change a Position themselves; they call
// play()/undo()/redo() here and redraw on the signals (KReversi's game/view split). Keeping the
// whole line plus an index (rather than a stack of undone moves) is what lets later issues add
// navigation (goToPly) and a variation tree without changing the callers.

#include "engine/board.h"

#include <QObject>

#include <optional>
#include <vector>

namespace probcut::ui {

class GameModel : public QObject {
    Q_OBJECT

public:
    explicit GameModel(QObject* parent = nullptr);

    // Starts over from `start`. If the side to move there must pass, the pass is played at once
    // (and announced), exactly as after a move.
    void newGame(const Position& start = Position::initial());

    // Plays `square` for the side to move. Returns false, changes nothing and emits nothing if
    // the move is not legal (PassMove is never accepted: passes are played automatically).
    // Playing the move that redo() would replay keeps the rest of the line; any other move
    // replaces it.
    bool play(Square square);

    // Steps back to the previous position where the side to move had a choice, i.e. across
    // automatic passes, so one undo takes back one decision.
    bool undo();
    bool redo();
    bool canUndo() const;
    bool canRedo() const;

    // Moves the cursor to `ply` (0 = start position), then forward across an automatic pass
    // if the position there is one where the side to move must pass.
    bool goToPly(int ply);

    const Position& startPosition() const { return m_positions.front(); }
    const Position& position() const { return m_positions[m_current]; }
    Position positionAt(int ply) const { return m_positions.at(ply); }
    // Every ply of the line, including those after the cursor (the redo part).
    const std::vector<Square>& line() const { return m_line; }
    // The plies up to the cursor: the game as it stands.
    std::vector<Square> moves() const;
    int currentPly() const { return m_current; }
    int lineLength() const { return int(m_line.size()); }

    Bitboard legalMoves() const { return position().board.legalMoves(); }
    bool isLegal(Square square) const;
    // The last square played up to the cursor (passes skipped), NoSquare at the start.
    Square lastMove() const;
    // The colour whose pass is the latest ply up to the cursor, if that ply is a pass: what the
    // window announces ("White has no legal move and passes").
    std::optional<Color> lastPasser() const;

    Color sideToMove() const { return position().sideToMove; }
    int blackDiscs() const;
    int whiteDiscs() const;
    int emptySquares() const { return position().board.emptyCount(); }
    bool isGameOver() const { return position().board.isGameOver(); }
    // Final score for Black with the empties given to the winner (WTHOR rule); meaningful when
    // the game is over.
    int finalScoreBlack() const { return position().finalScoreBlack(); }
    // The winner once the game is over; nullopt while it goes on or for a draw.
    std::optional<Color> winner() const;

signals:
    // The cursor moved or the line changed: redraw.
    void positionChanged();
    // A square was played by play() (not by redo or navigation).
    void movePlayed(int square);
    // `who` had no legal move and the model played the pass for them.
    void passed(probcut::Color who);
    // The position at the cursor is final (after a move, redo or navigation).
    void gameOver(int blackDiscs, int whiteDiscs);
    void undoRedoChanged();

private:
    // Appends PassMove while the side to move must pass; emits passed() for each one.
    void playForcedPasses();
    void truncateAfterCursor();
    void advanceCursor();
    void finishChange(bool couldUndo, bool couldRedo);

    std::vector<Square> m_line;
    // m_positions[i] is the position after i plies of m_line; m_positions[0] is the start.
    std::vector<Position> m_positions;
    int m_current = 0;
};

} // namespace probcut::ui

Q_DECLARE_METATYPE(probcut::Color)
