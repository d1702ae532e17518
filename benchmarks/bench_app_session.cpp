// The desktop app as a person meets it, for every game in the registry: time from process start
// to the board's first rendered frame, then memory while a whole game is played (the human seat
// plays random legal moves, the AI seats think as in the app). Not a Google Benchmark: both
// figures are one-shot. Run it in a real window, with the Qt Quick backend the app would choose
// or the one CW_QUICK_BACKEND names (software, opengl, auto), e.g.
//   xvfb-run -a -s "-screen 0 1920x1080x24" build/benchmarks/bench_app_session
//   export CW_QUICK_BACKEND=software
//   xvfb-run -a -s "-screen 0 1920x1080x24" build/benchmarks/bench_app_session --game rowing 7
// Without --game it runs itself once per game (a process each, so that each game's memory is its
// own), then once on each largest course (LargestCourses.h), and prints a line per run: game (with
// "@largest" on the largest course), backend, first_frame_ms, rss_mb_at_start, peak_rss_mb, moves.
// --largest plays the one game on its largest course (its first LargestCourseMoves moves). The
// window is 1920 x 1080 unless --size WxH says otherwise; --moves N stops every game after N moves.
#include "Language.h"
#include "LargestCourses.h"
#include "MainWindow.h"
#include "QuickBackend.h"
#include "core/Game.h"
#include "core/GameRegistry.h"
#include "session/GameSession.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QFile>
#include <QProcess>
#include <QQuickWidget>
#include <QQuickWindow>
#include <QSize>
#include <QStandardPaths>

#include <cstdio>
#include <optional>
#include <unistd.h>
#include <vector>

