// Course > Test This Course… (the lab dock's first page) on built-in courses of every kind: a run
// fills the report, the heat map is drawn on the editor's canvas while the page is in view and a
// click on a hot spot selects its element, the report stays for comparison when the course
// changes and says it is of another version, Cancel stops a long run within a second, and the
// exports write JSON, CSV and PNG.
#include "LabDockSupport.h"
#include "core/CourseCanvas.h"
#include "core/CourseDocument.h"
#include "lab/LabHeatOverlay.h"
#include "lab/LabRunner.h"
#include "niagara/NiagaraCourseDocument.h"
#include "rowing/RowingCourseDocument.h"
#include "rowing/RowingValueChanges.h"
#include "salmon/SalmonCourseDocument.h"
#include "visions/VisionsCourseDocument.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QFile>
#include <QImage>
#include <QJsonDocument>
#include <QLabel>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>
#include <QUndoStack>

using namespace cw;

class TestLabPanel : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void rowingRunHeatMapAndCompare();
    void salmonHeatMapSelectsAHex();
    void niagaraHeatMapsOnSpacesAndPlaces();
    void visionsHeatMapsOnTheRoad();
    void cancelStopsWithinASecond();
    void exports();
    void timeLeftEstimate();

private:
    // Opens `course` in a quiet editor, shows it and its lab; runs `games` games to the end.
    static LabPanel *runLab(CourseEditorWindow &window, const QString &course, int games);
    static bool clickSpot(CourseEditorWindow &window, LabPanel *lab, int location);
    QTemporaryDir m_dir;
};

void TestLabPanel::initTestCase()
{
    test::useTestSettings(QStringLiteral("tst_lab_panel"));
    QVERIFY(m_dir.isValid());
}

LabPanel *TestLabPanel::runLab(CourseEditorWindow &window, const QString &course, int games)
{
    if (!test::openInEditor(window, course, QSize(1280, 800)))
        return nullptr;
    LabDock *dock = test::openLab(window, LabDock::TestPage);
    if (!dock || !test::runLab(dock->lab(), games, 20000))
        return nullptr;
    return dock->lab();
}

bool TestLabPanel::clickSpot(CourseEditorWindow &window, LabPanel *lab, int location)
{
    const QPointF centre = lab->heatOverlay()->spotCentre(location);
    if (centre.isNull())
        return false;
    CourseCanvas *canvas = window.canvas();
    QTest::mouseClick(canvas->viewport(), Qt::LeftButton, {}, canvas->mapFromScene(centre));
    return true;
}

