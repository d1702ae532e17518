#pragma once

#include "core/CourseCanvas.h"

#include <QCoreApplication>

#include <vector>

class QGraphicsRectItem;

namespace cw::rowing {

class CourseItem;
class RowingCourseDocument;
class SplitLineHandle;

// The rowing course on the editor's canvas, in table millimetres: the course as
// RowingCoursePainter draws it, a handle per split line (drag to move), the selected lane
// outlined, and the print strips' boundaries as dashed lines with their numbers below the course.
// Follows the document: items are updated in place, so a drag survives the changes it makes.
class RowingCanvas : public CourseCanvas {
    Q_OBJECT
public:
    explicit RowingCanvas(RowingCourseDocument *document, QWidget *parent = nullptr);

    // For tests: the handle of split line `index` (document order), or nullptr.
    SplitLineHandle *splitLineHandle(int index) const;

protected:
    QRectF contentRect() const override;
    QMargins contentMargins() const override;
    void mousePressEvent(QMouseEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void sync();
    void syncSelection();
    void rebuildStrips();

    RowingCourseDocument *m_document;
    CourseItem *m_course;
    QGraphicsRectItem *m_laneHighlight;
    std::vector<SplitLineHandle *> m_handles;
    std::vector<QGraphicsItem *> m_stripItems;
};

} // namespace cw::rowing
