// The Salmon Run board in a real window: Board.qml with a live GameSession (no AI delay, fixed
// seeds). Checks the river against SalmonCourseGeometry, the previews against the engine (swimPath,
// jumpLanding), every prompt phase through its buttons, a whole game against the AI through the
// turn controller, and that no other seat's hand reaches the models.
#include "QuickItems.h"
#include "SalmonBoardModel.h"
#include "SalmonCourseItem.h"
#include "SalmonGuiSupport.h"
#include "SalmonTurnController.h"
#include "salmon/SalmonCardFaces.h"
#include "salmon/SalmonCourseGeometry.h"
#include "salmon/SalmonCoursePainter.h"
#include "salmon/SalmonPalette.h"
#include "salmon/SalmonSwimRules.h"
#include "salmon/SalmonSymbolIcons.h"
#include "session/GameSession.h"

#include <QColor>
#include <QElapsedTimer>
#include <QQmlComponent>
#include <QQmlEngine>
#include <QQuickItem>
#include <QQuickView>
#include <QRandomGenerator>
#include <QTest>
#include <QWheelEvent>
#include <QtQml/QQmlExtensionPlugin>

#include <algorithm>
#include <cmath>
#include <optional>
#include <set>

Q_IMPORT_QML_PLUGIN(CoursewrightPlugin)

using namespace cw;
using namespace cw::salmon;

namespace {

const SalmonGame &salmonGame(const GameSession &session)
{
    return *dynamic_cast<const SalmonGame *>(session.shownGame());
}

// The hexes the board model highlights on its boards, by kind.
std::map<QString, std::set<int>> highlighted(const SalmonBoardModel &board)
{
    std::map<QString, std::set<int>> kinds;
    const QVariantMap highlights = board.highlights();
    for (auto it = highlights.begin(); it != highlights.end(); ++it)
        if (board.onBoards(it.key().toInt()))
            kinds[it.value().toString()].insert(it.key().toInt());
    return kinds;
}

// The palette's colour a terrain is filled with, none for a rock (a boulder on the water).
std::optional<RiverColour> fillOf(Terrain terrain)
{
    switch (terrain) {
    case Terrain::Water:
        return RiverColour::Water;
    case Terrain::Land:
        return RiverColour::Land;
    case Terrain::Waterfall:
        return RiverColour::Waterfall;
    case Terrain::Rock:
        break;
    }
    return std::nullopt;
}

// Every card of a hand counts, in the order the hand model lists them.
std::vector<Card> handRows(const CardCounts &hand)
{
    std::vector<Card> rows;
    for (int c = 0; c < CardTypeCount; ++c)
        for (int n = 0; n < hand[Card(c)]; ++n)
            rows.push_back(Card(c));
    return rows;
}

} // namespace

class TestSalmonBoard : public QObject {
    Q_OBJECT

    std::unique_ptr<QQuickView> m_view;
    QStringList m_warnings;
    QString m_mismatch; // what plainHexesShowTheirFill last found drawn wrong

