#pragma once
// The evaluation the studio's engines use: the trained pattern weights embedded in the
// resources (resources/weights/pattern-logistello46.pcw), parsed once per process and shared
// read-only by every engine (the game engine and the hint analyser of every window). Falls back
// to the engine's built-in evaluation, with the reason, if the weights cannot be read. The
// Multi-ProbCut parameters fitted for that evaluation (resources/mpc/mpc-pattern.txt) come
// the same way, so the levels' confidences take effect, and so do the samples they were fitted
// from (resources/mpc/mpc-pattern-samples.txt, for the regression panel) and the human-like
// levels' table (resources/levels/human-errors.txt). Called by MainWindow
// and the panels.

#include "engine/eval/evaluator.h"
#include "engine/search/human_play.h"
#include "engine/search/multi_probcut.h"
#include "engine/training/mpc_samples.h"

#include <QString>

#include <memory>

namespace probcut::ui {

// The shared evaluator, or nullptr (the engine's default) with the reason in `error`.
std::shared_ptr<const Evaluator> studioEvaluator(QString* error = nullptr);
// The shared Multi-ProbCut parameters, or nullptr (searches stay exact) with the reason.
std::shared_ptr<const MpcParams> studioMpcParams(QString* error = nullptr);
// The samples the parameters were fitted from, or nullptr with the reason. Parsed on the first
// call (about 200 KB of text; thread-safe, so a panel may call it from a worker thread).
std::shared_ptr<const MpcSamples> studioMpcSamples(QString* error = nullptr);
// The human-like levels' table (resources/levels/human-errors.txt), or nullptr with the reason:
// those levels then play as engine levels. Read once; loadHumanCalibration reads any file or
// resource each call (tests give it a missing or corrupt one).
std::shared_ptr<const HumanCalibration> studioHumanCalibration(QString* error = nullptr);
std::shared_ptr<const HumanCalibration> loadHumanCalibration(const QString& path, QString* error);

} // namespace probcut::ui
