// The app's own host (models/online/InAppHost.h) stops without waiting on the GUI thread: its
// thread closes the store and ends by itself; a host started meanwhile waits, in its own thread,
// for the one still closing (which may hold its port and its store); the process's end waits for
// every store to close. A host is kept busy deterministically by holding its store's database
// locked (SQLite then makes it wait up to its busy timeout, 5 s) before it opens it.
#include "OnlineTestHost.h"
#include "host/HostStore.h"

#include <QDir>
#include <QFile>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTcpServer>

using namespace cw;
using namespace cw::test;

namespace {

// Holds an exclusive lock on the database a host opens in `dataDir` (a rollback-journal
// database: nobody reads it either), until release().
class StoreLock {
public:
    explicit StoreLock(const QString &dataDir)
    {
        QDir().mkpath(dataDir);
        m_db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_name);
        m_db.setDatabaseName(QDir(dataDir).absoluteFilePath(HostStore::fileName()));
        if (!m_db.open())
            return;
        QSqlQuery query(m_db);
        m_locked = query.exec(QStringLiteral("CREATE TABLE IF NOT EXISTS held (x INTEGER)")) &&
                   query.exec(QStringLiteral("BEGIN EXCLUSIVE")) &&
                   query.exec(QStringLiteral("INSERT INTO held VALUES (1)"));
    }
    ~StoreLock() { release(); }
    bool isLocked() const { return m_locked; }
    void release()
    {
        if (!m_db.isValid())
            return;
        QSqlQuery(m_db).exec(QStringLiteral("ROLLBACK"));
        m_db.close();
        m_db = QSqlDatabase();
        QSqlDatabase::removeDatabase(m_name);
        m_locked = false;
    }

private:
    const QString m_name = QStringLiteral("tst_in_app_host_lock");
    QSqlDatabase m_db;
    bool m_locked = false;
};

// A port free now on 127.0.0.1.
quint16 freePort()
{
    QTcpServer probe;
    probe.listen(QHostAddress::LocalHost, 0);
    return probe.serverPort();
}

} // namespace

class TestInAppHost : public QObject {
    Q_OBJECT
private slots:
    // stop() returns while the host's thread is still busy (here: waiting for its store); the
    // thread then closes and ends by itself.
    void stoppingDoesNotWaitForTheHost()
    {
        QTemporaryDir dir;
        StoreLock lock(dir.path());
        QVERIFY(lock.isLocked());
        InAppHost host(dir.path());
        QSignalSpy started(&host, &InAppHost::started);
        QSignalSpy failed(&host, &InAppHost::failed);
        host.start(QHostAddress::LocalHost, 0);
        host.stop();
        QVERIFY(!host.isListening());
        // The host's thread cannot have got past the locked store: stop() did not wait for it.
        QCOMPARE(InAppHost::stillClosing(), 1);
        lock.release();
        QTRY_COMPARE_WITH_TIMEOUT(InAppHost::stillClosing(), 0, Timeout);
        InAppHost::waitUntilClosed();
        // A stopped host says nothing more.
        QCoreApplication::processEvents();
        QCOMPARE(started.count() + failed.count(), 0);
    }

    // A host started while another still closes waits for it before it opens the store and the
    // port: it listens on that port once the other has let it go, never before.
    void aNewHostWaitsForTheOneStillClosing()
    {
        QTemporaryDir dir;
        const quint16 port = freePort();
        QVERIFY(port > 0);
        StoreLock lock(dir.path());
        QVERIFY(lock.isLocked());
        auto first = std::make_unique<InAppHost>(dir.path());
        first->start(QHostAddress::LocalHost, port);
        first.reset();          // stopped, as a window closing stops its host
        QTemporaryDir otherDir; // not locked: only the first host keeps the second waiting
        InAppHost second(otherDir.path());
        QSignalSpy started(&second, &InAppHost::started);
        QSignalSpy failed(&second, &InAppHost::failed);
        second.start(QHostAddress::LocalHost, port);
        // The first host cannot close while its store is locked: the second waits meanwhile.
        QVERIFY(!started.wait(300));
        QCOMPARE(failed.count(), 0);
        lock.release();
        QVERIFY(started.wait(Timeout) || started.count() == 1);
        QVERIFY2(failed.isEmpty(), qPrintable(failed.value(0).value(0).toString()));
        QCOMPARE(second.url().port(), int(port));
        second.stop();
        InAppHost::waitUntilClosed();
    }

    // The same port again at once, several times: each new host listens on it.
    void aHostRestartsOnItsPortAtOnce()
    {
        QTemporaryDir dir;
        const quint16 port = freePort();
        QVERIFY(port > 0);
        for (int round = 0; round < 5; ++round) {
            InAppHost host(dir.path());
            QSignalSpy started(&host, &InAppHost::started);
            QSignalSpy failed(&host, &InAppHost::failed);
            host.start(QHostAddress::LocalHost, port);
            QVERIFY(started.wait(Timeout) || started.count() == 1);
            QVERIFY2(failed.isEmpty(), qPrintable(failed.value(0).value(0).toString()));
        } // each destroyed listening: stopped without waiting
        InAppHost::waitUntilClosed();
    }

    // What the process's end does (the application object's destruction): every stopped host
    // has closed its store (SQLite folds its write-ahead log back once the last connection
    // closes) and its thread has ended.
    void theEndWaitsForEveryStoreToClose()
    {
        QTemporaryDir dir;
        {
            InAppHost host(dir.path());
            QSignalSpy started(&host, &InAppHost::started);
            host.start(QHostAddress::LocalHost, 0);
            QVERIFY(started.wait(Timeout) || started.count() == 1);
            QVERIFY(QFile::exists(dir.filePath(HostStore::fileName() + QStringLiteral("-wal"))));
        }
        InAppHost::waitUntilClosed();
        QCOMPARE(InAppHost::stillClosing(), 0);
        QVERIFY(!QFile::exists(dir.filePath(HostStore::fileName() + QStringLiteral("-wal"))));
    }
};

QTEST_GUILESS_MAIN(TestInAppHost)
#include "tst_in_app_host.moc"
