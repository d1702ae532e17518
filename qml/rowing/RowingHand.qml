// The hand of the seat RowingTurnController shows (the acting human, or the only human between
// turns), as cards to select, with the rower's draw deck, discard pile and stamina pile below.
// The cards take the panel's whole width: they shrink to fit it (in two rows when the panel is
// tall and narrow, or too narrow for seven cards whose names read whole), down to a readable
// size, and past that the grid scrolls.
import QtQuick
import QtQuick.Controls
import Coursewright
import "../common"

Rectangle {
    id: handPanel

    required property var turn
    // The draw deck, discard pile and stamina pile under the cards; without them (a short board)
    // the cards take the height, the Players dock beside the board counting the piles.
    property bool showPiles: true
    // Cards never narrower than their names read, the grid scrolling past that; without it (a
    // short board, where every card stays in view to be clicked) down to 44 px.
    property bool wholeNames: true

    // Gives the keyboard to the card at `index` (clamped to the hand); false for an empty hand.
    function focusCard(index) {
        if (cards.count === 0)
            return false
        const i = Math.max(0, Math.min(cards.count - 1, index))
        cards.positionViewAtIndex(i, GridView.Contain)
        const slot = cards.itemAtIndex(i)
        if (slot)
            slot.card.forceActiveFocus()
        return slot !== null
    }
    function hasFocusedCard() {
        for (let i = 0; i < cards.count; ++i) {
            const slot = cards.itemAtIndex(i)
            if (slot && slot.card.activeFocus)
                return true
        }
        return false
    }

    radius: 12
    color: "#172b3c"

    Text {
        id: title
        textFormat: Text.PlainText
        x: 14
        y: 10
        width: Math.min(implicitWidth, handPanel.width - 28 - (selection.visible && !handPanel.selectionBelow ? selection.implicitWidth + 14 : 0))
        text: !handPanel.turn.handVisible ? qsTr("Hands are hidden")
              : handPanel.turn.hotSeat ? qsTr("Your hand, %1").arg(handPanel.turn.handOwnerName)
              : qsTr("Your hand")
        color: "#e8f1f8"
        font.pixelSize: 17 * TextScale.factor
        font.bold: true
        elide: Text.ElideRight
    }
    // The count of cards selected goes under the title where both do not fit on its line (a
    // narrow hand at a large text size).
    readonly property bool selectionBelow: title.implicitWidth + 14 + selection.implicitWidth > width - 28
    Text {
        id: selection
        textFormat: Text.PlainText
        x: handPanel.selectionBelow ? title.x : title.x + title.width + 14
        y: handPanel.selectionBelow ? title.y + title.height : title.y + title.baselineOffset - baselineOffset
        visible: handPanel.turn.phase === RowingTurnController.PlayCards
        text: qsTr("%1 of %2 selected").arg(handPanel.turn.selectedCount).arg(handPanel.turn.cardsRequired)
        color: "#ffd28a"
        font.pixelSize: 14 * TextScale.factor
    }

    HoverHandler { id: pointerOver }

    Item { // the room for the cards, between the title and the piles
        id: cardArea
        anchors { left: parent.left; right: parent.right; bottom: handPanel.showPiles ? piles.top : parent.bottom }
        anchors.top: selection.visible && handPanel.selectionBelow ? selection.bottom : title.bottom
        anchors { leftMargin: 14; rightMargin: 14; topMargin: 4; bottomMargin: 8 }

        GridView {
            id: cards
            objectName: "handView"

            // Cards keep the designed 86 × 126 proportions, up to a quarter larger, sized for a
            // hand of seven whatever the hand holds now (no change of size between phases). One
            // row unless two rows give clearly bigger cards (a tall, narrow panel), or unless one
            // row leaves the cards too narrow for their names (readableWidth): then two rows of
            // cards as wide as the names need and shorter than designed (1280 × 720, where one
            // row of seven made 44 px cards that cut «Instabilité»). Never narrower than that
            // (wholeNames): past it the grid scrolls (a narrow hand at a large text size).
            readonly property real aspect: 86 / 126
            readonly property real maxWidth: 108
            readonly property real lift: 16 / 126 // a selected card rises by this much of its height
            readonly property real gap: 8
            // The longest card name, «Instabilité» in French (62 px at Card's 11 px bold), whole
            // in the name band of a card this wide.
            readonly property real readableWidth: 76
            readonly property real minWidth: 44
            readonly property int cardCount: Math.max(7, count)
            function roomWidth(rows) { // the widest card `rows` rows leave
                return Math.min(maxWidth, cardArea.width / Math.ceil(cardCount / rows) - gap)
            }
            function roomHeight(rows) { // the tallest card `rows` rows leave, its lift included
                return (cardArea.height / rows - gap) / (1 + lift)
            }
            function fit(rows) { // the widest card of the designed proportions
                return Math.min(roomWidth(rows), roomHeight(rows) * aspect)
            }
            readonly property int rows: cardCount > 1 && (fit(2) > 1.1 * fit(1)
                                        || (fit(1) < readableWidth && roomWidth(2) >= readableWidth)) ? 2 : 1
            readonly property int columns: Math.ceil(cardCount / rows)
            readonly property real cardWidth: handPanel.wholeNames ? Math.max(readableWidth, fit(rows))
                                                                   : Math.max(minWidth, fit(rows), Math.min(readableWidth, roomWidth(rows)))
            readonly property real cardHeight: Math.min(cardWidth / aspect, Math.max(roomHeight(rows), minWidth))

            // Centred, but held while the pointer is over the hand (HeldValue): cards played or
            // drawn under the pointer leave the others where they were.
            x: heldLeft.value
            y: heldTop.value
            HeldValue {
                id: heldLeft
                holding: pointerOver.hovered
                live: (cardArea.width - cards.width) / 2
            }
            HeldValue {
                id: heldTop
                holding: pointerOver.hovered
                live: (cardArea.height - cards.height) / 2
            }
            width: Math.min(cardArea.width, Math.ceil(Math.max(1, count) / rows) * cellWidth) // two rows split the hand evenly
            height: Math.min(cardArea.height, Math.ceil(Math.max(1, count) / Math.max(1, Math.floor(width / cellWidth))) * cellHeight)
            cellWidth: Math.floor(cardWidth + gap)
            cellHeight: cardHeight * (1 + lift) + gap
            clip: interactive // clipped only while it scrolls, so a lifted card shows whole
            interactive: contentHeight > height + 1
            boundsBehavior: Flickable.StopAtBounds
            ScrollBar.vertical: ScrollBar { policy: cards.interactive ? ScrollBar.AlwaysOn : ScrollBar.AlwaysOff }
            visible: handPanel.turn.handVisible
            model: handPanel.turn.hand
            delegate: Item {
                id: slot
                required property int index
                required property var model
                property alias card: face
                width: cards.cellWidth
                height: cards.cellHeight
                Card {
                    id: face
                    focusable: true
                    onStepped: delta => handPanel.focusCard(slot.index + delta)
                    objectName: "card-" + slot.index
                    ordinal: slot.index + 1
                    kind: slot.model.kind
                    value: slot.model.value
                    label: slot.model.label
                    selected: slot.model.selected
                    selectable: slot.model.selectable
                    y: cards.cardHeight * cards.lift
                    width: cards.cardWidth
                    height: cards.cardHeight
                    onClicked: handPanel.turn.toggleCard(slot.index)
                    HintMarker { // a card of the coach's hinted play or discard
                        anchors.fill: parent
                        anchors.margins: -3
                        round: false
                        lineWidth: 3
                        badgeAt: "none" // the badge is on the course, or on the Coach dock
                        visible: (handPanel.turn.hintPreview.cards ?? []).includes(slot.index)
                    }
                }
            }
        }
    }

    Text {
        anchors.centerIn: cardArea
        visible: !handPanel.turn.handVisible
        width: cardArea.width - 20
        horizontalAlignment: Text.AlignHCenter
        wrapMode: Text.WordWrap
        text: qsTr("A hand is shown only to its rower, on their turn.")
        color: "#7f98ab"
        font.pixelSize: 15 * TextScale.factor
    }

    Flow {
        id: piles
        anchors { left: parent.left; right: parent.right; bottom: parent.bottom; margins: 12; leftMargin: 14 }
        spacing: 12 // the three on one row in French at 1280 × 720, where a second row took the cards' room
        visible: handPanel.turn.handVisible && handPanel.showPiles
        // Their captions would put each on a row of its own (a narrow hand at a large text
        // size), taking the cards' room: the chips alone, their tool tips and names saying them.
        readonly property bool captioned: Math.max(drawPile.captionedWidth + discardPile.captionedWidth, discardPile.captionedWidth + staminaPile.captionedWidth) + spacing <= width
        Pile {
            id: drawPile
            objectName: "pile-draw"
            showCaption: piles.captioned
            count: handPanel.turn.drawCount
            caption: qsTr("Draw deck")
            tint: "#2f5875"
            toolTip: qsTr("Your draw deck: you draw from it to refill your hand.")
        }
        Pile {
            id: discardPile
            objectName: "pile-discard"
            showCaption: piles.captioned
            count: handPanel.turn.discardCount
            caption: qsTr("Discard pile")
            tint: "#4c5b68"
            toolTip: qsTr("Your discard pile: played and discarded cards, shuffled into a new deck when the deck runs out.")
        }
        Pile {
            id: staminaPile
            objectName: "pile-stamina"
            showCaption: piles.captioned
            count: handPanel.turn.staminaPile
            caption: qsTr("Stamina pile")
            tint: "#9b3a35"
            toolTip: qsTr("Your stamina: it pays for split lines crossed too fast, a jump of two rates and Motivation; with none left, a crab.")
        }
    }
}
