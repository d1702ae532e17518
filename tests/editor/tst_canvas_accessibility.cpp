// The course editor's canvas to a screen reader (issue 54; editor/core/CanvasAccessibility.h):
// for a built-in course of every course kind, the canvas found through
// QAccessible::queryAccessibleInterface lists the course's pieces, each named with its position,
// none unnamed; the piece selected is the one the document selects, and it has the focus while
// the canvas does; Tab and Shift+Tab select the next and previous piece, then leave the canvas.
#include "core/CourseCanvas.h"
#include "core/CourseDocument.h"
#include "core/CourseEditorWindow.h"
#include "core/CourseKindEditor.h"
#include "core/CourseKindEditors.h"

#include <QAccessible>
#include <QApplication>
#include <QCoreApplication>
#include <QRegularExpression>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>

#include <algorithm>

using namespace cw;

namespace {

// A built-in course of each kind with an editor, the largest of several (most pieces).
const QStringList Courses = {
    QStringLiteral(":/courses/rowing-standard.json"),
    QStringLiteral(":/courses/salmon-long.json"),
    QStringLiteral(":/courses/niagara-twin-falls.json"),
    QStringLiteral(":/courses/visions-long.json"),
};

// "…, at 12, -3 mm": every piece's name ends with where it lies.
const QRegularExpression Position(QStringLiteral(", at -?\\d+, -?\\d+ mm$"));

} // namespace

class TestCanvasAccessibility : public QObject {
    Q_OBJECT

    CourseEditorWindow *m_window = nullptr;

    // The canvas of the course open (the one before may still wait for its deletion).
    CourseCanvas *canvas() const
    {
        for (CourseCanvas *view : m_window->findChildren<CourseCanvas *>())
            if (view->document() == m_window->document())
                return view;
        return nullptr;
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("CoursewrightTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_canvas_accessibility"));
        QSettings().clear();
        // Every kind with an editor has a course here.
        for (const CourseKindEditor *kind : courseKindEditors()) {
            const QString prefix = kind->kindId().section(u'-', 0, 0);
            QVERIFY2(std::any_of(Courses.begin(), Courses.end(),
                                 [&](const QString &course) {
                                     return course.contains(QStringLiteral("/") + prefix);
                                 }),
                     qPrintable(kind->kindId()));
        }
    }
    void init()
    {
        m_window = new CourseEditorWindow;
        m_window->setQuiet(true);
        m_window->resize(1280, 720);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window));
    }
    void cleanup()
    {
        delete m_window;
        m_window = nullptr;
        QSettings().clear();
    }

    void everyPieceIsNamedWithItsPosition_data()
    {
        QTest::addColumn<QString>("course");
        for (const QString &course : Courses)
            QTest::newRow(qPrintable(course)) << course;
    }
    void everyPieceIsNamedWithItsPosition()
    {
        QFETCH(QString, course);
        QVERIFY(m_window->openFile(course));
        CourseCanvas *view = canvas();
        QVERIFY(view);
        QAccessibleInterface *list = QAccessible::queryAccessibleInterface(view);
        QVERIFY(list);
        QCOMPARE(list->role(), QAccessible::List);
        QVERIFY(!list->text(QAccessible::Name).isEmpty());
        const std::vector<CourseCanvas::Piece> pieces = view->pieces();
        QVERIFY(pieces.size() >= 3);
        QCOMPARE(list->childCount(), int(pieces.size()));
        QStringList names;
        for (int i = 0; i < list->childCount(); ++i) {
            QAccessibleInterface *piece = list->child(i);
            QVERIFY(piece && piece->isValid());
            QCOMPARE(piece->role(), QAccessible::ListItem);
            QCOMPARE(piece->parent(), list);
            QCOMPARE(list->indexOfChild(piece), i);
            const QString name = piece->text(QAccessible::Name);
            QVERIFY2(Position.match(name).hasMatch(), qPrintable(name));
            QVERIFY2(name.startsWith(pieces[std::size_t(i)].name), qPrintable(name));
            QVERIFY2(!piece->rect().isEmpty(), qPrintable(name));
            QVERIFY(piece->state().selectable);
            names << name;
        }
        names.removeDuplicates();
        QCOMPARE(names.size(), list->childCount()); // no two pieces read alike
    }

    void selectionAndFocusFollowTheDocument_data() { everyPieceIsNamedWithItsPosition_data(); }
    void selectionAndFocusFollowTheDocument()
    {
        QFETCH(QString, course);
        QVERIFY(m_window->openFile(course));
        CourseCanvas *view = canvas();
        QVERIFY(view);
        QAccessibleInterface *list = QAccessible::queryAccessibleInterface(view);
        const std::vector<CourseCanvas::Piece> pieces = view->pieces();
        QVERIFY(pieces.size() >= 3);
        view->document()->setSelection(pieces[1].selection);
        view->setFocus(Qt::OtherFocusReason);
        QTRY_VERIFY(view->hasFocus());
        for (int i = 0; i < list->childCount(); ++i) {
            const QAccessible::State state = list->child(i)->state();
            QCOMPARE(bool(state.selected), i == 1);
            QCOMPARE(bool(state.focused), i == 1);
        }
        QCOMPARE(list->focusChild(), list->child(1));
    }

    void tabWalksThePiecesThenLeaves_data() { everyPieceIsNamedWithItsPosition_data(); }
    void tabWalksThePiecesThenLeaves()
    {
        QFETCH(QString, course);
        QVERIFY(m_window->openFile(course));
        CourseCanvas *view = canvas();
        QVERIFY(view);
        const std::vector<CourseCanvas::Piece> pieces = view->pieces();
        QVERIFY(pieces.size() >= 3);
        view->document()->setSelection({});
        view->setFocus(Qt::OtherFocusReason);
        QTRY_VERIFY(view->hasFocus());
        for (const CourseCanvas::Piece &piece : pieces) {
            QTest::keyClick(view, Qt::Key_Tab);
            QCOMPARE(view->document()->selection(), piece.selection);
            QVERIFY(view->hasFocus());
        }
        QTest::keyClick(view, Qt::Key_Backtab, Qt::ShiftModifier);
        QCOMPARE(view->document()->selection(), pieces[pieces.size() - 2].selection);
        QTest::keyClick(view, Qt::Key_Tab);
        QTest::keyClick(view, Qt::Key_Tab); // past the last piece: the focus moves on
        QVERIFY(!view->hasFocus());
        QCOMPARE(view->document()->selection(), pieces.back().selection);
    }
};

QTEST_MAIN(TestCanvasAccessibility)
#include "tst_canvas_accessibility.moc"
