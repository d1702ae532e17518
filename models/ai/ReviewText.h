#pragma once

#include "GameReview.h"
#include "core/GameSetup.h"

#include <QCoreApplication>
#include <QString>

#include <vector>

namespace cw {

// The coach's review as text, written once for `coursewright-cli review` and the review screen's
// Export: for each seat reviewed, every decision (the move played, and the AI's move where it
// differs), then the `top` moves the AI judged costliest, with no percentages (the search's
// estimate is not a chance of winning: README, "The coach ranks moves"). Seats
// are named as the setup names them ("Seat 2" when it names none).
class ReviewText {
    Q_DECLARE_TR_FUNCTIONS(cw::ReviewText)

public:
    static QString write(const GameReview &review, const QList<SeatConfig> &setupSeats,
                         const std::vector<int> &seats, Controller level, int top);
    // The seat's name in the setup, or "Seat 2".
    static QString seatName(const QList<SeatConfig> &setupSeats, int seat);
};

} // namespace cw
