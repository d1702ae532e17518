#pragma once

#include <QObject>
#include <QString>
#include <QUrl>

namespace cw {

// InAppHost's side in the host's thread, where it lives: it says from there how a start went.
// A signal, because the InAppHost may be destroyed meanwhile: a connection to a destroyed
// receiver is gone, where a call queued to it from another thread could reach freed memory.
class InAppHostWorker : public QObject {
    Q_OBJECT

signals:
    // `url` invalid: the host does not listen, for `error`.
    void startDone(quint64 generation, const QUrl &url, const QString &error);
};

} // namespace cw
