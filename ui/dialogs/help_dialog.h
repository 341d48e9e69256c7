#pragma once
// Help > Guide (F1) and Help > Keyboard Shortcuts: the studio's own manual, in the user's
// language, for players new to Othello, to the studio or to selective search. The guide's level
// table is built from engine/search/levels.h and the shortcut list from the window's menus, so neither
// can drift from what the program does. Opened by MainWindow (one non-modal dialog, raised when
// asked again).

#include <QDialog>

class QMenuBar;
class QTextBrowser;

namespace probcut::ui {

class HelpDialog : public QDialog {
    Q_OBJECT

public:
    enum class Page { Guide, Shortcuts };

    // `menus`: the window's menu bar, whose actions' shortcuts the Shortcuts page lists.
    HelpDialog(const QMenuBar* menus, QWidget* parent = nullptr);

    void showPage(Page page);
    Page page() const { return m_page; }
    QTextBrowser* browser() const { return m_browser; }

    // The pages as HTML (also for tests).
    static QString guideHtml();
    static QString shortcutsHtml(const QMenuBar* menus);

private:
    const QMenuBar* m_menus;
    QTextBrowser* m_browser;
    Page m_page = Page::Guide;
};

} // namespace probcut::ui
