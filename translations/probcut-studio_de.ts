<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>main</name>
    <message>
        <source>Othello program and study board built on Multi-ProbCut search.</source>
        <translation>Othello-Programm und Analysebrett auf Basis der Multi-ProbCut-Suche.</translation>
    </message>
    <message>
        <source>Use this language (en, fr, de, ja) instead of the saved setting.</source>
        <translation>Diese Sprache (en, fr, de, ja) statt der gespeicherten Einstellung verwenden.</translation>
    </message>
    <message>
        <source>A game to open: GGF, transcript (.txt) or WTHOR (.wtb).</source>
        <translation>Eine zu öffnende Partie: GGF, Zugfolge (.txt) oder WTHOR (.wtb).</translation>
    </message>
</context>
<context>
    <name>probcut::ui::BoardEditorDialog</name>
    <message>
        <source>Edit Position</source>
        <translation>Stellung bearbeiten</translation>
    </message>
    <message>
        <source>Cycle: empty, black, white</source>
        <translation>Wechsel: leer, Schwarz, Weiß</translation>
    </message>
    <message>
        <source>Black disc</source>
        <translation>Schwarzer Stein</translation>
    </message>
    <message>
        <source>White disc</source>
        <translation>Weißer Stein</translation>
    </message>
    <message>
        <source>Remove disc</source>
        <translation>Stein entfernen</translation>
    </message>
    <message>
        <source>Black to move</source>
        <translation>Schwarz am Zug</translation>
    </message>
    <message>
        <source>White to move</source>
        <translation>Weiß am Zug</translation>
    </message>
    <message>
        <source>Clear Board</source>
        <translation>Brett leeren</translation>
    </message>
    <message>
        <source>Start Position</source>
        <translation>Anfangsstellung</translation>
    </message>
    <message>
        <source>Symmetry</source>
        <translation>Symmetrie</translation>
    </message>
    <message>
        <source>Rotate 90° clockwise</source>
        <translation>90° im Uhrzeigersinn drehen</translation>
    </message>
    <message>
        <source>Rotate 180°</source>
        <translation>Um 180° drehen</translation>
    </message>
    <message>
        <source>Rotate 90° anticlockwise</source>
        <translation>90° gegen den Uhrzeigersinn drehen</translation>
    </message>
    <message>
        <source>Mirror left–right</source>
        <translation>Links–rechts spiegeln</translation>
    </message>
    <message>
        <source>Flip top–bottom</source>
        <translation>Oben–unten spiegeln</translation>
    </message>
    <message>
        <source>Reflect in the a1–h8 diagonal</source>
        <translation>An der Diagonale a1–h8 spiegeln</translation>
    </message>
    <message>
        <source>Reflect in the h1–a8 diagonal</source>
        <translation>An der Diagonale h1–a8 spiegeln</translation>
    </message>
    <message>
        <source>Black %1, White %2, empty %3.</source>
        <translation>Schwarz %1, Weiß %2, leer %3.</translation>
    </message>
    <message>
        <source>Not playable yet: %1.</source>
        <translation>Noch nicht spielbar: %1.</translation>
    </message>
    <message>
        <source>Neither side can move: the game would be over.</source>
        <translation>Keine Seite kann ziehen: Die Partie wäre beendet.</translation>
    </message>
    <message>
        <source>The side to move has no legal move and will pass.</source>
        <translation>Die Seite am Zug hat keinen legalen Zug und muss passen.</translation>
    </message>
    <message>
        <source>This position cannot be played: %1. Fix it or cancel.</source>
        <translation>Diese Stellung ist nicht spielbar: %1. Bitte korrigieren oder abbrechen.</translation>
    </message>
</context>
<context>
    <name>probcut::ui::BoardWidget</name>
    <message>
        <source>Othello board</source>
        <translation>Othello-Brett</translation>
    </message>
    <message>
        <source>exact</source>
        <translation>exakt</translation>
    </message>
    <message>
        <source>d%1</source>
        <comment>search depth</comment>
        <translation>T%1</translation>
    </message>
