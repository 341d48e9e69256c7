#pragma once
// The item models of the position-explanation panel (ExplainPanel):
// - ClassicFeaturesModel: the classic evaluation's features (classic_eval.h) counted for Black
//   and for White, what each is worth in discs under the trained weights (to the side to move
//   or to Black: the point of view),
//   and a plain-words description;
// - PatternTermsModel: the pattern evaluation taken apart (patternTerms), one row per pattern
//   instance and the parity term, largest contribution first.
// Both are recomputed from a Position by the panel and tested with QAbstractItemModelTester.

#include "engine/core/board.h"
#include "engine/eval/classic_eval.h"
#include "engine/eval/pattern.h"
#include "ui/window/point_of_view.h"

#include <QAbstractTableModel>

#include <vector>

namespace probcut::ui {

class ClassicFeaturesModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column { FeatureColumn, BlackColumn, WhiteColumn, WorthColumn, MeaningColumn, ColumnCount };

    using QAbstractTableModel::QAbstractTableModel;
    // Whose side worths are given for; applies from the next setPosition().
    void setPointOfView(PointOfView::Kind pointOfView) { m_pointOfView = pointOfView; }
    void setPosition(const Position& position);
    // The count of `feature` for `color` (tests).
    int count(ClassicFeature feature, Color color) const;
    // Discs the feature is worth to the side the point of view shows.
    double worth(ClassicFeature feature) const { return m_worth[std::size_t(feature)]; }
    static QString featureName(ClassicFeature feature);
    static QString featureMeaning(ClassicFeature feature);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    Position m_position;
    ClassicFeatureCounts m_counts;
    std::array<double, ClassicFeatureCount> m_worth{};
    ClassicEvaluator m_evaluator;
    PointOfView::Kind m_pointOfView = PointOfView::SideToMove;
};

class PatternTermsModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column { PatternColumn, ValueColumn, ColumnCount };
    static constexpr int InstanceRole
        = Qt::UserRole + 1; // int: instance (from InstanceCount: parity, mobility)
    static constexpr int SquaresRole = Qt::UserRole + 2; // qulonglong: the instance's squares
    static constexpr int DiscsRole = Qt::UserRole + 3;   // double: contribution in discs

    using QAbstractTableModel::QAbstractTableModel;
    // Whose side terms are given for; applies from the next setPosition().
    void setPointOfView(PointOfView::Kind pointOfView) { m_pointOfView = pointOfView; }
    // Recomputes the terms of `position` under `eval` (null weights: the model is empty).
    void setPosition(const Position& position, const PatternEval& eval);
    struct Term {
        int instance;
        double discs; // for the side the point of view shows
    };
    const std::vector<Term>& terms() const { return m_terms; } // largest first
    double totalDiscs() const;                                 // unclamped sum
    static QString instanceLabel(int instance);
    // Rows drawn on the board: marked in the table.
    void setHighlighted(const std::vector<int>& instances);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    std::vector<Term> m_terms;
    std::vector<int> m_highlighted;
    QString m_mover; // the side the values are for
    PointOfView::Kind m_pointOfView = PointOfView::SideToMove;
};

} // namespace probcut::ui
