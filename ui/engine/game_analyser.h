#pragma once
// "Analyse Game": values every position of a game and every move played in it, in the
// background on its own EngineController (never the GUI thread, never the game or analysis
// engine's table). For each position it searches the best value at depth d; when the played
// move was not the best, it also searches the position after the played move at depth d − 1, so
// both values see the same horizon (Othello values swing with the parity of the depth) — the
// move's loss is best − played, in discs for the mover. It works forwards from the start: going
// backwards, the transposition table would hold the next position at depth d and hand the
// played move a deeper value than its alternatives, inventing losses of several discs. Progress is reported
// per position; cancel() stops the engine at once (its search polls the stop flag every few thousand nodes).
// Used by the evaluation graph panel.

#include "engine/core/board.h"
#include "engine/search/search_limits.h"

#include <QObject>
#include <QString>

#include <optional>
#include <vector>

namespace probcut::ui {

class EngineController;

// Classes of mistakes by the discs a move lost.
enum class MistakeKind { None, Inaccuracy, Mistake, Blunder };
inline constexpr double InaccuracyLoss = 2;
inline constexpr double MistakeLoss = 6;
inline constexpr double BlunderLoss = 12;
MistakeKind mistakeKind(double loss);

struct PlyAnalysis {
    bool valued = false; // the position's value is known
    double value = 0;    // of the position at this ply, discs for Black
    // What the graph shows: `value`, or in the midgame the mean of the depth-d value and the
    // depth d − 1 value the previous ply's played-move search gave for this position. Othello
    // values swing with the parity of the depth (the side with the last move in the search is
    // favoured), so values of consecutive positions at one depth zigzag; the mean cancels that.
    double graphValue = 0;
    bool exact = false; // a solved (or final) value
    int depth = 0;      // search depth it came from (0: final position or pass)
    // The move played from here (the line's next ply), if any and not a forced pass.
    Square played = NoSquare;
    Color mover = Color::Black;
    Square best = NoSquare;
    double bestValue = 0;   // discs for the mover
    double playedValue = 0; // discs for the mover
    double loss = 0;        // bestValue − playedValue, at least 0
    bool moveValued = false;
    // The lines behind those values, from the same searches (their principal variations): the
    // best line starts with `best`, the played line with `played`. Either may be cut short
    // where the search's variation ended.
    std::vector<Square> bestLine;
    std::vector<Square> playedLine;
};

class GameAnalyser : public QObject {
    Q_OBJECT

public:
    struct Strength {
        int depth = 12;          // midgame depth per position
        int solveEmpties = 18;   // exact solve at this many empties or fewer
        double selectivity = 95; // Multi-ProbCut confidence of the midgame searches
    };
    static Strength preset(int index); // 0 quick, 1 normal, 2 deep
    static constexpr int PresetCount = 3;
    static constexpr int DefaultPreset = 1;

    explicit GameAnalyser(QObject* parent = nullptr);
    ~GameAnalyser() override;

    // Starts analysing the game `start` + `line` (passes included, as GameModel::line());
    // a running analysis is cancelled first.
    void analyse(const Position& start, const std::vector<Square>& line, const Strength& strength);
    void cancel();
    bool isRunning() const { return m_running; }
    // 0..100.
    int progress() const;
    int positionsDone() const { return m_done; }
    int positionCount() const { return int(m_results.size()); }
    const Position& start() const { return m_start; }
    const std::vector<Square>& line() const { return m_line; }
    // Per ply 0..line().size(): the position there and the move played from it.
    const std::vector<PlyAnalysis>& results() const { return m_results; }
    Position positionAt(int ply) const { return m_positions.at(std::size_t(ply)); }
    EngineController* engineController() const { return m_engine; }

signals:
    void progressChanged(int percent);
    // A ply's value or move evaluation became known.
    void plyAnalysed(int ply);
    void finished();
    void cancelled();
    void failed(const QString& message);

private:
    enum class Step { Best, Played };
    void next();
    void onResult(const SearchResult& result);
    void finishPly(int ply);
    SearchLimits limitsFor(int depth) const;

    EngineController* m_engine;
    Position m_start;
    std::vector<Square> m_line;
    std::vector<Position> m_positions;
    std::vector<PlyAnalysis> m_results;
    Strength m_strength;
    bool m_running = false;
    int m_ply = 0; // the ply being analysed
    Step m_step = Step::Best;
    double m_playedSign = -1; // sign from the searched position's side to the mover
    int m_done = 0;
};

} // namespace probcut::ui
