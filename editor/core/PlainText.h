#pragma once

#include <QMessageBox>
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

// `text` as a tool tip that shows it as written: QToolTip, like QLabel, reads text that looks like
// HTML as rich text, so a tile named "<b>x</b>" showed bold in the palette's tool tip. Empty stays
// empty (no tool tip).
QString toolTip(const QString &text);

// QMessageBox::warning() with its text shown as plain text (a message box's text is Qt::AutoText
// too, and a course's file name or a piece's name goes into it).
QMessageBox::StandardButton
warning(QWidget *parent, const QString &title, const QString &text,
        QMessageBox::StandardButtons buttons = QMessageBox::Ok,
        QMessageBox::StandardButton defaultButton = QMessageBox::NoButton);

} // namespace PlainText

} // namespace cw
