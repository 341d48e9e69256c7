<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja">
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
    <name>probcut::ui::EnginePlayer</name>
    <message>
        <source>The engine found no move (%1).</source>
        <translation>エンジンは手を見つけられませんでした (%1)。</translation>
    </message>
    <message>
        <source>The engine could not start thinking.</source>
        <translation>エンジンが思考を開始できませんでした。</translation>
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
        <source>Pasted a %1</source>
        <translation>貼り付けました：%1</translation>
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
        <source>Opened %1</source>
        <translation>%1 を開きました</translation>
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
    <message numerus="yes">
        <source>ProbCut Studio did not exit normally last time. Restore the game that was in progress (%n move(s))?</source>
        <translation>
            <numerusform>前回 ProbCut Studio は正常に終了しませんでした。対局中だった棋譜 (%n手) を復元しますか？</numerusform>
        </translation>
    </message>
    <message>
        <source>Edited position set up. New Game can start an engine game from it.</source>
        <translation>編集した局面を設定しました。「新規対局」でこの局面からエンジンと対局できます。</translation>
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
        <source>%1 (engine): %2 (%3), %4
%5</source>
        <translation>%1 (エンジン)：%2 (%3)、%4
%5</translation>
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
    <message>
        <source>%1. pass</source>
        <translation>%1. パス</translation>
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
        <source>Sounds (system beep on the engine&apos;s move; no sound files are shipped)</source>
        <translation>効果音 (エンジンが打つとシステムのビープ音。音声ファイルは同梱していません)</translation>
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
