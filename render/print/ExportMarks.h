#pragma once

#include <QString>

namespace cw::print {

// How a file this program exported says so, and how a later export recognises it (issue 31: an
// export replaces only files it wrote itself). Every exported file names its maker
// (core/WriterName.h) where its format keeps one, near its start: a PDF's /Creator, an SVG page's
// <desc>, a PNG's "Software" text, a Tiled map's "generator" property.
namespace ExportMarks {

// Whether `path` is a regular file that one of those marks says Coursewright wrote, read from its
// first 4 KB. A course file (JSON) never is one.
bool isOurs(const QString &path);

// The description of an exported SVG page, "Coursewright · " + `text`: the mark isOurs() reads.
QString svgDescription(const QString &text);

} // namespace ExportMarks

} // namespace cw::print
