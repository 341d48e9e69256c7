#pragma once
// The learning opening book of Buro (1999, "Toward opening book learning", ICCA J. 22(2)):
// a DAG of canonical (symmetry-reduced) positions built from played games, where every leaf
// carries a value (exact, searched, or the mean of the game results), every interior node the
// best move *not* in the book (its "deviation", found by search) with its value, and values
// are propagated by negamax to the root. Book play chooses by negamax value with a user-set
// randomness and never repeats a line that lost while a non-losing alternative exists.
// Called by `probcut book` (stats, show, add), `probcut-lab book` (build, extend, bench, match),
// and the studio's book panel and engine player through lookup()/chooseMove(). No files here:
// serialize()/parse() take bytes (book_file.cpp), and searches are injected as a BookEvaluator callback.

#include "engine/core/board.h"
#include "engine/core/result.h"

#include <atomic>
#include <cstdint>
#include <functional>
#include <optional>
#include <random>
#include <span>
#include <string>
#include <utility>
#include <vector>

namespace probcut {

// Where a value comes from, weakest first. A negamax value is Exact only when every
// alternative it was taken over is exact too (see Book::propagate).
enum class BookValueSource : std::uint8_t { None, GameResult, Searched, Exact };
const char* bookValueSourceName(BookValueSource source);

// The result of evaluating one position for the side to move (which has a legal move or must
// pass; never a finished game).
struct BookEvaluation {
    double value = 0; // discs, for the side to move
    BookValueSource source = BookValueSource::Searched;
    int depth = 0;              // plies searched (60 for an exact solve)
    Square bestMove = NoSquare; // when known: lets a deviation be found with one search
};
// Supplied by the caller: a search of moderate depth (or an exact solve at few empties) in the
// real build, a table or formula in the tests. `reduction` is 1 when the position is a child
// of the node whose deviation is being searched (search one ply less, so the deviation's value
// has the depth of a leaf's), else 0. Never called on a finished game or a position whose side
// to move must pass (the book handles those). Returns nullopt when it was interrupted.
using BookEvaluator = std::function<std::optional<BookEvaluation>(const Board& board, int reduction)>;
// Optional, for the deviations: one search of `board` restricted to the root moves in
// `allowed` (those whose positions are not in the book), returning the best of them and its
// value. Without it each such child is evaluated on its own, which costs several searches.
using BookDeviationSearch
    = std::function<std::optional<BookEvaluation>(const Board& board, Bitboard allowed)>;

// Build parameters and provenance, kept in the file's header as "key=value" lines.
struct BookParams {
    int maxPly = 30;       // positions deeper than this many plies are not added
    int minGames = 1;      // positions seen in fewer games are not added by the initial build
    int searchDepth = 0;   // depth of the leaf searches (deviations search children one less)
    int exactEmpties = 0;  // positions with at most this many empties are solved exactly
    std::string evaluator; // name of the evaluation the searches used
    std::string sources;   // game collections the book was built from
    std::string command;   // the command line that built it
    std::vector<std::pair<std::string, std::string>> extra; // anything else (build time, ...)
};

// Statistics of one move out of a position, in the caller's orientation.
struct BookMoveInfo {
    Square move = NoSquare; // PassMove when the side to move must pass
    bool inBook = true;     // false: this is the deviation (best move not in the book)
    double value = 0;       // discs, for the side to move before the move
    BookValueSource source = BookValueSource::None;
    int searchDepth = 0;     // for a deviation: the depth its value was searched to
    std::uint32_t games = 0; // games through the resulting position
    std::uint32_t wins = 0;  // ... won, drawn, lost by the side that plays this move
    std::uint32_t draws = 0;
    std::uint32_t losses = 0;
    std::uint64_t positionsBelow = 0; // distinct book positions reachable after the move (it included)
    int deepestLine = 0;              // plies of the longest book line starting with this move
};

struct BookPositionInfo {
    double value = 0; // negamax value for the side to move
    BookValueSource source = BookValueSource::None;
    std::uint32_t games = 0, wins = 0, draws = 0, losses = 0; // side to move's view
    bool leaf = false; // no move of this position leads to a book position
    int deepestLine = 0;
    std::vector<BookMoveInfo> moves; // book moves, then the deviation; best value first
};

struct BookChoice {
    Square move = NoSquare; // caller's orientation
    double value = 0;
    bool leavesBook = false; // the deviation was chosen
    int candidates = 0;      // moves the choice was drawn from
};

struct BookStats {
    std::uint64_t nodes = 0;
    std::uint64_t leaves = 0;
    std::uint64_t pendingLeaves = 0;       // leaves still labelled by game results only
    std::uint64_t pendingDeviations = 0;   // interior nodes whose deviation is not searched yet
    std::vector<std::uint64_t> nodesByPly; // index: plies from the start (discs - 4, passes ignored)
    std::uint64_t bySource[4] = {};        // negamax value sources
};

class Book {
public:
    Book();
    ~Book();
    Book(Book&&) noexcept;
    Book& operator=(Book&&) noexcept;

    const BookParams& params() const { return m_params; }
    void setParams(BookParams params) { m_params = std::move(params); }
    std::size_t size() const { return m_nodes.size(); }
    bool contains(const Board& board) const { return find(board.canonical()) != NoIndex; }

    // Learning: adds the positions of a game played from the start position (`moves` may
    // contain PassMove or omit passes), up to params().maxPly plies, and counts the game's
    // result (black − white discs; only its sign and, for unevaluated leaves, its size matter)
    // in every position it passes through. A finished game's last position is an exact leaf.
    // `keep`, when set, stops the game at the first position it rejects (the initial build
    // uses it for the minimum occurrence count). Returns the number of new positions, or an
    // error for an illegal move (the book is then unchanged). Call propagate() afterwards.
    Result<int> addGame(
        std::span<const Square> moves, int blackResult, const std::function<bool(const Board&)>& keep = {});

