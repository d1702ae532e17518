// App-level privacy (issue 51): the window shows a seat only what that seat may know, for every
// registered game (the sample race included: this test links its folder). A seeded game of Easy
// players is stopped at positions of every decision type of a human seat and opened in two main
// windows: one as it was played, one in which what that seat cannot see is dealt again (the other
// seats' secret choices taken otherwise where that seat is shown and told the same, then the hidden
// cards dealt again, GameSession::dealHiddenAgain). Every text the window shows is compared: the
// Moves list, the Game log, the status bar, the Players dock, the coach (asked for a hint), the
// board's texts, accessible names and tool tips, every value its models give QML (both lenses
// then drawing from one generator, SeatLens::reseed, so their copies are byte-identical), the
// accessible names and tool tips of every widget of the window and of the rows of its lists and
// tables, and the Review; and every board model, turn controller and reader must read the seat
// lens's copy, never the live game (its SessionObserver's position is SeatLens::position()).
// With two human seats, behind the privacy screen, everything hidden from the public is dealt
// again, the coach gives no hint, Play It stays disabled and the Review judges no one's decisions.
#include "CoachDock.h"
#include "Language.h"
#include "MainWindow.h"
#include "PlayersDock.h"
#include "QuickItems.h"
#include "ReviewDialog.h"
#include "SessionObserver.h"
#include "SessionTestSupport.h"
#include "ai/AiFactory.h"
#include "core/GameRecord.h"
#include "core/GameRegistry.h"
#include "session/GameSession.h"
#include "session/MoveHint.h"
#include "session/SeatLens.h"

#include <QAbstractItemModel>
#include <QAccessible>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QListWidget>
#include <QMap>
#include <QMetaProperty>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QQuickItem>
#include <QQuickWidget>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <iterator>
#include <map>
#include <memory>
#include <utility>

using namespace cw;

