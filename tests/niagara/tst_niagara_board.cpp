// The Niagara board in a real window: a human plays whole rounds against Easy AIs through
// simulated clicks (a paddle card, then the highlighted spaces and the turn's buttons) and by
// keyboard alone; the layout keeps cards, river and buttons inside the window from the app's
// smallest centre up; two humans share the device without seeing each other's card; and Phase
// III's frames replay every river move of Easy games to the engine's position.
#include "NiagaraBoardModel.h"
#include "NiagaraGuiSupport.h"
#include "NiagaraRiverFlow.h"
#include "NiagaraTableModel.h"
#include "NiagaraTurnController.h"
#include "PaintOrder.h"
#include "QuickItems.h"
#include "core/GameRegistry.h"
#include "niagara/NiagaraEasyAi.h"
#include "niagara/NiagaraGame.h"
#include "session/GameSession.h"

#include <QQmlEngine>
#include <QQuickItem>
#include <QQuickView>
#include <QTest>
#include <QtQml/QQmlExtensionPlugin>

#include <algorithm>
#include <utility>

Q_IMPORT_QML_PLUGIN(CoursewrightPlugin)

using namespace cw;
using namespace cw::niagara;

class TestNiagaraBoard : public QObject {
    Q_OBJECT

    std::unique_ptr<QQuickView> m_view;
    QStringList m_warnings;

    QQuickItem *item(const QString &name) { return test::findItem(m_view->rootObject(), name); }
    static bool shown(QQuickItem *target)
    {
        for (QQuickItem *i = target; i; i = i->parentItem())
            if (!i->isVisible())
                return false;
        return true;
    }
    static QRectF sceneRect(QQuickItem *target)
    {
        return target->mapRectToScene(QRectF(0, 0, target->width(), target->height()));
    }
    bool click(QQuickItem *target)
    {
        if (!target || !shown(target) || !target->isEnabled())
            return false;
        QTest::mouseClick(
            m_view.get(), Qt::LeftButton, {},
            target->mapToScene({target->width() / 2, target->height() / 2}).toPoint());
        return true;
    }
    bool click(const QString &name)
    {
        QTest::qWait(20); // layouts place changed items at the next polish
        return click(item(name));
    }
    static const NiagaraGame &game(const GameSession &session)
    {
        return *dynamic_cast<const NiagaraGame *>(session.shownGame());
    }
    NiagaraTurnController *turn()
    {
        return m_view->rootObject()->findChild<NiagaraTurnController *>();
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
        QVERIFY2(session.start(test::gameSetup(QStringLiteral("niagara")).seats(seats).seed(seed),
                               &error),
                 qPrintable(error));
        show(session, size);
    }

    // The first enabled button of the turn's tools: [key, first option's index].
    static QVariantMap firstEnabledTool(NiagaraTurnController *t)
    {
        for (const QVariant &tool : t->tools())
            if (tool.toMap().value(QStringLiteral("enabled")).toBool())
                return tool.toMap();
        return {};
    }

    // One decision of the human through the mouse: a paddle card (the Easy AI's), a highlighted
    // space on the river, or the turn's first enabled button (its first choice when it opens
    // several). False when nothing could be clicked.
    bool decideByClicks(const GameSession &session)
    {
        NiagaraTurnController *t = turn();
        const NiagaraTurnController::TurnPhase phase = t->phase();
        if (phase == NiagaraTurnController::TurnPhase::Choose) {
            const Action card = NiagaraEasyAi::ruleAction(game(session));
            return click(QStringLiteral("card_%1").arg(card - actions::ChooseCard));
        }
        if (!t->targets().isEmpty()) {
            const QVariantMap target = t->targets().front().toMap();
            const int space = target.value(QStringLiteral("space")).toInt();
            return click(space < 0 ? QStringLiteral("target_beach")
                                   : QStringLiteral("target_%1")
                                         .arg(target.value(QStringLiteral("label")).toString()));
        }
        const QVariantMap tool = firstEnabledTool(t);
        if (tool.isEmpty())
            return false;
        const QString key = tool.value(QStringLiteral("key")).toString();
        if (!click(key + QStringLiteral("Button")))
            return false;
        if (tool.value(QStringLiteral("options")).toList().size() > 1)
            return click(key + QStringLiteral("Option_0"));
        return true;
    }

