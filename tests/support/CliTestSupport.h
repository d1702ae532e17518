#pragma once

#include "core/GameRegistry.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QString>
#include <QStringList>
#include <QTest>

// What a program run by a test printed (runProgram; runCli runs the coursewright-cli built with
// the tests, CW_CLI_PATH).
struct CliRun {
    int exitCode = -1; // -1 when the tool crashed or did not finish
    QString out;
    QString err;

    QStringList outLines() const { return out.split(QLatin1Char('\n'), Qt::SkipEmptyParts); }
    QStringList errLines() const { return err.split(QLatin1Char('\n'), Qt::SkipEmptyParts); }
};

// Runs `program` with `arguments` in `locale` (LC_ALL): the tools speak the system's language,
// and the suites read their English whatever the machine's language is.
inline CliRun runProgram(const QString &program, const QStringList &arguments,
                         const QString &workingDirectory = QString(),
                         const QString &locale = QStringLiteral("C.UTF-8"))
{
    QProcess process;
    if (!workingDirectory.isEmpty())
        process.setWorkingDirectory(workingDirectory);
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("LC_ALL"), locale);
    environment.remove(QStringLiteral("LANGUAGE"));
    process.setProcessEnvironment(environment);
    process.start(program, arguments);
    CliRun run;
    if (!process.waitForStarted()) { // a missing working directory fails here, not in the tool
        run.err = QStringLiteral("cannot start %1 in \"%2\": %3")
                      .arg(program, workingDirectory, process.errorString());
        qWarning("%s", qPrintable(run.err));
        return run;
    }
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

inline CliRun runCli(const QStringList &arguments, const QString &workingDirectory = QString())
{
    return runProgram(QStringLiteral(CW_CLI_PATH), arguments, workingDirectory);
}

// The source tree, from CW_SOURCE_DIR, which ctest sets (tests/CMakeLists.txt). A suite started
// by hand without it would run the tool in a folder that does not exist: stop and say so.
inline QString sourceDir()
{
    const QString dir = qEnvironmentVariable("CW_SOURCE_DIR");
    if (dir.isEmpty())
        qFatal("CW_SOURCE_DIR is not set: run the suite through ctest, or set it to the source "
               "tree");
    return dir;
}

// The bad-input fixtures; tests run the tool there, so messages name files as given.
inline QString errorsDir()
{
    return sourceDir() + QStringLiteral("/tests/errors");
}

inline QString standardCoursePath()
{
    return sourceDir() + QStringLiteral("/resources/courses/rowing-standard.json");
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

// The game played on courses of `kind`: the one whose default course is of that kind (null for
// none, as for a kind nobody plays).
inline const cw::GameInfo *gameOfKind(const QString &kind)
{
    for (const cw::GameInfo &info : cw::GameRegistry::games()) {
        QFile course(info.defaultCourse);
        if (!info.defaultCourse.isEmpty() && course.open(QIODevice::ReadOnly) &&
            QJsonDocument::fromJson(course.readAll()).object().value(QStringLiteral("kind")) ==
                kind)
            return &info;
    }
    return nullptr;
}
