// The hand of the seat SalmonTurnController shows (the deciding human, or the only human between
// turns) as cards to pick, with that player's draw and discard piles. Cards shrink to the
// panel's width down to a readable size.
import QtQuick
import Coursewright
import "../common"

Rectangle {
    id: handPanel

    required property var turn

    radius: 12
    color: "#172b3c"
    implicitHeight: 200

    Text {
        id: title
        x: 14
        y: 10
        text: !handPanel.turn.handVisible ? qsTr("Hands are hidden")
              : handPanel.turn.hotSeat ? qsTr("Your hand, %1").arg(handPanel.turn.handOwnerName)
              : qsTr("Your hand")
        color: "#e8f1f8"
        font.pixelSize: 17
        font.bold: true
    }
    Row {
        anchors { right: parent.right; rightMargin: 14; verticalCenter: title.verticalCenter }
        spacing: 16
        visible: handPanel.turn.handVisible
        Pile { count: handPanel.turn.drawCount; caption: qsTr("draw pile") }
        Pile { count: handPanel.turn.discardCount; caption: qsTr("discard pile"); tint: "#5a4a34" }
    }

    Row {
        id: cards
        objectName: "handView"
        // As wide as the panel allows, as tall as its height allows (a selected card rises).
        readonly property real cardWidth: Math.max(50, Math.min(96, (handPanel.width - 28) / Math.max(4, repeater.count) - spacing,
                                                                (handPanel.height - 70) * 90 / 128))
        anchors { horizontalCenter: parent.horizontalCenter; top: title.bottom; topMargin: 18 }
        spacing: 10
        visible: handPanel.turn.handVisible
        Repeater {
            id: repeater
            model: handPanel.turn.hand
            SalmonCard {
                required property int index
                required name
                required effect
                required iconTurn
                required icon
                required property string colour
                required selected
                required selectable
                required property int selectionOrder
                objectName: "card-" + index
                width: cards.cardWidth
                height: width * 128 / 90
                accent: colour
                order: handPanel.turn.selectedCount > 1 ? selectionOrder : 0 // a jump's order
                onClicked: handPanel.turn.toggleCard(index)
            }
        }
    }
    Text {
        anchors.centerIn: parent
        visible: handPanel.turn.handVisible && repeater.count === 0
        text: qsTr("No cards in hand")
        color: "#7f98ab"
        font.pixelSize: 15
    }
}
