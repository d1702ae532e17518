#pragma once

#include "session/GameSession.h"
#include "session/MoveHint.h"

#include <QAbstractListModel>
#include <QQmlEngine>

// Types declared elsewhere that the module's QML and its tools must know (QML_FOREIGN).
//
// The boards' `session` (a cw::GameSession) and `hint` (a cw::MoveHint) are typed properties,
// in C++ and in QML. coursewright_models links QtCore only, so its classes cannot declare
// themselves to QML: these name them in the module (their meta-types come from
// qt_extract_metatypes(coursewright_models)). The app makes both and hands them to the board:
// QML cannot create them.
struct GameSessionForeign {
    Q_GADGET
    QML_FOREIGN(cw::GameSession)
    QML_NAMED_ELEMENT(GameSession)
    QML_UNCREATABLE("The app makes the session and hands it to the board.")
};

struct MoveHintForeign {
    Q_GADGET
    QML_FOREIGN(cw::MoveHint)
    QML_NAMED_ELEMENT(MoveHint)
    QML_UNCREATABLE("The coach makes the hint and hands it to the board.")
};

// The base classes of the list models the boards make (RowingBoardModel, the hand models): Qt
// 6.4 declares QAbstractListModel only in QtQuick.Templates and QAbstractItemModel nowhere, so
// without these qmllint cannot resolve the models nor see that they are QObjects. (Qt 6.5's
// QtQml.Models declares both so.)
struct AbstractItemModelForeign {
    Q_GADGET
    QML_FOREIGN(QAbstractItemModel)
    QML_NAMED_ELEMENT(AbstractItemModel)
    QML_UNCREATABLE("QAbstractItemModel is abstract in C++.")
};

struct AbstractListModelForeign {
    Q_GADGET
    QML_FOREIGN(QAbstractListModel)
    QML_NAMED_ELEMENT(AbstractListModel)
    QML_UNCREATABLE("QAbstractListModel is abstract in C++.")
};
