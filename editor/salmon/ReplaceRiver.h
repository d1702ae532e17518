#pragma once

#include "SalmonRiverCommand.h"

namespace cw::salmon {

// Puts another river's boards in place of the document's, keeping its name and print layout:
// Roll Random River and Apply Preset, each one undo step named by `text`. Selects the river.
class ReplaceRiver : public SalmonRiverCommand {
    Q_DECLARE_TR_FUNCTIONS(cw::salmon::ReplaceRiver)

public:
    ReplaceRiver(SalmonRiverDocument *document, const SalmonRiver &river, const QString &text);

protected:
    void swap(SalmonRiver &river) override;
    void afterSwap(bool redone) override;

private:
    std::vector<BoardPlacement> m_boards;
    std::vector<RiverBoard> m_customBoards;
};

} // namespace cw::salmon
