#pragma once
// Games and positions as text, for the clipboard and files: paste detection (GGF game, OBF line,
// 64-square board string or transcript, in that order of recognition) with a message naming the
// format and what is wrong, and the writers for copy/save. Also the random balanced openings
// of the new-game dialog. Used by MainWindow and tests; no widgets here.

#include "engine/core/board.h"
#include "engine/formats/ggf.h"
#include "ui/game/variation_tree.h"

#include <QCoreApplication>
#include <QString>

#include <optional>
#include <utility>
#include <vector>

class QRandomGenerator;

namespace probcut::ui {

enum class TextFormat { Transcript, BoardString, Obf, Ggf };

struct PastedGame {
    TextFormat format = TextFormat::Transcript;
    Position start;
    std::vector<Square> moves;    // passes included
    QString blackName, whiteName; // from GGF, if any
    // Every variation, from a GGF game written by ProbCut Studio (its PCV property); its line is
    // `moves`. Absent for every other source.
    std::optional<VariationTree> tree;
};

class GameText {
    Q_DECLARE_TR_FUNCTIONS(probcut::ui::GameText)

public:
    // Recognises and parses `text`. On failure returns nullopt and a message in `error` that
    // says which format the text looked like and what is wrong with it.
    static std::optional<PastedGame> parse(const QString& text, QString* error);
    static QString formatName(TextFormat format);

    static QString transcript(const std::vector<Square>& moves);
    static QString boardString(const Position& position);
    // A GGF game record of `moves` from `start`, with player names and the result if over. With
    // a `tree` that has side lines, the whole tree goes into a PCV property as well (other
    // programs ignore it and read the main line; see docs/variations.md).
    static QString ggf(const Position& start, const std::vector<Square>& moves, const QString& blackName,
        const QString& whiteName, const VariationTree* tree = nullptr);
    // The GGF property that holds the variation tree.
    static constexpr const char* TreeProperty = "PCV";
    // A variation tree as text: moves (a1..h8, "pa" for a pass) in sequence; where a position has
    // several continuations each is written in parentheses, the line's own marked with '*':
    // "f5d6(*c3d3c4)(c5f4)". `parseTree` checks every move from `start`; on failure it returns
    // nullopt and says where and what in `error`.
    static QString formatTree(const VariationTree& tree);
    static std::optional<VariationTree> parseTree(const QString& text, const Position& start, QString* error);

    // The seven symmetries of the board with their menu labels (Position > Transform Game and
    // the board editor), in menu order.
    static std::vector<std::pair<Symmetry, QString>> symmetryLabels();

    // A random line from a list of standard openings that are close to even (3 to 8 plies).
    static std::vector<Square> randomOpening(QRandomGenerator& rng);
    static const std::vector<const char*>& balancedOpenings();
};

} // namespace probcut::ui
