// The players, in a grid under the river: name and colour, who holds the life preserver, whose
// turn it is, the paddle cards left (a count only; this round's card face down until the reveal,
// then face up), both canoes with the gem each carries, and the play area with its progress
// toward the three ways to win (5 colours, 4 of one colour, 7 gems).
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Coursewright
import "../common"

Grid {
    id: players

    property NiagaraTableModel table
    property var gemColours: []
    readonly property int count: table.players.length
    readonly property real cardWidth: (width - (columns - 1) * spacing) / Math.max(1, columns)

    columns: count <= 3 ? Math.max(1, count) : Math.ceil(count / 2)
    spacing: 6

    Repeater {
        model: players.table.players
        Rectangle {
            id: player
            required property var modelData
            objectName: "player_" + modelData.seat
            width: players.cardWidth
            height: body.implicitHeight + 12
            radius: 8
            color: modelData.acting ? "#24445c" : "#172d3d"
            border.color: modelData.acting ? modelData.colour : "#2a4356"
            border.width: modelData.acting ? 2 : 1
            Accessible.name: modelData.name + ". " + modelData.progress

            ColumnLayout {
                id: body
                anchors { left: parent.left; right: parent.right; top: parent.top; margins: 6 }
                spacing: 3
                RowLayout {
                    Layout.fillWidth: true
                    spacing: 6
                    SeatMark { seat: player.modelData.seat; colour: player.modelData.colour; size: 18; border.width: 3 }
                    Text {
                        objectName: "playerName_" + player.modelData.seat
                        textFormat: Text.PlainText
                        Layout.fillWidth: true
                        text: player.modelData.name + (player.modelData.winner ? "  ★" : "")
                        color: player.modelData.winner ? "#ffd28a" : "#e8f1f8"
                        font.pixelSize: 14 * TextScale.factor
                        font.bold: true
                        elide: Text.ElideRight
                    }
                    Rectangle { // the life preserver
                        visible: player.modelData.preserver
                        width: 18; height: 18; radius: 9
                        color: "transparent"
                        border.color: "#ff7b3a"
                        border.width: 5
                        Accessible.name: qsTr("Life preserver")
                        HoverHandler { id: ringHover }
                        ToolTip.visible: ringHover.hovered
                        ToolTip.text: qsTr("Life preserver: this player chooses and moves first this round.")
                    }
                    Rectangle { // the paddle cards left, face down: a count
                        width: 24; height: 20; radius: 3
                        color: "#5d4a2c"
                        border.color: "#a58b5c"
                        Text {
                            textFormat: Text.PlainText
                            anchors.centerIn: parent
                            text: player.modelData.cardsLeft
                            color: "#f3e3c0"
                            font.pixelSize: 12 * TextScale.factor
                            font.bold: true
                        }
                        Accessible.name: qsTr("%n card(s) left", "", player.modelData.cardsLeft)
                        HoverHandler { id: cardsHover }
                        ToolTip.visible: cardsHover.hovered
                        ToolTip.text: qsTr("%n card(s) left", "", player.modelData.cardsLeft)
                                      + (player.modelData.played !== "" ? "\n" + qsTr("played: %1").arg(player.modelData.played) : "")
                    }
                    Rectangle { // this round's card: face down, then revealed
                        visible: player.modelData.chosen || player.modelData.card >= 0
                        width: 20; height: 26; radius: 4
                        color: player.modelData.card >= 0 ? "#f3e3c0" : "#3a2b14"
                        border.color: "#f0a532"
                        Text {
                            textFormat: Text.PlainText
                            anchors.centerIn: parent
                            text: player.modelData.card === 6 ? "☁" : player.modelData.card >= 0 ? player.modelData.card + 1 : "?"
                            color: player.modelData.card >= 0 ? "#2b2010" : "#ffd28a"
                            font.pixelSize: 14 * TextScale.factor
                            font.bold: true
                        }
                        HoverHandler { id: chosenHover }
                        ToolTip.visible: chosenHover.hovered
                        ToolTip.text: player.modelData.card >= 0 ? qsTr("The card played this round, revealed.")
                                                                 : qsTr("A card chosen in secret: it stays face down until everyone has chosen.")
                    }
                }
                Flow { // both canoes, then the play area
                    Layout.fillWidth: true
                    spacing: 8
                    Repeater {
                        model: player.modelData.canoes
                        Row {
                            id: canoe
                            required property var modelData
                            spacing: 3
                            opacity: modelData.where === 2 ? 0.5 : 1
                            Rectangle {
                                width: 28; height: 12; radius: 6
                                anchors.verticalCenter: parent.verticalCenter
                                color: canoe.modelData.where === 2 ? "#555f66" : player.modelData.colour
                                border.color: "#0b1822"
                                NiagaraGem {
                                    anchors.centerIn: parent
                                    visible: canoe.modelData.gem >= 0
                                    colour: Math.max(0, canoe.modelData.gem)
                                    palette: players.gemColours
                                    size: 13
                                }
                            }
                            Text {
                                textFormat: Text.PlainText
                                text: canoe.modelData.label
                                color: canoe.modelData.where === 2 ? "#ff8a80" : "#c9d8e3"
                                font.pixelSize: 12 * TextScale.factor
                                anchors.verticalCenter: parent.verticalCenter
                            }
                        }
                    }
                    Row { // the play area
                        objectName: "playArea_" + player.modelData.seat
                        spacing: 3
                        Repeater {
                            model: 5
                            Row {
                                id: playedGems
                                required property int index
                                opacity: player.modelData.playArea[index] > 0 ? 1 : 0.3
                                NiagaraGem { colour: playedGems.index; palette: players.gemColours; size: 15 }
                                Text {
                                    textFormat: Text.PlainText
                                    text: player.modelData.playArea[index]
                                    color: "#e8f1f8"
                                    font.pixelSize: 12 * TextScale.factor
                                    anchors.verticalCenter: parent.verticalCenter
                                }
                            }
                        }
                    }
                }
                Text { // wraps in a narrow card rather than cut the progress short
                    objectName: "progress_" + player.modelData.seat
                    textFormat: Text.PlainText
                    Layout.fillWidth: true
                    text: player.modelData.controller + " · " + player.modelData.progress
                    color: "#7f98ab"
                    font.pixelSize: 11 * TextScale.factor
                    wrapMode: Text.WordWrap
                    HoverHandler { id: progressHover }
                    ToolTip.visible: progressHover.hovered
                    ToolTip.text: player.modelData.progress + "\n" + qsTr("Gems landed in the play area. A player wins at the end of Phase II with 5 different colours, 4 of one colour, or 7 gems.")
                }
            }
        }
    }
}
