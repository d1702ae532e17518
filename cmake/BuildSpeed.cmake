# What makes a fresh build fast on two cores (a clean clone's ./scripts/test, CI): precompiled
# headers (CW_PRECOMPILE_HEADERS) for the libraries (tests/CMakeLists.txt gives the shared test
# executables theirs) and unity builds of the libraries (CW_UNITY_BUILD). Parsing the Qt and
# standard headers again in every file was most of what a fresh build did.
# Both are off by default where ccache compiles (CMAKE_CXX_COMPILER_LAUNCHER), where a developer
# rebuilds often: a header precompiled in one checkout names its paths, so files compiled with it
# never come from a cache shared between checkouts, and a unity file recompiles all its sources
# when one of them changes. There the cache saves more.
if(CMAKE_CXX_COMPILER_LAUNCHER MATCHES "ccache")
    set(cw_fresh_build_default OFF)
else()
    set(cw_fresh_build_default ON)
endif()
option(CW_PRECOMPILE_HEADERS "Precompile the Qt and standard headers each layer includes most"
       ${cw_fresh_build_default})
option(CW_UNITY_BUILD "Compile each library's sources in batches, one compiler run per batch"
       ${cw_fresh_build_default})

# The headers, per layer. Only headers that never change with the project: changing one of ours
# must not rebuild a whole layer. Each list holds the one below it, as each layer links the one
# below.
set(CW_PCH_CORE
    <QCoreApplication> <QJsonArray> <QJsonDocument> <QJsonObject> <QList> <QObject> <QString>
    <QStringList>
    <algorithm> <array> <cstdint> <functional> <memory> <optional> <vector>)
set(CW_PCH_GUI ${CW_PCH_CORE} <QColor> <QImage> <QPainter> <QPainterPath> <QRectF>)
set(CW_PCH_WIDGETS ${CW_PCH_GUI}
    <QComboBox> <QEvent> <QFormLayout> <QLabel> <QLineEdit> <QPushButton> <QSpinBox>
    <QUndoCommand> <QUndoStack> <QVBoxLayout> <QWidget>)
# The QML headers are also what every file qmlcachegen writes for a QML file includes.
set(CW_PCH_QUICK ${CW_PCH_GUI}
    <QAbstractListModel> <QQmlEngine> <QQuickItem> <QVariantList>
    <QtQml/qjsengine.h> <QtQml/qqmlcomponent.h> <QtQml/qqmlcontext.h> <QtQml/qqmlprivate.h>)

# cw_precompile_headers(<target> <headers…>): <target> precompiles <headers> when
# CW_PRECOMPILE_HEADERS is on.
function(cw_precompile_headers target)
    if(CW_PRECOMPILE_HEADERS)
        target_precompile_headers(${target} PRIVATE ${ARGN})
    endif()
endfunction()

# cw_unity_build(<targets…>): each target compiles its sources in batches when CW_UNITY_BUILD is
# on. A batch is one file that includes its sources, so a name at namespace scope (anonymous
# namespaces and static functions included) must be unique within the target: two files defining
# the same one fail to build, and same-named helpers with different parameters would silently
# become overloads of each other, so each file's helpers are named for what they do there.
function(cw_unity_build)
    if(CW_UNITY_BUILD)
        set_target_properties(${ARGN} PROPERTIES UNITY_BUILD ON UNITY_BUILD_BATCH_SIZE 12)
    endif()
endfunction()

# cw_unity_build_by_folder(<target> <sources…>): as cw_unity_build, one batch per folder of the
# given sources (paths relative to the current source directory). For a target whose files each
# say "using namespace" for their own game: files of two games in one batch would see both.
function(cw_unity_build_by_folder target)
    if(NOT CW_UNITY_BUILD)
        return()
    endif()
    foreach(source IN LISTS ARGN)
        if(source MATCHES "^([^/]+)/[^/]+\\.cpp$")
            set_source_files_properties(${source} PROPERTIES UNITY_GROUP ${CMAKE_MATCH_1})
        endif()
    endforeach()
    set_target_properties(${target} PROPERTIES UNITY_BUILD ON UNITY_BUILD_MODE GROUP)
endfunction()
