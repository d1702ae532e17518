// The game board the app shows: picks the board of the session's game by its id. The host sets
// `session` (a cw::GameSession, or null before any game).
import QtQuick
import Coursewright

Rectangle {
    id: root
    objectName: "board"

    property var session: null
    readonly property string gameId: root.session ? root.session.gameId : ""

    implicitWidth: 1600
    implicitHeight: 1000
    color: "#0f1f2c"

    Loader {
        id: gameBoard
        objectName: "gameBoard"
        anchors.fill: parent
        active: root.gameId === "rowing" || root.gameId === "salmon-run"
        sourceComponent: root.gameId === "salmon-run" ? salmonBoard : rowingBoard
    }
    Component {
        id: rowingBoard
        RowingBoard {
            session: root.session
        }
    }
    Component {
        id: salmonBoard
        SalmonBoard {
            session: root.session
        }
    }

    Text {
        anchors.centerIn: parent
        visible: !gameBoard.active
        text: qsTr("Start a new game or open a saved one.")
        color: "#9fb6c8"
        font.pixelSize: 22
    }
}
