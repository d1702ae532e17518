// The game board the app shows: loads the board the session's game registered (BoardRegistry, one
// entry per game folder). The host sets `session` (a cw::GameSession, or null before any game)
// and `hint` (the coach's cw::MoveHint, whose move each board previews; null for none).
import QtQuick
import QtQuick.Controls
import Coursewright

Rectangle {
    id: root
    objectName: "board"

    property GameSession session: null
    property MoveHint hint: null
    readonly property string gameId: root.session ? root.session.gameId : ""
    readonly property string boardFile: BoardRegistry.boardFile(root.gameId)

    implicitWidth: 1600
    implicitHeight: 1000
    color: "#0f1f2c"

    // The window's pixels per pixel of `item`: the product of the scales above it (a river or a
    // road fitted to its view is scaled down, its tool tips are not).
    function sceneScale(item) {
        let scale = 1
        for (let i = item; i; i = i.parent)
            scale *= i.scale
        return scale
    }
    // Every board's tool tips are the shared one (ToolTip.toolTip): it opens above the item it
    // describes (below when there is no room above), measured in the window's pixels, so that it
    // never covers the item, which stays clickable, whatever the scale of the items above it.
    Component.onCompleted: {
        const tip = ToolTip.toolTip
        tip.x = Qt.binding(() => tip.parent ? (tip.parent.width - tip.implicitWidth / sceneScale(tip.parent)) / 2 : 0)
        tip.y = Qt.binding(() => tip.parent ? -(tip.implicitHeight + 4) / sceneScale(tip.parent) : 0)
    }

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
    Binding {
        target: gameBoard.item
        property: "hint"
        value: root.hint
        when: gameBoard.status === Loader.Ready
    }

    Text {
        anchors.centerIn: parent
        visible: !gameBoard.active
        text: qsTr("Start a new game or open a saved one.")
        color: "#9fb6c8"
        font.pixelSize: 22 * TextScale.factor
    }
}
