// GameModel: legality, the signals it emits (checked with QSignalSpy), automatic passes, game
// end and undo/redo semantics, against lines played by the engine alone.

#include "engine/core/notation.h"
#include "tests/random_games.h"
#include "ui/game/game_model.h"

#include <QSignalSpy>
#include <QTest>

using namespace probcut;
using probcut::ui::GameModel;

namespace {

Square sq(const char* name) { return *parseSquare(name); }

// Every signal of a model, so a test can assert exactly what was (not) emitted.
struct Spies {
    explicit Spies(GameModel& m)
        : position(&m, &GameModel::positionChanged), move(&m, &GameModel::movePlayed),
          pass(&m, &GameModel::passed), over(&m, &GameModel::gameOver),
          undoRedo(&m, &GameModel::undoRedoChanged)
    {
    }
    int total() const
    {
        return int(position.count() + move.count() + pass.count() + over.count() + undoRedo.count());
    }
    void clear()
    {
        position.clear();
        move.clear();
        pass.clear();
        over.clear();
        undoRedo.clear();
    }
    QSignalSpy position, move, pass, over, undoRedo;
};

} // namespace

class TestGameModel : public QObject {
    Q_OBJECT

private slots:
    void initialState();
    void playEmitsSignals();
    void illegalMovesRejected_data();
    void illegalMovesRejected();
    void undoRedo();
    void newMoveClearsRedo();
    void replayingRedoMoveKeepsLine();
    void automaticPass();
    void undoAcrossPass();
    void startPositionWithPass();
    void fullGamesEndWithGameOver_data();
    void fullGamesEndWithGameOver();
    void gameOverOnRedo();
    void gameOverStartPosition();
    void goToPly();
    void newGameResets();
    void variationsKept();
    void loadGameValidates();
    void unlimitedUndoRedo();
};

void TestGameModel::initialState()
{
    GameModel model;
    QCOMPARE(model.position(), Position::initial());
    QCOMPARE(model.sideToMove(), Color::Black);
    QCOMPARE(__builtin_popcountll(model.legalMoves()), 4);
    QCOMPARE(model.blackDiscs(), 2);
    QCOMPARE(model.whiteDiscs(), 2);
    QCOMPARE(model.lastMove(), NoSquare);
    QVERIFY(!model.lastPasser());
    QVERIFY(!model.canUndo());
    QVERIFY(!model.canRedo());
    QVERIFY(!model.isGameOver());
    QVERIFY(!model.winner());
    QVERIFY(model.moves().empty());
}

void TestGameModel::playEmitsSignals()
{
    GameModel model;
    Spies spies(model);
    QVERIFY(model.play(sq("f5")));
    QCOMPARE(spies.move.count(), 1);
    QCOMPARE(spies.move.at(0).at(0).toInt(), sq("f5"));
    QCOMPARE(spies.position.count(), 1);
    QCOMPARE(spies.undoRedo.count(), 1); // undo became possible
    QCOMPARE(spies.pass.count(), 0);
    QCOMPARE(spies.over.count(), 0);
    QCOMPARE(model.sideToMove(), Color::White);
    QCOMPARE(model.blackDiscs(), 4);
    QCOMPARE(model.whiteDiscs(), 1);
    QCOMPARE(model.lastMove(), sq("f5"));
    QVERIFY(model.canUndo());

    spies.clear();
    QVERIFY(model.play(sq("d6")));
    QCOMPARE(spies.move.count(), 1);
    QCOMPARE(spies.position.count(), 1);
    QCOMPARE(spies.undoRedo.count(), 0); // canUndo/canRedo unchanged
    QCOMPARE(model.moves(), (std::vector<Square>{sq("f5"), sq("d6")}));
}

void TestGameModel::illegalMovesRejected_data()
{
    QTest::addColumn<int>("square");
    QTest::newRow("corner, no flips") << sq("a1");
    QTest::newRow("occupied d4") << sq("d4");
    QTest::newRow("occupied e4") << sq("e4");
    QTest::newRow("empty, adjacent, no flip") << sq("c3");
    QTest::newRow("pass while moves exist") << PassMove;
    QTest::newRow("no square") << NoSquare;
    QTest::newRow("out of range") << 100;
}

void TestGameModel::illegalMovesRejected()
{
    QFETCH(int, square);
    GameModel model;
    QVERIFY(model.play(sq("f5")));
    const Position before = model.position();
    Spies spies(model);
    QVERIFY(!model.play(square));
    QCOMPARE(spies.total(), 0);
    QCOMPARE(model.position(), before);
    QCOMPARE(model.lineLength(), 1);
}

