// River files: what SalmonCourse and SalmonRiverBoard write reads back the same, and every defect a
// reader can meet is named by its field path ("customBoards[0].hexes[4].arrows[1]").
#include "SalmonCourseTestSupport.h"
#include "course/CourseFile.h"
#include "salmon/SalmonCourseKind.h"

#include <QJsonArray>

using namespace cw;
using namespace cw::salmon;

namespace {

QJsonObject beginnerJson()
{
    return readJsonFile(sourceDir() + QStringLiteral("/resources/courses/salmon-beginner.json"));
}

// A river with one custom board (a copy of 1E named "pool") placed second.
QJsonObject riverWithCustomBoard()
{
    QJsonObject json = beginnerJson();
    QJsonObject board = SalmonBoardLibrary::find(QStringLiteral("1E"))->toJson();
    board.insert(QStringLiteral("id"), QStringLiteral("pool"));
    board.insert(QStringLiteral("sheet"), QStringLiteral("pool"));
    board.insert(QStringLiteral("name"), QStringLiteral("Quiet pool"));
    json.insert(QStringLiteral("customBoards"), QJsonArray{board});
    QJsonArray boards = json.value(QStringLiteral("boards")).toArray();
    boards.replace(1, QJsonObject{{QStringLiteral("board"), QStringLiteral("pool")},
                                  {QStringLiteral("shift"), -2}});
    json.insert(QStringLiteral("boards"), boards);
    return json;
}

// Replaces the value at a path of object keys and array indices.
QJsonValue replaced(const QJsonValue &value, QList<QVariant> path, const QJsonValue &with)
{
    if (path.isEmpty())
        return with;
    const QVariant step = path.takeFirst();
    if (step.typeId() == QMetaType::QString) {
        QJsonObject object = value.toObject();
        const QString key = step.toString();
        if (path.isEmpty() && with.isUndefined())
            object.remove(key);
        else
            object.insert(key, replaced(object.value(key), path, with));
        return object;
    }
    QJsonArray array = value.toArray();
    array.replace(step.toInt(), replaced(array.at(step.toInt()), path, with));
    return array;
}

QStringList readProblems(const QJsonObject &json)
{
    CourseProblems problems;
    const std::optional<SalmonCourse> river = SalmonCourse::read(json, &problems);
    if (river)
        return {};
    return problemTexts(problems);
}

} // namespace

class TestSalmonCourseFile : public QObject {
    Q_OBJECT

private slots:
    void roundTrip()
    {
        CourseProblems problems;
        const std::optional<SalmonCourse> river =
            SalmonCourse::read(riverWithCustomBoard(), &problems);
        QVERIFY2(river, qPrintable(problemTexts(problems).join(u';')));
        QCOMPARE(river->boards.size(), std::size_t(5));
        QCOMPARE(river->boards[1], (BoardPlacement{QStringLiteral("pool"), -2}));
        QCOMPARE(river->customBoards.size(), std::size_t(1));
        QCOMPARE(river->findBoard(QStringLiteral("pool"))->name, QStringLiteral("Quiet pool"));
        QCOMPARE(river->findBoard(QStringLiteral("pool"))->displayName(),
                 QStringLiteral("Quiet pool"));
        QCOMPARE(river->findBoard(QStringLiteral("2E")),
                 SalmonBoardLibrary::find(QStringLiteral("2E")));
        QVERIFY(!river->findBoard(QStringLiteral("9Z")));
        QCOMPARE(river->print.hexMm, 29.0);
        QCOMPARE(river->print.page, (PageSpec{Paper::A4, false}));
        const QJsonObject written = river->toJson();
        QCOMPARE(written.value(QStringLiteral("kind")).toString(), QStringLiteral("salmon-river"));
        QCOMPARE(SalmonCourse::read(written, &problems), river);
        // The custom board is a full board: the river validates with it.
        QVERIFY(SalmonCourse::fromJson(written, &problems));
        QVERIFY(problems.isEmpty());
    }

    void fromJsonRefusesRuleErrors()
    {
        QJsonObject json = beginnerJson();
        json = replaced(json, {QStringLiteral("boards"), 1, QStringLiteral("shift")}, 1).toObject();
        CourseProblems problems;
        QVERIFY(SalmonCourse::read(json, &problems));
        QVERIFY(!SalmonCourse::fromJson(json, &problems));
        QVERIFY(hasErrors(problems));
        QVERIFY(problems.first().path == QStringLiteral("boards[1]"));
    }

