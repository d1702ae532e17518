// Text typed by people or read from files is plain text within the reader's limits everywhere it
// is typed or shown (issue 56): for a course of every kind, the name typed into its field, rich
// text and 590 characters long, is cut at the reader's limit (CourseHeader::MaxNameLength), so
// the course saved is one validate takes; every label that shows it shows the tags as written;
// the properties dock keeps its width; and every text field of the editor window takes no more
// than the reader does.
#include "core/CourseDocument.h"
#include "core/CourseEditorWindow.h"
#include "course/CourseFile.h"
#include "course/CourseHeader.h"

#include <QAbstractSpinBox>
#include <QComboBox>
#include <QDockWidget>
#include <QFile>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace cw;

namespace {

const QString Rich = QStringLiteral("<b>x</b>");

// The name field of the course's properties, whatever the kind calls it.
QLineEdit *nameField(CourseEditorWindow &window)
{
    for (const char *name : {"courseName", "riverName", "roadName"})
        if (auto *field = window.findChild<QLineEdit *>(QLatin1String(name)))
            return field;
    return nullptr;
}

// A text field people type into: not the line edit inside a spin box or a combo box.
bool typedInto(const QLineEdit *field)
{
    return !qobject_cast<QAbstractSpinBox *>(field->parentWidget()) &&
           !qobject_cast<QComboBox *>(field->parentWidget());
}

} // namespace

class TestPlainTextFields : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void typedNamesArePlainAndWithinLimits_data();
    void typedNamesArePlainAndWithinLimits();
};

void TestPlainTextFields::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("CoursewrightTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_plain_text_fields"));
    QSettings().clear();
}

void TestPlainTextFields::typedNamesArePlainAndWithinLimits_data()
{
    QTest::addColumn<QString>("course");
    for (const char *file :
         {"rowing-standard", "salmon-beginner", "niagara-standard", "visions-short"})
        QTest::newRow(file) << QStringLiteral(":/courses/%1.json").arg(QLatin1String(file));
}

void TestPlainTextFields::typedNamesArePlainAndWithinLimits()
{
    QFETCH(QString, course);
    // A copy the editor may change (a built-in course opens read-only).
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("course.json"));
    QVERIFY(QFile::copy(course, path));
    QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);
    CourseEditorWindow window;
    window.setQuiet(true);
    QVERIFY(window.openFile(path));
    window.resize(1280, 720);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(!window.isReadOnly());

    for (QLineEdit *field : window.findChildren<QLineEdit *>())
        if (typedInto(field))
            QVERIFY2(field->maxLength() <= CourseHeader::MaxNameLength,
                     qPrintable(field->objectName()));

    QLineEdit *name = nameField(window);
    QVERIFY(name);
    QCOMPARE(name->maxLength(), CourseHeader::MaxNameLength);
    const int dockWidth =
        window.findChild<QDockWidget *>(QStringLiteral("propertiesDock"))
            ? window.findChild<QDockWidget *>(QStringLiteral("propertiesDock"))->width()
            : 0;
    name->setFocus();
    name->selectAll();
    QTest::keyClicks(name, Rich + QString(582, u'a'));
    QTest::keyClick(name, Qt::Key_Return);

    const QJsonObject json = window.document()->toJson();
    const QString saved = json.value(QStringLiteral("name")).toString();
    QCOMPARE(saved.size(), CourseHeader::MaxNameLength);
    QVERIFY(saved.startsWith(Rich));
    const CourseProblems problems = CourseFile::errors(json);
    QVERIFY2(problems.isEmpty(), QJsonDocument(json).toJson().constData());

    QTest::qWait(50);
    int shown = 0;
    for (QLabel *label : window.findChildren<QLabel *>()) {
        if (!label->text().contains(Rich))
            continue;
        ++shown;
        QVERIFY2(label->textFormat() == Qt::PlainText,
                 qPrintable(label->objectName() + u' ' + label->text().left(40)));
        QVERIFY(!label->text().contains(QString(CourseHeader::MaxNameLength - Rich.size(), u'a')));
    }
    qInfo("%d labels show the name", shown);
    if (dockWidth > 0)
        QVERIFY2(window.findChild<QDockWidget *>(QStringLiteral("propertiesDock"))->width() <=
                     std::max(dockWidth, window.width() / 2),
                 "the name widened the properties dock");
}

QTEST_MAIN(TestPlainTextFields)
#include "tst_plain_text_fields.moc"
