// The self-play factory: deterministic games, the line format and its checks, shards, the gzip
// store's append / resume / repair, and bad input of every kind (engine/training/selfplay.h,
// app/lab/selfplay_store.h).
#include "app/lab/selfplay_store.h"
#include "engine/core/notation.h"
#include "engine/eval/simple_evaluator.h"

#include <QTemporaryDir>
#include <QTest>

#include <filesystem>
#include <fstream>
#include <iterator>
#include <set>

using namespace probcut;
using namespace probcut::lab;

namespace {

SelfPlaySettings fastSettings()
{
    SelfPlaySettings s;
    s.depth = 2;
    s.exactEmpties = 8;
    s.selectivity = 100;
    s.randomPlies = {4, 10, 20};
    return s;
}

std::unique_ptr<SelfPlayer> makePlayer(const SelfPlaySettings& s = fastSettings())
{
    return std::make_unique<SelfPlayer>(s, std::make_shared<SimpleEvaluator>(), nullptr, 1, 1);
}

std::string readBytes(const std::string& path)
{
    std::ifstream in(path, std::ios::binary);
    return std::string((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
}

void writeBytes(const std::string& path, const std::string& bytes)
{
    std::ofstream(path, std::ios::binary | std::ios::trunc) << bytes;
}

} // namespace

class TestSelfPlay : public QObject {
    Q_OBJECT

private slots:
    void gamesAreDeterministicAndComplete()
    {
        auto a = makePlayer();
        auto b = makePlayer();
        const SelfPlayGame g1 = a->play(7, 3);
        a->play(7, 4); // tables used in between must not change game 3
        const SelfPlayGame g2 = b->play(7, 3);
        QCOMPARE(g1.toLine(), g2.toLine());
        QCOMPARE(a->play(7, 3).toLine(), g1.toLine());
        QVERIFY(a->play(7, 5).toLine() != g1.toLine());
        QVERIFY(a->play(8, 3).toLine() != g1.toLine());
        // The line parses back, the game is finished and its score is the replayed one.
        auto parsed = SelfPlayGame::fromLine(g1.toLine());
        QVERIFY2(parsed.ok(), parsed.ok() ? "" : parsed.error().message.c_str());
        QCOMPARE(parsed->moves, g1.moves);
        QCOMPARE(parsed->scoreBlack, g1.scoreBlack);
        QCOMPARE(parsed->randomPlies, g1.randomPlies);
        QVERIFY(g1.randomPlies == 4 || g1.randomPlies == 10 || g1.randomPlies == 20);
    }

    void randomLengthsAreAllDrawn()
    {
        auto p = makePlayer();
        std::set<int> lengths;
        for (std::uint64_t i = 0; i < 30; ++i)
            lengths.insert(p->play(1, i).randomPlies);
        QCOMPARE(lengths, (std::set<int>{4, 10, 20}));
    }

    void engineMovesFollowTheSearch()
    {
        // After the random opening the moves are the searcher's: replaying with an identical
        // player from the position after the prefix gives the same continuation.
        SelfPlaySettings s = fastSettings();
        s.randomPlies = {0};
        auto p = makePlayer(s);
        const SelfPlayGame g = p->play(3, 0);
        QCOMPARE(g.randomPlies, 0);
        QCOMPARE(p->play(99, 12345).moves, g.moves); // no random part: the seed does not matter
    }

    void settingsIdsRoundTrip()
    {
        SelfPlaySettings s;
        s.depth = 10;
        s.exactEmpties = 22;
        s.selectivity = 95;
        s.randomPlies = {12, 30};
        QCOMPARE(s.id(), std::string("d10e22p95r12-30"));
        auto back = SelfPlaySettings::fromId(s.id());
        QVERIFY(back.ok());
        QCOMPARE(back->id(), s.id());
        for (const char* bad :
            {"", "d8", "d8e24p95", "x8e24p95r12", "d0e24p95r12", "d8e24p95r", "d8e24p95r12--3", "d8e24p95r99",
                "d8e24p20r12", "d8e99p95r12", "d8e24p95r1-2-3-4-5-6-7-8-9-10-11-12-13-14-15-16-17"})
            QVERIFY2(!SelfPlaySettings::fromId(bad).ok(), bad);
    }

    void badLinesAreRefused_data()
    {
        QTest::addColumn<QString>("line");
        QTest::addColumn<QString>("message");
        auto p = makePlayer();
        const SelfPlayGame g = p->play(5, 0);
        const std::string transcript = formatTranscript(g.moves);
        const std::string id = g.settingsId;
        const auto row = [](const char* name, const std::string& line, const char* message) {
            QTest::newRow(name) << QString::fromStdString(line) << QString::fromLatin1(message);
        };
        row("empty", "", "expected 4 fields");
        row("three fields", transcript + " 4 " + std::to_string(g.scoreBlack), "expected 4 fields");
        row("wrong score", transcript + " 4 " + std::to_string(g.scoreBlack + 2) + " " + id,
            "but the moves end");
        row("score text", transcript + " 4 +x " + id, "is not a number");
        row("unfinished", transcript.substr(0, 40) + " 4 0 " + id, "not finished");
        row("illegal move", "a1" + transcript + " 4 0 " + id, "transcript");
        row("garbage", "zz99 4 0 " + id, "transcript");
        row("random too long", transcript + " 99 " + std::to_string(g.scoreBlack) + " " + id, "random plies");
        row("random negative", transcript + " -1 " + std::to_string(g.scoreBlack) + " " + id, "random plies");
        row("bad settings", transcript + " 4 " + std::to_string(g.scoreBlack) + " d8", "settings id");
    }

    void badLinesAreRefused()
    {
        QFETCH(QString, line);
        QFETCH(QString, message);
        auto r = SelfPlayGame::fromLine(line.toStdString());
        QVERIFY(!r.ok());
        QVERIFY2(
            QString::fromStdString(r.error().describe()).contains(message), r.error().describe().c_str());
    }

    void shardsParseAndSplit()
    {
        auto s = Shard::parse("2/3");
        QVERIFY(s.ok());
        QCOMPARE(s->gameIndex(0), std::uint64_t{1});
        QCOMPARE(s->gameIndex(4), std::uint64_t{13});
        // Every index is played by exactly one shard.
        std::set<std::uint64_t> seen;
        for (std::uint64_t k = 1; k <= 3; ++k)
            for (std::uint64_t j = 0; j < 10; ++j)
                QVERIFY(seen.insert(Shard{k, 3}.gameIndex(j)).second);
        QCOMPARE(seen.size(), std::size_t{30});
        QCOMPARE(*seen.rbegin(), std::uint64_t{29});
        for (const char* bad :
            {"5/3", "0/3", "3", "a/b", "1/0", "/3", "1/", "-1/3", "1/3/4", "1 /3", "9999999/99999999"})
            QVERIFY2(!Shard::parse(bad).ok(), bad);
        QVERIFY(Shard::parse("5/3").error().message.find("K must be 1 to N") != std::string::npos);
    }

    void factoryResumesWithoutLossOrDuplicates()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const std::string folder = dir.path().toStdString();
        const auto shard = Shard{2, 3};
        FactoryOptions o;
        o.folder = folder + "/whole";
        std::filesystem::create_directory(o.folder);
        o.seed = 11;
        o.shard = shard;
        o.games = 9;
        o.batch = 4;
        auto player = makePlayer();
        int reports = 0;
        auto whole = runFactory(*player, o, nullptr, [&](const FactoryProgress&) { ++reports; });
        QVERIFY(whole.ok());
        QCOMPARE(whole->stored, std::uint64_t{9});
        QCOMPARE(reports, 3); // 4 + 4 + 1
        const std::string wholePath = o.folder + "/" + shardFileName(player->settings(), 11, shard);
        auto all = readGamesFile(wholePath);
        QVERIFY(all.ok());
        QCOMPARE(all->games.size(), std::size_t{9});
        QVERIFY(!all->truncated);
        for (std::size_t j = 0; j < 9; ++j)
            QCOMPARE(all->games[j].toLine(), player->play(11, shard.gameIndex(j)).toLine());

        // A run stopped by its stop flag after 2 games, then one of 6 games cut inside its
        // last batch (a kill while writing), then resumed: the same 9 games in the same order.
        FactoryOptions part = o;
        part.folder = folder + "/resumed";
        std::filesystem::create_directory(part.folder);
        const std::string path = part.folder + "/" + shardFileName(player->settings(), 11, shard);
        int asked = 0;
        auto stopped = runFactory(
            *player, part, [&] { return ++asked > 2; }, nullptr);
        QVERIFY(stopped.ok());
        QCOMPARE(stopped->stored, std::uint64_t{2});
        QCOMPARE(readGamesFile(path)->games.size(), std::size_t{2});
        part.games = 6;
        part.batch = 4;
        QVERIFY(runFactory(*player, part, nullptr, nullptr).ok()); // members of 4 and 2
        std::string bytes = readBytes(path);
        writeBytes(path, bytes.substr(0, bytes.size() - 30)); // cut inside the last member
        auto cut = readGamesFile(path);
        QVERIFY(cut.ok());
        QVERIFY(cut->truncated);
        QVERIFY(cut->games.size() >= 2 && cut->games.size() < 6);
        part.games = 9;
        auto resumed = runFactory(*player, part, nullptr, nullptr);
        QVERIFY2(resumed.ok(), resumed.ok() ? "" : resumed.error().message.c_str());
        QCOMPARE(resumed->stored, std::uint64_t{9});
        auto again = readGamesFile(path);
        QVERIFY(again.ok());
        QVERIFY(!again->truncated);
        QCOMPARE(again->games.size(), std::size_t{9});
        for (std::size_t j = 0; j < 9; ++j)
            QCOMPARE(again->games[j].toLine(), all->games[j].toLine());
    }

    void shardFilesMergeByConcatenation()
    {
        QTemporaryDir dir;
        FactoryOptions o;
        o.folder = dir.path().toStdString();
        o.games = 3;
        auto player = makePlayer();
        std::string merged;
        for (std::uint64_t k = 1; k <= 2; ++k) {
            o.shard = Shard{k, 2};
            QVERIFY(runFactory(*player, o, nullptr, nullptr).ok());
            merged += readBytes(o.folder + "/" + shardFileName(player->settings(), o.seed, o.shard));
        }
        writeBytes(o.folder + "/merged.txt.gz", merged);
        auto all = readGamesFile(o.folder + "/merged.txt.gz");
        QVERIFY(all.ok());
        QCOMPARE(all->games.size(), std::size_t{6});
        QVERIFY(!all->truncated);
    }

    void corruptFilesAreLeftAlone()
    {
        QTemporaryDir dir;
        FactoryOptions o;
        o.folder = dir.path().toStdString();
        o.games = 5;
        o.batch = 2;
        auto player = makePlayer();
        QVERIFY(runFactory(*player, o, nullptr, nullptr).ok());
        const std::string path = o.folder + "/" + shardFileName(player->settings(), o.seed, o.shard);
        const std::string good = readBytes(path);

        // A flipped byte inside the compressed data: a clear error, the file untouched.
        std::string bad = good;
        bad[good.size() / 2] = char(bad[good.size() / 2] ^ 0x55);
        writeBytes(path, bad);
        o.games = 8;
        auto r = runFactory(*player, o, nullptr, nullptr);
        QVERIFY(!r.ok());
        QVERIFY2(r.error().message.find(path) != std::string::npos, r.error().message.c_str());
        QCOMPARE(readBytes(path), bad);

        // A plain-text file with a wrong line in the middle: the line is named.
        std::string text;
        for (std::uint64_t i = 0; i < 2; ++i)
            text += player->play(1, i).toLine() + "\n";
        text.insert(text.find('\n') + 1, "f5d6 3 0 " + player->settings().id() + "\n");
        writeBytes(path, text);
        r = runFactory(*player, o, nullptr, nullptr);
        QVERIFY(!r.ok());
        QVERIFY2(r.error().message.find("line 2") != std::string::npos, r.error().message.c_str());
        QCOMPARE(readBytes(path), text);

        // Games of other settings in the file of these settings.
        SelfPlaySettings other = fastSettings();
        other.depth = 3;
        auto otherPlayer = makePlayer(other);
        writeBytes(path, otherPlayer->play(1, 0).toLine() + "\n");
        r = runFactory(*player, o, nullptr, nullptr);
        QVERIFY(!r.ok());
        QVERIFY2(
            r.error().message.find("played with settings") != std::string::npos, r.error().message.c_str());

        // A missing folder.
        o.folder += "/missing";
        r = runFactory(*player, o, nullptr, nullptr);
        QVERIFY(!r.ok());
        QVERIFY(r.error().message.find("no such folder") != std::string::npos);
        // A missing file to read.
        QVERIFY(!readGamesFile(o.folder + "/none.txt.gz").ok());
    }
};

QTEST_APPLESS_MAIN(TestSelfPlay)
#include "test_selfplay.moc"
