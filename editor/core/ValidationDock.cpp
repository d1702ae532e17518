#include "ValidationDock.h"
#include "PlainText.h"

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

// The list is brought to the problems in place: rows that stay are rewritten, extra rows are
// removed one by one, so that the view repaints exactly what changed (never a row left from
// before). A refresh asked for while one runs (a field committing its value as the list takes
// the focus, with a new check) is done once this one is over, with the problems as they are then.
void ValidationDock::refresh()
{
    if (m_refreshing) {
        m_refreshAgain = true;
        return;
    }
    m_refreshing = true;
    do {
        m_refreshAgain = false;
        fill(m_problems, m_where);
    } while (m_refreshAgain);
    m_refreshing = false;
    fitPlaceColumn();
}

// The place column is as wide as its widest text plus an em: fitted to its contents alone, the
// widest place ran into the problem beside it ("Aucun problème Le parcours…" read as one line,
// issue 54 at 150 % text).
void ValidationDock::fitPlaceColumn()
{
    m_list->resizeColumnToContents(0);
    m_list->setColumnWidth(0, m_list->columnWidth(0) +
                                  m_list->fontMetrics().horizontalAdvance(QLatin1Char('M')));
}

void ValidationDock::fill(CourseProblems problems, QStringList where)
{
    const int rows = std::max(1, int(problems.size())); // "No problems" takes a row
    while (m_list->topLevelItemCount() > rows)
        delete m_list->takeTopLevelItem(m_list->topLevelItemCount() - 1);
    while (m_list->topLevelItemCount() < rows)
        new QTreeWidgetItem(m_list);
    const QIcon error = style()->standardIcon(QStyle::SP_MessageBoxCritical);
    const QIcon warning = style()->standardIcon(QStyle::SP_MessageBoxWarning);
    for (qsizetype i = 0; i < problems.size(); ++i) {
        const CourseProblem &problem = problems[i];
        QTreeWidgetItem *item = m_list->topLevelItem(int(i));
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable);
        item->setIcon(0, problem.isError() ? error : warning);
        const QString place = i < where.size() && !where[i].isEmpty() ? where[i] : problem.path;
        item->setText(0, place.isEmpty() ? tr("Course") : place);
        item->setToolTip(0, problem.path); // a path the kind wrote ("splitLines[4]"), never a name
        item->setText(1, problem.message);
        item->setToolTip(1, PlainText::toolTip(problem.text()));
        item->setData(0, PathRole, problem.path);
    }
    if (problems.isEmpty()) {
        QTreeWidgetItem *item = m_list->topLevelItem(0);
        item->setIcon(0, style()->standardIcon(QStyle::SP_DialogApplyButton));
        item->setText(0, tr("No problems"));
        item->setToolTip(0, QString());
        item->setText(1, tr("The course can be played."));
        item->setToolTip(1, QString());
        item->setFlags(Qt::ItemIsEnabled);
        item->setData(0, PathRole, QVariant());
    }
    m_list->viewport()->update();
}

void ValidationDock::retranslate()
{
    setWindowTitle(tr("Validation"));
    m_list->setAccessibleName(windowTitle()); // what a screen reader names the list (issue 54)
    m_list->setHeaderLabels({tr("Where"), tr("Problem")});
}

void ValidationDock::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        refresh();
    } else if (event->type() == QEvent::FontChange) {
        fitPlaceColumn(); // the text size changed
    }
    QDockWidget::changeEvent(event);
}

} // namespace cw
