// coursewright-cli match: AI-only games (models/ai/Tournament) and each AI's results.
#include "AiGamesOptions.h"
#include "Commands.h"
#include "core/TextTable.h"
#include "course/CourseFile.h"
#include "course/CourseName.h"

#include "ai/Tournament.h"
#include "core/GameRegistry.h"

#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QThread>

namespace cw::cli {

namespace {

// The options of "match", with their translated descriptions.
struct MatchOptions {
    MatchOptions();
    QCommandLineOption game, seats, course;
    AiGamesOptions common{100};
};

class MatchCommand {
    Q_DECLARE_TR_FUNCTIONS(cw::cli::MatchCommand)

public:
    static int run(const QStringList &arguments);

private:
    // Fills *config from the parsed options. Returns the exit code when the command must stop
    // (after printing why), nullopt when the tournament can start.
    static std::optional<int> readConfig(const QCommandLineParser &parser,
                                         const MatchOptions &options, TournamentConfig *config);
    static QString table(const TournamentConfig &config, const TournamentResult &result);
    static QJsonObject json(const TournamentConfig &config, const TournamentResult &result);
};

QString MatchCommand::table(const TournamentConfig &config, const TournamentResult &result)
{
    TextTable table;
    table.addColumn(tr("Player"), TextTable::Number);
    table.addColumn(tr("AI"), TextTable::Text);
    table.addColumn(tr("Games"), TextTable::Number);
    table.addColumn(tr("Wins"), TextTable::Number);
    table.addColumn(tr("Win %"), TextTable::Number);
    table.addColumn(tr("Mean rank"), TextTable::Number);
    for (std::size_t player = 0; player < result.standings.size(); ++player) {
        const TournamentStanding &standing = result.standings[player];
        const double winShare = standing.games > 0 ? 100.0 * standing.wins / standing.games : 0.0;
        table.addRow({QString::number(player + 1), controllerKey(standing.ai),
                      QString::number(standing.games), QString::number(standing.wins),
                      QString::number(winShare, 'f', 1),
                      QString::number(standing.meanRank(), 'f', 2)});
    }
    const GameInfo *info = GameRegistry::find(config.gameId);
    const QString course = CourseName::of(config.course, config.courseSource);
    // Games stopped at the maximum length have no ranks: the table leaves them out, this says so.
    const QString unfinished =
        result.unfinished.empty()
            ? QString()
            : u'\n' +
                  tr("%n game(s) reached the maximum length of %1 actions without ending and "
                     "count for no one.",
                     nullptr, int(result.unfinished.size()))
                      .arg(result.maxGameLength) +
                  u'\n';
    if (config.courseSource.isEmpty()) // a game played without a course
        return tr("%1: %2 games, seed %3\n\n")
                   .arg(info->displayName.text())
                   .arg(config.games)
                   .arg(config.seed) +
               table.toString() + unfinished;
    return tr("%1 on \"%2\": %3 games, seed %4\n\n")
               .arg(info->displayName.text(), course)
               .arg(config.games)
               .arg(config.seed) +
           table.toString() + unfinished;
}

QJsonObject MatchCommand::json(const TournamentConfig &config, const TournamentResult &result)
{
    QJsonArray players;
    for (const TournamentStanding &standing : result.standings) {
        players.append(QJsonObject{{QStringLiteral("ai"), controllerKey(standing.ai)},
                                   {QStringLiteral("wins"), standing.wins},
                                   {QStringLiteral("meanRank"), standing.meanRank()}});
    }
    return QJsonObject{{QStringLiteral("game"), config.gameId},
                       {QStringLiteral("games"), config.games},
                       {QStringLiteral("unfinished"), int(result.unfinished.size())},
                       {QStringLiteral("maxGameLength"), result.maxGameLength},
                       {QStringLiteral("seed"), qint64(config.seed)},
                       {QStringLiteral("players"), players}};
}

MatchOptions::MatchOptions()
    : game(QStringLiteral("game"), MatchCommand::tr("The game to play: %1."),
           MatchCommand::tr("id")),
      seats(QStringLiteral("seats"),
            MatchCommand::tr("One AI level per seat, separated by commas: easy, normal or hard."),
            MatchCommand::tr("levels")),
      course(QStringLiteral("course"),
             MatchCommand::tr("A course file to play on (default: the game's standard course)."),
             MatchCommand::tr("file"))
{
    QStringList gameIds;
    for (const GameInfo &known : GameRegistry::games())
        gameIds.append(known.id);
    game.setDescription(game.description().arg(gameIds.join(QStringLiteral(", "))));
}

std::optional<int> MatchCommand::readConfig(const QCommandLineParser &parser,
                                            const MatchOptions &options, TournamentConfig *config)
{
    const CliCommand &command = matchCommand();
    if (!parser.positionalArguments().isEmpty())
        return CommandLine::usageError(
            command, tr("unexpected argument \"%1\"").arg(parser.positionalArguments().first()));

    config->gameId = parser.value(options.game);
    const GameInfo *info = GameRegistry::find(config->gameId);
    if (!info)
        return CommandLine::usageError(command,
                                       config->gameId.isEmpty()
                                           ? tr("--game: missing")
                                           : tr("--game: unknown game \"%1\"").arg(config->gameId));
    config->gameId = info->id; // a former id names the game too
    if (!parser.isSet(options.seats))
        return CommandLine::usageError(command, tr("--seats: missing"));
    QString error;
    if (!CommandLine::readSeats(parser.value(options.seats), &config->players, &error))
        return CommandLine::usageError(command, error);
    if (config->players.size() < info->minSeats || config->players.size() > info->maxSeats)
        return CommandLine::usageError(command, tr("--seats: %1 needs %2 to %3 seats, found %4")
                                                    .arg(info->displayName.text())
                                                    .arg(info->minSeats)
                                                    .arg(info->maxSeats)
                                                    .arg(config->players.size()));

    if (const std::optional<int> exit = options.common.read(parser, command, config))
        return exit;

    // The course file given with --course, or the game's default course.
    const QString course = parser.value(options.course);
    if (!AiGamesOptions::readCourse(course.isEmpty() ? info->defaultCourse : course, config))
        return ExitFailure;
    return std::nullopt;
}

int MatchCommand::run(const QStringList &arguments)
{
    const CliCommand &command = matchCommand();
    QCommandLineParser parser;
    parser.setApplicationDescription(
        tr("Plays games between AI players only and prints, for each listed player, its wins "
           "(first places, shared ones included) and its mean finishing rank. The listed players "
           "are the seats; they change seats from game to game, so every level sits in every "
           "seat in turn. The same seed gives the same results on any number of threads. A game "
           "that reaches the game's maximum length is stopped unfinished: it counts for no one, "
           "and the output says how many there were.\n"
           "Exit status: 0 on success, 1 when the course cannot be used, 2 on a usage error."));
    const MatchOptions options;
    parser.addOptions({options.game, options.seats, options.course});
    parser.addOptions(options.common.all());
    if (const std::optional<int> exit = CommandLine::parse(parser, arguments, command))
        return *exit;
    TournamentConfig config;
    if (const std::optional<int> exit = readConfig(parser, options, &config))
        return *exit;

    QElapsedTimer timer;
    timer.start();
    Tournament tournament(config);
    QString error;
    const std::optional<TournamentResult> result =
        tournament.run(options.common.progressPrinter(parser), &error);
    if (!result)
        return AiGamesOptions::failed(command, error);
    return options.common.print(parser, json(config, *result), table(config, *result), timer,
                                config.threads);
}

} // namespace

const CliCommand &matchCommand()
{
    static const CliCommand command{
        QStringLiteral("match"), MatchCommand::tr("[options]"),
        MatchCommand::tr("Play AI-only games and print each AI's wins and mean rank"),
        MatchCommand::run};
    return command;
}

} // namespace cw::cli
