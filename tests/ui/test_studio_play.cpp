// Playing against the engine, offscreen: the EngineController's thread hand-over and stale-report
// dropping, a full human-vs-engine game through simulated clicks, undo / new game / navigation
// during a search, Move Now, hints, and the longest event-loop stall while the engine searches
// (printed as "STALL ..."; only a gross hang fails, timing is not a pass/fail matter).

#include "engine/core/notation.h"
#include "engine/search/levels.h"
#include "tests/random_games.h"
#include "tests/ui/window_test_util.h"
#include "ui/board/board_widget.h"
#include "ui/dialogs/board_editor_dialog.h"
#include "ui/dialogs/new_game_dialog.h"
#include "ui/engine/engine_controller.h"
#include "ui/engine/hint_analyser.h"
#include "ui/engine/studio_evaluator.h"
#include "ui/game/game_controller.h"
#include "ui/game/game_model.h"
#include "ui/game/player.h"
#include "ui/panels/analysis/analysis_panels.h"
#include "ui/window/main_window.h"
#include "ui/window/settings.h"
#include "ui/window/translations.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QDockWidget>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QLabel>
#include <QPainter>
#include <QRadioButton>
#include <QScopeGuard>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>
#include <QTimer>
#include <chrono>

#include <algorithm>
#include <cerrno>
#include <ctime>
#include <optional>
#include <vector>

#include <atomic>
#include <thread>

#if defined(__linux__)
#include <pthread.h>
#include <sched.h>
#include <sys/resource.h>
#endif

using namespace probcut;
using namespace probcut::ui;
using probcut::test::click;
using probcut::test::findAction;

namespace {

Square sq(const char* name) { return *parseSquare(name); }

GameSetup humanVsEngine(int level, Color engineColor = Color::White)
{
    GameSetup setup;
    PlayerSetup human{PlayerKind::Human, 0};
    PlayerSetup engine{PlayerKind::Engine, level};
    setup.black = engineColor == Color::Black ? engine : human;
    setup.white = engineColor == Color::White ? engine : human;
    return setup;
}

void saveClockShot(QWidget& window)
{
    const QString dir = qEnvironmentVariable("PROBCUT_SCREENSHOT_DIR");
    if (!dir.isEmpty())
        window.grab().save(dir + QStringLiteral("/clock.png"));
}

// CPU time of the calling thread (the GUI thread's own work, without the time it waited for a core).
qint64 threadCpuNs()
{
    timespec ts{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return qint64(ts.tv_sec) * 1'000'000'000 + ts.tv_nsec;
}

constexpr int SlowLevel = LevelCount - 1; // "Maximum": thinks long enough to interrupt

// PROBCUT_STALL_BUSY=1: the GUI thread pinned to the first allowed core and a busy loop pinned
// to another, so the stall probe sees a modest machine whose other core is taken (the engine's
// threads, at their lower priority, share whichever core they get). Ends the loop and restores
// the affinity when it goes out of scope. Linux only; elsewhere (or with one core) it does nothing.
class OtherCoreBusy {
public:
    OtherCoreBusy()
    {
#if defined(__linux__)
        cpu_set_t allowed;
        CPU_ZERO(&allowed);
        if (sched_getaffinity(0, sizeof allowed, &allowed) != 0 || CPU_COUNT(&allowed) < 2)
            return;
        m_saved = allowed;
        int cores[2] = {-1, -1};
        for (int c = 0, found = 0; c < CPU_SETSIZE && found < 2; ++c)
            if (CPU_ISSET(c, &allowed))
                cores[found++] = c;
        cpu_set_t gui;
        CPU_ZERO(&gui);
        CPU_SET(cores[0], &gui);
        sched_setaffinity(0, sizeof gui, &gui);
        m_busy = std::thread([this, core = cores[1]] {
            cpu_set_t one;
            CPU_ZERO(&one);
            CPU_SET(core, &one);
            pthread_setaffinity_np(pthread_self(), sizeof one, &one);
            volatile std::uint64_t spin = 0;
            while (!m_stop.load(std::memory_order_relaxed))
                spin = spin + 1;
        });
        m_active = true;
#endif
    }
    ~OtherCoreBusy()
    {
#if defined(__linux__)
        if (!m_active)
            return;
        m_stop = true;
        m_busy.join();
        sched_setaffinity(0, sizeof m_saved, &m_saved);
#endif
    }
    bool active() const { return m_active; }

private:
    std::atomic<bool> m_stop{false};
    std::thread m_busy;
    bool m_active = false;
#if defined(__linux__)
    cpu_set_t m_saved{};
#endif
};

} // namespace

class TestStudioPlay : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void controllerReportsOnGuiThread();
    void searchThreadsYieldToGui();
    void staleResultsDropped();
    void cancelSilencesSearch();
    void levelsAreValidLimits();
    void trainedEvaluationLoads();
    void humanLikeLevels();
    void fullGameHumanVsEngine_data();
    void fullGameHumanVsEngine();
    void undoDuringSearch();
    void newGameDuringSearch();
    void navigationDuringSearch();
    void moveNowPlaysAtOnce();
    void engineVsEngineWithClock();
    void hintsCoverEveryMove();
    void hintsExactNearTheEnd();
    void eventLoopStallDuringSearch_data();
    void eventLoopStallDuringSearch();
    void newGameDialog();
    void clockShownAndRunning();
    void keyboardPlay();
    void flipAnimation();
    void screenshots();
};

void TestStudioPlay::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QSettings().clear();
    Settings().animationMs.set(0);
}

