// Both boards as a newcomer meets them (headless: offscreen, software): a whole human turn of
// each game played by keyboard alone, the board's layout from the app's smallest centre
// (840 × 620, a 1280 × 720 screen with the docks) up (the hand never leaves the window, the rates
// stay once chosen, nothing moves when the prompt or the log grows, cards keep one size), browsing
// an earlier move in Salmon Run, and the explanations (the engine's reasons, a Wild card's open
// direction, clicking the landing hex).
#include "../salmon/SalmonGuiSupport.h"
#include "GameSetupBuilder.h"
#include "QuickItems.h"
#include "SalmonBoardModel.h"
#include "SalmonTurnController.h"
#include "SessionTestSupport.h"
#include "rowing/RowingGame.h"
#include "salmon/SalmonCourseGeometry.h"
#include "salmon/SalmonNarration.h"
#include "session/GameSession.h"

#include <QAccessible>
#include <QQmlComponent>
#include <QQmlEngine>
#include <QQuickItem>
#include <QQuickView>
#include <QTest>
#include <QtQml/QQmlExtensionPlugin>

#include <algorithm>
#include <vector>

Q_IMPORT_QML_PLUGIN(CoursewrightPlugin)

using namespace cw;

namespace {

const salmon::SalmonGame &salmonGame(const GameSession &session)
{
    return *dynamic_cast<const salmon::SalmonGame *>(session.shownGame());
}

const rowing::RowingGame &rowingGame(const GameSession &session)
{
    return *dynamic_cast<const rowing::RowingGame *>(session.shownGame());
}

bool shown(QQuickItem *item)
{
    for (; item; item = item->parentItem())
        if (!item->isVisible())
            return false;
    return true;
}

QRectF sceneRect(QQuickItem *item)
{
    return item->mapRectToScene(QRectF(0, 0, item->width(), item->height()));
}

} // namespace

class TestBoardPlay : public QObject {
    Q_OBJECT

    std::unique_ptr<QQuickView> m_view;
    QStringList m_warnings;

    void showBoard(GameSession *session, QSize size = {1600, 1000})
    {
        m_warnings.clear();
        QString error;
        m_view = test::boardView(session, size, &m_warnings, &error);
        QVERIFY2(m_view, qPrintable(error));
        m_view->show();
        m_view->requestActivate();
        QVERIFY(QTest::qWaitForWindowActive(m_view.get()));
    }

    QQuickItem *item(const QString &name) { return test::findItem(m_view->rootObject(), name); }
    QString focused() const
    {
        QQuickItem *focus = m_view->activeFocusItem();
        return focus ? focus->objectName() : QString();
    }
    void key(Qt::Key k) { QTest::keyClick(m_view.get(), k); }
    SalmonTurnController *salmonTurn()
    {
        return m_view->rootObject()->findChild<SalmonTurnController *>();
    }

    // A Salmon Run game, human (seat 0) against two Easy AIs, waiting for the human's cards; the
    // AI then waits a minute, so the human's turn is all the test sees.
    void startSalmon(GameSession &session, QSize size = {1600, 1000}, std::uint64_t seed = 21)
    {
        session.setAiDelayMs(0);
        QString error;
        QVERIFY2(
            session.start(test::gameSetup(QStringLiteral("salmon"))
                              .seats({Controller::Human, Controller::AiEasy, Controller::AiEasy})
                              .seed(seed),
                          &error),
            qPrintable(error));
        showBoard(&session, size);
        QTRY_VERIFY_WITH_TIMEOUT(session.humanToAct(), 20000);
        session.setAiDelayMs(60000);
    }

    // A rowing race, human in lane 1 (first to act) against three Easy AIs that wait a minute.
    void startRowing(GameSession &session, QSize size = {1600, 1000})
    {
        session.setAiDelayMs(60000);
        QString error;
        QVERIFY2(session.start(test::gameSetup(QStringLiteral("rowing"))
                                   .seats({Controller::Human, Controller::AiEasy,
                                           Controller::AiEasy, Controller::AiEasy})
                                   .seed(2026),
                               &error),
                 qPrintable(error));
        showBoard(&session, size);
    }

private slots:
    void cleanup()
    {
        m_view.reset();
        QVERIFY2(m_warnings.isEmpty(), qPrintable(m_warnings.join(QLatin1Char('\n'))));
    }

