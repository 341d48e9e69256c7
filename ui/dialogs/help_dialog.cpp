#include "ui/dialogs/help_dialog.h"

#include "engine/search/level_ladder.h"
#include "engine/search/levels.h"
#include "ui/dialogs/new_game_dialog.h"
#include "ui/panels/cut/cut_event_format.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QKeySequence>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QTextBrowser>
#include <QVBoxLayout>

#include <string_view>

namespace probcut::ui {

namespace {

QString menuText(const QAction* action)
{
    QString text = action->text();
    text.remove(QLatin1Char('&'));
    if (text.endsWith(QChar(0x2026)))
        text.chop(1);
    return text.toHtmlEscaped();
}

// One row per action with a shortcut, under its menu's path ("Game", "Game › Open Recent").
void addShortcutRows(const QMenu* menu, const QString& path, QString& rows)
{
    for (const QAction* action : menu->actions()) {
        if (action->isSeparator())
            continue;
        if (const QMenu* sub = action->menu()) {
            addShortcutRows(sub, path + QStringLiteral(" › ") + menuText(action), rows);
            continue;
        }
        const QList<QKeySequence> keys = action->shortcuts();
        if (keys.isEmpty())
            continue;
        QStringList names;
        for (const QKeySequence& key : keys)
            names << key.toString(QKeySequence::NativeText).toHtmlEscaped();
        rows += QStringLiteral("<tr><td>%1</td><td>%2</td><td><b>%3</b></td></tr>")
                    .arg(path, menuText(action), names.join(HelpDialog::tr(" or ")));
    }
}

} // namespace

HelpDialog::HelpDialog(const QMenuBar* menus, QWidget* parent) : QDialog(parent), m_menus(menus)
{
    setObjectName(QStringLiteral("helpDialog"));
    m_browser = new QTextBrowser(this);
    m_browser->setObjectName(QStringLiteral("helpBrowser"));
    m_browser->setOpenExternalLinks(false);
    m_browser->setOpenLinks(true); // #anchors of the contents list
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_browser, 1);
    layout->addWidget(buttons);
    const int em = fontMetrics().averageCharWidth();
    resize(em * 110, fontMetrics().height() * 44);
    showPage(Page::Guide);
}

void HelpDialog::showPage(Page page)
{
    m_page = page;
    if (page == Page::Guide) {
        setWindowTitle(tr("ProbCut Studio Guide"));
        m_browser->setHtml(guideHtml());
    } else {
        setWindowTitle(tr("Keyboard Shortcuts"));
        m_browser->setHtml(shortcutsHtml(m_menus));
    }
}

