// Issue 54, outside the boards: the whole main window (docks, menu bar, status bar, board) and
// the course editor's window with a course of every kind, as a screen reader meets them
// (QAccessible::queryAccessibleInterface from the window down, shown nodes only). Every
// interactive node and every cell or list item needs a name, and no two sibling controls share a
// name and role. Before this suite the main window had 9 such nodes without a name (the Players
// table and its empty Place cells, the Coach's and Moves' lists, the game log) and the editor
// about 20.
//
// With CW_A11Y_REPORT set it prints one line per window for scripts/a11y-report.
#include "AccessibleRoles.h"
#include "Language.h"
#include "MainWindow.h"
#include "core/CourseEditorWindow.h"
#include "core/GameRegistry.h"

#include <QAccessible>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>

#include <set>

using namespace cw;
using test::interactiveRole;

namespace {

// What a person acts on or lands on: a control, anything focusable, a table's cell, a list's
// line; and the window's bars, which a screen reader announces on the way to their controls.
bool needsName(QAccessibleInterface *node)
{
    switch (node->role()) {
    case QAccessible::Cell:
    case QAccessible::ListItem:
    case QAccessible::MenuBar:
    case QAccessible::StatusBar:
        return true;
    default:
        return interactiveRole(node->role()) || node->state().focusable;
    }
}

// What a screen reader says a node is. Qt on Linux names a combo box by its current choice and
// links it to its label by a relation, which Orca reads as its name.
QString nameOf(QAccessibleInterface *node)
{
    if (node->role() == QAccessible::ComboBox)
        for (const auto &[label, relation] : node->relations(QAccessible::Label))
            if (label)
                return label->text(QAccessible::Name);
    return node->text(QAccessible::Name);
}

QString describe(QAccessibleInterface *node)
{
    QObject *object = node->object();
    return QStringLiteral("role %1 \"%2\" (%3 %4)")
        .arg(QString::number(int(node->role())), nameOf(node),
             object ? QString::fromLatin1(object->metaObject()->className()) : QString(),
             object ? object->objectName() : QString());
}

struct Tree {
    int nodes = 0;
    int interactive = 0;
    QStringList unnamed;
    QStringList duplicates;
};

void walk(QAccessibleInterface *node, Tree &tree, int depth = 0)
{
    if (!node || !node->isValid() || depth > 200 || node->state().invisible)
        return;
    ++tree.nodes;
    if (needsName(node)) {
        ++tree.interactive;
        if (nameOf(node).trimmed().isEmpty())
            tree.unnamed << describe(node);
    }
    std::set<std::pair<int, QString>> seen;
    for (int i = 0; i < node->childCount(); ++i) {
        QAccessibleInterface *child = node->child(i);
        if (!child || child->state().invisible)
            continue;
        if (interactiveRole(child->role()) &&
            !seen.insert({int(child->role()), nameOf(child)}).second)
            tree.duplicates << describe(child);
        walk(child, tree, depth + 1);
    }
}

Tree treeOf(QWidget &window)
{
    Tree tree;
    walk(QAccessible::queryAccessibleInterface(&window), tree);
    return tree;
}

void report(const QString &what, const Tree &tree)
{
    if (qEnvironmentVariableIsSet("CW_A11Y_REPORT"))
        qInfo().noquote() << QStringLiteral("A11Y %1 nodes=%2 interactive=%3 unnamed=%4 "
                                            "duplicates=%5 not-disabled=- failures=-")
                                 .arg(what)
                                 .arg(tree.nodes)
                                 .arg(tree.interactive)
                                 .arg(tree.unnamed.size())
                                 .arg(tree.duplicates.size());
}

void verifyTree(const Tree &tree)
{
    QVERIFY2(tree.unnamed.isEmpty(), qPrintable(QStringLiteral("without a name: ") +
                                                tree.unnamed.join(QStringLiteral("; "))));
    QVERIFY2(tree.duplicates.isEmpty(), qPrintable(QStringLiteral("same name and role: ") +
                                                   tree.duplicates.join(QStringLiteral("; "))));
}

} // namespace

class TestWindowAccessibility : public QObject {
    Q_OBJECT

    Language m_language;

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("CoursewrightTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_window_accessibility"));
        QSettings().clear();
        QAccessible::setActive(true);
    }

    // The main window of a game of every kind, at the person's first decision.
    void mainWindow_data()
    {
        QTest::addColumn<QString>("gameId");
        for (const GameInfo &info : GameRegistry::games())
            QTest::newRow(qPrintable(info.id)) << info.id;
    }
    void mainWindow()
    {
        QFETCH(QString, gameId);
        MainWindow window(&m_language);
        window.setQuiet(true);
        window.resize(1600, 1000);
        QVERIFY(window.startDefaultGame(7, gameId));
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QTest::qWait(50);
        const Tree tree = treeOf(window);
        report(QStringLiteral("window-") + gameId, tree);
        verifyTree(tree);
    }

    // The course editor with each game's default course.
    void editorWindow_data() { mainWindow_data(); }
    void editorWindow()
    {
        QFETCH(QString, gameId);
        const GameInfo *info = GameRegistry::find(gameId);
        QVERIFY(info);
        if (info->defaultCourse.isEmpty())
            QSKIP("a game played without a course file");
        CourseEditorWindow editor;
        editor.resize(1600, 1000);
        QVERIFY(editor.openFile(info->defaultCourse));
        editor.show();
        QVERIFY(QTest::qWaitForWindowExposed(&editor));
        QTest::qWait(50);
        const Tree tree = treeOf(editor);
        report(QStringLiteral("editor-") + gameId, tree);
        verifyTree(tree);
    }
};

QTEST_MAIN(TestWindowAccessibility)
#include "tst_window_accessibility.moc"
