#pragma once
// The engine reports bad input as English text (Error in engine/core/result.h: the engine has no Qt
// and no translations). This turns those messages into the user's language: each kind of
// message the engine's parsers produce (transcripts, board strings, OBF, GGF, WTHOR, impossible
// positions) is matched by a pattern and rebuilt from a tr() sentence, keeping its details (move
// numbers, squares, offsets, the offending characters) as arguments; nested messages ("move 12:
// ...", "BO: ...") are translated part by part. A message it does not know is shown as the
// engine wrote it, so no detail is ever lost. Used wherever an engine error reaches the user:
// paste, open, the board editor.

#include "engine/core/result.h"

#include <QCoreApplication>
#include <QString>

#include <string>

namespace probcut::ui {

class EngineErrorText {
    Q_DECLARE_TR_FUNCTIONS(probcut::ui::EngineErrorText)

public:
    // "character N: <message>" (or just the message when it has no offset), translated.
    static QString describe(const Error& error);
    // One engine message, translated; unknown messages come back unchanged.
    static QString message(const std::string& message);
    // Whether every part of `message` is a known kind (the tests check each parser's messages).
    static bool isKnown(const std::string& message);
};

} // namespace probcut::ui
