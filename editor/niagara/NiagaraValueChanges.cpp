#include "NiagaraValueChanges.h"

#include "NiagaraCourseDocument.h"
#include "core/ChangeValue.h"
#include "niagara/NiagaraCoursePainter.h"

namespace cw::niagara {

QUndoCommand *renameRiver(NiagaraCourseDocument *document, const QString &name, int mergeKey)
{
    return new ChangeValue<NiagaraCourseDocument, QString>(
        document, courseField<&NiagaraCourse::name>(), name,
        QCoreApplication::translate("cw::niagara::NiagaraValueChanges", "Rename River"), mergeKey);
}

QUndoCommand *setGemsPerColour(NiagaraCourseDocument *document, int gems)
{
    return new ChangeValue<NiagaraCourseDocument, int>(
        document, courseField<&NiagaraCourse::gemsPerColour>(), gems,
        QCoreApplication::translate("cw::niagara::NiagaraValueChanges", "Set Gems per Colour to %1")
            .arg(gems));
}

QUndoCommand *setRiverPaper(NiagaraCourseDocument *document, const PageSpec &page)
{
    return changePrintLayout(document, courseField<&NiagaraCourse::page>(), page);
}

QUndoCommand *setSpacePlace(NiagaraCourseDocument *document, const QString &space, int colour)
{
    using Places = decltype(NiagaraCourse::places);
    Places places = document->course().places;
    for (QStringList &spaces : places)
        spaces.removeAll(space);
    QString text;
    if (colour >= 0 && colour < GemColours) {
        places[std::size_t(colour)].append(space);
        text = QCoreApplication::translate("cw::niagara::NiagaraValueChanges",
                                           "Put Space %1 Beside the %2 Place")
                   .arg(NiagaraCourse::displayName(space), NiagaraCoursePainter::gemTitle(colour));
    } else {
        text = QCoreApplication::translate("cw::niagara::NiagaraValueChanges",
                                           "Take Space %1 from Its Place")
                   .arg(NiagaraCourse::displayName(space));
    }
    return new ChangeValue<NiagaraCourseDocument, Places>(
        document, courseField<&NiagaraCourse::places>(), places, text);
}

QUndoCommand *movePlace(NiagaraCourseDocument *document, int colour, const QStringList &spaces)
{
    using Places = decltype(NiagaraCourse::places);
    Places places = document->course().places;
    places[std::size_t(colour)] = spaces;
    QStringList names;
    for (const QString &label : spaces)
        names.append(NiagaraCourse::displayName(label));
    const QString text = QCoreApplication::translate("cw::niagara::NiagaraValueChanges",
                                                     "Move the %1 Place Beside %2")
                             .arg(NiagaraCoursePainter::gemTitle(colour),
                                  names.join(QCoreApplication::translate(
                                      "cw::niagara::NiagaraValueChanges", " and ")));
    return new ChangeValue<NiagaraCourseDocument, Places>(
        document, courseField<&NiagaraCourse::places>(), places, text);
}

} // namespace cw::niagara
