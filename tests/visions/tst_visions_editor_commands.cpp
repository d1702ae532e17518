// The road editor's undo commands: each does, undoes and redoes exactly; bonus lines follow their
// tiles; a bonus line's drag merges into one step; the palette adds, inserts and replaces; and a
// road assembled from the palette is valid.
#include "visions/VisionsCanvas.h"
#include "visions/VisionsCourseDocument.h"
#include "visions/VisionsCoursePainter.h"
#include "visions/VisionsCourseValidator.h"
#include "visions/VisionsKindEditor.h"
#include "visions/VisionsPaletteDrop.h"
#include "visions/VisionsPropertiesPanel.h"

#include <QApplication>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFile>
#include <QJsonDocument>
#include <QLineEdit>
#include <QMouseEvent>
#include <QPainterPath>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTest>
#include <QUndoStack>

using namespace cw;
using namespace cw::visions;

namespace {

VisionsCourse builtIn(const QString &name)
{
    QFile file(QStringLiteral(":/courses/visions-%1.json").arg(name));
    file.open(QIODevice::ReadOnly);
    CourseProblems problems;
    return VisionsCourse::read(QJsonDocument::fromJson(file.readAll()).object(), &problems)
        .value_or(VisionsCourse{});
}

QStringList sides(const VisionsCourse &road)
{
    QStringList list;
    for (const TilePlacement &placement : road.tiles)
        list.append(placement.tile + placement.side);
    return list;
}

// Undo brings back `before`, redo `after`.
void checkUndoRedo(VisionsCourseDocument &document, const VisionsCourse &before)
{
    const VisionsCourse after = document.road();
    QVERIFY(!(after == before));
    document.undoStack()->undo();
    QCOMPARE(document.road(), before);
    document.undoStack()->redo();
    QCOMPARE(document.road(), after);
}

} // namespace

class TestVisionsEditorCommands : public QObject {
    Q_OBJECT

private slots:
    void addInsertsAfterTheSelectedTile()
    {
        VisionsCourseDocument document(builtIn(QStringLiteral("short")));
        const VisionsCourse before = document.road();
        document.selectTile(1);
        QVERIFY(document.addTile({QStringLiteral("4"), QStringLiteral("A")}));
        QCOMPARE(sides(document.road()).mid(0, 4),
                 (QStringList{QStringLiteral("SA"), QStringLiteral("2A"), QStringLiteral("4A"),
                              QStringLiteral("C1B")}));
        QCOMPARE(document.selectedTile(), 2);
        // The bonus line on the mountain tile 5A moved one place on with it.
        QCOMPARE(document.road().bonusLines[1].placement, 6);
        checkUndoRedo(document, before);
        QCOMPARE(document.undoStack()->undoText(), QStringLiteral("Add Tile 4A"));
    }

    // With nothing selected, a road tile goes before the Finish.
    void addWithoutSelectionGoesBeforeTheFinish()
    {
        VisionsCourseDocument document(builtIn(QStringLiteral("short")));
        QVERIFY(document.addTile({QStringLiteral("6"), QStringLiteral("A")}));
        QCOMPARE(sides(document.road()).last(), QStringLiteral("FA"));
        QCOMPARE(sides(document.road()).at(6), QStringLiteral("6A"));
        QVERIFY(!document.addTile({QStringLiteral("99"), QStringLiteral("A")}));
        QVERIFY(!document.addTile({QStringLiteral("S"), QStringLiteral("B")}));
    }

    void removeTakesItsBonusLines()
    {
        VisionsCourseDocument document(builtIn(QStringLiteral("short")));
        const VisionsCourse before = document.road();
        QVERIFY(document.removeTile(1)); // 2A, with the sprint line
        QCOMPARE(document.road().tiles.size(), before.tiles.size() - 1);
        QCOMPARE(document.road().bonusLines.size(), std::size_t(1));
        QCOMPARE(document.road().bonusLines[0].placement, 4); // 5A moved back one
        checkUndoRedo(document, before);
    }

