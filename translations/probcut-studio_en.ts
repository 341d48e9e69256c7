<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>probcut::ui::BookStore</name>
    <message numerus="yes">
        <source>The game was added to your book: %n new position(s)</source>
        <translation>
            <numerusform>The game was added to your book: %n new position</numerusform>
            <numerusform>The game was added to your book: %n new positions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The opening book was updated: your %n learned game(s) are in it again.</source>
        <translation>
            <numerusform>The opening book was updated: your learned game is in it again.</numerusform>
            <numerusform>The opening book was updated: your %n learned games are in it again.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>probcut::ui::CutComparisonView</name>
    <message numerus="yes">
        <source>%1 of %n cut(s) contradicted</source>
        <translation>
            <numerusform>%1 of %n cut contradicted</numerusform>
            <numerusform>%1 of %n cuts contradicted</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>probcut::ui::CutPanel</name>
    <message numerus="yes">
        <source>%n check(s) of depth %1 (a snapshot: build again to update)</source>
        <translation>
            <numerusform>%n check of depth %1 (a snapshot: build again to update)</numerusform>
            <numerusform>%n checks of depth %1 (a snapshot: build again to update)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cut(s) to step through</source>
        <translation>
            <numerusform>%n cut to step through</numerusform>
            <numerusform>%n cuts to step through</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Building the tree from %n check(s)…</source>
        <translation>
            <numerusform>Building the tree from %n check…</numerusform>
            <numerusform>Building the tree from %n checks…</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>probcut::ui::CutTreeModel</name>
    <message numerus="yes">
        <source>%n check(s) deeper than the tree&apos;s last level are counted here.</source>
        <translation>
            <numerusform>%n check deeper than the tree&apos;s last level are counted here.</numerusform>
            <numerusform>%n checks deeper than the tree&apos;s last level are counted here.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>probcut::ui::HelpDialog</name>
    <message numerus="yes">
        <source>%n empties</source>
        <translation>
            <numerusform>%n empty</numerusform>
            <numerusform>%n empties</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>probcut::ui::MainWindow</name>
    <message numerus="yes">
        <source>Game over: neither side can move. By the usual rule the %n empty square(s) go to the winner: %1–%2.</source>
        <translation>
            <numerusform>Game over: neither side can move. By the usual rule the empty square goes to the winner: %1–%2.</numerusform>
            <numerusform>Game over: neither side can move. By the usual rule the %n empty squares go to the winner: %1–%2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (engine): book move %2, value %3 for %4 (picked from %n book move(s))</source>
        <translation>
            <numerusform>%1 (engine): book move %2, value %3 for %4 (picked from %n book move)</numerusform>
            <numerusform>%1 (engine): book move %2, value %3 for %4 (picked from %n book moves)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>ProbCut Studio did not exit normally last time. Restore the game that was in progress (%n move(s))? You will play both colours, without a clock.</source>
        <translation>
            <numerusform>ProbCut Studio did not exit normally last time. Restore the game that was in progress (%n move)? You will play both colours, without a clock.</numerusform>
            <numerusform>ProbCut Studio did not exit normally last time. Restore the game that was in progress (%n moves)? You will play both colours, without a clock.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>probcut::ui::MoveListWidget</name>
    <message numerus="yes">
        <source>(+%n variation(s))</source>
        <translation>
            <numerusform>(+%n variation)</numerusform>
            <numerusform>(+%n variations)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>probcut::ui::RegressionPanel</name>
    <message numerus="yes">
        <source>(%n off the plot)</source>
        <translation>
            <numerusform>(%n off the plot)</numerusform>
            <numerusform>(%n off the plot)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Live, current search: %1 cuts at this stage, height and depth; %2 of %n verified cut(s) right</source>
        <translation>
            <numerusform>Live, current search: %1 cuts at this stage, height and depth; %2 of %n verified cut right</numerusform>
            <numerusform>Live, current search: %1 cuts at this stage, height and depth; %2 of %n verified cuts right</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Live, last search (stopped): %1 cuts at this stage, height and depth; %2 of %n verified cut(s) right</source>
        <translation>
            <numerusform>Live, last search (stopped): %1 cuts at this stage, height and depth; %2 of %n verified cut right</numerusform>
            <numerusform>Live, last search (stopped): %1 cuts at this stage, height and depth; %2 of %n verified cuts right</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>probcut::ui::SettingsDialog</name>
    <message numerus="yes">
        <source>Within %n disc(s) of the best</source>
        <translation>
            <numerusform>Within %n disc of the best</numerusform>
            <numerusform>Within %n discs of the best</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Threads the engine searches with (its moves, hints and analysis); this computer has %n hardware thread(s)</source>
        <translation>
            <numerusform>Threads the engine searches with (its moves, hints and analysis); this computer has %n hardware thread</numerusform>
            <numerusform>Threads the engine searches with (its moves, hints and analysis); this computer has %n hardware threads</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>probcut::ui::WthorDialog</name>
    <message numerus="yes">
        <source>%n game(s) played in %1.</source>
        <translation>
            <numerusform>%n game played in %1.</numerusform>
            <numerusform>%n games played in %1.</numerusform>
        </translation>
    </message>
</context>
</TS>
