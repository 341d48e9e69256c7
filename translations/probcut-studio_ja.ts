<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja">
<context>
    <name>BookStore</name>
    <message>
        <source>%1 does not exist</source>
        <translation>%1 は存在しません</translation>
    </message>
</context>
<context>
    <name>PointOfView</name>
    <message>
        <source>for Black</source>
        <translation>黒から見て</translation>
    </message>
    <message>
        <source>for the side to move (%1)</source>
        <translation>手番側（%1）から見て</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>黒</translation>
    </message>
    <message>
        <source>White</source>
        <translation>白</translation>
    </message>
    <message>
        <source>Black (+ is good for Black)</source>
        <translation>黒（+ は黒に有利）</translation>
    </message>
    <message>
        <source>The side to move (+ is good for the player to move)</source>
        <translation>手番側（+ は手番の側に有利）</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Othello program and study board built on Multi-ProbCut search.</source>
        <translation>Multi-ProbCut 探索に基づくオセロプログラム兼研究用盤。</translation>
    </message>
    <message>
        <source>Use this language (en, fr, de, ja) instead of the saved setting.</source>
        <translation>保存された設定の代わりにこの言語 (en, fr, de, ja) を使う。</translation>
    </message>
    <message>
        <source>A game to open: GGF, transcript (.txt) or WTHOR (.wtb).</source>
        <translation>開く棋譜：GGF、棋譜テキスト (.txt)、WTHOR (.wtb)。</translation>
    </message>
</context>
<context>
    <name>probcut::ui::AllMovesModel</name>
    <message>
        <source>exact</source>
        <translation>厳密</translation>
    </message>
    <message>
        <source>depth %1 @ %2%</source>
        <comment>search depth and confidence</comment>
        <translation>深さ %1・信頼度 %2%</translation>
    </message>
    <message>
        <source>depth %1</source>
        <translation>深さ %1</translation>
    </message>
    <message>
        <source>The exact final disc difference with best play after this move</source>
        <translation>この手の後、最善を尽くした場合の正確な最終石差</translation>
    </message>
    <message>
        <source>The mean of this move&apos;s two deepest searches, in discs</source>
        <translation>この手の最も深い2回の探索の平均(石数)</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>手</translation>
    </message>
    <message>
        <source>Found by</source>
        <translation>求め方</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>読み筋</translation>
    </message>
    <message>
        <source>Value (%1)</source>
        <translation>評価値（%1）</translation>
    </message>
</context>
<context>
    <name>probcut::ui::AllMovesPanel</name>
    <message>
        <source>Analyse A&amp;ll Moves</source>
        <translation>すべての手を解析(&amp;L)</translation>
    </message>
    <message>
        <source>Value every legal move at once, deepening until stopped or every value is exact</source>
        <translation>すべての合法手を同時に評価し、停止するか全ての値が厳密になるまで深めます</translation>
    </message>
    <message>
        <source>Analyse every legal move (Ctrl+Shift+M)</source>
        <translation>すべての合法手を解析 (Ctrl+Shift+M)</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>黒</translation>
    </message>
    <message>
        <source>White</source>
        <translation>白</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>開始しています…</translation>
    </message>
    <message>
        <source>Not analysing. Turn on Analyse All Moves to value every move.</source>
        <translation>解析していません。すべての手を評価するには「すべての手を解析」をオンにしてください。</translation>
    </message>
    <message>
        <source>No legal move: %1 must pass.</source>
        <translation>合法手がありません:%1はパスです。</translation>
    </message>
    <message>
        <source>Every move is exact.</source>
        <translation>すべての手が厳密値です。</translation>
    </message>
    <message>
        <source>Deepening: every move searched to depth %1; %2 of %3 exact…</source>
        <translation>深化中:すべての手を深さ %1 まで探索済み。%3 手中 %2 手が厳密値…</translation>
    </message>
    <message>
        <source>Stopped: every move searched to depth %1; %2 of %3 exact.</source>
        <translation>停止:すべての手を深さ %1 まで探索済み。%3 手中 %2 手が厳密値。</translation>
    </message>
    <message>
        <source>Values in discs %1 (+ is good for %2). A selective value is the mean of the move&apos;s two deepest searches, as odd and even depths favour different sides.</source>
        <translation>値は石数です（%1、+ は%2に有利）。選択的探索の値は、その手の最も深い2回の探索の平均です。奇数と偶数の深さでは有利になる側が異なるためです。</translation>
    </message>
</context>
<context>
    <name>probcut::ui::AnalysisPanels</name>
    <message>
        <source>&amp;Analyse Position</source>
        <translation>局面を解析(&amp;A)</translation>
    </message>
    <message>
        <source>Let the engine analyse the position on the board without limit; it follows the position as you move or navigate</source>
        <translation>エンジンが盤上の局面を無制限に解析します。着手や棋譜の移動に合わせて解析する局面も追従します</translation>
    </message>
    <message>
        <source>Analyse the position on the board without limit (Ctrl+Shift+A)</source>
        <translation>盤上の局面を無制限に解析 (Ctrl+Shift+A)</translation>
    </message>
    <message>
        <source>Principal Variation</source>
        <translation>読み筋</translation>
    </message>
    <message>
        <source>Evaluation Graph</source>
        <translation>評価値グラフ</translation>
    </message>
    <message>
        <source>Analyse &amp;Game</source>
        <translation>棋譜を解析(&amp;G)</translation>
    </message>
    <message>
        <source>Value every position of the game in the background and mark the moves that lost discs</source>
        <translation>バックグラウンドで棋譜の全局面を評価し、石数を損した手に印を付ける</translation>
    </message>
    <message>
        <source>All Moves</source>
        <translation>すべての手</translation>
    </message>
    <message>
        <source>Game Review</source>
        <translation>対局レビュー</translation>
    </message>
</context>
<context>
    <name>probcut::ui::BoardEditorDialog</name>
    <message>
        <source>Edit Position</source>
        <translation>局面を編集</translation>
    </message>
    <message>
        <source>Cycle: empty, black, white</source>
        <translation>切替：空き・黒・白</translation>
    </message>
    <message>
        <source>Black disc</source>
        <translation>黒石</translation>
    </message>
    <message>
        <source>White disc</source>
        <translation>白石</translation>
    </message>
    <message>
        <source>Remove disc</source>
        <translation>石を取り除く</translation>
    </message>
    <message>
        <source>Black to move</source>
        <translation>黒番</translation>
    </message>
    <message>
        <source>White to move</source>
        <translation>白番</translation>
    </message>
    <message>
        <source>Clear Board</source>
        <translation>盤をクリア</translation>
    </message>
    <message>
        <source>Start Position</source>
        <translation>初期局面</translation>
    </message>
    <message>
        <source>Symmetry</source>
        <translation>対称変換</translation>
    </message>
    <message>
        <source>Black %1, White %2, empty %3.</source>
        <translation>黒 %1、白 %2、空き %3。</translation>
    </message>
    <message>
        <source>Not playable yet: %1.</source>
        <translation>まだ対局できません：%1。</translation>
    </message>
    <message>
        <source>Neither side can move: the game would be over.</source>
        <translation>両者とも打てる場所がありません：対局は終了となります。</translation>
    </message>
    <message>
        <source>The side to move has no legal move and will pass.</source>
        <translation>手番側に合法手がないためパスになります。</translation>
    </message>
    <message>
        <source>This position cannot be played: %1. Fix it or cancel.</source>
        <translation>この局面では対局できません：%1。修正するかキャンセルしてください。</translation>
    </message>
</context>
<context>
    <name>probcut::ui::BoardWidget</name>
    <message>
        <source>Othello board</source>
        <translation>オセロ盤</translation>
    </message>
    <message>
        <source>exact</source>
        <translation>完全読み</translation>
    </message>
    <message>
        <source>d%1</source>
        <comment>search depth</comment>
        <translation>深%1</translation>
    </message>
</context>
<context>
    <name>probcut::ui::BookMovesModel</name>
    <message>
        <source>exact</source>
        <translation>完全読み</translation>
    </message>
    <message>
        <source>searched</source>
        <translation>探索</translation>
    </message>
    <message>
        <source>game results</source>
        <translation>対局結果</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>不明</translation>
    </message>
    <message>
        <source>Exact: the position was solved to the end of the game.</source>
        <translation>完全読み：この局面は終局まで読み切られています。</translation>
    </message>
    <message>
        <source>Searched: the value comes from engine searches at the ends of the book&apos;s lines.</source>
        <translation>探索：値はブックの各手順の末端で行ったエンジン探索によるものです。</translation>
    </message>
    <message>
        <source>Game results: the average result of the games that reached it (not searched yet).</source>
        <translation>対局結果：この局面に至った対局の平均結果です (未探索)。</translation>
    </message>
    <message>
        <source>No value is known yet.</source>
        <translation>まだ値がわかっていません。</translation>
    </message>
    <message>
        <source>the side to move</source>
        <translation>手番側</translation>
    </message>
    <message>
        <source>The move. &quot;not in book&quot; marks the deviation: the best move the book has no games for, found by a search. Double-click a move to play it.</source>
        <translation>手。「ブック外」は離脱手を示します：ブックに対局がない手のうち、探索で見つけた最善手です。ダブルクリックでその手を打ちます。</translation>
    </message>
    <message>
        <source>What the move is worth for %1, in discs at the end of the game, assuming best play along the book&apos;s lines (negamax). Positive is good for %1.</source>
        <translation>ブックの手順に沿って双方が最善を尽くした場合 (ネガマックス) の、この手の%1にとっての価値 (終局時の石差)。正の値は%1に有利です。</translation>
    </message>
    <message>
        <source>How many games in the book&apos;s sources played this move.</source>
        <translation>ブックの元になった対局のうち、この手を打った対局数。</translation>
    </message>
    <message>
        <source>Of those games: how many %1 won, drew and lost (W/D/L).</source>
        <translation>それらの対局のうち、%1が勝った・引き分けた・負けた数 (勝/分/敗)。</translation>
    </message>
    <message>
        <source>How many different book positions can be reached after this move, this move&apos;s position included: the size of the book&apos;s knowledge there.</source>
        <translation>この手の後に到達できるブック内の異なる局面の数 (この手の局面を含む)：その先のブックの知識量です。</translation>
    </message>
    <message>
        <source>The length in moves of the longest book line that starts with this move.</source>
        <translation>この手から始まる最長のブック手順の手数。</translation>
    </message>
    <message>
        <source>Where the value comes from: exact (solved to the end), searched (engine searches at the ends of the lines), or game results (average of the games).</source>
        <translation>値の由来：完全読み (終局まで読み切り)、探索 (手順末端でのエンジン探索)、対局結果 (対局の平均)。</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>パス</translation>
    </message>
    <message>
        <source>%1 (not in book)</source>
        <translation>%1 (ブック外)</translation>
    </message>
    <message>
        <source>%1, depth %2</source>
        <translation>%1、深さ %2</translation>
    </message>
    <message>
        <source>%1 won %2, drew %3 and lost %4 of these %5 games.</source>
        <translation>これら %5 局で、%1は %2 勝 %3 分 %4 敗。</translation>
    </message>
    <message>
        <source>The side to move</source>
        <translation>手番側</translation>
    </message>
    <message>
        <source>This move is not in the book: it is the best alternative the book&apos;s search found (depth %1). Playing it leaves the book.</source>
        <translation>この手はブックにありません：ブックの探索で見つかった最善の代替手です (深さ %1)。この手を打つとブックを外れます。</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>着手</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>対局数</translation>
    </message>
    <message>
        <source>W/D/L</source>
        <translation>勝/分/敗</translation>
    </message>
    <message>
        <source>Below</source>
        <translation>後続局面</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>深さ</translation>
    </message>
    <message>
        <source>From</source>
        <translation>由来</translation>
    </message>
    <message>
        <source>The named opening the move leads into, when its position is one of the standard named openings (matched in any orientation of the board).</source>
        <translation>この手で到達する名前付き定石（その局面が標準的な名前付き定石のいずれかである場合。盤面の向きを問わず照合します）。</translation>
    </message>
    <message>
        <source>Playing %1 reaches the named opening %2.</source>
        <translation>%1 を打つと名前付き定石 %2 になります。</translation>
    </message>
    <message>
        <source>Opening</source>
        <translation>定石</translation>
    </message>
    <message>
        <source>Value (%1)</source>
        <translation>評価値（%1）</translation>
    </message>
    <message>
        <source>%1: %2 for %3</source>
        <translation>%1: %3 から見て %2</translation>
    </message>
    <message>
        <source>%1 games</source>
        <translation>%1 局</translation>
    </message>
    <message>
        <source>W/D/L %1</source>
        <translation>勝/分/敗 %1</translation>
    </message>
    <message>
        <source>%1 positions below</source>
        <translation>以下の局面 %1</translation>
    </message>
    <message>
        <source>longest line %1 moves</source>
        <translation>最長ライン %1 手</translation>
    </message>
</context>
<context>
    <name>probcut::ui::BookPanel</name>
    <message>
        <source>Black</source>
        <translation>黒</translation>
    </message>
    <message>
        <source>White</source>
        <translation>白</translation>
    </message>
    <message>
        <source>Double-click a move to play it</source>
        <translation>ダブルクリックでその手を打つ</translation>
    </message>
    <message>
        <source>Add this Game to the &amp;Book</source>
        <translation>この対局をブックに追加(&amp;B)</translation>
    </message>
    <message>
        <source>Learn the game on the board: its positions join your opening book, new positions are searched and the values updated</source>
        <translation>盤上の対局を学習します：その局面を自分の定石ブックに加え、新しい局面を探索して値を更新します</translation>
    </message>
    <message>
        <source>Add this game to the book</source>
        <translation>この対局をブックに追加</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <source>Loading the opening book…</source>
        <translation>定石ブックを読み込み中…</translation>
    </message>
    <message>
        <source>No opening book is available.</source>
        <translation>利用できる定石ブックがありません。</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>対局は終了しました。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Not in the book.&lt;/b&gt; This position is not in the opening book.</source>
        <translation>&lt;b&gt;ブック外。&lt;/b&gt;この局面は定石ブックにありません。</translation>
    </message>
    <message>
        <source>%1 games: %2 won, %3 drawn, %4 lost by %5</source>
        <translation>%1 局：%5の %2 勝 %3 分 %4 敗</translation>
    </message>
    <message>
        <source>A book line ends here.</source>
        <translation>ブックの手順はここで終わります。</translation>
    </message>
    <message>
        <source>%1 book: %2 positions, %3 moves deep</source>
        <translation>%1ブック：%2 局面、深さ %3 手</translation>
    </message>
    <message>
        <source>Your</source>
        <translation>自分の</translation>
    </message>
    <message>
        <source>Shipped</source>
        <translation>同梱の</translation>
    </message>
    <message>
        <source>Your learned book: %1 (the shipped book plus the games you added); %2 book lines end in it</source>
        <translation>学習済みの自分のブック：%1 (同梱のブックに、追加した対局を加えたもの)。ブック手順の末端は %2 か所</translation>
    </message>
    <message>
        <source>The shipped book: %1; %2 book lines end in it</source>
        <translation>同梱のブック：%1。ブック手順の末端は %2 か所</translation>
    </message>
    <message>
        <source>Only games that begin at the standard start position can be added to the book.</source>
        <translation>ブックに追加できるのは、標準の初期局面から始まる対局だけです。</translation>
    </message>
    <message>
        <source>There is no game to add yet: play some moves first.</source>
        <translation>追加する対局がまだありません：まず何手か打ってください。</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>開始中…</translation>
    </message>
    <message>
        <source>%1 %2 of %3</source>
        <translation>%1 %2/%3</translation>
    </message>
    <message>
        <source>&lt;b&gt;In the book.&lt;/b&gt; %1 to move: &lt;b&gt;%2&lt;/b&gt; discs %3 (%4)</source>
        <translation>&lt;b&gt;ブック内。&lt;/b&gt;%1番：&lt;b&gt;%2&lt;/b&gt; 石（%3）(%4)</translation>
    </message>
</context>
<context>
    <name>probcut::ui::BookStore</name>
    <message>
        <source>Your learned book %1 is damaged (%2); the shipped book is used instead.</source>
        <translation>学習済みの自分のブック %1 が破損しています (%2)。代わりに同梱のブックを使います。</translation>
    </message>
    <message>
        <source>Your learned book cannot be read (%1); the shipped book is used instead.</source>
        <translation>学習済みの自分のブックを読み込めません (%1)。代わりに同梱のブックを使います。</translation>
    </message>
    <message>
        <source>The opening book %1 is damaged (%2); the engine plays without it.</source>
        <translation>定石ブック %1 が破損しています (%2)。エンジンはブックなしで対局します。</translation>
    </message>
    <message>
        <source>No opening book: %1; the engine plays without it.</source>
        <translation>定石ブックがありません：%1。エンジンはブックなしで対局します。</translation>
    </message>
    <message>
        <source>Book: not loaded</source>
        <translation>ブック：未読み込み</translation>
    </message>
    <message>
        <source>Book: loading…</source>
        <translation>ブック：読み込み中…</translation>
    </message>
    <message>
        <source>Book: none</source>
        <translation>ブック：なし</translation>
    </message>
    <message>
        <source>Book: %1 positions (yours)</source>
        <translation>ブック：%1 局面 (自分のブック)</translation>
    </message>
    <message>
        <source>Book: %1 positions</source>
        <translation>ブック：%1 局面</translation>
    </message>
    <message>
        <source>A game is being added to the book already.</source>
        <translation>すでに別の対局をブックに追加中です。</translation>
    </message>
    <message>
        <source>The book is still loading.</source>
        <translation>ブックはまだ読み込み中です。</translation>
    </message>
    <message>
        <source>No evaluation to search the new positions with.</source>
        <translation>新しい局面の探索に使う評価関数がありません。</translation>
    </message>
    <message>
        <source>Copying the book…</source>
        <translation>ブックをコピー中…</translation>
    </message>
    <message>
        <source>The game has an illegal move (%1).</source>
        <translation>対局に非合法手 (%1) が含まれています。</translation>
    </message>
    <message>
        <source>Estimating the result of the unfinished game…</source>
        <translation>未終局の対局の結果を推定中…</translation>
    </message>
    <message>
        <source>Cancelled; the book is unchanged.</source>
        <translation>キャンセルしました。ブックは変更されていません。</translation>
    </message>
    <message>
        <source> (the game is unfinished: a search expects it to end %1 for Black)</source>
        <translation> (未終局の対局です：探索による予想では黒から見て %1 で終局)</translation>
    </message>
    <message>
        <source>Searching new positions…</source>
        <translation>新しい局面を探索中…</translation>
    </message>
    <message>
        <source>Saving…</source>
        <translation>保存中…</translation>
    </message>
    <message>
        <source>The book could not be saved to %1: %2</source>
        <translation>ブックを %1 に保存できませんでした：%2</translation>
    </message>
    <message numerus="yes">
        <source>The game was added to your book: %n new position(s)</source>
        <translation>
            <numerusform>対局を自分のブックに追加しました：新しい局面 %n 個</numerusform>
        </translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation>%1 行目: %2</translation>
    </message>
    <message>
        <source>the shipped book&apos;s hash is not a hexadecimal number</source>
        <translation>同梱ブックのハッシュが 16 進数ではありません</translation>
    </message>
    <message>
        <source>the result must be a disc difference from -64 to 64</source>
        <translation>結果は -64 から 64 の石差でなければなりません</translation>
    </message>
    <message>
        <source>expected &apos;base&apos;, &apos;complete&apos; or &apos;game&apos;</source>
        <translation>「base」「complete」「game」のいずれかが必要です</translation>
    </message>
    <message>
        <source>no &apos;base&apos; line</source>
        <translation>「base」行がありません</translation>
    </message>
    <message>
        <source>The list of your learned games %1 is damaged (%2); your book is kept as it is.</source>
        <translation>学習した対局のリスト %1 が壊れています（%2）。ブックはそのまま使います。</translation>
    </message>
    <message>
        <source>The opening book was updated: learning your games into it again…</source>
        <translation>定石ブックが更新されました。あなたの対局をもう一度学習しています…</translation>
    </message>
    <message numerus="yes">
        <source>The opening book was updated: your %n learned game(s) are in it again.</source>
        <translation>
            <numerusform>定石ブックが更新されました。学習した %n 局が再び含まれています。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>probcut::ui::ClassicFeaturesModel</name>
    <message>
        <source>Black</source>
        <translation>黒</translation>
    </message>
    <message>
        <source>White</source>
        <translation>白</translation>
    </message>
    <message>
        <source>Discs</source>
        <translation>石数</translation>
    </message>
    <message>
        <source>Mobility</source>
        <translation>着手可能数</translation>
    </message>
    <message>
        <source>Corners</source>
        <translation>隅</translation>
    </message>
    <message>
        <source>Corner access</source>
        <translation>取れる隅</translation>
    </message>
    <message>
        <source>C-squares</source>
        <translation>Cマス</translation>
    </message>
    <message>
        <source>X-squares</source>
        <translation>Xマス</translation>
    </message>
    <message>
        <source>Frontier</source>
        <translation>外側の石</translation>
    </message>
    <message>
        <source>Stable discs</source>
        <translation>確定石</translation>
    </message>
    <message>
        <source>Wedges</source>
        <translation>割り込み</translation>
    </message>
    <message>
        <source>Discs on the board. Early on, fewer is often better.</source>
        <translation>盤上の石の数。序盤では少ないほうが良いことが多い。</translation>
    </message>
    <message>
        <source>Legal moves. More choice is good; few moves force bad ones.</source>
        <translation>合法手の数。選択肢は多いほうが良く、少ないと悪い手を強いられる。</translation>
    </message>
    <message>
        <source>Corners held. A corner disc can never be flipped.</source>
        <translation>取っている隅の数。隅の石は決して返されない。</translation>
    </message>
    <message>
        <source>Corners that can be taken with the next move.</source>
        <translation>次の手で取れる隅の数。</translation>
    </message>
    <message>
        <source>Edge squares next to an empty corner: risky, they can give the corner away.</source>
        <translation>空いている隅に隣接する辺のマス：隅を与えてしまう危険がある。</translation>
    </message>
    <message>
        <source>Squares diagonally next to an empty corner: usually give the corner away.</source>
        <translation>空いている隅の斜め隣のマス：たいてい隅を与えてしまう。</translation>
    </message>
    <message>
        <source>Discs next to an empty square (potential mobility). Fewer is better: they give the other side moves.</source>
        <translation>空きマスに接する石 (潜在的着手可能数)。少ないほうが良い：相手に打てる場所を与えるため。</translation>
    </message>
    <message>
        <source>Discs that can never be flipped again for the rest of the game.</source>
        <translation>終局までもう返されることのない石。</translation>
    </message>
    <message>
        <source>Empty edge squares between two of the other side&apos;s discs: places to wedge in.</source>
        <translation>辺上で相手の石 2 つに挟まれた空きマス：割り込める場所。</translation>
    </message>
    <message>
        <source>Feature</source>
        <translation>特徴</translation>
    </message>
    <message>
        <source>What it means</source>
        <translation>意味</translation>
    </message>
    <message>
        <source>A feature of the position that players count</source>
        <translation>プレイヤーが数える局面の特徴</translation>
    </message>
    <message>
        <source>How many Black has</source>
        <translation>黒の数</translation>
    </message>
    <message>
        <source>How many White has</source>
        <translation>白の数</translation>
    </message>
    <message>
        <source>The feature in plain words</source>
        <translation>特徴のわかりやすい説明</translation>
    </message>
    <message>
        <source>What the difference in %1 is worth to %2 in the classic evaluation, in discs at the end of the game.</source>
        <translation>古典的評価で、%1の差が%2にとってどれだけの価値を持つか (終局時の石差)。</translation>
    </message>
    <message>
        <source>Worth (%1)</source>
        <translation>価値（%1）</translation>
    </message>
    <message>
        <source>What the difference between the two sides is worth to %1, in discs, in the classic evaluation (weights fitted to expert games for this stage of the game)</source>
        <translation>古典的評価で、両者の差が%1にとってどれだけの価値を持つか (石差。重みはこの段階の熟練者の対局に当てはめたもの)</translation>
    </message>
