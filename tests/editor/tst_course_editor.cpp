// The course editor window: a course made from scratch through the panels is saved, reopened
// identical and re-saved to the same bytes; the title's unsaved mark follows the undo stack's
// clean state; Revert; built-in courses are read-only (Save makes a copy); clicking a validation
// problem selects its element; Play This Course is blocked by errors and emits playRequested when
// the course is valid; a bad file is reported (file, field, reason) and leaves the course alone;
// Open Recent drops missing files; the dock layout persists from one window to the next.
#include "core/CourseCanvas.h"
#include "core/CourseDocument.h"
#include "core/CourseEditorMenus.h"
#include "core/CourseEditorWindow.h"
#include "core/CourseExporter.h"
#include "core/ValidationDock.h"
#include "course/CourseFile.h"
#include "rowing/RowingAddSplitLine.h"
#include "rowing/RowingCourseDocument.h"
#include "rowing/RowingLaneProperties.h"
#include "rowing/RowingPropertiesPanel.h"
#include "rowing/RowingValueChanges.h"
#include "salmon/SalmonCourseDocument.h"
#include "visions/VisionsCourseDocument.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDockWidget>
#include <QDoubleSpinBox>
#include <QDropEvent>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMimeData>
#include <QScreen>
#include <QScrollArea>
#include <QScrollBar>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>
#include <QUndoStack>

using namespace cw;
using namespace cw::rowing;

namespace {

const QString Standard = QStringLiteral(":/courses/rowing-standard.json");

QString errorFixture(const char *name)
{
    return qEnvironmentVariable("CW_SOURCE_DIR") + QStringLiteral("/tests/errors/") +
           QLatin1String(name);
}

RowingCourseDocument *rowingDocument(CourseEditorWindow &window)
{
    return static_cast<RowingCourseDocument *>(window.document());
}

QByteArray bytes(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

template <typename T>
T *child(QWidget &window, const char *name)
{
    T *found = window.findChild<T *>(QLatin1String(name));
    if (!found)
        qWarning("no child %s", name);
    return found;
}

// Types `text` into `edit` as a person would (textEdited per key), then leaves the field.
void type(QLineEdit *edit, const QString &text)
{
    edit->setFocus();
    edit->selectAll();
    QTest::keyClicks(edit, text);
    emit edit->editingFinished();
}

} // namespace

class TestCourseEditor : public QObject {
    Q_OBJECT
private:
    // The window quiet (no dialogs), at the smallest size the app supports, shown.
    static bool showAt1280By720(CourseEditorWindow &window)
    {
        return showAt(window, QSize(1280, 720));
    }
    // A window tall enough for the stacked column (Palette over Properties over Undo History);
    // a shorter one has them as tabs of one place (tst_editor_small_screens).
    static bool showStacked(CourseEditorWindow &window)
    {
        return showAt(window, QSize(1600, 1000));
    }
    static bool showAt(CourseEditorWindow &window, QSize size)
    {
        window.setQuiet(true);
        window.resize(size);
        window.show();
        return QTest::qWaitForWindowExposed(&window);
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true); // QSettings go to a throw-away location
        QCoreApplication::setOrganizationName(QStringLiteral("CoursewrightTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_course_editor"));
        QSettings().clear();
        QVERIFY(m_dir.isValid());
    }
    void cleanup() { QSettings().clear(); }

