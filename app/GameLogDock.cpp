#include "GameLogDock.h"

#include "MadeUpStart.h"
#include "core/GameRegistry.h"
#include "session/GameSession.h"
#include "session/SeatLens.h"

#include <QEvent>
#include <QPlainTextEdit>

namespace cw {

GameLogDock::GameLogDock(GameSession *session, const MadeUpStart *madeUp, QWidget *parent)
    : QDockWidget(parent), m_session(session), m_madeUp(madeUp), m_text(new QPlainTextEdit(this))
{
    setObjectName(QStringLiteral("gameLogDock"));
    m_text->setObjectName(QStringLiteral("gameLog"));
    m_text->setReadOnly(true);
    m_text->setMaximumBlockCount(5000);
    setWidget(m_text);
    retranslate();
    connect(session, &GameSession::gameStarted, this, &GameLogDock::restart);
    connect(session, &GameSession::logAppended, this, &GameLogDock::append);
    // The round of the live position as the seat lens shows it (no browsing: moves are made on
    // the live game only). The lens follows the session first, so its copy is the new position.
    connect(session, &GameSession::positionChanged, this, [this] {
        if (!m_session->isBrowsing())
            m_liveRound = shownRound();
    });
    // With the Moves list (whose names the seat lens remakes then), not only on this dock's own
    // LanguageChange, which may come later.
    connect(session, &GameSession::languageChanged, this, &GameLogDock::rewrite);
    // The made-up start gone (the host's first position) or come: the log of what is shown.
    connect(madeUp, &MadeUpStart::changed, this, &GameLogDock::rewrite);
}

void GameLogDock::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDockWidget::changeEvent(event);
}

void GameLogDock::retranslate()
{
    setWindowTitle(tr("Game log"));
    m_text->setAccessibleName(windowTitle()); // what a screen reader names the text (issue 54)
    // The narration is written when a move is made: a language switch writes it all again.
    rewrite();
}

void GameLogDock::restart()
{
    if (m_session->moveCount() > 0)
        return rewrite();
    m_text->clear(); // a new game: its opening lines arrive through logAppended
    m_round = -1;
    m_entry = 0;
    m_liveRound = shownRound();
}

void GameLogDock::rewrite()
{
    m_text->clear();
    m_round = -1;
    m_entry = 0;
    m_liveRound = shownRound();
    if (m_madeUp->isShown())
        return;
    m_session->replayNarration(
        [this](const QStringList &lines, int round) { write(lines, round); });
}

void GameLogDock::append(const QStringList &lines)
{
    // The lines arrive right after the move that caused them. They belong to the round that move
    // was played in, even when it was the round's last move and the game has moved on.
    if (!m_madeUp->isShown())
        write(lines, m_liveRound);
}

int GameLogDock::shownRound() const
{
    const Game *shown = m_session->lens()->position();
    return shown ? GameSession::roundOf(*shown) : 0;
}

void GameLogDock::write(const QStringList &lines, int round)
{
    if (lines.isEmpty())
        return;
    if (round != m_round) {
        m_round = round;
        m_entry = 0;
        // The game's own word for a round (Niagara's «Manche» in French, as its lines say).
        const GameInfo *info = GameRegistry::find(m_session->gameId());
        if (round > 0 && info)
            m_text->appendPlainText(tr("— %1 —").arg(info->roundName.text().arg(round)));
    }
    for (const QString &line : lines) {
        ++m_entry;
        const QString number =
            round > 0 ? QStringLiteral("%1.%2").arg(round).arg(m_entry) : QString::number(m_entry);
        m_text->appendPlainText(QStringLiteral("%1  %2").arg(number, line));
    }
}

} // namespace cw
