#include "ui/engine/engine_error_text.h"

#include <QRegularExpression>
#include <QStringList>

#include <functional>
#include <vector>

namespace probcut::ui {

namespace {

using Captures = QStringList; // the pattern's groups, 1-based as in the pattern (0 = everything)
using Inner = std::function<QString(const QString&)>;

struct Rule {
    QRegularExpression pattern;
    // Builds the translated text; the Inner function translates a nested message.
    QString (*build)(const Captures&, const Inner&);
};

QString colour(const QString& name)
{
    if (name == QLatin1String("Black"))
        return EngineErrorText::tr("Black");
    if (name == QLatin1String("White"))
        return EngineErrorText::tr("White");
    return name;
}

// The quoted character of engine messages: "'x'" stays, "byte 0x1f" is translated.
QString quoted(const QString& text)
{
    static const QRegularExpression byte(QStringLiteral("^byte (0x[0-9a-f]{2})$"));
    const QRegularExpressionMatch m = byte.match(text);
    return m.hasMatch() ? EngineErrorText::tr("the byte %1").arg(m.captured(1)) : text;
}

QRegularExpression rx(const char* pattern)
{
    return QRegularExpression(QStringLiteral("^(?:%1)$").arg(QString::fromUtf8(pattern)));
}

// One entry per kind of message in engine/core/notation.cpp, ggf.cpp, wthor.cpp and Board::validate.
// Location prefixes come first and translate the rest of the message recursively; where two
// patterns could match the same text, the more specific one is listed first.
const std::vector<Rule>& rules()
{
    // clang-format off
    static const std::vector<Rule> table{
        Rule{rx(R"~(character (\d+): (.+))~"), [](const Captures& c, const Inner& in) { return EngineErrorText::tr("character %1: %2").arg(c[1], in(c[2])); }},
        Rule{rx(R"~(line (\d+): (.+))~"), [](const Captures& c, const Inner& in) { return EngineErrorText::tr("line %1: %2").arg(c[1], in(c[2])); }},
        Rule{rx(R"~(game (\d+)[:,] (.+))~"), [](const Captures& c, const Inner& in) { return EngineErrorText::tr("game %1: %2").arg(c[1], in(c[2])); }},
        Rule{rx(R"~(move (\d+) \(([a-h][1-8]|pa)\): (.+))~"), [](const Captures& c, const Inner& in) { return EngineErrorText::tr("move %1 (%2): %3").arg(c[1], c[2], in(c[3])); }},
        Rule{rx(R"~(move (\d+): (.+))~"), [](const Captures& c, const Inner& in) { return EngineErrorText::tr("move %1: %2").arg(c[1], in(c[2])); }},
        Rule{rx(R"~(field 1 \(board\): (.+))~"), [](const Captures& c, const Inner& in) { return EngineErrorText::tr("field 1 (the board): %1").arg(in(c[1])); }},
        Rule{rx(R"~(field (\d+) \('(.*?)'\): (.+))~"), [](const Captures& c, const Inner& in) { return EngineErrorText::tr("field %1 (“%2”): %3").arg(c[1], c[2], in(c[3])); }},
        Rule{rx(R"~(field 1: (.+))~"), [](const Captures& c, const Inner& in) { return EngineErrorText::tr("field 1: %1").arg(in(c[1])); }},
        Rule{rx(R"~(BO: (.+))~"), [](const Captures& c, const Inner& in) { return EngineErrorText::tr("the board (BO): %1").arg(in(c[1])); }},
        Rule{rx(R"~(impossible position: (.+))~"), [](const Captures& c, const Inner& in) { return EngineErrorText::tr("impossible position: %1").arg(in(c[1])); }},
        Rule{rx(R"~(square (\S) has no row digit)~"), [](const Captures& c, const Inner&) { return EngineErrorText::tr("square %1 has no row digit").arg(c[1]); }},
        Rule{rx(R"~(expected a row digit 1-8 after (.+), found (.+))~"), [](const Captures& c, const Inner&) { return EngineErrorText::tr("expected a row digit 1–8 after %1, found %2").arg(quoted(c[1]), quoted(c[2])); }},
        Rule{rx(R"~(expected a move \(a1-h8 or pa\), found (.+))~"), [](const Captures& c, const Inner&) { return EngineErrorText::tr("expected a move (a1–h8 or pa), found %1").arg(quoted(c[1])); }},
        Rule{rx(R"~(move (\d+) \(([a-h][1-8]|pa)\) comes after the end of the game)~"), [](const Captures& c, const Inner&) { return EngineErrorText::tr("move %1 (%2) comes after the end of the game").arg(c[1], c[2]); }},
        Rule{rx(R"~(move (\d+) comes after the end of the game)~"), [](const Captures& c, const Inner&) { return EngineErrorText::tr("move %1 comes after the end of the game").arg(c[1]); }},
        Rule{rx(R"~((Black|White) cannot pass while having a legal move)~"), [](const Captures& c, const Inner&) { return EngineErrorText::tr("%1 cannot pass while having a legal move").arg(colour(c[1])); }},
        Rule{rx(R"~(([a-h][1-8]) is illegal for (Black|White) \(the square is occupied\))~"), [](const Captures& c, const Inner&) { return EngineErrorText::tr("%1 is illegal for %2 (the square is occupied)").arg(c[1], colour(c[2])); }},
        Rule{rx(R"~(([a-h][1-8]) is illegal for (Black|White) \(it flips no disc\))~"), [](const Captures& c, const Inner&) { return EngineErrorText::tr("%1 is illegal for %2 (it flips no disc)").arg(c[1], colour(c[2])); }},
        Rule{rx(R"~(([a-h][1-8]) is illegal)~"), [](const Captures& c, const Inner&) { return EngineErrorText::tr("%1 is illegal").arg(c[1]); }},
        Rule{rx(R"~(the game is already over)~"), [](const Captures&, const Inner&) { return EngineErrorText::tr("the game is already over"); }},
        Rule{rx(R"~(illegal move)~"), [](const Captures&, const Inner&) { return EngineErrorText::tr("illegal move"); }},
        Rule{rx(R"~(square ([a-h][1-8]): expected X, O or -, found (.+))~"), [](const Captures& c, const Inner&) { return EngineErrorText::tr("square %1: expected X, O or -, found %2").arg(c[1], quoted(c[2])); }},
        Rule{rx(R"~(board has only (\d+) of 64 squares)~"), [](const Captures& c, const Inner&) { return EngineErrorText::tr("the board has only %1 of 64 squares").arg(c[1]); }},
        Rule{rx(R"~(missing side to move after the 64 squares \(X or O\))~"), [](const Captures&, const Inner&) { return EngineErrorText::tr("the side to move (X or O) is missing after the 64 squares"); }},
        Rule{rx(R"~(side to move must be X \(Black\) or O \(White\), found (.+))~"), [](const Captures& c, const Inner&) { return EngineErrorText::tr("the side to move must be X (Black) or O (White), found %1").arg(quoted(c[1])); }},
        Rule{rx(R"~(unexpected (.+) after the side to move)~"), [](const Captures& c, const Inner&) { return EngineErrorText::tr("unexpected %1 after the side to move").arg(quoted(c[1])); }},
        Rule{rx(R"~(a square holds both colours)~"), [](const Captures&, const Inner&) { return EngineErrorText::tr("a square holds both colours"); }},
        Rule{rx(R"~(the four centre squares d4, e4, d5, e5 must be occupied)~"), [](const Captures&, const Inner&) { return EngineErrorText::tr("the four centre squares d4, e4, d5 and e5 must be occupied"); }},
        Rule{rx(R"~(empty line, expected a board and side to move)~"), [](const Captures&, const Inner&) { return EngineErrorText::tr("the line is empty; expected a board and the side to move"); }},
        Rule{rx(R"~(expected MOVE:SCORE)~"), [](const Captures&, const Inner&) { return EngineErrorText::tr("expected MOVE:SCORE"); }},
        Rule{rx(R"~('(.*)' is not a square \(a1-h8\) or pa)~"), [](const Captures& c, const Inner&) { return EngineErrorText::tr("“%1” is not a square (a1–h8) or pa").arg(c[1]); }},
        Rule{rx(R"~(score must be an integer)~"), [](const Captures&, const Inner&) { return EngineErrorText::tr("the score must be a whole number"); }},
        Rule{rx(R"~(score (-?\d+) is outside -64\.\.64)~"), [](const Captures& c, const Inner&) { return EngineErrorText::tr("the score %1 is outside −64…64").arg(c[1]); }},
        Rule{rx(R"~(([a-h][1-8]) is not a legal move in this position)~"), [](const Captures& c, const Inner&) { return EngineErrorText::tr("%1 is not a legal move in this position").arg(c[1]); }},
        Rule{rx(R"~(only 8x8 boards are supported \(expected '8' first\))~"), [](const Captures&, const Inner&) { return EngineErrorText::tr("only 8×8 boards are supported (expected “8” first)"); }},
        Rule{rx(R"~(no GGF game found \(a game starts with "\(;"\))~"), [](const Captures&, const Inner&) { return EngineErrorText::tr("no GGF game found (a game starts with “(;”)"); }},
        Rule{rx(R"~(unterminated game: missing ";\)")~"), [](const Captures&, const Inner&) { return EngineErrorText::tr("the game is not closed: “;)” is missing"); }},
        Rule{rx(R"~(expected ";\)" to end the game)~"), [](const Captures&, const Inner&) { return EngineErrorText::tr("expected “;)” to end the game"); }},
        Rule{rx(R"~(expected a property name \(letters\) or ";\)")~"), [](const Captures&, const Inner&) { return EngineErrorText::tr("expected a property name (letters) or “;)”"); }},
        Rule{rx(R"~(property (\w+): expected '\[')~"), [](const Captures& c, const Inner&) { return EngineErrorText::tr("property %1: expected “[”").arg(c[1]); }},
        Rule{rx(R"~(property (\w+): missing '\]')~"), [](const Captures& c, const Inner&) { return EngineErrorText::tr("property %1: the closing “]” is missing").arg(c[1]); }},
        Rule{rx(R"~(BO after the first move)~"), [](const Captures&, const Inner&) { return EngineErrorText::tr("the board (BO) comes after the first move"); }},
        Rule{rx(R"~('(.*)' is not a square or pa)~"), [](const Captures& c, const Inner&) { return EngineErrorText::tr("“%1” is not a square or pa").arg(c[1]); }},
        Rule{rx(R"~(bad evaluation '(.*)')~"), [](const Captures& c, const Inner&) { return EngineErrorText::tr("the evaluation “%1” is not a number").arg(c[1]); }},
        Rule{rx(R"~(bad time)~"), [](const Captures&, const Inner&) { return EngineErrorText::tr("the time is not a number"); }},
        Rule{rx(R"~(([BW]) to move, but it is (Black|White)'s turn)~"), [](const Captures& c, const Inner&) { return EngineErrorText::tr("%1 to move, but it is %2’s turn").arg(c[1], colour(c[2])); }},
        Rule{rx(R"~(too short for a WTHOR header \((\d+) bytes, need 16\))~"), [](const Captures& c, const Inner&) { return EngineErrorText::tr("too short for a WTHOR header (%1 bytes, 16 needed)").arg(c[1]); }},
        Rule{rx(R"~(board size (\d+) is not supported \(only 8x8\))~"), [](const Captures& c, const Inner&) { return EngineErrorText::tr("board size %1 is not supported (only 8×8)").arg(c[1]); }},
        Rule{rx(R"~(not a game file \(header byte 13 is (\d+), expected 0\))~"), [](const Captures& c, const Inner&) { return EngineErrorText::tr("not a game file (header byte 13 is %1, expected 0)").arg(c[1]); }},
        Rule{rx(R"~(header announces (\d+) games \((\d+) bytes\) but the file has (\d+) bytes \(truncated\))~"), [](const Captures& c, const Inner&) { return EngineErrorText::tr("the header announces %1 games (%2 bytes) but the file has %3 bytes (it is cut short)").arg(c[1], c[2], c[3]); }},
        Rule{rx(R"~(header announces (\d+) games \((\d+) bytes\) but the file has (\d+) bytes \(trailing data\))~"), [](const Captures& c, const Inner&) { return EngineErrorText::tr("the header announces %1 games (%2 bytes) but the file has %3 bytes (more follows the games)").arg(c[1], c[2], c[3]); }},
        Rule{rx(R"~(score byte above 64 \((\d+)\))~"), [](const Captures& c, const Inner&) { return EngineErrorText::tr("a score byte is above 64 (%1)").arg(c[1]); }},
        Rule{rx(R"~(byte (\d+) is not a square)~"), [](const Captures& c, const Inner&) { return EngineErrorText::tr("byte %1 is not a square").arg(c[1]); }},
        Rule{rx(R"~(a move after the padding)~"), [](const Captures&, const Inner&) { return EngineErrorText::tr("a move after the padding"); }},
        Rule{rx(R"~(header announces (\d+) names of (\d+) bytes but (\d+) bytes follow \(truncated\))~"), [](const Captures& c, const Inner&) { return EngineErrorText::tr("the header announces %1 names of %2 bytes but %3 bytes follow (the file is cut short)").arg(c[1], c[2], c[3]); }},
        Rule{rx(R"~(header announces (\d+) names of (\d+) bytes but (\d+) bytes follow \(not a multiple of the record size\))~"), [](const Captures& c, const Inner&) { return EngineErrorText::tr("the header announces %1 names of %2 bytes but %3 bytes follow (not a whole number of records)").arg(c[1], c[2], c[3]); }},
    };
    // clang-format on
    return table;
}

// Translates `text`; `known` is cleared if some part was not recognised.
QString translate(const QString& text, bool* known)
{
    for (const Rule& rule : rules()) {
        const QRegularExpressionMatch m = rule.pattern.match(text);
        if (m.hasMatch())
            return rule.build(
                m.capturedTexts(), [known](const QString& inner) { return translate(inner, known); });
    }
    if (known)
        *known = false;
    return text;
}

} // namespace

QString EngineErrorText::message(const std::string& message)
{
    return translate(QString::fromStdString(message), nullptr);
}

bool EngineErrorText::isKnown(const std::string& message)
{
    bool known = true;
    translate(QString::fromStdString(message), &known);
    return known;
}

QString EngineErrorText::describe(const Error& error)
{
    if (error.offset == Error::NoOffset)
        return message(error.message);
    return tr("character %1: %2").arg(QString::number(error.offset + 1), message(error.message));
}

} // namespace probcut::ui
