#include "ui/panels/explain/explain_panel.h"

#include "engine/eval/evaluator.h"
#include "ui/board/board_widget.h"
#include "ui/game/game_model.h"
#include "ui/panels/column_fitter.h"
#include "ui/panels/explain/explain_models.h"

#include <QCheckBox>
#include <QDockWidget>
#include <QHeaderView>
#include <QLabel>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

#include <cmath>

namespace probcut::ui {

namespace {
// Bright enough to read on the green felt and on both disc colours.
const QColor OverlayGood(120, 255, 120);
const QColor OverlayBad(255, 70, 70);

QTableView* makeTable(QAbstractItemModel* model, const QString& name, QWidget* parent)
{
    auto* view = new QTableView(parent);
    view->setObjectName(name);
    view->setModel(model);
    view->setSelectionMode(QAbstractItemView::NoSelection);
    view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    view->setAlternatingRowColors(true);
    view->verticalHeader()->hide();
    view->verticalHeader()->setDefaultSectionSize(view->fontMetrics().height() + 6);
    fitColumnsToContents(view);
    view->horizontalHeader()->setStretchLastSection(true);
    view->setWordWrap(false);
    view->setMinimumHeight(view->horizontalHeader()->sizeHint().height()
        + 4 * view->verticalHeader()->defaultSectionSize() + 2 * view->frameWidth());
    return view;
}

QString signedText(double discs)
{
    if (discs > 0.05)
        return QStringLiteral("+%1").arg(discs, 0, 'f', 1);
    if (discs < -0.05)
        return QStringLiteral("\u2212%1").arg(-discs, 0, 'f', 1);
    return QStringLiteral("0.0");
}
} // namespace

ExplainPanel::ExplainPanel(
    GameModel* model, BoardWidget* board, std::shared_ptr<const PatternEvaluator> evaluator, QWidget* parent)
    : QWidget(parent), m_model(model), m_board(board), m_evaluator(std::move(evaluator))
{
    setObjectName(QStringLiteral("explainPanelContents"));
    m_features = new ClassicFeaturesModel(this);
    m_terms = new PatternTermsModel(this);

    m_summary = new QLabel(this);
    m_summary->setObjectName(QStringLiteral("explainSummaryText"));
    m_summary->setWordWrap(true);
    m_summary->setTextFormat(Qt::RichText);

    m_featuresView = makeTable(m_features, QStringLiteral("explainFeaturesView"), this);
    m_featuresView->setToolTip(tr("Hover over a cell to see what it means"));
    m_termsView = makeTable(m_terms, QStringLiteral("explainPatternsView"), this);

    m_overlayToggle = new QCheckBox(tr("Show the three largest for and against on the board"), this);
    m_overlayToggle->setObjectName(QStringLiteral("explainOverlayToggle"));
    m_overlayToggle->setToolTip(tr("Green: the patterns that help the side the values are for most; red: "
                                   "the ones that hurt it most"));
    m_overlayToggle->setChecked(true);
    connect(m_overlayToggle, &QCheckBox::toggled, this, &ExplainPanel::updateOverlay);

    auto* featuresBox = new QWidget(this);
    auto* featuresLayout = new QVBoxLayout(featuresBox);
    featuresLayout->setContentsMargins(0, 0, 0, 0);
    m_featuresTitle = new QLabel(featuresBox);
    featuresLayout->addWidget(m_featuresTitle);
    featuresLayout->addWidget(m_featuresView);
    // The plain-words meaning of the feature under the mouse (the table's last column holds it
    // too, but a narrow dock cuts it off).
    m_meaning = new QLabel(tr("Point at a feature to read what it means."), featuresBox);
    m_meaning->setObjectName(QStringLiteral("explainFeatureMeaning"));
    m_meaning->setWordWrap(true);
    m_meaning->setMinimumHeight(2 * m_meaning->fontMetrics().lineSpacing());
    m_meaning->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    featuresLayout->addWidget(m_meaning);
    m_featuresView->setMouseTracking(true);
    connect(m_featuresView, &QTableView::entered, this, [this](const QModelIndex& index) {
        const auto f = ClassicFeature(index.row());
        m_meaning->setText(
            QStringLiteral("<b>%1</b>: %2")
                .arg(ClassicFeaturesModel::featureName(f), ClassicFeaturesModel::featureMeaning(f)));
    });

    auto* patternsBox = new QWidget(this);
    auto* patternsLayout = new QVBoxLayout(patternsBox);
    patternsLayout->setContentsMargins(0, 0, 0, 0);
    m_patternsTitle = new QLabel(patternsBox);
    patternsLayout->addWidget(m_patternsTitle);
    patternsLayout->addWidget(m_overlayToggle);
    patternsLayout->addWidget(m_termsView);

    auto* splitter = new QSplitter(Qt::Vertical, this);
    splitter->addWidget(featuresBox);
    splitter->addWidget(patternsBox);
    splitter->setChildrenCollapsible(false);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->setSpacing(6);
    layout->addWidget(m_summary);
    layout->addWidget(splitter, 1);

    connect(m_model, &GameModel::positionChanged, this, &ExplainPanel::refresh);
    // In a dock tabbed with others, Qt keeps the panel "visible" behind another tab (moved out of
    // sight): the dock's visibilityChanged says whether it is really on screen.
    if (auto* dock = qobject_cast<QDockWidget*>(parent)) {
        connect(dock, &QDockWidget::visibilityChanged, this, [this](bool onScreen) {
            m_onScreen = onScreen;
            updateOverlay();
        });
    }
    refresh();
}

ExplainPanel::~ExplainPanel()
{
    if (m_ownsOverlay && m_board)
        m_board->clearOverlay();
}

QString ExplainPanel::summaryText() const { return m_summary->text(); }

void ExplainPanel::setPointOfView(PointOfView::Kind pointOfView)
{
    m_pov = pointOfView;
    refresh();
}

void ExplainPanel::refresh()
{
    const Position& pos = m_model->position();
    m_features->setPointOfView(m_pov);
    m_terms->setPointOfView(m_pov);
    m_features->setPosition(pos);
    const Color shownFor = PointOfView::shownFor(pos.sideToMove, m_pov);
    const QString side = shownFor == Color::Black ? tr("Black") : tr("White");
    // The worth columns are signed for the point of view; the titles say whose view that is.
    m_featuresTitle->setText(
        tr("<b>Features</b> (classic evaluation; worth in discs, + good for %1)").arg(side));
    m_patternsTitle->setText(tr("<b>Patterns</b> (the engine's evaluation; + good for %1)").arg(side));
    if (m_evaluator) {
        m_terms->setPosition(pos, m_evaluator->kernelEval());
        const double value
            = PointOfView::fromMover(unitsToDiscs(m_evaluator->evaluate(pos.board)), pos.sideToMove, m_pov);
        m_summary->setText(tr("Evaluation %1: <b>%2</b> discs, the sum of the %3 pattern values below "
                              "(heuristic, before any search).")
                               .arg(PointOfView::label(pos.sideToMove, m_pov), signedText(value))
                               .arg(pattern::FeatureCount));
    } else {
        m_terms->setPosition(pos, PatternEval{});
        m_summary->setText(tr("The pattern evaluation is not available; only the features are shown."));
    }
    if (pos.board.isGameOver())
        m_summary->setText(tr("The game is over: %1 − %2.")
                               .arg(__builtin_popcountll(pos.black()))
                               .arg(__builtin_popcountll(pos.white())));
    updateOverlay();
}

void ExplainPanel::updateOverlay()
{
    if (!m_board)
        return;
    const bool want = m_overlayToggle->isChecked() && isVisible() && m_onScreen
        && !m_model->position().board.isGameOver();
    std::vector<int> shown;
    QList<BoardOverlay> overlay;
    if (want) {
        const auto& terms = m_terms->terms(); // largest first
        auto add = [&](const PatternTermsModel::Term& t, const QColor& colour) {
            if (t.instance >= pattern::InstanceCount || std::abs(t.discs) < 0.05)
                return;
            overlay.append({patternInstanceSquares(t.instance), colour, signedText(t.discs)});
            shown.push_back(t.instance);
        };
        int good = 0;
        for (auto it = terms.begin(); it != terms.end() && good < OverlayCount; ++it)
            if (it->discs > 0 && it->instance < pattern::InstanceCount) {
                add(*it, OverlayGood);
                ++good;
            }
        int bad = 0;
        for (auto it = terms.rbegin(); it != terms.rend() && bad < OverlayCount; ++it)
            if (it->discs < 0 && it->instance < pattern::InstanceCount) {
                add(*it, OverlayBad);
                ++bad;
            }
    }
    m_terms->setHighlighted(shown);
    if (want) {
        m_board->setOverlay(overlay);
        m_ownsOverlay = true;
    } else if (m_ownsOverlay) {
        m_board->clearOverlay();
        m_ownsOverlay = false;
    }
}

void ExplainPanel::showEvent(QShowEvent* event)
{
    QWidget::showEvent(event);
    updateOverlay();
}

void ExplainPanel::hideEvent(QHideEvent* event)
{
    QWidget::hideEvent(event);
    updateOverlay();
}

} // namespace probcut::ui