void TestLabPanel::rowingRunHeatMapAndCompare()
{
    CourseEditorWindow window;
    LabPanel *lab = runLab(window, QStringLiteral(":/courses/rowing-standard.json"), 150);
    QVERIFY(lab);
    QCOMPARE(lab->seatsBox()->value(), 6); // the course's lanes
    const LabReport &report = lab->currentReport();
    QCOMPARE(report.gamesPlayed, 150);
    QVERIFY(!report.cancelled);
    // The report names the AI levels as the level boxes do, never by their file keys ("easy").
    QString reportText;
    for (const QTextBrowser *view : lab->findChildren<QTextBrowser *>())
        reportText += view->toPlainText();
    QVERIFY2(reportText.contains(QStringLiteral("Seats: Easy, Easy")), qPrintable(reportText));
    QVERIFY2(!reportText.contains(QStringLiteral("easy")), qPrintable(reportText));

    // Crabs per split line, on the rowing canvas; a click on the hottest selects its line.
    QVERIFY(lab->showHeat(QStringLiteral("splitPaid")));
    const LabRuleStats *paid = report.rule(QStringLiteral("splitPaid"));
    QCOMPARE(lab->heatOverlay()->spotCount(), int(paid->heat.size()));
    const auto hottest = std::max_element(
        paid->heat.begin(), paid->heat.end(),
        [](const LabHeatCell &a, const LabHeatCell &b) { return a.count < b.count; });
    window.document()->setSelection({});
    QVERIFY(clickSpot(window, lab, hottest->location));
    const CourseSelection selected = window.document()->selection();
    QCOMPARE(selected.element, rowing::RowingCourseDocument::splitLineElement());
    auto *document = static_cast<rowing::RowingCourseDocument *>(window.document());
    QCOMPARE(QStringLiteral("%1 m").arg(
                 document->course().splitLines[std::size_t(selected.index)].metres),
             hottest->name);
    // The heat map is on the canvas while the page is in view: the other page takes it off,
    // coming back puts it on again.
    LabDock *dock = window.labDock();
    dock->showPage(LabDock::FairerPage);
    QCOMPARE(lab->heatOverlay()->spotCount(), 0);
    dock->showPage(LabDock::TestPage);
    QCOMPARE(lab->heatOverlay()->spotCount(), int(paid->heat.size()));
    auto *stale = lab->findChild<QLabel *>(QStringLiteral("labStaleNote"));
    QVERIFY(stale && !stale->isVisible());

    // The course changes: the report stays, its heat map leaves the canvas; the next run keeps
    // it beside the new one.
    window.openFile(QStringLiteral(":/courses/rowing-standard.json")); // read-only: copy edits
    lab->gamesBox()->setValue(100);
    document = static_cast<rowing::RowingCourseDocument *>(window.document());
    document->undoStack()->push(rowing::setPaceLimit(document, 0, 3));
    QCOMPARE(lab->currentReport().gamesPlayed, 150);
    QCOMPARE(lab->heatOverlay()->spotCount(), 0);
    // The report says it is of the course before the edit.
    QVERIFY(stale->isVisible());
    QVERIFY2(stale->text().contains(QStringLiteral("earlier version")), qPrintable(stale->text()));
    QSignalSpy done(lab, &LabPanel::runFinished);
    QVERIFY(lab->run());
    QVERIFY(done.wait(20000));
    QCOMPARE(lab->currentReport().gamesPlayed, 100);
    QCOMPARE(lab->previousReport().gamesPlayed, 150);
    QVERIFY(!stale->isVisible());
    QVERIFY(lab->findChild<QWidget *>(QStringLiteral("labPreviousReport"))->isVisible());
    // What differs is said: the edit and the number of games.
    auto *note = lab->findChild<QLabel *>(QStringLiteral("labCompareNote"));
    QVERIFY(note && note->isVisible());
    QVERIFY2(note->text().contains(QStringLiteral("edited")), qPrintable(note->text()));
    QVERIFY2(note->text().contains(QStringLiteral("150")), qPrintable(note->text()));

    // A course of another game: its run is not compared with the rowing one, and the note says
    // why.
    window.openFile(QStringLiteral(":/courses/niagara-standard.json"));
    QVERIFY2(stale->isVisible() && stale->text().contains(QStringLiteral("not of the course")),
             qPrintable(stale->text()));
    lab->gamesBox()->setValue(20);
    QVERIFY(lab->run());
    QVERIFY(done.wait(20000));
    QCOMPARE(lab->currentReport().gameId, QStringLiteral("niagara"));
    QVERIFY(!lab->findChild<QWidget *>(QStringLiteral("labPreviousReport"))->isVisible());
    QVERIFY(!lab->findChild<QCheckBox *>(QStringLiteral("labCompare"))->isEnabled());
    QVERIFY2(note->isVisible() && note->text().contains(QStringLiteral("another game")),
             qPrintable(note->text()));
}

void TestLabPanel::salmonHeatMapSelectsAHex()
{
    CourseEditorWindow window;
    LabPanel *lab = runLab(window, QStringLiteral(":/courses/salmon-expert.json"), 80);
    QVERIFY(lab);
    QCOMPARE(lab->currentReport().gameId, QStringLiteral("salmon"));
    QVERIFY(lab->showHeat(QStringLiteral("supplyCard")));
    const LabRuleStats *rule = lab->currentReport().rule(QStringLiteral("supplyCard"));
    const LabHeatCell &cell = rule->heat.front();
    QVERIFY(clickSpot(window, lab, cell.location));
    QCOMPARE(window.document()->selection(),
             (CourseSelection{salmon::SalmonCourseDocument::hexElement(), cell.location}));
}

// Niagara: gems taken on the discovery places, canoes lost on the spaces above a waterfall; a click
// selects the place or the space. The report says there is no start position apart from seats.
void TestLabPanel::niagaraHeatMapsOnSpacesAndPlaces()
{
    CourseEditorWindow window;
    LabPanel *lab = runLab(window, QStringLiteral(":/courses/niagara-standard.json"), 60);
    QVERIFY(lab);
    QCOMPARE(lab->currentReport().gameId, QStringLiteral("niagara"));
    QVERIFY(lab->showHeat(QStringLiteral("gemTaken")));
    const LabRuleStats *taken = lab->currentReport().rule(QStringLiteral("gemTaken"));
    QCOMPARE(lab->heatOverlay()->spotCount(), int(taken->heat.size()));
    QVERIFY(clickSpot(window, lab, taken->heat.front().location));
    QCOMPARE(window.document()->selection(),
             (CourseSelection{niagara::NiagaraCourseDocument::placeElement(),
                              taken->heat.front().location}));
    QVERIFY(lab->showHeat(QStringLiteral("canoeLost")));
    const LabRuleStats *lost = lab->currentReport().rule(QStringLiteral("canoeLost"));
    QVERIFY(clickSpot(window, lab, lost->heat.front().location));
    QCOMPARE(window.document()->selection(),
             (CourseSelection{niagara::NiagaraCourseDocument::spaceElement(),
                              lost->heat.front().location}));
    auto *report = lab->findChild<QWidget *>(QStringLiteral("labCurrentReport"));
    QVERIFY(report);
    const QString text = static_cast<QTextBrowser *>(report)->toPlainText();
    QVERIFY2(text.contains(QStringLiteral("Niagara has no start position")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("rounds on average")), qPrintable(text));
}