    void moveCarriesBonusLines()
    {
        VisionsCourseDocument document(builtIn(QStringLiteral("short")));
        const VisionsCourse before = document.road();
        QVERIFY(document.moveTile(1, 4)); // 2A after 3A
        QCOMPARE(sides(document.road()).at(4), QStringLiteral("2A"));
        QCOMPARE(document.road().bonusLines[0].placement, 4);
        QCOMPARE(document.road().bonusLines[1].placement, 5); // 5A did not move
        QCOMPARE(document.selectedTile(), 4);
        checkUndoRedo(document, before);
        QVERIFY(!document.moveTile(0, 0));
    }

    void flipShowsTheOtherSide()
    {
        VisionsCourseDocument document(builtIn(QStringLiteral("short")));
        const VisionsCourse before = document.road();
        QVERIFY(document.flipTile(2)); // C1B turns left
        QCOMPARE(sides(document.road()).at(2), QStringLiteral("C1A"));
        checkUndoRedo(document, before);
        QVERIFY(!document.flipTile(0)); // the Start has one side
    }

    // Replacing a tile in the middle keeps the rest of the road and its bonus lines.
    void replaceKeepsTheRest()
    {
        VisionsCourseDocument document(builtIn(QStringLiteral("medium")));
        const VisionsCourse before = document.road();
        QVERIFY(document.replaceTile(1, {QStringLiteral("5"), QStringLiteral("A")}));
        QStringList expected = sides(before);
        expected[1] = QStringLiteral("5A");
        QCOMPARE(sides(document.road()), expected);
        QCOMPARE(document.road().bonusLines, before.bonusLines);
        checkUndoRedo(document, before);
    }

    // One drag of a bonus line, over several boundaries, is one undo step.
    void bonusLineDragMerges()
    {
        VisionsCourseDocument document(builtIn(QStringLiteral("short")));
        const VisionsCourse before = document.road();
        const int steps = document.undoStack()->count();
        QVERIFY(document.moveBonusLine(0, 1, 6, 7));
        QVERIFY(document.moveBonusLine(0, 1, 7, 7));
        QVERIFY(document.moveBonusLine(0, 1, 8, 7));
        QCOMPARE(document.undoStack()->count(), steps + 1);
        QCOMPARE(document.road().bonusLines[0].row, 8);
        checkUndoRedo(document, before);
        // Another drag is another step; a drag back to where it began leaves none.
        QVERIFY(document.moveBonusLine(0, 1, 3, 8));
        QCOMPARE(document.undoStack()->count(), steps + 2);
        QVERIFY(document.moveBonusLine(0, 1, 8, 9));
        QVERIFY(document.moveBonusLine(0, 1, 3, 9));
        QCOMPARE(document.undoStack()->count(), steps + 2);
    }

    // Random Course replaces the road in one step, with a valid road of the chosen length.
    void randomCourseIsOneStep()
    {
        VisionsCourseDocument document(builtIn(QStringLiteral("short")));
        const VisionsCourse before = document.road();
        document.randomRoad(GameLength::Long, 7);
        QCOMPARE(document.road().lengthClass(), GameLength::Long);
        QCOMPARE(document.road().name, before.name);
        QVERIFY(VisionsCourseValidator(document.road()).issues().empty());
        checkUndoRedo(document, before);
        QCOMPARE(document.undoStack()->undoText(), QStringLiteral("Random Course"));
    }

    // A road assembled from the palette alone, tile by tile, is valid.
    void roadFromThePaletteIsValid()
    {
        VisionsCourse empty;
        empty.name = QStringLiteral("From scratch");
        VisionsCourseDocument document(empty);
        const VisionsKindEditor kind;
        const QList<PaletteEntry> palette = kind.paletteEntries();
        // Two bonus lines, then the Start, 6 straights and 7 curves of two sides, the Finish.
        QCOMPARE(palette.size(), 2 + 1 + 6 * 2 + 7 * 2 + 2);
        for (const char *side : {"S:A", "1:A", "2:A", "C1:B", "C2:B", "3:A", "F:A"}) {
            document.selectRoad();
            if (!document.road().tiles.empty())
                document.selectTile(int(document.road().tiles.size()) - 1);
            QVERIFY(document.addFromPalette(
                QStringLiteral("visions.tile:") + QString::fromLatin1(side), std::nullopt));
        }
        QCOMPARE(sides(document.road()),
                 (QStringList{QStringLiteral("SA"), QStringLiteral("1A"), QStringLiteral("2A"),
                              QStringLiteral("C1B"), QStringLiteral("C2B"), QStringLiteral("3A"),
                              QStringLiteral("FA")}));
        const VisionsCourseValidator validator(document.road());
        QVERIFY2(validator.issues().empty(),
                 qPrintable(problemTexts(validator.problems()).join(u'\n')));
        // Dropped onto a tile of the road with Shift held, an entry replaces it.
        const VisionsCourseGeometry &geometry = validator.geometry();
        const QPointF onTile2 = geometry.tiles()[1].bounds.center();
        QVERIFY(document.addFromPalette(
            VisionsPaletteDrop::tileEntryId(QStringLiteral("4"), QStringLiteral("A")), onTile2,
            CourseDocument::DropMode::Replace));
        QCOMPARE(sides(document.road()).at(1), QStringLiteral("4A"));
        QCOMPARE(document.road().tiles.size(), std::size_t(7));
    }