void TestGameModel::undoRedo()
{
    GameModel model;
    const auto line = {sq("f5"), sq("d6"), sq("c3")};
    std::vector<Position> positions{model.position()};
    for (Square s : line) {
        QVERIFY(model.play(s));
        positions.push_back(model.position());
    }
    Spies spies(model);
    QVERIFY(model.undo());
    QCOMPARE(model.position(), positions[2]);
    QCOMPARE(model.lastMove(), sq("d6"));
    QCOMPARE(spies.position.count(), 1);
    QCOMPARE(spies.undoRedo.count(), 1); // redo became possible
    QCOMPARE(spies.move.count(), 0);
    QVERIFY(model.canRedo());

    QVERIFY(model.undo());
    QVERIFY(model.undo());
    QCOMPARE(model.position(), positions[0]);
    QVERIFY(!model.canUndo());
    QVERIFY(!model.undo());
    QCOMPARE(model.lastMove(), NoSquare);
    QCOMPARE(model.lineLength(), 3); // the line is kept for redo

    spies.clear();
    QVERIFY(model.redo());
    QCOMPARE(model.position(), positions[1]);
    QCOMPARE(spies.move.count(), 0); // redo is not a new move
    QVERIFY(model.redo());
    QVERIFY(model.redo());
    QCOMPARE(model.position(), positions[3]);
    QVERIFY(!model.canRedo());
    QVERIFY(!model.redo());
}

void TestGameModel::newMoveClearsRedo()
{
    GameModel model;
    for (Square s : {sq("f5"), sq("d6"), sq("c3")})
        QVERIFY(model.play(s));
    QVERIFY(model.undo());
    QVERIFY(model.undo()); // back to white to move after f5
    QVERIFY(model.canRedo());
    Spies spies(model);
    QVERIFY(model.play(sq("f6"))); // differs from d6
    QVERIFY(!model.canRedo());
    QCOMPARE(spies.undoRedo.count(), 1);
    QCOMPARE(model.lineLength(), 2);
    QCOMPARE(model.moves(), (std::vector<Square>{sq("f5"), sq("f6")}));
    QVERIFY(!model.redo());
}

void TestGameModel::replayingRedoMoveKeepsLine()
{
    GameModel model;
    for (Square s : {sq("f5"), sq("d6"), sq("c3")})
        QVERIFY(model.play(s));
    QVERIFY(model.undo());
    QVERIFY(model.undo());
    QVERIFY(model.play(sq("d6"))); // the move the line already holds
    QVERIFY(model.canRedo());
    QCOMPARE(model.lineLength(), 3);
    QVERIFY(model.redo());
    QCOMPARE(model.lastMove(), sq("c3"));
}

void TestGameModel::automaticPass()
{
    const quint32 seed = test::seedWithPass();
    QVERIFY2(seed != 0, "no random game with a pass found");
    const std::vector<Square> line = test::randomGame(seed);

    GameModel model;
    Spies spies(model);
    Position reference;
    int passesSeen = 0;
    for (std::size_t i = 0; i < line.size(); ++i) {
        const Square s = line[i];
        if (s == PassMove)
            continue; // the model plays these by itself
        spies.clear();
        QCOMPARE(model.position(), reference);
        QVERIFY(model.play(s));
        reference.play(s);
        QCOMPARE(spies.move.count(), 1);
        if (i + 1 < line.size() && line[i + 1] == PassMove) {
            // The engine says the side to move now must pass: the model must have played it.
            QVERIFY(reference.board.mustPass());
            const Color passer = reference.sideToMove;
            reference.play(PassMove);
            QCOMPARE(spies.pass.count(), 1);
            QCOMPARE(spies.pass.at(0).at(0).value<Color>(), passer);
            QCOMPARE(model.lastPasser(), std::optional<Color>(passer));
            QCOMPARE(model.sideToMove(), opposite(passer));
            QCOMPARE(model.lastMove(), s); // the pass does not move the last-move marker
            ++passesSeen;
        } else {
            QCOMPARE(spies.pass.count(), 0);
            QVERIFY(!model.lastPasser());
        }
        QCOMPARE(spies.position.count(), 1);
    }
    QVERIFY(passesSeen > 0);
    QVERIFY(model.isGameOver());
    QCOMPARE(model.line(), line);
}

