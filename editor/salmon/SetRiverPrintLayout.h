#pragma once

#include "SalmonRiverCommand.h"

namespace cw::salmon {

// Sets how the river is printed: the hex size across the flats, paper and orientation.
class SetRiverPrintLayout : public SalmonRiverCommand {
    Q_DECLARE_TR_FUNCTIONS(cw::salmon::SetRiverPrintLayout)

public:
    SetRiverPrintLayout(SalmonRiverDocument *document, const RiverPrintLayout &layout);

protected:
    void swap(SalmonRiver &river) override;

private:
    RiverPrintLayout m_layout;
};

} // namespace cw::salmon
