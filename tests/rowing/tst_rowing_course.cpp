// The rowing course format (RowingCourse::fromJson/toJson/validate) and the registry entry
// (rowing::gameInfo): readers never crash, and every error names its field.
#include "course/CourseFile.h"
#include "rowing/RowingCourse.h"
#include "rowing/RowingGame.h"
#include "rowing/RowingGameInfo.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

using namespace cw;
using namespace cw::rowing;

namespace {

QJsonObject standardJson()
{
    return RowingCourse::standard().toJson();
}

QJsonObject withLines(QJsonArray lines)
{
    QJsonObject json = standardJson();
    json.insert(QStringLiteral("splitLines"), lines);
    return json;
}

QJsonObject line(const QJsonValue &metres, const QJsonValue &limit)
{
    return QJsonObject{{QStringLiteral("metres"), metres}, {QStringLiteral("paceLimit"), limit}};
}

GameSetup setup(const QJsonObject &course, int seats)
{
    GameSetup s;
    s.gameId = QStringLiteral("rowing");
    s.course = course;
    for (int i = 0; i < seats; ++i)
        s.seats.append(
            {QStringLiteral("Seat %1").arg(i + 1), QStringLiteral("#000000"), Controller::AiEasy});
    s.seed = 5;
    return s;
}

} // namespace

class TestRowingCourse : public QObject {
    Q_OBJECT
private slots:
    void standardCourseMatchesRulebook()
    {
        const RowingCourse course = RowingCourse::standard();
        QCOMPARE(course.lanes, 6);
        QCOMPARE(course.spaces, 100);
        QCOMPARE(course.metresPerSpace, 20);
        QCOMPARE(course.lengthMetres(), 2000);
        // The rulebook's 1750 m line lies inside space 88 and is crossed on reaching it
        // (docs/rules/rowing.md, "The course"): the course draws it at 1760 m, that space's
        // start, crossed alike.
        QCOMPARE(course.splitLines,
                 (std::vector<SplitLine>{{500, 4}, {1000, 5}, {1500, 6}, {1760, 8}}));
        QCOMPARE(course.crossingSpace(course.splitLines.back()), course.crossingSpace({1750, 8}));
        QVERIFY(course.validate().isEmpty());
    }

    void splitLinesCrossedAtFirstSpaceAtOrBeyond()
    {
        const RowingCourse course = RowingCourse::standard();
        QCOMPARE(course.crossingSpace({500, 4}), 25);
        QCOMPARE(course.crossingSpace({1000, 5}), 50);
        QCOMPARE(course.crossingSpace({1750, 8}), 88);
        QCOMPARE(course.crossingSpace({510, 4}), 26);
    }

    void standardCourseRoundTrip()
    {
        CourseProblems problems;
        const std::optional<RowingCourse> course =
            RowingCourse::fromJson(standardJson(), &problems);
        QVERIFY2(course, qPrintable(problemTexts(problems).join(QLatin1Char('\n'))));
        QCOMPARE(*course, RowingCourse::standard());
        QVERIFY(problems.isEmpty());
    }

    void shippedCourseFileIsTheStandardCourse()
    {
        CourseProblems problems;
        const std::optional<QJsonObject> json =
            CourseFile::read(QStringLiteral(":/courses/rowing-standard.json"), &problems);
        QVERIFY2(json, qPrintable(problemTexts(problems).join(QLatin1Char('\n'))));
        const std::optional<RowingCourse> course = RowingCourse::fromJson(*json, &problems);
        QVERIFY2(course, qPrintable(problemTexts(problems).join(QLatin1Char('\n'))));
        QCOMPARE(*course, RowingCourse::standard());
    }

