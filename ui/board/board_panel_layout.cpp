#include "ui/board/board_panel_layout.h"

#include <QWidget>

#include <algorithm>

namespace probcut::ui {

namespace {
// Cards, status, engine line, move list of about a dozen rows and the buttons.
constexpr int ComfortablePanelHeight = 600;
} // namespace

BoardPanelLayout::BoardPanelLayout(QWidget* parent) : QLayout(parent) {}

BoardPanelLayout::~BoardPanelLayout()
{
    while (QLayoutItem* item = takeAt(0))
        delete item;
}

void BoardPanelLayout::setWidgets(QWidget* board, QWidget* panel)
{
    Q_ASSERT(m_items.isEmpty());
    addWidget(board);
    addWidget(panel);
}

void BoardPanelLayout::addItem(QLayoutItem* item) { m_items.append(item); }

QLayoutItem* BoardPanelLayout::itemAt(int index) const { return m_items.value(index); }

QLayoutItem* BoardPanelLayout::takeAt(int index)
{
    if (index < 0 || index >= m_items.size())
        return nullptr;
    return m_items.takeAt(index);
}

int BoardPanelLayout::count() const { return int(m_items.size()); }

QSize BoardPanelLayout::sizeHint() const
{
    if (m_items.size() < 2)
        return {};
    const QSize board = m_items[0]->sizeHint();
    const QSize panel(m_items[1]->maximumSize().width(), m_items[1]->sizeHint().height());
    const QMargins m = contentsMargins();
    return QSize(board.width() + spacing() + panel.width() + m.left() + m.right(),
        qMax(board.height(), panel.height()) + m.top() + m.bottom());
}

QSize BoardPanelLayout::minimumSize() const
{
    if (m_items.size() < 2)
        return {};
    const QSize board = m_items[0]->minimumSize();
    const QSize panel = m_items[1]->minimumSize();
    const QMargins m = contentsMargins();
    return QSize(board.width() + spacing() + panel.width() + m.left() + m.right(),
        qMax(board.height(), panel.height()) + m.top() + m.bottom());
}

void BoardPanelLayout::setGeometry(const QRect& rect)
{
    QLayout::setGeometry(rect);
    if (m_items.size() < 2)
        return;
    const QRect area = contentsRect();
    QLayoutItem* board = m_items[0];
    QLayoutItem* panel = m_items[1];
    // The board gets the full height if it can; the panel gives up width (down to its
    // minimum) before the board shrinks, and never grows past its maximum.
    const int panelWidth = qBound(
        panel->minimumSize().width(), area.width() - spacing() - area.height(), panel->maximumSize().width());
    const int panelMinHeight = panel->minimumSize().height();
    const int side
        = qMax(board->minimumSize().width(), qMin(area.width() - spacing() - panelWidth, area.height()));
    const int groupWidth = side + spacing() + panelWidth;
    const int x = area.left() + qMax(0, (area.width() - groupWidth) / 2);
    // When the board is narrower than the window is tall (docks beside it, a tall window), the
    // panel still gets a comfortable height if the window has it, so the move list shows a dozen
    // moves instead of three; the board is centred on the panel's height.
    const int panelHeight = qMin(area.height(), std::max({side, panelMinHeight, ComfortablePanelHeight}));
    const int groupHeight = qMax(side, panelHeight);
    const int y = area.top() + qMax(0, (area.height() - groupHeight) / 2);
    board->setGeometry(QRect(x, y + (groupHeight - side) / 2, side, side));
    panel->setGeometry(QRect(x + side + spacing(), y, panelWidth, panelHeight));
}

} // namespace probcut::ui
