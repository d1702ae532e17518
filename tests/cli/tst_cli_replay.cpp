// coursewright-cli replay: the position after some actions of a record made here (text and the
// public view as JSON), and every broken record fixture in tests/errors. coursewright-cli hint,
// which reads a record's position the same way: the AI's own choice, ranked, for the seat to act;
// coursewright-cli review, the same AI's judgement of every decision of a person.
#include "CliTestSupport.h"

#include "ai/AiFactory.h"
#include "ai/GameReview.h"
#include "core/GameRecord.h"
#include "core/GameRegistry.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QTemporaryDir>

class TestCliReplay : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void jsonIsThePublicView_data();
    void jsonIsThePublicView();
    void textShowsEveryBoat();
    void finishedRaceShowsRanks();
    void afterOutOfRange_data();
    void afterOutOfRange();
    void brokenRecord_data();
    void brokenRecord();
    void everyRecordFixtureIsListed();
    void missingFile();
    void wrongFileCount();
    void help();
    void salmonPositionShowsEverySalmon();
    void hintIsTheAiOwnChoice();
    void hintRefusesAFinishedGame();
    void hintRefusesBadOptions_data();
    void hintRefusesBadOptions();
    void reviewListsThePersonsDecisions();

private:
    QTemporaryDir m_dir;
    QString m_path;
    cw::GameRecord m_record;
};

namespace {

// A whole race of random legal actions, so the record does not depend on any AI.
cw::GameRecord playRandomRace()
{
    QFile courseFile(QStringLiteral(":/courses/rowing-standard.json"));
    if (!courseFile.open(QIODevice::ReadOnly))
        qFatal("cannot read the standard course resource");
    cw::GameRecord record;
    record.setup.gameId = QStringLiteral("rowing");
    record.setup.courseSource = courseFile.fileName();
    record.setup.course = QJsonDocument::fromJson(courseFile.readAll()).object();
    record.setup.seats = {
        {QStringLiteral("Anna"), QStringLiteral("#c0392b"), cw::Controller::Human},
        {QStringLiteral("Ben"), QStringLiteral("#2980b9"), cw::Controller::AiEasy},
        {QStringLiteral("Cleo"), QStringLiteral("#27ae60"), cw::Controller::AiHard}};
    record.setup.seed = 7;
    QString error;
    std::unique_ptr<cw::Game> game = cw::GameRegistry::create(record.setup, &error);
    if (!game)
        qFatal("cannot set up the race: %s", qPrintable(error));
    cw::Rng rng(3);
    while (!game->isOver()) {
        const cw::ActionList actions = game->legalActions();
        const cw::Action action = actions[rng.below(std::uint32_t(actions.size()))];
        game->apply(action);
        record.actions.push_back(action);
    }
    return record;
}

QJsonObject viewAfter(const cw::GameRecord &record, int count)
{
    QString error;
    const std::unique_ptr<cw::Game> game = record.replay(count, &error);
    return game ? game->viewFor(-1) : QJsonObject();
}

} // namespace

void TestCliReplay::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_record = playRandomRace();
    QVERIFY(m_record.actions.size() > 20);
    m_path = m_dir.filePath(QStringLiteral("race.cwgame"));
    QString error;
    QVERIFY2(m_record.save(m_path, &error), qPrintable(error));
}

void TestCliReplay::jsonIsThePublicView_data()
{
    QTest::addColumn<int>("after");
    QTest::newRow("start") << 0;
    QTest::newRow("first round") << 10;
    QTest::newRow("end") << -1;
}

void TestCliReplay::jsonIsThePublicView()
{
    QFETCH(int, after);
    QStringList arguments{QStringLiteral("replay"), m_path, QStringLiteral("--json")};
    if (after >= 0)
        arguments << QStringLiteral("--after") << QString::number(after);
    const CliRun run = runCli(arguments);
    QCOMPARE(run.exitCode, 0);
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(run.out.toUtf8(), &parseError);
    QCOMPARE(parseError.error, QJsonParseError::NoError);
    QCOMPARE(doc.object(), viewAfter(m_record, after));
}