    void windowHasItsDocksMenusAndAValidNewCourse()
    {
        CourseEditorWindow window;
        QCOMPARE(window.objectName(), QStringLiteral("courseEditor"));
        for (const char *name :
             {"paletteDock", "propertiesDock", "validationDock", "undoHistoryDock"})
            QVERIFY2(window.findChild<QDockWidget *>(QLatin1String(name)), name);
        for (const char *name :
             {"newCourse", "openCourse", "saveCourse", "saveCourseAs", "revertCourse",
              "printCourse", "exportPdf", "exportSvg", "exportPng", "closeEditor", "undo", "redo",
              "deleteSelection", "zoomIn", "zoomOut", "fitToWindow", "resetLayout",
              "validateCourse", "playCourse"})
            QVERIFY2(window.findChild<QAction *>(QLatin1String(name)), name);
        QCOMPARE(window.document()->kindId(), QStringLiteral("rowing"));
        QVERIFY(!hasErrors(window.problems()));
        QVERIFY(window.menus()->play->isEnabled());
        QVERIFY(!window.isModified());
        QCOMPARE(window.windowTitle(), QStringLiteral("Untitled[*] — Course Editor"));
        QCOMPARE(child<QListWidget>(window, "paletteList")->count(), 1);
    }

    void courseMadeFromScratchRoundTrips()
    {
        CourseEditorWindow window;
        window.setQuiet(true);
        QVERIFY(window.newDefaultCourse(QStringLiteral("rowing")));
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        RowingCourseDocument *document = rowingDocument(window);
        QUndoStack *stack = window.undoStack();

        // Course page: name (typing merges), lanes, length, sectors, print layout.
        type(child<QLineEdit>(window, "courseName"), QStringLiteral("Lakeside sprint"));
        QCOMPARE(stack->count(), 1);
        child<QSpinBox>(window, "laneCount")->setValue(5);
        child<QSpinBox>(window, "spaces")->setValue(60);
        child<QSpinBox>(window, "metresPerSpace")->setValue(25);
        child<QSpinBox>(window, "sectorMetres")->setValue(250);
        child<QDoubleSpinBox>(window, "spaceMm")->setValue(22);
        child<QDoubleSpinBox>(window, "laneMm")->setValue(26.5);
        child<QSpinBox>(window, "stripSpaces")->setValue(9);
        auto *paper = child<QComboBox>(window, "paper");
        paper->setCurrentIndex(paper->findData(QStringLiteral("letter")));
        child<QCheckBox>(window, "landscape")->setChecked(false);
        QCOMPARE(stack->count(), 10);
        QCOMPARE(document->course().lengthMetres(), 1500);

        // Split lines: from the palette (a click adds one in the widest gap), moved and limited
        // through the panel, one removed with Edit > Delete.
        auto *palette = child<QListWidget>(window, "paletteList");
        const auto clickEntry = [&] {
            QTest::mouseClick(palette->viewport(), Qt::LeftButton, {},
                              palette->visualItemRect(palette->item(0)).center());
        };
        const std::size_t linesBefore = document->course().splitLines.size();
        clickEntry();
        clickEntry();
        clickEntry();
        QCOMPARE(document->course().splitLines.size(), linesBefore + 3);
        QCOMPARE(document->selectedSplitLine(), int(linesBefore) + 2);
        child<QSpinBox>(window, "splitMetres")->setValue(1234);
        child<QSpinBox>(window, "paceLimit")->setValue(7);
        // The blank course's lines beyond the new 1500 m finish are errors until removed.
        QVERIFY(hasErrors(window.problems()));
        QVERIFY(!window.menus()->play->isEnabled());
        for (int i = int(document->course().splitLines.size()) - 1; i >= 0; --i) {
            if (document->course().splitLines[std::size_t(i)].metres > 1500) {
                document->selectSplitLine(i);
                QVERIFY(window.menus()->deleteSelection->isEnabled());
                window.menus()->deleteSelection->trigger();
            }
        }
        QVERIFY(document->course().splitLines.size() >= 3);

        // Lanes: names typed, a colour chosen.
        document->selectLane(1);
        type(child<QLineEdit>(window, "laneName"), QStringLiteral("Club"));
        document->selectLane(4);
        type(child<QLineEdit>(window, "laneName"), QStringLiteral("Guests"));
        auto *panel = window.findChild<RowingPropertiesPanel *>();
        panel->laneProperties()->setColour(QColor(0x88, 0xcc, 0x44));
        QCOMPARE(document->course().laneColour(4), QStringLiteral("#88cc44"));
        QCOMPARE(document->course().laneName(1), QStringLiteral("Club"));
        QVERIFY2(!hasErrors(window.problems()),
                 qPrintable(problemTexts(window.problems()).join(QLatin1Char('\n'))));

        const QString path = m_dir.filePath(QStringLiteral("scratch.json"));
        QVERIFY2(window.saveToFile(path), qPrintable(window.lastError()));
        QVERIFY(!window.isModified());
        const QJsonObject saved = window.document()->toJson();

        CourseEditorWindow reopened;
        reopened.setQuiet(true);
        QVERIFY2(reopened.openFile(path), qPrintable(reopened.lastError()));
        QCOMPARE(reopened.document()->toJson(), saved);
        QVERIFY(rowingDocument(reopened)->course() == rowingDocument(window)->course() ||
                reopened.document()->toJson() == saved);
        const QString again = m_dir.filePath(QStringLiteral("scratch-again.json"));
        QVERIFY(reopened.saveToFile(again));
        QCOMPARE(bytes(again), bytes(path));
        QVERIFY(reopened.recentFiles().contains(QFileInfo(path).absoluteFilePath()));
    }

