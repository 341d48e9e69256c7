#include "ui/panels/explain/explain_models.h"

#include "engine/eval/evaluator.h"
#include "ui/window/theme.h"

#include <QBrush>
#include <QColor>
#include <QGuiApplication>

#include <algorithm>
#include <cmath>

namespace probcut::ui {

namespace {
QString signedDiscs(double discs, int decimals = 2)
{
    const double eps = 0.5 * std::pow(10.0, -decimals);
    if (discs > eps)
        return QStringLiteral("+%1").arg(discs, 0, 'f', decimals);
    if (discs < -eps)
        return QStringLiteral("\u2212%1").arg(-discs, 0, 'f', decimals);
    return QString::number(0.0, 'f', decimals);
}
QString colorName(Color c)
{
    return c == Color::Black ? ClassicFeaturesModel::tr("Black") : ClassicFeaturesModel::tr("White");
}
// Good and bad values as text in the current theme (readable on its base).
QColor good() { return goodValueColor(QGuiApplication::palette()); }
QColor bad() { return badValueColor(QGuiApplication::palette()); }
} // namespace

// --- ClassicFeaturesModel -------------------------------------------------------------------

void ClassicFeaturesModel::setPosition(const Position& position)
{
    m_position = position;
    m_counts = classicFeatureCounts(position.board);
    m_worth = m_evaluator.contributions(position.board);
    for (double& worth : m_worth)
        worth = PointOfView::fromMover(worth, position.sideToMove, m_pointOfView);
    // Only values change, never the shape: dataChanged keeps the view's selection and scroll.
    emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
    emit headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
}

int ClassicFeaturesModel::count(ClassicFeature feature, Color color) const
{
    const bool player = color == m_position.sideToMove;
    return player ? m_counts.player[std::size_t(feature)] : m_counts.opponent[std::size_t(feature)];
}

QString ClassicFeaturesModel::featureName(ClassicFeature f)
{
    switch (f) {
    case ClassicFeature::Discs: return tr("Discs");
    case ClassicFeature::Mobility: return tr("Mobility");
    case ClassicFeature::Corners: return tr("Corners");
    case ClassicFeature::CornerAccess: return tr("Corner access");
    case ClassicFeature::CSquares: return tr("C-squares");
    case ClassicFeature::XSquares: return tr("X-squares");
    case ClassicFeature::Frontier: return tr("Frontier");
    case ClassicFeature::Stable: return tr("Stable discs");
    case ClassicFeature::Wedges: return tr("Wedges");
    }
    return {};
}

QString ClassicFeaturesModel::featureMeaning(ClassicFeature f)
{
    switch (f) {
    case ClassicFeature::Discs: return tr("Discs on the board. Early on, fewer is often better.");
    case ClassicFeature::Mobility: return tr("Legal moves. More choice is good; few moves force bad ones.");
    case ClassicFeature::Corners: return tr("Corners held. A corner disc can never be flipped.");
    case ClassicFeature::CornerAccess: return tr("Corners that can be taken with the next move.");
    case ClassicFeature::CSquares:
        return tr("Edge squares next to an empty corner: risky, they can give the corner away.");
    case ClassicFeature::XSquares:
        return tr("Squares diagonally next to an empty corner: usually give the corner away.");
    case ClassicFeature::Frontier:
        return tr("Discs next to an empty square (potential mobility). Fewer is better: they give "
                  "the other side moves.");
    case ClassicFeature::Stable: return tr("Discs that can never be flipped again for the rest of the game.");
    case ClassicFeature::Wedges:
        return tr("Empty edge squares between two of the other side's discs: places to wedge in.");
    }
    return {};
}

int ClassicFeaturesModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ClassicFeatureCount;
}

int ClassicFeaturesModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant ClassicFeaturesModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() < 0 || index.row() >= ClassicFeatureCount || index.column() < 0
        || index.column() >= ColumnCount)
        return {};
    const auto f = ClassicFeature(index.row());
    if (role == Qt::DisplayRole) {
        switch (index.column()) {
        case FeatureColumn: return featureName(f);
        case BlackColumn: return count(f, Color::Black);
        case WhiteColumn: return count(f, Color::White);
        case WorthColumn: return signedDiscs(worth(f));
        case MeaningColumn: return featureMeaning(f);
        default: break;
        }
        return {};
    }
    if (role == Qt::ToolTipRole) {
        if (index.column() == WorthColumn)
            return tr("What the difference in %1 is worth to %2 in the classic evaluation, in discs at the "
                      "end of the game.")
                .arg(featureName(f).toLower(),
                    colorName(PointOfView::shownFor(m_position.sideToMove, m_pointOfView)));
        return featureMeaning(f);
    }
    if (role == Qt::TextAlignmentRole) {
        if (index.column() == FeatureColumn || index.column() == MeaningColumn)
            return int(Qt::AlignLeft | Qt::AlignVCenter);
        return int(Qt::AlignRight | Qt::AlignVCenter);
    }
    if (role == Qt::ForegroundRole && index.column() == WorthColumn) {
        if (worth(f) > 0.005)
            return QBrush(good());
        if (worth(f) < -0.005)
            return QBrush(bad());
    }
    return {};
}