void TestStudioPlay::controllerReportsOnGuiThread()
{
    EngineController controller;
    QSignalSpy finished(&controller, &EngineController::finished);
    QThread* guiThread = QThread::currentThread();
    QThread* seenOn = nullptr;
    connect(&controller, &EngineController::finished, this, [&] { seenOn = QThread::currentThread(); });
    SearchLimits limits;
    limits.depth = 4;
    const SearchId id = controller.search(Position::initial(), limits);
    QVERIFY(id != 0);
    QVERIFY(controller.isSearching());
    QVERIFY(finished.wait(10000));
    QCOMPARE(seenOn, guiThread);
    const auto result = finished.at(0).at(0).value<SearchResult>();
    QCOMPARE(result.searchId, id);
    QVERIFY(Position::initial().board.legalMoves() & squareBit(result.bestMove));
    QVERIFY(!controller.isSearching());
}

// Every search thread yields to the GUI thread: SCHED_IDLE (or, where that is refused, SearchNice
// above the GUI thread's nice value), the helpers of the engine's very first search included (the
// worker lowers its priority as it starts, before it starts any lazy-SMP helper, so the helpers
// inherit it). The GUI thread itself keeps its policy.
void TestStudioPlay::searchThreadsYieldToGui()
{
#if defined(__linux__)
    // Per thread of this process: its nice value and scheduling policy (fields 19 and 41 of
    // /proc/self/task/TID/stat).
    struct ThreadSched {
        int nice = 0;
        int policy = 0;
    };
    auto threads = [] {
        QList<ThreadSched> values;
        const QStringList tasks = QDir("/proc/self/task").entryList(QDir::Dirs | QDir::NoDotAndDotDot);
        for (const QString& tid : tasks) {
            QFile f("/proc/self/task/" + tid + "/stat");
            if (!f.open(QIODevice::ReadOnly))
                continue;
            const QByteArray stat = f.readAll();
            const QList<QByteArray> fields = stat.mid(stat.lastIndexOf(')') + 2).split(' ');
            if (fields.size() > 38) // field 3 (state) is fields[0]
                values.push_back({fields[16].toInt(), fields[38].toInt()});
        }
        return values;
    };
    errno = 0;
    const int gui = getpriority(PRIO_PROCESS, 0);
    QCOMPARE(errno, 0);
    QCOMPARE(sched_getscheduler(0), SCHED_OTHER);
    const int lowered = std::min(gui + EngineController::SearchNice, 19);
    auto yielding = [&] {
        int count = 0;
        for (const ThreadSched& t : threads())
            count += t.policy == SCHED_IDLE || (lowered != gui && t.nice == lowered);
        return count;
    };
    Settings settings;
    const int savedThreads = settings.searchThreads.get();
    settings.searchThreads.set(2);
    {
        EngineController controller;
        SearchLimits limits;
        limits.moveTime = 5; // long enough to be seen; cancelled below
        limits.solveEmpties = 0;
        QVERIFY(controller.search(Position::initial(), limits) != 0);
        // The worker and the lazy-SMP helper it starts for the second thread.
        QTRY_VERIFY_WITH_TIMEOUT(yielding() >= 2, 5000);
        controller.cancel();
    }
    QCOMPARE(sched_getscheduler(0), SCHED_OTHER);
    settings.searchThreads.set(savedThreads);
#else
    QSKIP("per-thread scheduling is a Linux feature");
#endif
}

void TestStudioPlay::staleResultsDropped()
{
    EngineController controller;
    QSignalSpy finished(&controller, &EngineController::finished);
    QSignalSpy info(&controller, &EngineController::info);
    SearchLimits deep;
    deep.depth = 30;
    deep.solveEmpties = 0;
    const SearchId first = controller.search(Position::initial(), deep);
    QVERIFY(first != 0);
    QTest::qWait(50); // let it report something
    // A new position while the first search runs: the first one's reports must never surface.
    Position other = Position::initial();
    other.play(sq("f5"));
    SearchLimits shallow;
    shallow.depth = 3;
    const SearchId second = controller.search(other, shallow);
    QVERIFY(second != first);
    QVERIFY(finished.wait(10000));
    QTest::qWait(100);
    QCOMPARE(finished.count(), 1);
    QCOMPARE(finished.at(0).at(0).value<SearchResult>().searchId, second);
    for (const auto& args : info) {
        const SearchId id = args.at(0).value<SearchInfo>().searchId;
        // Infos of the first search may only have arrived before the second started.
        if (id == first)
            continue;
        QCOMPARE(id, second);
    }
    // The first search's final report (superseded) arrived and was dropped.
    QVERIFY(controller.staleReportsDropped() >= 1);
}

void TestStudioPlay::cancelSilencesSearch()
{
    EngineController controller;
    QSignalSpy finished(&controller, &EngineController::finished);
    QSignalSpy info(&controller, &EngineController::info);
    SearchLimits deep;
    deep.depth = 30;
    deep.solveEmpties = 0;
    QVERIFY(controller.search(Position::initial(), deep) != 0);
    QTest::qWait(30);
    const int infosBefore = int(info.count());
    controller.cancel();
    QVERIFY(!controller.isSearching());
    QTest::qWait(300);
    QCOMPARE(finished.count(), 0);
    QCOMPARE(int(info.count()), infosBefore);
    QTRY_VERIFY(controller.staleReportsDropped() >= 1);
}

void TestStudioPlay::levelsAreValidLimits()
{
    QCOMPARE(LevelCount, 10);
    for (int i = 0; i < LevelCount; ++i) {
        const SearchLimits limits = levelLimits(i);
        QVERIFY2(!Engine::checkLimits(limits), Levels[std::size_t(i)].name.data());
        QVERIFY(limits.depth >= 1);
        if (i > 0) {
            QVERIFY(Levels[std::size_t(i)].depth >= Levels[std::size_t(i - 1)].depth);
            QVERIFY(Levels[std::size_t(i)].solveEmpties >= Levels[std::size_t(i - 1)].solveEmpties);
            QVERIFY(Levels[std::size_t(i)].selectivity >= Levels[std::size_t(i - 1)].selectivity);
        }
        const SearchLimits clocked = levelLimits(i, 60, 2);
        QCOMPARE(clocked.clockRemaining, 60.0);
        QCOMPARE(clocked.moveTime, 0.0);
        QVERIFY(!Engine::checkLimits(clocked));
    }
}

