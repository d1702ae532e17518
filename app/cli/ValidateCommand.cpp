// coursewright-cli validate FILE…: checks course files, one line per problem.
#include "Commands.h"

#include "course/CourseFile.h"

namespace cw::cli {

namespace {

class ValidateCommand {
    Q_DECLARE_TR_FUNCTIONS(cw::cli::ValidateCommand)

public:
    static int run(const QStringList &arguments);
};

// Prints "FILE: ok" for a valid course, "FILE: <field>: <reason>" for each error and
// "FILE: warning: <field>: <reason>" for each warning; every file is checked even after a bad
// one. Warnings alone leave a course valid, as they leave it playable in the app.
int ValidateCommand::run(const QStringList &arguments)
{
    const CliCommand &command = validateCommand();
    QCommandLineParser parser;
    parser.setApplicationDescription(
        tr("Checks course files: their JSON structure and the rules of their game, exactly as the "
           "editor and New Game check them.\n"
           "Exit status: 0 when every course is valid (warnings allowed), 1 when any has an error, "
           "2 on a usage error."));
    parser.addPositionalArgument(QStringLiteral("files"), tr("The course files to check."),
                                 tr("FILE…"));
    parser.addOption({QStringLiteral("seats"),
                      tr("Also check that the course holds N players (as New Game does)."),
                      tr("N")});
    CommandLine::addPageOptions(parser, tr("Check the print layout against this paper (a4 or "
                                           "letter) instead of the course's own."));
    if (const std::optional<int> exit = CommandLine::parse(parser, arguments, command))
        return *exit;
    const QStringList files = parser.positionalArguments();
    if (files.isEmpty())
        return CommandLine::usageError(command, tr("no course file given"));

    CourseCheckOptions options;
    if (parser.isSet(QStringLiteral("seats"))) {
        const std::optional<qint64> seats =
            CommandLine::readNumber(parser, QStringLiteral("seats"), 1, 64, command);
        if (!seats)
            return ExitUsage;
        options.seats = int(*seats);
    }
    if (!CommandLine::readPage(parser, command, &options.page))
        return ExitUsage;

    bool allValid = true;
    for (const QString &file : files) {
        CourseProblems problems;
        if (const std::optional<QJsonObject> course = CourseFile::read(file, &problems))
            problems = CourseFile::check(*course, options);
        if (problems.isEmpty()) {
            standardOutput() << tr("%1: ok").arg(file) << '\n';
            continue;
        }
        allValid = allValid && !hasErrors(problems);
        for (const CourseProblem &problem : problems) {
            standardOutput() << (problem.isError()
                                     ? CourseFile::describe(file, problem)
                                     : tr("%1: warning: %2").arg(file, problem.text()))
                             << '\n';
        }
    }
    return allValid ? ExitSuccess : ExitFailure;
}

} // namespace

const CliCommand &validateCommand()
{
    static const CliCommand command{QStringLiteral("validate"),
                                    ValidateCommand::tr("[--seats N] [--paper a4|letter "
                                                        "[--landscape]] FILE…"),
                                    ValidateCommand::tr("Check course files"),
                                    ValidateCommand::run};
    return command;
}

} // namespace cw::cli