namespace {

constexpr int MaxActions = 600;     // enough for several rounds of every game
constexpr int PositionsPerGame = 6; // decision types checked per game, at most
constexpr int HintsPerGame = 2;     // positions at which the coach is asked (a Hard search)

// A seeded game of Easy players: every seat's decisions, up to MaxActions.
GameRecord playedGame(const GameSetup &setup)
{
    GameRecord record;
    record.setup = setup;
    QString error;
    std::unique_ptr<Game> game = record.replay(0, &error);
    const std::unique_ptr<AiPlayer> ai = makeAiPlayer(setup.gameId, Controller::AiEasy);
    while (game && ai && !game->isOver() && int(record.actions.size()) < MaxActions) {
        const Action action = ai->choose(*game, record.decisionSeed(game->moveNumber()));
        game->apply(action);
        record.actions.push_back(action);
    }
    return record;
}

// What kind of decision `game` asks for: the first words of its legal actions' names.
QString decisionType(const Game &game)
{
    QStringList words;
    for (const Action action : game.legalActions())
        words.append(game.actionName(action).section(u' ', 0, 0));
    words.removeDuplicates();
    words.sort();
    return words.join(u'/');
}

// What `seat` learns from each action of `actions` played from `setup`: its view after it and
// the narration of it (the Game log is what everyone is told: a card discarded and shuffled away
// within one action shows in no view, yet was public).
struct Seen {
    QJsonObject view;
    QStringList lines;
    bool operator==(const Seen &) const = default;
};

Seen seenAfter(Game &game, Action action, int seat)
{
    game.apply(action);
    return {game.viewFor(seat), game.takeLog()};
}

std::vector<Seen> seenBy(const GameSetup &setup, const ActionList &actions, int seat)
{
    QString error;
    std::unique_ptr<Game> game = GameRegistry::create(setup, &error);
    game->setRecordLog(true);
    game->takeLog();
    std::vector<Seen> seen;
    for (const Action action : actions) {
        if (!game->isLegal(action))
            break;
        seen.push_back(seenAfter(*game, action, seat));
    }
    return seen;
}

// For each move, the other actions its seat could have taken that `seat` could not tell from it
// right after (another seat's secret choice): where another history of what `seat` does not see
// may differ.
std::map<int, ActionList> unseenAlternatives(const GameRecord &record, int seat)
{
    std::map<int, ActionList> alternatives;
    QString error;
    std::unique_ptr<Game> game = record.replay(0, &error);
    game->setRecordLog(true);
    game->takeLog();
    for (int move = 0; move < int(record.actions.size()); ++move) {
        const Action played = record.actions[std::size_t(move)];
        if (game->currentSeat() != seat) {
            std::unique_ptr<Game> after = game->clone();
            after->setRecordLog(true);
            const Seen seen = seenAfter(*after, played, seat);
            for (const Action action : game->legalActions()) {
                std::unique_ptr<Game> instead = game->clone();
                instead->setRecordLog(true);
                if (action != played && seenAfter(*instead, action, seat) == seen)
                    alternatives[move].push_back(action);
            }
        }
        game->apply(played);
        game->takeLog();
    }
    return alternatives;
}

// The record's first `moves` actions with other seats' choices taken otherwise (`alternatives`)
// wherever `seat` cannot tell: every action stays legal and, after each, `seat` sees and is told
// the same.
GameRecord otherHiddenChoices(const GameRecord &record, int moves, int seat,
                              const std::map<int, ActionList> &alternatives)
{
    GameRecord other = record;
    other.actions.resize(std::size_t(moves));
    const std::vector<Seen> seen = seenBy(record.setup, other.actions, seat);
    for (auto it = alternatives.cbegin(); it != alternatives.cend() && it->first < moves; ++it)
        for (const Action action : it->second) {
            ActionList candidate = other.actions;
            candidate[std::size_t(it->first)] = action;
            if (seenBy(record.setup, candidate, seat) == seen) {
                other.actions = candidate;
                break;
            }
        }
    return other;
}

// A position before which `seats` decide, per decision type: for each type, the first of its
// first few positions at which the other seats' hidden choices can be taken otherwise, else its
// first. Each comes with that other history (`seat` the one whose view it keeps).
std::vector<std::pair<GameRecord, GameRecord>> decisionPositions(const GameRecord &record,
                                                                 const QList<int> &seats, int seat)
{
    constexpr int TriedPerType = 6;
    const std::map<int, ActionList> alternatives = unseenAlternatives(record, seat);
    QString error;
    std::unique_ptr<Game> game = record.replay(0, &error);
    QMap<QString, std::vector<int>> movesOfType;
    QStringList types; // in order of first appearance
    for (int move = 0; game && move < int(record.actions.size()); ++move) {
        if (seats.contains(game->currentSeat())) {
            const QString type = decisionType(*game);
            if (!types.contains(type))
                types.append(type);
            if (movesOfType[type].size() < TriedPerType)
                movesOfType[type].push_back(move);
        }
        game->apply(record.actions[std::size_t(move)]);
    }
    std::vector<std::pair<GameRecord, GameRecord>> positions;
    for (const QString &type : types.mid(0, PositionsPerGame)) {
        std::pair<GameRecord, GameRecord> chosen;
        for (const int moves : movesOfType[type]) {
            GameRecord shown = record;
            shown.actions.resize(std::size_t(moves));
            GameRecord other = otherHiddenChoices(record, moves, seat, alternatives);
            const bool differs = other.actions != shown.actions;
            if (chosen.first.setup.gameId.isEmpty() || differs)
                chosen = {shown, other};
            if (differs)
                break;
        }
        positions.push_back(chosen);
    }
    return positions;
}

// The text of the tool tip an item shows: its own toolTip, else an attached ToolTip's.
QString toolTipOf(const QQuickItem *item)
{
    const QString own = item->property("toolTip").toString();
    if (!own.isEmpty())
        return own;
    for (const QObject *child : item->children())
        if (child->inherits("QQuickToolTipAttached"))
            return child->property("text").toString();
    return {};
}

void widgetTexts(const QWidget &window, QMap<QString, QStringList> &texts);

// A value of a board model as text: lists and maps as compact JSON (their order kept).
QString valueText(const QVariant &value)
{
    const QJsonValue json = QJsonValue::fromVariant(value);
    if (json.isArray())
        return QString::fromUtf8(QJsonDocument(json.toArray()).toJson(QJsonDocument::Compact));
    if (json.isObject())
        return QString::fromUtf8(QJsonDocument(json.toObject()).toJson(QJsonDocument::Compact));
    return value.toString();
}

// Every value the board's models give QML (issue 51: they read the seat lens's copy, never the
// live game): each property of every object of the board that follows the session (the board
// models, turn controllers and readers) and every role of every row of its item models, as
// "Class.property=value".
QStringList boardModelData(const QQuickItem &root)
{
    QStringList data;
    QList<QObject *> objects = root.findChildren<QObject *>();
    objects.prepend(const_cast<QQuickItem *>(&root));
    for (const QObject *object : objects) {
        const QMetaObject *meta = object->metaObject();
        const QString name = QString::fromLatin1(meta->className());
        if (const auto *model = qobject_cast<const QAbstractItemModel *>(object)) {
            const QHash<int, QByteArray> roles = model->roleNames();
            for (int row = 0; row < model->rowCount(); ++row)
                for (auto role = roles.cbegin(); role != roles.cend(); ++role)
                    data << QStringLiteral("%1[%2].%3=%4")
                                .arg(name)
                                .arg(row)
                                .arg(QString::fromLatin1(role.value()),
                                     valueText(model->data(model->index(row, 0), role.key())));
        }
        if (meta->indexOfProperty("session") < 0 || object->inherits("QQuickItem"))
            continue;
        for (int i = QObject::staticMetaObject.propertyCount(); i < meta->propertyCount(); ++i) {
            const QMetaProperty property = meta->property(i);
            const QVariant value = property.read(object);
            if (value.metaType().flags() & QMetaType::PointerToQObject)
                continue; // the session, the hint: followed, not shown
            data << QStringLiteral("%1.%2=%3")
                        .arg(name, QString::fromLatin1(property.name()), valueText(value));
        }
    }
    return data;
}

// Why the board of `window` reads something other than the seat lens's copy, or empty: every
// board model, turn controller and reader follows the session through a SessionObserver, whose
// position must be the lens's (SeatLens::position), the copy made for the seat shown.
QString boardReadsOtherThanTheLens(MainWindow &window)
{
    const auto *board = window.findChild<QQuickWidget *>(QStringLiteral("board"));
    if (!board || !board->rootObject())
        return QStringLiteral("no board");
    const QList<SessionObserver *> observers =
        board->rootObject()->findChildren<SessionObserver *>();
    if (observers.isEmpty())
        return QStringLiteral("the board follows no session");
    const Game *copy = window.session()->lens()->position();
    for (const SessionObserver *observer : observers)
        if (observer->session() == window.session() && observer->shownGame() != copy)
            return QStringLiteral("%1 reads the live game, not the seat's copy")
                .arg(QString::fromLatin1(observer->parent()->metaObject()->className()));
    return {};
}

// Every text the window shows, by surface, each surface's texts sorted.
QMap<QString, QStringList> shownTexts(MainWindow &window)
{
    QMap<QString, QStringList> texts;
    const auto *moves = window.findChild<QListWidget *>(QStringLiteral("movesList"));
    for (int row = 0; moves && row < moves->count(); ++row)
        texts[QStringLiteral("Moves")] << moves->item(row)->text() << moves->item(row)->toolTip();
    if (const auto *log = window.findChild<QPlainTextEdit *>(QStringLiteral("gameLog")))
        texts[QStringLiteral("Game log")] = log->toPlainText().split(u'\n');
    if (const auto *status = window.findChild<QLabel *>(QStringLiteral("turnStatus")))
        texts[QStringLiteral("status bar")] << status->text();
    if (const auto *players = window.findChild<PlayersDock *>())
        for (int row = 0; row < players->table()->rowCount(); ++row)
            for (int column = 0; column < players->table()->columnCount(); ++column)
                if (const QTableWidgetItem *cell = players->table()->item(row, column))
                    texts[QStringLiteral("Players")] << cell->text() << cell->toolTip();
    if (const auto *status = window.findChild<QLabel *>(QStringLiteral("coachStatus")))
        texts[QStringLiteral("Coach")] << status->text();
    const auto *hints = window.findChild<QListWidget *>(QStringLiteral("coachMoves"));
    for (int row = 0; hints && row < hints->count(); ++row)
        texts[QStringLiteral("Coach")] << hints->item(row)->text();
    if (const auto *play = window.findChild<QPushButton *>(QStringLiteral("coachPlayBest")))
        texts[QStringLiteral("Coach")] << (play->isEnabled() ? QStringLiteral("Play It enabled")
                                                             : QStringLiteral("Play It disabled"));
    const auto *board = window.findChild<QQuickWidget *>(QStringLiteral("board"));
    if (board && board->rootObject())
        texts[QStringLiteral("board models")] = boardModelData(*board->rootObject());
    QList<QQuickItem *> items{board ? board->rootObject() : nullptr};
    while (!items.isEmpty()) {
        QQuickItem *item = items.takeLast();
        if (!item || !test::isShown(item))
            continue;
        items.append(item->childItems());
        if (QAccessibleInterface *accessible = QAccessible::queryAccessibleInterface(item))
            texts[QStringLiteral("board's accessible names")]
                << accessible->text(QAccessible::Name)
                << accessible->text(QAccessible::Description);
        texts[QStringLiteral("tool tips")] << toolTipOf(item);
        const QVariant text = item->property("text");
        if (text.typeId() == QMetaType::QString)
            texts[QStringLiteral("board")] << text.toString();
    }
    widgetTexts(window, texts);
    for (QStringList &list : texts) {
        list.removeAll(QString());
        list.sort();
    }
    return texts;
}

// The accessible names, descriptions and tool tips of the window's shown widgets (the docks, the
// status bar, the coach's buttons) and of the rows of its lists and tables, as a screen reader and
// the pointer find them: the rows' own texts are compared above.
void widgetTexts(const QWidget &window, QMap<QString, QStringList> &texts)
{
    for (const QWidget *widget : window.findChildren<QWidget *>()) {
        if (!widget->isVisible() || widget->inherits("QQuickWidget"))
            continue;
        texts[QStringLiteral("accessible names")] << widget->accessibleName()
                                                  << widget->accessibleDescription();
        texts[QStringLiteral("window's tool tips")] << widget->toolTip();
        const auto addItem = [&](const QVariant &tip, const QVariant &name,
                                 const QVariant &description) {
            texts[QStringLiteral("window's tool tips")] << tip.toString();
            texts[QStringLiteral("accessible names")] << name.toString() << description.toString();
        };
        if (const auto *list = qobject_cast<const QListWidget *>(widget))
            for (int row = 0; row < list->count(); ++row) {
                const QListWidgetItem *item = list->item(row);
                addItem(item->toolTip(), item->data(Qt::AccessibleTextRole),
                        item->data(Qt::AccessibleDescriptionRole));
            }
        if (const auto *table = qobject_cast<const QTableWidget *>(widget))
            for (int row = 0; row < table->rowCount(); ++row)
                for (int column = 0; column < table->columnCount(); ++column)
                    if (const QTableWidgetItem *cell = table->item(row, column))
                        addItem(cell->toolTip(), cell->data(Qt::AccessibleTextRole),
                                cell->data(Qt::AccessibleDescriptionRole));
    }
}

// What the Review (Game > Review, the Easy AI judging) shows once it has judged: its status, the
// costly moves with their tool tips, the text it exports.
QStringList reviewTexts(MainWindow &window)
{
    ReviewDialog review(window.session(), &window, Controller::AiEasy);
    if (!QTest::qWaitFor([&] { return !review.isReviewing(); }, 60000))
        return {QStringLiteral("the review did not end")};
    QStringList texts;
    if (const auto *status = review.findChild<QLabel *>(QStringLiteral("reviewStatus")))
        texts << status->text();
    if (const auto *costly = review.findChild<QListWidget *>(QStringLiteral("reviewCostlyMoves")))
        for (int row = 0; row < costly->count(); ++row)
            texts << costly->item(row)->text() << costly->item(row)->toolTip();
    texts << review.text().split(u'\n');
    texts.removeAll(QString());
    texts.sort();
    return texts;
}

// Why `first` and `second` differ, surface by surface: the texts only one of them shows.
QString difference(const QMap<QString, QStringList> &first,
                   const QMap<QString, QStringList> &second)
{
    QStringList problems;
    for (auto it = first.cbegin(); it != first.cend(); ++it) {
        const QStringList &a = it.value();
        const QStringList b = second.value(it.key());
        if (a == b)
            continue;
        QStringList onlyA, onlyB;
        std::set_difference(a.begin(), a.end(), b.begin(), b.end(), std::back_inserter(onlyA));
        std::set_difference(b.begin(), b.end(), a.begin(), a.end(), std::back_inserter(onlyB));
        problems << QStringLiteral("%1: shown in one deal only: \"%2\"; in the other only: \"%3\"")
                        .arg(it.key(), onlyA.mid(0, 4).join(QStringLiteral("\", \"")),
                             onlyB.mid(0, 4).join(QStringLiteral("\", \"")));
    }
    return problems.join(u'\n');
}

// Asks the coach for a hint (the Coach dock's Hint button, as a person would) and waits for it.
bool askCoach(MainWindow &window)
{
    auto *coach = window.findChild<CoachDock *>();
    auto *button = window.findChild<QPushButton *>(QStringLiteral("coachHint"));
    if (!coach || !button)
        return false;
    QSignalSpy ended(coach->hint(), &MoveHint::searchEnded);
    button->click();
    return !coach->hint()->isThinking() || ended.wait(120000);
}

} // namespace