// Levels 1-4 draw their moves from the values of every move with the shipped table; without a
// table (missing or corrupt) they say so once and play as the engine level.
void TestStudioPlay::humanLikeLevels()
{
    QString error;
    const auto table = studioHumanCalibration(&error);
    QVERIFY2(table, qPrintable(error));
    QVERIFY(!Engine::checkLimits(humanSearchLimits(*table)));
    QVERIFY(!loadHumanCalibration(QStringLiteral(":/weights/no-such-table.txt"), &error));
    QVERIFY2(error.startsWith(QStringLiteral("no-such-table.txt: ")), qPrintable(error));
    QTemporaryDir dir;
    QFile corrupt(dir.path() + QStringLiteral("/human-errors.txt"));
    QVERIFY(corrupt.open(QIODevice::WriteOnly));
    corrupt.write(
        "format human-errors 1\nsettings depth 10 selectivity 95 exact 18\nrow weak 0 60-51 5 1 0.5 "
        "0.5 0.5 0 0 0 0 -3\n");
    corrupt.close();
    QVERIFY(!loadHumanCalibration(corrupt.fileName(), &error));
    QVERIFY2(error.contains(QStringLiteral("line 3: temperature '-3' out of range")), qPrintable(error));

    EngineController controller;
    Position position = Position::initial();
    position.play(sq("f5"));
    position.play(sq("f6"));
    EnginePlayer human(&controller, 2);
    human.setHumanSeed(3);
    QSignalSpy chosen(&human, &Player::moveChosen);
    QSignalSpy notices(&human, &Player::notice);
    human.startTurn(position, 0, 0);
    QTRY_COMPARE_WITH_TIMEOUT(chosen.count(), 1, 30000);
    QVERIFY(position.board.isLegal(chosen.front().front().toInt()));
    QCOMPARE(notices.count(), 0);

    EnginePlayer fallback(&controller, 2);
    fallback.setHumanTable(nullptr, error);
    QSignalSpy fallbackChosen(&fallback, &Player::moveChosen);
    QSignalSpy fallbackNotices(&fallback, &Player::notice);
    fallback.startTurn(position, 0, 0);
    QCOMPARE(fallbackNotices.count(), 1);
    const QString notice = fallbackNotices.front().front().toString();
    QVERIFY2(
        notice.contains(QStringLiteral("temperature")) && notice.contains(QStringLiteral("engine level")),
        qPrintable(notice));
    QTRY_COMPARE_WITH_TIMEOUT(fallbackChosen.count(), 1, 30000);
    QVERIFY(position.board.isLegal(fallbackChosen.front().front().toInt()));

    // The new-game dialog says what each level is like in words.
    QVERIFY2(NewGameDialog::levelDescription(2).contains(QStringLiteral("average tournament player")),
        qPrintable(NewGameDialog::levelDescription(2)));
    QVERIFY(NewGameDialog::levelDescription(3).contains(QStringLiteral("discs per move in the opening")));
    QVERIFY(NewGameDialog::levelDescription(6).contains(QStringLiteral("without human slips")));
    QVERIFY(NewGameDialog::levelSearchDescription(2).contains(QStringLiteral("depth 3")));
}

void TestStudioPlay::trainedEvaluationLoads()
{
    // The embedded pattern weights parse, and the same shared evaluator comes back every time.
    QString error;
    const auto evaluator = studioEvaluator(&error);
    QVERIFY2(evaluator, qPrintable(error));
    QCOMPARE(QString::fromStdString(evaluator->name()), QStringLiteral("pattern"));
    QCOMPARE(studioEvaluator().get(), evaluator.get());
    // It plays: a shallow search from the start gives a legal move with a small score.
    EngineController controller;
    controller.setEvaluator(evaluator);
    QSignalSpy finished(&controller, &EngineController::finished);
    SearchLimits limits;
    limits.depth = 6;
    QVERIFY(controller.search(Position::initial(), limits) != 0);
    QVERIFY(finished.wait(20000));
    const auto result = finished.at(0).at(0).value<SearchResult>();
    QVERIFY(Position::initial().board.legalMoves() & squareBit(result.bestMove));
    QVERIFY(std::abs(result.score) < 10);

    // The Multi-ProbCut parameters shipped for this evaluation load and make the levels'
    // confidences take effect: a 95 % search reports that selectivity and needs fewer nodes.
    const auto mpc = studioMpcParams(&error);
    QVERIFY2(mpc, qPrintable(error));
    QCOMPARE(QString::fromStdString(mpc->evaluator), QString::fromStdString(evaluator->name()));
    const Position midgame = parseTranscript("f5d6c3d3c4f4c5b3c2e6c6b4").value().end;
    SearchLimits exact;
    exact.depth = 10;
    exact.solveEmpties = 0;
    SearchLimits selective = exact;
    selective.selectivity = 95;
    controller.setMpcParams(mpc);
    finished.clear();
    QVERIFY(controller.search(midgame, exact) != 0);
    QVERIFY(finished.wait(60000));
    const auto exactResult = finished.at(0).at(0).value<SearchResult>();
    finished.clear();
    QVERIFY(controller.search(midgame, selective) != 0);
    QVERIFY(finished.wait(60000));
    const auto selectiveResult = finished.at(0).at(0).value<SearchResult>();
    QCOMPARE(exactResult.selectivity, 100.0);
    QCOMPARE(selectiveResult.selectivity, 95.0);
    QVERIFY2(selectiveResult.nodes < exactResult.nodes,
        qPrintable(QStringLiteral("%1 vs %2 nodes").arg(selectiveResult.nodes).arg(exactResult.nodes)));
}

