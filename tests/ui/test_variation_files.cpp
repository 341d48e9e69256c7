// Side lines on save and load: the variation tree's text form round-trips (passes, nesting, the
// line's marker), a GGF file saved with side lines keeps the main line as standard GGF moves
// that any reader plays and carries the whole tree in the PCV property, re-opening it gives the
// same tree, and the autosave, the language switch's snapshot and the symmetry transforms keep
// every variation. A damaged PCV property is refused with a message saying where and what, and
// the game on the board is left as it was.

#include "engine/core/notation.h"
#include "engine/formats/ggf.h"
#include "tests/random_games.h"
#include "ui/game/game_model.h"
#include "ui/game/game_text.h"
#include "ui/window/main_window.h"
#include "ui/window/settings.h"

#include <QFile>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace probcut;
using namespace probcut::ui;

namespace {

std::vector<Square> line(const char* transcript) { return parseTranscript(transcript).value().moves; }

// A tree of several complete random games (passes included) that share openings, and some short
// side lines; the last one added is the line.
VariationTree randomTree(quint32 seed, int games)
{
    VariationTree tree;
    for (int g = 0; g < games; ++g) {
        std::vector<Square> game = test::randomGame(seed + quint32(g));
        // Share the first moves with the first game so the branches start deep in the tree.
        if (g > 0) {
            const std::vector<Square> first = tree.line();
            QRandomGenerator rng(seed * 7 + quint32(g));
            const int shared = int(rng.bounded(40));
            Position p;
            std::vector<Square> mixed;
            for (int i = 0; i < shared && i < int(first.size()); ++i) {
                p.play(first[std::size_t(i)]);
                mixed.push_back(first[std::size_t(i)]);
            }
            while (!p.board.isGameOver() && int(mixed.size()) < shared + 10 + int(rng.bounded(30))) {
                const Square s = test::randomPly<test::Pick::Bounded>(p.board, rng);
                p.play(s);
                mixed.push_back(s);
            }
            game = mixed;
        }
        tree.addLine(game);
    }
    return tree;
}

QString readAll(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
}

void writeFile(const QString& path, const QString& text)
{
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(text.toUtf8());
}

} // namespace

class TestVariationFiles : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void treeTextRoundTrip_data();
    void treeTextRoundTrip();
    void documentedExample();
    void modelTreeRoundTrip();
    void saveAndReopenKeepsTheTree();
    void otherProgramsReadTheMainLine();
    void editedMovesJoinTheTree();
    void badTreesExplained_data();
    void badTreesExplained();
    void autosaveSnapshotAndTransformKeepSideLines();
};

void TestVariationFiles::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QSettings().clear();
    Settings().animationMs.set(0);
}

void TestVariationFiles::treeTextRoundTrip_data()
{
    QTest::addColumn<quint32>("seed");
    QTest::addColumn<int>("games");
    for (quint32 seed : {1u, 2u, 3u, 17u, 99u})
        QTest::addRow("seed %u", seed) << seed << int(2 + seed % 5);
}

void TestVariationFiles::treeTextRoundTrip()
{
    QFETCH(quint32, seed);
    QFETCH(int, games);
    const VariationTree tree = randomTree(seed, games);
    QVERIFY(tree.hasSideLines());
    const QString text = GameText::formatTree(tree);
    QString error;
    const std::optional<VariationTree> back = GameText::parseTree(text, Position::initial(), &error);
    QVERIFY2(back, qPrintable(error));
    QVERIFY(*back == tree);
    QCOMPARE(GameText::formatTree(*back), text);
}

void TestVariationFiles::documentedExample()
{
    // The example of docs/variations.md.
    VariationTree tree;
    tree.addLine(line("f5d6c5f4"));
    tree.addLine(line("f5f6"));
    tree.addLine(line("f5d6c3d3c4"));
    std::swap(tree.children.front().children.front().children.front(),
        tree.children.front().children.front().children.back()); // c3 first played, as in the text
    tree.children.front().children.front().preferred = 0;
    QCOMPARE(GameText::formatTree(tree), QStringLiteral("f5(*d6(*c3d3c4)(c5f4))(f6)"));
    QString error;
    const auto back = GameText::parseTree(
        QStringLiteral("f5 (*d6 (*c3 d3 c4) (c5 F4)) (f6)"), Position::initial(), &error);
    QVERIFY2(back, qPrintable(error));
    QVERIFY(*back == tree);
    QCOMPARE(back->line(), line("f5d6c3d3c4"));
}