    // Bonus lines (docs/rules/visions.md, "Bonus lines and game length": sprint and Monarch of the
    // Mountain lines) are added from the palette where they fit, removed, retyped and moved, each
    // one undo step; where one cannot go, the message says where it may.
    void bonusLinesAreAddedRemovedRetypedAndMoved()
    {
        VisionsCourseDocument document(builtIn(QStringLiteral("short"))); // S 2A C1B C2B 3A 5A F
        QSignalSpy messages(&document, &CourseDocument::message);
        const QString sprint = VisionsPaletteDrop::bonusEntryId(BonusLine::Type::Sprint);
        const QString mountain = VisionsPaletteDrop::bonusEntryId(BonusLine::Type::Mountain);
        // 2A, the only sprint tile, holds its line already: no room, and the message says so.
        QVERIFY(!document.addFromPalette(sprint, std::nullopt));
        QCOMPARE(messages.size(), 1);
        QVERIFY2(messages.last().at(0).toString().contains(
                     QLatin1String("a sprint line may lie on tile 2 (2A)")),
                 qPrintable(messages.last().at(0).toString()));

        // Removed with Edit > Delete, the line's tile selected after; one step.
        VisionsCourse before = document.road();
        document.selectBonusLine(0);
        QVERIFY(document.canDeleteSelection());
        document.deleteSelection();
        QCOMPARE(document.road().bonusLines.size(), std::size_t(1));
        QCOMPARE(document.selectedTile(), 1);
        checkUndoRedo(document, before);

        // Added by a click: on 2A, between the middle rows, and selected.
        before = document.road();
        QVERIFY(document.addFromPalette(sprint, std::nullopt));
        QCOMPARE(document.road().bonusLines.size(), std::size_t(2));
        const BonusLine added = document.road().bonusLines.back();
        QCOMPARE(added.type, BonusLine::Type::Sprint);
        QCOMPARE(added.placement, 1);
        QCOMPARE(added.row, 5);
        QCOMPARE(document.selectedBonusLine(), 1);
        QVERIFY(VisionsCourseValidator(document.road()).issues().empty());
        checkUndoRedo(document, before);
        QCOMPARE(document.undoStack()->undoText(), QStringLiteral("Add Sprint Line"));

        // Retyped through the panel: a mountain line on sprint terrain, which the validator
        // explains with where such a line may lie.
        VisionsPropertiesPanel panel(&document);
        auto *type = panel.findChild<QComboBox *>(QStringLiteral("bonusLineType"));
        auto *row = panel.findChild<QSpinBox *>(QStringLiteral("bonusLineRow"));
        auto *remove = panel.findChild<QPushButton *>(QStringLiteral("removeBonusLine"));
        QVERIFY(type && row && remove);
        QVERIFY(!panel.findChild<QWidget *>(QStringLiteral("bonusLineProperties"))->isHidden());
        before = document.road();
        const int mountainIndex = type->findData(int(BonusLine::Type::Mountain));
        type->setCurrentIndex(mountainIndex);
        emit type->activated(mountainIndex);
        QCOMPARE(document.road().bonusLines.back().type, BonusLine::Type::Mountain);
        const VisionsCourseValidator retyped(document.road());
        QCOMPARE(retyped.issues().size(), std::size_t(1));
        QCOMPARE(retyped.issues().front().rule, RoadIssue::Rule::BonusTerrain);
        QVERIFY2(retyped.issues().front().problem.message.endsWith(
                     QLatin1String("a Monarch of the Mountain line may lie on tile 6 (5A)")),
                 qPrintable(retyped.issues().front().problem.message));
        checkUndoRedo(document, before);
        document.undoStack()->undo();

        // Moved through the panel: the steps of one visit are one undo step.
        before = document.road();
        const int steps = document.undoStack()->index();
        row->setValue(6);
        row->setValue(7);
        QCOMPARE(document.road().bonusLines.back().row, 7);
        QCOMPARE(document.undoStack()->index(), steps + 1);
        checkUndoRedo(document, before);

        // Removed with its button.
        before = document.road();
        remove->click();
        QCOMPARE(document.road().bonusLines.size(), std::size_t(1));
        checkUndoRedo(document, before);

        // The mountain entry goes on the selected tile when it has room: 5A, once its own line
        // is gone.
        document.undoStack()->undo();
        QCOMPARE(document.road().bonusLines.front().type, BonusLine::Type::Mountain);
        QVERIFY(document.removeBonusLine(0));
        document.selectTile(5);
        QVERIFY(document.addFromPalette(mountain, std::nullopt));
        QCOMPARE(document.road().bonusLines.back(), (BonusLine{BonusLine::Type::Mountain, 5, 5}));
        QCOMPARE(messages.size(), 1);

        // Five at most.
        VisionsCourse five = document.road();
        while (five.bonusLines.size() < std::size_t(VisionsCourseValidator::MaxBonusLines))
            five.bonusLines.push_back(five.bonusLines.front());
        VisionsCourseDocument full(five);
        QSignalSpy fullMessages(&full, &CourseDocument::message);
        QVERIFY(!full.addFromPalette(sprint, std::nullopt));
        QVERIFY(fullMessages.last().at(0).toString().contains(QLatin1String("at most 5")));
    }

