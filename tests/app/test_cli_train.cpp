// `probcut-lab train label` run as a process on a small positions file: the exact solve into
// exact.rec, the depth-limited and selective searches into searched.rec marked as searched or
// probable (never exact), resuming, --check against exact labels, the fit counting the kinds
// apart, and bad option combinations rejected by the parser with exit code 2.
#include "engine/endgame/endgame.h"
#include "engine/training/training.h"

#include "tests/app/cli_run.h"
#include "tests/random_games.h"

#include <QTemporaryDir>
#include <QtTest>

#include <random>
#include <set>

using namespace probcut;
using namespace probcut::training;

namespace {

using Run = probcut::test::CliRun;

Run train(const QStringList& args) { return probcut::test::runCli(QStringLiteral("train"), args); }

std::vector<LabelledPosition> readRecords(const QString& path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    const QByteArray bytes = f.readAll();
    std::vector<std::uint8_t> framed = serializePositions({});
    const std::uint64_t n = std::uint64_t(bytes.size()) / 24;
    for (int i = 0; i < 8; ++i)
        framed[8 + i] = std::uint8_t(n >> (8 * i));
    framed.insert(framed.end(), bytes.begin(), bytes.end());
    auto parsed = parsePositions(framed, "records");
    return parsed ? std::move(parsed).value() : std::vector<LabelledPosition>{};
}

} // namespace