// Each boat's row holds lane, name, space, metres, rate, stamina and rank as the view has them.
void TestCliReplay::textShowsEveryBoat()
{
    const CliRun run =
        runCli({QStringLiteral("replay"), m_path, QStringLiteral("--after"), QStringLiteral("10")});
    QCOMPARE(run.exitCode, 0);
    const QStringList lines = run.outLines();
    QCOMPARE(lines.first(),
             QStringLiteral("%1: after 10 of %2 actions").arg(m_path).arg(m_record.actions.size()));
    const QJsonObject view = viewAfter(m_record, 10);
    const int seat = view.value(QStringLiteral("currentSeat")).toInt();
    QVERIFY(run.out.contains(QStringLiteral("Round %1: %2 to ")
                                 .arg(view.value(QStringLiteral("round")).toInt())
                                 .arg(m_record.setup.seats[seat].name)));
    QCOMPARE(lines.at(lines.size() - 4).split(QLatin1Char(' '), Qt::SkipEmptyParts),
             (QStringList{QStringLiteral("Lane"), QStringLiteral("Boat"), QStringLiteral("Space"),
                          QStringLiteral("Metres"), QStringLiteral("Rate"),
                          QStringLiteral("Stamina"), QStringLiteral("Rank")}));
    const QJsonArray boats = view.value(QStringLiteral("boats")).toArray();
    for (int i = 0; i < 3; ++i) {
        const QJsonObject boat = boats.at(i).toObject();
        const int space = boat.value(QStringLiteral("space")).toInt();
        const QStringList expected{
            QString::number(i + 1),
            m_record.setup.seats[i].name,
            QString::number(space),
            QString::number(space * 20),
            QString::number(boat.value(QStringLiteral("rate")).toInt()),
            QString::number(boat.value(QStringLiteral("staminaPile")).toInt()),
            QStringLiteral("-")};
        QCOMPARE(lines.at(lines.size() - 3 + i).split(QLatin1Char(' '), Qt::SkipEmptyParts),
                 expected);
    }
}

void TestCliReplay::finishedRaceShowsRanks()
{
    const CliRun run = runCli({QStringLiteral("replay"), m_path});
    QCOMPARE(run.exitCode, 0);
    QVERIFY(run.out.contains(QStringLiteral("the race is over")));
    const QStringList lines = run.outLines();
    QString error;
    const std::vector<int> ranks = m_record.replay(-1, &error)->ranks();
    for (int i = 0; i < 3; ++i) {
        const QStringList cells =
            lines.at(lines.size() - 3 + i).split(QLatin1Char(' '), Qt::SkipEmptyParts);
        QCOMPARE(cells.last(), QString::number(ranks[std::size_t(i)]));
        // A finished boat has rowed the course's length, whatever space its pace reached.
        QCOMPARE(cells.at(3), QStringLiteral("2000"));
    }
}

void TestCliReplay::afterOutOfRange_data()
{
    QTest::addColumn<QString>("after");
    QTest::newRow("negative") << QStringLiteral("-1");
    QTest::newRow("past the end") << QString::number(m_record.actions.size() + 1);
    QTest::newRow("not a number") << QStringLiteral("ten");
}

void TestCliReplay::afterOutOfRange()
{
    QFETCH(QString, after);
    const CliRun run = runCli({QStringLiteral("replay"), m_path, QStringLiteral("--after"), after});
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains(QStringLiteral("--after: expected a whole number from 0 to %1")
                                  .arg(m_record.actions.size())),
             qPrintable(run.err));
}

namespace {

// Every record fixture in tests/errors with the message replay must print for it.
QList<std::pair<QString, QString>> recordFixtures()
{
    auto s = [](const char *text) { return QString::fromUtf8(text); };
    return {
        {s("record-not-json.cwgame"),
         s("not valid JSON at line 1, column 41: unterminated object")},
        {s("record-newer-version.cwgame"),
         s("formatVersion: 2 is newer than this version of Coursewright reads (1)")},
        {s("record-unknown-game.cwgame"), s("game: unknown game \"chess\"")},
        {s("record-bad-controller.cwgame"),
         s("seats[1].controller: \"robot\" is not human, easy, normal or hard")},
        {s("record-seed-not-string.cwgame"), s("seed: missing or not a whole number in a string")},
        {s("record-actions-not-array.cwgame"), s("actions: missing or not an array")},
        {s("record-fractional-action.cwgame"), s("actions[1]: must be a whole number, found 1.5")},
        {s("record-huge-action.cwgame"),
         s("actions[0]: must be between -2147483648 and 2147483647, found 1e+300")},
        {s("record-version-huge.cwgame"),
         s("formatVersion: must be between 1 and 1000000, found 1e+300")},
        {s("record-version-fractional.cwgame"),
         s("formatVersion: must be a whole number, found 1.5")},
        {s("record-long-seat-name.cwgame"), s("seats[0].name: at most 200 characters, found 201")},
        {s("record-illegal-action.cwgame"),
         s("actions[1]: 9999 is not a legal action in that position")},
        {s("record-bad-course.cwgame"), s("course: lanes: must be between 2 and 8, found 1")},
        {s("record-too-many-seats.cwgame"), s("seats: 7 boats do not fit 6 lanes")},
    };
}

} // namespace

