#include "WheelNeedsFocus.h"

#include <QAbstractSlider>
#include <QAbstractSpinBox>
#include <QApplication>
#include <QComboBox>
#include <QEvent>
#include <QWidget>

namespace cw {

namespace {
constexpr char ProtectedProperty[] = "cwWheelNeedsFocus";

bool isField(const QObject *object)
{
    return qobject_cast<const QAbstractSpinBox *>(object) ||
           qobject_cast<const QComboBox *>(object) || qobject_cast<const QAbstractSlider *>(object);
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
        // Ignored and filtered: QApplication offers the wheel to the parent next.
        if (guards(watched) && !static_cast<QWidget *>(watched)->hasFocus()) {
            event->ignore();
            return true;
        }
        break;
    default:
        break;
    }
    return QObject::eventFilter(watched, event);
}

} // namespace cw
