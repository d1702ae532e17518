#include "RowingCourseDocument.h"

#include "RowingAddSplitLine.h"
#include "RowingRemoveSplitLine.h"
#include "rowing/RowingCourseGeometry.h"

#include <QHash>
#include <QRegularExpression>
#include <QUndoStack>

#include <algorithm>
#include <numeric>

namespace cw::rowing {

namespace {
constexpr int FallbackPaceLimit = 4;
}

RowingCourseDocument::RowingCourseDocument(const RowingCourse &course, QObject *parent)
    : CourseDocumentOf(course, parent)
{
}

void RowingCourseDocument::courseReplaced()
{
    if ((selection().element == laneElement() && selection().index >= course().lanes) ||
        (selection().element == splitLineElement() &&
         selection().index >= int(course().splitLines.size())))
        selectCourse();
}

int RowingCourseDocument::selectedLane() const
{
    return selection().element == laneElement() ? selection().index : -1;
}

int RowingCourseDocument::selectedSplitLine() const
{
    return selection().element == splitLineElement() ? selection().index : -1;
}

std::vector<int> RowingCourseDocument::fileOrder() const
{
    std::vector<int> order(course().splitLines.size());
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(), [this](int a, int b) {
        return course().splitLines[std::size_t(a)].metres <
               course().splitLines[std::size_t(b)].metres;
    });
    return order;
}

int RowingCourseDocument::fileIndexOfSplitLine(int index) const
{
    const std::vector<int> order = fileOrder();
    const auto it = std::find(order.begin(), order.end(), index);
    return it == order.end() ? -1 : int(it - order.begin());
}

int RowingCourseDocument::splitLineOfFileIndex(int fileIndex) const
{
    const std::vector<int> order = fileOrder();
    return fileIndex >= 0 && fileIndex < int(order.size()) ? order[std::size_t(fileIndex)] : -1;
}

int RowingCourseDocument::freeSplitDistance() const
{
    std::vector<int> marks{0, course().lengthMetres()};
    for (const SplitLine &line : course().splitLines)
        marks.push_back(std::clamp(line.metres, 0, course().lengthMetres()));
    std::sort(marks.begin(), marks.end());
    int best = 0;
    for (std::size_t i = 1; i < marks.size(); ++i)
        if (marks[i] - marks[i - 1] > marks[best + 1] - marks[best])
            best = int(i - 1);
    return course().nearestSpaceBoundary((marks[std::size_t(best)] + marks[std::size_t(best) + 1]) /
                                         2);
}

int RowingCourseDocument::defaultPaceLimit(int metres) const
{
    const SplitLine *before = nullptr;
    for (const SplitLine &line : course().splitLines)
        if (line.metres <= metres && (!before || line.metres > before->metres))
            before = &line;
    return before ? std::max(before->paceLimit, 1) : FallbackPaceLimit;
}

QJsonObject RowingCourseDocument::toJson() const
{
    RowingCourse sorted = course();
    sorted.splitLines.clear();
    for (int index : fileOrder())
        sorted.splitLines.push_back(course().splitLines[std::size_t(index)]);
    return sorted.toJson();
}

// Paths as the rules write them: "splitLines[2].metres" (in file order), "laneStyles[1].colour";
// anything else ("lanes", "print.laneMm", "") is a property of the course.
CourseSelection RowingCourseDocument::selectionForPath(const QString &path) const
{
    static const QRegularExpression element(QStringLiteral("^(splitLines|laneStyles)\\[(\\d+)\\]"));
    const QRegularExpressionMatch match = element.match(path);
    if (!match.hasMatch())
        return {};
    const int index = match.captured(2).toInt();
    if (match.captured(1) == QLatin1String("splitLines")) {
        const int line = splitLineOfFileIndex(index);
        return line >= 0 ? CourseSelection{splitLineElement(), line} : CourseSelection{};
    }
    return index < course().lanes ? CourseSelection{laneElement(), index} : CourseSelection{};
}

QString RowingCourseDocument::describePath(const QString &path) const
{
    static const QRegularExpression element(
        QStringLiteral("^(splitLines|laneStyles)\\[(\\d+)\\](?:\\.(\\w+))?$"));
    const QRegularExpressionMatch match = element.match(path);
    if (match.hasMatch()) {
        const int index = match.captured(2).toInt();
        const QString field = match.captured(3);
        if (match.captured(1) == QLatin1String("splitLines")) {
            const int line = splitLineOfFileIndex(index);
            if (line < 0)
                return path;
            const QString name =
                tr("Split line at %1 m").arg(course().splitLines[std::size_t(line)].metres);
            if (field == QLatin1String("paceLimit"))
                return tr("%1: pace limit").arg(name);
            return name;
        }
        if (index >= course().lanes)
            return path;
        if (field == QLatin1String("colour"))
            return tr("%1: colour").arg(course().laneName(index));
        return course().laneName(index);
    }
    static const QHash<QString, const char *> fields = {
        {QStringLiteral("name"), QT_TR_NOOP("Course name")},
        {QStringLiteral("lanes"), QT_TR_NOOP("Lanes")},
        {QStringLiteral("spaces"), QT_TR_NOOP("Spaces")},
        {QStringLiteral("metresPerSpace"), QT_TR_NOOP("Metres per space")},
        {QStringLiteral("sectorMetres"), QT_TR_NOOP("Sector bands")},
        {QStringLiteral("print.spaceMm"), QT_TR_NOOP("Print: space length")},
        {QStringLiteral("print.laneMm"), QT_TR_NOOP("Print: lane width")},
        {QStringLiteral("print.stripSpaces"), QT_TR_NOOP("Print: spaces per strip")},
        {QStringLiteral("print.paper"), QT_TR_NOOP("Print: paper")},
        {QStringLiteral("print.landscape"), QT_TR_NOOP("Print: orientation")},
    };
    const auto it = fields.find(path);
    return it == fields.end() ? path : tr(*it);
}

bool RowingCourseDocument::canDeleteSelection() const
{
    return selectedSplitLine() >= 0;
}

void RowingCourseDocument::deleteSelection()
{
    if (canDeleteSelection())
        undoStack()->push(new RowingRemoveSplitLine(this, selectedSplitLine()));
}

// The space boundary, in metres, nearest a course position.
int RowingCourseDocument::metresAt(const QPointF &positionMm) const
{
    const RowingCourseGeometry geometry(course());
    const double perMm = course().metresPerSpace / geometry.spaceMm();
    return course().nearestSpaceBoundary(int(std::lround(positionMm.x() * perMm)));
}

bool RowingCourseDocument::addFromPalette(const QString &entryId, std::optional<QPointF> positionMm,
                                          DropMode mode)
{
    Q_UNUSED(mode)
    if (entryId != splitLineEntry() ||
        int(course().splitLines.size()) >= RowingCourse::MaxSplitLines)
        return false;
    const int metres = positionMm ? metresAt(*positionMm) : freeSplitDistance();
    undoStack()->push(new RowingAddSplitLine(this, {metres, defaultPaceLimit(metres)}));
    return true;
}

CourseDocument::DropOutcome RowingCourseDocument::dropOutcome(const QString &entryId,
                                                              const QPointF &positionMm,
                                                              DropMode mode) const
{
    if (entryId != splitLineEntry() || mode == DropMode::Replace)
        return {};
    if (int(course().splitLines.size()) >= RowingCourse::MaxSplitLines)
        return {false,
                tr("A course holds at most %1 split lines").arg(RowingCourse::MaxSplitLines)};
    return {true, tr("Add a split line at %1 m").arg(metresAt(positionMm))};
}

} // namespace cw::rowing
