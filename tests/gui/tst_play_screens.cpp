// Every game's play screen in the main window, at 1280 × 720 and at 1920 × 1080, as a person plays
// it (headless: offscreen, software Qt Quick): a game against Easy AIs without pause, the
// person's seat by keyboard alone for its first decisions, by clicking what the board
// highlights for the next and by keys again after the clicks, the decision's buttons inside the
// window at each of them, then the rest of the game played by the Easy AI and the finished game
// shown in the window; and a game saved in the middle of a move, opened again and the window
// resized, whose next move is made by clicking the target the board highlights. Each game's folder
// registers how its board is played (BoardPlayer, <game>_player.cpp).
//
// With CW_SHOTS set to a folder, it also saves the window at the first decision, at the last one
// played on screen, after opening the saved game and at the end (CW_LANGUAGE=fr: in French).
#include "BoardPlayer.h"
#include "BoardRegistry.h"
#include "FinishGame.h"
#include "Language.h"
#include "MainWindow.h"
#include "NewGameDialog.h"
#include "NiagaraTurnController.h"
#include "PaintOrder.h"
#include "RulesDialog.h"
#include "ScopedLanguage.h"
#include "WindowBoard.h"
#include "ai/AiFactory.h"
#include "core/GameRecord.h"
#include "core/GameRegistry.h"
#include "niagara/NiagaraActions.h"
#include "niagara/NiagaraCourse.h"
#include "session/GameSession.h"

#include <QAbstractButton>
#include <QDir>
#include <QDockWidget>
#include <QFont>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QQuickItem>
#include <QQuickWidget>
#include <QQuickWindow>
#include <QRegularExpression>
#include <QScrollBar>
#include <QSet>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <limits>
#include <memory>

using namespace cw;
using test::playerOf;
using test::WindowBoard;

namespace {

// The tool tips (Qt Quick Controls popups) shown now in the scene under `root`.
int visibleToolTips(QQuickItem *root)
{
    int count = 0;
    QList<QQuickItem *> items{root};
    while (!items.isEmpty()) {
        QQuickItem *item = items.takeLast();
        if (item->inherits("QQuickPopupItem") && item->isVisible() &&
            QByteArray(item->parent() ? item->parent()->metaObject()->className() : "")
                .contains("ToolTip"))
            ++count;
        items.append(item->childItems());
    }
    return count;
}

// The decisions of the person's seat made by keys before the mouse takes over, and by the
// mouse before one more by keys (the keyboard still acts after a click: issue 32, Line cards at
// 1920 × 1080) and the Easy AI plays the rest of the game for every seat and the window opens the
// finished game: a whole game played on screen cost most of the suite's time, the same screens
// again and again (Visions of Rainbows' 30 s a size, its boards drawn at every AI step).
constexpr int KeyboardDecisions = 4;
constexpr int MouseDecisions = 4;
constexpr int DecisionsOnScreen = KeyboardDecisions + MouseDecisions + 1;

// The least a place of a course (a space, a hex, a square) may be drawn across (issue 55): 24 px
// is the least target size of WCAG 2.2 (success criterion 2.5.8, 24 × 24 CSS pixels) and every
// place is a click target (a highlighted space, a hex, a square); it also holds a place's name
// ("L6", "12") in the boards' least text (11 px, actionsInView) with a margin, and a piece drawn
// on it. Niagara's Phase II river was reported at about 20 px a space at 1280 × 720.
constexpr double ReadablePlace = 24;

// The last line of the board's narration band (recentLog).
QString lastNarrationLine(const test::BoardDriver &board)
{
    QString last;
    QQuickItem *log = board.item(QStringLiteral("recentLog"));
    for (QQuickItem *line : log ? log->childItems() : QList<QQuickItem *>())
        if (line->isVisible() && line->property("text").isValid())
            last = line->property("text").toString();
    return last;
}

// The hand of the person's seat as the board draws it now: its cards' frame ("handView", shown),
// and its first card (the leftmost of the top row: where the cards start); empty when no hand
// shows a card. A card's own lift (selected, chosen) is not a move of the hand: its row is told
// by the frame's top, its place by its left edge.
struct HandFrame {
    QRectF frame;
    QRectF firstCard;
    bool isEmpty() const { return firstCard.isEmpty(); }
};

HandFrame handFrame(const test::BoardDriver &board)
{
    static const QRegularExpression cardName(QStringLiteral("^(card[-_]|handCard_)\\d+$"));
    HandFrame hand;
    QQuickItem *view = board.item(QStringLiteral("handView"));
    if (!view || !test::isShown(view))
        return hand;
    hand.frame = test::sceneRect(view);
    QList<QRectF> cards;
    QList<QQuickItem *> items{view};
    while (!items.isEmpty()) {
        QQuickItem *item = items.takeLast();
        if (cardName.match(item->objectName()).hasMatch() && test::isShown(item) &&
            item->width() > 0)
            cards.append(test::sceneRect(item));
        items.append(item->childItems());
    }
    qreal top = std::numeric_limits<qreal>::max();
    for (const QRectF &card : std::as_const(cards))
        top = std::min(top, card.y());
    for (const QRectF &card : std::as_const(cards))
        if (card.y() < top + card.height() / 2 &&
            (hand.firstCard.isEmpty() || card.x() < hand.firstCard.x()))
            hand.firstCard = card;
    return hand;
}

QString sizeName(QSize size)
{
    return QStringLiteral("%1x%2").arg(size.width()).arg(size.height());
}

} // namespace

