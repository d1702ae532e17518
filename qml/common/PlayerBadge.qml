// A player's colour and name, with an optional second line (AI level, rate…).
import QtQuick

Row {
    id: badge

    property string name
    property color colour: "#888888"
    property string detail
    property bool highlighted: false

    spacing: 10

    Rectangle {
        anchors.verticalCenter: parent.verticalCenter
        width: 18
        height: 18
        radius: 9
        color: badge.colour
        border.color: badge.highlighted ? "#f0a532" : "#0f1f2c"
        border.width: 2
    }
    Column {
        anchors.verticalCenter: parent.verticalCenter
        Text {
            text: badge.name
            color: "#e8f1f8"
            font.pixelSize: 16
            font.bold: badge.highlighted
        }
        Text {
            visible: badge.detail.length > 0
            text: badge.detail
            color: "#9fb6c8"
            font.pixelSize: 12
        }
    }
}
