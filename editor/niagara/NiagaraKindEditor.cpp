#include "NiagaraKindEditor.h"

#include <QApplication>
#include <QStyle>

namespace cw::niagara {

QList<PaletteEntry> NiagaraKindEditor::paletteEntries() const
{
    return {{QString(), tr("Nothing to add"),
             tr("A Niagara river is edited in the Properties panel: its channel and arms, the "
                "discovery place beside each space, the gems and the weather track."),
             QApplication::style()->standardIcon(QStyle::SP_MessageBoxInformation)}};
}

} // namespace cw::niagara