</context>
<context>
    <name>probcut::ui::EnginePlayer</name>
    <message>
        <source>The engine found no move (%1).</source>
        <translation>Die Engine hat keinen Zug gefunden (%1).</translation>
    </message>
    <message>
        <source>The engine could not start thinking.</source>
        <translation>Die Engine konnte nicht mit dem Rechnen beginnen.</translation>
    </message>
</context>
<context>
    <name>probcut::ui::GameController</name>
    <message>
        <source>The game is over on time. Start a new game with Ctrl+N.</source>
        <translation>Die Partie ist durch Zeitüberschreitung beendet. Neue Partie mit Strg+N.</translation>
    </message>
    <message>
        <source>The engine chose an illegal move (%1); please report this.</source>
        <translation>Die Engine hat einen illegalen Zug gewählt (%1); bitte melden Sie das.</translation>
    </message>
    <message>
        <source>The engine is thinking. Use Move Now (Ctrl+M) to make it play at once.</source>
        <translation>Die Engine rechnet. „Jetzt ziehen“ (Strg+M) lässt sie sofort ziehen.</translation>
    </message>
</context>
<context>
    <name>probcut::ui::GameText</name>
    <message>
        <source>transcript</source>
        <translation>Zugfolge</translation>
    </message>
    <message>
        <source>board string</source>
        <translation>Brett-Zeichenkette</translation>
    </message>
    <message>
        <source>OBF line</source>
        <translation>OBF-Zeile</translation>
    </message>
    <message>
        <source>GGF game</source>
        <translation>GGF-Partie</translation>
    </message>
    <message>
        <source>The text is empty: paste a transcript (f5d6c3…), a 64-square board string, an OBF line or a GGF game.</source>
        <translation>Der Text ist leer: Fügen Sie eine Zugfolge (f5d6c3…), eine Brett-Zeichenkette mit 64 Feldern, eine OBF-Zeile oder eine GGF-Partie ein.</translation>
    </message>
    <message>
        <source>This looks like a GGF game, but it cannot be read: %1</source>
        <translation>Das sieht nach einer GGF-Partie aus, ist aber nicht lesbar: %1</translation>
    </message>
    <message>
        <source>This looks like an OBF line, but it cannot be read: %1</source>
        <translation>Das sieht nach einer OBF-Zeile aus, ist aber nicht lesbar: %1</translation>
    </message>
    <message>
        <source>This looks like a board string, but it cannot be read: %1</source>
        <translation>Das sieht nach einer Brett-Zeichenkette aus, ist aber nicht lesbar: %1</translation>
    </message>
    <message>
        <source>This board string describes an impossible position: %1</source>
        <translation>Diese Brett-Zeichenkette beschreibt eine unmögliche Stellung: %1</translation>
    </message>
    <message>
        <source>Not recognised: expected a transcript (f5d6c3…), a 64-square board string, an OBF line or a GGF game.</source>
        <translation>Nicht erkannt: erwartet wird eine Zugfolge (f5d6c3…), eine Brett-Zeichenkette mit 64 Feldern, eine OBF-Zeile oder eine GGF-Partie.</translation>
    </message>
    <message>
        <source>This looks like a transcript, but it cannot be played: %1</source>
        <translation>Das sieht nach einer Zugfolge aus, lässt sich aber nicht nachspielen: %1</translation>
    </message>
