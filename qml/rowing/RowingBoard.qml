// The rowing race: status bar, the course with its boats, the recent log, and the acting human's
// controls (stroke rate, hand, prompts). All rules and geometry come from the C++ view models.
import QtQuick
import QtQuick.Layouts
import Coursewright
import "../common"

Rectangle {
    id: board

    property var session: null

    color: "#0f1f2c"

    RowingBoardModel {
        id: boats
        session: board.session
    }
    RowingTurnController {
        id: controller
        session: board.session
    }

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: 14
        spacing: 10

        // Status bar: course, whose turn, AI thinking, zoom and follow controls.
        RowLayout {
            Layout.fillWidth: true
            Layout.preferredHeight: 44
            spacing: 12

            Column {
                Layout.preferredWidth: 220
                Text {
                    text: boats.courseName
                    color: "#e8f1f8"
                    font.pixelSize: 18
                    font.bold: true
                }
                Text {
                    text: qsTr("Round %1").arg(boats.round)
                    color: "#9fb6c8"
                    font.pixelSize: 13
                }
            }
            Rectangle { // AI thinking indicator
                Layout.preferredWidth: 14
                Layout.preferredHeight: 14
                radius: 7
                color: "#f0a532"
                visible: board.session !== null && board.session.aiThinking
                SequentialAnimation on opacity {
                    loops: Animation.Infinite
                    running: board.session !== null && board.session.aiThinking
                    NumberAnimation { from: 1; to: 0.2; duration: 450 }
                    NumberAnimation { from: 0.2; to: 1; duration: 450 }
                }
            }
            Text {
                objectName: "statusText"
                Layout.fillWidth: true
                text: boats.statusText
                color: "#e8f1f8"
                font.pixelSize: 17
                elide: Text.ElideRight
            }
            ActionButton {
                objectName: "zoomOutButton"
                text: "−"
                onClicked: course.zoomBy(1 / 1.4)
            }
            ActionButton {
                objectName: "zoomFitButton"
                text: qsTr("Fit")
                onClicked: course.zoom = 1
            }
            ActionButton {
                objectName: "zoomInButton"
                text: "+"
                onClicked: course.zoomBy(1.4)
            }
            ActionButton {
                objectName: "followLeaderButton"
                text: qsTr("Follow the leader")
                checked: course.followLeader
                onClicked: course.followLeader = !course.followLeader
            }
        }

        RowingCourseView {
            id: course
            Layout.fillWidth: true
            Layout.preferredHeight: 70 + boats.lanes * 62
            board: boats
        }

        // The latest lines of the game log.
        Column {
            objectName: "recentLog"
            Layout.fillWidth: true
            Layout.preferredHeight: 66
            spacing: 2
            Repeater {
                model: boats.recentLog
                Text {
                    required property string modelData
                    required property int index
                    width: parent.width
                    text: modelData
                    color: index === boats.recentLog.length - 1 ? "#e8f1f8" : "#7f98ab"
                    font.pixelSize: 14
                    elide: Text.ElideRight
                }
            }
        }

        // The acting human's controls.
        Item {
            Layout.fillWidth: true
            Layout.fillHeight: true

            RowLayout {
                anchors.fill: parent
                spacing: 14
                RowingRateSelector {
                    Layout.preferredWidth: 360
                    Layout.fillHeight: true
                    turn: controller
                }
                RowingHand {
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    turn: controller
                }
                RowingActionPanel {
                    Layout.preferredWidth: 400
                    Layout.fillHeight: true
                    turn: controller
                    status: boats.statusText
                }
            }
            PassDeviceScreen {
                anchors.fill: parent
                visible: controller.passDeviceNeeded
                playerName: controller.actingName
                onConfirmed: controller.confirmPass()
            }
        }
    }

    RowingResults {
        id: results
        property bool dismissed: false
        anchors.fill: parent
        visible: boats.raceOver && !dismissed
        results: boats.results
        onClosed: dismissed = true
        Connections { // a new race (or browsing back) shows the table again when it ends
            target: boats
            function onStateChanged() {
                if (!boats.raceOver)
                    results.dismissed = false
            }
        }
    }
}
