<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
<context>
    <name>BookStore</name>
    <message>
        <source>%1 does not exist</source>
        <translation>%1 n&apos;existe pas</translation>
    </message>
</context>
<context>
    <name>PointOfView</name>
    <message>
        <source>for Black</source>
        <translation>pour Noir</translation>
    </message>
    <message>
        <source>for the side to move (%1)</source>
        <translation>pour le camp au trait (%1)</translation>
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
        <source>Black (+ is good for Black)</source>
        <translation>Noir (+ est bon pour Noir)</translation>
    </message>
    <message>
        <source>The side to move (+ is good for the player to move)</source>
        <translation>Le camp au trait (+ est bon pour le joueur au trait)</translation>
    </message>
</context>
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
    <name>probcut::ui::AllMovesModel</name>
    <message>
        <source>exact</source>
        <translation>exact</translation>
    </message>
    <message>
        <source>depth %1 @ %2%</source>
        <comment>search depth and confidence</comment>
        <translation>profondeur %1 à %2 %</translation>
    </message>
    <message>
        <source>depth %1</source>
        <translation>profondeur %1</translation>
    </message>
    <message>
        <source>The exact final disc difference with best play after this move</source>
        <translation>La différence finale exacte de pions avec le meilleur jeu après ce coup</translation>
    </message>
    <message>
        <source>The mean of this move&apos;s two deepest searches, in discs</source>
        <translation>La moyenne des deux recherches les plus profondes de ce coup, en pions</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Coup</translation>
    </message>
    <message>
        <source>Found by</source>
        <translation>Obtenue par</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Ligne</translation>
    </message>
    <message>
        <source>Value (%1)</source>
        <translation>Valeur (%1)</translation>
    </message>
</context>
<context>
    <name>probcut::ui::AllMovesPanel</name>
    <message>
        <source>Analyse A&amp;ll Moves</source>
        <translation>Analyser &amp;tous les coups</translation>
    </message>
    <message>
        <source>Value every legal move at once, deepening until stopped or every value is exact</source>
        <translation>Évaluer tous les coups légaux à la fois, en approfondissant jusqu&apos;à l&apos;arrêt ou jusqu&apos;à ce que toutes les valeurs soient exactes</translation>
    </message>
    <message>
        <source>Analyse every legal move (Ctrl+Shift+M)</source>
        <translation>Analyser chaque coup légal (Ctrl+Maj+M)</translation>
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
        <source>Starting…</source>
        <translation>Démarrage…</translation>
    </message>
    <message>
        <source>Not analysing. Turn on Analyse All Moves to value every move.</source>
        <translation>Pas d&apos;analyse en cours. Activez « Analyser tous les coups » pour évaluer chaque coup.</translation>
    </message>
    <message>
        <source>No legal move: %1 must pass.</source>
        <translation>Aucun coup légal : %1 doit passer.</translation>
    </message>
    <message>
        <source>Every move is exact.</source>
        <translation>Tous les coups sont exacts.</translation>
    </message>
    <message>
        <source>Deepening: every move searched to depth %1; %2 of %3 exact…</source>
        <translation>Approfondissement : chaque coup cherché à la profondeur %1 ; %2 sur %3 exacts…</translation>
    </message>
    <message>
        <source>Stopped: every move searched to depth %1; %2 of %3 exact.</source>
        <translation>Arrêté : chaque coup cherché à la profondeur %1 ; %2 sur %3 exacts.</translation>
    </message>
    <message>
        <source>Values in discs %1 (+ is good for %2). A selective value is the mean of the move&apos;s two deepest searches, as odd and even depths favour different sides.</source>
        <translation>Valeurs en pions %1 (+ est bon pour %2). Une valeur sélective est la moyenne des deux recherches les plus profondes du coup, car les profondeurs paires et impaires favorisent des camps différents.</translation>
    </message>
</context>
<context>
    <name>probcut::ui::AnalysisPanels</name>
    <message>
        <source>&amp;Analyse Position</source>
        <translation>&amp;Analyser la position</translation>
    </message>
    <message>
        <source>Let the engine analyse the position on the board without limit; it follows the position as you move or navigate</source>
        <translation>Laisser le moteur analyser sans limite la position du plateau ; l&apos;analyse suit la position quand vous jouez ou naviguez</translation>
    </message>
    <message>
        <source>Analyse the position on the board without limit (Ctrl+Shift+A)</source>
        <translation>Analyser sans limite la position du plateau (Ctrl+Shift+A)</translation>
    </message>
    <message>
        <source>Principal Variation</source>
        <translation>Variante principale</translation>
    </message>
    <message>
        <source>Evaluation Graph</source>
        <translation>Courbe d&apos;évaluation</translation>
    </message>
    <message>
        <source>Analyse &amp;Game</source>
        <translation>Analyser la &amp;partie</translation>
    </message>
    <message>
        <source>Value every position of the game in the background and mark the moves that lost discs</source>
        <translation>Évaluer chaque position de la partie en arrière-plan et marquer les coups qui ont perdu des pions</translation>
    </message>
    <message>
        <source>All Moves</source>
        <translation>Tous les coups</translation>
    </message>
    <message>
        <source>Game Review</source>
        <translation>Revue de partie</translation>
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
    <name>probcut::ui::BookMovesModel</name>
    <message>
        <source>exact</source>
        <translation>exact</translation>
    </message>
    <message>
        <source>searched</source>
        <translation>recherche</translation>
    </message>
    <message>
        <source>game results</source>
        <translation>résultats des parties</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>inconnue</translation>
    </message>
    <message>
        <source>Exact: the position was solved to the end of the game.</source>
        <translation>Exact : la position a été résolue jusqu&apos;à la fin de la partie.</translation>
    </message>
    <message>
        <source>Searched: the value comes from engine searches at the ends of the book&apos;s lines.</source>
        <translation>Recherche : la valeur provient de recherches du moteur aux extrémités des lignes du livre.</translation>
    </message>
    <message>
        <source>Game results: the average result of the games that reached it (not searched yet).</source>
        <translation>Résultats des parties : le résultat moyen des parties qui y sont passées (pas encore de recherche).</translation>
    </message>
    <message>
        <source>No value is known yet.</source>
        <translation>Aucune valeur n&apos;est encore connue.</translation>
    </message>
    <message>
        <source>the side to move</source>
        <translation>le camp au trait</translation>
    </message>
    <message>
        <source>The move. &quot;not in book&quot; marks the deviation: the best move the book has no games for, found by a search. Double-click a move to play it.</source>
        <translation>Le coup. « hors livre » marque la déviation : le meilleur coup pour lequel le livre n&apos;a aucune partie, trouvé par une recherche. Double-cliquez sur un coup pour le jouer.</translation>
    </message>
    <message>
        <source>What the move is worth for %1, in discs at the end of the game, assuming best play along the book&apos;s lines (negamax). Positive is good for %1.</source>
        <translation>Ce que vaut le coup pour %1, en pions en fin de partie, en supposant le meilleur jeu le long des lignes du livre (negamax). Positif : favorable à %1.</translation>
    </message>
    <message>
        <source>How many games in the book&apos;s sources played this move.</source>
        <translation>Nombre de parties des sources du livre ayant joué ce coup.</translation>
    </message>
    <message>
        <source>Of those games: how many %1 won, drew and lost (W/D/L).</source>
        <translation>Parmi ces parties : victoires, nulles et défaites de %1 (V/N/D).</translation>
    </message>
    <message>
        <source>How many different book positions can be reached after this move, this move&apos;s position included: the size of the book&apos;s knowledge there.</source>
        <translation>Nombre de positions différentes du livre accessibles après ce coup, y compris la position de ce coup : l&apos;étendue des connaissances du livre à cet endroit.</translation>
    </message>
    <message>
        <source>The length in moves of the longest book line that starts with this move.</source>
        <translation>Longueur, en coups, de la plus longue ligne du livre commençant par ce coup.</translation>
    </message>
    <message>
        <source>Where the value comes from: exact (solved to the end), searched (engine searches at the ends of the lines), or game results (average of the games).</source>
        <translation>Origine de la valeur : exact (résolu jusqu&apos;à la fin), recherche (recherches du moteur aux extrémités des lignes) ou résultats des parties (moyenne des parties).</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>passe</translation>
    </message>
    <message>
        <source>%1 (not in book)</source>
        <translation>%1 (hors livre)</translation>
    </message>
    <message>
        <source>%1, depth %2</source>
        <translation>%1, profondeur %2</translation>
    </message>
    <message>
        <source>%1 won %2, drew %3 and lost %4 of these %5 games.</source>
        <translation>%1 : %2 victoires, %3 nulles et %4 défaites sur ces %5 parties.</translation>
    </message>
    <message>
        <source>The side to move</source>
        <translation>Le camp au trait</translation>
    </message>
    <message>
        <source>This move is not in the book: it is the best alternative the book&apos;s search found (depth %1). Playing it leaves the book.</source>
        <translation>Ce coup n&apos;est pas dans le livre : c&apos;est la meilleure alternative trouvée par la recherche du livre (profondeur %1). Le jouer fait sortir du livre.</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Coup</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Parties</translation>
    </message>
    <message>
        <source>W/D/L</source>
        <translation>V/N/D</translation>
    </message>
    <message>
        <source>Below</source>
        <translation>Sous-arbre</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>Profondeur</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Source</translation>
    </message>
    <message>
        <source>The named opening the move leads into, when its position is one of the standard named openings (matched in any orientation of the board).</source>
        <translation>L&apos;ouverture nommée à laquelle mène le coup, quand sa position est l&apos;une des ouvertures nommées classiques (reconnue dans toute orientation du plateau).</translation>
    </message>
    <message>
        <source>Playing %1 reaches the named opening %2.</source>
        <translation>Jouer %1 mène à l&apos;ouverture nommée %2.</translation>
    </message>
    <message>
        <source>Opening</source>
        <translation>Ouverture</translation>
    </message>
    <message>
        <source>Value (%1)</source>
        <translation>Valeur (%1)</translation>
    </message>
    <message>
        <source>%1: %2 for %3</source>
        <translation>%1 : %2 pour %3</translation>
    </message>
    <message>
        <source>%1 games</source>
        <translation>%1 parties</translation>
    </message>
    <message>
        <source>W/D/L %1</source>
        <translation>V/N/D %1</translation>
    </message>
    <message>
        <source>%1 positions below</source>
        <translation>%1 positions en dessous</translation>
    </message>
    <message>
        <source>longest line %1 moves</source>
        <translation>ligne la plus longue %1 coups</translation>
    </message>
</context>
<context>
    <name>probcut::ui::BookPanel</name>
    <message>
        <source>Black</source>
        <translation>Noir</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blanc</translation>
    </message>
    <message>
        <source>Double-click a move to play it</source>
        <translation>Double-cliquez sur un coup pour le jouer</translation>
    </message>
    <message>
        <source>Add this Game to the &amp;Book</source>
        <translation>Ajouter cette partie au &amp;livre</translation>
    </message>
    <message>
        <source>Learn the game on the board: its positions join your opening book, new positions are searched and the values updated</source>
        <translation>Apprendre la partie du plateau : ses positions rejoignent votre livre d&apos;ouvertures, les nouvelles positions sont recherchées et les valeurs mises à jour</translation>
    </message>
    <message>
        <source>Add this game to the book</source>
        <translation>Ajouter cette partie au livre</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Loading the opening book…</source>
        <translation>Chargement du livre d&apos;ouvertures…</translation>
    </message>
    <message>
        <source>No opening book is available.</source>
        <translation>Aucun livre d&apos;ouvertures n&apos;est disponible.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Not in the book.&lt;/b&gt; This position is not in the opening book.</source>
        <translation>&lt;b&gt;Hors livre.&lt;/b&gt; Cette position n&apos;est pas dans le livre d&apos;ouvertures.</translation>
    </message>
    <message>
        <source>%1 games: %2 won, %3 drawn, %4 lost by %5</source>
        <translation>%1 parties : %2 gagnées, %3 nulles, %4 perdues par %5</translation>
    </message>
    <message>
        <source>A book line ends here.</source>
        <translation>Une ligne du livre se termine ici.</translation>
    </message>
    <message>
        <source>%1 book: %2 positions, %3 moves deep</source>
        <translation>Livre %1 : %2 positions, %3 coups de profondeur</translation>
    </message>
    <message>
        <source>Your</source>
        <translation>personnel</translation>
    </message>
    <message>
        <source>Shipped</source>
        <translation>fourni</translation>
    </message>
    <message>
        <source>Your learned book: %1 (the shipped book plus the games you added); %2 book lines end in it</source>
        <translation>Votre livre appris : %1 (le livre fourni plus les parties que vous avez ajoutées) ; %2 lignes du livre s&apos;y terminent</translation>
    </message>
    <message>
        <source>The shipped book: %1; %2 book lines end in it</source>
        <translation>Le livre fourni : %1 ; %2 lignes du livre s&apos;y terminent</translation>
    </message>
    <message>
        <source>Only games that begin at the standard start position can be added to the book.</source>
        <translation>Seules les parties commençant à la position de départ standard peuvent être ajoutées au livre.</translation>
    </message>
    <message>
        <source>There is no game to add yet: play some moves first.</source>
        <translation>Il n&apos;y a pas encore de partie à ajouter : jouez d&apos;abord quelques coups.</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>Démarrage…</translation>
    </message>
    <message>
        <source>%1 %2 of %3</source>
        <translation>%1 %2 sur %3</translation>
    </message>
    <message>
        <source>&lt;b&gt;In the book.&lt;/b&gt; %1 to move: &lt;b&gt;%2&lt;/b&gt; discs %3 (%4)</source>
        <translation>&lt;b&gt;Dans le livre.&lt;/b&gt; %1 au trait : &lt;b&gt;%2&lt;/b&gt; pions %3 (%4)</translation>
    </message>
</context>
<context>
    <name>probcut::ui::BookStore</name>
    <message>
        <source>Your learned book %1 is damaged (%2); the shipped book is used instead.</source>
        <translation>Votre livre appris %1 est endommagé (%2) ; le livre fourni est utilisé à la place.</translation>
    </message>
    <message>
        <source>Your learned book cannot be read (%1); the shipped book is used instead.</source>
        <translation>Votre livre appris est illisible (%1) ; le livre fourni est utilisé à la place.</translation>
    </message>
    <message>
        <source>The opening book %1 is damaged (%2); the engine plays without it.</source>
        <translation>Le livre d&apos;ouvertures %1 est endommagé (%2) ; le moteur joue sans lui.</translation>
    </message>
    <message>
        <source>No opening book: %1; the engine plays without it.</source>
        <translation>Pas de livre d&apos;ouvertures : %1 ; le moteur joue sans lui.</translation>
    </message>
    <message>
        <source>Book: not loaded</source>
        <translation>Livre : non chargé</translation>
    </message>
    <message>
        <source>Book: loading…</source>
        <translation>Livre : chargement…</translation>
    </message>
    <message>
        <source>Book: none</source>
        <translation>Livre : aucun</translation>
    </message>
    <message>
        <source>Book: %1 positions (yours)</source>
        <translation>Livre : %1 positions (le vôtre)</translation>
    </message>
    <message>
        <source>Book: %1 positions</source>
        <translation>Livre : %1 positions</translation>
    </message>
    <message>
        <source>A game is being added to the book already.</source>
        <translation>Une partie est déjà en cours d&apos;ajout au livre.</translation>
    </message>
    <message>
        <source>The book is still loading.</source>
        <translation>Le livre est encore en cours de chargement.</translation>
    </message>
    <message>
        <source>No evaluation to search the new positions with.</source>
        <translation>Aucune évaluation disponible pour rechercher les nouvelles positions.</translation>
    </message>
    <message>
        <source>Copying the book…</source>
        <translation>Copie du livre…</translation>
    </message>
    <message>
        <source>The game has an illegal move (%1).</source>
        <translation>La partie contient un coup illégal (%1).</translation>
    </message>
    <message>
        <source>Estimating the result of the unfinished game…</source>
        <translation>Estimation du résultat de la partie inachevée…</translation>
    </message>
    <message>
        <source>Cancelled; the book is unchanged.</source>
        <translation>Annulé ; le livre est inchangé.</translation>
    </message>
    <message>
        <source> (the game is unfinished: a search expects it to end %1 for Black)</source>
        <translation> (la partie est inachevée : une recherche prévoit qu&apos;elle se termine à %1 pour Noir)</translation>
    </message>
    <message>
        <source>Searching new positions…</source>
        <translation>Recherche des nouvelles positions…</translation>
    </message>
    <message>
        <source>Saving…</source>
        <translation>Enregistrement…</translation>
    </message>
    <message>
        <source>The book could not be saved to %1: %2</source>
        <translation>Impossible d&apos;enregistrer le livre dans %1 : %2</translation>
    </message>
    <message numerus="yes">
        <source>The game was added to your book: %n new position(s)</source>
        <translation>
            <numerusform>La partie a été ajoutée à votre livre : %n nouvelle position</numerusform>
            <numerusform>La partie a été ajoutée à votre livre : %n nouvelles positions</numerusform>
        </translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation>ligne %1 : %2</translation>
    </message>
    <message>
        <source>the shipped book&apos;s hash is not a hexadecimal number</source>
        <translation>l&apos;empreinte de la bibliothèque livrée n&apos;est pas un nombre hexadécimal</translation>
    </message>
    <message>
        <source>the result must be a disc difference from -64 to 64</source>
        <translation>le résultat doit être un écart de pions de -64 à 64</translation>
    </message>
    <message>
        <source>expected &apos;base&apos;, &apos;complete&apos; or &apos;game&apos;</source>
        <translation>« base », « complete » ou « game » attendu</translation>
    </message>
    <message>
        <source>no &apos;base&apos; line</source>
        <translation>pas de ligne « base »</translation>
    </message>
    <message>
        <source>The list of your learned games %1 is damaged (%2); your book is kept as it is.</source>
        <translation>La liste de vos parties apprises %1 est endommagée (%2) ; votre bibliothèque est gardée telle quelle.</translation>
    </message>
    <message>
        <source>The opening book was updated: learning your games into it again…</source>
        <translation>La bibliothèque d&apos;ouvertures a été mise à jour : vos parties y sont apprises à nouveau…</translation>
    </message>
    <message numerus="yes">
        <source>The opening book was updated: your %n learned game(s) are in it again.</source>
        <translation>
            <numerusform>La bibliothèque d&apos;ouvertures a été mise à jour : votre partie apprise y figure à nouveau.</numerusform>
            <numerusform>La bibliothèque d&apos;ouvertures a été mise à jour : vos %n parties apprises y figurent à nouveau.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>probcut::ui::ClassicFeaturesModel</name>
    <message>
        <source>Black</source>
        <translation>Noir</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blanc</translation>
    </message>
    <message>
        <source>Discs</source>
        <translation>Pions</translation>
    </message>
    <message>
        <source>Mobility</source>
        <translation>Mobilité</translation>
    </message>
    <message>
        <source>Corners</source>
        <translation>Coins</translation>
    </message>
    <message>
        <source>Corner access</source>
        <translation>Accès aux coins</translation>
    </message>
    <message>
        <source>C-squares</source>
        <translation>Cases C</translation>
    </message>
    <message>
        <source>X-squares</source>
        <translation>Cases X</translation>
    </message>
    <message>
        <source>Frontier</source>
        <translation>Frontière</translation>
    </message>
    <message>
        <source>Stable discs</source>
        <translation>Pions définitifs</translation>
    </message>
    <message>
        <source>Wedges</source>
        <translation>Insertions</translation>
    </message>
    <message>
        <source>Discs on the board. Early on, fewer is often better.</source>
        <translation>Pions sur le plateau. En début de partie, moins vaut souvent mieux.</translation>
    </message>
    <message>
        <source>Legal moves. More choice is good; few moves force bad ones.</source>
        <translation>Coups légaux. Avoir du choix est bon ; avec peu de coups, on est forcé d&apos;en jouer de mauvais.</translation>
    </message>
    <message>
        <source>Corners held. A corner disc can never be flipped.</source>
        <translation>Coins occupés. Un pion de coin ne peut jamais être retourné.</translation>
    </message>
    <message>
        <source>Corners that can be taken with the next move.</source>
        <translation>Coins qui peuvent être pris au coup suivant.</translation>
    </message>
    <message>
        <source>Edge squares next to an empty corner: risky, they can give the corner away.</source>
        <translation>Cases de bord voisines d&apos;un coin vide : risquées, elles peuvent donner le coin.</translation>
    </message>
    <message>
        <source>Squares diagonally next to an empty corner: usually give the corner away.</source>
        <translation>Cases en diagonale d&apos;un coin vide : donnent généralement le coin.</translation>
    </message>
    <message>
        <source>Discs next to an empty square (potential mobility). Fewer is better: they give the other side moves.</source>
        <translation>Pions voisins d&apos;une case vide (mobilité potentielle). Moins vaut mieux : ils donnent des coups à l&apos;adversaire.</translation>
    </message>
    <message>
        <source>Discs that can never be flipped again for the rest of the game.</source>
        <translation>Pions qui ne pourront plus jamais être retournés jusqu&apos;à la fin de la partie.</translation>
    </message>
    <message>
        <source>Empty edge squares between two of the other side&apos;s discs: places to wedge in.</source>
        <translation>Cases de bord vides entre deux pions adverses : endroits où s&apos;insérer.</translation>
    </message>
    <message>
        <source>Feature</source>
        <translation>Critère</translation>
    </message>
    <message>
        <source>What it means</source>
        <translation>Signification</translation>
    </message>
    <message>
        <source>A feature of the position that players count</source>
        <translation>Un critère de la position que les joueurs comptent</translation>
    </message>
    <message>
        <source>How many Black has</source>
        <translation>Combien Noir en a</translation>
    </message>
    <message>
        <source>How many White has</source>
        <translation>Combien Blanc en a</translation>
    </message>
    <message>
        <source>The feature in plain words</source>
        <translation>Le critère en termes simples</translation>
    </message>
    <message>
        <source>What the difference in %1 is worth to %2 in the classic evaluation, in discs at the end of the game.</source>
        <translation>Ce que vaut la différence de %1 pour %2 dans l&apos;évaluation classique, en pions en fin de partie.</translation>
    </message>
    <message>
        <source>Worth (%1)</source>
        <translation>Valeur (%1)</translation>
    </message>
    <message>
        <source>What the difference between the two sides is worth to %1, in discs, in the classic evaluation (weights fitted to expert games for this stage of the game)</source>
        <translation>Ce que vaut pour %1 la différence entre les deux camps, en pions, dans l&apos;évaluation classique (poids ajustés sur des parties d&apos;experts pour cette phase de la partie)</translation>
    </message>
