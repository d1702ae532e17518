// One rider chit: its team's colour (as on the printed card sheets), its class letter, its
// fatigue as pips (light: temporary, red: permanent), a gold mark for bonus seconds; dimmed on
// the road once activated this phase. A ring marks the riders the decision is about (`selectable`), the chosen
// one (`selected`) and the group that moves (`inGroup`). The tool tip says everything.
import QtQuick
import QtQuick.Controls
import Coursewright
import "../common"

Item {
    id: chit

    property var rider: ({})
    property real size: 44
    property bool selectable: false
    property bool selected: false
    property bool inGroup: false
    signal clicked
    readonly property int pieceSeat: rider.team !== undefined ? rider.team : -1

    width: size
    height: size

    Rectangle { // the selection ring and the moving group's halo
        anchors.centerIn: parent
        width: chit.size + 10
        height: width
        radius: width / 2
        visible: chit.selected || chit.selectable || chit.inGroup
        color: chit.inGroup ? "#40f0a532" : "transparent"
        border.color: chit.selected ? "#ffffff" : chit.inGroup ? "#f0a532" : "#8fd3ff"
        border.width: chit.selected ? 4 : 3
        SequentialAnimation on opacity {
            running: chit.selectable && !chit.selected
            loops: Animation.Infinite
            NumberAnimation { from: 1; to: 0.4; duration: 700 }
            NumberAnimation { from: 0.4; to: 1; duration: 700 }
        }
    }
    Rectangle {
        anchors.fill: parent
        radius: width / 2
        color: chit.rider.colour !== undefined ? chit.rider.colour : "#888888"
        border.color: "#0b1822"
        border.width: Math.max(1, chit.size / 22)
        opacity: chit.rider.activated && chit.rider.where === VisionsTableModel.Road && !chit.rider.moving ? 0.45 : 1
        Text {
            textFormat: Text.PlainText
            anchors.centerIn: parent
            anchors.verticalCenterOffset: -chit.size * 0.08
            text: chit.rider.letter !== undefined ? chit.rider.letter : ""
            color: chit.rider.ink !== undefined ? chit.rider.ink : "#ffffff"
            font.pixelSize: chit.size * 0.42
            font.bold: true
        }
        Row { // fatigue pips
            anchors { horizontalCenter: parent.horizontalCenter; bottom: parent.bottom; bottomMargin: chit.size * 0.1 }
            spacing: 1
            Repeater {
                model: (chit.rider.temporary || 0) + (chit.rider.permanent || 0)
                Rectangle {
                    required property int index
                    width: Math.max(3, chit.size * 0.11)
                    height: width
                    radius: width / 2
                    color: index < (chit.rider.temporary || 0) ? "#f4f7fa" : "#ff4d5e"
                    border.color: "#0b1822"
                    border.width: 1
                }
            }
        }
    }
    SeatMark { // the team's seat, besides its colour
        anchors { left: parent.left; top: parent.top; margins: -chit.size * 0.06 }
        seat: chit.pieceSeat
        colour: chit.rider.colour !== undefined ? chit.rider.colour : "#888888"
        size: Math.max(11, chit.size * 0.36)
    }
    Rectangle { // bonus seconds
        visible: (chit.rider.bonus || 0) > 0
        anchors { right: parent.right; top: parent.top; margins: -chit.size * 0.06 }
        width: chit.size * 0.36
        height: width
        radius: width / 2
        color: "#ffd28a"
        border.color: "#0b1822"
        Text {
            textFormat: Text.PlainText
            anchors.centerIn: parent
            text: chit.rider.bonus || ""
            color: "#1d1405"
            font.pixelSize: parent.width * 0.62
            font.bold: true
        }
    }
    Accessible.role: chit.selectable ? Accessible.Button : Accessible.StaticText
    Accessible.name: chit.rider.tip !== undefined ? chit.rider.tip : ""
    Accessible.onPressAction: chit.clicked()
    MouseArea {
        id: mouse
        anchors.fill: parent
        hoverEnabled: true
        cursorShape: chit.selectable ? Qt.PointingHandCursor : Qt.ArrowCursor
        onClicked: chit.clicked()
    }
    ToolTip.visible: mouse.containsMouse
    ToolTip.text: chit.rider.tip !== undefined ? chit.rider.tip : ""
    ToolTip.delay: 300
}