    // One decision by keyboard alone: arrows and Enter for a card or a space, E to end the turn,
    // else Tab to the first enabled button and Space (then Tab and Space for its first choice).
    bool decideByKeys()
    {
        NiagaraTurnController *t = turn();
        QTest::qWait(20);
        const NiagaraTurnController::TurnPhase phase = t->phase();
        if (phase == NiagaraTurnController::TurnPhase::Choose || !t->targets().isEmpty()) {
            QTest::keyClick(m_view.get(), Qt::Key_Right);
            QTest::keyClick(m_view.get(), Qt::Key_Return);
            return true;
        }
        const QVariantMap tool = firstEnabledTool(t);
        if (tool.isEmpty())
            return false;
        const QString key = tool.value(QStringLiteral("key")).toString();
        if (key == QLatin1String("endTurn")) {
            QTest::keyClick(m_view.get(), Qt::Key_E);
            return true;
        }
        const auto focusOn = [this](const QString &name) {
            for (int guard = 0; guard < 40; ++guard) {
                QQuickItem *focus = m_view->activeFocusItem();
                if (focus && focus->objectName() == name)
                    return true;
                QTest::keyClick(m_view.get(), Qt::Key_Tab);
            }
            return false;
        };
        if (!focusOn(key + QStringLiteral("Button")))
            return false;
        QTest::keyClick(m_view.get(), Qt::Key_Space);
        if (tool.value(QStringLiteral("options")).toList().size() > 1) {
            QTest::qWait(20);
            if (!focusOn(key + QStringLiteral("Option_0")))
                return false;
            QTest::keyClick(m_view.get(), Qt::Key_Space);
        }
        return true;
    }

    // Plays the human's decisions with `decide` until round `rounds` + 1 starts or the game ends;
    // every decision must be taken (the game moves on).
    template <class Decide>
    void playRounds(GameSession &session, int rounds, Decide decide)
    {
        while (!game(session).isOver() && game(session).round() <= rounds) {
            QTRY_VERIFY_WITH_TIMEOUT(session.humanToAct() || game(session).isOver() ||
                                         game(session).round() > rounds,
                                     10000);
            if (game(session).isOver() || game(session).round() > rounds)
                break;
            // Nobody else's secret card is in the table before the reveal.
            const auto *table = m_view->rootObject()->findChild<NiagaraTableModel *>();
            for (const QVariant &p : table->players()) {
                const QVariantMap player = p.toMap();
                const Seat &seat = game(session).state().seats[std::size_t(
                    player.value(QStringLiteral("seat")).toInt())];
                if (!seat.revealed)
                    QCOMPARE(player.value(QStringLiteral("card")).toInt(), -1);
            }
            const int before = game(session).moveNumber();
            QVERIFY2(decide(), test::enumKey(turn()->phase()));
            QTRY_VERIFY_WITH_TIMEOUT(game(session).moveNumber() > before, 5000);
        }
    }

private slots:
    void cleanup()
    {
        m_view.reset();
        const QStringList warnings = std::exchange(m_warnings, {});
        QVERIFY2(warnings.isEmpty(), qPrintable(warnings.join(QLatin1Char('\n'))));
    }

    void humanPlaysTwoRoundsByClicks()
    {
        GameSession session;
        start(session, {Controller::Human, Controller::AiEasy, Controller::AiEasy}, 11);
        playRounds(session, 2, [&] { return decideByClicks(session); });
        QVERIFY(game(session).round() > 2 || game(session).isOver());
        // The human's canoes left the beach at some point: a move was made by clicking a space.
        const auto &events = game(session).events();
        QVERIFY(std::any_of(events.begin(), events.end(), [](const NiagaraEvent &e) {
            return e.type == NiagaraEvent::Moved && e.seat == 0;
        }));
    }

