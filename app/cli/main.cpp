// coursewright-cli: AI tournaments, game replays and course checks from the command line.
// A thin shell: each subcommand lives in its own file (Commands.h) and uses the models library.
#include "Commands.h"

#include <QCoreApplication>

#include <array>

namespace cw::cli {

namespace {

class Tool {
    Q_DECLARE_TR_FUNCTIONS(cw::cli::Tool)

public:
    static int run(const QStringList &arguments);

private:
    static std::array<const CliCommand *, 3> commands();
    static const CliCommand *find(const QString &name);
    static QString helpText();
};

std::array<const CliCommand *, 3> Tool::commands()
{
    return {&matchCommand(), &replayCommand(), &validateCommand()};
}

const CliCommand *Tool::find(const QString &name)
{
    for (const CliCommand *command : commands()) {
        if (command->name == name)
            return command;
    }
    return nullptr;
}

QString Tool::helpText()
{
    QString text = tr("Usage: %1 <command> [options]\n\n"
                      "Coursewright from the command line.\n\n"
                      "Commands:\n")
                       .arg(QCoreApplication::applicationName());
    for (const CliCommand *command : commands())
        text += QStringLiteral("  %1  %2\n").arg(command->name.leftJustified(9), command->summary);
    text += tr("\nOptions:\n"
               "  -h, --help     Displays this help.\n"
               "  -v, --version  Displays version information.\n\n"
               "\"%1 <command> --help\" describes a command.\n")
                .arg(QCoreApplication::applicationName());
    return text;
}

// Dispatches on the first argument; "help <command>" is the same as "<command> --help".
int Tool::run(const QStringList &arguments)
{
    const QString first = arguments.value(1);
    if (first == QLatin1String("-h") || first == QLatin1String("--help") ||
        (first == QLatin1String("help") && arguments.size() == 2)) {
        standardOutput() << helpText();
        return ExitSuccess;
    }
    if (first == QLatin1String("-v") || first == QLatin1String("--version")) {
        standardOutput() << QCoreApplication::applicationName() << ' '
                         << QCoreApplication::applicationVersion() << '\n';
        return ExitSuccess;
    }
    const bool askedHelp = first == QLatin1String("help");
    const QString name = askedHelp ? arguments.value(2) : first;
    if (const CliCommand *command = find(name)) {
        return askedHelp ? command->run({command->name, QStringLiteral("--help")})
                         : command->run(arguments.mid(1));
    }
    standardError()
        << (name.isEmpty()
                ? tr("%1: no command given\n").arg(QCoreApplication::applicationName())
                : tr("%1: unknown command \"%2\"\n").arg(QCoreApplication::applicationName(), name))
        << '\n'
        << helpText();
    return ExitUsage;
}

} // namespace

} // namespace cw::cli

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("coursewright-cli"));
    QCoreApplication::setApplicationVersion(QStringLiteral(CW_VERSION));
    const int exitCode = cw::cli::Tool::run(QCoreApplication::arguments());
    cw::cli::standardOutput().flush();
    cw::cli::standardError().flush();
    return exitCode;
}
