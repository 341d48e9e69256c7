<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>BookStore</name>
    <message>
        <source>%1 does not exist</source>
        <translation>%1 existiert nicht</translation>
    </message>
</context>
<context>
    <name>PointOfView</name>
    <message>
        <source>for Black</source>
        <translation>für Schwarz</translation>
    </message>
    <message>
        <source>for the side to move (%1)</source>
        <translation>für die Seite am Zug (%1)</translation>
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
        <source>Black (+ is good for Black)</source>
        <translation>Schwarz (+ ist gut für Schwarz)</translation>
    </message>
    <message>
        <source>The side to move (+ is good for the player to move)</source>
        <translation>Die Seite am Zug (+ ist gut für den Spieler am Zug)</translation>
    </message>
</context>
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
    <name>probcut::ui::AllMovesModel</name>
    <message>
        <source>exact</source>
        <translation>exakt</translation>
    </message>
    <message>
        <source>depth %1 @ %2%</source>
        <comment>search depth and confidence</comment>
        <translation>Tiefe %1 bei %2 %</translation>
    </message>
    <message>
        <source>depth %1</source>
        <translation>Tiefe %1</translation>
    </message>
    <message>
        <source>The exact final disc difference with best play after this move</source>
        <translation>Die exakte Steindifferenz am Ende bei bestem Spiel nach diesem Zug</translation>
    </message>
    <message>
        <source>The mean of this move&apos;s two deepest searches, in discs</source>
        <translation>Der Mittelwert der zwei tiefsten Suchen dieses Zuges, in Steinen</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Zug</translation>
    </message>
    <message>
        <source>Found by</source>
        <translation>Ermittelt durch</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Variante</translation>
    </message>
    <message>
        <source>Value (%1)</source>
        <translation>Wert (%1)</translation>
    </message>
</context>
<context>
    <name>probcut::ui::AllMovesPanel</name>
    <message>
        <source>Analyse A&amp;ll Moves</source>
        <translation>A&amp;lle Züge analysieren</translation>
    </message>
    <message>
        <source>Value every legal move at once, deepening until stopped or every value is exact</source>
        <translation>Alle legalen Züge zugleich bewerten und vertiefen, bis angehalten wird oder jeder Wert exakt ist</translation>
    </message>
    <message>
        <source>Analyse every legal move (Ctrl+Shift+M)</source>
        <translation>Jeden legalen Zug analysieren (Strg+Umschalt+M)</translation>
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
        <source>Starting…</source>
        <translation>Wird gestartet…</translation>
    </message>
    <message>
        <source>Not analysing. Turn on Analyse All Moves to value every move.</source>
        <translation>Keine Analyse. Schalten Sie „Alle Züge analysieren“ ein, um jeden Zug zu bewerten.</translation>
    </message>
    <message>
        <source>No legal move: %1 must pass.</source>
        <translation>Kein legaler Zug: %1 muss passen.</translation>
    </message>
    <message>
        <source>Every move is exact.</source>
        <translation>Jeder Zug ist exakt.</translation>
    </message>
    <message>
        <source>Deepening: every move searched to depth %1; %2 of %3 exact…</source>
        <translation>Vertiefung: jeder Zug bis Tiefe %1 gesucht; %2 von %3 exakt…</translation>
    </message>
    <message>
        <source>Stopped: every move searched to depth %1; %2 of %3 exact.</source>
        <translation>Angehalten: jeder Zug bis Tiefe %1 gesucht; %2 von %3 exakt.</translation>
    </message>
    <message>
        <source>Values in discs %1 (+ is good for %2). A selective value is the mean of the move&apos;s two deepest searches, as odd and even depths favour different sides.</source>
        <translation>Werte in Steinen %1 (+ ist gut für %2). Ein selektiver Wert ist der Mittelwert der zwei tiefsten Suchen des Zuges, da gerade und ungerade Tiefen verschiedene Seiten begünstigen.</translation>
    </message>
</context>
<context>
    <name>probcut::ui::AnalysisPanels</name>
    <message>
        <source>&amp;Analyse Position</source>
        <translation>Stellung &amp;analysieren</translation>
    </message>
    <message>
        <source>Let the engine analyse the position on the board without limit; it follows the position as you move or navigate</source>
        <translation>Die Engine analysiert die Stellung auf dem Brett ohne Begrenzung; sie folgt der Stellung, wenn Sie ziehen oder in der Partie navigieren</translation>
    </message>
    <message>
        <source>Analyse the position on the board without limit (Ctrl+Shift+A)</source>
        <translation>Die Stellung auf dem Brett ohne Begrenzung analysieren (Strg+Umschalt+A)</translation>
    </message>
    <message>
        <source>Principal Variation</source>
        <translation>Hauptvariante</translation>
    </message>
    <message>
        <source>Evaluation Graph</source>
        <translation>Bewertungsverlauf</translation>
    </message>
    <message>
        <source>Analyse &amp;Game</source>
        <translation>&amp;Partie analysieren</translation>
    </message>
    <message>
        <source>Value every position of the game in the background and mark the moves that lost discs</source>
        <translation>Jede Stellung der Partie im Hintergrund bewerten und die Züge markieren, die Steine gekostet haben</translation>
    </message>
    <message>
        <source>All Moves</source>
        <translation>Alle Züge</translation>
    </message>
    <message>
        <source>Game Review</source>
        <translation>Partieanalyse</translation>
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
    <name>probcut::ui::BookMovesModel</name>
    <message>
        <source>exact</source>
        <translation>exakt</translation>
    </message>
    <message>
        <source>searched</source>
        <translation>berechnet</translation>
    </message>
    <message>
        <source>game results</source>
        <translation>Partieergebnisse</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>Exact: the position was solved to the end of the game.</source>
        <translation>Exakt: Die Stellung wurde bis zum Ende der Partie gelöst.</translation>
    </message>
    <message>
        <source>Searched: the value comes from engine searches at the ends of the book&apos;s lines.</source>
        <translation>Berechnet: Der Wert stammt aus Engine-Suchen an den Enden der Buchvarianten.</translation>
    </message>
    <message>
        <source>Game results: the average result of the games that reached it (not searched yet).</source>
        <translation>Partieergebnisse: das durchschnittliche Ergebnis der Partien, die diese Stellung erreicht haben (noch nicht berechnet).</translation>
    </message>
    <message>
        <source>No value is known yet.</source>
        <translation>Noch kein Wert bekannt.</translation>
    </message>
    <message>
        <source>the side to move</source>
        <translation>die Seite am Zug</translation>
    </message>
    <message>
        <source>The move. &quot;not in book&quot; marks the deviation: the best move the book has no games for, found by a search. Double-click a move to play it.</source>
        <translation>Der Zug. „nicht im Buch“ kennzeichnet die Abweichung: den besten Zug, zu dem das Buch keine Partien hat, gefunden durch eine Suche. Doppelklicken Sie auf einen Zug, um ihn zu spielen.</translation>
    </message>
    <message>
        <source>What the move is worth for %1, in discs at the end of the game, assuming best play along the book&apos;s lines (negamax). Positive is good for %1.</source>
        <translation>Was der Zug für %1 wert ist, in Steinen am Partieende, bei bestem Spiel entlang der Buchvarianten (Negamax). Positiv ist gut für %1.</translation>
    </message>
    <message>
        <source>How many games in the book&apos;s sources played this move.</source>
        <translation>Wie viele Partien in den Quellen des Buchs diesen Zug gespielt haben.</translation>
    </message>
    <message>
        <source>Of those games: how many %1 won, drew and lost (W/D/L).</source>
        <translation>Von diesen Partien: wie viele %1 gewonnen, unentschieden gespielt und verloren hat (S/U/N).</translation>
    </message>
    <message>
        <source>How many different book positions can be reached after this move, this move&apos;s position included: the size of the book&apos;s knowledge there.</source>
        <translation>Wie viele verschiedene Buchstellungen nach diesem Zug erreichbar sind, die Stellung nach diesem Zug eingeschlossen: der Umfang des Buchwissens an dieser Stelle.</translation>
    </message>
    <message>
        <source>The length in moves of the longest book line that starts with this move.</source>
        <translation>Die Länge der längsten Buchvariante, die mit diesem Zug beginnt, in Zügen.</translation>
    </message>
    <message>
        <source>Where the value comes from: exact (solved to the end), searched (engine searches at the ends of the lines), or game results (average of the games).</source>
        <translation>Woher der Wert stammt: exakt (bis zum Ende gelöst), berechnet (Engine-Suchen an den Enden der Varianten) oder Partieergebnisse (Durchschnitt der Partien).</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>passen</translation>
    </message>
    <message>
        <source>%1 (not in book)</source>
        <translation>%1 (nicht im Buch)</translation>
    </message>
    <message>
        <source>%1, depth %2</source>
        <translation>%1, Tiefe %2</translation>
    </message>
    <message>
        <source>%1 won %2, drew %3 and lost %4 of these %5 games.</source>
        <translation>%1 hat von diesen %5 Partien %2 gewonnen, %3 unentschieden gespielt und %4 verloren.</translation>
    </message>
    <message>
        <source>The side to move</source>
        <translation>Die Seite am Zug</translation>
    </message>
    <message>
        <source>This move is not in the book: it is the best alternative the book&apos;s search found (depth %1). Playing it leaves the book.</source>
        <translation>Dieser Zug steht nicht im Buch: Er ist die beste Alternative, die die Suche des Buchs gefunden hat (Tiefe %1). Mit diesem Zug verlässt die Partie das Buch.</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Zug</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partien</translation>
    </message>
    <message>
        <source>W/D/L</source>
        <translation>S/U/N</translation>
    </message>
    <message>
        <source>Below</source>
        <translation>Darunter</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>Tiefe</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Quelle</translation>
    </message>
    <message>
        <source>The named opening the move leads into, when its position is one of the standard named openings (matched in any orientation of the board).</source>
        <translation>Die benannte Eröffnung, zu der der Zug führt, wenn seine Stellung eine der klassischen benannten Eröffnungen ist (in jeder Ausrichtung des Bretts erkannt).</translation>
    </message>
    <message>
        <source>Playing %1 reaches the named opening %2.</source>
        <translation>%1 führt zur benannten Eröffnung %2.</translation>
    </message>
    <message>
        <source>Opening</source>
        <translation>Eröffnung</translation>
    </message>
    <message>
        <source>Value (%1)</source>
        <translation>Wert (%1)</translation>
    </message>
    <message>
        <source>%1: %2 for %3</source>
        <translation>%1: %2 für %3</translation>
    </message>
    <message>
        <source>%1 games</source>
        <translation>%1 Partien</translation>
    </message>
    <message>
        <source>W/D/L %1</source>
        <translation>S/U/N %1</translation>
    </message>
    <message>
        <source>%1 positions below</source>
        <translation>%1 Stellungen darunter</translation>
    </message>
    <message>
        <source>longest line %1 moves</source>
        <translation>längste Linie %1 Züge</translation>
    </message>
</context>
<context>
    <name>probcut::ui::BookPanel</name>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Double-click a move to play it</source>
        <translation>Doppelklick auf einen Zug spielt ihn</translation>
    </message>
    <message>
        <source>Add this Game to the &amp;Book</source>
        <translation>Diese Partie zum &amp;Buch hinzufügen</translation>
    </message>
    <message>
        <source>Learn the game on the board: its positions join your opening book, new positions are searched and the values updated</source>
        <translation>Die Partie auf dem Brett lernen: Die Stellungen der Partie werden in Ihr Eröffnungsbuch aufgenommen, neue Stellungen berechnet und die Werte aktualisiert</translation>
    </message>
    <message>
        <source>Add this game to the book</source>
        <translation>Diese Partie zum Buch hinzufügen</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Loading the opening book…</source>
        <translation>Eröffnungsbuch wird geladen…</translation>
    </message>
    <message>
        <source>No opening book is available.</source>
        <translation>Kein Eröffnungsbuch verfügbar.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Die Partie ist beendet.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Not in the book.&lt;/b&gt; This position is not in the opening book.</source>
        <translation>&lt;b&gt;Nicht im Buch.&lt;/b&gt; Diese Stellung ist nicht im Eröffnungsbuch.</translation>
    </message>
    <message>
        <source>%1 games: %2 won, %3 drawn, %4 lost by %5</source>
        <translation>%1 Partien: %2 gewonnen, %3 remis, %4 verloren (aus Sicht von %5)</translation>
    </message>
    <message>
        <source>A book line ends here.</source>
        <translation>Hier endet eine Buchvariante.</translation>
    </message>
    <message>
        <source>%1 book: %2 positions, %3 moves deep</source>
        <translation>%1 Buch: %2 Stellungen, %3 Züge tief</translation>
    </message>
    <message>
        <source>Your</source>
        <translation>Ihr</translation>
    </message>
    <message>
        <source>Shipped</source>
        <translation>Mitgeliefertes</translation>
    </message>
    <message>
        <source>Your learned book: %1 (the shipped book plus the games you added); %2 book lines end in it</source>
        <translation>Ihr gelerntes Buch: %1 (das mitgelieferte Buch plus die von Ihnen hinzugefügten Partien); %2 Buchvarianten enden darin</translation>
    </message>
    <message>
        <source>The shipped book: %1; %2 book lines end in it</source>
        <translation>Das mitgelieferte Buch: %1; %2 Buchvarianten enden darin</translation>
    </message>
    <message>
        <source>Only games that begin at the standard start position can be added to the book.</source>
        <translation>Nur Partien, die in der normalen Anfangsstellung beginnen, können zum Buch hinzugefügt werden.</translation>
    </message>
    <message>
        <source>There is no game to add yet: play some moves first.</source>
        <translation>Es gibt noch keine Partie zum Hinzufügen: Spielen Sie zuerst einige Züge.</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>Wird gestartet…</translation>
    </message>
    <message>
        <source>%1 %2 of %3</source>
        <translation>%1 %2 von %3</translation>
    </message>
    <message>
        <source>&lt;b&gt;In the book.&lt;/b&gt; %1 to move: &lt;b&gt;%2&lt;/b&gt; discs %3 (%4)</source>
        <translation>&lt;b&gt;Im Buch.&lt;/b&gt; %1 am Zug: &lt;b&gt;%2&lt;/b&gt; Steine %3 (%4)</translation>
    </message>
</context>
<context>
    <name>probcut::ui::BookStore</name>
    <message>
        <source>Your learned book %1 is damaged (%2); the shipped book is used instead.</source>
        <translation>Ihr gelerntes Buch %1 ist beschädigt (%2); stattdessen wird das mitgelieferte Buch verwendet.</translation>
    </message>
    <message>
        <source>Your learned book cannot be read (%1); the shipped book is used instead.</source>
        <translation>Ihr gelerntes Buch kann nicht gelesen werden (%1); stattdessen wird das mitgelieferte Buch verwendet.</translation>
    </message>
    <message>
        <source>The opening book %1 is damaged (%2); the engine plays without it.</source>
        <translation>Das Eröffnungsbuch %1 ist beschädigt (%2); die Engine spielt ohne Buch.</translation>
    </message>
    <message>
        <source>No opening book: %1; the engine plays without it.</source>
        <translation>Kein Eröffnungsbuch: %1; die Engine spielt ohne Buch.</translation>
    </message>
    <message>
        <source>Book: not loaded</source>
        <translation>Buch: nicht geladen</translation>
    </message>
    <message>
        <source>Book: loading…</source>
        <translation>Buch: wird geladen…</translation>
    </message>
    <message>
        <source>Book: none</source>
        <translation>Buch: keines</translation>
    </message>
    <message>
        <source>Book: %1 positions (yours)</source>
        <translation>Buch: %1 Stellungen (Ihr eigenes)</translation>
    </message>
    <message>
        <source>Book: %1 positions</source>
        <translation>Buch: %1 Stellungen</translation>
    </message>
    <message>
        <source>A game is being added to the book already.</source>
        <translation>Es wird bereits eine Partie zum Buch hinzugefügt.</translation>
    </message>
    <message>
        <source>The book is still loading.</source>
        <translation>Das Buch wird noch geladen.</translation>
    </message>
    <message>
        <source>No evaluation to search the new positions with.</source>
        <translation>Keine Bewertung vorhanden, mit der die neuen Stellungen berechnet werden können.</translation>
    </message>
    <message>
        <source>Copying the book…</source>
        <translation>Buch wird kopiert…</translation>
    </message>
    <message>
        <source>The game has an illegal move (%1).</source>
        <translation>Die Partie enthält einen illegalen Zug (%1).</translation>
    </message>
    <message>
        <source>Estimating the result of the unfinished game…</source>
        <translation>Ergebnis der unbeendeten Partie wird geschätzt…</translation>
    </message>
    <message>
        <source>Cancelled; the book is unchanged.</source>
        <translation>Abgebrochen; das Buch ist unverändert.</translation>
    </message>
    <message>
        <source> (the game is unfinished: a search expects it to end %1 for Black)</source>
        <translation> (die Partie ist nicht beendet: Laut Suche endet sie voraussichtlich %1 für Schwarz)</translation>
    </message>
    <message>
        <source>Searching new positions…</source>
        <translation>Neue Stellungen werden berechnet…</translation>
    </message>
    <message>
        <source>Saving…</source>
        <translation>Wird gespeichert…</translation>
    </message>
    <message>
        <source>The book could not be saved to %1: %2</source>
        <translation>Das Buch konnte nicht unter %1 gespeichert werden: %2</translation>
    </message>
    <message numerus="yes">
        <source>The game was added to your book: %n new position(s)</source>
        <translation>
            <numerusform>Die Partie wurde Ihrem Buch hinzugefügt: %n neue Stellung</numerusform>
            <numerusform>Die Partie wurde Ihrem Buch hinzugefügt: %n neue Stellungen</numerusform>
        </translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation>Zeile %1: %2</translation>
    </message>
    <message>
        <source>the shipped book&apos;s hash is not a hexadecimal number</source>
        <translation>der Hashwert des mitgelieferten Buchs ist keine Hexadezimalzahl</translation>
    </message>
    <message>
        <source>the result must be a disc difference from -64 to 64</source>
        <translation>das Ergebnis muss eine Steindifferenz von -64 bis 64 sein</translation>
    </message>
    <message>
        <source>expected &apos;base&apos;, &apos;complete&apos; or &apos;game&apos;</source>
        <translation>„base“, „complete“ oder „game“ erwartet</translation>
    </message>
    <message>
        <source>no &apos;base&apos; line</source>
        <translation>keine „base“-Zeile</translation>
    </message>
    <message>
        <source>The list of your learned games %1 is damaged (%2); your book is kept as it is.</source>
        <translation>Die Liste Ihrer gelernten Partien %1 ist beschädigt (%2); Ihr Buch bleibt, wie es ist.</translation>
    </message>
    <message>
        <source>The opening book was updated: learning your games into it again…</source>
        <translation>Das Eröffnungsbuch wurde aktualisiert: Ihre Partien werden erneut hineingelernt…</translation>
    </message>
    <message numerus="yes">
        <source>The opening book was updated: your %n learned game(s) are in it again.</source>
        <translation>
            <numerusform>Das Eröffnungsbuch wurde aktualisiert: Ihre gelernte Partie ist wieder darin.</numerusform>
            <numerusform>Das Eröffnungsbuch wurde aktualisiert: Ihre %n gelernten Partien sind wieder darin.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>probcut::ui::ClassicFeaturesModel</name>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Discs</source>
        <translation>Steine</translation>
    </message>
    <message>
        <source>Mobility</source>
        <translation>Mobilität</translation>
    </message>
    <message>
        <source>Corners</source>
        <translation>Ecken</translation>
    </message>
    <message>
        <source>Corner access</source>
        <translation>Eckzugang</translation>
    </message>
    <message>
        <source>C-squares</source>
        <translation>C-Felder</translation>
    </message>
    <message>
        <source>X-squares</source>
        <translation>X-Felder</translation>
    </message>
    <message>
        <source>Frontier</source>
        <translation>Frontsteine</translation>
    </message>
    <message>
        <source>Stable discs</source>
        <translation>Stabile Steine</translation>
    </message>
    <message>
        <source>Wedges</source>
        <translation>Keile</translation>
    </message>
    <message>
        <source>Discs on the board. Early on, fewer is often better.</source>
        <translation>Steine auf dem Brett. Anfangs sind weniger oft besser.</translation>
    </message>
    <message>
        <source>Legal moves. More choice is good; few moves force bad ones.</source>
        <translation>Legale Züge. Mehr Auswahl ist gut; wenige Züge erzwingen schlechte.</translation>
    </message>
    <message>
        <source>Corners held. A corner disc can never be flipped.</source>
        <translation>Besetzte Ecken. Ein Eckstein kann nie umgedreht werden.</translation>
    </message>
    <message>
        <source>Corners that can be taken with the next move.</source>
        <translation>Ecken, die mit dem nächsten Zug genommen werden können.</translation>
    </message>
    <message>
        <source>Edge squares next to an empty corner: risky, they can give the corner away.</source>
        <translation>Randfelder neben einer leeren Ecke: riskant, sie können die Ecke preisgeben.</translation>
    </message>
    <message>
        <source>Squares diagonally next to an empty corner: usually give the corner away.</source>
        <translation>Felder diagonal neben einer leeren Ecke: geben meist die Ecke preis.</translation>
    </message>
    <message>
        <source>Discs next to an empty square (potential mobility). Fewer is better: they give the other side moves.</source>
        <translation>Steine neben einem leeren Feld (potenzielle Mobilität). Weniger ist besser: Sie geben der Gegenseite Züge.</translation>
    </message>
    <message>
        <source>Discs that can never be flipped again for the rest of the game.</source>
        <translation>Steine, die für den Rest der Partie nie mehr umgedreht werden können.</translation>
    </message>
    <message>
        <source>Empty edge squares between two of the other side&apos;s discs: places to wedge in.</source>
        <translation>Leere Randfelder zwischen zwei Steinen der Gegenseite: Stellen, an denen man einen Keil setzen kann.</translation>
    </message>
    <message>
        <source>Feature</source>
        <translation>Merkmal</translation>
    </message>
    <message>
        <source>What it means</source>
        <translation>Bedeutung</translation>
    </message>
    <message>
        <source>A feature of the position that players count</source>
        <translation>Ein Merkmal der Stellung, das Spieler zählen</translation>
    </message>
    <message>
        <source>How many Black has</source>
        <translation>Wie viele Schwarz hat</translation>
    </message>
    <message>
        <source>How many White has</source>
        <translation>Wie viele Weiß hat</translation>
    </message>
    <message>
        <source>The feature in plain words</source>
        <translation>Das Merkmal in einfachen Worten</translation>
    </message>
    <message>
        <source>What the difference in %1 is worth to %2 in the classic evaluation, in discs at the end of the game.</source>
        <translation>Was der Unterschied bei %1 für %2 in der klassischen Bewertung wert ist, in Steinen am Partieende.</translation>
    </message>
    <message>
        <source>Worth (%1)</source>
        <translation>Wert (%1)</translation>
    </message>
    <message>
        <source>What the difference between the two sides is worth to %1, in discs, in the classic evaluation (weights fitted to expert games for this stage of the game)</source>
        <translation>Was der Unterschied zwischen beiden Seiten für %1 wert ist, in Steinen, in der klassischen Bewertung (Gewichte an Expertenpartien dieser Spielphase angepasst)</translation>
    </message>
