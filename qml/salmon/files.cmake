# Salmon Run's board: its QML and view models, added to the "Coursewright" QML module by
# qml/CMakeLists.txt (Board.qml finds SalmonBoard.qml by the game id "salmon").
list(APPEND board_qml_files
    salmon/SalmonBoard.qml
    salmon/SalmonCourseView.qml
    salmon/SalmonToken.qml
    salmon/SalmonCard.qml
    salmon/SalmonHand.qml
    salmon/SalmonActionPanel.qml
    salmon/SalmonTablePanel.qml
    salmon/SalmonResults.qml
    salmon/SalmonSymbolKey.qml
)
list(APPEND board_sources
    salmon/SalmonPieceTexts.h salmon/SalmonPieceTexts.cpp
    salmon/SalmonDrawnCourse.h salmon/SalmonDrawnCourse.cpp
    salmon/SalmonCardText.h salmon/SalmonCardText.cpp
    salmon/SalmonBoardModel.h salmon/SalmonBoardModel.cpp
    salmon/SalmonCourseItem.h salmon/SalmonCourseItem.cpp
    salmon/SalmonTableModel.h salmon/SalmonTableModel.cpp
    salmon/SalmonHandModel.h salmon/SalmonHandModel.cpp
    salmon/SalmonTurnController.h salmon/SalmonTurnController.cpp salmon/SalmonPrompts.cpp
)
list(APPEND board_include_dirs ${CMAKE_CURRENT_SOURCE_DIR}/salmon)
list(APPEND board_registrations salmon/SalmonBoardRegistration.cpp)
