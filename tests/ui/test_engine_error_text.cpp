// Engine error messages shown in the user's language: every kind of message the engine's
// parsers produce (transcript, board string, OBF, GGF, WTHOR games and names, impossible
// positions) is recognised by EngineErrorText — produced here by feeding the real parsers bad
// input, so a reworded engine message fails this test instead of silently staying English — and
// goes through tr() with its details (numbers, squares, quoted text) kept. A test translator
// marks every string of the EngineErrorText context to prove the translation is applied. Also
// checks that paste and open show the translated text.

#include "engine/core/notation.h"
#include "engine/formats/ggf.h"
#include "engine/formats/wthor.h"
#include "ui/engine/engine_error_text.h"
#include "ui/game/game_text.h"
#include "ui/window/main_window.h"

#include <QFile>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>

#include <cstdint>
#include <vector>

using namespace probcut;
using namespace probcut::ui;

namespace {

// Wraps every EngineErrorText string in ‹…› (and the colour names too), so a test can see which
// parts were translated.
class MarkingTranslator : public QTranslator {
public:
    QString translate(
        const char* context, const char* source, const char* disambiguation, int n) const override
    {
        Q_UNUSED(disambiguation);
        Q_UNUSED(n);
        if (qstrcmp(context, "probcut::ui::EngineErrorText") != 0)
            return {};
        return QStringLiteral("‹%1›").arg(QString::fromUtf8(source));
    }
    bool isEmpty() const override { return false; }
};

std::vector<std::uint8_t> wthorFile(int games, std::uint8_t boardSize = 8)
{
    std::vector<std::uint8_t> bytes(16 + 68 * std::size_t(games), 0);
    bytes[0] = 20;
    bytes[1] = 24;
    bytes[4] = std::uint8_t(games);
    bytes[12] = boardSize;
    return bytes;
}

std::string wthorError(std::vector<std::uint8_t> bytes)
{
    auto r = parseWthorGames(bytes);
    return r ? std::string() : r.error().describe();
}

} // namespace

class TestEngineErrorText : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void everyEngineMessageIsKnown_data();
    void everyEngineMessageIsKnown();
    void translatedPartByPart();
    void unknownMessagesKept();
    void pasteAndOpenShowTranslatedText();
};

void TestEngineErrorText::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QSettings().clear();
}

void TestEngineErrorText::everyEngineMessageIsKnown_data()
{
    QTest::addColumn<QString>("message");
    QTest::addColumn<QString>("detail"); // something of the original that must survive
    auto add = [](const char* name, const std::string& message, const char* detail) {
        QTest::newRow(name) << QString::fromStdString(message) << QString::fromUtf8(detail);
    };
    auto transcript = [](const char* text) { return parseTranscript(text).error().describe(); };
    auto board = [](const std::string& text) { return parseBoardString(text).error().describe(); };
    auto obf = [](const std::string& text) { return parseObfLine(text).error().describe(); };
    auto ggf = [](const std::string& text) { return parseGgfGame(text).error().describe(); };
    const std::string start = "---------------------------OX------XO--------------------------- X";
    const std::string startBoard = start.substr(0, 64);

    add("row digit missing", transcript("f"), "f");
    add("row digit wrong", transcript("f9"), "'9'");
    add("not a move", transcript("f5 zz"), "'z'");
    add("after the end",
        parseTranscript("a1", Position::fromColors(~1ULL, 0, Color::Black)).error().describe(), "a1");
    add("pass with a move", transcript("pa"), "Black");
    add("occupied", transcript("f5f5"), "f5");
    add("flips nothing", transcript("a1"), "a1");
    add("bad square char", board(std::string(64, 'Z') + " X"), "a1");
    add("short board", board("XO X"), "");
    add("no side", board(startBoard), "");
    add("bad side", board(startBoard + " Q"), "'Q'");
    add("after side", board(start + " junk"), "'j'");
    add("both colours", std::string(*Board{1, 1}.validate()), "");
    add("centre empty", std::string(*Board{0, 0}.validate()), "d4");
    add("obf empty", obf(";"), "");
    add("obf board", obf("XO X;"), "");
    add("obf impossible", obf(std::string(64, '-') + " X;"), "");
    add("obf no colon", obf(start + "; f5"), "f5");
    add("obf not square", obf(start + "; zz:4"), "zz");
    add("obf score", obf(start + "; f5:x"), "f5:x");
    add("obf score range", obf(start + "; f5:99"), "99");
    add("obf illegal", obf(start + "; a1:4"), "a1");
    add("ggf none", ggf("hello"), "");
    add("ggf unterminated", ggf("(;GM[Othello]"), "");
    add("ggf end", ggf("(;GM[Othello];x"), "");
    add("ggf name", ggf("(;[x];)"), "");
    add("ggf bracket", ggf("(;GM;)"), "GM");
    add("ggf missing close", ggf("(;GM[Othello"), "GM");
    add("ggf bo size", ggf("(;BO[10 x];)"), "");
    add("ggf bo board", ggf("(;BO[8 XO];)"), "");
    add("ggf bo impossible", ggf("(;BO[8 " + std::string(64, '-') + " *];)"), "");
    add("ggf bo late", ggf("(;B[F5]BO[8 " + std::string(64, '-') + " *];)"), "");
    add("ggf move token", ggf("(;B[ZZ];)"), "ZZ");
    add("ggf eval", ggf("(;B[F5/abc];)"), "abc");
    add("ggf time", ggf("(;B[F5/1/abc];)"), "");
    add("ggf turn", ggf("(;W[F5];)"), "W");
    add("ggf illegal", ggf("(;B[A1];)"), "a1");
    add("ggf game n", parseGgf("(;B[F5];)(;B[A1];)").error().describe(), "2");
    add("obf file line", parseObf("x\n").error().describe(), "1");

    add("wthor short", wthorError(std::vector<std::uint8_t>(5)), "5");
    add("wthor size", wthorError(wthorFile(0, 10)), "10");
    auto notGames = wthorFile(0);
    notGames[13] = 1;
    add("wthor kind", wthorError(notGames), "13");
    auto cut = wthorFile(2);
    cut.resize(cut.size() - 10);
    add("wthor truncated", wthorError(cut), "2");
    auto extra = wthorFile(1);
    extra.push_back(0);
    add("wthor trailing", wthorError(extra), "1");
    auto score = wthorFile(1);
    score[16 + 6] = 70;
    add("wthor score", wthorError(score), "70");
    auto square = wthorFile(1);
    square[16 + 8] = 99;
    add("wthor square", wthorError(square), "99");
    auto padding = wthorFile(1);
    padding[16 + 9] = 56;
    add("wthor padding", wthorError(padding), "2");
    auto illegal = wthorFile(1);
    illegal[16 + 8] = 11; // a1
    add("wthor illegal", wthorError(illegal), "a1");
    auto names = parseWthorNames(std::vector<std::uint8_t>(5), WthorNameKind::Players);
    add("names short", names.error().describe(), "5");
    std::vector<std::uint8_t> namesCut(16 + 30, 0);
    namesCut[8] = 2;
    add("names truncated", parseWthorNames(namesCut, WthorNameKind::Players).error().describe(), "2");
    std::vector<std::uint8_t> namesOdd(16 + 50, 0);
    namesOdd[8] = 2;
    add("names odd", parseWthorNames(namesOdd, WthorNameKind::Players).error().describe(), "50");
}