</context>
<context>
    <name>probcut::ui::CutComparison</name>
    <message>
        <source>This search did not prune (selectivity 100 %): there is nothing to compare.</source>
        <translation>Diese Suche hat nichts abgeschnitten (Selektivität 100 %): Es gibt nichts zu vergleichen.</translation>
    </message>
    <message>
        <source>Nothing to compare: no depth or no time was given.</source>
        <translation>Nichts zu vergleichen: Es wurde keine Tiefe oder keine Zeit angegeben.</translation>
    </message>
    <message>
        <source>Nothing to compare: the side to move has no legal move.</source>
        <translation>Nichts zu vergleichen: Die Seite am Zug hat keinen legalen Zug.</translation>
    </message>
    <message>
        <source>With ProbCut: depth %1 of %2 (%3 s)</source>
        <translation>Mit ProbCut: Tiefe %1 von %2 (%3 s)</translation>
    </message>
    <message>
        <source>Without pruning: depth %1 of %2 (%3 s)</source>
        <translation>Ohne Abschneiden: Tiefe %1 von %2 (%3 s)</translation>
    </message>
    <message>
        <source>The search did not prune: there are no Multi-ProbCut parameters for this evaluation.</source>
        <translation>Die Suche hat nichts abgeschnitten: Für diese Bewertung gibt es keine Multi-ProbCut-Parameter.</translation>
    </message>
    <message>
        <source>The search with ProbCut completed no iteration within %1 s.</source>
        <translation>Die Suche mit ProbCut hat innerhalb von %1 s keine Iteration abgeschlossen.</translation>
    </message>
    <message>
        <source>Checking the cuts: 0 of %1</source>
        <translation>Schnitte werden überprüft: 0 von %1</translation>
    </message>
    <message>
        <source>Checking the cuts: %1 of %2</source>
        <translation>Schnitte werden überprüft: %1 von %2</translation>
    </message>
</context>
<context>
    <name>probcut::ui::CutComparisonView</name>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>Compare with brute force</source>
        <translation>Mit Brute-Force vergleichen</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Search the same position again without forward pruning, to the same depth, and check the cuts nearest the root with exact deep searches.</source>
        <translation>Dieselbe Stellung ohne selektives Abschneiden erneut bis zur selben Tiefe durchsuchen und die Schnitte nahe der Wurzel mit exakten tiefen Suchen überprüfen.</translation>
    </message>
    <message>
        <source>With ProbCut</source>
        <translation>Mit ProbCut</translation>
    </message>
    <message>
        <source>Without pruning,
same time</source>
        <translation>Ohne Abschneiden,
gleiche Zeit</translation>
    </message>
    <message>
        <source>Without pruning,
same depth</source>
        <translation>Ohne Abschneiden,
gleiche Tiefe</translation>
    </message>
    <message>
        <source>Depth reached</source>
        <translation>Erreichte Tiefe</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>Knoten</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>Best move</source>
        <translation>Bester Zug</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Path</source>
        <translation>Pfad</translation>
    </message>
    <message>
        <source>To move</source>
        <translation>Am Zug</translation>
    </message>
    <message>
        <source>Height</source>
        <translation>Höhe</translation>
    </message>
    <message>
        <source>Cut&apos;s claim</source>
        <translation>Aussage des Schnitts</translation>
    </message>
    <message>
        <source>Deep value</source>
        <translation>Tiefer Wert</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Urteil</translation>
    </message>
    <message>
        <source>Value for Black</source>
        <translation>Wert für Schwarz</translation>
    </message>
    <message>
        <source>Value for White</source>
        <translation>Wert für Weiß</translation>
    </message>
    <message>
        <source>%1: depth %2 not reached within the cap</source>
        <translation>%1: Tiefe %2 innerhalb der Zeitgrenze nicht erreicht</translation>
    </message>
    <message>
        <source>Multi-ProbCut at %1 % selectivity, to depth %2.</source>
        <translation>Multi-ProbCut mit %1 % Selektivität, bis Tiefe %2.</translation>
    </message>
    <message>
        <source>The search without forward pruning, stopped after the time the search with ProbCut took.</source>
        <translation>Die Suche ohne selektives Abschneiden, angehalten nach der Zeit, die die Suche mit ProbCut gebraucht hat.</translation>
    </message>
    <message>
        <source>The search without forward pruning, to the same depth (at most %1 s).</source>
        <translation>Die Suche ohne selektives Abschneiden, bis zur selben Tiefe (höchstens %1 s).</translation>
    </message>
    <message>
        <source>(the root)</source>
        <translation>(die Wurzel)</translation>
    </message>
    <message>
        <source>at least %1</source>
        <translation>mindestens %1</translation>
    </message>
    <message>
        <source>at most %1</source>
        <translation>höchstens %1</translation>
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
        <source>not checked within the cap</source>
        <translation>innerhalb der Zeitgrenze nicht geprüft</translation>
    </message>
    <message>
        <source>contradicted</source>
        <translation>widerlegt</translation>
    </message>
    <message>
        <source>held</source>
        <translation>bestätigt</translation>
    </message>
    <message>
        <source>no cuts to check</source>
        <translation>keine Schnitte zu prüfen</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n cut(s) contradicted</source>
        <translation>
            <numerusform>%1 von %n Schnitt widerlegt</numerusform>
            <numerusform>%1 von %n Schnitten widerlegt</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2 not checked within the cap)</source>
        <translation>%1 (%2 innerhalb der Zeitgrenze nicht geprüft)</translation>
    </message>
    <message>
        <source>without pruning depth %1 was not reached within the cap</source>
        <translation>ohne Abschneiden wurde Tiefe %1 innerhalb der Zeitgrenze nicht erreicht</translation>
    </message>
    <message>
        <source>both moves agree: %1</source>
        <translation>beide Züge stimmen überein: %1</translation>
    </message>
    <message>
        <source>the best move differs: %1 with ProbCut, %2 without pruning</source>
        <translation>der beste Zug unterscheidet sich: %1 mit ProbCut, %2 ohne Abschneiden</translation>
    </message>
    <message>
        <source>%1; %2</source>
        <translation>%1; %2</translation>
    </message>
    <message>
        <source>for Black</source>
        <translation>für Schwarz</translation>
    </message>
    <message>
        <source>for the side to move there</source>
        <translation>für die Seite am Zug dort</translation>
    </message>
    <message>
        <source>What the cut asserted, from a shallow search only: the full search of this position would end at least or at most at this value, %1.</source>
        <translation>Was der Schnitt allein aufgrund einer flachen Suche behauptete: Die volle Suche dieser Stellung würde mit mindestens oder höchstens diesem Wert enden, %1.</translation>
    </message>
    <message>
        <source>The value of an exact search of the position to its height, without pruning, %1.</source>
        <translation>Der Wert einer exakten Suche der Stellung bis zu ihrer Höhe, ohne Abschneiden, %1.</translation>
    </message>
</context>
<context>
    <name>probcut::ui::CutDiagram</name>
    <message>
        <source>ProbCut sketch</source>
        <translation>ProbCut-Skizze</translation>
    </message>
    <message>
        <source>Deep search value against shallow search value: the fitted line, a shaded band around it, the score that matters as a horizontal line, and the shallow values that are enough to skip the deep search.</source>
        <translation>Wert der tiefen Suche gegen den Wert der flachen Suche: die angepasste Gerade, ein schattiertes Band um sie, der entscheidende Wert als waagerechte Linie und die flachen Werte, die genügen, um die tiefe Suche zu überspringen.</translation>
    </message>
    <message>
        <source>shallow search (%1 plies)</source>
        <translation>flache Suche (%1 Halbzüge)</translation>
    </message>
    <message>
        <source>shallow search (d plies)</source>
        <translation>flache Suche (d Halbzüge)</translation>
    </message>
    <message>
        <source>deep search (to the end)</source>
        <translation>tiefe Suche (bis zum Ende)</translation>
    </message>
    <message>
        <source>deep search (%1 plies)</source>
        <translation>tiefe Suche (%1 Halbzüge)</translation>
    </message>
    <message>
        <source>deep search (h plies)</source>
        <translation>tiefe Suche (h Halbzüge)</translation>
    </message>
    <message>
        <source>β = %1</source>
        <translation>β = %1</translation>
    </message>
    <message>
        <source>α = %1</source>
        <translation>α = %1</translation>
    </message>
    <message>
        <source>β: score to beat</source>
        <translation>β: zu schlagender Wert</translation>
    </message>
    <message>
        <source>α: score already secured</source>
        <translation>α: bereits gesicherter Wert</translation>
    </message>
    <message>
        <source>prediction ± t·σ</source>
        <translation>Vorhersage ± t·σ</translation>
    </message>
    <message>
        <source>cut: skip the deep search</source>
        <translation>Schnitt: tiefe Suche überspringen</translation>
    </message>
