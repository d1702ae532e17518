// The results of a finished race: rank, rower and the round they finished in, with what ranked
// boats finishing in the same round (reach, rate, lane) and that rule under the table.
import QtQuick
import Coursewright
import "../common"

Rectangle {
    id: overlay

    property var results: []
    signal closed

    color: "#b00b1822"

    CoverMouseArea {} // the board underneath is finished

    Rectangle {
        objectName: "resultsTable"
        anchors.centerIn: parent
        width: 600
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
                text: qsTr("Race results")
                color: "#ffd28a"
                font.pixelSize: 26 * TextScale.factor
                font.bold: true
            }
            Row { // header
                spacing: 0
                Text { width: 80; text: qsTr("Place"); color: "#7f98ab"; font.pixelSize: 13 * TextScale.factor }
                Text { width: 240; text: qsTr("Rower"); color: "#7f98ab"; font.pixelSize: 13 * TextScale.factor }
                Text { width: 180; text: qsTr("Finished in"); color: "#7f98ab"; font.pixelSize: 13 * TextScale.factor }
            }
            Repeater {
                model: overlay.results
                Rectangle {
                    id: resultRow
                    required property var modelData
                    required property int index
                    objectName: "resultRow-" + index
                    width: content.width
                    height: 44
                    radius: 8
                    color: index % 2 === 0 ? "#1f374b" : "#1a3042"
                    Row {
                        anchors.verticalCenter: parent.verticalCenter
                        x: 8
                        Item {
                            width: 72
                            height: 30
                            Rectangle {
                                anchors.verticalCenter: parent.verticalCenter
                                width: 30
                                height: 30
                                radius: 15
                                color: resultRow.modelData.rank === 1 ? "#f5c542" : resultRow.modelData.rank === 2 ? "#c9d3dc"
                                     : resultRow.modelData.rank === 3 ? "#d08a4e" : "#3f5d77"
                                Text {
                                    textFormat: Text.PlainText
                                    anchors.centerIn: parent
                                    text: resultRow.modelData.rank
                                    color: "#1d1405"
                                    font.pixelSize: 15 * TextScale.factor
                                    font.bold: true
                                }
                            }
                        }
                        PlayerBadge {
                            width: 240
                            anchors.verticalCenter: parent.verticalCenter
                            name: resultRow.modelData.name
                            colour: resultRow.modelData.colour
                        }
                        Column { // the round, and what ranked the boats that finished in it
                            anchors.verticalCenter: parent.verticalCenter
                            Text {
                                textFormat: Text.PlainText
                                text: qsTr("round %1").arg(resultRow.modelData.finishRound)
                                color: "#c9dbe8"
                                font.pixelSize: 15 * TextScale.factor
                            }
                            Text {
                                objectName: "tieBreak-" + resultRow.index
                                textFormat: Text.PlainText
                                visible: text !== ""
                                text: resultRow.modelData.tieBreak
                                color: "#9fb6c8"
                                font.pixelSize: 12 * TextScale.factor
                            }
                        }
                    }
                }
            }
            Text { // the rule behind the second lines (docs/rules/rowing.md, "End of the round")
                objectName: "tieBreakRule"
                width: content.width
                visible: overlay.results.some(row => row.tieBreak !== "")
                text: qsTr("Boats that finish in the same round are ranked by how far their whole pace would have taken them (reach), then by the higher stroke rate, then by the lower lane.")
                color: "#9fb6c8"
                font.pixelSize: 13 * TextScale.factor
                wrapMode: Text.WordWrap
            }
            ResultsActions {
                width: content.width
                closeText: qsTr("Show the course")
                onClosed: overlay.closed()
            }
        }
    }
}
