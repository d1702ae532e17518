#pragma once

#include "core/CourseCanvas.h"

#include <memory>

class QGraphicsItemGroup;

class QGraphicsPathItem;

namespace cw::visions {

class VisionsCourseDocument;
class VisionsRaceTrack;
class RoadItem;
class VisionsCoursePainter;

// The road on the table: VisionsCoursePainter's drawing of the layout in millimetres inside the
// table's rectangle, the selected tile outlined, problems marked (red errors, orange warnings).
// Clicking a tile selects it; clicking a bonus line selects it, and dragging it moves it onto the
// nearest row boundary (one undo step per drag). Dragging a tile onto another moves it to that
// place in the road on release (one undo step), the tile it would take outlined meanwhile, in
// red with the reason in the status bar where the tile may not go (VisionsPieceMoves), and then
// nothing moves; Alt+Left and Alt+Right move the selected tile one place earlier or later. While a
// bonus line is selected, the row boundaries where a line of its type may lie
// (VisionsBonusLinePlaces) are marked.
class VisionsCanvas : public CourseCanvas {
    Q_OBJECT

public:
    explicit VisionsCanvas(VisionsCourseDocument *document, QWidget *parent = nullptr);

    // How many tiles or rows are marked as problems.
    int problemCount() const;
    // The tile a drag in progress would move to, outlined on the canvas; -1: none (for tests).
    int dropTarget() const { return m_dropTarget; }
    // Whether the tile dragged may go to dropTarget(): else its outline is red (for tests).
    bool dropAllowed() const { return m_dropAllowed; }
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
    // The tiles in road order, then the bonus lines.
    std::vector<Piece> pieces() const override;

protected:
    QRectF contentRect() const override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;

private:
    void sync();
    // Outlines tile `index` as where tile `from` would go, red when it may not; -1 hides the
    // outline.
    void showDropTarget(int from, int index);
    // Moves tile `from` to `to` in one undo step and selects it there; false when it cannot,
    // with the reason in the status bar when the rules refuse it.
    bool moveTileTo(int from, int to);
    // The selected bonus line and where a line of its type may lie.
    void markBonusLine(const VisionsCoursePainter &painter);

    VisionsCourseDocument *m_document;
    RoadItem *m_item;
    QGraphicsItemGroup *m_marks; // the selected bonus line and its places
    mutable std::shared_ptr<const VisionsRaceTrack> m_track; // raceTrack(), until the road changes
    int m_dragLine = -1;
    int m_dragMergeKey = 0;
    // The tile being dragged, where the press was, and the tile it would take (-1: none).
    int m_dragTile = -1;
    QPointF m_dragStart;
    int m_dropTarget = -1;
    bool m_dropAllowed = false;
    QGraphicsPathItem *m_dropOutline;
};

} // namespace cw::visions
