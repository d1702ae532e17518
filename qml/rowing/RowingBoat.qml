// One boat in its lane: a hull in the player's colour whose bow sits on the boat's space, its
// name, stroke rate and stamina pile, a crab marker after a crab (until its next turn), and its
// rank once finished. Moves are animated. The hull grows to fit a long name; the caption (rate
// and stamina) sits under it, inside the course at the start line (`minX`, the course's left
// edge in the boat's parent); in a lane too short for two lines, beside it in the water ahead,
// or behind it near the finish (`maxX`, the finish line), so that it never meets another lane;
// on water too short for either (the app's least window), ahead over the finish line up to
// `limitX` (the lane numbers); with no room on either side (the least window at a large text
// size) it is not drawn, the Players dock beside the board giving the rate and the stamina.
import QtQuick
import Coursewright
import "../common"

Item {
    id: boat

    required property int seat
    required property string name
    required property color colour
    required property int lane
    required property int space
    required property int rate
    required property int stamina
    required property bool finished
    required property int rank
    required property bool caughtCrab
    required property bool acting
    property real pixelsPerSpace: 10
    property real startX: 0
    property real minX: 0
    property real maxX: Infinity
    property real limitX: Infinity
    property bool compact: false // one line, the caption beside the hull (a short lane: the course's compactLanes)

    // The shown position eases towards the boat's space; the hull follows it at any zoom.
    property real shownSpace: space
    Behavior on shownSpace { NumberAnimation { duration: 650; easing.type: Easing.InOutCubic } }

    objectName: "boat-" + seat
    readonly property int pieceSeat: seat
    x: startX + shownSpace * pixelsPerSpace - width
    // The name, the seat mark and the bow side by side (the mark's margins and the bow's room
    // counted: "Bateau 1" was cut at 96 px, issue 55).
    width: Math.max(96, Math.min(132 * TextScale.factor, nameText.implicitWidth + 8 + 2 * hull.height))
    z: acting ? 2 : 1

    Rectangle { // highlight of the boat to move, clear of the caption under the hull
        objectName: "highlight-" + boat.seat
        anchors.verticalCenter: hull.verticalCenter
        x: hull.x - 6
        width: hull.width + 12
        height: hull.height + 6
        radius: height / 2
        color: "transparent"
        border.color: "#f0a532"
        border.width: 2
        visible: boat.acting
    }

    Rectangle {
        id: hull
        objectName: "hull-" + boat.seat
        anchors.verticalCenter: parent.verticalCenter
        anchors.verticalCenterOffset: boat.compact ? 0 : -6
        width: parent.width
        // Never lower than its name (a short lane at a large text size), nor than the lane.
        height: Math.min(boat.height, Math.max(Math.min(28, boat.height * 0.45), nameText.implicitHeight + 1))
        radius: height / 2
        color: boat.colour
        border.color: Qt.darker(boat.colour, 1.6)
        border.width: 1
        Rectangle { // the bow, a lighter tip pointing to the finish
            anchors { right: parent.right; verticalCenter: parent.verticalCenter; rightMargin: 3 }
            width: parent.height - 6
            height: parent.height - 6
            radius: width / 2
            color: Qt.lighter(boat.colour, 1.35)
        }
        SeatMark {
            id: seatMark
            anchors { left: parent.left; leftMargin: 3; verticalCenter: parent.verticalCenter }
            seat: boat.seat
            colour: boat.colour
            size: hull.height - 6
        }
        Text {
            id: nameText
            objectName: "boatName-" + boat.seat
            textFormat: Text.PlainText
            anchors { left: seatMark.right; right: parent.right; leftMargin: 4; rightMargin: hull.height }
            anchors.verticalCenter: parent.verticalCenter
            text: boat.name
            elide: Text.ElideRight
            color: boat.colour.hslLightness > 0.62 ? "#102030" : "white"
            font.pixelSize: 13 * TextScale.factor
            font.bold: true
        }
    }

    Text {
        objectName: "caption-" + boat.seat
        textFormat: Text.PlainText
        // Left of the hull, the crab marker and the finishing place take the room.
        readonly property real behind: (crab.visible ? crab.width + 10 : 0) + (place.visible ? 28 : 0) + 6
        readonly property real ahead: hull.width + 6
        readonly property bool fitsBehind: boat.x - behind - implicitWidth >= boat.minX
        readonly property bool fitsOverFinish: boat.x + ahead + implicitWidth <= boat.limitX
        visible: !boat.compact || fitsBehind || fitsOverFinish
        x: !boat.compact ? Math.max(boat.minX - boat.x, hull.width - 4 - implicitWidth) // under the hull
           : boat.x + ahead + implicitWidth <= boat.maxX ? ahead                        // ahead
           : fitsBehind ? -behind - implicitWidth                                       // behind
           : ahead                                                                      // over the finish
        y: boat.compact ? hull.y + (hull.height - height) / 2 : hull.y + hull.height + 5
        text: boat.finished ? qsTr("finished") : qsTr("%1 spm · stamina %2").arg(boat.rate).arg(boat.stamina)
        color: "#d8e6f0"
        // Outlined in the board's colour: it reads over the finish's chequers too.
        style: Text.Outline
        styleColor: "#0f1f2c"
        font.pixelSize: 11 * TextScale.factor
    }

    Rectangle { // caught a crab on its latest move
        id: crab
        objectName: "crab-" + boat.seat
        visible: boat.caughtCrab
        anchors { right: hull.left; rightMargin: 10; verticalCenter: hull.verticalCenter } // clear of the highlight
        width: crabText.implicitWidth + 12
        height: 20
        radius: 10
        color: "#d9463b"
        border.color: "#7a1d16"
        Text {
            id: crabText
            anchors.centerIn: parent
            text: qsTr("crab")
            color: "white"
            font.pixelSize: 12 * TextScale.factor
            font.bold: true
        }
    }

    Rectangle { // finishing place
        id: place
        visible: boat.finished && boat.rank > 0
        anchors { right: hull.left; rightMargin: 4; verticalCenter: hull.verticalCenter }
        width: 24
        height: 24
        radius: 12
        color: boat.rank === 1 ? "#f5c542" : boat.rank === 2 ? "#c9d3dc" : boat.rank === 3 ? "#d08a4e" : "#5c7487"
        Text {
            textFormat: Text.PlainText
            anchors.centerIn: parent
            text: boat.rank
            color: "#1d1405"
            font.pixelSize: 13 * TextScale.factor
            font.bold: true
        }
    }
}
