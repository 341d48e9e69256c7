#pragma once
// The studio's sound effects: a disc placed, discs turning, a pass, the end of a game (won, lost,
// drawn) and a refused click, played from the synthesised WAV files in resources/sounds/ through Qt
// Multimedia's QSoundEffect (low latency, uncompressed PCM). MainWindow owns one and calls
// play() from the game's signals. Without an audio device (CI, the offscreen platform)
// QSoundEffect only reports an error status, so playback fails silently; the effects are also
// created lazily, so with sounds off the audio backend is never touched.

#include <QObject>
#include <QUrl>

#include <array>

class QSoundEffect;

namespace probcut::ui {

enum class Sound { Disc, Flip, Pass, Win, Loss, Draw, Illegal };
inline constexpr int SoundCount = 7;

class SoundPlayer : public QObject {
    Q_OBJECT

public:
    explicit SoundPlayer(QObject* parent = nullptr);

    void setEnabled(bool enabled);
    bool isEnabled() const { return m_enabled; }
    // 0..100, on a perceptual (logarithmic) scale.
    void setVolume(int percent);
    int volume() const { return m_volume; }
    // Tests and headless runs can keep the counting and the signal but never open an audio
    // device (the effects are then not created at all).
    void setOutputEnabled(bool enabled) { m_output = enabled; }

    // Plays `sound` if sounds are on; a sound still playing is restarted.
    void play(Sound sound);
    // How often each sound was played (requested while enabled) since construction.
    int playCount(Sound sound) const { return m_counts[std::size_t(sound)]; }
    // The effect behind `sound` once it has been played (nullptr before), for tests.
    QSoundEffect* effect(Sound sound) const { return m_effects[std::size_t(sound)]; }
    static QUrl source(Sound sound);

signals:
    // Emitted for every sound played while enabled, whether or not a device makes it heard.
    void played(int sound);

private:
    QSoundEffect* ensureEffect(Sound sound);
    double linearVolume() const;

    std::array<QSoundEffect*, SoundCount> m_effects{};
    std::array<int, SoundCount> m_counts{};
    bool m_enabled = false;
    bool m_output = true;
    int m_volume = 70;
};

} // namespace probcut::ui
