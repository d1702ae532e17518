#pragma once

#include <QCoreApplication>
#include <QRectF>
#include <QSizeF>
#include <QString>

#include <optional>

namespace cw {

enum class Paper { A4, Letter };

// A sheet of paper as courses are printed on it: its size and orientation, and the margin every
// printer can reach (the print engine draws cut marks and labels in it). Millimetres throughout.
struct PageSpec {
    static constexpr double MarginMm = 10;

    Paper paper = Paper::A4;
    bool landscape = true;

    // The sheet, oriented: A4 landscape is 297 × 210 mm.
    QSizeF sizeMm() const;
    // The sheet less MarginMm on every side, in sheet coordinates.
    QRectF printableMm() const;
    // "a4" or "letter", as in course files and on the command line.
    QString key() const;
    static std::optional<Paper> paperFromKey(const QString &key);
    // "A4 landscape", translated.
    QString displayName() const;

    bool operator==(const PageSpec &) const = default;

    Q_DECLARE_TR_FUNCTIONS(cw::PageSpec)
};

} // namespace cw