void TestStudioPlay::fullGameHumanVsEngine_data()
{
    QTest::addColumn<quint32>("seed");
    QTest::addColumn<int>("engineColor");
    QTest::addRow("human black, seed 3") << 3u << int(Color::White);
    QTest::addRow("human white, seed 4") << 4u << int(Color::Black);
}

void TestStudioPlay::fullGameHumanVsEngine()
{
    QFETCH(quint32, seed);
    QFETCH(int, engineColor);
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.startGame(humanVsEngine(0, Color(engineColor)));
    GameModel* model = window.gameModel();
    GameController* game = window.gameController();
    QSignalSpy over(model, &GameModel::gameOver);
    QRandomGenerator rng(seed);
    int humanMoves = 0, engineMoves = 0;
    for (int guard = 0; guard < 200 && !model->isGameOver(); ++guard) {
        if (game->isEngine(model->sideToMove())) {
            const int ply = model->currentPly();
            QTRY_VERIFY_WITH_TIMEOUT(model->currentPly() > ply || model->isGameOver(), 10000);
            ++engineMoves;
            continue;
        }
        // Only legal moves are offered to the human while it is their turn.
        QCOMPARE(window.boardWidget()->legalMoves(), model->legalMoves());
        const Square move = test::randomMove(model->position().board, rng);
        click(window.boardWidget(), move);
        ++humanMoves;
        QCOMPARE(model->lastMove(), move);
    }
    QVERIFY(model->isGameOver());
    QCOMPARE(over.count(), 1);
    QVERIFY(humanMoves >= 10);
    QVERIFY(engineMoves >= 10);
    // The whole line replays legally from the start.
    Position p = model->startPosition();
    for (Square s : model->line())
        QVERIFY(p.play(s));
    QCOMPARE(p, model->position());
    QVERIFY(!game->isEngineThinking());
    QVERIFY(window.statusText().contains(QStringLiteral("wins"))
        || window.statusText().contains(QStringLiteral("Draw")));
}

void TestStudioPlay::undoDuringSearch()
{
    MainWindow window;
    window.show();
    window.startGame(humanVsEngine(SlowLevel));
    GameModel* model = window.gameModel();
    GameController* game = window.gameController();
    click(window.boardWidget(), sq("f5"));
    QVERIFY(game->isEngineThinking());
    QCOMPARE(window.boardWidget()->legalMoves(), Bitboard(0)); // no clicks while it thinks
    QTest::qWait(50);
    findAction(window, QStringLiteral("Undo"))->trigger();
    QVERIFY(!game->isEngineThinking());
    QCOMPARE(model->currentPly(), 0);
    QCOMPARE(model->position(), Position::initial());
    // Whatever the engine was about to report is dropped: nothing is played, nothing shown.
    QTest::qWait(400);
    QCOMPARE(model->currentPly(), 0);
    QCOMPARE(model->lineLength(), 1); // f5 kept for redo
    QVERIFY(!game->isEngineThinking());
    QVERIFY(!window.engineText().startsWith(QStringLiteral("Thinking")));
    // The human can play at once, a different move: a variation.
    click(window.boardWidget(), sq("d3"));
    QCOMPARE(model->currentPly(), 1);
    QVERIFY(game->isEngineThinking());
    QCOMPARE(model->alternativesAt(0).size(), std::size_t(2));
    findAction(window, QStringLiteral("Undo"))->trigger();
    QVERIFY(!game->isEngineThinking());
}

void TestStudioPlay::newGameDuringSearch()
{
    MainWindow window;
    window.show();
    window.startGame(humanVsEngine(SlowLevel));
    click(window.boardWidget(), sq("f5"));
    QVERIFY(window.gameController()->isEngineThinking());
    window.startGame(humanVsEngine(0));
    QVERIFY(!window.gameController()->isEngineThinking());
    QTest::qWait(300);
    QCOMPARE(window.gameModel()->currentPly(), 0);
    QCOMPARE(window.gameModel()->lineLength(), 0);
}

void TestStudioPlay::navigationDuringSearch()
{
    MainWindow window;
    window.show();
    window.startGame(humanVsEngine(SlowLevel));
    GameModel* model = window.gameModel();
    click(window.boardWidget(), sq("f5"));
    QVERIFY(window.gameController()->isEngineThinking());
    model->goToPly(0);
    QVERIFY(!window.gameController()->isEngineThinking());
    model->goToPly(1); // back to the engine's turn, but in the middle of... the end: it resumes
    QVERIFY(window.gameController()->isEngineThinking());
    window.gameController()->cancelTurn();
    QTest::qWait(200);
    QCOMPARE(model->currentPly(), 1);
}

void TestStudioPlay::moveNowPlaysAtOnce()
{
    MainWindow window;
    window.show();
    window.startGame(humanVsEngine(SlowLevel));
    GameModel* model = window.gameModel();
    click(window.boardWidget(), sq("f5"));
    QTest::qWait(100);
    QElapsedTimer timer;
    timer.start();
    findAction(window, QStringLiteral("Move Now"))->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(model->currentPly() == 2, 5000);
    qInfo("Move Now answered in %lld ms", timer.elapsed());
    QVERIFY(!window.engineText().isEmpty()); // its report describes the move just played
    findAction(window, QStringLiteral("Undo"))->trigger();
    QCOMPARE(model->currentPly(), 0);
    QVERIFY(window.engineText().isEmpty()); // and is gone once the move is taken back
    QVERIFY(!window.gameController()->isEngineThinking());
    QCOMPARE(model->sideToMove(), Color::Black);
}

