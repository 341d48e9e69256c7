#pragma once
// The studio's main window: the board in the middle, a panel with the players (kind, disc
// count, clock), whose turn it is and what just happened, the engine's thinking, the move list
// with navigation, and the menus (game, files, clipboard, moves, hints, position editing,
// settings). It wires views to the GameModel and the GameController and redraws from their
// signals; it owns no game state itself. Created by main().

#include "engine/core/board.h"
#include "engine/search/search_limits.h"
#include "ui/game/game_setup.h"
#include "ui/game/variation_tree.h"
#include "ui/window/point_of_view.h"

#include <QMainWindow>
#include <QPointer>

#include <optional>
#include <vector>

class QAction;
class QDockWidget;
class QFrame;
class QLabel;
class QMenu;

namespace probcut::ui {

class BoardWidget;
class BookStore;
class EngineController;
class GameController;
class GameModel;
class HelpDialog;
class HintAnalyser;
class MoveListWidget;
class SoundPlayer;
struct BoardPicture;
struct PastedGame;

class MainWindow : public QMainWindow {
    Q_OBJECT

public:
    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    GameModel* gameModel() const { return m_model; }
    BoardWidget* boardWidget() const { return m_board; }
    GameController* gameController() const { return m_game; }
    EngineController* engineController() const { return m_engine; }
    HintAnalyser* hintAnalyser() const { return m_hints; }
    MoveListWidget* moveList() const { return m_moveList; }
    SoundPlayer* soundPlayer() const { return m_sounds; }
    // The engine behind "Analyse Position" and the analysis panels (not the game engine: the
    // panels watch both, see main_window_panels.cpp).
    EngineController* analysisController() const { return m_analysis; }
    // The opening book (loaded in the background at start-up; see BookStore).
    BookStore* bookStore() const { return m_bookStore; }
    // Adds a dock panel: it gets a toggle in View > Panels and its place is remembered with the
    // window state (the dock needs a stable objectName). The dock's widget, if set, is put in a
    // scroll area, so find the panel with dock->findChild<T*>().
    void addPanel(QDockWidget* dock, Qt::DockWidgetArea area);
    // The dock panels by objectName, for tests.
    QDockWidget* panel(const QString& objectName) const;
    // The panel's main message: whose turn it is, a pass, or the result. For tests.
    QString statusText() const;
    // The name of the opening the game on the board follows ("Opening: Tiger", as rich text),
    // empty while no named position has been reached. For tests.
    QString openingText() const;
    QString engineText() const;

    static QString colorName(Color color);

    // Starts a game without the dialog (tests, the saved defaults at start-up).
    void startGame(const GameSetup& setup);
    // Starts a game with the new-game dialog's saved defaults (what main() does).
    void startDefaultGame();
    // Replaces the game with text in any supported format; false + message box-free error
    // in `error` when it cannot be read (the game is then unchanged).
    bool pasteText(const QString& text, QString* error = nullptr);
    // Opens a game file (.ggf, .txt transcript, .wtb); errors go to a message box unless
    // `error` is given.
    bool openFile(const QString& path, QString* error = nullptr);
    // Saves the game (GGF or transcript by extension), atomically.
    // Writes a picture of the position to `path`: PNG or SVG by its suffix (Save Board as Image).
    bool saveBoardImageTo(const QString& path, QString* error);
    bool saveFile(const QString& path, QString* error = nullptr);
    // If an autosave from a session that did not exit cleanly exists, offers to restore it;
    // true if it was restored. Autosaving starts only after this has run, so the game of the
    // crashed session is not overwritten before the user has answered.
    bool offerRestore();
    static QString autosavePath();
    void setHintsEnabled(bool enabled);

    // What a replacement window needs to carry on (the language switch rebuilds the window, so
    // every string is retranslated): the players, the game line and cursor, names, the file.
    struct Snapshot {
        GameSetup setup;
        std::vector<Square> line;
        VariationTree tree; // every variation; its line is `line`
        int cursor = 0;
        QString blackName, whiteName, filePath;
        bool hints = false;
    };
    Snapshot snapshot() const;
    void restore(const Snapshot& snapshot);
    // This window is being replaced: closing it must leave the autosave to its successor.
    void disownAutosave() { m_ownsAutosave = false; }
    // Makes `window` (a top-level, deleted on close) answer languageChangeRequested by
    // installing the language and replacing itself with a new window carrying the game over;
    // the replacement is watched the same way. Returns nothing: the windows own themselves.
    static void replaceOnLanguageChange(MainWindow* window);

    // What Undo does now: take back a move, or (right after a new game, paste, open or position
    // edit, before any move of yours) bring back the game that it replaced, players and clock
    // included. The undo action's text says which.
    bool canUndoReplacement() const { return m_undoReplacement.has_value(); }
    QAction* undoAction() const { return m_undoAction; }
    void undo();
    PointOfView::Kind pointOfView() const { return m_pointOfView; }

signals:
    // The language setting changed: main() installs it and replaces this window.
    void languageChangeRequested(const QString& language);
    // The game is about to be replaced (new game, paste, open, position edit, undoing one of
    // them, back to the previous game): the panels drop what described the old game and its
    // searches. The model still holds the old game.
    void aboutToReplaceGame();

public:
    // Applies the appearance settings (theme, board options) from Settings.
    void applySettings();

