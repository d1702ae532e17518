// The Visions of Rainbows board in a real window: a human team lines up its riders and plays
// its first moves against Easy AIs through simulated clicks (a rider of the team mat, a chit or
// its button, an Action card, Activate, the highlighted spaces) and by keyboard alone; the PS
// breakdown agrees with the engine; two human teams pass the device without seeing each other's
// hand; a road built in the editor races to the podium; the layout keeps everything inside the
// window from the app's smallest centre up.
#include "GameSetupBuilder.h"
#include "QuickItems.h"
#include "VisionsBoardModel.h"
#include "VisionsRiderText.h"
#include "VisionsTableModel.h"
#include "VisionsTurnController.h"
#include "course/CourseFile.h"
#include "session/GameSession.h"
#include "visions/VisionsCourseDocument.h"
#include "visions/VisionsGame.h"
#include "visions/VisionsNarration.h"
#include "visions/VisionsTactics.h"

#include <QQmlEngine>
#include <QQuickItem>
#include <QQuickView>
#include <QTest>
#include <QtQml/QQmlExtensionPlugin>

#include <algorithm>
#include <limits>
#include <utility>

Q_IMPORT_QML_PLUGIN(CoursewrightPlugin)

using namespace cw;
using namespace cw::visions;

class TestVisionsBoard : public QObject {
    Q_OBJECT

    std::unique_ptr<QQuickView> m_view;
    QStringList m_warnings;

    QQuickItem *item(const QString &name) { return test::findItem(m_view->rootObject(), name); }
    // Whether the item's centre shows inside the road view (not scrolled away).
    bool onScreen(QQuickItem *target)
    {
        QQuickItem *road = item(QStringLiteral("visionsRoadView"));
        return target && road && test::isShown(target) &&
               test::sceneRect(road).contains(test::sceneRect(target).center());
    }
    bool click(QQuickItem *target) { return test::clickItem(*m_view, target); }
    bool click(const QString &name)
    {
        QTest::qWait(20); // layouts place changed items at the next polish
        return click(item(name));
    }
    // A space or rider on the road when it shows there, else its button in the panel.
    bool clickRoadOr(const QString &onRoad, const QString &button)
    {
        QTest::qWait(20);
        QQuickItem *target = item(onRoad);
        return onScreen(target) ? click(target) : click(button);
    }
    static const VisionsGame &game(const GameSession &session)
    {
        return *dynamic_cast<const VisionsGame *>(session.shownGame());
    }
    VisionsTurnController *turn()
    {
        return m_view->rootObject()->findChild<VisionsTurnController *>();
    }
    static int firstInt(const QVariantList &list, const char *key)
    {
        return list.front().toMap().value(QLatin1String(key)).toInt();
    }

    void show(GameSession &session, QSize size)
    {
        m_warnings.clear();
        QString error;
        m_view = test::boardView(&session, size, &m_warnings, &error);
        QVERIFY2(m_view, qPrintable(error));
        m_view->show();
        m_view->requestActivate();
        QVERIFY(QTest::qWaitForWindowActive(m_view.get()));
    }
    void start(GameSession &session, const std::vector<Controller> &seats, std::uint64_t seed,
               QSize size = {1280, 720})
    {
        session.setAiDelayMs(0);
        QString error;
        QVERIFY2(session.start(test::gameSetup(QStringLiteral("visions")).seats(seats).seed(seed),
                               &error),
                 qPrintable(error));
        show(session, size);
    }

    // The first playable Action card of the hand shown, or -1.
    int firstCard()
    {
        for (const QVariant &c : turn()->hand())
            if (c.toMap().value(QStringLiteral("playable")).toBool())
                return c.toMap().value(QStringLiteral("card")).toInt();
        return -1;
    }