</context>
<context>
    <name>probcut::ui::CutComparison</name>
    <message>
        <source>This search did not prune (selectivity 100 %): there is nothing to compare.</source>
        <translation>Cette recherche n&apos;a rien élagué (sélectivité 100 %) : il n&apos;y a rien à comparer.</translation>
    </message>
    <message>
        <source>Nothing to compare: no depth or no time was given.</source>
        <translation>Rien à comparer : aucune profondeur ou aucun temps n&apos;a été indiqué.</translation>
    </message>
    <message>
        <source>Nothing to compare: the side to move has no legal move.</source>
        <translation>Rien à comparer : le camp au trait n&apos;a aucun coup légal.</translation>
    </message>
    <message>
        <source>With ProbCut: depth %1 of %2 (%3 s)</source>
        <translation>Avec ProbCut : profondeur %1 sur %2 (%3 s)</translation>
    </message>
    <message>
        <source>Without pruning: depth %1 of %2 (%3 s)</source>
        <translation>Sans élagage : profondeur %1 sur %2 (%3 s)</translation>
    </message>
    <message>
        <source>The search did not prune: there are no Multi-ProbCut parameters for this evaluation.</source>
        <translation>La recherche n&apos;a rien élagué : il n&apos;y a pas de paramètres Multi-ProbCut pour cette évaluation.</translation>
    </message>
    <message>
        <source>The search with ProbCut completed no iteration within %1 s.</source>
        <translation>La recherche avec ProbCut n&apos;a terminé aucune itération en %1 s.</translation>
    </message>
    <message>
        <source>Checking the cuts: 0 of %1</source>
        <translation>Vérification des coupures : 0 sur %1</translation>
    </message>
    <message>
        <source>Checking the cuts: %1 of %2</source>
        <translation>Vérification des coupures : %1 sur %2</translation>
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
        <translation>Comparer avec la force brute</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Search the same position again without forward pruning, to the same depth, and check the cuts nearest the root with exact deep searches.</source>
        <translation>Rechercher à nouveau la même position sans élagage sélectif, à la même profondeur, et vérifier les coupures les plus proches de la racine par des recherches profondes exactes.</translation>
    </message>
    <message>
        <source>With ProbCut</source>
        <translation>Avec ProbCut</translation>
    </message>
    <message>
        <source>Without pruning,
same time</source>
        <translation>Sans élagage,
même temps</translation>
    </message>
    <message>
        <source>Without pruning,
same depth</source>
        <translation>Sans élagage,
même profondeur</translation>
    </message>
    <message>
        <source>Depth reached</source>
        <translation>Profondeur atteinte</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>Nœuds</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Temps</translation>
    </message>
    <message>
        <source>Best move</source>
        <translation>Meilleur coup</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valeur</translation>
    </message>
    <message>
        <source>Path</source>
        <translation>Chemin</translation>
    </message>
    <message>
        <source>To move</source>
        <translation>Au trait</translation>
    </message>
    <message>
        <source>Height</source>
        <translation>Hauteur</translation>
    </message>
    <message>
        <source>Cut&apos;s claim</source>
        <translation>Affirmation de la coupure</translation>
    </message>
    <message>
        <source>Deep value</source>
        <translation>Valeur profonde</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Verdict</translation>
    </message>
    <message>
        <source>Value for Black</source>
        <translation>Valeur pour Noir</translation>
    </message>
    <message>
        <source>Value for White</source>
        <translation>Valeur pour Blanc</translation>
    </message>
    <message>
        <source>%1: depth %2 not reached within the cap</source>
        <translation>%1 : profondeur %2 non atteinte dans le temps maximal</translation>
    </message>
    <message>
        <source>Multi-ProbCut at %1 % selectivity, to depth %2.</source>
        <translation>Multi-ProbCut à %1 % de sélectivité, jusqu&apos;à la profondeur %2.</translation>
    </message>
    <message>
        <source>The search without forward pruning, stopped after the time the search with ProbCut took.</source>
        <translation>La recherche sans élagage sélectif, arrêtée après le temps qu&apos;a pris la recherche avec ProbCut.</translation>
    </message>
    <message>
        <source>The search without forward pruning, to the same depth (at most %1 s).</source>
        <translation>La recherche sans élagage sélectif, jusqu&apos;à la même profondeur (au plus %1 s).</translation>
    </message>
    <message>
        <source>(the root)</source>
        <translation>(la racine)</translation>
    </message>
    <message>
        <source>at least %1</source>
        <translation>au moins %1</translation>
    </message>
    <message>
        <source>at most %1</source>
        <translation>au plus %1</translation>
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
        <source>not checked within the cap</source>
        <translation>non vérifiée dans le temps maximal</translation>
    </message>
    <message>
        <source>contradicted</source>
        <translation>contredite</translation>
    </message>
    <message>
        <source>held</source>
        <translation>confirmée</translation>
    </message>
    <message>
        <source>no cuts to check</source>
        <translation>aucune coupure à vérifier</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n cut(s) contradicted</source>
        <translation>
            <numerusform>%1 sur %n coupure contredite</numerusform>
            <numerusform>%1 sur %n coupures contredites</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2 not checked within the cap)</source>
        <translation>%1 (non vérifiées dans le temps maximal : %2)</translation>
    </message>
    <message>
        <source>without pruning depth %1 was not reached within the cap</source>
        <translation>sans élagage, la profondeur %1 n&apos;a pas été atteinte dans le temps maximal</translation>
    </message>
    <message>
        <source>both moves agree: %1</source>
        <translation>les deux coups concordent : %1</translation>
    </message>
    <message>
        <source>the best move differs: %1 with ProbCut, %2 without pruning</source>
        <translation>le meilleur coup diffère : %1 avec ProbCut, %2 sans élagage</translation>
    </message>
    <message>
        <source>%1; %2</source>
        <translation>%1 ; %2</translation>
    </message>
    <message>
        <source>for Black</source>
        <translation>pour Noir</translation>
    </message>
    <message>
        <source>for the side to move there</source>
        <translation>pour le camp au trait à cet endroit</translation>
    </message>
    <message>
        <source>What the cut asserted, from a shallow search only: the full search of this position would end at least or at most at this value, %1.</source>
        <translation>Ce qu&apos;affirmait la coupure, d&apos;après une recherche superficielle seulement : la recherche complète de cette position aboutirait à au moins ou au plus cette valeur, %1.</translation>
    </message>
    <message>
        <source>The value of an exact search of the position to its height, without pruning, %1.</source>
        <translation>La valeur d&apos;une recherche exacte de la position jusqu&apos;à sa hauteur, sans élagage, %1.</translation>
    </message>
</context>
<context>
    <name>probcut::ui::CutDiagram</name>
    <message>
        <source>ProbCut sketch</source>
        <translation>Schéma de ProbCut</translation>
    </message>
    <message>
        <source>Deep search value against shallow search value: the fitted line, a shaded band around it, the score that matters as a horizontal line, and the shallow values that are enough to skip the deep search.</source>
        <translation>Valeur de la recherche profonde en fonction de la valeur de la recherche superficielle : la droite ajustée, une bande ombrée autour d&apos;elle, le score déterminant en ligne horizontale, et les valeurs superficielles qui suffisent pour éviter la recherche profonde.</translation>
    </message>
    <message>
        <source>shallow search (%1 plies)</source>
        <translation>recherche superficielle (%1 coups)</translation>
    </message>
    <message>
        <source>shallow search (d plies)</source>
        <translation>recherche superficielle (d coups)</translation>
    </message>
    <message>
        <source>deep search (to the end)</source>
        <translation>recherche profonde (jusqu&apos;à la fin)</translation>
    </message>
    <message>
        <source>deep search (%1 plies)</source>
        <translation>recherche profonde (%1 coups)</translation>
    </message>
    <message>
        <source>deep search (h plies)</source>
        <translation>recherche profonde (h coups)</translation>
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
        <translation>β : score à battre</translation>
    </message>
    <message>
        <source>α: score already secured</source>
        <translation>α : score déjà acquis</translation>
    </message>
    <message>
        <source>prediction ± t·σ</source>
        <translation>prédiction ± t·σ</translation>
    </message>
    <message>
        <source>cut: skip the deep search</source>
        <translation>coupure : recherche profonde évitée</translation>
    </message>
