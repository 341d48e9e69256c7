// Sounds, offscreen: the synthesised WAV files are compiled in and well formed (16-bit PCM,
// short), real playback through QSoundEffect neither crashes nor blocks without an audio device
// (switched on and off repeatedly), and in a played human-vs-engine game the sound player gets
// exactly the expected events: a knock per disc, one per pass, the result from the human's side,
// a buzz for a refused click, nothing for navigation, and nothing at all with sounds off.

#include "engine/core/notation.h"
#include "tests/random_games.h"
#include "tests/ui/window_test_util.h"
#include "ui/board/board_widget.h"
#include "ui/dialogs/settings_dialog.h"
#include "ui/game/game_controller.h"
#include "ui/game/game_model.h"
#include "ui/window/main_window.h"
#include "ui/window/settings.h"
#include "ui/window/sound_player.h"

#include <QAudioDevice>
#include <QCheckBox>
#include <QElapsedTimer>
#include <QFile>
#include <QMediaDevices>
#include <QSettings>
#include <QSignalSpy>
#include <QSlider>
#include <QSoundEffect>
#include <QStandardPaths>
#include <QTest>

using namespace probcut;
using namespace probcut::ui;
using probcut::test::click;

namespace {

quint32 le32(const QByteArray& b, int at)
{
    return quint32(quint8(b[at])) | quint32(quint8(b[at + 1])) << 8 | quint32(quint8(b[at + 2])) << 16
        | quint32(quint8(b[at + 3])) << 24;
}

int le16(const QByteArray& b, int at) { return int(quint8(b[at])) | int(quint8(b[at + 1])) << 8; }

constexpr Sound AllSounds[]
    = {Sound::Disc, Sound::Flip, Sound::Pass, Sound::Win, Sound::Loss, Sound::Draw, Sound::Illegal};

} // namespace

class TestSoundPlayer : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void filesAreCompiledIn();
    void offByDefaultAndSilentWhenOff();
    void realPlaybackNeverBlocks();
    void qtDecodesEverySound();
    void volumeSetting();
    void playedGameEvents_data();
    void playedGameEvents();
    void navigationIsSilent();
    void flipsFollowTheAnimation();
};

void TestSoundPlayer::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QSettings().clear();
    Settings().animationMs.set(0);
}

void TestSoundPlayer::filesAreCompiledIn()
{
    SoundPlayer player; // registers the resources
    for (Sound sound : AllSounds) {
        const QString path = SoundPlayer::source(sound).toString().mid(3); // "qrc:/x" -> ":/x"
        QFile file(path);
        QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(path));
        const QByteArray wav = file.readAll();
        QVERIFY(wav.size() > 44);
        QVERIFY(wav.startsWith("RIFF") && wav.mid(8, 8) == "WAVEfmt ");
        QCOMPARE(le16(wav, 20), 1);                         // PCM
        QCOMPARE(le16(wav, 22), 1);                         // mono
        QCOMPARE(le32(wav, 24), 22050u);                    // sample rate
        QCOMPARE(le16(wav, 34), 16);                        // bits per sample
        QVERIFY2(wav.size() < 64 * 1024, qPrintable(path)); // tiny: at most ~1.5 s
        QCOMPARE(le32(wav, 40) + 44, quint32(wav.size()));  // the data chunk is the rest
    }
}

void TestSoundPlayer::offByDefaultAndSilentWhenOff()
{
    QVERIFY(!Settings().sounds.get());
    MainWindow window;
    SoundPlayer* sounds = window.soundPlayer();
    QVERIFY(!sounds->isEnabled());
    QSignalSpy played(sounds, &SoundPlayer::played);
    QVERIFY(window.gameModel()->play(*parseSquare("f5")));
    click(window.boardWidget(), *parseSquare("a1")); // refused
    QCOMPARE(played.count(), 0);
    for (Sound sound : AllSounds)
        QVERIFY(!sounds->effect(sound)); // the audio backend was never touched
}

