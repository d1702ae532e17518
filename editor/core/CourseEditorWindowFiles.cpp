#include "CourseEditorWindow.h"
#include "PlainText.h"

#include "CourseDocument.h"
#include "CourseFileNames.h"
#include "CourseKindEditor.h"
#include "CourseKindEditors.h"
#include "RecentFiles.h"
#include "course/CourseFile.h"
#include "course/CourseKind.h"

#include <QCloseEvent>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QInputDialog>
#include <QMessageBox>
#include <QSettings>
#include <QStatusBar>
#include <QUndoStack>

// CourseEditorWindow's file lifecycle: New, Open (and Open Recent), Save, Save As, Revert, and
// the questions asked before unsaved changes would be dropped (on New, Open and Close).
namespace cw {

namespace {
const QString LastDirKey = QStringLiteral("courseEditor/lastDirectory");

using CourseFileNames::isBuiltIn;
} // namespace

bool CourseEditorWindow::newCourse(const QString &kindId)
{
    return newCourseMadeBy(kindId, &CourseKind::blank);
}

bool CourseEditorWindow::newDefaultCourse(const QString &kindId)
{
    return newCourseMadeBy(kindId, &CourseKind::defaultCourse);
}

bool CourseEditorWindow::newCourseMadeBy(const QString &kindId, QJsonObject (*CourseKind::*make)())
{
    const CourseKindEditor *kind = findCourseKindEditor(kindId);
    const CourseKind *model = CourseKinds::find(kindId);
    if (!kind || !model || !(model->*make)) {
        showError(tr("Cannot create the course"),
                  tr("The editor cannot edit courses of kind “%1”.").arg(kindId));
        return false;
    }
    CourseProblems problems;
    std::unique_ptr<CourseDocument> document = kind->createDocument((model->*make)(), &problems);
    if (!document) {
        showError(tr("Cannot create the course"), problemTexts(problems).join(QLatin1Char('\n')));
        return false;
    }
    setDocument(std::move(document), kind, QString());
    return true;
}

bool CourseEditorWindow::openFile(const QString &path)
{
    const QString name = QFileInfo(path).fileName();
    const auto fail = [&](const CourseProblems &problems) {
        QStringList lines;
        for (const CourseProblem &problem : problems)
            lines.append(CourseFile::describe(name, problem));
        showError(tr("Cannot open the course"), lines.join(QLatin1Char('\n')));
        return false;
    };
    CourseProblems problems;
    const std::optional<QJsonObject> course = CourseFile::read(path, &problems);
    if (!course)
        return fail(problems);
    const QString kindId = course->value(QStringLiteral("kind")).toString();
    const CourseKindEditor *kind = findCourseKindEditor(kindId);
    if (!kind)
        return fail(
            {CourseProblem::error(QStringLiteral("kind"),
                                  tr("the editor cannot edit courses of kind “%1”").arg(kindId))});
    problems.clear();
    std::unique_ptr<CourseDocument> document = kind->createDocument(*course, &problems);
    if (!document)
        return fail(problems);
    setDocument(std::move(document), kind, path);
    m_recent->add(path);
    if (!isBuiltIn(path))
        QSettings().setValue(LastDirKey, QFileInfo(path).absolutePath());
    statusBar()->showMessage(tr("Opened %1").arg(name), StatusTimeoutMs);
    return true;
}

bool CourseEditorWindow::saveToFile(const QString &path)
{
    if (isBuiltIn(path)) {
        showError(tr("Cannot save the course"),
                  tr("%1: built-in courses cannot be changed; save a copy elsewhere.")
                      .arg(QFileInfo(path).fileName()));
        return false;
    }
    QString error;
    if (!CourseFile::write(path, m_document->toJson(), &error)) {
        showError(tr("Cannot save the course"), error);
        return false;
    }
    m_filePath = path;
    m_readOnly = false;
    m_document->undoStack()->setClean();
    m_recent->add(path);
    QSettings().setValue(LastDirKey, QFileInfo(path).absolutePath());
    statusBar()->showMessage(tr("Saved %1").arg(QFileInfo(path).fileName()), StatusTimeoutMs);
    updateTitle();
    updateActions();
    return true;
}

bool CourseEditorWindow::revert()
{
    if (m_filePath.isEmpty())
        return false;
    return openFile(m_filePath);
}

bool CourseEditorWindow::maybeSave()
{
    if (!isModified() || m_quiet)
        return true;
    const auto answer = PlainText::warning(
        this, tr("Unsaved changes"),
        tr("The course “%1” has changes that are not saved.")
            .arg(m_filePath.isEmpty() ? tr("Untitled") : QFileInfo(m_filePath).fileName()),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    if (answer == QMessageBox::Save)
        return save();
    return answer == QMessageBox::Discard;
}

void CourseEditorWindow::chooseNewCourse()
{
    if (!maybeSave())
        return;
    const auto &editors = courseKindEditors();
    QString kindId = editors.front()->kindId();
    if (editors.size() > 1) {
        QStringList names;
        for (const CourseKindEditor *editor : editors) {
            const CourseKind *kind = CourseKinds::find(editor->kindId());
            names.append(kind && kind->displayName ? kind->displayName() : editor->kindId());
        }
        bool ok = false;
        const QString chosen = QInputDialog::getItem(this, tr("New Course"), tr("Kind of course:"),
                                                     names, 0, false, &ok);
        if (!ok)
            return;
        kindId = editors[std::size_t(names.indexOf(chosen))]->kindId();
    }
    newCourse(kindId);
}

void CourseEditorWindow::chooseFileToOpen()
{
    if (!maybeSave())
        return;
    const QString path = QFileDialog::getOpenFileName(this, tr("Open Course"),
                                                      QSettings().value(LastDirKey).toString(),
                                                      tr("Course files (*.cwcourse *.json);;All "
                                                         "files (*)"));
    if (!path.isEmpty())
        openFile(path);
}

void CourseEditorWindow::openRecent(const QString &path)
{
    if (!isBuiltIn(path) && !QFileInfo::exists(path)) {
        m_recent->remove(path);
        showError(tr("Cannot open the course"),
                  tr("%1 no longer exists; it has been removed from the recent files.")
                      .arg(QDir::toNativeSeparators(path)));
        return;
    }
    if (maybeSave())
        openFile(path);
}

bool CourseEditorWindow::save()
{
    if (m_filePath.isEmpty() || m_readOnly)
        return saveAs();
    return saveToFile(m_filePath);
}

bool CourseEditorWindow::saveAs()
{
    const QString suggestion = CourseFileNames::savePath(m_document->toJson(), m_filePath,
                                                         QSettings().value(LastDirKey).toString());
    QString path = QFileDialog::getSaveFileName(this, tr("Save Course"), suggestion,
                                                tr("Course files (*.cwcourse *.json)"));
    if (path.isEmpty())
        return false;
    // New files get the course extension (its own MIME type opens it by double-click); a name
    // the user gives with .json stays .json.
    if (QFileInfo(path).suffix().isEmpty())
        path += QStringLiteral(".cwcourse");
    return saveToFile(path);
}

void CourseEditorWindow::askRevert()
{
    if (m_filePath.isEmpty())
        return;
    if (isModified() && !m_quiet) {
        const auto answer =
            PlainText::warning(this, tr("Revert"),
                               tr("Drop every change made since “%1” was saved?")
                                   .arg(QFileInfo(m_filePath).fileName()),
                               QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Cancel);
        if (answer != QMessageBox::Discard)
            return;
    }
    revert();
}

void CourseEditorWindow::closeEvent(QCloseEvent *event)
{
    if (!maybeSave()) {
        event->ignore();
        return;
    }
    if (m_layout.isSettled())
        rememberPaletteHeight();
    m_layout.save();
    event->accept();
}

} // namespace cw
