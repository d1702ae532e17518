// The symbol key over the river: each symbol this river carries (SalmonBoardModel.symbolKey) with
// its icon, name and what it does, then the terrain and the marks. Scrolls when taller than
// `maximumHeight`.
import QtQuick
import QtQuick.Controls
import Coursewright

Rectangle {
    id: key

    property var entries: []
    property var colours: ({}) // the river's palette (SalmonBoardModel.palette)
    property real maximumHeight: 400

    objectName: "symbolKey"
    height: Math.min(maximumHeight, column.implicitHeight + 24)
    radius: 10
    color: "#e6172b3c"
    border.color: "#4f7390"
    Accessible.role: Accessible.List
    Accessible.name: qsTr("Symbol key")

    Flickable {
        id: flick
        anchors.fill: parent
        anchors.margins: 12
        contentHeight: column.implicitHeight
        clip: true
        interactive: contentHeight > height
        boundsBehavior: Flickable.StopAtBounds
        ScrollBar.vertical: ScrollBar { policy: flick.interactive ? ScrollBar.AlwaysOn : ScrollBar.AlwaysOff }

        Column {
            id: column
            width: flick.width - (flick.interactive ? 12 : 0)
            spacing: 8
            Text { text: qsTr("Symbol key"); color: "#ffd28a"; font.pixelSize: 15 * TextScale.factor; font.bold: true }
            Repeater {
                model: key.entries.concat([
                    { icon: "", swatch: key.colours.rock, bar: false, name: qsTr("Rock"), effect: qsTr("No salmon enters it or jumps over it.") },
                    { icon: "", swatch: key.colours.waterfall, bar: false, name: qsTr("Waterfall"), effect: qsTr("Only a jump of two Swim cards passes it; a jump costs a Fatigue card.") },
                    { icon: "", swatch: key.colours.arrow, bar: true, name: qsTr("Arrow"), effect: qsTr("The current: a Current card carries the salmon along it (1 or 2: the die).") }])
                Row {
                    id: entry
                    required property var modelData
                    width: column.width
                    spacing: 8
                    Accessible.role: Accessible.ListItem
                    Accessible.name: modelData.name + ": " + modelData.effect
                    Item {
                        width: 28
                        height: 28
                        Image {
                            visible: entry.modelData.icon !== ""
                            anchors.fill: parent
                            sourceSize.width: 64
                            sourceSize.height: 64
                            source: entry.modelData.icon
                        }
                        Rectangle {
                            visible: entry.modelData.icon === ""
                            anchors.centerIn: parent
                            width: 20
                            height: entry.modelData.bar ? 4 : 20
                            radius: 3
                            color: entry.modelData.swatch !== undefined ? entry.modelData.swatch : "transparent"
                        }
                    }
                    Text {
                        width: parent.width - 36
                        text: "<b>" + entry.modelData.name + "</b> — " + entry.modelData.effect
                        textFormat: Text.StyledText
                        color: "#e8f1f8"
                        font.pixelSize: 13 * TextScale.factor
                        wrapMode: Text.WordWrap
                    }
                }
            }
        }
    }
}
