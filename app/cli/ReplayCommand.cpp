// coursewright-cli replay FILE [--after N] [--json]: the position of a saved game.
#include "Commands.h"

#include "RecordPosition.h"
#include "core/GameRegistry.h"

#include <QJsonDocument>

namespace cw::cli {

namespace {

class ReplayCommand {
    Q_DECLARE_TR_FUNCTIONS(cw::cli::ReplayCommand)

public:
    static int run(const QStringList &arguments);
};

int ReplayCommand::run(const QStringList &arguments)
{
    const CliCommand &command = replayCommand();
    QCommandLineParser parser;
    parser.setApplicationDescription(
        tr("Loads a game record, replays its actions and prints the position reached: where "
           "every seat stands, whose turn it is and in which phase.\n"
           "Exit status: 0 on success, 1 when the record cannot be read or replayed, 2 on a "
           "usage error."));
    parser.addPositionalArgument(QStringLiteral("file"), tr("The game record to replay."),
                                 tr("FILE"));
    const QCommandLineOption json(QStringLiteral("json"),
                                  tr("Print the game's public view as JSON instead of text."));
    parser.addOptions({RecordPosition::afterOption(), json});
    if (const std::optional<int> exit = CommandLine::parse(parser, arguments, command))
        return *exit;
    int exit = ExitSuccess;
    const std::optional<RecordPosition> position = RecordPosition::read(parser, command, &exit);
    if (!position)
        return exit;
    const QString &file = position->file;
    const std::unique_ptr<Game> &game = position->game;
    const QJsonObject view = game->viewFor(-1);
    if (parser.isSet(json)) {
        standardOutput() << QString::fromUtf8(QJsonDocument(view).toJson(QJsonDocument::Indented));
        return ExitSuccess;
    }
    // Each game words its positions itself (GameInfo::positionText); else the view's JSON.
    const GameInfo *info = GameRegistry::find(position->record.setup.gameId);
    standardOutput()
        << tr("%1: after %2 of %3 actions").arg(file).arg(position->count).arg(position->total)
        << '\n'
        << (info && info->positionText
                ? info->positionText(position->record, view)
                : QString::fromUtf8(QJsonDocument(view).toJson(QJsonDocument::Indented)));
    return ExitSuccess;
}

} // namespace

const CliCommand &replayCommand()
{
    static const CliCommand command{
        QStringLiteral("replay"), ReplayCommand::tr("[options] FILE"),
        ReplayCommand::tr("Show the position of a saved game after some of its actions"),
        ReplayCommand::run};
    return command;
}

} // namespace cw::cli
