# Niagara's board: its QML and view models, added to the "Coursewright" QML module by
# qml/CMakeLists.txt (Board.qml finds NiagaraBoard.qml by the game id "niagara").
list(APPEND board_qml_files
    niagara/NiagaraBoard.qml
    niagara/NiagaraCourseView.qml
    niagara/NiagaraCanoe.qml
    niagara/NiagaraGem.qml
    niagara/NiagaraHand.qml
    niagara/NiagaraActionPanel.qml
    niagara/NiagaraPlayers.qml
    niagara/NiagaraSymbolKey.qml
    niagara/NiagaraResults.qml
)
list(APPEND board_sources
    niagara/NiagaraPieceTexts.h niagara/NiagaraPieceTexts.cpp
    niagara/NiagaraDrawnCourse.h niagara/NiagaraDrawnCourse.cpp
    niagara/NiagaraBoardLayout.h niagara/NiagaraBoardLayout.cpp
    niagara/NiagaraRiverFlow.h niagara/NiagaraRiverFlow.cpp
    niagara/NiagaraBoardModel.h niagara/NiagaraBoardModel.cpp
    niagara/NiagaraTableModel.h niagara/NiagaraTableModel.cpp
    niagara/NiagaraTurnController.h niagara/NiagaraTurnController.cpp niagara/NiagaraPrompts.cpp
)
list(APPEND board_include_dirs ${CMAKE_CURRENT_SOURCE_DIR}/niagara)
list(APPEND board_registrations niagara/NiagaraBoardRegistration.cpp)