    // One decision of the human through the mouse; false when nothing could be clicked.
    bool decideByClicks()
    {
        VisionsTurnController *t = turn();
        QTest::qWait(20);
        const VisionsTurnController::TurnPhase phase = t->phase();
        if (phase == VisionsTurnController::TurnPhase::Place)
            return click(QStringLiteral("matRider_%1").arg(firstInt(t->riderChoices(), "rider")));
        if (phase == VisionsTurnController::TurnPhase::Activate) {
            const int rider = firstInt(t->riderChoices(), "rider");
            if (!clickRoadOr(
                    QStringLiteral("rider_%1").arg(rider),
                    QStringLiteral("riderChoice_%1").arg(firstInt(t->riderChoices(), "slot"))))
                return false;
            if (t->selectedRider() != rider || !click(QStringLiteral("card_%1").arg(firstCard())))
                return false;
            if (!t->wildTypes().isEmpty() && !click(QStringLiteral("wildType_0")))
                return false;
            return click(QStringLiteral("activateButton"));
        }
        if (!t->targets().isEmpty()) {
            const int cell = firstInt(t->targets(), "cell");
            return clickRoadOr(QStringLiteral("target_%1").arg(cell),
                               QStringLiteral("targetButton_%1").arg(cell));
        }
        return !t->options().isEmpty() && click(QStringLiteral("option_0"));
    }

    // One decision by keyboard alone: Enter places the selected rider; Right picks a card (T a
    // Wild card's type) or a space and Enter takes it; else Tab to the first button and Space.
    bool decideByKeys()
    {
        VisionsTurnController *t = turn();
        QTest::qWait(20);
        const VisionsTurnController::TurnPhase phase = t->phase();
        if (phase == VisionsTurnController::TurnPhase::Place) {
            QTest::keyClick(m_view.get(), Qt::Key_Return);
            return true;
        }
        if (phase == VisionsTurnController::TurnPhase::Activate) {
            QTest::keyClick(m_view.get(), Qt::Key_Right);
            if (!t->wildTypes().isEmpty())
                QTest::keyClick(m_view.get(), Qt::Key_T);
            QTest::keyClick(m_view.get(), Qt::Key_Return);
            return true;
        }
        if (!t->targets().isEmpty()) {
            QTest::keyClick(m_view.get(), Qt::Key_Right);
            QTest::keyClick(m_view.get(), Qt::Key_Return);
            return true;
        }
        for (int guard = 0; guard < 60; ++guard) {
            QQuickItem *focus = m_view->activeFocusItem();
            if (focus && focus->objectName() == QLatin1String("option_0")) {
                QTest::keyClick(m_view.get(), Qt::Key_Space);
                return true;
            }
            QTest::keyClick(m_view.get(), Qt::Key_Tab);
        }
        return false;
    }

    // Whether `item` is `ancestor` or lies in it.
    static bool inside(const QQuickItem *ancestor, const QQuickItem *item)
    {
        for (; item; item = item->parentItem())
            if (item == ancestor)
                return true;
        return false;
    }

    // Tab until the keyboard is on the item named `name`; false when it never is.
    bool tabTo(const QString &name)
    {
        for (int guard = 0; guard < 60; ++guard) {
            QQuickItem *focus = m_view->activeFocusItem();
            if (focus && focus->objectName() == name)
                return true;
            QTest::keyClick(m_view.get(), Qt::Key_Tab);
        }
        return false;
    }

    // Whether seat 0 has finished a whole move.
    static bool movedOnce(const GameSession &session)
    {
        const auto &events = game(session).events();
        return std::any_of(events.begin(), events.end(), [](const VisionsEvent &e) {
            return e.type == VisionsEvent::MoveEnded && e.seat == 0;
        });
    }

    // Lines the human's riders up by clicks until it is its turn to activate a rider.
    void lineUpAndWaitForActivation(const GameSession &session)
    {
        while (turn()->phase() != VisionsTurnController::TurnPhase::Activate) {
            QTRY_VERIFY_WITH_TIMEOUT(session.humanToAct(), 10000);
            if (turn()->phase() == VisionsTurnController::TurnPhase::Place)
                QVERIFY(decideByClicks());
            QTest::qWait(20);
        }
    }

