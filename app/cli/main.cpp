// coursewright-cli: AI tournaments, game replays and hints, course checks and course export from
// the command line. A thin shell: each subcommand lives in its own file (Commands.h) and uses the
// models library (export, the editor library's print engine).
#include "Commands.h"
#include "Language.h"

#include <QCoreApplication>
#include <QGuiApplication>

#include <array>
#include <memory>

namespace cw::cli {

namespace {

class Tool {
    Q_DECLARE_TR_FUNCTIONS(cw::cli::Tool)

public:
    static int run(const QStringList &arguments);

private:
    static std::array<const CliCommand *, 7> commands();
    static const CliCommand *find(const QString &name);
    static QString helpText();
};

std::array<const CliCommand *, 7> Tool::commands()
{
    return {&exportCommand(), &hintCommand(),   &labCommand(),     &matchCommand(),
            &replayCommand(), &reviewCommand(), &validateCommand()};
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

// Whether the command needs fonts and painting: only export does. The others stay on QtCore, so
// they run where no Qt platform plugin is installed.
static bool needsGui(int argc, char *argv[])
{
    return argc > 1 && qstrcmp(argv[1], "export") == 0;
}

int main(int argc, char *argv[])
{
    std::unique_ptr<QCoreApplication> app;
    if (needsGui(argc, argv)) {
        // No display is needed to paint to files: without a platform chosen, paint offscreen.
        if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
            qputenv("QT_QPA_PLATFORM", "offscreen");
        app = std::make_unique<QGuiApplication>(argc, argv);
    } else {
        app = std::make_unique<QCoreApplication>(argc, argv);
    }
    QCoreApplication::setApplicationName(QStringLiteral("coursewright-cli"));
    QCoreApplication::setApplicationVersion(QStringLiteral(CW_VERSION));
    // The tool speaks the system's language (LC_ALL, LANG), as command-line tools do; the app's
    // own choice is the app's (its settings are not the tool's).
    cw::Language language;
    language.apply(cw::Language::preferred(), false);
    const int exitCode = cw::cli::Tool::run(QCoreApplication::arguments());
    cw::cli::standardOutput().flush();
    cw::cli::standardError().flush();
    return exitCode;
}
