// Game Review, offscreen: the review's figures for a fixed game with known losses (accuracy,
// phases, ranked mistakes, lines checked legal); the GGF export parses back with the summary
// and each mistake's comment on its move; the PDF export writes a real PDF and a failed write
// leaves nothing behind; selecting a mistake goes to the position before it and numbers both
// lines on the board; and one small end-to-end review from a real analysis, reused when the
// line is unchanged and cancellable when not. Set PROBCUT_SCREENSHOT_DIR for screenshots of
// the panel and the PDF's first page.

#include "engine/core/notation.h"
#include "engine/formats/ggf.h"
#include "tests/random_games.h"
#include "ui/board/board_widget.h"
#include "ui/game/game_model.h"
#include "ui/panels/analysis/analysis_panels.h"
#include "ui/panels/eval_graph/eval_graph_panel.h"
#include "ui/panels/review/game_review.h"
#include "ui/panels/review/review_export.h"
#include "ui/panels/review/review_graph.h"
#include "ui/panels/review/review_panel.h"
#include "ui/window/main_window.h"
#include "ui/window/settings.h"
#include "window_test_util.h"

#include <QComboBox>
#include <QDockWidget>
#include <QElapsedTimer>
#include <QFile>
#include <QMenu>
#include <QMenuBar>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <random>

using namespace probcut;
using namespace probcut::ui;

namespace {

// The fixed game: a whole random game from a fixed seed (passes included).
std::vector<Square> fixedGame()
{
    std::mt19937 rng(20261128);
    Position p = Position::initial();
    return test::playRandomLine(p, rng);
}

struct Injected {
    int ply = -1;
    double loss = 0;
};

// Analyser results for the fixed game: every position valued, every move the best except the
// injected losses, each with a legal better move and the game's continuation as played line.
struct FixedReview {
    std::vector<Square> line;
    std::vector<PlyAnalysis> results;
    Injected blackOpening, whiteMidgame, blackEndgame, whiteOpening, whiteEndgame;
    int choices[2] = {0, 0}; // moves with a choice, Black and White
};

FixedReview makeFixedReview()
{
    FixedReview f;
    f.line = fixedGame();
    std::vector<Position> positions{Position::initial()};
    for (Square sq : f.line) {
        Position p = positions.back();
        p.play(sq);
        positions.push_back(p);
    }
    auto pick = [&](Injected& slot, Color mover, int minEmpties, int maxEmpties, double loss) {
        for (int i = 0; i < int(f.line.size()); ++i) {
            const Position& p = positions[std::size_t(i)];
            const int e = p.board.emptyCount();
            if (f.line[std::size_t(i)] != PassMove && p.sideToMove == mover && e >= minEmpties
                && e <= maxEmpties && __builtin_popcountll(p.board.legalMoves()) > 1) {
                slot = {i, loss};
                return;
            }
        }
    };
    pick(f.blackOpening, Color::Black, 41, 60, 7);
    pick(f.whiteMidgame, Color::White, 21, 40, 2.5);
    pick(f.blackEndgame, Color::Black, 1, 20, 14);
    pick(f.whiteOpening, Color::White, 41, 60, 0.8);
    pick(f.whiteEndgame, Color::White, 1, 20, 1.4);
    f.results.resize(f.line.size() + 1);
    for (std::size_t i = 0; i <= f.line.size(); ++i) {
        PlyAnalysis& r = f.results[i];
        const Position& p = positions[i];
        r.valued = true;
        r.value = r.graphValue = double(int(i % 7) - 3);
        r.mover = p.sideToMove;
        if (i == f.line.size() || f.line[i] == PassMove)
            continue;
        r.played = f.line[i];
        r.moveValued = true;
        r.best = r.played;
        r.bestValue = r.playedValue = 2;
        r.playedLine.assign(f.line.begin() + long(i), f.line.begin() + long(std::min(f.line.size(), i + 4)));
        r.bestLine = r.playedLine;
        if (__builtin_popcountll(p.board.legalMoves()) > 1)
            ++f.choices[p.sideToMove == Color::Black ? 0 : 1];
    }
    for (const Injected* in :
        {&f.blackOpening, &f.whiteMidgame, &f.blackEndgame, &f.whiteOpening, &f.whiteEndgame}) {
        PlyAnalysis& r = f.results[std::size_t(in->ply)];
        const Position& p = positions[std::size_t(in->ply)];
        for (Square sq : bits(p.board.legalMoves()))
            if (sq != r.played) {
                r.best = sq;
                break;
            }
        r.loss = in->loss;
        r.playedValue = r.bestValue - in->loss;
        // The better line's second move repeats its first: illegal, so the review cuts it there.
        r.bestLine = {r.best, r.best};
    }
    return f;
}

GameAnalyser::Strength depth(int d)
{
    GameAnalyser::Strength s;
    s.depth = d;
    s.solveEmpties = 0;
    s.selectivity = 100;
    return s;
}

int pdfPageCount(const QByteArray& pdf)
{
    int pages = 0;
    for (qsizetype at = pdf.indexOf("/Type /Page"); at >= 0; at = pdf.indexOf("/Type /Page", at + 1))
        pages += pdf.mid(at + 11, 1) != "s"; // not "/Type /Pages"
    return pages;
}

} // namespace

