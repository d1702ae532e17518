#pragma once

#include "NiagaraBoardLayout.h"
#include "NiagaraRiverFlow.h"
#include "SessionObserver.h"

#include <QObject>
#include <QPointF>
#include <QQmlEngine>
#include <QRectF>
#include <QTimer>
#include <QVariantList>
#include <QVariantMap>

namespace cw::niagara {
class NiagaraGame;
}

// The river of a Niagara game as the board draws it: its spaces, discovery places (with the gems
// lying there), rope, beach, fork pointer and waterfalls at NiagaraBoardLayout's positions, the
// river discs and every canoe, the weather track, and the coming river move once the cards are
// revealed (which spaces it sweeps over a waterfall). Public information only.
//
// Phase III is played out: when a position arrives whose events hold a river move, discs and
// canoes step through NiagaraRiverFlow's frames (one point every FrameMs), a disc entering at
// the rope, canoes riding their discs and tipping over the waterfalls; at the instant AI pace (no
// AI delay) or while skipping to the human's turn the position is shown at once.
class NiagaraBoardModel : public QObject {
    Q_OBJECT
    QML_ELEMENT
    // The session the board shows (null: none).
    Q_PROPERTY(cw::GameSession *session READ session WRITE setSession NOTIFY sessionChanged)
    Q_PROPERTY(QString riverName READ riverName NOTIFY riverChanged)
    Q_PROPERTY(double riverWidth READ riverWidth NOTIFY riverChanged)
    Q_PROPERTY(double riverHeight READ riverHeight NOTIFY riverChanged)
    Q_PROPERTY(double discRadius READ discRadius CONSTANT)
    Q_PROPERTY(double placeRadius READ placeRadius CONSTANT)
    // The gem colours' fill, by colour index (violet, clear, yellow, blue, red).
    Q_PROPERTY(QStringList gemColours READ gemColours CONSTANT)
    // [{space, label, x, y, arm, place, nameBelow, danger, tip}]: arm 0 main, 1 Left, 2 Right;
    // place the colour of the discovery place beside it or -1; nameBelow: its name goes under
    // the disc, away from a place above it; danger: the coming move sweeps it over a waterfall.
    Q_PROPERTY(QVariantList spaces READ spaces NOTIFY stateChanged)
    // [{colour, name, x, y, gems: [count per colour], total, links: [{x, y}], tip}].
    Q_PROPERTY(QVariantList places READ places NOTIFY stateChanged)
    // The water between neighbouring spaces, the rope and the waterfalls: [{x1, y1, x2, y2}].
    Q_PROPERTY(QVariantList channels READ channels NOTIFY riverChanged)
    // The beach; the rope's x; [{arm, x, y, tip}] for the waterfalls.
    Q_PROPERTY(QRectF beach READ beach NOTIFY riverChanged)
    Q_PROPERTY(double ropeX READ ropeX NOTIFY riverChanged)
    Q_PROPERTY(double ropeY READ ropeY NOTIFY riverChanged)
    Q_PROPERTY(QVariantList waterfalls READ waterfalls NOTIFY riverChanged)
    // The fork's pointer: where it is, whether it names the Right arm, and its tool tip.
    Q_PROPERTY(QPointF forkAt READ forkAt NOTIFY stateChanged)
    Q_PROPERTY(bool forkRight READ forkRight NOTIFY stateChanged)
    Q_PROPERTY(QString forkTip READ forkTip NOTIFY stateChanged)
    // Discs and canoes, one entry per disc / per canoe (seat·2 + canoe) in a fixed order so that
    // the board's items move rather than being remade: [{x, y, shown, label}] and
    // [{seat, canoe, colour, x, y, shown, onBeach, gem, tip, name}] (gem: colour index or -1).
    Q_PROPERTY(int discCount READ discCount NOTIFY riverChanged)
    Q_PROPERTY(QVariantList discs READ discs NOTIFY piecesChanged)
    Q_PROPERTY(int canoeCount READ canoeCount NOTIFY riverChanged)
    Q_PROPERTY(QVariantList canoes READ canoes NOTIFY piecesChanged)
    // The weather track: its ends, the cloud's value.
    Q_PROPERTY(int weatherMin READ weatherMin NOTIFY riverChanged)
    Q_PROPERTY(int weatherMax READ weatherMax NOTIFY riverChanged)
    Q_PROPERTY(int weather READ weather NOTIFY stateChanged)
    // The river's coming move once the cards are revealed (-1 before), and its explanation.
    Q_PROPERTY(int riverMove READ riverMove NOTIFY stateChanged)
    Q_PROPERTY(QString riverMoveText READ riverMoveText NOTIFY stateChanged)
    // Pieces glide between positions (false at the instant pace); Phase III is being played out.
    Q_PROPERTY(bool animate READ animate NOTIFY stateChanged)
    Q_PROPERTY(bool flowing READ flowing NOTIFY piecesChanged)

public:
    static constexpr int FrameMs = 650;

    explicit NiagaraBoardModel(QObject *parent = nullptr);

    cw::GameSession *session() const;
    void setSession(cw::GameSession *session);

    QString riverName() const;
    double riverWidth() const { return m_geometry.size().width(); }
    double riverHeight() const { return m_geometry.size().height(); }
    double discRadius() const { return NiagaraBoardLayout::DiscRadius; }
    double placeRadius() const { return NiagaraBoardLayout::PlaceRadius; }
    static QStringList gemColours();
    QVariantList spaces() const;
    QVariantList places() const;
    QVariantList channels() const;
    QRectF beach() const { return m_geometry.beach(); }
    double ropeX() const { return m_geometry.ropeX(); }
    double ropeY() const { return m_geometry.entry().y(); }
    QVariantList waterfalls() const;
    QPointF forkAt() const { return m_geometry.fork(); }
    bool forkRight() const;
    QString forkTip() const;
    int discCount() const;
    QVariantList discs() const;
    int canoeCount() const;
    QVariantList canoes() const;
    int weatherMin() const;
    int weatherMax() const;
    int weather() const;
    int riverMove() const;
    QString riverMoveText() const;
    bool animate() const;
    bool flowing() const { return m_frame >= 0; }

    // Shows the position at once (ends a Phase III being played out).
    Q_INVOKABLE void finishFlow();

signals:
    void sessionChanged();
    void riverChanged();
    void stateChanged();
    void piecesChanged();

private:
    const cw::niagara::NiagaraGame *game() const; // the shown position, or null
    void onPosition(bool newGame);
    void nextFrame();
    QString seatColour(int seat) const;
    // "Ann's canoe 2, carrying a red gem" (gem: a colour or NoGem).
    QString canoeText(int seat, int canoe, int gem) const;
    // Where each canoe is drawn now: a space (or -2 on the beach, -3 over a waterfall, -4 hidden).
    std::vector<int> canoeSpaces() const;

    SessionObserver m_observer;
    NiagaraBoardLayout m_geometry;
    NiagaraRiverFlow m_flow;
    int m_frame = -1; // the frame shown while Phase III plays out, else -1
    QTimer m_timer;
    // The last position shown was the live game's (the seat lens's copy of it, a new object at
    // each move): the events since it (m_eventsSeen on) are the move to play out.
    bool m_lastLive = false;
    std::size_t m_eventsSeen = 0;
    NiagaraRiverFlow::Discs m_lastDiscs{};
};
