// What every registered game declares about itself (GameInfo), checked for each game the registry
// lists: a new game that forgets a piece fails here, not in the app. Also GameOption::read, the
// one reader of New Game options, on both kinds of option.
#include "core/GameRecord.h"
#include "core/GameRegistry.h"
#include "course/CourseFile.h"
#include "course/CourseKind.h"

#include <QFile>
#include <QJsonArray>
#include <QTest>

using namespace cw;

namespace {

// A setup of `info`'s default course with `seats` seats (human first, Easy AIs after), default
// options.
GameSetup defaultSetup(const GameInfo &info, int seats)
{
    GameSetup setup;
    setup.gameId = info.id;
    setup.courseSource = info.defaultCourse;
    CourseProblems problems; // a game without a course gets an empty one
    if (!info.defaultCourse.isEmpty())
        setup.course = CourseFile::read(info.defaultCourse, &problems).value_or(QJsonObject());
    for (int i = 0; i < seats; ++i)
        setup.seats.append({QStringLiteral("Seat%1").arg(i + 1), QStringLiteral("#336699"),
                            i == 0 ? Controller::Human : Controller::AiEasy});
    setup.seed = 11;
    return setup;
}

int seatsFor(const GameInfo &info, const QJsonObject &course)
{
    const int suggested = info.suggestedSeats ? info.suggestedSeats(course) : info.maxSeats;
    return qBound(info.minSeats, suggested, info.maxSeats);
}

} // namespace

class TestGameRegistry : public QObject {
    Q_OBJECT

private slots:
    void gamesAreListedOnceEach()
    {
        QStringList ids;
        for (const GameInfo &info : GameRegistry::games()) {
            QVERIFY2(!ids.contains(info.id), qPrintable(info.id));
            ids.append(info.id);
            QCOMPARE(GameRegistry::find(info.id), &info);
        }
        QVERIFY(ids.size() >= 2);
        QCOMPARE(GameRegistry::find(QStringLiteral("no-such-game")), nullptr);
    }

    void everyGameDescribesItself_data()
    {
        QTest::addColumn<QString>("gameId");
        for (const GameInfo &info : GameRegistry::games())
            QTest::newRow(qPrintable(info.id)) << info.id;
    }

    void everyGameDescribesItself()
    {
        QFETCH(QString, gameId);
        const GameInfo &info = *GameRegistry::find(gameId);
        QVERIFY(!info.displayName.text().isEmpty());
        QVERIFY(info.minSeats >= 1 && info.minSeats <= info.maxSeats);
        QVERIFY(info.create);
        QVERIFY(info.playerTable);
        QVERIFY(info.positionText);

        // The rules page Help > Rules shows is embedded and is Markdown with a title.
        QFile rules(info.rulesPage);
        QVERIFY2(rules.open(QIODevice::ReadOnly), qPrintable(info.rulesPage));
        QVERIFY(rules.readAll().startsWith("# "));

        // The words for seats: each filled, the numbered ones with their number.
        QVERIFY(!info.seats.countLabel.text().isEmpty());
        for (const GameText &text : {info.seats.defaultName, info.seats.numbered}) {
            QVERIFY(text.text().contains(QStringLiteral("%1")));
            QVERIFY(!text.text().arg(2).contains(QStringLiteral("%1")));
        }

        // The default course reads, its kind is registered and sums it up for New Game. A game
        // played without a course (its table is set up by its options) names none.
        if (!info.defaultCourse.isEmpty()) {
            CourseProblems problems;
            const std::optional<QJsonObject> course =
                CourseFile::read(info.defaultCourse, &problems);
            QVERIFY2(course, qPrintable(problemTexts(problems).join(u'\n')));
            const CourseKind *kind =
                CourseKinds::find(course->value(QStringLiteral("kind")).toString());
            QVERIFY(kind);
            QVERIFY(kind->summary);
            QVERIFY(!kind->summary(*course).isEmpty());
        }

        // Every declared option is read back at its default, and a wrong value names the field.
        for (const GameOption &option : info.options) {
            QVERIFY(!option.key.isEmpty());
            QVERIFY(!option.label.text().isEmpty());
            QString error;
            QCOMPARE(option.read({}, &error), std::optional<QJsonValue>(option.defaultValue));
            QVERIFY(!option.read({{option.key, QJsonArray{1, 2}}}, &error));
            QVERIFY2(error.startsWith(QStringLiteral("options.%1: ").arg(option.key)),
                     qPrintable(error));
        }
    }

