<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
<context>
    <name>BoardEditorDialog</name>
    <message>
        <source>Edit Position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cycle: empty, black, white</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black disc</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White disc</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove disc</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black to move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White to move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear Board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start Position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Symmetry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rotate 90° clockwise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rotate 180°</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rotate 90° anticlockwise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mirror left–right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flip top–bottom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reflect in the a1–h8 diagonal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reflect in the h1–a8 diagonal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black %1, White %2, empty %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not playable yet: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Neither side can move: the game would be over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The side to move has no legal move and will pass.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This position cannot be played: %1. Fix it or cancel.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BoardWidget</name>
    <message>
        <source>Othello board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>exact</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>d%1</source>
        <comment>search depth</comment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EnginePlayer</name>
    <message>
        <source>The engine found no move (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The engine could not start thinking.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>The game is over on time. Start a new game with Ctrl+N.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The engine is thinking. Use Move Now (Space) to make it play at once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The engine chose an illegal move (%1); please report this.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GameText</name>
    <message>
        <source>transcript</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>board string</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OBF line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GGF game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The text is empty: paste a transcript (f5d6c3…), a 64-square board string, an OBF line or a GGF game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This looks like a GGF game, but it cannot be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This looks like an OBF line, but it cannot be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This looks like a board string, but it cannot be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This board string describes an impossible position: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not recognised: expected a transcript (f5d6c3…), a 64-square board string, an OBF line or a GGF game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This looks like a transcript, but it cannot be played: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>ProbCut Studio</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the players, clock and start position of a new game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a game (GGF, transcript) or a WTHOR database</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the game under a new name (GGF or transcript)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Copy Game as Transcript</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy the moves up to the current one, e.g. f5d6c3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy Game as &amp;GGF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy the game as a GGF record</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy &amp;Position as Board String</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy the position as 64 squares and the side to move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Paste Game or Position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paste a transcript, board string, OBF line or GGF game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo Move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take back the last move (your last move and the engine&apos;s answer)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo Move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play the move that was taken back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;First Position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go to the start of the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go back one move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Forward</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go forward one move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Last Position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go to the end of the line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Move Now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The engine plays its best move so far (or starts playing from here)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show &amp;Hints</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the engine&apos;s value of every legal move on the board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit Position…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place and remove discs, choose the side to move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Theme, language, board display</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quit ProbCut Studio</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About ProbCut Studio</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Transform Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rotate 90° clockwise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rotate 180°</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rotate 90° anticlockwise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mirror left–right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flip top–bottom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reflect in the a1–h8 diagonal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reflect in the h1–a8 diagonal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>to move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 discs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Human</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Engine · %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw %1–%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 wins %2–%3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 lost on time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Game over: neither side can move. By the usual rule the %n empty square(s) go to the winner: %1–%2.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Game over: neither side can move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game over: the board is full.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no legal move and passes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 to move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 to move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The engine waits while you look through the game: Move Now (Ctrl+M) makes it play from here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>exact</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>depth %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 M nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 k nodes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Engine: %1 (%2), %3
%4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Thinking… </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is over. Start a new game with Ctrl+N.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is already taken</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a legal move for %2: it must flip at least one disc</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copied the game as a transcript</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copied the game as GGF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copied the position as a board string</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot paste</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pasted a %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is too large (%2 MB) to be a game file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Othello games (*.ggf *.txt *.wtb);;GGF games (*.ggf);;Transcripts (*.txt);;WTHOR databases (*.wtb);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot save %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A transcript can only record a game from the initial position; save this game as GGF (.ggf) instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GGF game (*.ggf);;Transcript (*.txt)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No recent files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear Recent Files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restore Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>ProbCut Studio did not exit normally last time. Restore the game that was in progress (%n move(s))?</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Edited position set up. New Game can start an engine game from it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About ProbCut Studio</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h3&gt;ProbCut Studio %1&lt;/h3&gt;&lt;p&gt;An Othello program and study board built on Multi-ProbCut search, in the tradition of Michael Buro&apos;s LOGISTELLO.&lt;/p&gt;&lt;p&gt;Play against the engine at ten levels, study games with hints and variations, and open GGF, transcript and WTHOR files.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Built with Qt %1. Licensed under the terms in the LICENSE file.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MoveListWidget</name>
    <message>
        <source>Moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First position (Home)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back one move (Alt+Left)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forward one move (Alt+Right)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last position (End)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1. pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>(+%n variation(s))</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Right-click to switch to another variation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Variations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (this line)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Beginner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Novice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Casual</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Club</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Intermediate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Advanced</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Strong</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expert</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Master</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Maximum</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unlimited depth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>depth %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2: %3, exact from %4 empties, selectivity %5 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game clock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+ </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> s per move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start from</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The initial position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The position on the board (pasted or edited)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A random balanced opening</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Human</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Engine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Level %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>System default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Preferences</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Normal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mark legal moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show coordinates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mark the last move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the discs a move would flip when hovering over it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sounds (system beep on the engine&apos;s move; no sound files are shipped)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Theme:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A new language takes effect the next time ProbCut Studio starts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Disc animation:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint strength:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WthorDialog</name>
    <message>
        <source>Choose a Game — %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter by player or tournament</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>#</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tournament</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) played in %1.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Othello program and study board built on Multi-ProbCut search.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A game file to open (not supported yet).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opening game files is not supported yet: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>probcut::ui::Theme</name>
    <message>
        <source>Light (green felt)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
