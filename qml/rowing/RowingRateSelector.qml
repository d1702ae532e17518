// The stroke-rate choice: each rate with the cards it demands, what it does and what changing to
// it costs. Enabled for the rates RowingTurnController lists as legal. The three options share
// the panel's height; when it is short they switch to a compact layout with smaller type.
import QtQuick
import Coursewright
import "../common"

Rectangle {
    id: selector

    required property var turn
    readonly property real optionHeight: Math.min(104, (options.height - 2 * options.spacing) / 3)
    readonly property bool compact: optionHeight < 92

    radius: 12
    color: "#172b3c"

    Text {
        id: title
        x: 14
        y: 10
        text: qsTr("Stroke rate")
        color: "#e8f1f8"
        font.pixelSize: 17
        font.bold: true
    }

    Column {
        id: options
        anchors { left: parent.left; right: parent.right; top: title.bottom; bottom: parent.bottom }
        anchors { leftMargin: 10; rightMargin: 10; topMargin: 8; bottomMargin: 10 }
        spacing: 6

        Repeater {
            model: selector.turn.rateOptions
            Rectangle {
                id: option
                required property var modelData
                readonly property bool choosable: modelData.legal
                objectName: "rate-" + modelData.spm
                width: parent.width
                height: selector.optionHeight
                radius: 10
                color: !choosable ? "#1b3042" : mouse.containsMouse ? "#2c4a63" : "#223a4f"
                border.color: modelData.current ? "#f0a532" : choosable ? "#4f7390" : "#243749"
                border.width: modelData.current ? 2 : 1
                opacity: choosable || selector.turn.phase !== "chooseRate" ? 1 : 0.45

                Column {
                    anchors { left: parent.left; right: parent.right; verticalCenter: parent.verticalCenter }
                    anchors { leftMargin: 12; rightMargin: 10 }
                    spacing: selector.compact ? 1 : 3
                    Row {
                        spacing: 10
                        Text {
                            id: spmText
                            text: qsTr("%1 spm").arg(option.modelData.spm)
                            color: "#e8f1f8"
                            font.pixelSize: selector.compact ? 17 : 20
                            font.bold: true
                        }
                        Text {
                            anchors.baseline: spmText.baseline
                            text: qsTr("play %n card(s)", "", option.modelData.cards)
                            color: "#ffd28a"
                            font.pixelSize: 13
                        }
                    }
                    Text {
                        width: parent.width
                        text: option.modelData.effect
                        color: "#9fb6c8"
                        font.pixelSize: selector.compact ? 12 : 13
                        wrapMode: Text.Wrap
                        maximumLineCount: selector.optionHeight >= 72 ? 2 : 1
                        elide: Text.ElideRight
                    }
                    Text {
                        width: parent.width
                        text: option.modelData.cost
                        color: option.modelData.paid ? "#ff8f84" : "#7fc7a0"
                        font.pixelSize: selector.compact ? 12 : 13
                        font.bold: option.modelData.paid
                        elide: Text.ElideRight
                    }
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