void TestStudioPlay::engineVsEngineWithClock()
{
    GameModel model;
    EngineController engine;
    GameController game(&model, &engine);
    GameSetup setup;
    setup.black = PlayerSetup{PlayerKind::Engine, 0};
    setup.white = PlayerSetup{PlayerKind::Engine, 1};
    setup.clock = true;
    setup.clockMinutes = 1;
    setup.incrementSeconds = 1;
    game.start(setup);
    // About 10 s on an idle machine; the search threads yield to every other thread of the
    // session (SCHED_IDLE), so a loaded machine (CI's parallel tests) slows the game down.
    QTRY_VERIFY_WITH_TIMEOUT(model.isGameOver(), 60000);
    QVERIFY(!game.flagged());
    // Increments were added: nobody lost more than a few seconds at these levels.
    QVERIFY(game.clockSeconds(Color::Black) > 50);
    QVERIFY(game.clockSeconds(Color::White) > 50);
}

void TestStudioPlay::hintsCoverEveryMove()
{
    HintAnalyser hints;
    QSignalSpy finished(&hints, &HintAnalyser::finished);
    Position p = Position::initial();
    p.play(sq("f5"));
    p.play(sq("d6"));
    hints.analyse(p, 6, 10);
    QVERIFY(finished.wait(20000));
    const Bitboard legal = p.board.legalMoves();
    for (Square s = 0; s < 64; ++s) {
        QCOMPARE(bool(hints.hints()[s]), bool(legal & squareBit(s)));
        if (hints.hints()[s]) {
            QCOMPARE(hints.hints()[s]->depth, 6);
            QVERIFY(!hints.hints()[s]->exact);
        }
    }
    const Square best = hints.bestMove();
    QVERIFY(legal & squareBit(best));
    for (Square s : bits(legal))
        QVERIFY(hints.hints()[s]->score <= hints.hints()[best]->score);
    // A new request drops the old one's reports.
    hints.analyse(Position::initial(), 4, 10);
    hints.analyse(p, 2, 0);
    QVERIFY(finished.wait(20000));
    QCOMPARE(hints.position(), p);
}

void TestStudioPlay::hintsExactNearTheEnd()
{
    // A random game stopped 9 empties before the end: every value is exact and the best one
    // matches the best final score of a tiny brute-force check.
    const std::vector<Square> game = test::randomGame(21);
    Position p;
    for (Square s : game) {
        if (p.board.emptyCount() <= 9 && !p.board.mustPass())
            break;
        p.play(s);
    }
    QVERIFY(!p.board.isGameOver());
    HintAnalyser hints;
    QSignalSpy finished(&hints, &HintAnalyser::finished);
    hints.analyse(p, 4, 12);
    QVERIFY(finished.wait(20000));
    for (Square s : bits(p.board.legalMoves())) {
        QVERIFY(hints.hints()[s]);
        QVERIFY(hints.hints()[s]->exact);
    }
    // The values are for the side to move: the best one is the exact score of the position.
    EngineController solver;
    QSignalSpy solved(&solver, &EngineController::finished);
    SearchLimits exact;
    exact.solveEmpties = 60;
    QVERIFY(solver.search(p, exact) != 0);
    QVERIFY(solved.wait(20000));
    const auto truth = solved.at(0).at(0).value<SearchResult>();
    QVERIFY(truth.solved);
    QCOMPARE(hints.hints()[hints.bestMove()]->score, truth.score);
    // The same through the window: the board shows the hints with the best one highlighted.
    MainWindow window;
    window.show();
    QVERIFY(window.gameModel()->loadGame(Position::initial(), [&] {
        std::vector<Square> moves;
        Position q;
        for (Square s : game) {
            if (q == p)
                break;
            moves.push_back(s);
            q.play(s);
        }
        return moves;
    }()));
    QCOMPARE(window.gameModel()->position(), p);
    window.setHintsEnabled(true);
    QTRY_VERIFY_WITH_TIMEOUT(!window.hintAnalyser()->isRunning(), 20000);
    QTRY_VERIFY(window.boardWidget()->bestHint() != NoSquare);
    QCOMPARE(window.boardWidget()->bestHint(), hints.bestMove());
}

void TestStudioPlay::eventLoopStallDuringSearch_data()
{
    // Which dock panels are shown: none, or all of them (the cut panel on its Root moves tab, or
    // on its Tree tab, which rebuilds its tree when a search finishes), the cut and regression
    // panels side by side rather than tabbed, so both take the engine's cut events.
    // The search is the engine player's (Maximum level, 99 % confidence) or Analyse Position's
    // (95 % confidence); with Multi-ProbCut cutting, the cut panels get every check.
    QTest::addColumn<int>("panels");
    QTest::addColumn<bool>("analyse");
    QTest::newRow("panels hidden, engine player") << 0 << false;
    QTest::newRow("panels visible, engine player") << 1 << false;
    QTest::newRow("panels hidden, analyse") << 0 << true;
    QTest::newRow("panels visible, root moves, analyse") << 1 << true;
    QTest::newRow("panels visible, tree, analyse") << 2 << true;
}

