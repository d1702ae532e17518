#include "core/GameRecord.h"
#include "core/GameRegistry.h"
#include "core/Rng.h"
#include "host/HostStore.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <thread>

using namespace cw;

namespace {

GameSetup rowingSetup(std::uint64_t seed)
{
    GameSetup setup;
    setup.gameId = QStringLiteral("rowing");
    setup.courseSource = QStringLiteral(":/courses/rowing-standard.json");
    QFile course(setup.courseSource);
    course.open(QIODevice::ReadOnly);
    setup.course = QJsonDocument::fromJson(course.readAll()).object();
    for (int i = 0; i < 4; ++i)
        setup.seats.append(
            {QStringLiteral("Seat %1").arg(i + 1), defaultSeatColour(i), Controller::Human});
    setup.seed = seed;
    return setup;
}

HostedGame newGame(const QString &code, std::uint64_t seed = 7)
{
    HostedGame game;
    game.code = code;
    game.lobby = QJsonObject{{QStringLiteral("phase"), QStringLiteral("lobby")},
                             {QStringLiteral("spectators"), true}};
    game.setup = rowingSetup(seed);
    return game;
}

std::vector<HostStore::PendingAction> moves(const QString &code, int from, int count)
{
    std::vector<HostStore::PendingAction> list;
    for (int i = 0; i < count; ++i)
        list.push_back({code, from + i, Action((from + i) % 97)});
    return list;
}

// Runs `sql` on the store's file through a connection of the test's own, as a damaged disk or
// a hand edit would change it.
void tamper(const QString &path, const QString &sql)
{
    {
        QSqlDatabase db =
            QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("tamper"));
        db.setDatabaseName(path);
        QVERIFY(db.open());
        QSqlQuery query(db);
        QVERIFY2(query.exec(sql), qPrintable(sql));
    }
    QSqlDatabase::removeDatabase(QStringLiteral("tamper"));
}

} // namespace

class TestHostStore : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    HostStore m_store;

    std::vector<HostedGame> load()
    {
        QString error;
        QStringList skipped;
        std::optional<std::vector<HostedGame>> games = m_store.loadGames(&error, &skipped);
        [&] { QVERIFY2(games, qPrintable(error)); }();
        [&] { QVERIFY2(skipped.isEmpty(), qPrintable(skipped.join(u'\n'))); }();
        return games ? *games : std::vector<HostedGame>();
    }

