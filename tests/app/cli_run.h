#pragma once
// Runs the `probcut` CLI (PROBCUT_CLI, set by tests/app/CMakeLists.txt) as a process for the
// CLI tests: exit code (-1 on a crash or a two-minute timeout) and the captured output.
#include <QProcess>
#include <QString>
#include <QStringList>

namespace probcut::test {

struct CliRun {
    int exitCode = -1;
    QString out;
    QString err;
};

inline CliRun runCli(const QString& command, const QStringList& args)
{
    QProcess p;
    p.start(QStringLiteral(PROBCUT_CLI), QStringList{command} + args);
    CliRun r;
    if (!p.waitForFinished(120000))
        return r;
    r.exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    r.out = QString::fromUtf8(p.readAllStandardOutput());
    r.err = QString::fromUtf8(p.readAllStandardError());
    return r;
}

} // namespace probcut::test
