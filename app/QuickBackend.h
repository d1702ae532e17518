#pragma once

namespace cw {

// Qt Quick draws with OpenGL where a context can be made, even a software rasteriser (llvmpipe:
// see QuickBackend.cpp for why), and with its own software backend where none can. Call once
// after the QApplication exists and before the first QML view. The user decides instead with
// QT_QUICK_BACKEND (Qt's own variable) or CW_QUICK_BACKEND=gpu / =software (always software, a
// fraction of the CPU and memory of llvmpipe). Returns whether the software backend was chosen.
bool chooseQuickBackend();

} // namespace cw
