#pragma once
// Where tests find ../shared/data, and the rule for when it is missing: under CI (the CI
// environment variable set) a missing folder is a failure, elsewhere the test is skipped with
// a message saying why.

#include <QtTest>

#include <QDir>
#include <QString>

namespace probcut::test {

inline QString sharedDataDir() { return QDir::cleanPath(QStringLiteral(PROBCUT_SHARED_DIR "/data")); }

} // namespace probcut::test

// Use inside a test function: returns from it (QFAIL under CI, QSKIP elsewhere) when `path`
// (relative to shared/data) does not exist; otherwise defines nothing.
#define PROBCUT_REQUIRE_SHARED(path)                                                                         \
    do {                                                                                                     \
        const QString full_ = probcut::test::sharedDataDir() + QStringLiteral("/") + (path);                 \
        if (!QFileInfo::exists(full_)) {                                                                     \
            const QByteArray msg_ = ("shared data missing: " + full_).toUtf8();                              \
            if (qEnvironmentVariableIsSet("CI"))                                                             \
                QFAIL(msg_.constData());                                                                     \
            QSKIP(msg_.constData());                                                                         \
        }                                                                                                    \
    } while (0)