    void humanPlaysARoundByKeyboard()
    {
        GameSession session;
        start(session, {Controller::Human, Controller::AiEasy}, 4);
        playRounds(session, 2, [&] { return decideByKeys(); });
        QVERIFY(game(session).round() > 2 || game(session).isOver());
    }

    // Issue 54: Tab reaches every choice in one order: Phase I's cards that may be chosen, then
    // the person's canoes that may act, then the decision's buttons; at every decision of the
    // first two rounds.
    void tabOrderCardsThenCanoesThenButtons()
    {
        GameSession session;
        start(session, {Controller::Human, Controller::AiEasy, Controller::AiEasy}, 11);
        // The order class of a focused item: a card, a canoe, a button; -1 for anything else.
        const auto rank = [](const QString &name) {
            if (name.startsWith(QLatin1String("card_")))
                return 0;
            if (name.startsWith(QLatin1String("canoe_")))
                return 1;
            return name.endsWith(QLatin1String("Button")) ||
                           name.contains(QLatin1String("Option_")) ||
                           name.startsWith(QLatin1String("canoeChoice_")) ||
                           name.startsWith(QLatin1String("move_"))
                       ? 2
                       : -1;
        };
        bool sawCards = false, sawCanoes = false;
        while (!game(session).isOver() && game(session).round() <= 2) {
            QTRY_VERIFY_WITH_TIMEOUT(session.humanToAct() || game(session).isOver(), 10000);
            if (game(session).isOver())
                break;
            QTest::qWait(20);
            // One turn of Tab round the board.
            QStringList cycle;
            for (int guard = 0; guard < 80; ++guard) {
                QTest::keyClick(m_view.get(), Qt::Key_Tab);
                QQuickItem *focus = m_view->activeFocusItem();
                const QString name = focus ? focus->objectName() : QString();
                if (!cycle.isEmpty() && name == cycle.front())
                    break;
                cycle << name;
            }
            QList<int> ranks;
            for (const QString &name : std::as_const(cycle))
                if (rank(name) >= 0)
                    ranks << rank(name);
            const auto first = std::min_element(ranks.begin(), ranks.end());
            std::rotate(ranks.begin(), first, ranks.end());
            QVERIFY2(std::is_sorted(ranks.begin(), ranks.end()), qPrintable(cycle.join(u' ')));
            const NiagaraTurnController *t = turn();
            if (t->phase() == NiagaraTurnController::TurnPhase::Choose) {
                for (const QVariant &card : t->hand())
                    if (card.toMap().value(QStringLiteral("playable")).toBool())
                        QVERIFY2(cycle.contains(QStringLiteral("card_%1").arg(
                                     card.toMap().value(QStringLiteral("card")).toInt())),
                                 qPrintable(cycle.join(u' ')));
                sawCards = true;
            }
            if (!t->canoeChoices().isEmpty()) {
                QVERIFY2(std::any_of(cycle.begin(), cycle.end(),
                                     [](const QString &n) {
                                         return n.startsWith(QLatin1String("canoe_"));
                                     }),
                         qPrintable(cycle.join(u' ')));
                sawCanoes = true;
            }
            const int before = game(session).moveNumber();
            QVERIFY(decideByClicks(session));
            QTRY_VERIFY_WITH_TIMEOUT(game(session).moveNumber() > before, 5000);
        }
        QVERIFY(sawCards);
        QVERIFY(sawCanoes);
    }

