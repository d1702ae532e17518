#pragma once

#include <QColor>
#include <QString>
#include <QWidget>

#include <vector>

namespace cw {

// The review's chart (issue 35): the reviewing search's estimated standing, decision by decision,
// one line per seat reviewed in the seat's colour, over the moves of the game (x), from last place
// (bottom) to first (top). Not a chance of winning (issue 55: measured against outcomes the
// estimate is not one), so the axis names places, never percentages. The
// decisions picked out (the costliest) are ringed. Clicking a point (or the nearest one) emits
// decisionClicked with that decision's move; Left and Right walk the points with the keyboard.
class ReviewChart : public QWidget {
    Q_OBJECT
public:
    struct Point {
        int move = 0;        // the record's index of the action decided
        double standing = 0; // in [0, 1]: 0 last place, 1 first (Game::returns()'s scale)
        bool marked = false;
    };
    struct Series {
        QString name;
        QColor colour;
        std::vector<Point> points; // in move order
    };

    explicit ReviewChart(QWidget *parent = nullptr);

    // The lines to draw; `moves` is the length of the x axis (the record's actions).
    void setSeries(std::vector<Series> series, int moves);
    // Rings the point of `move` as the one shown (-1: none).
    void setCurrentMove(int move);
    // Where the point of `move` of the series `index` is drawn (for tests); (-1, -1) for none.
    QPoint pointPosition(int index, int move) const;

    QSize sizeHint() const override { return {560, 220}; }
    QSize minimumSizeHint() const override { return {260, 140}; }

signals:
    void decisionClicked(int move);

protected:
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;

private:
    QRectF plotArea() const;
    QPointF position(const Point &point) const;

    std::vector<Series> m_series;
    int m_moves = 0;
    int m_current = -1;
};

} // namespace cw
