#pragma once

#include <QSpinBox>

namespace cw {

// A Properties panel's whole-number field, named for tests: it commits a value (one undo step)
// per Enter, focus change or arrow step, never per keystroke.
inline QSpinBox *propertySpinBox(const char *name, int min, int max, QWidget *parent)
{
    auto *box = new QSpinBox(parent);
    box->setObjectName(QLatin1String(name));
    box->setRange(min, max);
    box->setKeyboardTracking(false);
    return box;
}

} // namespace cw
