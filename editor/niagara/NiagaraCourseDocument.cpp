#include "NiagaraCourseDocument.h"

#include "niagara/NiagaraNarration.h"

#include <QHash>
#include <QRegularExpression>

namespace cw::niagara {

NiagaraCourseDocument::NiagaraCourseDocument(const NiagaraCourse &river, QObject *parent)
    : CourseDocumentOf(river, parent)
{
}

void NiagaraCourseDocument::courseReplaced()
{
    if (selectedSpace() >= course().spaceCount())
        setSelection({});
}

int NiagaraCourseDocument::selectedSpace() const
{
    return selection().element == spaceElement() ? selection().index : -1;
}

int NiagaraCourseDocument::selectedPlace() const
{
    return selection().element == placeElement() ? selection().index : -1;
}

int NiagaraCourseDocument::selectedWaterfall() const
{
    return selection().element == waterfallElement() ? selection().index : -1;
}

int NiagaraCourseDocument::placeOfSpace(int space) const
{
    const QString label = course().spaceLabel(space);
    for (int colour = 0; colour < GemColours; ++colour)
        if (!label.isEmpty() && course().places[std::size_t(colour)].contains(label))
            return colour;
    return -1;
}

QList<int> NiagaraCourseDocument::problemSpaces() const
{
    static const QRegularExpression entry(QStringLiteral("^places\\.(\\w+)\\[(\\d+)\\]$"));
    QList<int> spaces;
    for (const CourseProblem &problem : course().validate()) {
        const QRegularExpressionMatch match = entry.match(problem.path);
        const int colour = gemFromKey(match.captured(1));
        if (colour < 0)
            continue;
        const int space = course().spaceIndex(
            course().places[std::size_t(colour)].value(match.captured(2).toInt()));
        if (space >= 0 && !spaces.contains(space))
            spaces.append(space);
    }
    return spaces;
}

// Paths as the kind's reader and validator write them: "places.blue[1]" names the blue place;
// anything else ("mainLength", "weather.min", "") is a property of the whole river.
CourseSelection NiagaraCourseDocument::selectionForPath(const QString &path) const
{
    static const QRegularExpression place(QStringLiteral("^places\\.(\\w+)"));
    const int colour = gemFromKey(place.match(path).captured(1));
    return colour >= 0 ? CourseSelection{placeElement(), colour} : CourseSelection{};
}

QString NiagaraCourseDocument::describePath(const QString &path) const
{
    static const QRegularExpression place(QStringLiteral("^places\\.(\\w+)(?:\\[(\\d+)\\])?$"));
    const QRegularExpressionMatch match = place.match(path);
    if (const int colour = gemFromKey(match.captured(1)); colour >= 0) {
        const QString name = tr("Discovery place: %1").arg(NiagaraNarration::gemName(colour));
        if (!match.captured(2).isEmpty())
            return tr("%1, space %2")
                .arg(name, course().places[std::size_t(colour)].value(match.captured(2).toInt()));
        return name;
    }
    static const QHash<QString, const char *> fields = {
        {QStringLiteral("name"), QT_TR_NOOP("River name")},
        {QStringLiteral("mainLength"), QT_TR_NOOP("Main channel")},
        {QStringLiteral("leftArm"), QT_TR_NOOP("Left arm")},
        {QStringLiteral("rightArm"), QT_TR_NOOP("Right arm")},
        {QStringLiteral("gemsPerColour"), QT_TR_NOOP("Gems per colour")},
        {QStringLiteral("weather"), QT_TR_NOOP("Weather track")},
        {QStringLiteral("weather.min"), QT_TR_NOOP("Weather track: lowest step")},
        {QStringLiteral("weather.max"), QT_TR_NOOP("Weather track: highest step")},
        {QStringLiteral("print.paper"), QT_TR_NOOP("Print: paper")},
        {QStringLiteral("print.landscape"), QT_TR_NOOP("Print: orientation")},
    };
    const auto it = fields.find(path);
    return it == fields.end() ? path : tr(*it);
}

// A river is its fields: the palette offers nothing.
bool NiagaraCourseDocument::addFromPalette(const QString &entryId,
                                           std::optional<QPointF> positionMm, DropMode mode)
{
    Q_UNUSED(entryId)
    Q_UNUSED(positionMm)
    Q_UNUSED(mode)
    return false;
}

CourseDocument::DropOutcome NiagaraCourseDocument::dropOutcome(const QString &entryId,
                                                               const QPointF &positionMm,
                                                               DropMode mode) const
{
    Q_UNUSED(entryId)
    Q_UNUSED(positionMm)
    Q_UNUSED(mode)
    return {};
}

} // namespace cw::niagara