void TestSoundPlayer::realPlaybackNeverBlocks()
{
    // Through QSoundEffect for real: there is no audio device offscreen (nor in CI), and nothing
    // may hang or crash, however often sounds are switched on and off while playing.
    SoundPlayer player;
    QElapsedTimer timer;
    timer.start();
    for (int round = 0; round < 5; ++round) {
        player.setEnabled(true);
        player.setVolume(20 * round);
        for (Sound sound : AllSounds)
            player.play(sound);
        QTest::qWait(20);
        player.setEnabled(false);
        player.play(Sound::Disc); // ignored
    }
    QTest::qWait(200);
    QVERIFY2(timer.elapsed() < 5000, "playing sounds blocked the GUI thread");
    QCOMPARE(player.playCount(Sound::Disc), 5);
    for (Sound sound : AllSounds) {
        if (sound == Sound::Disc)
            continue;
        QCOMPARE(player.playCount(sound), 5); // round 0 has volume 0: counted, not sent out
    }
    qInfo("audio output: %s", qPrintable(QMediaDevices::defaultAudioOutput().description()));
    for (Sound sound : AllSounds)
        if (QSoundEffect* effect = player.effect(sound))
            qInfo("%s: status %d", qPrintable(SoundPlayer::source(sound).toString()), int(effect->status()));
}

void TestSoundPlayer::qtDecodesEverySound()
{
    // QSoundEffect itself reads each file from the resources (with or without a device).
    SoundPlayer player; // registers the resources
    for (Sound sound : AllSounds) {
        QSoundEffect effect;
        effect.setSource(SoundPlayer::source(sound));
        QTRY_VERIFY(effect.status() != QSoundEffect::Loading && effect.status() != QSoundEffect::Null);
        QVERIFY2(effect.status() == QSoundEffect::Ready, qPrintable(SoundPlayer::source(sound).toString()));
        effect.play(); // no device: silently nothing
        QTest::qWait(10);
        effect.stop();
    }
}

void TestSoundPlayer::volumeSetting()
{
    QCOMPARE(Settings().soundVolume.get(), 70);
    {
        SettingsDialog dialog;
        auto* sounds = dialog.findChild<QCheckBox*>(QStringLiteral("sounds"));
        auto* volume = dialog.findChild<QSlider*>(QStringLiteral("soundVolume"));
        QVERIFY(sounds && volume);
        QVERIFY(!volume->isEnabled()); // sounds are off
        sounds->setChecked(true);
        QVERIFY(volume->isEnabled());
        volume->setValue(35);
        dialog.save();
    }
    QVERIFY(Settings().sounds.get());
    QCOMPARE(Settings().soundVolume.get(), 35);
    MainWindow window;
    QVERIFY(window.soundPlayer()->isEnabled());
    QCOMPARE(window.soundPlayer()->volume(), 35);
    Settings().soundVolume.set(400); // out of range in the file: the default
    QCOMPARE(Settings().soundVolume.get(), 70);
    Settings().sounds.set(false);
    Settings().soundVolume.reset();
    window.applySettings();
    QVERIFY(!window.soundPlayer()->isEnabled());
}

void TestSoundPlayer::playedGameEvents_data()
{
    QTest::addColumn<quint32>("seed");
    QTest::addColumn<int>("engineColor");
    QTest::addRow("human black") << 11u << int(Color::White);
    QTest::addRow("human white") << 12u << int(Color::Black);
}

