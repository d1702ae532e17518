#include "InAppHost.h"

#include "InAppHostWorker.h"
#include "host/HostStore.h"

#include <QCoreApplication>
#include <QNetworkInterface>
#include <QPointer>
#include <QThread>

#include <algorithm>
#include <chrono>
#include <future>
#include <utility>
#include <vector>

namespace cw {

namespace {

// How long a new host waits for the hosts still closing before it tries the port anyway.
constexpr std::chrono::seconds ClosingWait{30};

// A host stopped and not yet closed: its thread (deleted once ended) and when its store closed.
struct Closing {
    QPointer<QThread> thread;
    std::shared_future<void> closed;
};

// The process's hosts still closing; touched on the GUI thread only.
std::vector<Closing> &closingHosts()
{
    static std::vector<Closing> hosts;
    return hosts;
}

void forgetEnded()
{
    std::erase_if(closingHosts(), [](const Closing &host) { return host.thread.isNull(); });
}

} // namespace

struct InAppHost::Running {
    HostStore store;
    std::unique_ptr<Host> host;
    std::promise<void> closedPromise; // kept once the store is closed
    std::shared_future<void> closed = closedPromise.get_future().share();
};

InAppHost::InAppHost(const QString &dataDir, QObject *parent) : QObject(parent), m_dataDir(dataDir)
{
}

InAppHost::~InAppHost()
{
    stop();
}

void InAppHost::start(const QHostAddress &address, quint16 port)
{
    stop();
    // The end of the application waits for the hosts still closing, once.
    static const bool waitsAtExit = (qAddPostRoutine(&InAppHost::waitUntilClosed), true);
    Q_UNUSED(waitsAtExit)
    forgetEnded();
    std::vector<std::shared_future<void>> before;
    for (const Closing &host : closingHosts())
        before.push_back(host.closed);

    const quint64 generation = ++m_generation;
    m_thread = new QThread;
    m_thread->setObjectName(QStringLiteral("InAppHost"));
    connect(m_thread, &QThread::finished, m_thread, &QObject::deleteLater);
    auto *worker = new InAppHostWorker;
    worker->moveToThread(m_thread);
    m_worker = worker;
    connect(worker, &InAppHostWorker::startDone, this,
            [this](quint64 sent, const QUrl &url, const QString &error) {
                if (sent != m_generation)
                    return; // stopped meanwhile
                if (url.isValid()) {
                    m_url = url;
                    emit started(url);
                } else {
                    emit failed(error);
                }
            });
    auto running = std::make_shared<Running>();
    m_running = running;
    const QString dataDir = m_dataDir;
    const Host::Limits limits = m_limits;
    QMetaObject::invokeMethod(
        worker, [worker, running, before, dataDir, limits, address, port, generation] {
            for (const std::shared_future<void> &closed : before)
                closed.wait_for(ClosingWait);
            QString error;
            QUrl url;
            if (running->store.open(dataDir, &error)) {
                running->host = std::make_unique<Host>(&running->store, limits);
                if (running->host->listen(address, port, std::nullopt, &error))
                    url = running->host->url();
                else
                    running->host.reset();
            }
            if (!running->host)
                running->store.close(); // here: a store is used only from the thread that opened it
            // The app's own client reaches a host listening on every address through loopback.
            if (address == QHostAddress::Any || address == QHostAddress::AnyIPv4)
                url.setHost(QStringLiteral("127.0.0.1"));
            else if (address == QHostAddress::AnyIPv6)
                url.setHost(QStringLiteral("::1"));
            emit worker->startDone(generation, running->host ? url : QUrl(), error);
        });
    m_thread->start();
}

void InAppHost::stop()
{
    if (!m_thread)
        return;
    ++m_generation;
    m_url = {};
    QObject *worker = std::exchange(m_worker, nullptr);
    closingHosts().push_back({std::exchange(m_thread, nullptr), m_running->closed});
    // Queued after the start: the host's thread closes what it opened, then ends (its last
    // reference to the store goes with this call, so the store is destroyed there too).
    QMetaObject::invokeMethod(worker, [worker, running = std::exchange(m_running, nullptr)] {
        if (running->host)
            running->host->close();
        running->host.reset();
        running->store.close();
        running->closedPromise.set_value();
        worker->deleteLater(); // once the thread ends
        QThread::currentThread()->quit();
    });
}

int InAppHost::stillClosing()
{
    forgetEnded();
    return int(std::count_if(closingHosts().begin(), closingHosts().end(),
                             [](const Closing &host) { return !host.thread->isFinished(); }));
}

void InAppHost::waitUntilClosed()
{
    for (const Closing &host : std::exchange(closingHosts(), {}))
        if (host.thread) {
            host.thread->wait();
            delete host.thread.data();
        }
}

QList<QHostAddress> InAppHost::addresses()
{
    QList<QHostAddress> found;
    for (const QNetworkInterface &interface : QNetworkInterface::allInterfaces()) {
        const auto flags = interface.flags();
        if (!flags.testFlag(QNetworkInterface::IsUp) ||
            !flags.testFlag(QNetworkInterface::IsRunning) ||
            flags.testFlag(QNetworkInterface::IsLoopBack))
            continue;
        for (const QNetworkAddressEntry &entry : interface.addressEntries()) {
            const QHostAddress address = entry.ip();
            if (!address.isLoopback() && !address.isLinkLocal())
                found.append(address);
        }
    }
    return found;
}

} // namespace cw
