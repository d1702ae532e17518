// The decision of the moment and the hand of the human in front of the screen: what to do; the
// riders to place or activate; the Action cards (click one; a Wild card then asks for its
// type); the starting PS term by term; during a move the PS left and the reachable spaces as
// buttons too (the road shows them, with the same letters); the Tactics cards held. Activate and
// every other choice's button keep the panel's bottom edge, whatever the text above them does.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Coursewright
import "../common"

DecisionPanel {
    id: panel

    property VisionsTurnController turn
    // On a short board the riders' buttons say their letters only (the road and the symbol key
    // name them), on one row, so the hand below them stays in the panel (issue 55).
    property bool compact: false

    // Gives the keyboard to the first of the other choices' buttons; false when there is none.
    function focusFirst() {
        if (optionRepeater.count === 0)
            return false
        optionRepeater.itemAt(0).forceActiveFocus()
        return true
    }

    Text {
        id: prompt
        objectName: "promptText"
        textFormat: Text.PlainText
        Layout.fillWidth: true
        visible: text !== ""
        text: panel.turn.promptText
        color: "#e8f1f8"
        font.pixelSize: 15 * TextScale.factor
        wrapMode: Text.WordWrap
    }
    Flow { // the riders to place or activate
        id: riders
        Layout.fillWidth: true
        spacing: 6
        visible: panel.turn.riderChoices.length > 0
        Repeater {
            model: panel.turn.riderChoices
            ActionButton {
                required property var modelData
                width: implicitWidth
                objectName: "riderChoice_" + modelData.slot
                text: panel.compact ? modelData.letter : modelData.letter + " · " + modelData.label
                Accessible.name: modelData.letter + " · " + modelData.label
                checked: modelData.selected
                readonly property string does: panel.turn.phase === VisionsTurnController.Place ? qsTr("Line this rider up on the next start space")
                                                                                             : qsTr("Activate this rider (Up/Down)")
                // The rider's name, which a compact button leaves out: "The All-Star: activate…"
                toolTip: panel.compact ? qsTr("%1: %2", "a rider's name, what its button does").arg(modelData.label).arg(does) : does
                onClicked: panel.turn.selectRider(modelData.rider)
                HintMarker { // the rider of the coach's hint (its space or rider shows the badge)
                    anchors.fill: parent
                    anchors.margins: -3
                    round: false
                    badgeAt: "none"
                    visible: panel.turn.hintPreview.rider === modelData.rider
                }
            }
        }
    }
    // While the pointer is over the hand, the hand and its title stay where they were when a
    // prompt or a list of riders above them shrinks (HeldValue, issue 55): a margin above the
    // title takes up what they gave back, and what lies below the hand moves down. When they grow,
    // the hand moves down with them: drawn where it was, it covered the new prompt («Jouer le
    // Joker comme quel type de déplacement ?», issue 54). The margin is read from the bottom of
    // the items above the title, which it does not move (no layout loop).
    HeldValue {
        id: heldHandTop
        holding: pointerOver.hovered
        live: riders.visible ? riders.y + riders.height : prompt.visible ? prompt.y + prompt.height : 0
    }
    Text {
        id: handTitle
        Layout.fillWidth: true
        Layout.topMargin: Math.max(0, heldHandTop.value - heldHandTop.live)
        visible: hand.count > 0
        text: qsTr("Your hand")
        color: "#9fb6c8"
        font.pixelSize: 13 * TextScale.factor
    }
    Flow { // the Action cards
        id: handRow
        objectName: "handView"
        // The tallest footer of the hand, so that every card is as tall and shows its whole footer.
        readonly property real footerHeight: {
            let tallest = 0
            for (let i = 0; i < children.length; ++i)
                if (children[i].footerHeight !== undefined)
                    tallest = Math.max(tallest, children[i].footerHeight)
            return tallest
        }
        // The hand on one row, its cards as wide as the row allows (a quarter of it up to four
        // cards: a long name stays large enough to read), at most 96 px; tall enough for the
        // band, the strokes and the hand's longest footer at 11 px (issue 32: footers shrank to
        // 7 px, «Folie des grandeurs», "Delusions of Epic-ness"). Every card takes its size from
        // the row, never from its own width: a card whose height read its own width kept its old
        // height after a resize when its footer wrapped onto more lines as that width changed
        // (issue 32: one card drawn shorter than the others).
        // A card is never narrower than its band needs for the hand's longest movement name at
        // the band's 11 px floor: when the row cannot give each card that much, fewer cards
        // share a row and the hand wraps onto a second one (issue 54: at 150 % text in French
        // "Aspiration" and "Échappée" need 60-64 px and got 45-60).
        readonly property real widestName: {
            let widest = 0
            for (let i = 0; i < hand.count; ++i)
                widest = Math.max(widest, nameMetrics.advanceWidth(panel.turn.hand[i].typeName))
            return widest
        }
        readonly property real narrowestCard: Math.ceil(widestName) + 2 * 3 + 4 + 2 // band margins, text inset, rounding
        readonly property int across: Math.max(1, Math.min(Math.max(4, hand.count),
                                                           Math.floor((width + spacing) / (narrowestCard + spacing))))
        readonly property real bandHeight: 22
        FontMetrics {
            id: nameMetrics
            font.pixelSize: 11 // the card name's floor
            font.bold: true
        }
        FontMetrics { // the card name at its full size, to shrink a long one to its band
            id: fullNameMetrics
            font.pixelSize: 12 * TextScale.factor
            font.bold: true
        }
        readonly property real cardWidth: heldWidth.value // held while the pointer is over the hand
        HeldValue {
            id: heldWidth
            holding: pointerOver.hovered
            live: Math.min(96, (handRow.width - (handRow.across - 1) * handRow.spacing) / handRow.across)
        }
        HoverHandler { id: pointerOver }
        readonly property real cardHeight: heldHeight.value
        HeldValue {
            id: heldHeight
            holding: pointerOver.hovered
            live: Math.max(handRow.cardWidth * 104 / 74, handRow.bandHeight + 6 + 30 + handRow.footerHeight + 3)
        }
        Layout.fillWidth: true
        spacing: 6
        Repeater {
            id: hand
            model: panel.turn.hand
            Rectangle {
                id: card
                required property var modelData
                objectName: "card_" + modelData.card
                readonly property real footerHeight: footer.implicitHeight
                width: handRow.cardWidth
                height: handRow.cardHeight
                radius: 8
                color: modelData.card === 16 ? "#3a2b14" : "#f3e9d2"
                border.color: modelData.selected ? "#f0a532" : "#0b1822"
                border.width: modelData.selected ? 4 : 1
                activeFocusOnTab: modelData.playable
                Accessible.role: Accessible.Button
                Accessible.name: modelData.name
                Accessible.description: modelData.detail
                Accessible.onPressAction: panel.turn.selectCard(modelData.card)
                Keys.onSpacePressed: panel.turn.selectCard(modelData.card)
                Rectangle { // the focus ring
                    anchors.fill: parent
                    anchors.margins: -4
                    radius: 10
                    color: "transparent"
                    border.color: "#ffffff"
                    border.width: 2
                    visible: card.activeFocus
                }
                HintMarker { // the card of the coach's hint (its rider shows the badge)
                    anchors.fill: parent
                    anchors.margins: -3
                    round: false
                    badgeAt: "none"
                    visible: panel.turn.hintPreview.card === card.modelData.card
                }
                Rectangle { // the movement type's band
                    id: band
                    anchors { left: parent.left; right: parent.right; top: parent.top; margins: 3 }
                    height: handRow.bandHeight
                    radius: 5
                    color: ({lead: "#c0392b", chase: "#2a6fb0", draft: "#2e8b57", "break": "#8e44ad", wild: "#b8860b"})[card.modelData.type] || "#5d4a2c"
                    Text { // shrinks to fit a long translation ("Aspiration"), never below 11 px
                        // The size is set, not fitted by fontSizeMode: a fitted text reports its
                        // unfitted font, wider than the band (the names seemed to overlap).
                        objectName: "cardName"
                        textFormat: Text.PlainText
                        anchors.centerIn: parent
                        width: parent.width - 4
                        text: card.modelData.typeName
                        color: "#ffffff"
                        font.pixelSize: Math.max(11, Math.min(fullNameMetrics.font.pixelSize,
                            Math.floor(fullNameMetrics.font.pixelSize * (width - 1) / Math.max(1, fullNameMetrics.advanceWidth(text)))))
                        font.bold: true
                        horizontalAlignment: Text.AlignHCenter
                    }
                }
                Text { // the pedal strokes, between the band and the footer
                    textFormat: Text.PlainText
                    anchors { horizontalCenter: parent.horizontalCenter; top: band.bottom; bottom: footer.top }
                    verticalAlignment: Text.AlignVCenter
                    text: card.modelData.ps > 0 ? card.modelData.ps : "★"
                    color: card.modelData.card === 16 ? "#ffd28a" : "#2b2010"
                    font.pixelSize: Math.min(card.width * 0.4, 34)
                    font.bold: true
                }
                Text { // the special text and the fatigue it costs, on as many lines as it needs
                    textFormat: Text.PlainText
                       // ("Folie des grandeurs", "Argy Bargy +1 T")
                    id: footer
                    objectName: "cardEffect"
                    anchors { left: parent.left; right: parent.right; bottom: parent.bottom; margins: 3 }
                    text: card.modelData.footer
                    color: card.modelData.card === 16 ? "#ffd28a" : "#5d4a2c"
                    font.pixelSize: 11 * TextScale.factor
                    lineHeight: 0.9
                    horizontalAlignment: Text.AlignHCenter
                    wrapMode: Text.Wrap
                }
                MouseArea {
                    id: cardMouse
                    anchors.fill: parent
                    cursorShape: card.modelData.playable ? Qt.PointingHandCursor : Qt.ArrowCursor
                    onClicked: panel.turn.selectCard(card.modelData.card)
                }
                HoverHandler { // not the MouseArea's: in Qt 6.4 that hid the hover from the hand's
                    id: cardMouseHover
                }
                ToolTip.visible: cardMouseHover.hovered
                ToolTip.text: modelData.detail
                ToolTip.delay: 300
            }
        }
    }
    Flow { // a Wild card's type
        Layout.fillWidth: true
        spacing: 6
        visible: panel.turn.wildTypes.length > 0
        Repeater {
            model: panel.turn.wildTypes
            ActionButton {
                required property var modelData
                width: implicitWidth
                objectName: "wildType_" + modelData.type
                text: modelData.name
                checked: modelData.selected
                toolTip: qsTr("Play the Wild card as %1 (T)").arg(modelData.name)
                onClicked: panel.turn.selectType(modelData.type)
            }
        }
    }
    Rectangle { // the starting PS, term by term, and Activate
        objectName: "psBreakdown"
        Layout.fillWidth: true
        implicitHeight: terms.implicitHeight + 16
        visible: panel.turn.psTotal >= 0
        radius: 6
        color: "#0f2332"
        border.color: "#f0a532"
        ColumnLayout {
            id: terms
            anchors { left: parent.left; right: parent.right; top: parent.top; margins: 8 }
            spacing: 2
            Repeater {
                model: panel.turn.psTerms
                RowLayout {
                    id: psTerm
                    required property var modelData
                    required property int index
                    Layout.fillWidth: true
                    Text {
                        textFormat: Text.PlainText
                        Layout.fillWidth: true
                        text: psTerm.modelData.label
                        color: "#c9d8e3"
                        font.pixelSize: 14 * TextScale.factor
                        elide: Text.ElideRight
                    }
                    Text {
                        textFormat: Text.PlainText
                        text: (psTerm.index > 0 && psTerm.modelData.value > 0 ? "+" : "") + psTerm.modelData.value
                        color: psTerm.modelData.value < 0 ? "#ff8a80" : "#e8f1f8"
                        font.pixelSize: 14 * TextScale.factor
                        font.bold: true
                    }
                }
            }
            Rectangle { Layout.fillWidth: true; height: 1; color: "#3f5d77" }
            RowLayout {
                Layout.fillWidth: true
                Text {
                    Layout.fillWidth: true
                    text: qsTr("Starting PS")
                    color: "#ffd28a"
                    font.pixelSize: 15 * TextScale.factor
                    font.bold: true
                }
                Text {
                    objectName: "psTotal"
                    textFormat: Text.PlainText
                    text: panel.turn.psTotal
                    color: "#ffd28a"
                    font.pixelSize: 18 * TextScale.factor
                    font.bold: true
                }
            }
        }
    }
    Text {
        objectName: "psLeft"
        textFormat: Text.PlainText
        Layout.fillWidth: true
        visible: panel.turn.phase === VisionsTurnController.Move && panel.turn.psLeft >= 0
        text: qsTr("PS left: %1").arg(panel.turn.psLeft)
        color: "#ffd28a"
        font.pixelSize: 16 * TextScale.factor
        font.bold: true
    }
    Flow { // the reachable spaces, the same as the road's highlighted ones
        Layout.fillWidth: true
        spacing: 6
        visible: panel.turn.targets.length > 0
        Repeater {
            model: panel.turn.targets
            ActionButton {
                required property var modelData
                width: implicitWidth
                objectName: "targetButton_" + modelData.cell
                text: modelData.cost >= 0 ? qsTr("%1 (%2 PS)").arg(modelData.key).arg(modelData.cost) : modelData.key + " · " + modelData.label
                checked: modelData.focused
                toolTip: modelData.detail
                Accessible.name: modelData.spoken
                onClicked: panel.turn.take(modelData.index)
            }
        }
    }
    Text {
        objectName: "tacticsHand"
        textFormat: Text.PlainText
        Layout.fillWidth: true
        visible: panel.turn.tactics.length > 0
        text: qsTr("Your Tactics: %1").arg(panel.turn.tactics.join(", "))
        color: "#9fb6c8"
        font.pixelSize: 13 * TextScale.factor
        wrapMode: Text.WordWrap
    }

    actions: [
        ActionButton {
            objectName: "activateButton"
            visible: panel.turn.psTotal >= 0
            text: qsTr("Activate")
            primary: true
            enabled: panel.turn.canActivate
            toolTip: qsTr("Start the move (Enter)")
            onClicked: panel.turn.activate()
        },
        Repeater { // every other choice
            id: optionRepeater
            model: panel.turn.options
            ActionButton {
                required property var modelData
                required property int index
                objectName: "option_" + index
                text: modelData.label
                primary: modelData.primary
                onClicked: panel.turn.take(modelData.index)
            }
        }
    ]
}
