// The rowing board in a real window: Board.qml with a live GameSession (human seat 0 against the
// Easy AI, no AI delay, fixed seed), played through mouse clicks on the items the board names.
#include "GameSetupBuilder.h"
#include "Language.h"
#include "QuickItems.h"
#include "ScopedLanguage.h"
#include "SessionTestSupport.h"
#include "core/StartPositions.h"
#include "rowing/RowingGame.h"
#include "session/GameSession.h"

#include <QFont>
#include <QQmlEngine>
#include <QQuickItem>
#include <QQuickView>
#include <QTest>
#include <QWheelEvent>
#include <QtQml/QQmlExtensionPlugin>

#include <algorithm>

Q_IMPORT_QML_PLUGIN(CoursewrightPlugin)

using namespace cw;
using cw::test::findItem;

namespace {

bool shown(QQuickItem *item)
{
    for (; item; item = item->parentItem())
        if (!item->isVisible())
            return false;
    return true;
}

const rowing::RowingGame &rowingGame(const GameSession &session)
{
    return *dynamic_cast<const rowing::RowingGame *>(session.shownGame());
}

// A legal play of Pace cards only whose preview (the engine's rule) catches a crab at a split
// line, or 0 when there is none.
Action crabbingPlay(const rowing::RowingGame &game)
{
    if (game.phase() != rowing::Phase::PlayCards)
        return 0;
    for (Action a : game.legalActions()) {
        const rowing::CardCounts cards = rowing::playedCardsOf(a);
        if (rowing::isPlayAction(a) && cards[rowing::Card::Instability] == 0 &&
            game.previewPlay(cards).crab)
            return a;
    }
    return 0;
}

// The highest rate, then the play with the highest pace; keeps every card.
Action greedy(const rowing::RowingGame &game)
{
    const ActionList legal = game.legalActions();
    Action best = legal.front();
    int bestScore = -1;
    for (Action a : legal) {
        const int score = rowing::isRateAction(a)    ? int(rowing::rateOf(a))
                          : rowing::isPlayAction(a)  ? rowing::playedCardsOf(a).paceSum()
                          : a == rowing::DiscardBase ? 1
                                                     : 0;
        if (score > bestScore) {
            best = a;
            bestScore = score;
        }
    }
    return best;
}

} // namespace

class TestRowingBoard : public QObject {
    Q_OBJECT

    std::unique_ptr<QQuickView> m_view;
    QStringList m_warnings;

    // Loads the board for `session` in a window (1600×1000 unless told); QML warnings fail the
    // test.
    void showBoard(GameSession *session, QSize size = {1600, 1000})
    {
        m_warnings.clear();
        QString error;
        m_view = test::boardView(session, size, &m_warnings, &error);
        QVERIFY2(m_view, qPrintable(error));
        m_view->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_view.get()));
    }

    // The person against Easy on `seed`, the board shown at `size`; false (the reason printed)
    // when the game does not start or the board does not show.
    bool startAgainstEasy(GameSession &session, int seed, QSize size = {1600, 1000})
    {
        session.setAiDelayMs(0);
        QString error;
        if (!session.start(test::gameSetup(QStringLiteral("rowing"))
                               .seats({Controller::Human, Controller::AiEasy})
                               .seed(seed),
                           &error)) {
            qWarning("%s", qPrintable(error));
            return false;
        }
        showBoard(&session, size);
        return !QTest::currentTestFailed();
    }

    QQuickItem *item(const QString &name) { return findItem(m_view->rootObject(), name); }

    // What the course's ruler writes (RowingCourseItem::rulerLabels), empty before it is shown.
    QVariantList rulerLabels()
    {
        QVariantList labels;
        if (QQuickItem *water = item(QStringLiteral("courseWater")))
            QMetaObject::invokeMethod(water, "rulerLabels", Q_RETURN_ARG(QVariantList, labels));
        return labels;
    }
    // The first sector name the ruler writes, empty when none.
    QString firstSectorName()
    {
        for (const QVariant &entry : rulerLabels())
            if (entry.toMap().value(QStringLiteral("kind")) == QStringLiteral("sector"))
                return entry.toMap().value(QStringLiteral("text")).toString();
        return {};
    }

    bool click(const QString &name)
    {
        QQuickItem *target = item(name);
        if (!target || !shown(target) || !target->isEnabled())
            return false;
        const QPointF centre =
            target->mapToScene(QPointF(target->width() / 2, target->height() / 2));
        QTest::mouseClick(m_view.get(), Qt::LeftButton, {}, centre.toPoint());
        return true;
    }

