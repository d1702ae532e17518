// A number a hand's layout reads (where its cards start, how wide they are, the room above it),
// held while the pointer is over the hand: a card played, drawn or chosen under the pointer then
// moves nothing else there, and a second click lands where the first did (issue 55: Salmon Run's
// hand re-centred after every play, Line cards' jumped up after an energy choice). It follows the
// live value again once the pointer leaves. tst_play_screens (handsHoldUnderThePointer) checks
// every board's hand.
import QtQml

QtObject {
    required property bool holding
    required property real live
    property real held: 0
    readonly property real value: holding ? held : live

    onLiveChanged: if (!holding) held = live
    onHoldingChanged: if (!holding) held = live
    Component.onCompleted: held = live
}