    // Plays the human's decisions with `decide` until seat 0 has made `moves` whole moves.
    template <class Decide>
    void playMoves(GameSession &session, int moves, Decide decide)
    {
        const auto done = [&] {
            const auto &events = game(session).events();
            return game(session).isOver() ||
                   std::count_if(events.begin(), events.end(), [](const VisionsEvent &e) {
                       return e.type == VisionsEvent::MoveEnded && e.seat == 0;
                   }) >= moves;
        };
        while (!done()) {
            QTRY_VERIFY_WITH_TIMEOUT(session.humanToAct() || done(), 10000);
            if (done())
                break;
            const int before = game(session).moveNumber();
            QVERIFY2(decide(), test::enumKey(turn()->phase()));
            QTRY_VERIFY2_WITH_TIMEOUT(
                game(session).moveNumber() > before,
                qPrintable(QString::fromLatin1(test::enumKey(turn()->phase())) + QLatin1Char(' ') +
                           turn()->promptText()),
                5000);
        }
    }

private slots:
    void cleanup()
    {
        m_view.reset();
        const QStringList warnings = std::exchange(m_warnings, {});
        QVERIFY2(warnings.isEmpty(), qPrintable(warnings.join(QLatin1Char('\n'))));
    }

    // The card drawn or played last shows on the table, read from the events the seat lens's
    // copy carries (Game::adoptEvents): the board reads no live game, and the copy is a new
    // object at every move, which must not count as a new game. (A medium race deals the Tactics
    // cards once every rider is placed: cards are played before the first move.)
    void playedCardShowsFromTheSeatsCopy()
    {
        GameSession session;
        session.setAiDelayMs(0);
        QString error;
        QVERIFY2(
            session.start(test::gameSetup(QStringLiteral("visions"))
                              .course(QStringLiteral("visions-medium"))
                              .seats({Controller::Human, Controller::AiEasy, Controller::AiEasy})
                              .seed(11),
                          &error),
            qPrintable(error));
        show(session, {1280, 720});
        playMoves(session, 1, [&] { return decideByClicks(); });
        const auto &events = game(session).events();
        const auto card = std::find_if(events.rbegin(), events.rend(), [](const VisionsEvent &e) {
            return e.type == VisionsEvent::EventDrawn || e.type == VisionsEvent::TacticsPlayed;
        });
        QVERIFY2(card != events.rend(), "no card was drawn or played");
        const auto *table = m_view->rootObject()->findChild<VisionsTableModel *>();
        QVERIFY(table);
        const QVariantMap shown = table->playedCard();
        QCOMPARE(shown.value(QStringLiteral("title")).toString(),
                 card->type == VisionsEvent::EventDrawn ? VisionsNarration::eventName(card->a)
                                                        : VisionsTactics::cardName(card->a));
        QVERIFY(!shown.value(QStringLiteral("lines")).toStringList().isEmpty());
    }

    // Placement from the team mat, then whole moves: a rider, a card, Activate, the spaces.
    void humanPlaysByClicks()
    {
        GameSession session;
        start(session, {Controller::Human, Controller::AiEasy, Controller::AiEasy}, 11);
        playMoves(session, 2, [&] { return decideByClicks(); });
        QVERIFY(movedOnce(session));
        // Every rider of the human's team was lined up by a click.
        const auto &events = game(session).events();
        QCOMPARE(std::count_if(events.begin(), events.end(),
                               [](const VisionsEvent &e) {
                                   return e.type == VisionsEvent::Placed && e.seat == 0;
                               }),
                 long(game(session).state().perTeam));
    }

    void humanPlaysByKeyboard()
    {
        GameSession session;
        start(session, {Controller::Human, Controller::AiEasy, Controller::AiEasy}, 4);
        playMoves(session, 1, [&] { return decideByKeys(); });
        QVERIFY(movedOnce(session));
    }

