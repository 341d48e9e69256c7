#include "ui/game/game_text.h"

#include "engine/core/notation.h"
#include "ui/engine/engine_error_text.h"

#include <QRandomGenerator>
#include <QRegularExpression>

namespace probcut::ui {

namespace {

QString describe(const Error& error) { return EngineErrorText::describe(error); }

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
        PastedGame result{TextFormat::Ggf, game->start, {}, {}, {}, {}};
        for (const GgfMove& move : game->moves)
            result.moves.push_back(move.square);
        result.blackName = QString::fromStdString(game->property("PB"));
        result.whiteName = QString::fromStdString(game->property("PW"));
        const std::string treeText = game->property(TreeProperty);
        if (!treeText.empty()) {
            QString treeError;
            std::optional<VariationTree> tree
                = parseTree(QString::fromStdString(treeText), game->start, &treeError);
            if (!tree)
                return fail(tr("This GGF game's side lines (the %1 property) cannot be read: %2")
                                .arg(QLatin1String(TreeProperty), treeError));
            // Another program may have changed the moves and kept the property: its moves are the
            // line, added to the tree where they leave it.
            tree->addLine(result.moves);
            result.tree = std::move(tree);
        }
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
        return PastedGame{TextFormat::Obf, obf->position, {}, {}, {}, {}};
    }
    if (boardLike) {
        auto position = parseBoardString(bytes, false);
        if (!position)
            return fail(tr("This looks like a board string, but it cannot be read: %1")
                            .arg(describe(position.error())));
        if (auto bad = position->board.validate())
            return fail(tr("This board string describes an impossible position: %1")
                            .arg(EngineErrorText::message(*bad)));
        return PastedGame{TextFormat::BoardString, *position, {}, {}, {}, {}};
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
    return PastedGame{TextFormat::Transcript, line->start, line->moves, {}, {}, {}};
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
    const QString& whiteName, const VariationTree* tree)
{
    GgfGame game;
    game.setProperty("GM", "Othello");
    game.setProperty("PC", "ProbCut Studio");
    game.setProperty("PB", blackName.toStdString());
    game.setProperty("PW", whiteName.toStdString());
    if (tree && tree->hasSideLines())
        game.setProperty(TreeProperty, formatTree(*tree).toStdString());
    game.start = start;
    Position end = start;
    for (Square sq : moves) {
        game.moves.push_back(GgfMove{sq, std::nullopt, std::nullopt, {}});
        end.play(sq);
    }
    game.end = end;
    if (end.board.isGameOver())
        game.setProperty("RE", std::to_string(end.finalScoreBlack()));
    game.setProperty("TY", "8");
    return QString::fromStdString(formatGgf(game));
}

namespace {

void writeTree(const VariationTree& node, QString& out)
{
    auto name = [](Square move) {
        return move == PassMove ? QStringLiteral("pa") : QString::fromStdString(squareName(move));
    };
    if (node.children.size() == 1) {
        out += name(node.children.front().move);
        writeTree(node.children.front(), out);
        return;
    }
    for (std::size_t i = 0; i < node.children.size(); ++i) {
        out += QLatin1Char('(');
        if (int(i) == node.preferred)
            out += QLatin1Char('*');
        out += name(node.children[i].move);
        writeTree(node.children[i], out);
        out += QLatin1Char(')');
    }
}

// Recursive descent over formatTree's grammar, playing every move from its position.
class TreeReader {
    Q_DECLARE_TR_FUNCTIONS(probcut::ui::GameText)

public:
    explicit TreeReader(const QString& text) : m_text(text) {}