    // Between two humans the device is passed: a seat's cards are hidden until it takes the
    // device, and the second never sees the first one's card before the reveal.
    void hotSeatHidesTheOtherCard()
    {
        GameSession session;
        start(session, {Controller::Human, Controller::Human}, 8);
        NiagaraTurnController *t = turn();
        QTRY_VERIFY(t->passDeviceNeeded());
        QVERIFY(t->hand().isEmpty());
        QVERIFY(click(QStringLiteral("confirmPassButton")));
        QTRY_COMPARE(t->phase(), NiagaraTurnController::TurnPhase::Choose);
        const int first = game(session).currentSeat();
        QVERIFY(click(QStringLiteral("card_2")));
        QTRY_VERIFY(game(session).currentSeat() != first);
        QTRY_VERIFY(t->passDeviceNeeded());
        QVERIFY(t->hand().isEmpty());
        QVERIFY(click(QStringLiteral("confirmPassButton")));
        QTRY_COMPARE(t->phase(), NiagaraTurnController::TurnPhase::Choose);
        for (const QVariant &card : t->hand()) // the second seat's own cards: none chosen yet
            QCOMPARE(card.toMap().value(QStringLiteral("state")).toInt() ==
                         int(NiagaraTurnController::CardState::Chosen),
                     false);
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
        QTRY_VERIFY(session.humanToAct());
        const QRectF window(QPointF(0, 0), QSizeF(size));
        const auto inside = [&](const QString &name) {
            QQuickItem *target = item(name);
            QVERIFY2(target && shown(target), qPrintable(name));
            const QRectF r = sceneRect(target);
            QVERIFY2(window.contains(r), qPrintable(QStringLiteral("%1 at %2,%3 %4×%5")
                                                        .arg(name)
                                                        .arg(r.x())
                                                        .arg(r.y())
                                                        .arg(r.width())
                                                        .arg(r.height())));
        };
        QTRY_VERIFY(item(QStringLiteral("card_6")));
        QTest::qWait(50);
        for (int card = 0; card < actions::Cards; ++card)
            inside(QStringLiteral("card_%1").arg(card));
        for (const QString &name :
             {QStringLiteral("niagaraCanvas"), QStringLiteral("statusText"),
              QStringLiteral("weatherTrack"), QStringLiteral("symbolKeyButton"),
              QStringLiteral("forkPointer"), QStringLiteral("player_2")})
            inside(name);
        // The river gets a fair share of the width: on a narrow board, the whole width. Names,
        // gems and the title are whole.
        QVERIFY(item(QStringLiteral("niagaraRiverView"))->width() >=
                (size.width() < 1000 ? 0.9 : 0.4) * size.width());
        QVERIFY(!item(QStringLiteral("riverTitle"))->property("truncated").toBool());
        for (int seat = 0; seat < 3; ++seat) {
            QVERIFY(
                !item(QStringLiteral("playerName_%1").arg(seat))->property("truncated").toBool());
            QVERIFY(sceneRect(item(QStringLiteral("player_%1").arg(seat)))
                        .contains(sceneRect(item(QStringLiteral("playArea_%1").arg(seat)))));
        }
        // On the human's turn every highlighted space and every button is inside too.
        while (!session.humanToAct() ||
               turn()->phase() == NiagaraTurnController::TurnPhase::Choose) {
            if (session.humanToAct() && turn()->phase() == NiagaraTurnController::TurnPhase::Choose)
                QVERIFY(click(QStringLiteral("card_5")));
            QTRY_VERIFY_WITH_TIMEOUT(
                session.humanToAct() && turn()->phase() != NiagaraTurnController::TurnPhase::Choose,
                10000);
        }
        QTest::qWait(50);
        for (const QVariant &target : turn()->targets()) {
            const QVariantMap t = target.toMap();
            inside(
                t.value(QStringLiteral("space")).toInt() < 0
                    ? QStringLiteral("target_beach")
                    : QStringLiteral("target_%1").arg(t.value(QStringLiteral("label")).toString()));
        }
        for (const QVariant &tool : turn()->tools())
            inside(tool.toMap().value(QStringLiteral("key")).toString() + QStringLiteral("Button"));
    }

