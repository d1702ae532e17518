#include "CourseEditorMenus.h"

#include "NamedAction.h"

#include <QAction>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QUndoGroup>

namespace cw {

CourseEditorMenus::CourseEditorMenus(QMainWindow *window, QUndoGroup *undoGroup)
    : QObject(window), undo(nullptr), redo(nullptr), m_undoGroup(undoGroup)
{
    QMenuBar *bar = window->menuBar();
    file = bar->addMenu(QString());
    file->setObjectName(QStringLiteral("fileMenu"));
    newCourse = addNamedAction(file, "newCourse", QKeySequence::New);
    open = addNamedAction(file, "openCourse", QKeySequence::Open);
    openRecent = file->addMenu(QString());
    file->addSeparator();
    save = addNamedAction(file, "saveCourse", QKeySequence::Save);
    saveAs = addNamedAction(file, "saveCourseAs", QKeySequence(QStringLiteral("Ctrl+Shift+S")));
    revert = addNamedAction(file, "revertCourse");
    file->addSeparator();
    print = addNamedAction(file, "printCourse", QKeySequence::Print);
    exportPdf = addNamedAction(file, "exportPdf");
    exportSvg = addNamedAction(file, "exportSvg");
    exportPng = addNamedAction(file, "exportPng");
    printGameKit = addNamedAction(file, "printGameKit");
    file->addSeparator();
    close = addNamedAction(file, "closeEditor", QKeySequence(QStringLiteral("Ctrl+W")));

    edit = bar->addMenu(QString());
    edit->setObjectName(QStringLiteral("editMenu"));
    edit->addSeparator();
    makeUndoActions();
    deleteSelection = addNamedAction(edit, "deleteSelection", QKeySequence::Delete);

    view = bar->addMenu(QString());
    view->setObjectName(QStringLiteral("viewMenu"));
    m_dockTogglesEnd = view->addSeparator();
    zoomIn = addNamedAction(view, "zoomIn", QKeySequence::ZoomIn);
    zoomOut = addNamedAction(view, "zoomOut", QKeySequence::ZoomOut);
    fitToWindow = addNamedAction(view, "fitToWindow", QKeySequence(QStringLiteral("Ctrl+0")));
    view->addSeparator();
    resetLayout = addNamedAction(view, "resetLayout");

    course = bar->addMenu(QString());
    course->setObjectName(QStringLiteral("courseMenu"));
    course->setToolTipsVisible(true); // Play This Course says why it is disabled
    validate = addNamedAction(course, "validateCourse", QKeySequence(QStringLiteral("F7")));
    play = addNamedAction(course, "playCourse", QKeySequence(QStringLiteral("F5")));
    playOnline = addNamedAction(course, "playCourseOnline");
    testCourse = addNamedAction(course, "testCourse", QKeySequence(QStringLiteral("Ctrl+F5")));
    findFairer = addNamedAction(course, "findFairerCourse");

    help = bar->addMenu(QString());
    help->setObjectName(QStringLiteral("helpMenu"));
    editorGuide = addNamedAction(help, "editorGuide", QKeySequence::HelpContents);
    retranslate();
}

void CourseEditorMenus::makeUndoActions()
{
    QAction *oldUndo = undo, *oldRedo = redo;
    auto *window = static_cast<QWidget *>(parent());
    undo = m_undoGroup->createUndoAction(window);
    undo->setObjectName(QStringLiteral("undo"));
    undo->setShortcut(QKeySequence::Undo);
    redo = m_undoGroup->createRedoAction(window);
    redo->setObjectName(QStringLiteral("redo"));
    redo->setShortcut(QKeySequence::Redo);
    QAction *before = oldUndo ? oldUndo : edit->actions().value(0);
    edit->insertAction(before, undo);
    edit->insertAction(before, redo);
    delete oldUndo; // removes them from the menu
    delete oldRedo;
}

void CourseEditorMenus::addDockToggle(QAction *toggle)
{
    view->insertAction(m_dockTogglesEnd, toggle);
}

void CourseEditorMenus::retranslate()
{
    file->setTitle(tr("&File"));
    newCourse->setText(tr("&New Course…"));
    open->setText(tr("&Open…"));
    openRecent->setTitle(tr("Open &Recent"));
    save->setText(tr("&Save"));
    saveAs->setText(tr("Save &As…"));
    revert->setText(tr("Re&vert"));
    print->setText(tr("&Print…"));
    exportPdf->setText(tr("Export as P&DF…"));
    exportSvg->setText(tr("Export as S&VG…"));
    exportPng->setText(tr("Export as P&NG…"));
    printGameKit->setText(tr("Print Game &Kit…"));
    close->setText(tr("&Close"));
    edit->setTitle(tr("&Edit"));
    if (undo)
        makeUndoActions();
    deleteSelection->setText(tr("&Delete"));
    view->setTitle(tr("&View"));
    zoomIn->setText(tr("Zoom &In"));
    zoomOut->setText(tr("Zoom &Out"));
    fitToWindow->setText(tr("&Fit to Window"));
    resetLayout->setText(tr("&Reset Layout"));
    course->setTitle(tr("&Course"));
    validate->setText(tr("&Validate"));
    play->setText(tr("&Play This Course"));
    playOnline->setText(tr("Play This Course &Online…"));
    testCourse->setText(tr("&Test This Course…"));
    findFairer->setText(tr("Find a &Fairer Course…"));
    help->setTitle(tr("&Help"));
    editorGuide->setText(tr("Course &Editor Guide"));
}

} // namespace cw
