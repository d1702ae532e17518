// The host under load (issue 52, docs/protocol.md "Beyond one machine"): N four-seat games on
// loopback, every seat a WebSocket client playing Easy on its own copy, in this process; the host
// in a child process (this program again, with --serve: coursewright-server's host with the limit
// of connections per address lifted, since every client here comes from 127.0.0.1). Reports the
// actions accepted per second, the time from an action to the last seat's position after it
// (p50 / p95 / p99), the host's memory (VmRSS) per connection and per game, and its CPU per
// action. Both processes raise their open-file limit to the hard limit.
//
//   bench_server_load --games N [--seconds S] [--think-ms T] [--game rowing]
#include "ServerLoadGames.h"
#include "host/Host.h"
#include "host/HostEventDispatcher.h"
#include "host/HostStore.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>

#include <algorithm>
#include <cstdio>
#include <sys/resource.h>
#include <unistd.h>

using namespace cw;

namespace {

void raiseFileLimit()
{
    rlimit limit{};
    if (getrlimit(RLIMIT_NOFILE, &limit) == 0) {
        limit.rlim_cur = limit.rlim_max;
        setrlimit(RLIMIT_NOFILE, &limit);
    }
}

// A /proc/<pid>/status field in kB ("VmRSS").
qint64 statusKb(qint64 pid, const char *field)
{
    QFile file(QStringLiteral("/proc/%1/status").arg(pid));
    if (!file.open(QIODevice::ReadOnly))
        return -1;
    for (const QByteArray &line : file.readAll().split('\n'))
        if (line.startsWith(field))
            return line.mid(qsizetype(qstrlen(field)) + 1)
                .trimmed()
                .split(' ')
                .value(0)
                .toLongLong();
    return -1;
}

// User and system CPU time of a process, in seconds (/proc/<pid>/stat, fields 14 and 15).
double cpuSeconds(qint64 pid)
{
    QFile file(QStringLiteral("/proc/%1/stat").arg(pid));
    if (!file.open(QIODevice::ReadOnly))
        return -1;
    const QByteArray stat = file.readAll();
    // Fields after the command's closing parenthesis, from field 3 on.
    const QList<QByteArray> fields = stat.mid(stat.lastIndexOf(')') + 2).split(' ');
    return double(fields.value(11).toLongLong() + fields.value(12).toLongLong()) /
           double(sysconf(_SC_CLK_TCK));
}

double percentile(std::vector<double> values, double p)
{
    if (values.empty())
        return 0;
    const std::size_t at = std::min(values.size() - 1, std::size_t(p * double(values.size())));
    std::nth_element(values.begin(), values.begin() + qsizetype(at), values.end());
    return values[at];
}

// The host's side: a store in `dataDir` and a host on 127.0.0.1, any free port, which it prints.
int serve(const QString &dataDir)
{
    HostStore store;
    QString error;
    if (!store.open(dataDir, &error)) {
        std::fprintf(stderr, "%s\n", qPrintable(error));
        return 1;
    }
    Host::Limits limits;
    limits.connectionsPerAddress = 1 << 20;
    Host host(&store, limits);
    if (!host.listen(QHostAddress::LocalHost, 0, std::nullopt, &error)) {
        std::fprintf(stderr, "%s\n", qPrintable(error));
        return 1;
    }
    std::printf("listening on %s\n", qPrintable(host.url().toString()));
    std::fflush(stdout);
    return QCoreApplication::exec();
}

} // namespace

