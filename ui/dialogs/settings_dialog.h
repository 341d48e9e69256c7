#pragma once
// Preferences: theme, language, flip animation speed, what the board shows (legal moves,
// coordinates, last move, flips on hover), whose side values are shown from, the hint strength, the search
// threads, sounds. Edits a copy and writes it to Settings on save(). Opened by MainWindow, which re-applies
// the appearance afterwards.

#include <QDialog>

class QCheckBox;
class QComboBox;
class QSlider;
class QSpinBox;

namespace probcut::ui {

class SettingsDialog : public QDialog {
    Q_OBJECT

public:
    explicit SettingsDialog(QWidget* parent = nullptr);
    void save() const;

    // Languages with a translation, as (code, name in that language); "" = the system's.
    static QList<QPair<QString, QString>> languages();

private:
    QComboBox* m_theme;
    QComboBox* m_language;
    QComboBox* m_animation;
    QComboBox* m_pointOfView;
    QComboBox* m_hintLevel;
    QSpinBox* m_threads;
    QCheckBox* m_useBook;
    QComboBox* m_bookRandomness;
    QCheckBox* m_autoAddToBook;
    QCheckBox* m_legal;
    QCheckBox* m_coordinates;
    QCheckBox* m_lastMove;
    QCheckBox* m_flips;
    QCheckBox* m_sounds;
    QSlider* m_volume;
};

} // namespace probcut::ui