    // View > Layouts: one-click arrangements of the panels. Play: the board alone. Analyse: the
    // principal variation (tabbed with All Moves and the book) above the evaluation graph.
    // Study ProbCut: the cut picture beside the regression plot (below it on a narrow window).
    enum class Layout { Play, Analyse, StudyProbCut };
    void applyLayout(Layout layout);
    // The name shown for a player: from the opened file, else "Human" or the engine's level.
    QString playerName(Color color) const;

protected:
    void closeEvent(QCloseEvent* event) override;

private slots:
    void onSquareClicked(int square);
    void onPassed(probcut::Color who);
    void onGameOver(int blackDiscs, int whiteDiscs);
    void newGame();
    void about();
    // Help > Guide / Keyboard Shortcuts: one non-modal help window, raised when asked again.
    void showHelp(bool shortcuts);

private:
    struct PlayerCard {
        QFrame* frame = nullptr;
        QLabel* count = nullptr;
        QLabel* toMove = nullptr;
        QLabel* kind = nullptr;
        QLabel* clock = nullptr;
    };
    void createActions();
    void createMenus();
    QWidget* createSidePanel();
    // Creates every analysis dock panel (main_window_panels.cpp); runs before restoreState().
    void createPanels();
    PlayerCard createPlayerCard(Color color, QWidget* parent);
    void refresh();
    void refreshClocks();
    // The opening line: the deepest named position on the game's path up to the cursor.
    void refreshOpening();
    void updatePlayerCard(PlayerCard& card, Color color, int discs, bool active);
    QString resultText() const;
    void onEngineInfo(const SearchInfo& info);
    void onThinkingChanged(bool thinking);
    void updateHints();
    void copyTranscript();
    void copyGgf();
    void copyBoard();
    // The position as a picture (board_image.h): a PNG or SVG file, or the clipboard.
    void saveBoardImage();
    void copyBoardImage();
    BoardPicture boardPicture() const;
    void paste();
    void openDialog();
    void save();
    void saveAs();
    QString askSavePath(
        const QString& title, const QString& filters, const QString& first, const QString& second);
    void updateRecentMenu();
    void openWthor(const QString& path, const QByteArray& bytes);
    void editPosition();
    void transformGame(Symmetry symmetry);
    void showSettings();
    void autosave();
    void loadPasted(const PastedGame& game);
    void showError(const QString& title, const QString& message);
    void rememberPrevious();
    void backToPrevious();
    // What replaced the game, for the undo action's text and messages.
    enum class Replacement { NewGame, Paste, Open, Edit };
    // The game was just replaced by `kind`; `before` is the game it replaced (Undo brings it back).
    void noteReplacement(Replacement kind, const Snapshot& before);
    void undoReplacement();
    // The status bar's message after a paste, open or edit: what happened, who plays now when
    // that changed (and who did before), the clock, and how to undo.
    QString replacementMessage(const QString& what, const GameSetup& before) const;
    void updateUndoAction();
    // The end-of-game sound for the result at the cursor (or for `flagged` losing on time): won
    // or lost from the point of view of the only human player, else the plain "won" fanfare.
    void playResultSound(std::optional<Color> flagged = std::nullopt);

    GameModel* m_model = nullptr;
    BoardWidget* m_board = nullptr;
    EngineController* m_engine = nullptr;
    GameController* m_game = nullptr;
    HintAnalyser* m_hints = nullptr;
    MoveListWidget* m_moveList = nullptr;
    EngineController* m_analysis = nullptr;
    SoundPlayer* m_sounds = nullptr;
    BookStore* m_bookStore = nullptr;
    QMenu* m_panelsMenu = nullptr;
    PlayerCard m_blackCard;
    PlayerCard m_whiteCard;
    QLabel* m_status = nullptr;
    QLabel* m_detail = nullptr;
    QLabel* m_opening = nullptr;
    QLabel* m_engineLabel = nullptr;
    QString m_filePath;
    QString m_blackName, m_whiteName; // from a loaded file, shown instead of Human/Engine
    QString m_lastThinking;
    Position m_thinkingPosition; // the position m_lastThinking analysed
    bool m_closing = false;
    bool m_autosaveArmed = false;
    bool m_ownsAutosave = true;
    std::optional<Snapshot> m_previous; // the game the last new game / paste / open replaced
    struct UndoReplacement {
        Replacement kind;
        Snapshot before;
    };
    // Set by a replacement, dropped by the next move of a human, undo or redo.
    std::optional<UndoReplacement> m_undoReplacement;
    PointOfView::Kind m_pointOfView = PointOfView::SideToMove;

    QAction* m_newGameAction = nullptr;
    QAction* m_openAction = nullptr;
    QAction* m_saveAction = nullptr;
    QAction* m_saveAsAction = nullptr;
    QAction* m_copyTranscriptAction = nullptr;
    QAction* m_copyGgfAction = nullptr;
    QAction* m_copyBoardAction = nullptr;
    QAction* m_saveImageAction = nullptr;
    QAction* m_copyImageAction = nullptr;
    QAction* m_pasteAction = nullptr;
    QAction* m_undoAction = nullptr;
    QAction* m_redoAction = nullptr;
    QAction* m_firstAction = nullptr;
    QAction* m_backAction = nullptr;
    QAction* m_forwardAction = nullptr;
    QAction* m_lastAction = nullptr;
    QAction* m_moveNowAction = nullptr;
    QAction* m_hintsAction = nullptr;
    QAction* m_editAction = nullptr;
    QAction* m_settingsAction = nullptr;
    QAction* m_previousAction = nullptr;
    QAction* m_quitAction = nullptr;
    QAction* m_aboutAction = nullptr;
    QAction* m_guideAction = nullptr;
    QAction* m_shortcutsAction = nullptr;
    QPointer<HelpDialog> m_help;
    QMenu* m_recentMenu = nullptr;
};

} // namespace probcut::ui
