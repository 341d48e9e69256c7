<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
<context>
    <name>main</name>
    <message>
        <source>Othello program and study board built on Multi-ProbCut search.</source>
        <translation>Programme d&apos;Othello et plateau d&apos;étude fondé sur la recherche Multi-ProbCut.</translation>
    </message>
    <message>
        <source>Use this language (en, fr, de, ja) instead of the saved setting.</source>
        <translation>Utiliser cette langue (en, fr, de, ja) au lieu du réglage enregistré.</translation>
    </message>
    <message>
        <source>A game to open: GGF, transcript (.txt) or WTHOR (.wtb).</source>
        <translation>Une partie à ouvrir : GGF, transcription (.txt) ou WTHOR (.wtb).</translation>
    </message>
</context>
<context>
    <name>probcut::ui::BoardEditorDialog</name>
    <message>
        <source>Edit Position</source>
        <translation>Modifier la position</translation>
    </message>
    <message>
        <source>Cycle: empty, black, white</source>
        <translation>Cycle : vide, noir, blanc</translation>
    </message>
    <message>
        <source>Black disc</source>
        <translation>Pion noir</translation>
    </message>
    <message>
        <source>White disc</source>
        <translation>Pion blanc</translation>
    </message>
    <message>
        <source>Remove disc</source>
        <translation>Retirer le pion</translation>
    </message>
    <message>
        <source>Black to move</source>
        <translation>Noir joue</translation>
    </message>
    <message>
        <source>White to move</source>
        <translation>Blanc joue</translation>
    </message>
    <message>
        <source>Clear Board</source>
        <translation>Vider le plateau</translation>
    </message>
    <message>
        <source>Start Position</source>
        <translation>Position de départ</translation>
    </message>
    <message>
        <source>Symmetry</source>
        <translation>Symétrie</translation>
    </message>
    <message>
        <source>Rotate 90° clockwise</source>
        <translation>Rotation de 90° dans le sens horaire</translation>
    </message>
    <message>
        <source>Rotate 180°</source>
        <translation>Rotation de 180°</translation>
    </message>
    <message>
        <source>Rotate 90° anticlockwise</source>
        <translation>Rotation de 90° dans le sens antihoraire</translation>
    </message>
    <message>
        <source>Mirror left–right</source>
        <translation>Miroir gauche–droite</translation>
    </message>
    <message>
        <source>Flip top–bottom</source>
        <translation>Miroir haut–bas</translation>
    </message>
    <message>
        <source>Reflect in the a1–h8 diagonal</source>
        <translation>Symétrie par la diagonale a1–h8</translation>
    </message>
    <message>
        <source>Reflect in the h1–a8 diagonal</source>
        <translation>Symétrie par la diagonale h1–a8</translation>
    </message>
    <message>
        <source>Black %1, White %2, empty %3.</source>
        <translation>Noir %1, Blanc %2, vides %3.</translation>
    </message>
    <message>
        <source>Not playable yet: %1.</source>
        <translation>Pas encore jouable : %1.</translation>
    </message>
    <message>
        <source>Neither side can move: the game would be over.</source>
        <translation>Aucun camp ne peut jouer : la partie serait terminée.</translation>
    </message>
    <message>
        <source>The side to move has no legal move and will pass.</source>
        <translation>Le camp au trait n&apos;a aucun coup légal et passera.</translation>
    </message>
    <message>
        <source>This position cannot be played: %1. Fix it or cancel.</source>
        <translation>Cette position ne peut pas être jouée : %1. Corrigez-la ou annulez.</translation>
    </message>
</context>
<context>
    <name>probcut::ui::BoardWidget</name>
    <message>
        <source>Othello board</source>
        <translation>Plateau d&apos;Othello</translation>
    </message>
    <message>
        <source>exact</source>
        <translation>exact</translation>
    </message>
    <message>
        <source>d%1</source>
        <comment>search depth</comment>
        <translation>p%1</translation>
    </message>
