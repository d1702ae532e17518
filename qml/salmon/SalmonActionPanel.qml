// The decision of the moment, for the human in front of the screen: while playing cards, what
// the selection would do and the Play / Jump / End turn buttons (with the direction of a Wild
// card); in every other phase the controller's prompt with one button per choice (the eagle's
// prompt also shows the hand it sees). Between decisions, whose turn it is; while an earlier move
// is shown, which one (issue 32: it said "Waiting" over the player's own turn).
import QtQuick
import Coursewright
import "../common"

Rectangle {
    id: panel

    required property var turn
    property string status

    readonly property bool deciding: turn.phase !== SalmonTurnController.Waiting && turn.phase !== SalmonTurnController.Over
    readonly property GameSession session: panel.turn.session
    readonly property bool browsing: session !== null && session.browsing
    // Gives the keyboard to the decision's first button (a prompt's first choice).
    function focusFirst() {
        if (optionRepeater.count > 0)
            optionRepeater.itemAt(0).forceActiveFocus()
        else if (playButton.visible && playButton.enabled)
            playButton.forceActiveFocus()
        else if (endTurnButton.visible)
            endTurnButton.forceActiveFocus()
    }
    implicitHeight: column.implicitHeight + 28
    radius: 12
    color: deciding ? "#1d3447" : "#172b3c"
    border.color: deciding ? "#f0a532" : "#2a4357"
    border.width: deciding ? 2 : 1

    Column {
        id: column
        anchors { left: parent.left; right: parent.right; top: parent.top; margins: 14 }
        spacing: 10

        Text {
            objectName: "promptTitle"
            textFormat: Text.PlainText
            width: parent.width
            text: panel.deciding ? panel.turn.promptTitle
                  : panel.browsing ? qsTr("Move %1 of %2").arg(panel.session.viewedMove).arg(panel.session.moveCount)
                  : panel.turn.phase === SalmonTurnController.Over ? qsTr("The game is over")
                  : qsTr("Waiting")
            color: "#ffd28a"
            font.pixelSize: 18 * TextScale.factor
            font.bold: true
            wrapMode: Text.WordWrap // whole on a narrow column at a large text size
        }
        Text {
            objectName: "promptText"
            textFormat: Text.PlainText
            width: parent.width
            text: panel.deciding ? panel.turn.promptText : panel.status
            color: "#e8f1f8"
            font.pixelSize: 14 * TextScale.factor
            wrapMode: Text.WordWrap
        }

        Text { // what is wrong with the selection: why Play or Jump refuses it, or what it wastes
            objectName: "selectionWarning"
            textFormat: Text.PlainText
            visible: panel.turn.phase === SalmonTurnController.PlayCards && text !== ""
            width: parent.width
            text: panel.turn.selectionWarning
            color: "#ffb38a"
            font.pixelSize: 14 * TextScale.factor
            wrapMode: Text.WordWrap
        }

        Row { // the hand the eagle sees
            visible: panel.turn.phase === SalmonTurnController.EagleDiscard
            spacing: 8
            Repeater {
                model: panel.turn.eagleHand
                SalmonCard {
                    required property string colour
                    required name
                    required iconTurn
                    required icon
                    width: 62
                    height: 88
                    accent: colour
                    selectable: true
                }
            }
        }

        Flow { // direction of each selected Wild card
            width: parent.width
            spacing: 6
            visible: panel.turn.phase === SalmonTurnController.PlayCards && panel.turn.wildChoices.length > 0
            Repeater {
                model: panel.turn.wildChoices
                Row {
                    id: wildChoice
                    required property var modelData
                    spacing: 6
                    Text {
                        textFormat: Text.PlainText
                        anchors.verticalCenter: parent.verticalCenter
                        text: panel.turn.wildChoices.length > 1 ? qsTr("Wild %1:").arg(wildChoice.modelData.slot + 1) : qsTr("Wild:")
                        color: "#e8f1f8"
                        font.pixelSize: 14 * TextScale.factor
                    }
                    Repeater {
                        model: [{ dir: 1, label: qsTr("↖ Left") }, { dir: 0, label: qsTr("↑ Forward") }, { dir: 2, label: qsTr("↗ Right") }]
                        ActionButton {
                            required property var modelData
                            objectName: "wild-" + wildChoice.modelData.slot + "-" + modelData.dir
                            text: modelData.label
                            checked: wildChoice.modelData.direction === modelData.dir
                            Accessible.name: panel.turn.wildChoices.length > 1
                                             ? qsTr("Wild %1 direction: %2").arg(wildChoice.modelData.slot + 1).arg(modelData.label)
                                             : qsTr("Wild direction: %1").arg(modelData.label)
                            onClicked: panel.turn.setWildDirection(wildChoice.modelData.slot, modelData.dir)
                        }
                    }
                }
            }
        }

        Flow { // card play
            width: parent.width
            spacing: 10
            visible: panel.turn.phase === SalmonTurnController.PlayCards
            ActionButton {
                id: playButton
                objectName: "playButton"
                visible: panel.turn.selectedCount < 2
                enabled: panel.turn.canPlay
                primary: panel.turn.canPlay
                text: panel.turn.playLabel
                toolTip: qsTr("Play the selected card (Enter); Esc cancels the selection")
                onClicked: panel.turn.play()
            }
            ActionButton {
                objectName: "jumpButton"
                visible: panel.turn.selectedCount === 2
                enabled: panel.turn.canJump
                primary: panel.turn.canJump
                text: qsTr("Jump")
                toolTip: panel.turn.canJump ? qsTr("Jump with the two selected Swim cards (Enter)")
                                            : panel.turn.selectionWarning
                onClicked: panel.turn.jump()
            }
            ActionButton {
                id: endTurnButton
                objectName: "endTurnButton"
                enabled: panel.turn.canEndTurn
                text: qsTr("End turn")
                toolTip: qsTr("End your turn and draw up to four cards (E)")
                onClicked: panel.turn.endTurn()
                HintMarker { // the coach's hint ends the turn: nothing on the river shows it
                    anchors.fill: parent
                    anchors.margins: -3
                    round: false
                    visible: panel.turn.hintPreview.endTurn === true
                }
            }
        }

        Flow { // every other decision: one button per choice
            width: parent.width
            spacing: 8
            visible: panel.turn.options.length > 0
            Repeater {
                id: optionRepeater
                model: panel.turn.options
                ActionButton {
                    id: optionButton
                    required property var modelData
                    objectName: "option-" + modelData.action
                    primary: modelData.primary
                    text: modelData.detail !== "" ? modelData.label + "\n" + modelData.detail : modelData.label
                    toolTip: qsTr("Tab to choose, Enter or Space to take it")
                    Accessible.name: modelData.detail !== "" ? modelData.label + ", " + modelData.detail : modelData.label
                    onClicked: panel.turn.choose(modelData.action)
                    HintMarker { // the choice of the coach's hint (a hand card it names shows too)
                        anchors.fill: parent
                        anchors.margins: -3
                        round: false
                        visible: panel.turn.hintPreview.action === modelData.action
                    }
                    Rectangle { // the card's colour
                        visible: optionButton.modelData.colour !== ""
                        anchors { left: parent.left; top: parent.top; bottom: parent.bottom; margins: 6 }
                        width: 5
                        radius: 2
                        color: optionButton.modelData.colour !== "" ? optionButton.modelData.colour : "transparent"
                    }
                }
            }
        }
    }
}
