// One playing card face: `kind` is "pace" (with `value` 1–3), "instability" or "stamina".
// Drawn at any size: every measure is a fraction of the height (designed at 86 × 126), so a
// hand can shrink its cards to fit a narrow board. The name alone keeps 11 px at least and
// is elided rather than shrunk (the hand keeps its cards wide enough for it, RowingHand).
// Keyboard: in a hand (`focusable`) it takes the focus with Tab or the arrows (`stepped` asks the
// hand for the next card) and toggles with Space; its tool tip and accessible name say what it is.
import QtQuick
import QtQuick.Controls

Rectangle {
    id: card

    property string kind: "pace"
    property int value: 0
    property string label
    property bool selected: false
    property bool selectable: false
    property bool focusable: false
    // Its place in the hand (1 first), which tells two cards of one kind apart to a screen
    // reader; 0: alone (no place said).
    property int ordinal: 0
    // In a hand, a card the decision does not let the player take: a screen reader hears it
    // disabled (AccessibleControl serves it).
    readonly property bool drawnDisabled: card.focusable && !card.selectable && !card.selected
    signal clicked
    signal stepped(int delta)

    readonly property string description: card.kind === "pace" ? qsTr("Pace %n: the boat moves %n space(s).", "", card.value)
                                        : card.kind === "instability" ? qsTr("Instability: adds 1 to 3 pace, revealed when played.")
                                        : qsTr("Stamina: cannot be played; it clutters the hand.")
    activeFocusOnTab: card.focusable
    Accessible.role: Accessible.CheckBox
    readonly property string spokenName: card.kind === "pace" ? qsTr("%1 %2").arg(card.label).arg(card.value)
                                       : card.label !== "" ? card.label : card.description
    Accessible.name: card.ordinal > 0 ? qsTr("%1, card %2").arg(card.spokenName).arg(card.ordinal)
                                      : card.spokenName
    Accessible.description: card.description
    Accessible.checkable: card.focusable
    Accessible.checked: card.selected
    Accessible.onToggleAction: card.clicked()
    Accessible.onPressAction: card.clicked()
    Keys.onSpacePressed: card.clicked()
    Keys.onLeftPressed: card.stepped(-1)
    Keys.onRightPressed: card.stepped(1)
    ToolTip.visible: mouseHover.hovered
    ToolTip.delay: 500
    ToolTip.text: card.description + (card.focusable ? "\n" + qsTr("Space: select · Enter: play · Esc: cancel") : "")

    readonly property color accent: card.kind === "pace" ? "#1f6fb2"
                                  : card.kind === "instability" ? "#8a3fb8" : "#b8433f"
    readonly property real unit: height / 126

    implicitWidth: 86
    implicitHeight: 126
    radius: 10 * unit
    color: card.kind === "stamina" ? "#f3e3e0" : card.kind === "instability" ? "#efe4f6" : "#fbf6e9"
    // The selection keeps its colour under the keyboard: the focus is a ring outside the card
    // (issue 55: a focused card's blue border hid that it was selected).
    border.color: card.selected ? "#f0a532" : card.activeFocus ? "#2a7fd4" : Qt.darker(card.color, 1.25)
    border.width: card.selected || card.activeFocus ? 4 : 1
    Rectangle {
        objectName: "focusRing"
        anchors.fill: parent
        anchors.margins: -4
        radius: card.radius + 4
        color: "transparent"
        border.color: "#7fbfff"
        border.width: 2
        visible: card.activeFocus && card.selected
    }
    opacity: card.selectable || card.selected ? 1 : 0.72
    transform: Translate {
        y: card.selected ? -16 * card.unit : 0
        Behavior on y { NumberAnimation { duration: 120 } }
    }

    Rectangle { // header band: never too short or too narrow for a readable name
        id: band
        anchors { left: parent.left; right: parent.right; top: parent.top; margins: 6 * card.unit }
        height: Math.max(22 * card.unit, nameText.font.pixelSize + 5)
        radius: 5 * card.unit
        color: card.accent
        Text {
            id: nameText
            objectName: "cardName" // whole and readable: the hand makes its cards wide enough
            textFormat: Text.PlainText
            anchors.fill: parent
            horizontalAlignment: Text.AlignHCenter
            verticalAlignment: Text.AlignVCenter
            text: card.label
            color: "white"
            font.pixelSize: Math.max(11, 12 * card.unit)
            font.bold: true
            elide: Text.ElideRight
        }
    }

    Text {
        textFormat: Text.PlainText
        // Centred between the band and the pips (a short card's band, grown for its name,
        // leaves less room than designed).
        anchors.horizontalCenter: parent.horizontalCenter
        anchors.verticalCenter: parent.top
        anchors.verticalCenterOffset: (band.y + band.height + card.height - 19 * card.unit) / 2 + 2 * card.unit
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
        textFormat: Text.PlainText
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
        id: mouse
        anchors.fill: parent
        cursorShape: card.selectable ? Qt.PointingHandCursor : Qt.ArrowCursor
        onClicked: card.clicked()
    }
    HoverHandler { // not the MouseArea's: in Qt 6.4 that hid the hover from the hand's
        id: mouseHover
    }
}
