// Hosting on a coursewright-server behind TLS from the app (issue 53): Host Online Game's server
// typed as wss://127.0.0.1:port ticks Secure connection, OnlineGame creates the game over wss://
// and hands out a coursewrights:// link, and a friend's app joins by that link alone. The server
// is the real one as a child process with a certificate the test makes (as tst_host_tls); the
// clients trust it as an authority added to the process's default TLS configuration, as a system
// would, never by turning verification off.
#include "../host/ServerProcess.h"
#include "../host/TestCertificate.h"
#include "HostDialogFields.h"
#include "OnlineGame.h"
#include "core/GameRegistry.h"
#include "online/HostGameDialog.h"
#include "session/GameSession.h"

#include <QLineEdit>
#include <QRadioButton>
#include <QSignalSpy>
#include <QSslConfiguration>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace cw;
using namespace cw::test;

class TestOnlineTls : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    ServerProcess m_server;
    QSslConfiguration m_systemTls;

    // Host Online Game for the first game on the server typed as `server`: seat 0 the creator's,
    // seat 1 open, the others Easy.
    static QJsonObject createFields(HostGameDialog &dialog, const QString &server)
    {
        dialog.setGame(GameRegistry::games().front().id);
        dialog.findChild<QRadioButton *>(QStringLiteral("hostOnServer"))->setChecked(true);
        dialog.findChild<QLineEdit *>(QStringLiteral("hostServer"))->setText(server);
        return test::fieldsForAFriend(dialog);
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_dir.isValid());
        const TestCertificate made(m_dir.path());
        QVERIFY2(!made.certificate.isNull(), qPrintable(made.error));
        QVERIFY2(m_server.start(m_dir.filePath(QStringLiteral("data")), 0, made.serverArguments()),
                 m_server.output().constData());
        QCOMPARE(m_server.url().scheme(), QStringLiteral("wss"));
        m_systemTls = QSslConfiguration::defaultConfiguration();
        QSslConfiguration trusting = m_systemTls;
        trusting.addCaCertificate(made.certificate);
        QSslConfiguration::setDefaultConfiguration(trusting);
    }

    void hostingOnAServerBehindTls()
    {
        HostGameDialog dialog;
        const QString server = QStringLiteral("wss://127.0.0.1:%1").arg(m_server.port());
        const QJsonObject fields = createFields(dialog, server);
        QVERIFY2(dialog.problem().isEmpty(), qPrintable(dialog.problem()));
        const HostGameDialog::Place place = dialog.place();
        QCOMPARE(place, (HostGameDialog::Place{false, m_server.port(), QStringLiteral("127.0.0.1"),
                                               true}));

        GameSession hostSession;
        OnlineGame hosting(&hostSession, nullptr, nullptr);
        QSignalSpy hostMessages(&hosting, &OnlineGame::message);
        hosting.host(fields, place);
        QTRY_VERIFY_WITH_TIMEOUT(hosting.client()->phase() == OnlineClient::Phase::Lobby ||
                                     !hostMessages.isEmpty(),
                                 ServerProcess::Timeout);
        QVERIFY2(hostMessages.isEmpty(), qPrintable(hostMessages.value(0).value(0).toString()));
        QVERIFY(!hosting.isHostingHere());
        QVERIFY(hosting.invitation());
        const QString invitation = hosting.invitation()->toString();
        QCOMPARE(invitation, QStringLiteral("coursewrights://127.0.0.1:%1/%2")
                                 .arg(m_server.port())
                                 .arg(hosting.client()->code()));

        // A friend's app opens the link: it alone says to connect over TLS.
        QString error;
        const std::optional<OnlineLink> link = OnlineLink::read(invitation, &error);
        QVERIFY2(link, qPrintable(error));
        QVERIFY(link->secure);
        GameSession friendSession;
        OnlineGame joining(&friendSession, nullptr, nullptr);
        QSignalSpy friendMessages(&joining, &OnlineGame::message);
        joining.join(*link, QStringLiteral("Bea"), QStringLiteral("#3d7ad9"), false);
        QTRY_VERIFY_WITH_TIMEOUT(hosting.client()->lobby().seats.value(1).taken ||
                                     !friendMessages.isEmpty(),
                                 ServerProcess::Timeout);
        QVERIFY2(friendMessages.isEmpty(), qPrintable(friendMessages.value(0).value(0).toString()));
        QCOMPARE(joining.client()->seat(), 1);
        QCOMPARE(hosting.client()->lobby().seats.value(1).name, QStringLiteral("Bea"));

        joining.leave();
        hosting.leave();
        QTRY_VERIFY_WITH_TIMEOUT(!hosting.isActive() && !joining.isActive(),
                                 ServerProcess::Timeout);
    }

    // Without Secure connection the server refuses the plain handshake: a message that ends the
    // online game, nothing else.
    void aPlainConnectionToItEndsWithAMessage()
    {
        GameSession session;
        OnlineGame hosting(&session, nullptr, nullptr);
        OnlineClient::Timing quick;
        quick.secondMs = 50;
        hosting.setClientTiming(quick);
        QSignalSpy messages(&hosting, &OnlineGame::message);
        HostGameDialog dialog;
        const QJsonObject fields =
            createFields(dialog, QStringLiteral("ws://127.0.0.1:%1").arg(m_server.port()));
        QVERIFY(!dialog.place().secure);
        hosting.host(fields, dialog.place());
        QTRY_VERIFY_WITH_TIMEOUT(!hosting.isActive(), ServerProcess::Timeout);
        QVERIFY(!messages.isEmpty());
        QCOMPARE(messages.last().value(1).toBool(), true);
        QVERIFY(!hosting.invitation());
    }

    void cleanupTestCase()
    {
        QSslConfiguration::setDefaultConfiguration(m_systemTls);
        QVERIFY(m_server.stop());
    }
};

QTEST_MAIN(TestOnlineTls)
#include "tst_online_tls.moc"
