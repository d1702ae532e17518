// The rowing editor's undo commands: each does exactly its change, undo brings back exactly the
// course before, redo the change again; the merging ones merge when they should (one drag, one
// typing session) and not otherwise. The document lists split lines by distance in its JSON and
// maps problem paths back to its own order. A drag of a split-line handle on the canvas is one
// undo step, snapped to whole metres within the course, also from one row of the canvas into
// another; at fit the canvas wraps the course into rows, and keeps them once zoomed.
#include "rowing/RowingAddSplitLine.h"
#include "rowing/RowingCanvas.h"
#include "rowing/RowingCanvasItems.h"
#include "rowing/RowingCanvasLayout.h"
#include "rowing/RowingCourseCommand.h"
#include "rowing/RowingCourseDocument.h"
#include "rowing/RowingCourseGeometry.h"
#include "rowing/RowingMoveLane.h"
#include "rowing/RowingRemoveSplitLine.h"
#include "rowing/RowingSetCourseLength.h"
#include "rowing/RowingSetLaneCount.h"
#include "rowing/RowingValueChanges.h"

#include <QApplication>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QGraphicsView>
#include <QJsonArray>
#include <QMimeData>
#include <QMouseEvent>
#include <QSignalSpy>
#include <QTest>
#include <QUndoStack>

#include <algorithm>
#include <functional>

using namespace cw;
using namespace cw::rowing;

namespace {

// Pushes the command `make` builds on a document of the standard course and checks that the
// course is then exactly `change` applied to it, that undo restores it exactly and redo redoes.
void checkCommand(const std::function<QUndoCommand *(RowingCourseDocument *)> &make,
                  const std::function<void(RowingCourse &)> &change)
{
    RowingCourseDocument document(RowingCourse::standard());
    const RowingCourse before = document.course();
    RowingCourse expected = before;
    change(expected);
    QVERIFY(!(expected == before)); // the test changes something
    int changes = 0;
    QObject::connect(&document, &RowingCourseDocument::changed, [&] { ++changes; });
    QUndoCommand *command = make(&document);
    QVERIFY(!command->text().isEmpty());
    document.undoStack()->push(command);
    QVERIFY(document.course() == expected);
    QCOMPARE(changes, 1);
    document.undoStack()->undo();
    QVERIFY(document.course() == before);
    document.undoStack()->redo();
    QVERIFY(document.course() == expected);
    QCOMPARE(document.undoStack()->count(), 1);
}

} // namespace

class TestRowingEditorCommands : public QObject {
    Q_OBJECT
private slots:
    void setLaneCount()
    {
        checkCommand([](auto *d) { return new RowingSetLaneCount(d, 4); },
                     [](RowingCourse &c) { c.setLanes(4); });
        checkCommand([](auto *d) { return new RowingSetLaneCount(d, 8); },
                     [](RowingCourse &c) { c.setLanes(8); });
    }

    void fewerLanesAndUndoBringsBackTheirStyles()
    {
        RowingCourseDocument document(RowingCourse::standard());
        document.undoStack()->push(rowing::renameLane(&document, 5, QStringLiteral("Outside")));
        document.undoStack()->push(rowing::setLaneColour(&document, 4, QStringLiteral("#123456")));
        const RowingCourse six = document.course();
        document.selectLane(5);
        document.undoStack()->push(new RowingSetLaneCount(&document, 3));
        QCOMPARE(document.course().lanes, 3);
        QCOMPARE(document.course().laneStyles.size(), std::size_t(3));
        QCOMPARE(document.selectedLane(), -1); // the selected lane is gone
        document.undoStack()->undo();
        QVERIFY(document.course() == six);
        QCOMPARE(document.course().laneName(5), QStringLiteral("Outside"));
    }

    void setCourseLength()
    {
        checkCommand([](auto *d) { return new RowingSetCourseLength(d, 50, 20); },
                     [](RowingCourse &c) { c.spaces = 50; });
        checkCommand([](auto *d) { return new RowingSetCourseLength(d, 40, 25); },
                     [](RowingCourse &c) {
                         c.spaces = 40;
                         c.metresPerSpace = 25;
                     });
    }

    void setSectorLength()
    {
        checkCommand([](auto *d) { return rowing::setSectorLength(d, 250); },
                     [](RowingCourse &c) { c.sectorMetres = 250; });
    }

