// The coach's hint on the board (issue 35), every game in the main window: once a hint is ready,
// the board's turn controller previews it (hintPreview) and a dashed HintMarker shows on the
// board; the preview names where the hinted move lands (checked on a copy of the game with the
// move made); playing the move clears it, and so does Cancel before an answer.
#include "CoachDock.h"
#include "GameSetupBuilder.h"
#include "HumanTurnController.h"
#include "Language.h"
#include "MainWindow.h"
#include "QuickItems.h"
#include "SessionTestSupport.h"
#include "WindowTestSupport.h"
#include "core/GameRegistry.h"
#include "linecards/LineCardsGame.h"
#include "niagara/NiagaraGame.h"
#include "rowing/RowingGame.h"
#include "salmon/SalmonGame.h"
#include "session/GameSession.h"
#include "session/MoveHint.h"
#include "visions/VisionsGame.h"

#include <QMap>
#include <QQuickItem>
#include <QQuickWidget>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

#include <tuple>

using namespace cw;

namespace {

// The hint markers the board shows now.
int visibleHintMarkers(QQuickItem *root)
{
    int count = 0;
    // The visual tree: a Repeater's delegates are child items, not QObject children.
    for (QQuickItem *item : root->childItems())
        count += item->objectName() == QLatin1String("hintMarker") && item->isVisible() &&
                         item->width() > 0
                     ? 1
                     : visibleHintMarkers(item);
    return count;
}

// Whether `preview` names where `action` lands in `game` (the live position, which it leaves
// alone): the mover's piece, card or square after the move, read from a copy with it made.
// Sets *located when the preview marks a place on the board (not only a name).
bool landsWhereThePreviewSays(const Game &game, Action action, const QVariantMap &preview,
                              HumanTurnController *controller, bool *located)
{
    const int seat = game.currentSeat();
    const std::unique_ptr<Game> after = game.clone();
    after->apply(action);
    *located = true;
    if (const auto *rowing = dynamic_cast<const rowing::RowingGame *>(after.get())) {
        if (preview.contains(QStringLiteral("spm")))
            return rowing::spm(rowing->boat(seat).rate) ==
                   preview.value(QLatin1String("spm")).toInt();
        if (!preview.contains(QStringLiteral("lane")))
            return !(*located = false);
        const int space = rowing->boat(seat).space;
        return rowing->boat(seat).lane + 1 == preview.value(QLatin1String("lane")).toInt() &&
               space >= preview.value(QLatin1String("to")).toInt() &&
               space <= preview.value(QLatin1String("toHigh")).toInt();
    }
    if (const auto *lines = dynamic_cast<const linecards::LineCardsGame *>(after.get())) {
        if (!preview.contains(QStringLiteral("row")))
            return !(*located = false);
        // The square laid last is the hinted one, with the hinted card.
        const linecards::LineCardsState &s = lines->state();
        if (s.placed == 0)
            return false;
        const linecards::GridCard &last = s.gridCards[std::size_t(s.placed - 1)];
        return linecards::rowOf(last.square) == preview.value(QLatin1String("row")).toInt() &&
               linecards::columnOf(last.square) == preview.value(QLatin1String("column")).toInt() &&
               int(last.kind) == preview.value(QLatin1String("kind")).toInt();
    }
    if (const auto *salmon = dynamic_cast<const salmon::SalmonGame *>(after.get())) {
        if (!preview.contains(QStringLiteral("hex")))
            return !(*located = false);
        return salmon->river().index(salmon->state().salmon[std::size_t(seat)].hex) ==
               preview.value(QLatin1String("hex")).toInt();
    }
    if (const auto *niagara = dynamic_cast<const niagara::NiagaraGame *>(after.get())) {
        const niagara::Seat &mine = niagara->state().seats[std::size_t(seat)];
        if (preview.contains(QStringLiteral("card")))
            return mine.chosen == preview.value(QLatin1String("card")).toInt();
        if (preview.contains(QStringLiteral("space"))) {
            const niagara::Canoe &canoe =
                mine.canoes[preview.value(QLatin1String("canoe")).toUInt()];
            const int space = preview.value(QLatin1String("space")).toInt();
            return space < 0 ? canoe.where != niagara::Canoe::Where::River
                             : canoe.where == niagara::Canoe::Where::River && canoe.space == space;
        }
        if (preview.contains(QStringLiteral("canoe")))
            return niagara->state().turn.canoe == preview.value(QLatin1String("canoe")).toInt();
        return !(*located = false);
    }
    if (const auto *visions = dynamic_cast<const visions::VisionsGame *>(after.get())) {
        // A placement (choosing its rider on the board plays it): the rider on the start space.
        if (static_cast<const visions::VisionsGame &>(game).state().stage ==
            visions::VisionsStage::Place)
            return preview.contains(QStringLiteral("cell")) &&
                   visions->riderAt(preview.value(QLatin1String("cell")).toInt()) ==
                       preview.value(QLatin1String("rider")).toInt();
        // The board's own target for the move (its space, its name) is where the preview is.
        if (preview.contains(QStringLiteral("rider")))
            QMetaObject::invokeMethod(controller, "selectRider",
                                      Q_ARG(int, preview.value(QLatin1String("rider")).toInt()));
        if (!preview.contains(QStringLiteral("cell")))
            return preview.contains(QStringLiteral("rider")) || !(*located = false);
        const QVariantList targets = controller->property("targets").toList();
        for (const QVariant &target : targets) {
            const QVariantMap t = target.toMap();
            if (t.value(QLatin1String("cell")) == preview.value(QLatin1String("cell")) &&
                t.value(QLatin1String("detail")).toString().startsWith(game.actionName(action)))
                return true;
        }
        return false;
    }
    return false;
}

// The main window playing a game at 1280×720, with its board's root, turn controller and coach.
struct CoachedWindow {
    explicit CoachedWindow(Language *language) : window(language) {}