    // Arrows to a Swim card, Space selects it, Escape cancels, Enter plays; prompts answer with
    // Enter on their first button; E ends the turn. No mouse at all.
    void salmonTurnByKeyboard()
    {
        GameSession session;
        startSalmon(session);
        SalmonTurnController *turn = salmonTurn();
        QVERIFY(turn);
        QTRY_VERIFY(focused().startsWith(QLatin1String("card-")));
        const salmon::Hex start = salmonGame(session).state().salmon[0].hex;
        bool swam = false;
        for (int guard = 0; guard < 40 && salmonGame(session).currentSeat() == 0; ++guard) {
            const salmon::SalmonGame &game = salmonGame(session);
            const int before = session.moveCount();
            const SalmonTurnController::TurnPhase phase = turn->phase();
            if (phase == SalmonTurnController::TurnPhase::PlayCards) {
                int target = -1;
                for (int row = 0; row < turn->hand()->rowCount() && target < 0; ++row) {
                    const salmon::Card card = turn->hand()->cardAt(row);
                    if (!swam && salmon::isSwim(card) && card != salmon::Card::Wild &&
                        !game.swimPath(salmon::SwimMove(int(card))).empty())
                        target = row;
                }
                if (target >= 0) {
                    QTRY_VERIFY(focused().startsWith(QLatin1String("card-")));
                    for (int i = 0; i < 8; ++i)
                        key(Qt::Key_Left);
                    QCOMPARE(focused(), QStringLiteral("card-0"));
                    for (int i = 0; i < target; ++i)
                        key(Qt::Key_Right);
                    QCOMPARE(focused(), QStringLiteral("card-%1").arg(target));
                    key(Qt::Key_Space);
                    QCOMPARE(turn->selectedCount(), 1);
                    key(Qt::Key_Escape);
                    QCOMPARE(turn->selectedCount(), 0);
                    key(Qt::Key_Space);
                    key(Qt::Key_Return);
                    swam = true;
                } else {
                    key(Qt::Key_E);
                }
            } else if (phase == SalmonTurnController::TurnPhase::MoveBear) {
                key(Qt::Key_Right);
                key(Qt::Key_Return);
            } else {
                QTRY_VERIFY2(focused().startsWith(QLatin1String("option-")), test::enumKey(phase));
                key(Qt::Key_Return);
            }
            QTRY_VERIFY2(session.moveCount() > before, test::enumKey(phase));
        }
        QVERIFY(swam);
        QVERIFY(salmonGame(session).currentSeat() != 0);
        QVERIFY(salmonGame(session).state().salmon[0].hex != start);
    }

    // The rates with the arrows and Space, the cards with the arrows and Space, Enter to play and
    // to keep the hand; a prompt's first button answers with Enter.
    void rowingTurnByKeyboard()
    {
        GameSession session;
        startRowing(session);
        QTRY_VERIFY(focused().startsWith(QLatin1String("rate-")));
        for (int i = 0; i < 3 && focused() != QLatin1String("rate-40"); ++i)
            key(focused() == QLatin1String("rate-35") ? Qt::Key_Down : Qt::Key_Up);
        QCOMPARE(focused(), QStringLiteral("rate-40"));
        key(Qt::Key_Space);
        QCOMPARE(session.moveCount(), 1);
        QCOMPARE(rowingGame(session).phase(), rowing::Phase::PlayCards);
        // The hand is sorted with the playable cards first: the first two make a play.
        QTRY_COMPARE(focused(), QStringLiteral("card-0"));
        key(Qt::Key_Space);
        key(Qt::Key_Right);
        QCOMPARE(focused(), QStringLiteral("card-1"));
        key(Qt::Key_Space);
        QTRY_VERIFY(item(QStringLiteral("previewMarker"))->isVisible());
        key(Qt::Key_Return);
        QCOMPARE(session.moveCount(), 2);
        QVERIFY(rowingGame(session).boat(0).space > 0);
        for (int guard = 0; guard < 5 && rowingGame(session).currentSeat() == 0; ++guard) {
            const int before = session.moveCount();
            key(Qt::Key_Return); // keep every card (or take the first answer of a prompt)
            QTRY_VERIFY(session.moveCount() > before);
        }
        QVERIFY(rowingGame(session).currentSeat() != 0);
    }