class TestAppPrivacy : public QObject {
    Q_OBJECT

    Language m_language;
    QTemporaryDir m_folder;

    // A main window showing `record` (saved and opened as a person would).
    bool open(MainWindow &window, const GameRecord &record, const QString &name)
    {
        window.setQuiet(true);
        window.session()->setAiDelayMs(0);
        window.resize(1280, 720);
        const QString path = m_folder.filePath(name + QStringLiteral(".cwgame"));
        QString error;
        if (!record.save(path, &error) || !window.openFile(path))
            return false;
        window.show();
        return QTest::qWaitForWindowExposed(&window);
    }

    // Opens `shown` and `dealtAgain` in two windows, the second with what `seat` cannot see dealt
    // again, asks the coach in both when `coach`, and compares every text (the Review's too when
    // `review`).
    void compare(const GameRecord &shown, GameRecord dealtAgain, int seat, bool coach,
                 const QString &where, bool review = false)
    {
        MainWindow first(&m_language), second(&m_language);
        QVERIFY(open(first, shown, QStringLiteral("first")));
        QVERIFY(open(second, dealtAgain, QStringLiteral("second")));
        second.session()->dealHiddenAgain(seat, 51);
        QVERIFY(first.session()->humanToAct());
        QVERIFY(second.session()->humanToAct());
        if (coach) {
            QVERIFY(askCoach(first));
            QVERIFY(askCoach(second));
        }
        // One generator for both lenses: the seat's copies are then byte-identical, and so must
        // be every value a board model reads from the copy (one reading the live game differs).
        first.session()->lens()->reseed(51);
        second.session()->lens()->reseed(51);
        QTest::qWait(50); // the board follows the position
        for (MainWindow *window : {&first, &second}) {
            const QString reads = boardReadsOtherThanTheLens(*window);
            QVERIFY2(reads.isEmpty(), qPrintable(where + QStringLiteral(": ") + reads));
        }
        QMap<QString, QStringList> firstTexts = shownTexts(first);
        QMap<QString, QStringList> secondTexts = shownTexts(second);
        if (review) {
            firstTexts[QStringLiteral("Review")] = reviewTexts(first);
            secondTexts[QStringLiteral("Review")] = reviewTexts(second);
        }
        QVERIFY2(!firstTexts.value(QStringLiteral("board models")).isEmpty(),
                 qPrintable(where + QStringLiteral(": no board model found")));
        const QString why = difference(firstTexts, secondTexts);
        QVERIFY2(why.isEmpty(), qPrintable(where + QStringLiteral(":\n") + why));
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        m_language.apply(QStringLiteral("en"), false);
        QVERIFY(m_folder.isValid());
    }

