#pragma once

// Hosts for the online client's tests, on loopback: the app's own host (InAppHost) on a temporary
// folder, a seat's client with what it received, and a fake host that answers with frames a test
// writes (another protocol version, a bad course or copy, an over-long frame).
#include "core/GameRegistry.h"
#include "course/CourseFile.h"
#include "online/InAppHost.h"
#include "online/OnlineClient.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QWebSocket>
#include <QWebSocketServer>

#include <functional>
#include <memory>

namespace cw::test {

// Bounded waits: an exchange on loopback takes milliseconds, a whole game seconds.
inline constexpr int Timeout = 20000;

// The app's host on 127.0.0.1, any free port, storing in a temporary folder.
class OnlineTestHost {
public:
    // Its store closed before its folder goes (stopping does not wait for it).
    ~OnlineTestHost()
    {
        host.stop();
        InAppHost::waitUntilClosed();
    }
    bool start(const Host::Limits &limits = {})
    {
        host.setLimits(limits);
        QSignalSpy started(&host, &InAppHost::started);
        host.start(QHostAddress::LocalHost, 0);
        return started.wait(Timeout) || started.count() == 1;
    }
    QUrl url() const { return host.url(); }

    QTemporaryDir dir;
    InAppHost host{dir.path()};
};

// One client and what it was told.
struct OnlineTestSeat {
    OnlineTestSeat()
    {
        QObject::connect(&client, &OnlineClient::positionReceived, &client,
                         [this](const OnlinePosition &position) {
                             positions.append(position);
                             if (onPosition)
                                 onPosition(position);
                         });
        QObject::connect(&client, &OnlineClient::chatReceived, &client,
                         [this](int seat, const QString &name, const QString &text) {
                             chats.append(OnlineChat{seat, name, text});
                         });
        QObject::connect(&client, &OnlineClient::refused, &client,
                         [this](const QString &message) { refusals.append(message); });
        QObject::connect(&client, &OnlineClient::failed, &client,
                         [this](const QString &message) { failures.append(message); });
        QObject::connect(&client, &OnlineClient::reconnecting, &client,
                         [this](int seconds) { countdown.append(seconds); });
        QObject::connect(&client, &OnlineClient::reconnected, &client, [this] { ++returns; });
        QObject::connect(&client, &OnlineClient::lobbyChanged, &client, [this] { ++lobbies; });
        QObject::connect(&client, &OnlineClient::closed, &client, [this] { ++closings; });
    }

    bool waitJoined()
    {
        return QTest::qWaitFor(
                   [this] {
                       return client.phase() != OnlineClient::Phase::Connecting &&
                              !client.lobby().seats.isEmpty();
                   },
                   Timeout) &&
               client.phase() != OnlineClient::Phase::Closed;
    }
    bool waitClosed()
    {
        return QTest::qWaitFor([this] { return closings > 0; }, Timeout);
    }

    OnlineClient client;
    QList<OnlinePosition> positions;
    QList<OnlineChat> chats;
    QStringList refusals;
    QStringList failures;
    QList<int> countdown;
    int returns = 0;
    int lobbies = 0;
    int closings = 0;
    std::function<void(const OnlinePosition &)> onPosition;
};

// The course a new game of `gameId` starts on ({} for a game without one).
inline QJsonObject defaultCourse(const QString &gameId)
{
    const GameInfo *info = GameRegistry::find(gameId);
    if (!info || info->defaultCourse.isEmpty())
        return {};
    CourseProblems problems;
    return CourseFile::read(info->defaultCourse, &problems).value_or(QJsonObject());
}

// The create message's fields for a game of `seats` open seats, the creator in seat 0.
inline QJsonObject createFields(const QString &gameId, int seats)
{
    QJsonArray kinds;
    for (int i = 0; i < seats; ++i)
        kinds.append(QJsonObject{{QStringLiteral("kind"), QStringLiteral("open")}});
    return {{QStringLiteral("game"), gameId},
            {QStringLiteral("course"), defaultCourse(gameId)},
            {QStringLiteral("seats"), kinds},
            {QStringLiteral("name"), QStringLiteral("Ann")},
            {QStringLiteral("colour"), QStringLiteral("#112233")}};
}

// A fake host: to the first message of each connection, it answers with the frames `answer`
// gives (text frames; a binary one when a frame starts with the byte 0).
class FakeHost {
public:
    explicit FakeHost(std::function<QList<QByteArray>()> answer)
        : m_server(QStringLiteral("fake"), QWebSocketServer::NonSecureMode),
          m_answer(std::move(answer))
    {
        m_server.listen(QHostAddress::LocalHost, 0);
        QObject::connect(&m_server, &QWebSocketServer::newConnection, &m_server, [this] {
            QWebSocket *socket = m_server.nextPendingConnection();
            socket->setParent(&m_server);
            QObject::connect(socket, &QWebSocket::textMessageReceived, socket, [this, socket] {
                for (const QByteArray &frame : m_answer()) {
                    if (frame.startsWith('\0'))
                        socket->sendBinaryMessage(frame);
                    else
                        socket->sendTextMessage(QString::fromUtf8(frame));
                }
            });
        });
    }
    QUrl url() const { return m_server.serverUrl(); }

private:
    QWebSocketServer m_server;
    std::function<QList<QByteArray>()> m_answer;
};

inline QByteArray frameOf(QJsonObject message)
{
    if (!message.contains(QStringLiteral("v")))
        message.insert(QStringLiteral("v"), 1);
    return QJsonDocument(message).toJson(QJsonDocument::Compact);
}

} // namespace cw::test
