#pragma once
// The studio's main window: the board in the middle, a panel with the score, whose turn it is
// and what just happened (passes, the result), and the Game/Help menus. It wires the BoardWidget's
// clicks to the GameModel and redraws from the model's signals; it owns no game state itself.
// Created by main(); the play and analysis issues add panels and players around it.

#include "engine/board.h"

#include <QMainWindow>

class QAction;
class QFrame;
class QLabel;

namespace probcut::ui {

class BoardWidget;
class GameModel;

class MainWindow : public QMainWindow {
    Q_OBJECT

public:
    explicit MainWindow(QWidget* parent = nullptr);

    GameModel* gameModel() const { return m_model; }
    BoardWidget* boardWidget() const { return m_board; }
    // The panel's main message: whose turn it is, a pass, or the result. For tests.
    QString statusText() const;

    static QString colorName(Color color);

private slots:
    void onSquareClicked(int square);
    void onPassed(probcut::Color who);
    void onGameOver(int blackDiscs, int whiteDiscs);
    void newGame();
    void about();

private:
    struct PlayerCard {
        QFrame* frame = nullptr;
        QLabel* count = nullptr;
        QLabel* toMove = nullptr;
    };
    void createActions();
    void createMenus();
    QWidget* createSidePanel();
    PlayerCard createPlayerCard(Color color, QWidget* parent);
    void refresh();
    void updatePlayerCard(PlayerCard& card, int discs, bool active);
    QString resultText() const;

    GameModel* m_model = nullptr;
    BoardWidget* m_board = nullptr;
    PlayerCard m_blackCard;
    PlayerCard m_whiteCard;
    QLabel* m_status = nullptr;
    QLabel* m_detail = nullptr;
    QAction* m_newGameAction = nullptr;
    QAction* m_undoAction = nullptr;
    QAction* m_redoAction = nullptr;
    QAction* m_quitAction = nullptr;
    QAction* m_aboutAction = nullptr;
};

} // namespace probcut::ui
