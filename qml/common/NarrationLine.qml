// One line of a board's narration band (the latest lines of the game log). The latest line is
// shown whole, on as many lines as it needs; an earlier line is shown only when it fits on one
// line, never cut short ("… paddles from the bea…" at 150 % text): the Game log dock and the
// live status hold every line whole.
import QtQuick
import Coursewright

Text {
    required property string modelData
    required property int index
    property bool latest: false
    property real size: 14

    text: modelData
    textFormat: Text.PlainText // seat names typed by people
    color: latest ? "#e8f1f8" : "#7f98ab"
    font.pixelSize: size * TextScale.factor
    wrapMode: latest ? Text.WordWrap : Text.NoWrap
    visible: latest || implicitWidth <= width
}
