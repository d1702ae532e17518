#pragma once

#include <QByteArray>

namespace cw {

// Where no GPU renders OpenGL (Mesa's llvmpipe, softpipe, SwiftShader: a CPU emulating one),
// Qt Quick's own software backend draws the board with a fraction of the CPU and memory. Call once
// after the QApplication exists and before the first QML view: it asks OpenGL for its renderer on
// an offscreen surface and, when that renderer is software, switches Qt Quick to its software
// backend. The user decides instead with QT_QUICK_BACKEND (Qt's own variable) or
// CW_QUICK_BACKEND=gpu (keep OpenGL) / =software (always software). Returns whether the software
// backend was chosen.
bool chooseQuickBackend();

// Whether an OpenGL renderer string (GL_RENDERER) names a software rasteriser.
bool isSoftwareRenderer(const QByteArray &renderer);

} // namespace cw
