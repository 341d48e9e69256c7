#pragma once
// Lays out the board and a side panel as one centred group: the board takes the largest square
// that fits beside the panel, and the panel is as tall as the board, so the window looks
// composed at any aspect ratio instead of leaving a gap between board and panel (which a
// QHBoxLayout does once the window is wider than the board is tall). Used by MainWindow.

#include <QLayout>

namespace probcut::ui {

class BoardPanelLayout : public QLayout {
public:
    explicit BoardPanelLayout(QWidget* parent = nullptr);
    ~BoardPanelLayout() override;

    // Exactly two widgets: first the board, then the panel, whose minimum and maximum widths
    // bound the width it gets.
    void setWidgets(QWidget* board, QWidget* panel);

    void addItem(QLayoutItem* item) override;
    QLayoutItem* itemAt(int index) const override;
    QLayoutItem* takeAt(int index) override;
    int count() const override;
    QSize sizeHint() const override;
    QSize minimumSize() const override;
    void setGeometry(const QRect& rect) override;
    Qt::Orientations expandingDirections() const override { return Qt::Horizontal | Qt::Vertical; }

private:
    QList<QLayoutItem*> m_items; // [board, panel]
};

} // namespace probcut::ui
