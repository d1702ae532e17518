// The host's event dispatcher (models/host/HostEventDispatcher.h): coursewright-server and the
// load benchmark take Qt's Unix dispatcher unless the environment already chose.
#include "host/HostEventDispatcher.h"

#include <QtTest>

using namespace cw;

class TestHostDispatcher : public QObject {
    Q_OBJECT

private slots:
    void cleanup() { qunsetenv("QT_NO_GLIB"); }

    void theHostTakesQtsUnixDispatcher()
    {
        qunsetenv("QT_NO_GLIB");
        useHostEventDispatcher();
        QCOMPARE(qgetenv("QT_NO_GLIB"), QByteArrayLiteral("1"));
    }

    void aChoiceInTheEnvironmentIsKept()
    {
        // Set but empty: Qt then keeps GLib's dispatcher, as the "before" runs of the benchmark do.
        qputenv("QT_NO_GLIB", QByteArray());
        useHostEventDispatcher();
        QVERIFY(qEnvironmentVariableIsSet("QT_NO_GLIB"));
        QVERIFY(qEnvironmentVariableIsEmpty("QT_NO_GLIB"));
    }
};

QTEST_GUILESS_MAIN(TestHostDispatcher)
#include "tst_host_dispatcher.moc"
