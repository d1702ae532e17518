// Salmon Run: the river (pan and zoom, its tool bar above it) on the left; on the right the
// status, the hand of the human in front of the screen, the decision of the moment, the table
// (players, supply, this turn's cards, the die) and the latest log lines. The right column keeps
// its order whatever the height: the hand first (it never moves when a prompt or the log grows),
// and the column scrolls when the window is too short for all of it. All rules and geometry come
// from the C++ view models.
//
// Keyboard: Tab walks the river's buttons, the hand, the decision's buttons; in the hand the
// arrows pick a card and Space selects it, Up and Down turn a selected Wild card; Enter plays the
// selection (or moves the bear to the target the arrows picked, Up and Down picking the bear),
// Escape cancels it, E ends the turn; M shows my salmon, K the symbol key, +, − and 0 zoom.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Coursewright
import "../common"

Rectangle {
    id: salmonBoard

    property GameSession session: null
    property MoveHint hint: null // the coach's: the controller's hintPreview
    // The side column: as wide as a five-card hand at a readable size needs, the river the rest.
    readonly property real sideWidth: Math.max(430, Math.min(640, width * 0.4))
    // The least the side column keeps, its scroll bar's gutter included: four cards of the hand
    // at their least width (SalmonHand). The river's tool bar goes on two lines before the
    // column is narrower (the least window at 150 %: a one-line tool bar left it 47 px in French).
    readonly property real sideMinimum: 4 * 54 + 3 * 10 + 28 + 12

    objectName: "salmonBoard"
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
        hint: salmonBoard.hint
        // A new decision: the keyboard starts on it (the hand while playing cards, the first
        // button of a prompt), unless the player is already in the hand.
        onChanged: Qt.callLater(salmonBoard.focusDecision)
    }

    function focusDecision() {
        if (controller.phase === SalmonTurnController.PlayCards) {
            if (!hand.hasFocusedCard())
                hand.focusCard(0)
        } else if (controller.phase !== SalmonTurnController.Waiting && controller.phase !== SalmonTurnController.Over) {
            actionPanel.focusFirst()
        }
    }

    Keys.onPressed: function(event) {
        event.accepted = true
        if (event.key === Qt.Key_Return || event.key === Qt.Key_Enter) {
            event.accepted = controller.confirm()
        } else if (event.key === Qt.Key_Escape) {
            event.accepted = controller.cancel()
        } else if (event.key === Qt.Key_E && controller.phase === SalmonTurnController.PlayCards) {
            event.accepted = controller.endTurn()
        } else if (event.key === Qt.Key_M) {
            riverView.showSeat(controller.mySeat)
        } else if (event.key === Qt.Key_K) {
            symbolKey.visible = !symbolKey.visible
        } else if (event.key === Qt.Key_0) {
            riverView.userMoved = true
            riverView.fit()
        } else if (event.key === Qt.Key_Plus || event.key === Qt.Key_Equal) {
            riverView.zoomBy(1.4)
        } else if (event.key === Qt.Key_Minus) {
            riverView.zoomBy(1 / 1.4)
        } else if (controller.phase === SalmonTurnController.MoveBear
                   && (event.key === Qt.Key_Left || event.key === Qt.Key_Right)) {
            event.accepted = controller.stepTarget(event.key === Qt.Key_Right ? 1 : -1)
        } else if (controller.phase === SalmonTurnController.PlayCards && controller.wildChoices.length > 0
                   && (event.key === Qt.Key_Up || event.key === Qt.Key_Down)) {
            // The last Wild card picked turns: left, forward, right.
            const wild = controller.wildChoices[controller.wildChoices.length - 1]
            const order = [1, 0, 2]
            const at = order.indexOf(wild.direction) + (event.key === Qt.Key_Down ? 1 : -1)
            event.accepted = controller.setWildDirection(wild.slot, order[(at + 3) % 3])
        } else if (controller.phase === SalmonTurnController.MoveBear
                   && (event.key === Qt.Key_Up || event.key === Qt.Key_Down)) {
            event.accepted = controller.stepBear(event.key === Qt.Key_Down ? 1 : -1)
        } else {
            event.accepted = false
        }
    }

    RowLayout {
        id: columns
        anchors.fill: parent
        anchors.margins: 14
        spacing: 14

        ColumnLayout { // the river's tool bar, then the river: nothing sits on the hexes
            id: riverColumn
            Layout.fillWidth: true
            Layout.fillHeight: true
            // Its tool bar on one line (issue 32: "+" wrapped onto a second line at 1280 × 720 in
            // French): the side column yields the few pixels the longer labels need, down to its
            // least (sideMinimum).
            Layout.minimumWidth: Math.max(260, Math.min(riverButtons.lineWidth, columns.width - columns.spacing - salmonBoard.sideMinimum))
            spacing: 8

            Item { // the river's name (left out when the buttons leave it no room), its buttons
                Layout.fillWidth: true
                Layout.preferredHeight: riverButtons.height
                Text { // whole or not at all (issue 55: «Salmo…» at 1280 × 720 in French)
                    objectName: "riverTitle"
                    textFormat: Text.PlainText
                    anchors { left: parent.left; verticalCenter: parent.verticalCenter }
                    width: parent.width - riverButtons.lineWidth - 10
                    visible: width >= implicitWidth
                    text: river.riverName
                    color: "#e8f1f8"
                    font.pixelSize: 16 * TextScale.factor
                    font.bold: true
                    elide: Text.ElideRight
                }
                Flow { // on two lines when the river's column is too narrow for one
                    id: riverButtons
                    objectName: "riverToolBar"
                    // The buttons' width on one line.
                    readonly property real lineWidth: {
                        let width = 0, count = 0
                        for (let i = 0; i < children.length; ++i) {
                            if (children[i].visible) {
                                width += children[i].width
                                ++count
                            }
                        }
                        return width + Math.max(0, count - 1) * spacing
                    }
                    anchors.right: parent.right
                    width: Math.min(parent.width, lineWidth)
                    spacing: 6
                    ActionButton {
                        width: implicitWidth // in a Flow: its own width, not its parent's
                        objectName: "mySalmonButton"
                        visible: controller.mySeat >= 0
                        text: qsTr("My salmon")
                        toolTip: qsTr("Centre the river on your salmon (M)")
                        onClicked: riverView.showSeat(controller.mySeat)
                    }
                    ActionButton {
                        width: implicitWidth // in a Flow: its own width, not its parent's
                        objectName: "symbolKeyButton"
                        text: qsTr("Key")
                        checked: symbolKey.visible
                        toolTip: qsTr("What the symbols on the river mean (K)")
                        onClicked: symbolKey.visible = !symbolKey.visible
                    }
                    ActionButton {
                        width: implicitWidth // in a Flow: its own width, not its parent's
                        objectName: "zoomOutButton"
                        text: "−"
                        toolTip: qsTr("Zoom out (Ctrl+wheel, −)")
                        Accessible.name: qsTr("Zoom out")
                        onClicked: riverView.zoomBy(1 / 1.4)
                    }
                    ActionButton {
                        width: implicitWidth // in a Flow: its own width, not its parent's
                        objectName: "zoomFitButton"
                        text: qsTr("Fit")
                        toolTip: qsTr("See the whole river (0)")
                        onClicked: { riverView.userMoved = true; riverView.fit() }
                    }
                    ActionButton {
                        width: implicitWidth // in a Flow: its own width, not its parent's
                        objectName: "zoomInButton"
                        text: "+"
                        toolTip: qsTr("Zoom in (Ctrl+wheel, +)")
                        Accessible.name: qsTr("Zoom in")
                        onClicked: riverView.zoomBy(1.4)
                    }
                }
            }
            Item {
                Layout.fillWidth: true
                Layout.fillHeight: true
                SalmonCourseView {
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
                SalmonSymbolKey {
                    id: symbolKey
                    anchors { right: parent.right; top: parent.top; margins: 10 }
                    width: Math.min(parent.width - 20, 340)
                    maximumHeight: parent.height - 20
                    visible: false
                    entries: river.symbolKey
                    colours: river.palette
                }
            }
        }

        Flickable { // the side column, scrolled when the window is too short for it
            id: side
            objectName: "sideColumn"
            // The width the river's column leaves it, at most its own: held at a preferred
            // width wider than that, it ran past the board's right edge (1280 × 720 in French,
            // where the tool bar's longer labels widen the river's column).
            Layout.preferredWidth: Math.min(salmonBoard.sideWidth, columns.width - columns.spacing - riverColumn.Layout.minimumWidth)
            Layout.fillHeight: true
            contentHeight: sideColumn.implicitHeight
            clip: true
            boundsBehavior: Flickable.StopAtBounds
            interactive: contentHeight > height
            ScrollBar.vertical: ScrollBar {
                policy: side.interactive ? ScrollBar.AlwaysOn : ScrollBar.AlwaysOff
            }

            ColumnLayout {
                id: sideColumn
                width: side.width - (side.interactive ? 12 : 0)
                spacing: 10

                RowLayout { // status line, at least two lines high, more for a long status
                    Layout.fillWidth: true
                    Layout.preferredHeight: Math.max(statusMetrics.height * 2, statusLine.implicitHeight) + 4
                    spacing: 10
                    Rectangle { // AI thinking
                        Layout.preferredWidth: 14
                        Layout.preferredHeight: 14
                        radius: 7
                        color: "#f0a532"
                        visible: salmonBoard.session !== null && salmonBoard.session.aiThinking
                    }
                    Text { // whole, on as many lines as it takes: a player reads every word
                        id: statusLine
                        objectName: "statusText"
                        textFormat: Text.PlainText
                        // The prompt, for a screen reader too (a Text is not in its tree by itself).
                        Accessible.role: Accessible.StaticText
                        Accessible.name: text
                        Layout.fillWidth: true
                        text: table.statusText
                        color: "#e8f1f8"
                        font.pixelSize: 17 * TextScale.factor
                        wrapMode: Text.WordWrap
                    }
                    FontMetrics { id: statusMetrics; font.pixelSize: 17 * TextScale.factor }
                }

                Item { // the hand, behind the pass-the-device screen when another human must take over
                    Layout.fillWidth: true
                    Layout.preferredHeight: hand.implicitHeight
                    SalmonHand {
                        id: hand
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

                SalmonActionPanel {
                    id: actionPanel
                    Layout.fillWidth: true
                    turn: controller
                    status: table.statusText
                }

                SalmonTablePanel {
                    Layout.fillWidth: true
                    table: table
                }

                Column { // the latest lines of the game log, in a band of fixed height
                    objectName: "recentLog"
                    Layout.fillWidth: true
                    Layout.preferredHeight: Math.max(3 * 18 * TextScale.factor, implicitHeight)
                    spacing: 2
                    Repeater {
                        model: table.recentLog
                        NarrationLine {
                            width: parent.width
                            latest: index === table.recentLog.length - 1
                            size: 13
                        }
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
