// Salmon Run: the river (pan and zoom) on the left; on the right the status, the table (players,
// supply, this turn's cards, the die), the decision of the moment and the hand of the human in
// front of the screen. All rules and geometry come from the C++ view models.
import QtQuick
import QtQuick.Layouts
import Coursewright
import "../common"

Rectangle {
    id: salmonBoard

    property var session: null

    color: "#0f1f2c"

    SalmonBoardModel {
        id: river
        session: salmonBoard.session
        highlights: controller.highlights
    }
    SalmonTableModel {
        id: table
        session: salmonBoard.session
    }
    SalmonTurnController {
        id: controller
        session: salmonBoard.session
    }

    RowLayout {
        anchors.fill: parent
        anchors.margins: 14
        spacing: 14

        Item {
            Layout.fillWidth: true
            Layout.fillHeight: true
            Layout.minimumWidth: 260

            SalmonRiverView {
                id: riverView
                anchors.fill: parent
                board: river
                turn: controller
                activeSeat: {
                    const players = table.players
                    for (let i = 0; i < players.length; ++i)
                        if (players[i].acting)
                            return i
                    return -1
                }
            }
            Column { // zoom controls over the river's top right corner
                anchors { right: parent.right; top: parent.top; margins: 10 }
                width: 56
                spacing: 6
                ActionButton { objectName: "zoomInButton"; text: "+"; onClicked: riverView.zoomBy(1.4) }
                ActionButton { objectName: "zoomOutButton"; text: "−"; onClicked: riverView.zoomBy(1 / 1.4) }
                ActionButton { objectName: "zoomFitButton"; text: qsTr("Fit"); onClicked: { riverView.userMoved = true; riverView.fit() } }
            }
            Text {
                anchors { left: parent.left; top: parent.top; margins: 12 }
                text: river.riverName
                color: "#e8f1f8"
                font.pixelSize: 16
                font.bold: true
                style: Text.Outline
                styleColor: "#10202c"
            }
        }

        ColumnLayout {
            Layout.fillHeight: true
            Layout.preferredWidth: Math.min(760, Math.max(520, salmonBoard.width * 0.5))
            Layout.maximumWidth: 760
            spacing: 10

            RowLayout { // status line
                Layout.fillWidth: true
                spacing: 10
                Rectangle { // AI thinking
                    Layout.preferredWidth: 14
                    Layout.preferredHeight: 14
                    radius: 7
                    color: "#f0a532"
                    visible: salmonBoard.session !== null && salmonBoard.session.aiThinking
                }
                Text {
                    objectName: "statusText"
                    Layout.fillWidth: true
                    text: table.statusText
                    color: "#e8f1f8"
                    font.pixelSize: 17
                    wrapMode: Text.WordWrap
                    maximumLineCount: 2
                    elide: Text.ElideRight
                }
            }

            SalmonTablePanel {
                Layout.fillWidth: true
                table: table
            }

            SalmonActionPanel {
                Layout.fillWidth: true
                turn: controller
                status: table.statusText
            }

            Item { // the hand, behind the pass-the-device screen when another human must take over
                Layout.fillWidth: true
                Layout.fillHeight: true
                Layout.minimumHeight: 150
                SalmonHand {
                    anchors.fill: parent
                    turn: controller
                }
                PassDeviceScreen {
                    anchors.fill: parent
                    visible: controller.passDeviceNeeded
                    playerName: controller.actingName
                    onConfirmed: controller.confirmPass()
                }
            }

            Column { // the latest lines of the game log
                objectName: "recentLog"
                Layout.fillWidth: true
                visible: table.recentLog.length > 0
                spacing: 2
                Repeater {
                    model: table.recentLog
                    Text {
                        required property string modelData
                        required property int index
                        width: parent.width
                        text: modelData
                        color: index === table.recentLog.length - 1 ? "#e8f1f8" : "#7f98ab"
                        font.pixelSize: 13
                        elide: Text.ElideRight
                    }
                }
            }
        }
    }

    SalmonResults {
        id: results
        property bool dismissed: false
        anchors.fill: parent
        visible: table.gameOver && !dismissed
        results: table.results
        onClosed: dismissed = true
        Connections {
            target: table
            function onStateChanged() {
                if (!table.gameOver)
                    results.dismissed = false
            }
        }
    }
}