    void readerNamesTheField_data()
    {
        QTest::addColumn<QList<QVariant>>("path");
        QTest::addColumn<QJsonValue>("value");
        QTest::addColumn<QString>("problem");
        const QString b = QStringLiteral("boards"), c = QStringLiteral("customBoards"),
                      h = QStringLiteral("hexes");
        QTest::newRow("kind") << QList<QVariant>{QStringLiteral("kind")}
                              << QJsonValue(QStringLiteral("rowing"))
                              << QStringLiteral(
                                     "kind: expected \"salmon-river\", found \"rowing\"");
        QTest::newRow("version") << QList<QVariant>{QStringLiteral("formatVersion")}
                                 << QJsonValue(2)
                                 << QStringLiteral("formatVersion: expected 1, found 2");
        QTest::newRow("boards missing") << QList<QVariant>{b} << QJsonValue(QJsonValue::Undefined)
                                        << QStringLiteral("boards: missing");
        QTest::newRow("board not object") << QList<QVariant>{b, 2} << QJsonValue(3)
                                          << QStringLiteral("boards[2]: must be an object");
        QTest::newRow("shift fraction")
            << QList<QVariant>{b, 2, QStringLiteral("shift")} << QJsonValue(1.5)
            << QStringLiteral("boards[2].shift: must be a whole number, found 1.5");
        QTest::newRow("board id number")
            << QList<QVariant>{b, 0, QStringLiteral("board")} << QJsonValue(7)
            << QStringLiteral("boards[0].board: must be a string");
        QTest::newRow("hexMm") << QList<QVariant>{QStringLiteral("print"), QStringLiteral("hexMm")}
                               << QJsonValue(5)
                               << QStringLiteral(
                                      "print.hexMm: must be between 15 and 120, found 5");
        QTest::newRow("paper") << QList<QVariant>{QStringLiteral("print"), QStringLiteral("paper")}
                               << QJsonValue(QStringLiteral("a3"))
                               << QStringLiteral("print.paper: must be \"a4\" or \"letter\", found "
                                                 "\"a3\"");
        QTest::newRow("arrow") << QList<QVariant>{c, 0, h, 4, QStringLiteral("arrows")}
                               << QJsonValue(QJsonArray{QStringLiteral("S"), QStringLiteral("E")})
                               << QStringLiteral("customBoards[0].hexes[4].arrows[1]: must be one "
                                                 "of \"N\", \"NE\", \"SE\", \"S\", \"SW\", \"NW\"");
        QTest::newRow("same arrow twice")
            << QList<QVariant>{c, 0, h, 4, QStringLiteral("arrows")}
            << QJsonValue(QJsonArray{QStringLiteral("S"), QStringLiteral("S")})
            << QStringLiteral("customBoards[0].hexes[4].arrows[1]: points the same way as arrow 1");
        QTest::newRow("three arrows")
            << QList<QVariant>{c, 0, h, 4, QStringLiteral("arrows")}
            << QJsonValue(
                   QJsonArray{QStringLiteral("S"), QStringLiteral("SW"), QStringLiteral("SE")})
            << QStringLiteral("customBoards[0].hexes[4].arrows: at most 2 entries, found 3");
        QTest::newRow("terrain") << QList<QVariant>{c, 0, h, 3, QStringLiteral("terrain")}
                                 << QJsonValue(QStringLiteral("lava"))
                                 << QStringLiteral("customBoards[0].hexes[3].terrain: must be one "
                                                   "of \"land\", \"water\", \"rock\", "
                                                   "\"waterfall\", found \"lava\"");
        QTest::newRow("symbol") << QList<QVariant>{c, 0, h, 3, QStringLiteral("symbol")}
                                << QJsonValue(QStringLiteral("salmon"))
                                << QStringLiteral("customBoards[0].hexes[3].symbol: must be one of "
                                                  "\"none\", \"swim\", \"doubleSwim\", "
                                                  "\"drawOne\", \"eagle\", \"fatigue\", "
                                                  "\"current\", \"rapids\", \"currentOrRapids\", "
                                                  "\"reeds\", \"doubleReeds\", \"wild\", "
                                                  "\"bearPaw\", found \"salmon\"");
        QTest::newRow("outside") << QList<QVariant>{c, 0, h, 0, QStringLiteral("at")}
                                 << QJsonValue(QJsonArray{7, 0})
                                 << QStringLiteral("customBoards[0].hexes[0].at: must be a hex of "
                                                   "the 7 × 6 board, found [7, 0]");
        QTest::newRow("at not pair") << QList<QVariant>{c, 0, h, 0, QStringLiteral("at")}
                                     << QJsonValue(QStringLiteral("2,3"))
                                     << QStringLiteral("customBoards[0].hexes[0].at: must be a "
                                                       "pair of numbers [column, row]");
        QTest::newRow("twice") << QList<QVariant>{c, 0, h, 1, QStringLiteral("at")}
                               << QJsonValue(QJsonArray{2, 0})
                               << QStringLiteral("customBoards[0].hexes[1].at: hex 3-1 is listed "
                                                 "twice");
        QTest::newRow("rock arrow") << QList<QVariant>{c, 0, h, 4, QStringLiteral("terrain")}
                                    << QJsonValue(QStringLiteral("rock"))
                                    << QStringLiteral("customBoards[0].hexes[4]: a rock carries "
                                                      "no symbol and no current arrow");
        QTest::newRow("start on rock")
            << QList<QVariant>{c, 0, h, 9, QStringLiteral("start")} << QJsonValue(true)
            << QStringLiteral("customBoards[0].hexes[9]: only a water hex can be a start or "
                              "spawning hex");
        QTest::newRow("role") << QList<QVariant>{c, 0, QStringLiteral("role")}
                              << QJsonValue(QStringLiteral("goal"))
                              << QStringLiteral("customBoards[0].role: must be one of \"start\", "
                                                "\"middle\", \"finish\", found \"goal\"");
        QTest::newRow("columns") << QList<QVariant>{c, 0, QStringLiteral("columns")}
                                 << QJsonValue(13)
                                 << QStringLiteral("customBoards[0].columns: must be between 1 "
                                                   "and 12, found 13");
        QTest::newRow("empty id") << QList<QVariant>{c, 0, QStringLiteral("id")}
                                  << QJsonValue(QString())
                                  << QStringLiteral("customBoards[0].id: must not be empty");
        QTest::newRow("hexes missing")
            << QList<QVariant>{c, 0, h} << QJsonValue(QJsonValue::Undefined)
            << QStringLiteral("customBoards[0].hexes: missing");
    }

