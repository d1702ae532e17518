#pragma once

#include <QQuickItem>
#include <QString>

namespace cw::test {

// The first item named `name` at or below `root`. Items made by Repeaters and Loaders are reached
// through the visual tree, not QObject children.
inline QQuickItem *findItem(QQuickItem *root, const QString &name)
{
    if (!root)
        return nullptr;
    if (root->objectName() == name)
        return root;
    for (QQuickItem *child : root->childItems())
        if (QQuickItem *found = findItem(child, name))
            return found;
    return nullptr;
}

} // namespace cw::test
