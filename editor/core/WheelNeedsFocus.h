#pragma once

#include <QObject>

class QWidget;

namespace cw {

// Scrolling a panel must not change its fields. In a window given to protect(), a spin box,
// combo box or slider takes the mouse wheel only while it has the keyboard focus (a click or Tab
// gives it); otherwise the wheel goes on to what holds it, so the Properties dock scrolls instead
// of the print scale changing under the pointer. Such fields also stop taking the focus from the
// wheel itself (Qt::StrongFocus rather than Qt::WheelFocus).
//
// One filter on the application does it, so that the fields a panel makes later (a new document's
// panel, a page shown for a new selection) are covered without being registered one by one.
class WheelNeedsFocus : public QObject {
    Q_OBJECT
public:
    // Protects `window` (a top-level widget: the course editor, a painter) and everything in it,
    // now and later. Safe to call more than once.
    static void protect(QWidget *window);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    using QObject::QObject;
    // A spin box, combo box or slider inside a protected window.
    static bool guards(const QObject *object);
    static void takeWheelFocus(QWidget *field);
};

} // namespace cw