QString HelpDialog::guideHtml()
{
    QString html;
    html += QStringLiteral("<h2>%1</h2>").arg(tr("ProbCut Studio Guide"));
    const std::pair<const char*, QString> sections[] = {
        {"rules", tr("The game")},
        {"play", tr("Playing")},
        {"openings", tr("Opening names")},
        {"levels", tr("Levels")},
        {"values", tr("Reading the values")},
        {"analyse", tr("Analysing")},
        {"review", tr("Game review")},
        {"mpc", tr("Seeing selective search")},
        {"pictures", tr("ProbCut in pictures")},
        {"files", tr("Files and the clipboard")},
    };
    html += QStringLiteral("<p>");
    for (const auto& [anchor, title] : sections)
        html += QStringLiteral("<a href=\"#%1\">%2</a> &nbsp; ").arg(QLatin1String(anchor), title);
    html += QStringLiteral("</p>");
    // Each section's heading, by its anchor in the table above (so the order lives in one place).
    auto section = [&](std::string_view anchor) {
        for (const auto& [name, title] : sections)
            if (anchor == name)
                html += QStringLiteral("<h3><a name=\"%1\"></a>%2</h3>").arg(QLatin1String(name), title);
    };

    section("rules");
    html += tr("<p>Othello is played on a board of 8 × 8 squares by Black and White; Black moves "
               "first. A move puts a disc of your colour on an empty square so that it "
               "<b>outflanks</b> one or more of your opponent's discs: they lie in an unbroken "
               "straight line (across, up and down, or diagonally) between the new disc and another "
               "disc of yours. Every outflanked disc, in every direction, turns to your colour.</p>"
               "<p>If you have no such move you must pass; when neither side can move the game ends "
               "and the side with more discs wins. Squares are named by column a–h and row "
               "1–8: a1 is the top left corner, h8 the bottom right one.</p>");

    section("play");
    html += tr("<p><b>New Game</b> chooses a human or the engine for each colour, the engine's "
               "level, an optional game clock, and where to start: the initial position, the "
               "position on the board, or a random balanced opening. Play by clicking a square "
               "marked with a dot (the legal moves), or from the keyboard: the arrow keys and "
               "Enter, or type a square such as f5.</p>"
               "<p><b>Undo</b> and <b>Redo</b> step through the game, and the move list and the "
               "arrows below it go to any earlier position. Playing a different move there keeps "
               "the old line as a variation: right-click a marked move in the list to switch back. "
               "<b>Move Now</b> makes a thinking engine play at once. <b>Show Hints</b> writes the "
               "engine's value of every legal move on its square, with the depth it searched "
               "(d8) or “exact” once the rest of the game is solved; the best move is "
               "highlighted.</p>"
               "<p>The <b>Position</b> menu sets up any position (<b>Edit Position</b>) and "
               "rotates or mirrors the whole game. <b>Preferences</b> hold the theme, the board's "
               "marks, animation, sounds, the opening book and the language.</p>");
    html += tr("<p><b>New Game</b>, <b>Paste</b>, <b>Open</b> and <b>Edit Position</b> replace the game on "
               "the board. Until you play a move in the new game, <b>Undo</b> (its name says what it "
               "undoes, such as “Undo Paste”) brings back the game it replaced in one step, with its "
               "players and clock. A pasted or opened game and an edited position are set up for you to "
               "play both colours; the status bar says so, and who played before, whenever that changes "
               "who plays a colour. <b>Game › Back to the Previous Game</b> switches between the game on "
               "the board and the one last replaced.</p>");

    section("openings");
    html += tr("<p>The standard openings of Othello have names, like the <b>Tiger</b> (f5 d6 c3 d3 c4), "
               "the <b>Rose</b> or the <b>Buffalo</b>. Below whose turn it is, the window names the "
               "opening the game follows: the deepest named position it has reached so far, which it "
               "keeps once the game leaves the named lines. A name belongs to a position, not to an "
               "order of moves, so a game begun with c4, d3 or e6 instead of f5, or one that reaches "
               "the same discs in another order, gets the same name. Hover over the name to see its "
               "moves as played on this board and the move where it was reached.</p>"
               "<p>The <b>Opening Book</b> panel's <b>Opening</b> column names the opening each book "
               "move leads into. The names are those commonly used by Othello players and clubs.</p>");

    section("levels");
    html += tr("<p>Each level combines how far ahead the engine searches in the middle game, from "
               "how many empty squares it plays the rest of the game perfectly (an exact solve), "
               "and how sure Multi-ProbCut must be before it skips a move. Without a game clock "
               "the strongest levels also cap the time per move; with a clock the engine shares "
               "its time out itself.</p>");
    html
        += QStringLiteral("<table border=\"1\" cellspacing=\"0\" cellpadding=\"3\"><tr><th>%1</th><th>%2</th>"
                          "<th>%3</th><th>%4</th><th>%5</th><th>%6</th></tr>")
               .arg(tr("Level"), tr("Search depth"), tr("Exact from"), tr("Confidence"), tr("Time cap"),
                   tr("Strength ladder"));
    for (int i = 0; i < LevelCount; ++i) {
        const Level& l = Levels[std::size_t(i)];
        const double confidence = levelLimits(i).selectivity;
        const auto rating = ladderRating(i);
        const auto& step = LadderSteps[std::size_t(i)];
        const QString ladder = rating ? QString::number(qRound(*rating))
            : step                    ? tr("%1 % against level %2").arg(qRound(100 * step->score())).arg(i)
                                      : tr("not measured");
        html += QStringLiteral(
            "<tr><td>%1. %2</td><td align=\"right\">%3</td><td align=\"right\">%4</td>"
            "<td align=\"right\">%5</td><td align=\"right\">%6</td><td align=\"right\">%7</td></tr>")
                    .arg(i + 1)
                    .arg(NewGameDialog::levelName(i),
                        l.depth >= 60 ? tr("unlimited") : QString::number(l.depth),
                        tr("%n empties", nullptr, l.solveEmpties),
                        confidence >= 100 ? tr("100 % (no pruning)") : QStringLiteral("%1 %").arg(confidence),
                        l.moveTimeCap > 0 ? tr("%1 s").arg(l.moveTimeCap) : QStringLiteral("–"), ladder);
    }
    html += QStringLiteral("</table>");
    html += tr("<p>The <b>strength ladder</b> places the levels on one scale: each level plays 200 games "
               "(100 openings with both colours, chosen before the matches) against the level below it, "
               "and its score there gives the step on the Elo scale, where 200 points more mean winning "
               "about 3 games in 4. Beginner is 0. Where a match has not been played yet the table says "
               "so, or gives the score alone when a step below is missing. The new-game dialog shows each "
               "level's result. <code>scripts/level_ladder.py</code> in the source tree replays the "
               "matches.</p>");
    html += tr("<p>Levels 1 to 4 are <b>human-like</b>: instead of always playing the engine's choice they "
               "value every move, then pick one the way weak, average and strong tournament players "
               "do (Beginner: like a weak player, but about twice as carelessly). How many discs such "
               "players lose per move, in the opening, the middle game and "
               "the endgame, was measured on thousands of moves from the WTHOR database of tournament "
               "games; the levels lose as many, make human-sized slips rather than random blunders, and "
               "vary their moves from game to game. They do not use the opening book. The new-game "
               "dialog shows each level's numbers. Should their table be missing, they play as the "
               "engine levels in the table above, and the studio says so.</p>");

    section("values");
    html += tr("<p>Every value is in <b>discs</b>: the final disc difference the engine expects if "
               "both sides play well from here, for the side it names (+ is good for that side). "
               "<b>exact</b> means proved to the end of the game; <b>depth 12</b> means a search "
               "twelve moves ahead, then the evaluation; <b>95 % confidence</b> means "
               "Multi-ProbCut skipped moves it was that sure could not change the result. While a "
               "search runs, ≥ and ≤ mark a bound: the best move found so far is at "
               "least (or the position at most) that good.</p>");
    html += tr("<p><b>Whose side a value is for</b> is chosen once, in <b>Preferences › Show values "
               "for</b>: <b>the side to move</b> (the default: + is good for the player whose turn it is, "
               "so a hint of +4 means the move leaves that player four discs ahead at the end) or "
               "<b>Black</b> (+ is always good for Black and − good for White, whoever is to move). "
               "The hints, All Moves, the principal variation, the opening book, Explain Position, the "
               "list of mistakes and the engine's messages all follow it, and each names the side: a "
               "column header such as “Value (White)”, a caption such as “for the side to move "
               "(White)”, or “for Black” after the number. The <b>evaluation graph</b> is the one "
               "exception: a curve over a whole game needs one fixed side, so it is always drawn for "
               "Black (up is good for Black), as its title says. The values inside the ProbCut panels "
               "are the search's own, for the side to move at each position of the tree.</p>");

    section("analyse");
    html += tr("<p><b>Analyse Position</b> (Moves menu) lets the engine think about the position on "
               "the board without limit and follows it as you move or navigate. The "
               "<b>Principal Variation</b> panel shows its value, depth, confidence, speed and the "
               "line it expects, iteration by iteration; click a move of the line to preview it on "
               "the board (Esc returns).</p>"
               "<p><b>Analyse Game</b> values every position of the game in the background and "
               "marks on the <b>Evaluation Graph</b> each move that lost discs: an inaccuracy from 2 "
               "discs, a mistake from 6, a blunder from 12. Click the graph or the list to go "
               "there.</p>"
               "<p>The <b>Opening Book</b> panel shows what the book knows of the position: each "
               "move's value and how often it was played, won, drawn and lost; <b>Add this Game to "
               "the Book</b> teaches your own copy. <b>Explain Position</b> takes the evaluation "
               "apart: the classic features of both sides and the patterns that count most, drawn "
               "on the board in green (for the side the values are for) and red (against).</p>"
               "<p>All panels are in <b>View › Panels</b>; drag them by their title to "
               "rearrange, tab or float them.</p>");
    html += tr("<p><b>View › Layouts</b> arranges them in one click: <b>Play</b> shows the board alone, "
               "<b>Analyse</b> the principal variation (with All Moves and the book) above the evaluation "
               "graph, <b>Study ProbCut</b> the cut picture with the regression plot.</p>");
    html += tr(
        "<p><b>Analyse All Moves</b> (Moves menu) values every legal move at once and deepens them "
        "together until you stop it or every value is exact. The <b>All Moves</b> panel lists "
        "them, sortable by any column, and the board shows them on their squares. Values are in "
        "discs for the side the point of view names (+ is good for it). A selective value is the mean of the "
        "move's two deepest searches, because odd and even depths favour different sides and "
        "would make the number jump; “exact” marks the result of perfect play. The best move, "
        "and any tied with it, carries a star.</p>");

    section("review");
    html += tr("<p><b>Game Review</b> (Moves menu, Ctrl+Shift+R) analyses the game in the background, "
               "with progress and a Cancel button, or reuses the finished Analyse Game of the same "
               "moves, and sums it up in the <b>Game Review</b> panel. You can ask for it during a "
               "game too: it reviews the moves played so far.</p>"
               "<p>A move's <b>loss</b> is the value of the best move minus the value of the move "
               "played, in discs for the player who moved, each searched as deep as the other. "
               "<b>Accuracy</b> counts the moves where a player had a choice (passes and the only "
               "legal move are left out): the <b>discs lost per move</b> on average (0 is perfect "
               "play) and the <b>share of moves within 1 disc</b> of the best. Losses of 2 discs or "
               "more are inaccuracies, 6 or more mistakes, 12 or more blunders.</p>"
               "<p>The <b>phases</b> go by the empty squares before the move: the opening has 60 to "
               "41 (moves 1–20 of a game from the start), the midgame 40 to 21 (moves 21–40), the "
               "endgame 20 or fewer (moves 41–60). The table gives both figures per phase.</p>"
               "<p>The mistakes are listed largest loss first. Select one: the board goes to the "
               "position before it and numbers both lines on the empty squares, the line played "
               "in red in the upper left of each square and the better line in green in the lower "
               "right; the panel spells both lines out. The graph shows the value after each move "
               "(discs for Black) with the mistakes as dots; click it to go to a move.</p>"
               "<p><b>Export Review as GGF</b> saves the game with the review in its comments: the "
               "summary in the game's comment and, after each mistake, its loss, the better move "
               "and both lines; other GGF readers open it as a normal game. <b>Export Review as "
               "PDF</b> writes a printable report with the tables, the graph and two board "
               "diagrams per mistake, to send to a coach or a student.</p>");

    section("mpc");
    html += tr("<p>The engine searches like Michael Buro's LOGISTELLO, which beat the human world "
               "champion 6–0 in 1997: it does not look at every move equally deep.</p>");
    html += CutTerms::explanation();
    html += tr("<p>The <b>ProbCut Cuts</b> panel draws the search tree with the cuts (see the next "
               "section) and lists every check of the current search: by height "
               "and try, by root move, and as a tree you can browse; select a check to see its "
               "position and why it cut. The <b>Regression Plots</b> panel shows the data each "
               "model was fitted from — the deep value against the shallow one, the fitted "
               "line and its ±t·σ band — and can verify the current search's "
               "cuts with deep searches in the background.</p>");

    section("pictures");
    html += tr("<p>The <b>Picture</b> tab of the ProbCut Cuts panel draws the search tree of the last "
               "finished iteration. The top band is the position on the board; below it come its moves, "
               "then the replies, four moves deep. Each box is as wide as the work the engine spent "
               "under that move, so you see at once where the search went. A thin coloured stub is a "
               "move that Multi-ProbCut <b>cut</b>: a quick shallow search said it was clearly good "
               "enough (or clearly too weak), so the deep search was skipped. Its colour is the height "
               "of the cut, how many moves deep the skipped search would have gone: yellow for a few, "
               "dark red and purple for many. Blue boxes are searched; the darker, the more work the "
               "cuts inside them saved.</p>"
               "<p>Hover a box for its numbers, click it to zoom in (click the top band to zoom out), "
               "and read below the picture what happened there, with the position on a small board. For "
               "a cut the text says in plain words what the shallow search found, how sure the model "
               "was, and how much work was saved; <b>Show the formula</b> gives the arithmetic. The "
               "rings on the main board show, for each move, the share of its work that cuts saved and "
               "the number of cuts below it.</p>");
    html += QStringLiteral("<p><img src=\":/guide/cut-picture.png\" width=\"440\"></p>");
    html += tr("<p><b>Play</b> and the arrows step through the iteration's cuts one by one: each is "
               "marked in the picture, explained below it and, when the <b>Regression Plots</b> panel "
               "is open, shown there as a star at its shallow value and the deep value the model "
               "predicted. <b>Save…</b> writes the picture as an image (PNG) or a drawing (SVG) for a "
               "lesson; <tt>probcut analyse POSITION --depth D --cut-tree FILE.svg</tt> draws the same "
               "picture without the studio.</p>"
               "<p><b>Was it right?</b> searches the same position again without any pruning and puts "
               "the two side by side: how deep each got in the same time, nodes, best move and value, "
               "and, for the cuts nearest the root, whether an exact search of the skipped position "
               "agrees with the cut. Cuts are bets at the chosen confidence: at 95 % about one in "
               "twenty may be wrong, and most wrong ones do not change the move played.</p>");
    html += QStringLiteral("<p><img src=\":/guide/cut-compare.png\" width=\"440\"></p>");

    section("files");
    html += tr("<p><b>Open</b> and <b>Save</b> read and write games in GGF (side lines are kept) "
               "and as plain transcripts (f5d6c3…); a game can also be picked from a WTHOR "
               "database (.wtb). <b>Paste</b> takes a transcript, a board of 64 characters "
               "(X, O and - from a1 to h8, then the side to move), an OBF line or a GGF game. "
               "<b>Copy</b> gives the game as a transcript; the game as GGF and the position as a "
               "board string have commands of their own. The game in progress is saved after "
               "every move and offered back if the program stopped unexpectedly.</p>");
    return html;
}

QString HelpDialog::shortcutsHtml(const QMenuBar* menus)
{
    QString rows;
    if (menus) {
        for (const QAction* action : menus->actions())
            if (const QMenu* menu = action->menu())
                addShortcutRows(menu, menuText(action), rows);
    }
    const std::pair<QString, QString> boardKeys[] = {
        {tr("Arrow keys"), tr("Move the board's cursor")},
        {tr("Enter"), tr("Play on the cursor's square")},
        {tr("a–h, then 1–8"), tr("Play on that square (for example f5)")},
        {tr("Esc"), tr("End a preview; hide the cursor")},
    };
    for (const auto& [keys, what] : boardKeys)
        rows += QStringLiteral("<tr><td>%1</td><td>%2</td><td><b>%3</b></td></tr>")
                    .arg(tr("Board"), what.toHtmlEscaped(), keys.toHtmlEscaped());
    return QStringLiteral("<h2>%1</h2><table border=\"1\" cellspacing=\"0\" cellpadding=\"3\">"
                          "<tr><th>%2</th><th>%3</th><th>%4</th></tr>%5</table>")
        .arg(tr("Keyboard Shortcuts"), tr("Where"), tr("Command"), tr("Keys"), rows);
}

} // namespace probcut::ui