class TestCliTrain : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString m_work;
    std::vector<LabelledPosition> m_positions;

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_work = m_dir.path();
        // Positions of random games at 12-14 empties with made-up game-tree labels, and the
        // exact score of every third one (as WTHOR's theoretical scores are in the real file).
        std::mt19937_64 rng(42);
        EndgameSolver solver(4);
        std::set<std::pair<Bitboard, Bitboard>> seen;
        while (m_positions.size() < 60) {
            const int target = 12 + int(m_positions.size() % 3);
            const Board b = test::playRandomly(Board::initial(), rng, {.empties = target}).canonical();
            if (b.emptyCount() != target || !b.legalMoves() || !seen.insert({b.player, b.opponent}).second)
                continue;
            LabelledPosition p{b, std::int8_t(int(rng() % 21) - 10), LabelKind::GameTree};
            if (m_positions.size() % 3 == 0) {
                p.label = std::int8_t(solver.solve(b).score);
                p.kind = LabelKind::Exact;
            }
            m_positions.push_back(p);
        }
        std::sort(m_positions.begin(), m_positions.end(), [](const auto& a, const auto& b) {
            return a.board.player != b.board.player ? a.board.player < b.board.player
                                                    : a.board.opponent < b.board.opponent;
        });
        const auto bytes = serializePositions(m_positions);
        QFile f(m_dir.filePath("positions.bin"));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(reinterpret_cast<const char*>(bytes.data()), qint64(bytes.size()));
    }

    void depthLabelsAreSearchedAndResume()
    {
        const QStringList args{"label", "--work", m_work, "--empties", "12-14", "--per-empties", "5",
            "--training-only", "--depth", "6"};
        Run r = train(args);
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains("method depth 6"), qPrintable(r.out));
        const auto labels = readRecords(m_dir.filePath("searched.rec"));
        QVERIFY(!labels.empty());
        QVERIFY(labels.size() <= 15);
        QVERIFY(!QFile::exists(m_dir.filePath("exact.rec")));
        for (const LabelledPosition& p : labels) {
            QCOMPARE(p.kind, LabelKind::Searched);
            QCOMPARE(int(p.searchDepth), 6);
            QCOMPARE(int(p.searchConfidence), 100);
            QVERIFY(!isValidation(p.board));
            // Positions with an exact label are never labelled again.
            const auto it = std::find_if(m_positions.begin(), m_positions.end(),
                [&](const LabelledPosition& q) { return q.board == p.board; });
            QVERIFY(it != m_positions.end());
            QCOMPARE(it->kind, LabelKind::GameTree);
        }
        // A rerun resumes: nothing is left to label with the same method.
        r = train(args);
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains("to label: 0"), qPrintable(r.out));
        QCOMPARE(readRecords(m_dir.filePath("searched.rec")).size(), labels.size());
    }

    void selectiveLabelsAreProbable()
    {
        const Run r = train(
            {"label", "--work", m_work, "--empties", "13", "--per-empties", "3", "--selective", "87"});
        QCOMPARE(r.exitCode, 0);
        std::size_t probable = 0;
        EndgameSolver solver(4);
        for (const LabelledPosition& p : readRecords(m_dir.filePath("searched.rec"))) {
            if (p.kind != LabelKind::Probable)
                continue;
            ++probable;
            QCOMPARE(int(p.searchConfidence), 87);
            // Below 15 empties the selective search makes no check: the score is exact.
            QCOMPARE(int(p.label), solver.solve(p.board).score);
        }
        QVERIFY(probable >= 1 && probable <= 3);
    }

    void exactLabelsAndCheck()
    {
        Run r = train({"label", "--work", m_work, "--empties", "12-14", "--per-empties", "2"});
        QCOMPARE(r.exitCode, 0);
        const auto exact = readRecords(m_dir.filePath("exact.rec"));
        QVERIFY(!exact.empty());
        EndgameSolver solver(4);
        for (const LabelledPosition& p : exact) {
            QCOMPARE(p.kind, LabelKind::Exact);
            QCOMPARE(int(p.label), solver.solve(p.board).score);
        }
        // --check: a search to the end of the game agrees with every exact label; nothing is
        // written.
        const auto before = QFileInfo(m_dir.filePath("searched.rec")).size();
        r = train({"label", "--work", m_work, "--empties", "12-14", "--per-empties", "4", "--check",
            "--depth", "20"});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains(QRegularExpression("\\n +all +\\d+ +[0-9.]+ +0\\.00 ")), qPrintable(r.out));
        QCOMPARE(QFileInfo(m_dir.filePath("searched.rec")).size(), before);
    }

    void fixCorrectsWrongExactLabels()
    {
        // An exact label made wrong on purpose (as an older solver's bug would): --check --fix
        // re-solves it and appends the solver's score, which then wins over the stored one.
        const QString path = m_dir.filePath("exact.rec");
        auto records = readRecords(path);
        QVERIFY(!records.empty());
        const LabelledPosition victim = records.front();
        LabelledPosition wrong = victim;
        wrong.label = std::int8_t(victim.label == 64 ? 62 : victim.label + 2);
        {
            QFile f(path);
            QVERIFY(f.open(QIODevice::Append));
            const auto bytes = serializePositions(std::span<const LabelledPosition>(&wrong, 1));
            f.write(reinterpret_cast<const char*>(bytes.data() + 16), 24);
        }
        const int e = victim.board.emptyCount();
        Run r = train({"label", "--work", m_work, "--empties", QString::number(e), "--per-empties", "20",
            "--check", "--list", "--fix"});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains("1 exact labels corrected"), qPrintable(r.out));
        QVERIFY2(r.out.contains(QString("exact %1 label %2").arg(wrong.label).arg(victim.label)),
            qPrintable(r.out));
        records = readRecords(path);
        QCOMPARE(int(records.back().label), int(victim.label));
        QCOMPARE(records.back().board, victim.board);
        // Checked again, every label agrees.
        r = train({"label", "--work", m_work, "--empties", QString::number(e), "--per-empties", "20",
            "--check", "--fix"});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains("0 exact labels corrected"), qPrintable(r.out));
        r = train({"label", "--work", m_work, "--fix"});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("--fix requires --check"), qPrintable(r.err));
    }

    void fitCountsKindsApart()
    {
        const Run r = train({"fit", "--work", m_work, "--out", m_dir.filePath("w.pcw"), "--only", "12",
            "--iterations", "2", "--game-tree-weight", "0", "--searched-weight", "0.5"});
        QCOMPARE(r.exitCode, 0);
        const auto exact = readRecords(m_dir.filePath("exact.rec")).size();
        const auto searched = readRecords(m_dir.filePath("searched.rec")).size();
        QVERIFY2(r.out.contains(QString("labels from train label %1 (%2 exact, %3 searched")
                                    .arg(exact + searched)
                                    .arg(exact)
                                    .arg(searched)),
            qPrintable(r.out));
    }

    void fitBackoffAndHuberRun()
    {
        // The fit-only options reach the fit and still write a loadable weights file.
        const QString out = m_dir.filePath("robust.pcw");
        const Run r = train({"fit", "--work", m_work, "--out", out, "--only", "12", "--iterations", "2",
            "--backoff", "--ridge", "5", "--huber", "4", "--huber-rounds", "1"});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains("weights written to"), qPrintable(r.out));
        const Run report = train({"report", "--work", m_work, "--weights", out});
        QCOMPARE(report.exitCode, 0);
    }

    // `train positions --selfplay`: self-play games join the game tree; from the settings' solve
    // threshold on, their positions are labelled with the game's final score, their exact value. A damaged
    // file is refused with its name and line, and nothing is written.
    void positionsFromSelfPlayGames()
    {
        const QString dir = m_dir.filePath("selfplay");
        QVERIFY(QDir().mkpath(dir));
        const Run play = probcut::test::runCli(QStringLiteral("selfplay"),
            {"--out", dir, "--games", "6", "--depth", "2", "--exact", "10", "--selectivity", "100",
                "--random-plies", "20", "--seed", "9"});
        QVERIFY2(play.exitCode == 0, qPrintable(play.err));
        const QString file = dir + "/selfplay-d2e10p100r20-seed9-1of1.txt.gz";
        QVERIFY(QFile::exists(file));
        const QString work = m_dir.filePath("sp-work");
        const Run r = train({"positions", "--no-wthor", "--no-logbook", "--selfplay", file, "--work", work});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY2(r.out.contains("selfplay: 1 files, 6 games"), qPrintable(r.out));
        QFile f(work + "/positions.bin");
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray bytes = f.readAll();
        auto parsed = parsePositions(std::vector<std::uint8_t>(bytes.begin(), bytes.end()), "positions.bin");
        QVERIFY(parsed.ok());
        int exact = 0;
        EndgameSolver solver(4);
        for (const LabelledPosition& p : *parsed) {
            QVERIFY(p.board.legalMoves() != 0);
            if (p.board.emptyCount() > 10)
                continue;
            // Perfect play from 10 empties on: the label is the exact value, and the position
            // where the solve began is marked exact (the later ones too with --result-labels).
            QCOMPARE(int(p.label), solver.solve(p.board).score);
            if (p.board.emptyCount() == 10)
                QCOMPARE(p.kind, LabelKind::Exact);
            ++exact;
        }
        QVERIFY(exact >= 6 * 5);

        QFile bad(dir + "/bad.txt");
        QVERIFY(bad.open(QIODevice::WriteOnly));
        bad.write("f5d6c3 0 0 d2e10p100r20\n");
        bad.close();
        const QString badWork = m_dir.filePath("sp-bad");
        const Run refused = train(
            {"positions", "--no-wthor", "--no-logbook", "--selfplay", bad.fileName(), "--work", badWork});
        QCOMPARE(refused.exitCode, 2);
        QVERIFY2(refused.err.contains("bad.txt") && refused.err.contains("line 1"), qPrintable(refused.err));
        QVERIFY(!QFile::exists(badWork + "/positions.bin"));
    }

    void badOptions_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        QTest::newRow("both methods")
            << QStringList{"--selective", "87", "--depth", "4"} << "--selective excludes --depth";
        QTest::newRow("selectivity alone")
            << QStringList{"--selectivity", "73"} << "--selectivity requires --depth";
        QTest::newRow("selective 100")
            << QStringList{"--selective", "100"} << "--selective: Value 100 not in range 1 to 99";
        QTest::newRow("depth 0") << QStringList{"--depth", "0"} << "--depth: Value 0 not in range 1 to 60";
        QTest::newRow("bad mpc file") << QStringList{"--depth", "4", "--selectivity", "73", "--mpc",
            "/nonexistent"} << "--mpc: File does not exist: /nonexistent";
        QTest::newRow("fit game-tree weight")
            << QStringList{"--game-tree-weight", "-1"} << "--game-tree-weight: Value -1 not in [0, 1000]";
        QTest::newRow("fit huber") << QStringList{"--huber", "-2"} << "--huber: Value -2 not in [0, 128]";
        QTest::newRow("fit huber rounds") << QStringList{"--huber", "4", "--huber-rounds", "0"}
                                          << "--huber-rounds: Value 0 not in range 1 to 100";
    }

    void badOptions()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        const bool fit = args.first().startsWith("--game-tree") || args.first().startsWith("--huber");
        const QStringList step
            = fit ? QStringList{"fit", "--out", m_dir.filePath("x.pcw")} : QStringList{"label"};
        const Run r = train(step + QStringList{"--work", m_work} + args);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(message), qPrintable(r.err));
    }
};

QTEST_GUILESS_MAIN(TestCliTrain)
#include "test_cli_train.moc"