    // The one drop rule: a tile dropped on a tile is inserted after it, or with Shift replaces
    // it; a replaced tile keeps its bonus line only where the line still fits (dropping a tile on
    // 5A of a new road leaves no error), and says what became of it.
    void dropsInsertOrReplace()
    {
        VisionsCourseDocument document(builtIn(QStringLiteral("short"))); // S 2A C1B C2B 3A 5A F
        QSignalSpy messages(&document, &CourseDocument::message);
        const VisionsCoursePainter painter(document.road(), {});
        const VisionsCourseGeometry &geometry = painter.geometry();
        const QPointF on5A = geometry.tiles()[5].bounds.center();
        QCOMPARE(painter.tileAt(on5A), 5);
        const QString flats =
            VisionsPaletteDrop::tileEntryId(QStringLiteral("4"), QStringLiteral("A"));
        using Mode = CourseDocument::DropMode;
        const CourseDocument::DropOutcome insert = document.dropOutcome(flats, on5A, Mode::Insert);
        QVERIFY(insert.possible);
        QCOMPARE(insert.text, QStringLiteral("Insert 4A between tile 6 (5A) and tile 7 (FA)"));
        QCOMPARE(document.dropOutcome(flats, on5A, Mode::Replace).text,
                 QStringLiteral("Replace tile 6 (5A) with 4A"));

        VisionsCourse before = document.road();
        QVERIFY(document.addFromPalette(flats, on5A, Mode::Insert));
        QCOMPARE(sides(document.road()).mid(5, 2),
                 (QStringList{QStringLiteral("5A"), QStringLiteral("4A")}));
        QCOMPARE(document.road().bonusLines, before.bonusLines);
        checkUndoRedo(document, before);
        document.undoStack()->undo();

        // Replaced by flats, 5A's mountain line has nowhere to lie: it goes, and is named.
        QVERIFY(document.addFromPalette(flats, on5A, Mode::Replace));
        QCOMPARE(sides(document.road()).at(5), QStringLiteral("4A"));
        QCOMPARE(document.road().bonusLines.size(), std::size_t(1));
        QVERIFY(!hasErrors(VisionsCourseValidator(document.road()).problems()));
        QVERIFY2(messages.last().at(0).toString().contains(QLatin1String("bonus line 2 went")),
                 qPrintable(messages.last().at(0).toString()));
        checkUndoRedo(document, before);
        document.undoStack()->undo();

        // Replaced by the 4-row mountain curve C4A, the line moves to the nearest row that fits.
        QVERIFY(document.replaceTile(5, {QStringLiteral("C4"), QStringLiteral("A")}));
        QCOMPARE(document.road().bonusLines.size(), std::size_t(2));
        QCOMPARE(document.road().bonusLines[1].placement, 5);
        QCOMPARE(document.road().bonusLines[1].row, 3);
        QVERIFY(messages.last().at(0).toString().contains(QLatin1String("bonus line 2 moved")));
        document.undoStack()->undo();

        // A bonus line dropped on a tile that holds one: Shift replaces it, in one step.
        const QString sprint = VisionsPaletteDrop::bonusEntryId(BonusLine::Type::Sprint);
        const QPointF on2A = geometry.tiles()[1].bounds.center();
        QVERIFY(!document.dropOutcome(sprint, on2A, Mode::Insert).possible);
        QVERIFY(document.dropOutcome(sprint, on2A, Mode::Insert)
                    .text.contains(QLatin1String("hold Shift to replace it")));
        const CourseDocument::DropOutcome replaceLine =
            document.dropOutcome(sprint,
                                 geometry.tiles()[1].bounds.topLeft() * 0.2 +
                                     geometry.tiles()[1].bounds.bottomRight() * 0.8,
                                 Mode::Replace);
        QVERIFY(replaceLine.possible);
        QVERIFY(
            replaceLine.text.startsWith(QLatin1String("Replace bonus line 1 with a sprint line")));
        // On mountain terrain, a sprint line has no place, and the drop says where it may go.
        const CourseDocument::DropOutcome onMountain =
            document.dropOutcome(sprint, on5A, Mode::Insert);
        QVERIFY(!onMountain.possible);
        QCOMPARE(onMountain.text, QStringLiteral("No sprint line can lie on tile 6 (5A): a sprint "
                                                 "line may lie on tile 2 (2A)"));
    }

