#include "InAppHost.h"

#include "host/HostStore.h"

#include <QNetworkInterface>

namespace cw {

struct InAppHost::Running {
    HostStore store;
    std::unique_ptr<Host> host;
};

InAppHost::InAppHost(const QString &dataDir, QObject *parent)
    : QObject(parent), m_dataDir(dataDir), m_worker(new QObject)
{
    m_thread.setObjectName(QStringLiteral("InAppHost"));
    m_worker->moveToThread(&m_thread);
}

InAppHost::~InAppHost()
{
    stop();
    delete m_worker; // its thread is stopped: deleting it here is safe
}

void InAppHost::start(const QHostAddress &address, quint16 port)
{
    stop();
    m_thread.start();
    auto running = std::make_shared<Running>();
    m_running = running;
    const QString dataDir = m_dataDir;
    const Host::Limits limits = m_limits;
    QMetaObject::invokeMethod(m_worker, [this, running, dataDir, limits, address, port] {
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
        const std::weak_ptr<Running> sent = running;
        const bool listening = running->host != nullptr;
        QMetaObject::invokeMethod(this, [this, sent, listening, url, error] {
            if (sent.expired() || sent.lock() != m_running)
                return; // stopped meanwhile
            if (listening) {
                m_url = url;
                emit started(url);
            } else {
                emit failed(error);
            }
        });
    });
}

void InAppHost::stop()
{
    if (!m_thread.isRunning())
        return;
    std::shared_ptr<Running> running = std::move(m_running);
    QMetaObject::invokeMethod(
        m_worker,
        [running] {
            if (running->host)
                running->host->close();
            running->host.reset();
            running->store.close();
        },
        Qt::BlockingQueuedConnection);
    m_thread.quit();
    m_thread.wait();
    m_url = {};
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
