#include "LabHeatLayer.h"

#include "core/Registry.h"

namespace cw {

const LabHeatLayer *labHeatLayer(const QString &kindId)
{
    for (const LabHeatLayer *layer : Registry<const LabHeatLayer *>::entries())
        if (layer->kindId() == kindId)
            return layer;
    return nullptr;
}

} // namespace cw