</context>
<context>
    <name>probcut::ui::CutExplanation</name>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Multi-cut (Björnsson and Marsland): several of %1&apos;s first moves here, each searched a few plies less deep, already reached %2, enough to refute %3&apos;s line, so the position was not searched to the end of the game.</source>
        <translation>Multi-Cut (Björnsson und Marsland): Mehrere der ersten Züge von %1 hier, jeweils einige Halbzüge weniger tief durchsucht, erreichten bereits %2, genug, um die Variante von %3 zu widerlegen; daher wurde die Stellung nicht bis zum Ende der Partie durchsucht.</translation>
    </message>
    <message>
        <source>Multi-cut (Björnsson and Marsland): several of %1&apos;s first moves here, each searched a few plies less deep, already reached %2, enough to refute %3&apos;s line, so the position was not searched %4 plies deep.</source>
        <translation>Multi-Cut (Björnsson und Marsland): Mehrere der ersten Züge von %1 hier, jeweils einige Halbzüge weniger tief durchsucht, erreichten bereits %2, genug, um die Variante von %3 zu widerlegen; daher wurde die Stellung nicht %4 Halbzüge tief durchsucht.</translation>
    </message>
    <message>
        <source>A %1-ply search said %2 for %3, the side to move there.</source>
        <translation>Eine %1-Halbzug-Suche ergab %2 für %3, die Seite am Zug dort.</translation>
    </message>
    <message>
        <source>From that, the final result is expected to be about %1.</source>
        <translation>Daraus wird ein Endergebnis von etwa %1 erwartet.</translation>
    </message>
    <message>
        <source>From that, a %1-ply search is expected to say about %2.</source>
        <translation>Daraus wird erwartet, dass eine %1-Halbzug-Suche etwa %2 ergibt.</translation>
    </message>
    <message>
        <source>At this stage of the game, %1 of the time a search to the end of the game comes out no more than %2 discs below what the %3-ply search predicts.</source>
        <translation>In dieser Partiephase liegt eine Suche bis zum Partieende in %1 der Fälle höchstens %2 Steine unter dem, was die %3-Halbzug-Suche vorhersagt.</translation>
    </message>
    <message>
        <source>At this stage of the game, %1 of the time a %2-ply search comes out no more than %3 discs below what the %4-ply search predicts.</source>
        <translation>In dieser Partiephase liegt eine %2-Halbzug-Suche in %1 der Fälle höchstens %3 Steine unter dem, was die %4-Halbzug-Suche vorhersagt.</translation>
    </message>
    <message>
        <source>At this stage of the game, %1 of the time a search to the end of the game comes out no more than %2 discs above what the %3-ply search predicts.</source>
        <translation>In dieser Partiephase liegt eine Suche bis zum Partieende in %1 der Fälle höchstens %2 Steine über dem, was die %3-Halbzug-Suche vorhersagt.</translation>
    </message>
    <message>
        <source>At this stage of the game, %1 of the time a %2-ply search comes out no more than %3 discs above what the %4-ply search predicts.</source>
        <translation>In dieser Partiephase liegt eine %2-Halbzug-Suche in %1 der Fälle höchstens %3 Steine über dem, was die %4-Halbzug-Suche vorhersagt.</translation>
    </message>
    <message>
        <source>Even %1 discs lower, %2 would still have %3: at least the %4 needed to refute %5&apos;s line.</source>
        <translation>Selbst %1 Steine tiefer hätte %2 noch %3: mindestens den Wert %4, der nötig ist, um die Variante von %5 zu widerlegen.</translation>
    </message>
    <message>
        <source>So the position was taken as good enough, without searching it to the end of the game.</source>
        <translation>Daher galt die Stellung als gut genug, ohne sie bis zum Partieende zu durchsuchen.</translation>
    </message>
    <message>
        <source>So the position was taken as good enough, without searching it %1 plies deep.</source>
        <translation>Daher galt die Stellung als gut genug, ohne sie %1 Halbzüge tief zu durchsuchen.</translation>
    </message>
    <message>
        <source>Even %1 discs higher, %2 would have only %3: no better than the %4 %2 can already get elsewhere.</source>
        <translation>Selbst %1 Steine höher hätte %2 nur %3: nicht besser als der Wert %4, den %2 anderswo schon erreichen kann.</translation>
    </message>
    <message>
        <source>So the position was taken as too weak to matter, without searching it to the end of the game.</source>
        <translation>Daher galt die Stellung als zu schwach, um eine Rolle zu spielen, ohne sie bis zum Partieende zu durchsuchen.</translation>
    </message>
    <message>
        <source>So the position was taken as too weak to matter, without searching it %1 plies deep.</source>
        <translation>Daher galt die Stellung als zu schwach, um eine Rolle zu spielen, ohne sie %1 Halbzüge tief zu durchsuchen.</translation>
    </message>
    <message>
        <source>To be sure enough that %1 keeps the %2 needed to refute %3&apos;s line, it had to reach %4; it fell short.</source>
        <translation>Um sicher genug zu sein, dass %1 den Wert %2 hält, der nötig ist, um die Variante von %3 zu widerlegen, hätte die Suche %4 erreichen müssen; sie blieb darunter.</translation>
    </message>
    <message>
        <source>To be sure enough that %1 cannot beat the %2 it can already get elsewhere, it had to stay at or below %3; it did not.</source>
        <translation>Um sicher genug zu sein, dass %1 den anderswo schon erreichbaren Wert %2 nicht übertreffen kann, hätte die Suche bei höchstens %3 bleiben müssen; das tat sie nicht.</translation>
    </message>
    <message>
        <source>So this check skipped nothing: unless another check cuts, the position is searched in full.</source>
        <translation>Diese Prüfung hat also nichts übersprungen: Sofern keine andere Prüfung schneidet, wird die Stellung vollständig durchsucht.</translation>
    </message>
    <message>
        <source>Saved about one position.</source>
        <translation>Etwa eine Stellung eingespart.</translation>
    </message>
    <message>
        <source>Saved about %1 positions.</source>
        <translation>Etwa %1 Stellungen eingespart.</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Multi-cut&lt;/b&gt; (Björnsson and Marsland): several of the first moves, searched at reduced depth, reached β = %1, so the node of height %2 was taken to fail high. No regression model is involved.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Multi-Cut&lt;/b&gt; (Björnsson und Marsland): Mehrere der ersten Züge erreichten bei verringerter Tiefe β = %1; daher wurde für den Knoten der Höhe %2 ein Fail-High angenommen. Kein Regressionsmodell ist beteiligt.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>end</source>
        <comment>subscript: the exact result at the end of the game</comment>
        <translation>Ende</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Model&lt;/b&gt; at this stage of the game: %1 ≈ a·%2 + b = %3·%2%4, residual deviation σ = %5 discs.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Modell&lt;/b&gt; in dieser Partiephase: %1 ≈ a·%2 + b = %3·%2%4, Reststandardabweichung σ = %5 Steine.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Threshold&lt;/b&gt; t = %1, from the confidence Φ(t) = %2: with that probability the deep value is at least the prediction − t·σ, here %3 discs below it.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Schwelle&lt;/b&gt; t = %1, aus der Konfidenz Φ(t) = %2: Mit dieser Wahrscheinlichkeit ist der tiefe Wert mindestens die Vorhersage − t·σ, hier %3 Steine darunter.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Threshold&lt;/b&gt; t = %1, from the confidence Φ(t) = %2: with that probability the deep value is at most the prediction + t·σ, here %3 discs above it.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Schwelle&lt;/b&gt; t = %1, aus der Konfidenz Φ(t) = %2: Mit dieser Wahrscheinlichkeit ist der tiefe Wert höchstens die Vorhersage + t·σ, hier %3 Steine darüber.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Bound&lt;/b&gt; (fail-high check, %1 = %2): %3 = %4 = %5, rounded up to %6.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Schranke&lt;/b&gt; (Fail-High-Prüfung, %1 = %2): %3 = %4 = %5, aufgerundet auf %6.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Bound&lt;/b&gt; (fail-low check, %1 = %2): %3 = %4 = %5, rounded down to %6.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Schranke&lt;/b&gt; (Fail-Low-Prüfung, %1 = %2): %3 = %4 = %5, abgerundet auf %6.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>fail high: the deep search is skipped</source>
        <translation>Fail-High: Die tiefe Suche wird übersprungen</translation>
    </message>
    <message>
        <source>fail low: the deep search is skipped</source>
        <translation>Fail-Low: Die tiefe Suche wird übersprungen</translation>
    </message>
    <message>
        <source>no cut</source>
        <translation>kein Schnitt</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Check&lt;/b&gt;: %1 = %2 %3 %4, so %5. Predicted %6 = %7; the model&apos;s confidence that %6 ≥ %8: %9.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Prüfung&lt;/b&gt;: %1 = %2 %3 %4, also %5. Vorhergesagt %6 = %7; Konfidenz des Modells, dass %6 ≥ %8: %9.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Check&lt;/b&gt;: %1 = %2 %3 %4, so %5. Predicted %6 = %7; the model&apos;s confidence that %6 ≤ %8: %9.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Prüfung&lt;/b&gt;: %1 = %2 %3 %4, also %5. Vorhergesagt %6 = %7; Konfidenz des Modells, dass %6 ≤ %8: %9.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;The idea.&lt;/b&gt; A deep search is slow; a shallow one is quick. Over thousands of positions the quick search turns out to predict the deep one well: the slanted line in the sketch. So before searching a position deeply, the engine runs a quick search first. If its prediction lies far enough beyond the score that matters (β in the sketch), the deep search is skipped. That skip is a &lt;b&gt;cut&lt;/b&gt;.&lt;/p&gt;&lt;p&gt;&lt;b&gt;The band.&lt;/b&gt; Deep results scatter around the prediction. The shaded band shows how far they usually stray at this stage of the game. A cut is made only when even the edge of the band is beyond the score that matters.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Confidence&lt;/b&gt; is how often the deep search would have agreed with a cut. At 95 %, at most about one cut in twenty is wrong. A higher confidence widens the band: fewer cuts, more time, fewer mistakes.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Height&lt;/b&gt; is how many moves ahead (plies) the skipped search would have looked; cuts at a large height save the most. Near the end of the game the deep search is the exact result.&lt;/p&gt;&lt;p&gt;&lt;b&gt;What can go wrong.&lt;/b&gt; A cut is a bet. In an unusual position, a sudden swing the quick search cannot see, the deep result falls outside the band and the engine may misjudge a line or miss the best move. The regression panel re-runs sampled cuts to show how often that happens.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Die Idee.&lt;/b&gt; Eine tiefe Suche ist langsam, eine flache schnell. Über Tausende von Stellungen zeigt sich, dass die schnelle Suche die tiefe gut vorhersagt: die schräge Gerade in der Skizze. Bevor die Engine eine Stellung tief durchsucht, führt sie daher zuerst eine schnelle Suche aus. Liegt deren Vorhersage weit genug jenseits des entscheidenden Werts (β in der Skizze), wird die tiefe Suche übersprungen. Dieses Überspringen ist ein &lt;b&gt;Schnitt&lt;/b&gt;.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Das Band.&lt;/b&gt; Die tiefen Ergebnisse streuen um die Vorhersage. Das schattierte Band zeigt, wie weit sie in dieser Partiephase üblicherweise abweichen. Geschnitten wird nur, wenn selbst der Rand des Bandes jenseits des entscheidenden Werts liegt.&lt;/p&gt;&lt;p&gt;Die &lt;b&gt;Konfidenz&lt;/b&gt; gibt an, wie oft die tiefe Suche einem Schnitt recht gegeben hätte. Bei 95 % ist höchstens etwa jeder zwanzigste Schnitt falsch. Eine höhere Konfidenz verbreitert das Band: weniger Schnitte, mehr Zeit, weniger Fehler.&lt;/p&gt;&lt;p&gt;Die &lt;b&gt;Höhe&lt;/b&gt; gibt an, wie viele Halbzüge die übersprungene Suche vorausgeschaut hätte; Schnitte in großer Höhe sparen am meisten. Gegen Ende der Partie ist die tiefe Suche das exakte Ergebnis.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Was schiefgehen kann.&lt;/b&gt; Ein Schnitt ist eine Wette. In einer ungewöhnlichen Stellung, bei einem plötzlichen Umschwung, den die schnelle Suche nicht sieht, fällt das tiefe Ergebnis aus dem Band, und die Engine kann eine Variante falsch einschätzen oder den besten Zug verpassen. Der Regressionsbereich wiederholt stichprobenartig Schnitte, um zu zeigen, wie oft das passiert.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>probcut::ui::CutPanel</name>
    <message>
        <source>Game engine</source>
        <translation>Spiel-Engine</translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation>Analyse</translation>
    </message>
    <message>
        <source>What is this?</source>
        <translation>Was ist das?</translation>
    </message>
    <message>
        <source>Explain Multi-ProbCut and the terms of this panel</source>
        <translation>Multi-ProbCut und die Begriffe dieses Bereichs erklären</translation>
    </message>
    <message>
        <source>By height</source>
        <translation>Nach Höhe</translation>
    </message>
    <message>
        <source>Checks per height and try: how many ran and how many cut</source>
        <translation>Prüfungen je Höhe und Versuch: wie viele ausgeführt wurden und wie viele abgeschnitten haben</translation>
    </message>
    <message>
        <source>Root moves</source>
        <translation>Wurzelzüge</translation>
    </message>
    <message>
        <source>For each move of the searched position: the cuts in the subtree below it, in the newest iteration; click a move to see its deepest cut</source>
        <translation>Für jeden Zug der durchsuchten Stellung: die Schnitte im Teilbaum darunter in der neuesten Iteration; klicken Sie auf einen Zug, um seinen tiefsten Schnitt zu sehen</translation>
    </message>
    <message>
        <source>Plies:</source>
        <translation>Halbzüge:</translation>
    </message>
    <message>
        <source>How many moves deep the tree goes; checks further down are counted in the last level</source>
        <translation>Wie viele Züge tief der Baum reicht; Prüfungen weiter unten werden in der letzten Ebene gezählt</translation>
    </message>
    <message>
        <source>Build tree</source>
        <translation>Baum erstellen</translation>
    </message>
    <message>
        <source>Build the tree from the checks of the newest iteration received so far</source>
        <translation>Den Baum aus den bisher empfangenen Prüfungen der neuesten Iteration erstellen</translation>
    </message>
    <message>
        <source>Tree</source>
        <translation>Baum</translation>
    </message>
    <message>
        <source>The checks of the newest iteration as a tree of moves, on request</source>
        <translation>Die Prüfungen der neuesten Iteration als Zugbaum, auf Anforderung</translation>
    </message>
    <message>
        <source>No checks received yet.</source>
        <translation>Noch keine Prüfungen empfangen.</translation>
    </message>
    <message numerus="yes">
        <source>%n check(s) of depth %1 (a snapshot: build again to update)</source>
        <translation>
            <numerusform>%n Prüfung der Tiefe %1 (Momentaufnahme: zum Aktualisieren neu erstellen)</numerusform>
            <numerusform>%n Prüfungen der Tiefe %1 (Momentaufnahme: zum Aktualisieren neu erstellen)</numerusform>
        </translation>
    </message>
    <message>
        <source>Waiting for a selective search (confidence below 100 %) of the game engine or Analyse Position.</source>
        <translation>Warten auf eine selektive Suche (Konfidenz unter 100 %) der Spiel-Engine oder von „Stellung analysieren“.</translation>
    </message>
    <message>
        <source>Cut decisions are collected while this panel is shown.</source>
        <translation>Schnittentscheidungen werden gesammelt, solange dieser Bereich angezeigt wird.</translation>
    </message>
    <message>
        <source>searching depth %1</source>
        <translation>sucht in Tiefe %1</translation>
    </message>
    <message>
        <source>finished at depth %1</source>
        <translation>beendet bei Tiefe %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Confidence %1 %  (t = %2)</source>
        <translation>Konfidenz %1 %  (t = %2)</translation>
    </message>
    <message>
        <source>Confidence 100 %: exact search, nothing is cut</source>
        <translation>Konfidenz 100 %: exakte Suche, nichts wird abgeschnitten</translation>
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
        <source>%1 would score at least %2: subtree skipped</source>
        <translation>%1 würde mindestens %2 erreichen: Teilbaum übersprungen</translation>
    </message>
    <message>
        <source>%1 would score at most %2: subtree skipped</source>
        <translation>%1 würde höchstens %2 erreichen: Teilbaum übersprungen</translation>
    </message>
    <message>
        <source>not conclusive: searched in full</source>
        <translation>nicht eindeutig: vollständig durchsucht</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; (%2 to move) — height %3, check depth %4, try %5: shallow value %6 %7 bound %8 → %9</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; (%2 am Zug) — Höhe %3, Prüftiefe %4, Versuch %5: flacher Wert %6 %7 Schranke %8 → %9</translation>
    </message>
    <message>
        <source>searched position</source>
        <translation>durchsuchte Stellung</translation>
    </message>
    <message>
        <source>Model: v&lt;sub&gt;%1&lt;/sub&gt; ≈ %2·v&lt;sub&gt;%3&lt;/sub&gt; %4, σ = %5, t = %6; confidence %7</source>
        <translation>Modell: v&lt;sub&gt;%1&lt;/sub&gt; ≈ %2·v&lt;sub&gt;%3&lt;/sub&gt; %4, σ = %5, t = %6; Konfidenz %7</translation>
    </message>
    <message>
        <source>Cut check: %1 — height %2, %3</source>
        <translation>Schnittprüfung: %1 — Höhe %2, %3</translation>
    </message>
    <message>
        <source>No cut below this move in this iteration.</source>
        <translation>Kein Schnitt unter diesem Zug in dieser Iteration.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: %2 check(s) at or below this position, %3 cut(s)</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;: %2 Prüfung(en) an oder unter dieser Stellung, %3 Schnitt(e)</translation>
    </message>
    <message>
        <source>Cut tree: %1</source>
        <translation>Schnittbaum: %1</translation>
    </message>
    <message>
        <source>Was it right?</source>
        <translation>War es richtig?</translation>
    </message>
    <message>
        <source>Search the same position without forward pruning and compare: depth in the same time, nodes, best move, value, and which cuts an exact search contradicts</source>
        <translation>Dieselbe Stellung ohne selektives Abschneiden durchsuchen und vergleichen: Tiefe in derselben Zeit, Knoten, bester Zug, Wert und welche Schnitte eine exakte Suche widerlegt</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>Abgebrochen.</translation>
    </message>
    <message>
        <source>Click a node of the picture, or step through the cuts, to see what happened there.</source>
        <translation>Klicken Sie auf einen Knoten des Bildes oder gehen Sie die Schnitte durch, um zu sehen, was dort geschah.</translation>
    </message>
    <message>
        <source>searching</source>
        <translation>sucht</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>beendet</translation>
    </message>
    <message>
        <source>By height: every check of the search. Picture, root moves and tree: depth %1, up to %2 checks per iteration sampled evenly across the moves and heights.</source>
        <translation>Nach Höhe: jede Prüfung der Suche. Bild, Wurzelzüge und Baum: Tiefe %1, bis zu %2 Prüfungen pro Iteration, gleichmäßig über Züge und Höhen verteilt ausgewählt.</translation>
    </message>
    <message>
        <source>The previous cut</source>
        <translation>Vorheriger Schnitt</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Abspielen</translation>
    </message>
    <message>
        <source>Go through the cuts one by one</source>
        <translation>Die Schnitte nacheinander durchgehen</translation>
    </message>
    <message>
        <source>The next cut</source>
        <translation>Nächster Schnitt</translation>
    </message>
    <message>
        <source>Whole tree</source>
        <translation>Ganzer Baum</translation>
    </message>
    <message>
        <source>Zoom out to the searched position</source>
        <translation>Bis zur durchsuchten Stellung herauszoomen</translation>
    </message>
    <message>
        <source>Save…</source>
        <translation>Speichern…</translation>
    </message>
    <message>
        <source>Save the picture as an image (PNG) or a drawing (SVG)</source>
        <translation>Das Bild als PNG-Bild oder SVG-Zeichnung speichern</translation>
    </message>
    <message>
        <source>Show the formula</source>
        <translation>Formel anzeigen</translation>
    </message>
    <message>
        <source>Picture</source>
        <translation>Bild</translation>
    </message>
    <message>
        <source>The last finished iteration&apos;s search tree: each move as wide as the work searched under it, the moves Multi-ProbCut cut as coloured stubs; click to zoom, hover for details</source>
        <translation>Der Suchbaum der letzten abgeschlossenen Iteration: jeder Zug so breit wie die Sucharbeit unter ihm, die von Multi-ProbCut geschnittenen Züge als schmale farbige Balken; zum Zoomen klicken, für Details mit der Maus darüberfahren</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Save Picture</source>
        <translation>Bild speichern</translation>
    </message>
    <message>
        <source>search-tree.png</source>
        <translation>suchbaum.png</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG drawing (*.svg)</source>
        <translation>PNG-Bild (*.png);;SVG-Zeichnung (*.svg)</translation>
    </message>
    <message>
        <source>Could not save the picture: %1</source>
        <translation>Das Bild konnte nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <source>Depth %1, still being searched: </source>
        <translation>Tiefe %1, wird noch durchsucht: </translation>
    </message>
    <message>
        <source>Depth %1, the last finished iteration: </source>
        <translation>Tiefe %1, letzte abgeschlossene Iteration: </translation>
    </message>
    <message>
        <source>%1 positions searched under the moves, %2 cuts saving about %3 positions (estimated from the average cost of a full search of each height). Rings on the board: the share of each move&apos;s work that cuts saved, and its number of cuts.</source>
        <translation>%1 Stellungen unter den Zügen durchsucht, %2 Schnitte sparen etwa %3 Stellungen (geschätzt aus den durchschnittlichen Kosten einer vollen Suche jeder Höhe). Ringe auf dem Brett: der durch Schnitte eingesparte Anteil der Arbeit jedes Zuges und seine Anzahl an Schnitten.</translation>
    </message>
    <message>
        <source>No cuts to step through yet</source>
        <translation>Noch keine Schnitte zum Durchgehen</translation>
    </message>
    <message numerus="yes">
        <source>%n cut(s) to step through</source>
        <translation>
            <numerusform>%n Schnitt zum Durchgehen</numerusform>
            <numerusform>%n Schnitte zum Durchgehen</numerusform>
        </translation>
    </message>
    <message>
        <source>Cut %1 of %2</source>
        <translation>Schnitt %1 von %2</translation>
    </message>
    <message>
        <source>The cuts of the iteration shown, in the order the search made them (sampled evenly across the moves and heights when there are many)</source>
        <translation>Die Schnitte der angezeigten Iteration in der Reihenfolge, in der die Suche sie gemacht hat (bei vielen gleichmäßig über Züge und Höhen verteilt ausgewählt)</translation>
    </message>
    <message>
        <source>At the searched position</source>
        <translation>In der durchsuchten Stellung</translation>
    </message>
    <message>
        <source>After %1</source>
        <translation>Nach %1</translation>
    </message>
    <message>
        <source>cut</source>
        <translation>Schnitt</translation>
    </message>
    <message>
        <source>the image could not be written</source>
        <translation>das Bild konnte nicht geschrieben werden</translation>
    </message>
    <message>
        <source>Run a selective search first (an analysis or an engine move with a confidence below 100 %); it is compared at the depth it reached.</source>
        <translation>Starten Sie zuerst eine selektive Suche (eine Analyse oder einen Engine-Zug mit einer Konfidenz unter 100 %); verglichen wird bei der Tiefe, die sie erreicht hat.</translation>
    </message>
    <message>
        <source>Cannot compare: %1</source>
        <translation>Vergleich nicht möglich: %1</translation>
    </message>
    <message>
        <source>They take at most %1 MB.</source>
        <translation>Sie belegen höchstens %1 MB.</translation>
    </message>
    <message numerus="yes">
        <source>Building the tree from %n check(s)…</source>
        <translation>
            <numerusform>Baum wird aus %n Prüfung aufgebaut…</numerusform>
            <numerusform>Baum wird aus %n Prüfungen aufgebaut…</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>probcut::ui::CutPicture</name>
    <message>
        <source>Search-tree picture</source>
        <translation>Bild des Suchbaums</translation>
    </message>
    <message>
        <source>Each band is one move deeper; a node&apos;s width is the work searched under it; coloured stubs are the moves Multi-ProbCut cut.</source>
        <translation>Jedes Band liegt einen Zug tiefer; die Breite eines Knotens ist die Sucharbeit unter ihm; schmale farbige Balken sind die Züge, die Multi-ProbCut geschnitten hat.</translation>
    </message>
    <message>
        <source>searched (darker: more saved by cuts inside)</source>
        <translation>durchsucht (dunkler: mehr durch Schnitte darin eingespart)</translation>
    </message>
    <message>
        <source>end</source>
        <translation>Ende</translation>
    </message>
    <message>
        <source>cut at height %1: %2</source>
        <translation>Schnitt in Höhe %1: %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>multi-cut: %1</source>
        <translation>Multi-Cut: %1</translation>
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
        <source>The searched position</source>
        <translation>Die durchsuchte Stellung</translation>
    </message>
    <message>
        <source>After %1</source>
        <translation>Nach %1</translation>
    </message>
    <message>
        <source>%1 positions searched (%2 to move there)</source>
        <translation>%1 Stellungen durchsucht (%2 dort am Zug)</translation>
    </message>
    <message>
        <source>at least %1</source>
        <translation>mindestens %1</translation>
    </message>
    <message>
        <source>at most %1</source>
        <translation>höchstens %1</translation>
    </message>
    <message>
        <source>Searched %1 plies deep with the window %2 to %3; result %4 for %5</source>
        <translation>%1 Halbzüge tief durchsucht mit dem Fenster %2 bis %3; Ergebnis %4 für %5</translation>
    </message>
    <message>
        <source>%1 cuts inside, saving about %2 positions</source>
        <translation>%1 Schnitte darin, die etwa %2 Stellungen einsparen</translation>
    </message>
    <message>
        <source>Nothing was cut inside.</source>
        <translation>Darin wurde nichts geschnitten.</translation>
    </message>
    <message>
        <source>No picture yet: it shows the last finished iteration of a selective search.
Start an analysis or an engine move with Multi-ProbCut on (confidence below 100 %).</source>
        <translation>Noch kein Bild: Es zeigt die letzte abgeschlossene Iteration einer selektiven Suche.
Starten Sie eine Analyse oder einen Engine-Zug mit eingeschaltetem Multi-ProbCut (Konfidenz unter 100 %).</translation>
    </message>
    <message>
        <source>position</source>
        <translation>Stellung</translation>
    </message>
    <message>
        <source>cut</source>
        <translation>Schnitt</translation>
    </message>
    <message>
        <source>The colours of the cut stubs: the height of a cut is how many moves deep the search it skipped would have gone; higher cuts skip more work. The numbers count the cuts of the whole iteration, deeper ones included.</source>
        <translation>Die Farben der Schnittbalken: Die Höhe eines Schnitts gibt an, wie viele Züge tief die übersprungene Suche gegangen wäre; höhere Schnitte sparen mehr Arbeit. Die Zahlen zählen die Schnitte der ganzen Iteration, tiefere eingeschlossen.</translation>
    </message>
</context>
<context>
    <name>probcut::ui::CutRootMovesModel</name>
    <message>
        <source>Greyed: depth %1 has not reached this move yet; the numbers are from depth %2.</source>
        <translation>Ausgegraut: Tiefe %1 hat diesen Zug noch nicht erreicht; die Zahlen stammen aus Tiefe %2.</translation>
    </message>
    <message>
        <source>Deepest cut below %1 at %2 (%3); click to see it on the board.</source>
        <translation>Tiefster Schnitt unter %1 bei %2 (%3); klicken, um ihn auf dem Brett zu sehen.</translation>
    </message>
    <message>
        <source>Deepest cut: the height of the largest subtree skipped below this move.</source>
        <translation>Tiefster Schnitt: die Höhe des größten übersprungenen Teilbaums unter diesem Zug.</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Zug</translation>
    </message>
    <message>
        <source>Checks</source>
        <translation>Prüfungen</translation>
    </message>
    <message>
        <source>Cut high</source>
        <translation>Schnitt hoch</translation>
    </message>
    <message>
        <source>Cut low</source>
        <translation>Schnitt tief</translation>
    </message>
    <message>
        <source>Cuts by height</source>
        <translation>Schnitte nach Höhe</translation>
    </message>
    <message>
        <source>Deepest</source>
        <translation>Tiefster</translation>
    </message>
    <message>
        <source>Check depth</source>
        <translation>Prüftiefe</translation>
    </message>
    <message>
        <source>Shallow</source>
        <translation>Flach</translation>
    </message>
    <message>
        <source>Bound</source>
        <translation>Schranke</translation>
    </message>
    <message>
        <source>Confidence</source>
        <translation>Konfidenz</translation>
    </message>
</context>
<context>
    <name>probcut::ui::CutSummaryModel</name>
    <message>
        <source>Total</source>
        <translation>Gesamt</translation>
    </message>
    <message>
        <source>Height</source>
        <translation>Höhe</translation>
    </message>
    <message>
        <source>Try</source>
        <translation>Versuch</translation>
    </message>
    <message>
        <source>Check depth</source>
        <translation>Prüftiefe</translation>
    </message>
    <message>
        <source>Checks</source>
        <translation>Prüfungen</translation>
    </message>
    <message>
        <source>Cut high</source>
        <translation>Schnitt hoch</translation>
    </message>
    <message>
        <source>Cut low</source>
        <translation>Schnitt tief</translation>
    </message>
    <message>
        <source>No cut</source>
        <translation>Kein Schnitt</translation>
    </message>
    <message>
        <source>Cut %</source>
        <translation>Schnitt %</translation>
    </message>
