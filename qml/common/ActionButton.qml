// A flat button in the board's style. `primary` marks the main action of a prompt.
import QtQuick

Rectangle {
    id: button

    property string text
    property bool primary: false
    property bool checked: false
    signal clicked

    implicitWidth: Math.max(label.implicitWidth + 32, 44)
    implicitHeight: 40
    radius: 8
    opacity: enabled ? 1 : 0.4
    color: !enabled ? "#2a3b4a" : button.primary ? (mouse.pressed ? "#d98f1c" : "#f0a532")
                                      : button.checked ? "#3d7fb0"
                                      : mouse.containsMouse ? "#34506a" : "#273e52"
    border.color: button.primary ? "#ffd28a" : "#3f5d77"
    border.width: 1

    Text {
        id: label
        anchors.centerIn: parent
        text: button.text
        color: button.primary && button.enabled ? "#1d1405" : "#e8f1f8"
        font.pixelSize: 15
        font.bold: button.primary
    }

    MouseArea {
        id: mouse
        anchors.fill: parent
        hoverEnabled: true
        cursorShape: button.enabled ? Qt.PointingHandCursor : Qt.ArrowCursor
        onClicked: button.clicked()
    }
}
