// The All Moves panel (Moves > Analyse All Moves), offscreen, with real searches: near the end
// every legal move is valued and turns exact, matching the exact solve of the position after
// it; the table (checked by QAbstractItemModelTester) marks the best moves, ties included, and
// sorts by any column; the board shows the same values; the analysis follows the position and
// stops on demand; the header names the side whose point of view the values take.

#include "engine/core/notation.h"
#include "engine/endgame/endgame.h"
#include "tests/random_games.h"
#include "tests/ui/window_test_util.h"
#include "ui/board/board_widget.h"
#include "ui/engine/hint_analyser.h"
#include "ui/game/game_model.h"
#include "ui/panels/analysis/analysis_panels.h"
#include "ui/panels/moves/all_moves_model.h"
#include "ui/panels/moves/all_moves_panel.h"
#include "ui/window/main_window.h"
#include "ui/window/settings.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QDir>
#include <QDockWidget>
#include <QHeaderView>
#include <QLabel>
#include <QSettings>
#include <QSortFilterProxyModel>
#include <QStandardPaths>
#include <QTableView>
#include <QTest>

using namespace probcut;
using namespace probcut::ui;

namespace {

// A random game's position with `empties` empty squares and a legal move.
Position positionWithEmpties(int seed, int empties)
{
    const std::vector<Square> game = test::randomGame(seed);
    Position p;
    for (Square s : game) {
        if (p.board.emptyCount() <= empties && p.board.legalMoves())
            break;
        p.play(s);
    }
    return p;
}

std::vector<Square> lineTo(int seed, const Position& target)
{
    std::vector<Square> moves;
    Position q;
    for (Square s : test::randomGame(seed)) {
        if (q == target)
            break;
        moves.push_back(s);
        q.play(s);
    }
    return moves;
}

} // namespace