</context>
<context>
    <name>probcut::ui::CutExplanation</name>
    <message>
        <source>Black</source>
        <translation>Noir</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blanc</translation>
    </message>
    <message>
        <source>Multi-cut (Björnsson and Marsland): several of %1&apos;s first moves here, each searched a few plies less deep, already reached %2, enough to refute %3&apos;s line, so the position was not searched to the end of the game.</source>
        <translation>Multi-cut (Björnsson et Marsland) : ici, plusieurs des premiers coups de %1, chacun recherché à quelques coups de profondeur de moins, atteignaient déjà %2, assez pour réfuter la ligne de %3 ; la position n&apos;a donc pas été recherchée jusqu&apos;à la fin de la partie.</translation>
    </message>
    <message>
        <source>Multi-cut (Björnsson and Marsland): several of %1&apos;s first moves here, each searched a few plies less deep, already reached %2, enough to refute %3&apos;s line, so the position was not searched %4 plies deep.</source>
        <translation>Multi-cut (Björnsson et Marsland) : ici, plusieurs des premiers coups de %1, chacun recherché à quelques coups de profondeur de moins, atteignaient déjà %2, assez pour réfuter la ligne de %3 ; la position n&apos;a donc pas été recherchée à %4 coups de profondeur.</translation>
    </message>
    <message>
        <source>A %1-ply search said %2 for %3, the side to move there.</source>
        <translation>Une recherche à %1 coups a donné %2 pour %3, le camp au trait à cet endroit.</translation>
    </message>
    <message>
        <source>From that, the final result is expected to be about %1.</source>
        <translation>On en déduit un résultat final d&apos;environ %1.</translation>
    </message>
    <message>
        <source>From that, a %1-ply search is expected to say about %2.</source>
        <translation>On en déduit qu&apos;une recherche à %1 coups donnerait environ %2.</translation>
    </message>
    <message>
        <source>At this stage of the game, %1 of the time a search to the end of the game comes out no more than %2 discs below what the %3-ply search predicts.</source>
        <translation>À ce stade de la partie, dans %1 des cas, une recherche jusqu&apos;à la fin de la partie donne au plus %2 pions de moins que ce que prédit la recherche à %3 coups.</translation>
    </message>
    <message>
        <source>At this stage of the game, %1 of the time a %2-ply search comes out no more than %3 discs below what the %4-ply search predicts.</source>
        <translation>À ce stade de la partie, dans %1 des cas, une recherche à %2 coups donne au plus %3 pions de moins que ce que prédit la recherche à %4 coups.</translation>
    </message>
    <message>
        <source>At this stage of the game, %1 of the time a search to the end of the game comes out no more than %2 discs above what the %3-ply search predicts.</source>
        <translation>À ce stade de la partie, dans %1 des cas, une recherche jusqu&apos;à la fin de la partie donne au plus %2 pions de plus que ce que prédit la recherche à %3 coups.</translation>
    </message>
    <message>
        <source>At this stage of the game, %1 of the time a %2-ply search comes out no more than %3 discs above what the %4-ply search predicts.</source>
        <translation>À ce stade de la partie, dans %1 des cas, une recherche à %2 coups donne au plus %3 pions de plus que ce que prédit la recherche à %4 coups.</translation>
    </message>
    <message>
        <source>Even %1 discs lower, %2 would still have %3: at least the %4 needed to refute %5&apos;s line.</source>
        <translation>Même %1 pions plus bas, %2 aurait encore %3 : au moins la valeur %4 nécessaire pour réfuter la ligne de %5.</translation>
    </message>
    <message>
        <source>So the position was taken as good enough, without searching it to the end of the game.</source>
        <translation>La position a donc été jugée assez bonne, sans être recherchée jusqu&apos;à la fin de la partie.</translation>
    </message>
    <message>
        <source>So the position was taken as good enough, without searching it %1 plies deep.</source>
        <translation>La position a donc été jugée assez bonne, sans être recherchée à %1 coups de profondeur.</translation>
    </message>
    <message>
        <source>Even %1 discs higher, %2 would have only %3: no better than the %4 %2 can already get elsewhere.</source>
        <translation>Même %1 pions plus haut, %2 n&apos;aurait que %3 : pas mieux que la valeur %4 que %2 peut déjà obtenir ailleurs.</translation>
    </message>
    <message>
        <source>So the position was taken as too weak to matter, without searching it to the end of the game.</source>
        <translation>La position a donc été jugée trop faible pour compter, sans être recherchée jusqu&apos;à la fin de la partie.</translation>
    </message>
    <message>
        <source>So the position was taken as too weak to matter, without searching it %1 plies deep.</source>
        <translation>La position a donc été jugée trop faible pour compter, sans être recherchée à %1 coups de profondeur.</translation>
    </message>
    <message>
        <source>To be sure enough that %1 keeps the %2 needed to refute %3&apos;s line, it had to reach %4; it fell short.</source>
        <translation>Pour être assez sûr que %1 garde la valeur %2 nécessaire pour réfuter la ligne de %3, la recherche devait atteindre %4 ; elle est restée en deçà.</translation>
    </message>
    <message>
        <source>To be sure enough that %1 cannot beat the %2 it can already get elsewhere, it had to stay at or below %3; it did not.</source>
        <translation>Pour être assez sûr que %1 ne peut pas dépasser la valeur %2 qu&apos;il peut déjà obtenir ailleurs, la recherche devait rester à %3 ou en dessous ; ce n&apos;est pas le cas.</translation>
    </message>
    <message>
        <source>So this check skipped nothing: unless another check cuts, the position is searched in full.</source>
        <translation>Ce test n&apos;a donc rien évité : à moins qu&apos;un autre test ne coupe, la position est recherchée entièrement.</translation>
    </message>
    <message>
        <source>Saved about one position.</source>
        <translation>Environ une position économisée.</translation>
    </message>
    <message>
        <source>Saved about %1 positions.</source>
        <translation>Environ %1 positions économisées.</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Multi-cut&lt;/b&gt; (Björnsson and Marsland): several of the first moves, searched at reduced depth, reached β = %1, so the node of height %2 was taken to fail high. No regression model is involved.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Multi-cut&lt;/b&gt; (Björnsson et Marsland) : plusieurs des premiers coups, recherchés à profondeur réduite, ont atteint β = %1 ; le nœud de hauteur %2 a donc été considéré en fail high. Aucun modèle de régression n&apos;intervient.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>end</source>
        <comment>subscript: the exact result at the end of the game</comment>
        <translation>fin</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Model&lt;/b&gt; at this stage of the game: %1 ≈ a·%2 + b = %3·%2%4, residual deviation σ = %5 discs.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Modèle&lt;/b&gt; à ce stade de la partie : %1 ≈ a·%2 + b = %3·%2%4, écart résiduel σ = %5 pions.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Threshold&lt;/b&gt; t = %1, from the confidence Φ(t) = %2: with that probability the deep value is at least the prediction − t·σ, here %3 discs below it.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Seuil&lt;/b&gt; t = %1, d&apos;après la confiance Φ(t) = %2 : avec cette probabilité, la valeur profonde est au moins égale à la prédiction − t·σ, ici %3 pions en dessous.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Threshold&lt;/b&gt; t = %1, from the confidence Φ(t) = %2: with that probability the deep value is at most the prediction + t·σ, here %3 discs above it.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Seuil&lt;/b&gt; t = %1, d&apos;après la confiance Φ(t) = %2 : avec cette probabilité, la valeur profonde est au plus égale à la prédiction + t·σ, ici %3 pions au-dessus.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Bound&lt;/b&gt; (fail-high check, %1 = %2): %3 = %4 = %5, rounded up to %6.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Borne&lt;/b&gt; (test fail high, %1 = %2) : %3 = %4 = %5, arrondi vers le haut à %6.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Bound&lt;/b&gt; (fail-low check, %1 = %2): %3 = %4 = %5, rounded down to %6.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Borne&lt;/b&gt; (test fail low, %1 = %2) : %3 = %4 = %5, arrondi vers le bas à %6.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>fail high: the deep search is skipped</source>
        <translation>fail high : la recherche profonde est évitée</translation>
    </message>
    <message>
        <source>fail low: the deep search is skipped</source>
        <translation>fail low : la recherche profonde est évitée</translation>
    </message>
    <message>
        <source>no cut</source>
        <translation>pas de coupure</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Check&lt;/b&gt;: %1 = %2 %3 %4, so %5. Predicted %6 = %7; the model&apos;s confidence that %6 ≥ %8: %9.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Test&lt;/b&gt; : %1 = %2 %3 %4, donc %5. Valeur prédite %6 = %7 ; confiance du modèle dans %6 ≥ %8 : %9.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Check&lt;/b&gt;: %1 = %2 %3 %4, so %5. Predicted %6 = %7; the model&apos;s confidence that %6 ≤ %8: %9.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Test&lt;/b&gt; : %1 = %2 %3 %4, donc %5. Valeur prédite %6 = %7 ; confiance du modèle dans %6 ≤ %8 : %9.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;The idea.&lt;/b&gt; A deep search is slow; a shallow one is quick. Over thousands of positions the quick search turns out to predict the deep one well: the slanted line in the sketch. So before searching a position deeply, the engine runs a quick search first. If its prediction lies far enough beyond the score that matters (β in the sketch), the deep search is skipped. That skip is a &lt;b&gt;cut&lt;/b&gt;.&lt;/p&gt;&lt;p&gt;&lt;b&gt;The band.&lt;/b&gt; Deep results scatter around the prediction. The shaded band shows how far they usually stray at this stage of the game. A cut is made only when even the edge of the band is beyond the score that matters.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Confidence&lt;/b&gt; is how often the deep search would have agreed with a cut. At 95 %, at most about one cut in twenty is wrong. A higher confidence widens the band: fewer cuts, more time, fewer mistakes.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Height&lt;/b&gt; is how many moves ahead (plies) the skipped search would have looked; cuts at a large height save the most. Near the end of the game the deep search is the exact result.&lt;/p&gt;&lt;p&gt;&lt;b&gt;What can go wrong.&lt;/b&gt; A cut is a bet. In an unusual position, a sudden swing the quick search cannot see, the deep result falls outside the band and the engine may misjudge a line or miss the best move. The regression panel re-runs sampled cuts to show how often that happens.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;L&apos;idée.&lt;/b&gt; Une recherche profonde est lente ; une recherche superficielle est rapide. Sur des milliers de positions, la recherche rapide s&apos;avère bien prédire la profonde : c&apos;est la droite inclinée du schéma. Avant de rechercher une position en profondeur, le moteur lance donc d&apos;abord une recherche rapide. Si sa prédiction se situe assez loin au-delà du score déterminant (β sur le schéma), la recherche profonde est évitée. Ce saut est une &lt;b&gt;coupure&lt;/b&gt;.&lt;/p&gt;&lt;p&gt;&lt;b&gt;La bande.&lt;/b&gt; Les résultats profonds se dispersent autour de la prédiction. La bande ombrée montre jusqu&apos;où ils s&apos;en écartent habituellement à ce stade de la partie. Une coupure n&apos;a lieu que si même le bord de la bande est au-delà du score déterminant.&lt;/p&gt;&lt;p&gt;La &lt;b&gt;confiance&lt;/b&gt; indique à quelle fréquence la recherche profonde aurait donné raison à une coupure. À 95 %, environ une coupure sur vingt au plus est fausse. Une confiance plus élevée élargit la bande : moins de coupures, plus de temps, moins d&apos;erreurs.&lt;/p&gt;&lt;p&gt;La &lt;b&gt;hauteur&lt;/b&gt; est le nombre de coups que la recherche évitée aurait anticipés ; ce sont les coupures de grande hauteur qui économisent le plus. Près de la fin de la partie, la recherche profonde donne le résultat exact.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Ce qui peut mal tourner.&lt;/b&gt; Une coupure est un pari. Dans une position inhabituelle, avec un retournement soudain que la recherche rapide ne voit pas, le résultat profond sort de la bande et le moteur peut mal juger une ligne ou manquer le meilleur coup. Le panneau de régression relance des coupures échantillonnées pour montrer à quelle fréquence cela arrive.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>probcut::ui::CutPanel</name>
    <message>
        <source>Game engine</source>
        <translation>Moteur de jeu</translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation>Analyse</translation>
    </message>
    <message>
        <source>What is this?</source>
        <translation>Qu&apos;est-ce que c&apos;est ?</translation>
    </message>
    <message>
        <source>Explain Multi-ProbCut and the terms of this panel</source>
        <translation>Expliquer Multi-ProbCut et les termes de ce panneau</translation>
    </message>
    <message>
        <source>By height</source>
        <translation>Par hauteur</translation>
    </message>
    <message>
        <source>Checks per height and try: how many ran and how many cut</source>
        <translation>Tests par hauteur et par essai : combien ont été effectués et combien ont coupé</translation>
    </message>
    <message>
        <source>Root moves</source>
        <translation>Coups à la racine</translation>
    </message>
    <message>
        <source>For each move of the searched position: the cuts in the subtree below it, in the newest iteration; click a move to see its deepest cut</source>
        <translation>Pour chaque coup de la position recherchée : les coupures dans le sous-arbre en dessous, lors de la dernière itération ; cliquez sur un coup pour voir sa coupure la plus profonde</translation>
    </message>
    <message>
        <source>Plies:</source>
        <translation>Niveaux :</translation>
    </message>
    <message>
        <source>How many moves deep the tree goes; checks further down are counted in the last level</source>
        <translation>Profondeur de l&apos;arbre en coups ; les tests situés plus bas sont comptés au dernier niveau</translation>
    </message>
    <message>
        <source>Build tree</source>
        <translation>Construire l&apos;arbre</translation>
    </message>
    <message>
        <source>Build the tree from the checks of the newest iteration received so far</source>
        <translation>Construire l&apos;arbre à partir des tests de la dernière itération reçus jusqu&apos;ici</translation>
    </message>
    <message>
        <source>Tree</source>
        <translation>Arbre</translation>
    </message>
    <message>
        <source>The checks of the newest iteration as a tree of moves, on request</source>
        <translation>Les tests de la dernière itération sous forme d&apos;arbre de coups, sur demande</translation>
    </message>
    <message>
        <source>No checks received yet.</source>
        <translation>Aucun test reçu pour l&apos;instant.</translation>
    </message>
    <message numerus="yes">
        <source>%n check(s) of depth %1 (a snapshot: build again to update)</source>
        <translation>
            <numerusform>%n test de profondeur %1 (instantané : reconstruisez pour mettre à jour)</numerusform>
            <numerusform>%n tests de profondeur %1 (instantané : reconstruisez pour mettre à jour)</numerusform>
        </translation>
    </message>
    <message>
        <source>Waiting for a selective search (confidence below 100 %) of the game engine or Analyse Position.</source>
        <translation>En attente d&apos;une recherche sélective (confiance inférieure à 100 %) du moteur de jeu ou de « Analyser la position ».</translation>
    </message>
    <message>
        <source>Cut decisions are collected while this panel is shown.</source>
        <translation>Les décisions de coupure sont collectées tant que ce panneau est affiché.</translation>
    </message>
    <message>
        <source>searching depth %1</source>
        <translation>recherche à la profondeur %1</translation>
    </message>
    <message>
        <source>finished at depth %1</source>
        <translation>terminé à la profondeur %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>Confidence %1 %  (t = %2)</source>
        <translation>Confiance %1 %  (t = %2)</translation>
    </message>
    <message>
        <source>Confidence 100 %: exact search, nothing is cut</source>
        <translation>Confiance 100 % : recherche exacte, rien n&apos;est coupé</translation>
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
        <source>%1 would score at least %2: subtree skipped</source>
        <translation>%1 obtiendrait au moins %2 : sous-arbre ignoré</translation>
    </message>
    <message>
        <source>%1 would score at most %2: subtree skipped</source>
        <translation>%1 obtiendrait au plus %2 : sous-arbre ignoré</translation>
    </message>
    <message>
        <source>not conclusive: searched in full</source>
        <translation>non concluant : recherche complète</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; (%2 to move) — height %3, check depth %4, try %5: shallow value %6 %7 bound %8 → %9</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; (%2 au trait) — hauteur %3, profondeur de test %4, essai %5 : valeur superficielle %6 %7 borne %8 → %9</translation>
    </message>
    <message>
        <source>searched position</source>
        <translation>position recherchée</translation>
    </message>
    <message>
        <source>Model: v&lt;sub&gt;%1&lt;/sub&gt; ≈ %2·v&lt;sub&gt;%3&lt;/sub&gt; %4, σ = %5, t = %6; confidence %7</source>
        <translation>Modèle : v&lt;sub&gt;%1&lt;/sub&gt; ≈ %2·v&lt;sub&gt;%3&lt;/sub&gt; %4, σ = %5, t = %6 ; confiance %7</translation>
    </message>
    <message>
        <source>Cut check: %1 — height %2, %3</source>
        <translation>Test de coupure : %1 — hauteur %2, %3</translation>
    </message>
    <message>
        <source>No cut below this move in this iteration.</source>
        <translation>Aucune coupure sous ce coup lors de cette itération.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: %2 check(s) at or below this position, %3 cut(s)</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; : %2 test(s) à cette position ou en dessous, %3 coupure(s)</translation>
    </message>
    <message>
        <source>Cut tree: %1</source>
        <translation>Arbre des coupures : %1</translation>
    </message>
    <message>
        <source>Was it right?</source>
        <translation>Était-ce juste ?</translation>
    </message>
    <message>
        <source>Search the same position without forward pruning and compare: depth in the same time, nodes, best move, value, and which cuts an exact search contradicts</source>
        <translation>Rechercher la même position sans élagage sélectif et comparer : profondeur dans le même temps, nœuds, meilleur coup, valeur, et coupures qu&apos;une recherche exacte contredit</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>Annulé.</translation>
    </message>
    <message>
        <source>Click a node of the picture, or step through the cuts, to see what happened there.</source>
        <translation>Cliquez sur un nœud de l&apos;image, ou parcourez les coupures, pour voir ce qui s&apos;y est passé.</translation>
    </message>
    <message>
        <source>searching</source>
        <translation>recherche en cours</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>terminé</translation>
    </message>
    <message>
        <source>By height: every check of the search. Picture, root moves and tree: depth %1, up to %2 checks per iteration sampled evenly across the moves and heights.</source>
        <translation>Par hauteur : tous les tests de la recherche. Image, coups à la racine et arbre : profondeur %1, jusqu&apos;à %2 tests par itération, échantillonnés uniformément parmi les coups et les hauteurs.</translation>
    </message>
    <message>
        <source>The previous cut</source>
        <translation>Coupure précédente</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Lecture</translation>
    </message>
    <message>
        <source>Go through the cuts one by one</source>
        <translation>Parcourir les coupures une par une</translation>
    </message>
    <message>
        <source>The next cut</source>
        <translation>Coupure suivante</translation>
    </message>
    <message>
        <source>Whole tree</source>
        <translation>Arbre entier</translation>
    </message>
    <message>
        <source>Zoom out to the searched position</source>
        <translation>Dézoomer jusqu&apos;à la position recherchée</translation>
    </message>
    <message>
        <source>Save…</source>
        <translation>Enregistrer…</translation>
    </message>
    <message>
        <source>Save the picture as an image (PNG) or a drawing (SVG)</source>
        <translation>Enregistrer l&apos;image au format PNG ou en dessin SVG</translation>
    </message>
    <message>
        <source>Show the formula</source>
        <translation>Afficher la formule</translation>
    </message>
    <message>
        <source>Picture</source>
        <translation>Image</translation>
    </message>
    <message>
        <source>The last finished iteration&apos;s search tree: each move as wide as the work searched under it, the moves Multi-ProbCut cut as coloured stubs; click to zoom, hover for details</source>
        <translation>L&apos;arbre de recherche de la dernière itération terminée : chaque coup est aussi large que le travail de recherche en dessous, les coups coupés par Multi-ProbCut forment de fines barres colorées ; cliquez pour zoomer, survolez pour les détails</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Save Picture</source>
        <translation>Enregistrer l&apos;image</translation>
    </message>
    <message>
        <source>search-tree.png</source>
        <translation>arbre-de-recherche.png</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG drawing (*.svg)</source>
        <translation>Image PNG (*.png);;Dessin SVG (*.svg)</translation>
    </message>
    <message>
        <source>Could not save the picture: %1</source>
        <translation>Impossible d&apos;enregistrer l&apos;image : %1</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 enregistré</translation>
    </message>
    <message>
        <source>Depth %1, still being searched: </source>
        <translation>Profondeur %1, recherche en cours : </translation>
    </message>
    <message>
        <source>Depth %1, the last finished iteration: </source>
        <translation>Profondeur %1, dernière itération terminée : </translation>
    </message>
    <message>
        <source>%1 positions searched under the moves, %2 cuts saving about %3 positions (estimated from the average cost of a full search of each height). Rings on the board: the share of each move&apos;s work that cuts saved, and its number of cuts.</source>
        <translation>%1 positions recherchées sous les coups, %2 coupures économisant environ %3 positions (estimation d&apos;après le coût moyen d&apos;une recherche complète de chaque hauteur). Anneaux sur le plateau : la part du travail de chaque coup économisée par les coupures, et son nombre de coupures.</translation>
    </message>
    <message>
        <source>No cuts to step through yet</source>
        <translation>Pas encore de coupures à parcourir</translation>
    </message>
    <message numerus="yes">
        <source>%n cut(s) to step through</source>
        <translation>
            <numerusform>%n coupure à parcourir</numerusform>
            <numerusform>%n coupures à parcourir</numerusform>
        </translation>
    </message>
    <message>
        <source>Cut %1 of %2</source>
        <translation>Coupure %1 sur %2</translation>
    </message>
    <message>
        <source>The cuts of the iteration shown, in the order the search made them (sampled evenly across the moves and heights when there are many)</source>
        <translation>Les coupures de l&apos;itération affichée, dans l&apos;ordre où la recherche les a faites (échantillonnées uniformément parmi les coups et les hauteurs quand elles sont nombreuses)</translation>
    </message>
    <message>
        <source>At the searched position</source>
        <translation>À la position recherchée</translation>
    </message>
    <message>
        <source>After %1</source>
        <translation>Après %1</translation>
    </message>
    <message>
        <source>cut</source>
        <translation>coupure</translation>
    </message>
    <message>
        <source>the image could not be written</source>
        <translation>l&apos;image n&apos;a pas pu être écrite</translation>
    </message>
    <message>
        <source>Run a selective search first (an analysis or an engine move with a confidence below 100 %); it is compared at the depth it reached.</source>
        <translation>Lancez d&apos;abord une recherche sélective (une analyse ou un coup du moteur avec une confiance inférieure à 100 %) ; la comparaison se fait à la profondeur qu&apos;elle a atteinte.</translation>
    </message>
    <message>
        <source>Cannot compare: %1</source>
        <translation>Comparaison impossible : %1</translation>
    </message>
    <message>
        <source>They take at most %1 MB.</source>
        <translation>Elles occupent au plus %1 Mo.</translation>
    </message>
    <message numerus="yes">
        <source>Building the tree from %n check(s)…</source>
        <translation>
            <numerusform>Construction de l’arbre à partir de %n test…</numerusform>
            <numerusform>Construction de l’arbre à partir de %n tests…</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>probcut::ui::CutPicture</name>
    <message>
        <source>Search-tree picture</source>
        <translation>Image de l&apos;arbre de recherche</translation>
    </message>
    <message>
        <source>Each band is one move deeper; a node&apos;s width is the work searched under it; coloured stubs are the moves Multi-ProbCut cut.</source>
        <translation>Chaque bande est un coup plus profond ; la largeur d&apos;un nœud est le travail de recherche en dessous ; les fines barres colorées sont les coups coupés par Multi-ProbCut.</translation>
    </message>
    <message>
        <source>searched (darker: more saved by cuts inside)</source>
        <translation>recherché (plus foncé : plus de travail économisé par les coupures internes)</translation>
    </message>
    <message>
        <source>end</source>
        <translation>fin</translation>
    </message>
    <message>
        <source>cut at height %1: %2</source>
        <translation>coupure à la hauteur %1 : %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>multi-cut: %1</source>
        <translation>multi-cut : %1</translation>
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
        <source>The searched position</source>
        <translation>La position recherchée</translation>
    </message>
    <message>
        <source>After %1</source>
        <translation>Après %1</translation>
    </message>
    <message>
        <source>%1 positions searched (%2 to move there)</source>
        <translation>%1 positions recherchées (%2 au trait ici)</translation>
    </message>
    <message>
        <source>at least %1</source>
        <translation>au moins %1</translation>
    </message>
    <message>
        <source>at most %1</source>
        <translation>au plus %1</translation>
    </message>
    <message>
        <source>Searched %1 plies deep with the window %2 to %3; result %4 for %5</source>
        <translation>Recherchée à %1 coups de profondeur avec la fenêtre %2 à %3 ; résultat %4 pour %5</translation>
    </message>
    <message>
        <source>%1 cuts inside, saving about %2 positions</source>
        <translation>%1 coupures à l&apos;intérieur, économisant environ %2 positions</translation>
    </message>
    <message>
        <source>Nothing was cut inside.</source>
        <translation>Rien n&apos;a été coupé à l&apos;intérieur.</translation>
    </message>
    <message>
        <source>No picture yet: it shows the last finished iteration of a selective search.
Start an analysis or an engine move with Multi-ProbCut on (confidence below 100 %).</source>
        <translation>Pas encore d&apos;image : elle montre la dernière itération terminée d&apos;une recherche sélective.
Lancez une analyse ou un coup du moteur avec Multi-ProbCut activé (confiance inférieure à 100 %).</translation>
    </message>
    <message>
        <source>position</source>
        <translation>position</translation>
    </message>
    <message>
        <source>cut</source>
        <translation>coupure</translation>
    </message>
    <message>
        <source>The colours of the cut stubs: the height of a cut is how many moves deep the search it skipped would have gone; higher cuts skip more work. The numbers count the cuts of the whole iteration, deeper ones included.</source>
        <translation>Les couleurs des barres de coupure : la hauteur d&apos;une coupure est le nombre de coups de profondeur qu&apos;aurait atteint la recherche évitée ; les coupures plus hautes évitent plus de travail. Les nombres comptent les coupures de toute l&apos;itération, y compris les plus profondes.</translation>
    </message>
</context>
<context>
    <name>probcut::ui::CutRootMovesModel</name>
    <message>
        <source>Greyed: depth %1 has not reached this move yet; the numbers are from depth %2.</source>
        <translation>Grisé : la profondeur %1 n&apos;a pas encore atteint ce coup ; les chiffres viennent de la profondeur %2.</translation>
    </message>
    <message>
        <source>Deepest cut below %1 at %2 (%3); click to see it on the board.</source>
        <translation>Coupure la plus profonde sous %1 en %2 (%3) ; cliquez pour la voir sur le plateau.</translation>
    </message>
    <message>
        <source>Deepest cut: the height of the largest subtree skipped below this move.</source>
        <translation>Coupure la plus profonde : la hauteur du plus grand sous-arbre ignoré sous ce coup.</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Coup</translation>
    </message>
    <message>
        <source>Checks</source>
        <translation>Tests</translation>
    </message>
    <message>
        <source>Cut high</source>
        <translation>Coupures hautes</translation>
    </message>
    <message>
        <source>Cut low</source>
        <translation>Coupures basses</translation>
    </message>
    <message>
        <source>Cuts by height</source>
        <translation>Coupures par hauteur</translation>
    </message>
    <message>
        <source>Deepest</source>
        <translation>Plus profonde</translation>
    </message>
    <message>
        <source>Check depth</source>
        <translation>Profondeur de test</translation>
    </message>
    <message>
        <source>Shallow</source>
        <translation>Val. superf.</translation>
    </message>
    <message>
        <source>Bound</source>
        <translation>Borne</translation>
    </message>
    <message>
        <source>Confidence</source>
        <translation>Confiance</translation>
    </message>
</context>
<context>
    <name>probcut::ui::CutSummaryModel</name>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Height</source>
        <translation>Hauteur</translation>
    </message>
    <message>
        <source>Try</source>
        <translation>Essai</translation>
    </message>
    <message>
        <source>Check depth</source>
        <translation>Profondeur de test</translation>
    </message>
    <message>
        <source>Checks</source>
        <translation>Tests</translation>
    </message>
    <message>
        <source>Cut high</source>
        <translation>Coupures hautes</translation>
    </message>
    <message>
        <source>Cut low</source>
        <translation>Coupures basses</translation>
    </message>
    <message>
        <source>No cut</source>
        <translation>Sans coupure</translation>
    </message>
    <message>
        <source>Cut %</source>
        <translation>% de coupures</translation>
    </message>
