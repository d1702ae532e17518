// The log and the move list name every action (issue 32), for every registered game: a seeded
// game of Easy AIs, played in the engine and opened in the main window, whose Moves list has one
// entry per action and whose Game log has at least one line for each move (the narration,
// GameSession::replayNarration, of the actions people watch as one move), every entry written
// out: not empty, not a bare number or an action's id, no placeholder left ("%1"); and every seat
// that moved in a round is named among that round's lines.
#include "Language.h"
#include "MainWindow.h"
#include "SessionTestSupport.h"
#include "ai/AiFactory.h"
#include "core/GameRecord.h"
#include "core/GameRegistry.h"
#include "session/GameSession.h"

#include <QListWidget>
#include <QMap>
#include <QPlainTextEdit>
#include <QRegularExpression>
#include <QSet>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <memory>
#include <utility>

using namespace cw;

namespace {

// Why `text` does not name anything, or empty when it does.
QString unnamed(const QString &text)
{
    static const QRegularExpression bare(QStringLiteral("^[\\d\\s.:#()+-]*$"));
    static const QRegularExpression rawId(
        QStringLiteral("\\b(action|Action)\\s*#?\\d+|%\\d|%n|\\bundefined\\b"));
    if (text.trimmed().isEmpty())
        return QStringLiteral("empty");
    if (bare.match(text).hasMatch())
        return QStringLiteral("a bare number");
    if (rawId.match(text).hasMatch())
        return QStringLiteral("a raw id or placeholder");
    return {};
}

} // namespace

class TestLogAndMoves : public QObject {
    Q_OBJECT

    Language m_language;

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        m_language.apply(QStringLiteral("en"), false);
    }

    void everyActionIsNamed_data() { test::addGameRows(); }
    void everyActionIsNamed()
    {
        QFETCH(QString, gameId);
        // A whole game of Easy AIs, in the engine (no board draws), then opened in the window.
        GameRecord record;
        record.setup = test::gameSetup(gameId).fewestSeats(Controller::AiEasy).seed(32);
        QString error;
        std::unique_ptr<Game> game = record.replay(0, &error);
        QVERIFY2(game, qPrintable(error));
        const std::unique_ptr<AiPlayer> ai = makeAiPlayer(gameId, Controller::AiEasy);
        QVERIFY(ai);
        while (!game->isOver() && record.actions.size() < 100000) {
            const Action action = ai->choose(*game, record.decisionSeed(game->moveNumber()));
            game->apply(action);
            record.actions.push_back(action);
        }
        QVERIFY(game->isOver());
        QTemporaryDir folder;
        const QString path = folder.filePath(QStringLiteral("game.cwgame"));
        QVERIFY2(record.save(path, &error), qPrintable(error));
        MainWindow window(&m_language);
        window.setQuiet(true);
        window.session()->setAiDelayMs(0);
        window.resize(1280, 720);
        QVERIFY2(window.openFile(path), qPrintable(window.lastError()));
        const int actions = int(record.actions.size());

        // The Moves list: "Start", then one entry per action, each naming its move.
        auto *moves = window.findChild<QListWidget *>(QStringLiteral("movesList"));
        QVERIFY(moves);
        QTRY_COMPARE(moves->count(), actions + 1);
        for (int row = 1; row <= actions; ++row) {
            const QString entry = moves->item(row)->text();
            const QString move = entry.section(QStringLiteral(": "), 1);
            QVERIFY2(unnamed(move).isEmpty(),
                     qPrintable(
                         QStringLiteral("move %1 \"%2\": %3").arg(row).arg(entry, unnamed(move))));
        }

        // The log: each action's narration has a line, each line names something, and the
        // Game log shows them all.
        bool opening = true; // the first lines are the game's opening, before any action
        std::vector<QStringList> narrated;
        QMap<int, QStringList> linesOfRound;
        window.session()->replayNarration([&](const QStringList &lines, int round) {
            if (!std::exchange(opening, false))
                narrated.push_back(lines);
            linesOfRound[round] += lines;
        });
        QCOMPARE(int(narrated.size()), actions);
        auto *log = window.findChild<QPlainTextEdit *>(QStringLiteral("gameLog"));
        QVERIFY(log);
        const QString shown = log->toPlainText();
        // A move people watch as one (Game::continuesMove: a rider's steps, secret choices
        // revealed together) may be narrated once, at its end; each move has a line.
        std::unique_ptr<Game> replay = record.replay(0, &error);
        QMap<int, QSet<int>> seatsOfRound; // who moved in each round
        int lastSeat = -1, moveStart = 0;
        bool narratedMove = false;
        for (int a = 0; a < actions; ++a) {
            const Action action = record.actions[std::size_t(a)];
            if (a > 0 && !replay->continuesMove(lastSeat, record.actions[std::size_t(a - 1)])) {
                QVERIFY2(narratedMove,
                         qPrintable(QStringLiteral("actions %1 to %2: no line in the log")
                                        .arg(moveStart + 1)
                                        .arg(a)));
                moveStart = a;
                narratedMove = false;
            }
            const QString name = replay->actionName(action);
            lastSeat = replay->currentSeat();
            seatsOfRound[GameSession::roundOf(*replay)].insert(lastSeat);
            replay->apply(action);
            narratedMove = narratedMove || !narrated[std::size_t(a)].isEmpty();
            for (const QString &line : narrated[std::size_t(a)]) {
                QVERIFY2(unnamed(line).isEmpty(),
                         qPrintable(QStringLiteral("action %1 (%2): \"%3\": %4")
                                        .arg(a + 1)
                                        .arg(name, line, unnamed(line))));
                QVERIFY2(shown.contains(line),
                         qPrintable(QStringLiteral("action %1: \"%2\" not in the Game log")
                                        .arg(a + 1)
                                        .arg(line)));
            }
        }
        QVERIFY2(narratedMove, "the last move: no line in the log");

        // Whoever moved in a round is named in that round's lines, so a person can follow what
        // each seat did (a secret choice is named when it is revealed, within the round).
        for (auto round = seatsOfRound.cbegin(); round != seatsOfRound.cend(); ++round) {
            const QString lines = linesOfRound.value(round.key()).join(QLatin1Char('\n'));
            for (const int seat : round.value())
                QVERIFY2(
                    lines.contains(record.setup.seats[seat].name),
                    qPrintable(QStringLiteral("round %1: %2 moved, the log names them not:\n%3")
                                   .arg(round.key())
                                   .arg(record.setup.seats[seat].name, lines)));
        }
    }
};

QTEST_MAIN(TestLogAndMoves)
#include "tst_log_and_moves.moc"
