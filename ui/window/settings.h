#pragma once
// Every persistent setting of the studio, typed, with its QSettings key and default in exactly
// one place (the idea of qBittorrent's SettingValue): callers read `settings.theme.get()` and
// write `settings.theme.set(...)`, never a raw key string. Values of the wrong type in the file
// (hand edits, old versions) read back as the default. Created on demand by whoever needs it
// (MainWindow, dialogs, main()); all instances share the application's QSettings store.

#include <QByteArray>
#include <QSettings>
#include <QString>
#include <QStringList>
#include <QVariant>

#include <type_traits>

namespace probcut::ui {

template <class T>
class SettingValue {
public:
    SettingValue(const char* key, T defaultValue)
        : m_key(QString::fromLatin1(key)), m_default(std::move(defaultValue))
    {
    }
    T get() const
    {
        const QVariant value = QSettings().value(m_key);
        if (!value.isValid() || !value.canConvert<T>())
            return m_default;
        if constexpr (std::is_same_v<T, int>) {
            bool ok = false;
            const int number = value.toInt(&ok); // "lots" converts to 0: reject it instead
            return ok ? number : m_default;
        } else {
            return value.value<T>();
        }
    }
    void set(const T& value) const { QSettings().setValue(m_key, QVariant::fromValue(value)); }
    void reset() const { QSettings().remove(m_key); }
    const QString& key() const { return m_key; }
    const T& defaultValue() const { return m_default; }

private:
    QString m_key;
    T m_default;
};

// A bounded integer setting (enums, levels, durations): out-of-range stored values read as the
// default rather than crashing a lookup table.
class BoundedIntSetting : public SettingValue<int> {
public:
    BoundedIntSetting(const char* key, int defaultValue, int minimum, int maximum)
        : SettingValue<int>(key, defaultValue), m_min(minimum), m_max(maximum)
    {
    }
    int get() const
    {
        const int value = SettingValue<int>::get();
        return value < m_min || value > m_max ? defaultValue() : value;
    }
    int minimum() const { return m_min; }
    int maximum() const { return m_max; }

private:
    int m_min, m_max;
};

struct Settings {
    // Appearance
    SettingValue<QString> language{"ui/language", QString()}; // "" = the system's; else "fr", "de", ...
    BoundedIntSetting theme{"ui/theme", 0, 0, 2};             // ThemeKind
    BoundedIntSetting animationMs{"board/animationMs", 250, 0, 2000}; // 0 = no flip animation
    SettingValue<bool> showLegalMoves{"board/showLegalMoves", true};
    SettingValue<bool> showCoordinates{"board/showCoordinates", true};
    SettingValue<bool> showLastMove{"board/showLastMove", true};
    SettingValue<bool> showFlipsOnHover{"board/showFlipsOnHover", false};
    SettingValue<bool> sounds{"board/sounds", false};
    BoundedIntSetting soundVolume{"board/soundVolume", 70, 0, 100}; // percent, perceptual scale
    // Whose side values are shown from (PointOfView::Kind). The side to move by default: the
    // engines, the book and most Othello programs value a position for the player to move, and
    // hints then read as "what this move gives me".
    BoundedIntSetting pointOfView{"ui/pointOfView", 0, 0, 1};
    // New-game defaults (what the dialog offers next time)
    BoundedIntSetting blackPlayer{"game/blackPlayer", 0, 0, 1}; // PlayerKind
    BoundedIntSetting whitePlayer{"game/whitePlayer", 1, 0, 1};
    BoundedIntSetting blackLevel{"game/blackLevel", 4, 0, 9};
    BoundedIntSetting whiteLevel{"game/whiteLevel", 4, 0, 9};
    SettingValue<bool> clock{"game/clock", false};
    BoundedIntSetting clockMinutes{"game/clockMinutes", 5, 1, 180};
    BoundedIntSetting incrementSeconds{"game/incrementSeconds", 5, 0, 120};
    BoundedIntSetting startKind{"game/startKind", 0, 0, 2};
    // Hints
    BoundedIntSetting hintLevel{"hints/level", 5, 0, 9};
    // Engine: the threads of every search (SearchLimits::threads: lazy SMP in the midgame, a
    // parallel exact solve), applied by EngineController; by default one per hardware thread.
    BoundedIntSetting searchThreads{"engine/threads", hardwareThreads(), 1, MaxSearchThreads};
    // Opening book: the engine player plays book moves; among the moves within `bookRandomness`
    // discs of the best (never a losing one while a non-losing one exists, Book::chooseMove).
    SettingValue<bool> useBook{"book/use", true};
    BoundedIntSetting bookRandomness{"book/randomness", 2, 0, 8}; // discs
    SettingValue<bool> autoAddToBook{"book/autoAddFinishedGames", false};
    // Files
    SettingValue<QStringList> recentFiles{"files/recent", QStringList()};
    SettingValue<QString> lastDirectory{"files/lastDirectory", QString()};
    // Window layout
    SettingValue<QByteArray> windowGeometry{"window/geometry", QByteArray()};
    SettingValue<QByteArray> windowState{"window/state", QByteArray()};

    static constexpr int MaxRecentFiles = 8;
    static constexpr int MaxSearchThreads = 64;
    // The machine's hardware threads (at least 1, at most MaxSearchThreads).
    static int hardwareThreads();
    // Puts `path` first in the recent files, without duplicates, at most MaxRecentFiles.
    void addRecentFile(const QString& path) const;
};

} // namespace probcut::ui
