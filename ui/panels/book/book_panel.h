#pragma once
// The "Book" dock panel (issue 8): what the opening book knows about the position on the
// board — its negamax value, whether it is in the book, and a table of the book moves and the
// deviation (BookMovesModel) — the book's overall size and depth, and "Add this game to the
// book", which learns the game on a background thread (BookStore) with progress and cancel.
// Double-clicking a move asks the window to play it. Created by MainWindow::createPanels().

#include "engine/core/board.h"
#include "ui/window/point_of_view.h"

#include <QWidget>

class QAction;
class QLabel;
class QProgressBar;
class QPushButton;
class QTableView;

namespace probcut::ui {

class BookMovesModel;
class BookStore;
class GameModel;

class BookPanel : public QWidget {
    Q_OBJECT

public:
    BookPanel(BookStore* book, GameModel* model, QWidget* parent = nullptr);

    BookMovesModel* movesModel() const { return m_movesModel; }
    QTableView* movesView() const { return m_view; }
    // "Add this game to the book" (also in the window's Game menu).
    QAction* addGameAction() const { return m_addAction; }
    QString positionText() const;
    QString summaryText() const;
    QString messageText() const;

    // Adds the game line on the board to the user's book (the action's slot); false with the
    // reason shown in the panel when it cannot start.
    bool addCurrentGame();
    // Whose side values are shown from.
    void setPointOfView(PointOfView::Kind pointOfView);
    // The game on the board was replaced: a message about the old one goes (not a learning run's).
    void gameReplaced();

protected:
    void showEvent(QShowEvent* event) override;

signals:
    // A book move was double-clicked: the window plays it if it may.
    void moveActivated(int square);

private:
    void refresh();
    void onLearningProgress(int done, int total, const QString& what);
    void onLearningFinished(bool ok, const QString& message);
    void setMessage(const QString& text, bool problem);

    BookStore* m_book;
    GameModel* m_model;
    BookMovesModel* m_movesModel;
    QTableView* m_view;
    QLabel* m_position;
    QLabel* m_summary;
    QLabel* m_message;
    QProgressBar* m_progress;
    QPushButton* m_addButton;
    QPushButton* m_cancelButton;
    QAction* m_addAction;
    PointOfView::Kind m_pov = PointOfView::SideToMove;
};

} // namespace probcut::ui
