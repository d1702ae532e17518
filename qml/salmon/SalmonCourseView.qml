// The river with its tokens, panned and zoomed: drag or the wheel to pan (Shift+wheel sideways),
// Ctrl+wheel or a pinch to zoom around the pointer, fit() to see the whole river. Clicking a hex
// or a bear forwards it to the turn controller (moving a bear, or playing the previewed move on
// its landing hex); hovering a hex tells what it is. Everything drawn comes from the board model
// at zoom 1 (SalmonCourseGeometry in pixels): the tokens are items of `content`, scaled and moved here;
// the river is one painted item (SalmonCourseItem), a tile around the view drawn where `content` is.
import QtQuick
import QtQuick.Controls
import Coursewright
import "../common"

Rectangle {
    id: view
    // One node for a screen reader (issue 54): the targets drawn on it are its children, told
    // apart from the decision panel's buttons of the same names.
    Accessible.role: Accessible.Pane
    Accessible.name: qsTr("The river")

    required property var board // SalmonBoardModel
    required property var turn  // SalmonTurnController
    property int activeSeat: -1
    readonly property real minZoom: 0.2
    readonly property real maxZoom: 3
    readonly property real fitZoom: Math.max(minZoom, Math.min(maxZoom,
                                    Math.min((width - 24) / Math.max(1, board.riverWidth),
                                             (height - 24) / Math.max(1, board.riverHeight))))
    property alias zoom: content.scale

    objectName: "salmonRiverView"
    color: "#234a2a"
    radius: 12
    clip: true

    // Sees the whole river, centred.
    function fit() {
        content.scale = fitZoom
        content.x = (width - board.riverWidth * fitZoom) / 2
        content.y = (height - board.riverHeight * fitZoom) / 2
    }
    // Zooms by `factor` keeping the point (px, py) of the view where it is.
    function zoomAround(factor, px, py) {
        const next = Math.max(minZoom, Math.min(maxZoom, content.scale * factor))
        const cx = (px - content.x) / content.scale
        const cy = (py - content.y) / content.scale
        content.scale = next
        content.x = px - cx * next
        content.y = py - cy * next
    }
    function zoomBy(factor) { zoomAround(factor, width / 2, height / 2); clamp() }
    // Keeps the river in view: centred along a dimension where it is smaller than the view, else
    // without a gap at either end.
    function clamp() {
        const w = board.riverWidth * content.scale, h = board.riverHeight * content.scale
        content.x = w <= width ? (width - w) / 2 : Math.min(0, Math.max(width - w, content.x))
        content.y = h <= height ? (height - h) / 2 : Math.min(0, Math.max(height - h, content.y))
    }
    // Brings a point of the river (zoom 1) to the centre of the view, as far as the river goes.
    function centreOn(rx, ry) {
        content.x = width / 2 - rx * content.scale
        content.y = height / 2 - ry * content.scale
        clamp()
    }
    // Brings a seat's salmon to the centre (the "my salmon" button); the view stays there.
    function showSeat(seat) {
        const tokens = board.tokens
        for (let i = 0; i < tokens.length; ++i)
            if (tokens[i].kind === "salmon" && tokens[i].seat === seat) {
                userMoved = true
                centreOn(tokens[i].x, tokens[i].y)
                return
            }
    }
    // A new game: the river as wide as the view allows (up to a comfortable zoom), around the
    // salmon whose turn it is; fit() shows it all.
    function reset() {
        content.scale = Math.max(fitZoom, Math.min(1.3, (width - 24) / Math.max(1, board.riverWidth)))
        const tokens = board.tokens
        for (let i = 0; i < tokens.length; ++i)
            if (tokens[i].kind === "salmon" && tokens[i].seat === Math.max(0, view.activeSeat)) {
                centreOn(tokens[i].x, tokens[i].y)
                return
            }
        centreOn(board.riverWidth / 2, board.riverHeight)
    }
    // Follows the salmon whose turn it is, until the player pans or zooms.
    onActiveSeatChanged: {
        if (userMoved)
            return
        const tokens = board.tokens
        for (let i = 0; i < tokens.length; ++i)
            if (tokens[i].kind === "salmon" && tokens[i].seat === activeSeat)
                centreOn(tokens[i].x, tokens[i].y)
    }
    onWidthChanged: if (!userMoved) reset()
    onHeightChanged: if (!userMoved) reset()
    property bool userMoved: false
    Connections {
        target: view.board
        function onRiverChanged() { view.userMoved = false; view.reset() }
    }

    SalmonCourseItem { // the river, painted in one item under the tokens (it places itself)
        id: riverItem
        objectName: "salmonRiver"
        board: view.board
        originX: content.x
        originY: content.y
        zoom: content.scale
        viewWidth: view.width
        viewHeight: view.height
    }
    Item {
        id: content
        transformOrigin: Item.TopLeft
        width: view.board.riverWidth
        height: view.board.riverHeight

        TapHandler {
            cursorShape: Object.keys(view.board.highlights).length > 0 ? Qt.PointingHandCursor : Qt.ArrowCursor
            onTapped: function(eventPoint) {
                const p = eventPoint.position
                view.turn.clickHex(view.board.hexAt(p.x, p.y))
            }
        }
        HintMarker { // the coach's hint: where the hinted swim or jump lands
            readonly property var hinted: view.turn ? view.turn.hintPreview : ({})
            readonly property point at: hinted.hex !== undefined ? view.board.hexCentre(hinted.hex) : Qt.point(0, 0)
            visible: hinted.hex !== undefined
            width: view.board.hexSize * 0.95
            height: width
            x: at.x - width / 2
            y: at.y - height / 2
            badgeScale: Math.max(1, 1 / content.scale) // readable however far the river is zoomed out
            badgeAt: at.y < height ? "below" : "above"
        }
        Repeater {
            model: view.board.tokens
            SalmonToken {
                acting: modelData.kind === "salmon" && modelData.seat === view.activeSeat
                selectable: modelData.kind === "bear" && view.turn.movableBears.indexOf(modelData.bear) >= 0
                chosen: modelData.kind === "bear" && view.turn.selectedBear === modelData.bear
                onClicked: view.turn.selectBear(modelData.bear)
            }
        }
    }

    DragHandler {
        target: content
        onActiveChanged: {
            if (active)
                view.userMoved = true
            else
                view.clamp()
        }
    }
    PinchHandler {
        target: content
        minimumScale: view.minZoom
        maximumScale: view.maxZoom
        minimumRotation: 0
        maximumRotation: 0
        onActiveChanged: if (active) view.userMoved = true
    }
    WheelHandler { // Ctrl+wheel zooms around the pointer
        acceptedModifiers: Qt.ControlModifier
        onWheel: function(event) {
            view.userMoved = true
            view.zoomAround(Math.pow(1.0015, event.angleDelta.y), point.position.x, point.position.y)
            view.clamp()
        }
    }
    // The wheel pans (Shift: sideways), as in a document. Every modifier reaches it (an
    // acceptedModifiers of NoModifier | ShiftModifier would ask for Shift held): Ctrl is the
    // zoom's.
    WheelHandler {
        onWheel: function(event) {
            if (event.modifiers & Qt.ControlModifier)
                return
            view.userMoved = true
            const dx = event.angleDelta.x !== 0 ? event.angleDelta.x
                     : (event.modifiers & Qt.ShiftModifier) ? event.angleDelta.y : 0
            const dy = (event.modifiers & Qt.ShiftModifier) ? 0 : event.angleDelta.y
            content.x += dx / 2
            content.y += dy / 2
            view.clamp()
        }
    }
    HoverHandler { // the hovered hex, for its tool tip
        id: hover
        property int hexIndex: -1
        onPointChanged: {
            const at = riverItem.mapFromItem(view, point.position)
            hexIndex = riverItem.hexAt(at.x, at.y)
        }
    }
    ToolTip {
        objectName: "hexToolTip"
        visible: hover.hovered && hover.hexIndex >= 0 && text !== ""
        delay: 600
        x: hover.point.position.x + 14
        y: hover.point.position.y + 14
        text: hover.hexIndex >= 0 ? view.board.describeHex(hover.hexIndex) : ""
    }

    Rectangle { // the legend of the highlights, while there are some, on a dark backing: the
                // river under it may be pale grass or foam (issue 32: "jumps over" unreadable)
        objectName: "highlightLegend"
        anchors { left: parent.left; bottom: parent.bottom; margins: 10 }
        width: legend.implicitWidth + 16
        height: legend.implicitHeight + 12
        radius: 6
        color: "#e6102030"
        border.color: "#3f5d77"
        visible: Object.keys(view.board.highlights).length > 0
        Column {
            id: legend
            x: 8
            y: 6
            spacing: 4
            Repeater {
                model: [{ kind: "path", text: qsTr("swims through") },
                        { kind: "landing", text: qsTr("lands here") },
                        { kind: "passed", text: qsTr("jumps over") },
                        { kind: "blocked", text: qsTr("blocked") },
                        { kind: "reach", text: qsTr("the bear can go here") }]
                Row {
                    id: legendRow
                    required property var modelData
                    spacing: 6
                    visible: {
                        const h = view.board.highlights
                        for (const k in h)
                            if (h[k] === modelData.kind)
                                return true
                        return false
                    }
                    Rectangle { width: 14; height: 14; radius: 7; color: view.board.highlightColours[modelData.kind]; border.color: "#0b1822" }
                    Text { textFormat: Text.PlainText; objectName: "legendText"; text: legendRow.modelData.text; color: "#f2f7fb"; font.pixelSize: 14 * TextScale.factor }
                }
            }
        }
    }
}
