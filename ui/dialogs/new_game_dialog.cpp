#include "ui/dialogs/new_game_dialog.h"

#include "engine/search/level_ladder.h"
#include "engine/search/levels.h"
#include "ui/engine/studio_evaluator.h"
#include "ui/game/game_text.h"
#include "ui/window/settings.h"

#include <QButtonGroup>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QRadioButton>
#include <QRandomGenerator>
#include <QSpinBox>
#include <QVBoxLayout>

namespace probcut::ui {

QString NewGameDialog::levelName(int level)
{
    static const char* const names[] = {
        QT_TR_NOOP("Beginner"),
        QT_TR_NOOP("Novice"),
        QT_TR_NOOP("Casual"),
        QT_TR_NOOP("Club"),
        QT_TR_NOOP("Intermediate"),
        QT_TR_NOOP("Advanced"),
        QT_TR_NOOP("Strong"),
        QT_TR_NOOP("Expert"),
        QT_TR_NOOP("Master"),
        QT_TR_NOOP("Maximum"),
    };
    static_assert(std::size(names) == std::size_t(LevelCount));
    return tr(names[qBound(0, level, LevelCount - 1)]);
}

QString NewGameDialog::levelSearchDescription(int level)
{
    const Level& l = Levels[std::size_t(qBound(0, level, LevelCount - 1))];
    const QString depth = l.depth >= 60 ? tr("unlimited depth") : tr("depth %1").arg(l.depth);
    // The selectivity the engine really uses (100 % until Multi-ProbCut is available).
    const double selectivity = levelLimits(level).selectivity;
    return tr("Level %1 (%2): %3, exact from %4 empties, selectivity %5 %")
        .arg(level + 1)
        .arg(levelName(level), depth)
        .arg(l.solveEmpties)
        .arg(selectivity);
}

QString NewGameDialog::levelSummary(int level)
{
    const int index = qBound(0, level, LevelCount - 1);
    const Level& l = Levels[std::size_t(index)];
    if (l.human) {
        QString error;
        const auto table = studioHumanCalibration(&error);
        if (!table)
            return tr("Meant to play like a human tournament player, but its table could not be loaded (%1): "
                      "it plays as the engine level below.")
                .arg(error);
        // Discs lost per move by the group, over the opening (60-41 empties), the middle game
        // (40-21) and the endgame (20-1): two of the table's phases each.
        const auto lost = [&](int first) {
            double sum = 0, n = 0;
            for (int p = first; p < first + 2; ++p) {
                const HumanPhaseRow& r = table->row(*l.human, p);
                sum += r.meanLoss * r.positions;
                n += r.positions;
            }
            return QString::number(n > 0 ? sum / n : 0, 'f', 1);
        };
        if (l.humanTemperatureScale > 1)
            return tr(
                "A newcomer: it picks its moves the way a weak tournament player does, but about twice as "
                "carelessly, so it makes more and bigger mistakes (a weak tournament player loses about %1 "
                "discs per move in the middle game). A first opponent for learning the game.")
                .arg(lost(2));
        const QString who = *l.human == HumanGroup::Weak
            ? tr("a weak tournament player (the bottom quarter of the players in the WTHOR game database)")
            : *l.human == HumanGroup::Average
            ? tr("an average tournament player (the middle half of the players in the WTHOR game database)")
            : tr("a strong tournament player (the top quarter of the players in the WTHOR game database)");
        return tr("Plays like %1: it loses about %2 discs per move in the opening, %3 in the middle game and "
                  "%4 in the endgame, with human-sized slips, and varies its moves from game to game.")
            .arg(who, lost(0), lost(2), lost(4));
    }
    if (index == 0)
        return tr(
            "Looks one move ahead only: it makes plain mistakes. A first opponent for learning the game.");
    if (l.depth >= 60)
        return tr("Engine play without human slips: it looks as far ahead as its time allows and plays the "
                  "last %1 empty squares perfectly.")
            .arg(l.solveEmpties);
    return tr("Engine play without human slips: it looks %1 moves ahead and plays the last %2 empty squares "
              "perfectly.")
        .arg(l.depth)
        .arg(l.solveEmpties);
}

QString NewGameDialog::levelDescription(int level)
{
    const Level& l = Levels[std::size_t(qBound(0, level, LevelCount - 1))];
    QString search = levelSearchDescription(level);
    if (l.human && studioHumanCalibration()) {
        const auto table = studioHumanCalibration();
        search = l.humanTemperatureScale > 1
            ? tr("Level %1 (%2): values every move at depth %3 (exact from %4 empties), then picks one the "
                 "way weak tournament players do, at %5 times their temperature")
                  .arg(level + 1)
                  .arg(levelName(level))
                  .arg(table->depth)
                  .arg(table->exactEmpties)
                  .arg(l.humanTemperatureScale)
            : tr("Level %1 (%2): values every move at depth %3 (exact from %4 empties), then picks one the "
                 "way these players do")
                  .arg(level + 1)
                  .arg(levelName(level))
                  .arg(table->depth)
                  .arg(table->exactEmpties);
    }
    return levelSummary(level) + QLatin1Char(' ') + levelStrength(level) + QLatin1Char('\n') + search;
}

QString NewGameDialog::levelStrength(int level)
{
    const int index = qBound(0, level, LevelCount - 1);
    const auto& step = LadderSteps[std::size_t(index)];
    const auto rating = ladderRating(index);
    const auto percent = [](const LadderStep& s) { return QString::number(100 * s.score(), 'f', 0); };
    if (index == 0) {
        const auto& above = LadderSteps[1];
        return above
            ? tr("It is the foot of the strength ladder (0 points): %1 wins %2 % of its games against it.")
                  .arg(levelName(1), percent(*above))
            : tr("It is the foot of the strength ladder (0 points).");
    }
    if (!step)
        return tr("It is not yet placed on the strength ladder.");
    const QString against = tr("It scored %1 % in %2 games against %3.")
                                .arg(percent(*step))
                                .arg(step->games())
                                .arg(levelName(index - 1));
    if (!rating)
        return against;
    return tr("Strength ladder: %1 points (Beginner 0; 200 points more win about 3 games in 4).")
               .arg(qRound(*rating))
        + QLatin1Char(' ') + against;
}

NewGameDialog::NewGameDialog(const Position& current, QWidget* parent) : QDialog(parent), m_current(current)
{
    setWindowTitle(tr("New Game"));
    setObjectName(QStringLiteral("newGameDialog"));
    const Settings settings;

    auto* players = new QGroupBox(tr("Players"), this);
    auto* playersLayout = new QFormLayout(players);
    m_black = createSide(QStringLiteral("black"));
    m_white = createSide(QStringLiteral("white"));
    auto row = [&](const Side& side) {
        auto* box = new QHBoxLayout;
        box->addWidget(side.kind);
        box->addWidget(side.level, 1);
        return box;
    };
    playersLayout->addRow(tr("Black:"), row(m_black));
    playersLayout->addRow(tr("White:"), row(m_white));
    m_levelInfo = new QLabel(players);
    m_levelInfo->setWordWrap(true);
    m_levelInfo->setMinimumWidth(460);
    m_levelInfo->setObjectName(QStringLiteral("levelInfo"));
    QFont small = m_levelInfo->font();
    small.setPointSizeF(small.pointSizeF() * 0.9);
    m_levelInfo->setFont(small);
    playersLayout->addRow(m_levelInfo);

    auto* clockBox = new QGroupBox(tr("Clock"), this);
    auto* clockLayout = new QHBoxLayout(clockBox);
    m_clock = new QCheckBox(tr("Game clock"), clockBox);
    m_clock->setObjectName(QStringLiteral("clock"));
    m_minutes = new QSpinBox(clockBox);
    m_minutes->setRange(1, 180);
    m_minutes->setSuffix(tr(" min"));
    m_increment = new QSpinBox(clockBox);
    m_increment->setRange(0, 120);
    m_increment->setPrefix(tr("+ "));
    m_increment->setSuffix(tr(" s per move"));
    clockLayout->addWidget(m_clock);
    clockLayout->addWidget(m_minutes);
    clockLayout->addWidget(m_increment);
    clockLayout->addStretch(1);

    auto* startBox = new QGroupBox(tr("Start from"), this);
    auto* startLayout = new QVBoxLayout(startBox);
    m_startInitial = new QRadioButton(tr("The initial position"), startBox);
    m_startCurrent = new QRadioButton(tr("The position on the board (pasted or edited)"), startBox);
    m_startRandom = new QRadioButton(tr("A random balanced opening"), startBox);
    m_startInitial->setObjectName(QStringLiteral("startInitial"));
    m_startCurrent->setObjectName(QStringLiteral("startCurrent"));
    m_startRandom->setObjectName(QStringLiteral("startRandom"));
    for (QRadioButton* b : {m_startInitial, m_startCurrent, m_startRandom})
        startLayout->addWidget(b);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("Start"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(players);
    layout->addWidget(clockBox);
    layout->addWidget(startBox);
    layout->addWidget(buttons);
    layout->setSizeConstraint(QLayout::SetMinimumSize); // the wrapped level descriptions keep their height

    // Defaults from the last game.
    m_black.kind->setCurrentIndex(settings.blackPlayer.get());
    m_white.kind->setCurrentIndex(settings.whitePlayer.get());
    m_black.level->setCurrentIndex(settings.blackLevel.get());
    m_white.level->setCurrentIndex(settings.whiteLevel.get());
    m_clock->setChecked(settings.clock.get());
    m_minutes->setValue(settings.clockMinutes.get());
    m_increment->setValue(settings.incrementSeconds.get());
    const int start = settings.startKind.get();
    (start == 2 ? m_startRandom : start == 1 ? m_startCurrent : m_startInitial)->setChecked(true);

    for (QComboBox* box : {m_black.kind, m_white.kind, m_black.level, m_white.level})
        connect(box, &QComboBox::currentIndexChanged, this, &NewGameDialog::updateEnabled);
    connect(m_clock, &QCheckBox::toggled, this, &NewGameDialog::updateEnabled);
    updateEnabled();
}

NewGameDialog::Side NewGameDialog::createSide(const QString& prefix)
{
    Side side;
    side.kind = new QComboBox(this);
    side.kind->setObjectName(prefix + QStringLiteral("Kind"));
    side.kind->addItem(tr("Human"));
    side.kind->addItem(tr("Engine"));
    side.level = new QComboBox(this);
    side.level->setObjectName(prefix + QStringLiteral("Level"));
    for (int i = 0; i < LevelCount; ++i) {
        side.level->addItem(tr("Level %1: %2").arg(i + 1).arg(levelName(i)));
        side.level->setItemData(i, levelDescription(i), Qt::ToolTipRole);
    }
    return side;
}

void NewGameDialog::updateEnabled()
{
    m_black.level->setEnabled(m_black.kind->currentIndex() == 1);
    m_white.level->setEnabled(m_white.kind->currentIndex() == 1);
    m_minutes->setEnabled(m_clock->isChecked());
    m_increment->setEnabled(m_clock->isChecked());
    QStringList info;
    if (m_black.kind->currentIndex() == 1)
        info << levelDescription(m_black.level->currentIndex());
    if (m_white.kind->currentIndex() == 1
        && !(m_black.kind->currentIndex() == 1
            && m_black.level->currentIndex() == m_white.level->currentIndex()))
        info << levelDescription(m_white.level->currentIndex());
    m_levelInfo->setText(info.join(QStringLiteral("\n\n")));
    m_levelInfo->setVisible(!info.isEmpty());
    // The descriptions run to several wrapped lines: reserve their height (layouts under-report a
    // wrapped label's) and grow the dialog so none is cut off.
    m_levelInfo->setMinimumHeight(m_levelInfo->heightForWidth(qMax(m_levelInfo->width(), 460)));
    if (isVisible())
        adjustSize();
}

GameSetup NewGameDialog::setup() const
{
    GameSetup s;
    s.black = PlayerSetup{m_black.kind->currentIndex() == 1 ? PlayerKind::Engine : PlayerKind::Human,
        m_black.level->currentIndex()};
    s.white = PlayerSetup{m_white.kind->currentIndex() == 1 ? PlayerKind::Engine : PlayerKind::Human,
        m_white.level->currentIndex()};
    s.clock = m_clock->isChecked();
    s.clockMinutes = m_minutes->value();
    s.incrementSeconds = m_increment->value();
    if (m_startCurrent->isChecked()) {
        s.startKind = StartKind::CurrentPosition;
        s.start = m_current;
    } else if (m_startRandom->isChecked()) {
        s.startKind = StartKind::RandomOpening;
        s.opening = GameText::randomOpening(*QRandomGenerator::global());
    }
    return s;
}

void NewGameDialog::saveDefaults() const
{
    const Settings settings;
    settings.blackPlayer.set(m_black.kind->currentIndex());
    settings.whitePlayer.set(m_white.kind->currentIndex());
    settings.blackLevel.set(m_black.level->currentIndex());
    settings.whiteLevel.set(m_white.level->currentIndex());
    settings.clock.set(m_clock->isChecked());
    settings.clockMinutes.set(m_minutes->value());
    settings.incrementSeconds.set(m_increment->value());
    settings.startKind.set(m_startRandom->isChecked() ? 2 : m_startCurrent->isChecked() ? 1 : 0);
}

} // namespace probcut::ui
