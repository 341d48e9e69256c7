#pragma once
// Games and positions as text, for the clipboard and files: paste detection (GGF game, OBF line,
// 64-square board string or transcript, in that order of recognition) with a message naming the
// format and what is wrong, and the writers for copy/save. Also the random balanced openings
// of the new-game dialog. Used by MainWindow and tests; no widgets here.

#include "engine/board.h"
#include "engine/ggf.h"

#include <QCoreApplication>
#include <QString>

#include <optional>
#include <vector>

class QRandomGenerator;

namespace probcut::ui {

enum class TextFormat { Transcript, BoardString, Obf, Ggf };

struct PastedGame {
    TextFormat format = TextFormat::Transcript;
    Position start;
    std::vector<Square> moves;    // passes included
    QString blackName, whiteName; // from GGF, if any
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
    // A GGF game record of `moves` from `start`, with player names and the result if over.
    static QString ggf(const Position& start, const std::vector<Square>& moves, const QString& blackName,
        const QString& whiteName);

    // A random line from a list of standard openings that are close to even (3 to 8 plies).
    static std::vector<Square> randomOpening(QRandomGenerator& rng);
    static const std::vector<const char*>& balancedOpenings();
};

} // namespace probcut::ui
