#include "ui/panels/review/review_export.h"

#include "engine/formats/ggf.h"
#include "ui/panels/eval_graph/mistake_model.h"
#include "ui/panels/review/review_graph.h"

#include <QBuffer>
#include <QDir>
#include <QPageLayout>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QSaveFile>
#include <QTextDocument>
#include <QUrl>

#include <cmath>

namespace probcut::ui {

QString ReviewText::phaseName(GamePhase phase)
{
    switch (phase) {
    case GamePhase::Opening: return tr("Opening");
    case GamePhase::Midgame: return tr("Midgame");
    case GamePhase::Endgame: return tr("Endgame");
    }
    return {};
}

QString ReviewText::phaseTitle(GamePhase phase)
{
    switch (phase) {
    case GamePhase::Opening: return tr("Opening (moves 1–20)");
    case GamePhase::Midgame: return tr("Midgame (moves 21–40)");
    case GamePhase::Endgame: return tr("Endgame (moves 41–60)");
    }
    return {};
}

QString ReviewText::colourName(Color color) { return color == Color::Black ? tr("Black") : tr("White"); }

QString ReviewText::lineText(const std::vector<Square>& line)
{
    QStringList moves;
    for (Square sq : line)
        moves << (sq == PassMove ? tr("pass") : QString::fromStdString(squareName(sq)));
    return moves.join(QLatin1Char(' '));
}

QString ReviewText::discs(double value) { return QString::number(value, 'f', 1); }

QString ReviewText::signedDiscs(double value)
{
    const long r = std::lround(value);
    return r > 0 ? QStringLiteral("+%1").arg(r) : r < 0 ? QStringLiteral("−%1").arg(-r) : QStringLiteral("0");
}

QString ReviewText::percent(double share) { return QStringLiteral("%1%").arg(std::lround(share * 100)); }

QString ReviewText::accuracyLine(const AccuracyStats& stats, Color color, const QString& name)
{
    const QString who
        = name.isEmpty() ? colourName(color) : QStringLiteral("%1 (%2)").arg(colourName(color), name);
    if (stats.moves == 0)
        return tr("%1: no move valued").arg(who);
    return tr("%1: %2 discs lost per move, %3 of moves within %4 disc of the best (inaccuracies: %5, "
              "mistakes: %6, blunders: %7)")
        .arg(who, discs(stats.averageLoss()), percent(stats.accurateShare()))
        .arg(AccurateLoss)
        .arg(stats.kinds[0])
        .arg(stats.kinds[1])
        .arg(stats.kinds[2]);
}

QString ReviewText::mistakeComment(const ReviewMistake& m)
{
    return tr("%1: %2 lost %3 discs (played %4 %5, better %6 %7; values in discs for %2). Played line: %8. "
              "Better line: %9.")
        .arg(MistakeModel::kindName(m.kind), colourName(m.mover), discs(m.loss),
            QString::fromStdString(squareName(m.played)), signedDiscs(m.playedValue),
            QString::fromStdString(squareName(m.best)), signedDiscs(m.bestValue), lineText(m.playedLine))
        .arg(lineText(m.betterLine));
}

QString ReviewText::resultText(const GameReview& review)
{
    const Position end = review.positionAt(int(review.line.size()));
    if (!review.finalScoreBlack)
        return tr("Game not finished (%1 moves reviewed)")
            .arg(end.board.discCount() - review.start.board.discCount());
    const int black = __builtin_popcountll(end.black());
    const int white = __builtin_popcountll(end.white());
    const int score = *review.finalScoreBlack;
    // Empty squares go to the winner (the World Othello Federation's rule), as finalScoreBlack().
    const int blackShown = score > 0 ? 64 - white : black;
    const int whiteShown = score < 0 ? 64 - black : white;
    if (score == 0)
        return tr("Black %1 – White %2: a draw").arg(blackShown).arg(whiteShown);
    return tr("Black %1 – White %2: %3 wins")
        .arg(blackShown)
        .arg(whiteShown)
        .arg(colourName(score > 0 ? Color::Black : Color::White));
}

QString ReviewText::definitions()
{
    return tr("Values are the engine's, in discs for the player who moved. A move's loss is the value of "
              "the best move minus the value of the move played. Accuracy counts the moves where a "
              "player had a choice: the discs lost per move on average, and the share of moves that "
              "lost at most %1 disc. Inaccuracy: %2 discs or more lost; mistake: %3 or more; blunder: "
              "%4 or more. Phases by the empty squares before the move: opening 60–41 (moves "
              "1–20), midgame 40–21 (moves 21–40), endgame 20–1 (moves 41–60).")
        .arg(AccurateLoss)
        .arg(InaccuracyLoss)
        .arg(MistakeLoss)
        .arg(BlunderLoss);
}

QString reviewGgf(const ReviewReport& report)
{
    const GameReview& r = report.review;
    GgfGame game;
    game.setProperty("GM", "Othello");
    game.setProperty("PC", "ProbCut Studio");
    game.setProperty("PB", report.blackName.toStdString());
    game.setProperty("PW", report.whiteName.toStdString());
    Position end = r.start;
    game.start = r.start;
    for (Square sq : r.line) {
        game.moves.push_back(GgfMove{sq, std::nullopt, std::nullopt, {}});
        end.play(sq);
    }
    game.end = end;
    if (r.finalScoreBlack)
        game.setProperty("RE", std::to_string(*r.finalScoreBlack));
    game.setProperty("TY", "8");
    QStringList summary{ReviewText::tr("Game review by ProbCut Studio."),
        ReviewText::accuracyLine(r.players[0], Color::Black, report.blackName),
        ReviewText::accuracyLine(r.players[1], Color::White, report.whiteName)};
    for (int ph = 0; ph < PhaseCount; ++ph) {
        const auto& s = r.phases[std::size_t(ph)];
        if (s[0].moves + s[1].moves == 0)
            continue;
        summary << ReviewText::tr("%1: Black %2 discs lost per move (%3 within %4), White %5 (%6).")
                       .arg(ReviewText::phaseTitle(GamePhase(ph)), ReviewText::discs(s[0].averageLoss()),
                           ReviewText::percent(s[0].accurateShare()))
                       .arg(AccurateLoss)
                       .arg(ReviewText::discs(s[1].averageLoss()), ReviewText::percent(s[1].accurateShare()));
    }
    summary << ReviewText::definitions();
    game.setProperty("C", summary.join(QLatin1Char('\n')).toStdString());
    for (const ReviewMistake& m : r.mistakes)
        if (m.ply >= 0 && m.ply < int(game.moves.size()))
            game.moves[std::size_t(m.ply)].comment = ReviewText::mistakeComment(m).toStdString();
    return QString::fromStdString(formatGgf(game)) + QLatin1Char('\n');
}

QImage reviewDiagram(
    const Position& position, const std::vector<Square>& line, const QColor& colour, int size)
{
    QImage image(size, size, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::white);
    QPainter p(&image);
    p.setRenderHint(QPainter::Antialiasing);
    const qreal margin = size * 0.07;
    const qreal cell = (size - 2 * margin) / 8;
    const QRectF board(margin, margin, cell * 8, cell * 8);
    // Light felt so the diagram prints well in black and white.
    p.fillRect(board, QColor(120, 180, 140));
    p.setPen(QPen(QColor(30, 60, 40), std::max(1.0, size / 300.0)));
    for (int i = 0; i <= 8; ++i) {
        p.drawLine(
            QPointF(board.left() + i * cell, board.top()), QPointF(board.left() + i * cell, board.bottom()));
        p.drawLine(
            QPointF(board.left(), board.top() + i * cell), QPointF(board.right(), board.top() + i * cell));
    }
    QFont font;
    font.setPixelSize(int(margin * 0.6));
    p.setFont(font);
    p.setPen(Qt::black);
    for (int i = 0; i < 8; ++i) {
        p.drawText(
            QRectF(board.left() + i * cell, 0, cell, margin), Qt::AlignCenter, QString(QChar('a' + i)));
        p.drawText(QRectF(0, board.top() + i * cell, margin, cell), Qt::AlignCenter, QString::number(i + 1));
    }
    const Bitboard black = position.black(), white = position.white();
    for (Square sq = 0; sq < 64; ++sq) {
        const QRectF r(board.left() + (sq % 8) * cell, board.top() + (sq / 8) * cell, cell, cell);
        const bool isBlack = black & squareBit(sq), isWhite = white & squareBit(sq);
        if (!isBlack && !isWhite)
            continue;
        p.setPen(QPen(Qt::black, std::max(1.0, size / 250.0)));
        p.setBrush(isBlack ? QColor(20, 20, 20) : QColor(250, 250, 250));
        p.drawEllipse(r.adjusted(cell * 0.1, cell * 0.1, -cell * 0.1, -cell * 0.1));
    }
    QFont numbers = font;
    numbers.setBold(true);
    numbers.setPixelSize(int(cell * 0.42));
    p.setFont(numbers);
    int n = 0;
    for (Square sq : line) {
        ++n;
        if (sq == PassMove)
            continue;
        const QRectF r(board.left() + (sq % 8) * cell, board.top() + (sq / 8) * cell, cell, cell);
        p.setPen(QPen(Qt::white, std::max(1.0, size / 250.0)));
        p.setBrush(colour);
        p.drawEllipse(r.adjusted(cell * 0.16, cell * 0.16, -cell * 0.16, -cell * 0.16));
        p.setPen(Qt::white);
        p.drawText(r, Qt::AlignCenter, QString::number(n));
        if (n == 1) {
            p.setBrush(Qt::NoBrush);
            p.setPen(QPen(colour, cell * 0.08));
            p.drawRect(r.adjusted(cell * 0.04, cell * 0.04, -cell * 0.04, -cell * 0.04));
        }
    }
    return image;
}

namespace {

QString esc(const QString& s) { return s.toHtmlEscaped(); }

QString statRow(const QString& who, const AccuracyStats& s)
{
    return QStringLiteral(
        "<tr><td>%1</td><td align=right>%2</td><td align=right>%3</td><td align=right>%4</td>"
        "<td align=center>%5 / %6 / %7</td></tr>")
        .arg(esc(who), QString::number(s.moves),
            s.moves ? ReviewText::discs(s.averageLoss()) : QStringLiteral("–"),
            s.moves ? ReviewText::percent(s.accurateShare()) : QStringLiteral("–"))
        .arg(s.kinds[0])
        .arg(s.kinds[1])
        .arg(s.kinds[2]);
}

using Images = QList<std::pair<QString, QImage>>;

QString reviewHtml(const ReviewReport& report, Images& images)
{
    const GameReview& r = report.review;
    const QString black
        = report.blackName.isEmpty() ? ReviewText::colourName(Color::Black) : report.blackName;
    const QString white
        = report.whiteName.isEmpty() ? ReviewText::colourName(Color::White) : report.whiteName;
    QString html = QStringLiteral("<html><body style=\"font-size:10pt\">");
    html += QStringLiteral("<h1>%1</h1>").arg(esc(ReviewText::tr("Game review")));
    html += QStringLiteral("<p><b>%1</b> %2 &nbsp;–&nbsp; <b>%3</b> %4<br>%5</p>")
                .arg(esc(ReviewText::tr("Black:")), esc(black), esc(ReviewText::tr("White:")), esc(white),
                    esc(ReviewText::resultText(r)));
    if (!r.complete)
        html += QStringLiteral("<p><i>%1</i></p>")
                    .arg(esc(ReviewText::tr("The analysis did not value every move; the figures cover the "
                                            "moves it valued.")));

    const QString table = QStringLiteral("<table border=1 cellspacing=0 cellpadding=4 width=100%>");
    html += QStringLiteral("<h2>%1</h2>").arg(esc(ReviewText::tr("Accuracy")));
    html += table
        + QStringLiteral("<tr><th align=left>%1</th><th>%2</th><th>%3</th><th>%4</th><th>%5</th></tr>")
              .arg(esc(ReviewText::tr("Player")), esc(ReviewText::tr("Moves")),
                  esc(ReviewText::tr("Discs lost per move")),
                  esc(ReviewText::tr("Within %1 disc").arg(AccurateLoss)),
                  esc(ReviewText::tr("Inaccuracies / mistakes / blunders")))
        + statRow(black, r.players[0]) + statRow(white, r.players[1]) + QStringLiteral("</table>");

    // Phases: one row each, both players side by side.
    html += QStringLiteral("<h2>%1</h2>").arg(esc(ReviewText::tr("Phases")));
    html += table
        + QStringLiteral("<tr><th align=left>%1</th><th>%2</th><th>%3</th><th>%4</th><th>%5</th></tr>")
              .arg(esc(ReviewText::tr("Phase")), esc(ReviewText::tr("%1: discs lost per move").arg(black)),
                  esc(ReviewText::tr("%1: within %2 disc").arg(black).arg(AccurateLoss)),
                  esc(ReviewText::tr("%1: discs lost per move").arg(white)),
                  esc(ReviewText::tr("%1: within %2 disc").arg(white).arg(AccurateLoss)));
    for (int ph = 0; ph < PhaseCount; ++ph) {
        html += QStringLiteral("<tr><td>%1</td>").arg(esc(ReviewText::phaseTitle(GamePhase(ph))));
        for (const AccuracyStats& s : r.phases[std::size_t(ph)])
            html += QStringLiteral("<td align=right>%1</td><td align=right>%2</td>")
                        .arg(s.moves ? ReviewText::discs(s.averageLoss()) : QStringLiteral("–"),
                            s.moves ? ReviewText::percent(s.accurateShare()) : QStringLiteral("–"));
        html += QStringLiteral("</tr>");
    }
    html += QStringLiteral("</table>");

    // The graph, drawn for print.
    QImage graph(1600, 560, QImage::Format_ARGB32_Premultiplied);
    graph.fill(Qt::white);
    {
        QPainter p(&graph);
        QFont f;
        f.setPixelSize(22);
        p.setFont(f);
        paintReviewGraph(p, QRectF(0, 0, graph.width(), graph.height()), r, ReviewGraphStyle{});
    }
    images.append({QStringLiteral("review://graph"), graph});
    html += QStringLiteral("<h2>%1</h2><p>%2</p><p><img src=\"review://graph\" width=530></p>")
                .arg(esc(ReviewText::tr("Evaluation graph")),
                    esc(ReviewText::tr("Engine value after each move, in discs for Black (dark: Black ahead, "
                                       "light: White ahead); dots mark the mistakes.")));

    // The mistakes start a page: a heading never sits alone at the foot of the first one.
    html += QStringLiteral("<h2 style=\"page-break-before:always\">%1</h2>")
                .arg(esc(ReviewText::tr("Mistakes")));
    int shown = 0;
    QStringList minor;
    for (const ReviewMistake& m : r.mistakes) {
        if (m.kind == MistakeKind::Inaccuracy || shown >= PdfDiagramMistakes) {
            minor << QStringLiteral(
                "<tr><td>%1. %2</td><td>%3</td><td>%4</td><td align=right>%5</td><td>%6</td></tr>")
                         .arg(QString::number(m.moveNumber), esc(ReviewText::colourName(m.mover)),
                             QString::fromStdString(squareName(m.played)),
                             QString::fromStdString(squareName(m.best)), ReviewText::discs(m.loss),
                             esc(MistakeModel::kindName(m.kind)));
            continue;
        }
        const Position before = r.positionAt(m.ply);
        const QString played = QStringLiteral("review://played%1").arg(m.ply);
        const QString better = QStringLiteral("review://better%1").arg(m.ply);
        images.append({played, reviewDiagram(before, m.playedLine, QColor(185, 28, 28), 520)});
        images.append({better, reviewDiagram(before, m.betterLine, QColor(21, 128, 61), 520)});
        html += QStringLiteral("<h3>%1</h3>")
                    .arg(esc(ReviewText::tr("Move %1, %2: %3 – %4 discs lost")
                                 .arg(m.moveNumber)
                                 .arg(ReviewText::colourName(m.mover), MistakeModel::kindName(m.kind),
                                     ReviewText::discs(m.loss))));
        html += QStringLiteral("<table cellspacing=0 cellpadding=4><tr><td><img src=\"%1\" width=230></td>"
                               "<td><img src=\"%2\" width=230></td></tr><tr><td width=240>%3</td>"
                               "<td width=240>%4</td></tr></table>")
                    .arg(played, better,
                        esc(ReviewText::tr("Played %1 (%2): %3")
                                .arg(QString::fromStdString(squareName(m.played)),
                                    ReviewText::signedDiscs(m.playedValue),
                                    ReviewText::lineText(m.playedLine))),
                        esc(ReviewText::tr("Better %1 (%2): %3")
                                .arg(QString::fromStdString(squareName(m.best)),
                                    ReviewText::signedDiscs(m.bestValue),
                                    ReviewText::lineText(m.betterLine))));
        ++shown;
    }
    if (shown == 0)
        html += QStringLiteral("<p>%1</p>")
                    .arg(esc(ReviewText::tr("No move lost %1 discs or more.").arg(MistakeLoss)));
    if (!minor.isEmpty()) {
        html += QStringLiteral("<h3>%1</h3>").arg(esc(ReviewText::tr("Other inaccuracies")));
        html += table
            + QStringLiteral("<tr><th align=left>%1</th><th>%2</th><th>%3</th><th>%4</th><th>%5</th></tr>")
                  .arg(esc(ReviewText::tr("Move")), esc(ReviewText::tr("Played")),
                      esc(ReviewText::tr("Better")), esc(ReviewText::tr("Lost")), esc(ReviewText::tr("Kind")))
            + minor.join(QString()) + QStringLiteral("</table>");
    }
    html += QStringLiteral("<h2>%1</h2><p style=\"font-size:9pt\">%2</p>")
                .arg(esc(ReviewText::tr("How to read this review")), esc(ReviewText::definitions()));
    html += QStringLiteral("</body></html>");
    return html;
}

} // namespace

QString writeReviewPdf(const ReviewReport& report, const QString& path)
{
    QByteArray bytes;
    {
        QBuffer buffer(&bytes);
        buffer.open(QIODevice::WriteOnly);
        QPdfWriter writer(&buffer);
        writer.setTitle(ReviewText::tr("Game review"));
        writer.setCreator(QStringLiteral("ProbCut Studio"));
        writer.setPageSize(QPageSize(QPageSize::A4));
        writer.setPageMargins(QMarginsF(15, 15, 15, 15), QPageLayout::Millimeter);
        writer.setResolution(300);
        Images images;
        const QString html = reviewHtml(report, images);
        QTextDocument doc;
        // The images before the text (its import may size them) and again after it, in case
        // starting a new document dropped them.
        for (const auto& [url, image] : images)
            doc.addResource(QTextDocument::ImageResource, QUrl(url), image);
        doc.setHtml(html);
        for (const auto& [url, image] : images)
            doc.addResource(QTextDocument::ImageResource, QUrl(url), image);
        doc.print(&writer);
    }
    if (bytes.isEmpty() || !bytes.startsWith("%PDF"))
        return ReviewText::tr("The PDF could not be made.");
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit())
        return ReviewText::tr("%1: %2").arg(QDir::toNativeSeparators(path), file.errorString());
    return {};
}

} // namespace probcut::ui
