#pragma once

// A protocol client for the host's tests (docs/protocol.md): a real QWebSocket on loopback that
// records every byte it receives, each frame also read as JSON.
#include <QByteArray>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QList>
#include <QStringList>
#include <QTest>
#include <QUrl>
#include <QWebSocket>

#include <algorithm>
#include <functional>
#include <memory>

namespace cw::test {

class HostTestClient {
public:
    // Bounded waits: every exchange on loopback takes milliseconds; a game, seconds.
    static constexpr int Timeout = 10000;

    explicit HostTestClient(const QUrl &url) : m_socket(std::make_unique<QWebSocket>())
    {
        QObject::connect(m_socket.get(), &QWebSocket::textMessageReceived, m_socket.get(),
                         [this](const QString &text) {
                             const QByteArray frame = text.toUtf8();
                             frames.append(frame);
                             messages.append(QJsonDocument::fromJson(frame).object());
                             if (onMessage)
                                 onMessage(messages.last());
                         });
        QObject::connect(m_socket.get(), &QWebSocket::disconnected, m_socket.get(),
                         [this] { closed = true; });
        m_socket->open(url);
    }

    // The move list this client holds: each position's entries from `movesFrom` replace its own.
    QStringList moveList() const
    {
        QStringList names;
        for (const QJsonObject &message : messages) {
            if (message.value(QStringLiteral("type")).toString() != QLatin1String("position"))
                continue;
            names = names.mid(0, message.value(QStringLiteral("movesFrom")).toInt());
            for (const QJsonValue &move : message.value(QStringLiteral("moves")).toArray())
                names.append(move.toObject().value(QStringLiteral("name")).toString());
        }
        return names;
    }

    bool waitConnected()
    {
        return QTest::qWaitFor(
                   [this] {
                       return m_socket->state() == QAbstractSocket::ConnectedState || closed;
                   },
                   Timeout) &&
               !closed;
    }

    void send(QJsonObject message)
    {
        if (!message.contains(QStringLiteral("v")))
            message.insert(QStringLiteral("v"), 1);
        m_socket->sendTextMessage(
            QString::fromUtf8(QJsonDocument(message).toJson(QJsonDocument::Compact)));
    }
    void sendText(const QByteArray &frame) { m_socket->sendTextMessage(QString::fromUtf8(frame)); }
    void sendBinary(const QByteArray &frame) { m_socket->sendBinaryMessage(frame); }
    void close() { m_socket->close(); }

    int count(const QString &type) const
    {
        return int(std::count_if(messages.begin(), messages.end(), [&](const QJsonObject &m) {
            return m.value(QStringLiteral("type")).toString() == type;
        }));
    }
    // The last message of that type, or an empty object.
    QJsonObject last(const QString &type) const
    {
        for (auto it = messages.rbegin(); it != messages.rend(); ++it)
            if (it->value(QStringLiteral("type")).toString() == type)
                return *it;
        return {};
    }
    // Waits for the count of messages of that type to reach `count`.
    bool waitFor(const QString &type, int count = 1, int timeout = Timeout)
    {
        return QTest::qWaitFor([&] { return this->count(type) >= count; }, timeout);
    }
    // Waits for one more message of that type than there are now, and returns it.
    QJsonObject next(const QString &type, const std::function<void()> &request)
    {
        const int before = count(type);
        request();
        return waitFor(type, before + 1) ? last(type) : QJsonObject();
    }

    QList<QByteArray> frames; // every frame received, as received
    QList<QJsonObject> messages;
    bool closed = false;
    std::function<void(const QJsonObject &)> onMessage;

private:
    std::unique_ptr<QWebSocket> m_socket;
};

} // namespace cw::test
