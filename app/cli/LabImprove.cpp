#include "LabImprove.h"

#include "core/AtomicFile.h"
#include "core/Percent.h"
#include "core/TextTable.h"
#include "lab/FairerCourseSearch.h"
#include "print/ExportTarget.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>

namespace cw::cli {

namespace {

// The games each finalist is played without --games, and the variations tried by default.
constexpr int DefaultConfirmGames = 200;
constexpr int DefaultCandidates = 24;

QString shares(const std::vector<LabStanding> &rows)
{
    QStringList cells;
    for (const LabStanding &row : rows)
        cells.append(QString::number(100 * row.winShare, 'f', 0));
    return cells.join(u'/');
}

QJsonObject candidateJson(const FairerCandidate &candidate)
{
    const CourseFairness &f = candidate.fairness;
    QJsonArray seats, starts;
    for (const LabStanding &row : candidate.report.seats)
        seats.append(row.winShare);
    for (const LabStanding &row : candidate.report.starts)
        starts.append(row.winShare);
    return {{QStringLiteral("change"), candidate.change},
            {QStringLiteral("fairer"), candidate.fairer},
            {QStringLiteral("fairerP"), candidate.fairerP},
            {QStringLiteral("seatSpread"), f.seatSpread},
            {QStringLiteral("seatMargin"), f.seatMargin},
            {QStringLiteral("startSpread"), f.startSpread},
            {QStringLiteral("startMargin"), f.startMargin},
            {QStringLiteral("outsideFair"), f.outsideFair},
            {QStringLiteral("chiSquare"), f.chiSquare},
            {QStringLiteral("degrees"), f.degrees},
            {QStringLiteral("unfairP"), f.unfairP},
            {QStringLiteral("length"), f.length},
            {QStringLiteral("score"), f.score},
            {QStringLiteral("scoreMargin"), f.scoreMargin},
            {QStringLiteral("seatWinShares"), seats},
            {QStringLiteral("startWinShares"), starts},
            {QStringLiteral("games"), candidate.report.gamesPlayed},
            {QStringLiteral("course"), candidate.course}};
}

} // namespace

LabImprove::LabImprove()
    : improve(QStringLiteral("improve"),
              tr("Find a fairer course: try the variations the course's kind makes, keep the "
                 "valid ones, and print the original and the fairest few side by side.")),
      candidates(
          QStringLiteral("candidates"),
          tr("With --improve: how many variations to try (default %1).").arg(DefaultCandidates),
          tr("n")),
      out(QStringLiteral("out"),
          tr("With --improve: save the fairest variation to this course file (never over the "
             "course tested)."),
          tr("file"))
{
}

std::optional<int> LabImprove::checkUsage(const QCommandLineParser &parser,
                                          const CliCommand &command,
                                          const QCommandLineOption &save) const
{
    for (const QCommandLineOption *option : {&candidates, &out})
        if (parser.isSet(*option) && !parser.isSet(improve))
            return CommandLine::usageError(
                command, tr("--%1: only with --improve").arg(option->names().first()));
    if (parser.isSet(improve) && parser.isSet(save))
        return CommandLine::usageError(command, tr("--save: not with --improve"));
    return std::nullopt;
}

int LabImprove::run(const QCommandLineParser &parser, const CliCommand &command,
                    const AiGamesOptions &common, const TournamentConfig &config) const
{
    FairerCourseConfig search;
    search.course = config.course;
    search.players = config.players;
    search.seed = config.seed;
    search.threads = config.threads;
    search.confirmGames = parser.isSet(common.games) ? config.games : DefaultConfirmGames;
    search.screenGames = std::max(12, search.confirmGames / 4);
    if (parser.isSet(candidates)) {
        const std::optional<qint64> count =
            CommandLine::readNumber(parser, candidates.names().first(), 1, 1000, command);
        if (!count)
            return ExitUsage;
        search.candidates = int(*count);
    } else {
        search.candidates = DefaultCandidates;
    }
    const QString outPath = parser.value(out);
    if (!outPath.isEmpty() && print::ExportTarget({config.courseSource}).isInput(outPath)) {
        standardError() << print::ExportTarget::inputError(outPath) << '\n';
        return ExitFailure;
    }

    QElapsedTimer timer;
    timer.start();
    FairerCourseSearch finder(search);
    QString error;
    const std::optional<FairerCourseResult> result =
        finder.run(common.progressPrinter(parser), &error);
    if (!result)
        return AiGamesOptions::failed(command, error);

    if (!outPath.isEmpty()) {
        if (!result->anyFairer()) {
            standardError() << tr("%1: not written: no variation is measurably fairer than the "
                                  "original")
                                   .arg(outPath)
                            << '\n';
        } else {
            QString reason;
            const QByteArray data = QJsonDocument(result->best.front().course).toJson();
            if (!AtomicFile::write(outPath, data, &reason)) {
                standardError() << tr("%1: %2").arg(outPath, reason) << '\n';
                return ExitFailure;
            }
        }
    }

    QJsonArray best;
    for (const FairerCandidate &candidate : result->best)
        best.append(candidateJson(candidate));
    const QJsonObject json{{QStringLiteral("game"), result->gameId},
                           {QStringLiteral("scope"), result->scope},
                           {QStringLiteral("variations"), result->variations},
                           {QStringLiteral("valid"), result->valid},
                           {QStringLiteral("tried"), result->tried},
                           {QStringLiteral("compared"), result->compared},
                           {QStringLiteral("errorRate"), labstats::ErrorRate},
                           {QStringLiteral("verdict"), FairerCourseSearch::verdict(*result)},
                           {QStringLiteral("cancelled"), result->cancelled},
                           {QStringLiteral("original"), candidateJson(result->original)},
                           {QStringLiteral("best"), best}};

    const LabReport &report = result->original.report;
    // Every finalist played on the confirming games is counted, not only the rows shown: the
    // verdict's Bonferroni correction is over all of them (issue 56).
    QString text = tr("Find a fairer course for \"%1\": %2 variations, %3 valid, %4 tried on %5 "
                      "games each; the original and the best %6 then on %7 other games.\n")
                       .arg(report.courseName)
                       .arg(result->variations)
                       .arg(result->valid)
                       .arg(result->tried)
                       .arg(search.screenGames)
                       .arg(result->compared)
                       .arg(search.confirmGames) +
                   result->scope + QStringLiteral("\n\n");
    TextTable table;
    table.addColumn(tr("Course"), TextTable::Text);
    table.addColumn(tr("Seat spread %"), TextTable::Number);
    table.addColumn(tr("Start spread %"), TextTable::Number);
    table.addColumn(tr("Outside fair"), TextTable::Number);
    table.addColumn(tr("Length (%1)").arg(report.lengthUnitText()), TextTable::Number);
    table.addColumn(tr("Score"), TextTable::Number);
    table.addColumn(tr("Win % by seat"), TextTable::Text);
    table.addColumn(tr("Win % by start"), TextTable::Text);
    table.addColumn(tr("What changed"), TextTable::Text);
    // Every figure with the half-width of its 95 % interval.
    const auto withMargin = [](double value, double margin) {
        return tr("%1 ± %2").arg(QString::number(100 * value, 'f', 1),
                                 QString::number(100 * margin, 'f', 1));
    };
    const auto addRow = [&](const QString &name, const FairerCandidate &c) {
        const CourseFairness &f = c.fairness;
        table.addRow({name, withMargin(f.seatSpread, f.seatMargin),
                      c.report.starts.empty() ? tr("–") : withMargin(f.startSpread, f.startMargin),
                      QString::number(f.outsideFair), QString::number(f.length, 'f', 1),
                      withMargin(f.score, f.scoreMargin), shares(c.report.seats),
                      shares(c.report.starts), c.change});
    };
    addRow(tr("Original"), result->original);
    for (std::size_t i = 0; i < result->best.size(); ++i)
        addRow(result->best[i].fairer ? tr("%1 (fairer)").arg(i + 1) : QString::number(i + 1),
               result->best[i]);
    text += table.toString() + QStringLiteral("\n") + report.startsNote() + u'\n';
    text += tr("Spread: the largest win share minus the smallest (a fair share is %1), ± half its "
               "95% interval: a fair course's spread is not 0; outside fair: seats and starts "
               "whose interval, judged together with the others (Bonferroni), excludes it; "
               "score: the larger spread plus a quarter of the relative change in length (lower "
               "is fairer).")
                .arg(Percent::of(report.fairWinShare, 1)) +
            u'\n' + FairerCourseSearch::verdict(*result);
    if (result->cancelled)
        text += u'\n' + tr("Cancelled: the figures cover what was played before.");
    if (!outPath.isEmpty() && result->anyFairer())
        text += u'\n' + tr("Saved variation 1 to %1.").arg(outPath);
    return common.print(parser, json, text, timer, config.threads);
}

} // namespace cw::cli
