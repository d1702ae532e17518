#pragma once

#include "host/Host.h"

#include <QHostAddress>
#include <QList>
#include <QObject>
#include <QString>
#include <QThread>
#include <QUrl>

#include <memory>

namespace cw {

// The app's own host (docs/protocol.md): the host library and its store (SQLite, in a folder the
// caller names: the app's data folder) in a thread of its own, so that no host work ever runs on
// the GUI thread. It listens only between start() and stop().
class InAppHost : public QObject {
    Q_OBJECT

public:
    explicit InAppHost(const QString &dataDir, QObject *parent = nullptr);
    ~InAppHost() override; // stop()

    // Tests: the host's limits (a short drop delay, copies from a known seed).
    void setLimits(const Host::Limits &limits) { m_limits = limits; }

    // Listens on address:port (0: any free port): started() or failed() follows. A host already
    // listening is stopped first.
    void start(const QHostAddress &address, quint16 port);
    // Stops listening, closes every connection and the store, and joins the thread (the games
    // stay stored). Nothing happens when it is not running.
    void stop();

    bool isListening() const { return m_url.isValid(); }
    // Where this machine's own client reaches it ("ws://127.0.0.1:5000"), while listening.
    QUrl url() const { return m_url; }
    // This machine's addresses that friends on the network could use (not loopback), for display.
    static QList<QHostAddress> addresses();

signals:
    void started(const QUrl &url);
    void failed(const QString &message);

private:
    struct Running; // the store and the host, made, used and destroyed in the thread

    QString m_dataDir;
    Host::Limits m_limits;
    QThread m_thread;
    QObject *m_worker; // lives in m_thread: host work is queued to it
    std::shared_ptr<Running> m_running;
    QUrl m_url;
};

} // namespace cw