    bool open(const GameSetup &setup)
    {
        if (!test::showGameWindow(window, setup, QSize(1280, 720)))
            return false;
        root = window.findChild<QQuickWidget *>(QStringLiteral("board"))->rootObject();
        controller = root->findChild<HumanTurnController *>();
        hint = window.findChild<CoachDock *>(QStringLiteral("coachDock"))->hint();
        return controller && hint;
    }

    MainWindow window;
    QQuickItem *root = nullptr;
    HumanTurnController *controller = nullptr;
    MoveHint *hint = nullptr;
};

} // namespace

class TestHintPreview : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void previewLandsWhereTheMoveDoes_data();
    void previewLandsWhereTheMoveDoes();
    void everyHintShowsOnTheBoard_data();
    void everyHintShowsOnTheBoard();
    void cancelLeavesNoPreview();
    void practiceShowsThePreviewWithoutAsking();

private:
    Language m_language;
};

void TestHintPreview::previewLandsWhereTheMoveDoes_data()
{
    test::addGameRows();
}

// Plays the person's moves by the hint until one hint marked a place on the board: every hint's
// preview is the hinted action, shown by a marker when it marks a place, and gone once played.
void TestHintPreview::previewLandsWhereTheMoveDoes()
{
    QFETCH(QString, gameId);
    CoachedWindow coached(&m_language);
    QVERIFY(coached.open(test::gameSetup(gameId).fewestSeats(Controller::Human).seed(35)));
    auto [root, controller, hint] = std::tuple(coached.root, coached.controller, coached.hint);
    GameSession &session = *coached.window.session();
    QCOMPARE(controller->hint(), hint); // the shell hands the board its coach

    int located = 0;
    for (int decision = 0; decision < 12 && located == 0; ++decision) {
        QTRY_VERIFY_WITH_TIMEOUT(session.humanToAct() || session.shownGame()->isOver(), 20000);
        if (session.shownGame()->isOver())
            break;
        QVERIFY(controller->hintPreview().isEmpty());
        QCOMPARE(visibleHintMarkers(root), 0);
        hint->request();
        QTRY_VERIFY_WITH_TIMEOUT(!hint->isThinking(), 60000);
        QVERIFY(!hint->advice().ranked.empty());
        const Action best = hint->advice().ranked.front().action;
        const QVariantMap preview = controller->hintPreview();
        QCOMPARE(preview.value(QLatin1String("action")).toInt(), best);
        // The preview names the move, with no estimate to show as a chance (issue 55).
        QCOMPARE(preview.value(QLatin1String("label")).toString(),
                 session.shownGame()->actionName(best));
        QVERIFY(!preview.contains(QLatin1String("chance")));
        bool marks = false;
        QVERIFY2(landsWhereThePreviewSays(*session.shownGame(), best, preview, controller, &marks),
                 qPrintable(QStringLiteral("%1: %2").arg(session.shownGame()->actionName(best),
                                                         QVariant(preview).toString())));
        if (marks) {
            QTRY_VERIFY(visibleHintMarkers(root) > 0);
            ++located;
        }
        if (const auto *visions = dynamic_cast<const visions::VisionsGame *>(session.shownGame());
            visions && preview.contains(QStringLiteral("rider"))) {
            // The hinted rider's button in the side panel is marked too, not only its space.
            const int rider = preview.value(QLatin1String("rider")).toInt();
            QQuickItem *button = test::findItem(
                root, QStringLiteral("riderChoice_%1").arg(visions->state().slotOf(rider)));
            QVERIFY(button);
            QTRY_COMPARE(visibleHintMarkers(button), 1);
        }
        const int before = session.moveCount();
        QVERIFY(hint->playBest());
        QCOMPARE(session.moveCount(), before + 1);
        QVERIFY(controller->hintPreview().isEmpty()); // the move made, its preview goes
        QTRY_COMPARE(visibleHintMarkers(root), 0);
    }
    QVERIFY2(located > 0, "no hint marked a place on the board");
}

void TestHintPreview::everyHintShowsOnTheBoard_data()
{
    previewLandsWhereTheMoveDoes_data();
}

