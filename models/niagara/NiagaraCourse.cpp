#include "NiagaraCourse.h"

#include "core/Echoed.h"
#include "course/CourseHeader.h"
#include "course/CourseJsonReader.h"
#include "course/CourseKindOf.h"

#include <QJsonArray>

namespace cw::niagara {

namespace {

const char *const GemKeys[GemColours] = {"violet", "clear", "yellow", "blue", "red"};
constexpr int MaxSeats = 5;

} // namespace

QString gemKey(int colour)
{
    return colour >= 0 && colour < GemColours ? QString::fromLatin1(GemKeys[colour]) : QString();
}

int gemFromKey(const QString &key)
{
    for (int colour = 0; colour < GemColours; ++colour)
        if (key == QLatin1String(GemKeys[colour]))
            return colour;
    return -1;
}

QString NiagaraCourse::spaceLabel(int space) const
{
    if (space < 0 || space >= spaceCount())
        return QString();
    if (space < mainLength)
        return QString::number(space + 1);
    if (space < mainLength + leftArm)
        return QStringLiteral("L%1").arg(space + 1);
    return QStringLiteral("R%1").arg(space - leftArm + 1);
}

QString NiagaraCourse::displayName(const QString &label)
{
    if (label.startsWith(u'L'))
        return tr("L%1", "a space of the river's left arm").arg(label.mid(1));
    if (label.startsWith(u'R'))
        return tr("R%1", "a space of the river's right arm").arg(label.mid(1));
    return label;
}

// Read back as spaceLabel() writes: the arm's letter, then the number without sign or leading
// zero, in its range (1…mainLength on the main channel, on from mainLength + 1 in each arm), so
// "03" or "L3" name no space. Every game's setup reads its places this way, so nothing is
// formatted.
int NiagaraCourse::spaceIndex(const QString &label) const
{
    const bool left = label.startsWith(QLatin1Char('L'));
    const bool right = label.startsWith(QLatin1Char('R'));
    const QStringView digits = QStringView(label).mid(left || right ? 1 : 0);
    if (digits.isEmpty() || digits.size() > 2 || digits.front() == u'0')
        return -1;
    int n = 0;
    for (const QChar digit : digits) {
        if (digit < u'0' || digit > u'9')
            return -1;
        n = n * 10 + (digit.unicode() - u'0');
    }
    if (left)
        return n > mainLength && n <= mainLength + leftArm ? n - 1 : -1;
    if (right)
        return n > mainLength && n <= mainLength + rightArm ? n - 1 + leftArm : -1;
    return n >= 1 && n <= mainLength ? n - 1 : -1;
}

QStringList NiagaraCourse::spaceLabels() const
{
    QStringList labels;
    for (int space = 0; space < spaceCount(); ++space)
        labels.append(spaceLabel(space));
    return labels;
}

// docs/rules/niagara.md, "The river": violet beside 3, clear beside 4, yellow beside 5, blue beside
// both 6s, red beside both 7s; 7 gems of each colour; weather −1 to +2.
NiagaraCourse NiagaraCourse::standard()
{
    NiagaraCourse river;
    river.name = tr("Niagara River");
    river.places = {QStringList{QStringLiteral("3")}, QStringList{QStringLiteral("4")},
                    QStringList{QStringLiteral("5")},
                    QStringList{QStringLiteral("L6"), QStringLiteral("R6")},
                    QStringList{QStringLiteral("L7"), QStringLiteral("R7")}};
    return river;
}

QJsonObject NiagaraCourse::toJson() const
{
    QJsonObject placesJson;
    for (int colour = 0; colour < GemColours; ++colour)
        placesJson.insert(gemKey(colour), QJsonArray::fromStringList(places[std::size_t(colour)]));
    QJsonObject print;
    CourseHeader::writePage(page, &print);
    QJsonObject json = CourseHeader::write(QStringLiteral("niagara-river"), FormatVersion, name);
    json.insert(QStringLiteral("mainLength"), mainLength);
    json.insert(QStringLiteral("leftArm"), leftArm);
    json.insert(QStringLiteral("rightArm"), rightArm);
    json.insert(QStringLiteral("places"), placesJson);
    json.insert(QStringLiteral("gemsPerColour"), gemsPerColour);
    json.insert(QStringLiteral("weather"), QJsonObject{{QStringLiteral("min"), weatherMin},
                                                       {QStringLiteral("max"), weatherMax}});
    json.insert(QStringLiteral("print"), print);
    return json;
}

std::optional<NiagaraCourse> NiagaraCourse::read(const QJsonObject &json, CourseProblems *problems)
{
    const qsizetype problemsBefore = problems->size();
    CourseJsonReader reader(problems);
    NiagaraCourse river;
    river.places = {};
    CourseHeader::read(json, reader, QStringLiteral("niagara-river"), FormatVersion, &river.name);
    reader.wholeNumber(json, {}, QStringLiteral("mainLength"), true, 1, MaxMain, &river.mainLength);
    // Arms of 0 spaces are read, so that validate() can say why they cannot be played.
    reader.wholeNumber(json, {}, QStringLiteral("leftArm"), true, 0, MaxArm, &river.leftArm);
    reader.wholeNumber(json, {}, QStringLiteral("rightArm"), true, 0, MaxArm, &river.rightArm);
    reader.wholeNumber(json, {}, QStringLiteral("gemsPerColour"), false, 1, MaxGemsPerColour,
                       &river.gemsPerColour);

    const QString placesKey = QStringLiteral("places");
    if (const std::optional<QJsonObject> places = reader.object(json, {}, placesKey, true)) {
        for (auto it = places->begin(); it != places->end(); ++it) {
            const QString path = CourseJsonReader::path(placesKey, it.key());
            const int colour = gemFromKey(it.key());
            if (colour < 0) {
                reader.fail(path, tr("is not a gem colour (violet, clear, yellow, blue, red)"));
                continue;
            }
            const std::optional<QJsonArray> spaces =
                reader.array(*places, placesKey, it.key(), true, MaxSpaces);
            if (!spaces)
                continue;
            for (qsizetype i = 0; i < spaces->size(); ++i) {
                if (!spaces->at(i).isString() || spaces->at(i).toString().size() > 8) {
                    reader.fail(CourseJsonReader::path(path, i),
                                tr("must be a space such as \"3\" or \"L6\""));
                    continue;
                }
                river.places[std::size_t(colour)].append(spaces->at(i).toString());
            }
        }
    }

    const QString weatherKey = QStringLiteral("weather");
    if (const std::optional<QJsonObject> weather = reader.object(json, {}, weatherKey, false)) {
        reader.wholeNumber(*weather, weatherKey, QStringLiteral("min"), true, MinWeather,
                           MaxWeather, &river.weatherMin);
        reader.wholeNumber(*weather, weatherKey, QStringLiteral("max"), true, MinWeather,
                           MaxWeather, &river.weatherMax);
    }
    const QString printKey = QStringLiteral("print");
    if (const std::optional<QJsonObject> print = reader.object(json, {}, printKey, false))
        CourseHeader::readPage(*print, printKey, reader, &river.page);

    if (problems->size() > problemsBefore)
        return std::nullopt;
    return river;
}

std::optional<NiagaraCourse> NiagaraCourse::fromJson(const QJsonObject &json,
                                                     CourseProblems *problems)
{
    return CourseKindOf<NiagaraCourse>::playable(json, problems);
}

CourseProblems NiagaraCourse::validate(const CourseCheckOptions &options) const
{
    CourseProblems problems;
    const auto armCheck = [&](const QString &key, int length) {
        if (length < 1)
            problems.append(CourseProblem::error(
                key, tr("an arm needs at least one space between the fork and its waterfall")));
    };
    armCheck(QStringLiteral("leftArm"), leftArm);
    armCheck(QStringLiteral("rightArm"), rightArm);

    const QString placesKey = QStringLiteral("places");
    std::array<int, MaxSpaces> placeOfSpace;
    placeOfSpace.fill(-1);
    const QString spaceRange =
        leftArm > 0 && rightArm > 0
            ? tr("1–%1, %2, %3")
                  .arg(mainLength)
                  .arg(leftArm > 1
                           ? QStringLiteral("%1–%2").arg(spaceLabel(mainLength),
                                                         spaceLabel(mainLength + leftArm - 1))
                           : spaceLabel(mainLength))
                  .arg(rightArm > 1 ? QStringLiteral("%1–%2").arg(spaceLabel(mainLength + leftArm),
                                                                  spaceLabel(spaceCount() - 1))
                                    : spaceLabel(mainLength + leftArm))
            : spaceLabels().join(QStringLiteral(", "));
    for (int colour = 0; colour < GemColours; ++colour) {
        const QString path = CourseJsonReader::path(placesKey, gemKey(colour));
        const QStringList &spaces = places[std::size_t(colour)];
        if (spaces.isEmpty()) {
            problems.append(CourseProblem::error(
                path, tr("the %1 discovery place touches no space, so its gems can never be "
                         "loaded: every colour must be reachable")
                          .arg(gemKey(colour))));
            continue;
        }
        for (qsizetype i = 0; i < spaces.size(); ++i) {
            const int space = spaceIndex(spaces[i]);
            const QString spacePath = CourseJsonReader::path(path, i);
            if (space < 0) {
                problems.append(
                    CourseProblem::error(spacePath, tr("\"%1\" is not a space of this river (%2)")
                                                        .arg(echoed(spaces[i]), spaceRange)));
                continue;
            }
            const int other = placeOfSpace[std::size_t(space)];
            if (other == colour) {
                problems.append(
                    CourseProblem::error(spacePath, tr("space %1 is listed twice").arg(spaces[i])));
            } else if (other >= 0) {
                problems.append(CourseProblem::error(
                    spacePath, tr("space %1 is already beside the %2 discovery place")
                                   .arg(spaces[i], gemKey(other))));
            } else {
                placeOfSpace[std::size_t(space)] = colour;
            }
        }
    }

    if (weatherMin > 0 || weatherMax < 0 || weatherMin >= weatherMax)
        problems.append(CourseProblem::error(
            QStringLiteral("weather"),
            tr("the weather track must run from 0 or below to 0 or above, over at least two "
               "steps (the cloud starts on 0 and must always be able to move), found %1 to %2")
                .arg(weatherMin)
                .arg(weatherMax)));
    if (gemsPerColour < 4)
        problems.append(CourseProblem::warning(
            QStringLiteral("gemsPerColour"),
            tr("with %1 gems of each colour nobody can win with four of one colour")
                .arg(gemsPerColour)));
    if (options.seats > MaxSeats)
        problems.append(CourseProblem::error(
            QString(),
            tr("Niagara takes 2 to %1 players, not %2").arg(MaxSeats).arg(options.seats)));
    return problems;
}

} // namespace cw::niagara
