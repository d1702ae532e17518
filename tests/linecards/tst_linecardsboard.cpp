// The Line cards board in a real window: a human plays against the Easy AI through simulated
// clicks (keep the opening hand, then two turns of selecting a card and clicking a highlighted
// square, then the energy decision), the hand shown is always the human's own, and no QML
// warning is printed.
#include "LineCardsTurnController.h"
#include "QuickItems.h"
#include "linecards/LineCardsGame.h"
#include "session/GameSession.h"

#include <QQmlEngine>
#include <QQuickItem>
#include <QQuickView>
#include <QTest>
#include <QtQml/QQmlExtensionPlugin>

Q_IMPORT_QML_PLUGIN(CoursewrightPlugin)

using namespace cw;
using namespace cw::linecards;

class TestLineCardsBoard : public QObject {
    Q_OBJECT

    std::unique_ptr<QQuickView> m_view;
    QStringList m_warnings;

    QQuickItem *item(const QString &name) { return test::findItem(m_view->rootObject(), name); }
    bool shown(QQuickItem *target)
    {
        for (QQuickItem *i = target; i; i = i->parentItem())
            if (!i->isVisible())
                return false;
        return true;
    }
    bool click(const QString &name)
    {
        QTest::qWait(20); // layouts place changed items at the next polish
        QQuickItem *target = item(name);
        if (!target || !shown(target) || !target->isEnabled())
            return false;
        QTest::mouseClick(
            m_view.get(), Qt::LeftButton, {},
            target->mapToScene({target->width() / 2, target->height() / 2}).toPoint());
        return true;
    }
    static const LineCardsGame &game(const GameSession &session)
    {
        return *dynamic_cast<const LineCardsGame *>(session.shownGame());
    }

private slots:
    void cleanup()
    {
        m_view.reset();
        QVERIFY2(m_warnings.isEmpty(), qPrintable(m_warnings.join(QLatin1Char('\n'))));
    }

    void humanPlaysTwoTurnsByClicks()
    {
        GameSession session;
        session.setAiDelayMs(0);
        GameSetup setup;
        setup.gameId = QStringLiteral("line-cards");
        setup.seats = {{QStringLiteral("Ada"), QStringLiteral("#e63946"), Controller::Human},
                       {QStringLiteral("Bot"), QStringLiteral("#2a9d8f"), Controller::AiEasy}};
        setup.seed = 21;
        QString error;
        QVERIFY2(session.start(setup, &error), qPrintable(error));

        m_view = std::make_unique<QQuickView>();
        connect(m_view->engine(), &QQmlEngine::warnings, this, [this](const QList<QQmlError> &ws) {
            for (const QQmlError &w : ws)
                m_warnings.append(w.toString());
        });
        m_view->setInitialProperties(
            {{QStringLiteral("session"), QVariant::fromValue<QObject *>(&session)}});
        m_view->setResizeMode(QQuickView::SizeRootObjectToView);
        m_view->resize(1280, 720);
        m_view->setSource(QUrl(QStringLiteral("qrc:/Coursewright/Board.qml")));
        QVERIFY2(m_view->status() == QQuickView::Ready,
                 qPrintable(m_view->errors().value(0).toString()));
        m_view->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_view.get()));
        auto *turn = m_view->rootObject()->findChild<LineCardsTurnController *>();
        QVERIFY(turn);

        QTRY_VERIFY(session.humanToAct());
        QCOMPARE(turn->phase(), QStringLiteral("mulligan"));
        QCOMPARE(turn->hand().size() > 0, true);
        QVERIFY(click(QStringLiteral("keepButton")));

        for (int turnNumber = 1; turnNumber <= 2; ++turnNumber) {
            QTRY_VERIFY_WITH_TIMEOUT(session.humanToAct() || game(session).isOver(), 10000);
            QVERIFY(!game(session).isOver());
            QCOMPARE(game(session).state().turn, turnNumber);
            QCOMPARE(turn->phase(), QStringLiteral("place"));
            // The hand shown is the human's own, card for card.
            const PlayerState &mine = game(session).state().players[0];
            int shownCards = 0;
            for (const QVariant &card : turn->hand())
                shownCards += card.toMap().value(QStringLiteral("count")).toInt();
            QCOMPARE(shownCards, mine.handCount());
            const int kind = turn->hand().front().toMap().value(QStringLiteral("kind")).toInt();
            QVERIFY(click(QStringLiteral("handCard_%1").arg(kind)));
            QCOMPARE(turn->selectedKind(), kind);
            QVERIFY(!turn->targets().isEmpty());
            const QVariantMap target = turn->targets().front().toMap();
            const int row = target.value(QStringLiteral("row")).toInt();
            const int column = target.value(QStringLiteral("column")).toInt();
            const int placed = game(session).state().placed;
            QVERIFY(click(QStringLiteral("square_%1_%2").arg(row).arg(column)));
            QTRY_VERIFY(game(session).state().placed > placed);
            const Square &square =
                game(session).state().squares[std::size_t(squareIndex(row, column))];
            QCOMPARE(int(square.owner), 0);
            QCOMPARE(int(square.kind), kind);
        }

        // Turn 3 opens with the energy decision: decline it with its button. The game is the same
        // on every run (the seed, the human's clicks, Easy's seeded choices): it reaches turn 3.
        QTRY_VERIFY_WITH_TIMEOUT(session.humanToAct() || game(session).isOver(), 10000);
        QVERIFY2(!game(session).isOver(), "the game ended before turn 3");
        QCOMPARE(game(session).state().turn, 3);
        QCOMPARE(turn->phase(), QStringLiteral("energy"));
        QCOMPARE(turn->energyOptions().size() >= 3, true);
        QVERIFY(click(QStringLiteral("energyButton_%1").arg(action::NoEnergy)));
        QTRY_COMPARE(turn->phase(), QStringLiteral("place"));
    }
};

QTEST_MAIN(TestLineCardsBoard)
#include "tst_linecardsboard.moc"
