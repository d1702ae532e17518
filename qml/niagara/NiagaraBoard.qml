// Niagara: on the left the weather track and the river (its pieces glide, Phase III flows and
// tips canoes over the waterfalls), the players and the narration under it; on the right the
// status, the paddle cards of the human in front of the screen (behind the pass-the-device screen
// between seats) and the decision of the moment. All rules and geometry come from the C++ view
// models.
//
// Keyboard: Tab walks the buttons; in Phase I the arrows pick a card and Enter plays it; in a
// turn Left and Right pick a space the selected canoe can reach, Up and Down the canoe, Enter
// paddles there, Escape drops the pick, E ends the turn; K shows the symbol key.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Coursewright
import "../common"

Rectangle {
    id: niagaraBoard

    property GameSession session: null
    property MoveHint hint: null // the coach's: the controller's hintPreview
    // A short board (the app's least window, 910 × 445, leaves it 640 × 400) keeps the side
    // column narrow, its margins small and the weather under the title: the river, wider than
    // tall, is as large as the width it keeps (issue 55: a 370 px column and the river's 300 px
    // overflowed the 640 px board, the cards and the decision over the river's arms). Its
    // share is the wide board's: beside a short board's side column the river is as large as the
    // width it keeps (issue 54: at 44 % the river of a 1280 × 720 window at 150 % was 380 px).
    readonly property real sideWidth: stacked ? Math.max(330, width * 0.46)
                                    : shortBoard ? Math.max(270, Math.min(560, width * 0.36))
                                    : Math.max(370, Math.min(560, width * 0.36))
    readonly property bool shortBoard: !stacked && height < shortHeight
    readonly property real gap: shortBoard ? 8 : 14
    // The river's column beside the side column (a short board): its title row's weather track
    // and Key button must keep within it, or they push it over the side column (the least window
    // at 150 % in French, «Légende» over the status).
    readonly property real leftWidth: width - 3 * gap - sideWidth
    // There, when the track at its designed width and the Key button do not fit side by side,
    // the weather's boxes narrow to their figures and its word gives way to the cloud (its tool
    // tip and accessible name still say "Weather"); the button goes under the track when even
    // that is not enough.
    readonly property bool narrowWeather: shortBoard && weatherWord.advanceWidth + weatherLabel.rightPadding
                                          + weatherTrack.spacing + weatherRepeater.count * (40 + weatherTrack.spacing)
                                          + titleRow.columnSpacing + keyButton.implicitWidth > leftWidth
    readonly property bool keyBelow: shortBoard && weatherTrack.implicitWidth + titleRow.columnSpacing
                                     + keyButton.implicitWidth > leftWidth

    objectName: "niagaraBoard"
    color: "#0f1f2c"
    focus: true

    NiagaraBoardModel {
        id: river
        session: niagaraBoard.session
    }
    NiagaraTableModel {
        id: table
        session: niagaraBoard.session
    }
    NiagaraTurnController {
        id: controller
        session: niagaraBoard.session
        hint: niagaraBoard.hint
        onChanged: Qt.callLater(niagaraBoard.focusDecision)
    }

    // A new decision: the keyboard goes to it, on a choice that Enter takes (the card or the
    // space the controller focuses, else the decision's first button).
    function focusDecision() {
        if (controller.phase === NiagaraTurnController.Waiting || controller.phase === NiagaraTurnController.Over)
            return
        if (controller.phase === NiagaraTurnController.Choose || controller.targets.length > 0 || !actionPanel.focusFirst())
            niagaraBoard.forceActiveFocus()
    }

    Keys.onPressed: function(event) {
        event.accepted = true
        if (event.key === Qt.Key_Return || event.key === Qt.Key_Enter) {
            event.accepted = controller.confirm()
        } else if (event.key === Qt.Key_Escape) {
            event.accepted = controller.cancel()
        } else if (event.key === Qt.Key_Left || event.key === Qt.Key_Right) {
            event.accepted = controller.stepFocus(event.key === Qt.Key_Right ? 1 : -1)
        } else if (event.key === Qt.Key_Up || event.key === Qt.Key_Down) {
            event.accepted = controller.stepCanoe(event.key === Qt.Key_Down ? 1 : -1)
        } else if (event.key === Qt.Key_E) {
            const tools = controller.tools
            event.accepted = false
            for (const t of tools)
                if (t.key === "endTurn" && t.enabled)
                    event.accepted = controller.take(t.options[0].index)
        } else if (event.key === Qt.Key_K) {
            symbolKey.visible = !symbolKey.visible
        } else {
            event.accepted = false
        }
    }

    // Wide: the river with the players and the narration under it on the left, the side column
    // on the right. Narrow (the app's centre on a 1280 × 720 screen): the river across the whole
    // width, the players and the narration under it on the left, the side column on the right.
    // A board too short for the river above the side column (910 × 445, the window's least) keeps
    // them side by side: stacked, the river shrank to a strip a fifth of the height (issue 55).
    // "Too short" grows with the text size: at 150 % the side column's larger status, cards and
    // decision left a stacked river a fifth of a 650 px board, its names over its spaces (issue 54).
    readonly property real shortHeight: 560 * TextScale.factor
    readonly property bool stacked: width < 1000 && height >= shortHeight

    GridLayout {
        id: grid
        anchors.fill: parent
        anchors.margins: niagaraBoard.gap
        columns: 2
        rowSpacing: niagaraBoard.shortBoard ? 6 : 10
        columnSpacing: niagaraBoard.gap

        ColumnLayout { // the weather and the key above the river
            id: riverColumn
            Layout.row: 0
            Layout.column: 0
            Layout.columnSpan: niagaraBoard.stacked ? 2 : 1
            Layout.fillWidth: true
            Layout.fillHeight: !niagaraBoard.stacked
            // Stacked: as tall as the river at the board's width, up to 40 % of the board, and
            // less when the side column below needs it to show the decision whole (at 1280 × 720
            // a steal or a turn's buttons), down to a fifth of the board. The side column's
            // need depends on its width alone, so this does not feed back into itself.
            Layout.preferredHeight: niagaraBoard.stacked
                ? Math.max(niagaraBoard.height * 0.2,
                           Math.min((niagaraBoard.width - 28) * river.riverHeight / Math.max(1, river.riverWidth) + titleRow.height + spacing,
                                    niagaraBoard.height * 0.4,
                                    niagaraBoard.height - 2 * niagaraBoard.gap - 10 - heldNeed.value))
                : -1
            // Held while the pointer is over the cards: a decision that grows or shrinks below
            // them moves them neither up nor down (HeldValue, issue 55).
            HeldValue {
                id: heldNeed
                holding: hand.pointerOver
                live: side.needed
            }
            // The left column takes the width the side column leaves; a width of its own from
            // its content (a title, the narration's last width) would feed back into the grid.
            Layout.minimumWidth: 300
            Layout.preferredWidth: 300
            spacing: niagaraBoard.shortBoard ? 4 : 8

            GridLayout { // the title, the weather and the key; on a short board the last two below
                id: titleRow
                Layout.fillWidth: true
                columns: niagaraBoard.shortBoard ? 2 : 3
                columnSpacing: 12
                rowSpacing: 4
                Text {
                    id: riverTitle
                    objectName: "riverTitle"
                    Layout.row: 0
                    Layout.column: 0
                    Layout.columnSpan: niagaraBoard.shortBoard ? 2 : 1
                    textFormat: Text.PlainText
                    Layout.fillWidth: true
                    Layout.minimumWidth: Math.min(implicitWidth, 160)
                    // Wider than a short board's column at a large text size (the least window at
                    // 150 %): smaller, down to its size at 100 %, rather than cut.
                    readonly property real fullSize: 16 * TextScale.factor
                    TextMetrics { id: titleLine; font.pixelSize: riverTitle.fullSize; font.bold: true; text: riverTitle.text }
                    text: river.riverName + (table.round > 0 ? " · " + qsTr("Round %1").arg(table.round) : "")
                    color: "#e8f1f8"
                    font.pixelSize: niagaraBoard.shortBoard
                                    ? Math.max(16, Math.min(fullSize, Math.floor(fullSize * (width - 2) / Math.max(1, titleLine.advanceWidth))))
                                    : fullSize
                    font.bold: true
                    elide: Text.ElideRight
                }
                Row { // the weather track
                    id: weatherTrack
                    objectName: "weatherTrack"
                    Layout.row: niagaraBoard.shortBoard ? 1 : 0
                    Layout.column: niagaraBoard.shortBoard ? 0 : 1
                    // Under the title (a short board): its column takes the width the Key button
                    // leaves, so that the title spanning both has the river column's whole width.
                    Layout.fillWidth: niagaraBoard.shortBoard
                    spacing: 3
                    Accessible.name: qsTr("Weather: %1").arg(river.weather)
                    HoverHandler { id: weatherHover }
                    ToolTip.visible: weatherHover.hovered
                    ToolTip.delay: 400
                    ToolTip.text: qsTr("The weather track: the cloud's value is added to the lowest paddle card played to move the river. A cloud card moves it one step.")
                    TextMetrics { id: weatherWord; font: weatherLabel.font; text: qsTr("Weather") }
                    Text {
                        id: weatherLabel
                        anchors.verticalCenter: parent.verticalCenter
                        text: niagaraBoard.narrowWeather ? "☁" : weatherWord.text
                        color: "#9fb6c8"
                        font.pixelSize: 13 * TextScale.factor
                        rightPadding: 4
                    }
                    Repeater {
                        id: weatherRepeater
                        model: river.weatherMax - river.weatherMin + 1
                        Rectangle {
                            required property int index
                            readonly property int value: river.weatherMin + index
                            width: niagaraBoard.narrowWeather ? Math.max(28, figure.implicitWidth + 8) : 40
                            height: niagaraBoard.shortBoard ? 24 : 28
                            radius: 6
                            color: value === river.weather ? "#dfe9f2" : "#1a3344"
                            border.color: "#3f5d77"
                            Text {
                                id: figure
                                textFormat: Text.PlainText
                                anchors.centerIn: parent
                                text: (parent.value > 0 ? "+" : "") + parent.value
                                color: parent.value === river.weather ? "#0f1f2c" : "#c9d8e3"
                                font.pixelSize: 14 * TextScale.factor
                                font.bold: parent.value === river.weather
                            }
                        }
                    }
                }
                ActionButton {
                    id: keyButton
                    objectName: "symbolKeyButton"
                    Layout.row: niagaraBoard.keyBelow ? 2 : niagaraBoard.shortBoard ? 1 : 0
                    Layout.column: niagaraBoard.keyBelow ? 0 : niagaraBoard.shortBoard ? 1 : 2
                    Layout.alignment: niagaraBoard.keyBelow ? Qt.AlignLeft : Qt.AlignRight
                    text: qsTr("Key")
                    checked: symbolKey.visible
                    toolTip: qsTr("What the symbols on the river mean (K)")
                    onClicked: symbolKey.visible = !symbolKey.visible
                }
            }
            Item {
                Layout.fillWidth: true
                Layout.fillHeight: true
                NiagaraCourseView {
                    id: riverView
                    objectName: "niagaraRiverView"
                    anchors.fill: parent
                    river: river
                    turn: controller
                    mySeat: controller.mySeat
                }
            }
        }

        ColumnLayout { // the players and the narration
            Layout.row: 1
            Layout.column: 0
            Layout.fillWidth: true
            Layout.fillHeight: niagaraBoard.stacked
            Layout.minimumWidth: 300
            Layout.preferredWidth: 300 // the width the side column leaves (see above)
            spacing: niagaraBoard.shortBoard ? 4 : 8
            Flickable { // the players, scrolled when the window is too short for them
                id: playersScroll
                Layout.fillWidth: true
                Layout.fillHeight: niagaraBoard.stacked
                Layout.preferredHeight: players.implicitHeight
                // Beside a short board's river, a third of the height at most (scrolled).
                Layout.maximumHeight: niagaraBoard.stacked || !niagaraBoard.shortBoard
                    ? players.implicitHeight : Math.min(players.implicitHeight, niagaraBoard.height * 0.3)
                contentHeight: players.implicitHeight
                clip: interactive
                interactive: contentHeight > height + 1
                boundsBehavior: Flickable.StopAtBounds
                ScrollBar.vertical: ScrollBar { policy: playersScroll.interactive ? ScrollBar.AlwaysOn : ScrollBar.AlwaysOff }
                NiagaraPlayers {
                    id: players
                    // The scroll bar's gutter is always kept, and the columns follow the view's
                    // width: neither changes with the height the columns give (no layout loop).
                    width: playersScroll.width - 12
                    table: table
                    gemColours: river.gemColours
                    // Side by side as far as each player keeps about 300 px: every name, gem
                    // count and score line whole (one a row when the column is narrow).
                    columns: Math.max(1, Math.min(count <= 3 ? count : Math.ceil(count / 2), Math.floor(playersScroll.width / 300)))
                }
            }
            Column { // the narration: the latest lines of the game log, in a band of fixed height
                objectName: "recentLog"
                Layout.fillWidth: true
                Layout.preferredHeight: Math.max(3 * 19 * TextScale.factor, implicitHeight)
                spacing: 2
                Repeater {
                    model: table.recentLog
                    NarrationLine {
                        width: parent.width
                        latest: index === table.recentLog.length - 1
                    }
                }
            }
        }

        ColumnLayout { // the side column: the status, the cards, the decision (buttons in view)
            id: side
            objectName: "sideColumn"
            Layout.row: niagaraBoard.stacked ? 1 : 0
            Layout.column: 1
            Layout.rowSpan: niagaraBoard.stacked ? 1 : 2
            Layout.preferredWidth: niagaraBoard.sideWidth
            Layout.fillWidth: false // exactly sideWidth (a layout fills by default)
            Layout.fillHeight: true
            spacing: niagaraBoard.shortBoard ? 6 : 10
            // The height that shows the status, the cards and the whole decision (the spacing
            // before the filler at the bottom included).
            readonly property real needed: statusRow.Layout.preferredHeight + spacing
                                           + (handBox.visible ? handBox.Layout.preferredHeight + spacing : 0)
                                           + (actionPanel.visible ? actionPanel.settledHeight + spacing : 0)

            RowLayout { // status line, at least two lines high, and as many as it needs
                id: statusRow
                Layout.fillWidth: true
                // Whole, whatever the text size: a player reads the whole prompt (issue 54: at
                // 150 % "Round 1, Phase I · Canoeist 1: choose a…" lost its end).
                Layout.preferredHeight: Math.max(statusMetrics.height * 2, statusText.implicitHeight) + 4
                spacing: 10
                Rectangle { // AI thinking
                    Layout.preferredWidth: 14
                    Layout.preferredHeight: 14
                    radius: 7
                    color: "#f0a532"
                    visible: niagaraBoard.session !== null && niagaraBoard.session.aiThinking
                }
                Text {
                    id: statusText
                    objectName: "statusText"
                    textFormat: Text.PlainText
                    // The prompt, for a screen reader too (a Text is not in its tree by itself).
                    Accessible.role: Accessible.StaticText
                    Accessible.name: text
                    Layout.fillWidth: true
                    text: table.statusText
                    color: "#e8f1f8"
                    font.pixelSize: 16 * TextScale.factor
                    wrapMode: Text.WordWrap
                }
                FontMetrics { id: statusMetrics; font.pixelSize: 16 * TextScale.factor }
            }

            Item { // the cards, behind the pass-the-device screen when another human takes over
                id: handBox
                Layout.fillWidth: true
                Layout.preferredHeight: Math.max(hand.implicitHeight, controller.passDeviceNeeded ? 230 : 0)
                visible: controller.handVisible || controller.passDeviceNeeded
                NiagaraHand {
                    id: hand
                    anchors.fill: parent
                    turn: controller
                    compact: (niagaraBoard.stacked || niagaraBoard.shortBoard) && controller.phase !== NiagaraTurnController.Choose
                    visible: !controller.passDeviceNeeded
                }
                PassDeviceScreen {
                    anchors.fill: parent
                    visible: controller.passDeviceNeeded
                    playerName: controller.actingName
                    onConfirmed: controller.confirmPass()
                }
            }

            NiagaraActionPanel {
                id: actionPanel
                // The height it asks for, taken once the layout pass that changed it is over: a
                // change made during the column's own pass (the wrapped text's height following
                // the width just given) is dropped, and the first decision stayed a line high.
                property real settledHeight: implicitHeight
                onImplicitHeightChanged: Qt.callLater(() => settledHeight = implicitHeight)
                Layout.fillWidth: true
                Layout.preferredHeight: settledHeight
                Layout.maximumHeight: settledHeight
                Layout.fillHeight: true
                turn: controller
                riverMoveText: river.riverMoveText
                gemColours: river.gemColours
            }
            Item { Layout.fillHeight: true } // the rest of the column, below a short decision
        }
    }

    // The symbol key opens over the river's top right corner, a child of the board drawn above
    // the grid: inside the river's column it was drawn beneath the side column's cards and
    // decision, which come later in the grid (issue 55). Scrolled when the board is too short.
    NiagaraSymbolKey {
        id: symbolKey
        readonly property real keyTop: grid.y + riverColumn.y + titleRow.height + riverColumn.spacing + 6
        x: grid.x + riverColumn.x + riverColumn.width - width - 6
        y: keyTop
        z: 1
        width: Math.min(riverColumn.width - 12, 380)
        height: Math.min(implicitHeight, niagaraBoard.height - keyTop - 6)
        visible: false
        gemColours: river.gemColours
    }

    NiagaraResults {
        id: results
        z: 2
        property bool dismissed: false
        anchors.fill: parent
        visible: table.gameOver && !dismissed
        results: table.results
        resultText: table.resultText
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
