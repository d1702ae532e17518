// libFuzzer target: any bytes as the messages a host receives (docs/protocol.md). Each line is
// one text frame, from one of three connections in turn, handled by Host::receive as the socket
// layer hands it over. A frame must never crash the host, make it work without bound, or stall
// it; what it answers is dropped (no socket). Every input gets a host and a store of its own, in a
// temporary folder (on /dev/shm where there is one: the store syncs at each commit).
#include "host/Host.h"
#include "host/HostStore.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QDir>
#include <QTemporaryDir>

#include <cstddef>
#include <cstdint>

namespace {

// QtSql loads its driver through the application object.
void ensureApplication()
{
    static int argc = 1;
    static char name[] = "fuzz_host";
    static char *argv[] = {name, nullptr};
    if (!QCoreApplication::instance())
        new QCoreApplication(argc, argv);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    using namespace cw;
    ensureApplication();
    const QString base =
        QDir(QStringLiteral("/dev/shm")).exists() ? QStringLiteral("/dev/shm") : QDir::tempPath();
    QTemporaryDir dir(base + QStringLiteral("/fuzz_host-XXXXXX"));
    HostStore store;
    QString error;
    if (!dir.isValid() || !store.open(dir.path(), &error))
        return 0;
    {
        Host host(&store, Host::Limits{});
        const QByteArray input =
            QByteArray::fromRawData(reinterpret_cast<const char *>(data), qsizetype(size));
        int line = 0;
        for (const QByteArray &frame : input.split('\n'))
            host.receive(HostGame::ClientId(1 + line++ % 3), frame);
    }
    store.close();
    return 0;
}
