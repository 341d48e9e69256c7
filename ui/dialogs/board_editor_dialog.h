#pragma once
// The board editor: place and remove discs with the mouse (left click cycles empty → black →
// white → empty; or pick a tool), choose the side to move, clear the board or reset to the start
// position, and turn the position by any of the 8 symmetries. OK is refused, with the reason,
// for an impossible position. Opened by MainWindow's Edit Position action.

#include "engine/core/board.h"

#include <QDialog>

class QButtonGroup;
class QComboBox;
class QLabel;

namespace probcut::ui {

class BoardWidget;

class BoardEditorDialog : public QDialog {
    Q_OBJECT

public:
    explicit BoardEditorDialog(const Position& position, QWidget* parent = nullptr);
    Position position() const { return m_position; }
    BoardWidget* board() const { return m_board; }
    // Sets the disc on `square` as the current tool says (what a click does).
    void applyTool(Square square);
    void setSideToMove(Color color);
    void accept() override;

private:
    void setPosition(const Position& position);
    void refresh();

    Position m_position;
    BoardWidget* m_board;
    QButtonGroup* m_tool;
    QComboBox* m_side;
    QLabel* m_message;
};

} // namespace probcut::ui