QVariant ClassicFeaturesModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= ColumnCount)
        return QAbstractTableModel::headerData(section, orientation, role);
    const QString mover = colorName(PointOfView::shownFor(m_position.sideToMove, m_pointOfView));
    if (role == Qt::DisplayRole) {
        switch (section) {
        case FeatureColumn: return tr("Feature");
        case BlackColumn: return tr("Black");
        case WhiteColumn: return tr("White");
        case WorthColumn: return tr("Worth (%1)").arg(mover);
        case MeaningColumn: return tr("What it means");
        default: break;
        }
    }
    if (role == Qt::ToolTipRole) {
        switch (section) {
        case FeatureColumn: return tr("A feature of the position that players count");
        case BlackColumn: return tr("How many Black has");
        case WhiteColumn: return tr("How many White has");
        case WorthColumn:
            return tr("What the difference between the two sides is worth to %1, in discs, "
                      "in the classic evaluation (weights fitted to expert games for this stage of "
                      "the game)")
                .arg(mover);
        case MeaningColumn: return tr("The feature in plain words");
        default: break;
        }
    }
    return QAbstractTableModel::headerData(section, orientation, role);
}

// --- PatternTermsModel ----------------------------------------------------------------------

void PatternTermsModel::setPosition(const Position& position, const PatternEval& eval)
{
    beginResetModel();
    m_terms.clear();
    m_highlighted.clear();
    m_mover = colorName(PointOfView::shownFor(position.sideToMove, m_pointOfView));
    if (eval.weights && eval.stageOffsets) {
        const PatternTerms terms = patternTerms(eval, position.board);
        for (int i = 0; i < pattern::FeatureCount; ++i)
            m_terms.push_back({i,
                PointOfView::fromMover(
                    unitsToDiscs(terms.units[std::size_t(i)]), position.sideToMove, m_pointOfView)});
        std::stable_sort(
            m_terms.begin(), m_terms.end(), [](const Term& a, const Term& b) { return a.discs > b.discs; });
    }
    endResetModel();
}

double PatternTermsModel::totalDiscs() const
{
    double sum = 0;
    for (const Term& t : m_terms)
        sum += t.discs;
    return sum;
}

QString PatternTermsModel::instanceLabel(int instance)
{
    if (instance == pattern::MobilityFeature)
        return tr("mobility (moves of both sides)");
    if (instance >= pattern::InstanceCount)
        return tr("parity (who is due the last move)");
    return QString::fromStdString(patternInstanceName(instance));
}

void PatternTermsModel::setHighlighted(const std::vector<int>& instances)
{
    m_highlighted = instances;
    if (!m_terms.empty())
        emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1), {Qt::BackgroundRole});
}

int PatternTermsModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_terms.size());
}

int PatternTermsModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant PatternTermsModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() < 0 || index.row() >= rowCount() || index.column() < 0
        || index.column() >= ColumnCount)
        return {};
    const Term& t = m_terms[std::size_t(index.row())];
    switch (role) {
    case Qt::DisplayRole:
        return index.column() == PatternColumn ? instanceLabel(t.instance) : signedDiscs(t.discs);
    case Qt::ToolTipRole:
        return t.instance == pattern::MobilityFeature
            ? tr("The mobility weight: what the number of legal moves of both sides is worth, "
                 "learned from games.")
            : t.instance >= pattern::InstanceCount
            ? tr("The parity weight: whether the number of empty squares is odd or even, i.e. who "
                 "is due the last move of the game.")
            : tr("What the discs on these squares are worth to %1, in discs, according to "
                 "the pattern weights learned from games. Highlighted on the board when among the "
                 "three largest either way.")
                  .arg(m_mover);
    case Qt::TextAlignmentRole:
        return index.column() == PatternColumn ? int(Qt::AlignLeft | Qt::AlignVCenter)
                                               : int(Qt::AlignRight | Qt::AlignVCenter);
    case Qt::ForegroundRole:
        if (index.column() == ValueColumn && std::abs(t.discs) >= 0.005)
            return QBrush(t.discs > 0 ? good() : bad());
        return {};
    case Qt::BackgroundRole:
        if (std::find(m_highlighted.begin(), m_highlighted.end(), t.instance) != m_highlighted.end()) {
            QColor c = t.discs > 0 ? good() : bad();
            c.setAlpha(45);
            return QBrush(c);
        }
        return {};
    case InstanceRole: return t.instance;
    case SquaresRole: return qulonglong(patternInstanceSquares(t.instance));
    case DiscsRole: return t.discs;
    default: break;
    }
    return {};
}

QVariant PatternTermsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= ColumnCount)
        return QAbstractTableModel::headerData(section, orientation, role);
    if (role == Qt::DisplayRole)
        return section == PatternColumn ? tr("Pattern") : tr("Worth (%1)").arg(m_mover);
    if (role == Qt::ToolTipRole)
        return section == PatternColumn
            ? tr("A group of squares the evaluation looks at together (an edge, a corner region, a "
                 "line or a diagonal) and where it is on the board")
            : tr("What the pattern's current contents are worth to %1, in discs; the rows add up to the "
                 "evaluation")
                  .arg(m_mover);
    return QAbstractTableModel::headerData(section, orientation, role);
}

} // namespace probcut::ui