class TestGameReview : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void phasesAndAccuracyDefinitions()
    {
        QCOMPARE(phaseOf(60), GamePhase::Opening);
        QCOMPARE(phaseOf(41), GamePhase::Opening);
        QCOMPARE(phaseOf(40), GamePhase::Midgame);
        QCOMPARE(phaseOf(21), GamePhase::Midgame);
        QCOMPARE(phaseOf(20), GamePhase::Endgame);
        QCOMPARE(phaseOf(1), GamePhase::Endgame);
        AccuracyStats s;
        for (double loss : {0.0, 1.0, 1.04, 1.2, 2.0, 6.0, 12.0})
            s.add(loss);
        QCOMPARE(s.moves, 7);
        QCOMPARE(s.accurate, 3); // 0, 1.0 and 1.04 (shown as 1.0)
        QCOMPARE(s.kinds[0], 1);
        QCOMPARE(s.kinds[1], 1);
        QCOMPARE(s.kinds[2], 1);
        QVERIFY(qAbs(s.averageLoss() - 23.24 / 7) < 1e-9);
    }

    void reviewOfFixedGame()
    {
        const FixedReview f = makeFixedReview();
        QCOMPARE(f.line.size() >= 58, true);
        for (const Injected* in :
            {&f.blackOpening, &f.whiteMidgame, &f.blackEndgame, &f.whiteOpening, &f.whiteEndgame})
            QVERIFY(in->ply >= 0);
        const GameReview r = buildGameReview(Position::initial(), f.line, f.results);
        QVERIFY(r.complete);
        QVERIFY(r.finalScoreBlack.has_value());
        QCOMPARE(r.values.size(), f.line.size() + 1);
        // Accuracy per player.
        const AccuracyStats& black = r.player(Color::Black);
        const AccuracyStats& white = r.player(Color::White);
        QCOMPARE(black.moves, f.choices[0]);
        QCOMPARE(white.moves, f.choices[1]);
        QVERIFY(qAbs(black.totalLoss - 21) < 1e-9);
        QVERIFY(qAbs(white.totalLoss - 4.7) < 1e-9);
        QCOMPARE(black.accurate, black.moves - 2);
        QCOMPARE(white.accurate, white.moves - 2); // 2.5 and 1.4 are not within a disc; 0.8 is
        QCOMPARE(black.kinds, (std::array<int, 3>{0, 1, 1}));
        QCOMPARE(white.kinds, (std::array<int, 3>{1, 0, 0}));
        QVERIFY(qAbs(black.averageLoss() - 21.0 / f.choices[0]) < 1e-9);
        // Phases.
        const auto& opening = r.phases[std::size_t(GamePhase::Opening)];
        const auto& midgame = r.phases[std::size_t(GamePhase::Midgame)];
        const auto& endgame = r.phases[std::size_t(GamePhase::Endgame)];
        QVERIFY(qAbs(opening[0].totalLoss - 7) < 1e-9);
        QVERIFY(qAbs(opening[1].totalLoss - 0.8) < 1e-9);
        QCOMPARE(opening[1].accurate, opening[1].moves);
        QVERIFY(qAbs(midgame[0].totalLoss) < 1e-9);
        QVERIFY(qAbs(midgame[1].totalLoss - 2.5) < 1e-9);
        QVERIFY(qAbs(endgame[0].totalLoss - 14) < 1e-9);
        QVERIFY(qAbs(endgame[1].totalLoss - 1.4) < 1e-9);
        int phaseMoves = 0;
        for (const auto& ph : r.phases)
            phaseMoves += ph[0].moves + ph[1].moves;
        QCOMPARE(phaseMoves, black.moves + white.moves);
        // Mistakes, largest loss first, with move numbers, phases and legal lines.
        QCOMPARE(r.mistakes.size(), std::size_t(3));
        QCOMPARE(r.mistakes[0].ply, f.blackEndgame.ply);
        QCOMPARE(r.mistakes[0].kind, MistakeKind::Blunder);
        QCOMPARE(r.mistakes[0].phase, GamePhase::Endgame);
        QCOMPARE(r.mistakes[0].mover, Color::Black);
        QCOMPARE(r.mistakes[1].ply, f.blackOpening.ply);
        QCOMPARE(r.mistakes[1].kind, MistakeKind::Mistake);
        QCOMPARE(r.mistakes[2].ply, f.whiteMidgame.ply);
        QCOMPARE(r.mistakes[2].kind, MistakeKind::Inaccuracy);
        QCOMPARE(r.mistakes[2].phase, GamePhase::Midgame);
        for (const ReviewMistake& m : r.mistakes) {
            const Position before = r.positionAt(m.ply);
            QCOMPARE(m.moveNumber, 61 - before.board.emptyCount());
            QCOMPARE(m.played, f.line[std::size_t(m.ply)]);
            QCOMPARE(m.betterLine, std::vector<Square>{m.best}); // the illegal repeat is cut
            QCOMPARE(m.playedLine.front(), m.played);
            QCOMPARE(legalPrefix(before, m.playedLine), m.playedLine);
            QVERIFY(m.playedLine.size() >= 2);
        }
        // A partial analysis is marked so and counts only what it valued.
        std::vector<PlyAnalysis> half(f.results.begin(), f.results.begin() + 30);
        const GameReview partial = buildGameReview(Position::initial(), f.line, half);
        QVERIFY(!partial.complete);
        QVERIFY(partial.player(Color::Black).moves < black.moves);
        QVERIFY(!partial.values[40].has_value());
    }

    void ggfExportReadsBack()
    {
        const FixedReview f = makeFixedReview();
        ReviewReport report{buildGameReview(Position::initial(), f.line, f.results),
            QStringLiteral("Ann [A]"), QStringLiteral("Bob")};
        const QString text = reviewGgf(report);
        QVERIFY(text.startsWith(QLatin1String("(;GM[Othello]")));
        auto game = parseGgfGame(text.toStdString());
        QVERIFY2(game.ok(), game.ok() ? "" : game.error().describe().c_str());
        QCOMPARE(game->property("PB"), std::string("Ann [A]"));
        QCOMPARE(game->property("PW"), std::string("Bob"));
        QCOMPARE(game->property("RE"), std::to_string(*report.review.finalScoreBlack));
        const QString summary = QString::fromStdString(game->property("C"));
        QVERIFY(summary.contains(QLatin1String("discs lost per move")));
        QVERIFY(summary.contains(ReviewText::discs(report.review.player(Color::Black).averageLoss())));
        std::vector<Square> moves;
        for (const GgfMove& m : game->moves)
            moves.push_back(m.square);
        QCOMPARE(moves, f.line);
        int commented = 0;
        for (std::size_t i = 0; i < game->moves.size(); ++i) {
            const QString c = QString::fromStdString(game->moves[i].comment);
            if (c.isEmpty())
                continue;
            ++commented;
            const auto it = std::find_if(report.review.mistakes.begin(), report.review.mistakes.end(),
                [i](const ReviewMistake& m) { return m.ply == int(i); });
            QVERIFY(it != report.review.mistakes.end());
            QVERIFY(c.contains(ReviewText::discs(it->loss)));
            QVERIFY(c.contains(QString::fromStdString(squareName(it->best))));
            QVERIFY(c.contains(QLatin1String("Better line")));
        }
        QCOMPARE(commented, 3);
    }

    void pdfExport()
    {
        const FixedReview f = makeFixedReview();
        const ReviewReport report{buildGameReview(Position::initial(), f.line, f.results),
            QStringLiteral("Ann"), QStringLiteral("Bob")};
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("review.pdf"));
        QCOMPARE(writeReviewPdf(report, path), QString());
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray pdf = file.readAll();
        QVERIFY(pdf.startsWith("%PDF-"));
        QVERIFY(pdf.size() > 20000); // text, the graph and six diagrams
        QVERIFY(pdfPageCount(pdf) >= 1);
        // A place that cannot be written: an error that names it, and no file.
        const QString bad = dir.filePath(QStringLiteral("missing/dir/review.pdf"));
        const QString error = writeReviewPdf(report, bad);
        QVERIFY(!error.isEmpty());
        QVERIFY(error.contains(QLatin1String("review.pdf")));
        QVERIFY(!QFile::exists(bad));
        if (const QString shots = qEnvironmentVariable("PROBCUT_SCREENSHOT_DIR"); !shots.isEmpty())
            QFile::copy(path, shots + QStringLiteral("/review.pdf"));
    }

    void selectingAMistakeShowsBothLines()
    {
        const FixedReview f = makeFixedReview();
        GameModel model;
        QVERIFY(model.loadGame(Position::initial(), f.line));
        BoardWidget board;
        EvalGraphPanel graph(&model);
        ReviewPanel panel(&model, &board, &graph);
        panel.resize(520, 760);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        panel.showReview(buildGameReview(Position::initial(), f.line, f.results));
        QVERIFY(panel.exportGgfAction()->isEnabled());
        QTableWidget* table = panel.mistakeTable();
        QCOMPARE(table->rowCount(), 3);
        QCOMPARE(model.currentPly(), int(f.line.size()));
        const ReviewMistake& worst = panel.currentReview().mistakes[0];
        const QRect cell = table->visualRect(table->model()->index(0, 1));
        QTest::mouseClick(table->viewport(), Qt::LeftButton, {}, cell.center());
        QCOMPARE(model.currentPly(), worst.ply);
        QCOMPARE(board.moveMarks().isEmpty(), false);
        // Played line numbered from 1 on its squares, the better move marked too.
        QCOMPARE(board.moveMarks().front().square, worst.played);
        QCOMPARE(board.moveMarks().front().label, QStringLiteral("1"));
        QVERIFY(std::any_of(board.moveMarks().begin(), board.moveMarks().end(), [&](const MoveMark& m) {
            return m.square == worst.best && m.corner == MoveMark::Corner::BottomRight;
        }));
        // The second row: another position.
        const QRect second = table->visualRect(table->model()->index(1, 0));
        QTest::mouseClick(table->viewport(), Qt::LeftButton, {}, second.center());
        QCOMPARE(model.currentPly(), panel.currentReview().mistakes[1].ply);
        QCOMPARE(board.moveMarks().front().square, panel.currentReview().mistakes[1].played);
        // Moving on clears the lines.
        model.goToPly(model.lineLength());
        QVERIFY(board.moveMarks().isEmpty());
        // From a side variation the mistake's position is still reached.
        model.goToPly(2);
        const Position p2 = model.position();
        for (Square sq : bits(p2.board.legalMoves()))
            if (sq != f.line[2]) {
                QVERIFY(model.play(sq));
                break;
            }
        QVERIFY(panel.showMistake(0));
        QCOMPARE(model.position(), panel.currentReview().positionAt(worst.ply));
    }

    void endToEndReview()
    {
        GameModel model;
        const auto game = parseTranscript("f5d6c3d3c4f4f6f3e6e7d7g6f8f7g5h6h4g4h3c6");
        QVERIFY(game);
        QVERIFY(model.loadGame(Position::initial(), game->moves));
        BoardWidget board;
        EvalGraphPanel graph(&model);
        ReviewPanel panel(&model, &board, &graph);
        panel.show();
        QSignalSpy updated(&panel, &ReviewPanel::reviewUpdated);
        QSignalSpy finished(graph.analyser(), &GameAnalyser::finished);
        graph.analyseGame(depth(4));
        QVERIFY(finished.wait(20000));
        // The finished analysis of this line is reused: the review appears at once.
        updated.clear();
        panel.review();
        QCOMPARE(updated.size(), 1);
        QVERIFY(!graph.analyser()->isRunning());
        const GameReview& r = panel.currentReview();
        QVERIFY(r.complete);
        QCOMPARE(r.values.size(), std::size_t(21));
        int flagged = 0, choices = 0;
        for (std::size_t i = 0; i < 20; ++i) {
            const PlyAnalysis& a = graph.analyser()->results()[i];
            const Position p = r.positionAt(int(i));
            if (__builtin_popcountll(p.board.legalMoves()) < 2)
                continue;
            ++choices;
            flagged += mistakeKind(a.loss) != MistakeKind::None;
            // The analyser keeps both lines, legal from the position.
            QCOMPARE(a.bestLine.front(), a.best);
            QCOMPARE(a.playedLine.front(), a.played);
            QCOMPARE(legalPrefix(p, a.bestLine).front(), a.best);
        }
        QCOMPARE(r.player(Color::Black).moves + r.player(Color::White).moves, choices);
        QCOMPARE(int(r.mistakes.size()), flagged);
        QCOMPARE(panel.mistakeTable()->rowCount(), flagged);
        QVERIFY(!panel.accuracyTable()->item(0, 0)->text().isEmpty());

        // A changed line needs a new analysis: Review starts it, Cancel stops it.
        graph.findChild<QComboBox*>(QStringLiteral("analysisStrength"))->setCurrentIndex(0);
        const Position now = model.position();
        QVERIFY(model.play(Square(__builtin_ctzll(now.board.legalMoves()))));
        panel.review();
        QVERIFY(graph.analyser()->isRunning());
        QVERIFY(!panel.reviewAction()->isEnabled());
        panel.cancel();
        QVERIFY(!graph.analyser()->isRunning());
        QVERIFY(panel.reviewAction()->isEnabled());
    }

    void pdfExportFromPanelRunsInTheBackground()
    {
        const FixedReview f = makeFixedReview();
        GameModel model;
        QVERIFY(model.loadGame(Position::initial(), f.line));
        BoardWidget board;
        EvalGraphPanel graph(&model);
        ReviewPanel panel(&model, &board, &graph);
        panel.showReview(buildGameReview(Position::initial(), f.line, f.results));
        QTemporaryDir dir;
        QSignalSpy done(&panel, &ReviewPanel::pdfExported);
        // The GUI thread only hands the review over; the longest gap between timer ticks while
        // the PDF is written shows the event loop kept running.
        QElapsedTimer clock;
        clock.start();
        QVERIFY(panel.exportPdfTo(dir.filePath(QStringLiteral("r.pdf"))));
        const qint64 handOver = clock.elapsed();
        QVERIFY2(handOver < 30, qPrintable(QStringLiteral("%1 ms on the GUI thread").arg(handOver)));
        QVERIFY(panel.isExportingPdf());
        QVERIFY(!panel.exportPdfAction()->isEnabled());
        qint64 last = clock.elapsed(), longest = 0;
        QTimer tick;
        connect(&tick, &QTimer::timeout, [&] {
            longest = std::max(longest, clock.elapsed() - last);
            last = clock.elapsed();
        });
        tick.start(5);
        QVERIFY(done.wait(20000));
        tick.stop();
        qInfo("PDF written in %lld ms; longest event-loop gap %lld ms", clock.elapsed(), longest);
        QCOMPARE(done.first().at(1).toString(), QString());
        QVERIFY(panel.exportPdfAction()->isEnabled());
        QCOMPARE(panel.exportGgfTo(dir.filePath(QStringLiteral("r.ggf"))), QString());
        QVERIFY(!panel.exportGgfTo(dir.filePath(QStringLiteral("no/such/r.ggf"))).isEmpty());
    }

    void mainWindowAction()
    {
        // Moves > Game Review shows the panel beside the evaluation graph and starts the
        // analysis the two share; the export actions wait for a review.
        MainWindow window;
        window.show();
        const auto game = parseTranscript("f5d6c3d3c4f4f6f3e6e7");
        QVERIFY(game);
        QVERIFY(window.gameModel()->loadGame(Position::initial(), game->moves));
        auto* panels = window.findChild<AnalysisPanels*>();
        QVERIFY(panels);
        QAction* review = panels->reviewPanel()->reviewAction();
        auto* moves = window.menuBar()->findChild<QMenu*>(QStringLiteral("movesMenu"));
        QVERIFY(moves && moves->actions().contains(review));
        QVERIFY(moves->actions().contains(panels->reviewPanel()->exportPdfAction()));
        QVERIFY(!panels->reviewPanel()->exportPdfAction()->isEnabled());
        panels->evalGraph()->findChild<QComboBox*>(QStringLiteral("analysisStrength"))->setCurrentIndex(0);
        QSignalSpy finished(panels->evalGraph()->analyser(), &GameAnalyser::finished);
        review->trigger();
        QVERIFY(window.panel(QStringLiteral("reviewPanel"))->isVisible());
        QVERIFY(panels->evalGraph()->analyser()->isRunning());
        QVERIFY(finished.wait(60000));
        QTRY_VERIFY(panels->reviewPanel()->hasReview());
        QVERIFY(panels->reviewPanel()->currentReview().complete);
        QVERIFY(panels->reviewPanel()->exportPdfAction()->isEnabled());
    }

    // Not a check: with PROBCUT_SCREENSHOT_DIR set, the main window with the review beside the
    // board (a mistake selected) at 1280 x 800 and 1920 x 1080 in each theme.
    void screenshots()
    {
        const QString dir = qEnvironmentVariable("PROBCUT_SCREENSHOT_DIR");
        if (dir.isEmpty())
            QSKIP("set PROBCUT_SCREENSHOT_DIR to write the screenshots");
        QDir().mkpath(dir);
        const FixedReview f = makeFixedReview();
        MainWindow window;
        window.show();
        QVERIFY(window.gameModel()->loadGame(Position::initial(), f.line));
        ReviewPanel* panel = window.findChild<AnalysisPanels*>()->reviewPanel();
        test::showPanelAlone(window, QStringLiteral("reviewPanel"));
        panel->showReview(buildGameReview(Position::initial(), f.line, f.results));
        for (const QSize size : {QSize(1280, 800), QSize(1920, 1080)})
            for (int theme = 0; theme < 2; ++theme) {
                Settings().theme.set(theme);
                window.applySettings();
                window.resize(size);
                QTest::qWait(200);
                QVERIFY(panel->showMistake(1));
                QTest::qWait(100);
                window.grab().save(dir
                    + QStringLiteral("/review-%1x%2-%3.png")
                          .arg(size.width())
                          .arg(size.height())
                          .arg(theme ? QStringLiteral("dark") : QStringLiteral("light")));
            }
        Settings().theme.set(0);
        window.applySettings();
    }
};

QTEST_MAIN(TestGameReview)
#include "test_game_review.moc"
