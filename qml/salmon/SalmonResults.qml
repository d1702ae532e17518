// The end of a run: place, player, whether the salmon spawned, and the Fatigue cards that break
// ties between spawned salmon (rulebook, "Gagner la partie").
import QtQuick
import Coursewright
import "../common"

Rectangle {
    id: overlay

    property var results: []
    signal closed

    color: "#b00b1822"

    CoverMouseArea {} // the river underneath is finished

    Rectangle {
        objectName: "resultsTable"
        anchors.centerIn: parent
        width: 560
        height: content.implicitHeight + 48
        radius: 16
        color: "#172b3c"
        border.color: "#f0a532"
        border.width: 2

        Column {
            id: content
            anchors { left: parent.left; right: parent.right; top: parent.top; margins: 24 }
            spacing: 10

            Text {
                text: qsTr("Results of the run")
                color: "#ffd28a"
                font.pixelSize: 26 * TextScale.factor
                font.bold: true
            }
            Row {
                Text { width: 80; text: qsTr("Place"); color: "#7f98ab"; font.pixelSize: 13 * TextScale.factor }
                Text { width: 250; text: qsTr("Salmon"); color: "#7f98ab"; font.pixelSize: 13 * TextScale.factor }
                Text { width: 90; text: qsTr("Spawned"); color: "#7f98ab"; font.pixelSize: 13 * TextScale.factor }
                Text { width: 90; text: qsTr("Fatigue"); color: "#7f98ab"; font.pixelSize: 13 * TextScale.factor }
            }
            Repeater {
                model: overlay.results
                Row {
                    id: resultRow
                    required property var modelData
                    height: 36
                    Text {
                        textFormat: Text.PlainText
                        width: 80
                        anchors.verticalCenter: parent.verticalCenter
                        text: resultRow.modelData.rank === 1 ? qsTr("1st ★") : resultRow.modelData.rank
                        color: resultRow.modelData.rank === 1 ? "#ffd28a" : "#e8f1f8"
                        font.pixelSize: 18 * TextScale.factor
                        font.bold: true
                    }
                    PlayerBadge {
                        width: 250
                        anchors.verticalCenter: parent.verticalCenter
                        name: resultRow.modelData.name
                        colour: resultRow.modelData.colour
                        seat: resultRow.modelData.seat
                    }
                    Text {
                        textFormat: Text.PlainText
                        width: 90
                        anchors.verticalCenter: parent.verticalCenter
                        text: resultRow.modelData.spawned ? qsTr("yes") : qsTr("no")
                        color: "#e8f1f8"
                        font.pixelSize: 16 * TextScale.factor
                    }
                    Text {
                        textFormat: Text.PlainText
                        width: 90
                        anchors.verticalCenter: parent.verticalCenter
                        text: resultRow.modelData.fatigue
                        color: "#e8f1f8"
                        font.pixelSize: 16 * TextScale.factor
                    }
                }
            }
            ResultsActions {
                width: content.width
                closeText: qsTr("Look at the river")
                onClosed: overlay.closed()
            }
        }
    }
}
