#pragma once

#include "core/CourseCanvas.h"

namespace cw::cycling {

class CyclingRoadDocument;
class RoadItem;

// The road on the table: RoadPainter's drawing of the layout in millimetres inside the table's
// rectangle, the selected tile outlined, problems marked (red errors, orange warnings). Clicking
// a tile selects it; dragging a bonus line moves it onto the nearest row boundary (one undo step
// per drag).
class CyclingCanvas : public CourseCanvas {
    Q_OBJECT

public:
    explicit CyclingCanvas(CyclingRoadDocument *document, QWidget *parent = nullptr);

    // How many tiles or rows are marked as problems.
    int problemCount() const;
    // Where a point of the road is shown, in scene millimetres (for tests).
    QRectF tableRect() const;

protected:
    QRectF contentRect() const override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;

private:
    void sync();

    CyclingRoadDocument *m_document;
    RoadItem *m_item;
    int m_dragLine = -1;
    int m_dragMergeKey = 0;
};

} // namespace cw::cycling