</context>
<context>
    <name>probcut::ui::CutTerms</name>
    <message>
        <source>fail high (cut)</source>
        <translation>fail high (coupure)</translation>
    </message>
    <message>
        <source>fail low (cut)</source>
        <translation>fail low (coupure)</translation>
    </message>
    <message>
        <source>no cut</source>
        <translation>pas de coupure</translation>
    </message>
    <message>
        <source>Height: how many plies the full search would have looked ahead from this position.</source>
        <translation>Hauteur : nombre de coups que la recherche complète aurait anticipés depuis cette position.</translation>
    </message>
    <message>
        <source>Try: Multi-ProbCut may test a position several times with ever deeper shallow searches; try 1 is the cheapest.</source>
        <translation>Essai : Multi-ProbCut peut tester une position plusieurs fois avec des recherches superficielles de plus en plus profondes ; l&apos;essai 1 est le moins coûteux.</translation>
    </message>
    <message>
        <source>Check depth: how deep the shallow search used to predict the full search looked.</source>
        <translation>Profondeur de test : profondeur de la recherche superficielle utilisée pour prédire la recherche complète.</translation>
    </message>
    <message>
        <source>Checks: how many shallow searches were run to decide whether the full search could be skipped (each position is tested against both ends of its window).</source>
        <translation>Tests : nombre de recherches superficielles lancées pour décider si la recherche complète pouvait être évitée (chaque position est testée contre les deux bornes de sa fenêtre).</translation>
    </message>
    <message>
        <source>Fail high: the shallow search predicted, with the chosen confidence, that the deep value is above beta (the side to move would refute the line), so the subtree was skipped.</source>
        <translation>Fail high : la recherche superficielle a prédit, avec la confiance choisie, que la valeur profonde dépasse bêta (le camp au trait réfuterait la ligne) ; le sous-arbre a donc été ignoré.</translation>
    </message>
    <message>
        <source>Fail low: the shallow search predicted, with the chosen confidence, that the deep value is below alpha (the move is too weak to matter), so the subtree was skipped.</source>
        <translation>Fail low : la recherche superficielle a prédit, avec la confiance choisie, que la valeur profonde est inférieure à alpha (le coup est trop faible pour compter) ; le sous-arbre a donc été ignoré.</translation>
    </message>
    <message>
        <source>No cut: the shallow search was not conclusive, so the position was searched in full.</source>
        <translation>Pas de coupure : la recherche superficielle n&apos;a pas été concluante ; la position a donc été recherchée entièrement.</translation>
    </message>
    <message>
        <source>Cut rate: the share of checks that skipped a subtree.</source>
        <translation>Taux de coupure : la part des tests qui ont permis d&apos;ignorer un sous-arbre.</translation>
    </message>
    <message>
        <source>Shallow value: what the shallow check search returned, in discs for the side to move at that position (a bound: the check only asked whether the value is above or below the bound).</source>
        <translation>Valeur superficielle : ce qu&apos;a renvoyé la recherche de test superficielle, en pions pour le camp au trait dans cette position (une borne : le test demandait seulement si la valeur est au-dessus ou en dessous de la borne).</translation>
    </message>
    <message>
        <source>Bound: the value the shallow search was tested against. It is the window bound moved by t·σ and mapped through the fitted line: (±t·σ + β − b) / a.</source>
        <translation>Borne : la valeur contre laquelle la recherche superficielle a été testée. C&apos;est la borne de la fenêtre décalée de t·σ et transposée par la droite ajustée : (±t·σ + β − b) / a.</translation>
    </message>
    <message>
        <source>Window: the bound the full search had to beat (beta for a fail-high test, alpha for a fail-low test), in discs for the side to move.</source>
        <translation>Fenêtre : la borne que la recherche complète devait dépasser (bêta pour un test fail high, alpha pour un test fail low), en pions pour le camp au trait.</translation>
    </message>
    <message>
        <source>Confidence: by the fitted model, the probability that the full search would have reached the same verdict as the shallow one. It is at least the level the search was asked for.</source>
        <translation>Confiance : selon le modèle ajusté, la probabilité que la recherche complète ait abouti au même verdict que la recherche superficielle. Elle vaut au moins le niveau demandé à la recherche.</translation>
    </message>
    <message>
        <source>Decision: whether the check cut the subtree (fail high / fail low) or not.</source>
        <translation>Décision : si le test a coupé le sous-arbre (fail high / fail low) ou non.</translation>
    </message>
    <message>
        <source>Root move: the move at the searched position under which the checked positions lie.</source>
        <translation>Coup à la racine : le coup de la position recherchée sous lequel se trouvent les positions testées.</translation>
    </message>
    <message>
        <source>Cuts by height: for each height, how many subtrees below this move were skipped. Cuts at larger heights save the most work.</source>
        <translation>Coupures par hauteur : pour chaque hauteur, nombre de sous-arbres ignorés sous ce coup. Les coupures aux plus grandes hauteurs économisent le plus de travail.</translation>
    </message>
    <message>
        <source>Confidence (selectivity): how sure a shallow search must be before a subtree is skipped. It sets the threshold t: a higher confidence means a larger t, fewer cuts and a more reliable search; 100 % searches everything.</source>
        <translation>Confiance (sélectivité) : le degré de certitude exigé d&apos;une recherche superficielle avant d&apos;ignorer un sous-arbre. Elle fixe le seuil t : une confiance plus élevée donne un t plus grand, moins de coupures et une recherche plus fiable ; à 100 %, tout est recherché.</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Multi-ProbCut&lt;/b&gt; (Buro 1997) saves time by predicting the result of a deep search with a much shallower one. Over thousands of positions, the value v&lt;sub&gt;h&lt;/sub&gt; of a search of height h was fitted against the value v&lt;sub&gt;d&lt;/sub&gt; of a search of depth d: v&lt;sub&gt;h&lt;/sub&gt; ≈ a·v&lt;sub&gt;d&lt;/sub&gt; + b, with a residual deviation σ (see the regression panel).&lt;/p&gt;&lt;p&gt;Before searching a position h plies deep, the engine runs the cheap search of depth d with a null window at (t·σ + β − b) / a. If the shallow value reaches it, the deep value is very likely above β: &lt;b&gt;fail high&lt;/b&gt;, and the subtree is skipped. Likewise a value at or below (−t·σ + α − b) / a predicts a &lt;b&gt;fail low&lt;/b&gt;. Otherwise the position is searched in full.&lt;/p&gt;&lt;p&gt;The threshold t comes from the confidence level: the higher the confidence, the fewer cuts. Several heights and up to a few check depths per height are tried, the cheapest first; the check searches themselves never cut.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Multi-ProbCut&lt;/b&gt; (Buro 1997) gagne du temps en prédisant le résultat d&apos;une recherche profonde à l&apos;aide d&apos;une recherche bien moins profonde. Sur des milliers de positions, la valeur v&lt;sub&gt;h&lt;/sub&gt; d&apos;une recherche de hauteur h a été ajustée par rapport à la valeur v&lt;sub&gt;d&lt;/sub&gt; d&apos;une recherche de profondeur d : v&lt;sub&gt;h&lt;/sub&gt; ≈ a·v&lt;sub&gt;d&lt;/sub&gt; + b, avec un écart résiduel σ (voir le panneau de régression).&lt;/p&gt;&lt;p&gt;Avant de rechercher une position à h coups de profondeur, le moteur lance la recherche peu coûteuse de profondeur d avec une fenêtre nulle en (t·σ + β − b) / a. Si la valeur superficielle l&apos;atteint, la valeur profonde est très probablement supérieure à β : &lt;b&gt;fail high&lt;/b&gt;, et le sous-arbre est ignoré. De même, une valeur inférieure ou égale à (−t·σ + α − b) / a prédit un &lt;b&gt;fail low&lt;/b&gt;. Sinon, la position est recherchée entièrement.&lt;/p&gt;&lt;p&gt;Le seuil t découle du niveau de confiance : plus la confiance est élevée, moins il y a de coupures. Plusieurs hauteurs et, pour chacune, quelques profondeurs de test sont essayées, la moins coûteuse d&apos;abord ; les recherches de test elles-mêmes ne coupent jamais.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>multi-cut</source>
        <translation>multi-cut</translation>
    </message>
</context>
<context>
    <name>probcut::ui::CutTreeModel</name>
    <message>
        <source>%1 fail high, %2 fail low</source>
        <translation>%1 fail high, %2 fail low</translation>
    </message>
    <message numerus="yes">
        <source>%n check(s) deeper than the tree&apos;s last level are counted here.</source>
        <translation>
            <numerusform>%n test plus profond que le dernier niveau de l&apos;arbre est compté ici.</numerusform>
            <numerusform>%n tests plus profonds que le dernier niveau de l&apos;arbre sont comptés ici.</numerusform>
        </translation>
    </message>
    <message>
        <source>Click to see this position on the board.</source>
        <translation>Cliquez pour voir cette position sur le plateau.</translation>
    </message>
    <message>
        <source>check, try %1</source>
        <translation>test, essai %1</translation>
    </message>
    <message>
        <source>Position: a move from the searched position (and replies below it), or a check made at that position.</source>
        <translation>Position : un coup depuis la position recherchée (et les réponses en dessous), ou un test effectué à cette position.</translation>
    </message>
    <message>
        <source>Cuts: how many checks at or below this position skipped a subtree.</source>
        <translation>Coupures : nombre de tests à cette position ou en dessous qui ont permis d&apos;ignorer un sous-arbre.</translation>
    </message>
    <message>
        <source>On a move row: the largest height cut at or below that position.</source>
        <translation>Sur une ligne de coup : la plus grande hauteur coupée à cette position ou en dessous.</translation>
    </message>
    <message>
        <source>Position</source>
        <translation>Position</translation>
    </message>
    <message>
        <source>Checks</source>
        <translation>Tests</translation>
    </message>
    <message>
        <source>Cuts</source>
        <translation>Coupures</translation>
    </message>
    <message>
        <source>Height</source>
        <translation>Hauteur</translation>
    </message>
    <message>
        <source>Check depth</source>
        <translation>Profondeur de test</translation>
    </message>
    <message>
        <source>Shallow</source>
        <translation>Val. superf.</translation>
    </message>
    <message>
        <source>Bound</source>
        <translation>Borne</translation>
    </message>
    <message>
        <source>Decision</source>
        <translation>Décision</translation>
    </message>
    <message>
        <source>Confidence</source>
        <translation>Confiance</translation>
    </message>
</context>
<context>
    <name>probcut::ui::EngineErrorText</name>
    <message>
        <source>Black</source>
        <translation>Noir</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blanc</translation>
    </message>
    <message>
        <source>the byte %1</source>
        <translation>l&apos;octet %1</translation>
    </message>
    <message>
        <source>character %1: %2</source>
        <translation>caractère %1 : %2</translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation>ligne %1 : %2</translation>
    </message>
    <message>
        <source>game %1: %2</source>
        <translation>partie %1 : %2</translation>
    </message>
    <message>
        <source>move %1 (%2): %3</source>
        <translation>coup %1 (%2) : %3</translation>
    </message>
    <message>
        <source>move %1: %2</source>
        <translation>coup %1 : %2</translation>
    </message>
    <message>
        <source>field 1 (the board): %1</source>
        <translation>champ 1 (le plateau) : %1</translation>
    </message>
    <message>
        <source>field %1 (“%2”): %3</source>
        <translation>champ %1 (« %2 ») : %3</translation>
    </message>
    <message>
        <source>field 1: %1</source>
        <translation>champ 1 : %1</translation>
    </message>
    <message>
        <source>the board (BO): %1</source>
        <translation>le plateau (BO) : %1</translation>
    </message>
    <message>
        <source>impossible position: %1</source>
        <translation>position impossible : %1</translation>
    </message>
    <message>
        <source>square %1 has no row digit</source>
        <translation>la case %1 n&apos;a pas de chiffre de rangée</translation>
    </message>
    <message>
        <source>expected a row digit 1–8 after %1, found %2</source>
        <translation>chiffre de rangée 1–8 attendu après %1, %2 trouvé</translation>
    </message>
    <message>
        <source>expected a move (a1–h8 or pa), found %1</source>
        <translation>coup attendu (a1–h8 ou pa), %1 trouvé</translation>
    </message>
    <message>
        <source>move %1 (%2) comes after the end of the game</source>
        <translation>le coup %1 (%2) vient après la fin de la partie</translation>
    </message>
    <message>
        <source>move %1 comes after the end of the game</source>
        <translation>le coup %1 vient après la fin de la partie</translation>
    </message>
    <message>
        <source>%1 cannot pass while having a legal move</source>
        <translation>%1 ne peut pas passer alors qu&apos;il a un coup légal</translation>
    </message>
    <message>
        <source>%1 is illegal for %2 (the square is occupied)</source>
        <translation>%1 est illégal pour %2 (la case est occupée)</translation>
    </message>
    <message>
        <source>%1 is illegal for %2 (it flips no disc)</source>
        <translation>%1 est illégal pour %2 (il ne retourne aucun pion)</translation>
    </message>
    <message>
        <source>%1 is illegal</source>
        <translation>%1 est illégal</translation>
    </message>
    <message>
        <source>the game is already over</source>
        <translation>la partie est déjà terminée</translation>
    </message>
    <message>
        <source>illegal move</source>
        <translation>coup illégal</translation>
    </message>
    <message>
        <source>square %1: expected X, O or -, found %2</source>
        <translation>case %1 : X, O ou - attendu, %2 trouvé</translation>
    </message>
    <message>
        <source>the board has only %1 of 64 squares</source>
        <translation>le plateau n&apos;a que %1 cases sur 64</translation>
    </message>
    <message>
        <source>the side to move (X or O) is missing after the 64 squares</source>
        <translation>le camp au trait (X ou O) manque après les 64 cases</translation>
    </message>
    <message>
        <source>the side to move must be X (Black) or O (White), found %1</source>
        <translation>le camp au trait doit être X (Noir) ou O (Blanc), %1 trouvé</translation>
    </message>
    <message>
        <source>unexpected %1 after the side to move</source>
        <translation>%1 inattendu après le camp au trait</translation>
    </message>
    <message>
        <source>a square holds both colours</source>
        <translation>une case contient les deux couleurs</translation>
    </message>
    <message>
        <source>the four centre squares d4, e4, d5 and e5 must be occupied</source>
        <translation>les quatre cases centrales d4, e4, d5 et e5 doivent être occupées</translation>
    </message>
    <message>
        <source>the line is empty; expected a board and the side to move</source>
        <translation>la ligne est vide ; un plateau et le camp au trait sont attendus</translation>
    </message>
    <message>
        <source>expected MOVE:SCORE</source>
        <translation>COUP:SCORE attendu</translation>
    </message>
    <message>
        <source>“%1” is not a square (a1–h8) or pa</source>
        <translation>« %1 » n&apos;est pas une case (a1–h8) ni pa</translation>
    </message>
    <message>
        <source>the score must be a whole number</source>
        <translation>le score doit être un nombre entier</translation>
    </message>
    <message>
        <source>the score %1 is outside −64…64</source>
        <translation>le score %1 est hors de l&apos;intervalle −64…64</translation>
    </message>
    <message>
        <source>%1 is not a legal move in this position</source>
        <translation>%1 n&apos;est pas un coup légal dans cette position</translation>
    </message>
    <message>
        <source>only 8×8 boards are supported (expected “8” first)</source>
        <translation>seuls les plateaux 8×8 sont pris en charge (« 8 » attendu en premier)</translation>
    </message>
    <message>
        <source>no GGF game found (a game starts with “(;”)</source>
        <translation>aucune partie GGF trouvée (une partie commence par « (; »)</translation>
    </message>
    <message>
        <source>the game is not closed: “;)” is missing</source>
        <translation>la partie n&apos;est pas fermée : « ;) » manque</translation>
    </message>
    <message>
        <source>expected “;)” to end the game</source>
        <translation>« ;) » attendu pour terminer la partie</translation>
    </message>
    <message>
        <source>expected a property name (letters) or “;)”</source>
        <translation>nom de propriété (lettres) ou « ;) » attendu</translation>
    </message>
    <message>
        <source>property %1: expected “[”</source>
        <translation>propriété %1 : « [ » attendu</translation>
    </message>
    <message>
        <source>property %1: the closing “]” is missing</source>
        <translation>propriété %1 : le « ] » fermant manque</translation>
    </message>
    <message>
        <source>the board (BO) comes after the first move</source>
        <translation>le plateau (BO) vient après le premier coup</translation>
    </message>
    <message>
        <source>“%1” is not a square or pa</source>
        <translation>« %1 » n&apos;est pas une case ni pa</translation>
    </message>
    <message>
        <source>the evaluation “%1” is not a number</source>
        <translation>l&apos;évaluation « %1 » n&apos;est pas un nombre</translation>
    </message>
    <message>
        <source>the time is not a number</source>
        <translation>le temps n&apos;est pas un nombre</translation>
    </message>
    <message>
        <source>%1 to move, but it is %2’s turn</source>
        <translation>%1 au trait, mais c&apos;est à %2 de jouer</translation>
    </message>
    <message>
        <source>too short for a WTHOR header (%1 bytes, 16 needed)</source>
        <translation>trop court pour un en-tête WTHOR (%1 octets, 16 nécessaires)</translation>
    </message>
    <message>
        <source>board size %1 is not supported (only 8×8)</source>
        <translation>la taille de plateau %1 n&apos;est pas prise en charge (uniquement 8×8)</translation>
    </message>
    <message>
        <source>not a game file (header byte 13 is %1, expected 0)</source>
        <translation>pas un fichier de parties (l&apos;octet 13 de l&apos;en-tête vaut %1, 0 attendu)</translation>
    </message>
    <message>
        <source>the header announces %1 games (%2 bytes) but the file has %3 bytes (it is cut short)</source>
        <translation>l&apos;en-tête annonce %1 parties (%2 octets) mais le fichier fait %3 octets (il est tronqué)</translation>
    </message>
    <message>
        <source>the header announces %1 games (%2 bytes) but the file has %3 bytes (more follows the games)</source>
        <translation>l&apos;en-tête annonce %1 parties (%2 octets) mais le fichier fait %3 octets (des données suivent les parties)</translation>
    </message>
    <message>
        <source>a score byte is above 64 (%1)</source>
        <translation>un octet de score dépasse 64 (%1)</translation>
    </message>
    <message>
        <source>byte %1 is not a square</source>
        <translation>l&apos;octet %1 n&apos;est pas une case</translation>
    </message>
    <message>
        <source>a move after the padding</source>
        <translation>un coup après le remplissage</translation>
    </message>
    <message>
        <source>the header announces %1 names of %2 bytes but %3 bytes follow (the file is cut short)</source>
        <translation>l&apos;en-tête annonce %1 noms de %2 octets mais %3 octets suivent (le fichier est tronqué)</translation>
    </message>
    <message>
        <source>the header announces %1 names of %2 bytes but %3 bytes follow (not a whole number of records)</source>
        <translation>l&apos;en-tête annonce %1 noms de %2 octets mais %3 octets suivent (pas un nombre entier d&apos;enregistrements)</translation>
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
    <message>
        <source>The human-like level cannot be used (%1): it plays as the engine level.</source>
        <translation>Le niveau « humain » ne peut pas être utilisé (%1) : il joue comme le niveau du moteur.</translation>
    </message>
</context>
<context>
    <name>probcut::ui::EvalGraphPanel</name>
    <message>
        <source>Quick (depth 8, exact from 14 empties)</source>
        <translation>Rapide (profondeur 8, exact à partir de 14 cases vides)</translation>
    </message>
    <message>
        <source>Normal (depth 12, exact from 18 empties)</source>
        <translation>Normale (profondeur 12, exact à partir de 18 cases vides)</translation>
    </message>
    <message>
        <source>Deep (depth 16, exact from 20 empties)</source>
        <translation>Approfondie (profondeur 16, exact à partir de 20 cases vides)</translation>
    </message>
    <message>
        <source>How hard Analyse Game searches each position</source>
        <translation>Intensité de la recherche d&apos;« Analyser la partie » pour chaque position</translation>
    </message>
    <message>
        <source>Analyse Game</source>
        <translation>Analyser la partie</translation>
    </message>
    <message>
        <source>Value every position of the game in the background and mark the moves that lost discs</source>
        <translation>Évaluer chaque position de la partie en arrière-plan et marquer les coups qui ont perdu des pions</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Coup</translation>
    </message>
    <message>
        <source>Engine value after each move (discs, + = Black ahead)</source>
        <translation>Évaluation du moteur après chaque coup (pions, + = Noir devant)</translation>
    </message>
    <message>
        <source>Engine value after each move, in discs for Black. Click to go to a move.</source>
        <translation>Évaluation du moteur après chaque coup, en pions pour Noir. Cliquez pour aller à un coup.</translation>
    </message>
    <message>
        <source>Cancelled at %p%</source>
        <translation>Annulée à %p %</translation>
    </message>
    <message>
        <source>Not analysed</source>
        <translation>Non analysée</translation>
    </message>
    <message>
        <source>Analysing… %p%</source>
        <translation>Analyse… %p %</translation>
    </message>
    <message>
        <source>Analysed</source>
        <translation>Analysée</translation>
    </message>
    <message>
        <source>Black: %1 inaccuracies, %2 mistakes, %3 blunders
White: %4 inaccuracies, %5 mistakes, %6 blunders</source>
        <translation>Noir : %1 imprécisions, %2 erreurs, %3 gaffes
Blanc : %4 imprécisions, %5 erreurs, %6 gaffes</translation>
    </message>
    <message>
        <source>No move of this line lost %1 discs or more.</source>
        <translation>Aucun coup de cette ligne n&apos;a perdu %1 pions ou plus.</translation>
    </message>
    <message>
        <source>Analyse Game marks moves that lost discs: inaccuracy ≥ %1, mistake ≥ %2, blunder ≥ %3.</source>
        <translation>« Analyser la partie » marque les coups qui ont perdu des pions : imprécision ≥ %1, erreur ≥ %2, gaffe ≥ %3.</translation>
    </message>
