#include "ui/panels/review/game_review.h"

#include <algorithm>
#include <cmath>

namespace probcut::ui {

GamePhase phaseOf(int emptiesBeforeMove)
{
    return emptiesBeforeMove > 40 ? GamePhase::Opening
        : emptiesBeforeMove > 20  ? GamePhase::Midgame
                                  : GamePhase::Endgame;
}

void AccuracyStats::add(double loss)
{
    // Judged as shown, to a tenth of a disc, like mistakeKind().
    const double shown = std::round(loss * 10) / 10;
    ++moves;
    totalLoss += loss;
    if (shown <= AccurateLoss)
        ++accurate;
    const MistakeKind kind = mistakeKind(loss);
    if (kind != MistakeKind::None)
        ++kinds[std::size_t(kind) - 1];
}

Position GameReview::positionAt(int ply) const
{
    Position p = start;
    for (int i = 0; i < ply && i < int(line.size()); ++i)
        p.play(line[std::size_t(i)]);
    return p;
}

std::vector<Square> legalPrefix(const Position& position, const std::vector<Square>& moves)
{
    std::vector<Square> legal;
    Position p = position;
    for (Square sq : moves) {
        if (p.board.isGameOver())
            break;
        if (p.board.mustPass() && sq != PassMove) {
            // A variation that leaves a forced pass implicit: make it explicit.
            p.play(PassMove);
            legal.push_back(PassMove);
        }
        if (!p.play(sq))
            break;
        legal.push_back(sq);
    }
    // A trailing pass shows nothing.
    while (!legal.empty() && legal.back() == PassMove)
        legal.pop_back();
    return legal;
}

GameReview buildGameReview(
    const Position& start, const std::vector<Square>& line, const std::vector<PlyAnalysis>& results)
{
    GameReview review;
    review.start = start;
    review.line = line;
    review.values.assign(line.size() + 1, std::nullopt);
    review.complete = results.size() == line.size() + 1;
    Position p = start;
    for (std::size_t ply = 0; ply <= line.size(); ++ply) {
        const PlyAnalysis* a = ply < results.size() ? &results[ply] : nullptr;
        if (!a || !a->valued)
            review.complete = false;
        if (a && a->valued)
            review.values[ply] = a->graphValue;
        if (ply == line.size())
            break;
        const Square move = line[ply];
        const bool choice = move != PassMove && __builtin_popcountll(p.board.legalMoves()) > 1;
        if (a && a->moveValued && choice) {
            const int player = p.sideToMove == Color::Black ? 0 : 1;
            const int empties = p.board.emptyCount();
            const GamePhase phase = phaseOf(empties);
            review.players[std::size_t(player)].add(a->loss);
            review.phases[std::size_t(phase)][std::size_t(player)].add(a->loss);
            const MistakeKind kind = mistakeKind(a->loss);
            if (kind != MistakeKind::None) {
                ReviewMistake m;
                m.ply = int(ply);
                m.moveNumber = 61 - empties;
                m.mover = p.sideToMove;
                m.phase = phase;
                m.played = move;
                m.best = a->best;
                m.playedValue = a->playedValue;
                m.bestValue = a->bestValue;
                m.loss = a->loss;
                m.kind = kind;
                m.playedLine = legalPrefix(p, a->playedLine);
                if (m.playedLine.empty() || m.playedLine.front() != move)
                    m.playedLine = {move};
                m.betterLine = legalPrefix(p, a->bestLine);
                if ((m.betterLine.empty() || m.betterLine.front() != a->best) && a->best != NoSquare)
                    m.betterLine = legalPrefix(p, {a->best});
                review.mistakes.push_back(std::move(m));
            }
        } else if (move != PassMove && choice && !(a && a->moveValued)) {
            review.complete = false;
        }
        p.play(move);
    }
    if (p.board.isGameOver())
        review.finalScoreBlack = p.finalScoreBlack();
    std::stable_sort(review.mistakes.begin(), review.mistakes.end(),
        [](const ReviewMistake& a, const ReviewMistake& b) { return a.loss > b.loss; });
    return review;
}

} // namespace probcut::ui
