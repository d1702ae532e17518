#pragma once

#include "print/PrintLayout.h"

#include <QJsonObject>
#include <QWidget>

#include <optional>

namespace cw {

// A small picture of a whole course of any kind: its print layout (CoursePrinting::prepare, the
// kind's own drawing code) scaled to fit the widget, a long row of pieces wrapped like the print's
// assembly map. Shows nothing for a course that cannot be read.
class CoursePreview : public QWidget {
    Q_OBJECT
public:
    explicit CoursePreview(QWidget *parent = nullptr);

    // `course`: a course object of any kind, as embedded in a game setup. Empty: no picture.
    void setCourse(const QJsonObject &course);
    // Whether the course could be laid out (something is drawn).
    bool hasPicture() const { return m_layout.has_value(); }

    QSize sizeHint() const override { return {320, 180}; }

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    std::optional<print::PrintLayout> m_layout;
};

} // namespace cw
