#pragma once

// A hosted game on loopback for the host's tests: a host on a temporary store, and a table of
// real clients, one per seat, that can play their seats from their own copies.
#include "HostTestClient.h"
#include "ai/AiFactory.h"
#include "core/GameRecord.h"
#include "core/GameRegistry.h"
#include "core/SeatCopy.h"
#include "course/CourseFile.h"
#include "host/Host.h"
#include "host/HostStore.h"

#include <QDeadlineTimer>
#include <QJsonArray>
#include <QTemporaryDir>

#include <algorithm>
#include <memory>
#include <vector>

namespace cw::test {

// A host on 127.0.0.1 (any free port) storing its games in a temporary folder.
class TestHost {
public:
    bool start(const Host::Limits &limits, QString *error)
    {
        if (!m_dir.isValid() || !m_store.open(m_dir.path(), error))
            return false;
        host = std::make_unique<Host>(&m_store, limits);
        return host->listen(QHostAddress::LocalHost, 0, std::nullopt, error);
    }
    QUrl url() const { return host->url(); }
    // Tests: the store under the host (closed, it refuses whatever is asked of it).
    HostStore &store() { return m_store; }

    std::unique_ptr<Host> host;

private:
    QTemporaryDir m_dir;
    HostStore m_store;
};

// One seat's player: its client, its token, and, when it plays by itself, Easy's choice on the
// seat's own copy (never the host's position).
struct TestSeat {
    std::unique_ptr<HostTestClient> client;
    QString token;
    int seat = -1;
    bool autoPlay = false;
    int actsSent = 0;
};

class TestTable {
public:
    // Creates a game of `gameId` on its default course with `seatCount` open seats (the creator
    // in seat 0, `extra` added to the create message), and seats a client in each, the one of
    // seat i asking for `languages[i]` when there is one.
    bool open(const QUrl &url, const QString &gameId, int seatCount, const QJsonObject &extra = {},
              const QStringList &languages = {})
    {
        const GameInfo *info = GameRegistry::find(gameId);
        QJsonObject course;
        if (info && !info->defaultCourse.isEmpty()) {
            CourseProblems problems;
            course = CourseFile::read(info->defaultCourse, &problems).value_or(QJsonObject());
        }
        QJsonArray seats;
        for (int i = 0; i < seatCount; ++i)
            seats.append(QJsonObject{{QStringLiteral("kind"), QStringLiteral("open")}});
        QJsonObject create{{QStringLiteral("type"), QStringLiteral("create")},
                           {QStringLiteral("game"), gameId},
                           {QStringLiteral("course"), course},
                           {QStringLiteral("seats"), seats},
                           {QStringLiteral("name"), QStringLiteral("Seat 1")}};
        for (auto it = extra.begin(); it != extra.end(); ++it)
            create.insert(it.key(), it.value());
        m_url = url;
        for (int i = 0; i < seatCount; ++i) {
            auto player = std::make_unique<TestSeat>();
            player->client = std::make_unique<HostTestClient>(url);
            if (!player->client->waitConnected())
                return false;
            QJsonObject request =
                i == 0
                    ? create
                    : QJsonObject{{QStringLiteral("type"), QStringLiteral("join")},
                                  {QStringLiteral("code"), code},
                                  {QStringLiteral("seat"), i},
                                  {QStringLiteral("name"), QStringLiteral("Seat %1").arg(i + 1)}};
            if (i < languages.size())
                request.insert(QStringLiteral("language"), languages[i]);
            const QJsonObject joined = player->client->next(QStringLiteral("joined"),
                                                            [&] { player->client->send(request); });
            if (joined.isEmpty())
                return false;
            player->token = joined.value(QStringLiteral("token")).toString();
            player->seat = joined.value(QStringLiteral("seat")).toInt();
            if (i == 0) {
                code = joined.value(QStringLiteral("code")).toString();
                setup.gameId = joined.value(QStringLiteral("game")).toString();
                setup.course = joined.value(QStringLiteral("course")).toObject();
                setup.options = joined.value(QStringLiteral("options")).toObject();
                for (int s = 0; s < seatCount; ++s)
                    setup.seats.append(
                        {QStringLiteral("Seat"), defaultSeatColour(s), Controller::Human});
            }
            watch(*player);
            players.push_back(std::move(player));
        }
        QString error;
        context = GameRegistry::create(setup, &error);
        return context != nullptr;
    }

