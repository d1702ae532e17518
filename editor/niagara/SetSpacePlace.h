#pragma once

#include "NiagaraCourseCommand.h"

#include <QCoreApplication>

namespace cw::niagara {

// Puts a space beside the discovery place of a colour (Gem), or beside none (-1): the space
// leaves every place listing it and joins the end of that colour's list.
class SetSpacePlace : public NiagaraCourseCommand {
    Q_DECLARE_TR_FUNCTIONS(cw::niagara::SetSpacePlace)

public:
    SetSpacePlace(NiagaraCourseDocument *document, const QString &space, int colour);

protected:
    void swap(NiagaraCourse &river) override;

private:
    std::array<QStringList, GemColours> m_places;
};

} // namespace cw::niagara
