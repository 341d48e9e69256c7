#include "ui/engine/studio_evaluator.h"

#include "engine/eval/pattern.h"
#include "engine/eval/weights.h"
#include "engine/search/multi_probcut.h"
#include "engine/training/mpc_samples.h"

#include <QFile>

#include <mutex>

// Q_INIT_RESOURCE must be used outside a namespace.
static void initWeightsResource() { Q_INIT_RESOURCE(weights); }

namespace probcut::ui {

std::shared_ptr<const Evaluator> studioEvaluator(QString* error)
{
    // Immutable once built, so one copy per process is shared by every window and thread.
    static std::mutex mutex;
    static std::shared_ptr<const Evaluator> cached;
    static QString cachedError;
    std::lock_guard lock(mutex);
    if (!cached && cachedError.isEmpty()) {
        initWeightsResource();
        QFile file(QStringLiteral(":/weights/pattern-logistello46.pcw"));
        if (!file.open(QIODevice::ReadOnly)) {
            cachedError = QStringLiteral("pattern-logistello46.pcw: %1").arg(file.errorString());
        } else {
            const QByteArray bytes = file.readAll();
            auto weights
                = PatternWeights::parse(std::span(reinterpret_cast<const std::uint8_t*>(bytes.constData()),
                                            std::size_t(bytes.size())),
                    "pattern-logistello46.pcw");
            if (!weights)
                cachedError = QString::fromStdString(weights.error().describe());
            else
                cached = std::make_shared<PatternEvaluator>(
                    std::make_shared<const PatternWeights>(std::move(weights).value()));
        }
    }
    if (error)
        *error = cachedError;
    return cached;
}

std::shared_ptr<const MpcParams> studioMpcParams(QString* error)
{
    static std::mutex mutex;
    static std::shared_ptr<const MpcParams> cached;
    static QString cachedError;
    std::lock_guard lock(mutex);
    if (!cached && cachedError.isEmpty()) {
        initWeightsResource();
        QFile file(QStringLiteral(":/weights/mpc-pattern.txt"));
        if (!file.open(QIODevice::ReadOnly)) {
            cachedError = QStringLiteral("mpc-pattern.txt: %1").arg(file.errorString());
        } else {
            const QByteArray bytes = file.readAll();
            auto params = parseMpcParams(std::string_view(bytes.constData(), std::size_t(bytes.size())));
            if (!params)
                cachedError = QStringLiteral("mpc-pattern.txt: %1")
                                  .arg(QString::fromStdString(params.error().describe()));
            else
                cached = std::make_shared<const MpcParams>(std::move(params).value());
        }
    }
    if (error)
        *error = cachedError;
    return cached;
}

std::shared_ptr<const MpcSamples> studioMpcSamples(QString* error)
{
    static std::mutex mutex;
    static std::shared_ptr<const MpcSamples> cached;
    static QString cachedError;
    std::lock_guard lock(mutex);
    if (!cached && cachedError.isEmpty()) {
        initWeightsResource();
        QFile file(QStringLiteral(":/weights/mpc-pattern-samples.txt"));
        if (!file.open(QIODevice::ReadOnly)) {
            cachedError = QStringLiteral("mpc-pattern-samples.txt: %1").arg(file.errorString());
        } else {
            const QByteArray bytes = file.readAll();
            auto samples = parseMpcSamples(std::string_view(bytes.constData(), std::size_t(bytes.size())));
            if (!samples)
                cachedError = QStringLiteral("mpc-pattern-samples.txt: %1")
                                  .arg(QString::fromStdString(samples.error().describe()));
            else
                cached = std::make_shared<const MpcSamples>(std::move(samples).value());
        }
    }
    if (error)
        *error = cachedError;
    return cached;
}

std::shared_ptr<const HumanCalibration> loadHumanCalibration(const QString& path, QString* error)
{
    initWeightsResource();
    const QString name = path.section(QLatin1Char('/'), -1);
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        if (error)
            *error = QStringLiteral("%1: %2").arg(name, file.errorString());
        return nullptr;
    }
    const QByteArray bytes = file.readAll();
    auto table = parseHumanCalibration(
        std::string_view(bytes.constData(), std::size_t(bytes.size())), name.toStdString());
    if (!table) {
        if (error)
            *error = QString::fromStdString(table.error().message);
        return nullptr;
    }
    if (error)
        error->clear();
    return std::make_shared<const HumanCalibration>(std::move(table).value());
}

std::shared_ptr<const HumanCalibration> studioHumanCalibration(QString* error)
{
    static std::mutex mutex;
    static std::shared_ptr<const HumanCalibration> cached;
    static QString cachedError;
    std::lock_guard lock(mutex);
    if (!cached && cachedError.isEmpty())
        cached = loadHumanCalibration(QStringLiteral(":/weights/human-errors.txt"), &cachedError);
    if (error)
        *error = cachedError;
    return cached;
}

} // namespace probcut::ui