</context>
<context>
    <name>probcut::ui::MainWindow</name>
    <message>
        <source>ProbCut Studio</source>
        <translation>ProbCut Studio</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation>&amp;Neue Partie…</translation>
    </message>
    <message>
        <source>Choose the players, clock and start position of a new game</source>
        <translation>Spieler, Uhr und Anfangsstellung einer neuen Partie wählen</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>Open a game (GGF, transcript) or a WTHOR database</source>
        <translation>Eine Partie (GGF, Zugfolge) oder eine WTHOR-Datenbank öffnen</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Die Partie speichern</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <source>Save the game under a new name (GGF or transcript)</source>
        <translation>Die Partie unter neuem Namen speichern (GGF oder Zugfolge)</translation>
    </message>
    <message>
        <source>&amp;Copy Game as Transcript</source>
        <translation>Partie als Zugfolge &amp;kopieren</translation>
    </message>
    <message>
        <source>Copy the moves up to the current one, e.g. f5d6c3</source>
        <translation>Die Züge bis zum aktuellen kopieren, z. B. f5d6c3</translation>
    </message>
    <message>
        <source>Copy Game as &amp;GGF</source>
        <translation>Partie als &amp;GGF kopieren</translation>
    </message>
    <message>
        <source>Copy the game as a GGF record</source>
        <translation>Die Partie im GGF-Format kopieren</translation>
    </message>
    <message>
        <source>Copy &amp;Position as Board String</source>
        <translation>&amp;Stellung als Brett-Zeichenkette kopieren</translation>
    </message>
    <message>
        <source>Copy the position as 64 squares and the side to move</source>
        <translation>Die Stellung als 64 Felder und Seite am Zug kopieren</translation>
    </message>
    <message>
        <source>&amp;Paste Game or Position</source>
        <translation>Partie oder Stellung &amp;einfügen</translation>
    </message>
    <message>
        <source>Paste a transcript, board string, OBF line or GGF game</source>
        <translation>Eine Zugfolge, Brett-Zeichenkette, OBF-Zeile oder GGF-Partie einfügen</translation>
    </message>
    <message>
        <source>&amp;Undo Move</source>
        <translation>Zug &amp;zurücknehmen</translation>
    </message>
    <message>
        <source>Take back the last move (your last move and the engine&apos;s answer)</source>
        <translation>Den letzten Zug zurücknehmen (Ihren letzten Zug und die Antwort der Engine)</translation>
    </message>
    <message>
        <source>&amp;Redo Move</source>
        <translation>Zug &amp;wiederholen</translation>
    </message>
    <message>
        <source>Play the move that was taken back</source>
        <translation>Den zurückgenommenen Zug erneut spielen</translation>
    </message>
    <message>
        <source>&amp;First Position</source>
        <translation>&amp;Erste Stellung</translation>
    </message>
    <message>
        <source>Go to the start of the game</source>
        <translation>Zum Anfang der Partie</translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation>&amp;Zurück</translation>
    </message>
    <message>
        <source>Go back one move</source>
        <translation>Einen Zug zurück</translation>
    </message>
    <message>
        <source>&amp;Forward</source>
        <translation>&amp;Vor</translation>
    </message>
    <message>
        <source>Go forward one move</source>
        <translation>Einen Zug vor</translation>
    </message>
    <message>
        <source>&amp;Last Position</source>
        <translation>&amp;Letzte Stellung</translation>
    </message>
    <message>
        <source>Go to the end of the line</source>
        <translation>Zum Ende der Variante</translation>
    </message>
    <message>
        <source>&amp;Move Now</source>
        <translation>&amp;Jetzt ziehen</translation>
    </message>
    <message>
        <source>The engine plays its best move so far (or starts playing from here)</source>
        <translation>Die Engine spielt ihren bisher besten Zug (oder beginnt von hier an zu spielen)</translation>
    </message>
    <message>
        <source>Show &amp;Hints</source>
        <translation>&amp;Hinweise anzeigen</translation>
    </message>
    <message>
        <source>Show the engine&apos;s value of every legal move on the board</source>
        <translation>Die Bewertung der Engine für jeden legalen Zug auf dem Brett anzeigen</translation>
    </message>
    <message>
        <source>&amp;Edit Position…</source>
        <translation>Stellung &amp;bearbeiten…</translation>
    </message>
    <message>
        <source>Place and remove discs, choose the side to move</source>
        <translation>Steine setzen und entfernen, Seite am Zug wählen</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Einstellungen…</translation>
    </message>
    <message>
        <source>Theme, language, board display</source>
        <translation>Design, Sprache, Brettanzeige</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>Quit ProbCut Studio</source>
        <translation>ProbCut Studio beenden</translation>
    </message>
    <message>
        <source>&amp;About ProbCut Studio</source>
        <translation>Ü&amp;ber ProbCut Studio</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>&amp;Moves</source>
        <translation>&amp;Züge</translation>
    </message>
    <message>
        <source>&amp;Position</source>
        <translation>&amp;Stellung</translation>
    </message>
    <message>
        <source>&amp;Transform Game</source>
        <translation>Partie &amp;transformieren</translation>
    </message>
    <message>
        <source>Rotate 90° clockwise</source>
        <translation>90° im Uhrzeigersinn drehen</translation>
    </message>
    <message>
        <source>Rotate 180°</source>
        <translation>Um 180° drehen</translation>
    </message>
    <message>
        <source>Rotate 90° anticlockwise</source>
        <translation>90° gegen den Uhrzeigersinn drehen</translation>
    </message>
    <message>
        <source>Mirror left–right</source>
        <translation>Links–rechts spiegeln</translation>
    </message>
    <message>
        <source>Flip top–bottom</source>
        <translation>Oben–unten spiegeln</translation>
    </message>
    <message>
        <source>Reflect in the a1–h8 diagonal</source>
        <translation>An der Diagonale a1–h8 spiegeln</translation>
    </message>
    <message>
        <source>Reflect in the h1–a8 diagonal</source>
        <translation>An der Diagonale h1–a8 spiegeln</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>to move</source>
        <translation>am Zug</translation>
    </message>
    <message>
        <source>%1 discs</source>
        <translation>%1 Steine</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>Neue Partie</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Mensch</translation>
    </message>
    <message>
        <source>Engine · %1</source>
        <translation>Engine · %1</translation>
    </message>
    <message>
        <source>Draw %1–%2</source>
        <translation>Remis %1–%2</translation>
    </message>
    <message>
        <source>%1 wins %2–%3</source>
        <translation>%1 gewinnt %2–%3</translation>
    </message>
    <message>
        <source>%1 lost on time</source>
        <translation>%1 hat auf Zeit verloren</translation>
    </message>
    <message>
        <source>%1 wins.</source>
        <translation>%1 gewinnt.</translation>
    </message>
    <message numerus="yes">
        <source>Game over: neither side can move. By the usual rule the %n empty square(s) go to the winner: %1–%2.</source>
        <translation>
            <numerusform>Partie beendet: Keine Seite kann ziehen. Nach der üblichen Regel geht das leere Feld an den Sieger: %1–%2.</numerusform>
            <numerusform>Partie beendet: Keine Seite kann ziehen. Nach der üblichen Regel gehen die %n leeren Felder an den Sieger: %1–%2.</numerusform>
        </translation>
    </message>
    <message>
        <source>Game over: neither side can move.</source>
        <translation>Partie beendet: Keine Seite kann ziehen.</translation>
    </message>
    <message>
        <source>Game over: the board is full.</source>
        <translation>Partie beendet: Das Brett ist voll.</translation>
    </message>
    <message>
        <source>%1 has no legal move and passes</source>
        <translation>%1 hat keinen legalen Zug und muss passen</translation>
    </message>
    <message>
        <source>%1 to move.</source>
        <translation>%1 am Zug.</translation>
    </message>
    <message>
        <source>%1 to move</source>
        <translation>%1 am Zug</translation>
    </message>
    <message>
        <source>Move %1</source>
        <translation>Zug %1</translation>
    </message>
    <message>
        <source>The engine waits while you look through the game: Move Now (Ctrl+M) makes it play from here.</source>
        <translation>Die Engine wartet, während Sie die Partie durchsehen: „Jetzt ziehen“ (Strg+M) lässt sie von hier an spielen.</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>passen</translation>
    </message>
    <message>
        <source>exact</source>
        <translation>exakt</translation>
    </message>
    <message>
        <source>depth %1</source>
        <translation>Tiefe %1</translation>
    </message>
    <message>
        <source>%1 M nodes</source>
        <translation>%1 Mio. Knoten</translation>
    </message>
    <message>
        <source>%1 k nodes</source>
        <translation>%1 Tsd. Knoten</translation>
    </message>
    <message>
        <source>Thinking… </source>
        <translation>Rechnet… </translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>Rechnet…</translation>
    </message>
    <message>
        <source>The game is over. Start a new game with Ctrl+N.</source>
        <translation>Die Partie ist beendet. Neue Partie mit Strg+N.</translation>
    </message>
    <message>
        <source>%1 is already taken</source>
        <translation>%1 ist bereits besetzt</translation>
    </message>
    <message>
        <source>%1 is not a legal move for %2: it must flip at least one disc</source>
        <translation>%1 ist kein legaler Zug für %2: Er muss mindestens einen Stein umdrehen</translation>
    </message>
    <message>
        <source>Copied the game as a transcript</source>
        <translation>Partie als Zugfolge kopiert</translation>
    </message>
    <message>
        <source>Copied the game as GGF</source>
        <translation>Partie als GGF kopiert</translation>
    </message>
    <message>
        <source>Copied the position as a board string</source>
        <translation>Stellung als Brett-Zeichenkette kopiert</translation>
    </message>
    <message>
        <source>Cannot paste</source>
        <translation>Einfügen nicht möglich</translation>
    </message>
    <message>
        <source>Pasted a %1</source>
        <translation>Eingefügt: %1</translation>
    </message>
    <message>
        <source>Cannot open %1</source>
        <translation>%1 kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 is too large (%2 MB) to be a game file.</source>
        <translation>%1 ist zu groß (%2 MB) für eine Partiedatei.</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>%1 geöffnet</translation>
    </message>
    <message>
        <source>Open Game</source>
        <translation>Partie öffnen</translation>
    </message>
    <message>
        <source>Othello games (*.ggf *.txt *.wtb);;GGF games (*.ggf);;Transcripts (*.txt);;WTHOR databases (*.wtb);;All files (*)</source>
        <translation>Othello-Partien (*.ggf *.txt *.wtb);;GGF-Partien (*.ggf);;Zugfolgen (*.txt);;WTHOR-Datenbanken (*.wtb);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Cannot save %1</source>
        <translation>%1 kann nicht gespeichert werden</translation>
    </message>
    <message>
        <source>A transcript can only record a game from the initial position; save this game as GGF (.ggf) instead.</source>
        <translation>Eine Zugfolge kann nur Partien aus der Anfangsstellung aufzeichnen; speichern Sie diese Partie stattdessen als GGF (.ggf).</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <source>Save Game</source>
        <translation>Partie speichern</translation>
    </message>
    <message>
        <source>GGF game (*.ggf);;Transcript (*.txt)</source>
        <translation>GGF-Partie (*.ggf);;Zugfolge (*.txt)</translation>
    </message>
    <message>
        <source>No recent files</source>
        <translation>Keine zuletzt geöffneten Dateien</translation>
    </message>
    <message>
        <source>Clear Recent Files</source>
        <translation>Liste leeren</translation>
    </message>
    <message>
        <source>Restore Game</source>
        <translation>Partie wiederherstellen</translation>
    </message>
    <message numerus="yes">
        <source>ProbCut Studio did not exit normally last time. Restore the game that was in progress (%n move(s))?</source>
        <translation>
            <numerusform>ProbCut Studio wurde beim letzten Mal nicht normal beendet. Die laufende Partie (%n Zug) wiederherstellen?</numerusform>
            <numerusform>ProbCut Studio wurde beim letzten Mal nicht normal beendet. Die laufende Partie (%n Züge) wiederherstellen?</numerusform>
        </translation>
    </message>
    <message>
        <source>Edited position set up. New Game can start an engine game from it.</source>
        <translation>Bearbeitete Stellung übernommen. „Neue Partie“ kann von hier eine Partie gegen die Engine starten.</translation>
    </message>
    <message>
        <source>About ProbCut Studio</source>
        <translation>Über ProbCut Studio</translation>
    </message>
    <message>
        <source>&lt;h3&gt;ProbCut Studio %1&lt;/h3&gt;&lt;p&gt;An Othello program and study board built on Multi-ProbCut search, in the tradition of Michael Buro&apos;s LOGISTELLO.&lt;/p&gt;&lt;p&gt;Play against the engine at ten levels, study games with hints and variations, and open GGF, transcript and WTHOR files.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;ProbCut Studio %1&lt;/h3&gt;&lt;p&gt;Ein Othello-Programm und Analysebrett auf Basis der Multi-ProbCut-Suche, in der Tradition von Michael Buros LOGISTELLO.&lt;/p&gt;&lt;p&gt;Spielen Sie gegen die Engine in zehn Stufen, analysieren Sie Partien mit Hinweisen und Varianten und öffnen Sie GGF-, Zugfolge- und WTHOR-Dateien.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Built with Qt %1. Licensed under the terms in the LICENSE file.</source>
        <translation>Erstellt mit Qt %1. Lizenziert gemäß der Datei LICENSE.</translation>
    </message>
    <message>
        <source>%1 (engine): %2 (%3), %4
