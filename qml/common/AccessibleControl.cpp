#include "AccessibleControl.h"

#include <QQuickWindow>

namespace {

QObject *accessibleAttached(const QObject *item)
{
    for (QObject *child : item->children())
        if (child->inherits("QQuickAccessibleAttached"))
            return child;
    return nullptr;
}

QAccessibleInterface *controlFactory(const QString &, QObject *object)
{
    auto *item = qobject_cast<QQuickItem *>(object);
    if (!item || item->metaObject()->indexOfProperty("drawnDisabled") < 0)
        return nullptr;
    return new AccessibleControl(item);
}

} // namespace

AccessibleControl::AccessibleControl(QQuickItem *item) : QAccessibleObject(item)
{
    // A reader learns that a control turned legal or illegal as it happens.
    const auto tell = [item] {
        QAccessible::State changed;
        changed.disabled = true;
        QAccessibleStateChangeEvent event(item, changed);
        QAccessible::updateAccessibility(&event);
    };
    // (A card's drawnDisabled follows its hand's decision, read when the reader asks.)
    QObject::connect(item, &QQuickItem::enabledChanged, item, tell);
}

void AccessibleControl::install()
{
    static const bool installed = [] {
        QAccessible::installFactory(controlFactory);
        return true;
    }();
    Q_UNUSED(installed)
}

QObject *AccessibleControl::attached() const
{
    return accessibleAttached(item());
}

// The nearest ancestor a reader sees: one with an Accessible attached object, else the window.
QAccessibleInterface *AccessibleControl::parent() const
{
    QQuickWindow *window = item()->window();
    for (QQuickItem *up = item()->parentItem(); up; up = up->parentItem()) {
        if (window && up == window->contentItem())
            break;
        if (accessibleAttached(up))
            return QAccessible::queryAccessibleInterface(up);
    }
    return window ? QAccessible::queryAccessibleInterface(window) : nullptr;
}

QWindow *AccessibleControl::window() const
{
    return item()->window();
}

QString AccessibleControl::text(QAccessible::Text t) const
{
    const QObject *a = attached();
    if (t == QAccessible::Name)
        return a ? a->property("name").toString() : QString();
    if (t == QAccessible::Description)
        return a ? a->property("description").toString() : QString();
    return {};
}

QRect AccessibleControl::rect() const
{
    const QRectF scene = item()->mapRectToScene(QRectF(0, 0, item()->width(), item()->height()));
    QQuickWindow *window = item()->window();
    const QPoint origin = window ? window->mapToGlobal(QPoint(0, 0)) : QPoint();
    return scene.toAlignedRect().translated(origin);
}

QAccessible::Role AccessibleControl::role() const
{
    const QObject *a = attached();
    return a ? a->property("role").value<QAccessible::Role>() : QAccessible::Button;
}

QAccessible::State AccessibleControl::state() const
{
    QAccessible::State state;
    const QQuickItem *control = item();
    const QObject *a = attached();
    state.invisible = !control->isVisible() || control->width() <= 0 || control->height() <= 0;
    state.focusable = control->activeFocusOnTab();
    state.focused = control->hasActiveFocus();
    state.disabled = !control->isEnabled() || control->property("drawnDisabled").toBool();
    if (a) {
        state.checkable = a->property("checkable").toBool();
        state.checked = a->property("checked").toBool();
        state.pressed = a->property("pressed").toBool();
    }
    return state;
}

void *AccessibleControl::interface_cast(QAccessible::InterfaceType type)
{
    if (type == QAccessible::ActionInterface)
        return static_cast<QAccessibleActionInterface *>(this);
    return QAccessibleObject::interface_cast(type);
}

QStringList AccessibleControl::actionNames() const
{
    if (state().disabled)
        return {};
    return role() == QAccessible::CheckBox ? QStringList{toggleAction(), pressAction()}
                                           : QStringList{pressAction()};
}

// The QML's own handlers act (Accessible.onPressAction, Accessible.onToggleAction).
void AccessibleControl::doAction(const QString &actionName)
{
    QObject *a = attached();
    if (!a || state().disabled)
        return;
    if (actionName == pressAction())
        QMetaObject::invokeMethod(a, "pressAction");
    else if (actionName == toggleAction())
        QMetaObject::invokeMethod(a, "toggleAction");
}
