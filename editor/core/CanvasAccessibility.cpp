#include "CanvasAccessibility.h"

#include "CourseCanvas.h"

#include <QAccessible>
#include <QPointer>

namespace cw {

namespace {

// One piece of the canvas (CourseCanvas::pieces(), by index). It holds no copy of the piece:
// the canvas is asked each time, so it follows the course as it changes.
class PieceAccessible : public QAccessibleInterface {
public:
    PieceAccessible(CourseCanvas *canvas, int index) : m_canvas(canvas), m_index(index) {}

    bool isValid() const override { return m_canvas && m_index < int(pieces().size()); }
    QObject *object() const override { return nullptr; }
    QWindow *window() const override
    {
        return m_canvas ? m_canvas->window()->windowHandle() : nullptr;
    }
    QAccessibleInterface *parent() const override
    {
        return m_canvas ? QAccessible::queryAccessibleInterface(m_canvas) : nullptr;
    }
    QAccessibleInterface *child(int) const override { return nullptr; }
    int childCount() const override { return 0; }
    int indexOfChild(const QAccessibleInterface *) const override { return -1; }
    QAccessibleInterface *childAt(int, int) const override { return nullptr; }
    QAccessible::Role role() const override { return QAccessible::ListItem; }
    void setText(QAccessible::Text, const QString &) override {}

    QString text(QAccessible::Text t) const override
    {
        const std::vector<CourseCanvas::Piece> all = pieces();
        if (t != QAccessible::Name || m_index >= int(all.size()))
            return {};
        const CourseCanvas::Piece &piece = all[std::size_t(m_index)];
        // Where it lies on the table, in the scene's millimetres (its top left corner).
        return CanvasAccessible::tr("%1, at %2, %3 mm")
            .arg(piece.name)
            .arg(qRound(piece.sceneRect.left()))
            .arg(qRound(piece.sceneRect.top()));
    }

    QRect rect() const override
    {
        const std::vector<CourseCanvas::Piece> all = pieces();
        if (!m_canvas || m_index >= int(all.size()))
            return {};
        const QRect inView =
            m_canvas->mapFromScene(all[std::size_t(m_index)].sceneRect).boundingRect();
        return QRect(m_canvas->viewport()->mapToGlobal(inView.topLeft()), inView.size());
    }

    QAccessible::State state() const override
    {
        QAccessible::State state;
        state.selectable = true;
        state.focusable = true;
        const std::vector<CourseCanvas::Piece> all = pieces();
        if (!m_canvas || m_index >= int(all.size())) {
            state.invalid = true;
            return state;
        }
        state.selected = all[std::size_t(m_index)].selection == m_canvas->document()->selection();
        state.focused = state.selected && m_canvas->hasFocus();
        state.invisible = !m_canvas->isVisible();
        return state;
    }

private:
    std::vector<CourseCanvas::Piece> pieces() const
    {
        return m_canvas ? m_canvas->pieces() : std::vector<CourseCanvas::Piece>();
    }

    QPointer<CourseCanvas> m_canvas;
    int m_index;
};

QAccessibleInterface *canvasFactory(const QString &, QObject *object)
{
    if (auto *canvas = qobject_cast<CourseCanvas *>(object))
        return new CanvasAccessible(canvas);
    return nullptr;
}

// The index of the selected piece among `pieces`, or -1.
int selectedIndex(const CourseCanvas &canvas)
{
    const std::vector<CourseCanvas::Piece> all = canvas.pieces();
    for (std::size_t i = 0; i < all.size(); ++i)
        if (all[i].selection == canvas.document()->selection())
            return int(i);
    return -1;
}

} // namespace

CanvasAccessible::CanvasAccessible(CourseCanvas *canvas)
    : QAccessibleWidget(canvas, QAccessible::List)
{
}

CanvasAccessible::~CanvasAccessible()
{
    for (QAccessible::Id id : m_children)
        QAccessible::deleteAccessibleInterface(id);
}

void CanvasAccessible::install()
{
    static const bool installed = [] {
        QAccessible::installFactory(canvasFactory);
        return true;
    }();
    Q_UNUSED(installed)
}

void CanvasAccessible::selectionChanged(CourseCanvas *canvas)
{
    if (!QAccessible::isActive())
        return;
    const int index = selectedIndex(*canvas);
    QAccessibleEvent selection(canvas, QAccessible::SelectionWithin);
    QAccessible::updateAccessibility(&selection);
    if (index >= 0 && canvas->hasFocus()) {
        QAccessibleEvent focus(canvas, QAccessible::Focus);
        focus.setChild(index);
        QAccessible::updateAccessibility(&focus);
    }
}

void CanvasAccessible::piecesChanged(CourseCanvas *canvas)
{
    if (!QAccessible::isActive())
        return;
    QAccessibleEvent reorder(canvas, QAccessible::ObjectReorder);
    QAccessible::updateAccessibility(&reorder);
}

CourseCanvas *CanvasAccessible::canvas() const
{
    return static_cast<CourseCanvas *>(widget());
}

QString CanvasAccessible::text(QAccessible::Text t) const
{
    const QString own = QAccessibleWidget::text(t);
    if (t == QAccessible::Name && own.isEmpty())
        return tr("Course canvas");
    if (t == QAccessible::Description && own.isEmpty())
        return tr("Tab and Shift+Tab select the next and previous piece");
    return own;
}

int CanvasAccessible::childCount() const
{
    return int(canvas()->pieces().size());
}

QAccessibleInterface *CanvasAccessible::child(int index) const
{
    if (index < 0 || index >= childCount())
        return nullptr;
    while (int(m_children.size()) <= index)
        m_children.push_back(QAccessible::registerAccessibleInterface(
            new PieceAccessible(canvas(), int(m_children.size()))));
    return QAccessible::accessibleInterface(m_children[std::size_t(index)]);
}

int CanvasAccessible::indexOfChild(const QAccessibleInterface *child) const
{
    for (std::size_t i = 0; i < m_children.size(); ++i)
        if (QAccessible::accessibleInterface(m_children[i]) == child)
            return int(i) < childCount() ? int(i) : -1;
    return -1;
}

QAccessibleInterface *CanvasAccessible::childAt(int x, int y) const
{
    for (int i = childCount() - 1; i >= 0; --i)
        if (QAccessibleInterface *piece = child(i); piece && piece->rect().contains(x, y))
            return piece;
    return nullptr;
}

QAccessibleInterface *CanvasAccessible::focusChild() const
{
    const int index = selectedIndex(*canvas());
    return index >= 0 && canvas()->hasFocus() ? child(index) : nullptr;
}

} // namespace cw
