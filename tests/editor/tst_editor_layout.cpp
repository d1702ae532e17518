// The course editor's dock layout leaves the canvas most of the window: on the first run (no
// saved layout), with the layout saved by the previous window, after opening each built-in course
// one after the other, after View > Reset Layout, and when the saved layout would squash the
// canvas (it falls back to the default), at 1280×720 and 1920×1080. A fitted course stays wholly
// in view at every width.
#include "core/CourseCanvas.h"
#include "core/CourseEditorMenus.h"
#include "core/CourseEditorWindow.h"

#include <QAction>
#include <QDir>
#include <QDockWidget>
#include <QScrollBar>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>

using namespace cw;

namespace {

// "Most of the window": the canvas's share of the window's width and height.
constexpr double MinWidthShare = 0.6;
constexpr double MinHeightShare = 0.55;

QStringList builtInCourses()
{
    QStringList paths;
    const QDir dir(QStringLiteral(":/courses"));
    for (const QString &name : dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name))
        paths.append(dir.filePath(name));
    return paths;
}

// Empty when the canvas has its room, else what it has.
QString canvasProblem(const CourseEditorWindow &window, const QString &when)
{
    const QSize canvas = window.canvas()->size();
    if (canvas.width() >= MinWidthShare * window.width() &&
        canvas.height() >= MinHeightShare * window.height())
        return {};
    return QStringLiteral("%1: canvas %2×%3 in a %4×%5 window")
        .arg(when)
        .arg(canvas.width())
        .arg(canvas.height())
        .arg(window.width())
        .arg(window.height());
}

void showAt(CourseEditorWindow &window, const QSize &size)
{
    window.setQuiet(true);
    window.resize(size);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
}

} // namespace

class TestEditorLayout : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("CoursewrightTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_editor_layout"));
        QVERIFY(builtInCourses().size() >= 2);
    }
    void init() { QSettings().clear(); }
    void cleanupTestCase() { QSettings().clear(); }

    void canvasFillsTheWindow_data()
    {
        QTest::addColumn<QSize>("size");
        QTest::newRow("1280x720") << QSize(1280, 720);
        QTest::newRow("1920x1080") << QSize(1920, 1080);
    }

    void canvasFillsTheWindow()
    {
        QFETCH(QSize, size);
        // First run, then twice with the layout the previous window saved.
        for (const QString &run : {QStringLiteral("first run"), QStringLiteral("saved layout"),
                                   QStringLiteral("saved again")}) {
            CourseEditorWindow window;
            showAt(window, size);
            QVERIFY2(canvasProblem(window, run).isEmpty(), qPrintable(canvasProblem(window, run)));
            for (const QString &path : builtInCourses()) {
                QVERIFY2(window.openFile(path), qPrintable(window.lastError()));
                QTest::qWait(20);
                const QString when = run + QStringLiteral(", ") + path;
                QVERIFY2(canvasProblem(window, when).isEmpty(),
                         qPrintable(canvasProblem(window, when)));
            }
            window.menus()->resetLayout->trigger();
            QTest::qWait(20);
            const QString reset = run + QStringLiteral(", Reset Layout");
            QVERIFY2(canvasProblem(window, reset).isEmpty(),
                     qPrintable(canvasProblem(window, reset)));
            QVERIFY(window.close());
        }
    }

    void squashedSavedLayoutFallsBackToTheDefault()
    {
        {
            CourseEditorWindow window;
            showAt(window, QSize(1280, 720));
            auto *validation = window.findChild<QDockWidget *>(QStringLiteral("validationDock"));
            window.resizeDocks({validation}, {window.height() - 100}, Qt::Vertical);
            QTest::qWait(20);
            QVERIFY(!canvasProblem(window, QStringLiteral("squashed")).isEmpty()); // can fail
            QVERIFY(window.close());
        }
        CourseEditorWindow window;
        showAt(window, QSize(1280, 720));
        QVERIFY2(canvasProblem(window, QStringLiteral("restored")).isEmpty(),
                 qPrintable(canvasProblem(window, QStringLiteral("restored"))));
    }

    // A fitted course is wholly in view with no scroll bar, and the fit settles, at every canvas
    // width, for every built-in course of every kind. A rowing course's rows change with the
    // room: a scroll bar that came with one fit and went with the next once made the fits take
    // turns for ever (the editor froze).
    void fittedCourseSettlesAtEveryWidth()
    {
        CourseEditorWindow window;
        showAt(window, QSize(1280, 720));
        for (const QString &path : builtInCourses()) {
            QVERIFY2(window.openFile(path), qPrintable(window.lastError()));
            CourseCanvas *canvas = window.canvas(); // each kind has its own
            for (int width = 900; width <= 1500; width += 23) {
                window.resize(width, 720);
                QCoreApplication::processEvents();
                const QString where = QStringLiteral("%1 at %2 px").arg(path).arg(width);
                const QTransform fitted = canvas->transform();
                QCoreApplication::processEvents();
                QVERIFY2(canvas->transform() == fitted,
                         qPrintable(where + QStringLiteral(": the fit moved")));
                QVERIFY2(!canvas->horizontalScrollBar()->isVisible() &&
                             !canvas->verticalScrollBar()->isVisible(),
                         qPrintable(where + QStringLiteral(": a scroll bar")));
                const QRect shown = canvas->mapFromScene(canvas->sceneRect()).boundingRect();
                QVERIFY2(canvas->viewport()->rect().adjusted(-1, -1, 1, 1).contains(shown),
                         qPrintable(where + QStringLiteral(": the course is cut")));
            }
        }
    }
};

QTEST_MAIN(TestEditorLayout)
#include "tst_editor_layout.moc"
