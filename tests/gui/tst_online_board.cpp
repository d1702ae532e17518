// Online play on the board (issue 53): every registered game's board in the main window shows a
// game the host runs (a stand-in host, OnlineHost.h), and the person's decisions, by keys and by
// clicks (the boards' players, BoardPlayer.h), go to the host as onlineActionChosen instead of
// being applied; the board shows the move once the host's position after it arrives. The status
// bar and the Moves list read the online game as they read a local one.
#include "BoardPlayer.h"
#include "Language.h"
#include "MainWindow.h"
#include "OnlineHost.h"
#include "WindowBoard.h"
#include "core/GameRegistry.h"
#include "session/GameSession.h"

#include <QLabel>
#include <QListWidget>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

#include <algorithm>
#include <memory>

using namespace cw;
using test::OnlineHost;
using test::playerOf;
using test::WindowBoard;

namespace {

constexpr int Decisions = 4; // the first two by keys, the next two by clicks
constexpr int MaxMoves = 2000;

// The host plays on until seat 0 is to act (or the game ends), sending each position.
bool playUntilSeatZero(GameSession &session, OnlineHost &host)
{
    QString error;
    for (int i = 0; i < MaxMoves && !host.game().isOver() && host.game().currentSeat() != 0; ++i) {
        host.apply(host.nextAction());
        if (!session.showOnlinePosition(host.position(), &error))
            return false;
    }
    return true;
}

} // namespace

class TestOnlineBoard : public QObject {
    Q_OBJECT

    Language m_language;

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("CoursewrightTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_online_board"));
        m_language.apply(QStringLiteral("en"), false);
    }

    void decisionsGoToTheHost_data()
    {
        QTest::addColumn<QString>("gameId");
        for (const GameInfo &info : GameRegistry::games())
            QTest::newRow(qPrintable(info.id)) << info.id;
    }
    void decisionsGoToTheHost()
    {
        QFETCH(QString, gameId);
        const test::BoardPlayer *player = playerOf(gameId);
        QVERIFY2(player, "no board player registered");
        OnlineHost host(player->setup(5), 0);
        QVERIFY(host.isValid());
        MainWindow window(&m_language);
        window.setQuiet(true);
        window.resize(1280, 720);
        // Begun before the window shows, as tst_play_screens starts its games: a Line cards game
        // started in a window already shown lays its side column out collapsed (its buttons under
        // the hand), online or not, a board issue outside this suite.
        GameSession &session = *window.session();
        QString error;
        QVERIFY2(session.beginOnline(host.context(), 0, &error), qPrintable(error));
        QVERIFY2(session.showOnlinePosition(host.position(), &error), qPrintable(error));
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        WindowBoard board(window);
        const auto *status = window.findChild<QLabel *>(QStringLiteral("turnStatus"));
        const auto *moves = window.findChild<QListWidget *>(QStringLiteral("movesList"));
        QVERIFY(status && moves);
        QSignalSpy chosen(&session, &GameSession::onlineActionChosen);
        int decisions = 0;
        for (; decisions < Decisions; ++decisions) {
            QVERIFY(playUntilSeatZero(session, host));
            if (host.game().isOver())
                break;
            QVERIFY(session.humanToAct());
            const int move = session.moveCount();
            // The window's other surfaces read the online game as a local one.
            QCOMPARE(status->text(), QCoreApplication::translate("cw::MainWindow", "Your turn"));
            QCOMPARE(moves->count(), move + 1); // "Start", then each move the host named
            const bool byKeys = decisions < Decisions / 2;
            // The player may try the rest of its move after the first action: the board takes
            // none until the host answers, so only the first goes out.
            const bool played = byKeys ? player->byKeyboard(board) : player->byMouse(board);
            QTRY_VERIFY2_WITH_TIMEOUT(
                !chosen.isEmpty(),
                qPrintable(QStringLiteral("decision %1 by %2 (the player %3), keyboard on \"%4\"")
                               .arg(decisions)
                               .arg(byKeys ? QStringLiteral("keys") : QStringLiteral("mouse"),
                                    played ? QStringLiteral("played") : QStringLiteral("gave up"),
                                    board.focusName())),
                5000);
            board.settle();
            QCOMPARE(chosen.size(), 1);
            const QVariantList sent = chosen.takeFirst();
            QCOMPARE(sent.at(0).toInt(), move);
            const Action action = sent.at(1).toInt();
            QVERIFY(host.game().isLegal(action));
            QCOMPARE(session.moveCount(), move); // not applied here
            QVERIFY(session.waitingForHost());
            QVERIFY(!session.humanToAct());
            host.apply(action); // the host takes it: the board shows the position after it
            QVERIFY2(session.showOnlinePosition(host.position(), &error), qPrintable(error));
            QCOMPARE(session.moveCount(), move + 1);
        }
        QVERIFY2(decisions > Decisions / 2, "the game ended before a decision by clicks");
    }
};

QTEST_MAIN(TestOnlineBoard)
#include "tst_online_board.moc"
