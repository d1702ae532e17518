// The status line of a game played online (onlineStatusText): whose turn, who is disconnected,
// who plays for whom, and the countdown while this app reconnects.
#include "Language.h"
#include "OnlineStatus.h"

#include <QTest>

using namespace cw;

namespace {

OnlineSeat human(const QString &name, bool connected = true, const QString &playedBy = u"human"_qs)
{
    return {QStringLiteral("open"), name, QStringLiteral("#3366cc"), true, connected, playedBy};
}

OnlineLobby playing(QList<OnlineSeat> seats)
{
    OnlineLobby lobby;
    lobby.code = QStringLiteral("7KQ2M-XD9RA");
    lobby.phase = OnlineLobby::Phase::Playing;
    lobby.seats = std::move(seats);
    return lobby;
}

OnlinePosition turnOf(int seat)
{
    OnlinePosition position;
    position.current = seat;
    return position;
}

} // namespace

class TestOnlineStatus : public QObject {
    Q_OBJECT

    Language m_language;

private slots:
    // English plural forms ("1 player", "2 players") come from the English translation.
    void initTestCase() { QVERIFY(m_language.apply(QStringLiteral("en"), false)); }

    void yourTurn()
    {
        const OnlineLobby lobby = playing({human(u"Ann"_qs), human(u"Bob"_qs)});
        QCOMPARE(onlineStatusText(lobby, turnOf(0), 0, -1), QStringLiteral("Your turn"));
    }

    void anothersTurnByName()
    {
        const OnlineLobby lobby = playing({human(u"Ann"_qs), human(u"Bob"_qs)});
        QCOMPARE(onlineStatusText(lobby, turnOf(0), 1, -1), QStringLiteral("Ann's turn"));
        // A spectator sees every turn by name.
        QCOMPARE(onlineStatusText(lobby, turnOf(1), -1, -1), QStringLiteral("Bob's turn"));
    }

    void whoIsDisconnected()
    {
        const OnlineLobby lobby =
            playing({human(u"Ann"_qs), human(u"Bob"_qs, false, QString()), human(u"Cy"_qs)});
        QCOMPARE(onlineStatusText(lobby, turnOf(2), 0, -1),
                 QStringLiteral("Cy's turn · Bob is disconnected"));
    }

    void whoPlaysForWhom()
    {
        const OnlineLobby lobby = playing({human(u"Ann"_qs), human(u"Bob"_qs, false, u"easy"_qs)});
        QCOMPARE(onlineStatusText(lobby, turnOf(1), 0, -1),
                 QStringLiteral("Bob's turn · Easy plays for Bob"));
        // The one away hears it too, once back.
        QCOMPARE(onlineStatusText(lobby, turnOf(0), 1, -1),
                 QStringLiteral("Ann's turn · Easy plays for you until you are back"));
    }

    void aiSeatsAreNeverAway()
    {
        OnlineSeat ai{QStringLiteral("hard"), QStringLiteral("Boat 2"), {}, true, false,
                      QStringLiteral("hard")};
        const OnlineLobby lobby = playing({human(u"Ann"_qs), ai});
        QCOMPARE(onlineStatusText(lobby, turnOf(1), 0, -1), QStringLiteral("Boat 2's turn"));
    }

    void reconnectingCountdown()
    {
        const OnlineLobby lobby = playing({human(u"Ann"_qs), human(u"Bob"_qs)});
        QCOMPARE(onlineStatusText(lobby, turnOf(0), 0, 4),
                 QStringLiteral("Connection lost: reconnecting in 4 s… · Your turn"));
        QCOMPARE(onlineStatusText(lobby, turnOf(0), 0, 0),
                 QStringLiteral("Connection lost: reconnecting… · Your turn"));
    }

    void lobbyAndEnd()
    {
        OnlineLobby lobby =
            playing({human(u"Ann"_qs), OnlineSeat{u"open"_qs, {}, {}, false, false, {}},
                     OnlineSeat{u"reserved"_qs, u"Cy"_qs, {}, false, false, {}}});
        lobby.phase = OnlineLobby::Phase::Lobby;
        QCOMPARE(onlineStatusText(lobby, {}, 0, -1), QStringLiteral("Waiting for 2 players"));
        lobby.seats.resize(1);
        // The owner starts the game and its rematch; the others are told who does.
        QCOMPARE(onlineStatusText(lobby, {}, 0, -1),
                 QStringLiteral("Everyone is here: start the game"));
        QCOMPARE(onlineStatusText(lobby, {}, -1, -1), QStringLiteral("Waiting for Ann to start"));
        lobby.phase = OnlineLobby::Phase::Over;
        QCOMPARE(onlineStatusText(lobby, {}, 0, -1),
                 QStringLiteral("Game over: you may start a rematch"));
        QCOMPARE(onlineStatusText(lobby, {}, -1, -1),
                 QStringLiteral("Game over: Ann may start a rematch"));
    }
};

QTEST_GUILESS_MAIN(TestOnlineStatus)
#include "tst_online_status.moc"
