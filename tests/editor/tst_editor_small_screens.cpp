// The course editor usable on small screens (issue 56, point 4), for every course kind, at
// 800 × 600, 1280 × 720 and 1920 × 1080: the canvas keeps at least half the window's width and
// height; every button of the selected piece's properties is in view sideways (no horizontal
// scrolling); the palette shows its entries' names under their pictures; with the Course Lab
// open, its Run button and at least ten lines of its report are in view, and the canvas still
// has half the window. The same after View > Reset Layout from a disordered layout. At 1280 × 720
// the lab took a third column and left the canvas 34 % of the window. In French at 800 × 600 too,
// where the titles of the docks' tabs were elided ("Pro…") and the road's lab report scrolled
// sideways: no tab title is elided, and a report of a run has no horizontal scroll bar.
#include "Language.h"
#include "core/CourseCanvas.h"
#include "core/CourseDocument.h"
#include "core/CourseEditorMenus.h"
#include "core/CourseEditorWindow.h"
#include "lab/LabDock.h"
#include "lab/LabPanel.h"

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QDockWidget>
#include <QListWidget>
#include <QScrollArea>
#include <QScrollBar>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTabBar>
#include <QTest>
#include <QTextEdit>

using namespace cw;

namespace {

constexpr double MinCanvasShare = 0.5;
constexpr int ReportLines = 10;

struct Kind {
    const char *course;
    const char *element; // a piece to select
};

const Kind Kinds[] = {
    {":/courses/rowing-standard.json", "splitLine"},
    {":/courses/salmon-expert.json", "board"},
    {":/courses/niagara-standard.json", "place"},
    {":/courses/visions-short.json", "tile"},
};

QRect inWindow(const QWidget *widget, const QWidget *window)
{
    return QRect(widget->mapTo(window, QPoint(0, 0)), widget->size());
}

QString text(const QRect &r)
{
    return QStringLiteral("%1,%2 %3×%4").arg(r.x()).arg(r.y()).arg(r.width()).arg(r.height());
}

// A dock in a tab group is shown by raising it, as a user clicks its tab.
void bringUp(QDockWidget *dock)
{
    dock->show();
    dock->raise();
    QTest::qWait(50);
}

// Empty when the layout serves the designer, else what is wrong.
QStringList layoutProblems(CourseEditorWindow &window)
{
    QStringList problems;
    QApplication::processEvents();
    const QRect canvas = inWindow(window.canvas(), &window);
    if (canvas.width() < MinCanvasShare * window.width() ||
        canvas.height() < MinCanvasShare * window.height())
        problems << QStringLiteral("canvas %1 in a %2×%3 window")
                        .arg(text(canvas))
                        .arg(window.width())
                        .arg(window.height());

    auto *properties = window.findChild<QDockWidget *>(QStringLiteral("propertiesDock"));
    bringUp(properties);
    if (!properties->isVisible() || properties->visibleRegion().isEmpty()) {
        problems << QStringLiteral("the properties are not in view");
    } else {
        auto *scroll = qobject_cast<QScrollArea *>(properties->widget());
        QWidget *content = scroll ? scroll->widget() : properties->widget();
        const QRect view = scroll ? inWindow(scroll->viewport(), &window)
                                  : inWindow(properties->widget(), &window);
        if (scroll && scroll->horizontalScrollBar()->maximum() > 0) {
            // Named with the field that asks for the most width, to know what to fix.
            QWidget *widest = nullptr;
            for (QWidget *child : content->findChildren<QWidget *>())
                if (child->isVisibleTo(content) && !qobject_cast<QScrollBar *>(child) &&
                    (!widest ||
                     child->minimumSizeHint().width() > widest->minimumSizeHint().width()))
                    widest = child;
            problems << QStringLiteral("the properties scroll sideways by %1 px (widest: %2 %3, "
                                       "at least %4 px)")
                            .arg(scroll->horizontalScrollBar()->maximum())
                            .arg(QString::fromLatin1(widest ? widest->metaObject()->className()
                                                            : "none"),
                                 widest ? widest->objectName() : QString())
                            .arg(widest ? widest->minimumSizeHint().width() : 0);
        }
        for (QAbstractButton *button : content->findChildren<QAbstractButton *>()) {
            if (!button->isVisibleTo(content))
                continue;
            const QRect where = inWindow(button, &window);
            if (where.left() < view.left() || where.right() > view.right() ||
                where.right() > window.width())
                problems << QStringLiteral("button \"%1\" at %2 outside the properties' view %3")
                                .arg(button->text(), text(where), text(view));
        }
    }

    auto *palette = window.findChild<QDockWidget *>(QStringLiteral("paletteDock"));
    bringUp(palette);
    auto *list = palette->findChild<QListWidget *>(QStringLiteral("paletteList"));
    if (list->isVisible() && list->count() > 0) {
        // The first entry whole: its picture and the lines of its name under it.
        const QRect item = list->visualItemRect(list->item(0));
        if (!list->viewport()->rect().contains(item))
            problems << QStringLiteral("the palette's first entry %1 is cut by its view %2")
                            .arg(text(item), text(list->viewport()->rect()));
    }
    return problems;
}

QStringList labProblems(CourseEditorWindow &window)
{
    QStringList problems;
    LabDock *dock = window.labDock();
    bringUp(dock);
    dock->showPage(LabDock::TestPage);
    QApplication::processEvents();
    const QRect canvas = inWindow(window.canvas(), &window);
    if (canvas.width() < MinCanvasShare * window.width() ||
        canvas.height() < MinCanvasShare * window.height())
        problems << QStringLiteral("with the lab: canvas %1 in a %2×%3 window (the lab at least "
                                   "%4 px wide)")
                        .arg(text(canvas))
                        .arg(window.width())
                        .arg(window.height())
                        .arg(dock->minimumSizeHint().width());
    const QRect dockRect = inWindow(dock, &window);
    auto *run = dock->lab()->findChild<QAbstractButton *>(QStringLiteral("labRun"));
    auto *report = dock->lab()->findChild<QTextEdit *>(QStringLiteral("labCurrentReport"));
    QScrollArea *page = nullptr;
    for (QWidget *parent = run->parentWidget(); parent && !page; parent = parent->parentWidget())
        page = qobject_cast<QScrollArea *>(parent);
    const QRect view = page ? inWindow(page->viewport(), &window) : dockRect;
    const QRect runRect = inWindow(run, &window);
    if (!view.contains(runRect) || !window.rect().contains(runRect))
        problems
            << QStringLiteral("Run at %1 outside the lab's view %2").arg(text(runRect), text(view));
    const QRect reportRect = inWindow(report->viewport(), &window).intersected(view);
    const int lines = reportRect.height() / report->fontMetrics().lineSpacing();
    if (lines < ReportLines)
        problems << QStringLiteral("%1 lines of report in view (%2 in the lab's view %3)")
                        .arg(lines)
                        .arg(text(inWindow(report->viewport(), &window)), text(view));
    return problems;
}

// Tabs of the window's tab bars whose titles do not fit their tab (drawn elided).
QStringList elidedTabs(CourseEditorWindow &window)
{
    QStringList elided;
    for (QTabBar *bar : window.findChildren<QTabBar *>()) {
        if (!bar->isVisible())
            continue;
        for (int i = 0; i < bar->count(); ++i) {
            const int room = bar->tabRect(i).width();
            const int wanted = bar->fontMetrics().horizontalAdvance(bar->tabText(i));
            if (room < wanted)
                elided << QStringLiteral("tab \"%1\" %2 px for %3 px of text")
                              .arg(bar->tabText(i))
                              .arg(room)
                              .arg(wanted);
        }
    }
    return elided;
}

void disorder(CourseEditorWindow &window)
{
    for (QDockWidget *dock : window.findChildren<QDockWidget *>()) {
        if (dock->objectName() == QStringLiteral("propertiesDock")) {
            dock->setFloating(true);
        } else if (dock->objectName() == QStringLiteral("paletteDock")) {
            window.resizeDocks({dock}, {window.width() / 2}, Qt::Horizontal);
        } else if (dock->objectName() == QStringLiteral("validationDock")) {
            window.resizeDocks({dock}, {window.height() / 2}, Qt::Vertical);
        }
    }
    QApplication::processEvents();
}

} // namespace