</context>
<context>
    <name>probcut::ui::EnginePlayer</name>
    <message>
        <source>The engine found no move (%1).</source>
        <translation>Le moteur n&apos;a trouvé aucun coup (%1).</translation>
    </message>
    <message>
        <source>The engine could not start thinking.</source>
        <translation>Le moteur n&apos;a pas pu commencer à réfléchir.</translation>
    </message>
</context>
<context>
    <name>probcut::ui::GameController</name>
    <message>
        <source>The game is over on time. Start a new game with Ctrl+N.</source>
        <translation>La partie est terminée au temps. Commencez une nouvelle partie avec Ctrl+N.</translation>
    </message>
    <message>
        <source>The engine chose an illegal move (%1); please report this.</source>
        <translation>Le moteur a choisi un coup illégal (%1) ; merci de le signaler.</translation>
    </message>
    <message>
        <source>The engine is thinking. Use Move Now (Ctrl+M) to make it play at once.</source>
        <translation>Le moteur réfléchit. « Jouer maintenant » (Ctrl+M) le fait jouer tout de suite.</translation>
    </message>
</context>
<context>
    <name>probcut::ui::GameText</name>
    <message>
        <source>transcript</source>
        <translation>transcription</translation>
    </message>
    <message>
        <source>board string</source>
        <translation>chaîne de plateau</translation>
    </message>
    <message>
        <source>OBF line</source>
        <translation>ligne OBF</translation>
    </message>
    <message>
        <source>GGF game</source>
        <translation>partie GGF</translation>
    </message>
    <message>
        <source>The text is empty: paste a transcript (f5d6c3…), a 64-square board string, an OBF line or a GGF game.</source>
        <translation>Le texte est vide : collez une transcription (f5d6c3…), une chaîne de plateau de 64 cases, une ligne OBF ou une partie GGF.</translation>
    </message>
    <message>
        <source>This looks like a GGF game, but it cannot be read: %1</source>
        <translation>Cela ressemble à une partie GGF, mais elle est illisible : %1</translation>
    </message>
    <message>
        <source>This looks like an OBF line, but it cannot be read: %1</source>
        <translation>Cela ressemble à une ligne OBF, mais elle est illisible : %1</translation>
    </message>
    <message>
        <source>This looks like a board string, but it cannot be read: %1</source>
        <translation>Cela ressemble à une chaîne de plateau, mais elle est illisible : %1</translation>
    </message>
    <message>
        <source>This board string describes an impossible position: %1</source>
        <translation>Cette chaîne de plateau décrit une position impossible : %1</translation>
    </message>
    <message>
        <source>Not recognised: expected a transcript (f5d6c3…), a 64-square board string, an OBF line or a GGF game.</source>
        <translation>Non reconnu : une transcription (f5d6c3…), une chaîne de plateau de 64 cases, une ligne OBF ou une partie GGF était attendue.</translation>
    </message>
    <message>
        <source>This looks like a transcript, but it cannot be played: %1</source>
        <translation>Cela ressemble à une transcription, mais elle ne peut pas être jouée : %1</translation>
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
        <translation>Noir</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blanc</translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation>&amp;Nouvelle partie…</translation>
    </message>
    <message>
        <source>Choose the players, clock and start position of a new game</source>
        <translation>Choisir les joueurs, la pendule et la position de départ d&apos;une nouvelle partie</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <source>Open a game (GGF, transcript) or a WTHOR database</source>
        <translation>Ouvrir une partie (GGF, transcription) ou une base WTHOR</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Enregistrer la partie</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Enregistrer &amp;sous…</translation>
    </message>
    <message>
        <source>Save the game under a new name (GGF or transcript)</source>
        <translation>Enregistrer la partie sous un nouveau nom (GGF ou transcription)</translation>
    </message>
    <message>
        <source>&amp;Copy Game as Transcript</source>
        <translation>&amp;Copier la partie en transcription</translation>
    </message>
    <message>
        <source>Copy the moves up to the current one, e.g. f5d6c3</source>
        <translation>Copier les coups jusqu&apos;au coup actuel, p. ex. f5d6c3</translation>
    </message>
    <message>
        <source>Copy Game as &amp;GGF</source>
        <translation>Copier la partie en &amp;GGF</translation>
    </message>
    <message>
        <source>Copy the game as a GGF record</source>
        <translation>Copier la partie au format GGF</translation>
    </message>
    <message>
        <source>Copy &amp;Position as Board String</source>
        <translation>Copier la &amp;position en chaîne de plateau</translation>
    </message>
    <message>
        <source>Copy the position as 64 squares and the side to move</source>
        <translation>Copier la position : 64 cases et le camp au trait</translation>
    </message>
    <message>
        <source>&amp;Paste Game or Position</source>
        <translation>Co&amp;ller une partie ou une position</translation>
    </message>
    <message>
        <source>Paste a transcript, board string, OBF line or GGF game</source>
        <translation>Coller une transcription, une chaîne de plateau, une ligne OBF ou une partie GGF</translation>
    </message>
    <message>
        <source>&amp;Undo Move</source>
        <translation>&amp;Annuler le coup</translation>
    </message>
    <message>
        <source>Take back the last move (your last move and the engine&apos;s answer)</source>
        <translation>Reprendre le dernier coup (votre dernier coup et la réponse du moteur)</translation>
    </message>
    <message>
        <source>&amp;Redo Move</source>
        <translation>&amp;Rejouer le coup</translation>
    </message>
    <message>
        <source>Play the move that was taken back</source>
        <translation>Rejouer le coup repris</translation>
    </message>
    <message>
        <source>&amp;First Position</source>
        <translation>&amp;Première position</translation>
    </message>
    <message>
        <source>Go to the start of the game</source>
        <translation>Aller au début de la partie</translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation>&amp;Reculer</translation>
    </message>
    <message>
        <source>Go back one move</source>
        <translation>Reculer d&apos;un coup</translation>
    </message>
    <message>
        <source>&amp;Forward</source>
        <translation>&amp;Avancer</translation>
    </message>
    <message>
        <source>Go forward one move</source>
        <translation>Avancer d&apos;un coup</translation>
    </message>
    <message>
        <source>&amp;Last Position</source>
        <translation>&amp;Dernière position</translation>
    </message>
    <message>
        <source>Go to the end of the line</source>
        <translation>Aller à la fin de la ligne</translation>
    </message>
    <message>
        <source>&amp;Move Now</source>
        <translation>&amp;Jouer maintenant</translation>
    </message>
    <message>
        <source>The engine plays its best move so far (or starts playing from here)</source>
        <translation>Le moteur joue son meilleur coup trouvé (ou commence à jouer d&apos;ici)</translation>
    </message>
    <message>
        <source>Show &amp;Hints</source>
        <translation>Afficher les &amp;conseils</translation>
    </message>
    <message>
        <source>Show the engine&apos;s value of every legal move on the board</source>
        <translation>Afficher sur le plateau l&apos;évaluation du moteur pour chaque coup légal</translation>
    </message>
    <message>
        <source>&amp;Edit Position…</source>
        <translation>&amp;Modifier la position…</translation>
    </message>
    <message>
        <source>Place and remove discs, choose the side to move</source>
        <translation>Poser et retirer des pions, choisir le camp au trait</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Préférences…</translation>
    </message>
    <message>
        <source>Theme, language, board display</source>
        <translation>Thème, langue, affichage du plateau</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>Quit ProbCut Studio</source>
        <translation>Quitter ProbCut Studio</translation>
    </message>
    <message>
        <source>&amp;About ProbCut Studio</source>
        <translation>À &amp;propos de ProbCut Studio</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Fichiers &amp;récents</translation>
    </message>
    <message>
        <source>&amp;Moves</source>
        <translation>&amp;Coups</translation>
    </message>
    <message>
        <source>&amp;Position</source>
        <translation>P&amp;osition</translation>
    </message>
    <message>
        <source>&amp;Transform Game</source>
        <translation>&amp;Transformer la partie</translation>
    </message>
    <message>
        <source>Rotate 90° clockwise</source>
        <translation>Rotation de 90° dans le sens horaire</translation>
    </message>
    <message>
        <source>Rotate 180°</source>
        <translation>Rotation de 180°</translation>
    </message>
    <message>
        <source>Rotate 90° anticlockwise</source>
        <translation>Rotation de 90° dans le sens antihoraire</translation>
    </message>
    <message>
        <source>Mirror left–right</source>
        <translation>Miroir gauche–droite</translation>
    </message>
    <message>
        <source>Flip top–bottom</source>
        <translation>Miroir haut–bas</translation>
    </message>
    <message>
        <source>Reflect in the a1–h8 diagonal</source>
        <translation>Symétrie par la diagonale a1–h8</translation>
    </message>
    <message>
        <source>Reflect in the h1–a8 diagonal</source>
        <translation>Symétrie par la diagonale h1–a8</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Aide</translation>
    </message>
    <message>
        <source>to move</source>
        <translation>au trait</translation>
    </message>
    <message>
        <source>%1 discs</source>
        <translation>pions %1</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Humain</translation>
    </message>
    <message>
        <source>Engine · %1</source>
        <translation>Moteur · %1</translation>
    </message>
    <message>
        <source>Draw %1–%2</source>
        <translation>Nulle %1–%2</translation>
    </message>
    <message>
        <source>%1 wins %2–%3</source>
        <translation>%1 gagne %2–%3</translation>
    </message>
    <message>
        <source>%1 lost on time</source>
        <translation>%1 a perdu au temps</translation>
    </message>
    <message>
        <source>%1 wins.</source>
        <translation>%1 gagne.</translation>
    </message>
    <message numerus="yes">
        <source>Game over: neither side can move. By the usual rule the %n empty square(s) go to the winner: %1–%2.</source>
        <translation>
            <numerusform>Partie terminée : aucun camp ne peut jouer. Selon la règle habituelle, la case vide revient au gagnant : %1–%2.</numerusform>
            <numerusform>Partie terminée : aucun camp ne peut jouer. Selon la règle habituelle, les %n cases vides reviennent au gagnant : %1–%2.</numerusform>
        </translation>
    </message>
    <message>
        <source>Game over: neither side can move.</source>
        <translation>Partie terminée : aucun camp ne peut jouer.</translation>
    </message>
    <message>
        <source>Game over: the board is full.</source>
        <translation>Partie terminée : le plateau est plein.</translation>
    </message>
    <message>
        <source>%1 has no legal move and passes</source>
        <translation>%1 n&apos;a aucun coup légal et passe</translation>
    </message>
    <message>
        <source>%1 to move.</source>
        <translation>%1 au trait.</translation>
    </message>
    <message>
        <source>%1 to move</source>
        <translation>%1 au trait</translation>
    </message>
    <message>
        <source>Move %1</source>
        <translation>Coup %1</translation>
    </message>
    <message>
        <source>The engine waits while you look through the game: Move Now (Ctrl+M) makes it play from here.</source>
        <translation>Le moteur attend pendant que vous parcourez la partie : « Jouer maintenant » (Ctrl+M) le fait jouer à partir d&apos;ici.</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>passe</translation>
    </message>
    <message>
        <source>exact</source>
        <translation>exact</translation>
    </message>
    <message>
        <source>depth %1</source>
        <translation>profondeur %1</translation>
    </message>
    <message>
        <source>%1 M nodes</source>
        <translation>%1 M nœuds</translation>
    </message>
    <message>
        <source>%1 k nodes</source>
        <translation>%1 k nœuds</translation>
    </message>
    <message>
        <source>Thinking… </source>
        <translation>Réflexion… </translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>Réflexion…</translation>
    </message>
    <message>
        <source>The game is over. Start a new game with Ctrl+N.</source>
        <translation>La partie est terminée. Commencez une nouvelle partie avec Ctrl+N.</translation>
    </message>
    <message>
        <source>%1 is already taken</source>
        <translation>%1 est déjà occupée</translation>
    </message>
    <message>
        <source>%1 is not a legal move for %2: it must flip at least one disc</source>
        <translation>%1 n&apos;est pas un coup légal pour %2 : il doit retourner au moins un pion</translation>
    </message>
    <message>
        <source>Copied the game as a transcript</source>
        <translation>Partie copiée en transcription</translation>
    </message>
    <message>
        <source>Copied the game as GGF</source>
        <translation>Partie copiée en GGF</translation>
    </message>
    <message>
        <source>Copied the position as a board string</source>
        <translation>Position copiée en chaîne de plateau</translation>
    </message>
    <message>
        <source>Cannot paste</source>
        <translation>Impossible de coller</translation>
    </message>
    <message>
        <source>Pasted a %1</source>
        <translation>Collé : %1</translation>
    </message>
    <message>
        <source>Cannot open %1</source>
        <translation>Impossible d&apos;ouvrir %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>%1 is too large (%2 MB) to be a game file.</source>
        <translation>%1 est trop volumineux (%2 Mo) pour être un fichier de partie.</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>%1 ouvert</translation>
    </message>
    <message>
        <source>Open Game</source>
        <translation>Ouvrir une partie</translation>
    </message>
    <message>
        <source>Othello games (*.ggf *.txt *.wtb);;GGF games (*.ggf);;Transcripts (*.txt);;WTHOR databases (*.wtb);;All files (*)</source>
        <translation>Parties d&apos;Othello (*.ggf *.txt *.wtb);;Parties GGF (*.ggf);;Transcriptions (*.txt);;Bases WTHOR (*.wtb);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Cannot save %1</source>
        <translation>Impossible d&apos;enregistrer %1</translation>
    </message>
    <message>
        <source>A transcript can only record a game from the initial position; save this game as GGF (.ggf) instead.</source>
        <translation>Une transcription ne peut enregistrer qu&apos;une partie partant de la position initiale ; enregistrez plutôt cette partie en GGF (.ggf).</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 enregistré</translation>
    </message>
    <message>
        <source>Save Game</source>
        <translation>Enregistrer la partie</translation>
    </message>
    <message>
        <source>GGF game (*.ggf);;Transcript (*.txt)</source>
        <translation>Partie GGF (*.ggf);;Transcription (*.txt)</translation>
    </message>
    <message>
        <source>No recent files</source>
        <translation>Aucun fichier récent</translation>
    </message>
    <message>
        <source>Clear Recent Files</source>
        <translation>Effacer la liste</translation>
    </message>
    <message>
        <source>Restore Game</source>
        <translation>Restaurer la partie</translation>
    </message>
    <message numerus="yes">
        <source>ProbCut Studio did not exit normally last time. Restore the game that was in progress (%n move(s))?</source>
        <translation>
            <numerusform>ProbCut Studio ne s&apos;est pas fermé normalement la dernière fois. Restaurer la partie en cours (%n coup) ?</numerusform>
            <numerusform>ProbCut Studio ne s&apos;est pas fermé normalement la dernière fois. Restaurer la partie en cours (%n coups) ?</numerusform>
        </translation>
    </message>
    <message>
        <source>Edited position set up. New Game can start an engine game from it.</source>
        <translation>Position modifiée mise en place. « Nouvelle partie » peut lancer une partie contre le moteur à partir d&apos;elle.</translation>
    </message>
    <message>
        <source>About ProbCut Studio</source>
        <translation>À propos de ProbCut Studio</translation>
    </message>
    <message>
        <source>&lt;h3&gt;ProbCut Studio %1&lt;/h3&gt;&lt;p&gt;An Othello program and study board built on Multi-ProbCut search, in the tradition of Michael Buro&apos;s LOGISTELLO.&lt;/p&gt;&lt;p&gt;Play against the engine at ten levels, study games with hints and variations, and open GGF, transcript and WTHOR files.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;ProbCut Studio %1&lt;/h3&gt;&lt;p&gt;Un programme d&apos;Othello et un plateau d&apos;étude fondés sur la recherche Multi-ProbCut, dans la tradition de LOGISTELLO de Michael Buro.&lt;/p&gt;&lt;p&gt;Jouez contre le moteur à dix niveaux, étudiez des parties avec conseils et variantes, et ouvrez des fichiers GGF, des transcriptions et des bases WTHOR.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Built with Qt %1. Licensed under the terms in the LICENSE file.</source>
        <translation>Compilé avec Qt %1. Distribué selon les termes du fichier LICENSE.</translation>
    </message>
    <message>
        <source>%1 (engine): %2 (%3), %4