</context>
<context>
    <name>probcut::ui::ExplainPanel</name>
    <message>
        <source>Hover over a cell to see what it means</source>
        <translation>Survolez une cellule pour voir sa signification</translation>
    </message>
    <message>
        <source>Show the three largest for and against on the board</source>
        <translation>Montrer sur le plateau les trois plus grands termes pour et contre</translation>
    </message>
    <message>
        <source>Point at a feature to read what it means.</source>
        <translation>Pointez un critère pour lire sa signification.</translation>
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
        <source>&lt;b&gt;Features&lt;/b&gt; (classic evaluation; worth in discs, + good for %1)</source>
        <translation>&lt;b&gt;Critères&lt;/b&gt; (évaluation classique ; valeur en pions, + favorable à %1)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Patterns&lt;/b&gt; (the engine&apos;s evaluation; + good for %1)</source>
        <translation>&lt;b&gt;Motifs&lt;/b&gt; (évaluation du moteur ; + favorable à %1)</translation>
    </message>
    <message>
        <source>The pattern evaluation is not available; only the features are shown.</source>
        <translation>L&apos;évaluation par motifs n&apos;est pas disponible ; seuls les critères sont affichés.</translation>
    </message>
    <message>
        <source>The game is over: %1 − %2.</source>
        <translation>La partie est terminée : %1 − %2.</translation>
    </message>
    <message>
        <source>Green: the patterns that help the side the values are for most; red: the ones that hurt it most</source>
        <translation>Vert : les motifs qui aident le plus le camp pour lequel les valeurs sont données ; rouge : ceux qui le desservent le plus</translation>
    </message>
    <message>
        <source>Evaluation %1: &lt;b&gt;%2&lt;/b&gt; discs, the sum of the %3 pattern values below (heuristic, before any search).</source>
        <translation>Évaluation %1 : &lt;b&gt;%2&lt;/b&gt; pions, somme des %3 valeurs de motifs ci-dessous (heuristique, avant toute recherche).</translation>
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
    <message>
        <source>This GGF game&apos;s side lines (the %1 property) cannot be read: %2</source>
        <translation>Les variantes de cette partie GGF (propriété %1) sont illisibles : %2</translation>
    </message>
    <message>
        <source>a second branch is marked as the line (&apos;*&apos;)</source>
        <translation>une deuxième branche est marquée comme ligne principale (&apos;*&apos;)</translation>
    </message>
    <message>
        <source>the same move appears twice as a branch</source>
        <translation>le même coup apparaît deux fois comme branche</translation>
    </message>
    <message>
        <source>expected &apos;)&apos; to close the branch</source>
        <translation>&apos;)&apos; attendu pour fermer la branche</translation>
    </message>
    <message>
        <source>a branch in parentheses needs at least one other branch beside it</source>
        <translation>une branche entre parenthèses doit avoir au moins une autre branche à côté d&apos;elle</translation>
    </message>
    <message>
        <source>character %1: %2</source>
        <translation>caractère %1 : %2</translation>
    </message>
    <message>
        <source>expected a move (a1–h8 or pa)</source>
        <translation>coup attendu (a1–h8 ou pa)</translation>
    </message>
    <message>
        <source>expected a move (a1–h8 or pa), found &quot;%1&quot;</source>
        <translation>coup attendu (a1–h8 ou pa), « %1 » trouvé</translation>
    </message>
    <message>
        <source>%1 cannot pass here: it has a legal move</source>
        <translation>%1 ne peut pas passer ici : il a un coup légal</translation>
    </message>
    <message>
        <source>%1 is not a legal move for %2</source>
        <translation>%1 n&apos;est pas un coup légal pour %2</translation>
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
        <source>unexpected text after the tree</source>
        <translation>texte inattendu après l&apos;arbre</translation>
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
</context>
<context>
    <name>probcut::ui::HelpDialog</name>
    <message>
        <source> or </source>
        <translation> ou </translation>
    </message>
    <message>
        <source>ProbCut Studio Guide</source>
        <translation>Guide de ProbCut Studio</translation>
    </message>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Raccourcis clavier</translation>
    </message>
    <message>
        <source>The game</source>
        <translation>Le jeu</translation>
    </message>
    <message>
        <source>Playing</source>
        <translation>Jouer</translation>
    </message>
    <message>
        <source>Levels</source>
        <translation>Niveaux</translation>
    </message>
    <message>
        <source>Reading the values</source>
        <translation>Lire les valeurs</translation>
    </message>
    <message>
        <source>Analysing</source>
        <translation>Analyser</translation>
    </message>
    <message>
        <source>Seeing selective search</source>
        <translation>Voir la recherche sélective</translation>
    </message>
    <message>
        <source>Files and the clipboard</source>
        <translation>Fichiers et presse-papiers</translation>
    </message>
    <message>
        <source>&lt;p&gt;Each level combines how far ahead the engine searches in the middle game, from how many empty squares it plays the rest of the game perfectly (an exact solve), and how sure Multi-ProbCut must be before it skips a move. Without a game clock the strongest levels also cap the time per move; with a clock the engine shares its time out itself.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Chaque niveau combine la profondeur de recherche du moteur en milieu de partie, le nombre de cases vides à partir duquel il joue parfaitement le reste de la partie (une résolution exacte), et la certitude qu&apos;exige Multi-ProbCut avant d&apos;écarter un coup. Sans pendule, les niveaux les plus forts limitent aussi le temps par coup ; avec une pendule, le moteur répartit son temps lui-même.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Niveau</translation>
    </message>
    <message>
        <source>Search depth</source>
        <translation>Profondeur</translation>
    </message>
    <message>
        <source>Exact from</source>
        <translation>Exact à partir de</translation>
    </message>
    <message>
        <source>Confidence</source>
        <translation>Confiance</translation>
    </message>
    <message>
        <source>Time cap</source>
        <translation>Temps maximal</translation>
    </message>
    <message>
        <source>unlimited</source>
        <translation>illimitée</translation>
    </message>
    <message numerus="yes">
        <source>%n empties</source>
        <translation>
            <numerusform>%n case vide</numerusform>
            <numerusform>%n cases vides</numerusform>
        </translation>
    </message>
    <message>
        <source>100 % (no pruning)</source>
        <translation>100 % (aucun élagage)</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>&lt;p&gt;Every value is in &lt;b&gt;discs&lt;/b&gt;: the final disc difference the engine expects if both sides play well from here, for the side it names (+ is good for that side). &lt;b&gt;exact&lt;/b&gt; means proved to the end of the game; &lt;b&gt;depth 12&lt;/b&gt; means a search twelve moves ahead, then the evaluation; &lt;b&gt;95 % confidence&lt;/b&gt; means Multi-ProbCut skipped moves it was that sure could not change the result. While a search runs, ≥ and ≤ mark a bound: the best move found so far is at least (or the position at most) that good.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Toutes les valeurs sont en &lt;b&gt;pions&lt;/b&gt; : l&apos;écart final de pions que le moteur attend si les deux camps jouent bien à partir d&apos;ici, pour le camp qu&apos;il nomme (+ est bon pour ce camp). &lt;b&gt;exact&lt;/b&gt; signifie prouvé jusqu&apos;à la fin de la partie ; &lt;b&gt;profondeur 12&lt;/b&gt;, une recherche douze coups à l&apos;avance suivie de l&apos;évaluation ; &lt;b&gt;confiance 95 %&lt;/b&gt;, que Multi-ProbCut a écarté des coups avec cette certitude qu&apos;ils ne changeaient pas le résultat. Pendant une recherche, ≥ et ≤ indiquent une borne : le meilleur coup trouvé jusque-là vaut au moins (ou la position au plus) cette valeur.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Open&lt;/b&gt; and &lt;b&gt;Save&lt;/b&gt; read and write games in GGF (side lines are kept) and as plain transcripts (f5d6c3…); a game can also be picked from a WTHOR database (.wtb). &lt;b&gt;Paste&lt;/b&gt; takes a transcript, a board of 64 characters (X, O and - from a1 to h8, then the side to move), an OBF line or a GGF game. &lt;b&gt;Copy&lt;/b&gt; gives the game as a transcript; the game as GGF and the position as a board string have commands of their own. The game in progress is saved after every move and offered back if the program stopped unexpectedly.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Ouvrir&lt;/b&gt; et &lt;b&gt;Enregistrer&lt;/b&gt; lisent et écrivent les parties en GGF (les variantes sont conservées) et en simples transcriptions (f5d6c3…) ; une partie peut aussi être choisie dans une base WTHOR (.wtb). &lt;b&gt;Coller&lt;/b&gt; accepte une transcription, un plateau de 64 caractères (X, O et - de a1 à h8, puis le camp au trait), une ligne OBF ou une partie GGF. &lt;b&gt;Copier&lt;/b&gt; donne la partie en transcription ; la partie en GGF et la position en chaîne de plateau ont leurs propres commandes. La partie en cours est enregistrée après chaque coup et proposée à nouveau si le programme s&apos;est arrêté de façon inattendue.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Arrow keys</source>
        <translation>Flèches</translation>
    </message>
    <message>
        <source>Move the board&apos;s cursor</source>
        <translation>Déplacer le curseur du plateau</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Entrée</translation>
    </message>
    <message>
        <source>Play on the cursor&apos;s square</source>
        <translation>Jouer sur la case du curseur</translation>
    </message>
    <message>
        <source>Play on that square (for example f5)</source>
        <translation>Jouer sur cette case (par exemple f5)</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Échap</translation>
    </message>
    <message>
        <source>End a preview; hide the cursor</source>
        <translation>Terminer un aperçu ; masquer le curseur</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Plateau</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Où</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>Commande</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Touches</translation>
    </message>
    <message>
        <source>&lt;p&gt;Othello is played on a board of 8 × 8 squares by Black and White; Black moves first. A move puts a disc of your colour on an empty square so that it &lt;b&gt;outflanks&lt;/b&gt; one or more of your opponent&apos;s discs: they lie in an unbroken straight line (across, up and down, or diagonally) between the new disc and another disc of yours. Every outflanked disc, in every direction, turns to your colour.&lt;/p&gt;&lt;p&gt;If you have no such move you must pass; when neither side can move the game ends and the side with more discs wins. Squares are named by column a–h and row 1–8: a1 is the top left corner, h8 the bottom right one.&lt;/p&gt;</source>
        <translation>&lt;p&gt;L&apos;Othello se joue sur un plateau de 8 × 8 cases entre Noir et Blanc ; Noir commence. Un coup pose un pion de votre couleur sur une case vide de sorte qu&apos;il &lt;b&gt;encadre&lt;/b&gt; un ou plusieurs pions adverses : ils sont alignés sans interruption (horizontalement, verticalement ou en diagonale) entre le nouveau pion et un autre de vos pions. Tous les pions encadrés, dans toutes les directions, passent à votre couleur.&lt;/p&gt;&lt;p&gt;Si vous n&apos;avez aucun coup de ce genre, vous passez ; quand aucun des deux camps ne peut jouer, la partie s&apos;arrête et celui qui a le plus de pions gagne. Les cases sont nommées par colonne a–h et rangée 1–8 : a1 est le coin en haut à gauche, h8 celui en bas à droite.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;New Game&lt;/b&gt; chooses a human or the engine for each colour, the engine&apos;s level, an optional game clock, and where to start: the initial position, the position on the board, or a random balanced opening. Play by clicking a square marked with a dot (the legal moves), or from the keyboard: the arrow keys and Enter, or type a square such as f5.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Undo&lt;/b&gt; and &lt;b&gt;Redo&lt;/b&gt; step through the game, and the move list and the arrows below it go to any earlier position. Playing a different move there keeps the old line as a variation: right-click a marked move in the list to switch back. &lt;b&gt;Move Now&lt;/b&gt; makes a thinking engine play at once. &lt;b&gt;Show Hints&lt;/b&gt; writes the engine&apos;s value of every legal move on its square, with the depth it searched (d8) or “exact” once the rest of the game is solved; the best move is highlighted.&lt;/p&gt;&lt;p&gt;The &lt;b&gt;Position&lt;/b&gt; menu sets up any position (&lt;b&gt;Edit Position&lt;/b&gt;) and rotates or mirrors the whole game. &lt;b&gt;Preferences&lt;/b&gt; hold the theme, the board&apos;s marks, animation, sounds, the opening book and the language.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Nouvelle partie&lt;/b&gt; choisit un humain ou le moteur pour chaque couleur, le niveau du moteur, une pendule facultative et le point de départ : la position initiale, la position sur le plateau ou une ouverture équilibrée au hasard. Jouez en cliquant sur une case marquée d&apos;un point (les coups légaux), ou au clavier : les flèches et Entrée, ou tapez une case comme f5.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Annuler&lt;/b&gt; et &lt;b&gt;Rétablir&lt;/b&gt; parcourent la partie ; la liste des coups et les flèches en dessous mènent à toute position antérieure. Jouer là un autre coup garde l&apos;ancienne suite comme variante : un clic droit sur un coup marqué dans la liste y revient. &lt;b&gt;Jouer maintenant&lt;/b&gt; fait jouer aussitôt un moteur qui réfléchit. &lt;b&gt;Afficher les conseils&lt;/b&gt; écrit sur chaque coup légal sa valeur selon le moteur, avec la profondeur cherchée (d8) ou « exact » une fois la fin de partie résolue ; le meilleur coup est mis en évidence.&lt;/p&gt;&lt;p&gt;Le menu &lt;b&gt;Position&lt;/b&gt; permet de composer n&apos;importe quelle position (&lt;b&gt;Modifier la position&lt;/b&gt;) et de tourner ou refléter toute la partie. Les &lt;b&gt;Préférences&lt;/b&gt; règlent le thème, les marques du plateau, l&apos;animation, les sons, la bibliothèque d&apos;ouvertures et la langue.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;The engine searches like Michael Buro&apos;s LOGISTELLO, which beat the human world champion 6–0 in 1997: it does not look at every move equally deep.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Le moteur cherche comme LOGISTELLO de Michael Buro, qui a battu le champion du monde humain 6–0 en 1997 : il n&apos;examine pas tous les coups à la même profondeur.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>a–h, then 1–8</source>
        <translation>a–h, puis 1–8</translation>
    </message>
    <message>
        <source>ProbCut in pictures</source>
        <translation>ProbCut en images</translation>
    </message>
    <message>
        <source>&lt;p&gt;The &lt;b&gt;ProbCut Cuts&lt;/b&gt; panel draws the search tree with the cuts (see the next section) and lists every check of the current search: by height and try, by root move, and as a tree you can browse; select a check to see its position and why it cut. The &lt;b&gt;Regression Plots&lt;/b&gt; panel shows the data each model was fitted from — the deep value against the shallow one, the fitted line and its ±t·σ band — and can verify the current search&apos;s cuts with deep searches in the background.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Le panneau &lt;b&gt;Coupures ProbCut&lt;/b&gt; dessine l&apos;arbre de recherche avec les coupures (voir la section suivante) et liste chaque test de la recherche en cours : par hauteur et essai, par coup à la racine, et sous forme d&apos;arbre à parcourir ; sélectionnez un test pour voir sa position et la raison de la coupure. Le panneau &lt;b&gt;Graphiques de régression&lt;/b&gt; montre les données sur lesquelles chaque modèle a été ajusté — la valeur profonde en fonction de la valeur superficielle, la droite ajustée et sa bande ±t·σ — et peut vérifier les coupures de la recherche en cours par des recherches profondes en arrière-plan.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;The &lt;b&gt;Picture&lt;/b&gt; tab of the ProbCut Cuts panel draws the search tree of the last finished iteration. The top band is the position on the board; below it come its moves, then the replies, four moves deep. Each box is as wide as the work the engine spent under that move, so you see at once where the search went. A thin coloured stub is a move that Multi-ProbCut &lt;b&gt;cut&lt;/b&gt;: a quick shallow search said it was clearly good enough (or clearly too weak), so the deep search was skipped. Its colour is the height of the cut, how many moves deep the skipped search would have gone: yellow for a few, dark red and purple for many. Blue boxes are searched; the darker, the more work the cuts inside them saved.&lt;/p&gt;&lt;p&gt;Hover a box for its numbers, click it to zoom in (click the top band to zoom out), and read below the picture what happened there, with the position on a small board. For a cut the text says in plain words what the shallow search found, how sure the model was, and how much work was saved; &lt;b&gt;Show the formula&lt;/b&gt; gives the arithmetic. The rings on the main board show, for each move, the share of its work that cuts saved and the number of cuts below it.&lt;/p&gt;</source>
        <translation>&lt;p&gt;L&apos;onglet &lt;b&gt;Image&lt;/b&gt; du panneau Coupures ProbCut dessine l&apos;arbre de recherche de la dernière itération terminée. La bande du haut est la position du plateau ; en dessous viennent ses coups, puis les réponses, sur quatre coups de profondeur. Chaque case est aussi large que le travail que le moteur a consacré sous ce coup : on voit immédiatement où la recherche est allée. Une fine barre colorée est un coup que Multi-ProbCut a &lt;b&gt;coupé&lt;/b&gt; : une recherche superficielle rapide l&apos;a jugé clairement assez bon (ou clairement trop faible), et la recherche profonde a donc été évitée. Sa couleur indique la hauteur de la coupure, c&apos;est-à-dire le nombre de coups de profondeur qu&apos;aurait atteint la recherche évitée : jaune pour quelques-uns, rouge foncé et violet pour beaucoup. Les cases bleues sont recherchées ; plus elles sont foncées, plus les coupures qu&apos;elles contiennent ont économisé de travail.&lt;/p&gt;&lt;p&gt;Survolez une case pour voir ses chiffres, cliquez dessus pour zoomer (cliquez sur la bande du haut pour dézoomer), et lisez sous l&apos;image ce qui s&apos;y est passé, avec la position sur un petit plateau. Pour une coupure, le texte explique en mots simples ce qu&apos;a trouvé la recherche superficielle, quelle était la certitude du modèle et combien de travail a été économisé ; &lt;b&gt;Afficher la formule&lt;/b&gt; donne le calcul. Les anneaux sur le plateau principal montrent, pour chaque coup, la part de son travail économisée par les coupures et le nombre de coupures en dessous.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Play&lt;/b&gt; and the arrows step through the iteration&apos;s cuts one by one: each is marked in the picture, explained below it and, when the &lt;b&gt;Regression Plots&lt;/b&gt; panel is open, shown there as a star at its shallow value and the deep value the model predicted. &lt;b&gt;Save…&lt;/b&gt; writes the picture as an image (PNG) or a drawing (SVG) for a lesson; &lt;tt&gt;probcut analyse POSITION --depth D --cut-tree FILE.svg&lt;/tt&gt; draws the same picture without the studio.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Was it right?&lt;/b&gt; searches the same position again without any pruning and puts the two side by side: how deep each got in the same time, nodes, best move and value, and, for the cuts nearest the root, whether an exact search of the skipped position agrees with the cut. Cuts are bets at the chosen confidence: at 95 % about one in twenty may be wrong, and most wrong ones do not change the move played.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Lecture&lt;/b&gt; et les flèches parcourent une à une les coupures de l&apos;itération : chacune est marquée sur l&apos;image, expliquée en dessous et, quand le panneau &lt;b&gt;Graphiques de régression&lt;/b&gt; est ouvert, y apparaît comme une étoile à sa valeur superficielle et à la valeur profonde prédite par le modèle. &lt;b&gt;Enregistrer…&lt;/b&gt; écrit l&apos;image au format PNG ou en dessin SVG, par exemple pour un cours ; &lt;tt&gt;probcut analyse POSITION --depth D --cut-tree FILE.svg&lt;/tt&gt; dessine la même image sans le studio.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Était-ce juste ?&lt;/b&gt; recherche à nouveau la même position sans aucun élagage et place les deux côte à côte : la profondeur atteinte par chacune dans le même temps, les nœuds, le meilleur coup et la valeur, et, pour les coupures les plus proches de la racine, si une recherche exacte de la position évitée confirme la coupure. Les coupures sont des paris à la confiance choisie : à 95 %, environ une sur vingt peut être fausse, et la plupart des coupures fausses ne changent pas le coup joué.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;View › Layouts&lt;/b&gt; arranges them in one click: &lt;b&gt;Play&lt;/b&gt; shows the board alone, &lt;b&gt;Analyse&lt;/b&gt; the principal variation (with All Moves and the book) above the evaluation graph, &lt;b&gt;Study ProbCut&lt;/b&gt; the cut picture with the regression plot.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Affichage › Dispositions&lt;/b&gt; les arrange en un clic : &lt;b&gt;Jouer&lt;/b&gt; montre le plateau seul, &lt;b&gt;Analyser&lt;/b&gt; la variante principale (avec Tous les coups et la bibliothèque) au-dessus du graphique d&apos;évaluation, &lt;b&gt;Étudier ProbCut&lt;/b&gt; l&apos;image des coupures avec le graphique de régression.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Opening names</source>
        <translation>Noms des ouvertures</translation>
    </message>
    <message>
        <source>&lt;p&gt;The standard openings of Othello have names, like the &lt;b&gt;Tiger&lt;/b&gt; (f5 d6 c3 d3 c4), the &lt;b&gt;Rose&lt;/b&gt; or the &lt;b&gt;Buffalo&lt;/b&gt;. Below whose turn it is, the window names the opening the game follows: the deepest named position it has reached so far, which it keeps once the game leaves the named lines. A name belongs to a position, not to an order of moves, so a game begun with c4, d3 or e6 instead of f5, or one that reaches the same discs in another order, gets the same name. Hover over the name to see its moves as played on this board and the move where it was reached.&lt;/p&gt;&lt;p&gt;The &lt;b&gt;Opening Book&lt;/b&gt; panel&apos;s &lt;b&gt;Opening&lt;/b&gt; column names the opening each book move leads into. The names are those commonly used by Othello players and clubs.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Les ouvertures classiques de l&apos;Othello ont des noms, comme &lt;b&gt;Tiger&lt;/b&gt; (f5 d6 c3 d3 c4), &lt;b&gt;Rose&lt;/b&gt; ou &lt;b&gt;Buffalo&lt;/b&gt;. Sous l&apos;indication du joueur au trait, la fenêtre nomme l&apos;ouverture que suit la partie : la position nommée la plus profonde atteinte jusqu&apos;ici, dont la partie garde le nom une fois sortie des lignes nommées. Un nom appartient à une position, non à un ordre de coups : une partie commencée par c4, d3 ou e6 au lieu de f5, ou qui atteint les mêmes pions dans un autre ordre, reçoit le même nom. Survolez le nom pour voir ses coups tels qu&apos;ils sont joués sur ce plateau et le coup où il a été atteint.&lt;/p&gt;&lt;p&gt;La colonne &lt;b&gt;Ouverture&lt;/b&gt; du panneau &lt;b&gt;Livre d&apos;ouvertures&lt;/b&gt; nomme l&apos;ouverture à laquelle mène chaque coup du livre. Les noms sont ceux qu&apos;utilisent couramment les joueurs et les clubs d&apos;Othello.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Game review</source>
        <translation>Revue de partie</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Game Review&lt;/b&gt; (Moves menu, Ctrl+Shift+R) analyses the game in the background, with progress and a Cancel button, or reuses the finished Analyse Game of the same moves, and sums it up in the &lt;b&gt;Game Review&lt;/b&gt; panel. You can ask for it during a game too: it reviews the moves played so far.&lt;/p&gt;&lt;p&gt;A move&apos;s &lt;b&gt;loss&lt;/b&gt; is the value of the best move minus the value of the move played, in discs for the player who moved, each searched as deep as the other. &lt;b&gt;Accuracy&lt;/b&gt; counts the moves where a player had a choice (passes and the only legal move are left out): the &lt;b&gt;discs lost per move&lt;/b&gt; on average (0 is perfect play) and the &lt;b&gt;share of moves within 1 disc&lt;/b&gt; of the best. Losses of 2 discs or more are inaccuracies, 6 or more mistakes, 12 or more blunders.&lt;/p&gt;&lt;p&gt;The &lt;b&gt;phases&lt;/b&gt; go by the empty squares before the move: the opening has 60 to 41 (moves 1–20 of a game from the start), the midgame 40 to 21 (moves 21–40), the endgame 20 or fewer (moves 41–60). The table gives both figures per phase.&lt;/p&gt;&lt;p&gt;The mistakes are listed largest loss first. Select one: the board goes to the position before it and numbers both lines on the empty squares, the line played in red in the upper left of each square and the better line in green in the lower right; the panel spells both lines out. The graph shows the value after each move (discs for Black) with the mistakes as dots; click it to go to a move.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Export Review as GGF&lt;/b&gt; saves the game with the review in its comments: the summary in the game&apos;s comment and, after each mistake, its loss, the better move and both lines; other GGF readers open it as a normal game. &lt;b&gt;Export Review as PDF&lt;/b&gt; writes a printable report with the tables, the graph and two board diagrams per mistake, to send to a coach or a student.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Revue de partie&lt;/b&gt; (menu Coups, Ctrl+Maj+R) analyse la partie en arrière-plan, avec la progression et un bouton Annuler, ou reprend l&apos;Analyse de la partie déjà terminée sur les mêmes coups, et en fait le bilan dans le panneau &lt;b&gt;Revue de partie&lt;/b&gt;. Vous pouvez la demander en cours de partie : elle revoit les coups joués jusque-là.&lt;/p&gt;&lt;p&gt;La &lt;b&gt;perte&lt;/b&gt; d&apos;un coup est la valeur du meilleur coup moins celle du coup joué, en pions pour le joueur qui a joué, chacun cherché aussi profondément que l&apos;autre. La &lt;b&gt;précision&lt;/b&gt; compte les coups où le joueur avait le choix (les passes et le seul coup légal sont exclus) : les &lt;b&gt;pions perdus par coup&lt;/b&gt; en moyenne (0 est un jeu parfait) et la &lt;b&gt;part des coups à 1 pion ou moins&lt;/b&gt; du meilleur. Une perte de 2 pions ou plus est une imprécision, de 6 ou plus une erreur, de 12 ou plus une gaffe.&lt;/p&gt;&lt;p&gt;Les &lt;b&gt;phases&lt;/b&gt; se comptent en cases vides avant le coup : l&apos;ouverture de 60 à 41 (coups 1–20 d&apos;une partie depuis le début), le milieu de partie de 40 à 21 (coups 21–40), la finale 20 ou moins (coups 41–60). Le tableau donne les deux chiffres par phase.&lt;/p&gt;&lt;p&gt;Les erreurs sont classées de la plus grosse perte à la plus petite. Choisissez-en une : le plateau va à la position qui la précède et numérote les deux suites sur les cases vides, la suite jouée en rouge en haut à gauche de chaque case et la meilleure en vert en bas à droite ; le panneau écrit les deux suites. La courbe montre la valeur après chaque coup (pions pour Noir) avec les erreurs en points ; cliquez dessus pour aller à un coup.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Exporter la revue en GGF&lt;/b&gt; enregistre la partie avec la revue dans ses commentaires : le bilan dans le commentaire de la partie et, après chaque erreur, sa perte, le meilleur coup et les deux suites ; les autres lecteurs GGF l&apos;ouvrent comme une partie normale. &lt;b&gt;Exporter la revue en PDF&lt;/b&gt; écrit un rapport imprimable avec les tableaux, la courbe et deux diagrammes par erreur, à envoyer à un entraîneur ou à un élève.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;New Game&lt;/b&gt;, &lt;b&gt;Paste&lt;/b&gt;, &lt;b&gt;Open&lt;/b&gt; and &lt;b&gt;Edit Position&lt;/b&gt; replace the game on the board. Until you play a move in the new game, &lt;b&gt;Undo&lt;/b&gt; (its name says what it undoes, such as “Undo Paste”) brings back the game it replaced in one step, with its players and clock. A pasted or opened game and an edited position are set up for you to play both colours; the status bar says so, and who played before, whenever that changes who plays a colour. &lt;b&gt;Game › Back to the Previous Game&lt;/b&gt; switches between the game on the board and the one last replaced.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Nouvelle partie&lt;/b&gt;, &lt;b&gt;Coller&lt;/b&gt;, &lt;b&gt;Ouvrir&lt;/b&gt; et &lt;b&gt;Modifier la position&lt;/b&gt; remplacent la partie du plateau. Tant que vous n&apos;avez pas joué de coup dans la nouvelle partie, &lt;b&gt;Annuler&lt;/b&gt; (son nom dit ce qu&apos;il annule, par exemple « Annuler le collage ») ramène en une fois la partie remplacée, avec ses joueurs et sa pendule. Une partie collée ou ouverte et une position modifiée sont prévues pour que vous jouiez les deux couleurs ; la barre d&apos;état le dit, ainsi que qui jouait avant, chaque fois que cela change qui joue une couleur. &lt;b&gt;Partie › Revenir à la partie précédente&lt;/b&gt; alterne entre la partie du plateau et la dernière remplacée.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Whose side a value is for&lt;/b&gt; is chosen once, in &lt;b&gt;Preferences › Show values for&lt;/b&gt;: &lt;b&gt;the side to move&lt;/b&gt; (the default: + is good for the player whose turn it is, so a hint of +4 means the move leaves that player four discs ahead at the end) or &lt;b&gt;Black&lt;/b&gt; (+ is always good for Black and − good for White, whoever is to move). The hints, All Moves, the principal variation, the opening book, Explain Position, the list of mistakes and the engine&apos;s messages all follow it, and each names the side: a column header such as “Value (White)”, a caption such as “for the side to move (White)”, or “for Black” after the number. The &lt;b&gt;evaluation graph&lt;/b&gt; is the one exception: a curve over a whole game needs one fixed side, so it is always drawn for Black (up is good for Black), as its title says. The values inside the ProbCut panels are the search&apos;s own, for the side to move at each position of the tree.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Le camp pour lequel une valeur est donnée&lt;/b&gt; se choisit une fois pour toutes dans &lt;b&gt;Préférences › Afficher les valeurs pour&lt;/b&gt; : &lt;b&gt;le camp au trait&lt;/b&gt; (par défaut : + est bon pour le joueur dont c&apos;est le tour, un conseil de +4 signifie donc que le coup laisse ce joueur quatre pions devant à la fin) ou &lt;b&gt;Noir&lt;/b&gt; (+ est toujours bon pour Noir et − bon pour Blanc, quel que soit le camp au trait). Les conseils, Tous les coups, la variante principale, le livre d&apos;ouvertures, Expliquer la position, la liste des erreurs et les messages du moteur le suivent tous, et chacun nomme le camp : un en-tête de colonne comme « Valeur (Blanc) », une légende comme « pour le camp au trait (Blanc) » ou « pour Noir » après le nombre. La &lt;b&gt;courbe d&apos;évaluation&lt;/b&gt; est la seule exception : une courbe sur toute une partie demande un camp fixe, elle est donc toujours tracée pour Noir (vers le haut, c&apos;est bon pour Noir), comme le dit son titre. Les valeurs des panneaux ProbCut sont celles de la recherche elle-même, pour le camp au trait à chaque position de l&apos;arbre.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Analyse Position&lt;/b&gt; (Moves menu) lets the engine think about the position on the board without limit and follows it as you move or navigate. The &lt;b&gt;Principal Variation&lt;/b&gt; panel shows its value, depth, confidence, speed and the line it expects, iteration by iteration; click a move of the line to preview it on the board (Esc returns).&lt;/p&gt;&lt;p&gt;&lt;b&gt;Analyse Game&lt;/b&gt; values every position of the game in the background and marks on the &lt;b&gt;Evaluation Graph&lt;/b&gt; each move that lost discs: an inaccuracy from 2 discs, a mistake from 6, a blunder from 12. Click the graph or the list to go there.&lt;/p&gt;&lt;p&gt;The &lt;b&gt;Opening Book&lt;/b&gt; panel shows what the book knows of the position: each move&apos;s value and how often it was played, won, drawn and lost; &lt;b&gt;Add this Game to the Book&lt;/b&gt; teaches your own copy. &lt;b&gt;Explain Position&lt;/b&gt; takes the evaluation apart: the classic features of both sides and the patterns that count most, drawn on the board in green (for the side the values are for) and red (against).&lt;/p&gt;&lt;p&gt;All panels are in &lt;b&gt;View › Panels&lt;/b&gt;; drag them by their title to rearrange, tab or float them.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Analyser la position&lt;/b&gt; (menu Coups) laisse le moteur réfléchir sans limite à la position du plateau et la suit quand vous jouez ou naviguez. Le panneau &lt;b&gt;Variante principale&lt;/b&gt; montre sa valeur, sa profondeur, sa confiance, sa vitesse et la suite qu&apos;il attend, itération par itération ; cliquez sur un coup de la suite pour l&apos;afficher sur le plateau (Échap pour revenir).&lt;/p&gt;&lt;p&gt;&lt;b&gt;Analyser la partie&lt;/b&gt; évalue en arrière-plan chaque position de la partie et marque sur le &lt;b&gt;Graphique d&apos;évaluation&lt;/b&gt; chaque coup qui a perdu des pions : une imprécision à partir de 2 pions, une erreur à partir de 6, une gaffe à partir de 12. Cliquez sur le graphique ou la liste pour y aller.&lt;/p&gt;&lt;p&gt;Le panneau &lt;b&gt;Bibliothèque d&apos;ouvertures&lt;/b&gt; montre ce que la bibliothèque sait de la position : la valeur de chaque coup et combien de fois il a été joué, gagné, nul ou perdu ; &lt;b&gt;Ajouter cette partie à la bibliothèque&lt;/b&gt; enrichit votre propre copie. &lt;b&gt;Expliquer la position&lt;/b&gt; décompose l&apos;évaluation : les critères classiques des deux camps et les motifs qui pèsent le plus, dessinés sur le plateau en vert (pour le camp pour lequel les valeurs sont données) et en rouge (contre).&lt;/p&gt;&lt;p&gt;Tous les panneaux sont dans &lt;b&gt;Affichage › Panneaux&lt;/b&gt; ; faites-les glisser par leur titre pour les réorganiser, les grouper en onglets ou les détacher.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Analyse All Moves&lt;/b&gt; (Moves menu) values every legal move at once and deepens them together until you stop it or every value is exact. The &lt;b&gt;All Moves&lt;/b&gt; panel lists them, sortable by any column, and the board shows them on their squares. Values are in discs for the side the point of view names (+ is good for it). A selective value is the mean of the move&apos;s two deepest searches, because odd and even depths favour different sides and would make the number jump; “exact” marks the result of perfect play. The best move, and any tied with it, carries a star.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Analyser tous les coups&lt;/b&gt; (menu Coups) évalue tous les coups légaux à la fois et les approfondit ensemble jusqu&apos;à ce que vous l&apos;arrêtiez ou que chaque valeur soit exacte. Le panneau &lt;b&gt;Tous les coups&lt;/b&gt; les liste, triables par n&apos;importe quelle colonne, et le plateau les affiche sur leurs cases. Les valeurs sont en pions pour le camp que nomme le point de vue (+ est bon pour lui). Une valeur sélective est la moyenne des deux recherches les plus profondes du coup, car les profondeurs paires et impaires favorisent des camps différents et feraient sauter le nombre ; « exact » marque le résultat d&apos;un jeu parfait. Le meilleur coup, et tout coup à égalité avec lui, porte une étoile.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Levels 1 to 4 are &lt;b&gt;human-like&lt;/b&gt;: instead of always playing the engine&apos;s choice they value every move, then pick one the way weak, average and strong tournament players do (Beginner: like a weak player, but about twice as carelessly). How many discs such players lose per move, in the opening, the middle game and the endgame, was measured on thousands of moves from the WTHOR database of tournament games; the levels lose as many, make human-sized slips rather than random blunders, and vary their moves from game to game. They do not use the opening book. The new-game dialog shows each level&apos;s numbers. Should their table be missing, they play as the engine levels in the table above, and the studio says so.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Les niveaux 1 à 4 sont &lt;b&gt;« humains »&lt;/b&gt; : au lieu de toujours jouer le choix du moteur, ils évaluent chaque coup puis en choisissent un comme le font les joueurs de tournoi faibles, moyens et forts (Débutant : comme un joueur faible, mais environ deux fois plus distraitement). Le nombre de pions que ces joueurs perdent par coup, en ouverture, en milieu de partie et en finale, a été mesuré sur des milliers de coups de la base WTHOR de parties de tournoi ; ces niveaux en perdent autant, font des imprécisions de taille humaine plutôt que des gaffes au hasard, et varient leurs coups d&apos;une partie à l&apos;autre. Ils n&apos;utilisent pas la bibliothèque d&apos;ouvertures. La boîte de dialogue de nouvelle partie montre les chiffres de chaque niveau. Si leur table manque, ils jouent comme les niveaux du moteur du tableau ci-dessus, et le studio le signale.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Strength ladder</source>
        <translation>Échelle de force</translation>
    </message>
    <message>
        <source>%1 % against level %2</source>
        <translation>%1 % contre le niveau %2</translation>
    </message>
    <message>
        <source>not measured</source>
        <translation>non mesuré</translation>
    </message>
    <message>
        <source>&lt;p&gt;The &lt;b&gt;strength ladder&lt;/b&gt; places the levels on one scale: each level plays 200 games (100 openings with both colours, chosen before the matches) against the level below it, and its score there gives the step on the Elo scale, where 200 points more mean winning about 3 games in 4. Beginner is 0. Where a match has not been played yet the table says so, or gives the score alone when a step below is missing. The new-game dialog shows each level&apos;s result. &lt;code&gt;scripts/level_ladder.py&lt;/code&gt; in the source tree replays the matches.&lt;/p&gt;</source>
        <translation>&lt;p&gt;L&apos;&lt;b&gt;échelle de force&lt;/b&gt; place les niveaux sur une même échelle : chaque niveau joue 200 parties (100 ouvertures avec les deux couleurs, choisies avant les matchs) contre le niveau du dessous, et son score donne la marche sur l&apos;échelle Elo, où 200 points de plus signifient gagner environ 3 parties sur 4. Débutant vaut 0. Là où un match n&apos;a pas encore été joué, le tableau le dit, ou donne seulement le score quand une marche en dessous manque. La boîte de dialogue de nouvelle partie montre le résultat de chaque niveau. &lt;code&gt;scripts/level_ladder.py&lt;/code&gt; dans les sources rejoue les matchs.&lt;/p&gt;</translation>
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
    <message>
        <source>&amp;View</source>
        <translation>A&amp;ffichage</translation>
    </message>
    <message>
        <source>&amp;Panels</source>
        <translation>&amp;Panneaux</translation>
    </message>
    <message>
        <source>Save as Transcript</source>
        <translation>Enregistrer en transcription</translation>
    </message>
    <message>
        <source>A transcript holds only the main line: the side lines of this game will not be saved in it. Save it anyway? (A GGF file keeps them.)</source>
        <translation>Une transcription ne contient que la ligne principale : les variantes de cette partie n&apos;y seront pas enregistrées. Enregistrer quand même ? (Un fichier GGF les conserve.)</translation>
    </message>
    <message>
        <source>Loaded in %1 s</source>
        <translation>Chargé en %1 s</translation>
    </message>
    <message>
        <source>Opening Book</source>
        <translation>Livre d&apos;ouvertures</translation>
    </message>
    <message>
        <source>Explain Position</source>
        <translation>Expliquer la position</translation>
    </message>
    <message>
        <source>ProbCut Cuts</source>
        <translation>Coupures ProbCut</translation>
    </message>
    <message>
        <source>Regression Plots</source>
        <translation>Graphiques de régression</translation>
    </message>
    <message>
        <source>Book move %1 (preview) — click the board or press Esc to return</source>
        <translation>Coup du livre %1 (aperçu) — cliquez sur le plateau ou appuyez sur Échap pour revenir</translation>
    </message>
    <message>
        <source>depth %1, %2 % confidence</source>
        <translation>profondeur %1, confiance %2 %</translation>
    </message>
    <message>
        <source>ProbCut Studio &amp;Guide</source>
        <translation>&amp;Guide de ProbCut Studio</translation>
    </message>
    <message>
        <source>The rules, playing, the levels, analysis and how selective search is shown</source>
        <translation>Les règles, le jeu, les niveaux, l&apos;analyse et la façon dont la recherche sélective est montrée</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Raccourcis clavier</translation>
    </message>
    <message>
        <source>Every key the studio answers to</source>
        <translation>Toutes les touches auxquelles le studio répond</translation>
    </message>
    <message>
        <source>Copy Board as &amp;Image</source>
        <translation>Copier le plateau comme &amp;image</translation>
    </message>
    <message>
        <source>Copy a picture of the position (for documents and messages) to the clipboard</source>
        <translation>Copier une image de la position (pour des documents et des messages) dans le presse-papiers</translation>
    </message>
    <message>
        <source>Save Board as I&amp;mage…</source>
        <translation>Enregistrer le plateau comme i&amp;mage…</translation>
    </message>
    <message>
        <source>Save a picture of the position as a PNG image or an SVG drawing</source>
        <translation>Enregistrer une image de la position au format PNG ou en dessin SVG</translation>
    </message>
    <message>
        <source>Copied a picture of the position</source>
        <translation>Image de la position copiée</translation>
    </message>
    <message>
        <source>Save Board as Image</source>
        <translation>Enregistrer le plateau comme image</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG drawing (*.svg)</source>
        <translation>Image PNG (*.png);;Dessin SVG (*.svg)</translation>
    </message>
    <message>
        <source>Pictures are saved as PNG (.png) or SVG (.svg), not as .%1.</source>
        <translation>Les images sont enregistrées en PNG (.png) ou en SVG (.svg), pas en .%1.</translation>
    </message>
    <message>
        <source>Saved a picture of the position to %1</source>
        <translation>Image de la position enregistrée dans %1</translation>
    </message>
    <message>
        <source>&amp;Layouts</source>
        <translation>&amp;Dispositions</translation>
    </message>
    <message>
        <source>&amp;Play: the board alone</source>
        <translation>&amp;Jouer : le plateau seul</translation>
    </message>
    <message>
        <source>&amp;Analyse: variation, all moves, book and graph</source>
        <translation>&amp;Analyser : variante, tous les coups, bibliothèque et graphique</translation>
    </message>
    <message>
        <source>Study &amp;ProbCut: the cut picture beside the regression plot</source>
        <translation>Étudier &amp;ProbCut : l&apos;image des coupures et le graphique de régression</translation>
    </message>
    <message>
        <source>Opening: &lt;b&gt;%1&lt;/b&gt;</source>
        <translation>Ouverture : &lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <source>The named opening this game follows: %1 (%2), reached at move %3.</source>
        <translation>L&apos;ouverture nommée que suit cette partie : %1 (%2), atteinte au coup %3.</translation>
    </message>
    <message>
        <source>The game has left the named lines since; it keeps the name of the last one it followed.</source>
        <translation>La partie a depuis quitté les lignes nommées ; elle garde le nom de la dernière qu&apos;elle a suivie.</translation>
    </message>
    <message>
        <source>Hints: discs %1.</source>
        <translation>Conseils : pions %1.</translation>
    </message>
    <message>
        <source>%1 (engine): %2 for %3 (%4), %5
