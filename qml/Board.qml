// The game board the app shows: loads the board the session's game registered (BoardRegistry, one
// entry per game folder). The host sets `session` (a cw::GameSession, or null before any game)
// and `hint` (the coach's cw::MoveHint, whose move each board previews; null for none), and
// `online` and `onlineOwner` while the game is played online (ResultsActions reads them).
// For a screen reader (issue 54) it adds to every board a live status (its accessible name is
// the latest moves, read when it changes), the game's pieces and places as a list of texts, and
// the whole position in one text on readPosition() (the app's "read the position" key), shown
// in a panel that Escape closes. Each text comes from the seat lens (BoardReader).
import QtQuick
import QtQuick.Controls
import Coursewright

Rectangle {
    id: root
    objectName: "board"

    property GameSession session: null
    property MoveHint hint: null
    // Set by the window while a game is played online (docs/play/online.md): the results then
    // offer a Rematch instead of Play again, to the game's owner (`onlineOwner`) alone.
    property bool online: false
    property bool onlineOwner: false
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

    // The window's "read the position" key: the position in the live status and in the panel,
    // which takes the keyboard until Escape gives it back.
    function readPosition() {
        if (!root.session)
            return
        positionPanel.returnTo = root.Window.activeFocusItem
        positionPanel.text = reader.readPosition()
        positionPanel.visible = true
        positionText.forceActiveFocus()
    }

    BoardReader {
        id: reader
        session: root.session
        onStatusChanged: if (positionPanel.visible && reader.status !== positionPanel.text) positionPanel.close()
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

    // What a screen reader reads of the game beyond the board's own controls: the latest moves
    // (its name changes with each move: the reader speaks it) and the pieces and places. Drawn
    // nowhere: a sighted player sees them on the board and in its narration.
    Item {
        objectName: "boardReading"
        width: 1
        height: 1
        z: -1
        opacity: 0
        visible: gameBoard.active
        Text {
            id: liveStatus
            objectName: "liveStatus"
            textFormat: Text.PlainText
            width: 1
            height: 1
            text: reader.status
            Accessible.role: Accessible.StaticText
            Accessible.name: reader.status !== "" ? reader.status : qsTr("No move yet")
        }
        Item {
            objectName: "pieceList"
            width: 1
            height: 1
            Accessible.role: Accessible.List
            Accessible.name: qsTr("Pieces and places")
            Repeater {
                model: reader.pieces
                Item {
                    required property string modelData
                    width: 1
                    height: 1
                    Accessible.role: Accessible.ListItem
                    Accessible.name: modelData
                }
            }
        }
    }

    Rectangle {
        id: positionPanel
        objectName: "positionPanel"

        property alias text: positionText.text
        property Item returnTo: null
        function close() {
            positionPanel.visible = false
            if (positionPanel.returnTo)
                positionPanel.returnTo.forceActiveFocus()
        }

        visible: false
        // Escape closes it wherever the keyboard is (a board may take the keyboard back when its
        // decision changes).
        Shortcut {
            sequence: "Escape"
            enabled: positionPanel.visible
            onActivated: positionPanel.close()
        }
        anchors.centerIn: parent
        width: Math.min(parent.width - 40, positionText.implicitWidth + 40)
        height: Math.min(parent.height - 40, positionText.implicitHeight + closeHint.implicitHeight + 48)
        z: 100
        radius: 8
        color: "#1a3344"
        border.color: "#ffffff"
        border.width: 2
        Flickable {
            id: positionScroll
            anchors { fill: parent; margins: 20; bottomMargin: closeHint.implicitHeight + 28 }
            contentWidth: positionText.implicitWidth
            contentHeight: positionText.implicitHeight
            clip: true
            TextEdit {
                id: positionText
                objectName: "positionText"
                readOnly: true
                selectByKeyboard: true
                color: "#e8f1f8"
                font.family: "monospace"
                font.pixelSize: 15 * TextScale.factor
                Accessible.role: Accessible.StaticText
                Accessible.name: qsTr("The position")
                Accessible.description: positionText.text
                // The arrows scroll a position taller than the panel.
                Keys.onUpPressed: positionScroll.contentY = Math.max(0, positionScroll.contentY - 40)
                Keys.onDownPressed: positionScroll.contentY = Math.max(0, Math.min(positionScroll.contentHeight - positionScroll.height, positionScroll.contentY + 40))
            }
        }
        Text {
            id: closeHint
            anchors { left: parent.left; bottom: parent.bottom; margins: 14 }
            text: qsTr("Esc: back to the board")
            color: "#9fb6c8"
            font.pixelSize: 13 * TextScale.factor
        }
    }
}
