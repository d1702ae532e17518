#pragma once

#include "print/PrintLayout.h"

#include <QJsonObject>
#include <QWidget>

#include <optional>
#include <vector>

namespace cw {

// A small picture of a whole course of any kind: its print layout (CoursePrinting::prepare, the
// kind's own drawing code) scaled to fit the widget. A long row of pieces (rowing strips laid end
// to end) is cut into lines of equal length, read like text, each line the next stretch of the
// course (wrapped piece by piece, as the print's assembly map does, the lines were ragged and the
// last one a stub: issue 32). Shows nothing for a course that cannot be read.
class CoursePreview : public QWidget {
    Q_OBJECT
public:
    explicit CoursePreview(QWidget *parent = nullptr);

    // `course`: a course object of any kind, as embedded in a game setup. Empty: no picture.
    void setCourse(const QJsonObject &course);
    // Whether the course could be laid out (something is drawn).
    bool hasPicture() const { return m_layout.has_value(); }

    // Where each piece of the course is drawn at the widget's present size, in widget pixels,
    // line by line (a line's pieces left to right): `rect` where the whole piece lies, `shown`
    // the part of it the line shows (a piece cut between two lines shows a part in each). Empty
    // without a picture.
    struct Placed {
        int piece = 0;
        QRectF rect;
        QRectF shown;
    };
    std::vector<std::vector<Placed>> placements() const;

    QSize sizeHint() const override { return {320, 180}; }

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    std::optional<print::PrintLayout> m_layout;
};

} // namespace cw
