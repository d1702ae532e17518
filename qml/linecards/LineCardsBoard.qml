// Line cards: the table on the left (the grid, with its wrapped edges shown as ghosts); on the
// right the status, both players (energy, hand and deck sizes, the priorities laid this turn),
// the decision of the moment (opening hand, energy with its four effects) and the hand of the
// human in front of the screen, then the latest log lines (who starts a turn and why). All rules
// come from the C++ view models.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Coursewright
import "../common"

Rectangle {
    id: lineBoard

    property GameSession session: null
    property MoveHint hint: null // the coach's: the controller's hintPreview

    color: "#0f1f2c"

    LineCardsTableModel {
        id: table
        session: lineBoard.session
    }
    LineCardsTurnController {
        id: controller
        session: lineBoard.session
        hint: lineBoard.hint
        // A card chosen: the arrow keys pick among its squares, Enter lays it, Escape cancels.
        onSelectionChanged: if (selectedKind >= 0) grid.forceActiveFocus()
        onChanged: Qt.callLater(lineBoard.focusDecision)
    }

    // The keyboard is always on the decision of the moment, on a control that Enter (or Space)
    // takes: Keep, the energy's first choice, the chosen card's squares or the hand's first card.
    function focusDecision() {
        if (controller.phase === LineCardsTurnController.Mulligan)
            keepButton.forceActiveFocus()
        else if (controller.phase === LineCardsTurnController.Energy && energyRepeater.count > 0)
            energyRepeater.itemAt(0).forceActiveFocus()
        else if (controller.phase === LineCardsTurnController.Place && controller.selectedKind >= 0)
            grid.forceActiveFocus()
        else if (controller.phase === LineCardsTurnController.Place)
            handView.focusFirst()
    }
    // A click on the board away from its controls brings the keyboard back to the decision.
    TapHandler { onTapped: lineBoard.focusDecision() }

    readonly property string handColour: {
        const players = table.players
        for (const p of players)
            if (p.acting)
                return p.colour
        return players.length > 0 ? players[0].colour : "#d55e00"
    }

    // The table and the side column side by side, placed by anchors: each column is a layout
    // of its own, not one nested in a RowLayout. In a board started in a window already shown
    // (Game > New Game, an online game), Qt 6.4 left the nested side column with its first,
    // empty arrangement when its players, prompt and hand arrived while the row was completing
    // (they piled up at its top); a layout that is no other layout's child polishes itself.
    Item {
        id: columns
        anchors.fill: parent
        anchors.margins: 14
        readonly property real spacing: 14
        readonly property real leastTableWidth: 300

        // The table is the game: it takes a square as tall as the board, and the side column the
        // rest, between what its players, prompt and five hand cards need and 620 px (at
        // 1280 × 720 the column took 500 px and left the table 37 px squares). Larger text
        // (issue 54) widens what the column needs, down to the table's least width: the table's
        // squares shrink rather than the column's texts run off the board.
        readonly property real sideWidth: Math.max(Math.min(360 * TextScale.factor, width - spacing - leastTableWidth),
                                                   Math.min(620, width - spacing - height))
        // The narration goes under the table when the table, narrower than the board is tall,
        // leaves it room there: the side column keeps its height for the decision and the hand
        // (issue 54: at 150 % text a 960 × 640 board ran the narration off its foot).
        readonly property bool logUnderTable: width - spacing - sideWidth + tableColumn.spacing + 3 * (logMetrics.height + 2) <= height
        FontMetrics { id: logMetrics; font.pixelSize: 13 * TextScale.factor }

        ColumnLayout {
            id: tableColumn
            anchors { left: parent.left; top: parent.top; bottom: parent.bottom; right: sideScroll.left; rightMargin: columns.spacing }
            spacing: 10
            LineCardsGrid {
                id: grid
                objectName: "lineCardsGrid"
                Layout.fillWidth: true
                Layout.fillHeight: true
                table: table
                turn: controller
                covered: results.visible
            }
        }

        // The side column, scrolled when the board is too short for it (the least window at 150 %
        // text: the status, both players, the decision and the hand need some 600 px of a 420 px
        // board); the keyboard's control is brought into view with the decision's prompt.
        Flickable {
            id: sideScroll
            objectName: "sideColumn"
            anchors { right: parent.right; top: parent.top; bottom: parent.bottom }
            width: columns.sideWidth
            contentHeight: side.height
            interactive: contentHeight > height
            clip: interactive // not otherwise: the hint's marks reach past the hand's cards
            boundsBehavior: Flickable.StopAtBounds
            // In the board's margin beside the column, which keeps its width: narrowed for the
            // bar, its texts took more lines and the column scrolled or not by what it had done
            // before.
            ScrollBar.vertical: ScrollBar {
                parent: sideScroll.parent
                anchors { left: sideScroll.right; top: sideScroll.top; bottom: sideScroll.bottom; leftMargin: 2 }
                width: columns.anchors.rightMargin - 2
                policy: sideScroll.interactive ? ScrollBar.AlwaysOn : ScrollBar.AlwaysOff
            }

            // Shows `item` (in the column), with the prompt's panel above it when both fit.
            function reveal(item) {
                const bottom = item.mapToItem(side, 0, item.height).y
                let top = item.mapToItem(side, 0, 0).y
                if (promptPanel.visible && promptPanel.y < top && bottom - promptPanel.y <= height)
                    top = promptPanel.y
                if (top < contentY)
                    contentY = Math.max(0, top - 4)
                else if (bottom > contentY + height)
                    contentY = Math.max(0, Math.min(contentHeight - height, bottom - height + 4))
            }
            // The keyboard's control in the column, if any, brought into view; again when the
            // column is laid out anew around it (a decision's prompt and hand arrive after the
            // keyboard is given to them).
            function revealFocus() {
                const item = lineBoard.Window.activeFocusItem
                for (let i = item; i; i = i.parent)
                    if (i === side) {
                        reveal(item)
                        return
                    }
            }
            onContentHeightChanged: if (interactive) revealFocus()
            Connections {
                target: lineBoard.Window.window
                enabled: sideScroll.interactive
                function onActiveFocusItemChanged() { sideScroll.revealFocus() }
            }
            Connections {
                target: promptPanel
                enabled: sideScroll.interactive
                function onYChanged() { sideScroll.revealFocus() }
                function onHeightChanged() { sideScroll.revealFocus() }
            }
            Connections {
                target: handSlot
                enabled: sideScroll.interactive
                function onYChanged() { sideScroll.revealFocus() }
            }

            ColumnLayout {
                id: side
                // As tall as the board, or as its contents when they need more (then it scrolls).
                width: sideScroll.width
                height: Math.max(sideScroll.height, implicitHeight)
                spacing: 10

                RowLayout { // status line
                    Layout.fillWidth: true
                    spacing: 10
                    Rectangle { // AI thinking
                        Layout.preferredWidth: 14
                        Layout.preferredHeight: 14
                        radius: 7
                        color: "#f0a532"
                        visible: lineBoard.session !== null && lineBoard.session.aiThinking
                    }
                    Text {
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
                }

                // The players, in a Column that is one cell of the layout: their Repeater makes
                // them anew at each move, and Qt 6.4's layout engine read a destroyed delegate when
                // the Repeater was the layout's own child (a crash when the board was resized,
                // tst_online_window's Line cards rematch).
                Column {
                    Layout.fillWidth: true
                    spacing: side.spacing
                    Repeater {
                        model: table.players
                        Rectangle {
                            id: playerRow
                            required property var modelData
                            objectName: "playerPanel_" + modelData.seat
                            width: parent.width
                            implicitHeight: Math.max(56, rowGrid.implicitHeight + 16)
                            radius: 8
                            color: modelData.acting ? "#24445c" : "#172d3d"
                            border.color: modelData.acting ? modelData.colour : "#2a4356"
                            border.width: modelData.acting ? 2 : 1
                            GridLayout {
                                id: rowGrid
                                // The counts go under the name when the room they leave beside
                                // them is narrower than the name or the longest word under it,
                                // and than a few words (the least window at 150 % text, where
                                // «Ben» was cut to «B…» and «Human», «premier» broke in the
                                // middle); a long name in a wide column still gives way to them.
                                // (4 px to spare: the layout rounds the room down, and a word
                                // as wide as its line still broke.)
                                readonly property bool countsBelow: width - 20 - 2 * columnSpacing - counts.implicitWidth - 4
                                                                    < Math.min(Math.max(nameLine.implicitWidth, longestRoleWord.advanceWidth),
                                                                               120 * TextScale.factor)
                                TextMetrics {
                                    id: longestRoleWord
                                    font: roleLine.font
                                    text: roleLine.text.split(" ").reduce((a, b) => b.length > a.length ? b : a, "")
                                }
                                anchors.fill: parent
                                anchors.margins: 8
                                columns: 3
                                columnSpacing: 10
                                rowSpacing: 4
                                SeatMark {
                                    Layout.row: 0
                                    Layout.column: 0
                                    seat: playerRow.modelData.seat; colour: playerRow.modelData.colour; size: 20; border.width: 3
                                }
                                Column { // the name gives way to the counts beside it; who plays
                                         // first is said under it, in the smaller line ("Human · plays
                                         // first": the name's line has no room for it at 1280 × 720),
                                         // wrapping rather than cut in a narrow board (French)
                                    id: who
                                    Layout.row: 0
                                    Layout.column: 1
                                    Layout.columnSpan: rowGrid.countsBelow ? 2 : 1
                                    Layout.fillWidth: true
                                    Layout.minimumWidth: 40
                                    Text {
                                        id: nameLine
                                        objectName: "playerName_" + playerRow.modelData.seat
                                        textFormat: Text.PlainText
                                        width: parent.width
                                        text: playerRow.modelData.name
                                        color: "#e8f1f8"
                                        font.pixelSize: 15 * TextScale.factor
                                        font.bold: true
                                        elide: Text.ElideRight
                                    }
                                    Text {
                                        id: roleLine
                                        objectName: "playerRole_" + playerRow.modelData.seat
                                        textFormat: Text.PlainText
                                        width: parent.width
                                        text: playerRow.modelData.controller + (playerRow.modelData.first ? qsTr(" · plays first") : "")
                                        color: "#9fb6c8"
                                        font.pixelSize: 12 * TextScale.factor
                                        wrapMode: Text.Wrap
                                    }
                                }
                                Column { // the energy points over the counts, so the name keeps room
                                    id: counts
                                    Layout.row: rowGrid.countsBelow ? 1 : 0
                                    Layout.column: rowGrid.countsBelow ? 1 : 2
                                    Layout.columnSpan: rowGrid.countsBelow ? 2 : 1
                                    Layout.alignment: Qt.AlignRight | Qt.AlignVCenter
                                    spacing: 3
                                    Row { // energy points
                                        objectName: "energy_" + playerRow.modelData.seat
                                        anchors.right: parent.right
                                        spacing: 3
                                        Accessible.name: qsTr("Energy: %1 of 3").arg(playerRow.modelData.energy)
                                        ToolTip.visible: energyMouse.containsMouse
                                        ToolTip.text: qsTr("Energy: %n of 3 points left", "", playerRow.modelData.energy)
                                        Repeater {
                                            model: 3
                                            Rectangle {
                                                required property int index
                                                width: 14; height: 22; radius: 3
                                                color: index < playerRow.modelData.energy ? "#f0a532" : "#2a3b4a"
                                            }
                                        }
                                        MouseArea { id: energyMouse; width: 48; height: 22; hoverEnabled: true }
                                    }
                                    Text {
                                        textFormat: Text.PlainText
                                        anchors.right: parent.right
                                        text: qsTr("Hand %1 · Deck %2").arg(playerRow.modelData.handCount).arg(playerRow.modelData.deckCount)
                                        color: "#c9d8e3"; font.pixelSize: 13 * TextScale.factor
                                    }
                                    Text {
                                        textFormat: Text.PlainText
                                        anchors.right: parent.right
                                        visible: playerRow.modelData.laid !== ""
                                        text: qsTr("Laid: %1").arg(playerRow.modelData.laid)
                                        color: "#ffd28a"; font.pixelSize: 13 * TextScale.factor
                                    }
                                }
                            }
                        }
                    }
                }

                Rectangle { // the decision of the moment
                    id: promptPanel
                    objectName: "promptPanel"
                    Layout.fillWidth: true
                    Layout.preferredHeight: prompt.implicitHeight + 20
                    Layout.minimumHeight: Layout.preferredHeight // whole: the narration gives way
                    visible: controller.phase === LineCardsTurnController.Mulligan || controller.phase === LineCardsTurnController.Energy || controller.phase === LineCardsTurnController.Place
                    radius: 8
                    color: "#1a3344"
                    border.color: "#3f5d77"
                    ColumnLayout {
                        id: prompt
                        anchors { left: parent.left; right: parent.right; top: parent.top; margins: 10 }
                        spacing: 8
                        Text {
                            objectName: "promptText"
                            textFormat: Text.PlainText
                            Accessible.role: Accessible.StaticText
                            Accessible.name: text
                            Layout.fillWidth: true
                            text: controller.promptText
                            color: "#e8f1f8"
                            font.pixelSize: 15 * TextScale.factor
                            wrapMode: Text.WordWrap
                        }
                        Flow {
                            Layout.fillWidth: true
                            Layout.preferredHeight: childrenRect.height
                            // Room for the hint's badge over its button, clear of the prompt.
                            Layout.topMargin: controller.hintPreview.opening !== undefined ? 22 : 0
                            spacing: 8
                            visible: controller.phase === LineCardsTurnController.Mulligan
                            ActionButton {
                                id: keepButton
                                objectName: "keepButton"
                                primary: true
                                text: qsTr("Keep")
                                Accessible.name: text
                                onClicked: controller.choose(0)
                                HintAnswer { answer: 0 }
                            }
                            ActionButton {
                                objectName: "mulliganButton"
                                text: qsTr("New hand")
                                Accessible.name: text
                                onClicked: controller.choose(1)
                                HintAnswer { answer: 1 }
                            }
                        }
                        Flow { // the energy card: its four effects
                            Layout.fillWidth: true
                            Layout.preferredHeight: childrenRect.height
                            Layout.topMargin: controller.hintPreview.energy !== undefined ? 22 : 0
                            spacing: 8
                            visible: controller.phase === LineCardsTurnController.Energy
                            Repeater {
                                id: energyRepeater
                                model: controller.energyOptions
                                ActionButton {
                                    required property var modelData
                                    objectName: "energyButton_" + modelData.action
                                    primary: modelData.action === 2 && !modelData.loses
                                    text: modelData.name
                                    toolTip: modelData.description
                                    onClicked: controller.choose(modelData.action)
                                    HintMarker { // the coach's hinted use of energy
                                        anchors.fill: parent
                                        anchors.margins: -4
                                        round: false
                                        visible: controller.hintPreview.energy === parent.modelData.action
                                    }
                                }
                            }
                        }
                    }
                }

                Item { // the hand, behind the pass-the-device screen when another human must take over
                    id: handSlot
                    Layout.fillWidth: true
                    Layout.fillHeight: true // its cards at its top, the narration's lines at the foot
                    Layout.preferredHeight: handView.implicitHeight
                    Layout.minimumHeight: handView.implicitHeight
                    // While the pointer is over the hand it stays where it is in the column, whatever
                    // the decision, the players' lines and the status above it do (HeldValue; issue
                    // 55: it jumped 110 px up after an energy choice, the buttons gone). Under them:
                    // a decision that grows above a held hand stays whole.
                    z: -1
                    HeldValue {
                        id: heldHandTop
                        holding: pointerOver.hovered
                        live: handSlot.y
                    }
                    LineCardsHand {
                        id: handView
                        objectName: "lineCardsHand"
                        y: heldHandTop.value - handSlot.y
                        width: parent.width
                        height: Math.max(implicitHeight, parent.height - y)
                        turn: controller
                        colour: lineBoard.handColour
                        HoverHandler { id: pointerOver }
                    }
                    PassDeviceScreen {
                        anchors.fill: parent
                        visible: controller.passDeviceNeeded
                        playerName: controller.actingName
                        onConfirmed: controller.confirmPass()
                    }
                }

                Item { // the latest lines of the game log, at the column's foot, in the room left
                    id: logSlot
                    parent: columns.logUnderTable ? tableColumn : side
                    Layout.fillWidth: true
                    Layout.fillHeight: !columns.logUnderTable
                    Layout.preferredHeight: columns.logUnderTable ? 3 * (logMetrics.height + 2) : -1 // three lines
                    Layout.minimumHeight: recentLog.latestHeight
                    visible: table.recentLog.length > 0
                    Column {
                        id: recentLog
                        objectName: "recentLog"
                        property Item lastLine: null
                        readonly property real latestHeight: lastLine ? lastLine.implicitHeight : 0
                        // The earlier lines (one line each, NarrationLine) that fit above the latest:
                        // with larger text (issue 54) the column keeps fewer, never one cut or off the
                        // board; the Game log dock holds them all.
                        readonly property int earlierRoom: Math.floor((logSlot.height - latestHeight) / (logMetrics.height + spacing))
                        anchors { left: parent.left; right: parent.right; bottom: parent.bottom }
                        spacing: 2
                        Repeater {
                            model: table.recentLog
                            NarrationLine {
                                id: line
                                width: parent.width
                                latest: index === table.recentLog.length - 1
                                size: 13
                                visible: latest || (implicitWidth <= width && table.recentLog.length - 1 - index <= recentLog.earlierRoom)
                                onLatestChanged: if (latest) recentLog.lastLine = line
                                Component.onCompleted: if (latest) recentLog.lastLine = line
                            }
                        }
                    }
                }
            }
        }
    }

    // The coach's hinted answer to the opening hand, on its button.
    component HintAnswer: HintMarker {
        required property int answer
        anchors.fill: parent
        anchors.margins: -4
        round: false
        visible: controller.hintPreview.opening === answer
    }

    Rectangle { // the end screen
        id: results
        property bool dismissed: false
        objectName: "lineCardsResults"
        anchors.fill: parent
        visible: table.gameOver && !dismissed
        color: "#cc0b1822"
        CoverMouseArea {} // the table under it takes no click, and no hover
        Column {
            anchors.centerIn: parent
            spacing: 18
            Text { // on two lines in a narrow board (the least window at 150 % text)
                id: resultLine
                textFormat: Text.PlainText
                anchors.horizontalCenter: parent.horizontalCenter
                width: Math.min(implicitWidth, results.width - 40)
                wrapMode: Text.WordWrap
                horizontalAlignment: Text.AlignHCenter
                text: table.resultText
                color: "#ffd28a"
                font.pixelSize: 30 * TextScale.factor
                font.bold: true
            }
            ResultsActions { // as wide as the result's line: the buttons line up from its right edge
                anchors.horizontalCenter: parent.horizontalCenter
                width: Math.min(results.width - 40, Math.max(resultLine.implicitWidth, 480))
                closeText: qsTr("Show the table")
                onClosed: results.dismissed = true
            }
        }
        Connections {
            target: table
            function onStateChanged() {
                if (!table.gameOver)
                    results.dismissed = false
            }
        }
    }
}
