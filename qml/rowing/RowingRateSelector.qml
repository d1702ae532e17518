// The stroke-rate choice: each rate with the cards it demands, what it does and what changing to
// it costs. Enabled for the rates RowingTurnController lists as legal.
import QtQuick
import Coursewright
import "../common"

Rectangle {
    id: selector

    required property var turn

    radius: 12
    color: "#172b3c"

    Column {
        anchors.fill: parent
        anchors.margins: 14
        spacing: 8

        Text {
            text: qsTr("Stroke rate")
            color: "#e8f1f8"
            font.pixelSize: 17
            font.bold: true
        }

        Repeater {
            model: selector.turn.rateOptions
            Rectangle {
                id: option
                required property var modelData
                readonly property bool choosable: modelData.legal
                objectName: "rate-" + modelData.spm
                width: parent.width
                height: 90
                radius: 10
                color: !choosable ? "#1b3042" : mouse.containsMouse ? "#2c4a63" : "#223a4f"
                border.color: modelData.current ? "#f0a532" : choosable ? "#4f7390" : "#243749"
                border.width: modelData.current ? 2 : 1
                opacity: choosable || selector.turn.phase !== "chooseRate" ? 1 : 0.45

                Text {
                    id: spmText
                    x: 14
                    y: 10
                    text: qsTr("%1 spm").arg(option.modelData.spm)
                    color: "#e8f1f8"
                    font.pixelSize: 22
                    font.bold: true
                }
                Text {
                    anchors { left: spmText.right; leftMargin: 12; baseline: spmText.baseline }
                    text: qsTr("play %n card(s)", "", option.modelData.cards)
                    color: "#ffd28a"
                    font.pixelSize: 14
                }
                Text {
                    id: effectText
                    x: 14
                    anchors { top: spmText.bottom; topMargin: 4 }
                    width: parent.width - 28
                    text: option.modelData.effect
                    color: "#9fb6c8"
                    font.pixelSize: 13
                    elide: Text.ElideRight
                }
                Text {
                    x: 14
                    anchors { top: effectText.bottom; topMargin: 3 }
                    width: parent.width - 28
                    text: option.modelData.cost
                    color: option.modelData.paid ? "#ff8f84" : "#7fc7a0"
                    font.pixelSize: 13
                    font.bold: option.modelData.paid
                    elide: Text.ElideRight
                }
                MouseArea {
                    id: mouse
                    anchors.fill: parent
                    hoverEnabled: true
                    enabled: option.choosable
                    cursorShape: Qt.PointingHandCursor
                    onClicked: selector.turn.chooseRate(option.modelData.spm)
                }
            }
        }
    }
}