%5</source>
        <translation>%1 (Engine): %2 (%3), %4
%5</translation>
    </message>
    <message>
        <source>%1 nodes</source>
        <translation>%1 Knoten</translation>
    </message>
    <message>
        <source>Back to the Pre&amp;vious Game</source>
        <translation>Zurück zur &amp;vorherigen Partie</translation>
    </message>
    <message>
        <source>Bring back the game that the last new game, paste or open replaced</source>
        <translation>Die Partie zurückholen, die durch die letzte neue Partie, das letzte Einfügen oder Öffnen ersetzt wurde</translation>
    </message>
    <message>
        <source>Back to the previous game; the one you left can be brought back the same way.</source>
        <translation>Zurück zur vorherigen Partie; die verlassene lässt sich auf demselben Weg zurückholen.</translation>
    </message>
    <message>
        <source>Trained evaluation unavailable (%1); the engine plays with its simple evaluation.</source>
        <translation>Trainierte Bewertung nicht verfügbar (%1); die Engine spielt mit ihrer einfachen Bewertung.</translation>
    </message>
</context>
<context>
    <name>probcut::ui::MoveListWidget</name>
    <message>
        <source>Moves</source>
        <translation>Züge</translation>
    </message>
    <message>
        <source>First position (Home)</source>
        <translation>Erste Stellung (Pos1)</translation>
    </message>
    <message>
        <source>Back one move (Alt+Left)</source>
        <translation>Einen Zug zurück (Alt+Links)</translation>
    </message>
    <message>
        <source>Forward one move (Alt+Right)</source>
        <translation>Einen Zug vor (Alt+Rechts)</translation>
    </message>
    <message>
        <source>Last position (End)</source>
        <translation>Letzte Stellung (Ende)</translation>
    </message>
    <message>
        <source>%1. pass</source>
        <translation>%1. passen</translation>
    </message>
    <message numerus="yes">
        <source>(+%n variation(s))</source>
        <translation>
            <numerusform>(+%n Variante)</numerusform>
            <numerusform>(+%n Varianten)</numerusform>
        </translation>
    </message>
    <message>
        <source>Right-click to switch to another variation</source>
        <translation>Rechtsklick, um zu einer anderen Variante zu wechseln</translation>
    </message>
    <message>
        <source>Variations</source>
        <translation>Varianten</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>passen</translation>
    </message>
    <message>
        <source>%1 (this line)</source>
        <translation>%1 (diese Variante)</translation>
    </message>
