// Paste detection and the text writers: each format (transcript, board string, OBF line, GGF
// game) recognised from good input, and a clear message naming the format and the fault for
// bad input; copy output parses back to the same game; the balanced openings are legal.

#include "engine/core/notation.h"
#include "ui/game/game_text.h"

#include <QRandomGenerator>
#include <QTest>

using namespace probcut;
using probcut::ui::GameText;
using probcut::ui::PastedGame;
using probcut::ui::TextFormat;

Q_DECLARE_METATYPE(probcut::ui::TextFormat)

class TestGameText : public QObject {
    Q_OBJECT

private slots:
    void recognisesGoodInput_data();
    void recognisesGoodInput();
    void explainsBadInput_data();
    void explainsBadInput();
    void copyRoundTrips();
    void openingsAreLegal();
};

void TestGameText::recognisesGoodInput_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<TextFormat>("format");
    QTest::addColumn<int>("moves");
    QTest::addColumn<int>("discs");
    QTest::addRow("transcript") << QStringLiteral("f5d6c3d3c4") << TextFormat::Transcript << 5 << 9;
    QTest::addRow("transcript, spaced, upper case")
        << QStringLiteral("  F5 D6 C3\n") << TextFormat::Transcript << 3 << 7;
    QTest::addRow("board string") << QStringLiteral(
        "---------------------------OX------XO--------------------------- X")
                                  << TextFormat::BoardString << 0 << 4;
    QTest::addRow("board string, no side")
        << QStringLiteral("---------------------------OX------XO---------------------------")
        << TextFormat::BoardString << 0 << 4;
    QTest::addRow("OBF line") << QStringLiteral(
        "--XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--OOOOO-- X; G8:+18; H1:+12; % FFO #1")
                              << TextFormat::Obf << 0 << 50;
    QTest::addRow("GGF game") << QStringLiteral(
        "(;GM[Othello]PB[alice]PW[bob]TY[8]BO[8 "
        "---------------------------O*------*O--------------------------- *]B[f5]W[d6]B[c3];)")
                              << TextFormat::Ggf << 3 << 7;
}

void TestGameText::recognisesGoodInput()
{
    QFETCH(QString, text);
    QFETCH(TextFormat, format);
    QFETCH(int, moves);
    QFETCH(int, discs);
    QString error;
    const std::optional<PastedGame> game = GameText::parse(text, &error);
    QVERIFY2(game, qPrintable(error));
    QCOMPARE(game->format, format);
    QCOMPARE(int(game->moves.size()), moves);
    Position end = game->start;
    for (Square s : game->moves)
        QVERIFY(end.play(s));
    QCOMPARE(end.board.discCount(), discs);
    if (format == TextFormat::Ggf) {
        QCOMPARE(game->blackName, QStringLiteral("alice"));
        QCOMPARE(game->whiteName, QStringLiteral("bob"));
    }
}

void TestGameText::explainsBadInput_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("mustMention");
    QTest::addRow("empty") << QString() << QStringLiteral("empty");
    QTest::addRow("prose") << QStringLiteral("hello world") << QStringLiteral("Not recognised");
    QTest::addRow("illegal transcript move") << QStringLiteral("f5d6a1") << QStringLiteral("transcript");
    QTest::addRow("transcript typo") << QStringLiteral("f5d6c9") << QStringLiteral("transcript");
    QTest::addRow("board string, bad side")
        << QStringLiteral("---------------------------OX------XO--------------------------- Q")
        << QStringLiteral("board string");
    QTest::addRow("board string, impossible")
        << QStringLiteral("---------------------------------------------------------------- X")
        << QStringLiteral("impossible");
    QTest::addRow("OBF, bad score") << QStringLiteral(
        "---------------------------OX------XO--------------------------- X; F5:+x;")
                                    << QStringLiteral("OBF");
    QTest::addRow("GGF, illegal move") << QStringLiteral(
        "(;GM[Othello]BO[8 ---------------------------O*------*O--------------------------- *]B[a1];)")
                                       << QStringLiteral("GGF");
    QTest::addRow("GGF, truncated") << QStringLiteral("(;GM[Othello]BO[8 ----") << QStringLiteral("GGF");
}

void TestGameText::explainsBadInput()
{
    QFETCH(QString, text);
    QFETCH(QString, mustMention);
    QString error;
    QVERIFY(!GameText::parse(text, &error));
    QVERIFY2(error.contains(mustMention, Qt::CaseInsensitive), qPrintable(error));
    QVERIFY(error.size() > 20);
}

void TestGameText::copyRoundTrips()
{
    const std::vector<Square> moves = parseTranscript("f5d6c3d3c4f4c5b3c2").value().moves;
    QString error;
    auto t = GameText::parse(GameText::transcript(moves), &error);
    QVERIFY2(t, qPrintable(error));
    QCOMPARE(t->moves, moves);
    auto g = GameText::parse(
        GameText::ggf(Position::initial(), moves, QStringLiteral("Ann"), QStringLiteral("Bo")), &error);
    QVERIFY2(g, qPrintable(error));
    QCOMPARE(g->format, TextFormat::Ggf);
    QCOMPARE(g->moves, moves);
    QCOMPARE(g->blackName, QStringLiteral("Ann"));
    Position end;
    for (Square s : moves)
        end.play(s);
    auto b = GameText::parse(GameText::boardString(end), &error);
    QVERIFY2(b, qPrintable(error));
    QCOMPARE(b->start, end);
}

void TestGameText::openingsAreLegal()
{
    for (const char* line : GameText::balancedOpenings())
        QVERIFY2(parseTranscript(line).ok(), line);
    QRandomGenerator rng(5);
    for (int i = 0; i < 64; ++i) {
        const std::vector<Square> moves = GameText::randomOpening(rng);
        QVERIFY(moves.size() >= 3);
        Position p;
        for (Square s : moves)
            QVERIFY(p.play(s));
    }
}

QTEST_MAIN(TestGameText)
#include "test_game_text.moc"
