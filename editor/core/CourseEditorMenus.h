#pragma once

#include <QObject>

class QAction;
class QMainWindow;
class QMenu;
class QUndoGroup;

namespace cw {

// The course editor's menu bar: File, Edit, View, Course. Every action is named (objectName) so
// tests and the main window find it, and retitled by retranslate(). Undo and Redo come from the
// window's QUndoGroup (they carry the command texts); the window connects the rest.
class CourseEditorMenus : public QObject {
    Q_OBJECT
public:
    CourseEditorMenus(QMainWindow *window, QUndoGroup *undoGroup);

    void retranslate();
    // Adds a dock's toggle action to the View menu, above the zoom actions.
    void addDockToggle(QAction *toggle);

    QMenu *file, *openRecent, *edit, *view, *course, *help;
    QAction *newCourse, *open, *save, *saveAs, *revert, *print, *exportPdf, *exportSvg, *exportPng,
        *printGameKit, *close;
    QAction *undo, *redo, *deleteSelection;
    QAction *zoomIn, *zoomOut, *fitToWindow, *resetLayout;
    QAction *validate, *play, *playOnline, *testCourse, *findFairer;
    QAction *editorGuide;

private:
    // Undo and Redo made afresh by the group: QUndoGroup words its actions ("Undo %1") in the
    // language of the moment it makes them, so a language change replaces them.
    void makeUndoActions();

    QUndoGroup *m_undoGroup;
    QAction *m_dockTogglesEnd;
};

} // namespace cw