    // Evaluates every leaf that has only a game-result label and every interior node whose
    // deviation is not known, by `evaluator` (the deviation is the best move whose position is
    // not in the book: the node is searched first and, when its best move is in the book, the
    // other children one by one). `progress(done, total)` is called after each node; returns
    // false when `stop` was raised or the evaluator gave up (what is done is kept, the rest
    // stays pending, so a later call resumes). Propagates before returning.
    bool evaluatePending(const BookEvaluator& evaluator, const std::atomic<bool>* stop = nullptr,
        const std::function<void(std::size_t done, std::size_t total)>& progress = {},
        const BookDeviationSearch& deviationSearch = {});
    std::size_t pendingCount() const;
    // Marks every searched (not exact) leaf value and deviation as pending, so the next
    // evaluatePending() recomputes them, e.g. after a better evaluation function landed. Leaves
    // fall back to their game-result labels meanwhile; a checkpoint taken in between resumes.
    void invalidateSearchedValues();

    // Negamax from the leaves to the root over the DAG (transpositions included): the value of
    // an interior node is the best of its book children (negated) and its deviation.
    void propagate();

    // Statistics of `board` (any orientation), moves mapped back to it; nullopt when the
    // position is not in the book. Fast: a few dozen probes, no allocation beyond the result
    // (`withPositionsBelow` adds a walk of the sub-DAGs, proportional to their size, and on its
    // first use an index of every position's children; not thread-safe in that mode).
    std::optional<BookPositionInfo> lookup(const Board& board, bool withPositionsBelow = false) const;

    // Book play. Candidates are the book moves and the deviation. Rule (tested): let `best` be
    // the highest candidate value. If best >= 0, a move is drawn uniformly from the candidates
    // whose value is >= 0 and >= best − randomness; so a move whose line is known to lose
    // (value < 0) is never chosen while a non-losing one exists. If every candidate loses,
    // the best is played (randomness is not used to lose more). nullopt when the position is
    // not in the book.
    std::optional<BookChoice> chooseMove(const Board& board, double randomness, std::mt19937_64& rng) const;

    BookStats stats() const;

    // Compact binary file (see book_file.cpp for the layout): versioned header, build
    // parameters, fixed-size records sorted by position, checksum over everything.
    std::vector<std::uint8_t> serialize() const;
    // Verifies the whole file before building anything; a damaged file gives an error and no
    // book (never a half-loaded one).
    static Result<Book> parse(std::span<const std::uint8_t> bytes);

    struct Node {
        Board board;                                              // canonical
        std::uint32_t games = 0, wins = 0, draws = 0, losses = 0; // side to move of `board`
        std::int32_t resultSum = 0; // sum of game results (discs) for the side to move
        std::int16_t value = 0;     // negamax value, EvalScale units (1/128 disc)
        std::int16_t leafValue = 0; // own evaluation, used while the node has no book child
        std::int16_t devValue = 0;
        BookValueSource valueSource = BookValueSource::None;
        BookValueSource leafSource = BookValueSource::None;
        BookValueSource devSource = BookValueSource::None;
        std::uint8_t leafDepth = 0;
        std::uint8_t devDepth = 0;
        std::uint8_t devMove = NoDeviation; // canonical orientation; PassMove possible
        bool devKnown = false;              // the deviation was computed (devMove may be None)
        std::uint8_t deepest = 0;           // plies of the longest book line from here
        bool leaf = true;
    };
    static constexpr std::uint8_t NoDeviation = 255;
    static constexpr std::uint32_t NoIndex = 0xffffffffu;

    // For tests and tools: the node of a canonical board, or nullptr.
    const Node* node(const Board& board) const;

private:
    std::uint32_t find(const Board& canonicalBoard) const;
    std::uint32_t insert(const Board& canonicalBoard); // returns the index, new or existing
    void rehash(std::size_t slots);
    // Children of node i: (move in canonical orientation, child index or NoIndex).
    template <class F>
    void forEachChild(const Board& canonicalBoard, F&& f) const;
    bool evaluateLeaf(Node& n, const BookEvaluator& evaluator);
    bool evaluateDeviation(
        std::uint32_t index, const BookEvaluator& evaluator, const BookDeviationSearch& restricted);
    std::uint64_t countBelow(
        std::uint32_t index, std::vector<std::uint32_t>& mark, std::uint32_t stamp) const;
    void buildEdges() const;

    BookParams m_params;
    std::vector<Node> m_nodes;
    std::vector<std::uint32_t> m_slots; // open addressing over m_nodes, NoIndex = empty
    // Caches for positionsBelow (built on first use, dropped when positions are added): the
    // child lists as index arrays, so the walks do not regenerate moves and canonical forms.
    // They make lookup(…, true) unsafe to call from two threads at once.
    mutable std::vector<std::uint32_t> m_mark;
    mutable std::uint32_t m_stamp = 0;
    mutable std::vector<std::uint32_t> m_edgeStart;
    mutable std::vector<std::uint32_t> m_edges;
};

// Converts between discs and the file's fixed point.
constexpr std::int16_t bookUnits(double discs)
{
    const double u = discs * 128.0;
    return std::int16_t(u < -32000 ? -32000 : u > 32000 ? 32000 : (u < 0 ? u - 0.5 : u + 0.5));
}
constexpr double bookDiscs(std::int16_t units) { return double(units) / 128.0; }

} // namespace probcut
