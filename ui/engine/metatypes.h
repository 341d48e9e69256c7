#pragma once
// Engine value types carried by Qt signals (queued across threads or spied on in tests),
// declared once here so every header that uses them in a signal sees the same declaration
// before moc's code instantiates it.

#include "engine/core/board.h"
#include "engine/search/search_limits.h"

#include <QMetaType>

Q_DECLARE_METATYPE(probcut::Color)
Q_DECLARE_METATYPE(probcut::SearchInfo)
Q_DECLARE_METATYPE(probcut::SearchResult)
Q_DECLARE_METATYPE(probcut::CutEvent)
