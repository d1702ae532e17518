// A decision offered at the moment it applies: a title, an explanation, and its buttons as
// children (they wrap onto a second line in a narrow panel).
import QtQuick

Rectangle {
    id: prompt

    property string title
    property string text
    default property alias buttons: buttonRow.data

    implicitHeight: column.implicitHeight + 28
    radius: 12
    color: "#1d3447"
    border.color: "#f0a532"
    border.width: 2

    Column {
        id: column
        anchors { left: parent.left; right: parent.right; top: parent.top; margins: 14 }
        spacing: 10
        Text {
            text: prompt.title
            color: "#ffd28a"
            font.pixelSize: 18
            font.bold: true
        }
        Text {
            width: parent.width
            text: prompt.text
            color: "#e8f1f8"
            font.pixelSize: 14
            wrapMode: Text.WordWrap
        }
        Flow {
            id: buttonRow
            width: parent.width
            spacing: 10
        }
    }
}
