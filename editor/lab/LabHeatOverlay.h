#pragma once

#include "lab/LabReport.h"

#include <QImage>
#include <QObject>
#include <QPointer>

#include <vector>

class QGraphicsPathItem;
class QGraphicsScene;

namespace cw {

class CourseCanvas;
class LabHeatLayer;

// The course lab's heat map drawn on the editor's own canvas: each element where a rule fired
// (LabRuleStats::heat) filled from amber to deep red by its share of the hottest (square-root
// scale), labelled with its count where it fits, with a tool tip giving its name and count. A click
// on a hot spot selects its element (the canvas's own click handling is skipped for that click).
// The kind's LabHeatLayer says where elements are; the spots are placed again whenever the canvas
// re-arranges its scene or the course changes. Owned by the canvas; removes its items when
// destroyed or cleared.
class LabHeatOverlay : public QObject {
    Q_OBJECT
public:
    LabHeatOverlay(CourseCanvas *canvas, const LabHeatLayer *layer);
    ~LabHeatOverlay() override;

    // Shows where `rule` fired; a rule without located events clears the map.
    void show(const LabRuleStats &rule);
    void clear();
    int spotCount() const { return int(m_spots.size()); }
    // The scene point at the centre of the spot of `location`, for tests; null when none.
    QPointF spotCentre(int location) const;

    // The canvas's whole course with the heat map, `width` pixels wide, on white, under a line
    // of `caption` when there is one.
    QImage render(int width, const QString &caption = QString()) const;

    // The colour of a spot at `share` (0..1) of the hottest.
    static QColor heatColour(double share);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void place();
    void placeLater();
    void removeSpots();

    QPointer<CourseCanvas> m_canvas;
    QPointer<QGraphicsScene> m_scene; // owns the spots' items while it lives
    const LabHeatLayer *m_layer;
    LabRuleStats m_rule;
    struct Spot {
        int location;
        QGraphicsPathItem *item;
    };
    std::vector<Spot> m_spots;
    bool m_placing = false;
};

} // namespace cw
