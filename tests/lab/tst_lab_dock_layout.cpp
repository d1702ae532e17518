// The lab dock beside the canvas at the sizes people use (1280 × 720, 1920 × 1080): the dock,
// every Export button and the canvas are in the window at once, none over another (a button the
// dock's height leaves out is reached by scrolling inside the dock, never off screen), and the
// heat map of a run is drawn on the visible canvas while the dock is open. The same for Find a
// Fairer Course's page, its Search button and its table.
#include "LabDockSupport.h"
#include "core/CourseCanvas.h"
#include "lab/LabHeatOverlay.h"

#include <QComboBox>
#include <QImage>
#include <QPushButton>
#include <QScrollArea>
#include <QTableWidget>

using namespace cw;

class TestLabDockLayout : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void dockButtonsAndCanvasAllVisible_data();
    void dockButtonsAndCanvasAllVisible();
    void resetLayoutPutsTheLabBack();

private:
    // `widget`'s rectangle in `window`'s coordinates.
    static QRect inWindow(const QWidget *widget, const QWidget *window);
    // Whether the dock at `now` stands where it first opened, at `first`: the same column, within
    // a tenth of its width (its pages' least width may differ by what they show).
    static bool placedAsFirst(const QRect &now, const QRect &first)
    {
        return now.right() == first.right() && now.top() == first.top() &&
               now.bottom() == first.bottom() &&
               std::abs(now.width() - first.width()) <= first.width() / 10;
    }
    // Scrolls `widget` into its page's view in the dock; empty when it is then wholly inside the
    // dock's visible part and the window, and clear of the canvas, else what is wrong.
    static QString unreachable(QWidget *widget, CourseEditorWindow &window);
};

void TestLabDockLayout::initTestCase()
{
    test::useTestSettings(QStringLiteral("tst_lab_dock_layout"));
}

QRect TestLabDockLayout::inWindow(const QWidget *widget, const QWidget *window)
{
    return QRect(widget->mapTo(window, QPoint(0, 0)), widget->size());
}

QString TestLabDockLayout::unreachable(QWidget *widget, CourseEditorWindow &window)
{
    QScrollArea *scroll = nullptr;
    for (QWidget *parent = widget->parentWidget(); parent && !scroll;
         parent = parent->parentWidget())
        scroll = qobject_cast<QScrollArea *>(parent);
    if (!scroll || !widget->isVisible())
        return QStringLiteral("not shown in a scrolling page");
    scroll->ensureWidgetVisible(widget, 0, 0);
    const QRect where = inWindow(widget, &window);
    const QRect view = inWindow(scroll->viewport(), &window);
    const QRect canvas = inWindow(window.canvas(), &window);
    if (view.contains(where) && window.rect().contains(where) && !where.intersects(canvas))
        return {};
    const auto text = [](const QRect &r) {
        return QStringLiteral("%1,%2 %3×%4").arg(r.x()).arg(r.y()).arg(r.width()).arg(r.height());
    };
    return QStringLiteral("%1 at %2; the dock's view %3, the page %4, the canvas %5")
        .arg(widget->objectName(), text(where), text(view),
             text(inWindow(scroll->widget(), &window)), text(canvas));
}

void TestLabDockLayout::dockButtonsAndCanvasAllVisible_data()
{
    QTest::addColumn<QSize>("size");
    QTest::newRow("1280x720") << QSize(1280, 720);
    QTest::newRow("1920x1080") << QSize(1920, 1080);
}