void TestStudioPlay::eventLoopStallDuringSearch()
{
    // A 1 ms timer measures the gaps between its ticks while the window is resized and repainted
    // for a second: once with the engine searching (Maximum level) and once with two humans, as
    // a baseline in the same process. The longest gap is the longest the window could not
    // repaint or take input. Printed, not judged (timing is noisy on a shared machine); only a
    // gross hang fails. PROBCUT_STALL_RUNS=N repeats each measurement N times and prints the
    // median and the maximum; PROBCUT_STALL_BUSY=1 keeps the other core busy (OtherCoreBusy);
    // PROBCUT_STALL_TRACE=1 prints when each longest gap happened, to cut a perf profile to it.
    QFETCH(int, panels);
    QFETCH(bool, analyse);
    // Out of the opening book, so the engine player searches (a book move would be instant).
    Settings().useBook.set(false);
    auto restoreBook = qScopeGuard([] { Settings().useBook.set(true); });
    auto showPanels = [panels](MainWindow& window) {
        if (panels == 0)
            return;
        QDockWidget* cuts = window.panel(QStringLiteral("cutPanel"));
        QDockWidget* plots = window.panel(QStringLiteral("regressionPanel"));
        QVERIFY(cuts && plots);
        for (QDockWidget* dock : window.findChildren<QDockWidget*>(Qt::FindDirectChildrenOnly))
            dock->show();
        window.splitDockWidget(cuts, plots, Qt::Vertical);
        cuts->show();
        plots->show();
        auto* tabs = cuts->findChild<QTabWidget*>();
        QVERIFY(tabs);
        tabs->setCurrentIndex(panels == 1 ? 1 : 2);
    };
    // Besides the longest gap (which includes any time the machine gave the GUI thread's core
    // to another process), the most CPU time the GUI thread itself spent between two ticks:
    // the work the window's own code did while it could not repaint.
    qint64 measuredCpu = 0;
    const bool trace = qEnvironmentVariableIntValue("PROBCUT_STALL_TRACE") != 0;
    auto measure = [&](bool engine, qint64* replayNs, bool* stillThinking) {
        MainWindow window;
        window.resize(900, 650);
        showPanels(window);
        window.show();
        if (!QTest::qWaitForWindowExposed(&window))
            return qint64(-1);
        GameSetup setup = humanVsEngine(SlowLevel);
        if (!engine || analyse)
            setup.white.kind = PlayerKind::Human;
        window.startGame(setup);
        auto* analysis = window.findChild<AnalysisPanels*>();
        if (!analysis)
            return qint64(-1);
        QElapsedTimer clock;
        qint64 last = 0, worst = 0, lastCpu = 0, worstCpu = 0;
        int ticks = 0;
        QTimer probe;
        probe.setTimerType(Qt::PreciseTimer);
        probe.setInterval(1);
        connect(&probe, &QTimer::timeout, this, [&] {
            const qint64 now = clock.nsecsElapsed();
            const qint64 cpu = threadCpuNs();
            if (ticks++ > 0) {
                if (trace && now - last > worst) {
                    // CLOCK_MONOTONIC seconds, as `perf record -k CLOCK_MONOTONIC` stamps samples.
                    const double end
                        = std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch())
                              .count();
                    qInfo("STALL trace: longest gap so far %.1f ms, from %.6f to %.6f s", (now - last) / 1e6,
                        end - (now - last) / 1e9, end);
                }
                worst = std::max(worst, now - last);
                worstCpu = std::max(worstCpu, cpu - lastCpu);
            }
            last = now;
            lastCpu = cpu;
        });
        clock.start();
        probe.start();
        click(window.boardWidget(), sq("f5")); // the engine starts thinking
        if (engine && analyse)
            analysis->analysePositionAction()->setChecked(true);
        // A real event loop (not QTest::qWait, which sleeps in 10 ms slices).
        QEventLoop loop;
        QTimer resizer;
        int step = 0;
        connect(&resizer, &QTimer::timeout, this, [&] {
            window.resize(900 + 10 * step, 650 + 5 * step);
            window.boardWidget()->repaint();
            if (++step == 10)
                loop.quit();
        });
        resizer.start(100);
        loop.exec();
        if (engine && analyse) {
            *stillThinking = window.analysisController()->isSearching();
            analysis->analysePositionAction()->setChecked(false);
            *replayNs = 0;
        } else if (engine) {
            *stillThinking = window.gameController()->isEngineThinking();
            findAction(window, QStringLiteral("Undo"))->trigger(); // stop the search from the GUI
            // Playing again at once starts a new search while the old one may still be
            // unwinding: the GUI thread waits for it inside Engine::setPosition.
            QElapsedTimer replay;
            replay.start();
            click(window.boardWidget(), sq("f5"));
            *replayNs = replay.nsecsElapsed();
            findAction(window, QStringLiteral("Undo"))->trigger();
        }
        probe.stop();
        measuredCpu = worstCpu;
        return worst;
    };
    const int runs = std::max(1, qEnvironmentVariableIntValue("PROBCUT_STALL_RUNS"));
    std::optional<OtherCoreBusy> busy;
    if (qEnvironmentVariableIntValue("PROBCUT_STALL_BUSY"))
        busy.emplace();
    const char* load = busy && busy->active() ? ", other core busy" : "";
    std::vector<qint64> baselines, searchings, baselineCpus, searchingCpus;
    qint64 replayNs = 0;
    for (int run = 0; run < runs; ++run) {
        bool stillThinking = false;
        const qint64 baseline = measure(false, nullptr, nullptr);
        const qint64 baselineCpu = measuredCpu;
        const qint64 searching = measure(true, &replayNs, &stillThinking);
        const qint64 searchingCpu = measuredCpu;
        QVERIFY(baseline >= 0 && searching >= 0);
        QVERIFY(stillThinking);
        baselines.push_back(baseline);
        searchings.push_back(searching);
        baselineCpus.push_back(baselineCpu);
        searchingCpus.push_back(searchingCpu);
        qInfo(
            "STALL run %d (%s%s): %.1f ms (GUI CPU %.1f ms) with the engine searching, %.1f ms (GUI CPU %.1f "
            "ms) without",
            run + 1, QTest::currentDataTag(), load, searching / 1e6, searchingCpu / 1e6, baseline / 1e6,
            baselineCpu / 1e6);
    }
    auto median = [](std::vector<qint64> v) {
        std::sort(v.begin(), v.end());
        return v.size() % 2 ? double(v[v.size() / 2]) : (v[v.size() / 2 - 1] + v[v.size() / 2]) / 2.0;
    };
    const double searching = median(searchings), baseline = median(baselines);
    qInfo(
        "STALL %s%s, longest event-loop gap while resizing (median of %d, max): %.1f ms (max %.1f) with the "
        "engine searching, %.1f ms (max %.1f) without (ratio %.2f); replay right after undo (new search "
        "superseding the old): %.1f ms",
        QTest::currentDataTag(), load, runs, searching / 1e6,
        *std::max_element(searchings.begin(), searchings.end()) / 1e6, baseline / 1e6,
        *std::max_element(baselines.begin(), baselines.end()) / 1e6, searching / std::max(1.0, baseline),
        replayNs / 1e6);
    qInfo("STALL %s%s, most GUI-thread CPU time between two ticks (median, max): %.1f ms (max %.1f) with the "
          "engine searching, %.1f ms (max %.1f) without",
        QTest::currentDataTag(), load, median(searchingCpus) / 1e6,
        *std::max_element(searchingCpus.begin(), searchingCpus.end()) / 1e6, median(baselineCpus) / 1e6,
        *std::max_element(baselineCpus.begin(), baselineCpus.end()) / 1e6);
    // A sanitizer slows painting (and the panels' models) several times over, on a machine
    // whose other core may be busy: the gross-hang bound scales with it.