    // Lines keep their file order (problems and the editor name them by index); the game races
    // on them in distance order.
    void unsortedSplitLinesAreRacedInOrder()
    {
        CourseProblems problems;
        const auto course = RowingCourse::fromJson(
            withLines({line(1500, 6), line(500, 4), line(1000, 5)}), &problems);
        QVERIFY(course);
        QCOMPARE(course->splitLines, (std::vector<SplitLine>{{1500, 6}, {500, 4}, {1000, 5}}));
        const RowingGame game(*course, 2, 1);
        QCOMPARE(game.state().course.splitLines,
                 (std::vector<SplitLine>{{500, 4}, {1000, 5}, {1500, 6}}));
    }

    void readerErrorsNameTheField_data()
    {
        QTest::addColumn<QJsonObject>("json");
        QTest::addColumn<QString>("problem");
        auto with = [](const QString &key, const QJsonValue &value) {
            QJsonObject json = standardJson();
            json.insert(key, value);
            return json;
        };
        auto without = [](const QString &key) {
            QJsonObject json = standardJson();
            json.remove(key);
            return json;
        };
        QTest::newRow("lanes 12") << with(QStringLiteral("lanes"), 12)
                                  << QStringLiteral("lanes: must be between 2 and 8, found 12");
        QTest::newRow("lanes 1") << with(QStringLiteral("lanes"), 1)
                                 << QStringLiteral("lanes: must be between 2 and 8, found 1");
        QTest::newRow("lanes text") << with(QStringLiteral("lanes"), QStringLiteral("six"))
                                    << QStringLiteral("lanes: must be a number");
        QTest::newRow("lanes fraction")
            << with(QStringLiteral("lanes"), 6.5)
            << QStringLiteral("lanes: must be a whole number, found 6.5");
        QTest::newRow("lanes missing")
            << without(QStringLiteral("lanes")) << QStringLiteral("lanes: missing");
        QTest::newRow("spaces missing")
            << without(QStringLiteral("spaces")) << QStringLiteral("spaces: missing");
        QTest::newRow("spaces 0") << with(QStringLiteral("spaces"), 0)
                                  << QStringLiteral("spaces: must be between 1 and 1000, found 0");
        QTest::newRow("metresPerSpace null") << with(QStringLiteral("metresPerSpace"), QJsonValue())
                                             << QStringLiteral("metresPerSpace: must be a number");
        QTest::newRow("sectorMetres 0")
            << with(QStringLiteral("sectorMetres"), 0)
            << QStringLiteral("sectorMetres: must be between 100 and 100000, found 0");
        QTest::newRow("kind") << with(QStringLiteral("kind"), QStringLiteral("salmon"))
                              << QStringLiteral("kind: expected \"rowing\", found \"salmon\"");
        QTest::newRow("kind missing") << without(QStringLiteral("kind"))
                                      << QStringLiteral("kind: expected \"rowing\", found \"\"");
        QTest::newRow("other format") << with(QStringLiteral("formatVersion"), 3)
                                      << QStringLiteral("formatVersion: expected 2, found 3");
        QTest::newRow("name") << with(QStringLiteral("name"), 3)
                              << QStringLiteral("name: must be a string");
        QTest::newRow("splitLines missing")
            << without(QStringLiteral("splitLines")) << QStringLiteral("splitLines: missing");
        QTest::newRow("splitLines object") << with(QStringLiteral("splitLines"), QJsonObject())
                                           << QStringLiteral("splitLines: must be an array");
        QTest::newRow("line not object")
            << withLines({line(500, 4), 7}) << QStringLiteral("splitLines[1]: must be an object");
        QTest::newRow("line metres missing")
            << withLines({QJsonObject{{QStringLiteral("paceLimit"), 4}}})
            << QStringLiteral("splitLines[0].metres: missing");
        QTest::newRow("line limit text")
            << withLines({line(500, QStringLiteral("4"))})
            << QStringLiteral("splitLines[0].paceLimit: must be a number");
        QTest::newRow("limit below 1")
            << withLines({line(500, 4), line(1000, 0)})
            << QStringLiteral("splitLines[1].paceLimit: must be at least 1, found 0");
        QTest::newRow("line beyond finish")
            << withLines({line(2100, 4)})
            << QStringLiteral("splitLines[0].metres: 2100 m is outside the course (1 to 2000 m)");
        QTest::newRow("line at start")
            << withLines({line(0, 4)})
            << QStringLiteral("splitLines[0].metres: 0 m is outside the course (1 to 2000 m)");
        QTest::newRow("two lines at one distance")
            << withLines({line(500, 4), line(1000, 5), line(500, 6)})
            << QStringLiteral("splitLines[2].metres: another split line is already at 500 m");
        QTest::newRow("huge number")
            << with(QStringLiteral("spaces"), 1e300)
            << QStringLiteral("spaces: must be between 1 and 1000, found 1e+300");
    }

