#pragma once

#include <QQmlEngine>
#include <QQuickItem>
#include <QQuickView>
#include <QString>
#include <QStringList>

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
