// The host's group commit (docs/protocol.md, "Storage"): the actions that arrive together are
// stored by one commit, each acknowledged (its position sent) only once that commit has returned;
// a refused group refuses every action in it with `storage` and changes no game.
#include "HostTestTable.h"

#include <QJsonDocument>
#include <QTest>

#include <algorithm>

using namespace cw;
using namespace cw::test;

namespace {

constexpr int Tables = 3;
constexpr int Seats = 2;

const QString Position = QStringLiteral("position");

} // namespace

class TestHostGroup : public QObject {
    Q_OBJECT

    std::unique_ptr<TestHost> m_server;
    std::vector<std::unique_ptr<TestTable>> m_tables;

    // Tables two-seat rowing games, started, every seat holding its first position.
    bool openTables()
    {
        QString error;
        m_server = std::make_unique<TestHost>();
        if (!m_server->start({}, &error))
            return false;
        for (int t = 0; t < Tables; ++t) {
            auto table = std::make_unique<TestTable>();
            if (!table->open(m_server->url(), QStringLiteral("rowing"), Seats) || !table->start())
                return false;
            for (const auto &player : table->players)
                if (!player->client->waitFor(Position))
                    return false;
            m_tables.push_back(std::move(table));
        }
        return true;
    }

    // The host's number for seat `seat`'s connection at table `t`: the host numbers connections
    // as it accepts them, and the tables connected their seats one after another.
    HostGame::ClientId connectionOf(int t, int seat) const
    {
        return HostGame::ClientId(t * Seats + seat + 1);
    }

    // The seat whose turn it is at table `t` plays Easy's move on its own copy: its `act` frame
    // goes straight into the host's handling, as if it had arrived, without a pass of the event
    // loop between the tables' frames.
    void act(int t)
    {
        const TestTable &table = *m_tables[std::size_t(t)];
        const int seat =
            table.players[0]->client->last(Position).value(QStringLiteral("current")).toInt();
        const TestSeat &player = *table.players[std::size_t(seat)];
        const QJsonObject position = player.client->last(Position);
        const std::unique_ptr<Game> copy = table.load(position);
        QVERIFY(copy);
        QVERIFY(m_server->host->game(table.code)->hasClient(connectionOf(t, seat)));
        QJsonObject message = table.seatMessage(player, QStringLiteral("act"));
        message.insert(QStringLiteral("v"), HostMessage::Version);
        message.insert(QStringLiteral("move"), position.value(QStringLiteral("move")).toInt());
        message.insert(QStringLiteral("action"),
                       makeAiPlayer(table.setup.gameId, Controller::AiEasy)->choose(*copy, 1));
        m_server->host->receive(connectionOf(t, seat),
                                QJsonDocument(message).toJson(QJsonDocument::Compact));
    }

    std::size_t storedActions(int t) const
    {
        return m_server->host->game(m_tables[std::size_t(t)]->code)->record().actions.size();
    }

private slots:
    void init() { QVERIFY(openTables()); }

    void cleanup()
    {
        m_tables.clear();
        m_server.reset();
    }

    // Three games' actions arriving together: one commit stores them all, and every seat of every
    // game hears of its game's action only after that commit returned, never before.
    void actionsArrivingTogetherShareOneCommit()
    {
        const int before = m_server->host->commits();
        std::vector<std::vector<int>> commitsWhenAcknowledged(Tables);
        for (int t = 0; t < Tables; ++t)
            for (const auto &player : m_tables[std::size_t(t)]->players)
                player->client->onMessage = [&, t](const QJsonObject &message) {
                    if (message.value(QStringLiteral("type")).toString() == Position &&
                        message.value(QStringLiteral("move")).toInt() == 1)
                        commitsWhenAcknowledged[std::size_t(t)].push_back(
                            m_server->host->commits());
                };
        for (int t = 0; t < Tables; ++t)
            act(t);
        // Accepted, not yet stored: nothing applied, nothing sent.
        QCOMPARE(m_server->host->commits(), before);
        for (int t = 0; t < Tables; ++t)
            QCOMPARE(storedActions(t), std::size_t(0));

        QTRY_VERIFY(
            std::all_of(commitsWhenAcknowledged.begin(), commitsWhenAcknowledged.end(),
                        [](const std::vector<int> &seats) { return seats.size() == Seats; }));
        QCOMPARE(m_server->host->commits(), before + 1);
        for (const std::vector<int> &seats : commitsWhenAcknowledged)
            for (int commits : seats)
                QCOMPARE(commits, before + 1);
        for (int t = 0; t < Tables; ++t)
            QCOMPARE(storedActions(t), std::size_t(1));
    }

    // The store refuses the group: each action's sender hears `storage`, no game moved, and no
    // seat receives a position for it.
    void aRefusedGroupRefusesEveryActionAndChangesNothing()
    {
        m_server->store().close();
        for (int t = 0; t < Tables; ++t)
            act(t);
        for (int t = 0; t < Tables; ++t) {
            const TestTable &table = *m_tables[std::size_t(t)];
            const int seat =
                table.players[0]->client->last(Position).value(QStringLiteral("current")).toInt();
            HostTestClient &sender = *table.players[std::size_t(seat)]->client;
            QVERIFY(sender.waitFor(QStringLiteral("error")));
            const QJsonObject refused = sender.last(QStringLiteral("error"));
            QCOMPARE(refused.value(QStringLiteral("error")).toString(), QStringLiteral("storage"));
            QCOMPARE(refused.value(QStringLiteral("request")).toString(), QStringLiteral("act"));
            QCOMPARE(storedActions(t), std::size_t(0));
            for (const auto &player : table.players)
                QCOMPARE(player->client->last(Position).value(QStringLiteral("move")).toInt(), 0);
        }
    }
};

QTEST_GUILESS_MAIN(TestHostGroup)
#include "tst_host_group.moc"
