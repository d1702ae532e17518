#pragma once

#include <QString>

class QWidget;

namespace cw {

// Text that came from a file or another person (course, tile, board, lane and seat names) is
// shown as written: a QLabel's default (Qt::AutoText) reads "<b>x</b>" as rich text, which once
// showed a course name bold and wrecked the dock layout (issue 56). Panels that show such text
// call plainLabels() once built; a label meant to be rich sets the property RichTextProperty.
namespace PlainText {

inline constexpr const char *RichTextProperty = "cwRichText";

// Every QLabel under `root` (and `root` itself when it is one) without RichTextProperty is set
// to Qt::PlainText.
void plainLabels(QWidget *root);

// `text` cut to at most `length` characters with "…": a long name in a summary would otherwise
// widen its dock (a word longer than a line does not wrap). The field keeps it whole.
QString shortened(const QString &text, int length = 60);

} // namespace PlainText

} // namespace cw