    void aSpinBoxCommitsOneCommandPerValue()
    {
        CourseEditorWindow window;
        window.setQuiet(true);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto *spaces = child<QSpinBox>(window, "spaces");
        spaces->selectAll();
        QTest::keyClicks(spaces, QStringLiteral("75"));
        QCOMPARE(window.undoStack()->count(), 0); // nothing until the value is committed
        QTest::keyClick(spaces, Qt::Key_Return);
        QCOMPARE(window.undoStack()->count(), 1);
        QCOMPARE(rowingDocument(window)->course().spaces, 75);
        QTest::keyClick(spaces, Qt::Key_Up); // a step is a value of its own
        QCOMPARE(window.undoStack()->count(), 2);
        QCOMPARE(rowingDocument(window)->course().spaces, 76);
        window.undoStack()->undo();
        QCOMPARE(spaces->value(), 75); // the panel follows undo
    }

    void languageChangeKeepsTheWindowWhole()
    {
        CourseEditorWindow window;
        window.setQuiet(true);
        rowingDocument(window)->selectSplitLine(0);
        QEvent change(QEvent::LanguageChange);
        for (QWidget *widget : window.findChildren<QWidget *>())
            QCoreApplication::sendEvent(widget, &change);
        QCoreApplication::sendEvent(&window, &change);
        QCOMPARE(window.windowTitle(), QStringLiteral("Untitled[*] — Course Editor"));
        QCOMPARE(window.findChild<QDockWidget *>(QStringLiteral("validationDock"))->windowTitle(),
                 QStringLiteral("Validation"));
        QCOMPARE(child<QListWidget>(window, "paletteList")->count(), 1);
        QCOMPARE(window.menus()->play->text(), QStringLiteral("&Play This Course"));
    }

    void titleShowsTheUnsavedMark()
    {
        CourseEditorWindow window;
        window.setQuiet(true);
        QVERIFY(!window.isWindowModified());
        window.undoStack()->push(new RowingAddSplitLine(rowingDocument(window), {300, 4}));
        QVERIFY(window.isWindowModified());
        QVERIFY(window.menus()->undo->text().contains(QLatin1String("Add Split Line")));
        const QString path = m_dir.filePath(QStringLiteral("title.json"));
        QVERIFY(window.saveToFile(path));
        QVERIFY(!window.isWindowModified());
        QCOMPARE(window.windowTitle(), QStringLiteral("title.json[*] — Course Editor"));
        window.undoStack()->push(rowing::setPaceLimit(rowingDocument(window), 0, 9));
        QVERIFY(window.isWindowModified());
        window.undoStack()->undo();
        QVERIFY(!window.isWindowModified()); // back at the saved state
        window.undoStack()->undo();
        QVERIFY(window.isWindowModified()); // before the saved state
    }

