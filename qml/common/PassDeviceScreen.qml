// Hot-seat privacy screen (docs/rules/<game>.md, "Seats and the shared screen", the same in every
// game's page): covers the hand until the named player confirms they have the device.
import QtQuick
import Coursewright

Rectangle {
    id: screen

    property string playerName
    signal confirmed

    color: "#0b1822"
    radius: 12

    CoverMouseArea {} // swallow clicks meant for the hidden hand

    Column {
        anchors.centerIn: parent
        spacing: 18
        Text { // wraps in a narrow panel rather than running out of it
            textFormat: Text.PlainText
            anchors.horizontalCenter: parent.horizontalCenter
            width: Math.min(implicitWidth, screen.width - 24)
            horizontalAlignment: Text.AlignHCenter
            wrapMode: Text.WordWrap
            text: qsTr("Pass the device to %1").arg(screen.playerName)
            color: "#ffd28a"
            font.pixelSize: 28 * TextScale.factor
            font.bold: true
        }
        Text {
            textFormat: Text.PlainText
            anchors.horizontalCenter: parent.horizontalCenter
            width: Math.min(implicitWidth, screen.width - 24)
            horizontalAlignment: Text.AlignHCenter
            wrapMode: Text.WordWrap
            text: qsTr("The other players should look away while %1 plays.").arg(screen.playerName)
            color: "#9fb6c8"
            font.pixelSize: 15 * TextScale.factor
        }
        ActionButton {
            objectName: "confirmPassButton"
            anchors.horizontalCenter: parent.horizontalCenter
            primary: true
            text: qsTr("I am %1: show my hand").arg(screen.playerName)
            onClicked: screen.confirmed()
        }
    }
}
