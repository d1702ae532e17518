// A number a hand's layout reads (where its cards start, how wide they are, the room above it),
// held while the pointer is over the hand: a card played, drawn or chosen under the pointer then
// moves nothing else there, and a second click lands where the first did (issue 55: Salmon Run's
// hand re-centred after every play, Line cards' jumped up after an energy choice). It follows the
// live value again once the pointer has left for a moment: a card taken from under a still
// pointer may end its hover until the next hover event, which must not let the hand move.
// tst_play_screens (handsHoldUnderThePointer) checks every board's hand.
import QtQml
import QtQuick

QtObject {
    id: held

    required property bool holding
    required property real live
    property real heldValue: 0
    property bool active: false
    readonly property real value: active ? heldValue : live

    property Timer release: Timer {
        interval: 600
        onTriggered: {
            held.active = false
            held.heldValue = held.live
        }
    }

    onHoldingChanged: {
        if (holding) {
            release.stop()
            active = true
        } else {
            release.restart()
        }
    }
    onLiveChanged: if (!active) heldValue = live
    Component.onCompleted: heldValue = live
}
