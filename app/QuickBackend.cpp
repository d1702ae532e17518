#include "QuickBackend.h"

#include <QOffscreenSurface>
#include <QOpenGLContext>
#include <QOpenGLFunctions>
#include <QQuickWindow>
#include <QSGRendererInterface>

namespace cw {

namespace {

// The renderer OpenGL reports here, or empty when no context can be made (no OpenGL at all).
// A software rasteriser such as llvmpipe still counts as OpenGL: drawn by Qt Quick's software
// backend inside the main window (a QQuickWidget, Qt 6.4), Shape items are painted after
// everything else and unclipped, so Salmon Run's hexes covered the river's tool bar.
QByteArray openGlRenderer()
{
    QOpenGLContext context;
    if (!context.create())
        return {};
    QOffscreenSurface surface;
    surface.setFormat(context.format());
    surface.create();
    if (!surface.isValid() || !context.makeCurrent(&surface))
        return {};
    const auto *name =
        reinterpret_cast<const char *>(context.functions()->glGetString(GL_RENDERER));
    QByteArray renderer(name ? name : "");
    context.doneCurrent();
    return renderer;
}

} // namespace

bool chooseQuickBackend()
{
    if (!qEnvironmentVariableIsEmpty("QT_QUICK_BACKEND"))
        return qgetenv("QT_QUICK_BACKEND") == "software"; // Qt applies it itself
    const QByteArray wanted = qgetenv("CW_QUICK_BACKEND");
    bool software = wanted == "software";
    if (wanted.isEmpty() || wanted == "auto")
        software = openGlRenderer().isEmpty();
    if (software)
        QQuickWindow::setGraphicsApi(QSGRendererInterface::Software);
    return software;
}

} // namespace cw