#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
    constexpr qint64 HangNs = 3'000'000'000;
#else
    constexpr qint64 HangNs = 500'000'000;
#endif
    QVERIFY2(searching < HangNs,
        qPrintable(QStringLiteral("the event loop stalled for %1 ms").arg(searching / 1e6)));
}

void TestStudioPlay::newGameDialog()
{
    Position current = Position::initial();
    current.play(sq("f5"));
    NewGameDialog dialog(current);
    auto* blackKind = dialog.findChild<QComboBox*>(QStringLiteral("blackKind"));
    auto* whiteKind = dialog.findChild<QComboBox*>(QStringLiteral("whiteKind"));
    auto* whiteLevel = dialog.findChild<QComboBox*>(QStringLiteral("whiteLevel"));
    auto* clock = dialog.findChild<QCheckBox*>(QStringLiteral("clock"));
    QVERIFY(blackKind && whiteKind && whiteLevel && clock);
    QCOMPARE(whiteLevel->count(), LevelCount);
    blackKind->setCurrentIndex(0);
    whiteKind->setCurrentIndex(1);
    whiteLevel->setCurrentIndex(LevelCount - 1);
    QVERIFY(whiteLevel->isEnabled());
    QVERIFY(!dialog.findChild<QComboBox*>(QStringLiteral("blackLevel"))->isEnabled());
    clock->setChecked(true);
    dialog.findChild<QRadioButton*>(QStringLiteral("startCurrent"))->setChecked(true);
    GameSetup setup = dialog.setup();
    QCOMPARE(setup.black.kind, PlayerKind::Human);
    QCOMPARE(setup.white.kind, PlayerKind::Engine);
    QCOMPARE(setup.white.level, LevelCount - 1);
    QVERIFY(setup.clock);
    QCOMPARE(setup.start, current);
    QVERIFY(
        dialog.findChild<QLabel*>(QStringLiteral("levelInfo"))->text().contains(QStringLiteral("Maximum")));
    // A random balanced opening is a legal line from the initial position.
    dialog.findChild<QRadioButton*>(QStringLiteral("startRandom"))->setChecked(true);
    setup = dialog.setup();
    QCOMPARE(setup.startKind, StartKind::RandomOpening);
    QVERIFY(setup.opening.size() >= 3);
    dialog.saveDefaults();
    QCOMPARE(Settings().whiteLevel.get(), LevelCount - 1);
    QCOMPARE(Settings().startKind.get(), 2);
    QSettings().clear();
    Settings().animationMs.set(0);
}

void TestStudioPlay::clockShownAndRunning()
{
    MainWindow window;
    window.show();
    GameSetup setup = humanVsEngine(0);
    setup.clock = true;
    setup.clockMinutes = 2;
    setup.incrementSeconds = 3;
    window.startGame(setup);
    auto* blackClock = window.findChild<QLabel*>(QStringLiteral("blackClock"));
    QVERIFY(blackClock && blackClock->isVisible());
    QCOMPARE(blackClock->text(), QStringLiteral("2:00"));
    QTest::qWait(300);
    QVERIFY(window.gameController()->clockSeconds(Color::Black) < 120);
    QVERIFY(window.gameController()->clockSeconds(Color::White) == 120);
    click(window.boardWidget(), sq("f5"));
    // Black got the increment; White's clock runs while the engine thinks, then Black's again.
    QVERIFY(window.gameController()->clockSeconds(Color::Black) > 121);
    QTRY_VERIFY_WITH_TIMEOUT(window.gameModel()->currentPly() == 2, 5000);
    QVERIFY(window.gameController()->clockSeconds(Color::White) > 120);
    saveClockShot(window);
}

void TestStudioPlay::keyboardPlay()
{
    MainWindow window;
    window.show();
    window.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    BoardWidget* board = window.boardWidget();
    board->setFocus();
    GameModel* model = window.gameModel();
    // Typing a square plays it.
    QTest::keyClicks(board, QStringLiteral("f5"));
    QCOMPARE(model->lastMove(), sq("f5"));
    // Arrows move the cursor from the first legal move; Enter plays it.
    QTest::keyClick(board, Qt::Key_Down);
    QVERIFY(board->keyboardCursor() != NoSquare);
    QTest::keyClick(board, Qt::Key_Up);
    const Square target = board->keyboardCursor();
    const bool legal = model->isLegal(target);
    QTest::keyClick(board, Qt::Key_Return);
    QCOMPARE(model->currentPly(), legal ? 2 : 1);
    // An illegal typed square changes nothing and says why.
    const int ply = model->currentPly();
    QTest::keyClicks(board, QStringLiteral("a1"));
    QCOMPARE(model->currentPly(), ply);
}