    // The symbol key opens above everything on the board, in Phase I (the cards) and in a turn
    // (the decision's buttons): it was a child of the river's column, which the grid draws
    // before the side column and the players (issue 55).
    void symbolKeyOpensAboveTheCardsAndTheDecision_data()
    {
        QTest::addColumn<QSize>("size");
        QTest::newRow("910x445") << QSize(910, 445);
        QTest::newRow("840x620") << QSize(840, 620);
        QTest::newRow("1280x720") << QSize(1280, 720);
        QTest::newRow("1920x1080") << QSize(1920, 1080);
    }
    void symbolKeyOpensAboveTheCardsAndTheDecision()
    {
        QFETCH(QSize, size);
        GameSession session;
        start(session, {Controller::Human, Controller::AiEasy}, 5, size);
        QTRY_VERIFY(session.humanToAct());
        QTRY_VERIFY(item(QStringLiteral("card_6")));
        QVERIFY(click(QStringLiteral("symbolKeyButton")));
        QQuickItem *key = item(QStringLiteral("symbolKey"));
        const auto checkOnTop = [&](const char *when) {
            QTest::qWait(50);
            QVERIFY(key && test::isShown(key));
            const QRectF window(QPointF(0, 0), QSizeF(size));
            QVERIFY2(window.contains(test::sceneRect(key)), when);
            const std::vector<QQuickItem *> over =
                test::itemsPaintedOver(m_view->rootObject(), key);
            QStringList names;
            for (const QQuickItem *i : over)
                names << QStringLiteral("%1 %2").arg(
                    QString::fromLatin1(i->metaObject()->className()), i->objectName());
            QVERIFY2(over.empty(), qPrintable(QStringLiteral("%1: %2").arg(
                                       QString::fromLatin1(when), names.join(u", "))));
        };
        checkOnTop("choosing a card");
        QVERIFY(click(QStringLiteral("symbolKeyButton"))); // closed: it may cover the card
        QTRY_VERIFY(!key->isVisible());
        QVERIFY(click(QStringLiteral("card_5")));
        QTRY_VERIFY_WITH_TIMEOUT(session.humanToAct() &&
                                     turn()->phase() != NiagaraTurnController::TurnPhase::Choose,
                                 10000);
        QVERIFY(click(QStringLiteral("symbolKeyButton")));
        checkOnTop("in a turn");
    }

    // Plays the human's decisions by clicks until it is to paddle with spaces highlighted.
    void playUntilPaddling(GameSession &session)
    {
        for (int guard = 0; guard < 200; ++guard) {
            QTRY_VERIFY_WITH_TIMEOUT(session.humanToAct(), 10000);
            if (turn()->phase() != NiagaraTurnController::TurnPhase::Choose &&
                !turn()->targets().isEmpty())
                return;
            const int before = game(session).moveNumber();
            QVERIFY(decideByClicks(session));
            QTRY_VERIFY_WITH_TIMEOUT(game(session).moveNumber() > before, 5000);
        }
        QFAIL("never to paddle");
    }