    // Issue 54: after a card is played (or any decision) the keyboard stays on the board, on a
    // shown item, also while the AIs play: before, the played card took the keyboard away with
    // it and the board's keys (Read the Position, the arrows) did nothing until the next turn.
    // A shown item is not enough: the keyboard left on the board's Loader (the focus scope the
    // played card's focus falls back to) is shown too, and no board key reaches the board from
    // there; so the keyboard must be inside the board and one of its keys must act.
    void keyboardStaysAfterPlayingACard()
    {
        GameSession session;
        start(session, {Controller::Human, Controller::AiEasy, Controller::AiEasy}, 4);
        session.setAiDelayMs(400); // the AIs' turns last long enough to be looked at
        int cardsPlayed = 0;
        for (int guard = 0; guard < 40 && cardsPlayed < 2 && !game(session).isOver(); ++guard) {
            QTRY_VERIFY_WITH_TIMEOUT(session.humanToAct() || game(session).isOver(), 20000);
            if (game(session).isOver())
                break;
            const bool playsACard = turn()->phase() == VisionsTurnController::TurnPhase::Activate;
            const int before = game(session).moveNumber();
            if (playsACard) { // by Tab: the card, then Activate, each taking the keyboard
                QVERIFY(tabTo(QStringLiteral("card_%1").arg(firstCard())));
                QTest::keyClick(m_view.get(), Qt::Key_Space);
                if (!turn()->wildTypes().isEmpty())
                    QTest::keyClick(m_view.get(), Qt::Key_T);
                QVERIFY(tabTo(QStringLiteral("activateButton")));
                QTest::keyClick(m_view.get(), Qt::Key_Space);
            } else {
                QVERIFY(decideByKeys());
            }
            QTRY_VERIFY_WITH_TIMEOUT(game(session).moveNumber() > before, 5000);
            QTest::qWait(50); // the board's deferred refocus
            QQuickItem *focus = m_view->activeFocusItem();
            const QString after = QStringLiteral("after %1: keyboard on %2")
                                      .arg(QString::fromLatin1(test::enumKey(turn()->phase())),
                                           focus ? focus->objectName() : QStringLiteral("nothing"));
            QVERIFY2(focus && test::isShown(focus) &&
                         inside(item(QStringLiteral("visionsBoard")), focus),
                     qPrintable(after));
            // The board's keys act: F stops (or starts) following the action, whatever of the
            // board the keyboard is on; a keyboard left nowhere would do nothing.
            QQuickItem *road = item(QStringLiteral("visionsRoadView"));
            QVERIFY(road);
            const bool following = road->property("follow").toBool();
            QTest::keyClick(m_view.get(), Qt::Key_F);
            QVERIFY2(road->property("follow").toBool() != following,
                     qPrintable(after + QStringLiteral(": F did nothing")));
            QTest::keyClick(m_view.get(), Qt::Key_F);
            cardsPlayed += playsACard;
        }
        QVERIFY(cardsPlayed >= 1);
    }

    // Issue 55: an Enter pressed once too often after placing riders activated a rider with the
    // first card, unasked. The first activation after placing waits for a card chosen.
    void extraEnterAfterPlacingActivatesNothing()
    {
        GameSession session;
        start(session, {Controller::Human, Controller::AiEasy, Controller::AiEasy}, 4);
        bool placed = false;
        for (int guard = 0; guard < 40; ++guard) {
            QTRY_VERIFY_WITH_TIMEOUT(session.humanToAct(), 20000);
            QTest::qWait(20);
            const VisionsTurnController::TurnPhase phase = turn()->phase();
            if (phase == VisionsTurnController::TurnPhase::Place) {
                QTest::keyClick(m_view.get(), Qt::Key_Return);
                placed = true;
                continue;
            }
            QVERIFY(placed);
            QCOMPARE(phase, VisionsTurnController::TurnPhase::Activate);
            const int moves = session.moveCount();
            QTest::keyClick(m_view.get(), Qt::Key_Return); // once too often
            QTest::qWait(100);
            QCOMPARE(session.moveCount(), moves);
            QVERIFY(!turn()->canActivate());
            // A card chosen by keys, then Enter activates.
            QTest::keyClick(m_view.get(), Qt::Key_Right);
            if (!turn()->wildTypes().isEmpty())
                QTest::keyClick(m_view.get(), Qt::Key_T);
            QVERIFY(turn()->canActivate());
            QTest::keyClick(m_view.get(), Qt::Key_Return);
            QTRY_VERIFY(session.moveCount() > moves);
            return;
        }
        QFAIL("no activation after placing");
    }