%6</source>
        <translation>%1 (moteur) : %2 pour %3 (%4), %5
%6</translation>
    </message>
    <message>
        <source>&amp;Undo New Game</source>
        <translation>&amp;Annuler la nouvelle partie</translation>
    </message>
    <message>
        <source>&amp;Undo Paste</source>
        <translation>&amp;Annuler le collage</translation>
    </message>
    <message>
        <source>&amp;Undo Open</source>
        <translation>&amp;Annuler l&apos;ouverture</translation>
    </message>
    <message>
        <source>&amp;Undo Position Edit</source>
        <translation>&amp;Annuler la modification de position</translation>
    </message>
    <message>
        <source>Bring back the game that was replaced, with its players and clock</source>
        <translation>Ramener la partie remplacée, avec ses joueurs et sa pendule</translation>
    </message>
    <message>
        <source>Undone: the game before New Game is back, with its players (Black: %1, White: %2).</source>
        <translation>Annulé : la partie d&apos;avant la nouvelle partie est revenue, avec ses joueurs (Noir : %1, Blanc : %2).</translation>
    </message>
    <message>
        <source>Undone: the game before the paste is back, with its players (Black: %1, White: %2).</source>
        <translation>Annulé : la partie d&apos;avant le collage est revenue, avec ses joueurs (Noir : %1, Blanc : %2).</translation>
    </message>
    <message>
        <source>Undone: the game before opening the file is back, with its players (Black: %1, White: %2).</source>
        <translation>Annulé : la partie d&apos;avant l&apos;ouverture du fichier est revenue, avec ses joueurs (Noir : %1, Blanc : %2).</translation>
    </message>
    <message>
        <source>Undone: the game before the position edit is back, with its players (Black: %1, White: %2).</source>
        <translation>Annulé : la partie d&apos;avant la modification de position est revenue, avec ses joueurs (Noir : %1, Blanc : %2).</translation>
    </message>
    <message>
        <source>Game &gt; Back to the Previous Game returns to the one you left.</source>
        <translation>Partie &gt; Revenir à la partie précédente ramène celle que vous avez quittée.</translation>
    </message>
    <message>
        <source>Black and White are now both played by you (both were the engine).</source>
        <translation>Noir et Blanc sont maintenant joués tous les deux par vous (tous deux étaient le moteur).</translation>
    </message>
    <message>
        <source>Black and White are now both played by you (%1 was the engine).</source>
        <translation>Noir et Blanc sont maintenant joués tous les deux par vous (%1 était le moteur).</translation>
    </message>
    <message>
        <source>The clock is off.</source>
        <translation>La pendule est désactivée.</translation>
    </message>
    <message>
        <source>Undo (%1) brings back the previous game.</source>
        <translation>Annuler (%1) ramène la partie précédente.</translation>
    </message>
    <message>
        <source>New game. Undo (%1) brings back the previous game, with its players.</source>
        <translation>Nouvelle partie. Annuler (%1) ramène la partie précédente, avec ses joueurs.</translation>
    </message>
    <message>
        <source>Pasted a %1.</source>
        <translation>Collé : %1.</translation>
    </message>
    <message>
        <source>Opened %1.</source>
        <translation>%1 ouvert.</translation>
    </message>
    <message>
        <source>Opened a game from %1.</source>
        <translation>Partie ouverte depuis %1.</translation>
    </message>
    <message>
        <source>Edited position set up; New Game can start an engine game from it.</source>
        <translation>Position modifiée mise en place ; « Nouvelle partie » peut lancer une partie contre le moteur à partir d&apos;elle.</translation>
    </message>
    <message numerus="yes">
        <source>%1 (engine): book move %2, value %3 for %4 (picked from %n book move(s))</source>
        <translation>
            <numerusform>%1 (moteur) : coup du livre %2, valeur %3 pour %4 (choisi parmi %n coup du livre)</numerusform>
            <numerusform>%1 (moteur) : coup du livre %2, valeur %3 pour %4 (choisi parmi %n coups du livre)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>ProbCut Studio did not exit normally last time. Restore the game that was in progress (%n move(s))? You will play both colours, without a clock.</source>
        <translation>
            <numerusform>ProbCut Studio ne s&apos;est pas fermé normalement la dernière fois. Restaurer la partie en cours (%n coup) ? Vous jouerez les deux couleurs, sans pendule.</numerusform>
            <numerusform>ProbCut Studio ne s&apos;est pas fermé normalement la dernière fois. Restaurer la partie en cours (%n coups) ? Vous jouerez les deux couleurs, sans pendule.</numerusform>
        </translation>
    </message>
    <message>
        <source>Restored the game that was in progress. Black and White are both played by you and the clock is off; New Game (%1) sets up an engine game.</source>
        <translation>Partie en cours restaurée. Noir et Blanc sont tous deux joués par vous et la pendule est arrêtée ; Nouvelle partie (%1) prépare une partie contre le moteur.</translation>
    </message>
