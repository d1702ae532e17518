// Issue 54: every registered board as a screen reader meets it (headless: offscreen, software Qt
// Quick, Qt's accessibility on). Each game is played in the main window by keys alone
// (BoardPlayer) against Easy AIs, and at each of the person's first decisions (every decision
// type the first moves reach) the accessibility tree is walked from the window
// (QAccessible::queryAccessibleInterface): every interactive node has a name, no two sibling
// controls share a name and role, every control the board draws disabled reports it, the prompt
// is in the tree, the live status names the last move (the AI's included), every piece and place
// the game declares (BoardEntry::pieceTexts) is named in the tree, and the "read the position"
// key gives the whole position in the live status.
//
// With CW_A11Y_REPORT set, it prints one line per board for scripts/a11y-report: the tree size
// and the interactive nodes without a name at the first decision. With CW_SHOTS set to a folder,
// it saves the window with the position read (<game>-read-position.png), at CW_SHOTS_SIZE
// ("1280x720"; default 1600x1000) and in CW_LANGUAGE ("fr"; default English).
#include "AccessibleRoles.h"
#include "BoardPlayer.h"
#include "BoardReader.h"
#include "BoardRegistry.h"
#include "FinishGame.h"
#include "GameSetupBuilder.h"
#include "Language.h"
#include "MainWindow.h"
#include "WindowBoard.h"
#include "core/GameRegistry.h"
#include "session/GameSession.h"
#include "session/SeatLens.h"

#include <QAccessible>
#include <QAction>
#include <QDir>
#include <QQuickItem>
#include <QQuickWidget>
#include <QQuickWindow>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <memory>
#include <set>

using namespace cw;
using test::interactiveRole;
using test::playerOf;
using test::WindowBoard;

namespace {

bool interactive(QAccessibleInterface *node)
{
    return interactiveRole(node->role()) || node->state().focusable;
}

// A place or piece a reader lands on (a grid's square, a list's line): it needs a name too
// (issue 54: 65 unnamed empty squares on Line cards).
bool place(QAccessibleInterface *node)
{
    return node->role() == QAccessible::Cell || node->role() == QAccessible::ListItem;
}

QString describe(QAccessibleInterface *node)
{
    QObject *object = node->object();
    return QStringLiteral("%1 \"%2\" (%3 %4 %5)")
        .arg(QString::number(int(node->role())), node->text(QAccessible::Name),
             object ? QString::fromLatin1(object->metaObject()->className()) : QString(),
             object ? object->objectName() : QString(), QString::number(quintptr(object), 16));
}

// What the walk found, from the window down (shown nodes only: a screen reader skips the
// invisible ones).
struct Tree {
    int nodes = 0;
    int interactive = 0;
    QStringList unnamed;     // interactive nodes without a name
    QStringList duplicates;  // sibling controls of one name and role
    QStringList notDisabled; // controls drawn disabled that report themselves enabled
    QStringList names;       // every node's name
};

void walk(QAccessibleInterface *node, Tree &tree, int depth = 0)
{
    if (!node || !node->isValid() || depth > 200)
        return;
    const QAccessible::State state = node->state();
    if (state.invisible)
        return;
    ++tree.nodes;
    tree.names << node->text(QAccessible::Name);
    if (interactive(node))
        ++tree.interactive;
    if ((interactive(node) || place(node)) && node->text(QAccessible::Name).trimmed().isEmpty())
        tree.unnamed << describe(node);
    if (auto *item = qobject_cast<QQuickItem *>(node->object()))
        if (interactiveRole(node->role()) &&
            (!item->isEnabled() || item->property("drawnDisabled").toBool()) && !state.disabled)
            tree.notDisabled << describe(node);
    std::set<std::pair<int, QString>> seen;
    for (int i = 0; i < node->childCount(); ++i) {
        QAccessibleInterface *child = node->child(i);
        if (!child || child->state().invisible)
            continue;
        if (interactiveRole(child->role()) &&
            !seen.insert({int(child->role()), child->text(QAccessible::Name)}).second)
            tree.duplicates << describe(child);
        walk(child, tree, depth + 1);
    }
}

const BoardEntry *boardOf(const QString &gameId)
{
    for (const BoardEntry &entry : Registry<BoardEntry>::entries())
        if (entry.gameId == gameId)
            return &entry;
    return nullptr;
}

// Whether some name in the tree holds `text` whole.
bool named(const Tree &tree, const QString &text)
{
    for (const QString &name : tree.names)
        if (name.contains(text))
            return true;
    return false;
}

constexpr int Decisions = 8;

} // namespace