    // Clicking a bonus line on the canvas selects it, and the canvas marks where a line of its
    // type may lie; dragging it with the mouse moves it in one step.
    void canvasSelectsAndMarksBonusLines()
    {
        VisionsCourseDocument document(builtIn(QStringLiteral("short")));
        VisionsCanvas canvas(&document);
        canvas.resize(900, 600);
        canvas.show();
        QVERIFY(QTest::qWaitForWindowExposed(&canvas));
        canvas.fitToWindow();
        QCOMPARE(canvas.markedPlaceCount(), 0);
        const QPoint line = canvas.mapFromScene(canvas.bonusLineCentre(1));
        QTest::mouseClick(canvas.viewport(), Qt::LeftButton, {}, line);
        QCOMPARE(document.selectedBonusLine(), 1);
        // 5A's mountain rows: its 9 boundaries.
        QCOMPARE(canvas.markedPlaceCount(), 9);
        document.selectRoad();
        QCOMPARE(canvas.markedPlaceCount(), 0);
    }

    // Issue 56: a tile dragged onto another moves to its place in the road on release, outlined
    // while it is carried, in one undo step; Alt+Left and Alt+Right move the selected tile.
    void canvasDragsAndKeysMoveTiles()
    {
        VisionsCourse road = builtIn(QStringLiteral("short"));
        road.bonusLines.clear(); // a press on a tile's middle takes no line
        VisionsCourseDocument document(road);
        VisionsCanvas canvas(&document);
        canvas.resize(900, 600);
        canvas.show();
        QVERIFY(QTest::qWaitForWindowExposed(&canvas));
        canvas.fitToWindow();
        const VisionsCoursePainter *painter = canvas.roadPainter();
        QVERIFY(painter);
        const auto centre = [&](int tile) {
            const QPointF at = pathOf(painter->geometry().tiles()[std::size_t(tile)].outline)
                                   .boundingRect()
                                   .center();
            return std::pair(canvas.mapFromScene(at), painter->tileAt(at) == tile);
        };
        const auto [from, fromInside] = centre(1);
        const auto [to, toInside] = centre(2);
        QVERIFY(fromInside && toInside);
        const QStringList before = sides(document.road());
        const VisionsCourse original = document.road();
        const int steps = document.undoStack()->count();
        QTest::mousePress(canvas.viewport(), Qt::LeftButton, {}, from);
        QCOMPARE(document.selectedTile(), 1);
        QMouseEvent move(QEvent::MouseMove, QPointF(to),
                         canvas.viewport()->mapToGlobal(QPointF(to)), Qt::NoButton, Qt::LeftButton,
                         Qt::NoModifier);
        QApplication::sendEvent(canvas.viewport(), &move);
        QCOMPARE(canvas.dropTarget(), 2); // the drop preview
        QVERIFY(canvas.dropAllowed());
        QCOMPARE(document.undoStack()->count(), steps);
        QTest::mouseRelease(canvas.viewport(), Qt::LeftButton, {}, to);
        QCOMPARE(canvas.dropTarget(), -1);
        QCOMPARE(document.undoStack()->count(), steps + 1);
        const QStringList after = sides(document.road());
        QCOMPARE(after[2], before[1]);
        QCOMPARE(after[1], before[2]);
        QCOMPARE(document.selectedTile(), 2);
        checkUndoRedo(document, original);
        // The keyboard: Alt+Left moves the selected tile back.
        document.selectTile(2);
        canvas.setFocus();
        QTest::keyClick(&canvas, Qt::Key_Left, Qt::AltModifier);
        QCOMPARE(sides(document.road()), before);
        QCOMPARE(document.selectedTile(), 1);
        QTest::keyClick(&canvas, Qt::Key_Right, Qt::AltModifier);
        QCOMPARE(sides(document.road()), after);
    }

