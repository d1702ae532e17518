// The decision of the moment: what to do in the current step, the preview of the selected play,
// and the Motivation and Discard prompts when they apply; their buttons (Play, the Motivation
// answers, Discard) keep the panel's bottom edge, and a long text above them scrolls.
import QtQuick
import QtQuick.Layouts
import Coursewright
import "../common"

DecisionPanel {
    id: panel

    required property var turn
    property string status

    radius: 12
    color: "#172b3c"
    border.width: 0
    padding: 14

    // Gives the keyboard to the prompt of the moment (Motivation's first answer).
    function focusFirst() {
        if (motivateYes.visible)
            motivateYes.forceActiveFocus()
    }

    Text { // the prompts (Motivation, Replenish) have their own title: their text has the room
        textFormat: Text.PlainText
        visible: !panel.turn.motivationOffered && !panel.turn.discardOffered
        text: panel.turn.phase === RowingTurnController.Waiting ? qsTr("Waiting") : qsTr("Your move")
        color: "#e8f1f8"
        font.pixelSize: 17 * TextScale.factor
        font.bold: true
        Layout.fillWidth: true
        wrapMode: Text.WordWrap // «À vous de jouer» in a narrow panel at a large text size
    }

    Text { // choose a rate
        visible: panel.turn.phase === RowingTurnController.ChooseRate
        Layout.fillWidth: true
        text: qsTr("Choose the stroke rate for this turn on the left. It sets how many cards you play.")
        color: "#c9dbe8"
        font.pixelSize: 15 * TextScale.factor
        wrapMode: Text.WordWrap
    }

    Text { // what the other seats are doing
        textFormat: Text.PlainText
        visible: panel.turn.phase === RowingTurnController.Waiting
        Layout.fillWidth: true
        text: panel.status
        color: "#9fb6c8"
        font.pixelSize: 15 * TextScale.factor
        wrapMode: Text.WordWrap
    }

    Rectangle { // play cards: the preview of the selection
        visible: panel.turn.phase === RowingTurnController.PlayCards
        Layout.fillWidth: true
        implicitHeight: preview.implicitHeight + 24
        radius: 10
        color: "#10202e"
        Text {
            id: preview
            objectName: "previewText"
            textFormat: Text.PlainText
            anchors { fill: parent; margins: 12 }
            text: panel.turn.previewText
            color: "#e8f1f8"
            font.pixelSize: 15 * TextScale.factor
            wrapMode: Text.WordWrap
        }
    }

    Text { // a prompt's title: Motivation or Replenish
        textFormat: Text.PlainText
        visible: panel.turn.motivationOffered || panel.turn.discardOffered
        text: panel.turn.motivationOffered ? qsTr("Motivation") : qsTr("Replenish")
        color: "#ffd28a"
        font.pixelSize: 18 * TextScale.factor
        font.bold: true
        // Beside the course on a short board the panel is about 120 px wide: the title shrinks
        // to fit rather than run past the panel's edge.
        Layout.fillWidth: true
        fontSizeMode: Text.HorizontalFit
        minimumPixelSize: 11 * TextScale.factor
    }
    Text {
        objectName: "promptText"
        textFormat: Text.PlainText
        visible: panel.turn.motivationOffered || panel.turn.discardOffered
        Layout.fillWidth: true
        text: panel.turn.motivationOffered
              ? qsTr("Level with or just behind a boat: pay 1 stamina card (%n left) to move 2 more spaces?", "", panel.turn.staminaPile)
              : panel.turn.previewText
        color: "#e8f1f8"
        font.pixelSize: 14 * TextScale.factor
        wrapMode: Text.WordWrap
    }

    actions: [
        ActionButton {
            objectName: "playButton"
            visible: panel.turn.phase === RowingTurnController.PlayCards
            primary: true
            width: parent.width
            height: 48
            enabled: panel.turn.canPlay
            text: qsTr("Play")
            toolTip: qsTr("Play the selected cards (Enter); Esc clears the selection")
            onClicked: panel.turn.play()
        },
        ActionButton {
            id: motivateYes
            objectName: "motivateYesButton"
            visible: panel.turn.motivationOffered
            primary: true
            text: qsTr("Dig deep (+2)")
            onClicked: panel.turn.motivate(true)
            HintAnswer { shown: panel.turn.hintPreview.motivate === true }
        },
        ActionButton {
            objectName: "motivateNoButton"
            visible: panel.turn.motivationOffered
            text: qsTr("No, thanks")
            onClicked: panel.turn.motivate(false)
            HintAnswer { shown: panel.turn.hintPreview.motivate === false }
        },
        ActionButton {
            objectName: "discardButton"
            visible: panel.turn.discardOffered
            primary: true
            enabled: panel.turn.canDiscard
            toolTip: qsTr("Discard the selected cards, or keep them all (Enter)")
            text: panel.turn.selectedCount === 0 ? qsTr("Keep all cards")
                                                 : qsTr("Discard %n card(s)", "", panel.turn.selectedCount)
            onClicked: panel.turn.discard()
            // Keep them all: this button, which says so while no card is selected (a discard's
            // cards are marked in the hand).
            HintAnswer { shown: panel.turn.hintPreview.keepAll === true }
        }
    ]

    // The coach's hinted answer on its button: no badge, which would cover the prompt above or
    // the button's own text; the Coach dock beside the board lists the hint.
    component HintAnswer: HintMarker {
        property bool shown: false
        anchors.fill: parent
        anchors.margins: -4
        round: false
        lineWidth: 3
        badgeAt: "none"
        visible: shown
    }
}