    void addSplitLine()
    {
        checkCommand(
            [](auto *d) {
                return new RowingAddSplitLine(d, {300, 3});
            },
            [](RowingCourse &c) {
                c.splitLines.push_back({300, 3});
            });
        RowingCourseDocument document(RowingCourse::standard());
        document.undoStack()->push(new RowingAddSplitLine(&document, {300, 3}));
        QCOMPARE(document.selectedSplitLine(), 4); // the new line, added last
        document.undoStack()->undo();
        QCOMPARE(document.selectedSplitLine(), -1);
    }

    void moveSplitLine()
    {
        checkCommand([](auto *d) { return rowing::moveSplitLine(d, 1, 1100); },
                     [](RowingCourse &c) { c.splitLines[1].metres = 1100; });
    }

    void movesOfOneDragMerge()
    {
        RowingCourseDocument document(RowingCourse::standard());
        const RowingCourse before = document.course();
        QUndoStack *stack = document.undoStack();
        for (int metres : {510, 530, 560, 600})
            stack->push(rowing::moveSplitLine(&document, 0, metres, 7));
        QCOMPARE(stack->count(), 1);
        QCOMPARE(document.course().splitLines[0].metres, 600);
        QVERIFY(stack->text(0).contains(QLatin1String("600")));
        stack->undo();
        QVERIFY(document.course() == before);
        stack->redo();
        QCOMPARE(document.course().splitLines[0].metres, 600);

        // Another drag (another key), another line or no key: separate steps.
        stack->push(rowing::moveSplitLine(&document, 0, 650, 8));
        stack->push(rowing::moveSplitLine(&document, 1, 1050, 8));
        stack->push(rowing::moveSplitLine(&document, 1, 1060));
        stack->push(rowing::moveSplitLine(&document, 1, 1070));
        QCOMPARE(stack->count(), 5);
    }

    void aDragBackToTheStartLeavesNoStep()
    {
        RowingCourseDocument document(RowingCourse::standard());
        document.undoStack()->push(rowing::moveSplitLine(&document, 2, 1520, 3));
        document.undoStack()->push(rowing::moveSplitLine(&document, 2, 1500, 3));
        QCOMPARE(document.undoStack()->count(), 0);
        QVERIFY(document.course() == RowingCourse::standard());
    }

    void removeSplitLine()
    {
        checkCommand([](auto *d) { return new RowingRemoveSplitLine(d, 1); },
                     [](RowingCourse &c) { c.splitLines.erase(c.splitLines.begin() + 1); });
        RowingCourseDocument document(RowingCourse::standard());
        document.selectSplitLine(1);
        document.deleteSelection();
        QCOMPARE(document.selectedSplitLine(), -1);
        QCOMPARE(document.course().splitLines.size(), std::size_t(3));
        document.undoStack()->undo();
        QCOMPARE(document.selectedSplitLine(), 1); // back in its place, selected
        QVERIFY(document.course() == RowingCourse::standard());
    }

    void setPaceLimit()
    {
        checkCommand([](auto *d) { return rowing::setPaceLimit(d, 3, 9); },
                     [](RowingCourse &c) { c.splitLines[3].paceLimit = 9; });
    }

    void renameLane()
    {
        checkCommand([](auto *d) { return rowing::renameLane(d, 2, QStringLiteral("Bow side")); },
                     [](RowingCourse &c) { c.laneStyles[2].name = QStringLiteral("Bow side"); });
    }

    void typingALaneNameMerges()
    {
        RowingCourseDocument document(RowingCourse::standard());
        QUndoStack *stack = document.undoStack();
        for (const char *text : {"B", "Bl", "Blu", "Blue"})
            stack->push(rowing::renameLane(&document, 0, QLatin1String(text), 4));
        QCOMPARE(stack->count(), 1);
        stack->push(rowing::renameLane(&document, 1, QStringLiteral("Red"), 4));  // another lane
        stack->push(rowing::renameLane(&document, 1, QStringLiteral("Reds"), 5)); // another session
        QCOMPARE(stack->count(), 3);
        stack->undo();
        stack->undo();
        stack->undo();
        QVERIFY(document.course() == RowingCourse::standard());
    }

