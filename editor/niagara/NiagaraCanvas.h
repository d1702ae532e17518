#pragma once

#include "core/CourseCanvas.h"

namespace cw::niagara {

class NiagaraCourseDocument;
class NiagaraRiverItem;
class NiagaraCourseGeometry;

// The river on the editor's canvas, in table millimetres, drawn by NiagaraCoursePainter as it
// prints: the selected space or discovery place outlined, the spaces the rules complain about
// (NiagaraCourseDocument::problemSpaces) ringed in red. Clicking a space or a place selects it
// (the Properties panel then focuses its field). Fit to Window and Ctrl+wheel zoom come from
// CourseCanvas.
class NiagaraCanvas : public CourseCanvas {
    Q_OBJECT
public:
    explicit NiagaraCanvas(NiagaraCourseDocument *document, QWidget *parent = nullptr);

    // Where the river's spaces and places are in the scene (millimetres).
    const NiagaraCourseGeometry &riverGeometry() const;
    // The river's spaces (main channel, then the Left and Right arms), then its discovery places.
    std::vector<Piece> pieces() const override;

protected:
    QRectF contentRect() const override;
    void mousePressEvent(QMouseEvent *event) override;

private:
    void sync();

    NiagaraCourseDocument *m_document;
    NiagaraRiverItem *m_river;
};

} // namespace cw::niagara
