#pragma once

#include "NiagaraPieceMoves.h"
#include "core/CourseCanvas.h"

class QGraphicsPathItem;

namespace cw::niagara {

class NiagaraCourseDocument;
class NiagaraRiverItem;
class NiagaraCourseGeometry;

// The river on the editor's canvas, in table millimetres, drawn by NiagaraCoursePainter as it
// prints: the selected space, discovery place or waterfall outlined, the spaces the rules complain
// about (NiagaraCourseDocument::problemSpaces) ringed in red. Clicking a space, a place or a
// waterfall selects it (the Properties panel then focuses its field). A discovery place dragged
// onto a space moves beside it, a waterfall dragged along its arm makes the arm longer or shorter:
// while dragging, where it would land is outlined (red, with the reason in the status bar, when it
// cannot land there), and the release is one undo step. The arrow keys move the selected place one
// space (Up and Down between the arms and the main channel) and the selected waterfall one space
// (Left shortens its arm, Right lengthens it). Fit to Window and Ctrl+wheel zoom come from
// CourseCanvas.
class NiagaraCanvas : public CourseCanvas {
    Q_OBJECT
public:
    explicit NiagaraCanvas(NiagaraCourseDocument *document, QWidget *parent = nullptr);

    // Where the river's spaces and places are in the scene (millimetres).
    const NiagaraCourseGeometry &riverGeometry() const;
    // The river's spaces (main channel, then the Left and Right arms), its discovery places, then
    // the waterfalls of the Left and Right arms.
    std::vector<Piece> pieces() const override;

    // The drop preview of a drag in progress (for tests): whether it is shown, and whether the
    // piece could land there.
    bool dropPreviewShown() const;
    bool dropPreviewPossible() const { return m_outcome.possible; }

protected:
    QRectF contentRect() const override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;

private:
    void sync();
    // The move a drag to `scenePos` proposes, with the scene rectangles where the piece would be.
    NiagaraPieceMoves::Outcome dragOutcome(const QPointF &scenePos, QList<QRectF> *where) const;
    // Shows `where` as the drop preview (red when refused); an empty list hides it.
    void showPreview(const NiagaraPieceMoves::Outcome &outcome, const QList<QRectF> &where);
    // Does a possible move in one undo step; says a refused one in the status bar.
    void apply(int colourOrArm, const NiagaraPieceMoves::Outcome &outcome, bool place);
    // The scene rectangle of the waterfall of `arm` were the arm `length` spaces long.
    QRectF waterfallAt(int arm, int length) const;

    NiagaraCourseDocument *m_document;
    NiagaraRiverItem *m_river;
    QGraphicsPathItem *m_preview;
    QGraphicsPathItem *m_selectedWaterfall;
    // The drag in progress: a place (its colour) or a waterfall (its arm), where it started, and
    // whether it has gone far enough to carry the piece.
    enum class Dragging { Nothing, Place, Waterfall } m_dragging = Dragging::Nothing;
    int m_dragIndex = -1;
    QPointF m_dragStart;
    bool m_carrying = false;
    NiagaraPieceMoves::Outcome m_outcome;
};

} // namespace cw::niagara