    bool sequence(VariationTree& node, const Position& position)
    {
        skipSpace();
        if (m_at < m_text.size() && m_text[m_at] != QLatin1Char('(') && m_text[m_at] != QLatin1Char(')')) {
            Position next = position;
            VariationTree child;
            if (!move(child, next))
                return false;
            node.children.push_back(std::move(child));
            node.preferred = 0;
            return sequence(node.children.back(), next);
        }
        bool marked = false;
        int branches = 0;
        while (m_at < m_text.size() && m_text[m_at] == QLatin1Char('(')) {
            ++m_at;
            skipSpace();
            const bool star = m_at < m_text.size() && m_text[m_at] == QLatin1Char('*');
            if (star) {
                if (marked)
                    return fail(tr("a second branch is marked as the line ('*')"));
                marked = true;
                ++m_at;
            }
            Position next = position;
            VariationTree child;
            const qsizetype start = m_at;
            if (!move(child, next))
                return false;
            for (const VariationTree& sibling : node.children)
                if (sibling.move == child.move)
                    return fail(tr("the same move appears twice as a branch"), start);
            if (!sequence(child, next))
                return false;
            skipSpace();
            if (m_at >= m_text.size() || m_text[m_at] != QLatin1Char(')'))
                return fail(tr("expected ')' to close the branch"));
            ++m_at;
            skipSpace();
            ++branches;
            node.children.push_back(std::move(child));
            if (star || node.preferred < 0)
                node.preferred = int(node.children.size()) - 1;
        }
        if (branches == 1)
            return fail(tr("a branch in parentheses needs at least one other branch beside it"));
        return true;
    }

    bool atEnd()
    {
        skipSpace();
        return m_at >= m_text.size();
    }
    bool fail(const QString& message, qsizetype at = -1)
    {
        if (m_error.isEmpty())
            m_error = tr("character %1: %2").arg((at < 0 ? m_at : at) + 1).arg(message);
        return false;
    }
    const QString& error() const { return m_error; }

private:
    bool move(VariationTree& child, Position& position)
    {
        const qsizetype start = m_at;
        if (m_at + 2 > m_text.size())
            return fail(tr("expected a move (a1–h8 or pa)"));
        const QString token = m_text.mid(m_at, 2).toLower();
        Square square = NoSquare;
        if (token == QLatin1String("pa")) {
            square = PassMove;
        } else if (token[0] >= QLatin1Char('a') && token[0] <= QLatin1Char('h')
            && token[1] >= QLatin1Char('1') && token[1] <= QLatin1Char('8')) {
            square = Square((token[1].unicode() - '1') * 8 + (token[0].unicode() - 'a'));
        } else {
            return fail(tr("expected a move (a1–h8 or pa), found \"%1\"").arg(m_text.mid(m_at, 2)));
        }
        m_at += 2;
        if (!position.play(square))
            return fail(square == PassMove
                    ? tr("%1 cannot pass here: it has a legal move").arg(colorText(position.sideToMove))
                    : tr("%1 is not a legal move for %2")
                          .arg(QString::fromStdString(squareName(square)), colorText(position.sideToMove)),
                start);
        child.move = square;
        return true;
    }
    static QString colorText(Color color) { return color == Color::Black ? tr("Black") : tr("White"); }
    void skipSpace()
    {
        while (m_at < m_text.size() && m_text[m_at].isSpace())
            ++m_at;
    }

    const QString& m_text;
    qsizetype m_at = 0;
    QString m_error;
};

} // namespace

QString GameText::formatTree(const VariationTree& tree)
{
    QString out;
    writeTree(tree, out);
    return out;
}

std::optional<VariationTree> GameText::parseTree(const QString& text, const Position& start, QString* error)
{
    TreeReader reader(text);
    VariationTree tree;
    const bool read = reader.sequence(tree, start);
    if (read && !reader.atEnd())
        reader.fail(tr("unexpected text after the tree"));
    if (!reader.error().isEmpty()) {
        if (error)
            *error = reader.error();
        return std::nullopt;
    }
    return tree;
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

std::vector<std::pair<Symmetry, QString>> GameText::symmetryLabels()
{
    return {
        {Symmetry::Rotate90, tr("Rotate 90° clockwise")},
        {Symmetry::Rotate180, tr("Rotate 180°")},
        {Symmetry::Rotate270, tr("Rotate 90° anticlockwise")},
        {Symmetry::MirrorHorizontal, tr("Mirror left–right")},
        {Symmetry::FlipVertical, tr("Flip top–bottom")},
        {Symmetry::FlipDiagonal, tr("Reflect in the a1–h8 diagonal")},
        {Symmetry::FlipAntiDiagonal, tr("Reflect in the h1–a8 diagonal")},
    };
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
