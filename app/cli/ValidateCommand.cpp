// coursewright-cli validate FILE…: checks course files, one line per problem.
#include "Commands.h"
#include "CourseValidator.h"

namespace cw::cli {

namespace {

class ValidateCommand {
    Q_DECLARE_TR_FUNCTIONS(cw::cli::ValidateCommand)

public:
    static int run(const QStringList &arguments);
};

// Prints "FILE: ok" for a valid course and "FILE: <field>: <reason>" for each problem of the
// others; every file is checked even after a bad one.
int ValidateCommand::run(const QStringList &arguments)
{
    const CliCommand &command = validateCommand();
    QCommandLineParser parser;
    parser.setApplicationDescription(
        tr("Checks course files: their JSON structure and the rules of their game.\n"
           "Exit status: 0 when every course is valid, 1 when any is not, 2 on a usage error."));
    parser.addPositionalArgument(QStringLiteral("files"), tr("The course files to check."),
                                 tr("FILE…"));
    if (const std::optional<int> exit = CommandLine::parse(parser, arguments, command))
        return *exit;
    const QStringList files = parser.positionalArguments();
    if (files.isEmpty())
        return CommandLine::usageError(command, tr("no course file given"));

    bool allValid = true;
    for (const QString &file : files) {
        const QStringList problems = CourseValidator::checkFile(file);
        if (problems.isEmpty()) {
            standardOutput() << tr("%1: ok").arg(file) << '\n';
            continue;
        }
        allValid = false;
        for (const QString &problem : problems)
            standardOutput() << QStringLiteral("%1: %2").arg(file, problem) << '\n';
    }
    return allValid ? ExitSuccess : ExitFailure;
}

} // namespace

const CliCommand &validateCommand()
{
    static const CliCommand command{QStringLiteral("validate"), ValidateCommand::tr("FILE…"),
                                    ValidateCommand::tr("Check course files"),
                                    ValidateCommand::run};
    return command;
}

} // namespace cw::cli
