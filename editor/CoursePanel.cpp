#include "CoursePanel.h"

#include "CoursePreview.h"
#include "course/CourseFile.h"
#include "course/CourseKind.h"
#include "course/CourseName.h"

#include <QEvent>
#include <QFileInfo>
#include <QLabel>
#include <QVBoxLayout>

namespace cw {

CoursePanel::CoursePanel(QWidget *parent)
    : QWidget(parent), m_summary(new QLabel(this)), m_preview(new CoursePreview(this))
{
    setObjectName(QStringLiteral("coursePanel"));
    m_summary->setObjectName(QStringLiteral("courseSummary"));
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_summary);
    layout->addWidget(m_preview, 1);
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
    if (m_course.isEmpty()) {
        m_summary->setText(tr("No course loaded."));
        m_preview->setCourse({});
        return;
    }
    CourseProblems problems;
    const std::optional<QJsonObject> json = CourseFile::open(m_course, &problems);
    const CourseKind *kind =
        json ? CourseKinds::find(json->value(QStringLiteral("kind")).toString()) : nullptr;
    if (!kind) {
        m_summary->setText(
            tr("This course cannot be read:\n%1").arg(problemTexts(problems).join(u'\n')));
        m_preview->setCourse({});
        return;
    }
    const QString from =
        m_source.startsWith(u':') ? tr("built-in course") : QFileInfo(m_source).fileName();
    m_summary->setText(tr("<b>%1</b><br>%2 · %3<br><i>%4</i>")
                           .arg(CourseName::of(*json, m_source).toHtmlEscaped(),
                                kind->displayName().toHtmlEscaped(),
                                kind->summary ? kind->summary(*json).toHtmlEscaped() : QString(),
                                from.toHtmlEscaped()));
    m_preview->setCourse(*json);
}

} // namespace cw
