// The road, zoomed and panned: the road painted by the editor's VisionsCoursePainter (VisionsCourseItem),
// the bars between linked riders, every rider's chit (they glide at the AI's pace), and the
// spaces the decision of the moment can reach, each with its PS cost (click one to take it).
// Drag to pan, the wheel zooms about the pointer; `follow` keeps the action (road.focus) in view;
// fit() shows the whole field, never so small that a chit cannot be read.
// All positions come from VisionsBoardModel (VisionsBoardLayout): nothing here knows the road.
import QtQuick
import QtQuick.Controls
import Coursewright
import "../common"

Item {
    id: view
    // One node for a screen reader (issue 54): the targets drawn on it are its children, told
    // apart from the decision panel's buttons of the same names.
    Accessible.role: Accessible.Pane
    Accessible.name: qsTr("The road")

    property VisionsBoardModel road
    property VisionsTurnController turn
    // About twelve rows in view until the person zooms (a short view zooms out, never below
    // readable).
    property real zoom: Math.max(readableZoom, Math.min(0.8, height / (12 * road.spaceSize)))
    property bool follow: true
    // The least zoom at which a rider's letter and pips can still be read.
    readonly property real readableZoom: 0.55
    readonly property real minZoom: Math.min(0.25, fitZoom)
    readonly property real fitZoom: road.roadWidth > 0 ? Math.min(width / road.roadWidth, height / road.roadHeight) : 1
    // Where the road's corner lies in the scrolled content (centred when smaller than the view).
    readonly property real roadX: Math.max(0, (width - road.roadWidth * zoom) / 2)
    readonly property real roadY: Math.max(0, (height - road.roadHeight * zoom) / 2)

    clip: true

    // Zooms by `factor` about a point of the view (its centre by default).
    function zoomBy(factor, px, py) {
        const cx = px === undefined ? width / 2 : px
        const cy = py === undefined ? height / 2 : py
        const atX = (flick.contentX + cx - roadX) / zoom // the road's point under (cx, cy)
        const atY = (flick.contentY + cy - roadY) / zoom
        zoom = Math.max(minZoom, Math.min(1.6, zoom * factor))
        flick.contentX = Math.max(0, Math.min(flick.contentWidth - width, atX * zoom + roadX - cx))
        flick.contentY = Math.max(0, Math.min(flick.contentHeight - height, atY * zoom + roadY - cy))
    }
    // The riders on the road in view (the start grid before the first is placed), as large as
    // they fit, but no smaller than readable and no larger than life: a long race spread over the
    // road scrolls (with Follow) rather than shrinking its riders to dots.
    function fit() {
        let x1 = Infinity, y1 = Infinity, x2 = -Infinity, y2 = -Infinity
        for (const rider of road.riders)
            if (rider.shown) {
                x1 = Math.min(x1, rider.x); x2 = Math.max(x2, rider.x)
                y1 = Math.min(y1, rider.y); y2 = Math.max(y2, rider.y)
            }
        if (x1 === Infinity) {
            const at = road.focus
            if (at.x < 0) {
                zoom = Math.max(fitZoom, Math.min(readableZoom, 1))
                return
            }
            x1 = x2 = at.x
            y1 = y2 = at.y
        }
        const pad = road.spaceSize * 1.5
        const wanted = Math.min(width / (x2 - x1 + 2 * pad), height / (y2 - y1 + 2 * pad))
        zoom = Math.max(readableZoom, Math.min(1, wanted))
        const cx = (x1 + x2) / 2 * zoom + roadX, cy = (y1 + y2) / 2 * zoom + roadY
        flick.contentX = Math.max(0, Math.min(flick.contentWidth - width, cx - width / 2))
        flick.contentY = Math.max(0, Math.min(flick.contentHeight - height, cy - height / 2))
    }
    // Scrolls so that the point of the road (zoom 1) lies well inside the view; with `centre`,
    // at its centre (as far as the road goes) wherever it lay.
    function keepInView(p, centre) {
        if (p.x < 0)
            return
        const x = p.x * zoom + roadX, y = p.y * zoom + roadY
        const margin = Math.min(width, height) * 0.2
        if (centre || x < flick.contentX + margin || x > flick.contentX + width - margin)
            flick.contentX = Math.max(0, Math.min(flick.contentWidth - width, x - width / 2))
        if (centre || y < flick.contentY + margin || y > flick.contentY + height - margin)
            flick.contentY = Math.max(0, Math.min(flick.contentHeight - height, y - height / 2))
    }
    // Scrolls so that the box of the road (zoom 1) lies inside the view with a margin of
    // `margin` road pixels, zooming out for it if need be, never below readable; a box larger than that is
    // centred.
    function keepBoxInView(x1, y1, x2, y2, margin) {
        const fits = Math.min(width / (x2 - x1 + 2 * margin), height / (y2 - y1 + 2 * margin))
        if (fits < zoom)
            zoom = Math.max(readableZoom, fits)
        const pad = margin * zoom
        const left = x1 * zoom + roadX - pad, right = x2 * zoom + roadX + pad
        const top = y1 * zoom + roadY - pad, bottom = y2 * zoom + roadY + pad
        let cx = flick.contentX, cy = flick.contentY
        if (right - left > width)
            cx = (left + right - width) / 2
        else if (left < cx)
            cx = left
        else if (right > cx + width)
            cx = right - width
        if (bottom - top > height)
            cy = (top + bottom - height) / 2
        else if (top < cy)
            cy = top
        else if (bottom > cy + height)
            cy = bottom - height
        flick.contentX = Math.max(0, Math.min(flick.contentWidth - width, cx))
        flick.contentY = Math.max(0, Math.min(flick.contentHeight - height, cy))
    }
    // The action, and with it every space the decision of the moment can reach: Follow kept the
    // action in view but cut the ring of reachable spaces at the view's edge (issue 55).
    // `resized`: the view's size changed, and the action goes to its centre: kept merely inside,
    // it stayed where the sizes the view went through had left it (a board started in a window
    // already shown, resized several times while laid out, had its road scrolled 7 to 60 px
    // sideways from one begun before show(), issue 54).
    function followAction(resized) {
        if (!follow)
            return
        keepInView(road.focus, resized === true)
        let x1 = Infinity, y1 = Infinity, x2 = -Infinity, y2 = -Infinity
        for (const target of turn ? turn.targets : []) {
            const at = target.cell >= 0 ? road.cellPoints[target.cell] : road.finishPoint
            if (at === undefined || at.x < 0)
                continue
            x1 = Math.min(x1, at.x); x2 = Math.max(x2, at.x)
            y1 = Math.min(y1, at.y); y2 = Math.max(y2, at.y)
        }
        if (x1 !== Infinity)
            keepBoxInView(x1, y1, x2, y2, road.spaceSize * 0.75)
    }

    onFollowChanged: followAction()
    Connections {
        target: view.road
        function onStateChanged() { Qt.callLater(view.followAction) }
        function onRoadChanged() { Qt.callLater(view.followAction) }
    }
    Connections { // the rider the human picks comes into view too, and the spaces it reaches
        target: view.turn
        function onChanged() { Qt.callLater(view.followAction) }
        function onSelectionChanged() {
            Qt.callLater(view.followAction)
            const picked = view.road.riders[view.turn.selectedRider]
            if (view.follow && view.turn.phase === VisionsTurnController.Activate && picked !== undefined && picked.shown)
                view.keepInView(Qt.point(picked.x, picked.y))
        }
    }
    function followResized() { followAction(true) }
    onWidthChanged: Qt.callLater(view.followResized)
    onHeightChanged: Qt.callLater(view.followResized)

    WheelHandler { // on the Flickable, before it scrolls; it fills the view: the same coordinates
        parent: flick
        target: null
        onWheel: function(event) {
            view.zoomBy(event.angleDelta.y > 0 ? 1.15 : 1 / 1.15, point.position.x, point.position.y)
        }
    }

    VisionsCourseItem { // the road, painted for the part in view
        id: roadItem
        objectName: "visionsRoadItem"
        anchors.fill: parent
        road: view.road
        zoom: view.zoom
        origin: Qt.point(view.roadX - flick.contentX, view.roadY - flick.contentY)
    }

    Flickable { // drag to pan; the pieces scroll with the road
        id: flick
        anchors.fill: parent
        contentWidth: Math.max(width, view.road.roadWidth * view.zoom)
        contentHeight: Math.max(height, view.road.roadHeight * view.zoom)
        boundsBehavior: Flickable.StopAtBounds
        // Under the pieces: a highlighted space or a rider at the view's edge takes the click
        // wherever it is drawn, the bars the clicks beside them.
        ScrollBar.horizontal: ScrollBar { policy: ScrollBar.AsNeeded; z: -1 }
        ScrollBar.vertical: ScrollBar { policy: ScrollBar.AsNeeded; z: -1 }

    Item { // the pieces, in the road's pixels at zoom 1, scaled with the road
        id: canvas
        objectName: "visionsCanvas"
        x: view.roadX
        y: view.roadY
        width: view.road.roadWidth
        height: view.road.roadHeight
        scale: view.zoom
        transformOrigin: Item.TopLeft

        Repeater { // each row's number beside its lane 1, as the log and the coach name spaces
            model: view.road.rowLabels
            Text {
                textFormat: Text.PlainText
                required property var modelData
                objectName: "rowLabel_" + modelData.text
                x: modelData.x - width / 2
                y: modelData.y - height / 2
                text: modelData.text
                color: "#f3f7fa"
                style: Text.Outline
                styleColor: "#203040"
                font.pixelSize: Math.max(16, 12 / view.zoom) // readable however far it is zoomed out
                font.bold: true
            }
        }
        Repeater { // the links: a bar from each rider to the rider directly ahead of it
            model: view.road.links
            Rectangle {
                required property var modelData
                readonly property real dx: modelData.x2 - modelData.x1
                readonly property real dy: modelData.y2 - modelData.y1
                x: (modelData.x1 + modelData.x2) / 2 - width / 2
                y: (modelData.y1 + modelData.y2) / 2 - height / 2
                width: Math.hypot(dx, dy)
                height: 10
                radius: 5
                rotation: Math.atan2(dy, dx) * 180 / Math.PI
                color: "#e8f1f8"
                border.color: "#0b1822"
                border.width: 2
            }
        }

        Repeater { // the riders, in a fixed order so that each glides to its new place
            model: view.road.riderCount
            VisionsRiderChit {
                id: chit
                required property int index
                readonly property var piece: view.road.riders[index] !== undefined ? view.road.riders[index] : ({shown: false, x: 0, y: 0})
                objectName: "rider_" + index
                rider: piece
                size: view.road.spaceSize * 0.72
                x: piece.x - width / 2
                y: piece.y - height / 2
                z: piece.moving ? 3 : 2
                visible: piece.shown === true
                selectable: view.turn.phase === VisionsTurnController.Activate && view.turn.riderChoices.some(c => c.rider === index)
                selected: view.turn.phase === VisionsTurnController.Activate && view.turn.selectedRider === index
                inGroup: view.turn.group.indexOf(index) >= 0
                onClicked: view.turn.selectRider(index)
                Behavior on x { enabled: view.road.animate; NumberAnimation { duration: view.road.glideMs; easing.type: Easing.InOutQuad } }
                Behavior on y { enabled: view.road.animate; NumberAnimation { duration: view.road.glideMs; easing.type: Easing.InOutQuad } }
            }
        }

        HintMarker { // the coach's hint: the space it takes the line or rider to, else its rider
            readonly property var hinted: view.turn ? view.turn.hintPreview : ({})
            readonly property var piece: hinted.rider !== undefined ? view.road.riders[hinted.rider] : undefined
            readonly property point at: hinted.cell !== undefined
                                        ? (hinted.cell >= 0 ? view.road.cellPoints[hinted.cell] : view.road.finishPoint)
                                        : piece !== undefined ? Qt.point(piece.x, piece.y) : Qt.point(0, 0)
            visible: hinted.cell !== undefined || piece !== undefined
            width: view.road.spaceSize * 1.05
            height: width
            x: at.x - width / 2
            y: at.y - height / 2
            badgeScale: Math.max(1, 1 / view.zoom) // readable however far the road is zoomed out
            badgeAt: at.y < height ? "below" : "above"
        }
        Repeater { // where a click decides: the reachable spaces, with their PS cost
            model: view.turn.targets
            Item {
                id: target
                required property var modelData
                // Undefined for a moment when a position arrives before its road (an online
                // rematch): no target is drawn until the road has the space.
                readonly property var place: modelData.cell >= 0 ? view.road.cellPoints[modelData.cell] : view.road.finishPoint
                readonly property point at: place !== undefined ? place : Qt.point(0, 0)
                objectName: "target_" + modelData.cell
                visible: place !== undefined
                x: at.x - width / 2
                y: at.y - height / 2
                width: view.road.spaceSize * 0.9
                height: width
                z: 5
                Rectangle {
                    anchors.fill: parent
                    radius: width / 2
                    color: targetMouse.containsMouse ? "#7039d0c8" : "#3539d0c8"
                    border.color: target.modelData.focused ? "#ffffff" : "#39d0c8"
                    border.width: target.modelData.focused ? 6 : 4
                }
                // The letter and the cost sit in the ring's lower corners, inside its own space: a
                // badge reaching past it would cover the riders on the spaces around (the front of
                // the moving line), and a rider standing on the space keeps its seat's mark in its
                // upper left corner in view. The letter is a key cap, square, not a rider's chit.
                readonly property real badgeSize: view.road.spaceSize * 0.42
                Rectangle { // its letter, as its button in the side panel names it
                    objectName: "targetKeyCap"
                    anchors { left: parent.left; bottom: parent.bottom }
                    width: target.badgeSize; height: width; radius: 5
                    color: "#e8fffd"
                    border.color: "#062a28"
                    Text {
                        objectName: "targetKey"
                        textFormat: Text.PlainText
                        anchors.centerIn: parent
                        text: target.modelData.key
                        color: "#062a28"
                        font.pixelSize: target.badgeSize * 0.62
                        font.bold: true
                    }
                }
                Rectangle { // the step's PS cost
                    objectName: "targetCost"
                    visible: target.modelData.cost >= 0
                    anchors { right: parent.right; bottom: parent.bottom }
                    width: target.badgeSize; height: width; radius: width / 2
                    color: "#39d0c8"
                    border.color: "#062a28"
                    Text {
                        textFormat: Text.PlainText
                        anchors.centerIn: parent
                        text: target.modelData.cost
                        color: "#062a28"
                        font.pixelSize: target.badgeSize * 0.62
                        font.bold: true
                    }
                }
                Accessible.role: Accessible.Button
                Accessible.name: target.modelData.spoken
                Accessible.onPressAction: view.turn.take(target.modelData.index)
                MouseArea {
                    id: targetMouse
                    anchors.fill: parent
                    hoverEnabled: true
                    cursorShape: Qt.PointingHandCursor
                    onClicked: view.turn.take(target.modelData.index)
                }
                ToolTip.visible: targetMouse.containsMouse
                ToolTip.text: target.modelData.detail
                ToolTip.delay: 200
            }
        }
    }
    }
}