    // The focus order is the board's, and every control says what it is to a screen reader.
    void controlsHaveAccessibleNames()
    {
        GameSession session;
        startSalmon(session);
        for (const QString &name :
             {QStringLiteral("card-0"), QStringLiteral("endTurnButton"),
              QStringLiteral("zoomInButton"), QStringLiteral("mySalmonButton"),
              QStringLiteral("salmonToken-0")}) {
            QQuickItem *target = item(name);
            QVERIFY2(target, qPrintable(name));
            QAccessibleInterface *accessible = QAccessible::queryAccessibleInterface(target);
            QVERIFY2(accessible, qPrintable(name));
            QVERIFY2(!accessible->text(QAccessible::Name).isEmpty(), qPrintable(name));
        }
    }

    // From the app's smallest centre up: the hand is inside the window on the human's turn, the
    // river gets most of the width, and the hand does not move or change size when the prompt
    // grows or the phase changes.
    void salmonLayoutKeepsTheHand_data()
    {
        QTest::addColumn<QSize>("size");
        QTest::newRow("840x620") << QSize(840, 620);
        QTest::newRow("1280x720") << QSize(1280, 720);
        QTest::newRow("1920x1080") << QSize(1920, 1080);
    }
    void salmonLayoutKeepsTheHand()
    {
        QFETCH(QSize, size);
        GameSession session;
        startSalmon(session, size);
        SalmonTurnController *turn = salmonTurn();
        QTRY_VERIFY(item(QStringLiteral("card-0")) && shown(item(QStringLiteral("card-0"))));
        QTest::qWait(50);
        const int cards = turn->hand()->rowCount();
        QVERIFY(cards >= 2);
        const QRectF window(QPointF(0, 0), QSizeF(size));
        const QRectF last = sceneRect(item(QStringLiteral("card-%1").arg(cards - 1)));
        QVERIFY2(window.contains(last), qPrintable(QStringLiteral("card at %1,%2 %3×%4")
                                                       .arg(last.x())
                                                       .arg(last.y())
                                                       .arg(last.width())
                                                       .arg(last.height())));
        QVERIFY(item(QStringLiteral("salmonRiverView"))->width() >= 0.35 * size.width());
        const QRectF before = sceneRect(item(QStringLiteral("card-1")));
        QVERIFY(turn->toggleCard(0)); // the prompt and its preview grow
        QTest::qWait(50);
        QCOMPARE(sceneRect(item(QStringLiteral("card-1"))), before);
        QVERIFY(turn->cancel());
        QVERIFY(turn->endTurn()); // another phase (another seat's turn): same card size
        QTest::qWait(50);
        if (QQuickItem *card = item(QStringLiteral("card-0")))
            QCOMPARE(card->width(), before.width());
    }

    // At the app's smallest centre the stroke rates stay in sight once a rate is chosen, and the
    // hand and the Play button are inside the window.
    void rowingKeepsTheRatesOnANarrowBoard()
    {
        GameSession session;
        startRowing(session, {840, 620});
        QTRY_VERIFY(item(QStringLiteral("rate-40")));
        QVERIFY(session.submit(rowing::rateAction(rowing::Rate::Spm40)));
        QTest::qWait(50);
        const QRectF window(0, 0, 840, 620);
        for (const QString &name :
             {QStringLiteral("rate-40"), QStringLiteral("card-0"), QStringLiteral("playButton")}) {
            QQuickItem *target = item(name);
            QVERIFY2(target && shown(target), qPrintable(name));
            QVERIFY2(window.contains(sceneRect(target)), qPrintable(name));
        }
    }

