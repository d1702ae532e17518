// The coach's hint on a board (issue 35): a dashed ring (or box) around where the hinted move
// lands, with a "Hint" badge (no percentage: the search's estimate is not a chance of winning,
// README "The coach ranks moves"), drawn apart from the boards' solid rings of legal
// targets. Each board places one over the space, cell or card its turn controller's hintPreview
// names, and hides it while the preview is empty.
import QtQuick
import Coursewright

Item {
    id: marker
    objectName: "hintMarker"

    property bool round: true        // a ring (a space, a cell) or a box (a card, a lane span)
    property real lineWidth: 4
    // Where the badge sits: "above" the marker, "below" it (near the top of a view), or
    // "inside" its top right corner (a marker among others), "right" or "left" of it (a lane's
    // span, whose lanes above and below hold other boats' captions), or "none" (a second marker
    // of one hint, such as the card of a hand whose square is marked with the badge).
    property string badgeAt: "above"
    // The badge's scale and its distance from the marker (above or below): a marker in a scaled
    // view keeps its badge readable (1 / the view's scale), and clear of a label beside it.
    property real badgeScale: 1
    property real badgeGap: 2
    // Fuchsia: no board draws anything else in it (legal targets are gold, teal or white).
    readonly property color colour: "#f472ff"

    z: 20

    // The dashes: drawn along the outline, every other step of `dash` pixels.
    readonly property real dash: 10
    readonly property real perimeter: round ? Math.PI * Math.min(width, height)
                                            : 2 * (width + height)
    readonly property int dashCount: Math.max(4, Math.floor(perimeter / (2 * dash)))

    Rectangle { // a faint fill, so that the place reads as chosen even under the dashes
        anchors.fill: parent
        radius: marker.round ? width / 2 : 6
        color: "#30f472ff"
    }
    Repeater {
        model: marker.dashCount
        Rectangle {
            required property int index
            readonly property real along: (index + 0.5) / marker.dashCount // 0…1 round the outline
            // A point of the outline and the direction there.
            readonly property var spot: marker.round ? marker.onCircle(along) : marker.onBox(along)
            width: marker.perimeter / marker.dashCount / 2
            height: marker.lineWidth
            x: spot.x - width / 2
            y: spot.y - height / 2
            rotation: spot.angle
            color: marker.colour
            antialiasing: true
        }
    }

    function onCircle(t) {
        const r = (Math.min(width, height) - lineWidth) / 2
        const a = t * 2 * Math.PI
        return { x: width / 2 + r * Math.cos(a), y: height / 2 + r * Math.sin(a),
                 angle: a * 180 / Math.PI + 90 }
    }
    function onBox(t) {
        const w = width - lineWidth, h = height - lineWidth, o = lineWidth / 2
        let d = t * 2 * (w + h)
        if (d < w) return { x: o + d, y: o, angle: 0 }
        d -= w
        if (d < h) return { x: o + w, y: o + d, angle: 90 }
        d -= h
        if (d < w) return { x: o + w - d, y: o + h, angle: 0 }
        d -= w
        return { x: o, y: o + h - d, angle: 90 }
    }

    Rectangle { // "Hint 41 %"
        objectName: "hintBadge"
        visible: marker.badgeAt !== "none"
        x: marker.badgeAt === "inside" ? parent.width - width - marker.lineWidth - 2
           : marker.badgeAt === "right" ? parent.width + 4
           : marker.badgeAt === "left" ? -width - 4
           : (parent.width - width) / 2
        y: marker.badgeAt === "below" ? parent.height + marker.badgeGap
           : marker.badgeAt === "inside" ? marker.lineWidth + 2
           : marker.badgeAt === "right" || marker.badgeAt === "left" ? (parent.height - height) / 2
           : -height - marker.badgeGap
        scale: marker.badgeScale
        transformOrigin: marker.badgeAt === "below" ? Item.Top
                         : marker.badgeAt === "inside" ? Item.TopRight
                         : marker.badgeAt === "right" ? Item.Left
                         : marker.badgeAt === "left" ? Item.Right : Item.Bottom
        width: badgeText.implicitWidth + 12
        height: badgeText.implicitHeight + 4
        radius: height / 2
        color: marker.colour
        Text {
            id: badgeText
            anchors.centerIn: parent
            text: qsTr("Hint")
            color: "#2a0730"
            font.pixelSize: 13 * TextScale.factor
            font.bold: true
        }
    }
}