void TestEngineErrorText::everyEngineMessageIsKnown()
{
    QFETCH(QString, message);
    QFETCH(QString, detail);
    QVERIFY(!message.isEmpty());
    QVERIFY2(EngineErrorText::isKnown(message.toStdString()), qPrintable(message));
    MarkingTranslator marker;
    QCoreApplication::installTranslator(&marker);
    const QString translated = EngineErrorText::message(message.toStdString());
    QCoreApplication::removeTranslator(&marker);
    QVERIFY2(translated.startsWith(QStringLiteral("‹")), qPrintable(translated));
    QVERIFY2(translated.contains(detail), qPrintable(translated + QStringLiteral(" lacks ") + detail));
    // Without a translator the English text is rebuilt with the same details.
    QVERIFY(EngineErrorText::message(message.toStdString()).contains(detail));
}

void TestEngineErrorText::translatedPartByPart()
{
    const Error error = parseTranscript("f5d6c3 a1").error();
    MarkingTranslator marker;
    QCoreApplication::installTranslator(&marker);
    const QString text = EngineErrorText::describe(error);
    QCoreApplication::removeTranslator(&marker);
    // character N: move 4: a1 is illegal for White (it flips no disc) — three nested sentences
    // and the colour name, each translated, the square and numbers kept.
    QCOMPARE(text.count(QStringLiteral("‹")), 4);
    QVERIFY(text.contains(QStringLiteral("a1")));
    QVERIFY(text.contains(QStringLiteral("‹White›")));
    QVERIFY2(text.startsWith(QStringLiteral("‹character 8: ‹move 4: ")), qPrintable(text));
}

void TestEngineErrorText::unknownMessagesKept()
{
    QVERIFY(!EngineErrorText::isKnown("something entirely new"));
    QCOMPARE(EngineErrorText::message("something entirely new"), QStringLiteral("something entirely new"));
    QVERIFY(!EngineErrorText::isKnown("move 3: something entirely new"));
    QCOMPARE(EngineErrorText::message("move 3: something entirely new"),
        QStringLiteral("move 3: something entirely new"));
    QCOMPARE(EngineErrorText::describe(Error{"x", 4}), QStringLiteral("character 5: x"));
}

void TestEngineErrorText::pasteAndOpenShowTranslatedText()
{
    MarkingTranslator marker;
    QCoreApplication::installTranslator(&marker);
    MainWindow window;
    QString error;
    QVERIFY(!window.pasteText(QStringLiteral("f5 f5"), &error));
    QVERIFY2(error.contains(QStringLiteral("‹move 2: ‹%1 is illegal").left(10)), qPrintable(error));
    QVERIFY2(error.contains(QStringLiteral("‹character")), qPrintable(error));
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("bad.wtb"));
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("short");
    f.close();
    QVERIFY(!window.openFile(path, &error));
    QVERIFY2(error.startsWith(QStringLiteral("bad.wtb: ‹too short")), qPrintable(error));
    QCoreApplication::removeTranslator(&marker);
}

QTEST_MAIN(TestEngineErrorText)
#include "test_engine_error_text.moc"
