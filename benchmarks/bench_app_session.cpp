// The desktop app as a person meets it: time from process start to the board's first rendered
// frame, then memory while a whole race is played (the human seat plays random legal moves, the
// five AI boats think as in the app). Not a Google Benchmark: both figures are one-shot. Run it
// in a real window, e.g.
//   xvfb-run -a -s "-screen 0 1600x1000x24" build/benchmarks/bench_app_session [seed]
// Prints first_frame_ms, then rss_mb at the start and peak_rss_mb over the race.
#include "Language.h"
#include "MainWindow.h"
#include "core/Game.h"
#include "session/GameSession.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QQuickWidget>
#include <QQuickWindow>
#include <QStandardPaths>

#include <cstdio>
#include <unistd.h>

namespace {

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

} // namespace

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    // Keep the user's real settings (window layout, language) out of the measurement.
    QStandardPaths::setTestModeEnabled(true);
    const quint64 seed = argc > 1 ? QByteArray(argv[1]).toULongLong() : 1;

    cw::Language language;
    language.apply(QStringLiteral("en"), false);
    cw::MainWindow window(&language);
    window.setQuiet(true);
    window.resize(1600, 1000);
    window.startDefaultGame(seed);
    QQuickWidget *board = window.findChild<QQuickWidget *>();
    if (!board) {
        std::fprintf(stderr, "bench_app_session: the main window has no board\n");
        return 1;
    }
    cw::GameSession *session = window.session();
    session->setAiDelayMs(0);
    std::uint64_t rng = seed * 2654435761u + 1;

    // After the first frame: play the race out, then report and quit.
    QObject::connect(board->quickWindow(), &QQuickWindow::afterRendering, &window, [&] {
        static bool first = true;
        if (!first)
            return;
        first = false;
        std::printf("first_frame_ms %.0f\n", msSinceProcessStart());
        std::printf("rss_mb_at_start %.1f\n", statusMegabytes("VmRSS"));
        std::fflush(stdout);
    });
    QObject::connect(session, &cw::GameSession::positionChanged, &window, [&] {
        const cw::Game *game = session->shownGame();
        if (game && game->isOver()) {
            std::printf("moves %d\n", session->moveCount());
            std::printf("peak_rss_mb %.1f\n", statusMegabytes("VmHWM"));
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
