#pragma once

#include "SessionObserver.h"
#include "VisionsBoardLayout.h"

#include <QObject>
#include <QPointF>
#include <QQmlEngine>
#include <QVariantList>

namespace cw::visions {
class VisionsGame;
}

// The road of a Visions of Rainbows game as the board draws it: the road itself (painted by
// VisionsCourseItem from layout()), every rider's chit on its space's centre (VisionsRaceTrack cell
// → RoadPosition → VisionsCourseGeometry space), riders on the road side beside their row, the bars
// between linked riders (from the engine's directlyAhead()), the finished riders' podium strip and
// the spot the board should keep in view. Pixels at zoom 1 (VisionsBoardLayout).
class VisionsBoardModel : public QObject {
    Q_OBJECT
    QML_ELEMENT
    // The session the board shows (null: none).
    Q_PROPERTY(cw::GameSession *session READ session WRITE setSession NOTIFY sessionChanged)
    Q_PROPERTY(QString roadName READ roadName NOTIFY roadChanged)
    Q_PROPERTY(qreal roadWidth READ roadWidth NOTIFY roadChanged)
    Q_PROPERTY(qreal roadHeight READ roadHeight NOTIFY roadChanged)
    Q_PROPERTY(qreal spaceSize READ spaceSize CONSTANT)
    // Every rider, in a fixed order (so each chit glides to its new place):
    // VisionsRiderText::describe() plus {x, y, shown (racing), moving}.
    Q_PROPERTY(QVariantList riders READ riders NOTIFY stateChanged)
    Q_PROPERTY(int riderCount READ riderCount NOTIFY roadChanged)
    // The bars between linked riders: [{x1, y1, x2, y2}].
    Q_PROPERTY(QVariantList links READ links NOTIFY stateChanged)
    // Finished riders in crossing order: VisionsRiderText::describe() plus {place}.
    Q_PROPERTY(QVariantList podium READ podium NOTIFY stateChanged)
    // Where the action is (the moving rider, the next start space), or {x: -1}.
    Q_PROPERTY(QPointF focus READ focus NOTIFY stateChanged)
    // Riders glide between spaces (an AI's pace is not "instant", no earlier move is browsed).
    Q_PROPERTY(bool animate READ animate NOTIFY stateChanged)
    Q_PROPERTY(int glideMs READ glideMs NOTIFY stateChanged)
    // The centre of every road cell, by cell ([QPointF]), and the finish line's middle: where the
    // board marks a target, bound to the road so that a mark made before the road was laid out
    // (a game opened in the middle of a move) moves to its space.
    Q_PROPERTY(QVariantList cellPoints READ cellPoints NOTIFY roadChanged)
    Q_PROPERTY(QPointF finishPoint READ finishPoint NOTIFY roadChanged)
    // Each row's number, beside its lane 1 on the road's verge: [{x, y, text}]. The log and the
    // coach name spaces by row and lane ("row 15, lane 1"), which the road itself does not show
    // (issue 55).
    Q_PROPERTY(QVariantList rowLabels READ rowLabels NOTIFY roadChanged)

public:
    explicit VisionsBoardModel(QObject *parent = nullptr);

    cw::GameSession *session() const;
    void setSession(cw::GameSession *session);

    const VisionsBoardLayout &layout() const { return m_layout; }
    QString roadName() const { return m_roadName; }
    qreal roadWidth() const { return m_layout.size().width(); }
    qreal roadHeight() const { return m_layout.size().height(); }
    static qreal spaceSize() { return VisionsBoardLayout::SpacePx; }
    QVariantList riders() const { return m_riders; }
    int riderCount() const;
    QVariantList links() const { return m_links; }
    QVariantList podium() const { return m_podium; }
    QPointF focus() const;
    bool animate() const;
    int glideMs() const;

    QVariantList cellPoints() const { return m_cellPoints; }
    QVariantList rowLabels() const { return m_rowLabels; }
    QPointF finishPoint() const;

signals:
    void sessionChanged();
    void roadChanged();
    void stateChanged();

private:
    const cw::visions::VisionsGame *game() const; // the shown position, or null
    void onGame();
    // Rebuilds the chits, links and podium of the position shown (read by every chit of the
    // board: built once per position), then emits stateChanged().
    void onPosition();
    QVariantList makeRiders() const;
    QVariantList makeLinks() const;
    QVariantList makePodium() const;
    QPointF riderPoint(const cw::visions::VisionsGame &game, int rider) const;

    SessionObserver m_observer;
    VisionsBoardLayout m_layout;
    QString m_roadName;
    QVariantList m_riders;
    QVariantList m_links;
    QVariantList m_podium;
    QVariantList m_cellPoints;
    QVariantList m_rowLabels;
};