    // With Follow on, every space the decision of the moment can reach lies inside the road's
    // view (issue 55: the reachable ring was cut at the view's edge).
    void followShowsEveryReachableSpace()
    {
        GameSession session;
        start(session, {Controller::Human, Controller::AiEasy, Controller::AiEasy}, 11);
        int checked = 0;
        for (int decision = 0; decision < 30 && checked < 3; ++decision) {
            QTRY_VERIFY_WITH_TIMEOUT(session.humanToAct() || game(session).isOver(), 20000);
            if (game(session).isOver())
                break;
            QTest::qWait(60);
            if (turn()->phase() != VisionsTurnController::TurnPhase::Place &&
                !turn()->targets().isEmpty()) {
                QQuickItem *view = item(QStringLiteral("visionsRoadView"));
                QVERIFY(view);
                const QRectF inView = test::sceneRect(view);
                for (const QVariant &target : turn()->targets()) {
                    const int cell = target.toMap().value(QStringLiteral("cell")).toInt();
                    QQuickItem *ring = item(QStringLiteral("target_%1").arg(cell));
                    QVERIFY(ring);
                    QTRY_VERIFY2(
                        inView.contains(test::sceneRect(ring)),
                        qPrintable(QStringLiteral("target %1 outside the view").arg(cell)));
                }
                ++checked;
            }
            QVERIFY(decideByKeys());
            QTest::qWait(20);
        }
        QVERIFY(checked > 0);
    }

    // The starting PS is the engine's, term by term; each reachable space costs what the engine
    // takes for that step.
    void breakdownAndCostsAgreeWithTheEngine()
    {
        GameSession session;
        start(session, {Controller::Human, Controller::AiEasy, Controller::AiEasy}, 7);
        VisionsTurnController *t = turn();
        lineUpAndWaitForActivation(session);
        const int rider = firstInt(t->riderChoices(), "rider");
        QVERIFY(click(QStringLiteral("riderChoice_%1").arg(firstInt(t->riderChoices(), "slot"))));
        const int card = firstCard();
        QVERIFY(click(QStringLiteral("card_%1").arg(card)));
        if (!t->wildTypes().isEmpty())
            QVERIFY(click(QStringLiteral("wildType_0")));
        const MoveType type = ActionCards[std::size_t(card)].type == MoveType::Wild
                                  ? MoveType::Lead
                                  : ActionCards[std::size_t(card)].type;
        const int expected = game(session).startingPs(rider, card, type);
        QTRY_COMPARE(item(QStringLiteral("psTotal"))->property("text").toString(),
                     QString::number(expected));
        int sum = 0;
        for (const QVariant &term : t->psTerms())
            sum += term.toMap().value(QStringLiteral("value")).toInt();
        QCOMPARE(sum, expected);
        QVERIFY(!t->group().isEmpty());
        QVERIFY(click(QStringLiteral("activateButton")));
        QTRY_COMPARE(t->phase(), VisionsTurnController::TurnPhase::Move);
        QTRY_VERIFY(!t->targets().isEmpty());
        for (const QVariant &target : t->targets()) {
            const QVariantMap m = target.toMap();
            auto copy = game(session).clone();
            const int ps = game(session).state().move.ps;
            copy->apply(game(session).legalActions()[m.value(QStringLiteral("index")).toInt()]);
            const auto &after = static_cast<const VisionsGame &>(*copy).state();
            if (after.stage == VisionsStage::Move && after.move.rider == rider)
                QCOMPARE(m.value(QStringLiteral("cost")).toInt(), ps - after.move.ps);
        }
        // A step's button names its space by the letter the road marks it with (the board shows
        // no rows or lanes to name it by), never a letter a rider's class begins with.
        QTest::qWait(50);
        QString riderInitials;
        for (int slot = 0; slot < MaxRidersPerTeam; ++slot)
            riderInitials += VisionsRiderText::letter(slot).at(0);
        for (const QVariant &target : t->targets()) {
            const QVariantMap m = target.toMap();
            const QString key = m.value(QStringLiteral("key")).toString();
            QVERIFY2(!riderInitials.contains(key), qPrintable(key));
            const int cell = m.value(QStringLiteral("cell")).toInt();
            QVERIFY(item(QStringLiteral("targetButton_%1").arg(cell))
                        ->property("text")
                        .toString()
                        .startsWith(key + QLatin1Char(' ')));
            QQuickItem *mark = test::findItem(item(QStringLiteral("target_%1").arg(cell)),
                                              QStringLiteral("targetKey"));
            QVERIFY(mark && test::isShown(mark));
            QCOMPARE(mark->property("text").toString(), key);
            // The letter and the cost stay on the target's own space: past it, they would cover
            // the riders around it (issue 32).
            QQuickItem *ring = item(QStringLiteral("target_%1").arg(cell));
            const QRectF space = test::sceneRect(ring).adjusted(-0.5, -0.5, 0.5, 0.5);
            for (const QString &badge :
                 {QStringLiteral("targetKeyCap"), QStringLiteral("targetCost")})
                if (QQuickItem *b = test::findItem(ring, badge); b && test::isShown(b))
                    QVERIFY2(space.contains(test::sceneRect(b)), qPrintable(badge));
        }
    }

