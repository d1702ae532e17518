# Visions of Rainbows' board: its QML and view models, added to the "Coursewright" QML module by
# qml/CMakeLists.txt (Board.qml finds VisionsBoard.qml by the game id "visions").
list(APPEND board_qml_files
    visions/VisionsBoard.qml
    visions/VisionsCourseView.qml
    visions/VisionsRiderChit.qml
    visions/VisionsTeamMats.qml
    visions/VisionsActionPanel.qml
    visions/VisionsPlayedCard.qml
    visions/VisionsResults.qml
)
list(APPEND board_sources
    visions/VisionsPieceTexts.h visions/VisionsPieceTexts.cpp
    visions/VisionsDrawnCourse.h visions/VisionsDrawnCourse.cpp
    visions/VisionsBoardLayout.h visions/VisionsBoardLayout.cpp
    visions/VisionsRiderText.h visions/VisionsRiderText.cpp
    visions/VisionsBoardModel.h visions/VisionsBoardModel.cpp
    visions/VisionsCourseItem.h visions/VisionsCourseItem.cpp
    visions/VisionsTableModel.h visions/VisionsTableModel.cpp
    visions/VisionsTurnController.h visions/VisionsTurnController.cpp visions/VisionsPrompts.cpp
)
list(APPEND board_include_dirs ${CMAKE_CURRENT_SOURCE_DIR}/visions)
list(APPEND board_registrations visions/VisionsBoardRegistration.cpp)
