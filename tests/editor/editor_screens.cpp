// The editor's screens a designer meets, for looking at them at a given window size: New Course
// of each kind (its blank course, new-<kind>.png), each kind's editor with its palette and
// Properties (a rowing course after an edit reached from its
// problem, a Salmon Run river with a board selected, a Visions of Rainbows road with a bonus line
// selected and a tile dragged over it, a Niagara river), the Board Painter and the Tile Painter
// on new pieces and the question each asks when closed with unsaved work.
#include "editor_screens.h"

#include "core/CourseCanvas.h"
#include "core/CourseEditorWindow.h"
#include "core/PieceDraft.h"
#include "rowing/RowingCourseDocument.h"
#include "salmon/SalmonBoardPainterDialog.h"
#include "salmon/SalmonCourseDocument.h"
#include "visions/VisionsCanvas.h"
#include "visions/VisionsCourseDocument.h"
#include "visions/VisionsCoursePainter.h"
#include "visions/VisionsPaletteDrop.h"
#include "visions/VisionsTilePainterDialog.h"
#include "visions/VisionsTilePainterDocument.h"

#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QListWidget>
#include <QMessageBox>
#include <QMimeData>
#include <QPushButton>
#include <QSpinBox>
#include <QTest>
#include <QTimer>
#include <QTreeWidget>

#include <cstdio>

using namespace cw;

namespace {

bool shot(QWidget *widget, const QDir &dir, const QString &name)
{
    QTest::qWait(250);
    const QString path = dir.filePath(name);
    if (!widget->grab().save(path)) {
        std::fprintf(stderr, "cannot write %s\n", qPrintable(path));
        return false;
    }
    std::printf("%s\n", qPrintable(path));
    return true;
}

// Closes `painter` and grabs the question it asks, answering Cancel.
void questionShot(QDialog *painter, const QDir &dir, const QString &name)
{
    QTimer::singleShot(300, [&dir, name] {
        auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
        if (!box)
            return;
        shot(box, dir, name);
        box->button(QMessageBox::Cancel)->click();
    });
    painter->close();
}

void rowingScreens(CourseEditorWindow &window, const QDir &dir)
{
    window.newDefaultCourse(QStringLiteral("rowing"));
    auto *spaces = window.findChild<QSpinBox *>(QStringLiteral("spaces"));
    spaces->setValue(60);
    auto *list = window.findChild<QTreeWidget *>(QStringLiteral("validationList"));
    for (int i = 0; i < list->topLevelItemCount(); ++i)
        if (list->topLevelItem(i)->text(0).contains(QLatin1String("1500"))) {
            QTest::mouseClick(list->viewport(), Qt::LeftButton, {},
                              list->visualItemRect(list->topLevelItem(i)).center());
            break;
        }
    auto *metres = window.findChild<QSpinBox *>(QStringLiteral("splitMetres"));
    metres->setValue(900);
    shot(&window, dir, QStringLiteral("rowing-after-edit.png"));
}

void salmonScreens(CourseEditorWindow &window, const QDir &dir)
{
    window.newDefaultCourse(QStringLiteral("salmon-river"));
    static_cast<salmon::SalmonCourseDocument *>(window.document())->selectBoard(1);
    shot(&window, dir, QStringLiteral("salmon-board.png"));
    auto *painter = new salmon::SalmonBoardPainterDialog(&window);
    painter->resize(window.size() * 0.9);
    painter->show();
    shot(painter, dir, QStringLiteral("board-painter-new.png"));
    painter->findChild<QPushButton *>(QStringLiteral("newBlankBoard"))->click();
    painter->setTool(salmon::SalmonBoardPainterView::Tool::Rock);
    painter->view()->apply({3, 3});
    questionShot(painter, dir, QStringLiteral("board-painter-question.png"));
    delete painter;
    salmon::SalmonBoardPainterDialog::draft().remove();
}

void roadScreens(CourseEditorWindow &window, const QDir &dir)
{
    using namespace cw::visions;
    window.newDefaultCourse(QStringLiteral("visions-road"));
    auto *document = static_cast<VisionsCourseDocument *>(window.document());
    document->selectBonusLine(1);
    shot(&window, dir, QStringLiteral("road-bonus-line.png"));
    // A tile dragged over 5A: the status bar says what the drop does.
    const VisionsCoursePainter painter(document->road(), {});
    QWidget *viewport = window.canvas()->viewport();
    const QPoint at = window.canvas()->mapFromScene(painter.geometry().tiles()[5].bounds.center());
    QMimeData data;
    data.setData(
        CourseCanvas::paletteMimeType(),
        VisionsPaletteDrop::tileEntryId(QStringLiteral("4"), QStringLiteral("A")).toUtf8());
    QDragEnterEvent enter(at, Qt::CopyAction, &data, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(viewport, &enter);
    QDragMoveEvent move(at, Qt::CopyAction, &data, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(viewport, &move);
    shot(&window, dir, QStringLiteral("road-drop-hint.png"));
    QDragLeaveEvent leave;
    QApplication::sendEvent(viewport, &leave);
    auto *filter = window.findChild<QComboBox *>(QStringLiteral("paletteFilter"));
    filter->setCurrentIndex(filter->findText(QStringLiteral("Terrain: mountain")));
    document->selectTile(5);
    shot(&window, dir, QStringLiteral("road-tile-filtered.png"));
    filter->setCurrentIndex(0);

    auto *tiles = new VisionsTilePainterDialog(nullptr, &window);
    tiles->resize(window.size() * 0.9);
    tiles->show();
    TileSide side = tiles->document()->side();
    side.shape = TileShape{TileShape::Kind::Curve, true, 4};
    side.rows[2].terrain = RoadTerrain::Mountain;
    tiles->document()->changeSide(side, QStringLiteral("curve"));
    tiles->rowList()->setCurrentRow(2);
    shot(tiles, dir, QStringLiteral("tile-painter.png"));
    questionShot(tiles, dir, QStringLiteral("tile-painter-question.png"));
    delete tiles;
    VisionsTilePainterDialog::draft().remove();
}

} // namespace

int editorScreens(CourseEditorWindow &window, const QDir &dir)
{
    salmon::SalmonBoardPainterDialog::draft().setPath(
        dir.filePath(QStringLiteral("board-draft.json")));
    visions::VisionsTilePainterDialog::draft().setPath(
        dir.filePath(QStringLiteral("tile-draft.json")));
    window.show();
    if (!QTest::qWaitForWindowExposed(&window))
        return 1;
    // File > New Course of each kind: its blank course.
    for (const char *kind : {"rowing", "salmon-river", "visions-road", "niagara-river"}) {
        window.newCourse(QString::fromLatin1(kind));
        shot(&window, dir, QStringLiteral("new-%1.png").arg(QString::fromLatin1(kind)));
    }
    rowingScreens(window, dir);
    salmonScreens(window, dir);
    roadScreens(window, dir);
    window.newDefaultCourse(QStringLiteral("niagara-river"));
    shot(&window, dir, QStringLiteral("niagara.png"));
    return 0;
}
