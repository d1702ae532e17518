// coursewright-cli hint FILE [--after N] [--level L] [--seed S] [--count K]: the coach's hint for
// the seat to act in a saved game.
#include "CoachLevel.h"
#include "Commands.h"
#include "RecordPosition.h"

#include "ai/MoveAdvice.h"

#include <QLocale>

namespace cw::cli {

namespace {

class HintCommand {
    Q_DECLARE_TR_FUNCTIONS(cw::cli::HintCommand)

public:
    static int run(const QStringList &arguments);
};

int HintCommand::run(const QStringList &arguments)
{
    const CliCommand &command = hintCommand();
    QCommandLineParser parser;
    parser.setApplicationDescription(
        tr("Replays a game record and says what the AI would play now for the seat to act, "
           "thinking from that seat's own view only (never the other seats' hidden cards): its "
           "move, its estimated chance of winning after it, and the next best moves.\n"
           "Exit status: 0 on success, 1 when the record cannot be read or replayed or the game "
           "is over, 2 on a usage error."));
    parser.addPositionalArgument(QStringLiteral("file"), tr("The game record to read."),
                                 tr("FILE"));
    const QCommandLineOption level =
        CoachLevel::option(tr("The AI whose move is shown: normal or hard (default)."));
    const QCommandLineOption seed(QStringLiteral("seed"),
                                  tr("The AI's seed (default 1): the same seed, the same hint."),
                                  tr("n"), QStringLiteral("1"));
    const QCommandLineOption count(QStringLiteral("count"),
                                   tr("How many moves to show, best first (1 to 10, default 3)."),
                                   tr("n"), QStringLiteral("3"));
    parser.addOptions({RecordPosition::afterOption(), level, seed, count});
    if (const std::optional<int> exit = CommandLine::parse(parser, arguments, command))
        return *exit;

    const std::optional<Controller> controller = CoachLevel::read(parser, command);
    if (!controller)
        return ExitUsage;
    const std::optional<qint64> seedValue =
        CommandLine::readNumber(parser, seed.names().first(), 0, qint64(1) << 53, command);
    const std::optional<qint64> countValue =
        CommandLine::readNumber(parser, count.names().first(), 1, 10, command);
    if (!seedValue || !countValue)
        return ExitUsage;
    int exit = ExitSuccess;
    const std::optional<RecordPosition> position = RecordPosition::read(parser, command, &exit);
    if (!position)
        return exit;

    const Game &game = *position->game;
    if (game.isOver()) {
        standardError() << tr("%1: the game is over after %2 actions: there is no move to advise")
                               .arg(position->file)
                               .arg(position->count)
                        << '\n';
        return ExitFailure;
    }
    const QString gameId = position->record.setup.gameId;
    const MoveAdvice advice =
        adviseMove(game, gameId, *controller, std::uint64_t(*seedValue), int(*countValue));
    const QStringList names = position->record.setup.seatNames();
    const QString seatName = advice.seat < names.size() && !names[advice.seat].isEmpty()
                                 ? names[advice.seat]
                                 : tr("Seat %1").arg(advice.seat + 1);
    const QLocale locale;
    QTextStream &out = standardOutput();
    out << tr("%1: after %2 of %3 actions, %4 to play.")
               .arg(position->file)
               .arg(position->count)
               .arg(position->total)
               .arg(seatName)
        << '\n';
    for (std::size_t i = 0; i < advice.ranked.size(); ++i) {
        const AdvisedAction &choice = advice.ranked[i];
        // The search's order and how often it chose each move; no percentage, as in the app
        // (its estimate is not a chance of winning: README, "The coach ranks moves").
        out << tr("%1. %2 (chosen in %3 of %4 searches)")
                   .arg(i + 1)
                   .arg(game.actionName(choice.action), locale.toString(choice.visits),
                        locale.toString(advice.iterations))
            << '\n';
    }
    return ExitSuccess;
}

} // namespace

const CliCommand &hintCommand()
{
    static const CliCommand command{
        QStringLiteral("hint"), HintCommand::tr("[options] FILE"),
        HintCommand::tr("Show the move the AI would make for the seat to act in a saved game"),
        HintCommand::run};
    return command;
}

} // namespace cw::cli