</context>
<context>
    <name>probcut::ui::CutComparison</name>
    <message>
        <source>This search did not prune (selectivity 100 %): there is nothing to compare.</source>
        <translation>この探索は枝刈りをしていません (選択性 100 %)：比較するものがありません。</translation>
    </message>
    <message>
        <source>Nothing to compare: no depth or no time was given.</source>
        <translation>比較できません：深さまたは時間が指定されていません。</translation>
    </message>
    <message>
        <source>Nothing to compare: the side to move has no legal move.</source>
        <translation>比較できません：手番側に合法手がありません。</translation>
    </message>
    <message>
        <source>With ProbCut: depth %1 of %2 (%3 s)</source>
        <translation>ProbCut あり：深さ %1 / %2 (%3 秒)</translation>
    </message>
    <message>
        <source>Without pruning: depth %1 of %2 (%3 s)</source>
        <translation>枝刈りなし：深さ %1 / %2 (%3 秒)</translation>
    </message>
    <message>
        <source>The search did not prune: there are no Multi-ProbCut parameters for this evaluation.</source>
        <translation>探索は枝刈りをしていません：この評価関数には Multi-ProbCut のパラメータがありません。</translation>
    </message>
    <message>
        <source>The search with ProbCut completed no iteration within %1 s.</source>
        <translation>ProbCut ありの探索は %1 秒以内に反復を 1 回も完了しませんでした。</translation>
    </message>
    <message>
        <source>Checking the cuts: 0 of %1</source>
        <translation>カットを検証中：%1 件中 0 件</translation>
    </message>
    <message>
        <source>Checking the cuts: %1 of %2</source>
        <translation>カットを検証中：%2 件中 %1 件</translation>
    </message>
</context>
<context>
    <name>probcut::ui::CutComparisonView</name>
    <message>
        <source>%1 ms</source>
        <translation>%1 ミリ秒</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <source>Compare with brute force</source>
        <translation>総当たり探索と比較</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <source>Search the same position again without forward pruning, to the same depth, and check the cuts nearest the root with exact deep searches.</source>
        <translation>同じ局面を前向き枝刈りなしで同じ深さまで探索し直し、ルートに最も近いカットを厳密な深い探索で検証します。</translation>
    </message>
    <message>
        <source>With ProbCut</source>
        <translation>ProbCut あり</translation>
    </message>
    <message>
        <source>Without pruning,
same time</source>
        <translation>枝刈りなし
同じ時間</translation>
    </message>
    <message>
        <source>Without pruning,
same depth</source>
        <translation>枝刈りなし
同じ深さ</translation>
    </message>
    <message>
        <source>Depth reached</source>
        <translation>到達した深さ</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>ノード数</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>時間</translation>
    </message>
    <message>
        <source>Best move</source>
        <translation>最善手</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>評価値</translation>
    </message>
    <message>
        <source>Path</source>
        <translation>手順</translation>
    </message>
    <message>
        <source>To move</source>
        <translation>手番</translation>
    </message>
    <message>
        <source>Height</source>
        <translation>高さ</translation>
    </message>
    <message>
        <source>Cut&apos;s claim</source>
        <translation>カットの主張</translation>
    </message>
    <message>
        <source>Deep value</source>
        <translation>深い探索値</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>検証結果</translation>
    </message>
    <message>
        <source>Value for Black</source>
        <translation>黒から見た評価値</translation>
    </message>
    <message>
        <source>Value for White</source>
        <translation>白から見た評価値</translation>
    </message>
    <message>
        <source>%1: depth %2 not reached within the cap</source>
        <translation>%1：時間の上限内に深さ %2 に届かず</translation>
    </message>
    <message>
        <source>Multi-ProbCut at %1 % selectivity, to depth %2.</source>
        <translation>選択性 %1 % の Multi-ProbCut、深さ %2 まで。</translation>
    </message>
    <message>
        <source>The search without forward pruning, stopped after the time the search with ProbCut took.</source>
        <translation>前向き枝刈りなしの探索。ProbCut ありの探索にかかった時間で打ち切ります。</translation>
    </message>
    <message>
        <source>The search without forward pruning, to the same depth (at most %1 s).</source>
        <translation>前向き枝刈りなしの探索。同じ深さまで (最大 %1 秒)。</translation>
    </message>
    <message>
        <source>(the root)</source>
        <translation>(ルート)</translation>
    </message>
    <message>
        <source>at least %1</source>
        <translation>%1 以上</translation>
    </message>
    <message>
        <source>at most %1</source>
        <translation>%1 以下</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>黒</translation>
    </message>
    <message>
        <source>White</source>
        <translation>白</translation>
    </message>
    <message>
        <source>not checked within the cap</source>
        <translation>時間の上限内に未検証</translation>
    </message>
    <message>
        <source>contradicted</source>
        <translation>外れ</translation>
    </message>
    <message>
        <source>held</source>
        <translation>的中</translation>
    </message>
    <message>
        <source>no cuts to check</source>
        <translation>検証するカットなし</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n cut(s) contradicted</source>
        <translation>
            <numerusform>%n 件中 %1 件のカットが外れ</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2 not checked within the cap)</source>
        <translation>%1 (時間の上限内に未検証 %2 件)</translation>
    </message>
    <message>
        <source>without pruning depth %1 was not reached within the cap</source>
        <translation>枝刈りなしでは時間の上限内に深さ %1 に届きませんでした</translation>
    </message>
    <message>
        <source>both moves agree: %1</source>
        <translation>最善手は一致：%1</translation>
    </message>
    <message>
        <source>the best move differs: %1 with ProbCut, %2 without pruning</source>
        <translation>最善手が異なります：ProbCut ありでは %1、枝刈りなしでは %2</translation>
    </message>
    <message>
        <source>%1; %2</source>
        <translation>%1、%2</translation>
    </message>
    <message>
        <source>for Black</source>
        <translation>黒から見た値</translation>
    </message>
    <message>
        <source>for the side to move there</source>
        <translation>その局面の手番側から見た値</translation>
    </message>
    <message>
        <source>What the cut asserted, from a shallow search only: the full search of this position would end at least or at most at this value, %1.</source>
        <translation>浅い探索だけに基づいてカットが主張した内容：この局面を完全に探索すれば、少なくとも、または多くともこの値になる、というもの (%1)。</translation>
    </message>
    <message>
        <source>The value of an exact search of the position to its height, without pruning, %1.</source>
        <translation>その局面を高さの分だけ枝刈りなしで厳密に探索した値 (%1)。</translation>
    </message>
</context>
<context>
    <name>probcut::ui::CutDiagram</name>
    <message>
        <source>ProbCut sketch</source>
        <translation>ProbCut の概念図</translation>
    </message>
    <message>
        <source>Deep search value against shallow search value: the fitted line, a shaded band around it, the score that matters as a horizontal line, and the shallow values that are enough to skip the deep search.</source>
        <translation>浅い探索値に対する深い探索値：回帰直線とその周りの網掛けの帯、基準となる値を示す水平線、そして深い探索を省略するのに十分な浅い探索値の範囲。</translation>
    </message>
    <message>
        <source>shallow search (%1 plies)</source>
        <translation>浅い探索 (%1 手)</translation>
    </message>
    <message>
        <source>shallow search (d plies)</source>
        <translation>浅い探索 (d 手)</translation>
    </message>
    <message>
        <source>deep search (to the end)</source>
        <translation>深い探索 (終局まで)</translation>
    </message>
    <message>
        <source>deep search (%1 plies)</source>
        <translation>深い探索 (%1 手)</translation>
    </message>
    <message>
        <source>deep search (h plies)</source>
        <translation>深い探索 (h 手)</translation>
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
        <translation>β：超えるべき値</translation>
    </message>
    <message>
        <source>α: score already secured</source>
        <translation>α：すでに確保した値</translation>
    </message>
    <message>
        <source>prediction ± t·σ</source>
        <translation>予測 ± t·σ</translation>
    </message>
    <message>
        <source>cut: skip the deep search</source>
        <translation>カット：深い探索を省略</translation>
    </message>
</context>
<context>
    <name>probcut::ui::CutExplanation</name>
    <message>
        <source>Black</source>
        <translation>黒</translation>
    </message>
    <message>
        <source>White</source>
        <translation>白</translation>
    </message>
    <message>
        <source>Multi-cut (Björnsson and Marsland): several of %1&apos;s first moves here, each searched a few plies less deep, already reached %2, enough to refute %3&apos;s line, so the position was not searched to the end of the game.</source>
        <translation>マルチカット (Björnsson と Marsland)：ここでの%1の最初の手のいくつかが、それぞれ数手浅く探索しただけで既に %2 に達し、%3の手順を咎めるのに十分だったため、この局面は終局まで探索されませんでした。</translation>
    </message>
    <message>
        <source>Multi-cut (Björnsson and Marsland): several of %1&apos;s first moves here, each searched a few plies less deep, already reached %2, enough to refute %3&apos;s line, so the position was not searched %4 plies deep.</source>
        <translation>マルチカット (Björnsson と Marsland)：ここでの%1の最初の手のいくつかが、それぞれ数手浅く探索しただけで既に %2 に達し、%3の手順を咎めるのに十分だったため、この局面は %4 手先までは探索されませんでした。</translation>
    </message>
    <message>
        <source>A %1-ply search said %2 for %3, the side to move there.</source>
        <translation>%1 手の探索では、この局面の手番側である%3にとって %2 でした。</translation>
    </message>
    <message>
        <source>From that, the final result is expected to be about %1.</source>
        <translation>そこから、最終結果はおよそ %1 と予想されます。</translation>
    </message>
    <message>
        <source>From that, a %1-ply search is expected to say about %2.</source>
        <translation>そこから、%1 手の探索はおよそ %2 を返すと予想されます。</translation>
    </message>
    <message>
        <source>At this stage of the game, %1 of the time a search to the end of the game comes out no more than %2 discs below what the %3-ply search predicts.</source>
        <translation>この段階では、%1 の確率で、終局までの探索結果が %3 手の探索による予測を下回る幅は %2 石以内です。</translation>
    </message>
    <message>
        <source>At this stage of the game, %1 of the time a %2-ply search comes out no more than %3 discs below what the %4-ply search predicts.</source>
        <translation>この段階では、%1 の確率で、%2 手の探索結果が %4 手の探索による予測を下回る幅は %3 石以内です。</translation>
    </message>
    <message>
        <source>At this stage of the game, %1 of the time a search to the end of the game comes out no more than %2 discs above what the %3-ply search predicts.</source>
        <translation>この段階では、%1 の確率で、終局までの探索結果が %3 手の探索による予測を上回る幅は %2 石以内です。</translation>
    </message>
    <message>
        <source>At this stage of the game, %1 of the time a %2-ply search comes out no more than %3 discs above what the %4-ply search predicts.</source>
        <translation>この段階では、%1 の確率で、%2 手の探索結果が %4 手の探索による予測を上回る幅は %3 石以内です。</translation>
    </message>
    <message>
        <source>Even %1 discs lower, %2 would still have %3: at least the %4 needed to refute %5&apos;s line.</source>
        <translation>%1 石低くても、%2は %3 を保てます：%5の手順を咎めるのに必要な %4 以上です。</translation>
    </message>
    <message>
        <source>So the position was taken as good enough, without searching it to the end of the game.</source>
        <translation>そのため、この局面は終局まで探索せずに十分良いとみなされました。</translation>
    </message>
    <message>
        <source>So the position was taken as good enough, without searching it %1 plies deep.</source>
        <translation>そのため、この局面は %1 手先まで探索せずに十分良いとみなされました。</translation>
    </message>
    <message>
        <source>Even %1 discs higher, %2 would have only %3: no better than the %4 %2 can already get elsewhere.</source>
        <translation>%1 石高くても、%2は %3 にしかなりません：%2が他の手で既に得られる %4 を上回りません。</translation>
    </message>
    <message>
        <source>So the position was taken as too weak to matter, without searching it to the end of the game.</source>
        <translation>そのため、この局面は終局まで探索せずに、考慮に値しないほど弱いとみなされました。</translation>
    </message>
    <message>
        <source>So the position was taken as too weak to matter, without searching it %1 plies deep.</source>
        <translation>そのため、この局面は %1 手先まで探索せずに、考慮に値しないほど弱いとみなされました。</translation>
    </message>
    <message>
        <source>To be sure enough that %1 keeps the %2 needed to refute %3&apos;s line, it had to reach %4; it fell short.</source>
        <translation>%1が%3の手順を咎めるのに必要な %2 を保つと十分に確信するには、%4 に達する必要がありましたが、届きませんでした。</translation>
    </message>
    <message>
        <source>To be sure enough that %1 cannot beat the %2 it can already get elsewhere, it had to stay at or below %3; it did not.</source>
        <translation>%1が他の手で既に得られる %2 を上回れないと十分に確信するには、%3 以下にとどまる必要がありましたが、そうなりませんでした。</translation>
    </message>
    <message>
        <source>So this check skipped nothing: unless another check cuts, the position is searched in full.</source>
        <translation>したがって、この判定では何も省略されていません：他の判定がカットしない限り、局面は完全に探索されます。</translation>
    </message>
    <message>
        <source>Saved about one position.</source>
        <translation>約 1 局面を節約しました。</translation>
    </message>
    <message>
        <source>Saved about %1 positions.</source>
        <translation>約 %1 局面を節約しました。</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Multi-cut&lt;/b&gt; (Björnsson and Marsland): several of the first moves, searched at reduced depth, reached β = %1, so the node of height %2 was taken to fail high. No regression model is involved.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;マルチカット&lt;/b&gt; (Björnsson と Marsland)：最初の手のいくつかが、深さを減らした探索で β = %1 に達したため、高さ %2 のノードはフェイルハイとみなされました。回帰モデルは使いません。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>end</source>
        <comment>subscript: the exact result at the end of the game</comment>
        <translation>終局</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Model&lt;/b&gt; at this stage of the game: %1 ≈ a·%2 + b = %3·%2%4, residual deviation σ = %5 discs.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;モデル&lt;/b&gt; (この段階)：%1 ≈ a·%2 + b = %3·%2%4、残差の標準偏差 σ = %5 石。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Threshold&lt;/b&gt; t = %1, from the confidence Φ(t) = %2: with that probability the deep value is at least the prediction − t·σ, here %3 discs below it.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;しきい値&lt;/b&gt; t = %1 (信頼度 Φ(t) = %2 から)：この確率で、深い探索値は予測 − t·σ 以上になります。ここでは予測より %3 石低い値です。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Threshold&lt;/b&gt; t = %1, from the confidence Φ(t) = %2: with that probability the deep value is at most the prediction + t·σ, here %3 discs above it.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;しきい値&lt;/b&gt; t = %1 (信頼度 Φ(t) = %2 から)：この確率で、深い探索値は予測 + t·σ 以下になります。ここでは予測より %3 石高い値です。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Bound&lt;/b&gt; (fail-high check, %1 = %2): %3 = %4 = %5, rounded up to %6.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;境界&lt;/b&gt; (フェイルハイの判定、%1 = %2)：%3 = %4 = %5、切り上げて %6。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Bound&lt;/b&gt; (fail-low check, %1 = %2): %3 = %4 = %5, rounded down to %6.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;境界&lt;/b&gt; (フェイルローの判定、%1 = %2)：%3 = %4 = %5、切り下げて %6。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>fail high: the deep search is skipped</source>
        <translation>フェイルハイ：深い探索を省略</translation>
    </message>
    <message>
        <source>fail low: the deep search is skipped</source>
        <translation>フェイルロー：深い探索を省略</translation>
    </message>
    <message>
        <source>no cut</source>
        <translation>カットなし</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Check&lt;/b&gt;: %1 = %2 %3 %4, so %5. Predicted %6 = %7; the model&apos;s confidence that %6 ≥ %8: %9.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;判定&lt;/b&gt;：%1 = %2 %3 %4、よって%5。予測 %6 = %7。%6 ≥ %8 であるというモデルの信頼度：%9。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Check&lt;/b&gt;: %1 = %2 %3 %4, so %5. Predicted %6 = %7; the model&apos;s confidence that %6 ≤ %8: %9.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;判定&lt;/b&gt;：%1 = %2 %3 %4、よって%5。予測 %6 = %7。%6 ≤ %8 であるというモデルの信頼度：%9。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;The idea.&lt;/b&gt; A deep search is slow; a shallow one is quick. Over thousands of positions the quick search turns out to predict the deep one well: the slanted line in the sketch. So before searching a position deeply, the engine runs a quick search first. If its prediction lies far enough beyond the score that matters (β in the sketch), the deep search is skipped. That skip is a &lt;b&gt;cut&lt;/b&gt;.&lt;/p&gt;&lt;p&gt;&lt;b&gt;The band.&lt;/b&gt; Deep results scatter around the prediction. The shaded band shows how far they usually stray at this stage of the game. A cut is made only when even the edge of the band is beyond the score that matters.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Confidence&lt;/b&gt; is how often the deep search would have agreed with a cut. At 95 %, at most about one cut in twenty is wrong. A higher confidence widens the band: fewer cuts, more time, fewer mistakes.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Height&lt;/b&gt; is how many moves ahead (plies) the skipped search would have looked; cuts at a large height save the most. Near the end of the game the deep search is the exact result.&lt;/p&gt;&lt;p&gt;&lt;b&gt;What can go wrong.&lt;/b&gt; A cut is a bet. In an unusual position, a sudden swing the quick search cannot see, the deep result falls outside the band and the engine may misjudge a line or miss the best move. The regression panel re-runs sampled cuts to show how often that happens.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;考え方。&lt;/b&gt;深い探索は遅く、浅い探索は速いものです。数千の局面で調べると、速い探索は深い探索の結果をよく予測します：図の斜めの直線がそれです。そこでエンジンは、局面を深く探索する前にまず速い探索を行います。その予測が基準となる値 (図の β) を十分に超えていれば、深い探索を省略します。この省略が&lt;b&gt;カット&lt;/b&gt;です。&lt;/p&gt;&lt;p&gt;&lt;b&gt;帯。&lt;/b&gt;深い探索の結果は予測の周りにばらつきます。網掛けの帯は、この段階でふだんどれくらいずれるかを示します。帯の端でさえ基準となる値を超えているときにだけカットします。&lt;/p&gt;&lt;p&gt;&lt;b&gt;信頼度&lt;/b&gt;は、深い探索がカットと同じ結論になる頻度です。95 % なら、誤ったカットは多くとも約 20 回に 1 回です。信頼度を上げると帯が広がり、カットが減って時間はかかりますが、誤りも減ります。&lt;/p&gt;&lt;p&gt;&lt;b&gt;高さ&lt;/b&gt;は、省略した探索が何手先まで読むはずだったかです。高さが大きいカットほど多くの手間を省きます。終盤では深い探索は厳密な結果になります。&lt;/p&gt;&lt;p&gt;&lt;b&gt;うまくいかない場合。&lt;/b&gt;カットは賭けです。普通でない局面や、速い探索では見えない急な形勢の変化があると、深い探索の結果が帯の外に出て、エンジンが手順を読み誤ったり最善手を逃したりすることがあります。回帰パネルは抽出したカットを再探索して、それがどれくらい起きるかを示します。&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>probcut::ui::CutPanel</name>
    <message>
        <source>Game engine</source>
        <translation>対局エンジン</translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation>解析</translation>
    </message>
    <message>
        <source>What is this?</source>
        <translation>これは何？</translation>
    </message>
    <message>
        <source>Explain Multi-ProbCut and the terms of this panel</source>
        <translation>Multi-ProbCut とこのパネルの用語を説明</translation>
    </message>
    <message>
        <source>By height</source>
        <translation>高さ別</translation>
    </message>
    <message>
        <source>Checks per height and try: how many ran and how many cut</source>
        <translation>高さと試行ごとの判定：実行数とカット数</translation>
    </message>
    <message>
        <source>Root moves</source>
        <translation>ルートの手</translation>
    </message>
    <message>
        <source>For each move of the searched position: the cuts in the subtree below it, in the newest iteration; click a move to see its deepest cut</source>
        <translation>探索局面の各手について、最新の反復でその下の部分木に生じたカット。手をクリックすると最も深いカットを表示</translation>
    </message>
    <message>
        <source>Plies:</source>
        <translation>手数：</translation>
    </message>
    <message>
        <source>How many moves deep the tree goes; checks further down are counted in the last level</source>
        <translation>ツリーを何手の深さまで展開するか。それより下の判定は最下段にまとめて数える</translation>
    </message>
    <message>
        <source>Build tree</source>
        <translation>ツリーを構築</translation>
    </message>
    <message>
        <source>Build the tree from the checks of the newest iteration received so far</source>
        <translation>これまでに受け取った最新の反復の判定からツリーを構築</translation>
    </message>
    <message>
        <source>Tree</source>
        <translation>ツリー</translation>
    </message>
    <message>
        <source>The checks of the newest iteration as a tree of moves, on request</source>
        <translation>最新の反復の判定を手のツリーとして表示 (要求時に構築)</translation>
    </message>
    <message>
        <source>No checks received yet.</source>
        <translation>まだ判定を受け取っていません。</translation>
    </message>
    <message numerus="yes">
        <source>%n check(s) of depth %1 (a snapshot: build again to update)</source>
        <translation>
            <numerusform>深さ %1 の判定 %n 件 (スナップショット：更新するには再構築)</numerusform>
        </translation>
    </message>
    <message>
        <source>Waiting for a selective search (confidence below 100 %) of the game engine or Analyse Position.</source>
        <translation>対局エンジンまたは「局面を解析」の選択的探索 (信頼度 100 % 未満) を待っています。</translation>
    </message>
    <message>
        <source>Cut decisions are collected while this panel is shown.</source>
        <translation>カットの判定は、このパネルの表示中に収集されます。</translation>
    </message>
    <message>
        <source>searching depth %1</source>
        <translation>深さ %1 を探索中</translation>
    </message>
    <message>
        <source>finished at depth %1</source>
        <translation>深さ %1 で終了</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Confidence %1 %  (t = %2)</source>
        <translation>信頼度 %1 %  (t = %2)</translation>
    </message>
    <message>
        <source>Confidence 100 %: exact search, nothing is cut</source>
        <translation>信頼度 100 %：完全探索、カットなし</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>黒</translation>
    </message>
    <message>
        <source>White</source>
        <translation>白</translation>
    </message>
    <message>
        <source>%1 would score at least %2: subtree skipped</source>
        <translation>%1は少なくとも %2 の見込み：部分木を省略</translation>
    </message>
    <message>
        <source>%1 would score at most %2: subtree skipped</source>
        <translation>%1は多くても %2 の見込み：部分木を省略</translation>
    </message>
    <message>
        <source>not conclusive: searched in full</source>
        <translation>決着せず：完全に探索</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; (%2 to move) — height %3, check depth %4, try %5: shallow value %6 %7 bound %8 → %9</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; (%2番) — 高さ %3、判定深さ %4、試行 %5：浅い探索値 %6 %7 境界 %8 → %9</translation>
    </message>
    <message>
        <source>searched position</source>
        <translation>探索局面</translation>
    </message>
    <message>
        <source>Model: v&lt;sub&gt;%1&lt;/sub&gt; ≈ %2·v&lt;sub&gt;%3&lt;/sub&gt; %4, σ = %5, t = %6; confidence %7</source>
        <translation>モデル：v&lt;sub&gt;%1&lt;/sub&gt; ≈ %2·v&lt;sub&gt;%3&lt;/sub&gt; %4、σ = %5、t = %6、信頼度 %7</translation>
    </message>
    <message>
        <source>Cut check: %1 — height %2, %3</source>
        <translation>カット判定：%1 — 高さ %2、%3</translation>
    </message>
    <message>
        <source>No cut below this move in this iteration.</source>
        <translation>この反復では、この手の下でカットはありません。</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: %2 check(s) at or below this position, %3 cut(s)</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;：この局面以下の判定 %2 件、カット %3 件</translation>
    </message>
    <message>
        <source>Cut tree: %1</source>
        <translation>カットツリー：%1</translation>
    </message>
    <message>
        <source>Was it right?</source>
        <translation>答え合わせ</translation>
    </message>
    <message>
        <source>Search the same position without forward pruning and compare: depth in the same time, nodes, best move, value, and which cuts an exact search contradicts</source>
        <translation>同じ局面を前向き枝刈りなしで探索して比較：同じ時間で届く深さ、ノード数、最善手、評価値、厳密な探索で外れとわかるカット</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>キャンセルしました。</translation>
    </message>
    <message>
        <source>Click a node of the picture, or step through the cuts, to see what happened there.</source>
        <translation>図のノードをクリックするか、カットを順に表示すると、そこで何が起きたかがわかります。</translation>
    </message>
    <message>
        <source>searching</source>
        <translation>探索中</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>終了</translation>
    </message>
    <message>
        <source>By height: every check of the search. Picture, root moves and tree: depth %1, up to %2 checks per iteration sampled evenly across the moves and heights.</source>
        <translation>高さ別：探索のすべての判定。図・ルートの手・ツリー：深さ %1、反復ごとに最大 %2 件の判定を手と高さにわたって均等に抽出。</translation>
    </message>
    <message>
        <source>The previous cut</source>
        <translation>前のカット</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>再生</translation>
    </message>
    <message>
        <source>Go through the cuts one by one</source>
        <translation>カットを 1 つずつ順に表示</translation>
    </message>
    <message>
        <source>The next cut</source>
        <translation>次のカット</translation>
    </message>
    <message>
        <source>Whole tree</source>
        <translation>ツリー全体</translation>
    </message>
    <message>
        <source>Zoom out to the searched position</source>
        <translation>探索局面まで縮小表示</translation>
    </message>
    <message>
        <source>Save…</source>
        <translation>保存…</translation>
    </message>
    <message>
        <source>Save the picture as an image (PNG) or a drawing (SVG)</source>
        <translation>図を PNG 画像または SVG 図として保存</translation>
    </message>
    <message>
        <source>Show the formula</source>
        <translation>式を表示</translation>
    </message>
    <message>
        <source>Picture</source>
        <translation>図</translation>
    </message>
    <message>
        <source>The last finished iteration&apos;s search tree: each move as wide as the work searched under it, the moves Multi-ProbCut cut as coloured stubs; click to zoom, hover for details</source>
        <translation>最後に完了した反復の探索木：各手の幅はその下で探索した作業量を表し、Multi-ProbCut がカットした手は細い色付きの箱で示します。クリックで拡大、マウスを重ねると詳細を表示</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>一時停止</translation>
    </message>
    <message>
        <source>Save Picture</source>
        <translation>図を保存</translation>
    </message>
    <message>
        <source>search-tree.png</source>
        <translation>search-tree.png</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG drawing (*.svg)</source>
        <translation>PNG 画像 (*.png);;SVG 図 (*.svg)</translation>
    </message>
    <message>
        <source>Could not save the picture: %1</source>
        <translation>図を保存できませんでした：%1</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 を保存しました</translation>
    </message>
    <message>
        <source>Depth %1, still being searched: </source>
        <translation>深さ %1 (探索中)：</translation>
    </message>
    <message>
        <source>Depth %1, the last finished iteration: </source>
        <translation>深さ %1 (最後に完了した反復)：</translation>
    </message>
    <message>
        <source>%1 positions searched under the moves, %2 cuts saving about %3 positions (estimated from the average cost of a full search of each height). Rings on the board: the share of each move&apos;s work that cuts saved, and its number of cuts.</source>
        <translation>各手の下で %1 局面を探索、カット %2 件で約 %3 局面を節約 (各高さの完全な探索の平均コストから推定)。盤上のリング：各手の作業量のうちカットで節約した割合と、そのカット数。</translation>
    </message>
    <message>
        <source>No cuts to step through yet</source>
        <translation>順に表示できるカットはまだありません</translation>
    </message>
    <message numerus="yes">
        <source>%n cut(s) to step through</source>
        <translation>
            <numerusform>順に表示できるカット %n 件</numerusform>
        </translation>
    </message>
    <message>
        <source>Cut %1 of %2</source>
        <translation>カット %1 / %2</translation>
    </message>
    <message>
        <source>The cuts of the iteration shown, in the order the search made them (sampled evenly across the moves and heights when there are many)</source>
        <translation>表示中の反復のカットを、探索が行った順に表示 (多い場合は手と高さにわたって均等に抽出)</translation>
    </message>
    <message>
        <source>At the searched position</source>
        <translation>探索局面で</translation>
    </message>
    <message>
        <source>After %1</source>
        <translation>%1 の後</translation>
    </message>
    <message>
        <source>cut</source>
        <translation>カット</translation>
    </message>
    <message>
        <source>the image could not be written</source>
        <translation>画像を書き込めませんでした</translation>
    </message>
    <message>
        <source>Run a selective search first (an analysis or an engine move with a confidence below 100 %); it is compared at the depth it reached.</source>
        <translation>先に選択的探索 (信頼度 100 % 未満での解析またはエンジンの着手) を実行してください。その探索が到達した深さで比較します。</translation>
    </message>
    <message>
        <source>Cannot compare: %1</source>
        <translation>比較できません：%1</translation>
    </message>
    <message>
        <source>They take at most %1 MB.</source>
        <translation>使用メモリは最大 %1 MB です。</translation>
    </message>
    <message numerus="yes">
        <source>Building the tree from %n check(s)…</source>
        <translation>
            <numerusform>%n 件の判定から木を構築中…</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>probcut::ui::CutPicture</name>
    <message>
        <source>Search-tree picture</source>
        <translation>探索木の図</translation>
    </message>
    <message>
        <source>Each band is one move deeper; a node&apos;s width is the work searched under it; coloured stubs are the moves Multi-ProbCut cut.</source>
        <translation>各段は 1 手ずつ深くなり、ノードの幅はその下で探索した作業量を表します。細い色付きの箱は Multi-ProbCut がカットした手です。</translation>
    </message>
    <message>
        <source>searched (darker: more saved by cuts inside)</source>
        <translation>探索済み (濃いほど内部のカットで多く節約)</translation>
    </message>
    <message>
        <source>end</source>
        <translation>終局</translation>
    </message>
    <message>
        <source>cut at height %1: %2</source>
        <translation>高さ %1 のカット：%2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>multi-cut: %1</source>
        <translation>マルチカット：%1</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>黒</translation>
    </message>
    <message>
        <source>White</source>
        <translation>白</translation>
    </message>
    <message>
        <source>The searched position</source>
        <translation>探索局面</translation>
    </message>
    <message>
        <source>After %1</source>
        <translation>%1 の後</translation>
    </message>
    <message>
        <source>%1 positions searched (%2 to move there)</source>
        <translation>%1 局面を探索 (この局面は%2番)</translation>
    </message>
    <message>
        <source>at least %1</source>
        <translation>%1 以上</translation>
    </message>
    <message>
        <source>at most %1</source>
        <translation>%1 以下</translation>
    </message>
    <message>
        <source>Searched %1 plies deep with the window %2 to %3; result %4 for %5</source>
        <translation>ウィンドウ %2 ～ %3 で %1 手先まで探索、結果は%5から見て %4</translation>
    </message>
    <message>
        <source>%1 cuts inside, saving about %2 positions</source>
        <translation>内部のカット %1 件で約 %2 局面を節約</translation>
    </message>
    <message>
        <source>Nothing was cut inside.</source>
        <translation>内部でカットはありませんでした。</translation>
    </message>
    <message>
        <source>No picture yet: it shows the last finished iteration of a selective search.