void TestGameModel::undoAcrossPass()
{
    const quint32 seed = test::seedWithPass();
    QVERIFY(seed != 0);
    const std::vector<Square> line = test::randomGame(seed);
    const auto passAt = std::find(line.begin(), line.end(), PassMove) - line.begin();

    GameModel model;
    for (int i = 0; i < passAt; ++i)
        QVERIFY(model.play(line[i]));
    QCOMPARE(model.currentPly(), int(passAt) + 1); // the pass has been played too
    QCOMPARE(model.lastPasser(), std::optional<Color>(model.positionAt(int(passAt)).sideToMove));

    // One undo takes back the move that forced the pass, not just the pass.
    QVERIFY(model.undo());
    QCOMPARE(model.currentPly(), int(passAt) - 1);
    QVERIFY(!model.position().board.mustPass());
    QVERIFY(!model.lastPasser());
    // Redo lands after the pass again and keeps announcing it.
    QVERIFY(model.redo());
    QCOMPARE(model.currentPly(), int(passAt) + 1);
    QVERIFY(model.lastPasser().has_value());
}

void TestGameModel::startPositionWithPass()
{
    // White to move with no move, black has one: white passes as soon as the game starts.
    // Black a1 b1, white c1; white (to move) cannot flip anything, black can play d1.
    const auto start = parseBoardString("XXO" + std::string(61, '-') + " O");
    QVERIFY(start.ok());
    QVERIFY(start.value().board.mustPass());

    GameModel model;
    Spies spies(model);
    model.newGame(start.value());
    QCOMPARE(spies.pass.count(), 1);
    QCOMPARE(spies.pass.at(0).at(0).value<Color>(), Color::White);
    QCOMPARE(model.sideToMove(), Color::Black);
    QCOMPARE(model.lastPasser(), std::optional<Color>(Color::White));
    QVERIFY(!model.canUndo()); // nothing to take back: white never had a choice
    QVERIFY(!model.undo());
    QVERIFY(model.play(sq("d1")));
    QVERIFY(model.isGameOver());
    QCOMPARE(spies.over.count(), 1);
    QCOMPARE(model.winner(), std::optional<Color>(Color::Black));
    QCOMPARE(model.finalScoreBlack(), 64);
}

void TestGameModel::fullGamesEndWithGameOver_data()
{
    QTest::addColumn<quint32>("seed");
    for (quint32 seed : {1u, 2u, 3u, 42u, 2026u})
        QTest::addRow("seed %u", seed) << seed;
}

void TestGameModel::fullGamesEndWithGameOver()
{
    QFETCH(quint32, seed);
    const std::vector<Square> line = test::randomGame(seed);
    GameModel model;
    Spies spies(model);
    int moves = 0;
    for (Square s : line) {
        if (s == PassMove)
            continue;
        QVERIFY(!model.isGameOver());
        QCOMPARE(spies.over.count(), 0);
        QVERIFY(model.play(s));
        ++moves;
    }
    QVERIFY(model.isGameOver());
    QCOMPARE(spies.move.count(), moves);
    QCOMPARE(spies.over.count(), 1);
    Position end;
    for (Square s : line)
        QVERIFY(end.play(s));
    QCOMPARE(model.position(), end);
    QCOMPARE(spies.over.at(0).at(0).toInt(), __builtin_popcountll(end.black()));
    QCOMPARE(spies.over.at(0).at(1).toInt(), __builtin_popcountll(end.white()));
    QCOMPARE(model.finalScoreBlack(), end.finalScoreBlack());
    const int score = end.finalScoreBlack();
    QCOMPARE(model.winner(),
        score > 0       ? std::optional<Color>(Color::Black)
            : score < 0 ? std::optional<Color>(Color::White)
                        : std::nullopt);
    // No move is accepted once the game is over.
    spies.clear();
    for (Square s = 0; s < 64; ++s)
        QVERIFY(!model.play(s));
    QCOMPARE(spies.total(), 0);
}

void TestGameModel::gameOverOnRedo()
{
    const std::vector<Square> line = test::randomGame(7);
    GameModel model;
    for (Square s : line)
        if (s != PassMove)
            QVERIFY(model.play(s));
    QVERIFY(model.isGameOver());
    QVERIFY(model.undo());
    QVERIFY(!model.isGameOver());
    QSignalSpy over(&model, &GameModel::gameOver);
    QVERIFY(model.redo());
    QVERIFY(model.isGameOver());
    QCOMPARE(over.count(), 1);
}

