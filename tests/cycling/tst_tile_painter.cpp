// The tile painter: its commands do, undo, redo and merge; the live check flags a tile the road
// file reader refuses; the user's tile library saves and reads back, and reports a broken file by
// name and field; a road that uses a painted tile embeds it, reopens equal and validates.
#include "CyclingTestSupport.h"
#include "cycling/CyclingKindEditor.h"
#include "cycling/CyclingRoadDocument.h"
#include "cycling/TileLibrary.h"
#include "cycling/TilePainterDialog.h"
#include "cycling/TilePainterDocument.h"
#include "cycling/UserTileLibrary.h"

#include <QDoubleSpinBox>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QListWidget>
#include <QPushButton>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include <algorithm>

using namespace cw;
using namespace cw::cycling;

class TestTilePainter : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY(m_library.isValid());
        UserTileLibrary::instance().setFolder(m_library.path());
    }

    void commandsDoUndoRedo()
    {
        TilePainterDocument document;
        const RoadTile before = document.tile();
        TileSide side = document.side();
        side.shape = TileShape{TileShape::Kind::Curve, true, 4};
        side.rows[2].lanes = 2;
        side.rows[2].pseudo = {1, 2};
        QVERIFY(document.changeSide(side, QStringLiteral("curve")));
        const RoadTile after = document.tile();
        QCOMPARE(after.sides.front(), side);
        document.undoStack()->undo();
        QCOMPARE(document.tile(), before);
        document.undoStack()->redo();
        QCOMPARE(document.tile(), after);
        QVERIFY(!document.changeSide(side, QStringLiteral("same"))); // nothing changes
        QCOMPARE(document.undoStack()->count(), 1);
    }

    void stepsOfOneFieldMerge()
    {
        TilePainterDocument document;
        const RoadTile before = document.tile();
        TileSide side = document.side();
        side.shape.kind = TileShape::Kind::Curve;
        for (const double radius : {4.0, 4.5, 5.0, 5.5}) {
            side.shape.radius = radius;
            QVERIFY(document.changeSide(side, QStringLiteral("radius"), 7));
        }
        QCOMPARE(document.undoStack()->count(), 1);
        // Another field is its own step.
        side.rows[0].terrain = RoadTerrain::Mountain;
        QVERIFY(document.changeSide(side, QStringLiteral("terrain"), 8));
        QCOMPARE(document.undoStack()->count(), 2);
        document.undoStack()->undo();
        QCOMPARE(document.side().shape.radius, 5.5);
        document.undoStack()->undo();
        QCOMPARE(document.tile(), before);
    }

    void dialogFieldsAreMergedCommands()
    {
        TilePainterDialog dialog;
        auto *lanes = dialog.findChild<QSpinBox *>(QStringLiteral("rowLanes"));
        QVERIFY(lanes);
        dialog.rowList()->setCurrentRow(1);
        lanes->setValue(4);
        lanes->setValue(2);
        QCOMPARE(dialog.document()->side().rows[1].lanes, 2);
        QCOMPARE(dialog.document()->side().rows[1].pseudo.size(), std::size_t(2));
        QCOMPARE(dialog.document()->side().rows[0].lanes, 3);
        QCOMPARE(dialog.document()->undoStack()->count(), 1);
        QVERIFY(dialog.findChild<QPushButton *>(QStringLiteral("undoTile"))->isEnabled());
        dialog.document()->undoStack()->undo();
        QCOMPARE(dialog.document()->side().rows[1].lanes, 3);
    }

    void liveCheckFlagsABadTile()
    {
        TilePainterDocument document;
        QVERIFY(document.issues().isEmpty());
        TileSide side = document.side();
        side.shape = TileShape{TileShape::Kind::Curve, false, 1.5}; // too tight for 3 lanes
        document.changeSide(side, QStringLiteral("tight"));
        QCOMPARE(document.issues().size(), 1);
        QVERIFY2(document.issues().front().contains(QLatin1String("shape.radius")),
                 qPrintable(document.issues().front()));
        side.rows.clear();
        document.changeSide(side, QStringLiteral("no rows"));
        QVERIFY(
            document.issues().join(QLatin1Char('\n')).contains(QLatin1String("at least one row")));
        // The dialog does not save a tile the check refuses, and says why.
        TilePainterDialog dialog;
        dialog.document()->changeSide(side, QStringLiteral("no rows"));
        QVERIFY(!dialog.saveToLibrary());
        QVERIFY(dialog.lastError().contains(QLatin1String("at least one row")));
    }

    void libraryRoundTrip()
    {
        UserTileLibrary &library = UserTileLibrary::instance();
        RoadTile tile = TilePainterDocument::blankTile(QStringLiteral("Hairpin"), 4);
        tile.sides.front().shape = TileShape{TileShape::Kind::Curve, true, 3};
        tile.sides.front().rows[1].pseudo = {1, 1, 2};
        tile.sides.front().rows[3].terrain = RoadTerrain::Cobbles;
        QString error;
        QVERIFY2(library.save(tile, &error), qPrintable(error));
        library.setFolder(m_library.path()); // read again from the files
        QVERIFY(library.find(QStringLiteral("Hairpin")));
        QCOMPARE(*library.find(QStringLiteral("Hairpin")), tile);
        QVERIFY(!library.save(TilePainterDocument::blankTile(QStringLiteral("C3")), &error));
        QVERIFY(error.contains(QLatin1String("C3")));
    }

    void brokenLibraryFileIsReportedNotFatal()
    {
        QTemporaryDir dir;
        QFile broken(dir.filePath(QStringLiteral("Broken.json")));
        QVERIFY(broken.open(QIODevice::WriteOnly));
        RoadTile tile = TilePainterDocument::blankTile(QStringLiteral("Broken"));
        QJsonObject json = tile.toJson();
        QJsonArray sides = json[QStringLiteral("sides")].toArray();
        QJsonObject side = sides[0].toObject();
        QJsonArray rows = side[QStringLiteral("rows")].toArray();
        QJsonObject row = rows[0].toObject();
        row[QStringLiteral("lanes")] = 7;
        rows[0] = row;
        side[QStringLiteral("rows")] = rows;
        sides[0] = side;
        json[QStringLiteral("sides")] = sides;
        broken.write(QJsonDocument(json).toJson());
        broken.close();
        QFile garbage(dir.filePath(QStringLiteral("Garbage.json")));
        QVERIFY(garbage.open(QIODevice::WriteOnly));
        garbage.write("{ \"id\": ");
        garbage.close();
        UserTileLibrary &library = UserTileLibrary::instance();
        library.setFolder(dir.path());
        QVERIFY(library.tiles().empty());
        const QString problems = library.problems().join(QLatin1Char('\n'));
        QVERIFY2(problems.contains(QLatin1String("Broken.json: sides[0].rows[0].lanes")),
                 qPrintable(problems));
        QVERIFY2(problems.contains(QLatin1String("Garbage.json: not valid JSON")),
                 qPrintable(problems));
        QVERIFY(QFile::exists(broken.fileName())); // never changed or removed
        // The palette says so.
        const QList<PaletteEntry> entries = CyclingKindEditor().paletteEntries();
        QVERIFY(std::any_of(entries.begin(), entries.end(), [](const PaletteEntry &entry) {
            return entry.id.isEmpty() && entry.text.contains(QLatin1String("Broken.json"));
        }));
        library.setFolder(m_library.path());
    }

    void roadWithAPaintedTileSavesReopensAndValidates()
    {
        CyclingRoadDocument document(builtInRoad(QStringLiteral("short")));
        // A painted copy of the second tile's side, so that the lanes still join.
        const TilePlacement second = document.road().tiles[1];
        RoadTile painted = TilePainterDocument::blankTile(QStringLiteral("Col du Test"));
        painted.sides.front().rows = document.road().sideOf(second)->rows;
        painted.sides.front().shape = document.road().sideOf(second)->shape;
        QString error;
        QVERIFY2(UserTileLibrary::instance().save(painted, &error), qPrintable(error));
        // It is in the palette, marked as the user's.
        const CyclingKindEditor kind;
        const QList<PaletteEntry> entries = kind.paletteEntries();
        const QString entry = CyclingRoadDocument::entryId(painted.id, QStringLiteral("A"));
        const auto it = std::find_if(entries.begin(), entries.end(),
                                     [&](const PaletteEntry &e) { return e.id == entry; });
        QVERIFY(it != entries.end());
        QVERIFY(!it->icon.isNull());
        QVERIFY(document.replaceTile(1, {painted.id, QStringLiteral("A")}));
        QCOMPARE(document.road().customTiles.size(), std::size_t(1));
        QCOMPARE(document.road().customTiles.front(), painted);
        const QByteArray file = QJsonDocument(document.road().toJson()).toJson();
        // Another machine: no tiles of its own.
        QTemporaryDir elsewhere;
        UserTileLibrary::instance().setFolder(elsewhere.path());
        CourseProblems problems;
        const std::optional<CyclingRoad> reopened =
            CyclingRoad::read(QJsonDocument::fromJson(file).object(), &problems);
        QVERIFY2(reopened, qPrintable(problemTexts(problems).join(QLatin1Char('\n'))));
        QCOMPARE(*reopened, document.road());
        const CourseProblems issues = reopened->validate();
        QVERIFY2(!hasErrors(issues), qPrintable(problemTexts(issues).join(QLatin1Char('\n'))));
        UserTileLibrary::instance().setFolder(m_library.path());
    }

private:
    QTemporaryDir m_library;
};

QTEST_MAIN(TestTilePainter)
#include "tst_tile_painter.moc"