    void setLaneColour()
    {
        checkCommand([](auto *d) { return rowing::setLaneColour(d, 1, QStringLiteral("#ff8800")); },
                     [](RowingCourse &c) { c.laneStyles[1].colour = QStringLiteral("#ff8800"); });
    }

    void renameCourse()
    {
        checkCommand([](auto *d) { return rowing::renameCourse(d, QStringLiteral("Henley")); },
                     [](RowingCourse &c) { c.name = QStringLiteral("Henley"); });
        RowingCourseDocument document(RowingCourse::standard());
        for (const char *text : {"H", "He", "Hen"})
            document.undoStack()->push(rowing::renameCourse(&document, QLatin1String(text), 2));
        QCOMPARE(document.undoStack()->count(), 1);
    }

    void setPrintLayout()
    {
        RowingPrintLayout layout = RowingCourse::standard().print;
        layout.spaceMm = 20;
        layout.laneMm = 22.5;
        layout.stripSpaces = 12;
        layout.page = PageSpec{Paper::Letter, false};
        checkCommand([layout](auto *d) { return rowing::setPrintLayout(d, layout); },
                     [layout](RowingCourse &c) { c.print = layout; });
    }

    void jsonListsSplitLinesByDistanceAndPathsMapBack()
    {
        RowingCourseDocument document(RowingCourse::standard());
        document.undoStack()->push(
            new RowingAddSplitLine(&document, {250, 3})); // index 4, first by distance
        const QJsonArray lines = document.toJson().value(QStringLiteral("splitLines")).toArray();
        QCOMPARE(lines.size(), 5);
        QCOMPARE(lines[0].toObject().value(QStringLiteral("metres")).toInt(), 250);
        QCOMPARE(document.fileIndexOfSplitLine(4), 0);
        QCOMPARE(document.splitLineOfFileIndex(0), 4);
        QCOMPARE(document.selectionForPath(QStringLiteral("splitLines[0].metres")),
                 (CourseSelection{RowingCourseDocument::splitLineElement(), 4}));
        QCOMPARE(document.selectionForPath(QStringLiteral("splitLines[1]")),
                 (CourseSelection{RowingCourseDocument::splitLineElement(), 0}));
        QCOMPARE(document.selectionForPath(QStringLiteral("laneStyles[3].colour")),
                 (CourseSelection{RowingCourseDocument::laneElement(), 3}));
        QVERIFY(document.selectionForPath(QStringLiteral("print.laneMm")).isEmpty());
        QVERIFY(document.selectionForPath(QStringLiteral("splitLines[9]")).isEmpty());
    }

    void paletteAddsInTheWidestGapOrWhereDropped()
    {
        RowingCourseDocument document(RowingCourse::standard());
        // Standard: 0, 500, 1000, 1500, 1760, 2000: the first widest gap is 0–500; its middle,
        // 250 m, lies inside space 13: the line goes to the nearest boundary, 260 m.
        QVERIFY(document.addFromPalette(RowingCourseDocument::splitLineEntry(), std::nullopt));
        QCOMPARE(document.course().splitLines.back().metres, 260);
        const RowingCourseGeometry geometry(document.course());
        QVERIFY(document.addFromPalette(RowingCourseDocument::splitLineEntry(),
                                        QPointF(geometry.xOfMetres(1234), 10)));
        QCOMPARE(document.course().splitLines.back().metres, 1240); // snapped to a space
        QCOMPARE(document.course().splitLines.back().paceLimit, 5); // the 1000 m line's limit
        QVERIFY(!document.addFromPalette(QStringLiteral("nothing"), std::nullopt));
        QCOMPARE(document.undoStack()->count(), 2);
    }