void TestVariationFiles::modelTreeRoundTrip()
{
    // Branches made by playing, as a user does: the model's tree survives export and import,
    // preferred children (the line, and where each side line was last followed) included.
    GameModel model;
    for (Square s : line("f5d6c3d3c4f4f6f3e6e7"))
        QVERIFY(model.play(s));
    // Another move than the line's at `ply`, then `more` first legal moves.
    auto branch = [&model](int ply, int more) {
        QVERIFY(model.goToPly(ply));
        const Square taken = model.line()[std::size_t(ply)];
        Square other = NoSquare;
        for (Square s : bits(model.legalMoves()))
            if (s != taken && other == NoSquare)
                other = s;
        QVERIFY(model.play(other));
        for (int i = 0; i < more; ++i)
            QVERIFY(model.play(Square(__builtin_ctzll(model.legalMoves()))));
    };
    branch(3, 3);
    branch(5, 0);
    branch(1, 1);
    QVERIFY(model.selectVariation(1, *parseSquare("d6")));
    const VariationTree tree = model.tree();
    QVERIFY(tree.hasSideLines());
    QCOMPARE(tree.size(), model.nodeCount());
    GameModel other;
    QVERIFY(other.loadTree(Position::initial(), tree, 2));
    QVERIFY(other.tree() == tree);
    QCOMPARE(other.line(), model.line());
    QCOMPARE(other.currentPly(), 2);
    QCOMPARE(other.alternativesAt(1), model.alternativesAt(1));
    QCOMPARE(other.alternativesAt(3), model.alternativesAt(3));
}

void TestVariationFiles::saveAndReopenKeepsTheTree()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("study.ggf"));
    VariationTree tree;
    {
        MainWindow window;
        tree = randomTree(42, 4);
        QVERIFY(window.gameModel()->loadTree(Position::initial(), tree));
        QString error;
        QVERIFY2(window.saveFile(path, &error), qPrintable(error));
    }
    MainWindow window;
    QString error;
    QVERIFY2(window.openFile(path, &error), qPrintable(error));
    QVERIFY(window.gameModel()->tree() == tree);
    QCOMPARE(window.gameModel()->line(), tree.line());
    QCOMPARE(window.gameModel()->currentPly(), window.gameModel()->lineLength());

    // From a position other than the start, too (the tree is checked against BO).
    Position start;
    for (Square s : line("f5d6c3"))
        start.play(s);
    GameModel model;
    model.newGame(start);
    for (int i = 0; i < 3; ++i)
        QVERIFY(model.play(Square(__builtin_ctzll(model.legalMoves()))));
    QVERIFY(model.goToPly(1));
    QVERIFY(model.play(Square(63 - __builtin_clzll(model.legalMoves()))));
    const VariationTree fromHere = model.tree();
    QVERIFY(window.gameModel()->loadTree(start, fromHere));
    QVERIFY(window.saveFile(path, &error));
    MainWindow again;
    QVERIFY2(again.openFile(path, &error), qPrintable(error));
    QCOMPARE(again.gameModel()->startPosition(), start);
    QVERIFY(again.gameModel()->tree() == fromHere);
}

void TestVariationFiles::otherProgramsReadTheMainLine()
{
    // The file is standard GGF: the moves are the main line, and the tree is one more property
    // that a reader which does not know it skips (the engine's GGF reader keeps it as text).
    const VariationTree tree = randomTree(7, 3);
    const std::vector<Square> mainLine = tree.line();
    const QString text
        = GameText::ggf(Position::initial(), mainLine, QStringLiteral("A"), QStringLiteral("B"), &tree);
    const auto game = parseGgfGame(text.toStdString());
    QVERIFY(game.ok());
    std::vector<Square> moves;
    for (const GgfMove& m : game->moves)
        moves.push_back(m.square);
    QCOMPARE(moves, mainLine);
    QCOMPARE(QString::fromStdString(game->property(GameText::TreeProperty)), GameText::formatTree(tree));
    Position end;
    for (Square s : mainLine)
        end.play(s);
    QCOMPARE(game->end, end);

    // Without side lines nothing extra is written.
    VariationTree single;
    single.addLine(mainLine);
    QVERIFY(!GameText::ggf(Position::initial(), mainLine, {}, {}, &single).contains(QLatin1String("PCV[")));

    // A GGF game without the property (any other program's) loads as a plain line.
    QString error;
    const auto plain = GameText::parse(GameText::ggf(Position::initial(), line("f5d6"), {}, {}), &error);
    QVERIFY2(plain, qPrintable(error));
    QVERIFY(!plain->tree);
    QCOMPARE(plain->moves, line("f5d6"));
}