int main(int argc, char *argv[])
{
    raiseFileLimit();
    // Both processes, the host's and the clients': each holds thousands of sockets.
    useHostEventDispatcher();
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    const QCommandLineOption gamesOption(QStringLiteral("games"), QStringLiteral("Games."),
                                         QStringLiteral("n"), QStringLiteral("100"));
    const QCommandLineOption secondsOption(QStringLiteral("seconds"),
                                           QStringLiteral("Measuring time."), QStringLiteral("s"),
                                           QStringLiteral("20"));
    const QCommandLineOption thinkOption(QStringLiteral("think-ms"),
                                         QStringLiteral("A seat's pause before it acts."),
                                         QStringLiteral("ms"), QStringLiteral("0"));
    const QCommandLineOption gameOption(QStringLiteral("game"), QStringLiteral("Game id."),
                                        QStringLiteral("id"), QStringLiteral("rowing"));
    const QCommandLineOption serveOption(
        QStringLiteral("serve"), QStringLiteral("Run the host (internal)."), QStringLiteral("dir"));
    parser.addOptions({gamesOption, secondsOption, thinkOption, gameOption, serveOption});
    parser.addHelpOption();
    parser.process(app);
    if (parser.isSet(serveOption))
        return serve(parser.value(serveOption));

    const int games = parser.value(gamesOption).toInt();
    const int seconds = parser.value(secondsOption).toInt();
    QTemporaryDir data;
    QProcess host;
    host.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    host.start(QCoreApplication::applicationFilePath(), {QStringLiteral("--serve"), data.path()});
    QByteArray output;
    static const QRegularExpression listening(QStringLiteral("listening on (\\S+)"));
    QRegularExpressionMatch match;
    while (!(match = listening.match(QString::fromUtf8(output))).hasMatch()) {
        if (!host.waitForReadyRead(20000)) {
            std::fprintf(stderr, "bench_server_load: the host did not start\n");
            return 1;
        }
        output += host.readAll();
    }
    const qint64 pid = host.processId();
    const qint64 idleKb = statusKb(pid, "VmRSS:");

    bench::ServerLoadGames clients(QUrl(match.captured(1)), games, parser.value(gameOption),
                                   parser.value(thinkOption).toInt());
    QElapsedTimer setup;
    setup.start();
    if (!clients.connectAll(60000)) {
        std::fprintf(stderr, "bench_server_load: not every connection opened\n");
        return 1;
    }
    const qint64 connectedKb = statusKb(pid, "VmRSS:");
    if (!clients.startAll(120000)) {
        std::fprintf(stderr, "bench_server_load: not every game started (%d errors: %s)\n",
                     clients.errors(), qPrintable(clients.firstError()));
        return 1;
    }
    const qint64 startedKb = statusKb(pid, "VmRSS:");
    const double setupSeconds = double(setup.elapsed()) / 1000;

    // A few seconds of play before measuring, so that every game is under way.
    bench::ServerLoadGames::run(3000);
    const double hostCpu = cpuSeconds(pid);
    const double clientCpu = cpuSeconds(QCoreApplication::applicationPid());
    clients.beginMeasure();
    QElapsedTimer clock;
    clock.start();
    bench::ServerLoadGames::run(seconds * 1000);
    const double elapsed = double(clock.elapsed()) / 1000;
    const double hostCpuUsed = cpuSeconds(pid) - hostCpu;
    const double clientCpuUsed = cpuSeconds(QCoreApplication::applicationPid()) - clientCpu;
    const qint64 playingKb = statusKb(pid, "VmRSS:");
    const qint64 actions = clients.acceptedActions();

    std::printf("games %d, connections %d, think %s ms, set-up %.1f s, errors %d\n", games,
                games * bench::ServerLoadGames::Seats, qPrintable(parser.value(thinkOption)),
                setupSeconds, clients.errors());
    std::printf("accepted actions/s %.0f (%lld in %.1f s)\n", double(actions) / elapsed,
                static_cast<long long>(actions), elapsed);
    std::printf("action to last seat's update: p50 %.2f ms, p95 %.2f ms, p99 %.2f ms\n",
                percentile(clients.latencies(), 0.50), percentile(clients.latencies(), 0.95),
                percentile(clients.latencies(), 0.99));
    std::printf("host VmRSS: idle %lld kB, connected %lld kB, started %lld kB, playing %lld kB\n",
                static_cast<long long>(idleKb), static_cast<long long>(connectedKb),
                static_cast<long long>(startedKb), static_cast<long long>(playingKb));
    std::printf("host memory: %.1f kB a connection, %.1f kB a game (started), %.1f kB a game "
                "(playing, connections included)\n",
                double(connectedKb - idleKb) / (games * bench::ServerLoadGames::Seats),
                double(startedKb - connectedKb) / games, double(playingKb - idleKb) / games);
    std::printf("CPU: host %.1f µs an action (%.0f %% of a core), clients %.1f µs an action\n",
                actions ? hostCpuUsed / double(actions) * 1e6 : 0.0, hostCpuUsed / elapsed * 100,
                actions ? clientCpuUsed / double(actions) * 1e6 : 0.0);
    if (clients.errors())
        std::printf("first error: %s\n", qPrintable(clients.firstError()));
    host.kill();
    host.waitForFinished(20000);
    return 0;
}