    void dragOfAHandleIsOneUndoStep()
    {
        RowingCourseDocument document(RowingCourse::standard());
        RowingCanvas canvas(&document);
        canvas.resize(1200, 500);
        canvas.show();
        QVERIFY(QTest::qWaitForWindowExposed(&canvas));
        const RowingCourseGeometry geometry(document.course());
        const RowingCanvasLayout &layout = canvas.courseLayout();
        QVERIFY(layout.rowCount() > 1); // the line at 1000 m starts the second row
        QWidget *viewport = canvas.viewport();
        // The grip sits just above the water at the line, in the line's row.
        const QPoint grip =
            canvas.mapFromScene(layout.toScene(QPointF(geometry.xOfMetres(1000), 0))) -
            QPoint(0, 5);
        QTest::mousePress(viewport, Qt::LeftButton, {}, grip);
        QCOMPARE(document.selectedSplitLine(), 1);
        for (int step = 1; step <= 10; ++step)
            QTest::mouseMove(viewport, grip + QPoint(step * 10, 0));
        QTest::mouseRelease(viewport, Qt::LeftButton, {}, grip + QPoint(100, 0));
        QCOMPARE(document.undoStack()->count(), 1);
        const int moved = document.course().splitLines[1].metres;
        const int dropped = qRound(layout.toCourse(canvas.mapToScene(grip + QPoint(100, 0))).x() /
                                   geometry.spaceMm() * document.course().metresPerSpace);
        // The line snaps to the space boundary nearest to the mouse.
        QCOMPARE(moved % document.course().metresPerSpace, 0);
        QVERIFY2(qAbs(moved - dropped) <= document.course().metresPerSpace / 2 + 1,
                 qPrintable(QString::number(moved)));
        QVERIFY(moved > 1000);
        document.undoStack()->undo();
        QVERIFY(document.course() == RowingCourse::standard());

        // A second drag is a second step; dragging past the finish stops at the finish.
        document.undoStack()->redo();
        const QPoint grip2 = canvas.mapFromScene(layout.toScene(QPointF(
                                 geometry.xOfMetres(document.course().splitLines[3].metres), 0))) -
                             QPoint(0, 5);
        QTest::mousePress(viewport, Qt::LeftButton, {}, grip2);
        QTest::mouseMove(viewport, grip2 + QPoint(400, 0));
        QTest::mouseMove(viewport, grip2 + QPoint(800, 0));
        QTest::mouseRelease(viewport, Qt::LeftButton, {}, grip2 + QPoint(800, 0));
        QCOMPARE(document.undoStack()->count(), 2);
        QCOMPARE(document.course().splitLines[3].metres, document.course().lengthMetres());
    }

    void droppingThePaletteEntryAddsASplitLineThere()
    {
        RowingCourseDocument document(RowingCourse::standard());
        RowingCanvas canvas(&document);
        canvas.resize(1200, 500);
        canvas.show();
        QVERIFY(QTest::qWaitForWindowExposed(&canvas));
        const RowingCourseGeometry geometry(document.course());
        QMimeData mime;
        mime.setData(CourseCanvas::paletteMimeType(),
                     RowingCourseDocument::splitLineEntry().toUtf8());
        const RowingCanvasLayout &layout = canvas.courseLayout();
        QCOMPARE(layout.rowOfX(geometry.xOfMetres(1234)), 1); // dropped on the second row
        const QPoint at =
            canvas.mapFromScene(layout.toScene(QPointF(geometry.xOfMetres(1234), 30)));
        QDragEnterEvent enter(at, Qt::CopyAction, &mime, Qt::LeftButton, {});
        QCoreApplication::sendEvent(canvas.viewport(), &enter);
        QVERIFY(enter.isAccepted());
        QDropEvent drop(QPointF(at), Qt::CopyAction, &mime, Qt::LeftButton, {});
        QCoreApplication::sendEvent(canvas.viewport(), &drop);
        QCOMPARE(document.course().splitLines.size(), std::size_t(5));
        const int dropped = qRound(layout.toCourse(canvas.mapToScene(at)).x() / geometry.spaceMm() *
                                   document.course().metresPerSpace);
        QVERIFY(qAbs(dropped - 1234) <= 1);
        // Dropped inside space 62 (1220 to 1240 m): the line goes to its nearest boundary.
        QCOMPARE(document.course().splitLines.back().metres,
                 document.course().nearestSpaceBoundary(dropped));
        QCOMPARE(document.course().splitLines.back().metres, 1240);
        QCOMPARE(document.selectedSplitLine(), 4);
        QCOMPARE(canvas.splitLineHandle(4)->index(), 4); // its handle is there
    }