    // A game on the default course with the suggested seats starts, and the pieces that read its
    // views (Players dock columns, the replay text) find what they read.
    void everyGameStartsAndIsDescribed_data() { everyGameDescribesItself_data(); }
    void everyGameStartsAndIsDescribed()
    {
        QFETCH(QString, gameId);
        const GameInfo &info = *GameRegistry::find(gameId);
        GameRecord record;
        record.setup = defaultSetup(info, seatsFor(info, defaultSetup(info, 0).course));
        QString error;
        const std::unique_ptr<Game> game = GameRegistry::create(record.setup, &error);
        QVERIFY2(game, qPrintable(error));
        QCOMPARE(game->seatCount(), int(record.setup.seats.size()));

        const QJsonObject view = game->viewFor(-1);
        const PlayerTable table = info.playerTable(record.setup.course);
        QVERIFY(!table.seatHeader.isEmpty());
        QVERIFY(!table.columns.empty());
        const QJsonArray seats = view.value(table.seatsKey).toArray();
        QCOMPARE(seats.size(), qsizetype(game->seatCount()));
        for (const PlayerColumn &column : table.columns) {
            QVERIFY(!column.header.isEmpty());
            QVERIFY(!column.toolTip.isEmpty());
            QVERIFY(column.text);
            column.text(seats.first().toObject()); // reads the view without failing
        }

        const QString text = info.positionText(record, view);
        QVERIFY2(text.contains(QStringLiteral("Seat1")), qPrintable(text));
        QVERIFY2(text.contains(info.displayName.text()), qPrintable(text));
    }

    void tooFewSeatsAreRefused_data() { everyGameDescribesItself_data(); }
    void tooFewSeatsAreRefused()
    {
        QFETCH(QString, gameId);
        const GameInfo &info = *GameRegistry::find(gameId);
        QString error;
        QVERIFY(!GameRegistry::create(defaultSetup(info, info.minSeats - 1), &error));
        QVERIFY2(error.startsWith(QStringLiteral("seats: ")), qPrintable(error));
    }

    void checkOptionReadsBooleansOnly()
    {
        const GameOption check{QStringLiteral("fast"), GameOption::Kind::Check, {}, {}, true, {}};
        QString error;
        QCOMPARE(check.read({}, &error), std::optional<QJsonValue>(true));
        QCOMPARE(check.read({{QStringLiteral("fast"), false}}, &error),
                 std::optional<QJsonValue>(false));
        QVERIFY(!check.read({{QStringLiteral("fast"), 1}}, &error));
        QCOMPARE(error, QStringLiteral("options.fast: must be true or false"));
    }

    void choiceOptionReadsItsValuesOnly()
    {
        const GameOption choice{QStringLiteral("grid"),     GameOption::Kind::Choice, {}, {}, 7,
                                {{5, {}}, {7, {}}, {9, {}}}};
        QString error;
        QCOMPARE(choice.read({}, &error), std::optional<QJsonValue>(7));
        QCOMPARE(choice.read({{QStringLiteral("grid"), 9}}, &error), std::optional<QJsonValue>(9));
        QVERIFY(!choice.read({{QStringLiteral("grid"), 8}}, &error));
        QCOMPARE(error, QStringLiteral("options.grid: must be one of 5, 7, 9"));
        QVERIFY(!choice.read({{QStringLiteral("grid"), QStringLiteral("7")}}, &error));
    }
};

QTEST_GUILESS_MAIN(TestGameRegistry)
#include "tst_game_registry.moc"