void TestStudioPlay::flipAnimation()
{
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.boardWidget()->setAnimationMs(150);
    click(window.boardWidget(), sq("f5"));
    QVERIFY(window.boardWidget()->isAnimating());
    QTRY_VERIFY_WITH_TIMEOUT(!window.boardWidget()->isAnimating(), 2000);
    window.boardWidget()->setAnimationMs(0); // off: positions change at once
    click(window.boardWidget(), sq("d6"));
    QVERIFY(!window.boardWidget()->isAnimating());
}

void TestStudioPlay::screenshots()
{
    // Set PROBCUT_SCREENSHOT_DIR (and run under xvfb-run with QT_QPA_PLATFORM=xcb for real
    // window-system rendering) to save what a user sees: the main window in each theme with a
    // game in progress, the hints, and the new-game dialog.
    const QString dir = qEnvironmentVariable("PROBCUT_SCREENSHOT_DIR");
    if (dir.isEmpty())
        QSKIP("PROBCUT_SCREENSHOT_DIR not set");
    QDir().mkpath(dir);
    installTranslations(QStringLiteral("en")); // English plural forms, as main() does
    auto save = [&](QWidget& w, const QString& name) {
        QTest::qWait(150);
        QVERIFY(w.grab().save(dir + QLatin1Char('/') + name + QStringLiteral(".png")));
    };
    const std::vector<Square> opening = parseTranscript("f5d6c3d3c4f4f6f3e6e7d7c6").value().moves;
    for (int theme = 0; theme < 3; ++theme) {
        Settings().theme.set(theme);
        MainWindow window;
        window.resize(1000, 700);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.startGame(humanVsEngine(3));
        for (Square s : opening) {
            if (window.gameController()->isEngine(window.gameModel()->sideToMove()))
                QTRY_VERIFY_WITH_TIMEOUT(!window.gameController()->isEngineThinking(), 10000);
            if (window.gameModel()->position().board.isLegal(s)
                && !window.gameController()->isEngineThinking())
                click(window.boardWidget(), s);
        }
        QTRY_VERIFY_WITH_TIMEOUT(!window.gameController()->isEngineThinking(), 10000);
        window.gameModel()->undo();
        window.gameModel()->undo();
        window.gameModel()->play(window.gameModel()->legalMoves()
                ? Square(__builtin_ctzll(window.gameModel()->legalMoves()))
                : NoSquare);
        QTRY_VERIFY_WITH_TIMEOUT(!window.gameController()->isEngineThinking(), 10000);
        const char* names[] = {"light", "dark", "high-contrast"};
        save(window, QStringLiteral("main-%1").arg(QLatin1String(names[theme])));
        window.setHintsEnabled(true);
        QTRY_VERIFY_WITH_TIMEOUT(!window.hintAnalyser()->isRunning(), 30000);
        save(window, QStringLiteral("hints-%1").arg(QLatin1String(names[theme])));
        if (theme == 0) {
            NewGameDialog dialog(window.gameModel()->position(), &window);
            dialog.show();
            QVERIFY(QTest::qWaitForWindowExposed(&dialog));
            save(dialog, QStringLiteral("new-game-dialog"));
            // The human-like levels' descriptions, the dialog over the window at two screen sizes.
            dialog.findChild<QComboBox*>(QStringLiteral("blackKind"))->setCurrentIndex(1);
            dialog.findChild<QComboBox*>(QStringLiteral("whiteKind"))->setCurrentIndex(1);
            dialog.findChild<QComboBox*>(QStringLiteral("blackLevel"))->setCurrentIndex(2);
            dialog.findChild<QComboBox*>(QStringLiteral("whiteLevel"))->setCurrentIndex(6);
            for (const QSize size : {QSize(1280, 800), QSize(1920, 1080)}) {
                window.resize(size);
                dialog.adjustSize();
                QTest::qWait(150);
                QImage shot = window.grab().toImage();
                QPainter painter(&shot);
                const QPixmap d = dialog.grab();
                painter.drawPixmap((shot.width() - d.width()) / 2, (shot.height() - d.height()) / 2, d);
                painter.end();
                QVERIFY(shot.save(
                    dir + QStringLiteral("/new-game-human-%1x%2.png").arg(size.width()).arg(size.height())));
            }
            window.resize(1000, 700);
            BoardEditorDialog editor(window.gameModel()->position(), &window);
            editor.show();
            QVERIFY(QTest::qWaitForWindowExposed(&editor));
            save(editor, QStringLiteral("board-editor"));
        }
    }
    // A theme changed while the window is open (Preferences), with the analysis panels shown:
    // every label, list and panel must follow, as in a window opened in that theme.
    Settings().theme.set(0);
    MainWindow window;
    window.resize(1400, 900);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.startGame(humanVsEngine(3));
    for (QDockWidget* dock : window.findChildren<QDockWidget*>())
        if (!dock->toggleViewAction()->isChecked())
            dock->toggleViewAction()->trigger(); // as View > Panels does
    for (int theme : {1, 2}) {
        Settings().theme.set(theme);
        window.applySettings();
        const char* names[] = {"light", "dark", "high-contrast"};
        save(window, QStringLiteral("live-%1").arg(QLatin1String(names[theme])));
    }
    Settings().theme.set(0);
}

QTEST_MAIN(TestStudioPlay)
#include "test_studio_play.moc"
