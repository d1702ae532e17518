# The games this build holds, one folder name each. A game lives in folders of that name:
# models/<folder> (rules, course kind, AI), render/<folder> (drawing and print, QtGui only),
# editor/<folder> (its course kind's editor), qml/<folder> (its board) and tests/<folder>. Each
# folder registers what it adds in its own <Game>Registration.cpp (models/core/Registry.h), so
# adding a game means adding its folders and its name here, and nothing else shared.
set(CW_GAMES rowing salmon linecards niagara visions)

# cw_add_game_folders(): add_subdirectory() for each game folder in the current directory, in the
# order of CW_GAMES (the order of the registries: New Game's list, the editor's File > New).
macro(cw_add_game_folders)
    foreach(game IN LISTS CW_GAMES)
        if(EXISTS ${CMAKE_CURRENT_SOURCE_DIR}/${game}/CMakeLists.txt)
            add_subdirectory(${game})
        endif()
    endforeach()
endmacro()

# cw_add_registrations(<library> [LINK <Qt targets…>]): the object library
# <library>_registrations, to which each game folder adds its registration file
# (target_sources(<library>_registrations PRIVATE <Game>Registration.cpp)). Its objects are linked
# whole into every program that links <library>: from a static library the linker would drop
# them, since nothing refers to them by name. They compile with <library>'s include directories
# (transitively) and link only the Qt targets given: linking <library> itself would make a cycle.
function(cw_add_registrations library)
    cmake_parse_arguments(ARG "" "" "LINK" ${ARGN})
    add_library(${library}_registrations OBJECT)
    set_target_properties(${library}_registrations PROPERTIES AUTOMOC OFF)
    target_include_directories(${library}_registrations PRIVATE
        $<TARGET_PROPERTY:${library},INTERFACE_INCLUDE_DIRECTORIES>)
    target_link_libraries(${library}_registrations PRIVATE ${ARG_LINK})
    target_link_libraries(${library} INTERFACE $<TARGET_OBJECTS:${library}_registrations>)
endfunction()
