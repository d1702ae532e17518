#pragma once

#include "core/CourseCanvas.h"

#include <memory>

class QGraphicsItemGroup;

namespace cw::visions {

class VisionsCourseDocument;
class VisionsRaceTrack;
class RoadItem;
class VisionsCoursePainter;

// The road on the table: VisionsCoursePainter's drawing of the layout in millimetres inside the
// table's rectangle, the selected tile outlined, problems marked (red errors, orange warnings).
// Clicking a tile selects it; clicking a bonus line selects it, and dragging it moves it onto the
// nearest row boundary (one undo step per drag). While a bonus line is selected, the row boundaries
// where a line of its type may lie (VisionsBonusLinePlaces) are marked.
class VisionsCanvas : public CourseCanvas {
    Q_OBJECT

public:
    explicit VisionsCanvas(VisionsCourseDocument *document, QWidget *parent = nullptr);

    // How many tiles or rows are marked as problems.
    int problemCount() const;
    // How many row boundaries are marked as places for the selected bonus line (for tests).
    int markedPlaceCount() const;
    // Where bonus line `line` is drawn, in scene millimetres (for tests).
    QPointF bonusLineCentre(int line) const;
    // Where a point of the road is shown, in scene millimetres (for tests).
    QRectF tableRect() const;
    // The road as drawn (its geometry in scene millimetres, its rows); null before the first sync.
    const VisionsCoursePainter *roadPainter() const;
    // The road's cells as the race numbers them (the course lab's locations), built when first
    // asked after a change.
    const VisionsRaceTrack &raceTrack() const;

protected:
    QRectF contentRect() const override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;

private:
    void sync();
    // The selected bonus line and where a line of its type may lie.
    void markBonusLine(const VisionsCoursePainter &painter);

    VisionsCourseDocument *m_document;
    RoadItem *m_item;
    QGraphicsItemGroup *m_marks; // the selected bonus line and its places
    mutable std::shared_ptr<const VisionsRaceTrack> m_track; // raceTrack(), until the road changes
    int m_dragLine = -1;
    int m_dragMergeKey = 0;
};

} // namespace cw::visions
