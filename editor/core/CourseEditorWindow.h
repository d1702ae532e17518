#pragma once

#include "DockLayout.h"
#include "course/CourseProblem.h"

#include <QJsonObject>
#include <QMainWindow>

#include <memory>

class QDockWidget;
class QLabel;
class QUndoGroup;
class QUndoStack;
class QUndoView;

namespace cw {

class CourseCanvas;
class CourseDocument;
class CourseEditorMenus;
class CourseExporter;
class CourseKindEditor;
struct CourseKind;
class LabDock;
class PaletteDock;
class RecentFiles;
class ValidationDock;

// The course editor: the kind's canvas in the centre; Palette, Properties, Validation and Undo
// History docks around it (layout and geometry persist in QSettings through DockLayout); File,
// Edit, View and Course menus. Works on one CourseDocument at a time through the
// CourseKindEditor of its kind, so it knows no course kind itself. Validation runs after every
// change; errors block Play This Course. The class is written in four files: the window and
// the document it edits (CourseEditorWindow.cpp), its file lifecycle (CourseEditorWindowFiles.cpp),
// its dock sizes (CourseEditorWindowDocks.cpp), and the checks and the commands on the whole
// course (CourseEditorWindowActions.cpp).
//
// The public functions do what they say without asking; the menu commands ask first when the
// course has unsaved changes (maybeSave). Errors are shown in message boxes naming the file, the
// field and the reason, or only returned by lastError() when quiet.
class CourseEditorWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit CourseEditorWindow(QWidget *parent = nullptr);
    ~CourseEditorWindow() override;

    // A new course of kind `kindId` (a valid one: the kind's blank course, CourseKind::blank),
    // untitled and unmodified. Returns false (and leaves the current course) for a kind without an
    // editor.
    bool newCourse(const QString &kindId);
    // As newCourse, with the kind's default course (CourseKind::defaultCourse): the course the
    // window starts on.
    bool newDefaultCourse(const QString &kindId);
    // Opens a course file; built-in courses (":/…") open read-only (Save makes a copy). A file
    // that cannot be opened leaves the current course untouched and returns false.
    bool openFile(const QString &path);
    // Writes the course to `path` atomically; the course is then that file, unmodified.
    bool saveToFile(const QString &path);
    // Reads the course's file again, dropping the changes. False for an untitled course.
    bool revert();
    // Asks what to do with unsaved changes (Save / Discard / Cancel); false when the user cancels.
    // True at once when there are none or the window is quiet.
    bool maybeSave();

    // When quiet, errors are not shown in message boxes and nothing is asked (unsaved changes are
    // dropped): for scripts and tests.
    void setQuiet(bool quiet) { m_quiet = quiet; }
    bool isQuiet() const { return m_quiet; }
    QString lastError() const { return m_lastError; }

