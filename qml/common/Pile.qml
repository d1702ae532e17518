// A face-down pile with its card count and caption (draw deck, discard pile, Stamina Pile).
import QtQuick

Item {
    id: pile

    property int count: 0
    property string caption
    property color tint: "#34506a"

    implicitWidth: 76
    implicitHeight: 92

    Repeater { // a small stack: up to three offset card backs
        model: Math.min(3, Math.max(1, pile.count))
        Rectangle {
            required property int index
            x: index * 3
            y: 6 - index * 3
            width: 52
            height: 66
            radius: 6
            color: pile.count > 0 ? pile.tint : "transparent"
            border.color: Qt.lighter(pile.tint, 1.6)
            border.width: 1
        }
    }
    Text {
        x: 0
        width: 58
        y: 20
        horizontalAlignment: Text.AlignHCenter
        text: pile.count
        color: "white"
        font.pixelSize: 22
        font.bold: true
    }
    Text {
        anchors { left: parent.left; right: parent.right; bottom: parent.bottom }
        horizontalAlignment: Text.AlignLeft
        text: pile.caption
        color: "#9fb6c8"
        font.pixelSize: 12
        elide: Text.ElideRight
    }
}
