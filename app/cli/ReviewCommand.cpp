// coursewright-cli review FILE [--seat N] [--level L] [--top K]: the coach's review of a saved
// game, as text.
#include "CoachLevel.h"
#include "Commands.h"
#include "RecordPosition.h"

#include "ai/GameReview.h"
#include "ai/ReviewText.h"
#include "core/GameRegistry.h"

namespace cw::cli {

namespace {

class ReviewCommand {
    Q_DECLARE_TR_FUNCTIONS(cw::cli::ReviewCommand)

public:
    static int run(const QStringList &arguments);
};

int ReviewCommand::run(const QStringList &arguments)
{
    const CliCommand &command = reviewCommand();
    QCommandLineParser parser;
    parser.setApplicationDescription(
        tr("Reviews a saved game: at each decision of the seats asked for, the AI judges from "
           "that seat's own view what it would have played and the estimated chance of winning "
           "with it and with the move played; then lists the moves that lost the most.\n"
           "Exit status: 0 on success, 1 when the record cannot be read or replayed, 2 on a "
           "usage error."));
    parser.addPositionalArgument(QStringLiteral("file"), tr("The game record to review."),
                                 tr("FILE"));
    const QCommandLineOption seat(
        QStringLiteral("seat"),
        tr("Review seat <n> (from 1; repeat for more). Default: every seat a person played."),
        tr("n"));
    const QCommandLineOption level =
        CoachLevel::option(tr("The AI that judges: normal or hard (default)."));
    const QCommandLineOption top(QStringLiteral("top"),
                                 tr("How many costly moves to list per seat (default 3)."), tr("n"),
                                 QStringLiteral("3"));
    parser.addOptions({RecordPosition::afterOption(), seat, level, top});
    if (const std::optional<int> exit = CommandLine::parse(parser, arguments, command))
        return *exit;

    const std::optional<Controller> controller = CoachLevel::read(parser, command);
    if (!controller)
        return ExitUsage;
    const std::optional<qint64> topValue =
        CommandLine::readNumber(parser, top.names().first(), 1, 20, command);
    if (!topValue)
        return ExitUsage;
    int exit = ExitSuccess;
    std::optional<RecordPosition> position = RecordPosition::read(parser, command, &exit);
    if (!position)
        return exit;
    const QString &file = position->file;
    GameRecord &record = position->record;
    record.actions.resize(std::size_t(position->count)); // the moves up to --after

    const QList<SeatConfig> &configs = record.setup.seats;
    std::vector<int> seats;
    for (const QString &text : parser.values(seat)) {
        bool ok = false;
        const int number = text.toInt(&ok);
        if (!ok || number < 1 || number > configs.size())
            return CommandLine::usageError(command,
                                           tr("--seat: expected a seat from 1 to %1, found \"%2\"")
                                               .arg(configs.size())
                                               .arg(text));
        seats.push_back(number - 1);
    }
    if (seats.empty())
        for (int s = 0; s < configs.size(); ++s)
            if (!isAi(configs[s].controller))
                seats.push_back(s);
    if (seats.empty())
        return CommandLine::usageError(
            command, tr("no person played in %1: name the seats to review with --seat").arg(file));

    QString error;
    const GameReview review = reviewGame(record, seats, *controller, &error);
    if (!error.isEmpty()) {
        standardError() << QStringLiteral("%1: %2").arg(file, error) << '\n';
        return ExitFailure;
    }
    standardOutput() << ReviewText::write(review, configs, seats, *controller, int(*topValue));
    return ExitSuccess;
}

} // namespace

const CliCommand &reviewCommand()
{
    static const CliCommand command{
        QStringLiteral("review"), ReviewCommand::tr("[options] FILE"),
        ReviewCommand::tr("Review the moves of a saved game: what the AI would have played"),
        ReviewCommand::run};
    return command;
}

} // namespace cw::cli