// Every hint shows on the board or the hand, whatever the move: a space, a square, a card of the
// hand, the button of the hinted answer (issue 35: Salmon Run's "End the turn", rowing's
// Replenish and Line cards' opening hand showed nothing). Its badge is readable (at least 16 px
// tall on screen, however the board is scaled) and clear of the board's labels (Niagara's canoe
// badge, small, over "Beach"). The person's first decisions, played by the hint; in rowing they
// include a Replenish, in Line cards the opening hand.
void TestHintPreview::everyHintShowsOnTheBoard()
{
    QFETCH(QString, gameId);
    CoachedWindow coached(&m_language);
    QVERIFY(coached.open(test::gameSetup(gameId).fewestSeats(Controller::Human).seed(35)));
    auto [root, controller, hint] = std::tuple(coached.root, coached.controller, coached.hint);
    GameSession &session = *coached.window.session();
    const QMap<QString, QString> mustComeUp{
        {QStringLiteral("rowing"), QStringLiteral("Discard")},
        {QStringLiteral("linecards"), QStringLiteral("Mulligan")}};
    QStringList phases;
    for (int decision = 0; decision < 10; ++decision) {
        QTRY_VERIFY_WITH_TIMEOUT(session.humanToAct() || session.shownGame()->isOver(), 20000);
        if (session.shownGame()->isOver())
            break;
        phases << controller->property("phase").toString();
        hint->request();
        QTRY_VERIFY_WITH_TIMEOUT(!hint->isThinking(), 60000);
        QVERIFY(!controller->hintPreview().isEmpty());
        const QString move = session.shownGame()->actionName(hint->advice().ranked.front().action);
        const bool marked = QTest::qWaitFor([&] { return visibleHintMarkers(root) > 0; }, 5000);
        QVERIFY2(marked, qPrintable(move + QLatin1String(": no mark")));
        QList<QQuickItem *> items{root}, badges, labels;
        while (!items.isEmpty()) {
            QQuickItem *item = items.takeLast();
            items.append(item->childItems());
            if (!test::isShown(item))
                continue;
            if (item->objectName() == QLatin1String("hintBadge"))
                badges.append(item);
            else if (item->objectName() == QLatin1String("beachLabel"))
                labels.append(item);
        }
        for (QQuickItem *badge : std::as_const(badges)) {
            const QRectF at = test::sceneRect(badge);
            QVERIFY2(
                at.height() >= 16,
                qPrintable(QStringLiteral("%1: the badge %2 px tall").arg(move).arg(at.height())));
            // "Hint", no percentage: the search's estimate is not a chance of winning.
            for (QQuickItem *text : badge->childItems())
                QVERIFY2(
                    !text->property("text").toString().contains(QLatin1Char('%')),
                    qPrintable(move + QLatin1String(": ") + text->property("text").toString()));
            for (QQuickItem *label : std::as_const(labels))
                QVERIFY2(!at.intersects(test::sceneRect(label)),
                         qPrintable(move + QLatin1String(": the badge covers ") +
                                    label->property("text").toString()));
        }
        QVERIFY(hint->playBest());
        QTRY_COMPARE(visibleHintMarkers(root), 0);
    }
    if (mustComeUp.contains(gameId))
        QVERIFY2(phases.contains(mustComeUp[gameId]), qPrintable(phases.join(QLatin1Char(' '))));
}

void TestHintPreview::cancelLeavesNoPreview()
{
    CoachedWindow coached(&m_language);
    QVERIFY(coached.open(test::gameSetup(QStringLiteral("rowing"))
                             .seats({Controller::Human, Controller::AiEasy})
                             .seed(35)));
    auto [root, controller, hint] = std::tuple(coached.root, coached.controller, coached.hint);
    QSignalSpy ended(hint, &MoveHint::searchEnded);
    hint->request();
    hint->cancel();
    // The stopped search's worker really ends (however slow the machine); nothing may be
    // previewed.
    QVERIFY(ended.wait(60000));
    QCoreApplication::processEvents();
    QVERIFY(controller->hintPreview().isEmpty());
    QCOMPARE(visibleHintMarkers(root), 0);
}

// Practice (New Game's option): each decision of the person gets its preview without H.
void TestHintPreview::practiceShowsThePreviewWithoutAsking()
{
    CoachedWindow coached(&m_language);
    QVERIFY(coached.open(test::gameSetup(QStringLiteral("rowing"))
                             .seats({Controller::Human, Controller::AiEasy})
                             .seed(35)));
    auto [root, controller, hint] = std::tuple(coached.root, coached.controller, coached.hint);
    hint->setPractice(true);
    for (int decision = 0; decision < 3; ++decision) {
        QTRY_VERIFY_WITH_TIMEOUT(!controller->hintPreview().isEmpty(), 60000);
        QCOMPARE(controller->hintPreview().value(QLatin1String("action")).toInt(),
                 hint->advice().ranked.front().action);
        QVERIFY(hint->playBest());
        QVERIFY(controller->hintPreview().isEmpty());
    }
}

QTEST_MAIN(TestHintPreview)
#include "tst_hint_preview.moc"
