#pragma once

#include "HostMoveList.h"
#include "core/GameSetup.h"

#include <QString>
#include <QStringList>

#include <memory>
#include <vector>

class QTranslator;

namespace cw {

// One language's words for a hosted game (docs/protocol.md, "language"): the log lines and the
// move list as the clients reading that language receive them. It takes the hosted game's
// actions on a game of its own, made from the same setup and seed, and words them with its
// language set on the thread (NarrationLanguage): wording never touches the hosted game (its
// generator, its state, its events), and a language taken up late reads from the start like
// the others.
class HostNarration {
public:
    // The log lines a seat coming back receives: enough to read the last rounds again.
    static constexpr int MaxLogHistory = 200;

    // The languages the host words in (Language::available()), and the one of a client that
    // asks for another or none: English.
    static QStringList languages();
    static QString fallbackLanguage();

    // `setup`'s game after `actions`, worded in `language` (one of languages()); nullptr with
    // *error when the setup makes no game or an action is not legal.
    static std::unique_ptr<HostNarration> create(const QString &language, const GameSetup &setup,
                                                 const std::vector<Action> &actions,
                                                 QString *error);

    struct Worded {
        QStringList log;  // the lines the action added
        int renamed = -1; // HostMoveList::revealed: the first move renamed, or -1
    };
    // The action the hosted game just took (legal here, as it was there), worded.
    Worded apply(Action action);

    const QString &language() const { return m_language; }
    const HostMoveList &moves() const { return m_moves; }
    // The last lines, at most 2 * MaxLogHistory (trimmed to MaxLogHistory when over).
    const QStringList &log() const { return m_log; }

private:
    HostNarration(const QString &language, const QTranslator *translator);

    QString m_language;
    const QTranslator *m_translator; // shared by every game of the process, never unloaded
    std::unique_ptr<Game> m_game;
    HostMoveList m_moves;
    QStringList m_log;
};

} // namespace cw