    // Issue 32: on a narrow board a highlighted space's tool tip opened over the space itself,
    // took the click and the canoe did not paddle. The tip opens beside the space, and a click on
    // the space while it shows paddles there.
    void aHighlightedSpaceTakesTheClickUnderItsToolTip()
    {
        GameSession session;
        start(session, {Controller::Human, Controller::AiEasy}, 6, {840, 620});
        playUntilPaddling(session);
        QTest::qWait(50);
        const QVariantMap target = turn()->targets().front().toMap();
        QQuickItem *ring = item(target.value(QStringLiteral("space")).toInt() < 0
                                    ? QStringLiteral("target_beach")
                                    : QStringLiteral("target_%1")
                                          .arg(target.value(QStringLiteral("label")).toString()));
        QVERIFY(ring && shown(ring));
        // The ring's place is read again on every try: a slow (sanitizer) build may still be
        // laying the river out when the first move arrives.
        QPoint centre;
        QQuickItem *tip = nullptr;
        const auto hoverShowsTip = [&] {
            centre = sceneRect(ring).center().toPoint();
            QTest::mouseMove(m_view.get(), centre - QPoint(2, 2));
            QTest::mouseMove(m_view.get(), centre);
            return (tip = test::shownToolTip(m_view->contentItem())) != nullptr;
        };
        QTRY_VERIFY_WITH_TIMEOUT(hoverShowsTip(), 10000);
        QVERIFY2(!sceneRect(tip).intersects(sceneRect(ring)), "the tool tip covers its space");
        const int before = game(session).moveNumber();
        QTest::mouseClick(m_view.get(), Qt::LeftButton, {}, centre);
        QTRY_VERIFY(game(session).moveNumber() > before);
    }

    // The keyboard is always on a decision that Enter takes: Phase I's first card without an
    // arrow pressed, the first highlighted space, and with no space to click the first button.
    void enterAlwaysDecides()
    {
        GameSession session;
        start(session, {Controller::Human, Controller::AiEasy}, 9, {840, 620});
        for (int decisions = 0; decisions < 30 && !game(session).isOver(); ++decisions) {
            QTRY_VERIFY_WITH_TIMEOUT(session.humanToAct() || game(session).isOver(), 10000);
            if (game(session).isOver())
                break;
            QTest::qWait(30);
            const NiagaraTurnController::TurnPhase phase = turn()->phase();
            QQuickItem *focus = m_view->activeFocusItem();
            QVERIFY(focus);
            if (phase == NiagaraTurnController::TurnPhase::Choose || !turn()->targets().isEmpty())
                QCOMPARE(focus->objectName(), QStringLiteral("niagaraBoard"));
            else
                QVERIFY2(focus->objectName().endsWith(QLatin1String("Button")) &&
                             focus->isEnabled() && shown(focus),
                         qPrintable(focus->objectName()));
            const int before = game(session).moveNumber();
            QTest::keyClick(m_view.get(), Qt::Key_Return);
            QTest::qWait(20);
            if (m_view->activeFocusItem() &&
                m_view->activeFocusItem()->objectName().contains(QLatin1String("Option_")))
                QTest::keyClick(m_view.get(), Qt::Key_Return); // the first of its choices
            QTRY_VERIFY2_WITH_TIMEOUT(game(session).moveNumber() > before, test::enumKey(phase),
                                      5000);
        }
    }

    // Issue 32: the steal prompt needed Tab before the arrows and Enter took it. The keyboard is
    // on its first button at once, Left and Right walk its buttons, Enter takes the one it is on.
    // Once one canoe has moved, the prompt asks for the other as the rules do: it must move
    // while it was on the water when the turn began, and End turn waits for it (issue 32: "Your
    // other canoe may move too: … or end the turn." beside a disabled End turn).
    // Issue 55: the game of tests/niagara/games/niagara-round-34.cwgame, no gem landed by round
    // 34, played on to the person's next paddle card; the board's prompt says how to break it,
    // and a game in its first rounds does not.
    void promptSaysHowToBreakALongGame()
    {
        GameSession session;
        session.setAiDelayMs(0);
        QString error;
        QVERIFY2(session.load(qEnvironmentVariable("CW_SOURCE_DIR") +
                                  QStringLiteral("/tests/niagara/games/niagara-round-34.cwgame"),
                              &error),
                 qPrintable(error));
        show(session, {1280, 720});
        QTRY_VERIFY_WITH_TIMEOUT(session.humanToAct(), 10000);
        QCOMPARE(game(session).round(), 34);
        QVERIFY(!turn()->longGameNote().isEmpty());
        // A turn's prompt keeps to the turn (the panel would take the river's height).
        QVERIFY(!turn()->promptText().contains(turn()->longGameNote()));
        for (int guard = 0; game(session).state().step != Step::ChooseCard; ++guard) {
            QVERIFY(guard < 200);
            QVERIFY(session.submit(NiagaraEasyAi::ruleAction(game(session))));
            QTRY_VERIFY_WITH_TIMEOUT(session.humanToAct(), 10000);
        }
        QCOMPARE(game(session).round(), 35);
        QVERIFY2(turn()->longGameNote().startsWith(QLatin1String("Round 35 and no gem on land")),
                 qPrintable(turn()->longGameNote()));
        QVERIFY(turn()->promptText().endsWith(turn()->longGameNote()));
        // Shown whole in the prompt area at 1280 x 720.
        QQuickItem *prompt = item(QStringLiteral("promptText"));
        QVERIFY(test::isShown(prompt));
        QTRY_COMPARE(prompt->property("text").toString(), turn()->promptText());
        QVERIFY(test::sceneRect(prompt).bottom() <= 720);

        GameSession fresh;
        start(fresh, {Controller::Human, Controller::AiEasy}, 3);
        QTRY_VERIFY_WITH_TIMEOUT(fresh.humanToAct(), 10000);
        QVERIFY(turn()->longGameNote().isEmpty());
        QVERIFY(!turn()->promptText().contains(QLatin1String("no gem on land")));
    }

