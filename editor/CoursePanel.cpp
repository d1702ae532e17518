#include "CoursePanel.h"

#include "course/CourseFile.h"
#include "rowing/RowingCourse.h"

#include <QEvent>
#include <QFileInfo>
#include <QHeaderView>
#include <QLabel>
#include <QTableWidget>
#include <QVBoxLayout>

namespace cw {

CoursePanel::CoursePanel(QWidget *parent)
    : QWidget(parent), m_summary(new QLabel(this)), m_splits(new QTableWidget(0, 3, this))
{
    setObjectName(QStringLiteral("coursePanel"));
    m_summary->setObjectName(QStringLiteral("courseSummary"));
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_splits->setObjectName(QStringLiteral("splitLines"));
    m_splits->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_splits->setSelectionMode(QAbstractItemView::NoSelection);
    m_splits->verticalHeader()->hide();
    m_splits->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_summary);
    layout->addWidget(m_splits, 1);
    refresh();
}

void CoursePanel::setCourse(const QJsonObject &course, const QString &source)
{
    m_course = course;
    m_source = source;
    refresh();
}

void CoursePanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        refresh();
    QWidget::changeEvent(event);
}

void CoursePanel::refresh()
{
    m_splits->setHorizontalHeaderLabels({tr("Split line"), tr("Space"), tr("Pace limit")});
    m_splits->setRowCount(0);
    if (m_course.isEmpty()) {
        m_summary->setText(tr("No course loaded."));
        return;
    }
    CourseProblems problems;
    const std::optional<QJsonObject> json = CourseFile::open(m_course, &problems);
    const std::optional<rowing::RowingCourse> course =
        json ? rowing::RowingCourse::read(*json, &problems) : std::nullopt;
    if (!course) {
        m_summary->setText(
            tr("This course cannot be read:\n%1").arg(problemTexts(problems).join(u'\n')));
        return;
    }
    const QString from =
        m_source.startsWith(u':') ? tr("built-in course") : QFileInfo(m_source).fileName();
    m_summary->setText(tr("<b>%1</b><br>%2 m · %3 lanes · %4 spaces of %5 m<br><i>%6</i>")
                           .arg(course->name.toHtmlEscaped())
                           .arg(course->lengthMetres())
                           .arg(course->lanes)
                           .arg(course->spaces)
                           .arg(course->metresPerSpace)
                           .arg(from.toHtmlEscaped()));
    m_splits->setRowCount(int(course->splitLines.size()));
    for (int row = 0; row < m_splits->rowCount(); ++row) {
        const rowing::SplitLine &line = course->splitLines[std::size_t(row)];
        const QStringList cells{tr("%1 m").arg(line.metres),
                                QString::number(course->crossingSpace(line)),
                                QString::number(line.paceLimit)};
        for (int column = 0; column < cells.size(); ++column) {
            auto *item = new QTableWidgetItem(cells[column]);
            item->setTextAlignment(Qt::AlignCenter);
            m_splits->setItem(row, column, item);
        }
    }
}

} // namespace cw
