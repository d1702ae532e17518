// One playing card face: `kind` is "pace" (with `value` 1–3), "instability" or "stamina".
import QtQuick

Rectangle {
    id: card

    property string kind: "pace"
    property int value: 0
    property string label
    property bool selected: false
    property bool selectable: false
    signal clicked

    readonly property color accent: card.kind === "pace" ? "#1f6fb2"
                                  : card.kind === "instability" ? "#8a3fb8" : "#b8433f"

    width: 86
    height: 126
    radius: 10
    color: card.kind === "stamina" ? "#f3e3e0" : card.kind === "instability" ? "#efe4f6" : "#fbf6e9"
    border.color: card.selected ? "#f0a532" : Qt.darker(card.color, 1.25)
    border.width: card.selected ? 4 : 1
    opacity: card.selectable || card.selected ? 1 : 0.72
    transform: Translate { y: card.selected ? -16 : 0; Behavior on y { NumberAnimation { duration: 120 } } }

    Rectangle { // header band
        anchors { left: parent.left; right: parent.right; top: parent.top; margins: 6 }
        height: 22
        radius: 5
        color: card.accent
        Text {
            anchors.centerIn: parent
            text: card.label
            color: "white"
            font.pixelSize: 12
            font.bold: true
        }
    }

    Text {
        anchors.centerIn: parent
        anchors.verticalCenterOffset: 8
        text: card.kind === "pace" ? card.value : card.kind === "instability" ? "?" : "♥"
        color: card.accent
        font.pixelSize: card.kind === "pace" ? 54 : 46
        font.bold: true
    }

    Row { // one pip per space of a pace card
        anchors { horizontalCenter: parent.horizontalCenter; bottom: parent.bottom; bottomMargin: 10 }
        spacing: 4
        visible: card.kind === "pace"
        Repeater {
            model: card.value
            Rectangle { width: 9; height: 9; radius: 4.5; color: card.accent }
        }
    }
    Text {
        anchors { horizontalCenter: parent.horizontalCenter; bottom: parent.bottom; bottomMargin: 8 }
        visible: card.kind !== "pace"
        text: card.kind === "instability" ? qsTr("+1 to 3") : qsTr("not playable")
        color: Qt.darker(card.accent, 1.2)
        font.pixelSize: 11
    }

    MouseArea {
        anchors.fill: parent
        cursorShape: card.selectable ? Qt.PointingHandCursor : Qt.ArrowCursor
        onClicked: card.clicked()
    }
}
