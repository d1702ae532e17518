#pragma once

#include "SessionObserver.h"

#include <QObject>
#include <QQmlEngine>
#include <QVariantList>
#include <QVariantMap>

#include <memory>

namespace cw {
namespace salmon {
class SalmonGame;
class SalmonCourseGeometry;
class SalmonCourseMap;
class SalmonCoursePainter;
} // namespace salmon
} // namespace cw

// The river of a Salmon Run game as the board draws it: its painter (the hexes covered by a board,
// river and banks), the tokens on it (salmon and bears), the hexes the turn controller asks to
// highlight, what a hex is (hit tests, tool tips) and the symbol key. Reads only public
// information.
//
// Geometry contract: every position is SalmonCourseGeometry's (the one the editor and the printer
// use) at a hex of `hexSize` pixels across the flats, so the view draws at zoom 1 and scales. The
// river itself is drawn by riverPainter() (SalmonCoursePainter, the editor's and the printer's
// drawing, with the highlights), which SalmonCourseItem paints in one item.
class SalmonBoardModel : public QObject {
    Q_OBJECT
    QML_ELEMENT
    // The session the board shows (null: none).
    Q_PROPERTY(cw::GameSession *session READ session WRITE setSession NOTIFY sessionChanged)
    Q_PROPERTY(double hexSize READ hexSize CONSTANT)
    Q_PROPERTY(double hexWidth READ hexWidth CONSTANT)
    Q_PROPERTY(double riverWidth READ riverWidth NOTIFY riverChanged)
    Q_PROPERTY(double riverHeight READ riverHeight NOTIFY riverChanged)
    Q_PROPERTY(QString riverName READ riverName NOTIFY riverChanged)
    // The river's colours by key ("water", "land", "arrow", …): SalmonPalette, the same the
    // editor and the printed boards use.
    Q_PROPERTY(QVariantMap palette READ palette CONSTANT)
    // Highlight kind ("path", "landing", …) → the colour the river draws it in ("#rrggbb").
    Q_PROPERTY(QVariantMap highlightColours READ highlightColours CONSTANT)
    // [{kind: "salmon"|"bear", seat, bear, name, colour, icon, x, y, size, spawned}]: every token,
    // with several in one hex fanned out inside it so all stay visible.
    Q_PROPERTY(QVariantList tokens READ tokens NOTIFY stateChanged)
    // Hex index (SalmonCourseMap::index, as a string key) → "path", "landing", "passed", "reach",
    // "bear", "blocked": set by the board from the turn controller's preview.
    Q_PROPERTY(QVariantMap highlights READ highlights WRITE setHighlights NOTIFY highlightsChanged)
    // The symbol key: [{icon, name, effect}] for each symbol this river carries, in symbol order.
    Q_PROPERTY(QVariantList symbolKey READ symbolKey NOTIFY riverChanged)

public:
    static constexpr double HexPixels = 64; // a hex across the flats at zoom 1

    explicit SalmonBoardModel(QObject *parent = nullptr);
    ~SalmonBoardModel() override;

    cw::GameSession *session() const;
    void setSession(cw::GameSession *session);

    double hexSize() const { return HexPixels; }
    double hexWidth() const;
    double riverWidth() const;
    double riverHeight() const;
    QString riverName() const { return m_riverName; }
    static QVariantMap palette();
    static QVariantMap highlightColours();
    QVariantList tokens() const;
    QVariantMap highlights() const { return m_highlights; }
    void setHighlights(const QVariantMap &highlights);
    QVariantList symbolKey() const;
    // The river as drawn, highlights included, in pixels at zoom 1 (never null). Replaced when a
    // game starts (riverChanged), its highlights when they change (highlightsChanged).
    const cw::salmon::SalmonCoursePainter &riverPainter() const { return *m_painter; }
    // The shown game's river, or null without a game.
    const cw::salmon::SalmonCourseMap *river() const;

    // The hex (SalmonCourseMap::index) under a point of the river at zoom 1, or -1 off the boards.
    Q_INVOKABLE int hexAt(double x, double y) const;
    // The centre of a hex (SalmonCourseMap::index) at zoom 1, for a mark over it; (0, 0) without a
    // game.
    Q_INVOKABLE QPointF hexCentre(int hexIndex) const;
    // Whether a board of the shown game's river covers the hex (SalmonCourseMap::index): the hexes
    // drawn, described and highlighted.
    bool onBoards(int hexIndex) const;
    // A hex for people, its tool tip: "Hex 3-7: Double Swim. Take a Double Swim card…", with its
    // terrain, start or spawning ground, and the tokens on it; empty off the boards.
    Q_INVOKABLE QString describeHex(int hexIndex) const;

signals:
    void sessionChanged();
    void riverChanged();
    void stateChanged();
    void highlightsChanged();

private:
    const cw::salmon::SalmonGame *game() const; // the shown position, or null
    void rebuild();                             // new game: its river from scratch

    const cw::salmon::SalmonCourseGeometry &geometry() const;
    // A seat's salmon as people read it: "Anna's salmon", "Salmon 2" (seatPiece).
    QString salmonOf(int seat) const;

    SessionObserver m_observer;
    std::unique_ptr<cw::salmon::SalmonCoursePainter> m_painter;
    QString m_riverName;
    QVariantMap m_highlights;
};