class TestPlayScreens : public QObject {
    Q_OBJECT

    Language m_language;
    QString m_shots; // where to save the screens (CW_SHOTS), empty: none

    // Saves `widget` (a window, a dialog) as name.png in CW_SHOTS, when set.
    void shoot(QWidget &widget, const QString &name)
    {
        if (m_shots.isEmpty())
            return;
        QTest::qWait(100);
        widget.grab().save(QDir(m_shots).filePath(name + QStringLiteral(".png")));
    }

    // Issue 55: the board's course reads at the decision of the moment (`when`, for the message):
    // its smallest place is drawn at least ReadablePlace across, and no panel or overlay of the
    // board paints over a piece (BoardEntry::drawnCourse, declared by every game's board).
    static void boardReadable(WindowBoard &board, const QString &when)
    {
        board.settle();
        const QString gameId = board.session().gameId();
        const BoardEntry *entry = nullptr;
        for (const BoardEntry &e : Registry<BoardEntry>::entries())
            if (e.gameId == gameId)
                entry = &e;
        QVERIFY2(entry && entry->drawnCourse, "the board declares no drawnCourse");
        const DrawnCourse drawn = entry->drawnCourse(*board.root());
        QVERIFY2(drawn.placeSize >= ReadablePlace,
                 qPrintable(QStringLiteral("%1: a place drawn %2 px across")
                                .arg(when)
                                .arg(drawn.placeSize, 0, 'f', 1)));
        for (QQuickItem *piece : drawn.pieces) {
            QStringList covers;
            for (QQuickItem *over : test::itemsPaintedOver(board.root(), piece))
                if (!drawn.course || !drawn.course->isAncestorOf(over))
                    covers << QStringLiteral("%1 %2").arg(
                        QString::fromLatin1(over->metaObject()->className()), over->objectName());
            QVERIFY2(covers.isEmpty(),
                     qPrintable(QStringLiteral("%1: %2 under %3")
                                    .arg(when, piece->objectName(), covers.join(u", "))));
        }
    }

