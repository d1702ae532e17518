#pragma once

#include <QCoreApplication>
#include <QJsonValue>
#include <QString>

#include <optional>

namespace cw {

// The one reader of JSON numbers for every file format (course files, game records, boards).
// JSON numbers are doubles: 1e300, 1.5 or -3 are all valid JSON, and converting one that does not
// fit to an integer is undefined behaviour. Every number a file states passes through here, so
// each is checked against its range before any conversion, and a wrong one gets the same honest
// message in every format.
class JsonNumber {
    Q_DECLARE_TR_FUNCTIONS(cw::JsonNumber)

public:
    // The range every formatVersion is read in (course files and game records): far beyond any
    // version there will be, and small enough for an int.
    static constexpr int MaxFormatVersion = 1000000;

    // `value` when it is a finite number in [minimum, maximum]. Otherwise nullopt, with *reason
    // set to "must be a number" or "must be between <minimum> and <maximum>, found <value>".
    static std::optional<double> read(const QJsonValue &value, double minimum, double maximum,
                                      QString *reason);
    // The same for a whole number; a fraction gives "must be a whole number, found 1.5". The
    // range must lie within ±2^53, where doubles hold every whole number exactly.
    static std::optional<qint64> readWhole(const QJsonValue &value, qint64 minimum, qint64 maximum,
                                           QString *reason);

    // A number as messages show it: "12", "1.5", "1e+300".
    static QString text(double number);
};

} // namespace cw
