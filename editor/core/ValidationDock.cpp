#include "ValidationDock.h"

#include <QEvent>
#include <QHeaderView>
#include <QStyle>
#include <QTreeWidget>

#include <algorithm>

namespace cw {

namespace {
constexpr int PathRole = Qt::UserRole;
}

ValidationDock::ValidationDock(QWidget *parent) : QDockWidget(parent), m_list(new QTreeWidget(this))
{
    setObjectName(QStringLiteral("validationDock"));
    m_list->setObjectName(QStringLiteral("validationList"));
    m_list->setColumnCount(2);
    m_list->setRootIsDecorated(false);
    m_list->setUniformRowHeights(true);
    m_list->setWordWrap(false);
    m_list->header()->setStretchLastSection(true);
    m_list->header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    setWidget(m_list);
    // The "No problems" line has no path at all (an invalid QVariant), and selects nothing.
    const auto activate = [this](QTreeWidgetItem *item) {
        if (item->data(0, PathRole).isValid())
            emit problemActivated(item->data(0, PathRole).toString());
    };
    connect(m_list, &QTreeWidget::itemClicked, this, activate);
    connect(m_list, &QTreeWidget::itemActivated, this, activate);
    retranslate();
}

void ValidationDock::setProblems(const CourseProblems &problems, const QStringList &where)
{
    if (problems == m_problems && where == m_where && m_list->topLevelItemCount() > 0)
        return;
    m_problems = problems;
    m_where = where;
    refresh();
}

QString ValidationDock::summary(const CourseProblems &problems)
{
    const int errors = int(std::count_if(problems.begin(), problems.end(),
                                         [](const CourseProblem &p) { return p.isError(); }));
    const int warnings = int(problems.size()) - errors;
    if (errors == 0 && warnings == 0)
        return tr("No problems");
    if (warnings == 0)
        return tr("%n error(s)", nullptr, errors);
    if (errors == 0)
        return tr("%n warning(s)", nullptr, warnings);
    return tr("%1, %2").arg(tr("%n error(s)", nullptr, errors),
                            tr("%n warning(s)", nullptr, warnings));
}

void ValidationDock::refresh()
{
    m_list->clear();
    const QIcon error = style()->standardIcon(QStyle::SP_MessageBoxCritical);
    const QIcon warning = style()->standardIcon(QStyle::SP_MessageBoxWarning);
    for (qsizetype i = 0; i < m_problems.size(); ++i) {
        const CourseProblem &problem = m_problems[i];
        auto *item = new QTreeWidgetItem(m_list);
        item->setIcon(0, problem.isError() ? error : warning);
        const QString where =
            i < m_where.size() && !m_where[i].isEmpty() ? m_where[i] : problem.path;
        item->setText(0, where.isEmpty() ? tr("Course") : where);
        item->setToolTip(0, problem.path);
        item->setText(1, problem.message);
        item->setToolTip(1, problem.text());
        item->setData(0, PathRole, problem.path);
    }
    if (m_problems.isEmpty()) {
        auto *item = new QTreeWidgetItem(m_list);
        item->setIcon(0, style()->standardIcon(QStyle::SP_DialogApplyButton));
        item->setText(0, tr("No problems"));
        item->setText(1, tr("The course can be played."));
        item->setFlags(Qt::ItemIsEnabled);
        item->setData(0, PathRole, QVariant());
    }
}

void ValidationDock::retranslate()
{
    setWindowTitle(tr("Validation"));
    m_list->setHeaderLabels({tr("Where"), tr("Problem")});
}

void ValidationDock::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        refresh();
    }
    QDockWidget::changeEvent(event);
}

} // namespace cw
