// A gem: a cut stone in its colour (violet, clear, yellow, blue, red), by colour index.
import QtQuick

Item {
    id: gem

    property int colour: 0
    property var palette: []
    property real size: 16

    width: size
    height: size

    Rectangle {
        anchors.centerIn: parent
        width: gem.size * 0.72
        height: gem.size * 0.72
        rotation: 45
        radius: 2
        color: gem.palette[gem.colour] !== undefined ? gem.palette[gem.colour] : "#888888"
        border.color: "#0b1822"
        border.width: Math.max(1, gem.size / 14)
        Rectangle { // the facet's light
            x: parent.width * 0.18; y: parent.height * 0.18
            width: parent.width * 0.3; height: parent.height * 0.3
            radius: 1
            color: "#ffffff"
            opacity: 0.55
        }
    }
}
