#include "CourseEditorWindow.h"

#include "CourseDocument.h"
#include "CourseEditorMenus.h"
#include "CourseExporter.h"
#include "CourseKindEditor.h"
#include "GameKitDialog.h"
#include "ValidationDock.h"
#include "course/CourseFile.h"
#include "lab/LabDock.h"

#include <QAction>
#include <QFileInfo>
#include <QLabel>
#include <QStatusBar>

#include <algorithm>

// CourseEditorWindow's checks and the commands that act on the whole course: Course > Validate,
// Play This Course, Test This Course and Find a Fairer Course; File > Print, Export and Print Game
// Kit; and which of the actions are enabled.
namespace cw {

void CourseEditorWindow::runChecks()
{
    m_problems = CourseFile::check(m_document->toJson(), CourseCheckOptions{});
    QStringList where;
    for (const CourseProblem &problem : m_problems)
        where.append(m_document->describePath(problem.path));
    m_validation->setProblems(m_problems, where);
    m_summary->setText(ValidationDock::summary(m_problems));
    updateActions();
}

void CourseEditorWindow::validate()
{
    runChecks();
    m_validation->show();
    m_validation->raise();
    statusBar()->showMessage(hasErrors(m_problems)
                                 ? tr("The course has errors: it cannot be played yet.")
                                 : tr("The course can be played."),
                             StatusTimeoutMs);
}

// Selects the element the problem's path names, then focuses the field that holds the faulty
// value: the visible widget of the Properties panel marked with the path's last key.
void CourseEditorWindow::selectProblem(const QString &path)
{
    m_document->selectProblem(path);
    const QString field = path.section(u'.', -1).section(u'[', 0, 0);
    if (field.isEmpty() || !m_properties)
        return;
    for (QWidget *widget : m_properties->findChildren<QWidget *>()) {
        if (widget->property(CourseKindEditor::FieldProperty).toString() == field &&
            widget->isVisibleTo(m_properties)) {
            widget->setFocus(Qt::OtherFocusReason);
            return;
        }
    }
}

void CourseEditorWindow::playCourse()
{
    runChecks();
    if (hasErrors(m_problems))
        return;
    emit playRequested(m_document->toJson(), m_filePath);
}

void CourseEditorWindow::playCourseOnline()
{
    runChecks();
    if (hasErrors(m_problems))
        return;
    emit playOnlineRequested(m_document->toJson(), m_filePath);
}

void CourseEditorWindow::testCourse()
{
    if (!m_lab) {
        m_lab = new LabDock(this);
        m_menus->addDockToggle(m_lab->toggleViewAction());
    }
    m_lab->showPage(LabDock::TestPage);
}

void CourseEditorWindow::findFairerCourse()
{
    testCourse();
    m_lab->showPage(LabDock::FairerPage);
}

void CourseEditorWindow::printCourse()
{
    m_exporter->print(m_document->toJson(), this);
}

void CourseEditorWindow::exportCourse(const QString &format)
{
    m_exporter->exportCourse(m_document->toJson(), format, m_filePath, this);
}

void CourseEditorWindow::printGameKit()
{
    // Beside the course's file; a built-in course (":/…") has no folder of its own.
    const bool onDisk = !m_filePath.isEmpty() && !m_filePath.startsWith(QLatin1Char(':'));
    GameKitDialog dialog(QString(), m_document->toJson(),
                         onDisk ? QFileInfo(m_filePath).absolutePath() : QString(), this);
    dialog.exec();
}

void CourseEditorWindow::updateActions()
{
    m_menus->save->setEnabled(true);
    m_menus->revert->setEnabled(!m_filePath.isEmpty() && isModified());
    m_menus->deleteSelection->setEnabled(m_document->canDeleteSelection());
    const bool busy = m_exporter->isBusy();
    for (QAction *action :
         {m_menus->print, m_menus->exportPdf, m_menus->exportSvg, m_menus->exportPng})
        action->setEnabled(!busy);

    const bool errors = hasErrors(m_problems);
    m_menus->play->setEnabled(!errors);
    m_menus->playOnline->setEnabled(!errors);
    QString tip = tr("Start a new game on this course");
    if (errors) {
        const auto first = std::find_if(m_problems.begin(), m_problems.end(),
                                        [](const CourseProblem &p) { return p.isError(); });
        tip = tr("The course cannot be played until its errors are fixed (%1).").arg(first->text());
    }
    m_menus->play->setToolTip(tip);
    m_menus->play->setStatusTip(tip);
    m_menus->playOnline->setToolTip(errors ? tip : tr("Host a game on this course for friends"));
    m_summary->setToolTip(errors ? tip : QString());
}

} // namespace cw
