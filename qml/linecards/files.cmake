# Line cards' board: its QML and view models, added to the "Coursewright" QML module by
# qml/CMakeLists.txt (Board.qml finds LineCardsBoard.qml by the game id "linecards").
list(APPEND board_qml_files
    linecards/LineCardsBoard.qml
    linecards/LineCardsGrid.qml
    linecards/LineCardsPath.qml
    linecards/LineCardsHand.qml
)
list(APPEND board_sources
    linecards/LineCardsPieceTexts.h linecards/LineCardsPieceTexts.cpp
    linecards/LineCardsDrawnCourse.h linecards/LineCardsDrawnCourse.cpp
    linecards/LineCardsTableModel.h linecards/LineCardsTableModel.cpp
    linecards/LineCardsTurnController.h linecards/LineCardsTurnController.cpp
)
list(APPEND board_include_dirs ${CMAKE_CURRENT_SOURCE_DIR}/linecards)
list(APPEND board_registrations linecards/LineCardsBoardRegistration.cpp)