%5</source>
        <translation>%1 (moteur) : %2 (%3), %4
%5</translation>
    </message>
    <message>
        <source>%1 nodes</source>
        <translation>%1 nœuds</translation>
    </message>
    <message>
        <source>Back to the Pre&amp;vious Game</source>
        <translation>Revenir à la partie &amp;précédente</translation>
    </message>
    <message>
        <source>Bring back the game that the last new game, paste or open replaced</source>
        <translation>Rappeler la partie remplacée par la dernière nouvelle partie, le dernier collage ou la dernière ouverture</translation>
    </message>
    <message>
        <source>Back to the previous game; the one you left can be brought back the same way.</source>
        <translation>Retour à la partie précédente ; celle que vous quittez peut être rappelée de la même façon.</translation>
    </message>
    <message>
        <source>Trained evaluation unavailable (%1); the engine plays with its simple evaluation.</source>
        <translation>Évaluation entraînée indisponible (%1) ; le moteur joue avec son évaluation simple.</translation>
    </message>
</context>
<context>
    <name>probcut::ui::MoveListWidget</name>
    <message>
        <source>Moves</source>
        <translation>Coups</translation>
    </message>
    <message>
        <source>First position (Home)</source>
        <translation>Première position (Début)</translation>
    </message>
    <message>
        <source>Back one move (Alt+Left)</source>
        <translation>Reculer d&apos;un coup (Alt+Gauche)</translation>
    </message>
    <message>
        <source>Forward one move (Alt+Right)</source>
        <translation>Avancer d&apos;un coup (Alt+Droite)</translation>
    </message>
    <message>
        <source>Last position (End)</source>
        <translation>Dernière position (Fin)</translation>
    </message>
    <message>
        <source>%1. pass</source>
        <translation>%1. passe</translation>
    </message>
    <message numerus="yes">
        <source>(+%n variation(s))</source>
        <translation>
            <numerusform>(+%n variante)</numerusform>
            <numerusform>(+%n variantes)</numerusform>
        </translation>
    </message>
    <message>
        <source>Right-click to switch to another variation</source>
        <translation>Clic droit pour passer à une autre variante</translation>
    </message>
    <message>
        <source>Variations</source>
        <translation>Variantes</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>passe</translation>
    </message>
    <message>
        <source>%1 (this line)</source>
        <translation>%1 (cette ligne)</translation>
    </message>
