// A card's path drawn in its square: a bar from the side the line enters by to the centre, and a
// bar from the centre to each exit (`exits`: bit 1 << direction, 0 up, 1 right, 2 down, 3 left).
// A start card has no entry side and a ring at its centre. `openExits` are marked at the edge.
import QtQuick

Item {
    id: path

    property int exits: 0
    property int travel: 0
    property bool start: false
    property int openExits: 0
    property color colour: "#d55e00"
    property real thickness: Math.max(3, width * 0.16)

    readonly property int entry: (travel + 2) % 4

    Repeater {
        model: 4
        Rectangle { // the half-bar towards side `index`
            required property int index
            readonly property bool vertical: index === 0 || index === 2
            visible: (path.exits & (1 << index)) !== 0 || (!path.start && index === path.entry)
            color: path.colour
            radius: path.thickness / 2
            width: vertical ? path.thickness : path.width / 2 + path.thickness / 2
            height: vertical ? path.height / 2 + path.thickness / 2 : path.thickness
            x: index === 1 ? path.width / 2 - path.thickness / 2
               : index === 3 ? 0 : (path.width - path.thickness) / 2
            y: index === 2 ? path.height / 2 - path.thickness / 2
               : index === 0 ? 0 : (path.height - path.thickness) / 2
        }
    }
    Rectangle { // the centre: a ring on a start card
        anchors.centerIn: parent
        width: path.start ? path.width * 0.42 : path.thickness * 1.4
        height: width
        radius: width / 2
        color: path.start ? "transparent" : path.colour
        border.color: path.colour
        border.width: path.start ? path.thickness * 0.8 : 0
    }
    Repeater { // open exits: a bright notch on the edge
        model: 4
        Rectangle {
            required property int index
            readonly property bool vertical: index === 0 || index === 2
            visible: (path.openExits & (1 << index)) !== 0
            width: vertical ? path.thickness * 2.2 : path.thickness * 0.9
            height: vertical ? path.thickness * 0.9 : path.thickness * 2.2
            color: "#fff3b0"
            border.color: "#1d1405"
            border.width: 1
            x: index === 1 ? path.width - width : index === 3 ? 0 : (path.width - width) / 2
            y: index === 2 ? path.height - height : index === 0 ? 0 : (path.height - height) / 2
        }
    }
}