    // Every button of the decision of the moment lies inside the window and inside its panel.
    static void actionsInView(WindowBoard &board)
    {
        board.settle();
        const QRectF window(QPointF(0, 0), board.widget()->size());
        QList<QQuickItem *> panels, handCards;
        QQuickItem *narration = nullptr;
        QList<QQuickItem *> items{board.root()};
        while (!items.isEmpty()) {
            QQuickItem *item = items.takeLast();
            if (item->objectName() == QLatin1String("decisionActions") && test::isShown(item))
                panels.append(item);
            if (item->objectName() == QLatin1String("recentLog") && test::isShown(item))
                narration = item;
            if (item->objectName().startsWith(QLatin1String("handCard_")) && test::isShown(item))
                handCards.append(item);
            // A tool bar keeps its buttons on one line (issue 32: Salmon Run's "+" wrapped at
            // 1280 × 720 in French).
            if (item->objectName().endsWith(QLatin1String("ToolBar")) && test::isShown(item))
                for (QQuickItem *button : item->childItems())
                    if (button->isVisible())
                        QVERIFY2(qFuzzyCompare(test::sceneRect(button).y() + 1,
                                               test::sceneRect(item).y() + 1),
                                 qPrintable(button->objectName() + QLatin1String(" on line two")));
            // A card's name and effect are readable and whole (issue 32: Salmon Run's hand cards
            // drew 5 px names at 1280 × 720 in French, and cut «1 hexagone, direction au…»;
            // rowing's «Instabilité» and Line cards' «Fourche (gauche et droite…» were cut).
            if ((item->objectName() == QLatin1String("cardName") ||
                 item->objectName() == QLatin1String("handCardName") ||
                 item->objectName() == QLatin1String("cardEffect")) &&
                test::isShown(item) && !item->property("text").toString().isEmpty())
                QVERIFY2(item->property("font").value<QFont>().pixelSize() >= 11 &&
                             !item->property("truncated").toBool(),
                         qPrintable(QStringLiteral("%1 \"%2\" at %3 px%4")
                                        .arg(item->objectName(), item->property("text").toString())
                                        .arg(item->property("font").value<QFont>().pixelSize())
                                        .arg(item->property("truncated").toBool()
                                                 ? QStringLiteral(", cut")
                                                 : QString())));
            // The side column lies inside the board (issue 32: Salmon Run's ran 20 px past its
            // right edge at 1280 × 720 in French).
            if (item->objectName() == QLatin1String("sideColumn") && test::isShown(item))
                QVERIFY2(test::sceneRect(item).right() <= window.right() + 0.5,
                         qPrintable(QStringLiteral("the side column ends at %1 px of %2")
                                        .arg(test::sceneRect(item).right())
                                        .arg(window.right())));
            // The players' lines show whole: names, roles ("Human · plays first"), Niagara's
            // progress (issue 32: "· ge…" at 1280 × 720, "joue en pre…" in French), a rowing boat's
            // name on its hull (issue 55: «Bateau…» at 1280 × 720); so do the
            // titles and the status (issue 32: "Niag…" at 1280 × 720; in French «Étape courte ·
            // Mise en place : les cour…», «Tour 1 · Bateau 1, à vous : choisissez votre cade…»).
            const QString name = item->objectName();
            if ((name.startsWith(QLatin1String("playerName_")) ||
                 name.startsWith(QLatin1String("playerRole_")) ||
                 name.startsWith(QLatin1String("progress_")) ||
                 name.startsWith(QLatin1String("boatName-")) ||
                 name.endsWith(QLatin1String("Title")) || name == QLatin1String("roadPhase") ||
                 name == QLatin1String("statusText")) &&
                test::isShown(item))
                QVERIFY2(
                    !item->property("truncated").toBool(),
                    qPrintable(name + QLatin1String(": ") + item->property("text").toString()));
            items.append(item->childItems());
        }
        // The hand never covers the narration (issue 32: Line cards' fifth card at 1280 × 720).
        for (QQuickItem *card : std::as_const(handCards))
            QVERIFY2(!narration || !test::sceneRect(card).intersects(test::sceneRect(narration)),
                     qPrintable(card->objectName() + QLatin1String(" covers the narration")));
        for (QQuickItem *actions : std::as_const(panels)) {
            // The decision shows whole, without scrolling; but Visions of Rainbows', which may
            // list a team's six riders and their spaces (issue 32: Niagara's note scrolled at
            // 1280 × 720).
            QQuickItem *scroll =
                test::findItem(actions->parentItem(), QStringLiteral("decisionScroll"));
            if (board.session().gameId() != QLatin1String("visions") && scroll)
                QTRY_VERIFY2(!scroll->property("interactive").toBool(),
                             qPrintable(QStringLiteral("the decision scrolls: %1 px of %2")
                                            .arg(scroll->height())
                                            .arg(scroll->property("contentHeight").toReal())));
            const QRectF panel = test::sceneRect(actions->parentItem());
            for (QQuickItem *button : actions->childItems()) {
                if (!button->isVisible() || button->width() <= 0)
                    continue;
                const QRectF at = test::sceneRect(button);
                QVERIFY2(window.contains(at) && panel.adjusted(-1, -1, 1, 1).contains(at),
                         qPrintable(QStringLiteral("%1 at %2,%3 %4×%5")
                                        .arg(button->objectName())
                                        .arg(at.x())
                                        .arg(at.y())
                                        .arg(at.width())
                                        .arg(at.height())));
            }
        }
    }

    // The Players dock shows every column without a horizontal scroll bar, however wide a
    // column grew during the game (the dock column widens with it, issue 32).
    static void playersShowWhole(MainWindow &window)
    {
        auto *table = window.findChild<QTableWidget *>(QStringLiteral("playersTable"));
        QVERIFY(table);
        QTRY_VERIFY2(!table->horizontalScrollBar()->isVisible(),
                     qPrintable(QStringLiteral("the players table scrolls: %1 px of %2")
                                    .arg(table->viewport()->width())
                                    .arg(table->horizontalHeader()->length())));
    }

    std::unique_ptr<MainWindow> openWindow(QSize size)
    {
        auto window = std::make_unique<MainWindow>(&m_language);
        window->setQuiet(true);
        window->session()->setAiDelayMs(0);
        window->resize(size);
        return window;
    }

