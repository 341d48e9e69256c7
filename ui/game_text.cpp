#include "ui/game_text.h"

#include "engine/notation.h"

#include <QRandomGenerator>
#include <QRegularExpression>

namespace probcut::ui {

namespace {

QString describe(const Error& error) { return QString::fromStdString(error.describe()); }

bool isBoardChar(QChar c) { return QStringLiteral("XxOo0*BbWw-._").contains(c); }

} // namespace

QString GameText::formatName(TextFormat format)
{
    switch (format) {
    case TextFormat::Transcript: return tr("transcript");
    case TextFormat::BoardString: return tr("board string");
    case TextFormat::Obf: return tr("OBF line");
    case TextFormat::Ggf: return tr("GGF game");
    }
    return {};
}

std::optional<PastedGame> GameText::parse(const QString& input, QString* error)
{
    const QString text = input.trimmed();
    auto fail = [&](const QString& message) {
        if (error)
            *error = message;
        return std::nullopt;
    };
    if (text.isEmpty())
        return fail(tr("The text is empty: paste a transcript (f5d6c3…), a 64-square board string, an OBF "
                       "line or a GGF game."));
    const std::string bytes = text.toStdString();

    if (text.contains(QLatin1String("(;"))) {
        auto game = parseGgfGame(bytes);
        if (!game)
            return fail(
                tr("This looks like a GGF game, but it cannot be read: %1").arg(describe(game.error())));
        PastedGame result{TextFormat::Ggf, game->start, {}, {}, {}};
        for (const GgfMove& move : game->moves)
            result.moves.push_back(move.square);
        result.blackName = QString::fromStdString(game->property("PB"));
        result.whiteName = QString::fromStdString(game->property("PW"));
        return result;
    }

    // Board strings and OBF lines start with 64 square characters (spaces allowed between).
    int squares = 0;
    for (QChar c : text) {
        if (c.isSpace())
            continue;
        if (!isBoardChar(c))
            break;
        ++squares;
    }
    const bool boardLike = squares >= 64;
    if (boardLike && text.contains(QLatin1Char(';'))) {
        auto obf = parseObfLine(bytes);
        if (!obf)
            return fail(
                tr("This looks like an OBF line, but it cannot be read: %1").arg(describe(obf.error())));
        return PastedGame{TextFormat::Obf, obf->position, {}, {}, {}};
    }
    if (boardLike) {
        auto position = parseBoardString(bytes, false);
        if (!position)
            return fail(tr("This looks like a board string, but it cannot be read: %1")
                            .arg(describe(position.error())));
        if (auto bad = position->board.validate())
            return fail(tr("This board string describes an impossible position: %1")
                            .arg(QString::fromStdString(*bad)));
        return PastedGame{TextFormat::BoardString, *position, {}, {}, {}};
    }
    // Anything else should be a transcript; say so when it contains no square at all.
    static const QRegularExpression square(QStringLiteral("[a-hA-H][1-8]"));
    if (!text.contains(square))
        return fail(tr("Not recognised: expected a transcript (f5d6c3…), a 64-square board string, an OBF "
                       "line or a GGF game."));
    auto line = parseTranscript(bytes);
    if (!line)
        return fail(
            tr("This looks like a transcript, but it cannot be played: %1").arg(describe(line.error())));
    return PastedGame{TextFormat::Transcript, line->start, line->moves, {}, {}};
}

QString GameText::transcript(const std::vector<Square>& moves)
{
    return QString::fromStdString(formatTranscript(moves));
}

QString GameText::boardString(const Position& position)
{
    return QString::fromStdString(formatBoardString(position));
}

QString GameText::ggf(const Position& start, const std::vector<Square>& moves, const QString& blackName,
    const QString& whiteName)
{
    GgfGame game;
    game.setProperty("GM", "Othello");
    game.setProperty("PC", "ProbCut Studio");
    game.setProperty("PB", blackName.toStdString());
    game.setProperty("PW", whiteName.toStdString());
    game.start = start;
    Position end = start;
    for (Square sq : moves) {
        game.moves.push_back(GgfMove{sq, std::nullopt, std::nullopt});
        end.play(sq);
    }
    game.end = end;
    if (end.board.isGameOver())
        game.setProperty("RE", std::to_string(end.finalScoreBlack()));
    game.setProperty("TY", "8");
    return QString::fromStdString(formatGgf(game));
}

const std::vector<const char*>& GameText::balancedOpenings()
{
    // Main lines of well-known openings that theory and engines rate within a couple of discs of
    // even; the parallel opening (f5f4) is left out because it is clearly bad for White.
    static const std::vector<const char*> lines{
        "f5d6c3d3c4",         // tiger
        "f5d6c3d3c4f4",       // tiger, f4
        "f5d6c3d3c4f4c5b3c2", // a tiger main line
        "f5d6c3d3c4f4f6",     // tiger, f6
        "f5d6c5f4e3",         // cow / rose family
        "f5d6c4",             // perpendicular, c4
        "f5d6c5",             // cow
        "f5f6e6f4c3",         // buffalo
        "f5f6e6f4e3",         // diagonal, e3
        "f5f6e6f4g5",         // heath family
        "f5f6e6f4g6",         // diagonal, g6
    };
    return lines;
}

std::vector<Square> GameText::randomOpening(QRandomGenerator& rng)
{
    const auto& lines = balancedOpenings();
    const char* chosen = lines[rng.bounded(int(lines.size()))];
    auto line = parseTranscript(chosen);
    Q_ASSERT(line.ok());
    if (!line)
        return {};
    // Played from one of the four symmetric first moves, so the same lines do not always look
    // the same on the board.
    static constexpr Symmetry keep[]
        = {Symmetry::Identity, Symmetry::FlipDiagonal, Symmetry::Rotate180, Symmetry::FlipAntiDiagonal};
    const Symmetry s = keep[rng.bounded(4)];
    std::vector<Square> moves;
    for (Square sq : line->moves)
        moves.push_back(transform(sq, s));
    return moves;
}

} // namespace probcut::ui
