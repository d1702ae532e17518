// The end of the game: the winners (5 colours, 4 of one colour or 7 gems landed), then the
// others by gems landed and gems afloat (docs/rules/niagara.md, "Winning"), and what to play next.
import QtQuick
import Coursewright
import "../common"

Rectangle {
    id: overlay

    property var results: []
    property string resultText
    signal closed

    objectName: "niagaraResults"
    color: "#b00b1822"

    CoverMouseArea {} // the river underneath is finished

    Rectangle {
        objectName: "resultsTable"
        anchors.centerIn: parent
        width: Math.min(overlay.width - 40, 600)
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
                textFormat: Text.PlainText
                width: parent.width
                text: overlay.resultText
                color: "#ffd28a"
                font.pixelSize: 24 * TextScale.factor
                font.bold: true
                wrapMode: Text.WordWrap
            }
            Row {
                Text { width: content.width * 0.16; text: qsTr("Place"); color: "#7f98ab"; font.pixelSize: 13 * TextScale.factor }
                Text { width: content.width * 0.44; text: qsTr("Canoeist"); color: "#7f98ab"; font.pixelSize: 13 * TextScale.factor }
                Text { width: content.width * 0.2; text: qsTr("Gems landed"); color: "#7f98ab"; font.pixelSize: 13 * TextScale.factor; wrapMode: Text.WordWrap }
                Text { width: content.width * 0.2; text: qsTr("Afloat"); color: "#7f98ab"; font.pixelSize: 13 * TextScale.factor; wrapMode: Text.WordWrap }
            }
            Repeater {
                model: overlay.results
                Row {
                    id: resultRow
                    required property var modelData
                    height: 36
                    Text {
                        textFormat: Text.PlainText
                        width: content.width * 0.16
                        anchors.verticalCenter: parent.verticalCenter
                        text: resultRow.modelData.winner ? qsTr("1st ★") : resultRow.modelData.rank
                        color: resultRow.modelData.winner ? "#ffd28a" : "#e8f1f8"
                        font.pixelSize: 18 * TextScale.factor
                        font.bold: true
                    }
                    PlayerBadge {
                        width: content.width * 0.44
                        anchors.verticalCenter: parent.verticalCenter
                        name: resultRow.modelData.name
                        colour: resultRow.modelData.colour
                    }
                    Text {
                        textFormat: Text.PlainText
                        width: content.width * 0.2
                        anchors.verticalCenter: parent.verticalCenter
                        text: resultRow.modelData.gems
                        color: "#e8f1f8"
                        font.pixelSize: 16 * TextScale.factor
                    }
                    Text {
                        textFormat: Text.PlainText
                        width: content.width * 0.2
                        anchors.verticalCenter: parent.verticalCenter
                        text: resultRow.modelData.afloat
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
