#include "RowingCourse.h"

#include <QJsonArray>

#include <algorithm>
#include <cmath>

namespace cw::rowing {

namespace {

constexpr int FormatVersion = 1;
constexpr int MaxSpaces = 1000;
constexpr int MaxMetresPerSpace = 1000;
constexpr int MaxSplitLines = 100;

// Reads a whole number field. Returns false and appends "<field>: <reason>" when the value is
// missing (and required), not a number, not whole or beyond any sensible course size.
bool readInt(const QJsonObject &json, const QString &key, const QString &field, bool required,
             int *out, QStringList *problems)
{
    const QJsonValue value = json.value(key);
    if (value.isUndefined()) {
        if (required)
            problems->append(RowingCourse::tr("%1: missing").arg(field));
        return !required;
    }
    if (!value.isDouble()) {
        problems->append(RowingCourse::tr("%1: must be a number").arg(field));
        return false;
    }
    const double number = value.toDouble();
    if (!std::isfinite(number) || std::floor(number) != number || std::abs(number) > 1e9) {
        problems->append(
            RowingCourse::tr("%1: must be a whole number, found %2").arg(field).arg(number));
        return false;
    }
    *out = int(number);
    return true;
}

} // namespace

RowingCourse RowingCourse::standard()
{
    RowingCourse course;
    course.name = tr("Standard 2000 m");
    course.lanes = 6;
    course.spaces = 100;
    course.metresPerSpace = 20;
    course.sectorMetres = 500;
    course.splitLines = {{500, 4}, {1000, 5}, {1500, 6}, {1750, 8}};
    return course;
}

QJsonObject RowingCourse::toJson() const
{
    QJsonArray lines;
    for (const SplitLine &line : splitLines) {
        lines.append(QJsonObject{{QStringLiteral("metres"), line.metres},
                                 {QStringLiteral("paceLimit"), line.paceLimit}});
    }
    return QJsonObject{{QStringLiteral("kind"), QStringLiteral("rowing")},
                       {QStringLiteral("formatVersion"), FormatVersion},
                       {QStringLiteral("name"), name},
                       {QStringLiteral("lanes"), lanes},
                       {QStringLiteral("spaces"), spaces},
                       {QStringLiteral("metresPerSpace"), metresPerSpace},
                       {QStringLiteral("sectorMetres"), sectorMetres},
                       {QStringLiteral("splitLines"), lines}};
}

// Structural checks (types, missing fields) happen here; rule checks are validate()'s, so that the
// editor checks a course in memory with exactly the rules a file is read with. Split lines are
// sorted by distance after validation, so problems name the lines as they appear in the file.
std::optional<RowingCourse> RowingCourse::fromJson(const QJsonObject &json, QStringList *problems)
{
    const qsizetype problemsBefore = problems->size();
    RowingCourse course;

    const QJsonValue kind = json.value(QStringLiteral("kind"));
    if (!kind.isString())
        problems->append(tr("kind: missing or not a string (expected \"rowing\")"));
    else if (kind.toString() != QLatin1String("rowing"))
        problems->append(tr("kind: expected \"rowing\", found \"%1\"").arg(kind.toString()));

    int version = FormatVersion;
    if (readInt(json, QStringLiteral("formatVersion"), QStringLiteral("formatVersion"), false,
                &version, problems) &&
        version > FormatVersion) {
        problems->append(
            tr("formatVersion: %1 is newer than this version of Coursewright reads (%2)")
                .arg(version)
                .arg(FormatVersion));
    }

    const QJsonValue name = json.value(QStringLiteral("name"));
    if (!name.isUndefined() && !name.isString())
        problems->append(tr("name: must be a string"));
    course.name = name.toString();

    readInt(json, QStringLiteral("lanes"), QStringLiteral("lanes"), true, &course.lanes, problems);
    readInt(json, QStringLiteral("spaces"), QStringLiteral("spaces"), true, &course.spaces,
            problems);
    readInt(json, QStringLiteral("metresPerSpace"), QStringLiteral("metresPerSpace"), true,
            &course.metresPerSpace, problems);
    readInt(json, QStringLiteral("sectorMetres"), QStringLiteral("sectorMetres"), false,
            &course.sectorMetres, problems);

    const QJsonValue lines = json.value(QStringLiteral("splitLines"));
    if (lines.isUndefined()) {
        problems->append(tr("splitLines: missing"));
    } else if (!lines.isArray()) {
        problems->append(tr("splitLines: must be an array"));
    } else {
        const QJsonArray array = lines.toArray();
        if (array.size() > MaxSplitLines)
            problems->append(
                tr("splitLines: at most %1 lines, found %2").arg(MaxSplitLines).arg(array.size()));
        for (qsizetype i = 0; i < array.size() && i < MaxSplitLines; ++i) {
            const QString field = QStringLiteral("splitLines[%1]").arg(i);
            if (!array.at(i).isObject()) {
                problems->append(tr("%1: must be an object").arg(field));
                continue;
            }
            const QJsonObject object = array.at(i).toObject();
            SplitLine line;
            const bool metresOk =
                readInt(object, QStringLiteral("metres"), field + QStringLiteral(".metres"), true,
                        &line.metres, problems);
            const bool limitOk =
                readInt(object, QStringLiteral("paceLimit"), field + QStringLiteral(".paceLimit"),
                        true, &line.paceLimit, problems);
            if (metresOk && limitOk)
                course.splitLines.push_back(line);
        }
    }

    if (problems->size() > problemsBefore)
        return std::nullopt;
    const QStringList rules = course.validate();
    if (!rules.isEmpty()) {
        problems->append(rules);
        return std::nullopt;
    }
    std::stable_sort(course.splitLines.begin(), course.splitLines.end(),
                     [](const SplitLine &a, const SplitLine &b) { return a.metres < b.metres; });
    return course;
}

QStringList RowingCourse::validate() const
{
    QStringList problems;
    if (lanes < MinLanes || lanes > MaxLanes)
        problems.append(tr("lanes: must be between %1 and %2, found %3")
                            .arg(MinLanes)
                            .arg(MaxLanes)
                            .arg(lanes));
    if (spaces < 1 || spaces > MaxSpaces)
        problems.append(
            tr("spaces: must be between 1 and %1, found %2").arg(MaxSpaces).arg(spaces));
    if (metresPerSpace < 1 || metresPerSpace > MaxMetresPerSpace)
        problems.append(tr("metresPerSpace: must be between 1 and %1, found %2")
                            .arg(MaxMetresPerSpace)
                            .arg(metresPerSpace));
    if (sectorMetres < 1)
        problems.append(tr("sectorMetres: must be at least 1, found %1").arg(sectorMetres));
    if (int(splitLines.size()) > MaxSplitLines)
        problems.append(
            tr("splitLines: at most %1 lines, found %2").arg(MaxSplitLines).arg(splitLines.size()));

    const bool geometryOk = problems.isEmpty();
    for (std::size_t i = 0; i < splitLines.size(); ++i) {
        const SplitLine &line = splitLines[i];
        const QString field = QStringLiteral("splitLines[%1]").arg(i);
        // A line at 0 m or less can never be crossed (boats start on space 0); one beyond the
        // finish would never be reached.
        if (geometryOk && (line.metres <= 0 || line.metres > lengthMetres()))
            problems.append(tr("%1.metres: %2 m is outside the course (1 to %3 m)")
                                .arg(field)
                                .arg(line.metres)
                                .arg(lengthMetres()));
        for (std::size_t j = 0; j < i; ++j) {
            if (splitLines[j].metres == line.metres) {
                problems.append(tr("%1.metres: another split line is already at %2 m")
                                    .arg(field)
                                    .arg(line.metres));
                break;
            }
        }
        if (line.paceLimit < 1)
            problems.append(
                tr("%1.paceLimit: must be at least 1, found %2").arg(field).arg(line.paceLimit));
    }
    return problems;
}

} // namespace cw::rowing