void TestCliReplay::brokenRecord_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("message");
    for (const auto &[file, message] : recordFixtures())
        QTest::newRow(qPrintable(file)) << file << message;
}

void TestCliReplay::brokenRecord()
{
    QFETCH(QString, file);
    QFETCH(QString, message);
    const CliRun run = runCli({QStringLiteral("replay"), file}, errorsDir());
    QCOMPARE(run.exitCode, 1);
    QCOMPARE(run.errLines(), QStringList{file + QStringLiteral(": ") + message});
    QVERIFY(run.out.isEmpty());
}

void TestCliReplay::everyRecordFixtureIsListed()
{
    QStringList listed;
    for (const auto &fixture : recordFixtures())
        listed.append(fixture.first);
    listed.sort();
    QCOMPARE(QDir(errorsDir()).entryList({QStringLiteral("record-*")}, QDir::Files, QDir::Name),
             listed);
}

void TestCliReplay::missingFile()
{
    const CliRun run =
        runCli({QStringLiteral("replay"), QStringLiteral("no-such-game.cwgame")}, errorsDir());
    QCOMPARE(run.exitCode, 1);
    QCOMPARE(run.errLines(), QStringList{QStringLiteral("no-such-game.cwgame: file not found")});
}

void TestCliReplay::wrongFileCount()
{
    QCOMPARE(runCli({QStringLiteral("replay")}).exitCode, 2);
    QCOMPARE(runCli({QStringLiteral("replay"), m_path, m_path}).exitCode, 2);
}

void TestCliReplay::help()
{
    const CliRun run = runCli({QStringLiteral("replay"), QStringLiteral("--help")});
    QCOMPARE(run.exitCode, 0);
    QVERIFY(run.out.startsWith(QStringLiteral("Usage: coursewright-cli replay [options] FILE")));
    QVERIFY(run.out.contains(QStringLiteral("--after <n>")));
}

