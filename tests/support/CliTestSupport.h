#pragma once

#include <QDir>
#include <QProcess>
#include <QString>
#include <QStringList>
#include <QTest>

// Runs the coursewright-cli built with the tests (CW_CLI_PATH) and collects what it printed.
struct CliRun {
    int exitCode = -1; // -1 when the tool crashed or did not finish
    QString out;
    QString err;

    QStringList outLines() const { return out.split(QLatin1Char('\n'), Qt::SkipEmptyParts); }
    QStringList errLines() const { return err.split(QLatin1Char('\n'), Qt::SkipEmptyParts); }
};

inline CliRun runCli(const QStringList &arguments, const QString &workingDirectory = QString())
{
    QProcess process;
    if (!workingDirectory.isEmpty())
        process.setWorkingDirectory(workingDirectory);
    process.start(QStringLiteral(CW_CLI_PATH), arguments);
    CliRun run;
    if (!process.waitForFinished(10 * 60 * 1000)) {
        process.kill();
        process.waitForFinished();
    } else if (process.exitStatus() == QProcess::NormalExit) {
        run.exitCode = process.exitCode();
    }
    run.out = QString::fromUtf8(process.readAllStandardOutput());
    run.err = QString::fromUtf8(process.readAllStandardError());
    return run;
}

// The bad-input fixtures; tests run the tool there, so messages name files as given.
inline QString errorsDir()
{
    return qEnvironmentVariable("CW_SOURCE_DIR") + QStringLiteral("/tests/errors");
}

inline QString standardCoursePath()
{
    return qEnvironmentVariable("CW_SOURCE_DIR") +
           QStringLiteral("/resources/courses/rowing-standard.json");
}

// Standard error less what Qt itself may print there before the tool does (QStandardPaths' warning
// when XDG_RUNTIME_DIR is not set, as export starts its QGuiApplication): the tool's own lines.
inline QStringList toolErrLines(const CliRun &run)
{
    QStringList lines = run.errLines();
    lines.removeIf(
        [](const QString &line) { return line.startsWith(QLatin1String("QStandardPaths: ")); });
    return lines;
}
