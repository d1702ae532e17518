// The game board the app shows: loads the board of the session's game from the table below. The
// host sets `session` (a cw::GameSession, or null before any game).
import QtQuick
import Coursewright

Rectangle {
    id: root
    objectName: "board"

    property var session: null
    readonly property string gameId: root.session ? root.session.gameId : ""

    // Each game's board component by game id: one line per game.
    readonly property var boards: ({
            "rowing": "rowing/RowingBoard.qml",
            "salmon-run": "salmon/SalmonBoard.qml",
            "line-cards": "linecards/LineCardsBoard.qml",
            "niagara": "niagara/NiagaraBoard.qml",
            "visions-of-rainbows": "cycling/VisionsBoard.qml"
        })

    implicitWidth: 1600
    implicitHeight: 1000
    color: "#0f1f2c"

    Loader {
        id: gameBoard
        objectName: "gameBoard"
        anchors.fill: parent
        active: root.boards[root.gameId] !== undefined
        source: active ? Qt.resolvedUrl(root.boards[root.gameId]) : ""
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