// A Salmon Run record played by the Easy AI: the text names the seat to move and its decision,
// and gives each salmon's hex, card counts and Fatigue cards as the public view has them.
void TestCliReplay::salmonPositionShowsEverySalmon()
{
    QFile riverFile(QStringLiteral(":/courses/salmon-beginner.json"));
    QVERIFY(riverFile.open(QIODevice::ReadOnly));
    cw::GameRecord record;
    record.setup.gameId = QStringLiteral("salmon");
    record.setup.courseSource = riverFile.fileName();
    record.setup.course = QJsonDocument::fromJson(riverFile.readAll()).object();
    record.setup.seats = {
        {QStringLiteral("Astrid"), QStringLiteral("#c0392b"), cw::Controller::AiEasy},
        {QStringLiteral("Bjorn"), QStringLiteral("#2980b9"), cw::Controller::AiEasy},
        {QStringLiteral("Cleo"), QStringLiteral("#27ae60"), cw::Controller::AiEasy}};
    record.setup.seed = 5;
    QString error;
    std::unique_ptr<cw::Game> game = cw::GameRegistry::create(record.setup, &error);
    QVERIFY2(game, qPrintable(error));
    const auto easy = cw::makeAiPlayer(record.setup.gameId, cw::Controller::AiEasy);
    while (!game->isOver() && game->moveNumber() < 20000) {
        const cw::Action action = easy->choose(*game, std::uint64_t(game->moveNumber()));
        game->apply(action);
        record.actions.push_back(action);
    }
    QVERIFY(game->isOver());
    const QString path = m_dir.filePath(QStringLiteral("salmon.cwgame"));
    QVERIFY2(record.save(path, &error), qPrintable(error));

    const int after = 30;
    const CliRun run =
        runCli({QStringLiteral("replay"), path, QStringLiteral("--after"), QString::number(after)});
    QCOMPARE(run.exitCode, 0);
    const QStringList lines = run.outLines();
    const QJsonObject view = viewAfter(record, after);
    const int seat = view.value(QStringLiteral("currentSeat")).toInt();
    QVERIFY(run.out.contains(QStringLiteral("Salmon Run on \"")));
    QVERIFY(run.out.contains(QStringLiteral("%1 to ").arg(record.setup.seats[seat].name)));
    QCOMPARE(lines.at(lines.size() - 4).split(QLatin1Char(' '), Qt::SkipEmptyParts),
             (QStringList{QStringLiteral("Seat"), QStringLiteral("Salmon"), QStringLiteral("Hex"),
                          QStringLiteral("To"), QStringLiteral("spawn"), QStringLiteral("Hand"),
                          QStringLiteral("Draw"), QStringLiteral("Discard"),
                          QStringLiteral("Fatigue"), QStringLiteral("Rank")}));
    const QJsonArray salmon = view.value(QStringLiteral("salmon")).toArray();
    for (int i = 0; i < 3; ++i) {
        const QJsonObject one = salmon.at(i).toObject();
        const QJsonArray hex = one.value(QStringLiteral("hex")).toArray();
        const QStringList row =
            lines.at(lines.size() - 3 + i).split(QLatin1Char(' '), Qt::SkipEmptyParts);
        QCOMPARE(row.size(), 9);
        QCOMPARE(row.at(0), QString::number(i + 1));
        QCOMPARE(row.at(1), record.setup.seats[i].name);
        QCOMPARE(row.at(2),
                 QStringLiteral("%1-%2").arg(hex.at(0).toInt() + 1).arg(hex.at(1).toInt() + 1));
        QVERIFY(row.at(3).toInt() > 0);
        QCOMPARE(row.at(4), QString::number(one.value(QStringLiteral("handCount")).toInt()));
        QCOMPARE(row.at(5), QString::number(one.value(QStringLiteral("drawCount")).toInt()));
        QCOMPARE(row.at(6), QString::number(one.value(QStringLiteral("discardCount")).toInt()));
        QCOMPARE(row.at(8), QStringLiteral("-"));
    }

    // At the end: the game is over and every salmon has its rank, the winner spawned.
    const CliRun end = runCli({QStringLiteral("replay"), path});
    QCOMPARE(end.exitCode, 0);
    QVERIFY(end.out.contains(QStringLiteral("The game is over.")));
    QVERIFY(end.out.contains(QStringLiteral("spawned")));
    const QStringList endLines = end.outLines();
    for (int i = 0; i < 3; ++i) {
        const QString rank =
            endLines.at(endLines.size() - 3 + i).split(QLatin1Char(' '), Qt::SkipEmptyParts).last();
        QVERIFY(rank.toInt() >= 1 && rank.toInt() <= 3);
    }
}

// The hint's first move is the move the AI of that level would make with that seed; the lines
// that follow are the next best, as many as asked.
void TestCliReplay::hintIsTheAiOwnChoice()
{
    const int after = 30;
    const CliRun run =
        runCli({QStringLiteral("hint"), m_path, QStringLiteral("--after"), QString::number(after),
                QStringLiteral("--level"), QStringLiteral("normal"), QStringLiteral("--seed"),
                QStringLiteral("5"), QStringLiteral("--count"), QStringLiteral("2")});
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(run.err.isEmpty(), qPrintable(run.err));
    QString error;
    const std::unique_ptr<cw::Game> game = m_record.replay(after, &error);
    QVERIFY2(game, qPrintable(error));
    const cw::Action choice =
        cw::makeAiPlayer(QStringLiteral("rowing"), cw::Controller::AiNormal)->choose(*game, 5);
    const QString seatName = m_record.setup.seats[game->currentSeat()].name;

    const QStringList lines = run.outLines();
    QCOMPARE(lines.size(), 3);
    QCOMPARE(lines[0], QStringLiteral("%1: after %2 of %3 actions, %4 to play.")
                           .arg(m_path)
                           .arg(after)
                           .arg(m_record.actions.size())
                           .arg(seatName));
    // The search's order, with no percentage (its estimate is not a chance of winning).
    QVERIFY2(lines[1].startsWith(QStringLiteral("1. %1 (chosen in ").arg(game->actionName(choice))),
             qPrintable(lines[1]));
    QVERIFY2(lines[2].startsWith(QStringLiteral("2. ")), qPrintable(lines[2]));
    QVERIFY(!lines[2].startsWith(QStringLiteral("2. %1 (").arg(game->actionName(choice))));
    QVERIFY(!run.out.contains(QLatin1Char('%')));
    // The same seed gives the same hint.
    QCOMPARE(
        runCli({QStringLiteral("hint"), m_path, QStringLiteral("--after"), QString::number(after),
                QStringLiteral("--level"), QStringLiteral("normal"), QStringLiteral("--seed"),
                QStringLiteral("5"), QStringLiteral("--count"), QStringLiteral("2")})
            .out,
        run.out);
}