    // A row for each game at each size: columns gameId, size and (withLanguage) language, empty
    // for the test's own (CW_LANGUAGE).
    static void everyGameAtBothSizes(bool withLanguage)
    {
        QTest::addColumn<QString>("gameId");
        QTest::addColumn<QSize>("size");
        if (withLanguage)
            QTest::addColumn<QString>("language");
        for (const GameInfo &info : GameRegistry::games())
            for (const QSize size : {QSize(1280, 720), QSize(1920, 1080)}) {
                auto &row = QTest::newRow(qPrintable(info.id + QLatin1Char('-') + sizeName(size)))
                            << info.id << size;
                if (withLanguage)
                    row << QString();
            }
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("CoursewrightTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_play_screens"));
        m_language.apply(qEnvironmentVariable("CW_LANGUAGE", QStringLiteral("en")), false);
        m_shots = qEnvironmentVariable("CW_SHOTS");
        if (!m_shots.isEmpty())
            QDir().mkpath(m_shots);
    }

    void wholeGame_data()
    {
        everyGameAtBothSizes(true);
        // French texts are longer: Niagara's canoes in the Players dock ("plage, R6 (violette)").
        QTest::newRow("niagara-1280x720-fr")
            << QStringLiteral("niagara") << QSize(1280, 720) << QStringLiteral("fr");
        // Longer labels and card names: Salmon Run's tool bar and hand (issue 32).
        QTest::newRow("salmon-1280x720-fr")
            << QStringLiteral("salmon") << QSize(1280, 720) << QStringLiteral("fr");
        // The status beside the course's tools: «Tour 1 · Bateau 1, à vous : choisissez…».
        QTest::newRow("rowing-1280x720-fr")
            << QStringLiteral("rowing") << QSize(1280, 720) << QStringLiteral("fr");
        // The longest card names: «Fourche (gauche et droite) (3)» in a narrow hand.
        QTest::newRow("linecards-1280x720-fr")
            << QStringLiteral("linecards") << QSize(1280, 720) << QStringLiteral("fr");
        // The longest title: Visions' road and phase, «Mise en place : les coureurs…» (issue 32).
        QTest::newRow("visions-1280x720-fr")
            << QStringLiteral("visions") << QSize(1280, 720) << QStringLiteral("fr");
    }
    void wholeGame()
    {
        QFETCH(QString, gameId);
        QFETCH(QSize, size);
        QFETCH(QString, language);
        test::ScopedLanguage scoped(m_language);
        if (!language.isEmpty())
            QVERIFY(scoped.apply(language));
        const test::BoardPlayer *player = playerOf(gameId);
        QVERIFY2(player, "no board player registered");
        const std::unique_ptr<MainWindow> window = openWindow(size);
        QVERIFY(window->startGame(player->setup(3)));
        window->show();
        QVERIFY(QTest::qWaitForWindowExposed(window.get()));
        WindowBoard board(*window);
        GameSession &session = *window->session();
        const QString name = gameId + QLatin1Char('-') + sizeName(size) +
                             (language.isEmpty() ? QString() : QLatin1Char('-') + language);
        int decisions = 0;
        while (!session.shownGame()->isOver() && decisions < DecisionsOnScreen) {
            QTRY_VERIFY_WITH_TIMEOUT(session.humanToAct() || session.shownGame()->isOver(), 20000);
            if (session.shownGame()->isOver())
                break;
            actionsInView(board);
            boardReadable(board, QStringLiteral("decision %1").arg(decisions));
            playersShowWhole(*window);
            if (QTest::currentTestFailed())
                return;
            if (decisions == 0)
                shoot(*window, name + QStringLiteral("-start"));
            else if (decisions == KeyboardDecisions + MouseDecisions - 1)
                shoot(*window, name + QStringLiteral("-playing"));
            const int before = session.moveCount();
            const bool byKeys =
                decisions < KeyboardDecisions || decisions >= KeyboardDecisions + MouseDecisions;
            QVERIFY2(byKeys ? player->byKeyboard(board) : player->byMouse(board),
                     qPrintable(QStringLiteral("decision %1 by %2, keyboard on \"%3\"")
                                    .arg(decisions)
                                    .arg(byKeys ? QStringLiteral("keys") : QStringLiteral("mouse"),
                                         board.focusName())));
            QTRY_VERIFY2_WITH_TIMEOUT(session.moveCount() > before,
                                      qPrintable(QStringLiteral("decision %1").arg(decisions)),
                                      5000);
            ++decisions;
        }
        QVERIFY(decisions > KeyboardDecisions);
        QTemporaryDir folder;
        QVERIFY2(test::finishAndOpen(*window, folder.filePath(QStringLiteral("finished.cwgame"))),
                 qPrintable(window->lastError()));
        QTRY_VERIFY(session.shownGame()->isOver());
        QCOMPARE(window->statusBar()->findChild<QLabel *>(QStringLiteral("turnStatus"))->text(),
                 QCoreApplication::translate("cw::MainWindow", "The game is over"));
        // No tool tip of the board stays up over its end screen under a still mouse (issue 32:
        // a Line cards square's stayed over the results).
        QTRY_COMPARE(visibleToolTips(board.root()->window()->contentItem()), 0);
        shoot(*window, name + QStringLiteral("-end"));
        if (QDockWidget *log = window->findChild<QDockWidget *>(QStringLiteral("gameLogDock"))) {
            log->raise();
            shoot(*window, name + QStringLiteral("-log"));
        }
    }

    // Issue 55: a hand keeps its cards where they are while the pointer is over them, on every
    // board with a hand. The pointer rests on the hand's first card while the person's decisions
    // are made by keys (a card played, laid or chosen, the phase changing, the AI playing and
    // cards drawn): the cards start where they did and keep their size. Salmon Run's hand
    // re-centred after every play, so a second click at the same place hit another card or a
    // gap; Line cards' jumped about 110 px up after an energy choice.
    void handsHoldUnderThePointer_data() { everyGameAtBothSizes(false); }
    void handsHoldUnderThePointer()
    {
        QFETCH(QString, gameId);
        QFETCH(QSize, size);
        const test::BoardPlayer *player = playerOf(gameId);
        QVERIFY2(player, "no board player registered");
        const std::unique_ptr<MainWindow> window = openWindow(size);
        QVERIFY(window->startGame(player->setup(3)));
        window->show();
        QVERIFY(QTest::qWaitForWindowExposed(window.get()));
        WindowBoard board(*window);
        GameSession &session = *window->session();
        int held = 0;
        for (int decisions = 0; decisions < 8 && !session.shownGame()->isOver(); ++decisions) {
            QTRY_VERIFY_WITH_TIMEOUT(session.humanToAct() || session.shownGame()->isOver(), 20000);
            if (session.shownGame()->isOver())
                break;
            // The pointer off the hand first, so that the hand lays itself out afresh.
            QTest::mouseMove(board.widget(), QPoint(2, 2));
            board.settle();
            const HandFrame before = handFrame(board);
            if (!before.isEmpty()) { // the pointer onto the first card, as a person's would be
                QTest::mouseMove(board.widget(), before.firstCard.center().toPoint());
                board.settle();
            }
            const HandFrame hovered = handFrame(board);
            const int moves = session.moveCount();
            QVERIFY2(player->byKeyboard(board),
                     qPrintable(QStringLiteral("decision %1 by keys").arg(decisions)));
            QTRY_VERIFY_WITH_TIMEOUT(session.moveCount() > moves, 5000);
            QTRY_VERIFY_WITH_TIMEOUT(session.humanToAct() || session.shownGame()->isOver(), 20000);
            board.settle();
            const HandFrame after = handFrame(board);
            if (hovered.isEmpty() || after.isEmpty())
                continue;
            ++held;
            // Within the width of a card's edge (Niagara's side column settles a pixel or two
            // when its texts change): the pointer stays on the same card.
            constexpr qreal Edge = 2.5;
            QVERIFY2(qAbs(after.firstCard.x() - hovered.firstCard.x()) < Edge &&
                         qAbs(after.frame.y() - hovered.frame.y()) < Edge &&
                         qAbs(after.firstCard.width() - hovered.firstCard.width()) < Edge &&
                         qAbs(after.firstCard.height() - hovered.firstCard.height()) < Edge,
                     qPrintable(QStringLiteral("decision %1: the first card moved from %2,%3 "
                                               "%4×%5 to %6,%7 %8×%9 under the pointer")
                                    .arg(decisions)
                                    .arg(hovered.firstCard.x())
                                    .arg(hovered.frame.y())
                                    .arg(hovered.firstCard.width())
                                    .arg(hovered.firstCard.height())
                                    .arg(after.firstCard.x())
                                    .arg(after.frame.y())
                                    .arg(after.firstCard.width())
                                    .arg(after.firstCard.height())));
        }
        QVERIFY2(held > 0, "no decision left a hand under the pointer");
    }

    // Issue 55: Niagara's arm spaces read in the interface language («G6», «D6» in French) where
    // people read them; the files and views keep "L6".
    void niagaraArmSpacesFollowTheLanguage()
    {
        test::ScopedLanguage scoped(m_language);
        QVERIFY(scoped.apply(QStringLiteral("fr")));
        const niagara::NiagaraCourse river = niagara::NiagaraCourse::standard();
        const int left = river.spaceIndex(QStringLiteral("L6"));
        const int right = river.spaceIndex(QStringLiteral("R6"));
        QVERIFY(left >= 0 && right >= 0);
        QCOMPARE(river.spaceName(left), QStringLiteral("G6"));
        QCOMPARE(river.spaceName(right), QStringLiteral("D6"));
        QCOMPARE(river.spaceLabel(left), QStringLiteral("L6"));
        QVERIFY(scoped.apply(QStringLiteral("en")));
        QCOMPARE(river.spaceName(left), QStringLiteral("L6"));
    }

    // The New Game dialog with each game chosen, and the game's rules page: every label and button
    // shows its whole text (none narrower than it asks), at the dialog's own size.
    void dialogsShowWhole_data()
    {
        QTest::addColumn<QString>("gameId");
        for (const GameInfo &info : GameRegistry::games())
            QTest::newRow(qPrintable(info.id)) << info.id;
    }
    void dialogsShowWhole()
    {
        QFETCH(QString, gameId);
        const std::unique_ptr<MainWindow> window = openWindow(QSize(1280, 720));
        window->show();
        QVERIFY(QTest::qWaitForWindowExposed(window.get()));
        NewGameDialog dialog(window.get());
        dialog.setGame(gameId);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QTest::qWait(50);
        for (const QLineEdit *name : dialog.findChildren<QLineEdit *>()) // the seats' names
            if (name->isVisibleTo(&dialog) &&
                name->objectName().startsWith(QLatin1String("seatName")))
                QVERIFY2(name->fontMetrics().horizontalAdvance(name->text()) + 8 <= name->width(),
                         qPrintable(name->text()));
        for (QWidget *widget : dialog.findChildren<QWidget *>()) {
            auto *label = qobject_cast<QLabel *>(widget);
            auto *button = qobject_cast<QAbstractButton *>(widget);
            if ((!label || label->wordWrap() || label->text().isEmpty()) && !button)
                continue;
            if (!widget->isVisibleTo(&dialog))
                continue;
            QVERIFY2(
                widget->width() >= widget->minimumSizeHint().width(),
                qPrintable(QStringLiteral("%1 \"%2\": %3 < %4 px")
                               .arg(widget->objectName(), label ? label->text() : button->text())
                               .arg(widget->width())
                               .arg(widget->minimumSizeHint().width())));
        }
        shoot(dialog, gameId + QStringLiteral("-new-game"));
        RulesDialog rules(gameId, &m_language, window.get());
        rules.show();
        QVERIFY(QTest::qWaitForWindowExposed(&rules));
        shoot(rules, gameId + QStringLiteral("-rules"));
    }

    // Viewing an earlier move (the Moves list), the board's narration is that move's, not the
    // last one's; back to the live game, the latest again (issue 32).
    void narrationFollowsTheMoveShown_data()
    {
        QTest::addColumn<QString>("gameId");
        for (const GameInfo &info : GameRegistry::games())
            QTest::newRow(qPrintable(info.id)) << info.id;
    }
    void narrationFollowsTheMoveShown()
    {
        QFETCH(QString, gameId);
        const test::BoardPlayer *player = playerOf(gameId);
        QVERIFY2(player, "no board player registered");
        const std::unique_ptr<MainWindow> window = openWindow(QSize(1280, 720));
        QVERIFY(window->startGame(player->setup(7)));
        window->show();
        QVERIFY(QTest::qWaitForWindowExposed(window.get()));
        WindowBoard board(*window);
        GameSession &session = *window->session();
        const auto narratedUpTo = [&session](int moves) {
            QStringList lines;
            session.replayNarration([&lines](const QStringList &l, int) { lines << l; }, moves);
            return lines.isEmpty() ? QString() : lines.last();
        };
        // A few of the person's decisions, until the narration has changed since an earlier move.
        int earlier = -1;
        for (int decisions = 0; earlier < 0 && decisions < 12; ++decisions) {
            QTRY_VERIFY_WITH_TIMEOUT(session.humanToAct() || session.shownGame()->isOver(), 20000);
            if (session.shownGame()->isOver())
                break;
            const int before = session.moveCount();
            // By keys: this test is about the narration. By clicks, Salmon Run's first hex click
            // made no move when Line cards or Visions had been played by keys in an earlier
            // window of the same process (handsHoldUnderThePointer): a leak between windows,
            // not yet understood, that wholeGame's clicks do not meet.
            QVERIFY(player->byKeyboard(board));
            QTRY_VERIFY_WITH_TIMEOUT(session.moveCount() > before, 5000);
            QTRY_VERIFY_WITH_TIMEOUT(session.humanToAct() || session.shownGame()->isOver(), 20000);
            for (int move = 1; move < session.moveCount() && earlier < 0; ++move)
                if (!narratedUpTo(move).isEmpty() &&
                    narratedUpTo(move) != narratedUpTo(session.moveCount()))
                    earlier = move;
        }
        QVERIFY2(earlier > 0, "the narration never changed");
        const QString live = narratedUpTo(session.moveCount());
        QTRY_COMPARE(lastNarrationLine(board), live);
        session.setViewedMove(earlier);
        QTRY_COMPARE(lastNarrationLine(board), narratedUpTo(earlier));
        shoot(*window, gameId + QStringLiteral("-earlier-move"));
        session.setViewedMove(session.moveCount());
        QTRY_COMPARE(lastNarrationLine(board), live);
    }

    // Issue 55: every board's course reads (boardReadable) at the person's first decisions of a
    // game, at 1280 × 720 and at the window's least size (910 × 445 to 910 × 480 with the game's
    // docks), each decision made by a
    // click as a person does (wholeGame checks 1280 × 720 and 1920 × 1080 in both languages,
    // niagaraRiverReadableInEveryPhase Niagara's Phase I, Phase II and weather in a long game).
    void boardsReadable_data()
    {
        QTest::addColumn<QString>("gameId");
        QTest::addColumn<QSize>("size");
        for (const GameInfo &info : GameRegistry::games())
            for (const QSize size : {QSize(1280, 720), QSize(1, 1)})
                QTest::newRow(
                    qPrintable(info.id + QLatin1Char('-') +
                               (size.width() > 1 ? sizeName(size) : QStringLiteral("least"))))
                    << info.id << size;
    }
    void boardsReadable()
    {
        QFETCH(QString, gameId);
        QFETCH(QSize, size);
        const test::BoardPlayer *player = playerOf(gameId);
        QVERIFY2(player, "no board player registered");
        const std::unique_ptr<MainWindow> window = openWindow(size);
        QVERIFY(window->startGame(player->setup(7)));
        window->show();
        QVERIFY(QTest::qWaitForWindowExposed(window.get()));
        // 1 × 1: the least the window allows with this game's docks (910 × 445 to 910 × 480).
        window->resize(size);
        if (size.width() > 1)
            QCOMPARE(window->size(), size);
        else
            QVERIFY2(window->width() <= 910 && window->height() <= 480,
                     qPrintable(sizeName(window->size())));
        WindowBoard board(*window);
        GameSession &session = *window->session();
        int unclickable = -1; // the first decision the board offered nothing to click for
        for (int decisions = 0; decisions < DecisionsOnScreen; ++decisions) {
            QTRY_VERIFY_WITH_TIMEOUT(session.humanToAct() || session.shownGame()->isOver(), 20000);
            if (session.shownGame()->isOver())
                break;
            boardReadable(board, QStringLiteral("decision %1").arg(decisions));
            if (QTest::currentTestFailed()) {
                shoot(*window,
                      gameId + QLatin1Char('-') + sizeName(size) + QStringLiteral("-unreadable"));
                return;
            }
            const int before = session.moveCount();
            if (!player->byMouse(board)) {
                shoot(*window, gameId + QLatin1Char('-') + sizeName(window->size()) +
                                   QStringLiteral("-unclickable"));
                unclickable = decisions;
                break;
            }
            QTRY_VERIFY_WITH_TIMEOUT(session.moveCount() > before, 5000);
        }
        QVERIFY2(unclickable < 0,
                 qPrintable(QStringLiteral("decision %1: nothing to click").arg(unclickable)));
    }

    // Issue 55, point 1: Niagara's river readable in every phase of a turn, in the kept game of
    // tests/niagara/games/niagara-round-34.cwgame (round 34, a decision among four spaces), at
    // 1280 × 720 and at the window's least size (910 × 445), English and French, and at
    // 1920 × 1080. At 910 × 445 (a 640 × 400 board) the side column (370 px) and the river's
    // column (300 px at least) did not fit side by side: the paddle cards and the decision lay
    // over the river's arms and a canoe, the weather track over the side column. Each space is
    // drawn at least ReadablePlace across and no panel covers a canoe, in Phase II, Phase I (the
    // paddle cards) and the weather's decision (a cloud card, played by the person whenever it
    // may).
    void niagaraRiverReadableInEveryPhase_data()
    {
        QTest::addColumn<QSize>("size");
        QTest::addColumn<QString>("language");
        for (const QSize size : {QSize(1280, 720), QSize(910, 445), QSize(1920, 1080)})
            QTest::newRow(qPrintable(sizeName(size))) << size << QStringLiteral("en");
        QTest::newRow("1280x720-fr") << QSize(1280, 720) << QStringLiteral("fr");
        QTest::newRow("910x445-fr") << QSize(910, 445) << QStringLiteral("fr");
    }
    void niagaraRiverReadableInEveryPhase()
    {
        QFETCH(QSize, size);
        QFETCH(QString, language);
        test::ScopedLanguage scoped(m_language);
        QVERIFY(scoped.apply(language));
        const std::unique_ptr<MainWindow> window = openWindow(size);
        window->show();
        QVERIFY(QTest::qWaitForWindowExposed(window.get()));
        QVERIFY2(window->openFile(qEnvironmentVariable("CW_SOURCE_DIR") +
                                  QStringLiteral("/tests/niagara/games/niagara-round-34.cwgame")),
                 qPrintable(window->lastError()));
        window->resize(size);
        QCOMPARE(window->size(), size); // the least size is the window's own (no larger)
        WindowBoard board(*window);
        GameSession &session = *window->session();
        const std::unique_ptr<AiPlayer> ai =
            makeAiPlayer(QStringLiteral("niagara"), Controller::AiEasy);
        QSet<QString> phases;
        for (int decisions = 0; decisions < 80 && phases.size() < 3; ++decisions) {
            QTRY_VERIFY_WITH_TIMEOUT(session.humanToAct(), 20000);
            board.settle();
            const auto *turn = board.find<NiagaraTurnController>();
            QVERIFY(turn);
            const QString phase = QString::fromLatin1(
                QMetaEnum::fromType<NiagaraTurnController::TurnPhase>().valueToKey(
                    int(turn->phase())));
            boardReadable(board, phase);
            if (QTest::currentTestFailed())
                return;
            if (phase != QLatin1String("Steal") && !phases.contains(phase)) {
                phases.insert(phase);
                shoot(*window, QStringLiteral("niagara-round34-%1-%2-%3")
                                   .arg(sizeName(size), language, phase));
            }
            const Game &game = *session.shownGame();
            ActionList legal;
            game.legalActions(legal);
            const Action cloud = niagara::actions::ChooseCard + 6;
            const Action action =
                std::find(legal.begin(), legal.end(), cloud) != legal.end()
                    ? cloud
                    : ai->choose(game, session.record().decisionSeed(game.moveNumber()));
            const int before = session.moveCount();
            QVERIFY(session.submit(int(action)));
            QTRY_VERIFY_WITH_TIMEOUT(session.moveCount() > before, 5000);
        }
        QCOMPARE(phases, (QSet<QString>{QStringLiteral("Choose"), QStringLiteral("Weather"),
                                        QStringLiteral("Paddle")}));
    }

    // A game saved in the middle of a move and opened again, the window resized after: the board
    // highlights the next decision's target where it is drawn, and a click there makes the move.
    void savedInTheMiddleOfAMove_data() { everyGameAtBothSizes(false); }
    void savedInTheMiddleOfAMove()
    {
        QFETCH(QString, gameId);
        QFETCH(QSize, size);
        const test::BoardPlayer *player = playerOf(gameId);
        QVERIFY2(player, "no board player registered");
        QTemporaryDir folder;
        const QString path = folder.filePath(QStringLiteral("middle.cwgame"));
        {
            const std::unique_ptr<MainWindow> window = openWindow(size);
            QVERIFY(window->startGame(player->setup(5)));
            window->show();
            QVERIFY(QTest::qWaitForWindowExposed(window.get()));
            WindowBoard board(*window);
            GameSession &session = *window->session();
            for (int guard = 0;; ++guard) {
                QVERIFY2(guard < 400, "never in the middle of a move");
                QTRY_VERIFY_WITH_TIMEOUT(session.humanToAct(), 20000);
                if (player->midMove(*session.shownGame()))
                    break;
                const int before = session.moveCount();
                QVERIFY(player->byMouse(board));
                QTRY_VERIFY_WITH_TIMEOUT(session.moveCount() > before, 5000);
            }
            QVERIFY(window->saveToFile(path));
        }
        // Opened in a window of another size, then resized to this one.
        const std::unique_ptr<MainWindow> window =
            openWindow(size.width() > 1600 ? QSize(1280, 720) : QSize(1920, 1080));
        window->show();
        QVERIFY(QTest::qWaitForWindowExposed(window.get()));
        QVERIFY2(window->openFile(path), qPrintable(window->lastError()));
        window->resize(size);
        WindowBoard board(*window);
        GameSession &session = *window->session();
        QTRY_VERIFY(session.humanToAct());
        QVERIFY(player->midMove(*session.shownGame()));
        board.settle();
        shoot(*window, gameId + QLatin1Char('-') + sizeName(size) + QStringLiteral("-reopened"));
        const int before = session.moveCount();
        QVERIFY(player->clickTarget(board));
        QTRY_VERIFY_WITH_TIMEOUT(session.moveCount() > before, 5000);
    }
};

QTEST_MAIN(TestPlayScreens)
#include "tst_play_screens.moc"
