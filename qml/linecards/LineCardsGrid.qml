// The table: the grid of squares, every card drawn with its owner's colour, the open exits
// marked, and the squares the selected card may go to highlighted with the card as it would lie.
// The columns' letters and the rows' numbers the log names squares by ("C4") run along the top
// and the left. When the grid wraps, a ghost ring around it repeats the opposite edges, so a line
// crossing one edge is seen arriving on the other. Clicking a highlighted square lays the card.
// By keys, a cursor walks every square (the arrows, across the edges of a wrapping table), drawn
// and reported to a screen reader with what lies there and whether the card may go there; it
// starts on the first legal square when a card is chosen; Enter lays the card on a legal square
// only, Escape clears the selection.
import QtQuick
import QtQuick.Controls
import Coursewright
import "../common"

Item {
    id: grid

    property var table: null
    property var turn: null
    // Under the end screen: no square shows its tool tip. In the app's QQuickWidget a still mouse
    // gets no new hover when the screen comes over it, so the square would keep it up.
    property bool covered: false
    // The keyboard's cursor: a square of the table (row, column from 0).
    property int cursorRow: 0
    property int cursorColumn: 0

    readonly property int side: table ? table.side : 0
    readonly property int ring: table && table.wrap ? 1 : 0
    readonly property int cells: side + 2 * ring
    readonly property real labelSize: 18 // the band of the column and row names
    readonly property real cell: cells > 0 ? Math.floor(Math.min(width - labelSize, height - labelSize) / cells) : 0
    readonly property var cardAt: {
        const map = {}
        if (table)
            for (const card of table.cards)
                map[card.row + "," + card.column] = card
        return map
    }
    readonly property var targetAt: {
        const map = {}
        if (turn)
            turn.targets.forEach((t, i) => { map[t.row + "," + t.column] = { target: t, index: i } })
        return map
    }

    // The legal square under the keyboard's cursor (null: none).
    readonly property var cursorTarget: targetAt[cursorRow + "," + cursorColumn] ?? null
    // A square as a screen reader says it: its name, what lies on it, and while a card is chosen
    // whether it may be laid there.
    function squareText(row, column) {
        if (!table || side === 0)
            return ""
        const name = table.columnNames[column] + table.rowNames[row]
        const target = targetAt[row + "," + column]
        if (target)
            return qsTr("%1: lay here, %2").arg(name).arg(target.target.label)
        const card = cardAt[row + "," + column]
        const lying = card ? card.spoken : qsTr("%1: empty").arg(name)
        return turn && turn.targets.length > 0 ? qsTr("%1, no card may be laid here").arg(lying) : lying
    }
    function moveCursor(rows, columns) {
        if (side === 0)
            return
        const step = (at, by) => table.wrap ? (at + by + side) % side : Math.max(0, Math.min(side - 1, at + by))
        cursorRow = step(cursorRow, rows)
        cursorColumn = step(cursorColumn, columns)
    }
    activeFocusOnTab: true
    Accessible.role: Accessible.Table
    Accessible.name: activeFocus ? qsTr("The table: %1 × %1 squares. Cursor: %2").arg(side).arg(squareText(cursorRow, cursorColumn))
                                 : qsTr("The table: %1 × %1 squares").arg(side)
    Keys.onPressed: event => {
        if (event.key === Qt.Key_Escape && grid.turn) {
            grid.turn.selectKind(-1)
        } else if (event.key === Qt.Key_Right) {
            grid.moveCursor(0, 1)
        } else if (event.key === Qt.Key_Left) {
            grid.moveCursor(0, -1)
        } else if (event.key === Qt.Key_Down) {
            grid.moveCursor(1, 0)
        } else if (event.key === Qt.Key_Up) {
            grid.moveCursor(-1, 0)
        } else if (event.key === Qt.Key_Return || event.key === Qt.Key_Enter) {
            if (grid.cursorTarget) // a square the card may not go to takes nothing
                grid.turn.choose(grid.cursorTarget.target.action)
        } else {
            return
        }
        event.accepted = true
    }
    Connections { // a card chosen: the cursor on its first legal square
        target: grid.turn
        function onSelectionChanged() {
            if (grid.turn.targets.length > 0) {
                grid.cursorRow = grid.turn.targets[0].row
                grid.cursorColumn = grid.turn.targets[0].column
            }
        }
    }

    Repeater { // the columns' names, above the table's own squares
        model: grid.table ? grid.table.columnNames : []
        Text {
            textFormat: Text.PlainText
            required property string modelData
            required property int index
            objectName: "columnName_" + modelData
            x: cloth.x + (index + grid.ring + 0.5) * grid.cell - width / 2
            y: cloth.y - grid.labelSize
            text: modelData
            color: "#9fb6c8"
            font.pixelSize: 12 * TextScale.factor
            font.bold: true
        }
    }
    Repeater { // the rows' names, left of the table's own squares
        model: grid.table ? grid.table.rowNames : []
        Text {
            textFormat: Text.PlainText
            required property string modelData
            required property int index
            objectName: "rowName_" + modelData
            x: cloth.x - grid.labelSize + (grid.labelSize - width) / 2 - 2
            y: cloth.y + (index + grid.ring + 0.5) * grid.cell - height / 2
            text: modelData
            color: "#9fb6c8"
            font.pixelSize: 12 * TextScale.factor
            font.bold: true
        }
    }

    Rectangle { // the table's cloth
        id: cloth
        x: grid.labelSize + (grid.width - grid.labelSize - width) / 2
        y: grid.labelSize + (grid.height - grid.labelSize - height) / 2
        width: grid.cell * grid.cells
        height: width
        color: "#132a3a"
        radius: 6

        Repeater {
            model: grid.cells * grid.cells
            Item {
                id: square
                required property int index
                readonly property int gridRow: Math.floor(index / grid.cells) - grid.ring
                readonly property int gridColumn: index % grid.cells - grid.ring
                readonly property bool ghost: gridRow < 0 || gridRow >= grid.side
                                              || gridColumn < 0 || gridColumn >= grid.side
                readonly property int row: (gridRow + grid.side) % Math.max(1, grid.side)
                readonly property int column: (gridColumn + grid.side) % Math.max(1, grid.side)
                readonly property var card: grid.cardAt[row + "," + column] ?? null
                readonly property var target: ghost ? null : (grid.targetAt[row + "," + column] ?? null)
                readonly property bool focused: !ghost && grid.activeFocus && row === grid.cursorRow
                                                && column === grid.cursorColumn
                x: (index % grid.cells) * grid.cell
                y: Math.floor(index / grid.cells) * grid.cell
                width: grid.cell
                height: grid.cell
                opacity: ghost ? 0.35 : 1

                Rectangle {
                    anchors.fill: parent
                    anchors.margins: 1
                    radius: 4
                    color: square.target ? "#2f5d3a" : square.ghost ? "#0d1c27" : "#1b3a4f"
                    border.color: square.target ? "#8ee59b" : "#28485e"
                    border.width: square.target ? 2 : 1
                }
                LineCardsPath {
                    anchors.fill: parent
                    anchors.margins: grid.cell * 0.06
                    visible: square.card !== null
                    exits: square.card ? square.card.exits : 0
                    travel: square.card ? square.card.travel : 0
                    start: square.card ? square.card.start : false
                    openExits: square.card && !square.ghost ? square.card.open : 0
                    colour: square.card ? square.card.colour : "transparent"
                }
                Item { // the owner's mark, in the top-left corner: the card is a seat's piece
                    readonly property int pieceSeat: square.card && !square.ghost ? square.card.owner : -1
                    anchors { left: parent.left; top: parent.top; margins: 3 }
                    visible: pieceSeat >= 0
                    width: ownerMark.width
                    height: ownerMark.height
                    SeatMark {
                        id: ownerMark
                        seat: parent.pieceSeat
                        colour: square.card ? square.card.colour : "transparent"
                        size: Math.max(11, grid.cell * 0.22)
                    }
                }
                Text { // the card's priority, in the corner
                    textFormat: Text.PlainText
                    visible: square.card !== null && !square.card.start && !square.ghost
                    anchors { right: parent.right; bottom: parent.bottom; margins: 4 }
                    text: square.card ? square.card.priority : ""
                    color: "#d9e6ef"
                    font.pixelSize: Math.max(9, grid.cell * 0.18)
                }
                Rectangle { // the latest card of a line
                    visible: square.card !== null && square.card.latest && !square.ghost
                    anchors.fill: parent
                    anchors.margins: 2
                    radius: 4
                    color: "transparent"
                    border.color: square.card ? square.card.colour : "transparent"
                    border.width: 2
                }
                LineCardsPath { // the selected card as it would lie here
                    anchors.fill: parent
                    anchors.margins: grid.cell * 0.06
                    visible: square.target !== null
                    opacity: 0.75
                    exits: square.target ? square.target.target.exits : 0
                    travel: square.target ? square.target.target.travel : 0
                    colour: "#8ee59b"
                }
                // The coach's hint: its card as it would lie here, in a dashed ring.
                readonly property var hinted: !square.ghost && grid.turn
                                              && grid.turn.hintPreview.row === row
                                              && grid.turn.hintPreview.column === column
                                              ? grid.turn.hintPreview : null
                LineCardsPath {
                    anchors.fill: parent
                    anchors.margins: grid.cell * 0.06
                    visible: square.hinted !== null && square.card === null
                    opacity: 0.85
                    exits: square.hinted ? square.hinted.exits : 0
                    travel: square.hinted ? square.hinted.travel : 0
                    colour: "#f472ff"
                }
                HintMarker {
                    anchors.fill: parent
                    visible: square.hinted !== null
                    round: false
                    lineWidth: 3
                    badgeAt: square.gridRow <= 0 ? "below" : "above"
                }
                Rectangle { // the keyboard's cursor, over what lies on the square
                    objectName: square.focused ? "gridCursor" : ""
                    visible: square.focused
                    anchors.fill: parent
                    anchors.margins: -1
                    radius: 5
                    color: "transparent"
                    border.color: "#ffffff"
                    border.width: 3
                }
                MouseArea { // hovered on any square, so that a laid card names itself too
                    anchors.fill: parent
                    cursorShape: square.target !== null ? Qt.PointingHandCursor : Qt.ArrowCursor
                    hoverEnabled: true
                    // A press off the targets goes on to the board (its focus), as before.
                    onPressed: mouse => mouse.accepted = square.target !== null
                    onClicked: grid.turn.choose(square.target.target.action)
                    ToolTip.visible: containsMouse && !grid.covered
                                     && (square.target !== null || square.card !== null)
                    ToolTip.text: square.target ? square.target.target.label
                                  : square.card ? square.card.name + " · " + square.card.square : ""
                }
                // For a screen reader: every square of the table once (the wrapped border's
                // repeats are not in its tree), by its name and what lies on it; a legal square
                // says what laying there does, another while a card is chosen that it may not go
                // there (squareText); the cursor's is focused and selected.
                Accessible.ignored: square.ghost
                Accessible.role: square.target ? Accessible.Button : Accessible.Cell
                Accessible.name: grid.squareText(row, column)
                Accessible.focused: square.focused
                Accessible.selected: square.focused
                objectName: square.ghost ? "" : "square_" + row + "_" + column
            }
        }
    }
}
