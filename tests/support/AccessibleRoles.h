#pragma once

// The accessible roles a person acts on: each needs a name, and a name unique among its
// siblings (tst_board_accessibility on the boards, tst_window_accessibility on the windows).
#include <QAccessible>

namespace cw::test {

inline bool interactiveRole(QAccessible::Role role)
{
    switch (role) {
    case QAccessible::Button:
    case QAccessible::CheckBox:
    case QAccessible::RadioButton:
    case QAccessible::ComboBox:
    case QAccessible::SpinBox:
    case QAccessible::Slider:
    case QAccessible::PageTab:
    case QAccessible::MenuItem:
    case QAccessible::Link:
    case QAccessible::ButtonMenu:
    case QAccessible::EditableText:
        return true;
    default:
        return false;
    }
}

} // namespace cw::test
