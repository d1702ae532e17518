// The course kinds whose canvas can show the course lab's heat map: one line per kind.
#include "LabHeatLayer.h"

#include "rowing/RowingLabHeat.h"
#include "salmon/SalmonLabHeat.h"

#include <array>

namespace cw {

const LabHeatLayer *labHeatLayer(const QString &kindId)
{
    static const rowing::RowingLabHeat rowing;
    static const salmon::SalmonLabHeat salmon;
    static const std::array<const LabHeatLayer *, 2> layers{&rowing, &salmon};
    for (const LabHeatLayer *layer : layers)
        if (layer->kindId() == kindId)
            return layer;
    return nullptr;
}

} // namespace cw
