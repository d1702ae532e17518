// What the symbols on the river mean (K): one line per kind of piece, drawn as on the board.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Coursewright

Rectangle {
    id: key

    property var gemColours: []

    objectName: "symbolKey"
    implicitHeight: column.implicitHeight + 24
    radius: 10
    color: "#f0172b3c"
    border.color: "#3f5d77"

    component Entry: RowLayout {
        property alias text: label.text
        default property alias icon: slot.data
        Layout.fillWidth: true
        spacing: 10
        Item { id: slot; Layout.preferredWidth: 40; Layout.preferredHeight: 30 }
        Text {
            id: label
            Layout.fillWidth: true
            color: "#e8f1f8"
            font.pixelSize: 13 * TextScale.factor
            wrapMode: Text.WordWrap
        }
    }

    Flickable { // scrolled when the board is shorter than the key
        id: scroll
        anchors { fill: parent; margins: 12 }
        contentHeight: column.implicitHeight
        clip: interactive
        interactive: contentHeight > height + 1
        boundsBehavior: Flickable.StopAtBounds
        ScrollBar.vertical: ScrollBar { policy: scroll.interactive ? ScrollBar.AlwaysOn : ScrollBar.AlwaysOff }

        ColumnLayout {
            id: column
            width: scroll.width - (scroll.interactive ? 12 : 0)
            spacing: 6
            Text { text: qsTr("Symbol key"); color: "#ffd28a"; font.pixelSize: 16 * TextScale.factor; font.bold: true }
            Entry {
                text: qsTr("River disc: a space of the river. Discs flow down one space per point of the river's move.")
                Rectangle { anchors.centerIn: parent; width: 28; height: 28; radius: 14; color: "#2f7196"; border.color: "#8cc7e8"; border.width: 2 }
            }
            Entry {
                text: qsTr("Canoe in its player's colour, numbered 1 or 2, with the gem it carries.")
                Rectangle {
                    anchors.centerIn: parent; width: 38; height: 14; radius: 7; color: "#e63946"; border.color: "#0b1822"
                    NiagaraGem { anchors.centerIn: parent; colour: 3; palette: key.gemColours; size: 13 }
                }
            }
            Entry {
                text: qsTr("Gems: violet, clear, yellow, blue, red.")
                Row {
                    anchors.centerIn: parent
                    Repeater { model: 5; NiagaraGem { required property int index; colour: index; palette: key.gemColours; size: 8 } }
                }
            }
            Entry {
                text: qsTr("Discovery place: the gems lying there, loaded from the spaces it is linked to.")
                Rectangle { anchors.centerIn: parent; width: 26; height: 26; radius: 13; color: "#243b2a"; border.color: key.gemColours[0]; border.width: 3 }
            }
            Entry {
                text: qsTr("Rope and beach: new discs enter below the rope; canoes launch from the beach and land there with their gems.")
                Rectangle { anchors.centerIn: parent; width: 30; height: 20; radius: 5; color: "#6b5a3a"; border.color: "#e2c27a"; border.width: 2 }
            }
            Entry {
                text: qsTr("Fork pointer: the arm the next disc leaving the main channel takes; it turns after each disc.")
                Rectangle {
                    anchors.centerIn: parent; width: 26; height: 26; radius: 13; color: "#f0a532"
                    Text { anchors.centerIn: parent; text: "➜"; rotation: -45; color: "#1d1405"; font.pixelSize: 16 * TextScale.factor; font.bold: true }
                }
            }
            Entry {
                text: qsTr("Waterfall: a canoe carried over it is lost, and its gem goes back to its place.")
                Rectangle { anchors.centerIn: parent; width: 16; height: 28; radius: 4; color: "#9fd3f2" }
            }
            Entry {
                text: qsTr("Red ring: the revealed cards' river move sweeps this space over a waterfall.")
                Rectangle { anchors.centerIn: parent; width: 28; height: 28; radius: 14; color: "transparent"; border.color: "#ff5a4f"; border.width: 3 }
            }
            Entry {
                text: qsTr("Orange ring: a space your canoe can reach; +2 marks points kept to load or unload there.")
                Rectangle { anchors.centerIn: parent; width: 28; height: 28; radius: 14; color: "#18f0a532"; border.color: "#f0a532"; border.width: 3 }
            }
            Entry {
                text: qsTr("Life preserver: the first player of the round.")
                Rectangle { anchors.centerIn: parent; width: 22; height: 22; radius: 11; color: "transparent"; border.color: "#ff7b3a"; border.width: 6 }
            }
            Entry {
                text: qsTr("Weather track: the cloud's value is added to the lowest card to move the river.")
                Rectangle { anchors.centerIn: parent; width: 30; height: 20; radius: 10; color: "#dfe9f2" }
            }
        }
    }
}
