// One hex of the river at zoom 1: its terrain, symbol, current arrows (numbered when there are
// two: odd die → 1, even → 2), start and spawning-ground marks, and the highlight the turn
// controller asks for. Drawn around (centreX, centreY); `outline` is the board model's corners.
import QtQuick
import Coursewright

Item {
    id: hex

    required property int hexIndex
    required property real centreX
    required property real centreY
    required property string terrain
    required property string symbolIcon
    required property string symbolName
    required property var arrows
    required property bool start
    required property bool spawn
    required property int board
    required property string highlight
    property var outline: []
    property var colours: ({}) // the river's palette (SalmonBoardModel.palette)
    // A colour of the palette; transparent until the palette is set.
    function colour(key) { return hex.colours[key] !== undefined ? hex.colours[key] : "transparent" }
    property real size: 64 // across the flats
    property real detail: 1 // the scale it is shown at, for a sharp outline (SalmonHexOutline)

    objectName: "hex-" + hexIndex
    x: centreX
    y: centreY
    width: 0
    height: 0

    // Alternate boards a shade apart, so the joints show.
    readonly property color fill: {
        const c = hex.terrain === "land" ? hex.colour("land")
                : hex.terrain === "waterfall" ? hex.colour("waterfall")
                : hex.spawn ? hex.colour("spawn")
                : hex.colour("water")
        return hex.board % 2 ? Qt.darker(c, 1.05) : c
    }
    readonly property color highlightColour: hex.highlight === "landing" ? "#ffb627"
                                           : hex.highlight === "path" ? "#ffe08a"
                                           : hex.highlight === "passed" ? "#c8f0ff"
                                           : hex.highlight === "reach" ? "#7ee081"
                                           : hex.highlight === "bear" ? "#e0a060"
                                           : hex.highlight === "blocked" ? "#ff5a5a" : "transparent"

    SalmonHexOutline { // painted, not a Shape: see SalmonHexOutline.h
        anchors.centerIn: parent
        outline: hex.outline
        inset: 0.97
        detail: hex.detail
        fillColor: hex.fill
        strokeColor: hex.highlight !== "" ? hex.highlightColour
                     : hex.terrain === "land" ? hex.colour("landLine") : hex.colour("waterLine")
        strokeWidth: hex.highlight !== "" ? 4 : 1
    }
    Repeater { // waterfall foam: three white bands across the hex
        model: hex.terrain === "waterfall" ? 3 : 0
        Rectangle {
            required property int index
            x: -hex.size * 0.36
            y: -hex.size * 0.3 + index * hex.size * 0.22
            width: hex.size * 0.72
            height: hex.size * 0.08
            radius: height / 2
            color: hex.colour("foam")
            opacity: 0.8
        }
    }
    Repeater { // rock: a few grey stones
        model: hex.terrain === "rock" ? 3 : 0
        Rectangle {
            required property int index
            width: hex.size * (0.34 - index * 0.06)
            height: width * 0.75
            radius: width / 2
            x: [-0.3, 0.02, -0.12][index] * hex.size
            y: [-0.12, -0.2, 0.08][index] * hex.size
            color: [hex.colour("rockDark"), hex.colour("rockLight"), hex.colour("rock")][index]
        }
    }
    Rectangle { // the highlight's tint over the water
        visible: hex.highlight !== ""
        anchors.centerIn: parent
        width: hex.size * 0.78
        height: width
        radius: width / 2
        color: hex.highlightColour
        opacity: 0.4
    }
    Repeater { // current arrows, from near the centre (or the symbol's rim) to the edge they cross
        model: hex.arrows
        Item {
            required property var modelData
            readonly property real length: Math.sqrt(modelData.dx * modelData.dx + modelData.dy * modelData.dy)
            readonly property real from: length * (hex.symbolIcon !== "" ? 0.5 : 0.12)
            readonly property real to: length * 0.9
            rotation: Math.atan2(modelData.dy, modelData.dx) * 180 / Math.PI
            Rectangle {
                x: parent.from
                y: -2
                width: parent.to - parent.from
                height: 4
                radius: 2
                color: hex.colour("arrow")
                border.color: hex.colour("arrowHalo")
                border.width: 1
            }
            Repeater { // the head: two strokes meeting at the tip
                model: [35, -35]
                Rectangle {
                    required property var modelData
                    x: parent.to - 11
                    y: -2
                    width: 12
                    height: 4
                    radius: 2
                    color: hex.colour("arrow")
                    border.color: hex.colour("arrowHalo")
                    border.width: 1
                    transformOrigin: Item.Right
                    rotation: modelData
                }
            }
            Text {
                visible: modelData.both
                x: (parent.from + parent.to) / 2 - width / 2
                y: -19
                rotation: -parent.rotation
                text: modelData.number
                color: "#ffffff"
                style: Text.Outline
                styleColor: "#0d3550"
                font.pixelSize: 12
                font.bold: true
            }
        }
    }
    Image {
        visible: hex.symbolIcon !== ""
        anchors.centerIn: parent
        width: hex.size * 0.46
        height: width
        sourceSize.width: 64
        sourceSize.height: 64
        source: hex.symbolIcon
        smooth: true
    }
    Text { // start and spawning-ground labels
        visible: (hex.start || hex.spawn) && hex.symbolIcon === ""
        anchors.centerIn: parent
        text: hex.spawn ? qsTr("SPAWN") : qsTr("START")
        color: hex.spawn ? hex.colour("eggLine") : hex.colour("arrow")
        font.pixelSize: 10
        font.bold: true
    }
}