    void revertDropsTheChanges()
    {
        const QString path = m_dir.filePath(QStringLiteral("revert.json"));
        QFile::remove(path);
        QVERIFY(QFile::copy(Standard, path));
        QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);
        CourseEditorWindow window;
        window.setQuiet(true);
        QVERIFY(window.openFile(path));
        QVERIFY(!window.menus()->revert->isEnabled());
        window.undoStack()->push(rowing::setPaceLimit(rowingDocument(window), 1, 9));
        QVERIFY(window.menus()->revert->isEnabled());
        window.menus()->revert->trigger();
        QVERIFY(!window.isModified());
        QCOMPARE(rowingDocument(window)->course().splitLines[1].paceLimit, 5);
        QCOMPARE(window.filePath(), path);
        QCOMPARE(window.undoStack()->count(), 0);
    }

    void builtInCoursesAreReadOnly()
    {
        CourseEditorWindow window;
        window.setQuiet(true);
        QVERIFY(window.openFile(Standard));
        QVERIFY(window.isReadOnly());
        QVERIFY(window.windowTitle().contains(QLatin1String("read-only")));
        QVERIFY(window.menus()->save->text().contains(QLatin1String("Copy")));
        window.undoStack()->push(rowing::setPaceLimit(rowingDocument(window), 0, 3));
        QVERIFY(!window.saveToFile(Standard));
        QVERIFY(window.lastError().contains(QLatin1String("rowing-standard.json")));
        const QString copy = m_dir.filePath(QStringLiteral("copy.json"));
        QVERIFY(window.saveToFile(copy)); // what Save As does
        QVERIFY(!window.isReadOnly());
        QCOMPARE(window.filePath(), copy);
        QVERIFY(!window.windowTitle().contains(QLatin1String("read-only")));
        QCOMPARE(window.menus()->save->text(), QStringLiteral("&Save"));
    }

    void clickingAProblemSelectsItsElement()
    {
        CourseEditorWindow window;
        window.setQuiet(true);
        QVERIFY(window.openFile(Standard));
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        // A second line at 1000 m: an error on the later one in file order.
        window.undoStack()->push(new RowingAddSplitLine(rowingDocument(window), {1000, 5}));
        rowingDocument(window)->selectCourse();
        QVERIFY(hasErrors(window.problems()));
        auto *list = child<QTreeWidget>(window, "validationList");
        QTreeWidgetItem *problem = nullptr;
        for (int i = 0; i < list->topLevelItemCount(); ++i)
            if (list->topLevelItem(i)->toolTip(0).startsWith(QLatin1String("splitLines[")))
                problem = list->topLevelItem(i);
        QVERIFY(problem);
        QCOMPARE(problem->text(0), QStringLiteral("Split line at 1000 m")); // named for people
        QTest::mouseClick(list->viewport(), Qt::LeftButton, {},
                          list->visualItemRect(problem).center());
        QCOMPARE(rowingDocument(window)->selectedSplitLine(), 4); // the line just added
        // ...and its faulty field, the distance, takes the focus.
        QCOMPARE(window.focusWidget(), child<QWidget>(window, "splitMetres"));
        QVERIFY(
            child<QLabel>(window, "validationSummary")->text().contains(QLatin1String("1 error")));
    }

    // The Validation dock lists exactly the problems of the course as it is, after edits reached
    // from a problem (a new course of 60 spaces leaves its last split lines past the finish; the
    // 1500 m one is clicked, then moved to 900 m by typing in the field the click focused, once
    // committed with Enter and once by clicking back into the list) and after undo.
    void validationListIsAlwaysTheCurrentProblems()
    {
        for (const bool byClick : {false, true}) {
            CourseEditorWindow window;
            window.setQuiet(true);
            window.show();
            QVERIFY(QTest::qWaitForWindowExposed(&window));
            auto *list = child<QTreeWidget>(window, "validationList");
            const auto listed = [&] {
                QStringList rows;
                for (int i = 0; i < list->topLevelItemCount(); ++i)
                    rows.append(list->topLevelItem(i)->text(1));
                return rows;
            };
            const auto current = [&] {
                QStringList messages;
                for (const CourseProblem &problem : window.problems())
                    messages.append(problem.message);
                if (messages.isEmpty())
                    messages.append(QStringLiteral("The course can be played."));
                return messages;
            };
            // What the screen shows of the list is what the list holds: no row is left painted
            // from before (the window's backing store against a fresh rendering of the list).
            const auto shownAsHeld = [&] {
                QTest::qWait(50);
                QWidget *viewport = list->viewport();
                const QImage fresh =
                    viewport->grab().toImage().convertToFormat(QImage::Format_RGB32);
                const QPoint origin = viewport->mapTo(&window, QPoint(0, 0));
                const QImage shown = window.screen()
                                         ->grabWindow(window.winId(), origin.x(), origin.y(),
                                                      viewport->width(), viewport->height())
                                         .toImage()
                                         .convertToFormat(QImage::Format_RGB32);
                return shown == fresh;
            };
            auto *spaces = child<QSpinBox>(window, "spaces");
            spaces->setFocus();
            spaces->selectAll();
            QTest::keyClicks(spaces, QStringLiteral("60"));
            QTest::keyClick(spaces, Qt::Key_Return);
            QVERIFY(window.problems().size() >= 2);
            QCOMPARE(listed(), current());
            QTreeWidgetItem *line1500 = nullptr;
            for (int i = 0; i < list->topLevelItemCount(); ++i)
                if (list->topLevelItem(i)->text(0).contains(QLatin1String("1500")))
                    line1500 = list->topLevelItem(i);
            QVERIFY(line1500);
            QTest::mouseClick(list->viewport(), Qt::LeftButton, {},
                              list->visualItemRect(line1500).center());
            auto *metres = child<QSpinBox>(window, "splitMetres");
            QCOMPARE(window.focusWidget(), metres);
            QTest::keyClick(metres, Qt::Key_A, Qt::ControlModifier);
            QTest::keyClicks(metres, QStringLiteral("900"));
            if (byClick)
                QTest::mouseClick(list->viewport(), Qt::LeftButton, {},
                                  list->visualItemRect(list->topLevelItem(0)).center());
            else
                QTest::keyClick(metres, Qt::Key_Return);
            QCOMPARE(rowingDocument(window)->course().splitLines.size(), std::size_t(4));
            QCOMPARE(listed(), current());
            QVERIFY(shownAsHeld());
            QCOMPARE(child<QLabel>(window, "validationSummary")->text(),
                     ValidationDock::summary(window.problems()));
            window.undoStack()->undo();
            QCOMPARE(listed(), current());
            QVERIFY(shownAsHeld());
            window.undoStack()->redo();
            QCOMPARE(listed(), current());
            QVERIFY(shownAsHeld());
        }
    }

    // Each kind's palette is a grid of thumbnails with names, filtered by the groups its entries
    // name, and, in a stacked column, keeps a height of its own: a road's many tiles get more room
    // than rowing's one split line, and a height the user gives one kind stays with that kind.
    void paletteIsAGridOfItsKindsPieces()
    {
        CourseEditorWindow window;
        QVERIFY(showStacked(window));
        auto *dock = window.findChild<QDockWidget *>(QStringLiteral("paletteDock"));
        auto *list = child<QListWidget>(window, "paletteList");
        auto *filter = child<QComboBox>(window, "paletteFilter");
        QCOMPARE(list->viewMode(), QListView::IconMode);
        QCOMPARE(list->count(), 1);
        QVERIFY(filter->isHidden()); // one group or none: nothing to filter
        const int rowingHeight = dock->height();

        QVERIFY(window.newDefaultCourse(QStringLiteral("visions-road")));
        QApplication::processEvents();
        QVERIFY(list->count() > 30);
        QVERIFY(!filter->isHidden());
        const int roadHeight = dock->height();
        QVERIFY2(roadHeight > rowingHeight + 50,
                 qPrintable(QStringLiteral("%1 %2").arg(roadHeight).arg(rowingHeight)));
        // Every entry has a thumbnail; the bonus lines are a group of their own.
        for (int i = 0; i < list->count(); ++i)
            QVERIFY(!list->item(i)->icon().isNull());
        filter->setCurrentIndex(filter->findText(QStringLiteral("Bonus lines")));
        int shown = 0;
        for (int i = 0; i < list->count(); ++i)
            shown += !list->item(i)->isHidden();
        QCOMPARE(shown, 2);
        filter->setCurrentIndex(filter->findText(QStringLiteral("Curves")));
        shown = 0;
        for (int i = 0; i < list->count(); ++i)
            shown += !list->item(i)->isHidden();
        QCOMPARE(shown, 14);

        // The designer drags the road's palette taller (as the splitter would): that height is
        // the road's. Back to rowing: it has its own, smaller palette again, not the road's; and
        // the road's comes back with the road, to the pixel, the other docks keeping the rest.
        window.resizeDocks({dock}, {roadHeight + 57}, Qt::Vertical);
        QApplication::processEvents();
        const int chosen = dock->height();
        QVERIFY(chosen > roadHeight + 20);
        QVERIFY(window.newDefaultCourse(QStringLiteral("rowing")));
        QApplication::processEvents();
        QVERIFY2(dock->height() < roadHeight,
                 qPrintable(QStringLiteral("%1 %2").arg(dock->height()).arg(roadHeight)));
        window.resizeDocks({dock}, {dock->height() + 40}, Qt::Vertical);
        QApplication::processEvents();
        const int rowingChosen = dock->height();
        QVERIFY(window.newDefaultCourse(QStringLiteral("visions-road")));
        QApplication::processEvents();
        QCOMPARE(dock->height(), chosen);
        QVERIFY(window.newDefaultCourse(QStringLiteral("salmon-river")));
        QApplication::processEvents();
        QVERIFY(window.newDefaultCourse(QStringLiteral("rowing")));
        QApplication::processEvents();
        QCOMPARE(dock->height(), rowingChosen);
    }

    // A kind with nothing to add (Niagara: everything is in Properties) says so in words, in a
    // short palette, instead of an icon cell to drag; the next kind gets its grid back.
    void paletteOfNothingToAddIsText()
    {
        CourseEditorWindow window;
        QVERIFY(showStacked(window));
        auto *dock = window.findChild<QDockWidget *>(QStringLiteral("paletteDock"));
        auto *list = child<QListWidget>(window, "paletteList");
        auto *notes = child<QLabel>(window, "paletteNotes");
        QVERIFY(window.newDefaultCourse(QStringLiteral("niagara-river")));
        QApplication::processEvents();
        QVERIFY(notes->isVisible());
        QVERIFY(!list->isVisible());
        QVERIFY(notes->text().contains(QLatin1String("Properties")));
        QVERIFY2(dock->height() < 110, qPrintable(QString::number(dock->height())));
        QVERIFY(window.newDefaultCourse(QStringLiteral("salmon-river")));
        QApplication::processEvents();
        QVERIFY(!notes->isVisible());
        QVERIFY(list->isVisible());
        QVERIFY(list->count() > 10);
    }

    // Whatever kind came before, a kind's properties are read without a horizontal scroll bar:
    // the column grows to the widest panel (Salmon Run's board buttons after rowing's panel).
    void propertiesNeverScrollSideways()
    {
        CourseEditorWindow window;
        QVERIFY(showAt1280By720(window));
        auto *dock = window.findChild<QDockWidget *>(QStringLiteral("propertiesDock"));
        for (const char *kind : {"rowing", "salmon-river", "visions-road", "niagara-river",
                                 "rowing", "salmon-river"}) {
            QVERIFY(window.newDefaultCourse(QString::fromLatin1(kind)));
            // A selection shows its part of the panel, with its longer texts.
            if (auto *river = qobject_cast<salmon::SalmonCourseDocument *>(window.document()))
                river->selectBoard(1);
            if (auto *road = qobject_cast<visions::VisionsCourseDocument *>(window.document()))
                road->selectBonusLine(1);
            QApplication::processEvents();
            auto *scroll = qobject_cast<QScrollArea *>(dock->widget());
            QVERIFY(scroll);
            QVERIFY2(!scroll->horizontalScrollBar()->isVisible(), kind);
        }
    }

    // The drop rule said in the status bar while a piece is dragged over the canvas: rowing's
    // split line is inserted where it is dropped, Shift or not (it replaces nothing).
    void dropSaysWhatItWillDo()
    {
        CourseEditorWindow window;
        window.setQuiet(true);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QMimeData data;
        data.setData(CourseCanvas::paletteMimeType(),
                     RowingCourseDocument::splitLineEntry().toUtf8());
        QWidget *viewport = window.canvas()->viewport();
        const QPoint at = viewport->rect().center();
        QDragEnterEvent enter(at, Qt::CopyAction, &data, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(viewport, &enter);
        QDragMoveEvent move(at, Qt::CopyAction, &data, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(viewport, &move);
        QVERIFY(move.isAccepted());
        const QString hint = window.statusBar()->currentMessage();
        QVERIFY2(hint.startsWith(QLatin1String("Add a split line at ")), qPrintable(hint));
        QVERIFY(!hint.contains(QLatin1String("Shift"))); // nothing to replace
        const std::size_t lines = rowingDocument(window)->course().splitLines.size();
        QDropEvent drop(at, Qt::CopyAction, &data, Qt::LeftButton, Qt::ShiftModifier);
        QApplication::sendEvent(viewport, &drop);
        QCOMPARE(rowingDocument(window)->course().splitLines.size(), lines + 1);
        QVERIFY(window.statusBar()->currentMessage().isEmpty());
    }

    void playIsBlockedByErrors()
    {
        CourseEditorWindow window;
        window.setQuiet(true);
        QSignalSpy play(&window, &CourseEditorWindow::playRequested);
        window.undoStack()->push(rowing::setPaceLimit(rowingDocument(window), 0, 0));
        QVERIFY(!window.menus()->play->isEnabled());
        QVERIFY(window.menus()->play->toolTip().contains(QLatin1String("paceLimit")));
        window.playCourse();
        QCOMPARE(play.count(), 0);

        window.undoStack()->undo();
        QVERIFY(window.menus()->play->isEnabled());
        const QString path = m_dir.filePath(QStringLiteral("play.json"));
        QVERIFY(window.saveToFile(path));
        window.menus()->play->trigger();
        QCOMPARE(play.count(), 1);
        QCOMPARE(play.at(0).at(0).toJsonObject(), window.document()->toJson());
        QCOMPARE(play.at(0).at(1).toString(), path);
    }

    void badFileLeavesTheCourseAlone_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<QString>("field");
        QTest::newRow("too many lanes")
            << errorFixture("course-too-many-lanes.json") << QStringLiteral("lanes");
        QTest::newRow("not JSON") << errorFixture("course-not-json.json") << QString();
        QTest::newRow("newer version")
            << errorFixture("course-newer-version.json") << QStringLiteral("formatVersion");
        QTest::newRow("missing") << m_dir.filePath(QStringLiteral("nothing-here.json"))
                                 << QString();
    }
    void badFileLeavesTheCourseAlone()
    {
        QFETCH(QString, path);
        QFETCH(QString, field);
        CourseEditorWindow window;
        window.setQuiet(true);
        window.undoStack()->push(rowing::setPaceLimit(rowingDocument(window), 0, 6));
        CourseDocument *before = window.document();
        const QJsonObject course = before->toJson();
        QVERIFY(!window.openFile(path));
        QVERIFY2(window.lastError().startsWith(QFileInfo(path).fileName() + QLatin1String(": ")),
                 qPrintable(window.lastError()));
        QVERIFY2(window.lastError().contains(field), qPrintable(window.lastError()));
        QCOMPARE(window.document(), before);
        QCOMPARE(window.document()->toJson(), course);
        QVERIFY(window.isModified());
        QVERIFY(window.filePath().isEmpty());
    }

    void openRecentDropsMissingFiles()
    {
        const QString path = m_dir.filePath(QStringLiteral("recent.json"));
        CourseEditorWindow window;
        window.setQuiet(true);
        QVERIFY(window.saveToFile(path));
        QVERIFY(window.openFile(Standard));
        QCOMPARE(window.recentFiles(), QStringList({Standard, QFileInfo(path).absoluteFilePath()}));
        QVERIFY(QFile::remove(path));
        auto *entry = window.findChild<QAction *>(QStringLiteral("recentFile2"));
        QVERIFY(entry);
        entry->trigger();
        QVERIFY(window.lastError().contains(QLatin1String("recent.json")));
        QCOMPARE(window.recentFiles(), QStringList({Standard}));
        QCOMPARE(window.filePath(), Standard);

        CourseEditorWindow next; // the list persists
        QCOMPARE(next.recentFiles(), QStringList({Standard}));
    }

    void exportWritesOffTheGuiThread()
    {
        CourseEditorWindow window;
        window.setQuiet(true);
        auto *exporter = window.findChild<CourseExporter *>();
        QVERIFY(exporter);
        const QString out = m_dir.filePath(QStringLiteral("export.pdf"));
        QVERIFY(exporter->startExport(window.document()->toJson(), QStringLiteral("pdf"), out));
        QVERIFY(!window.menus()->exportPdf->isEnabled() || !exporter->isBusy());
        exporter->waitForFinished();
        QVERIFY2(exporter->lastResult().ok, qPrintable(exporter->lastResult().error));
        QCOMPARE(exporter->lastResult().written, QStringList{out});
        QVERIFY(bytes(out).startsWith("%PDF"));
        QVERIFY(window.menus()->exportPdf->isEnabled());
    }

    void dockLayoutPersists()
    {
        {
            CourseEditorWindow window;
            window.setQuiet(true);
            window.show();
            QVERIFY(QTest::qWaitForWindowExposed(&window));
            window.findChild<QDockWidget *>(QStringLiteral("undoHistoryDock"))->hide();
            window.tabifyDockWidget(
                window.findChild<QDockWidget *>(QStringLiteral("propertiesDock")),
                window.findChild<QDockWidget *>(QStringLiteral("validationDock")));
            QVERIFY(window.close());
        }
        CourseEditorWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto *history = window.findChild<QDockWidget *>(QStringLiteral("undoHistoryDock"));
        auto *properties = window.findChild<QDockWidget *>(QStringLiteral("propertiesDock"));
        auto *validation = window.findChild<QDockWidget *>(QStringLiteral("validationDock"));
        QVERIFY(history->isHidden());
        QVERIFY(window.tabifiedDockWidgets(properties).contains(validation));

        window.menus()->resetLayout->trigger();
        QVERIFY(!history->isHidden());
        QVERIFY(!window.tabifiedDockWidgets(properties).contains(validation));
        QCOMPARE(window.dockWidgetArea(validation), Qt::BottomDockWidgetArea);
    }

private:
    QTemporaryDir m_dir;
};

QTEST_MAIN(TestCourseEditor)
#include "tst_course_editor.moc"
