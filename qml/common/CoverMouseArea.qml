// Fills an overlay (a results screen, the pass-the-device screen) and takes the clicks and the
// hover meant for what lies under it: nothing there reacts, and no tool tip of it stays up under
// a still mouse once the overlay comes.
import QtQuick

MouseArea {
    anchors.fill: parent
    hoverEnabled: true
}
