#pragma once

#include "DrawnCourse.h"

#include <QObject>
#include <QString>
#include <QStringList>
#include <QtQml/qqmlregistration.h>

namespace cw {

class Game;

// One game's board: the QML file Board.qml loads for it, relative to the module's root
// ("rowing/RowingBoard.qml"). Each game's qml/<game>/ folder registers its own
// (<Game>BoardRegistration.cpp: CW_REGISTER(cw::BoardEntry, …), core/Registry.h).
struct BoardEntry {
    QString gameId; // as in GameInfo: "rowing"
    QString qmlFile;
    // How the game's pieces and places read (issue 54): one text for each, from `position` as
    // `seat` may know it (-1: what everyone may know), each whole in one line ("Anna's boat:
    // lane 1, space 7, rate 24"); `seatNames` names every seat. The board lists them for a
    // screen reader (BoardReader) and tst_board_accessibility finds each in the accessibility
    // tree. Null: none declared.
    QStringList (*pieceTexts)(const Game &position, int seat,
                              const QStringList &seatNames) = nullptr;
    // What the board shown now draws of the course (issue 55): its smallest place across and its
    // pieces, read from the board's item tree (`board`: the board's root item). The shared
    // readability check (tst_play_screens) holds every board to a readable size with it. Null:
    // none declared.
    DrawnCourse (*drawnCourse)(QQuickItem &board) = nullptr;
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
