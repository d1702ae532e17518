#pragma once

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QString>
#include <QStringList>
#include <QTextStream>

#include "core/GameSetup.h"
#include "course/PageSpec.h"

#include <optional>

namespace cw::cli {

// Exit codes shared by every command: 0 success, 1 the input was read and found wrong (or a file
// could not be read), 2 the command line itself is wrong.
enum ExitCode { ExitSuccess = 0, ExitFailure = 1, ExitUsage = 2 };

// One subcommand of coursewright-cli. `run` receives the arguments from the command name on
// ("match", "--games", "300", …) and returns an ExitCode.
struct CliCommand {
    QString name;
    QString syntax;  // what follows "coursewright-cli <name>" in the usage line
    QString summary; // one translated line for the tool's --help
    int (*run)(const QStringList &arguments);
};

// UTF-8 standard output and standard error, flushed by main() before it returns.
QTextStream &standardOutput();
QTextStream &standardError();

class CommandLine {
    Q_DECLARE_TR_FUNCTIONS(cw::cli::CommandLine)

public:
    // Parses a command's arguments. Returns nullopt when the command should go on; otherwise the
    // exit code to return at once: ExitSuccess after printing the help for --help, ExitUsage after
    // printing the parser's error and a pointer to --help.
    static std::optional<int> parse(QCommandLineParser &parser, const QStringList &arguments,
                                    const CliCommand &command);

    // The command's help: usage line, description, options and arguments.
    static QString helpText(const QCommandLineParser &parser, const CliCommand &command);

    // Prints "coursewright-cli <command>: <message>" and a pointer to --help on standard error;
    // returns ExitUsage.
    static int usageError(const CliCommand &command, const QString &message);

    // Reads a whole number in [minimum, maximum] from option `name`. On failure prints a usage
    // error and returns nullopt.
    static std::optional<qint64> readNumber(const QCommandLineParser &parser, const QString &name,
                                            qint64 minimum, qint64 maximum,
                                            const CliCommand &command);

    // "hard,easy,easy": one AI level per seat, appended to *seats. False with *error naming the
    // first word that is not an AI level.
    static bool readSeats(const QString &text, QList<Controller> *seats, QString *error);

    // Adds --paper PAPER (described by `paperHelp`) and --landscape to a command's options.
    static void addPageOptions(QCommandLineParser &parser, const QString &paperHelp);
    // Reads them: *page is the paper asked for (portrait unless --landscape), or nullopt when
    // --paper is absent. On a bad value, or --landscape without --paper, prints a usage error
    // and returns false.
    static bool readPage(const QCommandLineParser &parser, const CliCommand &command,
                         std::optional<PageSpec> *page);
};

} // namespace cw::cli