void TestCliReplay::hintRefusesAFinishedGame()
{
    const CliRun run = runCli({QStringLiteral("hint"), m_path});
    QCOMPARE(run.exitCode, 1);
    QCOMPARE(run.errLines(),
             QStringList{QStringLiteral("%1: the game is over after %2 actions: there is no move "
                                        "to advise")
                             .arg(m_path)
                             .arg(m_record.actions.size())});
}

void TestCliReplay::hintRefusesBadOptions_data()
{
    QTest::addColumn<QStringList>("options");
    QTest::addColumn<QString>("message");
    QTest::newRow("easy has no search")
        << QStringList{QStringLiteral("--level"), QStringLiteral("easy")}
        << QStringLiteral("--level must be normal or hard, not \"easy\"");
    QTest::newRow("unknown level")
        << QStringList{QStringLiteral("--level"), QStringLiteral("expert")}
        << QStringLiteral("--level must be normal or hard, not \"expert\"");
    QTest::newRow("no move shown")
        << QStringList{QStringLiteral("--count"), QStringLiteral("0")} << QStringLiteral("--count");
    QTest::newRow("too many moves") << QStringList{QStringLiteral("--count"), QStringLiteral("11")}
                                    << QStringLiteral("--count");
    QTest::newRow("negative seed")
        << QStringList{QStringLiteral("--seed"), QStringLiteral("-1")} << QStringLiteral("--seed");
}

void TestCliReplay::hintRefusesBadOptions()
{
    QFETCH(QStringList, options);
    QFETCH(QString, message);
    const CliRun run = runCli(QStringList{QStringLiteral("hint"), m_path, QStringLiteral("--after"),
                                          QStringLiteral("5")} +
                              options);
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains(message), qPrintable(run.err));
    QVERIFY(run.out.isEmpty());
}

// review: by default the seats a person played (Anna), each of her decisions on a line, then the
// costliest moves; the judge's moves are GameReview's (tested in tst_game_review).
void TestCliReplay::reviewListsThePersonsDecisions()
{
    const CliRun run =
        runCli({QStringLiteral("review"), m_path, QStringLiteral("--after"), QStringLiteral("40"),
                QStringLiteral("--level"), QStringLiteral("normal"), QStringLiteral("--top"),
                QStringLiteral("2")});
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(run.err.isEmpty(), qPrintable(run.err));
    cw::GameRecord first40 = m_record;
    first40.actions.resize(40);
    QString error;
    const cw::GameReview review = cw::reviewGame(first40, {0}, cw::Controller::AiNormal, &error);
    const QStringList lines = run.outLines();
    QCOMPARE(lines.value(0), QStringLiteral("Anna, reviewed by the Normal AI:"));
    QCOMPARE(int(lines.filter(QRegularExpression(QStringLiteral("^  action \\d+: "))).size()),
             int(review.decisions.size() + review.biggestLosses(0, 2).size()));
    const QString costly = QStringLiteral("The moves the AI judged costliest:");
    QVERIFY(lines.contains(costly) ||
            lines.contains(QStringLiteral("No move was judged worse than the AI's own.")));
    QVERIFY(!run.out.contains(QLatin1Char('%'))); // no estimate shown as a chance
    QVERIFY(!run.out.contains(QStringLiteral("Ben")));
}

QTEST_GUILESS_MAIN(TestCliReplay)
#include "tst_cli_replay.moc"
