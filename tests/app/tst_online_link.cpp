// Game links and addresses (OnlineLink): coursewright://host:port/CODE, an address and a code typed
// apart, an address typed as ws:// or wss://host:port, IPv4, [IPv6] and names, the host's default
// port, the code read as the host reads it (HostCode), and errors that name the part at fault.
#include "OnlineLink.h"
#include "host/HostCode.h"
#include "server/ServerOptions.h"

#include <QTest>

using namespace cw;

class TestOnlineLink : public QObject {
    Q_OBJECT

private slots:
    void defaultPortIsTheServers()
    {
        QCOMPARE(OnlineLink::DefaultPort, quint16(7427));
        QCOMPARE(OnlineLink::DefaultPort, server::ServerOptions::DefaultPort);
    }

    void readsLinks_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("host");
        QTest::addColumn<int>("port");
        QTest::addColumn<QString>("written");
        QTest::newRow("ipv4") << "coursewright://192.168.1.20:5000/7KQ2M-XD9RA"
                              << "192.168.1.20" << 5000
                              << "coursewright://192.168.1.20:5000/7KQ2M-XD9RA";
        QTest::newRow("default port")
            << "coursewright://127.0.0.1/7KQ2M-XD9RA"
            << "127.0.0.1" << 7427 << "coursewright://127.0.0.1:7427/7KQ2M-XD9RA";
        QTest::newRow("ipv6") << "coursewright://[::1]:7000/7KQ2M-XD9RA"
                              << "::1" << 7000 << "coursewright://[::1]:7000/7KQ2M-XD9RA";
        QTest::newRow("ipv6 default port")
            << "coursewright://[fe80::1]/7KQ2M-XD9RA"
            << "fe80::1" << 7427 << "coursewright://[fe80::1]:7427/7KQ2M-XD9RA";
        QTest::newRow("name") << "coursewright://games.example.org:80/7KQ2M-XD9RA"
                              << "games.example.org" << 80
                              << "coursewright://games.example.org:80/7KQ2M-XD9RA";
        // The code as people type it: any case, no hyphen, I and L for 1, O for 0.
        QTest::newRow("code typed")
            << "  CourseWright://localhost/7kq2mxd9ra/ "
            << "localhost" << 7427 << "coursewright://localhost:7427/7KQ2M-XD9RA";
        QTest::newRow("confusable letters")
            << "coursewright://localhost/ILOOO-ABCDE"
            << "localhost" << 7427 << "coursewright://localhost:7427/11000-ABCDE";
    }
    void readsLinks()
    {
        QFETCH(QString, text);
        QFETCH(QString, host);
        QFETCH(int, port);
        QFETCH(QString, written);
        QString error;
        const std::optional<OnlineLink> link = OnlineLink::read(text, &error);
        QVERIFY2(link, qPrintable(error));
        QCOMPARE(link->host, host);
        QCOMPARE(int(link->port), port);
        QCOMPARE(link->toString(), written);
        // What is written reads back the same; the code as the host reads it.
        QCOMPARE(OnlineLink::read(link->toString(), &error), link);
        QCOMPARE(std::optional<QString>(link->code),
                 HostCode::readGameCode(text.section(u'/', 3, 3)));
    }

    void readsAnAddressAndACodeApart_data()
    {
        QTest::addColumn<QString>("address");
        QTest::addColumn<QString>("host");
        QTest::addColumn<int>("port");
        QTest::newRow("name") << "localhost"
                              << "localhost" << 7427;
        QTest::newRow("name and port") << "localhost:9000"
                                       << "localhost" << 9000;
        QTest::newRow("ipv4") << "10.0.0.2"
                              << "10.0.0.2" << 7427;
        QTest::newRow("bare ipv6") << "::1"
                                   << "::1" << 7427;
        QTest::newRow("ipv6 and port") << "[2001:db8::7]:8080"
                                       << "2001:db8::7" << 8080;
    }
    void readsAnAddressAndACodeApart()
    {
        QFETCH(QString, address);
        QFETCH(QString, host);
        QFETCH(int, port);
        QString error;
        const std::optional<OnlineLink> link =
            OnlineLink::read(address, u"7kq2m xd9ra"_qs.remove(u' '), &error);
        QVERIFY2(link, qPrintable(error));
        QCOMPARE(link->host, host);
        QCOMPARE(int(link->port), port);
        QCOMPARE(link->code, QStringLiteral("7KQ2M-XD9RA"));
        QCOMPARE(OnlineLink::readAddress(link->address(), &error),
                 OnlineLink({host, quint16(port), {}}));
    }

    void theWebSocketUrl()
    {
        QCOMPARE(OnlineLink({QStringLiteral("::1"), 7000, {}}).webSocketUrl().toString(),
                 QStringLiteral("ws://[::1]:7000"));
        QCOMPARE(OnlineLink({QStringLiteral("localhost"), 7427, {}}).webSocketUrl().toString(),
                 QStringLiteral("ws://localhost:7427"));
        QCOMPARE(OnlineLink({QStringLiteral("::1"), 7000, {}, true}).webSocketUrl().toString(),
                 QStringLiteral("wss://[::1]:7000"));
        QCOMPARE(OnlineLink({QStringLiteral("::1"), 7000, {}, true}).typedAddress(),
                 QStringLiteral("wss://[::1]:7000"));
        QCOMPARE(OnlineLink({QStringLiteral("::1"), 7000, {}}).typedAddress(),
                 QStringLiteral("[::1]:7000"));
    }

    // A host reached over TLS (a coursewright-server behind TLS): "coursewrights://", as https
    // is to http; its WebSocket address is wss://. The link says it, so pasting or opening it is
    // enough.
    void aSecureLinkIsReadAndWritten()
    {
        QString error;
        const std::optional<OnlineLink> link = OnlineLink::read(
            QStringLiteral(" CourseWrightS://play.example.org:443/7kq2mxd9ra "), &error);
        QVERIFY2(link, qPrintable(error));
        QVERIFY(link->secure);
        QCOMPARE(link->host, QStringLiteral("play.example.org"));
        QCOMPARE(link->toString(),
                 QStringLiteral("coursewrights://play.example.org:443/7KQ2M-XD9RA"));
        QCOMPARE(link->webSocketUrl().toString(), QStringLiteral("wss://play.example.org:443"));
        QCOMPARE(OnlineLink::read(link->toString(), &error), link);
        const std::optional<OnlineLink> plain = OnlineLink::read(
            QStringLiteral("coursewright://play.example.org:443/7KQ2M-XD9RA"), &error);
        QVERIFY(plain && !plain->secure);
        QCOMPARE(plain->webSocketUrl().toString(), QStringLiteral("ws://play.example.org:443"));
        QVERIFY(OnlineLink::isLink(QStringLiteral("coursewrights://x/7KQ2M-XD9RA")));
        QVERIFY(OnlineLink::isLink(QStringLiteral("COURSEWRIGHT://x/7KQ2M-XD9RA")));
        QVERIFY(!OnlineLink::isLink(QStringLiteral("coursewrightz://x/7KQ2M-XD9RA")));
        QVERIFY(!OnlineLink::isLink(QStringLiteral("wss://x:443")));
    }

    // What an address field reads besides host:port: the host's WebSocket address, whose scheme
    // says whether over TLS, and a whole link (its code left out).
    void readsTypedAddresses_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("host");
        QTest::addColumn<int>("port");
        QTest::addColumn<bool>("secure");
        QTest::addColumn<bool>("saysHow");
        QTest::newRow("ws") << "ws://localhost:9000"
                            << "localhost" << 9000 << false << true;
        QTest::newRow("wss") << " WSS://play.example.org:443/ "
                             << "play.example.org" << 443 << true << true;
        QTest::newRow("wss default port") << "wss://10.0.0.2"
                                          << "10.0.0.2" << 7427 << true << true;
        QTest::newRow("wss ipv6") << "wss://[::1]:7000"
                                  << "::1" << 7000 << true << true;
        QTest::newRow("ws ipv6 default port") << "ws://[::1]"
                                              << "::1" << 7427 << false << true;
        QTest::newRow("secure link") << "coursewrights://[::1]:7000/7KQ2M-XD9RA"
                                     << "::1" << 7000 << true << true;
        QTest::newRow("link without code") << "coursewright://games.example.org:8000"
                                           << "games.example.org" << 8000 << false << true;
        QTest::newRow("ipv6 alone") << "[::1]:7000"
                                    << "::1" << 7000 << false << false;
    }
    void readsTypedAddresses()
    {
        QFETCH(QString, text);
        QFETCH(QString, host);
        QFETCH(int, port);
        QFETCH(bool, secure);
        QFETCH(bool, saysHow);
        QString error;
        const std::optional<OnlineLink> address = OnlineLink::readAddress(text, &error);
        QVERIFY2(address, qPrintable(error));
        QCOMPARE(*address, OnlineLink({host, quint16(port), {}, secure}));
        QCOMPARE(OnlineLink::saysHowToConnect(text), saysHow);
        // What the lobby tells friends to type reads back the same.
        QCOMPARE(OnlineLink::readAddress(address->typedAddress(), &error), address);
        // With a code typed apart, as Join reads its two fields.
        const std::optional<OnlineLink> link =
            OnlineLink::read(text, QStringLiteral("7kq2mxd9ra"), &error);
        QVERIFY2(link, qPrintable(error));
        QCOMPARE(*link, OnlineLink({host, quint16(port), QStringLiteral("7KQ2M-XD9RA"), secure}));
        QCOMPARE(link->webSocketUrl().scheme(),
                 secure ? QStringLiteral("wss") : QStringLiteral("ws"));
    }

    // An address field's errors name the field ("address: "), whatever the scheme.
    void typedAddressErrorsNameTheField_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("error");
        QTest::newRow("http") << "http://localhost:80"
                              << "address: http:// is not a way to reach a host (type host:port, "
                                 "or begin with ws://, wss:// or coursewright://)";
        QTest::newRow("misspelt scheme") << "wws://localhost:80"
                                         << "address: wws:// is not a way to reach a host (type "
                                            "host:port, or begin with ws://, wss:// or "
                                            "coursewright://)";
        QTest::newRow("path") << "wss://localhost:443/game"
                              << "address: \"/game\" after the port is not part of an address";
        QTest::newRow("scheme alone") << "wss://"
                                      << "address: type the host's name or address";
        QTest::newRow("ipv6 without bracket") << "wss://::1:70000"
                                              << "address: ::1:70000 is not an address (an IPv6 "
                                                 "address with a port is written in brackets: "
                                                 "[::1]:7427)";
        QTest::newRow("open bracket") << "ws://[::1:7000"
                                      << "address: \"[::1:7000\" has no closing bracket";
        QTest::newRow("bad port") << "wss://[::1]:99999"
                                  << "port: 99999 is not a port (1 to 65535)";
        QTest::newRow("bad host") << "ws://bad_name:80"
                                  << "address: bad_name is neither a host name nor an address";
    }
    void typedAddressErrorsNameTheField()
    {
        QFETCH(QString, text);
        QFETCH(QString, error);
        QString reason;
        QVERIFY(!OnlineLink::readAddress(text, &reason));
        QCOMPARE(reason, error);
    }

    // Each error names the part at fault.
    void errorsNameThePart_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("error");
        QTest::newRow("port too large") << "coursewright://localhost:70000/7KQ2M-XD9RA"
                                        << "port: 70000 is not a port (1 to 65535)";
        QTest::newRow("port zero") << "coursewright://localhost:0/7KQ2M-XD9RA"
                                   << "port: 0 is not a port (1 to 65535)";
        QTest::newRow("port letters") << "coursewright://localhost:80a/7KQ2M-XD9RA"
                                      << "port: 80a is not a port (1 to 65535)";
        QTest::newRow("port missing") << "coursewright://localhost:/7KQ2M-XD9RA"
                                      << "port: the port is missing after the colon";
        QTest::newRow("scheme")
            << "http://localhost/7KQ2M-XD9RA"
            << "link: a game link starts with coursewright:// (or coursewrights:// over TLS)";
        QTest::newRow("no code") << "coursewright://localhost"
                                 << "link: the game code is missing after the address";
        QTest::newRow("bad code") << "coursewright://localhost/7KQ2M-XD9R"
                                  << "code: 7KQ2M-XD9R is not a game code (10 letters and digits, "
                                     "like 7KQ2M-XD9RA)";
        QTest::newRow("code letter U") << "coursewright://localhost/UKQ2M-XD9RA"
                                       << "code: UKQ2M-XD9RA is not a game code (10 letters and "
                                          "digits, like 7KQ2M-XD9RA)";
        QTest::newRow("no host") << "coursewright://:7427/7KQ2M-XD9RA"
                                 << "address: the host is missing before the port";
        QTest::newRow("bad ipv4") << "coursewright://300.1.2.3/7KQ2M-XD9RA"
                                  << "address: 300.1.2.3 is neither a host name nor an address";
        QTest::newRow("bad name") << "coursewright://bad_name/7KQ2M-XD9RA"
                                  << "address: bad_name is neither a host name nor an address";
        QTest::newRow("open bracket") << "coursewright://[::1/7KQ2M-XD9RA"
                                      << "address: \"[::1\" has no closing bracket";
        QTest::newRow("bracketed ipv4") << "coursewright://[10.0.0.1]/7KQ2M-XD9RA"
                                        << "address: 10.0.0.1 is not an IPv6 address";
    }
    void errorsNameThePart()
    {
        QFETCH(QString, text);
        QFETCH(QString, error);
        QString reason;
        QVERIFY(!OnlineLink::read(text, &reason));
        QCOMPARE(reason, error);
    }

    void emptyFieldsAskForThemselves()
    {
        QString error;
        QVERIFY(!OnlineLink::readAddress(QStringLiteral("  "), &error));
        QVERIFY2(error.startsWith(QLatin1String("address: ")), qPrintable(error));
        QVERIFY(!OnlineLink::readCode(QString(), &error));
        QVERIFY2(error.startsWith(QLatin1String("code: ")), qPrintable(error));
    }
};

QTEST_GUILESS_MAIN(TestOnlineLink)
#include "tst_online_link.moc"
