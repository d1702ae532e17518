#pragma once

#include "SessionObserver.h"

#include <QAbstractListModel>
#include <QQmlEngine>
#include <QStringList>
#include <QVariantList>

namespace cw {
namespace rowing {
class RowingGame;
}
} // namespace cw

// The boats of the rowing race shown by the board, one row per seat, plus the course geometry
// and the status line. Reads only public information (positions, rates, stamina piles, counts);
// hands are the business of RowingHandModel.
//
// Geometry contract: every position the board draws is in spaces (0 = start, `spaces` = finish);
// the metres per space are applied here, once, when a game starts. QML multiplies by its zoom.
class RowingBoardModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
    // The session the board shows (null: none).
    Q_PROPERTY(cw::GameSession *session READ session WRITE setSession NOTIFY sessionChanged)
    Q_PROPERTY(int lanes READ lanes NOTIFY courseChanged)
    Q_PROPERTY(int spaces READ spaces NOTIFY courseChanged)
    Q_PROPERTY(QString courseName READ courseName NOTIFY courseChanged)
    // [{position, crossingSpace, metres, paceLimit, label}] per split line; position is where the
    // line lies in spaces (87.5 for 1750 m), crossingSpace the first space beyond it (88).
    Q_PROPERTY(QVariantList splitLines READ splitLines NOTIFY courseChanged)
    // [{from, to, label}] alternating sector bands, in spaces.
    Q_PROPERTY(QVariantList sectorBands READ sectorBands NOTIFY courseChanged)
    // [{space, label, major}] distance marks every 100 m (major every 500 m).
    Q_PROPERTY(QVariantList metreMarks READ metreMarks NOTIFY courseChanged)
    // [{name, colour}] per lane, lane 1 first, as the course designer named and tinted them.
    Q_PROPERTY(QVariantList laneStyles READ laneStyles NOTIFY courseChanged)
    Q_PROPERTY(int round READ round NOTIFY stateChanged)
    Q_PROPERTY(int leaderSpace READ leaderSpace NOTIFY stateChanged)
    Q_PROPERTY(bool raceOver READ raceOver NOTIFY stateChanged)
    Q_PROPERTY(QString statusText READ statusText NOTIFY stateChanged)
    // [{rank, name, colour, finishRound}] by rank, once the race is over.
    Q_PROPERTY(QVariantList results READ results NOTIFY stateChanged)
    // The latest lines of the game log, oldest first.
    Q_PROPERTY(QStringList recentLog READ recentLog NOTIFY recentLogChanged)

public:
    enum Role {
        SeatRole = Qt::UserRole + 1,
        NameRole,
        ColourRole,
        LaneRole,
        SpaceRole,
        RateRole,
        StaminaRole,
        HandCountRole,
        DrawCountRole,
        DiscardCountRole,
        FinishedRole,
        RankRole,
        FinishRoundRole,
        CaughtCrabRole,
        ActingRole,
        ControllerRole
    };
    Q_ENUM(Role)

    explicit RowingBoardModel(QObject *parent = nullptr);

    cw::GameSession *session() const;
    void setSession(cw::GameSession *session);

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    int lanes() const { return m_lanes; }
    int spaces() const { return m_spaces; }
    QString courseName() const { return m_courseName; }
    QVariantList splitLines() const { return m_splitLines; }
    QVariantList sectorBands() const { return m_sectorBands; }
    QVariantList metreMarks() const { return m_metreMarks; }
    QVariantList laneStyles() const { return m_laneStyles; }
    int round() const;
    int leaderSpace() const;
    bool raceOver() const;
    QString statusText() const;
    QVariantList results() const;
    QStringList recentLog() const { return m_observer.recentLog(); }

signals:
    void sessionChanged();
    void courseChanged();
    void stateChanged();
    void recentLogChanged();

private:
    static QString tieBreakText(const cw::rowing::RowingGame &game, int seat);
    const cw::rowing::RowingGame *game() const; // the shown position, or null
    void rebuild();                             // new game: geometry and rows from scratch
    void refresh();                             // same game, new position

    SessionObserver m_observer;
    int m_rows = 0;
    int m_lanes = 0;
    int m_spaces = 0;
    QString m_courseName;
    QVariantList m_splitLines;
    QVariantList m_sectorBands;
    QVariantList m_metreMarks;
    QVariantList m_laneStyles;
};
