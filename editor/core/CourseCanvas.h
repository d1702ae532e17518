#pragma once

#include "CourseDocument.h"

#include <QGraphicsView>
#include <QPointF>
#include <QRectF>
#include <QString>

#include <vector>

namespace cw {

// The course view in the centre of the editor: a QGraphicsView whose scene is in millimetres.
// Kind-independent behaviour lives here: Ctrl+wheel zoom around the cursor, fit-to-window (kept
// while the window resizes, until the user zooms), and drops from the palette, which it hands to
// the document with the drop rule (CourseDocument::DropMode: insert, Shift to replace), saying
// during the drag what the drop would do (dropHint). Each kind derives its canvas and fills the
// scene, and lists its pieces (pieces()): a screen reader finds them as the canvas's items
// (CanvasAccessibility.h), and Tab and Shift+Tab select the next and previous one, leaving the
// canvas past the last and the first.
class CourseCanvas : public QGraphicsView {
    Q_OBJECT
public:
    // The MIME type of a palette drag; the payload is the entry's id (UTF-8).
    static QString paletteMimeType();

    explicit CourseCanvas(CourseDocument *document, QWidget *parent = nullptr);

    CourseDocument *document() const { return m_document; }

    // Scales the scene to the view (the whole course visible) and keeps doing so on resizes.
    void fitToWindow();
    void zoomIn();
    void zoomOut();
    // View pixels per scene millimetre.
    double zoom() const;

    // The drop mode the keyboard `modifiers` choose (Shift: replace).
    static CourseDocument::DropMode dropMode(Qt::KeyboardModifiers modifiers);

    // A piece of the course (a board, a tile, a lane, a split line, a space, a place): what
    // selecting it selects, its name for people (translated, without its position) and where it
    // is drawn in the scene.
    struct Piece {
        CourseSelection selection;
        QString name;
        QRectF sceneRect;
    };
    // The course's pieces in the course's order; none by default.
    virtual std::vector<Piece> pieces() const { return {}; }

signals:
    // While a palette piece is dragged over the canvas: what dropping it would do, and how to do
    // the other thing ("Insert 3A after tile 4 (2B). Hold Shift to replace tile 4 instead.");
    // empty when the drag leaves or ends.
    void dropHint(const QString &text);

protected:
    // The scene rectangle fit-to-window shows (the course). Defaults to the scene's items
    // bounding rectangle.
    virtual QRectF contentRect() const;
    // Room kept around contentRect() in view pixels, for labels that keep their size on screen.
    virtual QMargins contentMargins() const { return {16, 16, 16, 16}; }
    // Called by fitToWindow() before it scales, with the view pixels it fits the content into
    // (the viewport less contentMargins()): a canvas that arranges its content to suit the view
    // does so here; contentRect() is read afterwards. Does nothing by default.
    virtual void arrangeFor(const QSize &room) { Q_UNUSED(room) }
    // The course position (what CourseDocument::addFromPalette() takes) shown at scene point
    // `scenePos`. The identity by default: the scene is the course.
    virtual QPointF toCourse(const QPointF &scenePos) const { return scenePos; }
    // Call when contentRect() changed: the scene rectangle follows it (and the view refits if it
    // is fitting).
    void contentChanged();

    void wheelEvent(QWheelEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dragMoveEvent(QDragMoveEvent *event) override;
    void dragLeaveEvent(QDragLeaveEvent *event) override;
    void dropEvent(QDropEvent *event) override;
    // Tab and Shift+Tab: the next and previous piece, then out of the canvas.
    bool focusNextPrevChild(bool next) override;

private:
    // Following the window's size (and showing no scroll bars), or at the user's zoom.
    void setFitting(bool fitting);
    void scaleBy(double factor);
    void updateSceneRect();

    CourseDocument *m_document;
    bool m_fitting = true; // follow the window size until the user zooms
};

} // namespace cw