    // Between two human teams the device is passed: a hand is hidden until its team takes the
    // device, and the next team's hand replaces it.
    // What the issue asks of a fresh clone: a road made in the editor (Random Course, renamed)
    // races to the podium with a human team playing by clicks against two Easy AIs, and the results
    // offer the next game.
    void aRoadFromTheEditorRacesToThePodium()
    {
        VisionsCourseDocument document{VisionsCourse{}};
        document.randomRoad(GameLength::Short, 11);
        QVERIFY(document.rename(QStringLiteral("Ann's stage")));
        const QJsonObject course = document.toJson();
        const CourseProblems problems = CourseFile::check(course, {3, std::nullopt});
        QVERIFY2(!hasErrors(problems), qPrintable(problemTexts(problems).join(u'\n')));
        GameSetup setup = test::gameSetup(QStringLiteral("visions"))
                              .seats({Controller::Human, Controller::AiEasy, Controller::AiEasy})
                              .seed(3);
        setup.course = course;
        setup.courseSource.clear(); // the course being edited, as Play This Course gives it
        GameSession session;
        session.setAiDelayMs(0);
        QString error;
        QVERIFY2(session.start(setup, &error), qPrintable(error));
        show(session, {1280, 720});
        lineUpAndWaitForActivation(session);
        playMoves(session, std::numeric_limits<int>::max(), [this] { return decideByClicks(); });
        QVERIFY(game(session).isOver());
        const std::vector<int> places = game(session).podiumPlaces();
        for (int place = 1; place <= 3; ++place)
            QCOMPARE(std::count(places.begin(), places.end(), place), 1);
        QTRY_VERIFY(test::isShown(item(QStringLiteral("playAgainButton"))));
        QVERIFY(test::isShown(item(QStringLiteral("podium"))));
    }

    void hotSeatPassesTheDevice()
    {
        GameSession session;
        start(session, {Controller::Human, Controller::Human, Controller::AiEasy}, 8);
        VisionsTurnController *t = turn();
        QTRY_VERIFY(t->passDeviceNeeded());
        QVERIFY(t->hand().isEmpty());
        QVERIFY(click(QStringLiteral("confirmPassButton")));
        QTRY_COMPARE(t->phase(), VisionsTurnController::TurnPhase::Place);
        const int first = game(session).currentSeat();
        QVERIFY(decideByClicks());
        QTRY_VERIFY_WITH_TIMEOUT(session.humanToAct() && game(session).currentSeat() != first,
                                 10000);
        QTRY_VERIFY(t->passDeviceNeeded());
        QVERIFY(t->hand().isEmpty());
        QVERIFY(t->tactics().isEmpty());
        QVERIFY(click(QStringLiteral("confirmPassButton")));
        QTRY_COMPARE(t->phase(), VisionsTurnController::TurnPhase::Place);
        QCOMPARE(
            t->hand().size(),
            int(game(session).state().team[std::size_t(game(session).currentSeat())].handCount));
    }

