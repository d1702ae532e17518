// The seven paddle cards of the player in front of the screen: those in hand (click one to choose
// it in Phase I), the one chosen this round (face down to everyone else until the reveal) and
// those played this cycle (they come back when all seven are out).
import QtQuick
import QtQuick.Controls
import Coursewright
import "../common"

Item {
    id: hand

    property NiagaraTurnController turn
    // Low cards, the number and its state only: the height goes to the decision while the
    // cards are only looked at (outside Phase I, on a short board).
    // Held while the pointer is over the cards (HeldValue): the cards keep their height when the
    // phase changes under it.
    property bool compact: false
    readonly property real cardWidth: heldWidth.value
    HeldValue {
        id: heldWidth
        holding: hover.hovered
        live: Math.min(72, (hand.width - 6 * 8) / 7)
    }
    readonly property real cardHeight: heldCompact.value > 0.5 ? cardWidth * 0.9 : cardWidth * 1.4
    // Whether the pointer is over the cards: the board holds their place too (NiagaraBoard).
    readonly property bool pointerOver: hover.hovered
    HeldValue {
        id: heldCompact
        holding: hover.hovered
        live: hand.compact ? 1 : 0
    }
    HoverHandler { id: hover }

    implicitHeight: title.height + 9 + cardHeight

    Text {
        id: title
        textFormat: Text.PlainText
        // On two lines in a narrow column at a large text size («Cartes pagaie de Canoéiste 1»
        // ran past a 280 px column at 150 %).
        width: hand.width
        wrapMode: Text.WordWrap
        text: hand.turn.handOwnerName !== "" ? qsTr("Paddle cards of %1").arg(hand.turn.handOwnerName) : ""
        color: "#9fb6c8"
        font.pixelSize: 13 * TextScale.factor
    }
    Row {
        objectName: "handView"
        anchors { top: title.bottom; topMargin: 6 }
        spacing: 8
        Repeater {
            model: hand.turn.hand
            Rectangle {
                id: card
                required property var modelData
                readonly property bool cloud: modelData.card === 6
                objectName: "card_" + modelData.card
                width: hand.cardWidth
                height: hand.cardHeight
                radius: 8
                y: modelData.state === NiagaraTurnController.Chosen ? -4 : 0
                opacity: modelData.state === NiagaraTurnController.Played ? 0.35 : 1
                color: modelData.state === NiagaraTurnController.Chosen ? "#3a2b14" : cloud ? "#dfe9f2" : "#f3e3c0"
                border.color: modelData.focused || activeFocus || cardMouseHover.hovered && modelData.playable ? "#ffffff"
                              : modelData.state === NiagaraTurnController.Chosen ? "#f0a532" : "#5d4a2c"
                border.width: modelData.focused || activeFocus || modelData.state === NiagaraTurnController.Chosen ? 3 : 1.5
                // Phase I by keyboard alone (issue 54): Tab reaches a card that may be chosen,
                // Space or Enter chooses it; the others report themselves disabled.
                readonly property bool drawnDisabled: !modelData.playable
                activeFocusOnTab: modelData.playable
                Keys.onSpacePressed: if (card.modelData.playable) hand.turn.chooseCard(card.modelData.card)
                Keys.onReturnPressed: if (card.modelData.playable) hand.turn.chooseCard(card.modelData.card)
                Keys.onEnterPressed: if (card.modelData.playable) hand.turn.chooseCard(card.modelData.card)
                Accessible.onPressAction: if (card.modelData.playable) hand.turn.chooseCard(card.modelData.card)
                Accessible.role: Accessible.Button
                Accessible.name: modelData.state === NiagaraTurnController.Chosen ? qsTr("Paddle card %1, chosen").arg(modelData.name)
                                 : modelData.state === NiagaraTurnController.Played ? qsTr("Paddle card %1, played").arg(modelData.name)
                                 : qsTr("Paddle card %1").arg(modelData.name)
                Text {
                    id: number
                    textFormat: Text.PlainText
                    anchors.centerIn: parent
                    anchors.verticalCenterOffset: hand.compact && card.modelData.state !== NiagaraTurnController.InHand ? -5 : 0
                    text: card.cloud ? "☁" : card.modelData.name
                    color: card.modelData.state === NiagaraTurnController.Chosen ? "#ffd28a" : "#2b2010"
                    font.pixelSize: card.cloud ? card.width * 0.55 : card.width * 0.5
                    font.bold: true
                }
                Text {
                    textFormat: Text.PlainText
                    anchors { bottom: parent.bottom; bottomMargin: 4; horizontalCenter: parent.horizontalCenter }
                    // Left out on a card too narrow for it (a short board's), or too low to keep
                    // it clear of the number's digits (about 0.36 em under the centre) at a larger
                    // text size: the card's colour and dimness tell its state, its accessible
                    // name says it.
                    visible: implicitWidth <= card.width - 4
                             && card.height - 4 - implicitHeight >= card.height / 2 + number.anchors.verticalCenterOffset + 0.36 * number.font.pixelSize
                    text: card.modelData.state === NiagaraTurnController.Chosen ? qsTr("chosen") : card.modelData.state === NiagaraTurnController.Played ? qsTr("played") : ""
                    color: card.modelData.state === NiagaraTurnController.Chosen ? "#ffd28a" : "#2b2010"
                    font.pixelSize: 11 * TextScale.factor
                }
                HintMarker { // the coach's hinted card
                    anchors.fill: parent
                    anchors.margins: -3
                    round: false
                    visible: hand.turn.hintPreview.card === card.modelData.card
                }
                MouseArea {
                    id: cardMouse
                    anchors.fill: parent
                    cursorShape: card.modelData.playable ? Qt.PointingHandCursor : Qt.ArrowCursor
                    onClicked: if (card.modelData.playable) hand.turn.chooseCard(card.modelData.card)
                }
                HoverHandler { // not the MouseArea's: in Qt 6.4 that hid the hover from the hand's
                    id: cardMouseHover
                }
                ToolTip.visible: cardMouseHover.hovered
                ToolTip.delay: 400
                ToolTip.text: card.cloud ? qsTr("Cloud: move the weather one step instead of paddling. Only the weather then moves the river if everyone plays a cloud.")
                              : qsTr("Paddle %1: each of your canoes on the water moves exactly %1 (a landing canoe may waste points). The lowest number played, plus the weather, moves the river.").arg(card.modelData.name)
            }
        }
    }
}
