// The decision of the moment: what to do in the current step, the preview of the selected play
// with the Play button, and the Motivation and Discard prompts when they apply. A long text in a
// short panel scrolls rather than being cut off.
import QtQuick
import QtQuick.Controls
import Coursewright
import "../common"

Rectangle {
    id: panel

    required property var turn
    property string status

    radius: 12
    color: "#172b3c"

    // Gives the keyboard to the prompt of the moment (Motivation's first answer).
    function focusFirst() {
        if (motivateYes.visible)
            motivateYes.forceActiveFocus()
    }

    Flickable {
        id: flick
        anchors.fill: parent
        anchors.margins: 14
        contentHeight: column.implicitHeight
        clip: contentHeight > height
        interactive: contentHeight > height
        boundsBehavior: Flickable.StopAtBounds
        ScrollBar.vertical: ScrollBar { policy: flick.interactive ? ScrollBar.AlwaysOn : ScrollBar.AlwaysOff }

        Column {
            id: column
            width: flick.width - (flick.interactive ? 12 : 0)
            spacing: 12

            Text {
                text: panel.turn.phase === "waiting" ? qsTr("Waiting") : qsTr("Your move")
                color: "#e8f1f8"
                font.pixelSize: 17
                font.bold: true
            }

            Text { // choose a rate
                visible: panel.turn.phase === "chooseRate"
                width: parent.width
                text: qsTr("Choose the stroke rate for this turn on the left. It sets how many cards you play.")
                color: "#c9dbe8"
                font.pixelSize: 15
                wrapMode: Text.WordWrap
            }

            Text { // what the other seats are doing
                visible: panel.turn.phase === "waiting"
                width: parent.width
                text: panel.status
                color: "#9fb6c8"
                font.pixelSize: 15
                wrapMode: Text.WordWrap
            }

            // Play cards: the preview, then Play (enabled only for a legal selection).
            Rectangle {
                visible: panel.turn.phase === "playCards"
                width: parent.width
                height: preview.implicitHeight + 24
                radius: 10
                color: "#10202e"
                Text {
                    id: preview
                    objectName: "previewText"
                    anchors { fill: parent; margins: 12 }
                    text: panel.turn.previewText
                    color: "#e8f1f8"
                    font.pixelSize: 15
                    wrapMode: Text.WordWrap
                }
            }
            ActionButton {
                objectName: "playButton"
                visible: panel.turn.phase === "playCards"
                primary: true
                width: parent.width
                height: 48
                enabled: panel.turn.canPlay
                text: qsTr("Play")
                toolTip: qsTr("Play the selected cards (Enter); Esc clears the selection")
                onClicked: panel.turn.play()
            }

            PromptPanel {
                objectName: "motivationPrompt"
                visible: panel.turn.motivationOffered
                width: parent.width
                title: qsTr("Motivation")
                text: qsTr("You are level with or just behind another boat. Pay 1 card from your stamina pile (%n left) to move 2 more spaces?", "", panel.turn.staminaPile)
                ActionButton {
                    id: motivateYes
                    objectName: "motivateYesButton"
                    primary: true
                    text: qsTr("Dig deep (+2)")
                    onClicked: panel.turn.motivate(true)
                }
                ActionButton {
                    objectName: "motivateNoButton"
                    text: qsTr("No, thanks")
                    onClicked: panel.turn.motivate(false)
                }
            }

            PromptPanel {
                objectName: "discardPrompt"
                visible: panel.turn.discardOffered
                width: parent.width
                title: qsTr("Replenish")
                text: panel.turn.previewText
                ActionButton {
                    objectName: "discardButton"
                    primary: true
                    enabled: panel.turn.canDiscard
                    toolTip: qsTr("Discard the selected cards, or keep them all (Enter)")
                    text: panel.turn.selectedCount === 0 ? qsTr("Keep all cards")
                                                         : qsTr("Discard %n card(s)", "", panel.turn.selectedCount)
                    onClicked: panel.turn.discard()
                }
            }
        }
    }
}