    // Every Action card of the hand is as tall as the others after the window is resized, up and
    // down, in the middle of a move (issue 32: after a resize the card whose effect wrapped onto
    // more lines kept its old height, taller or shorter than the rest).
    void handCardsShareOneHeightAfterAResize()
    {
        GameSession session;
        start(session, {Controller::Human, Controller::AiEasy, Controller::AiEasy}, 3,
              {1920, 1080});
        lineUpAndWaitForActivation(session);
        // In the middle of the move, its spaces to choose, as when the issue was seen.
        VisionsTurnController *t = turn();
        QVERIFY(click(QStringLiteral("card_%1").arg(firstCard())));
        if (!t->wildTypes().isEmpty())
            QVERIFY(click(QStringLiteral("wildType_0")));
        QVERIFY(click(QStringLiteral("activateButton")));
        QTRY_VERIFY(!t->targets().isEmpty() || !t->options().isEmpty());
        const QVariantList hand = t->hand();
        QVERIFY(hand.size() > 1);
        for (const QSize size : {QSize(870, 670), QSize(1280, 720), QSize(840, 620),
                                 QSize(1920, 1080), QSize(1100, 700), QSize(1600, 1000)}) {
            m_view->resize(size);
            QTest::qWait(50);
            QStringList heights;
            double first = -1;
            bool same = true;
            for (const QVariant &card : hand) {
                QQuickItem *drawn = item(QStringLiteral("card_%1").arg(
                    card.toMap().value(QStringLiteral("card")).toInt()));
                QVERIFY(drawn);
                first = first < 0 ? drawn->height() : first;
                same = same && qFuzzyCompare(drawn->height(), first);
                heights << QString::number(drawn->height());
            }
            QVERIFY2(same, qPrintable(QStringLiteral("at %1×%2: %3")
                                          .arg(size.width())
                                          .arg(size.height())
                                          .arg(heights.join(QStringLiteral(", ")))));
        }
    }

    void layoutKeepsEverythingInside_data()
    {
        QTest::addColumn<QSize>("size");
        QTest::newRow("840x620") << QSize(840, 620);
        QTest::newRow("1280x720") << QSize(1280, 720);
        QTest::newRow("1920x1080") << QSize(1920, 1080);
    }
    void layoutKeepsEverythingInside()
    {
        QFETCH(QSize, size);
        GameSession session;
        start(session, {Controller::Human, Controller::AiEasy, Controller::AiEasy}, 3, size);
        const QRectF window(QPointF(0, 0), QSizeF(size));
        const auto inside = [&](const QString &name) {
            QQuickItem *target = item(name);
            QVERIFY2(target && test::isShown(target), qPrintable(name));
            const QRectF r = test::sceneRect(target);
            QVERIFY2(window.contains(r), qPrintable(QStringLiteral("%1 at %2,%3 %4×%5")
                                                        .arg(name)
                                                        .arg(r.x())
                                                        .arg(r.y())
                                                        .arg(r.width())
                                                        .arg(r.height())));
        };
        VisionsTurnController *t = turn();
        lineUpAndWaitForActivation(session);
        QVERIFY(click(QStringLiteral("card_%1").arg(firstCard())));
        if (!t->wildTypes().isEmpty())
            QVERIFY(click(QStringLiteral("wildType_0")));
        QTest::qWait(50);
        for (const QString &name : {QStringLiteral("visionsRoadView"), QStringLiteral("statusText"),
                                    QStringLiteral("promptText"), QStringLiteral("fitButton"),
                                    QStringLiteral("followButton"), QStringLiteral("recentLog")})
            inside(name);
        // The road's title and the symbol key read whole, on more lines when narrow.
        for (const QString &name : {QStringLiteral("roadTitle"), QStringLiteral("symbolKey")}) {
            inside(name);
            QVERIFY2(!item(name)->property("truncated").toBool(), qPrintable(name));
        }
        // What the decision needs is inside, its Activate button whatever the size.
        for (const QVariant &card : t->hand())
            inside(
                QStringLiteral("card_%1").arg(card.toMap().value(QStringLiteral("card")).toInt()));
        inside(QStringLiteral("activateButton"));
        // The road gets a fair share of the width, and shows a dozen rows of riders large enough
        // to read.
        QQuickItem *road = item(QStringLiteral("visionsRoadView"));
        QVERIFY(road->width() >= 0.4 * size.width());
        const double readable = road->property("readableZoom").toDouble();
        const auto rows = [&] {
            return road->height() /
                   (VisionsBoardModel::spaceSize() * road->property("zoom").toDouble());
        };
        QVERIFY(road->property("zoom").toDouble() >= readable);
        QVERIFY(rows() >= 11.9 || road->property("zoom").toDouble() <= readable + 1e-9);
        // Fit shows the field, never smaller than readable.
        QVERIFY(click(QStringLiteral("fitButton")));
        QVERIFY(road->property("zoom").toDouble() >= readable - 1e-9);
    }
};

QTEST_MAIN(TestVisionsBoard)
#include "tst_visions_board.moc"
