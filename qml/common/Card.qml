// One playing card face: `kind` is "pace" (with `value` 1–3), "instability" or "stamina".
// Drawn at any size: every measure is a fraction of the height (designed at 86 × 126), so a
// hand can shrink its cards to fit a narrow board.
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
    readonly property real unit: height / 126

    implicitWidth: 86
    implicitHeight: 126
    radius: 10 * unit
    color: card.kind === "stamina" ? "#f3e3e0" : card.kind === "instability" ? "#efe4f6" : "#fbf6e9"
    border.color: card.selected ? "#f0a532" : Qt.darker(card.color, 1.25)
    border.width: card.selected ? 4 : 1
    opacity: card.selectable || card.selected ? 1 : 0.72
    transform: Translate {
        y: card.selected ? -16 * card.unit : 0
        Behavior on y { NumberAnimation { duration: 120 } }
    }

    Rectangle { // header band
        anchors { left: parent.left; right: parent.right; top: parent.top; margins: 6 * card.unit }
        height: 22 * card.unit
        radius: 5 * card.unit
        color: card.accent
        Text {
            anchors.fill: parent
            horizontalAlignment: Text.AlignHCenter
            verticalAlignment: Text.AlignVCenter
            text: card.label
            color: "white"
            font.pixelSize: Math.max(9, 12 * card.unit)
            font.bold: true
            fontSizeMode: Text.HorizontalFit // long translated names shrink rather than spill
            minimumPixelSize: 8
        }
    }

    Text {
        anchors.centerIn: parent
        anchors.verticalCenterOffset: 8 * card.unit
        text: card.kind === "pace" ? card.value : card.kind === "instability" ? "?" : "♥"
        color: card.accent
        font.pixelSize: (card.kind === "pace" ? 54 : 46) * card.unit
        font.bold: true
    }

    Row { // one pip per space of a pace card
        anchors { horizontalCenter: parent.horizontalCenter; bottom: parent.bottom; bottomMargin: 10 * card.unit }
        spacing: 4 * card.unit
        visible: card.kind === "pace"
        Repeater {
            model: card.value
            Rectangle {
                width: 9 * card.unit
                height: width
                radius: width / 2
                color: card.accent
            }
        }
    }
    Text {
        anchors { left: parent.left; right: parent.right; bottom: parent.bottom; bottomMargin: 8 * card.unit }
        horizontalAlignment: Text.AlignHCenter
        visible: card.kind !== "pace"
        text: card.kind === "instability" ? qsTr("+1 to 3") : qsTr("not playable")
        color: Qt.darker(card.accent, 1.2)
        font.pixelSize: Math.max(8, 11 * card.unit)
        fontSizeMode: Text.HorizontalFit
        minimumPixelSize: 7
    }

    MouseArea {
        anchors.fill: parent
        cursorShape: card.selectable ? Qt.PointingHandCursor : Qt.ArrowCursor
        onClicked: card.clicked()
    }
}
