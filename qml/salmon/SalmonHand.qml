// The hand of the seat SalmonTurnController shows (the deciding human, or the only human between
// turns) as cards to pick, with that player's draw and discard piles. The cards have one size
// for the panel's width whatever the hand holds (sized for four cards, the hand the rules keep
// at the end of a turn; a larger hand shrinks to fit), so nothing moves between phases; the
// panel's height follows from it (implicitHeight). Sized for six, a hand at 1280 × 720 drew
// cards too small to read (issue 32).
// While the pointer is over the hand, the cards keep where they start and their width (HeldValue):
// a card played under the pointer leaves the others where they were.
// A hand wider than the panel at the cards' least width (a narrow column: the least window at a
// large text size) goes on as many rows as it needs.
// Keyboard: the arrows move between cards, Space selects (SalmonCard).
import QtQuick
import QtQuick.Controls
import Coursewright
import "../common"

Rectangle {
    id: handPanel

    required property var turn
    // Held, with where the cards start, while the pointer is over the hand (HeldValue).
    readonly property real cardWidth: heldWidth.value
    HeldValue {
        id: heldWidth
        holding: pointerOver.hovered
        live: Math.max(handPanel.leastCardWidth, Math.min(96, (handPanel.width - 28) / Math.max(4, Math.min(repeater.count, handPanel.columns)) - cards.spacing))
    }
    readonly property real leastCardWidth: 54
    // The cards a row takes at their least width, and the rows the hand needs.
    readonly property int columns: Math.max(1, Math.floor((width - 28 + cards.spacing) / (leastCardWidth + cards.spacing)))
    readonly property int rows: Math.max(1, Math.ceil(repeater.count / columns))
    HeldValue {
        id: heldLeft
        holding: pointerOver.hovered
        live: (handPanel.width - cards.width) / 2 // centred
    }
    HoverHandler { id: pointerOver }
    readonly property real cardHeight: cardWidth * 128 / 90

    // Gives the keyboard to the card in `row` (clamped to the hand); false when the hand is empty.
    function focusCard(row) {
        if (repeater.count === 0)
            return false
        repeater.itemAt(Math.max(0, Math.min(repeater.count - 1, row))).forceActiveFocus()
        return true
    }
    function hasFocusedCard() {
        for (let i = 0; i < repeater.count; ++i)
            if (repeater.itemAt(i) && repeater.itemAt(i).activeFocus)
                return true
        return false
    }

    radius: 12
    color: "#172b3c"
    implicitHeight: title.height + 10 + 18 + cardHeight * (1 + 14 / 128) + (rows - 1) * (cardHeight + cards.rowSpacing) + 18

    Text {
        id: title
        objectName: "handTitle"
        textFormat: Text.PlainText
        x: 14
        y: 10
        width: Math.min(implicitWidth, handPanel.width - (piles.visible ? piles.width + 42 : 28))
        wrapMode: Text.WordWrap // whole beside the piles in a narrow column at a large text size
        text: !handPanel.turn.handVisible ? qsTr("Hands are hidden")
              : handPanel.turn.hotSeat ? qsTr("Your hand, %1").arg(handPanel.turn.handOwnerName)
              : qsTr("Your hand")
        color: "#e8f1f8"
        font.pixelSize: 17 * TextScale.factor
        font.bold: true
    }
    Row {
        id: piles
        anchors { right: parent.right; rightMargin: 14; verticalCenter: title.verticalCenter }
        spacing: 16
        visible: handPanel.turn.handVisible
        // The captions only where the title keeps its whole text beside them.
        readonly property bool captions: title.implicitWidth + 42 + drawPile.captionedWidth
                                         + discardPile.captionedWidth + spacing <= handPanel.width
        Pile {
            id: drawPile
            showCaption: piles.captions
            count: handPanel.turn.drawCount
            caption: qsTr("draw pile")
            toolTip: qsTr("Your draw pile: you draw up to four cards from it at the end of your turn.")
        }
        Pile {
            id: discardPile
            showCaption: piles.captions
            count: handPanel.turn.discardCount
            caption: qsTr("discard pile")
            tint: "#5a4a34"
            toolTip: qsTr("Your discard pile: played and new cards; it is shuffled into a new draw pile when that runs out.")
        }
    }

    Grid {
        id: cards
        objectName: "handView"
        columns: handPanel.columns
        // A selected card rises by 14/128 of its height: clear of the row above.
        rowSpacing: Math.max(spacing, handPanel.cardHeight * 14 / 128 + 4)
        // Where the cards started, held under the pointer, but never past the panel's edges: a
        // hand that grows under a still pointer (a card drawn) would run its last card out of the
        // panel (the fourth at 150 % text).
        x: Math.max(14, Math.min(heldLeft.value, handPanel.width - 14 - width))
        anchors { top: title.bottom; topMargin: 18 + handPanel.cardHeight * 14 / 128 }
        spacing: 10
        visible: handPanel.turn.handVisible
        Accessible.role: Accessible.List
        Accessible.name: title.text
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
                ordinal: index + 1
                width: handPanel.cardWidth
                height: handPanel.cardHeight
                accent: colour
                focusable: true
                order: handPanel.turn.selectedCount > 1 ? selectionOrder : 0 // a jump's order
                onClicked: handPanel.turn.toggleCard(index)
                onStepped: delta => handPanel.focusCard(index + delta)
                HintMarker { // a card of the coach's hint
                    anchors.fill: parent
                    anchors.margins: -3
                    round: false
                    readonly property var hinted: handPanel.turn.hintPreview
                    visible: hinted.rows !== undefined && hinted.rows.indexOf(parent.index) >= 0
                    // The badge shows on the river when the move lands there.
                    badgeAt: hinted.hex !== undefined || (hinted.rows !== undefined && hinted.rows.indexOf(parent.index) > 0) ? "none" : "above"
                }
            }
        }
    }
    Text {
        anchors.centerIn: parent
        visible: handPanel.turn.handVisible && repeater.count === 0
        text: qsTr("No cards in hand")
        color: "#7f98ab"
        font.pixelSize: 15 * TextScale.factor
    }
}
