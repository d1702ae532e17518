// The rowing race: status bar, the course with its boats, the recent log, and the acting human's
// controls (stroke rate, hand, prompts). All rules and geometry come from the C++ view models.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Coursewright
import "../common"

Rectangle {
    id: board

    property GameSession session: null
    property MoveHint hint: null // the coach's: the controller's hintPreview

    color: "#0f1f2c"
    objectName: "rowingBoard"

    // A short board (the app's least window, 910 × 445 to 910 × 480, leaves it about 640 × 400)
    // has no room for the course's lanes at 24 px and the controls' 232 px one above the other:
    // the controls go beside the course (issue 55).
    readonly property bool shortBoard: height < 560
    // Beside the course, the stroke rates' and the move panel's narrow forms side by side need
    // about 280 px at 100 % text; at a larger size (150 %: about 450 px of a 640 px board) that
    // leaves the course no water: there the controls stack in one column of the rates' width,
    // rates, move panel and hand, and scroll.
    // The rates' narrow width: 150 px at 100 % text, 255 at 150 %, where a cost takes one line.
    readonly property real narrowRatesWidth: 150 + 210 * (TextScale.factor - 1)
    readonly property bool stackedControls: shortBoard && narrowRatesWidth + 10 + 122 * TextScale.factor > 300

    // Keyboard: Tab walks the zoom buttons, the rates, the hand and the move panel; the arrows
    // pick a rate or a card, Space selects a card, Enter plays (or discards) the selection,
    // Escape clears it. Each decision starts with the keyboard on it.
    Keys.onPressed: function(event) {
        if (event.key === Qt.Key_Return || event.key === Qt.Key_Enter)
            event.accepted = controller.confirm()
        else if (event.key === Qt.Key_Escape)
            event.accepted = controller.cancel()
    }
    function focusDecision() {
        if (controller.phase === RowingTurnController.ChooseRate)
            rates.focusRate()
        else if ((controller.phase === RowingTurnController.PlayCards || controller.phase === RowingTurnController.Discard) && !hand.hasFocusedCard())
            hand.focusCard(0)
        else if (controller.phase === RowingTurnController.Motivation)
            actionPanel.focusFirst()
    }

    RowingBoardModel {
        id: boats
        session: board.session
    }
    RowingTurnController {
        id: controller
        session: board.session
        hint: board.hint
        onChanged: Qt.callLater(board.focusDecision)
    }

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: board.shortBoard ? 8 : 14
        spacing: board.shortBoard ? 6 : 10

        // Status bar: course, whose turn, AI thinking, zoom and follow controls. The status goes
        // on a line of its own below them when two lines beside the controls are not enough
        // (1280 × 720 in French: «Tour 1 · Bateau 1, à vous : choisissez votre cade…»).
        GridLayout {
            id: header
            // The status's width beside the name and the controls.
            readonly property real statusRoom: width - nameColumn.Layout.preferredWidth - tools.implicitWidth - 2 * columnSpacing - (thinking.visible ? thinking.Layout.preferredWidth + columnSpacing : 0)
            readonly property bool statusBelow: statusFit.lineCount > 2
            // The name and the controls with the designed 12 px between them run past a narrow
            // board at a large text size (800 px at 150 % in French): they close up to 6 px.
            readonly property real buttonsWidth: zoomOutButton.implicitWidth + zoomFitButton.implicitWidth + zoomInButton.implicitWidth + followWhole.implicitWidth
            readonly property bool crowded: nameColumn.Layout.preferredWidth + buttonsWidth + 6 * 12 + 26 > width
            // Even closed up they run past a short board at a large text size (640 px at
            // 150 %): "Follow the leader" says "Follow", its tool tip saying the rest.
            readonly property bool followShort: nameColumn.Layout.preferredWidth + buttonsWidth + 4 * 6 + 2 > width
            Layout.fillWidth: true
            // Its texts' height (a status on two lines at a large text size), which a short
            // board's course squeezed to 44 px under the status.
            Layout.minimumHeight: Math.max(44, implicitHeight)
            columns: 4
            columnSpacing: crowded ? 6 : 12
            rowSpacing: 4

            Column { // sized by its texts (up to 260 px at 100 %), so the status never runs over the name
                id: nameColumn
                Layout.row: 0
                Layout.column: 0
                // Held at that width: the status beside it wraps rather than squeeze it («St…»).
                Layout.minimumWidth: Layout.preferredWidth
                Layout.preferredWidth: Math.min(260 * TextScale.factor, Math.max(courseNameText.implicitWidth, roundText.implicitWidth))
                Text {
                    id: courseNameText
                    textFormat: Text.PlainText
                    width: parent.width
                    elide: Text.ElideRight
                    text: boats.courseName
                    color: "#e8f1f8"
                    font.pixelSize: 18 * TextScale.factor
                    font.bold: true
                }
                Text {
                    id: roundText
                    textFormat: Text.PlainText
                    // Not over the status below, which starts with the round (the height goes
                    // to the course and the controls).
                    visible: !header.statusBelow || boats.raceOver
                    text: qsTr("Round %1").arg(boats.round)
                    color: "#9fb6c8"
                    font.pixelSize: 13 * TextScale.factor
                }
            }
            Rectangle { // AI thinking indicator
                id: thinking
                Layout.row: 0
                Layout.column: 1
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
                id: status
                objectName: "statusText"
                textFormat: Text.PlainText
                // The prompt, for a screen reader too (a Text is not in its tree by itself).
                Accessible.role: Accessible.StaticText
                Accessible.name: text
                Layout.row: header.statusBelow ? 1 : 0
                Layout.column: header.statusBelow ? 0 : 2
                Layout.columnSpan: header.statusBelow ? 4 : 1
                Layout.fillWidth: true
                // The room it has, not its one line's width, which squeezed the name and the controls.
                Layout.preferredWidth: Math.max(0, header.statusBelow ? header.width : header.statusRoom)
                text: boats.statusText
                color: "#e8f1f8"
                font.pixelSize: 17 * TextScale.factor
                // Whole, on as many lines as it takes below the controls (a player reads every
                // word); beside them, at most two lines.
                wrapMode: Text.WordWrap
            }
            Text { // the status laid out beside the controls, never shown: how many lines it takes
                id: statusFit
                textFormat: Text.PlainText
                visible: false
                width: header.statusRoom
                text: status.text
                font: status.font
                wrapMode: Text.WordWrap
            }
            ActionButton { // the follow button with its whole label, never shown: its width
                id: followWhole
                visible: false
                text: qsTr("Follow the leader")
            }
            Item { // holds the controls to the right while the status is below them
                Layout.row: 0
                Layout.column: 2
                Layout.fillWidth: true
                visible: header.statusBelow
            }
            RowLayout {
                id: tools
                Layout.row: 0
                Layout.column: 3
                spacing: header.crowded ? 6 : 12
                ActionButton {
                    id: zoomOutButton
                    objectName: "zoomOutButton"
                    text: "−"
                    toolTip: qsTr("Zoom out (Ctrl+wheel)")
                    Accessible.name: qsTr("Zoom out")
                    onClicked: course.zoomBy(1 / 1.4)
                }
                ActionButton {
                    id: zoomFitButton
                    objectName: "zoomFitButton"
                    text: qsTr("Fit")
                    toolTip: qsTr("See the whole course")
                    onClicked: course.zoom = 1
                }
                ActionButton {
                    id: zoomInButton
                    objectName: "zoomInButton"
                    text: "+"
                    toolTip: qsTr("Zoom in (Ctrl+wheel)")
                    Accessible.name: qsTr("Zoom in")
                    onClicked: course.zoomBy(1.4)
                }
                ActionButton {
                    id: followButton
                    objectName: "followLeaderButton"
                    text: header.followShort ? qsTr("Follow") : followWhole.text
                    Accessible.name: followWhole.text
                    checked: course.followLeader
                    toolTip: qsTr("Keep the leading boat in view while zoomed in")
                    onClicked: course.followLeader = !course.followLeader
                }
            }
        }

        // The course and the controls share the height: the course between 24 and 62 px a
        // lane, the controls from their compact height up. On a short board the controls are
        // beside the course, the hand under the stroke rates and the move panel.
        GridLayout {
            id: play
            readonly property bool shortBoard: board.shortBoard
            Layout.fillWidth: true
            Layout.fillHeight: true
            columns: shortBoard ? 2 : 1
            columnSpacing: board.shortBoard ? 8 : 10
            rowSpacing: board.shortBoard ? 8 : 10

            RowingCourseView {
                id: course
                turn: controller
                Layout.row: 0
                Layout.column: 0
                Layout.fillWidth: true
                Layout.fillHeight: true
                Layout.minimumHeight: 42 + footerHeight + boats.lanes * 24
                Layout.preferredHeight: 42 + footerHeight + boats.lanes * 50
                Layout.maximumHeight: 42 + footerHeight + boats.lanes * 62
                board: boats
            }

            // The latest lines of the game log, in a band of fixed height (the course and the
            // controls never move when the log grows).
            Column {
                id: logLines
                objectName: "recentLog"
                // Not on a short board, where the narrow course staggers its split lines' labels
                // and takes the height, nor under 500 px a text size's 100 % (800 × 655 at 150 %),
                // where the course and the controls need it: the Moves dock has the log.
                visible: !board.shortBoard && board.height >= 500 * TextScale.factor
                Layout.row: 1
                Layout.column: 0
                Layout.fillWidth: true
                readonly property int lines: board.height < 760 ? 2 : 3 // the latest lines only
                readonly property var shownLines: boats.recentLog.slice(-lines)
                Layout.preferredHeight: Math.max(lines * 19 * TextScale.factor, implicitHeight)
                spacing: 2
                Repeater {
                    model: logLines.shownLines
                    NarrationLine {
                        width: logLines.width
                        latest: index === logLines.shownLines.length - 1
                    }
                }
            }

            // The acting human's controls: never shorter than the compact rate options need. The
            // stroke rate, the hand and the move panel are always all three there (the rate
            // chosen stays in sight); the hand has the priority for width, and on a narrow board
            // the side panels take their narrow form (the rates' effects move to their tool tips;
            // their costs stay, under a rate and its cards said short on one line: issue 55).
            // Beside the course (a short board), the hand is under the other two.
            Item {
                id: controls
                readonly property real handWidth: 7 * 94 + 20 // seven cards at full size
                readonly property real sideWidth: width - handWidth - 2 * controlsGrid.columnSpacing
                // (At a large text size a rate's full form needs more than the side panels have:
                // narrow up to 1000 px at 100 % text, 1500 px at 150 %.)
                readonly property bool narrow: width < 1000 * TextScale.factor
                Layout.row: play.shortBoard ? 0 : 2
                Layout.column: play.shortBoard ? 1 : 0
                Layout.rowSpan: play.shortBoard ? 2 : 1
                Layout.fillWidth: !play.shortBoard
                Layout.fillHeight: true
                // Beside the course: the rates' and the move panel's narrow widths side by side.
                Layout.preferredWidth: board.stackedControls ? board.narrowRatesWidth + stack.ScrollBar.vertical.width : play.shortBoard ? 280 : -1
                Layout.minimumHeight: play.shortBoard ? 0 : Math.max(232, rates.implicitHeight)
                Layout.preferredHeight: Math.max(232, rates.implicitHeight)

                // The stacked controls' column, taller than the board: it scrolls, and brings a
                // control that takes the keyboard into view.
                Flickable {
                    id: stack
                    objectName: "controlsScroll"
                    visible: board.stackedControls
                    anchors.fill: parent
                    contentWidth: width - ScrollBar.vertical.width
                    contentHeight: controlsGrid.implicitHeight
                    clip: true
                    boundsBehavior: Flickable.StopAtBounds
                    ScrollBar.vertical: ScrollBar { policy: ScrollBar.AlwaysOn }
                    function reveal(item) {
                        const top = item.mapToItem(stack.contentItem, 0, 0).y
                        if (top < contentY)
                            contentY = Math.max(0, top - 4)
                        else if (top + item.height > contentY + height)
                            contentY = Math.max(0, Math.min(contentHeight - height, top + item.height - height + 4))
                    }
                    Connections {
                        target: board.Window.window
                        enabled: board.stackedControls
                        function onActiveFocusItemChanged() {
                            const item = board.Window.activeFocusItem
                            for (let i = item; i; i = i.parent)
                                if (i === controlsGrid) {
                                    stack.reveal(item)
                                    return
                                }
                        }
                    }
                }

                GridLayout {
                    id: controlsGrid
                    parent: board.stackedControls ? stack.contentItem : controls
                    width: board.stackedControls ? stack.contentWidth : controls.width
                    height: board.stackedControls ? implicitHeight : controls.height
                    columns: board.stackedControls ? 1 : play.shortBoard ? 2 : 3
                    columnSpacing: play.shortBoard ? 10 : 12
                    rowSpacing: 10
                    RowingRateSelector {
                        id: rates
                        Layout.row: 0
                        Layout.column: 0
                        // Narrow: 150 px at 100 % text, and wider above it, where a rate's cost
                        // takes one line rather than two (255 px at 150 %).
                        Layout.preferredWidth: play.shortBoard || controls.narrow ? board.narrowRatesWidth : Math.max(236, Math.min(330, controls.sideWidth * 0.45))
                        Layout.fillHeight: !play.shortBoard
                        Layout.preferredHeight: board.stackedControls ? implicitHeight : play.shortBoard ? 164 : -1
                        Layout.fillWidth: board.stackedControls
                        narrow: controls.narrow
                        turn: controller
                    }
                    RowingHand {
                        id: hand
                        showPiles: !play.shortBoard // the Players dock has the piles' counts
                        // Stacked, the hand scrolls with the column: its names read whole.
                        wholeNames: !play.shortBoard || board.stackedControls
                        Layout.row: board.stackedControls ? 2 : play.shortBoard ? 1 : 0
                        Layout.column: play.shortBoard ? 0 : 1
                        Layout.columnSpan: play.shortBoard && !board.stackedControls ? 2 : 1
                        // Stacked: the column's height in view, for the cards.
                        Layout.preferredHeight: board.stackedControls ? Math.max(160, stack.height) : -1
                        Layout.fillWidth: true
                        Layout.fillHeight: true
                        turn: controller
                    }
                    RowingActionPanel {
                        id: actionPanel
                        Layout.row: board.stackedControls ? 1 : 0
                        Layout.column: board.stackedControls ? 0 : play.shortBoard ? 1 : 2
                        Layout.fillWidth: play.shortBoard
                        // Narrow: 220 px, or more of the room the hand leaves (a wide board at a
                        // large text size, where the side panels take their narrow form).
                        Layout.preferredWidth: play.shortBoard ? 122 : Math.max(220, Math.min(400, controls.sideWidth * 0.55))
                        Layout.fillHeight: !play.shortBoard
                        Layout.preferredHeight: board.stackedControls ? implicitHeight : play.shortBoard ? 164 : -1
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