void TestSoundPlayer::playedGameEvents()
{
    QFETCH(quint32, seed);
    QFETCH(int, engineColor);
    Settings().sounds.set(true);
    MainWindow window;
    window.soundPlayer()->setOutputEnabled(false); // counting is what is checked here
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    GameSetup setup;
    const PlayerSetup engine{PlayerKind::Engine, 0}, person{PlayerKind::Human, 0};
    setup.black = Color(engineColor) == Color::Black ? engine : person;
    setup.white = Color(engineColor) == Color::White ? engine : person;
    const Color human = opposite(Color(engineColor));
    window.startGame(setup);
    SoundPlayer* sounds = window.soundPlayer();
    QSignalSpy played(sounds, &SoundPlayer::played);
    GameModel* model = window.gameModel();
    GameController* game = window.gameController();

    QRandomGenerator rng(seed);
    bool refused = false;
    for (int guard = 0; guard < 200 && !model->isGameOver(); ++guard) {
        if (game->isEngine(model->sideToMove())) {
            const int ply = model->currentPly();
            QTRY_VERIFY_WITH_TIMEOUT(model->currentPly() > ply || model->isGameOver(), 10000);
            continue;
        }
        if (!refused) {
            // A click on a taken square is refused with the buzz and changes nothing.
            const Bitboard taken = model->position().black() | model->position().white();
            click(window.boardWidget(), Square(__builtin_ctzll(taken)));
            refused = true;
            QCOMPARE(sounds->playCount(Sound::Illegal), 1);
        }
        click(window.boardWidget(), test::randomMove(model->position().board, rng));
    }
    QVERIFY(model->isGameOver());
    const std::optional<Color> winner = model->winner();
    const Sound expected = !winner ? Sound::Draw : *winner == human ? Sound::Win : Sound::Loss;
    QTRY_COMPARE(sounds->playCount(expected), 1); // after the last knock
    int discs = 0, passes = 0;
    for (Square s : model->line())
        (s == PassMove ? passes : discs) += 1;
    QCOMPARE(sounds->playCount(Sound::Disc), discs);
    QCOMPARE(sounds->playCount(Sound::Pass), passes);
    QCOMPARE(sounds->playCount(Sound::Illegal), 1);
    QCOMPARE(
        sounds->playCount(Sound::Win) + sounds->playCount(Sound::Loss) + sounds->playCount(Sound::Draw), 1);
    QCOMPARE(played.count(), discs + passes + 2);
    Settings().sounds.set(false);
}

void TestSoundPlayer::navigationIsSilent()
{
    Settings().sounds.set(true);
    MainWindow window;
    window.soundPlayer()->setOutputEnabled(false);
    const std::vector<Square> line = test::randomGame(5);
    QVERIFY(window.gameModel()->loadGame(Position::initial(), line));
    QSignalSpy played(window.soundPlayer(), &SoundPlayer::played);
    GameModel* model = window.gameModel();
    QVERIFY(model->goToPly(0));
    while (model->redo()) {}
    QVERIFY(model->isGameOver());
    while (model->undo()) {}
    QTest::qWait(300); // no delayed result sound either
    QCOMPARE(played.count(), 0);
    Settings().sounds.set(false);
}

void TestSoundPlayer::flipsFollowTheAnimation()
{
    Settings().sounds.set(true);
    Settings().animationMs.set(120);
    MainWindow window;
    window.soundPlayer()->setOutputEnabled(false);
    QVERIFY(window.gameModel()->play(*parseSquare("f5")));
    QCOMPARE(window.soundPlayer()->playCount(Sound::Disc), 1);
    QCOMPARE(window.soundPlayer()->playCount(Sound::Flip), 0); // not before the discs turn
    QTRY_COMPARE(window.soundPlayer()->playCount(Sound::Flip), 1);
    // Taken back before the discs turned: no flip sound.
    QVERIFY(window.gameModel()->play(*parseSquare("d6")));
    QVERIFY(window.gameModel()->undo());
    QTest::qWait(200);
    QCOMPARE(window.soundPlayer()->playCount(Sound::Flip), 1);
    Settings().animationMs.set(0);
    Settings().sounds.set(false);
}

QTEST_MAIN(TestSoundPlayer)
#include "test_sound_player.moc"