    // A decision's buttons keep the panel's bottom edge, whatever the text above them does: the
    // text scrolls (issue 32: rowing's Play and Motivation's "No, thanks" fell out of view).
    void decisionButtonsStayInView_data()
    {
        QTest::addColumn<int>("height");
        QTest::newRow("roomy") << 400;
        QTest::newRow("short") << 150;
        QTest::newRow("tiny") << 110;
    }
    void decisionButtonsStayInView()
    {
        QFETCH(int, height);
        QQuickView view;
        m_warnings.clear();
        connect(view.engine(), &QQmlEngine::warnings, this, [this](const QList<QQmlError> &list) {
            for (const QQmlError &w : list)
                m_warnings.append(w.toString());
        });
        QQmlComponent component(view.engine());
        component.setData(R"qml(
            import QtQuick
            import QtQuick.Layouts
            import "qrc:/Coursewright/common"
            DecisionPanel {
                property alias text: prompt.text
                Text { id: prompt; Layout.fillWidth: true; wrapMode: Text.WordWrap }
                actions: [
                    ActionButton { objectName: "yes"; text: "Dig deep (+2)" },
                    ActionButton { objectName: "no"; text: "No, thanks" }
                ]
            })qml",
                          QUrl(QStringLiteral("qrc:/test/Panel.qml")));
        std::unique_ptr<QObject> object(component.create());
        QVERIFY2(object, qPrintable(component.errorString()));
        auto *panel = qobject_cast<QQuickItem *>(object.get());
        panel->setParentItem(view.contentItem());
        view.resize(260, height);
        panel->setSize(QSizeF(260, height));
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        for (const int words : {5, 60, 400}) {
            panel->setProperty(
                "text", QStringLiteral("Pay a card to move two spaces? ").repeated(words / 5));
            QTest::qWait(30);
            for (const char *name : {"yes", "no"}) {
                QQuickItem *button = test::findItem(panel, QLatin1String(name));
                QVERIFY(button && shown(button));
                QVERIFY2(
                    QRectF(0, 0, 260, height).contains(sceneRect(button)),
                    qPrintable(QStringLiteral("%1 words: %2").arg(words).arg(QLatin1String(name))));
            }
        }
        // The text that does not fit scrolls.
        QVERIFY(test::findItem(panel, QStringLiteral("decisionScroll"))
                    ->property("interactive")
                    .toBool());
    }

    // Browsing an earlier move shows that position on the river, and back to live the last one.
    void salmonBrowsingShowsTheEarlierPosition()
    {
        GameSession session;
        startSalmon(session);
        const auto tokenCentre = [this] {
            QQuickItem *token = item(QStringLiteral("salmonToken-0"));
            return token
                       ? QPointF(token->x() + token->width() / 2, token->y() + token->height() / 2)
                       : QPointF(-1, -1);
        };
        const salmon::Hex start = salmonGame(session).state().salmon[0].hex;
        const int startMove = session.moveCount();
        SalmonTurnController *turn = salmonTurn();
        for (int row = 0; row < turn->hand()->rowCount(); ++row) {
            const salmon::Card card = turn->hand()->cardAt(row);
            if (salmon::isSwim(card) && card != salmon::Card::Wild &&
                !salmonGame(session).swimPath(salmon::SwimMove(int(card))).empty()) {
                QVERIFY(turn->toggleCard(row));
                QVERIFY(turn->play());
                break;
            }
        }
        QVERIFY(salmonGame(session).state().salmon[0].hex != start);
        const salmon::SalmonCourseGeometry geometry(salmonGame(session).river(),
                                                    SalmonBoardModel::HexPixels);
        const QPointF live = geometry.centre(salmonGame(session).state().salmon[0].hex);
        QTRY_VERIFY(QLineF(tokenCentre(), live).length() < 20);
        // The narration band's last line, and the log's last line up to a move.
        const auto lastLine = [this] {
            QString last;
            for (QQuickItem *line : item(QStringLiteral("recentLog"))->childItems())
                if (line->property("text").isValid())
                    last = line->property("text").toString();
            return last;
        };
        const auto narratedUpTo = [&session](int moves) {
            QStringList lines;
            session.replayNarration([&lines](const QStringList &l, int) { lines << l; }, moves);
            return lines.last();
        };
        const QString liveLine = narratedUpTo(session.moveCount());
        QTRY_COMPARE(lastLine(), liveLine);
        session.setViewedMove(startMove);
        QCOMPARE(salmonGame(session).state().salmon[0].hex, start);
        QTRY_VERIFY(QLineF(tokenCentre(), geometry.centre(start)).length() < 20);
        // The narration is the earlier move's, not the last one's.
        QVERIFY(narratedUpTo(startMove) != liveLine);
        QTRY_COMPARE(lastLine(), narratedUpTo(startMove));
        session.setViewedMove(session.moveCount());
        QTRY_VERIFY(QLineF(tokenCentre(), live).length() < 20);
        QTRY_COMPARE(lastLine(), liveLine);
    }

    // The reasons come from the engine: a Bear card with no bear warns before it is wasted, a
    // blocked jump says which rule refuses it; a Wild card starts on an open direction; a click
    // on the landing hex plays the move.
    void salmonExplainsAndPlaysFromTheRiver()
    {
        GameSession session;
        startSalmon(session);
        SalmonTurnController *turn = salmonTurn();
        auto &game = const_cast<salmon::SalmonGame &>(salmonGame(session));
        salmon::SalmonState &state = game.mutableState();
        state.bearCount = 0;
        state.salmon[0].hand = {};
        state.salmon[0].hand[salmon::Card::Bear] = 1;
        state.salmon[0].hand[salmon::Card::SwimForward] = 2;
        state.salmon[0].hand[salmon::Card::Wild] = 1;
        emit session.positionChanged();
        // Rows in card order: Swim Forward ×2, Wild, Bear.
        QCOMPARE(turn->hand()->cardAt(3), salmon::Card::Bear);
        QVERIFY(turn->toggleCard(3));
        QCOMPARE(turn->selectionWarning(), salmon::SalmonNarration::wastedPlay(salmon::Card::Bear));
        QVERIFY(turn->cancel());
        QVERIFY(turn->toggleCard(0));
        QVERIFY(turn->toggleCard(1));
        const salmon::MoveFault fault =
            game.jumpFault(salmon::SwimMove::Forward, salmon::SwimMove::Forward);
        if (fault != salmon::MoveFault::None)
            QVERIFY(turn->selectionWarning().contains(salmon::SalmonNarration::moveFault(fault)));
        QVERIFY(turn->cancel());
        QVERIFY(turn->toggleCard(2)); // the Wild: its first open direction
        const QVariantList wild = turn->wildChoices();
        QCOMPARE(wild.size(), 1);
        const int direction = wild.front().toMap().value(QStringLiteral("direction")).toInt();
        for (int d = 0; d < direction; ++d) // every direction before it is blocked
            QVERIFY(game.swimFault(salmon::SwimMove(int(salmon::SwimMove::WildForward) + d)) !=
                    salmon::MoveFault::None);
        // Down turns it by keyboard: left, forward, right, round again.
        QTRY_VERIFY(focused().startsWith(QLatin1String("card-")));
        key(Qt::Key_Down);
        const std::vector<int> order{1, 0, 2};
        const auto at = std::find(order.begin(), order.end(), direction) - order.begin();
        QCOMPARE(turn->wildChoices().front().toMap().value(QStringLiteral("direction")).toInt(),
                 order[std::size_t(at + 1) % 3]);
        QVERIFY(turn->cancel());
        // Swim Forward previewed, then its landing hex clicked.
        QVERIFY(turn->toggleCard(0));
        const std::vector<salmon::Hex> path = game.swimPath(salmon::SwimMove::Forward);
        QVERIFY(!path.empty());
        const int landing = game.river().index(path.back());
        const int before = session.moveCount();
        QVERIFY(turn->clickHex(landing));
        QCOMPARE(session.moveCount(), before + 1);
        QCOMPARE(salmonGame(session).state().salmon[0].hex, path.back());
    }
};

QTEST_MAIN(TestBoardPlay)
#include "tst_board_play.moc"
