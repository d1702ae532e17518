#pragma once

#include "course/CourseProblem.h"

#include <QDockWidget>

class QTreeWidget;
class QTreeWidgetItem;

namespace cw {

// The Validation dock: the errors and warnings of the course being edited, each with its icon and
// the element it concerns, always exactly the last problems it was given. Clicking a problem
// reports its JSON path (the window selects that element).
class ValidationDock : public QDockWidget {
    Q_OBJECT
public:
    explicit ValidationDock(QWidget *parent = nullptr);

    // `where` names each problem's element for people (CourseDocument::describePath), one per
    // problem; the JSON path is shown when it is missing.
    void setProblems(const CourseProblems &problems, const QStringList &where = {});
    const CourseProblems &problems() const { return m_problems; }
    QTreeWidget *list() const { return m_list; }

    // "2 errors, 1 warning", "No problems", translated.
    static QString summary(const CourseProblems &problems);

signals:
    void problemActivated(const QString &path);

protected:
    void changeEvent(QEvent *event) override;

private:
    void refresh();
    // Brings the rows to `problems` (copies: a nested refresh may replace the members).
    void fill(CourseProblems problems, QStringList where);
    void retranslate();
    void fitPlaceColumn();

    CourseProblems m_problems;
    QStringList m_where;
    QTreeWidget *m_list;
    bool m_refreshing = false;
    bool m_refreshAgain = false;
};

} // namespace cw
