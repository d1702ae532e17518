// A face-down pile as a small chip: a card back with the count, and the caption beside it (draw
// deck, discard pile, stamina pile). Sized by its content, so a translated caption is never cut.
import QtQuick
import QtQuick.Controls
import Coursewright

Item {
    id: pile

    property int count: 0
    property string caption
    property color tint: "#34506a"
    property string toolTip // what the pile is for, on hover

    Accessible.role: Accessible.StaticText
    Accessible.name: pile.caption + ": " + pile.count
    Accessible.description: pile.toolTip
    HoverHandler { id: hover }
    ToolTip.visible: hover.hovered && pile.toolTip !== ""
    ToolTip.text: pile.toolTip
    ToolTip.delay: 500

    // Without its caption beside it (the tool tip and the accessible name still say it), where
    // a panel's title needs the room (issue 55: Salmon Run's «Votre ma…» at 1280 × 720).
    property bool showCaption: true
    readonly property real captionedWidth: stack.width + 8 + captionText.implicitWidth
    implicitWidth: showCaption ? captionedWidth : stack.width
    implicitHeight: stack.height

    Item {
        id: stack
        width: 34
        height: 34
        Repeater { // up to three offset card backs
            model: Math.min(3, Math.max(1, pile.count))
            Rectangle {
                required property int index
                x: index * 2
                y: 4 - index * 2
                width: 30
                height: 30
                radius: 4
                color: pile.count > 0 ? pile.tint : "transparent"
                border.color: Qt.lighter(pile.tint, 1.6)
                border.width: 1
            }
        }
        Text {
            textFormat: Text.PlainText
            width: 30
            y: 4
            height: 30
            horizontalAlignment: Text.AlignHCenter
            verticalAlignment: Text.AlignVCenter
            text: pile.count
            color: "white"
            font.pixelSize: 14 * TextScale.factor
            font.bold: true
        }
    }
    Text {
        id: captionText
        objectName: "pileCaption"
        textFormat: Text.PlainText
        visible: pile.showCaption
        anchors { left: stack.right; leftMargin: 8; verticalCenter: stack.verticalCenter; verticalCenterOffset: 2 }
        text: pile.caption
        color: "#9fb6c8"
        font.pixelSize: 13 * TextScale.factor
    }
}
