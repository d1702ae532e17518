#pragma once

#include "NiagaraCourseCommand.h"

#include <QCoreApplication>

namespace cw::niagara {

// Sets the length of the main channel and of the two arms. The discovery places stay beside the
// same spaces: an arm space keeps its place by its position in the arm ("L6" becomes "L7" when the
// main channel grows by one); a place beside a space the new river lacks loses that space (the
// Validation dock then says which colour no space touches). Labels that named no space are kept.
class NiagaraSetRiverShape : public NiagaraCourseCommand {
    Q_DECLARE_TR_FUNCTIONS(cw::niagara::NiagaraSetRiverShape)

public:
    NiagaraSetRiverShape(NiagaraCourseDocument *document, int mainLength, int leftArm,
                         int rightArm);

protected:
    void swap(NiagaraCourse &river) override;

private:
    int m_mainLength, m_leftArm, m_rightArm;
    std::array<QStringList, GemColours> m_places;
};

} // namespace cw::niagara
