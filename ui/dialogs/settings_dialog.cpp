#include "ui/dialogs/settings_dialog.h"

#include "engine/search/levels.h"
#include "ui/dialogs/new_game_dialog.h"
#include "ui/window/point_of_view.h"
#include "ui/window/settings.h"
#include "ui/window/theme.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QSlider>
#include <QSpinBox>
#include <QVBoxLayout>

namespace probcut::ui {

namespace {
constexpr int AnimationChoices[] = {0, 400, 250, 120};
}

QList<QPair<QString, QString>> SettingsDialog::languages()
{
    // Names are written in their own language, so anyone can find theirs.
    return {{QString(), tr("System default")}, {QStringLiteral("en"), QStringLiteral("English")},
        {QStringLiteral("fr"), QStringLiteral("Français")}, {QStringLiteral("de"), QStringLiteral("Deutsch")},
        {QStringLiteral("ja"), QStringLiteral("日本語")}};
}

SettingsDialog::SettingsDialog(QWidget* parent) : QDialog(parent)
{
    setWindowTitle(tr("Preferences"));
    setObjectName(QStringLiteral("settingsDialog"));
    const Settings settings;

    m_theme = new QComboBox(this);
    m_theme->setObjectName(QStringLiteral("theme"));
    for (int i = 0; i < ThemeCount; ++i)
        m_theme->addItem(themeName(ThemeKind(i)));
    m_theme->setCurrentIndex(settings.theme.get());

    m_language = new QComboBox(this);
    m_language->setObjectName(QStringLiteral("language"));
    for (const auto& [code, name] : languages())
        m_language->addItem(name, code);
    m_language->setCurrentIndex(qMax(0, m_language->findData(settings.language.get())));

    m_animation = new QComboBox(this);
    m_animation->setObjectName(QStringLiteral("animation"));
    m_animation->addItem(tr("Off"));
    m_animation->addItem(tr("Slow"));
    m_animation->addItem(tr("Normal"));
    m_animation->addItem(tr("Fast"));
    const int ms = settings.animationMs.get();
    int best = 0;
    for (int i = 0; i < 4; ++i)
        if (std::abs(AnimationChoices[i] - ms) < std::abs(AnimationChoices[best] - ms))
            best = i;
    m_animation->setCurrentIndex(best);

    m_pointOfView = new QComboBox(this);
    m_pointOfView->setObjectName(QStringLiteral("pointOfView"));
    m_pointOfView->addItem(PointOfView::choiceText(PointOfView::SideToMove));
    m_pointOfView->addItem(PointOfView::choiceText(PointOfView::Black));
    m_pointOfView->setCurrentIndex(settings.pointOfView.get());
    m_pointOfView->setToolTip(tr("Whose side every value is shown from: the hints, All Moves, the principal "
                                 "variation, the book, Explain Position and the engine's messages. The "
                                 "evaluation graph is always drawn for Black."));

    m_hintLevel = new QComboBox(this);
    m_hintLevel->setObjectName(QStringLiteral("hintLevel"));
    for (int i = 0; i < LevelCount; ++i)
        m_hintLevel->addItem(NewGameDialog::levelSearchDescription(i));
    m_hintLevel->setCurrentIndex(settings.hintLevel.get());

    m_threads = new QSpinBox(this);
    m_threads->setObjectName(QStringLiteral("searchThreads"));
    m_threads->setRange(settings.searchThreads.minimum(), settings.searchThreads.maximum());
    m_threads->setValue(settings.searchThreads.get());
    m_threads->setToolTip(tr("Threads the engine searches with (its moves, hints and analysis); "
                             "this computer has %n hardware thread(s)",
        nullptr, Settings::hardwareThreads()));

    m_useBook = new QCheckBox(tr("Use the opening book"), this);
    m_useBook->setObjectName(QStringLiteral("useBook"));
    m_useBook->setToolTip(tr("The engine plays the book's moves while the game is in its book"));
    m_useBook->setChecked(settings.useBook.get());
    m_bookRandomness = new QComboBox(this);
    m_bookRandomness->setObjectName(QStringLiteral("bookRandomness"));
    m_bookRandomness->setToolTip(tr("The engine picks at random among the book moves whose value is "
                                    "within this many discs of the best one; it never picks a move "
                                    "known to lose while one that does not lose exists"));
    m_bookRandomness->addItem(tr("Always the best book move"));
    for (int discs = 1; discs <= settings.bookRandomness.maximum(); ++discs)
        m_bookRandomness->addItem(tr("Within %n disc(s) of the best", nullptr, discs));
    m_bookRandomness->setCurrentIndex(settings.bookRandomness.get());
    m_bookRandomness->setEnabled(m_useBook->isChecked());
    connect(m_useBook, &QCheckBox::toggled, m_bookRandomness, &QWidget::setEnabled);
    m_autoAddToBook = new QCheckBox(tr("Add every finished game to my book"), this);
    m_autoAddToBook->setObjectName(QStringLiteral("autoAddToBook"));
    m_autoAddToBook->setChecked(settings.autoAddToBook.get());

    m_legal = new QCheckBox(tr("Mark legal moves"), this);
    m_legal->setChecked(settings.showLegalMoves.get());
    m_coordinates = new QCheckBox(tr("Show coordinates"), this);
    m_coordinates->setChecked(settings.showCoordinates.get());
    m_lastMove = new QCheckBox(tr("Mark the last move"), this);
    m_lastMove->setChecked(settings.showLastMove.get());
    m_flips = new QCheckBox(tr("Show the discs a move would flip when hovering over it"), this);
    m_flips->setChecked(settings.showFlipsOnHover.get());
    m_sounds = new QCheckBox(tr("Play sounds (moves, passes, end of game, refused clicks)"), this);
    m_sounds->setObjectName(QStringLiteral("sounds"));
    m_sounds->setChecked(settings.sounds.get());
    m_volume = new QSlider(Qt::Horizontal, this);
    m_volume->setObjectName(QStringLiteral("soundVolume"));
    m_volume->setRange(settings.soundVolume.minimum(), settings.soundVolume.maximum());
    m_volume->setPageStep(10);
    m_volume->setValue(settings.soundVolume.get());
    m_volume->setEnabled(m_sounds->isChecked());
    m_volume->setAccessibleName(tr("Sound volume"));
    connect(m_sounds, &QCheckBox::toggled, m_volume, &QWidget::setEnabled);

    auto* form = new QFormLayout;
    form->addRow(tr("Theme:"), m_theme);
    form->addRow(tr("Language:"), m_language);
    form->addRow(tr("Disc animation:"), m_animation);
    form->addRow(tr("Show values for:"), m_pointOfView);
    form->addRow(tr("Hint strength:"), m_hintLevel);
    form->addRow(tr("Search threads:"), m_threads);
    form->addRow(m_useBook);
    form->addRow(tr("Book variety:"), m_bookRandomness);
    form->addRow(m_autoAddToBook);
    form->addRow(m_legal);
    form->addRow(m_coordinates);
    form->addRow(m_lastMove);
    form->addRow(m_flips);
    form->addRow(m_sounds);
    form->addRow(tr("Volume:"), m_volume);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(buttons);
}

void SettingsDialog::save() const
{
    const Settings settings;
    settings.theme.set(m_theme->currentIndex());
    settings.language.set(m_language->currentData().toString());
    settings.animationMs.set(AnimationChoices[m_animation->currentIndex()]);
    settings.pointOfView.set(m_pointOfView->currentIndex());
    settings.hintLevel.set(m_hintLevel->currentIndex());
    settings.searchThreads.set(m_threads->value());
    settings.useBook.set(m_useBook->isChecked());
    settings.bookRandomness.set(m_bookRandomness->currentIndex());
    settings.autoAddToBook.set(m_autoAddToBook->isChecked());
    settings.showLegalMoves.set(m_legal->isChecked());
    settings.showCoordinates.set(m_coordinates->isChecked());
    settings.showLastMove.set(m_lastMove->isChecked());
    settings.showFlipsOnHover.set(m_flips->isChecked());
    settings.sounds.set(m_sounds->isChecked());
    settings.soundVolume.set(m_volume->value());
}

} // namespace probcut::ui
