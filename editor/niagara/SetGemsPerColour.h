#pragma once

#include "NiagaraCourseCommand.h"

#include <QCoreApplication>

namespace cw::niagara {

// Sets how many gems each discovery place holds at setup.
class SetGemsPerColour : public NiagaraCourseCommand {
    Q_DECLARE_TR_FUNCTIONS(cw::niagara::SetGemsPerColour)

public:
    SetGemsPerColour(NiagaraCourseDocument *document, int gems);

protected:
    void swap(NiagaraCourse &river) override;

private:
    int m_gems;
};

} // namespace cw::niagara
