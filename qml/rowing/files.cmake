# The rowing race's board: its QML and view models, added to the "Coursewright" QML module by
# qml/CMakeLists.txt (Board.qml finds RowingBoard.qml by the game id "rowing").
list(APPEND board_qml_files
    rowing/RowingBoard.qml
    rowing/RowingCourseView.qml
    rowing/RowingBoat.qml
    rowing/RowingRateSelector.qml
    rowing/RowingHand.qml
    rowing/RowingActionPanel.qml
    rowing/RowingResults.qml
)
list(APPEND board_sources
    rowing/RowingBoardModel.h rowing/RowingBoardModel.cpp
    rowing/RowingHandModel.h rowing/RowingHandModel.cpp
    rowing/RowingTurnController.h rowing/RowingTurnController.cpp
    rowing/RowingCourseItem.h rowing/RowingCourseItem.cpp
    rowing/RowingPieceTexts.h rowing/RowingPieceTexts.cpp
    rowing/RowingDrawnCourse.h rowing/RowingDrawnCourse.cpp
)
list(APPEND board_include_dirs ${CMAKE_CURRENT_SOURCE_DIR}/rowing)
list(APPEND board_registrations rowing/RowingBoardRegistration.cpp)
