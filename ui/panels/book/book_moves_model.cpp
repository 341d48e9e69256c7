#include "ui/panels/book/book_moves_model.h"

#include "engine/book/opening_names.h"
#include "ui/window/theme.h"

#include <QBrush>
#include <QFont>
#include <QGuiApplication>
#include <QLocale>
#include <QPalette>

#include <cmath>

namespace probcut::ui {

void BookMovesModel::setInfo(
    const std::optional<BookPositionInfo>& info, const QString& moverName, const Position& position)
{
    beginResetModel();
    m_info = info;
    m_mover = moverName;
    m_openings.clear();
    if (m_info) {
        for (const BookMoveInfo& m : m_info->moves) {
            Position next = position;
            std::optional<OpeningMatch> match;
            if (next.play(m.move))
                match = namedOpeningAt(next);
            m_openings.push_back(match
                    ? QString::fromUtf8(match->opening->name.data(), qsizetype(match->opening->name.size()))
                    : QString());
        }
    }
    endResetModel();
}

QString BookMovesModel::openingAt(int row) const
{
    return row >= 0 && row < int(m_openings.size()) ? m_openings[std::size_t(row)] : QString();
}

void BookMovesModel::setPointOfView(PointOfView::Kind pointOfView, Color toMove)
{
    if (pointOfView == m_pointOfView && toMove == m_toMove)
        return;
    m_pointOfView = pointOfView;
    m_toMove = toMove;
    emit headerDataChanged(Qt::Horizontal, ValueColumn, ValueColumn);
    if (rowCount() > 0)
        emit dataChanged(index(0, ValueColumn), index(rowCount() - 1, ValueColumn));
}

int BookMovesModel::rowCount(const QModelIndex& parent) const
{
    if (parent.isValid() || !m_info)
        return 0;
    return int(m_info->moves.size());
}

int BookMovesModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString BookMovesModel::valueText(double discs)
{
    if (discs > 0.005)
        return QStringLiteral("+%1").arg(discs, 0, 'f', 2);
    if (discs < -0.005)
        return QStringLiteral("\u2212%1").arg(-discs, 0, 'f', 2);
    return QStringLiteral("0.00");
}

QString BookMovesModel::sourceText(BookValueSource source)
{
    switch (source) {
    case BookValueSource::Exact: return tr("exact");
    case BookValueSource::Searched: return tr("searched");
    case BookValueSource::GameResult: return tr("game results");
    case BookValueSource::None: break;
    }
    return tr("unknown");
}

QString BookMovesModel::sourceExplanation(BookValueSource source)
{
    switch (source) {
    case BookValueSource::Exact: return tr("Exact: the position was solved to the end of the game.");
    case BookValueSource::Searched:
        return tr("Searched: the value comes from engine searches at the ends of the book's lines.");
    case BookValueSource::GameResult:
        return tr("Game results: the average result of the games that reached it (not searched yet).");
    case BookValueSource::None: break;
    }
    return tr("No value is known yet.");
}

QString BookMovesModel::columnExplanation(int column) const
{
    const QString mover = m_mover.isEmpty() ? tr("the side to move") : m_mover;
    switch (column) {
    case MoveColumn:
        return tr("The move. \"not in book\" marks the deviation: the best move the book has no games "
                  "for, found by a search. Double-click a move to play it.");
    case ValueColumn:
        return tr("What the move is worth for %1, in discs at the end of the game, assuming best play "
                  "along the book's lines (negamax). Positive is good for %1.")
            .arg(PointOfView::colourName(PointOfView::shownFor(m_toMove, m_pointOfView)));
    case GamesColumn: return tr("How many games in the book's sources played this move.");
    case ResultsColumn: return tr("Of those games: how many %1 won, drew and lost (W/D/L).").arg(mover);
    case BelowColumn:
        return tr("How many different book positions can be reached after this move, this move's "
                  "position included: the size of the book's knowledge there.");
    case DepthColumn: return tr("The length in moves of the longest book line that starts with this move.");
    case SourceColumn:
        return tr("Where the value comes from: exact (solved to the end), searched (engine searches "
                  "at the ends of the lines), or game results (average of the games).");
    case OpeningColumn:
        return tr("The named opening the move leads into, when its position is one of the standard "
                  "named openings (matched in any orientation of the board).");
    default: break;
    }
    return {};
}

QString BookMovesModel::rowSummary(int row) const
{
    // Every column of the row in one line, for a dock too narrow to show them all.
    QStringList parts;
    const auto text = [this, row](int column) { return data(index(row, column)).toString(); };
    parts << tr("%1: %2 for %3")
                 .arg(text(MoveColumn), text(ValueColumn),
                     PointOfView::colourName(PointOfView::shownFor(m_toMove, m_pointOfView)));
    if (!openingAt(row).isEmpty())
        parts << openingAt(row);
    if (moveAt(row).inBook)
        parts << tr("%1 games").arg(text(GamesColumn)) << tr("W/D/L %1").arg(text(ResultsColumn))
              << tr("%1 positions below").arg(text(BelowColumn))
              << tr("longest line %1 moves").arg(text(DepthColumn));
    parts << text(SourceColumn);
    return parts.join(QStringLiteral(" \u00b7 "));
}

QVariant BookMovesModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || !m_info || index.row() < 0 || index.row() >= rowCount() || index.column() < 0
        || index.column() >= ColumnCount)
        return {};
    const BookMoveInfo& m = moveAt(index.row());
    const QLocale locale;
    if (role == SquareRole)
        return int(m.move);
    if (role == Qt::DisplayRole) {
        switch (index.column()) {
        case MoveColumn: {
            const QString name = m.move == PassMove ? tr("pass") : QString::fromStdString(squareName(m.move));
            return m.inBook ? name : tr("%1 (not in book)").arg(name);
        }
        case ValueColumn: return valueText(PointOfView::fromMover(m.value, m_toMove, m_pointOfView));
        case GamesColumn: return m.inBook ? locale.toString(qulonglong(m.games)) : QStringLiteral("—");
        case ResultsColumn: {
            if (!m.inBook || m.games == 0)
                return QStringLiteral("—");
            // Percentages keep the column narrow; the counts are in the tooltip.
            auto pct = [&m](std::uint32_t n) { return QString::number(std::lround(100.0 * n / m.games)); };
            return QStringLiteral("%1/%2/%3%").arg(pct(m.wins), pct(m.draws), pct(m.losses));
        }
        case BelowColumn:
            return m.inBook ? locale.toString(qulonglong(m.positionsBelow)) : QStringLiteral("—");
        case DepthColumn: return m.inBook ? QString::number(m.deepestLine) : QStringLiteral("—");
        case SourceColumn:
            return m.inBook ? sourceText(m.source)
                            : tr("%1, depth %2").arg(sourceText(m.source)).arg(m.searchDepth);
        case OpeningColumn: return openingAt(index.row());
        default: break;
        }
        return {};
    }
    if (role == Qt::ToolTipRole) {
        QString tip = columnExplanation(index.column());
        if (index.column() == SourceColumn)
            tip = sourceExplanation(m.source);
        if (index.column() == MoveColumn)
            tip = rowSummary(index.row()) + QLatin1Char('\n') + tip;
        if (index.column() == OpeningColumn && !openingAt(index.row()).isEmpty())
            tip = tr("Playing %1 reaches the named opening %2.")
                      .arg(QString::fromStdString(squareName(m.move)), openingAt(index.row()))
                + QLatin1Char('\n') + tip;
        if (index.column() == ResultsColumn && m.inBook && m.games > 0)
            tip = tr("%1 won %2, drew %3 and lost %4 of these %5 games.")
                      .arg(m_mover.isEmpty() ? tr("The side to move") : m_mover,
                          locale.toString(qulonglong(m.wins)), locale.toString(qulonglong(m.draws)),
                          locale.toString(qulonglong(m.losses)), locale.toString(qulonglong(m.games)))
                + QLatin1Char('\n') + tip;
        if (!m.inBook)
            tip += QLatin1Char('\n')
                + tr("This move is not in the book: it is the best alternative the book's search found "
                     "(depth %1). Playing it leaves the book.")
                      .arg(m.searchDepth);
        return tip;
    }
    if (role == Qt::TextAlignmentRole) {
        if (index.column() == MoveColumn || index.column() == SourceColumn || index.column() == OpeningColumn)
            return int(Qt::AlignLeft | Qt::AlignVCenter);
        return int(Qt::AlignRight | Qt::AlignVCenter);
    }
    if (role == Qt::FontRole && !m.inBook) {
        QFont font;
        font.setItalic(true);
        return font;
    }
    if (role == Qt::ForegroundRole && index.column() == ValueColumn) {
        // Green and red follow the sign shown.
        const double shown = PointOfView::fromMover(m.value, m_toMove, m_pointOfView);
        if (shown > 0.005)
            return QBrush(goodValueColor(QGuiApplication::palette()));
        if (shown < -0.005)
            return QBrush(badValueColor(QGuiApplication::palette()));
    }
    return {};
}

QVariant BookMovesModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= ColumnCount)
        return QAbstractTableModel::headerData(section, orientation, role);
    if (role == Qt::DisplayRole) {
        switch (section) {
        case MoveColumn: return tr("Move");
        case ValueColumn:
            return tr("Value (%1)")
                .arg(PointOfView::colourName(PointOfView::shownFor(m_toMove, m_pointOfView)));
        case GamesColumn: return tr("Games");
        case ResultsColumn: return tr("W/D/L");
        case BelowColumn: return tr("Below");
        case DepthColumn: return tr("Depth");
        case SourceColumn: return tr("From");
        case OpeningColumn: return tr("Opening");
        default: break;
        }
    }
    if (role == Qt::ToolTipRole)
        return columnExplanation(section);
    return QAbstractTableModel::headerData(section, orientation, role);
}

} // namespace probcut::ui