class TestEditorSmallScreens : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("CoursewrightTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_editor_small_screens"));
    }
    void init() { QSettings().clear(); }
    void cleanupTestCase() { QSettings().clear(); }

    void usableAtEverySize_data()
    {
        QTest::addColumn<QString>("course");
        QTest::addColumn<QString>("element");
        QTest::addColumn<QSize>("size");
        for (const Kind &kind : Kinds)
            for (const QSize size : {QSize(800, 600), QSize(1280, 720), QSize(1920, 1080)})
                QTest::addRow("%s, %dx%d", kind.course + 10, size.width(), size.height())
                    << QString::fromLatin1(kind.course) << QString::fromLatin1(kind.element)
                    << size;
    }

    void usableAtEverySize()
    {
        QFETCH(QString, course);
        QFETCH(QString, element);
        QFETCH(QSize, size);
        CourseEditorWindow window;
        window.setQuiet(true);
        QVERIFY(window.openFile(course));
        window.resize(size);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QCOMPARE(window.size(), size);
        window.document()->setSelection({element, 0});
        QVERIFY(window.document()->selection().element == element);
        QStringList problems = layoutProblems(window);
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QStringLiteral("; "))));

        window.menus()->testCourse->trigger();
        QVERIFY(window.labDock());
        problems = labProblems(window);
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QStringLiteral("; "))));

        // View > Reset Layout from a disordered layout gives the same room.
        disorder(window);
        window.menus()->resetLayout->trigger();
        problems = layoutProblems(window) + labProblems(window);
        QVERIFY2(problems.isEmpty(), qPrintable(QStringLiteral("after Reset Layout: ") +
                                                problems.join(QStringLiteral("; "))));
    }

    void usableInFrenchAt800x600_data()
    {
        QTest::addColumn<QString>("course");
        QTest::addColumn<QString>("element");
        for (const Kind &kind : Kinds)
            QTest::addRow("%s", kind.course + 10)
                << QString::fromLatin1(kind.course) << QString::fromLatin1(kind.element);
    }

    void usableInFrenchAt800x600()
    {
        QFETCH(QString, course);
        QFETCH(QString, element);
        Language language;
        QVERIFY(language.apply(QStringLiteral("fr"), false));
        CourseEditorWindow window;
        window.setQuiet(true);
        QVERIFY(window.openFile(course));
        window.resize(800, 600);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.document()->setSelection({element, 0});
        QStringList problems = layoutProblems(window) + elidedTabs(window);
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QStringLiteral("; "))));

        window.menus()->testCourse->trigger();
        QVERIFY(window.labDock());
        problems = labProblems(window) + elidedTabs(window);
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QStringLiteral("; "))));

        // A short run: its report fits the lab's width.
        LabPanel *lab = window.labDock()->lab();
        lab->gamesBox()->setValue(4);
        lab->threadsBox()->setValue(std::min(2, lab->threadsBox()->maximum()));
        QSignalSpy done(lab, &LabPanel::runFinished);
        QVERIFY(lab->run());
        QVERIFY(done.wait(30000));
        QApplication::processEvents();
        auto *report = lab->findChild<QTextEdit *>(QStringLiteral("labCurrentReport"));
        QVERIFY2(!report->horizontalScrollBar()->isVisible() &&
                     report->horizontalScrollBar()->maximum() <= 1,
                 qPrintable(QStringLiteral("the report scrolls sideways by %1 px in a view %2 px "
                                           "wide")
                                .arg(report->horizontalScrollBar()->maximum())
                                .arg(report->viewport()->width())));
        language.apply(QStringLiteral("en"), false);
    }
};

QTEST_MAIN(TestEditorSmallScreens)
#include "tst_editor_small_screens.moc"
