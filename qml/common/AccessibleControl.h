#pragma once

#include <QAccessibleObject>
#include <QPointer>
#include <QQuickItem>

// A board control as a screen reader meets it (issue 54): Qt 6.4 reports every Qt Quick item
// enabled, whatever its `enabled`, and the Accessible attached type has no "disabled" to set, so a
// blind player could not tell a legal choice from an illegal one. A control that declares the QML
// property `drawnDisabled` (ActionButton, Card, each game's cards) is served by this interface
// instead of Qt Quick's: the same name, description, role, checked state and actions (read from
// its Accessible attached object), and the disabled state when the item is disabled or says it is
// drawn disabled. It has no children: its label is its name. install() puts its factory first.
class AccessibleControl : public QAccessibleObject, public QAccessibleActionInterface {
public:
    explicit AccessibleControl(QQuickItem *item);

    // Installs the factory once; after Qt Quick's (a factory installed later is asked first).
    static void install();

    QAccessibleInterface *parent() const override;
    QAccessibleInterface *child(int) const override { return nullptr; }
    int childCount() const override { return 0; }
    int indexOfChild(const QAccessibleInterface *) const override { return -1; }
    QAccessibleInterface *childAt(int, int) const override { return nullptr; }
    QWindow *window() const override;
    QString text(QAccessible::Text t) const override;
    QRect rect() const override;
    QAccessible::Role role() const override;
    QAccessible::State state() const override;
    void *interface_cast(QAccessible::InterfaceType type) override;

    QStringList actionNames() const override;
    void doAction(const QString &actionName) override;
    QStringList keyBindingsForAction(const QString &) const override { return {}; }

private:
    QQuickItem *item() const { return static_cast<QQuickItem *>(object()); }
    // The item's Accessible attached object (its name, role, states and action signals), or null.
    QObject *attached() const;
};
