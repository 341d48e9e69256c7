#pragma once
// The move list beside the board: every ply of the GameModel's line, numbered as on a game
// sheet, the cursor's move highlighted and the moves after it (the redo part) dimmed; a ply
// where the tree holds other moves is marked and its context menu switches to them. Clicking a
// move goes there; the buttons below go to the start, back, forward and to the end. It only
// calls the model's navigation; MainWindow owns both.

#include <QWidget>

class QListWidget;
class QListWidgetItem;
class QToolButton;

namespace probcut::ui {

class GameModel;

class MoveListWidget : public QWidget {
    Q_OBJECT

public:
    explicit MoveListWidget(GameModel* model, QWidget* parent = nullptr);

    QListWidget* list() const { return m_list; }
    // The text shown for ply `ply` of the line (for tests).
    QString itemText(int ply) const;

public slots:
    void goFirst();
    void goBack();
    void goForward();
    void goLast();

protected:
    // A theme change recolours the items (their colours are set from the palette).
    void changeEvent(QEvent* event) override;

private:
    void rebuild();
    void onItemClicked(QListWidgetItem* item);
    void showVariations(const QPoint& pos);

    GameModel* m_model;
    QListWidget* m_list;
    QToolButton* m_first;
    QToolButton* m_back;
    QToolButton* m_forward;
    QToolButton* m_last;
};

} // namespace probcut::ui