class TestBoardAccessibility : public QObject {
    Q_OBJECT

    Language m_language;

    std::unique_ptr<MainWindow> openWindow()
    {
        auto window = std::make_unique<MainWindow>(&m_language);
        window->setQuiet(true);
        window->session()->setAiDelayMs(0);
        const QStringList size = qEnvironmentVariable("CW_SHOTS_SIZE", QStringLiteral("1600x1000"))
                                     .split(QLatin1Char('x'));
        window->resize(size.value(0).toInt(), size.value(1).toInt());
        return window;
    }

    // The board's tree (the docks are widgets of their own, outside this suite).
    static Tree treeOf(MainWindow &window)
    {
        Tree tree;
        walk(QAccessible::queryAccessibleInterface(
                 window.findChild<QQuickWidget *>(QStringLiteral("board"))),
             tree);
        return tree;
    }

    // The live status's name: the board's item "liveStatus".
    static QString liveStatus(test::BoardDriver &board)
    {
        QQuickItem *status = board.item(QStringLiteral("liveStatus"));
        QAccessibleInterface *node =
            status ? QAccessible::queryAccessibleInterface(status) : nullptr;
        return node ? node->text(QAccessible::Name) : QString();
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("CoursewrightTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_board_accessibility"));
        m_language.apply(qEnvironmentVariable("CW_LANGUAGE", QStringLiteral("en")), false);
        QAccessible::setActive(true);
    }

    // Issue 54: with the names New Game gives seats ("Boat 2", "Salmon 2"), no piece reads as
    // "Boat 2's boat" or « Bateau de Bateau 2 »: the default name already names the piece. Every
    // registered board's pieces, in English and French.
    void defaultNamesSayEachPieceOnce_data()
    {
        QTest::addColumn<QString>("language");
        QTest::newRow("en") << QStringLiteral("en");
        QTest::newRow("fr") << QStringLiteral("fr");
    }
    void defaultNamesSayEachPieceOnce()
    {
        QFETCH(QString, language);
        m_language.apply(language, false);
        QStringList wrong;
        int texts = 0;
        for (const BoardEntry &entry : Registry<BoardEntry>::entries()) {
            const GameInfo *info = GameRegistry::find(entry.gameId);
            if (!info || !entry.pieceTexts)
                continue;
            const GameSetup setup = test::gameSetup(entry.gameId)
                                        .seatCount(std::max(2, info->minSeats))
                                        .seed(5)
                                        .build();
            QString error;
            const std::unique_ptr<Game> game = GameRegistry::create(setup, &error);
            QVERIFY2(game, qPrintable(error));
            QStringList names;
            for (const SeatConfig &seat : setup.seats)
                names << seat.name;
            for (const QString &text : entry.pieceTexts(*game, -1, names)) {
                ++texts;
                for (const QString &name : std::as_const(names)) {
                    const QString noun = name.section(QLatin1Char(' '), 0, 0);
                    if (text.contains(name + QStringLiteral("'s ") + noun, Qt::CaseInsensitive) ||
                        text.contains(noun + QStringLiteral(" de ") + name, Qt::CaseInsensitive))
                        wrong << entry.gameId + QStringLiteral(": ") + text;
                }
            }
        }
        m_language.apply(QStringLiteral("en"), false);
        QVERIFY(texts > 20);
        QVERIFY2(wrong.isEmpty(), qPrintable(wrong.join(u'\n')));
    }

    // Issue 54: names from people and files are plain text. Seats and the course (where it has a
    // name) are named with markup; every Text of the board that shows it must show it as typed
    // (QML's default AutoText would draw "<b>Bold</b>" bold), at the first decisions and on the
    // results at the end of the game, and the tree names it as typed.
    void namesShowAsPlainText_data() { everyBoard_data(); }
    void namesShowAsPlainText()
    {
        QFETCH(QString, gameId);
        const test::BoardPlayer *player = playerOf(gameId);
        QVERIFY2(player, "no board player registered");
        const QString marked = QStringLiteral("<b>Bold</b><i>x</i>&amp;");
        GameSetup setup = player->setup(3);
        for (int seat = 0; seat < setup.seats.size(); ++seat)
            setup.seats[seat].name = marked + QString::number(seat + 1);
        if (setup.course.contains(QStringLiteral("name")))
            setup.course.insert(QStringLiteral("name"), marked);
        const std::unique_ptr<MainWindow> window = openWindow();
        QVERIFY(window->startGame(setup));
        window->show();
        QVERIFY(QTest::qWaitForWindowExposed(window.get()));
        WindowBoard board(*window);
        GameSession &session = *window->session();
        QStringList rich;
        QStringList shown; // every Text that showed a name, once
        // The Texts showing a name on the board now, added to `shown` (and the rich ones to
        // `rich`); how many there are.
        const auto look = [&board, &rich, &shown] {
            board.settle();
            int showing = 0;
            QList<QQuickItem *> texts{board.root()};
            for (qsizetype i = 0; i < texts.size(); ++i)
                texts << texts[i]->childItems();
            for (QQuickItem *text : std::as_const(texts)) {
                if (!text->inherits("QQuickText"))
                    continue;
                const QString shownText = text->property("text").toString();
                // The board's own markup (Salmon Run's symbol key bolds its card names) is not a
                // name from a person.
                if (!shownText.contains(QStringLiteral("<b>Bold</b>")))
                    continue;
                showing += text->isVisible();
                const int format = text->property("textFormat").toInt();
                const bool plain = format == 0; // Text.PlainText
                const QString where =
                    QStringLiteral("%1 (%2) \"%3\"")
                        .arg(text->objectName(),
                             text->parentItem() ? QString::fromLatin1(
                                                      text->parentItem()->metaObject()->className())
                                                : QString(),
                             shownText);
                if (!shown.contains(where))
                    shown << where;
                if (!plain && !rich.contains(where))
                    rich << where;
            }
            return showing;
        };
        // The first decisions: the boards' panels, badges and prompts as the game goes on.
        for (int decision = 0; decision < 3 && !session.shownGame()->isOver(); ++decision) {
            QTRY_VERIFY_WITH_TIMEOUT(session.humanToAct() || session.shownGame()->isOver(), 20000);
            if (session.shownGame()->isOver())
                break;
            look();
            const int before = session.moveCount();
            QVERIFY(player->byKeyboard(board));
            QTRY_VERIFY_WITH_TIMEOUT(session.moveCount() > before, 5000);
        }
        // The end: the results name every seat (the podium, the standings, the winner).
        QTemporaryDir folder;
        QVERIFY2(test::finishAndOpen(*window, folder.filePath(QStringLiteral("finished.cwgame"))),
                 qPrintable(window->lastError()));
        QTRY_VERIFY(session.shownGame()->isOver());
        QVERIFY2(look() > 0, "no Text of the results shows a seat's name");
        QVERIFY2(!shown.isEmpty(), "no Text shows a seat's name");
        QVERIFY2(named(treeOf(*window), marked + QStringLiteral("1")),
                 "the tree does not name the seat as typed");
        qInfo().noquote() << QStringLiteral("%1: %2 of %3 texts drawn as rich text")
                                 .arg(gameId)
                                 .arg(rich.size())
                                 .arg(shown.size());
        QVERIFY2(rich.isEmpty(), qPrintable(rich.join(u'\n')));
    }

    void everyBoard_data()
    {
        QTest::addColumn<QString>("gameId");
        for (const GameInfo &info : GameRegistry::games())
            if (boardOf(info.id))
                QTest::newRow(qPrintable(info.id)) << info.id;
    }
    void everyBoard()
    {
        QFETCH(QString, gameId);
        const test::BoardPlayer *player = playerOf(gameId);
        QVERIFY2(player, "no board player registered");
        const std::unique_ptr<MainWindow> window = openWindow();
        QVERIFY(window->startGame(player->setup(3)));
        window->show();
        QVERIFY(QTest::qWaitForWindowExposed(window.get()));
        WindowBoard board(*window);
        GameSession &session = *window->session();
        const bool report = qEnvironmentVariableIsSet("CW_A11Y_REPORT");
        QStringList failures;
        for (int decision = 0; decision < Decisions && !session.shownGame()->isOver(); ++decision) {
            QTRY_VERIFY_WITH_TIMEOUT(session.humanToAct() || session.shownGame()->isOver(), 20000);
            if (session.shownGame()->isOver())
                break;
            board.settle();
            const Tree tree = treeOf(*window);
            const QString at = QStringLiteral("decision %1: ").arg(decision);
            if (report && decision == 0)
                qInfo().noquote() << QStringLiteral("A11Y %1 nodes=%2 interactive=%6 unnamed=%3 "
                                                    "duplicates=%4 not-disabled=%5")
                                         .arg(gameId)
                                         .arg(tree.nodes)
                                         .arg(tree.unnamed.size())
                                         .arg(tree.duplicates.size())
                                         .arg(tree.notDisabled.size())
                                         .arg(tree.interactive);
            for (const QString &node : tree.unnamed)
                failures << at + QStringLiteral("unnamed ") + node;
            for (const QString &node : tree.duplicates)
                failures << at + QStringLiteral("same name and role as a sibling: ") + node;
            for (const QString &node : tree.notDisabled)
                failures << at + QStringLiteral("drawn disabled, reported enabled: ") + node;
            // The prompt, as the board draws it.
            QQuickItem *prompt = board.item(QStringLiteral("statusText"));
            const QString promptText = prompt ? prompt->property("text").toString() : QString();
            if (promptText.isEmpty() || !named(tree, promptText))
                failures
                    << at + QStringLiteral("the prompt \"%1\" is not in the tree").arg(promptText);
            // Every piece and place the game declares, as the seat shown may know them.
            const QStringList pieces = BoardReader::piecesOf(session);
            if (pieces.isEmpty())
                failures << at + QStringLiteral("the game declares no pieces");
            for (const QString &piece : pieces)
                if (!named(tree, piece))
                    failures << at + QStringLiteral("piece not in the tree: ") + piece;
            // The live status names the last move (the AI's included).
            const int last = session.lens()->moves() - 1;
            if (last >= 0 && !liveStatus(board).contains(session.lens()->moveName(last)))
                failures << at + QStringLiteral("the live status \"%1\" does not name \"%2\"")
                                     .arg(liveStatus(board), session.lens()->moveName(last));
            const int before = session.moveCount();
            if (!player->byKeyboard(board)) {
                failures << at + QStringLiteral("not taken by keys");
                break;
            }
            QTRY_VERIFY_WITH_TIMEOUT(session.moveCount() > before, 5000);
        }
        // The "read the position" key: the position in one text, in the live status (asked at the
        // person's decision: an AI's move would tell itself in the live status meanwhile).
        QTRY_VERIFY_WITH_TIMEOUT(session.humanToAct() || session.shownGame()->isOver(), 20000);
        auto *read = window->findChild<QAction *>(QStringLiteral("readPosition"));
        if (!read) {
            failures << QStringLiteral("no \"read the position\" action");
        } else {
            read->trigger();
            board.settle();
            const GameInfo *info = GameRegistry::find(gameId);
            // The replay text's line after its title (whose turn, or the grid), and never the
            // seed, which would tell the deals to come.
            const QString secondLine =
                info->positionText(session.record(),
                                   session.lens()->position()->viewFor(session.lens()->seat()))
                    .section(QLatin1Char('\n'), 1, 1);
            if (!liveStatus(board).contains(secondLine))
                failures << QStringLiteral("read the position: \"%1\"").arg(liveStatus(board));
            if (liveStatus(board).contains(
                    QStringLiteral("seed %1").arg(session.record().setup.seed)))
                failures << QStringLiteral("read the position tells the seed");
            if (QQuickItem *panel = board.item(QStringLiteral("positionPanel"));
                !panel || !panel->isVisible())
                failures << QStringLiteral("read the position: no panel shown");
            if (const QString shots = qEnvironmentVariable("CW_SHOTS"); !shots.isEmpty()) {
                QTest::qWait(100);
                window->grab().save(
                    QDir(shots).filePath(gameId + QStringLiteral("-read-position.png")));
            }
            board.key(Qt::Key_Escape);
            board.settle();
            if (QQuickItem *panel = board.item(QStringLiteral("positionPanel"));
                panel && panel->isVisible())
                failures << QStringLiteral("read the position: Escape leaves the panel up");
        }
        if (report)
            qInfo().noquote()
                << QStringLiteral("A11Y %1 failures=%2").arg(gameId).arg(failures.size());
        for (const QString &failure : std::as_const(failures))
            qInfo().noquote() << failure;
        QVERIFY2(failures.isEmpty(),
                 qPrintable(QStringLiteral("%1 failures").arg(failures.size())));
    }
};

QTEST_MAIN(TestBoardAccessibility)
#include "tst_board_accessibility.moc"
