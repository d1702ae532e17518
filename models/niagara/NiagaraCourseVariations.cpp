#include "NiagaraCourseVariations.h"

#include "NiagaraCourse.h"
#include "NiagaraNarration.h"

#include <QCoreApplication>

namespace cw::niagara {

namespace {

class NiagaraCourseVariations {
    Q_DECLARE_TR_FUNCTIONS(cw::niagara::NiagaraCourseVariations)

public:
    static std::vector<CourseVariation> variations(const QJsonObject &json);
};

std::vector<CourseVariation> NiagaraCourseVariations::variations(const QJsonObject &json)
{
    CourseProblems problems;
    const std::optional<NiagaraCourse> river = NiagaraCourse::read(json, &problems);
    std::vector<CourseVariation> out;
    if (!river)
        return out;
    const auto vary = [&](const NiagaraCourse &changed, const QString &change) {
        if (changed != *river)
            out.push_back({changed.toJson(), change});
    };
    for (int colour = 0; colour < GemColours; ++colour) {
        const QStringList &places = river->places[std::size_t(colour)];
        for (qsizetype p = 0; p < places.size(); ++p) {
            const int space = river->spaceIndex(places[p]);
            for (const int step : {-1, 1}) {
                if (space < 0 || space + step < 0 || space + step >= river->spaceCount())
                    continue;
                NiagaraCourse changed = *river;
                const QString to = river->spaceLabel(space + step);
                changed.places[std::size_t(colour)][p] = to;
                vary(changed, tr("The %1 place beside %2 instead of %3")
                                  .arg(NiagaraNarration::gemName(colour), to, places[p]));
            }
        }
        for (int other = colour + 1; other < GemColours; ++other) {
            NiagaraCourse changed = *river;
            std::swap(changed.places[std::size_t(colour)], changed.places[std::size_t(other)]);
            vary(changed,
                 tr("The %1 and %2 places swapped")
                     .arg(NiagaraNarration::gemName(colour), NiagaraNarration::gemName(other)));
        }
    }
    for (const int step : {-1, 1}) {
        NiagaraCourse changed = *river;
        changed.gemsPerColour += step;
        vary(changed, tr("%1 gems of each colour instead of %2")
                          .arg(changed.gemsPerColour)
                          .arg(river->gemsPerColour));
    }
    for (const int step : {-1, 1}) {
        NiagaraCourse left = *river;
        left.leftArm += step;
        vary(left, tr("The left arm %n space(s) long instead of %1", nullptr, left.leftArm)
                       .arg(river->leftArm));
        NiagaraCourse right = *river;
        right.rightArm += step;
        vary(right, tr("The right arm %n space(s) long instead of %1", nullptr, right.rightArm)
                        .arg(river->rightArm));
    }
    return out;
}

} // namespace

CourseVariationKind courseVariations()
{
    return {QStringLiteral("niagara-river"),
            NiagaraCourseVariations::variations,
            {"cw::niagara::NiagaraCourseVariations",
             QT_TRANSLATE_NOOP("cw::niagara::NiagaraCourseVariations",
                               "A discovery place moves beside the next space up or down the "
                               "river, two colours swap places, every colour gets one gem more or "
                               "fewer, or an arm one space more or fewer. Every canoe starts on "
                               "the beach: no start is varied.")}};
}

} // namespace cw::niagara