</context>
<context>
    <name>probcut::ui::NewGameDialog</name>
    <message>
        <source>Beginner</source>
        <translation>Anfänger</translation>
    </message>
    <message>
        <source>Novice</source>
        <translation>Einsteiger</translation>
    </message>
    <message>
        <source>Casual</source>
        <translation>Gelegenheitsspieler</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>Verein</translation>
    </message>
    <message>
        <source>Intermediate</source>
        <translation>Fortgeschritten</translation>
    </message>
    <message>
        <source>Advanced</source>
        <translation>Erfahren</translation>
    </message>
    <message>
        <source>Strong</source>
        <translation>Stark</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Experte</translation>
    </message>
    <message>
        <source>Master</source>
        <translation>Meister</translation>
    </message>
    <message>
        <source>Maximum</source>
        <translation>Maximum</translation>
    </message>
    <message>
        <source>unlimited depth</source>
        <translation>unbegrenzte Tiefe</translation>
    </message>
    <message>
        <source>depth %1</source>
        <translation>Tiefe %1</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>Neue Partie</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Black:</source>
        <translation>Schwarz:</translation>
    </message>
    <message>
        <source>White:</source>
        <translation>Weiß:</translation>
    </message>
    <message>
        <source>Clock</source>
        <translation>Uhr</translation>
    </message>
    <message>
        <source>Game clock</source>
        <translation>Schachuhr</translation>
    </message>
    <message>
        <source> min</source>
        <translation> Min.</translation>
    </message>
    <message>
        <source>+ </source>
        <translation>+ </translation>
    </message>
    <message>
        <source> s per move</source>
        <translation> s pro Zug</translation>
    </message>
    <message>
        <source>Start from</source>
        <translation>Beginnen mit</translation>
    </message>
    <message>
        <source>The initial position</source>
        <translation>Der Anfangsstellung</translation>
    </message>
    <message>
        <source>The position on the board (pasted or edited)</source>
        <translation>Der Stellung auf dem Brett (eingefügt oder bearbeitet)</translation>
    </message>
    <message>
        <source>A random balanced opening</source>
        <translation>Einer zufälligen ausgeglichenen Eröffnung</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Starten</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Mensch</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>Engine</translation>
    </message>
    <message>
        <source>Level %1: %2</source>
        <translation>Stufe %1: %2</translation>
    </message>
    <message>
        <source>Level %1 (%2): %3, exact from %4 empties, selectivity %5 %</source>
        <translation>Stufe %1 (%2): %3, exakt ab %4 leeren Feldern, Selektivität %5 %</translation>
    </message>
