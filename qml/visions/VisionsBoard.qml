// Visions of Rainbows: on the left the road (zoom, pan, follow the action), the podium strip of
// finished riders and the narration under it; on the right the status, the decision of the
// moment with the hand of the human in front of the screen (behind the pass-the-device screen
// between seats) and the team mats. All rules and geometry come from the C++ view models.
//
// Keyboard: Tab walks the buttons; Up and Down pick a rider, Left and Right a card (in a move:
// a reachable space), T the Wild card's type, Enter decides, Escape drops the last choice;
// + and - zoom, 0 fits the road, F follows the action; K opens the symbol key on a short board.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Coursewright
import "../common"

Rectangle {
    id: visionsBoard

    property GameSession session: null
    property MoveHint hint: null // the coach's: the controller's hintPreview
    // A narrow board (the app's least window, 910 × 445, leaves it 640 × 400) has no room for
    // a 330 px side column beside the road's 300 px: both narrower, with smaller margins, so the
    // side column ends inside the board (issue 55).
    readonly property bool narrowBoard: width < 700
    readonly property real sideWidth: narrowBoard ? 300 : Math.max(330, Math.min(520, width * 0.34))
    // A short board (the least window's 400 px) keeps its height for the road and the decision:
    // the riders' buttons say their letters, the team mats take a lower band, and the symbol key
    // opens over the road from its button (at 150 % text in French its seven lines, the phase's
    // three and the narration left the road none, and pushed the team mats off the board).
    readonly property bool shortBoard: height < 560
    property bool keyOpen: false

    objectName: "visionsBoard"
    color: "#0f1f2c"
    focus: true

    VisionsBoardModel {
        id: road
        session: visionsBoard.session
    }
    VisionsTableModel {
        id: table
        session: visionsBoard.session
    }
    VisionsTurnController {
        id: controller
        session: visionsBoard.session
        hint: visionsBoard.hint
        onChanged: Qt.callLater(visionsBoard.focusDecision)
        onSelectionChanged: Qt.callLater(visionsBoard.keepFocus)
    }

    // The card or button that had the keyboard went away (a card played, issue 54): the keyboard
    // goes back to the decision instead of to nothing.
    function keepFocus() {
        const item = visionsBoard.Window.activeFocusItem
        if (!item || item === visionsBoard.Window.contentItem || !item.visible)
            visionsBoard.focusDecision()
    }

    // A new decision: the keyboard goes to it, on a choice that Enter takes (the rider, card or
    // space the controller focuses; a decision made with buttons only, its first button).
    function focusDecision() {
        if (controller.phase === VisionsTurnController.Waiting || controller.phase === VisionsTurnController.Over) {
            const item = visionsBoard.Window.activeFocusItem
            if (!item || item === visionsBoard.Window.contentItem || !item.visible)
                visionsBoard.forceActiveFocus() // the board's keys keep working while the AI plays
            return
        }
        if (controller.phase === VisionsTurnController.Decide && controller.targets.length === 0 && panel.focusFirst())
            return
        visionsBoard.forceActiveFocus()
    }

    Keys.onPressed: function(event) {
        event.accepted = true
        if (event.key === Qt.Key_Return || event.key === Qt.Key_Enter)
            event.accepted = controller.confirm()
        else if (event.key === Qt.Key_Escape)
            event.accepted = controller.cancel()
        else if (event.key === Qt.Key_Left || event.key === Qt.Key_Right)
            event.accepted = controller.stepFocus(event.key === Qt.Key_Right ? 1 : -1)
        else if (event.key === Qt.Key_Up || event.key === Qt.Key_Down)
            event.accepted = controller.stepRider(event.key === Qt.Key_Down ? 1 : -1)
        else if (event.key === Qt.Key_T)
            event.accepted = controller.stepType()
        else if (event.key === Qt.Key_Plus || event.key === Qt.Key_Equal)
            roadView.zoomBy(1.25)
        else if (event.key === Qt.Key_Minus)
            roadView.zoomBy(0.8)
        else if (event.key === Qt.Key_0)
            roadView.fit()
        else if (event.key === Qt.Key_F)
            roadView.follow = !roadView.follow
        else if (event.key === Qt.Key_K && visionsBoard.shortBoard)
            visionsBoard.keyOpen = !visionsBoard.keyOpen
        else
            event.accepted = false
    }

    // The road's column and the side column side by side, placed by anchors: each is a layout
    // of its own, not one nested in a RowLayout. In a board started in a window already shown
    // (Game > New Game, an online game), Qt 6.4 kept the nested side column's first arrangement
    // when its decision grew while the row was completing (the decision 20 px high, as Line
    // cards' side column, issue 54); a layout that is no other layout's child polishes itself.
    Item {
        id: columns
        anchors.fill: parent
        anchors.margins: visionsBoard.narrowBoard ? 8 : 14
        readonly property real spacing: visionsBoard.narrowBoard ? 8 : 14

        ColumnLayout { // the road with its tools, the podium strip, the narration
            id: roadColumn
            // The width the side column leaves (316 px at the least window, 328 px or more on
            // a wider board).
            anchors { left: parent.left; top: parent.top; bottom: parent.bottom; right: side.left; rightMargin: columns.spacing }
            spacing: 8

            // The road's name and the phase beside the tools; the phase on a line of its own
            // below them when the tools leave the two too little width (1280 × 720 in French:
            // «Étape courte · Mise en place : les cour…»), and the name on a line of its own
            // above the tools when they leave it less than eight ems (at 150 % text in French
            // «Étape courte» was cut to «Étape m…» in 77 px).
            ColumnLayout {
                id: roadHeader
                readonly property string phase: table.phaseText
                readonly property bool oneLine: phase === "" || headerMetrics.advanceWidth + titleRow.columnSpacing + tools.implicitWidth <= width
                readonly property bool titleBeside: width - titleRow.columnSpacing - tools.implicitWidth
                                                    >= Math.min(nameMetrics.advanceWidth, 8 * roadTitle.font.pixelSize)
                // The grid's column count follows titleBeside once the board is laid out, not in
                // the middle of it (the width and the tools' width change then): a grid whose
                // column count changed while the board was being laid out was never laid out
                // again in Qt 6.4 (the decision panel stayed 0 px wide at 1920 × 1080).
                function placeTitle() {
                    titleRow.columns = titleBeside ? 2 : 1
                }
                onTitleBesideChanged: Qt.callLater(placeTitle)
                Component.onCompleted: placeTitle()
                Layout.fillWidth: true
                spacing: 2
                TextMetrics {
                    id: headerMetrics
                    font: roadTitle.font
                    text: road.roadName + " · " + roadHeader.phase
                }
                TextMetrics {
                    id: nameMetrics
                    font: roadTitle.font
                    text: road.roadName
                }
                GridLayout {
                    id: titleRow
                    Layout.fillWidth: true
                    columnSpacing: 8
                    rowSpacing: 4
                    Text { // a road's long name on two lines
                        id: roadTitle
                        objectName: "roadTitle"
                        textFormat: Text.PlainText
                        Layout.fillWidth: true
                        text: roadHeader.oneLine && roadHeader.phase !== "" ? headerMetrics.text : road.roadName
                        color: "#e8f1f8"
                        font.pixelSize: 16 * TextScale.factor
                        font.bold: true
                        wrapMode: Text.WordWrap
                        maximumLineCount: 2
                        elide: Text.ElideRight
                    }
                    // The tools; on a narrow board closer together, so that they keep within
                    // the road's column at 150 % text in French («Ajuster», «Suivre»: 346 px in
                    // 316, over the status beside them).
                    RowLayout {
                        id: tools
                        readonly property real sidePadding: visionsBoard.narrowBoard ? 8 : 16
                        Layout.alignment: Qt.AlignRight
                        spacing: visionsBoard.narrowBoard ? 4 : 8
                        ActionButton {
                            objectName: "zoomOutButton"
                            sidePadding: tools.sidePadding
                            text: "−"
                            toolTip: qsTr("Zoom out (-)")
                            Accessible.name: qsTr("Zoom out")
                            onClicked: roadView.zoomBy(0.8)
                        }
                        ActionButton {
                            objectName: "zoomInButton"
                            sidePadding: tools.sidePadding
                            text: "+"
                            toolTip: qsTr("Zoom in (+)")
                            Accessible.name: qsTr("Zoom in")
                            onClicked: roadView.zoomBy(1.25)
                        }
                        ActionButton {
                            objectName: "fitButton"
                            sidePadding: tools.sidePadding
                            text: qsTr("Fit")
                            toolTip: qsTr("Show the whole field, its riders large enough to read (0)")
                            onClicked: roadView.fit()
                        }
                        ActionButton {
                            objectName: "followButton"
                            sidePadding: tools.sidePadding
                            text: qsTr("Follow")
                            checked: roadView.follow
                            toolTip: qsTr("Keep the moving rider in view (F)")
                            onClicked: roadView.follow = !roadView.follow
                        }
                    }
                }
                Text {
                    objectName: "roadPhase"
                    textFormat: Text.PlainText
                    Layout.fillWidth: true
                    visible: !roadHeader.oneLine
                    text: roadHeader.phase
                    color: "#e8f1f8"
                    font.pixelSize: 15 * TextScale.factor
                    wrapMode: Text.WordWrap // whole (three lines at 150 % in French on a narrow board)
                }
            }
            Item {
                id: roadArea
                z: 1 // the played card over the key and the narration below (when it covers them)
                Layout.fillWidth: true
                Layout.fillHeight: true
                VisionsCourseView {
                    id: roadView
                    objectName: "visionsRoadView"
                    anchors.fill: parent
                    road: road
                    turn: controller
                }
                // Over the bottom of the road. A road too short for it (the least window at
                // 150 % text) has it over the whole column below the road's name for its
                // moment, the key and the narration hidden under it, rather than running off
                // the board over the name; on a narrow board it is as wide as the column for
                // that (its width never follows its height: no loop).
                Rectangle { // the symbol key opened on a short board, over the road's top
                    objectName: "symbolKeyPanel"
                    width: roadArea.width
                    height: keyOver.implicitHeight + 16
                    visible: visionsBoard.shortBoard && visionsBoard.keyOpen
                    radius: 6
                    color: "#0f2332"
                    border.color: "#3f5d77"
                    Text {
                        id: keyOver
                        objectName: "symbolKeyOver"
                        anchors { left: parent.left; right: parent.right; top: parent.top; margins: 8 }
                        text: symbolKey.text
                        color: "#9fb6c8"
                        font.pixelSize: symbolKey.font.pixelSize
                        wrapMode: Text.WordWrap
                    }
                    MouseArea {
                        anchors.fill: parent
                        onClicked: visionsBoard.keyOpen = false
                    }
                }
                VisionsPlayedCard {
                    readonly property bool fits: implicitHeight + 20 <= roadArea.height
                    width: visionsBoard.narrowBoard ? roadArea.width : Math.min(roadArea.width - 20, 460)
                    x: (roadArea.width - width) / 2
                    y: fits ? roadArea.height - 10 - height : 0
                    height: fits ? implicitHeight : Math.max(implicitHeight, roadColumn.height - roadArea.y)
                    card: table.playedCard
                    animate: road.animate
                    giveWay: controller.targets.length > 0
                    opacity: fits ? 0.96 : 1 // what it covers not seen through it
                }
            }
            Row { // the podium strip: finished riders in crossing order
                objectName: "podiumStrip"
                Layout.fillWidth: true
                Layout.preferredHeight: 34
                spacing: 6
                clip: true
                visible: road.podium.length > 0
                Text {
                    anchors.verticalCenter: parent.verticalCenter
                    text: qsTr("Finished:")
                    color: "#9fb6c8"
                    font.pixelSize: 13 * TextScale.factor
                }
                Repeater {
                    model: road.podium
                    Row {
                        id: podiumRow
                        required property var modelData
                        spacing: 2
                        anchors.verticalCenter: parent.verticalCenter
                        Text {
                            textFormat: Text.PlainText
                            anchors.verticalCenter: parent.verticalCenter
                            text: podiumRow.modelData.place + "."
                            color: podiumRow.modelData.place <= 3 ? "#ffd28a" : "#9fb6c8"
                            font.pixelSize: 13 * TextScale.factor
                            font.bold: true
                        }
                        VisionsRiderChit {
                            rider: podiumRow.modelData
                            size: 28
                        }
                    }
                }
            }
            Text { // the symbol key, read whole: on as many lines as the width asks
                id: symbolKey
                objectName: "symbolKey"
                Layout.fillWidth: true
                visible: !visionsBoard.shortBoard
                text: qsTr("A All-Star · C Climber · S Sprinter · D Domestique · pips: fatigue (white T, red P) · gold: bonus seconds · faded: activated · bar: linked · teal ring: reachable space (PS cost)")
                color: "#7f98ab"
                font.pixelSize: 12 * TextScale.factor
                wrapMode: Text.WordWrap
            }
            ActionButton {
                objectName: "symbolKeyButton"
                visible: visionsBoard.shortBoard
                text: qsTr("Key")
                checked: visionsBoard.keyOpen
                toolTip: qsTr("What the letters and marks on the road mean (K)")
                onClicked: visionsBoard.keyOpen = !visionsBoard.keyOpen
            }
            Column { // the narration: the latest lines of the game log, in a band of fixed height;
                     // the latest whole, the earlier ones when they fit on a line (NarrationLine);
                     // on a short board the latest alone, in a band of two lines
                id: narration
                readonly property var lines: visionsBoard.shortBoard && table.recentLog.length > 0
                                             ? [table.recentLog[table.recentLog.length - 1]]
                                             : table.recentLog
                objectName: "recentLog"
                Layout.fillWidth: true
                Layout.preferredHeight: Math.max((visionsBoard.shortBoard ? 2 : 4) * 19 * TextScale.factor, implicitHeight)
                spacing: 2
                Repeater {
                    model: narration.lines
                    NarrationLine {
                        width: parent.width
                        latest: index === narration.lines.length - 1
                    }
                }
            }
        }

        // The side column: the status, the decision (as tall as it needs, its buttons always in
        // view), and the team mats in the height left, scrolled when they need more.
        ColumnLayout {
            id: side
            objectName: "sideColumn"
            anchors { right: parent.right; top: parent.top; bottom: parent.bottom }
            width: visionsBoard.sideWidth
            spacing: 10

            // The status line, at least two lines high, and as many as it needs. Placed by
            // anchors, not a RowLayout: nested in the side column, Qt 6.4 kept the row's first
            // arrangement when the AI's dot hid while the board was being laid out in a window
            // already shown (the text stayed 24 px right of its place, on two lines, issue 54).
            Item {
                id: statusRow
                Layout.fillWidth: true
                // Whole, whatever the text size: a player reads the whole prompt (issue 54: at
                // 150 % in French «Au tour de Équipe 1 : activez un coureur…» lost its end).
                Layout.preferredHeight: Math.max(statusMetrics.height * 2, statusText.implicitHeight) + 4
                Rectangle { // AI thinking
                    id: thinkingDot
                    anchors.verticalCenter: parent.verticalCenter
                    width: 14
                    height: 14
                    radius: 7
                    color: "#f0a532"
                    visible: visionsBoard.session !== null && visionsBoard.session.aiThinking
                }
                Text {
                    id: statusText
                    objectName: "statusText"
                    textFormat: Text.PlainText
                    // The prompt, for a screen reader too (a Text is not in its tree by itself).
                    Accessible.role: Accessible.StaticText
                    Accessible.name: text
                    anchors.verticalCenter: parent.verticalCenter
                    x: thinkingDot.visible ? thinkingDot.width + 10 : 0
                    width: parent.width - x
                    text: table.statusText
                    color: "#e8f1f8"
                    font.pixelSize: 16 * TextScale.factor
                    wrapMode: Text.WordWrap
                }
                FontMetrics { id: statusMetrics; font.pixelSize: 16 * TextScale.factor }
            }

            Item { // the decision and the hand, behind the pass-the-device screen
                readonly property real wanted: controller.passDeviceNeeded ? 230 : panel.implicitHeight
                Layout.fillWidth: true
                // Filling, so that it may shrink to its minimum (an item that does not fill is
                // held at its preferred height, and would push the column off the board).
                Layout.fillHeight: true
                Layout.preferredHeight: wanted
                Layout.maximumHeight: wanted
                // All it wants, while the team mats keep a band of their own: taken from the
                // board's height (the column's own height would hold up whatever it once was).
                Layout.minimumHeight: Math.min(wanted, columns.height - statusRow.Layout.preferredHeight - side.spacing * 2 - matsScroll.Layout.minimumHeight)
                visible: controller.handVisible || controller.passDeviceNeeded
                VisionsActionPanel {
                    id: panel
                    anchors.fill: parent
                    turn: controller
                    compact: visionsBoard.shortBoard
                    visible: !controller.passDeviceNeeded
                }
                PassDeviceScreen {
                    anchors.fill: parent
                    visible: controller.passDeviceNeeded
                    playerName: controller.actingName
                    onConfirmed: controller.confirmPass()
                }
            }

            Flickable { // the team mats, scrolled when the window is too short for them
                id: matsScroll
                Layout.fillWidth: true
                Layout.fillHeight: true
                // A band of their own, lower on a short board (the Players dock has their counts).
                Layout.minimumHeight: visionsBoard.shortBoard ? 56 : 90
                contentHeight: mats.implicitHeight
                clip: true
                boundsBehavior: Flickable.StopAtBounds
                interactive: contentHeight > height
                ScrollBar.vertical: ScrollBar {
                    policy: matsScroll.interactive ? ScrollBar.AlwaysOn : ScrollBar.AlwaysOff
                }
                VisionsTeamMats {
                    id: mats
                    width: matsScroll.width - (matsScroll.interactive ? 12 : 0)
                    table: table
                    turn: controller
                }
            }
        }
    }

    VisionsResults {
        id: results
        property bool dismissed: false
        anchors.fill: parent
        visible: table.gameOver && !dismissed
        table: table
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