</context>
<context>
    <name>probcut::ui::CutTerms</name>
    <message>
        <source>fail high (cut)</source>
        <translation>Fail-High (Schnitt)</translation>
    </message>
    <message>
        <source>fail low (cut)</source>
        <translation>Fail-Low (Schnitt)</translation>
    </message>
    <message>
        <source>no cut</source>
        <translation>kein Schnitt</translation>
    </message>
    <message>
        <source>Height: how many plies the full search would have looked ahead from this position.</source>
        <translation>Höhe: wie viele Halbzüge die volle Suche von dieser Stellung aus vorausgeschaut hätte.</translation>
    </message>
    <message>
        <source>Try: Multi-ProbCut may test a position several times with ever deeper shallow searches; try 1 is the cheapest.</source>
        <translation>Versuch: Multi-ProbCut kann eine Stellung mehrmals mit immer tieferen flachen Suchen testen; Versuch 1 ist der günstigste.</translation>
    </message>
    <message>
        <source>Check depth: how deep the shallow search used to predict the full search looked.</source>
        <translation>Prüftiefe: wie tief die flache Suche rechnete, mit der die volle Suche vorhergesagt wurde.</translation>
    </message>
    <message>
        <source>Checks: how many shallow searches were run to decide whether the full search could be skipped (each position is tested against both ends of its window).</source>
        <translation>Prüfungen: wie viele flache Suchen ausgeführt wurden, um zu entscheiden, ob die volle Suche übersprungen werden kann (jede Stellung wird gegen beide Grenzen ihres Fensters getestet).</translation>
    </message>
    <message>
        <source>Fail high: the shallow search predicted, with the chosen confidence, that the deep value is above beta (the side to move would refute the line), so the subtree was skipped.</source>
        <translation>Fail-High: Die flache Suche sagte mit der gewählten Konfidenz voraus, dass der tiefe Wert über Beta liegt (die Seite am Zug würde die Variante widerlegen); daher wurde der Teilbaum übersprungen.</translation>
    </message>
    <message>
        <source>Fail low: the shallow search predicted, with the chosen confidence, that the deep value is below alpha (the move is too weak to matter), so the subtree was skipped.</source>
        <translation>Fail-Low: Die flache Suche sagte mit der gewählten Konfidenz voraus, dass der tiefe Wert unter Alpha liegt (der Zug ist zu schwach, um eine Rolle zu spielen); daher wurde der Teilbaum übersprungen.</translation>
    </message>
    <message>
        <source>No cut: the shallow search was not conclusive, so the position was searched in full.</source>
        <translation>Kein Schnitt: Die flache Suche war nicht eindeutig, daher wurde die Stellung vollständig durchsucht.</translation>
    </message>
    <message>
        <source>Cut rate: the share of checks that skipped a subtree.</source>
        <translation>Schnittrate: der Anteil der Prüfungen, die einen Teilbaum übersprungen haben.</translation>
    </message>
    <message>
        <source>Shallow value: what the shallow check search returned, in discs for the side to move at that position (a bound: the check only asked whether the value is above or below the bound).</source>
        <translation>Flacher Wert: was die flache Prüfsuche geliefert hat, in Steinen für die Seite am Zug in dieser Stellung (eine Schranke: Die Prüfung fragte nur, ob der Wert über oder unter der Schranke liegt).</translation>
    </message>
    <message>
        <source>Bound: the value the shallow search was tested against. It is the window bound moved by t·σ and mapped through the fitted line: (±t·σ + β − b) / a.</source>
        <translation>Schranke: der Wert, gegen den die flache Suche getestet wurde. Es ist die um t·σ verschobene Fenstergrenze, abgebildet über die angepasste Gerade: (±t·σ + β − b) / a.</translation>
    </message>
    <message>
        <source>Window: the bound the full search had to beat (beta for a fail-high test, alpha for a fail-low test), in discs for the side to move.</source>
        <translation>Fenster: die Grenze, die die volle Suche übertreffen musste (Beta bei einem Fail-High-Test, Alpha bei einem Fail-Low-Test), in Steinen für die Seite am Zug.</translation>
    </message>
    <message>
        <source>Confidence: by the fitted model, the probability that the full search would have reached the same verdict as the shallow one. It is at least the level the search was asked for.</source>
        <translation>Konfidenz: nach dem angepassten Modell die Wahrscheinlichkeit, dass die volle Suche zum selben Urteil gekommen wäre wie die flache. Sie liegt mindestens auf dem Niveau, das für die Suche verlangt wurde.</translation>
    </message>
    <message>
        <source>Decision: whether the check cut the subtree (fail high / fail low) or not.</source>
        <translation>Entscheidung: ob die Prüfung den Teilbaum abgeschnitten hat (Fail-High / Fail-Low) oder nicht.</translation>
    </message>
    <message>
        <source>Root move: the move at the searched position under which the checked positions lie.</source>
        <translation>Wurzelzug: der Zug in der durchsuchten Stellung, unter dem die geprüften Stellungen liegen.</translation>
    </message>
    <message>
        <source>Cuts by height: for each height, how many subtrees below this move were skipped. Cuts at larger heights save the most work.</source>
        <translation>Schnitte nach Höhe: für jede Höhe, wie viele Teilbäume unter diesem Zug übersprungen wurden. Schnitte in größerer Höhe sparen die meiste Arbeit.</translation>
    </message>
    <message>
        <source>Confidence (selectivity): how sure a shallow search must be before a subtree is skipped. It sets the threshold t: a higher confidence means a larger t, fewer cuts and a more reliable search; 100 % searches everything.</source>
        <translation>Konfidenz (Selektivität): wie sicher eine flache Suche sein muss, bevor ein Teilbaum übersprungen wird. Sie bestimmt die Schwelle t: Eine höhere Konfidenz bedeutet ein größeres t, weniger Schnitte und eine zuverlässigere Suche; bei 100 % wird alles durchsucht.</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Multi-ProbCut&lt;/b&gt; (Buro 1997) saves time by predicting the result of a deep search with a much shallower one. Over thousands of positions, the value v&lt;sub&gt;h&lt;/sub&gt; of a search of height h was fitted against the value v&lt;sub&gt;d&lt;/sub&gt; of a search of depth d: v&lt;sub&gt;h&lt;/sub&gt; ≈ a·v&lt;sub&gt;d&lt;/sub&gt; + b, with a residual deviation σ (see the regression panel).&lt;/p&gt;&lt;p&gt;Before searching a position h plies deep, the engine runs the cheap search of depth d with a null window at (t·σ + β − b) / a. If the shallow value reaches it, the deep value is very likely above β: &lt;b&gt;fail high&lt;/b&gt;, and the subtree is skipped. Likewise a value at or below (−t·σ + α − b) / a predicts a &lt;b&gt;fail low&lt;/b&gt;. Otherwise the position is searched in full.&lt;/p&gt;&lt;p&gt;The threshold t comes from the confidence level: the higher the confidence, the fewer cuts. Several heights and up to a few check depths per height are tried, the cheapest first; the check searches themselves never cut.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Multi-ProbCut&lt;/b&gt; (Buro 1997) spart Zeit, indem es das Ergebnis einer tiefen Suche mit einer viel flacheren vorhersagt. Über Tausende von Stellungen wurde der Wert v&lt;sub&gt;h&lt;/sub&gt; einer Suche der Höhe h gegen den Wert v&lt;sub&gt;d&lt;/sub&gt; einer Suche der Tiefe d angepasst: v&lt;sub&gt;h&lt;/sub&gt; ≈ a·v&lt;sub&gt;d&lt;/sub&gt; + b, mit einer Reststandardabweichung σ (siehe den Regressionsbereich).&lt;/p&gt;&lt;p&gt;Bevor die Engine eine Stellung h Halbzüge tief durchsucht, führt sie die günstige Suche der Tiefe d mit einem Nullfenster bei (t·σ + β − b) / a aus. Erreicht der flache Wert diese Grenze, liegt der tiefe Wert sehr wahrscheinlich über β: &lt;b&gt;Fail-High&lt;/b&gt;, und der Teilbaum wird übersprungen. Ebenso sagt ein Wert bei oder unter (−t·σ + α − b) / a ein &lt;b&gt;Fail-Low&lt;/b&gt; voraus. Andernfalls wird die Stellung vollständig durchsucht.&lt;/p&gt;&lt;p&gt;Die Schwelle t ergibt sich aus dem Konfidenzniveau: Je höher die Konfidenz, desto weniger Schnitte. Mehrere Höhen und je Höhe bis zu einigen Prüftiefen werden versucht, die günstigste zuerst; die Prüfsuchen selbst schneiden nie ab.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>multi-cut</source>
        <translation>Multi-Cut</translation>
    </message>
</context>
<context>
    <name>probcut::ui::CutTreeModel</name>
    <message>
        <source>%1 fail high, %2 fail low</source>
        <translation>%1 Fail-High, %2 Fail-Low</translation>
    </message>
    <message numerus="yes">
        <source>%n check(s) deeper than the tree&apos;s last level are counted here.</source>
        <translation>
            <numerusform>%n Prüfung unterhalb der letzten Baumebene wird hier gezählt.</numerusform>
            <numerusform>%n Prüfungen unterhalb der letzten Baumebene werden hier gezählt.</numerusform>
        </translation>
    </message>
    <message>
        <source>Click to see this position on the board.</source>
        <translation>Klicken, um diese Stellung auf dem Brett zu sehen.</translation>
    </message>
    <message>
        <source>check, try %1</source>
        <translation>Prüfung, Versuch %1</translation>
    </message>
    <message>
        <source>Position: a move from the searched position (and replies below it), or a check made at that position.</source>
        <translation>Stellung: ein Zug aus der durchsuchten Stellung (und Antworten darunter) oder eine Prüfung in dieser Stellung.</translation>
    </message>
    <message>
        <source>Cuts: how many checks at or below this position skipped a subtree.</source>
        <translation>Schnitte: wie viele Prüfungen an oder unter dieser Stellung einen Teilbaum übersprungen haben.</translation>
    </message>
    <message>
        <source>On a move row: the largest height cut at or below that position.</source>
        <translation>In einer Zugzeile: die größte abgeschnittene Höhe an oder unter dieser Stellung.</translation>
    </message>
    <message>
        <source>Position</source>
        <translation>Stellung</translation>
    </message>
    <message>
        <source>Checks</source>
        <translation>Prüfungen</translation>
    </message>
    <message>
        <source>Cuts</source>
        <translation>Schnitte</translation>
    </message>
    <message>
        <source>Height</source>
        <translation>Höhe</translation>
    </message>
    <message>
        <source>Check depth</source>
        <translation>Prüftiefe</translation>
    </message>
    <message>
        <source>Shallow</source>
        <translation>Flach</translation>
    </message>
    <message>
        <source>Bound</source>
        <translation>Schranke</translation>
    </message>
    <message>
        <source>Decision</source>
        <translation>Entscheidung</translation>
    </message>
    <message>
        <source>Confidence</source>
        <translation>Konfidenz</translation>
    </message>
</context>
<context>
    <name>probcut::ui::EngineErrorText</name>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>the byte %1</source>
        <translation>das Byte %1</translation>
    </message>
    <message>
        <source>character %1: %2</source>
        <translation>Zeichen %1: %2</translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation>Zeile %1: %2</translation>
    </message>
    <message>
        <source>game %1: %2</source>
        <translation>Partie %1: %2</translation>
    </message>
    <message>
        <source>move %1 (%2): %3</source>
        <translation>Zug %1 (%2): %3</translation>
    </message>
    <message>
        <source>move %1: %2</source>
        <translation>Zug %1: %2</translation>
    </message>
    <message>
        <source>field 1 (the board): %1</source>
        <translation>Datenfeld 1 (das Brett): %1</translation>
    </message>
    <message>
        <source>field %1 (“%2”): %3</source>
        <translation>Datenfeld %1 („%2“): %3</translation>
    </message>
    <message>
        <source>field 1: %1</source>
        <translation>Datenfeld 1: %1</translation>
    </message>
    <message>
        <source>the board (BO): %1</source>
        <translation>das Brett (BO): %1</translation>
    </message>
    <message>
        <source>impossible position: %1</source>
        <translation>unmögliche Stellung: %1</translation>
    </message>
    <message>
        <source>square %1 has no row digit</source>
        <translation>Feld %1 hat keine Reihenziffer</translation>
    </message>
    <message>
        <source>expected a row digit 1–8 after %1, found %2</source>
        <translation>Reihenziffer 1–8 nach %1 erwartet, %2 gefunden</translation>
    </message>
    <message>
        <source>expected a move (a1–h8 or pa), found %1</source>
        <translation>Zug erwartet (a1–h8 oder pa), %1 gefunden</translation>
    </message>
    <message>
        <source>move %1 (%2) comes after the end of the game</source>
        <translation>Zug %1 (%2) folgt nach dem Ende der Partie</translation>
    </message>
    <message>
        <source>move %1 comes after the end of the game</source>
        <translation>Zug %1 folgt nach dem Ende der Partie</translation>
    </message>
    <message>
        <source>%1 cannot pass while having a legal move</source>
        <translation>%1 kann nicht passen, solange ein legaler Zug möglich ist</translation>
    </message>
    <message>
        <source>%1 is illegal for %2 (the square is occupied)</source>
        <translation>%1 ist für %2 illegal (das Feld ist besetzt)</translation>
    </message>
    <message>
        <source>%1 is illegal for %2 (it flips no disc)</source>
        <translation>%1 ist für %2 illegal (er dreht keinen Stein um)</translation>
    </message>
    <message>
        <source>%1 is illegal</source>
        <translation>%1 ist illegal</translation>
    </message>
    <message>
        <source>the game is already over</source>
        <translation>die Partie ist bereits beendet</translation>
    </message>
    <message>
        <source>illegal move</source>
        <translation>illegaler Zug</translation>
    </message>
    <message>
        <source>square %1: expected X, O or -, found %2</source>
        <translation>Feld %1: X, O oder - erwartet, %2 gefunden</translation>
    </message>
    <message>
        <source>the board has only %1 of 64 squares</source>
        <translation>das Brett hat nur %1 von 64 Feldern</translation>
    </message>
    <message>
        <source>the side to move (X or O) is missing after the 64 squares</source>
        <translation>die Seite am Zug (X oder O) fehlt nach den 64 Feldern</translation>
    </message>
    <message>
        <source>the side to move must be X (Black) or O (White), found %1</source>
        <translation>die Seite am Zug muss X (Schwarz) oder O (Weiß) sein, %1 gefunden</translation>
    </message>
    <message>
        <source>unexpected %1 after the side to move</source>
        <translation>unerwartetes %1 nach der Seite am Zug</translation>
    </message>
    <message>
        <source>a square holds both colours</source>
        <translation>ein Feld enthält beide Farben</translation>
    </message>
    <message>
        <source>the four centre squares d4, e4, d5 and e5 must be occupied</source>
        <translation>die vier Zentrumsfelder d4, e4, d5 und e5 müssen besetzt sein</translation>
    </message>
    <message>
        <source>the line is empty; expected a board and the side to move</source>
        <translation>die Zeile ist leer; erwartet werden ein Brett und die Seite am Zug</translation>
    </message>
    <message>
        <source>expected MOVE:SCORE</source>
        <translation>ZUG:WERT erwartet</translation>
    </message>
    <message>
        <source>“%1” is not a square (a1–h8) or pa</source>
        <translation>„%1“ ist kein Feld (a1–h8) und nicht pa</translation>
    </message>
    <message>
        <source>the score must be a whole number</source>
        <translation>der Wert muss eine ganze Zahl sein</translation>
    </message>
    <message>
        <source>the score %1 is outside −64…64</source>
        <translation>der Wert %1 liegt außerhalb von −64…64</translation>
    </message>
    <message>
        <source>%1 is not a legal move in this position</source>
        <translation>%1 ist in dieser Stellung kein legaler Zug</translation>
    </message>
    <message>
        <source>only 8×8 boards are supported (expected “8” first)</source>
        <translation>nur 8×8-Bretter werden unterstützt („8“ zuerst erwartet)</translation>
    </message>
    <message>
        <source>no GGF game found (a game starts with “(;”)</source>
        <translation>keine GGF-Partie gefunden (eine Partie beginnt mit „(;“)</translation>
    </message>
    <message>
        <source>the game is not closed: “;)” is missing</source>
        <translation>die Partie ist nicht abgeschlossen: „;)“ fehlt</translation>
    </message>
    <message>
        <source>expected “;)” to end the game</source>
        <translation>„;)“ am Ende der Partie erwartet</translation>
    </message>
    <message>
        <source>expected a property name (letters) or “;)”</source>
        <translation>Eigenschaftsname (Buchstaben) oder „;)“ erwartet</translation>
    </message>
    <message>
        <source>property %1: expected “[”</source>
        <translation>Eigenschaft %1: „[“ erwartet</translation>
    </message>
    <message>
        <source>property %1: the closing “]” is missing</source>
        <translation>Eigenschaft %1: die schließende „]“ fehlt</translation>
    </message>
    <message>
        <source>the board (BO) comes after the first move</source>
        <translation>das Brett (BO) steht nach dem ersten Zug</translation>
    </message>
    <message>
        <source>“%1” is not a square or pa</source>
        <translation>„%1“ ist kein Feld und nicht pa</translation>
    </message>
    <message>
        <source>the evaluation “%1” is not a number</source>
        <translation>die Bewertung „%1“ ist keine Zahl</translation>
    </message>
    <message>
        <source>the time is not a number</source>
        <translation>die Zeit ist keine Zahl</translation>
    </message>
    <message>
        <source>%1 to move, but it is %2’s turn</source>
        <translation>%1 am Zug, aber %2 ist an der Reihe</translation>
    </message>
    <message>
        <source>too short for a WTHOR header (%1 bytes, 16 needed)</source>
        <translation>zu kurz für einen WTHOR-Header (%1 Bytes, 16 benötigt)</translation>
    </message>
    <message>
        <source>board size %1 is not supported (only 8×8)</source>
        <translation>Brettgröße %1 wird nicht unterstützt (nur 8×8)</translation>
    </message>
    <message>
        <source>not a game file (header byte 13 is %1, expected 0)</source>
        <translation>keine Partiedatei (Header-Byte 13 ist %1, erwartet 0)</translation>
    </message>
    <message>
        <source>the header announces %1 games (%2 bytes) but the file has %3 bytes (it is cut short)</source>
        <translation>der Header kündigt %1 Partien (%2 Bytes) an, aber die Datei hat %3 Bytes (sie ist abgeschnitten)</translation>
    </message>
    <message>
        <source>the header announces %1 games (%2 bytes) but the file has %3 bytes (more follows the games)</source>
        <translation>der Header kündigt %1 Partien (%2 Bytes) an, aber die Datei hat %3 Bytes (nach den Partien folgt weiterer Inhalt)</translation>
    </message>
    <message>
        <source>a score byte is above 64 (%1)</source>
        <translation>ein Ergebnis-Byte liegt über 64 (%1)</translation>
    </message>
    <message>
        <source>byte %1 is not a square</source>
        <translation>Byte %1 ist kein Feld</translation>
    </message>
    <message>
        <source>a move after the padding</source>
        <translation>ein Zug nach den Füllbytes</translation>
    </message>
    <message>
        <source>the header announces %1 names of %2 bytes but %3 bytes follow (the file is cut short)</source>
        <translation>der Header kündigt %1 Namen zu je %2 Bytes an, aber es folgen %3 Bytes (die Datei ist abgeschnitten)</translation>
    </message>
    <message>
        <source>the header announces %1 names of %2 bytes but %3 bytes follow (not a whole number of records)</source>
        <translation>der Header kündigt %1 Namen zu je %2 Bytes an, aber es folgen %3 Bytes (keine ganze Zahl von Datensätzen)</translation>
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
    <message>
        <source>The human-like level cannot be used (%1): it plays as the engine level.</source>
        <translation>Die menschenähnliche Stufe ist nicht verfügbar (%1): Sie spielt als Engine-Stufe.</translation>
    </message>
</context>
<context>
    <name>probcut::ui::EvalGraphPanel</name>
    <message>
        <source>Quick (depth 8, exact from 14 empties)</source>
        <translation>Schnell (Tiefe 8, exakt ab 14 leeren Feldern)</translation>
    </message>
    <message>
        <source>Normal (depth 12, exact from 18 empties)</source>
        <translation>Normal (Tiefe 12, exakt ab 18 leeren Feldern)</translation>
    </message>
    <message>
        <source>Deep (depth 16, exact from 20 empties)</source>
        <translation>Tief (Tiefe 16, exakt ab 20 leeren Feldern)</translation>
    </message>
    <message>
        <source>How hard Analyse Game searches each position</source>
        <translation>Wie gründlich „Partie analysieren“ jede Stellung durchsucht</translation>
    </message>
    <message>
        <source>Analyse Game</source>
        <translation>Partie analysieren</translation>
    </message>
    <message>
        <source>Value every position of the game in the background and mark the moves that lost discs</source>
        <translation>Jede Stellung der Partie im Hintergrund bewerten und die Züge markieren, die Steine gekostet haben</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Zug</translation>
    </message>
    <message>
        <source>Engine value after each move (discs, + = Black ahead)</source>
        <translation>Engine-Bewertung nach jedem Zug (Steine, + = Schwarz vorn)</translation>
    </message>
    <message>
        <source>Engine value after each move, in discs for Black. Click to go to a move.</source>
        <translation>Engine-Bewertung nach jedem Zug, in Steinen für Schwarz. Klicken, um zu einem Zug zu gehen.</translation>
    </message>
    <message>
        <source>Cancelled at %p%</source>
        <translation>Abgebrochen bei %p%</translation>
    </message>
    <message>
        <source>Not analysed</source>
        <translation>Nicht analysiert</translation>
    </message>
    <message>
        <source>Analysing… %p%</source>
        <translation>Wird analysiert… %p%</translation>
    </message>
    <message>
        <source>Analysed</source>
        <translation>Analysiert</translation>
    </message>
    <message>
        <source>Black: %1 inaccuracies, %2 mistakes, %3 blunders
White: %4 inaccuracies, %5 mistakes, %6 blunders</source>
        <translation>Schwarz: %1 Ungenauigkeiten, %2 Fehler, %3 Patzer
Weiß: %4 Ungenauigkeiten, %5 Fehler, %6 Patzer</translation>
    </message>
    <message>
        <source>No move of this line lost %1 discs or more.</source>
        <translation>Kein Zug dieser Variante hat %1 oder mehr Steine gekostet.</translation>
    </message>
    <message>
        <source>Analyse Game marks moves that lost discs: inaccuracy ≥ %1, mistake ≥ %2, blunder ≥ %3.</source>
        <translation>„Partie analysieren“ markiert Züge, die Steine gekostet haben: Ungenauigkeit ≥ %1, Fehler ≥ %2, Patzer ≥ %3.</translation>
    </message>
