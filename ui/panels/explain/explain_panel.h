#pragma once
// The "Explain" dock panel (issue 8): why the engine likes or dislikes the position on the
// board, in two views. The classic evaluation's features (mobility, frontier, stable discs,
// corners, X- and C-squares, wedges, ...) counted for both sides with what each is worth and a
// plain-words description (ClassicFeaturesModel); and the pattern evaluation's terms
// (PatternTermsModel), whose three largest for and against the side the values are for (the
// point of view: the side to move or Black) are drawn on the
// board in green and red (BoardWidget::setOverlay) while the panel is shown and the overlay is
// on. Cheap to compute (microseconds), so it runs on the GUI thread. Created by
// MainWindow::createPanels().

#include "engine/eval/pattern.h"
#include "ui/window/point_of_view.h"

#include <QPointer>
#include <QWidget>

#include <memory>

class QCheckBox;
class QLabel;
class QTableView;

namespace probcut::ui {

class BoardWidget;
class ClassicFeaturesModel;
class GameModel;
class PatternTermsModel;

class ExplainPanel : public QWidget {
    Q_OBJECT

public:
    // `evaluator`: the pattern evaluation to take apart (nullptr: features only).
    ExplainPanel(GameModel* model, BoardWidget* board, std::shared_ptr<const PatternEvaluator> evaluator,
        QWidget* parent = nullptr);
    ~ExplainPanel() override;

    ClassicFeaturesModel* featuresModel() const { return m_features; }
    PatternTermsModel* termsModel() const { return m_terms; }
    QCheckBox* overlayToggle() const { return m_overlayToggle; }
    QString summaryText() const;
    // Whose side values are given for.
    void setPointOfView(PointOfView::Kind pointOfView);
    // How many strongest terms each way are drawn.
    static constexpr int OverlayCount = 3;

protected:
    void showEvent(QShowEvent* event) override;
    void hideEvent(QHideEvent* event) override;

private:
    void refresh();
    void updateOverlay();

    GameModel* m_model;
    QPointer<BoardWidget> m_board; // the window's board may go first at teardown
    std::shared_ptr<const PatternEvaluator> m_evaluator;
    ClassicFeaturesModel* m_features;
    PatternTermsModel* m_terms;
    QLabel* m_summary;
    QLabel* m_meaning;
    QLabel* m_featuresTitle;
    QLabel* m_patternsTitle;
    QTableView* m_featuresView;
    QTableView* m_termsView;
    QCheckBox* m_overlayToggle;
    bool m_ownsOverlay = false; // the board's overlay is ours (cleared when we hide)
    bool m_onScreen = true;     // false while the dock is behind another tab
    PointOfView::Kind m_pov = PointOfView::SideToMove;
};

} // namespace probcut::ui
