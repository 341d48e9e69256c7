<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
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
        <source>ProbCut Studio did not exit normally last time. Restore the game that was in progress (%n move(s))?</source>
        <translation>
            <numerusform>ProbCut Studio did not exit normally last time. Restore the game that was in progress (%n move)?</numerusform>
            <numerusform>ProbCut Studio did not exit normally last time. Restore the game that was in progress (%n moves)?</numerusform>
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
