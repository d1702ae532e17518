// coursewright-server killed mid-game (SIGKILL, a child process) and started again on the same data
// folder (docs/protocol.md, "Storage"): every action a seat saw acknowledged is there, the seats
// come back with their tokens, and the game plays on to its end.
#include "HostTestTable.h"
#include "ServerProcess.h"

#include <QTemporaryDir>
#include <QTest>

using namespace cw;
using namespace cw::test;

namespace {

// The most actions any seat has seen acknowledged: a position is sent only once stored.
int acknowledged(const TestTable &table)
{
    int most = 0;
    for (const auto &player : table.players)
        most = std::max(
            most,
            player->client->last(QStringLiteral("position")).value(QStringLiteral("move")).toInt());
    return most;
}

bool allOver(const TestTable &table)
{
    return std::all_of(table.players.begin(), table.players.end(), [](const auto &player) {
        return player->client->last(QStringLiteral("position"))
            .value(QStringLiteral("over"))
            .toBool();
    });
}

} // namespace

class TestHostRestart : public QObject {
    Q_OBJECT

private slots:
    void aKilledServerResumesEveryAcknowledgedAction()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        ServerProcess server;
        QVERIFY2(server.start(dir.path(), 0), server.output().constData());
        const quint16 port = server.port();

        // Four remote seats; a dropped seat waits for its player (no Easy standing in while the
        // host is down and coming back).
        TestTable table;
        const QJsonObject waitForDrops{
            {QStringLiteral("drop"), QJsonObject{{QStringLiteral("policy"), QStringLiteral("wait")},
                                                 {QStringLiteral("delay"), 60}}}};
        QVERIFY(table.open(server.url(), QStringLiteral("rowing"), 4, waitForDrops));
        QVERIFY(table.start());
        for (auto &player : table.players)
            table.play(*player);
        QTRY_VERIFY_WITH_TIMEOUT(acknowledged(table) >= 40, ServerProcess::Timeout);
        QVERIFY(server.killHard());
        const int seen = acknowledged(table);
        QVERIFY2(!allOver(table), "the game ended before the host was killed");
        QTRY_VERIFY_WITH_TIMEOUT(std::all_of(table.players.begin(), table.players.end(),
                                             [](const auto &p) { return p->client->closed; }),
                                 ServerProcess::Timeout);

        // The same data folder and port: the seats' clients come back with their tokens.
        ServerProcess again;
        QVERIFY2(again.start(dir.path(), port), again.output().constData());
        QVERIFY2(again.output().contains("(1 resumed)"), again.output().constData());
        for (auto &player : table.players) {
            QVERIFY(table.resume(*player));
            const int move = player->client->last(QStringLiteral("position"))
                                 .value(QStringLiteral("move"))
                                 .toInt();
            QVERIFY2(move >= seen, qPrintable(QStringLiteral("seat %1 resumed at move %2, "
                                                             "%3 were acknowledged")
                                                  .arg(player->seat)
                                                  .arg(move)
                                                  .arg(seen)));
        }
        // Each seat still plays by itself: its resumed position made it act when its turn.
        QTRY_VERIFY_WITH_TIMEOUT(allOver(table), 60000);
        const int finalMove = acknowledged(table);
        QVERIFY(again.stop());

        // The stored game is the whole game: it replays to the end the seats saw.
        HostStore store;
        QString error;
        QVERIFY2(store.open(dir.path(), &error), qPrintable(error));
        const std::optional<std::vector<HostedGame>> games = store.loadGames(&error);
        QVERIFY2(games && games->size() == 1, qPrintable(error));
        QCOMPARE(int(games->at(0).actions.size()), finalMove);
        const std::unique_ptr<Game> replayed = games->at(0).record().replay(-1, &error);
        QVERIFY2(replayed, qPrintable(error));
        QVERIFY(replayed->isOver());
    }
};

QTEST_GUILESS_MAIN(TestHostRestart)
#include "tst_host_restart.moc"