    // One human seat among AI seats: at positions of every decision type of that seat, what it
    // cannot see dealt again changes nothing the window shows.
    void windowShowsTheSeatOnlyItsOwn_data() { test::addGameRows(); }
    void windowShowsTheSeatOnlyItsOwn()
    {
        QFETCH(QString, gameId);
        const GameInfo *info = GameRegistry::find(gameId);
        QVERIFY(info);
        const GameRecord record = playedGame(
            test::gameSetup(gameId)
                .seatCount(std::clamp(3, info->minSeats, info->maxSeats), Controller::Human)
                .seed(51));
        const auto positions = decisionPositions(record, {0}, 0);
        QVERIFY(!positions.empty());
        int hints = 0;
        for (const auto &[shown, dealtAgain] : positions) {
            const bool hint = hints++ < HintsPerGame;
            compare(shown, dealtAgain, 0, hint,
                    QStringLiteral("%1 at move %2").arg(gameId).arg(shown.actions.size()), hint);
            if (QTest::currentTestFailed())
                return;
        }
    }

    // Two human seats sharing the device, the privacy screen up at each decision: what no seat
    // may see dealt again changes nothing shown, and the coach gives no hint.
    void privacyScreenHidesBothHands_data() { test::addGameRows(); }
    void privacyScreenHidesBothHands()
    {
        QFETCH(QString, gameId);
        const GameInfo *info = GameRegistry::find(gameId);
        QVERIFY(info);
        std::vector<Controller> seats(std::size_t(std::max(2, info->minSeats)), Controller::AiEasy);
        seats[0] = seats[1] = Controller::Human;
        const GameRecord record = playedGame(test::gameSetup(gameId).seats(seats).seed(51));
        const auto positions = decisionPositions(record, {0, 1}, -1);
        QVERIFY(!positions.empty());
        int hints = 0;
        for (const auto &[shown, dealtAgain] : positions) {
            const QString where =
                QStringLiteral("%1 at move %2").arg(gameId).arg(shown.actions.size());
            compare(shown, dealtAgain, -1, hints++ < HintsPerGame, where);
            if (QTest::currentTestFailed())
                return;
            MainWindow window(&m_language);
            QVERIFY(open(window, shown, QStringLiteral("screen")));
            QVERIFY(askCoach(window));
            const auto *coach = window.findChild<QListWidget *>(QStringLiteral("coachMoves"));
            const auto *play = window.findChild<QPushButton *>(QStringLiteral("coachPlayBest"));
            QVERIFY(coach && play);
            QVERIFY2(coach->count() == 0,
                     qPrintable(where +
                                QStringLiteral(": the coach answers behind the privacy "
                                               "screen: ") +
                                (coach->count() > 0 ? coach->item(0)->text() : QString())));
            ReviewDialog review(window.session(), &window, Controller::AiEasy);
            QTRY_VERIFY_WITH_TIMEOUT(!review.isReviewing(), 60000);
            QVERIFY2(review.seats().empty(),
                     qPrintable(where + QStringLiteral(": the review judges a hand behind the "
                                                       "privacy screen")));
            QVERIFY2(!play->isEnabled(),
                     qPrintable(where + QStringLiteral(": Play It is enabled behind the screen")));
        }
    }
};

QTEST_MAIN(TestAppPrivacy)
#include "tst_app_privacy.moc"
