// The end of the race: the podium (the first three riders across the line), the team times
// (place − 1 seconds per rider, +1 for a rider who did not finish, bonus seconds off; lowest
// wins: docs/rules/visions.md, "Bonus lines and the finish") and what to play next.
import QtQuick
import Coursewright
import "../common"

Rectangle {
    id: overlay

    property VisionsTableModel table
    signal closed

    objectName: "visionsResults"
    color: "#b00b1822"

    CoverMouseArea {} // the road underneath is finished

    Rectangle {
        objectName: "resultsTable"
        anchors.centerIn: parent
        width: Math.min(overlay.width - 40, 640)
        height: Math.min(overlay.height - 40, content.implicitHeight + 48)
        radius: 16
        color: "#172b3c"
        border.color: "#f0a532"
        border.width: 2
        clip: true

        Column {
            id: content
            anchors { left: parent.left; right: parent.right; top: parent.top; margins: 24 }
            spacing: 10

            Text {
                textFormat: Text.PlainText
                width: parent.width
                text: overlay.table.resultText
                color: "#ffd28a"
                font.pixelSize: 24 * TextScale.factor
                font.bold: true
                wrapMode: Text.WordWrap
            }
            Row { // the podium: 2nd, 1st, 3rd
                objectName: "podium"
                anchors.horizontalCenter: parent.horizontalCenter
                spacing: 12
                Repeater {
                    model: [1, 0, 2]
                    Column {
                        id: podiumStep
                        required property int modelData
                        readonly property var piece: overlay.table.podium[modelData]
                        visible: piece !== undefined
                        width: 150
                        spacing: 4
                        Item { width: 1; height: 54 - [54, 38, 28][podiumStep.modelData] } // steps stand on one floor
                        VisionsRiderChit {
                            anchors.horizontalCenter: parent.horizontalCenter
                            rider: podiumStep.piece !== undefined ? podiumStep.piece : ({})
                            size: 44
                        }
                        Text {
                            textFormat: Text.PlainText
                            width: parent.width
                            horizontalAlignment: Text.AlignHCenter
                            text: podiumStep.piece !== undefined ? podiumStep.piece.teamName + "\n" + podiumStep.piece.className : ""
                            color: "#e8f1f8"
                            font.pixelSize: 13 * TextScale.factor
                            elide: Text.ElideRight
                        }
                        Rectangle { // the step
                            width: parent.width
                            height: [54, 38, 28][podiumStep.modelData]
                            radius: 4
                            color: ["#d4af37", "#b8c4cc", "#b07a4a"][podiumStep.modelData]
                            Text {
                                textFormat: Text.PlainText
                                anchors.centerIn: parent
                                text: podiumStep.modelData + 1
                                color: "#1d1405"
                                font.pixelSize: 22 * TextScale.factor
                                font.bold: true
                            }
                        }
                    }
                }
            }
            Row {
                Text { width: content.width * 0.12; text: qsTr("Place"); color: "#7f98ab"; font.pixelSize: 13 * TextScale.factor }
                Text { width: content.width * 0.4; text: qsTr("Team"); color: "#7f98ab"; font.pixelSize: 13 * TextScale.factor }
                Text { width: content.width * 0.16; text: qsTr("Time"); color: "#7f98ab"; font.pixelSize: 13 * TextScale.factor }
                Text { width: content.width * 0.16; text: qsTr("Bonus"); color: "#7f98ab"; font.pixelSize: 13 * TextScale.factor }
                Text { width: content.width * 0.16; text: qsTr("Finished"); color: "#7f98ab"; font.pixelSize: 13 * TextScale.factor }
            }
            Repeater {
                model: overlay.table.results
                Row {
                    id: resultRow
                    required property var modelData
                    height: 34
                    Text {
                        textFormat: Text.PlainText
                        width: content.width * 0.12
                        anchors.verticalCenter: parent.verticalCenter
                        text: resultRow.modelData.rank === 1 ? qsTr("1st ★") : resultRow.modelData.rank
                        color: resultRow.modelData.rank === 1 ? "#ffd28a" : "#e8f1f8"
                        font.pixelSize: 17 * TextScale.factor
                        font.bold: true
                    }
                    PlayerBadge {
                        width: content.width * 0.4
                        maximumWidth: width - 30
                        anchors.verticalCenter: parent.verticalCenter
                        name: resultRow.modelData.name
                        colour: resultRow.modelData.colour
                    }
                    Text {
                        textFormat: Text.PlainText
                        width: content.width * 0.16
                        anchors.verticalCenter: parent.verticalCenter
                        text: resultRow.modelData.time
                        color: "#e8f1f8"
                        font.pixelSize: 16 * TextScale.factor
                        font.bold: true
                    }
                    Text {
                        textFormat: Text.PlainText
                        width: content.width * 0.16
                        anchors.verticalCenter: parent.verticalCenter
                        text: resultRow.modelData.bonus
                        color: "#ffd28a"
                        font.pixelSize: 15 * TextScale.factor
                    }
                    Text {
                        textFormat: Text.PlainText
                        width: content.width * 0.16
                        anchors.verticalCenter: parent.verticalCenter
                        text: resultRow.modelData.finished
                        color: "#c9d8e3"
                        font.pixelSize: 15 * TextScale.factor
                    }
                }
            }
            ResultsActions {
                width: content.width
                closeText: qsTr("Look at the road")
                onClosed: overlay.closed()
            }
        }
    }
}