</context>
<context>
    <name>probcut::ui::NewGameDialog</name>
    <message>
        <source>Beginner</source>
        <translation>Débutant</translation>
    </message>
    <message>
        <source>Novice</source>
        <translation>Novice</translation>
    </message>
    <message>
        <source>Casual</source>
        <translation>Loisir</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>Club</translation>
    </message>
    <message>
        <source>Intermediate</source>
        <translation>Intermédiaire</translation>
    </message>
    <message>
        <source>Advanced</source>
        <translation>Avancé</translation>
    </message>
    <message>
        <source>Strong</source>
        <translation>Fort</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Expert</translation>
    </message>
    <message>
        <source>Master</source>
        <translation>Maître</translation>
    </message>
    <message>
        <source>Maximum</source>
        <translation>Maximum</translation>
    </message>
    <message>
        <source>unlimited depth</source>
        <translation>profondeur illimitée</translation>
    </message>
    <message>
        <source>depth %1</source>
        <translation>profondeur %1</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>Black:</source>
        <translation>Noir :</translation>
    </message>
    <message>
        <source>White:</source>
        <translation>Blanc :</translation>
    </message>
    <message>
        <source>Clock</source>
        <translation>Pendule</translation>
    </message>
    <message>
        <source>Game clock</source>
        <translation>Pendule de partie</translation>
    </message>
    <message>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <source>+ </source>
        <translation>+ </translation>
    </message>
    <message>
        <source> s per move</source>
        <translation> s par coup</translation>
    </message>
    <message>
        <source>Start from</source>
        <translation>Partir de</translation>
    </message>
    <message>
        <source>The initial position</source>
        <translation>La position initiale</translation>
    </message>
    <message>
        <source>The position on the board (pasted or edited)</source>
        <translation>La position sur le plateau (collée ou modifiée)</translation>
    </message>
    <message>
        <source>A random balanced opening</source>
        <translation>Une ouverture équilibrée au hasard</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Commencer</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Humain</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>Moteur</translation>
    </message>
    <message>
        <source>Level %1: %2</source>
        <translation>Niveau %1 : %2</translation>
    </message>
    <message>
        <source>Level %1 (%2): %3, exact from %4 empties, selectivity %5 %</source>
        <translation>Niveau %1 (%2) : %3, exact à partir de %4 cases vides, sélectivité %5 %</translation>
    </message>
