#pragma once

#include "niagara/NiagaraCourse.h"
#include "niagara/NiagaraCourseGeometry.h"

#include <QColor>
#include <QCoreApplication>
#include <QList>

class QPainter;

namespace cw::niagara {

// Draws a Niagara river as it is played and printed, in NiagaraCourseGeometry's millimetres: the
// landing and its beaches, the rope, the water with its numbered spaces, the fork and the two
// waterfalls, each discovery place in its gem colour with its gem count and links to the spaces it
// touches, and the weather track with the cloud's start on 0. The editor's canvas and the print
// share it; the canvas adds a highlight of what is selected.
class NiagaraCoursePainter {
    Q_DECLARE_TR_FUNCTIONS(cw::niagara::NiagaraCoursePainter)

public:
    explicit NiagaraCoursePainter(const NiagaraCourse &river) : m_river(river), m_geometry(river) {}

    const NiagaraCourse &river() const { return m_river; }
    const NiagaraCourseGeometry &geometry() const { return m_geometry; }

    // Paints everything; `selectedSpace` / `selectedPlace` (or -1) are outlined, and the spaces
    // of `problemSpaces` ringed in red.
    void paint(QPainter &painter, int selectedSpace = -1, int selectedPlace = -1,
               const QList<int> &problemSpaces = {}) const;

    // A gem colour (Gem) as the river shows it.
    static QColor gemColour(int colour);
    // "Violet", … translated, capitalised.
    static QString gemTitle(int colour);

private:
    void paintLand(QPainter &painter) const;
    void paintWater(QPainter &painter) const;
    void paintPlaces(QPainter &painter) const;
    void paintWeather(QPainter &painter) const;

    NiagaraCourse m_river;
    NiagaraCourseGeometry m_geometry;
};

} // namespace cw::niagara
