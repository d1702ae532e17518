#pragma once

#include <QByteArray>
#include <QByteArrayView>

#include <functional>

namespace cw {

// Qt Quick draws with its own software backend where OpenGL would run on the CPU anyway (a
// software rasteriser such as Mesa's llvmpipe) or cannot run at all: there it takes a fraction of
// the CPU time and memory llvmpipe does (README, "Measured"). Everywhere else it draws with
// OpenGL. The user decides instead with QT_QUICK_BACKEND (Qt's own variable) or
// CW_QUICK_BACKEND=software / =opengl (=auto, or unset, is the choice above).
// Call once after the QApplication exists and before the first QML view. Returns whether the
// software backend was chosen.
bool chooseQuickBackend();

// Whether an OpenGL renderer string (GL_RENDERER) names a rasteriser that runs on the CPU:
// llvmpipe, softpipe, swrast, lavapipe, SwiftShader, any "Software" renderer ("Software
// Rasterizer", "Apple Software Renderer"), Windows' "GDI Generic" and "Microsoft Basic Render
// Driver" (case-insensitive, anywhere in the string, so
// zink over llvmpipe counts too). An empty string (no OpenGL) counts as one.
bool isSoftwareRasteriser(QByteArrayView glRenderer);

// The decision chooseQuickBackend makes from CW_QUICK_BACKEND's value: "software" → true,
// "opengl" (or "gpu") → false, anything else (auto) → isSoftwareRasteriser of what
// `glRenderer` returns; `glRenderer` is called only then (it makes an OpenGL context).
bool softwareBackendWanted(QByteArrayView setting, const std::function<QByteArray()> &glRenderer);

} // namespace cw