void TestGameModel::gameOverStartPosition()
{
    // A position nobody can move in: the model reports the end straight away.
    const auto start = parseBoardString(std::string(64, 'X') + " O");
    QVERIFY(start.ok());
    GameModel model;
    QSignalSpy over(&model, &GameModel::gameOver);
    QSignalSpy passed(&model, &GameModel::passed);
    model.newGame(start.value());
    QCOMPARE(over.count(), 1);
    QCOMPARE(over.at(0).at(0).toInt(), 64);
    QCOMPARE(over.at(0).at(1).toInt(), 0);
    QCOMPARE(passed.count(), 0); // a finished game does not pass
    QCOMPARE(model.winner(), std::optional<Color>(Color::Black));
}

void TestGameModel::goToPly()
{
    GameModel model;
    for (Square s : {sq("f5"), sq("d6"), sq("c3"), sq("d3")})
        QVERIFY(model.play(s));
    QSignalSpy changed(&model, &GameModel::positionChanged);
    QVERIFY(model.goToPly(1));
    QCOMPARE(model.currentPly(), 1);
    QCOMPARE(model.lastMove(), sq("f5"));
    QCOMPARE(changed.count(), 1);
    QVERIFY(model.goToPly(1)); // already there: no signal
    QCOMPARE(changed.count(), 1);
    QVERIFY(!model.goToPly(5));
    QVERIFY(!model.goToPly(-1));
    QVERIFY(model.goToPly(4));
    QCOMPARE(model.lastMove(), sq("d3"));
}

void TestGameModel::newGameResets()
{
    GameModel model;
    QVERIFY(model.play(sq("f5")));
    QVERIFY(model.undo());
    QVERIFY(model.canRedo());
    QSignalSpy changed(&model, &GameModel::positionChanged);
    QSignalSpy undoRedo(&model, &GameModel::undoRedoChanged);
    model.newGame();
    QCOMPARE(changed.count(), 1);
    QCOMPARE(undoRedo.count(), 1);
    QVERIFY(!model.canRedo());
    QVERIFY(!model.canUndo());
    QCOMPARE(model.lineLength(), 0);
    QCOMPARE(model.position(), Position::initial());
}

void TestGameModel::variationsKept()
{
    GameModel model;
    for (Square s : {sq("f5"), sq("d6"), sq("c3"), sq("d3")})
        QVERIFY(model.play(s));
    QVERIFY(model.goToPly(1));
    QVERIFY(model.play(sq("f6"))); // a different answer to f5: a new variation
    QCOMPARE(model.line(), (std::vector<Square>{sq("f5"), sq("f6")}));
    QCOMPARE(model.alternativesAt(1), (std::vector<Square>{sq("f6"), sq("d6")}));
    QCOMPARE(model.nodeCount(), 5);
    // Back to the first line: its continuation is still there.
    QVERIFY(model.selectVariation(1, sq("d6")));
    QCOMPARE(model.currentPly(), 2);
    QCOMPARE(model.line(), (std::vector<Square>{sq("f5"), sq("d6"), sq("c3"), sq("d3")}));
    QVERIFY(model.canRedo());
    QVERIFY(!model.selectVariation(1, sq("a1")));
    // Playing a move the tree already holds follows it.
    QVERIFY(model.goToPly(1));
    QVERIFY(model.play(sq("f6")));
    QCOMPARE(model.nodeCount(), 5);
    QCOMPARE(model.line(), (std::vector<Square>{sq("f5"), sq("f6")}));
}

void TestGameModel::loadGameValidates()
{
    GameModel model;
    const std::vector<Square> game = test::randomGame(7);
    QVERIFY(model.loadGame(Position::initial(), game, 10));
    QCOMPARE(model.line(), game);
    QVERIFY(model.currentPly() >= 10);
    // Passes may be left out: they are put back.
    std::vector<Square> noPasses;
    for (Square s : game)
        if (s != PassMove)
            noPasses.push_back(s);
    GameModel other;
    QVERIFY(other.loadGame(Position::initial(), noPasses));
    QCOMPARE(other.line(), game);
    // An illegal move changes nothing.
    Spies spies(model);
    QVERIFY(!model.loadGame(Position::initial(), {sq("f5"), sq("f5")}));
    QCOMPARE(model.line(), game);
    QCOMPARE(spies.total(), 0);
}

void TestGameModel::unlimitedUndoRedo()
{
    GameModel model;
    const std::vector<Square> game = test::randomGame(9);
    QVERIFY(model.loadGame(Position::initial(), game));
    int undos = 0;
    while (model.undo())
        ++undos;
    QCOMPARE(model.currentPly(), 0);
    QVERIFY(undos >= 55);
    while (model.redo()) {}
    QCOMPARE(model.currentPly(), int(game.size()));
    QVERIFY(model.isGameOver());
}

QTEST_GUILESS_MAIN(TestGameModel)
#include "test_game_model.moc"
