// The hand of the seat RowingTurnController shows (the acting human, or the only human between
// turns), as cards to select, with the rower's draw deck, discard pile and Stamina Pile.
import QtQuick
import Coursewright
import "../common"

Rectangle {
    id: handPanel

    required property var turn

    radius: 12
    color: "#172b3c"

    Text {
        id: title
        x: 16
        y: 14
        text: handPanel.turn.handVisible ? qsTr("Hand of %1").arg(handPanel.turn.handOwnerName)
                                         : qsTr("Hands are hidden")
        color: "#e8f1f8"
        font.pixelSize: 17
        font.bold: true
    }
    Text {
        anchors { left: title.right; leftMargin: 14; baseline: title.baseline }
        visible: handPanel.turn.phase === "playCards"
        text: qsTr("%1 of %2 selected").arg(handPanel.turn.selectedCount).arg(handPanel.turn.cardsRequired)
        color: "#ffd28a"
        font.pixelSize: 14
    }

    ListView {
        id: cards
        objectName: "handView"
        anchors { left: parent.left; right: piles.left; top: title.bottom; bottom: parent.bottom }
        anchors { leftMargin: 16; rightMargin: 12; topMargin: 30; bottomMargin: 12 }
        orientation: ListView.Horizontal
        spacing: 10
        interactive: false
        visible: handPanel.turn.handVisible
        model: handPanel.turn.hand
        delegate: Card {
            required property int index
            required property var model
            kind: model.kind
            value: model.value
            label: model.label
            selected: model.selected
            selectable: model.selectable
            objectName: "card-" + index
            y: 16
            onClicked: handPanel.turn.toggleCard(index)
        }
    }

    Text {
        anchors.centerIn: cards
        visible: !handPanel.turn.handVisible
        width: cards.width - 40
        horizontalAlignment: Text.AlignHCenter
        wrapMode: Text.WordWrap
        text: qsTr("A hand is shown only to its rower, on their turn.")
        color: "#7f98ab"
        font.pixelSize: 15
    }

    Column {
        id: piles
        anchors { right: parent.right; top: parent.top; rightMargin: 16; topMargin: 14 }
        spacing: 6
        visible: handPanel.turn.handVisible
        Pile { count: handPanel.turn.drawCount; caption: qsTr("Draw deck"); tint: "#2f5875" }
        Pile { count: handPanel.turn.discardCount; caption: qsTr("Discard pile"); tint: "#4c5b68" }
        Pile { count: handPanel.turn.staminaPile; caption: qsTr("Stamina Pile"); tint: "#9b3a35" }
    }
}
