// The stroke-rate choice: each rate with the cards it demands, what it does and what changing to
// it costs. Enabled for the rates RowingTurnController lists as legal. The three options share
// the panel's height; when it is short they switch to a compact layout with smaller type, and
// when it is `narrow` each shows its rate, cards and cost only (its effect in its tool tip).
// Keyboard: Tab reaches the rates, Up and Down move between them, Space or Enter chooses.
import QtQuick
import QtQuick.Controls
import Coursewright
import "../common"

Rectangle {
    id: selector

    required property var turn
    readonly property real optionHeight: Math.max(leastOptionHeight, Math.min(Math.max(104, fullOptionHeight), (options.height - 2 * options.spacing) / 3))
    readonly property bool compact: optionHeight < Math.max(92, fullOptionHeight) || narrow
    property bool narrow: false

    // The heights an option's texts take (from the text size, not from the option, so that the
    // panel can ask for them): the full form, and the compact one (a line each, the cost on two
    // in the narrow form). The panel asks for three compact options at least.
    readonly property real fullOptionHeight: rateLine.height + 2 * effectLine.height + effectLine.height + 16
    readonly property real leastOptionHeight: smallRateLine.height + 1 + (narrow ? costLines : 2) * smallLine.height + 7
    // The lines the longest cost takes in the narrow form (two at most).
    readonly property int costLines: {
        const room = width - 2 * 10 - 12 - 10 // the options' margins and their texts'
        for (const option of turn.rateOptions)
            if ((option.paid ? smallLine : plainSmallLine).advanceWidth(option.cost) > room)
                return 2
        return 1
    }
    implicitHeight: title.y + title.height + 8 + 3 * leastOptionHeight + 2 * options.spacing + 10
    FontMetrics { id: rateLine; font.pixelSize: 20 * TextScale.factor; font.bold: true }
    FontMetrics { id: smallRateLine; font.pixelSize: (selector.narrow ? 14 : 17) * TextScale.factor; font.bold: true }
    FontMetrics { id: effectLine; font.pixelSize: 13 * TextScale.factor }
    FontMetrics { id: smallLine; font.pixelSize: 12 * TextScale.factor; font.bold: true }
    FontMetrics { id: plainSmallLine; font.pixelSize: 12 * TextScale.factor }

    // Gives the keyboard to the current rate, else the first one that may be chosen.
    function focusRate() {
        let target = -1
        for (let i = 0; i < rateRepeater.count; ++i) {
            const item = rateRepeater.itemAt(i)
            if (item.modelData.current || (target < 0 && item.choosable))
                target = i
        }
        if (target >= 0)
            rateRepeater.itemAt(target).forceActiveFocus()
    }
    function step(from, delta) {
        const next = from + delta
        if (next >= 0 && next < rateRepeater.count)
            rateRepeater.itemAt(next).forceActiveFocus()
    }

    radius: 12
    color: "#172b3c"

    Text {
        id: title
        x: 14
        y: 10
        text: qsTr("Stroke rate")
        color: "#e8f1f8"
        font.pixelSize: 17 * TextScale.factor
        font.bold: true
    }

    Column {
        id: options
        anchors { left: parent.left; right: parent.right; top: title.bottom; bottom: parent.bottom }
        anchors { leftMargin: 10; rightMargin: 10; topMargin: 8; bottomMargin: 10 }
        spacing: 6

        Repeater {
            id: rateRepeater
            model: selector.turn.rateOptions
            Rectangle {
                id: option
                required property var modelData
                required property int index
                readonly property bool choosable: modelData.legal
                objectName: "rate-" + modelData.spm
                width: parent.width
                height: selector.optionHeight
                radius: 10
                color: !choosable ? "#1b3042" : mouse.containsMouse ? "#2c4a63" : "#223a4f"
                border.color: activeFocus ? "#ffffff" : modelData.current ? "#f0a532" : choosable ? "#4f7390" : "#243749"
                border.width: modelData.current || activeFocus ? 2 : 1
                activeFocusOnTab: choosable
                Accessible.role: Accessible.RadioButton
                Accessible.name: qsTr("%1 spm").arg(option.modelData.spm)
                Accessible.description: option.modelData.effect + ". " + option.modelData.cost
                Accessible.checked: option.modelData.current
                Accessible.onPressAction: if (option.choosable) selector.turn.chooseRate(option.modelData.spm)
                Keys.onSpacePressed: if (option.choosable) selector.turn.chooseRate(option.modelData.spm)
                Keys.onReturnPressed: if (option.choosable) selector.turn.chooseRate(option.modelData.spm)
                Keys.onEnterPressed: if (option.choosable) selector.turn.chooseRate(option.modelData.spm)
                Keys.onUpPressed: selector.step(index, -1)
                Keys.onDownPressed: selector.step(index, 1)
                ToolTip.visible: mouse.containsMouse
                ToolTip.delay: 500
                ToolTip.text: qsTr("%1 spm: play %n card(s). %2. %3", "", option.modelData.cards)
                              .arg(option.modelData.spm).arg(option.modelData.effect).arg(option.modelData.cost)
                              + (option.choosable ? "\n" + qsTr("Space or Enter: choose this rate") : "")
                opacity: choosable || selector.turn.phase !== RowingTurnController.ChooseRate ? 1 : 0.45

                HintMarker { // the coach's hinted rate
                    anchors.fill: parent
                    round: false
                    // No badge: in a rate box a badge covers the rate itself ("45 spm" at
                    // 1280 × 720); the Coach dock beside it lists the hint.
                    badgeAt: "none"
                    visible: selector.turn.hintPreview.spm === option.modelData.spm
                }

                Column {
                    anchors { left: parent.left; right: parent.right; verticalCenter: parent.verticalCenter }
                    anchors { leftMargin: 12; rightMargin: 10 }
                    spacing: selector.compact ? 1 : 3
                    Flow {
                        width: parent.width
                        spacing: selector.narrow ? 3 : 10
                        Text {
                            id: spmText
                            textFormat: Text.PlainText
                            text: qsTr("%1 spm").arg(option.modelData.spm)
                            color: "#e8f1f8"
                            font.pixelSize: (selector.narrow ? 14 : selector.compact ? 17 : 20) * TextScale.factor
                            font.bold: true
                        }
                        Text { // "2 cards" beside the rate on a narrow board, the cost under them
                            textFormat: Text.PlainText
                            text: selector.narrow ? qsTr("%n card(s)", "", option.modelData.cards)
                                                  : qsTr("play %n card(s)", "", option.modelData.cards)
                            color: "#ffd28a"
                            font.pixelSize: (selector.narrow ? 11 : 13) * TextScale.factor
                        }
                    }
                    Text {
                        textFormat: Text.PlainText
                        visible: !selector.narrow
                        width: parent.width
                        text: option.modelData.effect
                        color: "#9fb6c8"
                        font.pixelSize: (selector.compact ? 12 : 13) * TextScale.factor
                        // On one line (a low option) it shrinks to fit, down to 11 px, rather than
                        // lose its end («Récupération : jusqu'à 2 endur…» at 150 % text).
                        readonly property bool oneLine: selector.optionHeight < 72 * TextScale.factor
                        wrapMode: oneLine ? Text.NoWrap : Text.Wrap
                        maximumLineCount: oneLine ? 1 : 2
                        fontSizeMode: oneLine ? Text.HorizontalFit : Text.FixedSize
                        minimumPixelSize: 11
                        elide: Text.ElideRight
                    }
                    Text { // what changing to the rate costs: shown at every width (issue 55)
                        objectName: "rateCost-" + option.modelData.spm
                        textFormat: Text.PlainText
                        visible: text !== ""
                        width: parent.width
                        text: option.modelData.cost
                        color: option.modelData.paid ? "#ff8f84" : "#7fc7a0"
                        font.pixelSize: (selector.compact ? 12 : 13) * TextScale.factor
                        font.bold: option.modelData.paid
                        wrapMode: selector.narrow ? Text.Wrap : Text.NoWrap
                        maximumLineCount: selector.narrow ? 2 : 1
                        elide: Text.ElideRight // never at the widths RowingBoard gives
                    }
                }
                MouseArea {
                    id: mouse
                    anchors.fill: parent
                    hoverEnabled: true
                    enabled: option.choosable
                    cursorShape: Qt.PointingHandCursor
                    onClicked: selector.turn.chooseRate(option.modelData.spm)
                }
            }
        }
    }
}
