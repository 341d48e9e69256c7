#include "ui/window/sound_player.h"

#include <QAudio>
#include <QAudioDevice>
#include <QMediaDevices>
#include <QSoundEffect>

#include <algorithm>

// At global scope, as Q_INIT_RESOURCE requires.
static void initSoundResources() { Q_INIT_RESOURCE(sounds); }

namespace probcut::ui {

SoundPlayer::SoundPlayer(QObject* parent) : QObject(parent) { initSoundResources(); }

QUrl SoundPlayer::source(Sound sound)
{
    static constexpr const char* Names[SoundCount]
        = {"disc", "flip", "pass", "win", "loss", "draw", "illegal"};
    return QUrl(QStringLiteral("qrc:/sounds/%1.wav").arg(QLatin1String(Names[std::size_t(sound)])));
}

void SoundPlayer::setEnabled(bool enabled)
{
    m_enabled = enabled;
    if (!enabled)
        for (QSoundEffect* effect : m_effects)
            if (effect)
                effect->stop();
}

void SoundPlayer::setVolume(int percent)
{
    m_volume = std::clamp(percent, 0, 100);
    for (QSoundEffect* effect : m_effects)
        if (effect)
            effect->setVolume(float(linearVolume()));
}

double SoundPlayer::linearVolume() const
{
    // A slider that moves loudness evenly must be logarithmic in amplitude.
    return QAudio::convertVolume(m_volume / 100.0, QAudio::LogarithmicVolumeScale, QAudio::LinearVolumeScale);
}

QSoundEffect* SoundPlayer::ensureEffect(Sound sound)
{
    QSoundEffect*& effect = m_effects[std::size_t(sound)];
    if (!effect) {
        effect = new QSoundEffect(this);
        effect->setSource(source(sound));
        effect->setVolume(float(linearVolume()));
    }
    return effect;
}

void SoundPlayer::play(Sound sound)
{
    if (!m_enabled)
        return;
    ++m_counts[std::size_t(sound)];
    emit played(int(sound));
    // No device (a headless machine, CI): nothing to play to, and QSoundEffect would only warn.
    if (!m_output || m_volume == 0 || QMediaDevices::defaultAudioOutput().isNull())
        return;
    // play() on an effect still loading queues it; on one whose device failed it does nothing.
    QSoundEffect* effect = ensureEffect(sound);
    if (effect->status() == QSoundEffect::Error)
        return;
    effect->stop();
    effect->play();
}

} // namespace probcut::ui
