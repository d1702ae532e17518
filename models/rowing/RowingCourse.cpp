#include "RowingCourse.h"

#include "RowingCourseGeometry.h"
#include "core/HexColour.h"
#include "course/CourseHeader.h"
#include "course/CourseKindOf.h"

#include <QJsonArray>

#include <algorithm>
#include <cmath>

namespace cw::rowing {

namespace {

constexpr int MaxNameLength = CourseHeader::MaxNameLength;
constexpr int MaxSplitMetres = 1000000; // beyond any course; validate() names the real range
constexpr int MaxPaceLimit = 1000;

// Light water tints that print well and tell neighbouring lanes apart.
const char *const DefaultLaneColours[] = {"#d6ecf8", "#c3e1f3"};

void readLaneStyles(const QJsonObject &json, CourseJsonReader &reader, RowingCourse *course)
{
    const QString key = QStringLiteral("laneStyles");
    const std::optional<QJsonArray> styles =
        reader.array(json, {}, key, false, RowingCourse::MaxLanes);
    course->laneStyles.clear();
    for (int lane = 0; lane < course->lanes; ++lane) {
        LaneStyle style = RowingCourse::defaultLaneStyle(lane);
        if (styles && lane < styles->size()) {
            const QString path = CourseJsonReader::path(key, lane);
            if (!styles->at(lane).isObject()) {
                reader.fail(path, RowingCourse::tr("must be an object"));
            } else {
                const QJsonObject object = styles->at(lane).toObject();
                reader.string(object, path, QStringLiteral("name"), false, MaxNameLength,
                              &style.name);
                QString colour = style.colour;
                if (reader.string(object, path, QStringLiteral("colour"), false, 16, &colour)) {
                    if (HexColour::isValid(colour))
                        style.colour = colour.toLower();
                    else
                        reader.fail(CourseJsonReader::path(path, QStringLiteral("colour")),
                                    HexColour::problem(colour));
                }
            }
        }
        course->laneStyles.push_back(style);
    }
}

void readPrintLayout(const QJsonObject &json, CourseJsonReader &reader, RowingCourse *course)
{
    const QString key = QStringLiteral("print");
    const std::optional<QJsonObject> print = reader.object(json, {}, key, false);
    if (!print)
        return;
    RowingPrintLayout &layout = course->print;
    reader.number(*print, key, QStringLiteral("spaceMm"), false, RowingPrintLayout::MinMillimetres,
                  RowingPrintLayout::MaxMillimetres, &layout.spaceMm);
    reader.number(*print, key, QStringLiteral("laneMm"), false, RowingPrintLayout::MinMillimetres,
                  RowingPrintLayout::MaxMillimetres, &layout.laneMm);
    reader.wholeNumber(*print, key, QStringLiteral("stripSpaces"), false, 1,
                       RowingCourse::MaxSpaces, &layout.stripSpaces);
    CourseHeader::readPage(*print, key, reader, &layout.page);
}

} // namespace

QString RowingCourse::laneName(int lane) const
{
    const QString name =
        lane >= 0 && lane < int(laneStyles.size()) ? laneStyles[std::size_t(lane)].name : QString();
    return name.isEmpty() ? tr("Lane %1").arg(lane + 1) : name;
}

QString RowingCourse::laneColour(int lane) const
{
    return lane >= 0 && lane < int(laneStyles.size()) ? laneStyles[std::size_t(lane)].colour
                                                      : defaultLaneStyle(lane).colour;
}

LaneStyle RowingCourse::defaultLaneStyle(int lane)
{
    return {QString(), QString::fromLatin1(DefaultLaneColours[lane % 2])};
}

void RowingCourse::setLanes(int count)
{
    lanes = count;
    const std::size_t wanted = std::size_t(std::max(0, count));
    while (laneStyles.size() < wanted)
        laneStyles.push_back(defaultLaneStyle(int(laneStyles.size())));
    laneStyles.resize(wanted);
}

int RowingCourse::nearestSpaceBoundary(int metres) const
{
    const int space = int(std::lround(double(metres) / metresPerSpace));
    return std::clamp(space, 1, std::max(1, spaces)) * metresPerSpace;
}

RowingCourse RowingCourse::standard()
{
    RowingCourse course;
    course.name = tr("Standard 2000 m");
    course.spaces = 100;
    course.metresPerSpace = 20;
    course.sectorMetres = 500;
    // The rulebook's last line is at 1750 m, inside space 88, and is crossed on reaching it
    // (docs/rules/rowing.md, "The course"); 1760 m is that space's start, crossed at the same
    // moment and printed between two spaces.
    course.splitLines = {{500, 4}, {1000, 5}, {1500, 6}, {1760, 8}};
    course.setLanes(6);
    return course;
}

QJsonObject RowingCourse::toJson() const
{
    QJsonArray lines;
    for (const SplitLine &line : splitLines) {
        lines.append(QJsonObject{{QStringLiteral("metres"), line.metres},
                                 {QStringLiteral("paceLimit"), line.paceLimit}});
    }
    QJsonArray styles;
    for (int lane = 0; lane < lanes; ++lane) {
        const LaneStyle style =
            lane < int(laneStyles.size()) ? laneStyles[std::size_t(lane)] : defaultLaneStyle(lane);
        styles.append(QJsonObject{{QStringLiteral("name"), style.name},
                                  {QStringLiteral("colour"), style.colour}});
    }
    QJsonObject printJson{{QStringLiteral("spaceMm"), print.spaceMm},
                          {QStringLiteral("laneMm"), print.laneMm},
                          {QStringLiteral("stripSpaces"), print.stripSpaces}};
    CourseHeader::writePage(print.page, &printJson);
    QJsonObject json = CourseHeader::write(QStringLiteral("rowing"), FormatVersion, name);
    json.insert(QStringLiteral("lanes"), lanes);
    json.insert(QStringLiteral("spaces"), spaces);
    json.insert(QStringLiteral("metresPerSpace"), metresPerSpace);
    json.insert(QStringLiteral("sectorMetres"), sectorMetres);
    json.insert(QStringLiteral("splitLines"), lines);
    json.insert(QStringLiteral("laneStyles"), styles);
    json.insert(QStringLiteral("print"), printJson);
    return json;
}

// Split lines stay in file order, so that problems name the lines as they appear in the file and
// the editor's indices stay put while a line is dragged past another.
std::optional<RowingCourse> RowingCourse::read(const QJsonObject &json, CourseProblems *problems)
{
    const qsizetype problemsBefore = problems->size();
    CourseJsonReader reader(problems);
    RowingCourse course;

    CourseHeader::read(json, reader, QStringLiteral("rowing"), FormatVersion, &course.name);
    reader.wholeNumber(json, {}, QStringLiteral("lanes"), true, MinLanes, MaxLanes, &course.lanes);
    reader.wholeNumber(json, {}, QStringLiteral("spaces"), true, 1, MaxSpaces, &course.spaces);
    reader.wholeNumber(json, {}, QStringLiteral("metresPerSpace"), true, 1, MaxMetresPerSpace,
                       &course.metresPerSpace);
    reader.wholeNumber(json, {}, QStringLiteral("sectorMetres"), false,
                       RowingCourseLimits::MinSectorMetres, RowingCourseLimits::MaxSectorMetres,
                       &course.sectorMetres);

    const QString linesKey = QStringLiteral("splitLines");
    if (const std::optional<QJsonArray> lines =
            reader.array(json, {}, linesKey, true, MaxSplitLines)) {
        for (qsizetype i = 0; i < lines->size(); ++i) {
            const QString path = CourseJsonReader::path(linesKey, i);
            if (!lines->at(i).isObject()) {
                reader.fail(path, tr("must be an object"));
                continue;
            }
            const QJsonObject object = lines->at(i).toObject();
            SplitLine line;
            const bool metresOk = reader.wholeNumber(object, path, QStringLiteral("metres"), true,
                                                     -MaxSplitMetres, MaxSplitMetres, &line.metres);
            const bool limitOk = reader.wholeNumber(object, path, QStringLiteral("paceLimit"), true,
                                                    -MaxPaceLimit, MaxPaceLimit, &line.paceLimit);
            if (metresOk && limitOk)
                course.splitLines.push_back(line);
        }
    }
    if (problems->size() == problemsBefore) // lane styles need a sound lane count
        readLaneStyles(json, reader, &course);
    readPrintLayout(json, reader, &course);

    if (problems->size() > problemsBefore)
        return std::nullopt;
    return course;
}

std::optional<RowingCourse> RowingCourse::fromJson(const QJsonObject &json,
                                                   CourseProblems *problems)
{
    return CourseKindOf<RowingCourse>::playable(json, problems);
}

CourseProblems RowingCourse::validate(const CourseCheckOptions &options) const
{
    CourseProblems problems;
    const QString linesKey = QStringLiteral("splitLines");
    for (std::size_t i = 0; i < splitLines.size(); ++i) {
        const SplitLine &line = splitLines[i];
        const QString path = CourseJsonReader::path(linesKey, qsizetype(i));
        const QString metresPath = CourseJsonReader::path(path, QStringLiteral("metres"));
        // A line at 0 m or less can never be crossed (boats start on space 0); one beyond the
        // finish would never be reached.
        if (line.metres <= 0 || line.metres > lengthMetres()) {
            problems.append(CourseProblem::error(
                metresPath,
                tr("%1 m is outside the course (1 to %2 m)").arg(line.metres).arg(lengthMetres())));
        }
        // A line inside a space is crossed on reaching that space (docs/rules/rowing.md,
        // "The course"), but printed it runs through the space's middle, and players at the table
        // cannot tell which side a boat standing there is on.
        else if (!onSpaceBoundary(line.metres)) {
            const int space = crossingSpace(line);
            problems.append(CourseProblem::warning(
                metresPath, tr("the split line at %1 m cuts through space %2 (%3 to %4 m); put it "
                               "at %4 m, where it is crossed on the same space")
                                .arg(line.metres)
                                .arg(space)
                                .arg((space - 1) * metresPerSpace)
                                .arg(space * metresPerSpace)));
        }
        for (std::size_t j = 0; j < i; ++j) {
            if (splitLines[j].metres == line.metres) {
                problems.append(CourseProblem::error(
                    metresPath, tr("another split line is already at %1 m").arg(line.metres)));
                break;
            }
            if (crossingSpace(splitLines[j]) == crossingSpace(line)) {
                problems.append(CourseProblem::warning(
                    metresPath, tr("crossed on the same space (%1) as the %2 m line: a boat pays "
                                   "at both at once")
                                    .arg(crossingSpace(line))
                                    .arg(splitLines[j].metres)));
                break;
            }
        }
        if (line.paceLimit < 1)
            problems.append(
                CourseProblem::error(CourseJsonReader::path(path, QStringLiteral("paceLimit")),
                                     tr("must be at least 1, found %1").arg(line.paceLimit)));
    }

    if (options.seats > lanes)
        problems.append(CourseProblem::error(
            QStringLiteral("lanes"), tr("%1 lanes cannot hold the %2 boats chosen for the game")
                                         .arg(lanes)
                                         .arg(options.seats)));

    // Strips are printed one to a sheet when they fit; one that does not is tiled across sheets,
    // which a designer usually wants to know about but need not fix.
    const PageSpec page = options.page.value_or(print.page);
    const QSizeF printable = page.printableMm().size();
    const RowingCourseGeometry geometry(*this);
    int tooLarge = 0;
    QSizeF largest;
    for (const RowingCourseGeometry::Strip &strip : geometry.strips()) {
        if (strip.rect.width() > printable.width() + 1e-6 ||
            strip.rect.height() > printable.height() + 1e-6) {
            ++tooLarge;
            largest = largest.expandedTo(strip.rect.size());
        }
    }
    if (tooLarge > 0) {
        problems.append(CourseProblem::warning(
            QStringLiteral("print.stripSpaces"),
            tr("%n strip(s) of up to %1 × %2 mm do not fit the %3 × %4 mm printable area of %5 "
               "and will be tiled across several sheets",
               nullptr, tooLarge)
                .arg(std::ceil(largest.width()))
                .arg(std::ceil(largest.height()))
                .arg(printable.width())
                .arg(printable.height())
                .arg(page.displayName())));
    }
    return problems;
}

} // namespace cw::rowing