    void showBoard(GameSession *session)
    {
        m_warnings.clear();
        QString error;
        m_view = test::boardView(session, {1600, 1000}, &m_warnings, &error);
        QVERIFY2(m_view, qPrintable(error));
        m_view->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_view.get()));
    }

    QQuickItem *item(const QString &name)
    {
        return test::findQuickItem(m_view->rootObject(), name);
    }
    SalmonBoardModel *board() { return m_view->rootObject()->findChild<SalmonBoardModel *>(); }
    SalmonTurnController *turn()
    {
        return m_view->rootObject()->findChild<SalmonTurnController *>();
    }

    bool shown(QQuickItem *target)
    {
        for (QQuickItem *i = target; i; i = i->parentItem())
            if (!i->isVisible())
                return false;
        return true;
    }
    bool click(const QString &name)
    {
        QTest::qWait(20); // layouts (Flow, Row) place changed items at the next polish
        QQuickItem *target = item(name);
        if (!target || !shown(target) || !target->isEnabled())
            return false;
        QTest::mouseClick(
            m_view.get(), Qt::LeftButton, {},
            target->mapToScene({target->width() / 2, target->height() / 2}).toPoint());
        return true;
    }

    // The plain water and land hexes (no arrow, symbol or mark, away from the boards' dashed
    // outlines) whose centre shows in the view with the colour the river item fills them with, in
    // the window as drawn; -1 when one shows another colour (the river drawn away from where the
    // item says).
    int plainHexesShowTheirFill(const SalmonCourseItem &river, const QQuickItem &view,
                                const SalmonCourseMap &map)
    {
        const QImage image = m_view->grabWindow();
        m_mismatch.clear();
        const QRectF inView = test::sceneRect(&view).adjusted(40, 40, -40, -40); // past the tokens
        const SalmonCoursePainter &painter = board()->riverPainter();
        const double outline = 3 / river.zoom(); // 3 pixels either side of a board's outline
        const auto onOutline = [&](QPointF at) {
            for (int b = 0; b < painter.boardCount(); ++b) {
                const QRectF rect = painter.boardRectMm(b);
                if (rect.adjusted(-outline, -outline, outline, outline).contains(at) &&
                    !rect.adjusted(outline, outline, -outline, -outline).contains(at))
                    return true;
            }
            return false;
        };
        int shown = 0;
        for (int hexIndex = 0; hexIndex < map.cellCount(); ++hexIndex) {
            const HexCell &cell = map.at(map.hexAt(hexIndex));
            const QPointF centre = river.mapToScene(river.hexCentre(hexIndex));
            if (cell.symbol != Symbol::None || cell.arrowCount() > 0 || cell.start || cell.spawn ||
                (cell.terrain != Terrain::Water && cell.terrain != Terrain::Land) ||
                !river.hexFill(hexIndex).isValid() || !inView.contains(centre) ||
                onOutline(painter.geometry().centre(map.hexAt(hexIndex))))
                continue;
            bool covered = false; // a token over the hex
            for (const QVariant &token : board()->tokens())
                covered = covered || token.toMap().value(QStringLiteral("hexIndex")) == hexIndex;
            if (covered)
                continue;
            const QColor fill = river.hexFill(hexIndex);
            const QColor pixel = image.pixelColor(centre.toPoint());
            if (std::abs(pixel.red() - fill.red()) > 4 ||
                std::abs(pixel.green() - fill.green()) > 4 ||
                std::abs(pixel.blue() - fill.blue()) > 4) {
                m_mismatch = QStringLiteral("hex %1: %2 drawn, %3 expected")
                                 .arg(hexIndex)
                                 .arg(pixel.name(), fill.name());
                return -1;
            }
            ++shown;
        }
        return shown;
    }
    // A turn of the mouse wheel over the view (`delta` eighths of a degree; the view pans by half).
    void wheel(const QQuickItem &over, int delta)
    {
        const QPointF at = over.mapToScene({over.width() / 2, over.height() / 2});
        QWheelEvent event(at, m_view->mapToGlobal(at.toPoint()), QPoint(), QPoint(0, delta),
                          Qt::NoButton, Qt::NoModifier, Qt::NoScrollPhase, false);
        QCoreApplication::sendEvent(m_view.get(), &event);
    }

    // Two human seats on the expert river (seed 3), shown.
    void showTwoHumansOnExpert(GameSession &session)
    {
        QString error;
        QVERIFY2(session.start(test::gameSetup(QStringLiteral("salmon"))
                                   .course(QStringLiteral("salmon-expert"))
                                   .seats({Controller::Human, Controller::Human})
                                   .seed(3),
                               &error),
                 qPrintable(error));
        showBoard(&session);
    }

    // Starts `setup` and waits until a human must act (the AI may open the game).
    void startAndWaitForHuman(GameSession &session, const GameSetup &setup)
    {
        session.setAiDelayMs(0);
        QString error;
        QVERIFY2(session.start(setup, &error), qPrintable(error));
        showBoard(&session);
        QTRY_VERIFY_WITH_TIMEOUT(session.humanToAct(), 20000);
    }