void TestVariationFiles::editedMovesJoinTheTree()
{
    // Another program kept the PCV property but changed the moves: the file's moves are the
    // line, and the tree's other branches stay.
    VariationTree tree;
    tree.addLine(line("f5d6c3d3"));
    tree.addLine(line("f5f6e6f4"));
    const QString text = GameText::ggf(Position::initial(), line("f5d6c5"), {}, {}, &tree);
    QString error;
    const auto game = GameText::parse(text, &error);
    QVERIFY2(game && game->tree, qPrintable(error));
    QCOMPARE(game->tree->line(), line("f5d6c5"));
    QCOMPARE(game->tree->size(), 4 + 3 + 1); // f5 d6 c3 d3, f6 e6 f4, c5
    MainWindow window;
    QVERIFY(window.pasteText(text, &error));
    QCOMPARE(window.gameModel()->line(), line("f5d6c5"));
    QCOMPARE(window.gameModel()->alternativesAt(1).size(), std::size_t(2));
}

void TestVariationFiles::badTreesExplained_data()
{
    QTest::addColumn<QString>("tree");
    QTest::addColumn<QString>("expected");
    QTest::addRow("illegal move") << QStringLiteral("f5d6(*c3)(a1)")
                                  << QStringLiteral("character 11: a1 is not a legal move for Black");
    QTest::addRow("not a move") << QStringLiteral("f5zz") << QStringLiteral("character 3: expected a move");
    QTest::addRow("unclosed branch") << QStringLiteral("f5(d6(*c3)(c5)")
                                     << QStringLiteral("character 15: expected ')'");
    QTest::addRow("single branch") << QStringLiteral("f5(d6)")
                                   << QStringLiteral("needs at least one other branch");
    QTest::addRow("two lines") << QStringLiteral("f5(*d6)(*f6)") << QStringLiteral("second branch is marked");
    QTest::addRow("same move twice") << QStringLiteral("f5(d6)(d6)")
                                     << QStringLiteral("the same move appears twice");
    QTest::addRow("pass with a move")
        << QStringLiteral("f5pa") << QStringLiteral("character 3: White cannot pass here");
    QTest::addRow("trailing text") << QStringLiteral("f5d6)")
                                   << QStringLiteral("character 5: unexpected text");
}

void TestVariationFiles::badTreesExplained()
{
    QFETCH(QString, tree);
    QFETCH(QString, expected);
    GgfGame ggf;
    ggf.setProperty("GM", "Othello");
    ggf.setProperty(GameText::TreeProperty, tree.toStdString());
    ggf.moves.push_back(GgfMove{*parseSquare("f5"), std::nullopt, std::nullopt, {}});
    const QString text = QString::fromStdString(formatGgf(ggf));
    MainWindow window;
    QVERIFY(window.gameModel()->play(*parseSquare("d3")));
    const std::vector<Square> before = window.gameModel()->line();
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("bad.ggf"));
    writeFile(path, text);
    QString error;
    QVERIFY(!window.openFile(path, &error));
    QVERIFY2(error.contains(QLatin1String("side lines")) && error.contains(QLatin1String("PCV")),
        qPrintable(error));
    QVERIFY2(error.contains(expected), qPrintable(error));
    QCOMPARE(window.gameModel()->line(), before);
}

void TestVariationFiles::autosaveSnapshotAndTransformKeepSideLines()
{
    const VariationTree tree = randomTree(5, 3);
    MainWindow window;
    QVERIFY(!window.offerRestore()); // arms the autosave
    QVERIFY(window.gameModel()->loadTree(Position::initial(), tree));
    // The crash autosave holds every variation.
    QString error;
    const auto saved = GameText::parse(readAll(MainWindow::autosavePath()), &error);
    QVERIFY2(saved && saved->tree, qPrintable(error));
    QVERIFY(*saved->tree == tree);
    // The language switch rebuilds the window from a snapshot.
    MainWindow replacement;
    replacement.restore(window.snapshot());
    QVERIFY(replacement.gameModel()->tree() == tree);
    // A symmetry turns the side lines with the board; turning back gives the same tree.
    const auto trigger = [&](const QString& text) {
        for (QAction* a : replacement.findChildren<QAction*>())
            if (a->text() == text)
                a->trigger();
    };
    trigger(QStringLiteral("Rotate 180°"));
    QVERIFY(replacement.gameModel()->tree().hasSideLines());
    QVERIFY(!(replacement.gameModel()->tree() == tree));
    QCOMPARE(replacement.gameModel()->tree().size(), tree.size());
    trigger(QStringLiteral("Rotate 180°"));
    QVERIFY(replacement.gameModel()->tree() == tree);
    QFile::remove(MainWindow::autosavePath());
}

QTEST_MAIN(TestVariationFiles)
#include "test_variation_files.moc"