    // The panel's Earlier / Later buttons refuse what the canvas refuses (VisionsPieceMoves): off
    // where the tile-order rule forbids the move, the reason as tooltip and accessible description.
    void panelButtonsRefuseMovesThatBreakTheTileOrder()
    {
        VisionsCourse road = builtIn(QStringLiteral("short"));
        VisionsCourseDocument document(road);
        VisionsPropertiesPanel panel(&document);
        auto *earlier = panel.findChild<QPushButton *>(QStringLiteral("moveTileEarlier"));
        auto *later = panel.findChild<QPushButton *>(QStringLiteral("moveTileLater"));
        QVERIFY(earlier && later);
        const int last = int(road.tiles.size()) - 1;
        document.selectTile(1);
        QVERIFY(!earlier->isEnabled());
        QVERIFY2(earlier->toolTip().contains(QStringLiteral("the first tile must be the Start")),
                 qPrintable(earlier->toolTip()));
        QCOMPARE(earlier->accessibleDescription(), earlier->toolTip());
        QVERIFY(later->isEnabled());
        document.selectTile(last - 1);
        QVERIFY(!later->isEnabled());
        QVERIFY2(later->toolTip().contains(QStringLiteral("the last tile must be the Finish")),
                 qPrintable(later->toolTip()));
        QVERIFY(earlier->isEnabled());
        document.selectTile(0);
        QVERIFY(!later->isEnabled());
        QVERIFY(!earlier->isEnabled());
    }