    // A lane moved takes its name and colour to its new place, the lanes between making room; a
    // lane without a name takes the one it was shown by ("Lane 2").
    void moveLane()
    {
        checkCommand([](RowingCourseDocument *d) { return new RowingMoveLane(d, 1, 3); },
                     [](RowingCourse &c) {
                         std::vector<LaneStyle> styles;
                         for (int lane = 0; lane < c.lanes; ++lane)
                             styles.push_back({c.laneName(lane), c.laneColour(lane)});
                         std::rotate(styles.begin() + 1, styles.begin() + 2, styles.begin() + 4);
                         c.laneStyles = styles;
                     });
        RowingCourseDocument document(RowingCourse::standard());
        document.undoStack()->push(new RowingMoveLane(&document, 4, 0));
        QCOMPARE(document.course().laneName(0), QStringLiteral("Lane 5"));
        QCOMPARE(document.course().laneName(1), QStringLiteral("Lane 1"));
        QCOMPARE(document.course().laneName(5), QStringLiteral("Lane 6"));
        QCOMPARE(document.undoStack()->text(0), QStringLiteral("Move Lane 5 to Place 1"));
    }

    // Issue 56: a lane dragged across the others moves to the place it is dropped on, that
    // place outlined while it is carried, in one undo step; Alt+Up and Alt+Down do the same
    // from the keyboard.
    void lanesMoveByMouseAndKeys()
    {
        RowingCourseDocument document(RowingCourse::standard());
        RowingCanvas canvas(&document);
        canvas.resize(1200, 500);
        canvas.show();
        QVERIFY(QTest::qWaitForWindowExposed(&canvas));
        const RowingCourseGeometry geometry(document.course());
        const RowingCanvasLayout &layout = canvas.courseLayout();
        const auto at = [&](int lane) {
            return canvas.mapFromScene(
                layout.toScene(geometry.laneRect(lane).center() + QPointF(100, 0)));
        };
        const QString second = document.course().laneName(1);
        QSignalSpy hints(&canvas, &CourseCanvas::dropHint);
        const QPoint from = at(1);
        const QPoint to = at(3);
        QTest::mousePress(canvas.viewport(), Qt::LeftButton, {}, from);
        QCOMPARE(document.selectedLane(), 1);
        for (const QPoint &point : {from + (to - from) / 2, to}) {
            QMouseEvent move(QEvent::MouseMove, QPointF(point),
                             canvas.viewport()->mapToGlobal(QPointF(point)), Qt::NoButton,
                             Qt::LeftButton, Qt::NoModifier);
            QApplication::sendEvent(canvas.viewport(), &move);
        }
        QCOMPARE(canvas.dropTarget(), 3); // the drop preview
        QCOMPARE(hints.last().first().toString(), QStringLiteral("Move Lane 2 to place 4"));
        QCOMPARE(document.undoStack()->count(), 0); // nothing moved yet
        QTest::mouseRelease(canvas.viewport(), Qt::LeftButton, {}, to);
        QCOMPARE(canvas.dropTarget(), -1);
        QCOMPARE(document.course().laneName(3), second);
        QCOMPARE(document.selectedLane(), 3);
        QCOMPARE(document.undoStack()->count(), 1);
        QCOMPARE(document.undoStack()->text(0), QStringLiteral("Move Lane 2 to Place 4"));

        // The keyboard: Alt+Up moves the selected lane a place up, Alt+Down back; not past the
        // first lane.
        canvas.setFocus();
        QTest::keyClick(&canvas, Qt::Key_Up, Qt::AltModifier);
        QCOMPARE(document.course().laneName(2), second);
        QCOMPARE(document.selectedLane(), 2);
        QTest::keyClick(&canvas, Qt::Key_Down, Qt::AltModifier);
        QCOMPARE(document.course().laneName(3), second);
        QCOMPARE(document.undoStack()->count(), 3);
        document.selectLane(0);
        QTest::keyClick(&canvas, Qt::Key_Up, Qt::AltModifier);
        QCOMPARE(document.undoStack()->count(), 3);
    }