</context>
<context>
    <name>probcut::ui::ExplainPanel</name>
    <message>
        <source>Hover over a cell to see what it means</source>
        <translation>Fahren Sie mit der Maus über eine Zelle, um ihre Bedeutung zu sehen</translation>
    </message>
    <message>
        <source>Show the three largest for and against on the board</source>
        <translation>Die drei größten Beiträge dafür und dagegen auf dem Brett zeigen</translation>
    </message>
    <message>
        <source>Point at a feature to read what it means.</source>
        <translation>Zeigen Sie auf ein Merkmal, um seine Bedeutung zu lesen.</translation>
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
        <source>&lt;b&gt;Features&lt;/b&gt; (classic evaluation; worth in discs, + good for %1)</source>
        <translation>&lt;b&gt;Merkmale&lt;/b&gt; (klassische Bewertung; Wert in Steinen, + gut für %1)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Patterns&lt;/b&gt; (the engine&apos;s evaluation; + good for %1)</source>
        <translation>&lt;b&gt;Muster&lt;/b&gt; (Bewertung der Engine; + gut für %1)</translation>
    </message>
    <message>
        <source>The pattern evaluation is not available; only the features are shown.</source>
        <translation>Die Musterbewertung ist nicht verfügbar; nur die Merkmale werden angezeigt.</translation>
    </message>
    <message>
        <source>The game is over: %1 − %2.</source>
        <translation>Die Partie ist beendet: %1 − %2.</translation>
    </message>
    <message>
        <source>Green: the patterns that help the side the values are for most; red: the ones that hurt it most</source>
        <translation>Grün: die Muster, die der Seite, für die die Werte gelten, am meisten helfen; Rot: die, die ihr am meisten schaden</translation>
    </message>
    <message>
        <source>Evaluation %1: &lt;b&gt;%2&lt;/b&gt; discs, the sum of the %3 pattern values below (heuristic, before any search).</source>
        <translation>Bewertung %1: &lt;b&gt;%2&lt;/b&gt; Steine, die Summe der %3 Musterwerte unten (heuristisch, vor jeder Suche).</translation>
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
    <message>
        <source>This GGF game&apos;s side lines (the %1 property) cannot be read: %2</source>
        <translation>Die Nebenvarianten dieser GGF-Partie (Eigenschaft %1) können nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>a second branch is marked as the line (&apos;*&apos;)</source>
        <translation>ein zweiter Zweig ist als Hauptvariante markiert (&apos;*&apos;)</translation>
    </message>
    <message>
        <source>the same move appears twice as a branch</source>
        <translation>derselbe Zug erscheint zweimal als Zweig</translation>
    </message>
    <message>
        <source>expected &apos;)&apos; to close the branch</source>
        <translation>&apos;)&apos; zum Schließen des Zweigs erwartet</translation>
    </message>
    <message>
        <source>a branch in parentheses needs at least one other branch beside it</source>
        <translation>ein Zweig in Klammern braucht mindestens einen weiteren Zweig daneben</translation>
    </message>
    <message>
        <source>character %1: %2</source>
        <translation>Zeichen %1: %2</translation>
    </message>
    <message>
        <source>expected a move (a1–h8 or pa)</source>
        <translation>Zug erwartet (a1–h8 oder pa)</translation>
    </message>
    <message>
        <source>expected a move (a1–h8 or pa), found &quot;%1&quot;</source>
        <translation>Zug erwartet (a1–h8 oder pa), „%1“ gefunden</translation>
    </message>
    <message>
        <source>%1 cannot pass here: it has a legal move</source>
        <translation>%1 kann hier nicht passen: Ein legaler Zug ist möglich</translation>
    </message>
    <message>
        <source>%1 is not a legal move for %2</source>
        <translation>%1 ist kein legaler Zug für %2</translation>
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
        <source>unexpected text after the tree</source>
        <translation>unerwarteter Text nach dem Baum</translation>
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
</context>
<context>
    <name>probcut::ui::HelpDialog</name>
    <message>
        <source> or </source>
        <translation> oder </translation>
    </message>
    <message>
        <source>ProbCut Studio Guide</source>
        <translation>ProbCut-Studio-Handbuch</translation>
    </message>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>The game</source>
        <translation>Das Spiel</translation>
    </message>
    <message>
        <source>Playing</source>
        <translation>Spielen</translation>
    </message>
    <message>
        <source>Levels</source>
        <translation>Spielstärken</translation>
    </message>
    <message>
        <source>Reading the values</source>
        <translation>Die Werte lesen</translation>
    </message>
    <message>
        <source>Analysing</source>
        <translation>Analysieren</translation>
    </message>
    <message>
        <source>Seeing selective search</source>
        <translation>Selektive Suche sehen</translation>
    </message>
    <message>
        <source>Files and the clipboard</source>
        <translation>Dateien und Zwischenablage</translation>
    </message>
    <message>
        <source>&lt;p&gt;Each level combines how far ahead the engine searches in the middle game, from how many empty squares it plays the rest of the game perfectly (an exact solve), and how sure Multi-ProbCut must be before it skips a move. Without a game clock the strongest levels also cap the time per move; with a clock the engine shares its time out itself.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Jede Spielstärke verbindet, wie weit die Engine im Mittelspiel vorausrechnet, ab wie vielen leeren Feldern sie den Rest der Partie perfekt spielt (exakte Lösung) und wie sicher Multi-ProbCut sein muss, bevor es einen Zug überspringt. Ohne Uhr begrenzen die stärksten Stufen auch die Zeit pro Zug; mit Uhr teilt die Engine ihre Zeit selbst ein.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Stufe</translation>
    </message>
    <message>
        <source>Search depth</source>
        <translation>Suchtiefe</translation>
    </message>
    <message>
        <source>Exact from</source>
        <translation>Exakt ab</translation>
    </message>
    <message>
        <source>Confidence</source>
        <translation>Konfidenz</translation>
    </message>
    <message>
        <source>Time cap</source>
        <translation>Zeitgrenze</translation>
    </message>
    <message>
        <source>unlimited</source>
        <translation>unbegrenzt</translation>
    </message>
    <message numerus="yes">
        <source>%n empties</source>
        <translation>
            <numerusform>%n leeres Feld</numerusform>
            <numerusform>%n leere Felder</numerusform>
        </translation>
    </message>
    <message>
        <source>100 % (no pruning)</source>
        <translation>100 % (kein Abschneiden)</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>&lt;p&gt;Every value is in &lt;b&gt;discs&lt;/b&gt;: the final disc difference the engine expects if both sides play well from here, for the side it names (+ is good for that side). &lt;b&gt;exact&lt;/b&gt; means proved to the end of the game; &lt;b&gt;depth 12&lt;/b&gt; means a search twelve moves ahead, then the evaluation; &lt;b&gt;95 % confidence&lt;/b&gt; means Multi-ProbCut skipped moves it was that sure could not change the result. While a search runs, ≥ and ≤ mark a bound: the best move found so far is at least (or the position at most) that good.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Alle Werte sind in &lt;b&gt;Steinen&lt;/b&gt;: die Steindifferenz am Ende, die die Engine erwartet, wenn beide Seiten von hier an gut spielen, für die genannte Seite (+ ist gut für sie). &lt;b&gt;exakt&lt;/b&gt; heißt bis zum Ende der Partie bewiesen; &lt;b&gt;Tiefe 12&lt;/b&gt; heißt zwölf Züge vorausgerechnet, dann bewertet; &lt;b&gt;Konfidenz 95 %&lt;/b&gt; heißt, Multi-ProbCut hat Züge übersprungen, bei denen es so sicher war, dass sie das Ergebnis nicht ändern. Während einer Suche markieren ≥ und ≤ eine Schranke: Der bisher beste Zug ist mindestens (bzw. die Stellung höchstens) so gut.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Open&lt;/b&gt; and &lt;b&gt;Save&lt;/b&gt; read and write games in GGF (side lines are kept) and as plain transcripts (f5d6c3…); a game can also be picked from a WTHOR database (.wtb). &lt;b&gt;Paste&lt;/b&gt; takes a transcript, a board of 64 characters (X, O and - from a1 to h8, then the side to move), an OBF line or a GGF game. &lt;b&gt;Copy&lt;/b&gt; gives the game as a transcript; the game as GGF and the position as a board string have commands of their own. The game in progress is saved after every move and offered back if the program stopped unexpectedly.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Öffnen&lt;/b&gt; und &lt;b&gt;Speichern&lt;/b&gt; lesen und schreiben Partien als GGF (Varianten bleiben erhalten) und als einfache Zugfolgen (f5d6c3…); eine Partie kann auch aus einer WTHOR-Datenbank (.wtb) gewählt werden. &lt;b&gt;Einfügen&lt;/b&gt; nimmt eine Zugfolge, ein Brett aus 64 Zeichen (X, O und - von a1 bis h8, dann die Seite am Zug), eine OBF-Zeile oder eine GGF-Partie. &lt;b&gt;Kopieren&lt;/b&gt; liefert die Partie als Zugfolge; die Partie als GGF und die Stellung als Brett-Zeichenkette haben eigene Befehle. Die laufende Partie wird nach jedem Zug gesichert und wieder angeboten, wenn das Programm unerwartet beendet wurde.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Arrow keys</source>
        <translation>Pfeiltasten</translation>
    </message>
    <message>
        <source>Move the board&apos;s cursor</source>
        <translation>Den Cursor auf dem Brett bewegen</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Eingabe</translation>
    </message>
    <message>
        <source>Play on the cursor&apos;s square</source>
        <translation>Auf das Feld des Cursors ziehen</translation>
    </message>
    <message>
        <source>Play on that square (for example f5)</source>
        <translation>Auf dieses Feld ziehen (zum Beispiel f5)</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>End a preview; hide the cursor</source>
        <translation>Vorschau beenden; Cursor ausblenden</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Brett</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Wo</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>Befehl</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Tasten</translation>
    </message>
    <message>
        <source>&lt;p&gt;Othello is played on a board of 8 × 8 squares by Black and White; Black moves first. A move puts a disc of your colour on an empty square so that it &lt;b&gt;outflanks&lt;/b&gt; one or more of your opponent&apos;s discs: they lie in an unbroken straight line (across, up and down, or diagonally) between the new disc and another disc of yours. Every outflanked disc, in every direction, turns to your colour.&lt;/p&gt;&lt;p&gt;If you have no such move you must pass; when neither side can move the game ends and the side with more discs wins. Squares are named by column a–h and row 1–8: a1 is the top left corner, h8 the bottom right one.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Othello wird auf einem Brett mit 8 × 8 Feldern von Schwarz und Weiß gespielt; Schwarz beginnt. Ein Zug setzt einen Stein der eigenen Farbe so auf ein leeres Feld, dass er einen oder mehrere gegnerische Steine &lt;b&gt;einschließt&lt;/b&gt;: Sie liegen in einer lückenlosen geraden Linie (waagerecht, senkrecht oder diagonal) zwischen dem neuen Stein und einem anderen eigenen Stein. Jeder eingeschlossene Stein, in jeder Richtung, wechselt zur eigenen Farbe.&lt;/p&gt;&lt;p&gt;Wer keinen solchen Zug hat, muss passen; kann keine Seite mehr ziehen, endet die Partie, und wer mehr Steine hat, gewinnt. Die Felder heißen nach Spalte a–h und Reihe 1–8: a1 ist die Ecke oben links, h8 die unten rechts.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;New Game&lt;/b&gt; chooses a human or the engine for each colour, the engine&apos;s level, an optional game clock, and where to start: the initial position, the position on the board, or a random balanced opening. Play by clicking a square marked with a dot (the legal moves), or from the keyboard: the arrow keys and Enter, or type a square such as f5.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Undo&lt;/b&gt; and &lt;b&gt;Redo&lt;/b&gt; step through the game, and the move list and the arrows below it go to any earlier position. Playing a different move there keeps the old line as a variation: right-click a marked move in the list to switch back. &lt;b&gt;Move Now&lt;/b&gt; makes a thinking engine play at once. &lt;b&gt;Show Hints&lt;/b&gt; writes the engine&apos;s value of every legal move on its square, with the depth it searched (d8) or “exact” once the rest of the game is solved; the best move is highlighted.&lt;/p&gt;&lt;p&gt;The &lt;b&gt;Position&lt;/b&gt; menu sets up any position (&lt;b&gt;Edit Position&lt;/b&gt;) and rotates or mirrors the whole game. &lt;b&gt;Preferences&lt;/b&gt; hold the theme, the board&apos;s marks, animation, sounds, the opening book and the language.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Neues Spiel&lt;/b&gt; wählt für jede Farbe einen Menschen oder die Engine, die Spielstärke der Engine, eine optionale Bedenkzeituhr und den Anfang: die Grundstellung, die Stellung auf dem Brett oder eine zufällige ausgeglichene Eröffnung. Gezogen wird per Klick auf ein mit einem Punkt markiertes Feld (die legalen Züge) oder per Tastatur: Pfeiltasten und Eingabe, oder ein Feld wie f5 tippen.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Rückgängig&lt;/b&gt; und &lt;b&gt;Wiederholen&lt;/b&gt; gehen durch die Partie; die Zugliste und die Pfeile darunter führen zu jeder früheren Stellung. Wer dort einen anderen Zug spielt, behält die alte Folge als Variante: Rechtsklick auf einen markierten Zug in der Liste wechselt zurück. &lt;b&gt;Sofort ziehen&lt;/b&gt; lässt eine rechnende Engine sofort ziehen. &lt;b&gt;Hinweise zeigen&lt;/b&gt; schreibt den Wert jedes legalen Zuges nach der Engine auf sein Feld, mit der gerechneten Tiefe (d8) oder „exakt“, sobald der Rest der Partie gelöst ist; der beste Zug ist hervorgehoben.&lt;/p&gt;&lt;p&gt;Das Menü &lt;b&gt;Stellung&lt;/b&gt; baut jede beliebige Stellung auf (&lt;b&gt;Stellung bearbeiten&lt;/b&gt;) und dreht oder spiegelt die ganze Partie. Die &lt;b&gt;Einstellungen&lt;/b&gt; enthalten Farbschema, Markierungen auf dem Brett, Animation, Klänge, Eröffnungsbuch und Sprache.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;The engine searches like Michael Buro&apos;s LOGISTELLO, which beat the human world champion 6–0 in 1997: it does not look at every move equally deep.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Die Engine sucht wie Michael Buros LOGISTELLO, das 1997 den menschlichen Weltmeister 6–0 schlug: Sie schaut nicht jeden Zug gleich tief an.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>a–h, then 1–8</source>
        <translation>a–h, dann 1–8</translation>
    </message>
    <message>
        <source>ProbCut in pictures</source>
        <translation>ProbCut in Bildern</translation>
    </message>
    <message>
        <source>&lt;p&gt;The &lt;b&gt;ProbCut Cuts&lt;/b&gt; panel draws the search tree with the cuts (see the next section) and lists every check of the current search: by height and try, by root move, and as a tree you can browse; select a check to see its position and why it cut. The &lt;b&gt;Regression Plots&lt;/b&gt; panel shows the data each model was fitted from — the deep value against the shallow one, the fitted line and its ±t·σ band — and can verify the current search&apos;s cuts with deep searches in the background.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Das Feld &lt;b&gt;ProbCut-Schnitte&lt;/b&gt; zeichnet den Suchbaum mit den Schnitten (siehe den nächsten Abschnitt) und listet jede Prüfung der laufenden Suche: nach Höhe und Versuch, nach Wurzelzug und als durchsuchbaren Baum; wählen Sie eine Prüfung, um ihre Stellung zu sehen und warum sie geschnitten hat. Das Feld &lt;b&gt;Regressionsdiagramme&lt;/b&gt; zeigt die Daten, an die jedes Modell angepasst wurde — den tiefen Wert über dem flachen, die angepasste Gerade und ihr ±t·σ-Band — und kann die Schnitte der laufenden Suche im Hintergrund mit tiefen Suchen überprüfen.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;The &lt;b&gt;Picture&lt;/b&gt; tab of the ProbCut Cuts panel draws the search tree of the last finished iteration. The top band is the position on the board; below it come its moves, then the replies, four moves deep. Each box is as wide as the work the engine spent under that move, so you see at once where the search went. A thin coloured stub is a move that Multi-ProbCut &lt;b&gt;cut&lt;/b&gt;: a quick shallow search said it was clearly good enough (or clearly too weak), so the deep search was skipped. Its colour is the height of the cut, how many moves deep the skipped search would have gone: yellow for a few, dark red and purple for many. Blue boxes are searched; the darker, the more work the cuts inside them saved.&lt;/p&gt;&lt;p&gt;Hover a box for its numbers, click it to zoom in (click the top band to zoom out), and read below the picture what happened there, with the position on a small board. For a cut the text says in plain words what the shallow search found, how sure the model was, and how much work was saved; &lt;b&gt;Show the formula&lt;/b&gt; gives the arithmetic. The rings on the main board show, for each move, the share of its work that cuts saved and the number of cuts below it.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Die Registerkarte &lt;b&gt;Bild&lt;/b&gt; im Feld ProbCut-Schnitte zeichnet den Suchbaum der letzten abgeschlossenen Iteration. Das oberste Band ist die Stellung auf dem Brett; darunter folgen ihre Züge, dann die Antworten, vier Züge tief. Jedes Kästchen ist so breit wie die Arbeit, die die Engine unter diesem Zug aufgewendet hat, sodass man sofort sieht, wohin die Suche ging. Ein schmaler farbiger Balken ist ein Zug, den Multi-ProbCut &lt;b&gt;geschnitten&lt;/b&gt; hat: Eine schnelle flache Suche hielt ihn für klar gut genug (oder klar zu schwach), daher wurde die tiefe Suche übersprungen. Seine Farbe zeigt die Höhe des Schnitts, also wie viele Züge tief die übersprungene Suche gegangen wäre: Gelb für wenige, Dunkelrot und Violett für viele. Blaue Kästchen sind durchsucht; je dunkler, desto mehr Arbeit haben die Schnitte darin gespart.&lt;/p&gt;&lt;p&gt;Fahren Sie mit der Maus über ein Kästchen, um seine Zahlen zu sehen, klicken Sie es an, um hineinzuzoomen (ein Klick auf das oberste Band zoomt heraus), und lesen Sie unter dem Bild, was dort geschah, mit der Stellung auf einem kleinen Brett. Bei einem Schnitt sagt der Text in einfachen Worten, was die flache Suche gefunden hat, wie sicher das Modell war und wie viel Arbeit gespart wurde; &lt;b&gt;Formel anzeigen&lt;/b&gt; liefert die Rechnung. Die Ringe auf dem Hauptbrett zeigen für jeden Zug den Anteil seiner Arbeit, den Schnitte gespart haben, und die Anzahl der Schnitte darunter.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Play&lt;/b&gt; and the arrows step through the iteration&apos;s cuts one by one: each is marked in the picture, explained below it and, when the &lt;b&gt;Regression Plots&lt;/b&gt; panel is open, shown there as a star at its shallow value and the deep value the model predicted. &lt;b&gt;Save…&lt;/b&gt; writes the picture as an image (PNG) or a drawing (SVG) for a lesson; &lt;tt&gt;probcut analyse POSITION --depth D --cut-tree FILE.svg&lt;/tt&gt; draws the same picture without the studio.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Was it right?&lt;/b&gt; searches the same position again without any pruning and puts the two side by side: how deep each got in the same time, nodes, best move and value, and, for the cuts nearest the root, whether an exact search of the skipped position agrees with the cut. Cuts are bets at the chosen confidence: at 95 % about one in twenty may be wrong, and most wrong ones do not change the move played.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Abspielen&lt;/b&gt; und die Pfeile gehen die Schnitte der Iteration einzeln durch: Jeder wird im Bild markiert, darunter erklärt und, wenn das Feld &lt;b&gt;Regressionsdiagramme&lt;/b&gt; offen ist, dort als Stern bei seinem flachen Wert und dem vom Modell vorhergesagten tiefen Wert gezeigt. &lt;b&gt;Speichern…&lt;/b&gt; schreibt das Bild als PNG-Bild oder SVG-Zeichnung, etwa für den Unterricht; &lt;tt&gt;probcut analyse POSITION --depth D --cut-tree FILE.svg&lt;/tt&gt; zeichnet dasselbe Bild ohne das Studio.&lt;/p&gt;&lt;p&gt;&lt;b&gt;War es richtig?&lt;/b&gt; durchsucht dieselbe Stellung erneut ganz ohne Abschneiden und stellt beide nebeneinander: wie tief jede in derselben Zeit kam, Knoten, bester Zug und Wert sowie für die Schnitte nahe der Wurzel, ob eine exakte Suche der übersprungenen Stellung dem Schnitt recht gibt. Schnitte sind Wetten mit der gewählten Konfidenz: Bei 95 % kann etwa jeder zwanzigste falsch sein, und die meisten falschen ändern den gespielten Zug nicht.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;View › Layouts&lt;/b&gt; arranges them in one click: &lt;b&gt;Play&lt;/b&gt; shows the board alone, &lt;b&gt;Analyse&lt;/b&gt; the principal variation (with All Moves and the book) above the evaluation graph, &lt;b&gt;Study ProbCut&lt;/b&gt; the cut picture with the regression plot.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Ansicht › Anordnungen&lt;/b&gt; ordnet sie mit einem Klick an: &lt;b&gt;Spielen&lt;/b&gt; zeigt nur das Brett, &lt;b&gt;Analysieren&lt;/b&gt; die Hauptvariante (mit Alle Züge und dem Buch) über dem Bewertungsverlauf, &lt;b&gt;ProbCut studieren&lt;/b&gt; das Schnittbild mit dem Regressionsdiagramm.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Opening names</source>
        <translation>Eröffnungsnamen</translation>
    </message>
    <message>
        <source>&lt;p&gt;The standard openings of Othello have names, like the &lt;b&gt;Tiger&lt;/b&gt; (f5 d6 c3 d3 c4), the &lt;b&gt;Rose&lt;/b&gt; or the &lt;b&gt;Buffalo&lt;/b&gt;. Below whose turn it is, the window names the opening the game follows: the deepest named position it has reached so far, which it keeps once the game leaves the named lines. A name belongs to a position, not to an order of moves, so a game begun with c4, d3 or e6 instead of f5, or one that reaches the same discs in another order, gets the same name. Hover over the name to see its moves as played on this board and the move where it was reached.&lt;/p&gt;&lt;p&gt;The &lt;b&gt;Opening Book&lt;/b&gt; panel&apos;s &lt;b&gt;Opening&lt;/b&gt; column names the opening each book move leads into. The names are those commonly used by Othello players and clubs.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Die klassischen Othello-Eröffnungen haben Namen, etwa &lt;b&gt;Tiger&lt;/b&gt; (f5 d6 c3 d3 c4), &lt;b&gt;Rose&lt;/b&gt; oder &lt;b&gt;Buffalo&lt;/b&gt;. Unter der Angabe, wer am Zug ist, nennt das Fenster die Eröffnung, der die Partie folgt: die tiefste benannte Stellung, die sie bisher erreicht hat; diesen Namen behält sie, wenn sie die benannten Linien verlässt. Ein Name gehört zu einer Stellung, nicht zu einer Zugfolge: Eine Partie, die mit c4, d3 oder e6 statt f5 beginnt oder dieselben Steine in anderer Reihenfolge erreicht, erhält denselben Namen. Fahren Sie mit der Maus über den Namen, um seine Züge so zu sehen, wie sie auf diesem Brett gespielt werden, und den Zug, mit dem er erreicht wurde.&lt;/p&gt;&lt;p&gt;Die Spalte &lt;b&gt;Eröffnung&lt;/b&gt; im Feld &lt;b&gt;Eröffnungsbuch&lt;/b&gt; nennt die Eröffnung, zu der jeder Buchzug führt. Die Namen sind die unter Othello-Spielern und -Vereinen gebräuchlichen.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Game review</source>
        <translation>Partieanalyse</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Game Review&lt;/b&gt; (Moves menu, Ctrl+Shift+R) analyses the game in the background, with progress and a Cancel button, or reuses the finished Analyse Game of the same moves, and sums it up in the &lt;b&gt;Game Review&lt;/b&gt; panel. You can ask for it during a game too: it reviews the moves played so far.&lt;/p&gt;&lt;p&gt;A move&apos;s &lt;b&gt;loss&lt;/b&gt; is the value of the best move minus the value of the move played, in discs for the player who moved, each searched as deep as the other. &lt;b&gt;Accuracy&lt;/b&gt; counts the moves where a player had a choice (passes and the only legal move are left out): the &lt;b&gt;discs lost per move&lt;/b&gt; on average (0 is perfect play) and the &lt;b&gt;share of moves within 1 disc&lt;/b&gt; of the best. Losses of 2 discs or more are inaccuracies, 6 or more mistakes, 12 or more blunders.&lt;/p&gt;&lt;p&gt;The &lt;b&gt;phases&lt;/b&gt; go by the empty squares before the move: the opening has 60 to 41 (moves 1–20 of a game from the start), the midgame 40 to 21 (moves 21–40), the endgame 20 or fewer (moves 41–60). The table gives both figures per phase.&lt;/p&gt;&lt;p&gt;The mistakes are listed largest loss first. Select one: the board goes to the position before it and numbers both lines on the empty squares, the line played in red in the upper left of each square and the better line in green in the lower right; the panel spells both lines out. The graph shows the value after each move (discs for Black) with the mistakes as dots; click it to go to a move.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Export Review as GGF&lt;/b&gt; saves the game with the review in its comments: the summary in the game&apos;s comment and, after each mistake, its loss, the better move and both lines; other GGF readers open it as a normal game. &lt;b&gt;Export Review as PDF&lt;/b&gt; writes a printable report with the tables, the graph and two board diagrams per mistake, to send to a coach or a student.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Partieanalyse&lt;/b&gt; (Menü Züge, Strg+Umschalt+R) analysiert die Partie im Hintergrund, mit Fortschritt und einer Abbrechen-Schaltfläche, oder übernimmt die fertige Partieanalyse derselben Züge, und fasst sie im Bereich &lt;b&gt;Partieanalyse&lt;/b&gt; zusammen. Sie lässt sich auch während einer Partie aufrufen: Sie bespricht dann die bisher gespielten Züge.&lt;/p&gt;&lt;p&gt;Der &lt;b&gt;Verlust&lt;/b&gt; eines Zuges ist der Wert des besten Zuges minus der Wert des gespielten, in Steinen für den Ziehenden, beide gleich tief gesucht. Die &lt;b&gt;Genauigkeit&lt;/b&gt; zählt die Züge, bei denen ein Spieler die Wahl hatte (Passen und der einzige legale Zug zählen nicht): die im Mittel &lt;b&gt;pro Zug verlorenen Steine&lt;/b&gt; (0 ist perfektes Spiel) und den &lt;b&gt;Anteil der Züge höchstens 1 Stein&lt;/b&gt; vom besten. Verluste ab 2 Steinen sind Ungenauigkeiten, ab 6 Fehler, ab 12 Patzer.&lt;/p&gt;&lt;p&gt;Die &lt;b&gt;Phasen&lt;/b&gt; richten sich nach den leeren Feldern vor dem Zug: Die Eröffnung hat 60 bis 41 (Züge 1–20 einer Partie vom Anfang), das Mittelspiel 40 bis 21 (Züge 21–40), das Endspiel 20 oder weniger (Züge 41–60). Die Tabelle zeigt beide Zahlen je Phase.&lt;/p&gt;&lt;p&gt;Die Fehler stehen nach Verlust geordnet, der größte zuerst. Einen auswählen: Das Brett geht zur Stellung davor und nummeriert beide Varianten auf den leeren Feldern, die gespielte rot oben links in jedem Feld und die bessere grün unten rechts; der Bereich schreibt beide Varianten aus. Der Verlauf zeigt den Wert nach jedem Zug (Steine für Schwarz) mit den Fehlern als Punkte; ein Klick geht zu einem Zug.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Analyse als GGF exportieren&lt;/b&gt; speichert die Partie mit der Analyse in ihren Kommentaren: die Zusammenfassung im Kommentar der Partie und nach jedem Fehler dessen Verlust, den besseren Zug und beide Varianten; andere GGF-Programme öffnen sie als normale Partie. &lt;b&gt;Analyse als PDF exportieren&lt;/b&gt; schreibt einen druckbaren Bericht mit den Tabellen, dem Verlauf und zwei Brettdiagrammen je Fehler, zum Versenden an einen Trainer oder Schüler.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;New Game&lt;/b&gt;, &lt;b&gt;Paste&lt;/b&gt;, &lt;b&gt;Open&lt;/b&gt; and &lt;b&gt;Edit Position&lt;/b&gt; replace the game on the board. Until you play a move in the new game, &lt;b&gt;Undo&lt;/b&gt; (its name says what it undoes, such as “Undo Paste”) brings back the game it replaced in one step, with its players and clock. A pasted or opened game and an edited position are set up for you to play both colours; the status bar says so, and who played before, whenever that changes who plays a colour. &lt;b&gt;Game › Back to the Previous Game&lt;/b&gt; switches between the game on the board and the one last replaced.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Neue Partie&lt;/b&gt;, &lt;b&gt;Einfügen&lt;/b&gt;, &lt;b&gt;Öffnen&lt;/b&gt; und &lt;b&gt;Stellung bearbeiten&lt;/b&gt; ersetzen die Partie auf dem Brett. Solange Sie in der neuen Partie noch keinen Zug gespielt haben, holt &lt;b&gt;Rückgängig&lt;/b&gt; (sein Name sagt, was es rückgängig macht, etwa „Einfügen rückgängig“) die ersetzte Partie in einem Schritt zurück, mit ihren Spielern und ihrer Uhr. Eine eingefügte oder geöffnete Partie und eine bearbeitete Stellung sind so eingerichtet, dass Sie beide Farben spielen; die Statusleiste sagt das, und wer vorher spielte, immer wenn sich dadurch ändert, wer eine Farbe spielt. &lt;b&gt;Partie › Zurück zur vorherigen Partie&lt;/b&gt; wechselt zwischen der Partie auf dem Brett und der zuletzt ersetzten.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Whose side a value is for&lt;/b&gt; is chosen once, in &lt;b&gt;Preferences › Show values for&lt;/b&gt;: &lt;b&gt;the side to move&lt;/b&gt; (the default: + is good for the player whose turn it is, so a hint of +4 means the move leaves that player four discs ahead at the end) or &lt;b&gt;Black&lt;/b&gt; (+ is always good for Black and − good for White, whoever is to move). The hints, All Moves, the principal variation, the opening book, Explain Position, the list of mistakes and the engine&apos;s messages all follow it, and each names the side: a column header such as “Value (White)”, a caption such as “for the side to move (White)”, or “for Black” after the number. The &lt;b&gt;evaluation graph&lt;/b&gt; is the one exception: a curve over a whole game needs one fixed side, so it is always drawn for Black (up is good for Black), as its title says. The values inside the ProbCut panels are the search&apos;s own, for the side to move at each position of the tree.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Für welche Seite ein Wert gilt&lt;/b&gt;, wählen Sie einmal in &lt;b&gt;Einstellungen › Werte zeigen für&lt;/b&gt;: &lt;b&gt;die Seite am Zug&lt;/b&gt; (Standard: + ist gut für den Spieler, der am Zug ist; ein Hinweis von +4 heißt also, dass der Zug diesem Spieler am Ende vier Steine Vorsprung lässt) oder &lt;b&gt;Schwarz&lt;/b&gt; (+ ist immer gut für Schwarz und − gut für Weiß, gleich wer am Zug ist). Die Hinweise, Alle Züge, die Hauptvariante, das Eröffnungsbuch, Stellung erklären, die Fehlerliste und die Meldungen der Engine folgen dieser Wahl, und jede Anzeige nennt die Seite: eine Spaltenüberschrift wie „Wert (Weiß)“, eine Beschriftung wie „für die Seite am Zug (Weiß)“ oder „für Schwarz“ nach der Zahl. Der &lt;b&gt;Bewertungsverlauf&lt;/b&gt; ist die einzige Ausnahme: Eine Kurve über eine ganze Partie braucht eine feste Seite, daher ist er immer für Schwarz gezeichnet (nach oben ist gut für Schwarz), wie sein Titel sagt. Die Werte in den ProbCut-Feldern sind die der Suche selbst, für die Seite am Zug in jeder Stellung des Baums.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Analyse Position&lt;/b&gt; (Moves menu) lets the engine think about the position on the board without limit and follows it as you move or navigate. The &lt;b&gt;Principal Variation&lt;/b&gt; panel shows its value, depth, confidence, speed and the line it expects, iteration by iteration; click a move of the line to preview it on the board (Esc returns).&lt;/p&gt;&lt;p&gt;&lt;b&gt;Analyse Game&lt;/b&gt; values every position of the game in the background and marks on the &lt;b&gt;Evaluation Graph&lt;/b&gt; each move that lost discs: an inaccuracy from 2 discs, a mistake from 6, a blunder from 12. Click the graph or the list to go there.&lt;/p&gt;&lt;p&gt;The &lt;b&gt;Opening Book&lt;/b&gt; panel shows what the book knows of the position: each move&apos;s value and how often it was played, won, drawn and lost; &lt;b&gt;Add this Game to the Book&lt;/b&gt; teaches your own copy. &lt;b&gt;Explain Position&lt;/b&gt; takes the evaluation apart: the classic features of both sides and the patterns that count most, drawn on the board in green (for the side the values are for) and red (against).&lt;/p&gt;&lt;p&gt;All panels are in &lt;b&gt;View › Panels&lt;/b&gt;; drag them by their title to rearrange, tab or float them.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Stellung analysieren&lt;/b&gt; (Menü Züge) lässt die Engine ohne Grenze über die Stellung auf dem Brett nachdenken und folgt ihr, wenn Sie ziehen oder navigieren. Das Feld &lt;b&gt;Hauptvariante&lt;/b&gt; zeigt Wert, Tiefe, Konfidenz, Geschwindigkeit und die erwartete Zugfolge, Iteration für Iteration; ein Klick auf einen Zug der Folge zeigt ihn als Vorschau auf dem Brett (Esc kehrt zurück).&lt;/p&gt;&lt;p&gt;&lt;b&gt;Partie analysieren&lt;/b&gt; bewertet im Hintergrund jede Stellung der Partie und markiert im &lt;b&gt;Bewertungsverlauf&lt;/b&gt; jeden Zug, der Steine gekostet hat: eine Ungenauigkeit ab 2 Steinen, ein Fehler ab 6, ein grober Fehler ab 12. Ein Klick auf den Verlauf oder die Liste führt dorthin.&lt;/p&gt;&lt;p&gt;Das Feld &lt;b&gt;Eröffnungsbuch&lt;/b&gt; zeigt, was das Buch über die Stellung weiß: den Wert jedes Zuges und wie oft er gespielt, gewonnen, remis und verloren wurde; &lt;b&gt;Diese Partie ins Buch aufnehmen&lt;/b&gt; lehrt Ihre eigene Kopie. &lt;b&gt;Stellung erklären&lt;/b&gt; zerlegt die Bewertung: die klassischen Merkmale beider Seiten und die Muster, die am meisten zählen, auf dem Brett grün (für die Seite, für die die Werte gelten) und rot (dagegen) gezeichnet.&lt;/p&gt;&lt;p&gt;Alle Felder finden Sie unter &lt;b&gt;Ansicht › Felder&lt;/b&gt;; ziehen Sie sie an ihrem Titel, um sie anders anzuordnen, als Reiter zu gruppieren oder frei schweben zu lassen.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Analyse All Moves&lt;/b&gt; (Moves menu) values every legal move at once and deepens them together until you stop it or every value is exact. The &lt;b&gt;All Moves&lt;/b&gt; panel lists them, sortable by any column, and the board shows them on their squares. Values are in discs for the side the point of view names (+ is good for it). A selective value is the mean of the move&apos;s two deepest searches, because odd and even depths favour different sides and would make the number jump; “exact” marks the result of perfect play. The best move, and any tied with it, carries a star.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Alle Züge analysieren&lt;/b&gt; (Menü Züge) bewertet alle legalen Züge zugleich und vertieft sie gemeinsam, bis Sie anhalten oder jeder Wert exakt ist. Das Feld &lt;b&gt;Alle Züge&lt;/b&gt; listet sie auf, nach jeder Spalte sortierbar, und das Brett zeigt sie auf ihren Feldern. Die Werte sind in Steinen für die Seite, die der Blickwinkel nennt (+ ist gut für sie). Ein selektiver Wert ist der Mittelwert der zwei tiefsten Suchen des Zuges, denn gerade und ungerade Tiefen begünstigen verschiedene Seiten und ließen die Zahl springen; „exakt“ kennzeichnet das Ergebnis perfekten Spiels. Der beste Zug und jeder gleich gute trägt einen Stern.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Levels 1 to 4 are &lt;b&gt;human-like&lt;/b&gt;: instead of always playing the engine&apos;s choice they value every move, then pick one the way weak, average and strong tournament players do (Beginner: like a weak player, but about twice as carelessly). How many discs such players lose per move, in the opening, the middle game and the endgame, was measured on thousands of moves from the WTHOR database of tournament games; the levels lose as many, make human-sized slips rather than random blunders, and vary their moves from game to game. They do not use the opening book. The new-game dialog shows each level&apos;s numbers. Should their table be missing, they play as the engine levels in the table above, and the studio says so.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Die Stufen 1 bis 4 sind &lt;b&gt;menschenähnlich&lt;/b&gt;: Statt immer den Zug der Engine zu spielen, bewerten sie jeden Zug und wählen dann einen so, wie es schwache, durchschnittliche und starke Turnierspieler tun (Anfänger: wie ein schwacher Spieler, aber etwa doppelt so unachtsam). Wie viele Steine solche Spieler pro Zug verlieren, in der Eröffnung, im Mittelspiel und im Endspiel, wurde an Tausenden von Zügen aus der WTHOR-Datenbank von Turnierpartien gemessen; diese Stufen verlieren ebenso viele, machen Ungenauigkeiten menschlicher Größe statt zufälliger Patzer und variieren ihre Züge von Partie zu Partie. Sie benutzen das Eröffnungsbuch nicht. Der Dialog für eine neue Partie zeigt die Zahlen jeder Stufe. Fehlt ihre Tabelle, spielen sie als die Engine-Stufen der obigen Tabelle, und das Studio meldet es.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Strength ladder</source>
        <translation>Stärkeleiter</translation>
    </message>
    <message>
        <source>%1 % against level %2</source>
        <translation>%1 % gegen Stufe %2</translation>
    </message>
    <message>
        <source>not measured</source>
        <translation>nicht gemessen</translation>
    </message>
    <message>
        <source>&lt;p&gt;The &lt;b&gt;strength ladder&lt;/b&gt; places the levels on one scale: each level plays 200 games (100 openings with both colours, chosen before the matches) against the level below it, and its score there gives the step on the Elo scale, where 200 points more mean winning about 3 games in 4. Beginner is 0. Where a match has not been played yet the table says so, or gives the score alone when a step below is missing. The new-game dialog shows each level&apos;s result. &lt;code&gt;scripts/level_ladder.py&lt;/code&gt; in the source tree replays the matches.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Die &lt;b&gt;Stärkeleiter&lt;/b&gt; stellt die Stufen auf eine Skala: Jede Stufe spielt 200 Partien (100 Eröffnungen mit beiden Farben, vor den Matches gewählt) gegen die Stufe darunter, und ihr Ergebnis dort ergibt die Sprosse auf der Elo-Skala, wobei 200 Punkte mehr bedeuten, etwa 3 von 4 Partien zu gewinnen. Anfänger ist 0. Wo ein Match noch nicht gespielt wurde, sagt es die Tabelle, oder sie nennt nur das Ergebnis, wenn eine Sprosse darunter fehlt. Der Dialog für eine neue Partie zeigt das Ergebnis jeder Stufe. &lt;code&gt;scripts/level_ladder.py&lt;/code&gt; im Quellbaum spielt die Matches erneut.&lt;/p&gt;</translation>
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
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Panels</source>
        <translation>&amp;Bereiche</translation>
    </message>
    <message>
        <source>Save as Transcript</source>
        <translation>Als Zugfolge speichern</translation>
    </message>
    <message>
        <source>A transcript holds only the main line: the side lines of this game will not be saved in it. Save it anyway? (A GGF file keeps them.)</source>
        <translation>Eine Zugfolge enthält nur die Hauptvariante: Die Nebenvarianten dieser Partie werden darin nicht gespeichert. Trotzdem speichern? (Eine GGF-Datei behält sie.)</translation>
    </message>
    <message>
        <source>Loaded in %1 s</source>
        <translation>Geladen in %1 s</translation>
    </message>
    <message>
        <source>Opening Book</source>
        <translation>Eröffnungsbuch</translation>
    </message>
    <message>
        <source>Explain Position</source>
        <translation>Stellung erklären</translation>
    </message>
    <message>
        <source>ProbCut Cuts</source>
        <translation>ProbCut-Schnitte</translation>
    </message>
    <message>
        <source>Regression Plots</source>
        <translation>Regressionsdiagramme</translation>
    </message>
    <message>
        <source>Book move %1 (preview) — click the board or press Esc to return</source>
        <translation>Buchzug %1 (Vorschau) — klicken Sie auf das Brett oder drücken Sie Esc, um zurückzukehren</translation>
    </message>
    <message>
        <source>depth %1, %2 % confidence</source>
        <translation>Tiefe %1, Konfidenz %2 %</translation>
    </message>
    <message>
        <source>ProbCut Studio &amp;Guide</source>
        <translation>ProbCut-Studio-&amp;Handbuch</translation>
    </message>
    <message>
        <source>The rules, playing, the levels, analysis and how selective search is shown</source>
        <translation>Regeln, Spielen, Spielstärken, Analyse und wie die selektive Suche gezeigt wird</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Tastenkürzel</translation>
    </message>
    <message>
        <source>Every key the studio answers to</source>
        <translation>Alle Tasten, auf die das Studio reagiert</translation>
    </message>
    <message>
        <source>Copy Board as &amp;Image</source>
        <translation>Brett als &amp;Bild kopieren</translation>
    </message>
    <message>
        <source>Copy a picture of the position (for documents and messages) to the clipboard</source>
        <translation>Ein Bild der Stellung (für Dokumente und Nachrichten) in die Zwischenablage kopieren</translation>
    </message>
    <message>
        <source>Save Board as I&amp;mage…</source>
        <translation>Brett als Bil&amp;d speichern…</translation>
    </message>
    <message>
        <source>Save a picture of the position as a PNG image or an SVG drawing</source>
        <translation>Ein Bild der Stellung als PNG-Bild oder SVG-Zeichnung speichern</translation>
    </message>
    <message>
        <source>Copied a picture of the position</source>
        <translation>Bild der Stellung kopiert</translation>
    </message>
    <message>
        <source>Save Board as Image</source>
        <translation>Brett als Bild speichern</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG drawing (*.svg)</source>
        <translation>PNG-Bild (*.png);;SVG-Zeichnung (*.svg)</translation>
    </message>
    <message>
        <source>Pictures are saved as PNG (.png) or SVG (.svg), not as .%1.</source>
        <translation>Bilder werden als PNG (.png) oder SVG (.svg) gespeichert, nicht als .%1.</translation>
    </message>
    <message>
        <source>Saved a picture of the position to %1</source>
        <translation>Bild der Stellung in %1 gespeichert</translation>
    </message>
    <message>
        <source>&amp;Layouts</source>
        <translation>&amp;Anordnungen</translation>
    </message>
    <message>
        <source>&amp;Play: the board alone</source>
        <translation>&amp;Spielen: nur das Brett</translation>
    </message>
    <message>
        <source>&amp;Analyse: variation, all moves, book and graph</source>
        <translation>&amp;Analysieren: Variante, alle Züge, Buch und Verlauf</translation>
    </message>
    <message>
        <source>Study &amp;ProbCut: the cut picture beside the regression plot</source>
        <translation>&amp;ProbCut studieren: Schnittbild neben dem Regressionsdiagramm</translation>
    </message>
    <message>
        <source>Opening: &lt;b&gt;%1&lt;/b&gt;</source>
        <translation>Eröffnung: &lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <source>The named opening this game follows: %1 (%2), reached at move %3.</source>
        <translation>Die benannte Eröffnung, der diese Partie folgt: %1 (%2), erreicht mit Zug %3.</translation>
    </message>
    <message>
        <source>The game has left the named lines since; it keeps the name of the last one it followed.</source>
        <translation>Die Partie hat die benannten Linien seitdem verlassen; sie behält den Namen der letzten, der sie gefolgt ist.</translation>
    </message>
    <message>
        <source>Hints: discs %1.</source>
        <translation>Hinweise: Steine %1.</translation>
    </message>
    <message>
        <source>%1 (engine): %2 for %3 (%4), %5
