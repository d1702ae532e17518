#include "AiGamesOptions.h"

#include "course/CourseFile.h"

#include <QJsonDocument>
#include <QThread>

namespace cw::cli {

namespace {

// Seeds are printed as JSON numbers, which hold whole numbers exactly only up to 2^53.
constexpr qint64 MaxSeed = (qint64(1) << 53) - 1;
constexpr qint64 MaxGames = 1000000;
constexpr qint64 MaxThreads = 256;

} // namespace

AiGamesOptions::AiGamesOptions(int defaultGames)
    : games(QStringLiteral("games"), tr("How many games to play (default %1).").arg(defaultGames),
            tr("n"), QString::number(defaultGames)),
      seed(QStringLiteral("seed"), tr("The seed every game and decision derives from (default 1)."),
           tr("n"), QStringLiteral("1")),
      threads(QStringLiteral("threads"),
              tr("How many games to play at once (default: one per processor core)."), tr("n")),
      json(QStringLiteral("json"), tr("Print the results as one JSON object.")),
      progress(QStringLiteral("progress"), tr("Show the games finished on standard error.")),
      save(QStringLiteral("save"),
           tr("Write each game played to DIR as a record (game-01.cwgame, …) that replay and the "
              "app open."),
           tr("DIR"))
{
}

std::optional<int> AiGamesOptions::read(const QCommandLineParser &parser, const CliCommand &command,
                                        TournamentConfig *config) const
{
    const auto number = [&](const QCommandLineOption &option, qint64 minimum, qint64 maximum) {
        return CommandLine::readNumber(parser, option.names().first(), minimum, maximum, command);
    };
    const std::optional<qint64> gameCount = number(games, 1, MaxGames);
    if (!gameCount)
        return ExitUsage;
    const std::optional<qint64> seedValue = number(seed, 0, MaxSeed);
    if (!seedValue)
        return ExitUsage;
    const std::optional<qint64> threadCount =
        parser.isSet(threads) ? number(threads, 1, MaxThreads)
                              : std::optional<qint64>(QThread::idealThreadCount());
    if (!threadCount)
        return ExitUsage;
    config->games = int(*gameCount);
    config->seed = std::uint64_t(*seedValue);
    config->threads = int(*threadCount);
    if (parser.isSet(save)) {
        const QString folder = parser.value(save);
        QString error;
        if (!GameSaver::prepare(folder, config->games, &error)) {
            standardError() << error << '\n';
            return ExitFailure;
        }
        m_saver = std::make_shared<GameSaver>(folder, config->games);
        config->recorded = [saver = m_saver](int game, const GameRecord &record) {
            saver->save(game, record);
        };
    }
    return std::nullopt;
}

Tournament::Progress AiGamesOptions::progressPrinter(const QCommandLineParser &parser) const
{
    if (!parser.isSet(progress))
        return {};
    return [](int finished, int total) {
        standardError() << tr("%1 of %2 games played").arg(finished).arg(total) << '\n'
                        << Qt::flush;
    };
}

bool AiGamesOptions::readCourse(const QString &path, TournamentConfig *config)
{
    config->courseSource = path;
    if (path.isEmpty()) // a game played without a course
        return true;
    CourseProblems problems;
    if (const std::optional<QJsonObject> course = CourseFile::read(path, &problems)) {
        problems = CourseFile::errors(*course);
        config->course = *course;
    }
    for (const CourseProblem &problem : std::as_const(problems))
        standardError() << CourseFile::describe(path, problem) << '\n';
    return problems.isEmpty();
}

int AiGamesOptions::failed(const CliCommand &command, const QString &error)
{
    standardError() << tr("%1 %2: %3").arg(QCoreApplication::applicationName(), command.name, error)
                    << '\n';
    return ExitFailure;
}

int AiGamesOptions::print(const QCommandLineParser &parser, const QJsonObject &object,
                          const QString &text, const QElapsedTimer &timer, int threadCount) const
{
    if (m_saver && !m_saver->error().isEmpty()) {
        standardError() << m_saver->error() << '\n';
        return ExitFailure;
    }
    if (parser.isSet(json)) {
        standardOutput() << QString::fromUtf8(QJsonDocument(object).toJson(QJsonDocument::Compact))
                         << '\n';
    } else {
        standardOutput() << text << '\n'
                         << tr("%1 s on %2 threads")
                                .arg(double(timer.elapsed()) / 1000.0, 0, 'f', 1)
                                .arg(threadCount)
                         << '\n';
    }
    return ExitSuccess;
}

} // namespace cw::cli