private slots:
    void cleanup()
    {
        m_view.reset();
        QVERIFY2(m_warnings.isEmpty(), qPrintable(m_warnings.join(QLatin1Char('\n'))));
    }

    void boardWithoutSessionThenWithOne()
    {
        showBoard(nullptr);
        QVERIFY(item(QStringLiteral("board")));
        QVERIFY(!item(QStringLiteral("statusText")));

        // The host may hand over the session later (QQuickWidget: rootObject()->setProperty).
        GameSession session;
        QString error;
        QVERIFY(session.start(
            test::gameSetup(QStringLiteral("rowing")).seats({Controller::Human}).seed(1), &error));
        m_view->rootObject()->setProperty("session", QVariant::fromValue(&session));
        QTRY_VERIFY(item(QStringLiteral("statusText")));
        QVERIFY(item(QStringLiteral("boat-0")));
        // `session` is a GameSession: the host hands over a typed pointer, null included (a
        // null QObject * does not convert to it).
        m_view->rootObject()->setProperty("session", QVariant::fromValue<GameSession *>(nullptr));
        QTRY_VERIFY(!item(QStringLiteral("statusText")));
    }

    void humanTurnByMouseMovesTheBoat()
    {
        GameSession session;
        session.setAiDelayMs(0);
        QString error;
        QVERIFY(session.start(test::gameSetup(QStringLiteral("rowing"))
                                  .seats({Controller::Human, Controller::AiEasy, Controller::AiEasy,
                                          Controller::AiEasy})
                                  .seed(2026),
                              &error));
        showBoard(&session);
        QQuickItem *status = item(QStringLiteral("statusText"));
        QVERIFY(status);
        QVERIFY(status->property("text").toString().contains(QStringLiteral("stroke rate")));

        // Stroke rate: 40 spm (two cards).
        QVERIFY(click(QStringLiteral("rate-40")));
        QCOMPARE(session.moveCount(), 1);
        QCOMPARE(rowingGame(session).phase(), rowing::Phase::PlayCards);

        // The hand is sorted pace 1, 2, 3 first: the first two cards are pace cards.
        QQuickItem *play = item(QStringLiteral("playButton"));
        QVERIFY(play && shown(play));
        QVERIFY(!play->isEnabled());
        QVERIFY(click(QStringLiteral("card-0")));
        QVERIFY(!play->isEnabled()); // one card of two: not a legal play
        QVERIFY(click(QStringLiteral("card-1")));
        QTRY_VERIFY(play->isEnabled());
        const int pace = item(QStringLiteral("card-0"))->property("value").toInt() +
                         item(QStringLiteral("card-1"))->property("value").toInt();
        QVERIFY(pace >= 2);
        QVERIFY(item(QStringLiteral("previewText"))
                    ->property("text")
                    .toString()
                    .contains(QStringLiteral("space %1").arg(pace)));

        QVERIFY(click(QStringLiteral("playButton")));
        QCOMPARE(rowingGame(session).boat(0).space, pace);
        QCOMPARE(item(QStringLiteral("boat-0"))->property("space").toInt(), pace);

        // Seat 0 leads round 1, so no motivation; the replenish prompt follows: keep all cards.
        QCOMPARE(rowingGame(session).phase(), rowing::Phase::Discard);
        QVERIFY(click(QStringLiteral("discardButton")));
        // Rate, play, keep all; with no AI delay the next boat may already have moved too.
        QVERIFY(session.moveCount() >= 3);
        QVERIFY(rowingGame(session).state().round > 1 || rowingGame(session).currentSeat() != 0);

        // The AI boats row on: the status and the log follow.
        QTRY_VERIFY_WITH_TIMEOUT(session.humanToAct(), 20000);
        QVERIFY(rowingGame(session).state().round >= 2);
        QVERIFY(status->property("text").toString().contains(
            test::defaultSeatName(QStringLiteral("rowing"), 0)));
        QQuickItem *log = item(QStringLiteral("recentLog"));
        QVERIFY(log && !log->childItems().isEmpty());

        // Finish the race through the session; the results table lists every rower.
        while (!session.shownGame()->isOver()) {
            if (session.humanToAct())
                session.submit(session.shownGame()->legalActions().front());
            else
                QTest::qWait(1);
        }
        QTRY_VERIFY(item(QStringLiteral("resultsTable")) &&
                    shown(item(QStringLiteral("resultsTable"))));
        for (int row = 0; row < 4; ++row)
            QVERIFY(item(QStringLiteral("resultRow-%1").arg(row)));
        QVERIFY(click(QStringLiteral("closeResultsButton")));
        QVERIFY(!shown(item(QStringLiteral("resultsTable"))));
    }

    // Issue 55: the results say why among boats that finished in the same round (reach, then
    // rate, then lane, docs/rules/rowing.md "End of the round"): a second line under the round
    // of each of them, and the rule under the table. Six Easy boats share rounds.
    void resultsExplainTiesWithinARound()
    {
        GameSession session;
        session.setAiDelayMs(0);
        QString error;
        QVERIFY2(
            session.start(test::gameSetup(QStringLiteral("rowing"))
                              .seats({Controller::AiEasy, Controller::AiEasy, Controller::AiEasy,
                                      Controller::AiEasy, Controller::AiEasy, Controller::AiEasy})
                              .seed(5),
                          &error),
            qPrintable(error));
        showBoard(&session);
        QTRY_VERIFY_WITH_TIMEOUT(session.shownGame()->isOver(), 60000);
        QTRY_VERIFY(item(QStringLiteral("resultsTable")) &&
                    shown(item(QStringLiteral("resultsTable"))));
        const rowing::RowingGame &game = rowingGame(session);
        bool shared = false;
        for (int row = 0; row < 6; ++row) {
            int seat = 0;
            while (game.boat(seat).rank != row + 1)
                ++seat;
            int together = 0;
            for (int other = 0; other < 6; ++other)
                together += game.boat(other).finishRound == game.boat(seat).finishRound;
            QQuickItem *why = item(QStringLiteral("tieBreak-%1").arg(row));
            QVERIFY(why);
            QCOMPARE(shown(why), together > 1);
            if (together > 1)
                QVERIFY2(why->property("text").toString().contains(
                             QStringLiteral("reach: space %1").arg(game.boat(seat).reach)),
                         qPrintable(why->property("text").toString()));
            shared |= together > 1;
        }
        QVERIFY2(shared, "no two boats finished in the same round");
        QVERIFY(shown(item(QStringLiteral("tieBreakRule"))));
    }

    // A setup's `starts` (the lab's rotation, a record it saved) can put a boat in any lane: the
    // selected play's preview is drawn in the acting boat's lane, not in lane seat + 1.
    void previewFollowsTheBoatIntoItsLane()
    {
        GameSession session;
        GameSetup setup = test::gameSetup(QStringLiteral("rowing"))
                              .seats({Controller::Human, Controller::Human})
                              .seed(7);
        setup.options.insert(StartPositions::key(), StartPositions::toJson({1, 0}));
        QString error;
        QVERIFY2(session.start(setup, &error), qPrintable(error));
        const rowing::RowingGame &game = rowingGame(session);
        QCOMPARE(game.boat(0).lane, 1);
        // Both boats at 40 spm; level on the start, the boat in lane 1 (seat 1) plays first.
        while (!(game.phase() == rowing::Phase::PlayCards && game.currentSeat() == 0))
            QVERIFY(session.submit(game.phase() == rowing::Phase::ChooseRate
                                       ? rowing::rateAction(rowing::Rate::Spm40)
                                       : game.legalActions().front()));
        Action play = 0;
        for (Action a : game.legalActions())
            if (rowing::isPlayAction(a) && rowing::playedCardsOf(a)[rowing::Card::Instability] == 0)
                play = a;
        QVERIFY(play);

        showBoard(&session);
        QVERIFY(click(QStringLiteral("confirmPassButton")));
        rowing::CardCounts wanted = rowing::playedCardsOf(play);
        for (int index = 0; QQuickItem *card = item(QStringLiteral("card-%1").arg(index));
             ++index) {
            const rowing::Card type = rowing::Card(card->property("value").toInt() - 1);
            if (card->property("kind").toString() == QLatin1String("pace") && wanted[type] > 0) {
                QVERIFY(click(QStringLiteral("card-%1").arg(index)));
                --wanted[type];
            }
        }
        QCOMPARE(wanted.total(), 0);
        QQuickItem *preview = item(QStringLiteral("previewMarker"));
        QTRY_VERIFY(preview && shown(preview));
        const double previewMiddle = test::sceneRect(preview).center().y();
        const QRectF laneTwo = test::sceneRect(item(QStringLiteral("laneMarker1")));
        QVERIFY2(previewMiddle > laneTwo.top() && previewMiddle < laneTwo.bottom(),
                 qPrintable(QStringLiteral("preview at y %1, lane 2 from %2 to %3")
                                .arg(previewMiddle)
                                .arg(laneTwo.top())
                                .arg(laneTwo.bottom())));
    }

    void zoomScrollAndFollowTheLeader()
    {
        GameSession session;
        QString error;
        QVERIFY(session.start(test::gameSetup(QStringLiteral("rowing"))
                                  .seats({Controller::Human, Controller::Human})
                                  .seed(12),
                              &error));
        for (int i = 0; i < 60; ++i) // hot-seat moves until the boats are well on the course
            QVERIFY(session.submit(session.shownGame()->legalActions().back()));
        showBoard(&session);
        QQuickItem *flick = item(QStringLiteral("courseFlickable"));
        QVERIFY(flick);
        const qreal fitWidth = flick->property("contentWidth").toReal();
        QVERIFY(fitWidth <= flick->width() + 1); // the whole course fits at zoom 1

        QVERIFY(click(QStringLiteral("zoomInButton")));
        const qreal zoomed = flick->property("contentWidth").toReal();
        QVERIFY(zoomed > fitWidth * 1.3);

        // Ctrl+wheel over the water zooms further.
        const QPointF over = flick->mapToScene(QPointF(flick->width() / 2, flick->height() / 2));
        QWheelEvent wheel(over, m_view->mapToGlobal(over.toPoint()), QPoint(), QPoint(0, 120),
                          Qt::NoButton, Qt::ControlModifier, Qt::NoScrollPhase, false);
        QCoreApplication::sendEvent(m_view.get(), &wheel);
        QTRY_VERIFY(flick->property("contentWidth").toReal() > zoomed * 1.1);

        QVERIFY(click(QStringLiteral("followLeaderButton")));
        QTRY_VERIFY(flick->property("contentX").toReal() > 0);
        QVERIFY(click(QStringLiteral("zoomFitButton")));
        QTRY_COMPARE(flick->property("contentWidth").toReal(), fitWidth);
    }

    // The issue's example: "crossing 500 m at pace 7 costs 3 stamina; you have 2: you will catch
    // a crab". A lone human boat rows greedily at 45 spm until a play of its hand would cross a
    // split line above its limit with too few stamina cards; selecting those cards warns. Playing
    // them puts the crab marker on the boat until its next turn starts.
    void previewWarnsOfACrabAndTheBoatShowsIt()
    {
        GameSession session;
        QString error;
        QVERIFY(session.start(
            test::gameSetup(QStringLiteral("rowing")).seats({Controller::Human}).seed(3), &error));
        Action crab = 0;
        while (!session.shownGame()->isOver() && !(crab = crabbingPlay(rowingGame(session))))
            QVERIFY(session.submit(greedy(rowingGame(session))));
        QVERIFY2(crab, "no crab within the race: pick another seed");
        const rowing::RowingGame &game = rowingGame(session);
        const rowing::CardCounts cards = rowing::playedCardsOf(crab);
        const rowing::PlayPreview preview = game.previewPlay(cards);
        const auto crossing = std::find_if(preview.crossings.begin(), preview.crossings.end(),
                                           [](const rowing::SplitCrossing &c) { return c.crab; });
        QVERIFY(crossing != preview.crossings.end());

        showBoard(&session);
        // Click each selected card's face: the hand lists Pace 1, 2, 3 first.
        rowing::CardCounts wanted = cards;
        for (int index = 0; QQuickItem *card = item(QStringLiteral("card-%1").arg(index));
             ++index) {
            const int value = card->property("value").toInt();
            const rowing::Card type = rowing::Card(value - 1); // Pace1, Pace2, Pace3
            if (card->property("kind").toString() == QLatin1String("pace") && wanted[type] > 0) {
                QVERIFY(click(QStringLiteral("card-%1").arg(index)));
                --wanted[type];
            }
        }
        QCOMPARE(wanted.total(), 0);
        QQuickItem *play = item(QStringLiteral("playButton"));
        QTRY_VERIFY(play->isEnabled());
        int staminaBefore = game.boat(0).staminaPile;
        for (auto c = preview.crossings.begin(); c != crossing; ++c)
            staminaBefore -= c->cost; // earlier lines of the same move are paid first
        const QString expected =
            QStringLiteral("Crossing %1 m at pace %2 costs %3 stamina; you have %4: you will "
                           "catch a crab.")
                .arg(crossing->line.metres)
                .arg(preview.pace)
                .arg(crossing->cost)
                .arg(staminaBefore);
        const QString text = item(QStringLiteral("previewText"))->property("text").toString();
        QVERIFY2(text.contains(expected), qPrintable(text));

        QVERIFY(!shown(item(QStringLiteral("crab-0"))));
        QVERIFY(click(QStringLiteral("playButton")));
        QTRY_VERIFY(game.boat(0).caughtCrab);
        QTRY_VERIFY(shown(item(QStringLiteral("crab-0"))));
        while (game.phase() != rowing::Phase::ChooseRate)
            QVERIFY(session.submit(game.legalActions().front()));
        QVERIFY(shown(item(QStringLiteral("crab-0")))); // still its turn's aftermath
        QVERIFY(session.submit(game.legalActions().front()));
        QTRY_VERIFY(!shown(item(QStringLiteral("crab-0"))));
    }

    void hotSeatHidesTheHandUntilThePlayerConfirms()
    {
        GameSession session;
        session.setAiDelayMs(0);
        QString error;
        QVERIFY(session.start(test::gameSetup(QStringLiteral("rowing"))
                                  .seats({Controller::Human, Controller::Human})
                                  .seed(9),
                              &error));
        showBoard(&session);
        QVERIFY(shown(item(QStringLiteral("confirmPassButton"))));
        QVERIFY(!shown(item(QStringLiteral("handView"))));
        click(QStringLiteral("rate-40")); // lands on the privacy screen
        QCOMPARE(session.moveCount(), 0);

        QVERIFY(click(QStringLiteral("confirmPassButton")));
        QVERIFY(shown(item(QStringLiteral("handView"))));
        QVERIFY(click(QStringLiteral("rate-40")));
        QCOMPARE(session.moveCount(), 1);
    }

    // Issue 32: the acting boat's highlight ran over the caption under its hull ("40 spm ·
    // stamina 0"), and at some widths "1000 m" sat on "Sector 3". Captions keep clear of every
    // hull and highlight; a sector's name, when shown, clears every metre label.
    void rulerAndBoatLabelsDoNotOverlap_data()
    {
        QTest::addColumn<QSize>("size");
        QTest::addColumn<double>("zoom");
        QTest::addColumn<int>("decisions"); // the human's, taken before looking
        QTest::newRow("840 wide") << QSize(840, 620) << 1.0 << 0;
        QTest::newRow("840 wide, zoomed") << QSize(840, 620) << 2.2 << 0;
        QTest::newRow("1400 wide") << QSize(1400, 950) << 1.0 << 0;
        QTest::newRow("1400 wide, zoomed") << QSize(1400, 950) << 3.0 << 0;
        // The board the app's least window leaves (issue 55): the controls beside the course;
        // at the start, and with the boats a few spaces on, their captions behind them.
        QTest::newRow("least window") << QSize(640, 400) << 1.0 << 0;
        QTest::newRow("least window, boats under way") << QSize(640, 400) << 1.0 << 6;
    }
    void rulerAndBoatLabelsDoNotOverlap()
    {
        QFETCH(QSize, size);
        QFETCH(double, zoom);
        QFETCH(int, decisions);
        GameSession session;
        session.setAiDelayMs(0);
        QString error;
        QVERIFY2(
            session.start(test::gameSetup(QStringLiteral("rowing"))
                              .seats({Controller::Human, Controller::AiEasy, Controller::AiEasy})
                              .seed(5),
                          &error),
            qPrintable(error));
        showBoard(&session, size);
        for (int decision = 0; decision < decisions; ++decision) {
            QTRY_VERIFY_WITH_TIMEOUT(session.humanToAct(), 10000);
            QVERIFY(session.submit(greedy(rowingGame(session))));
        }
        QTRY_VERIFY_WITH_TIMEOUT(session.humanToAct(), 10000);
        QQuickItem *course = nullptr;
        QTRY_VERIFY((course = item(QStringLiteral("courseFlickable"))) != nullptr);
        course->parentItem()->setProperty("zoom", zoom);
        QTest::qWait(decisions > 0 ? 800 : 50); // the boats' moves animated
        const auto rect = [this](const QString &name) {
            QQuickItem *target = item(name);
            return target && shown(target) ? test::sceneRect(target) : QRectF();
        };
        // Each caption whole inside the course's frame (at the least window's board "stamina 5"
        // began left of it, cut by the frame).
        const QRectF frame = test::sceneRect(course->parentItem()).adjusted(-1, -1, 1, 1);
        for (int seat = 0; seat < 3; ++seat) {
            const QRectF caption = rect(QStringLiteral("caption-%1").arg(seat));
            QVERIFY(!caption.isEmpty());
            QVERIFY2(frame.contains(caption),
                     qPrintable(QStringLiteral("caption %1 at %2,%3 %4×%5, the course from x %6")
                                    .arg(seat)
                                    .arg(caption.x())
                                    .arg(caption.y())
                                    .arg(caption.width())
                                    .arg(caption.height())
                                    .arg(frame.x())));
            for (int other = 0; other < 3; ++other) {
                QVERIFY(!caption.intersects(rect(QStringLiteral("hull-%1").arg(other))));
                QVERIFY(!caption.intersects(rect(QStringLiteral("highlight-%1").arg(other))));
                if (other != seat)
                    QVERIFY(!caption.intersects(rect(QStringLiteral("caption-%1").arg(other))));
            }
        }
        QList<QRectF> metres, sectors;
        for (const QVariant &entry : rulerLabels()) {
            const QVariantMap label = entry.toMap();
            const QRectF rect(label.value(QStringLiteral("x")).toDouble(),
                              label.value(QStringLiteral("y")).toDouble(),
                              label.value(QStringLiteral("width")).toDouble(),
                              label.value(QStringLiteral("height")).toDouble());
            QVERIFY(!rect.isEmpty());
            (label.value(QStringLiteral("kind")) == QStringLiteral("sector") ? sectors : metres)
                << rect;
        }
        QVERIFY(!metres.isEmpty());
        for (qsizetype i = 0; i < metres.size(); ++i)
            for (qsizetype j = i + 1; j < metres.size(); ++j)
                QVERIFY2(!metres[i].intersects(metres[j]), "two distance labels overlap");
        for (const QRectF &name : std::as_const(sectors))
            for (const QRectF &metre : std::as_const(metres))
                QVERIFY(!name.intersects(metre));
        const int sectorsShown = int(sectors.size());
        // Unzoomed, every sector is named where the course has the room.
        QVERIFY(sectorsShown == 4 || zoom > 1 || size.width() < 800);
    }

    // Issue 32: at 1280 × 720 in French the hand's seven cards were 44 px wide and cut
    // «Instabilité». At the sizes the main window gives the board (its dock column beside it),
    // in English and French, every card's name is whole at 11 px or more inside its card, and
    // the piles' captions are whole inside the hand, clear of the cards.
    void handNamesReadWhole_data()
    {
        QTest::addColumn<QSize>("size");
        QTest::addColumn<QString>("language");
        QTest::newRow("1280x720 window, en") << QSize(890, 674) << QStringLiteral("en");
        QTest::newRow("1280x720 window, fr") << QSize(825, 674) << QStringLiteral("fr");
        QTest::newRow("1920x1080 window, en") << QSize(1510, 1034) << QStringLiteral("en");
        QTest::newRow("1920x1080 window, fr") << QSize(1460, 1034) << QStringLiteral("fr");
    }
    void handNamesReadWhole()
    {
        QFETCH(QSize, size);
        QFETCH(QString, language);
        Language languages;
        test::ScopedLanguage scoped(languages);
        QVERIFY(scoped.apply(language));
        GameSession session;
        QVERIFY(startAgainstEasy(session, 3, size));
        bool sawInstability = false; // the longest name
        for (int decision = 0; decision < 12 && !sawInstability; ++decision) {
            QTRY_VERIFY_WITH_TIMEOUT(session.humanToAct(), 20000);
            QTest::qWait(30);
            QQuickItem *hand = item(QStringLiteral("handView"));
            QVERIFY(hand && shown(hand));
            const QRectF panel = test::sceneRect(hand->parentItem()->parentItem());
            QList<QRectF> cards;
            for (int index = 0; QQuickItem *card = item(QStringLiteral("card-%1").arg(index));
                 ++index) {
                QQuickItem *name = findItem(card, QStringLiteral("cardName"));
                QVERIFY(name);
                const QString text = name->property("text").toString();
                sawInstability |= card->property("kind").toString() == QLatin1String("instability");
                const int pixels = name->property("font").value<QFont>().pixelSize();
                QVERIFY2(pixels >= 11 && !name->property("truncated").toBool() &&
                             name->property("contentWidth").toReal() <= name->width() + 0.5 &&
                             test::sceneRect(card).contains(test::sceneRect(name)),
                         qPrintable(QStringLiteral("card %1 \"%2\": %3 px in a %4 px card")
                                        .arg(index)
                                        .arg(text)
                                        .arg(pixels)
                                        .arg(card->width())));
                cards << test::sceneRect(card);
            }
            QVERIFY(!cards.isEmpty());
            for (const QString &pile : {QStringLiteral("pile-draw"), QStringLiteral("pile-discard"),
                                        QStringLiteral("pile-stamina")}) {
                QQuickItem *caption = findItem(item(pile), QStringLiteral("pileCaption"));
                QVERIFY2(caption && shown(caption), qPrintable(pile));
                const QRectF at = test::sceneRect(caption);
                QVERIFY2(panel.contains(at) &&
                             caption->property("contentWidth").toReal() <= caption->width() + 0.5,
                         qPrintable(pile));
                for (const QRectF &card : std::as_const(cards))
                    QVERIFY2(!card.intersects(test::sceneRect(item(pile))), qPrintable(pile));
            }
            QVERIFY(session.submit(greedy(rowingGame(session))));
        }
        QVERIFY(sawInstability);
    }

    // Issue 55, at the board sizes a 1280 × 720 and a 1920 × 1080 window give: every stroke rate
    // says what changing to it costs ("Jump: 1 stamina card"), whole and inside its button (the
    // narrow board moved the costs to tool tips); and a card both selected and under the
    // keyboard keeps the selection's colour, the focus a ring around it.
    void rateCostsAndSelectionShow_data() { handNamesReadWhole_data(); }
    void rateCostsAndSelectionShow()
    {
        QFETCH(QSize, size);
        QFETCH(QString, language);
        Language languages;
        test::ScopedLanguage scoped(languages);
        QVERIFY(scoped.apply(language));
        GameSession session;
        QVERIFY(startAgainstEasy(session, 3, size));
        bool sawCosts = false, sawSelection = false;
        for (int decision = 0; decision < 16 && !(sawCosts && sawSelection); ++decision) {
            QTRY_VERIFY_WITH_TIMEOUT(session.humanToAct(), 20000);
            QTest::qWait(30);
            const rowing::RowingGame &game = rowingGame(session);
            if (game.phase() == rowing::Phase::ChooseRate) {
                for (const int spm : {35, 40, 45}) {
                    QQuickItem *cost = item(QStringLiteral("rateCost-%1").arg(spm));
                    QVERIFY(cost);
                    if (cost->property("text").toString().isEmpty())
                        continue;
                    sawCosts = true;
                    QVERIFY2(shown(cost) && !cost->property("truncated").toBool() &&
                                 test::sceneRect(item(QStringLiteral("rate-%1").arg(spm)))
                                     .contains(test::sceneRect(cost)),
                             qPrintable(cost->property("text").toString()));
                }
            }
            if (game.phase() == rowing::Phase::PlayCards && !sawSelection) {
                QQuickItem *card = nullptr;
                for (int index = 0; QQuickItem *one = item(QStringLiteral("card-%1").arg(index));
                     ++index)
                    if (!card && one->property("selectable").toBool())
                        card = one;
                QVERIFY(card);
                card->forceActiveFocus();
                QTest::keyClick(m_view.get(), Qt::Key_Space);
                QTRY_VERIFY(card->property("selected").toBool());
                QVERIFY(card->hasActiveFocus());
                QCOMPARE(
                    card->property("border").value<QObject *>()->property("color").value<QColor>(),
                    QColor(QStringLiteral("#f0a532")));
                QVERIFY(shown(findItem(card, QStringLiteral("focusRing"))));
                sawSelection = true;
                QTest::keyClick(m_view.get(), Qt::Key_Space); // the hand as it was
                QTRY_VERIFY(!card->property("selected").toBool());
            }
            QVERIFY(session.submit(greedy(rowingGame(session))));
        }
        QVERIFY(sawCosts);
        QVERIFY(sawSelection);
    }

    // The ruler and the rest of the course follow a language switch at once (issue 32: the
    // ruler kept the old language mid-game).
    void rulerFollowsTheLanguage()
    {
        GameSession session;
        QVERIFY(startAgainstEasy(session, 5));
        QTRY_COMPARE(firstSectorName(), QStringLiteral("Sector 1"));
        Language language;
        QVERIFY(language.apply(QStringLiteral("fr"), false));
        m_view->engine()->retranslate(); // what the window does on a language switch
        session.retranslate();
        QTRY_COMPARE(firstSectorName(),
                     QCoreApplication::translate("RowingBoardModel", "Sector %1").arg(1));
        QVERIFY(firstSectorName() != QStringLiteral("Sector 1"));
        language.apply(QStringLiteral("en"), false);
        m_view->engine()->retranslate();
        session.retranslate();
        QTRY_COMPARE(firstSectorName(), QStringLiteral("Sector 1"));
    }
};

QTEST_MAIN(TestRowingBoard)
#include "tst_rowing_board.moc"