Start an analysis or an engine move with Multi-ProbCut on (confidence below 100 %).</source>
        <translation>まだ図はありません：選択的探索で最後に完了した反復を表示します。
Multi-ProbCut をオン (信頼度 100 % 未満) にして、解析またはエンジンの着手を開始してください。</translation>
    </message>
    <message>
        <source>position</source>
        <translation>局面</translation>
    </message>
    <message>
        <source>cut</source>
        <translation>カット</translation>
    </message>
    <message>
        <source>The colours of the cut stubs: the height of a cut is how many moves deep the search it skipped would have gone; higher cuts skip more work. The numbers count the cuts of the whole iteration, deeper ones included.</source>
        <translation>カットの箱の色：カットの高さは、省略した探索が何手先まで読むはずだったかです。高いカットほど多くの作業を省きます。数値は、より深いものも含めた反復全体のカット数です。</translation>
    </message>
</context>
<context>
    <name>probcut::ui::CutRootMovesModel</name>
    <message>
        <source>Greyed: depth %1 has not reached this move yet; the numbers are from depth %2.</source>
        <translation>灰色：深さ %1 の探索はまだこの手に達していません。数値は深さ %2 のものです。</translation>
    </message>
    <message>
        <source>Deepest cut below %1 at %2 (%3); click to see it on the board.</source>
        <translation>%1 の下で最も深いカットは %2 (%3)。クリックで盤上に表示。</translation>
    </message>
    <message>
        <source>Deepest cut: the height of the largest subtree skipped below this move.</source>
        <translation>最深カット：この手の下で省略された最大の部分木の高さ。</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>着手</translation>
    </message>
    <message>
        <source>Checks</source>
        <translation>判定数</translation>
    </message>
    <message>
        <source>Cut high</source>
        <translation>ハイ側カット</translation>
    </message>
    <message>
        <source>Cut low</source>
        <translation>ロー側カット</translation>
    </message>
    <message>
        <source>Cuts by height</source>
        <translation>高さ別カット</translation>
    </message>
    <message>
        <source>Deepest</source>
        <translation>最深</translation>
    </message>
    <message>
        <source>Check depth</source>
        <translation>判定深さ</translation>
    </message>
    <message>
        <source>Shallow</source>
        <translation>浅い値</translation>
    </message>
    <message>
        <source>Bound</source>
        <translation>境界</translation>
    </message>
    <message>
        <source>Confidence</source>
        <translation>信頼度</translation>
    </message>
</context>
<context>
    <name>probcut::ui::CutSummaryModel</name>
    <message>
        <source>Total</source>
        <translation>合計</translation>
    </message>
    <message>
        <source>Height</source>
        <translation>高さ</translation>
    </message>
    <message>
        <source>Try</source>
        <translation>試行</translation>
    </message>
    <message>
        <source>Check depth</source>
        <translation>判定深さ</translation>
    </message>
    <message>
        <source>Checks</source>
        <translation>判定数</translation>
    </message>
    <message>
        <source>Cut high</source>
        <translation>ハイ側カット</translation>
    </message>
    <message>
        <source>Cut low</source>
        <translation>ロー側カット</translation>
    </message>
    <message>
        <source>No cut</source>
        <translation>カットなし</translation>
    </message>
    <message>
        <source>Cut %</source>
        <translation>カット率 %</translation>
    </message>
</context>
<context>
    <name>probcut::ui::CutTerms</name>
    <message>
        <source>fail high (cut)</source>
        <translation>フェイルハイ (カット)</translation>
    </message>
    <message>
        <source>fail low (cut)</source>
        <translation>フェイルロー (カット)</translation>
    </message>
    <message>
        <source>no cut</source>
        <translation>カットなし</translation>
    </message>
    <message>
        <source>Height: how many plies the full search would have looked ahead from this position.</source>
        <translation>高さ：完全な探索であれば、この局面から何手先まで読んでいたか。</translation>
    </message>
    <message>
        <source>Try: Multi-ProbCut may test a position several times with ever deeper shallow searches; try 1 is the cheapest.</source>
        <translation>試行：Multi-ProbCut は浅い探索を段階的に深くしながら同じ局面を何度か判定することがあります。試行 1 が最も低コストです。</translation>
    </message>
    <message>
        <source>Check depth: how deep the shallow search used to predict the full search looked.</source>
        <translation>判定深さ：完全な探索の結果を予測するのに使った浅い探索の深さ。</translation>
    </message>
    <message>
        <source>Checks: how many shallow searches were run to decide whether the full search could be skipped (each position is tested against both ends of its window).</source>
        <translation>判定数：完全な探索を省略できるかを決めるために実行した浅い探索の回数 (各局面はウィンドウの両端に対して判定されます)。</translation>
    </message>
    <message>
        <source>Fail high: the shallow search predicted, with the chosen confidence, that the deep value is above beta (the side to move would refute the line), so the subtree was skipped.</source>
        <translation>フェイルハイ：浅い探索が、選択した信頼度で、深い探索値は beta を上回る (手番側がこの手順を咎められる) と予測したため、部分木を省略しました。</translation>
    </message>
    <message>
        <source>Fail low: the shallow search predicted, with the chosen confidence, that the deep value is below alpha (the move is too weak to matter), so the subtree was skipped.</source>
        <translation>フェイルロー：浅い探索が、選択した信頼度で、深い探索値は alpha を下回る (この手は弱すぎて考慮に値しない) と予測したため、部分木を省略しました。</translation>
    </message>
    <message>
        <source>No cut: the shallow search was not conclusive, so the position was searched in full.</source>
        <translation>カットなし：浅い探索では決着がつかなかったため、局面を完全に探索しました。</translation>
    </message>
    <message>
        <source>Cut rate: the share of checks that skipped a subtree.</source>
        <translation>カット率：判定のうち部分木を省略したものの割合。</translation>
    </message>
    <message>
        <source>Shallow value: what the shallow check search returned, in discs for the side to move at that position (a bound: the check only asked whether the value is above or below the bound).</source>
        <translation>浅い値：判定用の浅い探索が返した値 (その局面の手番側から見た石差)。これは境界値です：判定は値が境界より上か下かだけを調べます。</translation>
    </message>
    <message>
        <source>Bound: the value the shallow search was tested against. It is the window bound moved by t·σ and mapped through the fitted line: (±t·σ + β − b) / a.</source>
        <translation>境界：浅い探索の判定に使った値。ウィンドウの境界を t·σ だけずらし、回帰直線で変換したものです：(±t·σ + β − b) / a。</translation>
    </message>
    <message>
        <source>Window: the bound the full search had to beat (beta for a fail-high test, alpha for a fail-low test), in discs for the side to move.</source>
        <translation>ウィンドウ：完全な探索が超えるべき境界 (フェイルハイの判定では beta、フェイルローの判定では alpha)。手番側から見た石差です。</translation>
    </message>
    <message>
        <source>Confidence: by the fitted model, the probability that the full search would have reached the same verdict as the shallow one. It is at least the level the search was asked for.</source>
        <translation>信頼度：回帰モデルによる、完全な探索が浅い探索と同じ結論に達していた確率。探索で指定された水準以上になります。</translation>
    </message>
    <message>
        <source>Decision: whether the check cut the subtree (fail high / fail low) or not.</source>
        <translation>判断：判定が部分木をカットしたか (フェイルハイ／フェイルロー)、しなかったか。</translation>
    </message>
    <message>
        <source>Root move: the move at the searched position under which the checked positions lie.</source>
        <translation>ルートの手：探索局面での手のうち、判定された局面がその下にあるもの。</translation>
    </message>
    <message>
        <source>Cuts by height: for each height, how many subtrees below this move were skipped. Cuts at larger heights save the most work.</source>
        <translation>高さ別カット：高さごとに、この手の下で省略された部分木の数。高さが大きいカットほど多くの手間を省きます。</translation>
    </message>
    <message>
        <source>Confidence (selectivity): how sure a shallow search must be before a subtree is skipped. It sets the threshold t: a higher confidence means a larger t, fewer cuts and a more reliable search; 100 % searches everything.</source>
        <translation>信頼度 (選択性)：部分木を省略する前に、浅い探索がどれだけ確かでなければならないか。しきい値 t を決めます：信頼度が高いほど t は大きく、カットは減り、探索の信頼性は上がります。100 % ではすべてを探索します。</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Multi-ProbCut&lt;/b&gt; (Buro 1997) saves time by predicting the result of a deep search with a much shallower one. Over thousands of positions, the value v&lt;sub&gt;h&lt;/sub&gt; of a search of height h was fitted against the value v&lt;sub&gt;d&lt;/sub&gt; of a search of depth d: v&lt;sub&gt;h&lt;/sub&gt; ≈ a·v&lt;sub&gt;d&lt;/sub&gt; + b, with a residual deviation σ (see the regression panel).&lt;/p&gt;&lt;p&gt;Before searching a position h plies deep, the engine runs the cheap search of depth d with a null window at (t·σ + β − b) / a. If the shallow value reaches it, the deep value is very likely above β: &lt;b&gt;fail high&lt;/b&gt;, and the subtree is skipped. Likewise a value at or below (−t·σ + α − b) / a predicts a &lt;b&gt;fail low&lt;/b&gt;. Otherwise the position is searched in full.&lt;/p&gt;&lt;p&gt;The threshold t comes from the confidence level: the higher the confidence, the fewer cuts. Several heights and up to a few check depths per height are tried, the cheapest first; the check searches themselves never cut.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Multi-ProbCut&lt;/b&gt; (Buro 1997) は、深い探索の結果をずっと浅い探索で予測することで時間を節約します。数千の局面について、高さ h の探索値 v&lt;sub&gt;h&lt;/sub&gt; を深さ d の探索値 v&lt;sub&gt;d&lt;/sub&gt; に回帰させています：v&lt;sub&gt;h&lt;/sub&gt; ≈ a·v&lt;sub&gt;d&lt;/sub&gt; + b、残差の標準偏差は σ (回帰パネルを参照)。&lt;/p&gt;&lt;p&gt;局面を h 手の深さで探索する前に、エンジンは (t·σ + β − b) / a にヌルウィンドウを置いて深さ d の安価な探索を実行します。浅い探索値がそこに達すれば、深い探索値はほぼ確実に β を上回ります：&lt;b&gt;フェイルハイ&lt;/b&gt;となり、部分木を省略します。同様に、値が (−t·σ + α − b) / a 以下なら&lt;b&gt;フェイルロー&lt;/b&gt;と予測します。それ以外の場合、局面は完全に探索されます。&lt;/p&gt;&lt;p&gt;しきい値 t は信頼度から決まります：信頼度が高いほどカットは減ります。複数の高さと、高さごとに最大数個の判定深さを、低コストなものから順に試します。判定用の探索自体はカットを行いません。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>multi-cut</source>
        <translation>マルチカット</translation>
    </message>
</context>
<context>
    <name>probcut::ui::CutTreeModel</name>
    <message>
        <source>%1 fail high, %2 fail low</source>
        <translation>フェイルハイ %1、フェイルロー %2</translation>
    </message>
    <message numerus="yes">
        <source>%n check(s) deeper than the tree&apos;s last level are counted here.</source>
        <translation>
            <numerusform>ツリーの最下段より深い判定 %n 件をここに数えています。</numerusform>
        </translation>
    </message>
    <message>
        <source>Click to see this position on the board.</source>
        <translation>クリックでこの局面を盤上に表示。</translation>
    </message>
    <message>
        <source>check, try %1</source>
        <translation>判定、試行 %1</translation>
    </message>
    <message>
        <source>Position: a move from the searched position (and replies below it), or a check made at that position.</source>
        <translation>局面：探索局面からの手 (とその下の応手)、またはその局面で行われた判定。</translation>
    </message>
    <message>
        <source>Cuts: how many checks at or below this position skipped a subtree.</source>
        <translation>カット数：この局面以下で部分木を省略した判定の数。</translation>
    </message>
    <message>
        <source>On a move row: the largest height cut at or below that position.</source>
        <translation>手の行では：その局面以下でカットされた最大の高さ。</translation>
    </message>
    <message>
        <source>Position</source>
        <translation>局面</translation>
    </message>
    <message>
        <source>Checks</source>
        <translation>判定数</translation>
    </message>
    <message>
        <source>Cuts</source>
        <translation>カット数</translation>
    </message>
    <message>
        <source>Height</source>
        <translation>高さ</translation>
    </message>
    <message>
        <source>Check depth</source>
        <translation>判定深さ</translation>
    </message>
    <message>
        <source>Shallow</source>
        <translation>浅い値</translation>
    </message>
    <message>
        <source>Bound</source>
        <translation>境界</translation>
    </message>
    <message>
        <source>Decision</source>
        <translation>判断</translation>
    </message>
    <message>
        <source>Confidence</source>
        <translation>信頼度</translation>
    </message>