</context>
<context>
    <name>probcut::ui::MistakeModel</name>
    <message>
        <source>Inaccuracy</source>
        <translation>Imprécision</translation>
    </message>
    <message>
        <source>Mistake</source>
        <translation>Erreur</translation>
    </message>
    <message>
        <source>Blunder</source>
        <translation>Gaffe</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
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
        <source>Values in discs for the side that moved. Click to go to the position before the move.</source>
        <translation>Valeurs en pions pour le camp qui a joué. Cliquez pour aller à la position précédant le coup.</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Coup</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Joué</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>Meilleur</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Perte</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Type</translation>
    </message>
    <message>
        <source>Values in discs for Black; the loss is what the side that moved lost. Click to go to the position before the move.</source>
        <translation>Valeurs en pions pour Noir ; la perte est ce que le camp qui a joué a perdu. Cliquez pour aller à la position précédant le coup.</translation>
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
    <message>
        <source>Black passes</source>
        <translation>Noir passe</translation>
    </message>
    <message>
        <source>White passes</source>
        <translation>Blanc passe</translation>
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
    <message>
        <source>Meant to play like a human tournament player, but its table could not be loaded (%1): it plays as the engine level below.</source>
        <translation>Conçu pour jouer comme un joueur de tournoi humain, mais sa table n&apos;a pas pu être chargée (%1) : il joue comme le niveau du moteur ci-dessous.</translation>
    </message>
    <message>
        <source>a weak tournament player (the bottom quarter of the players in the WTHOR game database)</source>
        <translation>un joueur de tournoi faible (le quart inférieur des joueurs de la base de parties WTHOR)</translation>
    </message>
    <message>
        <source>an average tournament player (the middle half of the players in the WTHOR game database)</source>
        <translation>un joueur de tournoi moyen (la moitié centrale des joueurs de la base de parties WTHOR)</translation>
    </message>
    <message>
        <source>a strong tournament player (the top quarter of the players in the WTHOR game database)</source>
        <translation>un joueur de tournoi fort (le quart supérieur des joueurs de la base de parties WTHOR)</translation>
    </message>
    <message>
        <source>Plays like %1: it loses about %2 discs per move in the opening, %3 in the middle game and %4 in the endgame, with human-sized slips, and varies its moves from game to game.</source>
        <translation>Joue comme %1 : perd environ %2 pions par coup en ouverture, %3 en milieu de partie et %4 en finale, par des imprécisions de taille humaine, et varie ses coups d&apos;une partie à l&apos;autre.</translation>
    </message>
    <message>
        <source>Looks one move ahead only: it makes plain mistakes. A first opponent for learning the game.</source>
        <translation>Ne regarde qu&apos;un coup à l&apos;avance : il fait des erreurs évidentes. Un premier adversaire pour apprendre le jeu.</translation>
    </message>
    <message>
        <source>Engine play without human slips: it looks as far ahead as its time allows and plays the last %1 empty squares perfectly.</source>
        <translation>Jeu de moteur sans imprécisions humaines : il regarde aussi loin que son temps le permet et joue parfaitement les %1 dernières cases vides.</translation>
    </message>
    <message>
        <source>Engine play without human slips: it looks %1 moves ahead and plays the last %2 empty squares perfectly.</source>
        <translation>Jeu de moteur sans imprécisions humaines : il regarde %1 coups à l&apos;avance et joue parfaitement les %2 dernières cases vides.</translation>
    </message>
    <message>
        <source>Level %1 (%2): values every move at depth %3 (exact from %4 empties), then picks one the way these players do</source>
        <translation>Niveau %1 (%2) : évalue chaque coup à la profondeur %3 (exact à partir de %4 cases vides), puis en choisit un comme ces joueurs</translation>
    </message>
    <message>
        <source>A newcomer: it picks its moves the way a weak tournament player does, but about twice as carelessly, so it makes more and bigger mistakes (a weak tournament player loses about %1 discs per move in the middle game). A first opponent for learning the game.</source>
        <translation>Un débutant : il choisit ses coups comme un joueur de tournoi faible, mais environ deux fois plus distraitement, et fait donc des erreurs plus nombreuses et plus grosses (un joueur de tournoi faible perd environ %1 pions par coup en milieu de partie). Un premier adversaire pour apprendre le jeu.</translation>
    </message>
    <message>
        <source>Level %1 (%2): values every move at depth %3 (exact from %4 empties), then picks one the way weak tournament players do, at %5 times their temperature</source>
        <translation>Niveau %1 (%2) : évalue chaque coup à la profondeur %3 (exact à partir de %4 cases vides), puis en choisit un comme les joueurs de tournoi faibles, à %5 fois leur température</translation>
    </message>
    <message>
        <source>It is the foot of the strength ladder (0 points): %1 wins %2 % of its games against it.</source>
        <translation>C&apos;est le bas de l&apos;échelle de force (0 point) : %1 gagne %2 % de ses parties contre lui.</translation>
    </message>
    <message>
        <source>It is the foot of the strength ladder (0 points).</source>
        <translation>C&apos;est le bas de l&apos;échelle de force (0 point).</translation>
    </message>
    <message>
        <source>It is not yet placed on the strength ladder.</source>
        <translation>Il n&apos;est pas encore placé sur l&apos;échelle de force.</translation>
    </message>
    <message>
        <source>It scored %1 % in %2 games against %3.</source>
        <translation>Il a marqué %1 % en %2 parties contre %3.</translation>
    </message>
    <message>
        <source>Strength ladder: %1 points (Beginner 0; 200 points more win about 3 games in 4).</source>
        <translation>Échelle de force : %1 points (Débutant 0 ; 200 points de plus gagnent environ 3 parties sur 4).</translation>
    </message>
</context>
<context>
    <name>probcut::ui::PatternTermsModel</name>
    <message>
        <source>parity (who is due the last move)</source>
        <translation>parité (à qui revient le dernier coup)</translation>
    </message>
    <message>
        <source>The parity weight: whether the number of empty squares is odd or even, i.e. who is due the last move of the game.</source>
        <translation>Le poids de la parité : le nombre de cases vides est-il pair ou impair, c&apos;est-à-dire à qui revient le dernier coup de la partie.</translation>
    </message>
    <message>
        <source>Pattern</source>
        <translation>Motif</translation>
    </message>
    <message>
        <source>A group of squares the evaluation looks at together (an edge, a corner region, a line or a diagonal) and where it is on the board</source>
        <translation>Un groupe de cases que l&apos;évaluation examine ensemble (un bord, une zone de coin, une ligne ou une diagonale) et son emplacement sur le plateau</translation>
    </message>
    <message>
        <source>mobility (moves of both sides)</source>
        <translation>mobilité (coups des deux camps)</translation>
    </message>
    <message>
        <source>The mobility weight: what the number of legal moves of both sides is worth, learned from games.</source>
        <translation>Le poids de la mobilité : ce que vaut le nombre de coups légaux des deux camps, appris des parties.</translation>
    </message>
    <message>
        <source>What the discs on these squares are worth to %1, in discs, according to the pattern weights learned from games. Highlighted on the board when among the three largest either way.</source>
        <translation>Ce que valent pour %1 les pions sur ces cases, en pions, selon les poids de motifs appris sur des parties. Mis en évidence sur le plateau s&apos;ils figurent parmi les trois plus grands, dans un sens ou dans l&apos;autre.</translation>
    </message>
    <message>
        <source>Worth (%1)</source>
        <translation>Valeur (%1)</translation>
    </message>
    <message>
        <source>What the pattern&apos;s current contents are worth to %1, in discs; the rows add up to the evaluation</source>
        <translation>Ce que vaut pour %1 le contenu actuel du motif, en pions ; la somme des lignes donne l&apos;évaluation</translation>
    </message>
</context>
<context>
    <name>probcut::ui::PvHistoryModel</name>
    <message>
        <source>pass</source>
        <translation>passe</translation>
    </message>
    <message>
        <source>%1 solved</source>
        <translation>%1 résolu</translation>
    </message>
    <message>
        <source>Multi-ProbCut confidence: 100 % searches every move; lower values prune moves the shallow check says are this likely irrelevant</source>
        <translation>Confiance Multi-ProbCut : à 100 %, tous les coups sont recherchés ; en dessous, on élague les coups que le test superficiel juge non pertinents avec cette probabilité</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>Profondeur</translation>
    </message>
    <message>
        <source>Conf.</source>
        <translation>Conf.</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>Nœuds</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Temps</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Vitesse</translation>
    </message>
    <message>
        <source>PV</source>
        <translation>VP</translation>
    </message>
    <message>
        <source>Discs %1; ≥/≤ mark a bound, “solved” the exact result of perfect play</source>
        <translation>Pions %1 ; ≥/≤ indiquent une borne, « résolu » le résultat exact avec un jeu parfait</translation>
    </message>
    <message>
        <source>Score (%1)</source>
        <translation>Score (%1)</translation>
    </message>
</context>
<context>
    <name>probcut::ui::PvPanel</name>
    <message>
        <source>Black</source>
        <translation>Noir</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blanc</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>Profondeur</translation>
    </message>
    <message>
        <source>Plies searched in full in the last completed iteration</source>
        <translation>Coups recherchés entièrement lors de la dernière itération terminée</translation>
    </message>
    <message>
        <source>Confidence</source>
        <translation>Confiance</translation>
    </message>
    <message>
        <source>Multi-ProbCut selectivity: at 100 % every move is searched; below, moves that a shallow search says are irrelevant with this probability are cut</source>
        <translation>Sélectivité de Multi-ProbCut : à 100 %, tous les coups sont recherchés ; en dessous, les coups qu&apos;une recherche superficielle juge non pertinents avec cette probabilité sont coupés</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>Nœuds</translation>
    </message>
    <message>
        <source>Positions searched so far</source>
        <translation>Positions recherchées jusqu&apos;ici</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Vitesse</translation>
    </message>
    <message>
        <source>Nodes per second</source>
        <translation>Nœuds par seconde</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Temps</translation>
    </message>
    <message>
        <source>Time since the search started</source>
        <translation>Temps écoulé depuis le début de la recherche</translation>
    </message>
    <message>
        <source>Click a move to see the position after it on the board</source>
        <translation>Cliquez sur un coup pour voir la position qui en résulte sur le plateau</translation>
    </message>
    <message>
        <source>One row per completed iteration (the engine reports at most ten a second, so quick shallow iterations are merged into the next row); select a row to show its principal variation</source>
        <translation>Une ligne par itération terminée (le moteur rend compte au plus dix fois par seconde, donc les itérations rapides et peu profondes sont fusionnées dans la ligne suivante) ; sélectionnez une ligne pour afficher sa variante principale</translation>
    </message>
    <message>
        <source>Game engine (%1) is thinking…</source>
        <translation>Le moteur de jeu (%1) réfléchit…</translation>
    </message>
    <message>
        <source>Game engine (%1) played %2</source>
        <translation>Le moteur de jeu (%1) a joué %2</translation>
    </message>
    <message>
        <source>Analysis: solved</source>
        <translation>Analyse : résolue</translation>
    </message>
    <message>
        <source>Analysis: finished at depth %1</source>
        <translation>Analyse : terminée à la profondeur %1</translation>
    </message>
    <message>
        <source>Stop Analysing</source>
        <translation>Arrêter l&apos;analyse</translation>
    </message>
    <message>
        <source>Analyse Position</source>
        <translation>Analyser la position</translation>
    </message>
    <message>
        <source>Analysis · %1 to move</source>
        <translation>Analyse · %1 au trait</translation>
    </message>
    <message>
        <source>%1 (end)</source>
        <translation>%1 (fin)</translation>
    </message>
    <message>
        <source>No principal variation yet</source>
        <translation>Pas encore de variante principale</translation>
    </message>
    <message>
        <source>Preview: after %1 (click the board or press Esc to return)</source>
        <translation>Aperçu : après %1 (cliquez sur le plateau ou appuyez sur Esc pour revenir)</translation>
    </message>
    <message>
        <source>No engine is thinking. Turn on Analyse Position (Ctrl+Shift+A) to analyse the position on the board.</source>
        <translation>Aucun moteur ne réfléchit. Activez « Analyser la position » (Ctrl+Shift+A) pour analyser la position du plateau.</translation>
    </message>
    <message>
        <source>Analysis paused while the game engine thinks</source>
        <translation>Analyse en pause pendant que le moteur de jeu réfléchit</translation>
    </message>
    <message>
        <source>Analysis stopped</source>
        <translation>Analyse arrêtée</translation>
    </message>
    <message>
        <source>Game engine (%1) stopped</source>
        <translation>Moteur de jeu (%1) arrêté</translation>
    </message>
    <message>
        <source>Score (%1)</source>
        <translation>Score (%1)</translation>
    </message>
    <message>
        <source>Discs %1 at the end of the principal variation. ≥ or ≤: a bound; “solved”: the exact result of perfect play</source>
        <translation>Pions %1 à la fin de la variante principale. ≥ ou ≤ : une borne ; « résolu » : le résultat exact avec un jeu parfait</translation>
    </message>
</context>
<context>
    <name>probcut::ui::RegressionPanel</name>
    <message>
        <source>Game stage: the positions sampled with this many empty squares. The model is fitted separately for every stage.</source>
        <translation>Phase de jeu : les positions échantillonnées avec ce nombre de cases vides. Le modèle est ajusté séparément pour chaque phase.</translation>
    </message>
    <message>
        <source>Height h: how many plies the deep search looks ahead, the search Multi-ProbCut would like to skip.</source>
        <translation>Hauteur h : nombre de coups anticipés par la recherche profonde, celle que Multi-ProbCut voudrait éviter.</translation>
    </message>
    <message>
        <source>Check depth d: the shallow search that predicts the deep one. Depth 0 is the evaluation of the position itself.</source>
        <translation>Profondeur de test d : la recherche superficielle qui prédit la recherche profonde. La profondeur 0 est l&apos;évaluation de la position elle-même.</translation>
    </message>
    <message>
        <source>Confidence of a cut: the band holds this share of the deep values (t standard deviations either side of the line).</source>
        <translation>Confiance d&apos;une coupure : la bande contient cette part des valeurs profondes (t écarts-types de part et d&apos;autre de la droite).</translation>
    </message>
    <message>
        <source>&amp;Stage</source>
        <translation>&amp;Phase</translation>
    </message>
    <message>
        <source>&amp;Height</source>
        <translation>&amp;Hauteur</translation>
    </message>
    <message>
        <source>&amp;Check depth</source>
        <translation>Profondeur de &amp;test</translation>
    </message>
    <message>
        <source>C&amp;onfidence</source>
        <translation>C&amp;onfiance</translation>
    </message>
    <message>
        <source>positions</source>
        <translation>positions</translation>
    </message>
    <message>
        <source>fit</source>
        <translation>ajustement</translation>
    </message>
    <message>
        <source>cut right</source>
        <translation>coupure juste</translation>
    </message>
    <message>
        <source>cut wrong</source>
        <translation>coupure fausse</translation>
    </message>
    <message>
        <source>Each dot is a position: how the shallow search at depth d scored it (x) against the deep search at height h (y). Multi-ProbCut trusts the line: if the shallow value predicts the deep value beyond the window with confidence, the deep search is skipped.</source>
        <translation>Chaque point est une position : la valeur que lui a donnée la recherche superficielle à la profondeur d (x) par rapport à la recherche profonde à la hauteur h (y). Multi-ProbCut se fie à la droite : si la valeur superficielle prédit avec confiance une valeur profonde au-delà de la fenêtre, la recherche profonde est évitée.</translation>
    </message>
    <message>
        <source>Drag a rectangle to zoom in; right-click to zoom out.</source>
        <translation>Faites glisser un rectangle pour zoomer ; clic droit pour dézoomer.</translation>
    </message>
    <message>
        <source>r²: the share of the deep values&apos; spread the line explains (1 = perfect prediction).
σ: how far, typically, the deep value lies from the line, in discs.
n: the number of positions.
a, b: the line deep = a·shallow + b.
t: the band&apos;s half-width in σ for the chosen confidence.</source>
        <translation>r² : la part de la dispersion des valeurs profondes expliquée par la droite (1 = prédiction parfaite).
