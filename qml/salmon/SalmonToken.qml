// A salmon (a disc of its player's colour with a fish) or a bear on the river, at zoom 1. Several
// tokens in one hex are placed by the board model (tokens), so all stay visible; a salmon carries
// its seat's number, so two close colours are still told apart. Hover (or a screen reader) names
// the token.
import QtQuick
import QtQuick.Controls
import "../common"

Item {
    id: token

    required property var modelData
    property bool acting: false     // the salmon whose turn it is
    property bool selectable: false // a bear that may move now
    property bool chosen: false     // the bear picked to move
    signal clicked

    readonly property bool bear: modelData.kind === "bear"
    objectName: bear ? "bearToken-" + modelData.bear : "salmonToken-" + modelData.seat
    readonly property int pieceSeat: bear ? -1 : modelData.seat
    x: modelData.x - width / 2
    y: modelData.y - height / 2
    width: modelData.size
    height: modelData.size
    Behavior on x { NumberAnimation { duration: 250; easing.type: Easing.OutCubic } }
    Behavior on y { NumberAnimation { duration: 250; easing.type: Easing.OutCubic } }

    Rectangle { // the glow of the acting salmon or of a bear to pick
        anchors.centerIn: parent
        width: parent.width + 10
        height: width
        radius: width / 2
        color: "transparent"
        border.width: 3
        border.color: token.chosen ? "#7ee081" : token.selectable ? "#ffb627" : "#ffd28a"
        visible: token.acting || token.selectable || token.chosen
        SequentialAnimation on opacity {
            running: token.selectable && !token.chosen
            loops: Animation.Infinite
            NumberAnimation { from: 1; to: 0.3; duration: 500 }
            NumberAnimation { from: 0.3; to: 1; duration: 500 }
        }
    }
    Rectangle {
        anchors.fill: parent
        radius: width / 2
        color: token.bear ? "#5a3a1e" : token.modelData.colour
        border.color: token.bear ? "#2b1a0b" : Qt.darker(token.modelData.colour, 1.8)
        border.width: 2
    }
    Accessible.role: Accessible.Graphic
    Accessible.name: token.bear ? qsTr("Bear %1").arg(token.modelData.bear + 1)
                                : token.modelData.piece
    HoverHandler { id: hover }
    ToolTip.visible: hover.hovered
    ToolTip.delay: 400
    ToolTip.text: token.bear ? (token.selectable ? qsTr("A bear that may move: click it, then a green hex")
                                                  : qsTr("A bear: a salmon on its hex takes a Fatigue card"))
                             : Accessible.name
    Image {
        anchors.centerIn: parent
        width: parent.width * 0.78
        height: width
        sourceSize.width: 64
        sourceSize.height: 64
        source: token.modelData.icon
    }
    SeatMark { // the seat's number
        anchors { right: parent.right; bottom: parent.bottom; margins: -4 }
        seat: token.bear ? -1 : token.modelData.seat
        colour: token.bear ? "transparent" : token.modelData.colour
        size: parent.width * 0.42
    }
    MouseArea {
        anchors.fill: parent
        enabled: token.selectable
        cursorShape: Qt.PointingHandCursor
        onClicked: token.clicked()
    }
}
