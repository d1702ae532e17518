// coursewright-server with a certificate (QWebSocketServer::SecureMode): a self-signed certificate
// made by the test with openssl, a client that trusts it plays over wss://127.0.0.1, and a plain
// ws:// client or one that does not trust it gets nowhere.
#include "ServerProcess.h"
#include "TestCertificate.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSslCertificate>
#include <QSslConfiguration>
#include <QTemporaryDir>
#include <QTest>
#include <QWebSocket>

using namespace cw::test;

namespace {

// A client that records whether it got connected, every text frame and its disconnection.
struct Client {
    QWebSocket socket;
    QStringList frames;
    bool connected = false;
    bool closed = false;
    QList<QSslError> sslErrors;

    explicit Client(const std::optional<QSslConfiguration> &tls = std::nullopt)
    {
        if (tls)
            socket.setSslConfiguration(*tls);
        QObject::connect(&socket, &QWebSocket::connected, &socket, [this] { connected = true; });
        QObject::connect(&socket, &QWebSocket::disconnected, &socket, [this] { closed = true; });
        QObject::connect(&socket, &QWebSocket::textMessageReceived, &socket,
                         [this](const QString &frame) { frames.append(frame); });
        QObject::connect(&socket, &QWebSocket::sslErrors, &socket,
                         [this](const QList<QSslError> &errors) { sslErrors += errors; });
    }
};

} // namespace

class TestHostTls : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    ServerProcess m_server;
    QSslCertificate m_certificate;

    QUrl url(const QString &scheme) const
    {
        QUrl url;
        url.setScheme(scheme);
        url.setHost(QStringLiteral("127.0.0.1"));
        url.setPort(m_server.port());
        return url;
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        const TestCertificate made(m_dir.path());
        QVERIFY2(!made.certificate.isNull(), qPrintable(made.error));
        m_certificate = made.certificate;
        QVERIFY2(m_server.start(m_dir.filePath(QStringLiteral("data")), 0, made.serverArguments()),
                 m_server.output().constData());
        QCOMPARE(m_server.url().scheme(), QStringLiteral("wss"));
    }

    // The certificate trusted as the client's only authority: the handshake verifies it (name
    // included: 127.0.0.1 is in it), and the protocol runs over it.
    void aClientTrustingTheCertificatePlaysOverTls()
    {
        QSslConfiguration tls = QSslConfiguration::defaultConfiguration();
        tls.setCaCertificates({m_certificate});
        Client client(tls);
        client.socket.open(url(QStringLiteral("wss")));
        QTRY_VERIFY_WITH_TIMEOUT(client.connected || client.closed, ServerProcess::Timeout);
        QVERIFY(client.connected);
        QVERIFY(client.sslErrors.isEmpty());
        QCOMPARE(client.socket.sslConfiguration().peerCertificate(), m_certificate);
        client.socket.sendTextMessage(QStringLiteral("{\"v\": 1, \"type\": \"hello\"}"));
        QTRY_VERIFY_WITH_TIMEOUT(!client.frames.isEmpty(), ServerProcess::Timeout);
        const QJsonObject answer = QJsonDocument::fromJson(client.frames.first().toUtf8()).object();
        QCOMPARE(answer.value(QStringLiteral("type")).toString(), QStringLiteral("error"));
        QCOMPARE(answer.value(QStringLiteral("error")).toString(), QStringLiteral("unknown-type"));
        client.socket.close();
    }

    // Without the certificate trusted, the client's own check refuses the host.
    void aClientNotTrustingItIsRefused()
    {
        Client client;
        client.socket.open(url(QStringLiteral("wss")));
        QTRY_VERIFY_WITH_TIMEOUT(client.closed || !client.sslErrors.isEmpty(),
                                 ServerProcess::Timeout);
        QVERIFY(!client.sslErrors.isEmpty());
        QVERIFY(client.frames.isEmpty());
    }

    // A plain WebSocket on the TLS port: the host refuses the handshake and closes.
    void aPlainClientIsRefused()
    {
        Client client;
        client.socket.open(url(QStringLiteral("ws")));
        QTRY_VERIFY_WITH_TIMEOUT(client.closed, ServerProcess::Timeout);
        QVERIFY(!client.connected);
        QVERIFY(client.frames.isEmpty());
    }

    void cleanupTestCase() { QVERIFY(m_server.stop()); }
};

QTEST_GUILESS_MAIN(TestHostTls)
#include "tst_host_tls.moc"
