// The course: lanes × spaces with metre marks, sector bands, split lines with their pace limits,
// start and finish, and the boats. Positions come from RowingBoardModel in spaces; this view only
// scales them by its zoom (pixelsPerSpace). Ctrl+wheel or the buttons zoom; the course scrolls.
import QtQuick
import QtQuick.Controls
import Coursewright
import "../common"

Rectangle {
    id: view
    // One node for a screen reader (issue 54): the targets drawn on it are its children, told
    // apart from the decision panel's buttons of the same names.
    Accessible.role: Accessible.Pane
    Accessible.name: qsTr("The course")

    required property RowingBoardModel board
    property var turn: null // RowingTurnController: its previewTarget is marked on the course
    property real zoom: 1
    property bool followLeader: false

    readonly property real startMargin: 126 * TextScale.factor // room for the widest boat (RowingBoat) behind the start line
    readonly property real endMargin: 72    // lane numbers after the finish
    readonly property real inset: 6 // the course's margin inside the frame
    readonly property real rulerHeight: 30
    readonly property real splitLabelHeight: 22
    readonly property real footerHeight: 8 + (Math.max(0, ...splitLabelRows) + 1) * (splitLabelHeight + 4)
    readonly property real laneHeight: (height - rulerHeight - footerHeight - 12) / Math.max(1, board.lanes)
    readonly property real fitPixelsPerSpace: (width - 2 * inset - startMargin - endMargin) / Math.max(1, board.spaces)
    readonly property real pixelsPerSpace: fitPixelsPerSpace * zoom
    // Lanes too short for a boat's caption under its hull: the caption goes beside it
    // (RowingBoat's compact form), in the water ahead.
    // (A hull 0.45 of the lane holds the name, and the caption clears the next lane's hull, from
    // 34 px a lane at 100 % text.)
    readonly property bool compactLanes: laneHeight < 34 * TextScale.factor

    // The row of each split line's label under the water: the first row where it clears the
    // labels already placed, measured at their real positions, so close lines stagger.
    readonly property var splitLabelRows: {
        const rows = []
        const rowEnds = []
        for (const line of board.splitLines) {
            const half = (splitLabelFont.advanceWidth(line.label) + 14) / 2
            const left = splitLabelLeft(line.position, 2 * half)
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
        font.pixelSize: 12 * TextScale.factor
        font.bold: true
    }

    function zoomBy(factor) {
        zoom = Math.max(1, Math.min(8, zoom * factor))
    }
    function xOf(space) {
        return startMargin + space * pixelsPerSpace
    }
    // A split line's label of `width` centred under the line, but within the course: near the
    // finish of a short course (the app's least window at a large text size) it ran past the
    // frame's right edge.
    function splitLabelLeft(space, width) {
        return Math.max(0, Math.min(xOf(space) - width / 2, xOf(board.spaces) + endMargin - width))
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

            // The water under everything else: sector bands, lane tints, ropes, the ruler's ticks
            // and the distance marks, painted in one item over the part of the course in view
            // (as items, their number grew with the course's length and the zoom).
            RowingCourseItem {
                objectName: "courseWater"
                x: flick.contentX
                width: flick.width
                height: water.height
                board: view.board
                originX: view.xOf(0) - flick.contentX
                pixelsPerSpace: view.pixelsPerSpace
                laneTop: water.laneTop
                laneHeight: view.laneHeight
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
                        id: checker
                        required property int index
                        Rectangle { width: 8; height: 8; color: checker.index % 2 ? "#111" : "#fff" }
                        Rectangle { width: 8; height: 8; color: checker.index % 2 ? "#fff" : "#111" }
                    }
                }
            }

            // Lane numbers after the finish, in the lane's colour; the lane's name on hover.
            Repeater {
                model: view.board.laneStyles
                Rectangle {
                    id: laneMarker
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
                        textFormat: Text.PlainText
                        anchors.centerIn: parent
                        text: laneMarker.index + 1
                        color: "#0f1f2c"
                        font.pixelSize: 13 * TextScale.factor
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
                    id: splitLine
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
                        x: view.splitLabelLeft(splitLine.modelData.position, width) - splitLine.x
                        y: water.laneBottom + 4 + view.splitLabelRows[index] * (height + 4)
                        width: splitLabel.implicitWidth + 14
                        height: view.splitLabelHeight
                        radius: height / 2
                        color: "#ff6b5e"
                        Text {
                            id: splitLabel
                            textFormat: Text.PlainText
                            anchors.centerIn: parent
                            text: splitLine.modelData.label
                            color: "#2b0c08"
                            font.pixelSize: 12 * TextScale.factor
                            font.bold: true
                        }
                        HoverHandler { id: splitHover }
                        ToolTip.visible: splitHover.hovered
                        ToolTip.delay: 400
                        ToolTip.text: qsTr("Split line at %1 m: a boat crossing it at a pace above %2 pays stamina for the difference; without enough, it catches a crab.")
                                      .arg(splitLine.modelData.metres).arg(splitLine.modelData.paceLimit)
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

            // The coach's hint: the landing space (or spaces) of the hinted play, dashed, under
            // the boats (the acting boat's caption reads over it). Its badge in the lane, ahead
            // of the landing (behind it near the finish): above or below, it covered the next
            // lane's caption. Not in short lanes, where the acting boat's caption lies ahead of
            // its hull: there the Coach dock beside the board lists the hint.
            HintMarker {
                readonly property var target: view.turn ? view.turn.hintPreview : ({})
                visible: target.lane !== undefined
                z: 1.5
                round: false
                badgeAt: !visible || view.compactLanes ? "none"
                         : x + width + 100 < view.xOf(view.board.spaces) ? "right" : "left"
                x: visible ? view.xOf(target.to - 1) : 0
                y: visible ? water.laneTop + (target.lane - 1) * view.laneHeight : 0
                width: visible ? Math.max(1, target.toHigh - target.to + 1) * view.pixelsPerSpace : 0
                height: view.laneHeight
            }

            // The boats.
            Repeater {
                model: view.board
                RowingBoat {
                    compact: view.compactLanes
                    pixelsPerSpace: view.pixelsPerSpace
                    startX: view.xOf(0)
                    minX: 2
                    maxX: view.xOf(view.board.spaces)
                    limitX: view.xOf(view.board.spaces) + 36 // the lane numbers' left
                    y: water.laneTop + (lane - 1) * view.laneHeight
                    height: view.laneHeight
                }
            }
        }
    }
}