</context>
<context>
    <name>probcut::ui::SettingsDialog</name>
    <message>
        <source>System default</source>
        <translation>Systemsprache</translation>
    </message>
    <message>
        <source>Preferences</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Aus</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Langsam</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Schnell</translation>
    </message>
    <message>
        <source>Mark legal moves</source>
        <translation>Legale Züge markieren</translation>
    </message>
    <message>
        <source>Show coordinates</source>
        <translation>Koordinaten anzeigen</translation>
    </message>
    <message>
        <source>Mark the last move</source>
        <translation>Letzten Zug markieren</translation>
    </message>
    <message>
        <source>Show the discs a move would flip when hovering over it</source>
        <translation>Beim Überfahren die Steine zeigen, die ein Zug umdrehen würde</translation>
    </message>
    <message>
        <source>Sounds (system beep on the engine&apos;s move; no sound files are shipped)</source>
        <translation>Töne (Systemton beim Zug der Engine; es werden keine Tondateien mitgeliefert)</translation>
    </message>
    <message>
        <source>Theme:</source>
        <translation>Design:</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>Sprache:</translation>
    </message>
    <message>
        <source>Disc animation:</source>
        <translation>Stein-Animation:</translation>
    </message>
    <message>
        <source>Hint strength:</source>
        <translation>Stärke der Hinweise:</translation>
    </message>
</context>
<context>
    <name>probcut::ui::Theme</name>
    <message>
        <source>Light (green felt)</source>
        <translation>Hell (grüner Filz)</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Dunkel</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Hoher Kontrast</translation>
    </message>
</context>
<context>
    <name>probcut::ui::WthorDialog</name>
    <message>
        <source>Choose a Game — %1</source>
        <translation>Partie auswählen — %1</translation>
    </message>
    <message>
        <source>Filter by player or tournament</source>
        <translation>Nach Spieler oder Turnier filtern</translation>
    </message>
    <message>
        <source>#</source>
        <translation>Nr.</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Tournament</source>
        <translation>Turnier</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) played in %1.</source>
        <translation>
            <numerusform>%n Partie aus dem Jahr %1.</numerusform>
            <numerusform>%n Partien aus dem Jahr %1.</numerusform>
        </translation>
    </message>
</context>
</TS>
