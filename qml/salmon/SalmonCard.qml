// One Salmon Run card face, drawn at any size (designed at 90 × 128; every measure is a fraction
// of the height): the name in a band of the card's colour, its icon (turned for Left and Right
// swims), and what it does. Name, icon and colour are the card's face (cw::salmon::cardFace),
// the same the printed card sheets show.
// `order` (1 or 2) marks the first and second card of a jump.
// Keyboard: a card in a hand takes the focus with Tab or the arrows (`stepped` asks the hand for
// the next one) and toggles with Space; its tool tip and accessible name say what it does.
import QtQuick
import QtQuick.Controls
import Coursewright

Rectangle {
    id: card

    property string name
    property string effect
    property string icon
    property real iconTurn: 0
    property color accent: "#1f6fb2"
    property bool selected: false
    property bool selectable: false
    property int order: 0
    property bool focusable: false // a card of the hand (not the eagle's view or a chip)
    // Its place in the hand (1 first), which tells two cards of one name apart to a screen
    // reader ("Swim Right, card 2"); 0: alone (no place said).
    property int ordinal: 0
    // In the hand, a card the decision does not let the player take: a screen reader hears it
    // disabled (AccessibleControl serves it).
    readonly property bool drawnDisabled: card.focusable && !card.selectable && !card.selected
    signal clicked
    signal stepped(int delta)

    readonly property real unit: height / 128

    implicitWidth: 90
    implicitHeight: 128
    radius: 10 * unit
    color: "#fbf6e9"
    // The selection keeps its colour under the keyboard: the focus is a ring outside the card
    // (issue 55, as Card.qml).
    border.color: card.selected ? "#f0a532" : card.activeFocus ? "#2a7fd4" : Qt.darker(card.accent, 1.1)
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
    activeFocusOnTab: card.focusable
    Accessible.role: Accessible.CheckBox
    Accessible.name: card.ordinal > 0 ? qsTr("%1, card %2").arg(card.name).arg(card.ordinal) : card.name
    Accessible.description: card.effect
    Accessible.checkable: card.focusable
    Accessible.checked: card.selected
    Accessible.onToggleAction: card.clicked()
    Accessible.onPressAction: card.clicked()
    Keys.onSpacePressed: card.clicked()
    Keys.onLeftPressed: card.stepped(-1)
    Keys.onRightPressed: card.stepped(1)
    ToolTip.visible: mouseHover.hovered
    ToolTip.delay: 500
    ToolTip.text: card.effect !== "" ? card.name + " — " + card.effect
                  + (card.focusable ? "\n" + qsTr("Space: select · Enter: play · Esc: cancel") : "")
                  : card.name
    opacity: card.selectable || card.selected ? 1 : 0.7
    transform: Translate {
        y: card.selected ? -14 * card.unit : 0
        Behavior on y { NumberAnimation { duration: 120 } }
    }

    // The smallest text a card shows, whatever its size: a hand of six across the side column
    // at 1280 × 720 draws each card 61 px wide, where the designed fractions gave 5 px names in
    // French ("Nage tout droit"). The name band grows to the lines the name needs, and the icon
    // takes what is left between the name and the effect.
    readonly property int minimumTextSize: 11
    // A narrow card (a French hand at 1280 × 720) leaves the effect to its tool tip and to the
    // decision's text: its name and the effect's lines covered its icon (issue 55: «Double nage
    // tout droit» hid the double chevron).
    readonly property bool showEffect: card.width >= 76
    readonly property real iconBottom: showEffect ? effectText.y : card.height - 5 * card.unit

    Rectangle { // name band
        id: band
        anchors { left: parent.left; right: parent.right; top: parent.top; margins: 5 * card.unit }
        height: Math.max(30 * card.unit, nameText.implicitHeight + 4)
        radius: 5 * card.unit
        color: card.accent
        Text { // the whole name, on as many lines as it needs ("Double Swim Forward")
            id: nameText
            objectName: "cardName"
            textFormat: Text.PlainText
            anchors { left: parent.left; right: parent.right; verticalCenter: parent.verticalCenter; margins: 2 }
            horizontalAlignment: Text.AlignHCenter
            text: card.name
            color: "white"
            wrapMode: Text.WordWrap
            lineHeight: 0.9
            font.pixelSize: Math.max(card.minimumTextSize, 12 * card.unit)
            font.bold: true
        }
    }
    Image {
        visible: card.icon !== ""
        anchors.horizontalCenter: parent.horizontalCenter
        y: band.y + band.height + (card.iconBottom - band.y - band.height - height) / 2
        width: Math.max(0, Math.min(46 * card.unit, card.iconBottom - band.y - band.height - 2))
        height: width
        sourceSize.width: 64
        sourceSize.height: 64
        source: card.icon
        rotation: card.iconTurn
    }
    Text {
        id: effectText
        objectName: "cardEffect"
        textFormat: Text.PlainText
        visible: card.showEffect
        anchors { left: parent.left; right: parent.right; bottom: parent.bottom; margins: 5 * card.unit }
        horizontalAlignment: Text.AlignHCenter
        text: card.effect
        color: Qt.darker(card.accent, 1.3)
        wrapMode: Text.WordWrap
        maximumLineCount: 4 // the whole effect: «1 hexagone, direction au choix» takes three
        elide: Text.ElideRight
        lineHeight: 0.9
        font.pixelSize: Math.max(card.minimumTextSize, 10 * card.unit)
    }
    Rectangle { // 1st / 2nd card of a jump
        visible: card.order > 0
        anchors { right: parent.right; top: parent.top; margins: -8 * card.unit }
        width: 24 * card.unit
        height: width
        radius: width / 2
        color: "#f0a532"
        Text {
            textFormat: Text.PlainText
            anchors.centerIn: parent
            text: card.order
            color: "#1d1405"
            font.pixelSize: 14 * card.unit
            font.bold: true
        }
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
