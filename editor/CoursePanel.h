#pragma once

#include <QJsonObject>
#include <QString>
#include <QWidget>

class QLabel;

namespace cw {

class CoursePreview;

// Read-only summary of the course being raced, whatever its kind: name, the kind's one-line
// summary (CourseKind::summary), where it came from, and a picture of the whole course drawn by
// the kind's own print code (CoursePreview). Shows the problems instead when the course does not
// open.
class CoursePanel : public QWidget {
    Q_OBJECT
public:
    explicit CoursePanel(QWidget *parent = nullptr);

    // `course` is the course object embedded in the game setup; `source` where it came from.
    void setCourse(const QJsonObject &course, const QString &source);

protected:
    void changeEvent(QEvent *event) override;

private:
    void refresh();

    QJsonObject m_course;
    QString m_source;
    QLabel *m_summary = nullptr;
    CoursePreview *m_preview = nullptr;
};

} // namespace cw