    // The owner starts the game: true once its first position arrived.
    bool start()
    {
        return !players[0]
                    ->client
                    ->next(QStringLiteral("position"),
                           [&] {
                               players[0]->client->send(
                                   seatMessage(*players[0], QStringLiteral("start")));
                           })
                    .isEmpty();
    }

    QJsonObject seatMessage(const TestSeat &player, const QString &type) const
    {
        return {{QStringLiteral("type"), type},
                {QStringLiteral("code"), code},
                {QStringLiteral("token"), player.token}};
    }

    // The position a `position` message's copy holds.
    std::unique_ptr<Game> load(const QJsonObject &position) const
    {
        QString error;
        return loadSeatCopy(
            *context,
            QByteArray::fromBase64(position.value(QStringLiteral("copy")).toString().toLatin1()),
            &error);
    }

    // The seat's player plays by itself from now on (Easy on its copy), starting from its last
    // position.
    void play(TestSeat &player)
    {
        player.autoPlay = true;
        const QJsonObject last = player.client->last(QStringLiteral("position"));
        if (!last.isEmpty())
            decide(player, last);
    }

    // Every seat plays by itself until `watcher` and every seat have the game's last position:
    // false when one has not within `timeoutMs`. (QTest::qWait, not qWaitFor: qWaitFor sleeps
    // 10 ms between its looks without the event loop, and every move here is an exchange.)
    bool playToTheEnd(HostTestClient &watcher, int timeoutMs)
    {
        for (auto &player : players)
            play(*player);
        const auto over = [](const HostTestClient &client) {
            return client.last(QStringLiteral("position")).value(QStringLiteral("over")).toBool();
        };
        const QDeadlineTimer deadline(timeoutMs);
        const auto allOver = [&] {
            return over(watcher) && std::all_of(players.begin(), players.end(),
                                                [&](const auto &p) { return over(*p->client); });
        };
        while (!allOver()) {
            if (deadline.hasExpired())
                return false;
            QTest::qWait(10);
        }
        return true;
    }

    // A new client for the seat, back with its token (`resume`).
    bool resume(TestSeat &player)
    {
        player.client = std::make_unique<HostTestClient>(m_url);
        if (!player.client->waitConnected())
            return false;
        watch(player);
        QJsonObject message = seatMessage(player, QStringLiteral("resume"));
        return !player.client
                    ->next(QStringLiteral("position"), [&] { player.client->send(message); })
                    .isEmpty();
    }

    QString code;
    GameSetup setup; // as the clients know it (no seed): the context copies load into
    std::unique_ptr<Game> context;
    std::vector<std::unique_ptr<TestSeat>> players;

private:
    void watch(TestSeat &player)
    {
        player.client->onMessage = [this, &player](const QJsonObject &message) {
            if (player.autoPlay &&
                message.value(QStringLiteral("type")).toString() == QLatin1String("position"))
                decide(player, message);
        };
    }

    void decide(TestSeat &player, const QJsonObject &position)
    {
        if (position.value(QStringLiteral("over")).toBool() ||
            position.value(QStringLiteral("current")).toInt() != player.seat)
            return;
        const std::unique_ptr<Game> copy = load(position);
        if (!copy)
            return;
        const int move = position.value(QStringLiteral("move")).toInt();
        const Action action = makeAiPlayer(setup.gameId, Controller::AiEasy)
                                  ->choose(*copy, std::uint64_t(move) * 7919 + 1);
        QJsonObject act = seatMessage(player, QStringLiteral("act"));
        act.insert(QStringLiteral("move"), move);
        act.insert(QStringLiteral("action"), action);
        player.client->send(act);
        ++player.actsSent;
    }

    QUrl m_url;
};

} // namespace cw::test