    // The tile-order rule (VisionsCourseValidator::orderProblems) refuses a drag or a key that
    // would break it: the preview turns red, the drop hint says why, and the drop moves nothing.
    void canvasRefusesMovesThatBreakTheTileOrder()
    {
        VisionsCourse road = builtIn(QStringLiteral("short"));
        road.bonusLines.clear();
        VisionsCourseDocument document(road);
        VisionsCanvas canvas(&document);
        canvas.resize(900, 600);
        canvas.show();
        QVERIFY(QTest::qWaitForWindowExposed(&canvas));
        canvas.fitToWindow();
        const VisionsCoursePainter *painter = canvas.roadPainter();
        QVERIFY(painter);
        const auto centre = [&](int tile) {
            return canvas.mapFromScene(
                pathOf(painter->geometry().tiles()[std::size_t(tile)].outline)
                    .boundingRect()
                    .center());
        };
        QSignalSpy hints(&canvas, &CourseCanvas::dropHint);
        QSignalSpy messages(&document, &CourseDocument::message);
        const int last = int(road.tiles.size()) - 1;
        // The Finish dragged onto the tile before it.
        const QPoint from = centre(last);
        const QPoint to = centre(last - 1);
        QTest::mousePress(canvas.viewport(), Qt::LeftButton, {}, from);
        QCOMPARE(document.selectedTile(), last);
        QMouseEvent move(QEvent::MouseMove, QPointF(to),
                         canvas.viewport()->mapToGlobal(QPointF(to)), Qt::NoButton, Qt::LeftButton,
                         Qt::NoModifier);
        QApplication::sendEvent(canvas.viewport(), &move);
        QCOMPARE(canvas.dropTarget(), last - 1);
        QVERIFY(!canvas.dropAllowed());
        QVERIFY(!hints.isEmpty());
        const QString hint = hints.last().first().toString();
        QVERIFY2(hint.contains(QStringLiteral("the Finish can only be the last tile")),
                 qPrintable(hint));
        QTest::mouseRelease(canvas.viewport(), Qt::LeftButton, {}, to);
        QCOMPARE(canvas.dropTarget(), -1);
        QCOMPARE(document.road(), road);
        QCOMPARE(document.undoStack()->count(), 0);
        QCOMPARE(messages.size(), 1);
        QCOMPARE(messages.last().first().toString(), hint);

        // The keyboard: the Start does not move later, a road tile not before the Start.
        document.selectTile(0);
        canvas.setFocus();
        QTest::keyClick(&canvas, Qt::Key_Right, Qt::AltModifier);
        QVERIFY(messages.last().first().toString().contains(
            QStringLiteral("the Start can only be the first tile")));
        document.selectTile(1);
        QTest::keyClick(&canvas, Qt::Key_Left, Qt::AltModifier);
        QVERIFY(messages.last().first().toString().contains(
            QStringLiteral("the first tile must be the Start")));
        QCOMPARE(document.road(), road);
        QCOMPARE(document.undoStack()->count(), 0);
    }

    // Problems are marked on the canvas, and a problem's path selects its tile.
    void problemsSelectTheirTile()
    {
        VisionsCourseDocument document(builtIn(QStringLiteral("short")));
        VisionsCanvas canvas(&document);
        QCOMPARE(canvas.problemCount(), 0);
        QVERIFY(document.replaceTile(1, {QStringLiteral("2"), QStringLiteral("B")}));
        QVERIFY(canvas.problemCount() > 0);
        QCOMPARE(document.selectionForPath(QStringLiteral("tiles[1]")),
                 (CourseSelection{VisionsCourseDocument::tileElement(), 1}));
        QCOMPARE(document.selectionForPath(QStringLiteral("bonusLines[0]")),
                 (CourseSelection{VisionsCourseDocument::bonusLineElement(), 0}));
        QVERIFY(document.selectionForPath(QStringLiteral("table")).isEmpty());
        QVERIFY(canvas.tableRect().contains(
            VisionsCourseValidator(document.road()).geometry().boundingBox()));
    }

    // Typing a name is one step per visit of the field; typing back the old name leaves none.
    void renameMergesWhileTyping()
    {
        VisionsCourseDocument document(builtIn(QStringLiteral("short")));
        const VisionsCourse before = document.road();
        const int steps = document.undoStack()->count();
        QVERIFY(document.rename(QStringLiteral("C"), 4));
        QVERIFY(document.rename(QStringLiteral("Co"), 4));
        QVERIFY(document.rename(QStringLiteral("Col"), 4));
        QCOMPARE(document.undoStack()->count(), steps + 1);
        QCOMPARE(document.road().name, QStringLiteral("Col"));
        checkUndoRedo(document, before);
        QCOMPARE(document.undoStack()->undoText(), QStringLiteral("Rename Road"));
        QVERIFY(!document.rename(QStringLiteral("Col"), 5));
        QVERIFY(document.rename(QStringLiteral("X"), 6));
        QVERIFY(document.rename(QStringLiteral("Col"), 6));
        QCOMPARE(document.undoStack()->count(), steps + 1);
    }