    void promptSaysTheOtherCanoeMustMove()
    {
        GameSession session;
        start(session, {Controller::Human, Controller::AiEasy}, 3);
        for (int guard = 0;; ++guard) {
            QVERIFY2(guard < 3000, "the other canoe never had to move");
            QTRY_VERIFY_WITH_TIMEOUT(session.humanToAct() || game(session).isOver(), 10000);
            QVERIFY(!game(session).isOver());
            const NiagaraState &s = game(session).state();
            if (s.step == Step::Canoes && s.turn.acted != 0 &&
                (s.turn.mustMove & ~s.turn.acted) != 0)
                break;
            session.submit(NiagaraEasyAi::ruleAction(game(session)));
        }
        QTRY_VERIFY(!turn()->promptText().isEmpty());
        QVERIFY2(!turn()->promptText().contains(QLatin1String("end the turn")),
                 qPrintable(turn()->promptText()));
        for (const QVariant &tool : turn()->tools())
            if (tool.toMap().value(QStringLiteral("key")) == QLatin1String("endTurn"))
                QVERIFY(!tool.toMap().value(QStringLiteral("enabled")).toBool());
    }

    void stealPromptByArrowsAndEnter()
    {
        GameSession session;
        start(session, {Controller::Human, Controller::AiEasy, Controller::AiEasy}, 2);
        QVERIFY(test::playToStealPrompt(session));
        QTest::qWait(50);
        const auto focusName = [this] {
            return m_view->activeFocusItem() ? m_view->activeFocusItem()->objectName() : QString();
        };
        QTRY_COMPARE(focusName(), QStringLiteral("stealButton"));
        QTest::keyClick(m_view.get(), Qt::Key_Right);
        QCOMPARE(focusName(), QStringLiteral("noStealButton"));
        QTest::keyClick(m_view.get(), Qt::Key_Left);
        QCOMPARE(focusName(), QStringLiteral("stealButton"));
        const int before = game(session).moveNumber();
        QTest::keyClick(m_view.get(), Qt::Key_Return);
        QTRY_VERIFY(game(session).moveNumber() > before);
        QCOMPARE(int(game(session).state().seats[0].canoes[0].gem), int(Red));
    }

