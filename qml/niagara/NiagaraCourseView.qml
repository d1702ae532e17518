// The river, scaled to fit its area: water, beach and rope, the discovery places with their gems,
// the spaces (their discs glide down in Phase III), the fork pointer, both waterfalls, every canoe,
// and the spaces the human's selected canoe may reach (click one to paddle there). All positions
// come from NiagaraBoardModel (NiagaraBoardLayout): nothing here knows the river's shape.
import QtQuick
import QtQuick.Controls
import Coursewright
import "../common"

Item {
    id: view
    // One node for a screen reader (issue 54): the targets drawn on it are its children, told
    // apart from the decision panel's buttons of the same names.
    Accessible.role: Accessible.Pane
    Accessible.name: qsTr("The river")

    property NiagaraBoardModel river
    property NiagaraTurnController turn
    property int mySeat: -1

    clip: true

    Item {
        id: canvas
        objectName: "niagaraCanvas"
        width: view.river.riverWidth
        height: view.river.riverHeight
        scale: width > 0 && height > 0 ? Math.min(view.width / width, view.height / height) : 1
        transformOrigin: Item.TopLeft
        x: (view.width - width * scale) / 2
        y: (view.height - height * scale) / 2

        Repeater { // the water
            model: view.river.channels
            Rectangle {
                required property var modelData
                readonly property real length: Math.hypot(modelData.x2 - modelData.x1, modelData.y2 - modelData.y1)
                x: (modelData.x1 + modelData.x2) / 2 - width / 2
                y: (modelData.y1 + modelData.y2) / 2 - height / 2
                width: length + 70
                height: 86
                radius: 43
                rotation: Math.atan2(modelData.y2 - modelData.y1, modelData.x2 - modelData.x1) * 180 / Math.PI
                color: "#1c5a80"
                border.color: "#2d7aa8"
                border.width: 2
            }
        }

        Rectangle { // the beach
            x: view.river.beach.x; y: view.river.beach.y
            width: view.river.beach.width; height: view.river.beach.height
            radius: 14
            color: "#6b5a3a"
            border.color: "#a58b5c"
            border.width: 2
            Text {
                objectName: "beachLabel"
                anchors { bottom: parent.top; bottomMargin: 4; horizontalCenter: parent.horizontalCenter }
                text: qsTr("Beach")
                color: "#e6d3a8"
                font.pixelSize: 18 * TextScale.factor
                font.bold: true
            }
            MouseArea { id: beachMouse; anchors.fill: parent; hoverEnabled: true; acceptedButtons: Qt.NoButton }
            ToolTip.visible: beachMouse.containsMouse
            ToolTip.text: qsTr("The beach: canoes wait here to launch, and a canoe that lands puts its gem in its player's play area.")
            ToolTip.delay: 400
        }
        Column { // the rope: new discs enter the river below it
            x: view.river.ropeX - 3
            y: view.river.ropeY - height / 2
            spacing: 6
            Repeater {
                model: 9
                Rectangle { width: 6; height: 12; radius: 3; color: "#e2c27a" }
            }
        }

        Repeater { // the waterfalls
            model: view.river.waterfalls
            Item {
                id: waterfall
                required property var modelData
                x: modelData.x - width / 2
                y: modelData.y - height / 2
                width: modelData.width
                height: modelData.height
                Rectangle {
                    anchors.fill: parent
                    radius: 8
                    gradient: Gradient {
                        GradientStop { position: 0; color: "#d9f1ff" }
                        GradientStop { position: 1; color: "#4c9ccc" }
                    }
                }
                Column {
                    anchors.centerIn: parent
                    spacing: 2
                    Repeater {
                        model: 4
                        Text { text: "»"; color: "#0f3552"; font.pixelSize: 22; font.bold: true } // fits the fall: no text size
                    }
                }
                MouseArea { id: waterfallMouse; anchors.fill: parent; hoverEnabled: true; acceptedButtons: Qt.NoButton }
                ToolTip.visible: waterfallMouse.containsMouse
                ToolTip.text: modelData.tip
                ToolTip.delay: 400
            }
        }

        Repeater { // the discovery places and the spaces they are beside
            model: view.river.places
            Item {
                id: place
                required property var modelData
                anchors.fill: parent
                Repeater {
                    model: place.modelData.links
                    Rectangle {
                        required property var modelData
                        readonly property real dx: modelData.x - place.modelData.x
                        readonly property real dy: modelData.y - place.modelData.y
                        x: (place.modelData.x + modelData.x) / 2 - width / 2
                        y: (place.modelData.y + modelData.y) / 2 - height / 2
                        width: Math.hypot(dx, dy)
                        height: 5
                        rotation: Math.atan2(dy, dx) * 180 / Math.PI
                        color: view.river.gemColours[place.modelData.colour]
                        opacity: 0.55
                    }
                }
                Rectangle {
                    objectName: "place_" + place.modelData.colour
                    x: place.modelData.x - width / 2
                    y: place.modelData.y - height / 2
                    width: view.river.placeRadius * 2
                    height: width
                    radius: width / 2
                    color: "#243b2a"
                    border.color: view.river.gemColours[place.modelData.colour]
                    border.width: 4
                    Accessible.name: place.modelData.tip
                    Grid { // the gems lying there, a stone per colour present with its count
                        anchors.centerIn: parent
                        columns: 2
                        spacing: 2
                        Repeater {
                            model: 5
                            Row {
                                id: gemCount
                                required property int index
                                visible: place.modelData.gems[index] > 0
                                spacing: 0
                                NiagaraGem { colour: gemCount.index; palette: view.river.gemColours; size: 17 }
                                Text {
                                    textFormat: Text.PlainText
                                    text: place.modelData.gems[index]
                                    color: "#ffffff"
                                    font.pixelSize: 14 * TextScale.factor
                                    font.bold: true
                                }
                            }
                        }
                    }
                    Text { // on the side away from the river, clear of the spaces' names
                        textFormat: Text.PlainText
                        y: place.modelData.nameBelow ? parent.height + 2 : -height - 2
                        anchors.horizontalCenter: parent.horizontalCenter
                        text: place.modelData.name
                        color: view.river.gemColours[place.modelData.colour]
                        font.pixelSize: 15 * TextScale.factor
                        font.bold: true
                    }
                    MouseArea { id: placeMouse; anchors.fill: parent; hoverEnabled: true; acceptedButtons: Qt.NoButton }
                    ToolTip.visible: placeMouse.containsMouse
                    ToolTip.text: place.modelData.tip
                    ToolTip.delay: 400
                }
            }
        }

        Repeater { // the river discs: they move, the spaces stay
            model: view.river.discCount
            Rectangle {
                required property int index
                readonly property var disc: view.river.discs[index] !== undefined ? view.river.discs[index] : ({x: 0, y: 0, shown: false})
                x: disc.x - width / 2
                y: disc.y - height / 2
                width: view.river.discRadius * 2
                height: width
                radius: width / 2
                opacity: disc.shown ? 1 : 0
                visible: opacity > 0.01
                color: "#2f7196"
                border.color: "#8cc7e8"
                border.width: 3
                Behavior on x { enabled: view.river.animate; NumberAnimation { duration: 520; easing.type: Easing.InOutQuad } }
                Behavior on y { enabled: view.river.animate; NumberAnimation { duration: 520; easing.type: Easing.InQuad } }
                Behavior on opacity { enabled: view.river.animate; NumberAnimation { duration: 400 } }
                Rectangle { // ripples
                    anchors.centerIn: parent
                    width: parent.width * 0.6; height: width; radius: width / 2
                    color: "transparent"
                    border.color: "#5aa6d0"
                    border.width: 2
                }
            }
        }

        Repeater { // the spaces: their names, their danger, their tool tips
            model: view.river.spaces
            Item {
                id: space
                required property var modelData
                objectName: "space_" + modelData.label
                x: modelData.x - width / 2
                y: modelData.y - height / 2
                width: view.river.discRadius * 2 + 8
                height: width
                Rectangle {
                    anchors.fill: parent
                    radius: width / 2
                    color: "transparent"
                    border.color: space.modelData.danger ? "#ff5a4f" : "transparent"
                    border.width: 4
                    SequentialAnimation on opacity {
                        running: space.modelData.danger && view.river.animate
                        loops: Animation.Infinite
                        NumberAnimation { from: 1; to: 0.35; duration: 600 }
                        NumberAnimation { from: 0.35; to: 1; duration: 600 }
                    }
                }
                Accessible.name: modelData.tip
                MouseArea { id: spaceMouse; anchors.fill: parent; hoverEnabled: true; acceptedButtons: Qt.NoButton }
                ToolTip.visible: spaceMouse.containsMouse
                ToolTip.text: modelData.tip
                ToolTip.delay: 400
            }
        }

        Repeater { // the spaces' names, above the disc and above every marker
            model: view.river.spaces
            Text {
                textFormat: Text.PlainText
                required property var modelData
                z: 6
                x: modelData.x - width / 2
                // On the side away from the space's place (the model's nameBelow). Never past
                // the view's top or bottom edge, which clips: a name grown with the text size (or
                // to its 11 px floor) slides over its disc instead.
                y: modelData.nameBelow
                   ? Math.min((view.height - canvas.y) / canvas.scale - height, modelData.y + view.river.discRadius - 2)
                   : Math.max(-canvas.y / canvas.scale, modelData.y - view.river.discRadius - height + 2)
                text: modelData.label
                color: "#e8f1f8"
                // Never under 11 px in the window, however small the river is scaled (the least
                // window's river, issue 55): the decision's buttons name the spaces ("L7 (+2)").
                font.pixelSize: Math.max(17, 11 / Math.max(0.05, canvas.scale)) * TextScale.factor
                font.bold: true
                style: Text.Outline
                styleColor: "#0b1822"
            }
        }

        Item { // the fork's pointer: the arm the next disc takes
            id: forkPointer
            objectName: "forkPointer"
            x: view.river.forkAt.x - 19
            y: view.river.forkAt.y - 19
            width: 38
            height: 38
            Rectangle {
                anchors.fill: parent
                radius: 19
                color: "#f0a532"
                border.color: "#1d1405"
                border.width: 2
            }
            Text {
                anchors.centerIn: parent
                text: "➜"
                rotation: view.river.forkRight ? 45 : -45
                color: "#1d1405"
                font.pixelSize: 26 // a mark drawn to fit its 38 px disc: it does not follow the text size
                font.bold: true
                Behavior on rotation { enabled: view.river.animate; NumberAnimation { duration: 300 } }
            }
            Accessible.name: view.river.forkTip
            MouseArea { id: forkMouse; anchors.fill: parent; hoverEnabled: true; acceptedButtons: Qt.NoButton }
            ToolTip.visible: forkMouse.containsMouse
            ToolTip.text: view.river.forkTip
            ToolTip.delay: 400
        }

        Repeater { // the canoes, in a fixed order so that each glides to its new place
            model: view.river.canoeCount
            NiagaraCanoe {
                required property int index
                objectName: "canoe_" + index
                piece: view.river.canoes[index] !== undefined ? view.river.canoes[index] : ({})
                palette: view.river.gemColours
                animate: view.river.animate
                mine: piece.seat === view.mySeat
                choosable: mine && view.turn.canoeChoices.some(choice => choice.canoe === piece.canoe)
                onClicked: if (piece.seat === view.mySeat) view.turn.selectCanoe(piece.canoe)
            }
        }

        Repeater { // where the selected canoe may paddle
            model: view.turn.targets
            Item {
                id: target
                required property var modelData
                // Bound to the river's properties, so that a ring follows a river laid out after
                // its target was made (a game opened, another river).
                readonly property var spot: modelData.space >= 0 ? view.river.spaces[modelData.space] : undefined
                readonly property point at: spot !== undefined ? Qt.point(spot.x, spot.y)
                                            : Qt.point(view.river.beach.x + view.river.beach.width / 2,
                                                       view.river.beach.y + view.river.beach.height / 2)
                objectName: "target_" + (modelData.space < 0 ? "beach" : modelData.label)
                x: at.x - width / 2
                y: at.y - height / 2
                width: view.river.discRadius * 2 + 18
                height: width
                z: 5
                Rectangle {
                    anchors.fill: parent
                    radius: width / 2
                    color: targetMouse.containsMouse ? "#40f0a532" : "#18f0a532"
                    border.color: target.modelData.danger ? "#ff5a4f" : target.modelData.focused ? "#ffffff" : "#f0a532"
                    border.width: target.modelData.focused ? 6 : 4
                }
                Rectangle { // the points the move keeps
                    // Left out where its figure would be drawn under 9 px (the least window's
                    // river at a large text size, where the space's name covers the whole ring):
                    // the decision's buttons say the points too ("L7 (+2)").
                    visible: target.modelData.left > 0 && badgeText.font.pixelSize * canvas.scale >= 9
                    anchors { right: parent.right; bottom: parent.bottom }
                    width: 34; height: 34; radius: 17
                    color: "#f0a532"
                    Text {
                        id: badgeText
                        textFormat: Text.PlainText
                        anchors.centerIn: parent
                        text: "+" + target.modelData.left
                        color: "#1d1405"
                        font.pixelSize: 16 * TextScale.factor
                        font.bold: true
                    }
                }
                Accessible.role: Accessible.Button
                Accessible.name: target.modelData.spoken
                Accessible.description: target.modelData.detail
                MouseArea {
                    id: targetMouse
                    anchors.fill: parent
                    hoverEnabled: true
                    cursorShape: Qt.PointingHandCursor
                    onClicked: view.turn.take(target.modelData.index)
                }
                ToolTip.visible: targetMouse.containsMouse
                ToolTip.text: target.modelData.label + "\n" + target.modelData.detail
                ToolTip.delay: 200
            }
        }

        // The coach's hint: the space (or the beach) the hinted move paddles to in a dashed ring,
        // else the canoe it moves in a dashed box. Its badge keeps the board's reading size
        // however small the river is scaled, and a canoe's on the beach goes under the beach,
        // clear of its name and of the other canoes (issue 35: a small badge over "Beach").
        HintMarker {
            readonly property var hinted: view.turn ? view.turn.hintPreview : ({})
            readonly property var piece: {
                if (hinted.canoe === undefined)
                    return undefined
                for (const p of view.river.canoes)
                    if (p.seat === view.mySeat && p.canoe === hinted.canoe)
                        return p
                return undefined
            }
            readonly property point at: hinted.space !== undefined
                                        ? (hinted.space >= 0 ? Qt.point(view.river.spaces[hinted.space].x, view.river.spaces[hinted.space].y)
                                                             : Qt.point(view.river.beach.x + view.river.beach.width / 2,
                                                                        view.river.beach.y + view.river.beach.height / 2))
                                        : piece !== undefined ? Qt.point(piece.x, piece.y) : Qt.point(0, 0)
            readonly property bool marksCanoe: hinted.space === undefined
            readonly property var beach: view.river.beach
            readonly property bool canoeOnBeach: marksCanoe && piece !== undefined && piece.onBeach === true
            visible: hinted.space !== undefined || piece !== undefined
            round: !marksCanoe
            width: marksCanoe ? 70 + 14 : view.river.discRadius * 2 + 34 // NiagaraCanoe: 70 × 24
            height: marksCanoe ? 24 + 14 : width
            x: at.x - width / 2
            y: at.y - height / 2
            badgeScale: Math.max(1, 1 / canvas.scale)
            badgeAt: canoeOnBeach || y < 24 * badgeScale ? "below" : "above" // room above for it
            badgeGap: canoeOnBeach ? beach.y + beach.height - (y + height) + 6 : 2
        }
    }
}
