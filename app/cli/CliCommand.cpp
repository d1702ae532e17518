#include "CliCommand.h"

#include <cstdio>

namespace cw::cli {

QTextStream &standardOutput()
{
    static QTextStream stream(stdout);
    return stream;
}

QTextStream &standardError()
{
    static QTextStream stream(stderr);
    return stream;
}

std::optional<int> CommandLine::parse(QCommandLineParser &parser, const QStringList &arguments,
                                      const CliCommand &command)
{
    const QCommandLineOption help = parser.addHelpOption();
    // QCommandLineParser takes the first argument as the program; here it is the command name.
    if (!parser.parse(arguments))
        return usageError(command, parser.errorText());
    if (parser.isSet(help)) {
        standardOutput() << helpText(parser, command);
        return ExitSuccess;
    }
    return std::nullopt;
}

// QCommandLineParser's own usage line names the executable only; this one names the command too,
// and keeps the descriptions, options and arguments sections that follow it.
QString CommandLine::helpText(const QCommandLineParser &parser, const CliCommand &command)
{
    const QString text = parser.helpText();
    const qsizetype firstLineEnd = text.indexOf(QLatin1Char('\n'));
    return tr("Usage: %1 %2 %3")
               .arg(QCoreApplication::applicationName(), command.name, command.syntax)
               .trimmed() +
           QLatin1Char('\n') + text.mid(firstLineEnd);
}

int CommandLine::usageError(const CliCommand &command, const QString &message)
{
    standardError()
        << tr("%1 %2: %3").arg(QCoreApplication::applicationName(), command.name, message) << '\n'
        << tr("Try \"%1 %2 --help\".").arg(QCoreApplication::applicationName(), command.name)
        << '\n';
    return ExitUsage;
}

std::optional<qint64> CommandLine::readNumber(const QCommandLineParser &parser, const QString &name,
                                              qint64 minimum, qint64 maximum,
                                              const CliCommand &command)
{
    bool ok = false;
    const QString text = parser.value(name);
    const qint64 value = text.toLongLong(&ok);
    if (!ok || value < minimum || value > maximum) {
        usageError(command, tr("--%1: expected a whole number from %2 to %3, found \"%4\"")
                                .arg(name)
                                .arg(minimum)
                                .arg(maximum)
                                .arg(text));
        return std::nullopt;
    }
    return value;
}

bool CommandLine::readSeats(const QString &text, QList<Controller> *seats, QString *error)
{
    for (const QString &key : text.split(QLatin1Char(','))) {
        Controller level = Controller::Human;
        if (!controllerFromKey(key.trimmed(), &level) || !isAi(level)) {
            *error = tr("--seats: \"%1\" is not an AI level (easy, normal or hard)").arg(key);
            return false;
        }
        seats->append(level);
    }
    return true;
}

void CommandLine::addPageOptions(QCommandLineParser &parser, const QString &paperHelp)
{
    parser.addOption({QStringLiteral("paper"), paperHelp, tr("PAPER")});
    parser.addOption({QStringLiteral("landscape"), tr("With --paper: landscape sheets.")});
}

bool CommandLine::readPage(const QCommandLineParser &parser, const CliCommand &command,
                           std::optional<PageSpec> *page)
{
    const bool landscape = parser.isSet(QStringLiteral("landscape"));
    if (!parser.isSet(QStringLiteral("paper"))) {
        if (landscape) {
            usageError(command, tr("--landscape needs --paper"));
            return false;
        }
        *page = std::nullopt;
        return true;
    }
    const QString key = parser.value(QStringLiteral("paper"));
    const std::optional<Paper> paper = PageSpec::paperFromKey(key);
    if (!paper) {
        usageError(command, tr("--paper: expected a4 or letter, found \"%1\"").arg(key));
        return false;
    }
    *page = PageSpec{*paper, landscape};
    return true;
}

} // namespace cw::cli