private slots:
    void init()
    {
        QString error;
        QVERIFY2(m_dir.isValid(), qPrintable(m_dir.errorString()));
        QVERIFY2(m_store.open(m_dir.path() + QStringLiteral("/data"), &error), qPrintable(error));
    }

    void cleanup()
    {
        m_store.close();
        QFile::remove(m_dir.path() + QStringLiteral("/data/host.sqlite"));
        QFile::remove(m_dir.path() + QStringLiteral("/data/host.sqlite-wal"));
        QFile::remove(m_dir.path() + QStringLiteral("/data/host.sqlite-shm"));
    }

    void openCreatesTheFolderAndAWalDatabase()
    {
        QVERIFY(QFile::exists(m_dir.path() + QStringLiteral("/data/host.sqlite")));
        QCOMPARE(m_store.path(), m_dir.path() + QStringLiteral("/data/host.sqlite"));
        QSqlDatabase db =
            QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("look"));
        db.setDatabaseName(m_store.path());
        QVERIFY(db.open());
        QSqlQuery query(QStringLiteral("PRAGMA journal_mode"), db);
        QVERIFY(query.next());
        QCOMPARE(query.value(0).toString(), QStringLiteral("wal"));
        query.finish();
        db.close();
        db = QSqlDatabase();
        QSqlDatabase::removeDatabase(QStringLiteral("look"));
    }

    void createdGamesLoadBackInOrder()
    {
        QString error;
        QVERIFY2(m_store.createGame(newGame(QStringLiteral("KQ7-M2X"), 11), &error),
                 qPrintable(error));
        QVERIFY2(
            m_store.createGame(newGame(QStringLiteral("ABC-DEF"), 18446744073709551557ULL), &error),
            qPrintable(error));
        const std::vector<HostedGame> games = load();
        QCOMPARE(games.size(), std::size_t(2));
        QCOMPARE(games[0].code, QStringLiteral("KQ7-M2X"));
        QCOMPARE(games[1].code, QStringLiteral("ABC-DEF"));
        QCOMPARE(games[0].lobby, newGame(QString()).lobby);
        QVERIFY(games[0].setup == rowingSetup(11));
        QVERIFY(games[1].setup == rowingSetup(18446744073709551557ULL));
        QVERIFY(games[0].actions.empty());
    }

    void aTakenCodeIsRefused()
    {
        QString error;
        QVERIFY(m_store.createGame(newGame(QStringLiteral("ABC-DEF")), &error));
        QVERIFY(!m_store.createGame(newGame(QStringLiteral("ABC-DEF"), 99), &error));
        QVERIFY2(error.contains(QStringLiteral("host.sqlite: game ABC-DEF: the code is taken")),
                 qPrintable(error));
        QCOMPARE(load().at(0).setup.seed, std::uint64_t(7));
    }

    void aSetupThatDoesNotReadBackIsRefused()
    {
        HostedGame game = newGame(QStringLiteral("ABC-DEF"));
        game.setup.seats[1].colour = QStringLiteral("red");
        QString error;
        QVERIFY(!m_store.createGame(game, &error));
        QVERIFY2(error.contains(QStringLiteral("game ABC-DEF: setup: seats[1].colour")),
                 qPrintable(error));
        QVERIFY(load().empty());
    }

    void lobbyIsSaved()
    {
        QString error;
        QVERIFY(m_store.createGame(newGame(QStringLiteral("ABC-DEF")), &error));
        const QJsonObject lobby{{QStringLiteral("phase"), QStringLiteral("playing")}};
        QVERIFY2(m_store.saveLobby(QStringLiteral("ABC-DEF"), lobby, &error), qPrintable(error));
        QCOMPARE(load().at(0).lobby, lobby);
        QVERIFY(!m_store.saveLobby(QStringLiteral("NOT-HERE"), lobby, &error));
        QVERIFY2(error.endsWith(QStringLiteral("game NOT-HERE: no such game")), qPrintable(error));
        const QJsonObject huge{{QStringLiteral("x"), QString(HostStore::MaxLobbyBytes, u'a')}};
        QVERIFY(!m_store.saveLobby(QStringLiteral("ABC-DEF"), huge, &error));
        QVERIFY2(error.contains(QStringLiteral("game ABC-DEF: lobby: at most")), qPrintable(error));
    }

    // Several games' actions in one commit, each following the last one stored.
    void actionsAreAppendedInGroups()
    {
        QString error;
        QVERIFY(m_store.createGame(newGame(QStringLiteral("AAA-AAA")), &error));
        QVERIFY(m_store.createGame(newGame(QStringLiteral("BBB-BBB")), &error));
        std::vector<HostStore::PendingAction> group = moves(QStringLiteral("AAA-AAA"), 0, 3);
        const std::vector<HostStore::PendingAction> other = moves(QStringLiteral("BBB-BBB"), 0, 2);
        group.insert(group.begin() + 1, other.begin(), other.end());
        QVERIFY2(m_store.appendActions(group, &error), qPrintable(error));
        QVERIFY2(m_store.appendActions(moves(QStringLiteral("AAA-AAA"), 3, 1), &error),
                 qPrintable(error));
        QVERIFY(m_store.appendActions({}, &error));
        const std::vector<HostedGame> games = load();
        QCOMPARE(games.at(0).actions, (std::vector<Action>{0, 1, 2, 3}));
        QCOMPARE(games.at(1).actions, (std::vector<Action>{0, 1}));
    }

    // Two apps hosting on one machine share the app's store (the same file, one connection each,
    // as two processes have): each appends its game's actions one at a time while the other does,
    // and none is refused. A transaction that read before writing failed at once with "database
    // is locked" when the other had committed in between, and the game stalled (seen in
    // tst_online_window run in two parts at once).
    void twoHostsShareTheStore()
    {
        constexpr int Actions = 400;
        QString error;
        QVERIFY(m_store.createGame(newGame(QStringLiteral("AAA-AAA")), &error));
        QVERIFY(m_store.createGame(newGame(QStringLiteral("BBB-BBB")), &error));
        const QString dataDir = m_dir.path() + QStringLiteral("/data");
        QString otherError;
        int otherStored = 0;
        std::thread other([&] {
            HostStore store; // its connection belongs to this thread
            if (!store.open(dataDir, &otherError))
                return;
            for (; otherStored < Actions; ++otherStored)
                if (!store.appendActions(moves(QStringLiteral("BBB-BBB"), otherStored, 1),
                                         &otherError))
                    return;
        });
        int stored = 0;
        for (; stored < Actions; ++stored)
            if (!m_store.appendActions(moves(QStringLiteral("AAA-AAA"), stored, 1), &error))
                break;
        other.join();
        QVERIFY2(stored == Actions,
                 qPrintable(QStringLiteral("%1 stored: %2").arg(stored).arg(error)));
        QVERIFY2(otherStored == Actions,
                 qPrintable(QStringLiteral("%1 stored: %2").arg(otherStored).arg(otherError)));
        const std::vector<HostedGame> games = load();
        QCOMPARE(games.at(0).actions.size(), std::size_t(Actions));
        QCOMPARE(games.at(1).actions.size(), std::size_t(Actions));
    }

    // As a move number in a message: an action must follow the last one stored, so a repeated
    // or early one is refused, and with it everything in its group.
    void aStaleMoveRefusesItsWholeGroup_data()
    {
        QTest::addColumn<int>("move");
        QTest::addColumn<QString>("code");
        QTest::addColumn<QString>("message");
        QTest::newRow("repeated") << 1 << QStringLiteral("AAA-AAA")
                                  << QStringLiteral("game AAA-AAA: move 1 refused: the game has 2 "
                                                    "actions stored");
        QTest::newRow("ahead") << 3 << QStringLiteral("AAA-AAA")
                               << QStringLiteral("game AAA-AAA: move 3 refused: the game has 2 "
                                                 "actions stored");
        QTest::newRow("no such game")
            << 0 << QStringLiteral("ZZZ-ZZZ") << QStringLiteral("game ZZZ-ZZZ: no such game");
    }

    void aStaleMoveRefusesItsWholeGroup()
    {
        QFETCH(int, move);
        QFETCH(QString, code);
        QFETCH(QString, message);
        QString error;
        QVERIFY(m_store.createGame(newGame(QStringLiteral("AAA-AAA")), &error));
        QVERIFY(m_store.createGame(newGame(QStringLiteral("BBB-BBB")), &error));
        QVERIFY(m_store.appendActions(moves(QStringLiteral("AAA-AAA"), 0, 2), &error));
        std::vector<HostStore::PendingAction> group = moves(QStringLiteral("BBB-BBB"), 0, 2);
        group.push_back({code, move, 5});
        QVERIFY(!m_store.appendActions(group, &error));
        QVERIFY2(error.startsWith(m_store.path() + QStringLiteral(": ")), qPrintable(error));
        QVERIFY2(error.endsWith(message), qPrintable(error));
        const std::vector<HostedGame> games = load();
        QCOMPARE(games.at(0).actions.size(), std::size_t(2));
        QVERIFY(games.at(1).actions.empty());
        // The store goes on: the right move is taken after a refusal.
        QVERIFY2(m_store.appendActions(moves(QStringLiteral("AAA-AAA"), 2, 1), &error),
                 qPrintable(error));
    }

    void aRematchReplacesTheSetupAndClearsTheActions()
    {
        QString error;
        QVERIFY(m_store.createGame(newGame(QStringLiteral("AAA-AAA")), &error));
        QVERIFY(m_store.appendActions(moves(QStringLiteral("AAA-AAA"), 0, 5), &error));
        const QJsonObject lobby{{QStringLiteral("phase"), QStringLiteral("playing")}};
        QVERIFY2(m_store.restartGame(QStringLiteral("AAA-AAA"), rowingSetup(12345), lobby, &error),
                 qPrintable(error));
        HostedGame game = load().at(0);
        QVERIFY(game.setup == rowingSetup(12345));
        QCOMPARE(game.lobby, lobby);
        QVERIFY(game.actions.empty());
        QVERIFY2(m_store.appendActions(moves(QStringLiteral("AAA-AAA"), 0, 1), &error),
                 qPrintable(error));
        QVERIFY(!m_store.restartGame(QStringLiteral("NOT-HERE"), rowingSetup(1), lobby, &error));
        QVERIFY2(error.endsWith(QStringLiteral("game NOT-HERE: no such game")), qPrintable(error));
    }

    void aRemovedGameIsGoneWithItsActions()
    {
        QString error;
        QVERIFY(m_store.createGame(newGame(QStringLiteral("AAA-AAA")), &error));
        QVERIFY(m_store.createGame(newGame(QStringLiteral("BBB-BBB")), &error));
        QVERIFY(m_store.appendActions(moves(QStringLiteral("AAA-AAA"), 0, 5), &error));
        QVERIFY2(m_store.removeGame(QStringLiteral("AAA-AAA"), &error), qPrintable(error));
        const std::vector<HostedGame> games = load();
        QCOMPARE(games.size(), std::size_t(1));
        QCOMPARE(games.at(0).code, QStringLiteral("BBB-BBB"));
        QVERIFY(!m_store.removeGame(QStringLiteral("AAA-AAA"), &error));
        QVERIFY2(error.endsWith(QStringLiteral("game AAA-AAA: no such game")), qPrintable(error));
        // The code is free again, with none of the old actions.
        QVERIFY(m_store.createGame(newGame(QStringLiteral("AAA-AAA")), &error));
        QVERIFY(m_store.appendActions(moves(QStringLiteral("AAA-AAA"), 0, 1), &error));
    }

    void aReopenedStoreHasEverything()
    {
        QString error;
        QVERIFY(m_store.createGame(newGame(QStringLiteral("AAA-AAA")), &error));
        QVERIFY(m_store.appendActions(moves(QStringLiteral("AAA-AAA"), 0, 40), &error));
        m_store.close();
        QVERIFY(!m_store.isOpen());
        QVERIFY(!m_store.appendActions(moves(QStringLiteral("AAA-AAA"), 40, 1), &error));
        HostStore second;
        QVERIFY2(second.open(m_dir.path() + QStringLiteral("/data"), &error), qPrintable(error));
        QVERIFY2(m_store.open(m_dir.path() + QStringLiteral("/data"), &error), qPrintable(error));
        const std::vector<HostedGame> games = load();
        QCOMPARE(games.at(0).actions.size(), std::size_t(40));
        QCOMPARE(games.at(0).actions.at(39), Action(39));
        // Each store has a connection of its own: closing one leaves the other working.
        second.close();
        QVERIFY2(m_store.appendActions(moves(QStringLiteral("AAA-AAA"), 40, 1), &error),
                 qPrintable(error));
    }

    void aDatabaseOfAnotherSchemaIsRefused()
    {
        m_store.close();
        tamper(m_dir.path() + QStringLiteral("/data/host.sqlite"),
               QStringLiteral("UPDATE schema_version SET version = 2"));
        QString error;
        QVERIFY(!m_store.open(m_dir.path() + QStringLiteral("/data"), &error));
        QVERIFY2(error.contains(QStringLiteral("host.sqlite: the database's schema 2 is not the "
                                               "one this host reads (1)")),
                 qPrintable(error));
    }

    // A damaged row costs its own game only, named with the field; the others load.
    void aDamagedGameIsSkippedWithAMessage_data()
    {
        QTest::addColumn<QString>("sql");
        QTest::addColumn<QString>("message");
        QTest::newRow("lobby not JSON")
            << QStringLiteral("UPDATE games SET lobby = '{\"phase\": ' WHERE code = 'BAD-BAD'")
            << QStringLiteral("game BAD-BAD: lobby: not valid JSON");
        QTest::newRow("lobby too large")
            << QStringLiteral("UPDATE games SET lobby = '\"' || replace(hex(zeroblob(150000)), "
                              "'0', 'a') || '\"' "
                              "WHERE code = 'BAD-BAD'")
            << QStringLiteral("game BAD-BAD: lobby: at most 262144 bytes, found");
        QTest::newRow("setup missing")
            << QStringLiteral("UPDATE games SET setup = '{}' WHERE code = 'BAD-BAD'")
            << QStringLiteral("game BAD-BAD: setup: formatVersion: missing");
        QTest::newRow("setup unknown game")
            << QStringLiteral("UPDATE games SET setup = replace(setup, '\"rowing\"', '\"chess\"') "
                              "WHERE code = 'BAD-BAD'")
            << QStringLiteral("game BAD-BAD: setup: game: unknown game \"chess\"");
        QTest::newRow("action not a number")
            << QStringLiteral(
                   "UPDATE actions SET action = 'left' WHERE code = 'BAD-BAD' AND move = 2")
            << QStringLiteral("game BAD-BAD: actions[2]: \"left\" is not an action");
        QTest::newRow("action too large")
            << QStringLiteral("UPDATE actions SET action = 9999999999 WHERE code = 'BAD-BAD' AND "
                              "move = 1")
            << QStringLiteral("game BAD-BAD: actions[1]: \"9999999999\" is not an action");
        QTest::newRow("move missing")
            << QStringLiteral("DELETE FROM actions WHERE code = 'BAD-BAD' AND move = 1")
            << QStringLiteral("game BAD-BAD: actions: move \"2\" found where move 1 was expected");
        QTest::newRow("move not a number")
            << QStringLiteral("UPDATE actions SET move = 'x' WHERE code = 'BAD-BAD' AND move = 0")
            << QStringLiteral("game BAD-BAD: actions: move \"1\" found where move 0 was expected");
    }

    void aDamagedGameIsSkippedWithAMessage()
    {
        QFETCH(QString, sql);
        QFETCH(QString, message);
        QString error;
        for (const QString &code :
             {QStringLiteral("GOOD-ONE"), QStringLiteral("BAD-BAD"), QStringLiteral("GOOD-TWO")}) {
            QVERIFY(m_store.createGame(newGame(code), &error));
            QVERIFY(m_store.appendActions(moves(code, 0, 4), &error));
        }
        tamper(m_store.path(), sql);
        QStringList skipped;
        const std::optional<std::vector<HostedGame>> games = m_store.loadGames(&error, &skipped);
        QVERIFY2(games, qPrintable(error));
        QCOMPARE(games->size(), std::size_t(2));
        QCOMPARE(games->at(0).code, QStringLiteral("GOOD-ONE"));
        QCOMPARE(games->at(1).code, QStringLiteral("GOOD-TWO"));
        QCOMPARE(games->at(1).actions.size(), std::size_t(4));
        QCOMPARE(skipped.size(), 1);
        QVERIFY2(skipped.at(0).startsWith(m_store.path() + QStringLiteral(": ") + message),
                 qPrintable(skipped.at(0)));
    }

    // A game's longest record (GameRecord::MaxActions, Niagara's longest game) is stored row by
    // row and read back whole; one more is refused. Its time is bench_host_store's.
    void theLongestRecordIsAppendedAndReloaded()
    {
        QString error;
        QVERIFY(m_store.createGame(newGame(QStringLiteral("LONG-ONE")), &error));
        QVERIFY(m_store.createGame(newGame(QStringLiteral("SHORT-ONE")), &error));
        for (int from = 0; from < GameRecord::MaxActions; from += 1000)
            QVERIFY2(m_store.appendActions(moves(QStringLiteral("LONG-ONE"), from, 1000), &error),
                     qPrintable(error));
        QVERIFY(m_store.appendActions(moves(QStringLiteral("SHORT-ONE"), 0, 3), &error));
        QVERIFY(!m_store.appendActions(moves(QStringLiteral("LONG-ONE"), GameRecord::MaxActions, 1),
                                       &error));
        QVERIFY2(error.endsWith(QStringLiteral("game LONG-ONE: at most 250000 actions")),
                 qPrintable(error));
        m_store.close();
        QVERIFY(m_store.open(m_dir.path() + QStringLiteral("/data"), &error));
        const std::vector<HostedGame> games = load();
        QCOMPARE(games.at(0).actions.size(), std::size_t(GameRecord::MaxActions));
        for (int i = 0; i < GameRecord::MaxActions; i += 997)
            QCOMPARE(games.at(0).actions.at(std::size_t(i)), Action(i % 97));
        QCOMPARE(games.at(1).actions.size(), std::size_t(3));
    }

    // A stored game is an ordinary .cwgame record, which the app loads and replays.
    void aStoredGameExportsAsARecord()
    {
        QString error;
        HostedGame hosted = newGame(QStringLiteral("PLAY-ONE"), 2026);
        QVERIFY(m_store.createGame(hosted, &error));
        std::unique_ptr<Game> game = GameRegistry::create(hosted.setup, &error);
        QVERIFY2(game, qPrintable(error));
        Rng choice(5);
        while (!game->isOver() && game->moveNumber() < 5000) {
            const ActionList legal = game->legalActions();
            const Action action = legal[choice.below(std::uint32_t(legal.size()))];
            QVERIFY(m_store.appendActions({{hosted.code, game->moveNumber(), action}}, &error));
            game->apply(action);
        }
        QVERIFY(game->isOver());
        const HostedGame stored = load().at(0);
        const QString path = m_dir.path() + QStringLiteral("/PLAY-ONE.cwgame");
        QVERIFY2(stored.record().save(path, &error), qPrintable(error));
        const std::optional<GameRecord> record = GameRecord::load(path, &error);
        QVERIFY2(record, qPrintable(error));
        std::unique_ptr<Game> replayed = record->replay(-1, &error);
        QVERIFY2(replayed, qPrintable(error));
        QVERIFY(replayed->isOver());
        QCOMPARE(replayed->viewFor(-1), game->viewFor(-1));
        QCOMPARE(replayed->ranks(), game->ranks());
    }
};

QTEST_GUILESS_MAIN(TestHostStore)
#include "tst_host_store.moc"
