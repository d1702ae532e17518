// coursewright-server: hosts online games (docs/protocol.md). A thin shell around the host library
// (models/host): it reads the options, opens the store, listens, and stops cleanly on SIGTERM or
// SIGINT. It speaks English, on the wire (the clients translate by error code) and on the console
// like the service it is.
#include "ServerOptions.h"
#include "host/Host.h"
#include "host/HostEventDispatcher.h"
#include "host/HostStore.h"

#include <QCoreApplication>
#include <QSocketNotifier>

#include <csignal>
#include <cstdio>
#include <sys/resource.h>
#include <sys/socket.h>
#include <unistd.h>

namespace {

int signalPipe[2] = {-1, -1};

void onSignal(int)
{
    // Only what a signal handler may do: one write, read by the event loop.
    const char byte = 1;
    [[maybe_unused]] const ssize_t written = ::write(signalPipe[1], &byte, 1);
}

// SIGTERM and SIGINT quit the event loop, so the host closes its connections and its store.
void quitOnSignals(QCoreApplication *app)
{
    if (::socketpair(AF_UNIX, SOCK_STREAM, 0, signalPipe) != 0)
        return;
    auto *notifier = new QSocketNotifier(signalPipe[0], QSocketNotifier::Read, app);
    QObject::connect(notifier, &QSocketNotifier::activated, app, [] {
        char byte = 0;
        [[maybe_unused]] const ssize_t read = ::read(signalPipe[0], &byte, 1);
        QCoreApplication::quit();
    });
    struct sigaction action = {};
    action.sa_handler = onSignal;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_RESTART;
    sigaction(SIGTERM, &action, nullptr);
    sigaction(SIGINT, &action, nullptr);
}

// Each connection is a file: the soft limit (often 1,024) would refuse clients long before the
// host is busy, so it is raised to the hard limit the system allows this process.
void raiseFileLimit()
{
    rlimit limit{};
    if (::getrlimit(RLIMIT_NOFILE, &limit) == 0 && limit.rlim_cur < limit.rlim_max) {
        limit.rlim_cur = limit.rlim_max;
        ::setrlimit(RLIMIT_NOFILE, &limit);
    }
}

} // namespace

int main(int argc, char *argv[])
{
    cw::useHostEventDispatcher();
    QCoreApplication app(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("Coursewright"));
    QCoreApplication::setApplicationName(QStringLiteral("coursewright-server"));
    QCoreApplication::setApplicationVersion(QStringLiteral(CW_VERSION));

    QString error;
    const std::optional<cw::server::ServerOptions> options =
        cw::server::ServerOptions::parse(QCoreApplication::arguments(), &error);
    if (!options) {
        std::fprintf(stderr, "coursewright-server: %s\n", qPrintable(error));
        return 2;
    }

    raiseFileLimit();
    cw::HostStore store;
    if (!store.open(options->dataDir, &error)) {
        std::fprintf(stderr, "coursewright-server: %s\n", qPrintable(error));
        return 1;
    }
    cw::Host host(&store, options->limits);
    if (!host.listen(options->address, options->port, options->tls, &error)) {
        std::fprintf(stderr, "coursewright-server: %s\n", qPrintable(error));
        return 1;
    }
    std::printf("coursewright-server: listening on %s, games in %s (%d resumed)\n",
                qPrintable(host.url().toString()), qPrintable(options->dataDir), host.gameCount());
    std::fflush(stdout);

    quitOnSignals(&app);
    const int code = QCoreApplication::exec();
    host.close();
    store.close();
    std::printf("coursewright-server: stopped\n");
    return code;
}
