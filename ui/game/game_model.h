#pragma once
// The game being shown, as a variation tree: a start position, every ply ever played from it
// (passes included) as nodes with their children, and a cursor node. The "line" is the path from
// the start to the cursor, continued through each node's most recently visited child — what the
// move list shows and what redo() replays. Playing a different move from an earlier position
// adds a branch instead of discarding the old continuation (it stays reachable as a variation).
// Views and players never change a Position themselves; they call play()/undo()/redo()/goTo*()
// here and redraw on the signals (KReversi's game/view split).

#include "engine/core/board.h"
#include "ui/engine/metatypes.h"
#include "ui/game/variation_tree.h"

#include <QObject>

#include <optional>
#include <vector>

namespace probcut::ui {

class GameModel : public QObject {
    Q_OBJECT

public:
    explicit GameModel(QObject* parent = nullptr);

    // Starts over from `start`, forgetting every variation. If the side to move there must pass,
    // the pass is played at once (and announced), exactly as after a move.
    void newGame(const Position& start = Position::initial());
    // Starts over from `start` and plays `moves` (passes may be given or left out); the cursor
    // ends at `cursor` plies (-1 = the end). Returns false and changes nothing if a move is
    // illegal.
    bool loadGame(const Position& start, const std::vector<Square>& moves, int cursor = -1);
    // Starts over from `start` with the whole variation tree `tree` (its root is the start); the
    // line follows the tree's preferred children and the cursor ends at `cursor` plies (-1 = the
    // end). Passes the tree leaves out where they are forced are added. Returns false and
    // changes nothing if a move is illegal.
    bool loadTree(const Position& start, const VariationTree& tree, int cursor = -1);
    // The whole tree, every variation included (what a save writes).
    VariationTree tree() const;

    // Plays `square` for the side to move. Returns false, changes nothing and emits nothing if
    // the move is not legal (PassMove is never accepted: passes are played automatically).
    // Playing a move the tree already holds follows it (keeping its continuation); any other
    // move starts a new variation.
    bool play(Square square);

    // Steps back to the previous position where the side to move had a choice, i.e. across
    // automatic passes, so one undo takes back one decision. Unlimited: back to the start.
    bool undo();
    bool redo();
    bool canUndo() const;
    bool canRedo() const;

    // Moves the cursor to `ply` of the line (0 = start position), then forward across an
    // automatic pass if the position there is one where the side to move must pass.
    bool goToPly(int ply);
    // Makes the variation beginning with `square` at `ply` (a ply of the line) the line, and
    // moves the cursor onto that move. False if no such branch exists.
    bool selectVariation(int ply, Square square);
    // The moves the tree holds at `ply` of the line (alternatives to line()[ply]), the line's
    // own move first. Empty past the end of the line.
    std::vector<Square> alternativesAt(int ply) const;

    const Position& startPosition() const { return m_nodes.front().position; }
    const Position& position() const { return m_nodes[m_lineNodes[m_current]].position; }
    Position positionAt(int ply) const { return m_nodes[m_lineNodes.at(ply)].position; }
    // Every ply of the line, including those after the cursor (the redo part).
    const std::vector<Square>& line() const { return m_line; }
    // The plies up to the cursor: the game as it stands.
    std::vector<Square> moves() const;
    int currentPly() const { return m_current; }
    int lineLength() const { return int(m_line.size()); }
    // Number of nodes in the tree other than the start (for tests and the autosave).
    int nodeCount() const { return int(m_nodes.size()) - 1; }

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
    struct Node {
        Square move = NoSquare; // the ply leading here (NoSquare for the start)
        Position position;
        int parent = -1;
        std::vector<int> children; // in the order they were first played
        int preferred = -1;        // the child the line continues through
    };
    int childWith(int node, Square move) const;
    VariationTree subtree(int node) const;
    // Moves the cursor to `cursor` plies of the freshly built line and announces the new game.
    void finishLoad(int cursor);
    int addChild(int node, Square move);
    // Appends PassMove while the side to move must pass; emits passed() for each one.
    void playForcedPasses();
    // Moves the cursor to `node` (anywhere in the tree) and rebuilds the line through it.
    void setCursorNode(int node);
    void rebuildLine();
    void finishChange(bool couldUndo, bool couldRedo);
    int cursorNode() const { return m_lineNodes[m_current]; }

    std::vector<Node> m_nodes; // m_nodes[0] is the start
    // The line: m_lineNodes[i] is the node after i plies; m_line[i] the ply from i to i + 1.
    std::vector<int> m_lineNodes;
    std::vector<Square> m_line;
    int m_current = 0;
};

} // namespace probcut::ui
