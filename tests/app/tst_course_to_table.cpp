// The whole path of issue #3, end to end: a course made from scratch in the editor is saved,
// reopened identical, validated, played in the main window, and printed to a PDF whose pages
// assemble the course at true scale (checked with poppler's pdfinfo).
#include "Language.h"
#include "MainWindow.h"
#include "core/CourseDocument.h"
#include "core/CourseEditorWindow.h"
#include "course/CourseFile.h"
#include "print/CoursePrint.h"
#include "rowing/RowingAddSplitLine.h"
#include "rowing/RowingCourseDocument.h"
#include "rowing/RowingCourseGeometry.h"
#include "rowing/RowingRemoveSplitLine.h"
#include "rowing/RowingSetCourseLength.h"
#include "rowing/RowingSetLaneCount.h"
#include "rowing/RowingValueChanges.h"
#include "session/GameSession.h"

#include <QProcess>
#include <QRegularExpression>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace cw;
using namespace cw::rowing;

class TestCourseToTable : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("CoursewrightTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_course_to_table"));
        QSettings().clear();
    }

    void fromScratchToPrintedPages()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("river-cup.json"));
        MainWindow window(&m_language);
        window.setQuiet(true);
        CourseEditorWindow *editor = window.courseEditor();

        // Made from scratch, every change an undo step.
        QVERIFY(editor->newDefaultCourse(QStringLiteral("rowing")));
        auto *document = qobject_cast<RowingCourseDocument *>(editor->document());
        QVERIFY(document);
        QUndoStack *undo = document->undoStack();
        undo->push(rowing::renameCourse(document, QStringLiteral("River Cup")));
        undo->push(new RowingSetLaneCount(document, 4));
        undo->push(new RowingSetCourseLength(document, 60, 25)); // 1500 m
        undo->push(new RowingRemoveSplitLine(document, 3));      // the blank course's 1750 m line
        undo->push(new RowingAddSplitLine(document, {1200, 7}));
        undo->push(rowing::renameLane(document, 0, QStringLiteral("Bank")));
        QVERIFY(editor->isModified());

        // Saved, and reopened identical.
        QVERIFY2(editor->saveToFile(file), qPrintable(editor->lastError()));
        const QJsonObject saved = document->toJson();
        QVERIFY(editor->newDefaultCourse(QStringLiteral("rowing")));
        QVERIFY2(editor->openFile(file), qPrintable(editor->lastError()));
        QCOMPARE(editor->document()->toJson(), saved);
        QVERIFY(!editor->isModified());

        // Validated: no problem at all (the strips fit A4 landscape).
        QVERIFY2(editor->problems().isEmpty(),
                 qPrintable(problemTexts(editor->problems()).join(u';')));
        CourseProblems problems;
        const std::optional<QJsonObject> fromDisk = CourseFile::read(file, &problems);
        QVERIFY(fromDisk);
        QVERIFY(CourseFile::check(*fromDisk, {4, std::nullopt}).isEmpty());

        // Played: Play This Course starts a race on it in the main window.
        editor->playCourse();
        QVERIFY(window.session()->hasGame());
        QCOMPARE(window.session()->record().setup.course, saved);
        QCOMPARE(window.session()->record().setup.courseSource, file);

        // Printed: a map page and one page per strip, each an A4 landscape sheet.
        const QString pdf = dir.filePath(QStringLiteral("river-cup.pdf"));
        QStringList written;
        QString error;
        QVERIFY2(print::exportCourse(saved, PageSpec{Paper::A4, true}, print::ExportFormat::Pdf,
                                     pdf, &written, &error),
                 qPrintable(error));
        QCOMPARE(written, QStringList{pdf});
        const RowingCourse course = *RowingCourse::read(saved, &problems);
        const int strips = int(RowingCourseGeometry(course).strips().size());
        QCOMPARE(strips, 6);
        QProcess pdfinfo;
        pdfinfo.start(QStringLiteral("pdfinfo"), {pdf});
        QVERIFY(pdfinfo.waitForFinished(30000));
        const QString info = QString::fromUtf8(pdfinfo.readAllStandardOutput());
        QVERIFY2(
            info.contains(QRegularExpression(QStringLiteral("Pages:\\s+%1\\b").arg(1 + strips))),
            qPrintable(info));
        QVERIFY2(info.contains(QStringLiteral("841.89 x 595.27")), qPrintable(info));
    }

private:
    Language m_language;
};

QTEST_MAIN(TestCourseToTable)
#include "tst_course_to_table.moc"
