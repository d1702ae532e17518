// File > New Course (CourseEditorWindow::newCourse): a blank course of the kind chosen (issue 56:
// it was a copy of the default course), titled Untitled in the interface's language, valid,
// drawn to fill the canvas, and saved and reopened as it is; the window itself still starts on
// the default course.
#include "Language.h"
#include "ScopedLanguage.h"
#include "core/CourseCanvas.h"
#include "core/CourseDocument.h"
#include "core/CourseEditorWindow.h"
#include "course/CourseFile.h"
#include "course/CourseKind.h"

#include <QApplication>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace cw;

namespace {

// The pieces of the course as the canvas shows them, in view pixels.
QRect shownPieces(const CourseCanvas &canvas)
{
    QRect shown;
    for (const CourseCanvas::Piece &piece : canvas.pieces())
        shown |= canvas.mapFromScene(piece.sceneRect).boundingRect();
    return shown;
}

} // namespace

class TestNewCourse : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void newCourseIsBlank_data()
    {
        QTest::addColumn<QString>("kindId");
        QTest::addColumn<int>("pieces");
        QTest::newRow("rowing") << QStringLiteral("rowing") << 2;          // two lanes
        QTest::newRow("salmon") << QStringLiteral("salmon-river") << 2;    // S1, F1
        QTest::newRow("visions") << QStringLiteral("visions-road") << 2;   // S, F
        QTest::newRow("niagara") << QStringLiteral("niagara-river") << -1; // spaces and places
    }
    void newCourseIsBlank()
    {
        QFETCH(QString, kindId);
        QFETCH(int, pieces);
        CourseEditorWindow window;
        window.setQuiet(true);
        window.resize(1280, 720);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.newCourse(kindId));
        QApplication::processEvents();
        const QJsonObject course = window.document()->toJson();
        QCOMPARE(course, CourseKinds::find(kindId)->blank());
        QCOMPARE(course.value(QStringLiteral("name")).toString(), QStringLiteral("Untitled"));
        QVERIFY(window.filePath().isEmpty());
        QVERIFY(!window.isModified());
        QVERIFY2(window.problems().isEmpty(),
                 qPrintable(problemTexts(window.problems()).join(u';')));

        // Drawn whole, and large: the canvas fits the course to the window.
        CourseCanvas *canvas = window.canvas();
        if (pieces >= 0)
            QCOMPARE(int(canvas->pieces().size()), pieces);
        const QRect shown = shownPieces(*canvas);
        const QRect view = canvas->viewport()->rect();
        QVERIFY2(view.contains(shown), qPrintable(QStringLiteral("%1,%2 %3×%4 in %5×%6")
                                                      .arg(shown.x())
                                                      .arg(shown.y())
                                                      .arg(shown.width())
                                                      .arg(shown.height())
                                                      .arg(view.width())
                                                      .arg(view.height())));
        QVERIFY(shown.width() > view.width() / 3 || shown.height() > view.height() / 3);

        // Saved and reopened as it was.
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("untitled.cwcourse"));
        QVERIFY2(window.saveToFile(path), qPrintable(window.lastError()));
        CourseProblems problems;
        const std::optional<QJsonObject> saved = CourseFile::read(path, &problems);
        QVERIFY(saved);
        QVERIFY(!hasErrors(CourseFile::check(*saved)));
        CourseEditorWindow reopened;
        reopened.setQuiet(true);
        QVERIFY2(reopened.openFile(path), qPrintable(reopened.lastError()));
        QCOMPARE(reopened.document()->toJson(), course);
    }

    void newCourseIsSansTitreInFrench()
    {
        Language language;
        test::ScopedLanguage french(language);
        QVERIFY(french.apply(QStringLiteral("fr")));
        CourseEditorWindow window;
        window.setQuiet(true);
        for (const CourseKind &kind : CourseKinds::all()) {
            if (!kind.blank)
                continue;
            QVERIFY(window.newCourse(kind.id));
            QCOMPARE(window.document()->toJson().value(QStringLiteral("name")).toString(),
                     QStringLiteral("Sans titre"));
        }
    }

    // The window starts on the default course of its first kind, as it always has: New Course
    // changed, the start did not.
    void windowStartsOnTheDefaultCourse()
    {
        CourseEditorWindow window;
        const CourseKind *kind = CourseKinds::find(window.document()->kindId());
        QVERIFY(kind);
        QCOMPARE(window.document()->toJson(), kind->defaultCourse());
        QVERIFY(window.document()->toJson() != kind->blank());
    }
};

QTEST_MAIN(TestNewCourse)
#include "tst_new_course.moc"