    // The panel's print and table fields each push one undoable change of the print layout.
    void panelEditsPrintSettingsAndTable()
    {
        VisionsCourseDocument document(builtIn(QStringLiteral("short")));
        VisionsPropertiesPanel panel(&document);
        const VisionsCourse before = document.road();
        auto *space = panel.findChild<QDoubleSpinBox *>(QStringLiteral("spaceMm"));
        auto *width = panel.findChild<QDoubleSpinBox *>(QStringLiteral("tableWidthCm"));
        auto *depth = panel.findChild<QDoubleSpinBox *>(QStringLiteral("tableDepthCm"));
        auto *paper = panel.findChild<QComboBox *>(QStringLiteral("paper"));
        auto *name = panel.findChild<QLineEdit *>(QStringLiteral("roadName"));
        QVERIFY(space && width && depth && paper && name);
        QCOMPARE(space->value(), before.print.spaceMm);
        QCOMPARE(width->value(), before.print.tableWidthCm);
        QCOMPARE(name->text(), before.name);
        space->setValue(25);
        QCOMPARE(document.road().print.spaceMm, 25.0);
        checkUndoRedo(document, before);
        width->setValue(240);
        depth->setValue(120);
        QCOMPARE(document.road().print.tableWidthCm, 240.0);
        QCOMPARE(document.road().print.tableDepthCm, 120.0);
        QCOMPARE(document.undoStack()->undoText(), QStringLiteral("Change Print Layout"));
        const int letterPortrait = paper->findText(PageSpec{Paper::Letter, false}.displayName());
        QVERIFY(letterPortrait >= 0);
        paper->setCurrentIndex(letterPortrait);
        emit paper->activated(letterPortrait);
        QCOMPARE(document.road().print.page, (PageSpec{Paper::Letter, false}));
        // Undo shows in the fields.
        while (document.undoStack()->canUndo())
            document.undoStack()->undo();
        QCOMPARE(document.road(), before);
        QCOMPARE(space->value(), before.print.spaceMm);
        QCOMPARE(width->value(), before.print.tableWidthCm);
        QCOMPARE(paper->findText(before.print.page.displayName()), paper->currentIndex());
    }

    // Clicking a problem selects what it names: a bonus line's problem selects the line, a tile's
    // problem with a row selects the tile and passes the row to the canvas.
    void problemSelectsItsRow()
    {
        VisionsCourseDocument document(builtIn(QStringLiteral("medium")));
        QVERIFY(!document.road().bonusLines.empty());
        document.selectProblem(QStringLiteral("bonusLines[0]"));
        QCOMPARE(document.selectedBonusLine(), 0);
        QCOMPARE(document.selectedTile(), -1);
        // Break a rule with a row: lanes that do not join (2B has two, the Start three).
        VisionsCourse broken = document.road();
        broken.tiles[1] = {QStringLiteral("2"), QStringLiteral("B")};
        VisionsCourseDocument brokenDocument(broken);
        const VisionsCourseValidator validator(broken);
        const auto issue = std::find_if(
            validator.issues().begin(), validator.issues().end(),
            [](const RoadIssue &i) { return i.row && i.placement >= 0 && i.bonusLine < 0; });
        QVERIFY(issue != validator.issues().end());
        int selections = 0;
        connect(&brokenDocument, &CourseDocument::selectionChanged, this, [&] { ++selections; });
        brokenDocument.selectProblem(issue->problem.path);
        QCOMPARE(brokenDocument.selectedTile(), issue->placement);
        QCOMPARE(brokenDocument.selectedRow(), *issue->row);
        QVERIFY(selections > 0);
        // The Problems list names the tile as messages do.
        QCOMPARE(brokenDocument.describePath(QStringLiteral("tiles[1]")),
                 VisionsCourseValidator::tileLabel(broken, 1));
        QCOMPARE(brokenDocument.describePath(QStringLiteral("bonusLines[0]")),
                 QStringLiteral("Bonus line 1"));
        QCOMPARE(brokenDocument.describePath(QStringLiteral("table")), QStringLiteral("Table"));
        brokenDocument.selectProblem(QStringLiteral("table"));
        QCOMPARE(brokenDocument.selectedTile(), -1);
        QCOMPARE(brokenDocument.selectedRow(), -1);
    }
};

QTEST_MAIN(TestVisionsEditorCommands)
#include "tst_visions_editor_commands.moc"
