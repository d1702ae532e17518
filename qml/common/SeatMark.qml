// A seat's mark besides its colour (issue 54): the seat's number from 1, the same for seat N on
// every board, and in the Players dock, so that two seats whose
// colours look alike (colour blindness, greyscale) are still told apart. White on a dark disc
// ringed in the seat's colour, so it reads on any piece. Pieces that carry one declare
// `pieceSeat` (tst_seat_marks finds them).
import QtQuick

Rectangle {
    id: mark

    property int seat: -1 // from 0; none shown below 0
    property color colour: "#888888"
    property real size: 16
    readonly property string text: seat >= 0 ? String(seat + 1) : ""

    objectName: "seatMark"
    visible: seat >= 0
    width: size
    height: size
    radius: size / 2
    color: "#0f1f2c"
    border.color: colour
    border.width: Math.max(1, size / 11)

    Text {
        objectName: "seatMarkText"
        textFormat: Text.PlainText
        anchors.centerIn: parent
        text: mark.text
        color: "white"
        font.pixelSize: Math.max(7, Math.round(mark.size * 0.7))
        font.bold: true
    }
}
