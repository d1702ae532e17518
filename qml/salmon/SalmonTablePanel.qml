// The table beside the river: each player (colour, name, who plays it, hand / draw / discard
// counts and Fatigue cards owned), the supply piles with their counts, the Fatigue deck, the
// cards resolved this turn in order and the latest die roll. Counts only: hands stay hidden.
import QtQuick
import QtQuick.Controls
import Coursewright
import "../common"

Rectangle {
    id: tablePanel

    required property var table // SalmonTableModel

    radius: 12
    color: "#172b3c"
    implicitHeight: column.implicitHeight + 24

    component Chip: Rectangle { // a small card: its colour, its icon, a count
        id: chip
        property string icon
        property real iconTurn: 0
        property string name
        property string effect
        property color accent
        property int count: -1
        property string toolTip: count >= 0 ? qsTr("%1 — %2. %n left in the supply.", "", count).arg(name).arg(effect)
                                            : name + " — " + effect
        Accessible.role: Accessible.StaticText
        Accessible.name: chip.toolTip
        HoverHandler { id: chipHover }
        ToolTip.visible: chipHover.hovered
        ToolTip.delay: 400
        ToolTip.text: chip.toolTip
        width: 44
        height: 58
        radius: 6
        color: "#fbf6e9"
        border.color: accent
        border.width: 2
        opacity: count === 0 ? 0.35 : 1
        Rectangle { anchors { left: parent.left; right: parent.right; top: parent.top; margins: 3 } height: 8; radius: 3; color: chip.accent }
        Image {
            visible: chip.icon !== ""
            anchors.centerIn: parent
            width: 26
            height: 26
            sourceSize.width: 64
            sourceSize.height: 64
            source: chip.icon
            rotation: chip.iconTurn
        }
        Rectangle {
            visible: chip.count >= 0
            anchors { right: parent.right; bottom: parent.bottom; margins: -5 }
            width: Math.max(20, countText.implicitWidth + 8)
            height: 20
            radius: 10
            color: "#0f1f2c"
            border.color: chip.accent
            Text { textFormat: Text.PlainText; id: countText; anchors.centerIn: parent; text: chip.count; color: "white"; font.pixelSize: 12 * TextScale.factor; font.bold: true }
        }
    }

    Column {
        id: column
        anchors { left: parent.left; right: parent.right; top: parent.top; margins: 12 }
        spacing: 10

        Repeater { // the players
            model: tablePanel.table.players
            Rectangle {
                id: playerRow
                required property var modelData
                objectName: "player-" + modelData.seat
                width: column.width
                // The counts under the name when beside it they would leave the name too little
                // room (French's longer captions at 150 % text cut "Saumon 1" to "Sau…").
                readonly property bool stacked: width - counts.width - 30 < 120 * TextScale.factor
                height: stacked ? badge.height + counts.height + 20 : 52
                radius: 8
                color: modelData.acting ? "#24445c" : "#1b3346"
                border.color: modelData.deciding ? "#f0a532" : "transparent"
                border.width: 2
                PlayerBadge {
                    id: badge
                    anchors { left: parent.left; leftMargin: 10 }
                    y: playerRow.stacked ? 8 : (playerRow.height - height) / 2
                    maximumWidth: playerRow.stacked ? parent.width - 20 : parent.width - counts.width - 30
                    name: playerRow.modelData.spawned ? qsTr("%1 (spawned)").arg(playerRow.modelData.name) : playerRow.modelData.name
                    colour: playerRow.modelData.colour
                    seat: playerRow.modelData.seat
                    detail: playerRow.modelData.controller
                    highlighted: playerRow.modelData.acting
                }
                Row {
                    id: counts
                    anchors { right: parent.right; rightMargin: 10 }
                    y: playerRow.stacked ? badge.y + badge.height + 4 : (playerRow.height - height) / 2
                    spacing: 12
                    Repeater {
                        model: [{ n: playerRow.modelData.handCount, label: qsTr("hand") },
                                { n: playerRow.modelData.drawCount, label: qsTr("draw") },
                                { n: playerRow.modelData.discardCount, label: qsTr("discard") },
                                { n: playerRow.modelData.fatigue, label: qsTr("fatigue") }]
                        Column {
                            id: pile
                            required property var modelData
                            Text { textFormat: Text.PlainText; anchors.horizontalCenter: parent.horizontalCenter; text: pile.modelData.n; color: "#e8f1f8"; font.pixelSize: 16 * TextScale.factor; font.bold: true }
                            Text { textFormat: Text.PlainText; anchors.horizontalCenter: parent.horizontalCenter; text: pile.modelData.label; color: "#7f98ab"; font.pixelSize: 11 * TextScale.factor }
                        }
                    }
                }
            }
        }

        Text { text: qsTr("Supply"); color: "#9fb6c8"; font.pixelSize: 13 * TextScale.factor; font.bold: true }
        Flow {
            objectName: "supply"
            width: parent.width
            spacing: 9
            Repeater {
                model: tablePanel.table.supply
                Chip {
                    required property var modelData
                    objectName: "supply-" + modelData.card
                    name: modelData.name
                    effect: modelData.effect
                    icon: modelData.icon
                    iconTurn: modelData.iconTurn
                    accent: modelData.colour
                    count: modelData.count
                }
            }
        }

        Row {
            id: thisTurn
            spacing: 10
            height: 62
            Text {
                anchors.verticalCenter: parent.verticalCenter
                text: qsTr("This turn:")
                color: "#9fb6c8"
                font.pixelSize: 13 * TextScale.factor
                font.bold: true
            }
            Repeater {
                model: tablePanel.table.playedThisTurn
                Row {
                    id: playedCard
                    required property var modelData
                    required property int index
                    spacing: 6
                    Text { visible: playedCard.index > 0; anchors.verticalCenter: parent.verticalCenter; text: "→"; color: "#7f98ab"; font.pixelSize: 16 * TextScale.factor }
                    Chip { icon: playedCard.modelData.icon; iconTurn: playedCard.modelData.iconTurn; accent: playedCard.modelData.colour; name: playedCard.modelData.name; effect: playedCard.modelData.effect }
                }
            }
            Text {
                visible: tablePanel.table.playedThisTurn.length === 0
                anchors.verticalCenter: parent.verticalCenter
                text: qsTr("no card yet")
                color: "#7f98ab"
                font.pixelSize: 13 * TextScale.factor
            }
            Item { width: 16; height: 1 }
            Rectangle { // the latest die roll
                objectName: "die"
                visible: tablePanel.table.lastDie > 0
                anchors.verticalCenter: parent.verticalCenter
                width: 40
                height: 40
                radius: 8
                color: "#fbf6e9"
                border.color: "#f0a532"
                border.width: 2
                Text { textFormat: Text.PlainText; anchors.centerIn: parent; text: tablePanel.table.lastDie; color: "#1d1405"; font.pixelSize: 22 * TextScale.factor; font.bold: true }
                SequentialAnimation on scale {
                    id: roll
                    running: false
                    NumberAnimation { from: 1.6; to: 1; duration: 400; easing.type: Easing.OutBack }
                }
                Connections {
                    target: tablePanel.table
                    property int previous: 0
                    function onStateChanged() {
                        if (tablePanel.table.lastDie !== previous && tablePanel.table.lastDie > 0)
                            roll.restart()
                        previous = tablePanel.table.lastDie
                    }
                }
            }
            Text {
                id: dieBeside
                // Beside the die where the row leaves it room, else under the row (at 150 %
                // text, after "no card yet", it ran past the side column's edge).
                readonly property bool fits: implicitWidth <= thisTurn.parent.width - x
                textFormat: Text.PlainText
                visible: tablePanel.table.lastDie > 0 && fits
                anchors.verticalCenter: parent.verticalCenter
                text: tablePanel.table.dieText
                color: "#9fb6c8"
                font.pixelSize: 12 * TextScale.factor
            }
        }
        Text {
            textFormat: Text.PlainText
            visible: tablePanel.table.lastDie > 0 && !dieBeside.fits
            width: parent.width
            wrapMode: Text.WordWrap
            text: dieBeside.text
            color: dieBeside.color
            font.pixelSize: dieBeside.font.pixelSize
        }
    }
}
