// The course: lanes × spaces with metre marks, sector bands, split lines with their pace limits,
// start and finish, and the boats. Positions come from RowingBoardModel in spaces; this view only
// scales them by its zoom (pixelsPerSpace). Ctrl+wheel or the buttons zoom; the course scrolls.
import QtQuick
import QtQuick.Controls
import Coursewright
import "../common"

Rectangle {
    id: view

    required property var board
    property var turn: null // RowingTurnController: its previewTarget is marked on the course
    property real zoom: 1
    property bool followLeader: false

    readonly property real startMargin: 126 // room for the widest boat (RowingBoat) behind the start line
    readonly property real endMargin: 72    // lane numbers after the finish
    readonly property real inset: 6 // the course's margin inside the frame
    readonly property real rulerHeight: 30
    readonly property real splitLabelHeight: 22
    readonly property real footerHeight: 8 + (Math.max(0, ...splitLabelRows) + 1) * (splitLabelHeight + 4)
    readonly property real laneHeight: (height - rulerHeight - footerHeight - 12) / Math.max(1, board.lanes)
    readonly property real fitPixelsPerSpace: (width - 2 * inset - startMargin - endMargin) / Math.max(1, board.spaces)
    readonly property real pixelsPerSpace: fitPixelsPerSpace * zoom

    // The row of each split line's label under the water: the first row where it clears the
    // labels already placed, measured at their real positions, so close lines stagger.
    readonly property var splitLabelRows: {
        const rows = []
        const rowEnds = []
        for (const line of board.splitLines) {
            const half = (splitLabelFont.advanceWidth(line.label) + 14) / 2
            const left = xOf(line.position) - half
            let row = 0
            while (row < rowEnds.length && left < rowEnds[row] + 6)
                ++row
            rowEnds[row] = left + 2 * half
            rows.push(row)
        }
        return rows
    }
    FontMetrics {
        id: splitLabelFont
        font.pixelSize: 12
        font.bold: true
    }

    // Whether a metre mark's label shows: every 500 m, and every 100 m once there is room.
    function metreLabelShown(mark) {
        return mark.major || pixelsPerSpace * 5 >= 110
    }
    // The horizontal spans the ruler's metre labels take, left to right.
    readonly property var metreLabelSpans: {
        const spans = []
        for (const mark of board.metreMarks)
            if (metreLabelShown(mark)) {
                const half = metreLabelFont.advanceWidth(mark.label) / 2 + 6
                spans.push([xOf(mark.space) - half, xOf(mark.space) + half])
            }
        return spans
    }
    FontMetrics {
        id: metreLabelFont
        font.pixelSize: 13
        font.bold: true
    }
    // Where a sector's name sits in the ruler, clear of the metre labels: the middle of the
    // widest gap they leave in its band; -1 when no gap is wide enough for `width`.
    function sectorLabelX(band, width) {
        let left = xOf(band.from), best = -1, bestGap = 0
        const right = xOf(band.to)
        for (const span of metreLabelSpans.concat([[right, right]])) {
            const end = Math.min(span[0], right)
            if (end - left > bestGap) {
                bestGap = end - left
                best = (left + end) / 2
            }
            left = Math.max(left, span[1])
        }
        return bestGap >= width + 8 ? best - xOf(band.from) : -1
    }

    function zoomBy(factor) {
        zoom = Math.max(1, Math.min(8, zoom * factor))
    }
    function xOf(space) {
        return startMargin + space * pixelsPerSpace
    }
    function follow() {
        if (!followLeader)
            return
        const target = xOf(board.leaderSpace) - flick.width * 0.6
        flick.contentX = Math.max(0, Math.min(flick.contentWidth - flick.width, target))
    }

    onPixelsPerSpaceChanged: follow()
    onFollowLeaderChanged: follow()
    Connections {
        target: view.board
        function onStateChanged() { view.follow() }
    }

    color: "#12283a"
    radius: 12
    clip: true

    Flickable {
        id: flick
        objectName: "courseFlickable"
        anchors.fill: parent
        anchors.margins: view.inset
        contentWidth: view.xOf(view.board.spaces) + view.endMargin
        contentHeight: height
        flickableDirection: Flickable.HorizontalFlick
        boundsBehavior: Flickable.StopAtBounds
        interactive: view.zoom > 1
        ScrollBar.horizontal: ScrollBar { policy: view.zoom > 1 ? ScrollBar.AlwaysOn : ScrollBar.AlwaysOff }
        Behavior on contentX { enabled: view.followLeader; NumberAnimation { duration: 500; easing.type: Easing.OutCubic } }

        Item {
            id: water
            width: flick.contentWidth
            height: flick.height
            readonly property real laneTop: view.rulerHeight
            readonly property real laneBottom: laneTop + view.board.lanes * view.laneHeight

            // Ctrl+wheel zooms; a plain wheel is left to the Flickable (handlers in the content
            // see the event before the Flickable does).
            WheelHandler {
                target: null
                acceptedModifiers: Qt.ControlModifier
                onWheel: event => view.zoomBy(event.angleDelta.y > 0 ? 1.15 : 1 / 1.15)
            }

            // Sector bands, alternating, with their names in the ruler.
            Repeater {
                model: view.board.sectorBands
                Item {
                    required property var modelData
                    required property int index
                    x: view.xOf(modelData.from)
                    width: (modelData.to - modelData.from) * view.pixelsPerSpace
                    height: water.height
                    Rectangle {
                        y: water.laneTop
                        width: parent.width
                        height: water.laneBottom - water.laneTop
                        color: index % 2 === 0 ? "#1c5a84" : "#236a98"
                    }
                    Text {
                        id: sectorName
                        readonly property real centre: view.sectorLabelX(modelData, implicitWidth)
                        objectName: "sectorLabel" + index
                        x: centre - implicitWidth / 2
                        y: 5
                        visible: centre >= 0
                        text: modelData.label
                        color: "#6f93ad"
                        font.pixelSize: 12
                        font.letterSpacing: 1
                    }
                }
            }

            // Each lane's tint, as the course designer chose it (printed at full strength).
            Repeater {
                model: view.board.laneStyles
                Rectangle {
                    required property int index
                    required property var modelData
                    x: view.xOf(0)
                    y: water.laneTop + index * view.laneHeight
                    width: view.board.spaces * view.pixelsPerSpace
                    height: view.laneHeight
                    color: modelData.colour
                    opacity: 0.12
                }
            }

            // Lane ropes: a dotted line between lanes.
            Repeater {
                model: view.board.lanes + 1
                Row {
                    required property int index
                    x: view.xOf(0)
                    y: water.laneTop + index * view.laneHeight - 1
                    spacing: 6
                    Repeater {
                        model: Math.max(0, Math.floor(view.board.spaces * view.pixelsPerSpace / 12))
                        Rectangle {
                            width: 6
                            height: 2
                            radius: 1
                            color: index % 2 === 0 ? "#f2f2f2" : "#f0a532"
                            opacity: 0.55
                        }
                    }
                }
            }

            // Distance ruler: a tick per space, labelled marks every 100 m, bold every 500 m.
            Repeater {
                model: view.board.spaces + 1
                Rectangle {
                    required property int index
                    x: view.xOf(index)
                    y: water.laneTop - 5
                    width: 1
                    height: 5
                    color: "#4f7390"
                    visible: view.pixelsPerSpace >= 5
                }
            }
            Repeater {
                model: view.board.metreMarks
                Item {
                    required property var modelData
                    x: view.xOf(modelData.space)
                    Rectangle {
                        y: water.laneTop - (modelData.major ? 12 : 8)
                        width: modelData.major ? 2 : 1
                        height: (modelData.major ? 12 : 8) + (water.laneBottom - water.laneTop)
                        color: "#ffffff"
                        opacity: modelData.major ? 0.22 : 0.08
                    }
                    Text {
                        objectName: "metreLabel" + modelData.label
                        anchors.horizontalCenter: parent.left
                        y: 4
                        visible: view.metreLabelShown(modelData)
                        text: modelData.label
                        color: modelData.major ? "#c9dbe8" : "#7f98ab"
                        font.pixelSize: modelData.major ? 13 : 11
                        font.bold: modelData.major
                    }
                }
            }

            // Start line and the chequered finish.
            Rectangle {
                x: view.xOf(0) - 2
                y: water.laneTop
                width: 4
                height: water.laneBottom - water.laneTop
                color: "#f2f2f2"
            }
            Column {
                x: view.xOf(view.board.spaces)
                y: water.laneTop
                Repeater {
                    model: Math.max(0, Math.ceil((water.laneBottom - water.laneTop) / 8))
                    Row {
                        required property int index
                        Rectangle { width: 8; height: 8; color: index % 2 ? "#111" : "#fff" }
                        Rectangle { width: 8; height: 8; color: index % 2 ? "#fff" : "#111" }
                    }
                }
            }

            // Lane numbers after the finish, in the lane's colour; the lane's name on hover.
            Repeater {
                model: view.board.laneStyles
                Rectangle {
                    required property int index
                    required property var modelData
                    objectName: "laneMarker" + index
                    x: view.xOf(view.board.spaces) + 40
                    y: water.laneTop + (index + 0.5) * view.laneHeight - 12
                    width: 24
                    height: 24
                    radius: 12
                    color: modelData.colour
                    border.color: "#0f1f2c"
                    Text {
                        anchors.centerIn: parent
                        text: index + 1
                        color: "#0f1f2c"
                        font.pixelSize: 13
                        font.bold: true
                    }
                    HoverHandler { id: laneHover }
                    ToolTip.visible: laneHover.hovered
                    ToolTip.text: modelData.name
                }
            }

            // Split lines across every lane, with their pace limit below the water.
            Repeater {
                model: view.board.splitLines
                Item {
                    required property var modelData
                    required property int index
                    x: view.xOf(modelData.position)
                    Rectangle { // down to its label, which may sit on a lower row
                        x: -1.5
                        y: water.laneTop
                        width: 3
                        height: water.laneBottom - water.laneTop + 4 + view.splitLabelRows[index] * (view.splitLabelHeight + 4)
                        color: "#ff6b5e"
                    }
                    Rectangle {
                        anchors.horizontalCenter: parent.left
                        y: water.laneBottom + 4 + view.splitLabelRows[index] * (height + 4)
                        width: splitLabel.implicitWidth + 14
                        height: view.splitLabelHeight
                        radius: height / 2
                        color: "#ff6b5e"
                        Text {
                            id: splitLabel
                            anchors.centerIn: parent
                            text: modelData.label
                            color: "#2b0c08"
                            font.pixelSize: 12
                            font.bold: true
                        }
                        HoverHandler { id: splitHover }
                        ToolTip.visible: splitHover.hovered
                        ToolTip.delay: 400
                        ToolTip.text: qsTr("Split line at %1 m: a boat crossing it at a pace above %2 pays stamina for the difference; without enough, it catches a crab.")
                                      .arg(modelData.metres).arg(modelData.paceLimit)
                    }
                }
            }

            // The selected play's preview: the spaces the boat would cover, and its landing space
            // (a range when Instability cards leave the pace open), in the acting boat's lane.
            Item {
                id: preview
                objectName: "previewMarker"
                readonly property var target: view.turn ? view.turn.previewTarget : ({})
                visible: target.lane !== undefined
                x: visible ? view.xOf(target.from) : 0
                y: visible ? water.laneTop + (target.lane - 1) * view.laneHeight : 0
                width: visible ? Math.max(0, target.toHigh - target.from) * view.pixelsPerSpace : 0
                height: view.laneHeight
                z: 3
                Rectangle { // the way
                    anchors.verticalCenter: parent.verticalCenter
                    width: parent.width
                    height: 4
                    radius: 2
                    color: "#ffd28a"
                    opacity: 0.8
                }
                Rectangle { // the landing space (or spaces)
                    objectName: "previewLanding"
                    x: preview.visible ? (preview.target.to - preview.target.from - 1) * view.pixelsPerSpace : 0
                    width: preview.visible ? Math.max(1, preview.target.toHigh - preview.target.to + 1) * view.pixelsPerSpace : 0
                    height: parent.height
                    radius: 3
                    color: "#40ffb627"
                    border.color: "#ffb627"
                    border.width: 2
                }
            }

            // The boats.
            Repeater {
                model: view.board
                RowingBoat {
                    pixelsPerSpace: view.pixelsPerSpace
                    startX: view.xOf(0)
                    minX: 2
                    maxX: view.xOf(view.board.spaces)
                    y: water.laneTop + (lane - 1) * view.laneHeight
                    height: view.laneHeight
                }
            }
        }
    }
}