    void readerErrorsNameTheField()
    {
        QFETCH(QJsonObject, json);
        QFETCH(QString, problem);
        CourseProblems problems;
        QVERIFY(!RowingCourse::fromJson(json, &problems));
        QVERIFY2(problemTexts(problems).contains(problem),
                 qPrintable(problemTexts(problems).join(QLatin1Char('\n'))));
    }

    void emptyObjectListsEveryMissingField()
    {
        CourseProblems problems;
        QVERIFY(!RowingCourse::fromJson(QJsonObject(), &problems));
        for (const char *field : {"kind", "lanes", "spaces", "metresPerSpace", "splitLines"}) {
            const QString prefix = QLatin1String(field) + QLatin1Char(':');
            QVERIFY2(
                std::any_of(problems.begin(), problems.end(),
                            [&](const CourseProblem &p) { return p.text().startsWith(prefix); }),
                field);
        }
    }

    void readerSurvivesArbitraryValues()
    {
        // Every field replaced by every kind of JSON value: problems, never a crash.
        const QList<QJsonValue> values{QJsonValue(),        true,          -1,           1e12,
                                       QStringLiteral("x"), QJsonArray{1}, QJsonObject{}};
        const QJsonObject base = standardJson();
        for (const QString &key : base.keys()) {
            for (const QJsonValue &value : values) {
                QJsonObject json = base;
                json.insert(key, value);
                CourseProblems problems;
                const auto course = RowingCourse::fromJson(json, &problems);
                QVERIFY(course || !problems.isEmpty());
            }
        }
        for (const QJsonValue &value : values) {
            CourseProblems problems;
            const auto course =
                RowingCourse::fromJson(withLines({line(value, 4), line(500, value)}), &problems);
            QVERIFY(!course);
            QVERIFY(!problems.isEmpty());
        }
    }

    void validateReportsInMemoryCourses()
    {
        RowingCourse course = RowingCourse::standard();
        course.splitLines.push_back({1000, 0});
        QCOMPARE(
            problemTexts(course.validate({7, std::nullopt})),
            (QStringList{
                QStringLiteral("splitLines[4].metres: another split line is already at 1000 m"),
                QStringLiteral("splitLines[4].paceLimit: must be at least 1, found 0"),
                QStringLiteral("lanes: 6 lanes cannot hold the 7 boats chosen for the game")}));
    }

    // A line inside a space prints through the space's middle: a warning names it and the
    // boundary where it is crossed alike; every built-in course has its lines between spaces.
    void splitLineInsideASpaceIsWarned()
    {
        RowingCourse course = RowingCourse::standard();
        course.splitLines.push_back({558, 4});
        const CourseProblems problems = course.validate();
        QCOMPARE(problemTexts(problems),
                 QStringList{QStringLiteral(
                     "splitLines[4].metres: the split line at 558 m cuts through space 28 (540 to "
                     "560 m); put it at 560 m, where it is crossed on the same space")});
        QVERIFY(!problems.front().isError());
        course.splitLines.back().metres = 560;
        QVERIFY(course.validate().isEmpty());

        QCOMPARE(course.nearestSpaceBoundary(558), 560);
        QCOMPARE(course.nearestSpaceBoundary(549), 540);
        QCOMPARE(course.nearestSpaceBoundary(3), 20);      // at least one space from the start
        QCOMPARE(course.nearestSpaceBoundary(2600), 2000); // at most the finish

        const QDir dir(QStringLiteral(":/courses"));
        for (const QString &name : dir.entryList({QStringLiteral("rowing-*.json")}, QDir::Files)) {
            CourseProblems read;
            const auto json = CourseFile::read(dir.filePath(name), &read);
            QVERIFY(json);
            QVERIFY2(CourseFile::check(*json, {}).isEmpty(), qPrintable(name));
        }
    }

