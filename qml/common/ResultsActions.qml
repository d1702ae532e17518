// The buttons under a results table: back to the finished board (`closeText`, signal closed), the
// coach's review of the game (as Game > Review Game… opens it), the New Game dialog, and the same
// course and seats again with a new deal (the main action, on the right). The window decides what
// happens (it asks about an unsaved game first), through the session of the board this screen is
// shown on: the nearest enclosing item with a `session` property. Online (the window's board says
// so: Board.qml's `online` and `onlineOwner`) the main action is the Rematch, which only the
// game's owner starts: the others have none, since the rematch comes to their board by itself
// (docs/play/online.md). Give it a width (the table's): the buttons line up from its right edge,
// and wrap onto a second line where they do not fit.
import QtQuick

Flow {
    id: actions

    property string closeText
    signal closed

    readonly property var session: {
        for (let item = actions.parent; item; item = item.parent)
            if (item.session !== undefined)
                return item.session
        return null
    }
    // The window's board (Board.qml), which says whether the game is played online; null for a
    // board shown on its own.
    readonly property var windowBoard: {
        for (let item = actions.parent; item; item = item.parent)
            if (item.onlineOwner !== undefined)
                return item
        return null
    }
    readonly property bool online: actions.windowBoard !== null && actions.windowBoard.online

    spacing: 10
    layoutDirection: Qt.RightToLeft

    ActionButton {
        objectName: "playAgainButton"
        text: actions.online ? qsTr("Rematch") : qsTr("Play again")
        primary: true
        visible: !actions.online || actions.windowBoard.onlineOwner
        enabled: actions.session !== null
        onClicked: actions.session.requestPlayAgain()
    }
    ActionButton {
        objectName: "newGameButton"
        text: qsTr("New Game…")
        enabled: actions.session !== null
        onClicked: actions.session.requestNewGame()
    }
    ActionButton {
        objectName: "reviewGameButton"
        text: qsTr("Review this game")
        enabled: actions.session !== null
        onClicked: actions.session.requestReview()
    }
    ActionButton {
        objectName: "closeResultsButton"
        text: actions.closeText
        onClicked: actions.closed()
    }
}
