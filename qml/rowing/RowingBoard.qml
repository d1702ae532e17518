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
                Text {
                    width: Math.min(implicitWidth, 260)
                    elide: Text.ElideRight
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
                wrapMode: Text.WordWrap // two lines on a narrow board
                maximumLineCount: 2
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

        // The course and the controls share the height: the course between 36 and 62 px a
        // lane, the controls from their compact height up.
        RowingCourseView {
            id: course
            Layout.fillWidth: true
            Layout.fillHeight: true
            Layout.minimumHeight: 42 + footerHeight + boats.lanes * 36
            Layout.preferredHeight: 42 + footerHeight + boats.lanes * 50
            Layout.maximumHeight: 42 + footerHeight + boats.lanes * 62
            board: boats
        }

        // The latest lines of the game log (none before the first move: no empty band).
        Column {
            objectName: "recentLog"
            Layout.fillWidth: true
            visible: boats.recentLog.length > 0
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

        // The acting human's controls: never shorter than the compact rate options need. The
        // hand has the priority for width: the side panels get what a full hand leaves, between
        // their minimum and maximum widths. When even their minimum would squeeze the hand,
        // one side slot shows the decision of the moment: the rates while choosing one, else
        // the move panel.
        Item {
            id: controls
            readonly property real handWidth: 7 * 94 + 20 // seven cards at full size
            readonly property real sideWidth: width - handWidth - 2 * controlsRow.spacing
            readonly property bool oneSidePanel: width < 1000
            readonly property bool choosingRate: controller.phase === "chooseRate"
            Layout.fillWidth: true
            Layout.fillHeight: true
            Layout.minimumHeight: 232
            Layout.preferredHeight: 232

            RowLayout {
                id: controlsRow
                anchors.fill: parent
                spacing: 12
                RowingRateSelector {
                    visible: !controls.oneSidePanel || controls.choosingRate
                    Layout.preferredWidth: Math.max(236, Math.min(330, controls.sideWidth * 0.45))
                    Layout.fillHeight: true
                    turn: controller
                }
                RowingHand {
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    turn: controller
                }
                RowingActionPanel {
                    visible: !controls.oneSidePanel || !controls.choosingRate
                    Layout.preferredWidth: Math.max(controls.oneSidePanel ? 250 : 220,
                                                    Math.min(400, controls.sideWidth * 0.55))
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
