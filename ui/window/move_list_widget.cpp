#include "ui/window/move_list_widget.h"

#include "ui/board/disc_painter.h"
#include "ui/game/game_model.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QListWidget>
#include <QMenu>
#include <QPainter>
#include <QStyle>
#include <QToolButton>
#include <QVBoxLayout>

namespace probcut::ui {

MoveListWidget::MoveListWidget(GameModel* model, QWidget* parent) : QWidget(parent), m_model(model)
{
    setObjectName(QStringLiteral("moveList"));
    m_list = new QListWidget(this);
    m_list->setObjectName(QStringLiteral("moveListView"));
    m_list->setUniformItemSizes(true);
    m_list->setContextMenuPolicy(Qt::CustomContextMenu);
    m_list->setAccessibleName(tr("Moves"));
    m_list->setIconSize(QSize(12, 12));
    connect(m_list, &QListWidget::itemClicked, this, &MoveListWidget::onItemClicked);
    connect(m_list, &QListWidget::customContextMenuRequested, this, &MoveListWidget::showVariations);

    // Text glyphs rather than the style's media icons: they take the palette's text colour, so
    // they stay visible (and visibly disabled) under the dark and high-contrast themes.
    auto makeButton
        = [&](const QString& glyph, const QString& tip, const char* name, void (MoveListWidget::*slot)()) {
              auto* button = new QToolButton(this);
              button->setText(glyph);
              QFont font = button->font();
              font.setBold(true);
              font.setPointSizeF(font.pointSizeF() * 1.2);
              button->setFont(font);
              button->setToolTip(tip);
              button->setAccessibleName(tip);
              button->setObjectName(QString::fromLatin1(name));
              button->setAutoRaise(true);
              button->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
              connect(button, &QToolButton::clicked, this, slot);
              return button;
          };
    m_first = makeButton(
        QStringLiteral("\u00ab"), tr("First position (Home)"), "firstButton", &MoveListWidget::goFirst);
    m_back = makeButton(
        QStringLiteral("\u2039"), tr("Back one move (Alt+Left)"), "backButton", &MoveListWidget::goBack);
    m_forward = makeButton(QStringLiteral("\u203a"), tr("Forward one move (Alt+Right)"), "forwardButton",
        &MoveListWidget::goForward);
    m_last = makeButton(
        QStringLiteral("\u00bb"), tr("Last position (End)"), "lastButton", &MoveListWidget::goLast);

    auto* buttons = new QHBoxLayout;
    buttons->setSpacing(2);
    for (QToolButton* b : {m_first, m_back, m_forward, m_last})
        buttons->addWidget(b);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    layout->addWidget(m_list, 1);
    layout->addLayout(buttons);

    connect(m_model, &GameModel::positionChanged, this, &MoveListWidget::rebuild);
    connect(m_model, &GameModel::undoRedoChanged, this, &MoveListWidget::rebuild);
    rebuild();
}

QString MoveListWidget::itemText(int ply) const
{
    QListWidgetItem* item = m_list->item(ply);
    return item ? item->text() : QString();
}

void MoveListWidget::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange)
        rebuild();
}

void MoveListWidget::rebuild()
{
    const std::vector<Square>& line = m_model->line();
    const int current = m_model->currentPly();
    // Items are reused so the scroll position survives small changes.
    while (m_list->count() > int(line.size()))
        delete m_list->takeItem(m_list->count() - 1);
    // This widget's palette: on a theme change it is up to date before the list's (changeEvent).
    const QPalette pal = palette();
    // Disc icons; on a dark background (dark and high-contrast themes) with a light ring, or the
    // black disc would vanish.
    QIcon icons[2];
    for (Color c : {Color::Black, Color::White}) {
        QPixmap pixmap = discPixmap(c, 12, devicePixelRatioF());
        if (pal.color(QPalette::Base).lightness() < 90) {
            QPainter painter(&pixmap);
            painter.setRenderHint(QPainter::Antialiasing);
            painter.setPen(QPen(QColor(0xd0d0d0), 1.0));
            painter.drawEllipse(QRectF(0.5, 0.5, 11, 11));
        }
        icons[c == Color::Black ? 0 : 1] = QIcon(pixmap);
    }
    int number = 0;
    const int startDiscs = m_model->startPosition().board.discCount();
    for (int ply = 0; ply < int(line.size()); ++ply) {
        const Position before = m_model->positionAt(ply);
        number = before.board.discCount() - startDiscs + 1;
        const bool pass = line[ply] == PassMove;
        // Moves are numbered by the discs placed (the transcript's numbering); a pass places
        // none, so it gets no number of its own but says who passed.
        QString text = !pass
            ? QStringLiteral("%1. %2").arg(number).arg(QString::fromStdString(squareName(line[ply])))
            : before.sideToMove == Color::Black ? tr("Black passes")
                                                : tr("White passes");
        const int alternatives = int(m_model->alternativesAt(ply).size()) - 1;
        if (alternatives > 0)
            text += QStringLiteral("  ") + tr("(+%n variation(s))", nullptr, alternatives);
        QListWidgetItem* item = m_list->item(ply);
        if (!item) {
            item = new QListWidgetItem(m_list);
        }
        if (item->text() != text)
            item->setText(text);
        item->setData(Qt::UserRole, ply);
        item->setIcon(icons[before.sideToMove == Color::Black ? 0 : 1]);
        QFont font = item->font();
        font.setBold(ply + 1 == current);
        font.setItalic(pass);
        item->setFont(font);
        item->setForeground(
            ply < current ? pal.color(QPalette::Text) : pal.color(QPalette::Disabled, QPalette::Text));
        if (alternatives > 0)
            item->setToolTip(tr("Right-click to switch to another variation"));
        else
            item->setToolTip(QString());
    }
    m_list->setCurrentRow(current - 1);
    if (current > 0)
        m_list->scrollToItem(m_list->item(current - 1));
    m_first->setEnabled(current > 0);
    m_back->setEnabled(m_model->canUndo());
    m_forward->setEnabled(m_model->canRedo());
    m_last->setEnabled(m_model->canRedo());
}

void MoveListWidget::onItemClicked(QListWidgetItem* item)
{
    m_model->goToPly(item->data(Qt::UserRole).toInt() + 1);
}

void MoveListWidget::showVariations(const QPoint& pos)
{
    QListWidgetItem* item = m_list->itemAt(pos);
    if (!item)
        return;
    const int ply = item->data(Qt::UserRole).toInt();
    const std::vector<Square> alternatives = m_model->alternativesAt(ply);
    if (alternatives.size() < 2)
        return;
    QMenu menu(this);
    menu.setTitle(tr("Variations"));
    for (std::size_t i = 0; i < alternatives.size(); ++i) {
        const Square sq = alternatives[i];
        const QString name = sq == PassMove ? tr("pass") : QString::fromStdString(squareName(sq));
        QAction* action = menu.addAction(i == 0 ? tr("%1 (this line)").arg(name) : name);
        connect(action, &QAction::triggered, this, [this, ply, sq] { m_model->selectVariation(ply, sq); });
    }
    menu.exec(m_list->viewport()->mapToGlobal(pos));
}

void MoveListWidget::goFirst() { m_model->goToPly(0); }
void MoveListWidget::goBack() { m_model->undo(); }
void MoveListWidget::goForward() { m_model->redo(); }
void MoveListWidget::goLast() { m_model->goToPly(m_model->lineLength()); }

} // namespace probcut::ui