</context>
<context>
    <name>probcut::ui::EngineErrorText</name>
    <message>
        <source>Black</source>
        <translation>黒</translation>
    </message>
    <message>
        <source>White</source>
        <translation>白</translation>
    </message>
    <message>
        <source>the byte %1</source>
        <translation>バイト %1</translation>
    </message>
    <message>
        <source>character %1: %2</source>
        <translation>%1 文字目：%2</translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation>%1 行目：%2</translation>
    </message>
    <message>
        <source>game %1: %2</source>
        <translation>%1 局目：%2</translation>
    </message>
    <message>
        <source>move %1 (%2): %3</source>
        <translation>%1 手目 (%2)：%3</translation>
    </message>
    <message>
        <source>move %1: %2</source>
        <translation>%1 手目：%2</translation>
    </message>
    <message>
        <source>field 1 (the board): %1</source>
        <translation>フィールド 1 (盤面)：%1</translation>
    </message>
    <message>
        <source>field %1 (“%2”): %3</source>
        <translation>フィールド %1 (「%2」)：%3</translation>
    </message>
    <message>
        <source>field 1: %1</source>
        <translation>フィールド 1：%1</translation>
    </message>
    <message>
        <source>the board (BO): %1</source>
        <translation>盤面 (BO)：%1</translation>
    </message>
    <message>
        <source>impossible position: %1</source>
        <translation>ありえない局面：%1</translation>
    </message>
    <message>
        <source>square %1 has no row digit</source>
        <translation>マス %1 に行の数字がありません</translation>
    </message>
    <message>
        <source>expected a row digit 1–8 after %1, found %2</source>
        <translation>%1 の後に行の数字 1–8 が必要ですが、%2 がありました</translation>
    </message>
    <message>
        <source>expected a move (a1–h8 or pa), found %1</source>
        <translation>手 (a1–h8 または pa) が必要ですが、%1 がありました</translation>
    </message>
    <message>
        <source>move %1 (%2) comes after the end of the game</source>
        <translation>%1 手目 (%2) が終局後にあります</translation>
    </message>
    <message>
        <source>move %1 comes after the end of the game</source>
        <translation>%1 手目が終局後にあります</translation>
    </message>
    <message>
        <source>%1 cannot pass while having a legal move</source>
        <translation>%1は合法手があるのでパスできません</translation>
    </message>
    <message>
        <source>%1 is illegal for %2 (the square is occupied)</source>
        <translation>%1 は%2の非合法手です (マスが埋まっています)</translation>
    </message>
    <message>
        <source>%1 is illegal for %2 (it flips no disc)</source>
        <translation>%1 は%2の非合法手です (返せる石がありません)</translation>
    </message>
    <message>
        <source>%1 is illegal</source>
        <translation>%1 は非合法手です</translation>
    </message>
    <message>
        <source>the game is already over</source>
        <translation>対局はすでに終了しています</translation>
    </message>
    <message>
        <source>illegal move</source>
        <translation>非合法手</translation>
    </message>
    <message>
        <source>square %1: expected X, O or -, found %2</source>
        <translation>マス %1：X、O、- のいずれかが必要ですが、%2 がありました</translation>
    </message>
    <message>
        <source>the board has only %1 of 64 squares</source>
        <translation>盤面が 64 マス中 %1 マスしかありません</translation>
    </message>
    <message>
        <source>the side to move (X or O) is missing after the 64 squares</source>
        <translation>64 マスの後に手番 (X または O) がありません</translation>
    </message>
    <message>
        <source>the side to move must be X (Black) or O (White), found %1</source>
        <translation>手番は X (黒) か O (白) でなければなりませんが、%1 がありました</translation>
    </message>
    <message>
        <source>unexpected %1 after the side to move</source>
        <translation>手番の後に予期しない %1 があります</translation>
    </message>
    <message>
        <source>a square holds both colours</source>
        <translation>両方の色の石があるマスがあります</translation>
    </message>
    <message>
        <source>the four centre squares d4, e4, d5 and e5 must be occupied</source>
        <translation>中央の 4 マス d4、e4、d5、e5 には石が必要です</translation>
    </message>
    <message>
        <source>the line is empty; expected a board and the side to move</source>
        <translation>行が空です。盤面と手番が必要です</translation>
    </message>
    <message>
        <source>expected MOVE:SCORE</source>
        <translation>MOVE:SCORE の形式が必要です</translation>
    </message>
    <message>
        <source>“%1” is not a square (a1–h8) or pa</source>
        <translation>「%1」はマス (a1–h8) でも pa でもありません</translation>
    </message>
    <message>
        <source>the score must be a whole number</source>
        <translation>スコアは整数でなければなりません</translation>
    </message>
    <message>
        <source>the score %1 is outside −64…64</source>
        <translation>スコア %1 が −64…64 の範囲外です</translation>
    </message>
    <message>
        <source>%1 is not a legal move in this position</source>
        <translation>%1 はこの局面の合法手ではありません</translation>
    </message>
    <message>
        <source>only 8×8 boards are supported (expected “8” first)</source>
        <translation>8×8 の盤のみ対応しています (先頭に「8」が必要)</translation>
    </message>
    <message>
        <source>no GGF game found (a game starts with “(;”)</source>
        <translation>GGF 棋譜が見つかりません (棋譜は「(;」で始まります)</translation>
    </message>
    <message>
        <source>the game is not closed: “;)” is missing</source>
        <translation>棋譜が閉じられていません：「;)」がありません</translation>
    </message>
    <message>
        <source>expected “;)” to end the game</source>
        <translation>棋譜の終わりに「;)」が必要です</translation>
    </message>
    <message>
        <source>expected a property name (letters) or “;)”</source>
        <translation>プロパティ名 (英字) または「;)」が必要です</translation>
    </message>
    <message>
        <source>property %1: expected “[”</source>
        <translation>プロパティ %1：「[」が必要です</translation>
    </message>
    <message>
        <source>property %1: the closing “]” is missing</source>
        <translation>プロパティ %1：閉じる「]」がありません</translation>
    </message>
    <message>
        <source>the board (BO) comes after the first move</source>
        <translation>盤面 (BO) が最初の手より後にあります</translation>
    </message>
    <message>
        <source>“%1” is not a square or pa</source>
        <translation>「%1」はマスでも pa でもありません</translation>
    </message>
    <message>
        <source>the evaluation “%1” is not a number</source>
        <translation>評価値「%1」が数値ではありません</translation>
    </message>
    <message>
        <source>the time is not a number</source>
        <translation>時間が数値ではありません</translation>
    </message>
    <message>
        <source>%1 to move, but it is %2’s turn</source>
        <translation>%1の着手ですが、%2の手番です</translation>
    </message>
    <message>
        <source>too short for a WTHOR header (%1 bytes, 16 needed)</source>
        <translation>WTHOR ヘッダーとしては短すぎます (%1 バイト、16 バイト必要)</translation>
    </message>
    <message>
        <source>board size %1 is not supported (only 8×8)</source>
        <translation>盤サイズ %1 には対応していません (8×8 のみ)</translation>
    </message>
    <message>
        <source>not a game file (header byte 13 is %1, expected 0)</source>
        <translation>棋譜ファイルではありません (ヘッダーのバイト 13 が %1、0 であるべき)</translation>
    </message>
    <message>
        <source>the header announces %1 games (%2 bytes) but the file has %3 bytes (it is cut short)</source>
        <translation>ヘッダーでは %1 局 (%2 バイト) とされていますが、ファイルは %3 バイトです (途中で切れています)</translation>
    </message>
    <message>
        <source>the header announces %1 games (%2 bytes) but the file has %3 bytes (more follows the games)</source>
        <translation>ヘッダーでは %1 局 (%2 バイト) とされていますが、ファイルは %3 バイトです (対局の後に余分なデータがあります)</translation>
    </message>
    <message>
        <source>a score byte is above 64 (%1)</source>
        <translation>スコアのバイトが 64 を超えています (%1)</translation>
    </message>
    <message>
        <source>byte %1 is not a square</source>
        <translation>バイト %1 はマスではありません</translation>
    </message>
    <message>
        <source>a move after the padding</source>
        <translation>パディングの後に手があります</translation>
    </message>
    <message>
        <source>the header announces %1 names of %2 bytes but %3 bytes follow (the file is cut short)</source>
        <translation>ヘッダーでは %2 バイトの名前が %1 個とされていますが、後続は %3 バイトです (ファイルが途中で切れています)</translation>
    </message>
    <message>
        <source>the header announces %1 names of %2 bytes but %3 bytes follow (not a whole number of records)</source>
        <translation>ヘッダーでは %2 バイトの名前が %1 個とされていますが、後続は %3 バイトです (レコード数が整数になりません)</translation>
    </message>
</context>
<context>
    <name>probcut::ui::EnginePlayer</name>
    <message>
        <source>The engine found no move (%1).</source>
        <translation>エンジンは手を見つけられませんでした (%1)。</translation>
    </message>
    <message>
        <source>The engine could not start thinking.</source>
        <translation>エンジンが思考を開始できませんでした。</translation>
    </message>
    <message>
        <source>The human-like level cannot be used (%1): it plays as the engine level.</source>
        <translation>人間らしいレベルを使用できません (%1)。エンジンのレベルとして対局します。</translation>
    </message>
</context>
<context>
    <name>probcut::ui::EvalGraphPanel</name>
    <message>
        <source>Quick (depth 8, exact from 14 empties)</source>
        <translation>高速 (深さ 8、残り 14 マスから完全読み)</translation>
    </message>
    <message>
        <source>Normal (depth 12, exact from 18 empties)</source>
        <translation>普通 (深さ 12、残り 18 マスから完全読み)</translation>
    </message>
    <message>
        <source>Deep (depth 16, exact from 20 empties)</source>
        <translation>精密 (深さ 16、残り 20 マスから完全読み)</translation>
    </message>
    <message>
        <source>How hard Analyse Game searches each position</source>
        <translation>「棋譜を解析」で各局面をどれだけ深く探索するか</translation>
    </message>
    <message>
        <source>Analyse Game</source>
        <translation>棋譜を解析</translation>
    </message>
    <message>
        <source>Value every position of the game in the background and mark the moves that lost discs</source>
        <translation>バックグラウンドで棋譜の全局面を評価し、石数を損した手に印を付ける</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>手数</translation>
    </message>
    <message>
        <source>Engine value after each move (discs, + = Black ahead)</source>
        <translation>各手の後のエンジン評価値 (石差、+ = 黒優勢)</translation>
    </message>
    <message>
        <source>Engine value after each move, in discs for Black. Click to go to a move.</source>
        <translation>各手の後のエンジン評価値 (黒から見た石差)。クリックでその手へ移動。</translation>
    </message>
    <message>
        <source>Cancelled at %p%</source>
        <translation>%p% でキャンセル</translation>
    </message>
    <message>
        <source>Not analysed</source>
        <translation>未解析</translation>
    </message>
    <message>
        <source>Analysing… %p%</source>
        <translation>解析中… %p%</translation>
    </message>
    <message>
        <source>Analysed</source>
        <translation>解析済み</translation>
    </message>
    <message>
        <source>Black: %1 inaccuracies, %2 mistakes, %3 blunders
White: %4 inaccuracies, %5 mistakes, %6 blunders</source>
        <translation>黒：緩手 %1、悪手 %2、大悪手 %3
白：緩手 %4、悪手 %5、大悪手 %6</translation>
    </message>
    <message>
        <source>No move of this line lost %1 discs or more.</source>
        <translation>この手順には %1 石以上損した手はありません。</translation>
    </message>
    <message>
        <source>Analyse Game marks moves that lost discs: inaccuracy ≥ %1, mistake ≥ %2, blunder ≥ %3.</source>
        <translation>「棋譜を解析」は石数を損した手に印を付けます：緩手 ≥ %1、悪手 ≥ %2、大悪手 ≥ %3。</translation>
    </message>
</context>
<context>
    <name>probcut::ui::ExplainPanel</name>
    <message>
        <source>Hover over a cell to see what it means</source>
        <translation>セルにマウスを重ねると意味を表示</translation>
    </message>
    <message>
        <source>Show the three largest for and against on the board</source>
        <translation>有利・不利それぞれ上位 3 つを盤上に表示</translation>
    </message>
    <message>
        <source>Point at a feature to read what it means.</source>
        <translation>特徴にマウスを重ねると意味を表示します。</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>黒</translation>
    </message>
    <message>
        <source>White</source>
        <translation>白</translation>
    </message>
    <message>
        <source>&lt;b&gt;Features&lt;/b&gt; (classic evaluation; worth in discs, + good for %1)</source>
        <translation>&lt;b&gt;特徴&lt;/b&gt; (古典的評価。価値は石差、+ は%1に有利)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Patterns&lt;/b&gt; (the engine&apos;s evaluation; + good for %1)</source>
        <translation>&lt;b&gt;パターン&lt;/b&gt; (エンジンの評価。+ は%1に有利)</translation>
    </message>
    <message>
        <source>The pattern evaluation is not available; only the features are shown.</source>
        <translation>パターン評価は利用できません。特徴のみ表示します。</translation>
    </message>
    <message>
        <source>The game is over: %1 − %2.</source>
        <translation>対局は終了しました：%1 − %2。</translation>
    </message>
    <message>
        <source>Green: the patterns that help the side the values are for most; red: the ones that hurt it most</source>
        <translation>緑：値の基準となる側に最も有利なパターン、赤：最も不利なパターン</translation>
    </message>
    <message>
        <source>Evaluation %1: &lt;b&gt;%2&lt;/b&gt; discs, the sum of the %3 pattern values below (heuristic, before any search).</source>
        <translation>評価値（%1）：&lt;b&gt;%2&lt;/b&gt; 石。下の %3 個のパターン値の合計です (探索前の静的評価)。</translation>
    </message>
</context>
<context>
    <name>probcut::ui::GameController</name>
    <message>
        <source>The game is over on time. Start a new game with Ctrl+N.</source>
        <translation>時間切れで対局は終了しました。Ctrl+N で新規対局を始めてください。</translation>
    </message>
    <message>
        <source>The engine chose an illegal move (%1); please report this.</source>
        <translation>エンジンが非合法手 (%1) を選びました。報告してください。</translation>
    </message>
    <message>
        <source>The engine is thinking. Use Move Now (Ctrl+M) to make it play at once.</source>
        <translation>エンジンが思考中です。「すぐ打つ」(Ctrl+M) で即座に打たせられます。</translation>
    </message>
</context>
<context>
    <name>probcut::ui::GameText</name>
    <message>
        <source>transcript</source>
        <translation>棋譜</translation>
    </message>
    <message>
        <source>board string</source>
        <translation>盤面文字列</translation>
    </message>
    <message>
        <source>OBF line</source>
        <translation>OBF 行</translation>
    </message>
    <message>
        <source>GGF game</source>
        <translation>GGF 棋譜</translation>
    </message>
    <message>
        <source>The text is empty: paste a transcript (f5d6c3…), a 64-square board string, an OBF line or a GGF game.</source>
        <translation>テキストが空です：棋譜 (f5d6c3…)、64マスの盤面文字列、OBF 行、または GGF 棋譜を貼り付けてください。</translation>
    </message>
    <message>
        <source>This looks like a GGF game, but it cannot be read: %1</source>
        <translation>GGF 棋譜のようですが、読み込めません：%1</translation>
    </message>
    <message>
        <source>This looks like an OBF line, but it cannot be read: %1</source>
        <translation>OBF 行のようですが、読み込めません：%1</translation>
    </message>
    <message>
        <source>This looks like a board string, but it cannot be read: %1</source>
        <translation>盤面文字列のようですが、読み込めません：%1</translation>
    </message>
    <message>
        <source>This board string describes an impossible position: %1</source>
        <translation>この盤面文字列はありえない局面です：%1</translation>
    </message>
    <message>
        <source>Not recognised: expected a transcript (f5d6c3…), a 64-square board string, an OBF line or a GGF game.</source>
        <translation>認識できません：棋譜 (f5d6c3…)、64マスの盤面文字列、OBF 行、または GGF 棋譜を想定しています。</translation>
    </message>
    <message>
        <source>This looks like a transcript, but it cannot be played: %1</source>
        <translation>棋譜のようですが、再生できません：%1</translation>
    </message>
    <message>
        <source>This GGF game&apos;s side lines (the %1 property) cannot be read: %2</source>
        <translation>この GGF 棋譜の変化手順 (%1 プロパティ) を読み込めません：%2</translation>
    </message>
    <message>
        <source>a second branch is marked as the line (&apos;*&apos;)</source>
        <translation>2 つ目の分岐が本線 (&apos;*&apos;) として指定されています</translation>
    </message>
    <message>
        <source>the same move appears twice as a branch</source>
        <translation>同じ手が分岐として 2 回現れます</translation>
    </message>
    <message>
        <source>expected &apos;)&apos; to close the branch</source>
        <translation>分岐を閉じる &apos;)&apos; が必要です</translation>
    </message>
    <message>
        <source>a branch in parentheses needs at least one other branch beside it</source>
        <translation>括弧内の分岐には、少なくとも 1 つ別の分岐が並んでいる必要があります</translation>
    </message>
    <message>
        <source>character %1: %2</source>
        <translation>%1 文字目：%2</translation>
    </message>
    <message>
        <source>expected a move (a1–h8 or pa)</source>
        <translation>手 (a1–h8 または pa) が必要です</translation>
    </message>
    <message>
        <source>expected a move (a1–h8 or pa), found &quot;%1&quot;</source>
        <translation>手 (a1–h8 または pa) が必要ですが、「%1」がありました</translation>
    </message>
    <message>
        <source>%1 cannot pass here: it has a legal move</source>
        <translation>%1はここでパスできません：合法手があります</translation>
    </message>
    <message>
        <source>%1 is not a legal move for %2</source>
        <translation>%1 は%2の合法手ではありません</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>黒</translation>
    </message>
    <message>
        <source>White</source>
        <translation>白</translation>
    </message>
    <message>
        <source>unexpected text after the tree</source>
        <translation>ツリーの後に予期しないテキストがあります</translation>
    </message>
    <message>
        <source>Rotate 90° clockwise</source>
        <translation>時計回りに90°回転</translation>
    </message>
    <message>
        <source>Rotate 180°</source>
        <translation>180°回転</translation>
    </message>
    <message>
        <source>Rotate 90° anticlockwise</source>
        <translation>反時計回りに90°回転</translation>
    </message>
    <message>
        <source>Mirror left–right</source>
        <translation>左右反転</translation>
    </message>
    <message>
        <source>Flip top–bottom</source>
        <translation>上下反転</translation>
    </message>
    <message>
        <source>Reflect in the a1–h8 diagonal</source>
        <translation>a1–h8 の対角線で反転</translation>
    </message>
    <message>
        <source>Reflect in the h1–a8 diagonal</source>
        <translation>h1–a8 の対角線で反転</translation>
    </message>
