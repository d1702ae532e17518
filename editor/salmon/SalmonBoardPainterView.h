#pragma once

#include "salmon/SalmonRiverBoard.h"

#include <QCoreApplication>
#include <QWidget>

#include <optional>

namespace cw::salmon {

class SalmonBoardPainterDocument;

// The board being painted, drawn by SalmonCoursePainter as large as the widget allows, and the
// tools that paint it, each click or stroke one undo command (SalmonPaintBoardHexes): terrain
// (water, rock, waterfall, land: land clears the hex), a symbol (None erases it), bear paws
// (toggles the BearPaw symbol), start and spawn marks (toggle), current arrows (click a hex, then a
// neighbour: the first arrow is arrow 1, the next arrow 2; an existing arrow clicked again is
// removed) and erasing a hex's arrows. Hexes with problems are marked, the arrow's source hex
// outlined.
class SalmonBoardPainterView : public QWidget {
    Q_OBJECT
public:
    enum class Tool {
        Water,
        Rock,
        Waterfall,
        Land,
        Symbol,
        BearPaw,
        Start,
        Spawn,
        Arrow,
        EraseArrows
    };

    explicit SalmonBoardPainterView(SalmonBoardPainterDocument *document,
                                    QWidget *parent = nullptr);

    Tool tool() const { return m_tool; }
    void setTool(Tool tool);
    void setSymbol(Symbol symbol) { m_symbol = symbol; }
    // Applies the current tool to `hex` as a click would (tests drive the painter through it).
    void apply(Hex hex, int mergeKey = 0);
    // The hex under widget point `point` (may lie outside the board), and back.
    Hex hexAt(QPointF point) const;
    QPointF pointOf(Hex hex) const;
    std::optional<Hex> arrowSource() const { return m_arrowFrom; }

    QSize sizeHint() const override { return {480, 420}; }
    QSize minimumSizeHint() const override { return {240, 210}; }

protected:
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;

private:
    // Millimetres of the board drawing to widget pixels.
    QTransform toWidget() const;
    void setArrow(Hex from, Hex to);

    SalmonBoardPainterDocument *m_document;
    Tool m_tool = Tool::Water;
    Symbol m_symbol = Symbol::Swim;
    std::optional<Hex> m_arrowFrom;
    std::optional<Hex> m_lastStrokeHex;
    int m_strokeKey = 0;
};

} // namespace cw::salmon
