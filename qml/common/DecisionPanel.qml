// The decision of the moment with its action buttons always in view: what to decide and the
// choices (the default children, laid out in a column as wide as the panel) scroll when they
// outgrow the panel, while the buttons (`actions`, wrapping onto more rows in a narrow panel)
// keep the panel's bottom edge, whatever the text above them does. It asks for the height of
// its content (implicitHeight); given less, the content scrolls. A control that takes the
// keyboard inside the scrolled part is scrolled into view. Left and Right walk the action
// buttons as Tab does (a decision made with buttons alone is taken by arrows and Enter); past the
// first or the last, the key goes on to the board.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

Rectangle {
    id: panel

    default property alias content: body.data
    property alias actions: footer.data
    property real padding: 10
    readonly property real footerHeight: footer.implicitHeight > 0 ? footer.implicitHeight + padding : 0

    implicitHeight: body.implicitHeight + footerHeight + 2 * padding
    radius: 8
    color: "#1a3344"
    border.color: "#3f5d77"

    // Scrolls the content so that `item` (inside it) is in view.
    function reveal(item) {
        const top = item.mapToItem(body, 0, 0).y
        if (top < flick.contentY)
            flick.contentY = Math.max(0, top - 4)
        else if (top + item.height > flick.contentY + flick.height)
            flick.contentY = Math.min(flick.contentHeight - flick.height, top + item.height - flick.height + 4)
    }
    // Gives the keyboard to the next (or previous) button of the actions; false when the
    // keyboard is not on one of them or there is none further that way.
    function stepAction(forward) {
        const from = panel.Window.activeFocusItem
        if (!from)
            return false
        const next = from.nextItemInFocusChain(forward)
        for (let i = next; i && i !== from; i = i.parent)
            if (i === footer) {
                next.forceActiveFocus(forward ? Qt.TabFocusReason : Qt.BacktabFocusReason)
                return true
            }
        return false
    }
    Connections {
        target: panel.Window.window
        function onActiveFocusItemChanged() {
            const item = panel.Window.activeFocusItem
            for (let i = item; i; i = i.parent)
                if (i === body) {
                    panel.reveal(item)
                    return
                }
        }
    }

    Flickable {
        id: flick
        objectName: "decisionScroll"
        anchors { left: parent.left; right: parent.right; top: parent.top; bottom: footer.top }
        anchors { leftMargin: panel.padding; rightMargin: panel.padding; topMargin: panel.padding }
        anchors.bottomMargin: panel.footerHeight > 0 ? panel.padding : 0
        contentHeight: body.implicitHeight
        clip: interactive
        interactive: contentHeight > height + 1
        boundsBehavior: Flickable.StopAtBounds
        ScrollBar.vertical: ScrollBar { policy: flick.interactive ? ScrollBar.AlwaysOn : ScrollBar.AlwaysOff }

        ColumnLayout {
            id: body
            // The scroll bar's gutter is always kept: a width that changed with the scroll bar
            // would change the wrapped text's height, and so whether it scrolls (a layout loop).
            width: flick.width - 12
            spacing: 8
        }
    }

    Flow {
        id: footer
        objectName: "decisionActions"
        anchors { left: parent.left; right: parent.right; bottom: parent.bottom; margins: panel.padding }
        spacing: 8
        Keys.onLeftPressed: function(event) { event.accepted = panel.stepAction(false) }
        Keys.onRightPressed: function(event) { event.accepted = panel.stepAction(true) }
    }
}
