// The players: name and colour, who holds the life preserver, whose turn it is, the paddle cards
// left (counts only; this round's card face down until the reveal, then face up), both canoes
// with the gem each carries, and the play area with its progress toward the three ways to win
// (5 colours, 4 of one colour, 7 gems).
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Coursewright
import "../common"

Column {
    id: players

    property NiagaraTableModel table
    property var gemColours: []

    spacing: 6

    Repeater {
        model: players.table.players
        Rectangle {
            id: player
            required property var modelData
            objectName: "player_" + modelData.seat
            width: players.width
            height: body.implicitHeight + 14
            radius: 8
            color: modelData.acting ? "#24445c" : "#172d3d"
            border.color: modelData.acting ? modelData.colour : "#2a4356"
            border.width: modelData.acting ? 2 : 1
            Accessible.name: modelData.name + ". " + modelData.progress

            ColumnLayout {
                id: body
                anchors { left: parent.left; right: parent.right; top: parent.top; margins: 7 }
                spacing: 4
                RowLayout {
                    Layout.fillWidth: true
                    spacing: 8
                    Rectangle { width: 16; height: 16; radius: 8; color: player.modelData.colour }
                    Text {
                        Layout.fillWidth: true
                        text: player.modelData.name + (player.modelData.winner ? "  ★" : "")
                        color: player.modelData.winner ? "#ffd28a" : "#e8f1f8"
                        font.pixelSize: 15
                        font.bold: true
                        elide: Text.ElideRight
                    }
                    Rectangle { // the life preserver
                        visible: player.modelData.preserver
                        width: 22; height: 22; radius: 11
                        color: "transparent"
                        border.color: "#ff7b3a"
                        border.width: 6
                        MouseArea { id: ringMouse; anchors.fill: parent; hoverEnabled: true; acceptedButtons: Qt.NoButton }
                        ToolTip.visible: ringMouse.containsMouse
                        ToolTip.text: qsTr("Life preserver: this player chooses and moves first this round.")
                        Accessible.name: qsTr("Life preserver")
                    }
                    Row { // paddle cards: face down, counts only
                        spacing: 2
                        Repeater {
                            model: player.modelData.cardsLeft
                            Rectangle { width: 9; height: 14; radius: 2; color: "#5d4a2c"; border.color: "#a58b5c" }
                        }
                    }
                    Rectangle { // this round's card: face down, then revealed
                        visible: player.modelData.chosen || player.modelData.card >= 0
                        width: 22; height: 30; radius: 4
                        color: player.modelData.card >= 0 ? "#f3e3c0" : "#3a2b14"
                        border.color: "#f0a532"
                        Text {
                            anchors.centerIn: parent
                            text: player.modelData.card === 6 ? "☁" : player.modelData.card >= 0 ? player.modelData.card + 1 : "?"
                            color: player.modelData.card >= 0 ? "#2b2010" : "#ffd28a"
                            font.pixelSize: 15
                            font.bold: true
                        }
                        MouseArea { id: chosenMouse; anchors.fill: parent; hoverEnabled: true; acceptedButtons: Qt.NoButton }
                        ToolTip.visible: chosenMouse.containsMouse
                        ToolTip.text: player.modelData.card >= 0 ? qsTr("The card played this round, revealed.")
                                                                 : qsTr("A card chosen in secret: it stays face down until everyone has chosen.")
                    }
                }
                Text {
                    Layout.fillWidth: true
                    text: player.modelData.controller + " · " + qsTr("%n card(s) left", "", player.modelData.cardsLeft)
                          + (player.modelData.played !== "" ? " · " + qsTr("played: %1").arg(player.modelData.played) : "")
                    color: "#9fb6c8"
                    font.pixelSize: 12
                    elide: Text.ElideRight
                }
                RowLayout {
                    Layout.fillWidth: true
                    spacing: 10
                    Repeater { // both canoes
                        model: player.modelData.canoes
                        Row {
                            required property var modelData
                            required property int index
                            spacing: 4
                            opacity: modelData.where === 2 ? 0.45 : 1
                            Rectangle {
                                width: 30; height: 12; radius: 6
                                anchors.verticalCenter: parent.verticalCenter
                                color: modelData.where === 2 ? "#555f66" : player.modelData.colour
                                border.color: "#0b1822"
                                NiagaraGem {
                                    anchors.centerIn: parent
                                    visible: modelData.gem >= 0
                                    colour: Math.max(0, modelData.gem)
                                    palette: players.gemColours
                                    size: 13
                                }
                            }
                            Text {
                                text: modelData.label
                                color: modelData.where === 2 ? "#ff8a80" : "#c9d8e3"
                                font.pixelSize: 12
                                anchors.verticalCenter: parent.verticalCenter
                            }
                        }
                    }
                    Item { Layout.fillWidth: true }
                    Row { // the play area
                        spacing: 3
                        Repeater {
                            model: 5
                            Row {
                                required property int index
                                spacing: 0
                                opacity: player.modelData.playArea[index] > 0 ? 1 : 0.3
                                NiagaraGem { colour: index; palette: players.gemColours; size: 15 }
                                Text {
                                    text: player.modelData.playArea[index]
                                    color: "#e8f1f8"
                                    font.pixelSize: 12
                                    anchors.verticalCenter: parent.verticalCenter
                                }
                            }
                        }
                    }
                }
                Text {
                    Layout.fillWidth: true
                    text: player.modelData.progress
                    color: "#7f98ab"
                    font.pixelSize: 12
                    elide: Text.ElideRight
                    MouseArea { id: progressMouse; anchors.fill: parent; hoverEnabled: true; acceptedButtons: Qt.NoButton }
                    ToolTip.visible: progressMouse.containsMouse
                    ToolTip.text: qsTr("Gems landed in the play area. A player wins at the end of Phase II with 5 different colours, 4 of one colour, or 7 gems.")
                }
            }
        }
    }
}