</context>
<context>
    <name>probcut::ui::SettingsDialog</name>
    <message>
        <source>System default</source>
        <translation>Langue du système</translation>
    </message>
    <message>
        <source>Preferences</source>
        <translation>Préférences</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Désactivée</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lente</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normale</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Rapide</translation>
    </message>
    <message>
        <source>Mark legal moves</source>
        <translation>Marquer les coups légaux</translation>
    </message>
    <message>
        <source>Show coordinates</source>
        <translation>Afficher les coordonnées</translation>
    </message>
    <message>
        <source>Mark the last move</source>
        <translation>Marquer le dernier coup</translation>
    </message>
    <message>
        <source>Show the discs a move would flip when hovering over it</source>
        <translation>Montrer les pions qu&apos;un coup retournerait au survol</translation>
    </message>
    <message>
        <source>Sounds (system beep on the engine&apos;s move; no sound files are shipped)</source>
        <translation>Sons (bip système quand le moteur joue ; aucun fichier son n&apos;est fourni)</translation>
    </message>
    <message>
        <source>Theme:</source>
        <translation>Thème :</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>Langue :</translation>
    </message>
    <message>
        <source>Disc animation:</source>
        <translation>Animation des pions :</translation>
    </message>
    <message>
        <source>Hint strength:</source>
        <translation>Force des conseils :</translation>
    </message>
</context>
<context>
    <name>probcut::ui::Theme</name>
    <message>
        <source>Light (green felt)</source>
        <translation>Clair (tapis vert)</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Sombre</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Contraste élevé</translation>
    </message>
</context>
<context>
    <name>probcut::ui::WthorDialog</name>
    <message>
        <source>Choose a Game — %1</source>
        <translation>Choisir une partie — %1</translation>
    </message>
    <message>
        <source>Filter by player or tournament</source>
        <translation>Filtrer par joueur ou tournoi</translation>
    </message>
    <message>
        <source>#</source>
        <translation>N°</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Noir</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blanc</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>Tournament</source>
        <translation>Tournoi</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) played in %1.</source>
        <translation>
            <numerusform>%n partie jouée en %1.</numerusform>
            <numerusform>%n parties jouées en %1.</numerusform>
        </translation>
    </message>
</context>
</TS>
