#pragma once

class QDir;

namespace cw {
class CourseEditorWindow;
}

// The editor's screens one after the other in `window` (already at its size), as PNG files in
// `dir` (see editor_screenshots.cpp, --screens). Returns the tool's exit code.
int editorScreens(cw::CourseEditorWindow &window, const QDir &dir);