    void clickingSelectsLanesAndSplitLines()
    {
        RowingCourseDocument document(RowingCourse::standard());
        RowingCanvas canvas(&document);
        canvas.resize(1200, 500);
        canvas.show();
        QVERIFY(QTest::qWaitForWindowExposed(&canvas));
        const RowingCourseGeometry geometry(document.course());
        const RowingCanvasLayout &layout = canvas.courseLayout();
        QVERIFY(layout.rowCount() > 1);
        const auto at = [&](const QPointF &course) {
            return canvas.mapFromScene(layout.toScene(course));
        };
        QTest::mouseClick(canvas.viewport(), Qt::LeftButton, {},
                          at(geometry.laneRect(3).center() + QPointF(100, 0)));
        QCOMPARE(document.selectedLane(), 3);
        QTest::mouseClick(canvas.viewport(), Qt::LeftButton, {},
                          at(QPointF(geometry.xOfMetres(300), geometry.laneRect(4).center().y())));
        QCOMPARE(document.selectedLane(), 4); // in the first row
        QTest::mouseClick(canvas.viewport(), Qt::LeftButton, {},
                          at(QPointF(geometry.xOfMetres(1500), 40)));
        QCOMPARE(document.selectedSplitLine(), 2);
        // Between the rows, under the labels: the course.
        const QRectF first = layout.rowSceneRect(0);
        QTest::ignoreMessage(QtWarningMsg,
                             "Mouse event \"MousePress\" not accepted by receiving widget");
        QTest::mouseClick(
            canvas.viewport(), Qt::LeftButton, {},
            canvas.mapFromScene(QPointF(first.left() + 5, first.bottom() + layout.gapMm() / 4)));
        QVERIFY(document.selection().isEmpty());
        document.selectLane(0);
        QTest::ignoreMessage(QtWarningMsg,
                             "Mouse event \"MousePress\" not accepted by receiving widget");
        QTest::mouseClick(canvas.viewport(), Qt::LeftButton, {}, QPoint(2, 2)); // outside
        QVERIFY(document.selection().isEmpty());
        QCOMPARE(document.undoStack()->count(), 0); // selecting changes nothing
    }

    void aHandleDraggedIntoAnotherRowMovesTheLineThere()
    {
        RowingCourseDocument document(RowingCourse::standard());
        RowingCanvas canvas(&document);
        canvas.resize(1200, 500);
        canvas.show();
        QVERIFY(QTest::qWaitForWindowExposed(&canvas));
        const RowingCourseGeometry geometry(document.course());
        const RowingCanvasLayout &layout = canvas.courseLayout();
        QCOMPARE(layout.rowOfX(geometry.xOfMetres(500)), 0);
        QCOMPARE(layout.rowOfX(geometry.xOfMetres(1300)), 1);
        QWidget *viewport = canvas.viewport();
        const QPoint offset(0, -5); // on the grip, just above the row
        const QPoint from =
            canvas.mapFromScene(layout.toScene(QPointF(geometry.xOfMetres(500), 0))) + offset;
        const QPoint to =
            canvas.mapFromScene(layout.toScene(QPointF(geometry.xOfMetres(1300), 0))) + offset;
        QTest::mousePress(viewport, Qt::LeftButton, {}, from);
        QCOMPARE(document.selectedSplitLine(), 0);
        for (int step = 1; step <= 10; ++step)
            QTest::mouseMove(viewport, from + (to - from) * step / 10);
        QTest::mouseRelease(viewport, Qt::LeftButton, {}, to);
        QCOMPARE(document.undoStack()->count(), 1);
        QVERIFY2(qAbs(document.course().splitLines[0].metres - 1300) <= 2,
                 qPrintable(QString::number(document.course().splitLines[0].metres)));
        // The handle went along, into the second row.
        SplitLineHandle *handle = canvas.splitLineHandle(0);
        QVERIFY(layout.rowSceneRect(1).contains(handle->pos()));
        document.undoStack()->undo();
        QVERIFY(document.course() == RowingCourse::standard());
        QVERIFY(layout.rowSceneRect(0).contains(handle->pos()));

        // The mouse wandering up, less than half a row, while dragging the 1500 m line along the
        // second row: the line stays in the second row.
        const QPoint grip =
            canvas.mapFromScene(layout.toScene(QPointF(geometry.xOfMetres(1500), 0))) + offset;
        const int pitch = qRound((geometry.width() + layout.gapMm()) * canvas.zoom());
        const QPoint drift(100, -pitch * 4 / 10);
        QTest::mousePress(viewport, Qt::LeftButton, {}, grip);
        for (int step = 1; step <= 10; ++step)
            QTest::mouseMove(viewport, grip + drift * step / 10);
        QTest::mouseRelease(viewport, Qt::LeftButton, {}, grip + drift);
        QCOMPARE(document.undoStack()->count(), 1); // in place of the undone drag
        QCOMPARE(document.undoStack()->index(), 1);
        const int expected = qRound(layout.toCourse(canvas.mapToScene(grip + QPoint(100, 0))).x() /
                                    geometry.spaceMm() * document.course().metresPerSpace);
        // Within half a space of the mouse: the line snaps to a space boundary.
        QCOMPARE(document.course().splitLines[2].metres % document.course().metresPerSpace, 0);
        QVERIFY2(qAbs(document.course().splitLines[2].metres - expected) <=
                     document.course().metresPerSpace / 2 + 1,
                 qPrintable(QString::number(document.course().splitLines[2].metres)));
        QVERIFY(layout.rowSceneRect(1).contains(canvas.splitLineHandle(2)->pos()));
    }

