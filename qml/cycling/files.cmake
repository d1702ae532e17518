# Visions of Rainbows' board: its QML and view models, added to the "Coursewright" QML module by
# qml/CMakeLists.txt (Board.qml finds VisionsBoard.qml by the game id "visions-of-rainbows").
list(APPEND board_qml_files
    cycling/VisionsBoard.qml
    cycling/VisionsRoadView.qml
    cycling/VisionsRiderChit.qml
    cycling/VisionsTeamMats.qml
    cycling/VisionsActionPanel.qml
    cycling/VisionsPlayedCard.qml
    cycling/VisionsResults.qml
)
list(APPEND board_sources
    cycling/VisionsBoardLayout.h cycling/VisionsBoardLayout.cpp
    cycling/VisionsRiderText.h cycling/VisionsRiderText.cpp
    cycling/VisionsRoadModel.h cycling/VisionsRoadModel.cpp
    cycling/VisionsRoadItem.h cycling/VisionsRoadItem.cpp
    cycling/VisionsTableModel.h cycling/VisionsTableModel.cpp
    cycling/VisionsTurnController.h cycling/VisionsTurnController.cpp cycling/VisionsPrompts.cpp
)
list(APPEND board_include_dirs ${CMAKE_CURRENT_SOURCE_DIR}/cycling)
list(APPEND board_registrations cycling/VisionsBoardRegistration.cpp)
