// The game board the app shows: loads the board the session's game registered (BoardRegistry, one
// entry per game folder). The host sets `session` (a cw::GameSession, or null before any game).
import QtQuick
import Coursewright

Rectangle {
    id: root
    objectName: "board"

    property var session: null
    readonly property string gameId: root.session ? root.session.gameId : ""
    readonly property string boardFile: BoardRegistry.boardFile(root.gameId)

    implicitWidth: 1600
    implicitHeight: 1000
    color: "#0f1f2c"

    Loader {
        id: gameBoard
        objectName: "gameBoard"
        anchors.fill: parent
        active: root.boardFile !== ""
        source: active ? Qt.resolvedUrl(root.boardFile) : ""
    }
    Binding {
        target: gameBoard.item
        property: "session"
        value: root.session
        when: gameBoard.status === Loader.Ready
    }

    Text {
        anchors.centerIn: parent
        visible: !gameBoard.active
        text: qsTr("Start a new game or open a saved one.")
        color: "#9fb6c8"
        font.pixelSize: 22
    }
}
