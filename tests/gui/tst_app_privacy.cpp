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
#include "HiddenHistories.h"
#include "Language.h"
#include "MainWindow.h"
#include "ReviewDialog.h"
#include "SessionTestSupport.h"
#include "WindowTexts.h"
#include "core/GameRecord.h"
#include "core/GameRegistry.h"
#include "session/GameSession.h"
#include "session/SeatLens.h"

#include <QListWidget>
#include <QPushButton>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <memory>
#include <vector>

using namespace cw;
using namespace cw::test;

namespace {

constexpr int MaxActions = 600;     // enough for several rounds of every game
constexpr int PositionsPerGame = 6; // decision types checked per game, at most
constexpr int HintsPerGame = 2;     // positions at which the coach is asked (a Hard search)

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
                .seed(51),
            MaxActions);
        const auto positions = decisionPositions(record, {0}, 0, PositionsPerGame);
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
        const GameRecord record =
            playedGame(test::gameSetup(gameId).seats(seats).seed(51), MaxActions);
        const auto positions = decisionPositions(record, {0, 1}, -1, PositionsPerGame);
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