%6</source>
        <translation>%1 (Engine): %2 für %3 (%4), %5
%6</translation>
    </message>
    <message>
        <source>&amp;Undo New Game</source>
        <translation>Neue Partie &amp;rückgängig</translation>
    </message>
    <message>
        <source>&amp;Undo Paste</source>
        <translation>Einfügen &amp;rückgängig</translation>
    </message>
    <message>
        <source>&amp;Undo Open</source>
        <translation>Öffnen &amp;rückgängig</translation>
    </message>
    <message>
        <source>&amp;Undo Position Edit</source>
        <translation>Stellungsbearbeitung &amp;rückgängig</translation>
    </message>
    <message>
        <source>Bring back the game that was replaced, with its players and clock</source>
        <translation>Die ersetzte Partie mit ihren Spielern und ihrer Uhr zurückholen</translation>
    </message>
    <message>
        <source>Undone: the game before New Game is back, with its players (Black: %1, White: %2).</source>
        <translation>Rückgängig: Die Partie vor „Neue Partie“ ist zurück, mit ihren Spielern (Schwarz: %1, Weiß: %2).</translation>
    </message>
    <message>
        <source>Undone: the game before the paste is back, with its players (Black: %1, White: %2).</source>
        <translation>Rückgängig: Die Partie vor dem Einfügen ist zurück, mit ihren Spielern (Schwarz: %1, Weiß: %2).</translation>
    </message>
    <message>
        <source>Undone: the game before opening the file is back, with its players (Black: %1, White: %2).</source>
        <translation>Rückgängig: Die Partie vor dem Öffnen der Datei ist zurück, mit ihren Spielern (Schwarz: %1, Weiß: %2).</translation>
    </message>
    <message>
        <source>Undone: the game before the position edit is back, with its players (Black: %1, White: %2).</source>
        <translation>Rückgängig: Die Partie vor der Stellungsbearbeitung ist zurück, mit ihren Spielern (Schwarz: %1, Weiß: %2).</translation>
    </message>
    <message>
        <source>Game &gt; Back to the Previous Game returns to the one you left.</source>
        <translation>Partie &gt; Zurück zur vorherigen Partie führt zu der Partie zurück, die Sie verlassen haben.</translation>
    </message>
    <message>
        <source>Black and White are now both played by you (both were the engine).</source>
        <translation>Schwarz und Weiß spielen jetzt beide Sie (beide waren die Engine).</translation>
    </message>
    <message>
        <source>Black and White are now both played by you (%1 was the engine).</source>
        <translation>Schwarz und Weiß spielen jetzt beide Sie (%1 war die Engine).</translation>
    </message>
    <message>
        <source>The clock is off.</source>
        <translation>Die Uhr ist aus.</translation>
    </message>
    <message>
        <source>Undo (%1) brings back the previous game.</source>
        <translation>Rückgängig (%1) holt die vorige Partie zurück.</translation>
    </message>
    <message>
        <source>New game. Undo (%1) brings back the previous game, with its players.</source>
        <translation>Neue Partie. Rückgängig (%1) holt die vorige Partie mit ihren Spielern zurück.</translation>
    </message>
    <message>
        <source>Pasted a %1.</source>
        <translation>Eingefügt: %1.</translation>
    </message>
    <message>
        <source>Opened %1.</source>
        <translation>%1 geöffnet.</translation>
    </message>
    <message>
        <source>Opened a game from %1.</source>
        <translation>Partie aus %1 geöffnet.</translation>
    </message>
    <message>
        <source>Edited position set up; New Game can start an engine game from it.</source>
        <translation>Bearbeitete Stellung übernommen; „Neue Partie“ kann von hier eine Partie gegen die Engine starten.</translation>
    </message>
    <message numerus="yes">
        <source>%1 (engine): book move %2, value %3 for %4 (picked from %n book move(s))</source>
        <translation>
            <numerusform>%1 (Engine): Buchzug %2, Wert %3 für %4 (gewählt aus %n Buchzug)</numerusform>
            <numerusform>%1 (Engine): Buchzug %2, Wert %3 für %4 (gewählt aus %n Buchzügen)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>ProbCut Studio did not exit normally last time. Restore the game that was in progress (%n move(s))? You will play both colours, without a clock.</source>
        <translation>
            <numerusform>ProbCut Studio wurde beim letzten Mal nicht normal beendet. Die laufende Partie (%n Zug) wiederherstellen? Sie spielen dann beide Farben, ohne Uhr.</numerusform>
            <numerusform>ProbCut Studio wurde beim letzten Mal nicht normal beendet. Die laufende Partie (%n Züge) wiederherstellen? Sie spielen dann beide Farben, ohne Uhr.</numerusform>
        </translation>
    </message>
    <message>
        <source>Restored the game that was in progress. Black and White are both played by you and the clock is off; New Game (%1) sets up an engine game.</source>
        <translation>Die laufende Partie wurde wiederhergestellt. Schwarz und Weiß spielen beide Sie, und die Uhr ist aus; Neue Partie (%1) richtet eine Partie gegen die Engine ein.</translation>
    </message>