// Visions: fatigue on the road's spaces (a click selects the space's tile), bonus lines won on
// their line (a click selects the line); starts by the starting order the rules drew.
void TestLabPanel::visionsHeatMapsOnTheRoad()
{
    CourseEditorWindow window;
    LabPanel *lab = runLab(window, QStringLiteral(":/courses/visions-short.json"), 12);
    QVERIFY(lab);
    QCOMPARE(lab->currentReport().gameId, QStringLiteral("visions"));
    QVERIFY(lab->showHeat(QStringLiteral("fatigueT")));
    const LabRuleStats *fatigue = lab->currentReport().rule(QStringLiteral("fatigueT"));
    QCOMPARE(lab->heatOverlay()->spotCount(), int(fatigue->heat.size()));
    window.document()->setSelection({});
    QVERIFY(clickSpot(window, lab, fatigue->heat.back().location));
    QCOMPARE(window.document()->selection().element, visions::VisionsCourseDocument::tileElement());
    QVERIFY(lab->showHeat(QStringLiteral("bonusLine")));
    const LabRuleStats *bonus = lab->currentReport().rule(QStringLiteral("bonusLine"));
    QVERIFY(clickSpot(window, lab, bonus->heat.front().location));
    QCOMPARE(window.document()->selection(),
             (CourseSelection{visions::VisionsCourseDocument::bonusLineElement(),
                              bonus->heat.front().location}));
    QCOMPARE(int(lab->currentReport().starts.size()), lab->seatsBox()->value());
}

void TestLabPanel::cancelStopsWithinASecond()
{
    CourseEditorWindow window;
    window.setQuiet(true);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    LabDock *dock = test::openLab(window, LabDock::TestPage);
    QVERIFY(dock);
    LabPanel *lab = dock->lab();
    lab->gamesBox()->setValue(100000);
    QSignalSpy done(lab, &LabPanel::runFinished);
    QVERIFY(lab->run());
    QVERIFY(lab->isRunning());
    QTRY_VERIFY(lab->currentReport().gamesPlayed > 0);
    lab->cancel();
    // The panel hears of the end once the games in play finish (counted by tst_course_lab; the
    // pace is bench_course_lab's): a generous wait, not a timing.
    QVERIFY(done.wait(30000));
    QVERIFY(lab->currentReport().cancelled);
    QVERIFY(lab->currentReport().gamesPlayed < 100000);
    QVERIFY(!lab->isRunning());
}

void TestLabPanel::exports()
{
    CourseEditorWindow window;
    LabPanel *lab = runLab(window, QStringLiteral(":/courses/rowing-sprint-1000.json"), 60);
    QVERIFY(lab);
    QVERIFY(lab->showHeat(QStringLiteral("splitPaid")));
    QString error;
    const QString json = m_dir.filePath(QStringLiteral("lab.json"));
    QVERIFY2(lab->exportJson(json, &error), qPrintable(error));
    QFile file(json);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QJsonObject object = QJsonDocument::fromJson(file.readAll()).object();
    QCOMPARE(object.value(QStringLiteral("gamesPlayed")).toInt(), 60);

    const QString csv = m_dir.filePath(QStringLiteral("lab.csv"));
    QVERIFY2(lab->exportCsv(csv, &error), qPrintable(error));
    QFile csvFile(csv);
    QVERIFY(csvFile.open(QIODevice::ReadOnly));
    QVERIFY(csvFile.readLine().startsWith("section,item,location,measure,value"));

    const QString png = m_dir.filePath(QStringLiteral("heat.png"));
    QVERIFY2(lab->exportHeatPng(png, &error), qPrintable(error));
    const QImage image(png);
    QVERIFY(!image.isNull());
    QVERIFY(image.width() >= 1000);

    // A folder where the file should go: refused, with a reason.
    QVERIFY(!lab->exportJson(m_dir.path(), &error));
    QVERIFY(!error.isEmpty());
}

void TestLabPanel::timeLeftEstimate()
{
    QCOMPARE(LabRunner::estimateLeft(1000, 0, 100), qint64(-1));
    QCOMPARE(LabRunner::estimateLeft(1000, 10, 100), qint64(9000));
    QCOMPARE(LabRunner::estimateLeft(1000, 100, 100), qint64(0));
}

QTEST_MAIN(TestLabPanel)
#include "tst_lab_panel.moc"