    // --- The registry entry ---------------------------------------------------------------------

    void gameInfoDescribesRowing()
    {
        const GameInfo info = gameInfo();
        QCOMPARE(info.id, QStringLiteral("rowing"));
        QCOMPARE(info.displayName.text(), QStringLiteral("Rowing race"));
        QCOMPARE(info.minSeats, 1);
        QCOMPARE(info.maxSeats, 8);
        QCOMPARE(info.defaultCourse, QStringLiteral(":/courses/rowing-standard.json"));
    }

    void createBuildsOneBoatPerSeat()
    {
        QString error;
        const std::unique_ptr<Game> game = gameInfo().create(setup(standardJson(), 4), &error);
        QVERIFY2(game, qPrintable(error));
        QCOMPARE(game->gameId(), QStringLiteral("rowing"));
        QCOMPARE(game->seatCount(), 4);
        // The setup's seed is the game's seed.
        const RowingGame direct(RowingCourse::standard(), 4, 5);
        QVERIFY(static_cast<RowingGame &>(*game).state().boats == direct.state().boats);
        // The log is off until the app turns it on.
        game->apply(game->legalActions().front());
        QVERIFY(game->takeLog().isEmpty());
    }

    void createNamesSeatsInTheLogAfterTheSetup()
    {
        QString error;
        GameSetup named = setup(standardJson(), 2);
        named.seats[0].name = QStringLiteral("You");
        const std::unique_ptr<Game> game = gameInfo().create(named, &error);
        QVERIFY2(game, qPrintable(error));
        game->setRecordLog(true);
        QCOMPARE(game->currentSeat(), 0); // the first round goes in lane order
        game->apply(rateAction(Rate::Spm45));
        QCOMPARE(game->takeLog(), QStringList{QStringLiteral("You: stroke rate 45 spm.")});
    }

    void createRefusesMoreBoatsThanLanes()
    {
        QString error;
        QVERIFY(!gameInfo().create(setup(standardJson(), 7), &error));
        QCOMPARE(error, QStringLiteral("seats: 7 boats do not fit 6 lanes"));
    }

    void createRefusesNoSeats()
    {
        QString error;
        QVERIFY(!gameInfo().create(setup(standardJson(), 0), &error));
        QCOMPARE(error, QStringLiteral("seats: at least one boat is needed"));
    }

    void createReportsCourseErrors()
    {
        QJsonObject json = standardJson();
        json.insert(QStringLiteral("lanes"), 12);
        QString error;
        QVERIFY(!gameInfo().create(setup(json, 2), &error));
        QCOMPARE(error, QStringLiteral("course: lanes: must be between 2 and 8, found 12"));
    }

    void singleBoatRaceFinishes()
    {
        QString error;
        const std::unique_ptr<Game> game = gameInfo().create(setup(standardJson(), 1), &error);
        QVERIFY(game);
        Rng rng(3);
        while (!game->isOver()) {
            const ActionList actions = game->legalActions();
            game->apply(actions[rng.below(std::uint32_t(actions.size()))]);
        }
        QCOMPARE(game->ranks(), std::vector<int>{1});
    }
};

QTEST_GUILESS_MAIN(TestRowingCourse)
#include "tst_rowing_course.moc"
