// The coach commands' --level (CoachLevel.h).
#include "CoachLevel.h"

namespace cw::cli {

namespace {
const QString Name = QStringLiteral("level");
}

QCommandLineOption CoachLevel::option(const QString &description)
{
    return QCommandLineOption(Name, description, tr("level"), QStringLiteral("hard"));
}

std::optional<Controller> CoachLevel::read(const QCommandLineParser &parser,
                                           const CliCommand &command)
{
    Controller level = Controller::AiHard;
    if (!controllerFromKey(parser.value(Name), &level) ||
        (level != Controller::AiNormal && level != Controller::AiHard)) {
        CommandLine::usageError(
            command, tr("--level must be normal or hard, not \"%1\"").arg(parser.value(Name)));
        return std::nullopt;
    }
    return level;
}

} // namespace cw::cli
