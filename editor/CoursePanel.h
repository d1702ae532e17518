#pragma once

#include <QJsonObject>
#include <QString>
#include <QWidget>

class QLabel;
class QTableWidget;

namespace cw {

// Read-only summary of the course being raced: name, length, lanes, spaces and split lines with
// their pace limits. Shows the problems instead when the course does not parse.
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
    QTableWidget *m_splits = nullptr;
};

} // namespace cw
