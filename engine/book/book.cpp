#include "engine/book/book.h"

#include "engine/eval/evaluator.h"

#include <algorithm>
#include <cassert>
#include <cmath>

namespace probcut {

const char* bookValueSourceName(BookValueSource source)
{
    switch (source) {
    case BookValueSource::None: return "none";
    case BookValueSource::GameResult: return "games";
    case BookValueSource::Searched: return "searched";
    case BookValueSource::Exact: return "exact";
    }
    return "?";
}

namespace {

int plyOf(const Board& b) { return b.discCount() - 4; }

// The value of a position for its side to move, handling what the evaluator is never asked:
// finished games (exact) and forced passes (the negated value of the opponent's position).
std::optional<BookEvaluation> valueOf(const Board& board, const BookEvaluator& evaluator, int reduction)
{
    if (board.isGameOver())
        return BookEvaluation{double(board.finalScore()), BookValueSource::Exact, 60, NoSquare};
    if (board.mustPass()) {
        auto e = valueOf(board.passed(), evaluator, reduction);
        if (!e)
            return std::nullopt;
        e->value = -e->value;
        e->bestMove = PassMove;
        return e;
    }
    return evaluator(board, reduction);
}

} // namespace

Book::Book() { rehash(1024); }
Book::~Book() = default;
Book::Book(Book&&) noexcept = default;
Book& Book::operator=(Book&&) noexcept = default;

std::uint32_t Book::find(const Board& c) const
{
    const std::size_t mask = m_slots.size() - 1;
    for (std::size_t s = c.hash() & mask;; s = (s + 1) & mask) {
        const std::uint32_t i = m_slots[s];
        if (i == NoIndex || m_nodes[i].board == c)
            return i;
    }
}

void Book::rehash(std::size_t slots)
{
    m_slots.assign(slots, NoIndex);
    const std::size_t mask = slots - 1;
    for (std::uint32_t i = 0; i < m_nodes.size(); ++i) {
        std::size_t s = m_nodes[i].board.hash() & mask;
        while (m_slots[s] != NoIndex)
            s = (s + 1) & mask;
        m_slots[s] = i;
    }
}

std::uint32_t Book::insert(const Board& c)
{
    if (const std::uint32_t i = find(c); i != NoIndex)
        return i;
    if (2 * (m_nodes.size() + 1) > m_slots.size())
        rehash(m_slots.size() * 2);
    const std::size_t mask = m_slots.size() - 1;
    std::size_t s = c.hash() & mask;
    while (m_slots[s] != NoIndex)
        s = (s + 1) & mask;
    m_slots[s] = std::uint32_t(m_nodes.size());
    m_edgeStart.clear(); // the child index is stale
    Node n;
    n.board = c;
    m_nodes.push_back(n);
    return m_slots[s];
}

const Book::Node* Book::node(const Board& board) const
{
    const std::uint32_t i = find(board.canonical());
    return i == NoIndex ? nullptr : &m_nodes[i];
}

template <class F>
void Book::forEachChild(const Board& b, F&& f) const
{
    Bitboard moves = b.legalMoves();
    if (!moves) {
        if (b.opponentMoves())
            f(Square(PassMove), find(b.passed().canonical()));
        return;
    }
    for (; moves; moves &= moves - 1) {
        const Square sq = __builtin_ctzll(moves);
        f(sq, find(b.played(sq).canonical()));
    }
}

Result<int> Book::addGame(
    std::span<const Square> moves, int blackResult, const std::function<bool(const Board&)>& keep)
{
    // Replay first, so an illegal game leaves the book untouched.
    struct Step {
        Board board;
        Color toMove;
    };
    std::vector<Step> steps;
    Position pos = Position::initial();
    steps.push_back({pos.board, pos.sideToMove});
    for (std::size_t k = 0; k < moves.size(); ++k) {
        const Square sq = moves[k];
        if (sq != PassMove && pos.board.mustPass()) { // transcripts often omit passes
            pos.play(PassMove);
            steps.push_back({pos.board, pos.sideToMove});
        }
        if (!pos.play(sq))
            return Error{"move " + std::to_string(k + 1) + " (" + squareName(sq) + "): illegal move"};
        steps.push_back({pos.board, pos.sideToMove});
    }

    int added = 0;
    std::uint32_t previous = NoIndex;
    for (const Step& s : steps) {
        if (plyOf(s.board) > m_params.maxPly || (keep && !keep(s.board)))
            break;
        const std::size_t before = m_nodes.size();
        const std::uint32_t i = insert(s.board.canonical());
        added += int(m_nodes.size() - before);
        Node& n = m_nodes[i];
        const int r = s.toMove == Color::Black ? blackResult : -blackResult;
        ++n.games;
        n.wins += r > 0;
        n.draws += r == 0;
        n.losses += r < 0;
        n.resultSum += r;
        if (s.board.isGameOver() && n.leafSource != BookValueSource::Exact) {
            n.leafValue = bookUnits(s.board.finalScore());
            n.leafSource = BookValueSource::Exact;
            n.leafDepth = 60;
        }
        previous = i;
    }
    (void)previous;
    return added;
}

void Book::propagate()
{
    // Every move adds a disc, and a pass leads to a position with the same discs where the
    // opponent can move; so children come first when sorted by discs (descending), then
    // positions that must pass last among equals. The book is a DAG, not a tree: a position
    // reached by transposition is valued once and shared by all its parents.
    std::vector<std::uint32_t> order(m_nodes.size());
    std::vector<std::uint64_t> key(m_nodes.size());
    for (std::uint32_t i = 0; i < m_nodes.size(); ++i) {
        order[i] = i;
        const Board& b = m_nodes[i].board;
        key[i] = std::uint64_t(64 - b.discCount()) * 2 + (b.mustPass() ? 1 : 0);
    }
    std::sort(order.begin(), order.end(), [&](std::uint32_t a, std::uint32_t b) { return key[a] < key[b]; });

    for (const std::uint32_t i : order) {
        Node& n = m_nodes[i];
        const Board& b = n.board;
        if (b.isGameOver()) {
            n.leaf = true;
            n.deepest = 0;
            n.value = bookUnits(b.finalScore());
            n.valueSource = BookValueSource::Exact;
            n.leafValue = n.value;
            n.leafSource = BookValueSource::Exact;
            continue;
        }
        bool hasChild = false;
        bool allExact = true;
        int best = -32768;
        BookValueSource bestSource = BookValueSource::None;
        int deepest = 0;
        bool devInBook = false;
        forEachChild(b, [&](Square sq, std::uint32_t c) {
            if (c == NoIndex)
                return;
            const Node& child = m_nodes[c];
            hasChild = true;
            deepest = std::max(deepest, child.deepest + 1);
            const int v = -child.value;
            if (v > best || (v == best && child.valueSource > bestSource)) {
                best = v;
                bestSource = child.valueSource;
            }
            allExact = allExact && child.valueSource == BookValueSource::Exact;
            if (n.devKnown && n.devMove == sq)
                devInBook = true;
        });
        if (devInBook) // reached from elsewhere since: search another deviation
            n.devKnown = false;
        n.leaf = !hasChild;
        n.deepest = std::uint8_t(std::min(deepest, 255));
        if (!hasChild) {
            if (n.leafSource == BookValueSource::Searched || n.leafSource == BookValueSource::Exact) {
                n.value = n.leafValue;
                n.valueSource = n.leafSource;
            } else if (n.games > 0) {
                n.value = bookUnits(double(n.resultSum) / n.games);
                n.valueSource = BookValueSource::GameResult;
            } else {
                n.value = 0;
                n.valueSource = BookValueSource::None;
            }
            continue;
        }
        if (!n.devKnown) {
            allExact = false; // unexplored alternatives: the value is only a lower bound
        } else if (n.devMove != NoDeviation) {
            if (n.devValue > best || (n.devValue == best && n.devSource > bestSource)) {
                best = n.devValue;
                bestSource = n.devSource;
            }
            allExact = allExact && n.devSource == BookValueSource::Exact;
        }
        n.value = std::int16_t(best);
        n.valueSource = allExact                   ? BookValueSource::Exact
            : bestSource == BookValueSource::Exact ? BookValueSource::Searched
                                                   : bestSource;
    }
}

std::size_t Book::pendingCount() const
{
    std::size_t count = 0;
    for (const Node& n : m_nodes) {
        if (n.board.isGameOver())
            continue;
        if (n.leaf ? (n.leafSource != BookValueSource::Searched && n.leafSource != BookValueSource::Exact)
                   : !n.devKnown)
            ++count;
    }
    return count;
}

void Book::invalidateSearchedValues()
{
    for (Node& n : m_nodes) {
        if (n.leafSource == BookValueSource::Searched)
            n.leafSource = BookValueSource::None;
        if (n.devKnown && n.devSource != BookValueSource::Exact)
            n.devKnown = false;
    }
    propagate();
}

bool Book::evaluateLeaf(Node& n, const BookEvaluator& evaluator)
{
    const auto e = valueOf(n.board, evaluator, 0);
    if (!e)
        return false;
    n.leafValue = bookUnits(e->value);
    n.leafSource = e->source == BookValueSource::Exact ? BookValueSource::Exact : BookValueSource::Searched;
    n.leafDepth = std::uint8_t(std::clamp(e->depth, 0, 255));
    return true;
}

bool Book::evaluateDeviation(
    std::uint32_t index, const BookEvaluator& evaluator, const BookDeviationSearch& restricted)
{
    const Board b = m_nodes[index].board;
    // The moves whose positions are not in the book, one per distinct position (symmetric
    // moves lead to the same canonical position).
    std::vector<std::pair<Square, Board>> outside;
    bool anyInBook = false;
    forEachChild(b, [&](Square sq, std::uint32_t c) {
        if (c != NoIndex) {
            anyInBook = true;
            return;
        }
        const Board child = sq == PassMove ? b.passed() : b.played(sq);
        const Board cc = child.canonical();
        for (const auto& o : outside)
            if (o.second.canonical() == cc)
                return;
        outside.emplace_back(sq, child);
    });
    Node& n = m_nodes[index];
    if (outside.empty()) {
        n.devKnown = true;
        n.devMove = NoDeviation;
        return true;
    }
    auto store = [&](Square move, const BookEvaluation& e, int depth) {
        Node& m = m_nodes[index];
        m.devKnown = true;
        m.devMove = std::uint8_t(move);
        m.devValue = bookUnits(e.value);
        m.devSource = e.source == BookValueSource::Exact ? BookValueSource::Exact : BookValueSource::Searched;
        m.devDepth = std::uint8_t(std::clamp(depth, 0, 255));
    };
    // A search restricted to the moves outside the book, when the caller can do one.
    if (restricted && anyInBook && !b.mustPass() && outside.size() > 1) {
        Bitboard allowed = 0;
        for (const auto& o : outside)
            allowed |= squareBit(o.first);
        const auto e = restricted(b, allowed);
        if (!e)
            return false;
        if (e->bestMove >= 0 && e->bestMove < 64 && (allowed & squareBit(e->bestMove))) {
            store(e->bestMove, *e, e->depth);
            return true;
        }
    }
    // One search of the node suffices when its best move is outside the book.
    if (!restricted && anyInBook && !b.mustPass() && outside.size() > 1) {
        const auto e = evaluator(b, 0);
        if (!e)
            return false;
        if (e->bestMove != NoSquare && e->bestMove != PassMove
            && find(b.played(e->bestMove).canonical()) == NoIndex) {
            store(e->bestMove, *e, e->depth);
            return true;
        }
    }
    Square bestMove = NoSquare;
    BookEvaluation best;
    best.value = -1e9;
    for (const auto& [sq, child] : outside) {
        const auto e = valueOf(child, evaluator, 1);
        if (!e)
            return false;
        if (-e->value > best.value) {
            best = *e;
            best.value = -e->value;
            best.depth = e->source == BookValueSource::Exact ? 60 : e->depth + 1;
            bestMove = sq;
        }
    }
    store(bestMove, best, best.depth);
    return true;
}

bool Book::evaluatePending(const BookEvaluator& evaluator, const std::atomic<bool>* stop,
    const std::function<void(std::size_t, std::size_t)>& progress, const BookDeviationSearch& deviationSearch)
{
    propagate(); // leaf flags and stale deviations
    std::vector<std::uint32_t> work;
    for (std::uint32_t i = 0; i < m_nodes.size(); ++i) {
        const Node& n = m_nodes[i];
        if (n.board.isGameOver())
            continue;
        if (n.leaf ? (n.leafSource != BookValueSource::Searched && n.leafSource != BookValueSource::Exact)
                   : !n.devKnown)
            work.push_back(i);
    }
    // Shallow positions first: their values matter most and a partial run is most useful.
    std::stable_sort(work.begin(), work.end(), [&](std::uint32_t a, std::uint32_t b) {
        return m_nodes[a].board.discCount() < m_nodes[b].board.discCount();
    });
    bool complete = true;
    for (std::size_t k = 0; k < work.size(); ++k) {
        if (stop && stop->load(std::memory_order_relaxed)) {
            complete = false;
            break;
        }
        Node& n = m_nodes[work[k]];
        const bool ok
            = n.leaf ? evaluateLeaf(n, evaluator) : evaluateDeviation(work[k], evaluator, deviationSearch);
        if (!ok) {
            complete = false;
            break;
        }
        if (progress)
            progress(k + 1, work.size());
    }
    propagate();
    return complete;
}

void Book::buildEdges() const
{
    m_edgeStart.assign(m_nodes.size() + 1, 0);
    m_edges.clear();
    for (std::uint32_t i = 0; i < m_nodes.size(); ++i) {
        m_edgeStart[i] = std::uint32_t(m_edges.size());
        forEachChild(m_nodes[i].board, [&](Square, std::uint32_t c) {
            if (c != NoIndex)
                m_edges.push_back(c); // symmetric twins repeat a child: harmless for the walk
        });
    }
    m_edgeStart[m_nodes.size()] = std::uint32_t(m_edges.size());
}

std::uint64_t Book::countBelow(
    std::uint32_t root, std::vector<std::uint32_t>& mark, std::uint32_t stamp) const
{
    if (m_edgeStart.size() != m_nodes.size() + 1)
        buildEdges();
    std::uint64_t count = 0;
    std::vector<std::uint32_t> stack{root};
    mark[root] = stamp;
    while (!stack.empty()) {
        const std::uint32_t i = stack.back();
        stack.pop_back();
        ++count;
        for (std::uint32_t e = m_edgeStart[i]; e < m_edgeStart[i + 1]; ++e) {
            const std::uint32_t c = m_edges[e];
            if (mark[c] != stamp) {
                mark[c] = stamp;
                stack.push_back(c);
            }
        }
    }
    return count;
}

std::optional<BookPositionInfo> Book::lookup(const Board& board, bool withPositionsBelow) const
{
    Symmetry sym = Symmetry::Identity;
    const Board c = board.canonical(&sym);
    const std::uint32_t i = find(c);
    if (i == NoIndex)
        return std::nullopt;
    const Node& n = m_nodes[i];
    BookPositionInfo info;
    info.value = bookDiscs(n.value);
    info.source = n.valueSource;
    info.games = n.games;
    info.wins = n.wins;
    info.draws = n.draws;
    info.losses = n.losses;
    info.leaf = n.leaf;
    info.deepestLine = n.deepest;

    // The deviation as a canonical child, so every move of the caller's board that leads to it
    // (symmetric twins included) is recognised.
    Board devChild{};
    const bool hasDev = n.devKnown && n.devMove != NoDeviation && !n.leaf;
    if (hasDev)
        devChild = (n.devMove == PassMove ? c.passed() : c.played(n.devMove)).canonical();

    if (withPositionsBelow && m_mark.size() != m_nodes.size()) {
        m_mark.assign(m_nodes.size(), 0);
        m_stamp = 0;
    }
    forEachChild(board, [&](Square sq, std::uint32_t ci) {
        BookMoveInfo m;
        m.move = sq;
        if (ci != NoIndex) {
            const Node& child = m_nodes[ci];
            m.value = -bookDiscs(child.value);
            m.source = child.valueSource;
            m.games = child.games;
            m.wins = child.losses; // the child's side to move is the opponent
            m.draws = child.draws;
            m.losses = child.wins;
            m.deepestLine = child.deepest + 1;
            if (withPositionsBelow) {
                if (++m_stamp == 0) {
                    std::fill(m_mark.begin(), m_mark.end(), 0);
                    m_stamp = 1;
                }
                m.positionsBelow = countBelow(ci, m_mark, m_stamp);
            }
        } else if (hasDev) {
            const Board child = (sq == PassMove ? board.passed() : board.played(sq)).canonical();
            if (!(child == devChild))
                return;
            m.inBook = false;
            m.value = bookDiscs(n.devValue);
            m.source = n.devSource;
            m.searchDepth = n.devDepth;
        } else {
            return;
        }
        info.moves.push_back(m);
    });
    std::stable_sort(info.moves.begin(), info.moves.end(), [](const BookMoveInfo& a, const BookMoveInfo& b) {
        if (a.value != b.value)
            return a.value > b.value;
        return a.inBook && !b.inBook;
    });
    return info;
}

std::optional<BookChoice> Book::chooseMove(const Board& board, double randomness, std::mt19937_64& rng) const
{
    const auto info = lookup(board);
    if (!info || info->moves.empty())
        return std::nullopt;
    const double best = info->moves.front().value; // sorted, best first
    std::vector<const BookMoveInfo*> candidates;
    for (const BookMoveInfo& m : info->moves) {
        if (best >= 0 ? (m.value >= 0 && m.value >= best - randomness) : m.value == best)
            candidates.push_back(&m);
    }
    std::uniform_int_distribution<std::size_t> pick(0, candidates.size() - 1);
    const BookMoveInfo& m = *candidates[pick(rng)];
    return BookChoice{m.move, m.value, !m.inBook, int(candidates.size())};
}

BookStats Book::stats() const
{
    BookStats s;
    s.nodes = m_nodes.size();
    s.nodesByPly.assign(61, 0);
    for (const Node& n : m_nodes) {
        ++s.nodesByPly[std::size_t(plyOf(n.board))];
        s.bySource[int(n.valueSource)]++;
        if (n.leaf) {
            ++s.leaves;
            if (n.leafSource != BookValueSource::Searched && n.leafSource != BookValueSource::Exact)
                ++s.pendingLeaves;
        } else if (!n.devKnown) {
            ++s.pendingDeviations;
        }
    }
    while (!s.nodesByPly.empty() && s.nodesByPly.back() == 0)
        s.nodesByPly.pop_back();
    return s;
}

} // namespace probcut
