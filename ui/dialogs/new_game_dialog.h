#pragma once
// The new-game dialog: human or engine for each colour with the engine's level (the table in
// engine/search/levels.h), an optional game clock (minutes + increment per move), and where to start
// (the initial position, the position now on the board — pasted or edited — or a random
// balanced opening). Opened by MainWindow's New Game action; it returns a GameSetup and
// remembers the choices in the settings.

#include "ui/game/game_setup.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QLabel;
class QRadioButton;
class QSpinBox;

namespace probcut::ui {

class NewGameDialog : public QDialog {
    Q_OBJECT

public:
    // `current` is the position on the board, offered as a start.
    explicit NewGameDialog(const Position& current, QWidget* parent = nullptr);

    // The setup chosen (with the random opening drawn, if that start was chosen).
    GameSetup setup() const;
    // Stores the choices as the next defaults.
    void saveDefaults() const;

    // Translated display names of the level table, shared with the player cards.
    static QString levelName(int level);
    // What a level is like in a player's words, then its search settings (the new-game dialog's
    // tooltips and info line). Human-like levels describe their group's losses from the table.
    static QString levelDescription(int level);
    // The search settings alone ("Level 3 (Casual): depth 3, ..."): the hint level, which always
    // uses the engine level.
    static QString levelSearchDescription(int level);
    // The player's words alone.
    static QString levelSummary(int level);
    // Where the level stands on the strength ladder (engine/search/level_ladder.h), in words.
    static QString levelStrength(int level);

private:
    struct Side {
        QComboBox* kind = nullptr;
        QComboBox* level = nullptr;
    };
    Side createSide(const QString& objectPrefix);
    void updateEnabled();

    Position m_current;
    Side m_black, m_white;
    QCheckBox* m_clock = nullptr;
    QSpinBox* m_minutes = nullptr;
    QSpinBox* m_increment = nullptr;
    QRadioButton* m_startInitial = nullptr;
    QRadioButton* m_startCurrent = nullptr;
    QRadioButton* m_startRandom = nullptr;
    QLabel* m_levelInfo = nullptr;
};

} // namespace probcut::ui