</context>
<context>
    <name>probcut::ui::MistakeModel</name>
    <message>
        <source>Inaccuracy</source>
        <translation>Ungenauigkeit</translation>
    </message>
    <message>
        <source>Mistake</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>Blunder</source>
        <translation>Patzer</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
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
        <source>Values in discs for the side that moved. Click to go to the position before the move.</source>
        <translation>Werte in Steinen für die Seite, die gezogen hat. Klicken, um zur Stellung vor dem Zug zu gehen.</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Zug</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Gespielt</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>Bester</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Verlust</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Values in discs for Black; the loss is what the side that moved lost. Click to go to the position before the move.</source>
        <translation>Werte in Steinen für Schwarz; der Verlust ist, was die Seite, die gezogen hat, verloren hat. Klicken, um zur Stellung vor dem Zug zu gehen.</translation>
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
    <message>
        <source>Black passes</source>
        <translation>Schwarz passt</translation>
    </message>
    <message>
        <source>White passes</source>
        <translation>Weiß passt</translation>
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
    <message>
        <source>Meant to play like a human tournament player, but its table could not be loaded (%1): it plays as the engine level below.</source>
        <translation>Soll wie ein menschlicher Turnierspieler spielen, aber seine Tabelle konnte nicht geladen werden (%1): Es spielt als die Engine-Stufe unten.</translation>
    </message>
    <message>
        <source>a weak tournament player (the bottom quarter of the players in the WTHOR game database)</source>
        <translation>ein schwacher Turnierspieler (das untere Viertel der Spieler in der WTHOR-Partiendatenbank)</translation>
    </message>
    <message>
        <source>an average tournament player (the middle half of the players in the WTHOR game database)</source>
        <translation>ein durchschnittlicher Turnierspieler (die mittlere Hälfte der Spieler in der WTHOR-Partiendatenbank)</translation>
    </message>
    <message>
        <source>a strong tournament player (the top quarter of the players in the WTHOR game database)</source>
        <translation>ein starker Turnierspieler (das obere Viertel der Spieler in der WTHOR-Partiendatenbank)</translation>
    </message>
    <message>
        <source>Plays like %1: it loses about %2 discs per move in the opening, %3 in the middle game and %4 in the endgame, with human-sized slips, and varies its moves from game to game.</source>
        <translation>Spielt wie %1: verliert etwa %2 Steine pro Zug in der Eröffnung, %3 im Mittelspiel und %4 im Endspiel, durch Ungenauigkeiten menschlicher Größe, und variiert seine Züge von Partie zu Partie.</translation>
    </message>
    <message>
        <source>Looks one move ahead only: it makes plain mistakes. A first opponent for learning the game.</source>
        <translation>Schaut nur einen Zug voraus: Es macht offensichtliche Fehler. Ein erster Gegner, um das Spiel zu lernen.</translation>
    </message>
    <message>
        <source>Engine play without human slips: it looks as far ahead as its time allows and plays the last %1 empty squares perfectly.</source>
        <translation>Engine-Spiel ohne menschliche Ungenauigkeiten: Es schaut so weit voraus, wie die Zeit erlaubt, und spielt die letzten %1 leeren Felder perfekt.</translation>
    </message>
    <message>
        <source>Engine play without human slips: it looks %1 moves ahead and plays the last %2 empty squares perfectly.</source>
        <translation>Engine-Spiel ohne menschliche Ungenauigkeiten: Es schaut %1 Züge voraus und spielt die letzten %2 leeren Felder perfekt.</translation>
    </message>
    <message>
        <source>Level %1 (%2): values every move at depth %3 (exact from %4 empties), then picks one the way these players do</source>
        <translation>Stufe %1 (%2): bewertet jeden Zug mit Tiefe %3 (exakt ab %4 leeren Feldern) und wählt dann einen wie diese Spieler</translation>
    </message>
    <message>
        <source>A newcomer: it picks its moves the way a weak tournament player does, but about twice as carelessly, so it makes more and bigger mistakes (a weak tournament player loses about %1 discs per move in the middle game). A first opponent for learning the game.</source>
        <translation>Ein Neuling: Er wählt seine Züge wie ein schwacher Turnierspieler, aber etwa doppelt so unachtsam, und macht daher mehr und größere Fehler (ein schwacher Turnierspieler verliert im Mittelspiel etwa %1 Steine pro Zug). Ein erster Gegner, um das Spiel zu lernen.</translation>
    </message>
    <message>
        <source>Level %1 (%2): values every move at depth %3 (exact from %4 empties), then picks one the way weak tournament players do, at %5 times their temperature</source>
        <translation>Stufe %1 (%2): bewertet jeden Zug in Tiefe %3 (exakt ab %4 leeren Feldern) und wählt dann einen wie schwache Turnierspieler, bei der %5-fachen Temperatur</translation>
    </message>
    <message>
        <source>It is the foot of the strength ladder (0 points): %1 wins %2 % of its games against it.</source>
        <translation>Sie ist der Fuß der Stärkeleiter (0 Punkte): %1 gewinnt %2 % ihrer Partien gegen sie.</translation>
    </message>
    <message>
        <source>It is the foot of the strength ladder (0 points).</source>
        <translation>Sie ist der Fuß der Stärkeleiter (0 Punkte).</translation>
    </message>
    <message>
        <source>It is not yet placed on the strength ladder.</source>
        <translation>Sie steht noch nicht auf der Stärkeleiter.</translation>
    </message>
    <message>
        <source>It scored %1 % in %2 games against %3.</source>
        <translation>Sie erzielte %1 % in %2 Partien gegen %3.</translation>
    </message>
    <message>
        <source>Strength ladder: %1 points (Beginner 0; 200 points more win about 3 games in 4).</source>
        <translation>Stärkeleiter: %1 Punkte (Anfänger 0; 200 Punkte mehr gewinnen etwa 3 von 4 Partien).</translation>
    </message>
</context>
<context>
    <name>probcut::ui::PatternTermsModel</name>
    <message>
        <source>parity (who is due the last move)</source>
        <translation>Parität (wem der letzte Zug zusteht)</translation>
    </message>
    <message>
        <source>The parity weight: whether the number of empty squares is odd or even, i.e. who is due the last move of the game.</source>
        <translation>Das Paritätsgewicht: ob die Zahl der leeren Felder gerade oder ungerade ist, d. h. wem der letzte Zug der Partie zusteht.</translation>
    </message>
    <message>
        <source>Pattern</source>
        <translation>Muster</translation>
    </message>
    <message>
        <source>A group of squares the evaluation looks at together (an edge, a corner region, a line or a diagonal) and where it is on the board</source>
        <translation>Eine Gruppe von Feldern, die die Bewertung gemeinsam betrachtet (ein Rand, eine Eckregion, eine Linie oder eine Diagonale), und ihre Lage auf dem Brett</translation>
    </message>
    <message>
        <source>mobility (moves of both sides)</source>
        <translation>Mobilität (Züge beider Seiten)</translation>
    </message>
    <message>
        <source>The mobility weight: what the number of legal moves of both sides is worth, learned from games.</source>
        <translation>Das Mobilitätsgewicht: was die Zahl der legalen Züge beider Seiten wert ist, aus Partien gelernt.</translation>
    </message>
    <message>
        <source>What the discs on these squares are worth to %1, in discs, according to the pattern weights learned from games. Highlighted on the board when among the three largest either way.</source>
        <translation>Was die Steine auf diesen Feldern für %1 wert sind, in Steinen, nach den aus Partien gelernten Mustergewichten. Auf dem Brett hervorgehoben, wenn sie zu den drei größten in einer der beiden Richtungen gehören.</translation>
    </message>
    <message>
        <source>Worth (%1)</source>
        <translation>Wert (%1)</translation>
    </message>
    <message>
        <source>What the pattern&apos;s current contents are worth to %1, in discs; the rows add up to the evaluation</source>
        <translation>Was der aktuelle Inhalt des Musters für %1 wert ist, in Steinen; die Zeilen ergeben zusammen die Bewertung</translation>
    </message>
</context>
<context>
    <name>probcut::ui::PvHistoryModel</name>
    <message>
        <source>pass</source>
        <translation>passen</translation>
    </message>
    <message>
        <source>%1 solved</source>
        <translation>%1 gelöst</translation>
    </message>
    <message>
        <source>Multi-ProbCut confidence: 100 % searches every move; lower values prune moves the shallow check says are this likely irrelevant</source>
        <translation>Multi-ProbCut-Konfidenz: Bei 100 % wird jeder Zug durchsucht; niedrigere Werte schneiden Züge ab, die laut flacher Prüfung mit dieser Wahrscheinlichkeit irrelevant sind</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>Tiefe</translation>
    </message>
    <message>
        <source>Conf.</source>
        <translation>Konf.</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>Knoten</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Tempo</translation>
    </message>
    <message>
        <source>PV</source>
        <translation>PV</translation>
    </message>
    <message>
        <source>Discs %1; ≥/≤ mark a bound, “solved” the exact result of perfect play</source>
        <translation>Steine %1; ≥/≤ kennzeichnen eine Schranke, „gelöst“ das exakte Ergebnis bei perfektem Spiel</translation>
    </message>
    <message>
        <source>Score (%1)</source>
        <translation>Wert (%1)</translation>
    </message>
</context>
<context>
    <name>probcut::ui::PvPanel</name>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>Tiefe</translation>
    </message>
    <message>
        <source>Plies searched in full in the last completed iteration</source>
        <translation>Vollständig durchsuchte Halbzüge in der letzten abgeschlossenen Iteration</translation>
    </message>
    <message>
        <source>Confidence</source>
        <translation>Konfidenz</translation>
    </message>
    <message>
        <source>Multi-ProbCut selectivity: at 100 % every move is searched; below, moves that a shallow search says are irrelevant with this probability are cut</source>
        <translation>Multi-ProbCut-Selektivität: Bei 100 % wird jeder Zug durchsucht; darunter werden Züge abgeschnitten, die laut einer flachen Suche mit dieser Wahrscheinlichkeit irrelevant sind</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>Knoten</translation>
    </message>
    <message>
        <source>Positions searched so far</source>
        <translation>Bisher durchsuchte Stellungen</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Tempo</translation>
    </message>
    <message>
        <source>Nodes per second</source>
        <translation>Knoten pro Sekunde</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>Time since the search started</source>
        <translation>Zeit seit Beginn der Suche</translation>
    </message>
    <message>
        <source>Click a move to see the position after it on the board</source>
        <translation>Klicken Sie auf einen Zug, um die Stellung danach auf dem Brett zu sehen</translation>
    </message>
    <message>
        <source>One row per completed iteration (the engine reports at most ten a second, so quick shallow iterations are merged into the next row); select a row to show its principal variation</source>
        <translation>Eine Zeile pro abgeschlossener Iteration (die Engine meldet höchstens zehn pro Sekunde, daher werden schnelle flache Iterationen mit der nächsten Zeile zusammengefasst); wählen Sie eine Zeile, um ihre Hauptvariante anzuzeigen</translation>
    </message>
    <message>
        <source>Game engine (%1) is thinking…</source>
        <translation>Spiel-Engine (%1) rechnet…</translation>
    </message>
    <message>
        <source>Game engine (%1) played %2</source>
        <translation>Spiel-Engine (%1) hat %2 gespielt</translation>
    </message>
    <message>
        <source>Analysis: solved</source>
        <translation>Analyse: gelöst</translation>
    </message>
    <message>
        <source>Analysis: finished at depth %1</source>
        <translation>Analyse: beendet bei Tiefe %1</translation>
    </message>
    <message>
        <source>Stop Analysing</source>
        <translation>Analyse beenden</translation>
    </message>
    <message>
        <source>Analyse Position</source>
        <translation>Stellung analysieren</translation>
    </message>
    <message>
        <source>Analysis · %1 to move</source>
        <translation>Analyse · %1 am Zug</translation>
    </message>
    <message>
        <source>%1 (end)</source>
        <translation>%1 (Ende)</translation>
    </message>
    <message>
        <source>No principal variation yet</source>
        <translation>Noch keine Hauptvariante</translation>
    </message>
    <message>
        <source>Preview: after %1 (click the board or press Esc to return)</source>
        <translation>Vorschau: nach %1 (auf das Brett klicken oder Esc drücken, um zurückzukehren)</translation>
    </message>
    <message>
        <source>No engine is thinking. Turn on Analyse Position (Ctrl+Shift+A) to analyse the position on the board.</source>
        <translation>Keine Engine rechnet. Schalten Sie „Stellung analysieren“ (Strg+Umschalt+A) ein, um die Stellung auf dem Brett zu analysieren.</translation>
    </message>
    <message>
        <source>Analysis paused while the game engine thinks</source>
        <translation>Analyse pausiert, während die Spiel-Engine rechnet</translation>
    </message>
    <message>
        <source>Analysis stopped</source>
        <translation>Analyse gestoppt</translation>
    </message>
    <message>
        <source>Game engine (%1) stopped</source>
        <translation>Spiel-Engine (%1) angehalten</translation>
    </message>
    <message>
        <source>Score (%1)</source>
        <translation>Wert (%1)</translation>
    </message>
    <message>
        <source>Discs %1 at the end of the principal variation. ≥ or ≤: a bound; “solved”: the exact result of perfect play</source>
        <translation>Steine %1 am Ende der Hauptvariante. ≥ oder ≤: eine Schranke; „gelöst“: das exakte Ergebnis bei perfektem Spiel</translation>
    </message>
</context>
<context>
    <name>probcut::ui::RegressionPanel</name>
    <message>
        <source>Game stage: the positions sampled with this many empty squares. The model is fitted separately for every stage.</source>
        <translation>Spielphase: die Stellungen der Stichprobe mit dieser Anzahl leerer Felder. Das Modell wird für jede Phase separat angepasst.</translation>
    </message>
    <message>
        <source>Height h: how many plies the deep search looks ahead, the search Multi-ProbCut would like to skip.</source>
        <translation>Höhe h: wie viele Halbzüge die tiefe Suche vorausschaut – die Suche, die Multi-ProbCut überspringen möchte.</translation>
    </message>
    <message>
        <source>Check depth d: the shallow search that predicts the deep one. Depth 0 is the evaluation of the position itself.</source>
        <translation>Prüftiefe d: die flache Suche, die die tiefe vorhersagt. Tiefe 0 ist die Bewertung der Stellung selbst.</translation>
    </message>
    <message>
        <source>Confidence of a cut: the band holds this share of the deep values (t standard deviations either side of the line).</source>
        <translation>Konfidenz eines Schnitts: Das Band enthält diesen Anteil der tiefen Werte (t Standardabweichungen beiderseits der Geraden).</translation>
    </message>
    <message>
        <source>&amp;Stage</source>
        <translation>&amp;Phase</translation>
    </message>
    <message>
        <source>&amp;Height</source>
        <translation>&amp;Höhe</translation>
    </message>
    <message>
        <source>&amp;Check depth</source>
        <translation>Prüf&amp;tiefe</translation>
    </message>
    <message>
        <source>C&amp;onfidence</source>
        <translation>&amp;Konfidenz</translation>
    </message>
    <message>
        <source>positions</source>
        <translation>Stellungen</translation>
    </message>
    <message>
        <source>fit</source>
        <translation>Regressionsgerade</translation>
    </message>
    <message>
        <source>cut right</source>
        <translation>Schnitt richtig</translation>
    </message>
    <message>
        <source>cut wrong</source>
        <translation>Schnitt falsch</translation>
    </message>
    <message>
        <source>Each dot is a position: how the shallow search at depth d scored it (x) against the deep search at height h (y). Multi-ProbCut trusts the line: if the shallow value predicts the deep value beyond the window with confidence, the deep search is skipped.</source>
        <translation>Jeder Punkt ist eine Stellung: wie die flache Suche der Tiefe d sie bewertet hat (x) gegenüber der tiefen Suche der Höhe h (y). Multi-ProbCut vertraut der Geraden: Sagt der flache Wert den tiefen Wert mit ausreichender Konfidenz jenseits des Fensters voraus, wird die tiefe Suche übersprungen.</translation>
    </message>
    <message>
        <source>Drag a rectangle to zoom in; right-click to zoom out.</source>
        <translation>Ziehen Sie ein Rechteck auf, um hineinzuzoomen; Rechtsklick zoomt heraus.</translation>
    </message>
    <message>
        <source>r²: the share of the deep values&apos; spread the line explains (1 = perfect prediction).
σ: how far, typically, the deep value lies from the line, in discs.
n: the number of positions.
a, b: the line deep = a·shallow + b.
t: the band&apos;s half-width in σ for the chosen confidence.</source>
        <translation>r²: der Anteil der Streuung der tiefen Werte, den die Gerade erklärt (1 = perfekte Vorhersage).
