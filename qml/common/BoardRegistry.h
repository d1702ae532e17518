#pragma once

#include <QObject>
#include <QString>
#include <QtQml/qqmlregistration.h>

namespace cw {

// One game's board: the QML file Board.qml loads for it, relative to the module's root
// ("rowing/RowingBoard.qml"). Each game's qml/<game>/ folder registers its own
// (<Game>BoardRegistration.cpp: CW_REGISTER(cw::BoardEntry, …), core/Registry.h).
struct BoardEntry {
    QString gameId; // as in GameInfo: "rowing"
    QString qmlFile;
};

} // namespace cw

// The registered boards, for Board.qml: which file shows a game.
class BoardRegistry : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON

public:
    using QObject::QObject;

    // The board of game `gameId` relative to the module's root; empty for a game without one.
    Q_INVOKABLE QString boardFile(const QString &gameId) const;
};