</context>
<context>
    <name>probcut::ui::HelpDialog</name>
    <message>
        <source> or </source>
        <translation> または </translation>
    </message>
    <message>
        <source>ProbCut Studio Guide</source>
        <translation>ProbCut Studio ガイド</translation>
    </message>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>キーボードショートカット</translation>
    </message>
    <message>
        <source>The game</source>
        <translation>ゲーム</translation>
    </message>
    <message>
        <source>Playing</source>
        <translation>対局する</translation>
    </message>
    <message>
        <source>Levels</source>
        <translation>レベル</translation>
    </message>
    <message>
        <source>Reading the values</source>
        <translation>評価値の読み方</translation>
    </message>
    <message>
        <source>Analysing</source>
        <translation>解析する</translation>
    </message>
    <message>
        <source>Seeing selective search</source>
        <translation>選択的探索を見る</translation>
    </message>
    <message>
        <source>Files and the clipboard</source>
        <translation>ファイルとクリップボード</translation>
    </message>
    <message>
        <source>&lt;p&gt;Each level combines how far ahead the engine searches in the middle game, from how many empty squares it plays the rest of the game perfectly (an exact solve), and how sure Multi-ProbCut must be before it skips a move. Without a game clock the strongest levels also cap the time per move; with a clock the engine shares its time out itself.&lt;/p&gt;</source>
        <translation>&lt;p&gt;各レベルは、中盤でエンジンが何手先まで読むか、空きマスがいくつになったら残りを完璧に打つか（完全読み）、Multi-ProbCut が手を省くのにどれだけ確信を要するか、の組み合わせです。持ち時間なしでは、上位のレベルは 1 手あたりの時間にも上限があります。持ち時間ありでは、エンジンが自分で時間を配分します。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>レベル</translation>
    </message>
    <message>
        <source>Search depth</source>
        <translation>探索の深さ</translation>
    </message>
    <message>
        <source>Exact from</source>
        <translation>完全読み</translation>
    </message>
    <message>
        <source>Confidence</source>
        <translation>信頼度</translation>
    </message>
    <message>
        <source>Time cap</source>
        <translation>時間の上限</translation>
    </message>
    <message>
        <source>unlimited</source>
        <translation>無制限</translation>
    </message>
    <message numerus="yes">
        <source>%n empties</source>
        <translation>
            <numerusform>空き %n マス</numerusform>
        </translation>
    </message>
    <message>
        <source>100 % (no pruning)</source>
        <translation>100 %（枝刈りなし）</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <source>&lt;p&gt;Every value is in &lt;b&gt;discs&lt;/b&gt;: the final disc difference the engine expects if both sides play well from here, for the side it names (+ is good for that side). &lt;b&gt;exact&lt;/b&gt; means proved to the end of the game; &lt;b&gt;depth 12&lt;/b&gt; means a search twelve moves ahead, then the evaluation; &lt;b&gt;95 % confidence&lt;/b&gt; means Multi-ProbCut skipped moves it was that sure could not change the result. While a search runs, ≥ and ≤ mark a bound: the best move found so far is at least (or the position at most) that good.&lt;/p&gt;</source>
        <translation>&lt;p&gt;評価値はすべて&lt;b&gt;石数&lt;/b&gt;で表します。ここから両者が正しく打った場合にエンジンが予想する最終的な石差で、表示された側から見た値です（+ はその側に有利）。&lt;b&gt;完全&lt;/b&gt;は終局まで証明済み、&lt;b&gt;深さ 12&lt;/b&gt; は 12 手先まで読んで評価したもの、&lt;b&gt;信頼度 95 %&lt;/b&gt; は結果を変えないとその確率で確信した手を Multi-ProbCut が省いたことを意味します。探索中の ≥ と ≤ は限界値で、それまでの最善手は少なくともその値（局面は多くともその値）です。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Open&lt;/b&gt; and &lt;b&gt;Save&lt;/b&gt; read and write games in GGF (side lines are kept) and as plain transcripts (f5d6c3…); a game can also be picked from a WTHOR database (.wtb). &lt;b&gt;Paste&lt;/b&gt; takes a transcript, a board of 64 characters (X, O and - from a1 to h8, then the side to move), an OBF line or a GGF game. &lt;b&gt;Copy&lt;/b&gt; gives the game as a transcript; the game as GGF and the position as a board string have commands of their own. The game in progress is saved after every move and offered back if the program stopped unexpectedly.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;開く&lt;/b&gt;と&lt;b&gt;保存&lt;/b&gt;は、対局を GGF（変化も保持）と単純な棋譜（f5d6c3…）で読み書きします。WTHOR データベース（.wtb）から対局を選ぶこともできます。&lt;b&gt;貼り付け&lt;/b&gt;は、棋譜、64 文字の盤面（a1 から h8 まで X、O、- を並べ、最後に手番）、OBF の行、GGF の対局を受け付けます。&lt;b&gt;コピー&lt;/b&gt;は対局を棋譜として写します。GGF の対局や盤面文字列としての局面には、それぞれ専用のコマンドがあります。対局中のゲームは毎手保存され、プログラムが予期せず終了した場合は次回に復元を提案します。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Arrow keys</source>
        <translation>矢印キー</translation>
    </message>
    <message>
        <source>Move the board&apos;s cursor</source>
        <translation>盤上のカーソルを動かす</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <source>Play on the cursor&apos;s square</source>
        <translation>カーソルのマスに打つ</translation>
    </message>
    <message>
        <source>Play on that square (for example f5)</source>
        <translation>そのマスに打つ（例: f5）</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>End a preview; hide the cursor</source>
        <translation>プレビューを終える／カーソルを隠す</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>盤</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>場所</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>コマンド</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>キー</translation>
    </message>
    <message>
        <source>&lt;p&gt;Othello is played on a board of 8 × 8 squares by Black and White; Black moves first. A move puts a disc of your colour on an empty square so that it &lt;b&gt;outflanks&lt;/b&gt; one or more of your opponent&apos;s discs: they lie in an unbroken straight line (across, up and down, or diagonally) between the new disc and another disc of yours. Every outflanked disc, in every direction, turns to your colour.&lt;/p&gt;&lt;p&gt;If you have no such move you must pass; when neither side can move the game ends and the side with more discs wins. Squares are named by column a–h and row 1–8: a1 is the top left corner, h8 the bottom right one.&lt;/p&gt;</source>
        <translation>&lt;p&gt;オセロは 8 × 8 マスの盤で黒と白が対戦し、黒が先手です。着手は自分の色の石を空きマスに置き、相手の石を 1 個以上&lt;b&gt;挟む&lt;/b&gt;ものでなければなりません。挟まれる石は、新しい石と自分の別の石の間に、縦・横・斜めのいずれかの方向に途切れなく並んでいます。挟んだ石はすべての方向で自分の色に返ります。&lt;/p&gt;&lt;p&gt;そのような手がなければパスです。両者とも打てなくなると対局は終わり、石の多い方が勝ちです。マスは列 a–h と行 1–8 で呼びます。a1 が左上の隅、h8 が右下の隅です。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;New Game&lt;/b&gt; chooses a human or the engine for each colour, the engine&apos;s level, an optional game clock, and where to start: the initial position, the position on the board, or a random balanced opening. Play by clicking a square marked with a dot (the legal moves), or from the keyboard: the arrow keys and Enter, or type a square such as f5.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Undo&lt;/b&gt; and &lt;b&gt;Redo&lt;/b&gt; step through the game, and the move list and the arrows below it go to any earlier position. Playing a different move there keeps the old line as a variation: right-click a marked move in the list to switch back. &lt;b&gt;Move Now&lt;/b&gt; makes a thinking engine play at once. &lt;b&gt;Show Hints&lt;/b&gt; writes the engine&apos;s value of every legal move on its square, with the depth it searched (d8) or “exact” once the rest of the game is solved; the best move is highlighted.&lt;/p&gt;&lt;p&gt;The &lt;b&gt;Position&lt;/b&gt; menu sets up any position (&lt;b&gt;Edit Position&lt;/b&gt;) and rotates or mirrors the whole game. &lt;b&gt;Preferences&lt;/b&gt; hold the theme, the board&apos;s marks, animation, sounds, the opening book and the language.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;新規対局&lt;/b&gt;では、各色を人間かエンジンか、エンジンのレベル、持ち時間（任意）、開始局面（初期配置、盤上の局面、ランダムな互角の序盤）を選びます。点のあるマス（合法手）をクリックするか、キーボードで矢印キーと Enter、または f5 のようにマス名を入力して打ちます。&lt;/p&gt;&lt;p&gt;&lt;b&gt;元に戻す&lt;/b&gt;と&lt;b&gt;やり直す&lt;/b&gt;で対局をたどり、棋譜リストとその下の矢印でどの局面にも戻れます。そこで別の手を打つと、元の手順は変化として残ります。リストの印の付いた手を右クリックすると戻せます。&lt;b&gt;すぐ打つ&lt;/b&gt;は思考中のエンジンにすぐ打たせます。&lt;b&gt;ヒントを表示&lt;/b&gt;は、すべての合法手のエンジンによる評価値を、探索した深さ（d8）または残りを解き切った場合は「完全」と共にそのマスに書きます。最善手は強調表示されます。&lt;/p&gt;&lt;p&gt;&lt;b&gt;局面&lt;/b&gt;メニューでは任意の局面を作り（&lt;b&gt;局面を編集&lt;/b&gt;）、対局全体を回転・反転できます。&lt;b&gt;設定&lt;/b&gt;には、テーマ、盤の表示、アニメーション、効果音、定石ブック、言語があります。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;The engine searches like Michael Buro&apos;s LOGISTELLO, which beat the human world champion 6–0 in 1997: it does not look at every move equally deep.&lt;/p&gt;</source>
        <translation>&lt;p&gt;このエンジンは、1997 年に人間の世界チャンピオンに 6–0 で勝った Michael Buro の LOGISTELLO と同じように探索します。すべての手を同じ深さまでは読みません。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>a–h, then 1–8</source>
        <translation>a–h、次に 1–8</translation>
    </message>
    <message>
        <source>ProbCut in pictures</source>
        <translation>図で見る ProbCut</translation>
    </message>
    <message>
        <source>&lt;p&gt;The &lt;b&gt;ProbCut Cuts&lt;/b&gt; panel draws the search tree with the cuts (see the next section) and lists every check of the current search: by height and try, by root move, and as a tree you can browse; select a check to see its position and why it cut. The &lt;b&gt;Regression Plots&lt;/b&gt; panel shows the data each model was fitted from — the deep value against the shallow one, the fitted line and its ±t·σ band — and can verify the current search&apos;s cuts with deep searches in the background.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;ProbCut のカット&lt;/b&gt;パネルは、カットを含む探索木を図で示し (次の節を参照)、現在の探索のすべての判定を、高さと試行ごと、ルートの手ごと、閲覧できるツリーとして一覧にします。判定を選ぶと、その局面とカットした理由が表示されます。&lt;b&gt;回帰プロット&lt;/b&gt;パネルは、各モデルを当てはめたデータ（浅い値に対する深い値、回帰直線とその ±t·σ の帯）を示し、現在の探索のカットをバックグラウンドの深い探索で検証できます。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;The &lt;b&gt;Picture&lt;/b&gt; tab of the ProbCut Cuts panel draws the search tree of the last finished iteration. The top band is the position on the board; below it come its moves, then the replies, four moves deep. Each box is as wide as the work the engine spent under that move, so you see at once where the search went. A thin coloured stub is a move that Multi-ProbCut &lt;b&gt;cut&lt;/b&gt;: a quick shallow search said it was clearly good enough (or clearly too weak), so the deep search was skipped. Its colour is the height of the cut, how many moves deep the skipped search would have gone: yellow for a few, dark red and purple for many. Blue boxes are searched; the darker, the more work the cuts inside them saved.&lt;/p&gt;&lt;p&gt;Hover a box for its numbers, click it to zoom in (click the top band to zoom out), and read below the picture what happened there, with the position on a small board. For a cut the text says in plain words what the shallow search found, how sure the model was, and how much work was saved; &lt;b&gt;Show the formula&lt;/b&gt; gives the arithmetic. The rings on the main board show, for each move, the share of its work that cuts saved and the number of cuts below it.&lt;/p&gt;</source>
        <translation>&lt;p&gt;「ProbCut のカット」パネルの&lt;b&gt;図&lt;/b&gt;タブは、最後に完了した反復の探索木を描きます。最上段は盤上の局面で、その下にその局面の手、さらに応手と、4 手の深さまで続きます。各箱の幅はエンジンがその手の下で費やした作業量に比例するので、探索がどこに向かったかがひと目でわかります。細い色付きの箱は Multi-ProbCut が&lt;b&gt;カット&lt;/b&gt;した手です：速い浅い探索で明らかに十分良い (または明らかに弱すぎる) と判断されたため、深い探索を省略しました。色はカットの高さ、つまり省略した探索が何手先まで読むはずだったかを表し、少ないものは黄色、多いものは暗い赤や紫です。青い箱は探索された手で、色が濃いほど内部のカットで多くの作業を節約しています。&lt;/p&gt;&lt;p&gt;箱にマウスを重ねると数値を表示し、クリックすると拡大します (最上段をクリックすると縮小)。図の下には、そこで何が起きたかが小さな盤上の局面とともに表示されます。カットについては、浅い探索が何を見つけたか、モデルがどれだけ確信していたか、どれだけ作業を節約したかを平易な言葉で説明し、&lt;b&gt;式を表示&lt;/b&gt;で計算の詳細を示します。メイン盤上のリングは、各手について、カットで節約した作業量の割合とその下のカット数を示します。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Play&lt;/b&gt; and the arrows step through the iteration&apos;s cuts one by one: each is marked in the picture, explained below it and, when the &lt;b&gt;Regression Plots&lt;/b&gt; panel is open, shown there as a star at its shallow value and the deep value the model predicted. &lt;b&gt;Save…&lt;/b&gt; writes the picture as an image (PNG) or a drawing (SVG) for a lesson; &lt;tt&gt;probcut analyse POSITION --depth D --cut-tree FILE.svg&lt;/tt&gt; draws the same picture without the studio.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Was it right?&lt;/b&gt; searches the same position again without any pruning and puts the two side by side: how deep each got in the same time, nodes, best move and value, and, for the cuts nearest the root, whether an exact search of the skipped position agrees with the cut. Cuts are bets at the chosen confidence: at 95 % about one in twenty may be wrong, and most wrong ones do not change the move played.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;再生&lt;/b&gt;と矢印ボタンで、反復のカットを 1 つずつ順に表示します。各カットは図の中で印が付き、図の下で説明され、&lt;b&gt;回帰プロット&lt;/b&gt;パネルが開いていれば、その浅い探索値とモデルが予測した深い探索値の位置に星印で示されます。&lt;b&gt;保存…&lt;/b&gt;は図を PNG 画像または SVG 図として書き出し、教材などに使えます。&lt;tt&gt;probcut analyse POSITION --depth D --cut-tree FILE.svg&lt;/tt&gt; を使えば、スタジオなしで同じ図を描けます。&lt;/p&gt;&lt;p&gt;&lt;b&gt;答え合わせ&lt;/b&gt;は、同じ局面を枝刈りを一切せずに探索し直し、両者を並べて比較します：同じ時間でどこまで深く読めたか、ノード数、最善手と評価値、そしてルートに最も近いカットについて、省略された局面の厳密な探索がカットと一致するかどうか。カットは選んだ信頼度での賭けです：95 % なら約 20 回に 1 回は誤りうるものの、誤ったカットの大半は実際に打つ手を変えません。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;View › Layouts&lt;/b&gt; arranges them in one click: &lt;b&gt;Play&lt;/b&gt; shows the board alone, &lt;b&gt;Analyse&lt;/b&gt; the principal variation (with All Moves and the book) above the evaluation graph, &lt;b&gt;Study ProbCut&lt;/b&gt; the cut picture with the regression plot.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;表示 › レイアウト&lt;/b&gt;でワンクリックで配置できます。&lt;b&gt;対局&lt;/b&gt;は盤のみ、&lt;b&gt;解析&lt;/b&gt;は読み筋（全手と定石ブック付き）と評価グラフ、&lt;b&gt;ProbCut を学ぶ&lt;/b&gt;はカットの図と回帰プロットを表示します。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Opening names</source>
        <translation>定石の名前</translation>
    </message>
    <message>
        <source>&lt;p&gt;The standard openings of Othello have names, like the &lt;b&gt;Tiger&lt;/b&gt; (f5 d6 c3 d3 c4), the &lt;b&gt;Rose&lt;/b&gt; or the &lt;b&gt;Buffalo&lt;/b&gt;. Below whose turn it is, the window names the opening the game follows: the deepest named position it has reached so far, which it keeps once the game leaves the named lines. A name belongs to a position, not to an order of moves, so a game begun with c4, d3 or e6 instead of f5, or one that reaches the same discs in another order, gets the same name. Hover over the name to see its moves as played on this board and the move where it was reached.&lt;/p&gt;&lt;p&gt;The &lt;b&gt;Opening Book&lt;/b&gt; panel&apos;s &lt;b&gt;Opening&lt;/b&gt; column names the opening each book move leads into. The names are those commonly used by Othello players and clubs.&lt;/p&gt;</source>
        <translation>&lt;p&gt;オセロの代表的な定石には &lt;b&gt;Tiger&lt;/b&gt;（f5 d6 c3 d3 c4）、&lt;b&gt;Rose&lt;/b&gt;、&lt;b&gt;Buffalo&lt;/b&gt; のように名前があります。手番の表示の下に、対局がたどっている定石の名前が表示されます。これまでに到達した最も深い名前付き局面の名前で、名前付きの手順を離れた後もその名前を保ちます。名前は手順ではなく局面に付くため、f5 の代わりに c4、d3、e6 で始めた対局や、別の手順で同じ石の配置に達した対局にも同じ名前が付きます。名前にマウスを重ねると、この盤面上での手順と、その定石に到達した手数が表示されます。&lt;/p&gt;&lt;p&gt;&lt;b&gt;定石ブック&lt;/b&gt;パネルの&lt;b&gt;定石&lt;/b&gt;列には、ブックの各手で到達する定石の名前が表示されます。名前はオセロのプレイヤーやクラブで一般に使われているものです。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Game review</source>
        <translation>対局レビュー</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Game Review&lt;/b&gt; (Moves menu, Ctrl+Shift+R) analyses the game in the background, with progress and a Cancel button, or reuses the finished Analyse Game of the same moves, and sums it up in the &lt;b&gt;Game Review&lt;/b&gt; panel. You can ask for it during a game too: it reviews the moves played so far.&lt;/p&gt;&lt;p&gt;A move&apos;s &lt;b&gt;loss&lt;/b&gt; is the value of the best move minus the value of the move played, in discs for the player who moved, each searched as deep as the other. &lt;b&gt;Accuracy&lt;/b&gt; counts the moves where a player had a choice (passes and the only legal move are left out): the &lt;b&gt;discs lost per move&lt;/b&gt; on average (0 is perfect play) and the &lt;b&gt;share of moves within 1 disc&lt;/b&gt; of the best. Losses of 2 discs or more are inaccuracies, 6 or more mistakes, 12 or more blunders.&lt;/p&gt;&lt;p&gt;The &lt;b&gt;phases&lt;/b&gt; go by the empty squares before the move: the opening has 60 to 41 (moves 1–20 of a game from the start), the midgame 40 to 21 (moves 21–40), the endgame 20 or fewer (moves 41–60). The table gives both figures per phase.&lt;/p&gt;&lt;p&gt;The mistakes are listed largest loss first. Select one: the board goes to the position before it and numbers both lines on the empty squares, the line played in red in the upper left of each square and the better line in green in the lower right; the panel spells both lines out. The graph shows the value after each move (discs for Black) with the mistakes as dots; click it to go to a move.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Export Review as GGF&lt;/b&gt; saves the game with the review in its comments: the summary in the game&apos;s comment and, after each mistake, its loss, the better move and both lines; other GGF readers open it as a normal game. &lt;b&gt;Export Review as PDF&lt;/b&gt; writes a printable report with the tables, the graph and two board diagrams per mistake, to send to a coach or a student.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;対局レビュー&lt;/b&gt;（手メニュー、Ctrl+Shift+R）は、進行状況とキャンセルボタン付きで対局をバックグラウンドで解析し（同じ手順の「棋譜を解析」が済んでいればそれを使い）、&lt;b&gt;対局レビュー&lt;/b&gt;パネルにまとめます。対局中にも使え、その時点までの手をレビューします。&lt;/p&gt;&lt;p&gt;手の&lt;b&gt;損失&lt;/b&gt;は、最善手の値から着手の値を引いたもので、着手した側から見た石数です（両方を同じ深さで探索）。&lt;b&gt;精度&lt;/b&gt;は選択肢のあった手だけを数えます（パスと合法手が1つだけの手は除外）：&lt;b&gt;1手あたりの平均損失石数&lt;/b&gt;（0 が完璧）と、最善手との差が &lt;b&gt;1 石以内だった手の割合&lt;/b&gt;です。損失 2 石以上は緩手、6 石以上は悪手、12 石以上は大悪手です。&lt;/p&gt;&lt;p&gt;&lt;b&gt;局面&lt;/b&gt;は着手前の空きマス数で分けます：序盤は 60〜41（初期配置からの対局で 1–20 手）、中盤は 40〜21（21–40 手）、終盤は 20 以下（41–60 手）。表には局面ごとに両方の数値が出ます。&lt;/p&gt;&lt;p&gt;ミスは損失の大きい順に並びます。1つ選ぶと、盤面はその手の直前の局面に移り、両方の手順を空きマスに番号で示します：着手の手順は赤で各マスの左上、より良い手順は緑で右下です。パネルには両方の手順が書かれます。グラフは各手の後の値（黒から見た石数）を示し、ミスは点で表されます。クリックでその手へ移動します。&lt;/p&gt;&lt;p&gt;&lt;b&gt;レビューを GGF に書き出す&lt;/b&gt;は、レビューをコメントに含めて対局を保存します：対局のコメントに要約、各ミスの後にその損失・より良い手・両方の手順。ほかの GGF リーダーでも普通の棋譜として開けます。&lt;b&gt;レビューを PDF に書き出す&lt;/b&gt;は、表・グラフ・ミスごとに2つの盤面図を載せた印刷用レポートを作り、コーチや生徒に送れます。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;New Game&lt;/b&gt;, &lt;b&gt;Paste&lt;/b&gt;, &lt;b&gt;Open&lt;/b&gt; and &lt;b&gt;Edit Position&lt;/b&gt; replace the game on the board. Until you play a move in the new game, &lt;b&gt;Undo&lt;/b&gt; (its name says what it undoes, such as “Undo Paste”) brings back the game it replaced in one step, with its players and clock. A pasted or opened game and an edited position are set up for you to play both colours; the status bar says so, and who played before, whenever that changes who plays a colour. &lt;b&gt;Game › Back to the Previous Game&lt;/b&gt; switches between the game on the board and the one last replaced.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;新規対局&lt;/b&gt;、&lt;b&gt;貼り付け&lt;/b&gt;、&lt;b&gt;開く&lt;/b&gt;、&lt;b&gt;局面の編集&lt;/b&gt;は盤上の対局を置き換えます。新しい対局で手を打つまでは、&lt;b&gt;元に戻す&lt;/b&gt;（名前が何を戻すかを示します。例：「貼り付けを元に戻す」）で、置き換えられた対局をその対局者と持ち時間ごと一度に戻せます。貼り付けた対局、開いた対局、編集した局面は、あなたが両方の色を打つように設定されます。これで色の担当が変わるときは、ステータスバーがそのことと以前の担当を知らせます。&lt;b&gt;対局 › 前の対局に戻る&lt;/b&gt;は、盤上の対局と最後に置き換えた対局を切り替えます。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Whose side a value is for&lt;/b&gt; is chosen once, in &lt;b&gt;Preferences › Show values for&lt;/b&gt;: &lt;b&gt;the side to move&lt;/b&gt; (the default: + is good for the player whose turn it is, so a hint of +4 means the move leaves that player four discs ahead at the end) or &lt;b&gt;Black&lt;/b&gt; (+ is always good for Black and − good for White, whoever is to move). The hints, All Moves, the principal variation, the opening book, Explain Position, the list of mistakes and the engine&apos;s messages all follow it, and each names the side: a column header such as “Value (White)”, a caption such as “for the side to move (White)”, or “for Black” after the number. The &lt;b&gt;evaluation graph&lt;/b&gt; is the one exception: a curve over a whole game needs one fixed side, so it is always drawn for Black (up is good for Black), as its title says. The values inside the ProbCut panels are the search&apos;s own, for the side to move at each position of the tree.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;どちらの側から見た値か&lt;/b&gt;は、&lt;b&gt;設定 › 値の基準&lt;/b&gt;で一度だけ選びます。&lt;b&gt;手番側&lt;/b&gt;（既定。+ は手番の側に有利。ヒントの +4 は、その手で手番の側が終局時に 4 石リードすることを意味します）または&lt;b&gt;黒&lt;/b&gt;（どちらが手番でも、+ は常に黒に有利、− は白に有利）です。ヒント、すべての手、読み筋、定石ブック、局面の説明、悪手の一覧、エンジンのメッセージはすべてこれに従い、それぞれ基準の側を示します。「評価値（白）」のような列見出し、「手番側（白）から見て」のような説明、または数値の後の「黒から見て」です。&lt;b&gt;評価グラフ&lt;/b&gt;だけは例外です。対局全体の曲線には固定した側が必要なため、タイトルにあるとおり常に黒から見て描かれます（上が黒に有利）。ProbCut パネル内の値は探索そのものの値で、木の各局面の手番側から見たものです。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Analyse Position&lt;/b&gt; (Moves menu) lets the engine think about the position on the board without limit and follows it as you move or navigate. The &lt;b&gt;Principal Variation&lt;/b&gt; panel shows its value, depth, confidence, speed and the line it expects, iteration by iteration; click a move of the line to preview it on the board (Esc returns).&lt;/p&gt;&lt;p&gt;&lt;b&gt;Analyse Game&lt;/b&gt; values every position of the game in the background and marks on the &lt;b&gt;Evaluation Graph&lt;/b&gt; each move that lost discs: an inaccuracy from 2 discs, a mistake from 6, a blunder from 12. Click the graph or the list to go there.&lt;/p&gt;&lt;p&gt;The &lt;b&gt;Opening Book&lt;/b&gt; panel shows what the book knows of the position: each move&apos;s value and how often it was played, won, drawn and lost; &lt;b&gt;Add this Game to the Book&lt;/b&gt; teaches your own copy. &lt;b&gt;Explain Position&lt;/b&gt; takes the evaluation apart: the classic features of both sides and the patterns that count most, drawn on the board in green (for the side the values are for) and red (against).&lt;/p&gt;&lt;p&gt;All panels are in &lt;b&gt;View › Panels&lt;/b&gt;; drag them by their title to rearrange, tab or float them.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;局面を解析&lt;/b&gt;（手メニュー）は、盤上の局面についてエンジンに制限なく考えさせ、着手や移動に合わせて追従します。&lt;b&gt;読み筋&lt;/b&gt;パネルには、評価値、深さ、信頼度、速度、予想手順が反復ごとに表示されます。手順の手をクリックすると盤上でプレビューできます（Esc で戻る）。&lt;/p&gt;&lt;p&gt;&lt;b&gt;対局を解析&lt;/b&gt;は対局のすべての局面をバックグラウンドで評価し、石を損した手を&lt;b&gt;評価グラフ&lt;/b&gt;に印を付けて示します。2 石以上で不正確、6 石以上で悪手、12 石以上で大悪手です。グラフまたはリストをクリックするとその局面に移動します。&lt;/p&gt;&lt;p&gt;&lt;b&gt;定石ブック&lt;/b&gt;パネルは、その局面についてブックが知っていること（各手の評価値と、打たれた回数・勝ち・引き分け・負け）を示します。&lt;b&gt;この対局をブックに追加&lt;/b&gt;で自分用のコピーに学習させます。&lt;b&gt;局面の説明&lt;/b&gt;は評価を分解し、両者の古典的な特徴と、最も効いているパターンを盤上に緑（値の基準となる側に有利）と赤（不利）で描きます。&lt;/p&gt;&lt;p&gt;すべてのパネルは&lt;b&gt;表示 › パネル&lt;/b&gt;にあります。タイトルをドラッグして並べ替え、タブにまとめ、独立させることができます。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Analyse All Moves&lt;/b&gt; (Moves menu) values every legal move at once and deepens them together until you stop it or every value is exact. The &lt;b&gt;All Moves&lt;/b&gt; panel lists them, sortable by any column, and the board shows them on their squares. Values are in discs for the side the point of view names (+ is good for it). A selective value is the mean of the move&apos;s two deepest searches, because odd and even depths favour different sides and would make the number jump; “exact” marks the result of perfect play. The best move, and any tied with it, carries a star.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;すべての手を解析&lt;/b&gt;(手メニュー)は、すべての合法手を同時に評価し、停止するか全ての値が厳密になるまで一緒に深めます。&lt;b&gt;すべての手&lt;/b&gt;パネルは手を一覧にし(どの列でも並べ替え可能)、盤面の各マスにも値を表示します。値は基準として選んだ側から見た石数です(+はその側に有利)。選択的探索の値はその手の最も深い2回の探索の平均です。奇数と偶数の深さでは有利な側が異なり、数値が跳ねてしまうためです。「厳密」は完全な読みによる結果を示します。最善手と、それと同点の手には星が付きます。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Levels 1 to 4 are &lt;b&gt;human-like&lt;/b&gt;: instead of always playing the engine&apos;s choice they value every move, then pick one the way weak, average and strong tournament players do (Beginner: like a weak player, but about twice as carelessly). How many discs such players lose per move, in the opening, the middle game and the endgame, was measured on thousands of moves from the WTHOR database of tournament games; the levels lose as many, make human-sized slips rather than random blunders, and vary their moves from game to game. They do not use the opening book. The new-game dialog shows each level&apos;s numbers. Should their table be missing, they play as the engine levels in the table above, and the studio says so.&lt;/p&gt;</source>
        <translation>&lt;p&gt;レベル1〜4は&lt;b&gt;人間らしい&lt;/b&gt;レベルです。常にエンジンの選んだ手を打つのではなく、すべての手を評価したうえで、弱い・平均的・強い大会参加者と同じように一手を選びます（入門は弱い打ち手と同じ選び方ですが、不注意さは約2倍です）。こうした打ち手が序盤・中盤・終盤に1手あたり何石失うかを、大会棋譜のWTHORデータベースの数千手で測定しました。これらのレベルは同じだけ石を失い、でたらめな大悪手ではなく人間らしい規模の緩手を打ち、対局ごとに手を変えます。定石ブックは使いません。新規対局ダイアログに各レベルの数値が表示されます。表が見つからない場合は上の表のエンジンレベルとして対局し、スタジオがその旨を表示します。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Strength ladder</source>
        <translation>強さの階段</translation>
    </message>
    <message>
        <source>%1 % against level %2</source>
        <translation>レベル%2に対して%1 %</translation>
    </message>
    <message>
        <source>not measured</source>
        <translation>未測定</translation>
    </message>
    <message>
        <source>&lt;p&gt;The &lt;b&gt;strength ladder&lt;/b&gt; places the levels on one scale: each level plays 200 games (100 openings with both colours, chosen before the matches) against the level below it, and its score there gives the step on the Elo scale, where 200 points more mean winning about 3 games in 4. Beginner is 0. Where a match has not been played yet the table says so, or gives the score alone when a step below is missing. The new-game dialog shows each level&apos;s result. &lt;code&gt;scripts/level_ladder.py&lt;/code&gt; in the source tree replays the matches.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;強さの階段&lt;/b&gt;は、すべてのレベルを一つの尺度に並べます。各レベルは一つ下のレベルと200局（対局前に選んだ100の序盤を両方の色で）対戦し、その得点率がElo尺度での一段の高さになります。200点上回ると、およそ4局に3局勝つことを意味します。入門が0です。まだ対戦していない段は表にそう示し、下の段が欠けている場合は得点率だけを示します。新規対局ダイアログに各レベルの結果が表示されます。ソースツリーの&lt;code&gt;scripts/level_ladder.py&lt;/code&gt;で対戦を再現できます。&lt;/p&gt;</translation>
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
        <translation>黒</translation>
    </message>
    <message>
        <source>White</source>
        <translation>白</translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation>新規対局(&amp;N)…</translation>
    </message>
    <message>
        <source>Choose the players, clock and start position of a new game</source>
        <translation>新規対局の対局者・持ち時間・開始局面を選ぶ</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>開く(&amp;O)…</translation>
    </message>
    <message>
        <source>Open a game (GGF, transcript) or a WTHOR database</source>
        <translation>棋譜 (GGF・棋譜テキスト) または WTHOR データベースを開く</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>棋譜を保存</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>名前を付けて保存(&amp;A)…</translation>
    </message>
    <message>
        <source>Save the game under a new name (GGF or transcript)</source>
        <translation>棋譜を別名で保存 (GGF または棋譜テキスト)</translation>
    </message>
    <message>
        <source>&amp;Copy Game as Transcript</source>
        <translation>棋譜テキストとしてコピー(&amp;C)</translation>
    </message>
    <message>
        <source>Copy the moves up to the current one, e.g. f5d6c3</source>
        <translation>現在の手までをコピー (例: f5d6c3)</translation>
    </message>
    <message>
        <source>Copy Game as &amp;GGF</source>
        <translation>GGF としてコピー(&amp;G)</translation>
    </message>
    <message>
        <source>Copy the game as a GGF record</source>
        <translation>棋譜を GGF 形式でコピー</translation>
    </message>
    <message>
        <source>Copy &amp;Position as Board String</source>
        <translation>局面を盤面文字列としてコピー(&amp;P)</translation>
    </message>
    <message>
        <source>Copy the position as 64 squares and the side to move</source>
        <translation>局面を64マスと手番としてコピー</translation>
    </message>
    <message>
        <source>&amp;Paste Game or Position</source>
        <translation>棋譜または局面を貼り付け(&amp;P)</translation>
    </message>
    <message>
        <source>Paste a transcript, board string, OBF line or GGF game</source>
        <translation>棋譜テキスト・盤面文字列・OBF 行・GGF 棋譜を貼り付け</translation>
    </message>
    <message>
        <source>&amp;Undo Move</source>
        <translation>一手戻す(&amp;U)</translation>
    </message>
    <message>
        <source>Take back the last move (your last move and the engine&apos;s answer)</source>
        <translation>直前の手を戻す (自分の手とエンジンの応手)</translation>
    </message>
    <message>
        <source>&amp;Redo Move</source>
        <translation>一手進める(&amp;R)</translation>
    </message>
    <message>
        <source>Play the move that was taken back</source>
        <translation>戻した手をもう一度打つ</translation>
    </message>
    <message>
        <source>&amp;First Position</source>
        <translation>最初の局面(&amp;F)</translation>
    </message>
    <message>
        <source>Go to the start of the game</source>
        <translation>対局の最初へ</translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation>戻る(&amp;B)</translation>
    </message>
    <message>
        <source>Go back one move</source>
        <translation>一手戻る</translation>
    </message>
    <message>
        <source>&amp;Forward</source>
        <translation>進む(&amp;F)</translation>
    </message>
    <message>
        <source>Go forward one move</source>
        <translation>一手進む</translation>
    </message>
    <message>
        <source>&amp;Last Position</source>
        <translation>最後の局面(&amp;L)</translation>
    </message>
    <message>
        <source>Go to the end of the line</source>
        <translation>手順の最後へ</translation>
    </message>
    <message>
        <source>&amp;Move Now</source>
        <translation>すぐ打つ(&amp;M)</translation>
    </message>
    <message>
        <source>The engine plays its best move so far (or starts playing from here)</source>
        <translation>エンジンが現時点の最善手を打つ (またはここから打ち始める)</translation>
    </message>
    <message>
        <source>Show &amp;Hints</source>
        <translation>ヒントを表示(&amp;H)</translation>
    </message>
    <message>
        <source>Show the engine&apos;s value of every legal move on the board</source>
        <translation>すべての合法手のエンジン評価値を盤上に表示</translation>
    </message>
    <message>
        <source>&amp;Edit Position…</source>
        <translation>局面を編集(&amp;E)…</translation>
    </message>
    <message>
        <source>Place and remove discs, choose the side to move</source>
        <translation>石を置く・取り除く、手番を選ぶ</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>設定(&amp;P)…</translation>
    </message>
    <message>
        <source>Theme, language, board display</source>
        <translation>テーマ・言語・盤の表示</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <source>Quit ProbCut Studio</source>
        <translation>ProbCut Studio を終了</translation>
    </message>
    <message>
        <source>&amp;About ProbCut Studio</source>
        <translation>ProbCut Studio について(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>対局(&amp;G)</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>最近使ったファイル(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Moves</source>
        <translation>手(&amp;M)</translation>
    </message>
    <message>
        <source>&amp;Position</source>
        <translation>局面(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Transform Game</source>
        <translation>棋譜を変換(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
    </message>
    <message>
        <source>to move</source>
        <translation>手番</translation>
    </message>
    <message>
        <source>%1 discs</source>
        <translation>%1の石数</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>新規対局</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>人間</translation>
    </message>
    <message>
        <source>Engine · %1</source>
        <translation>エンジン · %1</translation>
    </message>
    <message>
        <source>Draw %1–%2</source>
        <translation>引き分け %1–%2</translation>
    </message>
    <message>
        <source>%1 wins %2–%3</source>
        <translation>%1の勝ち %2–%3</translation>
    </message>
    <message>
        <source>%1 lost on time</source>
        <translation>%1の時間切れ負け</translation>
    </message>
    <message>
        <source>%1 wins.</source>
        <translation>%1の勝ちです。</translation>
    </message>
    <message numerus="yes">
        <source>Game over: neither side can move. By the usual rule the %n empty square(s) go to the winner: %1–%2.</source>
        <translation>
            <numerusform>終局：両者とも打てません。通常のルールにより空き%nマスは勝者のものとなります：%1–%2。</numerusform>
        </translation>
    </message>
    <message>
        <source>Game over: neither side can move.</source>
        <translation>終局：両者とも打てません。</translation>
    </message>
    <message>
        <source>Game over: the board is full.</source>
        <translation>終局：盤が埋まりました。</translation>
    </message>
    <message>
        <source>%1 has no legal move and passes</source>
        <translation>%1は打てる場所がないのでパス</translation>
    </message>
    <message>
        <source>%1 to move.</source>
        <translation>%1番です。</translation>
    </message>
    <message>
        <source>%1 to move</source>
        <translation>%1番</translation>
    </message>
    <message>
        <source>Move %1</source>
        <translation>%1手目</translation>
    </message>
    <message>
        <source>The engine waits while you look through the game: Move Now (Ctrl+M) makes it play from here.</source>
        <translation>棋譜を見ている間エンジンは待機します：「すぐ打つ」(Ctrl+M) でここから打たせます。</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>パス</translation>
    </message>
    <message>
        <source>exact</source>
        <translation>完全読み</translation>
    </message>
    <message>
        <source>depth %1</source>
        <translation>深さ %1</translation>
    </message>
    <message>
        <source>%1 M nodes</source>
        <translation>%1 M ノード</translation>
    </message>
    <message>
        <source>%1 k nodes</source>
        <translation>%1 k ノード</translation>
    </message>
    <message>
        <source>Thinking… </source>
        <translation>思考中… </translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>思考中…</translation>
    </message>
    <message>
        <source>The game is over. Start a new game with Ctrl+N.</source>
        <translation>対局は終了しました。Ctrl+N で新規対局を始めてください。</translation>
    </message>
    <message>
        <source>%1 is already taken</source>
        <translation>%1 にはすでに石があります</translation>
    </message>
    <message>
        <source>%1 is not a legal move for %2: it must flip at least one disc</source>
        <translation>%1 は%2の合法手ではありません：少なくとも1つの石を返す必要があります</translation>
    </message>
    <message>
        <source>Copied the game as a transcript</source>
        <translation>棋譜テキストとしてコピーしました</translation>
    </message>
    <message>
        <source>Copied the game as GGF</source>
        <translation>GGF としてコピーしました</translation>
    </message>
    <message>
        <source>Copied the position as a board string</source>
        <translation>局面を盤面文字列としてコピーしました</translation>
    </message>
    <message>
        <source>Cannot paste</source>
        <translation>貼り付けできません</translation>
    </message>
    <message>
        <source>Cannot open %1</source>
        <translation>%1 を開けません</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1 is too large (%2 MB) to be a game file.</source>
        <translation>%1 は棋譜ファイルとしては大きすぎます (%2 MB)。</translation>
    </message>
    <message>
        <source>Open Game</source>
        <translation>棋譜を開く</translation>
    </message>
    <message>
        <source>Othello games (*.ggf *.txt *.wtb);;GGF games (*.ggf);;Transcripts (*.txt);;WTHOR databases (*.wtb);;All files (*)</source>
        <translation>オセロ棋譜 (*.ggf *.txt *.wtb);;GGF 棋譜 (*.ggf);;棋譜テキスト (*.txt);;WTHOR データベース (*.wtb);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>Cannot save %1</source>
        <translation>%1 を保存できません</translation>
    </message>
    <message>
        <source>A transcript can only record a game from the initial position; save this game as GGF (.ggf) instead.</source>
        <translation>棋譜テキストは初期局面からの対局しか記録できません。この対局は GGF (.ggf) で保存してください。</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 を保存しました</translation>
    </message>
    <message>
        <source>Save Game</source>
        <translation>棋譜を保存</translation>
    </message>
    <message>
        <source>GGF game (*.ggf);;Transcript (*.txt)</source>
        <translation>GGF 棋譜 (*.ggf);;棋譜テキスト (*.txt)</translation>
    </message>
    <message>
        <source>No recent files</source>
        <translation>最近使ったファイルはありません</translation>
    </message>
    <message>
        <source>Clear Recent Files</source>
        <translation>履歴を消去</translation>
    </message>
    <message>
        <source>Restore Game</source>
        <translation>対局を復元</translation>
    </message>
    <message>
        <source>About ProbCut Studio</source>
        <translation>ProbCut Studio について</translation>
    </message>
    <message>
        <source>&lt;h3&gt;ProbCut Studio %1&lt;/h3&gt;&lt;p&gt;An Othello program and study board built on Multi-ProbCut search, in the tradition of Michael Buro&apos;s LOGISTELLO.&lt;/p&gt;&lt;p&gt;Play against the engine at ten levels, study games with hints and variations, and open GGF, transcript and WTHOR files.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;ProbCut Studio %1&lt;/h3&gt;&lt;p&gt;Michael Buro の LOGISTELLO の流れをくむ、Multi-ProbCut 探索に基づくオセロプログラム兼研究用盤です。&lt;/p&gt;&lt;p&gt;10段階のレベルでエンジンと対局し、ヒントと変化手順で棋譜を研究し、GGF・棋譜テキスト・WTHOR ファイルを開けます。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Built with Qt %1. Licensed under the terms in the LICENSE file.</source>
        <translation>Qt %1 でビルド。LICENSE ファイルの条件に従って利用できます。</translation>
    </message>
    <message>
        <source>%1 nodes</source>
        <translation>%1 ノード</translation>
    </message>
    <message>
        <source>Back to the Pre&amp;vious Game</source>
        <translation>前の対局に戻る(&amp;V)</translation>
    </message>
    <message>
        <source>Bring back the game that the last new game, paste or open replaced</source>
        <translation>直前の新規対局・貼り付け・読み込みで置き換えた対局を戻す</translation>
    </message>
    <message>
        <source>Back to the previous game; the one you left can be brought back the same way.</source>
        <translation>前の対局に戻りました。離れた対局も同じ方法で戻せます。</translation>
    </message>
    <message>
        <source>Trained evaluation unavailable (%1); the engine plays with its simple evaluation.</source>
        <translation>学習済み評価関数を使えません (%1)。エンジンは簡易評価で対局します。</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>表示(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Panels</source>
        <translation>パネル(&amp;P)</translation>
    </message>
    <message>
        <source>Save as Transcript</source>
        <translation>棋譜テキストとして保存</translation>
    </message>
    <message>
        <source>A transcript holds only the main line: the side lines of this game will not be saved in it. Save it anyway? (A GGF file keeps them.)</source>
        <translation>棋譜テキストには本線しか記録できないため、この対局の変化手順は保存されません。それでも保存しますか？ (GGF ファイルなら変化手順も保存されます。)</translation>
    </message>
    <message>
        <source>Loaded in %1 s</source>
        <translation>%1 秒で読み込みました</translation>
    </message>
    <message>
        <source>Opening Book</source>
        <translation>定石ブック</translation>
    </message>
    <message>
        <source>Explain Position</source>
        <translation>局面の説明</translation>
    </message>
    <message>
        <source>ProbCut Cuts</source>
        <translation>ProbCut のカット</translation>
    </message>
    <message>
        <source>Regression Plots</source>
        <translation>回帰プロット</translation>
    </message>
    <message>
        <source>Book move %1 (preview) — click the board or press Esc to return</source>
        <translation>ブックの手 %1（プレビュー）— 盤をクリックするか Esc キーで戻ります</translation>
    </message>
    <message>
        <source>depth %1, %2 % confidence</source>
        <translation>深さ %1、信頼度 %2 %</translation>
    </message>
    <message>
        <source>ProbCut Studio &amp;Guide</source>
        <translation>ProbCut Studio ガイド(&amp;G)</translation>
    </message>
    <message>
        <source>The rules, playing, the levels, analysis and how selective search is shown</source>
        <translation>ルール、対局、レベル、解析、選択的探索の見せ方</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>キーボードショートカット(&amp;K)</translation>
    </message>
    <message>
        <source>Every key the studio answers to</source>
        <translation>スタジオが反応するすべてのキー</translation>
    </message>
    <message>
        <source>Copy Board as &amp;Image</source>
        <translation>盤面を画像としてコピー(&amp;I)</translation>
    </message>
    <message>
        <source>Copy a picture of the position (for documents and messages) to the clipboard</source>
        <translation>局面の画像（文書やメッセージ用）をクリップボードにコピーします</translation>
    </message>
    <message>
        <source>Save Board as I&amp;mage…</source>
        <translation>盤面を画像として保存(&amp;M)…</translation>
    </message>
    <message>
        <source>Save a picture of the position as a PNG image or an SVG drawing</source>
        <translation>局面の画像を PNG 画像または SVG 図として保存します</translation>
    </message>
    <message>
        <source>Copied a picture of the position</source>
        <translation>局面の画像をコピーしました</translation>
    </message>
    <message>
        <source>Save Board as Image</source>
        <translation>盤面を画像として保存</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG drawing (*.svg)</source>
        <translation>PNG 画像 (*.png);;SVG 図 (*.svg)</translation>
    </message>
    <message>
        <source>Pictures are saved as PNG (.png) or SVG (.svg), not as .%1.</source>
        <translation>画像は PNG（.png）または SVG（.svg）で保存します。.%1 では保存できません。</translation>
    </message>
    <message>
        <source>Saved a picture of the position to %1</source>
        <translation>局面の画像を %1 に保存しました</translation>
    </message>
    <message>
        <source>&amp;Layouts</source>
        <translation>レイアウト(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Play: the board alone</source>
        <translation>対局: 盤のみ(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Analyse: variation, all moves, book and graph</source>
        <translation>解析: 読み筋・全手・ブック・グラフ(&amp;A)</translation>
    </message>
    <message>
        <source>Study &amp;ProbCut: the cut picture beside the regression plot</source>
        <translation>ProbCut を学ぶ: カットの図と回帰プロット(&amp;P)</translation>
    </message>
    <message>
        <source>Opening: &lt;b&gt;%1&lt;/b&gt;</source>
        <translation>定石: &lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <source>The named opening this game follows: %1 (%2), reached at move %3.</source>
        <translation>この対局がたどっている名前付き定石: %1（%2）、%3手目で到達。</translation>
    </message>
    <message>
        <source>The game has left the named lines since; it keeps the name of the last one it followed.</source>
        <translation>対局はその後、名前付きの手順を離れました。最後にたどった定石の名前を表示しています。</translation>
    </message>
    <message>
        <source>Hints: discs %1.</source>
        <translation>ヒント：石数（%1）。</translation>
    </message>
    <message>
        <source>%1 (engine): %2 for %3 (%4), %5
%6</source>
        <translation>%1 (エンジン)：%3から見て %2 (%4)、%5
%6</translation>
    </message>
    <message>
        <source>&amp;Undo New Game</source>
        <translation>新規対局を元に戻す(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Undo Paste</source>
        <translation>貼り付けを元に戻す(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Undo Open</source>
        <translation>開いた対局を元に戻す(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Undo Position Edit</source>
        <translation>局面の編集を元に戻す(&amp;U)</translation>
    </message>
    <message>
        <source>Bring back the game that was replaced, with its players and clock</source>
        <translation>置き換えられた対局を、対局者と持ち時間ごと戻す</translation>
    </message>
    <message>
        <source>Undone: the game before New Game is back, with its players (Black: %1, White: %2).</source>
        <translation>元に戻しました：新規対局の前の対局が対局者ごと戻りました（黒：%1、白：%2）。</translation>
    </message>
    <message>
        <source>Undone: the game before the paste is back, with its players (Black: %1, White: %2).</source>
        <translation>元に戻しました：貼り付けの前の対局が対局者ごと戻りました（黒：%1、白：%2）。</translation>
    </message>
    <message>
        <source>Undone: the game before opening the file is back, with its players (Black: %1, White: %2).</source>
        <translation>元に戻しました：ファイルを開く前の対局が対局者ごと戻りました（黒：%1、白：%2）。</translation>
    </message>
    <message>
        <source>Undone: the game before the position edit is back, with its players (Black: %1, White: %2).</source>
        <translation>元に戻しました：局面の編集の前の対局が対局者ごと戻りました（黒：%1、白：%2）。</translation>
    </message>
    <message>
        <source>Game &gt; Back to the Previous Game returns to the one you left.</source>
        <translation>対局 &gt; 前の対局に戻る で、離れた対局に戻れます。</translation>
    </message>
    <message>
        <source>Black and White are now both played by you (both were the engine).</source>
        <translation>黒と白はどちらもあなたが打つようになりました（どちらもエンジンでした）。</translation>
    </message>
    <message>
        <source>Black and White are now both played by you (%1 was the engine).</source>
        <translation>黒と白はどちらもあなたが打つようになりました（%1はエンジンでした）。</translation>
    </message>
    <message>
        <source>The clock is off.</source>
        <translation>持ち時間はオフです。</translation>
    </message>
    <message>
        <source>Undo (%1) brings back the previous game.</source>
        <translation>元に戻す（%1）で前の対局に戻せます。</translation>
    </message>
    <message>
        <source>New game. Undo (%1) brings back the previous game, with its players.</source>
        <translation>新規対局です。元に戻す（%1）で前の対局を対局者ごと戻せます。</translation>
    </message>
    <message>
        <source>Pasted a %1.</source>
        <translation>貼り付けました：%1。</translation>
    </message>
    <message>
        <source>Opened %1.</source>
        <translation>%1 を開きました。</translation>
    </message>
    <message>
        <source>Opened a game from %1.</source>
        <translation>%1 から対局を開きました。</translation>
    </message>
    <message>
        <source>Edited position set up; New Game can start an engine game from it.</source>
        <translation>編集した局面を設定しました。「新規対局」でこの局面からエンジンと対局できます。</translation>
    </message>
    <message numerus="yes">
        <source>%1 (engine): book move %2, value %3 for %4 (picked from %n book move(s))</source>
        <translation>
            <numerusform>%1 (エンジン)：ブックの手 %2、%4から見た評価値 %3 (%n 個のブックの手から選択)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>ProbCut Studio did not exit normally last time. Restore the game that was in progress (%n move(s))? You will play both colours, without a clock.</source>
        <translation>
            <numerusform>前回 ProbCut Studio は正常に終了しませんでした。対局中だった棋譜 (%n手) を復元しますか？ 両方の色をあなたが打ち、時計は使いません。</numerusform>
        </translation>
    </message>
    <message>
        <source>Restored the game that was in progress. Black and White are both played by you and the clock is off; New Game (%1) sets up an engine game.</source>
        <translation>対局中だった棋譜を復元しました。黒も白もあなたが打ち、時計はオフです。新規対局 (%1) でエンジンとの対局を設定できます。</translation>
    </message>
</context>
<context>
    <name>probcut::ui::MistakeModel</name>
    <message>
        <source>Inaccuracy</source>
        <translation>緩手</translation>
    </message>
    <message>
        <source>Mistake</source>
        <translation>悪手</translation>
    </message>
    <message>
        <source>Blunder</source>
        <translation>大悪手</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>黒</translation>
    </message>
    <message>
        <source>White</source>
        <translation>白</translation>
    </message>
    <message>
        <source>Values in discs for the side that moved. Click to go to the position before the move.</source>
        <translation>値は着手した側から見た石差。クリックでその手の前の局面へ移動。</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>手数</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>着手</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>最善手</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>損失</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>種類</translation>
    </message>
    <message>
        <source>Values in discs for Black; the loss is what the side that moved lost. Click to go to the position before the move.</source>
        <translation>値は黒から見た石差。損失は着手した側が失った石数。クリックでその手の前の局面へ移動。</translation>
    </message>
</context>
<context>
    <name>probcut::ui::MoveListWidget</name>
    <message>
        <source>Moves</source>
        <translation>棋譜</translation>
    </message>
    <message>
        <source>First position (Home)</source>
        <translation>最初の局面 (Home)</translation>
    </message>
    <message>
        <source>Back one move (Alt+Left)</source>
        <translation>一手戻る (Alt+←)</translation>
    </message>
    <message>
        <source>Forward one move (Alt+Right)</source>
        <translation>一手進む (Alt+→)</translation>
    </message>
    <message>
        <source>Last position (End)</source>
        <translation>最後の局面 (End)</translation>
    </message>
    <message numerus="yes">
        <source>(+%n variation(s))</source>
        <translation>
            <numerusform>(+%n 変化)</numerusform>
        </translation>
    </message>
    <message>
        <source>Right-click to switch to another variation</source>
        <translation>右クリックで別の変化手順に切り替え</translation>
    </message>
    <message>
        <source>Variations</source>
        <translation>変化手順</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>パス</translation>
    </message>
    <message>
        <source>%1 (this line)</source>
        <translation>%1 (この手順)</translation>
    </message>
    <message>
        <source>Black passes</source>
        <translation>黒はパス</translation>
    </message>
    <message>
        <source>White passes</source>
        <translation>白はパス</translation>
    </message>
</context>
<context>
    <name>probcut::ui::NewGameDialog</name>
    <message>
        <source>Beginner</source>
        <translation>入門</translation>
    </message>
    <message>
        <source>Novice</source>
        <translation>初級</translation>
    </message>
    <message>
        <source>Casual</source>
        <translation>カジュアル</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>クラブ</translation>
    </message>
    <message>
        <source>Intermediate</source>
        <translation>中級</translation>
    </message>
    <message>
        <source>Advanced</source>
        <translation>上級</translation>
    </message>
    <message>
        <source>Strong</source>
        <translation>強豪</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>エキスパート</translation>
    </message>
    <message>
        <source>Master</source>
        <translation>名人</translation>
    </message>
    <message>
        <source>Maximum</source>
        <translation>最強</translation>
    </message>
    <message>
        <source>unlimited depth</source>
        <translation>深さ無制限</translation>
    </message>
    <message>
        <source>depth %1</source>
        <translation>深さ %1</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>新規対局</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>対局者</translation>
    </message>
    <message>
        <source>Black:</source>
        <translation>黒：</translation>
    </message>
    <message>
        <source>White:</source>
        <translation>白：</translation>
    </message>
    <message>
        <source>Clock</source>
        <translation>持ち時間</translation>
    </message>
    <message>
        <source>Game clock</source>
        <translation>対局時計</translation>
    </message>
    <message>
        <source> min</source>
        <translation> 分</translation>
    </message>
    <message>
        <source>+ </source>
        <translation>+ </translation>
    </message>
    <message>
        <source> s per move</source>
        <translation> 秒/手</translation>
    </message>
    <message>
        <source>Start from</source>
        <translation>開始局面</translation>
    </message>
    <message>
        <source>The initial position</source>
        <translation>初期局面</translation>
    </message>
    <message>
        <source>The position on the board (pasted or edited)</source>
        <translation>盤上の局面 (貼り付けまたは編集したもの)</translation>
    </message>
    <message>
        <source>A random balanced opening</source>
        <translation>ランダムな互角の定石</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>開始</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>人間</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>エンジン</translation>
    </message>
    <message>
        <source>Level %1: %2</source>
        <translation>レベル %1：%2</translation>
    </message>
    <message>
        <source>Level %1 (%2): %3, exact from %4 empties, selectivity %5 %</source>
        <translation>レベル %1 (%2)：%3、残り%4マスから完全読み、選択性 %5 %</translation>
    </message>
    <message>
        <source>Meant to play like a human tournament player, but its table could not be loaded (%1): it plays as the engine level below.</source>
        <translation>人間の大会参加者のように打つレベルですが、表を読み込めませんでした (%1)。下記のエンジンレベルとして対局します。</translation>
    </message>
    <message>
        <source>a weak tournament player (the bottom quarter of the players in the WTHOR game database)</source>
        <translation>弱い大会参加者（WTHOR棋譜データベースの打ち手の下位4分の1）</translation>
    </message>
    <message>
        <source>an average tournament player (the middle half of the players in the WTHOR game database)</source>
        <translation>平均的な大会参加者（WTHOR棋譜データベースの打ち手の中位半分）</translation>
    </message>
    <message>
        <source>a strong tournament player (the top quarter of the players in the WTHOR game database)</source>
        <translation>強い大会参加者（WTHOR棋譜データベースの打ち手の上位4分の1）</translation>
    </message>
    <message>
        <source>Plays like %1: it loses about %2 discs per move in the opening, %3 in the middle game and %4 in the endgame, with human-sized slips, and varies its moves from game to game.</source>
        <translation>%1のように打ちます。1手あたり序盤で約%2石、中盤で%3石、終盤で%4石を人間らしい緩手で失い、対局ごとに手を変えます。</translation>
    </message>
    <message>
        <source>Looks one move ahead only: it makes plain mistakes. A first opponent for learning the game.</source>
        <translation>1手先しか読みません。明らかなミスをします。ゲームを覚えるための最初の相手です。</translation>
    </message>
    <message>
        <source>Engine play without human slips: it looks as far ahead as its time allows and plays the last %1 empty squares perfectly.</source>
        <translation>人間らしい緩手のないエンジンの打ち方です。時間の許す限り先を読み、最後の%1マスを完全に打ちます。</translation>
    </message>
    <message>
        <source>Engine play without human slips: it looks %1 moves ahead and plays the last %2 empty squares perfectly.</source>
        <translation>人間らしい緩手のないエンジンの打ち方です。%1手先まで読み、最後の%2マスを完全に打ちます。</translation>
    </message>
    <message>
        <source>Level %1 (%2): values every move at depth %3 (exact from %4 empties), then picks one the way these players do</source>
        <translation>レベル%1（%2）：すべての手を深さ%3で評価し（空き%4マスから完全読み）、これらの打ち手と同じように一手を選びます</translation>
    </message>
    <message>
        <source>A newcomer: it picks its moves the way a weak tournament player does, but about twice as carelessly, so it makes more and bigger mistakes (a weak tournament player loses about %1 discs per move in the middle game). A first opponent for learning the game.</source>
        <translation>初心者：弱い大会参加者と同じように手を選びますが、不注意さは約2倍なので、より多く、より大きなミスをします（弱い大会参加者は中盤で1手あたり約%1石を失います）。ゲームを覚えるための最初の相手です。</translation>
    </message>
    <message>
        <source>Level %1 (%2): values every move at depth %3 (exact from %4 empties), then picks one the way weak tournament players do, at %5 times their temperature</source>
        <translation>レベル%1（%2）：すべての手を深さ%3（空きマス%4以下は完全読み）で評価し、弱い大会参加者と同じように、その%5倍の温度で一手を選びます</translation>
    </message>
    <message>
        <source>It is the foot of the strength ladder (0 points): %1 wins %2 % of its games against it.</source>
        <translation>強さの階段の最下段（0点）です。%1はこのレベルに対して%2 %の対局に勝ちます。</translation>
    </message>
    <message>
        <source>It is the foot of the strength ladder (0 points).</source>
        <translation>強さの階段の最下段（0点）です。</translation>
    </message>
    <message>
        <source>It is not yet placed on the strength ladder.</source>
        <translation>まだ強さの階段に位置づけられていません。</translation>
    </message>
    <message>
        <source>It scored %1 % in %2 games against %3.</source>
        <translation>%3との%2局で%1 %の得点率でした。</translation>
    </message>
    <message>
        <source>Strength ladder: %1 points (Beginner 0; 200 points more win about 3 games in 4).</source>
        <translation>強さの階段：%1点（入門が0、200点上回ると約4局に3局勝ちます）。</translation>
    </message>
</context>
<context>
    <name>probcut::ui::PatternTermsModel</name>
    <message>
        <source>parity (who is due the last move)</source>
        <translation>パリティ (最後の手を打つのはどちらか)</translation>
    </message>
    <message>
        <source>The parity weight: whether the number of empty squares is odd or even, i.e. who is due the last move of the game.</source>
        <translation>パリティの重み：空きマスの数が奇数か偶数か、つまり対局の最後の手をどちらが打つことになるか。</translation>
    </message>
    <message>
        <source>Pattern</source>
        <translation>パターン</translation>
    </message>
    <message>
        <source>A group of squares the evaluation looks at together (an edge, a corner region, a line or a diagonal) and where it is on the board</source>
        <translation>評価関数がまとめて見るマスの組 (辺、隅の領域、列、斜め) と、その盤上の位置</translation>
    </message>
    <message>
        <source>mobility (moves of both sides)</source>
        <translation>着手可能数（両者の打てる手）</translation>
    </message>
    <message>
        <source>The mobility weight: what the number of legal moves of both sides is worth, learned from games.</source>
        <translation>着手可能数の重み：両者の合法手の数の価値。対局から学習したもの。</translation>
    </message>
    <message>
        <source>What the discs on these squares are worth to %1, in discs, according to the pattern weights learned from games. Highlighted on the board when among the three largest either way.</source>
        <translation>対局から学習したパターンの重みによる、これらのマスの石の%1にとっての価値 (石差)。有利・不利それぞれ上位 3 つに入ると盤上で強調表示されます。</translation>
    </message>
    <message>
        <source>Worth (%1)</source>
        <translation>価値（%1）</translation>
    </message>
    <message>
        <source>What the pattern&apos;s current contents are worth to %1, in discs; the rows add up to the evaluation</source>
        <translation>パターンの現在の内容が%1にとって持つ価値 (石差)。各行の合計が評価値になります</translation>
    </message>
</context>
<context>
    <name>probcut::ui::PvHistoryModel</name>
    <message>
        <source>pass</source>
        <translation>パス</translation>
    </message>
    <message>
        <source>%1 solved</source>
        <translation>%1 読み切り</translation>
    </message>
    <message>
        <source>Multi-ProbCut confidence: 100 % searches every move; lower values prune moves the shallow check says are this likely irrelevant</source>
        <translation>Multi-ProbCut の信頼度：100 % ではすべての手を探索し、それより低い値では浅い判定がこの確率で無関係とみなした手を枝刈りします</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>深さ</translation>
    </message>
    <message>
        <source>Conf.</source>
        <translation>信頼度</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>ノード数</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>時間</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>速度</translation>
    </message>
    <message>
        <source>PV</source>
        <translation>読み筋</translation>
    </message>
    <message>
        <source>Discs %1; ≥/≤ mark a bound, “solved” the exact result of perfect play</source>
        <translation>石差（%1）。≥/≤ は境界値、「読み切り」は最善を尽くした場合の正確な結果</translation>
    </message>
    <message>
        <source>Score (%1)</source>
        <translation>評価値（%1）</translation>
    </message>
</context>
<context>
    <name>probcut::ui::PvPanel</name>
    <message>
        <source>Black</source>
        <translation>黒</translation>
    </message>
    <message>
        <source>White</source>
        <translation>白</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>深さ</translation>
    </message>
    <message>
        <source>Plies searched in full in the last completed iteration</source>
        <translation>最後に完了した反復で完全に探索した手数</translation>
    </message>
    <message>
        <source>Confidence</source>
        <translation>信頼度</translation>
    </message>
    <message>
        <source>Multi-ProbCut selectivity: at 100 % every move is searched; below, moves that a shallow search says are irrelevant with this probability are cut</source>
        <translation>Multi-ProbCut の選択性：100 % ではすべての手を探索し、それ未満では浅い探索がこの確率で無関係と判断した手をカットします</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>ノード数</translation>
    </message>
    <message>
        <source>Positions searched so far</source>
        <translation>これまでに探索した局面数</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>速度</translation>
    </message>
    <message>
        <source>Nodes per second</source>
        <translation>1 秒あたりのノード数</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>時間</translation>
    </message>
    <message>
        <source>Time since the search started</source>
        <translation>探索開始からの経過時間</translation>
    </message>
    <message>
        <source>Click a move to see the position after it on the board</source>
        <translation>手をクリックすると、その手の後の局面を盤上に表示</translation>
    </message>
    <message>
        <source>One row per completed iteration (the engine reports at most ten a second, so quick shallow iterations are merged into the next row); select a row to show its principal variation</source>
        <translation>完了した反復ごとに 1 行 (エンジンの報告は毎秒最大 10 回のため、すぐ終わる浅い反復は次の行にまとめられます)。行を選ぶとその読み筋を表示</translation>
    </message>
    <message>
        <source>Game engine (%1) is thinking…</source>
        <translation>対局エンジン (%1) が思考中…</translation>
    </message>
    <message>
        <source>Game engine (%1) played %2</source>
        <translation>対局エンジン (%1) は %2 に打ちました</translation>
    </message>
    <message>
        <source>Analysis: solved</source>
        <translation>解析：読み切り</translation>
    </message>
    <message>
        <source>Analysis: finished at depth %1</source>
        <translation>解析：深さ %1 で終了</translation>
    </message>
    <message>
        <source>Stop Analysing</source>
        <translation>解析を停止</translation>
    </message>
    <message>
        <source>Analyse Position</source>
        <translation>局面を解析</translation>
    </message>
    <message>
        <source>Analysis · %1 to move</source>
        <translation>解析 · %1番</translation>
    </message>
    <message>
        <source>%1 (end)</source>
        <translation>%1 (終局)</translation>
    </message>
    <message>
        <source>No principal variation yet</source>
        <translation>まだ読み筋がありません</translation>
    </message>
    <message>
        <source>Preview: after %1 (click the board or press Esc to return)</source>
        <translation>プレビュー：%1 の後 (盤をクリックするか Esc で戻る)</translation>
    </message>
    <message>
        <source>No engine is thinking. Turn on Analyse Position (Ctrl+Shift+A) to analyse the position on the board.</source>
        <translation>思考中のエンジンはありません。盤上の局面を解析するには「局面を解析」(Ctrl+Shift+A) をオンにしてください。</translation>
    </message>
    <message>
        <source>Analysis paused while the game engine thinks</source>
        <translation>対局エンジンの思考中は解析を一時停止しています</translation>
    </message>
    <message>
        <source>Analysis stopped</source>
        <translation>解析を停止しました</translation>
    </message>
    <message>
        <source>Game engine (%1) stopped</source>
        <translation>対局エンジン (%1) が停止しました</translation>
    </message>
    <message>
        <source>Score (%1)</source>
        <translation>評価値（%1）</translation>
    </message>
    <message>
        <source>Discs %1 at the end of the principal variation. ≥ or ≤: a bound; “solved”: the exact result of perfect play</source>
        <translation>読み筋の最後での石差（%1）。≥ または ≤：境界値、「読み切り」：最善を尽くした場合の正確な結果</translation>
    </message>
</context>
<context>
    <name>probcut::ui::RegressionPanel</name>
    <message>
        <source>Game stage: the positions sampled with this many empty squares. The model is fitted separately for every stage.</source>
        <translation>段階：この数の空きマスを持つ局面をサンプルとしています。モデルは段階ごとに個別に当てはめます。</translation>
    </message>
    <message>
        <source>Height h: how many plies the deep search looks ahead, the search Multi-ProbCut would like to skip.</source>
        <translation>高さ h：深い探索 (Multi-ProbCut が省略したい探索) が何手先まで読むか。</translation>
    </message>
    <message>
        <source>Check depth d: the shallow search that predicts the deep one. Depth 0 is the evaluation of the position itself.</source>
        <translation>判定深さ d：深い探索を予測する浅い探索。深さ 0 は局面そのものの評価値です。</translation>
    </message>
    <message>
        <source>Confidence of a cut: the band holds this share of the deep values (t standard deviations either side of the line).</source>
        <translation>カットの信頼度：帯に含まれる深い探索値の割合 (直線の両側に標準偏差の t 倍)。</translation>
    </message>
    <message>
        <source>&amp;Stage</source>
        <translation>段階(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Height</source>
        <translation>高さ(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Check depth</source>
        <translation>判定深さ(&amp;C)</translation>
    </message>
    <message>
        <source>C&amp;onfidence</source>
        <translation>信頼度(&amp;O)</translation>
    </message>
    <message>
        <source>positions</source>
        <translation>局面</translation>
    </message>
    <message>
        <source>fit</source>
        <translation>回帰直線</translation>
    </message>
    <message>
        <source>cut right</source>
        <translation>正しいカット</translation>
    </message>
    <message>
        <source>cut wrong</source>
        <translation>誤ったカット</translation>
    </message>
    <message>
        <source>Each dot is a position: how the shallow search at depth d scored it (x) against the deep search at height h (y). Multi-ProbCut trusts the line: if the shallow value predicts the deep value beyond the window with confidence, the deep search is skipped.</source>
        <translation>各点は 1 つの局面で、深さ d の浅い探索による値 (x) と高さ h の深い探索による値 (y) を表します。Multi-ProbCut はこの直線を信頼します：浅い探索値から、深い探索値がウィンドウの外にあると十分な信頼度で予測できれば、深い探索を省略します。</translation>
    </message>
    <message>
        <source>Drag a rectangle to zoom in; right-click to zoom out.</source>
        <translation>矩形をドラッグして拡大、右クリックで縮小。</translation>
    </message>
    <message>
        <source>r²: the share of the deep values&apos; spread the line explains (1 = perfect prediction).
σ: how far, typically, the deep value lies from the line, in discs.
n: the number of positions.
a, b: the line deep = a·shallow + b.
t: the band&apos;s half-width in σ for the chosen confidence.</source>
        <translation>r²：深い探索値のばらつきのうち直線で説明できる割合 (1 = 完全な予測)。
σ：深い探索値が直線から通常どれだけ離れているか (石差)。
n：局面数。
a, b：直線 深い値 = a·浅い値 + b。
t：選んだ信頼度に対する帯の半幅 (σ 単位)。</translation>
    </message>
    <message>
        <source>&amp;Verify cuts of the current search</source>
        <translation>現在の探索のカットを検証(&amp;V)</translation>
    </message>
    <message>
        <source>Takes a few cuts of the selected height and check depth from the engine&apos;s current search and runs the deep search they skipped, in the background at low priority, to see whether each cut was right (at most %1 per search).</source>
        <translation>エンジンの現在の探索から、選択した高さと判定深さのカットをいくつか取り出し、省略された深い探索をバックグラウンドで低優先度で実行して、各カットが正しかったかを確かめます (1 回の探索につき最大 %1 件)。</translation>
    </message>
    <message>
        <source>&amp;Follow the search</source>
        <translation>探索に追従(&amp;F)</translation>
    </message>
    <message>
        <source>When the selected height and check depth see no cut in the current search, switch to the stage, height and depth that cut most often.</source>
        <translation>選択した高さと判定深さで現在の探索にカットがないとき、最も頻繁にカットしている段階・高さ・深さに切り替えます。</translation>
    </message>
    <message>
        <source>A cut is right when the deep search it skipped really ends beyond the window bound it was tested against.</source>
        <translation>省略した深い探索の結果が、判定に使ったウィンドウの境界を実際に越えていれば、そのカットは正しいとみなします。</translation>
    </message>
    <message>
        <source>shallow v&lt;sub&gt;d&lt;/sub&gt; (discs)</source>
        <translation>浅い探索 v&lt;sub&gt;d&lt;/sub&gt; (石差)</translation>
    </message>
    <message>
        <source>deep v&lt;sub&gt;h&lt;/sub&gt;</source>
        <translation>深い探索 v&lt;sub&gt;h&lt;/sub&gt;</translation>
    </message>
    <message>
        <source>the samples are empty</source>
        <translation>サンプルが空です</translation>
    </message>
    <message>
        <source>The regression data cannot be shown: %1</source>
        <translation>回帰データを表示できません：%1</translation>
    </message>
    <message>
        <source>%1–%2 empties</source>
        <translation>空き %1–%2 マス</translation>
    </message>
    <message>
        <source>refitted: %1</source>
        <translation>再回帰：%1</translation>
    </message>
    <message>
        <source>too few points to refit</source>
        <translation>再回帰するには点が少なすぎます</translation>
    </message>
    <message>
        <source>Not fitted: no cuts use this pair. %1 points (r² %2).</source>
        <translation>未回帰：この組み合わせを使うカットはありません。%1 点 (r² %2)。</translation>
    </message>
    <message numerus="yes">
        <source>(%n off the plot)</source>
        <translation>
            <numerusform>(%n 点はプロット範囲外)</numerusform>
        </translation>
    </message>
    <message>
        <source>r² %1 (%2) · σ %3 discs · n %4%9 · a %5 · b %6 · t %7 (%8 %)</source>
        <translation>r² %1 (%2) · σ %3 石 · n %4%9 · a %5 · b %6 · t %7 (%8 %)</translation>
    </message>
    <message>
        <source>The check search to depth %1 returned %2, at least its bound %3, so the search to height %4 was skipped as surely at least %5.</source>
        <translation>深さ %1 の判定探索は %2 を返し、境界 %3 以上だったため、高さ %4 の探索は確実に %5 以上とみなして省略されました。</translation>
    </message>
    <message>
        <source>The check search to depth %1 returned %2, at most its bound %3, so the search to height %4 was skipped as surely at most %5.</source>
        <translation>深さ %1 の判定探索は %2 を返し、境界 %3 以下だったため、高さ %4 の探索は確実に %5 以下とみなして省略されました。</translation>
    </message>
    <message>
        <source>The real search to height %1 gives %2: the cut was right.</source>
        <translation>高さ %1 の実際の探索結果は %2：正しいカットでした。</translation>
    </message>
    <message>
        <source>The real search to height %1 gives %2: the cut was wrong.</source>
        <translation>高さ %1 の実際の探索結果は %2：誤ったカットでした。</translation>
    </message>
    <message>
        <source>Exact values of this position: depth %1 %2, height %3 %4 (verified in %5 s).</source>
        <translation>この局面の正確な値：深さ %1 で %2、高さ %3 で %4 (検証に %5 秒)。</translation>
    </message>
    <message>
        <source>Live verification is off.</source>
        <translation>リアルタイム検証はオフです。</translation>
    </message>
    <message>
        <source>Live: waiting for a search that cuts (the engine cuts only below 100 % confidence).</source>
        <translation>リアルタイム：カットを行う探索を待っています (エンジンは信頼度 100 % 未満でのみカットします)。</translation>
    </message>
    <message numerus="yes">
        <source>Live, current search: %1 cuts at this stage, height and depth; %2 of %n verified cut(s) right</source>
        <translation>
            <numerusform>リアルタイム、現在の探索：この段階・高さ・深さでのカット %1 件。検証済み %n 件中 %2 件が正しいカット</numerusform>
        </translation>
    </message>
    <message>
        <source>; %1 being verified</source>
        <translation>、%1 件を検証中</translation>
    </message>
    <message>
        <source>t raised %1 % at this height: high checks cut less</source>
        <translation>この高さでは t を %1 % 引き上げ：高い位置のチェックは枝刈りを控えます</translation>
    </message>
    <message>
        <source>this cut</source>
        <translation>このカット</translation>
    </message>
    <message>
        <source>The cut of the ProbCut panel&apos;s step-through: its shallow value, and the deep value the model predicted from it (%1, %2)</source>
        <translation>ProbCut パネルで順に表示中のカット: 浅い探索値と、そこからモデルが予測した深い探索値 (%1, %2)</translation>
    </message>
    <message numerus="yes">
        <source>Live, last search (stopped): %1 cuts at this stage, height and depth; %2 of %n verified cut(s) right</source>
        <translation>
            <numerusform>ライブ、最後の探索（停止）：この段階・高さ・深さで %1 回のカット。検証した %n 回のうち %2 回が正しい</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>probcut::ui::ReviewPanel</name>
    <message>
        <source>Review Game</source>
        <translation>対局をレビュー</translation>
    </message>
    <message>
        <source>Export GGF…</source>
        <translation>GGF に書き出す…</translation>
    </message>
    <message>
        <source>Export PDF…</source>
        <translation>PDF に書き出す…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>黒</translation>
    </message>
    <message>
        <source>White</source>
        <translation>白</translation>
    </message>
    <message>
        <source>Whole game</source>
        <translation>対局全体</translation>
    </message>
    <message>
        <source>Discs lost per move by the player who moved, and the share of moves within %1 disc of the best, for the whole game and each phase</source>
        <translation>着手した側が1手あたりに失った石数と、最善手との差が %1 石以内だった手の割合（対局全体と各局面）</translation>
    </message>
    <message>
        <source>Discs lost per move · moves within %1 disc of the best</source>
        <translation>1手あたりの損失石数 · 最善手との差 %1 石以内の手</translation>
    </message>
    <message>
        <source>Engine value after each move, in discs for Black (dark: Black ahead, light: White ahead); dots mark the mistakes. Click to go to a move.</source>
        <translation>各手の後のエンジン評価値（黒から見た石数。濃い部分は黒優勢、薄い部分は白優勢）。点はミスを示します。クリックでその手へ移動します。</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>手</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>着手</translation>
    </message>
    <message>
        <source>Better</source>
        <translation>より良い手</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>損失</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>種類</translation>
    </message>
    <message>
        <source>Moves that lost %1 discs or more, largest loss first; values in discs for the player who moved. Select one to see both lines on the board.</source>
        <translation>%1 石以上損した手（損失の大きい順）。値は着手した側から見た石数です。選ぶと両方の手順が盤上に表示されます。</translation>
    </message>
    <message>
        <source>Cancelled at %p%</source>
        <translation>%p% でキャンセル</translation>
    </message>
    <message>
        <source>Not reviewed</source>
        <translation>未レビュー</translation>
    </message>
    <message>
        <source>Game Review analyses every move of the game in the background and sums it up: each player&apos;s accuracy, per phase, and the mistakes with the better move.</source>
        <translation>対局レビューはすべての手をバックグラウンドで解析し、各プレイヤーの精度（局面別）と、より良い手を添えたミスをまとめます。</translation>
    </message>
    <message>
        <source>Game &amp;Review</source>
        <translation>対局レビュー(&amp;R)</translation>
    </message>
    <message>
        <source>Analyse the game in the background and review it: each player&apos;s accuracy, the phases, the mistakes with the better move</source>
        <translation>対局をバックグラウンドで解析してレビュー：各プレイヤーの精度、局面、より良い手を添えたミス</translation>
    </message>
    <message>
        <source>Export Review as &amp;GGF…</source>
        <translation>レビューを GGF に書き出す(&amp;G)…</translation>
    </message>
    <message>
        <source>Save the game with the review in its comments, for any GGF reader</source>
        <translation>レビューをコメントに含めて対局を保存（どの GGF リーダーでも読めます）</translation>
    </message>
    <message>
        <source>Export Review as P&amp;DF…</source>
        <translation>レビューを PDF に書き出す(&amp;D)…</translation>
    </message>
    <message>
        <source>Save the review as a printable PDF with the graph and board diagrams</source>
        <translation>グラフと盤面図入りの印刷用 PDF としてレビューを保存</translation>
    </message>
    <message>
        <source>Analysing… %p%</source>
        <translation>解析中… %p%</translation>
    </message>
    <message>
        <source>Reviewed</source>
        <translation>レビュー済み</translation>
    </message>
    <message>
        <source>Partial: the figures cover the moves analysed so far.</source>
        <translation>途中経過：数値はこれまでに解析した手のものです。</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>No move lost %1 discs or more.</source>
        <translation>%1 石以上損した手はありません。</translation>
    </message>
    <message>
        <source>Select a mistake to see the move played and the better move, with both lines, on the board.</source>
        <translation>ミスを選ぶと、着手とより良い手が両方の手順とともに盤上に表示されます。</translation>
    </message>
    <message>
        <source>The reviewed game is no longer on the board.</source>
        <translation>レビューした対局はもう盤上にありません。</translation>
    </message>
    <message>
        <source>Move %1, %2: %3, %4 discs lost</source>
        <translation>%1 手目、%2：%3、%4 石の損失</translation>
    </message>
    <message>
        <source>Played %1 (%2), red numbers:</source>
        <translation>着手 %1（%2）、赤い番号：</translation>
    </message>
    <message>
        <source>Better %1 (%2), green numbers:</source>
        <translation>より良い手 %1（%2）、緑の番号：</translation>
    </message>
    <message>
        <source>There is no review to export yet.</source>
        <translation>書き出せるレビューはまだありません。</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Review saved to %1</source>
        <translation>レビューを %1 に保存しました</translation>
    </message>
    <message>
        <source>Cannot export the review</source>
        <translation>レビューを書き出せません</translation>
    </message>
    <message>
        <source>Writing %1…</source>
        <translation>%1 を書き出し中…</translation>
    </message>
    <message>
        <source>Export Review as GGF</source>
        <translation>レビューを GGF に書き出す</translation>
    </message>
    <message>
        <source>GGF game (*.ggf)</source>
        <translation>GGF 棋譜 (*.ggf)</translation>
    </message>
    <message>
        <source>Export Review as PDF</source>
        <translation>レビューを PDF に書き出す</translation>
    </message>
    <message>
        <source>PDF document (*.pdf)</source>
        <translation>PDF 文書 (*.pdf)</translation>
    </message>
</context>
<context>
    <name>probcut::ui::ReviewText</name>
    <message>
        <source>Opening</source>
        <translation>序盤</translation>
    </message>
    <message>
        <source>Midgame</source>
        <translation>中盤</translation>
    </message>
    <message>
        <source>Endgame</source>
        <translation>終盤</translation>
    </message>
    <message>
        <source>Opening (moves 1–20)</source>
        <translation>序盤（1–20 手）</translation>
    </message>
    <message>
        <source>Midgame (moves 21–40)</source>
        <translation>中盤（21–40 手）</translation>
    </message>
    <message>
        <source>Endgame (moves 41–60)</source>
        <translation>終盤（41–60 手）</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>黒</translation>
    </message>
    <message>
        <source>White</source>
        <translation>白</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>パス</translation>
    </message>
    <message>
        <source>%1: no move valued</source>
        <translation>%1：評価された手はありません</translation>
    </message>
    <message>
        <source>%1: %2 discs lost per move, %3 of moves within %4 disc of the best (inaccuracies: %5, mistakes: %6, blunders: %7)</source>
        <translation>%1：1手あたり %2 石の損失、最善手との差 %4 石以内の手は %3（緩手 %5、悪手 %6、大悪手 %7）</translation>
    </message>
    <message>
        <source>%1: %2 lost %3 discs (played %4 %5, better %6 %7; values in discs for %2). Played line: %8. Better line: %9.</source>
        <translation>%1：%2 が %3 石損失（着手 %4 %5、より良い手 %6 %7。値は %2 から見た石数）。着手の手順：%8。より良い手順：%9。</translation>
    </message>
    <message>
        <source>Game not finished (%1 moves reviewed)</source>
        <translation>対局は終わっていません（%1 手をレビュー）</translation>
    </message>
    <message>
        <source>Black %1 – White %2: a draw</source>
        <translation>黒 %1 – 白 %2：引き分け</translation>
    </message>
    <message>
        <source>Black %1 – White %2: %3 wins</source>
        <translation>黒 %1 – 白 %2：%3 の勝ち</translation>
    </message>
    <message>
        <source>Values are the engine&apos;s, in discs for the player who moved. A move&apos;s loss is the value of the best move minus the value of the move played. Accuracy counts the moves where a player had a choice: the discs lost per move on average, and the share of moves that lost at most %1 disc. Inaccuracy: %2 discs or more lost; mistake: %3 or more; blunder: %4 or more. Phases by the empty squares before the move: opening 60–41 (moves 1–20), midgame 40–21 (moves 21–40), endgame 20–1 (moves 41–60).</source>
        <translation>値はエンジンのもので、着手した側から見た石数です。手の損失は、最善手の値から着手の値を引いたものです。精度は選択肢のあった手だけを数えます：1手あたりの平均損失石数と、損失が %1 石以下だった手の割合です。緩手は %2 石以上、悪手は %3 石以上、大悪手は %4 石以上の損失。局面は着手前の空きマス数で分けます：序盤 60–41（1–20 手）、中盤 40–21（21–40 手）、終盤 20–1（41–60 手）。</translation>
    </message>
    <message>
        <source>Game review by ProbCut Studio.</source>
        <translation>ProbCut Studio による対局レビュー。</translation>
    </message>
    <message>
        <source>%1: Black %2 discs lost per move (%3 within %4), White %5 (%6).</source>
        <translation>%1：黒 1手あたり %2 石の損失（%4 石以内 %3）、白 %5（%6）。</translation>
    </message>
    <message>
        <source>Game review</source>
        <translation>対局レビュー</translation>
    </message>
    <message>
        <source>Black:</source>
        <translation>黒：</translation>
    </message>
    <message>
        <source>White:</source>
        <translation>白：</translation>
    </message>
    <message>
        <source>The analysis did not value every move; the figures cover the moves it valued.</source>
        <translation>解析はすべての手を評価していません。数値は評価した手のものです。</translation>
    </message>
    <message>
        <source>Accuracy</source>
        <translation>精度</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>手数</translation>
    </message>
    <message>
        <source>Discs lost per move</source>
        <translation>1手あたりの損失石数</translation>
    </message>
    <message>
        <source>Within %1 disc</source>
        <translation>%1 石以内</translation>
    </message>
    <message>
        <source>Inaccuracies / mistakes / blunders</source>
        <translation>緩手 / 悪手 / 大悪手</translation>
    </message>
    <message>
        <source>Phases</source>
        <translation>局面</translation>
    </message>
    <message>
        <source>Phase</source>
        <translation>局面</translation>
    </message>
    <message>
        <source>%1: discs lost per move</source>
        <translation>%1：1手あたりの損失石数</translation>
    </message>
    <message>
        <source>%1: within %2 disc</source>
        <translation>%1：%2 石以内</translation>
    </message>
    <message>
        <source>Evaluation graph</source>
        <translation>評価値グラフ</translation>
    </message>
    <message>
        <source>Engine value after each move, in discs for Black (dark: Black ahead, light: White ahead); dots mark the mistakes.</source>
        <translation>各手の後のエンジン評価値（黒から見た石数。濃い部分は黒優勢、薄い部分は白優勢）。点はミスを示します。</translation>
    </message>
    <message>
        <source>Mistakes</source>
        <translation>ミス</translation>
    </message>
    <message>
        <source>Move %1, %2: %3 – %4 discs lost</source>
        <translation>%1 手目、%2：%3 – %4 石の損失</translation>
    </message>
    <message>
        <source>Played %1 (%2): %3</source>
        <translation>着手 %1（%2）：%3</translation>
    </message>
    <message>
        <source>Better %1 (%2): %3</source>
        <translation>より良い手 %1（%2）：%3</translation>
    </message>
    <message>
        <source>No move lost %1 discs or more.</source>
        <translation>%1 石以上損した手はありません。</translation>
    </message>
    <message>
        <source>Other inaccuracies</source>
        <translation>その他の緩手</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>手</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>着手</translation>
    </message>
    <message>
        <source>Better</source>
        <translation>より良い手</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>損失</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>種類</translation>
    </message>
    <message>
        <source>How to read this review</source>
        <translation>このレビューの読み方</translation>
    </message>
    <message>
        <source>The PDF could not be made.</source>
        <translation>PDF を作成できませんでした。</translation>
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
        <translation>システムの既定</translation>
    </message>
    <message>
        <source>Preferences</source>
        <translation>設定</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>遅い</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>普通</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>速い</translation>
    </message>
    <message>
        <source>Mark legal moves</source>
        <translation>合法手を表示</translation>
    </message>
    <message>
        <source>Show coordinates</source>
        <translation>座標を表示</translation>
    </message>
    <message>
        <source>Mark the last move</source>
        <translation>最終手を表示</translation>
    </message>
    <message>
        <source>Show the discs a move would flip when hovering over it</source>
        <translation>マウスを重ねたとき返る石を表示</translation>
    </message>
    <message>
        <source>Theme:</source>
        <translation>テーマ：</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>言語：</translation>
    </message>
    <message>
        <source>Disc animation:</source>
        <translation>石のアニメーション：</translation>
    </message>
    <message>
        <source>Hint strength:</source>
        <translation>ヒントの強さ：</translation>
    </message>
    <message>
        <source>Use the opening book</source>
        <translation>定石ブックを使う</translation>
    </message>
    <message>
        <source>The engine plays the book&apos;s moves while the game is in its book</source>
        <translation>対局がブック内にある間、エンジンはブックの手を打ちます</translation>
    </message>
    <message>
        <source>The engine picks at random among the book moves whose value is within this many discs of the best one; it never picks a move known to lose while one that does not lose exists</source>
        <translation>エンジンは、評価値が最善手からこの石数以内にあるブックの手の中からランダムに選びます。負けない手があるかぎり、負けが判明している手は選びません</translation>
    </message>
    <message>
        <source>Always the best book move</source>
        <translation>常にブックの最善手</translation>
    </message>
    <message numerus="yes">
        <source>Within %n disc(s) of the best</source>
        <translation>
            <numerusform>最善手から %n 石以内</numerusform>
        </translation>
    </message>
    <message>
        <source>Add every finished game to my book</source>
        <translation>終局した対局をすべて自分のブックに追加</translation>
    </message>
    <message>
        <source>Play sounds (moves, passes, end of game, refused clicks)</source>
        <translation>効果音を鳴らす (着手、パス、終局、無効なクリック)</translation>
    </message>
    <message>
        <source>Sound volume</source>
        <translation>音量</translation>
    </message>
    <message>
        <source>Book variety:</source>
        <translation>ブックの多様性：</translation>
    </message>
    <message>
        <source>Volume:</source>
        <translation>音量：</translation>
    </message>
    <message numerus="yes">
        <source>Threads the engine searches with (its moves, hints and analysis); this computer has %n hardware thread(s)</source>
        <translation>
            <numerusform>エンジンが探索に使うスレッド数（着手・ヒント・解析）。このコンピューターのハードウェアスレッドは %n 個です</numerusform>
        </translation>
    </message>
    <message>
        <source>Search threads:</source>
        <translation>探索スレッド数：</translation>
    </message>
    <message>
        <source>Whose side every value is shown from: the hints, All Moves, the principal variation, the book, Explain Position and the engine&apos;s messages. The evaluation graph is always drawn for Black.</source>
        <translation>すべての値をどちらの側から見て表示するか：ヒント、すべての手、読み筋、ブック、局面の説明、エンジンのメッセージ。評価グラフは常に黒から見て描かれます。</translation>
    </message>
    <message>
        <source>Show values for:</source>
        <translation>値の基準：</translation>
    </message>
</context>
<context>
    <name>probcut::ui::Theme</name>
    <message>
        <source>Light (green felt)</source>
        <translation>ライト (緑のフェルト)</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>ダーク</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>ハイコントラスト</translation>
    </message>
</context>
<context>
    <name>probcut::ui::WthorDialog</name>
    <message>
        <source>Choose a Game — %1</source>
        <translation>棋譜を選択 — %1</translation>
    </message>
    <message>
        <source>Filter by player or tournament</source>
        <translation>対局者または大会で絞り込み</translation>
    </message>
    <message>
        <source>#</source>
        <translation>番号</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>黒</translation>
    </message>
    <message>
        <source>White</source>
        <translation>白</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>結果</translation>
    </message>
    <message>
        <source>Tournament</source>
        <translation>大会</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) played in %1.</source>
        <translation>
            <numerusform>%1年の対局 %n 局。</numerusform>
        </translation>
    </message>
</context>
</TS>
