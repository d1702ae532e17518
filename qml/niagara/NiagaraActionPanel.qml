// The decision of the moment: what to do, which canoe acts (when two may), the spaces it can
// reach as buttons too (the river shows them), and the turn's buttons: Load, Unload, Steal, Buy
// back, End turn (or the cloud's Up and Down), each disabled with its reason in the tool tip; a
// button with several choices (which gem, whose gem) opens them beside it. The buttons keep the
// panel's bottom edge, whatever the text above them does.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Coursewright
import "../common"

DecisionPanel {
    id: panel

    property NiagaraTurnController turn
    property string riverMoveText
    property string openTool: ""
    property var gemColours: []

    visible: prompt.text !== "" || riverMoveText !== ""

    Connections {
        target: panel.turn
        function onChanged() { panel.openTool = "" }
    }

    // Gives the keyboard to the decision's first enabled button (a decision with no space to
    // click: the steal, the cloud's weather, loading, the end of the turn); false when none is.
    function focusFirst() {
        for (let i = 0; i < toolRepeater.count; ++i) {
            const button = toolRepeater.itemAt(i).button
            if (button.enabled) {
                button.forceActiveFocus()
                return true
            }
        }
        return false
    }
    // An open button's first choice takes the keyboard, so that Enter takes it.
    onOpenToolChanged: if (openTool !== "") Qt.callLater(() => { if (optionRepeater.count > 0) optionRepeater.itemAt(0).forceActiveFocus() })

    Text {
        id: prompt
        objectName: "promptText"
        textFormat: Text.PlainText
        Layout.fillWidth: true
        visible: text !== ""
        text: panel.turn.promptText
        color: "#e8f1f8"
        font.pixelSize: 15 * TextScale.factor
        wrapMode: Text.WordWrap
    }
    Flow { // which canoe
        Layout.fillWidth: true
        spacing: 6
        visible: panel.turn.canoeChoices.length > 1
        Repeater {
            model: panel.turn.canoeChoices
            ActionButton { // on two lines in a narrow column ("Canoe 2 on the beach" at 150 %)
                required property var modelData
                objectName: "canoeChoice_" + modelData.canoe
                text: modelData.label
                checked: modelData.selected
                toolTip: qsTr("Show where this canoe can paddle (Up/Down)")
                onClicked: panel.turn.selectCanoe(modelData.canoe)
            }
        }
    }
    Flow { // where to: the same as the river's highlighted spaces
        Layout.fillWidth: true
        spacing: 6
        visible: panel.turn.targets.length > 0
        Repeater {
            model: panel.turn.targets
            ActionButton {
                required property var modelData
                width: implicitWidth
                objectName: "move_" + (modelData.space < 0 ? "beach" : modelData.label)
                text: modelData.left > 0 ? qsTr("%1 (+%2)").arg(modelData.label).arg(modelData.left) : modelData.label
                checked: modelData.focused
                toolTip: modelData.detail
                Accessible.name: modelData.spoken
                onClicked: panel.turn.take(modelData.index)
            }
        }
    }
    Text { // the coming river move, once the cards are revealed
        objectName: "riverMoveText"
        textFormat: Text.PlainText
        Layout.fillWidth: true
        visible: text !== ""
        text: panel.riverMoveText
        color: "#ffd28a"
        font.pixelSize: 14 * TextScale.factor
        wrapMode: Text.WordWrap
    }

    actions: [
        Repeater {
            id: toolRepeater
            model: panel.turn.tools
            Item { // a disabled button still explains itself on hover
                id: tool
                required property var modelData
                property alias button: button
                width: button.width
                height: button.height
                ActionButton {
                    id: button
                    width: implicitWidth
                    objectName: tool.modelData.key + "Button"
                    enabled: tool.modelData.enabled
                    primary: tool.modelData.key === "endTurn" && tool.modelData.enabled && panel.turn.targets.length === 0
                    checked: panel.openTool === tool.modelData.key
                    text: tool.modelData.label
                    Accessible.description: tool.modelData.enabled ? "" : tool.modelData.reason
                    onClicked: {
                        if (tool.modelData.options.length === 1)
                            panel.turn.take(tool.modelData.options[0].index)
                        else
                            panel.openTool = panel.openTool === tool.modelData.key ? "" : tool.modelData.key
                    }
                }
                HintMarker { // the button of the coach's hint
                    anchors.fill: parent
                    anchors.margins: -3
                    round: false
                    visible: panel.turn.hintPreview.tool === tool.modelData.key
                }
                MouseArea {
                    id: toolMouse
                    anchors.fill: parent
                    hoverEnabled: true
                    acceptedButtons: Qt.NoButton
                }
                ToolTip.visible: toolMouse.containsMouse
                ToolTip.delay: 300
                ToolTip.text: tool.modelData.enabled
                              ? (tool.modelData.options.length === 1 ? tool.modelData.options[0].label
                                                                     : qsTr("%n choice(s)", "", tool.modelData.options.length))
                              : tool.modelData.reason
            }
        },
        Repeater {
            id: optionRepeater
            model: {
                const tools = panel.turn.tools
                for (const t of tools)
                    if (t.key === panel.openTool)
                        return t.options
                return []
            }
            ActionButton {
                required property var modelData
                required property int index
                width: implicitWidth
                objectName: panel.openTool + "Option_" + index
                text: "     " + modelData.label
                onClicked: panel.turn.take(modelData.index)
                NiagaraGem {
                    visible: parent.modelData.gem >= 0
                    anchors { left: parent.left; leftMargin: 10; verticalCenter: parent.verticalCenter }
                    colour: Math.max(0, parent.modelData.gem)
                    palette: panel.gemColours
                    size: 18
                }
            }
        }
    ]
}