    // Issue 56: the selected split line moves by keyboard too, a space a key press, one undo
    // step each, never off the course.
    void keysMoveTheSelectedSplitLine()
    {
        RowingCourseDocument document(RowingCourse::standard());
        RowingCanvas canvas(&document);
        canvas.resize(1200, 500);
        canvas.show();
        QVERIFY(QTest::qWaitForWindowExposed(&canvas));
        const int perSpace = document.course().metresPerSpace;
        document.selectSplitLine(0);
        const int from = document.course().splitLines[0].metres;
        QTest::keyClick(&canvas, Qt::Key_Right);
        QCOMPARE(document.course().splitLines[0].metres, from + perSpace);
        QTest::keyClick(&canvas, Qt::Key_Right);
        QTest::keyClick(&canvas, Qt::Key_Left);
        QCOMPARE(document.course().splitLines[0].metres, from + perSpace);
        QCOMPARE(document.undoStack()->count(), 3);
        document.undoStack()->undo();
        document.undoStack()->undo();
        document.undoStack()->undo();
        QVERIFY(document.course() == RowingCourse::standard());
        // The last line stops short of the finish.
        const int last = int(document.course().splitLines.size()) - 1;
        document.selectSplitLine(last);
        for (int i = 0; i < 20; ++i)
            QTest::keyClick(&canvas, Qt::Key_Right);
        QVERIFY(document.course().splitLines[std::size_t(last)].metres <
                document.course().lengthMetres());
        // Nothing selected: the arrows scroll the view as before, the course is unchanged.
        document.setSelection({});
        const int steps = document.undoStack()->count();
        QTest::keyClick(&canvas, Qt::Key_Left);
        QCOMPARE(document.undoStack()->count(), steps);
    }

    void fitWrapsTheCourseIntoRowsAndZoomKeepsThem()
    {
        RowingCourseDocument document(RowingCourse::standard());
        RowingCanvas canvas(&document);
        canvas.resize(1200, 500);
        canvas.show();
        QVERIFY(QTest::qWaitForWindowExposed(&canvas));
        const RowingCourseGeometry geometry(document.course());
        const RowingCanvasLayout &layout = canvas.courseLayout();
        QCOMPARE(layout.rowCount(), 2);
        // Lanes nearly twice as tall as one row could ever make them.
        const double oneRow = canvas.viewport()->width() / geometry.water().width();
        QVERIFY2(canvas.zoom() > 1.8 * oneRow, qPrintable(QString::number(canvas.zoom())));
        const QRectF shown = canvas.mapToScene(canvas.viewport()->rect()).boundingRect();
        QVERIFY(shown.contains(layout.sceneRect())); // all of it in view

        // A very wide view: one row.
        canvas.resize(3000, 400);
        QTRY_COMPARE(layout.rowCount(), 1);
        canvas.resize(1200, 500);
        QTRY_COMPARE(layout.rowCount(), 2);

        // Zoomed: the rows stay, through resizes and course changes.
        const int perRow = layout.stripsPerRow();
        canvas.zoomIn();
        canvas.resize(3000, 400);
        QTest::qWait(50);
        document.undoStack()->push(rowing::moveSplitLine(&document, 0, 600));
        QCOMPARE(layout.stripsPerRow(), perRow);
        QCOMPARE(layout.rowCount(), 2);
        // Fit to Window picks afresh.
        canvas.fitToWindow();
        QCOMPARE(layout.rowCount(), 1);
    }
};

QTEST_MAIN(TestRowingEditorCommands)
#include "tst_rowing_editor_commands.moc"
