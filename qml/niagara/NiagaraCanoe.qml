// A canoe in its player's colour, with the gem it carries. It glides from space to space when
// the board animates, and tips and fades over a waterfall (`falling`).
import QtQuick
import QtQuick.Controls
import "../common"

Item {
    id: canoe

    property var piece: ({})
    property var palette: []
    property bool animate: true
    property bool mine: false
    signal clicked
    readonly property int pieceSeat: piece.seat !== undefined ? piece.seat : -1

    width: 70
    height: 24
    x: (piece.x !== undefined ? piece.x : 0) - width / 2
    y: (piece.y !== undefined ? piece.y : 0) - height / 2
    opacity: piece.shown ? 1 : 0
    rotation: piece.falling ? 70 : 0
    visible: opacity > 0.01

    Behavior on x { enabled: canoe.animate; NumberAnimation { duration: 520; easing.type: Easing.InOutQuad } }
    Behavior on y { enabled: canoe.animate; NumberAnimation { duration: 520; easing.type: Easing.InQuad } }
    Behavior on opacity { enabled: canoe.animate; NumberAnimation { duration: 520 } }
    Behavior on rotation { enabled: canoe.animate; NumberAnimation { duration: 420 } }

    // One of the person's canoes that may act now: taken by Tab, Space or Enter selects it (issue
    // 54); the others are pieces a screen reader reads, not buttons.
    property bool choosable: false
    activeFocusOnTab: canoe.choosable
    Keys.onSpacePressed: if (canoe.choosable) canoe.clicked()
    Keys.onReturnPressed: if (canoe.choosable) canoe.clicked()
    Keys.onEnterPressed: if (canoe.choosable) canoe.clicked()
    Accessible.role: canoe.choosable ? Accessible.Button : Accessible.StaticText
    Accessible.name: piece.tip !== undefined ? piece.tip : ""
    Accessible.onPressAction: if (canoe.choosable) canoe.clicked()

    Rectangle { // the keyboard's ring
        objectName: "canoeFocusRing"
        anchors.fill: parent
        anchors.margins: -4
        radius: height / 2
        color: "transparent"
        border.color: "#7fbfff"
        border.width: 3
        visible: canoe.activeFocus
    }

    Rectangle { // the hull, pointed at both ends
        anchors.fill: parent
        radius: height / 2
        color: canoe.piece.colour !== undefined ? canoe.piece.colour : "#888888"
        border.color: canoe.mine ? "#ffffff" : "#0b1822"
        border.width: canoe.mine ? 2 : 1.5
        Rectangle { // the inside
            anchors.centerIn: parent
            width: parent.width - 18
            height: parent.height - 10
            radius: height / 2
            color: "#0b1822"
            opacity: 0.45
        }
    }
    SeatMark {
        anchors { right: parent.right; rightMargin: 3; verticalCenter: parent.verticalCenter }
        seat: canoe.pieceSeat
        colour: canoe.piece.colour !== undefined ? canoe.piece.colour : "#888888"
        size: parent.height - 6
    }
    Text {
        textFormat: Text.PlainText
        anchors { left: parent.left; leftMargin: 9; verticalCenter: parent.verticalCenter }
        text: canoe.piece.canoe !== undefined ? canoe.piece.canoe + 1 : ""
        color: "#ffffff"
        font.pixelSize: 12
        font.bold: true
        style: Text.Outline
        styleColor: "#0b1822"
    }
    NiagaraGem {
        anchors.centerIn: parent
        visible: canoe.piece.gem !== undefined && canoe.piece.gem >= 0
        colour: visible ? canoe.piece.gem : 0
        palette: canoe.palette
        size: 20
    }
    MouseArea {
        id: mouse
        anchors.fill: parent
        hoverEnabled: true
        onClicked: canoe.clicked()
    }
    ToolTip.visible: mouse.containsMouse
    ToolTip.text: canoe.piece.tip !== undefined ? canoe.piece.tip : ""
    ToolTip.delay: 400
}