private slots:
    void cleanup()
    {
        m_view.reset();
        QVERIFY2(m_warnings.isEmpty(), qPrintable(m_warnings.join(QLatin1Char('\n'))));
    }

    // The river item draws every hex a board covers where SalmonCourseGeometry puts it, at the
    // view's origin and zoom (the item is a tile placed in the view), and hit-tests with the same
    // geometry; a hex no board covers is not drawn.
    void hexesMatchRiverGeometry()
    {
        GameSession session;
        showTwoHumansOnExpert(session);
        SalmonBoardModel *model = board();
        QVERIFY(model);
        auto *item = qobject_cast<SalmonCourseItem *>(this->item(QStringLiteral("salmonRiver")));
        QVERIFY(item);
        QVERIFY(item->zoom() != 1); // a zoom other than 1 tells the item's and river's pixels apart
        const SalmonCourseMap &river = salmonGame(session).river();
        const SalmonCourseGeometry geometry(river, model->hexSize());
        const QPointF origin(item->originX(), item->originY());
        int covered = 0;
        for (int i = 0; i < river.cellCount(); ++i) {
            const Hex hex = river.hexAt(i);
            if (river.boardAt(hex) < 0) {
                QVERIFY(!model->onBoards(i));
                QCOMPARE(item->hexCentre(i), QPointF(-1, -1));
                continue;
            }
            ++covered;
            QVERIFY(model->onBoards(i));
            const QPointF centre = item->hexCentre(i);
            QCOMPARE(item->position() + centre, origin + geometry.centre(hex) * item->zoom());
            QCOMPARE(item->hexAt(centre.x(), centre.y()), i);
        }
        QVERIFY(covered > 40);
        QCOMPARE(model->riverHeight(), geometry.sizeMm().height());
        // Every token is drawn inside its hex, and a crowded start hex shows every salmon.
        const QVariantList tokens = model->tokens();
        QCOMPARE(tokens.size(), 2 + salmonGame(session).state().bearCount);
        for (const QVariant &t : tokens) {
            const QVariantMap token = t.toMap();
            const Hex hex = river.hexAt(token.value(QStringLiteral("hexIndex")).toInt());
            const QPointF at(token.value(QStringLiteral("x")).toDouble(),
                             token.value(QStringLiteral("y")).toDouble());
            QCOMPARE(geometry.hexAt(at), hex);
        }
        // The river shows the hex a click lands on.
        const Hex start = river.startHexes().front();
        QCOMPARE(model->hexAt(geometry.centre(start).x(), geometry.centre(start).y()),
                 river.index(start));
    }

    // The board paints the river with SalmonPalette, as the editor and the printer do
    // (SalmonCoursePainterCells reads the same table): open water, land and waterfalls are filled
    // with the palette's colours, and a plain hex (no arrow, symbol or mark) in view shows its fill
    // at the centre the river item gives for it: with the whole river in view, zoomed in, after a
    // short pan (the painted tile moved, not repainted) and a long one (a new tile).
    void riverColoursComeFromThePalette()
    {
        GameSession session;
        showTwoHumansOnExpert(session);
        SalmonBoardModel *model = board();
        QVERIFY(model);
        auto *river = qobject_cast<SalmonCourseItem *>(item(QStringLiteral("salmonRiver")));
        QVERIFY(river);
        QQuickItem *view = item(QStringLiteral("salmonRiverView"));
        QVERIFY(view);
        QCOMPARE(model->palette().value(QStringLiteral("water")).toString(),
                 riverColour(RiverColour::Water));
        const SalmonCourseMap &map = salmonGame(session).river();
        std::set<Terrain> filled;
        for (int hexIndex = 0; hexIndex < map.cellCount(); ++hexIndex) {
            const Terrain terrain = map.at(map.hexAt(hexIndex)).terrain;
            if (!model->onBoards(hexIndex) || !fillOf(terrain))
                continue;
            QCOMPARE(river->hexFill(hexIndex), QColor(riverColour(*fillOf(terrain))));
            filled.insert(terrain);
        }
        QVERIFY(filled.count(Terrain::Water) && filled.count(Terrain::Land));
        QVERIFY(!river->hexFill(-1).isValid());
        QCOMPARE(river->hexCentre(-1), QPointF(-1, -1));

        QVERIFY(click(QStringLiteral("zoomFitButton"))); // the whole river in view
        QTRY_VERIFY2(plainHexesShowTheirFill(*river, *view, map) >= 20, qPrintable(m_mismatch));
        QVERIFY(QMetaObject::invokeMethod(view, "zoomBy", Q_ARG(QVariant, 2.5)));
        QTRY_VERIFY2(plainHexesShowTheirFill(*river, *view, map) >= 5, qPrintable(m_mismatch));
        const QPointF before = river->position();
        wheel(*view, -120); // 60 pixels
        QTRY_VERIFY(river->position() != before);
        QTRY_VERIFY2(plainHexesShowTheirFill(*river, *view, map) >= 5, qPrintable(m_mismatch));
        for (int notch = 0; notch < 8; ++notch)
            wheel(*view, 120);
        QTRY_VERIFY2(plainHexesShowTheirFill(*river, *view, map) >= 5, qPrintable(m_mismatch));
    }

    // A highlighted hex is clicked where the river item draws it, after the view was zoomed,
    // panned and resized: the click lands on that hex (the same geometry draws and hit-tests),
    // and its tool tip describes it.
    void highlightedHexIsClickedWhereItIsDrawn()
    {
        GameSession session;
        startAndWaitForHuman(session, test::gameSetup(QStringLiteral("salmon"))
                                          .course(QStringLiteral("salmon-expert"))
                                          .seats({Controller::Human, Controller::AiEasy})
                                          .seed(7));
        auto *river = qobject_cast<SalmonCourseItem *>(item(QStringLiteral("salmonRiver")));
        QVERIFY(river);
        QQuickItem *view = item(QStringLiteral("salmonRiverView"));
        QVERIFY(view);
        QVERIFY(QMetaObject::invokeMethod(view, "zoomBy", Q_ARG(QVariant, 1.4)));
        m_view->resize(1280, 760);
        QTRY_COMPARE(m_view->rootObject()->width(), 1280.0);
        const SalmonGame &game = salmonGame(session);
        const std::vector<Card> rows = handRows(game.state().salmon[0].hand);
        int row = -1;
        for (std::size_t r = 0; r < rows.size() && row < 0; ++r)
            if (isSwim(rows[r]) && rows[r] != Card::Wild &&
                !game.swimPath(SwimMove(int(rows[r]))).empty())
                row = int(r);
        QVERIFY2(row >= 0, "a Swim card that moves");
        const Hex landing = game.swimPath(SwimMove(int(rows[std::size_t(row)]))).back();
        QVERIFY(click(QStringLiteral("card-%1").arg(row)));
        const int landingIndex = game.river().index(landing);
        QCOMPARE(highlighted(*board()).at(QStringLiteral("landing")), std::set<int>{landingIndex});
        const QPointF centre = river->hexCentre(landingIndex);
        QCOMPARE(river->hexAt(centre.x(), centre.y()), landingIndex);
        QVERIFY2(test::sceneRect(view).contains(river->mapToScene(centre)), "the landing in view");
        // Its tool tip: the hex under the pointer, described.
        QTest::mouseMove(m_view.get(), river->mapToScene(centre).toPoint());
        auto *tip = view->findChild<QObject *>(QStringLiteral("hexToolTip"));
        QVERIFY(tip);
        QTRY_VERIFY(tip->property("visible").toBool());
        QCOMPARE(tip->property("text").toString(), board()->describeHex(landingIndex));
        const int before = session.moveCount();
        QTest::mouseClick(m_view.get(), Qt::LeftButton, {}, river->mapToScene(centre).toPoint());
        QTRY_VERIFY(session.moveCount() > before);
        QCOMPARE(salmonGame(session).state().salmon[0].hex, landing);
    }

    // The hand's cards show their faces (cardFace): the names, icons and colours the printed
    // card sheets use (tst_salmon_print: printedCardShowsItsFace).
    void handCardsShowTheirFaces()
    {
        GameSession session;
        startAndWaitForHuman(session, test::gameSetup(QStringLiteral("salmon"))
                                          .course(QStringLiteral("salmon-expert"))
                                          .seats({Controller::Human, Controller::AiEasy})
                                          .seed(7));
        const std::vector<Card> rows = handRows(salmonGame(session).state().salmon[0].hand);
        QVERIFY(!rows.empty());
        for (std::size_t row = 0; row < rows.size(); ++row) {
            QQuickItem *card = item(QStringLiteral("card-%1").arg(row));
            QVERIFY(card);
            const CardFace face = cardFace(rows[row]);
            QCOMPARE(card->property("name").toString(), face.name);
            QCOMPARE(card->property("icon").toString(), symbolIconUrl(face.symbol));
            QCOMPARE(card->property("iconTurn").toDouble(), face.iconTurn);
            QCOMPARE(card->property("accent").value<QColor>(), QColor(face.colour));
            // The whole name shows ("Double Swim Forward", not "Double Swim").
            auto *name = card->findChild<QQuickItem *>(QStringLiteral("cardName"));
            QVERIFY(name);
            QCOMPARE(name->property("text").toString(), face.name);
            QVERIFY2(!name->property("truncated").toBool(), qPrintable(face.name));
        }
    }

    // Every card's whole name fits its band at every size the board draws cards (the hand's
    // smallest, the eagle's view of a hand, the hand's largest).
    void cardNamesFitTheirBand()
    {
        GameSession session;
        showTwoHumansOnExpert(session);
        QQmlComponent component(m_view->engine(),
                                QUrl(QStringLiteral("qrc:/Coursewright/salmon/SalmonCard.qml")));
        QVERIFY2(component.isReady(), qPrintable(component.errorString()));
        for (const QSize size : {QSize(50, 71), QSize(62, 88), QSize(96, 136)}) {
            for (int type = 0; type < CardTypeCount; ++type) {
                const QString name = cardFace(Card(type)).name;
                std::unique_ptr<QObject> object(component.createWithInitialProperties(
                    {{QStringLiteral("name"), name},
                     {QStringLiteral("width"), size.width()},
                     {QStringLiteral("height"), size.height()}}));
                QVERIFY2(object, qPrintable(component.errorString()));
                auto *card = qobject_cast<QQuickItem *>(object.get());
                card->setParentItem(m_view->rootObject());
                QTest::qWait(1);
                auto *text = card->findChild<QQuickItem *>(QStringLiteral("cardName"));
                QVERIFY(text);
                QVERIFY2(!text->property("truncated").toBool() &&
                             text->property("contentHeight").toDouble() <= text->height() + 0.5,
                         qPrintable(QStringLiteral("%1 at %2×%3: %4 px tall in %5")
                                        .arg(name)
                                        .arg(size.width())
                                        .arg(size.height())
                                        .arg(text->property("contentHeight").toDouble())
                                        .arg(text->height())));
            }
        }
    }

    // Selecting a swim card highlights exactly swimPath(); two make a jump preview.
    void swimAndJumpPreviews()
    {
        GameSession session;
        startAndWaitForHuman(session, test::gameSetup(QStringLiteral("salmon"))
                                          .course(QStringLiteral("salmon-expert"))
                                          .seats({Controller::Human, Controller::AiEasy})
                                          .seed(7));
        SalmonTurnController *controller = turn();
        QVERIFY(controller);
        QCOMPARE(controller->phase(), SalmonTurnController::TurnPhase::PlayCards);
        const SalmonGame &game = salmonGame(session);
        const std::vector<Card> rows = handRows(game.state().salmon[0].hand);
        int checked = 0;
        for (std::size_t row = 0; row < rows.size(); ++row) {
            if (!isSwim(rows[row]) || rows[row] == Card::Wild)
                continue;
            QVERIFY(click(QStringLiteral("card-%1").arg(row)));
            const std::vector<Hex> path = game.swimPath(SwimMove(int(rows[row])));
            auto kinds = highlighted(*board());
            std::set<int> expected;
            for (const Hex &hex : path)
                expected.insert(game.river().index(hex));
            std::set<int> shownPath = kinds[QStringLiteral("path")];
            shownPath.insert(kinds[QStringLiteral("landing")].begin(),
                             kinds[QStringLiteral("landing")].end());
            QCOMPARE(shownPath, expected);
            if (!path.empty())
                QCOMPARE(kinds[QStringLiteral("landing")],
                         std::set<int>{game.river().index(path.back())});
            QVERIFY(click(QStringLiteral("card-%1").arg(row))); // unselect
            QVERIFY(highlighted(*board()).empty());
            ++checked;
        }
        QVERIFY(checked > 0);

        // A jump: put the salmon below a waterfall with two Swim Forward cards (the position is
        // set up in the live game, then the board told that it changed).
        auto &state = const_cast<SalmonGame &>(game).mutableState();
        const SalmonCourseMap &river = game.river();
        std::optional<Hex> from;
        for (int i = 0; i < river.cellCount() && !from; ++i) {
            const Hex hex = river.hexAt(i);
            if (river.at(hex).isWater() &&
                jumpPath(river, hex, SwimMove::Forward, SwimMove::Forward))
                from = hex;
        }
        QVERIFY2(from, "the expert river has a waterfall to jump");
        state.salmon[0].hex = *from;
        state.salmon[0].hand = {};
        state.salmon[0].hand[Card::SwimForward] = 2;
        state.salmon[0].hand[Card::Bear] = 1;
        emit session.positionChanged();
        QTest::qWait(50); // the hand's cards are laid out again before they are clicked
        QVERIFY(game.isLegal(action::jump(SwimMove::Forward, SwimMove::Forward)));
        QVERIFY(click(QStringLiteral("card-0")));
        QVERIFY(click(QStringLiteral("card-1")));
        QTRY_VERIFY(controller->canJump());
        const auto kinds = highlighted(*board());
        const std::optional<Hex> landing = game.jumpLanding(SwimMove::Forward, SwimMove::Forward);
        QVERIFY(landing);
        QCOMPARE(kinds.at(QStringLiteral("landing")), std::set<int>{river.index(*landing)});
        QVERIFY(kinds.count(QStringLiteral("passed")));
        // Committing moves the salmon to the previewed hex.
        QVERIFY(click(QStringLiteral("jumpButton")));
        QCOMPARE(session.record().actions.back(),
                 action::jump(SwimMove::Forward, SwimMove::Forward));
        QCOMPARE(salmonGame(session).state().salmon[0].hex, *landing);
    }

    // The legend of the highlights reads on any river colour: its text stands on a backing that,
    // laid over white (the palest a river may be), contrasts with it at least 4.5 : 1 (WCAG AA;
    // issue 32: "jumps over" in pale text straight on pale grass).
    void highlightLegendReadsOnTheRiver()
    {
        GameSession session;
        startAndWaitForHuman(session, test::gameSetup(QStringLiteral("salmon"))
                                          .course(QStringLiteral("salmon-expert"))
                                          .seats({Controller::Human, Controller::AiEasy})
                                          .seed(7));
        const std::vector<Card> rows = handRows(salmonGame(session).state().salmon[0].hand);
        const auto swim = std::find_if(rows.begin(), rows.end(), [](Card c) { return isSwim(c); });
        QVERIFY(swim != rows.end());
        QVERIFY(click(QStringLiteral("card-%1").arg(swim - rows.begin())));
        QQuickItem *legend = item(QStringLiteral("highlightLegend"));
        QVERIFY2(legend, "no backing under the legend");
        QTRY_VERIFY(test::isShown(legend));
        const QColor backing = legend->property("color").value<QColor>();
        const auto luminance = [](QColor c) {
            const auto linear = [](double v) {
                return v <= 0.03928 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4);
            };
            return 0.2126 * linear(c.redF()) + 0.7152 * linear(c.greenF()) +
                   0.0722 * linear(c.blueF());
        };
        const double a = backing.alphaF();
        const QColor onWhite =
            QColor::fromRgbF(float(backing.redF() * a + 1 - a), float(backing.greenF() * a + 1 - a),
                             float(backing.blueF() * a + 1 - a));
        int texts = 0;
        QList<QQuickItem *> items{legend};
        while (!items.isEmpty()) {
            QQuickItem *i = items.takeLast();
            items.append(i->childItems());
            if (i->objectName() != QLatin1String("legendText") || !test::isShown(i))
                continue;
            ++texts;
            const double l1 = luminance(i->property("color").value<QColor>());
            const double l2 = luminance(onWhite);
            const double ratio = (std::max(l1, l2) + 0.05) / (std::min(l1, l2) + 0.05);
            QVERIFY2(ratio >= 4.5, qPrintable(QStringLiteral("\"%1\": %2 : 1")
                                                  .arg(i->property("text").toString())
                                                  .arg(ratio)));
        }
        QVERIFY(texts > 0);
    }

    // Looking back at an earlier move, the decision panel says which move it shows, never
    // "Waiting" (issue 32: it said "Waiting" while the player browsed, on the player's turn).
    void browsingNamesTheMoveShown()
    {
        GameSession session;
        startAndWaitForHuman(session, test::gameSetup(QStringLiteral("salmon"))
                                          .seats({Controller::Human, Controller::AiEasy})
                                          .seed(7));
        while (session.moveCount() < 3) {
            QVERIFY(session.submit(test::salmonForward(salmonGame(session))));
            QTRY_VERIFY_WITH_TIMEOUT(session.humanToAct(), 20000);
        }
        QQuickItem *title = item(QStringLiteral("promptTitle"));
        QVERIFY(title);
        const QString own = title->property("text").toString();
        session.setViewedMove(1);
        QTRY_COMPARE(title->property("text").toString(),
                     QStringLiteral("Move 1 of %1").arg(session.moveCount()));
        session.setViewedMove(session.moveCount());
        QTRY_COMPARE(title->property("text").toString(), own);
    }

    // Every prompt phase, in a position that needs it (set up in the live game of two human
    // seats): the prompt shows the legal choices, and clicking one of its buttons applies
    // exactly that action.
    void everyPromptPhaseAppliesItsAction_data()
    {
        QTest::addColumn<int>("phase");
        QTest::addColumn<int>("seat");
        QTest::newRow("chooseSupply") << int(Phase::ChooseSupply) << 0;
        QTest::newRow("reeds") << int(Phase::Reeds) << 0;
        QTest::newRow("moveBear") << int(Phase::MoveBear) << 0;
        QTest::newRow("eagleTarget") << int(Phase::EagleTarget) << 0;
        QTest::newRow("counter") << int(Phase::Counter) << 1;
        QTest::newRow("eagleDiscard") << int(Phase::EagleDiscard) << 0;
        QTest::newRow("rapidsDiscard") << int(Phase::RapidsDiscard) << 1;
        QTest::newRow("discardDown") << int(Phase::DiscardDown) << 0;
    }
    void everyPromptPhaseAppliesItsAction()
    {
        QFETCH(int, phase);
        QFETCH(int, seat);
        GameSession session;
        startAndWaitForHuman(session, test::gameSetup(QStringLiteral("salmon"))
                                          .course(QStringLiteral("salmon-expert"))
                                          .seats({Controller::Human, Controller::Human})
                                          .seed(4));
        SalmonTurnController *controller = turn();
        const SalmonGame &game = salmonGame(session);
        SalmonState &state = const_cast<SalmonGame &>(game).mutableState();
        const SalmonCourseMap &river = game.river();
        state.active = 0;
        for (int s = 0; s < 2; ++s) {
            state.salmon[std::size_t(s)].hand = {};
            state.salmon[std::size_t(s)].hand[Card::SwimForward] = 2;
            state.salmon[std::size_t(s)].hand[Card::Current] = 1;
            state.salmon[std::size_t(s)].hand[Card::Bear] = 1;
        }
        PendingDecision decision;
        decision.phase = Phase(phase);
        decision.seat = std::int8_t(seat);
        decision.count = 1;
        switch (Phase(phase)) {
        case Phase::ChooseSupply:
            decision.card = std::int8_t(Symbol::Swim);
            break;
        case Phase::Counter:
            decision.card = std::int8_t(Card::Current);
            break;
        case Phase::EagleDiscard:
            decision.target = 1;
            break;
        case Phase::DiscardDown:
            state.salmon[0].hand[Card::Wild] = 1; // five cards
            break;
        case Phase::MoveBear:
            if (state.bearCount == 0) { // a bear in the middle of the river
                state.bears[0] = river.hexAt(river.cellCount() / 2);
                for (int i = river.cellCount() / 2; !river.at(state.bears[0]).isWater(); ++i)
                    state.bears[0] = river.hexAt(i);
                state.bearCount = 1;
            }
            break;
        default:
            break;
        }
        state.pending[0] = decision;
        state.pendingCount = 1;
        emit session.positionChanged();
        QCOMPARE(game.currentSeat(), seat);
        // The seat's hand stays hidden until it has the device.
        if (controller->passDeviceNeeded()) {
            QCOMPARE(controller->hand()->rowCount(), 0);
            QVERIFY(click(QStringLiteral("confirmPassButton")));
        }
        QCOMPARE(controller->phase(), SalmonTurnController::turnPhaseOf(Phase(phase)));
        QCOMPARE(controller->hand()->hand(), state.salmon[std::size_t(seat)].hand);
        QTRY_COMPARE(item(QStringLiteral("promptTitle"))->property("text").toString(),
                     controller->promptTitle());
        QVERIFY(shown(item(QStringLiteral("promptTitle"))));
        const int before = session.moveCount();
        Action expected = -1;
        if (Phase(phase) == Phase::MoveBear) {
            // Pick a bear by clicking it, then a highlighted hex.
            const int bear = controller->movableBears().front().toInt();
            QVERIFY(click(QStringLiteral("zoomFitButton"))); // every bear in view
            if (controller->selectedBear() != bear)
                QVERIFY(click(QStringLiteral("bearToken-%1").arg(bear)));
            QTRY_COMPARE(controller->selectedBear(), bear);
            const auto reach = highlighted(*board());
            QVERIFY(reach.count(QStringLiteral("reach")));
            const int to = *reach.at(QStringLiteral("reach")).begin();
            QVERIFY(controller->clickHex(to));
            expected = session.record().actions.back();
            QVERIFY(expected >= action::MoveBear && expected < action::EagleTarget);
            QCOMPARE((expected - action::MoveBear) / 42, bear);
            QCOMPARE(salmonGame(session).state().bears[std::size_t(bear)], river.hexAt(to));
        } else {
            const QVariantList options = controller->options();
            QVERIFY(options.size() >= 2);
            for (const QVariant &o : options)
                QVERIFY(game.isLegal(o.toMap().value(QStringLiteral("action")).toInt()));
            if (Phase(phase) == Phase::EagleDiscard) // the eagle sees the target's hand
                QCOMPARE(controller->eagleHand()->hand(), state.salmon[1].hand);
            else
                QCOMPARE(controller->eagleHand()->rowCount(), 0);
            if (Phase(phase) == Phase::Counter) // what is countered, and whose card it is
                QVERIFY(
                    controller->promptText().contains(QStringLiteral("Salmon 1 played Current")));
            expected = options.back().toMap().value(QStringLiteral("action")).toInt();
            QVERIFY(click(QStringLiteral("option-%1").arg(expected)));
        }
        QCOMPARE(session.moveCount(), before + 1);
        QCOMPARE(session.record().actions.back(), expected);
    }

    // Human seat 0 against the Easy AI, played only through the controller, to the end.
    void humanAgainstAiReachesTheEnd()
    {
        GameSession session;
        startAndWaitForHuman(session,
                             test::gameSetup(QStringLiteral("salmon"))
                                 .seats({Controller::Human, Controller::AiEasy, Controller::AiEasy})
                                 .seed(21));
        SalmonTurnController *controller = turn();
        QElapsedTimer clock;
        clock.start();
        while (!salmonGame(session).isOver() && clock.elapsed() < 120000) {
            if (!session.humanToAct()) {
                QTest::qWait(1);
                continue;
            }
            const SalmonGame &game = salmonGame(session);
            const SalmonTurnController::TurnPhase phase = controller->phase();
            const int before = session.moveCount();
            if (phase == SalmonTurnController::TurnPhase::PlayCards) {
                bool played = false;
                if (game.state().cardsPlayed < 2) {
                    for (int row = 0; row < controller->hand()->rowCount() && !played; ++row) {
                        const Card card = controller->hand()->cardAt(row);
                        if (!isSwim(card) || card == Card::Wild ||
                            game.swimPath(SwimMove(int(card))).empty())
                            continue;
                        QVERIFY(controller->toggleCard(row));
                        played = controller->play();
                        QVERIFY(played);
                    }
                }
                if (!played)
                    QVERIFY(controller->endTurn());
            } else if (phase == SalmonTurnController::TurnPhase::MoveBear) {
                if (controller->selectedBear() < 0)
                    QVERIFY(controller->selectBear(controller->movableBears().front().toInt()));
                const auto reach = highlighted(*board());
                QVERIFY(controller->clickHex(*reach.at(QStringLiteral("reach")).begin()));
            } else {
                const QVariantList options = controller->options();
                QVERIFY2(!options.isEmpty(), test::enumKey(phase));
                QVERIFY(controller->choose(
                    options.back().toMap().value(QStringLiteral("action")).toInt()));
            }
            QVERIFY(session.moveCount() > before);
        }
        QString where;
        for (int s = 0; s < salmonGame(session).seatCount(); ++s)
            where += QStringLiteral(" %1:row %2")
                         .arg(s)
                         .arg(salmonGame(session).state().salmon[std::size_t(s)].hex.row);
        QVERIFY2(salmonGame(session).isOver(),
                 qPrintable(QStringLiteral("%1 moves,%2 of %3 rows")
                                .arg(session.moveCount())
                                .arg(where)
                                .arg(salmonGame(session).river().rows())));
        QCOMPARE(controller->phase(), SalmonTurnController::TurnPhase::Over);
        QTRY_VERIFY(shown(item(QStringLiteral("resultsTable"))));
        // The decision panel says the game is over, not that someone is awaited.
        QCOMPARE(item(QStringLiteral("promptTitle"))->property("text").toString(),
                 QStringLiteral("The game is over"));
    }

    // Only the seat in front of the screen has its hand in the models.
    void hiddenHandsStayHidden()
    {
        GameSession session;
        startAndWaitForHuman(session, test::gameSetup(QStringLiteral("salmon"))
                                          .seats({Controller::Human, Controller::Human})
                                          .seed(5));
        SalmonTurnController *controller = turn();
        const SalmonGame &game = salmonGame(session);
        const int seat = game.currentSeat();
        QVERIFY(controller->passDeviceNeeded());
        QCOMPARE(controller->hand()->rowCount(), 0);
        QVERIFY(!controller->handVisible());
        QVERIFY(click(QStringLiteral("confirmPassButton")));
        QCOMPARE(controller->hand()->hand(), game.state().salmon[std::size_t(seat)].hand);
        // The turn ends: the next seat's screen hides the hand again.
        QVERIFY(controller->endTurn());
        while (salmonGame(session).currentSeat() == seat && session.humanToAct())
            QVERIFY(session.submit(test::salmonForward(salmonGame(session))));
        QVERIFY(controller->passDeviceNeeded());
        QCOMPARE(controller->hand()->rowCount(), 0);
        QCOMPARE(controller->eagleHand()->rowCount(), 0);

        // One human against the AI: during the AI's turn the human's own hand shows, never the
        // AI's.
        GameSession single;
        single.setAiDelayMs(60000); // the AI decides but does not move: its turn stays on screen
        QString error;
        QVERIFY(single.start(test::gameSetup(QStringLiteral("salmon"))
                                 .seats({Controller::AiEasy, Controller::Human})
                                 .seed(8),
                             &error));
        showBoard(&single);
        const SalmonGame &g = salmonGame(single);
        if (g.currentSeat() == 0) {
            QVERIFY(!single.humanToAct());
            QCOMPARE(turn()->hand()->hand(), g.state().salmon[1].hand);
            QCOMPARE(turn()->phase(), SalmonTurnController::TurnPhase::Waiting);
        } else {
            QCOMPARE(turn()->hand()->hand(), g.state().salmon[1].hand);
        }
    }
};

QTEST_MAIN(TestSalmonBoard)
#include "tst_salmon_board.moc"
