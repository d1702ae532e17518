// Text typed by people or read from files is plain text within the reader's limits everywhere it
// is typed or shown (issue 56): for a course of every kind, the name typed into its field, rich
// text and 590 characters long, is cut at the reader's limit (CourseHeader::MaxNameLength), so
// the course saved is one validate takes; every label that shows it shows the tags as written;
// the properties dock keeps its width; and every text field of the editor window takes no more
// than the reader does. A board named in rich text shows as written in the palette's tool tips
// and in the Board Painter, a tile so named in the Tile Painter, a course file so named in the
// message box that asks to save it.
#include "core/CourseDocument.h"
#include "core/CourseEditorWindow.h"
#include "course/CourseFile.h"
#include "course/CourseHeader.h"
#include "salmon/SalmonBoardLibrary.h"
#include "salmon/SalmonBoardPainterDialog.h"
#include "salmon/SalmonUserBoardLibrary.h"
#include "visions/VisionsTileLibrary.h"
#include "visions/VisionsTilePainterDialog.h"

#include <QAbstractSpinBox>
#include <QApplication>
#include <QComboBox>
#include <QDockWidget>
#include <QFile>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QTreeWidget>
#include <QUndoStack>

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

// Every label under `root` that shows `text` shows it as written; how many do.
int plainLabelsShowing(QWidget *root, const QString &text)
{
    int shown = 0;
    for (QLabel *label : root->findChildren<QLabel *>())
        if (label->text().contains(text)) {
            ++shown;
            if (label->textFormat() != Qt::PlainText)
                return -1;
        }
    return shown;
}

} // namespace

class TestPlainTextFields : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void typedNamesArePlainAndWithinLimits_data();
    void typedNamesArePlainAndWithinLimits();
    void toolTipsAndPaintersShowNamesAsWritten();
    void messageBoxesShowNamesAsWritten();
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

// A tool tip that looks like HTML is shown as rich text by QToolTip: a name in one must come
// escaped, so that it shows as typed.
void TestPlainTextFields::toolTipsAndPaintersShowNamesAsWritten()
{
    QTemporaryDir library;
    salmon::SalmonUserBoardLibrary::instance().setFolder(library.path());
    salmon::SalmonRiverBoard board = *salmon::SalmonBoardLibrary::find(QStringLiteral("4H"));
    board.id = QStringLiteral("mine");
    board.name = Rich;
    QString error;
    QVERIFY2(salmon::SalmonUserBoardLibrary::instance().save(board, &error), qPrintable(error));

    CourseEditorWindow window;
    window.setQuiet(true);
    QVERIFY(window.openFile(QStringLiteral(":/courses/salmon-beginner.json")));
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QStringList tips;
    for (QListWidget *list : window.findChildren<QListWidget *>())
        for (int i = 0; i < list->count(); ++i)
            tips.append(list->item(i)->toolTip());
    for (QTreeWidget *tree : window.findChildren<QTreeWidget *>())
        for (int i = 0; i < tree->topLevelItemCount(); ++i)
            for (int column = 0; column < tree->columnCount(); ++column)
                tips.append(tree->topLevelItem(i)->toolTip(column));
    for (QWidget *widget : window.findChildren<QWidget *>())
        tips.append(widget->toolTip());
    int naming = 0;
    for (const QString &tip : std::as_const(tips)) {
        QVERIFY2(!tip.contains(Rich), qPrintable(tip.left(80)));
        naming += tip.contains(Rich.toHtmlEscaped());
    }
    QVERIFY2(naming > 0, "no tool tip names the board");

    // The Board Painter on that board, the Tile Painter on a tile so named: names shown as typed,
    // and typed within the readers' limits.
    {
        salmon::SalmonBoardPainterDialog painter(&window);
        painter.startFrom(board.id);
        painter.show();
        QVERIFY(QTest::qWaitForWindowExposed(&painter));
        QVERIFY(plainLabelsShowing(&painter, Rich) >= 0);
        for (QLineEdit *field : painter.findChildren<QLineEdit *>())
            if (typedInto(field))
                QVERIFY(field->maxLength() <= salmon::SalmonRiverBoard::MaxNameLength);
    }
    {
        visions::VisionsTile tile = *visions::VisionsTileLibrary::find(QStringLiteral("C1"));
        tile.name = Rich;
        visions::VisionsTilePainterDialog painter(&tile, &window);
        painter.show();
        QVERIFY(QTest::qWaitForWindowExposed(&painter));
        QVERIFY(plainLabelsShowing(&painter, Rich) >= 0);
        // Every label of the painter is plain: the status line says the tile's id and name.
        for (QLabel *label : painter.findChildren<QLabel *>())
            QVERIFY2(label->textFormat() == Qt::PlainText || label->property("cwRichText").toBool(),
                     qPrintable(label->text().left(60)));
        for (QLineEdit *field : painter.findChildren<QLineEdit *>())
            if (typedInto(field))
                QVERIFY(field->maxLength() <= visions::VisionsTile::MaxNameLength);
    }
    salmon::SalmonUserBoardLibrary::instance().reload();
}

// A message box's text is Qt::AutoText by default: the file name it quotes is shown as written.
void TestPlainTextFields::messageBoxesShowNamesAsWritten()
{
    // A file name cannot hold "/": an opening tag alone makes it look like HTML.
    const QString tagged = QStringLiteral("<b>x<b>");
    QTemporaryDir dir;
    const QString path = dir.filePath(tagged + QStringLiteral(".json"));
    QVERIFY(QFile::copy(QStringLiteral(":/courses/rowing-standard.json"), path));
    QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);
    CourseEditorWindow window;
    window.setQuiet(true);
    QVERIFY(window.openFile(path));
    window.setQuiet(false);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QLineEdit *name = nameField(window);
    QVERIFY(name);
    name->setFocus();
    QTest::keyClicks(name, QStringLiteral("y"));
    QVERIFY(window.isWindowModified() || window.undoStack()->count() > 0);
    QString text;
    Qt::TextFormat format = Qt::AutoText;
    QTimer::singleShot(0, &window, [&] {
        auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
        if (!box)
            return;
        text = box->text();
        format = box->textFormat();
        box->button(QMessageBox::Discard)->click();
    });
    window.close();
    QVERIFY2(text.contains(tagged), qPrintable(text));
    QCOMPARE(format, Qt::PlainText);
}

QTEST_MAIN(TestPlainTextFields)
#include "tst_plain_text_fields.moc"