void TestLabDockLayout::dockButtonsAndCanvasAllVisible()
{
    QFETCH(QSize, size);
    CourseEditorWindow window;
    QVERIFY(test::openInEditor(window, QStringLiteral(":/courses/rowing-standard.json"), size));
    QCOMPARE(window.size(), size);
    LabDock *dock = test::openLab(window, LabDock::TestPage);
    QVERIFY(dock);
    QVERIFY(!dock->isFloating());
    LabPanel *lab = dock->lab();
    QVERIFY(test::runLab(lab, 60, 20000));

    // The dock and the canvas side by side, both inside the window (once the column has widened
    // for what the report needs: the layout settles on the next pass).
    QTRY_VERIFY_WITH_TIMEOUT(window.rect().contains(inWindow(dock, &window)) &&
                                 window.rect().contains(inWindow(lab, &window)),
                             30000);
    CourseCanvas *canvas = window.canvas();
    QVERIFY(canvas->isVisible());
    const QRect dockRect = inWindow(dock, &window);
    const QRect canvasRect = inWindow(canvas, &window);
    QVERIFY(window.rect().contains(dockRect));
    QVERIFY(window.rect().contains(canvasRect));
    QVERIFY2(!dockRect.intersects(canvasRect), "the lab dock covers the canvas");
    // The canvas keeps a useful share of the window beside the dock.
    QVERIFY2(canvasRect.width() >= size.width() / 3,
             qPrintable(QStringLiteral("canvas %1 px wide").arg(canvasRect.width())));

    for (const char *name : {"labExportJson", "labExportCsv", "labExportPng", "labRun"}) {
        auto *button = lab->findChild<QPushButton *>(QLatin1String(name));
        QVERIFY(button);
        const QString problem = unreachable(button, window);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    }
    QVERIFY(lab->findChild<QPushButton *>(QStringLiteral("labExportJson"))->isEnabled());

    // The heat map on the canvas, in its view, with the dock open: the canvas's pixels change
    // when the map is put on.
    auto *heat = lab->findChild<QComboBox *>(QStringLiteral("labHeat"));
    heat->setCurrentIndex(0); // None
    QCOMPARE(lab->heatOverlay()->spotCount(), 0);
    const QImage bare = canvas->viewport()->grab().toImage();
    QVERIFY(lab->showHeat(QStringLiteral("splitPaid")));
    QVERIFY(dock->isVisible());
    const LabRuleStats *paid = lab->currentReport().rule(QStringLiteral("splitPaid"));
    bool spotInView = false;
    for (const LabHeatCell &cell : paid->heat)
        spotInView = spotInView || canvas->viewport()->rect().contains(canvas->mapFromScene(
                                       lab->heatOverlay()->spotCentre(cell.location)));
    QVERIFY2(spotInView, "no hot spot in the canvas's view");
    QVERIFY2(canvas->viewport()->grab().toImage() != bare, "the heat map is not drawn");

    // Find a Fairer Course's page, in the same place: its Search button and its table too.
    dock->showPage(LabDock::FairerPage);
    QVERIFY(!inWindow(dock, &window).intersects(inWindow(canvas, &window)));
    FairerCoursePanel *fairer = dock->fairer();
    for (QWidget *widget :
         {static_cast<QWidget *>(fairer->findChild<QPushButton *>(QStringLiteral("fairerSearch"))),
          static_cast<QWidget *>(fairer->table())}) {
        const QString problem = unreachable(widget, window);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    }
}

// View > Reset Layout brings a floated, narrowed lab back to its first place: docked on the right
// beside the canvas, about as wide as when it first opened (its share of the window). Before,
// the lab stayed where it was, and the canvas's fit and its scroll bars took turns for ever.
void TestLabDockLayout::resetLayoutPutsTheLabBack()
{
    CourseEditorWindow window;
    QVERIFY(test::openInEditor(window, QStringLiteral(":/courses/rowing-standard.json"),
                               QSize(1280, 720)));
    LabDock *dock = test::openLab(window, LabDock::TestPage);
    QVERIFY(dock);
    QTRY_VERIFY(dock->width() > 200);
    const QRect first = inWindow(dock, &window);

    dock->setFloating(true);
    dock->resize(240, 300);
    QVERIFY(dock->isFloating());
    window.menus()->resetLayout->trigger();
    QVERIFY(!dock->isFloating());
    QVERIFY(dock->isVisible());
    QCOMPARE(window.dockWidgetArea(dock), Qt::RightDockWidgetArea);
    QTRY_VERIFY(placedAsFirst(inWindow(dock, &window), first));
    QVERIFY(!inWindow(dock, &window).intersects(inWindow(window.canvas(), &window)));

    // Closed, it stays closed; shown again, it opens in that place.
    dock->close();
    dock->setFloating(true);
    window.menus()->resetLayout->trigger();
    QVERIFY(!dock->isVisible());
    QVERIFY(test::openLab(window, LabDock::FairerPage));
    QVERIFY(!dock->isFloating());
    QTRY_VERIFY(placedAsFirst(inWindow(dock, &window), first));
}

QTEST_MAIN(TestLabDockLayout)
#include "tst_lab_dock_layout.moc"
