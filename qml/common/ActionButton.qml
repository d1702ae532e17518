// A flat button in the board's style. `primary` marks the main action of a prompt. It is never
// wider than its parent: a label too long for a narrow panel (a translation, say) wraps onto a
// second line instead of running out of the panel.
// Keyboard: it takes the focus with Tab and presses with Space or Enter; `toolTip` (with the
// board's shortcut, when it has one) shows on hover and is its accessible description.
import QtQuick
import QtQuick.Controls
import Coursewright

Rectangle {
    id: button

    property string text
    property bool primary: false
    property bool checked: false
    property string toolTip
    // The room left and right of the label (a narrow board's tools take less).
    property real sidePadding: 16
    // Greyed out: a screen reader hears it disabled (AccessibleControl serves it).
    readonly property bool drawnDisabled: !button.enabled
    signal clicked

    implicitWidth: Math.max(label.implicitWidth + 2 * sidePadding, 44)
    implicitHeight: Math.max(40, label.contentHeight + 16)
    width: parent ? Math.min(implicitWidth, parent.width) : implicitWidth
    radius: 8
    opacity: enabled ? 1 : 0.4
    color: !enabled ? "#2a3b4a" : button.primary ? (mouse.pressed ? "#d98f1c" : "#f0a532")
                                      : button.checked ? "#3d7fb0"
                                      : mouse.containsMouse ? "#34506a" : "#273e52"
    border.color: button.activeFocus ? "#ffffff" : button.primary ? "#ffd28a" : "#3f5d77"
    border.width: button.activeFocus ? 2 : 1

    activeFocusOnTab: true
    Accessible.role: Accessible.Button
    Accessible.name: button.text
    Accessible.description: button.toolTip
    Accessible.checkable: button.checked
    Accessible.checked: button.checked
    Accessible.onPressAction: if (button.enabled) button.clicked()
    Keys.onSpacePressed: if (button.enabled) button.clicked()
    Keys.onReturnPressed: if (button.enabled) button.clicked()
    Keys.onEnterPressed: if (button.enabled) button.clicked()

    Text {
        id: label
        textFormat: Text.PlainText
        anchors.centerIn: parent
        width: Math.min(implicitWidth, button.width - 16)
        text: button.text
        horizontalAlignment: Text.AlignHCenter
        wrapMode: Text.WordWrap
        color: button.primary && button.enabled ? "#1d1405" : "#e8f1f8"
        font.pixelSize: 15 * TextScale.factor
        font.bold: button.primary
    }

    MouseArea {
        id: mouse
        anchors.fill: parent
        hoverEnabled: true
        cursorShape: button.enabled ? Qt.PointingHandCursor : Qt.ArrowCursor
        onClicked: button.clicked()
    }
    ToolTip.visible: button.toolTip !== "" && mouse.containsMouse
    ToolTip.text: button.toolTip
    ToolTip.delay: 500
}
