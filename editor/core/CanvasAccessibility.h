#pragma once

#include <QAccessibleWidget>
#include <QCoreApplication>

#include <vector>

namespace cw {

class CourseCanvas;

// The course editor's canvas as a screen reader finds it (issue 54): a list whose items are the
// course's pieces (CourseCanvas::pieces(): boards, tiles, lanes, split lines, spaces, places),
// each named with its position on the table, selectable, selected as the document's selection
// is, and focused with it while the canvas has the keyboard focus. Without it a QGraphicsView
// shows a screen reader its viewport and scroll bars: unnamed fillers.
class CanvasAccessible : public QAccessibleWidget {
    Q_DECLARE_TR_FUNCTIONS(cw::CanvasAccessible)
public:
    explicit CanvasAccessible(CourseCanvas *canvas);
    ~CanvasAccessible() override;

    // Installs the factory that gives every CourseCanvas this interface (once; any call after
    // the first does nothing). CourseCanvas's constructor calls it.
    static void install();
    // What to tell a screen reader when the canvas's selection or pieces changed.
    static void selectionChanged(CourseCanvas *canvas);
    static void piecesChanged(CourseCanvas *canvas);

    CourseCanvas *canvas() const;
    QString text(QAccessible::Text t) const override;
    int childCount() const override;
    QAccessibleInterface *child(int index) const override;
    int indexOfChild(const QAccessibleInterface *child) const override;
    QAccessibleInterface *childAt(int x, int y) const override;
    QAccessibleInterface *focusChild() const override;

private:
    // One registered interface per piece index, made when first asked (QAccessible owns them).
    mutable std::vector<QAccessible::Id> m_children;
};

} // namespace cw
