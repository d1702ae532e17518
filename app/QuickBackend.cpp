#include "QuickBackend.h"

#include <QOffscreenSurface>
#include <QOpenGLContext>
#include <QOpenGLFunctions>
#include <QQuickWindow>
#include <QSGRendererInterface>

#include <array>

namespace cw {

namespace {

// The renderer OpenGL reports here, or empty when no context can be made (no OpenGL at all).
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

bool isSoftwareRasteriser(QByteArrayView glRenderer)
{
    static constexpr std::array<QByteArrayView, 8> cpuRenderers = {
        "llvmpipe",    "softpipe", "swrast",      "lavapipe",
        "swiftshader", "software", "gdi generic", "microsoft basic render driver"};
    if (glRenderer.trimmed().isEmpty())
        return true;
    const QByteArray lower = glRenderer.toByteArray().toLower();
    for (QByteArrayView name : cpuRenderers)
        if (lower.contains(name))
            return true;
    return false;
}

bool softwareBackendWanted(QByteArrayView setting, const std::function<QByteArray()> &glRenderer)
{
    if (setting == "software")
        return true;
    if (setting == "opengl" || setting == "gpu")
        return false;
    return isSoftwareRasteriser(glRenderer());
}

bool chooseQuickBackend()
{
    if (!qEnvironmentVariableIsEmpty("QT_QUICK_BACKEND"))
        return qgetenv("QT_QUICK_BACKEND") == "software"; // Qt applies it itself
    const bool software = softwareBackendWanted(qgetenv("CW_QUICK_BACKEND"), openGlRenderer);
    if (software)
        QQuickWindow::setGraphicsApi(QSGRendererInterface::Software);
    return software;
}

} // namespace cw
