// The hand of the human in front of the screen: one card per card type held (with how many),
// its shape drawn as it enters from below and its priority. Clicking a card selects it to lay;
// clicking it again clears the selection.
import QtQuick
import QtQuick.Controls

Item {
    id: hand

    property var turn: null
    property color colour: "#e63946"

    Text {
        anchors.centerIn: parent
        visible: hand.turn && hand.turn.hand.length === 0
        text: qsTr("No hand to show")
        color: "#7f98ab"
        font.pixelSize: 15
    }

    Flow {
        anchors.fill: parent
        spacing: 10
        Repeater {
            model: hand.turn ? hand.turn.hand : []
            Rectangle {
                id: card
                required property var modelData
                readonly property bool selected: hand.turn.selectedKind === modelData.kind
                objectName: "handCard_" + modelData.kind
                width: 96
                height: 128
                radius: 8
                color: selected ? "#3d7fb0" : mouse.containsMouse && modelData.playable ? "#2c4a63" : "#1e3547"
                border.color: selected ? "#ffd28a" : "#3f5d77"
                border.width: selected ? 3 : 1
                activeFocusOnTab: modelData.playable
                Accessible.role: Accessible.Button
                Accessible.name: qsTr("%1, priority %2, %3 in hand").arg(modelData.name)
                                 .arg(modelData.priority).arg(modelData.count)
                Keys.onSpacePressed: hand.turn.selectKind(selected ? -1 : modelData.kind)

                LineCardsPath {
                    x: 18
                    y: 10
                    width: 60
                    height: 60
                    exits: {
                        // shape → exits when the line travels up (Up 1, Right 2, Left 8)
                        const byShape = [1, 8, 2, 10, 9, 3, 11]
                        return byShape[card.modelData.shape]
                    }
                    travel: 0
                    colour: hand.colour
                }
                Text {
                    anchors { left: parent.left; right: parent.right; top: parent.top; topMargin: 74 }
                    horizontalAlignment: Text.AlignHCenter
                    text: card.modelData.name
                    wrapMode: Text.WordWrap
                    color: "#e8f1f8"
                    font.pixelSize: 12
                }
                Rectangle { // how many of this card
                    visible: card.modelData.count > 1
                    anchors { right: parent.right; top: parent.top; margins: 4 }
                    width: 24; height: 24; radius: 12
                    color: "#f0a532"
                    Text { anchors.centerIn: parent; text: "×" + card.modelData.count; font.pixelSize: 11; font.bold: true }
                }
                MouseArea {
                    id: mouse
                    anchors.fill: parent
                    hoverEnabled: true
                    enabled: card.modelData.playable
                    cursorShape: enabled ? Qt.PointingHandCursor : Qt.ArrowCursor
                    onClicked: hand.turn.selectKind(card.selected ? -1 : card.modelData.kind)
                }
                ToolTip.visible: mouse.containsMouse
                ToolTip.text: qsTr("%1: priority %2 (lower plays first next turn)")
                              .arg(card.modelData.name).arg(card.modelData.priority)
            }
        }
    }
}
