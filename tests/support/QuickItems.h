#pragma once

#include <QMetaEnum>
#include <QQmlEngine>
#include <QQuickItem>
#include <QQuickView>
#include <QString>
#include <QStringList>
#include <QTest>

#include <memory>

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

// The name of a Q_ENUM's value ("PlayCards"), for a failure's message; "?" for a value the enum
// does not name. Static text: nothing to free.
template <class Enum>
const char *enumKey(Enum value)
{
    const char *key = QMetaEnum::fromType<Enum>().valueToKey(int(value));
    return key ? key : "?";
}

// Whether the item and every item above it are visible.
inline bool isShown(const QQuickItem *item)
{
    for (const QQuickItem *i = item; i; i = i->parentItem())
        if (!i->isVisible())
            return false;
    return true;
}

// The item's rectangle in the window.
inline QRectF sceneRect(const QQuickItem *item)
{
    return item->mapRectToScene(QRectF(0, 0, item->width(), item->height()));
}

// The item of the tool tip showing in the window whose content item is `content`, or null.
inline QQuickItem *shownToolTip(QQuickItem *content)
{
    QList<QQuickItem *> items{content};
    while (!items.isEmpty()) {
        QQuickItem *item = items.takeLast();
        if (item->isVisible() && item->parent() && item->parent()->inherits("QQuickToolTip") &&
            item->width() > 0)
            return item;
        items.append(item->childItems());
    }
    return nullptr;
}

// A left click at the middle of the item; false (no click) when it is missing, hidden or
// disabled.
inline bool clickItem(QQuickView &view, QQuickItem *item)
{
    if (!item || !isShown(item) || !item->isEnabled())
        return false;
    QTest::mouseClick(&view, Qt::LeftButton, {},
                      item->mapToScene({item->width() / 2, item->height() / 2}).toPoint());
    return true;
}

// A window showing the app's board (Board.qml) for `session`, sized `size`, its root following
// the window; every QML warning is appended to `warnings` (tests fail on any). Null, with
// `error` set, when the QML does not load. Not shown yet.
inline std::unique_ptr<QQuickView> boardView(QObject *session, QSize size, QStringList *warnings,
                                             QString *error)
{
    auto view = std::make_unique<QQuickView>();
    QObject::connect(view->engine(), &QQmlEngine::warnings, view.get(),
                     [warnings](const QList<QQmlError> &list) {
                         for (const QQmlError &w : list)
                             warnings->append(w.toString());
                     });
    view->setInitialProperties({{QStringLiteral("session"), QVariant::fromValue(session)}});
    view->setResizeMode(QQuickView::SizeRootObjectToView);
    view->resize(size);
    view->setSource(QUrl(QStringLiteral("qrc:/Coursewright/Board.qml")));
    if (view->status() != QQuickView::Ready) {
        *error = view->errors().value(0).toString();
        return nullptr;
    }
    return view;
}

} // namespace cw::test
