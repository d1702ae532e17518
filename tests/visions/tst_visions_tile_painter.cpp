// The tile painter: its commands do, undo, redo and merge; the live check flags a tile the road
// file reader refuses; the user's tile library saves and reads back, and reports a broken file by
// name and field; a road that uses a painted tile embeds it, reopens equal and validates; unsaved
// work survives closing the painter (which asks: Save to Library, Keep Draft, Discard, Cancel).
#include "VisionsCourseTestSupport.h"
#include "core/PieceDraft.h"
#include "visions/VisionsCourseDocument.h"
#include "visions/VisionsKindEditor.h"
#include "visions/VisionsPaletteDrop.h"
#include "visions/VisionsTileLibrary.h"
#include "visions/VisionsTilePainterDialog.h"
#include "visions/VisionsTilePainterDocument.h"
#include "visions/VisionsUserTileLibrary.h"

#include <QApplication>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMessageBox>
#include <QPushButton>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QUndoStack>

#include <algorithm>

using namespace cw;
using namespace cw::visions;

class TestVisionsTilePainter : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY(m_library.isValid());
        QVERIFY(m_drafts.isValid());
        VisionsUserTileLibrary::instance().setFolder(m_library.path());
        VisionsTilePainterDialog::draft().setPath(m_drafts.filePath(QStringLiteral("tile.json")));
    }
    void cleanup() { VisionsTilePainterDialog::draft().remove(); }

    // New Tile…: a curve left of radius 4 with a mountain row 3 is not lost when the painter is
    // closed (Close, Escape or the title bar); it asks, Cancel keeps it open, Keep Draft keeps
    // it for the next New Tile… or Edit Tile… (which says so), Discard drops it, and a saved tile
    // leaves no draft. Even a tile the rules refuse (no name) comes back as it was left.
    void painterKeepsUnsavedWork()
    {
        const auto answer = [](const char *button) {
            QTimer::singleShot(0, [button] {
                auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
                QVERIFY(box);
                QCOMPARE(box->objectName(), QStringLiteral("unsavedPieceQuestion"));
                QVERIFY(box->text().contains(QLatin1String("tile")));
                QAbstractButton *chosen = box->findChild<QAbstractButton *>(QLatin1String(button));
                if (!chosen)
                    chosen = box->button(QByteArray(button) == "discard" ? QMessageBox::Discard
                                                                         : QMessageBox::Cancel);
                QVERIFY(chosen);
                chosen->click();
            });
        };
        VisionsTile painted;
        {
            VisionsTilePainterDialog painter;
            painter.show();
            QVERIFY(QTest::qWaitForWindowExposed(&painter));
            QVERIFY(!painter.hasUnsavedPiece());
            auto *shape = painter.findChild<QComboBox *>(QStringLiteral("tileShape"));
            shape->setCurrentIndex(1);
            emit shape->activated(1); // curve left
            painter.findChild<QDoubleSpinBox *>(QStringLiteral("tileRadius"))->setValue(4);
            painter.rowList()->setCurrentRow(2);
            auto *terrain = painter.findChild<QComboBox *>(QStringLiteral("rowTerrain"));
            terrain->setCurrentIndex(int(RoadTerrain::Mountain));
            emit terrain->activated(int(RoadTerrain::Mountain));
            painted = painter.document()->tile();
            QVERIFY(painted.sides.front().shape.isCurve());
            QCOMPARE(painted.sides.front().rows[2].terrain, RoadTerrain::Mountain);
            QVERIFY(painter.hasUnsavedPiece());
            QVERIFY(QFile::exists(VisionsTilePainterDialog::draft().path())); // kept while painting
            answer("cancel");
            QTest::keyClick(&painter, Qt::Key_Escape);
            QVERIFY(painter.isVisible());
            answer("keepDraft");
            QVERIFY(painter.close());
        }
        {
            // Edit Tile… on another tile: the draft comes first, and the painter says so.
            VisionsTilePainterDialog painter(VisionsTileLibrary::find(QStringLiteral("3")));
            QCOMPARE(painter.document()->tile(), painted);
            QVERIFY(painter.hasUnsavedPiece());
            const QString status =
                painter.findChild<QLabel *>(QStringLiteral("tileStatus"))->text();
            QVERIFY2(status.contains(QLatin1String("is back")) &&
                         status.contains(QLatin1String("My 3")),
                     qPrintable(status));
            painter.show();
            QVERIFY(QTest::qWaitForWindowExposed(&painter));
            answer("discard");
            QVERIFY(painter.close());
            QVERIFY(!QFile::exists(VisionsTilePainterDialog::draft().path()));
        }
        {
            VisionsTilePainterDialog painter; // the default straight tile again
            QCOMPARE(painter.document()->tile(),
                     VisionsTilePainterDocument::blankTile(QStringLiteral("My tile")));
            // A tile without a name is not sound, but it is the user's work all the same.
            auto *name = painter.findChild<QLineEdit *>(QStringLiteral("tileName"));
            name->selectAll();
            QTest::keyClick(name, Qt::Key_Delete);
            QVERIFY(!painter.document()->issues().isEmpty());
            QVERIFY(painter.hasUnsavedPiece());
            painted = painter.document()->tile();
        }
        {
            VisionsTilePainterDialog painter;
            QCOMPARE(painter.document()->tile(), painted);
            painter.document()->change(
                VisionsTilePainterDocument::blankTile(QStringLiteral("Saved")),
                QStringLiteral("name"));
            QVERIFY2(painter.saveToLibrary(), qPrintable(painter.lastError()));
            QVERIFY(!painter.hasUnsavedPiece());
            QVERIFY(!QFile::exists(VisionsTilePainterDialog::draft().path()));
            QVERIFY(painter.close()); // nothing to ask
        }
    }

    void commandsDoUndoRedo()
    {
        VisionsTilePainterDocument document;
        const VisionsTile before = document.tile();
        TileSide side = document.side();
        side.shape = TileShape{TileShape::Kind::Curve, true, 4};
        side.rows[2].lanes = 2;
        side.rows[2].pseudo = {1, 2};
        QVERIFY(document.changeSide(side, QStringLiteral("curve")));
        const VisionsTile after = document.tile();
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
        VisionsTilePainterDocument document;
        const VisionsTile before = document.tile();
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
        VisionsTilePainterDialog dialog;
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
        VisionsTilePainterDocument document;
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
        VisionsTilePainterDialog dialog;
        dialog.document()->changeSide(side, QStringLiteral("no rows"));
        QVERIFY(!dialog.saveToLibrary());
        QVERIFY(dialog.lastError().contains(QLatin1String("at least one row")));
    }

    void libraryRoundTrip()
    {
        VisionsUserTileLibrary &library = VisionsUserTileLibrary::instance();
        VisionsTile tile = VisionsTilePainterDocument::blankTile(QStringLiteral("Hairpin"), 4);
        tile.sides.front().shape = TileShape{TileShape::Kind::Curve, true, 3};
        tile.sides.front().rows[1].pseudo = {1, 1, 2};
        tile.sides.front().rows[3].terrain = RoadTerrain::Cobbles;
        QString error;
        QVERIFY2(library.save(tile, &error), qPrintable(error));
        library.setFolder(m_library.path()); // read again from the files
        QVERIFY(library.find(QStringLiteral("Hairpin")));
        QCOMPARE(*library.find(QStringLiteral("Hairpin")), tile);
        QVERIFY(!library.save(VisionsTilePainterDocument::blankTile(QStringLiteral("C3")), &error));
        QVERIFY(error.contains(QLatin1String("C3")));
    }

    void brokenLibraryFileIsReportedNotFatal()
    {
        QTemporaryDir dir;
        QFile broken(dir.filePath(QStringLiteral("Broken.json")));
        QVERIFY(broken.open(QIODevice::WriteOnly));
        VisionsTile tile = VisionsTilePainterDocument::blankTile(QStringLiteral("Broken"));
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
        VisionsUserTileLibrary &library = VisionsUserTileLibrary::instance();
        library.setFolder(dir.path());
        QVERIFY(library.tiles().empty());
        const QString problems = library.problems().join(QLatin1Char('\n'));
        QVERIFY2(problems.contains(QLatin1String("Broken.json: sides[0].rows[0].lanes")),
                 qPrintable(problems));
        QVERIFY2(problems.contains(QLatin1String("Garbage.json: not valid JSON")),
                 qPrintable(problems));
        QVERIFY(QFile::exists(broken.fileName())); // never changed or removed
        // The palette says so.
        const QList<PaletteEntry> entries = VisionsKindEditor().paletteEntries();
        QVERIFY(std::any_of(entries.begin(), entries.end(), [](const PaletteEntry &entry) {
            return entry.id.isEmpty() && entry.toolTip.contains(QLatin1String("Broken.json"));
        }));
        library.setFolder(m_library.path());
    }

    void roadWithAPaintedTileSavesReopensAndValidates()
    {
        VisionsCourseDocument document(builtInRoad(QStringLiteral("short")));
        // A painted copy of the second tile's side, so that the lanes still join.
        const TilePlacement second = document.road().tiles[1];
        VisionsTile painted = VisionsTilePainterDocument::blankTile(QStringLiteral("Col du Test"));
        painted.sides.front().rows = document.road().sideOf(second)->rows;
        painted.sides.front().shape = document.road().sideOf(second)->shape;
        QString error;
        QVERIFY2(VisionsUserTileLibrary::instance().save(painted, &error), qPrintable(error));
        // It is in the palette, marked as the user's.
        const VisionsKindEditor kind;
        const QList<PaletteEntry> entries = kind.paletteEntries();
        const QString entry = VisionsPaletteDrop::tileEntryId(painted.id, QStringLiteral("A"));
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
        VisionsUserTileLibrary::instance().setFolder(elsewhere.path());
        CourseProblems problems;
        const std::optional<VisionsCourse> reopened =
            VisionsCourse::read(QJsonDocument::fromJson(file).object(), &problems);
        QVERIFY2(reopened, qPrintable(problemTexts(problems).join(QLatin1Char('\n'))));
        QCOMPARE(*reopened, document.road());
        const CourseProblems issues = reopened->validate();
        QVERIFY2(!hasErrors(issues), qPrintable(problemTexts(issues).join(QLatin1Char('\n'))));
        VisionsUserTileLibrary::instance().setFolder(m_library.path());
    }

private:
    QTemporaryDir m_library;
    QTemporaryDir m_drafts;
};

QTEST_MAIN(TestVisionsTilePainter)
#include "tst_visions_tile_painter.moc"