    // With an AI pace, the board plays Phase III out: the discs step through the river move, then
    // rest where the engine has them; at the instant pace nothing is animated.
    void boardPlaysOutPhaseThree()
    {
        GameSession session;
        session.setAiDelayMs(20);
        QString error;
        QVERIFY2(session.start(test::gameSetup(QStringLiteral("niagara"))
                                   .seats({Controller::AiEasy, Controller::AiEasy})
                                   .seed(2),
                               &error),
                 qPrintable(error));
        show(session, {1280, 720});
        auto *river = m_view->rootObject()->findChild<NiagaraBoardModel *>();
        QVERIFY(river);
        QVERIFY(river->animate());
        QTRY_VERIFY_WITH_TIMEOUT(river->flowing(), 10000);
        session.setAiDelayMs(60000); // no further river move while this one is played out
        QVERIFY(river->animate());
        const QVariantList first = river->discs();
        QTRY_VERIFY(river->discs() != first); // the next frame
        QTRY_VERIFY_WITH_TIMEOUT(!river->flowing(), 10000);
        const NiagaraState &s = game(session).state();
        const QVariantList discs = river->discs();
        const QVariantList spaces = river->spaces();
        const auto at = [](const QVariant &item) {
            const QVariantMap map = item.toMap();
            return QPointF(map.value(QStringLiteral("x")).toDouble(),
                           map.value(QStringLiteral("y")).toDouble());
        };
        for (int space = 0; space < s.layout.spaces(); ++space) {
            const QVariant disc = discs[s.discs[std::size_t(space)]];
            QVERIFY(disc.toMap().value(QStringLiteral("shown")).toBool());
            QCOMPARE(at(disc), at(spaces[space]));
        }
        session.setAiDelayMs(0); // the instant pace shows positions at once
        QVERIFY(!river->animate());
    }

    // Phase III as the board plays it out: in Easy games on both built-in rivers, every river
    // move replays from the discs before it to the engine's position, one frame per point, and
    // every canoe lost goes over in the frame in which its disc goes over the waterfall.
    void flowReplaysEveryRiverMove()
    {
        for (const QString &river :
             {QStringLiteral("niagara-standard"), QStringLiteral("niagara-twin-falls")}) {
            GameSetup setup = test::gameSetup(QStringLiteral("niagara"))
                                  .course(river)
                                  .seats({Controller::AiEasy, Controller::AiEasy,
                                          Controller::AiEasy, Controller::AiEasy})
                                  .seed(17);
            QString error;
            auto created = GameRegistry::find(setup.gameId)->create(setup, &error);
            QVERIFY2(created, qPrintable(error));
            auto *g = dynamic_cast<NiagaraGame *>(created.get());
            g->setRecordLog(true);
            int moves = 0, lost = 0;
            for (int step = 0; step < 20000 && !g->isOver(); ++step) {
                const NiagaraRiverFlow::Discs before = g->state().discs;
                const std::size_t seen = g->events().size();
                // Easy's move, mixed with random ones so that canoes also go over a waterfall.
                ActionList legal = g->legalActions();
                const Action a = step % 3 == 0 ? legal[std::size_t(step / 3) % legal.size()]
                                               : NiagaraEasyAi::ruleAction(*g);
                g->apply(a);
                int points = 0;
                for (std::size_t i = seen; i < g->events().size(); ++i)
                    if (g->events()[i].type == NiagaraEvent::RiverMoved)
                        points = g->events()[i].a;
                NiagaraRiverFlow flow;
                QCOMPARE(flow.build(*g, before, seen), points > 0);
                if (points == 0)
                    continue;
                ++moves;
                QCOMPARE(flow.frameCount(), points + 1);
                for (const NiagaraRiverFlow::LostCanoe &canoe : flow.lost()) {
                    ++lost;
                    QCOMPARE(flow.frame(canoe.frame).fell, canoe.disc);
                    QVERIFY(flow.spaceOf(canoe.frame - 1, canoe.disc) >= 0);
                    QCOMPARE(flow.spaceOf(canoe.frame, canoe.disc), -1);
                }
            }
            QVERIFY(moves > 0);
            QVERIFY2(lost > 0, qPrintable(river));
        }
    }
};

QTEST_MAIN(TestNiagaraBoard)
#include "tst_niagara_board.moc"
