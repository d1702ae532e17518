# Precompiled headers (CW_PRECOMPILE_HEADERS) for the libraries; tests/CMakeLists.txt gives the
# shared test executables theirs. Parsing the Qt and standard headers again in every file was
# most of what a fresh build does on two cores. Off by default where ccache compiles
# (CMAKE_CXX_COMPILER_LAUNCHER): a header precompiled in one checkout names its paths, so files
# compiled with it never come from a cache shared between checkouts, and that cache saves more.
if(CMAKE_CXX_COMPILER_LAUNCHER MATCHES "ccache")
    set(cw_precompile_default OFF)
else()
    set(cw_precompile_default ON)
endif()
option(CW_PRECOMPILE_HEADERS "Precompile the Qt and standard headers each layer includes most"
       ${cw_precompile_default})

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
