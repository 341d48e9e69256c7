// The position-explanation panel, offscreen: the features table counts what classicFeatureCounts
// counts, per colour, with descriptions and tooltips; the pattern terms add up to the
// evaluation; the three largest terms each way are drawn on the board (green for, red against
// the side to move) only while the panel is shown and the overlay is on; the panel follows the
// game; both models pass QAbstractItemModelTester; the main window has the panel.

#include "engine/core/notation.h"
#include "tests/ui/window_test_util.h"
#include "ui/board/board_widget.h"
#include "ui/engine/studio_evaluator.h"
#include "ui/game/game_model.h"
#include "ui/panels/explain/explain_models.h"
#include "ui/panels/explain/explain_panel.h"
#include "ui/window/main_window.h"

#include <QAbstractItemModelTester>
#include <QCheckBox>
#include <QDir>
#include <QDockWidget>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>

#include <cmath>

using namespace probcut;
using namespace probcut::ui;

namespace {

std::shared_ptr<const PatternEvaluator> patternEvaluator()
{
    return std::dynamic_pointer_cast<const PatternEvaluator>(studioEvaluator());
}

void checkPosition(ExplainPanel& panel, const Position& pos, const PatternEvaluator& evaluator)
{
    ClassicFeaturesModel* features = panel.featuresModel();
    const ClassicFeatureCounts counts = classicFeatureCounts(pos.board);
    const bool blackMoves = pos.sideToMove == Color::Black;
    QCOMPARE(features->rowCount(), ClassicFeatureCount);
    for (int f = 0; f < ClassicFeatureCount; ++f) {
        const int black = blackMoves ? counts.player[std::size_t(f)] : counts.opponent[std::size_t(f)];
        const int white = blackMoves ? counts.opponent[std::size_t(f)] : counts.player[std::size_t(f)];
        QCOMPARE(features->index(f, ClassicFeaturesModel::BlackColumn).data().toInt(), black);
        QCOMPARE(features->index(f, ClassicFeaturesModel::WhiteColumn).data().toInt(), white);
        QVERIFY(!features->index(f, ClassicFeaturesModel::MeaningColumn).data().toString().isEmpty());
        QVERIFY(!features->index(f, ClassicFeaturesModel::WorthColumn)
                     .data(Qt::ToolTipRole)
                     .toString()
                     .isEmpty());
    }
    PatternTermsModel* terms = panel.termsModel();
    QCOMPARE(terms->rowCount(), pattern::FeatureCount);
    const PatternTerms expected = patternTerms(evaluator.kernelEval(), pos.board);
    const int units = std::clamp(expected.sum(), -EvalMaxHeuristic, EvalMaxHeuristic);
    QCOMPARE(units, evaluator.evaluate(pos.board)); // the contributions sum to the evaluation
    if (units == expected.sum())
        QVERIFY(std::abs(terms->totalDiscs() - unitsToDiscs(evaluator.evaluate(pos.board))) < 1e-9);
    double previous = 1e9;
    for (int row = 0; row < terms->rowCount(); ++row) { // largest first
        const double d = terms->index(row, 0).data(PatternTermsModel::DiscsRole).toDouble();
        QVERIFY(d <= previous);
        previous = d;
    }
}

} // namespace

