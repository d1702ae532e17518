// The Event or Tactics card just played, over the bottom of the road: its name, what kind of card
// it is (an Event with its Grupo Compacto size), and what it did, in the game log's words. It
// stays a few seconds (longer at a slow pace); a click puts it away. It steps aside while
// `giveWay` holds (the person picks a space on the road: no highlighted space may lie under it).
import QtQuick
import Coursewright

Rectangle {
    id: shown

    property var card: ({})
    property bool animate: true
    property int seenSerial: 0
    property bool giveWay: false

    objectName: "playedCard"
    visible: card.serial !== undefined && card.serial > seenSerial && !giveWay
    implicitHeight: column.implicitHeight + 24
    radius: 12
    color: card.kind === "tactics" ? "#2d2147" : "#3a2410"
    border.color: card.kind === "tactics" ? "#b89cf0" : "#f0a532"
    border.width: 3
    opacity: 0.96
    Accessible.role: Accessible.AlertMessage
    Accessible.name: (card.title || "") + ". " + (card.lines || []).join(" ")

    onCardChanged: if (visible) hideTimer.restart()
    onVisibleChanged: if (visible) hideTimer.restart()
    Timer {
        id: hideTimer
        interval: shown.animate ? 6000 : 3500
        onTriggered: shown.seenSerial = shown.card.serial
    }
    MouseArea {
        anchors.fill: parent
        onClicked: shown.seenSerial = shown.card.serial
    }

    Column {
        id: column
        anchors { left: parent.left; right: parent.right; top: parent.top; margins: 12 }
        spacing: 4
        Text {
            textFormat: Text.PlainText
            width: parent.width
            text: shown.card.subtitle || ""
            color: shown.card.kind === "tactics" ? "#d9c8ff" : "#ffd28a"
            font.pixelSize: 13 * TextScale.factor
            wrapMode: Text.WordWrap // whole, at 150 % on a narrow board too
        }
        Text {
            objectName: "playedCardTitle"
            textFormat: Text.PlainText
            width: parent.width
            text: shown.card.title || ""
            color: "#ffffff"
            font.pixelSize: 22 * TextScale.factor
            font.bold: true
            wrapMode: Text.WordWrap
        }
        Repeater {
            model: shown.card.lines || []
            Text {
                textFormat: Text.PlainText
                required property string modelData
                width: column.width
                text: modelData
                color: "#e8f1f8"
                font.pixelSize: 14 * TextScale.factor
                wrapMode: Text.WordWrap
            }
        }
    }
}
