#pragma once

#include "host/Host.h"

#include <QHostAddress>
#include <QList>
#include <QObject>
#include <QString>
#include <QUrl>

#include <memory>

class QThread;

namespace cw {

// The app's own host (docs/protocol.md): the host library and its store (SQLite, in a folder the
// caller names: the app's data folder) in a thread of its own, so that no host work ever runs on
// the GUI thread, not even closing it. It listens only between start() and stop().
class InAppHost : public QObject {
    Q_OBJECT

public:
    explicit InAppHost(const QString &dataDir, QObject *parent = nullptr);
    ~InAppHost() override; // stop()

    // Tests: the host's limits (a short drop delay, copies from a known seed).
    void setLimits(const Host::Limits &limits) { m_limits = limits; }

    // Listens on address:port (0: any free port): started() or failed() follows. A host already
    // listening is stopped first. The new host first waits, in its own thread, for every host of
    // the process still closing (a bounded wait): one may hold the port or the store it opens.
    void start(const QHostAddress &address, quint16 port);
    // Stops listening, closes every connection and the store (the games stay stored), and
    // returns at once: the host's thread closes them and then ends by itself, and nothing the
    // stopped host still says is heard. Nothing happens when it is not running.
    void stop();

    bool isListening() const { return m_url.isValid(); }
    // Where this machine's own client reaches it ("ws://127.0.0.1:5000"), while listening.
    QUrl url() const { return m_url; }
    // This machine's addresses that friends on the network could use (not loopback), for display.
    static QList<QHostAddress> addresses();

    // The hosts of this process stopped but not yet closed.
    static int stillClosing();
    // Waits until every stopped host has closed its store and its thread has ended: called once
    // when the application object is destroyed (so that the app's end closes every store
    // cleanly), and by tests. GUI thread only; never called by stop().
    static void waitUntilClosed();

signals:
    void started(const QUrl &url);
    void failed(const QString &message);

private:
    struct Running; // the store and the host, made, used and destroyed in the thread

    QString m_dataDir;
    Host::Limits m_limits;
    QThread *m_thread = nullptr; // the running host's; it deletes itself once ended
    QObject *m_worker = nullptr; // lives in m_thread: host work is queued to it
    std::shared_ptr<Running> m_running;
    quint64 m_generation = 0; // what a host stopped since says carries an older one
    QUrl m_url;
};

} // namespace cw