class TestExplainPanel : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QSettings().clear();
        QVERIFY(patternEvaluator());
    }

    void featuresTermsAndOverlay()
    {
        GameModel game;
        BoardWidget board;
        auto evaluator = patternEvaluator();
        ExplainPanel panel(&game, &board, evaluator);
        QAbstractItemModelTester t1(
            panel.featuresModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester t2(
            panel.termsModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        checkPosition(panel, game.position(), *evaluator);
        QVERIFY(board.overlay().isEmpty()); // hidden panel: nothing drawn

        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        auto line = parseTranscript("f5d6c3d3c4f4f6f3e6e7d7c6b5");
        QVERIFY(line);
        for (std::size_t k = 0; k < line->moves.size(); ++k) {
            QVERIFY(game.play(line->moves[k]));
            checkPosition(panel, game.position(), *evaluator);
            const QList<BoardOverlay> overlay = board.overlay();
            QVERIFY(overlay.size() <= 2 * ExplainPanel::OverlayCount);
            int good = 0, bad = 0;
            for (const BoardOverlay& o : overlay) {
                QVERIFY(o.squares != 0);
                QVERIFY(!o.label.isEmpty());
                if (o.colour.green() > o.colour.red()) {
                    ++good;
                    QVERIFY(o.label.startsWith(QLatin1Char('+')));
                } else {
                    ++bad;
                    QVERIFY(o.label.startsWith(QChar(0x2212)));
                }
            }
            QVERIFY(good <= ExplainPanel::OverlayCount && bad <= ExplainPanel::OverlayCount);
        }
        QVERIFY(!board.overlay().isEmpty());
        // The largest term is the first green region.
        const auto& terms = panel.termsModel()->terms();
        const auto top = std::find_if(terms.begin(), terms.end(),
            [](const PatternTermsModel::Term& t) { return t.instance < pattern::InstanceCount; });
        if (top->discs >= 0.05)
            QCOMPARE(board.overlay().first().squares, patternInstanceSquares(top->instance));
        QVERIFY(panel.summaryText().contains(QStringLiteral("Evaluation for")));

        // Toggle off, then on; hiding the panel clears the board.
        panel.overlayToggle()->setChecked(false);
        QVERIFY(board.overlay().isEmpty());
        panel.overlayToggle()->setChecked(true);
        QVERIFY(!board.overlay().isEmpty());
        panel.hide();
        QVERIFY(board.overlay().isEmpty());
        QVERIFY(!board.grab().isNull());
    }

    void noPatternEvaluator()
    {
        GameModel game;
        BoardWidget board;
        ExplainPanel panel(&game, &board, nullptr);
        QAbstractItemModelTester tester(
            panel.termsModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        panel.show();
        QCOMPARE(panel.termsModel()->rowCount(), 0);
        QVERIFY(board.overlay().isEmpty());
        QCOMPARE(panel.featuresModel()->rowCount(), ClassicFeatureCount);
    }

    // With PROBCUT_SCREENSHOT_DIR set (e.g. under xvfb-run), saves the window with the
    // explanation panel and its board overlay in a middle-game position.
    void screenshot()
    {
        const QString dir = qEnvironmentVariable("PROBCUT_SCREENSHOT_DIR");
        if (dir.isEmpty())
            QSKIP("PROBCUT_SCREENSHOT_DIR is not set");
        MainWindow window;
        window.resize(1400, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QDockWidget* dock = test::showPanelAlone(window, QStringLiteral("explainPanel"));
        dock->raise();
        auto line = parseTranscript("f5d6c3d3c4f4f6f3e6e7d7c6b5");
        QVERIFY(line);
        QVERIFY(window.gameModel()->loadGame(Position::initial(), line->moves));
        QTest::qWait(300);
        QDir().mkpath(dir);
        QVERIFY(window.grab().save(dir + QStringLiteral("/explain-panel-window.png")));
        QVERIFY(dock->grab().save(dir + QStringLiteral("/explain-panel.png")));
    }

    void mainWindowHasExplainPanel()
    {
        MainWindow window;
        QDockWidget* dock = window.panel(QStringLiteral("explainPanel"));
        QVERIFY(dock);
        QVERIFY(dock->findChild<ExplainPanel*>());
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        dock->show();
        QTRY_VERIFY(!window.boardWidget()->overlay().isEmpty());
        dock->hide();
        QTRY_VERIFY(window.boardWidget()->overlay().isEmpty());
    }

    // The panel shares a tab group with the opening book: behind the book's tab it is not on
    // screen (Qt keeps it "visible" and moves it away), so nothing of it is drawn on the board.
    void overlayOnlyWhileItsTabIsCurrent()
    {
        MainWindow window;
        QDockWidget* dock = window.panel(QStringLiteral("explainPanel"));
        QDockWidget* book = window.panel(QStringLiteral("bookPanel"));
        QVERIFY(dock && book);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        dock->toggleViewAction()->trigger(); // View > Panels
        book->toggleViewAction()->trigger();
        QVERIFY(window.tabifiedDockWidgets(dock).contains(book));
        book->raise();
        QTRY_VERIFY(window.boardWidget()->overlay().isEmpty());
        dock->raise();
        QTRY_VERIFY(!window.boardWidget()->overlay().isEmpty());
        book->raise();
        QTRY_VERIFY(window.boardWidget()->overlay().isEmpty());
    }
};

QTEST_MAIN(TestExplainPanel)
#include "test_explain_panel.moc"