    void readerNamesTheField()
    {
        QFETCH(QList<QVariant>, path);
        QFETCH(QJsonValue, value);
        QFETCH(QString, problem);
        const QJsonObject json = replaced(riverWithCustomBoard(), path, value).toObject();
        QCOMPARE(readProblems(json), QStringList{problem});
    }

    void duplicateCustomIds()
    {
        QJsonObject json = riverWithCustomBoard();
        QJsonArray custom = json.value(QStringLiteral("customBoards")).toArray();
        custom.append(custom.at(0));
        json.insert(QStringLiteral("customBoards"), custom);
        QCOMPARE(readProblems(json),
                 QStringList{QStringLiteral(
                     "customBoards[1].id: another custom board already has the id \"pool\"")});
    }

    // The kind is registered: defaultCourse() is the beginner river renamed, CourseFile opens
    // rivers, and rules() passes the seat count on.
    void courseKind()
    {
        const CourseKind *kind = CourseKinds::find(QStringLiteral("salmon-river"));
        QVERIFY(kind);
        QCOMPARE(kind->displayName(), QStringLiteral("Salmon Run river"));
        QCOMPARE(kind->formatVersion, SalmonCourse::FormatVersion);
        const QJsonObject defaultRiver = kind->defaultCourse();
        QCOMPARE(defaultRiver.value(QStringLiteral("name")).toString(),
                 QStringLiteral("New river"));
        QVERIFY(kind->structure(defaultRiver).isEmpty());
        QVERIFY(kind->rules(defaultRiver, {}).isEmpty());
        CourseProblems problems;
        SalmonCourse fromDefault = *SalmonCourse::read(defaultRiver, &problems);
        SalmonCourse beginner = *SalmonCourse::read(beginnerJson(), &problems);
        fromDefault.name = beginner.name;
        QCOMPARE(fromDefault, beginner);
        QCOMPARE(problemTexts(kind->rules(defaultRiver, {5, std::nullopt})),
                 QStringList{QStringLiteral("boards: Salmon Run is for 2 to 4 players, not 5")});
        QVERIFY(kind->rules(defaultRiver, {4, std::nullopt}).isEmpty());
        QVERIFY(!kind->structure(QJsonObject{}).isEmpty());
        QVERIFY(CourseFile::read(
            sourceDir() + QStringLiteral("/resources/courses/salmon-long.json"), &problems));
    }
};

QTEST_GUILESS_MAIN(TestSalmonCourseFile)
#include "tst_salmon_course_file.moc"
