// The hand of the human in front of the screen: one card per card type held (with how many),
// its shape drawn as it enters from below and its priority. The cards shrink to keep a hand of
// five on one row in a narrow panel, down to 60 px; in a narrower one they wrap onto rows.
// Clicking a card selects it to lay; clicking it again clears the selection. Keyboard: Left and
// Right move between the cards, Space or Enter selects.
import QtQuick
import QtQuick.Controls
import Coursewright
import "../common"

Item {
    id: hand

    property var turn: null
    property color colour: "#d55e00"
    readonly property real spacing: 10
    // Cards, shape and names grow with the text size (issue 54: names stayed at 11-12 px).
    // Five cards on a row, down to 60 px each; in a narrower panel (the least window at 150 %
    // text) the hand wraps, and the cards of a row share its width.
    readonly property int perRow: (width - 4 * spacing) / 5 >= 60 ? 5 : Math.max(1, Math.floor((width + spacing) / (60 + spacing)))
    readonly property real cardWidth: Math.max(60, Math.min(96 * TextScale.factor, (width - (perRow - 1) * spacing) / perRow))
    readonly property real shapeSize: Math.min(cardWidth, 96) * 0.62
    // No larger than lets a name's longest word, «(straight», fit in the card (48 px at 11 px):
    // it ran past a 67 px card at 150 %.
    readonly property real nameSize: Math.min((cardWidth < 80 * TextScale.factor ? 11 : 12) * TextScale.factor,
                                              11 * (cardWidth - 4) / 48)
    // Room under the shape for a name of four lines: «Fourche (gauche et droite) (3)» in a
    // narrow card (it was cut after three at 1280 × 720); more where the names grow more than
    // the card (a larger text size in a column that holds five cards): the lines grow with the
    // name's size over the card's width, from four at 11 px in a 60 px card (five at 150 % in a
    // 77 px one: «Fourche (tout droit et droite) (4)» in French at 1280 × 720).
    readonly property int nameLines: Math.max(4, Math.ceil(4 * nameSize / 11 * 56 / (cardWidth - 4) - 0.05))
    readonly property real cardHeight: Math.max(cardWidth * 4 / 3, 8 + shapeSize + 4 + nameLines * nameMetrics.height + 6)

    FontMetrics {
        id: nameMetrics
        font.pixelSize: hand.nameSize
    }

    // A hand wider than its panel goes on as many rows as it takes: counted in its height, the
    // column holding it makes room for them.
    readonly property int rows: Math.max(1, Math.ceil(cards.count / perRow))
    implicitHeight: rows * cardHeight + (rows - 1) * spacing

    // Gives the keyboard to the card at `index` (clamped to the hand); false for an empty hand.
    function focusCard(index) {
        if (cards.count === 0)
            return false
        cards.itemAt(Math.max(0, Math.min(cards.count - 1, index))).forceActiveFocus()
        return true
    }
    function focusFirst() {
        return focusCard(0)
    }

    Text {
        anchors.centerIn: parent
        visible: hand.turn && hand.turn.hand.length === 0
        text: qsTr("No hand to show")
        color: "#7f98ab"
        font.pixelSize: 15 * TextScale.factor
    }

    Flow {
        objectName: "handView"
        anchors.fill: parent
        spacing: hand.spacing
        Repeater {
            id: cards
            model: hand.turn ? hand.turn.hand : []
            Rectangle {
                id: card
                required property var modelData
                required property int index
                readonly property bool selected: hand.turn.selectedKind === modelData.kind
                objectName: "handCard_" + modelData.kind
                width: hand.cardWidth
                height: hand.cardHeight
                radius: 8
                color: selected ? "#3d7fb0" : mouseHover.hovered && modelData.playable ? "#2c4a63" : "#1e3547"
                border.color: card.activeFocus ? "#ffffff" : selected ? "#ffd28a" : "#3f5d77"
                border.width: card.activeFocus || selected ? 3 : 1
                activeFocusOnTab: modelData.playable
                Accessible.role: Accessible.Button
                Accessible.name: qsTr("%1, priority %2, %3 in hand").arg(modelData.name)
                                 .arg(modelData.priority).arg(modelData.count)
                Keys.onSpacePressed: hand.turn.selectKind(selected ? -1 : modelData.kind)
                Keys.onReturnPressed: hand.turn.selectKind(selected ? -1 : modelData.kind)
                Keys.onEnterPressed: hand.turn.selectKind(selected ? -1 : modelData.kind)
                Keys.onLeftPressed: hand.focusCard(index - 1)
                Keys.onRightPressed: hand.focusCard(index + 1)

                LineCardsPath {
                    id: shape
                    x: (parent.width - width) / 2
                    y: 8
                    width: hand.shapeSize
                    height: width
                    exits: {
                        // shape → exits when the line travels up (Up 1, Right 2, Left 8)
                        const byShape = [1, 8, 2, 10, 9, 3, 11]
                        return byShape[card.modelData.shape]
                    }
                    travel: 0
                    colour: hand.colour
                }
                Text {
                    objectName: "handCardName"
                    textFormat: Text.PlainText
                    anchors { left: parent.left; right: parent.right; top: shape.bottom; topMargin: 4 }
                    anchors { leftMargin: 2; rightMargin: 2 }
                    horizontalAlignment: Text.AlignHCenter
                    text: card.modelData.name
                    wrapMode: Text.WordWrap
                    maximumLineCount: hand.nameLines
                    elide: Text.ElideRight
                    color: "#e8f1f8"
                    font.pixelSize: hand.nameSize
                }
                Rectangle { // how many of this card
                    visible: card.modelData.count > 1
                    anchors { right: parent.right; top: parent.top; margins: 4 }
                    width: 24; height: 24; radius: 12
                    color: "#f0a532"
                    Text { textFormat: Text.PlainText; anchors.centerIn: parent; text: "×" + card.modelData.count; font.pixelSize: 11 * TextScale.factor; font.bold: true }
                }
                HintMarker { // the card of the coach's hint (its square shows the badge)
                    anchors.fill: parent
                    round: false
                    badgeAt: "none"
                    visible: hand.turn !== null && hand.turn.hintPreview.kind === card.modelData.kind
                }
                MouseArea {
                    id: mouse
                    anchors.fill: parent
                    enabled: card.modelData.playable
                    cursorShape: enabled ? Qt.PointingHandCursor : Qt.ArrowCursor
                    onClicked: hand.turn.selectKind(card.selected ? -1 : card.modelData.kind)
                }
                HoverHandler { // not the MouseArea's: in Qt 6.4 that hid the hover from the hand's
                    id: mouseHover
                }
                ToolTip.visible: mouseHover.hovered
                ToolTip.text: qsTr("%1: priority %2 (lower plays first next turn)")
                              .arg(card.modelData.name).arg(card.modelData.priority)
            }
        }
    }
}
