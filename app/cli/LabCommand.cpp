// coursewright-cli lab: the course lab (models/lab) from the command line: AI-only games on a
// course file and its report, as a table or as the JSON of docs/lab-report.md.
#include "AiGamesOptions.h"
#include "Commands.h"
#include "LabImprove.h"
#include "core/Percent.h"
#include "core/TextTable.h"
#include "course/CourseFile.h"

#include "core/GameRegistry.h"
#include "lab/CourseLab.h"

#include <QElapsedTimer>
#include <QJsonDocument>
#include <QThread>

#include <functional>

namespace cw::cli {

namespace {

struct LabOptions {
    LabOptions();
    QCommandLineOption seats;
    AiGamesOptions common{1000};
    LabImprove improve;
};

class LabCommand {
    Q_DECLARE_TR_FUNCTIONS(cw::cli::LabCommand)

public:
    static int run(const QStringList &arguments);

private:
    static std::optional<int> readConfig(const QCommandLineParser &parser,
                                         const LabOptions &options, TournamentConfig *config);
    static QString text(const LabReport &report);
};

LabOptions::LabOptions()
    : seats(QStringLiteral("seats"),
            LabCommand::tr("One AI level per seat, separated by commas: easy, normal or hard "
                           "(default: Easy in every seat the course suggests)."),
            LabCommand::tr("levels"))
{
    common.json.setDescription(
        LabCommand::tr("Print the report as one JSON object (docs/lab-report.md)."));
}

std::optional<int> LabCommand::readConfig(const QCommandLineParser &parser,
                                          const LabOptions &options, TournamentConfig *config)
{
    const CliCommand &command = labCommand();
    const QStringList positional = parser.positionalArguments();
    if (positional.size() != 1)
        return CommandLine::usageError(
            command, positional.isEmpty()
                         ? tr("COURSE: missing")
                         : tr("unexpected argument \"%1\"").arg(positional.value(1)));
    if (const std::optional<int> exit = options.common.read(parser, command, config))
        return exit;
    QString error;
    if (parser.isSet(options.seats) &&
        !CommandLine::readSeats(parser.value(options.seats), &config->players, &error))
        return CommandLine::usageError(command, error);

    // The course: read and checked as validate does; errors make it unplayable.
    if (!AiGamesOptions::readCourse(positional.first(), config))
        return ExitFailure;
    const QJsonObject &course = config->course;
    const GameInfo *info = CourseLab::gameFor(course);
    if (!info) {
        standardError() << tr("%1: kind: no game is played on \"%2\" courses")
                               .arg(config->courseSource,
                                    course.value(QStringLiteral("kind")).toString())
                        << '\n';
        return ExitFailure;
    }
    config->gameId = info->id;
    if (config->players.isEmpty()) {
        const int seats = info->suggestedSeats ? info->suggestedSeats(course) : info->maxSeats;
        for (int seat = 0; seat < seats; ++seat)
            config->players.append(Controller::AiEasy);
    }
    if (config->players.size() < info->minSeats || config->players.size() > info->maxSeats)
        return CommandLine::usageError(command, tr("--seats: %1 needs %2 to %3 seats, found %4")
                                                    .arg(info->displayName.text())
                                                    .arg(info->minSeats)
                                                    .arg(info->maxSeats)
                                                    .arg(config->players.size()));
    return std::nullopt;
}

QString LabCommand::text(const LabReport &report)
{
    const auto interval = [](const LabInterval &i, int decimals) {
        return QStringLiteral("%1–%2").arg(i.low, 0, 'f', decimals).arg(i.high, 0, 'f', decimals);
    };
    QString out = tr("%1 games on \"%2\" (seed %3), %4 seats\n")
                      .arg(report.gamesPlayed)
                      .arg(report.courseName)
                      .arg(report.seed)
                      .arg(report.seatCount());
    if (report.gamesUnfinished > 0)
        out += tr("%n game(s) reached the maximum length of %1 actions without ending: "
                  "they are left out of every figure below.\n",
                  nullptr, report.gamesUnfinished)
                   .arg(GameRegistry::find(report.gameId)->maxGameLength);
    out += tr("Length: %1 %2 on average (sd %3, %4 to %5)\n\n")
               .arg(report.length.mean, 0, 'f', 1)
               .arg(report.lengthUnitText())
               .arg(report.length.sd, 0, 'f', 1)
               .arg(report.shortest)
               .arg(report.longest);
    if (!report.isEvidence())
        out += tr("Warning: %1\n\n").arg(report.samenessWarning());

    // Seats and start positions: one table each, the same columns.
    const auto standings = [&](const QString &first, const std::vector<LabStanding> &rows,
                               const std::function<QString(int)> &name) {
        TextTable table;
        table.addColumn(first, TextTable::Text);
        table.addColumn(tr("Wins"), TextTable::Number);
        table.addColumn(tr("Win %"), TextTable::Number);
        table.addColumn(tr("95% interval"), TextTable::Text);
        table.addColumn(tr("Mean rank"), TextTable::Number);
        table.addColumn(tr("95% interval"), TextTable::Text);
        for (std::size_t s = 0; s < rows.size(); ++s) {
            const LabStanding &st = rows[s];
            table.addRow({name(int(s)), QString::number(st.wins),
                          QString::number(100 * st.winShare, 'f', 1),
                          interval({100 * st.winInterval.low, 100 * st.winInterval.high}, 1),
                          QString::number(st.meanRank, 'f', 2), interval(st.rankInterval, 2)});
        }
        return table.toString();
    };
    out += tr("By seat, the turn order (a fair seat wins %1 with mean rank %2):\n")
               .arg(Percent::of(report.fairWinShare, 1))
               .arg(report.fairMeanRank, 0, 'f', 2) +
           standings(tr("Seat"), report.seats, [](int s) { return QString::number(s + 1); }) +
           report.sharedWinNote() + QStringLiteral("\n\n");
    out += tr("By start position: %1\n").arg(report.startsNote());
    if (!report.starts.empty())
        out +=
            standings(tr("Start"), report.starts, [&report](int s) { return report.startName(s); });
    out += u'\n';

    TextTable players;
    players.addColumn(tr("Player"), TextTable::Number);
    players.addColumn(tr("AI"), TextTable::Text);
    players.addColumn(tr("Win %"), TextTable::Number);
    players.addColumn(tr("Mean rank"), TextTable::Number);
    players.addColumn(tr("95% interval"), TextTable::Text);
    for (std::size_t p = 0; p < report.standings.size(); ++p) {
        const LabStanding &st = report.standings[p];
        players.addRow({QString::number(p + 1), controllerKey(report.players.value(qsizetype(p))),
                        QString::number(100 * st.winShare, 'f', 1),
                        QString::number(st.meanRank, 'f', 2), interval(st.rankInterval, 2)});
    }
    out += tr("By player (seats rotate):\n") + players.toString() + u'\n';

    TextTable rules;
    rules.addColumn(tr("Rule"), TextTable::Text);
    rules.addColumn(tr("Per game"), TextTable::Number);
    rules.addColumn(tr("Games %"), TextTable::Number);
    rules.addColumn(tr("Where most"), TextTable::Text);
    for (const LabRuleStats &rule : report.rules) {
        const auto hottest = std::max_element(
            rule.heat.begin(), rule.heat.end(),
            [](const LabHeatCell &a, const LabHeatCell &b) { return a.count < b.count; });
        rules.addRow(
            {rule.label, QString::number(rule.perGame, 'f', 2),
             QString::number(report.gamesPlayed > 0 ? 100.0 * rule.games / report.gamesPlayed : 0.0,
                             'f', 1),
             hottest == rule.heat.end() ? QString()
                                        : tr("%1 (%2)").arg(hottest->name).arg(hottest->count)});
    }
    out += tr("Rules:\n") + rules.toString();
    return out;
}

int LabCommand::run(const QStringList &arguments)
{
    const CliCommand &command = labCommand();
    QCommandLineParser parser;
    parser.setApplicationDescription(
        tr("Plays AI-only games on a course file and reports how long a game lasts, each "
           "seat's wins and mean rank with 95% intervals (is the course fair to every start "
           "position?), how often each rule fires and where. Seats rotate from game to game; "
           "the same seed gives the same report on any number of threads. A game that reaches "
           "the game's maximum length is stopped, counted as unfinished and left out of the "
           "figures.\n"
           "Exit status: 0 on success, 1 when the course cannot be used, 2 on a usage error."));
    parser.addPositionalArgument(QStringLiteral("COURSE"), tr("The course file to test."));
    const LabOptions options;
    parser.addOption(options.seats);
    parser.addOptions(options.common.all());
    parser.addOptions(options.improve.all());
    if (const std::optional<int> exit = CommandLine::parse(parser, arguments, command))
        return *exit;
    if (const std::optional<int> exit =
            options.improve.checkUsage(parser, command, options.common.save))
        return *exit;
    TournamentConfig config;
    if (const std::optional<int> exit = readConfig(parser, options, &config))
        return *exit;
    if (parser.isSet(options.improve.improve))
        return options.improve.run(parser, command, options.common, config);

    QElapsedTimer timer;
    timer.start();
    CourseLab lab(config);
    QString error;
    const std::optional<LabReport> report = lab.run(options.common.progressPrinter(parser), &error);
    if (!report)
        return AiGamesOptions::failed(command, error);
    return options.common.print(parser, report->toJson(), text(*report), timer, config.threads);
}

} // namespace

const CliCommand &labCommand()
{
    static const CliCommand command{
        QStringLiteral("lab"), LabCommand::tr("COURSE [options]"),
        LabCommand::tr("Test a course with AI-only games: length, fairness, rules and where "
                       "they fire"),
        LabCommand::run};
    return command;
}

} // namespace cw::cli
