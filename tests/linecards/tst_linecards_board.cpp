// The Line cards board in a real window: a human plays against the Easy AI through simulated
// clicks (keep the opening hand, then two turns of selecting a card and clicking a highlighted
// square, then the energy decision), the hand shown is always the human's own, and no QML
// warning is printed; the table names its columns and rows as the log does, the hand and the
// players keep clear of the narration and of each other on the app's smallest board, and the
// energy decision warns when every choice loses; the end screen takes the hover from the table;
// on the least window's board at 150 % text the side column scrolls to each decision.
#include "LineCardsTurnController.h"
#include "QuickItems.h"
#include "TextScale.h"
#include "linecards/LineCardsGame.h"
#include "session/GameSession.h"

#include <QAccessible>
#include <QJsonObject>
#include <QQmlEngine>
#include <QQuickItem>
#include <QQuickView>
#include <QScopeGuard>
#include <QTest>
#include <QtQml/QQmlExtensionPlugin>

#include <algorithm>
#include <set>

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
    static QRectF sceneRect(QQuickItem *target) { return test::sceneRect(target); }

    // A game of the human (seat 0) against the Easy AI on a board of `size`.
    void start(GameSession &session, QSize size, std::uint64_t seed = 21,
               const QJsonObject &options = {})
    {
        session.setAiDelayMs(0);
        GameSetup setup;
        setup.gameId = QStringLiteral("linecards");
        setup.seats = {{QStringLiteral("Ada"), QStringLiteral("#e63946"), Controller::Human},
                       {QStringLiteral("Bot"), QStringLiteral("#2a9d8f"), Controller::AiEasy}};
        setup.seed = seed;
        setup.options = options;
        QString error;
        QVERIFY2(session.start(setup, &error), qPrintable(error));
        m_view = test::boardView(&session, size, &m_warnings, &error);
        QVERIFY2(m_view, qPrintable(error));
        m_view->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_view.get()));
    }
    LineCardsTurnController *turn()
    {
        return m_view->rootObject()->findChild<LineCardsTurnController *>();
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
        setup.gameId = QStringLiteral("linecards");
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
        QCOMPARE(turn->phase(), LineCardsTurnController::TurnPhase::Mulligan);
        QCOMPARE(turn->hand().size() > 0, true);
        QVERIFY(click(QStringLiteral("keepButton")));

        for (int turnNumber = 1; turnNumber <= 2; ++turnNumber) {
            QTRY_VERIFY_WITH_TIMEOUT(session.humanToAct() || game(session).isOver(), 10000);
            QVERIFY(!game(session).isOver());
            QCOMPARE(game(session).state().turn, turnNumber);
            QCOMPARE(turn->phase(), LineCardsTurnController::TurnPhase::Place);
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
            const Square square = game(session).state().squareAt(squareIndex(row, column));
            QCOMPARE(int(square.owner), 0);
            QCOMPARE(int(square.kind), kind);
        }

        // Turn 3 opens with the energy decision: decline it with its button. The game is the same
        // on every run (the seed, the human's clicks, Easy's seeded choices): it reaches turn 3.
        QTRY_VERIFY_WITH_TIMEOUT(session.humanToAct() || game(session).isOver(), 10000);
        QVERIFY2(!game(session).isOver(), "the game ended before turn 3");
        QCOMPARE(game(session).state().turn, 3);
        QCOMPARE(turn->phase(), LineCardsTurnController::TurnPhase::Energy);
        QCOMPARE(turn->energyOptions().size() >= 3, true);
        QVERIFY(click(QStringLiteral("energyButton_%1").arg(action::NoEnergy)));
        QTRY_COMPARE(turn->phase(), LineCardsTurnController::TurnPhase::Place);
    }

    // Issue 54: by keys, the table's cursor walks every square (not only the legal ones), drawn
    // on the square and reported in the table's name with what lies there and whether the card
    // chosen may be laid there; Enter lays only on a legal square.
    void gridCursorWalksEverySquare()
    {
        QAccessible::setActive(true);
        GameSession session;
        start(session, {1280, 720});
        QTRY_VERIFY(session.humanToAct());
        QVERIFY(click(QStringLiteral("keepButton")));
        QTRY_VERIFY_WITH_TIMEOUT(session.humanToAct() &&
                                     turn()->phase() == LineCardsTurnController::TurnPhase::Place,
                                 10000);
        const int kind = turn()->hand().front().toMap().value(QStringLiteral("kind")).toInt();
        QVERIFY(click(QStringLiteral("handCard_%1").arg(kind)));
        QVERIFY(!turn()->targets().isEmpty());
        QQuickItem *grid = item(QStringLiteral("lineCardsGrid"));
        grid->forceActiveFocus();
        QTRY_VERIFY(grid->hasActiveFocus());
        const auto cursor = [grid] {
            return std::pair{grid->property("cursorRow").toInt(),
                             grid->property("cursorColumn").toInt()};
        };
        std::set<std::pair<int, int>> legal;
        for (const QVariant &t : turn()->targets())
            legal.insert({t.toMap().value(QStringLiteral("row")).toInt(),
                          t.toMap().value(QStringLiteral("column")).toInt()});
        // The cursor starts on the first legal square.
        QVERIFY(legal.count(cursor()));
        const int side = game(session).state().side;
        const auto press = [this](Qt::Key key) { QTest::keyClick(m_view.get(), key); };
        const auto name = [grid] {
            return QAccessible::queryAccessibleInterface(grid)->text(QAccessible::Name);
        };
        std::set<std::pair<int, int>> visited;
        QStringList failures;
        const auto look = [&] {
            const auto [row, column] = cursor();
            visited.insert({row, column});
            const QString square = QString(QChar(u'A' + column)) + QString::number(row + 1);
            const QString said = name();
            const bool mayLay = legal.count({row, column}) > 0;
            QQuickItem *drawn =
                test::findItem(item(QStringLiteral("square_%1_%2").arg(row).arg(column)),
                               QStringLiteral("gridCursor"));
            if (!said.contains(QStringLiteral("Cursor: ") + square + QLatin1Char(':')) &&
                !said.contains(QStringLiteral("Cursor: ") + square + QLatin1Char(' ')))
                failures << square + QStringLiteral(": the table says \"%1\"").arg(said);
            if (said.contains(QStringLiteral("lay here")) != mayLay ||
                said.contains(QStringLiteral("no card may be laid here")) == mayLay)
                failures << square + QStringLiteral(": legality not said: \"%1\"").arg(said);
            if (!drawn || !shown(drawn))
                failures << square + QStringLiteral(": no cursor drawn");
        };
        // Whatever the table's edges do (wrap or stop), a row's walk covers its squares.
        for (int i = 0; i < side; ++i) {
            press(Qt::Key_Up);
            press(Qt::Key_Left);
        }
        for (int row = 0; row < side; ++row) {
            look();
            for (int step = 1; step < side; ++step) {
                press(Qt::Key_Right);
                look();
            }
            for (int step = 1; step < side; ++step)
                press(Qt::Key_Left);
            press(Qt::Key_Down);
        }
        QVERIFY2(failures.isEmpty(), qPrintable(failures.join(u'\n')));
        QCOMPARE(int(visited.size()), side * side);
        // Enter on a square the card may not go to lays nothing; on a legal square it lays.
        const auto goTo = [&](std::pair<int, int> to) {
            for (int i = 0; i < 2 * side && cursor().first != to.first; ++i)
                press(cursor().first < to.first ? Qt::Key_Down : Qt::Key_Up);
            for (int i = 0; i < 2 * side && cursor().second != to.second; ++i)
                press(cursor().second < to.second ? Qt::Key_Right : Qt::Key_Left);
            return cursor() == to;
        };
        std::pair<int, int> illegal{-1, -1};
        for (int row = 0; row < side && illegal.first < 0; ++row)
            for (int column = 0; column < side; ++column)
                if (!legal.count({row, column})) {
                    illegal = {row, column};
                    break;
                }
        const int placed = game(session).state().placed;
        QVERIFY(goTo(illegal));
        press(Qt::Key_Return);
        QTest::qWait(50);
        QCOMPARE(game(session).state().placed, placed);
        QCOMPARE(turn()->selectedKind(), kind);
        QVERIFY(goTo(*legal.rbegin()));
        press(Qt::Key_Return);
        QTRY_VERIFY(game(session).state().placed > placed);
        const Square laid = game(session).state().squareAt(
            squareIndex(legal.rbegin()->first, legal.rbegin()->second));
        QCOMPARE(int(laid.owner), 0);
    }

    // The log names squares "C4": the table shows the column letters above its squares and the
    // row numbers left of them.
    void tableNamesItsColumnsAndRows()
    {
        GameSession session;
        start(session, {840, 620});
        QTRY_VERIFY(item(QStringLiteral("square_6_6")));
        QTest::qWait(50);
        for (int i = 0; i < 7; ++i) {
            QQuickItem *column = item(QStringLiteral("columnName_%1").arg(QChar(u'A' + i)));
            QQuickItem *row = item(QStringLiteral("rowName_%1").arg(i + 1));
            QVERIFY(column && shown(column) && row && shown(row));
            const QRectF square = sceneRect(item(QStringLiteral("square_%1_%1").arg(i)));
            QVERIFY(sceneRect(column).bottom() <=
                    sceneRect(item(QStringLiteral("square_0_%1").arg(i))).top());
            QVERIFY(qAbs(sceneRect(column).center().x() - square.center().x()) < 2);
            QVERIFY(sceneRect(row).right() <=
                    sceneRect(item(QStringLiteral("square_%1_0").arg(i))).left());
            QVERIFY(qAbs(sceneRect(row).center().y() - square.center().y()) < 2);
        }
    }

    // On the app's smallest board and on the board of a 1280 × 720 window with its docks, five
    // hand cards stay on one row above the narration, a player's name gives way to the energy
    // bars, and who plays first is said whole.
    void smallBoardKeepsTheHandAndNamesClear_data()
    {
        QTest::addColumn<QSize>("size");
        QTest::newRow("smallest") << QSize(840, 620);
        QTest::newRow("1280x720 window") << QSize(895, 674);
    }
    void smallBoardKeepsTheHandAndNamesClear()
    {
        QFETCH(QSize, size);
        GameSession session;
        start(session, size);
        QTRY_VERIFY(session.humanToAct());
        QVERIFY(click(QStringLiteral("keepButton")));
        QTRY_VERIFY_WITH_TIMEOUT(session.humanToAct() && turn()->hand().size() >= 5, 10000);
        QTest::qWait(50);
        const QRectF log = sceneRect(item(QStringLiteral("recentLog")));
        for (const QVariant &card : turn()->hand()) {
            const QRectF at =
                sceneRect(item(QStringLiteral("handCard_%1")
                                   .arg(card.toMap().value(QStringLiteral("kind")).toInt())));
            QVERIFY(QRectF(QPointF(0, 0), size).contains(at));
            QVERIFY(!at.intersects(log));
            QCOMPARE(at.top(), sceneRect(item(QStringLiteral("lineCardsHand"))).top()); // one row
        }
        for (int seat = 0; seat < 2; ++seat) {
            QQuickItem *name = item(QStringLiteral("playerName_%1").arg(seat));
            const QRectF text(
                sceneRect(name).topLeft(),
                QSizeF(std::min(name->width(), name->property("contentWidth").toReal()),
                       name->height()));
            QVERIFY(!text.intersects(sceneRect(item(QStringLiteral("energy_%1").arg(seat)))));
            // Who plays first reads whole, under the name (issue 32: "Ada · joue en …").
            QVERIFY(
                !item(QStringLiteral("playerRole_%1").arg(seat))->property("truncated").toBool());
        }
    }

    // The table is the game: on the board of a 1280 × 720 window (its docks beside it) its
    // squares are 50 px or more (issue 32: 37 px, the side column taking 500 px), and at
    // 1920 × 1080 they grow to fill its height; the side column stays inside the board.
    void tableGetsTheRoom_data()
    {
        QTest::addColumn<QSize>("size");
        QTest::addColumn<int>("leastCell");
        QTest::newRow("1280x720 window") << QSize(895, 674) << 50;
        QTest::newRow("1920x1080 window") << QSize(1510, 1034) << 100;
    }
    void tableGetsTheRoom()
    {
        QFETCH(QSize, size);
        QFETCH(int, leastCell);
        GameSession session;
        start(session, size);
        QTRY_VERIFY(item(QStringLiteral("square_6_6")));
        QTest::qWait(50);
        const qreal cell = item(QStringLiteral("lineCardsGrid"))->property("cell").toReal();
        QVERIFY2(cell >= leastCell, qPrintable(QStringLiteral("%1 px squares").arg(cell)));
        QCOMPARE(sceneRect(item(QStringLiteral("square_0_0"))).width(), cell);
        QVERIFY(
            QRectF(QPointF(0, 0), size).contains(sceneRect(item(QStringLiteral("sideColumn")))));
    }

    // On the board of the app's least window at 150 % text (640 × 419) the side column scrolls,
    // and at each of the person's decisions the control that has the keyboard shows whole in it,
    // under the top of the decision's prompt (issue 54: the prompt, Keep and the hand ran off
    // the board's foot).
    void shortBoardBringsTheDecisionIntoView()
    {
        TextScale::instance()->setFactor(1.5);
        const auto restore = qScopeGuard([] { TextScale::instance()->setFactor(1.0); });
        GameSession session;
        start(session, {640, 419});
        QQuickItem *column = item(QStringLiteral("sideColumn"));
        QQuickItem *prompt = item(QStringLiteral("promptPanel"));
        QVERIFY(column && prompt);
        int seen = 0;
        for (int key = 0; key < 12 && !game(session).isOver(); ++key) {
            QTRY_VERIFY_WITH_TIMEOUT(session.humanToAct() || game(session).isOver(), 10000);
            QTest::qWait(50); // the decision laid out
            QVERIFY(column->property("interactive").toBool());
            QQuickItem *focus = m_view->activeFocusItem();
            QVERIFY(focus);
            if (column->isAncestorOf(focus)) { // not the table's, where a chosen card is laid
                const QRectF inView = sceneRect(column);
                QVERIFY2(inView.contains(sceneRect(focus)),
                         qPrintable(focus->objectName() + QLatin1String(" out of view")));
                QVERIFY2(
                    inView.contains(sceneRect(prompt).topLeft()),
                    qPrintable(QLatin1String("the prompt out of view at ") + focus->objectName()));
                ++seen;
            }
            QTest::keyClick(m_view.get(), Qt::Key_Return);
        }
        QVERIFY2(seen >= 4, qPrintable(QStringLiteral("%1 decisions in the column").arg(seen)));
    }

    // Boxed in, the human is told before its energy decision that every choice loses: a 5 × 5
    // table without wrapping fills up within a few games.
    void warnsWhenEveryEnergyChoiceLoses()
    {
        const QString warning = LineCardsTurnController::tr(
            "No card of yours fits an open exit of your line, and no use of energy "
            "changes that: you lose the game.");
        bool warned = false;
        for (std::uint64_t seed = 1; seed <= 40 && !warned; ++seed) {
            GameSession session;
            start(session, {1280, 720}, seed,
                  QJsonObject{{QStringLiteral("side"), 5}, {QStringLiteral("wrap"), false}});
            while (!game(session).isOver() && !warned) {
                QTRY_VERIFY_WITH_TIMEOUT(session.humanToAct() || game(session).isOver(), 10000);
                if (game(session).isOver())
                    break;
                const LineCardsGame &g = game(session);
                const ActionList legal = g.legalActions();
                const bool allLose = g.phase() == Phase::Energy &&
                                     std::all_of(legal.begin(), legal.end(), [&g](Action a) {
                                         std::unique_ptr<Game> after = g.clone();
                                         after->apply(a);
                                         return after->isOver();
                                     });
                QCOMPARE(turn()->promptText() == warning, allLose);
                for (const QVariant &option : turn()->energyOptions())
                    QVERIFY(!allLose || option.toMap().value(QStringLiteral("loses")).toBool());
                // Issue 55: then no energy button is offered, only the end of the game.
                if (allLose) {
                    QCOMPARE(turn()->energyOptions().size(), 1);
                    QCOMPARE(turn()
                                 ->energyOptions()
                                 .front()
                                 .toMap()
                                 .value(QStringLiteral("action"))
                                 .toInt(),
                             action::NoEnergy);
                }
                warned = allLose;
                if (!warned) // the first choice: no energy, the first square
                    QVERIFY(session.submit(legal.front()));
            }
            m_view.reset();
        }
        QVERIFY(warned);
    }

    // A laid card's square names it under the mouse, and the end screen takes the mouse's hover:
    // the square's tool tip under a still mouse goes when the results come over it (it stayed
    // drawn over them, issue 32).
    void resultsTakeTheHoverFromTheTable()
    {
        GameSession session;
        start(session, {1280, 720});
        QTRY_VERIFY(session.humanToAct());
        int index = 0;
        while (index < MaxSquares && game(session).state().squareAt(index).owner < 0)
            ++index;
        QVERIFY(index < MaxSquares); // a start card: its tool tip names it
        QQuickItem *square =
            item(QStringLiteral("square_%1_%2").arg(rowOf(index)).arg(columnOf(index)));
        QVERIFY(square);
        QQuickItem *hover = nullptr;
        for (QQuickItem *child : square->childItems())
            if (child->inherits("QQuickMouseArea"))
                hover = child;
        QVERIFY(hover);
        QTest::mouseMove(m_view.get(), test::sceneRect(square).center().toPoint());
        QTRY_VERIFY(hover->property("containsMouse").toBool());
        while (!game(session).isOver()) { // the first choice each time, the mouse kept still
            QTRY_VERIFY_WITH_TIMEOUT(session.humanToAct() || game(session).isOver(), 10000);
            if (!game(session).isOver())
                QVERIFY(session.submit(game(session).legalActions().front()));
        }
        QTRY_VERIFY(shown(item(QStringLiteral("lineCardsResults"))));
        QTRY_VERIFY(!hover->property("containsMouse").toBool());
    }
};

QTEST_MAIN(TestLineCardsBoard)
#include "tst_linecards_board.moc"