σ : l&apos;écart typique entre la valeur profonde et la droite, en pions.
n : le nombre de positions.
a, b : la droite profonde = a·superficielle + b.
t : la demi-largeur de la bande en σ pour la confiance choisie.</translation>
    </message>
    <message>
        <source>&amp;Verify cuts of the current search</source>
        <translation>&amp;Vérifier les coupures de la recherche en cours</translation>
    </message>
    <message>
        <source>Takes a few cuts of the selected height and check depth from the engine&apos;s current search and runs the deep search they skipped, in the background at low priority, to see whether each cut was right (at most %1 per search).</source>
        <translation>Prend quelques coupures de la hauteur et de la profondeur de test sélectionnées dans la recherche en cours du moteur et lance la recherche profonde qu&apos;elles ont évitée, en arrière-plan et en basse priorité, pour vérifier si chaque coupure était juste (au plus %1 par recherche).</translation>
    </message>
    <message>
        <source>&amp;Follow the search</source>
        <translation>&amp;Suivre la recherche</translation>
    </message>
    <message>
        <source>When the selected height and check depth see no cut in the current search, switch to the stage, height and depth that cut most often.</source>
        <translation>Quand la hauteur et la profondeur de test sélectionnées ne donnent aucune coupure dans la recherche en cours, passer à la phase, la hauteur et la profondeur qui coupent le plus souvent.</translation>
    </message>
    <message>
        <source>A cut is right when the deep search it skipped really ends beyond the window bound it was tested against.</source>
        <translation>Une coupure est juste quand la recherche profonde qu&apos;elle a évitée aboutit réellement au-delà de la borne de fenêtre contre laquelle elle a été testée.</translation>
    </message>
    <message>
        <source>shallow v&lt;sub&gt;d&lt;/sub&gt; (discs)</source>
        <translation>v&lt;sub&gt;d&lt;/sub&gt; superficielle (pions)</translation>
    </message>
    <message>
        <source>deep v&lt;sub&gt;h&lt;/sub&gt;</source>
        <translation>v&lt;sub&gt;h&lt;/sub&gt; profonde</translation>
    </message>
    <message>
        <source>the samples are empty</source>
        <translation>les échantillons sont vides</translation>
    </message>
    <message>
        <source>The regression data cannot be shown: %1</source>
        <translation>Impossible d&apos;afficher les données de régression : %1</translation>
    </message>
    <message>
        <source>%1–%2 empties</source>
        <translation>%1–%2 cases vides</translation>
    </message>
    <message>
        <source>refitted: %1</source>
        <translation>réajusté : %1</translation>
    </message>
    <message>
        <source>too few points to refit</source>
        <translation>trop peu de points pour réajuster</translation>
    </message>
    <message>
        <source>Not fitted: no cuts use this pair. %1 points (r² %2).</source>
        <translation>Non ajusté : aucune coupure n&apos;utilise cette paire. %1 points (r² %2).</translation>
    </message>
    <message numerus="yes">
        <source>(%n off the plot)</source>
        <translation>
            <numerusform>(%n hors du graphique)</numerusform>
            <numerusform>(%n hors du graphique)</numerusform>
        </translation>
    </message>
    <message>
        <source>r² %1 (%2) · σ %3 discs · n %4%9 · a %5 · b %6 · t %7 (%8 %)</source>
        <translation>r² %1 (%2) · σ %3 pions · n %4%9 · a %5 · b %6 · t %7 (%8 %)</translation>
    </message>
    <message>
        <source>The check search to depth %1 returned %2, at least its bound %3, so the search to height %4 was skipped as surely at least %5.</source>
        <translation>La recherche de test à la profondeur %1 a renvoyé %2, au moins sa borne %3 ; la recherche à la hauteur %4 a donc été évitée, sa valeur étant sûrement d&apos;au moins %5.</translation>
    </message>
    <message>
        <source>The check search to depth %1 returned %2, at most its bound %3, so the search to height %4 was skipped as surely at most %5.</source>
        <translation>La recherche de test à la profondeur %1 a renvoyé %2, au plus sa borne %3 ; la recherche à la hauteur %4 a donc été évitée, sa valeur étant sûrement d&apos;au plus %5.</translation>
    </message>
    <message>
        <source>The real search to height %1 gives %2: the cut was right.</source>
        <translation>La vraie recherche à la hauteur %1 donne %2 : la coupure était juste.</translation>
    </message>
    <message>
        <source>The real search to height %1 gives %2: the cut was wrong.</source>
        <translation>La vraie recherche à la hauteur %1 donne %2 : la coupure était fausse.</translation>
    </message>
    <message>
        <source>Exact values of this position: depth %1 %2, height %3 %4 (verified in %5 s).</source>
        <translation>Valeurs exactes de cette position : profondeur %1 %2, hauteur %3 %4 (vérifiées en %5 s).</translation>
    </message>
    <message>
        <source>Live verification is off.</source>
        <translation>La vérification en direct est désactivée.</translation>
    </message>
    <message>
        <source>Live: waiting for a search that cuts (the engine cuts only below 100 % confidence).</source>
        <translation>En direct : en attente d&apos;une recherche qui coupe (le moteur ne coupe qu&apos;en dessous de 100 % de confiance).</translation>
    </message>
    <message numerus="yes">
        <source>Live, current search: %1 cuts at this stage, height and depth; %2 of %n verified cut(s) right</source>
        <translation>
            <numerusform>En direct, recherche en cours : %1 coupures à cette phase, hauteur et profondeur ; %2 sur %n coupure vérifiée juste</numerusform>
            <numerusform>En direct, recherche en cours : %1 coupures à cette phase, hauteur et profondeur ; %2 sur %n coupures vérifiées justes</numerusform>
        </translation>
    </message>
    <message>
        <source>; %1 being verified</source>
        <translation> ; %1 en cours de vérification</translation>
    </message>
    <message>
        <source>t raised %1 % at this height: high checks cut less</source>
        <translation>t relevé de %1 % à cette hauteur : les contrôles hauts coupent moins</translation>
    </message>
    <message>
        <source>this cut</source>
        <translation>cette coupure</translation>
    </message>
    <message>
        <source>The cut of the ProbCut panel&apos;s step-through: its shallow value, and the deep value the model predicted from it (%1, %2)</source>
        <translation>La coupure du pas-à-pas du panneau ProbCut : sa valeur superficielle et la valeur profonde que le modèle en a prédite (%1, %2)</translation>
    </message>
    <message numerus="yes">
        <source>Live, last search (stopped): %1 cuts at this stage, height and depth; %2 of %n verified cut(s) right</source>
        <translation>
            <numerusform>En direct, dernière recherche (arrêtée) : %1 coupures à cette phase, hauteur et profondeur ; %2 sur %n coupure vérifiée juste</numerusform>
            <numerusform>En direct, dernière recherche (arrêtée) : %1 coupures à cette phase, hauteur et profondeur ; %2 sur %n coupures vérifiées justes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>probcut::ui::ReviewPanel</name>
    <message>
        <source>Review Game</source>
        <translation>Revoir la partie</translation>
    </message>
    <message>
        <source>Export GGF…</source>
        <translation>Exporter en GGF…</translation>
    </message>
    <message>
        <source>Export PDF…</source>
        <translation>Exporter en PDF…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
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
        <source>Whole game</source>
        <translation>Toute la partie</translation>
    </message>
    <message>
        <source>Discs lost per move by the player who moved, and the share of moves within %1 disc of the best, for the whole game and each phase</source>
        <translation>Pions perdus par coup par le joueur qui a joué, et part des coups à %1 pion ou moins du meilleur, pour toute la partie et chaque phase</translation>
    </message>
    <message>
        <source>Discs lost per move · moves within %1 disc of the best</source>
        <translation>Pions perdus par coup · coups à %1 pion ou moins du meilleur</translation>
    </message>
    <message>
        <source>Engine value after each move, in discs for Black (dark: Black ahead, light: White ahead); dots mark the mistakes. Click to go to a move.</source>
        <translation>Valeur du moteur après chaque coup, en pions pour Noir (foncé : Noir mène, clair : Blanc mène) ; les points marquent les erreurs. Cliquez pour aller à un coup.</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Coup</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Joué</translation>
    </message>
    <message>
        <source>Better</source>
        <translation>Meilleur</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Perte</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Type</translation>
    </message>
    <message>
        <source>Moves that lost %1 discs or more, largest loss first; values in discs for the player who moved. Select one to see both lines on the board.</source>
        <translation>Coups qui ont perdu %1 pions ou plus, la plus grosse perte en premier ; valeurs en pions pour le joueur qui a joué. Choisissez-en un pour voir les deux suites sur le plateau.</translation>
    </message>
    <message>
        <source>Cancelled at %p%</source>
        <translation>Annulée à %p %</translation>
    </message>
    <message>
        <source>Not reviewed</source>
        <translation>Pas encore revue</translation>
    </message>
    <message>
        <source>Game Review analyses every move of the game in the background and sums it up: each player&apos;s accuracy, per phase, and the mistakes with the better move.</source>
        <translation>La revue de partie analyse chaque coup en arrière-plan et en fait le bilan : la précision de chaque joueur, par phase, et les erreurs avec le meilleur coup.</translation>
    </message>
    <message>
        <source>Game &amp;Review</source>
        <translation>&amp;Revue de partie</translation>
    </message>
    <message>
        <source>Analyse the game in the background and review it: each player&apos;s accuracy, the phases, the mistakes with the better move</source>
        <translation>Analyser la partie en arrière-plan et en faire la revue : précision de chaque joueur, phases, erreurs avec le meilleur coup</translation>
    </message>
    <message>
        <source>Export Review as &amp;GGF…</source>
        <translation>Exporter la revue en &amp;GGF…</translation>
    </message>
    <message>
        <source>Save the game with the review in its comments, for any GGF reader</source>
        <translation>Enregistrer la partie avec la revue dans ses commentaires, lisible par tout lecteur GGF</translation>
    </message>
    <message>
        <source>Export Review as P&amp;DF…</source>
        <translation>Exporter la revue en P&amp;DF…</translation>
    </message>
    <message>
        <source>Save the review as a printable PDF with the graph and board diagrams</source>
        <translation>Enregistrer la revue en PDF imprimable, avec la courbe et des diagrammes</translation>
    </message>
    <message>
        <source>Analysing… %p%</source>
        <translation>Analyse… %p %</translation>
    </message>
    <message>
        <source>Reviewed</source>
        <translation>Revue terminée</translation>
    </message>
    <message>
        <source>Partial: the figures cover the moves analysed so far.</source>
        <translation>Partiel : les chiffres portent sur les coups analysés jusqu&apos;ici.</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>No move lost %1 discs or more.</source>
        <translation>Aucun coup n&apos;a perdu %1 pions ou plus.</translation>
    </message>
    <message>
        <source>Select a mistake to see the move played and the better move, with both lines, on the board.</source>
        <translation>Choisissez une erreur pour voir sur le plateau le coup joué et le meilleur coup, avec les deux suites.</translation>
    </message>
    <message>
        <source>The reviewed game is no longer on the board.</source>
        <translation>La partie revue n&apos;est plus sur le plateau.</translation>
    </message>
    <message>
        <source>Move %1, %2: %3, %4 discs lost</source>
        <translation>Coup %1, %2 : %3, %4 pions perdus</translation>
    </message>
    <message>
        <source>Played %1 (%2), red numbers:</source>
        <translation>Joué %1 (%2), numéros rouges :</translation>
    </message>
    <message>
        <source>Better %1 (%2), green numbers:</source>
        <translation>Meilleur %1 (%2), numéros verts :</translation>
    </message>
    <message>
        <source>There is no review to export yet.</source>
        <translation>Il n&apos;y a pas encore de revue à exporter.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>Review saved to %1</source>
        <translation>Revue enregistrée dans %1</translation>
    </message>
    <message>
        <source>Cannot export the review</source>
        <translation>Impossible d&apos;exporter la revue</translation>
    </message>
    <message>
        <source>Writing %1…</source>
        <translation>Écriture de %1…</translation>
    </message>
    <message>
        <source>Export Review as GGF</source>
        <translation>Exporter la revue en GGF</translation>
    </message>
    <message>
        <source>GGF game (*.ggf)</source>
        <translation>Partie GGF (*.ggf)</translation>
    </message>
    <message>
        <source>Export Review as PDF</source>
        <translation>Exporter la revue en PDF</translation>
    </message>
    <message>
        <source>PDF document (*.pdf)</source>
        <translation>Document PDF (*.pdf)</translation>
    </message>
</context>
<context>
    <name>probcut::ui::ReviewText</name>
    <message>
        <source>Opening</source>
        <translation>Ouverture</translation>
    </message>
    <message>
        <source>Midgame</source>
        <translation>Milieu de partie</translation>
    </message>
    <message>
        <source>Endgame</source>
        <translation>Finale</translation>
    </message>
    <message>
        <source>Opening (moves 1–20)</source>
        <translation>Ouverture (coups 1–20)</translation>
    </message>
    <message>
        <source>Midgame (moves 21–40)</source>
        <translation>Milieu (coups 21–40)</translation>
    </message>
    <message>
        <source>Endgame (moves 41–60)</source>
        <translation>Finale (coups 41–60)</translation>
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
        <source>pass</source>
        <translation>passe</translation>
    </message>
    <message>
        <source>%1: no move valued</source>
        <translation>%1 : aucun coup évalué</translation>
    </message>
    <message>
        <source>%1: %2 discs lost per move, %3 of moves within %4 disc of the best (inaccuracies: %5, mistakes: %6, blunders: %7)</source>
        <translation>%1 : %2 pions perdus par coup, %3 des coups à %4 pion ou moins du meilleur (imprécisions : %5, erreurs : %6, gaffes : %7)</translation>
    </message>
    <message>
        <source>%1: %2 lost %3 discs (played %4 %5, better %6 %7; values in discs for %2). Played line: %8. Better line: %9.</source>
        <translation>%1 : %2 a perdu %3 pions (joué %4 %5, meilleur %6 %7 ; valeurs en pions pour %2). Suite jouée : %8. Meilleure suite : %9.</translation>
    </message>
    <message>
        <source>Game not finished (%1 moves reviewed)</source>
        <translation>Partie non terminée (%1 coups revus)</translation>
    </message>
    <message>
        <source>Black %1 – White %2: a draw</source>
        <translation>Noir %1 – Blanc %2 : partie nulle</translation>
    </message>
    <message>
        <source>Black %1 – White %2: %3 wins</source>
        <translation>Noir %1 – Blanc %2 : %3 gagne</translation>
    </message>
    <message>
        <source>Values are the engine&apos;s, in discs for the player who moved. A move&apos;s loss is the value of the best move minus the value of the move played. Accuracy counts the moves where a player had a choice: the discs lost per move on average, and the share of moves that lost at most %1 disc. Inaccuracy: %2 discs or more lost; mistake: %3 or more; blunder: %4 or more. Phases by the empty squares before the move: opening 60–41 (moves 1–20), midgame 40–21 (moves 21–40), endgame 20–1 (moves 41–60).</source>
        <translation>Les valeurs sont celles du moteur, en pions pour le joueur qui a joué. La perte d&apos;un coup est la valeur du meilleur coup moins celle du coup joué. La précision compte les coups où le joueur avait le choix : les pions perdus par coup en moyenne, et la part des coups qui ont perdu au plus %1 pion. Imprécision : %2 pions perdus ou plus ; erreur : %3 ou plus ; gaffe : %4 ou plus. Phases selon les cases vides avant le coup : ouverture 60–41 (coups 1–20), milieu 40–21 (coups 21–40), finale 20–1 (coups 41–60).</translation>
    </message>
    <message>
        <source>Game review by ProbCut Studio.</source>
        <translation>Revue de partie par ProbCut Studio.</translation>
    </message>
    <message>
        <source>%1: Black %2 discs lost per move (%3 within %4), White %5 (%6).</source>
        <translation>%1 : Noir %2 pions perdus par coup (%3 à %4 ou moins), Blanc %5 (%6).</translation>
    </message>
    <message>
        <source>Game review</source>
        <translation>Revue de partie</translation>
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
        <source>The analysis did not value every move; the figures cover the moves it valued.</source>
        <translation>L&apos;analyse n&apos;a pas évalué tous les coups ; les chiffres portent sur ceux qu&apos;elle a évalués.</translation>
    </message>
    <message>
        <source>Accuracy</source>
        <translation>Précision</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Coups</translation>
    </message>
    <message>
        <source>Discs lost per move</source>
        <translation>Pions perdus par coup</translation>
    </message>
    <message>
        <source>Within %1 disc</source>
        <translation>À %1 pion ou moins</translation>
    </message>
    <message>
        <source>Inaccuracies / mistakes / blunders</source>
        <translation>Imprécisions / erreurs / gaffes</translation>
    </message>
    <message>
        <source>Phases</source>
        <translation>Phases</translation>
    </message>
    <message>
        <source>Phase</source>
        <translation>Phase</translation>
    </message>
    <message>
        <source>%1: discs lost per move</source>
        <translation>%1 : pions perdus par coup</translation>
    </message>
    <message>
        <source>%1: within %2 disc</source>
        <translation>%1 : à %2 pion ou moins</translation>
    </message>
    <message>
        <source>Evaluation graph</source>
        <translation>Courbe d&apos;évaluation</translation>
    </message>
    <message>
        <source>Engine value after each move, in discs for Black (dark: Black ahead, light: White ahead); dots mark the mistakes.</source>
        <translation>Valeur du moteur après chaque coup, en pions pour Noir (foncé : Noir mène, clair : Blanc mène) ; les points marquent les erreurs.</translation>
    </message>
    <message>
        <source>Mistakes</source>
        <translation>Erreurs</translation>
    </message>
    <message>
        <source>Move %1, %2: %3 – %4 discs lost</source>
        <translation>Coup %1, %2 : %3 – %4 pions perdus</translation>
    </message>
    <message>
        <source>Played %1 (%2): %3</source>
        <translation>Joué %1 (%2) : %3</translation>
    </message>
    <message>
        <source>Better %1 (%2): %3</source>
        <translation>Meilleur %1 (%2) : %3</translation>
    </message>
    <message>
        <source>No move lost %1 discs or more.</source>
        <translation>Aucun coup n&apos;a perdu %1 pions ou plus.</translation>
    </message>
    <message>
        <source>Other inaccuracies</source>
        <translation>Autres imprécisions</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Coup</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Joué</translation>
    </message>
    <message>
        <source>Better</source>
        <translation>Meilleur</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Perte</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Type</translation>
    </message>
    <message>
        <source>How to read this review</source>
        <translation>Comment lire cette revue</translation>
    </message>
    <message>
        <source>The PDF could not be made.</source>
        <translation>Le PDF n&apos;a pas pu être créé.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
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
    <message>
        <source>Use the opening book</source>
        <translation>Utiliser le livre d&apos;ouvertures</translation>
    </message>
    <message>
        <source>The engine plays the book&apos;s moves while the game is in its book</source>
        <translation>Le moteur joue les coups du livre tant que la partie y figure</translation>
    </message>
    <message>
        <source>The engine picks at random among the book moves whose value is within this many discs of the best one; it never picks a move known to lose while one that does not lose exists</source>
        <translation>Le moteur choisit au hasard parmi les coups du livre dont la valeur est à moins de ce nombre de pions du meilleur ; il ne choisit jamais un coup connu comme perdant s&apos;il en existe un qui ne perd pas</translation>
    </message>
    <message>
        <source>Always the best book move</source>
        <translation>Toujours le meilleur coup du livre</translation>
    </message>
    <message numerus="yes">
        <source>Within %n disc(s) of the best</source>
        <translation>
            <numerusform>À %n pion au plus du meilleur</numerusform>
            <numerusform>À %n pions au plus du meilleur</numerusform>
        </translation>
    </message>
    <message>
        <source>Add every finished game to my book</source>
        <translation>Ajouter chaque partie terminée à mon livre</translation>
    </message>
    <message>
        <source>Play sounds (moves, passes, end of game, refused clicks)</source>
        <translation>Jouer des sons (coups, passes, fin de partie, clics refusés)</translation>
    </message>
    <message>
        <source>Sound volume</source>
        <translation>Volume sonore</translation>
    </message>
    <message>
        <source>Book variety:</source>
        <translation>Variété du livre :</translation>
    </message>
    <message>
        <source>Volume:</source>
        <translation>Volume :</translation>
    </message>
    <message numerus="yes">
        <source>Threads the engine searches with (its moves, hints and analysis); this computer has %n hardware thread(s)</source>
        <translation>
            <numerusform>Nombre de threads avec lesquels le moteur cherche (ses coups, les conseils et l’analyse) ; cet ordinateur a %n thread matériel</numerusform>
            <numerusform>Nombre de threads avec lesquels le moteur cherche (ses coups, les conseils et l’analyse) ; cet ordinateur a %n threads matériels</numerusform>
        </translation>
    </message>
    <message>
        <source>Search threads:</source>
        <translation>Threads de recherche :</translation>
    </message>
    <message>
        <source>Whose side every value is shown from: the hints, All Moves, the principal variation, the book, Explain Position and the engine&apos;s messages. The evaluation graph is always drawn for Black.</source>
        <translation>Le camp pour lequel chaque valeur est affichée : conseils, Tous les coups, variante principale, livre, Expliquer la position et messages du moteur. La courbe d&apos;évaluation est toujours tracée pour Noir.</translation>
    </message>
    <message>
        <source>Show values for:</source>
        <translation>Afficher les valeurs pour :</translation>
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
