// The host's words in each client's language (docs/protocol.md, "language"): one host, a French
// seat, an English one and a third asking for a language the host does not word, with a
// spectator asking for "fr-CA", every registered game played to its end. Each reads its log and
// move list exactly as the app shows a local game of the same record in its language, whatever
// translator the process has installed.
#include "HostTestTable.h"
#include "Language.h"
#include "host/HostMoveList.h"

#include <QScopeGuard>
#include <QTest>
#include <QTranslator>

#include <algorithm>

using namespace cw;
using namespace cw::test;

namespace {

// A whole game of Easy moves on loopback takes seconds; the bound is far above.
constexpr int GameTimeout = 240000;

// Every log line a client received, in order.
QStringList logOf(const HostTestClient &client)
{
    QStringList lines;
    for (const QJsonObject &message : client.messages)
        if (message.value(QStringLiteral("type")).toString() == QLatin1String("position"))
            for (const QJsonValue &line : message.value(QStringLiteral("log")).toArray())
                lines.append(line.toString());
    return lines;
}

struct Words {
    QStringList log;
    QStringList moves;
};

// The record's log and `viewer`'s move list as the app words them in `language`: its
// translation installed, the game replayed locally, secret moves named as `viewer` reads them.
Words localWords(const GameRecord &record, const QString &language, int viewer)
{
    QTranslator translator;
    if (!Language::load(&translator, language))
        return {};
    QCoreApplication::installTranslator(&translator);
    const auto removed = qScopeGuard([&] { QCoreApplication::removeTranslator(&translator); });
    QString error;
    const std::unique_ptr<Game> game = GameRegistry::create(record.setup, &error);
    if (!game)
        return {};
    game->setRecordLog(true);
    Words words{game->takeLog(), {}};
    HostMoveList moves;
    for (Action action : record.actions) {
        moves.add(*game, action);
        game->apply(action);
        moves.revealed(*game);
        words.log.append(game->takeLog());
    }
    for (int i = 0; i < moves.size(); ++i)
        words.moves.append(moves.name(i, viewer));
    return words;
}

} // namespace

class TestHostWords : public QObject {
    Q_OBJECT
private slots:
    // Seat 0 asks for "fr", seat 1 for "en", seat 2 (where the game has one) for "de": French,
    // English, English. In the rows "installed", the process has the French translation installed
    // (as the app in French has) while the host words every client's lines.
    void eachClientReadsTheHostsWordsInItsLanguage_data()
    {
        QTest::addColumn<QString>("gameId");
        QTest::addColumn<QString>("installed");
        for (const GameInfo &info : GameRegistry::games()) {
            QTest::addRow("%s", qPrintable(info.id)) << info.id << QString();
            QTest::addRow("%s installed fr", qPrintable(info.id))
                << info.id << QStringLiteral("fr");
        }
    }
    void eachClientReadsTheHostsWordsInItsLanguage()
    {
        QFETCH(QString, gameId);
        QFETCH(QString, installed);
        QTranslator global;
        if (!installed.isEmpty()) {
            QVERIFY(Language::load(&global, installed));
            QCoreApplication::installTranslator(&global);
        }
        auto removed = qScopeGuard([&] { QCoreApplication::removeTranslator(&global); });

        TestHost host;
        QString error;
        QVERIFY2(host.start({}, &error), qPrintable(error));
        const GameInfo &info = *GameRegistry::find(gameId);
        const int seats = std::clamp(3, info.minSeats, info.maxSeats);
        const QStringList asked{QStringLiteral("fr"), QStringLiteral("en"), QStringLiteral("de")};
        const QStringList reads{QStringLiteral("fr"), QStringLiteral("en"), QStringLiteral("en")};
        TestTable table;
        QVERIFY(table.open(host.url(), gameId, seats, {}, asked));
        HostTestClient spectator(host.url());
        QVERIFY(spectator.waitConnected());
        spectator.send({{QStringLiteral("type"), QStringLiteral("spectate")},
                        {QStringLiteral("code"), table.code},
                        {QStringLiteral("language"), QStringLiteral("fr-CA")}});
        QVERIFY(spectator.waitFor(QStringLiteral("joined")));
        QVERIFY(table.start());
        QVERIFY(table.playToTheEnd(spectator, GameTimeout));
        removed.dismiss();
        QCoreApplication::removeTranslator(&global);

        const GameRecord record = host.host->game(table.code)->record();
        const Words french = localWords(record, QStringLiteral("fr"), -1);
        const Words english = localWords(record, QStringLiteral("en"), -1);
        QVERIFY(!french.log.isEmpty() && !french.moves.isEmpty());
        // The words differ, so that reading the one for the other cannot pass.
        QVERIFY(french.log != english.log);
        QVERIFY(french.moves != english.moves);
        QCOMPARE(logOf(spectator), french.log);
        QCOMPARE(spectator.moveList(), french.moves);
        for (auto &player : table.players) {
            const QString language = reads[player->seat];
            const Words expected = localWords(record, language, player->seat);
            QCOMPARE(logOf(*player->client), expected.log);
            QCOMPARE(player->client->moveList(), expected.moves);
        }
    }
};

QTEST_GUILESS_MAIN(TestHostWords)
#include "tst_host_words.moc"