σ: wie weit der tiefe Wert typischerweise von der Geraden abweicht, in Steinen.
n: die Anzahl der Stellungen.
a, b: die Gerade tief = a·flach + b.
t: die halbe Breite des Bandes in σ für die gewählte Konfidenz.</translation>
    </message>
    <message>
        <source>&amp;Verify cuts of the current search</source>
        <translation>Schnitte der aktuellen Suche &amp;nachprüfen</translation>
    </message>
    <message>
        <source>Takes a few cuts of the selected height and check depth from the engine&apos;s current search and runs the deep search they skipped, in the background at low priority, to see whether each cut was right (at most %1 per search).</source>
        <translation>Nimmt einige Schnitte der gewählten Höhe und Prüftiefe aus der aktuellen Suche der Engine und führt die übersprungene tiefe Suche im Hintergrund mit niedriger Priorität aus, um zu sehen, ob jeder Schnitt richtig war (höchstens %1 pro Suche).</translation>
    </message>
    <message>
        <source>&amp;Follow the search</source>
        <translation>&amp;Der Suche folgen</translation>
    </message>
    <message>
        <source>When the selected height and check depth see no cut in the current search, switch to the stage, height and depth that cut most often.</source>
        <translation>Wenn die gewählte Höhe und Prüftiefe in der aktuellen Suche keinen Schnitt sehen, zu der Phase, Höhe und Tiefe wechseln, die am häufigsten schneiden.</translation>
    </message>
    <message>
        <source>A cut is right when the deep search it skipped really ends beyond the window bound it was tested against.</source>
        <translation>Ein Schnitt ist richtig, wenn die übersprungene tiefe Suche tatsächlich jenseits der Fenstergrenze endet, gegen die er getestet wurde.</translation>
    </message>
    <message>
        <source>shallow v&lt;sub&gt;d&lt;/sub&gt; (discs)</source>
        <translation>flach v&lt;sub&gt;d&lt;/sub&gt; (Steine)</translation>
    </message>
    <message>
        <source>deep v&lt;sub&gt;h&lt;/sub&gt;</source>
        <translation>tief v&lt;sub&gt;h&lt;/sub&gt;</translation>
    </message>
    <message>
        <source>the samples are empty</source>
        <translation>die Stichproben sind leer</translation>
    </message>
    <message>
        <source>The regression data cannot be shown: %1</source>
        <translation>Die Regressionsdaten können nicht angezeigt werden: %1</translation>
    </message>
    <message>
        <source>%1–%2 empties</source>
        <translation>%1–%2 leere Felder</translation>
    </message>
    <message>
        <source>refitted: %1</source>
        <translation>neu angepasst: %1</translation>
    </message>
    <message>
        <source>too few points to refit</source>
        <translation>zu wenige Punkte für eine Neuanpassung</translation>
    </message>
    <message>
        <source>Not fitted: no cuts use this pair. %1 points (r² %2).</source>
        <translation>Nicht angepasst: Kein Schnitt verwendet dieses Paar. %1 Punkte (r² %2).</translation>
    </message>
    <message numerus="yes">
        <source>(%n off the plot)</source>
        <translation>
            <numerusform>(%n außerhalb des Diagramms)</numerusform>
            <numerusform>(%n außerhalb des Diagramms)</numerusform>
        </translation>
    </message>
    <message>
        <source>r² %1 (%2) · σ %3 discs · n %4%9 · a %5 · b %6 · t %7 (%8 %)</source>
        <translation>r² %1 (%2) · σ %3 Steine · n %4%9 · a %5 · b %6 · t %7 (%8 %)</translation>
    </message>
    <message>
        <source>The check search to depth %1 returned %2, at least its bound %3, so the search to height %4 was skipped as surely at least %5.</source>
        <translation>Die Prüfsuche bis Tiefe %1 lieferte %2, mindestens ihre Schranke %3, daher wurde die Suche bis Höhe %4 als sicher mindestens %5 übersprungen.</translation>
    </message>
    <message>
        <source>The check search to depth %1 returned %2, at most its bound %3, so the search to height %4 was skipped as surely at most %5.</source>
        <translation>Die Prüfsuche bis Tiefe %1 lieferte %2, höchstens ihre Schranke %3, daher wurde die Suche bis Höhe %4 als sicher höchstens %5 übersprungen.</translation>
    </message>
    <message>
        <source>The real search to height %1 gives %2: the cut was right.</source>
        <translation>Die echte Suche bis Höhe %1 ergibt %2: Der Schnitt war richtig.</translation>
    </message>
    <message>
        <source>The real search to height %1 gives %2: the cut was wrong.</source>
        <translation>Die echte Suche bis Höhe %1 ergibt %2: Der Schnitt war falsch.</translation>
    </message>
    <message>
        <source>Exact values of this position: depth %1 %2, height %3 %4 (verified in %5 s).</source>
        <translation>Exakte Werte dieser Stellung: Tiefe %1 %2, Höhe %3 %4 (überprüft in %5 s).</translation>
    </message>
    <message>
        <source>Live verification is off.</source>
        <translation>Live-Überprüfung ist aus.</translation>
    </message>
    <message>
        <source>Live: waiting for a search that cuts (the engine cuts only below 100 % confidence).</source>
        <translation>Live: Warten auf eine Suche, die schneidet (die Engine schneidet nur unter 100 % Konfidenz).</translation>
    </message>
    <message numerus="yes">
        <source>Live, current search: %1 cuts at this stage, height and depth; %2 of %n verified cut(s) right</source>
        <translation>
            <numerusform>Live, aktuelle Suche: %1 Schnitte in dieser Phase, Höhe und Tiefe; %2 von %n überprüften Schnitt richtig</numerusform>
            <numerusform>Live, aktuelle Suche: %1 Schnitte in dieser Phase, Höhe und Tiefe; %2 von %n überprüften Schnitten richtig</numerusform>
        </translation>
    </message>
    <message>
        <source>; %1 being verified</source>
        <translation>; %1 in Überprüfung</translation>
    </message>
    <message>
        <source>t raised %1 % at this height: high checks cut less</source>
        <translation>t um %1 % erhöht in dieser Höhe: hohe Prüfungen schneiden seltener</translation>
    </message>
    <message>
        <source>this cut</source>
        <translation>dieser Schnitt</translation>
    </message>
    <message>
        <source>The cut of the ProbCut panel&apos;s step-through: its shallow value, and the deep value the model predicted from it (%1, %2)</source>
        <translation>Der Schnitt der Schritt-für-Schritt-Ansicht des ProbCut-Felds: sein flacher Wert und der tiefe Wert, den das Modell daraus vorhergesagt hat (%1, %2)</translation>
    </message>
    <message numerus="yes">
        <source>Live, last search (stopped): %1 cuts at this stage, height and depth; %2 of %n verified cut(s) right</source>
        <translation>
            <numerusform>Live, letzte Suche (angehalten): %1 Schnitte in dieser Phase, Höhe und Tiefe; %2 von %n geprüften Schnitt richtig</numerusform>
            <numerusform>Live, letzte Suche (angehalten): %1 Schnitte in dieser Phase, Höhe und Tiefe; %2 von %n geprüften Schnitten richtig</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>probcut::ui::ReviewPanel</name>
    <message>
        <source>Review Game</source>
        <translation>Partie besprechen</translation>
    </message>
    <message>
        <source>Export GGF…</source>
        <translation>Als GGF exportieren…</translation>
    </message>
    <message>
        <source>Export PDF…</source>
        <translation>Als PDF exportieren…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
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
        <source>Whole game</source>
        <translation>Ganze Partie</translation>
    </message>
    <message>
        <source>Discs lost per move by the player who moved, and the share of moves within %1 disc of the best, for the whole game and each phase</source>
        <translation>Verlorene Steine pro Zug für den Ziehenden und der Anteil der Züge höchstens %1 Stein vom besten entfernt, für die ganze Partie und jede Phase</translation>
    </message>
    <message>
        <source>Discs lost per move · moves within %1 disc of the best</source>
        <translation>Verlorene Steine pro Zug · Züge höchstens %1 Stein vom besten</translation>
    </message>
    <message>
        <source>Engine value after each move, in discs for Black (dark: Black ahead, light: White ahead); dots mark the mistakes. Click to go to a move.</source>
        <translation>Bewertung der Engine nach jedem Zug in Steinen für Schwarz (dunkel: Schwarz vorn, hell: Weiß vorn); Punkte markieren die Fehler. Klicken, um zu einem Zug zu gehen.</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Zug</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Gespielt</translation>
    </message>
    <message>
        <source>Better</source>
        <translation>Besser</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Verlust</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Moves that lost %1 discs or more, largest loss first; values in discs for the player who moved. Select one to see both lines on the board.</source>
        <translation>Züge, die %1 oder mehr Steine gekostet haben, der größte Verlust zuerst; Werte in Steinen für den Ziehenden. Einen auswählen, um beide Varianten auf dem Brett zu sehen.</translation>
    </message>
    <message>
        <source>Cancelled at %p%</source>
        <translation>Abgebrochen bei %p%</translation>
    </message>
    <message>
        <source>Not reviewed</source>
        <translation>Nicht besprochen</translation>
    </message>
    <message>
        <source>Game Review analyses every move of the game in the background and sums it up: each player&apos;s accuracy, per phase, and the mistakes with the better move.</source>
        <translation>Die Partieanalyse bewertet jeden Zug im Hintergrund und fasst zusammen: die Genauigkeit jedes Spielers, je Phase, und die Fehler mit dem besseren Zug.</translation>
    </message>
    <message>
        <source>Game &amp;Review</source>
        <translation>Partie&amp;analyse</translation>
    </message>
    <message>
        <source>Analyse the game in the background and review it: each player&apos;s accuracy, the phases, the mistakes with the better move</source>
        <translation>Die Partie im Hintergrund analysieren und besprechen: Genauigkeit jedes Spielers, die Phasen, die Fehler mit dem besseren Zug</translation>
    </message>
    <message>
        <source>Export Review as &amp;GGF…</source>
        <translation>Analyse als &amp;GGF exportieren…</translation>
    </message>
    <message>
        <source>Save the game with the review in its comments, for any GGF reader</source>
        <translation>Die Partie mit der Analyse in ihren Kommentaren speichern, lesbar für jedes GGF-Programm</translation>
    </message>
    <message>
        <source>Export Review as P&amp;DF…</source>
        <translation>Analyse als P&amp;DF exportieren…</translation>
    </message>
    <message>
        <source>Save the review as a printable PDF with the graph and board diagrams</source>
        <translation>Die Analyse als druckbares PDF mit Verlauf und Brettdiagrammen speichern</translation>
    </message>
    <message>
        <source>Analysing… %p%</source>
        <translation>Wird analysiert… %p%</translation>
    </message>
    <message>
        <source>Reviewed</source>
        <translation>Besprochen</translation>
    </message>
    <message>
        <source>Partial: the figures cover the moves analysed so far.</source>
        <translation>Unvollständig: Die Zahlen betreffen die bisher analysierten Züge.</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>No move lost %1 discs or more.</source>
        <translation>Kein Zug hat %1 oder mehr Steine gekostet.</translation>
    </message>
    <message>
        <source>Select a mistake to see the move played and the better move, with both lines, on the board.</source>
        <translation>Einen Fehler auswählen, um den gespielten und den besseren Zug mit beiden Varianten auf dem Brett zu sehen.</translation>
    </message>
    <message>
        <source>The reviewed game is no longer on the board.</source>
        <translation>Die besprochene Partie ist nicht mehr auf dem Brett.</translation>
    </message>
    <message>
        <source>Move %1, %2: %3, %4 discs lost</source>
        <translation>Zug %1, %2: %3, %4 Steine verloren</translation>
    </message>
    <message>
        <source>Played %1 (%2), red numbers:</source>
        <translation>Gespielt %1 (%2), rote Zahlen:</translation>
    </message>
    <message>
        <source>Better %1 (%2), green numbers:</source>
        <translation>Besser %1 (%2), grüne Zahlen:</translation>
    </message>
    <message>
        <source>There is no review to export yet.</source>
        <translation>Es gibt noch keine Analyse zum Exportieren.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Review saved to %1</source>
        <translation>Analyse gespeichert in %1</translation>
    </message>
    <message>
        <source>Cannot export the review</source>
        <translation>Die Analyse kann nicht exportiert werden</translation>
    </message>
    <message>
        <source>Writing %1…</source>
        <translation>%1 wird geschrieben…</translation>
    </message>
    <message>
        <source>Export Review as GGF</source>
        <translation>Analyse als GGF exportieren</translation>
    </message>
    <message>
        <source>GGF game (*.ggf)</source>
        <translation>GGF-Partie (*.ggf)</translation>
    </message>
    <message>
        <source>Export Review as PDF</source>
        <translation>Analyse als PDF exportieren</translation>
    </message>
    <message>
        <source>PDF document (*.pdf)</source>
        <translation>PDF-Dokument (*.pdf)</translation>
    </message>
</context>
<context>
    <name>probcut::ui::ReviewText</name>
    <message>
        <source>Opening</source>
        <translation>Eröffnung</translation>
    </message>
    <message>
        <source>Midgame</source>
        <translation>Mittelspiel</translation>
    </message>
    <message>
        <source>Endgame</source>
        <translation>Endspiel</translation>
    </message>
    <message>
        <source>Opening (moves 1–20)</source>
        <translation>Eröffnung (Züge 1–20)</translation>
    </message>
    <message>
        <source>Midgame (moves 21–40)</source>
        <translation>Mittelspiel (Züge 21–40)</translation>
    </message>
    <message>
        <source>Endgame (moves 41–60)</source>
        <translation>Endspiel (Züge 41–60)</translation>
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
        <source>pass</source>
        <translation>passen</translation>
    </message>
    <message>
        <source>%1: no move valued</source>
        <translation>%1: kein Zug bewertet</translation>
    </message>
    <message>
        <source>%1: %2 discs lost per move, %3 of moves within %4 disc of the best (inaccuracies: %5, mistakes: %6, blunders: %7)</source>
        <translation>%1: %2 Steine Verlust pro Zug, %3 der Züge höchstens %4 Stein vom besten (Ungenauigkeiten: %5, Fehler: %6, Patzer: %7)</translation>
    </message>
    <message>
        <source>%1: %2 lost %3 discs (played %4 %5, better %6 %7; values in discs for %2). Played line: %8. Better line: %9.</source>
        <translation>%1: %2 verlor %3 Steine (gespielt %4 %5, besser %6 %7; Werte in Steinen für %2). Gespielte Variante: %8. Bessere Variante: %9.</translation>
    </message>
    <message>
        <source>Game not finished (%1 moves reviewed)</source>
        <translation>Partie nicht beendet (%1 Züge besprochen)</translation>
    </message>
    <message>
        <source>Black %1 – White %2: a draw</source>
        <translation>Schwarz %1 – Weiß %2: unentschieden</translation>
    </message>
    <message>
        <source>Black %1 – White %2: %3 wins</source>
        <translation>Schwarz %1 – Weiß %2: %3 gewinnt</translation>
    </message>
    <message>
        <source>Values are the engine&apos;s, in discs for the player who moved. A move&apos;s loss is the value of the best move minus the value of the move played. Accuracy counts the moves where a player had a choice: the discs lost per move on average, and the share of moves that lost at most %1 disc. Inaccuracy: %2 discs or more lost; mistake: %3 or more; blunder: %4 or more. Phases by the empty squares before the move: opening 60–41 (moves 1–20), midgame 40–21 (moves 21–40), endgame 20–1 (moves 41–60).</source>
        <translation>Die Werte sind die der Engine, in Steinen für den Ziehenden. Der Verlust eines Zuges ist der Wert des besten Zuges minus der Wert des gespielten. Die Genauigkeit zählt die Züge, bei denen ein Spieler die Wahl hatte: die im Mittel pro Zug verlorenen Steine und den Anteil der Züge, die höchstens %1 Stein gekostet haben. Ungenauigkeit: %2 oder mehr Steine verloren; Fehler: %3 oder mehr; Patzer: %4 oder mehr. Phasen nach den leeren Feldern vor dem Zug: Eröffnung 60–41 (Züge 1–20), Mittelspiel 40–21 (Züge 21–40), Endspiel 20–1 (Züge 41–60).</translation>
    </message>
    <message>
        <source>Game review by ProbCut Studio.</source>
        <translation>Partieanalyse von ProbCut Studio.</translation>
    </message>
    <message>
        <source>%1: Black %2 discs lost per move (%3 within %4), White %5 (%6).</source>
        <translation>%1: Schwarz %2 Steine Verlust pro Zug (%3 höchstens %4), Weiß %5 (%6).</translation>
    </message>
    <message>
        <source>Game review</source>
        <translation>Partieanalyse</translation>
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
        <source>The analysis did not value every move; the figures cover the moves it valued.</source>
        <translation>Die Analyse hat nicht jeden Zug bewertet; die Zahlen betreffen die bewerteten Züge.</translation>
    </message>
    <message>
        <source>Accuracy</source>
        <translation>Genauigkeit</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Züge</translation>
    </message>
    <message>
        <source>Discs lost per move</source>
        <translation>Steine Verlust pro Zug</translation>
    </message>
    <message>
        <source>Within %1 disc</source>
        <translation>Höchstens %1 Stein</translation>
    </message>
    <message>
        <source>Inaccuracies / mistakes / blunders</source>
        <translation>Ungenauigkeiten / Fehler / Patzer</translation>
    </message>
    <message>
        <source>Phases</source>
        <translation>Phasen</translation>
    </message>
    <message>
        <source>Phase</source>
        <translation>Phase</translation>
    </message>
    <message>
        <source>%1: discs lost per move</source>
        <translation>%1: Steine Verlust pro Zug</translation>
    </message>
    <message>
        <source>%1: within %2 disc</source>
        <translation>%1: höchstens %2 Stein</translation>
    </message>
    <message>
        <source>Evaluation graph</source>
        <translation>Bewertungsverlauf</translation>
    </message>
    <message>
        <source>Engine value after each move, in discs for Black (dark: Black ahead, light: White ahead); dots mark the mistakes.</source>
        <translation>Bewertung der Engine nach jedem Zug in Steinen für Schwarz (dunkel: Schwarz vorn, hell: Weiß vorn); Punkte markieren die Fehler.</translation>
    </message>
    <message>
        <source>Mistakes</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>Move %1, %2: %3 – %4 discs lost</source>
        <translation>Zug %1, %2: %3 – %4 Steine verloren</translation>
    </message>
    <message>
        <source>Played %1 (%2): %3</source>
        <translation>Gespielt %1 (%2): %3</translation>
    </message>
    <message>
        <source>Better %1 (%2): %3</source>
        <translation>Besser %1 (%2): %3</translation>
    </message>
    <message>
        <source>No move lost %1 discs or more.</source>
        <translation>Kein Zug hat %1 oder mehr Steine gekostet.</translation>
    </message>
    <message>
        <source>Other inaccuracies</source>
        <translation>Weitere Ungenauigkeiten</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Zug</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Gespielt</translation>
    </message>
    <message>
        <source>Better</source>
        <translation>Besser</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Verlust</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>How to read this review</source>
        <translation>So liest man diese Analyse</translation>
    </message>
    <message>
        <source>The PDF could not be made.</source>
        <translation>Das PDF konnte nicht erstellt werden.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
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
    <message>
        <source>Use the opening book</source>
        <translation>Eröffnungsbuch verwenden</translation>
    </message>
    <message>
        <source>The engine plays the book&apos;s moves while the game is in its book</source>
        <translation>Die Engine spielt die Züge des Buchs, solange die Partie im Buch ist</translation>
    </message>
    <message>
        <source>The engine picks at random among the book moves whose value is within this many discs of the best one; it never picks a move known to lose while one that does not lose exists</source>
        <translation>Die Engine wählt zufällig unter den Buchzügen, deren Wert höchstens so viele Steine unter dem besten liegt; sie wählt nie einen Zug, der bekanntermaßen verliert, solange es einen gibt, der nicht verliert</translation>
    </message>
    <message>
        <source>Always the best book move</source>
        <translation>Immer der beste Buchzug</translation>
    </message>
    <message numerus="yes">
        <source>Within %n disc(s) of the best</source>
        <translation>
            <numerusform>Höchstens %n Stein schlechter als der beste</numerusform>
            <numerusform>Höchstens %n Steine schlechter als der beste</numerusform>
        </translation>
    </message>
    <message>
        <source>Add every finished game to my book</source>
        <translation>Jede beendete Partie zu meinem Buch hinzufügen</translation>
    </message>
    <message>
        <source>Play sounds (moves, passes, end of game, refused clicks)</source>
        <translation>Töne abspielen (Züge, Passen, Partieende, abgelehnte Klicks)</translation>
    </message>
    <message>
        <source>Sound volume</source>
        <translation>Lautstärke der Töne</translation>
    </message>
    <message>
        <source>Book variety:</source>
        <translation>Buch-Vielfalt:</translation>
    </message>
    <message>
        <source>Volume:</source>
        <translation>Lautstärke:</translation>
    </message>
    <message numerus="yes">
        <source>Threads the engine searches with (its moves, hints and analysis); this computer has %n hardware thread(s)</source>
        <translation>
            <numerusform>Threads, mit denen die Engine sucht (ihre Züge, Hinweise und Analyse); dieser Computer hat %n Hardware-Thread</numerusform>
            <numerusform>Threads, mit denen die Engine sucht (ihre Züge, Hinweise und Analyse); dieser Computer hat %n Hardware-Threads</numerusform>
        </translation>
    </message>
    <message>
        <source>Search threads:</source>
        <translation>Such-Threads:</translation>
    </message>
    <message>
        <source>Whose side every value is shown from: the hints, All Moves, the principal variation, the book, Explain Position and the engine&apos;s messages. The evaluation graph is always drawn for Black.</source>
        <translation>Für welche Seite jeder Wert gezeigt wird: Hinweise, Alle Züge, Hauptvariante, Buch, Stellung erklären und die Meldungen der Engine. Der Bewertungsverlauf ist immer für Schwarz gezeichnet.</translation>
    </message>
    <message>
        <source>Show values for:</source>
        <translation>Werte zeigen für:</translation>
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