namespace {

// Moves played on a largest course unless --moves says otherwise: a whole Visions of Rainbows
// race on its largest road, every move redrawn, takes more than ten minutes, and memory has
// settled long before.
constexpr int LargestCourseMoves = 600;

// Milliseconds since the kernel started this process (so dynamic loading counts too), from
// /proc/self/stat's start time and /proc/uptime.
double msSinceProcessStart()
{
    QFile statFile(QStringLiteral("/proc/self/stat"));
    QFile uptimeFile(QStringLiteral("/proc/uptime"));
    if (!statFile.open(QIODevice::ReadOnly) || !uptimeFile.open(QIODevice::ReadOnly))
        return -1;
    const QByteArray stat = statFile.readAll();
    // Fields after the command name (which may hold spaces) start after the last ')'.
    const QList<QByteArray> fields = stat.mid(stat.lastIndexOf(')') + 2).split(' ');
    const double startTicks = fields.value(19).toDouble(); // field 22 of proc(5)
    const double uptime = uptimeFile.readAll().split(' ').value(0).toDouble();
    return (uptime - startTicks / double(sysconf(_SC_CLK_TCK))) * 1000.0;
}

// A field of /proc/self/status in megabytes ("VmRSS", "VmHWM").
double statusMegabytes(const char *field)
{
    QFile file(QStringLiteral("/proc/self/status"));
    if (!file.open(QIODevice::ReadOnly))
        return -1;
    for (const QByteArray &line : file.readAll().split('\n'))
        if (line.startsWith(field))
            return line.mid(line.indexOf(':') + 1).trimmed().split(' ').value(0).toDouble() /
                   1024.0;
    return -1;
}

// Runs this program once per registered game with the same arguments, then once per largest
// course; 0 if every run succeeded.
int runEveryGame(const QStringList &arguments)
{
    std::vector<QStringList> runs;
    for (const cw::GameInfo &info : cw::GameRegistry::games())
        runs.push_back({QStringLiteral("--game"), info.id});
    for (const cw::GameInfo &info : cw::GameRegistry::games())
        if (cw::bench::largestGame(info.id))
            runs.push_back({QStringLiteral("--game"), info.id, QStringLiteral("--largest")});
    int failures = 0;
    for (const QStringList &which : runs) {
        QProcess run;
        run.setProcessChannelMode(QProcess::ForwardedChannels);
        run.start(QCoreApplication::applicationFilePath(), which + arguments);
        if (!run.waitForFinished(-1) || run.exitStatus() != QProcess::NormalExit ||
            run.exitCode() != 0) {
            std::fprintf(stderr, "bench_app_session: %s failed\n",
                         qPrintable(which.join(QLatin1Char(' '))));
            ++failures;
        }
    }
    return failures == 0 ? 0 : 1;
}

// Plays one game of `gameId` (on its largest course when `largest`) in a `size` window and prints
// its line; the process's exit code.
int runGame(QApplication &app, const QString &gameId, bool largest, QSize size, quint64 seed,
            int moveLimit)
{
    const bool software = cw::chooseQuickBackend(); // as the app does, before the board exists
    cw::Language language;
    language.apply(QStringLiteral("en"), false);
    cw::MainWindow window(&language);
    window.setQuiet(true);
    window.resize(size);
    std::optional<cw::GameSetup> setup = largest ? cw::bench::largestGame(gameId) : std::nullopt;
    if (setup)
        setup->seed = seed;
    if (largest && !setup) {
        std::fprintf(stderr, "bench_app_session: no largest course for %s\n", qPrintable(gameId));
        return 1;
    }
    if (setup ? !window.startGame(*setup) : !window.startDefaultGame(seed, gameId)) {
        std::fprintf(stderr, "bench_app_session: cannot start %s\n", qPrintable(gameId));
        return 1;
    }
    const QString label = largest ? gameId + QStringLiteral("@largest") : gameId;
    QQuickWidget *board = window.findChild<QQuickWidget *>();
    if (!board) {
        std::fprintf(stderr, "bench_app_session: the main window has no board\n");
        return 1;
    }
    cw::GameSession *session = window.session();
    session->setAiDelayMs(0);
    std::uint64_t rng = seed * 2654435761u + 1;
    double firstFrameMs = -1, rssAtStart = -1;

    // After the first frame: play the game out, then report and quit.
    QObject::connect(board->quickWindow(), &QQuickWindow::afterRendering, &window, [&] {
        if (firstFrameMs >= 0)
            return;
        firstFrameMs = msSinceProcessStart();
        rssAtStart = statusMegabytes("VmRSS");
    });
    QObject::connect(session, &cw::GameSession::positionChanged, &window, [&] {
        const cw::Game *game = session->shownGame();
        const bool stopped = moveLimit > 0 && session->moveCount() >= moveLimit;
        if (game && (game->isOver() || stopped)) {
            std::printf("%-20s %-8s first_frame_ms %5.0f  rss_mb_at_start %6.1f  peak_rss_mb "
                        "%6.1f  moves %d%s\n",
                        qPrintable(label), software ? "software" : "opengl", firstFrameMs,
                        rssAtStart, statusMegabytes("VmHWM"), session->moveCount(),
                        game->isOver() ? "" : " (stopped)");
            std::fflush(stdout);
            window.setQuiet(true);
            QMetaObject::invokeMethod(&app, &QApplication::quit, Qt::QueuedConnection);
            return;
        }
        if (session->humanToAct()) {
            QMetaObject::invokeMethod(
                &window,
                [&] {
                    if (!session->humanToAct())
                        return;
                    const cw::ActionList actions = session->shownGame()->legalActions();
                    rng = rng * 6364136223846793005u + 1442695040888963407u;
                    session->submit(actions[std::size_t((rng >> 33) % actions.size())]);
                },
                Qt::QueuedConnection);
        }
    });
    window.show();
    // The first position may already be the human's: start its move once the loop runs.
    QMetaObject::invokeMethod(session, &cw::GameSession::positionChanged, Qt::QueuedConnection);
    return app.exec();
}

} // namespace

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    // Keep the user's real settings (window layout, language) out of the measurement.
    QStandardPaths::setTestModeEnabled(true);

    QCommandLineParser parser;
    parser.addHelpOption();
    const QCommandLineOption gameOption(
        QStringLiteral("game"), QStringLiteral("Measure this game only."), QStringLiteral("id"));
    const QCommandLineOption sizeOption(QStringLiteral("size"),
                                        QStringLiteral("The window's size (default 1920x1080)."),
                                        QStringLiteral("WxH"), QStringLiteral("1920x1080"));
    const QCommandLineOption largestOption(
        QStringLiteral("largest"),
        QStringLiteral("With --game: play on the largest course its kind accepts."));
    const QCommandLineOption movesOption(
        QStringLiteral("moves"),
        QStringLiteral("Stop each game after this many moves (default: at its end; runs on the "
                       "largest courses without --game: %1).")
            .arg(LargestCourseMoves),
        QStringLiteral("count"));
    parser.addOptions({gameOption, sizeOption, largestOption, movesOption});
    parser.addPositionalArgument(QStringLiteral("seed"), QStringLiteral("The games' seed (1)."));
    parser.process(app);

    const QStringList sizeParts = parser.value(sizeOption).split(QLatin1Char('x'));
    const QSize size(sizeParts.value(0).toInt(), sizeParts.value(1).toInt());
    if (size.isEmpty()) {
        std::fprintf(stderr, "bench_app_session: --size wants WxH, e.g. 1920x1080\n");
        return 2;
    }
    const QStringList positional = parser.positionalArguments();
    const quint64 seed = positional.isEmpty() ? 1 : positional.front().toULongLong();
    const QStringList moves = parser.isSet(movesOption) ? QStringList{QStringLiteral("--moves"),
                                                                      parser.value(movesOption)}
                                                        : QStringList();
    if (!parser.isSet(gameOption))
        return runEveryGame(QStringList{QStringLiteral("--size"), parser.value(sizeOption)} +
                            moves + positional);
    const int moveLimit = parser.isSet(movesOption)     ? parser.value(movesOption).toInt()
                          : parser.isSet(largestOption) ? LargestCourseMoves
                                                        : 0;
    return runGame(app, parser.value(gameOption), parser.isSet(largestOption), size, seed,
                   moveLimit);
}
