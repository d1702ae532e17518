// Board.qml's table of boards: every registered game loads a board of its own, which follows the
// session Board.qml is given, and a new game of another kind swaps the board.
#include "GameSetupBuilder.h"
#include "QuickItems.h"
#include "core/GameRegistry.h"
#include "course/CourseFile.h"
#include "session/GameSession.h"

#include <QQmlEngine>
#include <QQuickItem>
#include <QQuickView>
#include <QSignalSpy>
#include <QTest>
#include <QtQml/QQmlExtensionPlugin>

Q_IMPORT_QML_PLUGIN(CoursewrightPlugin)

using namespace cw;
using cw::test::findItem;

class TestBoardRegistry : public QObject {
    Q_OBJECT

private slots:
    void everyGameHasABoard()
    {
        GameSession session;
        session.setAiDelayMs(1000000); // no AI move while the boards are looked at
        QQuickView view;
        view.setInitialProperties(
            {{QStringLiteral("session"), QVariant::fromValue<QObject *>(&session)}});
        view.setSource(QUrl(QStringLiteral("qrc:/Coursewright/Board.qml")));
        QVERIFY2(view.status() == QQuickView::Ready, qPrintable(view.errors().value(0).toString()));
        auto *loader = findItem(view.rootObject(), QStringLiteral("gameBoard"));
        QVERIFY(loader);
        QVERIFY(!loader->property("active").toBool()); // no game yet: the welcome text

        QStringList boards; // the QML types loaded, one per game
        for (const GameInfo &info : GameRegistry::games()) {
            QString error;
            QVERIFY2(session.start(test::gameSetup(info.id).fewestSeats().seed(5), &error),
                     qPrintable(error));
            QVERIFY2(loader->property("active").toBool(), qPrintable(info.id));
            auto *board = loader->property("item").value<QQuickItem *>();
            QVERIFY2(board, qPrintable(info.id));
            QCOMPARE(board->property("session").value<QObject *>(), &session);
            const QString type = QString::fromLatin1(board->metaObject()->className());
            QVERIFY2(!boards.contains(type), qPrintable(type)); // each game its own board
            boards.append(type);
        }
    }

    // Every game's results screen offers Play again and New Game, which ask the window (through
    // the session) for the next game. Online (the window sets Board.qml's `online`) the main
    // action reads Rematch and only the game's owner (`onlineOwner`) has it.
    void resultsScreensOfferTheNextGame()
    {
        for (const GameInfo &info : GameRegistry::games()) {
            GameSession session;
            session.setAiDelayMs(0);
            QQuickView view;
            view.resize(1280, 720);
            view.setInitialProperties(
                {{QStringLiteral("session"), QVariant::fromValue<QObject *>(&session)}});
            view.setSource(QUrl(QStringLiteral("qrc:/Coursewright/Board.qml")));
            QString error;
            QVERIFY2(session.start(test::gameSetup(info.id).fewestSeats().seed(5), &error),
                     qPrintable(error));
            view.show();
            QTRY_VERIFY_WITH_TIMEOUT(session.shownGame()->isOver(), 60000);
            QQuickItem *again = nullptr, *newGame = nullptr;
            QTRY_VERIFY2((again = findItem(view.rootObject(), QStringLiteral("playAgainButton"))),
                         qPrintable(info.id));
            newGame = findItem(view.rootObject(), QStringLiteral("newGameButton"));
            QVERIFY(newGame);
            QSignalSpy playAgain(&session, &GameSession::playAgainRequested);
            QSignalSpy next(&session, &GameSession::newGameRequested);
            QTRY_VERIFY(again->isVisible() && again->isEnabled());
            QTest::mouseClick(
                &view, Qt::LeftButton, {},
                again->mapToScene(QPointF(again->width() / 2, again->height() / 2)).toPoint());
            QCOMPARE(playAgain.count(), 1);
            QTest::mouseClick(
                &view, Qt::LeftButton, {},
                newGame->mapToScene(QPointF(newGame->width() / 2, newGame->height() / 2))
                    .toPoint());
            QCOMPARE(next.count(), 1);

            QCOMPARE(again->property("text").toString(), QStringLiteral("Play again"));
            view.rootObject()->setProperty("online", true);
            view.rootObject()->setProperty("onlineOwner", true);
            QCOMPARE(again->property("text").toString(), QStringLiteral("Rematch"));
            QVERIFY(again->isVisible() && again->isEnabled());
            QTest::mouseClick(
                &view, Qt::LeftButton, {},
                again->mapToScene(QPointF(again->width() / 2, again->height() / 2)).toPoint());
            QCOMPARE(playAgain.count(), 2);
            view.rootObject()->setProperty("onlineOwner", false);
            QVERIFY2(!again->isVisible(), qPrintable(info.id));
            QVERIFY(newGame->isVisible());
            view.rootObject()->setProperty("online", false);
            QVERIFY(again->isVisible());
            QCOMPARE(again->property("text").toString(), QStringLiteral("Play again"));
        }
    }
};

QTEST_MAIN(TestBoardRegistry)
#include "tst_board_registry.moc"