class TestAllMovesPanel : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QSettings().clear();
        Settings().animationMs.set(0);
    }

    void everyMoveExactNearTheEnd()
    {
        const Position p = positionWithEmpties(31, 12);
        QVERIFY(p.board.legalMoves());
        MainWindow window;
        window.show();
        QVERIFY(window.gameModel()->loadGame(Position::initial(), lineTo(31, p)));
        QCOMPARE(window.gameModel()->position(), p);
        AllMovesPanel* panel = window.findChild<AnalysisPanels*>()->allMovesPanel();
        QVERIFY(panel);
        QAbstractItemModelTester tester(
            panel->model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        auto* dock = window.findChild<QDockWidget*>(QStringLiteral("allMovesPanel"));
        QVERIFY(dock);
        QVERIFY(dock->isHidden());
        panel->analyseAction()->setChecked(true);
        QVERIFY(dock->isVisible());
        QTRY_VERIFY_WITH_TIMEOUT(!panel->analyser()->isRunning(), 30000);
        const int legal = std::popcount(p.board.legalMoves());
        QCOMPARE(panel->model()->rowCount(), legal);
        EndgameSolver solver(16);
        double best = -100;
        for (int row = 0; row < legal; ++row) {
            const Square move = panel->model()->moveAt(row);
            const auto& hint = panel->analyser()->hints()[std::size_t(move)];
            QVERIFY(hint && hint->exact);
            QCOMPARE(panel->model()->index(row, AllMovesModel::DepthColumn).data().toString(),
                QStringLiteral("exact"));
            Board after = p.board.played(move);
            int exact = 0;
            if (after.isGameOver())
                exact = -after.finalScore();
            else if (after.mustPass())
                exact = solver.solve(after.passed()).score;
            else
                exact = -solver.solve(after).score;
            QCOMPARE(hint->score, double(exact));
            best = std::max(best, hint->score);
        }
        // The best moves, ties included, are marked in the table and the best is on the board.
        for (int row = 0; row < legal; ++row) {
            const Square move = panel->model()->moveAt(row);
            const bool isBest = panel->analyser()->hints()[std::size_t(move)]->score == best;
            QCOMPARE(panel->model()->isBest(row), isBest);
            QCOMPARE(panel->model()
                         ->index(row, AllMovesModel::MoveColumn)
                         .data()
                         .toString()
                         .startsWith(QStringLiteral("★")),
                isBest);
        }
        QCOMPARE(window.boardWidget()->bestHint(), panel->analyser()->bestMove());
        QCOMPARE(panel->findChild<QLabel*>(QStringLiteral("allMovesStatus"))->text(),
            QStringLiteral("Every move is exact."));

        // Too narrow for a readable line, the table drops the Line column instead of clipping
        // it (the move's tooltip has the line); wider, every column shows and nothing sticks out.
        QTableView* view = panel->view();
        QHeaderView* header = view->horizontalHeader();
        const auto shownWidth = [header] { return test::shownColumnsWidth(header); };
        const QString firstLine = panel->model()->index(0, AllMovesModel::LineColumn).data().toString();
        QCOMPARE(
            panel->model()->index(0, AllMovesModel::MoveColumn).data(Qt::ToolTipRole).toString(), firstLine);
        window.resizeDocks({dock}, {300}, Qt::Horizontal);
        QTRY_VERIFY(view->viewport()->width() < 330);
        QTRY_VERIFY2(shownWidth() <= view->viewport()->width(),
            qPrintable(QStringLiteral("%1 > %2").arg(shownWidth()).arg(view->viewport()->width())));
        window.resize(1600, 900);
        window.resizeDocks({dock}, {700}, Qt::Horizontal);
        QTRY_VERIFY2(!header->isSectionHidden(AllMovesModel::LineColumn),
            qPrintable(QStringLiteral("viewport %1").arg(view->viewport()->width())));
        QTRY_VERIFY(shownWidth() <= view->viewport()->width());
    }

    void sortsByEveryColumn()
    {
        MainWindow window;
        window.show();
        AllMovesPanel* panel = window.findChild<AnalysisPanels*>()->allMovesPanel();
        QVERIFY(window.gameModel()->loadGame(Position::initial(), parseTranscript("f5d6c3d3c4")->moves));
        panel->analyseAction()->setChecked(true);
        QTRY_VERIFY_WITH_TIMEOUT(panel->analyser()->completedDepth() >= 4, 20000);
        panel->analyseAction()->setChecked(false);
        QVERIFY(!panel->analyser()->isRunning());
        // Stopped: the table is cleared with the board's values.
        QCOMPARE(panel->model()->rowCount(), 0);
        QCOMPARE(window.boardWidget()->bestHint(), NoSquare);
        panel->analyseAction()->setChecked(true);
        QTRY_VERIFY_WITH_TIMEOUT(panel->analyser()->completedDepth() >= 3, 20000);
        QTableView* view = panel->view();
        auto* proxy = qobject_cast<QSortFilterProxyModel*>(view->model());
        QVERIFY(proxy);
        const int rows = proxy->rowCount();
        QVERIFY(rows >= 2);
        view->sortByColumn(AllMovesModel::MoveColumn, Qt::AscendingOrder);
        for (int r = 1; r < rows; ++r)
            QVERIFY(proxy->index(r - 1, 0).data(AllMovesModel::SortRole).toString()
                <= proxy->index(r, 0).data(AllMovesModel::SortRole).toString());
        view->sortByColumn(AllMovesModel::ValueColumn, Qt::DescendingOrder);
        for (int r = 1; r < rows; ++r)
            QVERIFY(proxy->index(r - 1, AllMovesModel::ValueColumn).data(AllMovesModel::SortRole).toDouble()
                >= proxy->index(r, AllMovesModel::ValueColumn).data(AllMovesModel::SortRole).toDouble());
        panel->analyseAction()->setChecked(false);
    }

    void followsThePositionAndSaysWhoseValues()
    {
        MainWindow window;
        window.show();
        AllMovesPanel* panel = window.findChild<AnalysisPanels*>()->allMovesPanel();
        QVERIFY(window.gameModel()->loadGame(Position::initial(), parseTranscript("f5")->moves));
        panel->analyseAction()->setChecked(true);
        QTRY_VERIFY_WITH_TIMEOUT(panel->model()->rowCount() == 3, 20000);
        const QList<QLabel*> labels = panel->findChildren<QLabel*>();
        QVERIFY(std::any_of(
            labels.begin(), labels.end(), [](QLabel* l) { return l->text().contains("for White"); }));
        window.gameModel()->play(parseSquare("d6").value());
        QTRY_VERIFY_WITH_TIMEOUT(panel->analyser()->position() == window.gameModel()->position(), 5000);
        QTRY_VERIFY_WITH_TIMEOUT(
            panel->model()->rowCount() == std::popcount(window.gameModel()->position().board.legalMoves()),
            20000);
        QVERIFY(std::any_of(
            labels.begin(), labels.end(), [](QLabel* l) { return l->text().contains("for Black"); }));
        panel->analyseAction()->setChecked(false);
    }

    // Screenshots (PROBCUT_SCREENSHOT_DIR): the panel beside the board at 20 empties, at
    // 1280 x 800 and 1920 x 1080, in each theme, after a few seconds of deepening.
    void screenshots()
    {
        const QString dir = qEnvironmentVariable("PROBCUT_SCREENSHOT_DIR");
        if (dir.isEmpty())
            QSKIP("set PROBCUT_SCREENSHOT_DIR to write the screenshots");
        QDir().mkpath(dir);
        const Position p = positionWithEmpties(7, 20);
        MainWindow window;
        window.show();
        QVERIFY(window.gameModel()->loadGame(Position::initial(), lineTo(7, p)));
        AllMovesPanel* panel = window.findChild<AnalysisPanels*>()->allMovesPanel();
        test::showPanelAlone(window, QStringLiteral("allMovesPanel"));
        panel->analyseAction()->setChecked(true);
        QTest::qWait(6000);
        for (const QSize size : {QSize(1280, 800), QSize(1920, 1080)})
            for (int theme = 0; theme < 3; ++theme) {
                Settings().theme.set(theme);
                window.applySettings();
                window.resize(size);
                QTest::qWait(200);
                window.grab().save(dir
                    + QStringLiteral("/all-moves-%1x%2-theme%3.png")
                          .arg(size.width())
                          .arg(size.height())
                          .arg(theme));
            }
        Settings().theme.set(0);
        window.applySettings();
        panel->analyseAction()->setChecked(false);
    }
};

QTEST_MAIN(TestAllMovesPanel)
#include "test_all_moves_panel.moc"