    // The course being edited (never null after construction: the window starts on a new course)
    // and its undo stack. Both are replaced by New, Open and Revert.
    CourseDocument *document() const { return m_document.get(); }
    QUndoStack *undoStack() const;
    const CourseKindEditor *kindEditor() const { return m_kind; }
    CourseCanvas *canvas() const { return m_canvas; }
    CourseEditorMenus *menus() const { return m_menus; }
    // The file being edited; empty while untitled.
    QString filePath() const { return m_filePath; }
    // A built-in course: Save writes a copy elsewhere (Save As).
    bool isReadOnly() const { return m_readOnly; }
    bool isModified() const;
    // The errors and warnings of the course as it is now.
    const CourseProblems &problems() const { return m_problems; }
    QStringList recentFiles() const;
    // The course lab's dock (Test This Course, Find a Fairer Course), nullptr until either was
    // first used.
    LabDock *labDock() const { return m_lab; }
    // The lab dock's default place: a tab of the Properties' place in the right-hand column, so
    // that the canvas keeps its share of the window (a column of its own left the canvas a third
    // of a 1280 × 720 window). Then, once shown: the column as wide as the lab's pages need,
    // and, where the column is stacked, the lab's place taking what the palette and the history
    // can spare.
    void placeLabDock(QDockWidget *lab);
    void sizeLabDock(QDockWidget *lab);
    // The lab's column at least as wide as the lab needs (up to half the window): the window's
    // layout does not widen a place of tabs when one tab's least width grows.
    void widenForLab(QDockWidget *lab);
    // Whether the default layout puts the right-hand docks in one tab group (a window less than
    // CompactHeight pixels high), rather than stacking them.
    bool isCompact() const;

signals:
    // Play This Course: start New Game on `course` (a valid course object). `source` is the file
    // it was opened from or saved to, empty for an untitled course.
    void playRequested(const QJsonObject &course, const QString &source);
    // Play This Course Online: host a game on `course` (the main window's Host Online Game).
    void playOnlineRequested(const QJsonObject &course, const QString &source);
    // Another course is being edited (New, Open, Revert): document() and undoStack() changed.
    void documentReplaced();
    // Help > Course Editor Guide: the main window shows the guide (it follows the language).
    void guideRequested();

public slots:
    // File > Print… and File > Export as PDF / SVG / PNG…: ask for the printer or the file, then
    // print or export off the GUI thread (see CourseExporter).
    void printCourse();
    void exportCourse(const QString &format);
    // Course > Validate: checks again, shows the Validation dock and the summary.
    void validate();
    // Course > Play This Course (does nothing while the course has errors).
    void playCourse();
    // Course > Play This Course Online… (does nothing while the course has errors).
    void playCourseOnline();
    // Course > Test This Course…: shows the course lab's dock (one per window, kept between uses).
    void testCourse();
    // Course > Find a Fairer Course…: variations of the course, tested by the lab (a page of the
    // same dock).
    void findFairerCourse();
    // File > Print Game Kit…: the kit of the game of this course's kind (GameKitDialog).
    void printGameKit();

protected:
    void closeEvent(QCloseEvent *event) override;
    void changeEvent(QEvent *event) override;
    void showEvent(QShowEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;
    // The tab bars of tabbed docks show their titles whole (see the definition).
    bool event(QEvent *event) override;

private:
    static constexpr int StatusTimeoutMs = 5000;

    // The file lifecycle (CourseEditorWindowFiles.cpp).
    void chooseNewCourse();
    // newCourse and newDefaultCourse: a new course of `kindId` from the kind's function `make`.
    bool newCourseMadeBy(const QString &kindId, QJsonObject (*CourseKind::*make)());
    void chooseFileToOpen();
    void openRecent(const QString &path);
    bool save();
    bool saveAs();
    void askRevert();
    // Puts `document` (of kind `kind`) in the window in place of the current one.
    void setDocument(std::unique_ptr<CourseDocument> document, const CourseKindEditor *kind,
                     const QString &path);
    void runChecks();
    void selectProblem(const QString &path);
    void updateActions();
    void updateTitle();
    void showError(const QString &title, const QString &message);
    void retranslate();
    // The dock layout (CourseEditorWindowDocks.cpp): the default places and sizes DockLayout
    // applies, and Reset Layout, which also forgets every kind's palette height.
    void placeDocks();
    void sizeDocks();
    void resetLayout();
    // The palette's height for the kind being edited: as the user left it for that kind, else
    // as tall as its entries up to a share of the dock column.
    int paletteHeight() const;
    // The properties panel's content (inside its scroll area), what it asks for, and the dock
    // column widened to it when narrower (never wider than leaves the canvas its share).
    QWidget *propertiesContent() const;
    QSize propertiesSizeHint() const;
    void widenForProperties();
    void rememberPaletteHeight();
    // Whether the dock layout leaves the canvas its share of the window (MinCanvasShare).
    bool canvasHasRoom() const;
    // After a document of another kind came in: the docks sized for its palette and panel.
    void fitDocksToKind();

    QUndoGroup *m_undoGroup;
    CourseEditorMenus *m_menus;
    RecentFiles *m_recent;
    PaletteDock *m_palette;
    QDockWidget *m_propertiesDock;
    ValidationDock *m_validation;
    QDockWidget *m_historyDock;
    QUndoView *m_undoView;
    QLabel *m_summary;
    CourseExporter *m_exporter;
    QWidget *m_canvasHolder; // the central widget; holds the kind's canvas
    DockLayout m_layout;     // saved or default, settled on the first show

    std::unique_ptr<CourseDocument> m_document;
    const CourseKindEditor *m_kind = nullptr;
    CourseCanvas *m_canvas = nullptr;
    QWidget *m_properties = nullptr;
    QList<QAction *> m_kindActions; // CourseKindEditor::createFileActions
    QString m_filePath;
    bool m_readOnly = false;
    CourseProblems m_problems;
    bool m_quiet = false;
    QString m_lastError;
    LabDock *m_lab = nullptr; // made on first use
};

} // namespace cw
