// A player's colour, seat number and name, with an optional second line (AI level, rate…). The colour's disc
// has a light rim, so a dark team colour still shows on the board's dark panels. Given a width,
// the name elides rather than spilling (a bold turn marker never widens it).
import QtQuick
import Coursewright

Row {
    id: badge

    property string name
    property color colour: "#888888"
    property int seat: -1 // from 0: its number shows in the colour's disc; none below 0
    property string detail
    property bool highlighted: false
    property real maximumWidth: -1 // the name elides past it; -1: as wide as the name

    spacing: 10
    Accessible.role: Accessible.StaticText
    Accessible.name: badge.detail.length > 0 ? badge.name + ", " + badge.detail : badge.name

    Rectangle {
        anchors.verticalCenter: parent.verticalCenter
        width: 18
        height: 18
        radius: 9
        color: badge.colour
        border.color: badge.highlighted ? "#f0a532" : "#c9dbe8"
        border.width: 2
        Text { // the seat's mark besides its colour (SeatMark.qml): its number from 1
            objectName: "seatMarkText"
            textFormat: Text.PlainText
            anchors.centerIn: parent
            visible: badge.seat >= 0
            text: badge.seat + 1
            color: badge.colour.hslLightness > 0.6 ? "#102030" : "white"
            font.pixelSize: 11 * TextScale.factor
            font.bold: true
        }
    }
    Column {
        anchors.verticalCenter: parent.verticalCenter
        readonly property real natural: Math.max(nameText.implicitWidth, detailText.implicitWidth)
        width: badge.maximumWidth >= 0 ? Math.max(0, Math.min(natural, badge.maximumWidth - 28)) : natural
        Text {
            id: nameText
            textFormat: Text.PlainText
            width: parent.width
            text: badge.name
            color: "#e8f1f8"
            font.pixelSize: 16 * TextScale.factor
            font.bold: badge.highlighted
            elide: Text.ElideRight
        }
        Text {
            id: detailText
            textFormat: Text.PlainText
            width: parent.width
            visible: badge.detail.length > 0
            text: badge.detail
            color: "#9fb6c8"
            font.pixelSize: 12 * TextScale.factor
            elide: Text.ElideRight
        }
    }
}
