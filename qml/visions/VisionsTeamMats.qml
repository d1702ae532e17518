// The team mats: per team its colour and name, who plays it, how many Action and Tactics cards
// it holds (counts only: hands stay hidden), its time so far, and its riders with their class,
// fatigue T/P, bonus seconds and Bonus abilities. During the setup, a click on one of your
// waiting riders lines it up on the next start space.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Coursewright
import "../common"

Column {
    id: mats

    property VisionsTableModel table
    property VisionsTurnController turn

    spacing: 6

    Repeater {
        model: mats.table.teams
        Rectangle {
            id: mat
            required property var modelData
            objectName: "teamMat_" + modelData.seat
            width: mats.width
            height: body.implicitHeight + 12
            radius: 8
            color: modelData.acting ? "#24445c" : "#172d3d"
            border.color: modelData.acting ? modelData.colour : "#2a4356"
            border.width: modelData.acting ? 2 : 1
            Accessible.name: qsTr("%1: %n Action card(s), %2 Tactics", "", modelData.handCount)
                             .arg(modelData.name).arg(modelData.tacticsCount)

            ColumnLayout {
                id: body
                anchors { left: parent.left; right: parent.right; top: parent.top; margins: 6 }
                spacing: 4
                RowLayout {
                    Layout.fillWidth: true
                    spacing: 6
                    PlayerBadge {
                        Layout.fillWidth: true
                        name: mat.modelData.name
                        colour: mat.modelData.colour
                        seat: mat.modelData.seat
                        detail: mat.modelData.controller
                        highlighted: mat.modelData.acting
                        maximumWidth: width
                    }
                    Rectangle { // Action cards held: a count
                        width: 30; height: 24; radius: 4
                        color: "#f3e9d2"
                        border.color: "#a58b5c"
                        Text {
                            textFormat: Text.PlainText
                            anchors.centerIn: parent
                            text: mat.modelData.handCount
                            color: "#2b2010"
                            font.pixelSize: 13 * TextScale.factor
                            font.bold: true
                        }
                        HoverHandler { id: handHover }
                        ToolTip.visible: handHover.hovered
                        ToolTip.text: qsTr("%n Action card(s) in hand", "", mat.modelData.handCount)
                    }
                    Rectangle { // Tactics cards held: a count
                        width: 30; height: 24; radius: 4
                        color: "#5b3f8c"
                        border.color: "#b89cf0"
                        visible: mat.modelData.tacticsCount > 0
                        Text {
                            textFormat: Text.PlainText
                            anchors.centerIn: parent
                            text: mat.modelData.tacticsCount
                            color: "#f4ecff"
                            font.pixelSize: 13 * TextScale.factor
                            font.bold: true
                        }
                        HoverHandler { id: tacticsHover }
                        ToolTip.visible: tacticsHover.hovered
                        ToolTip.text: qsTr("%n Tactics card(s) in hand", "", mat.modelData.tacticsCount)
                    }
                }
                Flow { // the riders
                    Layout.fillWidth: true
                    spacing: 6
                    Repeater {
                        model: mat.modelData.riders
                        Row {
                            id: riderRow
                            required property var modelData
                            readonly property bool placeable: mats.turn.phase === VisionsTurnController.Place
                                && mats.turn.riderChoices.some(c => c.rider === modelData.rider)
                            spacing: 4
                            opacity: modelData.where === VisionsTableModel.Waiting && !placeable ? 0.6 : 1
                            VisionsRiderChit {
                                objectName: "matRider_" + riderRow.modelData.rider
                                rider: riderRow.modelData
                                size: 30
                                selectable: riderRow.placeable
                                onClicked: mats.turn.selectRider(riderRow.modelData.rider)
                            }
                            Column {
                                anchors.verticalCenter: parent.verticalCenter
                                Text {
                                    textFormat: Text.PlainText
                                    text: riderRow.modelData.temporary + " T · " + riderRow.modelData.permanent + " P"
                                          + (riderRow.modelData.bonus > 0 ? " · −" + riderRow.modelData.bonus + " s" : "")
                                    color: "#c9d8e3"
                                    font.pixelSize: 11 * TextScale.factor
                                }
                                Text {
                                    textFormat: Text.PlainText
                                    visible: text !== ""
                                    text: riderRow.modelData.where === VisionsTableModel.Finished ? qsTr("finished")
                                        : riderRow.modelData.where === VisionsTableModel.RoadSide ? qsTr("team car")
                                        : riderRow.modelData.abilities
                                    color: "#b89cf0"
                                    font.pixelSize: 10 * TextScale.factor
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}
