#include "WheelNeedsFocus.h"

#include <QAbstractSlider>
#include <QAbstractSpinBox>
#include <QApplication>
#include <QComboBox>
#include <QEvent>
#include <QScrollBar>
#include <QWheelEvent>
#include <QWidget>

namespace cw {

namespace {
constexpr char ProtectedProperty[] = "cwWheelNeedsFocus";

// A scroll bar is how a panel scrolls, not a field: it always takes the wheel.
bool isField(const QObject *object)
{
    return qobject_cast<const QAbstractSpinBox *>(object) ||
           qobject_cast<const QComboBox *>(object) ||
           (qobject_cast<const QAbstractSlider *>(object) &&
            !qobject_cast<const QScrollBar *>(object));
}

// Offers `wheel`, which arrived at `field`, to the widgets holding it, innermost first, until one
// takes it (as QApplication passes on a wheel nobody took, but for every wheel: Qt passes on only
// the wheels of the window system, and a synthesized one would stop at the field).
void passOn(QWidget *field, const QWheelEvent &wheel)
{
    QPointF at = wheel.position();
    for (QWidget *widget = field; !widget->isWindow() && widget->parentWidget();) {
        at = widget->mapToParent(at);
        widget = widget->parentWidget();
        QWheelEvent copy(at, wheel.globalPosition(), wheel.pixelDelta(), wheel.angleDelta(),
                         wheel.buttons(), wheel.modifiers(), wheel.phase(), wheel.inverted(),
                         wheel.source());
        copy.ignore();
        if (QApplication::sendEvent(widget, &copy) && copy.isAccepted())
            return;
    }
}
} // namespace

void WheelNeedsFocus::protect(QWidget *window)
{
    static WheelNeedsFocus *filter = nullptr;
    if (!filter) {
        filter = new WheelNeedsFocus(qApp);
        qApp->installEventFilter(filter);
    }
    window->setProperty(ProtectedProperty, true);
    // The fields already polished keep their policy unless told now.
    for (QWidget *child : window->findChildren<QWidget *>())
        if (isField(child))
            takeWheelFocus(child);
}

bool WheelNeedsFocus::guards(const QObject *object)
{
    if (!isField(object))
        return false;
    const QWidget *window = static_cast<const QWidget *>(object)->window();
    return window && window->property(ProtectedProperty).toBool();
}

void WheelNeedsFocus::takeWheelFocus(QWidget *field)
{
    if (field->focusPolicy() == Qt::WheelFocus)
        field->setFocusPolicy(Qt::StrongFocus);
}

bool WheelNeedsFocus::eventFilter(QObject *watched, QEvent *event)
{
    switch (event->type()) {
    case QEvent::Polish:
        if (guards(watched))
            takeWheelFocus(static_cast<QWidget *>(watched));
        break;
    case QEvent::Wheel:
        // Passed on to what holds the field, and done with: QApplication offers it no further.
        if (guards(watched) && !static_cast<QWidget *>(watched)->hasFocus()) {
            passOn(static_cast<QWidget *>(watched), *static_cast<QWheelEvent *>(event));
            event->accept();
            return true;
        }
        break;
    default:
        break;
    }
    return QObject::eventFilter(watched, event);
}

} // namespace cw
